//! Choosing a place for cards the player clicked: the smart move.

use crate::games::Game;
use crate::model::card::Rank;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::rules::is_safe_home;

/// The best legal move for the top `count` cards of `from`: home if safe
/// (or if the game sends cards home first, as to Aces Up's discards),
/// else a column it builds on (one of its own suit first, as Spider's runs
/// want), else an empty column, else home anyway, else the waste (Golf's
/// and TriPeaks' one destination), and FreeCell's free cell last.
pub fn best_move(game: &Game, from: PileId, count: usize) -> Option<Move> {
    let pile = game.pile(from)?;
    let bottom = *pile.top_cards(count)?.first()?;
    let piles: Vec<PileId> = game.piles().iter().map(|(id, _)| *id).collect();
    let legal = |to: &PileId| game.check(Move::run(from, *to, count)).is_ok();
    let of_kind = |pred: &dyn Fn(PileId) -> bool| {
        piles
            .iter()
            .copied()
            .filter(|p| pred(*p))
            .find(|p| legal(p))
    };
    let is_foundation = |p: PileId| matches!(p, PileId::Foundation(_));
    let home = of_kind(&is_foundation);
    if let Some(to) = home {
        if game.home_first() || is_safe_home(bottom, game.foundations()) {
            return Some(Move::one(from, to));
        }
    }
    let column_with_cards = |p: PileId| {
        matches!(p, PileId::Column(_)) && p != from && game.pile(p).is_some_and(|c| !c.is_empty())
    };
    let empty_column =
        |p: PileId| matches!(p, PileId::Column(_)) && game.pile(p).is_some_and(|c| c.is_empty());
    // Moving a whole column (or a king from the bottom) to an empty one gains
    // nothing: skip it.
    let whole_pile = count == pile.len() && matches!(from, PileId::Column(_));
    let same_suit = |p: PileId| {
        column_with_cards(p)
            && game
                .pile(p)
                .and_then(|c| c.top())
                .is_some_and(|top| top.suit() == bottom.suit())
    };
    if let Some(to) = of_kind(&same_suit).or_else(|| of_kind(&column_with_cards)) {
        return Some(Move::run(from, to, count));
    }
    if !whole_pile {
        if let Some(to) = of_kind(&empty_column) {
            return Some(Move::run(from, to, count));
        }
    }
    if let Some(to) = home {
        return Some(Move::one(from, to));
    }
    // A game that plays cards onto the waste (Golf, TriPeaks).
    if let Some(to) = of_kind(&|p: PileId| p == PileId::Waste) {
        return Some(Move::run(from, to, count));
    }
    let cell = |p: PileId| matches!(p, PileId::FreeCell(_));
    if bottom.rank() != Rank::ACE || home.is_none() {
        if let Some(to) = of_kind(&cell) {
            return Some(Move::one(from, to));
        }
    }
    None
}

/// The move that puts the top `count` cards of `from` on `to` (a drop, a
/// put-down): the transfer when it is legal, else the pair the two piles'
/// cards make (Pyramid), else the transfer, which the rules refuse with
/// their reason.
pub fn placing(game: &Game, from: PileId, to: PileId, count: usize) -> Move {
    let transfer = Move::run(from, to, count);
    if game.check(transfer).is_ok() || count != 1 {
        return transfer;
    }
    game.partners(from)
        .into_iter()
        .find(|mv| matches!(mv, Move::Pair { b, .. } if *b == to))
        .unwrap_or(transfer)
}

/// Whether a click on the stock plays its top card rather than drawing:
/// where the stock's card lies face up and free (Pyramid), and it has
/// somewhere to go, it is played like any other free card.
pub fn stock_card_plays(game: &Game) -> bool {
    game.lift(PileId::Stock) > 0
        && (!game.partners(PileId::Stock).is_empty() || best_move(game, PileId::Stock, 1).is_some())
}

/// Whether nothing but undo is left: no card can move now, nor after any
/// number of draws from the stock. Moves that change nothing are not
/// counted as ways on: a card taken back off a foundation built from the
/// ace (it only goes back up), a whole column into an empty one, a card
/// from one free cell to another; counting them would hide every dead end
/// behind them.
pub fn no_moves_left(game: &Game) -> bool {
    if game.is_won() {
        return false;
    }
    let size = |id| game.pile(id).map_or(0, |p| p.len());
    // Enough draws to show every card of the stock and the waste on top
    // at least once, with a turn of the waste between.
    let draws = size(PileId::Stock) + size(PileId::Waste) + 2;
    // Without a waste to turn back, a draw never comes round again: it is
    // a move like any other (Spider's deal of a row).
    let draws_go_round = game.pile(PileId::Waste).is_some();
    let mut look = game.clone();
    for _ in 0..=draws {
        let moves_a_card = look
            .legal_moves()
            .iter()
            .any(|mv| changes_something(&look, *mv));
        if moves_a_card || (!draws_go_round && look.check(Move::Draw).is_ok()) {
            return false;
        }
        if look.play(Move::Draw).is_err() {
            return true;
        }
    }
    true
}

/// Whether a legal move leads anywhere new (see [`no_moves_left`]).
pub(crate) fn changes_something(game: &Game, mv: Move) -> bool {
    let (from, to, count) = match mv {
        Move::Draw => return false,
        Move::Pair { .. } => return true,
        Move::Transfer { from, to, count } => (from, to, count),
    };
    let whole_pile_to_empty = game.pile(from).is_some_and(|p| p.len() == count as usize)
        && game.pile(to).is_some_and(|p| p.is_empty());
    let whole_column = matches!(from, PileId::Column(_)) && whole_pile_to_empty;
    let cell_to_cell = matches!((from, to), (PileId::FreeCell(_), PileId::FreeCell(_)));
    // A foundation built from one base rank only gives a card back; where
    // home is a row of places that deal and move like any other (Mod3's
    // rows), a card leaving one is a move like any other, unless it only
    // changes places with an empty one and could change back.
    let back_off_home = matches!(from, PileId::Foundation(_))
        && (game.home_base().is_some() || whole_pile_to_empty && reversible(game, mv));
    !(back_off_home || whole_column || cell_to_cell)
}

/// Whether the cards `mv` moves could go straight back where they were.
fn reversible(game: &Game, mv: Move) -> bool {
    let Move::Transfer { from, to, count } = mv else {
        return false;
    };
    let mut after = game.clone();
    after.play(mv).is_ok() && after.check(Move::run(to, from, count as usize)).is_ok()
}

/// A move home for the top card of `from`, if one is legal.
pub fn home_move(game: &Game, from: PileId) -> Option<Move> {
    (0..game.foundations().len() as u8)
        .map(|i| Move::one(from, PileId::Foundation(i)))
        .find(|mv| game.check(*mv).is_ok())
}

/// Any card that can go home now, lowest rank first (for auto-finish).
pub fn lowest_home_move(game: &Game) -> Option<Move> {
    game.legal_moves()
        .into_iter()
        .filter(|mv| {
            matches!(
                mv,
                Move::Transfer {
                    to: PileId::Foundation(_),
                    ..
                }
            )
        })
        .min_by_key(|mv| match mv {
            Move::Transfer { from, .. } => game
                .pile(*from)
                .and_then(|p| p.top())
                .map_or(99, |c| c.rank().value()),
            Move::Draw | Move::Pair { .. } => 99,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Variant;

    fn klondike(text: &str) -> Game {
        Game::parse_partial("klondike".parse::<Variant>().unwrap(), text).unwrap()
    }

    fn freecell(text: &str) -> Game {
        Game::parse_partial("freecell".parse::<Variant>().unwrap(), text).unwrap()
    }

    #[test]
    fn a_safe_card_goes_home_first() {
        let g = klondike("t0: 3H AS\nt1: 2D");
        assert_eq!(
            best_move(&g, PileId::Column(0), 1),
            Some(Move::one(PileId::Column(0), PileId::Foundation(0)))
        );
    }

    #[test]
    fn a_card_builds_on_a_column_before_an_empty_one() {
        let g = klondike("t0: [2C] 9H\nt1: TC\nt3:");
        assert_eq!(
            best_move(&g, PileId::Column(0), 1),
            Some(Move::one(PileId::Column(0), PileId::Column(1)))
        );
        let k = klondike("t0: [2C] KH");
        assert_eq!(
            best_move(&k, PileId::Column(0), 1),
            Some(Move::one(PileId::Column(0), PileId::Column(1)))
        );
    }

    #[test]
    fn freecell_uses_a_free_cell_last() {
        let g = freecell(": 9H 5C\n: 3D");
        assert_eq!(
            best_move(&g, PileId::Column(0), 1),
            Some(Move::one(PileId::Column(0), PileId::Column(2)))
        );
        let full = freecell(": 9H 5C\n: 3D\n: 2S\n: 4S\n: 5S\n: 6S\n: 7S\n: 8S");
        assert_eq!(
            best_move(&full, PileId::Column(0), 1),
            Some(Move::one(PileId::Column(0), PileId::FreeCell(0)))
        );
    }

    #[test]
    fn grandfathers_clock_sends_a_card_home_before_building_it() {
        let g = Game::parse_partial(Variant::GrandfathersClock, "f6: 3H\nt0: 4H\nt1: 5C").unwrap();
        assert_eq!(
            best_move(&g, PileId::Column(0), 1),
            Some(Move::one(PileId::Column(0), PileId::Foundation(6)))
        );
    }

    #[test]
    fn nothing_to_do_is_none() {
        let g = klondike("t0: 9H\nt1: 9C");
        assert_eq!(best_move(&g, PileId::Column(0), 1), None);
    }
}
