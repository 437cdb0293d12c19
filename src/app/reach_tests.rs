//! Every button a player touches is a thumb's target on a phone, and the
//! chooser grows with the rest of the chrome on a 4K monitor: one scale
//! for the toolbar and every panel, the chooser included.

use super::hud::Button;
use super::leave::Leave;
use super::*;
use crate::games::GAMES;
use crate::view::chrome::TOUCH_MIN;

/// A 390×844 phone at its density of 3, with the date known (so the
/// chooser shows the daily deals and the calendar's arrows).
fn app_at(w: f32, h: f32, dpi: f32) -> App {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), w, h, 7);
    app.set_density(dpi);
    app.set_today("2025-03-14".parse().unwrap());
    app
}

/// Every panel the game opens.
fn every_panel() -> Vec<Panel> {
    vec![
        Panel::Menu,
        Panel::Lost,
        Panel::Help,
        Panel::Settings,
        Panel::Statistics,
        Panel::ConfirmReset,
        Panel::ChooseGame,
        Panel::DealNumber("617".into()),
        Panel::ConfirmLeave(Leave::Restart),
        Panel::NoMoves,
        Panel::Paused,
        Panel::Won {
            moves: 90,
            seconds: 300,
        },
    ]
}

/// The buttons of the open panel; the chooser's with its calendar's
/// arrows and every tile's Play and daily deal, shown or scrolled away.
fn buttons_of(app: &App) -> Vec<(Button, Rect)> {
    let (layout, _) = app.panel_layout().expect("a panel is open");
    let mut buttons = layout.buttons;
    if app.panel() == Some(&Panel::ChooseGame) {
        buttons.extend(app.chooser_layout().stops());
    }
    buttons
}

#[test]
fn every_button_of_the_toolbar_and_of_every_panel_is_44_px_on_a_phone_either_way_up() {
    let mut small = Vec::new();
    for (w, h) in [(390.0, 844.0), (844.0, 390.0)] {
        let mut app = app_at(w, h, 3.0);
        for (button, r) in &app.hud().buttons {
            if r.w < TOUCH_MIN || r.h < TOUCH_MIN {
                small.push(format!("{w}x{h} toolbar {button:?} {}x{}", r.w, r.h));
            }
        }
        for panel in every_panel() {
            let name = panel.name();
            app.open(panel);
            for (button, r) in buttons_of(&app) {
                if r.w < TOUCH_MIN || r.h < TOUCH_MIN {
                    small.push(format!("{w}x{h} {name} {button:?} {}x{}", r.w, r.h));
                }
            }
        }
    }
    assert!(small.is_empty(), "under 44 px: {small:#?}");
}

#[test]
fn the_chooser_grows_at_4k_as_the_toolbar_does() {
    let laptop = app_at(1280.0, 800.0, 1.0);
    let mut uhd = app_at(3840.0, 2160.0, 1.0);
    uhd.open(Panel::ChooseGame);
    let chooser = uhd.chooser_layout();
    let toolbar = uhd.hud().buttons[0].1.h;
    assert!(toolbar >= 70.0, "the toolbar's targets grow: {toolbar}");
    // The chooser's buttons are the toolbar's targets.
    let first = &chooser.tiles[0];
    for (name, r) in [
        ("Play", first.play),
        ("Today's deal", first.daily.unwrap()),
        ("page up", chooser.page_up),
        ("page down", chooser.page_down),
        ("Close", chooser.close),
        ("previous month", chooser.month(uhd.today().unwrap()).prev),
    ] {
        assert!(r.h >= toolbar, "{name} {} px high, toolbar {toolbar}", r.h);
    }
    // Its text grows with the status's, a laptop's 16 px to 24.
    let unit = uhd.hud().scale().text;
    assert!(unit >= 24.0, "{unit}");
    assert!(
        chooser.text.rules >= 18.0,
        "rules {} px",
        chooser.text.rules
    );
    assert!(chooser.text.button >= unit, "{}", chooser.text.button);
    // The sheet grows past a laptop's 1200 px, as its text does.
    let small = laptop.chooser_layout();
    assert!(
        chooser.frame.w >= small.frame.w * 1.4,
        "{} against {}",
        chooser.frame.w,
        small.frame.w
    );
    assert!(chooser.tiles[0].thumb.h >= small.tiles[0].thumb.h * 1.4);
}
