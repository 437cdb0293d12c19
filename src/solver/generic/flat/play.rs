//! A step played on a flat position as the described game plays it:
//! the cards moved, each pile's hash carried on, and the game's
//! settling after the move.

use super::key::unfold;
use super::{Flat, Step, CARDS, RESERVE, STOCK, WASTE};
use crate::games::described::vocabulary::{Empty, Home, Stock, WasteBuild};
use crate::games::described::{is_king_to_ace, redeal_places, redeals_top_first};
use crate::model::moves::Move;
use crate::solver::engine::hash::fnv_step;

impl Flat {
    /// Moves the top `count` cards of pile `a` onto pile `b`.
    pub(super) fn transfer(&mut self, a: usize, b: usize, count: usize) {
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

    /// The game's settling after a move: face-down tops turn up, whole
    /// runs go home, the reserve fills empty columns.
    pub(super) fn settle(&mut self) {
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
                        && is_king_to_ace(&self.pile(i)[len - 13..]);
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

    /// Plays one of the generated steps: its draws, then its move.
    pub(super) fn apply(&mut self, step: Step) {
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
    pub(super) fn draw_quietly(&mut self, draws: u8) {
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
    pub(super) fn cycles(&self) -> bool {
        matches!(self.d.stock, Stock::Waste { passes: None, .. })
            && self.d.waste == WasteBuild::None
    }

    /// Plays one move of the model's.
    pub(super) fn apply_one(&mut self, mv: Move) {
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
    /// lays them ([`redeal_places`]), each column's top turned up, as
    /// [`crate::games::described`] redeals.
    pub(super) fn redeal(&mut self) {
        let cols = self.columns();
        let mut gathered = Vec::with_capacity(CARDS);
        let top_first = redeals_top_first(self.d);
        for i in cols.clone() {
            if top_first {
                gathered.extend(self.pile(i).iter().rev());
            } else {
                gathered.extend(self.pile(i).iter());
            }
            self.cards.remove_top(i, self.len(i));
        }
        let places = redeal_places(self.d, gathered.len());
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
        // Redeals without end are not counted (one position however
        // many were made).
        if matches!(self.d.stock, Stock::Redeal { times: Some(_), .. }) {
            self.recycles += 1;
        }
    }
}
