//! Supermoves: a sequence going down in rank but of several suits moved
//! as one through empty columns. Spider moves only a run of one suit at a
//! time, but with `e` empty columns a sequence of up to `2^e` such runs
//! ("pieces") can go from one column to another and leave the empty
//! columns empty: the top pieces wait in an empty column while the
//! bottom ones move, then follow. In four suits most sequences on the
//! table are of several suits, and the best-first search, which sees each
//! step of such a shuffle as a loss (an empty column filled, a sequence
//! broken), seldom finds them one step at a time. The beam makes one as a
//! single move ([`Mv`] with a count past the column's lift); the winning
//! line gives its steps ([`expand`]).

use super::pos::{rank, Mv, Pos, COLUMNS};

/// The most pieces a supermove may carry: with four empty columns, 16.
const MOST_PIECES: usize = 16;

/// The lengths of the runs of one suit (pieces) that make the top
/// sequence of column `i` going down in rank, face up, top piece first;
/// at most `most` pieces.
pub(super) fn pieces(pos: &Pos, i: usize, most: usize) -> ([u8; MOST_PIECES], usize) {
    let mut lengths = [0u8; MOST_PIECES];
    let mut n = 0;
    let col = pos.col(i);
    let down = pos.down[i] as usize;
    let mut top = col.len();
    while n < most.min(MOST_PIECES) && top > down {
        // The piece ending at `top`: `lift` of a column cut at `top`.
        let mut bottom = top - 1;
        while bottom > down && col[bottom - 1] == col[bottom] + 1 {
            bottom -= 1;
        }
        lengths[n] = (top - bottom) as u8;
        n += 1;
        // The next piece must hold the card one rank higher, of another
        // suit (the same suit would have been part of this piece).
        if bottom == down || rank(col[bottom - 1]) != rank(col[bottom]) + 1 {
            break;
        }
        top = bottom;
    }
    (lengths, n)
}

/// The most pieces `empty` empty columns let a supermove carry.
pub(super) fn capacity(empty: usize) -> usize {
    (1usize << empty.min(4)).min(MOST_PIECES)
}

/// The empty columns of `pos`, of the game's `cols` (those past them are
/// not there to park a piece in).
fn empties(pos: &Pos, cols: usize) -> ([usize; COLUMNS], usize) {
    let mut out = [0; COLUMNS];
    let mut n = 0;
    for i in 0..cols {
        if pos.len(i) == 0 {
            out[n] = i;
            n += 1;
        }
    }
    (out, n)
}

/// The moves of one suit's run that make `mv` in `pos`: `mv` itself when
/// it moves one run; the steps through the empty columns when it is a
/// supermove.
pub(super) fn expand(pos: &Pos, cols: usize, mv: Mv, out: &mut Vec<Mv>) {
    if mv.is_deal() || mv.count as usize <= pos.lift(mv.from as usize) {
        out.push(mv);
        return;
    }
    let (mut free, mut n_free) = empties(pos, cols);
    // Into an empty column: the others help.
    if let Some(at) = free[..n_free].iter().position(|&i| i == mv.to as usize) {
        free.copy_within(at + 1..n_free, at);
        n_free -= 1;
    }
    let (lengths, n) = pieces(pos, mv.from as usize, MOST_PIECES);
    // The pieces the move carries, top first.
    let mut carried = 0;
    let mut k = 0;
    while carried < mv.count as usize && k < n {
        carried += lengths[k] as usize;
        k += 1;
    }
    debug_assert_eq!(
        carried, mv.count as usize,
        "a supermove carries whole pieces"
    );
    debug_assert!(k <= capacity(n_free), "too few empty columns");
    shuffle(&lengths[..k], mv.from, mv.to, &free[..n_free], out);
}

/// Moves the pieces (top first) from `from` to `to` with the `free`
/// columns empty: the top pieces into the first free column (with the
/// others' help), the rest to `to`, and the top pieces after them.
fn shuffle(pieces: &[u8], from: u8, to: u8, free: &[usize], out: &mut Vec<Mv>) {
    let n = pieces.len();
    if n == 1 {
        out.push(Mv {
            from,
            to,
            count: pieces[0],
        });
        return;
    }
    let Some((&park, rest)) = free.split_first() else {
        debug_assert!(false, "a supermove without an empty column");
        return;
    };
    let park = park as u8;
    // The bottom pieces go with the other free columns' help, at most
    // 2^(free - 1) of them; the top ones wait in `park`.
    let bottom = (n - 1).min(1 << rest.len().min(4));
    let top = n - bottom;
    shuffle(&pieces[..top], from, park, rest, out);
    shuffle(&pieces[top..], from, to, rest, out);
    shuffle(&pieces[..top], park, to, rest, out);
}
