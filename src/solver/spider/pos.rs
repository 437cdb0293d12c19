//! The solver's compact Spider position: every card on the table in one
//! flat array of faces, column after column, with each column's end and
//! face-down count; the stock is the search's (its order never changes),
//! the position keeps only how many of its cards are dealt. A position is
//! `Copy` (about 130 bytes), so a child is a copy of its parent with one
//! move made.
//!
//! Sized for Spider (ten columns, two decks, eight runs home), it holds
//! any game laid out as Spider is with fewer columns, cards or runs
//! (Spiderette: seven columns, one deck, four runs): how many columns and
//! runs are values of the search ([`Stock`], beside the stock's cards:
//! in the position they made Spider's search 4% slower), read from the
//! game, and the columns past the game's stay empty at the end of the
//! array.

use crate::games::described::vocabulary::Description;
use crate::games::described::Described;
use crate::games::Patience;
use crate::model::card::Card;
use crate::model::pile::PileId;
use crate::solver::engine::hash::{wide, wide_words};
use crate::solver::packed::Piles;

/// The most columns on the table (Spider's ten): the arrays' size.
pub(super) const COLUMNS: usize = 10;
/// Cards in a complete run.
const RUN: usize = 13;
/// Cards in two decks: the table never holds more.
pub(super) const CARDS: usize = 104;

/// A card as the solver sees it: its face only (two copies of a face are
/// the same card to the search), `suit * 16 + rank`, rank 1..=13.
pub(super) type Face = u8;

pub(super) fn face(card: Card) -> Face {
    card.suit().index() as u8 * 16 + card.rank().value()
}

pub(super) fn rank(f: Face) -> u8 {
    f & 15
}

pub(super) fn suit(f: Face) -> u8 {
    f >> 4
}

/// A move of the solver: a run of `count` cards from column `from` to
/// column `to`, or a deal of the stock (`from == DEAL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Mv {
    pub from: u8,
    pub to: u8,
    pub count: u8,
}

pub(super) const DEAL: u8 = u8::MAX;

impl Mv {
    pub const DEAL: Mv = Mv {
        from: DEAL,
        to: DEAL,
        count: 0,
    };

    pub fn is_deal(self) -> bool {
        self.from == DEAL
    }
}

/// What the search knows of the deal beside its positions: the stock,
/// top card last, as faces, and the game's size.
#[derive(Clone)]
pub(super) struct Stock {
    pub faces: Vec<Face>,
    /// Columns of the game (at most [`COLUMNS`]); those past them are
    /// empty and end where the last one does.
    pub cols: usize,
    /// Runs home in a won game (Spider's eight, Spiderette's four).
    pub runs: u8,
}

impl Stock {
    /// A game of one deck (four runs home: Spiderette), whose first beam
    /// is wider and whose exhaustive search gets its share all along
    /// ([`super::ONE_DECK_PROOF_SHARE`]).
    pub fn one_deck(&self) -> bool {
        self.runs <= 4
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Pos {
    /// The table's columns, packed.
    piles: Piles<Face, CARDS, COLUMNS>,
    /// Face-down cards at the bottom of each column.
    pub down: [u8; COLUMNS],
    /// Stock cards dealt so far.
    pub dealt: u8,
    /// Complete runs home.
    pub home: u8,
}

impl Pos {
    /// The solver's view of `game`, with its stock; `None` when the table
    /// holds more cards than two decks (never from a real game) or the
    /// game is not played as Spider is ([`spider_like`]).
    pub fn from_model(game: &Described) -> Option<(Pos, Stock)> {
        let cols = game.columns().len();
        if !spider_like(game.description()) || cols > COLUMNS {
            return None;
        }
        let columns = game.columns().iter();
        let mut pos = Pos {
            piles: Piles::of(0, columns.map(|col| col.cards().iter().map(|&c| face(c))))?,
            down: [0; COLUMNS],
            dealt: 0,
            home: game.foundations().iter().filter(|f| !f.is_empty()).count() as u8,
        };
        for (i, col) in game.columns().iter().enumerate() {
            pos.down[i] = col.face_down() as u8;
        }
        let stock = game.pile(PileId::Stock)?;
        let stock = Stock {
            faces: stock.cards().iter().map(|&c| face(c)).collect(),
            cols,
            runs: game.foundations().len() as u8,
        };
        (stock.faces.len() <= CARDS).then_some((pos, stock))
    }

    /// Column `i`'s cards, bottom first.
    pub fn col(&self, i: usize) -> &[Face] {
        self.piles.pile(i)
    }

    pub fn len(&self, i: usize) -> usize {
        self.piles.len(i)
    }

    /// Stock cards left.
    pub fn stock_left(&self, stock: &Stock) -> usize {
        stock.faces.len() - self.dealt as usize
    }

    pub fn is_won(&self, stock: &Stock) -> bool {
        self.home == stock.runs
    }

    /// How many cards at the top of column `i` make a run of one suit
    /// going down, face up: what may be lifted.
    pub fn lift(&self, i: usize) -> usize {
        let col = self.col(i);
        let up = col.len() - self.down[i] as usize;
        let Some(&top) = col.last() else { return 0 };
        let mut n = 1;
        while n < up {
            let below = col[col.len() - n - 1];
            if below != col[col.len() - n] + 1 || suit(below) != suit(top) {
                break;
            }
            n += 1;
        }
        n
    }

    /// Whether the stock may deal now.
    pub fn can_deal(&self, stock: &Stock) -> bool {
        self.stock_left(stock) > 0 && (0..stock.cols).all(|i| self.len(i) > 0)
    }

    /// Makes `mv` (legal), then sends home every complete run on top of a
    /// column and turns up the card under it, as the model's `play` does.
    pub fn apply(&mut self, mv: Mv, stock: &Stock) {
        if mv.is_deal() {
            self.deal(stock);
        } else {
            self.piles
                .transfer(mv.from as usize, mv.to as usize, mv.count as usize);
            self.turn_up(mv.from as usize);
        }
        // Every column, those past the game's too (empty: nothing to
        // send), so that the bound stays constant: with the game's count,
        // Spider's search took a few per cent more CPU.
        for i in 0..COLUMNS {
            while self.complete_run_on_top(i) {
                self.piles.remove_top(i, RUN);
                self.home += 1;
                self.turn_up(i);
            }
        }
    }

    fn turn_up(&mut self, i: usize) {
        if self.down[i] > 0 && self.down[i] as usize == self.len(i) {
            self.down[i] -= 1;
        }
    }

    fn complete_run_on_top(&self, i: usize) -> bool {
        let col = self.col(i);
        let up = col.len() - self.down[i] as usize;
        up >= RUN && col.last().is_some_and(|&c| rank(c) == 1) && self.lift(i) >= RUN
    }

    fn deal(&mut self, stock: &Stock) {
        let left = self.stock_left(stock);
        let mut next = (0..left.min(stock.cols)).map(|i| stock.faces[left - 1 - i]);
        self.piles.deal_one_each(|| next.next());
        self.dealt += left.min(stock.cols) as u8;
    }

    /// The position's key: equal for positions that are the same up to
    /// which copy of a face is which, and, once the stock is empty, up to
    /// the order of the columns. Each column is hashed on its own into 128
    /// bits (seeded by its place while the stock still deals, when the
    /// order matters) and the column hashes are added.
    pub fn key(&self, stock: &Stock) -> u128 {
        let ordered = self.stock_left(stock) > 0;
        let mut key = self.head_hash();
        // The columns past the game's too (the same empty ones in every
        // position): a constant bound, as in `apply`.
        for i in 0..COLUMNS {
            key = key.wrapping_add(self.column_key(i, ordered));
        }
        key
    }

    /// The key of this position, made from `parent` by `mv`, given the
    /// parent's key: a move that is not a deal changes two columns (a run
    /// completed leaves from the column it came to), so only those two
    /// are hashed again. Equal to [`Pos::key`]; a third of the beam's time
    /// went on hashing all ten. `parts` keeps the parent's column hashes
    /// (0: not made yet) for its other children.
    pub fn key_after(
        &self,
        parent: &Pos,
        parent_key: u128,
        mv: Mv,
        stock: &Stock,
        parts: &mut [u128; COLUMNS],
    ) -> u128 {
        if mv.is_deal() {
            return self.key(stock);
        }
        let ordered = self.stock_left(stock) > 0;
        let (from, to) = (mv.from as usize, mv.to as usize);
        let mut part = |i: usize| {
            if parts[i] == 0 {
                parts[i] = parent.column_key(i, ordered);
            }
            parts[i]
        };
        parent_key
            .wrapping_sub(parent.head_hash())
            .wrapping_sub(part(from))
            .wrapping_sub(part(to))
            .wrapping_add(self.head_hash())
            .wrapping_add(self.column_key(from, ordered))
            .wrapping_add(self.column_key(to, ordered))
    }

    /// The key's part for what is not in a column.
    fn head_hash(&self) -> u128 {
        wide(u64::from(self.dealt) << 8 | u64::from(self.home), 0x5151)
    }

    /// The key's part for column `i`, seeded by its place while the order
    /// of the columns matters.
    fn column_key(&self, i: usize, ordered: bool) -> u128 {
        let seed = if ordered { i as u64 + 1 } else { 0 };
        column_hash(seed, self.down[i], self.col(i))
    }
}

/// A 128-bit hash of one column: its count face down and its length,
/// then its faces.
fn column_hash(seed: u64, down: u8, cards: &[Face]) -> u128 {
    wide_words(seed, u64::from(down) << 8 | cards.len() as u64, cards)
}

/// Whether a description plays as Spider does, in any size the position
/// holds: columns build down in any suit, a run of one suit moves, any
/// card fills an empty column, whole runs go home by themselves, the
/// stock deals a card onto each column but not while one is empty, and
/// nothing else (no cells, reserve, waste, autoplay or cards back from
/// home). Anything else is
/// declined: the search's moves would not be the game's.
pub(super) fn spider_like(d: &Description) -> bool {
    use crate::games::described::vocabulary::{
        AutoPlay, Build, Empty, Group, Home, HomeDeal, Stock as Deals, SuitMatch, Way,
    };
    d.build
        == Build::Rank {
            way: Way::Down,
            suits: SuitMatch::Any,
            wrap: false,
        }
        && d.group == Group::SuitRun
        && d.empty == Empty::Any
        && d.home == Home::Runs
        && d.home_deal == HomeDeal::None
        && d.stock == Deals::Deal { not_on_empty: true }
        && d.auto_play == AutoPlay::None
        && !d.home_back
        && d.cells == 0
        && d.reserve == 0
        && d.waste_dealt == 0
        && d.columns() <= COLUMNS
        && d.deck.len() <= CARDS
        && usize::from(d.foundations) * RUN == d.deck.len()
}
