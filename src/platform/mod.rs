//! The edges where native and web differ: the page's query string, the
//! test hook that publishes the game's state to the page, and waking the
//! idle loop and naming the window ([`wake`]), whether a display is there
//! at all, and where the solver runs ([`search`]). Everything else is
//! shared line for line.

pub mod wake;
#[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
pub(crate) mod x11;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
mod worker;

#[cfg(not(target_arch = "wasm32"))]
pub use native::*;
#[cfg(target_arch = "wasm32")]
pub use web::*;

/// A search of `game`'s position for the game's light, hints and winnable
/// deals: in-process natively (the game steps it in slices); on the web a
/// question to the solver's worker, so the page loads without the solvers
/// and the table never waits on them.
pub fn search(game: &crate::games::Game) -> Box<dyn crate::solver::Search> {
    #[cfg(not(target_arch = "wasm32"))]
    return crate::solver::search(game, crate::solver::GAME_LIMITS);
    #[cfg(target_arch = "wasm32")]
    return Box::new(worker::Asked::new(game));
}

/// Whether searches run elsewhere (the web's worker): the game then only
/// looks for their answers, once a frame.
pub const SEARCHES_ELSEWHERE: bool = cfg!(target_arch = "wasm32");

/// Why a file could not be saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// Something not Felt's (a folder, say) holds the name the save writes
    /// first (`NAME.tmp`, named here): the store moves it aside and tries
    /// again, rather than fail every save after.
    InTheWay(String),
    /// The system refused, with its reason.
    Failed(String),
}

/// Why no window can open here, if that is known before trying: miniquad
/// panics with a backtrace when X11 has no display, so on Linux the X
/// server that DISPLAY names is looked for first.
pub fn no_display() -> Option<String> {
    #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
    {
        let display = std::env::var("DISPLAY").unwrap_or_default();
        if !display.is_empty() {
            return x11::missing_display(&display);
        }
        if std::env::var_os("WAYLAND_DISPLAY").is_none_or(|v| v.is_empty()) {
            return Some("no display (DISPLAY is not set); run it in a desktop session".into());
        }
    }
    None
}
