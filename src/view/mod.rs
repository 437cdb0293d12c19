//! The table as shown, in plain arithmetic: where everything lies
//! ([`layout`]), the chrome around it ([`chrome`]), where each card is shown and how it flies ([`table`]),
//! where a hint shows ([`hint`]), and the easing of flights ([`tween`]). No macroquad: the drawing above
//! the app reads these.

pub mod chrome;
pub mod hint;
pub mod layout;
pub(crate) mod table;
pub(crate) mod tween;
