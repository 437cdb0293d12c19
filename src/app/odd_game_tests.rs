//! A player's own description (`felt --rules FILE`) in the app, made by
//! changing lines of a built-in one at random: whatever the player then
//! does (moves, clicks and drags anywhere, the keys, undo and redo, Home,
//! hints, Solve, a new deal, frames passing), nothing panics, the table
//! holds the whole deck and every card shown lies in the window.

use proptest::prelude::*;

use super::*;
use crate::games::described::altered::altered;
use crate::games::described::registry::register_text;
use crate::input::intent::Dir;

#[derive(Clone, Copy, Debug)]
enum Action {
    Play(usize),
    Click(f32, f32),
    Drag(f32, f32, f32, f32),
    Key(Intent),
    Wait(u8),
}

fn action() -> impl Strategy<Value = Action> {
    let intent = prop_oneof![
        Just(Intent::Focus(Dir::Left)),
        Just(Intent::Focus(Dir::Right)),
        Just(Intent::Focus(Dir::Up)),
        Just(Intent::Focus(Dir::Down)),
        Just(Intent::Select),
        Just(Intent::Activate),
        Just(Intent::Draw),
        Just(Intent::Hint),
        Just(Intent::Solve),
        Just(Intent::Undo),
        Just(Intent::Redo),
        Just(Intent::Home),
        Just(Intent::Cancel),
        Just(Intent::NewGame),
        Just(Intent::Restart),
        Just(Intent::Menu),
        Just(Intent::Help),
    ];
    prop_oneof![
        6 => (0usize..64).prop_map(Action::Play),
        3 => (0f32..1280.0, 0f32..800.0).prop_map(|(x, y)| Action::Click(x, y)),
        2 => (0f32..1280.0, 0f32..800.0, 0f32..1280.0, 0f32..800.0)
            .prop_map(|(a, b, c, d)| Action::Drag(a, b, c, d)),
        4 => intent.prop_map(Action::Key),
        2 => (1u8..30).prop_map(Action::Wait),
    ]
}

fn frame(app: &mut App, dt: f64) {
    app.advance(dt);
    if app.wants_thinking() {
        app.think(50);
    }
}

/// Whether the table holds the whole deck, each card shown inside the
/// window.
fn sound(app: &App) -> Result<(), String> {
    let game = app.game();
    let mut cards: Vec<_> = game
        .piles()
        .iter()
        .flat_map(|(_, p)| p.cards().to_vec())
        .collect();
    cards.sort();
    let mut deck = game.deck().cards();
    deck.sort();
    if cards != deck {
        return Err("the table does not hold the deck".to_string());
    }
    for (_, pile) in game.piles() {
        for &card in pile.cards() {
            if let Some(spot) = app.layout.spot(card) {
                let r = spot.rect;
                if r.x < -0.5 || r.y < -0.5 || r.x + r.w > 1280.5 || r.y + r.h > 800.5 {
                    return Err(format!("{card} at {r:?}"));
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn a_player_s_odd_game_plays_in_the_app_without_a_panic(
        game in 0usize..64,
        changes in prop::collection::vec((any::<usize>(), any::<usize>()), 1..4),
        number in 1u64..1000,
        actions in prop::collection::vec(action(), 1..40),
    ) {
        let Some(text) = altered(game, &changes) else {
            return Ok(());
        };
        let Ok(id) = register_text(&text) else {
            return Ok(());
        };
        let deal = Deal::new(Variant::Described(id), number).expect("deals 1-999 exist");
        let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 5);
        app.relayout(false);
        for (k, action) in actions.iter().enumerate() {
            match *action {
                Action::Play(n) => {
                    let legal = app.game().legal_moves();
                    if let Some(&mv) = legal.get(n % legal.len().max(1)) {
                        app.play(mv);
                    }
                }
                Action::Click(x, y) => {
                    app.pointer_down(x, y);
                    app.pointer_up(x, y);
                }
                Action::Drag(a, b, c, d) => {
                    app.pointer_down(a, b);
                    app.pointer_move(c, d);
                    app.pointer_up(c, d);
                }
                Action::Key(intent) => app.intent(intent),
                Action::Wait(n) => {
                    for _ in 0..n {
                        frame(&mut app, 0.1);
                    }
                }
            }
            frame(&mut app, 1.0 / 60.0);
            if let Err(why) = sound(&app) {
                prop_assert!(false, "action {k} ({action:?}) of {actions:?}: {why}\n{text}");
            }
        }
    }
}
