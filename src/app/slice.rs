//! The solver's share of a frame: a few milliseconds, more while the
//! player waits for its answer (on the web the solver's worker searches,
//! and a frame only looks for the answer). The shell hands in its clock,
//! so the app reads none.

use super::*;

/// Seconds of a frame the solver thinks, and while a hint or a winnable
/// deal is awaited (still well inside a frame).
const SLICE: f64 = 0.003;
const WAITED_SLICE: f64 = 0.008;

/// Units of work between looks at the clock.
const STEP: u32 = 64;

impl App {
    /// Lets the solver think for this frame's slice, `clock` telling the
    /// seconds.
    pub fn think_for_a_frame(&mut self, clock: impl Fn() -> f64) {
        if crate::platform::SEARCHES_ELSEWHERE {
            // The web's worker searches; a frame only looks for its answer.
            if self.wants_thinking() {
                self.think(STEP);
            }
            return;
        }
        let slice = if self.hint_waiting() || self.hunting().is_some() {
            WAITED_SLICE
        } else {
            SLICE
        };
        let start = clock();
        while self.wants_thinking() && clock() - start < slice {
            self.think(STEP);
        }
    }
}
