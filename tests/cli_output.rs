//! The built `felt` binary writing where it cannot: a pipe whose reader has
//! gone (`felt solve … | head -1`) ends quietly with the command's own
//! status, a full disk is one line on stderr and status 74 (EX_IOERR), and
//! neither is a panic (status 101).

use std::process::{Command, Stdio};

#[path = "support/cli.rs"]
mod cli;
use cli::PANICKED;

/// `felt` with these arguments, away from the player's files and display,
/// reading nothing.
fn felt(args: &[&str]) -> Command {
    cli::felt("cli-output", args)
}

/// Runs `felt args` with its stdout a pipe whose reading end is already
/// closed, as `| head` leaves it; gives its status and stderr.
fn into_a_closed_pipe(args: &[&str]) -> (i32, String) {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = felt(args)
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .expect("felt runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code().unwrap_or(-1), stderr)
}

/// `/dev/full`: every write to it fails with "no space left on device".
fn dev_full() -> std::fs::File {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full")
}

#[test]
fn a_solution_into_a_closed_pipe_ends_quietly_solved() {
    let (status, stderr) = into_a_closed_pipe(&["solve", "spider2", "1"]);
    assert_ne!(status, PANICKED, "{stderr}");
    assert_eq!(status, 0, "solved, as without the pipe: {stderr}");
    assert_eq!(stderr, "", "nothing to say");
}

#[test]
fn a_summary_into_a_closed_pipe_ends_quietly_with_its_status() {
    let (status, stderr) = into_a_closed_pipe(&["solve", "freecell", "1-20", "--summary"]);
    assert_eq!(status, 0, "every deal decided: {stderr}");
    assert_eq!(stderr, "");
    let (status, stderr) = into_a_closed_pipe(&["help"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
}

#[test]
fn a_deal_onto_a_full_disk_says_so_and_exits_74() {
    let out = felt(&["deal", "klondike", "1"])
        .stdout(dev_full())
        .output()
        .expect("felt runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(PANICKED), "{stderr}");
    assert_eq!(out.status.code(), Some(74), "{stderr}");
    assert_eq!(
        stderr.trim_end(),
        "felt: cannot write the output: No space left on device (os error 28)"
    );
}

#[test]
fn an_error_with_stderr_on_a_full_disk_still_exits_with_its_status() {
    let out = felt(&["solve", "freecell", "x"])
        .stdout(Stdio::null())
        .stderr(dev_full())
        .output()
        .expect("felt runs");
    assert_eq!(out.status.code(), Some(64), "a usage error, not a panic");
}

#[test]
fn the_windows_own_errors_with_stderr_on_a_full_disk_keep_their_status() {
    let status = |args: &[&str]| {
        felt(args)
            .stdout(Stdio::null())
            .stderr(dev_full())
            .status()
            .expect("felt runs")
            .code()
    };
    assert_eq!(status(&["--size", "huge"]), Some(64), "a usage error");
    assert_eq!(status(&[]), Some(1), "no display here");
}
