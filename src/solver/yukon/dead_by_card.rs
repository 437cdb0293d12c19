//! The dead test as it was read card by card (before it ran on bit masks
//! of places, [`super::dead`]), kept for the tests: both must give the same
//! answer on every position.

use super::{rank, Deal, Packed, State, COLUMNS};

/// A card of a position as the dead test reads it.
#[derive(Clone, Copy, Default)]
struct Slot {
    bit: u64,
    /// The cards it builds on still out, as bits.
    bases: u64,
    /// The card before it on its foundation, as a bit (none for an ace).
    before: u64,
    /// Face up.
    up: bool,
    king: bool,
}

/// A position as the dead test reads it, each card's needs read once.
struct Board {
    /// Where each column's cards start in `slots`, and where the last ends.
    starts: [usize; COLUMNS + 1],
    slots: [Slot; 52],
    /// The cards still in the columns.
    out: u64,
    /// The bottom cards of the columns that hold any.
    bottoms: u64,
    /// Whether a column is empty.
    empty: bool,
}

fn bit(c: Packed) -> u64 {
    1u64 << c
}

const ALL: u64 = (1u64 << 52) - 1;

impl Deal {
    /// Whether some card can never go home: the least solution of rules
    /// that every play keeps ([`Board::homes`] names them).
    pub(super) fn is_stuck_by_card(&self, s: &State) -> bool {
        if s.redeals > 0 {
            return false;
        }
        self.board_by_card(s).homes() != ALL
    }

    fn board_by_card(&self, s: &State) -> Board {
        let mut starts = [0; COLUMNS + 1];
        for c in 0..COLUMNS {
            starts[c + 1] = starts[c] + usize::from(s.len[c]);
        }
        let out = s.cards[..starts[COLUMNS]]
            .iter()
            .fold(0, |m, &c| m | bit(c));
        // What each place's card needs, read once: its bit, the bases it
        // may leave onto, the card before it home (none for an ace), and
        // whether it lies face up, or is a king.
        let mut slots = [Slot::default(); 52];
        let mut bottoms = 0;
        for c in 0..COLUMNS {
            let down = starts[c] + usize::from(s.down[c]);
            let places = starts[c]..starts[c + 1];
            for (i, (slot, &y)) in slots[places.clone()]
                .iter_mut()
                .zip(&s.cards[places.clone()])
                .enumerate()
            {
                *slot = Slot {
                    bit: bit(y),
                    bases: self.base_mask(y) & out,
                    before: if rank(y) == 1 { 0 } else { bit(y - 4) },
                    up: places.start + i >= down,
                    king: rank(y) == 13,
                };
            }
            if s.len[c] > 0 {
                bottoms |= bit(s.cards[starts[c]]);
            }
        }
        Board {
            starts,
            slots,
            out,
            bottoms,
            empty: s.len.contains(&0),
        }
    }
}

impl Board {
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
    /// play. Cards out of the columns are home. It stops once all are.
    fn homes(&self) -> u64 {
        let (starts, slots) = (&self.starts, &self.slots);
        let (mut reach, mut leave, mut home) = (0u64, 0u64, ALL & !self.out);
        // Each column's end below the cards at its top already home: they
        // have left, and nothing more can happen to them.
        let mut ends = *starts;
        loop {
            let before = (reach, leave, home);
            let emptied = self.empty || leave & self.bottoms != 0;
            for c in 0..COLUMNS {
                while ends[c + 1] > starts[c] && home & slots[ends[c + 1] - 1].bit != 0 {
                    // Home from the suit's turn below: it leaves too.
                    leave |= slots[ends[c + 1] - 1].bit;
                    ends[c + 1] -= 1;
                }
                let mut top = true;
                // The cards over `y` still joined to it: none from just
                // over it up to them has left.
                let mut joined = 0u64;
                for slot in slots[starts[c]..ends[c + 1]].iter().rev() {
                    let y = slot.bit;
                    if top {
                        reach |= y;
                        joined = 0;
                    }
                    let r = reach & y != 0;
                    if r && home & slot.before == slot.before {
                        home |= y;
                    }
                    if home & y != 0
                        || ((slot.up || r)
                            && (slot.bases & reach & !joined != 0 || (slot.king && emptied)))
                    {
                        leave |= y;
                    }
                    top = leave & y != 0;
                    joined |= y;
                }
            }
            // Each suit home as far as its cards reach a top in turn.
            for suit in 0..4 {
                let mut x = suit;
                while x < 52 && home & bit(x) != 0 {
                    x += 4;
                }
                while x < 52 && reach & bit(x) != 0 {
                    home |= bit(x);
                    x += 4;
                }
            }
            if home == ALL || (reach, leave, home) == before {
                return home;
            }
        }
    }
}
