//! Move generation: which moves are worth trying from a position, and in
//! what order.

use super::moves::{Dest, Mv, Then};
use super::state::{card, is_red, rank, suit, twin, Pos};
use crate::model::sort::sort_by_key;

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

/// Where the cards lie, gathered once per position so that the moves onto
/// or off a card are a few look-ups rather than scans of every column.
struct Tops {
    /// The column each card tops.
    col_of: [u8; 52],
    /// The column of each card in a column's face-up run on top.
    run_col: [u8; 52],
    /// Its index in that column.
    run_at: [u8; 52],
    /// Each column's [`super::state::Col::run_start`].
    run_start: [u8; 7],
}

impl Tops {
    fn new(pos: &Pos) -> Tops {
        let mut tops = Tops {
            col_of: [NONE; 52],
            run_col: [NONE; 52],
            run_at: [0; 52],
            run_start: [0; 7],
        };
        for (i, col) in pos.cols.iter().enumerate() {
            if let Some(t) = col.top() {
                tops.col_of[t as usize] = i as u8;
            }
            let start = col.run_start();
            tops.run_start[i] = start as u8;
            if col.len > col.down {
                for (j, &c) in col.cards[..col.len as usize].iter().enumerate().skip(start) {
                    tops.run_col[c as usize] = i as u8;
                    tops.run_at[c as usize] = j as u8;
                }
            }
        }
        tops
    }

    /// The columns whose top card `c` may lie on, in column order.
    #[inline]
    fn holders(&self, c: u8) -> impl Iterator<Item = u8> {
        let r = rank(c);
        let (mut x, mut y) = (NONE, NONE);
        if r < 13 {
            let hs = if is_red(c) { [0, 3] } else { [1, 2] };
            x = self.col_of[card(r + 1, hs[0]) as usize];
            y = self.col_of[card(r + 1, hs[1]) as usize];
            if y < x {
                std::mem::swap(&mut x, &mut y);
            }
        }
        [x, y].into_iter().filter(|&b| b != NONE)
    }
}

const NONE: u8 = u8::MAX;

/// Random bonuses for the scores, so ties and near ties fall in a
/// different order each time.
#[derive(Clone, Copy)]
pub(super) struct Noise {
    /// A xorshift64 state, advanced with each bonus.
    pub state: u64,
    /// The largest bonus (exclusive).
    pub most: u64,
}

/// Appends the moves worth trying from `pos`, best first.
///
/// Pruned, because a winning line never needs them where they are (it can
/// make them later, just before they serve): a king already at the bottom
/// of its column moving to another empty column; emptying a column while no
/// king could fill it; a run moving off a face-up card except together with
/// what it is for (see [`partial_moves`]); in draw one with unlimited passes,
/// a talon card onto a column while no card that could lie on it is about;
/// a card coming back from a foundation when it would go straight home
/// again or no card that could lie on it is about; kings to any but the
/// first empty column (columns are interchangeable).
///
/// With `noise` (its state advanced here) each score gets a random bonus
/// first, so ties and near ties fall in a different order each time.
pub(super) fn generate(
    pos: &Pos,
    scratch: &mut Vec<(u16, Mv)>,
    out: &mut Vec<Mv>,
    noise: Option<&mut Noise>,
) {
    scratch.clear();
    let mut push = |score: u16, mv: Mv| scratch.push((score, mv));
    let tops = Tops::new(pos);
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
        for i in tops.run_start[a] as usize..len {
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
            for b in tops.holders(r) {
                if b as usize != a {
                    push(
                        score,
                        Mv::Col {
                            from: a as u8,
                            count,
                            to: Dest::Col(b),
                        },
                    );
                }
            }
        }
    }

    // The talon cards that could go anywhere: the next cards home, the
    // cards that could lie on a column's top, and kings when a column is
    // empty. Most talon cards are none of these and are passed over with
    // one test.
    let mut wanted = 0u64;
    for (s, &r) in pos.home.iter().enumerate() {
        if r < 13 {
            wanted |= 1 << card(r + 1, s);
        }
    }
    for col in &pos.cols {
        if let Some(t) = col.top() {
            if rank(t) > 1 {
                let hs = if is_red(t) { [0, 3] } else { [1, 2] };
                wanted |= 1 << card(rank(t) - 1, hs[0]) | 1 << card(rank(t) - 1, hs[1]);
            }
        }
    }
    if first_empty.is_some() {
        wanted |= 0xF << card(13, 0);
    }
    pos.for_each_reachable(|q| {
        let c = pos.talon[q as usize - 1];
        if wanted & (1 << c) == 0 {
            return;
        }
        if pos.fits_home(c) {
            push(800, Mv::Talon { q, to: Dest::Home });
        }
        if free && !holder_about(c) {
            return;
        }
        if free {
            let to = if rank(c) == 13 { first_empty } else { None };
            for b in to.into_iter().chain(tops.holders(c)) {
                pair_moves(pos, q, c, b, &reach_q, &tops, &mut push);
            }
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
        for b in tops.holders(c) {
            push(
                600,
                Mv::Talon {
                    q,
                    to: Dest::Col(b),
                },
            );
        }
    });

    for s in 0..4usize {
        let r = pos.home[s];
        if r <= 2 {
            continue; // nothing worth building on an ace or a two
        }
        let c = card(r, s);
        // It would go straight home again (the safe rule, with it off).
        let (x, y) = if is_red(c) { (0, 3) } else { (1, 2) };
        if r <= 2 || (pos.home[x] + 1 >= r && pos.home[y] + 1 >= r) {
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
        for b in tops.holders(c) {
            push(
                100,
                Mv::FromHome {
                    suit: s as u8,
                    to: b,
                },
            );
        }
    }

    if let Some(noise) = noise {
        for x in scratch.iter_mut() {
            let state = &mut noise.state;
            // xorshift64
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            x.0 += (*state % noise.most) as u16;
        }
    }
    // Stable, so equal scores keep the generation order.
    sort_by_key(scratch, |x| std::cmp::Reverse(x.0));
    out.extend(scratch.iter().map(|&(_, mv)| mv));
}

/// In draw one with unlimited passes a talon card on a column serves only
/// to hold a card one rank lower (it can go home from the talon as well),
/// and every other move can be made before it (taking it out gains access
/// to nothing), so it goes on column `b` only together with the card put on
/// it: from the talon, the base of a movable run, or a foundation.
fn pair_moves(
    pos: &Pos,
    q: u8,
    c: u8,
    b: u8,
    reach_q: &[u8; 52],
    tops: &Tops,
    push: &mut impl FnMut(u16, Mv),
) {
    let r = rank(c);
    let hs = if is_red(c) { [0, 3] } else { [1, 2] };
    let pair = |then| Mv::TalonPair { q, to: b, then };
    for s in hs {
        let h = card(r - 1, s);
        let q2 = reach_q[h as usize];
        if q2 > 0 && q2 != q {
            push(605, pair(Then::Talon(q2 - (q2 > q) as u8)));
        }
        if pos.home[s] == r - 1 {
            push(600, pair(Then::FromHome(s as u8)));
        }
    }
    // The two cards that could lie on `c`, where they lie in a column's
    // run, in column order (two cards of a rank are never in one run).
    let (h0, h1) = (card(r - 1, hs[0]) as usize, card(r - 1, hs[1]) as usize);
    let mut xs = [tops.run_col[h0], tops.run_col[h1]];
    let mut hs_at = [h0, h1];
    if xs[1] < xs[0] {
        xs.swap(0, 1);
        hs_at.swap(0, 1);
    }
    for (x, h) in xs.into_iter().zip(hs_at) {
        if x == NONE || x == b {
            continue;
        }
        let col = &pos.cols[x as usize];
        let (down, len) = (col.down as usize, col.len as usize);
        let i = tops.run_at[h] as usize;
        let count = (len - i) as u8;
        if i == down {
            let score = if down > 0 { 610 + down as u16 } else { 602 };
            push(score, pair(Then::Col(x)));
        } else {
            push(603, pair(Then::Run(x, count)));
        }
    }
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
    tops: &Tops,
    free: bool,
    holder_about: &impl Fn(u8) -> bool,
    push: &mut impl FnMut(u16, Mv),
) {
    let col = &pos.cols[a];
    let (r, s) = (col.cards[i], col.cards[i - 1]);
    // Mostly the run has nowhere to go: nothing else need be worked out.
    if tops.holders(r).all(|b| b as usize == a) {
        return;
    }
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
    let base = Some(tops.run_col[w as usize] as usize)
        .filter(|&c| c != NONE as usize && c != a && tops.run_at[w as usize] == pos.cols[c].down);
    for b in tops.holders(r) {
        let b = b as usize;
        if b == a {
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
            push(
                if down > 0 { 1000 + down } else { 350 },
                swap(Then::Col(c as u8)),
            );
        }
    }
}
