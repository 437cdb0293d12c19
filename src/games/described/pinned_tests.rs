//! Deals pinned as the build before a game became a description dealt
//! them (`felt deal GAME N`, written to `tests/pinned/GAME-N.txt`): a deal
//! number is the same game for good, so saved games, shared deal numbers
//! and statistics of the daily deals keep meaning what they meant.

use crate::games::{Deal, Game, Variant};

/// `(game, deal, the notation the older build dealt)`.
macro_rules! pinned {
    ($($game:literal $number:literal),* $(,)?) => {
        &[$((
            $game,
            $number,
            include_str!(concat!("../../../tests/pinned/", $game, "-", $number, ".txt")),
        )),*]
    };
}

const PINNED: &[(&str, u64, &str)] = pinned![
    "gypsy" 1, "gypsy" 617,
    "fortyeight" 1, "fortyeight" 617,
    "golf" 1, "golf" 617,
    "klondike" 1, "klondike" 617,
    "klondike3" 1, "klondike3" 617,
    "klondike-vegas" 1, "klondike-vegas" 617,
    "klondike3-vegas" 1, "klondike3-vegas" 617,
    "spider1" 1, "spider1" 617,
    "spider2" 1, "spider2" 617,
    "spider4" 1, "spider4" 617,
    "simplesimon" 1, "simplesimon" 617,
    "bakersdozen" 1, "bakersdozen" 617,
    "freecell" 1, "freecell" 617,
    "yukon" 1, "yukon" 617,
    "grandfather" 1, "grandfather" 617,
];

#[test]
fn every_pinned_deal_is_dealt_as_before() {
    for &(name, number, text) in PINNED {
        let variant: Variant = name.parse().unwrap();
        let game = Game::new(Deal::new(variant, number).unwrap());
        assert_eq!(
            game.to_string().trim_end(),
            text.trim_end(),
            "{name} {number}"
        );
        assert_eq!(
            Game::parse(variant, text).as_ref(),
            Ok(&game),
            "{name} {number}"
        );
    }
}
