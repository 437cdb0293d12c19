//! The engine the solvers share: one hash module ([`hash`]), one position
//! table ([`table`]) and the search strategies as generic code, depth
//! first with a table ([`depth`]) and best first by an estimate
//! ([`best`]), over any position that says what [`Searchable`] asks;
//! best first over a [`crate::solver::small::Puzzle`] by rank and stage
//! ([`ranked`]: the tuned solvers' positions, made with their moves);
//! and the path of a beam cut at the stock's deals, in passes of limited
//! discrepancy ([`discrepancy`]: Spider's and Gypsy's beams).
//! The solver for any game ([`super::generic`]) is these strategies over
//! a game's own legal moves; a tuned solver may use them with a position
//! of its own.

pub(crate) mod beam;
pub(crate) mod best;
pub(crate) mod depth;
pub(crate) mod discrepancy;
pub(crate) mod hash;
pub(crate) mod ranked;
pub(crate) mod table;
#[cfg(test)]
mod tests;

/// A position a strategy can search: its moves, how a move changes it,
/// a key that tells positions apart, and how near a win it looks.
pub(crate) trait Searchable: Clone + Send {
    type Move: Copy + Send;

    /// The moves worth trying from here, into `out` (emptied first by
    /// the caller). A position may give fewer than its legal moves when
    /// the rest are shown not to matter (a safe move home given alone).
    fn moves(&self, out: &mut Vec<Self::Move>);

    /// Plays `mv`, one of [`Searchable::moves`].
    fn play(&mut self, mv: Self::Move);

    /// The same for positions the rest of the game cannot tell apart,
    /// different (but for a 64-bit chance) otherwise.
    fn key(&self) -> u64;

    fn is_won(&self) -> bool;

    /// Lower is nearer a win, as far as the position can tell: the
    /// order in which a strategy tries positions.
    fn estimate(&self) -> u32;
}

/// Where a strategy stands after some work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome<M> {
    /// Still searching.
    Going,
    /// A line of moves from the start to a win.
    Won(Vec<M>),
    /// Every position reachable was searched.
    Exhausted,
    /// The table is full: the search can keep no more positions.
    Full,
}
