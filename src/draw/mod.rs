//! Drawing with macroquad, above the app: it reads the [`App`](crate::app::App)
//! and the view's positions and paints a frame. The card painter and its
//! atlas (`painter`), the table and the celebration's trails
//! ([`render`]), the HUD and panels (`hud`, `panel`, drawn as `layer`s of `text`, plates
//! and icons), screenshots ([`screenshot`]).

pub(crate) mod chooser;
mod empty;
pub(crate) mod hud;
pub(crate) mod layer;
pub(crate) mod painter;
pub(crate) mod panel;
pub mod render;
pub mod screenshot;
pub(crate) mod text;
