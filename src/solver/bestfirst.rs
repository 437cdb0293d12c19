//! A best-first search over a [`Puzzle`] (Simple Simon's pruned passes,
//! Baker's Dozen): every position found waits in one queue, and the most
//! promising of all (not the most promising child of the latest, as depth
//! first) is expanded next. On the Simple Simon deals the depth-first pass
//! took longest over, it found their wins in a fraction of the positions.
//! It keeps every position (about 80 bytes each besides its key), so a
//! pass that must search everything stays depth first ([`super::small`]).
//! Like that search, it asks [`Puzzle::is_dead`] of new positions only.

use std::collections::BinaryHeap;

use super::engine::hash::finalize;
use super::engine::table::Seen;
use super::small::Puzzle;
use super::tree::line_to;
use super::{Answer, Search};
use crate::model::moves::Move;

/// A puzzle whose positions can be ranked by promise.
pub(crate) trait Promising: Puzzle {
    /// Higher for a position nearer a win, as far as it can tell.
    fn promise(&self, state: &Self::State) -> i32;
}

/// One position found, with the way to it.
struct Node<S> {
    state: S,
    parent: u32,
    via: Move,
}

pub(crate) struct BestFirst<P: Promising> {
    deal: P,
    nodes: Vec<Node<P::State>>,
    /// (promise, node): the highest first, the latest among equals.
    queue: BinaryHeap<(i32, u32)>,
    /// The keys found, each [`finalize`]d (a bijection: a puzzle's key
    /// may be a packed position, whose low bits the table would read
    /// unspread).
    seen: Seen,
    max_states: usize,
    children: Vec<(Move, P::State)>,
    answer: Option<Answer>,
}

impl<P: Promising> BestFirst<P> {
    pub(crate) fn new(deal: P, max_states: usize) -> BestFirst<P> {
        let start = deal.start();
        let mut search = BestFirst {
            nodes: Vec::new(),
            queue: BinaryHeap::new(),
            seen: Seen::new(),
            max_states,
            children: Vec::new(),
            answer: None,
            deal,
        };
        if search.deal.is_won(&start) {
            search.answer = Some(Answer::Solved(Vec::new()));
        } else if search.deal.is_dead(&start) {
            search.answer = Some(Answer::Unwinnable);
        } else {
            search.seen.insert(finalize(search.deal.key(&start)));
            search.add(start, u32::MAX, Move::Draw);
        }
        search
    }

    fn add(&mut self, state: P::State, parent: u32, via: Move) {
        let id = self.nodes.len() as u32;
        self.queue.push((self.deal.promise(&state), id));
        self.nodes.push(Node { state, parent, via });
    }

    /// The moves from the start to node `id`, then `last`.
    fn line(&self, id: u32, last: Move) -> Vec<Move> {
        let mut line = line_to(&self.nodes, id, |n| (n.parent, n.via));
        line.push(last);
        line
    }

    fn expand(&mut self) {
        let Some((_, id)) = self.queue.pop() else {
            self.answer = Some(Answer::Unwinnable);
            return;
        };
        let state = self.nodes[id as usize].state;
        self.children.clear();
        self.deal.children(&state, &mut self.children);
        for i in 0..self.children.len() {
            let (mv, child) = self.children[i];
            if !self.seen.insert(finalize(self.deal.key(&child))) {
                continue;
            }
            if self.deal.is_won(&child) {
                self.answer = Some(Answer::Solved(self.line(id, mv)));
                return;
            }
            if self.seen.len() >= self.max_states {
                self.answer = Some(Answer::Undecided);
                return;
            }
            if !self.deal.is_dead(&child) {
                self.add(child, id, mv);
            }
        }
    }
}

impl<P: Promising> Search for BestFirst<P> {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        for _ in 0..budget {
            if self.answer.is_some() {
                break;
            }
            self.expand();
        }
        if self.answer.is_some() && !self.nodes.is_empty() {
            // Free the search's memory; only the answer is kept.
            self.nodes = Vec::new();
            self.queue = BinaryHeap::new();
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.seen.len()
    }
}
