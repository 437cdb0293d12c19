//! Pause: the clock stops and the table is hidden (so a paused game
//! cannot be studied for free) until the player resumes. P, the menu's
//! Pause, the toolbar's Pause (the pad's Start opens the menu) and
//! [`Intent::Pause`] pause. The paused sheet says so, with the game, its
//! moves and its time, over a Resume button; the toolbar's Pause reads
//! Resume. A click or tap anywhere, or any key or pad button, resumes: a
//! player coming back to the window should not have to find one button
//! (F12 still takes a screenshot and M still mutes, paused). The input that
//! resumes does nothing else: while paused nothing reaches the table, no
//! move, no drag, no auto-play, no solve. The pause is a setting, so a
//! game closed while paused comes back paused.

use super::*;

/// The panel shown while paused, whatever panel lies under it.
static PAUSED: Panel = Panel::Paused;

impl App {
    /// Whether the game is paused.
    pub(crate) fn paused(&self) -> bool {
        self.settings.paused
    }

    /// The panel over the table: the pause panel while paused, else the
    /// open one (which comes back on resuming).
    pub(crate) fn panel(&self) -> Option<&Panel> {
        if self.paused() {
            return Some(&PAUSED);
        }
        self.panel.as_ref()
    }

    /// Stops the clock and hides the table. Cards in the hand go back.
    pub(super) fn pause(&mut self) {
        if self.paused() || self.celebration.is_some() {
            return;
        }
        self.drag = None;
        self.press = None;
        self.held = None;
        self.solving = false;
        self.change_settings(|s| s.paused = true);
        self.panel_focus = 0;
        // The hand's cards are back in their places when the table shows.
        self.relayout(false);
    }

    /// Ends the pause (the shell too, when the saved game that was paused
    /// does not come back).
    pub(crate) fn unpause(&mut self) {
        if self.paused() {
            self.change_settings(|s| s.paused = false);
            self.panel_focus = 0;
        }
    }

    /// An intent while paused: a screenshot and the sound switch work and
    /// keep the pause; anything else resumes, and only resumes.
    pub(super) fn paused_intent(&mut self, intent: Intent) {
        match intent {
            Intent::Screenshot => self.screenshot_requested = true,
            Intent::Mute => self.change_settings(|s| s.sound = !s.sound),
            _ => self.unpause(),
        }
    }

    /// A press while paused, anywhere (the sheet's Resume, the toolbar's
    /// Resume, the hidden table): it resumes, and only resumes, so the
    /// release that follows finds no press to finish.
    pub(super) fn paused_press(&mut self) {
        self.unpause();
    }

    /// What the sheet says under its title: the game, its moves and its
    /// time (the clock stopped there), then how to go on.
    pub(super) fn paused_lines(&self) -> Vec<String> {
        let secs = self.seconds();
        let moves = self.history.game().moves();
        vec![
            format!(
                "{} · {moves} {} · {}:{:02}",
                self.deal.variant.title(),
                if moves == 1 { "move" } else { "moves" },
                secs / 60,
                secs % 60
            ),
            "A click, a tap or any key goes on.".into(),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GAMES;

    fn klondike_app(text: &str) -> App {
        let deal = Deal::new(GAMES[0].variant, 1).unwrap();
        let mut app = App::new(deal, Settings::default(), 1280.0, 720.0, 7);
        app.set_position(Game::parse_partial(GAMES[0].variant, text).unwrap());
        app
    }

    fn centre(r: Rect) -> (f32, f32) {
        (r.x + r.w / 2.0, r.y + r.h / 2.0)
    }

    fn seconds_pass(app: &mut App, seconds: u32) {
        for _ in 0..seconds * 4 {
            app.update(0.25);
        }
    }

    #[test]
    fn p_pauses_the_clock_and_the_table_until_resumed() {
        let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D 4S");
        app.intent(Intent::Draw);
        seconds_pass(&mut app, 3);
        assert_eq!(app.seconds(), 3);
        app.intent(Intent::Pause);
        assert!(app.paused());
        assert_eq!(app.panel(), Some(&Panel::Paused));
        seconds_pass(&mut app, 10);
        assert_eq!(app.seconds(), 3, "the clock stopped");
        assert_eq!(
            app.next_frame(),
            idle::NextFrame::Input,
            "no frames wanted until the player comes back"
        );
        // Nothing reaches the table: each key, click or drag only resumes.
        let before = app.game().clone();
        for intent in [
            Intent::Draw,
            Intent::Undo,
            Intent::Hint,
            Intent::Home,
            Intent::Solve,
        ] {
            app.intent(intent);
            assert!(!app.paused(), "{intent:?} resumed");
            app.intent(Intent::Pause);
        }
        let stock = centre(app.layout().slot(PileId::Stock).unwrap());
        app.pointer_down(stock.0, stock.1);
        app.pointer_up(stock.0, stock.1);
        app.intent(Intent::Pause);
        let nine = centre(app.layout().spot("9H".parse().unwrap()).unwrap().rect);
        let ten = centre(app.layout().spot("TC".parse().unwrap()).unwrap().rect);
        app.pointer_down(nine.0, nine.1);
        app.pointer_move(nine.0 + 30.0, nine.1 + 30.0);
        app.pointer_move(ten.0, ten.1 + 20.0);
        app.pointer_up(ten.0, ten.1 + 20.0);
        assert!(!app.paused(), "the press resumed");
        app.intent(Intent::Pause);
        seconds_pass(&mut app, 1);
        assert_eq!(app.game(), &before, "nothing moved");
        assert!(app.hand().is_empty());
        assert!(app.paused());
        assert_eq!(app.seconds(), 3, "the clock stood still meanwhile");
        // P again resumes; the clock goes on from where it stopped.
        app.intent(Intent::Pause);
        assert!(!app.paused());
        assert_eq!(app.panel(), None);
        seconds_pass(&mut app, 2);
        assert_eq!(app.seconds(), 5);
    }

    #[test]
    fn the_toolbars_pause_button_pauses_and_resumes() {
        let mut app = klondike_app("t0: 9H\nstock: 3D");
        let pause = app
            .hud()
            .buttons
            .iter()
            .find(|(b, _)| *b == Button::Pause)
            .expect("a Pause button on a wide window's toolbar")
            .1;
        let (x, y) = centre(pause);
        app.pointer_down(x, y);
        app.pointer_up(x, y);
        assert!(app.paused());
        assert_eq!(app.panel(), Some(&Panel::Paused));
        app.pointer_down(x, y);
        app.pointer_up(x, y);
        assert!(!app.paused(), "the same button resumes");
    }

    #[test]
    fn the_menu_pauses_and_resume_or_start_resumes() {
        let mut app = klondike_app("t0: 9H\nstock: 3D");
        app.intent(Intent::Draw);
        // The pad's Start opens the menu; its Pause entry pauses.
        app.intent(Intent::Menu);
        let (menu, _) = app.panel_layout().unwrap();
        assert!(menu.button_at(0.0, 0.0).is_none());
        let pause = menu
            .buttons
            .iter()
            .find(|(b, _)| *b == Button::Pause)
            .unwrap()
            .1;
        app.pointer_down(centre(pause).0, centre(pause).1);
        app.pointer_up(centre(pause).0, centre(pause).1);
        assert!(app.paused());
        assert_eq!(app.panel(), Some(&Panel::Paused));
        assert!(app.settings.paused, "remembered with the settings");
        let (panel, _) = app.panel_layout().unwrap();
        let resume = panel
            .buttons
            .iter()
            .find(|(b, _)| *b == Button::Resume)
            .unwrap()
            .1;
        app.pointer_down(centre(resume).0, centre(resume).1);
        app.pointer_up(centre(resume).0, centre(resume).1);
        assert!(!app.paused());
        assert_eq!(app.panel(), None, "the menu went with the pause");
        // Start (the menu intent) resumes too, as Esc does.
        app.intent(Intent::Pause);
        app.intent(Intent::Menu);
        assert!(!app.paused());
        app.intent(Intent::Pause);
        app.intent(Intent::Cancel);
        assert!(!app.paused());
    }

    #[test]
    fn a_game_closed_while_paused_comes_back_paused() {
        let settings = Settings {
            paused: true,
            ..Settings::default()
        };
        let deal = Deal::new(GAMES[0].variant, 1).unwrap();
        let mut app = App::new(deal, settings, 1280.0, 720.0, 7);
        assert_eq!(app.panel(), Some(&Panel::Paused));
        app.intent(Intent::Draw);
        assert_eq!(app.game().moves(), 0);
        app.intent(Intent::Enter);
        assert!(!app.paused());
    }

    /// Frames of 1/60 s until the panel has stopped moving (at most 2 s).
    fn settle_panel(app: &mut App) {
        for _ in 0..120 {
            app.update(1.0 / 60.0);
        }
    }

    #[test]
    fn pausing_from_the_toolbar_shows_the_paused_sheet_with_the_time() {
        let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D 4S");
        app.intent(Intent::Draw);
        seconds_pass(&mut app, 83);
        let pause = app
            .hud()
            .buttons
            .iter()
            .find(|(b, _)| *b == Button::Pause)
            .unwrap()
            .1;
        assert_eq!(app.button_label(Button::Pause), "Pause");
        app.pointer_down(centre(pause).0, centre(pause).1);
        app.pointer_up(centre(pause).0, centre(pause).1);
        assert!(app.paused());
        assert_eq!(app.next_frame(), idle::NextFrame::Now, "the sheet opens");
        settle_panel(&mut app);
        assert_eq!(app.panel_shown(), 1.0, "the paused sheet is shown whole");
        assert_eq!(app.next_frame(), idle::NextFrame::Input, "then rests");
        let (sheet, lines) = app.panel_layout().unwrap();
        assert_eq!(sheet.sheet.as_ref().unwrap().title, "Paused");
        assert!(
            lines[0].contains("1 move ·") && lines[0].ends_with("1:23"),
            "the moves and the time: {lines:?}"
        );
        assert!(sheet.buttons.iter().any(|(b, _)| *b == Button::Resume));
        assert_eq!(
            app.button_label(Button::Pause),
            "Resume",
            "the toolbar's Pause says what it does now"
        );
        // Resumed, the sheet fades out and the button reads Pause again.
        app.intent(Intent::Pause);
        settle_panel(&mut app);
        assert_eq!(app.panel_shown(), 0.0);
        assert_eq!(app.button_label(Button::Pause), "Pause");
    }

    #[test]
    fn paused_with_animation_off_the_sheet_is_there_at_once() {
        let mut app = klondike_app("t0: 9H\nstock: 3D");
        app.settings.animation = crate::app::Animation::Off;
        app.intent(Intent::Pause);
        app.update(1.0 / 60.0);
        assert_eq!(app.panel_shown(), 1.0);
    }

    #[test]
    fn a_click_anywhere_resumes_and_does_nothing_else() {
        let table = "t0: [2C] 9H\nt1: TC\nstock: 3D 4S";
        let mut app = klondike_app(table);
        let stock = centre(app.layout().slot(PileId::Stock).unwrap());
        let nine = centre(app.layout().spot("9H".parse().unwrap()).unwrap().rect);
        let undo = centre(
            app.hud()
                .buttons
                .iter()
                .find(|(b, _)| *b == Button::Undo)
                .unwrap()
                .1,
        );
        app.intent(Intent::Draw);
        let before = app.game().clone();
        // The stock, a card, the toolbar's Undo, a corner: each resumes
        // and nothing moves.
        for (x, y) in [stock, nine, undo, (2.0, 300.0)] {
            app.intent(Intent::Pause);
            settle_panel(&mut app);
            assert!(app.paused());
            app.pointer_down(x, y);
            assert!(!app.paused(), "a press at ({x}, {y}) resumes");
            app.pointer_move(x + 40.0, y + 40.0);
            app.pointer_up(x + 40.0, y + 40.0);
            settle_panel(&mut app);
            assert_eq!(app.game(), &before, "the click at ({x}, {y}) only resumed");
            assert!(app.hand().is_empty());
        }
    }

    #[test]
    fn any_key_resumes_but_a_modifier_a_screenshot_or_mute_keep_the_pause() {
        use crate::input::keys::KeyPress;
        use crate::input::RawEvent;
        use macroquad::input::KeyCode;
        let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D 4S");
        app.intent(Intent::Draw);
        let before = app.game().clone();
        let key = |k| RawEvent::Key(KeyPress::plain(k));
        // Keys with a command and keys without one.
        for k in [
            KeyCode::Q,
            KeyCode::Tab,
            KeyCode::D,
            KeyCode::U,
            KeyCode::Space,
        ] {
            app.intent(Intent::Pause);
            app.take_events([key(k)]);
            assert!(!app.paused(), "{k:?} resumes");
            assert_eq!(app.game(), &before, "{k:?} only resumed");
        }
        app.intent(Intent::Pause);
        let sound = app.settings.sound;
        app.take_events([
            key(KeyCode::LeftControl),
            key(KeyCode::LeftShift),
            key(KeyCode::F12),
            key(KeyCode::M),
        ]);
        assert!(app.paused(), "Ctrl, Shift, F12 and M keep the pause");
        assert!(app.take_screenshot_request(), "F12 took its screenshot");
        assert_ne!(app.settings.sound, sound, "M switched the sound");
        // Ctrl+Z: Ctrl first, then Z with it: it resumes and undoes nothing.
        app.take_events([
            key(KeyCode::LeftControl),
            RawEvent::Key(KeyPress::ctrl(KeyCode::Z)),
        ]);
        assert!(!app.paused());
        assert_eq!(app.game(), &before);
        // A typed character that means something (a digit, `?`) comes
        // before its key: it resumes, and its key finds the game going.
        app.intent(Intent::Pause);
        app.take_events([RawEvent::Char('?'), key(KeyCode::Slash)]);
        assert!(!app.paused());
        assert_eq!(app.panel(), None, "? resumed and opened nothing");
    }

    /// In the browser a key's `keydown` comes before the character it
    /// types (`keypress`), where X11 sends the character first: a `?` that
    /// is not Shift+Slash (a German keyboard's Shift+ß, the key Minus)
    /// resumed, then opened Help.
    #[test]
    fn a_key_that_resumes_does_not_type_its_character_in_the_browser() {
        use crate::input::keys::KeyPress;
        use crate::input::RawEvent;
        use macroquad::input::KeyCode;
        let mut app = klondike_app("t0: [2C] 9H\nt1: TC\nstock: 3D 4S");
        let question = || {
            let press = KeyPress {
                key: KeyCode::Minus,
                ctrl: false,
                shift: true,
            };
            [RawEvent::Key(press), RawEvent::Char('?')]
        };
        app.intent(Intent::Pause);
        app.take_events(question());
        assert!(!app.paused(), "? resumes");
        assert_eq!(app.panel(), None, "? resumed and opened nothing");
        // Going on, the same key types its character.
        app.take_events(question());
        assert_eq!(app.panel(), Some(&Panel::Help), "? opens Help");
    }

    #[test]
    fn the_pads_buttons_resume() {
        let mut app = klondike_app("t0: 9H\nstock: 3D");
        for intent in [Intent::Select, Intent::Draw, Intent::Hint, Intent::Undo] {
            app.intent(Intent::Pause);
            app.take_pad_intents([intent]);
            assert!(!app.paused(), "{intent:?} resumes");
        }
        assert_eq!(app.game().moves(), 0);
    }
}
