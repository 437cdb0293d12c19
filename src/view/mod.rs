//! Drawing the table.

pub mod hud_draw;
pub mod layout;
pub mod painter;
pub mod render;
pub mod table;
pub mod tween;
