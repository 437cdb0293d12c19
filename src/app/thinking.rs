//! The solver inside the game: it analyses the position in small slices a
//! frame (the shell calls [`App::think`] for a couple of milliseconds; on
//! the web the solver's worker searches and a frame looks for its answer),
//! and from its answer come the winnability light, hints that never lead
//! into a dead end, Solve, and winnable deals on request.

use super::*;
use crate::games::words::describe;
use crate::solver::{Answer, Search};

/// Seconds a hint waits for the solver before it falls back on a guess.
pub const HINT_PATIENCE: f32 = 0.1;
/// Seconds between the moves of Solve at most (a short line).
pub const SOLVE_PACE: f32 = 0.3;
/// Seconds between the moves of Solve at least (a long line).
pub const SOLVE_FASTEST: f32 = 0.04;
/// About how long Solve takes to play a line, however long: the pace
/// quickens to fit (Klondike deal 3 took 68 seconds at one pace).
pub const SOLVE_SECONDS: f32 = 8.0;

/// The pause before each move of a line with `left` moves to go: the line
/// fits in about [`SOLVE_SECONDS`], never slower than [`SOLVE_PACE`] nor
/// faster than [`SOLVE_FASTEST`].
pub fn solve_pace(left: usize) -> f32 {
    (SOLVE_SECONDS / left.max(1) as f32).clamp(SOLVE_FASTEST, SOLVE_PACE)
}

/// What the light says about the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Light {
    Thinking,
    Winnable,
    /// It was winnable a few moves ago.
    NoLongerWinnable,
    /// It never was, as far as the solver knows.
    CantBeWon,
    /// The solver gave up within its limits.
    Unknown,
    /// No solver knows this game: hints are guesses.
    NoSolver,
    Won,
}

impl Light {
    pub fn label(self) -> &'static str {
        match self {
            Light::Thinking => "thinking…",
            Light::Winnable => "winnable",
            Light::NoLongerWinnable => "no longer winnable",
            Light::CantBeWon => "can't be won",
            Light::Unknown => "undecided",
            Light::NoSolver => "no solver",
            Light::Won => "won",
        }
    }
}

/// A search of one position.
pub(super) struct Analysis {
    pub position: Game,
    /// `None` when the answer came without a search (the rest of a known
    /// line).
    search: Option<Box<dyn Search>>,
    pub answer: Option<Answer>,
}

impl Analysis {
    fn new(game: &Game) -> Analysis {
        Analysis {
            position: game.clone(),
            search: Some(crate::platform::search(game)),
            answer: None,
        }
    }

    /// Works on the search; the answer once there is one.
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match (&self.answer, &mut self.search) {
            (Some(answer), _) => Some(answer.clone()),
            (None, Some(search)) => search.step(budget),
            (None, None) => Some(Answer::Undecided),
        }
    }

    /// An analysis already answered (the rest of a known line).
    fn answered(game: &Game, answer: Answer) -> Analysis {
        Analysis {
            position: game.clone(),
            search: None,
            answer: Some(answer),
        }
    }
}

/// Deals a hunt tries before it gives up. A game of the list finds one
/// within a few dozen: Scorpion, the least often won, wins about one
/// deal in eight, so 200 losing in a row is about a chance in 10^11.
const HUNT_TRIES: u32 = 200;

/// A hunt for a winnable deal.
pub(super) struct DealHunt {
    variant: Variant,
    candidate: Deal,
    analysis: Analysis,
    tried: u32,
    /// The daily deal of this date is being looked for.
    pub(super) daily: Option<Date>,
}

impl DealHunt {
    /// A hunt from `candidate` on.
    pub(super) fn new(candidate: Deal, daily: Option<Date>) -> DealHunt {
        DealHunt {
            variant: candidate.variant,
            candidate,
            analysis: Analysis::new(&Game::new(candidate)),
            tried: 0,
            daily,
        }
    }
}

/// A hint shown on the table: the move, and whether it comes from a
/// winning line or is only a guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    pub proven: bool,
}

impl App {
    /// The light for the position as it stands.
    pub fn light(&self) -> Light {
        if self.history.game().is_won() {
            return Light::Won;
        }
        if !self.deal.variant.info().solver {
            return Light::NoSolver;
        }
        match self.analysis.as_ref().and_then(|a| a.answer.as_ref()) {
            None => Light::Thinking,
            Some(Answer::Solved(_)) => Light::Winnable,
            Some(Answer::Undecided) => Light::Unknown,
            Some(Answer::Unwinnable) if self.winnable_depth.is_some() => Light::NoLongerWinnable,
            Some(Answer::Unwinnable) => Light::CantBeWon,
        }
    }

    /// The hint on show, if any.
    pub fn hint(&self) -> Option<Hint> {
        self.hint
    }

    /// Whether a hint waits for the solver.
    pub fn hint_waiting(&self) -> bool {
        self.hint_pending.is_some()
    }

    /// Whether a winnable deal is being looked for (and how many tried).
    pub fn hunting(&self) -> Option<u32> {
        self.hunt.as_ref().map(|h| h.tried)
    }

    /// Works on the current questions for `budget` units; the shell calls
    /// it in slices until its time for the frame is used.
    pub fn think(&mut self, budget: u32) {
        if self.paused() {
            return;
        }
        if let Some(hunt) = &mut self.hunt {
            if let Some(answer) = hunt.analysis.step(budget) {
                let winnable = matches!(answer, Answer::Solved(_));
                if winnable {
                    let deal = hunt.candidate;
                    let daily = hunt.daily;
                    let analysis = Analysis::answered(&hunt.analysis.position, answer);
                    self.hunt = None;
                    self.start(deal);
                    if let Some(date) = daily {
                        self.found_daily(deal, date);
                    }
                    self.analysis = Some(analysis);
                    self.known_winnable();
                } else if hunt.tried + 1 >= HUNT_TRIES {
                    // No deal of this game seems winnable (a player's own
                    // description may have none): the last one tried is
                    // dealt, and the player told.
                    let deal = hunt.candidate;
                    self.start(deal);
                    self.say(format!(
                        "no winnable deal of {} in {HUNT_TRIES} tried: this one may not be winnable",
                        deal.variant.title()
                    ));
                } else {
                    hunt.tried += 1;
                    let next = next_number(hunt.variant, hunt.candidate.number);
                    hunt.candidate = Deal {
                        variant: hunt.variant,
                        number: next,
                    };
                    hunt.analysis = Analysis::new(&Game::new(hunt.candidate));
                }
            }
            return;
        }
        self.follow_position();
        let Some(analysis) = &mut self.analysis else {
            return;
        };
        if analysis.answer.is_none() {
            analysis.answer = analysis.step(budget);
            if let Some(answer) = analysis.answer.clone() {
                self.on_answer(answer);
            }
        }
    }

    /// True while the solver has work to do (the shell may stop calling
    /// `think` otherwise).
    pub fn wants_thinking(&self) -> bool {
        // Paused, the solver rests too (and no hunt deals behind the pause).
        !self.paused() && self.wants_thinking_unpaused()
    }

    fn wants_thinking_unpaused(&self) -> bool {
        self.hunt.is_some()
            || self
                .analysis
                .as_ref()
                .is_none_or(|a| a.answer.is_none() || a.position != *self.history.game())
    }

    /// Keeps the analysis on the position shown: a known line carries over
    /// when the position is further along it; otherwise a new search.
    fn follow_position(&mut self) {
        let game = self.history.game();
        if game.is_won() {
            self.analysis = None;
            return;
        }
        if self.analysis.as_ref().is_some_and(|a| a.position == *game) {
            return;
        }
        if let Some(Analysis {
            position,
            answer: Some(Answer::Solved(line)),
            ..
        }) = &self.analysis
        {
            let mut along = position.clone();
            for (k, mv) in line.iter().enumerate() {
                if along.play(*mv).is_err() {
                    break;
                }
                if along == *game {
                    let rest = Answer::Solved(line[k + 1..].to_vec());
                    self.analysis = Some(Analysis::answered(game, rest));
                    self.known_winnable();
                    return;
                }
            }
        }
        self.analysis = Some(Analysis::new(game));
    }

    /// The position on the table is known to be winnable: it is the one
    /// to go back to, and a loss after it is news again.
    fn known_winnable(&mut self) {
        self.winnable_depth = Some(self.history.depth());
        self.loss_told = false;
    }

    pub(super) fn on_answer(&mut self, answer: Answer) {
        match answer {
            Answer::Solved(_) => self.known_winnable(),
            // Said once per loss: every later position of a lost game is
            // lost too, and the light keeps saying so.
            Answer::Unwinnable => {
                if self.winnable_behind()
                    && !self.loss_told
                    && self.panel.is_none()
                    && !self.solving
                {
                    self.loss_told = true;
                    self.open(Panel::Lost);
                }
            }
            Answer::Undecided => {}
        }
        if self.hint_pending.is_some() {
            self.show_hint();
        }
    }

    /// H, the Hint button: shows a move from a winning line when one is
    /// known; otherwise waits a moment for the solver, then guesses.
    pub(super) fn ask_hint(&mut self) {
        self.hint = None;
        self.hint_pending = Some(0.0);
        if self
            .analysis
            .as_ref()
            .is_some_and(|a| a.answer.is_some() && a.position == *self.history.game())
        {
            self.show_hint();
        }
    }

    /// Called each frame while a hint waits.
    pub(super) fn wait_for_hint(&mut self, dt: f32) {
        if let Some(waited) = &mut self.hint_pending {
            *waited += dt;
            if *waited >= HINT_PATIENCE {
                self.show_hint();
            }
        }
    }

    fn show_hint(&mut self) {
        self.hint_pending = None;
        let game = self.history.game();
        let known = match self.analysis.as_ref() {
            Some(a) if a.position == *game => a.answer.clone(),
            _ => None,
        };
        self.hint = match known {
            Some(Answer::Solved(line)) => line.first().map(|mv| Hint {
                mv: *mv,
                proven: true,
            }),
            _ => guess(game).map(|mv| Hint { mv, proven: false }),
        };
        match (&self.hint, self.light()) {
            (Some(h), _) if h.proven => self.say(format!("hint: {}", describe(game, h.mv))),
            (Some(h), _) => self.say(format!("hint (a guess): {}", describe(game, h.mv))),
            (None, _) => self.say("no move left".into()),
        }
    }

    /// Solve: plays the rest of the game from the known winning line.
    pub(super) fn ask_solve(&mut self) {
        self.panel = None;
        if !self.deal.variant.info().solver {
            self.say(format!("no solver plays {} yet", self.deal.variant.title()));
            return;
        }
        self.solving = true;
        self.solve_rush = false;
        self.solve_pace = None;
        self.assisted = true;
        self.solve_timer = 0.0;
        self.say("solving… (a click or Space finishes at once, Esc stops)".into());
    }

    /// A click on the table, or a key that would play a card (Space,
    /// Enter, S, D), while Solve plays: the rest of the line is played at
    /// once (as soon as the solver has it).
    pub(super) fn rush_solve(&mut self) {
        self.solve_rush = true;
        self.step_solve(0.0);
    }

    /// One move of Solve when its time comes.
    pub(super) fn step_solve(&mut self, dt: f32) {
        if !self.solving {
            return;
        }
        if self.history.game().is_won() {
            self.solving = false;
            return;
        }
        self.solve_timer += dt;
        let game = self.history.game();
        let answer = match self.analysis.as_ref() {
            Some(a) if a.position == *game => a.answer.clone(),
            _ => None,
        };
        match answer {
            None => {} // still thinking
            Some(Answer::Solved(line)) if self.solve_rush => {
                // The whole line now: the cards fly to their last places.
                for mv in line {
                    if !self.play(mv) {
                        break;
                    }
                }
                self.solving = false;
            }
            Some(Answer::Solved(line)) => {
                // At a pace that fits the line in a few seconds, set by its
                // length when Solve first has it: on a long line a card
                // leaves before the last has landed.
                let pace = *self.solve_pace.get_or_insert(solve_pace(line.len()));
                if self.solve_timer < pace {
                    return;
                }
                self.solve_timer = 0.0;
                if let Some(mv) = line.first() {
                    self.play(*mv);
                }
            }
            Some(_) => {
                self.solving = false;
                self.say("this game can't be solved from here".into());
            }
        }
    }

    /// Whether a position known to be winnable lies behind this one in
    /// the undo history.
    pub(super) fn winnable_behind(&self) -> bool {
        self.winnable_depth
            .is_some_and(|depth| depth < self.history.depth())
    }

    /// Moves made since the last position known to be winnable.
    pub(super) fn moves_since_winnable(&self) -> Option<usize> {
        let depth = self.winnable_depth?;
        self.history.depth().checked_sub(depth)
    }

    /// Goes back to the last position known to be winnable.
    /// As an undo does, it stops what goes on by itself (auto-play, the
    /// rest of a Home, Solve) and lets go of held cards: nothing plays on
    /// from the table gone back to.
    pub(super) fn back_to_winnable(&mut self) {
        self.panel = None;
        self.held = None;
        self.solving = false;
        self.auto_pending = false;
        self.home_all = false;
        if let Some(depth) = self.winnable_depth {
            while self.history.depth() > depth && self.history.undo() {}
        }
    }

    /// A new deal: checked first when only winnable deals are wanted.
    pub(super) fn deal_new(&mut self, variant: Variant) {
        let variant = variant.with_scoring(self.settings.scoring);
        let number = self.random_number(variant);
        if !self.settings.winnable_only || !variant.info().solver {
            self.start(Deal { variant, number });
            if self.settings.winnable_only {
                self.say(format!(
                    "no solver checks {} deals yet: this one may not be winnable",
                    variant.title()
                ));
            }
            return;
        }
        self.hunt = Some(DealHunt::new(Deal { variant, number }, None));
    }
}

/// The next deal number to try in a hunt.
fn next_number(variant: Variant, number: u64) -> u64 {
    let range = variant.deal_range();
    if number >= (*range.end()).min(1_000_000_000) {
        *range.start()
    } else {
        number + 1
    }
}

/// A move for a hint when no winning line is known: home first, then what
/// turns a card or empties a column, then any column move, then the stock.
pub fn guess(game: &Game) -> Option<Move> {
    let moves = game.legal_moves();
    let score = |mv: &Move| -> i32 {
        match *mv {
            Move::Draw => 1,
            Move::Pair { .. } => 50,
            Move::Transfer { from, to, count } => {
                let pile = game.pile(from);
                let uncovers = pile.is_some_and(|p| {
                    let rest = p.len() - count as usize;
                    rest > 0 && rest == p.face_down()
                        || rest == 0 && matches!(from, PileId::Column(_))
                });
                let whole_king_shuffle = pile.is_some_and(|p| p.len() == count as usize)
                    && matches!((from, to), (PileId::Column(_), PileId::Column(_)));
                // A card onto one of its own suit keeps a run (Spider).
                let own_suit = {
                    let moved = pile.and_then(|p| p.top_cards(count as usize)?.first().copied());
                    let under = game.pile(to).and_then(|p| p.top());
                    moved.zip(under).is_some_and(|(m, u)| m.suit() == u.suit())
                };
                match to {
                    _ if whole_king_shuffle => 0,
                    PileId::Foundation(_) => 50,
                    _ if uncovers => 40,
                    PileId::Column(_) if matches!(from, PileId::Waste | PileId::FreeCell(_)) => 30,
                    PileId::Column(_) if own_suit => 25,
                    PileId::Column(_) => 20,
                    PileId::FreeCell(_) => 5,
                    _ => 1,
                }
            }
        }
    };
    moves
        .iter()
        .max_by_key(|mv| score(mv))
        .copied()
        .filter(|mv| score(mv) > 0)
}
