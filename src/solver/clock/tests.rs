//! The Grandfather's Clock solver: its lines replay through the model, its
//! answers do not depend on the slices, and a blocked position is
//! unwinnable.

use super::ClockSearch;
use crate::games::clock::{hour_length, wanted, Clock, HOURS};
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

fn run(game: &Clock, slice: u32) -> (Answer, usize) {
    testing::run(ClockSearch::new(game, Limits::default()), slice)
}

/// The foundations complete but for the top cards of some hours (`(hour,
/// cards short)`), which the rest of the position holds.
fn nearly_done(short: &[(usize, usize)], rest: &str) -> Clock {
    let mut text = String::new();
    for h in 0..HOURS {
        let missing = short.iter().find(|(hour, _)| *hour == h).map_or(0, |s| s.1);
        let len = hour_length(h) - missing;
        let cards: Vec<String> = (0..len)
            .map(|i| wanted(h, i).unwrap().to_string())
            .collect();
        text.push_str(&format!("f{h}: {}\n", cards.join(" ")));
    }
    Clock::parse(&(text + rest)).expect("the whole deck")
}

/// Deals 1 and 3 are won, 88 and 92 are not (a few hundred positions).
#[test]
fn solved_lines_replay_to_a_win_and_deals_are_decided() {
    let (solved, unwinnable) =
        testing::decide_deals([1, 3, 88, 92], Clock::deal, |game| run(game, 1000).0);
    assert_eq!((solved, unwinnable), (2, 2));
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [1, 88] {
        let game = Clock::deal(number);
        assert_eq!(run(&game, 1), run(&game, 1000), "deal {number}");
    }
}

#[test]
fn one_move_from_a_win_is_that_move() {
    let game = nearly_done(&[(11, 1)], "t3: JC");
    let line = vec![Move::one(PileId::Column(3), PileId::Foundation(11))];
    assert_eq!(run(&game, 1000).0, Answer::Solved(line));
}

#[test]
fn columns_whose_tops_wait_for_buried_cards_are_lost_and_a_spare_column_saves_one() {
    // Each top card's foundation wants a card buried under another top,
    // no top builds on another, and no column is empty.
    let blocked = nearly_done(
        &[(0, 3), (1, 3), (5, 2), (6, 3), (8, 3), (9, 2), (10, 3)],
        "t0: 4S 4H AS\nt1: 6H 5S\nt2: 8S 5H\nt3: 8H 7D\nt4: TH 9S\nt5: QS 9H\n\
         t6: TD JD\nt7: QD 6D 8D KS",
    );
    assert_eq!(run(&blocked, 1000).0, Answer::Unwinnable);
    let spare = nearly_done(&[(11, 2)], "t0: TC JC");
    let (answer, _) = run(&spare, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert!(wins(&spare, &line));
    assert_eq!(line[0], Move::one(PileId::Column(0), PileId::Column(1)));
}

#[test]
fn a_column_as_long_as_a_deal_can_build_is_searched_and_a_taller_one_is_undecided() {
    // Five dealt cards under a king, the queen to the ace built on it;
    // the other columns' cards wait for cards that are not there.
    let long = "t0: 2C 3C 4C 5C KS QH JC TC 9C 8H 7H 6H 5H 4H 3H 2H AH";
    let others = "t1: KC\nt2: KH\nt3: 9S\nt4: 9H\nt5: JS\nt6: JD\nt7: 8D";
    let game = Clock::parse_partial(&format!("{others}\n{long}")).unwrap();
    assert_eq!(run(&game, 1000).0, Answer::Unwinnable);
    let taller = Clock::parse_partial(&format!("{others}\n{long} KD QD")).unwrap();
    assert_eq!(run(&taller, 1000).0, Answer::Undecided);
}

/// The positions of dealt games, written out plainly: the columns sorted
/// (the foundations hold every other card).
#[test]
fn positions_of_dealt_games_share_a_key_only_when_they_are_alike() {
    for number in [1, 2, 4043] {
        let search = ClockSearch::new(&Clock::deal(number), Limits::default());
        let deal = search.0.as_ref().expect("a dealt game fits").puzzle();
        let canon = |s: &super::State| {
            let columns = (0..super::COLUMNS).map(|c| &s.cards[c][..usize::from(s.len[c])]);
            testing::plain_columns(columns, true)
        };
        assert!(testing::keys_tell_apart(deal, canon, 30_000) > 100);
    }
}
