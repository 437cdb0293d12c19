//! Forty & Eight solver, *thoughtful*: it knows the order of the stock.
//! It is a best-first search ([`crate::solver::engine::best`]) over the game's moves, not the
//! engine's depth-first search: measured on deals 1-40 at one second
//! each, the depth-first search won 17 and walked deep into its first
//! choices' lines; the best-first search won 26 at 60,000 positions.
//!
//! A position is the columns (faces, not card ids: the two copies of a
//! card are one to the search), the top card of each foundation, and the
//! talon: the waste and the stock as one sequence in the order the cards
//! come off the stock (the waste's bottom first, which is also the order
//! after the waste turns back), which cards of it are gone, how far the
//! turning has got, and whether the one turn back is used.
//!
//! What keeps the search small: a card that can go home while the other
//! foundation of its suit holds at least the rank below its own is the
//! only move tried where there is one (nothing can ever need to lie on
//! it, so the position after it wins whenever the one before does). The
//! eight columns are alike, so the key is the same whichever column holds
//! which cards, and the two foundations of a suit are alike too; only the
//! first empty column is filled. A run moves only onto the card it fits
//! (one count for each pair of columns), and into an empty column whole
//! (as much of it as may move) or its top card alone. Every other move
//! is tried, so a search that runs out of positions has proven the deal
//! lost.
//!
//! The score ([`Puzzle::score`]) weighs cards home most (300 each), then
//! the waste's depth (60 a card: a card turned past is hard to reach),
//! the one turn back (300), empty columns (40) and cards lying above a
//! break in their column's run (10). Tried on deals 1-40 at 60,000
//! positions: without the waste's depth 5 won; with it, weighing cards
//! home 100 or disorder 30, fewer won than with these weights (26). The
//! waste weighed 20 until the stages below; with them, deals 1-200 at
//! 100,000 positions won 145, 178, 182, 185, 182 with the waste at 10,
//! 20, 40, 60, 100 (201-400: 174 at 20, 175 at 60).
//!
//! The search's stage ([`Puzzle::stage`], [`crate::solver::engine::best`]) is how far the
//! turning of the talon has got, the turn back counted: at one place in
//! the talon the search shuffled the columns' cards for its positions'
//! whole budget. Deals 1-100 at 100,000 positions: 78 won with one stage;
//! with stages, shares doubling from 100 each round, 65-67 by cards home,
//! 71 by cards home in fours, 72-76 by cards taken from the talon, 84 by
//! the place in the talon (81 in fours); shares growing by 100, 89.
//!
//! Tried and dropped (deals 1-100 at 100,000 positions, one stage, 78
//! won as kept): the cards lying on the next card each foundation needs
//! (the fewer of its two copies, in a column or the waste) weighing 5,
//! 20, 50, 100: 77, 64, 45, 25; the line's length weighing 1, 3, 10
//! against the score: 73, 73, 44; noise from the key up to 30, 100, 300:
//! 69, 54, 42 (the newest first among equals does better); a second queue
//! by other weights taking every second expansion: 73 at best; five
//! weightings at 50,000 positions each won 82 between them, for 250,000.
//!
//! The key folds the foundations' levels, the talon's words and the
//! sorted columns' hashes through [`absorb`], which spreads
//! each word before it folds it: an earlier key that folded the raw words
//! let a gone card's bit cancel a foundation's level, and merged
//! positions that differ; it called deals 19 and 28 lost, which are won.
//!
//! Deals 1-100 at 30,000 positions: 71 won, none proven lost (every lost
//! answer of earlier figures came from that key). Deals 1-1000 at one
//! second each (`felt solve fortyeight 1-1000 --summary --jobs 1 --limit
//! 1s`, a machine loaded by other builds): with one stage, 716 won, none
//! proven lost, 284 undecided (median 20 ms, 34 MB at most); with the
//! stages (load average 9.8 on two cores, about a third of a core each
//! second), 944 won, none proven lost, 56 undecided (median 22 ms, 54 MB
//! at most), a hair short of issue 19's 950; under that load deal 5's
//! 200,000 positions took 0.83 s on the clock and 0.28 s of the
//! processor. The 56 undecided run again at 600,000 positions each (`felt
//! solve fortyeight N --limit 600000`, about a quiet second): 17 more
//! won, 961 in all. KPatience's solver decides none of its deals 1-1000
//! (all "unknown"). Deal 1, undecided at a million positions with one
//! stage, is won at 2.7 million; no deal has yet been proven lost.
//!
//! Why this solver stays beside the one for any description (issue 35
//! keeps a tuned solver where it beats that one): once the generic
//! solver's estimate weighed the waste's cards, it decided as many
//! deals, but later. At 1 s a deal, side by side (`felt solve fortyeight
//! A-B --summary --jobs 1 --limit 1s`, with and without `--solver
//! generic`, a machine otherwise idle), won of deals 1-1000: 965 here,
//! 961 there (median 8.5 ms against 35.7); of 20001-21000, 955 and 960
//! (7.4 ms against 44.5). In the game (`felt bench hints --deals 1-20`,
//! the description's `solver:` line changed for the second), a hint
//! proven within 48 ms: 71.2% of positions here, 56.2% there; the light
//! within 180 ms, 88.8% and 90.0%.
#[cfg(test)]
mod tests;

use super::engine::Puzzle;
use super::face::{face, rank, suit, Face};
use super::packed::Piles;
use super::{Answer, Limits, Search};
use crate::games::described::Described;
use crate::games::Patience;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;
use crate::solver::engine::best::BestFirst;
use crate::solver::engine::hash::{absorb, fnv_step, FNV_OFFSET};

/// Forty & Eight's columns, as its description deals them.
const COLUMNS: usize = 8;
/// Its foundations: two of each suit.
const FOUNDATIONS: usize = 8;
/// How often its waste may be turned back into the stock.
const REDEALS: u32 = 1;

/// Cards in the two decks: all the columns can hold.
const CARDS: usize = 104;

/// `card` fits on `below` in a column: its suit, one rank lower.
fn fits(card: Face, below: Face) -> bool {
    suit(card) == suit(below) && rank(card) + 1 == rank(below)
}

/// One bit for each card of the talon (two words, not a `u128`, to keep
/// the state's alignment, and so its size, down).
#[derive(Clone, Copy, Debug, Default)]
struct Talon([u64; 2]);

impl Talon {
    fn has(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
}

/// A position of the search. Its columns are packed one after another
/// ([`Piles`]), where a column of fixed room each (20 cards) left the
/// search unable to hold a position read with a column of eight cards
/// or more (a run built on a dealt column): its hints said undecided.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    cols: Piles<Face, CARDS, COLUMNS>,
    /// Each foundation's top face plus one (0 for an empty one).
    home: [u8; FOUNDATIONS],
    /// Cards of the talon gone from it (bit i for its card i).
    gone: Talon,
    /// How many cards of the talon have come off the stock in this pass:
    /// the waste is the talon's cards before it (not gone), the stock
    /// the cards from it on.
    turned: u8,
    /// Turns of the waste back into the stock made.
    passes: u8,
}

impl State {
    fn top(&self, c: usize) -> Option<Face> {
        self.cols.top(c)
    }

    /// How many cards at the top of column `c` go down in one suit.
    fn run(&self, c: usize) -> usize {
        let cards = self.cols.pile(c);
        let n = cards.len();
        (1..n)
            .find(|&i| !fits(cards[n - i], cards[n - i - 1]))
            .unwrap_or(n)
    }

    fn empties(&self) -> usize {
        (0..COLUMNS).filter(|&c| self.cols.len(c) == 0).count()
    }

    /// The foundation `card` goes to, as the game picks it (an ace to its
    /// suit's own place if empty, else the first empty one).
    fn home_for(&self, card: Face) -> Option<usize> {
        if rank(card) == 1 {
            let own = usize::from(suit(card));
            if self.home[own] == 0 {
                return Some(own);
            }
            return self.home.iter().position(|&h| h == 0);
        }
        // A foundation's top lies on the card as the card would on it.
        self.home.iter().position(|&h| h > 0 && fits(h - 1, card))
    }

    /// The rank both foundations of `s` have reached.
    fn both_home(&self, s: u8) -> u8 {
        let mut levels = self
            .home
            .iter()
            .filter(|&&h| h > 0 && suit(h - 1) == s)
            .map(|&h| rank(h - 1));
        let (a, b) = (levels.next().unwrap_or(0), levels.next().unwrap_or(0));
        a.min(b)
    }

    fn send_home(&mut self, card: Face, f: usize) {
        self.home[f] = card + 1;
    }
}

/// A deal's talon, which never changes: the search only marks cards gone.
struct Deal {
    talon: Vec<Face>,
    start: State,
}

impl Deal {
    /// The waste's top card: the last of the turned cards not gone.
    fn waste_top(&self, s: &State) -> Option<(usize, Face)> {
        (0..usize::from(s.turned))
            .rev()
            .find(|&i| !s.gone.has(i))
            .map(|i| (i, self.talon[i]))
    }

    /// The next card the stock turns, if the stock holds one.
    fn stock_next(&self, s: &State) -> Option<usize> {
        (usize::from(s.turned)..self.talon.len()).find(|&i| !s.gone.has(i))
    }

    /// A state with the talon's card `i` gone from the waste, its count of
    /// turned cards brought back to just past the waste's new top.
    fn take_from_waste(&self, s: &State, i: usize) -> State {
        let mut child = *s;
        child.gone.set(i);
        child.turned = self.waste_top(&child).map_or(0, |(j, _)| j as u8 + 1);
        child
    }
}

/// A child with how promising it looks (higher first).
type Scored = (i32, Move, State);

impl Puzzle for Deal {
    type State = State;
    type Move = Move;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        s.home.iter().all(|&h| h > 0 && rank(h - 1) == 13)
    }

    /// The columns hashed one by one and sorted, each suit's two
    /// foundations as a sorted pair, and the talon.
    fn key(&self, s: &State) -> u64 {
        let mut hashes: [u64; COLUMNS] = std::array::from_fn(|c| {
            s.cols
                .pile(c)
                .iter()
                .fold(FNV_OFFSET, |h, &f| fnv_step(h, u64::from(f) ^ 0x100))
        });
        sort_by_key(&mut hashes, |h| *h);
        let mut homes = [0u8; 8];
        for (st, pair) in homes.chunks_mut(2).enumerate() {
            let mut levels = s
                .home
                .iter()
                .filter(|&&h| h > 0 && usize::from(suit(h - 1)) == st)
                .map(|&h| rank(h - 1));
            pair[0] = levels.next().unwrap_or(0);
            pair[1] = levels.next().unwrap_or(0);
            sort_by_key(pair, |l| *l);
        }
        let talon = u64::from(s.turned) | u64::from(s.passes) << 8;
        [s.gone.0[0], s.gone.0[1], talon]
            .into_iter()
            .chain(hashes)
            .fold(u64::from_le_bytes(homes), absorb)
    }

    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let col = |c: usize| PileId::Column(c as u8);
        let waste = self.waste_top(s);
        // Home: a safe move alone, else every move home first.
        let mut scored: Vec<Scored> = Vec::new();
        let tops = (0..COLUMNS).filter_map(|c| s.top(c).map(|f| (PileId::Column(c as u8), f)));
        for (from, card) in waste
            .map(|(_, f)| (PileId::Waste, f))
            .into_iter()
            .chain(tops)
        {
            let Some(f) = s.home_for(card) else { continue };
            let mut child = match (from, waste) {
                (PileId::Waste, Some((i, _))) => self.take_from_waste(s, i),
                (PileId::Column(c), _) => {
                    let mut child = *s;
                    child.cols.remove_top(usize::from(c), 1);
                    child
                }
                _ => unreachable!("a card from the waste or a column"),
            };
            child.send_home(card, f);
            let mv = Move::one(from, PileId::Foundation(f as u8));
            if s.both_home(suit(card)) + 2 >= rank(card) {
                out.push((mv, child));
                return;
            }
            scored.push((1000 + 14 - i32::from(rank(card)), mv, child));
        }
        let empties = s.empties();
        let first_empty = (0..COLUMNS).find(|&c| s.cols.len(c) == 0);
        // Runs onto the card they fit, and into the first empty column.
        for from in 0..COLUMNS {
            let column = s.cols.pile(from);
            let len = column.len();
            let Some(&top) = column.last() else { continue };
            let run = s.run(from);
            for to in 0..COLUMNS {
                let Some(dest) = s.top(to) else { continue };
                if to == from || suit(dest) != suit(top) || rank(dest) <= rank(top) {
                    continue;
                }
                let count = usize::from(rank(dest) - rank(top));
                if count > run || count > 1 << empties {
                    continue;
                }
                let mut child = *s;
                child.cols.transfer(from, to, count);
                let below = len - count;
                let score = if below == 0 {
                    600
                } else if column[below - 1] == dest {
                    // The same card uncovered as covered: rarely worth it.
                    50
                } else if s.home_for(column[below - 1]).is_some() {
                    700
                } else {
                    400 - below as i32
                };
                scored.push((score, Move::run(col(from), col(to), count), child));
            }
            if let Some(to) = first_empty {
                // The whole run (as much as may move), or its top card.
                let most = run.min(1 << (empties - 1));
                for count in if most > 1 { vec![most, 1] } else { vec![1] } {
                    if count == len {
                        continue;
                    }
                    let mut child = *s;
                    child.cols.transfer(from, to, count);
                    let score = 100 - (len - count) as i32;
                    scored.push((score, Move::run(col(from), col(to), count), child));
                }
            }
        }
        // The waste's top onto a column.
        if let Some((i, card)) = waste {
            for to in 0..COLUMNS {
                let fill = match s.top(to) {
                    Some(dest) if fits(card, dest) => 500,
                    None if Some(to) == first_empty => 150,
                    _ => continue,
                };
                let mut child = self.take_from_waste(s, i);
                child.cols.push(to, card);
                scored.push((fill, Move::one(PileId::Waste, col(to)), child));
            }
        }
        // The stock turns a card, or the waste turns back.
        if let Some(i) = self.stock_next(s) {
            let mut child = *s;
            child.turned = i as u8 + 1;
            scored.push((300, Move::Draw, child));
        } else if waste.is_some() && u32::from(s.passes) < REDEALS {
            let mut child = *s;
            child.turned = 0;
            child.passes += 1;
            scored.push((200, Move::Draw, child));
        }
        sort_by_key(&mut scored, |(score, _, _)| -score);
        out.extend(scored.into_iter().map(|(_, mv, child)| (mv, child)));
    }

    /// The place the turning of the talon has got to, the turn back
    /// counted: a card taken from the waste goes back a stage.
    fn stage(&self, s: &State) -> usize {
        usize::from(s.passes) * self.talon.len() + usize::from(s.turned)
    }

    /// Cards home count most; a card lying on the ordered run at the foot
    /// of its column (or alone) is on its way, one above a break is in
    /// the way; an empty column is room.
    fn score(&self, s: &State) -> i32 {
        let home: i32 = s
            .home
            .iter()
            .map(|&h| if h > 0 { i32::from(rank(h - 1)) } else { 0 })
            .sum();
        let mut disorder = 0;
        for c in 0..COLUMNS {
            let cards = s.cols.pile(c);
            let ordered = (1..cards.len())
                .find(|&i| !fits(cards[i], cards[i - 1]))
                .unwrap_or(cards.len());
            disorder += (cards.len() - ordered) as i32;
        }
        let waste = (0..usize::from(s.turned))
            .filter(|&i| !s.gone.has(i))
            .count() as i32;
        300 * home - 10 * disorder + 40 * s.empties() as i32
            - 60 * waste
            - 300 * i32::from(s.passes)
    }
}

/// A search over Forty & Eight positions from a given game.
pub struct FortyEightSearch(Stage);

enum Stage {
    Searching(Box<BestFirst<Deal>>),
    /// A game not laid out as Forty & Eight is, or a position read with
    /// more cards than two decks (never dealt).
    NotFortyEight,
}

impl FortyEightSearch {
    pub fn new(game: &Described, limits: Limits) -> FortyEightSearch {
        match deal(game) {
            Some(deal) => FortyEightSearch(Stage::Searching(Box::new(BestFirst::new(
                deal,
                limits.max_states,
            )))),
            None => FortyEightSearch(Stage::NotFortyEight),
        }
    }
}

/// The search's moves from `game`, for the differential test: a card safe
/// home alone, the first empty column only, never a whole column.
#[cfg(test)]
pub(crate) fn generated(game: &Described) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&deal(game)?),
        prunings: &[
            Pruning::SafeHomeAlone,
            Pruning::AlikeEmpty,
            Pruning::WholePileToEmpty,
        ],
        incomplete: false,
    })
}

/// The search's view of `game`; none for a game not laid out as Forty &
/// Eight is, or a position of more cards than two decks.
fn deal(game: &Described) -> Option<Deal> {
    if game.columns().len() != COLUMNS || game.foundations().len() != FOUNDATIONS {
        return None;
    }
    let waste = game.pile(PileId::Waste).map_or(&[][..], |p| p.cards());
    let stock = game.pile(PileId::Stock).map_or(&[][..], |p| p.cards());
    // The waste bottom first, then the stock from its top.
    let talon: Vec<Face> = waste
        .iter()
        .chain(stock.iter().rev())
        .map(|&c| face(c))
        .collect();
    let columns = game
        .columns()
        .iter()
        .map(|column| column.cards().iter().copied().map(face));
    let mut start = State {
        cols: Piles::of(0, columns)?,
        home: [0; FOUNDATIONS],
        gone: Talon::default(),
        turned: waste.len() as u8,
        passes: game.tally().recycles.min(REDEALS) as u8,
    };
    if talon.len() > 128 {
        return None;
    }
    for (f, pile) in game.foundations().iter().enumerate() {
        start.home[f] = pile.top().map_or(0, |c| face(c) + 1);
    }
    Some(Deal { talon, start })
}

impl Search for FortyEightSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match &mut self.0 {
            Stage::Searching(search) => search.step(budget),
            Stage::NotFortyEight => Some(Answer::Undecided),
        }
    }

    fn states(&self) -> usize {
        match &self.0 {
            Stage::Searching(search) => search.states(),
            Stage::NotFortyEight => 0,
        }
    }
}
