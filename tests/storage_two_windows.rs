//! Two windows on one data folder (two Felts started one after the other):
//! each window's store handle is a `Store::load`, as each process has one.
//! Statistics add up what each window played; the game in progress is the
//! one window's that saved it first, never silently replaced by the other's.

#[path = "support/data_dir.rs"]
mod support;
use support::*;

use felt::games::{Deal, Game, GAMES};
use felt::model::date::Date;
use felt::model::history::History;
use felt::storage::saved::{SavedGame, Start};
use felt::storage::store::Store;

/// Klondike's deal `number` with the stock drawn `draws` times.
fn klondike(number: u64, draws: usize) -> SavedGame {
    let deal = Deal::new(GAMES[0].variant, number).unwrap();
    let mut history = History::new(Game::new(deal));
    for _ in 0..draws {
        let draw = history.game().legal_moves()[0];
        history.play(draw).unwrap();
    }
    SavedGame::of(Start::Deal(deal), &history, 10.0)
}

#[test]
fn three_games_in_one_window_and_one_in_another_make_four() {
    in_fresh_dir("four", |_| {
        let k = GAMES[0].variant;
        // Window B opens first, then window A.
        let (mut b, from_b) = Store::load();
        let mut stats_b = from_b.stats;
        let (mut a, from_a) = Store::load();
        let mut stats_a = from_a.stats;
        for _ in 0..3 {
            stats_a.lost(k);
            assert_eq!(a.save_stats(&mut stats_a), None);
        }
        stats_b.won(k, 120, 95);
        assert_eq!(b.save_stats(&mut stats_b), None);

        let (_, again) = Store::load();
        let r = *again.stats.record(k);
        assert_eq!(
            (r.played, r.won, r.streak, r.best_streak),
            (4, 1, 1, 1),
            "A's three losses, then B's win"
        );
        assert_eq!((r.best_time, r.fewest_moves), (Some(120), Some(95)));
        assert_eq!(
            stats_b.record(k).played,
            4,
            "window B shows A's games once it has saved"
        );
    });
}

#[test]
fn daily_wins_and_streaks_of_both_windows_are_kept() {
    in_fresh_dir("daily", |_| {
        let golf: felt::games::Variant = "golf".parse().unwrap();
        let day = |d: &str| d.parse::<Date>().unwrap();
        let (mut a, from_a) = Store::load();
        let mut stats_a = from_a.stats;
        let (mut b, from_b) = Store::load();
        let mut stats_b = from_b.stats;
        stats_a.won(golf, 60, 30);
        stats_a.daily_won(golf, day("2025-03-01"));
        assert_eq!(a.save_stats(&mut stats_a), None);
        stats_b.won(golf, 50, 35);
        stats_b.daily_won(golf, day("2025-03-02"));
        assert_eq!(b.save_stats(&mut stats_b), None);
        stats_a.lost(golf);
        assert_eq!(a.save_stats(&mut stats_a), None);

        let (_, again) = Store::load();
        let r = *again.stats.record(golf);
        assert_eq!((r.played, r.won, r.streak, r.best_streak), (3, 2, 0, 2));
        assert_eq!((r.best_time, r.fewest_moves), (Some(50), Some(30)));
        assert_eq!(
            again.stats.daily_days_in_month(golf, day("2025-03-31")),
            vec![1, 2]
        );
        assert_eq!(again.stats, stats_a, "A, saving last, shows it all");
    });
}

#[test]
fn a_window_does_not_save_its_game_over_the_game_another_window_saved() {
    in_fresh_dir("game", |dir| {
        let (mut a, _) = Store::load();
        let (mut b, _) = Store::load();
        assert_eq!(b.save_game(&klondike(5, 1)), None);
        let note = a.save_game(&klondike(6, 1));
        let note = note.expect("window A is told its game is not saved");
        assert!(note.contains("another Felt"), "{note}");
        assert_eq!(
            std::fs::read(dir.join("game")).unwrap(),
            klondike(5, 1).encode(),
            "B's game is kept"
        );
        assert_eq!(a.save_game(&klondike(6, 2)), None, "told once");
        assert_eq!(b.save_game(&klondike(5, 2)), None, "B goes on saving");
        let (_, again) = Store::load();
        assert_eq!(again.game, Some(klondike(5, 2)));
        assert!(again.notes.is_empty(), "{:?}", again.notes);
    });
}

#[test]
fn the_same_saved_game_resumed_in_two_windows_is_kept_as_the_first_one_to_move_played_it() {
    in_fresh_dir("same", |dir| {
        assert_eq!(Store::load().0.save_game(&klondike(7, 1)), None);
        let (mut a, from_a) = Store::load();
        let (mut b, from_b) = Store::load();
        assert_eq!(from_a.game, Some(klondike(7, 1)));
        assert_eq!(from_b.game, Some(klondike(7, 1)));
        assert_eq!(b.save_game(&klondike(7, 3)), None);
        assert!(a.save_game(&klondike(7, 2)).is_some());
        assert_eq!(
            std::fs::read(dir.join("game")).unwrap(),
            klondike(7, 3).encode()
        );
    });
}

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Whatever two windows play and whenever each saves, the file ends up
    /// counting every game once.
    #[test]
    fn every_game_either_window_played_is_counted_once(
        steps in prop::collection::vec((any::<bool>(), 0u8..3, 1u32..500), 0..40),
    ) {
        in_fresh_dir("any", |_| {
            let k = GAMES[0].variant;
            let mut windows = [Store::load(), Store::load()].map(|(store, loaded)| (store, loaded.stats));
            let (mut played, mut won, mut fastest) = (0, 0, None::<u32>);
            for &(second, step, seconds) in &steps {
                let (store, stats) = &mut windows[usize::from(second)];
                match step {
                    0 => {
                        stats.lost(k);
                        played += 1;
                    }
                    1 => {
                        stats.won(k, seconds, 100);
                        played += 1;
                        won += 1;
                        fastest = Some(fastest.map_or(seconds, |f| f.min(seconds)));
                    }
                    _ => assert_eq!(store.save_stats(stats), None),
                }
            }
            for (store, stats) in &mut windows {
                assert_eq!(store.save_stats(stats), None);
            }
            let (_, again) = Store::load();
            let r = *again.stats.record(k);
            assert_eq!((r.played, r.won, r.best_time), (played, won, fastest), "{steps:?}");
            assert_eq!(&again.stats, &windows[1].1, "the last to save shows it all");
        });
    }
}
