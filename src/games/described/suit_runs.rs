//! Simple Simon's group rule ([`Group::SuitRunsBySpaces`]): a run of
//! several suits moves when the empty columns could hold its runs of one
//! suit step by step, `2^(empty columns)` of them, the destination not
//! counted. The limit hangs on the destination, so it is checked with it,
//! as a supermove's room is.

use super::vocabulary::Group;
use super::Described;
use crate::model::card::Card;
use crate::model::moves::Illegal;
use crate::model::pile::PileId;

/// How many runs of one suit `cards` (bottom first) are made of.
pub fn suit_runs(cards: &[Card]) -> usize {
    1 + cards
        .windows(2)
        .filter(|w| w[0].suit() != w[1].suit())
        .count()
}

impl Described {
    /// Whether `cards` may go onto `to` (a column; any other pile, say the
    /// stock, for the most that may be lifted at all) by the number of
    /// their suits' runs; no limit for the other groups.
    pub(super) fn check_suit_runs(&self, cards: &[Card], to: PileId) -> Result<(), Illegal> {
        let d = self.description();
        if d.group != Group::SuitRunsBySpaces {
            return Ok(());
        }
        let empties = self
            .columns
            .iter()
            .enumerate()
            .filter(|(i, c)| c.is_empty() && PileId::Column(*i as u8) != to)
            .count();
        if suit_runs(cards) <= 1 << empties.min(16) {
            Ok(())
        } else {
            Err(Illegal::GroupRule(d.group.words()))
        }
    }
}
