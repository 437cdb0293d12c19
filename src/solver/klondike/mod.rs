//! Klondike solver, *thoughtful*: it sees the face-down cards and solves the
//! full-information game.
//!
//! A depth-first search with an explicit stack (so it can stop after any
//! number of steps and resume) over a compact position ([`state`]), with
//! the stock compressed (any card the stock can bring to the waste top is
//! one move), safe moves home made eagerly, pointless moves pruned and the
//! rest ordered best first ([`moves`], [`generate`]), and a transposition table of 128-bit
//! keys that ignore column order ([`hash`]). The winning line is turned into
//! model moves by replaying it ([`convert`]).

mod convert;
mod dead;
mod generate;
mod hash;
mod moves;
mod state;
pub(super) mod table;
#[cfg(test)]
mod tests;

use super::{Answer, Limits, Search};
use crate::games::described::Described;
use crate::games::Patience;
use crate::solver::engine::hash::GOLDEN;
use generate::Noise;
use moves::Mv;
use state::Pos;
use table::Table;

/// A state limit that keeps a search well under 256 MB. The table stores
/// a 16-byte key per position and is at most half full, so the main
/// search's 2^21 positions fit 2^22 slots (64 MiB), 96 MiB while it grows
/// into them with the old slots still alive; the probe's table, a quarter
/// of the limit, takes a quarter of that. About 120 MiB in all at worst;
/// the stack and move lists are small beside it. A limit just past a power
/// of two would double the slots and come close to 256 MB.
pub const MAX_STATES_256_MB: usize = 1 << 21;

/// One position on the search path with the moves still to try from it.
struct Frame {
    pos: Pos,
    /// The move that led here from the frame below (`None` at the root).
    via: Option<Mv>,
    /// This frame's moves are `moves[start..end]`, the next one at `next`.
    start: u32,
    next: u32,
    end: u32,
}

/// What one expansion of a [`Dfs`] came to.
enum Step {
    Going,
    /// The child just pushed is as good as won.
    Won,
    /// Every line was searched.
    Exhausted,
    /// The table reached its cap.
    Full,
}

/// A depth-first search with its own stack and table. With `noise` it
/// breaks near ties at random (see [`generate::generate`]).
struct Dfs {
    stack: Vec<Frame>,
    moves: Vec<Mv>,
    scratch: Vec<(u16, Mv)>,
    seen: Table,
    noise: Option<Noise>,
    cap: usize,
    /// Expansions made.
    steps: u64,
}

impl Dfs {
    /// A search from `pos` (its eager moves made).
    fn new(pos: Pos, noise: Option<Noise>, cap: usize) -> Dfs {
        let mut dfs = Dfs {
            stack: Vec::new(),
            moves: Vec::new(),
            scratch: Vec::new(),
            seen: Table::new(),
            noise,
            cap,
            steps: 0,
        };
        dfs.seen.insert(pos.key);
        dfs.push(pos, None);
        dfs
    }

    fn push(&mut self, pos: Pos, via: Option<Mv>) {
        let start = self.moves.len() as u32;
        generate::generate(
            &pos,
            &mut self.scratch,
            &mut self.moves,
            self.noise.as_mut(),
        );
        let end = self.moves.len() as u32;
        self.stack.push(Frame {
            pos,
            via,
            start,
            next: start,
            end,
        });
    }

    fn step(&mut self) -> Step {
        self.steps += 1;
        let Some(top) = self.stack.last_mut() else {
            return Step::Exhausted;
        };
        if top.next == top.end {
            self.moves.truncate(top.start as usize);
            self.stack.pop();
            return Step::Going;
        }
        let mv = self.moves[top.next as usize];
        top.next += 1;
        let mut child = top.pos;
        moves::apply(&mut child, mv);
        moves::auto(&mut child, None);
        debug_assert_eq!(child.key, hash::key_of(&child));
        if !self.seen.insert(child.key) {
            return Step::Going;
        }
        if moves::is_decided_win(&child) && moves::finish(&child).is_some() {
            // The stack holds the path; the child is the last step.
            self.push(child, Some(mv));
            return Step::Won;
        }
        if self.seen.len() >= self.cap {
            return Step::Full;
        }
        self.push(child, Some(mv));
        Step::Going
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
    main: Option<Dfs>,
    probe: Option<Dfs>,
    /// Probe runs begun.
    runs: u32,
    ticks: u64,
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
            ticks: 0,
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
                if moves::is_decided_win(&pos) && moves::finish(&pos).is_some() {
                    search.answer = Some(search.solution(&[]));
                } else if dead::is_dead(&pos) {
                    search.answer = Some(Answer::Unwinnable);
                } else {
                    search.main = Some(Dfs::new(pos, None, limits.max_states));
                }
            }
        }
        search
    }

    /// The winning line through `stack` (its last frame as good as won),
    /// as model moves.
    fn solution(&self, stack: &[Frame]) -> Answer {
        let Some(root) = self.root else {
            return Answer::Undecided;
        };
        let mut line = Vec::new();
        let mut pos = root;
        moves::auto(&mut pos, Some(&mut line));
        for frame in stack.iter().skip(1) {
            if let Some(mv) = frame.via {
                moves::apply(&mut pos, mv);
                line.push(mv);
                moves::auto(&mut pos, Some(&mut line));
            }
        }
        debug_assert!(stack.last().is_none_or(|f| f.pos.key == hash::key_of(&pos)));
        let Some(rest) = moves::finish(&pos) else {
            return Answer::Undecided;
        };
        line.extend(rest);
        match convert::to_model_moves(&self.start, root, &line) {
            Some(model) => Answer::Solved(model),
            None => {
                debug_assert!(false, "the model refused the solver's line");
                Answer::Undecided
            }
        }
    }

    /// One expansion of the probe, starting a new run when one is spent.
    fn probe_step(&mut self) {
        let Some(base) = self.base else { return };
        let run = PROBE_FIRST << self.runs.min(40);
        let spent = self.probe.as_ref().is_none_or(|p| p.steps >= run);
        if spent {
            // A new run: a new seed and noise, twice the length, and a
            // table no bigger than a quarter of the limit.
            self.runs += 1;
            let seed = GOLDEN.wrapping_mul(self.runs as u64) | 1;
            let cap = (self.limits.max_states / 4).max(1);
            // The spent run's table goes before the new one is made, so
            // the two are never held at once.
            self.probe = None;
            let most = PROBE_NOISE[self.runs as usize % PROBE_NOISE.len()];
            let noise = Noise { state: seed, most };
            self.probe = Some(Dfs::new(base, Some(noise), cap));
        }
        let probe = self.probe.as_mut().expect("a probe run");
        match probe.step() {
            Step::Going => {}
            Step::Won => {
                let stack = std::mem::take(&mut probe.stack);
                self.answer = Some(self.solution(&stack));
            }
            Step::Exhausted => self.answer = Some(Answer::Unwinnable),
            // This run is over; the next step starts another.
            Step::Full => probe.steps = u64::MAX,
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
            if self.ticks.is_multiple_of(MAIN_SHARE + 1) {
                self.probe_step();
            } else if let Some(main) = self.main.as_mut() {
                match main.step() {
                    Step::Going => {}
                    Step::Won => {
                        let stack = std::mem::take(&mut main.stack);
                        self.answer = Some(self.solution(&stack));
                    }
                    Step::Exhausted => self.answer = Some(Answer::Unwinnable),
                    Step::Full => self.answer = Some(Answer::Undecided),
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
        let count = |d: &Option<Dfs>| d.as_ref().map_or(0, |d| d.seen.len());
        self.stored.max(count(&self.main) + count(&self.probe))
    }
}
