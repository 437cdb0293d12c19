//! TriPeaks solver, *thoughtful*: it sees the face-down cards and knows
//! the order of the stock. A position is the set of places still holding
//! a card, how many cards the stock has turned, and the rank on the waste;
//! see [`super::engine::depth`] for the search.

mod chains;
#[cfg(test)]
mod tests;

use super::engine::depth::DepthFirst;
use super::engine::Puzzle;
use super::{Answer, Limits, Search};
use crate::games::tripeaks::{covering, TriPeaks, PLACES};
use crate::games::Patience;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;

/// A TriPeaks position for the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    /// Bit `i` set while place `i` holds its card.
    left: u32,
    drawn: u8,
    /// The waste's top rank, 0 for an empty waste.
    waste: u8,
}

/// The cards of a deal, which never change.
struct Deal {
    /// The rank at each place (0 for an empty place).
    ranks: [u8; PLACES],
    /// The places covering each place.
    covers: [u32; PLACES],
    /// The places each place lies over, however far up: they go after it.
    under: [u32; PLACES],
    /// The places of each rank.
    of_rank: [u32; 14],
    /// The stock's ranks in the order they turn.
    stock: Vec<u8>,
    start: State,
    /// The stock's cards by rank for the matching ([`chains`]), when the
    /// stock is short enough.
    stock_of_rank: Option<[u128; 14]>,
}

/// The ranks one from `r`, king and ace wrapping.
fn neighbours(r: u8) -> [u8; 2] {
    [r % 13 + 1, (r + 11) % 13 + 1]
}

fn fits(card: u8, waste: u8) -> bool {
    waste == 0 || neighbours(waste).contains(&card)
}

impl Deal {
    fn free(&self, s: &State, i: usize) -> bool {
        s.left & 1 << i != 0 && s.left & self.covers[i] == 0
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

    /// The whole position, packed: the 28 places' bits, six bits for the
    /// cards turned (a stock holds fewer than 52), four for the waste's
    /// rank (0 for none, 1-13), apart. Which cards lie face up follows
    /// from the places left; the waste's suit is left out, since what
    /// goes on it goes by rank alone.
    fn key(&self, s: &State) -> u64 {
        u64::from(s.left) | u64::from(s.drawn) << 28 | u64::from(s.waste) << 34
    }

    /// Cards that uncover another first, then the others (peak tops and
    /// upper rows first), the draw last.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let mut found: [(u8, usize); PLACES] = [(0, 0); PLACES];
        let mut n = 0;
        for i in 0..PLACES {
            if self.free(s, i) && fits(self.ranks[i], s.waste) {
                let after = s.left & !(1 << i);
                let opens = (0..PLACES)
                    .filter(|&j| self.covers[j] & 1 << i != 0)
                    .any(|j| after & 1 << j != 0 && after & self.covers[j] == 0);
                found[n] = (u8::from(!opens), i);
                n += 1;
            }
        }
        sort_by_key(&mut found[..n], |x| *x);
        for &(_, i) in &found[..n] {
            let child = State {
                left: s.left & !(1 << i),
                drawn: s.drawn,
                waste: self.ranks[i],
            };
            out.push((Move::one(PileId::Column(i as u8), PileId::Waste), child));
        }
        if let Some(&rank) = self.stock.get(usize::from(s.drawn)) {
            out.push((
                Move::Draw,
                State {
                    left: s.left,
                    drawn: s.drawn + 1,
                    waste: rank,
                },
            ));
        }
    }

    /// A card left in the peaks that nothing left could lie under: no
    /// card one rank from it in the stock, on the waste, or in the peaks
    /// other than above it (cheap, and it decides most); else when the
    /// cards left cannot each be matched to a card to follow ([`chains`]).
    fn is_dead(&mut self, s: &State) -> bool {
        let mut in_stock = [false; 14];
        for &r in &self.stock[usize::from(s.drawn)..] {
            in_stock[usize::from(r)] = true;
        }
        in_stock[usize::from(s.waste)] = true;
        let mut left = s.left;
        while left != 0 {
            let i = left.trailing_zeros() as usize;
            left &= left - 1;
            let helped = neighbours(self.ranks[i]).iter().any(|&r| {
                in_stock[usize::from(r)]
                    || self.of_rank[usize::from(r)] & s.left & !self.under[i] != 0
            });
            if !helped {
                return true;
            }
        }
        self.stock_of_rank
            .as_ref()
            .is_some_and(|stock| chains::short(self, stock, s))
    }
}

/// A search over TriPeaks positions from a given game.
pub struct TriPeaksSearch(DepthFirst<Deal>);

impl TriPeaksSearch {
    pub fn new(game: &TriPeaks, limits: Limits) -> TriPeaksSearch {
        TriPeaksSearch(DepthFirst::new(Deal::new(game), limits.max_states))
    }
}

/// The search's moves from `game`, for the differential test: it prunes
/// none.
#[cfg(test)]
pub(crate) fn generated(game: &TriPeaks) -> Option<super::differential::Generated> {
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&Deal::new(game)),
        prunings: &[],
        incomplete: false,
    })
}

impl Deal {
    /// The search's deal from `game`.
    fn new(game: &TriPeaks) -> Deal {
        let mut ranks = [0u8; PLACES];
        let mut covers = [0u32; PLACES];
        let mut of_rank = [0u32; 14];
        let mut left = 0u32;
        for (i, place) in game.peaks().iter().enumerate() {
            if let Some(card) = place.top() {
                ranks[i] = card.rank().value();
                of_rank[usize::from(ranks[i])] |= 1 << i;
                left |= 1 << i;
            }
            if let Some([a, b]) = covering(i) {
                covers[i] = 1 << a | 1 << b;
            }
        }
        // A place lies over the places it covers...
        let mut under = [0u32; PLACES];
        for (i, &cover) in covers.iter().enumerate() {
            let mut reach = cover;
            while reach != 0 {
                let j = reach.trailing_zeros() as usize;
                reach &= reach - 1;
                under[j] |= 1 << i;
            }
        }
        // ...and over what those lie over: top row first, so each place's
        // upper neighbours are closed before it.
        for i in 0..PLACES {
            let mut reach = under[i];
            let mut all = reach;
            while reach != 0 {
                let j = reach.trailing_zeros() as usize;
                reach &= reach - 1;
                all |= under[j];
            }
            under[i] = all;
        }
        let mut stock: Vec<u8> = game.pile(PileId::Stock).map_or_else(Vec::new, |p| {
            p.cards().iter().map(|c| c.rank().value()).collect()
        });
        stock.reverse();
        let waste = game
            .pile(PileId::Waste)
            .and_then(|p| p.top())
            .map_or(0, |c| c.rank().value());
        let stock_of_rank = chains::stock_of_rank(&stock);
        Deal {
            stock_of_rank,
            ranks,
            covers,
            under,
            of_rank,
            stock,
            start: State {
                left,
                drawn: 0,
                waste,
            },
        }
    }
}

impl Search for TriPeaksSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        self.0.step(budget)
    }

    fn states(&self) -> usize {
        self.0.states()
    }
}
