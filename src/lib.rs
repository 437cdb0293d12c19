//! Felt: a solitaire collection.
//!
//! The [`model`] knows the rules and nothing of windows or clocks; the view,
//! input and app layers draw it and drive it.

pub mod app;
pub mod audio;
pub mod cli;
pub mod input;
pub mod model;
pub mod platform;
pub mod solver;
pub mod storage;
pub mod view;
