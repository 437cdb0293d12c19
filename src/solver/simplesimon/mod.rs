//! Simple Simon solver: every card lies face up, so the search sees the
//! whole game. It walks the game's moves (KPatience's, several suits'
//! runs at once when the empty columns allow). A position is the ten
//! columns; a complete run leaves at once, as in the model.
//!
//! What keeps the search small: the columns are alike, so the key is the
//! same whichever column holds which cards, and a run goes into only the
//! first empty column (never a whole column, which changes nothing).
//!
//! The search runs in up to three passes ([`SimpleSimonSearch`]): two
//! that leave out moves a player rarely needs, each searched depth first
//! and best first at once ([`Pair`]; best first, [`super::engine::best`], on
//! a promise of few cards left, little [`cost`] in how they lie and empty
//! columns); then every move, depth first ([`super::engine::depth`], which keeps
//! only keys). Depth first tries children best first (a move that sends
//! a suit home, then by the [`cost`] after it, then by empty columns).
//! Only the last pass can call a deal unwinnable.
//!
//! Measured on deals 1-1000 at 1 s each (`--jobs 1`, on a busy machine):
//! the full search alone, depth first, decided 33 of the first 50; never
//! splitting a run of one suit in a first pass, 974 of 1000; also never
//! moving a run that follows its card below onto another suit, 986; the
//! pruned passes best first, 987; two best-first searches taking turns
//! in each pruned pass (promises weighing an empty column 2 and 4), 990
//! (949 won, 41 unwinnable, 10 undecided; median 1 ms, peak 30 MB).
//! KPatience decides 994 of its own deals 1-1000 (910 won, 84 lost, by
//! Freecell Solver's pruned moves, so its losses are not all proofs).
//! Left out of a first pass, the second pruned pass traded one deal for
//! another (991).
//!
//! Third round, by positions (`--limit N`, deals 1-1000): the two
//! best-first searches decided 993 at 250,000 (undecided 340 415 604 672
//! 682 811 883; 415 is won at 13.7 million). Depth first in place of the
//! one weighing empties 2 found the wins of 672, 682, 811 and 340 in 450
//! to 6,300 positions: 992 at 100,000, 997 at 250,000 (undecided 415 604
//! 883; 604 is unwinnable, proven at 930,000), 999 at a million, median
//! 682 positions; depth first alone in the pruned passes, 992 at 250,000;
//! depth first beside the weight-2 search instead, 996. Moves made by
//! turning the cards between a run and its place about (not rebuilding
//! the columns), and the key hashed eight cards at a time, search the
//! same positions in 0.57 of the time. At 1 s (`--jobs 1`, load average
//! 9.7 on two cores): 996 decided (954 won, 42 unwinnable, undecided 243
//! 415 604 883; median 0.5 ms, peak 31 MB).
//!
//! The key is a 64-bit hash of the sorted columns, not the position: two
//! positions could share one, which could only make the search miss a
//! line (a chance of about one in 10^7 at two million positions).

#[cfg(test)]
mod tests;

use super::engine::best::BestFirst;
use super::engine::depth::DepthFirst;
use super::engine::Puzzle;
use super::packed::{self, Piles};
use super::pair::Pair;
use super::{Answer, Limits, Search};
use crate::games::described::Described;
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;
use crate::solver::engine::hash::combine;

/// Simple Simon's columns, as its description deals them.
pub(crate) const COLUMNS: usize = 10;

/// Cards in the deck: a position of the search holds at most these.
const CARDS: usize = 52;

/// A card of the search: `rank * 4 + suit`, rank 1..=13.
type Packed = u8;

fn pack(card: Card) -> Packed {
    card.rank().value() * 4 + card.suit().index() as u8
}

fn rank(c: Packed) -> u8 {
    c / 4
}

/// Whether `upper` lies on `lower` in sequence (one rank lower, any suit).
fn follows(lower: Packed, upper: Packed) -> bool {
    rank(lower) == rank(upper) + 1
}

/// Whether `upper` continues `lower` in suit and sequence.
fn suited(lower: Packed, upper: Packed) -> bool {
    lower == upper + 4
}

/// What a card lying on another costs the order of moves: nothing when it
/// continues it in suit, 1 when it follows it in another suit, 2 when it
/// does not follow it.
fn cost(lower: Packed, upper: Packed) -> u32 {
    if suited(lower, upper) {
        0
    } else if follows(lower, upper) {
        1
    } else {
        2
    }
}

/// A Simple Simon position for the search: the cards left on the table,
/// column after column (bottom first), and each column's length.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    piles: Piles<Packed, CARDS, COLUMNS>,
}

impl State {
    /// The columns, bottom card first.
    fn columns(&self) -> [&[Packed]; COLUMNS] {
        self.piles.piles()
    }

    /// How promising the position looks to the best-first search: few
    /// cards left, little [`cost`] in how they lie, empty columns (4 a
    /// unit of cost each).
    fn promise(&self) -> i32 {
        let left = self.piles.total() as i32;
        -4 * self.breaks() as i32 + 4 * self.empties() as i32 - left
    }

    fn empties(&self) -> u32 {
        self.columns().iter().filter(|c| c.is_empty()).count() as u32
    }

    /// What the cards lying on others cost ([`cost`]): what the move order
    /// looks at (less after a move first).
    fn breaks(&self) -> u32 {
        self.columns()
            .iter()
            .map(|col| col.windows(2).map(|w| cost(w[0], w[1])).sum::<u32>())
            .sum()
    }

    /// The position after moving the top `n` cards of `from` onto `to`,
    /// with a run completed there sent home; and whether one was.
    fn moved(&self, from: usize, to: usize, n: usize) -> (State, bool) {
        let mut s = *self;
        s.piles.transfer(from, to, n);
        let col = s.piles.pile(to);
        let home = col.len() >= 13
            && rank(col[col.len() - 13]) == 13
            && col[col.len() - 13..].windows(2).all(|w| suited(w[0], w[1]));
        if home {
            s.piles.remove_top(to, 13);
        }
        (s, home)
    }
}

/// How many cards at the top of column `col` go down in rank.
fn sequence(col: &[Packed]) -> usize {
    let mut n = usize::from(!col.is_empty());
    while n < col.len() && follows(col[col.len() - n - 1], col[col.len() - n]) {
        n += 1;
    }
    n
}

/// How many runs of one suit `cards` make.
fn suit_runs(cards: &[Packed]) -> usize {
    1 + cards.windows(2).filter(|w| w[0] % 4 != w[1] % 4).count()
}

/// Which moves a pass of the search tries (see [`SimpleSimonSearch`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pass {
    /// Never a run off the card of its suit one rank higher, nor a run
    /// that follows its card below onto a card not of its suit.
    Strict,
    /// Never a run off the card of its suit one rank higher.
    Unsplit,
    /// Every move.
    Full,
}

impl Pass {
    fn next(self) -> Option<Pass> {
        match self {
            Pass::Strict => Some(Pass::Unsplit),
            Pass::Unsplit => Some(Pass::Full),
            Pass::Full => None,
        }
    }
}

/// The start of a search, and which moves it tries.
#[derive(Clone)]
struct Deal {
    start: State,
    pass: Pass,
}

impl Deal {
    /// The pass's search: depth first (which keeps only keys) for the
    /// full one, depth and best first at once for the pruned ones (see
    /// [`Pair`]).
    fn search(&self, max_states: usize) -> Box<dyn Search> {
        match self.pass {
            Pass::Full => Box::new(DepthFirst::new(self.clone(), max_states)),
            _ => {
                let half = max_states / 2;
                Box::new(Pair::new([
                    Box::new(DepthFirst::new(self.clone(), half)),
                    Box::new(BestFirst::new(self.clone(), half)),
                ]))
            }
        }
    }
}

impl Puzzle for Deal {
    type State = State;
    type Move = Move;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        s.piles.total() == 0
    }

    /// The columns hashed one by one and sorted, so the same cards in other
    /// columns give the same key.
    fn key(&self, s: &State) -> u64 {
        let mut hashes = s.columns().map(packed::column_hash);
        sort_by_key(&mut hashes, |h| *h);
        hashes.iter().fold(0, |key: u64, &h| combine(key, h))
    }

    /// Every move of a run onto a card one rank higher, and into the first
    /// empty column (never a whole column); best first.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let empties = s.empties();
        let cols = s.columns();
        let empty = (0..COLUMNS).find(|&c| cols[c].is_empty());
        let breaks = s.breaks() as i32;
        let mut scored: Vec<((bool, i32), Move, State)> = Vec::new();
        let mut add = |from: usize, to: usize, n: usize| {
            let col = cols[from];
            let base = col[col.len() - n];
            let below = (col.len() > n).then(|| col[col.len() - n - 1]);
            let split = below.is_some_and(|b| suited(b, base));
            let (child, home) = s.moved(from, to, n);
            // A run that already follows its card below, moved onto a
            // card not of its suit: only the card below changes places.
            let sideways = below.is_some_and(|b| follows(b, base))
                && cols[to].last().is_some_and(|&t| !suited(t, base));
            let pruned = match self.pass {
                Pass::Strict => split || sideways,
                Pass::Unsplit => split,
                Pass::Full => false,
            };
            if pruned && !home {
                return;
            }
            // The links the move breaks and makes: a home run takes only
            // suited links with it.
            let left = below.map_or(0, |b| cost(b, base) as i32);
            let made = cols[to].last().map_or(0, |&t| cost(t, base) as i32);
            let score = -(breaks - left + made) * 4 + child.empties() as i32;
            let mv = Move::run(PileId::Column(from as u8), PileId::Column(to as u8), n);
            scored.push(((home, score), mv, child));
        };
        for from in 0..COLUMNS {
            let col = cols[from];
            if col.is_empty() {
                continue;
            }
            let seq = sequence(col);
            for (to, dest) in cols.iter().enumerate() {
                if to == from {
                    continue;
                }
                match dest.last() {
                    Some(&top) => {
                        // The run's cards go up a rank each from the top.
                        let n = usize::from(rank(top))
                            .wrapping_sub(usize::from(rank(col[col.len() - 1])));
                        if n == 0 || n > seq {
                            continue;
                        }
                        if suit_runs(&col[col.len() - n..]) <= 1 << empties {
                            add(from, to, n);
                        }
                    }
                    None if Some(to) == empty => {
                        for n in 1..=seq.min(col.len() - 1) {
                            if suit_runs(&col[col.len() - n..]) <= 1 << (empties - 1) {
                                add(from, to, n);
                            }
                        }
                    }
                    None => {}
                }
            }
        }
        sort_by_key(&mut scored, |&(rank, _, _)| std::cmp::Reverse(rank));
        out.extend(scored.into_iter().map(|(_, mv, child)| (mv, child)));
    }

    fn score(&self, s: &State) -> i32 {
        s.promise()
    }
}

/// A search over Simple Simon positions from a given game, in up to three
/// passes. The first two leave out moves a player rarely needs (rules of
/// thumb, not sound ones): the first never splits a run of one suit (a
/// card leaves the card of its suit one rank higher only to complete a
/// run home) nor moves a run that follows its card below onto a card not
/// of its suit (only the card below would change); the second allows the
/// latter. Their positions are far fewer, and the first finds nearly every
/// win within a few thousand. Only a win ends a pruned pass; when its lines
/// are all tried, the next begins, and the last searches every move, which
/// alone can call a deal unwinnable. The passes share the limit on
/// positions.
pub struct SimpleSimonSearch {
    search: Box<dyn Search>,
    deal: Deal,
    limits: Limits,
    /// Positions kept by the passes before this one.
    before: usize,
}

/// The full pass's moves from `game` (the pass that proves a deal lost),
/// for the differential test: the first empty column only, never a whole
/// column.
#[cfg(test)]
pub(crate) fn generated(game: &Described) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    let deal = Deal {
        pass: Pass::Full,
        ..Deal::new(game)
    };
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&deal),
        prunings: &[Pruning::AlikeEmpty, Pruning::WholePileToEmpty],
        incomplete: false,
    })
}

impl Deal {
    /// The search's first pass from `game`.
    fn new(game: &Described) -> Deal {
        let columns = game
            .columns()
            .iter()
            .map(|c| c.cards().iter().map(|&c| pack(c)));
        Deal {
            start: State {
                piles: Piles::of(0, columns).expect("Simple Simon's deck in its ten columns"),
            },
            pass: Pass::Strict,
        }
    }
}

impl SimpleSimonSearch {
    pub fn new(game: &Described, limits: Limits) -> SimpleSimonSearch {
        let deal = Deal::new(game);
        SimpleSimonSearch {
            search: deal.search(limits.max_states),
            deal,
            limits,
            before: 0,
        }
    }
}

impl Search for SimpleSimonSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        let answer = self.search.step(budget)?;
        let next = self.deal.pass.next();
        match (answer, next) {
            (Answer::Unwinnable, Some(pass)) => {
                self.before += self.search.states();
                let left = self.limits.max_states.saturating_sub(self.before).max(1);
                self.deal.pass = pass;
                self.search = self.deal.search(left);
                None
            }
            (answer, _) => Some(answer),
        }
    }

    fn states(&self) -> usize {
        self.before + self.search.states()
    }
}
