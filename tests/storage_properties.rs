//! The loaders of stored files, given any bytes, return a value or an error
//! and never panic; what they write they read back.

use felt::storage::saved::SavedGame;
use felt::storage::settings::Settings;
use felt::storage::stats::Statistics;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn loaders_never_panic_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = Settings::decode(&bytes);
        let _ = Statistics::decode(&bytes);
        let _ = SavedGame::decode(&bytes);
    }

    #[test]
    fn loaders_never_panic_on_near_files(
        kind in "(settings|stats|game|other)",
        version in 0u32..4,
        lines in prop::collection::vec("[a-z_]{0,12}=[a-z0-9 .;,|:-]{0,30}", 0..8),
    ) {
        let text = format!("felt {kind} {version}\n{}", lines.join("\n"));
        let _ = Settings::decode(text.as_bytes());
        let _ = Statistics::decode(text.as_bytes());
        let _ = SavedGame::decode(text.as_bytes());
    }

    #[test]
    fn saved_games_round_trip(number in 1u64..100_000, moves in 0usize..40, seed in any::<u64>()) {
        use felt::model::game::{Deal, Game};
        use felt::model::history::History;
        use felt::storage::saved::Start;
        let deal = Deal::new(felt::app::VARIANTS[(seed % 3) as usize], number).unwrap();
        let mut history = History::new(Game::new(deal));
        let mut pick = seed;
        for _ in 0..moves {
            let legal = history.game().legal_moves();
            if legal.is_empty() {
                break;
            }
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
            history.play(legal[(pick >> 33) as usize % legal.len()]).unwrap();
            if pick % 5 == 0 {
                history.undo();
            }
        }
        let saved = SavedGame::of(Start::Deal(deal), &history, 12.5);
        let back = SavedGame::decode(&saved.encode()).unwrap();
        prop_assert_eq!(back.history().unwrap(), history);
    }
}
