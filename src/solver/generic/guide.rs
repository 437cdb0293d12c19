//! Terms of a described game's estimate where cards go home one at a
//! time, beside the cards still out: they order the depth-first search's
//! children and choose the beam's layers, and prove nothing (no move is
//! left out for them).
//!
//! - How deep the cards wanted next lie: for each suit, the cards over
//!   the one its foundation takes next, each weighing [`DEPTH`]. A
//!   position where they lie near the top is nearer a win than one with
//!   as many cards home and the next ones buried.
//! - The reserve's cards weigh [`RESERVE`] more each (Canfield): only
//!   the reserve's top plays, so every card in it holds the ones under
//!   it, and emptying it is the game.
//! - An empty column takes [`EMPTY`] off: any card fills it, so it is
//!   room to dig with.
//!
//! Measured at a fixed count of positions (deals 1-200, `--jobs 1`;
//! undecided before and after): Streets and Alleys at 300,000, 17 to 13;
//! Canfield at 150,000, 20 to 15 (the reserve's weight does most of it:
//! of the 25 deals 1 s left, 9 won at 200,000 without it, 14 with it);
//! Beleaguered Castle at 200,000, 11 to 11 (1-200), 9 to 7
//! (20001-20200); Baker's Game, Eight Off, Seahaven Towers as they were.
//! At 1 s, before and after side by side on a loaded machine (load 6 to
//! 11, so far under an idle machine's figures), decided of deals 1-1000
//! / 20001-21000: Streets and Alleys 79.0/79.6% to 82.7/80.1, Canfield
//! 84.3/80.5 to 86.6/83.8; Canfield again with its draws made together
//! ([`super::flat`]'s `draw_quietly`, a quarter less CPU) at load 3 to
//! 5, 88.1/88.3% to 91.5/90.3; Streets and Alleys again at load 0 to 4,
//! 91.7/90.2% to 92.1/90.7 (the terms cost time on every child, so
//! fewer positions a second: its gain at a fixed count shrinks at 1 s).
//! Weights tried for the depth, 1 to 8, and for
//! the empty column, 0 to 8, move these by a few deals either way (the
//! depth at 2 did better in Canfield, worse in Beleaguered Castle); a term
//! counting the cards not on a card they build on did not help.

use crate::games::described::vocabulary::Description;
use crate::model::card::{Card, Rank};
use crate::model::deck::Deck;

/// Each card over a next card home.
const DEPTH: u32 = 3;
/// Each card in the reserve.
const RESERVE: u32 = 32;
/// Taken off for each empty column.
const EMPTY: u32 = 4;

/// What the guide adds to the estimate and what it takes off, for a
/// position whose foundations hold `home` cards of each suit, whose
/// `piles` (each bottom first) hold the cards that may be dug out, with
/// `reserve` cards in the reserve and `empty` empty columns. The depth
/// counts only in a deck of one copy a card (with two, which copy is
/// wanted next is not one card).
pub(super) fn guide<'a>(
    d: &Description,
    base: Rank,
    home: [u8; 4],
    piles: impl Iterator<Item = &'a [Card]>,
    reserve: usize,
    empty: usize,
) -> (u32, u32) {
    let mut depth = 0;
    if d.deck == Deck::Standard {
        for pile in piles {
            for (i, c) in pile.iter().enumerate() {
                if d.step(*c, base) == home[c.suit().index()] + 1 {
                    depth += (pile.len() - 1 - i) as u32;
                }
            }
        }
    }
    (
        DEPTH * depth + RESERVE * reserve as u32,
        EMPTY * empty as u32,
    )
}
