//! Baker's Dozen solver: every card lies face up, so the search sees the
//! whole game. A position is the thirteen columns and the rank home of
//! each suit.
//!
//! In every pass, a card that nothing could ever be built on (every card
//! one rank lower is home; or an ace or a two) goes home at once, the only
//! move tried where there is one. An empty column is never filled, so the
//! columns are alike: the key is the same whichever column holds which
//! cards.
//!
//! A position where some card can never leave its place is lost
//! ([`blocked`] argues it: cards never go onto an empty column, so a
//! column changes only at its top, and a card leaves only for home or onto
//! a card one rank higher that is free; e.g. every king buried under
//! queens that need a king). A deal so blocked is unwinnable at once, and
//! neither pass keeps a child so blocked.
//!
//! Two passes share the limit on positions. The first leaves out moves a
//! player seldom needs (a rule of thumb, not a sound one): a card back
//! from a foundation (KPatience allows it), and a card lying on one a
//! rank higher moved over to another, unless that frees the card under it
//! to go home, or a card of its rank or lower, or one ready to go home,
//! lies deeper in its column (the run must come apart to reach it). It
//! runs depth first and best first at once (Simple Simon's
//! [`super::pair::Pair`]), on a promise: cards home, few over the
//! next card of each suit, few over a lower card of their own suit, few
//! over a lower card of any suit (each of those must move at least once;
//! weights 10, 2 or 4, 3, 6, see [`Deal::promise`]). Only a win ends it;
//! when its lines are all tried, the second pass searches every move,
//! depth first ([`super::small`], which keeps only keys), and it alone can
//! call a deal unwinnable.
//!
//! Measured when choosing (1 s each, the machine busy): letting runs come
//! apart took best first ([`super::bestfirst`]) from 17 to 30 of deals
//! 1-40, the count of cards that must move to 36; depth first with the
//! same promise won 82 of deals 1-100 against best first's 80, in less
//! time and memory; other weights won 158-165 of deals 1-200 at 200,000
//! positions against these 165. Deals 1-200 at 1 s (`--jobs 1`): 167 won
//! (73 before), none proven unwinnable. Deals 1-1000 at 1 s: 850 won
//! (313 before), none proven unwinnable, 150 undecided, peak 24 MB.
//!
//! Third round, by positions (`--limit 200000`, deals 1-200): the first
//! pass depth first alone won 165; with best first beside it, 179 (the
//! two find different deals' wins: of ten won between 200,000 and three
//! million positions, depth first found four, best first six); letting a
//! card move over to uncover one ready to go home, and depth first
//! weighing cards over the next home cards 4, 187 (deals 201-400: 173,
//! against 166). Deals 11 and 20, undecided before, are won within 1 s;
//! at three million positions 190 of deals 1-200 were won (before the
//! last two changes). Tried and dropped: any card that can go home
//! sent alone in the first pass (177); the over moves only to free the
//! card under to go home (92), or always (162); other weights in the
//! best-first promise (176-180), or 6 for depth first's (186); the
//! depth-first search given 2 to 8 expansions a turn (the same deals:
//! each stops at half the positions).
//! The columns found in one pass and the key hashed eight cards at a
//! time search the same positions in about 0.7 of the time. At 1 s
//! (`--jobs 1`, load average 4 on two cores): 924 of deals 1-1000 won,
//! none proven unwinnable, 76 undecided (median 0.4 ms, peak 90 MB).
//!
//! Fourth round: the blocked test. Of the 73 deals undecided at 1 s
//! (927 won), the old search won 22 of the first 37 within five million
//! positions; with children so blocked dropped, 36 of the 73 are won
//! within 700,000 (22 in 62,489 against 610,905) and 3 (354, 431, 863)
//! are proven unwinnable by the test at the start. Deals 1-1000 at
//! `--limit 700000`: 963 won, 3 unwinnable, 34 undecided (all undecided
//! before). The test costs about 1.3 times the time a position, so 1 s
//! on an idle core is about 520,000 positions (670,000 before): at
//! `--limit 520000`, 958 won, 3 unwinnable, 39 undecided (deal 92, won
//! before at 1 s, among them: it needs more than 520,000). At 1 s
//! (`--jobs 1`) with the machine busy (load average 7 on two cores), one
//! sweep after the other: 938 won, 3 unwinnable, against 912 won before.
//! The lead's run on a quiet machine (the same command, 1-1000): 946 won,
//! 3 unwinnable beside another game's sweep; with the test as below, 947
//! and 3 alone (95.0%), where 1 s was about 435,000 positions (the
//! summary's p99). The test
//! now retries a card only when what it reads changes (a card of its suit
//! leaving, a card a rank higher freed) rather than in passes over every
//! card: the same answers, deals 1-200 at 100,000 positions in 4.5 and
//! 4.8 s against 4.8 and 4.9 s, alternating (little: most of the test's
//! time is reading the columns). What did pay: the test moved from the
//! children to [`Puzzle::is_dead`], which both searches ask of new
//! positions only, so a position met again is not tested again (and a
//! blocked one now counts among the positions kept). Deals 1-1000 at
//! 1 s alone: 952 won, 3 unwinnable, 45 undecided (95.5%), where 1 s
//! became about 605,000 positions (p99; 435,000 before).
//!
//! On a slower machine the next session (1 s was about 445,000
//! positions, p99), the same build decided 945 alone. The children's
//! promises are since worked out from the parent's by column, a move
//! between columns changing two ([`column_promise`]): the same answers
//! and positions on deals 1-200 at 100,000, 5.3 s of CPU against 5.85
//! (two runs each, alternating).
//!
//! The key is a 64-bit hash of the sorted columns and the foundations, not
//! the position: two positions could share one, which could only make the
//! search miss a line (a chance of about one in 10^7 at two million
//! positions).

mod blocked;
#[cfg(test)]
mod tests;

use super::bestfirst::{BestFirst, Promising};
use super::packed;
use super::pair::Pair;
use super::small::{Puzzle, SmallSearch};
use super::{Answer, Limits, Search};
use crate::games::bakersdozen::{BakersDozen, COLUMNS};
use crate::games::Patience;
use crate::model::card::Suit;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::rules::home_ranks;
use crate::model::sort::sort_by_key;

/// Cards in the deck: a position of the search holds at most these.
const CARDS: usize = 52;

/// A card of the search: `rank * 4 + suit`, rank 1..=13.
type Packed = u8;

fn rank(c: Packed) -> u8 {
    c / 4
}

fn suit(c: Packed) -> usize {
    usize::from(c % 4)
}

/// A Baker's Dozen position for the search: the cards left on the table,
/// column after column (bottom first), each column's length, and the rank
/// home of each suit (in [`Suit::ALL`] order).
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    cards: [Packed; CARDS],
    len: [u8; COLUMNS],
    home: [u8; 4],
}

impl State {
    /// Where each column ends in `cards` (and the next begins).
    fn ends(&self) -> [usize; COLUMNS] {
        packed::ends(&self.len)
    }

    /// The columns, bottom card first.
    fn columns(&self) -> [&[Packed]; COLUMNS] {
        packed::columns(&self.cards, &self.len)
    }

    /// The position after the top card of column `from` goes onto column
    /// `to`, or home when `to` is `None`.
    fn moved(&self, from: usize, to: Option<usize>) -> State {
        let mut s = *self;
        let ends = self.ends();
        let at = ends[from] - 1;
        let card = self.cards[at];
        s.cards.copy_within(at + 1.., at);
        s.len[from] -= 1;
        match to {
            None => s.home[suit(card)] += 1,
            Some(to) => {
                let end = ends[to] - usize::from(to > from);
                s.cards.copy_within(end..CARDS - 1, end + 1);
                s.cards[end] = card;
                s.len[to] += 1;
            }
        }
        s
    }

    /// The position after the top card of suit `suit`'s foundation comes
    /// back onto column `to`.
    fn back(&self, suit: usize, to: usize) -> State {
        let mut s = *self;
        let card = self.home[suit] * 4 + suit as u8;
        s.home[suit] -= 1;
        let end = self.ends()[to];
        s.cards.copy_within(end..CARDS - 1, end + 1);
        s.cards[end] = card;
        s.len[to] += 1;
        s
    }
}

/// The start of a search, and whether it takes cards back from home.
#[derive(Clone)]
struct Deal {
    start: State,
    /// Which foundation (`f0`..) holds each suit, or will.
    foundation: [u8; 4],
    returns: bool,
}

impl Puzzle for Deal {
    type State = State;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        s.home == [13; 4]
    }

    /// Blocked ([`blocked`]): both searches ask it of new positions only,
    /// so a position met again is not tested again.
    fn is_dead(&mut self, s: &State) -> bool {
        blocked::is_blocked(s)
    }

    fn key(&self, s: &State) -> u64 {
        let mut hashes = s.columns().map(packed::column_hash);
        sort_by_key(&mut hashes, |h| *h);
        let home = u64::from_le_bytes([s.home[0], s.home[1], s.home[2], s.home[3], 0, 0, 0, 0]);
        hashes.iter().fold(home, |key: u64, &h| {
            (key.rotate_left(23) ^ h).wrapping_mul(0xBF58_476D_1CE4_E5B9)
        })
    }

    /// A card safe home alone if there is one; else every card home, every
    /// top card onto a card one rank higher, and (in the second pass) every
    /// foundation's top card back onto one; best first.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let col = |c: usize| PileId::Column(c as u8);
        let found = |suit: usize| PileId::Foundation(self.foundation[suit]);
        let cols = s.columns();
        let top = |c: usize| cols[c].last().copied();
        let mut homes = Vec::new();
        for c in 0..COLUMNS {
            let Some(card) = top(c) else { continue };
            if s.home[suit(card)] + 1 != rank(card) {
                continue;
            }
            let mv = Move::one(col(c), found(suit(card)));
            if rank(card) <= 2 || s.home.iter().all(|&h| h + 1 >= rank(card)) {
                out.push((mv, s.moved(c, None)));
                return;
            }
            homes.push((mv, s.moved(c, None)));
        }
        out.extend(homes);
        let mut scored: Vec<(i32, Move, State)> = Vec::new();
        // The parent's promise by column: a move between columns changes
        // two of them.
        let parts: [i32; COLUMNS] = std::array::from_fn(|c| {
            column_promise(cols[c].iter().copied(), cols[c].len(), &s.home, 4)
        });
        let promise =
            10 * s.home.iter().map(|&h| i32::from(h)).sum::<i32>() + parts.iter().sum::<i32>();
        for (from, column) in cols.iter().enumerate() {
            let Some(&card) = column.last() else { continue };
            // A card on one a rank higher moves over to another only to
            // free that card to go home, or to uncover a lower card or
            // one ready to go home under that one.
            let below = (column.len() > 1).then(|| column[column.len() - 2]);
            let over =
                below.is_some_and(|b| rank(b) == rank(card) + 1 && s.home[suit(b)] + 1 != rank(b));
            let lower = column
                .iter()
                .rev()
                .skip(2)
                .any(|&c| rank(c) <= rank(card) || s.home[suit(c)] + 1 == rank(c));
            if over && !lower && !self.returns {
                continue;
            }
            for to in 0..COLUMNS {
                if to != from && top(to).is_some_and(|t| rank(t) == rank(card) + 1) {
                    let child = s.moved(from, Some(to));
                    let rest = &column[..column.len() - 1];
                    let onto = cols[to].iter().copied().chain([card]);
                    let child_promise = promise - parts[from] - parts[to]
                        + column_promise(rest.iter().copied(), rest.len(), &s.home, 4)
                        + column_promise(onto, cols[to].len() + 1, &s.home, 4);
                    debug_assert_eq!(child_promise, self.promise(&child, 4));
                    scored.push((-child_promise, Move::one(col(from), col(to)), child));
                }
            }
        }
        if self.returns {
            for (suit, &h) in s.home.iter().enumerate() {
                if h == 0 {
                    continue;
                }
                for to in 0..COLUMNS {
                    if top(to).is_some_and(|t| rank(t) == h + 1) {
                        let child = s.back(suit, to);
                        scored.push((
                            -self.promise(&child, 4),
                            Move::one(found(suit), col(to)),
                            child,
                        ));
                    }
                }
            }
        }
        scored.sort_by_key(|&(promise, _, _)| promise);
        out.extend(scored.into_iter().map(|(_, mv, child)| (mv, child)));
    }
}

impl Promising for Deal {
    fn promise(&self, s: &State) -> i32 {
        Deal::promise(self, s, 2)
    }
}

impl Deal {
    /// Many cards home, few over the next card of each suit, few over a
    /// lower card of their own suit, few over a lower card of any suit
    /// (each of which must move at least once; weights 10, `over`, 3, 6:
    /// depth first orders children with `over` 4, best first ranks
    /// positions with 2).
    fn promise(&self, s: &State, over_weight: i32) -> i32 {
        let home: i32 = s.home.iter().map(|&h| i32::from(h)).sum();
        let columns: i32 = s
            .columns()
            .iter()
            .map(|col| column_promise(col.iter().copied(), col.len(), &s.home, over_weight))
            .sum();
        10 * home + columns
    }
}

/// A column's part of [`Deal::promise`] (none of it positive): `len`
/// cards, bottom first, against the cards `home`. A move between columns
/// changes two columns' parts only, so the children's promises are the
/// parent's with those two worked out again.
fn column_promise(
    col: impl Iterator<Item = Packed>,
    len: usize,
    home: &[u8; 4],
    over_weight: i32,
) -> i32 {
    let mut over = 0;
    let mut inversions = 0;
    let mut must = 0;
    let mut low = u8::MAX;
    // The lowest rank of each suit below the card.
    let mut lows = [u8::MAX; 4];
    for (i, c) in col.enumerate() {
        if rank(c) > low {
            must += 1;
        }
        low = low.min(rank(c));
        if home[suit(c)] + 1 == rank(c) {
            over += (len - 1 - i) as i32;
        }
        // A card over a lower one of its suit must move off first.
        if lows[suit(c)] < rank(c) {
            inversions += 1;
        }
        lows[suit(c)] = lows[suit(c)].min(rank(c));
    }
    -over_weight * over - 3 * inversions - 6 * must
}

impl Deal {
    /// The pass's search: depth first, which keeps only keys.
    fn search(&self, max_states: usize) -> Box<dyn Search> {
        if self.returns {
            return Box::new(SmallSearch::new(self.clone(), Limits::states(max_states)));
        }
        let half = max_states / 2;
        Box::new(Pair::new([
            Box::new(SmallSearch::new(self.clone(), Limits::states(half))),
            Box::new(BestFirst::new(self.clone(), half)),
        ]))
    }
}

/// A search over Baker's Dozen positions from a given game, in two passes
/// (see the module's doc).
pub struct BakersDozenSearch {
    search: Box<dyn Search>,
    deal: Deal,
    limits: Limits,
    /// Positions kept by the first pass, once the second runs.
    before: usize,
    /// Whether the start is lost for a card that can never leave its
    /// place ([`blocked`]).
    blocked: bool,
}

impl BakersDozenSearch {
    pub fn new(game: &BakersDozen, limits: Limits) -> BakersDozenSearch {
        let mut start = State {
            cards: [0; CARDS],
            len: [0; COLUMNS],
            home: home_ranks(game.foundations()),
        };
        let mut at = 0;
        for (c, column) in game.columns().iter().enumerate() {
            for &card in column.cards() {
                start.cards[at] = card.rank().value() * 4 + card.suit().index() as u8;
                at += 1;
            }
            start.len[c] = column.len() as u8;
        }
        // A suit's foundation: the one holding it, else its own place if
        // empty, else the first empty one left (as the model's).
        let piles = game.foundations();
        let mut foundation = [u8::MAX; 4];
        for s in Suit::ALL {
            if let Some(f) = piles
                .iter()
                .position(|p| p.top().is_some_and(|c| c.suit() == s))
            {
                foundation[s.index()] = f as u8;
            }
        }
        for s in Suit::ALL {
            if foundation[s.index()] == u8::MAX {
                let free = |f: usize| piles[f].is_empty() && !foundation.contains(&(f as u8));
                let f = if free(s.index()) {
                    s.index()
                } else {
                    (0..4)
                        .find(|&f| free(f))
                        .expect("a foundation for each suit")
                };
                foundation[s.index()] = f as u8;
            }
        }
        let deal = Deal {
            start,
            foundation,
            returns: false,
        };
        BakersDozenSearch {
            search: deal.search(limits.max_states),
            deal,
            limits,
            before: 0,
            blocked: blocked::is_blocked(&start),
        }
    }
}

impl Search for BakersDozenSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        if self.blocked {
            return Some(Answer::Unwinnable);
        }
        match self.search.step(budget)? {
            Answer::Unwinnable if !self.deal.returns => {
                self.before = self.search.states();
                let left = self.limits.max_states.saturating_sub(self.before).max(1);
                self.deal.returns = true;
                self.search = self.deal.search(left);
                None
            }
            answer => Some(answer),
        }
    }

    fn states(&self) -> usize {
        self.before + self.search.states()
    }
}
