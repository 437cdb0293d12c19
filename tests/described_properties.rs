//! The invariants of `model_properties`, over the described games alone
//! (the list's share of cases per game is small): random legal playouts
//! keep the whole deck, undo restores, notation round-trips, a refused
//! move changes nothing, and the legal moves are exactly those `check`
//! takes.

use felt::games::{Deal, Game, Variant, GAMES};
use felt::model::card::Card;
use felt::model::history::History;
use felt::model::moves::Move;
use felt::model::pile::PileId;
use proptest::prelude::*;

/// The described games of the list.
fn described() -> Vec<Variant> {
    GAMES
        .iter()
        .filter(|g| matches!(g.variant, Variant::Described(_)))
        .map(|g| g.variant)
        .collect()
}

fn playout(index: usize, number: u64, choices: &[usize]) -> History {
    let games = described();
    let variant = games[index % games.len()];
    let mut history = History::new(Game::new(Deal::new(variant, number).unwrap()));
    for &choice in choices {
        let moves = history.game().legal_moves();
        if moves.is_empty() {
            break;
        }
        history
            .play(moves[choice % moves.len()])
            .expect("legal move");
    }
    history
}

fn all_cards(game: &Game) -> Vec<Card> {
    let mut cards: Vec<Card> = game
        .piles()
        .iter()
        .flat_map(|(_, p)| p.cards().to_vec())
        .collect();
    cards.sort();
    cards
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn playouts_keep_the_deck_round_trip_and_undo(g in 0usize..8, n in 1u64..1_000_000, choices in prop::collection::vec(any::<usize>(), 0..150)) {
        let mut history = playout(g, n, &choices);
        let game = history.game().clone();
        let mut deck = game.deck().cards();
        deck.sort();
        prop_assert_eq!(all_cards(&game), deck);
        let text = game.to_string();
        let back = Game::parse(game.variant(), &text).expect("own notation parses");
        prop_assert_eq!(back.to_string(), text);
        let start = Game::new(Deal::new(game.variant(), n).unwrap());
        while history.undo() {}
        prop_assert_eq!(history.game(), &start);
    }

    #[test]
    fn the_legal_moves_are_exactly_the_moves_the_game_takes(g in 0usize..8, n in 1u64..1_000_000, choices in prop::collection::vec(any::<usize>(), 0..100)) {
        let history = playout(g, n, &choices);
        let game = history.game();
        let piles: Vec<(PileId, usize)> = game.piles().iter().map(|(id, p)| (*id, p.len())).collect();
        let mut taken = Vec::new();
        if game.check(Move::Draw).is_ok() {
            taken.push(Move::Draw);
        }
        for &(from, len) in &piles {
            for &(to, _) in &piles {
                for count in 1..=len {
                    let mv = Move::run(from, to, count);
                    if game.check(mv).is_ok() {
                        taken.push(mv);
                    }
                }
            }
        }
        let mut legal = game.legal_moves();
        legal.sort_by_key(|m| format!("{m:?}"));
        taken.sort_by_key(|m| format!("{m:?}"));
        prop_assert_eq!(legal, taken, "{}", game);
    }

    #[test]
    fn a_refused_move_changes_nothing(g in 0usize..8, n in 1u64..1_000_000, choices in prop::collection::vec(any::<usize>(), 0..60), from in 0usize..40, to in 0usize..40, count in 0u8..14) {
        let mut history = playout(g, n, &choices);
        let piles: Vec<PileId> = history.game().piles().iter().map(|(id, _)| *id).collect();
        let pile = |i: usize| piles.get(i).copied().unwrap_or(PileId::Column(27));
        let before = history.clone();
        for mv in [Move::Transfer { from: pile(from), to: pile(to), count }, Move::Pair { a: pile(from), b: pile(to) }] {
            let checked = history.game().check(mv);
            let played = history.play(mv);
            prop_assert_eq!(checked.is_ok(), played.is_ok());
            if played.is_err() {
                prop_assert_eq!(&history, &before);
            } else {
                break;
            }
        }
    }
}
