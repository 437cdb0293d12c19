//! The solver's own compact position: plain arrays copied by value, so a
//! child position is a `memcpy` and a few byte edits rather than the model's
//! `Vec`-backed piles.
//!
//! Cards are the model's card indices (`(rank - 1) * 4 + suit`, suits in
//! clubs, diamonds, hearts, spades order). Stock and waste are one sequence,
//! the *talon*, in the order the cards come off the stock, with a position:
//! the cards before `tpos` lie in the waste (the last of them on top), the
//! others in the stock.

use crate::games::described::vocabulary::Stock;
use crate::games::described::Described;
use crate::games::Patience;
use crate::model::pile::{Pile, PileId};

/// Room for a column: six face-down cards under a king-to-ace run is 19 in a
/// dealt game; positions typed in notation get some slack.
pub(super) const MAX_COL: usize = 24;
/// Every card could lie in the stock of a position typed in notation.
pub(super) const MAX_TALON: usize = 52;
/// `recycles` value meaning "unlimited passes".
pub(super) const UNLIMITED: u8 = u8::MAX;

#[inline]
pub(super) fn rank(c: u8) -> u8 {
    c / 4 + 1
}

#[inline]
pub(super) fn suit(c: u8) -> usize {
    (c % 4) as usize
}

#[inline]
pub(super) fn is_red(c: u8) -> bool {
    matches!(c % 4, 1 | 2)
}

/// `c` may lie on `below` in a column (one rank lower, other colour).
#[inline]
pub(super) fn builds_on(c: u8, below: u8) -> bool {
    is_red(c) != is_red(below) && rank(c) + 1 == rank(below)
}

#[inline]
pub(super) fn card(rank: u8, suit: usize) -> u8 {
    (rank - 1) * 4 + suit as u8
}

/// The other suit of the same colour (clubs and spades, diamonds and
/// hearts), whose card of a rank can stand in for this one in a column.
#[inline]
pub(super) fn twin(c: u8) -> u8 {
    c - (c % 4) + (3 - c % 4)
}

/// A column: cards bottom first, the lowest `down` of them face down.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Col {
    pub cards: [u8; MAX_COL],
    pub len: u8,
    pub down: u8,
}

impl Col {
    #[inline]
    pub fn top(&self) -> Option<u8> {
        (self.len > 0).then(|| self.cards[self.len as usize - 1])
    }

    /// Index of the lowest card of the face-up run on top (== `len` when
    /// empty). In play the whole face-up part is a run; a position typed in
    /// notation need not be, so this is measured rather than assumed.
    pub fn run_start(&self) -> usize {
        let (down, len) = (self.down as usize, self.len as usize);
        if len == 0 {
            return 0;
        }
        let mut i = len - 1;
        while i > down && builds_on(self.cards[i], self.cards[i - 1]) {
            i -= 1;
        }
        i.max(down)
    }
}

/// A whole position as the solver sees it: every card, face down or not.
#[derive(Clone, Copy, Debug)]
pub(super) struct Pos {
    pub cols: [Col; 7],
    pub talon: [u8; MAX_TALON],
    pub tlen: u8,
    pub tpos: u8,
    /// The rank home in each suit (0 when none).
    pub home: [u8; 4],
    /// Recycles (turning the waste over) still allowed, or `UNLIMITED`.
    pub recycles: u8,
    /// Cards a draw turns: 1 or 3.
    pub draw: u8,
    /// Reached by drawing on the last pass, cards left in the waste for
    /// good: the search asks the dead test of it ([`super::dead`]). Not
    /// part of the position (nor its key): a mark from its parent.
    pub buried: bool,
    /// The position's [`super::hash::key_of`], kept up to date by
    /// `moves::apply` (but not by [`Pos::step_talon`]) so that a child's key
    /// costs a few XORs.
    pub key: u128,
}

impl Pos {
    /// The model's position in compact form; `None` if a pile does not fit
    /// the fixed arrays (only possible for odd positions typed in notation)
    /// or the game is not laid out as Klondike is.
    pub fn from_model(game: &Described) -> Option<Pos> {
        let Stock::Waste { draw, passes } = game.description().stock else {
            return None;
        };
        if game.columns().len() != 7 || game.foundations().len() != 4 {
            return None;
        }
        let pile = |id| game.pile(id).expect("Klondike pile");
        let waste: &Pile = pile(PileId::Waste);
        let stock: &Pile = pile(PileId::Stock);
        let mut pos = Pos {
            cols: [Col {
                cards: [0; MAX_COL],
                len: 0,
                down: 0,
            }; 7],
            talon: [0; MAX_TALON],
            tlen: 0,
            tpos: waste.len() as u8,
            home: [0; 4],
            recycles: match passes {
                None => UNLIMITED,
                Some(limit) => u32::from(limit)
                    .saturating_sub(1)
                    .saturating_sub(game.tally().recycles)
                    .min(UNLIMITED as u32 - 1) as u8,
            },
            draw,
            buried: false,
            key: 0,
        };
        // The waste bottom first, then the stock from its top down: the
        // order in which the cards come off the stock after a recycle.
        let talon = waste.cards().iter().chain(stock.cards().iter().rev());
        for c in talon {
            pos.talon[pos.tlen as usize] = c.index() as u8;
            pos.tlen += 1;
        }
        for f in game.foundations() {
            if let Some(top) = f.top() {
                pos.home[top.suit().index()] = top.rank().value();
            }
        }
        for (col, p) in pos.cols.iter_mut().zip(game.columns()) {
            if p.len() > MAX_COL {
                return None;
            }
            for (i, c) in p.cards().iter().enumerate() {
                col.cards[i] = c.index() as u8;
            }
            col.len = p.len() as u8;
            col.down = p.face_down() as u8;
        }
        pos.key = super::hash::key_of(&pos);
        Some(pos)
    }

    /// The waste's top card.
    #[inline]
    pub fn waste_top(&self) -> Option<u8> {
        (self.tpos > 0).then(|| self.talon[self.tpos as usize - 1])
    }

    /// With one card a draw and unlimited passes every talon card can be
    /// reached from any position, so the position does not matter.
    #[inline]
    pub fn talon_is_free(&self) -> bool {
        self.draw == 1 && self.recycles == UNLIMITED
    }

    /// True when the talon position lies on the stock's cycle: the start,
    /// the end, or a whole number of draws from the start. With unlimited
    /// passes all such positions reach one another (draw on, or turn the
    /// waste over and draw), so they are one position for the search; only
    /// positions off the cycle (left by taking a card out) differ.
    #[inline]
    pub fn on_cycle(&self) -> bool {
        self.recycles == UNLIMITED
            && (self.tpos.is_multiple_of(self.draw) || self.tpos == self.tlen)
    }

    /// One press on the stock: draw, or turn the waste over.
    pub fn step_talon(&mut self) {
        if self.tpos == self.tlen {
            self.tpos = 0;
            if self.recycles != UNLIMITED {
                self.recycles = self.recycles.saturating_sub(1);
            }
        } else {
            self.tpos = (self.tpos + self.draw).min(self.tlen);
        }
    }

    /// True when the talon position `q` (its card `talon[q - 1]` on top of
    /// the waste) comes by drawing on without turning the waste over.
    #[inline]
    pub fn forward_reaches(&self, q: u8) -> bool {
        q >= self.tpos && ((q - self.tpos).is_multiple_of(self.draw) || q == self.tlen)
    }

    /// Calls `f` with every talon position whose card can become the waste
    /// top by pressing the stock some number of times (the present top
    /// included), each once.
    pub fn for_each_reachable(&self, mut f: impl FnMut(u8)) {
        if self.talon_is_free() {
            (1..=self.tlen).for_each(f);
            return;
        }
        let mut seen: u64 = 0;
        let mut p = *self;
        if p.tpos > 0 {
            f(p.tpos);
        }
        seen |= 1 << p.tpos;
        loop {
            if p.tpos == p.tlen && (p.tlen == 0 || p.recycles == 0) {
                return;
            }
            p.step_talon();
            if seen & (1 << p.tpos) != 0 {
                return;
            }
            seen |= 1 << p.tpos;
            if p.tpos > 0 {
                f(p.tpos);
            }
        }
    }

    /// Total cards on the foundations.
    #[inline]
    pub fn cards_home(&self) -> u32 {
        self.home.iter().map(|&r| r as u32).sum()
    }

    /// `c` is the next card of its suit's foundation.
    #[inline]
    pub fn fits_home(&self, c: u8) -> bool {
        self.home[suit(c)] + 1 == rank(c)
    }

    /// The usual safe rule (the model's `rules::is_safe_home`): aces and
    /// twos, and any card whose two possible holders in a column (the
    /// other-colour cards one rank lower) are already home.
    #[inline]
    pub fn is_safe_home(&self, c: u8) -> bool {
        if !self.fits_home(c) {
            return false;
        }
        let r = rank(c);
        if r <= 2 {
            return true;
        }
        let (a, b) = if is_red(c) { (0, 3) } else { (1, 2) };
        self.home[a] + 1 >= r && self.home[b] + 1 >= r
    }
}
