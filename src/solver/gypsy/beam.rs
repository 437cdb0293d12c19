//! A beam over Gypsy's deals, after Spider's ([`crate::solver::spider`]'s
//! beam): the game cut at its nine deals. Between two deals a bounded
//! best-first search ([`Segment`], its own table of keys, at most
//! [`SEGMENT`] positions) over the moves that are not the deal, by the
//! plain search's score ([`Ranked::score`]) plus up to [`NOISE`] drawn
//! from the position's key and the beam's seed, keeps the best [`WIDTH`]
//! positions it expanded to deal from; once the stock is empty the
//! segment's search ([`LAST`] positions) looks for the win itself. The beam
//! deals from a candidate and searches the next segment; when a segment
//! yields no win it goes back.
//!
//! Which candidates: passes of limited discrepancy, as Spider's. A path
//! through the segments spends the rank of the candidate it takes in each
//! (the best costs nothing); pass `d` tries every path that spends at
//! most `d`, depth first, best first. Each segment is searched once: its
//! candidates are kept by the key of its root. A stack of frames and the
//! segment in progress are the whole state, and the beam counts only the
//! positions it makes and its steps along the paths (never the slices),
//! so the answer never depends on the slices.
//!
//! The beam leaves moves out (every position but a segment's best), so
//! it proves nothing: one that runs out, or reaches its cap, says
//! undecided. It keeps one segment's positions at a time and the
//! candidates of the segments searched: little memory.
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::hash::BuildHasherDefault;

use super::{Deal, State};
use crate::model::moves::Move;
use crate::solver::fortyeight::best::Ranked;
use crate::solver::small::{KeyHasher, Puzzle};
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

/// A position a segment's search made: its state, the node it came
/// from and the move.
struct Node {
    state: State,
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

type Seen = HashSet<u64, BuildHasherDefault<KeyHasher>>;

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
    children: Vec<(Move, State)>,
}

/// Up to [`NOISE`] drawn from a position's key and the beam's seed (none
/// with seed 0), so that near-ties do not all go the way the moves were
/// generated.
fn noise(key: u64, seed: u64) -> i32 {
    if seed == 0 {
        return 0;
    }
    let h = (key ^ seed).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    ((h >> 40) % NOISE) as i32
}

impl Segment {
    fn new(deal: &Deal, root: State, seed: u64) -> Segment {
        let last = usize::from(root.dealt) >= deal.deals.len();
        let key = deal.key(&root);
        let mut seen = Seen::default();
        seen.insert(key);
        let mut queue = BinaryHeap::new();
        queue.push((deal.score(&root) + noise(key, seed), 0));
        Segment {
            nodes: vec![Node {
                state: root,
                parent: u32::MAX,
                mv: Move::Draw,
            }],
            queue,
            seen,
            last,
            limit: if last { LAST } else { SEGMENT },
            best: Vec::new(),
            children: Vec::new(),
        }
    }

    fn offer(&mut self, score: i32, node: u32) {
        if self.best.len() == WIDTH && self.best[WIDTH - 1].0 >= score {
            return;
        }
        // After the equals already there: the first found stays first.
        let at = self.best.partition_point(|&(s, _)| s >= score);
        self.best.insert(at, (score, node));
        self.best.truncate(WIDTH);
    }

    /// Expands the best open node; `made` counts the positions made.
    fn step(&mut self, deal: &Deal, seed: u64, made: &mut usize) -> SegStep {
        let Some((_, node)) = self.queue.pop() else {
            return SegStep::Done;
        };
        let state = self.nodes[node as usize].state;
        if !self.last {
            self.offer(deal.score(&state), node);
        }
        if self.nodes.len() >= self.limit {
            return SegStep::Done;
        }
        self.children.clear();
        deal.children(&state, &mut self.children);
        for i in 0..self.children.len() {
            let (mv, child) = self.children[i];
            if mv == Move::Draw {
                continue;
            }
            let key = deal.key(&child);
            if !self.seen.insert(key) {
                continue;
            }
            *made += 1;
            self.nodes.push(Node {
                state: child,
                parent: node,
                mv,
            });
            let n = self.nodes.len() as u32 - 1;
            if deal.is_won(&child) {
                return SegStep::Won(n);
            }
            self.queue.push((deal.score(&child) + noise(key, seed), n));
        }
        SegStep::Going
    }

    /// The moves from the segment's root to `node`.
    fn line_to(&self, mut node: u32) -> Vec<Move> {
        let mut line = Vec::new();
        while node != 0 {
            let n = &self.nodes[node as usize];
            line.push(n.mv);
            node = n.parent;
        }
        line.reverse();
        line
    }
}

/// A segment on the path: its candidates (in [`Beam::segments`]), the
/// next to try, and the discrepancy spent below it.
struct Frame {
    segment: usize,
    /// The candidate being tried is `next - 1`.
    next: usize,
    /// The sum of the ranks of the candidates chosen in the frames below.
    spent: usize,
}

/// Candidates of a searched segment, best first, each with its line from
/// the segment's root.
type Candidates = Vec<(State, Vec<Move>)>;

pub(super) struct Beam {
    deal: Deal,
    frames: Vec<Frame>,
    /// The segment being searched, with its root's key.
    current: Option<(u64, Segment)>,
    /// Every segment searched, by the key of its root.
    segments: Vec<Candidates>,
    known: HashMap<u64, usize>,
    /// The most the ranks of the chosen candidates may add up to.
    discrepancy: usize,
    root: u64,
    /// Positions made.
    made: usize,
    cap: usize,
    seed: u64,
    answer: Option<Answer>,
}

impl Beam {
    /// A beam over `deal` that stops after making `cap` positions.
    pub(super) fn new(deal: Deal, cap: usize, seed: u64) -> Beam {
        let start = deal.start();
        let root = deal.key(&start);
        let segment = Segment::new(&deal, start, seed);
        let answer = deal.is_won(&start).then(|| Answer::Solved(Vec::new()));
        Beam {
            deal,
            frames: Vec::new(),
            current: Some((root, segment)),
            segments: Vec::new(),
            known: HashMap::new(),
            discrepancy: 0,
            root,
            made: 0,
            cap,
            seed,
            answer,
        }
    }

    /// The moves from the start to the root of the segment on top.
    fn line(&self) -> Vec<Move> {
        let mut line = Vec::new();
        for frame in &self.frames {
            line.extend_from_slice(&self.segments[frame.segment][frame.next - 1].1);
            line.push(Move::Draw);
        }
        line
    }

    fn enter(&mut self, segment: usize) {
        let spent = self.frames.last().map_or(0, |f| f.spent + f.next - 1);
        self.frames.push(Frame {
            segment,
            next: 0,
            spent,
        });
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
                    let mut line = self.line();
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
                    self.segments.push(candidates);
                    self.known.insert(key, self.segments.len() - 1);
                    self.enter(self.segments.len() - 1);
                }
            }
            return None;
        }
        // A step along the path counts as a position made: the passes
        // walk paths through segments already searched.
        self.made += 1;
        let max_discrepancy = (self.deal.deals.len() + 1) * WIDTH;
        let Some(frame) = self.frames.last_mut() else {
            return Some(Answer::Undecided);
        };
        let candidates = &self.segments[frame.segment];
        if frame.next >= candidates.len() || frame.spent + frame.next > self.discrepancy {
            self.frames.pop();
            if self.frames.is_empty() {
                // The pass is over: again, allowing one more discrepancy.
                if self.discrepancy >= max_discrepancy {
                    return Some(Answer::Undecided);
                }
                self.discrepancy += 1;
                self.enter(self.known[&self.root]);
            }
            return None;
        }
        let mut child = candidates[frame.next].0;
        frame.next += 1;
        child.dealt += 1;
        let cards = &self.deal.deals[usize::from(child.dealt) - 1];
        if !cards
            .iter()
            .enumerate()
            .all(|(c, &card)| child.put(c, &[card]))
        {
            return None;
        }
        let key = self.deal.key(&child);
        match self.known.get(&key) {
            Some(&segment) => self.enter(segment),
            None => self.current = Some((key, Segment::new(&self.deal, child, self.seed))),
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
            self.segments = Vec::new();
            self.known = HashMap::new();
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.made
    }
}
