//! A tiny synthesiser for card sounds: noise bursts, slaps and bells, made
//! when the sounds load rather than embedded as files. No sound of unknown
//! origin, nothing binary in the repository, and the page carries a few
//! hundred bytes of code instead of some fifty kilobytes of samples.

use std::f32::consts::PI;

use super::cue::Cue;

// 16 kHz is plenty for clicks and bells, and keeps the web page small.
pub(crate) const RATE: u32 = 16_000;

/// A repeatable noise source (the same sounds every build).
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 = self.0.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        (self.0 >> 8) as f32 / (1u32 << 24) as f32 * 2.0 - 1.0
    }
}

fn samples(seconds: f32) -> usize {
    (seconds * RATE as f32) as usize
}

/// Noise through a one-pole low-pass, decaying: the slap of a card.
fn slap(seconds: f32, decay: f32, smooth: f32, seed: u32) -> Vec<f32> {
    let mut noise = Noise(seed);
    let mut low = 0.0;
    (0..samples(seconds))
        .map(|i| {
            let t = i as f32 / RATE as f32;
            low += (noise.next() - low) * smooth;
            low * (-t * decay).exp()
        })
        .collect()
}

/// A decaying sine with an octave-and-a-fifth partial: a small bell.
fn bell(freq: f32, seconds: f32) -> Vec<f32> {
    (0..samples(seconds))
        .map(|i| {
            let t = i as f32 / RATE as f32;
            let attack = (t * 400.0).min(1.0);
            let body = (2.0 * PI * freq * t).sin() + 0.35 * (2.0 * PI * freq * 3.0 * t).sin();
            0.5 * attack * body * (-t * 9.0).exp()
        })
        .collect()
}

/// Adds `part` into `into` starting at `at` seconds.
fn mix(into: &mut Vec<f32>, part: &[f32], at: f32, gain: f32) {
    let start = samples(at);
    if into.len() < start + part.len() {
        into.resize(start + part.len(), 0.0);
    }
    for (i, v) in part.iter().enumerate() {
        into[start + i] += v * gain;
    }
}

/// Scales to a peak of `peak`.
fn normalised(mut v: Vec<f32>, peak: f32) -> Vec<f32> {
    let max = v.iter().fold(0.0f32, |m, s| m.max(s.abs())).max(1e-6);
    for s in &mut v {
        *s *= peak / max;
    }
    v
}

/// Every cue's sound, as samples at [`RATE`].
pub(crate) fn all() -> Vec<(Cue, Vec<f32>)> {
    let pick = normalised(slap(0.035, 140.0, 0.55, 1), 0.35);
    let put = normalised(slap(0.07, 70.0, 0.25, 2), 0.6);
    // A swish: noise rising and falling, brighter than the slap.
    let mut noise = Noise(3);
    let n = samples(0.09);
    let turn: Vec<f32> = (0..n)
        .map(|i| {
            let x = i as f32 / n as f32;
            noise.next() * (PI * x).sin().powi(2)
        })
        .collect();
    let turn = normalised(turn, 0.25);
    let mut shuffle = Vec::new();
    for k in 0..9 {
        let s = slap(0.05, 90.0, 0.3 + 0.04 * (k % 3) as f32, 10 + k);
        mix(
            &mut shuffle,
            &s,
            k as f32 * 0.032,
            0.6 + 0.1 * (k % 4) as f32,
        );
    }
    let shuffle = normalised(shuffle, 0.5);
    let refused: Vec<f32> = (0..samples(0.16))
        .map(|i| {
            let t = i as f32 / RATE as f32;
            let wave =
                (2.0 * PI * 110.0 * t).sin().signum() * 0.5 + (2.0 * PI * 220.0 * t).sin() * 0.3;
            wave * (-t * 18.0).exp()
        })
        .collect();
    let refused = normalised(refused, 0.3);
    let home = normalised(bell(1318.5, 0.25), 0.3);
    let mut win = Vec::new();
    for (k, f) in [523.25, 659.25, 783.99, 1046.5].iter().enumerate() {
        mix(&mut win, &bell(*f, 0.42), k as f32 * 0.12, 1.0);
    }
    let win = normalised(win, 0.45);
    vec![
        (Cue::PickUp, pick),
        (Cue::PutDown, put),
        (Cue::Turn, turn),
        (Cue::Shuffle, shuffle),
        (Cue::Refused, refused),
        (Cue::Home, home),
        (Cue::Win, win),
    ]
}

/// A mono 16-bit PCM WAV file.
pub(crate) fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * 32_767.0) as i16).to_le_bytes());
    }
    out
}
