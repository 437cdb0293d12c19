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
//! depth first ([`super::engine::depth`], which keeps only keys), and it alone can
//! call a deal unwinnable.
//!
//! Measured when choosing (1 s each, the machine busy): letting runs come
//! apart took best first ([`super::engine::best`]) from 17 to 30 of deals
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
//! between columns changing two ([`promise::column`]): the same answers
//! and positions on deals 1-200 at 100,000, 5.3 s of CPU against 5.85
//! (two runs each, alternating).
//!
//! Speed by position, the next session (2 cores shared by four
//! searches): the key xors a hash for each card with the one it lies on,
//! each move updating its parent's ([`key`]), rather than hashing the
//! thirteen sorted columns of each child; the blocked test walks the
//! columns from the top ([`blocked`]); a position keeps its promise's
//! parts, each move between columns updating two columns' ([`promise`]).
//! The same answers and the same lines (every deal's output, 1-1000 at
//! `--limit 445000`: 956 won, 3 unwinnable, 41 undecided, before and
//! after), and deals 1-200 at `--limit 100000` in 3.06 and 2.71 s of CPU
//! against 4.88 and 5.35 (alternating): about 1.75 times the positions
//! a second. By steps: the key 3.43 and 3.35 s against 5.16 and 5.28;
//! the blocked test then 3.29 and 2.94 against 3.57 and 3.20; the
//! promise then 2.54, 2.50, 2.27, 2.09 against 2.85, 2.92, 2.56, 2.97.
//! Then: the blocked test in rounds of bits ([`blocked`]); a card sent
//! home updates the promise too (its column, and the cards over the next
//! card of its suit); the children find the columns to move onto by the
//! rank of their tops (one bit a column) and work each parent column's
//! part of the promise out once. The same output again on every deal
//! 1-1000 at 445,000; deals 1-200 at 100,000 in 1.68, 2.02, 1.81, 1.89 s
//! of CPU against 1.87, 2.27, 1.99, 2.21 (alternating), and 1.91 and 1.78
//! against the first build's 3.65 and 3.68: about twice the positions a
//! second of the build before this session. (`valgrind --tool=callgrind`
//! on deal 42 at 100,000 counts what the clock, with the machine shared,
//! cannot: 569 million instructions and 5.0 million branches mispredicted
//! against 689 and 11.7 million.)
//! At `--limit 890000` (twice 445,000), 8 more of the 41 undecided
//! deals are won (61 92 117 204 266 510 519 926): 964 won, 3
//! unwinnable. At 1 s (`--jobs 1`, niced, load average about 2 on two
//! cores): 963 won, 3 unwinnable, 34 undecided (96.6%), 1 s being about
//! 1,090,000 positions (p99), peak 141 MB. Tried and dropped: the first
//! pass's limit split a third to depth first and two to best first (at
//! 445,000: 953 won, deals 117 and 510 won and 88, 195, 766, 837, 980
//! lost), or two thirds to depth first (956: 266 won, 342 lost).
//! The blocked test's table of the card under each, filled without a
//! branch: the same output on every deal 1-1000 at 445,000, deals 1-200
//! at 100,000 in 1.41-1.58 s of CPU against 1.50-1.70 (8 runs each,
//! alternating).
//! A child made by sending a card home is not tested ([`Deal::is_dead`]
//! argues why it cannot be blocked): the same output on every deal
//! 1-1000 at 445,000; little by the clock (1.36-1.74 s against 1.43-1.61,
//! 8 runs each), by callgrind on deal 42 at 100,000 the test's
//! instructions 194 million against 213 (532 against 551 in all).
//! At 1 s (`--jobs 1`, niced, load average 2-3), one sweep after the
//! other: this build 963 won, 3 unwinnable (96.6%), 1 s about 1,150,000
//! positions (p99), peak 147 MB; the session's first build 954 won, 3
//! unwinnable, 1 s about 600,000; every deal it decided decided again.

mod blocked;
mod key;
mod promise;
#[cfg(test)]
mod tests;

use super::engine::best::BestFirst;
use super::engine::depth::DepthFirst;
use super::engine::Puzzle;
use super::packed::Piles;
use super::pair::Pair;
use super::{Answer, Limits, Search};
use crate::games::described::Described;
use crate::games::Patience;
use crate::model::card::Suit;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::rules::home_ranks;
use crate::model::sort::sort_by_key;
use promise::Parts;

/// Baker's Dozen's columns, as its description deals them.
pub(crate) const COLUMNS: usize = 13;

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
    /// The search's key ([`key`]), kept up to date by each move.
    key: u64,
    /// The position's promise ([`promise`]), kept up to date by each move.
    parts: Parts,
    piles: Piles<Packed, CARDS, COLUMNS>,
    home: [u8; 4],
    /// Made by sending a card home (see [`Deal::is_dead`]).
    homed: bool,
}

impl State {
    /// The columns, bottom card first.
    fn columns(&self) -> [&[Packed]; COLUMNS] {
        self.piles.piles()
    }

    /// The position after the top card of column `from` goes onto column
    /// `to`, or home when `to` is `None`; its key and promise are the
    /// parent's, updated.
    fn moved(&self, from: usize, to: Option<usize>) -> State {
        let mut s = *self;
        let old_from = self.piles.pile(from);
        let was_from = old_from.len();
        let card = old_from[was_from - 1];
        let below = if was_from > 1 {
            old_from[was_from - 2]
        } else {
            0
        };
        let Some(to) = to else {
            s.key ^= key::pair(card, below);
            s.piles.remove_top(from, 1);
            s.home[suit(card)] += 1;
            s.homed = true;
            // The card's column, and the next card of its suit: elsewhere,
            // the cards over it now count (none else changes).
            let mut parts = self.parts.replaced(
                promise::column(old_from, &self.home),
                promise::column(&old_from[..was_from - 1], &s.home),
            );
            parts.rest += 10;
            let next = card + 4;
            if rank(card) < 13 {
                let on_table = self.piles.cards();
                if let Some(at_next) = on_table.iter().position(|&c| c == next) {
                    if !old_from.contains(&next) {
                        let column = (0..COLUMNS).find(|&c| self.piles.end(c) > at_next);
                        let end = self.piles.end(column.expect("a column"));
                        parts.over += (end - 1 - at_next) as i16;
                    }
                }
            }
            s.parts = parts;
            return s;
        };
        let old_to = self.piles.pile(to);
        let column = |col| promise::column(col, &self.home);
        let base = self
            .parts
            .replaced(column(old_from), column(&old_from[..was_from - 1]))
            .replaced(column(old_to), Parts::default());
        self.onto(from, to, base)
    }

    /// The position after the top card of column `from` goes onto column
    /// `to`, whose promise's parts are `base` with the new column `to`'s
    /// added (its parent's, with column `from`'s as it will be and column
    /// `to`'s taken out: [`Deal::children`] works the parent's columns'
    /// out once for all its children).
    fn onto(&self, from: usize, to: usize, base: Parts) -> State {
        let mut s = *self;
        s.homed = false;
        let col = self.piles.pile(from);
        let card = col[col.len() - 1];
        let below = if col.len() > 1 { col[col.len() - 2] } else { 0 };
        s.key ^= key::pair(card, below);
        let onto = self.piles.top(to).expect("a card to go onto");
        s.key ^= key::pair(card, onto);
        s.piles.transfer(from, to, 1);
        // The cards home stay: only the two columns' parts change.
        s.parts = base.replaced(
            Parts::default(),
            promise::column(s.piles.pile(to), &self.home),
        );
        s
    }

    /// The position after the top card of suit `suit`'s foundation comes
    /// back onto column `to`.
    fn back(&self, suit: usize, to: usize) -> State {
        let mut s = *self;
        s.homed = false;
        let card = self.home[suit] * 4 + suit as u8;
        s.home[suit] -= 1;
        s.key ^= key::pair(card, self.piles.top(to).expect("a card to go onto"));
        s.piles.push(to, card);
        s.parts = promise::whole(&s);
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
    type Move = Move;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        s.home == [13; 4]
    }

    /// Blocked ([`blocked`]): both searches ask it of new positions only,
    /// so a position met again is not tested again.
    ///
    /// A card sent home leaves a position no more blocked than its parent,
    /// and the searches make children only of positions not blocked (the
    /// start is tested in [`BakersDozenSearch::new`]): so such a child is
    /// not tested. The card was free and could go home in the parent, so
    /// the test's cards there may begin with it, and then they stand as
    /// the child's begin (that card left, the card under it free); the
    /// cards that can leave only grow, so the child's are the parent's,
    /// all of them.
    fn is_dead(&mut self, s: &State) -> bool {
        !s.homed && blocked::is_blocked(s)
    }

    /// Kept in the position, each move updating it ([`key`]).
    fn key(&self, s: &State) -> u64 {
        debug_assert_eq!(s.key, key::whole(s));
        s.key
    }

    /// A card safe home alone if there is one; else every card home, every
    /// top card onto a card one rank higher, and (in the second pass) every
    /// foundation's top card back onto one; best first.
    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let col = |c: usize| PileId::Column(c as u8);
        let found = |suit: usize| PileId::Foundation(self.foundation[suit]);
        let cols = s.columns();
        let top = |c: usize| cols[c].last().copied();
        let first = out.len();
        for c in 0..COLUMNS {
            let Some(card) = top(c) else { continue };
            if s.home[suit(card)] + 1 != rank(card) {
                continue;
            }
            let mv = Move::one(col(c), found(suit(card)));
            if rank(card) <= 2 || s.home.iter().all(|&h| h + 1 >= rank(card)) {
                out.truncate(first);
                out.push((mv, s.moved(c, None)));
                return;
            }
            out.push((mv, s.moved(c, None)));
        }
        // The other children, to be sorted best first. The columns whose
        // top card is of each rank, one bit a column (lowest first).
        let scored = out.len();
        let mut tops = [0u16; 15];
        for (c, column) in cols.iter().enumerate() {
            if let Some(&card) = column.last() {
                tops[usize::from(rank(card))] |= 1 << c;
            }
        }
        // The parent's columns' parts of the promise, each worked out once.
        let mut known: [Option<Parts>; COLUMNS] = [None; COLUMNS];
        let mut part =
            |c: usize| *known[c].get_or_insert_with(|| promise::column(cols[c], &s.home));
        for (from, column) in cols.iter().enumerate() {
            let Some(&card) = column.last() else { continue };
            let mut onto = tops[usize::from(rank(card)) + 1] & !(1 << from);
            if onto == 0 {
                continue;
            }
            // A card on one a rank higher moves over to another only to
            // free that card to go home, or to uncover a lower card or
            // one ready to go home under that one.
            let below = (column.len() > 1).then(|| column[column.len() - 2]);
            let over =
                below.is_some_and(|b| rank(b) == rank(card) + 1 && s.home[suit(b)] + 1 != rank(b));
            let lower = || {
                column
                    .iter()
                    .rev()
                    .skip(2)
                    .any(|&c| rank(c) <= rank(card) || s.home[suit(c)] + 1 == rank(c))
            };
            if over && !self.returns && !lower() {
                continue;
            }
            let rest = promise::column(&column[..column.len() - 1], &s.home);
            let after = s.parts.replaced(part(from), rest);
            while onto != 0 {
                let to = onto.trailing_zeros() as usize;
                onto &= onto - 1;
                let base = after.replaced(part(to), Parts::default());
                out.push((Move::one(col(from), col(to)), s.onto(from, to, base)));
            }
        }
        if self.returns {
            for (suit, &h) in s.home.iter().enumerate() {
                if h == 0 {
                    continue;
                }
                let mut onto = tops[usize::from(h) + 1];
                while onto != 0 {
                    let to = onto.trailing_zeros() as usize;
                    onto &= onto - 1;
                    out.push((Move::one(found(suit), col(to)), s.back(suit, to)));
                }
            }
        }
        sort_by_key(&mut out[scored..], |(_, child)| -self.promise(child, 4));
    }

    fn score(&self, s: &State) -> i32 {
        Deal::promise(self, s, 2)
    }
}

impl Deal {
    /// The position's promise ([`promise`]), cards over the next ones
    /// home weighing `over_weight`.
    fn promise(&self, s: &State, over_weight: i32) -> i32 {
        debug_assert_eq!(s.parts, promise::whole(s));
        s.parts.promise(over_weight)
    }
}

impl Deal {
    /// The pass's search: depth first, which keeps only keys.
    fn search(&self, max_states: usize) -> Box<dyn Search> {
        if self.returns {
            return Box::new(DepthFirst::new(self.clone(), max_states));
        }
        let half = max_states / 2;
        Box::new(Pair::new([
            Box::new(DepthFirst::new(self.clone(), half)),
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

/// The second pass's moves from `game` (the pass that proves a deal
/// lost), for the differential test: a card nothing can be built on goes
/// home alone (an ace never moves from one foundation to another, which
/// the description refuses too).
#[cfg(test)]
pub(crate) fn generated(game: &Described) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    let deal = Deal {
        returns: true,
        ..Deal::new(game)
    };
    Some(super::differential::Generated {
        lines: super::engine::start_lines(&deal),
        prunings: &[Pruning::SafeHomeAlone],
        incomplete: false,
    })
}

impl Deal {
    /// The search's first pass from `game`.
    fn new(game: &Described) -> Deal {
        let columns = game.columns().iter().map(|column| {
            column
                .cards()
                .iter()
                .map(|card| card.rank().value() * 4 + card.suit().index() as u8)
        });
        let mut start = State {
            key: 0,
            parts: Parts::default(),
            piles: Piles::of(0, columns).expect("Baker's Dozen's deck in its thirteen columns"),
            home: home_ranks(game.foundations()),
            homed: false,
        };
        start.key = key::whole(&start);
        start.parts = promise::whole(&start);
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
        Deal {
            start,
            foundation,
            returns: false,
        }
    }
}

impl BakersDozenSearch {
    pub fn new(game: &Described, limits: Limits) -> BakersDozenSearch {
        let deal = Deal::new(game);
        let start = deal.start;
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
