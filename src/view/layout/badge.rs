//! Where the stock's count goes: a small plate beside the stock that hides
//! no card. Every table keeps its stock in a different place (a corner, at
//! the foot, beside a pyramid), so the plate tries the sides of the stock in
//! turn and takes the first where it lies on bare felt, clear of every
//! pile's place and of the room its cards fan into.

use crate::games::table::Fan;
use crate::model::pile::PileId;

use super::{units, Layout, Rect};

/// The plate's height in card heights, and the least height in pixels that
/// keeps its digits readable on a phone.
const HEIGHT: f32 = 0.2;
const MIN_PX: f32 = 14.0;
/// Room for three digits, in plate heights.
const WIDTH: f32 = 2.2;

impl Layout {
    /// The plate showing the stock's count, or `None` for a table without a
    /// stock. Below the stock, beside it, above it: the first that lies in
    /// the table's area over bare felt; smaller if none does; inside the
    /// stock's foot as the last resort (a table too cramped for anything).
    pub(crate) fn stock_badge(&self) -> Option<Rect> {
        let stock = self.slot(PileId::Stock)?;
        let taken = self.taken();
        let clear =
            |r: &Rect| self.area.encloses(r, 0.5) && taken.iter().all(|t| t.overlap_area(r) <= 0.0);
        let gap = (self.card_h * 0.025).max(1.5);
        for h in [
            (self.card_h * HEIGHT).max(MIN_PX),
            self.card_h * 0.16,
            self.card_h * 0.12,
        ] {
            let h = h.min(self.card_h * 0.4);
            let w = h * WIDTH;
            let (cx, _) = stock.center();
            let candidates = [
                Rect::new(cx - w / 2.0, stock.bottom() + gap, w, h),
                Rect::new(stock.right() + gap, stock.bottom() - h, w, h),
                Rect::new(stock.x - gap - w, stock.bottom() - h, w, h),
                Rect::new(cx - w / 2.0, stock.y - gap - h, w, h),
            ];
            if let Some(r) = candidates.into_iter().find(clear) {
                return Some(r);
            }
        }
        Some(Rect::new(
            stock.x + stock.w * 0.3,
            stock.bottom() - stock.h * 0.2,
            stock.w * 0.4,
            stock.h * 0.16,
        ))
    }

    /// Every place a card may lie, now or later: each pile's slot with the
    /// room its cards fan into (a column down to the foot of the table, the
    /// waste to the right), the stock's own slot, and every card laid.
    fn taken(&self) -> Vec<Rect> {
        let bottom = self.area.bottom();
        let fans = self.slots.iter().map(|&(_, r, fan)| match fan {
            Fan::Down => Rect::new(r.x, r.y, r.w, (bottom - r.y).max(r.h)),
            Fan::Right { shown } => {
                let reach = self.card_w * units::WASTE_FAN * f32::from(shown.saturating_sub(1));
                Rect::new(r.x, r.y, r.w + reach, r.h)
            }
            Fan::Stacked => r,
        });
        fans.chain(self.spots.iter().map(|s| s.rect)).collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::games::list::offered;
    use crate::games::{Deal, Game};
    use crate::model::pile::PileId;
    use crate::view::layout::{Layout, Rect};

    #[test]
    fn the_stock_count_hides_no_card_in_any_game_on_a_phone_or_a_monitor() {
        for info in offered() {
            let game = Game::new(Deal {
                variant: info.variant,
                number: 3,
            });
            for (w, h) in [
                (360.0, 560.0),
                (390.0, 760.0),
                (1280.0, 720.0),
                (1920.0, 1000.0),
            ] {
                let layout =
                    Layout::compute(&game.table(), &game.piles(), Rect::new(0.0, 40.0, w, h));
                let Some(badge) = layout.stock_badge() else {
                    assert!(layout.slot(PileId::Stock).is_none(), "{}", info.id);
                    continue;
                };
                assert!(game.stock_left().is_some(), "{}: a count to show", info.id);
                for (card, spot) in layout.spots() {
                    assert!(
                        spot.rect.overlap_area(&badge) <= 0.0,
                        "{} at {w}x{h}: the count covers {card}",
                        info.id
                    );
                }
                assert!(badge.h >= 9.0, "{} at {w}x{h}: readable", info.id);
            }
        }
    }
}
