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
        let have = rank(top) as usize;
        for (j, (&dest, &n)) in tops.iter().zip(&p.lens).enumerate() {
            if j == i || n == 0 {
                continue;
            }
            // Only the card one rank below `dest` can go there; find it in
            // the run by its rank.
            let want = rank(dest) as usize;
            if want <= have || want - have > run {
                continue;
            }
            let k = want - have;
            let card = p.cols[i][len - k];
            if builds(card, dest) && k <= max_onto_card {
                out.push(IMove {
                    card,
                    from,
                    to: Loc::Col(j as u8),
                    count: k as u8,
                });
            }
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
