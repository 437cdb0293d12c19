//! Yukon, as KPatience plays it: Klondike's seven columns and four
//! foundations without a stock. Column n is dealt n cards face down and
//! five face up (the first column one card); any face-up card moves with
//! every card on it onto a card one rank higher of the other colour, or a
//! king onto an empty column. Cards never leave the foundations.

use std::fmt;

use super::klondike::foundation_is_ordered;
use super::table::{Fan, Table};
use super::{Patience, Tally, Variant};
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_deck;
use crate::model::deck::{check_complete, Deck};
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{last_line, read_named_piles, write_pile, ParseError};
use crate::model::pile::{numbered, Pile, PileId};
use crate::model::rules::{fits_foundation, foundation_for, is_safe_home, transfer_parts};

/// Columns on the table.
pub const COLUMNS: usize = 7;

/// Which game of the family is played: they share the table and how cards
/// move, and differ in the deal and in how the columns build.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Kind {
    /// Columns build down in alternating colours.
    #[default]
    Yukon,
}

/// A position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Yukon {
    kind: Kind,
    foundations: [Pile; 4],
    columns: [Pile; COLUMNS],
    moves: u32,
}

impl Yukon {
    /// Deal `number`, row by row as KPatience deals it: the first row puts
    /// a card on every column, the next ten rows on columns 1-6 while they
    /// have fewer than n + 5 cards; column n's first n cards lie face down.
    pub fn deal(number: u64) -> Yukon {
        let mut deck = seeded_deck(number).into_iter();
        let mut game = Yukon::default();
        for row in 0..11 {
            for (n, col) in game.columns.iter_mut().enumerate() {
                if (n == 0 && row == 0) || (n > 0 && row < n + 5) {
                    let card = deck.next().expect("52 cards cover the deal");
                    if row < n {
                        col.push_face_down(card);
                    } else {
                        col.push(card);
                    }
                }
            }
        }
        game
    }

    /// Reads a position in the notation: the whole deck, each card once.
    pub fn parse(text: &str) -> Result<Yukon, ParseError> {
        let game = Yukon::parse_partial(text)?;
        check_complete(
            game.all_piles().map(|(_, p)| p),
            Deck::Standard,
            last_line(text),
        )?;
        Ok(game)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<Yukon, ParseError> {
        let mut game = Yukon::default();
        let piles = read_named_piles(
            text,
            Deck::Standard,
            "not a Yukon pile (f0-f3, t0-t6)",
            |id| game.pile(id).is_some(),
            |id, pile| {
                (matches!(id, PileId::Foundation(_)) && !foundation_is_ordered(pile))
                    .then_some("a foundation holds one suit from the ace up")
            },
        )?;
        for (id, pile) in piles {
            *game.pile_mut(id).expect("a Yukon pile") = pile;
        }
        Ok(game)
    }

    /// Every pile with its name, in table order: foundations, columns.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        numbered(PileId::Foundation, &self.foundations)
            .chain(numbered(PileId::Column, &self.columns))
    }

    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Foundation(n) => self.foundations.get_mut(n as usize),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            _ => None,
        }
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    pub fn columns(&self) -> &[Pile; COLUMNS] {
        &self.columns
    }

    /// Whether `card` may lie on `below` in a column.
    pub fn builds_on(&self, card: Card, below: Card) -> bool {
        match self.kind {
            Kind::Yukon => card.builds_down_on(below),
        }
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        match from {
            PileId::Column(_) => {}
            PileId::Foundation(_) => return Err(Illegal::FoundationIsFinal),
            _ => return Err(Illegal::NotASource(from)),
        }
        if count > self.lift(from) {
            return Err(Illegal::FaceDown);
        }
        let bottom = cards[0];
        match to {
            PileId::Foundation(_) if count > 1 => Err(Illegal::OneAtATime),
            PileId::Foundation(_) if fits_foundation(bottom, dest) => Ok(()),
            PileId::Foundation(_) => Err(Illegal::NotNextOnFoundation),
            PileId::Column(_) => match dest.top() {
                None if bottom.rank() == Rank::KING => Ok(()),
                None => Err(Illegal::OnlyKingOnEmpty),
                Some(top) if self.builds_on(bottom, top) => Ok(()),
                Some(_) => Err(Illegal::DoesNotBuild),
            },
            _ => Err(Illegal::NotADestination(to)),
        }
    }
}

impl Patience for Yukon {
    fn variant(&self) -> Variant {
        match self.kind {
            Kind::Yukon => Variant::Yukon,
        }
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
        self.moves += 1;
        let mut events = Vec::new();
        if let Move::Transfer { from, to, count } = mv {
            let cards = self.pile_mut(from).expect("checked").take(count as usize);
            self.pile_mut(to)
                .expect("checked")
                .extend(cards.iter().copied());
            events.push(Event::Moved { from, to, cards });
            let source = self.pile_mut(from).expect("checked");
            if source.turn_up_top() {
                let card = source.top().expect("a card turned");
                events.push(Event::Turned { pile: from, card });
            }
        }
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

    /// Moves home first, then every face-up card with what lies on it onto
    /// each column.
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for n in 0..COLUMNS as u8 {
            let from = PileId::Column(n);
            let home = (0..4).map(|f| Move::one(from, PileId::Foundation(f)));
            let builds = (1..=self.lift(from)).flat_map(|count| {
                (0..COLUMNS as u8).map(move |t| Move::run(from, PileId::Column(t), count))
            });
            moves.extend(home.chain(builds).filter(|mv| self.check(*mv).is_ok()));
        }
        moves
    }

    /// Every face-up card of a column, with what lies on it.
    fn lift(&self, pile: PileId) -> usize {
        match (pile, self.pile(pile)) {
            (PileId::Column(_), Some(p)) => p.face_up_cards().len(),
            _ => 0,
        }
    }

    /// A column's top card that nothing left on the table could be built
    /// on (both cards of the other colour one rank lower are home).
    fn safe_home_move(&self) -> Option<Move> {
        (0..COLUMNS as u8).find_map(|n| {
            let card = self.columns[usize::from(n)].top()?;
            let f = foundation_for(card, &self.foundations)?;
            let safe = match self.kind {
                Kind::Yukon => is_safe_home(card, &self.foundations),
            };
            safe.then_some(Move::one(PileId::Column(n), PileId::Foundation(f as u8)))
        })
    }

    /// Every card home: the columns are empty (a corner of a game read
    /// for a test is won so too).
    fn is_won(&self) -> bool {
        self.columns.iter().all(Pile::is_empty)
    }

    /// Every column face up and falling in rank from its bottom card to its
    /// top: the lowest card left is then always a top card, and goes home.
    fn is_trivially_won(&self) -> bool {
        self.columns
            .iter()
            .all(|c| c.face_down() == 0 && c.cards().windows(2).all(|w| w[1].rank() < w[0].rank()))
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn tally(&self) -> Tally {
        Tally {
            moves: self.moves,
            ..Tally::default()
        }
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    /// KPatience keeps no score in Yukon.
    fn score(&self) -> Option<i32> {
        None
    }

    fn stock_left(&self) -> Option<usize> {
        None
    }

    /// The four foundations over the last four columns, as in Klondike.
    fn table(&self) -> Table {
        let top: Vec<_> = (0..4u8)
            .map(|n| (PileId::Foundation(n), f32::from(3 + n), Fan::Stacked))
            .collect();
        Table::with_columns(COLUMNS as u8, &top, COLUMNS as u8)
    }
}

impl fmt::Display for Yukon {
    /// The notation: `f0:`..`f3:`, `t0:`..`t6:`, one line each, bottom card
    /// first, face-down cards in brackets.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (id, pile) in self.all_piles() {
            write!(f, "{id}:")?;
            write_pile(pile, f)?;
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
