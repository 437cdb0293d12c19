//! What the solvers' tests share: a search stepped to its answer in slices
//! of one size, and a line played through the model's own door.

use super::{Answer, Search};
use crate::games::Patience;
use crate::model::moves::Move;

/// Steps `search` in slices of `slice` until it answers; the answer and
/// the positions it kept.
pub(crate) fn run(mut search: impl Search, slice: u32) -> (Answer, usize) {
    loop {
        if let Some(answer) = search.step(slice) {
            return (answer, search.states());
        }
    }
}

/// Whether `line` played from `game` through `play` wins it (a refused
/// move fails the test, naming the move and the position).
pub(crate) fn wins<G: Patience + Clone>(game: &G, line: &[Move]) -> bool {
    let mut game = game.clone();
    for &mv in line {
        if let Err(why) = game.play(mv) {
            panic!("{mv} refused: {why}\n{game}");
        }
    }
    game.is_won()
}

/// Decides each deal of `numbers` with `solve` and replays every line it
/// finds to a win; an undecided deal fails the test. How many were solved
/// and how many proven unwinnable.
pub(crate) fn decide_deals<G: Patience + Clone>(
    numbers: impl IntoIterator<Item = u64>,
    deal: impl Fn(u64) -> G,
    solve: impl Fn(&G) -> Answer,
) -> (usize, usize) {
    let (mut solved, mut unwinnable) = (0, 0);
    for number in numbers {
        let game = deal(number);
        match solve(&game) {
            Answer::Solved(line) => {
                assert!(wins(&game, &line), "deal {number}");
                solved += 1;
            }
            Answer::Unwinnable => unwinnable += 1,
            Answer::Undecided => panic!("deal {number} undecided"),
        }
    }
    (solved, unwinnable)
}
