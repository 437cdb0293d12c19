//! Soft depth-first search: the children of a position are tried one at a
//! time, best-looking first (lowest [`priority`] estimate under
//! [`Weights::PRIMARY`], children already seen skipped), and a position
//! already seen anywhere is never entered again. There is no queue and no
//! stored position but the stack, which is the line; the only table is the
//! set of 128-bit canonical hashes. Most deals fall after a few hundred
//! positions. (A cheaper per-move score without making the child — moves
//! home, then builds, then empty columns, then cells — left one deal in
//! eight undecided after 60,000 positions, against one in forty.)
//!
//! The line found is long-winded; [`shorten`] cuts it down by replacing
//! stretches of it with single moves. A deal the search has not decided
//! within its run's positions is searched again under the next ordering of
//! [`ORDERS`] (each run has its own table); one no run has decided goes
//! on to the best-first [`Portfolio`],
//! which finds shorter lines and copes better with hard deals. Exhausting
//! the space proves a deal lost, whichever search does it.

use rustc_hash::{FxHashMap, FxHashSet};

use super::eval::{estimate, priority, Weights};
use super::facts::Facts;
use super::movegen::moves;
use super::peek::{peek, Base};
use super::pos::{IMove, Mark, Pos};
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

/// One position of the line: only what the single position kept by the
/// search cannot give back, since it is moved down and back in place.
struct Frame {
    facts: Facts,
    hash: u128,
    /// `None` for the start.
    entry: Option<Entry>,
    /// This position's ordered moves: `moves[next..end]` are still to try.
    next: u32,
    end: u32,
    start: u32,
}

pub(super) struct Dfs<const CAP: usize> {
    /// The start as given (before its auto-moves).
    start: Pos<CAP>,
    /// The start after its auto-moves, with its facts.
    root: (Pos<CAP>, Facts),
    /// The position at the top of the stack, made and unmade in place.
    pos: Pos<CAP>,
    stack: Vec<Frame>,
    moves: Vec<IMove>,
    /// The moves home made on the way down, in order.
    autos: Vec<IMove>,
    seen: FxHashSet<u128>,
    max_states: usize,
    outcome: Option<Outcome>,
    scratch: Vec<IMove>,
    /// The children to try, each as its estimate above its index in the
    /// move list: sorting the plain numbers keeps the generator's order
    /// among equal estimates, as a stable sort of pairs did, more cheaply.
    scored: Vec<u64>,
    weights: Weights,
}

impl<const CAP: usize> Dfs<CAP> {
    pub fn new(start: Pos<CAP>, max_states: usize, weights: Weights) -> Dfs<CAP> {
        let mut root = start;
        root.auto_home(|_| {});
        let facts = Facts::of(&root);
        let mut dfs = Dfs {
            start,
            root: (root, facts),
            pos: root,
            stack: Vec::with_capacity(128),
            moves: Vec::with_capacity(2048),
            autos: Vec::with_capacity(64),
            seen: FxHashSet::with_capacity_and_hasher(1024, Default::default()),
            max_states,
            outcome: None,
            scratch: Vec::with_capacity(64),
            scored: Vec::with_capacity(64),
            weights,
        };
        let hash = facts.hash(&root);
        dfs.seen.insert(hash);
        if root.is_sorted() {
            dfs.outcome = Some(Outcome::Solved(start.line(&[])));
        } else {
            dfs.push(facts, hash, None);
        }
        dfs
    }

    pub fn states(&self) -> usize {
        self.seen.len()
    }

    /// Orders the moves of the position at hand and stacks it.
    fn push(&mut self, facts: Facts, hash: u128, entry: Option<Entry>) {
        let start = self.moves.len() as u32;
        let mut list = std::mem::take(&mut self.scratch);
        list.clear();
        let pos = &mut self.pos;
        moves(pos, &mut list);
        self.scored.clear();
        let mark = pos.mark();
        let base = Base::of(pos);
        for (i, &m) in list.iter().enumerate() {
            let (hash, h) = match peek(pos, &facts, &base, m) {
                Some((hash, parts)) => (hash, estimate(&parts, 0, &self.weights)),
                None => {
                    // Cards go home after it: the child is made in place
                    // and undone.
                    pos.apply(m);
                    pos.auto_home_after(m, |_| {});
                    let hash = facts.peek_hash(&mark, pos);
                    let h = priority(pos, 0, &self.weights);
                    pos.undo(&mark, m);
                    (hash, h)
                }
            };
            if !self.seen.contains(&hash) {
                self.scored.push((h.unwrap_or(0) as u64) << 32 | i as u64);
            }
        }
        self.scored.sort_unstable();
        let ordered = self.scored.iter().map(|&key| list[key as u32 as usize]);
        self.moves.extend(ordered);
        self.scratch = list;
        self.stack.push(Frame {
            facts,
            hash,
            entry,
            next: start,
            end: self.moves.len() as u32,
            start,
        });
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
            self.moves.truncate(top.start as usize);
            if let Some(entry) = top.entry {
                let autos = &self.autos[entry.autos as usize..];
                self.pos.unmake(&entry.mark, entry.mv, autos);
                self.autos.truncate(entry.autos as usize);
            }
            self.stack.pop();
            return;
        }
        let m = self.moves[top.next as usize];
        top.next += 1;
        let mark = self.pos.mark();
        let autos = self.autos.len() as u32;
        self.pos.apply(m);
        self.pos.auto_home_after(m, |a| self.autos.push(a));
        let facts = top.facts.after(&mark, &self.pos);
        let hash = facts.hash(&self.pos);
        if !self.seen.insert(hash) {
            self.pos.undo(&mark, m);
            self.autos.truncate(autos as usize);
            return;
        }
        if self.pos.is_sorted() {
            let mut line: Vec<u128> = self.stack.iter().map(|f| f.hash).collect();
            line.push(hash);
            let (root, facts) = &self.root;
            let chosen = shorten(root, facts, &line);
            self.outcome = Some(Outcome::Solved(self.start.line(&chosen)));
            return;
        }
        if self.seen.len() > self.max_states {
            self.outcome = Some(Outcome::Undecided);
            return;
        }
        let entry = Entry { mark, mv: m, autos };
        self.push(facts, hash, Some(entry));
    }
}

/// Shortens a winning line of chosen moves: from each position on the way,
/// every move is tried and the one reaching the furthest later position of
/// the line (or any sorted position, which is the end) is kept, so loops and
/// detours that a single move bypasses are cut out. Positions are compared
/// by canonical hash, and the moves are the new position's own, so the
/// result replays as it stands. `line` is the hashes of the line's
/// positions (after their moves home), from `root` (with its `facts`) to
/// the sorted end.
fn shorten<const CAP: usize>(root: &Pos<CAP>, facts: &Facts, line: &[u128]) -> Vec<IMove> {
    let end = line.len() - 1;
    let mut at: FxHashMap<u128, usize> = FxHashMap::default();
    for (k, &hash) in line.iter().enumerate() {
        at.insert(hash, k);
    }
    let mut out = Vec::with_capacity(end);
    // The position reached is the line's in canonical terms only (columns
    // and cells may lie in another order), so the moves are its own.
    let (mut cur, mut facts) = (*root, *facts);
    let mut i = 0;
    let mut list = Vec::with_capacity(64);
    while i < end {
        list.clear();
        moves(&cur, &mut list);
        let mut best: Option<(usize, IMove)> = None;
        let mark = cur.mark();
        for &m in &list {
            cur.apply(m);
            cur.auto_home_after(m, |_| {});
            // A later position of the line, or the end (a sorted position).
            let j = match at.get(&facts.peek_hash(&mark, &cur)) {
                Some(&j) if j > i => j,
                _ => 0,
            };
            let j = if j < end && cur.is_sorted() { end } else { j };
            cur.undo(&mark, m);
            if j > 0 && best.is_none_or(|b| j > b.0) {
                best = Some((j, m));
                if j == end {
                    break;
                }
            }
        }
        let (j, m) = best.expect("the line's own next move");
        out.push(m);
        cur.apply(m);
        cur.auto_home_after(m, |_| {});
        facts = facts.after(&mark, &cur);
        i = j;
    }
    out
}

/// The orderings the depth-first runs take in turn, with the positions each
/// may store before the next run (or, after the last, the best-first
/// portfolio) takes over. Chosen by measuring nineteen orderings alone on
/// deals 1–3000 (the positions each needs to solve each deal), taking one
/// after the other the ordering that saves most after the ones before, then
/// the first three runs' lengths the same way. The first alone solves 83%
/// of those deals within a thousand positions. On deals 3001–6000, not used
/// to choose, the orderings take 17% fewer instructions than the five used
/// before (8% fewer than those in their best order), the lengths 4% fewer
/// than a thousand each. Four runs measured worse; a sixth saved 2% on the
/// deals used to choose.
const ORDERS: [(Weights, usize); 5] = [
    (Weights::greedy(3, 1, 1, 4, 3), 700),
    (Weights::greedy(4, 2, 0, 5, 2), 1_500),
    (Weights::greedy(3, 2, 2, 4, 3), 2_000),
    (Weights::greedy(4, 2, 1, 4, 2), 1_000),
    (Weights::greedy(6, 6, 0, 3, 0), 1_000),
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
                        self.dfs = Some(Dfs::new(self.start, most, weights));
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
