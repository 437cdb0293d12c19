//! Wide tables on a phone held upright: folded into two bands of columns
//! when that makes the cards clearly larger, and kept as they are on every
//! landscape window.

use super::*;
use crate::games::list::offered;
use crate::games::{Deal, Game, Variant};
use crate::view::chrome::{Bars, Tool};

/// The table's area on a window of `w`×`h` at `dpi`: what the toolbar and
/// the status leave, as the game lays it out (the other layout tests take
/// it from here).
pub(super) fn table_area(w: f32, h: f32, dpi: f32) -> Rect {
    let tools = [Tool {
        label_ems: 2.5,
        keep: 1,
    }; 8];
    Bars::compute(w, h, dpi, &tools).table
}

fn phone() -> Rect {
    table_area(390.0, 844.0, 3.0)
}

fn laid(game: &Game, area: Rect) -> Layout {
    Layout::compute(&game.table(), &game.piles(), area)
}

fn dealt(variant: Variant) -> Game {
    Game::new(Deal::new(variant, 3).unwrap())
}

/// Every card inside the area, no two places overlapping, and no card of
/// a column over another pile's place.
fn assert_tidy(name: &str, layout: &Layout, area: Rect) {
    for (card, spot) in layout.spots() {
        assert!(
            area.encloses(&spot.rect, 0.01),
            "{name}: {card} leaves {area:?}"
        );
    }
    let slots: Vec<(PileId, Rect)> = layout.slots().collect();
    for (i, (a, ra)) in slots.iter().enumerate() {
        for (b, rb) in &slots[i + 1..] {
            assert!(!ra.overlaps(rb), "{name}: {a} overlaps {b}");
        }
    }
    for (card, spot) in layout.spots() {
        for (pile, slot) in &slots {
            if *pile != spot.pile {
                assert!(
                    !spot.rect.overlaps(slot),
                    "{name}: {card} of {} lies on {pile}'s place",
                    spot.pile
                );
            }
        }
    }
}

#[test]
fn bakers_dozen_on_a_390_by_844_phone_folds_into_two_bands_of_cards_49_px_wide() {
    let game = dealt("bakersdozen".parse::<Variant>().unwrap());
    let area = phone();
    let layout = laid(&game, area);
    // Thirteen columns across gave cards 27 px wide; seven across give 49.
    assert!(layout.card_w >= 45.0, "cards {} px wide", layout.card_w);
    assert_tidy("Baker's Dozen", &layout, area);
    // t0..t6 in the first band, t7..t12 in the second, below it.
    let t = |n: u8| layout.slot(PileId::Column(n)).unwrap();
    assert_eq!(t(0).y, t(6).y);
    assert_eq!(t(7).y, t(12).y);
    assert!(
        t(7).y > t(0).bottom() + layout.card_h,
        "{:?} {:?}",
        t(0),
        t(7)
    );
    // The foundations in one line above both.
    let f0 = layout.slot(PileId::Foundation(0)).unwrap();
    let f3 = layout.slot(PileId::Foundation(3)).unwrap();
    assert_eq!(f0.y, f3.y);
    assert!(f0.bottom() < t(0).y);
    // The table uses the height: the second band starts below the middle.
    assert!(t(7).y > area.y + area.h / 2.0, "{:?} in {area:?}", t(7));
}

#[test]
fn a_long_column_of_the_first_band_stays_above_the_second() {
    // Twelve cards built down on t0, kings alone below it and at the end.
    let text = "t0: KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D\nt7: KH\nt12: KD QC";
    let game = Game::parse_partial("bakersdozen".parse::<Variant>().unwrap(), text).unwrap();
    let area = phone();
    let layout = laid(&game, area);
    assert_tidy("a long t0", &layout, area);
    let second = layout.slot(PileId::Column(7)).unwrap();
    for spot in layout.pile_spots(PileId::Column(0)) {
        assert!(
            spot.rect.bottom() < second.y,
            "{:?} over {second:?}",
            spot.rect
        );
    }
    // Still larger than thirteen across.
    assert!(layout.card_w > 35.0, "{}", layout.card_w);
}

#[test]
fn every_game_of_eight_or_more_columns_folds_on_a_tall_phone() {
    let area = phone();
    for info in offered() {
        let game = dealt(info.variant);
        let layout = laid(&game, area);
        let columns = game
            .table()
            .places
            .iter()
            .filter(|p| p.fan == Fan::Down)
            .count();
        let folds = Fold::of(&game.table(), area).is_some();
        // Spider, Simple Simon, Baker's Dozen, Forty & Eight, Gypsy, Eight
        // Off, Seahaven Towers: ten cards across or more fold. FreeCell,
        // eight across, gains too little; a game between (Beleaguered
        // Castle's eight columns under its foundations) may go either way.
        let wide = columns >= 8
            && game.table().width >= 10
            && game.table().places.iter().all(|p| p.down == 0.0);
        if wide {
            assert!(folds, "{}: {columns} columns", info.id);
        }
        if info.id == "freecell" {
            assert!(!folds, "FreeCell keeps its table");
        }
        if folds {
            assert_tidy(info.id, &layout, area);
            assert!(layout.card_w >= 45.0, "{}: {}", info.id, layout.card_w);
        }
    }
}

#[test]
fn no_landscape_window_folds_a_table() {
    for (w, h, dpi) in [
        (1280.0, 800.0, 1.0),
        (840.0, 560.0, 1.0),
        (844.0, 390.0, 3.0),
        (3840.0, 2160.0, 1.0),
    ] {
        let area = table_area(w, h, dpi);
        for info in offered() {
            let table = dealt(info.variant).table();
            assert!(Fold::of(&table, area).is_none(), "{} at {w}x{h}", info.id);
        }
    }
}

#[test]
fn a_long_spider_column_of_the_first_band_narrows_the_cards_not_the_gap() {
    use crate::model::deck::Deck;
    // Late in a game: five face-down cards under a run of seventeen on t0,
    // three cards on the others, three deals left in the stock.
    let table = dealt("spider4".parse().unwrap()).table();
    let mut deck = Deck::Double.cards().into_iter();
    let mut take = |n: usize, down: usize| Pile::with_cards(deck.by_ref().take(n).collect(), down);
    let mut piles = vec![
        (PileId::Stock, take(30, 30)),
        (PileId::Column(0), take(22, 5)),
    ];
    piles.extend((1..10u8).map(|n| (PileId::Column(n), take(3, 1))));
    let piles: Vec<(PileId, &Pile)> = piles.iter().map(|(id, p)| (*id, p)).collect();
    let area = phone();
    let layout = Layout::compute(&table, &piles, area);
    let second = layout.slot(PileId::Column(5)).unwrap();
    assert!(second.y > layout.slot(PileId::Column(0)).unwrap().bottom());
    for spot in layout.pile_spots(PileId::Column(0)) {
        assert!(
            spot.rect.bottom() < second.y,
            "{:?} over {second:?}",
            spot.rect
        );
    }
    for (card, spot) in layout.spots() {
        assert!(area.encloses(&spot.rect, 0.01), "{card} leaves {area:?}");
    }
}

/// Canfield's top row (stock, a waste fanned three, four foundations) is
/// twice as wide as its four columns: on a phone held upright it takes two
/// lines, the foundations over the columns and the reserve beside them,
/// and the cards grow by half; a landscape window keeps the one row.
#[test]
fn canfield_stands_upright_on_a_phone_with_larger_cards() {
    let game = dealt("canfield".parse().unwrap());
    let table = game.table();
    let wide = table.arranged(true).clone();
    let area = phone();
    let upright = laid(&game, area);
    let flat = Layout::compute(&wide, &game.piles(), area);
    assert!(
        upright.card_w >= 1.4 * flat.card_w,
        "{} against {}",
        upright.card_w,
        flat.card_w
    );
    assert_tidy("canfield", &upright, area);
    let slot = |layout: &Layout, pile| layout.slot(pile).unwrap();
    let (stock, t0) = (
        slot(&upright, PileId::Stock),
        slot(&upright, PileId::Column(0)),
    );
    let (f0, reserve) = (
        slot(&upright, PileId::Foundation(0)),
        slot(&upright, PileId::Reserve),
    );
    assert!(stock.bottom() < f0.y, "the foundations on a second line");
    assert!(f0.bottom() < t0.y, "over the columns");
    assert_eq!(f0.x, t0.x, "the first foundation over t0");
    assert_eq!(reserve.y, t0.y, "the reserve beside the columns");
    assert!(reserve.right() < t0.x);
    // Landscape: the table as it was, one top row.
    for (w, h) in [(1280.0, 800.0), (844.0, 390.0)] {
        let area = table_area(w, h, 1.0);
        let layout = laid(&game, area);
        let f0 = slot(&layout, PileId::Foundation(0));
        assert_eq!(f0.y, slot(&layout, PileId::Stock).y, "{w}x{h}");
        assert_tidy("canfield", &layout, area);
    }
}
