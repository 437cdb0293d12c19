//! Build script: native Linux builds link ALSA (macroquad's audio, through
//! quad-snd). The linker looks for `libasound.so`, which only the `-dev`
//! package installs; a fresh machine usually has just the runtime library
//! `libasound.so.2`. When the development link is missing but the runtime
//! library is there, this script points the linker at a symlink to it in
//! `OUT_DIR`, so the game links without installing anything. (The sounds
//! are synthesised when they load: `src/audio/synth.rs`.)

use std::env;
use std::path::{Path, PathBuf};

const LIBRARY_DIRS: &[&str] = &[
    "/usr/lib/x86_64-linux-gnu",
    "/usr/lib/aarch64-linux-gnu",
    "/usr/lib/arm-linux-gnueabihf",
    "/usr/lib/i386-linux-gnu",
    "/usr/lib64",
    "/usr/lib",
    "/lib/x86_64-linux-gnu",
    "/lib64",
    "/lib",
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let arch = env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let host = env::var("HOST").unwrap_or_default();
    let target = env::var("TARGET").unwrap_or_default();
    if os == "linux" && arch != "wasm32" && host == target {
        link_alsa_runtime();
    }
}

/// Makes `-lasound` resolvable when only `libasound.so.2` is installed.
fn link_alsa_runtime() {
    if find_in_library_dirs("libasound.so").is_some() {
        return;
    }
    let Some(runtime) = find_in_library_dirs("libasound.so.2") else {
        println!(
            "cargo:warning=ALSA was not found (libasound.so.2); install libasound2-dev (Debian/Ubuntu) to link the game's audio"
        );
        return;
    };
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let link = out.join("libasound.so");
    let _ = std::fs::remove_file(&link);
    #[cfg(unix)]
    if let Err(err) = std::os::unix::fs::symlink(&runtime, &link) {
        println!("cargo:warning=could not link {}: {err}", runtime.display());
        return;
    }
    println!("cargo:rustc-link-search=native={}", out.display());
}

fn find_in_library_dirs(name: &str) -> Option<PathBuf> {
    LIBRARY_DIRS
        .iter()
        .map(|dir| Path::new(dir).join(name))
        .find(|path| path.exists())
}
