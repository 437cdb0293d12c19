//! The layout on real windows: phones held upright, laptops, monitors.

use super::*;
use crate::games::table::Table as GameTable;
use crate::games::{Deal, Game, Variant};
use crate::model::deck::Deck;

fn card(name: &str) -> Card {
    name.parse().unwrap()
}

/// Float slack for "inside": a hundredth of a pixel.
const SLACK: f32 = 0.01;

const PHONE: Rect = Rect::new(0.0, 0.0, 360.0, 640.0);
const BIG_PHONE: Rect = Rect::new(0.0, 0.0, 720.0, 1280.0);
const LAPTOP: Rect = Rect::new(0.0, 0.0, 1280.0, 720.0);
const FULL_HD: Rect = Rect::new(0.0, 0.0, 1920.0, 1080.0);
const OLD_SCREEN: Rect = Rect::new(0.0, 0.0, 800.0, 600.0);
/// A laptop window with a 48 px HUD bar on top.
const UNDER_HUD: Rect = Rect::new(0.0, 48.0, 1280.0, 672.0);
const UHD: Rect = Rect::new(0.0, 0.0, 3840.0, 2160.0);

const PORTRAIT: [Rect; 2] = [PHONE, BIG_PHONE];
const LANDSCAPE: [Rect; 5] = [LAPTOP, FULL_HD, OLD_SCREEN, UNDER_HUD, UHD];

fn every_viewport() -> impl Iterator<Item = Rect> {
    PORTRAIT.into_iter().chain(LANDSCAPE)
}

/// The table of Klondike drawing `draw` cards, from the game itself.
fn klondike_table(draw: u8) -> GameTable {
    let name = if draw == 3 { "klondike3" } else { "klondike" };
    let variant: Variant = name.parse().unwrap();
    Game::new(Deal::new(variant, 1).unwrap()).table()
}

/// FreeCell's table, from the game itself.
fn freecell_table() -> GameTable {
    Game::new(Deal::new("freecell".parse::<Variant>().unwrap(), 1).unwrap()).table()
}

/// Every pile a table has a place for.
fn piles_of(table: &GameTable) -> Vec<PileId> {
    table.places.iter().map(|p| p.pile).collect()
}

/// A table position: piles in draw order, and the deck they were dealt
/// from.
struct Position {
    kind: GameTable,
    piles: Vec<(PileId, Pile)>,
    deck: usize,
}

impl Position {
    /// Deals the 52 cards in order: each `(pile, count, face_down)` takes the
    /// next `count` cards.
    fn deal(kind: GameTable, shape: &[(PileId, usize, usize)]) -> Position {
        Position::deal_from(kind, Deck::Standard, shape)
    }

    /// Deals the cards of `deck` in order.
    fn deal_from(kind: GameTable, deck: Deck, shape: &[(PileId, usize, usize)]) -> Position {
        let size = deck.len();
        let mut deck = deck.cards().into_iter();
        let piles = shape
            .iter()
            .map(|&(id, count, face_down)| {
                let cards: Vec<Card> = deck.by_ref().take(count).collect();
                (id, Pile::with_cards(cards, face_down))
            })
            .collect();
        Position {
            kind,
            piles,
            deck: size,
        }
    }

    fn layout(&self, area: Rect) -> Layout {
        let piles: Vec<(PileId, &Pile)> = self.piles.iter().map(|(id, p)| (*id, p)).collect();
        Layout::compute(&self.kind, &piles, area)
    }

    fn pile(&self, id: PileId) -> &Pile {
        &self.piles.iter().find(|(p, _)| *p == id).unwrap().1
    }
}

/// Klondike as dealt: column n has n face-down cards under one face-up card,
/// 24 cards in the stock, an empty waste and empty foundations.
fn klondike_deal(draw: u8) -> Position {
    let mut shape = vec![(PileId::Stock, 24, 24), (PileId::Waste, 0, 0)];
    shape.extend((0..4).map(|f| (PileId::Foundation(f), 0, 0)));
    shape.extend((0..7u8).map(|n| (PileId::Column(n), usize::from(n) + 1, usize::from(n))));
    Position::deal(klondike_table(draw), &shape)
}

/// Klondike at its longest: 7 face-down cards under a king and twelve more in
/// the last column, five cards in the waste, a couple on a foundation.
fn klondike_long_column(draw: u8) -> Position {
    let mut shape = vec![(PileId::Stock, 4, 4), (PileId::Waste, 5, 0)];
    shape.push((PileId::Foundation(0), 2, 0));
    shape.extend((0..6u8).map(|n| (PileId::Column(n), usize::from(n) + 1, usize::from(n))));
    shape.push((PileId::Column(6), 20, 7));
    Position::deal(klondike_table(draw), &shape)
}

/// FreeCell as dealt: 7 cards in the first four columns, 6 in the others.
fn freecell_deal() -> Position {
    let shape: Vec<_> = (0..8u8)
        .map(|n| (PileId::Column(n), if n < 4 { 7 } else { 6 }, 0))
        .collect();
    Position::deal(freecell_table(), &shape)
}

/// FreeCell with a column of 19 cards, two free cells taken and an empty
/// column.
fn freecell_long_column() -> Position {
    let mut shape = vec![(PileId::FreeCell(0), 1, 0), (PileId::FreeCell(2), 1, 0)];
    shape.push((PileId::Foundation(1), 3, 0));
    shape.push((PileId::Column(0), 19, 0));
    shape.extend((1..7u8).map(|n| (PileId::Column(n), 4 + usize::from(n <= 4), 0)));
    shape.push((PileId::Column(7), 0, 0));
    Position::deal(freecell_table(), &shape)
}

/// Spider with two decks, late in a game: a column of 5 face-down cards
/// under a whole run of 13 and more, others of 6, the stock with 3 deals
/// left, two runs home.
fn spider_long_columns() -> Position {
    let table = Game::new(Deal::new("spider4".parse().unwrap(), 1).unwrap()).table();
    let mut shape = vec![(PileId::Stock, 30, 30)];
    shape.extend((0..2u8).map(|f| (PileId::Foundation(f), 13, 0)));
    shape.push((PileId::Column(0), 22, 5));
    shape.extend((1..10u8).map(|n| (PileId::Column(n), 3, 1)));
    Position::deal_from(table, Deck::Double, &shape)
}

fn every_table() -> Vec<Position> {
    vec![
        klondike_deal(1),
        klondike_deal(3),
        klondike_long_column(1),
        klondike_long_column(3),
        freecell_deal(),
        freecell_long_column(),
        spider_long_columns(),
    ]
}

fn tops(layout: &Layout, ids: impl Iterator<Item = PileId>) -> Vec<Rect> {
    ids.filter_map(|id| layout.slot(id)).collect()
}

#[test]
fn the_test_tables_hold_the_whole_deck() {
    for table in every_table() {
        let total: usize = table.piles.iter().map(|(_, p)| p.len()).sum();
        assert_eq!(total, table.deck, "{:?}", table.kind);
    }
}

#[test]
fn every_card_lies_inside_the_area_on_every_viewport() {
    for table in every_table() {
        for area in every_viewport() {
            let layout = table.layout(area);
            assert_eq!(layout.spots().count(), table.deck);
            for (card, spot) in layout.spots() {
                assert!(
                    area.encloses(&spot.rect, SLACK),
                    "{card} at {:?} leaves {area:?} in {:?}",
                    spot.rect,
                    table.kind
                );
            }
        }
    }
}

#[test]
fn every_slot_lies_inside_the_area_and_no_two_overlap() {
    for kind in [klondike_table(3), freecell_table()] {
        for area in every_viewport() {
            let layout = Layout::compute(&kind, &[], area);
            let slots: Vec<(PileId, Rect)> = layout.slots().collect();
            assert_eq!(slots.len(), piles_of(&kind).len());
            for (i, (a, ra)) in slots.iter().enumerate() {
                assert!(area.encloses(ra, SLACK), "{a} leaves {area:?}");
                for (b, rb) in &slots[i + 1..] {
                    assert!(!ra.overlaps(rb), "{a} overlaps {b} in {area:?}");
                }
            }
        }
    }
}

#[test]
fn the_top_row_lies_above_the_columns() {
    for kind in [klondike_table(1), freecell_table()] {
        for area in every_viewport() {
            let layout = Layout::compute(&kind, &[], area);
            let (columns, top_row): (Vec<PileId>, Vec<PileId>) = piles_of(&kind)
                .into_iter()
                .partition(|id| matches!(id, PileId::Column(_)));
            let highest_column = tops(&layout, columns.into_iter())
                .iter()
                .map(|r| r.y)
                .fold(f32::INFINITY, f32::min);
            for rect in tops(&layout, top_row.into_iter()) {
                assert!(rect.bottom() < highest_column, "{kind:?} {area:?}");
            }
        }
    }
}

#[test]
fn klondike_puts_stock_and_waste_left_and_foundations_right() {
    let layout = Layout::compute(&klondike_table(1), &[], LAPTOP);
    let x = |id| layout.slot(id).unwrap().x;
    assert!(x(PileId::Stock) < x(PileId::Waste));
    assert!(x(PileId::Waste) < x(PileId::Foundation(0)));
    assert!((0..3).all(|f| x(PileId::Foundation(f)) < x(PileId::Foundation(f + 1))));
    // A gap of a whole column between the waste and the foundations.
    assert!(x(PileId::Foundation(0)) - x(PileId::Waste) > 2.0 * layout.card_w);
    // The stock sits over the first column, the last foundation over the last.
    assert_eq!(x(PileId::Stock), x(PileId::Column(0)));
    assert_eq!(x(PileId::Foundation(3)), x(PileId::Column(6)));
}

#[test]
fn freecell_puts_free_cells_left_and_foundations_right() {
    let layout = Layout::compute(&freecell_table(), &[], PHONE);
    let x = |id| layout.slot(id).unwrap().x;
    assert!(x(PileId::FreeCell(3)) < x(PileId::Foundation(0)));
    assert_eq!(x(PileId::FreeCell(0)), x(PileId::Column(0)));
    assert_eq!(x(PileId::Foundation(3)), x(PileId::Column(7)));
}

#[test]
fn the_table_is_centred_horizontally() {
    for kind in [klondike_table(1), freecell_table()] {
        for area in every_viewport() {
            let layout = Layout::compute(&kind, &[], area);
            let slots: Vec<Rect> = layout.slots().map(|(_, r)| r).collect();
            let left = slots.iter().map(|r| r.x).fold(f32::INFINITY, f32::min);
            let right = slots.iter().map(|r| r.right()).fold(0.0, f32::max);
            let (left_felt, right_felt) = (left - area.x, area.right() - right);
            assert!(left_felt > 0.0, "{kind:?} {area:?}");
            assert!((left_felt - right_felt).abs() < 0.01, "{kind:?} {area:?}");
        }
    }
}

#[test]
fn cards_are_five_by_seven() {
    for area in every_viewport() {
        let layout = Layout::compute(&freecell_table(), &[], area);
        assert!((layout.card_h * 5.0 - layout.card_w * 7.0).abs() < 1e-3);
    }
}

#[test]
fn on_a_phone_eight_columns_use_the_whole_width() {
    let layout = freecell_deal().layout(PHONE);
    // 8 cards and 9 narrow strips of felt across 360 px.
    assert!(layout.card_w > 38.0, "{}", layout.card_w);
    let left_felt = layout.slot(PileId::Column(0)).unwrap().x;
    assert!(left_felt < layout.card_w / 5.0);
}

#[test]
fn on_a_short_landscape_window_the_height_sets_the_card_size() {
    let laptop = Layout::compute(&klondike_table(1), &[], LAPTOP);
    let wide = Layout::compute(&klondike_table(1), &[], Rect::new(0.0, 0.0, 2560.0, 720.0));
    // Twice the width gives no larger card: the height is what limits it.
    assert_eq!(laptop.card_w, wide.card_w);
    let uhd = Layout::compute(&klondike_table(1), &[], UHD);
    assert!((uhd.card_w / laptop.card_w - 3.0).abs() < 1e-3);
}

#[test]
fn a_column_of_seven_face_down_and_thirteen_face_up_squeezes_inside_the_area() {
    let table = klondike_long_column(1);
    for area in every_viewport() {
        let layout = table.layout(area);
        let column = layout.pile_spots(PileId::Column(6));
        assert_eq!(column.len(), 20);
        let last = column.last().unwrap().rect;
        assert!(last.bottom() <= area.bottom() + SLACK, "{area:?}");
        // Still a fan: every card shows a strip below the one it covers.
        assert!(column.windows(2).all(|w| w[1].rect.y > w[0].rect.y));
    }
    for area in LANDSCAPE {
        let layout = table.layout(area);
        let column = layout.pile_spots(PileId::Column(6));
        let face_up_step = column[19].rect.y - column[18].rect.y;
        assert!(face_up_step < layout.fan_step(), "not squeezed in {area:?}");
    }
}

#[test]
fn squeezed_columns_keep_every_face_up_cards_index_in_view() {
    // The strip of a covered face-up card shows its rank and suit: at least
    // the least face-up offset, on every table, in every window.
    for table in every_table() {
        for area in every_viewport() {
            let layout = table.layout(area);
            for n in 0..10 {
                let column = layout.pile_spots(PileId::Column(n));
                for w in column.windows(2).filter(|w| w[0].face_up) {
                    let strip = w[1].rect.y - w[0].rect.y;
                    assert!(
                        strip >= layout.card_h * units::FAN_UP_MIN - 0.01,
                        "t{n} in {area:?}: a strip of {strip} for cards {} tall",
                        layout.card_h
                    );
                }
                if let Some(last) = column.last() {
                    assert!(last.rect.bottom() <= area.bottom() + SLACK, "{area:?}");
                }
            }
        }
    }
}

#[test]
fn a_long_freecell_column_squeezes_inside_the_area() {
    for area in every_viewport() {
        let layout = freecell_long_column().layout(area);
        let last = layout.top_rect(PileId::Column(0)).unwrap();
        assert!(last.bottom() <= area.bottom() + SLACK, "{area:?}");
    }
}

#[test]
fn a_short_column_keeps_the_full_fan() {
    let layout = klondike_deal(1).layout(LAPTOP);
    let column = layout.pile_spots(PileId::Column(1));
    let step = column[1].rect.y - column[0].rect.y;
    assert!((step - layout.card_h * units::FAN_DOWN).abs() < 1e-3);
}

fn steps(spots: &[CardSpot]) -> (Vec<f32>, Vec<f32>) {
    let mut down = Vec::new();
    let mut up = Vec::new();
    for w in spots.windows(2) {
        let step = w[1].rect.y - w[0].rect.y;
        if w[0].face_up { &mut up } else { &mut down }.push(step);
    }
    (down, up)
}

#[test]
fn face_down_cards_fan_tighter_than_face_up_ones() {
    let shape = [(PileId::Column(0), 6, 3)];
    let short = Position::deal(klondike_table(1), &shape);
    for area in every_viewport() {
        for table in [&short, &klondike_long_column(1)] {
            let layout = table.layout(area);
            let column = layout.pile_spots(table.piles.last().unwrap().0);
            let (down, up) = steps(column);
            let widest_down = down.iter().copied().fold(0.0, f32::max);
            let tightest_up = up.iter().copied().fold(f32::INFINITY, f32::min);
            assert!(widest_down < tightest_up, "{area:?}: {down:?} vs {up:?}");
        }
    }
}

#[test]
fn stock_lies_face_down_and_waste_face_up_as_their_piles_say() {
    let table = klondike_long_column(3);
    let layout = table.layout(LAPTOP);
    assert!(layout.pile_spots(PileId::Stock).iter().all(|s| !s.face_up));
    assert!(layout.pile_spots(PileId::Waste).iter().all(|s| s.face_up));
    let column = layout.pile_spots(PileId::Column(6));
    assert_eq!(column.iter().filter(|s| !s.face_up).count(), 7);
    // The stock is stacked on its slot.
    let stock = layout.slot(PileId::Stock).unwrap();
    assert!(layout
        .pile_spots(PileId::Stock)
        .iter()
        .all(|s| s.rect == stock));
}

fn distinct_xs(spots: &[CardSpot]) -> Vec<f32> {
    let mut xs: Vec<f32> = spots.iter().map(|s| s.rect.x).collect();
    xs.dedup();
    xs
}

#[test]
fn draw_three_fans_the_top_three_waste_cards_sideways() {
    let table = klondike_long_column(3);
    let layout = table.layout(LAPTOP);
    let waste = layout.pile_spots(PileId::Waste);
    assert_eq!(waste.len(), 5);
    let xs = distinct_xs(waste);
    assert_eq!(xs.len(), 3, "{xs:?}");
    assert!(xs.windows(2).all(|w| w[1] > w[0]));
    // The two cards under the fan lie beneath its first card, on the slot.
    let slot = layout.slot(PileId::Waste).unwrap();
    assert_eq!(waste[0].rect, slot);
    assert_eq!(waste[2].rect, slot);
    // The top card is the rightmost, and the one a click finds.
    let (x, y) = waste[4].rect.center();
    assert_eq!(
        layout.hit(x + layout.card_w / 3.0, y),
        Some((PileId::Waste, Some(4)))
    );
}

#[test]
fn draw_one_stacks_the_waste() {
    let layout = klondike_long_column(1).layout(LAPTOP);
    assert_eq!(distinct_xs(layout.pile_spots(PileId::Waste)).len(), 1);
}

#[test]
fn the_draw_three_fan_stays_clear_of_the_foundations() {
    for area in every_viewport() {
        let layout = klondike_long_column(3).layout(area);
        let fan_right = layout.top_rect(PileId::Waste).unwrap().right();
        assert!(fan_right < layout.slot(PileId::Foundation(0)).unwrap().x);
    }
}

#[test]
fn clicking_the_visible_strip_of_a_covered_card_picks_that_card() {
    let table = klondike_long_column(1);
    for area in every_viewport() {
        let layout = table.layout(area);
        let column = layout.pile_spots(PileId::Column(6));
        let (covered, cover) = (column[10].rect, column[11].rect);
        let (x, _) = covered.center();
        let strip_y = (covered.y + cover.y) / 2.0;
        assert_eq!(layout.hit(x, strip_y), Some((PileId::Column(6), Some(10))));
        // Just below the strip, the covering card answers.
        assert_eq!(
            layout.hit(x, cover.y + 0.01),
            Some((PileId::Column(6), Some(11)))
        );
    }
}

#[test]
fn clicking_the_middle_of_a_top_card_picks_the_top_card() {
    let table = klondike_deal(1);
    let layout = table.layout(PHONE);
    let (x, y) = layout.top_rect(PileId::Column(4)).unwrap().center();
    assert_eq!(layout.hit(x, y), Some((PileId::Column(4), Some(4))));
    let (x, y) = layout.slot(PileId::Stock).unwrap().center();
    assert_eq!(layout.hit(x, y), Some((PileId::Stock, Some(23))));
}

#[test]
fn clicking_an_empty_slot_names_the_pile_without_a_card() {
    let layout = klondike_deal(1).layout(LAPTOP);
    let (x, y) = layout.slot(PileId::Foundation(2)).unwrap().center();
    assert_eq!(layout.hit(x, y), Some((PileId::Foundation(2), None)));
    let (x, y) = layout.slot(PileId::Waste).unwrap().center();
    assert_eq!(layout.hit(x, y), Some((PileId::Waste, None)));

    let freecell = freecell_long_column().layout(BIG_PHONE);
    let (x, y) = freecell.slot(PileId::Column(7)).unwrap().center();
    assert_eq!(freecell.hit(x, y), Some((PileId::Column(7), None)));
    let (x, y) = freecell.slot(PileId::FreeCell(1)).unwrap().center();
    assert_eq!(freecell.hit(x, y), Some((PileId::FreeCell(1), None)));
}

#[test]
fn clicking_bare_felt_hits_nothing() {
    let layout = klondike_deal(1).layout(LAPTOP);
    // The empty place in the top row between the waste and the foundations.
    let (x, _) = layout.slot(PileId::Column(2)).unwrap().center();
    let (_, y) = layout.slot(PileId::Stock).unwrap().center();
    assert_eq!(layout.hit(x, y), None);
    // Below a short column, and far off to the side.
    let below = layout.top_rect(PileId::Column(0)).unwrap();
    assert_eq!(layout.hit(below.x + 1.0, below.bottom() + 5.0), None);
    assert_eq!(layout.hit(5.0, 700.0), None);
    assert_eq!(layout.hit(-50.0, -50.0), None);
}

#[test]
fn a_drop_goes_to_the_legal_pile_overlapped_most() {
    let table = freecell_deal();
    let layout = table.layout(LAPTOP);
    let over = |id| layout.top_rect(id).unwrap();
    // Held mostly over column 1's top card, partly over column 2's.
    let held = over(PileId::Column(1)).translate(layout.card_w * 0.4, layout.card_h * 0.1);
    let (t1, t2) = (PileId::Column(1), PileId::Column(2));
    assert_eq!(layout.drop_target(held, &[t2, t1]), Some(t1));
    // Moved further right, column 2 wins.
    let held_right = held.translate(layout.card_w * 0.5, 0.0);
    assert_eq!(layout.drop_target(held_right, &[t1, t2]), Some(t2));
}

#[test]
fn a_drop_ignores_piles_that_are_not_candidates() {
    let layout = freecell_deal().layout(LAPTOP);
    let held = layout
        .top_rect(PileId::Column(1))
        .unwrap()
        .translate(layout.card_w * 0.4, 0.0);
    let (t0, t2, t5) = (PileId::Column(0), PileId::Column(2), PileId::Column(5));
    // Column 1 lies under most of the card but is not legal: column 2 gets it.
    assert_eq!(layout.drop_target(held, &[t0, t2]), Some(t2));
    // Neither candidate lies under the card: no drop.
    assert_eq!(layout.drop_target(held, &[t0, t5]), None);
    assert_eq!(layout.drop_target(held, &[]), None);
}

#[test]
fn a_drop_on_an_empty_free_cell_uses_its_slot() {
    let layout = freecell_long_column().layout(PHONE);
    let cell = layout.slot(PileId::FreeCell(1)).unwrap();
    let held = cell.translate(layout.card_w * 0.3, layout.card_h * 0.3);
    let candidates = [PileId::FreeCell(1), PileId::FreeCell(3), PileId::Column(7)];
    assert_eq!(
        layout.drop_target(held, &candidates),
        Some(PileId::FreeCell(1))
    );
}

#[test]
fn spots_run_pile_by_pile_bottom_card_first() {
    let table = klondike_long_column(3);
    let layout = table.layout(FULL_HD);
    let order: Vec<(PileId, usize)> = layout.spots().map(|(_, s)| (s.pile, s.index)).collect();
    let expected: Vec<(PileId, usize)> = table
        .piles
        .iter()
        .flat_map(|(id, pile)| (0..pile.len()).map(move |i| (*id, i)))
        .collect();
    assert_eq!(order, expected);
    for (card, spot) in layout.spots() {
        assert_eq!(table.pile(spot.pile).cards()[spot.index], card);
        assert_eq!(layout.spot(card), Some(spot));
    }
}

#[test]
fn a_card_in_no_pile_passed_in_has_no_spot() {
    let table = Position::deal(klondike_table(1), &[(PileId::Column(0), 1, 0)]);
    let layout = table.layout(LAPTOP);
    assert!(layout.spot(card("AC")).is_some());
    assert!(layout.spot(card("KS")).is_none());
}

#[test]
fn piles_the_table_does_not_have_are_left_out() {
    let cell = Pile::with_cards(vec![card("7S")], 0);
    let layout = Layout::compute(&klondike_table(1), &[(PileId::FreeCell(0), &cell)], LAPTOP);
    assert_eq!(layout.slot(PileId::FreeCell(0)), None);
    assert_eq!(layout.spot(card("7S")), None);
    assert_eq!(layout.top_rect(PileId::Column(7)), None);
}

#[test]
fn tiny_and_broken_viewports_give_tiny_cards_never_nan() {
    let weird = [
        Rect::new(0.0, 0.0, 0.0, 0.0),
        Rect::new(0.0, 0.0, 1.0, 1.0),
        Rect::new(0.0, 0.0, 3.0, 500.0),
        Rect::new(0.0, 0.0, 500.0, 3.0),
        Rect::new(10.0, 10.0, -100.0, -100.0),
        Rect::new(f32::NAN, f32::NAN, f32::NAN, f32::NAN),
        Rect::new(0.0, 0.0, f32::INFINITY, f32::INFINITY),
    ];
    for table in every_table() {
        for area in weird {
            let layout = table.layout(area);
            assert!(layout.card_w.is_finite() && layout.card_w >= 0.0);
            let rects = layout
                .spots()
                .map(|(_, s)| s.rect)
                .chain(layout.slots().map(|(_, r)| r));
            for r in rects {
                let numbers = [r.x, r.y, r.w, r.h];
                assert!(numbers.iter().all(|v| v.is_finite()), "{r:?} in {area:?}");
                assert!(r.w >= 0.0 && r.h >= 0.0);
                assert!(layout.area().encloses(&r, SLACK), "{r:?} in {area:?}");
            }
            // Clicks and drops on a degenerate table answer without panicking.
            let _ = layout.hit(0.0, 0.0);
            let _ = layout.drop_target(Rect::new(0.0, 0.0, 1.0, 1.0), &[PileId::Column(0)]);
        }
    }
}

#[test]
fn focus_outline_of_a_column_covers_all_its_cards() {
    let layout = klondike_long_column(1).layout(LAPTOP);
    let bounds = layout.pile_bounds(PileId::Column(6)).unwrap();
    for spot in layout.pile_spots(PileId::Column(6)) {
        // Within float rounding of the sums that made the bounds.
        assert!(bounds.encloses(&spot.rect, 1e-3));
    }
    assert_eq!(
        layout.pile_bounds(PileId::Foundation(3)),
        layout.slot(PileId::Foundation(3))
    );
}

#[test]
fn a_tall_table_spreads_its_fans_and_a_wide_one_keeps_them() {
    use crate::view::chrome::{Bars, Tool};
    let tools = [Tool {
        label_ems: 2.0,
        keep: 1,
    }; 8];
    let game = Game::new(Deal::new("klondike".parse().unwrap(), 1).unwrap());
    let layout_in = |w: f32, h: f32| {
        let table = Bars::compute(w, h, 1.0, &tools).table;
        Layout::compute(&game.table(), &game.piles(), table)
    };
    let phone = layout_in(390.0, 844.0);
    assert!(phone.fan_step() > phone.card_h * units::FAN_UP * 1.2);
    assert!(phone.fan_step() <= phone.card_h * units::FAN_UP * units::FAN_STRETCH_MAX + 1e-3);
    // The cards are as wide as the width allows: seven columns and their
    // gaps fill it but for the margins.
    let across = 7.0 + 6.0 * units::GAP_X + 2.0 * units::MARGIN_X;
    assert!(
        (phone.card_w - 390.0 / across).abs() < 0.5,
        "{}",
        phone.card_w
    );
    let laptop = layout_in(1280.0, 800.0);
    assert!((laptop.fan_step() - laptop.card_h * units::FAN_UP).abs() < 1e-3);
}

/// Grandfather's Clock: twelve foundations round a clock face above eight
/// columns, as dealt and with the longest column a deal can build (five
/// dealt cards under a run from the queen down).
#[test]
fn the_clock_and_its_columns_fit_a_phone_and_a_monitor_without_overlap() {
    use crate::games::clock::Clock;
    let dealt = Game::GrandfathersClock(Box::new(Clock::deal(3)));
    let long = Game::GrandfathersClock(Box::new(
        Clock::parse_partial(
            "f0: 9D\nt0: 2C 3C 4C 5C KS QH JC TC 9C 8H 7H 6H 5H 4H 3H 2H AH\nt1: KD\nt7: 2D",
        )
        .unwrap(),
    ));
    for game in [dealt, long] {
        for area in every_viewport() {
            let layout = Layout::compute(&game.table(), &game.piles(), area);
            for (card, spot) in layout.spots() {
                assert!(area.encloses(&spot.rect, SLACK), "{card} leaves {area:?}");
            }
            let slots: Vec<(PileId, Rect)> = layout.slots().collect();
            assert_eq!(slots.len(), 20);
            for (i, (a, ra)) in slots.iter().enumerate() {
                for (b, rb) in &slots[i + 1..] {
                    assert!(!ra.overlaps(rb), "{a} overlaps {b} in {area:?}");
                }
            }
        }
    }
    let phone = Layout::compute(&dealt_clock().table(), &dealt_clock().piles(), PHONE);
    let across = 8.0 + 7.0 * units::GAP_X + 2.0 * units::MARGIN_X;
    assert!(
        (phone.card_w - 360.0 / across).abs() < 0.5,
        "as wide as eight columns allow: {}",
        phone.card_w
    );
    let monitor = Layout::compute(&dealt_clock().table(), &dealt_clock().piles(), FULL_HD);
    assert!(monitor.card_w > 100.0, "{}", monitor.card_w);
}

fn dealt_clock() -> Game {
    Game::new(Deal::new(Variant::GrandfathersClock, 3).unwrap())
}

/// Mod3: three rows of eight squared up, the reserve fanned below with
/// its longest column (a card and nine deals), the aces and the stock at
/// the side.
#[test]
fn mod3s_rows_and_reserve_fit_a_phone_and_a_monitor_without_overlap() {
    let dealt = Game::new(Deal::new(Variant::Mod3, 3).unwrap());
    let text = dealt.to_string();
    // Deal the whole stock onto the reserve.
    let mut long = Game::parse(Variant::Mod3, &text).unwrap();
    while long.play(crate::model::moves::Move::Draw).is_ok() {}
    for game in [dealt, long] {
        for area in every_viewport() {
            let layout = Layout::compute(&game.table(), &game.piles(), area);
            for (card, spot) in layout.spots() {
                assert!(area.encloses(&spot.rect, SLACK), "{card} leaves {area:?}");
            }
            let slots: Vec<(PileId, Rect)> = layout.slots().collect();
            assert_eq!(slots.len(), 34);
            for (i, (a, ra)) in slots.iter().enumerate() {
                for (b, rb) in &slots[i + 1..] {
                    assert!(!ra.overlaps(rb), "{a} overlaps {b} in {area:?}");
                }
            }
            assert!(layout.card_w > 30.0, "{area:?}: {}", layout.card_w);
        }
    }
}
