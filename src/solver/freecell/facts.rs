//! What the hash and the estimate need to know of each column, kept beside
//! a position so that a child recomputes only what its move changed: a move
//! adds to one column and takes from another, and moves home take only from
//! tops, so a column whose length is unchanged holds the same cards (only
//! its `dig` depends on the foundations, and is redone when they change).
//! Scanning all 52 cards for every child was a fifth of the solver's time;
//! [`Facts::peek_hash`] and [`Facts::peek_stats`] go further and give a
//! child's hash, then (only if it is new) its sums, without copying the
//! parent's facts, since most children are only looked at.

use super::pos::{rank, suit, Mark, Pos, NONE};

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
    /// Cards lying on a lower card of the column: each needs another move.
    pub blockers: u8,
    /// The column does not descend strictly (a blocker, or two cards of one
    /// rank in descending order).
    pub unsorted: bool,
    /// Cards above the next card some foundation wants.
    pub dig: u8,
    /// The length of the alternating run on top (what a supermove takes).
    pub run: u8,
}

/// Cards are the model's index, `(rank - 1) * 4 + suit`, with diamonds and
/// hearts (suits 1 and 2) red: the low two bits differ exactly for red.
fn red_bit(c: u8) -> u8 {
    (c ^ (c >> 1)) & 1
}

impl Column {
    fn of(cards: &[u8], found: &[u8; 4]) -> Column {
        Column::with_key(Column::key_of(cards), cards, found)
    }

    fn with_key(key: u128, cards: &[u8], found: &[u8; 4]) -> Column {
        Column {
            key,
            hash: Column::lanes(key),
            ..Column::stats_of(cards, found)
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
            key = (key ^ (c as u128 + 1)).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
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

    /// Both halves of the key mixed into each lane.
    fn lanes(key: u128) -> (u64, u64) {
        let (lo, hi) = (key as u64, (key >> 64) as u64);
        (
            mix(lo ^ mix(hi ^ 0x5851_F42D)),
            mix(hi ^ mix(lo ^ 0x1405_7B7E)),
        )
    }

    /// Everything but the hash.
    fn stats_of(cards: &[u8], found: &[u8; 4]) -> Column {
        let mut low = u8::MAX;
        let mut column = Column::default();
        let mut below = u8::MAX;
        let n = cards.len();
        for (d, &c) in cards.iter().enumerate() {
            let r = c >> 2;
            let builds = below != u8::MAX && r + 1 == below >> 2 && red_bit(c) != red_bit(below);
            column.run = if builds { column.run + 1 } else { 1 };
            below = c;
            if r > low {
                column.blockers += 1;
                column.unsorted = true;
            } else {
                column.unsorted |= r == low;
                low = r;
            }
            if found[(c & 3) as usize] == r {
                column.dig += (n - 1 - d) as u8;
            }
        }
        column
    }

    fn dig(cards: &[u8], found: &[u8; 4]) -> u8 {
        let mut dig = 0;
        for (d, &c) in cards.iter().enumerate() {
            if found[suit(c)] + 1 == rank(c) {
                dig += (cards.len() - 1 - d) as u8;
            }
        }
        dig
    }
}

/// The columns' parts summed: what the hash and the estimate use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Sums {
    pub hash: (u64, u64),
    pub blockers: u32,
    pub dig: u32,
    pub unsorted: u32,
}

impl Sums {
    fn add(&mut self, c: &Column) {
        self.hash.0 = self.hash.0.wrapping_add(c.hash.0);
        self.hash.1 = self.hash.1.wrapping_add(c.hash.1);
        self.blockers += c.blockers as u32;
        self.dig += c.dig as u32;
        self.unsorted += c.unsorted as u32;
    }

    fn remove(&mut self, c: &Column) {
        self.hash.0 = self.hash.0.wrapping_sub(c.hash.0);
        self.hash.1 = self.hash.1.wrapping_sub(c.hash.1);
        self.blockers -= c.blockers as u32;
        self.dig -= c.dig as u32;
        self.unsorted -= c.unsorted as u32;
    }

    /// A hash that is the same for positions that differ only in the order
    /// of their columns or cells: column hashes and per-card cell keys are
    /// summed, which does not depend on order. Two independent 64-bit lanes
    /// make a collision (a wrong "already seen") practically impossible.
    /// Foundations need no part: they are the missing cards.
    pub fn hash<const CAP: usize>(&self, p: &Pos<CAP>) -> u128 {
        let (mut a, mut b) = self.hash;
        for &c in &p.cells {
            if c != NONE {
                let (x, y) = CELL_KEYS[c as usize];
                a = a.wrapping_add(x);
                b = b.wrapping_add(y);
            }
        }
        ((a as u128) << 64) | b as u128
    }

    /// Every column descends in rank from bottom to top: then the lowest
    /// card left always lies on top or in a cell, and sweeping home wins.
    pub fn sorted(&self) -> bool {
        self.unsorted == 0
    }
}

/// The columns' parts of one position, and their sums.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Facts {
    pub cols: [Column; 8],
    pub sums: Sums,
}

impl Facts {
    pub fn of<const CAP: usize>(p: &Pos<CAP>) -> Facts {
        let mut facts = Facts {
            cols: [Column::default(); 8],
            sums: Sums::default(),
        };
        for (i, c) in facts.cols.iter_mut().enumerate() {
            *c = Column::of(p.col(i), &p.found);
            facts.sums.add(c);
        }
        facts
    }

    /// The facts of `child`, reached by one move and moves home from the
    /// parent whose facts these are (`parent` is its [`Mark`]).
    pub fn after<const CAP: usize>(&self, parent: &Mark, child: &Pos<CAP>) -> Facts {
        let mut facts = *self;
        let found_moved = parent.found != child.found;
        for (i, c) in facts.cols.iter_mut().enumerate() {
            if child.lens[i] != parent.lens[i] {
                facts.sums.remove(c);
                let cards = child.col(i);
                let key = c.key_after(parent.lens[i] as usize, cards);
                *c = Column::with_key(key, cards, &child.found);
                facts.sums.add(c);
            } else if found_moved {
                facts.sums.dig -= c.dig as u32;
                c.dig = Column::dig(child.col(i), &child.found);
                facts.sums.dig += c.dig as u32;
            }
        }
        facts
    }

    /// The hash of a child (as [`Facts::after`] would give), cheaply: most
    /// children a search looks at have been seen, and need nothing more.
    pub fn peek_hash<const CAP: usize>(&self, parent: &Mark, child: &Pos<CAP>) -> u128 {
        let mut sums = Sums {
            hash: self.sums.hash,
            ..Sums::default()
        };
        for (i, c) in self.cols.iter().enumerate() {
            if child.lens[i] != parent.lens[i] {
                let key = c.key_after(parent.lens[i] as usize, child.col(i));
                let (a, b) = Column::lanes(key);
                sums.hash.0 = sums.hash.0.wrapping_sub(c.hash.0).wrapping_add(a);
                sums.hash.1 = sums.hash.1.wrapping_sub(c.hash.1).wrapping_add(b);
            }
        }
        sums.hash(child)
    }

    /// The sums of [`Facts::after`] but the hash, which is left empty (see
    /// [`Facts::peek_hash`]).
    pub fn peek_stats<const CAP: usize>(&self, parent: &Mark, child: &Pos<CAP>) -> Sums {
        let mut sums = Sums {
            hash: (0, 0),
            ..self.sums
        };
        let found_moved = parent.found != child.found;
        for (i, c) in self.cols.iter().enumerate() {
            if child.lens[i] != parent.lens[i] {
                // Its hash is no part: `stats_of` leaves it at zero.
                let new = Column {
                    key: c.key,
                    hash: c.hash,
                    ..Column::stats_of(child.col(i), &child.found)
                };
                sums.remove(c);
                sums.add(&new);
            } else if found_moved {
                sums.dig -= c.dig as u32;
                sums.dig += Column::dig(child.col(i), &child.found) as u32;
            }
        }
        sums
    }

    pub fn hash<const CAP: usize>(&self, p: &Pos<CAP>) -> u128 {
        self.sums.hash(p)
    }

    pub fn sorted(&self) -> bool {
        self.sums.sorted()
    }
}

/// Columns up to this many cards are packed exactly into a key.
const EXACT: usize = 21;

/// The two hash lanes' keys of a card lying in a free cell.
const CELL_KEYS: [(u64, u64); 52] = {
    let mut keys = [(0, 0); 52];
    let mut c = 0;
    while c < 52 {
        keys[c] = (mix(c as u64 ^ 0xC311), mix(c as u64 ^ 0x5EED_CE11_0000));
        c += 1;
    }
    keys
};

/// Finalizer of splitmix64: spreads every input bit over the output.
const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}
