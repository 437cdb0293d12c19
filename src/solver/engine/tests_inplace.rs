//! The strategies over a game made in place ([`InPlace`]) on the toy of
//! [`super::tests`]: a number on a dial of `SIZE` places, moved by
//! adding, to reach a goal. Its positions are few and known, so each
//! outcome is checked against what must happen.

use super::inplace::InPlace;
use super::remade::Remade;
use super::soft::SoftDepth;
use super::Outcome;

const SIZE: u32 = 1000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Add(u32);

/// The dial from `at` to `goal` by the `adds`, scored by the distance
/// left (counting up) or, when `flat`, all alike (the moves' order then
/// decides).
#[derive(Clone, Copy)]
struct Dial {
    at: u32,
    goal: u32,
    adds: &'static [u32],
    flat: bool,
}

impl Dial {
    fn after(&self, at: u32, Add(n): Add) -> u32 {
        (at + n) % SIZE
    }
}

impl InPlace for Dial {
    type State = u32;
    type Move = Add;
    type Undo = u32;
    type Look = u32;
    type Base = ();
    type Anchor = ();

    fn start(&self) -> (u32, u32) {
        (self.at, 0)
    }

    fn is_won(&self, &at: &u32) -> bool {
        at == self.goal
    }

    fn key(&self, &at: &u32) -> u128 {
        u128::from(at)
    }

    fn look(&self, &at: &u32) -> u32 {
        (self.goal + SIZE - at) % SIZE
    }

    fn score(&self, &left: &u32, moves: u32) -> Option<u32> {
        (left > 0).then_some(if self.flat { moves } else { left })
    }

    fn moves(&self, _: &u32, out: &mut Vec<Add>) {
        out.extend(self.adds.iter().map(|&n| Add(n)));
    }

    fn base(&self, _: &u32, _: u32) {}

    fn peek(
        &self,
        at: &mut u32,
        _: &(),
        mv: Add,
        mut fresh: impl FnMut(u128) -> bool,
    ) -> Option<(u128, u32, u32)> {
        let child = self.after(*at, mv);
        fresh(u128::from(child)).then(|| (u128::from(child), self.look(&child), 1))
    }

    fn make(&self, at: &mut u32, mv: Add) {
        *at = self.after(*at, mv);
    }

    fn play(&self, at: &mut u32, mv: Add, _: &mut Vec<Add>) -> u32 {
        let was = *at;
        self.make(at, mv);
        was
    }

    fn unplay(&self, at: &mut u32, _: Add, &was: &u32, _: &mut Vec<Add>) {
        *at = was;
    }

    fn anchor(&self, _: &u32, _: Add) {}

    fn carry(&self, _: &u32, mv: Add, _: ()) -> Add {
        mv
    }

    fn line(&self, chosen: &[Add]) -> Vec<Add> {
        chosen.to_vec()
    }
}

fn dial(at: u32, goal: u32, adds: &'static [u32]) -> Dial {
    Dial {
        at,
        goal,
        adds,
        flat: false,
    }
}

/// The line played from the start ends on the goal.
fn reaches(d: &Dial, line: &[Add]) -> bool {
    let at = line.iter().fold(d.at, |at, &mv| d.after(at, mv));
    at == d.goal
}

/// Steps a strategy in slices of `slice` to its outcome.
fn soft(d: &Dial, max: usize, slice: u32) -> (Outcome<Add>, usize) {
    let mut s = SoftDepth::new(*d, max);
    loop {
        let out = s.step(slice).clone();
        if out != Outcome::Going {
            return (out, s.states());
        }
    }
}

fn remade(d: &Dial, max: usize, slice: u32) -> (Outcome<Add>, usize) {
    let mut s = Remade::new(*d, max);
    loop {
        let out = s.step(slice).clone();
        if out != Outcome::Going {
            return (out, s.states());
        }
    }
}

type Run = fn(&Dial, usize, u32) -> (Outcome<Add>, usize);

#[test]
fn each_strategy_finds_a_line_that_reaches_the_goal_whatever_the_slices() {
    let d = dial(1, 777, &[3, 7, 500]);
    for run in [soft as Run, remade] {
        let (out, states) = run(&d, 10_000, 1);
        let Outcome::Won(line) = &out else {
            panic!("{out:?}")
        };
        assert!(reaches(&d, line), "{line:?}");
        assert_eq!(run(&d, 10_000, 1000), (out, states));
    }
}

#[test]
fn a_start_already_won_is_won_by_no_moves() {
    for run in [soft as Run, remade] {
        assert_eq!(run(&dial(5, 5, &[3]), 10, 1).0, Outcome::Won(Vec::new()));
    }
}

#[test]
fn an_unreachable_goal_is_exhausted_after_every_position_once() {
    // Adding 2 from 0 reaches the 500 even places, never 501.
    for run in [soft as Run, remade] {
        assert_eq!(
            run(&dial(0, 501, &[2, 4]), 10_000, 7),
            (Outcome::Exhausted, 500)
        );
    }
}

#[test]
fn a_table_too_small_stops_the_search_full() {
    for run in [soft as Run, remade] {
        assert_eq!(run(&dial(0, 501, &[2]), 100, 7).0, Outcome::Full);
    }
}

#[test]
fn the_soft_depth_first_line_is_cut_to_the_fewest_moves_its_positions_offer() {
    // Scored alike, the first move is tried first: 0, 1, 2, ... 10 by
    // adding 1; but 0 and 5 had +5 among their children, each to a later
    // position of the line.
    let d = Dial {
        flat: true,
        ..dial(0, 10, &[1, 5])
    };
    assert_eq!(soft(&d, 1000, 1).0, Outcome::Won(vec![Add(5), Add(5)]));
}

#[test]
fn best_first_goes_where_the_score_points_and_remakes_what_it_expands() {
    // From 0 to 990: +500 leaves 490, +1 leaves 989; the best first takes
    // the first, then +1 would leave 489 and +500 wraps round to 0 (seen).
    let d = dial(0, 990, &[1, 500]);
    let (out, _) = remade(&d, 10_000, 1);
    let Outcome::Won(line) = out else {
        panic!("{out:?}")
    };
    assert!(reaches(&d, &line));
    assert_eq!(line[0], Add(500));
    // Counting by moves made, the fewest moves, the newest among equals:
    // 1, 5 and 10 score alike, 10 was opened last, and 15 is one more.
    let d = Dial {
        flat: true,
        ..dial(0, 15, &[1, 5, 10])
    };
    assert_eq!(remade(&d, 10_000, 1).0, Outcome::Won(vec![Add(10), Add(5)]));
}
