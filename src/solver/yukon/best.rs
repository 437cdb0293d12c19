//! A best-first search over a [`Puzzle`]: the position with the lowest
//! estimate is expanded next (the newest among equals), every position
//! kept with the move that made it, so a win is read back along the
//! parents. It searches every position reachable before it gives up, as
//! the depth-first search does, so it proves a deal lost the same way;
//! it finds wins far sooner where one early move decides (see the module
//! doc of [`super`] for the figures).
//!
//! It is Yukon's own, not the engine's ([`crate::solver::engine::best`]),
//! for what that one does otherwise: it tests a position dead
//! ([`Puzzle::is_dead`]) when it takes it from the queue, not when it
//! finds it, and the two passes of [`super::YukonSearch`] take turns by
//! expansions, so on the engine's search the turns, and so the answers,
//! would change; a child's key and estimate are worked out from its
//! parent's before it is made ([`Estimate::plans`]), where the engine
//! asks a child's score of the child; and its queue is a bucket per
//! estimate ([`Open`]), not a heap.

use super::super::engine::Puzzle;
use super::super::tree::line_to;
use super::super::{Answer, Limits, Search};
use crate::model::moves::Move;
use crate::solver::engine::table::Seen;
use crate::solver::open::Open;

/// A puzzle whose positions can be ranked by how far from a win they look.
pub(crate) trait Estimate: Puzzle<State: Copy, Move = Move> {
    /// A move from a position, with what making its child needs.
    type Plan: Copy + Send;

    /// Lower is closer to a win.
    fn estimate(&self, state: &Self::State) -> u32;

    /// The moves of [`Puzzle::children`] in the order they are tried, each
    /// with its child's key (which a puzzle may find faster from its
    /// parent's `key`), added to `out`: the children are not made yet, so
    /// one already seen costs its key alone.
    fn plans(&self, state: &Self::State, key: u64, out: &mut Vec<(u64, Self::Plan)>);

    /// The child `plan` makes from `state`, whose estimate is `estimate`:
    /// its move, position and estimate.
    fn make_plan(
        &self,
        state: &Self::State,
        estimate: u32,
        plan: Self::Plan,
    ) -> (Move, Self::State, u32);

    /// The children of `state` with their keys and estimates, in the order
    /// tried, added to `out` (for the tests: the search makes only the new).
    #[cfg(test)]
    fn keyed_children(
        &self,
        state: &Self::State,
        key: u64,
        estimate: u32,
        out: &mut Vec<Child<Self::State>>,
    ) {
        let mut plans = Vec::new();
        self.plans(state, key, &mut plans);
        out.extend(plans.into_iter().map(|(key, plan)| {
            let (_, state, estimate) = self.make_plan(state, estimate, plan);
            Child {
                state,
                key,
                estimate,
            }
        }));
    }
}

/// A child found by [`Estimate::keyed_children`].
#[cfg(test)]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Child<S> {
    pub(crate) state: S,
    pub(crate) key: u64,
    pub(crate) estimate: u32,
}

/// A kept position: the move that made it, its parent's index, and its
/// key (its children's are found from it).
struct Node<S> {
    state: S,
    key: u64,
    via: Move,
    parent: u32,
}

pub(crate) struct BestFirst<P: Estimate> {
    puzzle: P,
    limits: Limits,
    nodes: Vec<Node<P::State>>,
    /// The indices waiting, the lowest estimate then the newest first.
    open: Open,
    seen: Seen,
    /// The expanded position's moves, reused.
    plans: Vec<(u64, P::Plan)>,
    answer: Option<Answer>,
    kept: usize,
}

impl<P: Estimate> BestFirst<P> {
    pub(crate) fn new(puzzle: P, limits: Limits) -> BestFirst<P> {
        let start = puzzle.start();
        let mut search = BestFirst {
            puzzle,
            limits,
            nodes: Vec::new(),
            open: Open::new(),
            seen: Seen::new(),
            plans: Vec::new(),
            answer: None,
            kept: 0,
        };
        if search.puzzle.is_won(&start) {
            search.answer = Some(Answer::Solved(Vec::new()));
        } else {
            let key = search.puzzle.key(&start);
            search.seen.insert(key);
            let estimate = search.puzzle.estimate(&start);
            search.add(start, key, Move::Draw, u32::MAX, estimate);
        }
        search
    }

    fn add(&mut self, state: P::State, key: u64, via: Move, parent: u32, estimate: u32) {
        let index = self.nodes.len() as u32;
        self.nodes.push(Node {
            state,
            key,
            via,
            parent,
        });
        self.open.push(estimate, index);
    }

    /// The moves from the start to node `index`, then `last`.
    fn line(&self, index: u32, last: Move) -> Vec<Move> {
        let mut line = line_to(&self.nodes, index, |n| (n.parent, n.via));
        line.push(last);
        line
    }

    fn expand(&mut self) {
        let Some((estimate, index)) = self.open.pop() else {
            self.answer = Some(Answer::Unwinnable);
            return;
        };
        let Node { state, key, .. } = self.nodes[index as usize];
        if self.puzzle.is_dead(&state) {
            return;
        }
        self.plans.clear();
        self.puzzle.plans(&state, key, &mut self.plans);
        // The keys' slots are read from memory together, not one by one
        // between the children's making: deal 20 at 1,000,000 positions,
        // 0.98 s of CPU against 1.18 s.
        for &(key, _) in &self.plans {
            self.seen.prefetch(key);
        }
        for i in 0..self.plans.len() {
            let (key, plan) = self.plans[i];
            if !self.seen.insert(key) {
                continue;
            }
            let (mv, child, child_estimate) = self.puzzle.make_plan(&state, estimate, plan);
            if self.puzzle.is_won(&child) {
                self.answer = Some(Answer::Solved(self.line(index, mv)));
                return;
            }
            if self.seen.len() >= self.limits.max_states {
                self.answer = Some(Answer::Undecided);
                return;
            }
            self.add(child, key, mv, index, child_estimate);
        }
    }
}

impl<P: Estimate> BestFirst<P> {
    /// Frees the search's memory, keeping its count of positions.
    pub(crate) fn end(&mut self) {
        if !self.nodes.is_empty() {
            self.kept = self.seen.len();
            self.nodes = Vec::new();
            self.open = Open::new();
            self.seen = Seen::new();
        }
    }
}

impl<P: Estimate> Search for BestFirst<P> {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        for _ in 0..budget {
            if self.answer.is_some() {
                break;
            }
            self.expand();
        }
        if self.answer.is_some() {
            self.end();
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.kept.max(self.seen.len())
    }
}
