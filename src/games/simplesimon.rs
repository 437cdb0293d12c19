//! Simple Simon, as KPatience plays it: one deck dealt face up into ten
//! columns (8, 8, 8, 7, 6, 5, 4, 3, 2 and 1 cards), no stock. A card builds
//! on the next higher rank of any suit; cards going down in rank move
//! together when they are runs of one suit, or, as KPatience allows, a run
//! of several suits' runs when the empty columns could hold the steps
//! (two runs with one empty column, four with two: 2^empty). A run from
//! king to ace of one suit goes home by itself, as in Spider.

use std::fmt;

use super::spider::{complete_run_on_top, in_sequence, is_complete_run, RUN};
use super::table::{Fan, Table};
use super::{read_into, whole, Alike, Patience, Tally, Variant};
use crate::model::card::Card;
use crate::model::deal::seeded_deck;
use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::{cards_home, transfer_parts};

/// Columns on the table.
pub const COLUMNS: usize = 10;
/// Foundations, one for each suit's run.
pub const FOUNDATIONS: usize = 4;

/// A Simple Simon position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct SimpleSimon {
    foundations: [Pile; FOUNDATIONS],
    columns: [Pile; COLUMNS],
    moves: u32,
}

/// How many runs of one suit `cards` (bottom first, going down in rank)
/// are made of.
pub fn suit_runs(cards: &[Card]) -> usize {
    1 + cards
        .windows(2)
        .filter(|w| w[0].suit() != w[1].suit())
        .count()
}

impl SimpleSimon {
    /// Deal `number` as KPatience lays it out: rows of nine, eight, ...
    /// three cards from t0, then one card on each of the ten columns.
    pub fn deal(number: u64) -> SimpleSimon {
        let mut deck = seeded_deck(number).into_iter();
        let mut game = SimpleSimon::default();
        for row in (3..COLUMNS).rev().chain([COLUMNS]) {
            for col in &mut game.columns[..row] {
                col.push(deck.next().expect("52 cards cover the deal"));
            }
        }
        game
    }

    /// Reads a position in the notation: the whole deck, each card once.
    pub fn parse(text: &str) -> Result<SimpleSimon, ParseError> {
        whole(SimpleSimon::parse_partial(text)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<SimpleSimon, ParseError> {
        read_into(
            SimpleSimon::default(),
            text,
            "not a Simple Simon pile (f0-f3, t0-t9)",
            |id, pile| match id {
                PileId::Foundation(_) if !pile.is_empty() && !is_complete_run(pile.cards()) => {
                    Some("a foundation holds a whole run of one suit, king to ace, or nothing")
                }
                PileId::Column(_) if pile.face_down() > 0 => {
                    Some("Simple Simon's cards lie face up")
                }
                _ => None,
            },
        )
    }

    /// Every pile with its name, in table order: foundations, columns.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        numbered(PileId::Foundation, &self.foundations)
            .chain(numbered(PileId::Column, &self.columns))
    }

    pub fn columns(&self) -> &[Pile; COLUMNS] {
        &self.columns
    }

    /// How many runs of one suit may move at once onto `to`: two to the
    /// power of the empty columns other than `to` (KPatience's rule).
    fn max_runs(&self, to: Option<PileId>) -> usize {
        let empty = numbered(PileId::Column, &self.columns)
            .filter(|(id, p)| p.is_empty() && Some(*id) != to)
            .count();
        1 << empty.min(10)
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        match (from, to) {
            (PileId::Foundation(_), _) => return Err(Illegal::FoundationIsFinal),
            (_, PileId::Foundation(_)) => return Err(Illegal::HomeByItself),
            _ => {}
        }
        if !in_sequence(cards) {
            return Err(Illegal::NotARun);
        }
        let max = self.max_runs(Some(to));
        if suit_runs(cards) > max {
            return Err(Illegal::TooManySuits { max });
        }
        match dest.top() {
            Some(top) if top.rank().prev() != Some(cards[0].rank()) => Err(Illegal::NotOneHigher),
            _ => Ok(()),
        }
    }

    /// Sends home every complete run lying on top of a column.
    fn send_runs_home(&mut self, events: &mut Vec<Event>) {
        for n in 0..COLUMNS {
            while complete_run_on_top(&self.columns[n]) {
                let Some(home) = self.foundations.iter().position(Pile::is_empty) else {
                    return;
                };
                let cards = self.columns[n].take(RUN);
                self.foundations[home].extend(cards.iter().copied());
                events.push(Event::Moved {
                    from: PileId::Column(n as u8),
                    to: PileId::Foundation(home as u8),
                    cards,
                });
            }
        }
    }
}

impl PileSet for SimpleSimon {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Foundation(n) => self.foundations.get_mut(n as usize),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            _ => None,
        }
    }
}

impl Patience for SimpleSimon {
    fn variant(&self) -> Variant {
        Variant::SimpleSimon
    }

    fn deck(&self) -> Deck {
        Deck::Standard
    }

    fn piles(&self) -> Vec<(PileId, &Pile)> {
        self.all_piles().collect()
    }

    fn pile(&self, id: PileId) -> Option<&Pile> {
        match id {
            PileId::Foundation(n) => self.foundations.get(n as usize),
            PileId::Column(n) => self.columns.get(n as usize),
            _ => None,
        }
    }

    fn foundations(&self) -> &[Pile] {
        &self.foundations
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        let Move::Transfer { from, to, count } = mv else {
            unreachable!("check refuses all but transfers")
        };
        self.moves += 1;
        let mut events = vec![self.transfer(from, to, count)];
        self.send_runs_home(&mut events);
        if self.is_won() {
            events.push(Event::Won);
        }
        Ok(events)
    }

    fn check(&self, mv: Move) -> Result<(), Illegal> {
        if self.is_won() {
            return Err(Illegal::GameOver);
        }
        match mv {
            Move::Draw => Err(Illegal::NoStock),
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count as usize),
            Move::Pair { .. } => Err(Illegal::NoPairs),
        }
    }

    /// Every run that may be lifted (every length) onto every column that
    /// takes it.
    fn legal_moves(&self) -> Vec<Move> {
        let cols = || (0..COLUMNS as u8).map(PileId::Column);
        let mut moves = Vec::new();
        for from in cols() {
            for count in 1..=self.lift(from) {
                for to in cols() {
                    let mv = Move::run(from, to, count);
                    if self.check(mv).is_ok() {
                        moves.push(mv);
                    }
                }
            }
        }
        moves
    }

    /// The cards going down in rank at the top of a column, as many runs
    /// of one suit as the empty columns let move; nothing from home.
    fn lift(&self, pile: PileId) -> usize {
        let (PileId::Column(_), Some(p)) = (pile, self.pile(pile)) else {
            return 0;
        };
        let cards = p.cards();
        let max = self.max_runs(None);
        (1..=cards.len())
            .take_while(|&n| {
                let top = &cards[cards.len() - n..];
                in_sequence(top) && suit_runs(top) <= max
            })
            .last()
            .unwrap_or(0)
    }

    /// The columns may be in any order: there is no stock, and any card fills
    /// an empty column.
    fn alike(&self) -> Alike {
        Alike::COLUMNS
    }

    /// Runs go home by themselves, as part of the move that completes
    /// them: nothing is left for auto-play.
    fn safe_home_move(&self) -> Option<Move> {
        None
    }

    fn is_won(&self) -> bool {
        cards_home(&self.foundations) == FOUNDATIONS * RUN
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    /// Runs go home whole, by themselves.
    fn builds_home_from_ace(&self) -> bool {
        false
    }

    /// The four foundations over the middle columns (t3-t6, as in
    /// KPatience), the ten columns below.
    fn table(&self) -> Table {
        let top: Vec<_> = (0..FOUNDATIONS as u8)
            .map(|n| (PileId::Foundation(n), f32::from(3 + n), Fan::Stacked))
            .collect();
        Table::with_columns(COLUMNS as u8, &top, COLUMNS as u8)
    }
}

impl fmt::Display for SimpleSimon {
    /// The notation: `f0:`..`f3:` (a run home, king first), `t0:`..`t9:`,
    /// one line each, bottom card first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_named_piles(f, &mut self.all_piles())
    }
}

#[cfg(test)]
mod tests;
