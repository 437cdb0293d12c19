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
//! - Where the talon does not turn over without end, each card in the
//!   waste weighs [`WASTE`] more: the search then draws when the table
//!   has nothing better, not first.
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
//!
//! The waste's weight came later (no game of the list is searched here
//! with a talon of few passes: Klondike's and Forty & Eight's have their
//! own solvers, Canfield's turns without end). Without it a draw took
//! three off the estimate (a stock card weighs as a face-down one), so
//! the search turned the whole stock first and buried its cards: the
//! generic solver won 5 of Forty & Eight's deals 1-40 at 200,000
//! positions, and players' descriptions of other games of two decks
//! hardly any. Tuned at that count on deals 1-40 (won with the weight
//! at 0, 8 and 20, Forty & Eight by `--solver generic`: 5, 39, 39; at
//! 0, 3, 8 and 20, players' files: those of `tests/descriptions/` but
//! with no card coming back home, and Lucas with its aces home first and
//! three cards a column): Forty Thieves 0, 10, 16, 16;
//! Gargantua (Klondike with two decks, two passes) 0, 32, 33, 29;
//! Josephine 1, 12, 21, 23; Maria 0, 11, 18, 15; Limited 7, 29, 36, 38;
//! Lucas 28, 40, 40, 40. Deals 41-80 at 5, 8, 11: 179, 179 and 175
//! won in all. At 1 s on deals 101-200, never tuned on (`felt solve
//! --rules FILE 101-200 --summary --jobs 1 --limit 1s`, the build before
//! and this one side by side on a machine otherwise idle), won / proven
//! lost / undecided: Forty & Eight 22/0/78 to 99/0/1 (on deals 1-1000
//! its own solver won 965, this one 961); Forty Thieves 1/2/97 to
//! 41/2/57; Gargantua 2/0/98 to 95/0/5; Josephine 2/1/97 to 63/1/36;
//! Maria 1/0/99 to 53/0/47; Limited 16/0/84 to 96/0/4; Lucas 70/0/30 to
//! 99/0/1; a player's Klondike of one pass (its `solver:` line left
//! out) 13/46/41 to 23/46/31, by threes with three passes 40/28/32 to
//! 59/25/16 (three deals proven lost before, 139 183 193, and three
//! won, 125 167 185, undecided now).

use crate::games::described::vocabulary::{Description, Direction, Home};
use crate::model::card::Rank;
use crate::model::deck::Deck;

/// Each card over a next card home.
const DEPTH: u32 = 3;
/// Each card in the reserve.
const RESERVE: u32 = 32;
/// Taken off for each empty column.
const EMPTY: u32 = 4;
/// Each card in the waste of a talon that does not turn over without
/// end ([`super::flat`]'s `cycles`), beside the four of a card out: a
/// card turned there is buried under every later one for the rest of
/// the pass, and the three a face-down stock card weighs more would
/// otherwise make each draw look like progress.
pub(super) const WASTE: u32 = 8;

/// The faces the foundations take next, a bit each by face index: for
/// each suit with `home` cards home, the card whose step from `base`
/// ([`Description::step`]) is one more. None in a deck of more copies of
/// a card than one (which copy is wanted next is not one card).
pub(super) fn wanted(d: &Description, base: Rank, home: [u8; 4]) -> u64 {
    let (Deck::Standard, Home::Suit { direction, .. }) = (d.deck, d.home) else {
        return 0;
    };
    let b = base.value();
    let mut mask = 0;
    for (suit, &n) in home.iter().enumerate() {
        if n >= 13 {
            continue;
        }
        // The rank `n + 1` steps from the base, counting it as the first.
        let rank = match direction {
            Direction::Up => (b + n + 12) % 13 + 1,
            Direction::Down => (b + 12 - n) % 13 + 1,
        };
        mask |= 1u64 << ((usize::from(rank) - 1) * 4 + suit);
    }
    mask
}

/// What the guide adds to the estimate and what it takes off: `depth`
/// cards over the wanted ones ([`wanted`]), `reserve` cards in the
/// reserve, `empty` empty columns. Each is a sum over the cards (or
/// columns), so [`super::flat`] adds them up pile by pile.
pub(super) fn terms(depth: u32, reserve: usize, empty: usize) -> (u32, u32) {
    (
        DEPTH * depth + RESERVE * reserve as u32,
        EMPTY * empty as u32,
    )
}

#[cfg(test)]
mod tests {
    use super::wanted;
    use crate::games::described::vocabulary::{Description, Direction, Home};
    use crate::games::{Deal, Game, Variant};
    use crate::model::card::{Card, Rank};

    /// Every face `wanted` names is the one [`Description::step`] puts
    /// next on its suit's foundation, in either direction, from any base
    /// and any count home (a king-high Canfield's base, say, a 7).
    #[test]
    fn the_wanted_faces_are_the_next_steps_home() {
        let variant: Variant = "canfield".parse().unwrap();
        let Game::Described(game) = Game::new(Deal::new(variant, 1).unwrap()) else {
            panic!("Canfield is described");
        };
        let canfield: &Description = game.description();
        for direction in [Direction::Up, Direction::Down] {
            let mut d = canfield.clone();
            let Home::Suit { base, wrap, .. } = d.home else {
                panic!("Canfield builds home by suit");
            };
            d.home = Home::Suit {
                direction,
                base,
                wrap,
            };
            for b in 1..=13 {
                let base = Rank::new(b).unwrap();
                for n in 0..=13u8 {
                    let mask = wanted(&d, base, [n; 4]);
                    for face in 0..52 {
                        let card = Card::from_index(face).unwrap();
                        let next = d.step(card, base) == n + 1;
                        assert_eq!(mask >> face & 1 == 1, next, "{direction:?} {b} {n} {face}");
                    }
                }
            }
        }
    }
}
