//! A described game's siblings in the list of games: the same game under
//! another score or turning another number of cards (Klondike drawing one
//! and three, standard and Vegas). They are found by comparing the
//! descriptions, so the scoring setting and `--draw` name no game in code.

use super::vocabulary::{Description, Scoring, Stock};
use super::DescId;
use crate::games::{Variant, GAMES};

/// What the stock turns at a time, for a stock turned onto a waste.
fn draw(d: &Description) -> Option<u8> {
    match d.stock {
        Stock::Waste { draw, .. } => Some(draw),
        _ => None,
    }
}

/// `d` without what siblings may differ in: names, rules, stock, score.
fn rest(d: &Description) -> Description {
    Description {
        id: String::new(),
        title: String::new(),
        rules: Vec::new(),
        stock: Stock::None,
        scoring: Scoring::None,
        ..d.clone()
    }
}

impl DescId {
    /// The games of the list that are this one but for their names, their
    /// stock and their score (this one among them).
    fn siblings(self) -> impl Iterator<Item = DescId> {
        let me = rest(self.description());
        GAMES.iter().filter_map(move |g| match g.variant {
            Variant::Described(id) if rest(id.description()) == me => Some(id),
            _ => None,
        })
    }

    /// The same game kept by `scoring` (Klondike's standard score or its
    /// Vegas money), turning as many cards; none if the list has no such
    /// game.
    pub fn with_scoring(self, scoring: Scoring) -> Option<DescId> {
        let d = self.description();
        self.siblings().find(|id| {
            let o = id.description();
            o.scoring == scoring && draw(o) == draw(d)
        })
    }

    /// The same game, under the same score, turning `cards` at a time:
    /// none unless the list offers that choice (another sibling turning
    /// another number of cards).
    pub fn with_draw(self, cards: u8) -> Option<DescId> {
        let d = self.description();
        let same_score: Vec<DescId> = self
            .siblings()
            .filter(|id| id.description().scoring == d.scoring)
            .collect();
        let choice = same_score
            .iter()
            .any(|id| draw(id.description()) != draw(d));
        same_score
            .into_iter()
            .find(|id| choice && draw(id.description()) == Some(cards))
    }
}
