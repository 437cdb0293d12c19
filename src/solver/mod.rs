//! Solvers: searches over a game's positions, plain Rust beside the model
//! (no macroquad, no clock, no printing). A search is an object worked in
//! slices with [`Search::step`], so the game can think for a couple of
//! milliseconds a frame and the answer is the same whatever the slice size.
//! On the web the same searches run in the solver's worker
//! (`src/bin/felt-solver.rs`), in slices between its messages ([`message`]).
//!
//! This module is also the solvers' registry: [`search`] and
//! [`Limits::for_game`] are the one place outside `src/games` that names
//! the games, because the games (below the solvers) cannot name their
//! solvers. A game with a solver adds its arm here.

pub mod acesup;
pub mod bakersdozen;
pub mod clock;
#[cfg(test)]
mod differential;
pub(crate) mod engine;
mod face;
pub mod fortyeight;
pub mod freecell;
pub mod generic;
pub mod golf;
pub mod gypsy;
pub mod klondike;
mod matching;
pub mod message;
pub mod mod3;
mod packed;
mod pair;
pub mod pyramid;
pub mod simplesimon;
pub mod spider;
#[cfg(test)]
mod testing;
mod tree;
pub mod tripeaks;
pub mod yukon;

use crate::games::described::vocabulary::Solver;
use crate::games::Game;
use crate::model::moves::Move;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A winning line: moves that replay through `Game::play` to a win,
    /// every move listed (draws and moves home included).
    Solved(Vec<Move>),
    /// Every line was searched: the game cannot be won from here.
    Unwinnable,
    /// The limits were reached before an answer.
    Undecided,
}

/// How far a search may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Positions the search may keep (its transposition table); this caps
    /// memory. Past it the answer is `Undecided`.
    pub max_states: usize,
    /// How long a search whose memory does not grow with its work may go
    /// on (Spider's beam keeps one segment's positions at a time).
    pub effort: Effort,
}

/// How long a search that keeps little may work: the work of most
/// searches is the positions they keep, and `max_states` bounds both;
/// Spider's beam would stop at a memory limit it is far from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effort {
    /// No more expansions than `max_states`: the game (whose light must
    /// settle) and a command line without a time limit.
    Capped,
    /// Until the caller stops it (a command line's time limit), within a
    /// bound of its own that keeps its memory small.
    UntilStopped,
}

/// Positions an in-game search may keep: enough for nearly every position,
/// small enough for a phone's browser.
pub const GAME_LIMITS: Limits = Limits::states(400_000);

impl Default for Limits {
    fn default() -> Limits {
        Limits::states(2_000_000)
    }
}

impl Limits {
    /// At most `max_states` positions kept, and as much work.
    pub const fn states(max_states: usize) -> Limits {
        Limits {
            max_states,
            effort: Effort::Capped,
        }
    }

    /// The limit when none is given (the command line). FreeCell's hardest
    /// deal of 1–1,000,000 (581546) takes 2.3 million positions (about
    /// 145 MB);
    /// Klondike keeps the default, which holds it under 256 MB
    /// ([`klondike::MAX_STATES_256_MB`]); Spider's keys take as much
    /// ([`spider::MAX_STATES_256_MB`]).
    pub fn for_game(game: &Game) -> Limits {
        match game {
            // Aces Up's unwinnable deals are searched to the end, some past
            // ten million positions; 12 million keep the table under 256 MB.
            Game::AcesUp(_) => Limits::states(12_000_000),
            Game::TriPeaks(_) | Game::Pyramid(_) => Limits::default(),
            Game::GrandfathersClock(_) | Game::Mod3(_) => Limits::default(),
            Game::Described(d) => match d.description().solver {
                Solver::Generic => Limits::default(),
                // The best-first search keeps each open position whole
                // (about 200 bytes): a million stay under 256 MB.
                Solver::FortyEight => Limits::states(1_000_000),
                // Gypsy's positions are larger, each with its column
                // hashes. The cap is there for memory, not time: a second
                // reaches about 1.2 million positions on these machines (a
                // sweep's p99; 1.31 million at most). Of the 50 deals of
                // 1-1000 a loaded second left undecided, 1.5 million won 6
                // (137 363 373 387 588 777; 1.3 million had won 137, 387
                // and 777), the largest search peaking at 203 MB.
                Solver::Gypsy => Limits::states(1_500_000),
                // Golf's unwinnable deals are searched to the end; the
                // longest of deals 1-2000 keep about 2 million positions.
                Solver::Golf => Limits::states(6_000_000),
                Solver::Klondike => Limits::default(),
                Solver::Spider => Limits::states(spider::MAX_STATES_256_MB),
                Solver::SimpleSimon | Solver::BakersDozen => Limits::default(),
                // Yukon's best-first search keeps its positions whole: deals
                // 1-1000 at 1.5 million peaked at 197 MB. A second reaches more
                // than a million now; 1.5 million decide 959 of 1-1000, a
                // million 956.
                Solver::Yukon => Limits::states(1_500_000),
                Solver::FreeCell => Limits::states(3_000_000),
            },
        }
    }
}

/// A search in progress.
pub trait Search: Send {
    /// Works for at most `budget` units (position expansions), then
    /// returns `None` if still undecided, or the answer once decided. After
    /// the answer, further calls return it again.
    fn step(&mut self, budget: u32) -> Option<Answer>;

    /// Positions examined so far.
    fn states(&self) -> usize;
}

/// A search for the game's variant, from its current position.
pub fn search(game: &Game, limits: Limits) -> Box<dyn Search> {
    match game {
        Game::TriPeaks(t) => Box::new(tripeaks::TriPeaksSearch::new(t, limits)),
        Game::Pyramid(p) => Box::new(pyramid::PyramidSearch::new(p, limits)),
        Game::AcesUp(a) => Box::new(acesup::AcesUpSearch::new(a, limits)),
        Game::GrandfathersClock(c) => Box::new(clock::ClockSearch::new(c, limits)),
        Game::Mod3(m) => Box::new(mod3::Mod3Search::new(m, limits)),
        // A description's moves are the vocabulary's: the generic solver
        // searches them through the game itself.
        Game::Described(d) => match d.description().solver {
            Solver::Generic => Box::new(generic::GenericSearch::new(game, limits)),
            Solver::FortyEight => Box::new(fortyeight::FortyEightSearch::new(d, limits)),
            Solver::Gypsy => Box::new(gypsy::GypsySearch::new(d, limits)),
            Solver::Golf => Box::new(golf::GolfSearch::new(d, limits)),
            Solver::Klondike => Box::new(klondike::KlondikeSearch::new(d, limits)),
            Solver::Spider => Box::new(spider::SpiderSearch::new(d, limits)),
            Solver::SimpleSimon => Box::new(simplesimon::SimpleSimonSearch::new(d, limits)),
            Solver::BakersDozen => Box::new(bakersdozen::BakersDozenSearch::new(d, limits)),
            Solver::Yukon => Box::new(yukon::YukonSearch::new(d, limits)),
            Solver::FreeCell => Box::new(freecell::FreeCellSearch::new(d, limits)),
        },
    }
}

/// Runs a search to its end (for the command line and tests; the game
/// steps it in slices instead).
pub fn solve(game: &Game, limits: Limits) -> Answer {
    let mut search = search(game, limits);
    loop {
        if let Some(answer) = search.step(10_000) {
            return answer;
        }
    }
}
