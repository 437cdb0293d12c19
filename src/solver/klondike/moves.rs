//! The solver's moves: stock play compressed into one move per reachable
//! card, eager safe moves home, and the finishing sweep.

use super::hash;
use super::state::{card, suit, Pos};

/// Where a card or run goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Dest {
    Home,
    Col(u8),
}

/// A solver move. A talon move stands for all the presses on the stock it
/// takes to bring the card at talon position `q` (its index `q - 1`) to the
/// top of the waste, followed by playing that card: one search step instead
/// of up to two dozen single draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mv {
    Talon {
        q: u8,
        to: Dest,
    },
    Col {
        from: u8,
        count: u8,
        to: Dest,
    },
    FromHome {
        suit: u8,
        to: u8,
    },
    /// A run moves off a face-up card (in column `from`) onto column `to`,
    /// and at once `then` fills the uncovered card's place or sends it home.
    Swap {
        from: u8,
        count: u8,
        to: u8,
        then: Then,
    },
    /// In draw one with unlimited passes: the talon card at `q` goes on
    /// column `to` and at once `then` puts a card on it (a talon card's
    /// position counted after the first card left the talon).
    TalonPair {
        q: u8,
        to: u8,
        then: Then,
    },
}

/// The second half of a [`Mv::Swap`]: what happens to the uncovered card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Then {
    /// It goes home.
    Home,
    /// The talon card at this position goes on it.
    Talon(u8),
    /// The face-up run at the base of this column goes on it.
    Col(u8),
    /// The top `count` cards of this column (a run) go on it.
    Run(u8, u8),
    /// The top card of this suit's foundation comes back onto it.
    FromHome(u8),
}

/// The two plain moves of a swap: the first now, the second to be made
/// after the first (`then_move` on the position after it).
pub(super) fn swap_first(from: u8, count: u8, to: u8) -> Mv {
    Mv::Col {
        from,
        count,
        to: Dest::Col(to),
    }
}

/// The second move of a swap, on the position after its first move.
pub(super) fn then_move(pos: &Pos, from: u8, then: Then) -> Mv {
    match then {
        Then::Home => Mv::Col {
            from,
            count: 1,
            to: Dest::Home,
        },
        Then::Talon(q) => Mv::Talon {
            q,
            to: Dest::Col(from),
        },
        Then::Col(c) => {
            let col = &pos.cols[c as usize];
            Mv::Col {
                from: c,
                count: col.len - col.down,
                to: Dest::Col(from),
            }
        }
        Then::Run(c, count) => Mv::Col {
            from: c,
            count,
            to: Dest::Col(from),
        },
        Then::FromHome(suit) => Mv::FromHome { suit, to: from },
    }
}

/// A compound move's two plain moves, the second one for the position after
/// the first; `None` for a plain move.
pub(super) fn split(pos: &Pos, mv: Mv) -> Option<(Mv, Mv)> {
    let (first, onto, then) = match mv {
        Mv::Swap {
            from,
            count,
            to,
            then,
        } => (swap_first(from, count, to), from, then),
        Mv::TalonPair { q, to, then } => (
            Mv::Talon {
                q,
                to: Dest::Col(to),
            },
            to,
            then,
        ),
        _ => return None,
    };
    let mut after = *pos;
    apply(&mut after, first);
    Some((first, then_move(&after, onto, then)))
}

/// Makes a move the generator offered (so it is legal), keeping the key.
pub(super) fn apply(pos: &mut Pos, mv: Mv) {
    match mv {
        Mv::Talon { q, to } => {
            pos.key ^= hash::talon_place(pos);
            if !pos.forward_reaches(q) && pos.recycles != super::state::UNLIMITED {
                pos.recycles -= 1;
            }
            let i = q as usize - 1;
            let c = pos.talon[i];
            pos.talon.copy_within(q as usize..pos.tlen as usize, i);
            pos.tlen -= 1;
            pos.tpos = q - 1;
            pos.key ^= hash::talon(c) ^ hash::talon_place(pos);
            place(pos, c, to);
        }
        Mv::Col { from, count, to } => {
            let col = &mut pos.cols[from as usize];
            let at = (col.len - count) as usize;
            let moved = col.cards;
            let below = at.checked_sub(1).map(|b| moved[b]);
            // Only the run's bottom card changes what it lies on.
            let mut key = hash::cell(moved[at], below, true);
            col.len -= count;
            if col.len > 0 && col.len == col.down {
                col.down -= 1;
                let x = moved[at - 1];
                let under = (at >= 2).then(|| moved[at - 2]);
                key ^= hash::cell(x, under, false) ^ hash::cell(x, under, true);
            }
            pos.key ^= key;
            match to {
                Dest::Home => {
                    let s = suit(moved[at]);
                    pos.key ^= hash::home(s, pos.home[s]) ^ hash::home(s, pos.home[s] + 1);
                    pos.home[s] += 1;
                }
                Dest::Col(b) => {
                    let dst = &mut pos.cols[b as usize];
                    pos.key ^= hash::cell(moved[at], dst.top(), true);
                    let d = dst.len as usize;
                    dst.cards[d..d + count as usize]
                        .copy_from_slice(&moved[at..at + count as usize]);
                    dst.len += count;
                }
            }
        }
        Mv::Swap {
            from,
            count,
            to,
            then,
        } => {
            apply(pos, swap_first(from, count, to));
            let second = then_move(pos, from, then);
            apply(pos, second);
        }
        Mv::TalonPair { q, to, then } => {
            apply(
                pos,
                Mv::Talon {
                    q,
                    to: Dest::Col(to),
                },
            );
            let second = then_move(pos, to, then);
            apply(pos, second);
        }
        Mv::FromHome { suit: s, to } => {
            let r = pos.home[s as usize];
            pos.key ^= hash::home(s as usize, r) ^ hash::home(s as usize, r - 1);
            pos.home[s as usize] -= 1;
            place(pos, card(r, s as usize), Dest::Col(to));
        }
    }
}

fn place(pos: &mut Pos, c: u8, to: Dest) {
    match to {
        Dest::Home => {
            let s = suit(c);
            pos.key ^= hash::home(s, pos.home[s]) ^ hash::home(s, pos.home[s] + 1);
            pos.home[s] += 1;
        }
        Dest::Col(b) => {
            let dst = &mut pos.cols[b as usize];
            pos.key ^= hash::cell(c, dst.top(), true);
            dst.cards[dst.len as usize] = c;
            dst.len += 1;
        }
    }
}

/// Plays every safe move home (see [`Pos::is_safe_home`]) until none is
/// left, logging them when asked. Such a move never costs a win, so the
/// search need not branch on it. Talon cards go home eagerly only when the
/// talon position does not matter (draw one, unlimited passes); in draw
/// three taking a card out shifts which cards later passes show.
pub(super) fn auto(pos: &mut Pos, mut log: Option<&mut Vec<Mv>>) {
    loop {
        // Only the next card home in each suit can be safe: with those few
        // cards as a bit set, a pile is looked at with one test, and most
        // positions, having none, with none.
        let mut safe = 0u64;
        for s in 0..4 {
            let r = pos.home[s];
            if r < 13 && pos.is_safe_home(card(r + 1, s)) {
                safe |= 1 << card(r + 1, s);
            }
        }
        if safe == 0 {
            return;
        }
        let mut found = None;
        for (i, col) in pos.cols.iter().enumerate() {
            if col.len > col.down && safe & (1 << col.cards[col.len as usize - 1]) != 0 {
                found = Some(Mv::Col {
                    from: i as u8,
                    count: 1,
                    to: Dest::Home,
                });
                break;
            }
        }
        if found.is_none() && pos.talon_is_free() {
            found = (0..pos.tlen)
                .find(|&i| safe & (1 << pos.talon[i as usize]) != 0)
                .map(|i| Mv::Talon {
                    q: i + 1,
                    to: Dest::Home,
                });
        }
        let Some(mv) = found else { return };
        apply(pos, mv);
        if let Some(log) = log.as_deref_mut() {
            log.push(mv);
        }
    }
}

/// True when the rest is a formality: no face-down card and no talon card
/// that could be out of reach.
pub(super) fn is_decided_win(pos: &Pos) -> bool {
    pos.cols.iter().all(|c| c.down == 0) && (pos.tlen == 0 || pos.talon_is_free())
}

/// The moves home that finish a position [`is_decided_win`] accepts: the
/// lowest card not home is always on top of its column (columns are
/// descending runs) or reachable in the talon. `None` if that reasoning
/// fails (a position typed in notation whose columns are not runs).
pub(super) fn finish(pos: &Pos) -> Option<Vec<Mv>> {
    let mut p = *pos;
    let mut line = Vec::new();
    while p.cards_home() < 52 {
        let from_col = (0..7u8).find(|&i| {
            let col = &p.cols[i as usize];
            col.len > col.down && col.top().is_some_and(|c| p.fits_home(c))
        });
        let mv = match from_col {
            Some(i) => Mv::Col {
                from: i,
                count: 1,
                to: Dest::Home,
            },
            None => {
                let mut q = None;
                p.for_each_reachable(|at| {
                    if q.is_none() && p.fits_home(p.talon[at as usize - 1]) {
                        q = Some(at);
                    }
                });
                Mv::Talon {
                    q: q?,
                    to: Dest::Home,
                }
            }
        };
        apply(&mut p, mv);
        line.push(mv);
    }
    Some(line)
}
