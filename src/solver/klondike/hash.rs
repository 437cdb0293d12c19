//! A 128-bit Zobrist key for a position ([`zobrist`]), the same for
//! positions that differ only in the order of the columns.
//!
//! Each column card contributes a key for (card, the card under it or the
//! table, face up or down); XOR does not care which column a card is in, and
//! the pairs pin down every column, so column order drops out with no
//! sorting. 128 bits make a false "seen" practically impossible (about
//! 10^-25 for ten million positions), so only keys are stored (the
//! engine's [`Puzzle::WIDE`](crate::solver::engine::Puzzle::WIDE) table).

use std::sync::OnceLock;

use super::state::Pos;
use crate::solver::engine::hash::zobrist;

/// The table's seed.
const SEED: u64 = 0x5EED_F00D;

/// Where each part's words lie in the table: for each card, a word for
/// each (card under it or the table, face down or up) and one for the
/// card in the talon; then the talon's top (a card or none), each
/// foundation's rank and the recycles left.
const PER_CARD: usize = 53 * 2 + 1;
const TOP: usize = 52 * PER_CARD;
const HOME: usize = TOP + 53;
const RECYCLES: usize = HOME + 4 * 14;
const WORDS: usize = RECYCLES + 256;

/// Fixed keys from a fixed seed, so every run (and the web build) agrees.
static KEYS: OnceLock<Vec<u128>> = OnceLock::new();

#[inline]
fn word(i: usize) -> u128 {
    KEYS.get_or_init(|| zobrist(SEED, WORDS))[i]
}

/// The position's key. The talon is its remaining cards (their order never
/// changes) plus the waste top, which fixes the position in it; when the
/// position cannot matter (draw one, unlimited passes) it is left out, so
/// positions that differ only there are one; likewise for positions on the
/// stock's cycle.
pub(super) fn key_of(pos: &Pos) -> u128 {
    let mut h = 0u128;
    for col in &pos.cols {
        let mut below = None;
        for (i, &c) in col.cards[..col.len as usize].iter().enumerate() {
            h ^= cell(c, below, i >= col.down as usize);
            below = Some(c);
        }
    }
    for &c in &pos.talon[..pos.tlen as usize] {
        h ^= talon(c);
    }
    h ^= talon_place(pos);
    for (s, &r) in pos.home.iter().enumerate() {
        h ^= home(s, r);
    }
    h
}

/// A column card's share of the key: the card, the card under it (`None`
/// for the table) and whether it lies face up.
#[inline]
pub(super) fn cell(c: u8, below: Option<u8>, up: bool) -> u128 {
    word(c as usize * PER_CARD + below.map_or(52, |b| b as usize) * 2 + up as usize)
}

/// A foundation's share: its suit and rank home.
#[inline]
pub(super) fn home(s: usize, r: u8) -> u128 {
    word(HOME + s * 14 + r as usize)
}

/// A talon card's share.
#[inline]
pub(super) fn talon(c: u8) -> u128 {
    word(c as usize * PER_CARD + PER_CARD - 1)
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
        word(TOP + top) ^ word(RECYCLES + pos.recycles as usize)
    }
}
