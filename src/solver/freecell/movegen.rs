//! The moves of a position, in the solver's terms. The set is the model's
//! legal moves (runs move as one supermove up to (free cells + 1) ×
//! 2^(empty columns)), with moves to an empty column or free cell listed for
//! the first such place only: the others lead to the same canonical position.

use super::pos::{rank, red, IMove, Loc, Pos, NONE};

/// Appends every move of `p` to `out`.
pub(super) fn moves<const CAP: usize>(p: &Pos<CAP>, out: &mut Vec<IMove>) {
    // Tops, runs, and columns by their top card's rank and colour, in one
    // pass; then the moves, column by column, in the order the search's
    // tie-breaks expect.
    let mut tops = [0u8; 8];
    let mut runs = [0u8; 8];
    let mut by_top = [0u8; 28];
    let mut busy = 0u8;
    for i in 0..8 {
        let n = p.lens[i] as usize;
        if n > 0 {
            let top = p.cols[i][n - 1];
            tops[i] = top;
            runs[i] = p.info(i).run;
            by_top[slot(top)] |= 1 << i;
            busy |= 1 << i;
        }
    }
    // The card each foundation wants next, as bits of card indices.
    let mut wanted = 0u64;
    for (s, &r) in p.found.iter().enumerate() {
        if r < 13 {
            wanted |= 1 << (r as usize * 4 + s);
        }
    }
    let free = p.free_cells();
    let empties = 8 - busy.count_ones() as usize;
    let first_empty = (empties > 0).then(|| (!busy).trailing_zeros() as u8);
    // Onto a non-empty column every empty column helps; onto an empty one,
    // the others do.
    let max_onto_card = (free + 1) << empties;
    let max_onto_empty = if empties > 0 {
        (free + 1) << (empties - 1)
    } else {
        0
    };
    out.reserve(64);
    let mut columns = busy;
    while columns != 0 {
        let i = columns.trailing_zeros() as usize;
        columns &= columns - 1;
        let top = tops[i];
        let len = p.lens[i] as usize;
        let col = &p.cols[i];
        let from = Loc::Col(i as u8);
        if wanted & (1 << top) != 0 {
            out.push(IMove {
                card: top,
                from,
                to: Loc::Found,
                count: 1,
            });
        }
        let run = runs[i] as usize;
        // The run's cards alternate in colour and climb one rank at a time
        // from the top, so the `k`th card up from the top fits on the
        // columns whose tops sit in `slot` `k` ranks above the top's slot,
        // with the colour flipped when `k` is odd. (Looked up by rank and
        // colour rather than trying every column; listed by target column.)
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
        if wanted & (1 << c) != 0 {
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
/// slots a rank, red in the low bit (a table, as it is wanted for every
/// column of every position).
fn slot(c: u8) -> usize {
    SLOTS[c as usize] as usize
}

const SLOTS: [u8; 52] = {
    let mut slots = [0; 52];
    let mut c = 0;
    while c < 52 {
        slots[c] = rank(c as u8) * 2 + red(c as u8) as u8;
        c += 1;
    }
    slots
};
