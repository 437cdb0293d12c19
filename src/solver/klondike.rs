//! Klondike solver (to be written).

use super::{Answer, Limits, Search};
use crate::model::klondike::Klondike;

/// A search over Klondike positions.
pub struct KlondikeSearch {
    _start: Klondike,
    _limits: Limits,
}

impl KlondikeSearch {
    pub fn new(game: &Klondike, limits: Limits) -> KlondikeSearch {
        KlondikeSearch {
            _start: game.clone(),
            _limits: limits,
        }
    }
}

impl Search for KlondikeSearch {
    fn step(&mut self, _budget: u32) -> Option<Answer> {
        Some(Answer::Undecided)
    }

    fn states(&self) -> usize {
        0
    }
}
