//! Ctrl+C during `felt solve ... --summary`: instead of dying with nothing
//! to show for the minutes spent, the run stops between deals and reports
//! the ones that finished. The handler only raises a flag (all a signal
//! handler may safely do); the workers look at it.

use std::sync::atomic::{AtomicBool, Ordering};

static ASKED: AtomicBool = AtomicBool::new(false);

/// From now on Ctrl+C (SIGINT) asks the run to stop instead of ending the
/// process. Where there is no such signal it ends the process as before.
pub fn catch() {
    #[cfg(unix)]
    {
        extern "C" fn on_interrupt(_signal: libc::c_int) {
            ASKED.store(true, Ordering::SeqCst);
        }
        let handler = on_interrupt as extern "C" fn(libc::c_int);
        // SAFETY: the handler only stores to an atomic, which is
        // async-signal-safe; `signal` replaces the default action.
        unsafe {
            libc::signal(libc::SIGINT, handler as libc::sighandler_t);
        }
    }
}

/// Whether Ctrl+C was pressed since [`catch`].
pub fn asked() -> bool {
    ASKED.load(Ordering::SeqCst)
}
