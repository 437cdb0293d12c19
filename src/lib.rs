//! Felt: a solitaire collection.
//!
//! The [`model`] (cards, piles, moves, notation, history) and the [`games`]
//! (one trait, one file of rules per game, the list of games) know the rules
//! and nothing of windows or clocks. Above them, arrows pointing down only:
//! [`draw`] (macroquad) reads the [`app`], the presenter, which drives the
//! rules with [`input`]'s intents, lays the table out through the pure
//! [`view`] and emits [`audio`] cues; [`storage`], [`solver`], [`cli`] and
//! [`platform`] serve them.
//!
//! These docs are for Felt's developers, who read the private items too
//! (`cargo doc --document-private-items`, checked by `make test`): a
//! module's doc links to the private parts that carry its argument.
#![allow(rustdoc::private_intra_doc_links)]

pub mod app;
pub mod audio;
pub mod cli;
pub mod draw;
pub mod games;
pub mod input;
pub mod model;
pub mod platform;
pub mod solver;
pub mod storage;
pub mod view;
