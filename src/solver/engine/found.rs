//! What every strategy does with a child it has found, written once: it
//! is claimed in the table (or was seen before), then it wins, fills the
//! table, is seen lost, or waits its turn to be expanded.

use super::hash::{finalize, KeyMap};
use super::table::{Seen, Wide};
use super::Puzzle;

/// The positions a search has claimed: their keys, each [`finalize`]d (a
/// bijection: a puzzle's key may be a packed position, whose low bits
/// the table would read unspread); and for an [`Puzzle::ORDERED`] puzzle,
/// the lowest order claimed of each key in place of the key alone; for
/// a [`Puzzle::WIDE`] one, whole 128-bit keys (made on its first claim).
pub(crate) struct Claimed {
    seen: Seen,
    best: KeyMap<u64, u8>,
    /// A [`Puzzle::WIDE`] puzzle's keys (made when the first comes).
    wide: Option<Wide>,
}

impl Claimed {
    pub(crate) fn new() -> Claimed {
        Claimed {
            seen: Seen::new(),
            best: KeyMap::default(),
            wide: None,
        }
    }

    /// Forgets every position claimed, keeping the table's memory for
    /// the next search ([`super::depth::Spare`]).
    pub(crate) fn clear(&mut self) {
        self.seen.clear();
        self.best.clear();
        if let Some(wide) = &mut self.wide {
            wide.clear();
        }
    }

    /// Positions kept.
    pub(crate) fn len(&self) -> usize {
        self.seen.len() + self.best.len() + self.wide.as_ref().map_or(0, Wide::len)
    }

    /// Asks for `key`'s slot ahead of its [`Claimed::claim`]
    /// ([`Seen::prefetch`]).
    pub(crate) fn prefetch(&self, key: u64) {
        self.seen.prefetch(finalize(key));
    }

    /// Claims the position keyed `key`: whether no position of its key
    /// was claimed before (with `order`, [`Puzzle::ORDERED`]: none ranked
    /// at or before it).
    pub(crate) fn claim(&mut self, key: u64, order: Option<u8>) -> bool {
        let Some(order) = order else {
            return self.seen.insert(finalize(key));
        };
        match self.best.get_mut(&key) {
            Some(best) if *best <= order => false,
            Some(best) => {
                *best = order;
                true
            }
            None => {
                self.best.insert(key, order);
                true
            }
        }
    }

    /// `key` as the table keeps it, its slot asked into the cache ahead
    /// of its [`Claimed::claim_valued`]: a search that learns
    /// ([`Puzzle::LEARNS`]) keeps its children's keys so, worked out once.
    pub(crate) fn prefetched(&self, key: u64) -> u64 {
        let kept = finalize(key);
        self.seen.prefetch(kept);
        kept
    }

    /// Claims the position whose key [`Claimed::prefetched`] gave as
    /// `kept`, for a search that learns: its slot, and the value its key
    /// kept if a position of its key was claimed before
    /// ([`Seen::claim_valued`]).
    pub(crate) fn claim_valued(&mut self, kept: u64) -> (usize, Option<u32>) {
        self.seen.claim_valued(kept)
    }

    /// Sets the value of the key [`Claimed::claim_valued`] gave `slot`.
    pub(crate) fn set_value(&mut self, slot: usize, value: u32) {
        self.seen.set_value(slot, value);
    }

    /// Claims `state` by its key (and order), as [`Claimed::claim`]; a
    /// [`Puzzle::WIDE`] puzzle's by its wide key.
    pub(crate) fn claim_state<P: Puzzle>(&mut self, puzzle: &P, state: &P::State) -> bool {
        if P::WIDE {
            let wide = self.wide.get_or_insert_with(Wide::new);
            return wide.insert(puzzle.wide_key(state));
        }
        let order = P::ORDERED.then(|| puzzle.order(state));
        self.claim(puzzle.key(state), order)
    }
}

/// What becomes of a child just claimed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The search is won: the child ends its line.
    Won,
    /// The table holds `max_states` positions: the search can keep no
    /// more.
    Full,
    /// Seen lost ([`Puzzle::is_dead`]): not searched further.
    Dead,
    /// To be expanded in its turn.
    Open,
}

/// The verdict on `child`, just claimed into `claimed`; tested dead only
/// when `test_dead` (not when the search tests it later:
/// [`Puzzle::DEAD_WHEN_TAKEN`]).
pub(crate) fn judge<P: Puzzle>(
    puzzle: &mut P,
    claimed: &Claimed,
    max_states: usize,
    child: &P::State,
    test_dead: bool,
) -> Verdict {
    if puzzle.is_won(child) {
        Verdict::Won
    } else if claimed.len() >= max_states {
        Verdict::Full
    } else if test_dead && puzzle.is_dead(child) {
        Verdict::Dead
    } else {
        Verdict::Open
    }
}
