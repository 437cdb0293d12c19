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
        let saved = played(number, moves, seed);
        let back = SavedGame::decode(&saved.encode()).unwrap();
        prop_assert_eq!(back.history, saved.history);
    }
}

/// A random game of `moves` legal moves (some undone, and from time to time
/// a restart) from deal `number`.
fn played(number: u64, moves: usize, seed: u64) -> SavedGame {
    use felt::games::{Deal, Game};
    use felt::model::history::History;
    use felt::storage::saved::Start;
    let deal = Deal::new(felt::games::GAMES[(seed % 3) as usize].variant, number).unwrap();
    let mut history = History::new(Game::new(deal));
    let mut pick = seed;
    for _ in 0..moves {
        let legal = history.game().legal_moves();
        if legal.is_empty() {
            break;
        }
        pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
        history
            .play(legal[(pick >> 33) as usize % legal.len()])
            .unwrap();
        if pick.is_multiple_of(5) {
            history.undo();
        }
        if pick.is_multiple_of(97) {
            history.restart();
        }
    }
    SavedGame::of(Start::Deal(deal), &history, (seed % 10_000) as f64 / 10.0)
}

/// Every strict prefix of `bytes` either fails as damaged or, at worst,
/// reads back as the very same value (a cut after the last digit).
fn cuts_are_damage_or_the_same<T: PartialEq + std::fmt::Debug>(
    bytes: &[u8],
    decode: fn(&[u8]) -> Result<T, felt::storage::LoadError>,
) -> Result<(), TestCaseError> {
    let whole = decode(bytes).unwrap();
    for len in 0..bytes.len() {
        match decode(&bytes[..len]) {
            Err(felt::storage::LoadError::Damaged(_)) => {}
            Ok(value) => prop_assert_eq!(&value, &whole, "cut at {} of {}", len, bytes.len()),
            Err(e) => prop_assert!(false, "cut at {}: {:?}", len, e),
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Around and past the undo bound: the save keeps the latest steps from
    /// a base position and reads back the very same history, still a deal.
    #[test]
    fn long_saved_games_round_trip_from_their_base(
        number in 1u64..30_000,
        extra in 0usize..120,
        seed in any::<u64>(),
    ) {
        use felt::model::history::MAX_UNDO;
        let saved = played(number, MAX_UNDO - 40 + extra, seed);
        let back = SavedGame::decode(&saved.encode()).unwrap();
        prop_assert!(back.history.steps().0.len() <= MAX_UNDO);
        prop_assert_eq!(back, saved);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_cut_game_file_is_damaged_not_another_game(
        number in 1u64..1_000_000_000,
        moves in 0usize..12,
        seed in any::<u64>(),
    ) {
        let number = if seed % 3 == 2 { number % 1_000_000 + 1 } else { number };
        let saved = played(number, moves, seed);
        cuts_are_damage_or_the_same(&saved.encode(), SavedGame::decode)?;
    }

    #[test]
    fn a_cut_settings_file_is_damaged_not_other_settings(
        volume in 0u32..=100,
        flags in any::<[bool; 8]>(),
        variant in 0usize..3,
        looks in (0usize..5, 0usize..4),
    ) {
        use felt::model::score::Scoring;
        use felt::storage::looks::{CardBack, TableColour};
        use felt::storage::settings::{Animation, IndexSize};
        let s = Settings {
            variant: felt::games::GAMES[variant].variant,
            click_to_move: flags[0],
            auto_play: std::array::from_fn(|i| flags[1 + i % 2]),
            sound: flags[3],
            volume: volume as f32 / 100.0,
            animation: if flags[4] { Animation::Fast } else { Animation::Off },
            four_color: flags[5],
            index: [IndexSize::Auto, IndexSize::Large, IndexSize::Small][looks.0 % 3],
            winnable_only: flags[7],
            scoring: if flags[0] { Scoring::Vegas } else { Scoring::Standard },
            vegas_cumulative: flags[1],
            card_back: CardBack::ALL[looks.0],
            table: TableColour::ALL[looks.1],
            paused: flags[2],
        };
        cuts_are_damage_or_the_same(&s.encode(), Settings::decode)?;
    }

    #[test]
    fn a_cut_stats_file_is_damaged_not_other_statistics(
        games in prop::collection::vec((0usize..3, any::<bool>(), 0u32..100_000, 0u32..1000), 0..30),
        bank in -100_000i64..100_000,
        days in prop::collection::vec((0usize..3, 0i64..40_000), 0..40),
    ) {
        let mut stats = Statistics::default();
        for (v, day) in days {
            let date = felt::model::date::Date::from_days(day);
            stats.daily_won(felt::games::GAMES[v].variant, date);
        }
        for (v, won, seconds, moves) in games {
            let variant = felt::games::GAMES[v].variant;
            if won {
                stats.won(variant, seconds, moves);
            } else {
                stats.lost(variant);
            }
        }
        stats.vegas_bank = bank;
        prop_assert_eq!(Statistics::decode(&stats.encode()), Ok(stats.clone()));
        cuts_are_damage_or_the_same(&stats.encode(), Statistics::decode)?;
    }
}
