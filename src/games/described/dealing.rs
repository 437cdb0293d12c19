//! The deal's orders other than plain rows ([`Dealing`]), and the copies
//! of a deck of more than one of each face numbered as the notation reads
//! them: the hooks that give the games written by hand before the
//! vocabulary (Spider, Simple Simon, Baker's Dozen) exactly their deals.

use super::vocabulary::Dealing;
use super::Described;
use crate::model::card::{Card, Rank};
use crate::model::deck::Copies;
use crate::model::pile::Pile;

impl Dealing {
    /// How many of a column's `count` cards the rows lay (the rest come
    /// after them).
    pub fn in_rows(self, count: u8) -> u8 {
        match self {
            Dealing::TopCardsLast => count.saturating_sub(1),
            Dealing::Rows | Dealing::KingsUnder => count,
        }
    }

    /// What the deal does after the rows: the last row of top cards onto
    /// every column dealt any, or each column's kings moved under.
    pub fn finish(
        self,
        columns: &mut [Pile],
        deal: &[u8],
        next: &mut impl Iterator<Item = Card>,
    ) {
        match self {
            Dealing::Rows => {}
            Dealing::TopCardsLast => {
                for (column, &count) in columns.iter_mut().zip(deal) {
                    if count > 0 {
                        column.extend(next.next());
                    }
                }
            }
            Dealing::KingsUnder => {
                for column in columns {
                    let mut cards = column.take(column.len());
                    cards.sort_by_key(|c| c.rank() != Rank::KING);
                    column.extend(cards);
                }
            }
        }
    }
}

impl Described {
    /// Numbers the copies of each face in the order the notation reads
    /// them (pile by pile in table order, each bottom first), so a deal of
    /// two decks is exactly the position its notation reads back as, and
    /// its cards are those today's saved games name. One deck: no change.
    pub(super) fn renumber(&mut self) {
        // A pile the game lacks is empty: it numbers nothing.
        let mut copies = Copies::new(self.description().deck);
        let piles = [&mut self.stock, &mut self.waste, &mut self.reserve]
            .into_iter()
            .chain(self.cells.iter_mut())
            .chain(self.foundations.iter_mut())
            .chain(self.columns.iter_mut());
        for pile in piles {
            copies.number(pile).expect("the deck's own cards");
        }
    }
}
