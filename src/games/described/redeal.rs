//! A stock that redeals ([`Stock::Redeal`], Grandfather): the columns
//! gathered, `t0`'s top card first and the last column's bottom card
//! last, and dealt again in the deal's order; the notation's first line
//! counts the redeals made (`redeals: 1`), the stock (a place to click,
//! never holding a card) is not written.

use std::fmt;

use super::vocabulary::Stock;
use super::{DescId, Described};
use crate::model::card::Card;
use crate::model::notation::{write_named_piles, Given, ParseError};
use crate::model::pile::PileId;

impl Described {
    /// The redeals the description allows (0 without a stock that
    /// redeals).
    pub(super) fn redeals_allowed(&self) -> u8 {
        match self.description().stock {
            Stock::Redeal { times } => times,
            _ => 0,
        }
    }

    /// Gathers the columns and deals them again.
    pub(super) fn redeal(&mut self) {
        let cards: Vec<Card> = self
            .columns
            .iter_mut()
            .flat_map(|c| {
                let mut cards = std::mem::take(c).cards().to_vec();
                cards.reverse();
                cards
            })
            .collect();
        self.lay_columns(cards);
        self.redeals += 1;
    }

    /// `text` without its `redeals: N` line, and N (0 when not given),
    /// for a description whose stock redeals; `text` as it is otherwise.
    /// The lines keep their numbers for the errors.
    pub(super) fn read_redeals(text: &str, id: DescId) -> Result<(String, u8), ParseError> {
        let Stock::Redeal { times } = id.description().stock else {
            return Ok((text.to_string(), 0));
        };
        let mut rest = String::new();
        let mut redeals = 0;
        let mut given = Given::new();
        for (i, line) in text.lines().enumerate() {
            match line.split_once(':') {
                Some((name, n)) if name.trim() == "redeals" => {
                    given.once((), i + 1, "redeals")?;
                    redeals = n
                        .trim()
                        .parse()
                        .ok()
                        .filter(|n| *n <= times)
                        .ok_or_else(|| {
                            ParseError::new(i + 1, n.trim(), format!("0 to {times} redeals made"))
                        })?;
                }
                Some((name, _)) if name.trim() == "stock" => {
                    return Err(ParseError::new(
                        i + 1,
                        "stock",
                        "the stock holds no cards: it redeals the columns",
                    ));
                }
                _ => rest += line,
            }
            rest.push('\n');
        }
        Ok((rest, redeals))
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
