//! Solve as the player sees it (issue 34, item 15): how long it plays, a
//! click that finishes it, and the score it leaves.

use super::test_support::think_until_answered;
use super::*;

fn klondike_app(number: u64) -> App {
    let variant: Variant = "klondike".parse().unwrap();
    let deal = Deal::new(variant, number).unwrap();
    App::new(deal, Settings::default(), 1280.0, 800.0, 7)
}

/// Frames of 1/60 s, the solver thinking in each as the shell lets it,
/// until the game is won: the seconds it took.
fn seconds_to_win(app: &mut App, limit: f32) -> f32 {
    let mut seconds = 0.0;
    while !app.game().is_won() && seconds < limit {
        app.think(500);
        app.update(1.0 / 60.0);
        seconds += 1.0 / 60.0;
    }
    seconds
}

/// Klondike deal 3 took 68 seconds to Solve, a move every 0.3 s after
/// each flight landed; the pace now quickens to fit a long line into a
/// few seconds.
#[test]
fn solve_plays_a_long_klondike_line_in_seconds() {
    let mut app = klondike_app(3);
    think_until_answered(&mut app);
    assert_eq!(app.light(), thinking::Light::Winnable);
    let moves = match app.analysis.as_ref().and_then(|a| a.answer.clone()) {
        Some(crate::solver::Answer::Solved(line)) => line.len(),
        other => panic!("deal 3 is winnable: {other:?}"),
    };
    assert!(moves > 60, "a long line: {moves} moves");
    app.intent(Intent::Solve);
    let took = seconds_to_win(&mut app, 120.0);
    assert!(app.game().is_won(), "won within two minutes");
    assert!(took <= 15.0, "{moves} moves took {took:.1} s");
}

/// A click on the table (or Space) while Solve plays finishes the game at
/// once; Esc stops it.
#[test]
fn a_click_while_solve_plays_finishes_at_once() {
    let mut app = klondike_app(3);
    think_until_answered(&mut app);
    app.intent(Intent::Solve);
    for _ in 0..30 {
        app.think(500);
        app.update(1.0 / 60.0);
    }
    assert!(!app.game().is_won());
    let table = app.hud().bars.table;
    let (x, y) = (table.x + table.w - 5.0, table.y + table.h - 5.0);
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    let took = seconds_to_win(&mut app, 5.0);
    assert!(app.game().is_won(), "finished by the click");
    assert!(took < 0.5, "at once, not in {took:.1} s");

    let mut app = klondike_app(3);
    think_until_answered(&mut app);
    app.intent(Intent::Solve);
    app.update(1.0 / 60.0);
    app.intent(Intent::Select);
    assert!(app.game().is_won(), "Space finishes it too");

    let mut app = klondike_app(3);
    think_until_answered(&mut app);
    app.intent(Intent::Solve);
    for _ in 0..60 {
        app.think(500);
        app.update(1.0 / 60.0);
    }
    app.intent(Intent::Cancel);
    let moves = app.game().moves();
    assert!(moves > 0, "Solve had begun");
    for _ in 0..120 {
        app.think(500);
        app.update(1.0 / 60.0);
    }
    assert_eq!(app.game().moves(), moves, "Esc stops Solve where it is");
}

/// A game Solve won showed Score 10317: the bonus for a quick win, which
/// the player did not make. It shows the points without it.
#[test]
fn a_game_won_by_solve_earns_no_time_bonus() {
    let mut app = klondike_app(3);
    think_until_answered(&mut app);
    // A minute played by hand, then Solve.
    app.clock = 60.0;
    app.intent(Intent::Solve);
    app.update(1.0 / 60.0);
    app.intent(Intent::Select);
    assert!(app.game().is_won());
    let points = app.game().score().unwrap();
    let shown: i32 = app.shown_score().unwrap().parse().unwrap();
    assert!(
        shown <= points,
        "shown {shown}, points {points}: no bonus for Solve's win"
    );
}
