//! The words of moves, read from positions in notation; and every legal
//! move of every game in the list described without a pile code.

use super::*;
use crate::games::{Deal, Variant, GAMES};

fn position(variant: Variant, text: &str) -> Game {
    Game::parse_partial(variant, text).expect("a position in notation")
}

fn said(game: &Game, mv: &str) -> String {
    let mv: Move = mv.parse().expect("a move in notation");
    assert!(game.check(mv).is_ok(), "{mv} is legal in\n{game}");
    describe(game, mv)
}

const KLONDIKE: &str = "stock: 2C 3C\nwaste: AD\nt0: [KD] JS\nt1: TH 9C 8H\nt2: KS\nt3: 5S";

#[test]
fn klondike_moves_name_the_cards_with_their_suits_and_the_places_as_players_do() {
    let game = position(GAMES[0].variant, KLONDIKE);
    assert_eq!(said(&game, "waste f1"), "A♦ to the foundation");
    assert_eq!(said(&game, "t1 t0 3"), "10♥ and the 2 cards on it onto J♠");
    assert_eq!(said(&game, "t2 t4"), "K♠ to an empty column");
    assert_eq!(said(&game, "stock waste"), "turn the stock");
    let empty = position(GAMES[0].variant, "waste: 2C 3C\nt0: 5S");
    assert_eq!(
        said(&empty, "stock waste"),
        "turn the waste back into the stock"
    );
}

#[test]
fn a_two_card_run_and_a_card_from_a_foundation_say_so() {
    let game = position("gypsy".parse().unwrap(), "f0: AH 2H 3H\nt0: 4S\nt1: 9D 8C");
    assert_eq!(said(&game, "f0 t0"), "3♥ from the foundation onto 4♠");
    assert_eq!(
        said(&game, "t1 t2 2"),
        "9♦ and the card on it to an empty column"
    );
}

#[test]
fn freecell_names_a_free_cell() {
    let game = position("freecell".parse::<Variant>().unwrap(), ": 5S 7S\n: 2H");
    assert_eq!(said(&game, "t0 c0"), "7♠ to a free cell");
}

#[test]
fn pyramid_pairs_two_cards_and_discards_a_king() {
    let game = position(
        Variant::Pyramid,
        "stock: 4D\nwaste: 3C\nr0: --\nr1: -- --\nr2: -- -- --\nr3: -- -- -- --\n\
         r4: -- -- -- -- --\nr5: -- -- -- -- -- --\nr6: TH -- -- -- -- -- KS",
    );
    assert_eq!(said(&game, "pair t21 waste"), "10♥ with 3♣");
    assert_eq!(said(&game, "t27 f0"), "discard K♠");
    assert_eq!(said(&game, "stock waste"), "turn the stock");
}

#[test]
fn aces_up_discards_and_deals_a_row() {
    let game = position(
        Variant::AcesUp,
        "stock: 2C 3C 4C 5C\nt0: 5H\nt1: 9H\nt2: 2D",
    );
    assert_eq!(said(&game, "t0 f0"), "discard 5♥");
    assert_eq!(said(&game, "stock waste"), "deal a row from the stock");
    assert_eq!(said(&game, "t2 t3"), "2♦ to an empty column");
}

#[test]
fn mod3_names_its_rows_the_aces_and_the_reserve() {
    let game = position(Variant::Mod3, "f0: 2S\nt0: 5S\nt1: AH\nt2: 3D");
    assert_eq!(said(&game, "t0 f0"), "5♠ onto 2♠ in the first row");
    assert_eq!(said(&game, "t1 f24"), "put A♥ aside with the aces");
    assert_eq!(said(&game, "t2 f9"), "3♦ to the second row");
}

#[test]
fn grandfathers_clock_names_the_hour() {
    let game = position(Variant::GrandfathersClock, "f6: 3H\nt0: 4H");
    assert_eq!(said(&game, "t0 f6"), "4♥ onto 3♥ at 6 o'clock");
}

#[test]
fn grandfathers_redeal_gathers_the_columns() {
    let game = position(
        "grandfather".parse::<Variant>().unwrap(),
        "t0: 5S 4H\nt1: 9C",
    );
    assert_eq!(
        said(&game, "stock waste"),
        "gather the columns and deal them again"
    );
}

/// A pile code (`t3`, `f12`, `c0`, `p7`) or a card in notation (`TH`,
/// `AD`) among the words of `text`.
fn code_in(text: &str) -> Option<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .find(|word| {
            let mut chars = word.chars();
            let first = chars.next();
            let rest = chars.as_str();
            let pile = matches!(first, Some('t' | 'f' | 'c' | 'p' | 'r'))
                && !rest.is_empty()
                && rest.bytes().all(|b| b.is_ascii_digit());
            let card = word.len() == 2
                && "A23456789TJQK".contains(&word[..1])
                && "CDHS".contains(&word[1..]);
            pile || card
        })
        .map(str::to_string)
}

#[test]
fn the_code_finder_finds_codes() {
    assert_eq!(code_in("AD from waste to f1").as_deref(), Some("AD"));
    assert_eq!(code_in("A♦ from t21").as_deref(), Some("t21"));
    assert_eq!(code_in("10♥ onto J♠ at 6 o'clock"), None);
}

#[test]
fn every_legal_move_of_every_game_is_said_without_pile_codes() {
    for info in GAMES.iter() {
        for number in 1..=3 {
            let mut game = Game::new(Deal::new(info.variant, number).unwrap());
            // Walk a deterministic line through the game, describing every
            // move the position offers at each step.
            for step in 0..40usize {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &mv in &moves {
                    let words = describe(&game, mv);
                    assert_eq!(
                        code_in(&words),
                        None,
                        "{} deal {number}: {mv} said as {words:?}",
                        info.id
                    );
                    assert!(
                        !words.contains("card of") && !words.contains("a card from"),
                        "{} deal {number}: {mv} said as {words:?} without its card",
                        info.id
                    );
                    if !matches!(mv, Move::Draw) {
                        assert!(
                            words.contains(['♣', '♦', '♥', '♠']),
                            "{} deal {number}: {mv} said as {words:?} names no card",
                            info.id
                        );
                    }
                }
                let mv = moves[(step * 7 + number as usize) % moves.len()];
                game.play(mv).expect("a legal move plays");
            }
        }
    }
}
