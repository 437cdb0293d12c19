//! Rules tests in notation for the terms Spider, Simple Simon and Baker's
//! Dozen brought to the vocabulary: what moves by the empty columns
//! (`move: suit runs by empty columns`), the deal's orders (`dealing:`)
//! and Microsoft's Spider score (`score: spider`).

use super::registry::register_text;
use super::text::parse;
use super::text_tests::with;
use super::Described;
use crate::games::table::Laid;
use crate::games::Patience;
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_shuffle;
use crate::model::deck::Deck;
use crate::model::moves::{Illegal, Move};
use crate::model::pile::PileId;

fn t(n: u8) -> PileId {
    PileId::Column(n)
}

/// Simple Simon's rules on the four columns of the test game.
const SIMON: [(&str, &str); 3] = [
    ("build", "build: down any"),
    ("move", "move: suit runs by empty columns"),
    ("foundations", "foundations: 4 runs"),
];

fn simon(position: &str) -> Described {
    let id = register_text(&with(&SIMON)).expect("a sensible description");
    Described::parse_partial(position, id).unwrap_or_else(|e| panic!("{e}\n{position}"))
}

#[test]
fn several_suits_runs_move_as_far_as_the_empty_columns_double_them() {
    let why = Illegal::GroupRule(
        "a run of several suits needs empty columns: two suits' runs with one, four with two",
    );
    // t3 is empty: two runs of one suit (8S 7S, 6D 5D) move onto the 9H.
    let g = simon("t0: 9H\nt1: 8S 7S 6D 5D\nt2: KC");
    assert_eq!(g.lift(t(1)), 4);
    g.clone()
        .play(Move::run(t(1), t(0), 4))
        .expect("two suits, one empty column");
    // Into the empty column itself, no other is left: one suit's run.
    assert_eq!(g.check(Move::run(t(1), t(3), 4)), Err(why));
    assert_eq!(g.check(Move::run(t(1), t(3), 2)), Ok(()));
    // No empty column: one suit's run only.
    let mut full = simon("t0: 9H\nt1: 8S 7S 6D 5D\nt2: KC\nt3: QC");
    let before = full.clone();
    assert_eq!(full.lift(t(1)), 2);
    assert_eq!(full.play(Move::run(t(1), t(0), 4)), Err(why));
    assert_eq!(full, before, "nothing changed");
}

/// The test game's deal `number` with `changes`, and the shuffled deck it
/// was dealt from.
fn dealt(changes: &[(&str, &str)], number: u64) -> (Described, Vec<Card>) {
    let id = register_text(&with(changes)).expect("a sensible description");
    let cards = seeded_shuffle(number, Deck::Standard.cards());
    (Described::deal(number, id), cards)
}

#[test]
fn the_top_cards_come_last_as_a_row_of_their_own() {
    let deal = ("deal", "deal: 16 15 11 10");
    let (g, cards) = dealt(&[deal, ("dealing", "dealing: top cards last")], 5);
    let tops: Vec<Card> = g.columns.iter().map(|c| c.top().unwrap()).collect();
    assert_eq!(tops, cards[48..], "the last row: one card each");
    assert_eq!(g.columns[0].cards()[..3], [cards[0], cards[4], cards[8]]);
    assert_eq!(g.columns[3].len(), 10);
    // Rows: the longest column takes the last card.
    let (rows, cards) = dealt(&[deal], 5);
    assert_eq!(rows.columns[0].top(), Some(cards[51]));
    let text = with(&[deal, ("dealing", "dealing: sideways")]);
    let err = parse(&text).expect_err("no such order");
    assert_eq!(err.token, "sideways");
}

#[test]
fn the_kings_go_under_each_column_s_other_cards_in_their_order() {
    for number in 1..=20 {
        let (g, _) = dealt(&[("dealing", "dealing: kings under")], number);
        let (rows, _) = dealt(&[], number);
        for (under, dealt) in g.columns.iter().zip(&rows.columns) {
            let king = |c: &&Card| c.rank() == Rank::KING;
            let kings: Vec<&Card> = dealt.cards().iter().filter(king).collect();
            let others: Vec<&Card> = dealt.cards().iter().filter(|c| !king(c)).collect();
            let expected: Vec<&Card> = kings.into_iter().chain(others).collect();
            assert_eq!(under.cards().iter().collect::<Vec<_>>(), expected);
        }
    }
}

#[test]
fn spider_s_score_is_500_less_a_move_and_100_a_run_home() {
    let mut changes = SIMON.to_vec();
    changes[1] = ("move", "move: suit run");
    changes.push(("score", "score: spider"));
    let id = register_text(&with(&changes)).expect("a sensible description");
    let position = "t0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\nt1: AS\nt2: 5H\nt3: 4H";
    let mut g = Described::parse_partial(position, id).unwrap();
    assert_eq!(g.score(), Some(500));
    assert!(g.clone().play(Move::one(t(2), t(3))).is_err());
    assert_eq!(g.score(), Some(500), "a refused move costs nothing");
    g.play(Move::one(t(3), t(2))).unwrap();
    assert_eq!(g.score(), Some(499));
    g.play(Move::one(t(1), t(0))).unwrap();
    assert_eq!(g.score(), Some(498 + 100), "the run went home");
}

#[test]
fn the_foundations_stand_at_the_right_in_the_middle_or_spread() {
    let table = |place: &str| {
        let line = format!("foundations at: {place}");
        let id = register_text(&with(&[
            ("columns", "columns: 13"),
            ("deal", "deal: 4"),
            ("foundations at", &line),
        ]))
        .expect("a sensible description");
        let g = Described::deal(1, id);
        (0..4)
            .map(|n| g.table().place(PileId::Foundation(n)).unwrap().across)
            .collect::<Vec<f32>>()
    };
    assert_eq!(table("right"), [9.0, 10.0, 11.0, 12.0]);
    assert_eq!(table("middle"), [4.0, 5.0, 6.0, 7.0]);
    assert_eq!(table("spread"), [3.0, 5.0, 7.0, 9.0]);
    let err =
        parse(&with(&[("foundations at", "foundations at: left")])).expect_err("no such place");
    assert_eq!(err.token, "left");
}
