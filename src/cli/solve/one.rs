//! Solving one game within a limit of positions or of time. The solver never
//! reads the clock; for a time limit the search is stepped in slices and the
//! clock checked between them.

use std::time::{Duration, Instant};

use super::args::{Limit, Solver};
use crate::cli::interrupt;
use crate::games::Game;
use crate::solver::generic::{GenericSearch, Strategy};
use crate::solver::{self, Answer, Effort, Limits};

/// Positions expanded between looks at the clock: small enough to stop
/// within a millisecond or so of the limit.
const SLICE: u32 = 256;

/// An answer and how long it took.
pub(crate) struct Timed {
    pub(crate) answer: Answer,
    pub(crate) elapsed: Duration,
    /// Positions the search stored.
    pub(crate) states: usize,
}

pub(crate) fn solve(game: &Game, limit: Option<Limit>, solver: Solver) -> Timed {
    let started = Instant::now();
    let limits = match limit {
        Some(Limit::States(max_states)) => Limits::states(max_states),
        // The clock stops the search: a search that keeps little may use
        // the whole time.
        Some(Limit::Time(_)) => Limits {
            effort: Effort::UntilStopped,
            ..Limits::for_game(game)
        },
        None => Limits::for_game(game),
    };
    let deadline = match limit {
        Some(Limit::Time(most)) => Some(most),
        _ => None,
    };
    let mut search = match solver {
        Solver::Tuned => solver::search(game, limits),
        Solver::Generic => Box::new(GenericSearch::new(game, limits)),
        Solver::GenericBest => Box::new(GenericSearch::with(game, limits, Strategy::BestFirst)),
    };
    let answer = loop {
        if let Some(answer) = search.step(SLICE) {
            break answer;
        }
        // Ctrl+C in a `--summary` run (see `interrupt`) stops a long deal too.
        if deadline.is_some_and(|most| started.elapsed() >= most) || interrupt::asked() {
            break Answer::Undecided;
        }
    };
    Timed {
        answer,
        elapsed: started.elapsed(),
        states: search.states(),
    }
}

/// True when the moves replay through the model's own `play` to a win.
pub(crate) fn replays_to_win(start: &Game, moves: &[crate::model::moves::Move]) -> bool {
    let mut game = start.clone();
    moves.iter().all(|&mv| game.play(mv).is_ok()) && game.is_won()
}

/// The exit status for an answer: 0 solved, 1 proven unwinnable, 2 undecided.
pub(crate) fn status(answer: &Answer) -> i32 {
    match answer {
        Answer::Solved(_) => 0,
        Answer::Unwinnable => 1,
        Answer::Undecided => 2,
    }
}
