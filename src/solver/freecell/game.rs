//! FreeCell as the engine searches it in place ([`InPlace`]): the
//! solver's compact position with its facts ([`Board`]), a move made with
//! the safe moves home after it and taken back by its [`Mark`], a child
//! peeked at from the move ([`peek`]), scored by [`estimate`] under one
//! weighting, keys that are the same for positions differing only in the
//! order of columns or cells, and a move carried between such positions
//! by the cards it moves and lands on ([`carry`]).

use crate::solver::engine::inplace::InPlace;

use super::eval::{estimate, Parts, Weights};
use super::facts::Facts;
use super::movegen::moves;
use super::peek::{peek, Base, Peeked};
use super::pos::{IMove, Loc, Mark, Pos, NONE};

/// FreeCell from `start` (the position as given), scored by `weights`.
#[derive(Clone, Copy)]
pub(super) struct Game<const CAP: usize> {
    pub start: Pos<CAP>,
    pub weights: Weights,
}

/// A position with its facts, made and unmade together.
#[derive(Clone, Copy)]
pub(super) struct Board<const CAP: usize> {
    pub pos: Pos<CAP>,
    pub facts: Facts,
}

/// What takes a move back: the position's [`Mark`] before it and where its
/// moves home begin in the log. The facts are not kept: advanced from the
/// position taken back to the one it comes back to, they are that one's
/// again (a column's key shifts either way, and its hash and their sum
/// follow from the keys), which costs less than copying them there and
/// back (272 bytes a move).
pub(super) struct Undo {
    mark: Mark,
    autos: u32,
}

impl<const CAP: usize> InPlace for Game<CAP> {
    type State = Board<CAP>;
    type Move = IMove;
    type Undo = Undo;
    type Look = Parts;
    type Base = (Base, Mark);
    type Anchor = u8;

    /// The start after its safe moves home.
    fn start(&self) -> (Board<CAP>, u32) {
        let mut pos = self.start;
        let mut homed = 0;
        pos.auto_home(|_| homed += 1);
        let facts = Facts::of(&pos);
        (Board { pos, facts }, homed)
    }

    /// Sorted: sweeping home wins.
    fn is_won(&self, board: &Board<CAP>) -> bool {
        board.pos.is_sorted()
    }

    fn key(&self, board: &Board<CAP>) -> u128 {
        board.facts.hash(&board.pos)
    }

    fn look(&self, board: &Board<CAP>) -> Parts {
        Parts::of(&board.pos)
    }

    fn score(&self, parts: &Parts, moves: u32) -> Option<u32> {
        estimate(parts, moves, &self.weights)
    }

    fn moves(&self, board: &Board<CAP>, out: &mut Vec<IMove>) {
        moves(&board.pos, out);
    }

    fn base(&self, board: &Board<CAP>, parts: Parts) -> (Base, Mark) {
        (Base::of(&board.pos, parts), board.pos.mark())
    }

    /// Worked out from the move if nothing goes home after it, else made
    /// in place, looked at and undone.
    #[inline(always)]
    fn peek(
        &self,
        board: &mut Board<CAP>,
        (base, mark): &(Base, Mark),
        m: IMove,
        mut fresh: impl FnMut(u128) -> bool,
    ) -> Option<(u128, Parts, u32)> {
        let Board { pos, facts } = board;
        match peek(pos, facts, base, m, &mut fresh) {
            Peeked::Fresh(hash, parts) => Some((hash, parts, 1)),
            Peeked::Seen => None,
            Peeked::Make => {
                pos.apply(m);
                let mut autos = 0;
                pos.auto_home_after(m, |_| autos += 1);
                let (hash, parts) = (facts.peek_hash(mark, pos), Parts::of(pos));
                pos.undo(mark, m);
                fresh(hash).then_some((hash, parts, 1 + autos))
            }
        }
    }

    fn make(&self, board: &mut Board<CAP>, m: IMove) {
        let mark = board.pos.mark();
        board.pos.apply(m);
        board.pos.auto_home_after(m, |_| {});
        board.facts.advance(&mark, &board.pos);
    }

    fn play(&self, board: &mut Board<CAP>, m: IMove, log: &mut Vec<IMove>) -> Undo {
        let undo = Undo {
            mark: board.pos.mark(),
            autos: log.len() as u32,
        };
        board.pos.apply(m);
        board.pos.auto_home_after(m, |a| log.push(a));
        board.facts.advance(&undo.mark, &board.pos);
        undo
    }

    fn unplay(&self, board: &mut Board<CAP>, m: IMove, undo: &Undo, log: &mut Vec<IMove>) {
        let autos = undo.autos as usize;
        let child = board.pos.mark();
        board.pos.unmake(&undo.mark, m, &log[autos..]);
        log.truncate(autos);
        board.facts.advance(&child, &board.pos);
    }

    fn anchor(&self, board: &Board<CAP>, m: IMove) -> u8 {
        lands_on(&board.pos, m)
    }

    fn carry(&self, board: &Board<CAP>, m: IMove, onto: u8) -> IMove {
        carry(&board.pos, m, onto)
    }

    /// With every safe move home between the moves and the final sweep.
    fn line(&self, chosen: &[IMove]) -> Vec<IMove> {
        self.start.line(chosen)
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
