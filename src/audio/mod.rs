//! Sounds for the app's cues, synthesised by `build.rs` and embedded. The
//! rules never call this; the shell plays what the app asks for.

pub mod cue;

use macroquad::audio::{load_sound_from_bytes, play_sound, PlaySoundParams, Sound};

use cue::Cue;

macro_rules! sound_file {
    ($name:literal) => {
        include_bytes!(concat!(env!("OUT_DIR"), "/", $name, ".wav"))
    };
}

const FILES: [(Cue, &[u8]); 7] = [
    (Cue::PickUp, sound_file!("pick")),
    (Cue::PutDown, sound_file!("put")),
    (Cue::Turn, sound_file!("turn")),
    (Cue::Shuffle, sound_file!("shuffle")),
    (Cue::Refused, sound_file!("refused")),
    (Cue::Home, sound_file!("home")),
    (Cue::Win, sound_file!("win")),
];

/// The loaded sounds.
pub struct Sounds {
    sounds: Vec<(Cue, Sound)>,
}

impl Sounds {
    /// Decodes the embedded sounds (a sound that fails to load is skipped:
    /// the game plays on without it).
    pub async fn load() -> Sounds {
        let mut sounds = Vec::new();
        for (cue, bytes) in FILES {
            if let Ok(sound) = load_sound_from_bytes(bytes).await {
                sounds.push((cue, sound));
            }
        }
        Sounds { sounds }
    }

    /// No sounds (there is no device to play them on).
    pub fn none() -> Sounds {
        Sounds { sounds: Vec::new() }
    }

    /// Plays a cue at `volume` (0 to 1).
    pub fn play(&self, cue: Cue, volume: f32) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cue_has_a_sound_that_is_a_real_wav() {
        for (_, bytes) in FILES {
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
