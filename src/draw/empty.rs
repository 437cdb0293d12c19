//! What the place of an empty pile shows: the rank that starts a
//! foundation, the stock's turn-over or "no more" sign, a free cell's or a
//! column's outline.

use super::painter::EmptyMark;
use crate::games::words::PileKind;
use crate::games::Game;
use crate::model::moves::Move;
use crate::model::pile::PileId;

/// What an empty place of a pile shows, if the pile is empty. The stock's
/// place shows its sign only once it is empty; a waste and a reserve show
/// nothing (the player never puts a card there, so an empty one is no
/// place to aim), King Albert's reserve spread in the cells' places too.
pub(super) fn empty_mark(game: &Game, pile: PileId) -> Option<EmptyMark> {
    let p = game.pile(pile)?;
    if !p.is_empty() {
        return None;
    }
    Some(match pile {
        PileId::Stock => EmptyMark::Stock {
            can_recycle: game.check(Move::Draw).is_ok(),
        },
        PileId::Foundation(_) | PileId::Column(_) => match game.empty_takes(pile) {
            Some(rank) => EmptyMark::Rank(rank),
            None => EmptyMark::Outline,
        },
        PileId::FreeCell(_) if game.pile_kind(pile) == PileKind::Reserve => return None,
        PileId::FreeCell(_) => EmptyMark::FreeCell,
        PileId::Waste | PileId::Reserve => return None,
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
            Some(EmptyMark::Rank(Rank::ACE))
        );
        assert_eq!(empty_mark(&klondike, PileId::Foundation(0)), None);
        // Canfield's base is the card dealt to the first foundation.
        let canfield = game("canfield", "f0: TH\nt0: 8H");
        assert_eq!(
            empty_mark(&canfield, PileId::Foundation(2)),
            Some(EmptyMark::Rank(Rank::new(10).unwrap()))
        );
        let base_seven = game("canfield", "f0: 7C\nt0: 8H");
        assert_eq!(
            empty_mark(&base_seven, PileId::Foundation(3)),
            Some(EmptyMark::Rank(Rank::new(7).unwrap()))
        );
    }

    #[test]
    fn an_empty_column_only_a_king_fills_shows_a_k() {
        for variant in [
            "klondike",
            "klondike3-vegas",
            "yukon",
            "scorpion",
            "seahaventowers",
        ] {
            let g = game(variant, "t1: 2H");
            assert_eq!(
                empty_mark(&g, PileId::Column(0)),
                Some(EmptyMark::Rank(Rank::KING)),
                "{variant}"
            );
            assert_eq!(empty_mark(&g, PileId::Column(1)), None, "{variant}");
        }
        // Any card fills Gypsy's and Spider's, nothing Baker's Dozen's;
        // Canfield's take the reserve's card by themselves.
        for (variant, text) in [
            ("gypsy", "t1: 2H"),
            ("spider1", "t1: 2S"),
            ("bakersdozen", "t1: 2H"),
            ("canfield", "f0: TH\nt1: 8H"),
        ] {
            let g = game(variant, text);
            assert_eq!(
                empty_mark(&g, PileId::Column(0)),
                Some(EmptyMark::Outline),
                "{variant}"
            );
        }
    }

    #[test]
    fn mod3s_empty_places_show_their_rows_base() {
        let g = game("mod3", "f0: 2H\nt0: 9S");
        let shown = |pile| match empty_mark(&g, pile) {
            Some(EmptyMark::Rank(rank)) => Some(rank.value()),
            other => panic!("{pile:?}: {other:?}"),
        };
        assert_eq!(shown(PileId::Foundation(1)), Some(2));
        assert_eq!(shown(PileId::Foundation(8)), Some(3));
        assert_eq!(shown(PileId::Foundation(23)), Some(4));
        assert_eq!(shown(PileId::Foundation(24)), Some(1), "the aces pile");
        assert_eq!(empty_mark(&g, PileId::Foundation(0)), None);
        assert_eq!(
            empty_mark(&g, PileId::Column(3)),
            Some(EmptyMark::Outline),
            "the reserve takes any card"
        );
    }

    /// A free cell's empty place shows its mark; a spread reserve's
    /// (a player's King Albert) shows nothing, as Canfield's reserve.
    #[test]
    fn an_empty_place_of_a_spread_reserve_shows_nothing() {
        let eight_off = game("eightoff", "t0: 2H");
        assert_eq!(
            empty_mark(&eight_off, PileId::FreeCell(0)),
            Some(EmptyMark::FreeCell)
        );
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/descriptions/kingalbert.txt"
        ))
        .unwrap();
        let id = crate::games::described::registry::register_text(&text).unwrap();
        let king_albert = Game::parse_partial(Variant::Described(id), "c0: 4S\nt0: 2H").unwrap();
        assert_eq!(empty_mark(&king_albert, PileId::FreeCell(1)), None);
        assert_eq!(
            empty_mark(&king_albert, PileId::FreeCell(0)),
            None,
            "not empty"
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
