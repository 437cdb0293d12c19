//! A beam over a game cut at its stock's deals, for any game that says
//! where its deals are ([`Segmented`]): Gypsy's. Between two deals a
//! bounded best-first search ([`Segment`], its own table of keys, at most
//! [`Shape::segment`] positions) over the moves that are not the deal, by
//! [`Puzzle::score`] plus up to [`Shape::noise`] drawn from the
//! position's key and the beam's seed, keeps the best [`Shape::width`]
//! positions it expanded to deal from; once the stock is empty the
//! segment's search ([`Shape::last`] positions) looks for the win
//! itself. The beam deals from a candidate and searches the next segment;
//! when a segment yields no win it goes back.
//!
//! Which candidates: passes of limited discrepancy over the segments
//! ([`super::discrepancy`]). Each segment is searched once: its
//! candidates are kept by the key of its root. The beam counts only the
//! positions it makes and its steps along the paths (never the slices),
//! so the answer never depends on the slices.
//!
//! A segment makes only the children it has not seen ([`Puzzle::keyed`],
//! [`Puzzle::make`]), each claimed when it is found, and keeps them
//! whole. Spider's beam keeps its own segments ([`crate::solver::spider`]):
//! it claims a child when it expands it and keeps the rest as moves from
//! their parents (eight bytes; hundreds of thousands are queued), its
//! score and keys made from the parent's, and its candidates drawn with
//! noise of their own. Either way on both games would change one game's
//! answers.
//!
//! The beam leaves moves out (every position but a segment's best), so
//! it proves nothing: one that runs out, or reaches its cap, says
//! undecided. It keeps one segment's positions at a time and the
//! candidates of the segments searched, which a tight deal's small
//! segments make many: let run on under a clock past its share (Gypsy
//! deal 137, won after 9.2 million positions in 13 s), the process peaked
//! at 346 MB, so it keeps its share of the limit there too.

use std::collections::BinaryHeap;

use super::discrepancy::{self, offer, Path, Turn};
use super::table::Seen;
use super::Puzzle;
use crate::model::moves::Move;
use crate::solver::tree::line_to;
use crate::solver::{Answer, Search};

/// A game a [`Beam`] cuts at its deals. Its [`Puzzle::keyed`] and
/// [`Puzzle::make`] are what the segments search by; the deal's move is
/// left out of a segment wherever the game gives it.
pub(crate) trait Segmented: Puzzle<Move = Move> {
    /// Deals the stock still makes from `state`: none makes its segment
    /// the last, which looks for the win.
    fn deals_left(&self, state: &Self::State) -> usize;
    /// The position the deal makes from `state`.
    fn deal(&self, state: &Self::State) -> Self::State;
}

/// How a beam bounds its segments.
#[derive(Clone, Copy)]
pub(crate) struct Shape {
    /// Positions a segment's search may make while the stock remains.
    pub segment: usize,
    /// Positions the last segment's search may make (stock empty: to a
    /// win).
    pub last: usize,
    /// Candidates kept of a segment.
    pub width: usize,
    /// The most noise added to a position's score in a segment's queue.
    pub noise: u64,
}

/// A position a segment's search made: its state, its score (without
/// the noise), the node it came from and the move.
struct Node<S> {
    state: S,
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
struct Segment<S> {
    nodes: Vec<Node<S>>,
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

/// Up to `shape.noise` drawn from a position's key and the beam's seed
/// (none with seed 0), so that near-ties do not all go the way the moves
/// were generated.
fn noise(key: u64, seed: u64, shape: &Shape) -> i32 {
    if seed == 0 {
        return 0;
    }
    discrepancy::noise(key, seed, shape.noise)
}

impl<S: Copy> Segment<S> {
    fn new<P: Segmented<State = S>>(puzzle: &P, root: S, seed: u64, shape: &Shape) -> Self {
        let mut segment = Segment {
            nodes: Vec::new(),
            queue: BinaryHeap::new(),
            seen: Seen::new(),
            last: false,
            limit: 0,
            best: Vec::new(),
            keyed: Vec::new(),
        };
        segment.restart(puzzle, root, seed, shape);
        segment
    }

    /// The segment from `root`, as [`Segment::new`] makes it, in this
    /// one's buffers: a new segment's table and nodes grew from nothing
    /// each time (reallocations and fresh pages were a tenth of Gypsy's
    /// time in `perf`), and a segment's positions only depend on its root.
    fn restart<P: Segmented<State = S>>(&mut self, puzzle: &P, root: S, seed: u64, shape: &Shape) {
        let last = puzzle.deals_left(&root) == 0;
        let key = puzzle.key(&root);
        self.seen.clear();
        self.seen.insert(key);
        self.queue.clear();
        let score = puzzle.score(&root);
        self.queue.push((score + noise(key, seed, shape), 0));
        self.nodes.clear();
        self.nodes.push(Node {
            state: root,
            score,
            parent: u32::MAX,
            mv: Move::Draw,
        });
        self.last = last;
        self.limit = if last { shape.last } else { shape.segment };
        self.best.clear();
        self.keyed.clear();
    }

    /// Expands the best open node; `made` counts the positions made.
    fn step<P: Segmented<State = S>>(
        &mut self,
        puzzle: &P,
        seed: u64,
        shape: &Shape,
        made: &mut usize,
    ) -> SegStep {
        let Some((_, node)) = self.queue.pop() else {
            return SegStep::Done;
        };
        let Node { state, score, .. } = self.nodes[node as usize];
        if !self.last {
            offer(&mut self.best, shape.width, score, node);
        }
        if self.nodes.len() >= self.limit {
            return SegStep::Done;
        }
        // Only the children not seen are made, in their place in the
        // list ([`Puzzle::keyed`]).
        self.keyed.clear();
        puzzle.keyed(&state, &mut self.keyed);
        for i in 0..self.keyed.len() {
            let (mv, key) = self.keyed[i];
            if mv == Move::Draw || !self.seen.insert(key) {
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
            puzzle.make(&state, mv, key, &mut child.state);
            let score = puzzle.score(&child.state);
            child.score = score;
            if puzzle.is_won(&child.state) {
                return SegStep::Won(n);
            }
            self.queue.push((score + noise(key, seed, shape), n));
        }
        SegStep::Going
    }

    /// The moves from the segment's root to `node`.
    fn line_to(&self, node: u32) -> Vec<Move> {
        line_to(&self.nodes, node, |n| (n.parent, n.mv))
    }
}

/// The beam: resumable, counted in positions made.
pub(crate) struct Beam<P: Segmented> {
    puzzle: P,
    shape: Shape,
    /// The segment being searched, with its root's key.
    current: Option<(u64, Segment<P::State>)>,
    /// The last segment searched, whose buffers the next one takes over.
    spare: Option<Segment<P::State>>,
    /// The segments searched and the path through them.
    path: Path<u64, P::State, Move>,
    /// Positions made.
    made: usize,
    cap: usize,
    seed: u64,
    answer: Option<Answer>,
}

impl<P: Segmented> Beam<P>
where
    P::State: Copy,
{
    /// A beam over `puzzle` of segments shaped by `shape` that stops
    /// after making `cap` positions, its queues' noise drawn with `seed`.
    pub(crate) fn new(puzzle: P, shape: Shape, cap: usize, seed: u64) -> Beam<P> {
        let start = puzzle.start();
        let root = puzzle.key(&start);
        let segment = Segment::new(&puzzle, start, seed, &shape);
        let answer = puzzle.is_won(&start).then(|| Answer::Solved(Vec::new()));
        let most = (puzzle.deals_left(&start) + 1) * shape.width;
        Beam {
            puzzle,
            shape,
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
            match segment.step(&self.puzzle, self.seed, &self.shape, &mut self.made) {
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
        let child = self.puzzle.deal(&candidate);
        if self.puzzle.is_won(&child) {
            return Some(Answer::Solved(self.path.line(Move::Draw)));
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
        None
    }
}

impl<P: Segmented> Search for Beam<P>
where
    P::State: Copy,
{
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

    impl Puzzle for Climb {
        /// (deals made, the number).
        type State = (u32, u32);
        type Move = Move;

        fn start(&self) -> (u32, u32) {
            (0, 0)
        }

        fn is_won(&self, &(dealt, n): &(u32, u32)) -> bool {
            dealt == 1 && n == self.goal
        }

        fn key(&self, &(dealt, n): &(u32, u32)) -> u64 {
            u64::from(dealt) << 32 | u64::from(n)
        }

        fn children(&self, s: &(u32, u32), out: &mut Vec<(Move, (u32, u32))>) {
            if s.1 < 10 {
                out.push((up(), (s.0, s.1 + 1)));
            }
        }

        fn score(&self, s: &(u32, u32)) -> i32 {
            s.1 as i32
        }

        const KEYED: bool = true;

        fn keyed(&self, s: &(u32, u32), out: &mut Vec<(Move, u64)>) {
            let mut children = Vec::new();
            self.children(s, &mut children);
            out.extend(children.iter().map(|(mv, c)| (*mv, self.key(c))));
        }

        fn make(&self, s: &(u32, u32), _: Move, _: u64, child: &mut (u32, u32)) {
            *child = (s.0, s.1 + 1);
        }
    }

    impl Segmented for Climb {
        fn deals_left(&self, s: &(u32, u32)) -> usize {
            1 - s.0 as usize
        }

        fn deal(&self, s: &(u32, u32)) -> (u32, u32) {
            (s.0 + 1, s.1)
        }
    }

    const SHAPE: Shape = Shape {
        segment: 100,
        last: 100,
        width: 4,
        noise: 1,
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
