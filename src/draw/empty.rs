//! What the place of an empty pile shows: the rank that starts a
//! foundation, the stock's turn-over or "no more" sign, a free cell's or a
//! column's outline.

use super::painter::EmptyMark;
use crate::games::Game;
use crate::model::moves::Move;
use crate::model::pile::PileId;

/// What an empty place of a pile shows, if the pile is empty. The stock's
/// place shows its sign only once it is empty; a waste and a reserve show
/// nothing (the player never puts a card there, so an empty one is no
/// place to aim).
pub(super) fn empty_mark(game: &Game, pile: PileId) -> Option<EmptyMark> {
    let p = game.pile(pile)?;
    if !p.is_empty() {
        return None;
    }
    Some(match pile {
        PileId::Stock => EmptyMark::Stock {
            can_recycle: game.check(Move::Draw).is_ok(),
        },
        PileId::Foundation(_) => match game.home_base() {
            Some(rank) => EmptyMark::Foundation(rank),
            None => EmptyMark::Outline,
        },
        PileId::FreeCell(_) => EmptyMark::FreeCell,
        PileId::Waste | PileId::Reserve => return None,
        PileId::Column(_) => EmptyMark::Outline,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Variant;
    use crate::model::card::Rank;

    fn game(variant: &str, text: &str) -> Game {
        Game::parse_partial(variant.parse::<Variant>().unwrap(), text).unwrap()
    }

    #[test]
    fn an_empty_foundation_shows_the_rank_that_starts_it() {
        let klondike = game("klondike", "f0: AS\nt0: 2H");
        assert_eq!(
            empty_mark(&klondike, PileId::Foundation(1)),
            Some(EmptyMark::Foundation(Rank::ACE))
        );
        assert_eq!(empty_mark(&klondike, PileId::Foundation(0)), None);
        // Canfield's base is the card dealt to the first foundation.
        let canfield = game("canfield", "f0: TH\nt0: 8H");
        assert_eq!(
            empty_mark(&canfield, PileId::Foundation(2)),
            Some(EmptyMark::Foundation(Rank::new(10).unwrap()))
        );
        let base_seven = game("canfield", "f0: 7C\nt0: 8H");
        assert_eq!(
            empty_mark(&base_seven, PileId::Foundation(3)),
            Some(EmptyMark::Foundation(Rank::new(7).unwrap()))
        );
    }

    #[test]
    fn places_that_start_from_no_one_rank_show_a_plain_outline() {
        // Spider's runs go home by themselves; Aces Up's discards take any
        // card; Grandfather's Clock's hours each start from their own.
        for (variant, text) in [
            ("spider1", "t0: KS"),
            ("acesup", "t0: 2H"),
            ("grandfathersclock", "t0: 4H"),
        ] {
            let g = game(variant, text);
            assert_eq!(
                empty_mark(&g, PileId::Foundation(0)),
                Some(EmptyMark::Outline),
                "{variant}"
            );
        }
    }

    #[test]
    fn the_stock_shows_whether_the_waste_turns_over() {
        let open = game("klondike", "waste: 2H\nt0: 3S");
        assert_eq!(
            empty_mark(&open, PileId::Stock),
            Some(EmptyMark::Stock { can_recycle: true })
        );
        let dealt = game("klondike", "stock: 4D\nt0: 3S");
        assert_eq!(empty_mark(&dealt, PileId::Stock), None);
        assert_eq!(empty_mark(&dealt, PileId::Waste), None);
    }
}
