//! Pyramid: 28 cards face up in a pyramid of seven rows (1 to 7 cards,
//! each card lying half over the two of the row above it and covering
//! them), the other 24 in the stock, whose top card lies face up. Two
//! cards whose ranks add to 13 (ace 1, jack 11, queen 12) go together to
//! the discards, a king alone: any uncovered card of the pyramid, the
//! waste's top card and the stock's top card may be taken (as Microsoft
//! plays it). The stock turns one card onto the waste; when it is empty
//! the waste turns back into the stock, twice (three passes). Won when the
//! pyramid is cleared.
//!
//! Each place of the pyramid is a pile of one card or none, `Column(0)` to
//! `Column(27)`, numbered in reading order: the apex is 0, the next row
//! 1-2, then 3-5, … and the bottom row 21-27. The discards are `f0`.

use std::fmt;

use super::table::{Fan, Laid, Place, Table};
use super::words::PileKind;
use super::{whole, Patience, Tally, Variant};
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_deck;
use crate::model::deck::{Copies, Deck};
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{
    last_line, named_lines, number, parse_pile, parse_places, write_pile, ParseError,
};
use crate::model::pile::{numbered, Pile, PileId};

/// Places in the pyramid.
pub const PLACES: usize = 28;
/// Rows of the pyramid; row `r` holds `r + 1` places.
pub const ROWS: usize = 7;
/// Times the waste may turn back into the stock.
pub const RECYCLES: u32 = 2;
/// Points for each card taken off the pyramid.
const CARD_POINTS: i32 = 5;
/// Points, on a win, for each turn of the waste left unused.
const PASS_POINTS: i32 = 50;
/// The discards.
pub const DISCARDS: PileId = PileId::Foundation(0);

/// The first place of row `r`.
pub const fn row_start(r: usize) -> usize {
    r * (r + 1) / 2
}

/// The row of place `i` and its index in the row.
pub fn row_of(i: usize) -> (usize, usize) {
    let row = (0..ROWS).rposition(|r| row_start(r) <= i).unwrap_or(0);
    (row, i - row_start(row))
}

/// The two places covering place `i` (none for the bottom row).
pub fn covering(i: usize) -> Option<[usize; 2]> {
    let (row, k) = row_of(i);
    (row + 1 < ROWS).then(|| {
        let first = row_start(row + 1) + k;
        [first, first + 1]
    })
}

/// The place's position across the grid, in card widths.
fn across(i: usize) -> f32 {
    let (row, k) = row_of(i);
    0.5 * (ROWS - 1 - row) as f32 + k as f32
}

/// A card's value for the pairs: ace 1 … queen 12, king 13.
pub fn value(card: Card) -> u8 {
    card.rank().value()
}

/// A Pyramid position with its move counter and turns of the waste.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Pyramid {
    /// Its top card lies face up; the others face down.
    stock: Pile,
    waste: Pile,
    discards: [Pile; 1],
    /// Boxed, so a game of any kind stays small (undo keeps positions).
    places: Box<[Pile; PLACES]>,
    moves: u32,
    recycles: u32,
}

impl Pyramid {
    /// Deal `number`: the first 28 cards of the shuffle fill the pyramid
    /// in reading order, all face up; the other 24 form the stock, the
    /// last on top (face up).
    pub fn deal(number: u64) -> Pyramid {
        let mut deck = seeded_deck(number).into_iter();
        let mut game = Pyramid::default();
        for place in game.places.iter_mut() {
            place.push(deck.next().expect("52 cards cover the deal"));
        }
        for card in deck {
            game.stock.push_face_down(card);
        }
        game.stock.turn_up_top();
        game
    }

    /// Reads a position in the notation: the whole deck, each card once.
    pub fn parse(text: &str) -> Result<Pyramid, ParseError> {
        let game = whole(Pyramid::parse_partial(text)?, text)?;
        if let Some(i) = (0..PLACES).find(|&i| game.places[i].is_empty() && game.is_covered(i)) {
            let row = row_of(i).0;
            return Err(ParseError::new(
                row_line(text, row),
                format!("r{row}"),
                "a card cannot be gone from under a card that covers it",
            ));
        }
        Ok(game)
    }

    /// Reads a position that may leave cards out (a place or pile not
    /// given is empty): a corner of a game for a test.
    pub fn parse_partial(text: &str) -> Result<Pyramid, ParseError> {
        let mut game = Pyramid::default();
        let mut copies = Copies::new(Deck::Standard);
        for (line, name, cards) in named_lines(text)? {
            let row = name
                .strip_prefix('r')
                .filter(|d| d.len() == 1)
                .and_then(|d| d.parse::<usize>().ok())
                .filter(|&r| r < ROWS);
            if let Some(row) = row {
                for (k, mut pile) in parse_places(cards, line, name, row + 1)?
                    .into_iter()
                    .enumerate()
                {
                    if pile.face_down() > 0 {
                        return Err(ParseError::new(
                            line,
                            name,
                            "the pyramid's cards lie face up",
                        ));
                    }
                    number(&mut copies, &mut pile, line)?;
                    game.places[row_start(row) + k] = pile;
                }
                continue;
            }
            let mut pile = parse_pile(cards, line)?;
            match name {
                "stock" => pile.set_face_down(pile.len().saturating_sub(1)),
                "waste" | "f0" if pile.face_down() > 0 => {
                    return Err(ParseError::new(line, name, "cards here lie face up"));
                }
                "waste" | "f0" => {}
                _ => {
                    return Err(ParseError::new(
                        line,
                        name,
                        "not a Pyramid pile (stock, waste, f0, r0-r6)",
                    ))
                }
            }
            number(&mut copies, &mut pile, line)?;
            match name {
                "stock" => game.stock = pile,
                "waste" => game.waste = pile,
                _ => game.discards[0] = pile,
            }
        }
        Ok(game)
    }

    /// Whether a card still lies on either place covering place `i`.
    fn is_covered(&self, i: usize) -> bool {
        covering(i).is_some_and(|c| c.iter().any(|&j| !self.places[j].is_empty()))
    }

    /// Every pile with its name, in table order: stock, waste, discards,
    /// the places top row first (drawn in this order, so lower rows lie
    /// over higher).
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        [
            (PileId::Stock, &self.stock),
            (PileId::Waste, &self.waste),
            (DISCARDS, &self.discards[0]),
        ]
        .into_iter()
        .chain(numbered(PileId::Column, &self.places[..]))
    }

    fn place(id: PileId) -> Option<usize> {
        match id {
            PileId::Column(n) if usize::from(n) < PLACES => Some(usize::from(n)),
            _ => None,
        }
    }

    pub fn places(&self) -> &[Pile; PLACES] {
        &self.places
    }

    /// Turns of the waste back into the stock so far.
    pub fn recycles(&self) -> u32 {
        self.recycles
    }

    /// The card that may be taken from `id`: an uncovered card of the
    /// pyramid, or the top card of the stock or the waste.
    fn free_card(&self, id: PileId) -> Result<Card, Illegal> {
        let pile = match id {
            PileId::Stock => &self.stock,
            PileId::Waste => &self.waste,
            _ => match Pyramid::place(id) {
                Some(i) if self.is_covered(i) && !self.places[i].is_empty() => {
                    return Err(Illegal::Covered)
                }
                Some(i) => &self.places[i],
                None if self.pile(id).is_some() => return Err(Illegal::NotASource(id)),
                None => return Err(Illegal::NoSuchPile(id)),
            },
        };
        pile.top().ok_or(Illegal::NotEnoughCards)
    }

    fn pile_mut(&mut self, id: PileId) -> &mut Pile {
        match id {
            PileId::Stock => &mut self.stock,
            PileId::Waste => &mut self.waste,
            _ => &mut self.places[Pyramid::place(id).expect("a checked pile")],
        }
    }

    /// Cards taken off the pyramid.
    fn cleared(&self) -> usize {
        self.places.iter().filter(|p| p.is_empty()).count()
    }

    /// Every pile a card may be taken from now.
    fn free_piles(&self) -> Vec<PileId> {
        [PileId::Stock, PileId::Waste]
            .into_iter()
            .chain((0..PLACES as u8).map(PileId::Column))
            .filter(|&id| self.free_card(id).is_ok())
            .collect()
    }
}

/// The line of the notation giving row `row` (the last line if none does).
fn row_line(text: &str, row: usize) -> usize {
    text.lines()
        .position(|l| l.trim_start().starts_with(&format!("r{row}")))
        .map_or(last_line(text), |n| n + 1)
}

impl Patience for Pyramid {
    fn variant(&self) -> Variant {
        Variant::Pyramid
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
            DISCARDS => Some(&self.discards[0]),
            _ => Pyramid::place(id).map(|i| &self.places[i]),
        }
    }

    fn foundations(&self) -> &[Pile] {
        &self.discards
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        self.moves += 1;
        let mut events = Vec::new();
        match mv {
            Move::Draw if self.stock.is_empty() => {
                let cards = self.waste.take(self.waste.len());
                self.stock = Pile::with_cards(cards.into_iter().rev().collect(), 0);
                self.stock.set_face_down(self.stock.len() - 1);
                self.recycles += 1;
                events.push(Event::Recycled);
            }
            Move::Draw => {
                let cards = self.stock.take(1);
                self.waste.extend(cards.iter().copied());
                self.stock.turn_up_top();
                events.push(Event::Drew { cards });
            }
            Move::Transfer { from, to, .. } => {
                let cards = self.pile_mut(from).take(1);
                self.stock.turn_up_top();
                self.discards[0].extend(cards.iter().copied());
                events.push(Event::Moved { from, to, cards });
            }
            Move::Pair { a, b } => {
                for from in [a, b] {
                    let cards = self.pile_mut(from).take(1);
                    self.discards[0].extend(cards.iter().copied());
                    events.push(Event::Moved {
                        from,
                        to: DISCARDS,
                        cards,
                    });
                }
                self.stock.turn_up_top();
            }
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
            Move::Draw if !self.stock.is_empty() => Ok(()),
            Move::Draw if self.waste.is_empty() => Err(Illegal::NothingToDraw),
            Move::Draw if self.recycles >= RECYCLES => Err(Illegal::NoPassesLeft),
            Move::Draw => Ok(()),
            Move::Transfer { from, to, count } => {
                if self.pile(to).is_none() {
                    return Err(Illegal::NoSuchPile(to));
                }
                if from == to {
                    return Err(Illegal::SamePile);
                }
                let card = self.free_card(from)?;
                if to != DISCARDS {
                    return Err(Illegal::NotADestination(to));
                }
                if count != 1 {
                    return Err(Illegal::OneAtATime);
                }
                if card.rank() != Rank::KING {
                    return Err(Illegal::NotAKing);
                }
                Ok(())
            }
            Move::Pair { a, b } => {
                let (ca, cb) = (self.free_card(a)?, self.free_card(b)?);
                if a == b {
                    return Err(Illegal::SamePile);
                }
                if value(ca) + value(cb) != 13 {
                    return Err(Illegal::NotThirteen);
                }
                Ok(())
            }
        }
    }

    /// The kings, then the pairs, then the draw.
    fn legal_moves(&self) -> Vec<Move> {
        let free = self.free_piles();
        let kings = free.iter().map(|&from| Move::one(from, DISCARDS));
        let pairs = free
            .iter()
            .enumerate()
            .flat_map(|(n, &a)| free[n + 1..].iter().map(move |&b| Move::Pair { a, b }));
        kings
            .chain(pairs)
            .chain(std::iter::once(Move::Draw))
            .filter(|mv| self.check(*mv).is_ok())
            .collect()
    }

    /// Only the cards that can be taken, among the places of the table
    /// (covered and gone ones are passed over).
    fn focusable(&self, pile: PileId) -> bool {
        !matches!(pile, PileId::Column(_)) || self.lift(pile) > 0
    }

    /// A free card (a king goes to the discards by itself); nothing else.
    fn lift(&self, pile: PileId) -> usize {
        usize::from(pile != DISCARDS && self.free_card(pile).is_ok())
    }

    /// Every pair the free card of `pile` makes with another free card.
    fn partners(&self, pile: PileId) -> Vec<Move> {
        if self.free_card(pile).is_err() {
            return Vec::new();
        }
        self.free_piles()
            .into_iter()
            .map(|b| Move::Pair { a: pile, b })
            .filter(|mv| self.check(*mv).is_ok())
            .collect()
    }

    fn safe_home_move(&self) -> Option<Move> {
        None
    }

    fn is_won(&self) -> bool {
        self.places.iter().all(Pile::is_empty)
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn tally(&self) -> Tally {
        Tally {
            moves: self.moves,
            recycles: self.recycles,
            points: 0,
        }
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
        self.recycles = tally.recycles.min(RECYCLES);
    }

    /// Five points for each card taken off the pyramid; a win scores 50
    /// more for each turn of the waste left unused.
    fn score(&self) -> Option<i32> {
        let mut points = CARD_POINTS * self.cleared() as i32;
        if self.is_won() {
            points += PASS_POINTS * (RECYCLES - self.recycles.min(RECYCLES)) as i32;
        }
        Some(points)
    }

    fn home_base(&self) -> Option<Rank> {
        None
    }

    /// The foundation is where pairs and kings are discarded.
    fn pile_kind(&self, pile: PileId) -> PileKind {
        match pile {
            DISCARDS => PileKind::Discards,
            _ => PileKind::of(pile),
        }
    }

    /// `stock` for a turn; the removed cards' piles otherwise: `p12 p20`
    /// or `waste p3` for a pair, `p27 f0` for a king.
    fn move_text(&self, mv: Move) -> String {
        let name = |id: PileId| match Pyramid::place(id) {
            Some(i) => format!("p{i}"),
            None => id.to_string(),
        };
        match mv {
            Move::Draw => "stock".to_string(),
            Move::Transfer { from, to, .. } => format!("{} {}", name(from), name(to)),
            Move::Pair { a, b } => format!("{} {}", name(a), name(b)),
        }
    }
}

impl Laid for Pyramid {
    /// The pyramid on a grid seven cards wide, each row half a card below
    /// the one above; the stock and the waste in the top left corner, the
    /// discards in the top right.
    fn table(&self) -> Table {
        let mut places: Vec<Place> = (0..PLACES)
            .map(|i| Place {
                pile: PileId::Column(i as u8),
                across: across(i),
                row: 0,
                down: 0.5 * row_of(i).0 as f32,
                fan: Fan::Stacked,
            })
            .collect();
        for (pile, across) in [(PileId::Stock, 0.0), (PileId::Waste, 1.0), (DISCARDS, 6.0)] {
            places.push(Place {
                pile,
                across,
                row: 0,
                down: 0.0,
                fan: Fan::Stacked,
            });
        }
        Table {
            width: ROWS as u8,
            places,
            wide: None,
        }
    }
}

impl fmt::Display for Pyramid {
    /// The notation: `stock:` (bottom first; its last card, face up, is
    /// the next turned), `waste:`, `f0:` (the discards), then the rows of
    /// the pyramid top first, `r0:` (1 place) to `r6:` (7), each place a
    /// card or `--` when its card is gone.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "stock:")?;
        for c in self.stock.cards() {
            write!(f, " {c}")?;
        }
        write!(f, "\nwaste:")?;
        write_pile(&self.waste, f)?;
        write!(f, "\nf0:")?;
        write_pile(&self.discards[0], f)?;
        writeln!(f)?;
        for row in 0..ROWS {
            write!(f, "r{row}:")?;
            for place in &self.places[row_start(row)..=row_start(row) + row] {
                match place.top() {
                    None => write!(f, " --")?,
                    Some(c) => write!(f, " {c}")?,
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
