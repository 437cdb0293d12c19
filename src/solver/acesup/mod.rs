//! Aces Up solver, *thoughtful*: it knows the order of the stock. It walks
//! the game's moves with the small games' depth-first search
//! ([`super::small`]), not a search of its own. A position is the cards
//! of each column and how many deals the stock has made (the discards are
//! everything else).
//!
//! Three things keep the search small. A discard that can never be
//! regretted, of the lowest card of its suit left outside the discards
//! (it will never discard another), is the only move tried where there is
//! one: the position after it wins whenever the one before does. The
//! four columns are alike, so a position's key is the same whichever
//! column holds which cards, and a card goes into only the first empty
//! column. And a card enters the key as its suit and its place among the
//! cards of its suit still in play, since only those comparisons decide
//! what can be discarded: positions that differ only in which of a suit's
//! cards are gone are one.
//!
//! Tried and dropped, measured on deal 3 (unwinnable, 4.6 million
//! positions either way): keeping a card the search has tried to discard
//! until the next deal (a sleep set); the transposition table already
//! merges the orders of discards.
//!
//! The key is a 64-bit hash of the sorted columns, not the position
//! itself: two positions could share one, which would only ever make the
//! search miss a line (about one chance in 10^7 for the two million
//! positions of the largest search).
//!
//! A greedy first pass ([`AcesUpSearch`]) looks for a win among the lines
//! that discard whenever they can, before the full search.
//!
//! This reaches far short of the target. Unwinnable deals are
//! searched to the end, and some take more than ten million positions;
//! and many winnable deals are not found within a million (about a second
//! on a quiet core): of deals 1-1000 at 1,000,000 positions, 205 are
//! solved, 197 proven unwinnable and 598 left undecided (the greedy pass
//! added 29 wins), where KPatience's own solver decides 589 of its deals
//! 1-1000 (485 won). Random shuffles both, so the shares compare, not the
//! deals. A search that finds wins sooner (best-first on a count of the
//! cards that can be discarded, say) is the next step; shuffled greedy
//! probes of 20,000 positions each were tried and found one more win in
//! 200 deals.

#[cfg(test)]
mod tests;

use super::small::{Puzzle, SmallSearch};
use super::{Answer, Limits, Search};
use crate::games::acesup::{height, AcesUp, COLUMNS, DISCARDS};
use crate::games::Patience;
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;

/// Cards a column of the search can hold: a dealt column never holds more
/// than one moved card and thirteen dealt ones.
const CAP: usize = 20;

/// A card of the search: its suit (0..4) and its height (2..=14, aces
/// high), packed as `height * 4 + suit`.
type Packed = u8;

fn pack(card: Card) -> Packed {
    height(card) * 4 + card.suit().index() as u8
}

fn suit(c: Packed) -> u8 {
    c % 4
}

fn high(c: Packed) -> u8 {
    c / 4
}

/// An Aces Up position for the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    cards: [[Packed; CAP]; COLUMNS],
    len: [u8; COLUMNS],
    /// Deals made from the stock so far.
    dealt: u8,
    /// Per suit, the heights still outside the discards (bit h).
    left: [u16; 4],
}

impl State {
    fn top(&self, col: usize) -> Option<Packed> {
        let n = usize::from(self.len[col]);
        (n > 0).then(|| self.cards[col][n - 1])
    }

    /// Whether the top card of `col` may be discarded.
    fn outranked(&self, col: usize) -> bool {
        let Some(card) = self.top(col) else {
            return false;
        };
        (0..COLUMNS).any(|o| {
            o != col
                && self
                    .top(o)
                    .is_some_and(|t| suit(t) == suit(card) && high(t) > high(card))
        })
    }

    fn discard(&self, col: usize) -> State {
        let mut s = *self;
        let card = self.top(col).expect("a card to discard");
        s.len[col] -= 1;
        s.left[usize::from(suit(card))] &= !(1 << high(card));
        s
    }
}

/// The stock of a deal, which never changes: the search only counts.
#[derive(Clone)]
struct Deal {
    /// Each deal's cards, t0's first.
    deals: Vec<Vec<Packed>>,
    start: State,
    /// The first, quick pass: where a card can be discarded, only discards
    /// are tried (see [`AcesUpSearch`]).
    greedy: bool,
}

impl Puzzle for Deal {
    type State = State;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        usize::from(s.dealt) == self.deals.len() && s.left.iter().all(|&l| l & !(1 << 14) == 0)
    }

    /// The columns hashed one by one and sorted, so the same cards in
    /// other columns give the same key; each card counted by its suit and
    /// its place among the cards of its suit still in play, since only
    /// those comparisons decide what can be discarded.
    fn key(&self, s: &State) -> u64 {
        let relative = |card: Packed| {
            suit(card) << 4
                | (s.left[usize::from(suit(card))] & ((1 << high(card)) - 1)).count_ones() as u8
        };
        let mut hashes: [u64; COLUMNS] = std::array::from_fn(|c| {
            s.cards[c][..usize::from(s.len[c])]
                .iter()
                .fold(0xcbf2_9ce4_8422_2325u64, |h, &card| {
                    let x =
                        (h ^ u64::from(relative(card)) ^ 0x100).wrapping_mul(0x0000_0100_0000_01b3);
                    x ^ (x >> 31)
                })
        });
        sort_by_key(&mut hashes, |h| *h);
        let mut key = u64::from(s.dealt).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        for h in hashes {
            key = (key.rotate_left(23) ^ h).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        }
        key
    }

    /// A discard that cannot be regretted alone, if there is one; else
    /// every discard, every top card of a column of two or more into the
    /// first empty column, and the deal last.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let col = |c: usize| PileId::Column(c as u8);
        for c in 0..COLUMNS {
            if let Some(card) = s.top(c) {
                let lower = s.left[usize::from(suit(card))] & ((1 << high(card)) - 1);
                if lower == 0 && s.outranked(c) {
                    out.push((Move::one(col(c), DISCARDS), s.discard(c)));
                    return;
                }
            }
        }
        for c in 0..COLUMNS {
            if s.outranked(c) {
                out.push((Move::one(col(c), DISCARDS), s.discard(c)));
            }
        }
        if self.greedy && !out.is_empty() {
            return;
        }
        if let Some(empty) = (0..COLUMNS).find(|&c| s.len[c] == 0) {
            for c in 0..COLUMNS {
                if s.len[c] >= 2 {
                    let mut child = *s;
                    child.len[c] -= 1;
                    child.cards[empty][0] = s.cards[c][usize::from(s.len[c]) - 1];
                    child.len[empty] = 1;
                    out.push((Move::one(col(c), col(empty)), child));
                }
            }
        }
        if let Some(cards) = self.deals.get(usize::from(s.dealt)) {
            let mut child = *s;
            child.dealt += 1;
            for (c, &card) in cards.iter().enumerate() {
                child.cards[c][usize::from(child.len[c])] = card;
                child.len[c] += 1;
            }
            out.push((Move::Draw, child));
        }
    }
}

/// A search over Aces Up positions from a given game, in two passes. The
/// first, greedy, discards whenever it can (a player's rule of thumb, not
/// a sound one): its lines are far fewer, and it finds most wins in a
/// few thousand positions. Only a win ends it; otherwise (its lines all
/// tried, or a quarter of the positions allowed spent) the second pass
/// searches every line, which alone can call a deal unwinnable.
pub struct AcesUpSearch(Stage);

enum Stage {
    Greedy {
        search: SmallSearch<Deal>,
        deal: Deal,
        limits: Limits,
    },
    Full {
        search: SmallSearch<Deal>,
        greedy: usize,
    },
    /// The answer, and the positions kept to find it.
    Done(Answer, usize),
}

impl AcesUpSearch {
    pub fn new(game: &AcesUp, limits: Limits) -> AcesUpSearch {
        let mut stock: Vec<Packed> = game
            .pile(PileId::Stock)
            .map_or_else(Vec::new, |p| p.cards().iter().map(|&c| pack(c)).collect());
        // The stock's top card (its last) is dealt first, onto t0.
        stock.reverse();
        let deals: Vec<Vec<Packed>> = stock.chunks(COLUMNS).map(<[Packed]>::to_vec).collect();
        let mut start = State {
            cards: [[0; CAP]; COLUMNS],
            len: [0; COLUMNS],
            dealt: 0,
            left: [0; 4],
        };
        for card in &stock {
            start.left[usize::from(suit(*card))] |= 1 << high(*card);
        }
        for (c, column) in game.columns().iter().enumerate() {
            // A column too tall for the search (a position read, never a deal).
            if column.len() + deals.len() + 1 > CAP {
                return AcesUpSearch(Stage::Done(Answer::Undecided, 0));
            }
            for &card in column.cards() {
                let p = pack(card);
                start.cards[c][usize::from(start.len[c])] = p;
                start.len[c] += 1;
                start.left[usize::from(suit(p))] |= 1 << high(p);
            }
        }
        let deal = Deal {
            deals,
            start,
            greedy: false,
        };
        let first = Limits::states((limits.max_states / 4).max(1));
        let greedy = Deal {
            greedy: true,
            ..deal.clone()
        };
        AcesUpSearch(Stage::Greedy {
            search: SmallSearch::new(greedy, first),
            deal,
            limits,
        })
    }
}

impl Search for AcesUpSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match &mut self.0 {
            Stage::Greedy {
                search,
                deal,
                limits,
            } => match search.step(budget) {
                None => None,
                Some(Answer::Solved(line)) => {
                    self.0 = Stage::Done(Answer::Solved(line), search.states());
                    self.step(0)
                }
                Some(_) => {
                    let greedy = search.states();
                    let full = Limits::states(limits.max_states.saturating_sub(greedy).max(1));
                    self.0 = Stage::Full {
                        search: SmallSearch::new(deal.clone(), full),
                        greedy,
                    };
                    None
                }
            },
            Stage::Full { search, .. } => search.step(budget),
            Stage::Done(answer, _) => Some(answer.clone()),
        }
    }

    fn states(&self) -> usize {
        match &self.0 {
            Stage::Greedy { search, .. } => search.states(),
            Stage::Full { search, greedy } => greedy + search.states(),
            Stage::Done(_, kept) => *kept,
        }
    }
}
