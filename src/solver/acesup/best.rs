//! A best-first search over Aces Up positions: the open position with the
//! fewest cards on the table (weighed against the deals made) is expanded
//! next, so a line that has gone wrong early is left for a better one at
//! once, where a depth-first search would first exhaust everything under
//! it. It keeps every position it reaches, so it runs within a cap and
//! leaves proofs of larger deals to the depth-first search.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::super::small::Puzzle;
use super::super::Answer;
use super::{high, suit, Deal, State, ACE, COLUMNS};
use crate::model::moves::Move;
use crate::solver::engine::hash::KeyHasher;

type Seen = std::collections::HashSet<u64, std::hash::BuildHasherDefault<KeyHasher>>;

struct Node {
    state: State,
    /// The node this one was reached from, and by which move (none for
    /// the start).
    parent: u32,
    via: Option<Move>,
}

pub(super) struct BestFirst {
    deal: Deal,
    nodes: Vec<Node>,
    /// Open nodes: the lowest score first, the newest among equals.
    open: BinaryHeap<(Reverse<u32>, u32)>,
    seen: Seen,
    cap: usize,
    children: Vec<(Move, State)>,
}

impl BestFirst {
    pub(super) fn new(deal: Deal, cap: usize) -> BestFirst {
        let start = deal.start();
        let mut search = BestFirst {
            nodes: Vec::new(),
            open: BinaryHeap::new(),
            seen: Seen::default(),
            cap,
            children: Vec::new(),
            deal,
        };
        if !search.deal.is_dead(&start) {
            search.seen.insert(search.deal.key(&start));
            search.add(start, 0, None);
        }
        search
    }

    fn add(&mut self, state: State, parent: u32, via: Option<Move>) {
        let index = self.nodes.len() as u32;
        self.open.push((Reverse(score(&state)), index));
        self.nodes.push(Node { state, parent, via });
    }

    /// Positions kept.
    pub(super) fn states(&self) -> usize {
        self.nodes.len()
    }

    fn line(&self, mut index: u32, last: Move) -> Vec<Move> {
        let mut line = vec![last];
        while let Some(mv) = self.nodes[index as usize].via {
            line.push(mv);
            index = self.nodes[index as usize].parent;
        }
        line.reverse();
        line
    }

    /// Expands up to `budget` positions. A win, a proof (nothing left
    /// open), or `Undecided` once the cap is reached.
    pub(super) fn step(&mut self, budget: u32) -> Option<Answer> {
        if self.deal.is_won(&self.deal.start()) {
            return Some(Answer::Solved(Vec::new()));
        }
        for _ in 0..budget {
            let Some((_, index)) = self.open.pop() else {
                return Some(Answer::Unwinnable);
            };
            let state = self.nodes[index as usize].state;
            self.children.clear();
            self.deal.children(&state, &mut self.children);
            for i in 0..self.children.len() {
                let (mv, child) = self.children[i];
                if !self.seen.insert(self.deal.key(&child)) {
                    continue;
                }
                if self.deal.is_won(&child) {
                    return Some(Answer::Solved(self.line(index, mv)));
                }
                if self.nodes.len() >= self.cap {
                    return Some(Answer::Undecided);
                }
                if !self.deal.is_dead(&child) {
                    self.add(child, index, Some(mv));
                }
            }
        }
        None
    }
}

/// How far a position is from a win, as the search ranks them: each card
/// on the table counts against it, and more so a card under a higher one
/// of its suit (which must go first) and an ace above another card (it
/// must find an empty column); each deal made counts for it.
///
/// Each column is read once from the bottom, for the aces over another
/// card, and once from the top, keeping each suit's highest card seen
/// above (the score had compared every card with all above it: 2.8 % of
/// deal 2's instructions at 200,000 positions, in `cachegrind`).
fn score(s: &State) -> u32 {
    let mut score = 1000;
    for c in 0..COLUMNS {
        let column = &s.cards[c][..usize::from(s.len[c])];
        score += 4 * column.len() as u32;
        // Aces over a card that is not an ace: every ace above the first
        // such card.
        if let Some(first) = column.iter().position(|&b| high(b) != ACE) {
            score += 8 * column[first..].iter().filter(|&&b| high(b) == ACE).count() as u32;
        }
        // Cards under a higher one of their suit.
        let mut above = [0u8; 4];
        for &x in column.iter().rev() {
            let k = usize::from(suit(x));
            if high(x) != ACE && above[k] > high(x) {
                score += 4;
            }
            above[k] = above[k].max(high(x));
        }
    }
    score - 4 * u32::from(s.dealt)
}
