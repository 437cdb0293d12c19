//! Time: the clock, auto-play one card at a time, auto-finish, and the
//! celebration of a win, stepped here and only drawn by the drawing.

use super::*;

impl App {
    /// Moves time on by `dt` seconds.
    pub(crate) fn update(&mut self, dt: f32) {
        let dt = dt.clamp(0.0, 0.25);
        self.now += dt as f64;
        let game = self.history.game();
        if game.moves() > 0 && !game.is_won() && self.panel().is_none() {
            self.clock += dt as f64;
        }
        if let Some((_, ttl)) = &mut self.message {
            *ttl -= dt;
            if *ttl <= 0.0 {
                self.message = None;
            }
        }
        self.view.update(dt);
        let animated = self.settings.animation != super::Animation::Off;
        // `panel()`, not the field: the pause's sheet is a panel too, and
        // without this it stayed at nothing shown (issue 34, item 7).
        self.panel_motion.step(dt, self.panel().is_some(), animated);
        // Held cards are drawn with the focus; the view keeps them there so
        // they fly from where they were shown when put down.
        if self.held.is_some() {
            for (card, x, y) in self.hand() {
                self.view.hold(card, (x, y));
            }
        }
        // Paused, nothing plays by itself either.
        if self.drag.is_none() && !self.paused() {
            self.step_automatic(dt);
            self.sync_view();
            self.step_solve(dt);
            self.sync_view();
        }
        self.wait_for_hint(dt);
        self.notice_no_moves();
        if !self.history.game().is_won() {
            self.celebrated = false;
        }
        if self.history.game().is_won()
            && self.celebration.is_none()
            && self.panel().is_none()
            && !self.view.is_animating()
            && !self.celebrated
        {
            self.celebrated = true;
            self.start_celebration();
        }
        self.step_celebration(dt);
    }

    /// Home: every safe card home. The player asked for it, so it is a
    /// step of its own, as any move of theirs: Undo takes back what it
    /// sent and only that, and it clears the redo list (redoing a step
    /// undone from the table before Home would bring that table back).
    /// The first card goes at once; the rest follow it one at a time, as
    /// auto-play's do, in the same step.
    pub(super) fn send_home(&mut self) {
        match self.history.game().safe_home_move() {
            Some(mv) => {
                if self.play(mv) {
                    self.home_all = true;
                }
            }
            None => self.say("no card can go home safely".into()),
        }
    }

    fn step_automatic(&mut self, dt: f32) {
        self.auto_timer += dt;
        let game = self.history.game();
        if game.is_won() {
            return;
        }
        let finishing = game.is_trivially_won();
        let wanted = finishing || self.auto_play_due();
        if !wanted {
            return;
        }
        let pause = if finishing {
            AUTO_FINISH_SECONDS
        } else {
            AUTO_PLAY_SECONDS
        };
        if self.auto_timer < pause {
            return;
        }
        self.auto_timer = 0.0;
        let mv = if finishing {
            smart::lowest_home_move(game)
        } else {
            game.safe_home_move()
        };
        match mv.map(|mv| self.history.follow_up(mv)) {
            Some(Ok(events)) => self.after_move(events),
            _ => {
                self.auto_pending = false;
                self.home_all = false;
            }
        }
    }

    /// Whether auto-play (or Home) still has cards to send home after the
    /// last move. A move always leaves `auto_pending` set, but with
    /// auto-play off nothing plays and nothing clears it: only this says
    /// whether the table will still change by itself.
    pub(super) fn auto_play_due(&self) -> bool {
        self.auto_pending && (self.auto_play_on() || self.home_all)
    }

    /// Says "no more moves" as soon as the table has settled in a position
    /// where nothing but undo is left (once per position), whether or not
    /// auto-play is on.
    fn notice_no_moves(&mut self) {
        let settled = self.drag.is_none()
            && self.held.is_none()
            && self.panel().is_none()
            && !self.auto_play_due()
            && !self.solving
            && !self.view.is_animating();
        let game = self.history.game();
        if !settled || game.moves() == 0 || self.stuck_checked.as_ref() == Some(game) {
            return;
        }
        self.stuck_checked = Some(game.clone());
        if smart::no_moves_left(game) {
            self.open(Panel::NoMoves);
        }
    }

    fn start_celebration(&mut self) {
        let mut cards = Vec::new();
        let foundations = self.history.game().foundations().to_vec();
        for rank in (0..13).rev() {
            for f in foundations.iter() {
                if let Some(&card) = f.cards().get(rank) {
                    let pos = self.view.position(card).unwrap_or((0.0, 0.0));
                    cards.push((card, pos));
                }
            }
        }
        self.celebration = Some(Celebration::new(
            cards,
            self.hud.table,
            self.layout.card_w,
            self.layout.card_h,
        ));
    }

    /// Sends every card flying from a scattered place back to its own (for
    /// `felt bench frames`).
    pub(crate) fn scatter_cards(&mut self, seed: u64) {
        let (w, h) = self.size;
        let mut rng = SmallRng::seed_from_u64(seed);
        for (card, _) in self.layout.spots() {
            let at = (
                rng.random_range(0.0..w.max(1.0)),
                rng.random_range(0.0..h.max(1.0)),
            );
            self.view.hold(card, at);
        }
        self.view.sync(&self.layout, true);
    }

    /// Puts every card in its place at once, no flight left (for `felt
    /// bench frames`, its idle table).
    pub(crate) fn settle_cards(&mut self) {
        self.view.sync(&self.layout, false);
    }

    /// Steps the celebration and keeps its stamps for the drawing, which
    /// takes them each frame; none are kept once it is over.
    fn step_celebration(&mut self, dt: f32) {
        let Some(party) = &mut self.celebration else {
            self.stamps.clear();
            return;
        };
        self.stamps.extend(party.update(dt));
        if party.is_done() {
            self.celebration = None;
            self.stamps.clear();
            self.open_won_panel();
        }
    }

    /// The celebration's cards to stamp into its trails since the last
    /// call, where they are now.
    pub fn take_stamps(&mut self) -> Vec<(Card, f32, f32)> {
        std::mem::take(&mut self.stamps)
    }
}
