//! Cards as plain values: a [`Card`] is an id (which copy of which face),
//! its [`Face`] a rank and a suit looked up from it.
//!
//! Whether a card lies face up is not a property of the card but of the pile it
//! lies in (see [`crate::model::pile::Pile`]), so a card never changes.

use std::fmt;
use std::str::FromStr;

/// The four suits, in the order Microsoft's FreeCell deal generator uses
/// (clubs, diamonds, hearts, spades).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

/// The colour of a suit; columns build down in alternating colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    Red,
    Black,
}

impl Suit {
    /// All suits in deal order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// Red for diamonds and hearts, black for clubs and spades.
    pub fn color(self) -> Color {
        match self {
            Suit::Diamonds | Suit::Hearts => Color::Red,
            Suit::Clubs | Suit::Spades => Color::Black,
        }
    }

    /// 0..4 in [`Suit::ALL`] order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter used in notation: `C D H S`.
    pub fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self.index()]
    }

    /// The symbol players read: `♣ ♦ ♥ ♠` (the UI font has them).
    pub fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self.index()]
    }

    /// Reads a suit letter, either case.
    pub fn from_letter(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// A rank from ace (1) to king (13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const TWO: Rank = Rank(2);
    pub const JACK: Rank = Rank(11);
    pub const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);

    /// A rank from its value 1..=13; `None` outside that range.
    pub fn new(value: u8) -> Option<Rank> {
        (1..=13).contains(&value).then_some(Rank(value))
    }

    /// 1 for the ace up to 13 for the king.
    pub fn value(self) -> u8 {
        self.0
    }

    /// The rank one higher, `None` above the king.
    pub fn next(self) -> Option<Rank> {
        Rank::new(self.0 + 1)
    }

    /// The rank one lower, `None` below the ace.
    pub fn prev(self) -> Option<Rank> {
        Rank::new(self.0.wrapping_sub(1))
    }

    /// The letter used in notation: `A 2 … 9 T J Q K`.
    pub fn letter(self) -> char {
        b"A23456789TJQK"[self.0 as usize - 1] as char
    }

    /// The label printed on a card's corner: `10` rather than `T`.
    pub fn label(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self.0 as usize - 1]
    }

    /// Reads `A 2 … 9 T J Q K` (either case) or `10`.
    pub fn from_text(s: &str) -> Option<Rank> {
        if s == "10" {
            return Some(Rank(10));
        }
        let mut chars = s.chars();
        let c = chars.next()?.to_ascii_uppercase();
        if chars.next().is_some() {
            return None;
        }
        let value = "A23456789TJQK".find(c)? as u8 + 1;
        Some(Rank(value))
    }

    /// All thirteen ranks, ace first.
    pub fn all() -> impl Iterator<Item = Rank> {
        (1..=13).map(Rank)
    }
}

/// A card's face: a rank and a suit in one byte (`(rank - 1) * 4 + suit`),
/// so the 52 faces are the indices 0..52 in Microsoft's order (AC AD AH AS
/// 2C ...). What a card looks like and how it builds; not which card it is
/// (two decks hold two of each face).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Face(u8);

impl Face {
    /// The face as players write it, for words on the screen: `10♥`,
    /// `A♦` (the notation's `TH`, `AD` are for files and the command line).
    pub fn name(self) -> String {
        format!("{}{}", self.rank().label(), self.suit().symbol())
    }

    pub fn new(rank: Rank, suit: Suit) -> Face {
        Face((rank.0 - 1) * 4 + suit as u8)
    }

    /// The face with index 0..52 (`None` otherwise).
    pub fn from_index(index: usize) -> Option<Face> {
        (index < 52).then_some(Face(index as u8))
    }

    /// 0..52, ace of clubs first, king of spades last.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn rank(self) -> Rank {
        Rank(self.0 / 4 + 1)
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 % 4) as usize]
    }

    pub fn color(self) -> Color {
        self.suit().color()
    }

    /// The 52 faces in index order.
    pub fn all() -> impl Iterator<Item = Face> {
        (0..52).map(Face)
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().letter(), self.suit().letter())
    }
}

impl fmt::Debug for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Face {
    type Err = BadCard;

    /// Reads `7S`, `TD`, `10d`, `qh`.
    fn from_str(s: &str) -> Result<Face, BadCard> {
        let bad = || BadCard(s.to_string());
        let suit_char = s.chars().last().ok_or_else(bad)?;
        let suit = Suit::from_letter(suit_char).ok_or_else(bad)?;
        let rank_text = &s[..s.len() - suit_char.len_utf8()];
        let rank = Rank::from_text(rank_text).ok_or_else(bad)?;
        Ok(Face::new(rank, suit))
    }
}

/// A card on the table: which copy of which face (`copy * 52 + face`). Its
/// identity is this id, not its face: the two A♠ of a two-deck game are two
/// cards, each with its own place on the table and in the view. A one-deck
/// game holds the first copy of each face, whose ids are the face indices.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u16);

impl Card {
    /// How many ids there are: room for eight copies of every face (Spider
    /// with one suit deals eight copies of the spades).
    pub const IDS: usize = 8 * 52;

    /// The first copy of a face (the card of a one-deck game).
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card::of(Face::new(rank, suit), 0)
    }

    /// Copy `copy` (0..8) of a face.
    pub fn of(face: Face, copy: u8) -> Card {
        debug_assert!(usize::from(copy) < Card::IDS / 52);
        Card(u16::from(copy) * 52 + u16::from(face.0))
    }

    /// The card with id `index` (`None` past [`Card::IDS`]).
    pub fn from_index(index: usize) -> Option<Card> {
        (index < Card::IDS).then_some(Card(index as u16))
    }

    /// The id, 0..[`Card::IDS`]: what piles, the view and saves key by.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// What the card shows.
    pub fn face(self) -> Face {
        Face((self.0 % 52) as u8)
    }

    /// Which copy of its face it is: 0 in a one-deck game.
    pub fn copy(self) -> u8 {
        (self.0 / 52) as u8
    }

    pub fn rank(self) -> Rank {
        self.face().rank()
    }

    pub fn suit(self) -> Suit {
        self.face().suit()
    }

    pub fn color(self) -> Color {
        self.face().color()
    }

    /// True when `self` may lie on `below` in a column that builds down in
    /// alternating colours.
    pub fn builds_down_on(self, below: Card) -> bool {
        self.color() != below.color() && self.rank().value() + 1 == below.rank().value()
    }

    /// One whole deck, in face order.
    pub fn deck() -> impl Iterator<Item = Card> {
        Face::all().map(|face| Card::of(face, 0))
    }

    /// A name that tells copies apart, for the page's state and tests:
    /// `AS` for the first copy, `AS'1` for the second.
    pub fn key(self) -> String {
        match self.copy() {
            0 => self.face().to_string(),
            n => format!("{}'{n}", self.face()),
        }
    }
}

/// Notation names the face; which copy is the notation reader's business
/// (see [`crate::model::deck`]).
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.face(), f)
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key())
    }
}

/// Why a card token could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadCard(pub String);

impl fmt::Display for BadCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a card (rank A 2-9 T/10 J Q K, then suit C D H S)",
            self.0
        )
    }
}

impl std::error::Error for BadCard {}

impl FromStr for Card {
    type Err = BadCard;

    /// Reads a face as its first copy: `7S`, `TD`, `10d`, `qh`.
    fn from_str(s: &str) -> Result<Card, BadCard> {
        Ok(Card::of(s.parse()?, 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_its_name() {
        for card in Card::deck() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!("10d".parse::<Card>().unwrap().to_string(), "TD");
    }

    #[test]
    fn two_copies_of_a_face_are_two_cards_that_look_alike() {
        let face: Face = "AS".parse().unwrap();
        let (a, b) = (Card::of(face, 0), Card::of(face, 1));
        assert_ne!(a, b);
        assert_eq!((a.face(), b.face()), (face, face));
        assert_eq!((a.to_string(), b.to_string()), ("AS".into(), "AS".into()));
        assert_eq!((a.key(), b.key()), ("AS".into(), "AS'1".into()));
        assert_eq!(Card::from_index(b.index()), Some(b));
        let last = Card::of(Face::from_index(51).unwrap(), 7);
        assert_eq!(last.index(), Card::IDS - 1);
    }

    #[test]
    fn nonsense_is_not_a_card() {
        for text in ["", "1S", "11H", "KX", "K", "S", "ÄS", "KSS"] {
            assert!(text.parse::<Card>().is_err(), "{text}");
        }
    }

    #[test]
    fn black_seven_builds_on_red_eight_only() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert!(c("7S").builds_down_on(c("8H")));
        assert!(!c("7D").builds_down_on(c("8H")));
        assert!(!c("6S").builds_down_on(c("8H")));
    }
}
