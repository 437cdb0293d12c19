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
