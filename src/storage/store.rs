//! Loading and saving the three files through the platform (a data
//! directory natively, localStorage on the web). A damaged file is moved
//! aside (to the first free name of `NAME.bad`, `NAME.bad.1`, … so earlier
//! damaged files are kept too) and defaults are used; a file from a newer
//! Felt, or a damaged one that could not be moved, is left alone and not
//! written over; either way the player is told once.

use super::saved::SavedGame;
use super::settings::Settings;
use super::stats::Statistics;
use super::LoadError;
use crate::platform;

const SETTINGS: &str = "settings";
const STATS: &str = "stats";
const GAME: &str = "game";

/// The most bytes of settings or statistics read: they are a few hundred.
const SMALL_LIMIT: usize = 64 << 10;
/// The most bytes of a saved game read. A save keeps at most
/// [`MAX_UNDO`](crate::model::history::MAX_UNDO) steps, most of them a
/// move of a dozen bytes, so real ones are a few kilobytes and even
/// thousands of steps each followed by many moves home stay well under it.
/// A larger file is damage: set aside unread, not replayed for seconds.
const GAME_LIMIT: usize = 4 << 20;

/// How many damaged copies of one file are kept before giving up (then the
/// file stays where it is, not written over).
const KEPT_DAMAGED: usize = 1000;

/// Moves a damaged file aside to the first free name of `NAME.bad`,
/// `NAME.bad.1`, `NAME.bad.2`, …; says where it went.
fn set_aside(name: &str) -> Result<String, String> {
    for n in 0..KEPT_DAMAGED {
        let to = match n {
            0 => format!("{name}.bad"),
            n => format!("{name}.bad.{n}"),
        };
        if !platform::exists(&to)? {
            return platform::rename(name, &to);
        }
    }
    Err(format!("{KEPT_DAMAGED} damaged copies are kept already"))
}

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
    limit: usize,
    decode: fn(&[u8]) -> Result<T, LoadError>,
) -> (Option<T>, bool, Option<String>) {
    let decode_at_most = |bytes: &[u8]| {
        if bytes.len() > limit {
            Err(LoadError::Damaged(format!(
                "larger than {} KB, more than Felt ever writes",
                limit >> 10
            )))
        } else {
            decode(bytes)
        }
    };
    match platform::read(name, limit) {
        Ok(None) => (None, true, None),
        Err(e) => (
            None,
            false,
            Some(format!(
                "could not read the {what} ({e}); they will not be saved"
            )),
        ),
        Ok(Some(bytes)) => match decode_at_most(&bytes) {
            Ok(value) => (Some(value), true, None),
            Err(LoadError::Newer(_)) => (
                None,
                false,
                Some(format!(
                    "the {what} come from a newer Felt: left as they are, not saved over"
                )),
            ),
            Err(LoadError::Damaged(why)) => match set_aside(name) {
                Ok(to) => (
                    None,
                    true,
                    Some(format!(
                        "the {what} were damaged ({why}): moved aside to {to}"
                    )),
                ),
                // Kept where it is, so not written over.
                Err(e) => (
                    None,
                    false,
                    Some(format!(
                        "the {what} were damaged ({why}) and could not be moved aside ({e}): \
                         left as they are, not saved over"
                    )),
                ),
            },
        },
    }
}

impl Store {
    /// Loads everything, with defaults where nothing usable was stored.
    pub fn load() -> (Store, Loaded) {
        let (settings, s_ok, s_note) =
            load_one(SETTINGS, "settings", SMALL_LIMIT, Settings::decode);
        let (stats, t_ok, t_note) = load_one(STATS, "statistics", SMALL_LIMIT, Statistics::decode);
        let (game, g_ok, g_note) = load_one(GAME, "saved game", GAME_LIMIT, SavedGame::decode);
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
    pub(crate) fn save_settings(&mut self, settings: &Settings) -> Option<String> {
        self.save(0, SETTINGS, &settings.encode())
    }

    pub fn save_stats(&mut self, stats: &Statistics) -> Option<String> {
        self.save(1, STATS, &stats.encode())
    }

    pub(crate) fn save_game(&mut self, game: &SavedGame) -> Option<String> {
        self.save(2, GAME, &game.encode())
    }
}
