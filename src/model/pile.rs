//! Piles and their names.

use std::fmt;
use std::str::FromStr;

use super::card::Card;
use super::moves::Event;

/// Where a pile lies on the table. Each variant uses the kinds it needs:
/// Klondike has stock, waste, 4 foundations and 7 columns; FreeCell has 4 free
/// cells, 4 foundations and 8 columns; Spider a stock, 8 foundations and 10
/// columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PileId {
    Stock,
    Waste,
    Foundation(u8),
    Column(u8),
    FreeCell(u8),
    /// A reserve (Canfield's thirteen): squared up, only its top card is
    /// played, and nothing is put on it. Written `r`.
    Reserve,
}

impl fmt::Display for PileId {
    /// The names of the notation: `stock`, `waste`, `f0`, `t3`, `c1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PileId::Stock => write!(f, "stock"),
            PileId::Waste => write!(f, "waste"),
            PileId::Foundation(n) => write!(f, "f{n}"),
            PileId::Column(n) => write!(f, "t{n}"),
            PileId::FreeCell(n) => write!(f, "c{n}"),
            PileId::Reserve => write!(f, "r"),
        }
    }
}

impl PileId {
    /// The pile as players name it, for a refusal's words: "the stock",
    /// "a foundation" (never the notation's `f3`).
    pub fn spoken(self) -> &'static str {
        match self {
            PileId::Stock => "the stock",
            PileId::Waste => "the waste",
            PileId::Foundation(_) => "a foundation",
            PileId::Column(_) => "a column",
            PileId::FreeCell(_) => "a free cell",
            PileId::Reserve => "the reserve",
        }
    }
}

/// The piles of one kind with their names: `numbered(PileId::Column,
/// &columns)` gives `(t0, …), (t1, …)`, in order.
pub fn numbered(kind: fn(u8) -> PileId, piles: &[Pile]) -> impl Iterator<Item = (PileId, &Pile)> {
    piles
        .iter()
        .enumerate()
        .map(move |(i, p)| (kind(i as u8), p))
}

/// A game's piles, reached by name for the one thing every game does
/// alike: moving cards from one pile to another.
pub trait PileSet {
    /// The pile called `id`, if the game has one.
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile>;

    /// Moves the top `count` cards of `from` onto `to`, in their order, and
    /// says so. The game has checked the move: both piles exist and `from`
    /// holds the cards.
    fn transfer(&mut self, from: PileId, to: PileId, count: u8) -> Event {
        let cards = self.pile_mut(from).expect("checked").take(count.into());
        self.pile_mut(to)
            .expect("checked")
            .extend(cards.iter().copied());
        Event::Moved { from, to, cards }
    }
}

/// How many foundation names there are, `f0` to `f24`: the most any game
/// has (Mod3's three rows of eight and its aces).
pub const FOUNDATIONS: u8 = 25;

/// How many free cell names there are, `c0` to `c7`: the most any game has
/// (Eight Off's eight).
pub const CELLS: u8 = 8;

/// A pile name that is not one of `stock waste r f0..f24 t0..t27 c0..c7`
/// (TriPeaks and Pyramid number their 28 places as columns; Grandfather's
/// Clock has twelve foundations, Mod3 three rows of eight and its aces).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPileName(pub String);

impl fmt::Display for BadPileName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a pile (stock, waste, r, f0-f24, t0-t27, c0-c7)",
            self.0
        )
    }
}

impl std::error::Error for BadPileName {}

impl FromStr for PileId {
    type Err = BadPileName;

    fn from_str(s: &str) -> Result<PileId, BadPileName> {
        let bad = || BadPileName(s.to_string());
        match s {
            "stock" => return Ok(PileId::Stock),
            "waste" => return Ok(PileId::Waste),
            "r" => return Ok(PileId::Reserve),
            _ => {}
        }
        let mut chars = s.chars();
        let kind = chars.next().ok_or_else(bad)?;
        let rest = chars.as_str();
        if rest.is_empty() || rest.len() > 2 || !rest.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let n: u8 = rest.parse().map_err(|_| bad())?;
        match kind {
            'f' if n < FOUNDATIONS => Ok(PileId::Foundation(n)),
            't' if n < 28 => Ok(PileId::Column(n)),
            'c' if n < CELLS => Ok(PileId::FreeCell(n)),
            _ => Err(bad()),
        }
    }
}

/// A pile keeps its cards bottom first and how many of the lowest lie face
/// down; every card above those lies face up.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pile {
    cards: Vec<Card>,
    face_down: usize,
}

impl Pile {
    /// An empty pile.
    pub fn new() -> Pile {
        Pile::default()
    }

    /// A pile of `cards` (bottom first) whose lowest `face_down` lie face down.
    pub fn with_cards(cards: Vec<Card>, face_down: usize) -> Pile {
        let face_down = face_down.min(cards.len());
        Pile { cards, face_down }
    }

    /// The cards, bottom first.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The cards to renumber as a position is read (see
    /// [`crate::model::deck::Copies`]).
    pub(crate) fn cards_mut(&mut self) -> &mut [Card] {
        &mut self.cards
    }

    /// How many of the lowest cards lie face down.
    pub fn face_down(&self) -> usize {
        self.face_down
    }

    /// The face-up cards, bottom first.
    pub fn face_up_cards(&self) -> &[Card] {
        &self.cards[self.face_down..]
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The top card, if any.
    pub fn top(&self) -> Option<Card> {
        self.cards.last().copied()
    }

    /// Whether the card at `index` (0 = bottom) lies face up.
    pub fn is_face_up(&self, index: usize) -> bool {
        index >= self.face_down && index < self.cards.len()
    }

    /// The top `count` cards, bottom first (`None` if the pile is shorter).
    pub fn top_cards(&self, count: usize) -> Option<&[Card]> {
        self.cards
            .len()
            .checked_sub(count)
            .map(|i| &self.cards[i..])
    }

    /// Puts a card face up on top.
    pub fn push(&mut self, card: Card) {
        self.cards.push(card);
    }

    /// Puts a card face down on top; only valid while every card is face down
    /// (a stock), so the face-down count grows with it.
    pub fn push_face_down(&mut self, card: Card) {
        debug_assert_eq!(self.face_down, self.cards.len());
        self.cards.push(card);
        self.face_down = self.cards.len();
    }

    /// Takes the top `count` cards, bottom first. The face-down count shrinks
    /// if face-down cards are taken (as when the stock is drawn).
    pub fn take(&mut self, count: usize) -> Vec<Card> {
        let at = self.cards.len() - count.min(self.cards.len());
        let taken = self.cards.split_off(at);
        self.face_down = self.face_down.min(self.cards.len());
        taken
    }

    /// Deals a card from the top of this pile (a stock) face up onto each
    /// pile of `row`, the top card onto the first: the row deal of Spider,
    /// Gypsy, Aces Up and Mod3.
    pub fn deal_onto(&mut self, row: &mut [Pile]) -> Event {
        let mut cards = self.take(row.len());
        cards.reverse();
        for (pile, &card) in row.iter_mut().zip(&cards) {
            pile.push(card);
        }
        Event::Dealt { cards }
    }

    /// Turns `waste` over onto this empty pile as a stock, face down, so
    /// that the card drawn first comes first again.
    pub fn recycle_from(&mut self, waste: &mut Pile) {
        debug_assert!(self.is_empty());
        for card in waste.take(waste.len()).into_iter().rev() {
            self.push_face_down(card);
        }
    }

    /// Puts cards face up on top, bottom first.
    pub fn extend(&mut self, cards: impl IntoIterator<Item = Card>) {
        self.cards.extend(cards);
    }

    /// Turns the top card face up if every card lies face down above it.
    /// Returns true if a card turned.
    pub fn turn_up_top(&mut self) -> bool {
        if !self.cards.is_empty() && self.face_down == self.cards.len() {
            self.face_down -= 1;
            true
        } else {
            false
        }
    }

    /// Sets how many of the lowest cards lie face down (used when undoing a
    /// turned card is not by snapshot, e.g. in the solver).
    pub fn set_face_down(&mut self, face_down: usize) {
        self.face_down = face_down.min(self.cards.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pile_names_round_trip() {
        for id in [
            PileId::Stock,
            PileId::Waste,
            PileId::Foundation(3),
            PileId::Column(9),
            PileId::Column(27),
            PileId::Foundation(7),
            PileId::Foundation(11),
            PileId::Foundation(24),
            PileId::FreeCell(0),
            PileId::FreeCell(7),
            PileId::Reserve,
        ] {
            assert_eq!(id.to_string().parse::<PileId>(), Ok(id));
        }
        for bad in [
            "", "t", "t28", "f25", "f99", "c8", "r0", "x1", "t+1", "t01x", "stocks",
        ] {
            assert!(bad.parse::<PileId>().is_err(), "{bad}");
        }
        assert_eq!(
            "f25".parse::<PileId>().unwrap_err().to_string(),
            "`f25` is not a pile (stock, waste, r, f0-f24, t0-t27, c0-c7)"
        );
    }
}
