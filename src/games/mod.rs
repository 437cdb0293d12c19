//! The games: one trait ([`Patience`]) every game implements, the
//! vocabulary that plays any game described in it ([`described`]: most of
//! the list), a file of rules for each game it cannot say, and the one list
//! of games ([`list::GAMES`]). [`Game`] is
//! any game of the list; it hands every question to the game's rules in one
//! place ([`Game::rules`]), so nothing outside this folder matches on which
//! game is played.

pub mod acesup;
mod alike;
pub mod clock;
pub mod described;
pub mod list;
pub mod mod3;
mod patience;
pub mod pyramid;
pub mod table;
pub mod tripeaks;
pub mod words;

use std::fmt;
use std::str::FromStr;

pub use alike::Alike;
pub use list::{GameInfo, GAMES};
pub use patience::Patience;
pub(crate) use patience::{read_into, whole};

use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::ParseError;
use crate::model::pile::{Pile, PileId};
use crate::model::score::Scoring;
use acesup::AcesUp;
use clock::Clock;
use described::{DescId, Described};
use mod3::Mod3;
use pyramid::Pyramid;
use table::{Laid, Table};
use tripeaks::TriPeaks;

/// A game with its options: what a deal is dealt for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    TriPeaks,
    Pyramid,
    AcesUp,
    GrandfathersClock,
    Mod3,
    /// A game that is a description ([`described`]): a built-in one of
    /// `assets/games/`, or one a player gave (`--rules FILE`).
    Described(DescId),
}

impl Variant {
    /// Its line in the list of games (a player's own description has a
    /// line of its own, in no list).
    pub fn info(self) -> &'static GameInfo {
        match self {
            Variant::Described(id) if !id.is_built_in() => id.info(),
            _ => {
                &GAMES[self
                    .index()
                    .expect("every other variant is in the list of games")]
            }
        }
    }

    /// Its place in the list of games; none for a player's own
    /// description (`--rules FILE`), which no list holds.
    pub fn index(self) -> Option<usize> {
        GAMES.iter().position(|g| g.variant == self)
    }

    /// The short name used on the command line, in the page's query and in
    /// saved files: `klondike`, `klondike3-vegas`, `freecell`, `spider2`.
    pub fn name(self) -> &'static str {
        self.info().id
    }

    /// A name for people: "Klondike, draw 3".
    pub fn title(self) -> &'static str {
        self.info().title
    }

    /// The game whose statistics and settings this variant shares: the
    /// same game under its standard scoring.
    pub fn game(self) -> Variant {
        self.with_scoring(Scoring::Standard)
    }

    /// The same game under other scoring (a game without a choice of
    /// scoring stays as it is): a description's sibling in the list kept
    /// by that score ([`DescId::with_scoring`]).
    pub fn with_scoring(self, scoring: Scoring) -> Variant {
        use described::vocabulary::Scoring as Kept;
        let Variant::Described(id) = self else {
            return self;
        };
        if !matches!(id.description().scoring, Kept::Standard | Kept::Vegas) {
            return self;
        }
        let kept = match scoring {
            Scoring::Standard => Kept::Standard,
            Scoring::Vegas => Kept::Vegas,
        };
        id.with_scoring(kept).map_or(self, Variant::Described)
    }

    /// The same game turning `cards` at a time from its stock (`--draw`),
    /// if it is a game with that choice ([`DescId::with_draw`]).
    pub fn with_draw(self, cards: &str) -> Option<Variant> {
        let Variant::Described(id) = self else {
            return None;
        };
        id.with_draw(cards.parse().ok()?).map(Variant::Described)
    }

    /// The deal numbers this variant knows.
    pub fn deal_range(self) -> std::ops::RangeInclusive<u64> {
        self.info().deals.clone()
    }
}

/// A variant name that is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadVariant(pub String);

impl fmt::Display for BadVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = GAMES.iter().filter(|g| g.chooser).map(|g| g.id).collect();
        write!(f, "`{}` is not a game ({})", self.0, names.join(", "))
    }
}

impl std::error::Error for BadVariant {}

impl FromStr for Variant {
    type Err = BadVariant;

    /// Reads a name of the list of games, either case (`klondike1` is
    /// read as `klondike`), or of a description registered in this run.
    fn from_str(s: &str) -> Result<Variant, BadVariant> {
        let lower = s.to_ascii_lowercase();
        let name = if lower == "klondike1" {
            "klondike"
        } else {
            &lower
        };
        GAMES
            .iter()
            .find(|g| g.id == name)
            .map(|g| g.variant)
            .or_else(|| described::registry::registered(name).map(Variant::Described))
            .ok_or_else(|| BadVariant(s.to_string()))
    }
}

/// A deal: a variant, its options and a number. The same deal always gives
/// the same cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deal {
    pub variant: Variant,
    pub number: u64,
}

/// A deal number outside the variant's range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadDeal {
    pub variant: Variant,
    pub number: u64,
}

impl fmt::Display for BadDeal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let range = self.variant.deal_range();
        write!(
            f,
            "{} deals are numbered {} to {}, not {}",
            self.variant.title(),
            range.start(),
            range.end(),
            self.number
        )
    }
}

impl std::error::Error for BadDeal {}

impl Deal {
    /// A deal, if the number is in the variant's range.
    pub fn new(variant: Variant, number: u64) -> Result<Deal, BadDeal> {
        if variant.deal_range().contains(&number) {
            Ok(Deal { variant, number })
        } else {
            Err(BadDeal { variant, number })
        }
    }
}

/// What a position's notation leaves out: the moves made so far and, in
/// Klondike, the turns of the waste and the standard score. A save that
/// keeps only its latest undo steps writes them with the position those
/// steps start from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub moves: u32,
    pub recycles: u32,
    pub points: i32,
}

/// A game of any variant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Game {
    TriPeaks(TriPeaks),
    Pyramid(Pyramid),
    AcesUp(AcesUp),
    /// Boxed: the clock's twelve foundations make it the largest game by
    /// far, and every other game would be as large.
    GrandfathersClock(Box<Clock>),
    Mod3(Mod3),
    Described(Described),
}

impl Game {
    /// Deals a new game.
    pub fn new(deal: Deal) -> Game {
        match deal.variant {
            Variant::TriPeaks => Game::TriPeaks(TriPeaks::deal(deal.number)),
            Variant::Pyramid => Game::Pyramid(Pyramid::deal(deal.number)),
            Variant::AcesUp => Game::AcesUp(AcesUp::deal(deal.number)),
            Variant::GrandfathersClock => {
                Game::GrandfathersClock(Box::new(Clock::deal(deal.number)))
            }
            Variant::Mod3 => Game::Mod3(Mod3::deal(deal.number)),
            Variant::Described(id) => Game::Described(Described::deal(deal.number, id)),
        }
    }

    /// Reads a position in the variant's notation: the whole deck, each
    /// card once (`--position`, saved games).
    pub fn parse(variant: Variant, text: &str) -> Result<Game, ParseError> {
        Ok(match variant {
            Variant::TriPeaks => Game::TriPeaks(TriPeaks::parse(text)?),
            Variant::Pyramid => Game::Pyramid(Pyramid::parse(text)?),
            Variant::AcesUp => Game::AcesUp(AcesUp::parse(text)?),
            Variant::GrandfathersClock => Game::GrandfathersClock(Box::new(Clock::parse(text)?)),
            Variant::Mod3 => Game::Mod3(Mod3::parse(text)?),
            Variant::Described(id) => Game::Described(Described::parse(text, id)?),
        })
    }

    /// Reads a position that may leave cards out, for tests that set up a
    /// corner of a game (see [`Described::parse_partial`]).
    pub fn parse_partial(variant: Variant, text: &str) -> Result<Game, ParseError> {
        Ok(match variant {
            Variant::TriPeaks => Game::TriPeaks(TriPeaks::parse_partial(text)?),
            Variant::Pyramid => Game::Pyramid(Pyramid::parse_partial(text)?),
            Variant::AcesUp => Game::AcesUp(AcesUp::parse_partial(text)?),
            Variant::GrandfathersClock => {
                Game::GrandfathersClock(Box::new(Clock::parse_partial(text)?))
            }
            Variant::Mod3 => Game::Mod3(Mod3::parse_partial(text)?),
            Variant::Described(id) => Game::Described(Described::parse_partial(text, id)?),
        })
    }

    /// The rules of the game on the table: every question about the game
    /// goes through here.
    pub fn rules(&self) -> &dyn Patience {
        match self {
            Game::TriPeaks(t) => t,
            Game::Pyramid(p) => p,
            Game::AcesUp(a) => a,
            Game::GrandfathersClock(c) => &**c,
            Game::Mod3(m) => m,
            Game::Described(d) => d,
        }
    }

    fn rules_mut(&mut self) -> &mut dyn Patience {
        match self {
            Game::TriPeaks(t) => t,
            Game::Pyramid(p) => p,
            Game::AcesUp(a) => a,
            Game::GrandfathersClock(c) => &mut **c,
            Game::Mod3(m) => m,
            Game::Described(d) => d,
        }
    }

    pub fn variant(&self) -> Variant {
        self.rules().variant()
    }

    pub fn deck(&self) -> Deck {
        self.rules().deck()
    }

    /// The one door: checks the move and, if legal, makes it and says what
    /// happened; if not, leaves the game exactly as it was and says why.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.rules_mut().play(mv)
    }

    /// Checks a move without making it.
    pub fn check(&self, mv: Move) -> Result<(), Illegal> {
        self.rules().check(mv)
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.rules().legal_moves()
    }

    /// How many top cards of `pile` may be lifted together.
    pub fn lift(&self, pile: PileId) -> usize {
        self.rules().lift(pile)
    }

    /// The moves that take the free card of `pile` away together with
    /// another (Pyramid's pairs); none in most games.
    pub fn partners(&self, pile: PileId) -> Vec<Move> {
        self.rules().partners(pile)
    }

    /// Whether the keyboard and pad focus stops on `pile`.
    pub fn focusable(&self, pile: PileId) -> bool {
        self.rules().focusable(pile)
    }

    /// Whether a click sends a card home first (a discard pile).
    pub fn home_first(&self) -> bool {
        self.rules().home_first()
    }

    /// The next card that can go home without ever being needed in a column.
    pub fn safe_home_move(&self) -> Option<Move> {
        self.rules().safe_home_move()
    }

    /// Which piles may be put in another order without changing the game.
    pub fn alike(&self) -> Alike {
        self.rules().alike()
    }

    /// Whether the waste's turns so far change what is left to play.
    pub fn turns_matter(&self) -> bool {
        self.rules().turns_matter()
    }

    pub fn pile(&self, id: PileId) -> Option<&Pile> {
        self.rules().pile(id)
    }

    /// Every pile with its name, in table order.
    pub fn piles(&self) -> Vec<(PileId, &Pile)> {
        self.rules().piles()
    }

    pub fn foundations(&self) -> &[Pile] {
        self.rules().foundations()
    }

    pub fn moves(&self) -> u32 {
        self.rules().moves()
    }

    /// The counts the notation leaves out.
    pub fn tally(&self) -> Tally {
        self.rules().tally()
    }

    /// Sets the counts the notation leaves out (a position read back);
    /// those the variant does not keep are ignored.
    pub fn set_tally(&mut self, tally: Tally) {
        self.rules_mut().set_tally(tally)
    }

    /// The score, for a game that keeps one.
    pub fn score(&self) -> Option<i32> {
        self.rules().score()
    }

    /// The score as shown after `seconds` of play, with the bonus for a
    /// quick win when `bonus` (the player's own win).
    pub fn shown_score(&self, seconds: u32, bonus: bool) -> Option<i32> {
        self.rules().shown_score(seconds, bonus)
    }

    /// Whether the score is money (Vegas).
    pub fn scores_money(&self) -> bool {
        self.rules().scores_money()
    }

    /// The rank every foundation starts from, if they all start from one.
    pub fn home_base(&self) -> Option<crate::model::card::Rank> {
        self.rules().home_base()
    }

    /// The one rank an empty `pile` takes, if only one.
    pub fn empty_takes(&self, pile: PileId) -> Option<crate::model::card::Rank> {
        self.rules().empty_takes(pile)
    }

    /// Cards, or deals, left in the stock.
    pub fn stock_left(&self) -> Option<usize> {
        self.rules().stock_left()
    }

    /// What the stock has left in words, for the badge beside it: "24
    /// cards", "5 deals", "1 redeal".
    pub fn stock_label(&self) -> Option<String> {
        let left = self.stock_left()?;
        Some(words::stock_label(left, self.rules().stock_unit()))
    }

    /// The piles whose count the table shows beside them, each with its
    /// words: the stock's ([`Game::stock_label`]) and a reserve's
    /// ("13 cards": Canfield's reserve is a squared pile whose size is
    /// the game's progress, as the stock's is).
    pub fn counts(&self) -> Vec<(PileId, String)> {
        let mut counts = Vec::with_capacity(2);
        if let Some(label) = self.stock_label() {
            counts.push((PileId::Stock, label));
        }
        if let Some(reserve) = self.pile(PileId::Reserve) {
            counts.push((
                PileId::Reserve,
                words::stock_label(reserve.len(), words::StockUnit::Cards),
            ));
        }
        counts
    }

    pub fn is_won(&self) -> bool {
        self.rules().is_won()
    }

    /// True when only moving cards home is left, so the game may finish
    /// itself.
    pub fn is_trivially_won(&self) -> bool {
        self.rules().is_trivially_won()
    }

    /// The table in card units.
    pub fn table(&self) -> Table {
        match self {
            Game::TriPeaks(t) => t.table(),
            Game::Pyramid(p) => p.table(),
            Game::AcesUp(a) => a.table(),
            Game::GrandfathersClock(c) => c.table(),
            Game::Mod3(m) => m.table(),
            Game::Described(d) => d.table(),
        }
    }

    /// What `pile` is to a player (see [`words::describe`]).
    pub fn pile_kind(&self, pile: PileId) -> words::PileKind {
        self.rules().pile_kind(pile)
    }

    /// A move in the game's own notation, seen from this position.
    pub fn move_text(&self, mv: Move) -> String {
        self.rules().move_text(mv)
    }

    /// A line of moves in the game's notation, one a line, played from
    /// this position; `None` if a move is refused (not a line of this game).
    pub fn line_text(&self, line: &[Move]) -> Option<String> {
        let mut game = self.clone();
        let mut out = String::new();
        for &mv in line {
            out.push_str(&game.move_text(mv));
            out.push('\n');
            game.play(mv).ok()?;
        }
        Some(out)
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.rules(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_to_play_holds_the_whole_deck_and_a_corner_is_for_tests() {
        let corner = "t0: 9H\nt1: TC";
        let klondike = "klondike".parse::<Variant>().unwrap();
        let err = Game::parse(klondike, corner).unwrap_err();
        assert!(err.reason.starts_with("50 cards are missing"), "{err}");
        assert!(Game::parse_partial(klondike, corner).is_ok());
        let cells = "Foundations: H-K C-K D-K S-Q\n: KS";
        assert!(Game::parse("freecell".parse::<Variant>().unwrap(), cells).is_ok());
        assert!(Game::parse("freecell".parse::<Variant>().unwrap(), ": KS").is_err());
        assert!(Game::parse_partial("freecell".parse::<Variant>().unwrap(), ": KS").is_ok());
    }
}
