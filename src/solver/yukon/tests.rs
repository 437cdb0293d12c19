//! The Yukon solver: its lines replay through the model, its answers do
//! not depend on the slices, and a stuck position is unwinnable.

use super::YukonSearch;
use crate::games::yukon::Yukon;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

fn run(game: &Yukon, slice: u32) -> (Answer, usize) {
    testing::run(YukonSearch::new(game, Limits::default()), slice)
}

fn position(text: &str) -> Yukon {
    Yukon::parse_partial(text).expect("a Yukon position")
}

/// Deals the first pass wins in a few thousand positions.
#[test]
fn solved_lines_replay_to_a_win() {
    let (solved, _) = testing::decide_deals([1, 2, 3, 4], Yukon::deal, |game| run(game, 1000).0);
    assert_eq!(solved, 4);
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for game in [Yukon::deal(1), position("t0: [AH] 2C\nt1: [2H] KS\nt2: QD")] {
        assert_eq!(run(&game, 1), run(&game, 1000), "{game}");
    }
}

#[test]
fn one_move_from_a_win_is_solved_and_a_won_game_needs_none() {
    let game = position("f0: AC 2C 3C\nt0: 4C");
    let (answer, _) = run(&game, 1000);
    assert_eq!(answer, Answer::Solved(vec!["t0 f0".parse().unwrap()]));
    assert!(wins(&game, &["t0 f0".parse().unwrap()]));
    let won = position("f0: AC");
    assert_eq!(run(&won, 1000).0, Answer::Solved(vec![]));
}

/// The two of hearts lies face down under the ace it must follow home, and
/// nothing can take the ace off it: no move can part them.
#[test]
fn a_card_buried_under_its_own_suit_is_lost() {
    let stuck = position("t0: [2H] 3H\nt1: [AH] 5C");
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
    let stuck = position("t0: [2H] 3H AH");
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
}
