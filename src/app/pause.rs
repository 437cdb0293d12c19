//! Pause: the clock stops and the table is hidden (so a paused game
//! cannot be studied for free) until the player resumes. P, the menu's
//! Pause (the pad's Start opens the menu) and [`Intent::Pause`] pause;
//! the same inputs, Esc or the panel's Resume button resume. While
//! paused nothing reaches the table: no move, no drag, no auto-play, no
//! solve. The pause is a setting, so a game closed while paused comes
//! back paused.

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

    /// An intent while paused: the pause's own inputs resume, a
    /// screenshot and the sound switch still work, nothing else does.
    pub(super) fn paused_intent(&mut self, intent: Intent) {
        match intent {
            Intent::Pause
            | Intent::Menu
            | Intent::Cancel
            | Intent::Select
            | Intent::Activate
            | Intent::Enter => self.unpause(),
            Intent::Screenshot => self.screenshot_requested = true,
            Intent::Mute => self.change_settings(|s| s.sound = !s.sound),
            _ => {}
        }
    }

    /// A press while paused: on Resume, or the toolbar's Pause again, it
    /// resumes; anywhere else nothing.
    pub(super) fn paused_press(&mut self, x: f32, y: f32) {
        let on_resume = self
            .panel_layout()
            .is_some_and(|(layout, _)| layout.button_at(x, y) == Some(Button::Resume));
        if on_resume || self.hud().button_at(x, y) == Some(Button::Pause) {
            self.unpause();
        }
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
        // Nothing reaches the table: keys, the toolbar, clicks and drags.
        let before = app.game().clone();
        for intent in [
            Intent::Draw,
            Intent::Undo,
            Intent::Hint,
            Intent::Home,
            Intent::Solve,
        ] {
            app.intent(intent);
        }
        let stock = centre(app.layout().slot(PileId::Stock).unwrap());
        app.pointer_down(stock.0, stock.1);
        app.pointer_up(stock.0, stock.1);
        let undo = app
            .hud()
            .buttons
            .iter()
            .find(|(b, _)| *b == Button::Undo)
            .unwrap()
            .1;
        app.pointer_down(centre(undo).0, centre(undo).1);
        app.pointer_up(centre(undo).0, centre(undo).1);
        let nine = centre(app.layout().spot("9H".parse().unwrap()).unwrap().rect);
        let ten = centre(app.layout().spot("TC".parse().unwrap()).unwrap().rect);
        app.pointer_down(nine.0, nine.1);
        app.pointer_move(nine.0 + 30.0, nine.1 + 30.0);
        app.pointer_move(ten.0, ten.1 + 20.0);
        app.pointer_up(ten.0, ten.1 + 20.0);
        seconds_pass(&mut app, 1);
        assert_eq!(app.game(), &before, "nothing moved while paused");
        assert!(app.hand().is_empty());
        assert!(app.paused());
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
        // A tap beside the Resume button does nothing.
        let (panel, _) = app.panel_layout().unwrap();
        app.pointer_down(1.0, 1.0);
        app.pointer_up(1.0, 1.0);
        assert!(app.paused());
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
}
