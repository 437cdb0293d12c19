//! The moves of a position, best first, by a score of what each does
//! (turns a card up, empties a column, joins its own suit, sends a run
//! home...); every legal move for the exhaustive search, fewer for the
//! probes.

use super::pos::{rank, suit, Mv, Pos, Stock, COLUMNS};
use super::supermove::{capacity, pieces};
use crate::model::sort::sort_by_key;

/// Weights of a move's score: a run home, a card turned up, a column
/// emptied (or filled), a run onto its own suit or another, a break in
/// the column mended.
const HOME: i32 = 2_000;
const REVEAL: i32 = 100;
const EMPTY: i32 = 60;
const IN_SUIT: i32 = 30;
const IN_RANK: i32 = 8;
const BREAK: i32 = 12;
/// What a column past the game's holds for [`generate`]: a face of rank
/// 0, one rank below every card.
const BLOCKED: u8 = 0;
/// A deal comes after every other move.
const DEAL_SCORE: i32 = -1_000;

/// Appends the moves of `pos` to `out`, best first (ties in the order
/// generated: the deal, then by column). `scratch` is working space.
///
/// With `every`, every legal move (the exhaustive search that may prove a
/// deal lost); without, the moves a winning line seldom needs are left out
/// (the beam, which only looks for a win): part of a run of one suit onto
/// another column, a run lying in sequence moved into an empty column
/// (unless a card of the suit of the card it lay on could then go onto
/// that card), a whole column into an empty one, and all empty columns but
/// the first. A whole run moved off a card one rank higher of another suit
/// onto a third card is kept: in four suits that is how a column is dug
/// out (leaving it out, the beam solved 11 of four-suit deals 1-40 within
/// a second instead of 20). With `fills` (the beam's searches while the
/// stock remains, which may not deal onto an empty column) any run may go
/// into the first empty column: the fill that leaves the best position is
/// not always one the pruning keeps. Without `every` come also the
/// supermoves ([`supermove`](super::supermove)).
pub(super) fn generate(
    pos: &Pos,
    stock: &Stock,
    every: bool,
    fills: bool,
    scratch: &mut Vec<(i32, Mv)>,
    out: &mut Vec<Mv>,
) {
    scratch.clear();
    let ordered = pos.stock_left(stock) > 0;
    if pos.can_deal(stock) {
        let s = DEAL_SCORE;
        scratch.push((s, Mv::DEAL));
    }
    let cols = stock.cols;
    let lifts: [usize; COLUMNS] = std::array::from_fn(|i| pos.lift(i));
    // A column past the game's reads as a card nothing goes on (rank 0),
    // and has nothing to lift, so that the loops over the columns keep
    // their constant bound: with the game's count as their bound,
    // Spider's search took 5% more CPU.
    let mut tops: [Option<u8>; COLUMNS] = std::array::from_fn(|i| pos.col(i).last().copied());
    for top in &mut tops[cols..] {
        *top = Some(BLOCKED);
    }
    let first_empty = tops.iter().position(Option::is_none);
    // The faces that could move now (those in a column's top run).
    let mut wanted = [false; 64];
    if !every {
        for i in 0..COLUMNS {
            let col = pos.col(i);
            for &f in &col[col.len() - lifts[i]..] {
                wanted[f as usize] = true;
            }
        }
    }
    for from in 0..COLUMNS {
        let lift = lifts[from];
        let len = pos.len(from);
        let down = pos.down[from] as usize;
        let col = pos.col(from);
        for count in 1..=lift {
            // The probes move part of a run only into an empty column.
            if !every && count < lift && first_empty.is_none() {
                continue;
            }
            let moved = col[len - count];
            let below = (len - count > down).then(|| col[len - count - 1]);
            let reveals = count == len - down && down > 0;
            let empties = count == len;
            // What the run lies on now: its own suit one higher (part of
            // a run), another suit one higher, or a break.
            let on_suit = below.is_some_and(|b| b == moved + 1);
            let on_rank = below.is_some_and(|b| rank(b) == rank(moved) + 1);
            for (to, &dest) in tops.iter().enumerate() {
                if to == from || dest.is_some_and(|d| rank(d) != rank(moved) + 1) {
                    continue;
                }
                if dest.is_none() {
                    // Once the stock is empty the columns' order does not
                    // matter: one empty column stands for all, and a whole
                    // column moved to an empty one changes nothing.
                    let same = !ordered && (Some(to) != first_empty || empties);
                    // The probes move a run lying in sequence into an empty
                    // column only to free the card under it for a card of
                    // its suit that could come onto it.
                    let pruned = !every
                        && (Some(to) != first_empty
                            || empties
                            || !fills
                                && (on_suit
                                    || on_rank && !below.is_some_and(|b| wanted[b as usize - 1])));
                    if same || pruned {
                        continue;
                    }
                }
                let onto_suit = dest.is_some_and(|d| suit(d) == suit(moved));
                if !every && dest.is_some() && count < lift {
                    continue;
                }
                let mut s = 0;
                if reveals {
                    s += REVEAL + 8 * (6 - (down as i32 - 1).min(6));
                }
                match dest {
                    None => s -= EMPTY,
                    Some(_) if empties => s += EMPTY,
                    Some(_) => {}
                }
                if dest.is_some() {
                    s += if onto_suit { IN_SUIT } else { IN_RANK };
                }
                if on_suit {
                    s -= IN_SUIT;
                } else if on_rank {
                    s -= IN_RANK;
                } else if below.is_some() {
                    s += BREAK;
                }
                // The whole rest of a run from king to ace, onto the rest.
                let completes =
                    rank(moved) as usize + lifts[to] == 13 && rank(moved) as usize == count;
                if onto_suit && completes {
                    s += HOME;
                }
                let mv = Mv {
                    from: from as u8,
                    to: to as u8,
                    count: count as u8,
                };
                scratch.push((s, mv));
            }
        }
    }
    if !every {
        supermoves(pos, &tops, first_empty, scratch);
    }
    // Stable: equal scores keep the generated order.
    sort_by_key(scratch, |&(s, _)| std::cmp::Reverse(s));
    out.extend(scratch.iter().map(|&(_, mv)| mv));
}

/// Weights of [`eval`].
const E_HOME: i32 = 2_000;
const E_FACE_DOWN: i32 = 50;
const E_EMPTY: i32 = 60;
const E_IN_SUIT: i32 = 60;
const E_IN_RANK: i32 = 8;
const E_BREAK: i32 = 10;
/// A deal's cards mostly break runs; this keeps a deal from looking like
/// a loss by itself.
const E_DEALT: i32 = 12;

/// How promising a position looks, for the best-first probe: runs home,
/// cards face up (a column's last face-down cards weigh less: it is close
/// to empty), empty columns, face-up cards in sequence (more in suit),
/// cards dealt. A sum over the columns, so that a move's child is scored
/// from its parent's score ([`eval_after`]); the columns past a smaller
/// game's count as empty in every position alike, which orders nothing.
pub(super) fn eval(p: &Pos) -> i32 {
    (0..COLUMNS).map(|i| column_eval(p, i)).sum::<i32>() + head_eval(p)
}

/// The score of a position made from `parent` (scored `parent_eval`) by
/// `mv`: a move that is not a deal changes two columns. `parts` keeps
/// the parent's column scores (`i32::MIN`: not made yet).
pub(super) fn eval_after(
    p: &Pos,
    parent: &Pos,
    parent_eval: i32,
    mv: Mv,
    parts: &mut [i32; COLUMNS],
) -> i32 {
    if mv.is_deal() {
        return eval(p);
    }
    let (from, to) = (mv.from as usize, mv.to as usize);
    let mut part = |i: usize| {
        if parts[i] == i32::MIN {
            parts[i] = column_eval(parent, i);
        }
        parts[i]
    };
    parent_eval - head_eval(parent) - part(from) - part(to)
        + head_eval(p)
        + column_eval(p, from)
        + column_eval(p, to)
}

/// What [`eval`] counts outside the columns.
fn head_eval(p: &Pos) -> i32 {
    E_HOME * i32::from(p.home) + E_DEALT * i32::from(p.dealt)
}

/// [`eval`]'s part for column `i`.
fn column_eval(p: &Pos, i: usize) -> i32 {
    let col = p.col(i);
    let down = p.down[i] as usize;
    if col.is_empty() {
        return E_EMPTY;
    }
    let mut score = -(E_FACE_DOWN * down as i32 + 3 * (down * down) as i32);
    for w in col[down..].windows(2) {
        if w[0] == w[1] + 1 {
            score += E_IN_SUIT;
        } else if rank(w[0]) == rank(w[1]) + 1 {
            score += E_IN_RANK;
        } else {
            score -= E_BREAK;
        }
    }
    score
}

/// The beam's supermoves ([`supermove`](super::supermove)): a sequence of
/// two or more pieces onto a card one rank higher than its bottom card,
/// in another column, or into the first empty column (not a whole
/// column), through the other empty columns. Scored as a move of one
/// run: the pieces' suits past the first do not change the score. Into
/// an empty column as well as onto a card: four suits at 400,000
/// expansions, 1-300 solved 239 instead of 234.
fn supermoves(
    pos: &Pos,
    tops: &[Option<u8>; COLUMNS],
    first_empty: Option<usize>,
    scratch: &mut Vec<(i32, Mv)>,
) {
    let empty = tops.iter().filter(|t| t.is_none()).count();
    if empty == 0 {
        return;
    }
    let most = capacity(empty);
    // The columns past the game's are empty: no pieces to move, and not
    // the first empty column (a constant bound, as in `generate`).
    for from in 0..COLUMNS {
        let (lengths, n) = pieces(pos, from, most);
        if n < 2 {
            continue;
        }
        let len = pos.len(from);
        let down = pos.down[from] as usize;
        let col = pos.col(from);
        let mut count = lengths[0] as usize;
        for (k, &piece) in lengths[..n].iter().enumerate().skip(1) {
            count += piece as usize;
            // Pieces carried.
            let carried = k + 1;
            let moved = col[len - count];
            let below = (len - count > down).then(|| col[len - count - 1]);
            let reveals = count == len - down && down > 0;
            let on_suit = below.is_some_and(|b| b == moved + 1);
            let on_rank = below.is_some_and(|b| rank(b) == rank(moved) + 1);
            for to in 0..COLUMNS {
                let Some(&dest) = pos.col(to).last() else {
                    // Into the first empty column, the others helping:
                    // what lay under the sequence comes free.
                    if Some(to) == first_empty && count < len && carried <= capacity(empty - 1) {
                        let mut s = -EMPTY;
                        if reveals {
                            s += REVEAL + 8 * (6 - (down as i32 - 1).min(6));
                        }
                        if on_suit {
                            s -= IN_SUIT;
                        } else if on_rank {
                            s -= IN_RANK;
                        } else if below.is_some() {
                            s += BREAK;
                        }
                        let mv = Mv {
                            from: from as u8,
                            to: to as u8,
                            count: count as u8,
                        };
                        scratch.push((s, mv));
                    }
                    continue;
                };
                if to == from || rank(dest) != rank(moved) + 1 {
                    continue;
                }
                let mut s = 0;
                if reveals {
                    s += REVEAL + 8 * (6 - (down as i32 - 1).min(6));
                }
                if count == len {
                    s += EMPTY;
                }
                s += if suit(dest) == suit(moved) {
                    IN_SUIT
                } else {
                    IN_RANK
                };
                if on_suit {
                    s -= IN_SUIT;
                } else if on_rank {
                    s -= IN_RANK;
                } else if below.is_some() {
                    s += BREAK;
                }
                let mv = Mv {
                    from: from as u8,
                    to: to as u8,
                    count: count as u8,
                };
                scratch.push((s, mv));
            }
        }
    }
}
