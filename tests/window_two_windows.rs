//! Two real windows (two Felt processes, each under its own Xvfb) on one
//! data folder: the statistics count every game either window played, and
//! the window whose save would replace the other's game says so instead.

#[path = "support/window.rs"]
#[allow(unused_imports)]
mod support;
use support::*;

/// The arguments that start Klondike's deal `number`.
fn klondike_args(number: u64) -> Vec<String> {
    ["--variant", "klondike", "--deal", &number.to_string()]
        .iter()
        .map(|a| a.to_string())
        .collect()
}

/// Waits up to 20 s for `file` to satisfy `cond`; its text then.
fn until_file(file: &Path, what: &str, cond: impl Fn(&str) -> bool) -> String {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        if cond(&text) {
            return text;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{what}; {} holds:\n{text}",
            file.display()
        );
        sleep(Duration::from_millis(200));
    }
}

/// Klondike's record line in the statistics, as `played won …`.
fn klondike_record(stats: &str) -> Option<&str> {
    stats.lines().find_map(|l| l.strip_prefix("klondike="))
}

/// A draw from the stock, then a new deal, which counts the game as lost.
fn play_one_and_give_up(window: &Session) {
    window.key("d");
    sleep(Duration::from_millis(500));
    window.key("n");
    window.key("Right");
    window.key("Return");
}

#[test]
fn three_games_in_one_window_and_one_in_another_both_count_and_neither_game_is_lost() {
    let data = scratch("two-windows-data");
    let stats = data.join("felt").join("stats");
    let game = data.join("felt").join("game");
    // Window B opens first, then window A; both stay open.
    let b = Session::start_with(&klondike_args(5), Some(&data), "two-b.png");
    b.until_title("Felt · Klondike, draw 1");
    let a = Session::launch(&klondike_args(6), Some(&data), "two-a.png")
        .unwrap_or_else(|why| panic!("the second window: {why}"));
    a.until_title("Felt · Klondike, draw 1");
    for n in 1..=3 {
        play_one_and_give_up(&a);
        until_file(&stats, &format!("A's game {n} is counted"), |t| {
            klondike_record(t).is_some_and(|r| r.starts_with(&format!("{n} ")))
        });
    }
    let kept = std::fs::read_to_string(&game).expect("A's game is saved");
    play_one_and_give_up(&b);
    let text = until_file(&stats, "B's game is counted with A's three", |t| {
        klondike_record(t).is_some_and(|r| !r.starts_with("3 "))
    });
    assert_eq!(klondike_record(&text), Some("4 0 0 0 - -"), "{text}");
    let said = std::fs::read_to_string(&b.log).unwrap_or_default();
    assert!(
        said.contains("another Felt window saved its game"),
        "B says why its game is not saved: {said}"
    );
    assert_eq!(
        std::fs::read_to_string(&game).unwrap(),
        kept,
        "A's saved game is kept"
    );
}
