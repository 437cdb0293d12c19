//! The strategies on a toy puzzle: a number on a dial of `SIZE` places,
//! moved by adding or doubling, to reach a goal. Its positions are few and
//! known, so each outcome is checked against what must happen.

use super::beam::Beam;
use super::best::BestFirst;
use super::depth::DepthFirst;
use super::{Outcome, Puzzle, Resumable};

const SIZE: u32 = 1000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Add(u32),
    Double,
}

#[derive(Clone, Debug)]
struct Dial {
    at: u32,
    goal: u32,
    /// What may be added (doubling is always there when `doubles`).
    adds: &'static [u32],
    doubles: bool,
}

/// The dial is its own puzzle, as the generic solver's positions are,
/// and searched the way they are ([`Puzzle::CLAIMS`]).
impl Puzzle for Dial {
    type State = Dial;
    type Move = Step;

    fn start(&self) -> Dial {
        self.clone()
    }

    fn children(&self, s: &Dial, out: &mut Vec<(Step, Dial)>) {
        let adds = s.adds.iter().map(|&n| Step::Add(n));
        for mv in adds.chain(s.doubles.then_some(Step::Double)) {
            let mut child = s.clone();
            child.play(mv);
            out.push((mv, child));
        }
    }

    fn key(&self, s: &Dial) -> u64 {
        u64::from(s.at)
    }

    fn is_won(&self, s: &Dial) -> bool {
        s.at == s.goal
    }

    /// The nearer the goal (counting up), the better.
    fn score(&self, s: &Dial) -> i32 {
        -(((s.goal + SIZE - s.at) % SIZE) as i32)
    }

    const CLAIMS: bool = true;

    fn make(&self, _: &Dial, mv: Step, _: u64, child: &mut Dial) {
        child.play(mv);
    }
}

impl Dial {
    fn play(&mut self, mv: Step) {
        self.at = match mv {
            Step::Add(n) => (self.at + n) % SIZE,
            Step::Double => self.at * 2 % SIZE,
        };
    }
}

fn dial(at: u32, goal: u32, adds: &'static [u32], doubles: bool) -> Dial {
    Dial {
        at,
        goal,
        adds,
        doubles,
    }
}

/// The line played from the start ends on the goal.
fn reaches(start: &Dial, line: &[Step]) -> bool {
    let mut d = start.clone();
    line.iter().for_each(|&mv| d.play(mv));
    d.is_won(&d)
}

/// Steps a strategy in slices of `slice` to its outcome.
fn depth(start: &Dial, max: usize, slice: u32) -> (Outcome<Step>, usize) {
    let mut s = DepthFirst::new(start.clone(), max);
    loop {
        let out = s.advance(slice).clone();
        if out != Outcome::Going {
            return (out, s.states());
        }
    }
}

fn best(start: &Dial, max: usize, slice: u32) -> (Outcome<Step>, usize) {
    let mut s = BestFirst::new(start.clone(), max);
    loop {
        let out = s.advance(slice).clone();
        if out != Outcome::Going {
            return (out, s.states());
        }
    }
}

type Run = fn(&Dial, usize, u32) -> (Outcome<Step>, usize);

#[test]
fn each_strategy_finds_a_line_that_reaches_the_goal() {
    let start = dial(1, 777, &[3, 7], true);
    for run in [depth as Run, best] {
        let (out, _) = run(&start, 10_000, 5);
        let Outcome::Won(line) = out else {
            panic!("{out:?}")
        };
        assert!(reaches(&start, &line), "{line:?}");
    }
}

#[test]
fn a_start_already_won_is_won_by_no_moves() {
    let start = dial(5, 5, &[1], false);
    for run in [depth as Run, best] {
        assert_eq!(run(&start, 10, 1).0, Outcome::Won(Vec::new()));
    }
}

/// Adding 2 on an even dial never reaches an odd goal: every even place
/// is searched, each once (the table), and then the search says so.
#[test]
fn an_unreachable_goal_is_exhausted_after_every_position_once() {
    let start = dial(0, 501, &[2, 4], false);
    for run in [depth as Run, best] {
        assert_eq!(run(&start, 10_000, 7), (Outcome::Exhausted, 500));
    }
}

/// With room for fewer keys than the search needs, it stops full, not
/// exhausted: it does not claim what it has not searched.
#[test]
fn a_table_too_small_stops_the_search_full() {
    let start = dial(0, 501, &[2], false);
    for run in [depth as Run, best] {
        assert_eq!(run(&start, 100, 3), (Outcome::Full, 100));
    }
}

/// The outcome does not depend on the size of the slices.
#[test]
fn the_outcome_is_the_same_whatever_the_slices() {
    let start = dial(1, 999, &[3, 11, 17], true);
    for run in [depth as Run, best] {
        let whole = run(&start, 10_000, u32::MAX);
        for slice in [1, 2, 13] {
            assert_eq!(run(&start, 10_000, slice), whole);
        }
    }
}

/// Best first follows the estimate: adding one at a time toward a goal
/// the estimate points at, it keeps only the positions on the way and
/// their siblings.
#[test]
fn best_first_goes_where_the_estimate_points() {
    let start = dial(0, 50, &[1, 500], false);
    let (out, states) = best(&start, 10_000, 1);
    assert_eq!(out, Outcome::Won(vec![Step::Add(1); 50]));
    assert!(states <= 102, "{states}");
}

/// Depth first tries the most promising child first: the same puzzle is
/// won by the same straight line.
#[test]
fn depth_first_tries_the_most_promising_child_first() {
    let start = dial(0, 50, &[500, 1], false);
    assert_eq!(
        depth(&start, 10_000, 1).0,
        Outcome::Won(vec![Step::Add(1); 50])
    );
}

fn beam(start: &Dial, width: usize, slice: u32) -> (Outcome<Step>, usize) {
    let mut s = Beam::new(start.clone(), width, 10_000);
    loop {
        let out = s.advance(slice).clone();
        if out != Outcome::Going {
            return (out, s.states());
        }
    }
}

#[test]
fn a_beam_finds_a_line_that_reaches_the_goal_whatever_the_slices() {
    let start = dial(1, 777, &[3, 7], true);
    let mut lines = Vec::new();
    for slice in [1, 3, 1000] {
        let (out, _) = beam(&start, 4, slice);
        let Outcome::Won(line) = out else {
            panic!("{out:?}")
        };
        assert!(reaches(&start, &line), "{line:?}");
        lines.push(line);
    }
    assert!(lines.windows(2).all(|w| w[0] == w[1]));
}

#[test]
fn a_narrow_beam_runs_dry_on_what_a_complete_search_reaches() {
    // Adding 2 from 0 reaches only even numbers; a width of one keeps
    // the single child each layer, so the beam walks 0, 2, 4, ... and
    // then runs dry where it came round: Exhausted, which for a beam
    // proves nothing.
    let start = dial(0, 999, &[2], false);
    let (out, states) = beam(&start, 1, 7);
    assert_eq!(out, Outcome::Exhausted);
    assert_eq!(states, 500);
}

/// The dial with every place ending in 3 lost, tested when found or, with
/// [`Puzzle::DEAD_WHEN_TAKEN`], when taken from the queue; the tests run
/// are counted.
#[derive(Clone, Debug)]
struct Mined<const TAKEN: bool>(Dial, usize);

impl<const TAKEN: bool> Puzzle for Mined<TAKEN> {
    type State = Dial;
    type Move = Step;

    fn start(&self) -> Dial {
        self.0.clone()
    }

    fn children(&self, s: &Dial, out: &mut Vec<(Step, Dial)>) {
        self.0.children(s, out);
    }

    fn key(&self, s: &Dial) -> u64 {
        u64::from(s.at)
    }

    fn is_won(&self, s: &Dial) -> bool {
        s.at == s.goal
    }

    fn score(&self, s: &Dial) -> i32 {
        self.0.score(s)
    }

    fn is_dead(&mut self, s: &Dial) -> bool {
        self.1 += 1;
        s.at % 10 == 3
    }

    const DEAD_WHEN_TAKEN: bool = TAKEN;
}

/// Tested when taken, a lost place is still never searched past, so the
/// outcome is the one tested when found: the same win, the same places
/// proven unreachable; but the places left waiting at a win are never
/// tested.
#[test]
fn best_first_tests_a_position_dead_when_found_or_when_taken_alike() {
    fn run<const TAKEN: bool>(start: &Dial) -> (Outcome<Step>, usize, usize) {
        let mut s = BestFirst::new(Mined::<TAKEN>(start.clone(), 0), 10_000);
        let out = s.advance(u32::MAX).clone();
        (out, s.states(), s.puzzle().1)
    }
    let won = dial(0, 777, &[1, 10], true);
    let (found, taken) = (run::<false>(&won), run::<true>(&won));
    assert!(matches!(found.0, Outcome::Won(_)), "{:?}", found.0);
    assert_eq!((&found.0, found.1), (&taken.0, taken.1));
    assert!(taken.2 < found.2, "{} tests against {}", taken.2, found.2);
    // Adding three from 0 reaches 5 only past 3, which is lost.
    let lost = dial(0, 5, &[3], false);
    assert_eq!(run::<false>(&lost).0, Outcome::Exhausted);
    assert_eq!(run::<true>(&lost).0, Outcome::Exhausted);
}

/// The dial kept by 128-bit keys ([`Puzzle::WIDE`]) whose low 64 bits
/// are all alike, and searched in the order its moves are given.
#[derive(Clone, Debug)]
struct Wide(Dial);

impl Puzzle for Wide {
    type State = Dial;
    type Move = Step;

    fn start(&self) -> Dial {
        self.0.clone()
    }

    fn children(&self, s: &Dial, out: &mut Vec<(Step, Dial)>) {
        self.0.children(s, out);
    }

    /// Every position alike in 64 bits: a table of these would keep one.
    fn key(&self, _: &Dial) -> u64 {
        0
    }

    const WIDE: bool = true;

    fn wide_key(&self, s: &Dial) -> u128 {
        u128::from(s.at) << 64
    }

    fn is_won(&self, s: &Dial) -> bool {
        s.at == s.goal
    }
}

/// Positions alike in their low 64 bits are told apart by their whole
/// keys: every place on the dial is searched (odd steps from 0 reach
/// every one), and a place is reached when it can be.
#[test]
fn depth_first_tells_positions_apart_by_their_wide_keys() {
    let mut lost = DepthFirst::new(Wide(dial(0, 1, &[2], true)), 10_000);
    assert_eq!(lost.advance(u32::MAX), &Outcome::Exhausted);
    assert_eq!(lost.states(), 500, "the even places");
    let start = dial(0, 999, &[7, 3], false);
    let mut won = DepthFirst::new(Wide(start.clone()), 10_000);
    let Outcome::Won(line) = won.advance(u32::MAX).clone() else {
        panic!("999 is 7s and 3s from 0");
    };
    assert!(reaches(&start, &line));
}

/// The dial searched depth first with no claims ahead, its children kept
/// whole or, with `R`, as moves made again when their turn comes
/// ([`Puzzle::REMAKES`]).
#[derive(Clone, Debug)]
struct Kept<const R: bool>(Dial);

impl<const R: bool> Puzzle for Kept<R> {
    type State = Dial;
    type Move = Step;

    fn start(&self) -> Dial {
        self.0.clone()
    }

    fn children(&self, s: &Dial, out: &mut Vec<(Step, Dial)>) {
        self.0.children(s, out);
    }

    fn key(&self, s: &Dial) -> u64 {
        u64::from(s.at)
    }

    fn is_won(&self, s: &Dial) -> bool {
        s.at == s.goal
    }

    const REMAKES: bool = R;

    fn moves(&self, s: &Dial, out: &mut Vec<Step>) {
        let mut children = Vec::new();
        self.0.children(s, &mut children);
        out.extend(children.into_iter().map(|(mv, _)| mv));
    }

    fn make(&self, s: &Dial, mv: Step, _key: u64, child: &mut Dial) {
        *child = s.clone();
        child.play(mv);
    }
}

/// Children made again from their moves are the children kept whole:
/// the same line, the same count of positions, the same proof.
#[test]
fn depth_first_remaking_children_searches_as_keeping_them_whole() {
    for start in [dial(0, 999, &[7, 3], true), dial(0, 5, &[2], false)] {
        let mut whole = DepthFirst::new(Kept::<false>(start.clone()), 10_000);
        let mut remade = DepthFirst::new(Kept::<true>(start.clone()), 10_000);
        let (a, b) = (
            whole.advance(u32::MAX).clone(),
            remade.advance(u32::MAX).clone(),
        );
        assert_eq!(a, b);
        assert_eq!(whole.states(), remade.states());
        if let Outcome::Won(line) = &a {
            assert!(reaches(&start, line));
        }
    }
}

/// The dial whose children are keyed before they are made
/// ([`Puzzle::KEYED`]): the key of each from the number and the step.
#[derive(Clone, Debug)]
struct Keyed(Dial);

impl Puzzle for Keyed {
    type State = Dial;
    type Move = Step;

    fn start(&self) -> Dial {
        self.0.clone()
    }

    fn children(&self, s: &Dial, out: &mut Vec<(Step, Dial)>) {
        self.0.children(s, out)
    }

    fn key(&self, s: &Dial) -> u64 {
        self.0.key(s)
    }

    fn is_won(&self, s: &Dial) -> bool {
        self.0.is_won(s)
    }

    fn score(&self, s: &Dial) -> i32 {
        self.0.score(s)
    }

    const CLAIMS: bool = true;
    const KEYED: bool = true;

    fn keyed(&self, s: &Dial, out: &mut Vec<(Step, u64)>) {
        let adds = s.adds.iter().map(|&n| Step::Add(n));
        for mv in adds.chain(s.doubles.then_some(Step::Double)) {
            let at = match mv {
                Step::Add(n) => (s.at + n) % SIZE,
                Step::Double => s.at * 2 % SIZE,
            };
            out.push((mv, u64::from(at)));
        }
    }

    fn make(&self, _: &Dial, mv: Step, _: u64, child: &mut Dial) {
        child.play(mv);
    }
}

/// Children keyed before they are made are the same children claimed
/// in the same order: depth first and in a beam, the same outcome and
/// the same count of positions as children made whole, won, lost (only
/// even numbers are reached from 0 by twos and doubling) or out of room.
#[test]
fn keyed_children_search_as_children_made_whole() {
    for (start, max) in [
        (dial(1, 777, &[3, 7], true), 10_000),
        (dial(0, 501, &[2], true), 10_000),
        (dial(1, 777, &[3, 7], true), 40),
    ] {
        let keyed = || {
            let mut s = DepthFirst::new(Keyed(start.clone()), max);
            let out = loop {
                let out = s.advance(3).clone();
                if out != Outcome::Going {
                    break out;
                }
            };
            (out, s.states())
        };
        assert_eq!(keyed(), depth(&start, max, 3));
        let mut b = Beam::new(Keyed(start.clone()), 4, 10_000);
        let out = loop {
            let out = b.advance(3).clone();
            if out != Outcome::Going {
                break out;
            }
        };
        assert_eq!((out, b.states()), beam(&start, 4, 3));
    }
}

/// A dial searched by a search that learns ([`Puzzle::LEARNS`]): it
/// keeps its own path of places and checks the hooks against it; a place
/// met again answers the first time only where `again` is false, and is
/// searched again otherwise; places that are 3 past a multiple of 7 are
/// seen lost.
struct Learning {
    dial: Dial,
    again: bool,
    /// The place of each position entered, by the value its key keeps.
    entered: Vec<u32>,
    /// The values of the positions on the path.
    path: Vec<u32>,
    /// Places met again and searched again.
    searched_again: Vec<u32>,
    finished: usize,
    lost: usize,
}

impl Puzzle for Learning {
    type State = Dial;
    type Move = Step;

    const LEARNS: bool = true;

    fn start(&self) -> Dial {
        self.dial.clone()
    }

    fn children(&self, s: &Dial, out: &mut Vec<(Step, Dial)>) {
        self.dial.children(s, out);
    }

    fn key(&self, s: &Dial) -> u64 {
        u64::from(s.at)
    }

    fn is_won(&self, s: &Dial) -> bool {
        s.at == s.goal
    }

    fn is_dead(&mut self, s: &Dial) -> bool {
        s.at % 7 == 3
    }

    fn enter(&mut self, s: &Dial) -> u32 {
        self.entered.push(s.at);
        self.path.push((self.entered.len() - 1) as u32);
        (self.entered.len() - 1) as u32
    }

    fn met(&mut self, parent: &Dial, child: &Dial, value: u32) -> bool {
        assert_eq!(self.entered[*self.path.last().unwrap() as usize], parent.at);
        assert_eq!(
            self.entered[value as usize], child.at,
            "the value its key kept"
        );
        if self.again && !self.searched_again.contains(&child.at) && child.at % 7 != 3 {
            self.searched_again.push(child.at);
            return false;
        }
        true
    }

    fn lost(&mut self, parent: &Dial, child: &Dial) -> u32 {
        assert_eq!(self.entered[*self.path.last().unwrap() as usize], parent.at);
        self.lost += 1;
        self.entered.push(child.at);
        (self.entered.len() - 1) as u32
    }

    fn finished(&mut self, s: &Dial, parent: Option<&Dial>) {
        let value = self.path.pop().expect("on the path");
        assert_eq!(self.entered[value as usize], s.at, "the position on top");
        let above = self.path.last().map(|&v| self.entered[v as usize]);
        assert_eq!(above, parent.map(|p| p.at), "its parent");
        self.finished += 1;
    }
}

/// The hooks of a search that learns see the path as it is, each key's
/// value is the one its position gave, and answering a position met again
/// is what the table's "seen" does: the same outcome and count as the
/// plain search (every even place once). Searched again, a position is entered and finished once
/// more, but not counted again.
#[test]
fn a_search_that_learns_sees_its_path_and_its_values() {
    // Every even place, none the goal.
    let start = dial(0, 501, &[2, 4], false);
    for again in [false, true] {
        let learning = Learning {
            again,
            ..learning(&start)
        };
        let mut s = DepthFirst::new(learning, 10_000);
        assert_eq!(s.advance(u32::MAX), &Outcome::Exhausted);
        assert_eq!(s.states(), 500, "as the plain search's");
        let p = s.puzzle();
        assert!(p.path.is_empty() && p.lost > 50, "{}", p.lost);
        assert_eq!(p.finished + p.lost, p.entered.len());
        assert_eq!(p.entered.len(), 500 + p.searched_again.len());
        assert_eq!(!p.searched_again.is_empty(), again);
    }
}

fn learning(dial: &Dial) -> Learning {
    Learning {
        dial: dial.clone(),
        again: false,
        entered: Vec::new(),
        path: Vec::new(),
        searched_again: Vec::new(),
        finished: 0,
        lost: 0,
    }
}

/// A search started on the memory another gave up ([`DepthFirst::on`])
/// is the search started anew: the same outcome and count of positions,
/// whether its table keeps values ([`Puzzle::LEARNS`], whose clear frees
/// only the slots its keys took unless the table grew) or not, after a
/// search that grew the table and after one that did not. Were a key
/// left behind, the next search would take its position as seen (and a
/// learning one would find a value that is not its own).
#[test]
fn a_search_on_the_memory_of_another_is_the_search_made_anew() {
    fn run<P: Puzzle<Move = Step>>(s: &mut DepthFirst<P>) -> (Outcome<Step>, usize) {
        s.run_while(|_| true);
        (s.outcome().clone(), s.states())
    }
    // Every even place (the table grows), then a few places to a win.
    let big = dial(0, 501, &[2, 4], false);
    let small = dial(1, 777, &[3, 7], true);
    let order = [&big, &small, &small, &big, &small];
    let mut spare = super::depth::Spare::default();
    for start in order {
        let mut s = DepthFirst::on(start.clone(), 10_000, spare);
        let out = run(&mut s);
        assert_eq!(out, run(&mut DepthFirst::new(start.clone(), 10_000)));
        spare = s.into_parts().1;
    }
    let mut spare = super::depth::Spare::default();
    for start in order {
        let mut s = DepthFirst::on(learning(start), 10_000, spare);
        let out = run(&mut s);
        assert_eq!(out, run(&mut DepthFirst::new(learning(start), 10_000)));
        let (p, kept) = s.into_parts();
        assert!(p.path.is_empty() || matches!(out.0, Outcome::Won(_)));
        spare = kept;
    }
}
