//! What the game says about the position, and when: "no more moves" in
//! every game, "no longer winnable" once per loss.

use super::*;
use crate::games::GAMES;

fn settle(app: &mut App) {
    for _ in 0..200 {
        app.update(1.0 / 60.0);
    }
}

/// A position one move from a dead end in `variant`, and that move: random
/// play (seeded, so the same every run) over a few deals until a move
/// leaves nothing but undo.
fn one_move_from_stuck(variant: Variant) -> Option<(Game, Move)> {
    let mut rng = SmallRng::seed_from_u64(34);
    for number in 1..=60 {
        let Ok(deal) = Deal::new(variant, number) else {
            continue;
        };
        let mut game = Game::new(deal);
        for _ in 0..300 {
            // Cards taken back off a foundation, or shuffled between empty
            // places, only make the walk longer.
            let moves: Vec<Move> = game
                .legal_moves()
                .into_iter()
                .filter(|mv| *mv == Move::Draw || smart::changes_something(&game, *mv))
                .collect();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            let before = game.clone();
            if game.play(mv).is_err() || game.is_won() {
                break;
            }
            if smart::no_moves_left(&game) {
                return Some((before, mv));
            }
        }
    }
    None
}

/// Issue 34, item 10: Golf deal 1 and TriPeaks deal 7 ran out of moves in
/// silence, the clock running on. Every game with auto-play off did: the
/// move left auto-play "pending", which nothing cleared while auto-play
/// was off, and the notice waited for it.
#[test]
fn every_game_says_at_once_when_no_move_is_left_with_auto_play_off() {
    let mut silent = Vec::new();
    for info in GAMES {
        let (before, mv) = one_move_from_stuck(info.variant)
            .unwrap_or_else(|| panic!("{}: random play found no dead end", info.id));
        let deal = Deal::new(info.variant, 1).unwrap();
        let mut settings = Settings::default();
        settings.set_auto_play(info.variant, false);
        let mut app = App::new(deal, settings, 1280.0, 720.0, 7);
        app.history = History::new(before.clone());
        app.relayout(false);
        assert!(app.play(mv), "{}: {mv} is legal in\n{before}", info.id);
        settle(&mut app);
        if app.panel() != Some(&Panel::NoMoves) {
            silent.push(format!("{} ({:?})", info.id, app.panel()));
            continue;
        }
        let buttons: Vec<Button> = app
            .panel_layout()
            .unwrap()
            .0
            .buttons
            .iter()
            .map(|(b, _)| *b)
            .collect();
        for wanted in [
            Button::Undo,
            Button::Leave(Leave::Restart),
            Button::Leave(Leave::NewDeal(info.variant)),
        ] {
            assert!(buttons.contains(&wanted), "{}: {wanted:?}", info.id);
        }
        let clock = app.seconds();
        for _ in 0..120 {
            app.update(1.0 / 30.0);
        }
        assert_eq!(app.seconds(), clock, "{}: the clock stops", info.id);
    }
    assert!(silent.is_empty(), "no notice in: {}", silent.join(", "));
}

/// Mod3's rows are foundations whose cards move on (an ace dealt there
/// goes aside, a card to a row that takes it): those moves are ways on,
/// not cards taken back off home, so "no more moves" waits for them.
#[test]
fn a_card_that_can_leave_a_mod3_row_is_not_a_dead_end() {
    let game = Game::parse_partial(Variant::Mod3, "f1: AD\nt0: KS").unwrap();
    assert!(!smart::no_moves_left(&game), "AD goes aside to f24");
    let game = Game::parse_partial(Variant::Mod3, "f1: 2D\nf2: 5S\nt0: KS").unwrap();
    assert!(!smart::no_moves_left(&game), "5S goes on 2D");
    let game = Game::parse_partial(Variant::Mod3, "f1: 2D\nt0: KS").unwrap();
    assert!(
        smart::no_moves_left(&game),
        "2D only changes places with an empty f0"
    );
}

/// Steps the solver until it has answered for the position on the table.
fn think_until_answered(app: &mut App) {
    for _ in 0..20_000 {
        if !app.wants_thinking() {
            return;
        }
        app.think(64);
    }
    panic!("the solver did not answer");
}

/// Issue 34, item 6: TriPeaks deal 7, eight clicks on the stock lose the
/// game, and "no longer winnable" came back after every later move,
/// blaming each of them. It is said once, blaming the move that lost it;
/// after Close only the light says it, until the game is winnable again
/// (undo) and lost again.
#[test]
fn no_longer_winnable_is_said_once_per_loss() {
    let deal = Deal::new(Variant::TriPeaks, 7).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 7);
    think_until_answered(&mut app);
    assert_eq!(app.light(), thinking::Light::Winnable);
    let mut told = Vec::new();
    let mut draw_and_think = |app: &mut App, told: &mut Vec<u32>| {
        assert!(app.play(Move::Draw));
        think_until_answered(app);
        if app.panel() == Some(&Panel::Lost) {
            told.push(app.game().moves());
            let (_, lines) = app.panel_layout().unwrap();
            assert!(
                lines.iter().any(|l| l == "That move lost a winnable game."),
                "{lines:?}"
            );
            app.press_button(Button::Close);
        }
    };
    for _ in 0..8 {
        draw_and_think(&mut app, &mut told);
    }
    assert_eq!(told.len(), 1, "said once, at move {told:?}");
    let lost_at = told[0];
    for _ in 0..5 {
        draw_and_think(&mut app, &mut told);
    }
    assert_eq!(told, vec![lost_at], "nothing pops up again");
    assert_eq!(app.light(), thinking::Light::NoLongerWinnable);

    // Back to the last winnable position, and lost again by the same draw.
    app.intent(Intent::Undo);
    while app.game().moves() >= lost_at {
        app.intent(Intent::Undo);
    }
    think_until_answered(&mut app);
    assert_eq!(app.light(), thinking::Light::Winnable);
    draw_and_think(&mut app, &mut told);
    assert_eq!(told, vec![lost_at, lost_at], "a new loss is said again");
}

/// When the solver only knows the loss some moves after the last winnable
/// position, the notice says so instead of blaming the last move.
#[test]
fn a_loss_found_moves_later_does_not_blame_the_last_move() {
    let deal = Deal::new(Variant::TriPeaks, 7).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 7);
    think_until_answered(&mut app);
    // Eight draws without the solver looking, then it looks.
    for _ in 0..8 {
        assert!(app.play(Move::Draw));
    }
    think_until_answered(&mut app);
    assert_eq!(app.panel(), Some(&Panel::Lost));
    let (_, lines) = app.panel_layout().unwrap();
    assert_eq!(lines[0], "The game was winnable 8 moves ago.", "{lines:?}");
}
