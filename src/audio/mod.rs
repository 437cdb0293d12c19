//! Sounds for the app's cues, synthesised as they load ([`synth`]). The
//! rules never call this; the shell plays what the app asks for. Without a
//! sound device the game plays silently, in one line of explanation.

pub(crate) mod cue;
mod synth;

use std::sync::atomic::{AtomicBool, Ordering};

use macroquad::audio::{load_sound_from_bytes, play_sound, PlaySoundParams, Sound};

use cue::Cue;

/// The loaded sounds.
pub struct Sounds {
    sounds: Vec<(Cue, Sound)>,
}

impl Sounds {
    /// Synthesises and loads the sounds (a sound that fails to load is
    /// skipped: the game plays on without it).
    pub async fn load() -> Sounds {
        let mut sounds = Vec::new();
        for (cue, samples) in synth::all() {
            if let Ok(sound) = load_sound_from_bytes(&synth::wav(&samples)).await {
                sounds.push((cue, sound));
            }
        }
        Sounds { sounds }
    }

    /// No sounds (there is no device to play them on).
    pub fn none() -> Sounds {
        Sounds { sounds: Vec::new() }
    }

    /// Natively sounds load after a few frames: by then, without a sound
    /// device, quad-snd's thread has died and nothing is loaded (loading
    /// would only print its complaints). In the browser loading waits
    /// frames of its own, so it happens before the table is first drawn.
    pub fn load_at_frame(frame: u32) -> bool {
        if cfg!(target_arch = "wasm32") {
            frame == 0
        } else {
            frame == LOAD_AFTER_FRAMES && !AUDIO_DEAD.load(Ordering::SeqCst)
        }
    }

    /// Plays the app's cues when sound is on, at `volume` (0 to 1).
    pub fn play_all(&self, cues: Vec<Cue>, on: bool, volume: f32) {
        if on && !AUDIO_DEAD.load(Ordering::Relaxed) {
            for cue in cues {
                self.play(cue, volume);
            }
        }
    }

    fn play(&self, cue: Cue, volume: f32) {
        if let Some((_, sound)) = self.sounds.iter().find(|(c, _)| *c == cue) {
            play_sound(
                sound,
                PlaySoundParams {
                    looped: false,
                    volume: volume.clamp(0.0, 1.0),
                },
            );
        }
    }
}

/// Frames the window draws before sounds load natively (see
/// [`Sounds::load_at_frame`]); the shell draws them without waiting.
pub const LOAD_AFTER_FRAMES: u32 = 5;

/// Set when the audio thread died: sounds are not sent to it any more.
static AUDIO_DEAD: AtomicBool = AtomicBool::new(false);

/// With no sound device quad-snd's audio thread panics at start; with
/// unwinding that thread alone ends and the game plays silently. Say so in
/// one line instead of a backtrace; other panics report as usual.
pub fn quiet_panics() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let from_audio = info
            .location()
            .is_some_and(|l| l.file().contains("quad-snd"));
        if from_audio {
            if !AUDIO_DEAD.swap(true, Ordering::SeqCst) {
                eprintln!("felt: no sound device; playing silently");
            }
        } else {
            default(info);
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cue_has_a_sound_that_is_a_real_wav() {
        let sounds = synth::all();
        assert_eq!(sounds.len(), 7);
        for (_, samples) in sounds {
            let bytes = synth::wav(&samples);
            assert_eq!(&bytes[..4], b"RIFF");
            assert_eq!(&bytes[8..12], b"WAVE");
            let samples = (bytes.len() - 44) / 2;
            assert!(samples > 500, "at least a few hundredths of a second");
            let loud = bytes[44..]
                .chunks(2)
                .any(|b| i16::from_le_bytes([b[0], b[1]]).unsigned_abs() > 3000);
            assert!(loud, "not silence");
        }
    }
}
