//! The Pyramid solver: its lines replay through the model, its answers do
//! not depend on the slices, and a stuck position is unwinnable.

use super::PyramidSearch;
use crate::games::pyramid::Pyramid;
use crate::games::Patience;
use crate::model::moves::Move;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

fn run(game: &Pyramid, slice: u32) -> (Answer, usize) {
    testing::run(PyramidSearch::new(game, Limits::default()), slice)
}

#[test]
fn solved_lines_replay_to_a_win_and_every_deal_is_decided() {
    let (solved, _) = testing::decide_deals(1..=12, Pyramid::deal, |game| run(game, 1000).0);
    assert!(solved > 0);
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in 1..=4 {
        let game = Pyramid::deal(number);
        assert_eq!(run(&game, 1), run(&game, 1000), "deal {number}");
    }
}

const EMPTY: &str = "r0: --\nr1: -- --\nr2: -- -- --\nr3: -- -- -- --\n\
                     r4: -- -- -- -- --\nr5: -- -- -- -- -- --";

#[test]
fn a_stuck_position_is_unwinnable_and_the_stock_is_used() {
    let stuck = Pyramid::parse_partial(&format!(
        "stock: 9D\nwaste: 5H\n{EMPTY}\nr6: 2S -- -- -- -- -- --"
    ))
    .unwrap();
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
    // 8C goes with the stock's 5D; the jack for 2S lies under the
    // waste's 3H and comes back with a turn of the waste.
    let text = format!("stock: 5D\nwaste: JC 3H\n{EMPTY}\nr6: 2S 8C -- -- -- -- --");
    let deep = Pyramid::parse_partial(&text).unwrap();
    let Answer::Solved(line) = run(&deep, 1000).0 else {
        panic!("8C with 5D, a turn of the waste, JC with 2S")
    };
    assert!(wins(&deep, &line));
    assert!(line.contains(&Move::Draw));
    let mut late = deep.clone();
    late.set_tally(crate::games::Tally {
        moves: 0,
        recycles: 2,
        points: 0,
    });
    assert_eq!(run(&late, 1000).0, Answer::Unwinnable, "no turn is left");
}

#[test]
fn the_heap_game_proves_a_deadlock_lost_before_any_search() {
    // 2S waits for JD, under 3H; 3H waits for TC, under 2S. Each has a
    // partner neither above nor below it, so counting alone passes.
    let text = "r0: --\nr1: -- --\nr2: -- -- --\nr3: -- -- -- --\nr4: -- -- -- -- --\n\
                r5: TC JD -- -- -- --\nr6: 2S -- 3H -- -- -- --";
    let locked = Pyramid::parse_partial(text).unwrap();
    assert_eq!(run(&locked, 1000), (Answer::Unwinnable, 0));
    // Deal 2 is lost too, and seen so at the start.
    assert_eq!(run(&Pyramid::deal(2), 1000), (Answer::Unwinnable, 0));
}
