//! The painter's colours, in one place so the deck stays consistent.

use crate::model::card::{Color as SuitColor, Suit};
use macroquad::color::Color;

/// Builds a colour from `0xRRGGBB`.
pub(crate) const fn rgb(hex: u32) -> Color {
    Color::new(
        ((hex >> 16) & 0xff) as f32 / 255.0,
        ((hex >> 8) & 0xff) as f32 / 255.0,
        (hex & 0xff) as f32 / 255.0,
        1.0,
    )
}

pub(crate) const CARD_WHITE: Color = rgb(0xfdfdfa);
/// The thin rim of a face; the atlas is also cleared to this colour
/// (transparent) so filtered edges fade to grey rather than to black.
pub(crate) const CARD_RIM: Color = rgb(0x8f948f);
pub(crate) const RED: Color = rgb(0xc8102e);
pub(crate) const BLACK: Color = rgb(0x1b1b1f);
pub(crate) const CLUB_GREEN: Color = rgb(0x19803a);
pub(crate) const DIAMOND_BLUE: Color = rgb(0x1d57c4);

pub(crate) const GOLD: Color = rgb(0xe6b534);
pub(crate) const ROYAL_BLUE: Color = rgb(0x2f56a6);
pub(crate) const SKIN: Color = rgb(0xf8dcc0);
pub(crate) const LINE: Color = rgb(0x26221f);
pub(crate) const FRAME_PAPER: Color = rgb(0xfff6df);
pub(crate) const WHITE: Color = rgb(0xffffff);

/// The ink of a suit: red and black, or green, blue, red, black for a
/// four-colour deck.
pub(crate) fn suit_ink(suit: Suit, four_color: bool) -> Color {
    match (suit, four_color) {
        (Suit::Clubs, true) => CLUB_GREEN,
        (Suit::Diamonds, true) => DIAMOND_BLUE,
        (Suit::Hearts, _) | (Suit::Diamonds, false) => RED,
        (Suit::Spades, _) | (Suit::Clubs, false) => BLACK,
    }
}

/// The colour a court figure's garments take besides the suit ink and
/// gold: blue beside red ink, red beside black, green or blue ink, as
/// printed courts mix them.
pub(crate) fn court_accent(suit: Suit, four_color: bool) -> Color {
    match (suit.color(), suit, four_color) {
        (SuitColor::Red, Suit::Hearts, _) | (SuitColor::Red, _, false) => ROYAL_BLUE,
        _ => RED,
    }
}
