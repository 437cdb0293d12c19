//! The deal's orders other than plain rows ([`Dealing`]): the hooks that
//! give games written by hand before the vocabulary (Simple Simon, Baker's
//! Dozen) exactly their deals.

use super::vocabulary::Dealing;
use crate::model::card::{Card, Rank};
use crate::model::pile::Pile;

impl Dealing {
    /// How many of a column's `count` cards the rows lay (the rest come
    /// after them).
    pub fn in_rows(self, count: u8) -> u8 {
        match self {
            Dealing::TopCardsLast => count.saturating_sub(1),
            Dealing::Rows | Dealing::KingsUnder | Dealing::Zigzag => count,
        }
    }

    /// What the deal does after the rows: the last row of top cards onto
    /// every column dealt any, or each column's kings moved under.
    pub fn finish(self, columns: &mut [Pile], deal: &[u8], next: &mut impl Iterator<Item = Card>) {
        match self {
            Dealing::Rows | Dealing::Zigzag => {}
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
