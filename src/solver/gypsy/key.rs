//! The key of a Gypsy position, made once with the position: each child
//! carries its key and its columns' hashes ([`State::key`]), hashed again
//! only for the columns its move changed, the others' taken from its
//! parent. `perf` showed the key, every column hashed again for every
//! child, taking a sixth of the time. A column's hash folds its cards in
//! one by one, and each fold can be undone ([`unfold`]): cards put on a
//! column are folded onto its hash, cards taken off unfolded from it, and
//! only a column whose face-down count changed is hashed from nothing.

use super::{Deal, State, COLUMNS, FOUNDATIONS};
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::solver::engine::hash::{absorb, fnv_step, fnv_unstep, nth, FNV_OFFSET};
use crate::solver::face::{rank, suit, Face};

/// Each column's hash (its face-down count first, then its faces).
pub(super) type Columns = [u64; COLUMNS];

/// The hash of a column of hash `h` with `f` put on it.
pub(super) fn fold(h: u64, f: Face) -> u64 {
    fnv_step(h, u64::from(f) ^ 0x100)
}

/// The hash of a column of hash `h` whose top card `f` is taken off:
/// `unfold(fold(h, f), f) == h`.
pub(super) fn unfold(h: u64, f: Face) -> u64 {
    fnv_unstep(h, u64::from(f) ^ 0x100)
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
    nth(FNV_OFFSET, u64::from(down))
}

/// Column `c`'s hash: its face-down count ([`foot`]), then its faces,
/// bottom first, each folded on ([`fold`]). The faces of the face-down
/// cards are in it: the search sees them.
pub(super) fn column(s: &State, c: usize) -> u64 {
    s.cols
        .pile(c)
        .iter()
        .fold(foot(s.down[c]), |h, &f| fold(h, f))
}

/// Column `c`'s face-down count once `count` of its cards are taken off
/// ([`State::turn_up`]): the card left on top is face up.
fn down_after(s: &State, c: usize, count: usize) -> u8 {
    let len = (s.len(c) - count) as u8;
    if len == 0 {
        0
    } else {
        s.down[c].min(len - 1)
    }
}

/// Column `c`'s hash once `count` cards are taken off it in `s`:
/// unfolded from its hash `h` in `s`, unless a card is turned up.
pub(super) fn taken(s: &State, c: usize, count: usize, h: u64) -> u64 {
    let (kept, taken) = s.cols.pile(c).split_at(s.len(c) - count);
    let down = down_after(s, c, count);
    if down != s.down[c] {
        return kept.iter().fold(foot(down), |h, &f| fold(h, f));
    }
    taken.iter().rev().fold(h, |h, &f| unfold(h, f))
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

/// The foundations' part of the key: each suit's two levels as a
/// sorted pair of bytes, the suits in order, so that the two foundations
/// of a suit are alike.
pub(super) fn home_word(home: &[u8; FOUNDATIONS]) -> u64 {
    // A suit has at most two foundations (two decks): its pair is the
    // sum of their levels less the higher, then the higher. Counted
    // without a branch (those of a loop that placed each level
    // mispredicted): an empty foundation (0) adds level 0 to suit 3.
    let (mut sum, mut high) = ([0u8; 4], [0u8; 4]);
    for &h in home {
        let s = usize::from(h.wrapping_sub(1) & 3);
        // rank(h - 1) for a foundation holding a card, 0 for an empty one.
        let level = h.div_ceil(4);
        sum[s] += level;
        high[s] = high[s].max(level);
    }
    u64::from_le_bytes(std::array::from_fn(|i| {
        let s = i / 2;
        if i % 2 == 0 {
            sum[s] - high[s]
        } else {
            high[s]
        }
    }))
}

/// The [`home_word`] of foundations whose word is `home` once `card` goes
/// home, made from the word (counted from every foundation, it was a
/// twenty-fifth of the time in `perf`): one of its suit's two levels is
/// the rank below (0 for an ace, whose suit has at most one foundation
/// yet), and becomes its rank; the higher if both are, so the pair stays
/// in order.
pub(super) fn home_after(home: u64, card: Face) -> u64 {
    let mut bytes = home.to_le_bytes();
    let s = usize::from(suit(card));
    let level = rank(card);
    if bytes[2 * s + 1] == level - 1 {
        bytes[2 * s + 1] = level;
    } else {
        bytes[2 * s] = level;
    }
    u64::from_le_bytes(bytes)
}

/// Every column's hash.
pub(super) fn columns(s: &State) -> Columns {
    std::array::from_fn(|c| column(s, c))
}

impl Deal {
    /// The key of `s` whose columns hash to `hashes`: the columns' hashes,
    /// sorted once the stock is dealt, each suit's two foundations as a
    /// sorted pair, and the deals made.
    pub(super) fn key_of(&self, s: &State, hashes: Columns) -> u64 {
        self.key_from(s.dealt, home_word(&s.home), hashes)
    }

    /// The key of a position with `dealt` deals made, foundations whose
    /// [`home_word`] is `home` and columns hashing to `hashes`.
    fn key_from(&self, dealt: u8, home: u64, mut hashes: Columns) -> u64 {
        // The stock deals onto the columns by place: only once it is
        // empty are the columns alike.
        if usize::from(dealt) >= self.deals.len() {
            sort(&mut hashes);
        }
        [u64::from(dealt)]
            .into_iter()
            .chain(hashes)
            .fold(home, absorb)
    }

    /// The key of the child `mv` makes of `s` ([`Deal::apply`]), made
    /// without the child: only the columns the move changes are hashed
    /// again, and `home`, `s`'s [`home_word`], serves every move but a
    /// card going home.
    pub(super) fn child_key(&self, s: &State, mv: Move, home: u64) -> u64 {
        let mut hashes = s.hashes;
        match mv {
            Move::Transfer {
                from: PileId::Column(c),
                to: PileId::Foundation(f),
                ..
            } => {
                let c = usize::from(c);
                let card = s.top(c).expect("a card to go home");
                hashes[c] = taken(s, c, 1, hashes[c]);
                let word = home_after(home, card);
                debug_assert_eq!(word, {
                    let mut homes = s.home;
                    homes[usize::from(f)] = card + 1;
                    home_word(&homes)
                });
                self.key_from(s.dealt, word, hashes)
            }
            Move::Transfer {
                from: PileId::Column(from),
                to: PileId::Column(to),
                count,
            } => {
                let (from, to, count) = (usize::from(from), usize::from(to), usize::from(count));
                hashes[from] = taken(s, from, count, hashes[from]);
                hashes[to] = s.cols.pile(from)[s.len(from) - count..]
                    .iter()
                    .fold(hashes[to], |h, &f| fold(h, f));
                self.key_from(s.dealt, home, hashes)
            }
            _ => {
                for (c, &card) in self.deals[usize::from(s.dealt)].iter().enumerate() {
                    hashes[c] = fold(hashes[c], card);
                }
                self.key_from(s.dealt + 1, home, hashes)
            }
        }
    }

    /// The key of `s` made from nothing: what [`State::key`] must hold.
    pub(super) fn full_key(&self, s: &State) -> u64 {
        self.key_of(s, columns(s))
    }
}
