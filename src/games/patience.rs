//! The one trait every game implements. The presenter, the view, the
//! solvers' adapters and the command line ask a game through it and never
//! look at which game it is: adding a game is a rules file that implements
//! this, and one line in [`super::list`].

use std::fmt;

use super::words::{PileKind, StockUnit};
use super::{Alike, Tally, Variant};
use crate::model::card::Rank;
use crate::model::deck::{check_complete, Deck};
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{last_line, read_named_piles, ParseError};
use crate::model::pile::{Pile, PileId, PileSet};

/// A game of patience in progress. `Display` writes its notation, which the
/// game's parser reads back.
pub trait Patience: fmt::Display {
    /// The game and its options.
    fn variant(&self) -> Variant;

    /// The cards it is dealt from.
    fn deck(&self) -> Deck;

    /// Every pile with its name, in table order (the order cards are drawn
    /// in, and notation is written in).
    fn piles(&self) -> Vec<(PileId, &Pile)>;

    fn pile(&self, id: PileId) -> Option<&Pile> {
        self.piles()
            .into_iter()
            .find(|(pile, _)| *pile == id)
            .map(|(_, p)| p)
    }

    /// The foundations, as many as the game has.
    fn foundations(&self) -> &[Pile];

    /// The one door: checks the move and, if legal, makes it and says what
    /// happened; if not, leaves the game exactly as it was and says why.
    /// The destination's rule decides where a lifted run may go.
    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal>;

    /// Checks a move without making it.
    fn check(&self, mv: Move) -> Result<(), Illegal>;

    /// Every legal move.
    fn legal_moves(&self) -> Vec<Move>;

    /// How many of the top cards of `pile` may be lifted together (0 when
    /// none may): the rule of what moves as a run is the game's.
    fn lift(&self, pile: PileId) -> usize;

    /// The moves that take the free card of `pile` away together with
    /// another card (Pyramid's pairs, [`Move::Pair`]), each with `pile`
    /// first. The app offers them to a click; none in most games.
    fn partners(&self, pile: PileId) -> Vec<Move> {
        let _ = pile;
        Vec::new()
    }

    /// Whether the keyboard and pad focus stops on `pile`: every pile by
    /// default; a game whose cards lie over one another (peaks, a pyramid)
    /// stops only where a card can be taken.
    fn focusable(&self, pile: PileId) -> bool {
        let _ = pile;
        true
    }

    /// Whether a click sends a card home before it builds or fills an
    /// empty column, safe or not: true where home is a discard pile that
    /// the player clears the table onto (Aces Up), or where sending a card
    /// home is nearly always the move (Grandfather's Clock).
    fn home_first(&self) -> bool {
        false
    }

    /// The next card that can go home without ever being needed on the
    /// table again (auto-play), if the game has such a rule.
    fn safe_home_move(&self) -> Option<Move>;

    /// Which piles may be put in another order without changing the
    /// game (see [`Alike`]): none unless the game says so.
    fn alike(&self) -> Alike {
        Alike::NONE
    }

    /// Whether the turns of the waste made so far (`Tally::recycles`)
    /// change what is left to play: true unless the game says they are
    /// unlimited. A search that keys positions counts them only then, or
    /// every turn of an unlimited stock would make the same cards a new
    /// position, without end.
    fn turns_matter(&self) -> bool {
        true
    }

    fn is_won(&self) -> bool;

    /// True when only moving cards home is left, so the game may finish
    /// itself. Never, unless the game says when: where whole runs leave by
    /// themselves (Spider) or home is a discard pile, no such moment comes.
    fn is_trivially_won(&self) -> bool {
        false
    }

    /// Moves made so far.
    fn moves(&self) -> u32;

    /// The counts the notation leaves out: the moves alone, unless the
    /// game keeps more (redeals, points).
    fn tally(&self) -> Tally {
        Tally {
            moves: self.moves(),
            ..Tally::default()
        }
    }

    /// Sets the counts the notation leaves out (a position read back);
    /// those the game does not keep are ignored.
    fn set_tally(&mut self, tally: Tally);

    /// The score, for a game that keeps one. None by default: like
    /// KPatience, most games of the list keep no score (the cards home or
    /// discarded show the progress).
    fn score(&self) -> Option<i32> {
        None
    }

    /// The score as the table shows it after `seconds` of play: the game's
    /// own score unless its rules count time too. `bonus` says whether a
    /// win earns what the rules give for a quick one: not when Solve
    /// played it (the machine is quick; the player did not win).
    fn shown_score(&self, seconds: u32, bonus: bool) -> Option<i32> {
        let _ = (seconds, bonus);
        self.score()
    }

    /// Whether the score is money won or lost (Vegas), which a player may
    /// carry from game to game.
    fn scores_money(&self) -> bool {
        false
    }

    /// The rank every foundation starts from, where the player builds them
    /// card by card from one rank: the ace mostly, the king where they go
    /// down, Canfield's dealt base. An empty foundation shows it, so the
    /// player sees what may start it. `None` where there is no such rank:
    /// whole runs going home by themselves, discards, rows or hours that
    /// each start from their own card (an empty one is a plain place).
    fn home_base(&self) -> Option<Rank> {
        Some(Rank::ACE)
    }

    /// The one rank an empty `pile` takes, which its place shows so that
    /// the player sees what may start it: a foundation's
    /// [`Patience::home_base`] by default, nothing for the other piles.
    fn empty_takes(&self, pile: PileId) -> Option<Rank> {
        match pile {
            PileId::Foundation(_) => self.home_base(),
            _ => None,
        }
    }

    /// What the stock has left, for the number shown on it: cards, or in a
    /// game that deals rows, deals. `None` for a game without a stock.
    fn stock_left(&self) -> Option<usize> {
        self.pile(PileId::Stock).map(|p| p.len())
    }

    /// What [`Patience::stock_left`] counts, for the word beside the
    /// number: cards unless the game says otherwise.
    fn stock_unit(&self) -> StockUnit {
        StockUnit::Cards
    }

    /// What `pile` is to a player, for the words about a move
    /// ([`super::words::describe`]): what its name says unless the game's
    /// foundations are something else (discards, rows, a clock).
    fn pile_kind(&self, pile: PileId) -> PileKind {
        PileKind::of(pile)
    }

    /// A move as the game's own notation writes it, seen from this
    /// position (`felt solve` prints solutions so): `FROM TO [COUNT]` and
    /// `stock waste` unless the game has a notation of its own.
    fn move_text(&self, mv: Move) -> String {
        mv.to_string()
    }
}

/// `game`, as its reader of partial positions read it from `text`, once
/// it is known to hold its whole deck, each card as often as the deck has
/// it: what every game's `parse` adds to its `parse_partial`.
pub(crate) fn whole<G: Patience>(game: G, text: &str) -> Result<G, ParseError> {
    check_complete(
        game.piles().into_iter().map(|(_, p)| p),
        game.deck(),
        last_line(text),
    )?;
    Ok(game)
}

/// `game`, a position without cards, with the piles `text` names put in
/// their places: what every game's `parse_partial` does, through
/// [`read_named_piles`] with the game's own deck. `names` is the error for
/// a pile the game lacks; `rule` the game's own check of a pile.
pub(crate) fn read_into<G: Patience + PileSet>(
    mut game: G,
    text: &str,
    names: &str,
    rule: impl Fn(PileId, &Pile) -> Option<&'static str>,
) -> Result<G, ParseError> {
    let piles = read_named_piles(text, game.deck(), names, |id| game.pile(id).is_some(), rule)?;
    for (id, pile) in piles {
        *game.pile_mut(id).expect("a pile the game has") = pile;
    }
    Ok(game)
}
