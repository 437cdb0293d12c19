//! Pyramid solver, *thoughtful*: it knows the order of the stock. The
//! stock and the waste are one row of cards in the order they turn (the
//! waste bottom first, then the stock top first), cut where the stock
//! begins; a turn moves the cut one card on, a turn of the waste puts it
//! back to the start, and a pair takes cards out of the row without
//! changing its order. A position is the set of the pyramid's cards left,
//! the set of the row's cards gone, the cut and the turns of the waste;
//! see [`super::engine::depth`] for the search.
//!
//! What decides its speed is proving deals lost (a third of them): the
//! search has to see every position it cannot prune. Measured on deals
//! 1-2000 (positions kept, the figure that does not depend on the
//! machine's load), one step at a time:
//!
//! - Counting partners per pair of ranks only (the bound before): 4.0M+
//!   positions in all, deal 659 undecided at 2M, deal 381 7.5 s. Deal 91
//!   alone: 391k positions, of only 570 sets of pyramid cards left, each
//!   with some 700 sets of the row's cards gone.
//! - The heap game ([`relaxed`]: the stock's order forgotten) at every
//!   position: 1.79M in all, every deal decided; it proves 97 of the 99
//!   lost deals of 1-300 at the start with some 2-3k positions of its own.
//! - A king on top of the stock or the waste taken alone: 707k.
//! - A pair taken alone when one card has no other partner left: 582k.
//! - On the last pass, a waste whose top card can go with nothing left is
//!   out of the heap: 550k, the most 94k (deal 342, won); then the cards
//!   under any such card of the waste: 518k, the most 89k.
//!
//! Deals 1-10000 then take some 2.4M positions in all, the most 187k
//! (deal 2467, lost: the heap game wins it, 109k of its positions are on
//! the second pass), about 0.22 s of user time. `felt solve pyramid
//! 1-10000 --summary --jobs 2 --limit 1s` on two cores shared with other
//! work (load 8 to 12): 6717 won, 3280-3282 lost, 1-3 cut at the second
//! of wall time (2467, 6061, 6347: 0.12-0.22 s of user time each, 0.26-0.50
//! s alone at that load); 1.9-2.2 s of user time for all, 14-18 MB. The order of the pairs tried changed little (555k-582k
//! for the orders tried: pyramid pairs or stock pairs first, most freed
//! first), so it stays as it was.

mod relaxed;
#[cfg(test)]
mod tests;

use crate::model::sort::sort_by_key;

use super::engine::depth::DepthFirst;
use super::engine::hash::KeyMap;
use super::engine::Puzzle;
use super::{Answer, Limits, Search};
use crate::games::pyramid::{covering, Pyramid, DISCARDS, PLACES, RECYCLES};
use crate::games::Patience;
use crate::model::moves::Move;
use crate::model::pile::PileId;

/// A Pyramid position for the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    /// Bit `j` set while the `j`th card of the pyramid (of those there at
    /// the start, in reading order) is left.
    left: u32,
    /// Bit `d` set once card `d` of the row is gone.
    gone: u64,
    /// The row's cards before `cut` are the waste, the others the stock.
    cut: u8,
    /// Turns of the waste so far.
    recycles: u8,
    /// Reached by turning the stock from a position of the same cards,
    /// which has tried every pair of the pyramid's own already.
    turned: bool,
    /// The turns of the stock that made this position (1 for any other
    /// move).
    turns: u8,
}

/// The cards of a deal, which never change.
struct Deal {
    /// The place and rank of each card of the pyramid there at the start.
    places: Vec<u8>,
    ranks: Vec<u8>,
    /// The pyramid's cards covering each (as bits of `left`).
    covers: Vec<u32>,
    /// The pyramid's cards each covers (the inverse of `covers`).
    under: Vec<u32>,
    /// The pyramid's cards that can never lie free together with each: those
    /// above it, however far, and those below it.
    related: Vec<u32>,
    /// The pyramid's cards of each rank.
    of_rank: [u32; 14],
    /// The row of stock and waste cards: their ranks, and the cards of
    /// each rank as bits of `gone`.
    row: Vec<u8>,
    row_of_rank: [u64; 14],
    start: State,
    /// The answers of the heap game so far ([`relaxed`]), by its key.
    heap_answers: KeyMap<u64, bool>,
}

/// A card that may be taken: the `j`th of the pyramid, or card `d` of the
/// row.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Free {
    Place(usize),
    Row(usize),
}

impl Deal {
    fn all_row(&self) -> u64 {
        (1u64 << self.row.len()) - 1
    }

    /// The stock's top card, if any.
    fn stock_top(&self, s: &State) -> Option<usize> {
        let rest = !s.gone & self.all_row() & (!0u64 << s.cut);
        (rest != 0).then(|| rest.trailing_zeros() as usize)
    }

    /// The waste's top card, if any.
    fn waste_top(&self, s: &State) -> Option<usize> {
        let before = !s.gone & ((1u64 << s.cut) - 1);
        (before != 0).then(|| 63 - before.leading_zeros() as usize)
    }

    fn rank(&self, f: Free) -> u8 {
        match f {
            Free::Place(j) => self.ranks[j],
            Free::Row(d) => self.row[d],
        }
    }

    fn pile(&self, s: &State, f: Free) -> PileId {
        match f {
            Free::Place(j) => PileId::Column(self.places[j]),
            Free::Row(d) if self.stock_top(s) == Some(d) => PileId::Stock,
            Free::Row(_) => PileId::Waste,
        }
    }

    fn without(&self, s: &State, f: Free) -> State {
        let mut t = State {
            turned: false,
            turns: 1,
            ..*s
        };
        match f {
            Free::Place(j) => t.left &= !(1 << j),
            Free::Row(d) => t.gone |= 1 << d,
        }
        t
    }

    /// The one card left that card `f` of the pyramid could ever go with,
    /// if there is just one: of the rank it needs, in the stock or the
    /// waste or in the pyramid other than above or below it.
    fn sole_partner(&self, s: &State, f: Free) -> Option<Free> {
        let Free::Place(j) = f else { return None };
        let need = usize::from(13 - self.ranks[j]);
        let mates = self.of_rank[need] & s.left & !self.related[j];
        let row = self.row_of_rank[need] & !s.gone;
        match (mates.count_ones(), row.count_ones()) {
            (1, 0) => Some(Free::Place(mates.trailing_zeros() as usize)),
            (0, 1) => Some(Free::Row(row.trailing_zeros() as usize)),
            _ => None,
        }
    }

    /// The waste's cards that can never come back, as bits of `gone`: on
    /// the last pass, those under a card of the waste that can go with
    /// nothing (no card of the rank it needs is left in the pyramid or the
    /// stock: one of the waste lies above or below it, never on top with
    /// it), and that card.
    fn buried(&self, s: &State) -> u64 {
        if u32::from(s.recycles) < RECYCLES {
            return 0;
        }
        let stock = !s.gone & self.all_row() & (!0u64 << s.cut);
        let mut waste = !s.gone & ((1u64 << s.cut) - 1);
        while waste != 0 {
            let d = 63 - waste.leading_zeros() as usize;
            waste &= !(1 << d);
            let rank = self.row[d];
            if rank == 13 {
                continue;
            }
            let need = usize::from(13 - rank);
            if self.of_rank[need] & s.left == 0 && self.row_of_rank[need] & stock == 0 {
                return (2u64 << d) - 1;
            }
        }
        0
    }

    /// How many pyramid cards taking `f` frees.
    fn opens(&self, s: &State, f: Free) -> u32 {
        let Free::Place(j) = f else { return 0 };
        let after = s.left & !(1 << j);
        let mut under = self.under[j] & after;
        let mut opened = 0;
        while under != 0 {
            let k = under.trailing_zeros() as usize;
            under &= under - 1;
            opened += u32::from(after & self.covers[k] == 0);
        }
        opened
    }
}

impl Puzzle for Deal {
    type State = State;
    type Move = Move;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        s.left == 0
    }

    /// The cards left: a bit for each of the pyramid's first cards, then
    /// one for each card of the row above them (at most 52 bits in all:
    /// one deck). Where the stock stands and the turns of the waste are
    /// the order ([`Puzzle::order`]); `turned` and `turns` only say how
    /// the position was reached.
    fn key(&self, s: &State) -> u64 {
        u64::from(s.left) | s.gone << self.ranks.len()
    }

    const ORDERED: bool = true;

    fn times(&self, s: &State) -> usize {
        usize::from(s.turns)
    }

    /// The turns of the waste, then the stock's top card (the row's end
    /// when the stock is empty, so the cards gone between the waste and
    /// the stock do not tell positions apart): turning the stock on, and
    /// the waste over, reaches every later one with the same cards left.
    fn order(&self, s: &State) -> u8 {
        let len = self.row.len();
        let cut = self.stock_top(s).unwrap_or(len) as u8;
        s.recycles * 64 + cut
    }

    /// A king alone when there is one, of the pyramid (taking it only
    /// frees cards) or on top of the stock or the waste (the row without it
    /// offers every move it did, and the turn past it for free); a pair
    /// alone when one of its cards can go with nothing else left (any won
    /// line takes that pair, and taking it now only frees cards); else pairs
    /// that take most from the pyramid and free most, then the turn.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        // The free cards: of the pyramid's (seven at most in a deal, more
        // in a position with gaps), then the waste's and the stock's tops.
        let mut free = [Free::Row(0); PLACES + 2];
        let mut n = 0;
        let mut rest = s.left;
        while rest != 0 {
            let j = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if s.left & self.covers[j] == 0 {
                free[n] = Free::Place(j);
                n += 1;
            }
        }
        for d in [self.waste_top(s), self.stock_top(s)].into_iter().flatten() {
            free[n] = Free::Row(d);
            n += 1;
        }
        let free = &free[..n];
        if let Some(&king) = free.iter().find(|&&f| self.rank(f) == 13) {
            out.push((
                Move::one(self.pile(s, king), DISCARDS),
                self.without(s, king),
            ));
            return;
        }
        // The pairs as (rank in the order tried, a, b), sorted before the
        // positions are made.
        let mut found: Vec<(u32, usize, usize)> = Vec::new();
        for (x, &a) in free.iter().enumerate() {
            for (y, &b) in free.iter().enumerate().skip(x + 1) {
                if self.rank(a) + self.rank(b) != 13 {
                    continue;
                }
                let placed = [a, b]
                    .iter()
                    .filter(|f| matches!(f, Free::Place(_)))
                    .count() as u32;
                if placed == 2 && s.turned {
                    // Taken from the first position of these cards, at a
                    // stock no later than this one (which took it alone
                    // if it had to, and did not turn).
                    continue;
                }
                if self.sole_partner(s, a) == Some(b) || self.sole_partner(s, b) == Some(a) {
                    found.clear();
                    found.push((0, x, y));
                    break;
                }
                let opens = self.opens(s, a) + self.opens(s, b);
                found.push((1 + 4 * (2 - placed) + 2u32.saturating_sub(opens), x, y));
            }
            if found.first().is_some_and(|&(order, _, _)| order == 0) {
                break;
            }
        }
        sort_by_key(&mut found, |&(order, _, _)| order);
        for &(_, x, y) in &found {
            let (a, b) = (free[x], free[y]);
            let mv = Move::Pair {
                a: self.pile(s, a),
                b: self.pile(s, b),
            };
            out.push((mv, self.without(&self.without(s, a), b)));
        }
        if found.first().is_some_and(|&(order, _, _)| order == 0) {
            return;
        }
        if let Some(child) = self.turn_on(s, free) {
            out.push((Move::Draw, child));
        }
    }

    /// Lost when the game with the stock's order forgotten is lost (see
    /// [`relaxed`]).
    fn is_dead(&mut self, s: &State) -> bool {
        let counts = self.heap(s.gone | self.buried(s));
        !self.heap_wins(s.left, counts)
    }
}

impl Deal {
    /// One turn of the stock, or of the waste back into the stock.
    fn turn(&self, s: &State) -> Option<State> {
        if let Some(top) = self.stock_top(s) {
            Some(State {
                cut: top as u8 + 1,
                ..*s
            })
        } else if self.waste_top(s).is_some() && u32::from(s.recycles) < RECYCLES {
            Some(State {
                cut: 0,
                recycles: s.recycles + 1,
                ..*s
            })
        } else {
            None
        }
    }

    /// Turns of the stock on to the next position where a card of the
    /// stock or the waste can go (the ones between offer only the next
    /// turn), counted in `turns`; none if no such position comes.
    fn turn_on(&self, s: &State, free: &[Free]) -> Option<State> {
        let mut wanted = 1u16 << 13;
        for &f in free {
            if let Free::Place(j) = f {
                wanted |= 1 << (13 - self.ranks[j]);
            }
        }
        let mut t = *s;
        for turns in 1..=u8::MAX {
            t = self.turn(&t)?;
            let stock = self.stock_top(&t).map(|d| self.row[d]);
            let waste = self.waste_top(&t).map(|d| self.row[d]);
            let useful = |rank: Option<u8>| rank.is_some_and(|r| wanted & 1 << r != 0);
            let pair = stock.zip(waste).is_some_and(|(a, b)| a + b == 13);
            if useful(stock) || useful(waste) || pair {
                return Some(State {
                    turned: true,
                    turns,
                    ..t
                });
            }
        }
        None
    }

    /// The most pairs between the pyramid's cards `low` and `high`, each
    /// pair of cards neither above nor below the other.
    fn most_pairs(&self, low: u32, high: u32) -> u32 {
        let mut owner = [usize::MAX; PLACES];
        let mut pairs = 0;
        let mut rest = low;
        while rest != 0 {
            let j = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut tried = 0;
            if self.pair_up(j, high, &mut tried, &mut owner) {
                pairs += 1;
            }
        }
        pairs
    }

    /// An augmenting path from card `j` (a bipartite matching).
    fn pair_up(&self, j: usize, high: u32, tried: &mut u32, owner: &mut [usize; PLACES]) -> bool {
        let mut reach = high & !self.related[j] & !*tried;
        while reach != 0 {
            let k = reach.trailing_zeros() as usize;
            reach &= reach - 1;
            *tried |= 1 << k;
            if owner[k] == usize::MAX || self.pair_up(owner[k], high, tried, owner) {
                owner[k] = j;
                return true;
            }
        }
        false
    }
}

/// A search over Pyramid positions from a given game.
pub struct PyramidSearch(DepthFirst<Deal>);

impl PyramidSearch {
    pub fn new(game: &Pyramid, limits: Limits) -> PyramidSearch {
        PyramidSearch(DepthFirst::new(Deal::new(game), limits.max_states))
    }
}

/// The search's moves from `game`, for the differential test: a king
/// is taken alone, and a pair alone when one of its cards has no other
/// partner left (see [`Deal::children`]), and the stock is turned only
/// when a turn brings up a card that takes part in a move
/// ([`Deal::turn_on`]).
#[cfg(test)]
pub(crate) fn generated(game: &Pyramid) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&Deal::new(game)),
        prunings: &[
            Pruning::SafeHomeAlone,
            Pruning::SolePartnerAlone,
            Pruning::DrawLeadsNowhere,
        ],
        incomplete: false,
    })
}

impl Deal {
    /// The search's deal from `game`.
    fn new(game: &Pyramid) -> Deal {
        let mut index = [usize::MAX; PLACES];
        let mut places = Vec::new();
        let mut ranks = Vec::new();
        for (i, place) in game.places().iter().enumerate() {
            if let Some(card) = place.top() {
                index[i] = places.len();
                places.push(i as u8);
                ranks.push(card.rank().value());
            }
        }
        let n = places.len();
        let mut covers = vec![0u32; n];
        let mut of_rank = [0u32; 14];
        for j in 0..n {
            let i = usize::from(places[j]);
            of_rank[usize::from(ranks[j])] |= 1 << j;
            if let Some(cover) = covering(i) {
                for c in cover {
                    if index[c] != usize::MAX {
                        covers[j] |= 1 << index[c];
                    }
                }
            }
        }
        // Above: the covers of the covers, and so on (a lower row's
        // places come later, so walk from the bottom up).
        let mut above = covers.clone();
        for j in (0..n).rev() {
            let mut reach = covers[j];
            while reach != 0 {
                let k = reach.trailing_zeros() as usize;
                reach &= reach - 1;
                above[j] |= above[k];
            }
        }
        let mut related = above.clone();
        for (j, &over) in above.iter().enumerate() {
            for (k, rel) in related.iter_mut().enumerate() {
                if over & 1 << k != 0 {
                    *rel |= 1 << j;
                }
            }
        }
        let mut row: Vec<u8> = Vec::new();
        if let Some(waste) = game.pile(PileId::Waste) {
            row.extend(waste.cards().iter().map(|c| c.rank().value()));
        }
        let cut = row.len() as u8;
        if let Some(stock) = game.pile(PileId::Stock) {
            row.extend(stock.cards().iter().rev().map(|c| c.rank().value()));
        }
        let mut row_of_rank = [0u64; 14];
        for (d, &r) in row.iter().enumerate() {
            row_of_rank[usize::from(r)] |= 1 << d;
        }
        Deal {
            places,
            ranks,
            under: (0..n)
                .map(|j| {
                    (0..n)
                        .filter(|&k| covers[k] & 1 << j != 0)
                        .fold(0, |u, k| u | 1 << k)
                })
                .collect(),
            covers,
            related,
            of_rank,
            row,
            row_of_rank,
            start: State {
                left: ((1u64 << n) - 1) as u32,
                gone: 0,
                cut,
                recycles: game.recycles().min(RECYCLES) as u8,
                turned: false,
                turns: 1,
            },
            heap_answers: KeyMap::default(),
        }
    }
}

impl Search for PyramidSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        self.0.step(budget)
    }

    fn states(&self) -> usize {
        self.0.states()
    }
}
