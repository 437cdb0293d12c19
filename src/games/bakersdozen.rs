//! Baker's Dozen, as KPatience plays it by default: one deck dealt face up
//! into thirteen columns of four, each column's kings moved under its
//! other cards (in their order). A card builds on the next higher rank of
//! any suit, one card at a time; an empty column stays empty. The four
//! foundations build up by suit from the ace, and a card may come back
//! from one onto a column, as KPatience lets it.

use std::fmt;

use super::table::{Fan, Table};
use super::{read_into, whole, Alike, Patience, Tally, Variant};
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_deck;
use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::{
    cards_home, fits_foundation, foundation_for, home_ranks, transfer_parts,
};

/// Columns on the table.
pub const COLUMNS: usize = 13;
/// Foundations, one a suit.
pub const FOUNDATIONS: usize = 4;

/// A Baker's Dozen position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct BakersDozen {
    foundations: [Pile; FOUNDATIONS],
    columns: [Pile; COLUMNS],
    moves: u32,
}

/// Whether `card` can go home for good: nothing could ever be built on it
/// (every card one rank lower, of any suit, is home already), or only
/// aces, which go home themselves.
pub fn is_safe_home(card: Card, home: [u8; 4]) -> bool {
    let v = card.rank().value();
    v <= 2 || home.iter().all(|&h| h + 1 >= v)
}

impl BakersDozen {
    /// Deal `number`: four rows of thirteen face up, t0 first, then each
    /// column's kings moved to its bottom, in their order.
    pub fn deal(number: u64) -> BakersDozen {
        let mut deck = seeded_deck(number).into_iter();
        let mut game = BakersDozen::default();
        let mut cols: [Vec<Card>; COLUMNS] = Default::default();
        for _ in 0..4 {
            for col in &mut cols {
                col.push(deck.next().expect("52 cards cover the deal"));
            }
        }
        for (pile, mut cards) in game.columns.iter_mut().zip(cols) {
            cards.sort_by_key(|c| c.rank() != Rank::KING);
            pile.extend(cards);
        }
        game
    }

    /// Reads a position in the notation: the whole deck, each card once.
    pub fn parse(text: &str) -> Result<BakersDozen, ParseError> {
        whole(BakersDozen::parse_partial(text)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<BakersDozen, ParseError> {
        read_into(
            BakersDozen::default(),
            text,
            "not a Baker's Dozen pile (f0-f3, t0-t12)",
            |id, pile| match id {
                PileId::Foundation(_) if !builds_from_ace(pile.cards()) => {
                    Some("a foundation builds up by suit from the ace")
                }
                PileId::Column(_) if pile.face_down() > 0 => {
                    Some("Baker's Dozen's cards lie face up")
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

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        if count != 1 {
            return Err(Illegal::OneAtATime);
        }
        let card = cards[0];
        match (to, dest.top()) {
            (PileId::Foundation(_), _) if fits_foundation(card, dest) => Ok(()),
            (PileId::Foundation(_), _) => Err(Illegal::NotNextOnFoundation),
            (_, None) => Err(Illegal::NoFilling),
            (_, Some(top)) if top.rank().prev() == Some(card.rank()) => Ok(()),
            _ => Err(Illegal::NotOneHigher),
        }
    }
}

/// True when `cards` (bottom first) go up by suit from the ace.
fn builds_from_ace(cards: &[Card]) -> bool {
    cards.first().is_none_or(|c| c.rank() == Rank::ACE)
        && cards
            .windows(2)
            .all(|w| w[0].suit() == w[1].suit() && w[0].rank().next() == Some(w[1].rank()))
}

impl PileSet for BakersDozen {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Foundation(n) => self.foundations.get_mut(n as usize),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            _ => None,
        }
    }
}

impl Patience for BakersDozen {
    fn variant(&self) -> Variant {
        Variant::BakersDozen
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

    /// Every top card home (to its one foundation), onto every column that
    /// takes it, and every foundation's top card back onto a column.
    fn legal_moves(&self) -> Vec<Move> {
        let piles: Vec<PileId> = self.all_piles().map(|(id, _)| id).collect();
        let mut moves = Vec::new();
        for &from in &piles {
            for &to in &piles {
                let mv = Move::one(from, to);
                if self.check(mv).is_ok() {
                    moves.push(mv);
                }
            }
        }
        moves
    }

    /// A column's or a foundation's top card.
    fn lift(&self, pile: PileId) -> usize {
        usize::from(self.pile(pile).is_some_and(|p| !p.is_empty()))
    }

    /// The columns may be in any order: nothing fills an empty column, and no
    /// column is special.
    fn alike(&self) -> Alike {
        Alike::COLUMNS
    }

    /// A card nothing could ever be built on any more.
    fn safe_home_move(&self) -> Option<Move> {
        let home = home_ranks(&self.foundations);
        (0..COLUMNS as u8).find_map(|n| {
            let card = self.columns[usize::from(n)].top()?;
            let f = foundation_for(card, &self.foundations)?;
            is_safe_home(card, home)
                .then(|| Move::one(PileId::Column(n), PileId::Foundation(f as u8)))
        })
    }

    fn is_won(&self) -> bool {
        cards_home(&self.foundations) == 52
    }

    /// Every column goes down in rank from its bottom card: each card can
    /// go home in turn.
    fn is_trivially_won(&self) -> bool {
        self.columns
            .iter()
            .all(|c| c.cards().windows(2).all(|w| w[0].rank() > w[1].rank()))
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    /// The foundations over every other column from t3, as in KPatience;
    /// the thirteen columns below.
    fn table(&self) -> Table {
        let top: Vec<_> = (0..FOUNDATIONS as u8)
            .map(|n| (PileId::Foundation(n), f32::from(3 + 2 * n), Fan::Stacked))
            .collect();
        Table::with_columns(COLUMNS as u8, &top, COLUMNS as u8)
    }
}

impl fmt::Display for BakersDozen {
    /// The notation: `f0:`..`f3:` (ace first), `t0:`..`t12:`, one line
    /// each, bottom card first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_named_piles(f, &mut self.all_piles())
    }
}

#[cfg(test)]
mod tests;
