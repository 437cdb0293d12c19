//! A described game's notation, as Klondike's: `stock:` (its last card
//! drawn or dealt first), `waste:`, `r:` the reserve (its top card last),
//! `c0:`… the free cells, `f0:`… the foundations, `t0:`… the columns with
//! their face-down cards in brackets; one pile a line, bottom card first.

use std::fmt;

use super::vocabulary::{Base, Home, Notation};
use super::{is_king_to_ace, DescId, Described};
use crate::games::{read_into, whole};
use crate::model::card::Rank;
use crate::model::notation::{last_line, write_named_piles, ParseError};

impl Described {
    /// Reads a position of `id`: the whole deck, each card as often as
    /// the deck holds it.
    pub fn parse(text: &str, id: DescId) -> Result<Described, ParseError> {
        whole(Described::parse_partial(text, id)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str, id: DescId) -> Result<Described, ParseError> {
        if id.description().notation == Notation::Board {
            return Described::parse_board_partial(text, id);
        }
        let empty = Described::empty(id);
        let names = format!(
            "not a pile of {} ({})",
            id.description().title,
            empty
                .all_piles()
                .map(|(p, _)| p.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        );
        let (text, redeals) = Described::read_redeals(text, id)?;
        let (text, recycles) = &Described::read_pass(&text, id)?;
        let mut game = read_into(empty, text, &names, |_, _| None)?;
        game.redeals = redeals;
        game.recycles = *recycles;
        game.base = game.read_base(text)?;
        let d = game.description();
        for (n, foundation) in game.foundations.iter().enumerate() {
            let cards = foundation.cards();
            let fits = match d.home {
                Home::Runs => cards.is_empty() || is_king_to_ace(cards),
                Home::None => true,
                Home::Suit { .. } => {
                    (0..cards.len()).all(|i| d.fits_home(cards[i], &cards[..i], game.base))
                }
            };
            if !fits {
                return Err(ParseError::new(
                    line_of(text, &format!("f{n}")),
                    format!("f{n}"),
                    d.home_words(),
                ));
            }
        }
        Ok(game)
    }

    /// The rank the foundations start from: the end of the ranks, or, for
    /// a dealt base, the bottom card every foundation with cards shares.
    fn read_base(&self, text: &str) -> Result<Rank, ParseError> {
        let d = self.description();
        let Home::Suit {
            base: Base::Dealt, ..
        } = d.home
        else {
            return Ok(d.end_base());
        };
        let mut bases = self.foundations.iter().filter_map(|f| f.cards().first());
        let Some(first) = bases.next() else {
            return Err(ParseError::new(
                last_line(text),
                "f0",
                "the foundations start from a dealt card: a position shows it on one of them",
            ));
        };
        match bases.find(|c| c.rank() != first.rank()) {
            Some(other) => Err(ParseError::new(
                last_line(text),
                other.to_string(),
                "every foundation starts from the same rank",
            )),
            None => Ok(first.rank()),
        }
    }
}

/// The line that names `pile` in `text` (the last line if none does).
fn line_of(text: &str, pile: &str) -> usize {
    text.lines()
        .position(|l| l.split(':').next().map(str::trim) == Some(pile))
        .map_or(last_line(text), |i| i + 1)
}

impl fmt::Display for Described {
    /// One pile a line, in table order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.description().notation == Notation::Board {
            return self.write_board(f);
        }
        if self.redeals_allowed() != Some(0) {
            return self.write_redeals(f);
        }
        self.write_pass(f)?;
        write_named_piles(f, &mut self.all_piles())
    }
}
