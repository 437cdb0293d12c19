//! The presenter with described games: a game of the list is played,
//! saved and counted like any other; a player's own description
//! (`--rules FILE`) is played but not saved over the game of the list.

use super::*;
use crate::games::described::registry::register_text;

fn app_of(variant: Variant) -> App {
    let deal = Deal::new(variant, 3).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 720.0, 7);
    app.relayout(false);
    app
}

#[test]
fn a_described_game_of_the_list_plays_and_is_saved_under_its_name() {
    let variant: Variant = "beleagueredcastle".parse().unwrap();
    let mut app = app_of(variant);
    let mv = app.history.game().legal_moves()[0];
    app.play(mv);
    assert_eq!(app.history.game().moves(), 1);
    let saved = app.game_to_save().expect("saved");
    assert_eq!(saved.variant().name(), "beleagueredcastle");
}

#[test]
fn a_player_s_own_description_is_played_but_not_saved() {
    let text = crate::games::described::registry::built_in_text("beleagueredcastle")
        .unwrap()
        .replace("name: beleagueredcastle", "name: myowncastle");
    let variant = Variant::Described(register_text(&text).unwrap());
    let mut app = app_of(variant);
    let mv = app.history.game().legal_moves()[0];
    app.play(mv);
    assert_eq!(app.history.game().moves(), 1);
    assert_eq!(app.game_to_save(), None);
}
