//! The web page's solver: a second WebAssembly module that `solver.js`
//! runs in a worker, so the page loads without the solvers (they are a
//! fifth of it) and searches never take the table's frames. It holds one
//! search at a time; the worker feeds it questions (`felt::solver::message`)
//! and steps it in slices between messages, so a question the page no
//! longer needs is dropped at once.
//!
//! Natively the game searches in-process and `felt solve` answers on the
//! command line; this program only says so.

#[cfg(target_arch = "wasm32")]
mod worker {
    use felt::solver::{self, message, Search};
    use std::sync::Mutex;

    /// What the module holds between the worker's calls.
    struct Held {
        /// The question's bytes, written by the worker.
        inbox: Vec<u8>,
        search: Option<Box<dyn Search>>,
        /// The last answer's text, read by the worker.
        outbox: String,
    }

    static HELD: Mutex<Held> = Mutex::new(Held {
        inbox: Vec::new(),
        search: None,
        outbox: String::new(),
    });

    fn held() -> std::sync::MutexGuard<'static, Held> {
        HELD.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Room for a question of `len` bytes; the worker writes it there.
    #[no_mangle]
    pub extern "C" fn felt_solver_inbox(len: usize) -> *mut u8 {
        let mut held = held();
        held.inbox.clear();
        held.inbox.resize(len, 0);
        held.inbox.as_mut_ptr()
    }

    /// Starts on the question in the inbox, dropping any search before:
    /// 1, or 0 when the question cannot be read (its answer, `undecided`,
    /// is in the outbox at once).
    #[no_mangle]
    pub extern "C" fn felt_solver_start() -> i32 {
        let mut held = held();
        let asked = std::str::from_utf8(&held.inbox)
            .map_err(|e| e.to_string())
            .and_then(message::read_question);
        match asked {
            Ok(game) => {
                held.search = Some(solver::search(&game, solver::GAME_LIMITS));
                held.outbox.clear();
                1
            }
            Err(_) => {
                held.search = None;
                held.outbox = message::answer(&solver::Answer::Undecided);
                0
            }
        }
    }

    /// Works `budget` units on the search: 1 once it has answered (the
    /// answer in the outbox, the search dropped), 0 while it goes on or
    /// when there is none.
    #[no_mangle]
    pub extern "C" fn felt_solver_step(budget: u32) -> i32 {
        let mut held = held();
        let Some(answer) = held.search.as_mut().and_then(|s| s.step(budget)) else {
            return 0;
        };
        held.search = None;
        held.outbox = message::answer(&answer);
        1
    }

    /// Drops the search (a question the page no longer needs).
    #[no_mangle]
    pub extern "C" fn felt_solver_stop() {
        held().search = None;
    }

    /// Where the last answer's text is, and its length.
    #[no_mangle]
    pub extern "C" fn felt_solver_outbox() -> *const u8 {
        held().outbox.as_ptr()
    }

    #[no_mangle]
    pub extern "C" fn felt_solver_outbox_len() -> usize {
        held().outbox.len()
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    {
        eprintln!(
            "felt-solver is the web page's solver, run by its worker; \
             natively the game solves in-process (`felt solve GAME N` on the command line)"
        );
        std::process::exit(64);
    }
}
