//! The descriptions the game knows: the built-in ones, embedded from
//! `assets/games/` and read once, and those a player registers at run time
//! (`felt --rules FILE`). A [`DescId`] is a small `Copy` name for one of
//! them, so a [`crate::games::Variant`] stays a plain value.

use std::sync::{LazyLock, RwLock};

use super::text::parse;
use super::vocabulary::{AutoPlay, Description, Scoring, Solver};
use crate::games::list::GameInfo;
use crate::games::Variant;

/// The most descriptions one run knows (a [`DescId`] is a byte).
const MOST: usize = 256;

/// One of the descriptions the game knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DescId(u8);

/// A description with its line of the list of games.
struct Entry {
    description: &'static Description,
    info: &'static GameInfo,
}

/// Every description known, the built-in ones first. Entries are leaked:
/// there are a handful, they live as long as the program, and the list of
/// games hands out `&'static` lines.
static KNOWN: LazyLock<RwLock<Vec<Entry>>> = LazyLock::new(|| {
    let entries = crate::games::list::descriptions()
        .enumerate()
        .map(|(i, text)| {
            let description =
                parse(text).unwrap_or_else(|e| panic!("built-in description {i}: {e}"));
            entry(description, DescId(i as u8))
        })
        .collect();
    RwLock::new(entries)
});

fn entry(description: Description, id: DescId) -> Entry {
    let description: &'static Description = Box::leak(Box::new(description));
    let rules: Vec<&'static str> = description.rules.iter().map(String::as_str).collect();
    let info = Box::leak(Box::new(GameInfo {
        id: &description.id,
        title: &description.title,
        variant: Variant::Described(id),
        deals: description.shuffle.deals(),
        rules: Box::leak(rules.into_boxed_slice()),
        // The generic solver searches every description's moves.
        solver: true,
        // Vegas scoring is a setting: a Vegas game is named (the command
        // line, saved files), not offered.
        chooser: id.is_built_in() && description.scoring != Scoring::Vegas,
        auto_play: description.auto_play == AutoPlay::Safe,
    }));
    Entry { description, info }
}

/// How many descriptions are built in (the first of those known).
fn built_in_count() -> usize {
    static COUNT: LazyLock<usize> = LazyLock::new(|| crate::games::list::descriptions().count());
    *COUNT
}

/// The text of the built-in description named `name`.
pub fn built_in_text(name: &str) -> Option<&'static str> {
    let known = KNOWN.read().unwrap_or_else(|e| e.into_inner());
    let i = known.iter().position(|e| e.description.id == name)?;
    (i < built_in_count()).then(|| crate::games::list::descriptions().nth(i))?
}

/// The lines of the list of games for the built-in descriptions.
pub fn built_in_infos() -> Vec<GameInfo> {
    let known = KNOWN.read().unwrap_or_else(|e| e.into_inner());
    known[..built_in_count()]
        .iter()
        .map(|e| e.info.clone())
        .collect()
}

impl DescId {
    /// The description.
    pub fn description(self) -> &'static Description {
        self.entry().0
    }

    /// Its line of the list of games (a registered one is in no list).
    pub fn info(self) -> &'static GameInfo {
        self.entry().1
    }

    fn entry(self) -> (&'static Description, &'static GameInfo) {
        let known = KNOWN.read().unwrap_or_else(|e| e.into_inner());
        let e = &known[usize::from(self.0)];
        (e.description, e.info)
    }

    /// Whether this is one of the built-in descriptions.
    pub fn is_built_in(self) -> bool {
        usize::from(self.0) < built_in_count()
    }
}

/// Registers a player's description (`felt --rules FILE`) and gives its
/// id; refused, with the reason, when its name is a game of the list (a
/// saved game or statistics would be taken for that game's) or too many
/// are registered. The same description registered again gets its id
/// back.
pub fn register(description: Description) -> Result<DescId, String> {
    if crate::games::GAMES.iter().any(|g| g.id == description.id) {
        return Err(format!(
            "`{}` is the name of a game of the list; a description of your own needs its own name",
            description.id
        ));
    }
    if description.solver != Solver::Generic {
        return Err(
            "`solver:` names a built-in game's own solver, which knows that game's rules only; a description of your own is searched by the generic solver"
                .to_string(),
        );
    }
    let mut known = KNOWN.write().unwrap_or_else(|e| e.into_inner());
    if let Some(i) = known.iter().position(|e| *e.description == description) {
        return Ok(DescId(i as u8));
    }
    if known.len() >= MOST {
        return Err(format!("at most {MOST} descriptions in one run"));
    }
    let id = DescId(known.len() as u8);
    known.push(entry(description, id));
    Ok(id)
}

/// The description registered in this run (not a built-in one) named
/// `name`.
pub fn registered(name: &str) -> Option<DescId> {
    let known = KNOWN.read().unwrap_or_else(|e| e.into_inner());
    known
        .iter()
        .enumerate()
        .skip(built_in_count())
        .rev()
        .find(|(_, e)| e.description.id == name)
        .map(|(i, _)| DescId(i as u8))
}

/// The built-in description named `name`, for tests that set up a corner
/// of a described game.
#[cfg(test)]
pub(crate) fn named(name: &str) -> DescId {
    match name.parse() {
        Ok(crate::games::Variant::Described(id)) => id,
        _ => panic!("{name} is not a built-in description"),
    }
}

/// Reads a player's description and registers it: the parse error names
/// the line.
pub fn register_text(text: &str) -> Result<DescId, String> {
    let description = parse(text).map_err(|e| e.to_string())?;
    register(description)
}
