//! Grandfather's Clock's face is round as drawn, on a laptop and on a
//! phone: its radius across is its radius down, in pixels.

use super::fold_tests::table_area;
use super::*;
use crate::games::{Deal, Game, Variant};

/// The centre of the foundation at `hour` o'clock.
fn hour(layout: &Layout, hour: u8) -> (f32, f32) {
    layout
        .slot(PileId::Foundation(hour % 12))
        .expect("the clock has twelve hours")
        .center()
}

#[test]
fn the_clock_face_is_round_on_a_1280_by_800_window_and_on_a_phone() {
    let game = Game::new(Deal::new(Variant::GrandfathersClock, 3).unwrap());
    for (w, h, dpi) in [
        (1280.0, 800.0, 1.0),
        (840.0, 560.0, 1.0),
        (390.0, 844.0, 3.0),
        (3840.0, 2160.0, 1.0),
    ] {
        let area = table_area(w, h, dpi);
        let layout = Layout::compute(&game.table(), &game.piles(), area);
        let across = (hour(&layout, 3).0 - hour(&layout, 9).0) / 2.0;
        let down = (hour(&layout, 6).1 - hour(&layout, 12).1) / 2.0;
        assert!(
            (across / down - 1.0).abs() < 0.03,
            "{w}x{h}: {across} px across, {down} px down"
        );
        // Every hour as far from the centre.
        let (cx, cy) = (hour(&layout, 9).0 + across, hour(&layout, 12).1 + down);
        for n in 0..12 {
            let (x, y) = hour(&layout, n);
            let r = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
            assert!(
                (r / across - 1.0).abs() < 0.03,
                "{w}x{h}: {n} o'clock at {r}"
            );
        }
        // And no card of the face or the columns leaves the table.
        for (card, spot) in layout.spots() {
            assert!(area.encloses(&spot.rect, 0.01), "{w}x{h}: {card}");
        }
    }
}
