//! Depth first with a position table: the most promising child first, a
//! position whose key the table holds is not searched again, and the path
//! is an explicit stack, so the search stops after any number of
//! expansions and resumes where it was. It keeps only the keys and the
//! path (each position on it with the moves to its children still to
//! try; a child is made again when its turn comes, one play more for each
//! position rather than every child kept whole): memory for millions of
//! positions, at the cost of lines that may be long.

use super::table::Seen;
use super::{Outcome, Searchable};
use crate::model::sort::sort_by_key;

/// One position on the path: the move that made it, the position, and the
/// moves to its children not yet tried, the most promising last (taken
/// first).
struct Frame<S: Searchable> {
    via: Option<S::Move>,
    state: S,
    children: Vec<S::Move>,
}

/// A resumable depth-first search.
pub(crate) struct DepthFirst<S: Searchable> {
    stack: Vec<Frame<S>>,
    seen: Seen,
    max_states: usize,
    moves: Vec<S::Move>,
    /// A position's children made and keyed, before any key is added
    /// (kept between pushes for its room).
    made: Vec<(S::Move, S, u64)>,
    outcome: Outcome<S::Move>,
}

impl<S: Searchable> DepthFirst<S> {
    /// A search from `start` that keeps at most `max_states` keys.
    pub(crate) fn new(start: S, max_states: usize) -> DepthFirst<S> {
        let mut search = DepthFirst {
            stack: Vec::new(),
            seen: Seen::new(),
            max_states: max_states.max(1),
            moves: Vec::new(),
            made: Vec::new(),
            outcome: Outcome::Going,
        };
        if start.is_won() {
            search.outcome = Outcome::Won(Vec::new());
        } else {
            search.seen.insert(start.key());
            search.push(None, start);
        }
        search
    }

    /// Positions kept in the table.
    pub(crate) fn states(&self) -> usize {
        self.seen.len()
    }

    /// Expands at most `budget` positions; the outcome so far.
    pub(crate) fn step(&mut self, budget: u32) -> &Outcome<S::Move> {
        for _ in 0..budget {
            if !matches!(self.outcome, Outcome::Going) {
                break;
            }
            let Some(frame) = self.stack.last_mut() else {
                self.outcome = Outcome::Exhausted;
                break;
            };
            match frame.children.pop() {
                Some(mv) => {
                    let mut child = frame.state.clone();
                    child.play(mv);
                    self.push(Some(mv), child);
                }
                None => {
                    self.stack.pop();
                }
            }
        }
        if !matches!(self.outcome, Outcome::Going) {
            // Only the outcome is kept: the path's positions are freed.
            self.stack = Vec::new();
        }
        &self.outcome
    }

    /// Puts `state` on the path with its children not seen before, or
    /// ends the search when one of them wins or the table is full.
    fn push(&mut self, via: Option<S::Move>, state: S) {
        self.moves.clear();
        state.moves(&mut self.moves);
        // Every child made and keyed first, its slot in the table asked
        // into the cache, and only then the keys added: the table's reads
        // of memory overlap rather than follow one another (as Gypsy's
        // and Yukon's searches do).
        let mut made = std::mem::take(&mut self.made);
        made.clear();
        for &mv in &self.moves {
            // Made in its place in `made`, not moved there after.
            made.push((mv, state.clone(), 0));
            let (_, child, key) = made.last_mut().expect("just pushed");
            child.play(mv);
            *key = child.key();
            self.seen.prefetch(*key);
        }
        let mut children = Vec::with_capacity(made.len());
        let mut end = None;
        for (mv, child, key) in &made {
            if !self.seen.insert(*key) {
                continue;
            }
            if child.is_won() {
                let mut line: Vec<S::Move> = self.stack.iter().filter_map(|f| f.via).collect();
                line.extend(via);
                line.push(*mv);
                end = Some(Outcome::Won(line));
                break;
            }
            if self.seen.len() >= self.max_states {
                end = Some(Outcome::Full);
                break;
            }
            children.push((child.estimate(), *mv));
        }
        made.clear();
        self.made = made;
        if let Some(outcome) = end {
            self.outcome = outcome;
            return;
        }
        // The most promising last, taken first; among equals the first
        // move given is tried first (a stable sort, reversed).
        children.reverse();
        sort_by_key(&mut children, |c| std::cmp::Reverse(c.0));
        let children = children.into_iter().map(|(_, mv)| mv).collect();
        self.stack.push(Frame {
            via,
            state,
            children,
        });
    }
}
