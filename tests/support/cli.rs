//! What the command-line tests share: the built `felt` binary run away
//! from the player's files and display, and what it printed, read back.

#![allow(dead_code)] // each test file takes what it needs

use std::process::{Command, Output, Stdio};

/// Rust's exit status after a panic.
pub const PANICKED: i32 = 101;

/// `felt` with these arguments, away from the player's files and display
/// (its home a folder of the temporary directory named for `tag` and this
/// process), reading nothing.
pub fn felt(tag: &str, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_felt"));
    let home = std::env::temp_dir().join(format!("felt-{tag}-{}", std::process::id()));
    command
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("HOME", &home)
        .env("XDG_DATA_HOME", &home)
        .env("XDG_CONFIG_HOME", &home)
        .stdin(Stdio::null());
    command
}

/// A finished run's status (-1 when a signal ended it), stdout and stderr.
pub fn outcome(out: &Output) -> (i32, String, String) {
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (
        out.status.code().unwrap_or(-1),
        text(&out.stdout),
        text(&out.stderr),
    )
}
