//! A 128-bit Zobrist key for a position, the same for positions that differ
//! only in the order of the columns.
//!
//! Each column card contributes a key for (card, the card under it or the
//! table, face up or down); XOR does not care which column a card is in, and
//! the pairs pin down every column, so column order drops out with no
//! sorting. 128 bits make a false "seen" practically impossible (about
//! 10^-25 for ten million positions), so only keys are stored.

use std::sync::OnceLock;

use super::state::Pos;
use crate::solver::engine::hash::nth;

struct Keys {
    cell: [[[u128; 2]; 53]; 52],
    talon: [u128; 52],
    top: [u128; 53],
    home: [[u128; 14]; 4],
    recycles: [u128; 256],
}

/// The seed of the keys: the next two words of the engine's SplitMix64
/// sequence from it ([`nth`]) make each 128-bit key in turn.
const SEED: u64 = 0x5EED_F00D;

/// The next key: words `n + 1` and `n + 2` of the sequence, `n` moved on.
const fn key(n: &mut u64) -> u128 {
    *n += 2;
    (nth(SEED, *n - 1) as u128) << 64 | nth(SEED, *n) as u128
}

/// Fixed keys from a fixed seed, so every run (and the web build) agrees.
/// Built on first use rather than at compile time: as a constant the
/// 90 KB of random bits would sit, incompressible, in the web page.
static KEYS: OnceLock<Keys> = OnceLock::new();

fn keys() -> &'static Keys {
    KEYS.get_or_init(build)
}

const fn build() -> Keys {
    let mut s = 0;
    let mut k = Keys {
        cell: [[[0; 2]; 53]; 52],
        talon: [0; 52],
        top: [0; 53],
        home: [[0; 14]; 4],
        recycles: [0; 256],
    };
    let mut c = 0;
    while c < 52 {
        let mut b = 0;
        while b < 53 {
            k.cell[c][b][0] = key(&mut s);
            k.cell[c][b][1] = key(&mut s);
            b += 1;
        }
        k.talon[c] = key(&mut s);
        c += 1;
    }
    let mut t = 0;
    while t < 53 {
        k.top[t] = key(&mut s);
        t += 1;
    }
    let mut f = 0;
    while f < 4 {
        let mut r = 0;
        while r < 14 {
            k.home[f][r] = key(&mut s);
            r += 1;
        }
        f += 1;
    }
    let mut r = 0;
    while r < 256 {
        k.recycles[r] = key(&mut s);
        r += 1;
    }
    k
}

/// The position's key. The talon is its remaining cards (their order never
/// changes) plus the waste top, which fixes the position in it; when the
/// position cannot matter (draw one, unlimited passes) it is left out, so
/// positions that differ only there are one; likewise for positions on the
/// stock's cycle.
pub(super) fn key_of(pos: &Pos) -> u128 {
    let k = keys();
    let mut h = 0u128;
    for col in &pos.cols {
        let mut below = 52usize;
        for (i, &c) in col.cards[..col.len as usize].iter().enumerate() {
            let up = (i >= col.down as usize) as usize;
            h ^= k.cell[c as usize][below][up];
            below = c as usize;
        }
    }
    for &c in &pos.talon[..pos.tlen as usize] {
        h ^= k.talon[c as usize];
    }
    h ^= talon_place(pos);
    for (s, &r) in pos.home.iter().enumerate() {
        h ^= k.home[s][r as usize];
    }
    h
}

/// A column card's share of the key: the card, the card under it (`None`
/// for the table) and whether it lies face up.
#[inline]
pub(super) fn cell(c: u8, below: Option<u8>, up: bool) -> u128 {
    keys().cell[c as usize][below.map_or(52, |b| b as usize)][up as usize]
}

/// A foundation's share: its suit and rank home.
#[inline]
pub(super) fn home(s: usize, r: u8) -> u128 {
    keys().home[s][r as usize]
}

/// A talon card's share.
#[inline]
pub(super) fn talon(c: u8) -> u128 {
    keys().talon[c as usize]
}

/// The talon position's share (waste top and recycles left); zero when the
/// position does not count, and the same for every position on the stock's
/// cycle (see [`Pos::on_cycle`]).
#[inline]
pub(super) fn talon_place(pos: &Pos) -> u128 {
    if pos.talon_is_free() {
        0
    } else {
        let top = if pos.on_cycle() {
            52
        } else {
            pos.waste_top().map_or(52, |c| c as usize)
        };
        keys().top[top] ^ keys().recycles[pos.recycles as usize]
    }
}
