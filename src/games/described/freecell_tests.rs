//! FreeCell, played by its description (`assets/games/freecell.txt`): the
//! tests its own rules file had, on boards in its notation.

use super::{DescId, Described};
use crate::games::Patience;
use crate::model::moves::{Illegal, Move};
use crate::model::pile::PileId;

fn id() -> DescId {
    crate::games::described::registry::named("freecell")
}

/// A corner of a game: the cards a test needs, not the whole deck.
fn board(text: &str) -> Described {
    Described::parse_partial(text, id()).expect("a FreeCell board")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

fn vector(deal: u64) -> String {
    let text = include_str!("../../../tests/vectors/freecell-ms-deals.txt");
    let start = text
        .find(&format!("# deal {deal}\n"))
        .expect("deal in vectors");
    text[start..]
        .lines()
        .skip(1)
        .take(8)
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn microsoft_deals_1_617_and_11982_are_dealt_exactly() {
    for n in [1, 617, 11982] {
        let dealt = Described::deal(n, id()).to_string();
        assert!(dealt.ends_with(&vector(n)), "deal {n}:\n{dealt}");
    }
    assert_ne!(Described::deal(11982, id()), Described::deal(1, id()));
}

#[test]
fn moves_are_written_as_fc_solve_writes_them() {
    let game = board("Freecells: 5S - - -\n: 9H 8S 7D\n: 8C\n:\n: AH");
    let show = |mv| game.move_text(mv);
    assert_eq!(
        show(Move::run(col(0), col(2), 2)),
        "13v2",
        "a run onto an empty column"
    );
    assert_eq!(show(Move::run(col(0), col(2), 1)), "13");
    assert_eq!(show(Move::run(col(0), col(1), 1)), "12");
    assert_eq!(show(Move::one(PileId::FreeCell(0), col(2))), "a3");
    assert_eq!(show(Move::one(col(3), PileId::Foundation(2))), "4h");
    assert_eq!(show(Move::one(col(0), PileId::FreeCell(1))), "1b");
}

#[test]
fn a_run_moves_as_far_as_free_cells_and_empty_columns_let_it() {
    // Two free cells empty, no empty column: 3 cards.
    let g = board(
        "Freecells: AC AD - -\n: 9H\n: 8S 7D 6C 5H\n: 2S 8C 7H 6S\n: KS\n: KC\n: KH\n: KD\n: QS",
    );
    assert_eq!(g.check(Move::run(col(2), col(0), 3)), Ok(()));
    assert_eq!(
        g.check(Move::run(col(1), col(0), 4)),
        Err(Illegal::RunTooLong { max: 3 })
    );
    let g = board("Freecells: AC AD AH -\n: 9H\n: 8S 7D 6C 5H\n:\n: KS\n: KC\n: KH\n: KD\n: QS");
    // One free cell and one empty column: (1 + 1) * 2 = 4 onto 9H.
    assert_eq!(g.check(Move::run(col(1), col(0), 4)), Ok(()));
    assert_eq!(
        g.check(Move::run(col(1), col(0), 3)),
        Err(Illegal::BuildRule(
            "a column builds down in alternating colours"
        ))
    );
    // Onto the empty column itself it does not count: 2.
    assert_eq!(
        g.check(Move::run(col(1), col(2), 3)),
        Err(Illegal::RunTooLong { max: 2 })
    );
    assert_eq!(g.check(Move::run(col(1), col(2), 2)), Ok(()));
}

#[test]
fn free_cells_hold_one_card_and_foundations_keep_theirs() {
    let mut g = board("Freecells: 5S - - -\nFoundations: H-A C-0 D-0 S-0\n: 9H 2H\n: 8S");
    assert_eq!(
        g.check(Move::one(col(0), PileId::FreeCell(0))),
        Err(Illegal::CellOccupied)
    );
    assert_eq!(g.check(Move::one(col(0), PileId::FreeCell(1))), Ok(()));
    g.play(Move::one(col(0), PileId::Foundation(0))).unwrap();
    assert!(g.check(Move::one(PileId::Foundation(0), col(1))).is_err());
    assert!(g.check(Move::Draw).is_err(), "no stock");
}

#[test]
fn the_board_format_round_trips_with_cells_and_foundations() {
    let text =
        "Foundations: H-2 C-0 D-A S-0\nFreecells: - 5S - -\n: 9H 8S\n: KD\n:\n:\n:\n:\n:\n:\n";
    assert_eq!(board(text).to_string(), text);
}

#[test]
fn bad_boards_are_errors_naming_the_line() {
    let err = Described::parse(": 9H\n: 9H", id()).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (2, "9H"));
    for bad in [
        "Freecells: AS AD AC AH KS".to_string(),
        "Foundations: X-3".to_string(),
        ":\n".repeat(9),
    ] {
        assert!(Described::parse(&bad, id()).is_err(), "{bad}");
    }
}

#[test]
fn a_board_must_hold_every_card_and_names_the_missing_ones() {
    let err = Described::parse("", id()).unwrap_err();
    assert!(err.reason.starts_with("52 cards are missing"), "{err}");
    // Deal 1 with the six of hearts left out: 51 cards.
    let deal = Described::deal(1, id()).to_string();
    let text = deal.replace(" 6H", "");
    assert_ne!(text, deal);
    let err = Described::parse(&text, id()).unwrap_err();
    assert!(err.reason.starts_with("1 card is missing"), "{err}");
}

#[test]
fn fc_solves_short_labels_for_cells_and_foundations_are_read() {
    let long = Described::parse_partial("Foundations: H-K C-K D-Q S-Q\nFreecells: KD - KS -", id());
    let short = Described::parse_partial("Founds: H-K C-K D-Q S-Q\nFC: KD - KS -", id());
    assert!(short.is_ok(), "{short:?}");
    assert_eq!(short, long);
}
