//! A beam: the search goes down layer by layer, one move a layer, and
//! keeps only the `width` children of each layer that look nearest a win
//! (by [`Puzzle::score`]) to expand in the next. It finds long lines in games
//! whose space no complete search covers (Spider's kind), but leaves most
//! of the space unsearched: running out of positions proves nothing, so
//! it ends [`Outcome::Exhausted`] only to say that it gave up, and a caller
//! must not read that as a lost game. Each position is kept whole until
//! its layer is expanded; the way to it (parent and move) for good.

use std::cmp::Reverse;
use std::ops::ControlFlow;

use super::found::{judge, Claimed, Verdict};
use super::{Outcome, Puzzle, Resumable};
use crate::model::sort::sort_long_by_key;
use crate::solver::tree::line_to;

/// The way to one position kept.
struct Node<M> {
    parent: u32,
    via: Option<M>,
}

/// A resumable beam search.
pub(crate) struct Beam<P: Puzzle> {
    puzzle: P,
    nodes: Vec<Node<P::Move>>,
    /// The layer being expanded: (node, position), the next to expand
    /// last.
    layer: Vec<(u32, P::State)>,
    /// The next layer's children so far: (score, parent, move,
    /// position).
    next: Vec<(i32, u32, P::Move, P::State)>,
    width: usize,
    claimed: Claimed,
    max_states: usize,
    children: Vec<(P::Move, P::State)>,
    /// With [`Puzzle::KEYED`], a position's children's moves and keys.
    keyed: Vec<(P::Move, u64)>,
    outcome: Outcome<P::Move>,
}

impl<P: Puzzle> Beam<P> {
    /// A beam from `puzzle`'s start keeping `width` positions a layer and
    /// at most `max_states` keys.
    pub(crate) fn new(puzzle: P, width: usize, max_states: usize) -> Beam<P> {
        let start = puzzle.start();
        let mut beam = Beam {
            puzzle,
            nodes: vec![Node {
                parent: 0,
                via: None,
            }],
            layer: Vec::new(),
            next: Vec::new(),
            width: width.max(1),
            claimed: Claimed::new(),
            max_states: max_states.max(1),
            children: Vec::new(),
            keyed: Vec::new(),
            outcome: Outcome::Going,
        };
        if beam.puzzle.is_won(&start) {
            beam.outcome = Outcome::Won(Vec::new());
        } else {
            beam.claimed.claim_state(&beam.puzzle, &start);
            beam.layer.push((0, start));
        }
        beam
    }

    /// Positions kept in the table.
    pub(crate) fn states(&self) -> usize {
        self.claimed.len()
    }

    fn expand_one(&mut self, id: u32, state: P::State) {
        if P::KEYED {
            return self.expand_keyed(id, state);
        }
        let mut children = std::mem::take(&mut self.children);
        children.clear();
        self.puzzle.children(&state, &mut children);
        for (mv, child) in &children {
            if !self.claimed.claim_state(&self.puzzle, child) {
                continue;
            }
            match self.weigh(id, *mv, child) {
                ControlFlow::Break(()) => break,
                ControlFlow::Continue(Some(score)) => {
                    self.next.push((score, id, *mv, child.clone()));
                }
                ControlFlow::Continue(None) => {}
            }
        }
        self.children = children;
    }

    /// What becomes of the child `mv` made of node `id`, just claimed:
    /// the search ends with it (won, or out of room: `Break`, the outcome
    /// set), or it is dropped (dead: `None`) or kept for the next layer
    /// with its score.
    fn weigh(&mut self, id: u32, mv: P::Move, child: &P::State) -> ControlFlow<(), Option<i32>> {
        match judge(
            &mut self.puzzle,
            &self.claimed,
            self.max_states,
            child,
            true,
        ) {
            Verdict::Won => {
                let mut line = line_to(&self.nodes, id, |n| (n.parent, n.via));
                line.push(Some(mv));
                self.outcome = Outcome::Won(line.into_iter().flatten().collect());
                ControlFlow::Break(())
            }
            Verdict::Full => {
                self.outcome = Outcome::Full;
                ControlFlow::Break(())
            }
            Verdict::Dead => ControlFlow::Continue(None),
            Verdict::Open => ControlFlow::Continue(Some(self.puzzle.score(child))),
        }
    }

    /// As [`Beam::expand_one`], the children known first by their moves
    /// and keys ([`Puzzle::KEYED`]): only those claimed are made, the
    /// same children in the same order.
    fn expand_keyed(&mut self, id: u32, state: P::State) {
        debug_assert!(!P::WIDE && !P::ORDERED, "claimed by 64-bit keys alone");
        let mut keyed = std::mem::take(&mut self.keyed);
        keyed.clear();
        self.puzzle.keyed(&state, &mut keyed);
        // Every child's slot asked into the cache before the first is
        // claimed, as the depth-first search does: a wide table's slots
        // are cache misses.
        for &(_, key) in &keyed {
            self.claimed.prefetch(key);
        }
        for &(mv, key) in &keyed {
            if !self.claimed.claim(key, None) {
                continue;
            }
            let mut child = state.clone();
            self.puzzle.make(&state, mv, key, &mut child);
            match self.weigh(id, mv, &child) {
                ControlFlow::Break(()) => break,
                ControlFlow::Continue(Some(score)) => self.next.push((score, id, mv, child)),
                ControlFlow::Continue(None) => {}
            }
        }
        self.keyed = keyed;
    }

    /// The layer is done: the best `width` of its children make the next.
    fn descend(&mut self) {
        if self.next.is_empty() {
            self.outcome = Outcome::Exhausted;
            return;
        }
        // Highest score first; among equals the child found first. The
        // order is found on the scores alone and only the children kept
        // are copied out (a child is hundreds of bytes, a layer thousands
        // of children).
        let mut order: Vec<(i32, usize)> = self
            .next
            .iter()
            .enumerate()
            .map(|(i, c)| (c.0, i))
            .collect();
        sort_long_by_key(&mut order, |c| Reverse(c.0));
        order.truncate(self.width);
        // Expanded from the back: the best last.
        for &(_, i) in order.iter().rev() {
            let (_, parent, mv, ref state) = self.next[i];
            let id = self.nodes.len() as u32;
            self.nodes.push(Node {
                parent,
                via: Some(mv),
            });
            self.layer.push((id, state.clone()));
        }
        self.next.clear();
    }
}

/// Its outcome `Exhausted` says the beam ran dry, which proves nothing.
impl<P: Puzzle> Resumable for Beam<P> {
    type Move = P::Move;

    fn outcome(&self) -> &Outcome<P::Move> {
        &self.outcome
    }

    /// The next position of the layer, or the next layer.
    fn expand(&mut self) {
        match self.layer.pop() {
            Some((id, state)) => self.expand_one(id, state),
            None => self.descend(),
        }
    }

    fn end(&mut self) {
        self.layer = Vec::new();
        self.next = Vec::new();
        self.nodes = Vec::new();
    }
}
