//! Reproducible shuffles. FreeCell follows Microsoft's generator so that deal
//! numbers mean what they mean in every FreeCell program; the other variants
//! use PCG-32 from the rand family, whose output is fixed by its
//! specification, so a number gives the same deal on every machine and in
//! the browser.

use rand::RngCore;
use rand_pcg::Pcg32;

use super::card::Card;

/// The largest Microsoft deal number this generator reproduces.
pub const MS_MAX_DEAL: u32 = 0x7fff_ffff;

/// The deck of Microsoft FreeCell deal `number` (1..=2^31-1), in dealing
/// order: the first eight cards make the first row, left to right.
pub fn microsoft_deck(number: u32) -> Vec<Card> {
    let mut state = number;
    let mut next = move || {
        state = state.wrapping_mul(214_013).wrapping_add(2_531_011);
        (state >> 16) & 0x7fff
    };
    // The generator deals from a deck of AC AD AH AS 2C ... KS, swapping each
    // drawn card with the last undrawn one.
    let mut deck: Vec<Card> = Card::deck().collect();
    let mut dealt = Vec::with_capacity(52);
    while !deck.is_empty() {
        let j = next() as usize % deck.len();
        let last = deck.len() - 1;
        deck.swap(j, last);
        dealt.push(deck.pop().expect("deck is not empty"));
    }
    dealt
}

/// A shuffled deck for deal `number` of a one-deck variant other than
/// FreeCell: [`seeded_shuffle`] of the 52 cards in face order.
pub fn seeded_deck(number: u64) -> Vec<Card> {
    seeded_shuffle(number, Card::deck().collect())
}

/// `cards` shuffled for deal `number`. The order is a Fisher–Yates shuffle
/// driven by PCG-32 with a fixed stream; the reduction to a range is written
/// here (not taken from `rand`'s distributions, which may change between
/// versions) so the deal depends only on PCG-32 and on the order `cards`
/// come in (a deck's [`crate::model::deck::Deck::cards`], for two decks).
pub fn seeded_shuffle(number: u64, mut cards: Vec<Card>) -> Vec<Card> {
    let mut rng = Pcg32::new(number, 0x0a02_bdbf_7bb3_c0a7);
    for i in (1..cards.len()).rev() {
        let j = below(&mut rng, i as u32 + 1) as usize;
        cards.swap(i, j);
    }
    cards
}

/// An unbiased number in `0..n` by rejection sampling.
fn below(rng: &mut Pcg32, n: u32) -> u32 {
    let zone = u32::MAX - (u32::MAX % n);
    loop {
        let x = rng.next_u32();
        if x < zone {
            return x % n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(cards: &[Card]) -> String {
        cards
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn microsoft_deal_1_starts_with_the_known_first_row() {
        assert_eq!(names(&microsoft_deck(1)[..8]), "JD 2D 9H JC 5D 7H 7C 5H");
    }

    #[test]
    fn decks_hold_each_card_once() {
        for deck in [
            microsoft_deck(MS_MAX_DEAL),
            seeded_deck(u64::MAX),
            seeded_deck(0),
        ] {
            let mut seen = deck.clone();
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), 52);
        }
    }

    #[test]
    fn seeded_deal_1_is_pinned() {
        // If a dependency update changes this, every saved deal number changes
        // meaning: that must never happen silently.
        assert_eq!(names(&seeded_deck(1)[..8]), "JH 8H TH 7D 7H KC 6S QC");
    }

    #[test]
    fn a_two_deck_shuffle_keeps_every_card_and_is_pinned() {
        use crate::model::deck::Deck;
        let cards = Deck::Double.cards();
        let mut shuffled = seeded_shuffle(1, cards.clone());
        assert_eq!(
            shuffled,
            seeded_shuffle(1, cards.clone()),
            "fixed by the number"
        );
        assert_ne!(shuffled, seeded_shuffle(2, cards.clone()));
        let pinned = names(&shuffled[..8]);
        shuffled.sort();
        assert_eq!(shuffled, cards, "each of the 104 ids once");
        assert_eq!(pinned, "9S 7S TD TS 6S AH AH 8D");
    }
}
