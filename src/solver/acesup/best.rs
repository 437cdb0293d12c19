//! Aces Up's rank for the shared best-first search: the open position
//! with the fewest cards on the table (weighed against the deals made) is
//! expanded next, so a line that has gone wrong early is left for a better one at
//! once, where a depth-first search would first exhaust everything under
//! it. It keeps every position it reaches, so it runs within a cap and
//! leaves proofs of larger deals to the depth-first search.

use super::{high, suit, State, ACE, COLUMNS};

/// How far a position is from a win, as the search ranks them: each card
/// on the table counts against it, and more so a card under a higher one
/// of its suit (which must go first) and an ace above another card (it
/// must find an empty column); each deal made counts for it.
///
/// Each column is read once from the bottom, for the aces over another
/// card, and once from the top, keeping each suit's highest card seen
/// above (the score had compared every card with all above it: 2.8 % of
/// deal 2's instructions at 200,000 positions, in `cachegrind`).
pub(super) fn score(s: &State) -> u32 {
    let mut score = 1000;
    for c in 0..COLUMNS {
        let column = &s.cards[c][..usize::from(s.len[c])];
        score += 4 * column.len() as u32;
        // Aces over a card that is not an ace: every ace above the first
        // such card.
        if let Some(first) = column.iter().position(|&b| high(b) != ACE) {
            score += 8 * column[first..].iter().filter(|&&b| high(b) == ACE).count() as u32;
        }
        // Cards under a higher one of their suit.
        let mut above = [0u8; 4];
        for &x in column.iter().rev() {
            let k = usize::from(suit(x));
            if high(x) != ACE && above[k] > high(x) {
                score += 4;
            }
            above[k] = above[k].max(high(x));
        }
    }
    score - 4 * u32::from(s.dealt)
}
