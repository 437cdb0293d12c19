//! The store on real files: a temporary data directory (through
//! `XDG_DATA_HOME`, which the tests here share one at a time), checking
//! that nothing the player has is lost when files are damaged.

use felt::games::GAMES;
use felt::model::date::Date;
use felt::storage::store::Store;

#[path = "support/data_dir.rs"]
mod support;
use support::*;

#[test]
fn two_damaged_settings_files_in_a_row_are_both_kept() {
    in_fresh_dir("bad", |dir| {
        std::fs::write(dir.join("settings"), "first damaged").unwrap();
        let (_, loaded) = Store::load();
        assert_eq!(loaded.notes.len(), 1, "{:?}", loaded.notes);
        std::fs::write(dir.join("settings"), "second damaged").unwrap();
        let (_, loaded) = Store::load();
        assert!(
            loaded.notes[0].contains("settings.bad.1"),
            "{:?}",
            loaded.notes
        );
        std::fs::write(dir.join("settings"), "third damaged").unwrap();
        Store::load();
        let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
        assert_eq!(read("settings.bad"), "first damaged");
        assert_eq!(read("settings.bad.1"), "second damaged");
        assert_eq!(read("settings.bad.2"), "third damaged");
        assert!(!dir.join("settings").exists());
    });
}

#[test]
fn statistics_at_the_top_take_one_more_loss_and_still_load() {
    in_fresh_dir("stats", |dir| {
        let max = u32::MAX;
        let file = format!("felt stats 1\nklondike={max} 7 0 3 - -\nvegas_bank=-40\n");
        std::fs::write(dir.join("stats"), file).unwrap();
        let (mut store, loaded) = Store::load();
        assert!(loaded.notes.is_empty(), "{:?}", loaded.notes);
        let mut stats = loaded.stats;
        stats.lost(GAMES[0].variant);
        assert_eq!(store.save_stats(&mut stats), None);
        let (_, again) = Store::load();
        assert!(again.notes.is_empty(), "{:?}", again.notes);
        assert_eq!(again.stats.record(GAMES[0].variant).played, max);
        assert_eq!(again.stats, stats);
        assert!(!dir.join("stats.bad").exists());
    });
}

#[test]
fn an_old_stats_file_loads_and_takes_daily_wins_that_round_trip() {
    in_fresh_dir("daily", |dir| {
        let body = "felt stats 2\ngolf=3 2 1 1 40 30\nvegas_bank=0\n";
        std::fs::write(dir.join("stats"), with_check(body)).unwrap();
        let (mut store, loaded) = Store::load();
        assert!(loaded.notes.is_empty(), "{:?}", loaded.notes);
        let golf: felt::games::Variant = "golf".parse().unwrap();
        let mut stats = loaded.stats;
        assert_eq!(stats.record(golf).won, 2, "the old file's record");
        let day = |d: &str| d.parse::<Date>().unwrap();
        for d in ["2025-02-28", "2025-03-01", "2025-03-03"] {
            stats.daily_won(golf, day(d));
        }
        assert_eq!(store.save_stats(&mut stats), None);
        let text = std::fs::read_to_string(dir.join("stats")).unwrap();
        assert!(text.starts_with("felt stats 3\n"), "{text}");
        assert!(
            text.contains("daily.golf=2025-02-28..2025-03-01 2025-03-03\n"),
            "{text}"
        );
        let (_, again) = Store::load();
        assert!(again.notes.is_empty(), "{:?}", again.notes);
        assert_eq!(again.stats, stats);
        assert_eq!(again.stats.daily_streak(golf, day("2025-03-03")), 1);
        assert_eq!(again.stats.daily_streak(golf, day("2025-03-01")), 2);
        assert_eq!(
            again.stats.daily_days_in_month(golf, day("2025-03-31")),
            vec![1, 3]
        );
        // A version 1 file (no check line) loads too.
        std::fs::write(dir.join("stats"), "felt stats 1\ngolf=1 1 1 1 20 10\n").unwrap();
        let (_, v1) = Store::load();
        assert!(v1.notes.is_empty(), "{:?}", v1.notes);
        assert_eq!(v1.stats.record(golf).won, 1);
    });
}

#[test]
fn an_oversized_or_cut_game_file_is_set_aside_whole() {
    in_fresh_dir("game", |dir| {
        let mut huge = b"felt game 1\nvariant=klondike\ndeal=3\ndone=".to_vec();
        huge.extend(b"stock waste;".repeat(500_000));
        std::fs::write(dir.join("game"), &huge).unwrap();
        let (_, loaded) = Store::load();
        assert!(loaded.game.is_none());
        assert!(
            loaded.notes[0].contains("larger than"),
            "{:?}",
            loaded.notes
        );
        assert_eq!(
            std::fs::read(dir.join("game.bad")).unwrap(),
            huge,
            "kept whole"
        );

        let deal = felt::games::Deal::new(GAMES[0].variant, 336678386).unwrap();
        let history = felt::model::history::History::new(felt::games::Game::new(deal));
        let saved = felt::storage::saved::SavedGame::of(
            felt::storage::saved::Start::Deal(deal),
            &history,
            3.0,
        );
        let text = String::from_utf8(saved.encode()).unwrap();
        let cut = text.replace("deal=336678386", "deal=336678");
        std::fs::write(dir.join("game"), &cut).unwrap();
        let (_, loaded) = Store::load();
        assert!(loaded.game.is_none(), "not another deal");
        assert_eq!(
            std::fs::read_to_string(dir.join("game.bad.1")).unwrap(),
            cut
        );
    });
}
