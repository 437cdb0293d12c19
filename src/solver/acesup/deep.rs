//! The depth-first search of Aces Up, which learns from its own proofs:
//! every position it finishes lost is kept as a nogood, the way the
//! searches alone of [`super::learn`] keep theirs, so that a loss it
//! proved once proves every later position showing the same.
//!
//! What a loss rests on ([`Why`]): the deals made; per column the cards
//! from the lowest ever on top (or read otherwise) up, and whether cards
//! lie under them; the pledges kept that it read (a position that keeps
//! them and more matches too); and per suit a height below which the
//! cards in play (`left`) are read. A position's
//! own reads, each a fact its moves or prunes depend on:
//!
//! - every top card (the discards compare them all), and every empty
//!   column, read whole (the moves into empty columns, and a move only of
//!   a card over another once the stock is dealt: the flag of cards under
//!   a column's reads);
//! - for each top card that can be discarded, whether it is pledged,
//!   where it is (a pledged card is not discarded; a position pledging
//!   more tries fewer moves, so is lost where this one is, and only the
//!   pledges kept are read); and where the discard of a lowest card is
//!   the only move tried, or once the stock is dealt, its suit's lowest
//!   card in play (or that there is none below it), for each such top
//!   card up to that one: which discard is tried alone turns on it.
//!   Elsewhere a position that tries a lowest card's discard alone tries
//!   one of the moves tried here;
//! - once the stock is dealt, a card that is not an ace (not won);
//! - where the last deals are not made because they stick ([`stuck`](super::stuck)),
//!   each column's cards from the lowest one left on top after the
//!   discards, and a card that is not an ace left (the dealt cards are
//!   the stock's, the same in every position of these deals made);
//! - where the position is dead: a pledge that can no longer be redeemed
//!   reads the pledge and `left` below it; the aces' rule reads every
//!   card; the doomed deals read nothing but the deals made.
//!
//! A position expanded reads, besides its own, what each child's loss
//! rests on, taken back through the move: a card moved or dealt is read
//! where it came from (the cards of the child above what the move kept
//! of a column); `left` is the child's with one card more, so the same
//! heights; a pledge is the child's unless the deal made it (an
//! outranked top card, read) or the last deal dropped them all, so those
//! are not read here. A redeemed pledge is read as if it were not
//! (more than needed, never less).
//!
//! Why a position `A` learnt is lost, with its reads, in any position
//! `A'` showing the same: as in [`super::learn`], replace in each
//! position `A`'s search reached the cards under `A`'s reads by `A'`s,
//! and `left` above the heights by `A'`s (a card above them is never
//! compared: every comparison of a move or a prune was read), and add
//! the pledges `A'` keeps besides. Each position so made has the same
//! top cards, empty columns and lowest cards of their suits, and the
//! pledges read, so the same moves (or fewer, where it pledges more) and
//! the same prunes, which hold in it for the same reasons; a child met before, a nogood or a position
//! searched before, is lost with its own reads, which were taken in. So
//! no line from `A'` leaves them but to a lost position, and none wins.
//!
//! The search's table merges positions by [`Puzzle::key`], the cards by
//! their places among the cards of their suit still in play. A position
//! met again whose cards are the very ones of the position searched (a
//! second hash of the cards themselves, the columns sorted by it once the
//! stock is dealt) takes that one's reads, column for column; one whose
//! key alone matches is lost as well: it is looked up among the nogoods,
//! and if none names it, its reads are the whole position, every card
//! and pledge kept (its loss is only known for it; the cards in play are
//! then the same, being the table's and the stock's, and more pledges
//! only take moves away). Cycles and positions met again are handled as
//! in [`super::learn`]: a position whose search met one on the path
//! above it is not learnt (its loss rests on that one's; on the path,
//! cards move between columns and nothing else, so the two are the same
//! position); met again, it answers
//! with its reads while that one is on the path, and is searched again
//! once that one is learnt.
//!
//! A nogood of this search holds for the main search's positions, whose
//! pledges count. The searches alone use only those whose pledges read
//! are none: a position of the plain rules pledges nothing, and from
//! there this search loses exactly what the plain rules lose.

use super::super::engine::Puzzle;
use super::super::{Answer, Limits};
use super::learn::Why;
use super::{covered, dead, high, home, settle, settled_stuck, suit, Deal, State, ACE, COLUMNS};
use crate::model::moves::Move;
use crate::model::sort::sort_by_key;
use crate::solver::engine::hash::spread;

/// The table of the keys met, each with its position's place in
/// [`Deep::entries`]: open addressing with linear probing, at most half
/// the slots full. A slot holds the index and 32 bits of the key, the
/// entry the whole key: a lookup of a key not met (most of them) reads
/// one slot of 8 bytes, one miss of the cache where `hashbrown`'s table,
/// whose control bytes lie apart from its slots of 16 bytes, cost two
/// (`perf` on deal 2 had the deep search's step stalled at that probe for
/// most of its 7 %); a key met reads its entry, as it would anyway. The
/// slot a lookup found takes the key's insertion without a second probe.
struct Table {
    /// `(low 32 bits of the key, index)`, the index [`EMPTY`] in an empty
    /// slot.
    slots: Vec<(u32, u32)>,
    /// Keys held.
    len: usize,
}

/// The index of an empty slot (no position has it: there are fewer).
const EMPTY: u32 = u32::MAX;

/// Slots a table starts with: small deals stay cheap (8 KB).
const FIRST_SLOTS: usize = 1 << 10;

impl Table {
    fn new(slots: usize) -> Table {
        Table {
            slots: vec![(0, EMPTY); slots],
            len: 0,
        }
    }

    fn len(&self) -> usize {
        self.len
    }

    /// The first slot where `key` may be.
    fn home(&self, key: u64) -> usize {
        home(key, self.slots.len())
    }

    /// Reads the first slot of each of `keys`, so that the cache holds
    /// them when they are looked up.
    fn touch(&self, keys: &[u64]) {
        let seen = keys
            .iter()
            .fold(0, |m, &key| m ^ self.slots[self.home(key)].1);
        std::hint::black_box(seen);
    }

    /// The slot of `key`, and its index if it is held (else the slot is
    /// the empty one where it goes); `entries` holds the keys.
    fn find(&self, key: u64, entries: &[Entry]) -> (usize, Option<u32>) {
        let mask = self.slots.len() - 1;
        let mut slot = self.home(key);
        loop {
            let (low, index) = self.slots[slot];
            if index == EMPTY {
                return (slot, None);
            }
            if low == key as u32 && entries[index as usize].key == key {
                return (slot, Some(index));
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Sets `key`'s index, `slot` being what [`Table::find`] gave for it
    /// since the table last changed; `entries` holds the keys, and the
    /// entry at `index` already.
    fn put(&mut self, slot: usize, key: u64, index: u32, entries: &[Entry]) {
        if self.slots[slot].1 != EMPTY {
            self.slots[slot].1 = index;
            return;
        }
        self.len += 1;
        self.slots[slot] = (key as u32, index);
        if 2 * self.len > self.slots.len() {
            // Made again from the entries in their order, each key's last
            // entry (the one its slot held) being the one kept.
            *self = Table::new(2 * self.slots.len());
            for (i, entry) in entries.iter().enumerate() {
                let (slot, _) = self.find(entry.key, entries);
                if self.slots[slot].1 == EMPTY {
                    self.len += 1;
                }
                self.slots[slot] = (entry.key as u32, i as u32);
            }
        }
    }
}

/// A position the search entered (the table maps its key to its place in
/// [`Deep::entries`]): what became of it, and once finished the second
/// hash of its very cards ([`Deep::exact_and_order`]) and its reads (the
/// columns in the order of [`canonical`]). Kept apart from the table, so
/// that finishing a position writes here without probing the table again,
/// and a slot of the table is 8 bytes (a key and this had been 40).
struct Entry {
    key: u64,
    entered: Entered,
    exact: u64,
    /// Meaningful once `entered` is no longer [`Entered::Path`].
    why: Why,
}

/// One position on the path with its children still to try.
struct Frame {
    /// The move that led here (`None` at the root).
    via: Option<Move>,
    state: State,
    index: u32,
    /// This frame's children are `children[next..end]`.
    start: usize,
    next: usize,
    end: usize,
    /// What its loss rests on so far.
    why: Why,
    /// The earliest position on the path its search met.
    low: u32,
}

/// What became of a position the search entered.
#[derive(Clone, Copy)]
enum Entered {
    Path,
    Learnt,
    Within(u32),
}

/// Met nothing on the path.
const NO_LOW: u32 = u32::MAX;

/// The resumable depth-first search: one expansion (a child tried, or a
/// position finished) at a time, so the answer does not depend on the
/// slices.
pub(super) struct Deep {
    pub(super) deal: Deal,
    limits: Limits,
    stack: Vec<Frame>,
    children: Vec<(Move, State)>,
    /// The key of each of `children`, worked out when they are made.
    keys: Vec<u64>,
    /// Each key met, and its position's place in `entries`.
    seen: Table,
    entries: Vec<Entry>,
    answer: Option<Answer>,
    stored: usize,
}

impl Deep {
    pub(super) fn new(deal: Deal, limits: Limits) -> Deep {
        let start = deal.start();
        let mut search = Deep {
            deal,
            limits,
            stack: Vec::new(),
            children: Vec::new(),
            keys: Vec::new(),
            seen: Table::new(FIRST_SLOTS),
            entries: Vec::new(),
            answer: None,
            stored: 0,
        };
        if search.deal.is_won(&start) {
            search.answer = Some(Answer::Solved(Vec::new()));
        } else if search.deadly(&start).is_some() {
            search.answer = Some(Answer::Unwinnable);
        } else {
            let key = search.deal.key(&start);
            let (slot, _) = search.seen.find(key, &search.entries);
            search.push(start, key, slot, None);
        }
        search
    }

    /// Positions kept.
    pub(super) fn states(&self) -> usize {
        self.stored.max(self.seen.len())
    }

    /// Up to `budget` expansions; the answer once there is one.
    pub(super) fn step(&mut self, budget: u32) -> Option<Answer> {
        for _ in 0..budget {
            if self.answer.is_some() {
                break;
            }
            self.expand();
        }
        if self.answer.is_some() {
            // Only the answer is kept.
            self.stored = self.stored.max(self.seen.len());
            self.seen = Table::new(1);
            self.entries = Vec::new();
            self.stack = Vec::new();
            self.children = Vec::new();
            self.keys = Vec::new();
        }
        self.answer.clone()
    }

    /// Enters `state`, whose key is `key` in `slot` of the table (as
    /// [`Table::find`] gave it).
    fn push(&mut self, state: State, key: u64, slot: usize, via: Option<Move>) {
        let index = self.entries.len() as u32;
        self.entries.push(Entry {
            key,
            entered: Entered::Path,
            exact: 0,
            why: Why::default(),
        });
        self.seen.put(slot, key, index, &self.entries);
        let start = self.children.len();
        // Whether the deals still to come stick, worked out once for the
        // deal's child and this position's reads.
        let dealt = usize::from(state.dealt);
        let sticks = (dealt >= self.deal.forced && dealt < self.deal.deals.len())
            .then(|| sticks(&self.deal, &state));
        self.deal
            .children_sticking(&state, sticks.map(|r| r.is_some()), &mut self.children);
        // The children's keys, and their slots of the table read now, all
        // at once: the reads miss the cache (the table is tens of
        // megabytes) and, issued together, wait for memory side by side
        // instead of one after another as each child is tried.
        for (_, child) in &self.children[start..] {
            self.keys.push(self.deal.key(child));
        }
        self.seen.touch(&self.keys[start..]);
        let why = self.own(&state, sticks.flatten());
        self.stack.push(Frame {
            via,
            state,
            index,
            start,
            next: start,
            end: self.children.len(),
            why,
            low: NO_LOW,
        });
    }

    fn expand(&mut self) {
        let Some(top) = self.stack.last_mut() else {
            self.answer = Some(Answer::Unwinnable);
            return;
        };
        if top.next == top.end {
            let frame = self.stack.pop().expect("a frame");
            self.children.truncate(frame.start);
            self.keys.truncate(frame.start);
            self.finish(frame);
            return;
        }
        let (mv, child) = self.children[top.next];
        let key = self.keys[top.next];
        top.next += 1;
        let (slot, again) = self.seen.find(key, &self.entries);
        if let Some(index) = again {
            if let Some((why, low)) = self.met(index, &child) {
                self.take(&child, &why, low);
                return;
            }
        }
        if self.deal.is_won(&child) {
            let line: Vec<Move> = self
                .stack
                .iter()
                .filter_map(|f| f.via)
                .chain([mv])
                .collect();
            self.answer = Some(Answer::Solved(line));
            return;
        }
        if again.is_none() && self.seen.len() >= self.limits.max_states {
            self.answer = Some(Answer::Undecided);
            return;
        }
        if let Some(why) = self.deadly(&child) {
            let index = self.entries.len() as u32;
            let (exact, order) = self.exact_and_order(&child);
            self.entries.push(Entry {
                key,
                entered: Entered::Learnt,
                exact,
                why: canonical(&order, &why),
            });
            self.seen.put(slot, key, index, &self.entries);
            self.take(&child, &why, NO_LOW);
            return;
        }
        self.push(child, key, slot, Some(mv));
    }

    /// A position met again: what its loss rests on and the earliest
    /// position on the path it met, or `None` to search it again (its
    /// reads rest on a position learnt since: see [`super::learn`]).
    fn met(&mut self, index: u32, s: &State) -> Option<(Why, u32)> {
        let seen = &self.entries[index as usize];
        if let Entered::Path = seen.entered {
            // On the path: the same position, whose own reads are these.
            let tops = std::array::from_fn(|c| s.len[c].saturating_sub(1));
            return Some((Why::plain(tops), index));
        }
        let (exact, done) = (seen.exact, seen.why);
        let mut low = index;
        while let Entered::Within(l) = self.entries[low as usize].entered {
            low = l;
        }
        let (own, order) = self.exact_and_order(s);
        let why = if exact == own {
            decanonical(&order, &done)
        } else if let Some(why) = self.deal.learnt.known(s, true) {
            // The same key, other cards, and a nogood that names them.
            return Some((why, NO_LOW));
        } else {
            // The same key, other cards: lost, for this position alone:
            // every card read (which makes the cards in play the same),
            // and every pledge.
            Why {
                cols: [0; COLUMNS],
                pledged: s.pledged,
                below: [0; 4],
            }
        };
        match self.entries[low as usize].entered {
            Entered::Learnt if low == index => Some((why, NO_LOW)),
            Entered::Learnt => None,
            _ => Some((why, low)),
        }
    }

    /// A position finished lost: learnt if its search met nothing on the
    /// path above it, and its reads taken back into its parent's.
    fn finish(&mut self, frame: Frame) {
        let index = frame.index;
        let entered = if frame.low < index {
            Entered::Within(frame.low)
        } else {
            self.deal.learnt.learn(&frame.state, &frame.why);
            Entered::Learnt
        };
        // The table still maps the frame's key to it: a position on the
        // path is never entered again.
        let (exact, order) = self.exact_and_order(&frame.state);
        let entry = &mut self.entries[index as usize];
        entry.entered = entered;
        entry.exact = exact;
        entry.why = canonical(&order, &frame.why);
        let low = if frame.low < index { frame.low } else { NO_LOW };
        self.take(&frame.state, &frame.why, low);
    }

    /// Takes the loss of `child` of the top frame into the frame's reads.
    fn take(&mut self, child: &State, why: &Why, low: u32) {
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let s = &top.state;
        top.low = top.low.min(low);
        for c in 0..COLUMNS {
            // The cards the move left in place: a move takes or adds top
            // cards only, so those under the shorter of the two columns.
            let kept = s.len[c].min(child.len[c]);
            top.why.cols[c] = top.why.cols[c].min(why.cols[c].min(kept));
        }
        let mut pledged = why.pledged;
        if child.dealt > s.dealt {
            if usize::from(child.dealt) == self.deal.deals.len() {
                pledged = [0; 4];
            } else {
                // The deal pledges the top cards that could be discarded.
                let outranked = s.outranked_mask();
                for c in (0..COLUMNS).filter(|&c| outranked & 1 << c != 0) {
                    let card = s.top(c).expect("an outranked card");
                    pledged[usize::from(suit(card))] &= !(1 << high(card));
                }
            }
        }
        top.why.join(&Why { pledged, ..*why });
    }

    /// What a position reads itself (see the module doc); `stuck` is what
    /// [`sticks`] found for it, worked out by [`Deep::push`].
    fn own(&self, s: &State, stuck: Option<[u8; COLUMNS]>) -> Why {
        let mut why = Why::plain(std::array::from_fn(|c| s.len[c].saturating_sub(1)));
        let dealt = usize::from(s.dealt);
        let deals = &self.deal.deals;
        // The discard of a lowest card, where there is one, is the only
        // move tried ([`Deal::children`]): the same must be tried, or one
        // of the moves tried here. Where none is, a position whose lowest
        // card of a suit can be discarded tries that discard alone, one of
        // those tried here, but for once the stock is dealt, where only one
        // discard is tried.
        let outranked = s.outranked_mask();
        let lowest = (0..COLUMNS).find(|&c| {
            outranked & 1 << c != 0
                && s.top(c)
                    .is_some_and(|x| s.left[usize::from(suit(x))] & ((1 << high(x)) - 1) == 0)
        });
        let heights = lowest.is_some() || dealt == deals.len();
        for c in (0..COLUMNS).filter(|&c| outranked & 1 << c != 0) {
            let card = s.top(c).expect("an outranked card");
            let k = usize::from(suit(card));
            // Only a pledge kept counts: one not kept leaves more moves.
            why.pledged[k] |= s.pledged[k] & 1 << high(card);
            if heights && lowest.is_none_or(|l| c <= l) {
                // The lowest card of its suit in play: one below this
                // one, or this one.
                let lowest = s.left[k].trailing_zeros() as u8;
                why.below[k] = why.below[k].max((lowest + 1).min(high(card)));
            }
        }
        if dealt == deals.len() {
            // Not won: the card nearest a top that is not an ace.
            if let Some((c, i)) = s.nearest_non_ace() {
                why.cols[c] = why.cols[c].min(i as u8);
            }
        } else if let Some(reads) = stuck {
            for (read, r) in why.cols.iter_mut().zip(reads) {
                *read = (*read).min(r);
            }
        }
        why
    }

    /// Whether `s` is lost before any search of its own, and what that
    /// rests on: the doomed deals, [`dead`], or a nogood or a search
    /// alone ([`super::learn`]).
    fn deadly(&mut self, s: &State) -> Option<Why> {
        let tops = std::array::from_fn(|c| s.len[c].saturating_sub(1));
        let dealt = usize::from(s.dealt);
        if self.deal.doomed && dealt < self.deal.deals.len() {
            return Some(Why::plain(tops));
        }
        for k in 0..4 {
            let pledged = s.pledged[k];
            if pledged != 0 && s.left[k] & ((1 << pledged.trailing_zeros()) - 1) == 0 {
                let mut why = Why::plain(tops);
                why.pledged[k] = 1 << pledged.trailing_zeros();
                why.below[k] = pledged.trailing_zeros() as u8;
                return Some(why);
            }
        }
        if dead(s, &self.deal.deals[dealt..]) {
            return Some(Why::plain([0; COLUMNS]));
        }
        let deal = &mut self.deal;
        deal.learnt.lost(&deal.deals, s)
    }

    /// A second hash of `s`, of its very cards and pledges, the columns
    /// sorted by their own once the stock is dealt; and that order.
    fn exact_and_order(&self, s: &State) -> (u64, [usize; COLUMNS]) {
        // A column's cards eight to a word, its length with them, mixed
        // once a word (was once a card).
        let hashes: [u64; COLUMNS] = std::array::from_fn(|c| {
            s.cards[c][..usize::from(s.len[c])]
                .chunks(8)
                .fold(0x51 ^ u64::from(s.len[c]) << 8, |h, chunk| {
                    spread(h, chunk.iter().fold(0, |w, &x| w << 8 | u64::from(x)))
                })
        });
        let mut order: [usize; COLUMNS] = std::array::from_fn(|c| c);
        if usize::from(s.dealt) == self.deal.deals.len() {
            sort_by_key(&mut order, |&c| hashes[c]);
        }
        let h = s
            .pledged
            .iter()
            .fold(spread(0x77, u64::from(s.dealt)), |h, &p| {
                spread(h, u64::from(p))
            });
        (order.iter().fold(h, |h, &c| spread(h, hashes[c])), order)
    }
}

/// `why`'s columns in `order`, a position's columns sorted by their
/// hashes ([`Deep::exact_and_order`]).
fn canonical(order: &[usize; COLUMNS], why: &Why) -> Why {
    Why {
        cols: std::array::from_fn(|i| why.cols[order[i]]),
        ..*why
    }
}

/// The reads [`canonical`] kept, back in the columns of the position
/// whose order is `order`.
fn decanonical(order: &[usize; COLUMNS], why: &Why) -> Why {
    let mut cols = [0; COLUMNS];
    for (i, &c) in order.iter().enumerate() {
        cols[c] = why.cols[i];
    }
    Why { cols, ..*why }
}

/// Where the deals still to come, dealt onto `s`, stick
/// ([`stuck`](super::stuck)): the cards of `s` that decides it (per
/// column, the lowest index read; the column's length for none).
pub(super) fn sticks(deal: &Deal, s: &State) -> Option<[u8; COLUMNS]> {
    let dealt = usize::from(s.dealt);
    if let Some(pile) = deal.piles[dealt] {
        // Settled, each column is `s`'s with dealt cards over it
        // ([`super::Pile`]): the cards of `s` are all read, and unless a
        // dealt one is not an ace, the card of `s` nearest a top that is
        // not (the same reads as below). A pile of aces alone keeps one
        // on each column (four aces, none of them left out), so nearness
        // over it is nearness in `s`.
        let mut reads = s.len;
        if !pile.non_ace {
            let (c, i) = s.nearest_non_ace()?;
            reads[c] = reads[c].min(i as u8);
        }
        return Some(reads);
    }
    let left = settle(covered(*s, &deal.deals[dealt..]));
    if !settled_stuck(&left) {
        return None;
    }
    // Each column's cards from its top after the discards up.
    let mut reads: [u8; COLUMNS] = std::array::from_fn(|c| (left.len[c] - 1).min(s.len[c]));
    // A card that is not an ace left: a dealt one if any, else the one
    // of `s` nearest a top.
    let dealt_one = (0..COLUMNS)
        .any(|c| (s.len[c]..left.len[c]).any(|i| high(left.cards[c][usize::from(i)]) != ACE));
    if !dealt_one {
        let upto = std::array::from_fn(|c| left.len[c].min(s.len[c]));
        let (c, i) = left
            .nearest_non_ace_below(upto, left.len)
            .expect("a card besides aces");
        reads[c] = reads[c].min(i as u8);
    }
    Some(reads)
}
