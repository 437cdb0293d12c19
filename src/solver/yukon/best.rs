//! A best-first search over a [`Puzzle`]: the position with the lowest
//! estimate is expanded next (the newest among equals), every position
//! kept with the move that made it, so a win is read back along the
//! parents. It searches every position reachable before it gives up, as
//! the depth-first search does, so it proves a deal lost the same way;
//! it finds wins far sooner where one early move decides (see the module
//! doc of [`super`] for the figures).

use std::collections::{BinaryHeap, HashSet};
use std::hash::BuildHasherDefault;

use super::super::small::{KeyHasher, Puzzle};
use super::super::tree::line_to;
use super::super::{Answer, Limits, Search};
use crate::model::moves::Move;

/// A puzzle whose positions can be ranked by how far from a win they look.
pub(crate) trait Estimate: Puzzle {
    /// Lower is closer to a win.
    fn estimate(&self, state: &Self::State) -> u32;

    /// The children of [`Puzzle::children`], each with its key (which a
    /// puzzle may find faster from its parent's).
    fn keyed_children(&self, state: &Self::State, out: &mut Vec<(Move, Self::State, u64)>);
}

/// A kept position: the move that made it and its parent's index.
struct Node<S> {
    state: S,
    via: Move,
    parent: u32,
}

pub(crate) struct BestFirst<P: Estimate> {
    puzzle: P,
    limits: Limits,
    nodes: Vec<Node<P::State>>,
    /// (estimate, index) with the lowest estimate, then the newest, on top.
    open: BinaryHeap<(std::cmp::Reverse<u32>, u32)>,
    seen: HashSet<u64, BuildHasherDefault<KeyHasher>>,
    scratch: Vec<(Move, P::State, u64)>,
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
            open: BinaryHeap::new(),
            seen: HashSet::default(),
            scratch: Vec::new(),
            answer: None,
            kept: 0,
        };
        if search.puzzle.is_won(&start) {
            search.answer = Some(Answer::Solved(Vec::new()));
        } else {
            search.seen.insert(search.puzzle.key(&start));
            search.add(start, Move::Draw, u32::MAX);
        }
        search
    }

    fn add(&mut self, state: P::State, via: Move, parent: u32) {
        let index = self.nodes.len() as u32;
        let rank = std::cmp::Reverse(self.puzzle.estimate(&state));
        self.nodes.push(Node { state, via, parent });
        self.open.push((rank, index));
    }

    /// The moves from the start to node `index`, then `last`.
    fn line(&self, index: u32, last: Move) -> Vec<Move> {
        let mut line = line_to(&self.nodes, index, |n| (n.parent, n.via));
        line.push(last);
        line
    }

    fn expand(&mut self) {
        let Some((_, index)) = self.open.pop() else {
            self.answer = Some(Answer::Unwinnable);
            return;
        };
        let state = self.nodes[index as usize].state;
        if self.puzzle.is_dead(&state) {
            return;
        }
        self.scratch.clear();
        self.puzzle.keyed_children(&state, &mut self.scratch);
        let children = std::mem::take(&mut self.scratch);
        for &(mv, child, key) in &children {
            if !self.seen.insert(key) {
                continue;
            }
            if self.puzzle.is_won(&child) {
                self.answer = Some(Answer::Solved(self.line(index, mv)));
                return;
            }
            if self.seen.len() >= self.limits.max_states {
                self.answer = Some(Answer::Undecided);
                return;
            }
            self.add(child, mv, index);
        }
        self.scratch = children;
    }
}

impl<P: Estimate> BestFirst<P> {
    #[cfg(test)]
    pub(crate) fn puzzle(&self) -> &P {
        &self.puzzle
    }

    /// Frees the search's memory, keeping its count of positions.
    pub(crate) fn end(&mut self) {
        if !self.nodes.is_empty() {
            self.kept = self.seen.len();
            self.nodes = Vec::new();
            self.open = BinaryHeap::new();
            self.seen = HashSet::default();
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
