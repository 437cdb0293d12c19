//! Mod3 solver, *thoughtful*: it knows the order of the stock. It walks
//! the game's moves with the engine's depth-first search
//! ([`super::engine::depth`]). A position is each place of the three rows as its
//! top card and how many it holds (a place holds one card as dealt, or its
//! row's build, which its top card names), the reserve's cards, and how
//! many cards the stock has given.
//!
//! What keeps the search small:
//! - A card put in its place (an ace aside, a base on an empty place of
//!   its row, a card on its build) never needs to leave it again: the
//!   builds of one row and suit are alike, and a place of the rows takes
//!   nothing but its row's cards. Such a move is the only one tried where
//!   it takes no place another card needs (an ace; a base while its row
//!   has an empty place for every base still out; a card whose twin is
//!   built in, or with two builds waiting for it) and it empties no
//!   reserve place while the stock lasts (the place then takes the
//!   stock's next card, which changes what every later deal brings).
//!   Other moves to a card's place come first among the rest. (Taking
//!   every move to a place alone, as first written, called deals lost
//!   that a full search wins: the two copies of a card compete for one
//!   build.)
//! - Cards of the builds never move again, and a card goes into only the
//!   first empty place of a row or of the reserve.
//! - The places of a row are alike, so a position's key sorts them; the
//!   reserve's places are sorted too once the stock is out.
//!
//! The key is a 64-bit hash: two positions could share one, which would
//! only ever make the search miss a line.
//!
//! A greedy first pass ([`Mod3Search`]) takes every move to a card's place
//! alone, as first written: it finds most wins in a few hundred positions.
//!
//! Measured (`felt solve mod3 1-1000 --summary --jobs 1 --limit 1s`, on a
//! machine shared with other work): 957 won, 18 proven lost, 25 left
//! undecided (975 decided); the median 139 positions. Without the greedy
//! pass 180 of deals 1-200 were decided, with it 192. Of the undecided, most are won given ten million positions (3,
//! 21, 25, 37), so a better order of the sound pass's moves is the next
//! step. KPatience decides 628 of its deals 1-1000 (610 won, 18 lost,
//! 372 unknown); random shuffles both, so the shares compare, not the
//! deals.

#[cfg(test)]
mod tests;

use super::engine::depth::DepthFirst;
use super::engine::Puzzle;
use super::{Answer, Limits, Search};
use crate::games::mod3::{base, Mod3, ACES, BUILT, FULL, WIDTH};
use crate::games::Patience;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;
use crate::solver::engine::hash::spread;

/// Cards a reserve place of the search can hold: one dealt and one from
/// each of the stock's nine deals.
const CAP: usize = 12;

/// No card: an empty place.
const NONE: u8 = u8::MAX;

/// A card of the search: its face index, `(rank - 1) * 4 + suit`.
type Packed = u8;

fn rank(c: Packed) -> u8 {
    c / 4 + 1
}

/// The row (0..3) a card of this rank builds in; none for an ace.
fn row_of(c: Packed) -> Option<usize> {
    match rank(c) {
        1 => None,
        r => Some(usize::from((r - 2) % 3)),
    }
}

/// A Mod3 position for the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    /// Each place of the rows: its top card (or [`NONE`]) and how many.
    top: [Packed; BUILT],
    len: [u8; BUILT],
    reserve: [[Packed; CAP]; WIDTH],
    high: [u8; WIDTH],
    /// Cards the stock has given so far.
    given: u8,
}

impl State {
    fn reserve_top(&self, n: usize) -> Option<Packed> {
        let h = usize::from(self.high[n]);
        (h > 0).then(|| self.reserve[n][h - 1])
    }

    /// Whether place `n` of the rows holds its build (not a dealt stray).
    fn is_built(&self, n: usize) -> bool {
        self.len[n] > 1 || (self.len[n] == 1 && rank(self.top[n]) == base(n))
    }
}

/// Where a card of the search lies: a place of the rows or of the reserve.
#[derive(Clone, Copy, PartialEq)]
enum Spot {
    Row(usize),
    Reserve(usize),
}

/// The stock of a deal, which never changes: the search only counts.
#[derive(Clone)]
struct Deal {
    /// The stock in the order it gives its cards (its top first).
    stock: Vec<Packed>,
    start: State,
    /// The first, quick pass: every move to a card's place that leaves
    /// the stock alone is taken alone (see [`Mod3Search`]).
    greedy: bool,
}

impl Deal {
    fn stock_left(&self, s: &State) -> usize {
        self.stock.len() - usize::from(s.given)
    }

    /// `s` with the top card of `from` taken off (a reserve place emptied
    /// while the stock lasts takes its next card); the card and the move's
    /// source pile.
    fn take(&self, s: &State, from: Spot) -> (State, Packed, PileId) {
        let mut child = *s;
        match from {
            Spot::Row(n) => {
                let card = s.top[n];
                child.top[n] = NONE;
                child.len[n] = 0;
                (child, card, PileId::Foundation(n as u8))
            }
            Spot::Reserve(n) => {
                let card = s.reserve_top(n).expect("a card to move");
                child.high[n] -= 1;
                if child.high[n] == 0 && self.stock_left(s) > 0 {
                    child.reserve[n][0] = self.stock[usize::from(s.given)];
                    child.high[n] = 1;
                    child.given += 1;
                }
                (child, card, PileId::Column(n as u8))
            }
        }
    }

    /// Where `card` goes in its place, if it can now: the aces pile, or the
    /// first place of its row that takes it.
    fn place_for(&self, s: &State, card: Packed) -> Option<PileId> {
        let Some(row) = row_of(card) else {
            return Some(ACES);
        };
        let places = row * WIDTH..(row + 1) * WIDTH;
        let mut places = places.filter(|&n| match s.top[n] {
            NONE => rank(card) == base(n),
            top => s.is_built(n) && top + 12 == card,
        });
        places.next().map(|n| PileId::Foundation(n as u8))
    }

    /// `child` with `card` put on `to`.
    fn put(child: &mut State, card: Packed, to: PileId) {
        match to {
            PileId::Foundation(n) if to != ACES => {
                let n = usize::from(n);
                child.top[n] = card;
                child.len[n] += 1;
            }
            PileId::Column(n) => {
                let n = usize::from(n);
                child.reserve[n][usize::from(child.high[n])] = card;
                child.high[n] += 1;
            }
            _ => {}
        }
    }

    /// Whether putting `card` in its place now can take no place another
    /// card needs: an ace (the aces pile takes all eight); a base while
    /// its row has an empty place for every base not yet in one; another
    /// card when its twin is already built in, or two builds wait for it.
    fn unrivalled(s: &State, card: Packed) -> bool {
        let Some(row) = row_of(card) else {
            return true;
        };
        let places = row * WIDTH..(row + 1) * WIDTH;
        let count = |f: &dyn Fn(usize) -> bool| places.clone().filter(|&n| f(n)).count();
        if rank(card) == base(row * WIDTH) {
            let built = count(&|n| s.is_built(n));
            return count(&|n| s.top[n] == NONE) >= WIDTH - built;
        }
        let twin_built =
            count(&|n| s.is_built(n) && s.top[n] % 4 == card % 4 && rank(s.top[n]) >= rank(card));
        twin_built > 0 || count(&|n| s.is_built(n) && s.top[n] + 12 == card) >= 2
    }

    /// The cards that may move: reserve tops and dealt strays in the rows.
    fn sources(s: &State) -> impl Iterator<Item = (Spot, Packed)> + '_ {
        let strays = (0..BUILT)
            .filter(|&n| s.len[n] == 1 && !s.is_built(n))
            .map(|n| (Spot::Row(n), s.top[n]));
        let reserve = (0..WIDTH).filter_map(|n| Some((Spot::Reserve(n), s.reserve_top(n)?)));
        reserve.chain(strays)
    }
}

impl Puzzle for Deal {
    type State = State;
    type Move = Move;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        s.len.iter().all(|&n| usize::from(n) == FULL)
    }

    /// Each row's places sorted, the reserve in order while the stock
    /// deals onto it (sorted after), and the stock's count, hashed.
    fn key(&self, s: &State) -> u64 {
        let mut key = u64::from(s.given);
        for row in 0..3 {
            let mut places: [u16; WIDTH] = std::array::from_fn(|c| {
                let n = row * WIDTH + c;
                u16::from(s.top[n]) << 4 | u16::from(s.len[n])
            });
            sort_by_key(&mut places, |p| *p);
            for p in places {
                key = spread(key, u64::from(p));
            }
        }
        let mut reserve: [u64; WIDTH] = std::array::from_fn(|n| {
            s.reserve[n][..usize::from(s.high[n])]
                .iter()
                .fold(0x100, |h, &c| spread(h, u64::from(c)))
        });
        if self.stock_left(s) == 0 {
            sort_by_key(&mut reserve, |h| *h);
        }
        reserve
            .iter()
            .fold(key, |k, &h| spread(k.rotate_left(17), h))
    }

    /// A card put in its place without touching the stock, alone; else
    /// such moves that empty a reserve place, the deal, and moves into the
    /// first empty reserve place.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let first = out.len();
        let stock = self.stock_left(s) > 0;
        for (from, card) in Deal::sources(s) {
            let Some(to) = self.place_for(s, card) else {
                continue;
            };
            let (mut child, _, pile) = self.take(s, from);
            Deal::put(&mut child, card, to);
            let refills = stock && matches!(from, Spot::Reserve(n) if s.high[n] == 1);
            if !refills && (self.greedy || Deal::unrivalled(s, card)) {
                out.truncate(first);
                out.push((Move::one(pile, to), child));
                return;
            }
            out.push((Move::one(pile, to), child));
        }
        if stock {
            let mut child = *s;
            let start = usize::from(s.given);
            let dealt = &self.stock[start..(start + WIDTH).min(self.stock.len())];
            for (n, &card) in dealt.iter().enumerate() {
                Deal::put(&mut child, card, PileId::Column(n as u8));
            }
            child.given += dealt.len() as u8;
            out.push((Move::Draw, child));
        }
        if let Some(empty) = (0..WIDTH).find(|&n| s.high[n] == 0) {
            let to = PileId::Column(empty as u8);
            for (from, card) in Deal::sources(s) {
                if from == Spot::Reserve(empty) || matches!(from, Spot::Reserve(n) if s.high[n] < 2)
                {
                    continue;
                }
                let (mut child, _, pile) = self.take(s, from);
                Deal::put(&mut child, card, to);
                out.push((Move::one(pile, to), child));
            }
        }
    }
}

/// A search over Mod3 positions from a given game, in two passes. The
/// first, greedy, takes every move of a card to its place alone unless it
/// empties a reserve place while the stock lasts (sound but for the twin
/// that may want the same build): its lines are far fewer and it finds
/// most wins in a few hundred positions. Only a win ends it; otherwise
/// (its lines all tried, or a quarter of the positions allowed spent)
/// the second pass searches soundly, which alone can call a deal lost.
/// A position the search cannot hold (a reserve place taller than it
/// keeps) stays undecided.
pub struct Mod3Search(Stage);

enum Stage {
    Greedy {
        search: Box<DepthFirst<Deal>>,
        deal: Deal,
        limits: Limits,
    },
    Full {
        search: Box<DepthFirst<Deal>>,
        greedy: usize,
    },
    /// The answer, and the positions kept to find it.
    Done(Answer, usize),
}

/// The sound pass's moves from `game`, for the differential test, with
/// the prunings of the module's doc.
#[cfg(test)]
pub(crate) fn generated(game: &Mod3) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&Deal::new(game)?),
        prunings: &[
            Pruning::SafeHomeAlone,
            Pruning::AlikeEmpty,
            Pruning::WholePileToEmpty,
            Pruning::BuildStays,
            Pruning::AlikeRowPlace,
        ],
        incomplete: false,
    })
}

impl Deal {
    /// The search's deal from `game`; none for a position it cannot hold.
    fn new(game: &Mod3) -> Option<Deal> {
        let pack = |c: &crate::model::card::Card| c.face().index() as u8;
        let mut stock: Vec<Packed> = game
            .pile(PileId::Stock)
            .map_or_else(Vec::new, |p| p.cards().iter().map(pack).collect());
        // The stock's top card (its last) is given first.
        stock.reverse();
        let mut start = State {
            top: [NONE; BUILT],
            len: [0; BUILT],
            reserve: [[0; CAP]; WIDTH],
            high: [0; WIDTH],
            given: 0,
        };
        for (n, place) in game.foundations()[..BUILT].iter().enumerate() {
            start.top[n] = place.top().map_or(NONE, |c| pack(&c));
            start.len[n] = place.len() as u8;
        }
        let deals = stock.len().div_ceil(WIDTH);
        for (n, place) in game.reserve().iter().enumerate() {
            if place.len() + deals + 1 > CAP || stock.len() > 255 {
                return None;
            }
            for card in place.cards() {
                start.reserve[n][usize::from(start.high[n])] = pack(card);
                start.high[n] += 1;
            }
        }
        Some(Deal {
            stock,
            start,
            greedy: false,
        })
    }
}

impl Mod3Search {
    pub fn new(game: &Mod3, limits: Limits) -> Mod3Search {
        let Some(deal) = Deal::new(game) else {
            return Mod3Search(Stage::Done(Answer::Undecided, 0));
        };
        let first = Limits::states((limits.max_states / 4).max(1));
        let greedy = Deal {
            greedy: true,
            ..deal.clone()
        };
        Mod3Search(Stage::Greedy {
            search: Box::new(DepthFirst::new(greedy, first.max_states)),
            deal,
            limits,
        })
    }
}

impl Search for Mod3Search {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match &mut self.0 {
            Stage::Greedy {
                search,
                deal,
                limits,
            } => match search.step(budget) {
                None => None,
                Some(Answer::Solved(line)) => {
                    self.0 = Stage::Done(Answer::Solved(line), search.states());
                    self.step(0)
                }
                Some(_) => {
                    let greedy = search.states();
                    let full = Limits::states(limits.max_states.saturating_sub(greedy).max(1));
                    self.0 = Stage::Full {
                        search: Box::new(DepthFirst::new(deal.clone(), full.max_states)),
                        greedy,
                    };
                    None
                }
            },
            Stage::Full { search, .. } => search.step(budget),
            Stage::Done(answer, _) => Some(answer.clone()),
        }
    }

    fn states(&self) -> usize {
        match &self.0 {
            Stage::Greedy { search, .. } => search.states(),
            Stage::Full { search, greedy } => greedy + search.states(),
            Stage::Done(_, kept) => *kept,
        }
    }
}
