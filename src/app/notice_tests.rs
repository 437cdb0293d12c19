//! What the game says about the position, and when: "no more moves" in
//! every game, "no longer winnable" once per loss.

use super::test_support::{panel_buttons, settle, think_until_answered};
use super::*;
use crate::games::GAMES;

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
    for info in GAMES.iter() {
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
        let buttons = panel_buttons(&app);
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
    let draw_and_think = |app: &mut App, told: &mut Vec<u32>| {
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

fn pyramid_app(number: u64) -> App {
    let deal = Deal::new(Variant::Pyramid, number).unwrap();
    App::new(deal, Settings::default(), 1280.0, 800.0, 7)
}

fn click_stock(app: &mut App) {
    let r = app
        .layout()
        .top_rect(PileId::Stock)
        .expect("the stock shows");
    let (x, y) = (r.x + r.w / 2.0, r.y + r.h / 2.0);
    app.pointer_down(x, y);
    app.pointer_up(x, y);
}

/// Issue 34, item 9: Pyramid deal 13 turns up a king on the stock, and a
/// click on it drew (a double click drew twice and buried it) though the
/// hint said to discard it. A click plays it, as on any free card; the
/// second click of a double click moves nothing more.
#[test]
fn a_click_on_pyramids_playable_stock_card_plays_it() {
    let mut app = pyramid_app(13);
    let king = app.game().pile(PileId::Stock).unwrap().top().unwrap();
    assert_eq!(
        king.rank(),
        crate::model::card::Rank::KING,
        "{}",
        app.game()
    );
    let stock = app.game().pile(PileId::Stock).unwrap().len();
    let waste = app.game().pile(PileId::Waste).unwrap().len();
    click_stock(&mut app);
    let game = app.game();
    assert_eq!(game.pile(PileId::Foundation(0)).unwrap().top(), Some(king));
    assert_eq!(game.pile(PileId::Stock).unwrap().len(), stock - 1);
    assert_eq!(game.pile(PileId::Waste).unwrap().len(), waste, "no draw");
    // The second click of a double click, on the card the king uncovered.
    app.update(0.1);
    click_stock(&mut app);
    assert_eq!(app.game().moves(), 1, "one gesture, one move");
}

/// A stock card with one partner goes with it; one with none leaves the
/// click to draw; Space on it with the keyboard picks it up like any free
/// card when it has a partner, and draws when it has none.
#[test]
fn the_stock_card_pairs_on_a_click_and_draws_when_it_cannot() {
    let text = "stock: 6S 9H 2S QD\nwaste: 5C\nr6: AH 7D -- -- -- -- --";
    let mut app = pyramid_app(1);
    app.history = History::new(Game::parse_partial(Variant::Pyramid, text).unwrap());
    app.relayout(false);
    click_stock(&mut app);
    let discards = app.game().pile(PileId::Foundation(0)).unwrap();
    assert_eq!(discards.len(), 2, "QD went with AH:\n{}", app.game());
    // 2S has no partner (no jack): the click draws it onto the waste.
    settle(&mut app);
    click_stock(&mut app);
    let waste = app.game().pile(PileId::Waste).unwrap();
    assert_eq!(waste.top().map(|c| c.to_string()), Some("2S".into()));
    // 9H has no partner either; the keyboard draws it with Space.
    app.focus = Focus::top_of(app.game(), PileId::Stock);
    app.intent(Intent::Select);
    assert_eq!(app.game().pile(PileId::Stock).unwrap().len(), 1);
    assert!(app.held.is_none(), "drawn, not picked up");
    // 6S goes with 7D: Space picks it up, and on 7D puts the pair away.
    app.focus = Focus::top_of(app.game(), PileId::Stock);
    app.intent(Intent::Select);
    assert_eq!(app.held.map(|h| h.from), Some(PileId::Stock));
    app.focus = Focus::top_of(app.game(), PileId::Column(22));
    app.intent(Intent::Select);
    assert!(app.game().is_won(), "{}", app.game());
}

/// Whether the focus rests on a card the player can see and take, or on a
/// pile the game lets it stop on.
fn focus_is_fair(app: &App) -> bool {
    let Focus { pile, index } = app.focus();
    let game = app.game();
    game.focusable(pile) && index.is_none_or(|i| game.pile(pile).is_some_and(|p| p.is_face_up(i)))
}

/// Issue 34, item 15: after a hint the keyboard focus showed on a
/// face-down card. The focus started on the first column, which in
/// TriPeaks is the face-down top of a peak; a hint (H) shows the focus.
/// It now rests only where the game lets it stop, then and after any move.
#[test]
fn the_focus_never_rests_on_a_face_down_card() {
    for variant in [Variant::TriPeaks, Variant::Pyramid] {
        let deal = Deal::new(variant, 7).unwrap();
        let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 7);
        app.note_device(Device::Keyboard);
        app.intent(Intent::Hint);
        settle(&mut app);
        assert!(focus_is_fair(&app), "{variant:?}: {:?}", app.focus());
        // The hinted move played with the keyboard's best move, then undone.
        let hint = app.hint().expect("a hint");
        if let Move::Transfer { from, .. } | Move::Pair { a: from, .. } = hint.mv {
            app.focus = Focus::top_of(app.game(), from);
            app.intent(Intent::Activate);
            assert!(app.game().moves() > 0, "{variant:?}: {}", hint.mv);
            assert!(focus_is_fair(&app), "{variant:?}: {:?}", app.focus());
            app.intent(Intent::Undo);
            assert!(focus_is_fair(&app), "{variant:?}: {:?}", app.focus());
        }
    }
}
