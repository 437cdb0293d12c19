//! Rules tests in notation for the terms FreeCell and Grandfather brought
//! to the vocabulary (`shuffle: microsoft`, `notation: board`,
//! `dealing: zigzag`, `stock: redeal N`), each on the small test
//! description with the term, and the descriptions they refuse.

use super::registry::register_text;
use super::text::parse;
use super::text_tests::with;
use super::Described;
use crate::games::Patience;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::pile::PileId;

fn described(changes: &[(&str, &str)]) -> super::DescId {
    register_text(&with(changes)).expect("a sensible description")
}

fn game(changes: &[(&str, &str)], position: &str) -> Described {
    Described::parse_partial(position, described(changes))
        .unwrap_or_else(|e| panic!("{e}\n{position}"))
}

fn t(n: u8) -> PileId {
    PileId::Column(n)
}

/// `mv` is refused with `why`, and the position is left as it was.
fn refuses(mut g: Described, mv: Move, why: Illegal) {
    let before = g.clone();
    assert_eq!(g.play(mv), Err(why), "{mv}");
    assert_eq!(g, before, "{mv}: nothing changed");
}

/// The line and reason a description is refused with.
fn refused(changes: &[(&str, &str)]) -> (usize, String) {
    let err = parse(&with(changes)).expect_err("refused");
    (err.line, err.reason)
}

#[test]
fn microsoft_s_shuffle_deals_its_numbers_row_by_row() {
    let id = described(&[("shuffle", "shuffle: microsoft")]);
    // Deal 1's first row is JD 2D 9H JC 5D 7H 7C 5H: four columns take
    // two rows of it.
    let deal = Described::deal(1, id).to_string();
    assert!(deal.contains("t0: JD 5D "), "{deal}");
    assert!(deal.contains("t3: JC 5H "), "{deal}");
    assert_eq!(id.info().deals, 1..=0x7fff_ffff);
    assert_eq!(
        Described::deal(0x7fff_ffff, id),
        Described::deal(u64::MAX, id),
        "a number out of range is the nearest in it"
    );
}

#[test]
fn the_board_notation_reads_and_writes_other_programs_boards() {
    let changes = [
        ("notation", "notation: board"),
        ("cells", "cells: 2"),
        ("move", "move: supermove"),
    ];
    let board = "Foundations: H-A C-0 D-0 S-0\nFreecells: - 5S\n: 9H 8S\n: 2H\n: TC\n:\n";
    let g = game(&changes, board);
    assert_eq!(g.to_string(), board);
    plays(&mut g.clone(), Move::one(t(1), PileId::Foundation(0)));
    plays(&mut g.clone(), Move::run(t(0), t(2), 2));
    refuses(
        g.clone(),
        Move::one(t(1), t(2)),
        Illegal::BuildRule("a column builds down in alternating colours"),
    );
    // fc-solve's moves: a run onto an empty column carries its count.
    assert_eq!(g.move_text(Move::run(t(0), t(3), 2)), "14v2");
    assert_eq!(g.move_text(Move::one(PileId::FreeCell(1), t(0))), "b1");
    assert_eq!(g.move_text(Move::one(t(1), PileId::Foundation(0))), "2h");
    let err = Described::parse_partial(": 9H\n: 9H", described(&changes)).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (2, "9H"));
    let err = Described::parse_partial(&":\n".repeat(5), described(&changes)).unwrap_err();
    assert_eq!(err.line, 5, "four columns");
}

/// `mv` is played.
fn plays(g: &mut Described, mv: Move) -> Vec<Event> {
    g.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}\n{g}"))
}

/// Three columns dealt in Grandfather's zigzag: `t0`-`t2` (the first face
/// up), `t2`-`t1` (`t2`'s face up), `t1`; the rest onto `t1`, `t2`, ...
const ZIGZAG: [(&str, &str); 5] = [
    ("columns", "columns: 3"),
    ("dealing", "dealing: zigzag"),
    ("deal", "deal: 1 26 25"),
    ("face down", "face down: 0 2 1"),
    ("stock", "stock: redeal 1"),
];

#[test]
fn the_zigzag_deal_and_a_redeal_gather_the_columns_and_deal_them_again() {
    let g = Described::deal(1, described(&ZIGZAG));
    let text = g.to_string();
    assert!(text.starts_with("redeals: 0\n"), "{text}");
    assert_eq!(g.columns[0].len(), 1);
    assert_eq!((g.columns[1].face_down(), g.columns[2].face_down()), (2, 1));
    // Gathered t0's top card first: 2H, 4D 3C, 5S; dealt again: 2H up on
    // t0, 4D down on t1, 3C down and 5S up on t2; t1's card turns up.
    let mut g = game(&ZIGZAG, "t0: 2H\nt1: 3C 4D\nt2: 5S");
    assert_eq!(g.stock_left(), Some(1));
    assert_eq!(g.move_text(Move::Draw), "redeal");
    assert_eq!(plays(&mut g, Move::Draw), [Event::Recycled]);
    assert_eq!(
        g.to_string(),
        "redeals: 1\nf0:\nf1:\nf2:\nf3:\nt0: 2H\nt1: 4D\nt2: [3C] 5S\n"
    );
    assert_eq!(g.stock_left(), Some(0));
    refuses(g, Move::Draw, Illegal::NoRedealsLeft);
}

#[test]
fn a_redeal_is_counted_in_the_position() {
    let id = described(&ZIGZAG);
    let g = Described::parse_partial("redeals: 1\nt0: 2H", id).unwrap();
    refuses(g, Move::Draw, Illegal::NoRedealsLeft);
    let err = Described::parse_partial("redeals: 2\nt0: 2H", id).unwrap_err();
    assert_eq!((err.line, err.reason.as_str()), (1, "0 to 1 redeals made"));
    let err = Described::parse_partial("t0: 2H\nstock: 3H", id).unwrap_err();
    assert_eq!(err.line, 2);
}

#[test]
fn descriptions_that_break_these_terms_are_refused_with_their_line() {
    let microsoft_two = refused(&[
        ("deck", "deck: two"),
        ("foundations", "foundations: 8 up from end"),
        ("deal", "deal: 26"),
        ("shuffle", "shuffle: microsoft"),
    ]);
    assert_eq!(microsoft_two.1, "Microsoft's shuffle deals one deck");
    let (_, why) = refused(&[
        ("deal", "deal: 10"),
        ("stock", "stock: waste 1"),
        ("notation", "notation: board"),
    ]);
    assert!(why.starts_with("the board notation is FreeCell's"), "{why}");
    let (line, why) = refused(&[
        ("columns", "columns: 3"),
        ("dealing", "dealing: zigzag"),
        ("deal", "deal: 18 17 17"),
    ]);
    assert_eq!(line, 6, "the deal's line");
    assert_eq!(
        why,
        "a zigzag deal of 52 cards lays out `deal: 1 26 25` with `face down: 0 2 1`"
    );
    let (_, why) = refused(&[("deal", "deal: 12"), ("stock", "stock: redeal 2")]);
    assert_eq!(
        why,
        "a stock that redeals holds no cards, but the deal leaves 4"
    );
    let (_, why) = refused(&[
        ("columns", "columns: 1"),
        ("deal", "deal: 52"),
        ("dealing", "dealing: zigzag"),
    ]);
    assert_eq!(why, "a zigzag deal needs two columns");
}
