//! A stock that redeals ([`Stock::Redeal`], Grandfather): the columns
//! gathered from `t0` and dealt again ([`redeal_places`]): each column
//! top card first and dealt row by row, or bottom first and dealt in
//! packets. The notation's first line counts the redeals made
//! (`redeals: 1`); the stock (a place to click, never holding a card)
//! is not written.

use std::fmt;

use super::counts::take_count;
use super::dealing::{redeal_places, redeals_top_first};
use super::vocabulary::Stock;
use super::{DescId, Described};
use crate::model::card::Card;
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::PileId;

impl Described {
    /// The redeals the description allows: `Some(0)` without a stock
    /// that redeals, `None` for one that redeals without end.
    pub(super) fn redeals_allowed(&self) -> Option<u8> {
        match self.description().stock {
            Stock::Redeal { times, .. } => times,
            _ => Some(0),
        }
    }

    /// Gathers the columns and deals them again.
    pub(super) fn redeal(&mut self) {
        let top_first = redeals_top_first(self.description());
        let cards: Vec<Card> = self
            .columns
            .iter_mut()
            .flat_map(|c| {
                let mut cards = std::mem::take(c).cards().to_vec();
                if top_first {
                    cards.reverse();
                }
                cards
            })
            .collect();
        let places = redeal_places(self.description(), cards.len());
        self.lay_columns(cards, places);
        // Without end, the count stops at its most (the notation says
        // so much, and nothing is refused by it).
        self.redeals = self.redeals.saturating_add(1);
    }

    /// `text` without its `redeals: N` line, and N (0 when not given),
    /// for a description whose stock redeals; `text` as it is otherwise.
    /// The lines keep their numbers for the errors.
    pub(super) fn read_redeals(text: &str, id: DescId) -> Result<(String, u8), ParseError> {
        let Stock::Redeal { times, .. } = id.description().stock else {
            return Ok((text.to_string(), 0));
        };
        if let Some(i) = text
            .lines()
            .position(|l| l.split(':').next().map(str::trim) == Some("stock"))
        {
            return Err(ParseError::new(
                i + 1,
                "stock",
                "the stock holds no cards: it redeals the columns",
            ));
        }
        let most = times.unwrap_or(u8::MAX);
        let expected = format!("0 to {most} redeals made");
        let (rest, redeals) = take_count(text, "redeals", 0..=u32::from(most), &expected)?;
        Ok((rest, redeals.map_or(0, |n| n as u8)))
    }

    /// The redeals made, then the piles without the stock, for a
    /// description whose stock redeals.
    pub(super) fn write_redeals(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "redeals: {}", self.redeals)?;
        write_named_piles(
            f,
            &mut self.all_piles().filter(|(id, _)| *id != PileId::Stock),
        )
    }
}
