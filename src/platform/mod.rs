//! The edges where native and web differ: the page's query string and the
//! test hook that publishes the game's state to the page. Everything else is
//! shared line for line.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(all(unix, not(target_arch = "wasm32")))]
pub mod x11;

#[cfg(not(target_arch = "wasm32"))]
pub use native::*;
#[cfg(target_arch = "wasm32")]
pub use web::*;
