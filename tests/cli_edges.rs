//! The built `felt` binary at the edges of its command line: arguments too
//! large, input too long, no display, Ctrl+C. Whatever goes wrong ends in a
//! message and an exit status of its own, never a panic (status 101).

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

#[path = "support/cli.rs"]
mod cli;
use cli::{outcome, PANICKED};

/// `felt` with these arguments, away from the player's files and display,
/// its output read through pipes.
fn felt(args: &[&str]) -> Command {
    let mut command = cli::felt("cli-edges", args);
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    command
}

/// Runs it to the end, or kills it after a minute (a hang is a failure).
fn finish(mut child: Child) -> Output {
    let started = Instant::now();
    while child.try_wait().expect("felt runs").is_none() {
        if started.elapsed() > Duration::from_secs(60) {
            child.kill().ok();
            panic!("felt ran for over a minute");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("felt's output")
}

fn run(command: &mut Command) -> (i32, String, String) {
    let (status, stdout, stderr) = outcome(&finish(command.spawn().expect("felt starts")));
    assert_ne!(status, PANICKED, "felt panicked:\n{stderr}");
    assert!(!stderr.contains("panicked"), "felt panicked:\n{stderr}");
    (status, stdout, stderr)
}

/// `felt` fed `input` on stdin.
fn run_with_stdin(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut child = felt(args).stdin(Stdio::piped()).spawn().expect("starts");
    let mut stdin = child.stdin.take().expect("stdin");
    // felt may stop reading early (that is the point): a broken pipe is fine.
    let _ = stdin.write_all(input);
    drop(stdin);
    let outcome = outcome(&finish(child));
    assert_ne!(outcome.0, PANICKED);
    outcome
}

#[test]
fn a_time_limit_too_long_for_a_clock_is_a_usage_error() {
    let (status, _, stderr) = run(&mut felt(&["solve", "klondike", "7", "--limit", "1e20s"]));
    assert_eq!(status, 64, "{stderr}");
    assert!(stderr.contains("`1e20s`"), "{stderr}");
}

#[test]
fn a_range_ending_at_the_last_klondike_deal_solves_just_those_deals() {
    let (status, stdout, stderr) = run(&mut felt(&[
        "solve",
        "klondike",
        "18446744073709551613-18446744073709551615",
        "--summary",
        "--limit",
        "200",
    ]));
    assert!(matches!(status, 0 | 2), "{stderr}");
    assert!(
        stdout.contains("deals 18446744073709551613-18446744073709551615: 3 in"),
        "{stdout}"
    );
}

#[test]
fn thousands_of_jobs_are_refused_with_the_most_allowed() {
    let (status, _, stderr) = run(&mut felt(&[
        "solve",
        "freecell",
        "1-3",
        "--summary",
        "--jobs",
        "5000",
    ]));
    assert_eq!(status, 64, "{stderr}");
    assert!(stderr.contains("--jobs is at most 256"), "{stderr}");
}

#[test]
fn bad_arguments_exit_64_and_not_2_which_means_undecided() {
    for args in [
        &["solve", "freecell"][..],
        &["solve", "freecell", "1", "--limit", "soon"],
        &["deal", "spider", "1"],
        &["--size", "huge"],
    ] {
        let (status, _, stderr) = run(&mut felt(args));
        assert_eq!(status, 64, "{args:?}: {stderr}");
        assert!(stderr.contains("usage:"), "{args:?}: {stderr}");
    }
}

#[test]
fn an_impossible_board_exits_65_naming_what_is_wrong() {
    let (status, stdout, stderr) = run_with_stdin(
        &["solve", "freecell", "--board", "-"],
        b"Foundations: H-K C-K D-K S-Q\n",
    );
    assert_eq!(status, 65, "{stdout}{stderr}");
    assert!(stderr.contains("KS"), "{stderr}");
    assert!(stderr.contains("missing"), "{stderr}");
}

#[test]
fn a_position_for_the_window_with_a_face_down_top_card_exits_65() {
    let path = std::env::temp_dir().join(format!("felt-cli-edges-{}.klondike", std::process::id()));
    let deal = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(["deal", "klondike", "1"])
        .output()
        .expect("felt deals");
    let text = String::from_utf8(deal.stdout).unwrap();
    let turned = text.replace("t6: [6S TC 2D 2S 5C 4C] TS", "t6: [6S TC 2D 2S 5C 4C TS]");
    assert_ne!(turned, text, "{text}");
    std::fs::write(&path, turned).unwrap();
    let (status, _, stderr) = run(&mut felt(&["--position", path.to_str().unwrap()]));
    std::fs::remove_file(&path).ok();
    assert_eq!(status, 65, "{stderr}");
    assert!(
        stderr.contains("line 13, `t6`: the top card of a column lies face up"),
        "{stderr}"
    );
}

#[test]
fn a_board_on_stdin_is_read_no_further_than_64_kb() {
    // Far more than any board, and mere comment lines: once read whole it
    // would be an empty board.
    let input = "# padding\n".repeat(20_000);
    let (status, _, stderr) =
        run_with_stdin(&["solve", "freecell", "--board", "-"], input.as_bytes());
    assert_eq!(status, 65, "{stderr}");
    assert!(stderr.contains("larger than 64 KB"), "{stderr}");
}

#[test]
fn a_position_file_for_the_window_is_read_no_further_than_64_kb() {
    let path = std::env::temp_dir().join(format!("felt-cli-edges-{}.pos", std::process::id()));
    std::fs::write(&path, "# padding\n".repeat(20_000)).unwrap();
    let (status, _, stderr) = run(&mut felt(&["--position", path.to_str().unwrap()]));
    std::fs::remove_file(&path).ok();
    assert_eq!(status, 65, "{stderr}");
    assert!(stderr.contains("larger than 64 KB"), "{stderr}");
}

#[test]
fn a_display_with_no_x_server_behind_it_is_one_line_and_status_1() {
    // A display number no X server here listens on.
    let free = (4000..5000)
        .find(|n| !std::path::Path::new(&format!("/tmp/.X11-unix/X{n}")).exists())
        .expect("a free display number");
    for display in [format!(":{free}"), "garbage".to_string()] {
        let (status, _, stderr) = run(felt(&[]).env("DISPLAY", &display));
        assert_eq!(status, 1, "DISPLAY={display}: {stderr}");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "one line: {stderr}");
        assert!(
            lines[0].starts_with("felt: cannot open the window") && lines[0].contains(&display),
            "DISPLAY={display}: {stderr}"
        );
        assert!(!stderr.contains("backtrace"), "{stderr}");
    }
}

/// Waits until process `pid` catches SIGINT (bit 2 of its caught-signals
/// mask), so the Ctrl+C below is not sent before felt is ready for it.
#[cfg(target_os = "linux")]
fn wait_until_it_catches_ctrl_c(pid: u32) {
    let started = Instant::now();
    loop {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let caught = status
            .lines()
            .find_map(|l| l.strip_prefix("SigCgt:"))
            .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
            .unwrap_or(0);
        if caught & (1 << (2 - 1)) != 0 {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "SIGINT never caught"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_during_a_summary_prints_what_finished() {
    let child = felt(&[
        "solve",
        "klondike",
        "1-1000000",
        "--summary",
        "--limit",
        "2000",
    ])
    .spawn()
    .expect("felt starts");
    wait_until_it_catches_ctrl_c(child.id());
    // Some deals finish first.
    std::thread::sleep(Duration::from_millis(500));
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let out = finish(child);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stdout}{stderr}");
    assert!(stdout.contains("interrupted"), "{stdout}");
    assert!(stdout.contains("solved "), "{stdout}");
    assert!(stdout.contains("replay       0 failures"), "{stdout}");
}
