//! The chooser played like a player would: a tile tapped to look at it,
//! its Play, a second tap, and the calendar paged through the months.

use super::hud::Button;
use super::*;
use crate::games::GAMES;

fn dated_app(w: f32, h: f32, today: &str) -> App {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), w, h, 7);
    app.set_today(today.parse().unwrap());
    app
}

fn tap(app: &mut App, r: Rect) {
    let (x, y) = (r.x + r.w / 2.0, r.y + r.h / 2.0);
    app.pointer_down(x, y);
    app.pointer_up(x, y);
}

/// A tile that shows on the first page and is not the game on the table.
fn another_tile(app: &App) -> chooser::Tile {
    let layout = app.chooser_layout();
    layout
        .tiles
        .iter()
        .find(|t| layout.row_shows(t.row) && t.info.variant != app.deal().variant && t.info.solver)
        .cloned()
        .expect("a second game shows")
}

#[test]
fn a_tap_on_a_tile_shows_its_game_and_its_play_button_starts_it() {
    // A phone whose first page shows two tiles (a 360×640 one shows one
    // at a time, at 44 px targets).
    let mut app = dated_app(390.0, 844.0, "2025-03-14");
    app.intent(Intent::ChooseGame);
    let on_table = app.deal().variant;
    assert_eq!(app.selected_tile(), Some(on_table));
    let tile = another_tile(&app);
    let game = tile.info.variant;
    tap(&mut app, tile.body);
    assert_eq!(app.panel(), Some(&Panel::ChooseGame), "still choosing");
    assert_eq!(app.deal().variant, on_table, "nothing started");
    assert_eq!(app.selected_tile(), Some(game));
    assert_eq!(app.calendar_game().variant, game, "its month shows");
    assert!(app
        .state_json(app.next_frame())
        .contains(&format!("\"selected\":\"{}\"", game.name())));
    // A second tap a while later only selects it again.
    for _ in 0..4 {
        app.update(0.25);
    }
    tap(&mut app, tile.body);
    assert_eq!(app.panel(), Some(&Panel::ChooseGame));
    // Its Play button starts it.
    let play = app
        .chooser_layout()
        .tiles
        .iter()
        .find(|t| t.info.variant == game)
        .map(|t| t.play)
        .unwrap();
    tap(&mut app, play);
    assert_eq!(app.panel(), None);
    assert_eq!(app.deal().variant, game);
}

#[test]
fn two_quick_taps_on_a_tile_start_its_game() {
    let mut app = dated_app(1280.0, 720.0, "2025-03-14");
    app.intent(Intent::ChooseGame);
    let tile = another_tile(&app);
    tap(&mut app, tile.body);
    app.update(0.1);
    tap(&mut app, tile.body);
    assert_eq!(app.panel(), None);
    assert_eq!(app.deal().variant, tile.info.variant);
}

#[test]
fn the_calendar_pages_back_through_the_months_and_forward_to_this_one() {
    let mut app = dated_app(1280.0, 720.0, "2025-03-14");
    let mut stats = Statistics::default();
    for day in ["2025-01-31", "2025-02-20", "2025-03-13", "2025-03-14"] {
        stats.daily_won("golf".parse::<Variant>().unwrap(), day.parse().unwrap());
    }
    app.set_stats(stats);
    app.intent(Intent::ChooseGame);
    let golf = |app: &App| {
        let layout = app.chooser_layout();
        let tile = layout
            .tiles
            .iter()
            .find(|t| t.info.variant == "golf".parse::<Variant>().unwrap());
        tile.cloned().unwrap()
    };
    app.chooser.scroll = golf(&app).row;
    let golf = golf(&app).body;
    tap(&mut app, golf);
    let calendar = |app: &App| {
        let json = app.state_json(app.next_frame());
        let at = json
            .find("\"calendar\":")
            .expect("the calendar is reported");
        json[at..].to_string()
    };
    assert!(calendar(&app).starts_with(
        "\"calendar\":{\"game\":\"golf\",\"month\":\"2025-03\",\"won\":[13,14],\"streak\":2}"
    ));
    // Not past the current month.
    assert!(!app.can_page_month(true));
    app.press_button(Button::Month(true));
    assert_eq!(app.calendar_month(), Some("2025-03-01".parse().unwrap()));
    // Back by a tap on the arrow.
    let cal = app.chooser_layout().month("2025-03-01".parse().unwrap());
    tap(&mut app, cal.prev);
    assert!(calendar(&app).starts_with(
        "\"calendar\":{\"game\":\"golf\",\"month\":\"2025-02\",\"won\":[20],\"streak\":2}"
    ));
    // And by the pad's left shoulder (or U), the focus on Golf's tile.
    tap(&mut app, golf);
    assert_eq!(app.panel(), Some(&Panel::ChooseGame), "not a double tap");
    assert_eq!(
        app.panel_focus().map(|(b, _)| b),
        Some(Button::Game("golf".parse::<Variant>().unwrap()))
    );
    app.intent(Intent::Undo);
    assert!(calendar(&app).starts_with(
        "\"calendar\":{\"game\":\"golf\",\"month\":\"2025-01\",\"won\":[31],\"streak\":2}"
    ));
    assert_eq!(
        app.calendar_game().variant,
        "golf".parse::<Variant>().unwrap(),
        "the same game"
    );
    assert_eq!(app.game().moves(), 0, "nothing undone on the table");
    // The right shoulder pages forward, no further than this month.
    for _ in 0..3 {
        app.intent(Intent::Redo);
    }
    assert_eq!(app.calendar_month(), Some("2025-03-01".parse().unwrap()));
    assert_eq!(app.panel(), Some(&Panel::ChooseGame));
}

#[test]
fn the_calendar_arrows_are_stops_of_the_keyboard_focus() {
    let mut app = dated_app(360.0, 640.0, "2025-03-14");
    app.intent(Intent::ChooseGame);
    // The calendar lies below the list on a phone: Up from the first tile
    // wraps round to it.
    app.intent(Intent::Focus(Dir::Up));
    let at = app.panel_focus().map(|(b, _)| b);
    assert!(matches!(at, Some(Button::Month(_))), "{at:?}");
    let game = app.calendar_game().variant;
    if at == Some(Button::Month(true)) {
        app.intent(Intent::Focus(Dir::Left));
    }
    assert_eq!(
        app.panel_focus().map(|(b, _)| b),
        Some(Button::Month(false))
    );
    app.intent(Intent::Enter);
    assert_eq!(app.calendar_month(), Some("2025-02-01".parse().unwrap()));
    assert_eq!(app.calendar_game().variant, game);
}

#[test]
fn on_a_phone_held_upright_the_choosers_buttons_sit_at_the_bottom() {
    let mut phone = dated_app(390.0, 844.0, "2025-03-14");
    phone.intent(Intent::ChooseGame);
    let layout = phone.chooser_layout();
    for r in [layout.close, layout.page_up, layout.page_down] {
        assert!(r.y > 844.0 * 0.85, "{r:?} is within the thumb's reach");
        assert!(r.bottom() <= 844.0);
    }
    assert!(
        layout.list.bottom() <= layout.close.y,
        "the tiles end above them"
    );
    let mut desk = dated_app(1280.0, 800.0, "2025-03-14");
    desk.intent(Intent::ChooseGame);
    let layout = desk.chooser_layout();
    assert!(
        layout.close.y < 800.0 * 0.1,
        "a monitor keeps them at the top"
    );
    // The Close at the bottom closes, by touch as by mouse.
    let close = phone.chooser_layout().close;
    tap(&mut phone, close);
    assert_eq!(phone.panel(), None);
}
