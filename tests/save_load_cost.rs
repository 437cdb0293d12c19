//! What a very long saved game costs to load: a Klondike deal drawn and
//! recycled until the file is 10 MB (every step legal). Ignored by default
//! (it is a measurement, not a check); run it alone under `/usr/bin/time -v`:
//! `cargo test --test save_load_cost -- --ignored --nocapture`.

use felt::storage::saved::{SavedGame, Start};
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
    println!(
        "{} bytes: decoded (replayed once, ready to resume) in {:.2?}, {} undo steps kept of {}",
        bytes.len(),
        start.elapsed(),
        saved.history.steps().0.len(),
        saved.history.depth()
    );
    // What the app does after every move with the longest history kept.
    let start = Instant::now();
    let written = SavedGame::of(saved.start.clone(), &saved.history, saved.clock).encode();
    println!(
        "saving it again: {} bytes in {:.2?}",
        written.len(),
        start.elapsed()
    );
    let start = Instant::now();
    let back = SavedGame::decode(&written).expect("what was written reads back");
    println!("reading that back: {:.2?}", start.elapsed());
    assert_eq!(back.history, saved.history);
    assert!(matches!(back.start, Start::Deal(d) if d.number == 336678386));
}
