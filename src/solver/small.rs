//! A depth-first search for the small games (Golf, TriPeaks, Pyramid): positions
//! that fit a `u64` key, every child made by one model move. The stack is
//! explicit, so the search stops after any number of expansions and
//! resumes where it was; the answer does not depend on the slices.

use super::engine::hash::{finalize, KeyMap};
use super::engine::table::Seen;
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

    /// True when the position can be seen not to win (pruned). It may keep
    /// what it learns for the next positions (so it takes `&mut self`),
    /// never anything that changes an answer.
    fn is_dead(&mut self, _state: &Self::State) -> bool {
        false
    }

    /// How many times the move that made `state` is played in a row (a
    /// child may stand for several draws at once).
    fn times(&self, _state: &Self::State) -> usize {
        1
    }

    /// Whether positions of one key are ordered by [`Puzzle::order`].
    const ORDERED: bool = false;

    /// With [`Puzzle::ORDERED`], positions sharing a key are ranked by
    /// this: one reaches every position of its key ranked after it (as
    /// Pyramid's stock turns on to a later card), so a position is
    /// searched only when no position of its key ranked at or before it
    /// has been, or when its parent has its key (the way from one to the
    /// next: every other move changes the key).
    fn order(&self, _state: &Self::State) -> u8 {
        0
    }
}

/// The moves `puzzle`'s generator makes from its start, each as the
/// model's moves that play it (a move made [`Puzzle::times`] over is that
/// many): what the differential test holds to the rules.
#[cfg(test)]
pub(crate) fn start_lines<P: Puzzle>(puzzle: &P) -> Vec<Vec<Move>> {
    let mut children = Vec::new();
    puzzle.children(&puzzle.start(), &mut children);
    children
        .iter()
        .map(|(mv, child)| vec![*mv; puzzle.times(child)])
        .collect()
}

/// The lowest order searched of each key ([`Puzzle::ORDERED`]).
type Best = KeyMap<u64, u8>;

/// One position on the path with its children still to try.
struct Frame {
    /// The move that led here (`None` at the root), and how many times.
    via: Option<Move>,
    times: usize,
    /// This position's key.
    key: u64,
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
    /// The lowest order searched of each key ([`Puzzle::ORDERED`]).
    best: Best,
    answer: Option<Answer>,
    stored: usize,
}

impl<P: Puzzle> SmallSearch<P> {
    /// The puzzle searched, for the tests that look into it.
    #[cfg(test)]
    pub(crate) fn puzzle(&self) -> &P {
        &self.puzzle
    }

    pub(crate) fn new(puzzle: P, limits: Limits) -> SmallSearch<P> {
        let start = puzzle.start();
        let mut search = SmallSearch {
            puzzle,
            limits,
            stack: Vec::new(),
            children: Vec::new(),
            scratch: Vec::new(),
            seen: Seen::new(),
            best: Best::default(),
            answer: None,
            stored: 0,
        };
        if search.puzzle.is_won(&start) {
            search.answer = Some(Answer::Solved(Vec::new()));
        } else if search.puzzle.is_dead(&start) {
            search.answer = Some(Answer::Unwinnable);
        } else {
            search.visit(&start);
            search.push(&start, None);
        }
        search
    }

    /// Marks a position searched; false if it (or one of its key ranked
    /// before it) already was.
    fn visit(&mut self, state: &P::State) -> bool {
        let key = self.puzzle.key(state);
        if !P::ORDERED {
            // Finalized (a bijection): a puzzle's key may be a packed
            // position, whose low bits the table would read unspread.
            return self.seen.insert(finalize(key));
        }
        let order = self.puzzle.order(state);
        match self.best.get_mut(&key) {
            Some(best) if *best <= order => false,
            Some(best) => {
                *best = order;
                true
            }
            None => {
                self.best.insert(key, order);
                true
            }
        }
    }

    /// Positions kept.
    fn kept(&self) -> usize {
        self.seen.len() + self.best.len()
    }

    fn push(&mut self, state: &P::State, via: Option<Move>) {
        let start = self.children.len();
        self.scratch.clear();
        self.puzzle.children(state, &mut self.scratch);
        self.children.append(&mut self.scratch);
        self.stack.push(Frame {
            via,
            times: self.puzzle.times(state),
            key: self.puzzle.key(state),
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
        let next_of_kin = P::ORDERED && self.puzzle.key(&child) == top.key;
        if !next_of_kin && !self.visit(&child) {
            return;
        }
        if self.puzzle.is_won(&child) {
            let mut line: Vec<Move> = self
                .stack
                .iter()
                .filter_map(|f| f.via.map(|mv| (mv, f.times)))
                .chain([(mv, self.puzzle.times(&child))])
                .flat_map(|(mv, times)| std::iter::repeat_n(mv, times))
                .collect();
            line.shrink_to_fit();
            self.answer = Some(Answer::Solved(line));
            return;
        }
        if self.kept() >= self.limits.max_states {
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
            self.stored = self.stored.max(self.kept());
            self.seen = Seen::new();
            self.best = Best::default();
            self.stack = Vec::new();
            self.children = Vec::new();
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.stored.max(self.kept())
    }
}
