//! The probe: a best-first search over the probes' fewer moves, by the
//! [`eval`] of each position. It keeps, for each position it has put in
//! its queue, only the move and the position it came from (eight bytes),
//! and makes a position again from the start when it takes it out.

use std::collections::BinaryHeap;

use super::generate::{eval, generate};
use super::pos::{Mv, Pos, Stock};
use super::Step;
use crate::solver::klondike::table::Table;

pub(super) struct Best {
    root: Pos,
    /// Each queued position: the one it came from and the move.
    nodes: Vec<(u32, Mv)>,
    /// (estimate, node): the best first, the newest of equals.
    queue: BinaryHeap<(i32, u32)>,
    /// Positions expanded.
    pub seen: Table,
    cap: usize,
    scratch: Vec<(i32, Mv)>,
    moves: Vec<Mv>,
    path: Vec<Mv>,
    /// The node that won.
    won: Option<u32>,
}

impl Best {
    pub fn new(root: Pos, cap: usize) -> Best {
        let mut queue = BinaryHeap::new();
        queue.push((eval(&root), 0));
        Best {
            root,
            nodes: vec![(u32::MAX, Mv::DEAL)],
            queue,
            seen: Table::new(),
            cap,
            scratch: Vec::new(),
            moves: Vec::new(),
            path: Vec::new(),
            won: None,
        }
    }

    /// The moves from the start to `node`, first first.
    fn line_to(&self, mut node: u32, out: &mut Vec<Mv>) {
        out.clear();
        while node != 0 {
            let (parent, mv) = self.nodes[node as usize];
            out.push(mv);
            node = parent;
        }
        out.reverse();
    }

    /// The winning line, once [`Step::Won`] was returned.
    pub fn line(&self) -> Vec<Mv> {
        let mut line = Vec::new();
        if let Some(node) = self.won {
            self.line_to(node, &mut line);
        }
        line
    }

    pub fn step(&mut self, stock: &Stock) -> Step {
        let Some((_, node)) = self.queue.pop() else {
            return Step::Exhausted;
        };
        let mut path = std::mem::take(&mut self.path);
        self.line_to(node, &mut path);
        let mut pos = self.root;
        for &mv in &path {
            pos.apply(mv, stock);
        }
        self.path = path;
        if !self.seen.insert(pos.key(stock)) {
            return Step::Going;
        }
        if self.seen.len() >= self.cap || self.nodes.len() >= u32::MAX as usize / 2 {
            return Step::Full;
        }
        self.moves.clear();
        generate(&pos, stock, false, &mut self.scratch, &mut self.moves);
        for &mv in &self.moves {
            let mut child = pos;
            child.apply(mv, stock);
            if child.is_won() {
                self.nodes.push((node, mv));
                self.won = Some(self.nodes.len() as u32 - 1);
                return Step::Won;
            }
            if self.seen.contains(child.key(stock)) {
                continue;
            }
            self.nodes.push((node, mv));
            self.queue.push((eval(&child), self.nodes.len() as u32 - 1));
        }
        Step::Going
    }
}
