//! Which foundation a card sent home by itself goes to.

use super::Described;
use crate::model::card::Card;

impl Described {
    /// The foundations to try for `card` going home by itself: first the
    /// one in its suit's place (`Suit::ALL` order, as Klondike has always
    /// put an ace on its own place), then the others in order. Only a card
    /// that starts a foundation, or one of two decks, has a choice.
    pub(super) fn home_order(&self, card: Card) -> impl Iterator<Item = u8> {
        let n = self.foundations.len() as u8;
        let own = card.suit().index() as u8;
        let first = (own < n).then_some(own);
        first
            .into_iter()
            .chain((0..n).filter(move |&f| Some(f) != first))
    }
}
