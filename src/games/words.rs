//! Moves in players' words: "A♦ to the foundation", "10♥ onto J♠",
//! "turn the stock", Pyramid's "10♥ with 3♣". Hints (and anything else the
//! table says about a move) come from [`describe`], one function for every
//! game: it reads the cards from the position and asks the game what each
//! pile is to a player ([`PileKind`]), so no sentence names a pile by its
//! notation (`t3`, `f1`), which is for files and the command line.

use super::Game;
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::model::pile::PileId;

/// What a pile is to a player, as the words about a move name it. Most
/// games' piles are what their names say ([`PileKind::of`]); a game whose
/// foundations are something else says so in
/// [`super::Patience::pile_kind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PileKind {
    Stock,
    Waste,
    /// A foundation built up by suit.
    Foundation,
    /// Where cards leave the game for good (Aces Up, Pyramid).
    Discards,
    Column,
    FreeCell,
    /// A reserve: Mod3's places that take one card each, Canfield's pile
    /// of thirteen.
    Reserve,
    /// One of the rows built up from a base, counted from the top from 0
    /// (Mod3).
    Row(u8),
    /// Where aces are put aside (Mod3).
    Aces,
    /// The foundation at this hour of a clock, 1 to 12 (Grandfather's
    /// Clock).
    Hour(u8),
}

impl PileKind {
    /// What a pile is by its kind of name: a stock is a stock, `tN` a
    /// column, `fN` a foundation, `cN` a free cell.
    pub fn of(pile: PileId) -> PileKind {
        match pile {
            PileId::Stock => PileKind::Stock,
            PileId::Waste => PileKind::Waste,
            PileId::Foundation(_) => PileKind::Foundation,
            PileId::Column(_) => PileKind::Column,
            PileId::FreeCell(_) => PileKind::FreeCell,
            PileId::Reserve => PileKind::Reserve,
        }
    }
}

/// What a stock's count counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StockUnit {
    /// Cards to turn (Klondike, Golf, Pyramid...).
    Cards,
    /// Rows still to deal, a card onto each column (Spider, Gypsy, Aces
    /// Up).
    Deals,
    /// Times the columns may still be gathered and dealt (Grandfather).
    Redeals,
}

/// The count of a stock with its word: "24 cards", "1 deal", "0 redeals".
pub fn stock_label(left: usize, unit: StockUnit) -> String {
    let word = match unit {
        StockUnit::Cards => "card",
        StockUnit::Deals => "deal",
        StockUnit::Redeals => "redeal",
    };
    let plural = if left == 1 { "" } else { "s" };
    format!("{left} {word}{plural}")
}

/// A card as players write it: `10♥`, `A♦`.
pub fn card_name(card: Card) -> String {
    card.face().name()
}

/// `mv` in players' words, seen from `game` (the position it is played
/// from): which card goes where, named by the cards and the kinds of
/// place, never by pile codes. A move the position cannot show (a pile
/// without the cards) is still described by its places.
pub fn describe(game: &Game, mv: Move) -> String {
    match mv {
        Move::Draw => draw(game),
        Move::Pair { a, b } => format!("{} with {}", top_name(game, a), top_name(game, b)),
        Move::Transfer { from, to, count } => transfer(game, from, to, count),
    }
}

/// The stock's move: turning a card, dealing a row, turning the waste
/// back, or gathering the columns for a redeal, whichever this position
/// makes of it.
fn draw(game: &Game) -> String {
    let stock_has_cards = game.pile(PileId::Stock).is_some_and(|p| !p.is_empty());
    let has_waste = game.pile(PileId::Waste).is_some();
    match (stock_has_cards, has_waste) {
        (true, true) => "turn the stock".into(),
        (true, false) => "deal a row from the stock".into(),
        (false, true) => "turn the waste back into the stock".into(),
        (false, false) => "gather the columns and deal them again".into(),
    }
}

/// The top card of `pile`, named; the pile's kind when it has none.
fn top_name(game: &Game, pile: PileId) -> String {
    match game.pile(pile).and_then(|p| p.top()) {
        Some(card) => card_name(card),
        None => format!("the card of {}", kind_phrase(game.pile_kind(pile))),
    }
}

/// "the foundation", "a free cell": a place named without its card.
fn kind_phrase(place: PileKind) -> String {
    match place {
        PileKind::Stock => "the stock".into(),
        PileKind::Waste => "the waste".into(),
        PileKind::Foundation => "the foundation".into(),
        PileKind::Discards => "the discards".into(),
        PileKind::Column => "a column".into(),
        PileKind::FreeCell => "a free cell".into(),
        PileKind::Reserve => "the reserve".into(),
        PileKind::Row(r) => format!("the {} row", ordinal(r)),
        PileKind::Aces => "the aces".into(),
        PileKind::Hour(h) => format!("{h} o'clock"),
    }
}

fn ordinal(row: u8) -> &'static str {
    match row {
        0 => "first",
        1 => "second",
        2 => "third",
        _ => "last",
    }
}

fn transfer(game: &Game, from: PileId, to: PileId, count: u8) -> String {
    let source = game.pile(from);
    let first = source
        .and_then(|p| p.top_cards(usize::from(count)))
        .and_then(|cards| cards.first().copied());
    let mut what = match first {
        Some(card) => card_name(card),
        None => format!("a card from {}", kind_phrase(game.pile_kind(from))),
    };
    match count {
        0 | 1 => {}
        2 => what.push_str(" and the card on it"),
        n => what.push_str(&format!(" and the {} cards on it", n - 1)),
    }
    // A card taken back from a foundation is rare enough to say where
    // it comes from.
    if matches!(game.pile_kind(from), PileKind::Foundation) {
        what.push_str(" from the foundation");
    }
    let onto = game
        .pile(to)
        .filter(|p| p.len() > p.face_down())
        .and_then(|p| p.top());
    match (game.pile_kind(to), onto) {
        (PileKind::Discards, _) => format!("discard {what}"),
        (PileKind::Foundation, _) => format!("{what} to the foundation"),
        (PileKind::Aces, _) => format!("put {what} aside with the aces"),
        (PileKind::Row(r), Some(top)) => {
            format!("{what} onto {} in the {} row", card_name(top), ordinal(r))
        }
        (PileKind::Hour(h), Some(top)) => format!("{what} onto {} at {h} o'clock", card_name(top)),
        (PileKind::Column, None) => format!("{what} to an empty column"),
        (PileKind::Reserve, None) => format!("{what} to an empty reserve place"),
        (_, Some(top)) => format!("{what} onto {}", card_name(top)),
        (place, None) => format!("{what} to {}", kind_phrase(place)),
    }
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
