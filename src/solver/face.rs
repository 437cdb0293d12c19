//! A card as the searches of the two-deck games pack it: its face in a
//! byte, so the two copies of a card are one to the search.

use crate::model::card::Card;

/// A face: `(rank - 1) * 4 + suit`, as [`crate::model::card::Face`].
pub(crate) type Face = u8;

pub(crate) fn rank(f: Face) -> u8 {
    f / 4 + 1
}

pub(crate) fn suit(f: Face) -> u8 {
    f % 4
}

pub(crate) fn face(card: Card) -> Face {
    card.face().index() as u8
}
