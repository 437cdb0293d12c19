//! A beam over a game cut at its stock's deals, for any game that says
//! where its deals are ([`Segmented`]): Spider's, Spiderette's and
//! Gypsy's. Between two deals a bounded best-first search ([`Segment`],
//! its own table of keys, at most [`Shape::segment`] positions expanded)
//! over the moves that are not the deal, by [`Segmented::score`] plus up
//! to [`Shape::noise`] drawn from the position's key and the beam's seed
//! (so that near-ties do not all go the way the moves were generated),
//! keeps the best [`Shape::width`] positions it expanded that may deal
//! ([`Segmented::may_deal`]: Spider's stock deals onto no empty column),
//! each by its score plus up to [`Shape::pick`] of noise of its own;
//! once the stock is empty the segment's search ([`Shape::last`]
//! positions) looks for the win itself. The beam deals from a candidate
//! and searches the next segment; when a segment yields no win it goes
//! back.
//!
//! Which candidates: passes of limited discrepancy over the segments
//! ([`super::discrepancy`]). Each segment is searched once: its
//! candidates are kept by the key of its root. The beam counts its steps,
//! each an expansion or a step along the path (never the slices), so the
//! answer never depends on the slices.
//!
//! A segment keeps the positions it found but has not expanded as moves
//! from their parents (eight bytes for Spider: hundreds of thousands are
//! queued, and a longer entry made the vector's growth take several
//! milliseconds in one step, past a frame's slice), makes one again when
//! its turn comes and claims it then: a position found twice before it is
//! expanded waits twice and is expanded once. Its keys are 128 bits, and
//! a game makes a child's key and score from its parent's
//! ([`Segmented::child`], [`Segmented::expand`]). Spider's beam was its
//! own loop this way beside Gypsy's, which claimed its children when it
//! found them and kept them whole; one loop for both (Gypsy's answers
//! changed: see [`crate::solver::gypsy`]).
//!
//! The beam leaves moves out (every position but a segment's best), so
//! it proves nothing: one that runs out, or reaches its cap, says
//! undecided. It keeps one segment's positions at a time and the
//! candidates of the segments searched, which a tight deal's small
//! segments make many.

use std::collections::BinaryHeap;

use super::discrepancy::{self, offer, Path, Turn};
use super::table::Wide;
use crate::model::moves::Move;
use crate::solver::tree::line_to;
use crate::solver::{Answer, Search};

/// A game a [`Beam`] cuts at its deals: its positions, moves and keys of
/// 128 bits, each child made from its parent.
pub(crate) trait Segmented {
    type State: Copy;
    type Move: Copy;
    /// The move that deals, between the segments' lines in a win.
    const DEAL: Self::Move;

    fn start(&self) -> Self::State;
    fn is_won(&self, state: &Self::State) -> bool;
    fn key(&self, state: &Self::State) -> u128;
    /// How promising a position looks: higher is expanded first, and
    /// kept first as a candidate.
    fn score(&self, state: &Self::State) -> i32;
    /// Deals the stock still makes from `state`: none makes its segment
    /// the last, which looks for the win.
    fn deals_left(&self, state: &Self::State) -> usize;
    /// Whether the stock may deal from `state` (one with deals left).
    fn may_deal(&self, _state: &Self::State) -> bool {
        true
    }
    /// The position the deal makes from `state`.
    fn deal(&self, state: &Self::State) -> Self::State;
    /// The child `mv` makes of `state` (keyed `key`), with its key: one
    /// [`Segmented::expand`] gave.
    fn child(&self, state: &Self::State, key: u128, mv: Self::Move) -> (Self::State, u128);
    /// The children of `state` (keyed `key`, scored `score`) by the moves
    /// that are not the deal, in `last` a segment with no deal left: each
    /// not in `seen` as its move, key and score, added to `out` in the
    /// order the moves come; or the move to a won child, at once.
    fn expand(
        &mut self,
        state: &Self::State,
        key: u128,
        score: i32,
        last: bool,
        seen: &Wide,
        out: &mut Vec<(Self::Move, u128, i32)>,
    ) -> Option<Self::Move>;
}

/// How a beam bounds its segments.
#[derive(Clone, Copy)]
pub(crate) struct Shape {
    /// Positions a segment's search may expand while the stock remains.
    pub segment: usize,
    /// Positions the last segment's search may expand (stock empty: to
    /// a win).
    pub last: usize,
    /// Candidates kept of a segment.
    pub width: usize,
    /// The most noise added to a position's score in a segment's queue.
    pub noise: u64,
    /// The most noise added to a candidate's score (drawn with the seed
    /// turned over): a segment searched to its end (the first ones of a
    /// tight deal often are) then gives two seeds' beams other
    /// candidates.
    pub pick: u64,
}

/// A position a segment's search expanded: its state, its key, the node
/// it came from and the move.
struct Node<S, M> {
    state: S,
    key: u128,
    parent: u32,
    mv: M,
}

/// What one expansion of a segment's search came to.
enum SegStep<M> {
    Going,
    /// The node's child by this move is won.
    Won(u32, M),
    /// The bound is reached or nothing is left to expand.
    Done,
}

/// A bounded best-first search of one segment.
struct Segment<S, M> {
    nodes: Vec<Node<S, M>>,
    /// Positions found: the node they come from and the move (the root:
    /// `u32::MAX`).
    pending: Vec<(u32, M)>,
    /// (score plus noise, index in `pending`): the best first, the newest
    /// of equals.
    queue: BinaryHeap<(i32, u32)>,
    seen: Wide,
    /// No stock left: it seeks a win, not candidates.
    last: bool,
    limit: usize,
    /// The best positions to deal from, (score, node), best first.
    best: Vec<(i32, u32)>,
    /// The children of the node expanded.
    children: Vec<(M, u128, i32)>,
}

/// Up to `most` drawn from a position's key and `seed`
/// ([`discrepancy::noise`], the key's halves folded).
fn noise(key: u128, seed: u64, most: u64) -> i32 {
    discrepancy::noise(key as u64 ^ (key >> 64) as u64, seed, most)
}

impl<S: Copy, M: Copy> Segment<S, M> {
    fn new<P: Segmented<State = S, Move = M>>(
        puzzle: &P,
        root: S,
        seed: u64,
        shape: &Shape,
    ) -> Self {
        let mut segment = Segment {
            nodes: Vec::new(),
            pending: Vec::new(),
            queue: BinaryHeap::new(),
            seen: Wide::new(),
            last: false,
            limit: 0,
            best: Vec::new(),
            children: Vec::new(),
        };
        segment.restart(puzzle, root, seed, shape);
        segment
    }

    /// The segment from `root`, as [`Segment::new`] makes it, in this
    /// one's buffers: a new segment's table and nodes grew from nothing
    /// each time (reallocations and fresh pages were a tenth of Gypsy's
    /// time in `perf`), and a segment's positions only depend on its root.
    fn restart<P: Segmented<State = S, Move = M>>(
        &mut self,
        puzzle: &P,
        root: S,
        seed: u64,
        shape: &Shape,
    ) {
        let last = puzzle.deals_left(&root) == 0;
        let key = puzzle.key(&root);
        self.seen.clear();
        self.queue.clear();
        self.queue
            .push((puzzle.score(&root) + noise(key, seed, shape.noise), 0));
        self.pending.clear();
        self.pending.push((u32::MAX, P::DEAL));
        self.nodes.clear();
        self.nodes.push(Node {
            state: root,
            key,
            parent: u32::MAX,
            mv: P::DEAL,
        });
        self.last = last;
        self.limit = if last { shape.last } else { shape.segment };
        self.best.clear();
    }

    /// Expands the best position found: made again from its parent,
    /// claimed, offered as a candidate and its children queued.
    fn step<P: Segmented<State = S, Move = M>>(
        &mut self,
        puzzle: &mut P,
        seed: u64,
        shape: &Shape,
    ) -> SegStep<M> {
        let Some((order, seq)) = self.queue.pop() else {
            return SegStep::Done;
        };
        let (parent, mv) = self.pending[seq as usize];
        let (state, key) = if seq == 0 {
            (self.nodes[0].state, self.nodes[0].key)
        } else {
            let from = &self.nodes[parent as usize];
            puzzle.child(&from.state, from.key, mv)
        };
        if !self.seen.insert(key) {
            return SegStep::Going;
        }
        let score = order - noise(key, seed, shape.noise);
        let node = if seq == 0 {
            0
        } else {
            self.nodes.push(Node {
                state,
                key,
                parent,
                mv,
            });
            self.nodes.len() as u32 - 1
        };
        if !self.last && puzzle.may_deal(&state) {
            let picked = score + noise(key, !seed, shape.pick);
            offer(&mut self.best, shape.width, picked, node);
        }
        if self.nodes.len() >= self.limit || self.pending.len() >= u32::MAX as usize / 2 {
            return SegStep::Done;
        }
        self.children.clear();
        let won = puzzle.expand(
            &state,
            key,
            score,
            self.last,
            &self.seen,
            &mut self.children,
        );
        if let Some(mv) = won {
            return SegStep::Won(node, mv);
        }
        for &(mv, key, score) in &self.children {
            self.pending.push((node, mv));
            let order = score + noise(key, seed, shape.noise);
            self.queue.push((order, self.pending.len() as u32 - 1));
        }
        SegStep::Going
    }

    /// The moves from the segment's root to `node`.
    fn line_to(&self, node: u32) -> Vec<M> {
        line_to(&self.nodes, node, |n| (n.parent, n.mv))
    }
}

/// What one step of the beam came to.
pub(crate) enum Step<M> {
    Going,
    /// A win: the line from the start.
    Won(Vec<M>),
    /// Every candidate of every segment was tried.
    Exhausted,
    /// The steps reached the cap.
    Full,
}

/// A segment of `P`'s positions and moves.
type SegmentOf<P> = Segment<<P as Segmented>::State, <P as Segmented>::Move>;

/// The beam: resumable, counted in steps.
pub(crate) struct Beam<P: Segmented> {
    puzzle: P,
    shape: Shape,
    /// The segment being searched, with its root's key.
    current: Option<(u128, SegmentOf<P>)>,
    /// The last segment searched, whose buffers the next one takes over.
    spare: Option<SegmentOf<P>>,
    /// The segments searched and the path through them.
    path: Path<u128, P::State, P::Move>,
    /// Steps made: expansions and steps along the path.
    pub steps: usize,
    cap: usize,
    seed: u64,
    answer: Option<Answer>,
}

impl<P: Segmented> Beam<P> {
    /// A beam over `puzzle` of segments shaped by `shape` that stops
    /// after `cap` steps, its noise drawn with `seed`.
    pub(crate) fn new(puzzle: P, shape: Shape, cap: usize, seed: u64) -> Beam<P> {
        let start = puzzle.start();
        let root = puzzle.key(&start);
        let segment = Segment::new(&puzzle, start, seed, &shape);
        // Every candidate of each segment.
        let most = (puzzle.deals_left(&start) + 1) * shape.width;
        Beam {
            puzzle,
            shape,
            current: Some((root, segment)),
            spare: None,
            path: Path::new(root, most),
            steps: 0,
            cap,
            seed,
            answer: None,
        }
    }

    /// One expansion, or one step along the path.
    pub(crate) fn step(&mut self) -> Step<P::Move> {
        self.steps += 1;
        if self.steps >= self.cap {
            return Step::Full;
        }
        if let Some((_, segment)) = self.current.as_mut() {
            match segment.step(&mut self.puzzle, self.seed, &self.shape) {
                SegStep::Going => {}
                SegStep::Won(node, mv) => {
                    let mut line = self.path.line(P::DEAL);
                    line.extend(segment.line_to(node));
                    line.push(mv);
                    return Step::Won(line);
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
            return Step::Going;
        }
        let candidate = match self.path.turn() {
            Turn::Back => return Step::Going,
            Turn::Exhausted => return Step::Exhausted,
            Turn::Deal(candidate) => candidate,
        };
        let child = self.puzzle.deal(&candidate);
        if self.puzzle.is_won(&child) {
            return Step::Won(self.path.line(P::DEAL));
        }
        let key = self.puzzle.key(&child);
        if !self.path.enter(key) {
            let segment = match self.spare.take() {
                Some(mut segment) => {
                    segment.restart(&self.puzzle, child, self.seed, &self.shape);
                    segment
                }
                None => Segment::new(&self.puzzle, child, self.seed, &self.shape),
            };
            self.current = Some((key, segment));
        }
        Step::Going
    }
}

impl<P: Segmented<Move = Move> + Send> Search for Beam<P>
where
    P::State: Send,
{
    fn step(&mut self, budget: u32) -> Option<Answer> {
        for _ in 0..budget {
            if self.answer.is_some() {
                break;
            }
            self.answer = match Beam::step(self) {
                Step::Going => None,
                Step::Won(line) => Some(Answer::Solved(line)),
                Step::Exhausted | Step::Full => Some(Answer::Undecided),
            };
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
        self.steps
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::pile::PileId;
    use crate::solver::testing;

    /// A toy game cut at one deal: a number raised by one a move up to
    /// ten, the deal, and a goal only reached by dealing at `goal` (the
    /// number never falls). The higher the number the better it looks, so
    /// the best candidates to deal from overshoot any goal below ten.
    struct Climb {
        goal: u32,
    }

    fn up() -> Move {
        Move::one(PileId::Column(0), PileId::Column(1))
    }

    impl Segmented for Climb {
        /// (deals made, the number).
        type State = (u32, u32);
        type Move = Move;
        const DEAL: Move = Move::Draw;

        fn start(&self) -> (u32, u32) {
            (0, 0)
        }

        fn is_won(&self, &(dealt, n): &(u32, u32)) -> bool {
            dealt == 1 && n == self.goal
        }

        /// Never 0, which the table keeps as 1.
        fn key(&self, &(dealt, n): &(u32, u32)) -> u128 {
            1 << 64 | u128::from(dealt) << 32 | u128::from(n)
        }

        fn score(&self, s: &(u32, u32)) -> i32 {
            s.1 as i32
        }

        fn deals_left(&self, s: &(u32, u32)) -> usize {
            1 - s.0 as usize
        }

        fn deal(&self, s: &(u32, u32)) -> (u32, u32) {
            (s.0 + 1, s.1)
        }

        fn child(&self, s: &(u32, u32), _: u128, _: Move) -> ((u32, u32), u128) {
            let child = (s.0, s.1 + 1);
            (child, self.key(&child))
        }

        fn expand(
            &mut self,
            s: &(u32, u32),
            key: u128,
            _: i32,
            _: bool,
            seen: &Wide,
            out: &mut Vec<(Move, u128, i32)>,
        ) -> Option<Move> {
            let (child, key) = self.child(s, key, up());
            if s.1 < 10 && !seen.contains(key) {
                out.push((up(), key, self.score(&child)));
            }
            self.is_won(&child).then(up)
        }
    }

    const SHAPE: Shape = Shape {
        segment: 100,
        last: 100,
        width: 4,
        noise: 1,
        pick: 0,
    };

    #[test]
    fn a_win_behind_the_best_candidates_is_found_and_a_miss_proves_nothing() {
        // The best candidates are 10, 9, 8, 7: the third wins.
        let run = |slice| testing::run(Beam::new(Climb { goal: 8 }, SHAPE, 1000, 7), slice);
        let (answer, _) = run(1);
        let mut line = vec![up(); 8];
        line.push(Move::Draw);
        assert_eq!(answer, Answer::Solved(line));
        assert_eq!(run(1).0, run(1000).0, "whatever the slices");
        // Six is not among the four kept: undecided, never lost.
        let beam = Beam::new(Climb { goal: 6 }, SHAPE, 1000, 7);
        assert_eq!(testing::run(beam, 10).0, Answer::Undecided);
    }
}
