//! The TriPeaks solver: its lines replay through the model, its answers do
//! not depend on the slices, and a stuck position is unwinnable.

use super::TriPeaksSearch;
use crate::games::tripeaks::TriPeaks;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

fn run(game: &TriPeaks, slice: u32) -> (Answer, usize) {
    testing::run(TriPeaksSearch::new(game, Limits::default()), slice)
}

#[test]
fn solved_lines_replay_to_a_win_and_every_deal_is_decided() {
    let (solved, _) = testing::decide_deals(1..=8, TriPeaks::deal, |game| run(game, 1000).0);
    assert!(solved > 0);
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [1, 2] {
        let game = TriPeaks::deal(number);
        assert_eq!(run(&game, 1), run(&game, 1000), "deal {number}");
    }
}

#[test]
fn a_stuck_position_is_unwinnable() {
    let empty = "r0: -- -- --\nr1: -- -- -- -- -- --\nr2: -- -- -- -- -- -- -- -- --";
    let stuck = TriPeaks::parse_partial(&format!(
        "stock: 9D\nwaste: 5H\n{empty}\nr3: 2S -- -- -- -- -- -- -- -- --"
    ))
    .unwrap();
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
    let wrap = TriPeaks::parse_partial(&format!(
        "stock: 9D\nwaste: QH\n{empty}\nr3: AS -- -- -- -- -- -- -- -- KD"
    ))
    .unwrap();
    let Answer::Solved(line) = run(&wrap, 1000).0 else {
        panic!("KD on QH, then AS on KD")
    };
    assert!(wins(&wrap, &line));
}
