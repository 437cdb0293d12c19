//! The canonical hash of a position, kept per column beside the position so
//! that a child recomputes only the columns its move changed: a move adds
//! to one column and takes from another, and moves home take only from
//! tops, so a column whose length is unchanged holds the same cards.
//! [`Facts::peek_hash`] gives a child's hash without copying the parent's
//! facts, since most children are only looked at. (What the estimate needs
//! is kept in the position itself: [`Pos::stats`].)

use super::pos::{Mark, Pos, NONE};
use crate::solver::engine::hash::{fold_product, splitmix, GOLDEN128};

/// One column's part.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Column {
    /// The cards, bottom to top, packed 6 bits each (a card + 1, so lengths
    /// differ too) while they fit (21 cards); so taking `n` cards off is a
    /// shift by `6n`, and putting them on a shift the other way. Longer
    /// columns (boards only) fold the rest in.
    pub key: u128,
    /// Two independent 64-bit hashes of `key`.
    pub hash: (u64, u64),
}

impl Column {
    fn of(cards: &[u8]) -> Column {
        Column::with_key(Column::key_of(cards))
    }

    fn with_key(key: u128) -> Column {
        Column {
            key,
            hash: Column::lanes(key),
        }
    }

    /// The column's key from scratch (see [`Column::key`]).
    fn key_of(cards: &[u8]) -> u128 {
        let (short, long) = cards.split_at(cards.len().min(EXACT));
        let mut key: u128 = 0;
        for &c in short {
            key = (key << 6) | (c as u128 + 1);
        }
        for &c in long {
            key = (key ^ (c as u128 + 1)).wrapping_mul(GOLDEN128);
        }
        key
    }

    /// The key of this column (of `was` cards) once it holds `cards`: a move
    /// only takes cards off a column or only puts them on, so one is a
    /// prefix of the other and the key is shifted rather than rebuilt.
    fn key_after(&self, was: usize, cards: &[u8]) -> u128 {
        let now = cards.len();
        if was > EXACT || now > EXACT {
            Column::key_of(cards)
        } else if now <= was {
            self.key >> (6 * (was - now))
        } else {
            cards[was..]
                .iter()
                .fold(self.key, |key, &c| (key << 6) | (c as u128 + 1))
        }
    }

    /// Both halves of the key folded into each lane by a full 64 × 64-bit
    /// product (its high and low halves xored), each lane with its own
    /// seeds: one multiplication a lane, where mixing each half apart took
    /// four rounds of splitmix and was a sixth of the solver's time.
    pub fn lanes(key: u128) -> (u64, u64) {
        let (lo, hi) = (key as u64, (key >> 64) as u64);
        (
            fold_product(lo ^ 0x2D35_8DCC_AA6C_78A5, hi ^ 0x8BB8_4B93_962E_ACC9),
            fold_product(lo ^ 0x4B33_A62E_D433_D4A3, hi ^ 0x4D5A_2DA5_1DE1_AA47),
        )
    }
}

/// The columns' parts of one position, and the sum of their hashes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Facts {
    pub cols: [Column; 8],
    /// The columns' hashes summed.
    pub sum: (u64, u64),
}

impl Facts {
    pub fn of<const CAP: usize>(p: &Pos<CAP>) -> Facts {
        let mut facts = Facts {
            cols: [Column::default(); 8],
            sum: (0, 0),
        };
        for (i, c) in facts.cols.iter_mut().enumerate() {
            *c = Column::of(p.col(i));
            facts.sum = add(facts.sum, c.hash);
        }
        facts
    }

    /// The facts of `child`, reached by one move and moves home from the
    /// parent whose facts these are (`parent` is its [`Mark`]).
    #[cfg(test)]
    pub fn after<const CAP: usize>(&self, parent: &Mark, child: &Pos<CAP>) -> Facts {
        let mut facts = *self;
        facts.advance(parent, child);
        facts
    }

    /// These facts, of the position `parent` marks, become those of `child`
    /// as [`Facts::of`] gives them, in place: `child` is one move and its
    /// moves home from `parent`, or those taken back (the columns changed
    /// shift back, so the depth first keeps no copy of the facts to take a
    /// move back). Inlined: called for every position entered, made again
    /// or taken back.
    #[inline(always)]
    pub fn advance<const CAP: usize>(&mut self, parent: &Mark, child: &Pos<CAP>) {
        for i in changed(parent, child) {
            let c = &mut self.cols[i];
            let new = Column::with_key(c.key_after(parent.lens[i] as usize, child.col(i)));
            self.sum = add(sub(self.sum, c.hash), new.hash);
            *c = new;
        }
    }

    /// The hash of a child (as [`Facts::of`] the child would give), cheaply: most
    /// children a search looks at have been seen, and need nothing more.
    pub fn peek_hash<const CAP: usize>(&self, parent: &Mark, child: &Pos<CAP>) -> u128 {
        let mut sum = self.sum;
        for i in changed(parent, child) {
            let c = &self.cols[i];
            let key = c.key_after(parent.lens[i] as usize, child.col(i));
            sum = add(sub(sum, c.hash), Column::lanes(key));
        }
        hash_with_cells(sum, child)
    }

    /// A hash that is the same for positions that differ only in the order
    /// of their columns or cells: column hashes and per-card cell keys are
    /// summed, which does not depend on order. Two independent 64-bit lanes
    /// make a collision (a wrong "already seen") practically impossible.
    /// Foundations need no part: they are the missing cards.
    pub fn hash<const CAP: usize>(&self, p: &Pos<CAP>) -> u128 {
        hash_with_cells(self.sum, p)
    }
}

/// The columns whose lengths differ, found all at once by comparing the
/// eight lengths as one word: a move changes two or three.
fn changed<const CAP: usize>(parent: &Mark, child: &Pos<CAP>) -> impl Iterator<Item = usize> {
    let mut diff = u64::from_le_bytes(parent.lens) ^ u64::from_le_bytes(child.lens);
    std::iter::from_fn(move || {
        (diff != 0).then(|| {
            let i = diff.trailing_zeros() as usize / 8;
            diff &= !(0xFF << (8 * i));
            i
        })
    })
}

pub(super) fn add(a: (u64, u64), b: (u64, u64)) -> (u64, u64) {
    (a.0.wrapping_add(b.0), a.1.wrapping_add(b.1))
}

pub(super) fn sub(a: (u64, u64), b: (u64, u64)) -> (u64, u64) {
    (a.0.wrapping_sub(b.0), a.1.wrapping_sub(b.1))
}

fn hash_with_cells<const CAP: usize>(columns: (u64, u64), p: &Pos<CAP>) -> u128 {
    let mut sum = columns;
    for &c in &p.cells {
        if c != NONE {
            sum = add(sum, CELL_KEYS[c as usize]);
        }
    }
    join(sum)
}

/// The two lanes as one 128-bit hash.
pub(super) fn join((a, b): (u64, u64)) -> u128 {
    ((a as u128) << 64) | b as u128
}

/// Columns up to this many cards are packed exactly into a key.
pub(super) const EXACT: usize = 21;

/// The two hash lanes' keys of a card lying in a free cell.
pub(super) const CELL_KEYS: [(u64, u64); 52] = {
    let mut keys = [(0, 0); 52];
    let mut c = 0;
    while c < 52 {
        keys[c] = (
            splitmix(c as u64 ^ 0xC311),
            splitmix(c as u64 ^ 0x5EED_CE11_0000),
        );
        c += 1;
    }
    keys
};
