//! The settings as a player sees them: the card index setting changes the
//! cards on a phone too, and every setting's label keeps the panel's text
//! size whatever its value.

use super::hud::{Button, SettingKey};
use super::panels::LABEL_ROOM;
use super::*;
use crate::games::GAMES;
use crate::view::chrome::estimated_ems;

fn app_at(w: f32, h: f32, dpi: f32) -> App {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), w, h, 7);
    app.set_density(dpi);
    app
}

/// Whether the cards get the large index at each of the setting's values,
/// pressing its button round the cycle.
fn index_at_each_value(app: &mut App) -> Vec<(String, bool)> {
    app.open(Panel::Settings);
    let button = Button::Setting(SettingKey::LargeIndex);
    (0..3)
        .map(|_| {
            let seen = (app.button_label(button), app.large_index());
            app.press_button(button);
            seen
        })
        .collect()
}

#[test]
fn the_card_index_setting_changes_the_cards_on_a_390_by_844_phone_and_a_laptop() {
    for (w, h, dpi) in [(390.0, 844.0, 3.0), (1280.0, 800.0, 1.0)] {
        let mut app = app_at(w, h, dpi);
        let seen = index_at_each_value(&mut app);
        assert!(
            seen.iter().any(|(_, large)| *large) && seen.iter().any(|(_, large)| !large),
            "{w}x{h}: the cards at each value: {seen:?}"
        );
        // Round the cycle, it is as it was.
        assert_eq!(app.settings.index, IndexSize::Auto);
    }
    // Left to Felt, a phone's small cards get the large index and a
    // laptop's large cards the small one.
    assert!(app_at(390.0, 844.0, 3.0).large_index());
    assert!(!app_at(1280.0, 800.0, 1.0).large_index());
}

#[test]
fn every_settings_label_fits_its_button_at_the_panels_text_size() {
    for (w, h, dpi) in [
        (1280.0, 800.0, 1.0),
        (390.0, 844.0, 3.0),
        (844.0, 390.0, 3.0),
    ] {
        let mut app = app_at(w, h, dpi);
        app.open(Panel::Settings);
        // Klondike's scoring at each of its values: standard, Vegas, and
        // Vegas with a running total.
        for _ in 0..3 {
            let (layout, _) = app.panel_layout().unwrap();
            let px = layout.sheet.as_ref().unwrap().button_px;
            for (button, r) in &layout.buttons {
                let label = app.button_label(*button);
                let width = estimated_ems(&label) * px;
                assert!(
                    width <= r.w * LABEL_ROOM,
                    "{w}x{h}: \"{label}\" is {width} px at {px} px, its button {} wide",
                    r.w
                );
            }
            app.press_button(Button::Setting(SettingKey::Scoring));
        }
    }
}
