//! `--rules FILE`: a player's own description played, dealt and solved
//! from the command line, and refused with its line and reason (status
//! 65) when it makes no sense.

use std::path::PathBuf;
use std::process::{Command, Stdio};

/// A description of the player's own: Beleaguered Castle building by
/// suit, with one free cell.
const MINE: &str = "\
# My own castle.
name: mycastle
title: My Castle
rules: Beleaguered Castle building by suit, with one free cell.
deck: one
home deal: aces
columns: 8
deal: 6
build: down suit
move: one
empty: any
cells: 1
foundations: 4 up from end
stock: none
";

/// Writes `text` to a file of its own and gives its path.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("felt-cli-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs `felt` with `args`, away from the player's files and display.
fn felt(args: &[&str]) -> (i32, String, String) {
    let home = std::env::temp_dir().join(format!("felt-cli-rules-home-{}", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("HOME", &home)
        .env("XDG_DATA_HOME", &home)
        .env("XDG_CONFIG_HOME", &home)
        .stdin(Stdio::null())
        .output()
        .expect("felt runs");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (
        out.status.code().unwrap_or(-1),
        text(&out.stdout),
        text(&out.stderr),
    )
}

#[test]
fn a_player_s_description_is_dealt_in_its_own_notation() {
    let path = file("mine.txt", MINE);
    let path = path.to_str().unwrap();
    let (status, stdout, stderr) = felt(&["deal", "--rules", path, "7"]);
    assert_eq!(status, 0, "{stderr}");
    let names: Vec<&str> = stdout
        .lines()
        .map(|l| l.split(':').next().unwrap())
        .collect();
    assert_eq!(
        names,
        ["c0", "f0", "f1", "f2", "f3", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7"]
    );
    assert!(
        stdout.lines().nth(1).unwrap().starts_with("f0: A"),
        "aces out: {stdout}"
    );
    assert!(stdout
        .lines()
        .all(|l| l.starts_with('c') || l.split_whitespace().count() > 1));
    // The same deal again is the same cards.
    assert_eq!(felt(&["deal", "--rules", path, "7"]).1, stdout);
}

#[test]
fn solve_reads_the_description_and_solves_its_deal() {
    // With four free cells the castle opens up: deal 1 is won, its line
    // one move a line in the notation's pile names, ending home.
    let roomy = MINE.replace("cells: 1", "cells: 4");
    let path = file("mine-solve.txt", &roomy);
    let (status, stdout, stderr) = felt(&[
        "solve",
        "--rules",
        path.to_str().unwrap(),
        "1",
        "--limit",
        "200000",
    ]);
    assert_eq!(status, 0, "{stderr}");
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.starts_with('t') && last.contains(" f"), "{stdout}");
}

#[test]
fn a_description_that_makes_no_sense_is_refused_with_its_line_and_status_65() {
    for (name, text, says) in [
        (
            "zero.txt",
            MINE.replace("columns: 8", "columns: 0"),
            "line 7, `0`: a game needs at least one column",
        ),
        (
            "nowin.txt",
            MINE.replace("foundations: 4 up", "foundations: 2 up"),
            "line 13, `2 up from end`: 2 foundations hold 26 cards but the deck has 52: no way to win",
        ),
        (
            "toomany.txt",
            MINE.replace("deal: 6", "deal: 7"),
            "line 8, `7`: the deal lays out 60 cards but the deck holds 52",
        ),
    ] {
        let path = file(name, &text);
        let path = path.to_str().unwrap();
        for args in [
            vec!["solve", "--rules", path, "1"],
            vec!["deal", "--rules", path, "1"],
            vec!["--rules", path],
        ] {
            let (status, stdout, stderr) = felt(&args);
            assert_eq!(status, 65, "{args:?}: {stdout}{stderr}");
            assert_eq!(stderr.trim_end(), format!("felt: {path}: {says}"), "{args:?}");
        }
    }
    let (status, _, stderr) = felt(&["solve", "--rules", "/nonexistent/rules.txt", "1"]);
    assert_eq!(status, 65, "{stderr}");
    assert!(
        stderr.contains("cannot read /nonexistent/rules.txt"),
        "{stderr}"
    );
}

#[test]
fn the_window_reads_the_description_before_it_opens() {
    let path = file("mine-window.txt", MINE);
    // No display here: a good description gets as far as the window.
    let (status, _, stderr) = felt(&["--rules", path.to_str().unwrap(), "--deal", "3"]);
    assert_eq!(status, 1, "{stderr}");
    assert!(stderr.contains("cannot open the window"), "{stderr}");
    let (status, _, stderr) = felt(&["--rules", path.to_str().unwrap(), "--variant", "freecell"]);
    assert_eq!(status, 64, "{stderr}");
    assert!(
        stderr.starts_with("felt: --rules names the game itself"),
        "{stderr}"
    );
}

/// The example descriptions of games the list does not have
/// (`tests/descriptions/`, the README's figures for players' own games)
/// read and deal; Forty Thieves' deal 6 (two decks, the stock once
/// through) is won within 20,000 positions, which the generic solver
/// could not do within 200,000 before its estimate weighed the waste.
#[test]
fn the_example_descriptions_read_and_forty_thieves_is_solved() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/descriptions");
    let mut read = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let (status, stdout, stderr) = felt(&["deal", "--rules", path.to_str().unwrap(), "1"]);
        assert_eq!(status, 0, "{}: {stderr}", path.display());
        assert!(stdout.contains("t0:"), "{}: {stdout}", path.display());
        read += 1;
    }
    assert_eq!(read, 19, "the nineteen examples the README names");
    let thieves = dir.join("fortythieves.txt");
    let (status, stdout, stderr) = felt(&[
        "solve",
        "--rules",
        thieves.to_str().unwrap(),
        "6",
        "--limit",
        "20000",
    ]);
    assert_eq!(status, 0, "{stdout}{stderr}");
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.contains(" f"), "the last move goes home: {stdout}");
}
