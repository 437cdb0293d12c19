//! Loading and saving the three files through the platform (a data
//! directory natively, localStorage on the web). A damaged file is moved
//! aside (to the first free name of `NAME.bad`, `NAME.bad.1`, … so earlier
//! damaged files are kept too) and defaults are used; a file from a newer
//! Felt, or a damaged one that could not be moved, is left alone and not
//! written over; either way the player is told once.
//!
//! Two windows (or two tabs) may share one data folder. Each save happens
//! under the platform's lock and reads the file again first: statistics
//! add what this window recorded to what the file holds then, so each
//! window's games count once; the game in progress is written only over
//! the save this window last read or wrote, so a window never replaces the
//! game another one saved since (it says so once and stops saving its own).
//! Settings are written whole: the last change made wins.

use super::saved::SavedGame;
use super::settings::Settings;
use super::stats::Statistics;
use super::LoadError;
use crate::platform;
use crate::platform::WriteError;

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

/// The three files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Settings,
    Stats,
    Game,
}

impl Kind {
    /// The file's name in the data folder (`felt.NAME` in localStorage).
    fn file(self) -> &'static str {
        match self {
            Kind::Settings => "settings",
            Kind::Stats => "stats",
            Kind::Game => "game",
        }
    }

    /// What it holds, as the notes name it.
    fn held(self) -> &'static str {
        match self {
            Kind::Settings => "settings",
            Kind::Stats => "statistics",
            Kind::Game => "saved game",
        }
    }

    /// Whether that name is plural (settings, statistics) or one thing
    /// (the saved game), for the verbs and pronouns after it.
    fn many(self) -> bool {
        self != Kind::Game
    }

    /// "the settings were" or "the saved game was".
    fn the_held_was(self) -> &'static str {
        match self {
            Kind::Settings => "the settings were",
            Kind::Stats => "the statistics were",
            Kind::Game => "the saved game was",
        }
    }

    /// "they are" or "it is".
    fn it_is(self) -> &'static str {
        if self.many() {
            "they are"
        } else {
            "it is"
        }
    }

    /// The most bytes read of it.
    fn limit(self) -> usize {
        match self {
            Kind::Settings | Kind::Stats => SMALL_LIMIT,
            Kind::Game => GAME_LIMIT,
        }
    }

    fn slot(self) -> usize {
        self as usize
    }
}

/// Moves a damaged file (or whatever is in a save's way) aside to the
/// first free name of `NAME.bad`, `NAME.bad.1`, `NAME.bad.2`, …; says where
/// it went.
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

/// Which files may be written, and what this window last saw of the game.
#[derive(Debug)]
pub struct Store {
    writable: [bool; 3],
    /// Write errors already reported (each file's once).
    reported: [bool; 3],
    /// The saved game's bytes as this window last read or wrote them (none
    /// when there was no save): anything else found there is another
    /// window's game.
    game_seen: Option<Vec<u8>>,
}

/// One file as read: its value (if usable), whether it may be written
/// over, a note for the player, and its bytes when they were usable.
struct Found<T> {
    value: Option<T>,
    writable: bool,
    note: Option<String>,
    bytes: Option<Vec<u8>>,
}

/// Reads and decodes one file.
fn load_one<T>(kind: Kind, decode: fn(&[u8]) -> Result<T, LoadError>) -> Found<T> {
    let (name, limit) = (kind.file(), kind.limit());
    let refused = |note: String| Found {
        value: None,
        writable: false,
        note: Some(note),
        bytes: None,
    };
    let bytes = match platform::read(name, limit) {
        Ok(None) => {
            return Found {
                value: None,
                writable: true,
                note: None,
                bytes: None,
            }
        }
        Err(e) => {
            let they = if kind.many() { "they" } else { "it" };
            return refused(format!(
                "could not read the {} ({e}); {they} will not be saved",
                kind.held()
            ));
        }
        Ok(Some(bytes)) => bytes,
    };
    let decoded = if bytes.len() > limit {
        Err(LoadError::Damaged(format!(
            "larger than {} KB, more than Felt ever writes",
            limit >> 10
        )))
    } else {
        decode(&bytes)
    };
    match decoded {
        Ok(value) => Found {
            value: Some(value),
            writable: true,
            note: None,
            bytes: Some(bytes),
        },
        Err(LoadError::Newer(_)) => refused(format!(
            "{} written by a newer Felt: left as {}, not saved over",
            kind.the_held_was(),
            kind.it_is()
        )),
        Err(LoadError::Damaged(why)) => match set_aside(name) {
            Ok(to) => Found {
                value: None,
                writable: true,
                note: Some(format!(
                    "{} damaged ({why}): moved aside to {to}",
                    kind.the_held_was()
                )),
                bytes: None,
            },
            // Kept where it is, so not written over.
            Err(e) => refused(format!(
                "{} damaged ({why}) and could not be moved aside ({e}): \
                 left as {}, not saved over",
                kind.the_held_was(),
                kind.it_is()
            )),
        },
    }
}

impl Store {
    /// Loads everything, with defaults where nothing usable was stored.
    pub fn load() -> (Store, Loaded) {
        let settings = load_one(Kind::Settings, Settings::decode);
        let stats = load_one(Kind::Stats, Statistics::decode);
        let game = load_one(Kind::Game, SavedGame::decode);
        let store = Store {
            writable: [settings.writable, stats.writable, game.writable],
            reported: [false; 3],
            game_seen: game.bytes,
        };
        let loaded = Loaded {
            settings: settings.value.unwrap_or_default(),
            stats: stats.value.unwrap_or_default(),
            game: game.value,
            notes: [settings.note, stats.note, game.note]
                .into_iter()
                .flatten()
                .collect(),
        };
        (store, loaded)
    }

    /// Writes `bytes` as `kind`'s file: whether it was written, and a note
    /// for the player (something moved out of the way, or the first error).
    fn write(&mut self, kind: Kind, bytes: &[u8]) -> (bool, Option<String>) {
        let slot = kind.slot();
        let mut moved = None;
        let mut result = platform::write(kind.file(), bytes);
        // Something not Felt's where the save writes first (a folder named
        // `stats.tmp`, say) would block every save: it is moved aside once,
        // as a damaged file is, and the save goes on.
        if let Err(WriteError::InTheWay(temp)) = &result {
            match set_aside(temp) {
                Ok(to) => {
                    moved = Some(format!(
                        "{temp} was in the way of saving the {}: moved aside to {to}",
                        kind.held()
                    ));
                    result = platform::write(kind.file(), bytes);
                }
                Err(e) => {
                    result = Err(WriteError::Failed(format!(
                        "{temp} is in the way and could not be moved aside ({e})"
                    )))
                }
            }
        }
        match result {
            Ok(()) => (true, moved),
            Err(e) if !self.reported[slot] => {
                self.reported[slot] = true;
                let why = match e {
                    WriteError::InTheWay(temp) => format!("{temp} is in the way"),
                    WriteError::Failed(why) => why,
                };
                let error = format!("could not save the {}: {why}", kind.held());
                (
                    false,
                    Some(moved.map_or(error.clone(), |m| format!("{m}; {error}"))),
                )
            }
            Err(_) => (false, moved),
        }
    }

    /// Saves; returns a message the first time a file cannot be written.
    pub fn save_settings(&mut self, settings: &Settings) -> Option<String> {
        if !self.writable[Kind::Settings.slot()] {
            return None;
        }
        let _lock = platform::lock();
        self.write(Kind::Settings, &settings.encode()).1
    }

    /// Adds what `stats` recorded since it was read or saved to the file as
    /// it is now (another window may have added its games), saves that, and
    /// takes it into `stats`, so this window shows every window's games.
    /// With no usable file, `stats` is saved whole. Returns a message the
    /// first time the file cannot be written.
    pub fn save_stats(&mut self, stats: &mut Statistics) -> Option<String> {
        let slot = Kind::Stats.slot();
        if !self.writable[slot] {
            return None;
        }
        let _lock = platform::lock();
        let now = load_one(Kind::Stats, Statistics::decode);
        if !now.writable {
            // A newer Felt wrote it meanwhile, or it cannot be read.
            self.writable[slot] = false;
            return now.note;
        }
        let merged = match now.value {
            Some(on_file) => stats.added_to(on_file),
            None => stats.saved_whole(),
        };
        let (written, note) = self.write(Kind::Stats, &merged.encode());
        if written {
            *stats = merged;
        }
        // A damaged file found now was moved aside: say so too.
        match (now.note, note) {
            (Some(a), Some(b)) => Some(format!("{a}; {b}")),
            (a, b) => a.or(b),
        }
    }

    /// Saves the game in progress, unless another window saved its own
    /// game since this one last read or wrote the file: then that game is
    /// kept, this window's is no longer saved, and the player is told once.
    pub fn save_game(&mut self, game: &SavedGame) -> Option<String> {
        let slot = Kind::Game.slot();
        if !self.writable[slot] {
            return None;
        }
        let _lock = platform::lock();
        if let Ok(Some(now)) = platform::read(Kind::Game.file(), GAME_LIMIT) {
            if self.game_seen.as_ref() != Some(&now) {
                self.writable[slot] = false;
                return Some(
                    "another Felt window saved its game since this one: that game is kept, \
                     and this window's game is no longer saved"
                        .into(),
                );
            }
        }
        let bytes = game.encode();
        let (written, note) = self.write(Kind::Game, &bytes);
        if written {
            self.game_seen = Some(bytes);
        }
        note
    }
}
