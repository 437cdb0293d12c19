//! Klondike solver, *thoughtful*: it sees the face-down cards and solves the
//! full-information game.
//!
//! The engine's depth-first search ([`DepthFirst`]) over a compact
//! position ([`state`]), with the stock compressed (any card the stock
//! can bring to the waste top is one move), safe moves home made eagerly,
//! pointless moves pruned and the rest ordered best first ([`moves`],
//! [`generate`]), and the engine's table of 128-bit keys that ignore
//! column order ([`hash`], [`Puzzle::WIDE`]). The winning line is turned
//! into model moves by replaying it ([`convert`]).
//!
//! Its own stack, frames and table went in issue 35: the same search
//! order, so the same answers and lines (deals 1-200 of the four games at
//! 200,000 positions, lines of 1-40), about a tenth more time (deals
//! 49-66, best of five: 1.09 s against 0.97 s), as the engine keeps each
//! child whole on its path where the old search kept its move. (The
//! table's mending after, a key held found when its insert grows the
//! table, moved the probes' noise on other positions: at 200,000
//! positions, deals 1-200, Vegas draw one won 28 where it won 27, Vegas
//! draw three 108 where 111, and no other answer changed.)
//!
//! On the last pass (Vegas) the dead test reads the waste as a pile that
//! only its top leaves ([`dead`]), and a position reached by drawing there
//! is a leaf when the test holds it lost; the test went to bitsets to be
//! cheap enough to ask so often (7.8% of the instructions of Vegas draw
//! one's deal 1 at 100,000 positions). At 200,000 positions, deals 1-200
//! (`felt solve GAME 1-200 --summary --jobs 1 --limit 200000`): Vegas draw
//! one decided 125 to 133 (29 won, 104 lost), Vegas draw three 169 to 173
//! (111 won, 62 lost); Klondike drawing one and three the same answers.
//! At 1 s, deals 1-1000, the two builds side by side (load 2 to 4): Vegas
//! draw one 182 / 499 / 319 won / lost / undecided (68.1% decided) to
//! 187 / 532 / 281 (71.9%), median 239 ms to 105; Vegas draw three
//! 541 / 274 / 185 (81.5%) to 547 / 279 / 174 (82.6%), median 49 ms to
//! 41. Again on a machine otherwise idle (two sweeps side by side, the
//! build before against this one with [`MAIN_SHARE_ONE_PASS`]): Vegas
//! draw one 219 / 585 / 196 (80.4%) to 224 / 624 / 152 (84.8%), median
//! 82 ms to 30; Vegas draw three 613 / 297 / 90 (91.0%) to 611 / 298 /
//! 91 (90.9%): there the test prunes too late to count. What is left is
//! mostly losses to prove: of deals 1-20 undecided at 200,000
//! positions, 2 million won 2 and proved 5 lost, and left 3.

mod convert;
mod dead;
mod generate;
mod hash;
mod moves;
mod state;
#[cfg(test)]
mod tests;

use super::{Answer, Limits, Search};
use crate::games::described::Described;
use crate::games::Patience;
use crate::solver::engine::depth::DepthFirst;
use crate::solver::engine::hash::GOLDEN;
use crate::solver::engine::{Outcome, Puzzle, Resumable};
use generate::Noise;
use moves::Mv;
use state::Pos;
use std::cell::{Cell, RefCell};

/// A state limit that keeps a search well under 256 MB. The table stores
/// a 16-byte key per position and is at most half full, so the main
/// search's 2^21 positions fit 2^22 slots (64 MiB), 96 MiB while it grows
/// into them with the old slots still alive; the probe's table, a quarter
/// of the limit, takes a quarter of that. About 120 MiB in all at worst;
/// the path (each position's children whole, a few hundred bytes each)
/// is small beside it. A limit just past a power
/// of two would double the slots and come close to 256 MB.
pub const MAX_STATES_256_MB: usize = 1 << 21;

/// Klondike's positions as the engine searches them ([`DepthFirst`]):
/// from the start with its safe moves home made, each child a move of
/// [`generate::generate`], in its order, followed by the safe moves home
/// it allows; kept by their whole 128-bit keys ([`Puzzle::WIDE`]). With
/// `noise` it breaks near ties at random (see [`generate::generate`]),
/// the noise's state moved on at each position expanded, as the search
/// asks for children.
struct Deal {
    base: Pos,
    noise: Cell<Option<Noise>>,
    /// The generator's scores and moves, kept between calls.
    scratch: RefCell<Scratch>,
}

/// The generator's scores and moves ([`generate::generate`]).
type Scratch = (Vec<(u16, Mv)>, Vec<Mv>);

impl Deal {
    fn new(base: Pos, noise: Option<Noise>) -> Deal {
        Deal {
            base,
            noise: Cell::new(noise),
            scratch: RefCell::default(),
        }
    }
}

impl Puzzle for Deal {
    type State = Pos;
    type Move = Mv;

    fn start(&self) -> Pos {
        self.base
    }

    /// As good as won: the cards go home by themselves.
    fn is_won(&self, pos: &Pos) -> bool {
        moves::is_decided_win(pos) && moves::finish(pos).is_some()
    }

    /// The low half of the key: the table takes the whole of it
    /// ([`Puzzle::wide_key`]).
    fn key(&self, pos: &Pos) -> u64 {
        pos.key as u64
    }

    const WIDE: bool = true;

    fn wide_key(&self, pos: &Pos) -> u128 {
        debug_assert_eq!(pos.key, hash::key_of(pos));
        pos.key
    }

    fn children(&self, pos: &Pos, out: &mut Vec<(Mv, Pos)>) {
        // On the last pass a draw can bury a card for good under cards
        // that need it ([`dead`]): a position so reached that the test
        // holds lost is a leaf. Other moves only free cards, so a start
        // that passes the test has no other descendant that fails it.
        if pos.buried && dead::is_dead(pos) {
            return;
        }
        let (scratch, moves) = &mut *self.scratch.borrow_mut();
        moves.clear();
        let mut noise = self.noise.get();
        generate::generate(pos, scratch, moves, noise.as_mut());
        self.noise.set(noise);
        // Made in place: a position is a few hundred bytes, and each
        // pushed alone was copied twice (into the pair, then the list).
        let first = out.len();
        out.extend(moves.iter().map(|&mv| (mv, *pos)));
        for (mv, child) in &mut out[first..] {
            moves::apply(child, *mv);
            moves::auto(child, None);
            child.buried = child.recycles == 0 && (child.tpos > pos.tpos || pos.recycles != 0);
        }
    }
}

/// The probe's first run length in expansions; each restart doubles it.
const PROBE_FIRST: u64 = 4_000;
/// The probe runs' largest random bonuses, taken in turn: small ones keep
/// close to the generator's order, large ones stray further from it, and
/// which a deal needs varies from deal to deal.
const PROBE_NOISE: [u64; 2] = [300, 1000];
/// The main search gets this many expansions for each of the probe's.
const MAIN_SHARE: u64 = 3;
/// ... and this many in one pass drawing one (Vegas), where most deals
/// are lost and the main search, in running out, proves most of them:
/// at 1 s, deals 1-500, 95 won and 258 proven lost with three, 96 and
/// 271 with fifteen (side by side, load 3); drawing three, with
/// three passes, the probe's wins count more (291 against 277 won).
/// Deals 20001-20500, not looked at before: 92 won, 267 lost with three,
/// 95 and 273 with fifteen (side by side, load 3.7 to 4).
const MAIN_SHARE_ONE_PASS: u64 = 15;

/// The search's moves from `game`, for the differential test, as the
/// search makes them: from the start with its safe moves home made (those
/// alone when there are some), each generated move followed by the safe
/// moves home it allows, with the prunings of [`generate::generate`].
/// None where the search does not branch: a start it holds as won (it
/// plays the cards home) or dead, or cannot hold.
#[cfg(test)]
pub(crate) fn generated(game: &Described) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    let root = Pos::from_model(game)?;
    let mut base = root;
    let mut autos = Vec::new();
    moves::auto(&mut base, Some(&mut autos));
    base.key = hash::key_of(&base);
    if autos.is_empty() && (moves::is_decided_win(&base) || dead::is_dead(&base)) {
        return None;
    }
    let model = |line: &[Mv]| convert::to_model_line(game, root, line).map(|(_, moves)| moves);
    let mut lines = Vec::new();
    if autos.is_empty() {
        let (mut scratch, mut out) = (Vec::new(), Vec::new());
        generate::generate(&base, &mut scratch, &mut out, None);
        for mv in out {
            let mut line = vec![mv];
            let mut pos = base;
            moves::apply(&mut pos, mv);
            moves::auto(&mut pos, Some(&mut line));
            // A move the model refuses is kept as nothing, which the
            // harness reports.
            lines.push(model(&line).unwrap_or_default());
        }
    } else {
        lines.push(model(&autos).unwrap_or_default());
    }
    Some(super::differential::Generated {
        lines,
        prunings: &[
            Pruning::SafeHomeAlone,
            Pruning::AlikeEmpty,
            Pruning::AlikeFoundation,
            Pruning::WholePileToEmpty,
            Pruning::NoKingToFill,
            Pruning::PartOfRun,
            Pruning::TalonCardIdle,
            Pruning::FromHomeIdle,
            Pruning::DrawLeadsNowhere,
        ],
        incomplete: false,
    })
}

/// The answer a search's `outcome` gives, if it has one: a winning
/// line (of moves each followed by the safe moves home it allows) as
/// model moves, from `start` (`root` its compact form).
fn answer(start: &Described, root: &Pos, outcome: &Outcome<Mv>) -> Option<Answer> {
    let line = match outcome {
        Outcome::Going => return None,
        Outcome::Exhausted => return Some(Answer::Unwinnable),
        Outcome::Full => return Some(Answer::Undecided),
        Outcome::Won(line) => line,
    };
    let mut moves = Vec::new();
    let mut pos = *root;
    moves::auto(&mut pos, Some(&mut moves));
    for &mv in line {
        moves::apply(&mut pos, mv);
        moves.push(mv);
        moves::auto(&mut pos, Some(&mut moves));
    }
    let Some(rest) = moves::finish(&pos) else {
        return Some(Answer::Undecided);
    };
    moves.extend(rest);
    match convert::to_model_moves(start, *root, &moves) {
        Some(model) => Some(Answer::Solved(model)),
        None => {
            debug_assert!(false, "the model refused the solver's line");
            Some(Answer::Undecided)
        }
    }
}

/// A search over Klondike positions from a given game.
///
/// Two depth-first searches share the budget: the main one, in the
/// generator's order, which alone may run into the state limit, and a
/// probe that breaks near ties at random and starts over, with a new seed,
/// twice the run length and the next of [`PROBE_NOISE`], whenever its run
/// is spent. Winnable deals where the main order goes down a long losing
/// branch first are often solved by a probe; either search proves a deal
/// unwinnable by running out of moves (each is complete on its own). Which
/// search works is decided by a count of expansions, never by the slices,
/// so the answer does not depend on the slice size.
pub struct KlondikeSearch {
    start: Described,
    limits: Limits,
    /// The start before its eager moves home.
    root: Option<Pos>,
    /// The start after them.
    base: Option<Pos>,
    main: Option<DepthFirst<Deal>>,
    probe: Option<DepthFirst<Deal>>,
    /// Probe runs begun, and the expansions of the current one.
    runs: u32,
    probe_steps: u64,
    ticks: u64,
    /// The main search's expansions for each of the probe's.
    share: u64,
    answer: Option<Answer>,
    /// Positions stored, kept after the tables are freed.
    stored: usize,
}

impl KlondikeSearch {
    /// A search from `game`'s position within `limits`.
    pub fn new(game: &Described, limits: Limits) -> KlondikeSearch {
        let mut search = KlondikeSearch {
            start: game.clone(),
            limits,
            root: Pos::from_model(game),
            base: None,
            main: None,
            probe: None,
            runs: 0,
            probe_steps: 0,
            ticks: 0,
            share: MAIN_SHARE,
            answer: None,
            stored: 0,
        };
        match search.root {
            _ if game.is_won() => search.answer = Some(Answer::Solved(Vec::new())),
            // Piles too tall for the compact form (notation only).
            None => search.answer = Some(Answer::Undecided),
            Some(root) => {
                let mut pos = root;
                moves::auto(&mut pos, None);
                pos.key = hash::key_of(&pos);
                search.base = Some(pos);
                if pos.draw == 1 && pos.recycles == 0 {
                    search.share = MAIN_SHARE_ONE_PASS;
                }
                let main = DepthFirst::new(Deal::new(pos, None), limits.max_states);
                search.answer = answer(game, &root, main.outcome());
                if search.answer.is_none() && dead::is_dead(&pos) {
                    search.answer = Some(Answer::Unwinnable);
                }
                search.main = Some(main);
            }
        }
        search
    }

    /// One expansion of the probe, starting a new run when one is spent.
    fn probe_step(&mut self) {
        // Read in place: a position is a few hundred bytes, and copying
        // the two out for every step was a twentieth of the search's
        // instructions.
        let (Some(base), Some(root)) = (&self.base, &self.root) else {
            return;
        };
        let run = PROBE_FIRST << self.runs.min(40);
        if self.probe.is_none() || self.probe_steps >= run {
            // A new run: a new seed and noise, twice the length, and a
            // table no bigger than a quarter of the limit.
            self.runs += 1;
            self.probe_steps = 0;
            let seed = GOLDEN.wrapping_mul(self.runs as u64) | 1;
            let cap = self.limits.max_states / 4;
            // The spent run's table goes before the new one is made, so
            // the two are never held at once.
            self.probe = None;
            let most = PROBE_NOISE[self.runs as usize % PROBE_NOISE.len()];
            let noise = Noise { state: seed, most };
            self.probe = Some(DepthFirst::new(Deal::new(*base, Some(noise)), cap));
        }
        let probe = self.probe.as_mut().expect("a probe run");
        self.probe_steps += 1;
        probe.expand();
        match probe.outcome() {
            // This run is over; the next step starts another.
            Outcome::Full => self.probe_steps = u64::MAX,
            Outcome::Going => {}
            outcome => self.answer = answer(&self.start, root, outcome),
        }
    }
}

impl Search for KlondikeSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        if let Some(answer) = &self.answer {
            return Some(answer.clone());
        }
        for _ in 0..budget {
            self.ticks += 1;
            if self.ticks.is_multiple_of(self.share + 1) {
                self.probe_step();
            } else if let (Some(main), Some(root)) = (self.main.as_mut(), &self.root) {
                main.expand();
                if !matches!(main.outcome(), Outcome::Going) {
                    self.answer = answer(&self.start, root, main.outcome());
                }
            }
            if self.answer.is_some() {
                break;
            }
        }
        if self.answer.is_some() {
            // Free the search's memory; only the answer is kept.
            self.stored = self.states();
            self.main = None;
            self.probe = None;
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        let count = |d: &Option<DepthFirst<Deal>>| d.as_ref().map_or(0, DepthFirst::states);
        self.stored.max(count(&self.main) + count(&self.probe))
    }
}
