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
//! The main search learns nogoods too ([`super::deep`]), which may read
//! pledges and heights of the cards in play besides cards ([`Why`]); a
//! search here uses those that need no pledge kept (it pledges nothing),
//! and reads what they read.
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

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::nogoods::Nogoods;
use super::{Packed, State, CAP, COLUMNS};
use crate::solver::engine::hash::spread;
use crate::solver::engine::hash::KeyHasher;

/// Per column, the lowest card read (its index), the cards from it up
/// being what a loss rests on.
pub(super) type Reads = [u8; COLUMNS];

/// What a loss rests on: the cards read ([`Reads`]), and, for the losses
/// the main search learns ([`super::deep`]), the pledges it read and per
/// suit a height below which the cards in play must be the same. A loss
/// found here, by the plain rules, reads no pledges (a plain loss is a
/// loss whatever is pledged); it reads heights only where it rests on a
/// nogood of the main search that does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Why {
    pub(super) cols: Reads,
    /// Per suit, the pledges read (bit h).
    pub(super) pledged: [u16; 4],
    /// Per suit, the height below which `left` is read (bits under it).
    pub(super) below: [u8; 4],
}

impl Why {
    /// Reads of cards alone.
    pub(super) fn plain(cols: Reads) -> Why {
        Why {
            cols,
            ..Why::default()
        }
    }

    /// Takes in what `other` reads besides the cards.
    pub(super) fn join(&mut self, other: &Why) {
        for s in 0..4 {
            self.pledged[s] |= other.pledged[s];
            self.below[s] = self.below[s].max(other.below[s]);
        }
    }
}

/// The bits of `left` under `below`.
pub(super) fn under(below: u8) -> u16 {
    ((1u32 << below) - 1) as u16
}

/// What a nogood requires besides its cards: the pledges it read with
/// their values, and `left` under each suit's height. A nogood with none
/// (every one learnt by the plain rules alone) is kept as [`NONE`].
#[derive(Clone, Copy, PartialEq, Eq)]
struct Extra {
    mask: [u16; 4],
    pledged: [u16; 4],
    below: [u8; 4],
    left: [u16; 4],
    /// The next extra of the same cards, or [`NONE`].
    next: u32,
}

/// No extra: the cards alone.
const NONE: u32 = u32::MAX;

/// Extras kept for the same cards at most.
const CHAIN: usize = 4;

impl Extra {
    fn of(s: &State, why: &Why) -> Extra {
        Extra {
            mask: why.pledged,
            pledged: std::array::from_fn(|k| s.pledged[k] & why.pledged[k]),
            below: why.below,
            left: std::array::from_fn(|k| s.left[k] & under(why.below[k])),
            next: NONE,
        }
    }

    /// Whether `s` shows what this requires. `pledging` tells a position
    /// of the main search (its pledges count) from one of the plain rules
    /// (none pledged, whatever `s` carries).
    fn holds(&self, s: &State, pledging: bool) -> bool {
        (0..4).all(|k| {
            let pledged = if pledging {
                s.pledged[k] & self.mask[k]
            } else {
                0
            };
            pledged == self.pledged[k] && s.left[k] & under(self.below[k]) == self.left[k]
        })
    }

    fn why(&self, cols: Reads) -> Why {
        Why {
            cols,
            pledged: self.mask,
            below: self.below,
        }
    }
}

/// Per column, how many top cards a nogood names and whether cards lie
/// under them.
type Shape = [(u8, bool); COLUMNS];

type Map<K, V> = HashMap<K, V, BuildHasherDefault<KeyHasher>>;

/// Positions searched within one [`Learnt::lost`] at most.
pub(super) const WORK: usize = 800;
/// Hashes probed in a lookup that take about the time of a position
/// searched (its own work, without its lookup): a lookup is charged a
/// quarter of a position, and a probe each for the columns and the shapes
/// it tries ([`Learnt::known`]), most of whose probes miss every cache.
const PROBES_A_POSITION: usize = 16;
/// Nogoods kept at most (a few dozen bytes each): with 500,000 the
/// searches alone filled the store on deal 2 at `--limit 150000` before
/// the main search learnt ([`super::deep`]); about 650,000 are learnt there
/// now.
const KEPT: usize = 4_000_000;

#[derive(Clone, Default)]
pub(super) struct Learnt {
    /// What the nogoods name, by the deals made and the top cards they
    /// show ([`Shown::tops`]): every nogood names every top card, so a
    /// position is tried against the nogoods of its own tops only.
    tops: Map<u64, Named>,
    /// The nogoods: the hash of their cards, deals made and shape
    /// ([`Shown::fits`]), each with its place in the order they were
    /// learnt and its first [`Extra`] (or [`NONE`]). (The order of
    /// their shapes among those of their tops, kept in a map of its own,
    /// had been a map entry a nogood learnt for the same reads: deals 62
    /// and 131 at 5 million positions in 1.86 s of CPU against 1.93, the
    /// least of five, the positions the same within 1 %.)
    nogoods: Nogoods,
    /// What the nogoods of the main search require besides their cards.
    extras: Vec<Extra>,
    /// The nogoods' hashes again, in a filter small enough to stay in a
    /// cache: most shapes tried name no nogood, and most of those are told
    /// here, without a miss in the map. The three filters take 1 MB in
    /// all, about a core's second-level cache: with 1 MB for this one
    /// and 2 MB for the prefixes, deals 62 and 131 at 5 million positions
    /// took 2.00 s of CPU against 1.91 (the least of five runs each).
    filter: Filter<22>,
    /// The hashes of the nogoods' first two and first three columns
    /// ([`Shown::fits`]): a lookup leaves out every shape of the columns
    /// that follow a start no nogood has (deal 2 at a million positions:
    /// 33 million probes a lookup's shapes in all, against 67 million).
    prefixes: Filter<21>,
    /// The columns of the nogoods, each alone ([`Shown::column`]): a shape
    /// is looked up only where each of its columns may be one of these.
    columns: Filter<21>,
    /// The search's positions, each with its [`Entered`] index: finished
    /// (their reads), or on its path.
    seen: Map<u64, (usize, Option<Why>)>,
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
    pub(super) log: Vec<(State, Why)>,
}

/// What the nogoods of one set of top cards (and deals made) name: a
/// lookup hashes only the counts of top cards named here, and tries the
/// shapes made of them, never scanning the shapes one by one.
#[derive(Clone, Default)]
struct Named {
    /// Per column, the counts of top cards some nogood names there with
    /// cards under them (bit n).
    over: [u32; COLUMNS],
    /// Per column, the counts some nogood names with none under them: the
    /// whole column.
    whole: [u32; COLUMNS],
}

/// A set of hashes that may hold one it was never given, never the other
/// way: a bit of `2^BITS` a hash (by its high bits, which [`spread`] mixes
/// best). Empty (nothing allocated) until the first hash.
#[derive(Clone, Default)]
struct Filter<const BITS: u32>(Vec<u64>);

impl<const BITS: u32> Filter<BITS> {
    fn insert(&mut self, h: u64) {
        if self.0.is_empty() {
            self.0 = vec![0; 1 << (BITS - 6)];
        }
        let i = h >> (64 - BITS);
        self.0[(i >> 6) as usize] |= 1 << (i & 63);
    }

    /// Whether `h` may have been given.
    fn may_hold(&self, h: u64) -> bool {
        let i = h >> (64 - BITS);
        self.0
            .get((i >> 6) as usize)
            .is_some_and(|w| w >> (i & 63) & 1 != 0)
    }
}

/// The bits of a word, the lowest first.
fn bits(mut m: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        let n = m.trailing_zeros();
        m &= m.wrapping_sub(1);
        (n < 32).then_some(n as u8)
    })
}

/// Each column's top cards hashed, the top one first: `[c][n]` stands for
/// the `n` top cards of column `c` (none: 0), so that a position is
/// hashed in a shape in a step a column rather than a card.
struct Shown([[u64; CAP + 1]; COLUMNS]);

impl Shown {
    /// The hashes of at most `most[c]` top cards of each column `c` (at
    /// least its top one), the rest left 0.
    fn upto(s: &State, most: [u8; COLUMNS]) -> Shown {
        let mut h = [[0; CAP + 1]; COLUMNS];
        for (c, hashes) in h.iter_mut().enumerate() {
            let len = usize::from(s.len[c]);
            let most = usize::from(most[c].max(1)).min(len);
            for (n, &card) in s.cards[c][len - most..len].iter().rev().enumerate() {
                hashes[n + 1] = spread(hashes[n], u64::from(card));
            }
        }
        Shown(h)
    }

    /// The deals made and each column's top card (or its emptiness),
    /// hashed: every nogood names them, since every top card is read.
    fn tops(&self, s: &State) -> u64 {
        self.0
            .iter()
            .fold(spread(u64::from(s.dealt), 0x70), |h, c| spread(h, c[1]))
    }

    /// Column `c`'s `n` top cards, whether cards lie under them, and the
    /// position's `tops`, hashed.
    fn column(&self, tops: u64, c: usize, n: u8, under: bool) -> u64 {
        let h = spread(tops, (c as u64) << 8 | u64::from(n) << 1 | u64::from(under));
        spread(h, self.0[c][usize::from(n)])
    }

    /// Column `c`'s part in [`Shown::fits`]: its `n` top cards and
    /// whether cards lie under them.
    fn part(&self, c: usize, n: u8, under: bool) -> u64 {
        spread(
            self.0[c][usize::from(n)],
            u64::from(n) << 1 | u64::from(under),
        )
    }

    /// The cards `s` shows in `shape`, hashed, if its columns have that
    /// shape: the hash of its first columns at `[c]` for the columns up
    /// to `c`, so the whole at the last.
    fn fits(&self, s: &State, shape: &Shape) -> Option<[u64; COLUMNS]> {
        let mut h = spread(u64::from(s.dealt), 0x51);
        let mut chain = [0; COLUMNS];
        for (c, &(n, under)) in shape.iter().enumerate() {
            let len = s.len[c];
            if len < n || (len > n) != under {
                return None;
            }
            h = spread(h, self.part(c, n, under));
            chain[c] = h;
        }
        Some(chain)
    }
}

// The lookup tries the shapes a column at a time, in four loops.
const _: () = assert!(COLUMNS == 4);

impl Learnt {
    pub(super) fn new(budget: usize) -> Learnt {
        Learnt {
            budget,
            ..Learnt::default()
        }
    }

    /// The work done here so far: positions searched, and hashes probed
    /// in lookups ([`PROBES_A_POSITION`] to a position).
    pub(super) fn spent(&self) -> usize {
        self.spent / PROBES_A_POSITION
    }

    /// Whether `s` is lost by a nogood learnt before: the reads of the
    /// one learnt first among those that match. With
    /// `pledging`, `s` is a position of the main search, whose pledges
    /// count; else one of the plain rules, nothing pledged.
    pub(super) fn known(&mut self, s: &State, pledging: bool) -> Option<Why> {
        let tops =
            s.len
                .iter()
                .enumerate()
                .fold(spread(u64::from(s.dealt), 0x70), |h, (c, &len)| {
                    let top = match len {
                        0 => 0,
                        len => spread(0, u64::from(s.cards[c][usize::from(len) - 1])),
                    };
                    spread(h, top)
                });
        self.spent += PROBES_A_POSITION / 4;
        let named = self.tops.get(&tops)?;
        // Per column, the counts of top cards some nogood names there
        // (bit n), whether cards lie under them as they do here.
        let mut counts: [u32; COLUMNS] = std::array::from_fn(|c| {
            let len = s.len[c];
            named.over[c] & ((1 << len) - 1) | named.whole[c] & 1 << len
        });
        if counts.contains(&0) {
            return None;
        }
        let most = counts.map(|m| (31 - m.leading_zeros()) as u8);
        let shown = Shown::upto(s, most);
        // Only the counts some nogood names with these very cards: every
        // column's probed before any is looked at, with no branch on what
        // a probe finds, so that the probes are under way together.
        for (c, m) in counts.iter_mut().enumerate() {
            let len = s.len[c];
            let mut kept = 0;
            for n in bits(*m) {
                let held = self.columns.may_hold(shown.column(tops, c, n, n < len));
                kept |= u32::from(held) << n;
            }
            self.spent += m.count_ones() as usize;
            *m = kept;
        }
        if counts.contains(&0) {
            return None;
        }
        let part = |c: usize, n: u8| shown.part(c, n, n < s.len[c]);
        let mut first: Option<(u32, [u8; COLUMNS], u32)> = None;
        let h = spread(u64::from(s.dealt), 0x51);
        for n0 in bits(counts[0]) {
            let h0 = spread(h, part(0, n0));
            for n1 in bits(counts[1]) {
                let h1 = spread(h0, part(1, n1));
                self.spent += 1;
                if !self.prefixes.may_hold(h1) {
                    continue;
                }
                for n2 in bits(counts[2]) {
                    let h2 = spread(h1, part(2, n2));
                    self.spent += 1;
                    if !self.prefixes.may_hold(h2) {
                        continue;
                    }
                    for n3 in bits(counts[3]) {
                        let h3 = spread(h2, part(3, n3));
                        self.spent += 1;
                        if !self.filter.may_hold(h3) {
                            continue;
                        }
                        let Some((order, extra)) = self.nogoods.get(h3) else {
                            continue;
                        };
                        if first.is_some_and(|(o, _, _)| o <= order) {
                            continue;
                        }
                        let mut e = extra;
                        while e != NONE && !self.extras[e as usize].holds(s, pledging) {
                            e = self.extras[e as usize].next;
                        }
                        if extra == NONE || e != NONE {
                            first = Some((order, [n0, n1, n2, n3], e));
                        }
                    }
                }
            }
        }
        first.map(|(_, n, e)| {
            let cols = std::array::from_fn(|c| s.len[c] - n[c]);
            match e {
                NONE => Why::plain(cols),
                e => self.extras[e as usize].why(cols),
            }
        })
    }

    /// Keeps the loss of `s` with what it rests on: any position showing
    /// the same is lost.
    pub(super) fn learn(&mut self, s: &State, why: &Why) {
        if self.nogoods.len() >= KEPT {
            return;
        }
        #[cfg(test)]
        self.log.push((*s, *why));
        let reads = &why.cols;
        let shape: Shape = std::array::from_fn(|c| (s.len[c] - reads[c], reads[c] > 0));
        // Only the cards the nogood names are hashed.
        let shown = Shown::upto(s, shape.map(|(n, _)| n));
        let hashes = shown.fits(s, &shape).expect("its own shape");
        let nogood = hashes[COLUMNS - 1];
        let extra = (why.pledged != [0; 4] || why.below != [0; 4]).then(|| Extra::of(s, why));
        // Only a hash the filter may hold can have been learnt before (and
        // only then is the table read now: a new nogood waits to go in
        // with others, [`Nogoods::add_new`]).
        let held = if self.filter.may_hold(nogood) {
            self.nogoods.held(nogood)
        } else {
            None
        };
        if let Some(slot) = held {
            // The same cards learnt before: keep the loss that requires
            // least, or a few of those that require something.
            let entry = self.nogoods.value_mut(slot);
            let Some(mut extra) = extra else {
                entry.1 = NONE;
                return;
            };
            let mut chain = 0;
            let mut e = entry.1;
            while e != NONE {
                let old = self.extras[e as usize];
                if (Extra { next: 0, ..old }) == (Extra { next: 0, ..extra }) {
                    return;
                }
                (e, chain) = (old.next, chain + 1);
            }
            if entry.1 == NONE || chain >= CHAIN {
                return;
            }
            extra.next = entry.1;
            entry.1 = self.extras.len() as u32;
            self.extras.push(extra);
            return;
        }
        let extra = extra.map_or(NONE, |x| {
            self.extras.push(x);
            (self.extras.len() - 1) as u32
        });
        let tops = shown.tops(s);
        for (c, &(n, under)) in shape.iter().enumerate() {
            self.columns.insert(shown.column(tops, c, n, under));
        }
        let named = self.tops.entry(tops).or_default();
        let order = self.nogoods.len() as u32;
        for (c, &(n, under)) in shape.iter().enumerate() {
            if under {
                named.over[c] |= 1 << n;
            } else {
                named.whole[c] |= 1 << n;
            }
        }
        self.nogoods.add_new(nogood, (order, extra));
        self.filter.insert(nogood);
        self.prefixes.insert(hashes[1]);
        self.prefixes.insert(hashes[2]);
    }

    /// Whether `s`, a position of the main search, is lost, by a nogood
    /// or by searching it (learning it then), and what the loss rests on;
    /// `None` when a win is found or the search runs out.
    pub(super) fn lost(&mut self, deals: &[Vec<Packed>], s: &State) -> Option<Why> {
        if let Some(why) = self.known(s, true) {
            return Some(why);
        }
        if self.budget == 0 {
            return None;
        }
        self.seen.clear();
        self.entered.clear();
        self.work = 0;
        self.search(deals, s).map(|(why, _)| why)
    }

    /// The reads a loss of `s` rests on, and the earliest position on the
    /// path it met again (its [`Entered`] index; `usize::MAX` for none),
    /// or `None` for a win or when the work runs out. A position whose
    /// search met nothing on the path above it is learnt (see the module
    /// doc).
    fn search(&mut self, deals: &[Vec<Packed>], s: &State) -> Option<(Why, usize)> {
        // Every top card is read: the discards depend on them all.
        let mut reads: Reads = std::array::from_fn(|c| s.len[c].saturating_sub(1));
        // Heights of `left` read by the nogoods of the main search this
        // loss rests on (never pledges: see [`Why`]).
        let mut below = [0u8; 4];
        let dealt = usize::from(s.dealt);
        let alike = dealt == deals.len();
        if alike {
            // Not won: read a card that is not an ace, the one nearest a
            // top (a top card is read already).
            let (c, i) = s.nearest_non_ace()?;
            reads[c] = reads[c].min(i as u8);
        }
        let key = (0..COLUMNS).fold(spread(s.dealt.into(), 7), |h, c| {
            s.cards[c][..usize::from(s.len[c])]
                .iter()
                .fold(spread(h, 0x100 + u64::from(s.len[c])), |h, &x| {
                    spread(h, x.into())
                })
        });
        if let Some(&(index, done)) = self.seen.get(&key) {
            let Some(done) = done else {
                // On the path: the position is the one above, whose own
                // reads are these.
                return Some((Why::plain(reads), index));
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
            if let Some(known) = self.known(s, false) {
                // The pledges it read are none here: see [`Extra::holds`].
                let plain = Why {
                    pledged: [0; 4],
                    ..known
                };
                return Some((plain, usize::MAX));
            }
        }
        self.work += 1;
        if self.work > WORK || self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        self.spent += PROBES_A_POSITION;
        let index = self.entered.len();
        self.entered.push(Entered::Path);
        self.seen.insert(key, (index, None));
        let mut low = usize::MAX;
        let mut child_of = |this: &mut Learnt, child: State, kept: Reads| {
            let (r, l) = this.search(deals, &child)?;
            low = low.min(l);
            for c in 0..COLUMNS {
                reads[c] = reads[c].min(r.cols[c].min(kept[c]));
            }
            for (b, r) in below.iter_mut().zip(r.below) {
                *b = (*b).max(r);
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
        let why = Why {
            cols: reads,
            pledged: [0; 4],
            below,
        };
        self.seen.insert(key, (index, Some(why)));
        if low < index {
            self.entered[index] = Entered::Within(low);
            return Some((why, low));
        }
        self.entered[index] = Entered::Learnt;
        self.learn(s, &why);
        Some((why, usize::MAX))
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
