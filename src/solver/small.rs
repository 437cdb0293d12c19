//! A depth-first search for the small games (Golf, TriPeaks): positions
//! that fit a `u64` key, every child made by one model move. The stack is
//! explicit, so the search stops after any number of expansions and
//! resumes where it was; the answer does not depend on the slices.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::{Answer, Limits, Search};
use crate::model::moves::Move;

/// A game the search walks: its positions and the moves between them.
pub(crate) trait Puzzle: Send {
    type State: Copy + Send;

    /// The position the search starts from.
    fn start(&self) -> Self::State;

    fn is_won(&self, state: &Self::State) -> bool;

    /// A key telling positions apart as far as the rest of the game goes.
    fn key(&self, state: &Self::State) -> u64;

    /// The children of `state`, the most promising first, each with the
    /// model move that makes it.
    fn children(&self, state: &Self::State, out: &mut Vec<(Move, Self::State)>);

    /// True when the position can be seen not to win (pruned).
    fn is_dead(&self, _state: &Self::State) -> bool {
        false
    }
}

/// Multiplies the key into a hash: the keys are already well spread.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u64(&mut self, n: u64) {
        let x = (self.0 ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = x ^ (x >> 29);
    }
}

type Seen = HashSet<u64, BuildHasherDefault<KeyHasher>>;

/// One position on the path with its children still to try.
struct Frame {
    /// The move that led here (`None` at the root).
    via: Option<Move>,
    /// This frame's children are `children[start..end]`, the next at `next`.
    start: usize,
    next: usize,
    end: usize,
}

/// A resumable depth-first search with a transposition table.
pub(crate) struct SmallSearch<P: Puzzle> {
    puzzle: P,
    limits: Limits,
    stack: Vec<Frame>,
    children: Vec<(Move, P::State)>,
    scratch: Vec<(Move, P::State)>,
    seen: Seen,
    answer: Option<Answer>,
    stored: usize,
}

impl<P: Puzzle> SmallSearch<P> {
    pub(crate) fn new(puzzle: P, limits: Limits) -> SmallSearch<P> {
        let start = puzzle.start();
        let mut search = SmallSearch {
            puzzle,
            limits,
            stack: Vec::new(),
            children: Vec::new(),
            scratch: Vec::new(),
            seen: Seen::default(),
            answer: None,
            stored: 0,
        };
        if search.puzzle.is_won(&start) {
            search.answer = Some(Answer::Solved(Vec::new()));
        } else if search.puzzle.is_dead(&start) {
            search.answer = Some(Answer::Unwinnable);
        } else {
            search.seen.insert(search.puzzle.key(&start));
            search.push(&start, None);
        }
        search
    }

    fn push(&mut self, state: &P::State, via: Option<Move>) {
        let start = self.children.len();
        self.scratch.clear();
        self.puzzle.children(state, &mut self.scratch);
        self.children.append(&mut self.scratch);
        self.stack.push(Frame {
            via,
            start,
            next: start,
            end: self.children.len(),
        });
    }

    /// One expansion: the next child of the top frame, or a pop.
    fn expand(&mut self) {
        let Some(top) = self.stack.last_mut() else {
            self.answer = Some(Answer::Unwinnable);
            return;
        };
        if top.next == top.end {
            self.children.truncate(top.start);
            self.stack.pop();
            return;
        }
        let (mv, child) = self.children[top.next];
        top.next += 1;
        if !self.seen.insert(self.puzzle.key(&child)) {
            return;
        }
        if self.puzzle.is_won(&child) {
            let mut line: Vec<Move> = self.stack.iter().filter_map(|f| f.via).collect();
            line.push(mv);
            self.answer = Some(Answer::Solved(line));
            return;
        }
        if self.seen.len() >= self.limits.max_states {
            self.answer = Some(Answer::Undecided);
            return;
        }
        if !self.puzzle.is_dead(&child) {
            self.push(&child, Some(mv));
        }
    }
}

impl<P: Puzzle> Search for SmallSearch<P> {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        for _ in 0..budget {
            if self.answer.is_some() {
                break;
            }
            self.expand();
        }
        if self.answer.is_some() {
            // Free the search's memory; only the answer is kept.
            self.stored = self.stored.max(self.seen.len());
            self.seen = Seen::default();
            self.stack = Vec::new();
            self.children = Vec::new();
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.stored.max(self.seen.len())
    }
}
