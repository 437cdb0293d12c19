//! Shortens a found line (to be written).

use super::pos::IMove;
use crate::model::freecell::FreeCell;

pub(super) fn shorten<const CAP: usize>(_start: &FreeCell, line: &[IMove]) -> Vec<IMove> {
    line.to_vec()
}
