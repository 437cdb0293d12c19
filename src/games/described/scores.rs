//! The scores a description keeps ([`Scoring`]): those read off the
//! table (cards home, Vegas money, Golf's strokes) and Klondike's
//! standard score, which moves earn one by one and the tally carries.

use super::vocabulary::{Scoring, Stock};
use super::Described;
use crate::games::Patience;
use crate::model::moves::Event;
use crate::model::pile::{Pile, PileId};
use crate::model::score;

impl Described {
    /// Adds the points `events` (one move's) earn under Klondike's
    /// standard score, each step kept above zero as Windows did. A Vegas
    /// game counts them too, as Klondike has always done: its saves carry
    /// them.
    pub(super) fn earn(&mut self, events: &[Event]) {
        let d = self.description();
        if !matches!(d.scoring, Scoring::Standard | Scoring::Vegas) {
            return;
        }
        for event in events {
            let points = match *event {
                Event::Moved { from, to, .. } => match (from, to) {
                    (_, PileId::Foundation(_)) => score::TO_FOUNDATION,
                    (PileId::Waste, PileId::Column(_)) => score::WASTE_TO_COLUMN,
                    (PileId::Foundation(_), PileId::Column(_)) => score::FROM_FOUNDATION,
                    _ => 0,
                },
                Event::Turned { .. } => score::TURN_CARD,
                Event::Recycled => match d.stock {
                    Stock::Waste { draw, .. } => score::recycle_penalty(usize::from(draw)),
                    _ => 0,
                },
                _ => 0,
            };
            if points != 0 {
                self.points = score::add_standard(self.points, points);
            }
        }
    }

    /// The score, without the time.
    pub(super) fn scored(&self) -> Option<i32> {
        let home = self.foundations.iter().map(Pile::len).sum::<usize>() as i32;
        match self.description().scoring {
            Scoring::None => None,
            Scoring::Home => Some(5 * home),
            Scoring::Standard => Some(self.points),
            Scoring::Vegas => Some(score::VEGAS_STAKE + score::VEGAS_PER_CARD * home),
            Scoring::Golf => {
                let left = self.columns.iter().map(Pile::len).sum::<usize>() as i32;
                Some(if left == 0 {
                    -(self.stock.len() as i32)
                } else {
                    left
                })
            }
            Scoring::Spider => {
                let moves = i32::try_from(self.moves).unwrap_or(i32::MAX);
                let runs = self.foundations.iter().filter(|f| !f.is_empty()).count();
                Some(500 - moves + 100 * runs as i32)
            }
        }
    }

    /// The score shown after `seconds`: the standard score loses 2 points
    /// every ten seconds and a win the player made earns the time bonus.
    pub(super) fn shown(&self, seconds: u32, bonus: bool) -> Option<i32> {
        let score = self.scored()?;
        Some(match self.description().scoring {
            Scoring::Standard => score::timed_standard(score, seconds, bonus && self.is_won()),
            _ => score,
        })
    }
}
