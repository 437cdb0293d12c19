//! Grandfather's Clock, as KPatience plays it: twelve foundations round a
//! clock face, each dealt one card (the 9♦ at twelve o'clock, then 10♠,
//! J♥, Q♣, K♦ at one to four, and 2♠ up to 8♣ at five to eleven) and built
//! up in suit, the king turning to the ace, until its top card shows its
//! hour (the queen at twelve, the ace at one, the jack at eleven). The
//! other forty cards are dealt face up onto eight columns of five, which
//! build down by one rank in any suit, one card at a time; any card fills
//! an empty column. There is no stock, no redeal and no score. Won when
//! every card is home.
//!
//! The notation names the foundation at N o'clock `fN`, twelve o'clock
//! `f0`; the columns are `t0`-`t7`.

use std::fmt;

use super::table::{Fan, Laid, Place, Table};
use super::words::PileKind;
use super::{read_into, whole, Patience, Tally, Variant};
use crate::model::card::{Card, Face, Rank, Suit};
use crate::model::deal::seeded_deck;
use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::transfer_parts;

/// Foundations, one for each hour.
pub const HOURS: usize = 12;
/// Columns on the table.
pub const COLUMNS: usize = 8;

/// The suit of the foundation at `hour` (0 for twelve o'clock): diamonds,
/// spades, hearts and clubs round the clock from twelve.
fn hour_suit(hour: usize) -> Suit {
    [Suit::Diamonds, Suit::Spades, Suit::Hearts, Suit::Clubs][hour % 4]
}

/// The rank dealt to the foundation at `hour`: 9 at twelve up to the king
/// at four, 2 at five up to 8 at eleven.
fn base_rank(hour: usize) -> u8 {
    if hour <= 4 {
        hour as u8 + 9
    } else {
        hour as u8 - 3
    }
}

/// How many cards the foundation at `hour` holds when it shows its hour:
/// four, or five where it turns from the king to the ace.
pub fn hour_length(hour: usize) -> usize {
    let top = if hour == 0 { 12 } else { hour as u8 };
    usize::from((top + 13 - base_rank(hour)) % 13) + 1
}

/// The card the foundation at `hour` takes when it holds `len` cards: its
/// base card on an empty one, then the next of its suit (the king
/// followed by the ace); none once it shows its hour.
pub fn wanted(hour: usize, len: usize) -> Option<Face> {
    if hour >= HOURS || len >= hour_length(hour) {
        return None;
    }
    let rank = (base_rank(hour) - 1 + len as u8) % 13 + 1;
    Rank::new(rank).map(|r| Face::new(r, hour_suit(hour)))
}

/// A Grandfather's Clock position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Clock {
    foundations: [Pile; HOURS],
    columns: [Pile; COLUMNS],
    moves: u32,
}

impl Clock {
    /// Deal `number`: the shuffled deck in order, each foundation's card to
    /// its hour and the others onto t0, t1 ... t7 and round again.
    pub fn deal(number: u64) -> Clock {
        let mut game = Clock::default();
        let mut next = 0;
        for card in seeded_deck(number) {
            match (0..HOURS).find(|&h| wanted(h, 0) == Some(card.face())) {
                Some(hour) => game.foundations[hour].push(card),
                None => {
                    game.columns[next].push(card);
                    next = (next + 1) % COLUMNS;
                }
            }
        }
        game
    }

    /// Reads a position in the notation: the whole deck, each card once.
    pub fn parse(text: &str) -> Result<Clock, ParseError> {
        whole(Clock::parse_partial(text)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<Clock, ParseError> {
        read_into(
            Clock::default(),
            text,
            "not a Grandfather's Clock pile (f0-f11, t0-t7)",
            |id, pile| match id {
                PileId::Column(_) if pile.face_down() > 0 => {
                    Some("Grandfather's Clock's columns lie face up")
                }
                PileId::Foundation(h) => {
                    let hour = usize::from(h);
                    let built = pile
                        .cards()
                        .iter()
                        .enumerate()
                        .all(|(i, c)| wanted(hour, i) == Some(c.face()));
                    (!built).then_some(
                        "a foundation holds its hour's card and the next of its suit up to its hour",
                    )
                }
                _ => None,
            },
        )
    }

    /// Every pile with its name, in table order: the foundations from
    /// twelve o'clock round, then the columns.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        numbered(PileId::Foundation, &self.foundations)
            .chain(numbered(PileId::Column, &self.columns))
    }

    pub fn columns(&self) -> &[Pile; COLUMNS] {
        &self.columns
    }

    /// The foundation that takes `card` now, if one does.
    pub fn home_for(&self, card: Card) -> Option<PileId> {
        (0..HOURS)
            .find(|&h| wanted(h, self.foundations[h].len()) == Some(card.face()))
            .map(|h| PileId::Foundation(h as u8))
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        if !matches!(from, PileId::Column(_)) {
            return Err(Illegal::NotASource(from));
        }
        if count != 1 {
            return Err(Illegal::OneAtATime);
        }
        let card = cards[0];
        match to {
            PileId::Foundation(h) if wanted(usize::from(h), dest.len()) == Some(card.face()) => {
                Ok(())
            }
            PileId::Foundation(_) => Err(Illegal::NotUpToTheHour),
            PileId::Column(_) => match dest.top() {
                None => Ok(()),
                Some(top) if card.rank().next() == Some(top.rank()) => Ok(()),
                Some(_) => Err(Illegal::NotOneHigher),
            },
            _ => Err(Illegal::NotADestination(to)),
        }
    }

    /// Whether only moves home are left: sending home every column's top
    /// card that fits, as long as one does, empties the table.
    fn home_by_itself(&self) -> bool {
        let mut len = self.columns.each_ref().map(Pile::len);
        let mut built = self.foundations.each_ref().map(Pile::len);
        loop {
            let sent = (0..COLUMNS).find_map(|c| {
                let card = self.columns[c].cards().get(len[c].checked_sub(1)?)?;
                let hour = (0..HOURS).find(|&h| wanted(h, built[h]) == Some(card.face()))?;
                Some((c, hour))
            });
            match sent {
                Some((c, hour)) => {
                    len[c] -= 1;
                    built[hour] += 1;
                }
                None => return len.iter().all(|&n| n == 0),
            }
        }
    }
}

impl PileSet for Clock {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Foundation(n) => self.foundations.get_mut(usize::from(n)),
            PileId::Column(n) => self.columns.get_mut(usize::from(n)),
            _ => None,
        }
    }
}

impl Patience for Clock {
    fn variant(&self) -> Variant {
        Variant::GrandfathersClock
    }

    fn deck(&self) -> Deck {
        Deck::Standard
    }

    fn piles(&self) -> Vec<(PileId, &Pile)> {
        self.all_piles().collect()
    }

    fn pile(&self, id: PileId) -> Option<&Pile> {
        match id {
            PileId::Foundation(n) => self.foundations.get(usize::from(n)),
            PileId::Column(n) => self.columns.get(usize::from(n)),
            _ => None,
        }
    }

    fn foundations(&self) -> &[Pile] {
        &self.foundations
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        let Move::Transfer { from, to, count } = mv else {
            unreachable!("check refuses all but transfers")
        };
        self.moves += 1;
        let mut events = vec![self.transfer(from, to, count)];
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
            Move::Draw => Err(Illegal::NoStock),
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count as usize),
            Move::Pair { .. } => Err(Illegal::NoPairs),
        }
    }

    /// Moves home first, then onto other columns, empty ones last.
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for (c, column) in self.columns.iter().enumerate() {
            let from = PileId::Column(c as u8);
            if let Some(to) = column.top().and_then(|card| self.home_for(card)) {
                moves.push(Move::one(from, to));
            }
        }
        for empty in [false, true] {
            for a in 0..COLUMNS as u8 {
                for b in 0..COLUMNS as u8 {
                    let mv = Move::one(PileId::Column(a), PileId::Column(b));
                    if self.columns[usize::from(b)].is_empty() == empty && self.check(mv).is_ok() {
                        moves.push(mv);
                    }
                }
            }
        }
        moves
    }

    /// A column's top card; nothing leaves a foundation.
    fn lift(&self, pile: PileId) -> usize {
        match (pile, self.pile(pile)) {
            (PileId::Column(_), Some(p)) if !p.is_empty() => 1,
            _ => 0,
        }
    }

    /// A click sends a card home whenever it fits there: building it
    /// elsewhere is the rare move.
    fn home_first(&self) -> bool {
        true
    }

    /// A card that nothing could be built on any more goes home: an ace,
    /// or a card whose four cards one rank lower are all home. (KPatience
    /// plays no card by itself; the setting is off at first.)
    fn safe_home_move(&self) -> Option<Move> {
        (0..COLUMNS).find_map(|c| {
            let card = self.columns[c].top()?;
            let to = self.home_for(card)?;
            let below = card.rank().prev();
            let covered = self
                .columns
                .iter()
                .flat_map(Pile::cards)
                .any(|other| Some(other.rank()) == below);
            (!covered).then_some(Move::one(PileId::Column(c as u8), to))
        })
    }

    fn is_won(&self) -> bool {
        (0..HOURS).all(|h| self.foundations[h].len() == hour_length(h))
    }

    fn is_trivially_won(&self) -> bool {
        !self.is_won() && self.home_by_itself()
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    /// Each foundation starts from its hour's card, not from an ace.
    fn home_base(&self) -> Option<Rank> {
        None
    }

    /// Each foundation is an hour of the clock (`f0` twelve o'clock).
    fn pile_kind(&self, pile: PileId) -> PileKind {
        match pile {
            PileId::Foundation(0) => PileKind::Hour(12),
            PileId::Foundation(n) => PileKind::Hour(n),
            _ => PileKind::of(pile),
        }
    }
}

impl Laid for Clock {
    /// A round clock face, twelve o'clock at the top: on a phone held
    /// upright the eight columns lie below it, on a wider window beside
    /// it (below, a round face would leave the columns little height).
    fn table(&self) -> Table {
        // Upright: the face centred over the columns, which start below six.
        let face_cells = (2.0 * FACE_RADIUS + 1.0) / CELL;
        let over = ((COLUMNS as f32 - face_cells) / 2.0).max(0.0);
        let six = face_place(6).1;
        let mut upright = Vec::with_capacity(HOURS + COLUMNS);
        let mut wide = Vec::with_capacity(HOURS + COLUMNS);
        for hour in 0..HOURS {
            let (across, down) = face_place(hour);
            let place = Place {
                pile: PileId::Foundation(hour as u8),
                across,
                row: 0,
                down,
                fan: Fan::Stacked,
            };
            wide.push(place);
            upright.push(Place {
                across: across + over,
                ..place
            });
        }
        for n in 0..COLUMNS as u8 {
            let column = Place {
                pile: PileId::Column(n),
                across: f32::from(n),
                row: 1,
                down: six,
                fan: Fan::Down,
            };
            upright.push(column);
            // Wide: the columns from the face's top, a little to its right.
            wide.push(Place {
                across: column.across + face_cells + 0.4,
                row: 0,
                down: 0.0,
                ..column
            });
        }
        let wide = Table {
            width: (face_cells + 0.4 + COLUMNS as f32).ceil() as u8,
            places: wide,
            wide: None,
        };
        Table {
            width: COLUMNS as u8,
            places: upright,
            wide: Some(Box::new(wide)),
        }
    }
}

/// The face's radius, from its centre to each hour's card's centre, in
/// card widths: the least at which two and three o'clock (one above the
/// other) and one and two (side by side) stay apart.
const FACE_RADIUS: f32 = 3.1;
/// The layout's measures in card widths, which the face must know to be
/// round when drawn: a cell is a card and the gap to the next, a card is
/// 7:5.
const CELL: f32 = 1.12;
const CARD_HEIGHT: f32 = 1.4;

/// Where `hour`'s foundation lies on the face: cells across from nine
/// o'clock's, card heights down from twelve's.
fn face_place(hour: usize) -> (f32, f32) {
    let angle = std::f32::consts::TAU * hour as f32 / HOURS as f32;
    let x = FACE_RADIUS * (1.0 + angle.sin());
    let y = FACE_RADIUS * (1.0 - angle.cos());
    (x / CELL, y / CARD_HEIGHT)
}

impl fmt::Display for Clock {
    /// The notation: `f0:` (twelve o'clock) to `f11:`, then `t0:`..`t7:`,
    /// one line each, bottom first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_named_piles(f, &mut self.all_piles())
    }
}

#[cfg(test)]
mod tests;
