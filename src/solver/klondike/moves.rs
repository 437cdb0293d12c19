//! The solver's moves: stock play compressed into one move per reachable
//! card, eager safe moves home, and the finishing sweep.

use super::hash;
use super::state::{builds_on, card, is_red, rank, suit, twin, Pos};

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
    Talon { q: u8, to: Dest },
    Col { from: u8, count: u8, to: Dest },
    FromHome { suit: u8, to: u8 },
    /// A run moves off a face-up card (in column `from`) onto column `to`,
    /// and at once `then` fills the uncovered card's place or sends it home.
    Swap {
        from: u8,
        count: u8,
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
        Then::FromHome(suit) => Mv::FromHome { suit, to: from },
    }
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
        let mut found = None;
        for (i, col) in pos.cols.iter().enumerate() {
            if col.len > col.down {
                if let Some(top) = col.top() {
                    if pos.is_safe_home(top) {
                        found = Some(Mv::Col {
                            from: i as u8,
                            count: 1,
                            to: Dest::Home,
                        });
                        break;
                    }
                }
            }
        }
        if found.is_none() && pos.talon_is_free() {
            found = (0..pos.tlen)
                .find(|&i| pos.is_safe_home(pos.talon[i as usize]))
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

/// Cards that could be moved onto a column soon: talon cards, face-up
/// column cards and foundation tops, as a bit set by card index.
fn available(pos: &Pos) -> u64 {
    let mut mask = 0u64;
    for &c in &pos.talon[..pos.tlen as usize] {
        mask |= 1 << c;
    }
    for col in &pos.cols {
        for &c in &col.cards[col.down as usize..col.len as usize] {
            mask |= 1 << c;
        }
    }
    for (s, &r) in pos.home.iter().enumerate() {
        if r > 0 {
            mask |= 1 << card(r, s);
        }
    }
    mask
}

/// Appends the moves worth trying from `pos`, best first.
///
/// Pruned, because they cannot help: a king already at the bottom of its
/// column moving to another empty column; a run moving off a face-up card
/// unless that card can then go home or its other holder (the same rank and
/// colour, other suit, as the run's bottom) is about somewhere to take its
/// place; a card coming back from a foundation when it would go straight
/// home again or nothing could be built on it; kings to any but the first
/// empty column (columns are interchangeable).
pub(super) fn generate(pos: &Pos, scratch: &mut Vec<(u16, Mv)>, out: &mut Vec<Mv>) {
    scratch.clear();
    let mut push = |score: u16, mv: Mv| scratch.push((score, mv));
    let mut tops = [None; 7];
    for (i, col) in pos.cols.iter().enumerate() {
        tops[i] = col.top();
    }
    let first_empty = (0..7u8).find(|&i| pos.cols[i as usize].len == 0);
    let avail = available(pos);
    // The talon position of each card the stock can bring up (0: none).
    let mut reach_q = [0u8; 52];
    pos.for_each_reachable(|q| reach_q[pos.talon[q as usize - 1] as usize] = q);
    // A king that could use an empty column: one not already at the
    // bottom of a column.
    let kings_free = (0..4).any(|s| {
        let k = card(13, s);
        avail & (1 << k) != 0 && !pos.cols.iter().any(|c| c.len > 0 && c.cards[0] == k)
    });
    // With a free talon (draw one, unlimited passes) taking a card out
    // gains no access to others, so a talon card goes to a column only if
    // a card that could then lie on it is about.
    let free = pos.talon_is_free();
    let holder_about = |c: u8| {
        rank(c) > 1 && {
            let holders = if is_red(c) { [0, 3] } else { [1, 2] };
            holders
                .iter()
                .any(|&h| avail & (1 << card(rank(c) - 1, h)) != 0)
        }
    };

    for (a, col) in pos.cols.iter().enumerate() {
        let (len, down) = (col.len as usize, col.down as usize);
        if len == 0 || len == down {
            continue;
        }
        let top = col.cards[len - 1];
        if pos.fits_home(top) {
            let turns = len - 1 == down && down > 0;
            let score = if turns { 1100 + down as u16 } else { 700 };
            push(
                score,
                Mv::Col {
                    from: a as u8,
                    count: 1,
                    to: Dest::Home,
                },
            );
        }
        for i in col.run_start()..len {
            let r = col.cards[i];
            let count = (len - i) as u8;
            if i > down {
                partial_moves(pos, a, i, &reach_q, &tops, free, &holder_about, &mut push);
                continue;
            }
            // The whole face-up part: turning up a card first, deepest
            // column first. Emptying a column serves only a king that could
            // fill it.
            let score = if down > 0 {
                1000 + down as u16
            } else if kings_free {
                300
            } else {
                continue;
            };
            if rank(r) == 13 {
                if i > 0 {
                    if let Some(e) = first_empty {
                        push(
                            score,
                            Mv::Col {
                                from: a as u8,
                                count,
                                to: Dest::Col(e),
                            },
                        );
                    }
                }
                continue;
            }
            for (b, t) in tops.iter().enumerate() {
                if b != a && t.is_some_and(|t| builds_on(r, t)) {
                    push(
                        score,
                        Mv::Col {
                            from: a as u8,
                            count,
                            to: Dest::Col(b as u8),
                        },
                    );
                }
            }
        }
    }

    pos.for_each_reachable(|q| {
        let c = pos.talon[q as usize - 1];
        if pos.fits_home(c) {
            push(800, Mv::Talon { q, to: Dest::Home });
        }
        if free && !holder_about(c) {
            return;
        }
        if rank(c) == 13 {
            if let Some(e) = first_empty {
                push(
                    500,
                    Mv::Talon {
                        q,
                        to: Dest::Col(e),
                    },
                );
            }
            return;
        }
        for (b, t) in tops.iter().enumerate() {
            if t.is_some_and(|t| builds_on(c, t)) {
                push(
                    600,
                    Mv::Talon {
                        q,
                        to: Dest::Col(b as u8),
                    },
                );
            }
        }
    });

    for s in 0..4usize {
        let r = pos.home[s];
        if r <= 2 {
            continue; // nothing worth building on an ace or a two
        }
        let c = card(r, s);
        let mut back = *pos;
        back.home[s] -= 1;
        if back.is_safe_home(c) {
            continue;
        }
        if !holder_about(c) {
            continue;
        }
        if r == 13 {
            if let Some(e) = first_empty {
                push(
                    100,
                    Mv::FromHome {
                        suit: s as u8,
                        to: e,
                    },
                );
            }
            continue;
        }
        for (b, t) in tops.iter().enumerate() {
            if t.is_some_and(|t| builds_on(c, t)) {
                push(
                    100,
                    Mv::FromHome {
                        suit: s as u8,
                        to: b as u8,
                    },
                );
            }
        }
    }

    // Stable, so equal scores keep the generation order.
    scratch.sort_by(|x, y| y.0.cmp(&x.0));
    out.extend(scratch.iter().map(|&(_, mv)| mv));
}

/// Moves of the run from `col.cards[i]` up off the face-up card under it.
/// Such a move gains nothing by itself, so it is offered only together with
/// what it is for, made at once: the uncovered card goes home, or the run
/// bottom's twin (same rank and colour) takes its place, from the talon, a
/// foundation, or the base of another column's face-up run. Any winning
/// line that moves the run off for a later purpose can make the move just
/// before that purpose instead.
#[allow(clippy::too_many_arguments)]
fn partial_moves(
    pos: &Pos,
    a: usize,
    i: usize,
    reach_q: &[u8; 52],
    tops: &[Option<u8>; 7],
    free: bool,
    holder_about: &impl Fn(u8) -> bool,
    push: &mut impl FnMut(u16, Mv),
) {
    let col = &pos.cols[a];
    let (r, s) = (col.cards[i], col.cards[i - 1]);
    let count = col.len - i as u8;
    let w = twin(r);
    let mut thens: [(u16, Then); 4] = [(0, Then::Home); 4];
    let mut n = 0;
    if pos.fits_home(s) {
        thens[n] = (900, Then::Home);
        n += 1;
    }
    let q = reach_q[w as usize];
    if q > 0 && (!free || holder_about(w)) {
        thens[n] = (450, Then::Talon(q));
        n += 1;
    }
    if pos.home[suit(w)] == rank(w) {
        thens[n] = (150, Then::FromHome(suit(w) as u8));
        n += 1;
    }
    let base = (0..7).find(|&c| {
        let o = &pos.cols[c];
        c != a && o.len > o.down && o.cards[o.down as usize] == w
    });
    for (b, t) in tops.iter().enumerate() {
        if b == a || !t.is_some_and(|t| builds_on(r, t)) {
            continue;
        }
        let swap = |then| Mv::Swap {
            from: a as u8,
            count,
            to: b as u8,
            then,
        };
        for &(score, then) in &thens[..n] {
            push(score, swap(then));
        }
        if let Some(c) = base.filter(|&c| c != b) {
            let down = pos.cols[c].down as u16;
            push(if down > 0 { 1000 + down } else { 350 }, swap(Then::Col(c as u8)));
        }
    }
}
