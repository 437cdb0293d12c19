//! Whether each of a few cards can be given a card of its own to go on:
//! a bipartite matching by Kuhn's augmenting paths, over bit sets. Golf's
//! and TriPeaks's bounds ([`super::golf`], [`super::tripeaks`]) ask it of
//! the cards left in the columns or peaks: each goes onto the waste on top
//! of one card a rank from it, and each card is covered at most once, so
//! without such a matching the position is lost. Only the leads (which
//! cards each card could follow) differ between the games.

/// Whether every card of `cards` (bits, at most 64) can be matched to a
/// follower of its own among `leads_of(card)` (bits, at most 128).
pub(crate) fn all_matched(cards: u64, leads_of: impl Fn(usize) -> u128) -> bool {
    let mut matching = Matching {
        leads: [0; 64],
        owner: [u8::MAX; 128],
        matched: 0,
        tried: 0,
    };
    let mut rest = cards;
    while rest != 0 {
        let y = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        matching.leads[y] = leads_of(y);
        // A lead nobody has taken yet: no path to search.
        let free = matching.leads[y] & !matching.matched;
        if free != 0 {
            matching.take(free.trailing_zeros() as usize, y);
            continue;
        }
        matching.tried = 0;
        if !matching.place(y) {
            return false;
        }
    }
    true
}

/// A matching under way.
struct Matching {
    /// The followers each card placed so far could take.
    leads: [u128; 64],
    /// The card each follower is matched to, and the followers matched
    /// (once matched, always: a path only changes to whom).
    owner: [u8; 128],
    matched: u128,
    /// Followers tried on this augmenting path.
    tried: u128,
}

impl Matching {
    fn take(&mut self, x: usize, y: usize) {
        self.owner[x] = y as u8;
        self.matched |= 1 << x;
    }

    /// An augmenting path from card `y`.
    fn place(&mut self, y: usize) -> bool {
        let mut reach = self.leads[y] & !self.tried;
        while reach != 0 {
            let x = reach.trailing_zeros() as usize;
            reach &= reach - 1;
            self.tried |= 1 << x;
            let taken = self.owner[x];
            if taken == u8::MAX || self.place(usize::from(taken)) {
                self.take(x, y);
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_cards_that_want_the_one_follower_are_not_matched() {
        assert!(!all_matched(0b11, |_| 0b1));
        assert!(all_matched(0b11, |y| if y == 0 { 0b1 } else { 0b11 }));
    }

    #[test]
    fn a_taken_follower_is_freed_along_an_augmenting_path() {
        // Card 0 takes follower 0 first; card 1 can only have 0, so card 0
        // must move to follower 1.
        assert!(all_matched(0b11, |y| if y == 0 { 0b11 } else { 0b01 }));
        assert!(all_matched(0, |_| 0), "nothing to match");
    }
}
