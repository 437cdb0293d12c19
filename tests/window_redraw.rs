//! A click's result is on the screen at once (issue 34, item 8), seen from
//! outside the game: each test clicks in the real window under Xvfb, never
//! moves the pointer after the click, and reads the screen's pixels
//! through its own X connection (GetImage on the root window), which sends
//! the game no event. The screenshots of the other window tests go
//! through F12, a key press that wakes the game's loop and so draws the
//! frame owed: they could not see a frame that was never drawn.
//!
//! Natively the loop waits for input at rest, and miniquad's waiting loop
//! left an event that came while a frame was drawn (a click's release, a
//! press right after the pointer moved) unanswered until the next event:
//! the stock's card or a setting's new value appeared only
//! when the mouse moved or the clock's second turned. Each scenario here
//! has the clock stopped (no move yet, or a panel open), so nothing else
//! would have drawn it.

#[path = "support/window.rs"]
#[allow(unused_imports)]
mod support;
use support::*;
#[path = "support/outside.rs"]
mod outside;
use outside::*;

use felt::view::chrome::{PanelSpec, Scale, Sheet};

/// A click as a quick hand makes it: the pointer comes to the place and
/// presses at once, in one go (the press comes while the frame for the
/// pointer's arrival is drawn), and stays there.
fn arrive_and_click(session: &Session, x: f32, y: f32) {
    let (x, y) = ((x as i32).to_string(), (y as i32).to_string());
    session.xdotool(&[
        "mousemove",
        "--window",
        &session.window,
        &x,
        &y,
        "click",
        "1",
    ]);
}

/// A click where the pointer already rests.
fn click_in_place(session: &Session) {
    session.xdotool(&["click", "1"]);
}

fn centre(r: Rect) -> (f32, f32) {
    (r.x + r.w / 2.0, r.y + r.h / 2.0)
}

/// A panel's sheet as the game lays it out in this window.
fn sheet(title: &str, text: &[String], rows: &[usize]) -> Sheet {
    Sheet::compute(
        W as f32,
        H as f32,
        Scale::new(W as f32, H as f32, 1.0),
        PanelSpec { title, text, rows },
    )
}

/// The menu: New Restart / Game Deal# / Home Solve / Settings Statistics
/// / Help Pause / Close.
fn menu() -> Sheet {
    sheet("Menu", &[], &[2, 2, 2, 2, 2, 1])
}
const MENU_SETTINGS: usize = 6;

/// The settings, two a row in this window but Klondike scoring, whose
/// widest label takes a row of its own: eleven settings and Close; Table
/// (the table's colour) is the last setting.
fn settings() -> Sheet {
    sheet("Settings", &[], &[2, 2, 2, 2, 1, 2, 1])
}
const SETTINGS_TABLE: usize = 10;

/// Opens the menu with F10 and waits until it has come to rest.
fn open_menu(session: &Session) {
    let rested = session.until_at_rest();
    session.key("F10");
    let start = Instant::now();
    while session.rested_after().is_none_or(|n| n <= rested) {
        assert!(start.elapsed() < Duration::from_secs(15), "F10 drew");
        sleep(Duration::from_millis(100));
    }
    session.until_at_rest();
}

#[test]
fn settings_change_on_the_screen_click_after_click_without_moving_the_mouse() {
    let session = Session::start(klondike(7), "redraw-settings.png");
    let outside = Outside::new(&session);
    open_menu(&session);
    let title = menu().title_rect;
    let before = outside.grab(title);
    let (x, y) = centre(menu().buttons[MENU_SETTINGS]);
    arrive_and_click(&session, x, y);
    let took = outside.until(title, |now| now.differs_from(&before) > 0.05);
    eprintln!("Settings' sheet: {took:?}");
    took.expect("the Settings sheet replaced the menu");
    session.until_at_rest();

    // The table's colour: green, blue, red, grey, green. The felt below
    // the sheet shows it.
    let sheet = settings();
    let felt = Rect::new(40.0, sheet.frame.bottom() + 8.0, 200.0, 12.0);
    assert!(
        felt.bottom() < HudLayout::compute(W as f32, H as f32, 1.0).table.bottom(),
        "the strip lies on the table"
    );
    let table = centre(sheet.buttons[SETTINGS_TABLE]);
    let mut late = Vec::new();
    for click in 0..4 {
        let before = outside.grab(felt);
        // Each click comes from a little aside, so the pointer's arrival
        // draws a frame that the press may come during.
        let aside = if click % 2 == 0 { -12.0 } else { 12.0 };
        arrive_and_click(&session, table.0 + aside, table.1);
        let took = outside.until(felt, |now| now.differs_from(&before) > 0.9);
        eprintln!("Table, click {click}: {took:?}");
        if let Err(why) = took {
            late.push(format!("click {click}: {why}"));
        }
        session.until_at_rest();
    }
    assert!(late.is_empty(), "the table's new colour: {late:?}");
}

#[test]
fn a_pyramid_stock_click_with_the_clock_stopped_is_drawn_at_once() {
    let variant = felt::games::list::offered()
        .find(|g| g.id == "pyramid")
        .expect("Pyramid is offered")
        .variant;
    let deal = Deal::new(variant, 3).unwrap();
    let game = Game::new(deal);
    let layout = layout_of(&game);
    let stock = layout.slot(PileId::Stock).unwrap();
    let waste = layout.slot(PileId::Waste).unwrap().inflate(-4.0);
    let session = Session::start(deal, "redraw-pyramid.png");
    let outside = Outside::new(&session);
    // The pointer comes to the stock first and the game rests: no move
    // yet, so no clock to wake it.
    session.move_to(centre(stock).0, centre(stock).1);
    session.until_at_rest();
    assert!(
        outside.grab(waste).share(is_white) < 0.05,
        "the waste starts empty"
    );
    click_in_place(&session);
    let took = outside.until(waste, |now| now.share(is_white) > 0.3);
    eprintln!("the stock's card on the waste: {took:?}");
    took.expect("the turned card lies on the waste");
    // Each later turn too (the clock runs now, but its next second is
    // further off than a frame or two).
    let mut late = Vec::new();
    for click in 1..4 {
        // The card's flight over (the clock wakes the game each second,
        // so it never rests for long).
        sleep(Duration::from_millis(600));
        let before = outside.grab(waste);
        click_in_place(&session);
        let took = outside.until(waste, |now| now.differs_from(&before) > 0.02);
        eprintln!("turn {click}: {took:?}");
        if let Err(why) = took {
            late.push(format!("turn {click}: {why}"));
        }
    }
    assert!(late.is_empty(), "turned cards: {late:?}");
}
