//! Soft depth first over a game made in place ([`InPlace`]): the
//! children of a position are peeked at, those seen before left out, and
//! tried one at a time, the lowest [`InPlace::score`] first (the first
//! move among equals); a child is claimed when it is entered, not when
//! it is ranked, so a child seen from one parent stays open to another
//! till then, and a position seen anywhere is never entered again. There
//! is no queue and no position kept but the one on which the line is
//! made and unmade; the only table is the set of 128-bit keys.
//!
//! The line found is long-winded; [`SoftDepth::shortest`] cuts it down to
//! the fewest moves its positions and their children offer, from the keys
//! of the children kept beside the line.

use super::hash::KeyMap;
use super::inplace::InPlace;
use super::table::Wide;
use super::Outcome;

/// A move of a position of the line not seen when the position was
/// entered, with the key of the child it leads to (kept so that a child
/// seen since is passed over without being made, and the line found is
/// shortened without making any child again).
struct Child<P: InPlace> {
    key: u128,
    /// The child's score above the move's index in the moves: the lowest
    /// is tried first, and among equal scores the moves' order stands.
    order: u64,
    mv: P::Move,
    /// What the child's score weighs, kept for when it is entered.
    look: P::Look,
}

/// One position of the line: what the one position made in place cannot
/// give back.
struct Frame<P: InPlace> {
    key: u128,
    /// The move that entered it and what takes that back; `None` for the
    /// start.
    entry: Option<(P::Move, P::Undo)>,
    /// This position's moves are `children[start..end]`; those from `next`
    /// on are still to try, and each is chosen by its `order` only when
    /// its turn comes (most positions of a line found have only their
    /// first tried, so sorting them all was wasted).
    start: u32,
    next: u32,
    end: u32,
}

/// A resumable soft depth-first search.
pub(crate) struct SoftDepth<P: InPlace> {
    puzzle: P,
    /// The start's position ([`InPlace::start`]).
    root: P::State,
    /// The position at the top of the stack, made and unmade in place.
    state: P::State,
    stack: Vec<Frame<P>>,
    children: Vec<Child<P>>,
    /// The moves the game made itself on the way down, in order.
    log: Vec<P::Move>,
    seen: Wide,
    max_states: usize,
    outcome: Outcome<P::Move>,
    /// The moves of the position being ranked.
    moves: Vec<P::Move>,
}

impl<P: InPlace> SoftDepth<P> {
    /// A search from `puzzle`'s start that keeps at most `max_states`
    /// positions.
    pub(crate) fn new(puzzle: P, max_states: usize) -> SoftDepth<P> {
        let (root, _) = puzzle.start();
        let search = SoftDepth {
            puzzle,
            root,
            state: root,
            stack: Vec::with_capacity(128),
            // Just under the allocator's threshold for mapping fresh pages
            // (128 KiB) with FreeCell's children, which it would do for
            // every run.
            children: Vec::with_capacity(2000),
            log: Vec::with_capacity(64),
            seen: Wide::new(),
            max_states,
            outcome: Outcome::Going,
            moves: Vec::with_capacity(64),
        };
        search.begin()
    }

    /// A fresh search of `puzzle` (the same start, scored otherwise) on
    /// this one's buffers and table, grown as far as it needed them, where
    /// a new search would grow its own again, copying.
    pub(crate) fn again(mut self, puzzle: P, max_states: usize) -> SoftDepth<P> {
        self.puzzle = puzzle;
        self.state = self.root;
        self.stack.clear();
        self.children.clear();
        self.log.clear();
        self.seen.clear();
        self.max_states = max_states;
        self.outcome = Outcome::Going;
        self.begin()
    }

    /// Stacks the start, or answers at once if it is won.
    fn begin(mut self) -> SoftDepth<P> {
        let key = self.puzzle.key(&self.root);
        self.seen.insert(key);
        if self.puzzle.is_won(&self.root) {
            self.outcome = Outcome::Won(self.puzzle.line(&[]));
        } else {
            self.stack.push(Frame {
                key,
                entry: None,
                start: 0,
                next: 0,
                end: 0,
            });
            let look = self.puzzle.look(&self.root);
            self.rank(look);
        }
        self
    }

    /// Positions kept in the table.
    pub(crate) fn states(&self) -> usize {
        self.seen.len()
    }

    pub(crate) fn outcome(&self) -> &Outcome<P::Move> {
        &self.outcome
    }

    /// Works out and keeps the unseen children of the position at hand,
    /// the top of the stack, whose score weighs `look`.
    fn rank(&mut self, look: P::Look) {
        let SoftDepth {
            puzzle,
            stack,
            children,
            state,
            seen,
            moves,
            ..
        } = self;
        let frame = stack.last_mut().expect("a position to rank");
        let start = children.len() as u32;
        moves.clear();
        puzzle.moves(state, moves);
        let base = puzzle.base(state, look);
        for (i, &mv) in moves.iter().enumerate() {
            let Some((key, look, _)) = puzzle.peek(state, &base, mv, |k| !seen.contains(k)) else {
                continue;
            };
            let score = puzzle.score(&look, 0);
            children.push(Child {
                key,
                order: (score.unwrap_or(0) as u64) << 32 | i as u64,
                mv,
                look,
            });
        }
        frame.start = start;
        frame.next = start;
        frame.end = children.len() as u32;
    }

    /// Tries at most `budget` moves (each a step down or a step back).
    pub(crate) fn step(&mut self, budget: u32) -> &Outcome<P::Move> {
        for _ in 0..budget {
            if !matches!(self.outcome, Outcome::Going) {
                break;
            }
            self.advance();
        }
        &self.outcome
    }

    fn advance(&mut self) {
        let Some(top) = self.stack.last_mut() else {
            self.outcome = Outcome::Exhausted;
            return;
        };
        if top.next == top.end {
            // Back to the parent position.
            self.children.truncate(top.start as usize);
            if let Some((mv, undo)) = &top.entry {
                self.puzzle
                    .unplay(&mut self.state, *mv, undo, &mut self.log);
            }
            self.stack.pop();
            return;
        }
        let rest = &mut self.children[top.next as usize..top.end as usize];
        let (best, _) = rest
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| c.order)
            .expect("a move left");
        rest.swap(0, best);
        let (key, mv, look) = (rest[0].key, rest[0].mv, rest[0].look);
        top.next += 1;
        // The child's key was worked out when it was ranked: one seen since
        // (below this position) is passed over without being made.
        if !self.seen.insert(key) {
            return;
        }
        let undo = self.puzzle.play(&mut self.state, mv, &mut self.log);
        debug_assert_eq!(self.puzzle.key(&self.state), key, "the ranked child's key");
        if self.puzzle.is_won(&self.state) {
            self.outcome = Outcome::Won(self.shortest(key, (mv, undo)));
            return;
        }
        if self.seen.len() > self.max_states {
            self.outcome = Outcome::Full;
            return;
        }
        self.stack.push(Frame {
            key,
            entry: Some((mv, undo)),
            start: 0,
            next: 0,
            end: 0,
        });
        self.rank(look);
    }

    /// The fewest moves from the start to the won position just reached
    /// (its `key`, entered by `last`) that the line and the children seen
    /// along it offer. Every position of the line has the keys of its
    /// unseen children kept beside its moves, and none of the line's later
    /// positions had been seen when they were worked out, so every move
    /// from one position of the line to a later one is there: counting
    /// back from the end, each position takes the move that leaves fewest
    /// moves, which cuts out the loops and detours of the line found. No
    /// child is made again; only the moves chosen are made, once, carried
    /// ([`InPlace::carry`]) from the line's position to the one reached,
    /// of the same key. The answer is the whole line ([`InPlace::line`]).
    fn shortest(&self, key: u128, last: (P::Move, P::Undo)) -> Vec<P::Move> {
        let end = self.stack.len();
        let mut at: KeyMap<u128, usize> = KeyMap::default();
        for (k, frame) in self.stack.iter().enumerate() {
            at.insert(frame.key, k);
        }
        at.insert(key, end);
        // The line's own move into position `k`.
        let entered = |k: usize| match self.stack.get(k) {
            Some(frame) => frame.entry.as_ref().expect("only the start has no entry"),
            None => &last,
        };
        // `best[k]`: the moves left from position `k`, the position the
        // next move reaches, and the move (in the line's own position).
        let mut best = Vec::with_capacity(end + 1);
        best.resize(end + 1, (0u32, end, None));
        for (k, frame) in self.stack.iter().enumerate().rev() {
            let mut choice = (best[k + 1].0 + 1, k + 1, entered(k + 1).0);
            for c in &self.children[frame.start as usize..frame.end as usize] {
                // Fewer moves left, or as few from further on.
                match at.get(&c.key) {
                    Some(&j) if j > k && (best[j].0 + 1, end - j) < (choice.0, end - choice.1) => {
                        choice = (best[j].0 + 1, j, c.mv);
                    }
                    _ => {}
                }
            }
            best[k] = (choice.0, choice.1, Some(choice.2));
        }
        // The line's positions, from the end back, as taking its moves back
        // gives them (cheaper than making them again from the start): what
        // carries each chosen move.
        let mut line = self.state;
        let mut log = self.log.clone();
        let mut anchors = Vec::with_capacity(end);
        for k in (1..=end).rev() {
            let (mv, undo) = entered(k);
            self.puzzle.unplay(&mut line, *mv, undo, &mut log);
            let chosen = best[k - 1].2.expect("a move from every position");
            anchors.push(self.puzzle.anchor(&line, chosen));
        }
        anchors.reverse();
        let mut cur = self.root;
        let mut chosen = Vec::with_capacity(best[0].0 as usize);
        let mut k = 0;
        while k < end {
            let (_, next, mv) = best[k];
            let mv = self.puzzle.carry(&cur, mv.expect("a move"), anchors[k]);
            self.puzzle.make(&mut cur, mv);
            chosen.push(mv);
            k = next;
        }
        self.puzzle.line(&chosen)
    }
}
