//! Which foundation a card is sent to when more than one would take it.

use super::Described;
use crate::model::card::Card;

impl Described {
    /// The foundations to try for `card`, in order: a card that starts a
    /// foundation goes to its suit's own place first (clubs, diamonds,
    /// hearts, spades from `f0`) when that is empty, then to the first
    /// that takes it. The foundations then lie in the same order from
    /// game to game, as every hand-written game sends them
    /// (`rules::foundation_for`).
    pub(super) fn home_places(&self, card: Card) -> impl Iterator<Item = u8> {
        let own = card.suit().index();
        let first = self
            .foundations
            .get(own)
            .filter(|f| f.is_empty())
            .map(|_| own as u8);
        first.into_iter().chain(0..self.foundations.len() as u8)
    }
}
