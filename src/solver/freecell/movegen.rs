//! The moves of a position, in the solver's terms. The set is the model's
//! legal moves (runs move as one supermove up to (free cells + 1) ×
//! 2^(empty columns)), with moves to an empty column or free cell listed for
//! the first such place only: the others lead to the same canonical position.

use super::facts::Facts;
use super::pos::{builds, rank, red, IMove, Loc, Pos, NONE};

/// Appends every move of `p` (whose [`Facts`] are `facts`) to `out`.
pub(super) fn moves<const CAP: usize>(p: &Pos<CAP>, facts: &Facts, out: &mut Vec<IMove>) {
    let free = p.free_cells();
    let empties = p.empty_cols();
    let first_empty = p.lens.iter().position(|&n| n == 0);
    // Onto a non-empty column every empty column helps; onto an empty one,
    // the others do.
    let max_onto_card = (free + 1) << empties;
    let max_onto_empty = if empties > 0 {
        (free + 1) << (empties - 1)
    } else {
        0
    };
    let mut tops = [0u8; 8];
    for (i, t) in tops.iter_mut().enumerate() {
        if p.lens[i] > 0 {
            *t = p.cols[i][p.lens[i] as usize - 1];
        }
    }
    // Columns by their top card's rank and colour.
    let mut by_top = [0u8; 28];
    for (j, &t) in tops.iter().enumerate() {
        if p.lens[j] > 0 {
            by_top[rank(t) as usize * 2 + usize::from(red(t))] |= 1 << j;
        }
    }
    out.reserve(64);
    for (i, &top) in tops.iter().enumerate() {
        let len = p.lens[i] as usize;
        if len == 0 {
            continue;
        }
        let from = Loc::Col(i as u8);
        if p.fits_home(top) {
            out.push(IMove {
                card: top,
                from,
                to: Loc::Found,
                count: 1,
            });
        }
        let run = facts.cols[i].run as usize;
        // The run's cards alternate in colour and climb one rank at a time
        // from the top, so `k` cards up from the top is a card of rank
        // `rank(top) + k - 1`, of the top's colour when `k` is odd: it fits
        // on the columns whose tops have the next rank and the other colour.
        // (Looked up by rank and colour rather than trying every column;
        // listed by target column, as the search's tie-breaks expect.)
        let mut targets = 0u8;
        let mut counts = [0u8; 8];
        let r = rank(top) as usize;
        for k in 1..=run.min(max_onto_card).min(13 - r) {
            let colour = red(top) != (k % 2 == 0);
            let bits = by_top[(r + k) * 2 + usize::from(!colour)] & !(1 << i);
            targets |= bits;
            let mut b = bits;
            while b != 0 {
                counts[b.trailing_zeros() as usize] = k as u8;
                b &= b - 1;
            }
        }
        while targets != 0 {
            let j = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            let k = counts[j] as usize;
            out.push(IMove {
                card: p.cols[i][len - k],
                from,
                to: Loc::Col(j as u8),
                count: k as u8,
            });
        }
        if let Some(e) = first_empty {
            // Moving a whole column to an empty one changes nothing.
            let most = run.min(max_onto_empty).min(len - usize::from(run == len));
            for k in (1..=most).rev() {
                out.push(IMove {
                    card: p.cols[i][len - k],
                    from,
                    to: Loc::Col(e as u8),
                    count: k as u8,
                });
            }
        }
        if free > 0 {
            out.push(IMove {
                card: top,
                from,
                to: Loc::Cell,
                count: 1,
            });
        }
    }
    for &c in &p.cells {
        if c == NONE {
            continue;
        }
        if p.fits_home(c) {
            out.push(IMove {
                card: c,
                from: Loc::Cell,
                to: Loc::Found,
                count: 1,
            });
        }
        for (j, (&dest, &n)) in tops.iter().zip(&p.lens).enumerate() {
            if n > 0 && builds(c, dest) {
                out.push(IMove {
                    card: c,
                    from: Loc::Cell,
                    to: Loc::Col(j as u8),
                    count: 1,
                });
            }
        }
        if let Some(e) = first_empty {
            out.push(IMove {
                card: c,
                from: Loc::Cell,
                to: Loc::Col(e as u8),
                count: 1,
            });
        }
    }
}
