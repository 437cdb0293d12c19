//! Intents: what keyboard, gamepad and the HUD ask for, whatever the device.
//! Keyboard and gamepad play through a focus; the held cards ride with it.

use super::*;

impl App {
    /// Carries out an intent.
    pub(crate) fn intent(&mut self, intent: Intent) {
        self.carry_out(intent);
        self.sync_view();
    }

    fn carry_out(&mut self, intent: Intent) {
        if self.paused() {
            self.paused_intent(intent);
            return;
        }
        if self.celebration.is_some() {
            self.celebration = None;
            self.open_won_panel();
            return;
        }
        if intent == Intent::Pause {
            // Pausing from a panel closes it: resuming goes back to the game.
            self.panel = None;
            self.pause();
            return;
        }
        if self.panel.is_some() && self.panel_intent(intent) {
            return;
        }
        // While Solve plays, the keys that would play a card finish it;
        // Esc stops it where it is.
        if self.solving {
            match intent {
                Intent::Select | Intent::Activate | Intent::Enter | Intent::Draw => {
                    self.rush_solve();
                    return;
                }
                Intent::Cancel => {
                    self.solving = false;
                    self.say("Solve stopped".into());
                    return;
                }
                _ => {}
            }
        }
        match intent {
            Intent::Focus(dir) => {
                self.focus = focus::step(self.focus, dir, self.history.game(), &self.layout);
            }
            Intent::Select => self.select(),
            Intent::Activate => self.activate(),
            Intent::Draw => {
                self.held = None;
                self.play(Move::Draw);
            }
            Intent::Hint => self.ask_hint(),
            Intent::Solve => self.ask_solve(),
            Intent::Help => self.open(Panel::Help),
            Intent::Menu => self.open(Panel::Menu),
            Intent::Mute => {
                self.change_settings(|s| s.sound = !s.sound);
                let state = if self.settings.sound { "on" } else { "off" };
                self.say(format!("sound {state}"));
            }
            Intent::Undo => {
                self.drag = None;
                self.held = None;
                self.solving = false;
                if self.can_undo() && self.history.undo() {
                    // Nothing goes on by itself from the table undone to,
                    // not even the rest of a Home.
                    self.auto_pending = false;
                    self.home_all = false;
                }
            }
            Intent::Redo => {
                self.drag = None;
                self.held = None;
                self.history.redo();
            }
            Intent::NewGame => self.leave(Leave::NewDeal(self.deal.variant)),
            Intent::Restart => self.leave(Leave::Restart),
            Intent::Home => {
                self.held = None;
                self.send_home();
            }
            Intent::Cancel => {
                if self.drag.take().is_some() | self.held.take().is_some() {
                    // The cards in the hand go back where they were.
                    self.relayout(true);
                }
            }
            Intent::ChooseGame => self.open(Panel::ChooseGame),
            Intent::DealNumber => self.open(Panel::DealNumber(String::new())),
            Intent::Screenshot => self.screenshot_requested = true,
            Intent::Enter => self.select(),
            Intent::Digit(_) | Intent::Backspace | Intent::Pause => {}
        }
    }

    /// An intent while a panel is open; false when the panel leaves it to
    /// the table (undo, redo, screenshots).
    fn panel_intent(&mut self, intent: Intent) -> bool {
        if let Some(Panel::DealNumber(text)) = &mut self.panel {
            match intent {
                Intent::Digit(d) if text.len() < 10 => {
                    text.push(char::from(b'0' + d));
                    return true;
                }
                Intent::Backspace => {
                    text.pop();
                    return true;
                }
                Intent::Enter => {
                    let text = text.clone();
                    self.start_typed_deal(&text);
                    return true;
                }
                _ => {}
            }
        }
        // In the chooser the pad's shoulders (and U, R) page the calendar's
        // months, as they would any pages: the focus need not leave the
        // selected game's tile for its arrows.
        if self.panel == Some(Panel::ChooseGame) && matches!(intent, Intent::Undo | Intent::Redo) {
            self.page_month(intent == Intent::Redo);
            return true;
        }
        match intent {
            Intent::Focus(dir) => self.move_panel_focus(dir),
            Intent::Select | Intent::Activate | Intent::Enter => {
                if let Some((button, _)) = self.panel_focus() {
                    self.press_button(button);
                }
            }
            Intent::Cancel | Intent::Menu => self.panel = None,
            Intent::Help => self.open(Panel::Help),
            Intent::Undo | Intent::Redo => {
                // The questions about the position go once it changes.
                if matches!(self.panel, Some(Panel::NoMoves | Panel::Lost)) {
                    self.panel = None;
                }
                return false;
            }
            Intent::Screenshot | Intent::NewGame | Intent::Mute => return false,
            _ => {}
        }
        true
    }

    /// Space, Enter, the pad's A: pick up, put down, or draw on the stock.
    fn select(&mut self) {
        self.focus = self.focus.clamped(self.history.game());
        if let Some(held) = self.held {
            let count = self.held_count(&held);
            if held.from == self.focus.pile {
                // A quick second press is the smart move; a slow one puts
                // the cards back.
                if self.now - self.held_at <= DOUBLE_CLICK {
                    self.activate();
                } else {
                    self.held = None;
                    // The held cards go back.
                    self.relayout(true);
                }
                return;
            }
            self.held = None;
            let mv = smart::placing(self.history.game(), held.from, self.focus.pile, count);
            self.play(mv);
            return;
        }
        let Focus { pile, index } = self.focus;
        if pile == PileId::Stock && !smart::stock_card_plays(self.history.game()) {
            self.play(Move::Draw);
            return;
        }
        match index.and_then(|i| self.pickable(pile, i).map(|_| i)) {
            Some(index) => {
                self.held = Some(Held { from: pile, index });
                self.held_at = self.now;
                self.cue(Cue::PickUp);
            }
            None => self.say("nothing to pick up there".into()),
        }
    }

    /// The smart move of the held cards, or of the focused card.
    fn activate(&mut self) {
        self.focus = self.focus.clamped(self.history.game());
        let (pile, index) = match self.held.take() {
            Some(held) => (held.from, Some(held.index)),
            None => (self.focus.pile, self.focus.index),
        };
        if pile == PileId::Stock && !smart::stock_card_plays(self.history.game()) {
            self.play(Move::Draw);
            return;
        }
        let Some(count) = index.and_then(|i| self.pickable(pile, i)) else {
            self.say("no move for that".into());
            // The held cards (if any) go back.
            self.relayout(true);
            return;
        };
        let partners = self.history.game().partners(pile);
        let paired = match partners[..] {
            [mv] => Some(mv),
            _ => None,
        };
        match paired.or_else(|| smart::best_move(self.history.game(), pile, count)) {
            Some(mv) => {
                self.play(mv);
            }
            None => {
                self.say("no move for that card".into());
                // The held cards (if any) go back.
                self.relayout(true);
            }
        }
    }

    pub(super) fn held_count(&self, held: &Held) -> usize {
        self.history
            .game()
            .pile(held.from)
            .map_or(0, |p| p.len().saturating_sub(held.index))
    }
}
