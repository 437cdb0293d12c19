//! Gypsy solver, *thoughtful*: it sees the face-down cards and knows the
//! order of the stock. It is two of the best-first searches Forty &
//! Eight's solver uses ([`crate::solver::engine::best`]), over Gypsy's moves,
//! taking turns an expansion each ([`super::pair::Pair`]) with half the
//! positions each: the second's score also counts 100 against each card
//! lying above a lower card of its column ([`LOWS`]). The two weightings
//! win different deals, and the pair wins more than either alone with all
//! the positions (917 against 908 and 899 at 300,000, below). A beam
//! over the deals ([`Beam`], the engine's) takes turns with the pair,
//! an expansion each, with 3/8 of the positions (the pair's searches 5/16
//! each): it finds the wins that need the right few moves before each
//! deal, which the best-first searches spread too thin to reach. It leaves
//! moves out and proves nothing; only the best-first searches running out
//! prove a deal lost, as before.
//!
//! The beam is Spider's since both went onto one loop
//! ([`crate::solver::engine::segments`]): a segment claims a position
//! when it expands it, not when it finds it, keeps the ones waiting as
//! moves from their parents, and counts steps (expansions and steps along
//! the path), not positions made; a segment is bounded in positions
//! expanded, so the old bounds (4,000 and 5,000 made) became 400 and 500
//! expanded. Measured side by side with the build before (`felt solve
//! gypsy A-B --summary --jobs 1 --limit 1s`, load 7 to 10 on two cores
//! shared with other work): 1-1000, 941 won against 938 (577 872 886 995
//! won, 56 no longer), peak 98 MB against 133; 20001-21000, 931 against
//! 937 (20016 20096 20134 20220 20389 20793 no longer won: the old beam
//! had some within 0.2 s of CPU, the new one's other near-ties take
//! longer), peak 114 MB against 105, and again at load 6.5, 942 against
//! 943, peak 191 MB against 184. Bounds tried, 1-300 at 1 s: 4,000
//! and 5,000 expanded 281 (1-1000: 923 against 938, its segments ten
//! times the old ones, slow to their wins), 800 and 1,000 284, 400 and
//! 500 284, 200 and 250 285, 400 and 2,000 285 (1-1000: 937); on the six
//! lost deals above, 100 to 400 a segment and 16 candidates took as long;
//! 16 candidates on 20001-21000, 938 against 939.
//!
//! With the beam, counted on deals 1-1000 (`felt solve gypsy 1-1000
//! --summary --jobs 1 --limit 800000`): 950 won, 50 undecided, none
//! proven lost (peak 126 MB), where the pair alone won 938: 16 more won
//! (197 373 409 411 530 577 588 606 668 678 760 776 777 813 872 985), 4
//! no longer (137 363 387 886, which the pair won with more than 5/16 of
//! the positions each). The beam costs about what the best-first search
//! does per position (deal 53's 800,000: 1.37 s of CPU against 1.40 s).
//! At 1 s (`--limit 1s`, load average 3 to 4 on two cores, where 1 s made
//! at most 782,594 positions, p99 608,482): 942 won, 58 undecided (median
//! 16 ms, peak 102 MB), where the pair alone won 930 at load 3.5.
//! Tried (same count): the beam alone, 17 of the pair's 62 undecided won
//! without noise, 19 with it (seed 12345), 16 with a last segment of
//! 20,000 positions, 17 keeping 16 candidates a segment; alone it lost
//! deals the pair wins (1-100: 93 won against the pair's 95). With the
//! pair, the beam's share 1/2 (the pair's 1/4 each): 945 without noise,
//! 949 with; 220,000 of the 800,000: 948; the beam in place of the second
//! search (half each): 948; with the share kept, 16 candidates a segment:
//! 950, the same deals; noise up to 100 in place of 40: 947. Restarting
//! the beam with another seed every 100,000 positions: 15 of the 62 won
//! at 400,000, against 17 without.
//!
//! Cheaper positions, the same search (every deal of 1-1000 gave the
//! same answer at 800,000 positions as before, 950 won, and the lines
//! checked were the same): a position's children are made once, in their
//! order (the moves are sorted first, where each call filled a new `Vec`
//! of whole states, sorted it and copied it out); each child carries its
//! key and its columns' hashes ([`key`]), folded or unfolded for the
//! cards its move put or took (the key, every column hashed again for
//! every child, was a sixth of the time in `perf`); which cards go home
//! is a mask made once a position; the beam's segments make no deal
//! child. CPU on the 50 deals undecided at 800,000 (each made all
//! 800,000, one after the other, the old binary and the new alternating,
//! load average 4 to 6 on two cores): 38.0 s against 51.0 s, a quarter
//! less, so 1 s makes a third more positions. Peak memory grows with the
//! state (328 bytes from 249: deal 53, 94 MB from 76). Screened, not
//! kept (a share of the 800,000 in 32nds, plain, low-card and beam; as
//! kept 10, 10, 12): deals 137 363 387 886, which the beam's share costs,
//! need more than 300,000 positions in one search (the plain search alone
//! with 16 wins 137 and 387, the low-card search alone 137 363 886; 12,
//! 12, 0 wins only 886); the beam's 16 wins need its share (at 8, 6, 4:
//! 13, 11 and 9 of them won), so moving positions either way trades
//! about as many deals as it wins.
//!
//! With the cheaper positions, `felt solve gypsy 1-1000 --summary --jobs
//! 1 --limit 800000`: 950 won, 50 undecided, peak 152.7 MB, 61 s of CPU
//! for the range. At `--limit 1s`, the old binary and the new taking
//! turns (load average falling from 5.9 to 2.4 on two cores): old 943,
//! new 946, old 948, new 948 won, none proven lost; at the lower loads
//! both made the 800,000 positions of the deals they did not win (p99
//! 800,000), so the cap, not the clock, held them. By count past the
//! cap (a larger search is a longer run of the same searches, so it wins
//! every deal a smaller one wins): at 1,000,000 positions, 953 won (363
//! 574 886 more), peak 179.8 MB, 63 s of CPU for the range; at 1,200,000
//! the 47 left gave 137 and 387 more (one deal alone, at most 155 MB).
//! So the game's cap ([`super::Limits::for_game`]) went from 800,000 to
//! a million.
//!
//! Cheaper positions again, the same search: every deal of 1-1000 gave
//! output identical byte for byte to the build before at 300,000
//! positions (`felt solve gypsy N --limit 300000`, hashed deal by deal).
//! The beam's segments take over the last segment's buffers (a new
//! table and node list each segment: reallocations and fresh pages were
//! a tenth of the time in `perf`); children are made in place in the
//! list; the dealt key's hashes are sorted by a network; each position
//! carries its columns' runs ([`State::runs`]); the best-first search
//! (Forty & Eight's, which both games use) keeps its keys in an
//! open-addressing set (`solver::engine::table`, Yukon's before; the standard
//! set's insert was a sixth of the time) and reads the children where
//! they were made; the columns a run can go onto are found as bits. CPU (user seconds, the old build and the new alternating, load
//! 1 to 2 on two cores): deal 53 at 1,000,000 positions, six runs each,
//! mean 1.26 against 0.97 (1.3 times as fast); deals 1-60 at 300,000, two
//! runs each, 2.15 and 2.34 against 1.84 and 1.84. Peak memory of deal
//! 53 at 1,300,000: 144.5 MB against 136.4 (a larger key table, and 8
//! bytes more a state). Tried and dropped: reading each child's slot of
//! the key table before the inserts, to overlap the reads of memory
//! (deal 53: no faster, 1.10 against 1.06).
//!
//! Children made only when new, the same search: a best-first search
//! asks first for each move's child's key ([`Puzzle::keyed`], made from
//! the parent's column hashes without the child) and makes only the
//! children whose key is new, in the place they are kept (of deal 53's
//! 990,000 children at a million positions, 365,000 were seen before,
//! each made whole and copied twice to be dropped); the beam's segments
//! do the same and keep their keys in `solver::engine::table`'s set; the
//! foundations' part of the key is counted without a branch. Every deal
//! of 1-1000 gave output identical byte for byte to the build before at
//! 300,000 positions (hashed deal by deal), and Forty & Eight's 1-300 at
//! 200,000 too. CPU (user seconds, the old build and the new
//! alternating, load average 5 to 6 on two cores): deal 53 at 1,000,000
//! positions, six runs each, mean 1.04 against 0.95; deals 1-60 at
//! 300,000, two runs each, 1.47 and 1.59 against 1.42 and 1.39. `perf`
//! after: the seen-set's insert (reads of memory) 22 %, move generation
//! 17 %, the children's keys 7 %, making the new children 6 %, the score
//! 6 %. Then the best-first search asks for the slots of all the
//! children's keys at once (`Seen::prefetch`) before it adds the first:
//! the insert fell to 10 % in `perf`, and deal 53 at 1,000,000, six runs
//! each alternating, took 0.93 s against 0.99 (load 6). Tried and
//! dropped: a counting sort of the moves in place of the insertion sort,
//! 0.89 against 0.90 (ten runs each), no faster. Then each position
//! of the second search carries its columns' cards lying above a lower
//! card ([`State::lows`], counted again only for the columns a move
//! changes: the count over every column was most of the score's 7 %),
//! and the columns a run can go onto leave out those of the colour it
//! cannot fit by a parity: the same output on 1-1000 at 300,000, and
//! deal 53 at 1,000,000, eight runs each alternating, 0.77 s against
//! 0.82 (load 6). The three together against the build before them
//! (load 6 to 7): deal 53 at 1,000,000, eight runs each alternating,
//! mean 0.77 s against 0.95 (1.24 times as fast); deals 1-60 at
//! 300,000, two runs each, 1.68 and 1.41 against 1.78 and 1.86. By
//! count (`felt solve gypsy 1-1000 --summary --jobs 1 --limit N`, the
//! same answers before and after): at 1,000,000, 951 won, 49 undecided,
//! none proven lost (peak 171.6 MB); at the cap, 1,300,000, 955 won (137
//! 268 387 777 more), 45 undecided, none proven lost, no replay failing,
//! peak 206.2 MB. At `--limit 1s` (1-1000, the new build and the old
//! taking turns, load average 2.5 to 4 on two cores, other sweeps
//! running): new 949, old 948, new 941, old 941 won, none proven lost;
//! the p99 of positions (1,094,522, 1,099,026, 745,085, 875,922) followed
//! the others' load more than the build. Deal 53 at a million, five runs
//! each alternating, just after: user 0.87 s against 1.09, elapsed 1.08
//! against 1.41. The lead, later, the machine otherwise idle but for a
//! Yukon sweep (one core each): 952 won, 48 undecided (95.2 %), p99
//! 1,253,431 positions, peak 195.2 MB.
//!
//! Cheaper positions, round four, the same search (every deal of 1-1000
//! gave output identical byte for byte to the build before at 300,000
//! positions, hashed deal by deal, after each change): the columns a run
//! can go onto are read from one word holding, for each rank, the
//! columns whose top has it (a few bytes or-ed, where each of the 64
//! pairs of columns was tried); a child's runs are its parent's but for
//! the columns its move changed, and those are lengthened or shortened
//! by the cards moved, not counted; each position carries its
//! foundations' part of the key ([`State::word`]), changed from its
//! parent's by a card going home ([`key::home_after`]), which the score,
//! [`State::both_home`] and the test of a win read (counted from the
//! foundations for every position expanded, it was a fortieth of the
//! time). CPU (user seconds, the old build and the new alternating, load
//! average 5 to 7 on two cores, other sweeps running), the word of
//! columns and the runs (with a card going home changing the word in a
//! child's key), then the carried word: deal 53 at 1,000,000, 0.899
//! against 0.912 (eight runs each), then 0.778 against 0.868 (six each);
//! deals 1-60 at 300,000, two runs each, 1.495 against 1.590, then 1.295
//! against 1.410. Both against the build before them (load 7): deal 53,
//! eight runs each, 0.824 against 0.916; deals 1-60, two runs each,
//! 1.410 against 1.595: a tenth less. Deal 53 at 1,300,000: peak 153.2 MB
//! against 150.4 (the state 8 bytes larger). `felt solve gypsy 1-1000
//! --summary --jobs 1 --limit 1000000` after the first: 951 won, 49
//! undecided, none proven lost, no replay failing, peak 164.7 MB, as
//! before; at the cap, 1,300,000, after both: 955 won, 45 undecided,
//! none proven lost, no replay failing, peak 204.2 MB (255 s for the
//! range at load 6). Tried for the beam, on the 49 deals undecided at a
//! million (each at 1,000,000): segments of 2,000 positions (the last
//! 2,500) won one of them (777, which the cap wins), of 8,000 (10,000)
//! none. `perf` after (deal 53 at a million): moves 16 %, the
//! seen-set's insert 11 %, making the new children 10 %, their keys 12
//! %, the best-first search's queues 10 %; nothing stands out any more. Looked at and not
//! done: handing each child's column hashes from its key to its making
//! (a few folds a child, about 1 %); the key's fold kept as prefixes
//! over the columns (the key is a chain of nine multiplications, and a
//! move changes columns late in it as often as early).
//!
//! A position is the columns (faces, not card ids: the two copies of a
//! card are one to the search) with how many of each lie face down, the
//! top card of each foundation, and how many deals the stock has made.
//! An ace or a two, or a card both of whose other-colour suits are home
//! up to the rank below it in both their foundations, goes home as the
//! only move tried where there is one (nothing could ever need to lie on
//! it). Once the stock is dealt the columns are alike, so the key is the
//! same whichever column holds which cards (their face-down cards go with
//! them); before, it is not (a deal puts its cards by place, and an
//! earlier key that sorted the columns there merged positions with other
//! futures). The two foundations of a suit are alike; only the first
//! empty column is filled. A run moves onto the card it fits (one count
//! for each pair of columns), any part of it into an empty column; the
//! deal last.
//!
//! A column's hash once started from its face-down count xored into a
//! constant, which the first card's face, xored in by the first fold,
//! could undo: the ace of clubs face down under a card and the ace of
//! diamonds face up under another, and the two aces the other way about,
//! gave one key to two positions ([`key::foot`] spreads the count now; a
//! test holds both). The new key with the beam's noise still drawn from
//! the old key (a build for the check only) gave every deal's output
//! unchanged, on deals 1-200 at 200,000 positions and on 1-1000 at a
//! million (953 won, 47 undecided), so the merge had cost nothing there.
//! With the noise drawn from the new key, as kept, other near-ties go
//! first in the beam: at 200,000, 185 won against 186 (117 undecided, 59
//! deals' lines differ); at a million (`felt solve gypsy N --limit
//! 1000000`, each of 1-1000), 951 won against 953 (268, 373 and 777 left
//! undecided, 934 won; 284 deals' lines differ), none proven lost.
//!
//! Two kinds of move are left out, and so a search that runs out of
//! positions proves the deal lost only when it left none out (a stuck
//! position); otherwise it says undecided. A run is not lifted off a
//! card it fits unless that card can then go home ([`Deal::idle`]): the
//! card it goes onto has the rank and colour of the one it leaves, so the
//! move only trades one card to build on for its like, and the search
//! spent its positions on such trades. A foundation's top card is never
//! brought back down.
//!
//! The score weighs cards home (300 each) against cards face down (60),
//! cards lying above a break in their column's run (40) and empty
//! columns (40); deals made weigh nothing. The search's stage
//! ([`Puzzle::stage`], [`crate::solver::engine::best`]) is the deals made:
//! each deal's positions get their share of the expansions, where before
//! the search moved runs between the columns for its whole budget before
//! it dealt (deals 1-100 at 100,000 positions: 66 won with one stage, 90
//! with the deals as stages; 101-200: 55 and 87).
//!
//! With the stages (`felt solve gypsy 1-1000 --summary --jobs 1 --limit
//! 1s`, load average 8.7 on two cores): 919 won, 81 undecided, none
//! proven lost (median 14 ms, peak 113 MB), where KPatience decides 596;
//! short of issue 19's 950. The 81 undecided run again at the 800,000
//! positions the search may keep (`felt solve gypsy N --limit 800000`):
//! 11 more won, 930 in all, so more time alone will not reach 950. Tried
//! with the stages (deals 1-100 at 100,000 positions, 90 won as kept):
//! stages of deals and cards face down, 88; of deals and cards home in
//! fours or eights, 82 and 88; deals weighing 100 or -100, 86 and 86;
//! (1-200, 177 as kept) empty columns 100, 178; breaks 60, 172; face down
//! 40, 170.
//!
//! The pair, counted on deals 1-1000 (`felt solve gypsy 1-1000
//! --summary --jobs 1 --limit N`): at 300,000 positions 917 won where
//! the first search alone won 908 (16 more won, 7 lost); at 800,000, 938
//! where it won 929 (13 more won, 4 lost; 62 undecided, none proven
//! lost, peak 171 MB), short of issue 19's 950; at 1 s (load average
//! 3.5 on two cores), 930 won, 70 undecided (p99 765,854 positions).
//! The second search's weight 20, 50, 100, 200, 400: 913, 913, 917, 913,
//! 917. Both searches try the same moves, so either running out proves
//! what one search alone would. The figures below are the first search's
//! alone.
//!
//! Counted on deals 1-1000 at 300,000 positions each (`felt solve gypsy
//! 1-1000 --summary --jobs 1 --limit 300000`): 909 won with the sorted
//! key, 908 with the key sorted only once the stock is dealt (kept: it is
//! sound; at 800,000 positions 930 and 929: 829 won, 688 and 797 not).
//! Tried on that and dropped: the next deal's cards that fit on
//! their column's top card or go home weighing 60, 910 (on the 71 deals
//! undecided at one second, 6 or 7 more won with weights 25 to 200,
//! against 1); with that, stages' shares growing as 1 + stage / 2, 911;
//! cards lying above a lower card of their column weighing 20 or 100,
//! 894 and 899 (on the 71, 11 and 13 more won: winning those costs as
//! many others, so judge a change on the whole range). On the 71 only:
//! runs of every length into an empty column, every empty column filled
//! before the last deal, the children pushed least promising first: 0,
//! 1, 3 won.
//!
//! Before the stages (`felt solve gypsy 1-200 --summary --jobs 1 --limit
//! 1s`, a loaded machine, runs one after the other): 8 won, 192 undecided
//! before the two prunes and these weights; 145 won, 55 undecided after.
//! Deals 1-1000 the same way: before, 59 won, 1 proven lost (643), 940
//! undecided; after, 655 won, 345 undecided, none proven lost (median 109
//! ms, peak 129 MB), where KPatience's solver wins 596 of its deals
//! 1-1000 (404 unknown). Issue 19's target (95% decided) is not met: no
//! deal is proven lost, and the undecided need a search that sees which
//! runs belong together (as Spider's beam does). Counted in positions
//! (1-40 at 100,000 positions), won: 2 with every move; 10 with the run
//! prune; 16 with no card back down as well; 27 with breaks weighing 40
//! and deals nothing (deals weighing 100 as before: 19; 300: none; -100:
//! 22; breaks 25: 21, 60: 23, 80: 19). Not kept, 41-140 and 141-240 at
//! 100,000 positions (59 and 60 won as kept): cards home 200 and face
//! down 100, 67 and 58; home 250, 65 and 58; face down 120, 54 on the
//! second; face down 30 or 100, empty columns 100, breaks 25 (on the
//! first): 58 to 63.
mod key;
#[cfg(test)]
mod tests;

use crate::model::sort::sort_by_key;
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};

use super::engine::Puzzle;
use super::face::{face, rank, suit, Face};
use super::packed::Piles;
use super::pair::Pair;
use super::{Answer, Limits, Search};
use crate::games::described::Described;
use crate::games::Patience;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::solver::engine::best::BestFirst;
use crate::solver::engine::segments::{Beam, Segmented, Shape};
use crate::solver::engine::table::Wide;

/// Gypsy's columns, as its description deals them.
pub(crate) const COLUMNS: usize = 8;
/// Gypsy's foundations: two of each suit.
pub(crate) const FOUNDATIONS: usize = 8;

/// Cards in the two decks: all the columns can hold.
const CARDS: usize = 104;

fn red(f: Face) -> bool {
    matches!(suit(f), 1 | 2)
}

/// `card` fits on `below` in a column: the other colour, one rank lower.
fn fits(card: Face, below: Face) -> bool {
    red(card) != red(below) && rank(card) + 1 == rank(below)
}

/// `card` goes on a foundation whose top is `top`.
fn follows(card: Face, top: Face) -> bool {
    suit(card) == suit(top) && rank(card) == rank(top) + 1
}

/// Which cards a position's foundations take: an ace when one is empty,
/// another card when it follows a foundation's top.
#[derive(Clone, Copy)]
struct Homes {
    /// Bit `f` set: face `f` follows a foundation's top.
    next: u64,
    empty: bool,
}

impl Homes {
    /// Whether `card` goes home ([`State::home_for`] is some).
    fn take(self, card: Face) -> bool {
        if rank(card) == 1 {
            self.empty
        } else {
            (self.next >> card) & 1 == 1
        }
    }
}

/// A position of the search, 232 bytes. Its columns are packed one
/// after another ([`Piles`]), where a column of fixed room each made it
/// 336 bytes and left out every line that piled a column past 28 cards:
/// Gypsy 1-100 at 200,000 positions gave the same answers and positions
/// both ways, 3.7 s of CPU both, peak memory 32 MB against 45.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct State {
    /// The columns, bottom card first, packed one after another.
    cols: Piles<Face, CARDS, COLUMNS>,
    /// Cards face down at the foot of each column.
    down: [u8; COLUMNS],
    /// Each column's [`State::run`], set with the column (for every
    /// child's score it was counted again on every column).
    runs: [u8; COLUMNS],
    /// Each column's cards lying above a lower card of it, set with the
    /// column only for a search whose score counts them ([`Deal::lows`];
    /// 0 otherwise): counted again for every child over every column,
    /// they were most of the score's time in `perf`.
    lows: [u8; COLUMNS],
    /// Each foundation's top face plus one (0 for an empty one).
    home: [u8; FOUNDATIONS],
    /// The foundations' part of the key ([`key::home_word`]), carried
    /// and changed only by a card going home ([`key::home_after`]):
    /// counted from the foundations for every position expanded, it was
    /// a fortieth of the time in `perf`.
    word: u64,
    /// Deals the stock has made.
    dealt: u8,
    /// The position's key ([`Puzzle::key`]) and its columns' hashes, set
    /// by whatever made it ([`Deal::apply`], [`deal`]) from the columns it
    /// changed.
    key: u64,
    hashes: key::Columns,
}

impl State {
    fn top(&self, c: usize) -> Option<Face> {
        self.cols.top(c)
    }

    /// Cards in column `c`.
    fn len(&self, c: usize) -> usize {
        self.cols.len(c)
    }

    /// How many face-up cards at the top of column `c` go down in
    /// alternating colours (kept in [`State::runs`]).
    fn run(&self, c: usize) -> usize {
        usize::from(self.runs[c])
    }

    /// Column `c`'s cards lying above a lower card of it (the second
    /// search's [`State::lows`]).
    fn lows_of(&self, c: usize) -> u8 {
        let mut low = 14;
        let mut lows = 0;
        for &f in self.cols.pile(c) {
            lows += u8::from(rank(f) > low);
            low = low.min(rank(f));
        }
        lows
    }

    /// Column `c`'s [`State::run`] in `self`, where `count` cards were
    /// just taken off it from a run of `run`: shorter by `count` if they
    /// were not all of it (the card left on top was face up and in it),
    /// else counted from the cards.
    fn run_after_taking(&self, c: usize, count: usize, run: u8) -> u8 {
        if count < usize::from(run) {
            run - count as u8
        } else {
            self.run_of(c) as u8
        }
    }

    /// [`State::run`] counted from the cards.
    fn run_of(&self, c: usize) -> usize {
        let cards = &self.cols.pile(c)[usize::from(self.down[c])..];
        let n = cards.len();
        (1..n)
            .find(|&i| !fits(cards[n - i], cards[n - i - 1]))
            .unwrap_or(n)
    }

    /// The foundation `card` goes to, as the game picks it.
    fn home_for(&self, card: Face) -> Option<usize> {
        if rank(card) == 1 {
            let own = usize::from(suit(card));
            if self.home[own] == 0 {
                return Some(own);
            }
            return self.home.iter().position(|&h| h == 0);
        }
        self.home
            .iter()
            .position(|&h| h > 0 && follows(card, h - 1))
    }

    /// Which cards the foundations take, to ask before [`State::home_for`].
    fn homes(&self) -> Homes {
        let mut next = 0u64;
        let mut empty = false;
        for &h in &self.home {
            if h == 0 {
                empty = true;
            } else {
                // The card after a top face is that face plus one rank.
                next |= 1 << (h - 1 + 4);
            }
        }
        Homes { next, empty }
    }

    /// The rank both foundations of suit `s` have reached: the lower of
    /// its pair in [`State::word`] (0 while it has fewer than two).
    fn both_home(&self, s: u8) -> u8 {
        (self.word >> (16 * s)) as u8
    }

    /// Turns up column `c`'s top card once cards were taken off it.
    fn turn_up(&mut self, c: usize) {
        let len = self.len(c) as u8;
        if self.down[c] >= len && len > 0 {
            self.down[c] = len - 1;
        }
        self.down[c] = self.down[c].min(len);
    }
}

/// A deal's stock, which never changes: the search only counts deals.
struct Deal {
    /// Each deal's cards, t0's first.
    deals: Vec<Vec<Face>>,
    start: State,
    /// Set when a move was left out ([`Deal::idle`], a card back from a
    /// foundation): an exhausted search then proves nothing.
    left_out: AtomicBool,
    /// What a card lying above a lower card of its column costs the score.
    lows: i32,
    /// The moves of the position being expanded, with how promising each
    /// looks: kept between expansions, and sorted before any child is
    /// made, so each child is made once, in its place.
    moves: RefCell<Vec<(i32, Move)>>,
    /// Whether the deal is among the children: the beam deals by itself
    /// ([`Beam`]), and making the child only to drop it cost time.
    deal_moves: bool,
}

impl Deal {
    /// Whether moving the top `count` of column `from`'s run of `run`
    /// is left out: it lifts a run off a card it fits, which then cannot
    /// go home, so it only trades one card to build on for another of the
    /// same rank and colour. The search then proves nothing lost.
    /// `homes` is `s`'s [`State::homes`].
    fn idle(&self, s: &State, homes: Homes, from: usize, count: usize, run: usize) -> bool {
        let len = s.len(from);
        let idle = count < run && !homes.take(s.cols.pile(from)[len - count - 1]);
        if idle {
            self.left_out.store(true, Ordering::Relaxed);
        }
        idle
    }
}

impl Deal {
    /// The child `mv` makes of `s`: a move [`Puzzle::children`] found
    /// there (a column's top card home, a run onto a column, or the
    /// deal). Only the columns
    /// the move changed are hashed again for its key ([`key::taken`],
    /// [`key::fold`]).
    fn apply(&self, s: &State, mv: Move) -> State {
        let mut child = *s;
        self.apply_to(s, mv, &mut child);
        child
    }

    /// [`Deal::apply`] made in `child`, which holds a copy of `s`: the
    /// children are made in place in the list they go to, where making
    /// each on the stack and moving it there cost copies of the whole
    /// state (copies were a tenth of the time in `perf`).
    fn apply_to(&self, s: &State, mv: Move, child: &mut State) {
        self.change(s, mv, child);
        child.key = self.key_of(child, child.hashes);
    }

    /// [`Deal::apply_to`] but for the key: the cards, runs and column
    /// hashes.
    fn change(&self, s: &State, mv: Move, child: &mut State) {
        let mut hashes = s.hashes;
        match mv {
            Move::Transfer {
                from: PileId::Column(c),
                to: PileId::Foundation(f),
                ..
            } => {
                let c = usize::from(c);
                let card = s.top(c).expect("a card to go home");
                child.cols.remove_top(c, 1);
                child.turn_up(c);
                child.home[usize::from(f)] = card + 1;
                child.word = key::home_after(s.word, card);
                hashes[c] = key::taken(s, c, 1, hashes[c]);
                child.runs[c] = child.run_after_taking(c, 1, s.runs[c]);
                self.count_lows(child, c);
            }
            Move::Transfer {
                from: PileId::Column(from),
                to: PileId::Column(to),
                count,
            } => {
                let (from, to, count) = (usize::from(from), usize::from(to), usize::from(count));
                let moved = &s.cols.pile(from)[s.len(from) - count..];
                child.cols.transfer(from, to, count);
                child.turn_up(from);
                hashes[from] = key::taken(s, from, count, hashes[from]);
                hashes[to] = moved.iter().fold(hashes[to], |h, &f| key::fold(h, f));
                child.runs[from] = child.run_after_taking(from, count, s.runs[from]);
                // The run goes onto a card it fits, or into an empty
                // column: it lengthens the run there.
                debug_assert!(s.top(to).is_none_or(|top| fits(moved[0], top)));
                child.runs[to] = s.runs[to] + count as u8;
                self.count_lows(child, from);
                self.count_lows(child, to);
            }
            _ => {
                child.dealt += 1;
                let cards = &self.deals[usize::from(s.dealt)];
                let mut next = cards.iter().copied();
                child.cols.deal_one_each(|| next.next());
                for (c, &card) in cards.iter().enumerate() {
                    // The card lengthens the run it fits, else starts one.
                    child.runs[c] = match s.top(c) {
                        Some(top) if fits(card, top) => s.runs[c] + 1,
                        _ => 1,
                    };
                    hashes[c] = key::fold(hashes[c], card);
                    self.count_lows(child, c);
                }
            }
        }
        child.hashes = hashes;
    }

    /// Sets column `c`'s [`State::lows`] from its cards, for a search
    /// whose score counts them.
    fn count_lows(&self, s: &mut State, c: usize) {
        if self.lows != 0 {
            s.lows[c] = s.lows_of(c);
        }
    }

    /// Puts the child `mv` makes of `s` on `out`, made in place.
    fn push_child(&self, s: &State, mv: Move, out: &mut Vec<(Move, State)>) {
        out.push((mv, *s));
        let (_, child) = out.last_mut().expect("just pushed");
        self.apply_to(s, mv, child);
    }
}

impl Puzzle for Deal {
    type State = State;
    type Move = Move;

    fn start(&self) -> State {
        self.start
    }

    fn is_won(&self, s: &State) -> bool {
        // Every suit's two foundations hold its king.
        s.word == 0x0d0d_0d0d_0d0d_0d0d
    }

    /// The key the position was made with ([`key`]).
    fn key(&self, s: &State) -> u64 {
        s.key
    }

    fn children(&self, s: &State, out: &mut Vec<(Move, State)>) {
        let mut moves = self.moves.borrow_mut();
        self.moves_of(s, &mut moves);
        out.reserve(moves.len());
        for &(_, mv) in moves.iter() {
            self.push_child(s, mv, out);
        }
    }

    fn stage(&self, s: &State) -> usize {
        usize::from(s.dealt)
    }

    const KEYED: bool = true;

    /// Each move's child's key ([`Deal::child_key`]): a third of the
    /// children were seen before, and each was made whole to be dropped.
    fn keyed(&self, s: &State, out: &mut Vec<(Move, u64)>) {
        let mut moves = self.moves.borrow_mut();
        self.moves_of(s, &mut moves);
        let home = s.word;
        out.extend(
            moves
                .iter()
                .map(|&(_, mv)| (mv, self.child_key(s, mv, home))),
        );
    }

    fn make(&self, s: &State, mv: Move, key: u64, child: &mut State) {
        self.change(s, mv, child);
        child.key = key;
        debug_assert_eq!(key, self.full_key(child));
    }

    fn score(&self, s: &State) -> i32 {
        // The levels of the foundations: the bytes of their word, summed
        // by a multiplication (at most 104, so no byte carries over).
        let home = i32::from((s.word.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8);
        let mut down = 0;
        let mut disorder = 0;
        let mut empties = 0;
        let mut lows = 0;
        for c in 0..COLUMNS {
            lows += i32::from(s.lows[c]);
            down += i32::from(s.down[c]);
            let up = s.len(c) - usize::from(s.down[c]);
            disorder += (up - s.run(c).min(up)) as i32;
            empties += i32::from(up == 0);
        }
        300 * home - 60 * down - 40 * disorder + 40 * empties - self.lows * lows
    }
}

impl Deal {
    /// The moves [`Puzzle::children`] makes children of, in its order:
    /// a card that goes home safely alone, else every move, the most
    /// promising first.
    fn moves_of(&self, s: &State, moves: &mut Vec<(i32, Move)>) {
        let col = |c: usize| PileId::Column(c as u8);
        moves.clear();
        let homes = s.homes();
        // Home: a safe move alone, else every move home first.
        for c in 0..COLUMNS {
            let Some(card) = s.top(c) else { continue };
            if !homes.take(card) {
                continue;
            }
            let Some(f) = s.home_for(card) else { continue };
            let mv = Move::one(col(c), PileId::Foundation(f as u8));
            let r = rank(card);
            let safe = r <= 2
                || (0..4)
                    .filter(|&o| red(o) != red(card))
                    .all(|o| s.both_home(o) + 1 >= r);
            if safe {
                moves.clear();
                moves.push((0, mv));
                return;
            }
            moves.push((1000 - i32::from(r), mv));
        }
        let first_empty = (0..COLUMNS).find(|&c| s.len(c) == 0);
        // Each column's top card and its rank (0 for an empty column),
        // read once for the 64 pairs of columns: a run goes only onto a
        // top of higher rank, which leaves out the empty columns and the
        // run's own column.
        let tops: [Face; COLUMNS] = std::array::from_fn(|c| s.top(c).unwrap_or(0));
        let ranks: [u8; COLUMNS] =
            std::array::from_fn(|c| if s.len(c) > 0 { rank(tops[c]) } else { 0 });
        // A run's cards alternate in colour as their rank climbs, so the
        // card of a run one rank below a column's top is of the other
        // colour exactly when the top's rank plus its colour (red 1) has
        // the parity of the run's top card's: counted into the bits below
        // (without it, half the pairs failed `fits`, a mispredicted
        // branch; `fits` now always holds there, and stays as the rule).
        let parity: [u8; COLUMNS] =
            std::array::from_fn(|c| (ranks[c] + u8::from(red(tops[c]))) & 1);
        // For each parity, byte `r` holds the columns whose top has rank
        // `r` and that parity, as bits: a run's columns to go onto are
        // then a few bytes of one word or-ed together ([`onto`]), where
        // each of the 64 pairs was tried alone (a tenth of the time in
        // `perf`). An empty column lies in byte 0, which no run asks for.
        let mut by_rank = [0u128; 2];
        for c in 0..COLUMNS {
            by_rank[usize::from(parity[c])] |= 1u128 << (8 * usize::from(ranks[c]) + c);
        }
        for from in 0..COLUMNS {
            let len = s.len(from);
            if len == 0 {
                continue;
            }
            let run = s.run(from);
            let low = ranks[from];
            // The columns whose top is 1 to `run` ranks above this one's
            // and of the parity it fits, as bits, made without a branch
            // (the branches of the 64 pairs mispredicted), then taken in
            // order.
            let mut onto = onto(by_rank[usize::from(parity[from])], low, run);
            while onto != 0 {
                let to = onto.trailing_zeros() as usize;
                onto &= onto - 1;
                let dest = tops[to];
                let count = usize::from(ranks[to] - low);
                if !fits(s.cols.pile(from)[len - count], dest) {
                    continue;
                }
                if self.idle(s, homes, from, count, run) {
                    continue;
                }
                let score = if len == count {
                    600
                } else if usize::from(s.down[from]) == len - count {
                    700
                } else {
                    400
                };
                moves.push((score, Move::run(col(from), col(to), count)));
            }
            if let Some(to) = first_empty {
                for count in 1..=run {
                    if count == len || self.idle(s, homes, from, count, run) {
                        continue;
                    }
                    let score = if usize::from(s.down[from]) == len - count {
                        500
                    } else {
                        100
                    };
                    moves.push((score, Move::run(col(from), col(to), count)));
                }
            }
        }
        // A foundation's top card could come back down: left out.
        if s.word != 0 {
            self.left_out.store(true, Ordering::Relaxed);
        }
        // The deal.
        if self.deal_moves && usize::from(s.dealt) < self.deals.len() {
            moves.push((200, Move::Draw));
        }
        sort_by_key(&mut moves[..], |&(score, _)| -score);
    }
}

/// What a card lying above a lower card of its column costs the second
/// search's score (the first's counts nothing for it).
const LOWS: i32 = 100;

/// The columns a run of `run` cards whose top has rank `low` can go
/// onto, as bits: those in bytes `low + 1` to `low + run` of `by_rank`
/// (columns by their top's rank, of the run's parity), or-ed together.
fn onto(by_rank: u128, low: u8, run: usize) -> u32 {
    // A rank is at most 13 and a run at most 13 cards, so both shifts
    // stay within the word (bytes past 13 hold no column).
    let mut x = (by_rank >> (8 * (usize::from(low) + 1))) & ((1u128 << (8 * run)) - 1);
    x |= x >> 64;
    x |= x >> 32;
    x |= x >> 16;
    x |= x >> 8;
    u32::from(x as u8)
}

/// A search over Gypsy positions from a given game: two best-first
/// searches taking turns, each keeping half the positions.
pub struct GypsySearch(Stage);

enum Stage {
    Searching(Box<dyn Search>),
    /// A game not laid out as Gypsy is, or a position read with more
    /// cards than two decks (never dealt).
    NotGypsy,
}

/// One best-first search; its exhausted search proves the deal lost only
/// when it left no move out.
struct One(BestFirst<Deal>);

impl Search for One {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match self.0.step(budget)? {
            Answer::Unwinnable if self.0.puzzle().left_out.load(Ordering::Relaxed) => {
                Some(Answer::Undecided)
            }
            answer => Some(answer),
        }
    }

    fn states(&self) -> usize {
        self.0.states()
    }
}

/// The best-first searches' moves from `game`, for the differential test:
/// a card safe home alone, the first empty column only, never a whole
/// column; the moves [`Deal::idle`] leaves out (and a card back from a
/// foundation) mark the search incomplete, which then proves nothing
/// lost.
#[cfg(test)]
pub(crate) fn generated(game: &Described) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    let deal = deal(game, 0)?;
    let lines = super::engine::start_lines(&deal);
    Some(super::differential::Generated {
        lines,
        prunings: &[
            Pruning::SafeHomeAlone,
            Pruning::AlikeEmpty,
            Pruning::WholePileToEmpty,
            Pruning::MarkedIncomplete,
        ],
        incomplete: deal.left_out.load(Ordering::Relaxed),
    })
}

/// The search's puzzle for `game`, its score counting `lows` for each
/// card above a lower card of its column; None if the game is not laid
/// out as Gypsy is.
fn deal(game: &Described, lows: i32) -> Option<Deal> {
    if game.columns().len() != COLUMNS || game.foundations().len() != FOUNDATIONS {
        return None;
    }
    let mut stock: Vec<Face> = game
        .pile(PileId::Stock)
        .map_or_else(Vec::new, |p| p.cards().iter().copied().map(face).collect());
    // The stock's top card (its last) is dealt first, onto t0.
    stock.reverse();
    let deals: Vec<Vec<Face>> = stock.chunks(COLUMNS).map(<[Face]>::to_vec).collect();
    let columns = game
        .columns()
        .iter()
        .map(|column| column.cards().iter().copied().map(face));
    let mut start = State {
        cols: Piles::of(0, columns)?,
        down: [0; COLUMNS],
        runs: [0; COLUMNS],
        lows: [0; COLUMNS],
        home: [0; FOUNDATIONS],
        word: 0,
        dealt: 0,
        key: 0,
        hashes: [0; COLUMNS],
    };
    for (c, column) in game.columns().iter().enumerate() {
        start.down[c] = column.face_down() as u8;
        start.runs[c] = start.run_of(c) as u8;
    }
    for (f, pile) in game.foundations().iter().enumerate() {
        start.home[f] = pile.top().map_or(0, |c| face(c) + 1);
    }
    let mut deal = Deal {
        deals,
        start,
        left_out: AtomicBool::new(false),
        lows,
        moves: RefCell::new(Vec::new()),
        deal_moves: true,
    };
    for c in 0..COLUMNS {
        let mut start = deal.start;
        deal.count_lows(&mut start, c);
        deal.start = start;
    }
    deal.start.word = key::home_word(&deal.start.home);
    deal.start.hashes = key::columns(&deal.start);
    deal.start.key = deal.full_key(&deal.start);
    Some(deal)
}

/// The beam's share of the positions, in eighths; the two best-first
/// searches share the rest.
const BEAM_EIGHTHS: usize = 3;

/// The beam's seed: its queues break near-ties by noise drawn from it.
const BEAM_SEED: u64 = 12345;

/// The beam's segments: 400 positions expanded while the stock remains,
/// 500 for the last, eight candidates kept of each, noise up to 40 in a
/// segment's queue (a card home weighs 300, a card face down 60). They
/// were 4,000 and 5,000 positions made when the segments counted
/// children made (see the module doc).
const BEAM: Shape = Shape {
    segment: 400,
    last: 500,
    width: 8,
    noise: 40,
    pick: 0,
};

/// The beam over `deal` that stops after `cap` steps, its queues' noise
/// drawn with `seed`.
fn beam(deal: Deal, cap: usize, seed: u64) -> Beam<Cut> {
    // The beam deals by itself: making the deal's child among the others
    // only to drop it cost time.
    let deal = Deal {
        deal_moves: false,
        ..deal
    };
    let keyed = Vec::new();
    Beam::new(Cut { deal, keyed }, BEAM, cap, seed)
}

/// A deal cut at its nine deals, for the beam: Gypsy's positions, its
/// keys widened, its children's keys made before the children
/// ([`Puzzle::keyed`]) so that only the new ones are made.
struct Cut {
    deal: Deal,
    keyed: Vec<(Move, u64)>,
}

impl Segmented for Cut {
    type State = State;
    type Move = Move;
    const DEAL: Move = Move::Draw;

    fn start(&self) -> State {
        self.deal.start
    }

    fn is_won(&self, s: &State) -> bool {
        self.deal.is_won(s)
    }

    fn key(&self, s: &State) -> u128 {
        u128::from(s.key)
    }

    fn score(&self, s: &State) -> i32 {
        self.deal.score(s)
    }

    fn deals_left(&self, s: &State) -> usize {
        self.deal.deals.len() - usize::from(s.dealt)
    }

    fn deal(&self, s: &State) -> State {
        self.deal.apply(s, Move::Draw)
    }

    fn child(&self, s: &State, _: u128, mv: Move) -> (State, u128) {
        let child = self.deal.apply(s, mv);
        (child, u128::from(child.key))
    }

    fn expand(
        &mut self,
        s: &State,
        _: u128,
        _: i32,
        _: bool,
        seen: &Wide,
        out: &mut Vec<(Move, u128, i32)>,
    ) -> Option<Move> {
        self.keyed.clear();
        self.deal.keyed(s, &mut self.keyed);
        for &(mv, key) in &self.keyed {
            if mv == Move::Draw || seen.contains(u128::from(key)) {
                continue;
            }
            let mut child = *s;
            self.deal.make(s, mv, key, &mut child);
            if self.deal.is_won(&child) {
                return Some(mv);
            }
            out.push((mv, u128::from(key), self.deal.score(&child)));
        }
        None
    }
}

impl GypsySearch {
    pub fn new(game: &Described, limits: Limits) -> GypsySearch {
        let (Some(plain), Some(low), Some(beamed)) =
            (deal(game, 0), deal(game, LOWS), deal(game, 0))
        else {
            return GypsySearch(Stage::NotGypsy);
        };
        let beam_share = limits.max_states / 8 * BEAM_EIGHTHS;
        let each = Limits {
            max_states: (limits.max_states - beam_share) / 2,
            ..limits
        };
        GypsySearch(Stage::Searching(Box::new(Pair::new([
            Box::new(Pair::new([
                Box::new(One(BestFirst::new(plain, each.max_states))),
                Box::new(One(BestFirst::new(low, each.max_states))),
            ])),
            Box::new(beam(beamed, beam_share, BEAM_SEED)),
        ]))))
    }
}

impl Search for GypsySearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        match &mut self.0 {
            Stage::Searching(search) => search.step(budget),
            Stage::NotGypsy => Some(Answer::Undecided),
        }
    }

    fn states(&self) -> usize {
        match &self.0 {
            Stage::Searching(search) => search.states(),
            Stage::NotGypsy => 0,
        }
    }
}
