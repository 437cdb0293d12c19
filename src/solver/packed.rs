//! Columns packed one after another in one array of cards, each with its
//! length beside it: a position the searches of Simple Simon and Baker's
//! Dozen copy whole for every child, cheaper than a column of its own
//! capacity each.

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
