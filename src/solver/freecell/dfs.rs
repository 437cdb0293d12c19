//! Soft depth-first search: the children of a position are tried one at a
//! time, best-looking first (lowest [`estimate`] under the run's ordering
//! of [`ORDERS`], children already seen skipped), and a position already
//! seen anywhere is never entered again. There is no queue and no stored
//! position but the stack, which is the line, made and unmade in place;
//! the only table is the set of 128-bit canonical hashes. Most deals fall
//! after a few hundred positions. (A cheaper per-move score without making
//! the child — moves home, then builds, then empty columns, then cells —
//! left one deal in eight undecided after 60,000 positions, against one in
//! forty.)
//!
//! The line found is long-winded; [`Dfs::shortest`] cuts it down to the
//! fewest moves its positions and their children offer. A deal the search
//! has not decided within its run's positions is searched again under the
//! next ordering of [`ORDERS`] (each run has its own table); one no run has
//! decided goes on to the best-first [`Portfolio`], which finds shorter
//! lines and copes better with hard deals. Exhausting the space proves a
//! deal lost, whichever search does it.

use crate::solver::engine::hash::KeyMap;
use crate::solver::engine::table::Wide;

use super::eval::{estimate, Parts, Weights};
use super::facts::Facts;
use super::movegen::moves;
use super::peek::{peek, Base, Peeked};
use super::pos::{IMove, Loc, Mark, Pos, NONE};
use super::search::{Outcome, Portfolio};

/// How the search entered a frame's position from its parent's.
#[derive(Clone, Copy)]
struct Entry {
    /// The parent's [`Mark`].
    mark: Mark,
    mv: IMove,
    /// Where the moves home after `mv` begin in the search's log.
    autos: u32,
}

/// A move of a position of the line not seen when the position was
/// stacked, with the hash of the child it leads to (kept so that a child
/// seen since is passed over without being made, and the line found is
/// shortened without making any child again).
#[derive(Clone, Copy)]
struct Child {
    hash: u128,
    /// The child's estimate above the move's index in the move list: the
    /// lowest is tried first, and among equal estimates the generator's
    /// order stands.
    key: u64,
    mv: IMove,
    /// What the child's estimate weighs, kept for when it is stacked.
    parts: Parts,
}

/// One position of the line: only what the single position kept by the
/// search cannot give back, since it is moved down and back in place.
#[derive(Clone, Copy)]
struct Frame {
    facts: Facts,
    hash: u128,
    /// `None` for the start.
    entry: Option<Entry>,
    /// This position's moves are `children[start..end]`; those from `next`
    /// on are still to try, and each is chosen by its `key` only when its
    /// turn comes (most positions of a line found have only their first
    /// tried, so sorting them all was wasted).
    next: u32,
    end: u32,
    start: u32,
}

pub(super) struct Dfs<const CAP: usize> {
    /// The start after its moves home.
    root: Pos<CAP>,
    /// The start's moves home, which every line begins with.
    homed: Vec<IMove>,
    /// The position at the top of the stack, made and unmade in place.
    pos: Pos<CAP>,
    stack: Vec<Frame>,
    children: Vec<Child>,
    /// The moves home made on the way down, in order.
    autos: Vec<IMove>,
    seen: Wide,
    max_states: usize,
    outcome: Option<Outcome>,
    /// The moves of the position being ranked.
    scratch: Vec<IMove>,
    weights: Weights,
}

impl<const CAP: usize> Dfs<CAP> {
    pub fn new(start: Pos<CAP>, max_states: usize, weights: Weights) -> Dfs<CAP> {
        let mut root = start;
        let mut homed = Vec::new();
        root.auto_home(|m| homed.push(m));
        let dfs = Dfs {
            root,
            homed,
            pos: root,
            stack: Vec::with_capacity(128),
            // Just under the allocator's threshold for mapping fresh pages
            // (128 KiB), which it would do for every run.
            children: Vec::with_capacity(2000),
            autos: Vec::with_capacity(64),
            seen: Wide::new(),
            max_states,
            outcome: None,
            scratch: Vec::with_capacity(64),
            weights,
        };
        dfs.begin()
    }

    /// A fresh search of the same start under other `weights`, on this
    /// one's buffers (grown as far as it needed them, where a new search
    /// would grow its own again, copying).
    pub fn again(mut self, max_states: usize, weights: Weights) -> Dfs<CAP> {
        self.pos = self.root;
        self.stack.clear();
        self.children.clear();
        self.autos.clear();
        self.seen.clear();
        self.max_states = max_states;
        self.outcome = None;
        self.weights = weights;
        self.begin()
    }

    /// Stacks the start, or answers at once if it is sorted.
    fn begin(mut self) -> Dfs<CAP> {
        let mut root = self.root;
        let facts = Facts::of(&root);
        let hash = facts.hash(&root);
        self.seen.insert(hash);
        if root.is_sorted() {
            let mut line = self.homed.clone();
            root.sweep(|m| line.push(m));
            self.outcome = Some(Outcome::Solved(line));
        } else {
            self.stack.push(Frame {
                facts,
                hash,
                entry: None,
                next: 0,
                end: 0,
                start: 0,
            });
            self.rank(Parts::of(&root));
        }
        self
    }

    pub fn states(&self) -> usize {
        self.seen.len()
    }

    /// Works out and keeps the moves of the position at hand, the top of
    /// the stack, whose `parts` its parent's ranking found.
    fn rank(&mut self, parts: Parts) {
        let Dfs {
            stack,
            children,
            pos,
            seen,
            scratch: list,
            weights,
            ..
        } = self;
        let frame = stack.last_mut().expect("a position to rank");
        let facts = &frame.facts;
        let start = children.len() as u32;
        list.clear();
        moves(pos, list);
        let mark = pos.mark();
        let base = Base::of(pos, parts);
        for (i, &m) in list.iter().enumerate() {
            let (hash, parts) = match peek(pos, facts, &base, m, |h| !seen.contains(h)) {
                Peeked::Fresh(hash, parts) => (hash, parts),
                Peeked::Seen => continue,
                Peeked::Make => {
                    // Cards go home after it: the child is made in place
                    // and undone.
                    pos.apply(m);
                    pos.auto_home_after(m, |_| {});
                    let made = (facts.peek_hash(&mark, pos), Parts::of(pos));
                    pos.undo(&mark, m);
                    if seen.contains(made.0) {
                        continue;
                    }
                    made
                }
            };
            let h = estimate(&parts, 0, weights);
            let key = (h.unwrap_or(0) as u64) << 32 | i as u64;
            children.push(Child {
                hash,
                key,
                mv: m,
                parts,
            });
        }
        frame.start = start;
        frame.next = start;
        frame.end = children.len() as u32;
    }

    /// Tries at most `budget` moves (each a step down or a step back).
    pub fn step(&mut self, budget: u32) -> Option<&Outcome> {
        for _ in 0..budget {
            if self.outcome.is_some() {
                break;
            }
            self.advance();
        }
        self.outcome.as_ref()
    }

    fn advance(&mut self) {
        let Some(top) = self.stack.last_mut() else {
            self.outcome = Some(Outcome::Unwinnable);
            return;
        };
        if top.next == top.end {
            // Back to the parent position.
            self.children.truncate(top.start as usize);
            if let Some(entry) = top.entry {
                let autos = &self.autos[entry.autos as usize..];
                self.pos.unmake(&entry.mark, entry.mv, autos);
                self.autos.truncate(entry.autos as usize);
            }
            self.stack.pop();
            return;
        }
        let rest = &mut self.children[top.next as usize..top.end as usize];
        let (best, _) = rest
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| c.key)
            .expect("a move left");
        rest.swap(0, best);
        let Child {
            hash, mv: m, parts, ..
        } = rest[0];
        top.next += 1;
        // The child's hash was worked out when it was ranked: one seen since
        // (below this position) is passed over without being made.
        if !self.seen.insert(hash) {
            return;
        }
        let mark = self.pos.mark();
        let autos = self.autos.len() as u32;
        self.pos.apply(m);
        self.pos.auto_home_after(m, |a| self.autos.push(a));
        debug_assert_eq!(Parts::of(&self.pos), parts, "the ranked child's parts");
        if self.pos.is_sorted() {
            let entry = Entry { mark, mv: m, autos };
            self.outcome = Some(Outcome::Solved(self.shortest(hash, entry)));
            return;
        }
        if self.seen.len() > self.max_states {
            self.outcome = Some(Outcome::Undecided);
            return;
        }
        // The child's frame starts as a copy of its parent's, made in place.
        let n = self.stack.len();
        self.stack.extend_from_within(n - 1..);
        let frame = &mut self.stack[n];
        frame.facts.advance(&mark, &self.pos);
        debug_assert_eq!(frame.facts.hash(&self.pos), hash, "the ranked child's hash");
        frame.hash = hash;
        frame.entry = Some(Entry { mark, mv: m, autos });
        self.rank(parts);
    }

    /// The fewest moves from the start to the sorted position just
    /// reached (its `hash`, entered by `last`) that the line and the
    /// children seen along it offer. Every position of the line has the
    /// hashes of its unseen children kept beside its moves, and none of the
    /// line's later positions had been seen when they were worked out, so
    /// every move from one position of the line to a later one is there:
    /// counting back from the end, each position takes the move that leaves
    /// fewest moves, which cuts out the loops and detours of the line found.
    /// No child is made again; only the moves chosen are made, once, to
    /// turn them into the position reached's own columns (by the cards
    /// each moves and lands on). The answer is the whole line from the
    /// start: every move home included.
    fn shortest(&self, hash: u128, last: Entry) -> Vec<IMove> {
        let end = self.stack.len();
        let mut at: KeyMap<u128, usize> = KeyMap::default();
        for (k, frame) in self.stack.iter().enumerate() {
            at.insert(frame.hash, k);
        }
        at.insert(hash, end);
        // The line's own move into position `k`.
        let entered = |k: usize| match self.stack.get(k) {
            Some(frame) => frame.entry.expect("only the start has no entry"),
            None => last,
        };
        // `best[k]`: the moves left from position `k`, the position the
        // next move reaches, and the move (in the line's own columns) with
        // the card it lands on, filled in below.
        let mut best = vec![(0u32, end, IMove::NULL, NONE); end + 1];
        for (k, frame) in self.stack.iter().enumerate().rev() {
            let mut choice = (best[k + 1].0 + 1, k + 1, entered(k + 1).mv, NONE);
            for c in &self.children[frame.start as usize..frame.end as usize] {
                // Fewer moves left, or as few from further on.
                match at.get(&c.hash) {
                    Some(&j) if j > k && (best[j].0 + 1, end - j) < (choice.0, end - choice.1) => {
                        choice = (best[j].0 + 1, j, c.mv, NONE);
                    }
                    _ => {}
                }
            }
            best[k] = choice;
        }
        // The line's positions, from the end back, as unmaking its moves
        // gives them (cheaper than making them again from the start): where
        // each chosen move lands.
        let mut line = self.pos;
        let mut autos_end = self.autos.len();
        for k in (1..=end).rev() {
            let e = entered(k);
            line.unmake(&e.mark, e.mv, &self.autos[e.autos as usize..autos_end]);
            autos_end = e.autos as usize;
            best[k - 1].3 = lands_on(&line, best[k - 1].2);
        }
        // Each chosen position is the line's up to the order of its
        // columns, so a move is carried over by the cards it moves and
        // lands on.
        let mut cur = self.root;
        let mut out = self.homed.clone();
        out.reserve(2 * best[0].0 as usize);
        let mut k = 0;
        while k < end {
            let (_, next, m, onto) = best[k];
            let m = carry(&cur, m, onto);
            cur.apply(m);
            out.push(m);
            cur.auto_home_after(m, |a| out.push(a));
            k = next;
        }
        cur.sweep(|m| out.push(m));
        out
    }
}

/// The card move `m` of `p` lands on: the top of its target column, or
/// [`NONE`] when it goes to an empty column, a cell or home.
pub(super) fn lands_on<const CAP: usize>(p: &Pos<CAP>, m: IMove) -> u8 {
    match m.to {
        Loc::Col(j) => p.top(j as usize).unwrap_or(NONE),
        _ => NONE,
    }
}

/// Move `m` of some position, landing on card `onto` there ([`lands_on`]),
/// made in position `to`, which is that position up to the order of its
/// columns: the cards keep their columns' contents, so a column is found
/// by a card in it, and any empty column stands for another.
pub(super) fn carry<const CAP: usize>(to: &Pos<CAP>, m: IMove, onto: u8) -> IMove {
    let column_of = |card: u8| {
        let (i, _) = to.place(card).expect("the same cards in the same columns");
        Loc::Col(i as u8)
    };
    let source = match m.from {
        Loc::Col(_) => column_of(m.card),
        other => other,
    };
    let target = match m.to {
        Loc::Col(_) if onto != NONE => column_of(onto),
        Loc::Col(_) => {
            let empty = (0..8).find(|&i| to.lens[i] == 0);
            Loc::Col(empty.expect("an empty column as in the line") as u8)
        }
        other => other,
    };
    IMove {
        from: source,
        to: target,
        ..m
    }
}

/// The orderings the depth-first runs take in turn, with the positions each
/// may store before the next run (or, after the last, the best-first
/// portfolio) takes over. Chosen by measuring nineteen orderings alone on
/// deals 1–3000 (the positions each needs to solve each deal), taking one
/// after the other the ordering that saves most after the ones before, then
/// the runs' lengths the same way. On deals 3001–6000, not used to choose,
/// the orderings took 17% fewer instructions than the five used before.
/// Two more runs followed these, `greedy(4, 2, 1, 4, 2)` and
/// `greedy(6, 6, 0, 3, 0)` of 1,000 positions each, until positions (the
/// best-first search's most of all) had grown cheaper: then, without them,
/// deals 8001–12000 and 16001–20000 took 3.8% and 3.2% fewer instructions
/// (without the third as well, 3.2% fewer on the first range), and a first
/// run of 500 positions 0.7–0.8% fewer than 700 (300, 400 and 1,000 more).
/// Once more cards went home at once ([`Pos::safe_home`]), a third run of
/// 800 positions instead of 2,000 took 2.8% and 2.9% fewer instructions on
/// the two ranges (400 and 600 about the same on the first; none at all,
/// 1% more; a fourth run after it, more).
const ORDERS: [(Weights, usize); 3] = [
    (Weights::greedy(3, 1, 1, 4, 3), 500),
    (Weights::greedy(4, 2, 0, 5, 2), 1_500),
    (Weights::greedy(3, 2, 2, 4, 3), 800),
];

/// Depth-first runs from the start, one under each ordering of [`ORDERS`],
/// each with a fresh table and at most its own count of positions; then, if
/// none has decided, the best-first portfolio with what is left of the
/// limit. Only the current search's positions are kept.
pub(super) struct Combo<const CAP: usize> {
    start: Pos<CAP>,
    max_states: usize,
    run: usize,
    used: usize,
    dfs: Option<Dfs<CAP>>,
    portfolio: Option<Portfolio<CAP>>,
    outcome: Option<Outcome>,
}

impl<const CAP: usize> Combo<CAP> {
    pub fn new(start: Pos<CAP>, max_states: usize) -> Combo<CAP> {
        let (weights, most) = ORDERS[0];
        let dfs = Dfs::new(start, max_states.min(most), weights);
        let outcome = dfs.outcome.clone();
        Combo {
            start,
            max_states,
            run: 0,
            used: 0,
            dfs: Some(dfs),
            portfolio: None,
            outcome,
        }
    }

    pub fn states(&self) -> usize {
        self.dfs.as_ref().map_or(0, |d| d.states())
            + self.portfolio.as_ref().map_or(0, |p| p.states())
    }

    pub fn step(&mut self, budget: u32) -> Option<&Outcome> {
        if self.outcome.is_some() {
            return self.outcome.as_ref();
        }
        if let Some(dfs) = &mut self.dfs {
            match dfs.step(budget).cloned() {
                None => return None,
                Some(Outcome::Undecided) if self.max_states > ORDERS[self.run].1 => {
                    // The rest of this slice is not carried over, which
                    // keeps the count the same however the work is sliced.
                    self.used = self.used.max(dfs.states());
                    self.run += 1;
                    if let Some(&(weights, most)) = ORDERS.get(self.run) {
                        let most = most.min(self.max_states);
                        self.dfs = self.dfs.take().map(|dfs| dfs.again(most, weights));
                    } else {
                        self.dfs = None;
                        let rest = self.max_states - self.used;
                        self.portfolio = Some(Portfolio::new(self.start, rest));
                    }
                    return None;
                }
                Some(o) => {
                    self.outcome = Some(o);
                    return self.outcome.as_ref();
                }
            }
        }
        let portfolio = self.portfolio.as_mut()?;
        self.outcome = portfolio.step(budget).cloned();
        self.outcome.as_ref()
    }
}
