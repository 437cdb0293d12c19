//! The searches FreeCell runs, one after the other, all the engine's in
//! place ([`Game`]): soft depth-first runs ([`SoftDepth`]) under the
//! orderings of [`ORDERS`], each with a fresh table and its own count of
//! positions; then, for a deal none has decided, a portfolio of weighted
//! best-first searches ([`Remade`], weights in [`PORTFOLIO`]) with what
//! is left of the limit. Only the current search's positions are kept.
//! Most deals fall to the first run after a few hundred positions. (A
//! cheaper per-move score without making the child — moves home, then
//! builds, then empty columns, then cells — left one deal in eight
//! undecided after 60,000 positions, against one in forty.) The
//! portfolio finds shorter lines and copes better with hard deals.
//! Exhausting the space proves a deal lost, whichever search does it.

use crate::solver::engine::remade::Remade;
use crate::solver::engine::soft::SoftDepth;
use crate::solver::engine::Outcome;

use super::eval::Weights;
use super::game::Game;
use super::pos::{IMove, Pos};

/// The orderings the depth-first runs take in turn, with the positions each
/// may store before the next run (or, after the last, the best-first
/// portfolio) takes over. Chosen by measuring nineteen orderings alone on
/// deals 1–3000 (the positions each needs to solve each deal), taking one
/// after the other the ordering that saves most after the ones before, then
/// the runs' lengths the same way. On deals 3001–6000, not used to choose,
/// the orderings took 17% fewer instructions than the five used before.
/// Two more runs followed these, `greedy(4, 2, 1, 4, 2)` and
/// `greedy(6, 6, 0, 3, 0)` of 1,000 positions each, until positions (the
/// best-first search's most of all) had grown cheaper: then, without them,
/// deals 8001–12000 and 16001–20000 took 3.8% and 3.2% fewer instructions
/// (without the third as well, 3.2% fewer on the first range), and a first
/// run of 500 positions 0.7–0.8% fewer than 700 (300, 400 and 1,000 more).
/// Once more cards went home at once ([`Pos::safe_home`]), a third run of
/// 800 positions instead of 2,000 took 2.8% and 2.9% fewer instructions on
/// the two ranges (400 and 600 about the same on the first; none at all,
/// 1% more; a fourth run after it, more).
const ORDERS: [(Weights, usize); 3] = [
    (Weights::greedy(3, 1, 1, 4, 3), 500),
    (Weights::greedy(4, 2, 0, 5, 2), 1_500),
    (Weights::greedy(3, 2, 2, 4, 3), 800),
];

/// The depth-first runs of [`ORDERS`], then the [`Portfolio`].
pub(super) struct Combo<const CAP: usize> {
    start: Pos<CAP>,
    max_states: usize,
    run: usize,
    used: usize,
    dfs: Option<SoftDepth<Game<CAP>>>,
    portfolio: Option<Portfolio<CAP>>,
}

impl<const CAP: usize> Combo<CAP> {
    pub fn new(start: Pos<CAP>, max_states: usize) -> Combo<CAP> {
        let (weights, most) = ORDERS[0];
        let game = Game { start, weights };
        Combo {
            start,
            max_states,
            run: 0,
            used: 0,
            dfs: Some(SoftDepth::new(game, max_states.min(most))),
            portfolio: None,
        }
    }

    pub fn states(&self) -> usize {
        self.dfs.as_ref().map_or(0, |d| d.states())
            + self.portfolio.as_ref().map_or(0, |p| p.states())
    }

    /// Works at most `budget` steps; the outcome once there is one.
    pub fn step(&mut self, budget: u32) -> Option<&Outcome<IMove>> {
        if let Some(dfs) = &mut self.dfs {
            match dfs.step(budget) {
                Outcome::Going => return None,
                Outcome::Full if self.max_states > ORDERS[self.run].1 => {
                    // The rest of this slice is not carried over, which
                    // keeps the count the same however the work is sliced.
                    self.used = self.used.max(dfs.states());
                    self.run += 1;
                    if let Some(&(weights, most)) = ORDERS.get(self.run) {
                        let most = most.min(self.max_states);
                        let game = Game {
                            start: self.start,
                            weights,
                        };
                        self.dfs = self.dfs.take().map(|dfs| dfs.again(game, most));
                    } else {
                        self.dfs = None;
                        let rest = self.max_states - self.used;
                        self.portfolio = Some(Portfolio::new(self.start, rest));
                    }
                    return None;
                }
                _ => return self.dfs.as_ref().map(|dfs| dfs.outcome()),
            }
        }
        let portfolio = self.portfolio.as_mut()?;
        portfolio.step(budget)
    }
}

/// Positions each search of the portfolio stores alone before the next
/// one starts.
const SWITCH: usize = 40_000;

/// The weightings of the portfolio, in the order they start. The order and
/// [`SWITCH`] were chosen by measuring each weighting alone on the 703 deals
/// of 1–32000 that took over 2 ms, then working out the positions each
/// order would take: [`Weights::THIRD_BF`] alone needs the fewest, and this
/// order with 40,000 needs 12% fewer than the earlier one with 20,000
/// (deals 1–32000 went from 12.8 s to 12.3 s).
const PORTFOLIO: [Weights; 5] = [
    Weights::THIRD_BF,
    Weights::FOURTH_BF,
    Weights::SECOND,
    Weights::FIFTH_BF,
    Weights::PRIMARY,
];

/// Searches of the same position under different weightings
/// ([`PORTFOLIO`]; each starts once the ones before have stored [`SWITCH`]
/// positions apiece), taking one expansion each in turn. Whichever answers
/// first answers: a line from any is a line, and any one exhausting its
/// space proves the game lost. The limit counts the positions of all.
pub(super) struct Portfolio<const CAP: usize> {
    start: Pos<CAP>,
    max_states: usize,
    searches: Vec<Remade<Game<CAP>>>,
    turn: usize,
    outcome: Outcome<IMove>,
}

impl<const CAP: usize> Portfolio<CAP> {
    pub fn new(start: Pos<CAP>, max_states: usize) -> Portfolio<CAP> {
        let game = Game {
            start,
            weights: PORTFOLIO[0],
        };
        let mut first = Remade::new(game, max_states);
        let outcome = first.step(0).clone();
        Portfolio {
            start,
            max_states,
            searches: vec![first],
            turn: 0,
            outcome,
        }
    }

    pub fn states(&self) -> usize {
        self.searches.iter().map(|e| e.states()).sum()
    }

    /// Expands at most `budget` positions (over all searches).
    pub fn step(&mut self, budget: u32) -> Option<&Outcome<IMove>> {
        for _ in 0..budget {
            if !matches!(self.outcome, Outcome::Going) {
                break;
            }
            let n = self.searches.len();
            if n < PORTFOLIO.len() && self.searches[n - 1].states() > SWITCH {
                let game = Game {
                    start: self.start,
                    weights: PORTFOLIO[n],
                };
                self.searches.push(Remade::new(game, self.max_states));
            }
            let turn = self.turn % self.searches.len();
            if !matches!(self.searches[turn].step(1), Outcome::Going) {
                self.outcome = self.searches[turn].step(0).clone();
            } else if self.states() > self.max_states {
                self.outcome = Outcome::Full;
            }
            self.turn = (turn + 1) % self.searches.len();
        }
        (!matches!(self.outcome, Outcome::Going)).then_some(&self.outcome)
    }
}
