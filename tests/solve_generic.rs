//! `felt solve --solver generic`: the one solver for any game, chosen on
//! the command line beside each game's own. It answers with the same exit
//! statuses, its moves in the game's notation, and a wrong choice of
//! solver is refused.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `felt` with `args` and `stdin`; its status and stdout.
fn felt(args: &str, stdin: &str) -> (i32, String) {
    let home = std::env::temp_dir().join(format!("felt-solve-generic-{}", std::process::id()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args.split_whitespace())
        .env_remove("DISPLAY")
        .env("HOME", &home)
        .env("XDG_DATA_HOME", &home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("felt runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Klondike's deal 1 is won: status 0 and one move a line, ending home.
#[test]
fn a_deal_is_solved_by_the_generic_solver_in_the_games_notation() {
    let (status, out) = felt("solve klondike 1 --solver generic", "");
    assert_eq!(status, 0, "{out}");
    assert!(out.lines().count() > 52, "{out}");
    assert!(out.lines().last().unwrap().contains(" f"), "{out}");
}

/// The 3H lies over the 2H and nothing takes it (in Baker's Dozen an
/// empty column stays empty): proven lost, status 1, by both strategies.
#[test]
fn a_lost_position_is_proven_lost_with_status_1() {
    let stuck = "f0: AH\n\
                 f1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n\
                 f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n\
                 f3: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n\
                 t0: 2H 3H\nt1: 4H 5H 6H 7H 8H 9H TH JH QH KH\n";
    for solver in ["generic", "generic-best"] {
        let args = format!("solve bakersdozen --board - --solver {solver}");
        assert_eq!(felt(&args, stuck), (1, "unwinnable\n".to_string()));
    }
}

#[test]
fn a_solver_that_is_not_one_is_refused() {
    for args in [
        "solve freecell 1 --solver",
        "solve freecell 1 --solver quick",
    ] {
        assert_eq!(felt(args, "").0, 64, "{args}");
    }
}
