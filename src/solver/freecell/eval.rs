//! How promising a position looks. Lower is better.
//!
//! The core is a rough count of the moves still needed: every card not home
//! needs its move home, and every card lying on a lower card of its column
//! (so it blocks that card) needs at least one more move to get out of the
//! way. Search order is `g + WEIGHT × estimate`, a weighted best-first: the
//! weight above 1 makes it greedy (fast) while `g` (moves so far) keeps the
//! lines short.

use super::pos::{rank, Pos, NONE};

/// How much the estimate counts against the moves already made.
const WEIGHT: u32 = 8;

/// The priority of a position reached after `g` moves.
pub(super) fn priority<const CAP: usize>(p: &Pos<CAP>, g: u32) -> u32 {
    g + WEIGHT * estimate(p)
}

/// An estimate, in moves, of what is left to do.
pub(super) fn estimate<const CAP: usize>(p: &Pos<CAP>) -> u32 {
    let mut blockers = 0u32;
    for i in 0..8 {
        let mut low = u8::MAX;
        for &c in p.col(i) {
            let r = rank(c);
            if r > low {
                blockers += 1;
            } else {
                low = r;
            }
        }
    }
    let cells = p.cells.iter().filter(|&&c| c != NONE).count() as u32;
    let not_home = 52 - p.home() as u32;
    not_home + blockers + cells / 2
}
