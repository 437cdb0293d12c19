//! The edges where native and web differ: the page's query string, the
//! test hook that publishes the game's state to the page, and waking the
//! idle loop and naming the window ([`wake`]). Everything else is
//! shared line for line.

pub mod wake;
#[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
pub mod x11;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(not(target_arch = "wasm32"))]
pub use native::*;
#[cfg(target_arch = "wasm32")]
pub use web::*;
