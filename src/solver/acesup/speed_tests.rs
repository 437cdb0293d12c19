//! The shortcuts of round six give what they stand for, on the positions
//! of random lines of the search's own moves through whole deals: the
//! outranked mask, each suit's places, whether the deals to come stick
//! (from each deal's pile settled alone) and what that reads.

use super::deep::sticks;
use super::nogood_tests::{walked, Rng};
use super::tests::names;
use super::{covered, places, stuck, Deal, State, COLUMNS};
use crate::games::acesup::AcesUp;
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_deck;
use crate::solver::engine::Puzzle;

/// The positions of a random line of [`Puzzle::children`] from `deal`'s
/// start, to its end.
fn line(deal: &Deal, rng: &mut Rng) -> Vec<State> {
    let mut s = deal.start();
    let mut line = vec![s];
    let mut children = Vec::new();
    loop {
        children.clear();
        deal.children(&s, &mut children);
        if children.is_empty() {
            return line;
        }
        // Mostly the deal (the last child), so lines reach the last deals.
        let pick = if rng.0.is_multiple_of(3) {
            children.len() - 1
        } else {
            (rng.0 >> 8) as usize % children.len()
        };
        rng.0 = rng
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        s = children[pick].1;
        line.push(s);
    }
}

/// `deal` without its piles: whether the deals to come stick, and what
/// that reads, worked out the long way round.
fn without_piles(deal: &Deal) -> Deal {
    Deal {
        piles: vec![None; deal.deals.len()],
        ..deal.clone()
    }
}

#[test]
fn the_shortcuts_give_what_they_stand_for() {
    let (mut positions, mut free, mut piled) = (0, 0, 0);
    for number in 1..=60 {
        let mut game = AcesUp::deal(number);
        let Some(deal) = walked(&mut game, Rng(number * 7919 + 1), 6) else {
            continue;
        };
        let slow = without_piles(&deal);
        let mut rng = Rng(number + 17);
        for _ in 0..100 {
            for s in line(&deal, &mut rng) {
                positions += 1;
                let mask = s.outranked_mask();
                for c in 0..COLUMNS {
                    assert_eq!(mask & 1 << c != 0, s.outranked(c), "{s:?}");
                }
                let places = places(&s.left);
                for (k, &left) in s.left.iter().enumerate() {
                    for h in 2..=14u8 {
                        let below = (left & ((1 << h) - 1)).count_ones() as u64;
                        assert_eq!(places[k] >> (4 * h - 4) & 0xF, below, "{s:?}");
                    }
                }
                let dealt = usize::from(s.dealt);
                if dealt == deal.deals.len() {
                    continue;
                }
                let stuck_here = stuck(covered(s, &deal.deals[dealt..]));
                assert_eq!(deal.sticks(&s), stuck_here, "{s:?}");
                assert_eq!(sticks(&deal, &s), sticks(&slow, &s), "{s:?}");
                piled += usize::from(deal.piles[dealt].is_some());
                free += usize::from(!stuck_here);
            }
        }
    }
    // The piles' shortcut is taken, and the lines reach deals that do
    // not stick (where a pile runs out of a column: there is none then).
    assert!(
        positions > 50_000 && free > 100 && piled > 10_000,
        "{positions} {free} {piled}"
    );
}

/// Deal `number`'s deck with its four aces dealt last, one onto each
/// column (the stock is written bottom first): the last deal's pile is
/// the four aces alone, so what sticks there reads the card of the
/// position itself nearest a top that is not an ace.
fn aces_dealt_last(number: u64) -> AcesUp {
    let (aces, rest): (Vec<Card>, Vec<Card>) = seeded_deck(number)
        .into_iter()
        .partition(|c| c.rank() == Rank::ACE);
    let stock: Vec<Card> = aces
        .into_iter()
        .chain(rest[COLUMNS..].iter().copied())
        .collect();
    let mut text = format!("stock:{}\n", names(&stock));
    for (c, card) in rest[..COLUMNS].iter().enumerate() {
        text += &format!("t{c}:{}\n", names(&[*card]));
    }
    AcesUp::parse(&text).expect("a whole deck")
}

/// The piles' shortcut where the dealt cards a pile keeps are all aces:
/// the card read is then the position's own (deals whose last cards are
/// the aces; no real deal of 1-60 reaches it).
#[test]
fn a_pile_of_aces_reads_the_position_s_own_card() {
    let mut of_aces = 0;
    for number in 1..=12 {
        let mut game = aces_dealt_last(number);
        let deal = walked(&mut game, Rng(1), 1).expect("columns short enough");
        let slow = without_piles(&deal);
        let mut rng = Rng(number + 29);
        for _ in 0..60 {
            for s in line(&deal, &mut rng) {
                let dealt = usize::from(s.dealt);
                let Some(pile) = deal.piles.get(dealt).copied().flatten() else {
                    continue;
                };
                let read = sticks(&deal, &s);
                assert_eq!(read, sticks(&slow, &s), "{s:?}");
                of_aces += usize::from(!pile.non_ace && read.is_some());
            }
        }
    }
    assert!(of_aces > 100, "{of_aces}");
}
