//! A position's key from its piles alone: each pile hashed from its count
//! of face-down cards and its faces bottom first, the piles' hashes then
//! combined in the game's order of piles, with the columns (or cells) the
//! game calls alike sorted first so that their order drops out, and the
//! waste's turns last where the game limits them (what the notation leaves
//! out but the game counts: a Forty & Eight or a Vegas Klondike with no
//! turns left is another position).
//! Faces, not cards: two copies of a card are one to the rest of the game.

use crate::games::{Alike, Game};
use crate::model::pile::{Pile, PileId};
use crate::model::sort::sort_by_key;
use crate::solver::engine::hash::{combine, fnv_step, splitmix};

/// A pile's hash: its face-down count spread over the word (so the first
/// card's fold cannot undo it), then each face folded on.
fn pile(p: &Pile) -> u64 {
    p.cards()
        .iter()
        .fold(splitmix(p.face_down() as u64), |h, c| {
            fnv_step(h, c.face().index() as u64 + 1)
        })
}

/// The key of `game`'s position, its piles of the kinds in `alike` taken
/// in any order.
pub(super) fn key(game: &Game, alike: Alike) -> u64 {
    let mut key = 0;
    let mut columns = Vec::new();
    let mut cells = Vec::new();
    for (id, p) in game.piles() {
        let h = pile(p);
        match id {
            PileId::Column(_) if alike.columns => columns.push(h),
            PileId::FreeCell(_) if alike.cells => cells.push(h),
            _ => key = combine(key, h),
        }
    }
    sort_by_key(&mut columns, |h| *h);
    sort_by_key(&mut cells, |h| *h);
    // A mark between the groups, so a cell's hash cannot pass for a
    // column's.
    for group in [columns, cells] {
        key = combine(key, group.len() as u64);
        key = group.into_iter().fold(key, combine);
    }
    match game.turns_matter() {
        true => combine(key, u64::from(game.tally().recycles)),
        false => key,
    }
}
