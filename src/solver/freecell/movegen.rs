//! The moves of a position, in the solver's terms. The set is the model's
//! legal moves (runs move as one supermove up to (free cells + 1) ×
//! 2^(empty columns)), with moves to an empty column or free cell listed for
//! the first such place only: the others lead to the same canonical position.

use super::pos::{builds, rank, IMove, Loc, Pos, NONE};

/// Appends every move of `p` to `out`.
pub(super) fn moves<const CAP: usize>(p: &Pos<CAP>, out: &mut Vec<IMove>) {
    let free = p.free_cells();
    let empties = p.empty_cols();
    let first_empty = p.lens.iter().position(|&n| n == 0);
    let first_cell_free = free > 0;
    // Onto a non-empty column every empty column helps; onto an empty one,
    // the others do.
    let max_onto_card = (free + 1) << empties;
    let max_onto_empty = if empties > 0 {
        (free + 1) << (empties - 1)
    } else {
        0
    };

    let mut tops = [0u8; 8];
    let mut runs = [0usize; 8];
    for i in 0..8 {
        if p.lens[i] > 0 {
            tops[i] = p.cols[i][p.lens[i] as usize - 1];
            runs[i] = p.run_len(i);
        }
    }
    // The cards of each top run, by where they lie (column, count from the
    // top); then for each column the two cards that could go on it are
    // looked up instead of trying every column against every other.
    let mut at = [(0xFFu8, 0u8); 52];
    for i in 0..8 {
        let len = p.lens[i] as usize;
        for k in 1..=runs[i] {
            at[p.cols[i][len - k] as usize] = (i as u8, k as u8);
        }
    }
    let mut targets = [0u8; 8];
    let mut counts = [[0u8; 8]; 8];
    for (j, (&dest, &n)) in tops.iter().zip(&p.lens).enumerate() {
        let r = rank(dest);
        if n == 0 || r <= 1 {
            continue;
        }
        let suits: [u8; 2] = if matches!(dest % 4, 1 | 2) {
            [0, 3]
        } else {
            [1, 2]
        };
        for s in suits {
            let card = (r - 2) * 4 + s;
            let (i, k) = at[card as usize];
            if i != 0xFF && i as usize != j && k as usize <= max_onto_card {
                targets[i as usize] |= 1 << j;
                counts[i as usize][j] = k;
            }
        }
    }
    out.reserve(64);
    for i in 0..8 {
        let len = p.lens[i] as usize;
        if len == 0 {
            continue;
        }
        let top = tops[i];
        let from = Loc::Col(i as u8);
        if p.fits_home(top) {
            out.push(IMove {
                card: top,
                from,
                to: Loc::Found,
                count: 1,
            });
        }
        let run = runs[i];
        let mut bits = targets[i];
        while bits != 0 {
            let j = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let k = counts[i][j] as usize;
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
                let card = p.cols[i][len - k];
                out.push(IMove {
                    card,
                    from,
                    to: Loc::Col(e as u8),
                    count: k as u8,
                });
            }
        }
        if first_cell_free {
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
