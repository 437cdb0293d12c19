//! Aces Up, as KPatience plays it: four columns of one face-up card and a
//! stock that deals one more card onto every column. A column's top card
//! is discarded (to `f0`) when a higher card of its suit (aces high) tops
//! another column; any top card may move into an empty column. Won when
//! every card but the four aces is discarded.

use std::fmt;

use super::table::{Fan, Laid, Table};
use super::words::{PileKind, StockUnit};
use super::{read_into, whole, Patience, Tally, Variant};
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_deck;
use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::transfer_parts;

/// Columns on the table.
pub const COLUMNS: usize = 4;
/// The discard pile, the game's one foundation.
pub const DISCARDS: PileId = PileId::Foundation(0);
/// Cards discarded in a won game: all but the four aces.
pub const TO_DISCARD: usize = 48;

/// An Aces Up position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct AcesUp {
    stock: Pile,
    discards: [Pile; 1],
    columns: [Pile; COLUMNS],
    moves: u32,
}

/// A rank's height in Aces Up, where aces rank above kings: 2..=14.
pub fn height(card: Card) -> u8 {
    match card.rank() {
        Rank::ACE => 14,
        r => r.value(),
    }
}

impl AcesUp {
    /// Deal `number`: one card face up on each column (the first four of
    /// the shuffled deck, t0 first); the other 48 form the stock, the last
    /// of the deck on top.
    pub fn deal(number: u64) -> AcesUp {
        let mut deck = seeded_deck(number).into_iter();
        let mut game = AcesUp::default();
        for col in &mut game.columns {
            col.push(deck.next().expect("52 cards cover the deal"));
        }
        for card in deck {
            game.stock.push_face_down(card);
        }
        game
    }

    /// Reads a position in the notation: the whole deck, each card once.
    pub fn parse(text: &str) -> Result<AcesUp, ParseError> {
        whole(AcesUp::parse_partial(text)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<AcesUp, ParseError> {
        read_into(
            AcesUp::default(),
            text,
            "not an Aces Up pile (stock, f0, t0-t3)",
            |id, pile| {
                (matches!(id, PileId::Column(_)) && pile.face_down() > 0)
                    .then_some("Aces Up's columns lie face up")
            },
        )
    }

    /// Every pile with its name, in table order: stock, discards, columns.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        [(PileId::Stock, &self.stock), (DISCARDS, &self.discards[0])]
            .into_iter()
            .chain(numbered(PileId::Column, &self.columns))
    }

    pub fn columns(&self) -> &[Pile; COLUMNS] {
        &self.columns
    }

    /// Whether `card` may be discarded: a higher card of its suit tops
    /// another column (its own column's top is the card itself).
    fn outranked(&self, card: Card) -> bool {
        self.columns
            .iter()
            .filter_map(Pile::top)
            .any(|top| top.suit() == card.suit() && height(top) > height(card))
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        if !matches!(from, PileId::Column(_)) {
            return Err(Illegal::NotASource(from));
        }
        if count != 1 {
            return Err(Illegal::OneAtATime);
        }
        match to {
            DISCARDS if self.outranked(cards[0]) => Ok(()),
            DISCARDS => Err(Illegal::NoHigherOfSuit),
            PileId::Column(_) if dest.is_empty() => Ok(()),
            PileId::Column(_) => Err(Illegal::OnlyOnEmpty),
            _ => Err(Illegal::NotADestination(to)),
        }
    }
}

impl PileSet for AcesUp {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Stock => Some(&mut self.stock),
            DISCARDS => Some(&mut self.discards[0]),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            _ => None,
        }
    }
}

impl Patience for AcesUp {
    fn variant(&self) -> Variant {
        Variant::AcesUp
    }

    fn deck(&self) -> Deck {
        Deck::Standard
    }

    fn piles(&self) -> Vec<(PileId, &Pile)> {
        self.all_piles().collect()
    }

    fn pile(&self, id: PileId) -> Option<&Pile> {
        match id {
            PileId::Stock => Some(&self.stock),
            DISCARDS => Some(&self.discards[0]),
            PileId::Column(n) => self.columns.get(n as usize),
            _ => None,
        }
    }

    /// The discard pile.
    fn foundations(&self) -> &[Pile] {
        &self.discards
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        self.moves += 1;
        let mut events = Vec::new();
        match mv {
            Move::Draw => {
                events.push(self.stock.deal_onto(&mut self.columns));
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
            Move::Draw if self.stock.is_empty() => Err(Illegal::StockEmpty),
            Move::Draw => Ok(()),
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count as usize),
            Move::Pair { .. } => Err(Illegal::NoPairs),
        }
    }

    /// Discards first, then moves into empty columns, the deal last.
    fn legal_moves(&self) -> Vec<Move> {
        let cols = 0..COLUMNS as u8;
        let discards = cols.clone().map(|n| Move::one(PileId::Column(n), DISCARDS));
        let fills = cols.clone().flat_map(|a| {
            cols.clone()
                .map(move |b| Move::one(PileId::Column(a), PileId::Column(b)))
        });
        discards
            .chain(fills)
            .chain([Move::Draw])
            .filter(|mv| self.check(*mv).is_ok())
            .collect()
    }

    /// A column's top card; nothing from the stock or the discards.
    fn lift(&self, pile: PileId) -> usize {
        match (pile, self.pile(pile)) {
            (PileId::Column(_), Some(p)) if !p.is_empty() => 1,
            _ => 0,
        }
    }

    /// A click discards before it fills an empty column.
    fn home_first(&self) -> bool {
        true
    }

    /// A discard that can never be regretted: the card is the lowest of its
    /// suit left outside the discards, so it would never discard another.
    /// (KPatience plays no card by itself; the setting is off at first.)
    fn safe_home_move(&self) -> Option<Move> {
        (0..COLUMNS as u8).find_map(|n| {
            let card = self.columns[usize::from(n)].top()?;
            let below = self.discards[0]
                .cards()
                .iter()
                .filter(|c| c.suit() == card.suit())
                .count();
            let mv = Move::one(PileId::Column(n), DISCARDS);
            (usize::from(height(card)) == below + 2 && self.check(mv).is_ok()).then_some(mv)
        })
    }

    /// Nothing but aces left outside the discards (48 discarded in a game
    /// with the whole deck).
    fn is_won(&self) -> bool {
        self.stock.is_empty()
            && self
                .columns
                .iter()
                .all(|c| c.cards().iter().all(|card| card.rank() == Rank::ACE))
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    /// The discards are a plain place, not a foundation built from the ace.
    fn home_base(&self) -> Option<Rank> {
        None
    }

    /// The stock counts deals.
    fn stock_unit(&self) -> StockUnit {
        StockUnit::Deals
    }

    /// Deals left, as for Spider: each deals a card onto every column.
    fn stock_left(&self) -> Option<usize> {
        Some(self.stock.len() / COLUMNS)
    }

    /// The stock and the discards above the four columns, at its two ends.
    /// The foundation is where cards are discarded.
    fn pile_kind(&self, pile: PileId) -> PileKind {
        match pile {
            DISCARDS => PileKind::Discards,
            _ => PileKind::of(pile),
        }
    }

    /// `stock` for a deal, `t3 f0` for a discard, `t1 t2` to fill t2.
    fn move_text(&self, mv: Move) -> String {
        match mv {
            Move::Draw => "stock".to_string(),
            other => other.to_string(),
        }
    }
}

impl Laid for AcesUp {
    fn table(&self) -> Table {
        Table::with_columns(
            COLUMNS as u8,
            &[
                (PileId::Stock, 0.0, Fan::Stacked),
                (DISCARDS, (COLUMNS - 1) as f32, Fan::Stacked),
            ],
            COLUMNS as u8,
        )
    }
}

impl fmt::Display for AcesUp {
    /// The notation: `stock:` (bottom first; its last card is dealt onto
    /// t0), `f0:` (the discards), `t0:`..`t3:`, one line each, bottom first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_named_piles(f, &mut self.all_piles())
    }
}

#[cfg(test)]
mod tests;
