//! The beam: the game cut at its deals. Between two deals a bounded
//! best-first search ([`Segment`], its own transposition table, at most
//! [`SEGMENT_NODES`] positions) over the moves that are not deals, by
//! [`eval`] (runs home, cards face down, empty columns, cards on their
//! suit's next card, cards on any next card, breaks; the queue adds up to
//! [`NOISE`] drawn from the position's key, so that near-ties do not all
//! go the way the moves were generated), collects the
//! positions it reaches that may deal (no empty column: any run may fill
//! one) and keeps the best [`WIDTH`] of them by the same score; once the
//! stock is empty the segment's search ([`LAST_NODES`]) looks for the win
//! itself. The beam deals from a candidate and searches the next segment;
//! when a segment yields nothing (or, at the end, no win) it goes back.
//!
//! Which candidates: passes of limited discrepancy (the walk is
//! [`crate::solver::engine::discrepancy`]'s, the engine's segmented
//! beam's too: [`crate::solver::engine::segments`] says why this one
//! keeps its own segments). A path through the
//! segments spends the rank of the candidate it takes in each (the best
//! costs nothing); pass `d` tries every path that spends at most `d`,
//! depth first, best first. Plain backtracking (always the next candidate
//! of the deepest segment) spent its time on sixteen near-copies of a hopeless
//! last segment when the first segments had chosen badly. Each segment is
//! searched once: its candidates are kept by the key of its root, so a
//! later pass walks through the segments it has seen for nothing but the
//! step. A stack of frames and the segment in progress are the whole
//! state: the search stops after any expansion and resumes, and counts
//! only expansions, so the answer never depends on the slices. A beam
//! that tried every path proves nothing (it left moves out); the caller
//! then hands over to the exhaustive search.
//!
//! Measured when choosing (release build, `felt solve spiderN 1-40
//! --summary --jobs 2 --limit 1s`, four suits; one and two suits solved
//! all 40 at every setting tried): the last segment bounded at 20,000
//! positions solved 22, at 5,000 26 (the time went on last segments that
//! could not be won); a segment of 2,000 positions 24, 8,000 24; width 4
//! 23, 8 23, 16 26; face-down weight 100 instead of 50, or an empty
//! column worth 150 or 200 instead of 60: 22 to 25, within the noise of
//! a loaded machine (the same setting gave 22 to 26). Plain backtracking
//! in place of the discrepancy passes: 20. Later, counted in expansions
//! (see the module above): width 4 and 16 alike, segments of 2,000 and
//! 8,000 positions and a last segment of 10,000 worse than 4,000 and
//! 5,000.
use std::collections::BinaryHeap;

use super::generate::{eval, eval_after, generate};
use super::pos::{Mv, Pos, Stock, COLUMNS};
use crate::solver::engine::discrepancy::{self, offer, Path, Turn};
use crate::solver::engine::table::Wide;
use crate::solver::tree::line_to;

/// Expansions of a segment's search while the stock remains.
pub(super) const SEGMENT_NODES: usize = 4_000;
/// Expansions of the last segment's search (stock empty: to a win).
pub(super) const LAST_NODES: usize = 5_000;
/// The most noise added to the order of a segment's queue (scores are in
/// the units of [`eval`]: a card face down weighs 50).
const NOISE: i32 = 40;
/// Candidates kept of a segment.
pub(super) const WIDTH: usize = 16;
/// The most discrepancy a path through the segments can have: every
/// candidate of each of the six segments.
const MAX_DISCREPANCY: usize = 6 * WIDTH;

/// A position the segment's search expanded.
struct Node {
    pos: Pos,
    /// The position's key, from which its children's are made.
    key: u128,
    parent: u32,
    mv: Mv,
}

/// What one expansion of a segment's search came to.
enum SegStep {
    Going,
    /// The node's child by this move is won.
    Won(u32, Mv),
    /// The bound is reached or nothing is left to expand.
    Done,
}

/// A bounded best-first search of one segment, from `root`.
struct Segment {
    nodes: Vec<Node>,
    /// Positions queued: the node they come from and the move (eight
    /// bytes: hundreds of thousands are queued, and a longer entry, the
    /// child's key kept here, made the vector's growth take several
    /// milliseconds in one step, past a frame's slice).
    pending: Vec<(u32, Mv)>,
    /// (estimate, index in `pending`): the best first, the newest of equals.
    queue: BinaryHeap<(i32, u32)>,
    seen: Wide,
    /// Stock left: no deals within a segment; none left, it seeks a win.
    last: bool,
    limit: usize,
    /// The best positions that may deal, (score, node), best first.
    best: Vec<(i32, u32)>,
    scratch: Vec<(i32, Mv)>,
    moves: Vec<Mv>,
    /// The beam's seed of [`noise`].
    seed: u64,
    /// The beam's noise in the candidates' scores and last bound.
    style: Style,
}

impl Segment {
    fn new(root: Pos, stock: &Stock, seed: u64, style: Style) -> Segment {
        let last = root.stock_left(stock) == 0;
        let mut queue = BinaryHeap::new();
        queue.push((eval(&root) + noise(root.key(stock), seed, NOISE), 0));
        Segment {
            nodes: vec![Node {
                pos: root,
                key: root.key(stock),
                parent: u32::MAX,
                mv: Mv::DEAL,
            }],
            pending: vec![(u32::MAX, Mv::DEAL)],
            queue,
            seen: Wide::new(),
            last,
            limit: if last { style.last } else { style.segment },
            best: Vec::new(),
            scratch: Vec::new(),
            moves: Vec::new(),
            seed,
            style,
        }
    }

    fn step(&mut self, stock: &Stock, root: &Pos) -> SegStep {
        let Some((order, seq)) = self.queue.pop() else {
            return SegStep::Done;
        };
        let (parent, mv) = self.pending[seq as usize];
        let (pos, key) = if seq == 0 {
            (*root, self.nodes[0].key)
        } else {
            let from = &self.nodes[parent as usize];
            let mut p = from.pos;
            p.apply(mv, stock);
            (
                p,
                p.key_after(&from.pos, from.key, mv, stock, &mut [0; COLUMNS]),
            )
        };
        if !self.seen.insert(key) {
            return SegStep::Going;
        }
        let score = order - noise(key, self.seed, NOISE);
        let node = if seq == 0 {
            0
        } else {
            self.nodes.push(Node {
                pos,
                key,
                parent,
                mv,
            });
            self.nodes.len() as u32 - 1
        };
        if !self.last && pos.can_deal(stock) {
            // How good a position is to deal from: its score.
            debug_assert_eq!(score, eval(&pos));
            offer(
                &mut self.best,
                WIDTH,
                score + noise(key, !self.seed, self.style.pick),
                node,
            );
        }
        if self.nodes.len() >= self.limit || self.pending.len() >= u32::MAX as usize / 2 {
            return SegStep::Done;
        }
        self.moves.clear();
        let fills = !self.last;
        generate(
            &pos,
            stock,
            false,
            fills,
            &mut self.scratch,
            &mut self.moves,
        );
        let mut keys = [0; COLUMNS];
        let mut evals = [i32::MIN; COLUMNS];
        for &mv in &self.moves {
            if mv.is_deal() {
                continue;
            }
            let mut child = pos;
            child.apply(mv, stock);
            if child.is_won(stock) {
                return SegStep::Won(node, mv);
            }
            let child_key = child.key_after(&pos, key, mv, stock, &mut keys);
            debug_assert_eq!(child_key, child.key(stock));
            if self.seen.contains(child_key) {
                continue;
            }
            self.pending.push((node, mv));
            let child_eval = eval_after(&child, &pos, score, mv, &mut evals);
            debug_assert_eq!(child_eval, eval(&child));
            let order = child_eval + noise(child_key, self.seed, NOISE);
            self.queue.push((order, self.pending.len() as u32 - 1));
        }
        SegStep::Going
    }

    /// The moves from the segment's root to `node`.
    fn line_to(&self, node: u32) -> Vec<Mv> {
        line_to(&self.nodes, node, |n| (n.parent, n.mv))
    }
}

/// The queue's order is a position's score plus up to [`NOISE`] drawn
/// from its key and the beam's seed ([`discrepancy::noise`], the key's
/// halves folded): see the module doc. Up to `most` (none if 0).
fn noise(key: u128, seed: u64, most: i32) -> i32 {
    discrepancy::noise(key as u64 ^ (key >> 64) as u64, seed, most as u64)
}

/// What one expansion of the beam came to.
pub(super) enum BeamStep {
    Going,
    /// A win: the line from the start.
    Won(Vec<Mv>),
    /// Every candidate of every segment was tried.
    Exhausted,
    /// The expansions reached the limit.
    Full,
}

pub(super) struct Beam {
    /// The segment being searched, with its root and the key of its root.
    current: Option<(Pos, u128, Segment)>,
    /// The segments searched and the path through them.
    path: Path<u128, Pos, Mv>,
    pub expansions: usize,
    cap: usize,
    seed: u64,
    style: Style,
}

/// How a beam keeps and bounds its segments: the most noise added to a
/// candidate's score (see [`Beam::new`]), and the positions of a
/// segment's search while the stock remains and of the last segment's.
#[derive(Clone, Copy)]
pub(super) struct Style {
    pub pick: i32,
    pub segment: usize,
    pub last: usize,
}

/// The first beam's style: candidates by score alone.
pub(super) const PLAIN: Style = Style {
    pick: 0,
    segment: SEGMENT_NODES,
    last: LAST_NODES,
};

impl Beam {
    /// A beam from `root` that stops after `cap` expansions, its queues'
    /// noise drawn with `seed`; with `style.pick`, each segment keeps its
    /// best candidates by their scores plus up to that much noise (with
    /// the seed's), so that a segment searched to its end (the first ones
    /// of a tight deal often are: a few hundred positions) gives this
    /// beam other candidates than another seed's would; its last segment
    /// searches `style.last` positions, the others `style.segment`.
    pub fn new(root: Pos, stock: &Stock, cap: usize, seed: u64, style: Style) -> Beam {
        Beam {
            current: Some((
                root,
                root.key(stock),
                Segment::new(root, stock, seed, style),
            )),
            path: Path::new(root.key(stock), MAX_DISCREPANCY),
            expansions: 0,
            cap,
            seed,
            style,
        }
    }

    pub fn step(&mut self, stock: &Stock) -> BeamStep {
        self.expansions += 1;
        if self.expansions >= self.cap {
            return BeamStep::Full;
        }
        if let Some((root, _, segment)) = self.current.as_mut() {
            match segment.step(stock, root) {
                SegStep::Going => {}
                SegStep::Won(node, mv) => {
                    let mut tail = segment.line_to(node);
                    tail.push(mv);
                    let mut line = self.path.line(Mv::DEAL);
                    line.extend(tail);
                    return BeamStep::Won(line);
                }
                SegStep::Done => {
                    let (_, key, segment) = self.current.take().expect("searching");
                    let candidates = segment
                        .best
                        .iter()
                        .map(|&(_, n)| (segment.nodes[n as usize].pos, segment.line_to(n)))
                        .collect();
                    self.path.searched(key, candidates);
                }
            }
            return BeamStep::Going;
        }
        let mut child = match self.path.turn() {
            Turn::Back => return BeamStep::Going,
            Turn::Exhausted => return BeamStep::Exhausted,
            Turn::Deal(candidate) => candidate,
        };
        debug_assert!((0..stock.cols).all(|i| child.len(i) > 0));
        child.apply(Mv::DEAL, stock);
        if child.is_won(stock) {
            return BeamStep::Won(self.path.line(Mv::DEAL));
        }
        let key = child.key(stock);
        if !self.path.enter(key) {
            self.current = Some((
                child,
                key,
                Segment::new(child, stock, self.seed, self.style),
            ));
        }
        BeamStep::Going
    }
}
