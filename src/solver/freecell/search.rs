//! The search: weighted best-first over canonical positions, worked in
//! slices. Everything lives in the struct, so the answer does not depend on
//! how the work is sliced.

use crate::solver::engine::table::Wide;

use super::eval::{estimate, priority, Parts, Weights};
use super::facts::Facts;
use super::movegen::moves;
use super::peek::{peek, Base, Peeked};
use super::pos::{IMove, Pos};
use crate::solver::open::Open;

/// What the search found, in the solver's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// Every move from the start, auto-moves and the final sweep included.
    Solved(Vec<IMove>),
    Unwinnable,
    Undecided,
}

/// A stored position: the move that reached it from its parent, which is
/// all it takes to make it again (see [`Engine::position`]); twelve bytes
/// where a packed copy took seventy-six.
struct Node {
    parent: u32,
    mv: IMove,
    g: u16,
}

pub(super) struct Engine<const CAP: usize> {
    /// The start as given (before its auto-moves).
    start: Pos<CAP>,
    /// The start after its auto-moves: node 0.
    root: Pos<CAP>,
    /// Its facts, which a position made from the start begins with.
    root_facts: Facts,
    nodes: Vec<Node>,
    open: Open,
    seen: Wide,
    max_states: usize,
    outcome: Option<Outcome>,
    scratch: Vec<IMove>,
    /// The moves from a kept position down to the one to expand.
    chain: Vec<IMove>,
    weights: Weights,
    /// The positions last expanded, whole, in the places `slots` gives: a
    /// best-first search mostly expands the children of what it expanded
    /// lately, so a position to expand is mostly made from its parent kept
    /// here, by one move. Its room is reserved at the start (mapped, not
    /// touched until filled).
    expanded: Vec<(Pos<CAP>, Facts)>,
    /// For each slot (node index modulo [`EXPANDED`]), the node kept there
    /// (`u32::MAX` for none yet) and where in `expanded`: filled as
    /// positions are expanded, nothing set aside ahead (which cost a frame
    /// step the time to copy). Looked up here, in a few kilobytes, rather
    /// than in the positions themselves.
    slots: [(u32, u16); EXPANDED],
}

/// How many expanded positions [`Engine`] keeps whole.
const EXPANDED: usize = 2048;

impl<const CAP: usize> Engine<CAP> {
    pub fn new(start: Pos<CAP>, max_states: usize, weights: Weights) -> Engine<CAP> {
        let mut root = start;
        let mut g = 0;
        root.auto_home(|_| g += 1);
        let root_facts = Facts::of(&root);
        let mut engine = Engine {
            start,
            root,
            root_facts,
            nodes: Vec::with_capacity(4096),
            open: Open::default(),
            seen: Wide::new(),
            max_states,
            outcome: None,
            scratch: Vec::with_capacity(64),
            chain: Vec::new(),
            weights,
            expanded: Vec::with_capacity(EXPANDED),
            slots: [(u32::MAX, 0); EXPANDED],
        };
        engine.seen.insert(root_facts.hash(&root));
        if root.is_sorted() {
            engine.outcome = Some(Outcome::Solved(start.line(&[])));
        } else {
            let prio = priority(&root, g, &weights).unwrap_or(0);
            store(
                &mut engine.nodes,
                &mut engine.open,
                u32::MAX,
                IMove::NULL,
                g,
                prio,
            );
        }
        engine
    }

    pub fn states(&self) -> usize {
        self.seen.len()
    }

    /// Where in `expanded` the position of node `index` is kept, if it is.
    fn kept(&self, index: u32) -> Option<usize> {
        let (kept, at) = self.slots[index as usize % EXPANDED];
        (kept == index).then_some(at as usize)
    }

    /// Makes node `index`'s position, with its facts, in its place in
    /// `expanded` and returns that place: from the nearest of its ancestors
    /// kept whole (or the start), copied once, by the moves down from
    /// there. Each position is the move from its parent and the moves home
    /// after it, made the same way as when it was found. (Working out the
    /// facts afresh for every expansion instead took 1.1% more
    /// instructions on deals 8001–12000.)
    fn position(&mut self, index: u32) -> usize {
        self.chain.clear();
        let mut i = index;
        let from = loop {
            if let Some(at) = self.kept(i) {
                break Some(at);
            }
            if i == 0 {
                break None;
            }
            let node = &self.nodes[i as usize];
            self.chain.push(node.mv);
            i = node.parent;
        };
        let slot = &mut self.slots[index as usize % EXPANDED];
        let at = if slot.0 == u32::MAX {
            self.expanded.push((self.root, self.root_facts));
            self.expanded.len() - 1
        } else {
            slot.1 as usize
        };
        *slot = (index, at as u16);
        match from {
            Some(from) if from != at => self.expanded.copy_within(from..=from, at),
            // Made in place from the ancestor, which it replaces.
            Some(_) => {}
            None => self.expanded[at] = (self.root, self.root_facts),
        }
        let (p, facts) = &mut self.expanded[at];
        for &m in self.chain.iter().rev() {
            let mark = p.mark();
            p.apply(m);
            p.auto_home_after(m, |_| {});
            facts.advance(&mark, p);
        }
        at
    }

    /// Expands at most `budget` positions.
    pub fn step(&mut self, budget: u32) -> Option<&Outcome> {
        for _ in 0..budget {
            if self.outcome.is_some() {
                break;
            }
            self.expand_one();
        }
        self.outcome.as_ref()
    }

    fn expand_one(&mut self) {
        let Some((_, index)) = self.open.pop() else {
            self.outcome = Some(Outcome::Unwinnable);
            return;
        };
        let at = self.position(index);
        let g = self.nodes[index as usize].g as u32;
        let Engine {
            expanded,
            nodes,
            open,
            seen,
            scratch: list,
            weights,
            max_states,
            ..
        } = self;
        // Expanded where it is kept.
        let (p, facts) = &mut expanded[at];
        let facts = &*facts;
        list.clear();
        moves(p, list);
        let mark = p.mark();
        let base = Base::of(p, Parts::of(p));
        // Why the expansion stopped early, if it did.
        enum Stop {
            /// This move's child is sorted.
            Won(IMove),
            /// The limit of positions is reached.
            Full,
        }
        let mut stop = None;
        for &m in list.iter() {
            // The child is worked out from the move if nothing goes home
            // after it, else made in place, looked at and undone.
            let (parts, autos) = match peek(p, facts, &base, m, |h| seen.insert(h)) {
                Peeked::Fresh(_, parts) => (parts, 0),
                Peeked::Seen => continue,
                Peeked::Make => {
                    p.apply(m);
                    let mut autos = 0;
                    p.auto_home_after(m, |_| autos += 1);
                    let (hash, parts) = (facts.peek_hash(&mark, p), Parts::of(p));
                    p.undo(&mark, m);
                    if !seen.insert(hash) {
                        continue;
                    }
                    (parts, autos)
                }
            };
            let g = g + 1 + autos;
            let Some(prio) = estimate(&parts, g, weights) else {
                stop = Some(Stop::Won(m));
                break;
            };
            if seen.len() > *max_states {
                stop = Some(Stop::Full);
                break;
            }
            store(nodes, open, index, m, g, prio);
        }
        self.outcome = stop.map(|stop| match stop {
            Stop::Won(last) => {
                let mut path = self.path_to(index);
                path.push(last);
                Outcome::Solved(self.start.line(&path))
            }
            Stop::Full => Outcome::Undecided,
        });
    }

    /// The chosen moves from the start to a stored position.
    fn path_to(&self, mut index: u32) -> Vec<IMove> {
        let mut path = Vec::new();
        while index != u32::MAX {
            let node = &self.nodes[index as usize];
            if node.parent != u32::MAX {
                path.push(node.mv);
            }
            index = node.parent;
        }
        path.reverse();
        path
    }
}

/// Stores a position by the move that reached it, as node `nodes.len()`,
/// and opens it.
fn store(nodes: &mut Vec<Node>, open: &mut Open, parent: u32, mv: IMove, g: u32, prio: u32) {
    let index = nodes.len() as u32;
    nodes.push(Node {
        parent,
        mv,
        g: g.min(u16::MAX as u32) as u16,
    });
    open.push(prio, index);
}

/// Positions each search of the portfolio stores alone before the next
/// one starts.
const SWITCH: usize = 40_000;

/// The weightings of the portfolio, in the order they start. The order and
/// [`SWITCH`] were chosen by measuring each weighting alone on the 703 deals
/// of 1–32000 that took over 2 ms, then working out the positions each
/// order would take: [`Weights::THIRD_BF`] alone needs the fewest, and this
/// order with 40,000 needs 12% fewer than the earlier one with 20,000
/// (deals 1–32000 went from 12.8 s to 12.3 s).
const PORTFOLIO: [Weights; 5] = [
    Weights::THIRD_BF,
    Weights::FOURTH_BF,
    Weights::SECOND,
    Weights::FIFTH_BF,
    Weights::PRIMARY,
];

/// Searches of the same position under different weightings
/// ([`PORTFOLIO`]; each starts once the ones before have stored [`SWITCH`]
/// positions apiece), taking one expansion each in turn. Whichever answers
/// first answers: a line from any is a line, and any one exhausting its
/// space proves the game lost. The limit counts the positions of all.
pub(super) struct Portfolio<const CAP: usize> {
    start: Pos<CAP>,
    max_states: usize,
    engines: Vec<Engine<CAP>>,
    turn: usize,
    outcome: Option<Outcome>,
}

impl<const CAP: usize> Portfolio<CAP> {
    pub fn new(start: Pos<CAP>, max_states: usize) -> Portfolio<CAP> {
        let first = Engine::new(start, max_states, PORTFOLIO[0]);
        let outcome = first.outcome.clone();
        Portfolio {
            start,
            max_states,
            engines: vec![first],
            turn: 0,
            outcome,
        }
    }

    pub fn states(&self) -> usize {
        self.engines.iter().map(|e| e.states()).sum()
    }

    /// Expands at most `budget` positions (over all searches).
    pub fn step(&mut self, budget: u32) -> Option<&Outcome> {
        for _ in 0..budget {
            if self.outcome.is_some() {
                break;
            }
            let n = self.engines.len();
            if n < PORTFOLIO.len() && self.engines[n - 1].states() > SWITCH {
                let e = Engine::new(self.start, self.max_states, PORTFOLIO[n]);
                self.engines.push(e);
            }
            let turn = self.turn % self.engines.len();
            if let Some(o) = self.engines[turn].step(1) {
                self.outcome = Some(o.clone());
            } else if self.states() > self.max_states {
                self.outcome = Some(Outcome::Undecided);
            }
            self.turn = (turn + 1) % self.engines.len();
        }
        self.outcome.as_ref()
    }
}
