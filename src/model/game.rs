//! One type for any variant, so the presenter, the view and the solver deal
//! with a single door (`play`) whatever is on the table.

use std::fmt;
use std::str::FromStr;

use super::deal::MS_MAX_DEAL;
use super::freecell::FreeCell;
use super::klondike::{DrawCount, Klondike, KlondikeOptions};
use super::moves::{Event, Illegal, Move};
use super::notation::ParseError;
use super::pile::{Pile, PileId};
use super::score::Scoring;

/// A variant with its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    Klondike(KlondikeOptions),
    FreeCell,
}

impl Variant {
    /// The short names used on the command line and in the web page's query:
    /// `klondike`, `klondike3`, `freecell`.
    /// `klondike-vegas` and `klondike3-vegas` name the Vegas rules.
    pub fn name(self) -> &'static str {
        let vegas = |o: KlondikeOptions| o.scoring == Scoring::Vegas;
        match self {
            Variant::Klondike(o) if o.draw == DrawCount::Three && vegas(o) => "klondike3-vegas",
            Variant::Klondike(o) if o.draw == DrawCount::Three => "klondike3",
            Variant::Klondike(o) if vegas(o) => "klondike-vegas",
            Variant::Klondike(_) => "klondike",
            Variant::FreeCell => "freecell",
        }
    }

    /// A name for people: "Klondike, draw 3".
    pub fn title(self) -> &'static str {
        let vegas = |o: KlondikeOptions| o.scoring == Scoring::Vegas;
        match self {
            Variant::Klondike(o) if o.draw == DrawCount::Three && vegas(o) => {
                "Klondike, draw 3, Vegas"
            }
            Variant::Klondike(o) if o.draw == DrawCount::Three => "Klondike, draw 3",
            Variant::Klondike(o) if vegas(o) => "Klondike, draw 1, Vegas",
            Variant::Klondike(_) => "Klondike, draw 1",
            Variant::FreeCell => "FreeCell",
        }
    }

    /// The same game under other scoring (FreeCell has none).
    pub fn with_scoring(self, scoring: Scoring) -> Variant {
        match self {
            Variant::Klondike(o) => Variant::Klondike(match scoring {
                Scoring::Standard => KlondikeOptions::standard(o.draw),
                Scoring::Vegas => KlondikeOptions::vegas(o.draw),
            }),
            Variant::FreeCell => Variant::FreeCell,
        }
    }

    /// The deal numbers this variant knows.
    pub fn deal_range(self) -> std::ops::RangeInclusive<u64> {
        match self {
            Variant::Klondike(_) => 1..=u64::MAX,
            Variant::FreeCell => 1..=MS_MAX_DEAL as u64,
        }
    }
}

/// A variant name that is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadVariant(pub String);

impl fmt::Display for BadVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a game (klondike, klondike3, freecell)",
            self.0
        )
    }
}

impl std::error::Error for BadVariant {}

impl FromStr for Variant {
    type Err = BadVariant;

    fn from_str(s: &str) -> Result<Variant, BadVariant> {
        match s.to_ascii_lowercase().as_str() {
            "klondike" | "klondike1" => {
                Ok(Variant::Klondike(KlondikeOptions::standard(DrawCount::One)))
            }
            "klondike3" => Ok(Variant::Klondike(KlondikeOptions::standard(
                DrawCount::Three,
            ))),
            "klondike-vegas" => Ok(Variant::Klondike(KlondikeOptions::vegas(DrawCount::One))),
            "klondike3-vegas" => Ok(Variant::Klondike(KlondikeOptions::vegas(DrawCount::Three))),
            "freecell" => Ok(Variant::FreeCell),
            _ => Err(BadVariant(s.to_string())),
        }
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
    Klondike(Klondike),
    FreeCell(FreeCell),
}

impl Game {
    /// Deals a new game.
    pub fn new(deal: Deal) -> Game {
        match deal.variant {
            Variant::Klondike(options) => Game::Klondike(Klondike::deal(deal.number, options)),
            Variant::FreeCell => Game::FreeCell(FreeCell::deal(
                deal.number.clamp(1, MS_MAX_DEAL as u64) as u32,
            )),
        }
    }

    /// Reads a position in the variant's notation: the whole deck, each
    /// card once (`--position`, saved games).
    pub fn parse(variant: Variant, text: &str) -> Result<Game, ParseError> {
        Ok(match variant {
            Variant::Klondike(options) => Game::Klondike(Klondike::parse_with(text, options)?),
            Variant::FreeCell => Game::FreeCell(FreeCell::parse_board(text)?),
        })
    }

    /// Reads a position that may leave cards out, for tests that set up a
    /// corner of a game (see [`Klondike::parse_partial`]).
    pub fn parse_partial(variant: Variant, text: &str) -> Result<Game, ParseError> {
        Ok(match variant {
            Variant::Klondike(options) => Game::Klondike(Klondike::parse_partial(text, options)?),
            Variant::FreeCell => Game::FreeCell(FreeCell::parse_partial(text)?),
        })
    }

    pub fn variant(&self) -> Variant {
        match self {
            Game::Klondike(k) => Variant::Klondike(k.options),
            Game::FreeCell(_) => Variant::FreeCell,
        }
    }

    /// The one door: checks the move and, if legal, makes it and says what
    /// happened; if not, leaves the game exactly as it was and says why.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        match self {
            Game::Klondike(k) => k.play(mv),
            Game::FreeCell(f) => f.play(mv),
        }
    }

    /// Checks a move without making it.
    pub fn check(&self, mv: Move) -> Result<(), Illegal> {
        match self {
            Game::Klondike(k) => k.check(mv),
            Game::FreeCell(f) => f.check(mv),
        }
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> Vec<Move> {
        match self {
            Game::Klondike(k) => k.legal_moves(),
            Game::FreeCell(f) => f.legal_moves(),
        }
    }

    /// The next card that can go home without ever being needed in a column.
    pub fn safe_home_move(&self) -> Option<Move> {
        match self {
            Game::Klondike(k) => k.safe_home_move(),
            Game::FreeCell(f) => f.safe_home_move(),
        }
    }

    pub fn pile(&self, id: PileId) -> Option<&Pile> {
        match self {
            Game::Klondike(k) => k.pile(id),
            Game::FreeCell(f) => f.pile(id),
        }
    }

    /// Every pile with its name, in table order.
    pub fn piles(&self) -> Vec<(PileId, &Pile)> {
        match self {
            Game::Klondike(k) => k.all_piles().collect(),
            Game::FreeCell(f) => f.all_piles().collect(),
        }
    }

    pub fn foundations(&self) -> &[Pile; 4] {
        match self {
            Game::Klondike(k) => k.foundations(),
            Game::FreeCell(f) => f.foundations(),
        }
    }

    pub fn moves(&self) -> u32 {
        match self {
            Game::Klondike(k) => k.moves(),
            Game::FreeCell(f) => f.moves(),
        }
    }

    /// The counts the notation leaves out.
    pub fn tally(&self) -> Tally {
        match self {
            Game::Klondike(k) => k.tally(),
            Game::FreeCell(f) => f.tally(),
        }
    }

    /// Sets the counts the notation leaves out (a position read back);
    /// those the variant does not keep are ignored.
    pub fn set_tally(&mut self, tally: Tally) {
        match self {
            Game::Klondike(k) => k.set_tally(tally),
            Game::FreeCell(f) => f.set_tally(tally),
        }
    }

    /// Klondike's score (FreeCell keeps none).
    pub fn score(&self) -> Option<i32> {
        match self {
            Game::Klondike(k) => Some(k.score()),
            Game::FreeCell(_) => None,
        }
    }

    pub fn is_won(&self) -> bool {
        match self {
            Game::Klondike(k) => k.is_won(),
            Game::FreeCell(f) => f.is_won(),
        }
    }

    /// True when only moving cards home is left, so the game may finish
    /// itself.
    pub fn is_trivially_won(&self) -> bool {
        match self {
            Game::Klondike(k) => k.is_trivially_won(),
            Game::FreeCell(f) => f.is_trivially_won(),
        }
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Game::Klondike(k) => k.fmt(f),
            Game::FreeCell(g) => g.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_to_play_holds_the_whole_deck_and_a_corner_is_for_tests() {
        let corner = "t0: 9H\nt1: TC";
        let klondike = Variant::Klondike(Default::default());
        let err = Game::parse(klondike, corner).unwrap_err();
        assert!(err.reason.starts_with("50 cards are missing"), "{err}");
        assert!(Game::parse_partial(klondike, corner).is_ok());
        let cells = "Foundations: H-K C-K D-K S-Q\n: KS";
        assert!(Game::parse(Variant::FreeCell, cells).is_ok());
        assert!(Game::parse(Variant::FreeCell, ": KS").is_err());
        assert!(Game::parse_partial(Variant::FreeCell, ": KS").is_ok());
    }
}
