//! Weighted best first over a game made in place ([`InPlace`]): the open
//! position of the lowest [`InPlace::score`] (of what it weighs and the
//! moves made to it) is expanded next, the newest among equals; every
//! child is claimed by its key when it is peeked at. An open position is
//! kept as the move from its parent ([`Node`]), which is all it takes to
//! make it again when its turn comes ([`Remade::position`]), from a cache
//! of the positions last expanded: FreeCell's is 12 bytes where its
//! position is 1,192 (at the command line's limit of 3,000,000
//! positions, 36 MB against 3.6 GB). Worked in slices: everything lives
//! in the struct, so the answer does not depend on how the work is
//! sliced.

use super::inplace::InPlace;
use super::open::Open;
use super::table::Wide;
use super::Outcome;

/// A kept position: the move that reached it from its parent (none for
/// the start, node 0) and the moves made to it, what its score weighs.
struct Node<M> {
    parent: u32,
    mv: Option<M>,
    moves: u16,
}

/// How many expanded positions [`Remade`] keeps whole.
const EXPANDED: usize = 2048;

/// A resumable best-first search that makes its positions again.
pub(crate) struct Remade<P: InPlace> {
    puzzle: P,
    /// The start's position ([`InPlace::start`]): node 0.
    root: P::State,
    nodes: Vec<Node<P::Move>>,
    open: Open,
    seen: Wide,
    max_states: usize,
    outcome: Outcome<P::Move>,
    moves: Vec<P::Move>,
    /// The moves from a kept position down to the one to expand.
    chain: Vec<P::Move>,
    /// The positions last expanded, whole, in the places `slots` gives: a
    /// best-first search mostly expands the children of what it expanded
    /// lately, so a position to expand is mostly made from its parent kept
    /// here, by one move. Its room is reserved at the start (mapped, not
    /// touched until filled).
    expanded: Vec<P::State>,
    /// For each slot (node index modulo [`EXPANDED`]), the node kept there
    /// (`u32::MAX` for none yet) and where in `expanded`: filled as
    /// positions are expanded, nothing set aside ahead (which cost a frame
    /// step the time to copy). Looked up here, in a few kilobytes, rather
    /// than in the positions themselves.
    slots: [(u32, u16); EXPANDED],
}

impl<P: InPlace> Remade<P> {
    /// A search from `puzzle`'s start that keeps at most `max_states`
    /// positions.
    pub(crate) fn new(puzzle: P, max_states: usize) -> Remade<P> {
        let (root, moves) = puzzle.start();
        let mut search = Remade {
            puzzle,
            root,
            nodes: Vec::with_capacity(4096),
            open: Open::default(),
            seen: Wide::new(),
            max_states,
            outcome: Outcome::Going,
            moves: Vec::with_capacity(64),
            chain: Vec::new(),
            expanded: Vec::with_capacity(EXPANDED),
            slots: [(u32::MAX, 0); EXPANDED],
        };
        search.seen.insert(search.puzzle.key(&root));
        if search.puzzle.is_won(&root) {
            search.outcome = Outcome::Won(search.puzzle.line(&[]));
        } else {
            let look = search.puzzle.look(&root);
            let score = search.puzzle.score(&look, moves).unwrap_or(0);
            store(
                &mut search.nodes,
                &mut search.open,
                u32::MAX,
                None,
                moves,
                score,
            );
        }
        search
    }

    /// Positions kept in the table.
    pub(crate) fn states(&self) -> usize {
        self.seen.len()
    }

    /// Where in `expanded` the position of node `index` is kept, if it is.
    fn kept(&self, index: u32) -> Option<usize> {
        let (kept, at) = self.slots[index as usize % EXPANDED];
        (kept == index).then_some(at as usize)
    }

    /// Makes node `index`'s position in its place in `expanded` and
    /// returns that place: from the nearest of its ancestors kept whole
    /// (or the start), copied once, by the moves down from there
    /// ([`InPlace::make`], as when it was found).
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
            self.chain
                .push(node.mv.expect("a move to every node but the start"));
            i = node.parent;
        };
        let slot = &mut self.slots[index as usize % EXPANDED];
        let at = if slot.0 == u32::MAX {
            self.expanded.push(self.root);
            self.expanded.len() - 1
        } else {
            slot.1 as usize
        };
        *slot = (index, at as u16);
        match from {
            Some(from) if from != at => self.expanded.copy_within(from..=from, at),
            // Made in place from the ancestor, which it replaces.
            Some(_) => {}
            None => self.expanded[at] = self.root,
        }
        let state = &mut self.expanded[at];
        for &mv in self.chain.iter().rev() {
            self.puzzle.make(state, mv);
        }
        at
    }

    /// Expands at most `budget` positions.
    pub(crate) fn step(&mut self, budget: u32) -> &Outcome<P::Move> {
        for _ in 0..budget {
            if !matches!(self.outcome, Outcome::Going) {
                break;
            }
            self.expand();
        }
        &self.outcome
    }

    fn expand(&mut self) {
        let Some((_, index)) = self.open.pop() else {
            self.outcome = Outcome::Exhausted;
            return;
        };
        let at = self.position(index);
        let made = self.nodes[index as usize].moves as u32;
        let Remade {
            puzzle,
            expanded,
            nodes,
            open,
            seen,
            moves,
            max_states,
            ..
        } = self;
        // Expanded where it is kept.
        let state = &mut expanded[at];
        moves.clear();
        puzzle.moves(state, moves);
        let base = puzzle.base(state, puzzle.look(state));
        // Why the expansion stopped early, if it did.
        enum Stop<M> {
            /// This move's child is won.
            Won(M),
            /// The limit of positions is reached.
            Full,
        }
        let mut stop = None;
        for &mv in moves.iter() {
            let Some((_, look, more)) = puzzle.peek(state, &base, mv, |k| seen.insert(k)) else {
                continue;
            };
            let made = made + more;
            let Some(score) = puzzle.score(&look, made) else {
                stop = Some(Stop::Won(mv));
                break;
            };
            if seen.len() > *max_states {
                stop = Some(Stop::Full);
                break;
            }
            store(nodes, open, index, Some(mv), made, score);
        }
        match stop {
            Some(Stop::Won(last)) => {
                let mut path = self.path_to(index);
                path.push(last);
                self.outcome = Outcome::Won(self.puzzle.line(&path));
            }
            Some(Stop::Full) => self.outcome = Outcome::Full,
            None => {}
        }
    }

    /// The moves from the start's position to a kept one.
    fn path_to(&self, mut index: u32) -> Vec<P::Move> {
        let mut path = Vec::new();
        while index != u32::MAX {
            let node = &self.nodes[index as usize];
            path.extend(node.mv);
            index = node.parent;
        }
        path.reverse();
        path
    }
}

/// Keeps a position by the move that reached it, as node `nodes.len()`,
/// and opens it.
fn store<M>(
    nodes: &mut Vec<Node<M>>,
    open: &mut Open,
    parent: u32,
    mv: Option<M>,
    moves: u32,
    score: u32,
) {
    let index = nodes.len() as u32;
    nodes.push(Node {
        parent,
        mv,
        moves: moves.min(u16::MAX as u32) as u16,
    });
    open.push(score, index);
}
