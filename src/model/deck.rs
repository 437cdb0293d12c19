//! The decks games are dealt from, and how a position read from notation
//! gets its card ids: notation names faces, so the first A♠ read is copy 0,
//! the next copy 1, and so on; a face read more often than the deck holds
//! it is an error, and so is a card of the deck left out.

use super::card::{Card, Face, Suit};
use super::notation::ParseError;
use super::pile::Pile;

/// The cards a game is dealt from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deck {
    /// One deck of 52.
    Standard,
    /// Two decks of 52.
    Double,
    /// Spider with one suit: eight copies of the thirteen spades.
    SpadesOnly,
    /// Spider with two suits: four copies each of the spades and hearts.
    SpadesAndHearts,
}

impl Deck {
    /// How many copies of `face` the deck holds.
    pub fn copies(self, face: Face) -> u8 {
        match (self, face.suit()) {
            (Deck::Standard, _) => 1,
            (Deck::Double, _) => 2,
            (Deck::SpadesOnly, Suit::Spades) => 8,
            (Deck::SpadesAndHearts, Suit::Spades | Suit::Hearts) => 4,
            (Deck::SpadesOnly | Deck::SpadesAndHearts, _) => 0,
        }
    }

    /// Every card of the deck, copy by copy in face order.
    pub fn cards(self) -> Vec<Card> {
        (0..8u8)
            .flat_map(|copy| {
                Face::all()
                    .filter(move |f| copy < self.copies(*f))
                    .map(move |f| Card::of(f, copy))
            })
            .collect()
    }

    /// How many cards the deck holds (the sum of [`Deck::copies`], written
    /// out: a described game asks at every check whether it is won).
    pub fn len(self) -> usize {
        match self {
            Deck::Standard => 52,
            Deck::Double | Deck::SpadesOnly | Deck::SpadesAndHearts => 104,
        }
    }

    /// Never: every deck holds cards (for clippy's `len` rule).
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }
}

/// Numbers the copies of each face as a position is read, pile after pile
/// (each bottom first): the notation's cards, read as first copies, become
/// the ids of the deck.
#[derive(Clone, Debug)]
pub struct Copies {
    deck: Deck,
    seen: [u8; 52],
}

impl Copies {
    pub fn new(deck: Deck) -> Copies {
        Copies {
            deck,
            seen: [0; 52],
        }
    }

    /// Gives the cards of `pile` their ids; a face given more often than
    /// the deck holds it is returned as the error.
    pub fn number(&mut self, pile: &mut Pile) -> Result<(), Card> {
        for card in pile.cards_mut() {
            let face = card.face();
            let copy = self.seen[face.index()];
            if copy >= self.deck.copies(face) {
                return Err(*card);
            }
            self.seen[face.index()] += 1;
            *card = Card::of(face, copy);
        }
        Ok(())
    }
}

/// Checks that `piles` hold the whole deck, which after [`Copies`]
/// makes each card there exactly once. A board with cards missing is a typo
/// or a cut-off file, not a game; the error names every missing card (as
/// fc-solve does) at `line`, the end of the text.
pub fn check_complete<'a>(
    piles: impl IntoIterator<Item = &'a Pile>,
    deck: Deck,
    line: usize,
) -> Result<(), ParseError> {
    check_all(&mut piles.into_iter(), deck, line)
}

/// [`check_complete`] in one copy for every game (the page's size is
/// budgeted): the piles come in as a trait object.
fn check_all(
    piles: &mut dyn Iterator<Item = &Pile>,
    deck: Deck,
    line: usize,
) -> Result<(), ParseError> {
    let mut seen = vec![false; Card::IDS];
    for pile in piles {
        for &c in pile.cards() {
            seen[c.index()] = true;
        }
    }
    let missing: Vec<String> = deck
        .cards()
        .into_iter()
        .filter(|c| !seen[c.index()])
        .map(|c| c.to_string())
        .collect();
    match missing.len() {
        0 => Ok(()),
        n => Err(ParseError::new(
            line,
            missing.join(" "),
            format!(
                "{n} card{} missing: a position holds each of the {} cards once",
                if n == 1 { " is" } else { "s are" },
                deck.len()
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_deck_holds_distinct_ids() {
        for (deck, len) in [
            (Deck::Standard, 52),
            (Deck::Double, 104),
            (Deck::SpadesOnly, 104),
            (Deck::SpadesAndHearts, 104),
        ] {
            let mut cards = deck.cards();
            assert_eq!((cards.len(), deck.len()), (len, len), "{deck:?}");
            cards.sort();
            cards.dedup();
            assert_eq!(cards.len(), len, "{deck:?}: every id once");
        }
        assert!(Deck::SpadesOnly
            .cards()
            .iter()
            .all(|c| c.suit() == Suit::Spades));
    }

    #[test]
    fn repeated_faces_become_successive_copies_up_to_the_deck() {
        let card = |s: &str| s.parse::<Card>().unwrap();
        let mut a = Pile::with_cards(vec![card("AS"), card("2H")], 0);
        let mut b = Pile::with_cards(vec![card("AS")], 0);
        let mut copies = Copies::new(Deck::Double);
        copies.number(&mut a).unwrap();
        copies.number(&mut b).unwrap();
        assert_eq!(a.cards()[0].copy(), 0);
        assert_eq!(b.cards()[0].copy(), 1);
        let mut c = Pile::with_cards(vec![card("AS"), card("AS")], 0);
        assert_eq!(
            Copies::new(Deck::Standard).number(&mut c),
            Err(card("AS")),
            "one deck has one A♠"
        );
        let mut d = Pile::with_cards(vec![card("AD")], 0);
        assert!(Copies::new(Deck::SpadesAndHearts).number(&mut d).is_err());
    }

    #[test]
    fn a_missing_card_is_named() {
        let all = Pile::with_cards(Card::deck().collect(), 0);
        assert!(check_complete([&all], Deck::Standard, 1).is_ok());
        let short = Pile::with_cards(Card::deck().filter(|c| c.to_string() != "QH").collect(), 0);
        let err = check_complete([&short], Deck::Standard, 9).unwrap_err();
        assert_eq!((err.line, err.token.as_str()), (9, "QH"));
        assert!(err.reason.starts_with("1 card is missing"), "{err}");
        let err = check_complete([&all], Deck::Double, 1).unwrap_err();
        assert!(err.reason.starts_with("52 cards are missing"), "{err}");
    }
}
