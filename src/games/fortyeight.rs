//! Forty & Eight, as KPatience plays it: two decks, eight columns of four
//! cards face up, eight foundations built up by suit from the ace. A
//! column builds down in suit and any card fills an empty one; a run of
//! one suit moves as one card at a time would through the empty columns
//! (up to 2^n cards with n empty columns besides the destination). The
//! stock turns one card onto the waste (one is turned when dealt), and
//! the waste turns back into the stock once.

use std::fmt;

use super::table::{Fan, Table};
use super::{read_into, whole, Alike, Patience, Tally, Variant};
use crate::model::card::Card;
use crate::model::deal::seeded_shuffle;
use crate::model::deck::{Copies, Deck};
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::{
    both_home, cards_home, columns_descend, fits_foundation, foundation_for, is_built_from_ace,
    transfer_parts,
};

/// Columns on the table.
pub const COLUMNS: usize = 8;
/// Foundations: two of each suit.
pub const FOUNDATIONS: usize = 8;
/// Rows dealt onto the columns.
const ROWS: usize = 4;
/// How often the waste may be turned back into the stock.
pub const REDEALS: u32 = 1;

/// A Forty & Eight position with its move counter and turns of the waste.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct FortyEight {
    stock: Pile,
    waste: Pile,
    foundations: [Pile; FOUNDATIONS],
    columns: [Pile; COLUMNS],
    recycles: u32,
    moves: u32,
}

/// How many cards at the top of `pile` go down one rank at a time in one
/// suit.
pub fn suited_run(pile: &Pile) -> usize {
    let cards = pile.cards();
    let n = cards.len();
    (1..n)
        .find(|&i| !builds_in_suit(cards[n - i], cards[n - i - 1]))
        .unwrap_or(n)
}

/// True when `card` may lie on `below`: its suit, one rank lower.
pub fn builds_in_suit(card: Card, below: Card) -> bool {
    card.suit() == below.suit() && below.rank().prev() == Some(card.rank())
}

impl FortyEight {
    /// Deal `number`: four rows of eight cards face up, the rest in the
    /// stock (the last card dealt on top), and its top card turned onto
    /// the waste.
    pub fn deal(number: u64) -> FortyEight {
        let mut deck = seeded_shuffle(number, Deck::Double.cards()).into_iter();
        let mut game = FortyEight::default();
        for _ in 0..ROWS {
            for col in &mut game.columns {
                col.push(deck.next().expect("104 cards cover the deal"));
            }
        }
        for card in deck {
            game.stock.push_face_down(card);
        }
        game.waste.extend(game.stock.take(1));
        // Copies numbered as the notation reads them, so a deal is exactly
        // the position its notation reads back as.
        let mut copies = Copies::new(Deck::Double);
        for pile in [&mut game.stock, &mut game.waste]
            .into_iter()
            .chain(&mut game.foundations)
            .chain(&mut game.columns)
        {
            copies.number(pile).expect("the deck's own cards");
        }
        game
    }

    /// Reads a position in the notation: both decks, each card twice.
    pub fn parse(text: &str) -> Result<FortyEight, ParseError> {
        whole(FortyEight::parse_partial(text)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<FortyEight, ParseError> {
        read_into(
            FortyEight::default(),
            text,
            "not a Forty & Eight pile (stock, waste, f0-f7, t0-t7)",
            |id, pile| match id {
                PileId::Column(_) if pile.face_down() > 0 => Some("the columns lie face up"),
                PileId::Foundation(_) if !is_built_from_ace(pile) => {
                    Some("a foundation holds one suit from the ace up")
                }
                _ => None,
            },
        )
    }

    /// Every pile with its name, in table order: stock, waste,
    /// foundations, columns.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        [(PileId::Stock, &self.stock), (PileId::Waste, &self.waste)]
            .into_iter()
            .chain(numbered(PileId::Foundation, &self.foundations))
            .chain(numbered(PileId::Column, &self.columns))
    }

    pub fn columns(&self) -> &[Pile; COLUMNS] {
        &self.columns
    }

    /// How many times the waste has been turned back into the stock.
    pub fn recycles(&self) -> u32 {
        self.recycles
    }

    /// The most cards that may move onto `to` together: one, doubled for
    /// each empty column other than `to`.
    pub fn max_run(&self, to: PileId) -> usize {
        let empty = self
            .columns
            .iter()
            .enumerate()
            .filter(|(n, c)| c.is_empty() && PileId::Column(*n as u8) != to)
            .count();
        1 << empty
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        match from {
            PileId::Stock => return Err(Illegal::NotASource(from)),
            PileId::Foundation(_) => return Err(Illegal::FoundationIsFinal),
            PileId::Waste if count > 1 => return Err(Illegal::OneAtATime),
            _ => {}
        }
        if count > 1 {
            let source = self.pile(from).expect("checked by transfer_parts");
            if count > suited_run(source) {
                return Err(Illegal::NotOneSuit);
            }
            let max = self.max_run(to);
            if count > max && matches!(to, PileId::Column(_)) {
                return Err(Illegal::RunTooLong { max });
            }
        }
        match to {
            PileId::Foundation(_) if count > 1 => Err(Illegal::OneAtATime),
            PileId::Foundation(_) if fits_foundation(cards[0], dest) => Ok(()),
            PileId::Foundation(_) => Err(Illegal::NotNextOnFoundation),
            PileId::Column(_) => match dest.top() {
                Some(top) if !builds_in_suit(cards[0], top) => Err(Illegal::NotDownInSuit),
                _ => Ok(()),
            },
            _ => Err(Illegal::NotADestination(to)),
        }
    }
}

impl PileSet for FortyEight {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Stock => Some(&mut self.stock),
            PileId::Waste => Some(&mut self.waste),
            PileId::Foundation(n) => self.foundations.get_mut(n as usize),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            PileId::FreeCell(_) | PileId::Reserve => None,
        }
    }
}

impl Patience for FortyEight {
    fn variant(&self) -> Variant {
        Variant::FortyEight
    }

    fn deck(&self) -> Deck {
        Deck::Double
    }

    fn piles(&self) -> Vec<(PileId, &Pile)> {
        self.all_piles().collect()
    }

    fn pile(&self, id: PileId) -> Option<&Pile> {
        match id {
            PileId::Stock => Some(&self.stock),
            PileId::Waste => Some(&self.waste),
            PileId::Foundation(n) => self.foundations.get(n as usize),
            PileId::Column(n) => self.columns.get(n as usize),
            PileId::FreeCell(_) | PileId::Reserve => None,
        }
    }

    fn foundations(&self) -> &[Pile] {
        &self.foundations
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        self.moves += 1;
        let mut events = Vec::new();
        match mv {
            Move::Draw if self.stock.is_empty() => {
                self.stock.recycle_from(&mut self.waste);
                self.recycles += 1;
                events.push(Event::Recycled);
            }
            Move::Draw => {
                let cards = self.stock.take(1);
                self.waste.extend(cards.iter().copied());
                events.push(Event::Drew { cards });
            }
            Move::Transfer { from, to, count } => {
                events.push(self.transfer(from, to, count));
            }
            Move::Pair { .. } => unreachable!("check refuses pairs"),
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
            Move::Draw if !self.stock.is_empty() => Ok(()),
            Move::Draw if self.waste.is_empty() => Err(Illegal::NothingToDraw),
            Move::Draw if self.recycles >= REDEALS => Err(Illegal::NoPassesLeft),
            Move::Draw => Ok(()),
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count as usize),
            Move::Pair { .. } => Err(Illegal::NoPairs),
        }
    }

    /// Moves home first, then onto the columns, the draw last.
    fn legal_moves(&self) -> Vec<Move> {
        let sources = [PileId::Waste]
            .into_iter()
            .chain((0..COLUMNS as u8).map(PileId::Column));
        let dests: Vec<PileId> = (0..FOUNDATIONS as u8)
            .map(PileId::Foundation)
            .chain((0..COLUMNS as u8).map(PileId::Column))
            .collect();
        let mut moves: Vec<Move> = sources
            .flat_map(|from| {
                let dests = &dests;
                (1..=self.lift(from).max(1))
                    .flat_map(move |n| dests.iter().map(move |&to| Move::run(from, to, n)))
            })
            .filter(|mv| self.check(*mv).is_ok())
            .collect();
        if self.check(Move::Draw).is_ok() {
            moves.push(Move::Draw);
        }
        moves
    }

    /// A column's run of one suit (as far as the empty columns let it
    /// move), the waste's top card; nothing from the stock or home.
    fn lift(&self, pile: PileId) -> usize {
        match (pile, self.pile(pile)) {
            (PileId::Column(_), Some(p)) => suited_run(p).min(self.max_run(pile)),
            (PileId::Waste, Some(p)) => usize::from(!p.is_empty()),
            _ => 0,
        }
    }

    /// A click sends a card home before it builds, as KPatience's
    /// double click does.
    fn home_first(&self) -> bool {
        true
    }

    /// The columns may be in any order: the stock turns onto the waste, never
    /// onto a column, and any card fills an empty column.
    fn alike(&self) -> Alike {
        Alike::COLUMNS
    }

    /// A card whose foundation takes it while the other foundation of its
    /// suit holds at least the rank below the card's own: the other copy
    /// of that lower rank is home or can go there, so nothing ever needs
    /// to lie on this card.
    fn safe_home_move(&self) -> Option<Move> {
        let both = both_home(&self.foundations);
        let sources = [PileId::Waste]
            .into_iter()
            .chain((0..COLUMNS as u8).map(PileId::Column));
        sources.into_iter().find_map(|from| {
            let card = self.pile(from)?.top()?;
            let f = foundation_for(card, &self.foundations)?;
            let safe = both[card.suit().index()] + 2 >= card.rank().value();
            safe.then_some(Move::one(from, PileId::Foundation(f as u8)))
        })
    }

    fn is_won(&self) -> bool {
        cards_home(&self.foundations) == Deck::Double.len()
    }

    /// The stock and the waste empty and every column going down: the
    /// cards go home lowest first.
    fn is_trivially_won(&self) -> bool {
        self.stock.is_empty() && self.waste.is_empty() && columns_descend(&self.columns)
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn tally(&self) -> Tally {
        Tally {
            moves: self.moves,
            recycles: self.recycles,
            ..Tally::default()
        }
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
        self.recycles = tally.recycles.min(REDEALS);
    }

    /// Stock and waste at the left of the top row, the eight foundations
    /// beside them; the eight columns below, centred.
    fn table(&self) -> Table {
        table_with_stock(&[(PileId::Waste, 1.0, Fan::Stacked)])
    }
}

/// The two-deck table: the stock over the first cell, `more` beside it,
/// the eight foundations over the last eight of ten cells, and the eight
/// columns below, one cell in from each side.
pub(crate) fn table_with_stock(more: &[(PileId, f32, Fan)]) -> Table {
    let mut top = vec![(PileId::Stock, 0.0, Fan::Stacked)];
    top.extend_from_slice(more);
    let first = 10 - FOUNDATIONS as u8;
    top.extend(
        (0..FOUNDATIONS as u8).map(|n| (PileId::Foundation(n), f32::from(first + n), Fan::Stacked)),
    );
    let mut table = Table::with_columns(10, &top, COLUMNS as u8);
    for place in &mut table.places {
        if let PileId::Column(_) = place.pile {
            place.across += 1.0;
        }
    }
    table
}

impl fmt::Display for FortyEight {
    /// The notation: `stock:` (bottom first; its last card is turned
    /// next), `waste:`, `f0:`..`f7:`, `t0:`..`t7:`, one line each, bottom
    /// card first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_named_piles(f, &mut self.all_piles())
    }
}

#[cfg(test)]
mod tests;
