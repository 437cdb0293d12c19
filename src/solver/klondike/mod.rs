//! Klondike solver, *thoughtful*: it sees the face-down cards and solves the
//! full-information game.
//!
//! A depth-first search with an explicit stack (so it can stop after any
//! number of steps and resume) over a compact position ([`state`]), with
//! the stock compressed (any card the stock can bring to the waste top is
//! one move), safe moves home made eagerly, pointless moves pruned and the
//! rest ordered best first ([`moves`], [`generate`]), and a transposition table of 128-bit
//! keys that ignore column order ([`hash`]). The winning line is turned into
//! model moves by replaying it ([`convert`]).

mod convert;
mod dead;
mod generate;
mod hash;
mod moves;
mod state;
mod table;

use super::{Answer, Limits, Search};
use crate::model::klondike::Klondike;
use moves::Mv;
use state::Pos;
use table::Table;

/// A state limit that keeps a search well under 256 MB. The table stores
/// an 8-byte digest per position, at most half full and at worst a quarter
/// full just after growing, with the old table alive while it grows: at
/// most 48 bytes a position (about 100 MB at this limit, since the table
/// sizes come in powers of two); the stack and move lists are small beside
/// it.
pub const MAX_STATES_256_MB: usize = 3_600_000;

/// One position on the search path with the moves still to try from it.
struct Frame {
    pos: Pos,
    /// The move that led here from the frame below (`None` at the root).
    via: Option<Mv>,
    /// This frame's moves are `moves[start..end]`, the next one at `next`.
    start: u32,
    next: u32,
    end: u32,
}

/// A search over Klondike positions from a given game.
pub struct KlondikeSearch {
    start: Klondike,
    limits: Limits,
    /// The start before its eager moves home.
    root: Option<Pos>,
    stack: Vec<Frame>,
    moves: Vec<Mv>,
    scratch: Vec<(u16, Mv)>,
    seen: Table,
    answer: Option<Answer>,
    /// Positions stored, kept after the table is freed.
    stored: usize,
}

impl KlondikeSearch {
    /// A search from `game`'s position within `limits`.
    pub fn new(game: &Klondike, limits: Limits) -> KlondikeSearch {
        let mut search = KlondikeSearch {
            start: game.clone(),
            limits,
            root: Pos::from_model(game),
            stack: Vec::new(),
            moves: Vec::new(),
            scratch: Vec::new(),
            seen: Table::new(),
            answer: None,
            stored: 0,
        };
        match search.root {
            _ if game.is_won() => search.answer = Some(Answer::Solved(Vec::new())),
            // Piles too tall for the compact form (notation only).
            None => search.answer = Some(Answer::Undecided),
            Some(root) => {
                let mut pos = root;
                moves::auto(&mut pos, None);
                search.seen.insert(hash::key_of(&pos));
                if moves::is_decided_win(&pos) && moves::finish(&pos).is_some() {
                    search.answer = Some(search.solution(&pos));
                } else if dead::is_dead(&pos) {
                    search.answer = Some(Answer::Unwinnable);
                } else {
                    search.push(pos, None);
                }
            }
        }
        search
    }

    fn push(&mut self, pos: Pos, via: Option<Mv>) {
        let start = self.moves.len() as u32;
        generate::generate(&pos, &mut self.scratch, &mut self.moves);
        let end = self.moves.len() as u32;
        self.stack.push(Frame {
            pos,
            via,
            start,
            next: start,
            end,
        });
    }

    /// The winning line through the stack and then `last` (already pushed
    /// or about to be), as model moves.
    fn solution(&self, last: &Pos) -> Answer {
        let Some(root) = self.root else {
            return Answer::Undecided;
        };
        let mut line = Vec::new();
        let mut pos = root;
        moves::auto(&mut pos, Some(&mut line));
        for frame in self.stack.iter().skip(1) {
            if let Some(mv) = frame.via {
                moves::apply(&mut pos, mv);
                line.push(mv);
                moves::auto(&mut pos, Some(&mut line));
            }
        }
        debug_assert_eq!(hash::key_of(&pos), hash::key_of(last));
        let Some(rest) = moves::finish(&pos) else {
            return Answer::Undecided;
        };
        line.extend(rest);
        match convert::to_model_moves(&self.start, root, &line) {
            Some(model) => Answer::Solved(model),
            None => {
                debug_assert!(false, "the model refused the solver's line");
                Answer::Undecided
            }
        }
    }
}

impl Search for KlondikeSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        if let Some(answer) = &self.answer {
            return Some(answer.clone());
        }
        for _ in 0..budget {
            let Some(top) = self.stack.last_mut() else {
                self.answer = Some(Answer::Unwinnable);
                break;
            };
            if top.next == top.end {
                self.moves.truncate(top.start as usize);
                self.stack.pop();
                continue;
            }
            let mv = self.moves[top.next as usize];
            top.next += 1;
            let mut child = top.pos;
            moves::apply(&mut child, mv);
            moves::auto(&mut child, None);
            debug_assert_eq!(child.key, hash::key_of(&child));
            if !self.seen.insert(child.key) {
                continue;
            }
            if moves::is_decided_win(&child) && moves::finish(&child).is_some() {
                // The stack holds the path; the child is the last step.
                self.push(child, Some(mv));
                self.answer = Some(self.solution(&child));
                break;
            }
            if self.seen.len() >= self.limits.max_states {
                self.answer = Some(Answer::Undecided);
                break;
            }
            self.push(child, Some(mv));
        }
        if self.answer.is_some() {
            // Free the search's memory; only the answer is kept.
            self.stored = self.seen.len();
            self.stack = Vec::new();
            self.moves = Vec::new();
            self.seen = Table::empty();
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.stored.max(self.seen.len())
    }
}
