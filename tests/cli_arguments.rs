//! The built `felt` binary given arguments it cannot take: each is refused
//! with status 64 and a message that names what was given, and none of them
//! is taken silently (a second `--limit`, `--jobs` for one deal, a limit of
//! nothing, `felt help extra`).

use felt::games::GAMES;

#[path = "support/cli.rs"]
mod cli;

/// Runs `felt` with the arguments of `line`, away from the player's files
/// and display; gives its status, stdout and stderr.
fn felt(line: &str) -> (i32, String, String) {
    let args: Vec<&str> = line.split_whitespace().collect();
    let out = cli::felt("cli-arguments", &args)
        .output()
        .expect("felt runs");
    cli::outcome(&out)
}

/// `felt line` is a usage error whose first line is `felt: says`.
fn refused(line: &str, says: &str) {
    let (status, stdout, stderr) = felt(line);
    assert_eq!(status, 64, "felt {line}: {stdout}{stderr}");
    let first = stderr.lines().next().unwrap_or("");
    assert_eq!(first, format!("felt: {says}"), "felt {line}");
    assert!(stderr.contains("\nusage:"), "felt {line}: {stderr}");
}

#[test]
fn a_deal_that_is_no_number_or_range_is_named_whole() {
    for deals in ["-1", "-5", "1-", "+5", "1-x"] {
        refused(
            &format!("solve freecell {deals}"),
            &format!("`{deals}` is not a valid deal number or range (N or A-B, e.g. 7 or 1-100)"),
        );
    }
    refused(
        "bench hints --deals -5",
        "`-5` is not a valid deal number or range (N or A-B, e.g. 7 or 1-100)",
    );
    refused("deal klondike +5", "`+5` is not a valid deal number");
}

#[test]
fn deal_without_a_game_names_every_game() {
    let every: Vec<&str> = GAMES.iter().map(|g| g.id).collect();
    refused("deal", &format!("`deal` needs a game: {}", every.join(" ")));
}

#[test]
fn solve_without_a_game_names_the_games_with_a_solver() {
    let solved: Vec<&str> = GAMES.iter().filter(|g| g.solver).map(|g| g.id).collect();
    refused(
        "solve",
        &format!("`solve` needs a game: {}", solved.join(" ")),
    );
}

#[test]
fn a_limit_of_nothing_is_refused_however_it_is_written() {
    for limit in [
        "0s",
        "-0s",
        "0ms",
        "0",
        "0.0s",
        "1e-400s",
        "+5",
        "-5",
        "+5s",
        "NaNs",
        "infs",
        "1e3s",
        "ms",
        "s",
        ".s",
        "0.0000000001s",
    ] {
        let (status, _, stderr) = felt(&format!("solve freecell 1 --limit {limit}"));
        assert_eq!(status, 64, "--limit {limit}: {stderr}");
        assert_eq!(
            stderr.lines().next().unwrap_or(""),
            format!(
                "felt: `{limit}` is not a limit: positions (500000) or a time (250ms, 2s), more than zero"
            )
        );
    }
    for limit in ["500000", "250ms", "1.5s", "2s"] {
        let (status, _, stderr) = felt(&format!("solve freecell 1 --limit {limit}"));
        assert_eq!(status, 0, "--limit {limit} solves deal 1: {stderr}");
    }
}

#[test]
fn an_option_given_twice_is_refused() {
    refused(
        "solve freecell 1 --limit 5 --limit 500000",
        "--limit is given twice",
    );
    refused(
        "solve freecell 1-3 --summary --summary",
        "--summary is given twice",
    );
    refused(
        "solve klondike 1 --draw 3 --draw 1",
        "--draw is given twice",
    );
    refused(
        "solve freecell --board a --board b",
        "--board is given twice",
    );
    refused(
        "solve freecell 1-3 --summary --jobs 2 --jobs 1",
        "--jobs is given twice",
    );
    refused("deal klondike 1 --draw 3 --draw 1", "--draw is given twice");
    refused(
        "bench hints --deals 1-2 --deals 3-4",
        "--deals is given twice",
    );
    refused("--deal 5 --deal 6", "--deal is given twice");
    refused(
        "--game freecell --variant klondike",
        "--variant is given twice (as --game before)",
    );
}

#[test]
fn jobs_for_one_deal_is_refused_and_help_says_why() {
    let says = "--jobs is for --summary only: one deal's search runs on one thread";
    refused("solve freecell 1 --jobs 2", says);
    refused("solve freecell --board - --jobs 2", says);
    let (status, help, _) = felt("help");
    assert_eq!(status, 0);
    assert!(
        help.contains("--jobs N threads (1) is for --summary only"),
        "{help}"
    );
}

#[test]
fn help_takes_no_arguments() {
    refused(
        "help extra",
        "unexpected argument `extra`: `felt help` takes none",
    );
    refused(
        "--help me",
        "unexpected argument `me`: `felt help` takes none",
    );
}

#[test]
fn helps_line_for_status_65_is_whole() {
    let (_, help, _) = felt("help");
    let line = help
        .lines()
        .find(|l| l.starts_with("  65 "))
        .expect("a line for 65");
    assert_eq!(
        line,
        "  65   the board or position (file or stdin) is unreadable or impossible (a card missing)"
    );
}
