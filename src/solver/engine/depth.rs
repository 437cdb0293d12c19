//! Depth first with a position table: a position whose key the table
//! holds is not searched again, and the path is an explicit stack, so the
//! search stops after any number of expansions and resumes where it was
//! (the answer does not depend on the slices). It keeps the keys, and the
//! positions on the path with their children still to try: memory for
//! millions of positions, at the cost of lines that may be long.
//!
//! A child is claimed when its turn comes, in the order its parent gave,
//! and kept whole on the path till then (a small game's position is a
//! few words), or, with [`Puzzle::REMAKES`], kept as its move and made
//! from its parent then (Spider's proofs, whose paths run deep). With [`Puzzle::CLAIMS`], every child is claimed when its
//! parent is put on the path, tried by [`Puzzle::score`] (see there), and
//! only its move is kept: it is made again from its parent when its turn
//! comes ([`Puzzle::make`]), one play more for each position rather than
//! every child kept whole. A described game's position is hundreds of
//! bytes and its paths are long: kept whole, Streets and Alleys deal 5 at
//! a million positions took 77 MB, against 38 MB.
//! With [`Puzzle::KEYED`] too, the children are claimed by keys worked
//! out from their parent and only those claimed are made, to be judged
//! and scored ([`DepthFirst::claim_keyed`]); the one tried first is kept
//! as made (its turn is the next expansion), and only its siblings are
//! made again.
//!
//! A puzzle that learns ([`Puzzle::LEARNS`], Aces Up's) keeps its
//! children whole, their keys worked out (as the table keeps them) and
//! their slots of the table asked for when they are made (the table is
//! tens of megabytes, and the reads then wait for memory side by side),
//! and the positions on the path too. A child met again asks [`Puzzle::met`] whether it answers;
//! if not it is searched again, neither won nor counted again. A child
//! seen lost tells [`Puzzle::lost`], one put on the path
//! [`Puzzle::enter`] (after its children are made), one finished
//! [`Puzzle::finished`]; each gives the value its key keeps. The others
//! pay nothing: the branches are on constants.
//!
//! A caller that runs many small searches one after another starts each
//! on the memory the one before gave up ([`Spare`]: [`DepthFirst::on`],
//! [`DepthFirst::into_parts`]), and its puzzle may stop it
//! ([`DepthFirst::run_while`]): Aces Up's searches alone, over a thousand
//! a deal, each with a puzzle that borrows the nogoods from their owner
//! for its one run.

use super::found::{judge, Claimed, Verdict};
use super::{Outcome, Puzzle, Resumable};
use crate::model::moves::Move;
use crate::model::sort::sort_by_key;
use crate::solver::{Answer, Search};

/// One position on the path.
struct Frame<M> {
    /// The move that led here (`None` at the root), and how many times.
    via: Option<M>,
    times: u32,
    /// This position's key.
    key: u64,
    /// This frame's children are `children[start..end]` (with
    /// [`Puzzle::CLAIMS`], `claims[start..end]`; with
    /// [`Puzzle::REMAKES`], `moves[start..end]`), the next at `next`.
    /// 32 bits each: a frame of 32 bytes rather than 48, and Spider's
    /// paths run hundreds of thousands of frames deep.
    start: u32,
    next: u32,
    end: u32,
}

impl<M> Frame<M> {
    fn start(&self) -> usize {
        self.start as usize
    }
}

/// A resumable depth-first search.
pub(crate) struct DepthFirst<P: Puzzle> {
    puzzle: P,
    max_states: usize,
    stack: Vec<Frame<P::Move>>,
    /// The children still to try of every position on the path, whole.
    children: Vec<(P::Move, P::State)>,
    /// With [`Puzzle::CLAIMS`], the positions on the path (frame `i`'s
    /// at `i`), and the moves to the children they claimed with the
    /// children's keys, the highest score first, in place of
    /// `children`; with [`Puzzle::REMAKES`], the positions on the path
    /// (their children's moves in `moves`).
    path: Vec<P::State>,
    claims: Vec<(P::Move, u64)>,
    /// With [`Puzzle::CLAIMS`], a position's children as made, before
    /// their moves join `claims`.
    made: Vec<(P::Move, P::State)>,
    /// With [`Puzzle::CLAIMS`], the children claimed: (score, index in
    /// `made`).
    ranked: Vec<(i32, usize)>,
    claimed: Claimed,
    outcome: Outcome<P::Move>,
    /// With [`Puzzle::CLAIMS`], the keys of the children made; with
    /// [`Puzzle::LEARNS`], of the children on the path, as the table keeps
    /// them ([`Claimed::prefetched`]).
    keys: Vec<u64>,
    /// With [`Puzzle::REMAKES`], the moves to the children of every
    /// position on the path, in their order (frame `i`'s at
    /// `start..end`): a move alone, not beside a key as in `claims` (a
    /// Spider move is 3 bytes, with a key 16, and Spiderette's paths
    /// run hundreds of thousands of positions deep).
    moves: Vec<P::Move>,
    /// With [`Puzzle::CLAIMS`] and [`Puzzle::KEYED`], a position's
    /// children's moves and keys, before they are claimed.
    keyed: Vec<(P::Move, u64)>,
    /// Positions kept when the search ended (its table is then freed).
    kept: Option<usize>,
}

/// What a depth-first search keeps besides its puzzle (its path, the
/// children on it, its table), empty but for the memory it holds: a
/// search that ended gives it up ([`DepthFirst::into_parts`]) for the
/// next to start on ([`DepthFirst::on`]) without allocating again. For a
/// caller that runs many small searches one after another, each with a
/// puzzle of its own that may borrow from the caller for that one run
/// (Aces Up's searches alone: up to 800 positions each, over a thousand
/// a deal).
pub(crate) struct Spare<S, M> {
    stack: Vec<Frame<M>>,
    children: Vec<(M, S)>,
    path: Vec<S>,
    claims: Vec<(M, u64)>,
    made: Vec<(M, S)>,
    ranked: Vec<(i32, usize)>,
    claimed: Claimed,
    keys: Vec<u64>,
    moves: Vec<M>,
    keyed: Vec<(M, u64)>,
}

impl<S, M> Default for Spare<S, M> {
    /// Nothing allocated yet.
    fn default() -> Spare<S, M> {
        Spare {
            stack: Vec::new(),
            children: Vec::new(),
            path: Vec::new(),
            claims: Vec::new(),
            made: Vec::new(),
            ranked: Vec::new(),
            claimed: Claimed::new(),
            keys: Vec::new(),
            moves: Vec::new(),
            keyed: Vec::new(),
        }
    }
}

impl<P: Puzzle> DepthFirst<P> {
    /// A search from `puzzle`'s start that keeps at most `max_states`
    /// positions.
    pub(crate) fn new(puzzle: P, max_states: usize) -> DepthFirst<P> {
        DepthFirst::on(puzzle, max_states, Spare::default())
    }

    /// As [`DepthFirst::new`], on the memory of `spare`, which another
    /// search gave up ([`DepthFirst::into_parts`]): the same search.
    pub(crate) fn on(
        puzzle: P,
        max_states: usize,
        spare: Spare<P::State, P::Move>,
    ) -> DepthFirst<P> {
        let start = puzzle.start();
        let mut search = DepthFirst {
            puzzle,
            max_states: max_states.max(1),
            stack: spare.stack,
            children: spare.children,
            path: spare.path,
            claims: spare.claims,
            made: spare.made,
            ranked: spare.ranked,
            keys: spare.keys,
            moves: spare.moves,
            keyed: spare.keyed,
            claimed: spare.claimed,
            outcome: Outcome::Going,
            kept: None,
        };
        if search.puzzle.is_won(&start) {
            search.outcome = Outcome::Won(Vec::new());
        } else if search.puzzle.is_dead(&start) {
            search.outcome = Outcome::Exhausted;
        } else if P::LEARNS {
            debug_assert!(!(P::CLAIMS || P::REMAKES || P::ORDERED || P::WIDE));
            let key = search.claimed.prefetched(search.puzzle.key(&start));
            let (slot, _) = search.claimed.claim_valued(key);
            search.enter(start, None, slot);
        } else {
            search.claimed.claim_state(&search.puzzle, &start);
            search.push(start, None);
        }
        search
    }

    /// The puzzle searched (Aces Up's learning counts its work there).
    pub(crate) fn puzzle(&self) -> &P {
        &self.puzzle
    }

    /// Expands until the search ends or `go` no longer holds of its
    /// puzzle (a puzzle that stops its search itself: Aces Up's searches
    /// alone, out of work), keeping what the search holds (it is not
    /// [`Resumable::end`]ed: see [`DepthFirst::into_parts`]).
    pub(crate) fn run_while(&mut self, go: impl Fn(&P) -> bool) {
        while matches!(self.outcome, Outcome::Going) && go(&self.puzzle) {
            self.expand();
        }
    }

    /// Ends the search wherever it stands: its puzzle, and its memory
    /// emptied for another search ([`DepthFirst::on`]). A search stepped
    /// with [`Resumable::advance`] has freed that memory once it ended
    /// ([`Resumable::end`]); one stepped by [`Resumable::expand`] alone,
    /// or stopped before its end, still holds it.
    pub(crate) fn into_parts(self) -> (P, Spare<P::State, P::Move>) {
        let DepthFirst {
            puzzle,
            mut stack,
            mut children,
            mut path,
            mut claims,
            mut made,
            mut ranked,
            mut claimed,
            mut keys,
            mut moves,
            mut keyed,
            ..
        } = self;
        stack.clear();
        children.clear();
        path.clear();
        claims.clear();
        made.clear();
        ranked.clear();
        claimed.clear();
        keys.clear();
        moves.clear();
        keyed.clear();
        let spare = Spare {
            stack,
            children,
            path,
            claims,
            made,
            ranked,
            claimed,
            keys,
            moves,
            keyed,
        };
        (puzzle, spare)
    }

    /// Positions kept in the table.
    pub(crate) fn states(&self) -> usize {
        self.kept.unwrap_or(self.claimed.len())
    }
}

impl<P: Puzzle> Resumable for DepthFirst<P> {
    type Move = P::Move;

    fn outcome(&self) -> &Outcome<P::Move> {
        &self.outcome
    }

    fn end(&mut self) {
        if self.kept.is_none() {
            // Only the outcome is kept: the path and the table are freed.
            self.kept = Some(self.claimed.len());
            self.claimed = Claimed::new();
            self.stack = Vec::new();
            // Only what this puzzle's way fills (the rest stays empty).
            if P::CLAIMS {
                self.claims = Vec::new();
                self.made = Vec::new();
            } else if P::REMAKES {
                self.moves = Vec::new();
            } else {
                self.children = Vec::new();
            }
            if P::CLAIMS || P::REMAKES || P::LEARNS {
                self.path = Vec::new();
            }
            if P::LEARNS {
                self.keys = Vec::new();
            }
        }
    }

    /// The next child of the top frame, or a pop.
    fn expand(&mut self) {
        let Some(top) = self.stack.last_mut() else {
            self.outcome = Outcome::Exhausted;
            return;
        };
        if top.next == top.end {
            if P::LEARNS {
                self.keys.truncate(top.start());
                let (parent, state) = match self.path.as_slice() {
                    [.., parent, state] => (Some(parent), state),
                    [state] => (None, state),
                    [] => unreachable!("a position a frame"),
                };
                self.puzzle.finished(state, parent);
            }
            // Only what this puzzle's way fills (the rest stays empty).
            if P::CLAIMS {
                self.claims.truncate(top.start());
            } else if P::REMAKES {
                self.moves.truncate(top.start());
            } else {
                self.children.truncate(top.start());
            }
            self.stack.pop();
            if P::CLAIMS || P::REMAKES || P::LEARNS {
                self.path.truncate(self.stack.len());
            }
            return;
        }
        let next = top.next as usize;
        top.next += 1;
        if P::LEARNS {
            return self.learn_child(next);
        }
        if P::CLAIMS {
            let (mv, key) = self.claims[next];
            // The child tried first, kept past the path's end as it was
            // made to be claimed ([`DepthFirst::claim_keyed`]): a frame's
            // first child is tried at the expansion after its push.
            if P::KEYED && self.path.len() > self.stack.len() {
                let child = self.path.pop().expect("kept");
                return self.push(child, Some(mv));
            }
            let parent = self.path.last().expect("a position a frame");
            let mut child = parent.clone();
            self.puzzle.make(parent, mv, key, &mut child);
            return self.push(child, Some(mv));
        }
        let top_key = top.key;
        let remade;
        // The child is read where it lies, and copied only to be opened.
        let (mv, child) = if P::REMAKES {
            let mv = self.moves[next];
            let parent = self.path.last().expect("a position a frame");
            let mut child = parent.clone();
            self.puzzle.make(parent, mv, 0, &mut child);
            remade = (mv, child);
            &remade
        } else {
            &self.children[next]
        };
        let mv = *mv;
        // The way from one position of an ordered key to the next is
        // searched whatever the table holds ([`Puzzle::order`]).
        let next_of_kin = P::ORDERED && self.puzzle.key(child) == top_key;
        if !next_of_kin && !self.claimed.claim_state(&self.puzzle, child) {
            return;
        }
        match judge(
            &mut self.puzzle,
            &self.claimed,
            self.max_states,
            child,
            true,
        ) {
            Verdict::Won => {
                let child = child.clone();
                self.won(mv, &child)
            }
            Verdict::Full => self.outcome = Outcome::Full,
            Verdict::Dead => {}
            Verdict::Open => {
                let child = child.clone();
                self.push(child, Some(mv))
            }
        }
    }
}

impl<P: Puzzle> DepthFirst<P> {
    /// Ends the search with the line to `child`, which `mv` made from the
    /// position on top.
    fn won(&mut self, mv: P::Move, child: &P::State) {
        let mut line: Vec<P::Move> = self
            .stack
            .iter()
            .filter_map(|f| f.via.map(|mv| (mv, f.times as usize)))
            .chain([(mv, self.puzzle.times(child))])
            .flat_map(|(mv, times)| std::iter::repeat_n(mv, times))
            .collect();
        line.shrink_to_fit();
        self.outcome = Outcome::Won(line);
    }

    /// Puts `state` on the path with its children (with
    /// [`Puzzle::CLAIMS`], those it claims; the search ends when one of
    /// them wins or the table is full).
    fn push(&mut self, state: P::State, via: Option<P::Move>) {
        if P::CLAIMS {
            self.made.clear();
            self.keyed.clear();
        }
        if P::CLAIMS && P::KEYED {
            self.puzzle.keyed(&state, &mut self.keyed);
        } else if P::CLAIMS {
            self.puzzle.children(&state, &mut self.made);
        }
        let start = if P::CLAIMS {
            self.claims.len()
        } else if P::REMAKES {
            self.moves.len()
        } else {
            self.children.len()
        } as u32;
        self.stack.push(Frame {
            via,
            times: self.puzzle.times(&state) as u32,
            key: if P::ORDERED {
                self.puzzle.key(&state)
            } else {
                0
            },
            start,
            next: start,
            end: start,
        });
        let end = if P::CLAIMS {
            self.path.push(state);
            if P::KEYED {
                self.claim_keyed();
            } else {
                self.claim_children();
            }
            self.claims.len()
        } else if P::REMAKES {
            self.puzzle.moves(&state, &mut self.moves);
            self.path.push(state);
            self.moves.len()
        } else {
            // Made where they will wait, not copied there.
            self.puzzle.children(&state, &mut self.children);
            if P::LEARNS {
                for (_, child) in &self.children[start as usize..] {
                    let key = self.claimed.prefetched(self.puzzle.key(child));
                    self.keys.push(key);
                }
                self.path.push(state);
            }
            self.children.len()
        };
        self.stack.last_mut().expect("just pushed").end = end as u32;
    }

    /// Claims the children just made, in their order, and keeps those
    /// claimed, the highest score first (the first made among equals).
    fn claim_children(&mut self) {
        debug_assert!(!P::WIDE, "claimed by 64-bit keys");
        // Every child keyed first, its slot in the table asked into the
        // cache, and only then the keys claimed: the table's reads of
        // memory overlap rather than follow one another.
        self.keys.clear();
        for (_, child) in &self.made {
            let key = self.puzzle.key(child);
            self.claimed.prefetch(key);
            self.keys.push(key);
        }
        self.ranked.clear();
        for i in 0..self.made.len() {
            let child = &self.made[i].1;
            let order = P::ORDERED.then(|| self.puzzle.order(child));
            if !self.claimed.claim(self.keys[i], order) {
                continue;
            }
            match judge(
                &mut self.puzzle,
                &self.claimed,
                self.max_states,
                child,
                true,
            ) {
                Verdict::Won => {
                    let (mv, child) = self.made[i].clone();
                    return self.won(mv, &child);
                }
                Verdict::Full => return self.outcome = Outcome::Full,
                Verdict::Dead => {}
                Verdict::Open => self.ranked.push((self.puzzle.score(child), i)),
            }
        }
        sort_by_key(&mut self.ranked, |&(score, _)| std::cmp::Reverse(score));
        for &(_, i) in &self.ranked {
            self.claims.push((self.made[i].0, self.keys[i]));
        }
    }
}

impl<P: Puzzle> DepthFirst<P> {
    /// As [`DepthFirst::claim_children`], the children of the position
    /// on top known first by their moves and keys ([`Puzzle::KEYED`]):
    /// only those claimed are made (to be judged and scored, then let
    /// go), the same children claimed in the same order and tried in the
    /// same order, so the same answers and counts of positions. Most
    /// children were seen before (in Streets and Alleys about nine in
    /// ten), and each made was a copy of hundreds of bytes and a play.
    fn claim_keyed(&mut self) {
        debug_assert!(!P::WIDE && !P::ORDERED, "claimed by 64-bit keys alone");
        for &(_, key) in &self.keyed {
            self.claimed.prefetch(key);
        }
        self.ranked.clear();
        let top = self.path.len() - 1;
        let mut best = i32::MIN;
        for (i, &(mv, key)) in self.keyed.iter().enumerate() {
            if !self.claimed.claim(key, None) {
                continue;
            }
            let parent = &self.path[top];
            let mut child = parent.clone();
            self.puzzle.make(parent, mv, key, &mut child);
            match judge(
                &mut self.puzzle,
                &self.claimed,
                self.max_states,
                &child,
                true,
            ) {
                Verdict::Won => return self.won(mv, &child),
                Verdict::Full => return self.outcome = Outcome::Full,
                Verdict::Dead => {}
                Verdict::Open => {
                    let score = self.puzzle.score(&child);
                    // The first made of the highest score is tried
                    // first: it waits past the path's end.
                    if self.ranked.is_empty() {
                        self.path.push(child);
                    } else if score > best {
                        self.path[top + 1] = child;
                    }
                    best = best.max(score);
                    self.ranked.push((score, i));
                }
            }
        }
        sort_by_key(&mut self.ranked, |&(score, _)| std::cmp::Reverse(score));
        for &(_, i) in &self.ranked {
            self.claims.push(self.keyed[i]);
        }
    }
}

impl<P: Puzzle> DepthFirst<P> {
    /// With [`Puzzle::LEARNS`], tries the top frame's child at `next`:
    /// met again, it may answer ([`Puzzle::met`]); else it wins, fills
    /// the table (only a position not met before counts), is seen lost or
    /// goes on the path.
    fn learn_child(&mut self, next: usize) {
        let (slot, held) = self.claimed.claim_valued(self.keys[next]);
        let parent = self.path.last().expect("a position a frame");
        let (mv, child) = &self.children[next];
        if let Some(value) = held {
            if self.puzzle.met(parent, child, value) {
                return;
            }
        }
        match judge(
            &mut self.puzzle,
            &self.claimed,
            self.max_states,
            child,
            true,
        ) {
            Verdict::Won => {
                let (mv, child) = (*mv, child.clone());
                self.won(mv, &child)
            }
            Verdict::Full => self.outcome = Outcome::Full,
            Verdict::Dead => {
                let value = self.puzzle.lost(parent, child);
                self.claimed.set_value(slot, value);
            }
            Verdict::Open => {
                let (mv, child) = (*mv, child.clone());
                self.enter(child, Some(mv), slot);
            }
        }
    }

    /// With [`Puzzle::LEARNS`], puts `state` on the path, its key (in
    /// `slot` of the table) keeping what [`Puzzle::enter`] gives.
    fn enter(&mut self, state: P::State, via: Option<P::Move>, slot: usize) {
        self.push(state, via);
        let value = self.puzzle.enter(self.path.last().expect("just pushed"));
        self.claimed.set_value(slot, value);
    }
}

impl<P: Puzzle<Move = Move>> Search for DepthFirst<P> {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        self.advance(budget).answer()
    }

    fn states(&self) -> usize {
        DepthFirst::states(self)
    }
}
