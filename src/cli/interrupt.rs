//! Ctrl+C during `felt solve ... --summary`: instead of dying with nothing
//! to show for the minutes spent, the run stops between deals and reports
//! the ones that finished. The handler only raises a flag (all a signal
//! handler may safely do); the workers look at it.

use std::sync::atomic::{AtomicBool, Ordering};

static ASKED: AtomicBool = AtomicBool::new(false);

/// While this lives, Ctrl+C (SIGINT) asks the run to stop instead of ending
/// the process; dropped, Ctrl+C ends the process again. Where there is no
/// such signal it ends the process throughout.
pub(crate) struct Catching(());

/// Starts catching Ctrl+C, with no stop asked yet.
pub(crate) fn catch() -> Catching {
    ASKED.store(false, Ordering::SeqCst);
    #[cfg(unix)]
    {
        extern "C" fn on_interrupt(_signal: libc::c_int) {
            ASKED.store(true, Ordering::SeqCst);
        }
        let handler = on_interrupt as extern "C" fn(libc::c_int);
        // SAFETY: the handler only stores to an atomic, which is
        // async-signal-safe.
        unsafe {
            libc::signal(libc::SIGINT, handler as libc::sighandler_t);
        }
    }
    Catching(())
}

impl Drop for Catching {
    fn drop(&mut self) {
        // SAFETY: back to the default action, which ends the process.
        #[cfg(unix)]
        unsafe {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
        }
    }
}

/// Whether Ctrl+C was pressed since [`catch`].
pub(crate) fn asked() -> bool {
    ASKED.load(Ordering::SeqCst)
}
