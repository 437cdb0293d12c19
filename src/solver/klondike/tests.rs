//! The search's key kept by each move is the key made from nothing.

use super::generate::generate;
use super::hash::key_of;
use super::moves::{apply, auto};
use super::state::Pos;
use crate::games::described::Described;
use crate::games::Variant;
use crate::model::score::Scoring;

/// Random walks through dealt games (draw one and three, passes unlimited
/// and limited: Klondike and its Vegas games): every child's key, kept up to date by [`apply`] and
/// [`auto`] a few xors at a time, is [`key_of`] the child. The search
/// checks this only in debug builds; a key gone wrong would merge
/// positions that differ.
#[test]
fn every_childs_kept_key_is_the_key_made_from_nothing() {
    let mut checked = 0;
    for name in ["klondike", "klondike3"] {
        for scoring in [Scoring::Standard, Scoring::Vegas] {
            let Ok(Variant::Described(id)) =
                name.parse::<Variant>().map(|v| v.with_scoring(scoring))
            else {
                panic!("{name} is a description");
            };
            for number in 1..=8u64 {
                let game = Described::deal(number, id);
                let mut pos = Pos::from_model(&game).expect("a dealt game fits");
                auto(&mut pos, None);
                pos.key = key_of(&pos);
                let mut seed = number;
                let (mut scratch, mut moves) = (Vec::new(), Vec::new());
                for _ in 0..200 {
                    moves.clear();
                    generate(&pos, &mut scratch, &mut moves, None);
                    if moves.is_empty() {
                        break;
                    }
                    for &mv in &moves {
                        let mut child = pos;
                        apply(&mut child, mv);
                        auto(&mut child, None);
                        assert_eq!(child.key, key_of(&child), "deal {number}: {mv:?}");
                        checked += 1;
                    }
                    seed = seed
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let mv = moves[(seed >> 33) as usize % moves.len()];
                    apply(&mut pos, mv);
                    auto(&mut pos, None);
                }
            }
        }
    }
    assert!(checked > 2000, "{checked}");
}
