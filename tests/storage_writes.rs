//! How the files are written: synced so a power cut leaves the old file or
//! the new one, never through a leftover folder in the way, keeping the
//! records of games this build does not know, and saying what happened in
//! words that fit each file.

#[path = "support/data_dir.rs"]
mod support;
use support::*;

use felt::games::{Deal, Game, GAMES};
use felt::model::history::History;
use felt::storage::saved::{SavedGame, Start};
use felt::storage::store::Store;

/// Set for the copy of this test binary that `strace` watches.
const SYNC_CHILD: &str = "FELT_SYNC_TEST_CHILD";

/// The save the watched copy makes: one game lost, into the data folder the
/// parent made.
fn save_one_loss() {
    let (mut store, loaded) = Store::load();
    let mut stats = loaded.stats;
    stats.lost(GAMES[0].variant);
    assert_eq!(store.save_stats(&mut stats), None);
}

#[test]
fn a_save_syncs_the_new_file_before_its_rename_and_the_folder_after() {
    if std::env::var_os(SYNC_CHILD).is_some() {
        save_one_loss();
        return;
    }
    in_fresh_dir("sync", |dir| {
        let log = dir.with_file_name("strace.log");
        let status = std::process::Command::new("strace")
            .args(["-f", "-y", "-o"])
            .arg(&log)
            .args(["-e", "trace=fsync,fdatasync,rename,renameat,renameat2"])
            .arg(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "a_save_syncs_the_new_file_before_its_rename_and_the_folder_after",
                "--test-threads=1",
            ])
            .env(SYNC_CHILD, "1")
            .stdout(std::process::Stdio::null())
            .status()
            .expect("strace runs the save (apt-get install strace)");
        assert!(status.success(), "the watched save failed");
        let log = std::fs::read_to_string(&log).unwrap();
        let calls: Vec<&str> = log.lines().filter(|l| l.contains("felt")).collect();
        let temp = format!("{}>", dir.join("stats.tmp").display());
        let folder = format!("<{}>", dir.display());
        let at = |what: &dyn Fn(&str) -> bool| calls.iter().position(|l| what(l));
        let renamed = at(&|l: &str| l.contains("rename") && l.contains("stats.tmp"))
            .unwrap_or_else(|| panic!("no rename of stats.tmp:\n{log}"));
        let file_synced = at(&|l: &str| l.contains("sync(") && l.contains(&temp))
            .unwrap_or_else(|| panic!("stats.tmp never synced:\n{log}"));
        let folder_synced = calls
            .iter()
            .rposition(|l| l.contains("fsync(") && l.contains(&folder))
            .unwrap_or_else(|| panic!("the folder never synced:\n{log}"));
        assert!(file_synced < renamed, "synced before the rename:\n{log}");
        assert!(renamed < folder_synced, "the folder after it:\n{log}");
        assert_eq!(
            read(dir, "stats").lines().nth(1),
            Some("klondike=1 0 0 0 - -")
        );
    });
}

#[test]
fn a_folder_left_where_a_save_writes_first_is_moved_aside_once_and_saves_go_on() {
    in_fresh_dir("tmpdir", |dir| {
        for name in ["stats.tmp", "game.tmp"] {
            std::fs::create_dir(dir.join(name)).unwrap();
            std::fs::write(dir.join(name).join("keep"), "mine").unwrap();
        }
        let k = GAMES[0].variant;
        let (mut store, loaded) = Store::load();
        let mut stats = loaded.stats;
        stats.lost(k);
        let note = store.save_stats(&mut stats).expect("told once");
        assert!(note.contains("stats.tmp"), "{note}");
        assert!(note.contains("moved aside"), "{note}");
        stats.lost(k);
        assert_eq!(store.save_stats(&mut stats), None, "once");
        let deal = Deal::new(k, 9).unwrap();
        let game = SavedGame::of(Start::Deal(deal), &History::new(Game::new(deal)), 1.0);
        assert!(store
            .save_game(&game)
            .is_some_and(|n| n.contains("game.tmp")));
        assert_eq!(store.save_game(&game), None);

        assert_eq!(read(dir, "stats.tmp.bad/keep"), "mine", "nothing lost");
        assert_eq!(read(dir, "game.tmp.bad/keep"), "mine");
        let (_, again) = Store::load();
        assert!(again.notes.is_empty(), "{:?}", again.notes);
        assert_eq!(again.stats.record(k).played, 2);
        assert_eq!(again.game, Some(game));
    });
}

#[test]
fn statistics_of_games_this_felt_does_not_know_are_kept_and_written_back() {
    in_fresh_dir("unknown", |dir| {
        let file = with_check(
            "felt stats 3\nklondike=2 1 1 1 100 90\nhexagon=5 2 1 2 40 60\n\
             vegas_bank=0\ndaily.hexagon=2025-03-01..2025-03-03\n",
        );
        std::fs::write(dir.join("stats"), &file).unwrap();
        let (mut store, loaded) = Store::load();
        assert!(loaded.notes.is_empty(), "{:?}", loaded.notes);
        let k = GAMES[0].variant;
        let mut stats = loaded.stats;
        assert_eq!(stats.record(k).played, 2);
        stats.lost(k);
        assert_eq!(store.save_stats(&mut stats), None);
        let text = read(dir, "stats");
        assert!(text.contains("\nklondike=3 1 0 1 100 90\n"), "{text}");
        assert!(text.contains("\nhexagon=5 2 1 2 40 60\n"), "{text}");
        assert!(
            text.contains("\ndaily.hexagon=2025-03-01..2025-03-03\n"),
            "{text}"
        );
        assert!(!dir.join("stats.bad").exists(), "not set aside");
        let (_, again) = Store::load();
        assert!(again.notes.is_empty(), "{:?}", again.notes);
        assert_eq!(again.stats.record(k).played, 3);
    });
}

#[test]
fn notes_about_the_saved_game_speak_of_one_game_and_of_the_others_as_many() {
    in_fresh_dir("words", |dir| {
        std::fs::write(dir.join("game"), "garbage").unwrap();
        std::fs::write(dir.join("settings"), "garbage").unwrap();
        let (_, loaded) = Store::load();
        let notes = loaded.notes.join("\n");
        assert!(notes.contains("the settings were damaged"), "{notes}");
        assert!(notes.contains("the saved game was damaged"), "{notes}");

        std::fs::write(dir.join("game"), "felt game 99\n").unwrap();
        std::fs::write(dir.join("stats"), "felt stats 99\n").unwrap();
        let (_, loaded) = Store::load();
        let notes = loaded.notes.join("\n");
        assert!(
            notes.contains("the saved game was written by a newer Felt: left as it is"),
            "{notes}"
        );
        assert!(
            notes.contains("the statistics were written by a newer Felt: left as they are"),
            "{notes}"
        );
    });
}
