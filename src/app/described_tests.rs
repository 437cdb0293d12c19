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

/// A player's game whose every deal is lost (nothing builds, so only
/// aces and twos can ever go home): a hunt for a winnable deal gives up
/// after its tries, deals the last one and says so, rather than
/// looking for ever.
#[test]
fn a_hunt_in_a_game_never_won_gives_up_and_says_so() {
    let text = crate::games::described::registry::built_in_text("beleagueredcastle")
        .unwrap()
        .replace("name: beleagueredcastle", "name: nobuildcastle")
        .replace("build: down any", "build: none");
    let variant = Variant::Described(register_text(&text).unwrap());
    let mut app = app_of(variant);
    app.change_settings(|s| s.winnable_only = true);
    app.intent(Intent::NewGame);
    assert_eq!(app.hunting(), Some(0));
    for _ in 0..100_000 {
        if app.hunting().is_none() {
            break;
        }
        app.think(5_000);
    }
    assert_eq!(app.hunting(), None, "given up");
    assert_eq!(app.deal().variant, variant);
    let said = app.message().unwrap_or_default().to_string();
    assert!(said.contains("no winnable deal"), "{said}");
    assert!(said.contains("may not be winnable"), "{said}");
}

/// A hunt for a winnable deal ends when the player starts a game
/// another way (here a new deal with the setting turned off): its deal,
/// found later, would otherwise take the table from that game.
#[test]
fn a_game_started_ends_the_hunt_for_another() {
    let variant: Variant = "freecell".parse().unwrap();
    let mut app = app_of(variant);
    app.change_settings(|s| s.winnable_only = true);
    app.intent(Intent::NewGame);
    assert!(app.hunting().is_some());
    app.change_settings(|s| s.winnable_only = false);
    app.intent(Intent::NewGame);
    assert_eq!(app.hunting(), None);
    let dealt = app.deal();
    for _ in 0..200 {
        app.think(5_000);
    }
    assert_eq!(app.deal(), dealt, "the game started stays");
}
