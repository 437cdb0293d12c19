//! The Baker's Dozen solver: its lines replay through the model, its
//! answers do not depend on the slices, a position one move from a win is
//! won in that move, and a stuck one is unwinnable.

use super::BakersDozenSearch;
use crate::games::bakersdozen::BakersDozen;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

fn run(game: &BakersDozen, slice: u32) -> (Answer, usize) {
    testing::run(BakersDozenSearch::new(game, Limits::default()), slice)
}

/// Deals 1, 5 and 14 are won within a few thousand positions.
#[test]
fn solved_lines_replay_to_a_win() {
    let (solved, _) =
        testing::decide_deals([1, 5, 14], BakersDozen::deal, |game| run(game, 1000).0);
    assert_eq!(solved, 3);
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    let game = BakersDozen::deal(5);
    assert_eq!(run(&game, 1), run(&game, 1000));
}

#[test]
fn one_move_from_a_win_is_won_in_that_move_and_a_stuck_position_is_not() {
    let text = "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n\
                f1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n\
                f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n\
                f3: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\nt5: KC";
    let game = BakersDozen::parse(text).unwrap();
    let win = Move::one(PileId::Column(5), PileId::Foundation(3));
    assert_eq!(run(&game, 1000).0, Answer::Solved(vec![win]));
    assert!(wins(&game, &[win]));
    // The 2H lies under the 3H, the 4H under the other hearts, and
    // nothing takes the 3H or the KH.
    let stuck = "f0: AH\n\
                 f1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n\
                 f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n\
                 f3: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n\
                 t0: 2H 3H\nt1: 4H 5H 6H 7H 8H 9H TH JH QH KH";
    let stuck = BakersDozen::parse(stuck).unwrap();
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
}
