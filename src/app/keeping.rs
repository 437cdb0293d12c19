//! What the app keeps for the player: statistics, the Vegas total, the
//! score as shown, settings changes, and the game in progress for the save.

use super::*;

impl App {
    /// The statistics, as recorded so far.
    pub fn stats(&self) -> &Statistics {
        &self.stats
    }

    /// Takes the statistics as stored.
    pub fn set_stats(&mut self, stats: Statistics) {
        self.stats = stats;
    }

    /// Where this game started: a deal, or a position in notation.
    pub fn started_from(&self) -> &Start {
        &self.start
    }

    /// The game in progress, as the save keeps it.
    pub fn saved_game(&self) -> SavedGame {
        SavedGame::of(self.start.clone(), &self.history, self.clock)
    }

    /// Whether settings and statistics changed since the last call (the
    /// shell saves them then).
    pub fn take_changes(&mut self) -> (bool, bool) {
        (
            std::mem::take(&mut self.settings_changed),
            std::mem::take(&mut self.stats_changed),
        )
    }

    /// Goes on with a saved game: same position, same undo and redo, same
    /// clock. Its history was replayed and checked when it was read.
    pub fn resume(&mut self, saved: &SavedGame) {
        if let Start::Deal(deal) = &saved.start {
            self.deal = *deal;
        } else {
            self.deal = Deal {
                variant: saved.variant(),
                number: 1,
            };
        }
        self.start = saved.start.clone();
        self.history = saved.history.clone();
        self.clock = saved.clock;
        self.recorded = self.history.game().is_won();
        self.panel = None;
        self.relayout(false);
    }

    /// Counts the game being left as lost, if it was played and not won.
    pub(super) fn record_leaving(&mut self) {
        if !self.recorded && self.history.game().moves() > 0 && !self.history.game().is_won() {
            self.stats.lost(self.deal.variant);
            self.bank_vegas();
            self.stats_changed = true;
        }
        self.recorded = false;
    }

    /// Adds a finished Vegas game's score to the running total, when the
    /// player keeps one.
    pub(super) fn bank_vegas(&mut self) {
        let vegas =
            matches!(self.deal.variant, Variant::Klondike(o) if o.scoring == Scoring::Vegas);
        if vegas && self.settings.vegas_cumulative {
            self.stats
                .bank(i64::from(self.history.game().score().unwrap_or(0)));
        }
    }

    /// The score as shown: standard scoring loses 2 points every 10 seconds
    /// and earns a bonus for a quick win; Vegas shows the running total
    /// when it is kept.
    pub fn shown_score(&self) -> Option<String> {
        let game = self.history.game();
        let score = game.score()?;
        Some(match self.deal.variant {
            Variant::Klondike(o) if o.scoring == Scoring::Vegas => {
                if self.settings.vegas_cumulative {
                    format!(
                        "${score}  (total ${})",
                        self.stats.vegas_bank + score as i64
                    )
                } else {
                    format!("${score}")
                }
            }
            _ => crate::model::score::timed_standard(score, self.seconds(), game.is_won())
                .to_string(),
        })
    }

    /// Changes the settings (the shell saves them).
    pub fn change_settings(&mut self, change: impl FnOnce(&mut Settings)) {
        change(&mut self.settings);
        self.settings_changed = true;
        self.relayout(false);
    }
}
