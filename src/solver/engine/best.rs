//! Best first: the open position that scores highest ([`Puzzle::score`])
//! is expanded next (the newest first among equals),
//! every position is kept once by its key, and a position's state is
//! dropped once it is expanded (only the way to it is kept, to write the
//! line). It finds wins of the two-deck games far sooner than the depth-
//! first search, which walks deep into the first choices' lines; with
//! every open position expanded and no win, the game is lost, as the
//! depth-first search would find. It keeps every position it has not
//! expanded yet, whole: a search that must go through everything is
//! better depth first ([`super::depth`]). (Gypsy, Forty & Eight, Simple
//! Simon, Baker's Dozen, Aces Up; the generic solver's `generic-best`.)
//!
//! The open positions are kept apart by the stage of the game they are in
//! ([`Puzzle::stage`]: Gypsy's deals made, Forty & Eight's place in the
//! talon), and each stage may expand at most [`STAGE_BUDGET`] positions
//! more than it has each time every stage has used up its share: the best
//! position of the stages within their share goes next. Without the
//! shares the search spent its positions shuffling the columns of one
//! stage (a plateau of like scores: Gypsy's runs moved between columns
//! before the next deal, Forty & Eight's cards among the columns at one
//! turn of the stock) and never looked at the next; with them each stage
//! gets its turn. The shares grow without end, so every open position is
//! still expanded in time and an exhausted search still proves the deal
//! lost. Measured by count (`--limit 100000`, deals 1-200): shares of
//! 20, 30, 50, 200 expansions won 171, 178, 178, 165 Forty & Eight deals
//! (its waste then weighing 20) and 174, 177, 177, 174 Gypsy deals;
//! shares doubling each round in place of growing by them did worse (at
//! 100: 162 against 174 on Forty & Eight, 172 against 175 on Gypsy);
//! shares of 50 growing by 20 or 150, within the noise (Forty & Eight
//! 183 and 177 against 185, Gypsy 181 and 180 against 177). Of the
//! stages within their share the one whose best scores highest goes
//! first: the one that has used the least, 174 and 171; the latest, 2
//! and 169.
use std::collections::BinaryHeap;

use super::found::{judge, Claimed, Verdict};
use super::{Outcome, Puzzle, Resumable};
use crate::model::moves::Move;
use crate::solver::tree::line_to;
use crate::solver::{Answer, Search};

/// The expansions a stage may make more than it has each round.
const STAGE_BUDGET: usize = 50;

/// An open position: its score, its node, and where its state lies in
/// [`BestFirst::states`]. The queues order the first two (a node is
/// never open twice) and move twelve bytes a step, not the state itself
/// (260 bytes for Gypsy, where copying was a fifth of the time in `perf`;
/// 5% of the time saved, the same answers).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Open(i32, u32, u32);

/// A resumable best-first search.
pub(crate) struct BestFirst<P: Puzzle> {
    puzzle: P,
    max_states: usize,
    /// Each position reached: the node it came from and the move (none
    /// for the start, node 0).
    ways: Vec<(u32, Option<P::Move>)>,
    open: Stages,
    /// The open positions' states, and the places in it of those
    /// expanded, to be used again.
    states: Vec<P::State>,
    free: Vec<u32>,
    claimed: Claimed,
    children: Vec<(P::Move, P::State)>,
    /// The moves and keys of a [`Puzzle::KEYED`] puzzle's children.
    keyed: Vec<(P::Move, u64)>,
    outcome: Outcome<P::Move>,
    /// Positions kept when the search ended (its memory is then freed).
    kept: Option<usize>,
}

impl<P: Puzzle> BestFirst<P> {
    /// A search from `puzzle`'s start that keeps at most `max_states`
    /// positions.
    pub(crate) fn new(puzzle: P, max_states: usize) -> BestFirst<P> {
        let start = puzzle.start();
        let mut search = BestFirst {
            max_states: max_states.max(1),
            ways: vec![(0, None)],
            open: Stages::default(),
            states: Vec::new(),
            free: Vec::new(),
            claimed: Claimed::new(),
            children: Vec::new(),
            keyed: Vec::new(),
            outcome: Outcome::Going,
            kept: None,
            puzzle,
        };
        if search.puzzle.is_won(&start) {
            search.outcome = Outcome::Won(Vec::new());
        } else if !P::DEAD_WHEN_TAKEN && search.puzzle.is_dead(&start) {
            // Lost before a position is kept (Aces Up's deals that stick).
            search.outcome = Outcome::Exhausted;
        } else {
            search.claimed.claim_state(&search.puzzle, &start);
            let score = search.puzzle.score(&start);
            search.push(score, 0, &start);
        }
        search
    }

    /// The puzzle searched.
    pub(crate) fn puzzle(&self) -> &P {
        &self.puzzle
    }

    /// Positions kept in the table.
    pub(crate) fn states(&self) -> usize {
        self.kept.unwrap_or(self.claimed.len())
    }

    fn push(&mut self, score: i32, node: u32, state: &P::State) {
        let slot = self.slot(state);
        self.open_slot(score, node, slot);
    }

    /// A place in [`BestFirst::states`] holding a copy of `state`.
    fn slot(&mut self, state: &P::State) -> u32 {
        match self.free.pop() {
            Some(slot) => {
                self.states[slot as usize] = state.clone();
                slot
            }
            None => {
                self.states.push(state.clone());
                (self.states.len() - 1) as u32
            }
        }
    }
    /// Opens node `node`, whose state lies in `slot`, with its score.
    fn open_slot(&mut self, score: i32, node: u32, slot: u32) {
        let stage = self.puzzle.stage(&self.states[slot as usize]);
        self.open.push(stage, Open(score, node, slot));
    }

    /// Whether the search ends at the latest node, by `verdict`: won
    /// there, or out of room. Sets the outcome.
    fn ends(&mut self, verdict: Verdict) -> bool {
        match verdict {
            Verdict::Won => {
                let n = (self.ways.len() - 1) as u32;
                let line = line_to(&self.ways, n, |&way| way);
                self.outcome = Outcome::Won(line.into_iter().flatten().collect());
            }
            Verdict::Full => self.outcome = Outcome::Full,
            Verdict::Dead | Verdict::Open => return false,
        }
        true
    }

    /// [`BestFirst::expand`]'s children of node `node`, whose state lies
    /// in `slot`, for a [`Puzzle::KEYED`] puzzle: the same children in
    /// the same order, each made only when its key is new, in the place
    /// it is kept (its parent copied out once, as its place is the first
    /// to be used again).
    fn expand_keyed(&mut self, node: u32, slot: u32) {
        let parent = self.states[slot as usize].clone();
        self.free.push(slot);
        let mut keyed = std::mem::take(&mut self.keyed);
        keyed.clear();
        self.puzzle.keyed(&parent, &mut keyed);
        // The keys' slots are read from memory together, not one by one
        // between the children's making (Gypsy: the insert from 22 % of
        // the time to 10 % in `perf`).
        for &(_, key) in &keyed {
            self.claimed.prefetch(key);
        }
        for &(mv, key) in &keyed {
            if !self.claimed.claim(key, None) {
                continue;
            }
            self.ways.push((node, Some(mv)));
            let at = self.slot(&parent);
            let child = &mut self.states[at as usize];
            self.puzzle.make(&parent, mv, key, child);
            let child = &self.states[at as usize];
            let verdict = judge(
                &mut self.puzzle,
                &self.claimed,
                self.max_states,
                child,
                !P::DEAD_WHEN_TAKEN,
            );
            if self.ends(verdict) {
                break;
            }
            if verdict == Verdict::Open {
                let score = self.puzzle.score(&self.states[at as usize]);
                let n = (self.ways.len() - 1) as u32;
                self.open_slot(score, n, at);
            } else {
                self.free.push(at);
            }
        }
        self.keyed = keyed;
    }
}

impl<P: Puzzle> Resumable for BestFirst<P> {
    type Move = P::Move;

    fn outcome(&self) -> &Outcome<P::Move> {
        &self.outcome
    }

    fn end(&mut self) {
        if self.kept.is_none() {
            // Only the outcome is kept.
            self.kept = Some(self.claimed.len());
            self.ways = Vec::new();
            self.open = Stages::default();
            self.states = Vec::new();
            self.free = Vec::new();
            self.claimed = Claimed::new();
        }
    }

    /// The best open position of the stage [`Stages::pop`] picks.
    fn expand(&mut self) {
        let Some(Open(_, node, slot)) = self.open.pop() else {
            self.outcome = Outcome::Exhausted;
            return;
        };
        if P::DEAD_WHEN_TAKEN && self.puzzle.is_dead(&self.states[slot as usize]) {
            self.free.push(slot);
            return;
        }
        if P::KEYED {
            self.expand_keyed(node, slot);
            return;
        }
        // The children are made from the state where it lies and read
        // where they were made: copying states was a share of Gypsy's time.
        let mut children = std::mem::take(&mut self.children);
        children.clear();
        self.puzzle
            .children(&self.states[slot as usize], &mut children);
        self.free.push(slot);
        for (mv, child) in &children {
            if !self.claimed.claim_state(&self.puzzle, child) {
                continue;
            }
            self.ways.push((node, Some(*mv)));
            let verdict = judge(
                &mut self.puzzle,
                &self.claimed,
                self.max_states,
                child,
                !P::DEAD_WHEN_TAKEN,
            );
            if self.ends(verdict) {
                break;
            }
            if verdict == Verdict::Open {
                let score = self.puzzle.score(child);
                let n = (self.ways.len() - 1) as u32;
                self.push(score, n, child);
            }
        }
        self.children = children;
    }
}

impl<P: Puzzle<Move = Move>> Search for BestFirst<P> {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        self.advance(budget).answer()
    }

    fn states(&self) -> usize {
        BestFirst::states(self)
    }
}

/// The open positions of each stage, and the expansions each has made
/// against the share of this round (the same for every puzzle: written
/// once, not once a puzzle).
#[derive(Default)]
struct Stages {
    open: Vec<BinaryHeap<Open>>,
    used: Vec<usize>,
    /// Expansions a stage may make this round (none before the first).
    budget: usize,
}

impl Stages {
    fn push(&mut self, stage: usize, open: Open) {
        if self.open.len() <= stage {
            self.open.resize_with(stage + 1, BinaryHeap::new);
            self.used.resize(stage + 1, 0);
        }
        self.open[stage].push(open);
    }

    /// The best position of the stage to expand next: of those within
    /// their budget, the one whose best position scores highest (the
    /// later stage among equals); with none left, a new round. None when
    /// no position is open.
    fn pop(&mut self) -> Option<Open> {
        loop {
            let best = (0..self.open.len())
                .filter_map(|k| self.open[k].peek().map(|o| (k, o.0)))
                .filter(|&(k, _)| self.used[k] < self.budget)
                .max_by_key(|&(k, score)| (score, k));
            if let Some((k, _)) = best {
                self.used[k] += 1;
                return self.open[k].pop();
            }
            if self.open.iter().all(BinaryHeap::is_empty) {
                return None;
            }
            self.budget += STAGE_BUDGET;
        }
    }
}
