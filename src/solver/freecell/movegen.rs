//! The moves of a position, in the solver's terms. The set is the model's
//! legal moves (runs move as one supermove up to (free cells + 1) ×
//! 2^(empty columns)), with moves to an empty column or free cell listed for
//! the first such place only: the others lead to the same canonical position.

use super::pos::{rank, red, IMove, Loc, Pos, NONE};

/// Appends every move of `p` to `out`.
pub(super) fn moves<const CAP: usize>(p: &Pos<CAP>, out: &mut Vec<IMove>) {
    // Tops, and columns by their top card's rank and colour, in one pass.
    let mut tops = [0u8; 8];
    let mut by_top = [0u8; 28];
    let mut empty = 0u8;
    for (i, t) in tops.iter_mut().enumerate() {
        let n = p.lens[i] as usize;
        if n == 0 {
            empty |= 1 << i;
        } else {
            *t = p.cols[i][n - 1];
            by_top[slot(*t)] |= 1 << i;
        }
    }
    let free = p.free_cells();
    let empties = empty.count_ones() as usize;
    let first_empty = (empty != 0).then(|| empty.trailing_zeros() as u8);
    // Onto a non-empty column every empty column helps; onto an empty one,
    // the others do.
    let max_onto_card = (free + 1) << empties;
    let max_onto_empty = if empties > 0 {
        (free + 1) << (empties - 1)
    } else {
        0
    };
    out.reserve(64);
    for (i, &top) in tops.iter().enumerate() {
        if empty & (1 << i) != 0 {
            continue;
        }
        let len = p.lens[i] as usize;
        let col = &p.cols[i];
        let from = Loc::Col(i as u8);
        if p.fits_home(top) {
            out.push(IMove {
                card: top,
                from,
                to: Loc::Found,
                count: 1,
            });
        }
        let run = p.info(i).run as usize;
        // The run's cards alternate in colour and climb one rank at a time
        // from the top, so the `k`th card up from the top fits on the
        // columns whose tops sit in `slot` `k` ranks above the top's slot,
        // with the colour flipped when `k` is odd. (Looked up by rank and
        // colour rather than trying every column; listed by target column,
        // as the search's tie-breaks expect.)
        let r = rank(top) as usize;
        let most = run.min(max_onto_card).min(13 - r);
        if most == 1 {
            // The usual case (no room for more): the top card alone.
            let mut targets = by_top[(slot(top) + 2) ^ 1] & !(1 << i);
            while targets != 0 {
                let j = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                out.push(IMove {
                    card: top,
                    from,
                    to: Loc::Col(j),
                    count: 1,
                });
            }
        } else if most > 1 {
            let mut targets = 0u8;
            let mut counts = [0u8; 8];
            let base = slot(top);
            for k in 1..=most {
                // Two slots a rank, colour in the low bit.
                let bits = by_top[(base + 2 * k) ^ (k & 1)] & !(1 << i);
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
                    card: col[len - k],
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
                out.push(IMove {
                    card: col[len - k],
                    from,
                    to: Loc::Col(e),
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
        // The columns whose tops are one rank up, of the other colour.
        let mut targets = if rank(c) < 13 {
            by_top[(slot(c) + 2) ^ 1]
        } else {
            0
        };
        while targets != 0 {
            let j = targets.trailing_zeros() as u8;
            targets &= targets - 1;
            out.push(IMove {
                card: c,
                from: Loc::Cell,
                to: Loc::Col(j),
                count: 1,
            });
        }
        if let Some(e) = first_empty {
            out.push(IMove {
                card: c,
                from: Loc::Cell,
                to: Loc::Col(e),
                count: 1,
            });
        }
    }
}

/// Where a card's rank and colour file it in the lookup by top card: two
/// slots a rank, red in the low bit.
fn slot(c: u8) -> usize {
    rank(c) as usize * 2 + usize::from(red(c))
}
