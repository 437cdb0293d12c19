//! Invariants of the rules, checked over random deals and random legal
//! playouts of every game of the list.

use felt::games::{Deal, Game, Variant, GAMES};
use felt::model::card::{Card, Face};
use felt::model::history::History;
use felt::model::moves::Move;
use felt::model::pile::PileId;
use proptest::prelude::*;

/// The game of the list at `index` (wrapping round).
fn variant(index: u8) -> Variant {
    GAMES[usize::from(index) % GAMES.len()].variant
}

/// Indices of the list of games: every game gets its share of cases.
fn games() -> std::ops::Range<u8> {
    0..GAMES.len() as u8
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

/// Every pile's faces and face-down count: what the notation holds (which
/// copy of a face of a two-deck game is which, the reader numbers as it
/// reads).
fn faces(game: &Game) -> Vec<(PileId, Vec<Face>, usize)> {
    game.piles()
        .into_iter()
        .map(|(id, p)| {
            let faces = p.cards().iter().map(|c| c.face()).collect();
            (id, faces, p.face_down())
        })
        .collect()
}

/// Numbers every game of the list knows (FreeCell's are the smallest range).
fn deal_numbers() -> impl Strategy<Value = u64> {
    1u64..=2_147_483_647
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_position_holds_the_whole_deck_each_card_once(v in games(), n in deal_numbers(), choices in prop::collection::vec(any::<usize>(), 0..120)) {
        let (_, seen) = playout(variant(v), n, &choices);
        let mut deck: Vec<Card> = seen[0].deck().cards();
        deck.sort();
        prop_assert_eq!(deck.len(), seen[0].deck().len());
        for game in seen {
            prop_assert_eq!(all_cards(&game), deck.clone());
        }
    }

    #[test]
    fn undo_restores_every_position_and_redo_replays_them(v in games(), n in deal_numbers(), choices in prop::collection::vec(any::<usize>(), 0..80)) {
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
    fn reachable_positions_round_trip_through_the_notation(v in games(), n in deal_numbers(), choices in prop::collection::vec(any::<usize>(), 0..120)) {
        let (history, _) = playout(variant(v), n, &choices);
        let game = history.game();
        let text = game.to_string();
        let back = Game::parse(game.variant(), &text).expect("own notation parses");
        prop_assert_eq!(&back.to_string(), &text);
        prop_assert_eq!(faces(&back), faces(game));
        prop_assert_eq!(all_cards(&back), all_cards(game));
        // A deal reads back as exactly itself, card ids and all.
        let deal = Game::new(Deal::new(game.variant(), n).expect("in range"));
        prop_assert_eq!(Game::parse(deal.variant(), &deal.to_string()).expect("a deal parses"), deal);
    }

    #[test]
    fn an_illegal_move_changes_nothing(v in games(), n in deal_numbers(), choices in prop::collection::vec(any::<usize>(), 0..60),
                                       from in 0u8..26, to in 0u8..26, count in 0u8..15) {
        let (mut history, _) = playout(variant(v), n, &choices);
        // Every pile name there is, and one past the last of each kind.
        let pile = |i: u8| match i {
            0 => PileId::Stock,
            1 => PileId::Waste,
            2..=10 => PileId::Foundation(i - 2),
            11..=21 => PileId::Column(i - 11),
            _ => PileId::FreeCell(i - 22),
        };
        let before = history.clone();
        let transfer = Move::Transfer { from: pile(from), to: pile(to), count };
        for mv in [transfer, Move::Pair { a: pile(from), b: pile(to) }, Move::Draw] {
            let checked = history.game().check(mv);
            let played = history.play(mv);
            prop_assert_eq!(checked.is_ok(), played.is_ok(), "check and play agree on {}", mv);
            if played.is_err() {
                prop_assert_eq!(&history, &before);
            }
            if played.is_ok() {
                break;
            }
        }
    }

    #[test]
    fn the_legal_moves_are_exactly_the_moves_the_game_takes(v in games(), n in deal_numbers(), choices in prop::collection::vec(any::<usize>(), 0..60)) {
        let (history, _) = playout(variant(v), n, &choices);
        let game = history.game();
        let piles: Vec<(PileId, usize)> = game.piles().iter().map(|(id, p)| (*id, p.len())).collect();
        let mut tried = vec![Move::Draw];
        for &(from, len) in &piles {
            for &(to, _) in &piles {
                tried.extend((1..=len as u8).map(|count| Move::Transfer { from, to, count }));
                tried.push(Move::Pair { a: from, b: to });
            }
        }
        // A pair is the same move whichever card is named first; and a
        // game may list a move into one empty pile of a kind for all of
        // them (FreeCell's first empty cell), so an empty destination is
        // written by its kind alone.
        let empty = |id: PileId| game.piles().iter().any(|(p, pile)| *p == id && pile.is_empty());
        let sorted = |moves: Vec<Move>| {
            let mut moves: Vec<String> = moves
                .into_iter()
                .map(|mv| match mv {
                    Move::Pair { a, b } if b < a => format!("{:?}", Move::Pair { a: b, b: a }),
                    Move::Transfer { from, to, count } if empty(to) => {
                        format!("{from:?} to an empty {}, {count}", to.to_string().trim_end_matches(char::is_numeric))
                    }
                    mv => format!("{mv:?}"),
                })
                .collect();
            moves.sort();
            moves.dedup();
            moves
        };
        let taken = tried.into_iter().filter(|mv| game.check(*mv).is_ok()).collect();
        let legal = game.legal_moves();
        for mv in &legal {
            prop_assert!(game.check(*mv).is_ok(), "{} is listed but refused", mv);
        }
        prop_assert_eq!(sorted(legal), sorted(taken), "{}", game);
    }

    #[test]
    fn parsers_never_panic(text in "(?s).{0,300}", v in games()) {
        let _ = Game::parse(variant(v), &text);
    }

    #[test]
    fn parsers_never_panic_on_near_notation(lines in prop::collection::vec(
        "(stock|waste|f[0-8]|t1?[0-9]|c[0-4]|Freecells|Foundations|)[: ]{0,2}(\\[? ?(10|[0-9ATJQKX])[CDHSX]?\\]? ?|[HCDS]-[0-9AKQJT] ?|- ){0,9}", 0..12), v in games()) {
        let _ = Game::parse(variant(v), &lines.join("\n"));
    }
}
