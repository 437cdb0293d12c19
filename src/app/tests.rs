//! The presenter stepped like a player would: presses, drags, clicks, time.

use super::test_support::{panel_buttons, settle, think_until_answered};
use super::*;
use crate::games::GAMES;
use crate::storage::saved::SavedGame;

fn klondike_app(text: &str) -> App {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 720.0, 7);
    app.history = History::new(Game::parse_partial(GAMES[0].variant, text).unwrap());
    app.relayout(false);
    app
}

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn centre_of(app: &App, c: &str) -> (f32, f32) {
    let r = app.layout().spot(card(c)).unwrap().rect;
    (r.x + r.w / 2.0, r.y + r.h * 0.1)
}

/// Answers "leave this game?" with yes.
fn say_yes(app: &mut App) {
    let Some(Panel::ConfirmLeave(to)) = app.panel().cloned() else {
        panic!("no question asked, but {:?}", app.panel());
    };
    app.press_button(Button::Leave(to));
}

#[test]
fn dragging_a_card_onto_a_legal_column_plays_it() {
    let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D");
    let (x, y) = centre_of(&app, "9H");
    let (tx, ty) = centre_of(&app, "TC");
    app.pointer_down(x, y);
    app.pointer_move(x + 20.0, y + 10.0);
    assert_eq!(app.hand().len(), 1, "the card is in the hand");
    app.pointer_move(tx, ty + 30.0);
    app.pointer_up(tx, ty + 30.0);
    assert_eq!(app.game().pile(PileId::Column(1)).unwrap().len(), 2);
    assert!(
        app.view().is_flying(card("9H")),
        "it flies from the drop to its place"
    );
    settle(&mut app);
    assert!(!app.view().is_animating());
}

#[test]
fn a_refused_drop_flies_home_and_changes_nothing() {
    let mut app = klondike_app("t0: 9H\nt1: 9C");
    let before = app.game().clone();
    let (x, y) = centre_of(&app, "9H");
    let (tx, ty) = centre_of(&app, "9C");
    app.pointer_down(x, y);
    app.pointer_move(tx, ty);
    app.pointer_up(tx, ty);
    assert_eq!(app.game(), &before);
    assert!(app.view().is_flying(card("9H")));
    settle(&mut app);
    let home = app.layout().spot(card("9H")).unwrap().rect;
    assert_eq!(app.view().position(card("9H")), Some((home.x, home.y)));
}

#[test]
fn a_click_on_the_stock_draws_and_a_click_on_a_card_moves_it() {
    let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D");
    let stock = app.layout().slot(PileId::Stock).unwrap();
    app.pointer_down(stock.x + 5.0, stock.y + 5.0);
    app.pointer_up(stock.x + 5.0, stock.y + 5.0);
    assert_eq!(app.game().pile(PileId::Waste).unwrap().len(), 1);
    let (x, y) = centre_of(&app, "9H");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    assert_eq!(
        app.game().pile(PileId::Column(1)).unwrap().top(),
        Some(card("9H"))
    );
}

#[test]
fn undo_and_redo_buttons_step_through_the_history() {
    let mut app = klondike_app("stock: 3D 4D");
    app.intent(Intent::Undo);
    assert!(!app.can_undo());
    app.play(Move::Draw);
    assert!(app.can_undo());
    let undo = app
        .hud()
        .buttons
        .iter()
        .find(|(b, _)| *b == Button::Undo)
        .unwrap()
        .1;
    app.pointer_down(undo.x + 2.0, undo.y + 2.0);
    app.pointer_up(undo.x + 2.0, undo.y + 2.0);
    assert_eq!(app.game().pile(PileId::Waste).unwrap().len(), 0);
    app.intent(Intent::Redo);
    assert_eq!(app.game().pile(PileId::Waste).unwrap().len(), 1);
}

#[test]
fn the_game_finishes_itself_and_then_celebrates() {
    let mut app = klondike_app(
        "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\nf1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH\n\
         f2: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\nf3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD\nt0: KS QD\nt1: KH\nt2: KC\nt3: KD",
    );
    for _ in 0..600 {
        app.update(1.0 / 60.0);
        if app.celebration().is_some() {
            break;
        }
    }
    assert!(app.game().is_won());
    assert!(app.celebration().is_some(), "the cards bounce");
    app.pointer_down(10.0, 300.0);
    assert!(matches!(app.panel(), Some(Panel::Won { .. })));
}

#[test]
fn safe_cards_go_home_one_at_a_time_in_freecell() {
    let mut app = freecell_app(1);
    app.history = History::new(
        Game::parse_partial(
            "freecell".parse::<Variant>().unwrap(),
            ": 5S AH\n: 2H\n: 9C",
        )
        .unwrap(),
    );
    app.relayout(false);
    app.play(Move::one(PileId::Column(2), PileId::FreeCell(0)));
    let home = |app: &App| crate::model::rules::cards_home(app.game().foundations());
    app.update(AUTO_PLAY_SECONDS + 0.01);
    assert_eq!(home(&app), 1);
    app.update(AUTO_PLAY_SECONDS + 0.01);
    assert_eq!(home(&app), 2);
}

#[test]
fn typing_a_deal_number_starts_that_deal() {
    let deal = Deal::new("freecell".parse::<Variant>().unwrap(), 5).unwrap();
    let mut app = App::new(deal, Settings::default(), 360.0, 640.0, 7);
    app.intent(Intent::DealNumber);
    for d in [6, 1, 7] {
        app.intent(Intent::Digit(d));
    }
    app.intent(Intent::Enter);
    assert_eq!(app.deal().number, 617);
    assert_eq!(
        app.game(),
        &Game::new(Deal::new("freecell".parse::<Variant>().unwrap(), 617).unwrap())
    );
    app.intent(Intent::DealNumber);
    app.intent(Intent::Enter);
    assert!(
        app.message().is_some(),
        "an empty number is refused with a word"
    );
    assert_eq!(app.deal().number, 617);
}

#[test]
fn a_resize_mid_flight_puts_every_card_in_its_place() {
    let mut app = klondike_app("t0: [2C] 9H\nt1: TC");
    app.play(Move::one(PileId::Column(0), PileId::Column(1)));
    app.update(0.05);
    app.resize(360.0, 640.0);
    assert!(!app.view().is_animating());
    for (c, spot) in app.layout().spots() {
        assert_eq!(app.view().position(c), Some((spot.rect.x, spot.rect.y)));
    }
}

#[test]
fn keyboard_picks_up_a_card_carries_it_and_puts_it_down() {
    let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D");
    app.intent(Intent::Select);
    assert_eq!(app.hand().len(), 1, "the 9H rides with the focus");
    app.intent(Intent::Focus(Dir::Right));
    app.update(0.016);
    app.intent(Intent::Select);
    assert_eq!(
        app.game().pile(PileId::Column(1)).unwrap().top(),
        Some(card("9H"))
    );
    assert!(app.hand().is_empty());
    assert!(
        app.view().is_flying(card("9H")),
        "put down: it flies from the hand to its place"
    );
}

#[test]
fn a_refused_put_down_changes_nothing_and_the_cards_fly_back() {
    let mut app = klondike_app("t0: 9H\nt1: 9C");
    let before = app.game().clone();
    app.intent(Intent::Select);
    app.intent(Intent::Focus(Dir::Right));
    app.update(0.016);
    app.intent(Intent::Select);
    assert_eq!(app.game(), &before);
    assert!(app.hand().is_empty());
    assert!(app.view().is_flying(card("9H")));
}

#[test]
fn a_quick_second_select_is_the_smart_move_and_space_on_the_stock_draws() {
    let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D");
    app.intent(Intent::Select);
    app.update(0.1);
    app.intent(Intent::Select);
    assert_eq!(
        app.game().pile(PileId::Column(1)).unwrap().top(),
        Some(card("9H"))
    );
    for _ in 0..3 {
        app.intent(Intent::Focus(Dir::Up));
    }
    app.intent(Intent::Focus(Dir::Left));
    assert_eq!(app.focus().pile, PileId::Stock);
    app.intent(Intent::Select);
    assert_eq!(app.game().pile(PileId::Waste).unwrap().len(), 1);
}

#[test]
fn panels_are_walked_with_the_focus() {
    let mut app = klondike_app("t0: 9H");
    app.intent(Intent::Menu);
    assert_eq!(app.panel(), Some(&Panel::Menu));
    assert_eq!(app.panel_focus().map(|(b, _)| b), Some(Button::NewGame));
    app.intent(Intent::Focus(Dir::Right));
    app.intent(Intent::Focus(Dir::Right));
    assert_eq!(app.panel_focus().map(|(b, _)| b), Some(Button::ChooseGame));
    app.intent(Intent::Select);
    assert_eq!(app.panel(), Some(&Panel::ChooseGame));
    // Klondike's Play and daily deal, draw three's, then FreeCell's Play.
    app.set_today("2025-03-14".parse().unwrap());
    for _ in 0..4 {
        app.intent(Intent::Focus(Dir::Right));
    }
    app.intent(Intent::Select);
    assert_eq!(
        app.deal().variant,
        "freecell".parse::<Variant>().unwrap(),
        "the third game is FreeCell"
    );
    assert_eq!(app.panel(), None);
}

#[test]
fn a_game_saved_after_each_move_resumes_with_its_undo_after_a_crash() {
    let deal = Deal::new(GAMES[0].variant, 7).unwrap();
    let mut app = App::new(deal, Settings::default(), 1024.0, 768.0, 1);
    let mut saved = Vec::new();
    for _ in 0..6 {
        let mv = app.game().legal_moves()[0];
        app.play(mv);
        app.update(0.5);
        // What the shell writes after every move.
        saved = app.saved_game().encode();
    }
    assert!(SavedGame::decode(&saved).is_ok());
    app.intent(Intent::Undo);
    saved = app.saved_game().encode();
    let before = app.game().clone();
    drop(app);
    let mut back = App::new(
        Deal::new(GAMES[2].variant, 1).unwrap(),
        Settings::default(),
        360.0,
        640.0,
        2,
    );
    back.resume(&SavedGame::decode(&saved).unwrap());
    assert_eq!(back.game(), &before, "the same position");
    assert_eq!(back.deal(), deal);
    assert!(back.can_redo(), "the undone move can be redone");
    back.intent(Intent::Undo);
    assert_eq!(
        back.game().moves(),
        before.moves() - 1,
        "undo goes on where it was"
    );
}

#[test]
fn statistics_count_a_won_game_and_a_lost_one() {
    let mut app = klondike_app(
        "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\nf1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH\n\
         f2: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\nf3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD\nt0: KS\nt1: KH\nt2: KC\nt3: KD",
    );
    app.update(3.0);
    app.play(Move::one(PileId::Column(0), PileId::Foundation(0)));
    for _ in 0..100 {
        app.update(0.1);
    }
    assert!(app.game().is_won());
    let r = *app.stats().record(GAMES[0].variant);
    assert_eq!((r.played, r.won, r.streak), (1, 1, 1));
    assert_eq!(r.fewest_moves, Some(4));
    assert_eq!(
        app.take_changes(),
        (false, true),
        "the shell is told to save the statistics"
    );
    app.intent(Intent::Cancel);
    assert!(
        matches!(app.panel(), Some(Panel::Won { .. })),
        "a key ends the bouncing cards"
    );
    app.intent(Intent::NewGame);
    app.play(Move::Draw);
    app.intent(Intent::NewGame);
    say_yes(&mut app);
    let r = *app.stats().record(GAMES[0].variant);
    assert_eq!(
        (r.played, r.won, r.streak, r.best_streak),
        (2, 1, 0, 1),
        "a game left unfinished is lost"
    );
    app.intent(Intent::NewGame);
    assert_eq!(
        app.stats().record(GAMES[0].variant).played,
        2,
        "a deal never touched is not counted"
    );
}

#[test]
fn settings_change_through_the_settings_panel() {
    let mut app = klondike_app("t0: 9H");
    app.intent(Intent::Menu);
    let settings = app
        .panel_layout()
        .unwrap()
        .0
        .buttons
        .iter()
        .find(|(b, _)| *b == Button::Settings)
        .unwrap()
        .1;
    app.pointer_down(settings.x + 2.0, settings.y + 2.0);
    assert_eq!(app.panel(), Some(&Panel::Settings));
    let sound = app
        .panel_layout()
        .unwrap()
        .0
        .buttons
        .iter()
        .find(|(b, _)| *b == Button::Setting(hud::SettingKey::Sound))
        .unwrap()
        .1;
    assert_eq!(
        app.button_label(Button::Setting(hud::SettingKey::Sound)),
        "Sound: on"
    );
    app.pointer_down(sound.x + 2.0, sound.y + 2.0);
    assert!(!app.settings.sound);
    assert_eq!(
        app.button_label(Button::Setting(hud::SettingKey::Sound)),
        "Sound: off"
    );
    assert_eq!(app.take_changes(), (true, false));
}

fn freecell_app(number: u64) -> App {
    let deal = Deal::new("freecell".parse::<Variant>().unwrap(), number).unwrap();
    App::new(deal, Settings::default(), 1024.0, 768.0, 5)
}

#[test]
fn the_light_says_winnable_and_a_hint_comes_from_the_winning_line() {
    let mut app = freecell_app(1);
    assert_eq!(app.light(), thinking::Light::Thinking);
    think_until_answered(&mut app);
    assert_eq!(app.light(), thinking::Light::Winnable);
    app.intent(Intent::Hint);
    let hint = app.hint().expect("a hint");
    assert!(hint.proven, "from a winning line");
    assert!(app.game().check(hint.mv).is_ok());
    // Following the hint keeps the game winnable and the next hint is ready.
    app.play(hint.mv);
    app.think(1);
    assert_eq!(app.light(), thinking::Light::Winnable);
}

#[test]
fn an_unwinnable_deal_shows_cant_be_won_and_hints_are_guesses() {
    let mut app = freecell_app(11982);
    think_until_answered(&mut app);
    assert_eq!(app.light(), thinking::Light::CantBeWon);
    app.intent(Intent::Hint);
    app.update(thinking::HINT_PATIENCE + 0.01);
    assert!(
        app.hint().is_some_and(|h| !h.proven),
        "a guess, marked as such"
    );
}

#[test]
fn solve_plays_the_game_to_a_win() {
    let mut app = freecell_app(1);
    app.intent(Intent::Solve);
    for _ in 0..3000 {
        app.think(500);
        app.update(0.1);
        if app.game().is_won() {
            break;
        }
    }
    assert!(app.game().is_won());
}

#[test]
fn a_move_that_loses_a_winnable_game_offers_to_go_back() {
    let mut app = freecell_app(1);
    think_until_answered(&mut app);
    let mv = app.game().legal_moves()[0];
    app.play(mv);
    // The solver's verdict on the new position, as if it had found it lost.
    app.think(1);
    if let Some(analysis) = &mut app.analysis {
        analysis.answer = None;
    }
    app.on_answer(crate::solver::Answer::Unwinnable);
    if let Some(analysis) = &mut app.analysis {
        analysis.answer = Some(crate::solver::Answer::Unwinnable);
    }
    assert_eq!(app.light(), thinking::Light::NoLongerWinnable);
    assert_eq!(app.panel(), Some(&Panel::Lost));
    app.press_button(Button::GoBack);
    assert_eq!(app.game().moves(), 0, "back at the winnable start");
}

#[test]
fn winnable_deals_only_checks_the_deal_before_dealing_it() {
    let mut app = freecell_app(1);
    app.change_settings(|s| s.winnable_only = true);
    app.intent(Intent::NewGame);
    assert!(app.hunting().is_some(), "finding a winnable deal…");
    for _ in 0..20_000 {
        if app.hunting().is_none() {
            break;
        }
        app.think(64);
    }
    assert!(app.hunting().is_none());
    assert_eq!(
        app.light(),
        thinking::Light::Winnable,
        "proven before it was dealt"
    );
    assert_eq!(app.game().moves(), 0);
}

#[test]
fn vegas_scoring_from_the_settings_with_a_running_total() {
    let mut app = klondike_app("t0: 9H");
    app.press_button(Button::Setting(hud::SettingKey::Scoring));
    app.press_button(Button::Setting(hud::SettingKey::Scoring));
    assert_eq!(
        app.button_label(Button::Setting(hud::SettingKey::Scoring)),
        "Klondike scoring: Vegas, cumulative"
    );
    app.intent(Intent::NewGame);
    assert!(app.deal().variant.name().ends_with("-vegas"));
    assert_eq!(
        app.shown_score().as_deref(),
        Some("\u{2212}$52  (total \u{2212}$52)")
    );
    app.play(Move::Draw);
    app.intent(Intent::NewGame);
    say_yes(&mut app);
    assert_eq!(
        app.stats().vegas_bank,
        -52,
        "the lost stake stays in the total"
    );
    assert_eq!(
        app.shown_score().as_deref(),
        Some("\u{2212}$52  (total \u{2212}$104)")
    );
}

#[test]
fn the_menu_is_walked_to_solve_and_enter_presses_it() {
    let mut app = freecell_app(1);
    app.intent(Intent::Menu);
    for _ in 0..5 {
        app.intent(Intent::Focus(Dir::Right));
    }
    assert_eq!(app.panel_focus().map(|(b, _)| b), Some(Button::Solve));
    app.intent(Intent::Enter);
    assert_eq!(app.panel(), None);
    assert!(app.solving);
}

#[test]
fn a_double_click_on_a_card_that_cannot_go_home_moves_it_once() {
    let mut app = klondike_app("t0: [5D] 9H\nt1: TS\nt2: 6C");
    let (x, y) = centre_of(&app, "9H");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    app.update(0.1);
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    assert_eq!(
        app.game().to_string(),
        Game::parse_partial(GAMES[0].variant, "t0: 5D\nt1: TS 9H\nt2: 6C")
            .unwrap()
            .to_string(),
        "9H went to TS; the 5D it uncovered stayed"
    );
    assert_eq!(app.game().moves(), 1);
}

#[test]
fn a_double_click_sends_a_card_home_when_it_can() {
    let mut app = klondike_app("t0: [5D] AH\nt1: 2S");
    app.change_settings(|s| s.click_to_move = false);
    let (x, y) = centre_of(&app, "AH");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    app.update(0.1);
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    assert_eq!(
        app.game().pile(PileId::Foundation(0)).unwrap().top(),
        Some(card("AH"))
    );
    assert_eq!(app.game().moves(), 1);
}

/// Plays Solve until the game is won.
fn solve_to_the_end(app: &mut App) {
    app.intent(Intent::Solve);
    for _ in 0..3000 {
        app.think(500);
        app.update(0.1);
        if app.game().is_won() {
            break;
        }
    }
    assert!(app.game().is_won());
    settle(app);
}

#[test]
fn a_game_finished_by_solve_is_not_a_win() {
    let mut app = freecell_app(1);
    app.play(app.game().legal_moves()[0]);
    solve_to_the_end(&mut app);
    let r = *app.stats().record("freecell".parse::<Variant>().unwrap());
    assert_eq!((r.played, r.won, r.streak), (1, 0, 0), "given up, not won");
    assert_eq!((r.best_time, r.fewest_moves), (None, None));
}

#[test]
fn a_game_from_a_position_leaves_the_statistics_alone() {
    let mut app = freecell_app(1);
    let position = Game::parse(
        "freecell".parse::<Variant>().unwrap(),
        "Foundations: H-Q C-K D-K S-K\nKH\n",
    )
    .unwrap();
    app.set_position(position);
    app.play(Move::one(PileId::Column(0), PileId::Foundation(0)));
    settle(&mut app);
    assert!(app.game().is_won());
    assert_eq!(*app.stats(), Statistics::default(), "nothing recorded");
    // Nor is a position left unfinished a loss.
    let mut app = klondike_app("t0: 9H\nt1: TC\nt2: 5D");
    app.set_position(app.game().clone());
    app.play(Move::one(PileId::Column(0), PileId::Column(1)));
    app.intent(Intent::NewGame);
    say_yes(&mut app);
    assert_eq!(*app.stats(), Statistics::default());
}

#[test]
fn new_game_asks_first_when_the_game_has_moves() {
    let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D");
    app.intent(Intent::NewGame);
    assert_eq!(app.panel(), None, "an untouched deal is left at once");
    let deal = app.deal();
    app.play(Move::Draw);
    for ask in [Intent::NewGame, Intent::Restart] {
        app.intent(ask);
        assert!(
            matches!(app.panel(), Some(Panel::ConfirmLeave(_))),
            "{ask:?}"
        );
        // The focus starts on "Keep playing": Enter keeps the game.
        app.intent(Intent::Enter);
        assert_eq!(app.panel(), None);
        assert_eq!((app.deal(), app.game().moves()), (deal, 1));
    }
    app.press_button(Button::ChooseGame);
    app.press_button(Button::Game("freecell".parse::<Variant>().unwrap()));
    app.intent(Intent::Cancel);
    assert_eq!(
        app.deal(),
        deal,
        "a game switch asks too; Esc keeps the game"
    );
    assert_eq!(
        app.stats().record(GAMES[0].variant).played,
        0,
        "nothing lost yet"
    );
    app.intent(Intent::NewGame);
    app.intent(Intent::Focus(Dir::Right));
    app.intent(Intent::Select);
    assert_ne!(app.deal(), deal);
    assert_eq!(
        app.stats().record(GAMES[0].variant).played,
        1,
        "left, so lost"
    );
}

#[test]
fn no_more_moves_is_said_at_once_and_offers_undo() {
    let mut app = klondike_app("t0: [KS] 9H\nt1: TC\nt2: 5D");
    app.play(Move::one(PileId::Column(0), PileId::Column(1)));
    settle(&mut app);
    assert_eq!(app.panel(), Some(&Panel::NoMoves));
    let buttons = panel_buttons(&app);
    assert!(buttons.contains(&Button::Undo));
    assert!(buttons.contains(&Button::Leave(Leave::Restart)));
    assert!(buttons.contains(&Button::Leave(Leave::NewDeal(GAMES[0].variant))));
    app.press_button(Button::Undo);
    assert_eq!(app.panel(), None);
    assert_eq!(app.game().moves(), 0);
    settle(&mut app);
    assert_eq!(app.panel(), None, "with moves left, nothing is said");
}

#[test]
fn a_stock_that_still_turns_up_a_playable_card_is_not_the_end() {
    // Nothing moves now, but the third card down the stock goes on 9C.
    let game = Game::parse_partial(GAMES[0].variant, "stock: 8H 2C 3C\nt0: 9C\nt1: 5D").unwrap();
    assert!(!smart::no_moves_left(&game));
    let game = Game::parse_partial(GAMES[0].variant, "stock: 8S 2C 3C\nt0: 9C\nt1: 5D").unwrap();
    assert!(smart::no_moves_left(&game));
}

#[test]
fn down_in_the_menu_goes_to_the_button_below() {
    let mut app = klondike_app("t0: 9H");
    app.intent(Intent::Menu);
    app.intent(Intent::Focus(Dir::Down));
    assert_eq!(app.panel_focus().map(|(b, _)| b), Some(Button::ChooseGame));
    app.intent(Intent::Focus(Dir::Right));
    app.intent(Intent::Focus(Dir::Down));
    assert_eq!(app.panel_focus().map(|(b, _)| b), Some(Button::Solve));
    app.intent(Intent::Focus(Dir::Up));
    app.intent(Intent::Focus(Dir::Up));
    app.intent(Intent::Focus(Dir::Up));
    assert_eq!(
        app.panel_focus().map(|(b, _)| b),
        Some(Button::Close),
        "up from the top row wraps to the bottom"
    );
}

#[test]
fn a_won_game_cannot_be_undone() {
    let mut app = klondike_app(
        "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\nf1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH\n\
         f2: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\nf3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD\nt0: KS\nt1: KH\nt2: KC\nt3: KD",
    );
    app.play(Move::one(PileId::Column(0), PileId::Foundation(0)));
    settle(&mut app);
    assert!(app.game().is_won());
    assert!(!app.can_undo(), "the Undo button shows disabled");
    app.intent(Intent::Cancel);
    app.intent(Intent::Undo);
    assert!(app.game().is_won());
}

#[test]
fn a_resize_does_not_ask_for_the_game_to_be_saved_again() {
    let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D");
    app.game_to_save();
    assert_eq!(app.game_to_save(), None, "nothing changed");
    app.play(Move::Draw);
    assert!(app.game_to_save().is_some(), "a move is saved");
    app.update(5.0);
    app.resize(800.0, 600.0);
    app.resize(360.0, 640.0);
    assert_eq!(app.game_to_save(), None, "a resize or the clock is not");
    app.intent(Intent::Undo);
    assert!(app.game_to_save().is_some(), "an undo is");
}

fn spider_app(text: &str) -> App {
    let variant = "spider2".parse::<Variant>().unwrap();
    let mut app = App::new(
        Deal::new(variant, 5).unwrap(),
        Settings::default(),
        1280.0,
        720.0,
        7,
    );
    app.history = History::new(Game::parse_partial(variant, text).unwrap());
    app.relayout(false);
    app
}

#[test]
fn a_click_in_spider_puts_a_run_on_its_own_suit_first() {
    let mut app = spider_app("t0: 7S 6H\nt1: 8H\nt2: 7H\nt3: 5S");
    let (x, y) = centre_of(&app, "6H");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    assert_eq!(
        app.game().pile(PileId::Column(2)).unwrap().len(),
        2,
        "6H goes on 7H, its own suit, not on 7S"
    );
    // A run of two suits is not lifted: a click on 7S in `7S 6H` does nothing.
    let mut app = spider_app("t0: 7S 6H\nt1: 8H");
    let (x, y) = centre_of(&app, "7S");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    assert_eq!(app.game().moves(), 0);
}

#[test]
fn spider_has_a_solver_and_a_deal_left_is_not_the_end() {
    let mut app = spider_app(
        "stock: 2S 3S 4S 5S 6S 7S 8S 9S TS JS\nt0: 5H\nt1: 5H\nt2: 5H\nt3: 5H\nt4: 9H\nt5: 9H\nt6: 9H\nt7: 9H\nt8: KS\nt9: KS",
    );
    think_until_answered(&mut app);
    // A corner of a game can never be won: the solver says so.
    assert_eq!(app.light(), thinking::Light::CantBeWon);
    assert!(
        !smart::no_moves_left(app.game()),
        "no card moves, but the stock can deal a row"
    );
    app.intent(Intent::Draw);
    settle(&mut app);
    assert_eq!(app.game().moves(), 1);
}

#[test]
fn a_spider_position_one_move_from_a_win_gets_a_proven_hint() {
    let mut text = String::new();
    // Two suits: four runs of each; seven home.
    for n in 0..7 {
        let s = if n < 4 { 'S' } else { 'H' };
        text +=
            &format!("f{n}: K{s} Q{s} J{s} T{s} 9{s} 8{s} 7{s} 6{s} 5{s} 4{s} 3{s} 2{s} A{s}\n");
    }
    text += "t0: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H\nt5: AH";
    let mut app = spider_app(&text);
    think_until_answered(&mut app);
    assert_eq!(app.light(), thinking::Light::Winnable);
    app.intent(Intent::Hint);
    let hint = app.hint().expect("a hint");
    assert!(hint.proven);
    assert_eq!(hint.mv, Move::one(PileId::Column(5), PileId::Column(0)));
}

#[test]
fn the_table_follows_every_change_of_the_history_by_itself() {
    let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D");
    let shown = app.revision();
    assert!(app
        .history
        .play(Move::one(PileId::Column(0), PileId::Column(1)))
        .is_ok());
    app.update(0.0);
    assert!(app.revision() > shown, "laid out again");
    assert!(app.view().is_flying(card("9H")), "the moved card flies");
    let on = app.layout().spot(card("9H")).unwrap().rect;
    let column = app.layout().slot(PileId::Column(1)).unwrap();
    assert_eq!(on.x, column.x, "laid out where the game has it");
    let shown = app.revision();
    app.update(0.0);
    assert_eq!(app.revision(), shown, "nothing changed: no new layout");
}

#[test]
fn a_click_on_a_golf_column_top_that_fits_sends_it_to_the_waste() {
    let variant: Variant = "golf".parse().unwrap();
    let deal = Deal::new(variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 720.0, 7);
    let text = "stock: 3D\nwaste: 7H\nt0: 2C 8S\nt1: 9C";
    app.history = History::new(Game::parse_partial(variant, text).unwrap());
    app.relayout(false);
    let (x, y) = centre_of(&app, "9C");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    assert_eq!(
        app.game().pile(PileId::Column(1)).unwrap().len(),
        1,
        "9C does not fit 7H"
    );
    let (x, y) = centre_of(&app, "8S");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    let waste = app.game().pile(PileId::Waste).unwrap();
    assert_eq!(waste.top(), Some(card("8S")));
    assert_eq!(app.game().pile(PileId::Column(0)).unwrap().len(), 1);
}

#[test]
fn a_click_on_an_aces_up_top_discards_it_before_it_fills_an_empty_column() {
    let variant: Variant = "acesup".parse().unwrap();
    let deal = Deal::new(variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 360.0, 640.0, 7);
    let text = "t0: 2C 4H\nt1: 9H\nt2: 5S KS";
    app.history = History::new(Game::parse_partial(variant, text).unwrap());
    app.relayout(false);
    let (x, y) = centre_of(&app, "4H");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    let discards = app.game().pile(PileId::Foundation(0)).unwrap();
    assert_eq!(discards.top(), Some(card("4H")), "discarded under 9H");
    let (x, y) = centre_of(&app, "KS");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    let filled = app.game().pile(PileId::Column(3)).unwrap();
    assert_eq!(
        filled.top(),
        Some(card("KS")),
        "nothing to discard: it fills t3"
    );
    let (x, y) = centre_of(&app, "9H");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    assert_eq!(
        app.game().pile(PileId::Column(1)).unwrap().len(),
        1,
        "9H alone in its column, no higher heart: nothing to do"
    );
}

#[test]
fn a_click_on_grandfathers_stock_redeals_and_a_card_goes_home_before_it_builds() {
    let variant: Variant = "grandfather".parse().unwrap();
    let deal = Deal::new(variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 360.0, 640.0, 7);
    let text = "f0: AH\nt0: 3H\nt1: 2H\nt2: [AS] 5C";
    app.history = History::new(Game::parse_partial(variant, text).unwrap());
    app.relayout(false);
    let (x, y) = centre_of(&app, "2H");
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    let home = app.game().pile(PileId::Foundation(0)).unwrap();
    assert_eq!(home.top(), Some(card("2H")), "home, not onto 3H");
    let stock = app.layout().slot(PileId::Stock).expect("a stock to click");
    let (x, y) = (stock.x + stock.w / 2.0, stock.y + stock.h / 2.0);
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    assert_eq!(app.game().stock_left(), Some(1), "one redeal made");
    assert!(app.game().to_string().starts_with("redeals: 1\n"));
}

/// An app on Klondike deal 1 that knows what day it is.
fn dated_app(w: f32, h: f32, today: &str) -> App {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), w, h, 7);
    app.set_today(today.parse().unwrap());
    app
}

#[test]
fn the_chooser_lists_every_offered_game_with_its_record() {
    let mut app = dated_app(1280.0, 720.0, "2025-03-14");
    let mut stats = Statistics::default();
    stats.won("golf".parse::<Variant>().unwrap(), 60, 40);
    stats.lost("golf".parse::<Variant>().unwrap());
    app.set_stats(stats);
    app.press_button(Button::ChooseGame);
    assert_eq!(app.panel(), Some(&Panel::ChooseGame));
    let stops: Vec<Button> = app
        .chooser_layout()
        .stops()
        .iter()
        .map(|(b, _)| *b)
        .collect();
    for g in crate::games::list::offered() {
        assert!(stops.contains(&Button::Game(g.variant)), "{}", g.id);
        assert_eq!(
            stops.contains(&Button::Daily(g.variant)),
            g.solver,
            "{}",
            g.id
        );
    }
    let json = app.state_json(app.next_frame());
    assert!(json.contains("\"name\":\"choose-game\""), "{json}");
    for g in crate::games::list::offered() {
        let r = app.stats().record(g.variant);
        let entry = format!(
            "{{\"id\":\"{}\",\"played\":{},\"won\":{},",
            g.id, r.played, r.won
        );
        assert!(json.contains(&entry), "{entry} in {json}");
    }
    assert!(json.contains("{\"id\":\"golf\",\"played\":2,\"won\":1,\"dailyWon\":false}"));
    assert!(
        json.contains("\"focus\":\"Klondike, draw 1\""),
        "the game on the table"
    );
    // Help shows the keys and the rules of the game on the table.
    app.intent(Intent::Cancel);
    app.intent(Intent::Help);
    let (_, lines) = app.panel_layout().unwrap();
    let text = lines.join(" ");
    let rule = GAMES[0].rules[0].split_whitespace().collect::<Vec<_>>();
    assert!(text.contains(&rule.join(" ")), "{text}");
}

#[test]
fn the_keyboard_walks_the_chooser_and_enter_starts_the_game_asking_first() {
    let mut app = dated_app(1280.0, 720.0, "2025-03-14");
    app.play(Move::Draw);
    app.intent(Intent::ChooseGame);
    let tripeaks = Button::Game(Variant::TriPeaks);
    for _ in 0..40 {
        if app.panel_focus().map(|(b, _)| b) == Some(tripeaks) {
            break;
        }
        app.intent(Intent::Focus(Dir::Right));
        let (_, r) = app.panel_focus().unwrap();
        let layout = app.chooser_layout();
        assert!(layout.list.encloses(&r, 0.5), "the focus shows");
    }
    assert_eq!(app.panel_focus().map(|(b, _)| b), Some(tripeaks));
    app.intent(Intent::Enter);
    assert!(
        matches!(app.panel(), Some(Panel::ConfirmLeave(_))),
        "a game with moves asks first"
    );
    app.intent(Intent::Focus(Dir::Right));
    app.intent(Intent::Enter);
    assert_eq!(app.deal().variant, Variant::TriPeaks);
    assert_eq!(app.panel(), None);
    assert_eq!(
        app.stats().record(GAMES[0].variant).played,
        1,
        "left, so lost"
    );
}

#[test]
fn on_a_phone_the_chooser_scrolls_with_the_focus_the_pages_the_wheel_and_a_drag() {
    let mut app = dated_app(360.0, 640.0, "2025-03-14");
    app.intent(Intent::ChooseGame);
    let layout = app.chooser_layout();
    assert!(layout.max_scroll() > 0);
    assert_eq!(layout.scroll, 0);
    // Up from the first wraps round to the calendar's arrows, then to the
    // last game, which scrolls in.
    app.intent(Intent::Focus(Dir::Up));
    app.intent(Intent::Focus(Dir::Up));
    let layout = app.chooser_layout();
    assert_eq!(layout.scroll, layout.max_scroll());
    let (_, r) = app.panel_focus().unwrap();
    assert!(layout.list.encloses(&r, 0.5));
    app.press_button(Button::Page(false));
    assert_eq!(
        app.chooser_layout().scroll,
        layout.max_scroll().saturating_sub(layout.visible_rows)
    );
    let (_, r) = app.panel_focus().unwrap();
    assert!(
        app.chooser_layout().list.encloses(&r, 0.5),
        "the focus follows"
    );
    app.chooser.scroll = 0;
    app.wheel(-1.0);
    assert_eq!(app.chooser_layout().scroll, 1, "a notch down");
    app.wheel(1.0);
    assert_eq!(app.chooser_layout().scroll, 0);
    // A drag up by a row and a half scrolls down and presses nothing.
    let list = app.chooser_layout().list;
    let step = app.chooser_layout().row_step();
    let (x, y) = (list.x + 30.0, list.y + list.h - 10.0);
    app.pointer_down(x, y);
    app.pointer_move(x, y - step * 0.7);
    app.pointer_move(x, y - step * 1.4);
    app.pointer_up(x, y - step * 1.4);
    assert_eq!(app.chooser_layout().scroll, 1);
    assert_eq!(app.panel(), Some(&Panel::ChooseGame));
    // A tap on a tile plays its game.
    let tile = app
        .chooser_layout()
        .tiles
        .iter()
        .find(|t| app.chooser_layout().row_shows(t.row))
        .map(|t| (t.info.variant, t.play))
        .unwrap();
    app.pointer_down(tile.1.x + 20.0, tile.1.y + 20.0);
    app.pointer_up(tile.1.x + 20.0, tile.1.y + 20.0);
    assert_eq!(app.deal().variant, tile.0);
    assert_eq!(app.panel(), None);
}

/// Starts the daily deal of `variant` for `date` from the chooser and
/// lets the solver find it.
fn daily_deal(variant: Variant, date: &str) -> App {
    let mut app = dated_app(1280.0, 720.0, date);
    app.intent(Intent::ChooseGame);
    app.press_button(Button::Daily(variant));
    assert_eq!(app.panel(), None);
    for _ in 0..100_000 {
        if app.hunting().is_none() {
            break;
        }
        assert!(app.hunting_daily());
        app.think(2_000);
    }
    assert_eq!(app.hunting(), None, "found");
    assert_eq!(app.daily(), Some(date.parse().unwrap()));
    assert_eq!(app.deal().variant, variant);
    assert_eq!(app.light(), thinking::Light::Winnable);
    app
}

#[test]
fn the_daily_deal_of_a_date_is_the_same_on_two_runs_and_another_the_next_day() {
    for variant in ["golf".parse::<Variant>().unwrap(), Variant::TriPeaks] {
        let first = daily_deal(variant, "2025-03-14").deal();
        assert_eq!(daily_deal(variant, "2025-03-14").deal(), first);
        assert_ne!(daily_deal(variant, "2025-03-15").deal(), first);
    }
    assert_ne!(
        daily_deal("golf".parse::<Variant>().unwrap(), "2025-03-14")
            .deal()
            .number,
        daily_deal(Variant::TriPeaks, "2025-03-14").deal().number,
        "each game its own"
    );
}

#[test]
fn a_daily_win_is_recorded_and_shows_in_the_calendar_and_streak() {
    let mut app = daily_deal("golf".parse::<Variant>().unwrap(), "2025-03-14");
    let Some(thinking::Analysis {
        answer: Some(crate::solver::Answer::Solved(line)),
        ..
    }) = &app.analysis
    else {
        panic!("the hunt knows a winning line");
    };
    for mv in line.clone() {
        assert!(app.play(mv));
    }
    assert!(app.game().is_won());
    let today: Date = "2025-03-14".parse().unwrap();
    assert!(app
        .stats()
        .is_daily_won("golf".parse::<Variant>().unwrap(), today));
    assert_eq!(
        app.stats()
            .daily_streak("golf".parse::<Variant>().unwrap(), today),
        1
    );
    assert_eq!(
        app.stats()
            .daily_days_in_month("golf".parse::<Variant>().unwrap(), today),
        vec![14]
    );
    assert_eq!(
        app.stats().record("golf".parse::<Variant>().unwrap()).won,
        1,
        "a game won as well"
    );
    app.intent(Intent::ChooseGame);
    assert!(app
        .button_label(Button::Daily("golf".parse::<Variant>().unwrap()))
        .contains('\u{2713}'));
    assert_eq!(
        app.calendar_game().variant,
        "golf".parse::<Variant>().unwrap()
    );
    assert!(app
        .state_json(app.next_frame())
        .contains("{\"id\":\"golf\",\"played\":1,\"won\":1,\"dailyWon\":true}"));
    // Started again from the chooser, it is known at once.
    app.press_button(Button::Daily("golf".parse::<Variant>().unwrap()));
    assert_eq!(app.hunting(), None);
    assert_eq!(app.daily(), Some(today));
}

fn pyramid_app(text: &str) -> App {
    let variant: Variant = "pyramid".parse().unwrap();
    let deal = Deal::new(variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 360.0, 640.0, 7);
    app.history = History::new(Game::parse_partial(variant, text).unwrap());
    app.relayout(false);
    app
}

fn click_on(app: &mut App, c: &str) {
    let (x, y) = centre_of(app, c);
    app.pointer_down(x, y);
    app.pointer_up(x, y);
}

#[test]
fn pyramid_takes_a_pair_in_two_clicks_a_lone_pair_and_a_king_in_one() {
    let upper = "r0: --\nr1: -- --\nr2: -- -- --\nr3: -- -- -- --\nr4: -- -- -- -- --";
    let mut app = pyramid_app(&format!(
        "stock: 3D\nwaste: TC\n{upper}\nr5: -- -- -- -- -- --\nr6: 5S 8C 8H KD 3H 4S 9D"
    ));
    let left = |app: &App| {
        (21..28)
            .filter(|&n| !app.game().pile(PileId::Column(n)).unwrap().is_empty())
            .count()
    };
    // 5S goes with 8C or 8H: the click chooses it, and shows it.
    click_on(&mut app, "5S");
    assert_eq!(left(&app), 7);
    assert_eq!(app.selected(), Some(PileId::Column(21)));
    // A click on it again lets it go; a click on a card that is no
    // partner forgets it and does that card's click (4S and 9D are a pair).
    click_on(&mut app, "5S");
    assert_eq!(app.selected(), None);
    click_on(&mut app, "5S");
    click_on(&mut app, "8H");
    assert_eq!(app.selected(), None);
    assert_eq!(left(&app), 5, "5S and 8H went together");
    let discards = app.game().pile(PileId::Foundation(0)).unwrap();
    assert_eq!(discards.cards(), &[card("5S"), card("8H")]);
    // 3H has one partner, the waste's TC: one click takes both.
    click_on(&mut app, "3H");
    assert_eq!(left(&app), 4);
    assert!(app.game().pile(PileId::Waste).unwrap().is_empty());
    // A king goes alone.
    click_on(&mut app, "KD");
    assert_eq!(left(&app), 3);
    // A card dragged onto its partner takes the pair.
    let (x, y) = centre_of(&app, "4S");
    let (tx, ty) = centre_of(&app, "9D");
    app.pointer_down(x, y);
    app.pointer_move(x + 20.0, y + 10.0);
    app.pointer_move(tx, ty);
    app.pointer_up(tx, ty);
    assert_eq!(left(&app), 1, "8C is left");
    settle(&mut app);
}

#[test]
fn the_keyboard_walks_only_the_cards_tripeaks_lets_go() {
    let variant: Variant = "tripeaks".parse().unwrap();
    let mut app = App::new(
        Deal::new(variant, 3).unwrap(),
        Settings::default(),
        1024.0,
        700.0,
        7,
    );
    app.focus = focus::Focus::top_of(app.game(), PileId::Column(18));
    let mut visited = Vec::new();
    for _ in 0..9 {
        app.intent(Intent::Focus(Dir::Right));
        visited.push(app.focus().pile);
    }
    let bottom_row: Vec<PileId> = (19..28).map(PileId::Column).collect();
    assert_eq!(
        visited, bottom_row,
        "the covered cards of the peaks are passed over"
    );
}

#[test]
fn a_daily_deal_saved_and_resumed_is_still_the_days() {
    let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D");
    let date: crate::model::date::Date = "2025-03-14".parse().unwrap();
    app.daily = Some(date);
    app.play(Move::Draw);
    let bytes = app.saved_game().encode();
    assert!(std::str::from_utf8(&bytes)
        .unwrap()
        .contains("\ndaily=2025-03-14\n"));
    let mut back = klondike_app("t0: 9H");
    back.resume(&SavedGame::decode(&bytes).unwrap());
    assert_eq!(back.daily(), Some(date), "its win will mark the day");
}

#[test]
fn a_resting_mouse_hovers_and_a_lifted_finger_does_not() {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 1);
    let (_, menu) = *app
        .hud()
        .buttons
        .iter()
        .find(|(b, _)| *b == Button::Menu)
        .unwrap();
    let (x, y) = menu.center();
    app.pointer_move(x, y);
    assert_eq!(app.hover(), Some((x, y)), "the mouse rests on Menu");
    // A tap: down and up at one place, no move after.
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    assert_eq!(app.hover(), None, "a lifted finger leaves no hover");
    assert_eq!(app.panel(), Some(&Panel::Menu));
}

#[test]
fn panels_open_over_a_short_time_and_at_once_without_animation() {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 390.0, 844.0, 1);
    app.intent(Intent::Menu);
    app.update(0.05);
    assert!(app.panel_shown() > 0.0 && app.panel_shown() < 1.0);
    app.update(0.2);
    assert_eq!(app.panel_shown(), 1.0);
    app.intent(Intent::Cancel);
    app.update(0.05);
    assert!(app.panel_shown() > 0.0, "it fades out");
    app.update(0.2);
    assert_eq!(app.panel_shown(), 0.0);
    app.settings.animation = Animation::Off;
    app.intent(Intent::Menu);
    app.update(0.001);
    assert_eq!(app.panel_shown(), 1.0, "no animation: open at once");
}
