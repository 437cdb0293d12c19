//! A dead position of a game built down by suit from one deck with runs
//! home whole (Scorpion's kind): cards that wait on one another in a
//! ring, so that none of them can ever lie on the card it must.
//!
//! Why it is sound. In such a game every card but a king goes home only
//! lying on the card one rank above it of its suit, its *successor*
//! (one deck: there is one), and it comes to lie there only when it
//! leads a move onto it (being carried keeps the card under it; the stock
//! deals only what it holds), which needs the successor uncovered. The
//! card now lying on the successor, `y`, leaves it only by leading a move
//! itself: carried, it stays on it; it goes home only lying on its own
//! successor; with no free cell and only kings (or nothing) filling an
//! empty column, a card but a king leads a move only onto its successor.
//! So the card `x` waits on `y`'s move to its successor, strictly before;
//! and `y` on the card lying on `y`'s successor, and so on. When that
//! chain comes back to `x`, with no king on it, `x`'s move must come
//! strictly before itself: it never comes, and the game is lost. Every
//! card of the chain but the first lies on a card not its successor, so
//! each has its move still to make.

use super::Flat;
use crate::games::described::vocabulary::{Build, Direction, Empty, Home, SuitMatch};
use crate::model::card::{Face, Rank};
use crate::model::deck::Deck;

/// No card: the mark in [`Flat::dead`]'s tables.
const NONE: u8 = u8::MAX;

impl Flat {
    /// Whether the test applies: one deck, columns built down by suit,
    /// runs home whole, no free cell, only kings (or nothing) into an
    /// empty column.
    fn rings_apply(&self) -> bool {
        let d = self.d;
        d.deck == Deck::Standard
            && d.home == Home::Runs
            && d.cells == 0
            && matches!(d.empty, Empty::Kings | Empty::None)
            && d.build
                == Build::Rank {
                    direction: Direction::Down,
                    suits: SuitMatch::Same,
                    wrap: false,
                }
    }

    /// Whether some cards of the columns wait on one another in a ring
    /// (the module's doc): then no line wins from here.
    pub(super) fn dead(&self) -> bool {
        if !self.rings_apply() {
            return false;
        }
        // For each face in a column, the face lying on it (`NONE` on a
        // column's top).
        let mut on = [NONE; 52];
        let mut in_column = [false; 52];
        for i in self.columns() {
            let mut below = NONE;
            for c in self.pile(i) {
                let f = c.face().index() as u8;
                in_column[usize::from(f)] = true;
                if below != NONE {
                    on[usize::from(below)] = f;
                }
                below = f;
            }
        }
        // The card `x` waits on: the one on its successor, unless that
        // is uncovered, in the stock, `x` itself or a king.
        let next = |x: usize| -> u8 {
            let face = Face::from_index(x).expect("a face");
            let Some(rank) = face.rank().next() else {
                return NONE;
            };
            let s = Face::new(rank, face.suit()).index();
            let y = on[s];
            let king = y != NONE
                && Face::from_index(usize::from(y)).expect("a face").rank() == Rank::KING;
            if !in_column[s] || usize::from(y) == x || king {
                NONE
            } else {
                y
            }
        };
        // A walk from each card along what it waits on; a card met again
        // on the same walk closes a ring. 0: not seen, 1: on this walk,
        // 2: seen on an earlier walk (no ring from it).
        let mut mark = [0u8; 52];
        for start in 0..52 {
            if !in_column[start] || mark[start] != 0 {
                continue;
            }
            let mut x = start as u8;
            while x != NONE && mark[usize::from(x)] == 0 {
                mark[usize::from(x)] = 1;
                x = next(usize::from(x));
            }
            if x != NONE && mark[usize::from(x)] == 1 {
                return true;
            }
            let mut x = start as u8;
            while x != NONE && mark[usize::from(x)] == 1 {
                mark[usize::from(x)] = 2;
                x = next(usize::from(x));
            }
        }
        false
    }
}
