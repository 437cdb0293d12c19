//! Grandfather's Clock solver, *thoughtful* (every card lies face up). It
//! walks the game's moves with the engine's depth-first search
//! ([`super::engine::depth`]). A position is the cards of the eight columns; the
//! foundations hold every other card, so they are not kept.
//!
//! What keeps the search small: a card that nothing could be built on any
//! more (an ace, or a card whose four cards one rank lower are all home)
//! goes home as the only move tried, since the position after it wins
//! whenever the one before does. The eight columns are alike, so a
//! position's key is the same whichever column holds which cards, and a
//! card goes into only the first empty column, and only from a column it
//! leaves cards in. Moves home come first, then moves that uncover a card
//! that can go home.
//!
//! The key is a 64-bit hash of the sorted columns: two positions could
//! share one, which would only ever make the search miss a line.
//!
//! Measured (`felt solve grandfathersclock 1-10000 --summary --jobs 1
//! --limit 1s`): every deal decided, 9858 won and 142 proven lost, the
//! most positions 27,299 (deal 4043), the median 63; deals 1-1000 take
//! 0.65 s in all. KPatience decides all of its deals 1-1000 too (980
//! won). No pruning of dead positions was needed.

#[cfg(test)]
mod tests;

use super::engine::depth::DepthFirst;
use super::engine::Puzzle;
use super::{Answer, Limits, Search};
use crate::games::clock::{hour_length, wanted, Clock, COLUMNS, HOURS};
use crate::games::Patience;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;
use crate::solver::engine::hash::{combine, fnv_step, FNV_OFFSET};

/// Cards a column of the search can hold: five dealt and a run of twelve
/// built down on a king among them.
const CAP: usize = 20;

/// A card of the search: its face index, `(rank - 1) * 4 + suit`.
type Packed = u8;

fn rank(c: Packed) -> usize {
    usize::from(c / 4) + 1
}

/// A Grandfather's Clock position for the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    cards: [[Packed; CAP]; COLUMNS],
    len: [u8; COLUMNS],
    /// Cards on each foundation.
    home: [u8; HOURS],
    /// Cards of each rank (1..=13) still in the columns.
    left: [u8; 14],
}

impl State {
    fn top(&self, col: usize) -> Option<Packed> {
        let n = usize::from(self.len[col]);
        (n > 0).then(|| self.cards[col][n - 1])
    }

    /// The card under the top of `col`, if any.
    fn second(&self, col: usize) -> Option<Packed> {
        let n = usize::from(self.len[col]);
        (n > 1).then(|| self.cards[col][n - 2])
    }
}

/// Where each card goes home: its foundation and its place there.
struct Deal {
    start: State,
    /// For each face, its hour and how many cards lie under it there.
    place: [(u8, u8); 52],
}

impl Deal {
    /// The foundation that takes `card` in `s`, if one does now.
    fn home(&self, s: &State, card: Packed) -> Option<usize> {
        let (hour, at) = self.place[usize::from(card)];
        (s.home[usize::from(hour)] == at).then_some(usize::from(hour))
    }

    fn send_home(&self, s: &State, col: usize, hour: usize) -> State {
        let mut child = *s;
        let card = s.top(col).expect("a card to send home");
        child.len[col] -= 1;
        child.home[hour] += 1;
        child.left[rank(card)] -= 1;
        child
    }

    fn shift(s: &State, from: usize, to: usize) -> State {
        let mut child = *s;
        let card = s.top(from).expect("a card to move");
        child.len[from] -= 1;
        child.cards[to][usize::from(s.len[to])] = card;
        child.len[to] += 1;
        child
    }
}

impl Puzzle for Deal {
    type State = State;
    type Move = Move;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        (0..HOURS).all(|h| usize::from(s.home[h]) == hour_length(h))
    }

    /// The columns hashed one by one and sorted, so the same cards in other
    /// columns give the same key.
    fn key(&self, s: &State) -> u64 {
        let mut hashes: [u64; COLUMNS] = std::array::from_fn(|c| {
            s.cards[c][..usize::from(s.len[c])]
                .iter()
                .fold(FNV_OFFSET, |h, &card| fnv_step(h, u64::from(card) ^ 0x100))
        });
        sort_by_key(&mut hashes, |h| *h);
        hashes.iter().fold(0u64, |key, &h| combine(key, h))
    }

    /// A card that can never be wanted on the table again goes home alone;
    /// else every move home, then moves between columns, those that
    /// uncover a card that can go home first, into the first empty column
    /// last.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let first = out.len();
        let col = |c: usize| PileId::Column(c as u8);
        let found = |hour: usize| PileId::Foundation(hour as u8);
        for c in 0..COLUMNS {
            let Some(card) = s.top(c) else { continue };
            if let Some(hour) = self.home(s, card) {
                if s.left[rank(card) - 1] == 0 {
                    out.truncate(first);
                    out.push((Move::one(col(c), found(hour)), self.send_home(s, c, hour)));
                    return;
                }
                out.push((Move::one(col(c), found(hour)), self.send_home(s, c, hour)));
            }
        }
        let empty = (0..COLUMNS).find(|&c| s.len[c] == 0);
        let mut later = Vec::new();
        for from in 0..COLUMNS {
            let Some(card) = s.top(from) else { continue };
            let uncovers = s.second(from).is_some_and(|u| self.home(s, u).is_some());
            for to in 0..COLUMNS {
                let fits = s.top(to).is_some_and(|t| rank(t) == rank(card) + 1);
                if to != from && fits {
                    let child = (Move::one(col(from), col(to)), Deal::shift(s, from, to));
                    if uncovers || s.len[from] == 1 {
                        out.push(child);
                    } else {
                        later.push(child);
                    }
                }
            }
        }
        out.append(&mut later);
        if let Some(to) = empty {
            for from in 0..COLUMNS {
                if s.len[from] >= 2 {
                    out.push((Move::one(col(from), col(to)), Deal::shift(s, from, to)));
                }
            }
        }
    }
}

/// A search over Grandfather's Clock positions from a given game; none
/// for a position the search cannot hold (a column taller than it keeps),
/// which stays undecided.
pub struct ClockSearch(Option<DepthFirst<Deal>>);

impl ClockSearch {
    pub fn new(game: &Clock, limits: Limits) -> ClockSearch {
        ClockSearch(Deal::new(game).map(|deal| DepthFirst::new(deal, limits.max_states)))
    }
}

/// The search's moves from `game`, for the differential test, with the
/// prunings of the module's doc: a card nothing can be built on goes home
/// alone, a card goes into the first empty column only, and never the
/// last card of a column.
#[cfg(test)]
pub(crate) fn generated(game: &Clock) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&Deal::new(game)?),
        prunings: &[
            Pruning::SafeHomeAlone,
            Pruning::AlikeEmpty,
            Pruning::WholePileToEmpty,
        ],
        incomplete: false,
    })
}

impl Deal {
    /// The search's deal from `game`; none for a position it cannot hold.
    fn new(game: &Clock) -> Option<Deal> {
        let mut place = [(0u8, 0u8); 52];
        for hour in 0..HOURS {
            for at in 0..hour_length(hour) {
                let face = wanted(hour, at).expect("a card of the hour");
                place[face.index()] = (hour as u8, at as u8);
            }
        }
        let mut start = State {
            cards: [[0; CAP]; COLUMNS],
            len: [0; COLUMNS],
            home: [0; HOURS],
            left: [0; 14],
        };
        for (h, foundation) in game.foundations().iter().enumerate() {
            start.home[h] = foundation.len() as u8;
        }
        for (c, column) in game.columns().iter().enumerate() {
            // A column grows only by a run down from a card it holds, or,
            // emptied, from a king: a card of rank r at index i lets it
            // reach i + r cards (17 at most in a deal: five dealt cards).
            let reach = column.cards().iter().enumerate();
            let reach = reach.map(|(i, c)| i + usize::from(c.rank().value()));
            if reach.fold(13, usize::max) > CAP {
                return None;
            }
            for &card in column.cards() {
                start.cards[c][usize::from(start.len[c])] = card.face().index() as u8;
                start.len[c] += 1;
                start.left[usize::from(card.rank().value())] += 1;
            }
        }
        Some(Deal { start, place })
    }
}

impl Search for ClockSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match &mut self.0 {
            Some(search) => search.step(budget),
            None => Some(Answer::Undecided),
        }
    }

    fn states(&self) -> usize {
        self.0.as_ref().map_or(0, |search| search.states())
    }
}
