//! A beam: the search goes down layer by layer, one move a layer, and
//! keeps only the `width` children of each layer that look nearest a win
//! (by the estimate) to expand in the next. It finds long lines in games
//! whose space no complete search covers (Spider's kind), but leaves most
//! of the space unsearched: running out of positions proves nothing, so
//! it ends [`Outcome::Exhausted`] only to say that it gave up, and a caller
//! must not read that as a lost game. Each position is kept whole until
//! its layer is expanded; the way to it (parent and move) for good.

use super::table::Seen;
use super::{Outcome, Searchable};
use crate::model::sort::sort_long_by_key;
use crate::solver::tree::line_to;

/// The way to one position kept.
struct Node<M> {
    parent: u32,
    via: Option<M>,
}

/// A resumable beam search.
pub(crate) struct Beam<S: Searchable> {
    nodes: Vec<Node<S::Move>>,
    /// The layer being expanded: (node, position), the next to expand
    /// last.
    layer: Vec<(u32, S)>,
    /// The next layer's children so far: (estimate, parent, move,
    /// position).
    next: Vec<(u32, u32, S::Move, S)>,
    width: usize,
    seen: Seen,
    max_states: usize,
    moves: Vec<S::Move>,
    outcome: Outcome<S::Move>,
}

impl<S: Searchable> Beam<S> {
    /// A beam from `start` keeping `width` positions a layer and at most
    /// `max_states` keys.
    pub(crate) fn new(start: S, width: usize, max_states: usize) -> Beam<S> {
        let mut beam = Beam {
            nodes: vec![Node {
                parent: 0,
                via: None,
            }],
            layer: Vec::new(),
            next: Vec::new(),
            width: width.max(1),
            seen: Seen::new(),
            max_states: max_states.max(1),
            moves: Vec::new(),
            outcome: Outcome::Going,
        };
        if start.is_won() {
            beam.outcome = Outcome::Won(Vec::new());
        } else {
            beam.seen.insert(start.key());
            beam.layer.push((0, start));
        }
        beam
    }

    /// Positions kept in the table.
    pub(crate) fn states(&self) -> usize {
        self.seen.len()
    }

    /// Expands at most `budget` positions; the outcome so far
    /// (`Exhausted`: the beam ran dry, which proves nothing).
    pub(crate) fn step(&mut self, budget: u32) -> &Outcome<S::Move> {
        for _ in 0..budget {
            if !matches!(self.outcome, Outcome::Going) {
                break;
            }
            match self.layer.pop() {
                Some((id, state)) => self.expand(id, state),
                None => self.descend(),
            }
        }
        if !matches!(self.outcome, Outcome::Going) {
            self.layer = Vec::new();
            self.next = Vec::new();
            self.nodes = Vec::new();
        }
        &self.outcome
    }

    fn expand(&mut self, id: u32, state: S) {
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
            self.next.push((child.estimate(), id, mv, child));
        }
    }

    /// The layer is done: the best `width` of its children make the next.
    fn descend(&mut self) {
        if self.next.is_empty() {
            self.outcome = Outcome::Exhausted;
            return;
        }
        // Lowest estimate first; among equals the child found first.
        sort_long_by_key(&mut self.next, |c| c.0);
        self.next.truncate(self.width);
        // Expanded from the back: the best last.
        for (_, parent, mv, state) in self.next.drain(..).rev() {
            let id = self.nodes.len() as u32;
            self.nodes.push(Node {
                parent,
                via: Some(mv),
            });
            self.layer.push((id, state));
        }
    }
}
