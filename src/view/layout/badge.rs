//! Where a pile's count goes (the stock's, a reserve's): a small plate
//! beside the pile that hides no card. Every table keeps its stock in a
//! different place (a corner, at the foot, beside a pyramid), so the plate
//! tries the sides of the pile in turn and takes the first where it lies on
//! bare felt, clear of every pile's place, of the room its cards fan into
//! and of the plates already placed.

use crate::games::table::Fan;
use crate::model::pile::PileId;

use super::{units, Layout, Rect};

/// The plate's height in card heights, and the least height in pixels that
/// keeps its digits readable on a phone.
const HEIGHT: f32 = 0.2;
const MIN_PX: f32 = 14.0;
/// The least height of a plate with the count's word.
const MIN_WORD_PX: f32 = 11.0;
/// The least width, in plate heights (three digits)...
const WIDTH: f32 = 2.2;
/// ...else the label's: its text is this many plate heights high, with
/// this much room beside it.
const TEXT: f32 = 0.8;
const ROOM: f32 = 0.7;

/// Where a pile's count goes, and whether its word fits there too.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Badge {
    pub rect: Rect,
    /// The plate holds the count's word ("24 cards"); on a table too
    /// cramped for that, only the number.
    pub worded: bool,
}

impl Layout {
    /// The plates of the piles `counts` names, each with its label's
    /// width in ems, placed in that order, each clear of those before it.
    pub fn count_badges(&self, counts: &[(PileId, f32)]) -> Vec<(PileId, Badge)> {
        let mut badges: Vec<(PileId, Badge)> = Vec::with_capacity(counts.len());
        let mut placed = Vec::with_capacity(counts.len());
        for &(pile, ems) in counts {
            if let Some(badge) = self.count_badge(pile, ems, &placed) {
                placed.push(badge.rect);
                badges.push((pile, badge));
            }
        }
        badges
    }

    /// The plate showing `pile`'s count with its word ("24 cards",
    /// `label_ems` wide in ems of the UI font), clear of the plates
    /// `placed` before it, or `None` for a table without that pile. Below
    /// the pile, beside it, above it: the first that lies in the table's
    /// area over bare felt; smaller if none does; the number alone if the
    /// word never fits; inside the pile's foot as the last resort (a table
    /// too cramped for anything).
    fn count_badge(&self, pile: PileId, label_ems: f32, placed: &[Rect]) -> Option<Badge> {
        let at = self.slot(pile)?;
        let mut taken = self.taken();
        taken.extend_from_slice(placed);
        let clear =
            |r: &Rect| self.area.encloses(r, 0.5) && taken.iter().all(|t| t.overlap_area(r) <= 0.0);
        let gap = (self.card_h * 0.025).max(1.5);
        let worded = WIDTH.max(label_ems * TEXT + ROOM);
        let sizes = [
            (self.card_h * HEIGHT).max(MIN_PX),
            self.card_h * 0.16,
            self.card_h * 0.12,
        ];
        // The word at the two larger sizes; else the number alone, down
        // to the smallest (a word that small would not be read).
        // (Plain pushes rather than an iterator chain: the web build
        // carries less code.)
        let mut tries = Vec::with_capacity(5);
        for &h in &sizes[..2] {
            if h.min(self.card_h * 0.4) >= MIN_WORD_PX {
                tries.push((h, worded, true));
            }
        }
        for &h in &sizes {
            tries.push((h, WIDTH, false));
        }
        for (h, width, worded) in tries {
            let h = h.min(self.card_h * 0.4);
            let w = h * width;
            let (cx, _) = at.center();
            let candidates = [
                Rect::new(cx - w / 2.0, at.bottom() + gap, w, h),
                Rect::new(at.right() + gap, at.bottom() - h, w, h),
                Rect::new(at.x - gap - w, at.bottom() - h, w, h),
                Rect::new(cx - w / 2.0, at.y - gap - h, w, h),
            ];
            if let Some(rect) = candidates.into_iter().find(clear) {
                return Some(Badge { rect, worded });
            }
        }
        Some(Badge {
            rect: Rect::new(
                at.x + at.w * 0.3,
                at.bottom() - at.h * 0.2,
                at.w * 0.4,
                at.h * 0.16,
            ),
            worded: false,
        })
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
    use crate::view::chrome::estimated_ems;
    use crate::view::layout::{Badge, Layout, Rect};

    /// Each plate of a game's counts ([`Game::counts`]) beside its pile
    /// at `w`x`h`, with its label's width.
    fn badges(game: &Game, w: f32, h: f32) -> Vec<(PileId, Badge)> {
        let layout = Layout::compute(&game.table(), &game.piles(), Rect::new(0.0, 40.0, w, h));
        let ems: Vec<(PileId, f32)> = game
            .counts()
            .iter()
            .map(|(pile, label)| (*pile, estimated_ems(label)))
            .collect();
        layout.count_badges(&ems)
    }

    #[test]
    fn the_counts_hide_no_card_nor_each_other_in_any_game_on_a_phone_or_a_monitor() {
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
                let badges = badges(&game, w, h);
                assert_eq!(
                    badges.iter().map(|(p, _)| *p).collect::<Vec<_>>(),
                    game.counts().iter().map(|(p, _)| *p).collect::<Vec<_>>(),
                    "{}: a plate for every count",
                    info.id
                );
                assert_eq!(
                    badges.iter().any(|(p, _)| *p == PileId::Stock),
                    layout.slot(PileId::Stock).is_some(),
                    "{}: the stock's count with the stock",
                    info.id
                );
                for (i, (pile, badge)) in badges.iter().enumerate() {
                    let rect = badge.rect;
                    for (card, spot) in layout.spots() {
                        assert!(
                            spot.rect.overlap_area(&rect) <= 0.0,
                            "{} at {w}x{h}: the {pile:?} count covers {card}",
                            info.id
                        );
                    }
                    for (other, b) in &badges[..i] {
                        assert!(
                            b.rect.overlap_area(&rect) <= 0.0,
                            "{} at {w}x{h}: the {pile:?} count covers the {other:?} count",
                            info.id
                        );
                    }
                    assert!(rect.h >= 9.0, "{} at {w}x{h}: readable", info.id);
                }
            }
        }
    }

    /// A phone held upright has no felt beside its stock wide enough for
    /// a word (its count stays a number); a tablet, a phone on its side
    /// and a monitor have, for every count.
    #[test]
    fn the_counts_say_what_they_count_where_the_table_has_room() {
        let mut unworded = Vec::new();
        for info in offered() {
            let game = Game::new(Deal {
                variant: info.variant,
                number: 3,
            });
            for (w, h) in [
                (768.0, 900.0),
                (800.0, 330.0),
                (1280.0, 720.0),
                (1920.0, 1000.0),
            ] {
                for (pile, badge) in badges(&game, w, h) {
                    if !badge.worded {
                        unworded.push(format!("{} {pile:?} at {w}x{h}", info.id));
                    }
                }
            }
        }
        assert!(unworded.is_empty(), "the number alone: {unworded:?}");
    }

    /// Canfield shows its reserve's count as well as its stock's.
    #[test]
    fn canfields_reserve_is_counted() {
        let game = Game::new(Deal {
            variant: "canfield".parse().unwrap(),
            number: 3,
        });
        assert_eq!(
            game.counts(),
            [
                (PileId::Stock, "34 cards".to_string()),
                (PileId::Reserve, "13 cards".to_string())
            ]
        );
        let piles: Vec<PileId> = badges(&game, 1280.0, 720.0)
            .iter()
            .map(|(p, _)| *p)
            .collect();
        assert_eq!(piles, [PileId::Stock, PileId::Reserve]);
    }

    #[test]
    fn the_count_names_cards_deals_or_redeals() {
        let label = |variant, number| Game::new(Deal { variant, number }).stock_label();
        use crate::games::Variant;
        assert_eq!(
            label(crate::games::GAMES[0].variant, 3).as_deref(),
            Some("24 cards")
        );
        assert_eq!(
            label("spider1".parse::<Variant>().unwrap(), 3).as_deref(),
            Some("5 deals")
        );
        assert_eq!(label(Variant::AcesUp, 3).as_deref(), Some("12 deals"));
        assert_eq!(
            label("grandfather".parse::<Variant>().unwrap(), 3).as_deref(),
            Some("2 redeals")
        );
        assert_eq!(label("freecell".parse::<Variant>().unwrap(), 3), None);
    }
}
