//! The dead test: whether some card of a position can never go home, by a
//! fixpoint over what can ever happen, each event after the events it
//! needs ([`Deal::is_stuck`]). Rules tried on it for the order of events
//! (a card waiting on its base) are in the module doc of [`super`].
//!
//! It runs in rounds of bit operations on masks of all the cards at once
//! (a card's bases are the cards one rank up, of the other colour or its
//! suit, so "some base has reached a top" is a few shifts): only the cards
//! with a base over them in their own column are read one by one. What
//! lies on what is read through masks of places in [`State::cards`]
//! (column after column, bottom first), where the card on the one at
//! place `p` is at `p + 1` unless `p` is a top. The same rules as when it
//! read the cards one by one (kept for the tests in `dead_by_card.rs`),
//! so the same least solution.

use super::{Deal, Kind, State, COLUMNS};

/// No place: the card is home already.
const NO: u8 = u8::MAX;

const ALL: u64 = (1u64 << 52) - 1;

/// Under a card at a column's bottom: a bit past the cards' (cut off).
const BOTTOM: u8 = 63;

/// The cards of each suit, as bits (a card is `(rank - 1) * 4 + suit`).
const SUIT: [u64; 4] = {
    let mut masks = [0; 4];
    let mut c = 0;
    while c < 52 {
        masks[c % 4] |= 1 << c;
        c += 1;
    }
    masks
};

/// The aces and the kings, as bits.
const ACES: u64 = 0b1111;
const KINGS: u64 = 0b1111 << 48;

/// A position as the dead test reads it.
struct Board {
    kind: Kind,
    /// Each card's place ([`NO`] for a card home), and the card under it
    /// ([`BOTTOM`] at a column's bottom): 64 of each, so that an index
    /// from a bit of a mask needs no check.
    place: [u8; 64],
    under: [u8; 64],
    /// The places at the top and at the bottom of a column, and the cards
    /// at a top.
    tops: u64,
    top_cards: u64,
    bottoms: u64,
    /// The cards still in the columns, those face up, and those with a
    /// card they build on lying over them in their own column.
    out: u64,
    up: u64,
    covered: u64,
    /// Whether a column is empty.
    empty: bool,
}

impl Deal {
    /// Whether some card can never go home: the least solution of rules
    /// that every play keeps ([`Board::homes`] names them).
    pub(super) fn is_stuck(&self, s: &State) -> bool {
        if s.redeals > 0 {
            return false;
        }
        self.board(s).homes(self) != ALL
    }

    fn board(&self, s: &State) -> Board {
        let mut board = Board {
            kind: self.kind,
            place: [NO; 64],
            under: [BOTTOM; 64],
            tops: 0,
            top_cards: 0,
            bottoms: 0,
            out: 0,
            up: 0,
            covered: 0,
            empty: s.len.contains(&0),
        };
        // The places are the state's own.
        let mut start = 0;
        for c in 0..COLUMNS {
            let (len, down) = (usize::from(s.len[c]), usize::from(s.down[c]));
            if len == 0 {
                continue;
            }
            board.bottoms |= 1 << start;
            board.tops |= 1 << (start + len - 1);
            let column = &s.cards[start..start + len];
            board.top_cards |= 1 << column[len - 1];
            // The cards over the one read, from the top down: the face-up
            // ones, then the face-down ones.
            let mut over = 0u64;
            let mut read = |i: usize, over: &mut u64| {
                let y = column[i];
                let bit = 1u64 << y;
                board.place[usize::from(y) & 63] = (start + i) as u8;
                board.under[usize::from(y) & 63] = if i > 0 { column[i - 1] } else { BOTTOM };
                if self.base_mask(y) & *over != 0 {
                    board.covered |= bit;
                }
                *over |= bit;
            };
            for i in (down.min(len)..len).rev() {
                read(i, &mut over);
            }
            let up = over;
            for i in (0..down.min(len)).rev() {
                read(i, &mut over);
            }
            board.up |= up;
            board.out |= over;
            start += len;
        }
        board
    }
}

impl Board {
    /// The cards whose bases (the cards they build on) have reached a top,
    /// among `reach`, as bits.
    fn based(&self, reach: u64) -> u64 {
        match self.kind {
            Kind::Grandfather => reach >> 4,
            Kind::Yukon => {
                // Per rank, at its suit-0 bit: a black card reached, a red.
                let black = (reach & SUIT[0]) | ((reach & SUIT[3]) >> 3);
                let red = ((reach & SUIT[1]) >> 1) | ((reach & SUIT[2]) >> 2);
                // One rank down, onto the other colour's suits.
                let (black, red) = (black >> 4, red >> 4);
                (black << 1) | (black << 2) | red | (red << 3)
            }
        }
    }

    /// The cards that can go home, as bits: the least solution of rules
    /// that every play keeps. Take any play from the
    /// position, and the first time in it that a card of the columns
    ///
    /// - *reaches* a top: if it is not one already, the card on it in `s`
    ///   has just left it (nothing can be put on a card before it is a
    ///   top, and a card carried in a run keeps the cards on it);
    /// - *leaves* the card under it in `s` (or the bottom of its column):
    ///   it goes home, or moves at the foot of a run onto a card it builds
    ///   on, then a top (so that card has reached a top before, and it is
    ///   in a column: no card leaves home; and if it lay over the moving
    ///   card in its column, one of the cards from just over the moving
    ///   card up to it has left before, or it would be in the run), or, a
    ///   king, into an empty column (a column empty in `s`, or whose
    ///   bottom card has left);
    ///   a face-down card moves only after it reaches a top;
    /// - goes *home*: it is a top, so it has reached one, and the card
    ///   before it is home.
    ///
    /// Each event needs one named before it in time (or, for reaching a
    /// top, the leaving in the same move), so every event of the play is
    /// in the least solution. A card out of it never goes home in any
    /// play. Cards out of the columns are home. Each rule only grows with
    /// the others, so reading them in rounds over all the cards at once
    /// finds the same least solution; it stops once all are home.
    fn homes(&self, deal: &Deal) -> u64 {
        // At a top: the tops, then each card a card on it left (below).
        let (mut reach, mut leave, mut home) = (self.top_cards, 0u64, ALL & !self.out);
        // The places the cards that left leave free.
        let mut left = 0u64;
        loop {
            // Home, each suit along its cards in turn (a fill by doubling).
            let (mut fill, mut run) = (home | (reach & ((home << 4) | ACES)), reach);
            for shift in [4, 8, 16, 32] {
                fill |= run & (fill << shift);
                run &= run << shift;
            }
            home = fill & ALL;
            if home == ALL {
                return home;
            }
            let moving = (self.up | reach) & self.out & !leave;
            // Those with a base at a top.
            let based = moving & self.based(reach);
            let mut new = (home & self.out & !leave) | (based & !self.covered);
            if self.empty || left & self.bottoms != 0 {
                new |= moving & KINGS;
            }
            // A card with a base over it in its own column: that base only
            // once a card from just over the moving card up to it has left
            // (read only where some base has reached a top: with none, the
            // walk over its bases finds nothing).
            let mut covered = based & self.covered & !new;
            while covered != 0 {
                let y = covered.trailing_zeros() as usize;
                covered &= covered - 1;
                let p = self.place[y & 63];
                let over = !((2u64 << p) - 1);
                let stop = (left | self.tops << 1) & over;
                let joined = ((stop & stop.wrapping_neg()) - 1) & over;
                let mut bases = deal.base_mask(y as u8) & reach;
                while bases != 0 {
                    let q = self.place[bases.trailing_zeros() as usize & 63];
                    bases &= bases - 1;
                    if joined >> q & 1 == 0 {
                        new |= 1 << y;
                        break;
                    }
                }
            }
            if new == 0 {
                return home;
            }
            leave |= new;
            // Each card that left, and the card under it (none at a bottom)
            // at a top: one walk over the new cards where a walk over the
            // new tops followed, so one loop of unforeseen length a round;
            // the card under one read from a table of its own, not through
            // its place.
            while new != 0 {
                let y = new.trailing_zeros() as usize & 63;
                new &= new - 1;
                left |= 1 << self.place[y];
                reach |= (1u64 << self.under[y]) & ALL;
            }
        }
    }
}
