//! The text of a description: every built-in one reads, deals its whole
//! deck and writes positions that read back; a description that makes no
//! sense is refused with its line and reason.

use super::registry::{built_in_text, register_text};
use super::text::parse;
use super::vocabulary::{Empty, Group, Home, Stock};
use super::Described;
use crate::games::{Deal, Game, Patience, Variant, GAMES};

/// A small game that makes sense; the tests break one line of it.
pub(super) const SENSIBLE: &str = "\
name: rulestest
title: Rules test
rules: A game for the tests.
deck: one
columns: 4
deal: 13
build: down alternate
move: one
empty: any
foundations: 4 up from end
stock: none
";

/// `SENSIBLE` with the line of `key` replaced by `line` (or `line`
/// added when it has none).
pub(super) fn with(changes: &[(&str, &str)]) -> String {
    let mut lines: Vec<String> = SENSIBLE.lines().map(String::from).collect();
    for (key, line) in changes {
        let prefix = format!("{key}:");
        match lines.iter().position(|l| l.starts_with(&prefix)) {
            Some(i) => lines[i] = line.to_string(),
            None => lines.push(line.to_string()),
        }
    }
    lines.join("\n") + "\n"
}

/// The line and reason a description is refused with.
fn refused(text: &str) -> (usize, String) {
    let err = parse(text).expect_err("refused");
    (err.line, err.reason)
}

#[test]
fn a_sensible_description_reads_in_the_vocabulary_s_terms() {
    let d = parse(SENSIBLE).unwrap();
    assert_eq!(
        (d.id.as_str(), d.title.as_str()),
        ("rulestest", "Rules test")
    );
    assert_eq!((d.columns(), d.dealt()), (4, 52));
    assert_eq!(
        (d.group, d.empty, d.stock),
        (Group::One, Empty::Any, Stock::None)
    );
}

#[test]
fn a_column_count_of_zero_is_refused_with_its_line() {
    let (line, why) = refused(&with(&[("columns", "columns: 0")]));
    assert_eq!(line, 5);
    assert_eq!(why, "a game needs at least one column");
}

#[test]
fn a_game_with_no_way_to_win_is_refused_with_its_line() {
    let (line, why) = refused(&with(&[("foundations", "foundations: 3 up from end")]));
    assert_eq!(line, 10);
    assert!(why.ends_with("no way to win"), "{why}");
    let (line, why) = refused(&with(&[("foundations", "foundations: 0 up from end")]));
    assert_eq!(line, 10);
    assert!(why.contains("no way to win"), "{why}");
}

/// A dealt base shows in a position only as a foundation's bottom card:
/// were it taken back, the game's own notation (its saves) would not
/// read again.
#[test]
fn cards_come_back_home_only_from_foundations_that_start_from_the_end() {
    let dealt = [
        ("foundations", "foundations: 4 up from dealt wrap"),
        ("home deal", "home deal: one"),
        ("deal", "deal: 12"),
        ("stock", "stock: waste 1"),
    ];
    assert!(parse(&with(&dealt)).is_ok());
    let mut back = dealt.to_vec();
    back.push(("home back", "home back: yes"));
    let (line, why) = refused(&with(&back));
    assert_eq!(line, 13, "the line of `home back`");
    assert!(why.contains("not from a dealt card"), "{why}");
    assert!(parse(&with(&[("home back", "home back: yes")])).is_ok());
}

#[test]
fn more_cards_dealt_than_the_deck_holds_is_refused_with_its_line() {
    let (line, why) = refused(&with(&[("deal", "deal: 14")]));
    assert_eq!(line, 6);
    assert_eq!(why, "the deal lays out 56 cards but the deck holds 52");
    let (line, why) = refused(&with(&[("deal", "deal: 12")]));
    assert_eq!(line, 11, "the stock's line: 4 cards have nowhere to go");
    assert!(why.contains("no stock"), "{why}");
}

#[test]
fn unknown_repeated_missing_and_misspelt_lines_are_refused() {
    for (extra, why) in [
        ("colour: red\n", "not a key"),
        ("columns: 4\n", "given twice"),
    ] {
        let err = parse(&(SENSIBLE.to_string() + extra)).unwrap_err();
        assert_eq!(err.line, 12, "{extra}: {err}");
        assert!(err.to_string().contains(why), "{extra}: {err}");
    }
    let both = [("reserve", "reserve: 2 spread"), ("cells", "cells: 1")];
    let err = parse(&with(&both)).unwrap_err();
    assert!(err.reason.contains("no `cells:` beside it"), "{err}");
    let filled = [
        ("reserve", "reserve: 2 spread"),
        ("empty", "empty: reserve"),
    ];
    let err = parse(&with(&filled)).unwrap_err();
    assert!(err.reason.contains("not a spread one"), "{err}");
    let runs = [
        ("empty", "empty: below base"),
        ("foundations", "foundations: 4 runs"),
    ];
    let err = parse(&with(&runs)).unwrap_err();
    assert!(err.reason.contains("built by suit from a base"), "{err}");
    let err = parse(&SENSIBLE.replace("stock: none\n", "")).unwrap_err();
    assert_eq!(err.reason, "the description ends with no `stock:` line");
    for (key, line, why) in [
        ("build", "build: sideways", "a column builds"),
        ("build", "build: up or sideways suit", "`up or down`"),
        ("build", "build: up or down", "a column builds"),
        ("move", "move: two", "what moves is"),
        ("empty", "empty: queens", "an empty column takes"),
        ("deck", "deck: three", "a deck is"),
        ("stock", "stock: waste 0", "1 to 5 cards"),
        // `unlimited` is what `passes` counts, not a word of its own.
        ("stock", "stock: waste 1 unlimited", "P a count or"),
        (
            "stock",
            "stock: redeal 2 in piles",
            "`redeal N [in packets]`",
        ),
        ("stock", "stock: redeal always", "N a count or `unlimited`"),
        ("face down", "face down: 13", "top card lies face up"),
        ("cells", "cells: 9", "at most 8 free cells"),
        ("cells", "cells: 2 dealt 3", "more cards dealt to the cells"),
        ("empty", "empty: reserve", "needs a reserve"),
        (
            "reserve",
            "reserve: 9 spread",
            "a spread reserve holds 1 to 8 cards",
        ),
        (
            "reserve",
            "reserve: 2 fanned",
            "a reserve is `N`, or `N spread`",
        ),
        ("home deal", "home deal: one", "`home deal: one`"),
        ("home deal", "home deal: beak", "`home deal: one` or `beak`"),
        ("empty", "empty: below", "an empty column takes"),
        ("name", "name: Mine", "lowercase"),
    ] {
        let err = parse(&with(&[(key, line)])).unwrap_err();
        assert!(err.reason.contains(why), "{line}: {err}");
    }
}

#[test]
fn every_built_in_description_reads_and_is_in_the_list_of_games() {
    for (i, text) in crate::games::list::descriptions().enumerate() {
        let d = parse(text).unwrap_or_else(|e| panic!("built-in {i}: {e}"));
        let info = GAMES.iter().find(|g| g.id == d.id).expect("listed");
        assert_eq!(info.title, d.title);
        // Vegas scoring is a setting: the Vegas games are not offered.
        let vegas = d.scoring == super::vocabulary::Scoring::Vegas;
        assert!(info.chooser != vegas && info.solver, "{}", d.id);
        assert!((10..=30).contains(&text.lines().count()), "{}", d.id);
    }
    let names: Vec<&str> = GAMES
        .iter()
        .filter(|g| matches!(g.variant, Variant::Described(_)))
        .map(|g| g.id)
        .collect();
    // Each once: a game is its file and its line, and nothing else names it.
    let mut once = names.clone();
    once.sort_unstable();
    once.dedup();
    assert_eq!(once.len(), names.len(), "{names:?}");
    // None of these is ever dropped: saved games, statistics and settings
    // name them. A game added (its file and its line) needs no word here.
    for kept in [
        "klondike",
        "klondike3",
        "freecell",
        "spider1",
        "spider2",
        "spider4",
        "golf",
        "yukon",
        "grandfather",
        "simplesimon",
        "bakersdozen",
        "fortyeight",
        "gypsy",
        "klondike-vegas",
        "klondike3-vegas",
        "bakersgame",
        "eightoff",
        "seahaventowers",
        "beleagueredcastle",
        "streetsandalleys",
        "canfield",
        "scorpion",
        "spiderette",
    ] {
        assert!(names.contains(&kept), "{kept} is no longer listed");
    }
}

#[test]
fn each_new_game_deals_its_whole_deck_and_its_notation_round_trips() {
    for info in GAMES
        .iter()
        .filter(|g| matches!(g.variant, Variant::Described(_)))
    {
        for number in [1, 2, 617] {
            let game = Game::new(Deal::new(info.variant, number).unwrap());
            let mut ids: Vec<_> = game
                .piles()
                .into_iter()
                .flat_map(|(_, p)| p.cards().to_vec())
                .collect();
            ids.sort();
            let mut deck = game.deck().cards();
            deck.sort();
            assert_eq!(ids, deck, "{} {number}: every card once", info.id);
            let text = game.to_string();
            let back = Game::parse(info.variant, &text).unwrap_or_else(|e| {
                panic!("{} {number}: {e}\n{text}", info.id);
            });
            assert_eq!(back, game, "{} {number}", info.id);
            assert!(!game.legal_moves().is_empty(), "{} {number}", info.id);
        }
    }
}

#[test]
fn the_new_games_are_dealt_as_their_rules_say() {
    let deal = |id: &str| {
        let v: Variant = id.parse().unwrap();
        Game::new(Deal::new(v, 5).unwrap())
    };
    let text = |id: &str| deal(id).to_string();
    // Eight Off: four of the eight cells hold a card.
    let g = deal("eightoff");
    let cells: Vec<usize> = (0..8)
        .map(|n| {
            g.pile(crate::model::pile::PileId::FreeCell(n))
                .unwrap()
                .len()
        })
        .collect();
    assert_eq!(cells, [1, 1, 1, 1, 0, 0, 0, 0]);
    // Beleaguered Castle: the aces home; Streets and Alleys: none.
    assert_eq!(
        deal("beleagueredcastle")
            .foundations()
            .iter()
            .map(|f| f.len())
            .sum::<usize>(),
        4
    );
    assert_eq!(
        deal("streetsandalleys")
            .foundations()
            .iter()
            .map(|f| f.len())
            .sum::<usize>(),
        0
    );
    // Canfield: 13 in the reserve, one card home, 34 in the stock.
    let g = deal("canfield");
    assert_eq!(
        g.pile(crate::model::pile::PileId::Reserve).unwrap().len(),
        13
    );
    assert_eq!(g.foundations()[0].len(), 1);
    assert_eq!(g.stock_left(), Some(34));
    // Scorpion: three face down in the first four columns, three in the stock.
    assert!(text("scorpion").contains("t0: ["), "{}", text("scorpion"));
    assert_eq!(deal("scorpion").stock_left(), Some(1), "one deal of three");
    // Spiderette: Klondike's layout, 24 cards left: four deals.
    let g = deal("spiderette");
    assert_eq!(
        g.pile(crate::model::pile::PileId::Column(6))
            .unwrap()
            .face_down(),
        6
    );
    assert_eq!(g.stock_left(), Some(4));
    assert!(matches!(
        super::registry::DescId::description(match g.variant() {
            Variant::Described(id) => id,
            _ => unreachable!(),
        })
        .home,
        Home::Runs
    ));
}

#[test]
fn a_player_s_description_registers_once_and_never_takes_a_listed_name() {
    let id = register_text(&with(&[("name", "name: mycastle")])).unwrap();
    assert_eq!(register_text(&with(&[("name", "name: mycastle")])), Ok(id));
    let variant = Variant::Described(id);
    assert_eq!(variant.name(), "mycastle");
    assert_eq!(variant.index(), None, "in no list");
    assert!(!variant.info().chooser);
    let game = Described::deal(3, id);
    assert_eq!(game.variant(), variant);
    let err = register_text(&with(&[("name", "name: freecell")])).unwrap_err();
    assert!(err.contains("name of a game of the list"), "{err}");
    let err = register_text(&with(&[("columns", "columns: 0")])).unwrap_err();
    assert_eq!(err, "line 5, `0`: a game needs at least one column");
}

#[test]
fn the_readme_s_example_description_reads_as_beleaguered_castle() {
    let readme = include_str!("../../../README.md");
    let section = &readme[readme.find("## Adding a game").expect("the section")..];
    let example: String = section
        .lines()
        .skip_while(|l| !l.starts_with("    name:"))
        .take_while(|l| l.starts_with("    "))
        .map(|l| format!("{}\n", &l[4..]))
        .collect();
    let d = parse(&example).unwrap_or_else(|e| panic!("{e}\n{example}"));
    let built_in = parse(built_in_text("beleagueredcastle").unwrap()).unwrap();
    assert_eq!(
        (d.deal, d.build, d.group, d.empty, d.home),
        (
            built_in.deal,
            built_in.build,
            built_in.group,
            built_in.empty,
            built_in.home
        )
    );
}
