//! The game model: cards, piles, the rules of each variant, deals, notation and
//! history. Plain Rust: no macroquad, no clock, no printing.

pub mod card;
pub mod deal;
pub mod deck;
pub mod freecell;
pub mod game;
pub mod history;
pub mod klondike;
pub mod moves;
pub mod notation;
pub mod pile;
pub mod rules;
pub mod score;
