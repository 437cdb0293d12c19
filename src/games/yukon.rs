//! Yukon, as KPatience plays it: Klondike's seven columns and four
//! foundations without a stock. Column n is dealt n cards face down and
//! five face up (the first column one card); any face-up card moves with
//! every card on it onto a card one rank higher of the other colour, or a
//! king onto an empty column. Cards never leave the foundations.
//!
//! Grandfather, as KPatience plays it, is the same table with columns
//! built down in suit, another deal ([`grandfather_deal`]) and two
//! redeals: the columns gathered (t0's top card first, t6's bottom card
//! last) and dealt again the same way. A redeal is the game's stock-like
//! move ([`Move::Draw`]); the table's stock is an empty place to click,
//! showing the redeals left.

use std::fmt;

use super::table::{Fan, Table};
use super::words::StockUnit;
use super::{whole, Patience, Tally, Variant};
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_deck;
use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{read_named_piles, write_named_piles, Given, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::{
    fits_foundation, foundation_for, is_built_from_ace, is_safe_home, transfer_parts,
};

/// Columns on the table.
pub const COLUMNS: usize = 7;

/// Which game of the family is played: they share the table and how cards
/// move, and differ in the deal and in how the columns build.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Kind {
    /// Columns build down in alternating colours.
    #[default]
    Yukon,
    /// Columns build down in suit; two redeals.
    Grandfather,
}

/// Redeals a game of Grandfather has.
pub const REDEALS: u8 = 2;

/// Where KPatience's Yukon deal puts the cards, in the order they are
/// dealt: row by row, the first row onto every column, ten more onto
/// columns 1-6 while column n has fewer than n + 5; its first n face down.
fn yukon_deal() -> impl Iterator<Item = (usize, bool)> {
    (0..11).flat_map(|row| {
        (0..COLUMNS)
            .filter(move |&n| (n == 0 && row == 0) || (n > 0 && row < n + 5))
            .map(move |n| (n, row >= n))
    })
}

/// Where KPatience's Grandfather deal puts the cards, in the order they are
/// dealt: each card's column and whether it lies face up. Seven rows zigzag
/// over a shrinking span of columns (0-6, 6-1, 1-5, 5-2, 2-4, 4-3, 3), the
/// first card of each row face up; the cards left go face up onto columns
/// 1-6 in turn. A redeal of fewer cards stops where they run out.
pub fn grandfather_deal(cards: usize) -> impl Iterator<Item = (usize, bool)> {
    let (mut start, mut stop) = (0i8, 6i8);
    let mut rows = Vec::with_capacity(cards);
    for _ in 0..COLUMNS {
        let dir = if stop >= start { 1 } else { -1 };
        let mut i = start;
        loop {
            rows.push((i as usize, i == start));
            if i == stop {
                break;
            }
            i += dir;
        }
        (start, stop) = (stop, start + dir);
    }
    rows.into_iter()
        .chain((0..).map(|n| (1 + n % 6, true)))
        .take(cards)
}

/// A position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Yukon {
    kind: Kind,
    /// Grandfather's place to click for a redeal: always empty.
    stock: Pile,
    foundations: [Pile; 4],
    columns: [Pile; COLUMNS],
    /// Grandfather's redeals made.
    redeals: u8,
    moves: u32,
}

impl Yukon {
    /// Deal `number` of the game, as KPatience deals it ([`yukon_deal`],
    /// [`grandfather_deal`]).
    pub fn deal(number: u64, kind: Kind) -> Yukon {
        let mut game = Yukon {
            kind,
            ..Yukon::default()
        };
        game.deal_columns(seeded_deck(number));
        game
    }

    /// `cards` dealt onto the empty columns, in the game's order.
    fn deal_columns(&mut self, cards: Vec<Card>) {
        let places: Vec<(usize, bool)> = match self.kind {
            Kind::Yukon => yukon_deal().collect(),
            Kind::Grandfather => grandfather_deal(52).collect(),
        };
        let mut down: [Vec<Card>; COLUMNS] = Default::default();
        for (card, (col, up)) in cards.into_iter().zip(places) {
            if up {
                self.columns[col].push(card);
            } else {
                down[col].push(card);
            }
        }
        // Face-down cards lie under the face-up ones in each column.
        for (col, down) in self.columns.iter_mut().zip(down) {
            let up = std::mem::take(col).cards().to_vec();
            *col = Pile::with_cards(down.iter().chain(&up).copied().collect(), down.len());
            col.turn_up_top();
        }
    }

    /// Reads a position in the notation: the whole deck, each card once.
    pub fn parse(text: &str, kind: Kind) -> Result<Yukon, ParseError> {
        whole(Yukon::parse_partial(text, kind)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test.
    pub fn parse_partial(text: &str, kind: Kind) -> Result<Yukon, ParseError> {
        let mut game = Yukon {
            kind,
            ..Yukon::default()
        };
        // Grandfather's first line counts the redeals made; the piles'
        // lines keep their numbers for the errors.
        let mut rest = String::new();
        let mut given = Given::new();
        for (i, line) in text.lines().enumerate() {
            match line.split_once(':') {
                Some((name, n)) if name.trim() == "redeals" && kind == Kind::Grandfather => {
                    given.once((), i + 1, "redeals")?;
                    game.redeals =
                        n.trim()
                            .parse()
                            .ok()
                            .filter(|n| *n <= REDEALS)
                            .ok_or_else(|| {
                                ParseError::new(i + 1, n.trim(), "0, 1 or 2 redeals made")
                            })?;
                }
                _ => rest += line,
            }
            rest.push('\n');
        }
        let piles = read_named_piles(
            &rest,
            Deck::Standard,
            match kind {
                Kind::Yukon => "not a Yukon pile (f0-f3, t0-t6)",
                Kind::Grandfather => "not a Grandfather pile (redeals, f0-f3, t0-t6)",
            },
            |id| id != PileId::Stock && game.pile(id).is_some(),
            |id, pile| {
                (matches!(id, PileId::Foundation(_)) && !is_built_from_ace(pile))
                    .then_some("a foundation holds one suit from the ace up")
            },
        )?;
        for (id, pile) in piles {
            *game.pile_mut(id).expect("a Yukon pile") = pile;
        }
        Ok(game)
    }

    /// Every pile with its name, in table order: Grandfather's stock,
    /// foundations, columns.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        let stock = (self.kind == Kind::Grandfather).then_some((PileId::Stock, &self.stock));
        stock
            .into_iter()
            .chain(numbered(PileId::Foundation, &self.foundations))
            .chain(numbered(PileId::Column, &self.columns))
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    pub fn columns(&self) -> &[Pile; COLUMNS] {
        &self.columns
    }

    /// Grandfather's redeals made.
    pub fn redeals(&self) -> u8 {
        self.redeals
    }

    /// Grandfather's redeal: the columns gathered, t0's top card first and
    /// t6's bottom card last, and dealt again.
    fn redeal(&mut self) {
        let cards: Vec<Card> = self
            .columns
            .iter_mut()
            .flat_map(|c| {
                let mut cards = std::mem::take(c).cards().to_vec();
                cards.reverse();
                cards
            })
            .collect();
        self.deal_columns(cards);
        self.redeals += 1;
    }

    /// Whether `card` may lie on `below` in a column.
    pub fn builds_on(&self, card: Card, below: Card) -> bool {
        match self.kind {
            Kind::Yukon => card.builds_down_on(below),
            Kind::Grandfather => {
                card.suit() == below.suit() && card.rank().next() == Some(below.rank())
            }
        }
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        match from {
            PileId::Column(_) => {}
            PileId::Foundation(_) => return Err(Illegal::FoundationIsFinal),
            _ => return Err(Illegal::NotASource(from)),
        }
        if count > self.lift(from) {
            return Err(Illegal::FaceDown);
        }
        let bottom = cards[0];
        match to {
            PileId::Foundation(_) if count > 1 => Err(Illegal::OneAtATime),
            PileId::Foundation(_) if fits_foundation(bottom, dest) => Ok(()),
            PileId::Foundation(_) => Err(Illegal::NotNextOnFoundation),
            PileId::Column(_) => match dest.top() {
                None if bottom.rank() == Rank::KING => Ok(()),
                None => Err(Illegal::OnlyKingOnEmpty),
                Some(top) if self.builds_on(bottom, top) => Ok(()),
                Some(_) if self.kind == Kind::Grandfather => Err(Illegal::NotDownInSuit),
                Some(_) => Err(Illegal::DoesNotBuild),
            },
            _ => Err(Illegal::NotADestination(to)),
        }
    }
}

impl PileSet for Yukon {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Foundation(n) => self.foundations.get_mut(n as usize),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            _ => None,
        }
    }
}

impl Patience for Yukon {
    fn variant(&self) -> Variant {
        match self.kind {
            Kind::Yukon => Variant::Yukon,
            Kind::Grandfather => Variant::Grandfather,
        }
    }

    fn deck(&self) -> Deck {
        Deck::Standard
    }

    fn piles(&self) -> Vec<(PileId, &Pile)> {
        self.all_piles().collect()
    }

    fn pile(&self, id: PileId) -> Option<&Pile> {
        match id {
            PileId::Stock if self.kind == Kind::Grandfather => Some(&self.stock),
            PileId::Foundation(n) => self.foundations.get(n as usize),
            PileId::Column(n) => self.columns.get(n as usize),
            _ => None,
        }
    }

    fn foundations(&self) -> &[Pile] {
        &self.foundations
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        self.moves += 1;
        let mut events = Vec::new();
        if mv == Move::Draw {
            self.redeal();
            events.push(Event::Recycled);
        }
        if let Move::Transfer { from, to, count } = mv {
            events.push(self.transfer(from, to, count));
            let source = self.pile_mut(from).expect("checked");
            if source.turn_up_top() {
                let card = source.top().expect("a card turned");
                events.push(Event::Turned { pile: from, card });
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
            Move::Draw if self.kind == Kind::Yukon => Err(Illegal::NoStock),
            Move::Draw if self.redeals >= REDEALS => Err(Illegal::NoRedealsLeft),
            Move::Draw => Ok(()),
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count as usize),
            Move::Pair { .. } => Err(Illegal::NoPairs),
        }
    }

    /// Moves home first, then every face-up card with what lies on it onto
    /// each column.
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for n in 0..COLUMNS as u8 {
            let from = PileId::Column(n);
            let home = (0..4).map(|f| Move::one(from, PileId::Foundation(f)));
            let builds = (1..=self.lift(from)).flat_map(|count| {
                (0..COLUMNS as u8).map(move |t| Move::run(from, PileId::Column(t), count))
            });
            moves.extend(home.chain(builds).filter(|mv| self.check(*mv).is_ok()));
        }
        moves.extend(self.check(Move::Draw).ok().map(|()| Move::Draw));
        moves
    }

    /// Grandfather's click sends a card home before it builds: nothing
    /// could be built on it there.
    fn home_first(&self) -> bool {
        self.kind == Kind::Grandfather
    }

    /// `redeal` for Grandfather's redeal, `FROM TO [COUNT]` for the rest.
    fn move_text(&self, mv: Move) -> String {
        match mv {
            Move::Draw => "redeal".to_string(),
            other => other.to_string(),
        }
    }

    /// Every face-up card of a column, with what lies on it.
    fn lift(&self, pile: PileId) -> usize {
        match (pile, self.pile(pile)) {
            (PileId::Column(_), Some(p)) => p.face_up_cards().len(),
            _ => 0,
        }
    }

    /// A column's top card that nothing left on the table could be built
    /// on: in Yukon, both cards of the other colour one rank lower are
    /// home; in Grandfather, any (only the card of its suit one lower,
    /// which is home, goes on it).
    fn safe_home_move(&self) -> Option<Move> {
        (0..COLUMNS as u8).find_map(|n| {
            let card = self.columns[usize::from(n)].top()?;
            let f = foundation_for(card, &self.foundations)?;
            let safe = match self.kind {
                Kind::Yukon => is_safe_home(card, &self.foundations),
                Kind::Grandfather => true,
            };
            safe.then_some(Move::one(PileId::Column(n), PileId::Foundation(f as u8)))
        })
    }

    /// Every card home: the columns are empty (a corner of a game read
    /// for a test is won so too).
    fn is_won(&self) -> bool {
        self.columns.iter().all(Pile::is_empty)
    }

    /// Every column face up and falling in rank from its bottom card to its
    /// top: the lowest card left is then always a top card, and goes home.
    fn is_trivially_won(&self) -> bool {
        self.columns
            .iter()
            .all(|c| c.face_down() == 0 && c.cards().windows(2).all(|w| w[1].rank() < w[0].rank()))
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    /// Grandfather's badge counts redeals.
    fn stock_unit(&self) -> StockUnit {
        StockUnit::Redeals
    }

    /// Grandfather's redeals left.
    fn stock_left(&self) -> Option<usize> {
        (self.kind == Kind::Grandfather).then(|| usize::from(REDEALS - self.redeals))
    }

    /// The four foundations over the last four columns, as in Klondike;
    /// Grandfather's stock over the first.
    fn table(&self) -> Table {
        let top: Vec<_> = self
            .all_piles()
            .filter_map(|(id, _)| match id {
                PileId::Stock => Some((id, 0.0, Fan::Stacked)),
                PileId::Foundation(n) => Some((id, f32::from(3 + n), Fan::Stacked)),
                _ => None,
            })
            .collect();
        Table::with_columns(COLUMNS as u8, &top, COLUMNS as u8)
    }
}

impl fmt::Display for Yukon {
    /// The notation: `f0:`..`f3:`, `t0:`..`t6:`, one line each, bottom card
    /// first, face-down cards in brackets.
    /// Grandfather's first line counts the redeals made: `redeals: 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == Kind::Grandfather {
            writeln!(f, "redeals: {}", self.redeals)?;
        }
        write_named_piles(
            f,
            &mut self.all_piles().filter(|(id, _)| *id != PileId::Stock),
        )
    }
}

#[cfg(test)]
mod tests;
