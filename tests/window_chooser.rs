//! What a player sees of the chooser and of a wide table in the real
//! window under Xvfb: the chooser's Play buttons as tall as a thumb's
//! target on a laptop window and on a phone-sized one, and Baker's Dozen's
//! thirteen columns in two bands of cards a finger can take on the phone.

#[path = "support/window.rs"]
// What the sessions share; this file uses some of it.
#[allow(unused_imports)]
mod support;
use support::*;

/// The chooser's Play green, (0.2, 0.6, 0.3).
fn is_play(p: [u8; 3]) -> bool {
    let near = |c: u8, want: i32| (i32::from(c) - want).abs() <= 14;
    near(p[0], 51) && near(p[1], 153) && near(p[2], 76)
}

/// The longest vertical run of `pred` pixels in the screenshot's columns
/// (every fourth, enough for plates tens of pixels wide).
fn tallest_run(img: &Image, pred: impl Fn([u8; 3]) -> bool) -> u32 {
    let mut tallest = 0;
    for x in (0..img.width).step_by(4) {
        let mut run = 0;
        for y in 0..img.height {
            if pred(img.pixel(x as f32, y as f32)) {
                run += 1;
                tallest = tallest.max(run);
            } else {
                run = 0;
            }
        }
    }
    tallest
}

/// The window made `w`×`h` (the session starts it at its own size): the
/// game lays itself out again for the new size.
fn resize(session: &Session, w: u32, h: u32) {
    session.xdotool(&[
        "windowsize",
        &session.window,
        &w.to_string(),
        &h.to_string(),
    ]);
    session.until(&format!("the window is {w}x{h}"), |img| {
        img.width == w && img.height == h
    });
}

/// Menu (F10), then its third button, Game. On a loaded machine a key sent
/// while the window is still taking the focus can be lost: Esc closes
/// whatever opened and the keys go again.
fn open_chooser(session: &Session) -> Image {
    for _ in 0..3 {
        for key in ["F10", "Right", "Right", "Return"] {
            session.key(key);
        }
        sleep(Duration::from_millis(1200));
        let img = session.screenshot();
        if tallest_run(&img, is_play) > 0 {
            return img;
        }
        session.key("Escape");
        session.key("Escape");
    }
    session.until("the chooser shows its Play buttons", |img| {
        tallest_run(img, is_play) > 0
    })
}

#[test]
fn the_choosers_play_buttons_are_a_thumbs_target_on_a_laptop_and_a_phone_window() {
    let session = Session::start(klondike(3), "chooser.png");
    session.until_title("Felt · Klondike, draw 1");
    let laptop = open_chooser(&session);
    // 1024×768: the chrome's unit is 16 px, a target three of them.
    let play = tallest_run(&laptop, is_play);
    assert!(play >= 46, "Play is {play} px tall at 1024x768");
    session.key("Escape");
    resize(&session, 390, 844);
    let phone = open_chooser(&session);
    let play = tallest_run(&phone, is_play);
    assert!(play >= 44, "Play is {play} px tall at 390x844");
}

#[test]
fn bakers_dozen_on_a_phone_window_lays_its_columns_in_two_bands_of_wide_cards() {
    let deal = Deal::new("bakersdozen".parse::<Variant>().unwrap(), 3).unwrap();
    let session = Session::start(deal, "bakers.png");
    session.until_title("Felt · Baker's Dozen");
    // The table at the session's size first: the window is up and drawn.
    session.until("the table is drawn", |img| {
        img.share(Rect::new(0.0, 0.0, 200.0, 300.0), is_white) > 0.0
    });
    resize(&session, 390, 844);
    let img = session.until("the cards lie in two bands", |img| {
        // White card faces well below the middle of the window: the
        // second band (thirteen columns across left it bare felt).
        let low = Rect::new(0.0, 844.0 * 0.55, 390.0, 844.0 * 0.15);
        img.share(low, is_white) > 0.05
    });
    // The widest white run across a card face: a card's width, less its
    // edges.
    let mut widest = 0;
    for y in (0..img.height).step_by(3) {
        let mut run = 0;
        for x in 0..img.width {
            if is_white(img.pixel(x as f32, y as f32)) {
                run += 1;
                widest = widest.max(run);
            } else {
                run = 0;
            }
        }
    }
    assert!(widest >= 40, "cards {widest} px wide (27 before the fold)");
}
