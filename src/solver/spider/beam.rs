//! The beam: the game cut at its deals, searched by the engine's beam
//! ([`crate::solver::engine::segments`], Gypsy's too) over [`Cut`], which
//! says what is Spider's. Between two deals a bounded
//! best-first search (its own transposition table, at most
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
//! [`crate::solver::engine::discrepancy`]'s). A path through the
//! segments spends the rank of the candidate it takes in each (the best
//! costs nothing); pass `d` tries every path that spends at most `d`,
//! depth first, best first. Plain backtracking (always the next candidate
//! of the deepest segment) spent its time on sixteen near-copies of a hopeless
//! last segment when the first segments had chosen badly. Each segment is
//! searched once: its candidates are kept by the key of its root, so a
//! later pass walks through the segments it has seen for nothing but the
//! step. A stack of frames and the segment in progress are the whole
//! state: the search stops after any expansion and resumes, and counts
//! only expansions (and steps along the path), so the answer never
//! depends on the slices. A beam
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
use super::generate::{eval, eval_after, generate};
use super::pos::{Mv, Pos, Stock, COLUMNS};
use crate::solver::engine::segments::{Segmented, Shape};
use crate::solver::engine::table::Wide;

/// Expansions of a segment's search while the stock remains.
pub(super) const SEGMENT_NODES: usize = 4_000;
/// Expansions of the last segment's search (stock empty: to a win).
pub(super) const LAST_NODES: usize = 5_000;
/// The most noise added to the order of a segment's queue (scores are in
/// the units of [`eval`]: a card face down weighs 50).
const NOISE: u64 = 40;
/// Candidates kept of a segment.
const WIDTH: usize = 16;

/// A beam's segments, candidates by their scores plus up to `pick` of
/// noise (none: by score alone), of `segment` positions while the stock
/// remains and `last` once it is empty.
pub(super) const fn shape(pick: u64, segment: usize, last: usize) -> Shape {
    Shape {
        segment,
        last,
        width: WIDTH,
        noise: NOISE,
        pick,
    }
}

/// The first beam's shape: candidates by score alone.
pub(super) const PLAIN: Shape = shape(0, SEGMENT_NODES, LAST_NODES);

/// The first beam's shape for a game of one deck (Spiderette): the same,
/// but [`ONE_DECK_WIDTH`] candidates kept of a segment.
pub(super) const ONE_DECK: Shape = Shape {
    width: ONE_DECK_WIDTH,
    ..PLAIN
};

/// Candidates kept of a segment in a game of one deck. Spiderette's
/// beam, given [`WIDTH`], tried every path (and handed over to the
/// proof) on deals it wins with more: counted (`felt solve spiderette A-B --summary
/// --jobs 1 --limit 1000000`, deals 5001-5300 and 5301-5600), width 8
/// won 250 of the first three hundred, 16 260 and 265, 32 264 and 265,
/// 64 265 and 270, 128 266 and 270; but past 16 the beam runs out later
/// and the proof, which had the rest, proves fewer deals lost (64: 4 and
/// 2 against 6 and 5), hence the proof's share in [`super::SpiderSearch`].
const ONE_DECK_WIDTH: usize = 64;

/// A deal cut at its deals, for the engine's beam: Spider's position,
/// its keys and scores made from the parent's ([`Pos::key_after`],
/// [`eval_after`]: two columns again, not ten), its moves with the
/// supermoves, and no deal onto an empty column.
pub(super) struct Cut {
    root: Pos,
    stock: Stock,
    scratch: Vec<(i32, Mv)>,
    moves: Vec<Mv>,
}

impl Cut {
    pub fn new(root: Pos, stock: Stock) -> Cut {
        Cut {
            root,
            stock,
            scratch: Vec::new(),
            moves: Vec::new(),
        }
    }
}

impl Segmented for Cut {
    type State = Pos;
    type Move = Mv;
    const DEAL: Mv = Mv::DEAL;

    fn start(&self) -> Pos {
        self.root
    }

    fn is_won(&self, pos: &Pos) -> bool {
        pos.is_won(&self.stock)
    }

    fn key(&self, pos: &Pos) -> u128 {
        pos.key(&self.stock)
    }

    fn score(&self, pos: &Pos) -> i32 {
        eval(pos)
    }

    fn deals_left(&self, pos: &Pos) -> usize {
        pos.stock_left(&self.stock).div_ceil(self.stock.cols.max(1))
    }

    /// Any run may fill an empty column: the stock deals only when none
    /// is.
    fn may_deal(&self, pos: &Pos) -> bool {
        pos.can_deal(&self.stock)
    }

    fn deal(&self, pos: &Pos) -> Pos {
        let mut child = *pos;
        child.apply(Mv::DEAL, &self.stock);
        child
    }

    fn child(&self, pos: &Pos, key: u128, mv: Mv) -> (Pos, u128) {
        let mut child = *pos;
        child.apply(mv, &self.stock);
        let key = child.key_after(pos, key, mv, &self.stock, &mut [0; COLUMNS]);
        (child, key)
    }

    fn expand(
        &mut self,
        pos: &Pos,
        key: u128,
        score: i32,
        last: bool,
        seen: &Wide,
        out: &mut Vec<(Mv, u128, i32)>,
    ) -> Option<Mv> {
        // While the stock remains, any run may go into an empty column.
        self.moves.clear();
        generate(
            pos,
            &self.stock,
            false,
            !last,
            &mut self.scratch,
            &mut self.moves,
        );
        let mut keys = [0; COLUMNS];
        let mut evals = [i32::MIN; COLUMNS];
        for &mv in &self.moves {
            if mv.is_deal() {
                continue;
            }
            let mut child = *pos;
            child.apply(mv, &self.stock);
            if child.is_won(&self.stock) {
                return Some(mv);
            }
            let child_key = child.key_after(pos, key, mv, &self.stock, &mut keys);
            debug_assert_eq!(child_key, child.key(&self.stock));
            if seen.contains(child_key) {
                continue;
            }
            let child_eval = eval_after(&child, pos, score, mv, &mut evals);
            debug_assert_eq!(child_eval, eval(&child));
            out.push((mv, child_key, child_eval));
        }
        None
    }
}
