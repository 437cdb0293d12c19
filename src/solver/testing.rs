//! What the solvers' tests share: a search stepped to its answer in slices
//! of one size, a line played through the model's own door, and a walk
//! that checks a key never merges positions it should tell apart.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};

use super::engine::Puzzle;
use super::{Answer, Search};
use crate::games::Patience;
use crate::model::moves::Move;

/// Steps `search` in slices of `slice` until it answers; the answer and
/// the positions it kept.
pub(crate) fn run(mut search: impl Search, slice: u32) -> (Answer, usize) {
    loop {
        if let Some(answer) = search.step(slice) {
            return (answer, search.states());
        }
    }
}

/// Whether `line` played from `game` through `play` wins it (a refused
/// move fails the test, naming the move and the position).
pub(crate) fn wins<G: Patience + Clone>(game: &G, line: &[Move]) -> bool {
    let mut game = game.clone();
    for &mv in line {
        if let Err(why) = game.play(mv) {
            panic!("{mv} refused: {why}\n{game}");
        }
    }
    game.is_won()
}

/// Decides each deal of `numbers` with `solve` and replays every line it
/// finds to a win; an undecided deal fails the test. How many were solved
/// and how many proven unwinnable.
pub(crate) fn decide_deals<G: Patience + Clone>(
    numbers: impl IntoIterator<Item = u64>,
    deal: impl Fn(u64) -> G,
    solve: impl Fn(&G) -> Answer,
) -> (usize, usize) {
    let (mut solved, mut unwinnable) = (0, 0);
    for number in numbers {
        let game = deal(number);
        match solve(&game) {
            Answer::Solved(line) => {
                assert!(wins(&game, &line), "deal {number}");
                solved += 1;
            }
            Answer::Unwinnable => unwinnable += 1,
            Answer::Undecided => panic!("deal {number} undecided"),
        }
    }
    (solved, unwinnable)
}

/// Walks the positions `puzzle` reaches from its start, breadth first,
/// until `most` keys are seen, and fails if two positions share a key
/// while `canon` (the position written out plainly, with only what the
/// key means to merge merged: columns sorted where they are alike, and
/// so on) tells them apart. The number of keys seen.
pub(crate) fn keys_tell_apart<P: Puzzle>(
    puzzle: &P,
    canon: impl Fn(&P::State) -> Vec<u8>,
    most: usize,
) -> usize {
    let mut seen: HashMap<u64, Vec<u8>> = HashMap::new();
    let mut queue = VecDeque::from([puzzle.start()]);
    let mut children = Vec::new();
    while let Some(s) = queue.pop_front() {
        if seen.len() >= most {
            break;
        }
        let plain = canon(&s);
        match seen.entry(puzzle.key(&s)) {
            Entry::Occupied(known) => {
                assert_eq!(known.get(), &plain, "two positions given one key");
                continue;
            }
            Entry::Vacant(new) => {
                new.insert(plain);
            }
        }
        children.clear();
        puzzle.children(&s, &mut children);
        queue.extend(children.drain(..).map(|(_, child)| child));
    }
    seen.len()
}

/// Columns written out for [`keys_tell_apart`]: each its length, then its
/// cards; sorted first when `alike`.
pub(crate) fn plain_columns<'a>(
    columns: impl IntoIterator<Item = &'a [u8]>,
    alike: bool,
) -> Vec<u8> {
    let mut columns: Vec<&[u8]> = columns.into_iter().collect();
    if alike {
        columns.sort_unstable();
    }
    let mut out = Vec::new();
    for column in columns {
        out.push(column.len() as u8);
        out.extend_from_slice(column);
    }
    out
}

/// A player's Golf whose stock turns over without end, registered as
/// `name` (each test its own name): Golf's description with unlimited
/// passes and no `solver:` line, so the generic solver searches it.
pub(crate) fn endless_golf(name: &str) -> crate::games::Variant {
    let text = include_str!("../../assets/games/golf.txt")
        .replace("name: golf", &format!("name: {name}"))
        .replace("stock: waste 1", "stock: waste 1 passes unlimited")
        .replace("solver: golf\n", "");
    let id = crate::games::described::registry::register_text(&text).expect(&text);
    crate::games::Variant::Described(id)
}
