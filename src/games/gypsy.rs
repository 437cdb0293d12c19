//! Gypsy, as KPatience plays it: two decks, eight columns of two cards
//! face down and one face up, eight foundations built up by suit from the
//! ace. A column builds down in alternating colours, any run of them
//! moves, and any card or run fills an empty column; a foundation's top
//! card may come back down. The stock deals a card onto every column,
//! whenever the player likes.

use std::fmt;

use super::fortyeight::table_with_stock;
use super::table::Table;
use super::words::StockUnit;
use super::{read_into, whole, Patience, Tally, Variant};
use crate::model::card::Suit;
use crate::model::deal::seeded_shuffle;
use crate::model::deck::{Copies, Deck};
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::{
    both_home, cards_home, columns_descend, fits_foundation, foundation_for, is_built_from_ace,
    is_run, top_run_len, transfer_parts,
};

/// Columns on the table.
pub const COLUMNS: usize = 8;
/// Foundations: two of each suit.
pub const FOUNDATIONS: usize = 8;

/// A Gypsy position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Gypsy {
    stock: Pile,
    foundations: [Pile; FOUNDATIONS],
    columns: [Pile; COLUMNS],
    moves: u32,
}

impl Gypsy {
    /// Deal `number`: two rows of eight face down, one face up, the other
    /// 80 cards in the stock (the last card dealt on top).
    pub fn deal(number: u64) -> Gypsy {
        let mut deck = seeded_shuffle(number, Deck::Double.cards()).into_iter();
        let mut game = Gypsy::default();
        for _ in 0..3 {
            for col in &mut game.columns {
                col.push_face_down(deck.next().expect("104 cards cover the deal"));
            }
        }
        for col in &mut game.columns {
            col.turn_up_top();
        }
        for card in deck {
            game.stock.push_face_down(card);
        }
        // Copies numbered as the notation reads them, so a deal is exactly
        // the position its notation reads back as.
        let mut copies = Copies::new(Deck::Double);
        for pile in std::iter::once(&mut game.stock)
            .chain(&mut game.foundations)
            .chain(&mut game.columns)
        {
            copies.number(pile).expect("the deck's own cards");
        }
        game
    }

    /// Reads a position in the notation: both decks, each card twice.
    pub fn parse(text: &str) -> Result<Gypsy, ParseError> {
        whole(Gypsy::parse_partial(text)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<Gypsy, ParseError> {
        read_into(
            Gypsy::default(),
            text,
            "not a Gypsy pile (stock, f0-f7, t0-t7)",
            |id, pile| {
                (matches!(id, PileId::Foundation(_)) && !is_built_from_ace(pile))
                    .then_some("a foundation holds one suit from the ace up")
            },
        )
    }

    /// Every pile with its name, in table order: stock, foundations,
    /// columns.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        std::iter::once((PileId::Stock, &self.stock))
            .chain(numbered(PileId::Foundation, &self.foundations))
            .chain(numbered(PileId::Column, &self.columns))
    }

    pub fn columns(&self) -> &[Pile; COLUMNS] {
        &self.columns
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        let source = self.pile(from).expect("checked by transfer_parts");
        match from {
            PileId::Stock => return Err(Illegal::NotASource(from)),
            PileId::Foundation(_) if count > 1 => return Err(Illegal::OneAtATime),
            PileId::Column(_) if count > source.face_up_cards().len() => {
                return Err(Illegal::FaceDown)
            }
            PileId::Column(_) if !is_run(cards) => return Err(Illegal::NotARun),
            _ => {}
        }
        match to {
            PileId::Foundation(_) if matches!(from, PileId::Foundation(_)) => {
                Err(Illegal::NotADestination(to))
            }
            PileId::Foundation(_) if count > 1 => Err(Illegal::OneAtATime),
            PileId::Foundation(_) if fits_foundation(cards[0], dest) => Ok(()),
            PileId::Foundation(_) => Err(Illegal::NotNextOnFoundation),
            PileId::Column(_) => match dest.top() {
                Some(top) if !cards[0].builds_down_on(top) => Err(Illegal::DoesNotBuild),
                _ => Ok(()),
            },
            _ => Err(Illegal::NotADestination(to)),
        }
    }
}

impl PileSet for Gypsy {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Stock => Some(&mut self.stock),
            PileId::Foundation(n) => self.foundations.get_mut(n as usize),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            _ => None,
        }
    }
}

impl Patience for Gypsy {
    fn variant(&self) -> Variant {
        Variant::Gypsy
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
        match mv {
            Move::Draw => {
                events.push(self.stock.deal_onto(&mut self.columns));
            }
            Move::Transfer { from, to, count } => {
                events.push(self.transfer(from, to, count));
                let source = self.pile_mut(from).expect("checked");
                if source.turn_up_top() {
                    let card = source.top().expect("a card turned");
                    events.push(Event::Turned { pile: from, card });
                }
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

    /// Moves home first, then onto the columns, the deal last.
    fn legal_moves(&self) -> Vec<Move> {
        let piles: Vec<PileId> = self.all_piles().map(|(id, _)| id).collect();
        let mut moves: Vec<Move> = piles
            .iter()
            .flat_map(|&from| {
                let piles = &piles;
                (1..=self.lift(from).max(1))
                    .flat_map(move |n| piles.iter().map(move |&to| Move::run(from, to, n)))
            })
            .filter(|mv| self.check(*mv).is_ok())
            .collect();
        moves.sort_by_key(|mv| {
            !matches!(
                mv,
                Move::Transfer {
                    to: PileId::Foundation(_),
                    ..
                }
            )
        });
        if self.check(Move::Draw).is_ok() {
            moves.push(Move::Draw);
        }
        moves
    }

    /// A column's run in alternating colours, a foundation's top card;
    /// nothing from the stock.
    fn lift(&self, pile: PileId) -> usize {
        match (pile, self.pile(pile)) {
            (PileId::Column(_), Some(p)) => top_run_len(p),
            (PileId::Foundation(_), Some(p)) => usize::from(!p.is_empty()),
            _ => 0,
        }
    }

    /// A click sends a card home before it builds, as KPatience's
    /// double click does.
    fn home_first(&self) -> bool {
        true
    }

    /// An ace or a two, or a card both of whose other-colour suits are
    /// home in both foundations up to the rank below it: nothing could
    /// ever need to lie on it.
    fn safe_home_move(&self) -> Option<Move> {
        let both = both_home(&self.foundations);
        (0..COLUMNS as u8).find_map(|n| {
            let from = PileId::Column(n);
            let card = self.columns[usize::from(n)].top()?;
            let f = foundation_for(card, &self.foundations)?;
            let r = card.rank().value();
            let safe = r <= 2
                || Suit::ALL
                    .iter()
                    .filter(|s| s.color() != card.color())
                    .all(|s| both[s.index()] + 1 >= r);
            safe.then_some(Move::one(from, PileId::Foundation(f as u8)))
        })
    }

    fn is_won(&self) -> bool {
        cards_home(&self.foundations) == Deck::Double.len()
    }

    /// The stock empty and every column face up and going down: the cards
    /// go home lowest first.
    fn is_trivially_won(&self) -> bool {
        self.stock.is_empty() && columns_descend(&self.columns)
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    /// The stock counts deals.
    fn stock_unit(&self) -> StockUnit {
        StockUnit::Deals
    }

    /// Deals left, a card for each column in each.
    fn stock_left(&self) -> Option<usize> {
        Some(self.stock.len().div_ceil(COLUMNS))
    }

    /// The stock at the left of the top row, the eight foundations at its
    /// right; the eight columns below, centred.
    fn table(&self) -> Table {
        table_with_stock(&[])
    }

    /// `stock` for a deal, `t3 f0` home, `t1 t2 3` for a run.
    fn move_text(&self, mv: Move) -> String {
        match mv {
            Move::Draw => "stock".to_string(),
            other => other.to_string(),
        }
    }
}

impl fmt::Display for Gypsy {
    /// The notation: `stock:` (bottom first; its last card is dealt onto
    /// t0), `f0:`..`f7:`, `t0:`..`t7:`, one line each, bottom card first,
    /// face-down cards in brackets.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_named_piles(f, &mut self.all_piles())
    }
}

#[cfg(test)]
mod tests;
