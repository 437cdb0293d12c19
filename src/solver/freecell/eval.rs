//! How promising a position looks. Lower is better.

use super::pos::{rank, Pos, NONE};

use std::sync::OnceLock;
fn params() -> &'static [u32; 6] {
    static P: OnceLock<[u32; 6]> = OnceLock::new();
    P.get_or_init(|| {
        let s = std::env::var("FCP").unwrap_or("2 2 2 2 0 3".into());
        let v: Vec<u32> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
        [v[0], v[1], v[2], v[3], v[4], v[5]]
    })
}

/// The priority of a position reached after `g` moves.
pub(super) fn priority<const CAP: usize>(p: &Pos<CAP>, g: u32) -> u32 {
    let w = params();
    g * w[0] + w[5] * estimate(p)
}

/// An estimate, in moves, of what is left to do.
pub(super) fn estimate<const CAP: usize>(p: &Pos<CAP>) -> u32 {
    let w = params();
    let mut blockers = 0u32;
    for i in 0..8 {
        let mut low = u8::MAX;
        for &c in p.col(i) {
            let r = rank(c);
            if r > low {
                blockers += 1;
            } else {
                low = r;
            }
        }
    }
    let cells = p.cells.iter().filter(|&&c| c != NONE).count() as u32;
    let empties = p.empty_cols() as u32;
    let not_home = 52 - p.home() as u32;
    not_home * w[1] + blockers * w[2] + cells * w[3] + (8 - empties) * w[4]
}
