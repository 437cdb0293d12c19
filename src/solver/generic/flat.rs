//! A described game's position packed flat for the search: every card in
//! one fixed array, pile after pile in the table's order (stock, waste,
//! reserve, free cells, foundations, columns), each pile's end and
//! face-down count beside it. A copy is a few hundred bytes and no
//! allocation, where a [`Game`] clones a vector a pile.
//!
//! Its moves are the model's own ([`Move`]), made straight from the
//! vocabulary's terms (`Group::allows`, `Build::allows`, `Empty::allows`,
//! `Description::fits_home`, `Description::is_safe`), so the rules stay
//! written once: a source's groups onto the destinations that take their
//! first card, not every pile tried with every count. Played the way
//! [`crate::games::described`] plays them (a face-down top turns up, a
//! whole run goes home, the reserve fills an empty column), so a line
//! found here replays through `Game::play`; the differential test holds
//! the generator to the game's legal moves (`generated`).
//!
//! Prunings (each a `Pruning` the differential test checks):
//! - a safe move home is tried alone (`Pruning::SafeHomeAlone`);
//! - of the empty free cells, and of the empty columns where the game
//!   calls columns alike (or, the stock dealing onto them by place, the
//!   stock is empty), only the first takes a card
//!   (`Pruning::AlikeEmpty`); of the empty foundations, the first
//!   (`Pruning::AlikeFoundation`);
//! - a column's every card is not moved into an empty column where
//!   columns are alike, nor a cell's card into another cell
//!   (`Pruning::WholePileToEmpty`);
//! - where the talon cycles (Canfield), a draw is made only as part of
//!   a step that plays the waste's card it brings up ([`Step`]): with no
//!   such card at any turn, no draw (`Pruning::DrawLeadsNowhere`).
//!
//! And a position proven dead gets no moves at all ([`deadlock`]: cards
//! of a game built by suit from one deck, runs home whole, waiting on
//! one another in a ring); the differential test holds the generator
//! beneath that test, which has tests of its own.

use crate::games::described::vocabulary::{
    AutoPlay, Build, Description, Empty, Group, Home, Stock, WasteBuild,
};
use crate::games::described::{places, suit_runs, Described};
use crate::games::{Alike, Game, Patience};
use crate::model::card::{Card, Face, Rank};
use crate::model::moves::Move;
use crate::model::pile::PileId;
#[cfg(test)]
use crate::solver::differential::Pruning;
use crate::solver::engine::hash::{combine, fnv_step, fnv_unstep, splitmix};
use crate::solver::engine::Puzzle;
use crate::solver::packed::Piles;

mod deadlock;

use super::guide;

/// Cards the array holds: two decks.
const CARDS: usize = 104;
/// Piles: stock, waste, reserve, cells, foundations, columns.
///
/// Eight Off has the most of the games searched here, 23; at 40 a copy
/// of a position was a third larger, and copies are a fifth of the time
/// (Streets and Alleys deal 8 at 500,000 positions: 1.48 s CPU at 40,
/// 1.42 at 24).
const PILES: usize = 24;
/// Mixed into a cell's hash before it is summed, so that a cell and a
/// column of the same cards weigh differently.
const CELL: u64 = 0x5bd1_e995_c3a5_c85c;

/// The noise of a seeded search's order is below this: one card's
/// weight and a half in the estimate, enough to reorder children that
/// look nearly alike, not enough to try a bad one first. Amplitudes of
/// 3, 6 and 12 left 12, 11 and 11 of Streets and Alleys deals 1-200
/// undecided at a fixed amount of work.
const NOISE: u64 = 6;

/// The prunings [`Flat`]'s generator uses.
#[cfg(test)]
pub(crate) const PRUNINGS: &[Pruning] = &[
    Pruning::SafeHomeAlone,
    Pruning::AlikeEmpty,
    Pruning::AlikeFoundation,
    Pruning::WholePileToEmpty,
    Pruning::DrawLeadsNowhere,
];

/// A described game's position, flat.
#[derive(Clone)]
pub(crate) struct Flat {
    d: &'static Description,
    /// The game's build as a table ([`fits_table`]).
    fits: &'static [u64; 52],
    /// The piles' cards, packed.
    cards: Piles<Card, CARDS, PILES>,
    /// Face-down cards at the bottom of each pile (only columns' count).
    down: [u8; PILES],
    /// Each pile's hash ([`Flat::hash_pile`]), kept as it changes.
    hash: [u64; PILES],
    /// Index of the first cell, foundation, column; how many piles.
    cell0: u8,
    home0: u8,
    col0: u8,
    piles: u8,
    base: Rank,
    recycles: u32,
    alike: Alike,
    /// The seed of the noise in the order of the children
    /// ([`Flat::seeded`]); 0 for none.
    seed: u64,
    /// Whether a cycling talon's turn off the cycle is keyed as the
    /// turns on it ([`Flat::loosened`]): a beam's.
    loose: bool,
    /// The estimate's sums, what is added and what is taken off
    /// ([`Flat::terms`]), kept as a child is made ([`Flat::retally`]).
    terms: (u32, u32),
    /// The faces the foundations take next ([`Flat::wanted`]), kept as
    /// cards go home.
    wanted: u64,
}

const STOCK: usize = 0;
const WASTE: usize = 1;
const RESERVE: usize = 2;

/// A beam's part of the work beside the depth-first search, in twelfths
/// of the expansions ([`Flat::beam_share`]): `first` until the
/// depth-first search holds `until` positions, then `then`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Share {
    pub first: u32,
    pub until: usize,
    pub then: u32,
}

impl Share {
    /// The same part all along.
    pub(crate) const fn even(twelfths: u32) -> Share {
        Share {
            first: twelfths,
            until: 0,
            then: twelfths,
        }
    }

    /// The part once the depth-first search holds `positions`.
    pub(crate) fn at(self, positions: usize) -> u32 {
        if positions < self.until {
            self.first
        } else {
            self.then
        }
    }
}

impl Flat {
    /// The position of `game`, when it is a described game that fits.
    pub(crate) fn of(game: &Game) -> Option<Flat> {
        let Game::Described(g) = game else {
            return None;
        };
        Flat::of_described(g, game.alike(), game.tally().recycles)
    }

    fn of_described(g: &Described, alike: Alike, recycles: u32) -> Option<Flat> {
        let d = g.description();
        let cells = usize::from(d.cells);
        let homes = usize::from(d.foundations);
        let cols = d.columns();
        if d.deck.len() > CARDS || 3 + cells + homes + cols > PILES {
            return None;
        }
        // A stock that redeals counts its redeals made where a waste
        // counts its turns.
        let recycles = match d.stock {
            Stock::Redeal { times } => u32::from(times) - g.stock_left().unwrap_or(0) as u32,
            _ => recycles,
        };
        let filler = Card::from_index(0).expect("a card");
        let mut flat = Flat {
            d,
            fits: fits_table(d.build),
            cards: Piles::of(filler, std::iter::empty::<Vec<Card>>())?,
            down: [0; PILES],
            hash: [0; PILES],
            cell0: 3,
            home0: (3 + cells) as u8,
            col0: (3 + cells + homes) as u8,
            piles: (3 + cells + homes + cols) as u8,
            base: g.base(),
            recycles,
            alike,
            seed: 0,
            loose: false,
            terms: (0, 0),
            wanted: 0,
        };
        let piles: Vec<&[Card]> = (0..usize::from(flat.piles))
            .map(|i| g.pile(flat.id(i)).map_or(&[][..], |p| p.cards()))
            .collect();
        flat.cards = Piles::of(filler, piles.iter().map(|p| p.iter().copied()))?;
        for i in flat.columns() {
            flat.down[i] = g.pile(flat.id(i)).map_or(0, |p| p.face_down() as u8);
        }
        for i in 0..usize::from(flat.piles) {
            flat.hash[i] = flat.hash_pile(i);
        }
        flat.wanted = flat.wanted_now();
        if flat.d.home != Home::Runs {
            flat.terms = flat.terms();
        }
        Some(flat)
    }

    /// Whether two flat positions hold the same cards the same way (the
    /// piles' cards and face-down counts, and the waste's turns), and
    /// what is kept of them (the faces wanted home, the estimate's sums).
    #[cfg(test)]
    pub(crate) fn same(&self, other: &Flat) -> bool {
        self.cards == other.cards
            && self.down == other.down
            && self.hash == other.hash
            && self.recycles == other.recycles
            && self.wanted == other.wanted
            && self.terms == other.terms
    }

    /// The share of the work a beam takes beside the depth-first search
    /// (in twelfths of the expansions), or `None` for no beam. Games of
    /// runs home whose stock deals onto the columns more than once get
    /// half: the long game in segments that a beam gets
    /// through and a complete search does not (Scorpion, whose stock
    /// deals one short row, is proven lost far more often than won late:
    /// there the beam's share of the time was a loss, 1-200 at 1 s 54%
    /// decided with it against about 74% of 1-50 without). Its dead
    /// positions now end their lines at once ([`deadlock`]) and what is
    /// left undecided is about as many wins found late as losses proven
    /// late; a beam of one in three wins more at a count of positions
    /// (deals 1-1000 at 200,000, undecided 5 without, 1 with; 20001-21000
    /// 4 and 4) but costs 2.5 times the CPU a position (deal 396 at
    /// 200,000: 1.47 s against 0.59), so at 1 s it decided less: 7 and 6
    /// undecided against 5 and 4.
    ///
    /// Games of cards home one at a time get one in three: many of the
    /// deals the depth-first search left undecided are won, and its
    /// first choices, once wrong, hold it in a space of millions of
    /// positions below them, where the beam, choosing again at every
    /// layer, gets through. At a fixed count of expansions (deals 1-200;
    /// the depth-first search alone to 600,000 positions, against it to
    /// 400,000 beside a beam of one in three), undecided: Streets and
    /// Alleys 34 to 13, Beleaguered Castle 20 to 9, Canfield 17 to 16;
    /// a beam of one in two, 14, 9 and 19; one in four, 14, 9, 16.
    ///
    /// Where the talon cycles (Canfield) the beam now takes half: what
    /// the depth-first search wins late the beam wins sooner, and its
    /// losses are still proven (the same deals lost at the same work).
    /// At the same work a deal (a temporary cap on the expansions, the
    /// table at 2 million), won / lost / undecided, the beam a third
    /// against half: 700,000 expansions (about a second at load 2 to
    /// 3), 1-1000 825/107/68 to 833/107/60, 20001-21000 (not tuned on)
    /// 817/108/75 to 825/108/67, for about a tenth more CPU (the beam's
    /// expansions cost more). Two thirds, 834/107/59 on 1-1000, a fifth
    /// more CPU. At 1,350,000 expansions more beam did better still
    /// (1-1000 845/110/45 a third, 852/110/38 three quarters, 854/110/36
    /// nine tenths; of 20001-21000's 55 deals undecided at 500,000
    /// positions, 1, 9 and 11 won), but at 1 s on a loaded machine
    /// eleven twelfths decided no more than a third (load 2 to 3, side
    /// by side: 1-1000 833/109/58 both, 20001-21000 823/113/64 against
    /// 828/112/60): the depth-first search's quick wins came later. A
    /// fixed count of positions does not compare splits: the beam fills
    /// the table, and the count is reached with less work.
    ///
    /// Later (issue 35 again), Canfield's half became a schedule
    /// ([`Share`]): the beam takes two twelfths until the depth-first
    /// search holds 30,000 positions (about a tenth of a second), then
    /// nine. Most deals are won by the depth-first search's first
    /// choices, within a few thousand positions, and now sooner; the
    /// deals left past that get the beam that wins more at a count. At
    /// 1 s, side by side with the build before (`felt solve canfield A-B
    /// --summary --jobs 1 --limit 1s`, load under 2), won / lost /
    /// undecided and the median deal: 1-1000 844/112/44, 4.3 ms to
    /// 849/112/39, 2.0 ms; 20001-21000 835/113/52, 4.5 ms to 836/113/51,
    /// 2.0 ms; 40001-41000 860/97/43, 5.0 ms to 861/97/42, 2.2 ms; deals
    /// 5001-6000 (the schedule's sizes tried there) 847/111/42, 5.5 ms to
    /// 848/111/41, 2.5 ms. Tried there too: the depth-first search alone
    /// at first (847, 1.6 ms), the switch at 100,000 positions (848),
    /// eleven twelfths after it (844) or six (845). Not kept, a schedule
    /// in Streets and Alleys (its beam and runs a third), the same way
    /// on 1-1000: 504/448/48 (2.8 ms) as it was; two twelfths, then four,
    /// 504/448/48 (1.7 ms); two, then six, 506/447/47 (1.8 ms); none, then
    /// six, 506/447/47 (1.2 ms), and on 20001-21000 488/462/50 (1.4 ms)
    /// against 489/462/49 (3.2 ms): faster, no more decided.
    pub(crate) fn beam_share(&self) -> Option<Share> {
        if self.d.home != Home::Runs {
            return Some(if self.cycles() {
                Share {
                    first: 2,
                    until: 30_000,
                    then: 9,
                }
            } else {
                Share::even(4)
            });
        }
        let deals_again =
            matches!(self.d.stock, Stock::Deal { .. }) && self.len(STOCK) > self.columns().len();
        deals_again.then_some(Share::even(6))
    }

    /// The same position, its search's children ordered with the noise
    /// of `seed` ([`super::restarts`]): each child's estimate raised by
    /// a number below [`NOISE`] drawn from its key, so that a position
    /// gets the same noise on every path. Only the order changes, never
    /// which children there are.
    pub(crate) fn seeded(&self, seed: u64) -> Flat {
        Flat {
            seed: splitmix(seed),
            ..self.clone()
        }
    }

    /// The same position for a beam, which proves nothing, so its key
    /// may take two positions for one: where the talon cycles, a turn
    /// off the cycle (a waste card played between two turns) is keyed as
    /// the turns on it ([`Flat::talon_hash`]). Such a position reaches
    /// all that the one on the cycle does and a few waste cards more
    /// before the talon turns over, so the depth-first search, which
    /// proves deals lost, keeps them apart; a beam that keeps both
    /// spends its width on near-copies. Canfield at 1 s a deal, the
    /// build before and this one side by side (won / lost / undecided):
    /// deals 1-1000 845/112/43 to 849/112/39, 20001-21000 836/113/51 to
    /// 843/113/44, 40001-41000 855/97/48 to 861/97/42. The late wins of
    /// 20001-21000 (20352 20516 20779 20849 20919 20921, 1.05 to 1.37 s
    /// before) took 0.10 to 1.12 s, each solved alone.
    pub(crate) fn loosened(&self) -> Flat {
        Flat {
            loose: true,
            ..self.clone()
        }
    }

    /// Whether short runs in other orders ([`super::restarts`]) search
    /// beside the beam: in games of cards home one at a time with
    /// neither stock nor free cells (Beleaguered Castle, Streets and
    /// Alleys), where what is left undecided is mostly won deals whose
    /// first choices hide the win. At a fixed amount of work (800,000
    /// expansions a deal, about a second), undecided of deals 1-200 /
    /// 20001-20200 without and with them: Streets and Alleys 13/20 to
    /// 11/17, Beleaguered Castle 10/7 to 8/5; but Canfield 10/14 to
    /// 11/15, its undecided deals no nearer a win in another order. The
    /// games with cells decide nearly every deal already and prove many
    /// lost, which the runs slow (the search that proves gets a third of
    /// the work, not two): Baker's Game 1-200 at 200,000 positions took
    /// 3.51 s CPU against 1.94, Seahaven Towers 4.61 against 2.96, the
    /// same answers.
    pub(crate) fn restarts(&self) -> bool {
        self.d.home != Home::Runs && self.d.stock == Stock::None && self.d.cells == 0
    }

    /// The model's name of pile `i`.
    fn id(&self, i: usize) -> PileId {
        let i8 = i as u8;
        match i {
            STOCK => PileId::Stock,
            WASTE => PileId::Waste,
            RESERVE => PileId::Reserve,
            _ if i8 < self.home0 => PileId::FreeCell(i8 - self.cell0),
            _ if i8 < self.col0 => PileId::Foundation(i8 - self.home0),
            _ => PileId::Column(i8 - self.col0),
        }
    }

    /// Pile `i` of the model's `id`.
    fn index(&self, id: PileId) -> usize {
        usize::from(match id {
            PileId::Stock => 0,
            PileId::Waste => 1,
            PileId::Reserve => 2,
            PileId::FreeCell(n) => self.cell0 + n,
            PileId::Foundation(n) => self.home0 + n,
            PileId::Column(n) => self.col0 + n,
        })
    }

    fn pile(&self, i: usize) -> &[Card] {
        self.cards.pile(i)
    }

    fn len(&self, i: usize) -> usize {
        self.cards.len(i)
    }

    fn top(&self, i: usize) -> Option<Card> {
        self.cards.top(i)
    }

    fn cells(&self) -> std::ops::Range<usize> {
        usize::from(self.cell0)..usize::from(self.home0)
    }

    fn homes(&self) -> std::ops::Range<usize> {
        usize::from(self.home0)..usize::from(self.col0)
    }

    fn columns(&self) -> std::ops::Range<usize> {
        usize::from(self.col0)..usize::from(self.piles)
    }

    /// Moves the top `count` cards of pile `a` onto pile `b`.
    fn transfer(&mut self, a: usize, b: usize, count: usize) {
        self.cards.transfer(a, b, count);
        if self.homes().contains(&a) || self.homes().contains(&b) {
            self.wanted = self.wanted_now();
        }
        let len = self.len(a) as u8;
        let pile = self.pile(b);
        let moved = &pile[pile.len() - count..];
        // A hash folds its faces bottom first: `a`'s, its face-down count
        // the same, has the moved cards' steps undone, and `b`'s goes on
        // from where it was (a waste keyed by its top alone, never a
        // source, is hashed again).
        let ha = unfold(self.hash[a], moved);
        self.hash[b] = if b == WASTE && self.waste_top_only() {
            self.hash_pile(b)
        } else {
            moved.iter().fold(self.hash[b], |h, c| {
                fnv_step(h, c.face().index() as u64 + 1)
            })
        };
        self.hash[a] = ha;
        if self.down[a] > len {
            self.down[a] = len;
            self.hash[a] = self.hash_pile(a);
        }
    }

    /// Whether the columns' order drops out: where the game says so,
    /// and where the stock deals onto the columns by place once it is
    /// empty (nothing then tells one column's place from another's).
    fn columns_alike(&self) -> bool {
        self.alike.columns || (matches!(self.d.stock, Stock::Deal { .. }) && self.len(STOCK) == 0)
    }

    fn home_count(&self) -> usize {
        let r = self.homes();
        self.cards.end(r.end - 1) - self.cards.start(r.start)
    }

    /// How much a group may hold to go onto `to`, in the units of
    /// [`Flat::units`]: a supermove's cards, or Simple Simon's runs of
    /// one suit (`2^(empty columns)`, `to` not counted); no limit for
    /// the other groups.
    fn room(&self, to: usize) -> usize {
        let empties = |counted: bool| {
            let n = self.columns().filter(|&i| i != to && self.len(i) == 0);
            if counted {
                n.count().min(16)
            } else {
                0
            }
        };
        match self.d.group {
            Group::Supermove => {
                let cells = self.cells().filter(|&i| self.len(i) == 0).count();
                (cells + 1) << empties(self.d.empty == Empty::Any)
            }
            Group::SuitRunsBySpaces => 1 << empties(true),
            _ => usize::MAX,
        }
    }

    /// What the top `count` cards of `from` weigh against [`Flat::room`]:
    /// their runs of one suit where those are what the room counts, else
    /// the cards. One card is one either way, and is not read from the
    /// pile: a cycling talon's card is weighed while still in the stock.
    fn units(&self, from: usize, count: usize) -> usize {
        match self.d.group {
            Group::SuitRunsBySpaces if count > 1 => {
                let pile = self.pile(from);
                suit_runs(&pile[pile.len() - count..])
            }
            _ => count,
        }
    }

    /// Whether the stock may be drawn or dealt.
    fn can_draw(&self) -> bool {
        match self.d.stock {
            Stock::None => false,
            Stock::Redeal { times } => self.recycles < u32::from(times),
            Stock::Waste { passes, .. } => {
                self.len(STOCK) > 0
                    || (self.len(WASTE) > 0
                        && passes.is_none_or(|p| self.recycles + 1 < u32::from(p)))
            }
            Stock::Deal { not_on_empty } => {
                self.len(STOCK) > 0 && !(not_on_empty && self.columns().any(|i| self.len(i) == 0))
            }
        }
    }

    /// The game's settling after a move: face-down tops turn up, whole
    /// runs go home, the reserve fills empty columns.
    fn settle(&mut self) {
        loop {
            let mut changed = false;
            for i in self.columns() {
                let len = self.len(i) as u8;
                if len > 0 && self.down[i] == len {
                    self.down[i] -= 1;
                    self.hash[i] = self.hash_pile(i);
                    changed = true;
                }
            }
            if self.d.home == Home::Runs {
                for i in self.columns() {
                    let len = self.len(i);
                    let whole = len >= 13
                        && len - usize::from(self.down[i]) >= 13
                        && king_to_ace(&self.pile(i)[len - 13..]);
                    let free = self.homes().find(|&f| self.len(f) == 0);
                    if let (true, Some(f)) = (whole, free) {
                        self.transfer(i, f, 13);
                        changed = true;
                    }
                }
            }
            if self.d.empty == Empty::Reserve {
                for i in self.columns() {
                    if self.len(i) == 0 && self.len(RESERVE) > 0 {
                        self.transfer(RESERVE, i, 1);
                        changed = true;
                    }
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// The first safe move home, as the game finds it.
    fn safe_home(&self, next: u64) -> Option<Move> {
        let d = self.d;
        if d.auto_play == AutoPlay::None || d.home == Home::Runs {
            return None;
        }
        let mut home = None;
        let sources = [WASTE, RESERVE]
            .into_iter()
            .filter(|&i| match i {
                // A waste's card that the stock turns onto by more than
                // one is not sent home alone: that changes which cards
                // every later turn of the stock brings up, which may be
                // the one line that wins (Canfield deals 35 and 50 were
                // called lost so, though won).
                WASTE => d.has_waste() && !self.draws_several(),
                _ => d.reserve > 0,
            })
            .chain(self.cells())
            .chain(self.columns());
        for from in sources {
            let Some(card) = self.top(from) else {
                continue;
            };
            if next >> card.face().index() & 1 == 0 {
                continue;
            }
            let Some(f) = self
                .homes()
                .find(|&f| d.fits_home(card, self.pile(f), self.base))
            else {
                continue;
            };
            let home = home.get_or_insert_with(|| {
                let mut home = [0u8; 52];
                for f in self.homes() {
                    for c in self.pile(f) {
                        home[c.face().index()] += 1;
                    }
                }
                home
            });
            let fits_now = |c| {
                self.homes()
                    .any(|f| d.fits_home(c, self.pile(f), self.base))
            };
            if d.is_safe(card, self.base, home, fits_now) {
                return Some(Move::one(self.id(from), self.id(f)));
            }
        }
        None
    }

    /// Whether the stock turns onto the waste more than one card at a
    /// time.
    fn draws_several(&self) -> bool {
        matches!(self.d.stock, Stock::Waste { draw, .. } if draw > 1)
    }

    /// How many of pile `from`'s top cards move together, for each count
    /// from one: calls `each(count)` for every count the rules allow.
    fn groups(&self, from: usize, mut each: impl FnMut(usize)) {
        let d = self.d;
        let pile = self.pile(from);
        if from >= usize::from(self.col0) {
            let up = pile.len() - usize::from(self.down[from]);
            for count in 1..=up {
                // Every group rule is a rule of neighbours (One's: that
                // there are none), so a group is the group one card
                // shorter and its lowest pair: asked of that pair alone,
                // the vocabulary answers for the whole.
                let at = pile.len() - count;
                let cards = &pile[at..(at + 2).min(pile.len())];
                // A run by the build (the groups whose rule is that
                // alone) asked of the build's table ([`fits_table`]), and
                // one card alone told at once: `Group::allows` was a
                // twelfth of Canfield's instructions.
                let allowed = match (d.group, cards) {
                    (Group::OneOrWhole | Group::Run | Group::Supermove, &[below, card]) => {
                        self.fits[below.face().index()] >> card.face().index() & 1 == 1
                    }
                    (Group::One, _) => count == 1,
                    _ => d.group.allows(d.build, cards),
                };
                if !allowed {
                    break;
                }
                let whole = count == 1 || count == pile.len();
                if d.group != Group::OneOrWhole || whole {
                    each(count);
                }
            }
        } else if !pile.is_empty() {
            each(1);
        }
    }

    /// Every move the search tries, into `out`. Where the talon cycles
    /// ([`Flat::cycles`]) no draw is made alone: the waste's top card at
    /// every turn the draws reach is played after its draws, a step of
    /// its own ([`Step`]), and the key holds the turns alike.
    pub(super) fn generate(&self, out: &mut Vec<Step>) {
        let next = self.next_home();
        if let Some(safe) = self.safe_home(next) {
            out.push(Step::now(safe));
            return;
        }
        if !self.cycles() && self.can_draw() {
            out.push(Step::now(Move::Draw));
        }
        self.moves_of(next, &mut |draws, mv| out.push(Step { draws, mv }));
    }

    /// The faces a foundation may take, a bit each: in a deck of one copy
    /// a card, each suit's next ([`guide::wanted`]), since a foundation
    /// holds one suit from its base up and the base of a suit begun is
    /// home already; any face otherwise. Only cards of these faces are
    /// asked whether they go home ([`Description::fits_home`] says).
    fn next_home(&self) -> u64 {
        match self.wanted() {
            0 => u64::MAX,
            next => next,
        }
    }

    /// The faces the foundations take next ([`guide::wanted`]), from
    /// the cards each suit has home: a foundation of a game that wants
    /// faces holds one suit. Kept in the position, worked out again when
    /// a card goes home or leaves ([`Flat::wanted_now`]).
    fn wanted(&self) -> u64 {
        self.wanted
    }

    /// [`Flat::wanted`] worked out from the foundations.
    fn wanted_now(&self) -> u64 {
        let mut home = [0u8; 4];
        for f in self.homes() {
            if let Some(c) = self.pile(f).first() {
                home[c.suit().index()] += self.len(f) as u8;
            }
        }
        guide::wanted(self.d, self.base, home)
    }

    /// The moves from here but a draw alone, into `out` with the draws
    /// before each: where the talon cycles, the waste's top card at
    /// every turn the draws reach.
    fn moves_of(&self, next: u64, out: &mut impl FnMut(u8, Move)) {
        let d = self.d;
        let first_cell = self.cells().find(|&i| self.len(i) == 0);
        let first_home = self.homes().find(|&i| self.len(i) == 0);
        let first_empty = self.columns().find(|&i| self.len(i) == 0);
        let home_source = d.home != Home::Runs && d.home_back;
        let alike = self.columns_alike();
        // For each face, the columns whose top takes it (a bit a column);
        // and the empty columns.
        let col0 = usize::from(self.col0);
        let mut accept = [0u64; 52];
        let mut empty_mask = 0u64;
        for to in self.columns() {
            match self.top(to) {
                None => empty_mask |= 1u64 << (to - col0),
                Some(top) => {
                    let mut faces = self.fits[top.face().index()];
                    while faces != 0 {
                        accept[faces.trailing_zeros() as usize] |= 1u64 << (to - col0);
                        faces &= faces - 1;
                    }
                }
            }
        }
        // A group's room onto a card, and into an empty column (any one:
        // the others count).
        let room_onto = self.room(PILES);
        let room_into = first_empty.map_or(0, |e| self.room(e));
        // A waste that takes the columns' cards (Golf's) is where they
        // go, never where they come from.
        let takes = d.waste != WasteBuild::None;
        let mut sources: Vec<usize> = Vec::with_capacity(PILES);
        if d.has_waste() && !takes {
            sources.push(WASTE);
        }
        if d.reserve > 0 {
            sources.push(RESERVE);
        }
        sources.extend(self.cells());
        if home_source {
            sources.extend(self.homes());
        }
        sources.extend(self.columns());
        // Where `count` cards from `from`, `first` the lowest, go, after
        // `draws` draws.
        let dests =
            |from: usize, count: usize, first: Card, draws: u8, out: &mut dyn FnMut(u8, Move)| {
                let from_id = self.id(from);
                let is_home = matches!(from_id, PileId::Foundation(_));
                let is_cell = matches!(from_id, PileId::FreeCell(_));
                let len = self.len(from);
                // Home.
                let may_go_home = next >> first.face().index() & 1 == 1;
                if count == 1 && !is_home && d.home != Home::Runs && may_go_home {
                    for f in self.homes() {
                        if self.len(f) == 0 && Some(f) != first_home {
                            continue;
                        }
                        if d.fits_home(first, self.pile(f), self.base) {
                            out(draws, Move::one(from_id, self.id(f)));
                        }
                    }
                }
                // The waste that takes it.
                if count == 1 && takes && d.waste.allows(self.top(WASTE), first).is_ok() {
                    out(draws, Move::one(from_id, PileId::Waste));
                }
                // A free cell.
                if count == 1 && !is_cell {
                    if let Some(c) = first_cell {
                        out(draws, Move::one(from_id, self.id(c)));
                    }
                }
                // Columns: those whose top takes the card (from the
                // table made at the start), and the empty ones it may
                // fill, in the columns' order.
                let units = self.units(from, count);
                let mut dest = if units <= room_onto {
                    accept[first.face().index()]
                } else {
                    0
                };
                if units <= room_into && empty_mask != 0 && d.empty.allows(first) {
                    let whole =
                        count == len && !is_cell && !is_home && from != WASTE && from != RESERVE;
                    dest |= if alike {
                        if whole {
                            0
                        } else {
                            first_empty.map_or(0, |e| 1u64 << (e - col0))
                        }
                    } else {
                        empty_mask
                    };
                }
                if from >= col0 {
                    dest &= !(1u64 << (from - col0));
                }
                while dest != 0 {
                    let to = col0 + dest.trailing_zeros() as usize;
                    dest &= dest - 1;
                    out(draws, Move::run(from_id, self.id(to), count));
                }
            };
        for from in sources {
            self.groups(from, |count| {
                let pile = self.pile(from);
                dests(from, count, pile[pile.len() - count], 0, &mut *out);
            });
        }
        if !self.cycles() {
            return;
        }
        // The waste's top at each turn the draws reach, till one comes
        // round again: the talon's cards in the order they are drawn
        // are the waste's, then the stock's from its top.
        let (waste, stock) = (self.pile(WASTE), self.pile(STOCK));
        let n = waste.len() + stock.len();
        let card = |i: usize| match i.checked_sub(waste.len()) {
            None => waste[i],
            Some(j) => stock[stock.len() - 1 - j],
        };
        let draw = match d.stock {
            Stock::Waste { draw, .. } => usize::from(draw.max(1)),
            _ => 1,
        };
        let mut reached = [false; CARDS + 1];
        let mut at = waste.len();
        reached[at] = true;
        for draws in 1..=u8::MAX {
            if n == 0 {
                break;
            }
            at = if at == n { 0 } else { (at + draw).min(n) };
            if reached[at] {
                break;
            }
            reached[at] = true;
            if at > 0 {
                dests(WASTE, 1, card(at - 1), draws, &mut *out);
            }
        }
    }

    /// Plays one of the generated steps: its draws, then its move.
    fn apply(&mut self, step: Step) {
        if step.draws > 0 && self.cycles() {
            self.draw_quietly(step.draws);
        } else {
            for _ in 0..step.draws {
                self.apply_one(Move::Draw);
            }
        }
        self.apply_one(step.mv);
    }

    /// Where the talon cycles, a step's `draws` made together: the same
    /// cards where `apply_one` would leave them, but each turn one
    /// rotation and the talon's two hashes made once at the end, not a
    /// transfer, a hash of the whole stock and a settling for every card
    /// turned (a fifth of Canfield's time went to those hashes). A draw
    /// touches no column, so nothing settles between them.
    fn draw_quietly(&mut self, draws: u8) {
        let Stock::Waste { draw, .. } = self.d.stock else {
            return;
        };
        for _ in 0..draws {
            let stock = self.len(STOCK);
            if stock == 0 {
                // The waste turns over.
                self.cards.flip(WASTE, STOCK, self.len(WASTE));
                self.recycles += 1;
            } else {
                self.cards.flip(STOCK, WASTE, usize::from(draw).min(stock));
            }
        }
        self.hash[STOCK] = self.hash_pile(STOCK);
        self.hash[WASTE] = self.hash_pile(WASTE);
    }

    /// Whether the talon cycles: the stock turns onto a waste without
    /// end. Then every turn on the cycle the draws make from the stock
    /// whole is reached from every other, so those positions are one to
    /// the search (the key reads the talon's cards in the order they are
    /// drawn, not where the stock ends), and a draw only matters for the
    /// waste's card it brings up, played at once ([`Flat::generate`]):
    /// a draw changes nothing else, so any line can make its draws just
    /// before the waste's card they are for. A turn off that cycle (a
    /// waste card played between) keeps its place in the key. A waste
    /// that takes the columns' cards (Golf's) is never played from: its
    /// draws are moves of their own.
    fn cycles(&self) -> bool {
        matches!(self.d.stock, Stock::Waste { passes: None, .. })
            && self.d.waste == WasteBuild::None
    }

    /// The talon's hash in the key where it cycles: its cards in the
    /// order they are drawn, and where the stock ends only when that
    /// turn is off the cycle from the stock whole (and the position is
    /// not [`Flat::loosened`]).
    fn talon_hash(&self) -> u64 {
        let (waste, stock) = (self.pile(WASTE), self.pile(STOCK));
        let h = waste
            .iter()
            .chain(stock.iter().rev())
            .fold(splitmix(0x7a1c), |h, c| {
                fnv_step(h, c.face().index() as u64 + 1)
            });
        let draw = match self.d.stock {
            Stock::Waste { draw, .. } => usize::from(draw.max(1)),
            _ => 1,
        };
        if self.loose || waste.len() % draw == 0 || stock.is_empty() {
            h
        } else {
            combine(h, waste.len() as u64 + 1)
        }
    }

    /// Plays one move of the model's.
    fn apply_one(&mut self, mv: Move) {
        match mv {
            Move::Draw => match self.d.stock {
                Stock::Waste { .. } if self.len(STOCK) == 0 => {
                    // The waste turns over.
                    self.cards.flip(WASTE, STOCK, self.len(WASTE));
                    self.hash[STOCK] = self.hash_pile(STOCK);
                    self.hash[WASTE] = self.hash_pile(WASTE);
                    self.recycles += 1;
                }
                Stock::Waste { draw, .. } => {
                    let n = usize::from(draw).min(self.len(STOCK));
                    for _ in 0..n {
                        self.transfer(STOCK, WASTE, 1);
                    }
                }
                Stock::Deal { .. } => {
                    let cols = self.columns();
                    let n = cols.len().min(self.len(STOCK));
                    for i in cols.take(n) {
                        self.transfer(STOCK, i, 1);
                    }
                }
                Stock::Redeal { .. } => self.redeal(),
                Stock::None => {}
            },
            Move::Transfer { from, to, count } => {
                let (a, b) = (self.index(from), self.index(to));
                self.transfer(a, b, usize::from(count));
            }
            Move::Pair { .. } => {}
        }
        self.settle();
    }

    /// A stock that redeals (Grandfather's): the columns gathered, the
    /// first column's top card first, and laid out again as the deal
    /// lays them ([`places`]), each column's top turned up, as
    /// [`crate::games::described`] redeals.
    fn redeal(&mut self) {
        let cols = self.columns();
        let mut gathered = Vec::with_capacity(CARDS);
        for i in cols.clone() {
            gathered.extend(self.pile(i).iter().rev());
            self.cards.remove_top(i, self.len(i));
        }
        let places = places(self.d, gathered.len());
        // The face-down cards first, each column's under its face-up ones.
        for face_up in [false, true] {
            for (&card, &(n, up)) in gathered.iter().zip(&places) {
                if up == face_up {
                    self.cards.push(cols.start + n, card);
                }
            }
            if !face_up {
                for i in cols.clone() {
                    self.down[i] = self.len(i) as u8;
                }
            }
        }
        // Each column's top turns up.
        for i in cols {
            self.down[i] = self.down[i].min(self.len(i).saturating_sub(1) as u8);
            self.hash[i] = self.hash_pile(i);
        }
        self.recycles += 1;
    }

    /// How far from a win a game of runs home looks, as the Spider
    /// solver scores it: runs home weigh most, then face-down cards (the
    /// more in a column, the more each), empty columns, cards in
    /// sequence (in suit far more than in rank only), and breaks; each
    /// card still in the stock counts a little in favour, so that deals
    /// wait while the table has moves that serve (measured on Spiderette
    /// 1-20 at 1 s: 20 a card against, 9 solved; 2 against, 11; 2 in
    /// favour, 14; 10 in favour, 13).
    fn runs_estimate(&self) -> u32 {
        const HOME: i32 = 2_000;
        const FACE_DOWN: i32 = 50;
        const EMPTY: i32 = 60;
        const IN_SUIT: i32 = 60;
        const IN_RANK: i32 = 8;
        const BREAK: i32 = 10;
        let mut e: i32 = 100_000 - HOME * (self.home_count() / 13) as i32;
        e -= 2 * self.len(STOCK) as i32;
        for i in self.columns() {
            let col = self.pile(i);
            let down = usize::from(self.down[i]);
            if col.is_empty() {
                e -= EMPTY;
                continue;
            }
            e += FACE_DOWN * down as i32 + 3 * (down * down) as i32;
            for w in col[down..].windows(2) {
                let in_rank = w[0].rank().value() == w[1].rank().value() + 1;
                if in_rank && w[0].suit() == w[1].suit() {
                    e -= IN_SUIT;
                } else if in_rank {
                    e -= IN_RANK;
                } else {
                    e += BREAK;
                }
            }
        }
        e.max(0) as u32
    }

    /// A pile's hash: its face-down count, then its faces bottom first;
    /// a waste of which only the top counts ([`Flat::waste_top_only`]),
    /// its top's rank.
    fn hash_pile(&self, i: usize) -> u64 {
        if i == WASTE && self.waste_top_only() {
            return self.top(i).map_or(0, |top| u64::from(top.rank().value()));
        }
        self.pile(i)
            .iter()
            .fold(splitmix(u64::from(self.down[i])), |h, c| {
                fnv_step(h, c.face().index() as u64 + 1)
            })
    }
}

/// The build as a table: for each face, the faces that may lie on it,
/// a bit each. Made once for each build and kept (a few builds, each
/// 416 bytes), so a position carries only a reference to it.
fn fits_table(build: Build) -> &'static [u64; 52] {
    type Tables = Vec<(Build, &'static [u64; 52])>;
    static TABLES: std::sync::Mutex<Tables> = std::sync::Mutex::new(Vec::new());
    let mut tables = TABLES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, t)) = tables.iter().find(|(b, _)| *b == build) {
        return t;
    }
    let mut t = [0u64; 52];
    for below in Face::all() {
        for card in Face::all() {
            if build.allows(Card::of(below, 0), Card::of(card, 0)) {
                t[below.index()] |= 1u64 << card.index();
            }
        }
    }
    let t: &'static [u64; 52] = Box::leak(Box::new(t));
    tables.push((build, t));
    t
}

/// A pile's hash ([`Flat::hash_pile`]) with its top `cards` (bottom
/// first) taken off: their steps undone, top first.
fn unfold(h: u64, cards: &[Card]) -> u64 {
    cards
        .iter()
        .rev()
        .fold(h, |h, c| fnv_unstep(h, c.face().index() as u64 + 1))
}

/// True when `cards` (bottom first) run from king to ace in one suit.
fn king_to_ace(cards: &[Card]) -> bool {
    cards.len() == 13
        && cards[0].rank() == Rank::KING
        && cards
            .windows(2)
            .all(|w| w[0].suit() == w[1].suit() && w[0].rank().prev() == Some(w[1].rank()))
}

/// A position's key before its parts are combined ([`Flat::key_parts`]):
/// the piles combined in order, and the sums of the alike columns' and
/// cells' hashes (sums, so one pile's term is taken out and another put
/// in without the rest).
#[derive(Clone, Copy)]
struct KeyParts {
    piles: u64,
    columns: u64,
    cells: u64,
}

/// A move of the search: `draws` draws, then `mv` (a draw too where the
/// talon does not cycle).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    draws: u8,
    mv: Move,
}

impl Step {
    fn now(mv: Move) -> Step {
        Step { draws: 0, mv }
    }

    /// The model's moves that play it.
    pub(crate) fn line(self) -> impl Iterator<Item = Move> {
        std::iter::repeat_n(Move::Draw, usize::from(self.draws)).chain(std::iter::once(self.mv))
    }
}

/// The model's moves of a line of steps.
pub(crate) fn line(steps: &[Step]) -> Vec<Move> {
    steps.iter().flat_map(|s| s.line()).collect()
}

/// A flat position is its own puzzle: the search starts from it, and
/// each position carries its description.
impl Puzzle for Flat {
    type State = Flat;
    type Move = Step;

    fn start(&self) -> Flat {
        self.clone()
    }

    /// A dead position (see [`Flat::dead`]) gets no children.
    fn children(&self, s: &Flat, out: &mut Vec<(Step, Flat)>) {
        if s.dead() {
            return;
        }
        // Room for a position's every step at once: grown step by step,
        // the vector was 1% of Scorpion's instructions.
        let mut steps = Vec::with_capacity(64);
        s.generate(&mut steps);
        out.reserve(steps.len());
        for step in steps {
            out.push((step, s.clone()));
            let child = &mut out.last_mut().expect("just pushed").1;
            child.apply(step);
            child.retally(s);
        }
    }

    fn key(&self, s: &Flat) -> u64 {
        s.key()
    }

    fn is_won(&self, s: &Flat) -> bool {
        s.is_won()
    }

    /// Lower [`Flat::estimate`] is nearer a win; with a seed, plus the
    /// child's noise ([`Flat::seeded`]).
    fn score(&self, s: &Flat) -> i32 {
        let e = -(s.estimate() as i32);
        match self.seed {
            0 => e,
            seed => e - (splitmix(s.key() ^ seed) % NOISE) as i32,
        }
    }

    /// Depth first, a position claims its children when it is put on
    /// the path, and they are tried by the estimate.
    const CLAIMS: bool = true;

    /// Depth first, a child is made only once claimed: its key is
    /// worked out from its parent and its step ([`Flat::child_key`]).
    const KEYED: bool = true;

    /// The steps [`Puzzle::children`] makes, in its order, with their
    /// children's keys.
    fn keyed(&self, s: &Flat, out: &mut Vec<(Step, u64)>) {
        if s.dead() {
            return;
        }
        let mut steps = Vec::with_capacity(64);
        s.generate(&mut steps);
        let mut parts = None;
        out.extend(
            steps
                .into_iter()
                .map(|step| (step, s.child_key(&mut parts, step))),
        );
    }

    fn make(&self, parent: &Flat, step: Step, _: u64, child: &mut Flat) {
        child.apply(step);
        child.retally(parent);
    }
}

/// What the searches ask of a position.
impl Flat {
    /// The piles' hashes combined in the table's order, but for the
    /// columns (where they are alike) and the cells (where the game says
    /// so): each of those groups is a sum of its piles' hashes mixed
    /// again, which no order changes, so no sort is needed (a multiset's
    /// sum, as a Zobrist key is).
    pub(crate) fn key(&self) -> u64 {
        self.key_of(None, |i| self.hash[i])
    }

    /// The key of the child `step` makes, as [`Flat::key`] of the child
    /// would give it, from the piles' hashes the step changes alone
    /// where it is one move between piles that leaves nothing to settle:
    /// the source's folded again (or, from a cycling talon's waste after
    /// its draws, the talon's without the card played), the
    /// destination's carried on. Otherwise from the child made. Where
    /// the two piles are summed ones (alike columns or cells), only their
    /// terms of the sum change: the rest of the key is this position's
    /// own, `parts` ([`Flat::key_parts`]), worked out for the first child
    /// that needs them and kept for its siblings.
    fn child_key(&self, parts: &mut Option<KeyParts>, step: Step) -> u64 {
        let made = || {
            let mut child = self.clone();
            child.apply(step);
            child.key()
        };
        let Move::Transfer { from, to, count } = step.mv else {
            return made();
        };
        let (a, b, count) = (self.index(from), self.index(to), usize::from(count));
        let talon = self.cycles() && a == WASTE && count == 1;
        if self.d.home == Home::Runs || b <= WASTE || (a <= WASTE || step.draws > 0) && !talon {
            return made();
        }
        let fold = |h, cards: &[Card]| {
            cards
                .iter()
                .fold(h, |h, c| fnv_step(h, c.face().index() as u64 + 1))
        };
        if talon {
            let Some((card, talon)) = self.talon_after(step.draws) else {
                return made();
            };
            let hb = fold(self.hash[b], &[card]);
            return self.key_of(Some(talon), |i| if i == b { hb } else { self.hash[i] });
        }
        let left = self.len(a) - count;
        let down = self.down[a].min(left as u8);
        let column = a >= usize::from(self.col0);
        // A face-down top turning, the reserve filling a column emptied:
        // the settling the child would make.
        let settles = column
            && ((left > 0 && usize::from(down) == left)
                || (left == 0 && self.d.empty == Empty::Reserve && self.len(RESERVE) > 0));
        if settles {
            return made();
        }
        let pile = self.pile(a);
        let ha = if down == self.down[a] {
            unfold(self.hash[a], &pile[left..])
        } else {
            fold(splitmix(u64::from(down)), &pile[..left])
        };
        let hb = fold(self.hash[b], &pile[left..]);
        // Where the talon cycles, the parts begin with its hash, a fold
        // of the whole talon: for the one or two such children of a
        // Canfield position, more work than it spares. The page's solver
        // does without (its budget of bytes).
        let wasm = cfg!(target_arch = "wasm32");
        if !wasm && !self.cycles() && self.summed(a) && self.summed(b) {
            let mut p = *parts.get_or_insert_with(|| self.key_parts(None, |i| self.hash[i]));
            self.resum(&mut p, a, ha);
            self.resum(&mut p, b, hb);
            return self.key_from(p);
        }
        self.key_of(None, |i| match i {
            _ if i == a => ha,
            _ if i == b => hb,
            _ => self.hash[i],
        })
    }

    /// Where the talon cycles, the waste's card `draws` draws bring up,
    /// and the talon's hash ([`Flat::talon_hash`]) once it is played:
    /// the draws keep the talon's cards in the order they are drawn, so
    /// the card leaves that order, and the waste is one card short of
    /// where the draws left it.
    fn talon_after(&self, draws: u8) -> Option<(Card, u64)> {
        let Stock::Waste { draw, .. } = self.d.stock else {
            return None;
        };
        let draw = usize::from(draw.max(1));
        let (waste, stock) = (self.pile(WASTE), self.pile(STOCK));
        let n = waste.len() + stock.len();
        let card = |i: usize| match i.checked_sub(waste.len()) {
            None => waste[i],
            Some(j) => stock[stock.len() - 1 - j],
        };
        let mut at = waste.len();
        for _ in 0..draws {
            at = if at == n { 0 } else { (at + draw).min(n) };
        }
        let played = at.checked_sub(1)?;
        let h = (0..n)
            .filter(|&i| i != played)
            .fold(splitmix(0x7a1c), |h, i| {
                fnv_step(h, card(i).face().index() as u64 + 1)
            });
        let on_cycle = played % draw == 0 || at == n;
        Some((
            card(played),
            if self.loose || on_cycle {
                h
            } else {
                combine(h, played as u64 + 1)
            },
        ))
    }

    /// The key of this position with pile `i`'s hash `hash(i)` and,
    /// where the talon cycles, its hash `talon` (when given).
    fn key_of(&self, talon: Option<u64>, hash: impl Fn(usize) -> u64) -> u64 {
        self.key_from(self.key_parts(talon, hash))
    }

    /// [`Flat::key_of`]'s parts before they are combined: the piles in
    /// order (and the talon), and the two sums.
    #[inline]
    fn key_parts(&self, talon: Option<u64>, hash: impl Fn(usize) -> u64) -> KeyParts {
        let mut key = 0;
        let (mut columns, mut cells) = (0u64, 0u64);
        let columns_alike = self.columns_alike();
        let cells_alike = self.alike.cells;
        let cycles = self.cycles();
        if cycles {
            key = combine(key, talon.unwrap_or_else(|| self.talon_hash()));
        }
        for i in 0..usize::from(self.piles) {
            let h = hash(i);
            if cycles && (i == STOCK || i == WASTE) {
                continue;
            } else if columns_alike && i >= usize::from(self.col0) {
                columns = columns.wrapping_add(splitmix(h));
            } else if cells_alike && i >= usize::from(self.cell0) && i < usize::from(self.home0) {
                cells = cells.wrapping_add(splitmix(h ^ CELL));
            } else {
                key = combine(key, h);
            }
        }
        KeyParts {
            piles: key,
            columns,
            cells,
        }
    }

    /// Whether pile `i`'s hash goes into a sum of the key (a column or
    /// cell alike), not combined in order.
    fn summed(&self, i: usize) -> bool {
        let column = self.columns_alike() && i >= usize::from(self.col0);
        column || self.alike.cells && self.cells().contains(&i)
    }

    /// Pile `i`'s hash `h` in place of its own in `parts`, `i` summed
    /// ([`Flat::summed`]).
    fn resum(&self, parts: &mut KeyParts, i: usize, h: u64) {
        if self.columns_alike() && i >= usize::from(self.col0) {
            parts.columns = parts
                .columns
                .wrapping_sub(splitmix(self.hash[i]))
                .wrapping_add(splitmix(h));
        } else {
            parts.cells = parts
                .cells
                .wrapping_sub(splitmix(self.hash[i] ^ CELL))
                .wrapping_add(splitmix(h ^ CELL));
        }
    }

    /// The key of `parts` ([`Flat::key_of`]).
    #[inline]
    fn key_from(&self, parts: KeyParts) -> u64 {
        // A mark between the groups, so a cell's sum cannot pass for a
        // column's.
        let key = combine(combine(parts.piles, parts.columns), parts.cells);
        match self.d.stock {
            Stock::Waste {
                passes: Some(_), ..
            }
            | Stock::Redeal { .. } => combine(key, u64::from(self.recycles)),
            _ => key,
        }
    }

    /// Whether only the rank of the waste's top card counts in its hash,
    /// and so in the key: where the waste takes the columns' cards and
    /// never turns over (Golf's), the cards under its top never move
    /// again, and which they are follows from the other piles (the rest
    /// of the deck); only their order differs, line by line, and it
    /// never matters. Of the top, what takes a card is its rank alone
    /// ([`WasteBuild::allows`]).
    fn waste_top_only(&self) -> bool {
        self.d.waste != WasteBuild::None
            && matches!(
                self.d.stock,
                Stock::Waste {
                    passes: Some(1),
                    ..
                }
            )
    }

    /// Every card home; without foundations (Golf), the columns, cells
    /// and reserve empty, as the game says.
    pub(crate) fn is_won(&self) -> bool {
        if self.d.home == Home::None {
            let mut left = (RESERVE..usize::from(self.home0)).chain(self.columns());
            return left.all(|i| self.len(i) == 0);
        }
        self.home_count() == self.d.deck.len()
    }

    /// As the generic position's: four a card not home, three more a
    /// face-down card (the stock's too), two more a card in a cell, one a
    /// card over a lower one of its suit. Games whose foundations take
    /// whole runs (Spider's kind) are scored by [`Flat::runs_estimate`].
    pub(crate) fn estimate(&self) -> u32 {
        if self.d.home == Home::Runs {
            return self.runs_estimate();
        }
        let (plus, minus) = self.terms;
        plus.saturating_sub(minus)
    }

    /// The estimate's sums, pile by pile ([`Flat::pile_terms`]), worked
    /// out whole.
    fn terms(&self) -> (u32, u32) {
        let wanted = self.wanted();
        (0..usize::from(self.home0))
            .chain(self.columns())
            .map(|i| self.pile_terms(i, wanted))
            .fold((0, 0), |(p, m), (a, b)| (p + a, m + b))
    }

    /// Whether the estimate's sums kept are those worked out whole.
    #[cfg(test)]
    pub(crate) fn estimate_is_whole(&self) -> bool {
        self.d.home == Home::Runs || self.terms == self.terms()
    }

    /// [`Flat::terms`] of this position, just made from `parent`, told
    /// from the parent's: only the piles whose hash or face-down count
    /// changed are read again (a step changes two or three of 15 to 24),
    /// unless a card went home: the cards wanted next change, which
    /// weighs on every pile.
    /// The estimate was a quarter of Streets and Alleys' instructions,
    /// worked out whole for every child claimed.
    fn retally(&mut self, parent: &Flat) {
        if self.d.home == Home::Runs {
            return;
        }
        // The page's solver works the sums out whole: it has a budget of
        // bytes, and this is for speed alone.
        if cfg!(target_arch = "wasm32") {
            self.terms = self.terms();
            return;
        }
        // The piles changed but the foundations, at most four (a step, a
        // face-down card turning, the reserve filling a column).
        let mut changed = [0; 4];
        let mut n = 0;
        for i in 0..usize::from(self.piles) {
            if self.hash[i] != parent.hash[i] || self.down[i] != parent.down[i] {
                if self.homes().contains(&i) {
                    continue;
                }
                if n == changed.len() {
                    self.terms = self.terms();
                    return;
                }
                changed[n] = i;
                n += 1;
            }
        }
        let (wanted, was) = (self.wanted(), parent.wanted());
        let (mut plus, mut minus) = parent.terms;
        for &i in &changed[..n] {
            let (p, m) = parent.pile_terms(i, was);
            let (c, n) = self.pile_terms(i, wanted);
            (plus, minus) = (plus - p + c, minus - m + n);
        }
        if was != wanted {
            // A card went home (or left): in the piles not changed, the
            // cards over one no longer wanted come off the depth, those
            // over one now wanted go on.
            let (mut on, mut off) = (0, 0);
            let piles = (RESERVE..usize::from(self.home0)).chain(self.columns());
            for i in piles.filter(|i| !changed[..n].contains(i)) {
                let pile = self.pile(i);
                for (k, c) in pile.iter().enumerate() {
                    let f = c.face().index();
                    if (was ^ wanted) >> f & 1 == 1 {
                        let over = (pile.len() - 1 - k) as u32;
                        if wanted >> f & 1 == 1 {
                            on += over;
                        } else {
                            off += over;
                        }
                    }
                }
            }
            plus = plus + guide::terms(on, 0, 0).0 - guide::terms(off, 0, 0).0;
        }
        self.terms = (plus, minus);
    }

    /// Pile `i`'s part of the estimate, what it adds and what it takes
    /// off, `wanted` the faces wanted home next ([`guide::wanted`]): its
    /// cards and the guide's terms for it ([`guide::terms`] is a sum over
    /// the cards, so the piles' parts add up to the position's).
    fn pile_terms(&self, i: usize, wanted: u64) -> (u32, u32) {
        // A waste that takes the cards holds those done with.
        if i == WASTE && self.d.waste != WasteBuild::None {
            return (0, 0);
        }
        let pile = self.pile(i);
        let len = pile.len() as u32;
        let cell = if self.cells().contains(&i) { 2 } else { 0 };
        let down = if i == STOCK {
            len
        } else {
            u32::from(self.down[i])
        };
        let mut e = (4 + cell) * len + 3 * down;
        if i < RESERVE {
            return (e, 0);
        }
        // One pass over the reserve's, a cell's or a column's cards:
        // those over a wanted one, and in a column, those over a lower
        // card of their suit (as [`super::blockers`]: the lowest rank of
        // each suit seen so far, from the bottom).
        let column = i >= usize::from(self.col0);
        let empty = usize::from(column && pile.is_empty());
        let mut depth = 0;
        let mut lowest = [u8::MAX; 4];
        for (n, c) in pile.iter().enumerate() {
            let f = c.face().index();
            if wanted >> f & 1 == 1 {
                depth += len - 1 - n as u32;
            }
            if column {
                let (rank, suit) = (f as u8 / 4, f % 4);
                e += u32::from(lowest[suit] < rank);
                lowest[suit] = lowest[suit].min(rank);
            }
        }
        let reserve = if i == RESERVE { pile.len() } else { 0 };
        let (plus, minus) = guide::terms(depth, reserve, empty);
        (e + plus, minus)
    }
}
