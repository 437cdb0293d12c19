//! A won game's bouncing cards stay on the table in the real window under
//! Xvfb (issue 34, item 15): the toolbar and the status bar, whose plates
//! let the table show through, show no card while the cards bounce.
//! Before, the cards bounced on the window's bottom edge, inside the
//! status bar, and rose into the toolbar, and their trails stayed there.
//!
//! The screen is read from outside the game (a key such as F12 would end
//! the celebration).

#[path = "support/window.rs"]
#[allow(unused_imports)]
mod support;
use support::*;
#[path = "support/outside.rs"]
mod outside;
use outside::*;

/// A card's white face under a bar's translucent black plate: an even grey
/// (a label's white mixed into the bar's green is never this even).
fn is_card_under_a_bar(p: [u8; 3]) -> bool {
    let (lo, hi) = (p.iter().min().unwrap(), p.iter().max().unwrap());
    (150..=205).contains(lo) && hi - lo <= 6
}

/// Klondike one move from won: the last king goes home and every card
/// bounces.
const ALMOST_WON: &str = "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\n\
    f1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH\n\
    f2: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\n\
    f3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD\n\
    t0: KS QD\nt1: KH\nt2: KC\nt3: KD\n";

#[test]
fn the_win_cascade_stays_off_the_toolbar_and_the_status_bar() {
    let position = scratch("almost-won.txt");
    std::fs::write(&position, ALMOST_WON).unwrap();
    let args = [
        "--variant".to_string(),
        "klondike".to_string(),
        "--position".to_string(),
        position.display().to_string(),
    ];
    let session = Session::start_with(&args, None, "cascade.png");
    let outside = Outside::new(&session);
    let table = HudLayout::compute(W as f32, H as f32, 1.0).table;
    let toolbar = Rect::new(0.0, 0.0, W as f32, table.y);
    let status = Rect::new(0.0, table.bottom(), W as f32, H as f32 - table.bottom());
    assert!(
        toolbar.h >= 20.0 && status.h >= 20.0,
        "{toolbar:?} {status:?}"
    );
    // The game finishes itself, then the cards bounce for many seconds;
    // their trails stay where they were drawn, so what went into a bar
    // stays to be seen.
    let mut on_table = 0.0f32;
    let mut worst = (0.0f32, 0.0f32);
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(6) {
        let strip = Rect::new(0.0, table.bottom() - 60.0, W as f32, 50.0);
        on_table = on_table.max(outside.grab(strip).share(is_white));
        worst.0 = worst
            .0
            .max(outside.grab(toolbar).share(is_card_under_a_bar));
        worst.1 = worst.1.max(outside.grab(status).share(is_card_under_a_bar));
        sleep(Duration::from_millis(200));
    }
    eprintln!(
        "cards on the table's floor: {on_table}; under the toolbar {}, the status bar {}",
        worst.0, worst.1
    );
    assert!(on_table > 0.05, "the cards bounced on the table's floor");
    assert!(worst.0 < 0.005, "cards under the toolbar: {}", worst.0);
    assert!(worst.1 < 0.005, "cards under the status bar: {}", worst.1);
}
