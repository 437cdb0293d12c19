//! Invariants of the rules, checked over random deals and random legal
//! playouts.

use felt::games::klondike::{DrawCount, KlondikeOptions};
use felt::games::{Deal, Game, Variant};
use felt::model::card::Card;
use felt::model::history::History;
use felt::model::moves::Move;
use felt::model::pile::PileId;
use proptest::prelude::*;

fn variant(index: u8) -> Variant {
    match index % 4 {
        0 => Variant::Klondike(KlondikeOptions::standard(DrawCount::One)),
        1 => Variant::Klondike(KlondikeOptions::standard(DrawCount::Three)),
        2 => Variant::Klondike(KlondikeOptions::vegas(DrawCount::Three)),
        _ => Variant::FreeCell,
    }
}

/// Plays `choices.len()` legal moves, each picked by a random index among the
/// legal ones; returns the history with every position it passed.
fn playout(variant: Variant, number: u64, choices: &[usize]) -> (History, Vec<Game>) {
    let deal = Deal::new(variant, number).expect("number in range");
    let mut history = History::new(Game::new(deal));
    let mut seen = vec![history.game().clone()];
    for &choice in choices {
        let moves = history.game().legal_moves();
        if moves.is_empty() {
            break;
        }
        history
            .play(moves[choice % moves.len()])
            .expect("legal move");
        seen.push(history.game().clone());
    }
    (history, seen)
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

fn deal_numbers() -> impl Strategy<Value = u64> {
    1u64..=2_147_483_647
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_position_holds_52_distinct_cards(v in 0u8..4, n in deal_numbers(), choices in prop::collection::vec(any::<usize>(), 0..120)) {
        let (_, seen) = playout(variant(v), n, &choices);
        let deck: Vec<Card> = Card::deck().collect();
        for game in seen {
            prop_assert_eq!(all_cards(&game), deck.clone());
        }
    }

    #[test]
    fn undo_restores_every_position_and_redo_replays_them(v in 0u8..4, n in deal_numbers(), choices in prop::collection::vec(any::<usize>(), 0..80)) {
        let (mut history, seen) = playout(variant(v), n, &choices);
        for expected in seen.iter().rev().skip(1) {
            prop_assert!(history.undo());
            prop_assert_eq!(history.game(), expected);
        }
        prop_assert!(!history.undo());
        for expected in seen.iter().skip(1) {
            prop_assert!(history.redo());
            prop_assert_eq!(history.game(), expected);
        }
    }

    #[test]
    fn reachable_positions_round_trip_through_the_notation(v in 0u8..4, n in deal_numbers(), choices in prop::collection::vec(any::<usize>(), 0..120)) {
        let (history, _) = playout(variant(v), n, &choices);
        let game = history.game();
        let text = game.to_string();
        let back = Game::parse(game.variant(), &text).expect("own notation parses");
        prop_assert_eq!(back.to_string(), text);
        for ((id, pile), (id2, pile2)) in game.piles().into_iter().zip(back.piles()) {
            prop_assert_eq!(id, id2);
            prop_assert_eq!(pile, pile2);
        }
    }

    #[test]
    fn an_illegal_move_changes_nothing(v in 0u8..4, n in deal_numbers(), choices in prop::collection::vec(any::<usize>(), 0..60),
                                       from in 0u8..16, to in 0u8..16, count in 0u8..14) {
        let (mut history, _) = playout(variant(v), n, &choices);
        let pile = |i: u8| match i {
            0 => PileId::Stock,
            1 => PileId::Waste,
            2..=5 => PileId::Foundation(i - 2),
            6..=11 => PileId::Column(i - 6),
            _ => PileId::FreeCell(i - 12),
        };
        let mv = Move::Transfer { from: pile(from), to: pile(to), count };
        let before = history.clone();
        if history.play(mv).is_err() {
            prop_assert_eq!(history, before);
        }
    }

    #[test]
    fn parsers_never_panic(text in "(?s).{0,300}", v in 0u8..4) {
        let _ = Game::parse(variant(v), &text);
    }

    #[test]
    fn parsers_never_panic_on_near_notation(lines in prop::collection::vec(
        "(stock|waste|f[0-4]|t[0-8]|c[0-4]|Freecells|Foundations|)[: ]{0,2}(\\[? ?(10|[0-9ATJQKX])[CDHSX]?\\]? ?|[HCDS]-[0-9AKQJT] ?|- ){0,9}", 0..12), v in 0u8..4) {
        let _ = Game::parse(variant(v), &lines.join("\n"));
    }
}
