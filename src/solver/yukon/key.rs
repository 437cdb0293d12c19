//! The key of a position: an xor of one hash per card for what lies under
//! it (the card under it, or the bottom of a column) and whether it lies
//! face up, and one for the redeals left. These say which cards make up
//! each column, in what order, how many face down: where the columns are
//! alike the bottoms are one (so the key is the same whichever column
//! holds which cards), else each column's bottom is its own (so the key
//! keeps their order). A move changes at most two columns, so a child's
//! key is the parent's with those columns' parts swapped
//! ([`Deal::column_key`]). Only a few cards' parts change at all: the
//! card at the foot of a moving run (what lies under it), the card sent
//! home, and a card turned up; so a child's key is the parent's with
//! those parts swapped ([`Deal::shifted_key`], [`Deal::sent_home_key`]),
//! a few hashes whatever the columns' lengths. Two positions could share
//! one, which would only ever make the search miss a line.

use super::{Deal, State, COLUMNS};
use crate::solver::engine::hash::nth;

/// What can lie under a card: a card, or the bottom of a column (one for
/// all alike columns, then one for each column in order).
const UNDERS: usize = 52 + 1 + COLUMNS;

/// The seed of the items' hashes: item `i` (one per card, what lies
/// under it and its face, then one per count of redeals left) hashes to
/// the engine's [`nth`] word `i + 1` from it, worked out when asked: a
/// table of them would add 50 KB of random bytes to the page, which no
/// compression shrinks.
const SEED: u64 = 0x005E_ED0F_FE17;

/// The hash of item `i` (see [`SEED`]).
fn item(i: usize) -> u64 {
    nth(SEED, i as u64 + 1)
}

impl Deal {
    /// The part of `card` lying on `under` (a card, or a bottom: see
    /// [`UNDERS`]), face up or not.
    fn card_key(card: u8, under: usize, up: bool) -> u64 {
        item((usize::from(card) * UNDERS + under) * 2 + usize::from(up))
    }

    /// What lies under the card at place `i` of column `c` in `s`.
    fn under(&self, s: &State, c: usize, i: usize) -> usize {
        if i > 0 {
            usize::from(s.column(c)[i - 1])
        } else if self.alike(s) {
            52
        } else {
            53 + c
        }
    }

    /// The parts of the cards of column `c` of `s` turned up when it is
    /// left with `len` of its cards ([`State::down_after`]), swapped.
    fn turned_key(&self, s: &State, c: usize, len: usize) -> u64 {
        let column = s.column(c);
        let end = usize::from(s.down[c]).min(len);
        (s.down_after(c, len)..end).fold(0, |key, i| {
            let under = self.under(s, c, i);
            key ^ Self::card_key(column[i], under, false) ^ Self::card_key(column[i], under, true)
        })
    }

    /// The key of the child made from `s` (whose key is `key`) by moving
    /// the cards from place `at` of column `from` onto column `to`: only
    /// the foot of the run lies on something new, and a card may turn up.
    /// Found before the child is made: a child already seen is not.
    pub(super) fn shifted_key(&self, s: &State, key: u64, [from, at, to]: [usize; 3]) -> u64 {
        let card = s.column(from)[at];
        let up = at >= usize::from(s.down[from]);
        let onto = self.under(s, to, usize::from(s.len[to]));
        key ^ Self::card_key(card, self.under(s, from, at), up)
            ^ Self::card_key(card, onto, up)
            ^ self.turned_key(s, from, at)
    }

    /// The key of the child made from `s` (whose key is `key`) by sending
    /// the top card of column `from` home: its part goes, and a card may
    /// turn up.
    pub(super) fn sent_home_key(&self, s: &State, key: u64, from: usize) -> u64 {
        let at = usize::from(s.len[from]) - 1;
        let card = s.column(from)[at];
        let up = at >= usize::from(s.down[from]);
        key ^ Self::card_key(card, self.under(s, from, at), up) ^ self.turned_key(s, from, at)
    }

    /// Column `c`'s part of the key of `s`.
    pub(super) fn column_key(&self, s: &State, c: usize) -> u64 {
        let down = usize::from(s.down[c]);
        let mut under = if self.alike(s) { 52 } else { 53 + c };
        let mut key = 0;
        for (i, &card) in s.column(c).iter().enumerate() {
            let face = usize::from(i >= down);
            key ^= item((usize::from(card) * UNDERS + under) * 2 + face);
            under = usize::from(card);
        }
        key
    }

    /// The key's part for the redeals left in `s`.
    pub(super) fn redeals_key(&self, s: &State) -> u64 {
        item(52 * UNDERS * 2 + usize::from(s.redeals))
    }

    /// The key of `s` from nothing.
    pub(super) fn whole_key(&self, s: &State) -> u64 {
        (0..COLUMNS).fold(self.redeals_key(s), |key, c| key ^ self.column_key(s, c))
    }
}
