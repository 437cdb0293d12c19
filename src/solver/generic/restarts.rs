//! Depth-first runs begun again and again, each trying its children in
//! an order of its own: the estimate with a little noise drawn from the
//! position's key and the run's seed ([`Flat::seeded`]). A depth-first
//! search's time to a win is heavy-tailed: a wrong early choice holds it
//! in a space of millions of positions below, while another order of
//! nearly equal children wins in a few thousand. So the runs are short,
//! their sizes in positions the Luby sequence times [`UNIT`] (1, 1, 2, 1,
//! 1, 2, 4, ...: within a small factor of the best fixed size whatever
//! that is), each with a table of its own.
//!
//! A run that goes through every position reachable without filling its
//! table proves the deal lost as the unseeded search would: the noise
//! only orders the children, it leaves none out. A run cut short proves
//! nothing, and its work is lost: the unseeded search beside it
//! ([`super::GenericSearch`]) is the one that goes on to the end.

use super::flat::{Flat, Step};
use crate::solver::engine::depth::DepthFirst;
use crate::solver::engine::{Outcome, Resumable};

/// Positions of the shortest run. At 800,000 expansions a deal (about
/// a second), Streets and Alleys deals 1-200 / 20001-20200 left 11/17
/// undecided with it; 1,000, 11/16; 2,000, 11/17; 8,000, 10/19. The
/// split of the work was tried too: the runs and the beam a third each
/// (11/17), a quarter each (11/19), a sixth each (11/19).
const UNIT: usize = 4_000;

/// The `i`-th term (from 1) of the Luby sequence: 1, 1, 2, 1, 1, 2, 4, 1,
/// 1, 2, 1, 1, 2, 4, 8, ...
fn luby(mut i: u64) -> u64 {
    loop {
        // The smallest k with i <= 2^k - 1.
        let k = 64 - i.leading_zeros();
        if i == (1 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

/// The runs: the one going, and how many were begun.
pub(super) struct Restarts {
    start: Box<Flat>,
    run: DepthFirst<Flat>,
    runs: u64,
    max_states: usize,
}

impl Restarts {
    /// Runs from `start`, none keeping more than `max_states` positions.
    pub(super) fn new(start: &Flat, max_states: usize) -> Restarts {
        Restarts {
            start: Box::new(start.clone()),
            run: Restarts::run(start, 1, max_states),
            runs: 1,
            max_states,
        }
    }

    fn run(start: &Flat, n: u64, max_states: usize) -> DepthFirst<Flat> {
        let size = (luby(n) as usize).saturating_mul(UNIT);
        DepthFirst::new(start.seeded(n), size.min(max_states))
    }

    /// Positions the run going keeps.
    pub(super) fn states(&self) -> usize {
        self.run.states()
    }

    /// At most `budget` expansions: a win, or a proof that the deal is
    /// lost (a run that went through everything), or `Going`.
    pub(super) fn advance(&mut self, budget: u32) -> Outcome<Step> {
        match self.run.advance(budget) {
            Outcome::Full => {
                self.runs += 1;
                self.run = Restarts::run(&self.start, self.runs, self.max_states);
                Outcome::Going
            }
            outcome => outcome.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{luby, Restarts};
    use crate::games::{Deal, Game, Variant};
    use crate::solver::engine::Outcome;
    use crate::solver::generic::flat::{line, Flat};

    #[test]
    fn the_luby_sequence_doubles_after_each_repeat_of_what_came_before() {
        let terms: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }

    fn streets(number: u64) -> Game {
        let variant: Variant = "streetsandalleys".parse().unwrap();
        Game::new(Deal::new(variant, number).unwrap())
    }

    /// The runs until one decides, within some slices.
    fn decide(game: &Game) -> Outcome<super::Step> {
        let mut runs = Restarts::new(&Flat::of(game).expect("flat"), 1_000_000);
        for _ in 0..1000 {
            match runs.advance(1000) {
                Outcome::Going => {}
                decided => return decided,
            }
        }
        Outcome::Going
    }

    /// The noise orders the children and leaves none out, so a run that
    /// goes through every position proves the deal lost, as the unseeded
    /// search does (Streets and Alleys deal 2, lost in a few hundred
    /// positions); on a won deal (1) a run wins, and its line replays.
    #[test]
    fn a_run_proves_a_lost_deal_lost_and_wins_a_won_one() {
        assert_eq!(decide(&streets(2)), Outcome::Exhausted);
        let game = streets(1);
        let Outcome::Won(steps) = decide(&game) else {
            panic!("deal 1 not won");
        };
        let mut g = game.clone();
        assert!(line(&steps).into_iter().all(|mv| g.play(mv).is_ok()));
        assert!(g.is_won());
    }
}
