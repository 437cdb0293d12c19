//! FreeCell solver (to be written).

use super::{Answer, Limits, Search};
use crate::model::freecell::FreeCell;

/// A search over FreeCell positions.
pub struct FreeCellSearch {
    _start: FreeCell,
    _limits: Limits,
}

impl FreeCellSearch {
    pub fn new(game: &FreeCell, limits: Limits) -> FreeCellSearch {
        FreeCellSearch {
            _start: game.clone(),
            _limits: limits,
        }
    }
}

impl Search for FreeCellSearch {
    fn step(&mut self, _budget: u32) -> Option<Answer> {
        Some(Answer::Undecided)
    }

    fn states(&self) -> usize {
        0
    }
}
