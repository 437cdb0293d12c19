//! Klondike: seven columns, a stock turned one or three at a time, four
//! foundations built up by suit from the ace.

use std::fmt;
use std::str::FromStr;

use super::table::{Fan, Table};
use super::{read_into, whole};
use super::{Alike, Patience, Tally, Variant};
use crate::model::card::Rank;
use crate::model::deal::seeded_deck;
use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{write_named_piles, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::{
    cards_home, fits_foundation, foundation_for, is_built_from_ace, is_run, is_safe_home,
    top_run_len, transfer_parts,
};
use crate::model::score::{self, Scoring};

/// How many cards a draw turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum DrawCount {
    #[default]
    One,
    Three,
}

impl DrawCount {
    pub fn cards(self) -> usize {
        match self {
            DrawCount::One => 1,
            DrawCount::Three => 3,
        }
    }
}

/// The options a Klondike deal is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct KlondikeOptions {
    pub draw: DrawCount,
    pub scoring: Scoring,
    /// How many passes through the stock are allowed; `None` for unlimited.
    pub pass_limit: Option<u32>,
}

impl KlondikeOptions {
    /// Unlimited passes, standard scoring.
    pub const fn standard(draw: DrawCount) -> KlondikeOptions {
        KlondikeOptions {
            draw,
            scoring: Scoring::Standard,
            pass_limit: None,
        }
    }

    /// Vegas rules: one pass in draw 1, three in draw 3.
    pub const fn vegas(draw: DrawCount) -> KlondikeOptions {
        KlondikeOptions {
            draw,
            scoring: Scoring::Vegas,
            pass_limit: Some(match draw {
                DrawCount::One => 1,
                DrawCount::Three => 3,
            }),
        }
    }
}

/// A Klondike position with its counters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Klondike {
    pub options: KlondikeOptions,
    stock: Pile,
    waste: Pile,
    foundations: [Pile; 4],
    columns: [Pile; 7],
    /// How many times the waste has been turned over.
    recycles: u32,
    moves: u32,
    /// Standard score (Vegas is derived from the foundations).
    points: i32,
}

impl Klondike {
    /// An empty table.
    pub fn empty(options: KlondikeOptions) -> Klondike {
        Klondike {
            options,
            stock: Pile::new(),
            waste: Pile::new(),
            foundations: Default::default(),
            columns: Default::default(),
            recycles: 0,
            moves: 0,
            points: 0,
        }
    }

    /// Deal `number`: column i gets i+1 cards dealt row by row, only the top
    /// card face up; the other 24 form the stock.
    pub fn deal(number: u64, options: KlondikeOptions) -> Klondike {
        let mut deck = seeded_deck(number).into_iter();
        let mut game = Klondike::empty(options);
        for row in 0..7 {
            for col in row..7 {
                let card = deck.next().expect("52 cards cover the deal");
                game.columns[col].push_face_down(card);
            }
        }
        for col in &mut game.columns {
            col.turn_up_top();
        }
        for card in deck {
            game.stock.push_face_down(card);
        }
        game
    }

    /// Reads a position in the notation with the given options: the whole
    /// deck, each card once. Files and the command line come this way.
    pub fn parse_with(text: &str, options: KlondikeOptions) -> Result<Klondike, ParseError> {
        whole(Klondike::parse_partial(text, options)?, text)
    }

    /// Reads a position that may leave cards out (piles not given are
    /// empty): a corner of a game for a test or a puzzle made by hand.
    /// Everything else is checked as in [`Klondike::parse_with`].
    pub fn parse_partial(text: &str, options: KlondikeOptions) -> Result<Klondike, ParseError> {
        read_into(
            Klondike::empty(options),
            text,
            "not a Klondike pile (stock, waste, f0-f3, t0-t6)",
            |id, pile| {
                let misordered = matches!(id, PileId::Foundation(_)) && !is_built_from_ace(pile);
                misordered.then_some("a foundation holds one suit from the ace up")
            },
        )
    }

    /// Every pile with its name, in table order.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        [(PileId::Stock, &self.stock), (PileId::Waste, &self.waste)]
            .into_iter()
            .chain(numbered(PileId::Foundation, &self.foundations))
            .chain(numbered(PileId::Column, &self.columns))
    }

    pub fn columns(&self) -> &[Pile; 7] {
        &self.columns
    }

    /// How many times the waste has been turned over.
    pub fn recycles(&self) -> u32 {
        self.recycles
    }

    /// Whether the waste may be turned over once more.
    fn may_recycle(&self) -> bool {
        self.options
            .pass_limit
            .is_none_or(|limit| self.recycles + 1 < limit)
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        let source = self.pile(from).expect("checked by transfer_parts");
        match from {
            PileId::Stock => return Err(Illegal::NotASource(from)),
            PileId::Waste | PileId::Foundation(_) if count > 1 => return Err(Illegal::OneAtATime),
            PileId::Column(_) => {
                if count > source.face_up_cards().len() {
                    return Err(Illegal::FaceDown);
                }
                if !is_run(cards) {
                    return Err(Illegal::NotARun);
                }
            }
            _ => {}
        }
        let bottom = cards[0];
        match to {
            PileId::Foundation(_) => {
                if count > 1 {
                    Err(Illegal::OneAtATime)
                } else if fits_foundation(bottom, dest) {
                    Ok(())
                } else {
                    Err(Illegal::NotNextOnFoundation)
                }
            }
            PileId::Column(_) => match dest.top() {
                None if bottom.rank() == Rank::KING => Ok(()),
                None => Err(Illegal::OnlyKingOnEmpty),
                Some(top) if bottom.builds_down_on(top) => Ok(()),
                Some(_) => Err(Illegal::DoesNotBuild),
            },
            _ => Err(Illegal::NotADestination(to)),
        }
    }

    fn add_points(&mut self, points: i32) {
        self.points = score::add_standard(self.points, points);
    }
}

impl PileSet for Klondike {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::Stock => Some(&mut self.stock),
            PileId::Waste => Some(&mut self.waste),
            PileId::Foundation(n) => self.foundations.get_mut(n as usize),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            PileId::FreeCell(_) | PileId::Reserve => None,
        }
    }
}

impl Patience for Klondike {
    fn variant(&self) -> Variant {
        Variant::Klondike(self.options)
    }

    fn deck(&self) -> Deck {
        Deck::Standard
    }

    fn piles(&self) -> Vec<(PileId, &Pile)> {
        self.all_piles().collect()
    }

    /// A run of face-up cards in alternating colours from a column; the
    /// top card of the waste or a foundation; nothing from the stock.
    fn lift(&self, pile: PileId) -> usize {
        match (pile, self.pile(pile)) {
            (PileId::Column(_), Some(p)) => top_run_len(p),
            (PileId::Waste | PileId::Foundation(_), Some(p)) => usize::from(!p.is_empty()),
            _ => 0,
        }
    }

    /// Stock and waste over the first two columns (a draw-3 waste fans
    /// into the third, which stays empty), the foundations over the last
    /// four.
    fn table(&self) -> Table {
        let waste = match self.options.draw {
            DrawCount::One => Fan::Stacked,
            DrawCount::Three => Fan::Right { shown: 3 },
        };
        let mut top = vec![
            (PileId::Stock, 0.0, Fan::Stacked),
            (PileId::Waste, 1.0, waste),
        ];
        top.extend((0..4u8).map(|n| (PileId::Foundation(n), f32::from(3 + n), Fan::Stacked)));
        Table::with_columns(7, &top, 7)
    }

    /// The pile with this name, if Klondike has it.
    fn pile(&self, id: PileId) -> Option<&Pile> {
        match id {
            PileId::Stock => Some(&self.stock),
            PileId::Waste => Some(&self.waste),
            PileId::Foundation(n) => self.foundations.get(n as usize),
            PileId::Column(n) => self.columns.get(n as usize),
            PileId::FreeCell(_) | PileId::Reserve => None,
        }
    }

    fn foundations(&self) -> &[Pile] {
        &self.foundations
    }

    /// Successful moves so far (draws included).
    fn moves(&self) -> u32 {
        self.moves
    }

    /// The counts the notation leaves out.
    fn tally(&self) -> Tally {
        Tally {
            moves: self.moves,
            recycles: self.recycles,
            points: self.points,
        }
    }

    /// Sets the counts the notation leaves out (a position read back).
    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
        self.recycles = tally.recycles;
        self.points = tally.points;
    }

    /// The score by the game's scoring rule (without the time parts).
    fn score(&self) -> Option<i32> {
        Some(match self.options.scoring {
            Scoring::Standard => self.points,
            Scoring::Vegas => {
                score::VEGAS_STAKE + score::VEGAS_PER_CARD * cards_home(&self.foundations) as i32
            }
        })
    }

    /// Standard scoring loses 2 points every 10 seconds and earns a bonus
    /// for a quick win (one the player made); Vegas money does not change
    /// with time.
    fn shown_score(&self, seconds: u32, bonus: bool) -> Option<i32> {
        let score = self.score()?;
        Some(match self.options.scoring {
            Scoring::Standard => score::timed_standard(score, seconds, bonus && self.is_won()),
            Scoring::Vegas => score,
        })
    }

    fn scores_money(&self) -> bool {
        self.options.scoring == Scoring::Vegas
    }

    fn is_won(&self) -> bool {
        cards_home(&self.foundations) == 52
    }

    /// True when only moving cards home is left: stock and waste empty and
    /// every column card face up (the game can finish itself).
    fn is_trivially_won(&self) -> bool {
        self.stock.is_empty()
            && self.waste.is_empty()
            && self.columns.iter().all(|c| c.face_down() == 0)
    }

    /// Checks a move without making it.
    fn check(&self, mv: Move) -> Result<(), Illegal> {
        if self.is_won() {
            return Err(Illegal::GameOver);
        }
        match mv {
            Move::Draw => {
                if !self.stock.is_empty() {
                    Ok(())
                } else if self.waste.is_empty() {
                    Err(Illegal::NothingToDraw)
                } else if !self.may_recycle() {
                    Err(Illegal::NoPassesLeft)
                } else {
                    Ok(())
                }
            }
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count as usize),
            Move::Pair { .. } => Err(Illegal::NoPairs),
        }
    }

    /// The one door: checks the move and, if legal, makes it.
    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        self.moves += 1;
        let mut events = Vec::new();
        match mv {
            Move::Draw if self.stock.is_empty() => {
                self.stock.recycle_from(&mut self.waste);
                self.recycles += 1;
                self.add_points(score::recycle_penalty(self.options.draw.cards()));
                events.push(Event::Recycled);
            }
            Move::Draw => {
                let n = self.options.draw.cards().min(self.stock.len());
                let mut drawn = Vec::with_capacity(n);
                for _ in 0..n {
                    let card = self.stock.take(1)[0];
                    self.waste.push(card);
                    drawn.push(card);
                }
                events.push(Event::Drew { cards: drawn });
            }
            Move::Transfer { from, to, count } => {
                events.push(self.transfer(from, to, count));
                let points = match (from, to) {
                    (_, PileId::Foundation(_)) => score::TO_FOUNDATION,
                    (PileId::Waste, PileId::Column(_)) => score::WASTE_TO_COLUMN,
                    (PileId::Foundation(_), PileId::Column(_)) => score::FROM_FOUNDATION,
                    _ => 0,
                };
                self.add_points(points);
                if let PileId::Column(_) = from {
                    let source = self.pile_mut(from).expect("checked");
                    if source.turn_up_top() {
                        let card = source.top().expect("a card turned");
                        self.add_points(score::TURN_CARD);
                        events.push(Event::Turned { pile: from, card });
                    }
                }
                if self.is_won() {
                    events.push(Event::Won);
                }
            }
            Move::Pair { .. } => unreachable!("check refuses pairs"),
        }
        Ok(events)
    }

    /// The columns may be in any order: the stock turns onto the waste, never
    /// onto a column, and a king fills any empty column.
    fn alike(&self) -> Alike {
        Alike::COLUMNS
    }

    /// The turns count only where they are limited (Vegas).
    fn turns_matter(&self) -> bool {
        self.options.pass_limit.is_some()
    }

    /// The next card that can go home safely (never needed in a column any
    /// more), from the waste or a column.
    fn safe_home_move(&self) -> Option<Move> {
        let sources = [PileId::Waste]
            .into_iter()
            .chain((0..7).map(PileId::Column));
        for from in sources {
            let pile = self.pile(from).expect("Klondike pile");
            if let Some(card) = pile.top() {
                if pile.is_face_up(pile.len() - 1) && is_safe_home(card, &self.foundations) {
                    let f = foundation_for(card, &self.foundations)?;
                    return Some(Move::one(from, PileId::Foundation(f as u8)));
                }
            }
        }
        None
    }

    /// Every legal move, draws first.
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.check(Move::Draw).is_ok() {
            moves.push(Move::Draw);
        }
        let sources = [PileId::Waste]
            .into_iter()
            .chain((0..4).map(PileId::Foundation))
            .chain((0..7).map(PileId::Column));
        for from in sources {
            let source = self.pile(from).expect("Klondike pile");
            let max = match from {
                PileId::Column(_) => source.face_up_cards().len(),
                _ => source.len().min(1),
            };
            for count in 1..=max {
                for to in (0..4)
                    .map(PileId::Foundation)
                    .chain((0..7).map(PileId::Column))
                {
                    let mv = Move::run(from, to, count);
                    if self.check(mv).is_ok() {
                        moves.push(mv);
                    }
                }
            }
        }
        moves
    }
}

impl fmt::Display for Klondike {
    /// The notation: `stock:`, `waste:`, `f0:`..`f3:`, `t0:`..`t6:`, one line
    /// each, bottom card first, face-down cards in brackets (the stock's
    /// cards all lie face down and are written without them).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_named_piles(f, &mut self.all_piles())
    }
}

impl FromStr for Klondike {
    type Err = ParseError;

    /// Reads the notation (the whole deck) as a draw-1 game with standard
    /// scoring.
    fn from_str(s: &str) -> Result<Klondike, ParseError> {
        Klondike::parse_with(s, KlondikeOptions::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::card::Card;

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    /// A corner of a game: the cards a test needs, not the whole deck.
    fn game(text: &str) -> Klondike {
        Klondike::parse_partial(text, KlondikeOptions::default()).expect("a Klondike position")
    }

    fn draw3(text: &str) -> Klondike {
        Klondike::parse_partial(text, KlondikeOptions::standard(DrawCount::Three)).unwrap()
    }

    fn col(n: u8) -> PileId {
        PileId::Column(n)
    }

    #[test]
    fn columns_build_down_in_alternating_colours() {
        let g = game("t0: 8H\nt1: 7S\nt2: 7D\nt3: 6S\nwaste: KC");
        assert_eq!(
            g.check(Move::one(col(1), col(0))),
            Ok(()),
            "black 7 on red 8"
        );
        assert_eq!(
            g.check(Move::one(col(2), col(0))),
            Err(Illegal::DoesNotBuild)
        );
        assert_eq!(
            g.check(Move::one(col(3), col(0))),
            Err(Illegal::DoesNotBuild)
        );
        assert_eq!(
            g.check(Move::one(PileId::Waste, col(4))),
            Ok(()),
            "a king fills an empty column"
        );
        assert_eq!(
            g.check(Move::one(col(1), col(4))),
            Err(Illegal::OnlyKingOnEmpty)
        );
    }

    #[test]
    fn a_run_moves_together_and_uncovers_a_card_that_turns_up() {
        let mut g = game("t0: [2C] 9H 8S 7D\nt1: TC");
        let events = g.play(Move::run(col(0), col(1), 3)).unwrap();
        assert_eq!(g.to_string().lines().nth(6), Some("t0: 2C"));
        assert_eq!(g.to_string().lines().nth(7), Some("t1: TC 9H 8S 7D"));
        assert!(events.contains(&Event::Turned {
            pile: col(0),
            card: card("2C")
        }));
        assert_eq!(g.score(), Some(5), "turning a card scores 5");
    }

    #[test]
    fn a_king_with_its_run_fills_an_empty_column() {
        let mut g = game("t0: [3C] KH QS");
        g.play(Move::run(col(0), col(3), 2)).unwrap();
        assert_eq!(g.pile(col(3)).unwrap().cards(), &[card("KH"), card("QS")]);
    }

    #[test]
    fn face_down_cards_and_broken_runs_do_not_move() {
        let g = game("t0: [3C] 9H 8H\nt1: TC");
        assert_eq!(
            g.check(Move::run(col(0), col(1), 3)),
            Err(Illegal::FaceDown)
        );
        assert_eq!(g.check(Move::run(col(0), col(1), 2)), Err(Illegal::NotARun));
    }

    #[test]
    fn drawing_three_puts_the_third_card_on_top_and_turning_over_keeps_the_order() {
        let mut g = draw3("stock: 2C 3C 4C 5C");
        g.play(Move::Draw).unwrap();
        assert_eq!(
            g.pile(PileId::Waste).unwrap().cards(),
            &[card("5C"), card("4C"), card("3C")]
        );
        g.play(Move::Draw).unwrap();
        assert_eq!(
            g.to_string().lines().take(2).collect::<Vec<_>>(),
            ["stock:", "waste: 5C 4C 3C 2C"]
        );
        assert_eq!(g.play(Move::Draw), Ok(vec![Event::Recycled]));
        assert_eq!(
            g.to_string().lines().take(2).collect::<Vec<_>>(),
            ["stock: 2C 3C 4C 5C", "waste:"]
        );
        assert_eq!(g.moves(), 3);
        assert_eq!(game("").play(Move::Draw), Err(Illegal::NothingToDraw));
    }

    #[test]
    fn vegas_allows_one_pass_in_draw_one() {
        let options = KlondikeOptions::vegas(DrawCount::One);
        let mut g = Klondike::parse_partial("stock: 2C", options).unwrap();
        g.play(Move::Draw).unwrap();
        assert_eq!(g.play(Move::Draw), Err(Illegal::NoPassesLeft));
        assert_eq!(g.score(), Some(-52));
        let mut three =
            Klondike::parse_partial("waste: 2C", KlondikeOptions::vegas(DrawCount::Three)).unwrap();
        assert!(three.play(Move::Draw).is_ok());
        assert!(three.play(Move::Draw).is_ok());
        assert!(three.play(Move::Draw).is_ok());
        assert!(three.play(Move::Draw).is_ok());
        assert_eq!(
            three.play(Move::Draw),
            Err(Illegal::NoPassesLeft),
            "third pass used up"
        );
    }

    #[test]
    fn standard_scoring_follows_windows() {
        let mut g = game("waste: AH 9S\nt0: TH\nf0:");
        g.play(Move::one(PileId::Waste, col(0))).unwrap();
        assert_eq!(g.score(), Some(5), "waste to column");
        g.play(Move::one(PileId::Waste, PileId::Foundation(0)))
            .unwrap();
        assert_eq!(g.score(), Some(15), "card home");
        let mut back = game("f1: AS 2S 3S\nt0: 4H");
        back.play(Move::one(PileId::Foundation(1), col(0))).unwrap();
        assert_eq!(back.score(), Some(0), "never below zero");
        let mut recycle = game("waste: 2C");
        recycle.points = 150;
        recycle.play(Move::Draw).unwrap();
        assert_eq!(
            recycle.score(),
            Some(50),
            "each pass after the first costs 100 in draw 1"
        );
    }

    #[test]
    fn foundations_take_the_next_card_of_their_suit() {
        let g = game("f0: AH 2H\nt0: 3H\nt1: 3D\nt2: AS");
        assert_eq!(g.check(Move::one(col(0), PileId::Foundation(0))), Ok(()));
        assert_eq!(
            g.check(Move::one(col(1), PileId::Foundation(0))),
            Err(Illegal::NotNextOnFoundation)
        );
        assert_eq!(g.check(Move::one(col(2), PileId::Foundation(1))), Ok(()));
        assert_eq!(
            g.check(Move::one(col(0), PileId::Foundation(1))),
            Err(Illegal::NotNextOnFoundation)
        );
    }

    #[test]
    fn an_illegal_move_changes_nothing() {
        let mut g = game("t0: 8H\nt1: 7D\nstock: 2C");
        let before = g.clone();
        assert!(g.play(Move::one(col(1), col(0))).is_err());
        assert!(g.play(Move::one(PileId::Stock, col(0))).is_err());
        assert_eq!(g, before);
    }

    #[test]
    fn the_deal_has_a_growing_staircase_and_24_in_the_stock() {
        let g = Klondike::deal(7, KlondikeOptions::standard(DrawCount::Three));
        for (i, c) in g.columns().iter().enumerate() {
            assert_eq!((c.len(), c.face_down()), (i + 1, i));
        }
        assert_eq!(g.pile(PileId::Stock).unwrap().len(), 24);
        assert_eq!(
            Klondike::deal(7, g.options),
            g,
            "the same number, the same deal"
        );
    }

    #[test]
    fn klondike_deal_1_is_pinned() {
        let g = Klondike::deal(1, KlondikeOptions::default());
        let text = g.to_string();
        assert_eq!(text.lines().nth(6), Some("t0: JH"));
        assert_eq!(text.lines().nth(12), Some("t6: [6S TC 2D 2S 5C 4C] TS"));
    }

    #[test]
    fn a_position_must_hold_every_card_and_names_the_missing_ones() {
        let deal = Klondike::deal(1, KlondikeOptions::default()).to_string();
        assert_eq!(
            deal.parse::<Klondike>(),
            Ok(Klondike::deal(1, Default::default()))
        );
        // Deal 1's t0 holds the jack of hearts alone: without it, 51 cards.
        let text = deal.replace("t0: JH\n", "t0:\n");
        let err = text.parse::<Klondike>().unwrap_err();
        assert_eq!((err.line, err.token.as_str()), (13, "JH"), "{err}");
        assert!(err.reason.starts_with("1 card is missing"), "{err}");
        let err = "".parse::<Klondike>().unwrap_err();
        assert!(err.reason.starts_with("52 cards are missing"), "{err}");
    }

    #[test]
    fn a_face_down_card_is_never_the_top_of_a_column() {
        // Deal 1 with t6's top card turned down.
        let deal = Klondike::deal(1, KlondikeOptions::default()).to_string();
        let text = deal.replace("t6: [6S TC 2D 2S 5C 4C] TS", "t6: [6S TC 2D 2S 5C 4C TS]");
        let err = text.parse::<Klondike>().unwrap_err();
        assert_eq!((err.line, err.token.as_str()), (13, "t6"), "{err}");
        assert_eq!(err.reason, "the top card of a column lies face up");
        // The whole deck face down in one column.
        let all: Vec<String> = crate::model::card::Card::deck()
            .map(|c| c.to_string())
            .collect();
        let text = format!("t0: [{}]", all.join(" "));
        let err = text.parse::<Klondike>().unwrap_err();
        assert_eq!((err.line, err.token.as_str()), (1, "t0"), "{err}");
        // Partial positions, for tests, are held to the same rule.
        let options = KlondikeOptions::default();
        assert!(Klondike::parse_partial("t0: [3C]", options).is_err());
        assert!(Klondike::parse_partial("t0: [3C] KH", options).is_ok());
    }

    #[test]
    fn parse_errors_name_line_and_token() {
        let err = "t0: 8H\nt9: 7S".parse::<Klondike>().unwrap_err();
        assert_eq!((err.line, err.token.as_str()), (2, "t9"));
        let err = "t0: 8H\nt1: 8H".parse::<Klondike>().unwrap_err();
        assert_eq!((err.line, err.token.as_str()), (2, "8H"));
        assert!("f0: 2H".parse::<Klondike>().is_err());
        assert!("t0 8H".parse::<Klondike>().is_err());
    }
}
