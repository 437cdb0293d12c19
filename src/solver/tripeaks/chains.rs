//! A bound on TriPeaks positions, as Golf's (`solver::golf::chains`):
//! every card left in the peaks goes onto the waste on top of one card a
//! rank from it (king and ace wrapping): another card of the peaks not
//! lying under it, the waste's card, or a card turned from the stock; and
//! each of those is covered by at most one card. Without a matching of the
//! cards left to such cards, each used once, the position is lost.

use super::{neighbours, Deal, State, PLACES};

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

/// A matching under way for one position.
struct Matching<'a> {
    deal: &'a Deal,
    stock_of_rank: &'a [u128; 14],
    left: u32,
    stock: u128,
    waste: u8,
    /// The cards each place could follow, for the places seen so far.
    leads: [u128; PLACES],
    /// The place each follower is matched to, and the followers matched.
    owner: [u8; 128],
    matched: u128,
    /// Followers tried on this augmenting path.
    tried: u128,
}

/// Whether the cards left of `s` cannot all be matched.
pub(super) fn short(deal: &Deal, stock_of_rank: &[u128; 14], s: &State) -> bool {
    let mut matching = Matching {
        deal,
        stock_of_rank,
        left: s.left,
        stock: !0u128 << (STOCK + u32::from(s.drawn)),
        waste: s.waste,
        leads: [0; PLACES],
        owner: [u8::MAX; 128],
        matched: 0,
        tried: 0,
    };
    let mut rest = s.left;
    while rest != 0 {
        let y = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        matching.leads[y] = matching.leads_of(y);
        // A lead nobody has taken yet: no path to search.
        let free = matching.leads[y] & !matching.matched;
        if free != 0 {
            let x = free.trailing_zeros() as usize;
            matching.owner[x] = y as u8;
            matching.matched |= 1 << x;
            continue;
        }
        matching.tried = 0;
        if !matching.place(y) {
            return true;
        }
    }
    false
}

impl Matching<'_> {
    /// The cards place `y` could follow, as follower bits.
    fn leads_of(&self, y: usize) -> u128 {
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

    /// An augmenting path from place `y` (Kuhn's algorithm).
    fn place(&mut self, y: usize) -> bool {
        let mut reach = self.leads[y] & !self.tried;
        while reach != 0 {
            let x = reach.trailing_zeros() as usize;
            reach &= reach - 1;
            self.tried |= 1 << x;
            let taken = self.owner[x];
            if taken == u8::MAX || self.place(usize::from(taken)) {
                self.owner[x] = y as u8;
                self.matched |= 1 << x;
                return true;
            }
        }
        false
    }
}
