//! A beam over Gypsy's deals, after Spider's ([`crate::solver::spider`]'s
//! beam): the game cut at its nine deals. Between two deals a bounded
//! best-first search ([`Segment`], its own table of keys, at most
//! [`SEGMENT`] positions) over the moves that are not the deal, by the
//! plain search's score ([`Puzzle::score`]) plus up to [`NOISE`] drawn
//! from the position's key and the beam's seed, keeps the best [`WIDTH`]
//! positions it expanded to deal from; once the stock is empty the
//! segment's search ([`LAST`] positions) looks for the win itself. The beam
//! deals from a candidate and searches the next segment; when a segment
//! yields no win it goes back.
//!
//! Which candidates: passes of limited discrepancy over the segments,
//! as Spider's ([`crate::solver::engine::discrepancy`], which both walk). Each
//! segment is searched once: its candidates are kept by the key of its
//! root. The beam counts only the positions it makes and its steps along
//! the paths (never the slices), so the answer never depends on the
//! slices.
//!
//! The beam leaves moves out (every position but a segment's best), so
//! it proves nothing: one that runs out, or reaches its cap, says
//! undecided. It keeps one segment's positions at a time and the
//! candidates of the segments searched, which a tight deal's small
//! segments make many: let run on under a clock past its share (deal
//! 137, won after 9.2 million positions in 13 s), the process peaked at
//! 346 MB, so it keeps its share of the limit there too.
use std::collections::BinaryHeap;

use super::{Deal, State};
use crate::model::moves::Move;
use crate::solver::engine::discrepancy::{self, offer, Path, Turn};
use crate::solver::engine::table::Seen;
use crate::solver::engine::Puzzle;
use crate::solver::tree::line_to;
use crate::solver::{Answer, Search};

/// Positions a segment's search may make while the stock remains.
const SEGMENT: usize = 4_000;
/// Positions the last segment's search may make (stock empty: to a win).
const LAST: usize = 5_000;
/// Candidates kept of a segment.
const WIDTH: usize = 8;
/// The most noise added to a position's score in a segment's queue (a
/// card home weighs 300, a card face down 60).
const NOISE: u64 = 40;

/// A position a segment's search made: its state, its score (without
/// the noise), the node it came from and the move.
struct Node {
    state: State,
    score: i32,
    parent: u32,
    mv: Move,
}

/// What one expansion of a segment's search came to.
enum SegStep {
    Going,
    /// This node is won.
    Won(u32),
    /// The bound is reached or nothing is left to expand.
    Done,
}

/// A bounded best-first search of one segment.
struct Segment {
    nodes: Vec<Node>,
    /// (score plus noise, node): the best first, the newest of equals.
    queue: BinaryHeap<(i32, u32)>,
    seen: Seen,
    /// No stock left: it seeks a win, not candidates.
    last: bool,
    limit: usize,
    /// The best positions to deal from, (score, node), best first.
    best: Vec<(i32, u32)>,
    /// The moves of the node expanded, with their children's keys.
    keyed: Vec<(Move, u64)>,
}

/// Up to [`NOISE`] drawn from a position's key and the beam's seed (none
/// with seed 0), so that near-ties do not all go the way the moves were
/// generated.
fn noise(key: u64, seed: u64) -> i32 {
    if seed == 0 {
        return 0;
    }
    discrepancy::noise(key, seed, NOISE)
}

impl Segment {
    fn new(deal: &Deal, root: State, seed: u64) -> Segment {
        let mut segment = Segment {
            nodes: Vec::new(),
            queue: BinaryHeap::new(),
            seen: Seen::new(),
            last: false,
            limit: 0,
            best: Vec::new(),
            keyed: Vec::new(),
        };
        segment.restart(deal, root, seed);
        segment
    }

    /// The segment from `root`, as [`Segment::new`] makes it, in this
    /// one's buffers: a new segment's table and nodes grew from nothing
    /// each time (reallocations and fresh pages were a tenth of the time
    /// in `perf`), and a segment's positions only depend on its root.
    fn restart(&mut self, deal: &Deal, root: State, seed: u64) {
        let last = usize::from(root.dealt) >= deal.deals.len();
        let key = deal.key(&root);
        self.seen.clear();
        self.seen.insert(key);
        self.queue.clear();
        let score = deal.score(&root);
        self.queue.push((score + noise(key, seed), 0));
        self.nodes.clear();
        self.nodes.push(Node {
            state: root,
            score,
            parent: u32::MAX,
            mv: Move::Draw,
        });
        self.last = last;
        self.limit = if last { LAST } else { SEGMENT };
        self.best.clear();
        self.keyed.clear();
    }

    /// Expands the best open node; `made` counts the positions made.
    fn step(&mut self, deal: &Deal, seed: u64, made: &mut usize) -> SegStep {
        let Some((_, node)) = self.queue.pop() else {
            return SegStep::Done;
        };
        let Node { state, score, .. } = self.nodes[node as usize];
        if !self.last {
            offer(&mut self.best, WIDTH, score, node);
        }
        if self.nodes.len() >= self.limit {
            return SegStep::Done;
        }
        // Only the children not seen are made, in their place in the
        // list ([`Puzzle::keyed`]).
        self.keyed.clear();
        deal.keyed(&state, &mut self.keyed);
        for i in 0..self.keyed.len() {
            let (mv, key) = self.keyed[i];
            if mv == Move::Draw {
                continue;
            }
            if !self.seen.insert(key) {
                continue;
            }
            *made += 1;
            self.nodes.push(Node {
                state,
                score: 0,
                parent: node,
                mv,
            });
            let n = self.nodes.len() as u32 - 1;
            let child = self.nodes.last_mut().expect("just pushed");
            deal.make(&state, mv, key, &mut child.state);
            let score = deal.score(&child.state);
            child.score = score;
            if deal.is_won(&child.state) {
                return SegStep::Won(n);
            }
            self.queue.push((score + noise(key, seed), n));
        }
        SegStep::Going
    }

    /// The moves from the segment's root to `node`.
    fn line_to(&self, node: u32) -> Vec<Move> {
        line_to(&self.nodes, node, |n| (n.parent, n.mv))
    }
}

pub(super) struct Beam {
    deal: Deal,
    /// The segment being searched, with its root's key.
    current: Option<(u64, Segment)>,
    /// The last segment searched, whose buffers the next one takes over.
    spare: Option<Segment>,
    /// The segments searched and the path through them.
    path: Path<u64, State, Move>,
    /// Positions made.
    made: usize,
    cap: usize,
    seed: u64,
    answer: Option<Answer>,
}

impl Beam {
    /// A beam over `deal` that stops after making `cap` positions.
    pub(super) fn new(mut deal: Deal, cap: usize, seed: u64) -> Beam {
        deal.deal_moves = false;
        let start = deal.start();
        let root = deal.key(&start);
        let segment = Segment::new(&deal, start, seed);
        let answer = deal.is_won(&start).then(|| Answer::Solved(Vec::new()));
        let most = (deal.deals.len() + 1) * WIDTH;
        Beam {
            deal,
            current: Some((root, segment)),
            spare: None,
            path: Path::new(root, most),
            made: 0,
            cap,
            seed,
            answer,
        }
    }

    /// One expansion (or one step along the path); the answer once known.
    fn advance(&mut self) -> Option<Answer> {
        if self.made >= self.cap {
            return Some(Answer::Undecided);
        }
        if let Some((_, segment)) = self.current.as_mut() {
            match segment.step(&self.deal, self.seed, &mut self.made) {
                SegStep::Going => {}
                SegStep::Won(node) => {
                    let tail = segment.line_to(node);
                    let mut line = self.path.line(Move::Draw);
                    line.extend(tail);
                    return Some(Answer::Solved(line));
                }
                SegStep::Done => {
                    let (key, segment) = self.current.take().expect("searching");
                    let candidates = segment
                        .best
                        .iter()
                        .map(|&(_, n)| (segment.nodes[n as usize].state, segment.line_to(n)))
                        .collect();
                    self.path.searched(key, candidates);
                    self.spare = Some(segment);
                }
            }
            return None;
        }
        // A step along the path counts as a position made: the passes
        // walk paths through segments already searched.
        self.made += 1;
        let candidate = match self.path.turn() {
            Turn::Back => return None,
            Turn::Exhausted => return Some(Answer::Undecided),
            Turn::Deal(candidate) => candidate,
        };
        let child = self.deal.apply(&candidate, Move::Draw);
        let key = self.deal.key(&child);
        if !self.path.enter(key) {
            let segment = match self.spare.take() {
                Some(mut segment) => {
                    segment.restart(&self.deal, child, self.seed);
                    segment
                }
                None => Segment::new(&self.deal, child, self.seed),
            };
            self.current = Some((key, segment));
        }
        None
    }
}

impl Search for Beam {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        for _ in 0..budget {
            if self.answer.is_some() {
                break;
            }
            self.answer = self.advance();
        }
        if self.answer.is_some() {
            // Free the beam's memory; only the answer is kept.
            self.current = None;
            self.spare = None;
            self.path = Path::new(0, 0);
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.made
    }
}
