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

use super::{rank, suit, Packed, State};

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
    for col in s.columns() {
        for pair in col.windows(2) {
            under[usize::from(pair[1])] = pair[0];
        }
        if let Some(&top) = col.last() {
            free |= 1 << top;
        }
    }
    let start = free;
    // The cards still to try, each tried again when what its test reads
    // changes: a card of its suit leaving, or a card a rank higher freed.
    let mut queue = free & !left;
    while queue != 0 {
        let card = queue.trailing_zeros() as Packed;
        queue &= queue - 1;
        let r = rank(card);
        let lower = (SUIT << suit(card)) & ((1u64 << (4 * r)) - 1) & !0xF;
        let bases = if uncovers { free } else { start };
        if left & lower == lower || (r < 13 && bases >> (4 * (r + 1)) & 0xF != 0) {
            left |= 1 << card;
            let higher = (SUIT << suit(card)) & !((1u64 << (4 * (r + 1))) - 1) & ALL;
            queue |= higher & free & !left;
            let freed = under[usize::from(card)];
            if freed != 0 && free >> freed & 1 == 0 {
                free |= 1 << freed;
                queue |= 1 << freed;
                if uncovers {
                    queue |= 0xF << (4 * (rank(freed) - 1)) & free & !left;
                }
            }
        }
    }
    left != ALL
}
