//! The deal's orders ([`Dealing`]): where the deal puts each card of the
//! columns, for the deal and for a redeal of fewer cards (Grandfather's
//! zigzag), and the hooks that give games written by hand before the
//! vocabulary (Simple Simon, Baker's Dozen) exactly their deals.

use super::vocabulary::{Dealing, Description, Stock};
use super::Described;
use crate::model::card::{Card, Rank};
use crate::model::pile::Pile;
use crate::model::sort::sort_by_key;

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
                    sort_by_key(&mut cards, |c| c.rank() != Rank::KING);
                    column.extend(cards);
                }
            }
        }
    }
}

/// The places of the first `cards` cards dealt to `d`'s columns, in the
/// order they are dealt: each card's column and whether it lies face up.
pub fn places(d: &Description, cards: usize) -> Vec<(usize, bool)> {
    let columns = d.columns();
    match d.dealing {
        Dealing::Rows | Dealing::TopCardsLast | Dealing::KingsUnder => {
            let rows = d.deal.iter().copied().max().unwrap_or(0);
            (0..rows)
                .flat_map(|row| {
                    (0..columns)
                        .filter(move |&n| row < d.deal[n])
                        .map(move |n| (n, row >= d.face_down[n]))
                })
                .take(cards)
                .collect()
        }
        Dealing::Zigzag => {
            let last = columns as i32 - 1;
            let (mut start, mut stop) = (0, last);
            let mut rows = Vec::with_capacity(cards);
            for _ in 0..columns {
                let step = if stop >= start { 1 } else { -1 };
                let mut i = start;
                loop {
                    rows.push((i as usize, i == start));
                    if i == stop {
                        break;
                    }
                    i += step;
                }
                (start, stop) = (stop, start + step);
            }
            let rest = (0..).map(|n| (1 + n % last.max(1) as usize, true));
            rows.into_iter().chain(rest).take(cards).collect()
        }
    }
}

/// Whether a redeal gathers each column top card first (Grandfather's,
/// dealt again row by row), rather than bottom first (in packets, so
/// that the cards come back in the order they lay).
pub fn redeals_top_first(d: &Description) -> bool {
    !matches!(d.stock, Stock::Redeal { packets: true, .. })
}

/// Where a redeal of `cards` cards lays them, in the order gathered
/// ([`redeals_top_first`]): as the deal does ([`places`]), or where the
/// stock redeals in packets ([`Stock::Redeal`]), column by column from
/// `t0`, each as many as the deal gave it (Perseverance's fours: the
/// cards gathered keep their order, so runs stay whole but where a
/// packet ends, and the last columns go without).
pub fn redeal_places(d: &Description, cards: usize) -> Vec<(usize, bool)> {
    let Stock::Redeal { packets: true, .. } = d.stock else {
        return places(d, cards);
    };
    let mut out = Vec::with_capacity(cards);
    for (n, (&count, &down)) in d.deal.iter().zip(&d.face_down).enumerate() {
        out.extend((0..count).map(|row| (n, row >= down)));
    }
    out.truncate(cards);
    out
}

/// How many cards `places` put on each column, and how many of them face
/// down: what a description's `deal:` and `face down:` must say.
pub fn counts(columns: usize, places: &[(usize, bool)]) -> (Vec<u8>, Vec<u8>) {
    let mut dealt = vec![0u8; columns];
    let mut down = vec![0u8; columns];
    for &(n, up) in places {
        dealt[n] += 1;
        down[n] += u8::from(!up);
    }
    (dealt, down)
}

impl Described {
    /// Where the deal puts its first `cards` cards of the columns, in the
    /// order it deals them (each card's column and whether it lies face
    /// up): where a redeal lays them out, for a solver that redeals.
    pub fn deal_places(&self, cards: usize) -> Vec<(usize, bool)> {
        places(self.description(), cards)
    }

    /// `cards` dealt onto the empty columns at `places` (each card's
    /// column and whether it lies face up, in the order dealt), each
    /// column's face-down cards under its face-up ones and its top card
    /// turned up.
    pub(super) fn lay_columns(&mut self, cards: Vec<Card>, places: Vec<(usize, bool)>) {
        let mut down: Vec<Vec<Card>> = vec![Vec::new(); self.columns.len()];
        let mut up: Vec<Vec<Card>> = vec![Vec::new(); self.columns.len()];
        for (card, (n, face_up)) in cards.into_iter().zip(places) {
            if face_up {
                up[n].push(card);
            } else {
                down[n].push(card);
            }
        }
        for ((column, down), up) in self.columns.iter_mut().zip(down).zip(up) {
            let hidden = down.len();
            *column = Pile::with_cards(down.into_iter().chain(up).collect(), hidden);
            column.turn_up_top();
        }
    }
}
