//! Golf solver, *thoughtful*: it knows the order of the stock. A position
//! is how many cards each column has left, how many the stock has turned,
//! and the rank on the waste (all the rest of the game depends on); see
//! [`super::engine::depth`] for the search.
//!
//! Three quarters of the deals are lost, so the bound decides its speed:
//! with counting alone (a neighbour for each card, runs against starts)
//! deals 1-300 took 53M positions, the most 1.14M (deal 113), and some
//! deals of 1-10000 passed a second; with the matching of [`chains`]
//! 4.5M, the most 260k, and on 1-2000 the most 514k (deal 621, about
//! 0.2 s of user time).

mod chains;
#[cfg(test)]
mod tests;

use super::engine::depth::DepthFirst;
use super::engine::Puzzle;
use super::{Answer, Limits, Search};
use crate::games::described::Described;
use crate::games::Patience;
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;

/// Golf's columns, as its description deals them.
pub(crate) const COLUMNS: usize = 7;

/// A Golf position for the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    heights: [u8; COLUMNS],
    /// Cards turned from the stock so far.
    drawn: u8,
    /// The waste's top rank, 0 for an empty waste.
    waste: u8,
}

/// The cards of a deal, which never change: the search only counts.
struct Deal {
    columns: Vec<Vec<Card>>,
    /// The stock in the order it turns (its top first).
    stock: Vec<Card>,
    start: State,
    /// The matching bound ([`chains`]), when the columns are small enough.
    chains: Option<chains::Chains>,
}

/// Whether a card of rank `card` goes on a waste of rank `waste`.
fn fits(card: u8, waste: u8) -> bool {
    waste == 0 || (waste != 13 && card.abs_diff(waste) == 1)
}

impl Puzzle for Deal {
    type State = State;
    type Move = Move;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        s.heights.iter().all(|&h| h == 0)
    }

    /// The whole position, packed: six bits for each column's height,
    /// six for the cards turned, four for the waste's rank (0 for none,
    /// 1-13), 52 bits apart ([`GolfSearch::new`] leaves a column or a
    /// stock too tall for six bits undecided). The waste's suit is left
    /// out: what goes on it goes by rank alone.
    fn key(&self, s: &State) -> u64 {
        let mut key = 0u64;
        for &h in &s.heights {
            key = key << 6 | u64::from(h);
        }
        key << 10 | u64::from(s.drawn) << 4 | u64::from(s.waste)
    }

    /// Column cards first, from the tallest column; the draw last.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let mut order: [usize; COLUMNS] = std::array::from_fn(|n| n);
        sort_by_key(&mut order, |&n| std::cmp::Reverse(s.heights[n]));
        for n in order {
            let h = usize::from(s.heights[n]);
            if h == 0 {
                break;
            }
            let rank = self.columns[n][h - 1].rank().value();
            if fits(rank, s.waste) {
                let mut child = *s;
                child.heights[n] -= 1;
                child.waste = rank;
                out.push((Move::one(PileId::Column(n as u8), PileId::Waste), child));
            }
        }
        if let Some(card) = self.stock.get(usize::from(s.drawn)) {
            let mut child = *s;
            child.drawn += 1;
            child.waste = card.rank().value();
            out.push((Move::Draw, child));
        }
    }

    /// Lost when the column cards left cannot each be matched to a card
    /// to follow ([`chains`], which says all that counting does and more,
    /// and costs less: 1.44 s of user time on deals 600-700 against 1.70 s
    /// with counting first, the same positions); counting when the
    /// columns are too tall for it.
    fn is_dead(&mut self, s: &State) -> bool {
        match &self.chains {
            Some(chains) => chains.short(s),
            None => self.counts_short(s),
        }
    }
}

impl Deal {
    /// Two ways a position is seen to be lost. A column card that nothing
    /// left could ever lie under: no card one rank from it (not a king,
    /// which takes nothing) in the stock, on the waste or in a column
    /// other than below it. Or more cards that must end a run of plays
    /// than runs left: a run starts on the waste's card or on a card
    /// turned from the stock (not a king), and ends on a king, or on a
    /// card no column card left one rank from it can follow (none other
    /// than above it in its own column).
    fn counts_short(&self, s: &State) -> bool {
        let stock = &self.stock[usize::from(s.drawn)..];
        let starts =
            stock.iter().filter(|c| c.rank().value() != 13).count() + usize::from(s.waste != 13);
        // Ranks 1..=13 at their own index; 0 and 14 stay empty.
        let mut in_columns = [0u8; 15];
        for (n, column) in self.columns.iter().enumerate() {
            for card in &column[..usize::from(s.heights[n])] {
                in_columns[usize::from(card.rank().value())] += 1;
            }
        }
        let mut avail = in_columns;
        if s.waste != 13 {
            avail[usize::from(s.waste)] += 1;
        }
        for card in stock {
            avail[usize::from(card.rank().value())] += 1;
        }
        avail[0] = 0;
        avail[13] = 0;
        let mut ends = 0;
        for (n, column) in self.columns.iter().enumerate() {
            let column = &column[..usize::from(s.heights[n])];
            // Cards below (played after) and above (played before).
            let mut below = [0u8; 15];
            for card in column {
                let r = usize::from(card.rank().value());
                if avail[r - 1] <= below[r - 1] && avail[r + 1] <= below[r + 1] {
                    return true;
                }
                below[r] += 1;
            }
            let mut above = [0u8; 15];
            for card in column.iter().rev() {
                let r = usize::from(card.rank().value());
                let follows = |x: usize| in_columns[x] > above[x];
                if r == 13 || !(follows(r - 1) || follows(r + 1)) {
                    ends += 1;
                }
                above[r] += 1;
            }
        }
        ends > starts
    }
}

/// A search over Golf positions from a given game.
pub struct GolfSearch(Result<DepthFirst<Deal>, Answer>);

impl GolfSearch {
    pub fn new(game: &Described, limits: Limits) -> GolfSearch {
        GolfSearch(deal(game).map(|deal| DepthFirst::new(deal, limits.max_states)))
    }
}

/// The search's moves from `game`, for the differential test: it prunes
/// none.
#[cfg(test)]
pub(crate) fn generated(game: &Described) -> Option<super::differential::Generated> {
    let deal = deal(game).ok()?;
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&deal),
        prunings: &[],
        incomplete: false,
    })
}

/// The search's deal from `game`; the answer at once for a position it
/// cannot hold (or a game not laid out as Golf is).
fn deal(game: &Described) -> Result<Deal, Answer> {
    if game.columns().len() != COLUMNS {
        return Err(Answer::Undecided);
    }
    let columns: Vec<Vec<Card>> = game.columns().iter().map(|c| c.cards().to_vec()).collect();
    let mut stock: Vec<Card> = game
        .pile(PileId::Stock)
        .map_or_else(Vec::new, |p| p.cards().to_vec());
    stock.reverse();
    // Columns too tall, or a stock too long, for the key (notation only).
    if columns.iter().any(|c| c.len() > 63) || stock.len() > 63 {
        return Err(Answer::Undecided);
    }
    let waste = game
        .pile(PileId::Waste)
        .and_then(|p| p.top())
        .map_or(0, |c| c.rank().value());
    let start = State {
        heights: std::array::from_fn(|n| columns[n].len() as u8),
        drawn: 0,
        waste,
    };
    let mut deal = Deal {
        columns,
        stock,
        start,
        chains: None,
    };
    deal.chains = chains::Chains::new(&deal);
    Ok(deal)
}

impl Search for GolfSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match &mut self.0 {
            Ok(search) => search.step(budget),
            Err(answer) => Some(answer.clone()),
        }
    }

    fn states(&self) -> usize {
        self.0.as_ref().map_or(0, |s| s.states())
    }
}
