//! The search's key: one hash for each card with the card it lies on (or
//! the column's bottom), all of them xored.
//!
//! The pairs tell the position apart as far as the game goes: following
//! each card up from a bottom one rebuilds every column, the columns in
//! any order (an empty column is never filled, so which column holds
//! which cards does not matter); and the cards not on the table are home,
//! each suit's in rank order. A move changes one pair or two (the card
//! leaves the one it lay on, and lies on another unless it went home), so
//! a child's key is its parent's with those pairs' hashes xored in or
//! out: no column is read again (hashing the thirteen sorted columns of
//! each child took about a fifth of the search's time).
//!
//! The key is 64 bits, not the position: two positions could share one,
//! which could only make the search miss a line (a chance of about one in
//! 10^7 at two million positions).

use super::{Packed, State};
use crate::solver::engine::hash::splitmix;

/// The hash of `card` lying on `below` (0 for a column's bottom; no card
/// packs to 0): SplitMix64's finalizer, a bijection of the pair, so two
/// pairs never share a hash and the hashes look independent.
pub(super) fn pair(card: Packed, below: Packed) -> u64 {
    splitmix(u64::from(card) << 8 | u64::from(below))
}

/// The key of `s` from all its cards (the start's; the children's come
/// from the parent's, see [`State::moved`]).
pub(super) fn whole(s: &State) -> u64 {
    s.columns()
        .iter()
        .flat_map(|col| {
            col.iter()
                .enumerate()
                .map(|(i, &card)| pair(card, if i == 0 { 0 } else { col[i - 1] }))
        })
        .fold(0, |key, h| key ^ h)
}
