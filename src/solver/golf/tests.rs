//! The Golf solver: its lines replay through the model, its answers do not
//! depend on the slices, and a deal it calls unwinnable is.

use super::GolfSearch;
use crate::games::described::{DescId, Described};
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

/// Golf's description.
fn id() -> DescId {
    crate::games::described::registry::named("golf")
}

fn deal(number: u64) -> Described {
    Described::deal(number, id())
}

fn parse_partial(text: &str) -> Described {
    Described::parse_partial(text, id()).expect("a Golf position")
}

fn run(game: &Described, slice: u32) -> (Answer, usize) {
    testing::run(GolfSearch::new(game, Limits::default()), slice)
}

#[test]
fn solved_lines_replay_to_a_win_and_every_deal_is_decided() {
    let (solved, unwinnable) =
        testing::decide_deals([1, 4, 6, 10, 11], deal, |game| run(game, 1000).0);
    assert!(solved > 0 && unwinnable > 0, "{solved} {unwinnable}");
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [10, 11] {
        let game = deal(number);
        assert_eq!(run(&game, 1), run(&game, 1000), "deal {number}");
    }
}

#[test]
fn a_small_position_is_solved_and_a_stuck_one_is_not() {
    let game = parse_partial("stock: 9D 3C\nwaste: 7H\nt0: 4D 5D\nt1: 8C 6S");
    let (answer, _) = run(&game, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert!(wins(&game, &line));
    let stuck = parse_partial("stock: 9D\nwaste: 7H\nt0: 2S");
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
    let won = parse_partial("stock: 9D\nwaste: 7H");
    assert_eq!(run(&won, 1000).0, Answer::Solved(vec![]));
}

#[test]
fn the_matching_proves_a_position_lost_before_any_search() {
    // Each card counted alone has a neighbour, but one six cannot take
    // both sevens.
    let two_sevens = parse_partial("waste: 5H\nt0: 7C\nt1: 7D\nt2: 6S");
    assert_eq!(run(&two_sevens, 1000), (Answer::Unwinnable, 0));
    let one_seven = parse_partial("waste: 5H\nt0: 7C\nt2: 6S");
    assert!(matches!(run(&one_seven, 1000).0, Answer::Solved(_)));
}
