//! The one list of games: the only place that names them all. The chooser,
//! statistics, settings, the command line, the page's query, the benches
//! and the tests read it. Adding a game that fits the vocabulary is its
//! description in `assets/games/` and one line here; a game it cannot say
//! is its rules file in `src/games/` and one line here.

use std::ops::RangeInclusive;
use std::sync::LazyLock;

use super::described::registry::built_in_infos;
use super::Variant;

/// One game of the collection.
#[derive(Clone, Debug, PartialEq)]
pub struct GameInfo {
    /// The name on the command line, in the page's query and in saved files.
    pub id: &'static str,
    /// The name for people.
    pub title: &'static str,
    /// The game with these options.
    pub variant: Variant,
    /// The deal numbers it knows.
    pub deals: RangeInclusive<u64>,
    /// The rules in a few short lines, for Help and the chooser.
    pub rules: &'static [&'static str],
    /// Whether a solver decides its deals (hints, the light, Solve,
    /// winnable deals); without one, hints are guesses and the light says
    /// it cannot tell.
    pub solver: bool,
    /// Whether the chooser offers it: Vegas scoring is a setting, so the
    /// Vegas games are named (command line, saved files) but not offered.
    pub chooser: bool,
    /// Whether safe cards go home by themselves until the player says
    /// otherwise (a setting of each game).
    pub auto_play: bool,
}

const TRIPEAKS_RULES: &[&str] = &[
    "Clear the three peaks onto the waste: an uncovered card goes",
    "there when it is one rank above or below the waste's card, king",
    "and ace turning the corner. The stock turns one card, once",
    "through. Each card of a run without a draw scores one more than",
    "the last (1, 2, 3...); a peak cleared 15, the last one 30.",
];

const PYRAMID_RULES: &[&str] = &[
    "Clear the pyramid: two uncovered cards whose ranks add to 13",
    "(A=1, J=11, Q=12) go together, a king alone; the tops of the",
    "stock and the waste pair too. The stock turns one card onto the",
    "waste; the waste turns back twice (three passes). Score: 5 a",
    "card off the pyramid; a win, 50 more for each turn left.",
];

const ACESUP_RULES: &[&str] = &[
    "Discard all but the four aces: a column's top card is discarded",
    "when a higher card of its suit (aces high) tops another column.",
    "Any top card fills an empty column. The stock deals a card onto",
    "every column, whenever you like. No score; auto-play (off at",
    "first) discards only the lowest card of a suit still in play.",
];

const CLOCK_RULES: &[&str] = &[
    "Build the twelve foundations round the clock up in suit from",
    "the card dealt there until each shows its hour (the king turns",
    "to the ace; twelve o'clock ends on the queen). Columns build",
    "down in any suit, one card at a time; any card fills an empty",
    "column. No stock, no score; auto-play is off at first.",
];

const MOD3_RULES: &[&str] = &[
    "Two decks. The top three rows build up by threes in suit from",
    "2, 3 and 4 (2-5-8-J, 3-6-9-Q, 4-7-10-K); a row's empty place",
    "takes its base. Aces go aside. A reserve place takes a card only",
    "when empty and is refilled from the stock; the stock deals a",
    "card onto each reserve place. Top cards move; no score.",
];

/// Every game, in the chooser's order, read once from [`LIST`]: a
/// description's line comes from its text (see [`super::described::registry`]).
pub static GAMES: LazyLock<Vec<GameInfo>> = LazyLock::new(|| {
    let mut described = built_in_infos().into_iter();
    LIST.iter()
        .map(|listed| match listed {
            Listed::Own(info) => info.clone(),
            Listed::Described(_) => described.next().expect("one line for each description"),
        })
        .collect()
});

/// The built-in descriptions' texts, in the list's order.
pub fn descriptions() -> impl Iterator<Item = &'static str> {
    LIST.iter().filter_map(|listed| match listed {
        Listed::Own(_) => None,
        Listed::Described(text) => Some(*text),
    })
}

/// One line of the list: a game with rules of its own (a `Patience` of
/// its own in `src/games/`), or a description of `assets/games/`.
enum Listed {
    Own(GameInfo),
    Described(&'static str),
}

/// A built-in description: its file in `assets/games/`.
macro_rules! described {
    ($file:literal) => {
        Listed::Described(include_str!(concat!("../../assets/games/", $file, ".txt")))
    };
}

/// Every game, in the chooser's order: adding a game that fits the
/// vocabulary is its file in `assets/games/` and its line here.
const LIST: &[Listed] = &[
    described!("klondike"),
    described!("klondike3"),
    described!("freecell"),
    described!("spider1"),
    described!("spider2"),
    described!("spider4"),
    described!("golf"),
    Listed::Own(GameInfo {
        id: "tripeaks",
        title: "TriPeaks",
        variant: Variant::TriPeaks,
        deals: 1..=u64::MAX,
        rules: TRIPEAKS_RULES,
        solver: true,
        chooser: true,
        // Nothing goes home: there is nothing to auto-play.
        auto_play: false,
    }),
    Listed::Own(GameInfo {
        id: "pyramid",
        title: "Pyramid",
        variant: Variant::Pyramid,
        deals: 1..=u64::MAX,
        rules: PYRAMID_RULES,
        solver: true,
        chooser: true,
        // Kings could go by themselves, but the player takes them.
        auto_play: false,
    }),
    Listed::Own(GameInfo {
        id: "acesup",
        title: "Aces Up",
        variant: Variant::AcesUp,
        deals: 1..=u64::MAX,
        rules: ACESUP_RULES,
        solver: true,
        chooser: true,
        // KPatience plays no card by itself in Aces Up.
        auto_play: false,
    }),
    described!("yukon"),
    described!("grandfather"),
    Listed::Own(GameInfo {
        id: "grandfathersclock",
        title: "Grandfather's Clock",
        variant: Variant::GrandfathersClock,
        deals: 1..=u64::MAX,
        rules: CLOCK_RULES,
        solver: true,
        chooser: true,
        // KPatience plays no card by itself in Grandfather's Clock.
        auto_play: false,
    }),
    Listed::Own(GameInfo {
        id: "mod3",
        title: "Mod3",
        variant: Variant::Mod3,
        deals: 1..=u64::MAX,
        rules: MOD3_RULES,
        solver: true,
        chooser: true,
        // Aces go aside by themselves: nothing is ever built on them.
        auto_play: true,
    }),
    described!("simplesimon"),
    described!("bakersdozen"),
    described!("fortyeight"),
    described!("gypsy"),
    described!("klondike-vegas"),
    described!("klondike3-vegas"),
    described!("bakersgame"),
    described!("eightoff"),
    described!("seahaventowers"),
    described!("beleagueredcastle"),
    described!("streetsandalleys"),
    described!("canfield"),
    described!("scorpion"),
    described!("spiderette"),
];

/// The games the chooser offers, in its order.
pub fn offered() -> impl Iterator<Item = &'static GameInfo> {
    GAMES.iter().filter(|g| g.chooser)
}

/// How many games the list holds (per-game settings keep one entry each).
pub const COUNT: usize = LIST.len();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_own_name_and_reads_back_from_it() {
        for (i, g) in GAMES.iter().enumerate() {
            assert!(GAMES[..i]
                .iter()
                .all(|o| o.id != g.id && o.variant != g.variant));
            assert_eq!(g.id.parse::<Variant>(), Ok(g.variant), "{}", g.id);
            assert_eq!(g.variant.info(), g);
            assert!(!g.deals.is_empty() && !g.rules.is_empty());
        }
    }

    /// Whether `word` is a pile's code in notation (`t0`, `f12`, `c3`,
    /// `p7`, `r6`), which players never read.
    fn is_pile_code(word: &str) -> bool {
        let mut chars = word.chars();
        matches!(chars.next(), Some('t' | 'f' | 'c' | 'p' | 'r'))
            && !chars.as_str().is_empty()
            && chars.as_str().bytes().all(|b| b.is_ascii_digit())
    }

    #[test]
    fn the_rules_name_piles_as_players_do() {
        assert!(is_pile_code("t0") && is_pile_code("f24") && !is_pile_code("to"));
        for g in GAMES.iter() {
            for line in g.rules {
                let code = line
                    .split(|c: char| !c.is_ascii_alphanumeric())
                    .find(|w| is_pile_code(w));
                assert_eq!(code, None, "{}'s rules say {line:?}", g.id);
            }
        }
    }
}
