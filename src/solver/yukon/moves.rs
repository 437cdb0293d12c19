//! The search's moves from a position ([`Deal::keyed_moves`]), each with
//! its child's key found from the parent's ([`super::key`]) before the
//! child is made, so a child already seen costs its key alone; and the
//! child a move makes ([`Deal::make_move`]), its key given and its
//! estimate the parent's with the parts the move changed swapped
//! ([`super::estimate`]). The engine's best-first search asks for them
//! ([`crate::solver::engine::Puzzle::KEYED`]).

use super::{rank, red, suit, Deal, Kind, Packed, State, COLUMNS, NONE};
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;

/// A move and its child's key, with its order of trial (higher first).
pub(super) type Listed = (u8, Move, u64);

impl Deal {
    /// The moves worth trying from `s`, the most promising first, each
    /// with its child's key (added to `out`).
    pub(super) fn keyed_moves(&self, s: &State, out: &mut Vec<(Move, u64)>) {
        let mut listed = self.listed.borrow_mut();
        listed.clear();
        self.list(s, &mut listed);
        sort_by_key(&mut listed[..], |&(order, ..)| std::cmp::Reverse(order));
        out.extend(listed.iter().map(|&(_, mv, key)| (mv, key)));
    }

    /// [`Deal::keyed_moves`]'s moves, in no order yet.
    fn list(&self, s: &State, out: &mut Vec<Listed>) {
        let key = s.key;
        let col = |c: usize| PileId::Column(c as u8);
        // Where each column starts, and its top card, read once.
        let mut starts = [0; COLUMNS + 1];
        for c in 0..COLUMNS {
            starts[c + 1] = starts[c] + usize::from(s.len[c]);
        }
        let column = |c: usize| &s.cards[starts[c]..starts[c + 1]];
        let tops: [Option<Packed>; COLUMNS] = std::array::from_fn(|c| column(c).last().copied());
        let home = |c: usize, card: Packed, order: u8| {
            let to = PileId::Foundation(s.home_place(card));
            (order, Move::one(col(c), to), self.sent_home_key(s, key, c))
        };
        for (c, top) in tops.into_iter().enumerate() {
            if let Some(card) = top {
                if s.fits_home(card) && self.is_safe(s, card) {
                    out.push(home(c, card, 0));
                    return;
                }
            }
        }
        let shift = |c: usize, i: usize, t: usize, order: u8| {
            let mv = Move::run(col(c), col(t), column(c).len() - i);
            (order, mv, self.shifted_key(s, key, [c, i, t]))
        };
        // Where each face-up card lies: its column and place.
        let mut at = [(NONE, 0u8); 52];
        for c in 0..COLUMNS {
            for (i, &card) in column(c).iter().enumerate().skip(usize::from(s.down[c])) {
                at[usize::from(card)] = (c as u8, i as u8);
            }
        }
        // Whether a face-up card elsewhere could be built on `e` (one not
        // already lying on a card it builds on), or `e` can go home.
        let wanted = |e: Packed, c: usize| {
            s.fits_home(e)
                || self.onto(e).any(|y| {
                    let (yc, yi) = at[usize::from(y)];
                    let (yc, yi) = (usize::from(yc), usize::from(yi));
                    yc < COLUMNS
                        && yc != c
                        && (yi == usize::from(s.down[yc]) || {
                            let below = column(yc)[yi - 1];
                            !self.builds(y, below)
                        })
                })
        };
        // What moving the cards from place `i` of column `c` does there;
        // `None` for a move the first pass leaves out (see [`Deal::pruned`]).
        let gain = |c: usize, i: usize| -> Option<u8> {
            let down = usize::from(s.down[c]);
            let column = column(c);
            if i == down && down > 0 {
                Some(40 + down as u8)
            } else if i == 0 {
                Some(30)
            } else if self.pruned && !wanted(column[i - 1], c) {
                None
            } else if self.builds(column[i], column[i - 1]) {
                Some(0)
            } else {
                Some(20)
            }
        };
        for (c, top) in tops.into_iter().enumerate() {
            if let Some(card) = top {
                if s.fits_home(card) {
                    let at = usize::from(s.len[c]) - 1;
                    out.push(home(c, card, gain(c, at).unwrap_or(0).max(25) + 1));
                }
            }
        }
        for (t, top) in tops.into_iter().enumerate() {
            let Some(top) = top else { continue };
            if rank(top) == 1 {
                continue;
            }
            for card in self.onto(top) {
                if let (c @ 0..7, i) = at[usize::from(card)] {
                    let (c, i) = (usize::from(c), usize::from(i));
                    if c != t {
                        if let Some(g) = gain(c, i) {
                            out.push(shift(c, i, t, g));
                        }
                    }
                }
            }
        }
        // A king goes into the first empty column where the columns are
        // alike, else into each.
        let empties = (0..COLUMNS)
            .filter(|&c| s.len[c] == 0)
            .take(if self.alike(s) { 1 } else { COLUMNS });
        for empty in empties {
            for c in 0..COLUMNS {
                let column = column(c);
                for (i, &card) in column
                    .iter()
                    .enumerate()
                    .skip(usize::from(s.down[c]).max(1))
                {
                    if rank(card) == 13 {
                        if let Some(g) = gain(c, i) {
                            out.push(shift(c, i, empty, g.saturating_sub(5)));
                        }
                    }
                }
            }
        }
        if s.redeals > 0 {
            out.push((5, Move::Draw, self.whole_key(&s.redeal(&self.places))));
        }
    }

    /// Makes in `child` the child `mv` (one of [`Deal::keyed_moves`]'s)
    /// makes from `s`, its key `key`: the position, whether it is known
    /// live ([`State::live`]) and its estimate.
    pub(super) fn make_move(&self, s: &State, mv: Move, key: u64, child: &mut State) {
        let (c, to, count) = match mv {
            Move::Transfer {
                from: PileId::Column(c),
                to,
                count,
            } => (usize::from(c), to, usize::from(count)),
            _ => {
                // Grandfather's redeal.
                *child = s.redeal(&self.places);
                child.key = key;
                child.estimate = self.estimate(child);
                return;
            }
        };
        match to {
            PileId::Column(t) => {
                let (i, t) = (usize::from(s.len[c]) - count, usize::from(t));
                *child = s.shift(c, i, t);
                child.live = self.moves_on(s, child, [c, i, t]);
                child.estimate = self.shifted_estimate(s, s.estimate, child, [c, i, t]);
            }
            _ => {
                let card = s.top(c).expect("a top card");
                *child = s.send_home(c);
                // Sent after the parent's dead test (see `is_dead`): a card
                // safe home keeps its parent live, once no card of the
                // other colour one lower is out.
                child.live = self.is_safe(s, card)
                    && (rank(card) == 1
                        || self.kind == Kind::Grandfather
                        || (0..4)
                            .filter(|&o| red(o as u8) != red(card))
                            .all(|o| s.home[o] + 1 >= rank(card)));
                child.estimate = self.sent_home_estimate(s, s.estimate, child, c);
            }
        }
        child.key = key;
    }

    /// Whether `child`, made from `s` by moving the cards from place `i`
    /// of column `c` onto column `t`, keeps its parent live (see
    /// `is_dead`): the moved card could move on at once, to another base
    /// at a top of another column or, a king (it has no base), into
    /// another empty column.
    fn moves_on(&self, s: &State, child: &State, [c, i, t]: [usize; 3]) -> bool {
        if s.len[t] == 0 {
            return child.len.contains(&0);
        }
        let bases = self.base_mask(s.column(c)[i]);
        // The child's tops but `t`'s, from the columns' ends.
        let (mut tops, mut end) = (0u64, 0);
        for u in 0..COLUMNS {
            let len = usize::from(child.len[u]);
            end += len;
            if len > 0 && u != t {
                tops |= 1 << child.cards[end - 1];
            }
        }
        bases & tops != 0
    }
}

impl State {
    /// The foundation `card` goes to: its suit's, or before its ace the
    /// foundation of its own index if free, else the first free.
    pub(super) fn home_place(&self, card: Packed) -> u8 {
        let own = suit(card) as u8;
        if self.place[suit(card)] != NONE {
            self.place[suit(card)]
        } else if self.place.contains(&own) {
            (0..4)
                .find(|f| !self.place.contains(f))
                .expect("a free foundation")
        } else {
            own
        }
    }
}
