//! The solver's own compact FreeCell position: columns as fixed byte arrays,
//! cells as card bytes, foundations as four ranks. Cards are the model's
//! card index (`(rank - 1) * 4 + suit`), so suit and rank are one division.
//!
//! `CAP` is the most cards a column can ever hold: 20 for dealt games (7
//! dealt + 12 built on top), 52 for arbitrary boards. Keeping it a constant
//! keeps a position a plain `Copy` value.
//!
//! Beside the cards, a position keeps what the estimate needs, kept up to
//! date by [`Pos::apply`]: an [`Info`] for every depth of every column, and
//! where each card lies. So the estimate of a child costs a few lookups
//! rather than a scan of the columns its move changed.

use crate::games::described::Described;
use crate::games::Patience;
use crate::model::pile::PileId;

/// No card in a free cell.
pub(super) const NONE: u8 = 0xFF;

pub(super) const fn rank(c: u8) -> u8 {
    c / 4 + 1
}

pub(super) fn suit(c: u8) -> usize {
    (c % 4) as usize
}

/// Diamonds and hearts (suits 1 and 2) are red.
pub(super) const fn red(c: u8) -> bool {
    red_bit(c) == 1
}

/// Cards are the model's index, `(rank - 1) * 4 + suit`, with diamonds and
/// hearts (suits 1 and 2) red: the low two bits differ exactly for red.
const fn red_bit(c: u8) -> u8 {
    (c ^ (c >> 1)) & 1
}

/// What the estimate needs of a column's cards from the bottom up to one
/// depth. Kept for every depth: taking cards off a column is then a lookup,
/// and putting cards on extends it by the cards put ([`Info::then`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Info {
    /// Cards lying on a lower card of the column: each needs another move.
    pub blockers: u8,
    /// The cards do not descend strictly (a blocker, or two cards of one
    /// rank in descending order).
    pub unsorted: bool,
    /// The lowest rank (from 0) among the cards.
    low: u8,
    /// The length of the alternating run on top (what a supermove takes).
    pub run: u8,
}

impl Info {
    /// A column of one card.
    pub fn first(c: u8) -> Info {
        Info {
            blockers: 0,
            unsorted: false,
            low: c >> 2,
            run: 1,
        }
    }

    /// The column with `c` put on `below` (its top, which this describes).
    pub fn then(self, below: u8, c: u8) -> Info {
        let r = c >> 2;
        let builds = r + 1 == below >> 2 && red_bit(c) != red_bit(below);
        let run = if builds { self.run + 1 } else { 1 };
        if r > self.low {
            Info {
                blockers: self.blockers + 1,
                unsorted: true,
                low: self.low,
                run,
            }
        } else {
            Info {
                blockers: self.blockers,
                unsorted: self.unsorted | (r == self.low),
                low: r,
                run,
            }
        }
    }
}

/// The sums over a position that the estimate weighs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Stats {
    /// Cards lying on a lower card of their column.
    pub blockers: u32,
    /// Columns that do not descend strictly; none means the game is won.
    pub unsorted: u32,
    /// Cards above the next card each foundation wants.
    pub dig: u32,
}

/// No column: a card's place when it is not in one.
const OFF: (u8, u8) = (0, u8::MAX);

/// Where a move takes cards from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Loc {
    Col(u8),
    Cell,
    Found,
}

/// A move in the solver's terms. Cells are addressed by the card they hold,
/// so the order of the cells never matters to the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct IMove {
    /// The bottom card of the cards moved.
    pub card: u8,
    pub from: Loc,
    pub to: Loc,
    pub count: u8,
}

/// Cards above a column's length may be left over from moves undone (see
/// [`Mark`]), so positions are compared by their canonical hash, never `==`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Pos<const CAP: usize> {
    pub cols: [[u8; CAP]; 8],
    pub lens: [u8; 8],
    pub cells: [u8; 4],
    /// The rank home for each suit (0 = none).
    pub found: [u8; 4],
    /// `info[i][d]` describes column `i`'s cards from the bottom to depth
    /// `d` (only depths below the length mean anything).
    info: [[Info; CAP]; 8],
    /// Each card's column and depth when it was last put in a column: true
    /// only if that place (below the column's length) still holds it.
    at: [(u8, u8); 52],
}

/// What a move and its moves home change in a position: the column lengths,
/// the cells and the foundations. Moves put cards only above a column's
/// length and nothing reads cards above it, so setting these back undoes a
/// move and its moves home (with the places of cards moved between columns,
/// see [`Pos::undo`]): a search looks at a child in place ([`Pos::mark`],
/// the move, [`Pos::undo`]) instead of copying the position.
#[derive(Clone, Copy, Debug)]
pub(super) struct Mark {
    pub lens: [u8; 8],
    cells: [u8; 4],
    pub found: [u8; 4],
}

/// `card` is the next card for its foundation, of foundations holding
/// `found`.
fn fits_on(found: &[u8; 4], card: u8) -> bool {
    found[suit(card)] + 1 == rank(card)
}

/// [`Pos::safe_home`] on foundations holding `found`.
pub(super) fn safe_on(found: &[u8; 4], card: u8) -> bool {
    if !fits_on(found, card) {
        return false;
    }
    let r = rank(card);
    let other = |s: usize| red(s as u8) != red(card);
    r <= 2
        || (0..4).filter(|&s| other(s)).all(|s| found[s] + 1 >= r)
        || (0..4).all(|s| {
            let least = if other(s) { r - 2 } else { r.saturating_sub(3) };
            found[s] >= least
        })
}

impl<const CAP: usize> Pos<CAP> {
    /// The solver's copy of a model position (`None` if a column is longer
    /// than `CAP`).
    pub fn from_model(game: &Described) -> Option<Pos<CAP>> {
        let mut p = Pos::empty();
        for (i, col) in game.columns().iter().enumerate() {
            if col.len() > CAP {
                return None;
            }
            for (k, c) in col.cards().iter().enumerate() {
                p.cols[i][k] = c.index() as u8;
            }
            p.lens[i] = col.len() as u8;
        }
        for (i, cell) in p.cells.iter_mut().enumerate() {
            let top = game.pile(PileId::FreeCell(i as u8)).and_then(|c| c.top());
            *cell = top.map_or(NONE, |c| c.index() as u8);
        }
        for f in game.foundations() {
            if let Some(top) = f.top() {
                p.found[top.suit().index()] = top.rank().value();
            }
        }
        p.index();
        Some(p)
    }

    fn empty() -> Pos<CAP> {
        Pos {
            cols: [[0; CAP]; 8],
            lens: [0; 8],
            cells: [NONE; 4],
            found: [0; 4],
            info: [[Info::default(); CAP]; 8],
            at: [OFF; 52],
        }
    }

    /// Works out `info` and `at` from the cards (each column in one pass,
    /// the card below and its info carried along).
    fn index(&mut self) {
        self.at = [OFF; 52];
        for i in 0..8 {
            let col = &self.cols[i][..self.lens[i] as usize];
            let infos = &mut self.info[i];
            let mut info = Info::default();
            let mut below = 0;
            for (d, &c) in col.iter().enumerate() {
                info = if d == 0 {
                    Info::first(c)
                } else {
                    info.then(below, c)
                };
                infos[d] = info;
                self.at[c as usize] = (i as u8, d as u8);
                below = c;
            }
        }
    }

    /// Files the card at depth `d` of column `i` (the cards below it filed).
    fn put(&mut self, i: usize, d: usize) {
        let c = self.cols[i][d];
        self.info[i][d] = if d == 0 {
            Info::first(c)
        } else {
            self.info[i][d - 1].then(self.cols[i][d - 1], c)
        };
        self.at[c as usize] = (i as u8, d as u8);
    }

    /// The top's [`Info`] of a non-empty column.
    pub fn info(&self, col: usize) -> Info {
        self.info[col][self.lens[col] as usize - 1]
    }

    /// The [`Info`] of a column's cards up to depth `d` (below its length).
    pub fn info_at(&self, col: usize, d: usize) -> Info {
        self.info[col][d]
    }

    /// The column and depth of a card lying in a column.
    pub fn place(&self, card: u8) -> Option<(usize, usize)> {
        let (i, d) = self.at[card as usize];
        let (i, d) = (i as usize, d as usize);
        (d < self.lens[i] as usize && self.cols[i][d] == card).then_some((i, d))
    }

    /// What the estimate weighs, from the kept [`Info`] and card places.
    pub fn stats(&self) -> Stats {
        let mut stats = Stats::default();
        for i in 0..8 {
            let n = self.lens[i] as usize;
            if n > 0 {
                let info = self.info[i][n - 1];
                stats.blockers += info.blockers as u32;
                stats.unsorted += info.unsorted as u32;
            }
        }
        for s in 0..4 {
            let r = self.found[s];
            if let Some((i, d)) = (r < 13).then(|| self.place(r * 4 + s as u8)).flatten() {
                stats.dig += (self.lens[i] as usize - 1 - d) as u32;
            }
        }
        stats
    }

    /// Every column descends in rank from bottom to top: then the lowest
    /// card left always lies on top or in a cell, and sweeping home wins.
    pub fn is_sorted(&self) -> bool {
        (0..8).all(|i| self.lens[i] == 0 || !self.info(i).unsorted)
    }

    pub fn mark(&self) -> Mark {
        Mark {
            lens: self.lens,
            cells: self.cells,
            found: self.found,
        }
    }

    /// Back to the position `mark` was taken of, if only move `m` and moves
    /// home were made since. Cards `m` moved between columns are filed back
    /// where they lie again; any other card's place stays right or points
    /// above a column's length (a card back in its cell).
    pub fn undo(&mut self, mark: &Mark, m: IMove) {
        self.lens = mark.lens;
        self.cells = mark.cells;
        self.found = mark.found;
        if let (Loc::Col(i), Loc::Col(_)) = (m.from, m.to) {
            let (i, n) = (i as usize, self.lens[i as usize]);
            for d in n - m.count..n {
                self.at[self.cols[i][d as usize] as usize] = (i as u8, d);
            }
        }
    }

    /// Takes back move `m` and the moves home made after it (`autos`, in
    /// the order made) from the position `mark` was taken of, whatever was
    /// made and taken back in between: cards are written back where they
    /// lay, since later moves may have put others there.
    pub fn unmake(&mut self, mark: &Mark, m: IMove, autos: &[IMove]) {
        for a in autos.iter().rev() {
            if let Loc::Col(i) = a.from {
                self.put_on(i as usize, a.card);
            }
        }
        match (m.from, m.to) {
            (Loc::Col(i), Loc::Col(j)) => {
                let (j, n) = (j as usize, m.count);
                let top = self.lens[j];
                for d in top - n..top {
                    self.put_on(i as usize, self.cols[j][d as usize]);
                }
            }
            (Loc::Col(i), _) => self.put_on(i as usize, m.card),
            // From a cell: the mark puts it back.
            _ => {}
        }
        self.lens = mark.lens;
        self.cells = mark.cells;
        self.found = mark.found;
    }

    /// Puts card `c` on column `i`, filed.
    fn put_on(&mut self, i: usize, c: u8) {
        let d = self.lens[i] as usize;
        self.cols[i][d] = c;
        self.put(i, d);
        self.lens[i] += 1;
    }

    pub fn top(&self, col: usize) -> Option<u8> {
        let n = self.lens[col] as usize;
        (n > 0).then(|| self.cols[col][n - 1])
    }

    pub fn col(&self, col: usize) -> &[u8] {
        &self.cols[col][..self.lens[col] as usize]
    }

    pub fn free_cells(&self) -> usize {
        self.cells.iter().filter(|&&c| c == NONE).count()
    }

    pub fn home(&self) -> usize {
        self.found.iter().map(|&r| r as usize).sum()
    }

    /// `card` is the next card for its foundation.
    pub fn fits_home(&self, card: u8) -> bool {
        fits_on(&self.found, card)
    }

    /// A card that fits home and that no winning line needs anywhere else.
    /// The model's auto-play rule (`rules::is_safe_home`) takes aces and
    /// twos, and cards whose two lower cards of the other colour are home,
    /// so nothing could ever be built on them. The solver also takes a card
    /// of rank `r` when the other colour's foundations hold `r - 2` and the
    /// other suit of its colour `r - 3`: the only cards that could be built
    /// on it, the other colour's `r - 1`s, can then go home themselves when
    /// a line would put them there, and so can what would be built on them
    /// (its colour's `r - 2`s; the other colour's `r - 3`s are home). Taking
    /// more moves home at once left 4% fewer positions to search on deals
    /// 1–32000 and 3.4% fewer instructions.
    pub fn safe_home(&self, card: u8) -> bool {
        safe_on(&self.found, card)
    }

    /// Makes a move (assumed legal).
    pub fn apply(&mut self, m: IMove) {
        let n = m.count as usize;
        match m.from {
            // The cards stay above the column's new length until put.
            Loc::Col(i) => self.lens[i as usize] -= n as u8,
            Loc::Cell => {
                let slot = self.cells.iter().position(|&c| c == m.card);
                self.cells[slot.expect("card in a cell")] = NONE;
            }
            Loc::Found => unreachable!("cards never leave the foundations"),
        }
        match m.to {
            Loc::Col(j) => {
                let j = j as usize;
                let len = self.lens[j] as usize;
                if let Loc::Col(i) = m.from {
                    let from = self.lens[i as usize] as usize;
                    for t in 0..n {
                        self.cols[j][len + t] = self.cols[i as usize][from + t];
                    }
                } else {
                    self.cols[j][len] = m.card;
                }
                self.lens[j] += n as u8;
                for d in len..len + n {
                    self.put(j, d);
                }
            }
            Loc::Cell => {
                let slot = self.cells.iter().position(|&c| c == NONE);
                self.cells[slot.expect("a free cell")] = m.card;
            }
            Loc::Found => self.found[suit(m.card)] = rank(m.card),
        }
    }

    /// [`Pos::auto_home`] after move `m` from a position that had no safe
    /// move home: unless `m` sent a card home (which can make any card
    /// safe), only the card it uncovered can have become safe, so that one
    /// card is looked at first. Most children of a search are made here.
    pub fn auto_home_after(&mut self, m: IMove, mut record: impl FnMut(IMove)) {
        if m.to != Loc::Found {
            let Loc::Col(i) = m.from else { return };
            match self.top(i as usize) {
                Some(c) if self.safe_home(c) => {
                    let home = IMove {
                        card: c,
                        from: m.from,
                        to: Loc::Found,
                        count: 1,
                    };
                    self.apply(home);
                    record(home);
                }
                _ => return,
            }
        }
        self.auto_home(record);
    }

    /// Plays every safe move home, cells first then columns left to right,
    /// until none is left; `record` receives each move.
    pub fn auto_home(&mut self, mut record: impl FnMut(IMove)) {
        loop {
            let mut moved = None;
            for &c in &self.cells {
                if c != NONE && self.safe_home(c) {
                    moved = Some(IMove {
                        card: c,
                        from: Loc::Cell,
                        to: Loc::Found,
                        count: 1,
                    });
                    break;
                }
            }
            if moved.is_none() {
                for i in 0..8 {
                    if let Some(c) = self.top(i) {
                        if self.safe_home(c) {
                            let from = Loc::Col(i as u8);
                            moved = Some(IMove {
                                card: c,
                                from,
                                to: Loc::Found,
                                count: 1,
                            });
                            break;
                        }
                    }
                }
            }
            match moved {
                Some(m) => {
                    self.apply(m);
                    record(m);
                }
                None => return,
            }
        }
    }

    /// The full line from this position (the start as given): the chosen
    /// moves with every auto-move home between them and the final sweep.
    /// Both searches answer with it.
    pub fn line(&self, chosen: &[IMove]) -> Vec<IMove> {
        let mut p = *self;
        let mut line = Vec::new();
        p.auto_home(|m| line.push(m));
        for &m in chosen {
            p.apply(m);
            line.push(m);
            p.auto_home(|m| line.push(m));
        }
        p.sweep(|m| line.push(m));
        line
    }

    /// The moves home that finish a sorted position, in order.
    pub fn sweep(&mut self, mut record: impl FnMut(IMove)) {
        'outer: while self.home() < 52 {
            for &c in &self.cells {
                if c != NONE && self.fits_home(c) {
                    let m = IMove {
                        card: c,
                        from: Loc::Cell,
                        to: Loc::Found,
                        count: 1,
                    };
                    self.apply(m);
                    record(m);
                    continue 'outer;
                }
            }
            for i in 0..8 {
                if let Some(c) = self.top(i).filter(|&c| self.fits_home(c)) {
                    let m = IMove {
                        card: c,
                        from: Loc::Col(i as u8),
                        to: Loc::Found,
                        count: 1,
                    };
                    self.apply(m);
                    record(m);
                    continue 'outer;
                }
            }
            unreachable!("a sorted position always has a card to send home");
        }
    }

    /// The same position with its kept facts (column infos, card places)
    /// worked out afresh from its cards, to check those kept as it moves.
    #[cfg(test)]
    pub fn reindexed(&self) -> Pos<CAP> {
        let mut p = Pos::empty();
        p.cols = self.cols;
        p.lens = self.lens;
        p.cells = self.cells;
        p.found = self.found;
        p.index();
        p
    }
}
