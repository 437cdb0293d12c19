//! Loading and saving the three files through the platform (a data
//! directory natively, localStorage on the web). A damaged file is moved
//! aside and defaults are used; a file from a newer Felt is left alone and
//! not written over; either way the player is told once.

use super::saved::SavedGame;
use super::settings::Settings;
use super::stats::Statistics;
use super::LoadError;
use crate::platform;

const SETTINGS: &str = "settings";
const STATS: &str = "stats";
const GAME: &str = "game";

/// What was found at start.
#[derive(Debug, Default)]
pub struct Loaded {
    pub settings: Settings,
    pub stats: Statistics,
    pub game: Option<SavedGame>,
    /// Things to tell the player once (damaged or newer files).
    pub notes: Vec<String>,
}

/// Which files may be written.
#[derive(Debug)]
pub struct Store {
    writable: [bool; 3],
    /// Write errors already reported (each file's once).
    reported: [bool; 3],
}

/// Reads and decodes one file: its value (if usable), whether it may be
/// written over, and a note for the player.
fn load_one<T>(
    name: &str,
    what: &str,
    decode: fn(&[u8]) -> Result<T, LoadError>,
) -> (Option<T>, bool, Option<String>) {
    match platform::read(name) {
        Ok(None) => (None, true, None),
        Err(e) => (
            None,
            false,
            Some(format!(
                "could not read the {what} ({e}); they will not be saved"
            )),
        ),
        Ok(Some(bytes)) => match decode(&bytes) {
            Ok(value) => (Some(value), true, None),
            Err(LoadError::Newer(_)) => (
                None,
                false,
                Some(format!(
                    "the {what} come from a newer Felt: left as they are, not saved over"
                )),
            ),
            Err(LoadError::Damaged(why)) => {
                let note = match platform::set_aside(name) {
                    Ok(to) => format!("the {what} were damaged ({why}): moved aside to {to}"),
                    Err(e) => {
                        format!("the {what} were damaged ({why}) and could not be moved aside: {e}")
                    }
                };
                (None, true, Some(note))
            }
        },
    }
}

impl Store {
    /// Loads everything, with defaults where nothing usable was stored.
    pub fn load() -> (Store, Loaded) {
        let (settings, s_ok, s_note) = load_one(SETTINGS, "settings", Settings::decode);
        let (stats, t_ok, t_note) = load_one(STATS, "statistics", Statistics::decode);
        let (game, g_ok, g_note) = load_one(GAME, "saved game", SavedGame::decode);
        let loaded = Loaded {
            settings: settings.unwrap_or_default(),
            stats: stats.unwrap_or_default(),
            game,
            notes: [s_note, t_note, g_note].into_iter().flatten().collect(),
        };
        let store = Store {
            writable: [s_ok, t_ok, g_ok],
            reported: [false; 3],
        };
        (store, loaded)
    }

    fn save(&mut self, slot: usize, name: &str, bytes: &[u8]) -> Option<String> {
        if !self.writable[slot] {
            return None;
        }
        match platform::write(name, bytes) {
            Ok(()) => None,
            Err(e) if !self.reported[slot] => {
                self.reported[slot] = true;
                Some(format!("could not save the {name}: {e}"))
            }
            Err(_) => None,
        }
    }

    /// Saves; returns a message the first time a file cannot be written.
    pub fn save_settings(&mut self, settings: &Settings) -> Option<String> {
        self.save(0, SETTINGS, &settings.encode())
    }

    pub fn save_stats(&mut self, stats: &Statistics) -> Option<String> {
        self.save(1, STATS, &stats.encode())
    }

    pub fn save_game(&mut self, game: &SavedGame) -> Option<String> {
        self.save(2, GAME, &game.encode())
    }
}
