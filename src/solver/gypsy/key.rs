//! The key of a Gypsy position, made once with the position: each child
//! carries its key and its columns' hashes ([`State::key`]), hashed again
//! only for the columns its move changed, the others' taken from its
//! parent. `perf` showed the key, every column hashed again for every
//! child, taking a sixth of the time. A column's hash folds its cards in
//! one by one, and each fold can be undone ([`unfold`]): cards put on a
//! column are folded onto its hash, cards taken off unfolded from it, and
//! only a column whose face-down count changed is hashed from nothing.

use super::{mix, Deal, State};
use crate::games::gypsy::COLUMNS;
use crate::solver::face::{rank, suit, Face};

/// Each column's hash (its face-down count first, then its faces).
pub(super) type Columns = [u64; COLUMNS];

/// The odd multiplier of [`fold`], and its inverse modulo 2^64.
const PRIME: u64 = 0x0000_0100_0000_01b3;
const UNPRIME: u64 = inverse(PRIME);

/// The inverse of odd `a` modulo 2^64 (Newton's steps: an odd number is
/// its own inverse to 3 bits, and each step doubles the bits).
const fn inverse(a: u64) -> u64 {
    let mut x = a;
    let mut i = 0;
    while i < 5 {
        x = x.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(x)));
        i += 1;
    }
    x
}

/// The hash of a column of hash `h` with `f` put on it.
pub(super) fn fold(h: u64, f: Face) -> u64 {
    let x = (h ^ u64::from(f) ^ 0x100).wrapping_mul(PRIME);
    x ^ (x >> 31)
}

/// The hash of a column of hash `h` whose top card `f` is taken off:
/// `unfold(fold(h, f), f) == h`.
pub(super) fn unfold(h: u64, f: Face) -> u64 {
    // x ^ (x >> 31) undone, then the multiplication.
    let x = h ^ (h >> 31) ^ (h >> 62);
    x.wrapping_mul(UNPRIME) ^ u64::from(f) ^ 0x100
}

/// The hash a column of `down` cards face down starts from: the count
/// spread over the word (SplitMix64's finalizer), so that no two counts'
/// starts differ in the low byte alone. [`fold`] xors a face into the
/// low byte, so a start that was the count xored into a constant let the
/// first card undo it: one card face down under face 0 hashed as none
/// face down under face 1 (the aces of clubs and diamonds), and two
/// positions with those two columns the other way about shared a key.
/// With starts apart above the low byte, the first fold of two columns
/// of other counts never meets (a test checks every count a column
/// holds), and later folds meet only by a 64-bit chance.
pub(super) fn foot(down: u8) -> u64 {
    let mut z =
        0xcbf2_9ce4_8422_2325u64.wrapping_add(u64::from(down).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Column `c`'s hash: its face-down count ([`foot`]), then its faces,
/// bottom first, each folded on ([`fold`]). The faces of the face-down
/// cards are in it: the search sees them.
pub(super) fn column(s: &State, c: usize) -> u64 {
    s.cols[c][..usize::from(s.len[c])]
        .iter()
        .fold(foot(s.down[c]), |h, &f| fold(h, f))
}

/// Column `c`'s hash in `child`, which is `s` with `count` cards taken
/// off the column: unfolded from its hash `h` in `s`, unless a card was
/// turned up.
pub(super) fn taken(s: &State, child: &State, c: usize, count: usize, h: u64) -> u64 {
    if child.down[c] != s.down[c] {
        return column(child, c);
    }
    let len = usize::from(s.len[c]);
    s.cols[c][len - count..len]
        .iter()
        .rev()
        .fold(h, |h, &f| unfold(h, f))
}

/// The pairs [`sort`] puts in order, in turn: Batcher's merge of eight
/// (19 pairs), in place of an insertion sort whose branches mispredict.
/// Sorted words are the same however sorted, so the key is the same.
const NETWORK: [(usize, usize); 19] = [
    (0, 2),
    (1, 3),
    (4, 6),
    (5, 7),
    (0, 4),
    (1, 5),
    (2, 6),
    (3, 7),
    (0, 1),
    (2, 3),
    (4, 5),
    (6, 7),
    (2, 4),
    (3, 5),
    (1, 4),
    (3, 6),
    (1, 2),
    (3, 4),
    (5, 6),
];

/// Sorts the columns' hashes, least first ([`NETWORK`]; a test checks it
/// on every list of noughts and ones, which proves it sorts any list).
pub(super) fn sort(h: &mut Columns) {
    for (a, b) in NETWORK {
        let (x, y) = (h[a], h[b]);
        h[a] = x.min(y);
        h[b] = x.max(y);
    }
}

/// Every column's hash.
pub(super) fn columns(s: &State) -> Columns {
    std::array::from_fn(|c| column(s, c))
}

impl Deal {
    /// The key of `s` whose columns hash to `hashes`: the columns' hashes,
    /// sorted once the stock is dealt, each suit's two foundations as a
    /// sorted pair, and the deals made.
    pub(super) fn key_of(&self, s: &State, mut hashes: Columns) -> u64 {
        // The stock deals onto the columns by place: only once it is
        // empty are the columns alike.
        if usize::from(s.dealt) >= self.deals.len() {
            sort(&mut hashes);
        }
        // Each suit's two levels, in one pass: the first found first.
        let mut homes = [0u8; 8];
        for &h in &s.home {
            if h > 0 {
                let at = 2 * usize::from(suit(h - 1));
                let at = if homes[at] == 0 { at } else { at + 1 };
                homes[at] = rank(h - 1);
            }
        }
        for pair in homes.chunks_mut(2) {
            pair.sort_unstable();
        }
        [u64::from(s.dealt)]
            .into_iter()
            .chain(hashes)
            .fold(u64::from_le_bytes(homes), mix)
    }

    /// The key of `s` made from nothing: what [`State::key`] must hold.
    pub(super) fn full_key(&self, s: &State) -> u64 {
        self.key_of(s, columns(s))
    }
}
