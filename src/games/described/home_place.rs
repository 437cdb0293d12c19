//! Where a card goes home when more than one foundation would take it:
//! an ace (a king, building down) to its suit's own place when that is
//! empty, as the table shows the suits faintly in
//! [`crate::model::card::Suit::ALL`] order and the games written by hand
//! send it ([`crate::model::rules::foundation_for`]); otherwise the first
//! foundation that takes it.

use super::vocabulary::{Base, Home};
use super::Described;
use crate::model::card::Card;

impl Described {
    /// The foundations to try for `card`, in turn.
    pub(super) fn home_order(&self, card: Card) -> impl Iterator<Item = u8> {
        let n = self.foundations.len() as u8;
        let from_end = matches!(
            self.description().home,
            Home::Suit {
                base: Base::End,
                ..
            }
        );
        let own = card.suit().index() as u8;
        let first = (from_end
            && card.rank() == self.base
            && self
                .foundations
                .get(usize::from(own))
                .is_some_and(|f| f.is_empty()))
        .then_some(own);
        first.into_iter().chain(0..n)
    }
}
