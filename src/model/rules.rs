//! Predicates the variants share: how columns and foundations build, and when
//! a card can safely go home.

use super::card::{Card, Rank};
use super::moves::Illegal;
use super::pile::{Pile, PileId};

/// True when `cards` (bottom first) build down in alternating colours.
pub fn is_run(cards: &[Card]) -> bool {
    cards.windows(2).all(|w| w[1].builds_down_on(w[0]))
}

/// What every variant checks first about a transfer: both piles exist,
/// they differ, and the source holds at least `count > 0` cards. Gives the
/// destination and the cards that would move, bottom first.
pub fn transfer_parts<'a>(
    pile: impl Fn(PileId) -> Option<&'a Pile>,
    from: PileId,
    to: PileId,
    count: usize,
) -> Result<(&'a Pile, &'a [Card]), Illegal> {
    let source = pile(from).ok_or(Illegal::NoSuchPile(from))?;
    let dest = pile(to).ok_or(Illegal::NoSuchPile(to))?;
    if from == to {
        return Err(Illegal::SamePile);
    }
    match source.top_cards(count) {
        Some(cards) if count > 0 => Ok((dest, cards)),
        _ => Err(Illegal::NotEnoughCards),
    }
}

/// How many cards at the top of the pile form a face-up run.
pub fn top_run_len(pile: &Pile) -> usize {
    let up = pile.face_up_cards();
    if up.is_empty() {
        return 0;
    }
    let mut n = 1;
    while n < up.len() && up[up.len() - n].builds_down_on(up[up.len() - n - 1]) {
        n += 1;
    }
    n
}

/// True when `card` is the next card for this foundation pile (an ace on an
/// empty one, else the next rank of the same suit).
pub fn fits_foundation(card: Card, foundation: &Pile) -> bool {
    match foundation.top() {
        None => card.rank() == Rank::ACE,
        Some(top) => top.suit() == card.suit() && top.rank().next() == Some(card.rank()),
    }
}

/// True when `card` may lie on `column` by the alternating-colour rule
/// (`None` for an empty column is left to the variant).
pub fn builds_on_top(card: Card, column: &Pile) -> Option<bool> {
    column.top().map(|top| card.builds_down_on(top))
}

/// The foundation (index into `foundations`) that takes `card` now: the one
/// with its suit, or for an ace the empty one of its suit's place (the table
/// shows the suits faintly in [`super::card::Suit::ALL`] order), else the
/// first empty one.
pub fn foundation_for(card: Card, foundations: &[Pile]) -> Option<usize> {
    if card.rank() == Rank::ACE {
        let own = card.suit().index();
        if foundations.get(own).is_some_and(Pile::is_empty) {
            return Some(own);
        }
        return foundations.iter().position(Pile::is_empty);
    }
    foundations
        .iter()
        .position(|f| !f.is_empty() && fits_foundation(card, f))
}

/// The highest rank of each suit already home (0 when none).
pub fn home_ranks(foundations: &[Pile]) -> [u8; 4] {
    let mut ranks = [0u8; 4];
    for f in foundations {
        if let Some(top) = f.top() {
            ranks[top.suit().index()] = top.rank().value();
        }
    }
    ranks
}

/// The usual safe auto-play rule: a card may go home when it never needs to
/// stay in a column, i.e. aces and twos always, other cards when both cards of
/// the other colour one rank lower are already home (nothing could be built
/// on it any more). The card must also be the next on its foundation.
pub fn is_safe_home(card: Card, foundations: &[Pile]) -> bool {
    let ranks = home_ranks(foundations);
    let v = card.rank().value();
    if ranks[card.suit().index()] + 1 != v {
        return false;
    }
    if v <= 2 {
        return true;
    }
    super::card::Suit::ALL
        .iter()
        .filter(|s| s.color() != card.color())
        .all(|s| ranks[s.index()] + 1 >= v)
}

/// True when `pile` holds one suit from the ace up, as a foundation does
/// (or nothing).
pub fn is_built_from_ace(pile: &Pile) -> bool {
    let cards = pile.cards();
    cards
        .iter()
        .enumerate()
        .all(|(i, c)| c.suit() == cards[0].suit() && usize::from(c.rank().value()) == i + 1)
}

/// For a two-deck game, the rank of each suit that both its foundations
/// have reached (0 while one of them is not begun): every card of the suit
/// up to it is home.
pub fn both_home(foundations: &[Pile]) -> [u8; 4] {
    let mut high = [[0u8; 2]; 4];
    for top in foundations.iter().filter_map(Pile::top) {
        let pair = &mut high[top.suit().index()];
        // The lower slot is the one still free.
        if pair[0] > pair[1] {
            pair.swap(0, 1);
        }
        pair[0] = top.rank().value();
    }
    high.map(|pair| pair[0].min(pair[1]))
}

/// True when every column's cards go down in rank from the bottom (any
/// suits) and lie face up: with nothing left in the stock, the lowest card
/// out is always on top of a column and fits a foundation, so the cards
/// can go home one by one.
pub fn columns_descend(columns: &[Pile]) -> bool {
    columns
        .iter()
        .all(|c| c.face_down() == 0 && c.cards().windows(2).all(|w| w[1].rank() < w[0].rank()))
}

/// Number of cards on all foundations.
pub fn cards_home(foundations: &[Pile]) -> usize {
    foundations.iter().map(Pile::len).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pile(text: &str) -> Pile {
        let cards = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        Pile::with_cards(cards, 0)
    }

    #[test]
    fn a_three_goes_home_only_when_both_other_colour_twos_are_home() {
        let card: Card = "3H".parse().unwrap();
        let partly = [pile("AH 2H"), pile("AS 2S"), pile("AC"), pile("")];
        assert!(
            !is_safe_home(card, &partly),
            "2C still out: 3H may be needed"
        );
        let all = [pile("AH 2H"), pile("AS 2S"), pile("AC 2C"), pile("")];
        assert!(is_safe_home(card, &all));
    }

    #[test]
    fn aces_and_twos_are_always_safe() {
        assert!(is_safe_home("AD".parse().unwrap(), &[pile(""), pile("")]));
        assert!(is_safe_home("2D".parse().unwrap(), &[pile("AD"), pile("")]));
        assert!(!is_safe_home(
            "2D".parse().unwrap(),
            &[pile("AH"), pile("")]
        ));
    }

    #[test]
    fn top_run_counts_alternating_descending_cards() {
        assert_eq!(top_run_len(&pile("KS 9H 8S 7D")), 3);
        assert_eq!(top_run_len(&pile("9H 8H")), 1);
        assert_eq!(top_run_len(&pile("")), 0);
        assert_eq!(
            top_run_len(&Pile::with_cards(pile("9H 8S 7D").cards().to_vec(), 2)),
            1
        );
    }
}
