//! Gypsy and Forty & Eight as descriptions play exactly as their own rules
//! did: the same deals, and along random playouts the same legal moves,
//! positions, counts and safe moves.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::Described;
use crate::games::fortyeight::FortyEight;
use crate::games::gypsy::Gypsy;
use crate::games::{Game, Variant};
use crate::model::moves::Move;
use crate::model::pile::PileId;

fn described(name: &str, number: u64) -> Game {
    let Variant::Described(id) = name.parse().unwrap() else {
        panic!("{name} is a description");
    };
    Game::Described(Described::deal(number, id))
}

fn sorted(game: &Game) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    moves
}

fn same(old: &Game, new: &Game, at: &str) {
    assert_eq!(old.to_string(), new.to_string(), "{at}");
    assert_eq!(sorted(old), sorted(new), "{at}\n{old}");
    assert_eq!(old.is_won(), new.is_won(), "{at}");
    assert_eq!(old.tally(), new.tally(), "{at}");
    assert_eq!(old.score(), new.score(), "{at}");
    assert_eq!(old.stock_left(), new.stock_left(), "{at}");
    assert_eq!(old.stock_label(), new.stock_label(), "{at}");
    assert_eq!(old.safe_home_move(), new.safe_home_move(), "{at}\n{old}");
    assert_eq!(old.is_trivially_won(), new.is_trivially_won(), "{at}");
    assert_eq!(old.home_first(), new.home_first(), "{at}");
    assert_eq!(old.alike().columns, new.alike().columns, "{at}");
    let ids: Vec<PileId> = old.piles().iter().map(|(id, _)| *id).collect();
    let new_ids: Vec<PileId> = new.piles().iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, new_ids, "{at}");
    for &from in &ids {
        assert_eq!(old.lift(from), new.lift(from), "{at} lift {from}\n{old}");
        for &to in &ids {
            for n in 1..=3 {
                let mv = Move::run(from, to, n);
                assert_eq!(
                    old.check(mv).is_ok(),
                    new.check(mv).is_ok(),
                    "{at} {mv}\n{old}"
                );
            }
        }
    }
    assert_eq!(old.check(Move::Draw).is_ok(), new.check(Move::Draw).is_ok());
}

fn playouts(old_deal: fn(u64) -> Game, name: &str) {
    for number in (1..=300).chain([1 << 20, u64::MAX - 7]) {
        assert_eq!(
            old_deal(number).to_string(),
            described(name, number).to_string(),
            "{name} deal {number}"
        );
    }
    let mut rng = SmallRng::seed_from_u64(35);
    for number in 1..=60 {
        let (mut old, mut new) = (old_deal(number), described(name, number));
        for step in 0..300 {
            let at = format!("{name} deal {number} step {step}");
            same(&old, &new, &at);
            let moves = old.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Now and then the safe move home, as auto-play makes it.
            let mv = match old.safe_home_move() {
                Some(safe) if rng.random_bool(0.5) => safe,
                _ => moves[rng.random_range(0..moves.len())],
            };
            let (a, b) = (old.play(mv).unwrap(), new.play(mv).unwrap());
            assert_eq!(format!("{a:?}"), format!("{b:?}"), "{at} {mv}");
        }
    }
}

#[test]
fn gypsy_described_plays_as_gypsy_did() {
    playouts(|n| Game::Gypsy(Gypsy::deal(n)), "gypsy");
}

#[test]
fn forty_and_eight_described_plays_as_forty_and_eight_did() {
    playouts(|n| Game::FortyEight(FortyEight::deal(n)), "fortyeight");
}
