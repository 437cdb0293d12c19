//! Gypsy's best-first search: the one Forty & Eight's solver uses
//! ([`crate::solver::fortyeight::best`], whose doc says how it works:
//! the open positions kept apart by stage, each stage a share of the
//! expansions), over Gypsy's positions, with two changes that leave every
//! answer and every position the same: the keys are kept in a set of
//! Gypsy's own ([`Seen`]), where the standard set's insert was a sixth of
//! the time in `perf`, and the children are read where they were made,
//! not copied out of the list one by one. Same order of expansions, same
//! ties, same answers: the check was every deal's output unchanged.
use std::collections::BinaryHeap;

use super::seen::Seen;
use super::{Deal, State};
use crate::model::moves::Move;
use crate::solver::fortyeight::best::Ranked;
use crate::solver::small::Puzzle;
use crate::solver::tree::line_to;
use crate::solver::{Answer, Limits, Search};

/// The expansions a stage may make more than it has each round (as
/// Forty & Eight's search).
const STAGE_BUDGET: usize = 50;

/// An open position: its score, its node, and where its state lies in
/// [`BestFirst::states`].
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Open(i32, u32, u32);

/// A resumable best-first search of a Gypsy deal.
pub(super) struct BestFirst {
    puzzle: Deal,
    limits: Limits,
    /// Each position reached: the node it came from and the move.
    ways: Vec<(u32, Move)>,
    /// The open positions of each stage.
    open: Vec<BinaryHeap<Open>>,
    /// The open positions' states, and the places in it of those
    /// expanded, to be used again.
    states: Vec<State>,
    free: Vec<u32>,
    /// Expansions each stage has made.
    used: Vec<usize>,
    /// Expansions a stage may make this round.
    budget: usize,
    seen: Seen,
    children: Vec<(Move, State)>,
    answer: Option<Answer>,
    kept: usize,
}

impl BestFirst {
    pub(super) fn new(puzzle: Deal, limits: Limits) -> BestFirst {
        let start = puzzle.start();
        let mut search = BestFirst {
            limits,
            ways: vec![(0, Move::Draw)],
            open: Vec::new(),
            states: Vec::new(),
            free: Vec::new(),
            used: Vec::new(),
            budget: STAGE_BUDGET,
            seen: Seen::new(),
            children: Vec::new(),
            answer: None,
            kept: 0,
            puzzle,
        };
        if search.puzzle.is_won(&start) {
            search.answer = Some(Answer::Solved(Vec::new()));
        } else {
            search.seen.insert(search.puzzle.key(&start));
            let score = search.puzzle.score(&start);
            search.push(score, 0, &start);
        }
        search
    }

    /// The puzzle searched.
    pub(super) fn puzzle(&self) -> &Deal {
        &self.puzzle
    }

    /// The moves from the start to node `n`.
    fn line(&self, n: u32) -> Vec<Move> {
        line_to(&self.ways, n, |&way| way)
    }

    fn push(&mut self, score: i32, node: u32, state: &State) {
        let stage = self.puzzle.stage(state);
        if self.open.len() <= stage {
            self.open.resize_with(stage + 1, BinaryHeap::new);
            self.used.resize(stage + 1, 0);
        }
        let slot = match self.free.pop() {
            Some(slot) => {
                self.states[slot as usize] = *state;
                slot
            }
            None => {
                self.states.push(*state);
                (self.states.len() - 1) as u32
            }
        };
        self.open[stage].push(Open(score, node, slot));
    }

    /// The stage to expand next: of those within their budget, the one
    /// whose best position scores highest (the later stage among equals);
    /// with none left, a new round. None when no position is open.
    fn pick(&mut self) -> Option<usize> {
        loop {
            let best = (0..self.open.len())
                .filter_map(|k| self.open[k].peek().map(|o| (k, o.0)))
                .filter(|&(k, _)| self.used[k] < self.budget)
                .max_by_key(|&(k, score)| (score, k));
            if let Some((k, _)) = best {
                return Some(k);
            }
            if self.open.iter().all(BinaryHeap::is_empty) {
                return None;
            }
            self.budget += STAGE_BUDGET;
        }
    }

    fn expand(&mut self) {
        let Some(k) = self.pick() else {
            self.answer = Some(Answer::Unwinnable);
            return;
        };
        self.used[k] += 1;
        let Open(_, node, slot) = self.open[k].pop().expect("a stage with positions");
        self.free.push(slot);
        let mut children = std::mem::take(&mut self.children);
        children.clear();
        self.puzzle
            .children(&self.states[slot as usize], &mut children);
        for (mv, child) in &children {
            if !self.seen.insert(self.puzzle.key(child)) {
                continue;
            }
            self.ways.push((node, *mv));
            let n = (self.ways.len() - 1) as u32;
            if self.puzzle.is_won(child) {
                self.answer = Some(Answer::Solved(self.line(n)));
                break;
            }
            if self.ways.len() >= self.limits.max_states {
                self.answer = Some(Answer::Undecided);
                break;
            }
            let score = self.puzzle.score(child);
            self.push(score, n, child);
        }
        self.children = children;
    }
}

impl Search for BestFirst {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        for _ in 0..budget {
            if self.answer.is_some() {
                break;
            }
            self.expand();
        }
        if self.answer.is_some() && !self.ways.is_empty() {
            // Free the search's memory; only the answer is kept.
            self.kept = self.ways.len();
            self.ways = Vec::new();
            self.open = Vec::new();
            self.states = Vec::new();
            self.free = Vec::new();
            self.seen = Seen::new();
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.kept.max(self.ways.len())
    }
}
