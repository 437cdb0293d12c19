//! What every game is made of: cards, decks, piles, moves, deals, notation
//! and history (the games themselves are in [`crate::games`]). Plain Rust:
//! no macroquad, no clock, no printing.

pub mod card;
pub mod date;
pub mod deal;
pub mod deck;
pub mod history;
pub mod moves;
pub mod notation;
pub mod pile;
pub mod rules;
pub mod score;
pub mod sort;
