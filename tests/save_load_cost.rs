//! What a very long saved game costs to load: a Klondike deal drawn and
//! recycled until the file is 10 MB (every step legal). Ignored by default
//! (it is a measurement, not a check); run it alone under `/usr/bin/time -v`:
//! `cargo test --test save_load_cost -- --ignored --nocapture`.

use felt::storage::saved::SavedGame;
use std::time::Instant;

/// A version 1 save (the format before the undo list was bounded) of
/// `bytes` bytes or so of draws.
fn draws(bytes: usize) -> Vec<u8> {
    let step = "stock waste;";
    let mut text = String::from("felt game 1\nvariant=klondike\ndeal=336678386\nclock=1.0\ndone=");
    text.push_str(&step.repeat(bytes / step.len()));
    text.push('\n');
    text.into_bytes()
}

#[test]
#[ignore]
fn a_ten_megabyte_save_of_draws() {
    let bytes = draws(10 << 20);
    let start = Instant::now();
    let saved = SavedGame::decode(&bytes).expect("legal draws");
    let decoded = start.elapsed();
    let history = saved.history().expect("legal draws");
    println!(
        "{} bytes: decode {:.2?}, decode and replay for resume {:.2?}, {} undo steps",
        bytes.len(),
        decoded,
        start.elapsed(),
        history.depth()
    );
}
