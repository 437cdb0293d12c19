//! The arrangement of a table in card units: which piles it has, where their
//! slots lie on a grid of card widths, and the one scale that turns card
//! units into pixels for a given area.

use crate::model::pile::PileId;

use super::rect::Rect;

/// Which table to lay out; the piles and where they lie depend on the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableKind {
    /// Stock, waste and four foundations above seven columns. `draw` is 1 or
    /// 3: with 3 the top three waste cards fan sideways.
    Klondike { draw: u8 },
    /// Four free cells and four foundations above eight columns.
    FreeCell,
}

/// Card units: every distance of the layout as a fraction of a card, so one
/// scale fits the table to any window.
pub mod units {
    /// Card height over card width: cards are 5:7.
    pub const ASPECT: f32 = 7.0 / 5.0;
    /// Gap between neighbouring columns, in card widths.
    pub const GAP_X: f32 = 0.12;
    /// Felt left and right of the table, in card widths.
    pub const MARGIN_X: f32 = 0.12;
    /// Felt above the top row and below the columns, in card widths (the
    /// same as at the sides, so the table sits in an even frame).
    pub const MARGIN_Y: f32 = 0.12;
    /// Gap between the top row and the columns, in card heights.
    pub const ROW_GAP: f32 = 0.2;
    /// Offset to the next card over a face-down card in a column, in card
    /// heights: only the back shows, so it need not leave room for an index.
    pub const FAN_DOWN: f32 = 0.12;
    /// Offset to the next card over a face-up card in a column, in card
    /// heights: room to read the rank and suit in the corner.
    pub const FAN_UP: f32 = 0.28;
    /// The face-down offset a squeezed column gives up first, before the
    /// face-up cards tighten too, in card heights: still enough to count them.
    pub const FAN_DOWN_MIN: f32 = 0.05;
    /// Offset between the fanned waste cards in draw 3, in card widths:
    /// wide enough to show the large index's rank (a "10" is about a third
    /// of a card wide), not only the small one's; the fan reaches into the
    /// empty place beside the waste.
    pub const WASTE_FAN: f32 = 0.36;
    /// Face-up offsets below a column's first card that the card size makes
    /// room for. Longer columns (a king and twelve cards under face-down ones)
    /// squeeze instead, which keeps cards large on short landscape windows.
    pub const ROOM_FOR_FANS: f32 = 8.0;
}

/// Where a slot lies on the grid: `across` in column steps from the left
/// edge of the table, `row` 0 for the top row and 1 for the columns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct GridPlace {
    pub across: f32,
    pub row: u8,
}

impl TableKind {
    /// How many columns the table has; they set its width.
    pub fn columns(self) -> u8 {
        match self {
            TableKind::Klondike { .. } => 7,
            TableKind::FreeCell => 8,
        }
    }

    /// Every pile of this table, top row left to right, then the columns.
    pub fn piles(self) -> Vec<PileId> {
        let top_row: Vec<PileId> = match self {
            TableKind::Klondike { .. } => [PileId::Stock, PileId::Waste].into_iter().collect(),
            TableKind::FreeCell => (0..4).map(PileId::FreeCell).collect(),
        };
        let foundations = (0..4).map(PileId::Foundation);
        let columns = (0..self.columns()).map(PileId::Column);
        top_row
            .into_iter()
            .chain(foundations)
            .chain(columns)
            .collect()
    }

    /// How many waste cards fan sideways: the draw count, capped at three,
    /// since that is what one turn of the stock shows.
    pub fn waste_fan(self) -> usize {
        match self {
            TableKind::Klondike { draw } => usize::from(draw.clamp(1, 3)),
            TableKind::FreeCell => 1,
        }
    }

    /// Where a pile's slot lies on the grid, `None` for a pile this table
    /// does not have. Top-row slots line up over the columns: the stock over
    /// the first, the waste over the second (its fan reaches into the third,
    /// which stays empty), the foundations over the last four.
    pub(super) fn place(self, pile: PileId) -> Option<GridPlace> {
        let columns = self.columns();
        let top = |across: u8| GridPlace {
            across: f32::from(across),
            row: 0,
        };
        match (self, pile) {
            (_, PileId::Column(n)) if n < columns => Some(GridPlace {
                across: f32::from(n),
                row: 1,
            }),
            (_, PileId::Foundation(n)) if n < 4 => Some(top(columns - 4 + n)),
            (TableKind::Klondike { .. }, PileId::Stock) => Some(top(0)),
            (TableKind::Klondike { .. }, PileId::Waste) => Some(top(1)),
            (TableKind::FreeCell, PileId::FreeCell(n)) if n < 4 => Some(top(n)),
            _ => None,
        }
    }

    /// The table's width in card widths, margins included.
    fn width_in_cards(self) -> f32 {
        let n = f32::from(self.columns());
        n + (n - 1.0) * units::GAP_X + 2.0 * units::MARGIN_X
    }

    /// The height in card widths that the card size makes room for: margins,
    /// the top row, the gap, and a column of one card plus
    /// [`units::ROOM_FOR_FANS`] face-up offsets.
    fn height_in_cards() -> f32 {
        let in_card_heights = 2.0 + units::ROW_GAP + units::ROOM_FOR_FANS * units::FAN_UP;
        2.0 * units::MARGIN_Y + units::ASPECT * in_card_heights
    }

    /// The largest card width at which the table fits `area`: limited by the
    /// columns across the width or by the rows down the height, whichever is
    /// tighter. Zero for an empty or nonsensical area, never NaN.
    pub fn card_width(self, area: Rect) -> f32 {
        let across = area.w / self.width_in_cards();
        let down = area.h / TableKind::height_in_cards();
        finite_size(across.min(down))
    }
}

/// A size that is finite and not negative: 0 stands in for anything else, so
/// a zero-sized or broken window gives tiny cards rather than NaN.
pub(super) fn finite_size(v: f32) -> f32 {
    if v.is_finite() && v > 0.0 {
        v
    } else {
        0.0
    }
}

/// The area with NaN or infinite coordinates replaced by 0 and negative
/// sizes by 0, so every number the layout derives from it is finite.
pub(super) fn sanitized(area: Rect) -> Rect {
    let coord = |v: f32| if v.is_finite() { v } else { 0.0 };
    Rect::new(
        coord(area.x),
        coord(area.y),
        finite_size(area.w),
        finite_size(area.h),
    )
}
