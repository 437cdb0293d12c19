//! How far from a win a flat position looks: the estimate the
//! depth-first search orders its children by and the beams keep their
//! layers by. Kept in the position, pile by pile, and told from the
//! parent's as a child is made.

use super::{guide, Flat, RESERVE, STOCK, WASTE};
use crate::games::described::vocabulary::{Home, WasteBuild};

impl Flat {
    /// As the generic position's: four a card not home, three more a
    /// face-down card (the stock's too), two more a card in a cell, one a
    /// card over a lower one of its suit; [`guide::WASTE`] more a card in
    /// the waste of a talon that does not turn over without end. Games
    /// whose foundations take whole runs (Spider's kind) are scored by
    /// [`Flat::runs_estimate`].
    pub(crate) fn estimate(&self) -> u32 {
        if self.d.home == Home::Runs {
            return self.runs_estimate();
        }
        let (plus, minus) = self.terms;
        plus.saturating_sub(minus)
    }

    /// The estimate's sums, pile by pile ([`Flat::pile_terms`]), worked
    /// out whole.
    pub(super) fn terms(&self) -> (u32, u32) {
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
    pub(super) fn retally(&mut self, parent: &Flat) {
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
    pub(super) fn pile_terms(&self, i: usize, wanted: u64) -> (u32, u32) {
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
        if i == WASTE && !self.cycles() {
            e += guide::WASTE * len;
        }
        if i < RESERVE {
            return (e, 0);
        }
        // One pass over the reserve's, a cell's or a column's cards:
        // those over a wanted one, and in a column, those over a lower
        // card of their suit (as the generic solver's `blockers`: the
        // lowest rank of each suit seen so far, from the bottom).
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

    /// How far from a win a game of runs home looks, as the Spider
    /// solver scores it: runs home weigh most, then face-down cards (the
    /// more in a column, the more each), empty columns, cards in
    /// sequence (in suit far more than in rank only), and breaks; each
    /// card still in the stock counts a little in favour, so that deals
    /// wait while the table has moves that serve (measured on Spiderette
    /// 1-20 at 1 s: 20 a card against, 9 solved; 2 against, 11; 2 in
    /// favour, 14; 10 in favour, 13).
    pub(super) fn runs_estimate(&self) -> u32 {
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

    /// The faces the foundations take next ([`guide::wanted`]), from
    /// the cards each suit has home: a foundation of a game that wants
    /// faces holds one suit. Kept in the position, worked out again when
    /// a card goes home or leaves ([`Flat::wanted_now`]).
    pub(super) fn wanted(&self) -> u64 {
        self.wanted
    }

    /// [`Flat::wanted`] worked out from the foundations.
    pub(super) fn wanted_now(&self) -> u64 {
        let mut home = [0u8; 4];
        for f in self.homes() {
            if let Some(c) = self.pile(f).first() {
                home[c.suit().index()] += self.len(f) as u8;
            }
        }
        guide::wanted(self.d, self.base, home)
    }
}
