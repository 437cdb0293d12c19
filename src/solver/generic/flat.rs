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
//!
//! This file holds the position, its piles and its [`Puzzle`]; the rest
//! is by what it does: [`generate`] the moves, [`play`] a step played,
//! [`key`] the key (a child's told from its parent's), [`estimate`] how
//! far from a win it looks.

use crate::games::described::vocabulary::{Build, Description, Home, Stock};
use crate::games::described::Described;
use crate::games::{Alike, Game, Patience};
use crate::model::card::{Card, Face, Rank};
use crate::model::moves::Move;
use crate::model::pile::PileId;
#[cfg(test)]
use crate::solver::differential::Pruning;
use crate::solver::engine::hash::splitmix;
use crate::solver::engine::Puzzle;
use crate::solver::packed::Piles;

mod deadlock;
mod estimate;
mod generate;
mod key;
mod play;

use super::guide;

/// Cards the array holds: two decks.
const CARDS: usize = 104;
/// Piles: stock, waste, reserve, cells, foundations, columns.
///
/// Eight Off has the most of the games of the list searched here, 23; a
/// player's Fan (eighteen columns, four foundations) has 25. At 40 a copy
/// of a position was a third larger, and copies are a fifth of the time
/// (Streets and Alleys deal 8 at 500,000 positions: 1.48 s CPU at 40,
/// 1.42 at 24). At 25 rather than 24 (callgrind, 60,000 positions):
/// Streets and Alleys deal 8 1,891 M instructions against 1,890 M,
/// Canfield deal 42 2,844 M both; Fan's deals 1-100 at 300,000 positions
/// took 10.8 s against 391 s, when it was searched whole through the
/// game's own moves.
const PILES: usize = 25;
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
            // Without end, they are not counted (nor keyed).
            Stock::Redeal { times: None, .. } => 0,
            Stock::Redeal {
                times: Some(times), ..
            } => u32::from(times) - g.stock_left().unwrap_or(0) as u32,
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

    /// The cells that take a card: none where they hold a spread reserve.
    fn free_cells(&self) -> std::ops::Range<usize> {
        if self.d.spread {
            usize::from(self.cell0)..usize::from(self.cell0)
        } else {
            self.cells()
        }
    }

    fn homes(&self) -> std::ops::Range<usize> {
        usize::from(self.home0)..usize::from(self.col0)
    }

    fn columns(&self) -> std::ops::Range<usize> {
        usize::from(self.col0)..usize::from(self.piles)
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

    /// Every card home; without foundations (Golf), the columns, cells
    /// and reserve empty, as the game says.
    pub(crate) fn is_won(&self) -> bool {
        if self.d.home == Home::None {
            let mut left = (RESERVE..usize::from(self.home0)).chain(self.columns());
            return left.all(|i| self.len(i) == 0);
        }
        self.home_count() == self.d.deck.len()
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

    /// How far the talon has turned: the passes made and the cards
    /// taken off the stock in this one. Best first (`--solver
    /// generic-best`), each stage gets its share of the expansions, as in
    /// Forty & Eight's own solver, or the search shuffles the columns at
    /// one turn of the stock. Counted (`--limit 200000`, deals 1-40, won
    /// without and with the stages): Forty & Eight 29 and 38; players'
    /// descriptions of Forty Thieves 12 and 16, of Gargantua (Klondike
    /// with two decks) 12 and 25, of Josephine 18 and 23.
    fn stage(&self, s: &Flat) -> usize {
        s.recycles as usize * CARDS + (CARDS - s.len(STOCK))
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
