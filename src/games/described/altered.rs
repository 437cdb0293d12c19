//! Players' own descriptions for the tests: a built-in description with
//! some of its lines changed, any way the vocabulary allows and some ways
//! it does not, as a player might write one (`felt --rules FILE`).

use crate::games::described::registry::built_in_text;
use crate::games::{Variant, GAMES};

/// Values to put in a key's line, some of which make no sense there.
const VALUES: &[(&str, &[&str])] = &[
    (
        "build",
        &[
            "none",
            "down alternate",
            "down suit",
            "down any",
            "down colour",
            "down other",
            "up or down suit",
            "up suit wrap",
        ],
    ),
    (
        "move",
        &[
            "one",
            "one or whole",
            "supermove",
            "run",
            "suit run",
            "face up",
            "suit runs by empty columns",
        ],
    ),
    ("empty", &["any", "kings", "none", "reserve", "below base"]),
    ("cells", &["0", "1", "4", "8 dealt 4", "2 dealt 2"]),
    ("reserve", &["0", "5", "13", "4 spread"]),
    ("home back", &["yes", "no"]),
    ("autoplay", &["safe", "safe off", "none"]),
    (
        "score",
        &["none", "home", "standard", "vegas", "golf", "spider"],
    ),
    ("home first", &["yes", "no"]),
    ("foundations at", &["right", "middle", "spread"]),
    ("dealing", &["rows", "top cards last", "kings under"]),
    ("face down", &["0", "1", "3"]),
    (
        "stock",
        &[
            "none",
            "waste 1",
            "waste 3 passes unlimited",
            "deal",
            "redeal 2",
            "redeal 1 in packets",
            "redeal unlimited in packets",
        ],
    ),
];

/// The `game`th built-in description with `changes` made (a key's
/// index in [`VALUES`] and a value's), its solver line gone (a player's
/// game is searched by the generic solver) and a name of its own.
pub(crate) fn altered(game: usize, changes: &[(usize, usize)]) -> Option<String> {
    let named: Vec<&str> = GAMES
        .iter()
        .filter(|g| matches!(g.variant, Variant::Described(_)))
        .map(|g| g.id)
        .collect();
    let text = built_in_text(named[game % named.len()])?;
    let mut lines: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with("solver:"))
        .map(|l| {
            if l.starts_with("name:") {
                "name: oddgame".to_string()
            } else {
                l.to_string()
            }
        })
        .collect();
    for &(key, value) in changes {
        let (key, values) = VALUES[key % VALUES.len()];
        let line = format!("{key}: {}", values[value % values.len()]);
        let prefix = format!("{key}:");
        match lines.iter().position(|l| l.starts_with(&prefix)) {
            Some(i) => lines[i] = line,
            None => lines.push(line),
        }
    }
    Some(lines.join("\n") + "\n")
}
