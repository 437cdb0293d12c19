//! TriPeaks: 28 cards in three peaks (rows of 3, 6, 9 and 10 cards, each
//! card of a row lying half over two of the row above), only the bottom
//! row face up; the other 23 form the
//! stock, one card of which starts the waste. Any uncovered card goes to
//! the waste when it is one rank above or below its top card, king and ace
//! turning the corner; a card turns up when both cards covering it are
//! gone. The stock turns one card onto the waste, once through. Won when
//! the peaks are cleared.
//!
//! Each place of the peaks is a pile of one card or none, `Column(0)` to
//! `Column(27)`, numbered in reading order: the three peak tops are 0-2,
//! the next row 3-8, then 9-17, and the bottom row 18-27.

use std::fmt;

use super::table::{Fan, Laid, Place, Table};
use super::{whole, Patience, Tally, Variant};
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_deck;
use crate::model::deck::{Copies, Deck};
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{
    last_line, named_lines, number, parse_pile, parse_places, write_pile, ParseError,
};
use crate::model::pile::{numbered, Pile, PileId};
use crate::model::rules::transfer_parts;

/// Places in the peaks.
pub const PLACES: usize = 28;
/// The rows of the peaks, top first: their first place and length.
pub const ROWS: [(usize, usize); 4] = [(0, 3), (3, 6), (9, 9), (18, 10)];
/// Points for a peak cleared (its top card taken), and for the last one.
const PEAK_BONUS: i32 = 15;
const LAST_PEAK_BONUS: i32 = 30;

/// The row of place `i` and its index in the row.
fn row_of(i: usize) -> (usize, usize) {
    let row = ROWS.iter().rposition(|&(first, _)| first <= i).unwrap_or(0);
    (row, i - ROWS[row].0)
}

/// The two places covering place `i` (none for the bottom row).
pub fn covering(i: usize) -> Option<[usize; 2]> {
    let (row, k) = row_of(i);
    let first = match row {
        // A peak's top: the pair of its peak in the next row.
        0 => 3 + 2 * k,
        // Peak p's pair (k = 2p, 2p+1) lies over p's three in the next row.
        1 => 9 + 3 * (k / 2) + k % 2,
        2 => 18 + k,
        _ => return None,
    };
    Some([first, first + 1])
}

/// The place's position across the grid, in card widths.
fn across(i: usize) -> f32 {
    let (row, k) = row_of(i);
    let k = k as f32;
    match row {
        0 => 3.0 * k + 1.5,
        1 => 3.0 * (k / 2.0).floor() + k % 2.0 + 1.0,
        2 => k + 0.5,
        _ => k,
    }
}

/// Whether `card` goes on `top`: one rank apart, king and ace wrapping.
pub fn fits(card: Card, top: Card) -> bool {
    let d = card.rank().value().abs_diff(top.rank().value());
    d == 1 || d == 12
}

/// A TriPeaks position with its move counter and score.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct TriPeaks {
    stock: Pile,
    waste: Pile,
    /// Boxed, so a game of any kind stays small (undo keeps positions).
    peaks: Box<[Pile; PLACES]>,
    moves: u32,
    /// Cards taken from the peaks since the last draw.
    streak: u32,
    points: i32,
}

impl TriPeaks {
    /// Deal `number`: the first 28 cards of the shuffle fill the peaks in
    /// reading order (the bottom row face up), the other 24 the stock, the
    /// last on top; its top card is turned onto the waste.
    pub fn deal(number: u64) -> TriPeaks {
        let mut deck = seeded_deck(number).into_iter();
        let mut game = TriPeaks::default();
        for (i, place) in game.peaks.iter_mut().enumerate() {
            let card = deck.next().expect("52 cards cover the deal");
            *place = Pile::with_cards(vec![card], usize::from(covering(i).is_some()));
        }
        for card in deck {
            game.stock.push_face_down(card);
        }
        game.waste.extend(game.stock.take(1));
        game
    }

    /// Reads a position in the notation: the whole deck, each card once.
    pub fn parse(text: &str) -> Result<TriPeaks, ParseError> {
        let game = whole(TriPeaks::parse_partial(text)?, text)?;
        if let Some(i) = (0..PLACES).find(|&i| game.peaks[i].is_empty() && game.is_covered(i)) {
            return Err(ParseError::new(
                last_line(text),
                format!("r{}", row_of(i).0),
                "a card cannot be gone from under a card that covers it",
            ));
        }
        Ok(game)
    }

    /// Reads a position that may leave cards out (a place or pile not
    /// given is empty): a corner of a game for a test, which may leave
    /// upper places empty under cards (play never does; [`TriPeaks::parse`]
    /// refuses it). A card lies face down exactly when a card covers it.
    pub fn parse_partial(text: &str) -> Result<TriPeaks, ParseError> {
        let mut game = TriPeaks::default();
        let mut copies = Copies::new(Deck::Standard);
        for (line, name, cards) in named_lines(text)? {
            match name {
                "stock" | "waste" => {
                    let mut pile = parse_pile(cards, line)?;
                    if name == "stock" {
                        pile.set_face_down(pile.len());
                    } else if pile.face_down() > 0 {
                        return Err(ParseError::new(line, name, "cards here lie face up"));
                    }
                    number(&mut copies, &mut pile, line)?;
                    *if name == "stock" {
                        &mut game.stock
                    } else {
                        &mut game.waste
                    } = pile;
                }
                "r0" | "r1" | "r2" | "r3" => {
                    let (first, len) = ROWS[usize::from(name.as_bytes()[1] - b'0')];
                    for (k, mut pile) in parse_places(cards, line, name, len)?
                        .into_iter()
                        .enumerate()
                    {
                        number(&mut copies, &mut pile, line)?;
                        game.peaks[first + k] = pile;
                    }
                }
                _ => {
                    return Err(ParseError::new(
                        line,
                        name,
                        "not a TriPeaks pile (stock, waste, r0-r3)",
                    ))
                }
            }
        }
        for i in 0..PLACES {
            let covered = game.is_covered(i);
            let place = &game.peaks[i];
            let row = row_of(i).0;
            let line = text
                .lines()
                .position(|l| l.trim_start().starts_with(&format!("r{row}")))
                .map_or(last_line(text), |n| n + 1);
            if !place.is_empty() && (place.face_down() == 1) != covered {
                return Err(ParseError::new(
                    line,
                    format!("r{row}"),
                    "a card lies face down exactly when a card covers it",
                ));
            }
        }
        Ok(game)
    }

    /// Whether a card still lies on either place covering place `i`.
    fn is_covered(&self, i: usize) -> bool {
        covering(i).is_some_and(|c| c.iter().any(|&j| !self.peaks[j].is_empty()))
    }

    /// Every pile with its name, in table order: stock, waste, the places
    /// top row first (drawn in this order, so lower rows lie over higher).
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        [(PileId::Stock, &self.stock), (PileId::Waste, &self.waste)]
            .into_iter()
            .chain(numbered(PileId::Column, &self.peaks[..]))
    }

    fn place(id: PileId) -> Option<usize> {
        match id {
            PileId::Column(n) if usize::from(n) < PLACES => Some(usize::from(n)),
            _ => None,
        }
    }

    pub fn peaks(&self) -> &[Pile; PLACES] {
        &self.peaks
    }

    /// The current run of cards taken from the peaks since the last draw.
    pub fn streak(&self) -> u32 {
        self.streak
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (_, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        let Some(i) = TriPeaks::place(from) else {
            return Err(Illegal::NotASource(from));
        };
        if to != PileId::Waste {
            return Err(Illegal::NotADestination(to));
        }
        if count != 1 {
            return Err(Illegal::OneAtATime);
        }
        if self.is_covered(i) {
            return Err(Illegal::Covered);
        }
        match self.waste.top() {
            Some(top) if !fits(cards[0], top) => Err(Illegal::NotOneApart),
            _ => Ok(()),
        }
    }
}

impl Patience for TriPeaks {
    fn variant(&self) -> Variant {
        Variant::TriPeaks
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
            _ => TriPeaks::place(id).map(|i| &self.peaks[i]),
        }
    }

    fn foundations(&self) -> &[Pile] {
        &[]
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        self.moves += 1;
        let mut events = Vec::new();
        match mv {
            Move::Draw => {
                let cards = self.stock.take(1);
                self.waste.extend(cards.iter().copied());
                self.streak = 0;
                events.push(Event::Drew { cards });
            }
            Move::Transfer { from, to, .. } => {
                let i = TriPeaks::place(from).expect("checked");
                let cards = self.peaks[i].take(1);
                self.waste.extend(cards.iter().copied());
                events.push(Event::Moved { from, to, cards });
                self.streak += 1;
                self.points += self.streak as i32;
                if i < 3 {
                    let cleared = self.peaks[..3].iter().all(Pile::is_empty);
                    self.points += if cleared { LAST_PEAK_BONUS } else { PEAK_BONUS };
                }
                for j in 0..PLACES {
                    if covering(j).is_some_and(|c| c.contains(&i))
                        && !self.is_covered(j)
                        && self.peaks[j].turn_up_top()
                    {
                        let card = self.peaks[j].top().expect("a card turned");
                        events.push(Event::Turned {
                            pile: PileId::Column(j as u8),
                            card,
                        });
                    }
                }
            }
            Move::Pair { .. } => unreachable!("check refuses pairs"),
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
            Move::Draw if self.stock.is_empty() => Err(Illegal::StockEmpty),
            Move::Draw => Ok(()),
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count as usize),
            Move::Pair { .. } => Err(Illegal::NoPairs),
        }
    }

    /// The draw first, then each uncovered card that fits the waste.
    fn legal_moves(&self) -> Vec<Move> {
        std::iter::once(Move::Draw)
            .chain((0..PLACES as u8).map(|n| Move::one(PileId::Column(n), PileId::Waste)))
            .filter(|mv| self.check(*mv).is_ok())
            .collect()
    }

    /// Only the cards that can be taken, among the places of the table
    /// (covered and gone ones are passed over).
    fn focusable(&self, pile: PileId) -> bool {
        !matches!(pile, PileId::Column(_)) || self.lift(pile) > 0
    }

    /// An uncovered card of the peaks; nothing else.
    fn lift(&self, pile: PileId) -> usize {
        match TriPeaks::place(pile) {
            Some(i) if !self.peaks[i].is_empty() && !self.is_covered(i) => 1,
            _ => 0,
        }
    }

    fn safe_home_move(&self) -> Option<Move> {
        None
    }

    fn is_won(&self) -> bool {
        self.peaks.iter().all(Pile::is_empty)
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    /// The moves, the score, and (in the place of Klondike's turns of the
    /// waste) the streak of cards taken since the last draw.
    fn tally(&self) -> Tally {
        Tally {
            moves: self.moves,
            recycles: self.streak,
            points: self.points,
        }
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
        self.streak = tally.recycles;
        self.points = tally.points;
    }

    /// Streaks: each card taken from the peaks scores its place in the run
    /// since the last draw (1, 2, 3, …; a draw starts a new run); a peak
    /// cleared scores 15 more, the third 30.
    fn score(&self) -> Option<i32> {
        Some(self.points)
    }

    fn home_base(&self) -> Option<Rank> {
        None
    }

    /// `stock` for a draw, `p17` for the card at place 17.
    fn move_text(&self, mv: Move) -> String {
        match mv {
            Move::Draw => "stock".to_string(),
            Move::Transfer { from, .. } => match TriPeaks::place(from) {
                Some(i) => format!("p{i}"),
                None => mv.to_string(),
            },
            Move::Pair { .. } => mv.to_string(),
        }
    }
}

impl Laid for TriPeaks {
    /// The peaks on a grid ten cards wide, each row half a card below the
    /// one above; the stock and the waste below them, in the middle.
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
        for (pile, across) in [(PileId::Stock, 3.5), (PileId::Waste, 5.0)] {
            places.push(Place {
                pile,
                across,
                row: 1,
                down: 1.5,
                fan: Fan::Stacked,
            });
        }
        Table {
            width: 10,
            places,
            wide: None,
        }
    }
}

impl fmt::Display for TriPeaks {
    /// The notation: `stock:` (bottom first; its last card is the next
    /// turned), `waste:`, then the rows of the peaks top first, `r0:` (3
    /// places) to `r3:` (10), each place a card, `[card]` face down, or
    /// `--` when its card is gone.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "stock:")?;
        for c in self.stock.cards() {
            write!(f, " {c}")?;
        }
        write!(f, "\nwaste:")?;
        write_pile(&self.waste, f)?;
        writeln!(f)?;
        for (row, &(first, len)) in ROWS.iter().enumerate() {
            write!(f, "r{row}:")?;
            for place in &self.peaks[first..first + len] {
                match place.top() {
                    None => write!(f, " --")?,
                    Some(c) if place.face_down() > 0 => write!(f, " [{c}]")?,
                    Some(c) => write!(f, " {c}")?,
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(text: &str) -> TriPeaks {
        TriPeaks::parse_partial(text).expect("a TriPeaks position")
    }

    fn take(n: u8) -> Move {
        Move::one(PileId::Column(n), PileId::Waste)
    }

    /// A bottom row of ten cards, all else gone: a corner for the rules.
    fn bottom(cards: &str, waste: &str, stock: &str) -> TriPeaks {
        game(&format!(
            "stock: {stock}\nwaste: {waste}\nr0: -- -- --\nr1: -- -- -- -- -- --\n\
             r2: -- -- -- -- -- -- -- -- --\nr3: {cards}"
        ))
    }

    #[test]
    fn a_deal_has_28_cards_in_the_peaks_the_bottom_ten_face_up() {
        let g = TriPeaks::deal(3);
        for (i, p) in g.peaks().iter().enumerate() {
            assert_eq!((p.len(), p.face_down()), (1, usize::from(i < 18)), "p{i}");
        }
        assert_eq!(g.pile(PileId::Stock).unwrap().len(), 23);
        assert_eq!(g.pile(PileId::Waste).unwrap().len(), 1);
        assert_eq!(TriPeaks::deal(3), g);
        assert_ne!(TriPeaks::deal(4), g);
        assert_eq!(TriPeaks::parse(&g.to_string()), Ok(g));
    }

    #[test]
    fn the_peaks_cover_as_a_pyramid() {
        assert_eq!(covering(0), Some([3, 4]));
        assert_eq!(covering(2), Some([7, 8]));
        assert_eq!(covering(3), Some([9, 10]));
        assert_eq!(covering(4), Some([10, 11]));
        assert_eq!(covering(5), Some([12, 13]));
        assert_eq!(covering(8), Some([16, 17]));
        assert_eq!(covering(17), Some([26, 27]));
        assert_eq!(covering(18), None);
        // Each cover lies half a card either side of what it covers.
        for i in 0..18 {
            let [a, b] = covering(i).unwrap();
            assert_eq!(across(a) + 0.5, across(i), "p{i}");
            assert_eq!(across(b) - 0.5, across(i), "p{i}");
        }
    }

    #[test]
    fn a_card_one_rank_apart_goes_to_the_waste_and_king_and_ace_wrap() {
        let mut g = bottom("AS 2S 3S 4S 5S 6S 7S 8S 9S KH", "QD", "");
        assert_eq!(g.check(take(27)), Ok(()), "KH on QD");
        assert_eq!(g.check(take(26)), Err(Illegal::NotOneApart));
        let before = g.clone();
        assert_eq!(g.play(take(20)), Err(Illegal::NotOneApart));
        assert_eq!(g, before);
        g.play(take(27)).unwrap();
        assert_eq!(g.check(take(18)), Ok(()), "AS on KH: the wrap");
        g.play(take(18)).unwrap();
        assert_eq!(g.check(take(19)), Ok(()));
        assert_eq!(g.score(), Some(3), "a run of two: 1 + 2");
    }

    #[test]
    fn a_covered_card_cannot_go_and_turns_up_when_both_covers_are_gone() {
        let mut g = game(
            "stock: 9D\nwaste: 5H\nr0: -- -- --\nr1: -- -- -- -- -- --\n\
             r2: [7C] -- -- -- -- -- -- -- --\nr3: 6S 4D -- -- -- -- -- -- -- --",
        );
        assert_eq!(g.check(take(9)), Err(Illegal::Covered));
        assert_eq!(g.lift(PileId::Column(9)), 0);
        assert_eq!(g.lift(PileId::Column(18)), 1);
        let events = g.play(take(18)).unwrap();
        assert_eq!(events.len(), 1, "one cover is left: nothing turns");
        g.play(Move::Draw).unwrap();
        assert_eq!(g.streak(), 0);
        assert_eq!(g.play(take(19)), Err(Illegal::NotOneApart));
        let mut h = game(
            "waste: 5H\nr0: -- -- --\nr1: -- -- -- -- -- --\n\
             r2: [7C] -- -- -- -- -- -- -- --\nr3: 6S 4D -- -- -- -- -- -- -- --",
        );
        h.play(take(19)).unwrap();
        let events = h.play(take(18)).unwrap_err();
        assert_eq!(events, Illegal::NotOneApart);
        let mut k = game(
            "waste: 5H\nr0: -- -- --\nr1: -- -- -- -- -- --\n\
             r2: [7C] -- -- -- -- -- -- -- --\nr3: 4D 6S -- -- -- -- -- -- -- --",
        );
        k.play(take(18)).unwrap();
        let events = k.play(Move::one(PileId::Column(19), PileId::Waste));
        assert!(events.is_err(), "6S does not go on 4D");
        let mut m = game(
            "waste: 5H\nr0: -- -- --\nr1: -- -- -- -- -- --\n\
             r2: [6C] -- -- -- -- -- -- -- --\nr3: 4D 3S -- -- -- -- -- -- -- --",
        );
        m.play(take(18)).unwrap();
        let events = m.play(take(19)).unwrap();
        assert_eq!(
            events.last(),
            Some(&Event::Turned {
                pile: PileId::Column(9),
                card: "6C".parse().unwrap()
            })
        );
        assert_eq!(m.lift(PileId::Column(9)), 1);
    }

    #[test]
    fn only_an_uncovered_card_goes_and_only_to_the_waste() {
        let g = bottom("AS 2S -- -- -- -- -- -- -- --", "3D", "9C");
        assert_eq!(
            g.check(Move::one(PileId::Column(19), PileId::Column(18))),
            Err(Illegal::NotADestination(PileId::Column(18)))
        );
        assert_eq!(
            g.check(Move::one(PileId::Waste, PileId::Column(20))),
            Err(Illegal::NotASource(PileId::Waste))
        );
        assert_eq!(g.check(take(20)), Err(Illegal::NotEnoughCards));
        assert_eq!(g.legal_moves(), vec![Move::Draw, take(19)]);
    }

    #[test]
    fn the_stock_turns_one_card_ends_the_streak_and_runs_out() {
        let mut g = bottom("2S 3S -- -- -- -- -- -- -- --", "AD", "9C");
        g.play(take(18)).unwrap();
        g.play(take(19)).unwrap();
        assert_eq!((g.streak(), g.score()), (2, Some(3)));
        let mut h = bottom("2S 9S -- -- -- -- -- -- -- --", "AD", "8C");
        h.play(take(18)).unwrap();
        h.play(Move::Draw).unwrap();
        assert_eq!(h.streak(), 0);
        assert_eq!(
            h.pile(PileId::Waste).unwrap().top(),
            Some("8C".parse().unwrap())
        );
        h.play(take(19)).unwrap();
        assert_eq!(h.score(), Some(2), "a new run starts at 1");
        let mut e = bottom("2S 9S -- -- -- -- -- -- -- --", "JD", "");
        assert_eq!(e.play(Move::Draw), Err(Illegal::StockEmpty));
        assert!(e.legal_moves().is_empty());
    }

    #[test]
    fn clearing_a_peak_scores_a_bonus_and_clearing_all_wins() {
        let mut g = game("waste: 5H\nr0: 6S -- --\nr1: -- -- -- -- -- --\nr2: -- -- -- -- -- -- -- -- --\nr3: -- -- -- -- -- -- -- -- -- --");
        let events = g.play(take(0)).unwrap();
        assert_eq!(events.last(), Some(&Event::Won));
        assert_eq!(g.score(), Some(1 + 30));
        assert_eq!(g.check(Move::Draw), Err(Illegal::GameOver));
        let mut h = game("waste: 5H\nr0: 6S 9S --\nr1: -- -- -- -- -- --\nr2: -- -- -- -- -- -- -- -- --\nr3: -- -- -- -- -- -- -- -- -- --");
        h.play(take(0)).unwrap();
        assert_eq!(h.score(), Some(1 + 15));
    }

    #[test]
    fn notation_is_read_strictly_and_round_trips() {
        let mut g = TriPeaks::deal(8);
        for _ in 0..20 {
            let Some(&mv) = g.legal_moves().last() else {
                break;
            };
            g.play(mv).unwrap();
        }
        let text = g.to_string();
        assert_eq!(text.lines().count(), 6);
        let back = TriPeaks::parse(&text).unwrap();
        assert_eq!(back.to_string(), text);
        let err = TriPeaks::parse("waste: KS").unwrap_err();
        assert!(err.reason.starts_with("51 cards are missing"), "{err}");
        assert!(
            TriPeaks::parse_partial("r0: 2C 3C").is_err(),
            "three places"
        );
        assert!(
            TriPeaks::parse_partial("r0: 2C 3C 4C\nr1: 5C 6C -- -- -- --").is_err(),
            "face up, covered"
        );
        assert!(TriPeaks::parse_partial("r3: [2C] -- -- -- -- -- -- -- -- --").is_err());
        assert!(TriPeaks::parse_partial(
            "r3: -- -- -- -- -- -- -- -- -- --\nr2: [2C] -- -- -- -- -- -- -- --"
        )
        .is_err());
        assert!(TriPeaks::parse_partial("r2: 2C -- -- -- -- -- -- -- --").is_ok());
        assert!(TriPeaks::parse_partial("r2: 2C -- -- -- -- -- -- -- 2C").is_err());
        assert!(TriPeaks::parse_partial("t0: 2C").is_err());
        assert!(TriPeaks::parse_partial("waste: [2C]").is_err());
    }

    #[test]
    fn moves_are_written_as_the_place_or_the_stock() {
        let g = TriPeaks::deal(1);
        assert_eq!(g.move_text(Move::Draw), "stock");
        assert_eq!(g.move_text(take(17)), "p17");
    }

    #[test]
    fn the_table_lays_the_peaks_over_each_other_above_stock_and_waste() {
        let t = TriPeaks::deal(1).table();
        assert_eq!(t.width, 10);
        assert_eq!(t.places.len(), PLACES + 2);
        let p = |n| *t.place(PileId::Column(n)).unwrap();
        assert_eq!((p(0).across, p(0).down), (1.5, 0.0));
        assert_eq!((p(27).across, p(27).down), (9.0, 1.5));
        assert_eq!(t.place(PileId::Waste).unwrap().row, 1);
    }
}
