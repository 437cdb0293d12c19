//! Best first by an estimate: every position found waits in one queue and
//! the one that looks nearest a win of all is expanded next (not the most
//! promising child of the latest, as depth first). It finds short lines
//! in few positions where the estimate is good, but keeps every position
//! it has not expanded yet, whole: a search that must go through
//! everything is better depth first ([`super::depth`]).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::table::Seen;
use super::{Outcome, Searchable};
use crate::solver::tree::line_to;

/// One position found: the way to it, and the position itself until it
/// is expanded.
struct Node<S: Searchable> {
    parent: u32,
    via: Option<S::Move>,
    state: Option<S>,
}

/// A resumable best-first search.
pub(crate) struct BestFirst<S: Searchable> {
    nodes: Vec<Node<S>>,
    /// (estimate, node): the lowest estimate first, the latest among
    /// equals (so a line that keeps its promise is followed down).
    queue: BinaryHeap<(Reverse<u32>, u32)>,
    seen: Seen,
    max_states: usize,
    moves: Vec<S::Move>,
    outcome: Outcome<S::Move>,
}

impl<S: Searchable> BestFirst<S> {
    /// A search from `start` that keeps at most `max_states` keys.
    pub(crate) fn new(start: S, max_states: usize) -> BestFirst<S> {
        let mut search = BestFirst {
            nodes: Vec::new(),
            queue: BinaryHeap::new(),
            seen: Seen::new(),
            max_states: max_states.max(1),
            moves: Vec::new(),
            outcome: Outcome::Going,
        };
        if start.is_won() {
            search.outcome = Outcome::Won(Vec::new());
        } else {
            search.seen.insert(start.key());
            search.add(start, 0, None);
        }
        search
    }

    /// Positions kept in the table.
    pub(crate) fn states(&self) -> usize {
        self.seen.len()
    }

    fn add(&mut self, state: S, parent: u32, via: Option<S::Move>) {
        let id = self.nodes.len() as u32;
        self.queue.push((Reverse(state.estimate()), id));
        self.nodes.push(Node {
            parent,
            via,
            state: Some(state),
        });
    }

    /// Expands at most `budget` positions; the outcome so far.
    pub(crate) fn step(&mut self, budget: u32) -> &Outcome<S::Move> {
        for _ in 0..budget {
            if !matches!(self.outcome, Outcome::Going) {
                break;
            }
            self.expand();
        }
        if !matches!(self.outcome, Outcome::Going) {
            self.nodes = Vec::new();
            self.queue = BinaryHeap::new();
        }
        &self.outcome
    }

    fn expand(&mut self) {
        let Some((_, id)) = self.queue.pop() else {
            self.outcome = Outcome::Exhausted;
            return;
        };
        let state = self.nodes[id as usize].state.take().expect("queued once");
        self.moves.clear();
        state.moves(&mut self.moves);
        for i in 0..self.moves.len() {
            let mv = self.moves[i];
            let mut child = state.clone();
            child.play(mv);
            if !self.seen.insert(child.key()) {
                continue;
            }
            if child.is_won() {
                let mut line = line_to(&self.nodes, id, |n| (n.parent, n.via));
                line.push(Some(mv));
                self.outcome = Outcome::Won(line.into_iter().flatten().collect());
                return;
            }
            if self.seen.len() >= self.max_states {
                self.outcome = Outcome::Full;
                return;
            }
            self.add(child, id, Some(mv));
        }
    }
}
