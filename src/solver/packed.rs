//! Columns packed one after another in one array of cards, each with its
//! length beside it: a position the searches of Simple Simon and Baker's
//! Dozen copy whole for every child, cheaper than a column of its own
//! capacity each.

use crate::solver::engine::hash::{fnv_step, FNV_OFFSET};

/// Where each column ends in the packed cards (and the next begins).
pub(crate) fn ends<const N: usize>(len: &[u8; N]) -> [usize; N] {
    let mut end = 0;
    len.map(|l| {
        end += usize::from(l);
        end
    })
}

/// The columns, bottom card first.
pub(crate) fn columns<'a, T, const N: usize>(cards: &'a [T], len: &[u8; N]) -> [&'a [T]; N] {
    let ends = ends(len);
    std::array::from_fn(|c| &cards[ends[c] - usize::from(len[c])..ends[c]])
}

/// A column's cards hashed eight at a time (no card packs to 0, so the
/// last chunk's padding is not a card): the part of the key each column
/// gives, before the columns are sorted.
pub(crate) fn column_hash(col: &[u8]) -> u64 {
    col.chunks(8).fold(FNV_OFFSET, |h, chunk| {
        let mut bytes = [0; 8];
        bytes[..chunk.len()].copy_from_slice(chunk);
        fnv_step(h, u64::from_le_bytes(bytes))
    })
}
