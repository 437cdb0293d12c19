//! The shortcuts of round six give what they stand for, on the positions
//! of random lines of the search's own moves through whole deals: the
//! outranked mask, each suit's places, whether the deals to come stick
//! (from each deal's pile settled alone) and what that reads.

use super::deep::sticks;
use super::nogood_tests::{walked, Rng};
use super::{covered, places, stuck, Deal, State, COLUMNS};
use crate::games::acesup::AcesUp;
use crate::solver::small::Puzzle;

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

#[test]
fn the_shortcuts_give_what_they_stand_for() {
    let (mut positions, mut free, mut piled) = (0, 0, 0);
    for number in 1..=60 {
        let mut game = AcesUp::deal(number);
        let Some(deal) = walked(&mut game, Rng(number * 7919 + 1), 6) else {
            continue;
        };
        // The same deal without its piles: the long way round.
        let slow = Deal {
            piles: vec![None; deal.deals.len()],
            ..deal.clone()
        };
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
