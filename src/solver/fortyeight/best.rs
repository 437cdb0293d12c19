//! A best-first search over a [`Puzzle`]'s positions: the open position
//! that scores highest is expanded next (the newest first among equals),
//! every position is kept once by its key, and a position's state is
//! dropped once it is expanded (only the way to it is kept, to write the
//! line). It finds wins of the two-deck games far sooner than the depth-
//! first search, which walks deep into the first choices' lines; with
//! every open position expanded and no win, the game is lost, as the
//! depth-first search would find.

use std::collections::{BinaryHeap, HashSet};
use std::hash::BuildHasherDefault;

use crate::model::moves::Move;
use crate::solver::small::{KeyHasher, Puzzle};
use crate::solver::{Answer, Limits, Search};

/// A puzzle whose positions can be ranked.
pub(crate) trait Ranked: Puzzle {
    /// How promising a position looks: higher is expanded first.
    fn score(&self, state: &Self::State) -> i32;
}

/// An open position: its score, its node, its state.
struct Open<S>(i32, u32, S);

impl<S> PartialEq for Open<S> {
    fn eq(&self, other: &Self) -> bool {
        (self.0, self.1) == (other.0, other.1)
    }
}

impl<S> Eq for Open<S> {}

impl<S> PartialOrd for Open<S> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl<S> Ord for Open<S> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.0, self.1).cmp(&(other.0, other.1))
    }
}

/// A resumable best-first search.
pub(crate) struct BestFirst<P: Ranked> {
    puzzle: P,
    limits: Limits,
    /// Each position reached: the node it came from and the move.
    ways: Vec<(u32, Move)>,
    open: BinaryHeap<Open<P::State>>,
    seen: HashSet<u64, BuildHasherDefault<KeyHasher>>,
    children: Vec<(Move, P::State)>,
    answer: Option<Answer>,
    kept: usize,
}

impl<P: Ranked> BestFirst<P> {
    pub(crate) fn new(puzzle: P, limits: Limits) -> BestFirst<P> {
        let start = puzzle.start();
        let mut search = BestFirst {
            limits,
            ways: vec![(0, Move::Draw)],
            open: BinaryHeap::new(),
            seen: HashSet::default(),
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
            search.open.push(Open(score, 0, start));
        }
        search
    }

    /// The puzzle searched.
    pub(crate) fn puzzle(&self) -> &P {
        &self.puzzle
    }

    /// The moves from the start to node `n`.
    fn line(&self, mut n: u32) -> Vec<Move> {
        let mut line = Vec::new();
        while n != 0 {
            let (parent, mv) = self.ways[n as usize];
            line.push(mv);
            n = parent;
        }
        line.reverse();
        line
    }

    fn expand(&mut self) {
        let Some(Open(_, node, state)) = self.open.pop() else {
            self.answer = Some(Answer::Unwinnable);
            return;
        };
        self.children.clear();
        self.puzzle.children(&state, &mut self.children);
        for i in 0..self.children.len() {
            let (mv, child) = self.children[i];
            if !self.seen.insert(self.puzzle.key(&child)) {
                continue;
            }

            self.ways.push((node, mv));
            let n = (self.ways.len() - 1) as u32;
            if self.puzzle.is_won(&child) {
                self.answer = Some(Answer::Solved(self.line(n)));
                return;
            }
            if self.ways.len() >= self.limits.max_states {
                self.answer = Some(Answer::Undecided);
                return;
            }
            if !self.puzzle.is_dead(&child) {
                self.open.push(Open(self.puzzle.score(&child), n, child));
            }
        }
    }
}

impl<P: Ranked> Search for BestFirst<P> {
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
            self.open = BinaryHeap::new();
            self.seen = HashSet::default();
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.kept.max(self.ways.len())
    }
}
