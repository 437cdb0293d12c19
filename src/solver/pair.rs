//! Two searches of one pass run as one: Simple Simon's pruned passes and
//! Baker's Dozen's first pass pair a depth-first search with a best-first
//! one, each of which finds wins the other is slow to.

use super::{Answer, Search};

/// Two searches of one pass taking turns, an expansion each, so the
/// answer does not depend on the slices. A win of either is the answer;
/// either exhausting the pass's moves ends the pass. On the eight Simple
/// Simon deals that two best-first searches left undecided at 1 s, depth
/// first (children best first) found six within 35,000 positions, and
/// best first needed over 100,000 for the other two.
pub(crate) struct Pair {
    searches: [Option<Box<dyn Search>>; 2],
    turn: usize,
    /// Positions kept by a search that stopped at its limit.
    kept: usize,
    answer: Option<Answer>,
}

impl Search for Pair {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        if self.answer.is_none() {
            self.answer = self.work(budget);
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        self.kept
            + self
                .searches
                .iter()
                .flatten()
                .map(|s| s.states())
                .sum::<usize>()
    }
}

impl Pair {
    pub(crate) fn new(searches: [Box<dyn Search>; 2]) -> Pair {
        Pair {
            searches: searches.map(Some),
            turn: 0,
            kept: 0,
            answer: None,
        }
    }

    fn work(&mut self, budget: u32) -> Option<Answer> {
        for _ in 0..budget {
            let turn = self.turn;
            self.turn = 1 - turn;
            let Some(search) = &mut self.searches[turn] else {
                if self.searches[1 - turn].is_none() {
                    return Some(Answer::Undecided);
                }
                continue;
            };
            match search.step(1) {
                None => {}
                Some(Answer::Undecided) => {
                    self.kept += search.states();
                    self.searches[turn] = None;
                }
                Some(answer) => return Some(answer),
            }
        }
        self.searches
            .iter()
            .all(Option::is_none)
            .then_some(Answer::Undecided)
    }
}
