//! A dead position of a game built down by suit from one deck with runs
//! home whole (Scorpion's kind): cards that wait on one another in a
//! ring, so that none of them can ever make the move it must.
//!
//! Why it is sound. In such a game every card but a king goes home only
//! lying on the card one rank above it of its suit, its *successor*
//! (one deck: there is one), and it comes to lie there only by leading a
//! move onto it (a card carried keeps the card under it; the stock deals
//! only what it holds). With no free cell and only kings (or nothing)
//! filling an empty column, a card but a king leads a move only onto its
//! successor. So a card not on its successor has a move to lead, and:
//! - it needs its successor uncovered: the card now lying there leads a
//!   move first (carried, it stays there; it goes home only on its own
//!   successor, which it is not on);
//! - face down, it needs to turn up: the card now lying on it leads a
//!   move first.
//!
//! A king lying on a successor leaves it by leading a move to an empty
//! column or home under its run, either of them face up: it waits only
//! on the card on it while it is face down.
//!
//! Each is a move that must come strictly before another. A ring of them
//! asks a move to come before itself: it never comes, and the game is
//! lost. So is a face-down card with the card one rank below it of its
//! suit lying on it: that card, already on its successor, never moves.

use super::Flat;
use crate::games::described::vocabulary::{Build, Empty, Home, SuitMatch, Way};
use crate::model::card::Face;
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
                    way: Way::Down,
                    suits: SuitMatch::Same,
                    wrap: false,
                }
    }

    /// Whether some cards of the columns wait on one another in a ring,
    /// or a face-down card lies under the card below it of its suit (the
    /// module's doc): then no line wins from here.
    pub(super) fn dead(&self) -> bool {
        if !self.rings_apply() {
            return false;
        }
        // For each face in a column: the face lying on it (`NONE` on a
        // column's top), the face under it, whether it is face down.
        let mut on = [NONE; 52];
        let mut under = [NONE; 52];
        let mut in_column = [false; 52];
        let mut down = [false; 52];
        for i in self.columns() {
            let mut below = NONE;
            for (n, c) in self.pile(i).iter().enumerate() {
                let f = c.face().index();
                in_column[f] = true;
                down[f] = n < usize::from(self.down[i]);
                under[f] = below;
                if below != NONE {
                    on[usize::from(below)] = f as u8;
                }
                below = f as u8;
            }
        }
        let successor = |x: usize| {
            let face = Face::from_index(x).expect("a face");
            face.rank()
                .next()
                .map(|r| Face::new(r, face.suit()).index())
        };
        // The moves card `x`'s move waits on (`NONE` for none): the card
        // on its successor, and the card on it while it is face down. A
        // king waits only on the card on it while face down: it may go
        // to an empty column, or home under its run, but face up.
        let mut waits = [[NONE; 2]; 52];
        for x in 0..52 {
            if !in_column[x] {
                continue;
            }
            let s = successor(x);
            let placed = s.is_some() && s.map(|s| s as u8) == Some(under[x]);
            if down[x] && on[x] != NONE && successor(usize::from(on[x])) == Some(x) {
                return true;
            }
            if placed {
                continue;
            }
            if let Some(s) = s.filter(|&s| in_column[s]) {
                waits[x][0] = on[s];
            }
            if down[x] {
                waits[x][1] = on[x];
            }
        }
        // A ring, by a walk from each card (0: not seen, 1: on the walk,
        // 2: done, no ring through it).
        let mut mark = [0u8; 52];
        let mut path: Vec<(u8, u8)> = Vec::with_capacity(52);
        for start in 0..52u8 {
            if mark[usize::from(start)] != 0 || !in_column[usize::from(start)] {
                continue;
            }
            mark[usize::from(start)] = 1;
            path.push((start, 0));
            while let Some(&mut (x, ref mut next)) = path.last_mut() {
                if usize::from(*next) == 2 {
                    mark[usize::from(x)] = 2;
                    path.pop();
                    continue;
                }
                let y = waits[usize::from(x)][usize::from(*next)];
                *next += 1;
                if y == NONE {
                    continue;
                }
                match mark[usize::from(y)] {
                    0 => {
                        mark[usize::from(y)] = 1;
                        path.push((y, 0));
                    }
                    1 => return true,
                    _ => {}
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::super::Flat;
    use crate::games::Game;
    use crate::solver::generic::GenericSearch;
    use crate::solver::testing::run;
    use crate::solver::{Answer, Limits};

    fn dead(game: &Game) -> bool {
        Flat::of(game).expect("a flat position").dead()
    }

    /// Scorpion with only some of the cards.
    fn corner(text: &str) -> Game {
        Game::parse_partial("scorpion".parse().unwrap(), text).unwrap()
    }

    /// Deal 1: A♥ goes only on 2♥, face down under 9♣; 9♣ only on 10♣,
    /// under 9♥; 9♥ only on 10♥, face down under K♠ and 6♦, which turn
    /// up only when A♥ leaves 6♦. Lost before a move, in one position.
    #[test]
    fn deal_1_is_lost_by_a_ring_through_face_down_cards() {
        let game = Game::parse(
            "scorpion".parse().unwrap(),
            "stock: 3C KH QS\nf0:\nf1:\nf2:\nf3:\n\
             t0: [JH QC TD] 2S 9S 4D 4H\n\
             t1: [8H QD 2H] 9C AS 6C 8S\n\
             t2: [TH KS 6D] AH AC 5S JC\n\
             t3: [7D QH 2D] 5C JD 5D 4S\n\
             t4: 7H 3S KD 3H AD 7C 9D\n\
             t5: KC TC 9H 4C 7S 3D 5H\n\
             t6: 6S JS 8C TS 8D 6H 2C\n",
        )
        .unwrap();
        assert!(dead(&game));
        let search = GenericSearch::new(&game, Limits::states(2));
        assert_eq!(run(search, 97).0, Answer::Unwinnable);
    }

    /// 9♥ goes only on 10♥, under 4♠, which goes only on 5♠, under 9♥:
    /// dead. A king on 10♥ instead may go to an empty column: not dead.
    #[test]
    fn two_cards_on_each_others_successor_are_dead_a_king_between_is_not() {
        let text = |t1: &str| format!("f0:\nf1:\nf2:\nf3:\nt0: 5S 9H\nt1: {t1}\n");
        assert!(dead(&corner(&text("TH 4S"))));
        assert!(!dead(&corner(&text("TH KS 4S"))));
        assert!(!dead(&corner(&text("4S TH"))));
    }

    /// Of the games the flat position plays, only Scorpion is of the
    /// kind: the others have free cells, fill an empty column with any
    /// card, send cards home one at a time, or build otherwise.
    #[test]
    fn the_test_applies_to_scorpion_alone() {
        use crate::games::{Deal, GAMES};
        for info in GAMES.iter() {
            let game = Game::new(Deal::new(info.variant, 1).unwrap());
            if let Some(flat) = Flat::of(&game) {
                assert_eq!(flat.rings_apply(), info.id == "scorpion", "{}", info.id);
            }
        }
    }

    /// A face-down card under the card below it of its suit never turns
    /// up: that card, on its successor already, never moves.
    #[test]
    fn a_face_down_card_under_its_own_next_lower_card_is_dead() {
        let text = |t0: &str| format!("f0:\nf1:\nf2:\nf3:\nt0: {t0}\n");
        assert!(dead(&corner(&text("[7D] 6D"))));
        assert!(!dead(&corner(&text("7D 6D"))));
        assert!(!dead(&corner(&text("[7D] 6S"))));
    }
}
