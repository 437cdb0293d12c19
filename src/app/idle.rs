//! What the shell needs to draw nothing at rest (issue 14): whether
//! anything moves or thinks by itself, and when what is shown next changes
//! with time alone. A table at rest is drawn once and then waits for the
//! player, waking only when the clock's second turns or a message goes.

use super::*;
use crate::input::RawEvent;

/// Real seconds a frame may step beyond the wait it asked for: a wake a
/// little late still keeps the clock's time, but a laptop that slept for
/// an hour does not add the hour.
pub(crate) const LATE_SECONDS: f64 = 1.0;

/// The longest step [`App::update`] takes whole (it clamps longer ones).
const STEP: f64 = 0.25;

/// When the shell should draw the next frame by itself, input aside.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NextFrame {
    /// Something moves or thinks: the next frame at once.
    Now,
    /// Nothing moves, but what is shown changes in this many seconds: the
    /// clock's next second, a message going.
    After(f32),
    /// Nothing moves, and the solver's worker searches beside the page
    /// (the web): its answer wakes the page as input does. Sooner, in
    /// this many seconds, the clock's next second, a message going or a
    /// hint's patience running out.
    Answer(Option<f32>),
    /// Nothing changes until the player does something.
    Input,
}

impl NextFrame {
    /// Its name in the page's published state, where the web test reads
    /// when the page has come to rest.
    pub fn label(self) -> &'static str {
        match self {
            NextFrame::Now => "now",
            NextFrame::After(_) => "timer",
            NextFrame::Answer(_) => "answer",
            NextFrame::Input => "input",
        }
    }

    /// The most real time the frame after this one should step: the wait
    /// asked for and [`LATE_SECONDS`] more. Longer was the machine asleep,
    /// not time played (the clock ran on little more than a frame then,
    /// when every frame was drawn).
    pub fn longest_step(self) -> f64 {
        match self {
            NextFrame::After(seconds) | NextFrame::Answer(Some(seconds)) => {
                seconds as f64 + LATE_SECONDS
            }
            NextFrame::Now | NextFrame::Answer(None) | NextFrame::Input => LATE_SECONDS,
        }
    }
}

impl App {
    /// Whether the solver's answer is awaited: it thinks (a game not won),
    /// a hint waits for it, or a hunt for a winnable deal goes on. In
    /// process the frames do its work; a worker's answer wakes the page.
    fn awaits_solver(&self) -> bool {
        // Once won there is no position left to think about (the solver's
        // wish stays up then, with nothing to do).
        self.hint_pending.is_some()
            || self.hunt.is_some()
            || (!self.history.game().is_won() && self.wants_thinking())
    }

    /// Whether anything but the solver wants the next frame at once: cards
    /// flying or dragged, the celebration, auto-play or auto-finish on
    /// their way, Solve.
    fn is_moving(&self) -> bool {
        let game = self.history.game();
        let won = game.is_won();
        // The same test as `step_automatic`: only then does a frame play.
        // Paused, nothing plays by itself, so nothing waits for a frame.
        let automatic = !won && !self.paused() && (game.is_trivially_won() || self.auto_play_due());
        // A won game starts its celebration once the last card lands.
        let party_due = won && !self.celebrated && self.panel().is_none();
        self.view.is_animating()
            || self.panel_motion.is_moving(self.panel().is_some())
            || self.drag.is_some()
            || self.celebration.is_some()
            || party_due
            || automatic
            || self.solving
    }

    /// Seconds until the shown clock turns to its next second, while it
    /// runs (a game with moves, not won, no panel open).
    pub(crate) fn next_tick(&self) -> Option<f32> {
        let game = self.history.game();
        let runs = game.moves() > 0 && !game.is_won() && self.panel().is_none();
        runs.then(|| (1.0 - self.clock.fract()) as f32)
    }

    /// When the shell should draw next without input: at once while busy,
    /// else at the clock's next second or when the message goes, else only
    /// on input.
    pub fn next_frame(&self) -> NextFrame {
        self.next_frame_when(crate::platform::SEARCHES_ELSEWHERE)
    }

    /// [`App::next_frame`], where `searches_elsewhere` says whether a
    /// worker searches beside the page (so the tests can ask for either).
    fn next_frame_when(&self, searches_elsewhere: bool) -> NextFrame {
        let awaited = self.awaits_solver();
        if self.is_moving() || (awaited && !searches_elsewhere) {
            return NextFrame::Now;
        }
        let message = self.message.as_ref().map(|(_, ttl)| ttl.max(0.0));
        let patience =
            (self.hint_pending).map(|waited| (thinking::HINT_PATIENCE - waited).max(0.0));
        let soonest = [self.next_tick(), message, patience]
            .into_iter()
            .flatten()
            .reduce(f32::min);
        match soonest {
            _ if awaited => NextFrame::Answer(soonest),
            Some(t) => NextFrame::After(t),
            None => NextFrame::Input,
        }
    }

    /// One frame's time and input, in the order they came: the time since
    /// the last frame first (the shell bounds it with
    /// [`NextFrame::longest_step`]), then the window's events and the
    /// pad's intents that ended the wait. So what the input starts starts
    /// in this frame: a card it sends flying is drawn leaving, not already
    /// landed, and a clock it starts (the first move) or lets go on (the
    /// end of a pause) does not count the second of waiting before it.
    pub fn frame(
        &mut self,
        seconds: f64,
        events: impl IntoIterator<Item = RawEvent>,
        intents: impl IntoIterator<Item = Intent>,
    ) {
        self.advance(seconds);
        self.take_events(events);
        self.take_pad_intents(intents);
    }

    /// Moves time on by `seconds` of real time, which after a wait is more
    /// than `update` takes whole: in steps it takes, so a clock woken once a
    /// second keeps time. The shell bounds it with
    /// [`NextFrame::longest_step`].
    pub fn advance(&mut self, seconds: f64) {
        let mut left = seconds.max(0.0);
        loop {
            let step = left.min(STEP);
            self.update(step as f32);
            left -= step;
            if left <= 1e-9 {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn klondike_app(text: &str) -> App {
        let deal = Deal::new(crate::games::GAMES[0].variant, 1).unwrap();
        let mut app = App::new(deal, Settings::default(), 1280.0, 720.0, 7);
        app.history =
            History::new(Game::parse_partial(crate::games::GAMES[0].variant, text).unwrap());
        app.relayout(false);
        app
    }

    /// Whether the next frame is wanted at once (natively, where the
    /// frames do the solver's work).
    fn busy(app: &App) -> bool {
        app.next_frame() == NextFrame::Now
    }

    /// Steps frames of 1/60 s while busy (the solver given its slices);
    /// false if it never settled.
    fn settle(app: &mut App) -> bool {
        for _ in 0..2000 {
            if !busy(app) {
                return true;
            }
            app.update(1.0 / 60.0);
            if app.wants_thinking() {
                app.think(4096);
            }
        }
        false
    }

    const TABLE: &str = "t0: [2C] 9H\nt1: TC\nt2: [4D] KS\nstock: 3D 8S";

    #[test]
    fn a_table_at_rest_wants_no_frames_until_input() {
        let mut app = klondike_app(TABLE);
        assert!(busy(&app), "the solver first looks at the deal");
        assert!(settle(&mut app), "it settles");
        assert_eq!(app.next_frame(), NextFrame::Input, "no moves: no clock");
    }

    #[test]
    fn a_card_in_flight_wants_frames_and_the_running_clock_its_next_second() {
        let mut app = klondike_app(TABLE);
        assert!(settle(&mut app));
        assert!(app.play(Move::one(PileId::Column(0), PileId::Column(1))));
        assert!(app.view().is_animating());
        assert_eq!(app.next_frame(), NextFrame::Now, "a card flies");
        assert!(settle(&mut app));
        // The clock runs now: a wake at its next second, no sooner.
        app.message = None;
        let NextFrame::After(wait) = app.next_frame() else {
            panic!("the clock runs: {:?}", app.next_frame());
        };
        assert!(wait > 0.0 && wait <= 1.0, "{wait}");
        let before = app.seconds();
        app.advance(wait as f64 + 0.01);
        assert_eq!(
            app.seconds(),
            before + 1,
            "woken, the clock shows the next second"
        );
        // A panel stops the clock: once it has opened, nothing to draw
        // until input.
        app.intent(Intent::Help);
        assert_eq!(app.next_frame(), NextFrame::Now, "the panel opens");
        app.advance(0.5);
        assert_eq!(app.next_frame(), NextFrame::Input);
    }

    #[test]
    fn a_message_wakes_the_table_when_it_goes() {
        let mut app = klondike_app(TABLE);
        assert!(settle(&mut app));
        app.notify("hello".into());
        let next = app.next_frame();
        assert_eq!(next, NextFrame::After(6.0));
        app.advance(6.01_f64.min(next.longest_step()));
        assert_eq!(app.message(), None);
        assert_eq!(app.next_frame(), NextFrame::Input);
    }

    #[test]
    fn a_second_of_real_time_after_a_wait_runs_the_clock_a_second() {
        let mut app = klondike_app(TABLE);
        assert!(app.play(Move::one(PileId::Column(0), PileId::Column(1))));
        assert!(settle(&mut app));
        let start = app.clock;
        app.advance(1.0);
        assert!(
            (app.clock - start - 1.0).abs() < 1e-6,
            "one update alone would clamp to 0.25"
        );
        let next = app.next_frame();
        let NextFrame::After(wait) = next else {
            panic!("the clock runs: {next:?}");
        };
        app.advance(3600.0_f64.min(next.longest_step()));
        let played = app.clock - start - 1.0;
        assert!(
            played <= wait as f64 + LATE_SECONDS + 1e-6,
            "an hour asleep is not played"
        );
    }

    #[test]
    fn input_after_a_wait_starts_in_its_frame_and_the_wait_is_not_played() {
        use crate::input::keys::KeyPress;
        use macroquad::input::KeyCode;
        let key = |k| RawEvent::Key(KeyPress::plain(k));
        let mut app = klondike_app(TABLE);
        assert!(settle(&mut app));
        assert_eq!(app.next_frame(), NextFrame::Input);
        // The player comes back after a long wait (the shell steps at most
        // a second of it) and draws.
        let wait = NextFrame::Input.longest_step();
        app.frame(wait, [key(KeyCode::D)], []);
        assert_eq!(app.game().moves(), 1);
        assert_eq!(app.seconds(), 0, "the clock starts at the draw");
        assert!(app.view().is_animating(), "the card is drawn leaving");
        assert!(settle(&mut app));
        // Paused a long while, the key that goes on does not count it.
        app.intent(Intent::Pause);
        assert!(settle(&mut app));
        let paused_at = app.clock;
        app.frame(wait, [key(KeyCode::Q)], []);
        assert!(!app.paused());
        assert_eq!(app.clock, paused_at, "no second of the pause played");
    }

    #[test]
    fn dragging_asking_for_a_hint_and_solving_are_busy() {
        let mut app = klondike_app(TABLE);
        assert!(settle(&mut app));
        let r = app.layout().spot("9H".parse().unwrap()).unwrap().rect;
        app.pointer_down(r.x + 5.0, r.y + 5.0);
        app.pointer_move(r.x + 40.0, r.y + 40.0);
        assert!(busy(&app), "a card in the hand");
        app.pointer_up(r.x + 40.0, r.y + 40.0);
        assert!(settle(&mut app));
        app.intent(Intent::Hint);
        app.hint_pending = Some(0.0);
        assert!(busy(&app), "a hint waits");
        assert!(settle(&mut app));
        app.solving = true;
        assert!(busy(&app), "Solve plays on");
    }

    #[test]
    fn beside_a_worker_the_page_rests_while_the_solver_searches() {
        let mut app = klondike_app(TABLE);
        assert!(app.wants_thinking(), "the deal is being looked at");
        assert_eq!(app.next_frame_when(false), NextFrame::Now, "in process");
        assert_eq!(
            app.next_frame_when(true),
            NextFrame::Answer(None),
            "the worker's answer wakes the page"
        );
        app.intent(Intent::Hint);
        app.hint_pending = Some(0.04);
        let NextFrame::Answer(Some(wait)) = app.next_frame_when(true) else {
            panic!("a hint waits: {:?}", app.next_frame_when(true));
        };
        assert!(
            (wait - (thinking::HINT_PATIENCE - 0.04)).abs() < 1e-6,
            "{wait}"
        );
        assert!(settle(&mut app));
        assert!(app.hint().is_some());
        assert_eq!(
            app.next_frame_when(true),
            NextFrame::After(app.message.as_ref().unwrap().1),
            "answered: only the hint's message wants a frame, when it goes"
        );
        assert!(app.play(Move::one(PileId::Column(0), PileId::Column(1))));
        assert_eq!(app.next_frame_when(true), NextFrame::Now, "a card flies");
    }

    #[test]
    fn a_won_game_celebrates_then_rests() {
        let mut app = klondike_app(
            "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\nf1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH\n\
             f2: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\nf3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD\n\
             t0: KS QD\nt1: KH\nt2: KC\nt3: KD",
        );
        assert!(busy(&app), "it finishes itself");
        let mut frames = 0;
        while busy(&app) && frames < 100_000 {
            app.update(1.0 / 60.0);
            app.take_stamps();
            frames += 1;
        }
        assert!(app.game().is_won(), "{frames}");
        assert!(matches!(app.panel(), Some(Panel::Won { .. })));
        assert_eq!(
            app.next_frame(),
            NextFrame::Input,
            "won: the clock has stopped"
        );
    }
}
