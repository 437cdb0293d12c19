//! A sound test that a position cannot be won: some card can never leave
//! its place.
//!
//! Every card on the table must leave its place at least once to reach
//! home. Take the cards in the order they first leave in a winning line.
//! A card leaves only from the top of its column, so the card on it has
//! left before. It leaves for home, so every lower card of its suit is
//! home already (home from the start, or it left before); or onto a card
//! one rank higher lying on top of a column then: that card is where it
//! was with the card that lay on it gone, or has left itself (after the
//! card on it), or was home (KPatience lets it come back). So the cards
//! that can be added one by one, each meeting those conditions given the
//! ones before, include every card of a winning line: if some card
//! cannot be added, the position is lost. Cards never go onto an empty
//! column, so a column's order changes only by its top leaving: this is
//! what makes a king buried under the queens that need it (a queen leaves
//! only for home or onto a king) a proof of loss.

use super::{Packed, State, COLUMNS};

/// The cards of suit 0 in the packing `rank * 4 + suit`, one bit each
/// (rank 0 included, which packs to no card).
const SUIT: u64 = 0x1111_1111_1111_1111;

/// Every card of the deck, one bit each.
const ALL: u64 = 0x00FF_FFFF_FFFF_FFF0;

/// Whether some card on the table can never leave its place (see the
/// module doc): then no line wins.
pub(super) fn is_blocked(s: &State) -> bool {
    blocked(s, true)
}

/// [`is_blocked`], or with `uncovers` false a wrong one (a card takes
/// another only if free at the start) that its test must catch.
///
/// Found in rounds, every card that can leave in a round leaving at
/// once, each round's tests one for all the cards (bits): what a card's
/// test reads only grows, so this finds the same cards as trying them
/// one by one. Two ways that tried the cards one at a time were slower,
/// the branches on each card's test costing more than the rounds: a
/// queue of the cards to try again, and each column walked from its top
/// until a card cannot leave (this way, deals 1-200 at 100,000 positions
/// took 3.29 and 2.94 s of CPU against the queue's 3.57 and 3.20).
pub(super) fn blocked(s: &State, uncovers: bool) -> bool {
    // One bit a card (`1 << packed`): the cards that have left (or are
    // home), and those free to leave or take a card (home, on top, or
    // the card on them has left); the card under each.
    let mut left = 0u64;
    for (suit, &h) in s.home.iter().enumerate() {
        left |= (SUIT << suit) & ((1u64 << (4 * (h + 1))) - 1) & !0xF;
    }
    let mut free = left;
    let mut under = [0 as Packed; 64];
    // The cards read in one pass, each column's bottom marked (one bit a
    // place): a card under one of them is the one before it, unless it is
    // a bottom; a top is the last card, or one before a bottom.
    let mut bottoms = 0u64;
    for c in 0..COLUMNS {
        bottoms |= u64::from(s.piles.len(c) > 0) << s.piles.start(c);
    }
    let cards = s.piles.cards();
    bottoms |= 1 << cards.len();
    // Without a branch on the bottoms (a quarter of the cards), which
    // the processor could not foresee.
    let mut before = 0;
    for (i, &card) in cards.iter().enumerate() {
        let bottom = ((bottoms >> i) & 1) as Packed;
        under[usize::from(card) & 63] = before & bottom.wrapping_sub(1);
        free |= ((bottoms >> (i + 1)) & 1) << card;
        before = card;
    }
    let start = free;
    loop {
        // The cards whose suit has left below them: of each suit, those
        // up to the lowest rank still to leave.
        let mut homing = 0;
        for suit in 0..4 {
            let lowest = (!(left >> suit) & SUIT & !1).trailing_zeros();
            homing |= (SUIT << suit) & ((1u64 << (lowest + 4)) - 1);
        }
        // The cards with a card a rank higher free: each rank with a free
        // card marks the rank under it, all four suits.
        let bases = if uncovers { free } else { start };
        let ranks = bases | bases >> 1;
        let ranks = ((ranks | ranks >> 2) >> 4) & SUIT;
        let leaving = free & !left & ALL & (homing | (ranks * 0xF));
        if leaving == 0 {
            return left != ALL;
        }
        left |= leaving;
        let mut each = leaving;
        while each != 0 {
            let card = each.trailing_zeros();
            each &= each - 1;
            free |= (1 << under[card as usize]) & ALL;
        }
    }
}
