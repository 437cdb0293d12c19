//! What the tests of stored files share: a data directory of their own for
//! each test, through `XDG_DATA_HOME`, which the tests of one file take one
//! at a time (it is the process's environment).

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::Mutex;

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Runs `test` with an empty data directory (`…/felt`) of its own.
pub fn in_fresh_dir(name: &str, test: impl FnOnce(&PathBuf)) {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let base = std::env::temp_dir().join(format!("felt-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    std::fs::create_dir_all(base.join("felt")).unwrap();
    std::env::set_var("XDG_DATA_HOME", &base);
    test(&base.join("felt"));
    let _ = std::fs::remove_dir_all(&base);
}

/// The text of `name` in `dir`.
pub fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// `body` with the `end=` line Felt's files end with (CRC-32, as in zip).
pub fn with_check(body: &str) -> String {
    format!("{body}end={:08x}\n", felt::storage::crc32(body.as_bytes()))
}
