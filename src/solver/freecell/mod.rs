//! FreeCell solver: the engine's searches in place
//! ([`super::engine::inplace`]) over the solver's own compact positions
//! ([`pos`]) with their facts, as [`game::Game`] makes them: soft depth
//! first ([`super::engine::soft`], children in order of the [`eval`]
//! estimate, its line shortened afterwards), three runs one after the
//! other under different orderings, and for the deals none has decided
//! in its share of positions a portfolio of five weighted best-first
//! searches ([`super::engine::remade`], weights in [`eval`]) taking
//! turns ([`runs`]). Its keys are canonical hashes, so positions that
//! differ only in the order of columns or cells are searched once
//! (column hashes are reused from the parent for unchanged columns), kept
//! whole in the engine's table of 128-bit keys
//! ([`Wide`](super::engine::table::Wide)); safe moves home are made
//! eagerly, and supermoves are single moves. The line found is turned into
//! model moves that replay through the described game's rules
//! (`assets/games/freecell.txt`, `solver: freecell`).
//!
//! A position is 1,192 bytes with its facts (`Pos<20>` 920, `Facts` 272),
//! 20 to 40 children a position, a third seen before and most of the rest
//! never entered: so a child is looked at without being made ([`peek`]:
//! its hash and what the estimate weighs, from the move), the depth first
//! makes and takes back its moves on one position, and the best first
//! keeps an open position as the move from its parent, 12 bytes, and
//! makes it again from a cache of the last 2,048 expanded (at the command
//! line's limit of 3,000,000 positions, 36 MB where whole positions would
//! take 3.6 GB).

mod eval;
mod facts;
mod game;
mod movegen;
mod peek;
mod pos;
mod runs;
#[cfg(test)]
mod tests;

use super::engine::Outcome;
use super::{Answer, Limits, Search};
use crate::games::described::vocabulary::{
    Base, Build, Direction, Empty, Group, Home, HomeDeal, Stock, SuitMatch, WasteBuild, Way,
};
use crate::games::described::Described;
use crate::games::Patience;
use crate::model::deck::Deck;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use pos::{IMove, Loc, Pos};
use runs::Combo;

/// Dealt games never have a column longer than 7 + 12 cards; boards may.
/// Natively a dealt game gets the smaller, faster position; the page keeps
/// one size only, which leaves out a second copy of the whole search (some
/// 10 KB of the page gzipped).
const SMALL: usize = if cfg!(target_arch = "wasm32") {
    BIG
} else {
    20
};
const BIG: usize = 52;

enum Inner {
    Small(Box<Combo<SMALL>>),
    Big(Box<Combo<BIG>>),
    Done,
}

/// Whether `game` is laid out and played as FreeCell, the only rules the
/// search knows: one deck, eight columns building down in alternating
/// colours, four free cells, any card filling an empty column, runs moving
/// as far as the free cells and empty columns let them, four foundations
/// up by suit from the ace, no stock, reserve or waste.
fn is_freecell(game: &Described) -> bool {
    let d = game.description();
    d.deck == Deck::Standard
        && d.columns() == 8
        && d.cells == 4
        && !d.spread
        && d.reserve == 0
        && d.foundations == 4
        && d.build
            == (Build::Rank {
                way: Way::Down,
                suits: SuitMatch::Alternate,
                wrap: false,
            })
        && d.group == Group::Supermove
        && d.empty == Empty::Any
        && d.home
            == (Home::Suit {
                direction: Direction::Up,
                base: Base::End,
                wrap: false,
            })
        && d.home_deal == HomeDeal::None
        && !d.home_back
        && d.stock == Stock::None
        && d.waste == WasteBuild::None
}

/// The cards `game` holds, in every pile.
fn cards(game: &Described) -> usize {
    game.piles().iter().map(|(_, p)| p.len()).sum()
}

/// A search over FreeCell positions from a starting position.
pub struct FreeCellSearch {
    /// What turning the solver's moves into the model's needs of the start.
    start: Places,
    inner: Inner,
    answer: Option<Answer>,
    /// Positions stored when the search ended (the engine is dropped then).
    final_states: usize,
}

impl FreeCellSearch {
    /// The search from `game`'s position; a game of other rules is
    /// undecided at once.
    pub fn new(game: &Described, limits: Limits) -> FreeCellSearch {
        let longest = game.columns().iter().map(|c| c.len()).max().unwrap_or(0);
        let (inner, answer) = if !is_freecell(game) {
            (Inner::Done, Some(Answer::Undecided))
        } else if cards(game) != 52 {
            // Cards are missing: the game can never be won.
            (Inner::Done, Some(Answer::Unwinnable))
        } else if longest + 12 <= SMALL {
            let start = Pos::from_model(game).expect("short columns");
            (
                Inner::Small(Box::new(Combo::new(start, limits.max_states))),
                None,
            )
        } else {
            let start = Pos::from_model(game).expect("52 cards fit");
            (
                Inner::Big(Box::new(Combo::new(start, limits.max_states))),
                None,
            )
        };
        FreeCellSearch {
            start: Places::of(game),
            inner,
            answer,
            final_states: 0,
        }
    }

    fn finish(&mut self, outcome: Outcome<IMove>) -> Answer {
        let answer = match outcome {
            Outcome::Won(line) => Answer::Solved(to_model(self.start, &line)),
            Outcome::Exhausted => Answer::Unwinnable,
            Outcome::Full | Outcome::Going => Answer::Undecided,
        };
        self.final_states = self.states();
        self.inner = Inner::Done;
        self.answer = Some(answer.clone());
        answer
    }
}

impl Search for FreeCellSearch {
    fn step(&mut self, budget: u32) -> Option<Answer> {
        if let Some(answer) = &self.answer {
            return Some(answer.clone());
        }
        let outcome = match &mut self.inner {
            Inner::Small(e) => e.step(budget).cloned(),
            Inner::Big(e) => e.step(budget).cloned(),
            Inner::Done => None,
        }?;
        Some(self.finish(outcome))
    }

    fn states(&self) -> usize {
        match &self.inner {
            Inner::Small(e) => e.states(),
            Inner::Big(e) => e.states(),
            Inner::Done => self.final_states,
        }
    }
}

/// The search's moves from `game`, for the differential test, as its
/// searches make them: from the start with its safe moves home made (those
/// alone when there are some), each move of [`movegen`] (a supermove as
/// one) followed by the safe moves home it allows; moves to an empty
/// column or free cell for the first only, never a whole column. None for
/// a position missing cards (lost at once).
#[cfg(test)]
pub(crate) fn generated(game: &Described) -> Option<super::differential::Generated> {
    use super::differential::Pruning;
    if !is_freecell(game) || cards(game) != 52 {
        return None;
    }
    let places = Places::of(game);
    let mut base = Pos::<BIG>::from_model(game)?;
    let mut autos = Vec::new();
    base.auto_home(|m| autos.push(m));
    let mut lines = Vec::new();
    if autos.is_empty() {
        let mut out = Vec::new();
        movegen::moves(&base, &mut out);
        for m in out {
            let mut line = vec![m];
            let mut pos = base;
            pos.apply(m);
            pos.auto_home_after(m, |a| line.push(a));
            lines.push(to_model(places, &line));
        }
    } else {
        lines.push(to_model(places, &autos));
    }
    Some(super::differential::Generated {
        lines,
        prunings: &[
            Pruning::SafeHomeAlone,
            Pruning::AlikeEmpty,
            Pruning::WholePileToEmpty,
        ],
        incomplete: false,
    })
}

/// The start's free cells (the card each holds) and foundations (the suit
/// each holds): all the model's addresses of cells and foundations depend
/// on, which is less to keep than a copy of the game.
#[derive(Clone, Copy)]
struct Places {
    cells: [Option<u8>; 4],
    homes: [Option<usize>; 4],
}

impl Places {
    fn of(game: &Described) -> Places {
        let cell = |i: usize| game.pile(PileId::FreeCell(i as u8)).and_then(|c| c.top());
        Places {
            cells: std::array::from_fn(|i| cell(i).map(|c| c.index() as u8)),
            homes: std::array::from_fn(|i| game.foundations()[i].top().map(|c| c.suit().index())),
        }
    }
}

/// Turns a line of solver moves into model moves, with free cells found by
/// the card they hold (or the first empty one) and foundations as
/// `rules::foundation_for` finds them (an ace to its own suit's place if
/// empty, else the first empty one), as the table would. The tests play
/// every line through the model.
fn to_model(start: Places, line: &[IMove]) -> Vec<Move> {
    let Places {
        mut cells,
        mut homes,
    } = start;
    let mut out = Vec::with_capacity(line.len());
    for m in line {
        let from = match m.from {
            Loc::Col(i) => PileId::Column(i),
            Loc::Cell => {
                let slot = cells.iter().position(|&c| c == Some(m.card));
                let slot = slot.expect("card in a cell");
                cells[slot] = None;
                PileId::FreeCell(slot as u8)
            }
            Loc::Found => unreachable!("cards never leave the foundations"),
        };
        let to = match m.to {
            Loc::Col(j) => PileId::Column(j),
            Loc::Cell => {
                let slot = cells.iter().position(|c| c.is_none());
                let slot = slot.expect("a free cell");
                cells[slot] = Some(m.card);
                PileId::FreeCell(slot as u8)
            }
            Loc::Found => {
                let s = pos::suit(m.card);
                let own = homes.iter().position(|&h| h == Some(s));
                let ace = || match homes[s] {
                    None => Some(s),
                    Some(_) => homes.iter().position(|h| h.is_none()),
                };
                let f = own.or_else(ace).expect("a foundation");
                homes[f] = Some(s);
                PileId::Foundation(f as u8)
            }
        };
        out.push(Move::run(from, to, m.count as usize));
    }
    out
}
