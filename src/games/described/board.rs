//! The board notation ([`Notation::Board`]): the format other FreeCell
//! programs read and write, one column a line (bottom card first,
//! optionally led by `:`), a `Freecells:` line (`-` for an empty cell) and
//! a `Foundations: H-0 C-0 D-0 S-0` line (fc-solve also writes `FC:` and
//! `Founds:`); and fc-solve's move notation (`13v2`, `a3`, `4h`). FreeCell
//! exchanges positions and solutions with those programs, so a description
//! that says `notation: board` is written and read so.

use std::fmt;

use super::vocabulary::Notation;
use super::{DescId, Described};
use crate::games::Patience;
use crate::model::card::{Card, Rank, Suit};
use crate::model::deck::Copies;
use crate::model::moves::Move;
use crate::model::notation::{Given, ParseError};
use crate::model::pile::{Pile, PileId};

/// The board's labelled lines, each given at most once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    FreeCells,
    Foundations,
}

impl Described {
    /// Reads a board that may leave cards out (a corner of a game for a
    /// test, a puzzle made by hand); a card given twice is refused on its
    /// line.
    pub(super) fn parse_board_partial(text: &str, id: DescId) -> Result<Described, ParseError> {
        let mut game = Described::empty(id);
        let d = id.description();
        let mut column = 0;
        let mut given = Given::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let content = raw.split('#').next().unwrap_or("").trim();
            if content.is_empty() {
                continue;
            }
            let lower = content.to_ascii_lowercase();
            // The rest of the line after the first of `labels` it starts with.
            let after = |labels: &[&str]| {
                labels.iter().find_map(|label| {
                    lower
                        .strip_prefix(label)
                        .map(|rest| &content[content.len() - rest.len()..])
                })
            };
            // The label as written, for the error when it comes again.
            let label = |rest: &str| content[..content.len() - rest.len() - 1].to_string();
            if let Some(rest) = after(&["freecells:", "fc:"]) {
                given.once(Row::FreeCells, line, &label(rest))?;
                game.cells = parse_cells(rest, line, game.cells.len())?;
            } else if let Some(rest) = after(&["foundations:", "founds:"]) {
                given.once(Row::Foundations, line, &label(rest))?;
                game.foundations = parse_foundations(rest, line, game.foundations.len())?;
            } else {
                if column == game.columns.len() {
                    return Err(ParseError::new(
                        line,
                        content,
                        format!("{} has {} columns", d.title, game.columns.len()),
                    ));
                }
                let cards = content.strip_prefix(':').unwrap_or(content);
                let mut pile = Pile::new();
                for token in cards.split_whitespace() {
                    pile.push(parse_card(token, line)?);
                }
                game.columns[column] = pile;
                column += 1;
            }
            let mut check = Copies::new(d.deck);
            if let Err(card) = game
                .all_piles()
                .map(|(_, p)| p.clone())
                .try_for_each(|mut p| check.number(&mut p))
            {
                return Err(ParseError::new(
                    line,
                    card.to_string(),
                    "this card is already on the table",
                ));
            }
        }
        Ok(game)
    }

    /// The board. `Foundations:` and `Freecells:` lines are written only
    /// when they hold cards, so a fresh deal prints just its columns.
    pub(super) fn write_board(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.foundations.iter().any(|p| !p.is_empty()) {
            // Foundation n is the n-th entry, so positions round-trip; empty
            // foundations take the suits not yet home.
            write!(f, "Foundations:")?;
            let mut spare = [Suit::Hearts, Suit::Clubs, Suit::Diamonds, Suit::Spades]
                .into_iter()
                .filter(|s| {
                    !self
                        .foundations
                        .iter()
                        .any(|p| p.top().is_some_and(|c| c.suit() == *s))
                });
            for pile in &self.foundations {
                match pile.top() {
                    Some(c) => write!(f, " {}-{}", c.suit().letter(), c.rank().letter())?,
                    None => write!(f, " {}-0", spare.next().map_or('H', Suit::letter))?,
                }
            }
            writeln!(f)?;
        }
        if self.cells.iter().any(|p| !p.is_empty()) {
            write!(f, "Freecells:")?;
            for cell in &self.cells {
                match cell.top() {
                    Some(c) => write!(f, " {c}")?,
                    None => write!(f, " -")?,
                }
            }
            writeln!(f)?;
        }
        for column in &self.columns {
            write!(f, ":")?;
            for c in column.cards() {
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }

    /// A transfer as the description's notation writes it: with the
    /// board, fc-solve's `-snx` notation (`1`… the columns, `a`… the free cells,
    /// `h` the foundations; a run onto an empty column carries its count,
    /// `13v2`, other counts are implied by where the cards fit).
    pub(super) fn written_move(&self, mv: Move) -> String {
        let Move::Transfer { from, to, count } = mv else {
            return mv.to_string();
        };
        if self.description().notation != Notation::Board {
            return mv.to_string();
        }
        let mut text = format!("{}{}", pile_char(from), pile_char(to));
        if count > 1 && self.pile(to).is_some_and(|p| p.is_empty()) {
            text.push_str(&format!("v{count}"));
        }
        text
    }
}

fn parse_card(token: &str, line: usize) -> Result<Card, ParseError> {
    token
        .parse()
        .map_err(|e: crate::model::card::BadCard| ParseError::new(line, token, e.to_string()))
}

fn parse_cells(text: &str, line: usize, cells: usize) -> Result<Vec<Pile>, ParseError> {
    let mut piles = vec![Pile::new(); cells];
    for (i, token) in text.split_whitespace().enumerate() {
        if i >= cells {
            return Err(ParseError::new(
                line,
                token,
                format!("there are only {cells} free cells"),
            ));
        }
        if !token.chars().all(|c| c == '-') {
            piles[i].push(parse_card(token, line)?);
        }
    }
    Ok(piles)
}

fn parse_foundations(text: &str, line: usize, count: usize) -> Result<Vec<Pile>, ParseError> {
    let mut homes = vec![Pile::new(); count];
    let mut seen = [false; 4];
    for (slot, token) in text.split_whitespace().enumerate() {
        let bad = |why: &str| ParseError::new(line, token, why.to_string());
        let (suit, rank) = token
            .split_once('-')
            .ok_or_else(|| bad("expected SUIT-RANK, e.g. H-5"))?;
        let mut suit_chars = suit.chars();
        let suit = match (
            suit_chars.next().and_then(Suit::from_letter),
            suit_chars.next(),
        ) {
            (Some(s), None) => s,
            _ => return Err(bad("not a suit (C D H S)")),
        };
        if slot >= count {
            return Err(bad(&format!("there are only {count} foundations")));
        }
        if std::mem::replace(&mut seen[suit.index()], true) {
            return Err(bad("this suit is given twice"));
        }
        let top = if rank == "0" {
            0
        } else {
            Rank::from_text(rank)
                .ok_or_else(|| bad("not a rank (0 A 2-9 T J Q K)"))?
                .value()
        };
        if top > 0 {
            homes[slot] = Pile::with_cards(
                (1..=top)
                    .map(|v| Card::new(Rank::new(v).expect("1..=13"), suit))
                    .collect(),
                0,
            );
        }
    }
    Ok(homes)
}

/// A pile's letter in fc-solve's move notation.
fn pile_char(pile: PileId) -> char {
    match pile {
        PileId::Column(n) => (b'1' + n) as char,
        PileId::FreeCell(n) => (b'a' + n) as char,
        PileId::Foundation(_) => 'h',
        PileId::Stock | PileId::Waste | PileId::Reserve => '?',
    }
}
