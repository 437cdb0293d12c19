//! A bound on Golf positions from the cards each column card could follow.
//! Every column card goes onto the waste on top of one card, one rank from
//! it (and not a king): another column card, the waste's card, or a card
//! turned from the stock; and each of those is covered by at most one card.
//! So the column cards left need a matching, each to a card it could follow,
//! no card used twice; without one the position is lost. Within a column a
//! card follows only the card just above it (the cards between go first).
//!
//! This says more than counting: five sevens left and two sixes and eights
//! in all cannot all be played, however the sixes and eights lie.

use super::{Deal, State};
use crate::solver::matching::all_matched;

/// The column cards, numbered `0..` column by column, bottom first: the
/// most the matching takes (a bit each in a `u64`).
const MOST_CARDS: usize = 64;

/// Followers are numbered column cards first, then [`WASTE`], then the
/// stock's cards from [`STOCK`] on, in the order they turn.
const WASTE: u32 = 64;
const STOCK: u32 = 65;

/// The cards of a deal as the matching sees them.
pub(super) struct Chains {
    /// The rank of each column card, and its column's first number.
    ranks: Vec<u8>,
    first: Vec<usize>,
    /// Column cards of each rank (ranks 0 and 14 stay empty), kings never
    /// (nothing goes on a king).
    of_rank: [u64; 15],
    /// Each column card's own column.
    column: Vec<u64>,
    /// Stock cards of each rank, as follower bits, kings never.
    stock_of_rank: [u128; 15],
}

impl Chains {
    /// `None` when the columns hold more than [`MOST_CARDS`] (notation only).
    pub(super) fn new(deal: &Deal) -> Option<Chains> {
        let total: usize = deal.columns.iter().map(Vec::len).sum();
        if total > MOST_CARDS || deal.stock.len() > 63 {
            return None;
        }
        let mut chains = Chains {
            ranks: Vec::new(),
            first: Vec::new(),
            of_rank: [0; 15],
            column: Vec::new(),
            stock_of_rank: [0; 15],
        };
        for cards in &deal.columns {
            let first = chains.ranks.len();
            let own = ((1u64 << cards.len()) - 1) << first;
            chains.first.push(first);
            for card in cards {
                let r = card.rank().value();
                if r != 13 {
                    chains.of_rank[usize::from(r)] |= 1 << chains.ranks.len();
                }
                chains.ranks.push(r);
                chains.column.push(own);
            }
        }
        for (i, card) in deal.stock.iter().enumerate() {
            let r = card.rank().value();
            if r != 13 {
                chains.stock_of_rank[usize::from(r)] |= 1 << (STOCK + i as u32);
            }
        }
        Some(chains)
    }

    /// Whether the column cards left of `s` cannot all be matched.
    pub(super) fn short(&self, s: &State) -> bool {
        let mut left = 0u64;
        for (n, &h) in s.heights.iter().enumerate() {
            left |= ((1u64 << h) - 1) << self.first[n];
        }
        let leads = Leads {
            chains: self,
            left,
            stock: !0u128 << (STOCK + u32::from(s.drawn)),
            waste: s.waste,
        };
        !all_matched(left, |y| leads.of(y))
    }
}

/// The column cards left in a position, and what each could follow.
struct Leads<'a> {
    chains: &'a Chains,
    /// The column cards left, and the stock's cards not yet turned.
    left: u64,
    stock: u128,
    waste: u8,
}

impl Leads<'_> {
    /// The cards column card `y` could follow, as follower bits.
    fn of(&self, y: usize) -> u128 {
        let c = self.chains;
        let r = usize::from(c.ranks[y]);
        let near = c.of_rank[r - 1] | c.of_rank[r + 1];
        let mut cols = near & self.left & !c.column[y];
        // The card just above it in its own column.
        let above = y + 1;
        if above < c.ranks.len() && c.column[above] == c.column[y] {
            cols |= near & self.left & 1 << above;
        }
        let stock = (c.stock_of_rank[r - 1] | c.stock_of_rank[r + 1]) & self.stock;
        let mut leads = u128::from(cols) | stock;
        let w = self.waste;
        if w == 0 || (w != 13 && w.abs_diff(c.ranks[y]) == 1) {
            leads |= 1 << WASTE;
        }
        leads
    }
}
