//! How promising a position looks, for the first pass's two searches:
//! many cards home, few over the next card of each suit, few over a lower
//! card of their own suit, few over a lower card of any suit (each of
//! which must move at least once; weights 10, `over`, 3, 6: depth first
//! orders children with `over` 4, best first ranks positions with 2).
//!
//! A position keeps its promise in two parts, the cards over the next
//! ones home and the rest, so either weight is a sum away. A move between
//! columns changes only those two columns' parts (the cards home stay),
//! so a child's parts are its parent's with the two columns worked out
//! again. A card going home changes which card is next of its suit: its
//! own column is worked out again and the cards over that next card are
//! added ([`State::moved`]); a card coming back from home is rare, and the
//! whole position is worked out again.

use super::{rank, suit, Packed, State};

/// The two parts of a position's promise (or of a column's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Parts {
    /// Cards over the next card home of each suit.
    pub(super) over: i16,
    /// 10 a card home, less 3 a card over a lower one of its suit and 6 a
    /// card over a lower one of any suit.
    pub(super) rest: i16,
}

impl Parts {
    /// The promise, cards over the next ones home weighing `over_weight`.
    pub(super) fn promise(self, over_weight: i32) -> i32 {
        i32::from(self.rest) - over_weight * i32::from(self.over)
    }

    /// `self` with column part `old` replaced by `new`.
    pub(super) fn replaced(self, old: Parts, new: Parts) -> Parts {
        Parts {
            over: self.over - old.over + new.over,
            rest: self.rest - old.rest + new.rest,
        }
    }
}

/// A column's parts (no cards home counted), bottom card first, against
/// the cards `home`.
pub(super) fn column(col: &[Packed], home: &[u8; 4]) -> Parts {
    let len = col.len();
    let mut over = 0;
    let mut inversions = 0;
    let mut must = 0;
    let mut low = u8::MAX;
    // The lowest rank of each suit below the card.
    let mut lows = [u8::MAX; 4];
    for (i, &c) in col.iter().enumerate() {
        if rank(c) > low {
            must += 1;
        }
        low = low.min(rank(c));
        if home[suit(c)] + 1 == rank(c) {
            over += (len - 1 - i) as i16;
        }
        // A card over a lower one of its suit must move off first.
        if lows[suit(c)] < rank(c) {
            inversions += 1;
        }
        lows[suit(c)] = lows[suit(c)].min(rank(c));
    }
    Parts {
        over,
        rest: -3 * inversions - 6 * must,
    }
}

/// The parts of the whole position `s`.
pub(super) fn whole(s: &State) -> Parts {
    let home: i16 = s.home.iter().map(|&h| i16::from(h)).sum();
    s.columns().iter().fold(
        Parts {
            over: 0,
            rest: 10 * home,
        },
        |parts, col| parts.replaced(Parts::default(), column(col, &s.home)),
    )
}
