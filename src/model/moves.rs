//! What a player can ask for, what happened, and why a move was refused.

use std::fmt;

use super::card::Card;
use super::pile::PileId;

/// A move, the one currency of the rules: every caller (mouse, keys, hint,
/// auto-play, solver) hands one of these to `play`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Klondike: turn cards from the stock to the waste, or turn the waste over
    /// when the stock is empty. Spider: deal a card from the stock face up
    /// onto each column.
    Draw,
    /// Move the top `count` cards of `from` onto `to`.
    Transfer { from: PileId, to: PileId, count: u8 },
    /// Pyramid: take the top cards of two piles together to the discards
    /// (`f0`), a pair whose ranks add to 13.
    Pair { a: PileId, b: PileId },
}

impl Move {
    /// A single card from one pile to another.
    pub fn one(from: PileId, to: PileId) -> Move {
        Move::Transfer { from, to, count: 1 }
    }

    /// A run of `count` cards.
    pub fn run(from: PileId, to: PileId, count: usize) -> Move {
        Move::Transfer {
            from,
            to,
            count: count.min(u8::MAX as usize) as u8,
        }
    }
}

impl fmt::Display for Move {
    /// `stock waste` for a draw, `FROM TO [COUNT]` for a transfer (count
    /// left out when 1), the move format of `felt solve klondike`;
    /// `pair A B` for a pair.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Draw => write!(f, "stock waste"),
            Move::Transfer { from, to, count: 1 } => write!(f, "{from} {to}"),
            Move::Transfer { from, to, count } => write!(f, "{from} {to} {count}"),
            Move::Pair { a, b } => write!(f, "pair {a} {b}"),
        }
    }
}

/// A move that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadMove(pub String);

impl fmt::Display for BadMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a move (`stock waste`, FROM TO [COUNT], or `pair A B`)",
            self.0
        )
    }
}

impl std::error::Error for BadMove {}

impl std::str::FromStr for Move {
    type Err = BadMove;

    /// Reads what `Display` writes: `stock waste`, `t6 f2`, `t2 t5 3`,
    /// `pair t12 waste`.
    fn from_str(s: &str) -> Result<Move, BadMove> {
        let bad = || BadMove(s.to_string());
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            ["stock", "waste"] => Ok(Move::Draw),
            ["pair", a, b] => Ok(Move::Pair {
                a: a.parse().map_err(|_| bad())?,
                b: b.parse().map_err(|_| bad())?,
            }),
            [from, to] | [from, to, _] => {
                let count = match words.get(2) {
                    Some(n) => n.parse::<u8>().ok().filter(|n| *n > 0).ok_or_else(bad)?,
                    None => 1,
                };
                Ok(Move::Transfer {
                    from: from.parse().map_err(|_| bad())?,
                    to: to.parse().map_err(|_| bad())?,
                    count,
                })
            }
            _ => Err(bad()),
        }
    }
}

/// What a move did, in order, so the view and the sounds can follow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Cards went from the stock to the waste.
    Drew { cards: Vec<Card> },
    /// The waste was turned over to become the stock again (Grandfather:
    /// the columns were gathered and dealt again).
    Recycled,
    /// Spider: the stock dealt one card face up onto each column, `cards[i]`
    /// onto column `i` (the stock's top card onto t0).
    Dealt { cards: Vec<Card> },
    /// Cards moved between piles.
    Moved {
        from: PileId,
        to: PileId,
        cards: Vec<Card>,
    },
    /// A face-down card was uncovered and turned up.
    Turned { pile: PileId, card: Card },
    /// The last card went home.
    Won,
}

/// Why the rules refused a move. The game is left exactly as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The variant has no such pile.
    NoSuchPile(PileId),
    /// A pile onto itself.
    SamePile,
    /// Fewer cards than asked for, or zero.
    NotEnoughCards,
    /// Some of the cards asked for lie face down.
    FaceDown,
    /// Cards can be taken from this pile only one by one (or not at all).
    OneAtATime,
    /// Nothing may be put on this pile by hand (stock, waste).
    NotADestination(PileId),
    /// Cards are not taken from this pile by hand (the stock is drawn).
    NotASource(PileId),
    /// A free cell holds one card.
    CellOccupied,
    /// The run is longer than the free cells and empty columns allow.
    RunTooLong { max: usize },
    /// Cards never leave the foundations.
    FoundationIsFinal,
    /// Drawing is not part of this variant.
    NoStock,
    /// Stock and waste are both empty.
    NothingToDraw,
    /// The pass limit is reached: the waste can't be turned over again.
    NoPassesLeft,
    /// The game is already won.
    GameOver,
    /// Grandfather's Clock: a card goes on a card one rank higher, of any
    /// suit.
    NotOneHigher,
    /// Foundations of whole runs (Spider, Scorpion): runs go home by
    /// themselves, king to ace of one suit.
    HomeByItself,
    /// A stock dealt onto the columns (Spider): not while a column is empty.
    EmptyColumn,
    /// A stock dealt onto the columns or the waste has dealt all its cards.
    StockEmpty,
    /// TriPeaks: a card goes to the waste one rank above or below
    /// its top card.
    NotOneApart,
    /// TriPeaks, Pyramid: a card still covered by others cannot be taken.
    Covered,
    /// Pyramid: a pair goes when its ranks add to 13.
    NotThirteen,
    /// Pyramid: only a king goes to the discards alone.
    NotAKing,
    /// Cards go in pairs in Pyramid only.
    NoPairs,
    /// Aces Up: a card is discarded when a higher card of its suit (aces
    /// high) tops another column.
    NoHigherOfSuit,
    /// Aces Up: a card moves onto an empty column only.
    OnlyOnEmpty,
    /// A stock that redeals (Grandfather): every redeal is made.
    NoRedealsLeft,
    /// Grandfather's Clock: a foundation takes the next card of its suit
    /// (the king followed by the ace) until it shows its hour.
    NotUpToTheHour,
    /// Mod3: a place of the rows builds up by threes in suit from its
    /// row's base (2, 3 or 4).
    NotUpByThree,
    /// Mod3: only aces go to the aces pile.
    NotAnAce,
    /// A described game: the card does not build on the destination by
    /// the column's rule, said in the vocabulary's words ("a column builds
    /// down by suit").
    BuildRule(&'static str),
    /// A described game: these cards do not move together by the rule of
    /// what moves as a group ("one card at a time").
    GroupRule(&'static str),
    /// A described game: the foundation does not take this card by its
    /// rule ("a foundation builds up by suit from the ace").
    HomeRule(&'static str),
    /// A described game: an empty column does not take this card by its
    /// rule ("an empty column takes only a king").
    EmptyRule(&'static str),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::NoSuchPile(p) => write!(f, "there is no pile {p} in this game"),
            Illegal::SamePile => write!(f, "a pile cannot move onto itself"),
            Illegal::NotEnoughCards => write!(f, "there are not that many cards to move"),
            Illegal::FaceDown => write!(f, "face-down cards cannot be moved"),
            Illegal::OneAtATime => write!(f, "cards leave this pile one at a time"),
            Illegal::NotADestination(p) => write!(f, "nothing can be put on {}", p.spoken()),
            Illegal::NotASource(p) => {
                write!(f, "cards are not taken from {} by hand", p.spoken())
            }
            Illegal::CellOccupied => write!(f, "a free cell holds one card"),
            Illegal::RunTooLong { max } => {
                write!(
                    f,
                    "only {max} cards can move at once with the free space there is"
                )
            }
            Illegal::FoundationIsFinal => write!(f, "cards never leave the foundations"),
            Illegal::NoStock => write!(f, "this game has no stock"),
            Illegal::NothingToDraw => write!(f, "the stock and the waste are empty"),
            Illegal::NoPassesLeft => write!(f, "no passes through the stock are left"),
            Illegal::GameOver => write!(f, "the game is already won"),
            Illegal::NotOneHigher => write!(f, "a card goes on a card one rank higher"),
            Illegal::HomeByItself => {
                write!(f, "a run from king to ace of one suit goes home by itself")
            }
            Illegal::EmptyColumn => write!(f, "fill every empty column before dealing"),
            Illegal::StockEmpty => write!(f, "the stock has no cards left to deal"),
            Illegal::NotOneApart => {
                write!(f, "a card goes on the waste one rank above or below it")
            }
            Illegal::Covered => write!(f, "that card is still covered"),
            Illegal::NotThirteen => write!(f, "a pair goes when its ranks add to 13"),
            Illegal::NotAKing => write!(f, "only a king goes alone"),
            Illegal::NoPairs => write!(f, "cards do not go in pairs in this game"),
            Illegal::NoHigherOfSuit => write!(
                f,
                "a card is discarded when a higher card of its suit tops another column"
            ),
            Illegal::OnlyOnEmpty => write!(f, "a card moves only onto an empty column"),
            Illegal::NoRedealsLeft => write!(f, "both redeals are made"),
            Illegal::NotUpByThree => write!(
                f,
                "a row builds up by threes in suit from its base (2, 3 or 4)"
            ),
            Illegal::NotAnAce => write!(f, "only aces go to the aces pile"),
            Illegal::NotUpToTheHour => write!(
                f,
                "a foundation takes the next card of its suit until it shows its hour"
            ),
            Illegal::BuildRule(rule)
            | Illegal::GroupRule(rule)
            | Illegal::HomeRule(rule)
            | Illegal::EmptyRule(rule) => write!(f, "{rule}"),
        }
    }
}

impl std::error::Error for Illegal {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_names_a_pile_as_players_do() {
        let piles = [
            PileId::Stock,
            PileId::Waste,
            PileId::Reserve,
            PileId::Foundation(3),
            PileId::Column(7),
            PileId::FreeCell(1),
        ];
        for pile in piles {
            for why in [Illegal::NotADestination(pile), Illegal::NotASource(pile)] {
                let said = why.to_string();
                assert!(said.contains(pile.spoken()), "{said}");
                let coded = !matches!(pile, PileId::Stock | PileId::Waste);
                let code = pile.to_string();
                assert!(!(coded && said.split(' ').any(|w| w == code)), "{said}");
            }
        }
        assert_eq!(
            Illegal::NotADestination(PileId::Foundation(3)).to_string(),
            "nothing can be put on a foundation"
        );
    }

    #[test]
    fn moves_round_trip_through_their_text() {
        for text in [
            "stock waste",
            "t6 f2",
            "t2 t5 3",
            "c1 t0",
            "waste t3",
            "pair t12 t27",
            "pair stock waste",
            "t27 f0",
        ] {
            assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
        }
        for bad in [
            "",
            "stock",
            "t1 t28",
            "t1 t2 0",
            "t1 t2 x",
            "a b c d",
            "pair t1",
            "pair t1 x",
        ] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
    }
}
