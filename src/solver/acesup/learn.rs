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
//!
//! A search alone is the engine's depth first ([`DepthFirst`]) over
//! [`Alone`], a puzzle that learns ([`Puzzle::LEARNS`]) and borrows the
//! nogoods for its one run: the engine's table keeps with each key the
//! place of its position's [`Entry`] (or [`KNOWN`], for a position a
//! nogood named), and this module keeps what is Aces Up's (what a loss
//! reads, the plain rules, the work). Each search starts on the memory the
//! one before gave up ([`Spare`]: the path, the children, the table, whose
//! clear frees only the slots its keys took) and stops itself once its
//! work runs out ([`DepthFirst::run_while`]). Until session 44 it was a
//! recursion of its own over a map cleared between searches: the same
//! answers and positions (the figures are in Aces Up's module doc).
//! Its key reads a column's cards eight to a word ([`HELD`]) where that
//! one mixed them in one by one, which pays for the engine's loop.
//! Tried and dropped: the discards made from one mask of the outranked
//! top cards ([`State::outranked_mask`]) rather than a column at a time,
//! which stops at the first discard once the stock is dealt (deal 2 at
//! 200,000: 6 million instructions more, of 3.65 billion); the key's words
//! copied a column's cards at a time, in the recursion (deal 2 at 200,000
//! 0.7 % fewer instructions, deal 62 0.7 % more).

use super::nogoods::Nogoods;
use super::{Packed, State, ACE, CAP, COLUMNS};
use crate::solver::engine::depth::{DepthFirst, Spare};
use crate::solver::engine::hash::{spread, KeyMap};
use crate::solver::engine::Puzzle;

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

    /// Takes into `reads`, the reads of position `s`, the card reads of
    /// this loss of its child `child`: a card moved or dealt is read
    /// where it came from (a move takes or adds top cards only, so the
    /// cards it kept are those under the shorter of the two columns).
    pub(super) fn read_into(&self, reads: &mut Reads, s: &State, child: &State) {
        for (c, read) in reads.iter_mut().enumerate() {
            let kept = s.len[c].min(child.len[c]);
            *read = (*read).min(self.cols[c].min(kept));
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
    tops: KeyMap<u64, Named>,
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
    /// What a search alone keeps between searches: the engine's path,
    /// children and table, and what became of each position entered,
    /// emptied (their memory kept).
    alone: Scratch,
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
        let Scratch {
            spare,
            entries,
            notes,
        } = std::mem::take(&mut self.alone);
        let alone = Alone {
            learnt: self,
            deals,
            start: *s,
            entries,
            notes,
            work: 0,
            dead: Why::default(),
            missed: false,
            stopped: false,
            lost: None,
        };
        let mut search = DepthFirst::on(alone, usize::MAX, spare);
        search.run_while(|alone| !alone.stopped);
        let (mut alone, spare) = search.into_parts();
        alone.entries.clear();
        alone.notes.clear();
        let lost = alone.lost;
        self.alone = Scratch {
            spare,
            entries: alone.entries,
            notes: alone.notes,
        };
        lost
    }
}

/// What the searches alone keep from one to the next: memory, empty.
#[derive(Default)]
struct Scratch {
    spare: Spare<State, ()>,
    entries: Vec<Entry>,
    notes: Vec<Note>,
}

impl Clone for Scratch {
    /// Nothing: what is kept is only memory to search on.
    fn clone(&self) -> Scratch {
        Scratch::default()
    }
}

/// A search alone from one position by the plain rules, as the engine's
/// depth first searches it, learning ([`Puzzle::LEARNS`]): it borrows the
/// nogoods for its run, to look its positions up and to keep what it
/// learns. The engine's table keeps with each key the place of its
/// position's [`Entry`], or [`KNOWN`].
struct Alone<'a> {
    learnt: &'a mut Learnt,
    deals: &'a [Vec<Packed>],
    start: State,
    /// What became of each position entered, by its index.
    entries: Vec<Entry>,
    /// The notes of the positions on the path, the top one last.
    notes: Vec<Note>,
    /// Positions entered so far.
    work: usize,
    /// What the position last seen lost by a nogood rests on, for
    /// [`Puzzle::lost`].
    dead: Why,
    /// A position met again whose lookup found no nogood: it is not
    /// looked up again when it is searched.
    missed: bool,
    /// The work ran out ([`WORK`], or the budget): the search stops,
    /// nothing learnt of it.
    stopped: bool,
    /// What the start's loss rests on, once it is finished.
    lost: Option<Why>,
}

/// What became of a position a search alone entered, and once finished
/// what its loss rests on.
#[derive(Clone, Copy)]
struct Entry {
    entered: Entered,
    why: Why,
}

/// What a position on the path of a search alone has gathered so far.
#[derive(Clone, Copy)]
struct Note {
    /// Its place in [`Alone::entries`].
    index: u32,
    reads: Reads,
    /// Heights of `left` read by the nogoods of the main search this
    /// loss rests on (never pledges: see [`Why`]).
    below: [u8; 4],
    /// The earliest position on the path its search met.
    low: u32,
}

/// Per length of a column, the bytes of each of its three words of
/// cards ([`Alone::key`]) that hold cards of it.
const HELD: [[u64; 3]; CAP + 1] = {
    let mut held = [[0; 3]; CAP + 1];
    let mut len = 0;
    while len <= CAP {
        let mut w = 0;
        while w < 3 {
            let n = len.saturating_sub(w * 8);
            held[len][w] = if n >= 8 { u64::MAX } else { (1 << (8 * n)) - 1 };
            w += 1;
        }
        len += 1;
    }
    held
};

// The three words of [`HELD`] cover a column.
const _: () = assert!(CAP > 16 && CAP <= 24);

/// The value of a key whose position was seen lost by a nogood: met
/// again, it is looked up again (it may be named by one learnt earlier
/// since).
const KNOWN: u32 = u32::MAX;

/// Met nothing on the path.
const NO_LOW: u32 = u32::MAX;

impl Puzzle for Alone<'_> {
    type State = State;
    type Move = ();

    const LEARNS: bool = true;

    fn start(&self) -> State {
        self.start
    }

    /// Every card left is an ace, the stock dealt: as
    /// [`super::Deal`]'s, by the cards in play (`left`, which are the
    /// table's then).
    fn is_won(&self, s: &State) -> bool {
        usize::from(s.dealt) == self.deals.len() && s.left.iter().all(|&l| l & !(1 << ACE) == 0)
    }

    /// The deals made and the very cards, in their columns: a column's
    /// length, then its cards eight to a word, each word read whole and
    /// the cards past the column's top masked off ([`HELD`]: a column's
    /// places above its top keep cards no longer there). Mixed once a
    /// card, it took about 200 instructions a position (`callgrind`,
    /// deal 62 at 200,000).
    fn key(&self, s: &State) -> u64 {
        (0..COLUMNS).fold(spread(s.dealt.into(), 7), |h, c| {
            let len = usize::from(s.len[c]);
            let cards = &s.cards[c];
            let held = &HELD[len];
            let word = |at: usize| {
                let mut bytes = [0; 8];
                let n = (CAP - at).min(8);
                bytes[..n].copy_from_slice(&cards[at..at + n]);
                u64::from_le_bytes(bytes)
            };
            let h = spread(h, 0x100 + len as u64);
            let h = spread(h, word(0) & held[0]);
            let h = spread(h, word(8) & held[1]);
            spread(h, word(16) & held[2])
        })
    }

    /// Every discard, every move into an empty column, the deal; with
    /// the stock dealt, one discard is the only move tried, and a move
    /// into an empty column is tried only into the first and only where
    /// it uncovers a card (see the module doc).
    fn children(&self, s: &State, out: &mut Vec<((), State)>) {
        let dealt = usize::from(s.dealt);
        let alike = dealt == self.deals.len();
        let mut discarded = false;
        for c in 0..COLUMNS {
            if !(alike && discarded) && s.outranked(c) {
                out.push(((), s.discard(c)));
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
                out.push(((), child));
            }
        }
        if let Some(cards) = self.deals.get(dealt) {
            let mut child = *s;
            child.dealt += 1;
            for (c, &card) in cards.iter().enumerate() {
                child.cards[c][usize::from(child.len[c])] = card;
                child.len[c] += 1;
            }
            out.push(((), child));
        }
    }

    /// Lost by a nogood learnt before: every position but the start,
    /// which was looked up by the main search's rules before.
    fn is_dead(&mut self, s: &State) -> bool {
        if self.work == 0 || std::mem::take(&mut self.missed) {
            return false;
        }
        let Some(known) = self.learnt.known(s, false) else {
            return false;
        };
        // The pledges it read are none here: see [`Extra::holds`].
        self.dead = Why {
            pledged: [0; 4],
            ..known
        };
        true
    }

    fn enter(&mut self, s: &State) -> u32 {
        self.work += 1;
        if self.work > WORK || self.learnt.budget == 0 {
            self.stopped = true;
            return KNOWN;
        }
        self.learnt.budget -= 1;
        self.learnt.spent += PROBES_A_POSITION;
        let index = self.entries.len() as u32;
        self.entries.push(Entry {
            entered: Entered::Path,
            why: Why::default(),
        });
        self.notes.push(Note {
            index,
            reads: self.own(s),
            below: [0; 4],
            low: NO_LOW,
        });
        index
    }

    fn met(&mut self, parent: &State, child: &State, value: u32) -> bool {
        if value == KNOWN {
            let Some(known) = self.learnt.known(child, false) else {
                self.missed = true;
                return false;
            };
            let plain = Why {
                pledged: [0; 4],
                ..known
            };
            self.take(parent, child, &plain, NO_LOW);
            return true;
        }
        let Entry { entered, why } = self.entries[value as usize];
        if let Entered::Path = entered {
            // On the path: the position is the one above, whose own
            // reads are these.
            let own = Why::plain(self.own(child));
            self.take(parent, child, &own, value);
            return true;
        }
        // Finished: learnt, or lost as long as what it met on its path
        // is. Where that was finished and learnt since, its reads do not
        // say why it is lost: it is searched again.
        let mut low = value;
        while let Entered::Within(l) = self.entries[low as usize].entered {
            low = l;
        }
        match self.entries[low as usize].entered {
            Entered::Learnt if low == value => self.take(parent, child, &why, NO_LOW),
            Entered::Learnt => return false,
            _ => self.take(parent, child, &why, low),
        }
        true
    }

    fn lost(&mut self, parent: &State, child: &State) -> u32 {
        let dead = self.dead;
        self.take(parent, child, &dead, NO_LOW);
        KNOWN
    }

    /// Learnt if its search met nothing on the path above it (see the
    /// module doc), and its reads taken back into its parent's.
    fn finished(&mut self, s: &State, parent: Option<&State>) {
        let note = self.notes.pop().expect("a note a position on the path");
        let why = Why {
            cols: note.reads,
            pledged: [0; 4],
            below: note.below,
        };
        let within = note.low < note.index;
        self.entries[note.index as usize] = Entry {
            entered: if within {
                Entered::Within(note.low)
            } else {
                Entered::Learnt
            },
            why,
        };
        if !within {
            self.learnt.learn(s, &why);
        }
        match parent {
            Some(parent) => self.take(parent, s, &why, if within { note.low } else { NO_LOW }),
            None => self.lost = Some(why),
        }
    }
}

impl Alone<'_> {
    /// What a position reads itself: every top card (the discards depend
    /// on them all), and with the stock dealt, a card that is not an ace
    /// (not won), the one nearest a top.
    fn own(&self, s: &State) -> Reads {
        let mut reads: Reads = std::array::from_fn(|c| s.len[c].saturating_sub(1));
        if usize::from(s.dealt) == self.deals.len() {
            if let Some((c, i)) = s.nearest_non_ace() {
                reads[c] = reads[c].min(i as u8);
            }
        }
        reads
    }

    /// Takes the loss of `child` of `s`, the position on top of the path,
    /// into its note ([`Why::read_into`]).
    fn take(&mut self, s: &State, child: &State, why: &Why, low: u32) {
        let top = self
            .notes
            .last_mut()
            .expect("a note a position on the path");
        top.low = top.low.min(low);
        why.read_into(&mut top.reads, s, child);
        for (b, r) in top.below.iter_mut().zip(why.below) {
            *b = (*b).max(r);
        }
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
    Within(u32),
}
