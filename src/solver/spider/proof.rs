//! The exhaustive search, the one that may prove a deal lost: the
//! engine's depth first ([`crate::solver::engine::depth`]) over every
//! legal move ([`generate`], in the order of its score), each child
//! claimed when its turn comes, by its 128-bit key ([`Puzzle::WIDE`]):
//! a false "seen" in a proof of millions of positions would call a
//! winnable deal lost.

use super::generate::generate;
use super::pos::{Mv, Pos, Stock};
use crate::solver::engine::Puzzle;
use std::cell::RefCell;

/// [`generate`]'s lists: the moves scored, and in their order.
type Lists = (Vec<(i32, Mv)>, Vec<Mv>);

/// The deal searched: its start and its stock.
pub(super) struct Proof {
    start: Pos,
    stock: Stock,
    /// [`generate`]'s lists, kept to be used again.
    lists: RefCell<Lists>,
}

impl Proof {
    pub(super) fn new(start: Pos, stock: Stock) -> Proof {
        Proof {
            start,
            stock,
            lists: RefCell::default(),
        }
    }
}

impl Puzzle for Proof {
    type State = Pos;
    type Move = Mv;

    fn start(&self) -> Pos {
        self.start
    }

    fn is_won(&self, pos: &Pos) -> bool {
        pos.is_won(&self.stock)
    }

    fn key(&self, pos: &Pos) -> u64 {
        self.wide_key(pos) as u64
    }

    const WIDE: bool = true;

    fn wide_key(&self, pos: &Pos) -> u128 {
        pos.key(&self.stock)
    }

    /// Every legal move (none made eagerly, none left out: even a run
    /// moved off its own suit can free the card it lay on).
    fn children(&self, pos: &Pos, out: &mut Vec<(Mv, Pos)>) {
        let mut moves = Vec::new();
        self.moves(pos, &mut moves);
        out.extend(moves.into_iter().map(|mv| {
            let mut child = *pos;
            self.make(pos, mv, 0, &mut child);
            (mv, child)
        }));
    }

    /// The path keeps one position a frame: it runs deep.
    const REMAKES: bool = true;

    fn moves(&self, pos: &Pos, out: &mut Vec<Mv>) {
        let (scratch, moves) = &mut *self.lists.borrow_mut();
        moves.clear();
        generate(pos, &self.stock, true, false, scratch, moves);
        out.extend_from_slice(moves);
    }

    fn make(&self, pos: &Pos, mv: Mv, _key: u64, child: &mut Pos) {
        *child = *pos;
        child.apply(mv, &self.stock);
    }
}
