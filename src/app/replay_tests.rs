//! The table shown is always the replay of the saved game: whatever the
//! player does (moves, undo, redo, Home, auto-play, auto-finish, restart,
//! hints, Solve, going back to the last winnable position, quitting and
//! starting again), the save written after it, read back the way the next
//! start reads it, gives the same table with the same undo and redo.

use proptest::prelude::*;

use super::*;
use crate::games::GAMES;
use crate::model::pile::PileId::{Column, Foundation};

/// The app as the next start makes it from `bytes`: a fresh app of another
/// game, then the save read and resumed.
fn reopened(bytes: &[u8], settings: Settings) -> Result<App, String> {
    let saved = SavedGame::decode(bytes).map_err(|e| format!("{e:?}"))?;
    let other = Deal::new(GAMES[2].variant, 1).expect("deal 1");
    let mut app = App::new(other, settings, 1280.0, 800.0, 3);
    app.resume(&saved);
    Ok(app)
}

/// What differs between the table and the replay of its save, if anything:
/// the position, the undo and redo, or where the cards are shown.
fn replay_differs(app: &App) -> Option<String> {
    let bytes = app.saved_game().encode();
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let back = match SavedGame::decode(&bytes) {
        Ok(back) => back,
        Err(e) => return Some(format!("the save does not load ({e:?}):\n{text}")),
    };
    let (shown, replayed) = (app.game(), back.history.game());
    if shown != replayed {
        return Some(format!(
            "the table is not the replay of its save\n{text}\nthe table:\n{shown}\nthe replay:\n{replayed}"
        ));
    }
    if back.history != app.history {
        return Some(format!(
            "the table is the replay but its undo or redo are not\n{text}"
        ));
    }
    let laid = Layout::compute(&replayed.table(), &replayed.piles(), app.hud.table);
    let spots = |l: &Layout| l.spots().map(|(c, s)| (c, *s)).collect::<Vec<_>>();
    if spots(app.layout()) != spots(&laid) {
        return Some(format!(
            "the cards are shown elsewhere than the game has them\n{text}"
        ));
    }
    None
}

/// One pile's line of the game's notation (`f2: AH`).
fn line(app: &App, pile: &str) -> String {
    let game = app.game().to_string();
    let found = game.lines().find(|l| l.split(':').next() == Some(pile));
    found.unwrap_or_default().trim_end().to_string()
}

/// One frame as the shell runs it: time moves on, then the solver thinks
/// for a slice (a thin one: enough to follow a known line, as Solve
/// needs, and to start each new search; the Think action thinks longer).
fn shell_frame(app: &mut App, dt: f64) {
    app.advance(dt);
    if app.wants_thinking() {
        app.think(5);
    }
}

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update(1.0 / 60.0);
    }
}

/// Clicks a button of the open panel, as a player answers it.
fn click_button(app: &mut App, button: Button) -> Result<(), String> {
    let (panel, _) = app.panel_layout().ok_or("no panel open")?;
    let (_, r) = *panel
        .buttons
        .iter()
        .find(|(b, _)| *b == button)
        .ok_or(format!("no {button:?} on the panel"))?;
    let (x, y) = (r.x + r.w / 2.0, r.y + r.h / 2.0);
    app.pointer_down(x, y);
    app.pointer_up(x, y);
    Ok(())
}

fn click_stock(app: &mut App) {
    let stock = app.layout().slot(PileId::Stock).expect("a stock");
    app.pointer_down(stock.x + 5.0, stock.y + 5.0);
    app.pointer_up(stock.x + 5.0, stock.y + 5.0);
}

/// The game: Klondike deal 110677187 (A♥ alone on t0, A♠ on t4),
/// two cards drawn, one undone, Home, Redo, then A♥ dragged from t0 home.
/// Home changed the table after the undo, so there is nothing left to
/// redo; the save then says what the table shows, and the next start
/// takes it up.
#[test]
fn undo_home_redo_then_a_move_keeps_the_save_equal_to_the_table() {
    let deal = Deal::new(GAMES[0].variant, 110677187).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 1);
    assert_eq!(line(&app, "t0"), "t0: AH");
    assert_eq!(line(&app, "t4"), "t4: [JD QD 3H 5S] AS");
    click_stock(&mut app);
    click_stock(&mut app);
    assert_eq!(line(&app, "waste"), "waste: 7H JC");
    app.intent(Intent::Undo);
    assert_eq!(line(&app, "waste"), "waste: 7H");
    app.intent(Intent::Home);
    frames(&mut app, 60);
    assert_eq!(
        [
            line(&app, "t0"),
            line(&app, "t4"),
            line(&app, "f2"),
            line(&app, "f3")
        ],
        ["t0:", "t4: [JD QD 3H] 5S", "f2: AH", "f3: AS"]
    );
    assert_eq!(replay_differs(&app), None, "after Home");
    assert!(
        !app.can_redo(),
        "Home changed the table the draw was undone from"
    );
    app.intent(Intent::Redo);
    frames(&mut app, 60);
    assert_eq!(line(&app, "waste"), "waste: 7H", "nothing was redone");
    assert_eq!(replay_differs(&app), None, "after Redo");
    // The drag of A♥ from t0: it is home already, so nothing moves.
    let before = app.game().clone();
    assert!(!app.play(Move::one(Column(0), Foundation(2))));
    assert_eq!(app.game(), &before);
    assert_eq!(replay_differs(&app), None, "after the drag");
    let back = reopened(&app.saved_game().encode(), app.settings).unwrap();
    assert_eq!(back.game(), app.game(), "the next start takes the game up");
}

/// Home is the player's own step: Undo takes back the cards it sent home,
/// and only them (not the draw before it).
#[test]
fn undo_after_home_takes_back_only_what_home_sent() {
    let deal = Deal::new(GAMES[0].variant, 110677187).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 1);
    click_stock(&mut app);
    app.intent(Intent::Home);
    frames(&mut app, 60);
    assert_eq!([line(&app, "f2"), line(&app, "f3")], ["f2: AH", "f3: AS"]);
    app.intent(Intent::Undo);
    frames(&mut app, 60);
    assert_eq!(
        [line(&app, "t0"), line(&app, "t4"), line(&app, "waste")],
        ["t0: AH", "t4: [JD QD 3H 5S] AS", "waste: 7H"]
    );
    assert_eq!(replay_differs(&app), None);
    app.intent(Intent::Redo);
    assert_eq!([line(&app, "f2"), line(&app, "f3")], ["f2: AH", "f3: AS"]);
    assert_eq!(replay_differs(&app), None);
}

/// An undo while Home is still sending cards stops it: the next move does
/// not send safe cards home by itself when auto-play is off.
#[test]
fn an_undo_while_home_sends_cards_stops_it_for_good() {
    let deal = Deal::new(GAMES[0].variant, 110677187).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 1);
    assert!(
        !app.settings.auto_play(deal.variant),
        "Klondike starts without"
    );
    app.intent(Intent::Home);
    assert_eq!(line(&app, "f2"), "f2: AH", "the first card goes at once");
    app.intent(Intent::Undo);
    click_stock(&mut app);
    frames(&mut app, 60);
    assert_eq!(
        [line(&app, "t0"), line(&app, "t4"), line(&app, "waste")],
        ["t0: AH", "t4: [JD QD 3H 5S] AS", "waste: 7H"]
    );
    assert_eq!(replay_differs(&app), None);
}

/// The Lost panel's Go back is an undo too (of every move since the last
/// winnable position): pressed while Home still sends cards, Home stopped
/// no more than before the undo's fix did, and sent the table's safe cards
/// home onto the step gone back to, with auto-play off.
#[test]
fn going_back_to_winnable_while_home_sends_cards_stops_it() {
    let deal = Deal::new(GAMES[0].variant, 110677187).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 1);
    click_stock(&mut app);
    frames(&mut app, 60);
    let drawn = app.game().clone();
    app.winnable_depth = Some(app.history.depth());
    app.intent(Intent::Home);
    assert_eq!(line(&app, "f2"), "f2: AH", "the first card goes at once");
    app.open(Panel::Lost);
    click_button(&mut app, Button::GoBack).unwrap();
    frames(&mut app, 60);
    assert_eq!(
        app.game(),
        &drawn,
        "back where it was winnable, and no further"
    );
    assert_eq!(replay_differs(&app), None);
}

/// The other way a card joins a step after an undo: the game finishing
/// itself. Two kings moved into empty columns before it starts, the second
/// undone; the queen of diamonds then goes home as part of the first
/// king's step, so the second king's move is no longer there to redo.
#[test]
fn a_game_finishing_itself_after_an_undo_leaves_nothing_stale_to_redo() {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 800.0, 1);
    app.set_position(
        Game::parse(
            GAMES[0].variant,
            "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\n\
             f1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH\n\
             f2: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\n\
             f3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD\n\
             t0: KS QD\nt1: KH\nt2: KC\nt3: KD",
        )
        .unwrap(),
    );
    assert!(app.play(Move::one(Column(1), Column(4))));
    assert!(app.play(Move::one(Column(2), Column(5))));
    app.intent(Intent::Undo);
    assert_eq!([line(&app, "t2"), line(&app, "t5")], ["t2: KC", "t5:"]);
    assert!(app.can_redo());
    for _ in 0..120 {
        app.update(1.0 / 60.0);
        if !line(&app, "f3").ends_with("JD") {
            break;
        }
    }
    assert_eq!(line(&app, "f3"), "f3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD");
    assert!(!app.can_redo(), "the table KC was moved from is gone");
    assert_eq!(replay_differs(&app), None);
    app.intent(Intent::Redo);
    assert_eq!(line(&app, "t2"), "t2: KC", "nothing was redone");
    assert_eq!(replay_differs(&app), None);
}

/// Something a player does.
#[derive(Clone, Copy, Debug)]
enum Action {
    /// A legal move, the nth of them (wrapping), as a click or drag plays it.
    Play(usize),
    Undo,
    Redo,
    /// The Home button: every safe card home.
    Home,
    /// Frames pass (a tenth of a second each, the solver thinking a
    /// slice in each): auto-play, auto-finish and Solve play their cards.
    Wait(u8),
    /// The solver works on the position for longer (the player waits).
    Think,
    /// A hint asked for, waited for and played.
    Hint,
    Solve,
    /// Restart, answering yes when asked.
    Restart,
    /// Back to the last winnable position, when a question offers it.
    GoBack,
    /// Auto-play turned on or off in the settings.
    AutoPlay(bool),
    /// The player quits; the game comes back from its save.
    Reopen,
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        6 => (0usize..64).prop_map(Action::Play),
        4 => Just(Action::Undo),
        3 => Just(Action::Redo),
        4 => Just(Action::Home),
        3 => (1u8..60).prop_map(Action::Wait),
        1 => Just(Action::Think),
        1 => Just(Action::Hint),
        1 => Just(Action::Solve),
        1 => Just(Action::Restart),
        1 => Just(Action::GoBack),
        1 => any::<bool>().prop_map(Action::AutoPlay),
        1 => Just(Action::Reopen),
    ]
}

/// Carries out one action and the frame after it, checking the save after
/// the action and after every frame (the shell saves after each).
fn act(app: &mut App, action: Action) -> Result<(), String> {
    let check = |app: &App, when: &str| match replay_differs(app) {
        Some(why) => Err(format!("{when}: {why}")),
        None => Ok(()),
    };
    // A question left open (no more moves, a lost game, the win) is
    // answered the way a player goes on: Esc, unless they go back.
    if app.panel().is_some() && !matches!(action, Action::GoBack) {
        app.intent(Intent::Cancel);
    }
    match action {
        Action::Play(n) => {
            let legal = app.game().legal_moves();
            if let Some(&mv) = legal.get(n % legal.len().max(1)) {
                app.play(mv);
            }
        }
        Action::Undo => app.intent(Intent::Undo),
        Action::Redo => app.intent(Intent::Redo),
        Action::Home => app.intent(Intent::Home),
        Action::Wait(n) => {
            for frame in 0..n {
                shell_frame(app, 0.1);
                check(app, &format!("frame {frame} of the wait"))?;
            }
        }
        Action::Think => {
            for _ in 0..5 {
                app.think(1000);
            }
        }
        Action::Hint => {
            app.intent(Intent::Hint);
            for _ in 0..4 {
                shell_frame(app, 1.0 / 30.0);
            }
            check(app, "waiting for the hint")?;
            if let Some(hint) = app.hint() {
                app.play(hint.mv);
            }
        }
        Action::Solve => app.intent(Intent::Solve),
        Action::Restart => {
            app.intent(Intent::Restart);
            if let Some(Panel::ConfirmLeave(to)) = app.panel().cloned() {
                click_button(app, Button::Leave(to))?;
            }
        }
        Action::GoBack => {
            // Offered by the questions of a lost game and of no more moves.
            let offered = app
                .panel_layout()
                .is_some_and(|(panel, _)| panel.buttons.iter().any(|(b, _)| *b == Button::GoBack));
            if offered {
                click_button(app, Button::GoBack)?;
            }
        }
        Action::AutoPlay(on) => {
            let variant = app.deal().variant;
            app.change_settings(|s| s.set_auto_play(variant, on));
        }
        Action::Reopen => *app = reopened(&app.saved_game().encode(), app.settings)?,
    }
    // The shell takes the input, runs a frame, then saves.
    check(app, "after it")?;
    shell_frame(app, 1.0 / 60.0);
    check(app, "the frame after it")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Every game of the list, each case the same actions on a deal of
    /// each: after every action (and every frame of a wait) the save
    /// replays to the table shown.
    #[test]
    fn the_table_is_always_the_replay_of_its_save(
        number in 1u64..1000,
        auto_play in any::<bool>(),
        opening in prop::collection::vec(0usize..64, 0..10),
        actions in prop::collection::vec(action(), 1..40),
    ) {
        for info in GAMES.iter() {
            let deal = Deal::new(info.variant, number).expect("deals 1-999 exist");
            let mut settings = Settings::default();
            settings.set_auto_play(info.variant, auto_play);
            let mut app = App::new(deal, settings, 1280.0, 800.0, 5);
            // A few moves first, so that undo seldom goes back to the deal
            // (where a card sent home makes a step of its own anyway).
            let played = opening.iter().map(|&n| Action::Play(n));
            for (k, action) in played.chain(actions.iter().copied()).enumerate() {
                if let Err(why) = act(&mut app, action) {
                    prop_assert!(
                        false,
                        "{} deal {number}, action {k} ({action:?}) of {opening:?} then {actions:?}: {why}",
                        info.id
                    );
                }
            }
        }
    }
}
