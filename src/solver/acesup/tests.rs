//! The Aces Up solver: its lines replay through the model, its answers do
//! not depend on the slices, and a stuck position is unwinnable.

use super::AcesUpSearch;
use crate::games::acesup::AcesUp;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

fn run(game: &AcesUp, slice: u32) -> (Answer, usize) {
    testing::run(AcesUpSearch::new(game, Limits::default()), slice)
}

/// Deals the search decides in few positions: 14 and 20 are won, 25 is
/// not (65,000 positions).
#[test]
fn solved_lines_replay_to_a_win_and_deals_are_decided() {
    let (solved, unwinnable) =
        testing::decide_deals([14, 20, 25], AcesUp::deal, |game| run(game, 1000).0);
    assert!(solved > 0 && unwinnable > 0, "{solved} {unwinnable}");
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [14, 25] {
        let game = AcesUp::deal(number);
        assert_eq!(run(&game, 1), run(&game, 1000), "deal {number}");
    }
}

#[test]
fn a_small_position_is_solved_and_a_stuck_one_is_not() {
    let game = AcesUp::parse_partial("stock: 2H AH 3H 5H\nt0: 4H\nt1: AS\nt2: KS\nt3:").unwrap();
    let (answer, _) = run(&game, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert!(wins(&game, &line));
    let stuck = AcesUp::parse_partial("t0: 5H\nt1: 4S\nt2: KC\nt3: 2D").unwrap();
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
    let won = AcesUp::parse_partial("f0: 2S\nt0: AS").unwrap();
    assert_eq!(run(&won, 1000).0, Answer::Solved(vec![]));
}
