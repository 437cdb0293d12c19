//! How promising a position looks; lower is better.
//!
//! The estimate is a weighted count of what is left to do: cards not home,
//! cards lying on a lower card of their column (each needs at least one more
//! move out of the way), cards above the next card each foundation wants
//! (`dig`), occupied free cells, and non-empty columns (empty ones are the
//! biggest resource). The order is `g_weight × g + estimate`: weighted
//! best-first, greedy but still preferring the shorter of similar lines.
//!
//! Five weightings make a portfolio ([`Weights::THIRD_BF`],
//! [`Weights::FOURTH_BF`], [`Weights::SECOND`], [`Weights::FIFTH_BF`],
//! [`Weights::PRIMARY`], in the order they start): each alone leaves a few
//! deals stuck for millions of positions, but almost never the same deals,
//! so a search that takes long starts the next and they take turns (deal
//! 496564 of 1–1,000,000 needs the greedy fifth; 687716 needed the fourth
//! until more cards went home at once). The depth-first runs
//! have orderings of their own ([`Weights::greedy`]; `runs::ORDERS`).

use super::pos::{Pos, Stats, NONE};

#[derive(Clone, Copy, Debug)]
pub(super) struct Weights {
    pub g: u32,
    pub home: u32,
    pub block: u32,
    pub dig: u32,
    pub cell: u32,
    pub busy_col: u32,
}

impl Weights {
    /// A weighting without weight on the moves made, as the depth-first
    /// runs use (they rank the children of one position, all one move on).
    pub const fn greedy(home: u32, block: u32, dig: u32, cell: u32, busy_col: u32) -> Weights {
        Weights {
            g: 0,
            home,
            block,
            dig,
            cell,
            busy_col,
        }
    }

    /// Measured best alone on deals 1–1000 (1,823 positions a deal against
    /// 2,988 for [`Weights::SECOND`]).
    pub const PRIMARY: Weights = Weights {
        g: 1,
        home: 4,
        block: 3,
        dig: 1,
        cell: 3,
        busy_col: 1,
    };
    /// The solver's earlier order, `g + 3 × (not home + blockers + cells / 2)`.
    pub const SECOND: Weights = Weights {
        g: 2,
        home: 6,
        block: 6,
        dig: 0,
        cell: 3,
        busy_col: 0,
    };
    /// A greedy weighting (no weight on the moves made) for the best-first
    /// portfolio. Alone it solved deal 687716 in 430,000 positions, where
    /// the first, second and third together needed more than three
    /// million. (Since more cards go home at once, those three solve it
    /// in 1.9 million; without this weighting, the 55 deals of 1–32000
    /// over 30,000 positions took about as many positions, 3.07 million
    /// against 3.03, so it stays.)
    pub const FOURTH_BF: Weights = Weights {
        g: 0,
        home: 4,
        block: 3,
        dig: 1,
        cell: 3,
        busy_col: 1,
    };
    /// Another greedy one, light on cells: deal 496564 falls to it in a
    /// few hundred positions, and to no other weighting tried within a
    /// million.
    pub const FIFTH_BF: Weights = Weights {
        g: 0,
        home: 2,
        block: 2,
        dig: 1,
        cell: 1,
        busy_col: 1,
    };
    /// The weighting the best-first portfolio starts with: alone it solves
    /// the hard deals of 1–32000 in the fewest positions.
    pub const THIRD_BF: Weights = Weights {
        g: 1,
        home: 3,
        block: 2,
        dig: 1,
        cell: 4,
        busy_col: 3,
    };
}

/// Everything the estimate weighs, apart from the moves made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Parts {
    pub stats: Stats,
    /// Occupied free cells.
    pub cells: u32,
    /// Non-empty columns.
    pub busy: u32,
    /// Cards not home.
    pub out: u32,
}

impl Parts {
    pub fn of<const CAP: usize>(p: &Pos<CAP>) -> Parts {
        Parts {
            stats: p.stats(),
            cells: p.cells.iter().filter(|&&c| c != NONE).count() as u32,
            busy: p.lens.iter().filter(|&&n| n > 0).count() as u32,
            out: 52 - p.home() as u32,
        }
    }
}

/// The priority of a position whose [`Parts`] are `parts`, reached
/// after `g` moves; `None` when the position is sorted (every column
/// descends, so sweeping home wins).
pub(super) fn estimate(parts: &Parts, g: u32, w: &Weights) -> Option<u32> {
    if parts.stats.unsorted == 0 {
        return None;
    }
    Some(
        w.g * g
            + w.home * parts.out
            + w.block * parts.stats.blockers
            + w.dig * parts.stats.dig
            + w.cell * parts.cells
            + w.busy_col * parts.busy,
    )
}
