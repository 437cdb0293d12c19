//! What the last deals require, learnt: a position near the end of the
//! stock is searched on its own, by the plain rules (every discard, every
//! move into an empty column, the deal; no prune of the main search),
//! and where it is lost the search keeps why, as the cards it ever read:
//! each column's cards from the lowest one that was ever on top (or read
//! to tell that the game is not won) up. Those cards, with whether any
//! lie under them, decide every move tried below the position, so any
//! other position with the same deals made, the same cards there and
//! cards (or none) under them alike, plays the same moves to the same
//! ends, never touching what lies under: it is lost too. (A card moved or
//! dealt onto a column is read where it came from; a column whose every
//! card was read is matched whole, its emptiness included.)
//!
//! Every position the search within finishes lost is learnt, unless its
//! search met a position on the path above it (a lone card moved back
//! and forth): its loss then rests on that one's, whose other moves it
//! did not read. Met again later, such a position answers with its reads
//! while that one is on the path still, and is searched again once that
//! one is learnt (its reads then do not say why it is lost). Lookups are
//! made at every position. Why a learnt position `A`
//! is lost with its reads: its search reached nothing above it, so each
//! position it reached was searched to the end, met again on the path
//! below `A`, or lost by a nogood learnt before, whose reads it took.
//! Replace, in each, the cards under `A`'s reads (never on top below
//! `A`, so never moved) by those of another position `A'` that shows the
//! same: the positions so made have the same top cards, the same empty
//! columns and the same moves, each to another of them or to a position
//! a nogood names, and none is won (a card read is not an ace). No line
//! from `A'` leaves them but to a lost position: `A'` is lost. A position
//! met on the path is the same as the one above, so made the same way;
//! it reads only its top cards, the one above reading the rest.
//!
//! Once the stock is dealt the search within leaves out what the main
//! search does (see the module doc above): where a card can be
//! discarded, the first such discard is the only move tried (a position
//! wins wherever the one before a discard does, the card that outranked
//! the discarded one standing in for it); and a card moves only into the
//! first empty column, and only where it uncovers another (the columns
//! are alike then: any other such move makes one of the positions tried
//! with its columns in another order, which is lost where that one is).
//! Both rest on facts the reads hold: the top cards, which columns are
//! empty (read whole) and which hold more than one card (cards under a
//! column's reads are named as being there). So in a position `A'`
//! showing the same, the same moves are left out for the same reasons,
//! and the argument above holds with "searched to the end" meaning
//! every move tried. Fewer moves are tried, so fewer cards are read, and
//! a nogood fits more positions. A position that is not won reads the
//! card nearest a top that is not an ace (none more where a top is not).

use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;

use super::super::small::KeyHasher;
use super::{high, Packed, State, ACE, CAP, COLUMNS};

/// Per column, the lowest card read (its index), the cards from it up
/// being what a loss rests on.
pub(super) type Reads = [u8; COLUMNS];

/// Per column, how many top cards a nogood names and whether cards lie
/// under them.
type Shape = [(u8, bool); COLUMNS];

type Map<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

/// Positions searched within one [`Learnt::lost`] at most.
pub(super) const WORK: usize = 800;
/// Shapes tried in a lookup that take about the time of a position
/// searched.
const SHAPES_A_POSITION: usize = 16;
/// Nogoods kept at most (a few dozen bytes each).
const KEPT: usize = 500_000;

#[derive(Clone, Default)]
pub(super) struct Learnt {
    /// The shapes of the nogoods learnt, by the deals made and the top
    /// cards they show ([`Shown::tops`]): a position is tried against the shapes
    /// that could fit it only, a few where all of a deal's would be
    /// hundreds.
    shapes: Map<u64, Vec<Shape>>,
    /// The nogoods: the hash of their cards, deals made and shape.
    nogoods: HashSet<u64, BuildHasherDefault<KeyHasher>>,
    /// The columns of the nogoods, each alone ([`Shown::column`]): a shape
    /// is looked up only where each of its columns is one of these.
    columns: HashSet<u64, BuildHasherDefault<KeyHasher>>,
    /// The search's positions, each with its [`Entered`] index: finished
    /// (their reads), or on its path.
    seen: Map<u64, (usize, Option<Reads>)>,
    /// What became of each position the search entered, by its index.
    entered: Vec<Entered>,
    work: usize,
    /// Positions all searches here may still take, as the search's limit
    /// bounds the main search's.
    budget: usize,
    /// The work done here so far, in units of about a position's.
    spent: usize,
    /// Every nogood learnt, as its position and reads, for the tests that
    /// check each against a plain search.
    #[cfg(test)]
    pub(super) log: Vec<(State, Reads)>,
}

fn mix(h: u64, x: u64) -> u64 {
    let x = (h ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^ (x >> 29)
}

/// Each column's top cards hashed, the top one first: `[c][n]` stands for
/// the `n` top cards of column `c` (none: 0), so that a position is
/// hashed in a shape in a step a column rather than a card.
struct Shown([[u64; CAP + 1]; COLUMNS]);

impl Shown {
    fn of(s: &State) -> Shown {
        let mut h = [[0; CAP + 1]; COLUMNS];
        for (c, hashes) in h.iter_mut().enumerate() {
            for (n, &card) in s.cards[c][..usize::from(s.len[c])].iter().rev().enumerate() {
                hashes[n + 1] = mix(hashes[n], u64::from(card));
            }
        }
        Shown(h)
    }

    /// The deals made and each column's top card (or its emptiness),
    /// hashed: every nogood names them, since every top card is read.
    fn tops(&self, s: &State) -> u64 {
        self.0
            .iter()
            .fold(mix(u64::from(s.dealt), 0x70), |h, c| mix(h, c[1]))
    }

    /// Column `c`'s `n` top cards, whether cards lie under them, and the
    /// position's `tops`, hashed.
    fn column(&self, tops: u64, c: usize, n: u8, under: bool) -> u64 {
        let h = mix(tops, (c as u64) << 8 | u64::from(n) << 1 | u64::from(under));
        mix(h, self.0[c][usize::from(n)])
    }

    /// The cards `s` shows in `shape`, hashed, if its columns have that
    /// shape.
    fn fits(&self, s: &State, shape: &Shape) -> Option<u64> {
        let mut h = mix(u64::from(s.dealt), 0x51);
        for (c, &(n, under)) in shape.iter().enumerate() {
            let len = s.len[c];
            if len < n || (len > n) != under {
                return None;
            }
            let cards = self.0[c][usize::from(n)];
            h = mix(h, mix(cards, u64::from(n) << 1 | u64::from(under)));
        }
        Some(h)
    }
}

impl Learnt {
    pub(super) fn new(budget: usize) -> Learnt {
        Learnt {
            budget,
            ..Learnt::default()
        }
    }

    /// The work done here so far: positions searched, and shapes tried
    /// in lookups ([`SHAPES_A_POSITION`] to a position).
    pub(super) fn spent(&self) -> usize {
        self.spent / SHAPES_A_POSITION
    }

    /// Whether `s` is lost by a nogood learnt before.
    pub(super) fn known(&mut self, s: &State) -> Option<Reads> {
        let shown = Shown::of(s);
        let tops = shown.tops(s);
        let shapes = self.shapes.get(&tops)?;
        // Per column, the counts of top cards some nogood names there
        // (bit n), so that only the shapes made of such columns are hashed.
        let named: [u32; COLUMNS] = std::array::from_fn(|c| {
            let len = s.len[c];
            (len.min(1)..=len)
                .filter(|&n| self.columns.contains(&shown.column(tops, c, n, n < len)))
                .fold(0, |bits, n| bits | 1 << n)
        });
        self.spent += shapes.len() + SHAPES_A_POSITION;
        shapes.iter().find_map(|shape| {
            if (0..COLUMNS).any(|c| named[c] >> shape[c].0 & 1 == 0) {
                return None;
            }
            let h = shown.fits(s, shape)?;
            self.nogoods
                .contains(&h)
                .then(|| std::array::from_fn(|c| s.len[c] - shape[c].0))
        })
    }

    fn learn(&mut self, s: &State, reads: &Reads) {
        if self.nogoods.len() >= KEPT {
            return;
        }
        #[cfg(test)]
        self.log.push((*s, *reads));
        let shape: Shape = std::array::from_fn(|c| (s.len[c] - reads[c], reads[c] > 0));
        let shown = Shown::of(s);
        let nogood = shown.fits(s, &shape).expect("its own shape");
        if self.nogoods.insert(nogood) {
            let tops = shown.tops(s);
            for (c, &(n, under)) in shape.iter().enumerate() {
                self.columns.insert(shown.column(tops, c, n, under));
            }
            let shapes = self.shapes.entry(tops).or_default();
            if !shapes.contains(&shape) {
                shapes.push(shape);
            }
        }
    }

    /// Whether `s` is lost, by a nogood or by searching it (learning it
    /// then); `false` when a win is found or the search runs out.
    pub(super) fn lost(&mut self, deals: &[Vec<Packed>], s: &State) -> bool {
        if self.known(s).is_some() {
            return true;
        }
        if self.budget == 0 {
            return false;
        }
        self.seen.clear();
        self.entered.clear();
        self.work = 0;
        self.search(deals, s).is_some()
    }

    /// The reads a loss of `s` rests on, and the earliest position on the
    /// path it met again (its [`Entered`] index; `usize::MAX` for none),
    /// or `None` for a win or when the work runs out. A position whose
    /// search met nothing on the path above it is learnt (see the module
    /// doc).
    fn search(&mut self, deals: &[Vec<Packed>], s: &State) -> Option<(Reads, usize)> {
        // Every top card is read: the discards depend on them all.
        let mut reads: Reads = std::array::from_fn(|c| s.len[c].saturating_sub(1));
        let dealt = usize::from(s.dealt);
        let alike = dealt == deals.len();
        if alike {
            // Not won: read a card that is not an ace, the one nearest a
            // top (a top card is read already).
            let (c, i) = (0..COLUMNS)
                .filter_map(|c| {
                    let column = &s.cards[c][..usize::from(s.len[c])];
                    Some((c, column.iter().rposition(|&x| high(x) != ACE)?))
                })
                .min_by_key(|&(c, i)| usize::from(s.len[c]) - i)?;
            reads[c] = reads[c].min(i as u8);
        }
        let key = (0..COLUMNS).fold(mix(s.dealt.into(), 7), |h, c| {
            s.cards[c][..usize::from(s.len[c])]
                .iter()
                .fold(mix(h, 0x100 + u64::from(s.len[c])), |h, &x| {
                    mix(h, x.into())
                })
        });
        if let Some(&(index, done)) = self.seen.get(&key) {
            let Some(done) = done else {
                // On the path: the position is the one above, whose own
                // reads are these.
                return Some((reads, index));
            };
            // Finished: learnt, or lost as long as what it met on its
            // path is. Where that was finished and learnt since, its
            // reads do not say why it is lost: it is searched again.
            let mut low = index;
            while let Entered::Within(l) = self.entered[low] {
                low = l;
            }
            match self.entered[low] {
                Entered::Learnt if low == index => return Some((done, usize::MAX)),
                Entered::Learnt => {}
                _ => return Some((done, low)),
            }
        }
        // Every position but the first, which was looked up before.
        if self.work > 0 {
            if let Some(known) = self.known(s) {
                return Some((known, usize::MAX));
            }
        }
        self.work += 1;
        if self.work > WORK || self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        self.spent += SHAPES_A_POSITION;
        let index = self.entered.len();
        self.entered.push(Entered::Path);
        self.seen.insert(key, (index, None));
        let mut low = usize::MAX;
        let mut child_of = |this: &mut Learnt, child: State, kept: Reads| {
            let (r, l) = this.search(deals, &child)?;
            low = low.min(l);
            for c in 0..COLUMNS {
                reads[c] = reads[c].min(r[c].min(kept[c]));
            }
            Some(())
        };
        // With the stock dealt, one discard is the only move tried, and
        // a move into an empty column is tried only into the first and
        // only where it uncovers a card (see the module doc).
        let mut discarded = false;
        for c in 0..COLUMNS {
            if s.outranked(c) && !(alike && discarded) {
                let mut kept = s.len;
                kept[c] -= 1;
                child_of(self, s.discard(c), kept)?;
                discarded = true;
            }
        }
        let fills = if alike {
            usize::from(!discarded)
        } else {
            COLUMNS
        };
        for e in (0..COLUMNS).filter(|&e| s.len[e] == 0).take(fills) {
            for c in (0..COLUMNS).filter(|&c| s.len[c] > if alike { 1 } else { 0 }) {
                let mut child = *s;
                child.len[c] -= 1;
                child.cards[e][0] = s.cards[c][usize::from(child.len[c])];
                child.len[e] = 1;
                let mut kept = s.len;
                kept[c] -= 1;
                child_of(self, child, kept)?;
            }
        }
        if let Some(cards) = deals.get(dealt) {
            let mut child = *s;
            child.dealt += 1;
            for (c, &card) in cards.iter().enumerate() {
                child.cards[c][usize::from(child.len[c])] = card;
                child.len[c] += 1;
            }
            child_of(self, child, s.len)?;
        }
        self.seen.insert(key, (index, Some(reads)));
        if low < index {
            self.entered[index] = Entered::Within(low);
            return Some((reads, low));
        }
        self.entered[index] = Entered::Learnt;
        self.learn(s, &reads);
        Some((reads, usize::MAX))
    }
}

/// What became of a position a search alone entered.
#[derive(Clone, Copy)]
enum Entered {
    /// On the search's path still.
    Path,
    /// Lost, learnt: its search met nothing on the path above it.
    Learnt,
    /// Lost as long as the position entered at this index is: its search
    /// met that one on the path above it.
    Within(usize),
}
