//! Leaving a game: New, another game, a typed deal number and Restart all
//! end the game on the table, and an unfinished game left counts as lost.
//! So when the game has moves, they ask first; a stray click or key never
//! throws a game away.

use super::*;

/// Where the player asked to go from the game on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Leave {
    /// A new deal of this game or another.
    NewDeal(Variant),
    /// A deal by its number.
    Deal(Deal),
    /// The same deal from its start.
    Restart,
    /// A game's daily deal of a date.
    Daily(Variant, Date),
}

impl Leave {
    /// The question the confirmation asks.
    pub(crate) fn question(self) -> &'static str {
        match self {
            Leave::NewDeal(_) | Leave::Deal(_) | Leave::Daily(..) => {
                "Leave this game for a new one?"
            }
            Leave::Restart => "Start this deal again?",
        }
    }

    /// The label of the button that goes ahead.
    pub(crate) fn go_label(self) -> &'static str {
        match self {
            Leave::NewDeal(_) | Leave::Deal(_) | Leave::Daily(..) => "New game",
            Leave::Restart => "Restart",
        }
    }
}

impl App {
    /// Whether leaving now would give up a game the player has started.
    pub(crate) fn game_at_stake(&self) -> bool {
        let game = self.history.game();
        game.moves() > 0 && !game.is_won()
    }

    /// Leaves the game as asked, after asking when the game has moves.
    pub(super) fn leave(&mut self, to: Leave) {
        if self.game_at_stake() {
            self.drag = None;
            self.held = None;
            self.open(Panel::ConfirmLeave(to));
        } else {
            self.leave_now(to);
        }
    }

    /// Leaves the game without asking (the player has said yes).
    pub(super) fn leave_now(&mut self, to: Leave) {
        self.panel = None;
        match to {
            Leave::NewDeal(variant) => self.deal_new(variant),
            Leave::Deal(deal) => self.start(deal),
            Leave::Daily(variant, date) => self.deal_daily(variant, date),
            Leave::Restart => {
                self.record_leaving();
                self.history.restart();
                self.clock = 0.0;
                self.held = None;
            }
        }
    }
}
