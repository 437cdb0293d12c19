//! Mod3, as KPatience plays it: two decks, a card dealt face up on each
//! of four rows of eight. The first three rows build up by threes in suit
//! from their base, 2-5-8-J, 3-6-9-Q and 4-7-10-K: an empty place there
//! takes a card of its row's base rank, and a place whose bottom card is
//! another rank (as dealt) takes nothing until that card moves. The
//! fourth row is the reserve: a place there takes a card only when empty,
//! and one the player empties is filled at once from the stock while it
//! lasts. Aces go to the aces pile. The top card of any place in the four
//! rows may move; the stock deals a card onto each reserve place, any
//! time, until it runs out. Won when the three rows are built, every ace
//! aside. No score.
//!
//! The notation names the rows' places `f0`-`f7` (2-5-8-J), `f8`-`f15`
//! (3-6-9-Q) and `f16`-`f23` (4-7-10-K), left to right, the aces pile
//! `f24`, the reserve `t0`-`t7` and the `stock` (bottom first: its last
//! card is dealt first, onto t0).

use std::fmt;

use super::table::{Fan, Laid, Place, Table};
use super::words::PileKind;
use super::{read_into, whole, Patience, Tally, Variant};
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_shuffle;
use crate::model::deck::{Copies, Deck};
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::transfer_parts;

/// Places in each row.
pub const WIDTH: usize = 8;
/// Places in the three rows that build by threes.
pub const BUILT: usize = 3 * WIDTH;
/// The aces pile.
pub const ACES: PileId = PileId::Foundation(BUILT as u8);
/// Cards a built place holds: its base and three more.
pub const FULL: usize = 4;

/// The base rank of the row of built place `n` (0..24): 2, 3 or 4.
pub fn base(n: usize) -> u8 {
    (n / WIDTH) as u8 + 2
}

/// Whether `cards` (bottom first) in built place `n` are its row's build:
/// the base rank and each card three above the last, in one suit.
pub fn is_build(n: usize, cards: &[Card]) -> bool {
    cards.first().is_some_and(|c| c.rank().value() == base(n))
        && cards
            .windows(2)
            .all(|w| w[1].suit() == w[0].suit() && w[1].rank().value() == w[0].rank().value() + 3)
}

/// A Mod3 position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mod3 {
    stock: Pile,
    /// The three rows, then the aces pile (on the heap: a game is moved
    /// about as one of [`super::Game`]'s variants).
    foundations: Vec<Pile>,
    reserve: [Pile; WIDTH],
    moves: u32,
}

impl Default for Mod3 {
    fn default() -> Mod3 {
        Mod3 {
            stock: Pile::new(),
            foundations: vec![Pile::new(); BUILT + 1],
            reserve: Default::default(),
            moves: 0,
        }
    }
}

impl Mod3 {
    /// Deal `number`: the two shuffled decks in order, a card on each
    /// place of the four rows, row by row; the other 72 form the stock,
    /// the last of the deck on top.
    pub fn deal(number: u64) -> Mod3 {
        let mut deck = seeded_shuffle(number, Deck::Double.cards()).into_iter();
        let mut game = Mod3::default();
        let places = game.foundations[..BUILT].iter_mut();
        for place in places.chain(game.reserve.iter_mut()) {
            place.push(deck.next().expect("104 cards cover the deal"));
        }
        for card in deck {
            game.stock.push_face_down(card);
        }
        // Number the copies in the order the notation reads them, so a
        // deal is exactly the position it reads back as.
        let mut copies = Copies::new(Deck::Double);
        let piles = std::iter::once(&mut game.stock)
            .chain(game.foundations.iter_mut())
            .chain(game.reserve.iter_mut());
        for pile in piles {
            copies.number(pile).expect("the deck's own cards");
        }
        game
    }

    /// Reads a position in the notation: both decks, each card twice.
    pub fn parse(text: &str) -> Result<Mod3, ParseError> {
        whole(Mod3::parse_partial(text)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<Mod3, ParseError> {
        read_into(
            Mod3::default(),
            text,
            "not a Mod3 pile (stock, f0-f24, t0-t7)",
            |id, pile| match id {
                ACES if pile.cards().iter().any(|c| c.rank() != Rank::ACE) => {
                    Some("the aces pile holds aces only")
                }
                PileId::Foundation(n) if id != ACES => (pile.len() > 1
                    && !is_build(usize::from(n), pile.cards()))
                .then_some("a place of the rows holds one card, or its row's build by threes"),
                PileId::Column(_) if pile.face_down() > 0 => Some("Mod3's reserve lies face up"),
                _ => None,
            },
        )
    }

    /// Every pile with its name, in table order: the stock, the rows and
    /// the aces, the reserve.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        std::iter::once((PileId::Stock, &self.stock))
            .chain(numbered(PileId::Foundation, &self.foundations))
            .chain(numbered(PileId::Column, &self.reserve))
    }

    /// The reserve, the fourth row.
    pub fn reserve(&self) -> &[Pile; WIDTH] {
        &self.reserve
    }

    /// Whether built place `n` takes `card` now.
    fn builds(&self, n: usize, card: Card) -> bool {
        let place = self.foundations[n].cards();
        match place.last() {
            None => card.rank().value() == base(n),
            Some(top) => {
                is_build(n, &place[..1])
                    && top.suit() == card.suit()
                    && top.rank().value() + 3 == card.rank().value()
            }
        }
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        if from == ACES || !matches!(from, PileId::Foundation(_) | PileId::Column(_)) {
            return Err(Illegal::NotASource(from));
        }
        if count != 1 {
            return Err(Illegal::OneAtATime);
        }
        let card = cards[0];
        match to {
            ACES if card.rank() == Rank::ACE => Ok(()),
            ACES => Err(Illegal::NotAnAce),
            PileId::Foundation(n) if self.builds(usize::from(n), card) => Ok(()),
            PileId::Foundation(_) => Err(Illegal::NotUpByThree),
            PileId::Column(_) if dest.is_empty() => Ok(()),
            PileId::Column(_) => Err(Illegal::OnlyOnEmpty),
            _ => Err(Illegal::NotADestination(to)),
        }
    }
}

impl PileSet for Mod3 {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Stock => Some(&mut self.stock),
            PileId::Foundation(n) => self.foundations.get_mut(usize::from(n)),
            PileId::Column(n) => self.reserve.get_mut(usize::from(n)),
            _ => None,
        }
    }
}

impl Patience for Mod3 {
    fn variant(&self) -> Variant {
        Variant::Mod3
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
            PileId::Foundation(n) => self.foundations.get(usize::from(n)),
            PileId::Column(n) => self.reserve.get(usize::from(n)),
            _ => None,
        }
    }

    /// The three rows and the aces pile.
    fn foundations(&self) -> &[Pile] {
        &self.foundations
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        self.moves += 1;
        let mut events = Vec::new();
        match mv {
            Move::Draw => {
                events.push(self.stock.deal_onto(&mut self.reserve));
            }
            Move::Transfer { from, to, count } => {
                events.push(self.transfer(from, to, count));
                // A reserve place the player empties is filled at once.
                let emptied = self.pile(from).is_some_and(Pile::is_empty);
                if matches!(from, PileId::Column(_)) && emptied && !self.stock.is_empty() {
                    let cards = self.stock.take(1);
                    self.pile_mut(from).expect("checked").extend(cards.clone());
                    events.push(Event::Moved {
                        from: PileId::Stock,
                        to: from,
                        cards,
                    });
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

    /// Aces aside first, then builds in the rows, then moves into an empty
    /// reserve place, the deal last.
    fn legal_moves(&self) -> Vec<Move> {
        let sources: Vec<PileId> = (0..BUILT as u8)
            .map(PileId::Foundation)
            .chain((0..WIDTH as u8).map(PileId::Column))
            .collect();
        let targets = [ACES]
            .into_iter()
            .chain((0..BUILT as u8).map(PileId::Foundation))
            .chain((0..WIDTH as u8).map(PileId::Column));
        let mut moves: Vec<Move> = targets
            .flat_map(|to| sources.iter().map(move |&from| Move::one(from, to)))
            .filter(|mv| self.check(*mv).is_ok())
            .collect();
        if self.check(Move::Draw).is_ok() {
            moves.push(Move::Draw);
        }
        moves
    }

    /// The top card of a place in the four rows; nothing from the aces or
    /// the stock.
    fn lift(&self, pile: PileId) -> usize {
        let movable = pile != ACES && matches!(pile, PileId::Foundation(_) | PileId::Column(_));
        usize::from(movable && self.pile(pile).is_some_and(|p| !p.is_empty()))
    }

    /// A click sends a card to its row (or an ace aside) before an empty
    /// reserve place.
    fn home_first(&self) -> bool {
        true
    }

    /// An ace aside, unless it lies alone in the reserve with the stock
    /// still dealing: its place would take the stock's next card, which
    /// changes what every later deal brings.
    fn safe_home_move(&self) -> Option<Move> {
        let lone = |p: PileId| matches!(p, PileId::Column(_)) && !self.stock.is_empty();
        self.legal_moves().into_iter().find(|mv| {
            matches!(*mv, Move::Transfer { from, to: ACES, .. }
                if !(lone(from) && self.pile(from).is_some_and(|p| p.len() == 1)))
        })
    }

    /// Every place of the three rows holds its build of four.
    fn is_won(&self) -> bool {
        self.foundations[..BUILT].iter().all(|p| p.len() == FULL)
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    /// The rows start from 2, 3 and 4, not from an ace.
    fn home_base(&self) -> Option<Rank> {
        None
    }

    /// An empty place of a row takes its base (2, 3 or 4), the aces pile
    /// an ace; a reserve place takes any card.
    fn empty_takes(&self, pile: PileId) -> Option<Rank> {
        match pile {
            ACES => Some(Rank::ACE),
            PileId::Foundation(n) => Rank::new(base(usize::from(n))),
            _ => None,
        }
    }

    /// The foundations are the three rows and the aces put aside; the
    /// columns are the reserve.
    fn pile_kind(&self, pile: PileId) -> PileKind {
        match pile {
            ACES => PileKind::Aces,
            PileId::Foundation(n) => PileKind::Row(n / WIDTH as u8),
            PileId::Column(_) => PileKind::Reserve,
            _ => PileKind::of(pile),
        }
    }

    /// `stock` for a deal, `t3 f24` to put an ace aside, `t1 f9` to build.
    fn move_text(&self, mv: Move) -> String {
        match mv {
            Move::Draw => "stock".to_string(),
            other => other.to_string(),
        }
    }
}

impl Laid for Mod3 {
    /// The three rows squared up a little apart, the reserve fanned down
    /// below them; at the right the aces beside the first row and the
    /// stock beside the reserve.
    fn table(&self) -> Table {
        let rows = (0..BUILT).map(|n| Place {
            pile: PileId::Foundation(n as u8),
            across: (n % WIDTH) as f32,
            row: 0,
            down: 1.1 * (n / WIDTH) as f32,
            fan: Fan::Stacked,
        });
        let side = [(ACES, 0), (PileId::Stock, 1)].map(|(pile, row)| Place {
            pile,
            across: WIDTH as f32,
            row,
            down: 2.2 * f32::from(row),
            fan: Fan::Stacked,
        });
        let reserve = Table::with_columns(0, &[], WIDTH as u8).places;
        let reserve = reserve
            .into_iter()
            .map(|place| Place { down: 2.2, ..place });
        Table {
            width: WIDTH as u8 + 1,
            places: rows.chain(side).chain(reserve).collect(),
            wide: None,
        }
    }
}

impl fmt::Display for Mod3 {
    /// The notation: `stock:` (bottom first; its last card is dealt first,
    /// onto t0), `f0:`..`f24:`, `t0:`..`t7:`, one line each, bottom first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_named_piles(f, &mut self.all_piles())
    }
}

#[cfg(test)]
mod tests;
