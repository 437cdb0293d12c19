//! Where everything lies on the table: pure arithmetic, no macroquad.
//!
//! Slots, gaps and fan offsets are fractions of a card ([`units`]); one scale,
//! the largest card that fits the area given, turns them into pixels. The
//! caller passes the area (the window minus the HUD), so the same code lays
//! out a 360×640 phone and a 4K monitor, and tests run without a window.

mod badge;
mod fan;
mod fold;
#[cfg(test)]
mod fold_tests;
mod rect;
#[cfg(test)]
mod round_tests;
mod table;
#[cfg(test)]
mod tests;

use std::ops::Range;

use crate::games::table::{Fan, Place, Table};
use crate::model::card::Card;
use crate::model::pile::{Pile, PileId};

pub use badge::Badge;
use fan::{waste_step, ColumnFan};
use fold::Fold;
pub use rect::Rect;
pub(crate) use table::units;
use table::{card_width, fan_stretch, sanitized};

/// Where one card lies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardSpot {
    /// The pile the card lies in.
    pub(crate) pile: PileId,
    /// Its place in the pile, 0 for the bottom card.
    pub(crate) index: usize,
    /// Where it is drawn, in pixels.
    pub rect: Rect,
    /// Whether its face shows, as the pile says.
    pub(crate) face_up: bool,
}

/// The cards of one pile that was passed in, as a range of the spots.
#[derive(Clone, Debug)]
struct LaidPile {
    pile: PileId,
    spots: Range<usize>,
}

/// The table laid out for one state of the game and one area: the slot of
/// every pile and the spot of every card, in pixels.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Card width in pixels.
    pub card_w: f32,
    /// Card height in pixels (5:7 to the width).
    pub card_h: f32,
    /// The face-up fan's offset before any squeezing, in pixels.
    fan_up: f32,
    /// The area fitted to: the tests hold the layout within it, and the
    /// stock's count finds room in it.
    area: Rect,
    /// Every pile of the table, passed in or not, so an empty pile has a
    /// place, with how its cards fan.
    slots: Vec<(PileId, Rect, Fan)>,
    /// The piles passed in, in draw order.
    laid: Vec<LaidPile>,
    /// `cards[i]` lies at `spots[i]`; kept apart so a pile's spots are a slice.
    cards: Vec<Card>,
    spots: Vec<CardSpot>,
    /// The position in `spots` of each card, by [`Card::index`].
    by_card: Vec<Option<usize>>,
}

/// The card-unit grid scaled to pixels for one area.
struct Grid {
    card_w: f32,
    card_h: f32,
    /// The x of the first column.
    left: f32,
    /// From one column's x to the next.
    step: f32,
    /// The y of the top row and of the columns.
    rows: [f32; 2],
    /// The lowest y a column's last card may reach.
    bottom: f32,
    /// The face-up fan's spread, 1 or more on a tall table.
    stretch: f32,
}

/// How many times a folded table may narrow its cards for columns too long
/// for their band (each time the second band moves down with the cards).
const FOLD_TRIES: usize = 12;

impl Grid {
    fn new(table: &Table, area: Rect) -> Grid {
        Grid::of_width(table, area, card_width(table, area))
    }

    /// The grid with cards `card_w` wide.
    fn of_width(table: &Table, area: Rect, card_w: f32) -> Grid {
        let card_h = card_w * units::ASPECT;
        let columns = f32::from(table.width);
        let step = card_w * (1.0 + units::GAP_X);
        let span = card_w * columns + card_w * units::GAP_X * (columns - 1.0);
        let top = area.y + card_w * units::MARGIN_Y;
        let rows = [top, top + card_h * (1.0 + units::ROW_GAP)];
        let bottom = area.bottom() - card_w * units::MARGIN_Y;
        let stretch = if card_h > 0.0 {
            fan_stretch((bottom - rows[1]) / card_h)
        } else {
            1.0
        };
        Grid {
            card_w,
            card_h,
            left: area.x + (area.w - span) / 2.0,
            step,
            rows,
            bottom,
            stretch,
        }
    }

    fn slot(&self, place: &Place) -> Rect {
        let x = self.left + place.across * self.step;
        let y = self.rows[usize::from(place.row.min(1))] + place.down * self.card_h;
        Rect::new(x, y, self.card_w, self.card_h)
    }

    /// The column fan before any squeezing.
    fn column_fan(&self) -> ColumnFan {
        ColumnFan {
            down: self.card_h * units::FAN_DOWN,
            up: self.card_h * units::FAN_UP * self.stretch,
        }
    }

    /// The lowest a column at `place` may reach: above the first slot
    /// that lies below it (a folded table's second band), else the foot
    /// of the table.
    fn foot(&self, table: &Table, place: &Place) -> f32 {
        let slot = self.slot(place);
        table
            .places
            .iter()
            .map(|q| self.slot(q))
            .filter(|r| r.y >= slot.bottom() && r.x < slot.right() && r.right() > slot.x)
            .map(|r| r.y - self.card_w * units::MARGIN_Y)
            .fold(self.bottom, f32::min)
    }

    /// The face-up fans' spread on a folded table: from the room of the
    /// shallowest band.
    fn band_stretch(&self, table: &Table) -> f32 {
        let room = table
            .places
            .iter()
            .filter(|place| place.fan == Fan::Down)
            .map(|place| (self.foot(table, place) - self.slot(place).y) / self.card_h)
            .fold(f32::INFINITY, f32::min);
        if self.card_h > 0.0 && room.is_finite() {
            fan_stretch(room)
        } else {
            1.0
        }
    }

    /// A column fanned down from its slot, squeezed to end above `foot`.
    fn column_rects(&self, slot: Rect, foot: f32, pile: &Pile) -> Vec<Rect> {
        let (down_gaps, up_gaps) = ColumnFan::gaps(pile.len(), pile.face_down());
        let room = foot - slot.bottom();
        let least = (
            self.card_h * units::FAN_DOWN_MIN,
            self.card_h * units::FAN_UP_MIN,
        );
        let fan = self.column_fan().squeezed(down_gaps, up_gaps, room, least);
        fan.offsets(pile.len(), pile.face_down())
            .map(|dy| slot.translate(0.0, dy))
            .collect()
    }

    /// A smaller card width when a column of `piles`, squeezed as far as
    /// its cards' corner indices allow, would still run past the foot of
    /// the table: every distance from the area's top scales with the card,
    /// so the width that fits is this one scaled by room over need. A
    /// column of a folded table's first band must end above the second:
    /// its room over its need is the ratio (the caller lays the bands out
    /// again for the narrower cards).
    fn width_for_columns(
        &self,
        table: &Table,
        piles: &[(PileId, &Pile)],
        area: Rect,
    ) -> Option<f32> {
        let mut need: f32 = 0.0;
        let mut ratio: f32 = 1.0;
        for place in table.places.iter().filter(|place| place.fan == Fan::Down) {
            let Some((_, pile)) = piles.iter().find(|(id, _)| *id == place.pile) else {
                continue;
            };
            let (down, up) = ColumnFan::gaps(pile.len(), pile.face_down());
            let fan = self.card_h
                * (units::FAN_DOWN_MIN.min(units::FAN_DOWN) * down as f32
                    + units::FAN_UP_MIN * up as f32);
            let slot = self.slot(place);
            let foot = self.foot(table, place);
            if foot < self.bottom {
                let room = foot - slot.bottom();
                if fan > room && fan > 0.0 {
                    ratio = ratio.min((room / fan).max(0.5));
                }
            } else {
                need = need.max(slot.bottom() + fan + self.card_w * units::MARGIN_Y - area.y);
            }
        }
        if need > area.h && need > 0.0 {
            ratio = ratio.min(area.h / need);
        }
        (ratio < 1.0).then_some(self.card_w * ratio)
    }

    /// The waste with its top `fan` cards spread to the right.
    fn waste_rects(&self, slot: Rect, pile: &Pile, fan: usize) -> Vec<Rect> {
        let dx = self.card_w * units::WASTE_FAN;
        (0..pile.len())
            .map(|i| slot.translate(dx * waste_step(i, pile.len(), fan) as f32, 0.0))
            .collect()
    }
}

/// A folded table laid out for `area`: its cards as wide as the fold
/// allows, narrower while a column would run into the band below it or
/// past the foot; `None` if it does not settle in [`FOLD_TRIES`].
fn folded_grid(fold: &Fold, piles: &[(PileId, &Pile)], area: Rect) -> Option<(Table, Grid)> {
    let mut card_w = fold.card_w.min(fold.width_for(area, piles));
    for _ in 0..FOLD_TRIES {
        let table = fold.table(card_w, area, piles);
        let mut grid = Grid::of_width(&table, area, card_w);
        grid.stretch = grid.band_stretch(&table);
        match grid.width_for_columns(&table, piles, area) {
            Some(narrower) if narrower < card_w => card_w = narrower,
            _ => return Some((table, grid)),
        }
    }
    None
}

impl Layout {
    /// Lays out `piles` on `table` (the game's, in card units). `area` is
    /// the part of the window given to the table (the HUD keeps the rest);
    /// everything laid out lies inside it. Piles the table has no place for
    /// (a free cell in Klondike, a ninth column) are left out: their cards
    /// get no spot.
    pub fn compute(table: &Table, piles: &[(PileId, &Pile)], area: Rect) -> Layout {
        let area = sanitized(area);
        let table = table.arranged(area.w > area.h);
        let grid = Grid::new(table, area);
        let grid = match grid.width_for_columns(table, piles, area) {
            Some(narrower) => Grid::of_width(table, area, narrower),
            None => grid,
        };
        // Folded while that keeps the cards larger: columns grown long
        // (late in a Spider game) may lay the table out flat again.
        let folded = Fold::of(table, area)
            .and_then(|fold| folded_grid(&fold, piles, area))
            .filter(|(_, fgrid)| fgrid.card_w > grid.card_w);
        let (table, grid) = match &folded {
            Some((folded, fgrid)) => (folded, fgrid),
            None => (table, &grid),
        };
        let slots = table
            .places
            .iter()
            .map(|place| (place.pile, grid.slot(place), place.fan))
            .collect();
        let mut layout = Layout {
            card_w: grid.card_w,
            card_h: grid.card_h,
            fan_up: grid.column_fan().up,
            area,
            slots,
            laid: Vec::with_capacity(piles.len()),
            cards: Vec::with_capacity(52),
            spots: Vec::with_capacity(52),
            by_card: vec![None; Card::IDS],
        };
        for &(id, pile) in piles {
            layout.lay_pile(grid, table, id, pile);
        }
        layout
    }

    fn lay_pile(&mut self, grid: &Grid, table: &Table, id: PileId, pile: &Pile) {
        let Some(&(_, slot, fan)) = self.slots.iter().find(|(p, _, _)| *p == id) else {
            return;
        };
        let rects = match fan {
            Fan::Down => {
                let foot = table
                    .place(id)
                    .map_or(grid.bottom, |place| grid.foot(table, place));
                grid.column_rects(slot, foot, pile)
            }
            Fan::Right { shown } => grid.waste_rects(slot, pile, usize::from(shown)),
            Fan::Stacked => vec![slot; pile.len()],
        };
        let start = self.spots.len();
        for (index, (&card, rect)) in pile.cards().iter().zip(rects).enumerate() {
            if let Some(at) = self.by_card.get_mut(card.index()) {
                *at = Some(self.spots.len());
            }
            self.cards.push(card);
            self.spots.push(CardSpot {
                pile: id,
                index,
                rect,
                face_up: pile.is_face_up(index),
            });
        }
        self.laid.push(LaidPile {
            pile: id,
            spots: start..self.spots.len(),
        });
    }

    /// The area the table was fitted to (cleaned of NaN and negative sizes).
    #[cfg(test)]
    pub(crate) fn area(&self) -> Rect {
        self.area
    }

    /// The empty place of a pile: where its bottom card lies and what is
    /// outlined when it has none. `None` for a pile this table lacks.
    pub fn slot(&self, pile: PileId) -> Option<Rect> {
        self.slots
            .iter()
            .find(|(id, _, _)| *id == pile)
            .map(|&(_, rect, _)| rect)
    }

    /// Every slot of the table, top row first, for drawing empty places.
    pub(crate) fn slots(&self) -> impl Iterator<Item = (PileId, Rect)> + '_ {
        self.slots.iter().map(|&(pile, rect, _)| (pile, rect))
    }

    /// Where a card lies; `None` for a card in no pile passed in.
    pub fn spot(&self, card: Card) -> Option<&CardSpot> {
        let at = (*self.by_card.get(card.index())?)?;
        self.spots.get(at)
    }

    /// Every card and where it lies, in draw order: pile by pile as passed
    /// in, bottom card first, so later cards cover earlier ones.
    pub(crate) fn spots(&self) -> impl Iterator<Item = (Card, &CardSpot)> {
        self.cards.iter().copied().zip(&self.spots)
    }

    /// The spots of one pile, bottom card first (empty if it was not passed
    /// in): a dragged run is `&pile_spots(pile)[index..]`.
    pub fn pile_spots(&self, pile: PileId) -> &[CardSpot] {
        self.laid
            .iter()
            .find(|laid| laid.pile == pile)
            .map_or(&[], |laid| &self.spots[laid.spots.clone()])
    }

    /// What lies under the point: the pile and the index of the card, walking
    /// each pile from the top card down so a covered card answers only on the
    /// strip of it that shows; `(pile, None)` on an empty slot; `None` on bare
    /// felt.
    pub(crate) fn hit(&self, x: f32, y: f32) -> Option<(PileId, Option<usize>)> {
        let on_card = self.laid.iter().rev().find_map(|laid| {
            self.spots[laid.spots.clone()]
                .iter()
                .rev()
                .find(|spot| spot.rect.contains(x, y))
                .map(|spot| (spot.pile, Some(spot.index)))
        });
        on_card.or_else(|| {
            self.slots
                .iter()
                .find(|(_, rect, _)| rect.contains(x, y))
                .map(|&(pile, _, _)| (pile, None))
        })
    }

    /// Among `candidates` (the piles where a drop would be legal, which the
    /// caller knows from the rules), the one whose top card, or empty slot,
    /// the dragged card's rectangle overlaps most; `None` if it overlaps
    /// none. A tie goes to the earlier candidate.
    pub(crate) fn drop_target(&self, dragged: Rect, candidates: &[PileId]) -> Option<PileId> {
        let mut best: Option<(PileId, f32)> = None;
        for &pile in candidates {
            let Some(target) = self.top_rect(pile) else {
                continue;
            };
            let overlap = target.overlap_area(&dragged);
            if overlap > 0.0 && best.is_none_or(|(_, most)| overlap > most) {
                best = Some((pile, overlap));
            }
        }
        best.map(|(pile, _)| pile)
    }

    /// The rectangle of a pile's top card, or its slot when empty: where
    /// hint and focus outlines go and what a drop must overlap.
    pub fn top_rect(&self, pile: PileId) -> Option<Rect> {
        self.pile_spots(pile)
            .last()
            .map(|spot| spot.rect)
            .or_else(|| self.slot(pile))
    }

    /// The rectangle around a whole pile, its slot when empty: an outline for
    /// a focused column.
    #[cfg(test)]
    pub(crate) fn pile_bounds(&self, pile: PileId) -> Option<Rect> {
        let slot = self.slot(pile)?;
        let bounds = self.pile_spots(pile).iter().fold(slot, |acc, spot| {
            let x = acc.x.min(spot.rect.x);
            let y = acc.y.min(spot.rect.y);
            let right = acc.right().max(spot.rect.right());
            let bottom = acc.bottom().max(spot.rect.bottom());
            Rect::new(x, y, right - x, bottom - y)
        });
        Some(bounds)
    }

    /// The full face-up fan offset in pixels: how far apart to draw the
    /// cards of a run held in the hand, which is not squeezed.
    pub(crate) fn fan_step(&self) -> f32 {
        self.fan_up
    }
}
