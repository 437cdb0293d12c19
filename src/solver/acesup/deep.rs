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

//!
//! The search is the engine's depth first ([`DepthFirst`]); [`Deep`] is
//! the deal as it searches it, learning ([`Puzzle::LEARNS`]): the
//! engine's table keeps with each key the place of its position's
//! [`Entry`] here, and the path's positions their [`Note`]s. (The search
//! had its own loop and table until session 43, the same answers.)
//!
//! [`DepthFirst`]: crate::solver::engine::depth::DepthFirst

use std::cell::Cell;

use super::super::engine::Puzzle;
use super::learn::Why;
use super::{covered, dead, high, settle, settled_stuck, suit, Deal, State, ACE, COLUMNS};
use crate::model::moves::Move;
use crate::model::sort::sort_by_key;
use crate::solver::engine::hash::spread;

/// A position the search entered (the table keeps its place in
/// [`Deep::entries`] with its key): what became of it, and once finished
/// the second hash of its very cards ([`Deep::exact_and_order`]) and its
/// reads (the columns in the order of [`canonical`]).
struct Entry {
    entered: Entered,
    exact: u64,
    /// Meaningful once `entered` is no longer [`Entered::Path`].
    why: Why,
}

/// What a position on the path has gathered so far.
struct Note {
    /// Its place in [`Deep::entries`].
    index: u32,
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

/// The deal as the depth-first search searches it, learning from its
/// proofs: what each position entered became, and the path's notes.
pub(super) struct Deep {
    pub(super) deal: Deal,
    entries: Vec<Entry>,
    /// The notes of the positions on the path, the top one last.
    notes: Vec<Note>,
    /// What the position last seen lost rests on ([`Puzzle::is_dead`]),
    /// for [`Puzzle::lost`].
    dead: Why,
    /// What [`sticks`] found for the position whose children were made
    /// last, for its own reads ([`Puzzle::enter`]): worked out once for
    /// its deal's child and its reads.
    stuck: Cell<Option<[u8; COLUMNS]>>,
}

impl Deep {
    pub(super) fn new(deal: Deal) -> Deep {
        Deep {
            deal,
            entries: Vec::new(),
            notes: Vec::new(),
            dead: Why::default(),
            stuck: Cell::new(None),
        }
    }
}

impl Puzzle for Deep {
    type State = State;
    type Move = Move;

    const LEARNS: bool = true;

    fn start(&self) -> State {
        self.deal.start
    }

    fn is_won(&self, s: &State) -> bool {
        self.deal.is_won(s)
    }

    fn key(&self, s: &State) -> u64 {
        self.deal.hash(s)
    }

    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let dealt = usize::from(s.dealt);
        let sticks = (dealt >= self.deal.forced && dealt < self.deal.deals.len())
            .then(|| sticks(&self.deal, s));
        self.stuck.set(sticks.flatten());
        self.deal
            .children_sticking(s, sticks.map(|r| r.is_some()), out);
    }

    fn is_dead(&mut self, s: &State) -> bool {
        self.deadly(s).map(|why| self.dead = why).is_some()
    }

    fn enter(&mut self, s: &State) -> u32 {
        let index = self.entries.len() as u32;
        self.entries.push(Entry {
            entered: Entered::Path,
            exact: 0,
            why: Why::default(),
        });
        let why = self.own(s, self.stuck.get());
        self.notes.push(Note {
            index,
            why,
            low: NO_LOW,
        });
        index
    }

    fn met(&mut self, parent: &State, child: &State, index: u32) -> bool {
        let Some((why, low)) = self.met_again(index, child) else {
            return false;
        };
        self.take(parent, child, &why, low);
        true
    }

    fn lost(&mut self, parent: &State, child: &State) -> u32 {
        let index = self.entries.len() as u32;
        let why = self.dead;
        let (exact, order) = self.exact_and_order(child);
        self.entries.push(Entry {
            entered: Entered::Learnt,
            exact,
            why: canonical(&order, &why),
        });
        self.take(parent, child, &why, NO_LOW);
        index
    }

    /// Learnt if its search met nothing on the path above it, and its
    /// reads taken back into its parent's.
    fn finished(&mut self, s: &State, parent: Option<&State>) {
        let note = self.notes.pop().expect("a note a position on the path");
        let index = note.index;
        let entered = if note.low < index {
            Entered::Within(note.low)
        } else {
            self.deal.learnt.learn(s, &note.why);
            Entered::Learnt
        };
        // The table still maps its key here: a position on the path is
        // never entered again.
        let (exact, order) = self.exact_and_order(s);
        let entry = &mut self.entries[index as usize];
        entry.entered = entered;
        entry.exact = exact;
        entry.why = canonical(&order, &note.why);
        let low = if note.low < index { note.low } else { NO_LOW };
        if let Some(parent) = parent {
            self.take(parent, s, &note.why, low);
        }
    }
}

impl Deep {
    /// A position met again: what its loss rests on and the earliest
    /// position on the path it met, or `None` to search it again (its
    /// reads rest on a position learnt since: see [`super::learn`]).
    fn met_again(&mut self, index: u32, s: &State) -> Option<(Why, u32)> {
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

    /// Takes the loss of `child` of `s`, the position on top of the path,
    /// into its note.
    fn take(&mut self, s: &State, child: &State, why: &Why, low: u32) {
        let top = self
            .notes
            .last_mut()
            .expect("a note a position on the path");
        top.low = top.low.min(low);
        why.read_into(&mut top.why.cols, s, child);
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
    /// [`sticks`] found for it, worked out with its children.
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
