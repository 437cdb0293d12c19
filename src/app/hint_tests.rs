//! A hint asked for on the table: said in players' words, and shown on
//! the cards it moves.

use super::thinking::HINT_PATIENCE;
use super::*;
use crate::games::GAMES;
use crate::input::intent::Intent;

/// An app showing a Klondike position read from notation.
fn klondike_at(text: &str) -> App {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 720.0, 7);
    app.history = History::new(Game::parse_partial(GAMES[0].variant, text).unwrap());
    app.relayout(false);
    app
}

/// Asks for a hint and lets it wait for the solver until it shows.
fn ask(app: &mut App) {
    app.intent(Intent::Hint);
    for _ in 0..20 {
        app.update(HINT_PATIENCE);
        if app.hint().is_some() {
            break;
        }
    }
}

#[test]
fn a_hint_says_its_move_with_the_cards_and_places_players_see() {
    let mut app = klondike_at("stock: 2C\nwaste: AD\nt0: [KD] JS\nt1: 5S");
    ask(&mut app);
    let hint = app.hint().expect("a hint shows");
    assert!(
        matches!(
            hint.mv,
            Move::Transfer {
                from: PileId::Waste,
                to: PileId::Foundation(_),
                count: 1
            }
        ),
        "{:?}",
        hint.mv
    );
    let said = app.message().expect("the hint is said").to_string();
    assert!(
        said.ends_with(": A♦ to the foundation"),
        "the hint says {said:?}"
    );
}

#[test]
fn a_hint_onto_a_column_names_both_cards() {
    let mut app = klondike_at("stock: 2C\nt0: [KD] JS\nt1: [4C] TH");
    ask(&mut app);
    assert_eq!(app.hint().map(|h| h.mv), Some("t1 t0".parse().unwrap()));
    let said = app.message().unwrap_or_default();
    assert!(said.ends_with(": 10♥ onto J♠"), "the hint says {said:?}");
}
