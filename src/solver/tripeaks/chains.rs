//! A bound on TriPeaks positions, as Golf's (`solver::golf::chains`):
//! every card left in the peaks goes onto the waste on top of one card a
//! rank from it (king and ace wrapping): another card of the peaks not
//! lying under it, the waste's card, or a card turned from the stock; and
//! each of those is covered by at most one card. Without a matching of the
//! cards left to such cards, each used once ([`all_matched`]), the
//! position is lost.

use super::{neighbours, Deal, State};
use crate::solver::matching::all_matched;

/// Followers are numbered places first, then [`WASTE`], then the stock's
/// cards from [`STOCK`] on, in the order they turn.
const WASTE: u32 = 32;
const STOCK: u32 = 33;

/// The stock's cards of each rank, as follower bits (the most the matching
/// takes: 95 cards).
pub(super) fn stock_of_rank(stock: &[u8]) -> Option<[u128; 14]> {
    if stock.len() > (128 - STOCK) as usize {
        return None;
    }
    let mut of_rank = [0u128; 14];
    for (i, &r) in stock.iter().enumerate() {
        of_rank[usize::from(r)] |= 1 << (STOCK + i as u32);
    }
    Some(of_rank)
}

/// The cards of the peaks left in `s`, and what each could follow.
struct Leads<'a> {
    deal: &'a Deal,
    stock_of_rank: &'a [u128; 14],
    left: u32,
    stock: u128,
    waste: u8,
}

/// Whether the cards left of `s` cannot all be matched.
pub(super) fn short(deal: &Deal, stock_of_rank: &[u128; 14], s: &State) -> bool {
    let leads = Leads {
        deal,
        stock_of_rank,
        left: s.left,
        stock: !0u128 << (STOCK + u32::from(s.drawn)),
        waste: s.waste,
    };
    !all_matched(u64::from(s.left), |y| leads.of(y))
}

impl Leads<'_> {
    /// The cards place `y` could follow, as follower bits.
    fn of(&self, y: usize) -> u128 {
        let d = self.deal;
        let r = d.ranks[y];
        let mut leads = 0u128;
        for n in neighbours(r) {
            let places = d.of_rank[usize::from(n)] & self.left & !d.under[y];
            leads |= u128::from(places) | self.stock_of_rank[usize::from(n)] & self.stock;
        }
        if self.waste == 0 || neighbours(self.waste).contains(&r) {
            leads |= 1 << WASTE;
        }
        leads
    }
}
