//! What the app keeps for the player: statistics, the Vegas total, the
//! score as shown, settings changes, and the game in progress for the save.

use super::*;
use crate::storage::store::Store;

impl App {
    /// The statistics, as recorded so far.
    pub(crate) fn stats(&self) -> &Statistics {
        &self.stats
    }

    /// Takes the statistics as stored.
    pub(crate) fn set_stats(&mut self, stats: Statistics) {
        self.stats = stats;
    }

    /// Where this game started: a deal, or a position in notation.
    pub(crate) fn started_from(&self) -> &Start {
        &self.start
    }

    /// The game in progress, as the save keeps it.
    pub(crate) fn saved_game(&self) -> SavedGame {
        SavedGame {
            daily: self.daily,
            ..SavedGame::of(self.start.clone(), &self.history, self.clock)
        }
    }

    /// The game to save when it changed since the last call: a move, an
    /// undo, a new deal. A resize or a relayout changes nothing in the game
    /// and so writes nothing. What changed is told by where the game
    /// started and its steps, which are cheap to compare; the history
    /// itself is copied only when it is to be written.
    pub(crate) fn game_to_save(&mut self) -> Option<SavedGame> {
        // A player's own description (`--rules FILE`) is in no list: a
        // Felt started without the file could not read its game back, and
        // saving it would put aside the game of the list saved before.
        self.history.game().variant().index()?;
        let (done, undone) = self.history.steps();
        let mark = SaveMark {
            start: self.start.clone(),
            depth: self.history.depth(),
            done: done.to_vec(),
            undone: undone.to_vec(),
        };
        if self.last_saved.as_ref() == Some(&mark) {
            return None;
        }
        self.last_saved = Some(mark);
        Some(self.saved_game())
    }

    /// Whether settings and statistics changed since the last call.
    pub(super) fn take_changes(&mut self) -> (bool, bool) {
        (
            std::mem::take(&mut self.settings_changed),
            std::mem::take(&mut self.stats_changed),
        )
    }

    /// Saves what changed: the game after every move, settings and
    /// statistics when they change. A file that cannot be written is
    /// shown, and returned for the shell to report.
    pub fn save_changes(&mut self, store: &mut Store) -> Vec<String> {
        let mut problems = Vec::new();
        if self.saved_revision != Some(self.revision) {
            self.saved_revision = Some(self.revision);
            if let Some(game) = self.game_to_save() {
                problems.extend(store.save_game(&game));
            }
        }
        let (settings, stats) = self.take_changes();
        if settings {
            problems.extend(store.save_settings(&self.settings));
        }
        if stats {
            problems.extend(store.save_stats(&mut self.stats));
        }
        for problem in &problems {
            self.notify(problem.clone());
        }
        problems
    }

    /// Goes on with a saved game: same position, same undo and redo, same
    /// clock. Its history was replayed and checked when it was read.
    pub(crate) fn resume(&mut self, saved: &SavedGame) {
        if let Start::Deal(deal) = &saved.start {
            self.deal = *deal;
        } else {
            self.deal = Deal {
                variant: saved.variant(),
                number: 1,
            };
        }
        self.start = saved.start.clone();
        self.clock = saved.clock;
        // A daily deal goes on being the day's: its win marks the day.
        self.daily = saved.daily;
        self.recorded = saved.history.game().is_won();
        self.panel = None;
        self.replace_history(saved.history.clone(), false);
    }

    /// Whether this game belongs in the statistics: a numbered deal does;
    /// a position given in notation is not a game of the collection.
    pub(super) fn start_counts(&self) -> bool {
        matches!(self.start, Start::Deal(_))
    }

    /// Counts a finished game once: a win when the player won it, a game
    /// given up when Solve played it.
    pub(super) fn record_finished(&mut self) {
        if self.recorded || !self.start_counts() {
            return;
        }
        self.recorded = true;
        if self.assisted {
            self.stats.lost(self.deal.variant);
        } else {
            let (secs, moves) = (self.seconds(), self.history.game().moves());
            self.stats.won(self.deal.variant, secs, moves);
            if let Some(date) = self.daily {
                self.stats.daily_won(self.deal.variant, date);
            }
        }
        self.bank_vegas();
        self.stats_changed = true;
    }

    /// Counts the game being left as lost, if it was played and not won.
    pub(super) fn record_leaving(&mut self) {
        let game = self.history.game();
        if !self.recorded && self.start_counts() && game.moves() > 0 && !game.is_won() {
            self.stats.lost(self.deal.variant);
            self.bank_vegas();
            self.stats_changed = true;
        }
        self.recorded = false;
    }

    /// Adds a finished Vegas game's score to the running total, when the
    /// player keeps one.
    pub(super) fn bank_vegas(&mut self) {
        if self.history.game().scores_money() && self.settings.vegas_cumulative {
            self.stats
                .bank(i64::from(self.history.game().score().unwrap_or(0)));
        }
    }

    /// The score as shown: the game's (with time, where its rules count
    /// time, and no bonus for a win Solve played); money as dollars, with
    /// the running total when it is kept.
    pub(crate) fn shown_score(&self) -> Option<String> {
        let game = self.history.game();
        let score = game.shown_score(self.seconds(), !self.assisted)?;
        Some(
            match (game.scores_money(), self.settings.vegas_cumulative) {
                (true, true) => format!(
                    "{}  (total {})",
                    dollars(score as i64),
                    dollars(self.stats.vegas_bank.saturating_add(score as i64))
                ),
                (true, false) => dollars(score as i64),
                (false, _) => score.to_string(),
            },
        )
    }

    /// Changes the settings (the shell saves them).
    pub(crate) fn change_settings(&mut self, change: impl FnOnce(&mut Settings)) {
        change(&mut self.settings);
        self.settings_changed = true;
        // The game is the same, but the card look or the speed may not be.
        self.relayout(false);
    }
}

/// What tells one saved game from another: its start and its steps (the
/// depth counts the steps a long history dropped).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct SaveMark {
    start: Start,
    depth: usize,
    done: Vec<crate::model::history::Step>,
    undone: Vec<crate::model::history::Step>,
}

/// An amount of Vegas money as players write it: `$52`, `−$52` (with a
/// minus sign, before the dollar).
fn dollars(amount: i64) -> String {
    if amount < 0 {
        format!("\u{2212}${}", amount.unsigned_abs())
    } else {
        format!("${amount}")
    }
}
