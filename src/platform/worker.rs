//! The web's solver: each search is a question to the solver's worker
//! (`solver.js` running the `felt-solver` module, through `felt.js`), and
//! the game looks for its answer once a frame. The page so loads without
//! the solvers, and a search never takes the table's frames.

use crate::games::Game;
use crate::solver::{message, Answer, Search};

extern "C" {
    fn felt_solver_ask(ptr: *const u8, len: u32) -> u32;
    fn felt_solver_answer_length(id: u32) -> i32;
    fn felt_solver_answer_copy(id: u32, ptr: *mut u8, len: u32);
    fn felt_solver_forget(id: u32);
}

/// A question in the worker, and its answer once it came.
pub(crate) struct Asked {
    id: u32,
    answer: Option<Answer>,
}

impl Asked {
    pub(crate) fn new(game: &Game) -> Asked {
        let question = message::question(game);
        // SAFETY: felt.js copies the question out before returning.
        let id = unsafe { felt_solver_ask(question.as_ptr(), question.len() as u32) };
        Asked { id, answer: None }
    }
}

impl Search for Asked {
    /// Looks for the answer; the work is the worker's, whatever `budget`.
    fn step(&mut self, _budget: u32) -> Option<Answer> {
        if self.answer.is_none() {
            // SAFETY: felt.js writes at most `len` bytes into the buffer we own.
            let len = unsafe { felt_solver_answer_length(self.id) };
            if len >= 0 {
                let mut bytes = vec![0u8; len as usize];
                unsafe { felt_solver_answer_copy(self.id, bytes.as_mut_ptr(), len as u32) };
                // A garbled answer (never expected) is no answer, not a
                // wrong one: the light says undecided.
                let answer = String::from_utf8(bytes)
                    .map_err(|e| e.to_string())
                    .and_then(|text| message::read_answer(&text))
                    .unwrap_or(Answer::Undecided);
                self.answer = Some(answer);
            }
        }
        self.answer.clone()
    }

    fn states(&self) -> usize {
        0
    }
}

impl Drop for Asked {
    /// The worker drops a question nobody waits for.
    fn drop(&mut self) {
        unsafe { felt_solver_forget(self.id) };
    }
}
