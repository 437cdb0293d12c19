//! Where the deal puts each card of the columns ([`Dealing::Zigzag`]), and
//! laying cards out so, for the deal and for a redeal of fewer cards.

use super::vocabulary::{Dealing, Description};
use super::Described;
use crate::model::card::Card;
use crate::model::pile::Pile;

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

    /// `cards` dealt onto the empty columns in the description's order,
    /// each column's face-down cards under its face-up ones and its top
    /// card turned up.
    pub(super) fn lay_columns(&mut self, cards: Vec<Card>) {
        let d = self.description();
        let places = places(d, cards.len());
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
