//! Golf: seven columns of five cards, all face up; a column's top card goes
//! to the waste when it is one rank above or below the waste's top card (no
//! turning the corner from king to ace, and nothing goes on a king); the
//! stock turns one card onto the waste, once through. Won when the columns
//! are empty.

use std::fmt;

use super::table::{Fan, Table};
use super::{read_into, whole, Alike, Patience, Tally, Variant};
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_deck;
use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::transfer_parts;

/// Columns on the table.
pub const COLUMNS: usize = 7;
/// Cards dealt to each column.
pub const DEPTH: usize = 5;

/// A Golf position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Golf {
    stock: Pile,
    waste: Pile,
    columns: [Pile; COLUMNS],
    moves: u32,
}

/// Whether `card` may go on `top` (the waste's top card): one rank above
/// or below, no wrap, nothing on a king.
pub fn fits_waste(card: Card, top: Card) -> Result<(), Illegal> {
    if top.rank() == Rank::KING {
        return Err(Illegal::NothingOnKing);
    }
    if card.rank().value().abs_diff(top.rank().value()) == 1 {
        Ok(())
    } else {
        Err(Illegal::NotOneApart)
    }
}

impl Golf {
    /// Deal `number`: 35 cards dealt row by row into the seven columns, all
    /// face up; the other 17 form the stock (the last dealt on top), whose
    /// top card is turned onto the waste.
    pub fn deal(number: u64) -> Golf {
        let mut deck = seeded_deck(number).into_iter();
        let mut game = Golf::default();
        for _ in 0..DEPTH {
            for col in &mut game.columns {
                col.push(deck.next().expect("52 cards cover the deal"));
            }
        }
        for card in deck {
            game.stock.push_face_down(card);
        }
        game.waste.extend(game.stock.take(1));
        game
    }

    /// Reads a position in the notation: the whole deck, each card once.
    pub fn parse(text: &str) -> Result<Golf, ParseError> {
        whole(Golf::parse_partial(text)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<Golf, ParseError> {
        read_into(
            Golf::default(),
            text,
            "not a Golf pile (stock, waste, t0-t6)",
            |id, pile| {
                (matches!(id, PileId::Column(_)) && pile.face_down() > 0)
                    .then_some("Golf's columns lie face up")
            },
        )
    }

    /// Every pile with its name, in table order: stock, waste, columns.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        [(PileId::Stock, &self.stock), (PileId::Waste, &self.waste)]
            .into_iter()
            .chain(numbered(PileId::Column, &self.columns))
    }

    pub fn columns(&self) -> &[Pile; COLUMNS] {
        &self.columns
    }

    /// Cards still on the columns.
    pub fn cards_left(&self) -> usize {
        self.columns.iter().map(Pile::len).sum()
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (_, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        if !matches!(from, PileId::Column(_)) {
            return Err(Illegal::NotASource(from));
        }
        if to != PileId::Waste {
            return Err(Illegal::NotADestination(to));
        }
        if count != 1 {
            return Err(Illegal::OneAtATime);
        }
        match self.waste.top() {
            Some(top) => fits_waste(cards[0], top),
            // Only a position read without a waste card: any card starts it.
            None => Ok(()),
        }
    }
}

impl PileSet for Golf {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Stock => Some(&mut self.stock),
            PileId::Waste => Some(&mut self.waste),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            _ => None,
        }
    }
}

impl Patience for Golf {
    fn variant(&self) -> Variant {
        Variant::Golf
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
            PileId::Waste => Some(&self.waste),
            PileId::Column(n) => self.columns.get(n as usize),
            _ => None,
        }
    }

    /// None: the waste is where the cards go.
    fn foundations(&self) -> &[Pile] {
        &[]
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        self.moves += 1;
        let mut events = Vec::new();
        match mv {
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
            Move::Draw if self.stock.is_empty() => Err(Illegal::StockEmpty),
            Move::Draw => Ok(()),
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count as usize),
            Move::Pair { .. } => Err(Illegal::NoPairs),
        }
    }

    /// The draw first, then each column's top card to the waste.
    fn legal_moves(&self) -> Vec<Move> {
        std::iter::once(Move::Draw)
            .chain((0..COLUMNS as u8).map(|n| Move::one(PileId::Column(n), PileId::Waste)))
            .filter(|mv| self.check(*mv).is_ok())
            .collect()
    }

    /// A column's top card; nothing from the stock or the waste.
    fn lift(&self, pile: PileId) -> usize {
        match (pile, self.pile(pile)) {
            (PileId::Column(_), Some(p)) if !p.is_empty() => 1,
            _ => 0,
        }
    }

    /// The columns may be in any order: the stock turns onto the waste, and
    /// every column only gives its top card.
    fn alike(&self) -> Alike {
        Alike::COLUMNS
    }

    fn safe_home_move(&self) -> Option<Move> {
        None
    }

    fn is_won(&self) -> bool {
        self.columns.iter().all(Pile::is_empty)
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    /// Golf's own score, counted like strokes (lower is better): the cards
    /// left on the columns; once they are all gone, minus the cards left in
    /// the stock.
    fn score(&self) -> Option<i32> {
        let left = self.cards_left() as i32;
        Some(if left == 0 {
            -(self.stock.len() as i32)
        } else {
            left
        })
    }

    fn builds_home_from_ace(&self) -> bool {
        false
    }

    /// The stock and the waste in the top row, the seven columns below.
    fn table(&self) -> Table {
        Table::with_columns(
            COLUMNS as u8,
            &[
                (PileId::Stock, 0.0, Fan::Stacked),
                (PileId::Waste, 1.0, Fan::Stacked),
            ],
            COLUMNS as u8,
        )
    }

    /// `stock` for a draw, `t3` for column 3's top card to the waste.
    fn move_text(&self, mv: Move) -> String {
        match mv {
            Move::Draw => "stock".to_string(),
            Move::Transfer {
                from,
                to: PileId::Waste,
                count: 1,
            } => from.to_string(),
            other => other.to_string(),
        }
    }
}

impl fmt::Display for Golf {
    /// The notation: `stock:` (bottom first; its last card is the next
    /// turned), `waste:`, `t0:`..`t6:`, one line each, bottom card first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_named_piles(f, &mut self.all_piles())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(text: &str) -> Golf {
        Golf::parse_partial(text).expect("a Golf position")
    }

    fn col(n: u8) -> PileId {
        PileId::Column(n)
    }

    fn to_waste(n: u8) -> Move {
        Move::one(col(n), PileId::Waste)
    }

    fn waste_top(g: &Golf) -> String {
        g.pile(PileId::Waste).unwrap().top().unwrap().to_string()
    }

    #[test]
    fn a_deal_has_seven_columns_of_five_face_up_a_waste_card_and_sixteen_in_the_stock() {
        let g = Golf::deal(3);
        for c in g.columns() {
            assert_eq!((c.len(), c.face_down()), (DEPTH, 0));
        }
        assert_eq!(g.pile(PileId::Stock).unwrap().len(), 16);
        assert_eq!(g.pile(PileId::Waste).unwrap().len(), 1);
        assert_eq!(Golf::deal(3), g);
        assert_ne!(Golf::deal(4), g);
        assert_eq!(g.score(), Some(35));
        assert_eq!(Golf::parse(&g.to_string()), Ok(g));
    }

    #[test]
    fn a_card_one_rank_above_or_below_goes_to_the_waste() {
        let mut g = game("waste: 7H\nt0: 2C 8S\nt1: 6D\nt2: 9C\nt3: 7C");
        assert_eq!(g.check(to_waste(0)), Ok(()));
        assert_eq!(g.check(to_waste(1)), Ok(()));
        assert_eq!(g.check(to_waste(2)), Err(Illegal::NotOneApart));
        assert_eq!(g.check(to_waste(3)), Err(Illegal::NotOneApart));
        let before = g.clone();
        assert_eq!(g.play(to_waste(2)), Err(Illegal::NotOneApart));
        assert_eq!(g, before);
        let events = g.play(to_waste(0)).unwrap();
        assert_eq!(
            events,
            vec![Event::Moved {
                from: col(0),
                to: PileId::Waste,
                cards: vec!["8S".parse().unwrap()]
            }]
        );
        assert_eq!(waste_top(&g), "8S");
        assert_eq!(g.play(to_waste(2)).map(|_| ()), Ok(()), "9C on 8S");
        assert_eq!(g.moves(), 2);
    }

    #[test]
    fn there_is_no_wrap_and_nothing_goes_on_a_king() {
        let g = game("waste: AH\nt0: KS\nt1: 2S");
        assert_eq!(g.check(to_waste(0)), Err(Illegal::NotOneApart), "no wrap");
        assert_eq!(g.check(to_waste(1)), Ok(()));
        let g = game("waste: KH\nt0: AS\nt1: QS");
        assert_eq!(g.check(to_waste(0)), Err(Illegal::NothingOnKing), "no wrap");
        assert_eq!(g.check(to_waste(1)), Err(Illegal::NothingOnKing));
        let g = game("waste: QH\nt0: KS");
        assert_eq!(g.check(to_waste(0)), Ok(()), "a king goes on a queen");
    }

    #[test]
    fn only_a_column_top_goes_and_only_to_the_waste() {
        let g = game("stock: 3D\nwaste: 7H\nt0: 8S 6S\nt1: 9C");
        assert_eq!(
            g.check(Move::one(col(0), col(1))),
            Err(Illegal::NotADestination(col(1)))
        );
        assert_eq!(
            g.check(Move::run(col(0), PileId::Waste, 2)),
            Err(Illegal::OneAtATime)
        );
        assert_eq!(
            g.check(Move::one(PileId::Waste, col(1))),
            Err(Illegal::NotASource(PileId::Waste))
        );
        assert_eq!(
            g.check(Move::one(PileId::Stock, PileId::Waste)),
            Err(Illegal::NotASource(PileId::Stock))
        );
        assert_eq!(
            g.check(Move::one(col(5), PileId::Waste)),
            Err(Illegal::NotEnoughCards)
        );
        assert_eq!(g.lift(col(0)), 1);
        assert_eq!(g.lift(col(5)), 0);
        assert_eq!(g.lift(PileId::Waste), 0);
        assert_eq!(g.legal_moves(), vec![Move::Draw, to_waste(0)]);
    }

    #[test]
    fn the_stock_turns_one_card_and_runs_out() {
        let mut g = game("stock: 3D 4D\nwaste: 7H\nt0: 8S");
        let events = g.play(Move::Draw).unwrap();
        assert_eq!(
            events,
            vec![Event::Drew {
                cards: vec!["4D".parse().unwrap()]
            }]
        );
        assert_eq!(waste_top(&g), "4D");
        g.play(Move::Draw).unwrap();
        assert_eq!(waste_top(&g), "3D");
        let before = g.clone();
        assert_eq!(g.play(Move::Draw), Err(Illegal::StockEmpty));
        assert_eq!(g, before);
        assert!(g.legal_moves().is_empty());
        assert_eq!(g.stock_left(), Some(0));
    }

    #[test]
    fn clearing_the_columns_wins_and_scores_the_stock_left() {
        let mut g = game("stock: 2D 3D\nwaste: 7H\nt0: 6S\nt1: 8S");
        assert_eq!(g.score(), Some(2));
        g.play(to_waste(0)).unwrap();
        assert_eq!(g.score(), Some(1));
        assert_eq!(g.play(to_waste(1)), Err(Illegal::NotOneApart));
        g.play(Move::Draw).unwrap();
        assert_eq!(g.play(to_waste(1)), Err(Illegal::NotOneApart));
        let mut h = game("stock: 2D 3D\nwaste: 7H\nt0: 6S\nt1: 5S");
        h.play(to_waste(0)).unwrap();
        let events = h.play(to_waste(1)).unwrap();
        assert_eq!(events.last(), Some(&Event::Won));
        assert!(h.is_won());
        assert_eq!(h.score(), Some(-2));
        assert_eq!(h.check(Move::Draw), Err(Illegal::GameOver));
    }

    #[test]
    fn notation_is_read_strictly_and_round_trips() {
        let g = Golf::deal(8);
        let text = g.to_string();
        assert_eq!(text.lines().count(), 2 + COLUMNS);
        assert!(text.starts_with("stock: "));
        assert_eq!(Golf::parse(&text).unwrap().to_string(), text);
        let err = Golf::parse("t0: KS").unwrap_err();
        assert!(err.reason.starts_with("51 cards are missing"), "{err}");
        assert!(Golf::parse_partial("t7: KS").is_err());
        assert!(Golf::parse_partial("f0: AS").is_err());
        assert!(Golf::parse_partial("t0: [2C] KS").is_err());
        assert!(Golf::parse_partial("waste: [2C] KS").is_err());
        assert!(Golf::parse_partial("t0: KS\nt1: KS").is_err());
    }

    #[test]
    fn moves_are_written_as_the_column_or_the_stock() {
        let g = game("stock: 3D\nwaste: 7H\nt3: 8S");
        assert_eq!(g.move_text(Move::Draw), "stock");
        assert_eq!(g.move_text(to_waste(3)), "t3");
    }

    #[test]
    fn the_table_has_stock_and_waste_above_seven_columns() {
        let t = Golf::deal(1).table();
        assert_eq!(t.width, 7);
        assert_eq!(t.places.len(), 2 + COLUMNS);
        assert_eq!(t.place(PileId::Waste).unwrap().across, 1.0);
        assert_eq!(t.place(col(6)).unwrap().fan, Fan::Down);
    }
}
