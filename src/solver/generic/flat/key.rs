//! A flat position's key: each pile's hash, kept as the pile changes,
//! and the piles combined in the table's order, but those the game
//! calls alike summed; a child's key told from its parent's where its
//! step changes two piles and leaves nothing to settle.

use super::{Flat, Step, CELL, RESERVE, STOCK, WASTE};
use crate::games::described::vocabulary::{Empty, Home, Stock, WasteBuild};
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::solver::engine::hash::{combine, fnv_step, fnv_unstep, splitmix};

/// A position's key before its parts are combined ([`Flat::key_parts`]):
/// the piles combined in order, and the sums of the alike columns' and
/// cells' hashes (sums, so one pile's term is taken out and another put
/// in without the rest).
#[derive(Clone, Copy)]
pub(super) struct KeyParts {
    piles: u64,
    columns: u64,
    cells: u64,
}

/// A pile's hash ([`Flat::hash_pile`]) with its top `cards` (bottom
/// first) taken off: their steps undone, top first.
pub(super) fn unfold(h: u64, cards: &[Card]) -> u64 {
    cards
        .iter()
        .rev()
        .fold(h, |h, c| fnv_unstep(h, c.face().index() as u64 + 1))
}

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
    pub(super) fn child_key(&self, parts: &mut Option<KeyParts>, step: Step) -> u64 {
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
    pub(super) fn talon_after(&self, draws: u8) -> Option<(Card, u64)> {
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
    pub(super) fn key_of(&self, talon: Option<u64>, hash: impl Fn(usize) -> u64) -> u64 {
        self.key_from(self.key_parts(talon, hash))
    }

    /// [`Flat::key_of`]'s parts before they are combined: the piles in
    /// order (and the talon), and the two sums.
    #[inline]
    pub(super) fn key_parts(&self, talon: Option<u64>, hash: impl Fn(usize) -> u64) -> KeyParts {
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
    pub(super) fn summed(&self, i: usize) -> bool {
        let column = self.columns_alike() && i >= usize::from(self.col0);
        column || self.alike.cells && self.cells().contains(&i)
    }

    /// Pile `i`'s hash `h` in place of its own in `parts`, `i` summed
    /// ([`Flat::summed`]).
    pub(super) fn resum(&self, parts: &mut KeyParts, i: usize, h: u64) {
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
    pub(super) fn key_from(&self, parts: KeyParts) -> u64 {
        // A mark between the groups, so a cell's sum cannot pass for a
        // column's.
        let key = combine(combine(parts.piles, parts.columns), parts.cells);
        match self.d.stock {
            Stock::Waste {
                passes: Some(_), ..
            }
            | Stock::Redeal { times: Some(_), .. } => combine(key, u64::from(self.recycles)),
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
    pub(super) fn waste_top_only(&self) -> bool {
        self.d.waste != WasteBuild::None
            && matches!(
                self.d.stock,
                Stock::Waste {
                    passes: Some(1),
                    ..
                }
            )
    }

    /// A pile's hash: its face-down count, then its faces bottom first;
    /// a waste of which only the top counts ([`Flat::waste_top_only`]),
    /// its top's rank.
    pub(super) fn hash_pile(&self, i: usize) -> u64 {
        if i == WASTE && self.waste_top_only() {
            return self.top(i).map_or(0, |top| u64::from(top.rank().value()));
        }
        self.pile(i)
            .iter()
            .fold(splitmix(u64::from(self.down[i])), |h, c| {
                fnv_step(h, c.face().index() as u64 + 1)
            })
    }

    /// The talon's hash in the key where it cycles: its cards in the
    /// order they are drawn, and where the stock ends only when that
    /// turn is off the cycle from the stock whole (and the position is
    /// not [`Flat::loosened`]).
    pub(super) fn talon_hash(&self) -> u64 {
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
}
