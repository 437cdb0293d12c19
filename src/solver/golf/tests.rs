//! The Golf solver: its lines replay through the model, its answers do not
//! depend on the slices, and a deal it calls unwinnable is.

use super::GolfSearch;
use crate::games::golf::Golf;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

fn run(game: &Golf, slice: u32) -> (Answer, usize) {
    testing::run(GolfSearch::new(game, Limits::default()), slice)
}

#[test]
fn solved_lines_replay_to_a_win_and_every_deal_is_decided() {
    let (solved, unwinnable) =
        testing::decide_deals([1, 4, 6, 10, 11], Golf::deal, |game| run(game, 1000).0);
    assert!(solved > 0 && unwinnable > 0, "{solved} {unwinnable}");
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [10, 11] {
        let game = Golf::deal(number);
        assert_eq!(run(&game, 1), run(&game, 1000), "deal {number}");
    }
}

#[test]
fn a_small_position_is_solved_and_a_stuck_one_is_not() {
    let game = Golf::parse_partial("stock: 9D 3C\nwaste: 7H\nt0: 4D 5D\nt1: 8C 6S").unwrap();
    let (answer, _) = run(&game, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert!(wins(&game, &line));
    let stuck = Golf::parse_partial("stock: 9D\nwaste: 7H\nt0: 2S").unwrap();
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
    let won = Golf::parse_partial("stock: 9D\nwaste: 7H").unwrap();
    assert_eq!(run(&won, 1000).0, Answer::Solved(vec![]));
}

#[test]
fn the_matching_proves_a_position_lost_before_any_search() {
    // Each card counted alone has a neighbour, but one six cannot take
    // both sevens.
    let two_sevens = Golf::parse_partial("waste: 5H\nt0: 7C\nt1: 7D\nt2: 6S").unwrap();
    assert_eq!(run(&two_sevens, 1000), (Answer::Unwinnable, 0));
    let one_seven = Golf::parse_partial("waste: 5H\nt0: 7C\nt2: 6S").unwrap();
    assert!(matches!(run(&one_seven, 1000).0, Answer::Solved(_)));
}
