//! The card units of every table, and the one scale that turns a game's
//! table (see [`crate::games::table`]) into pixels for a given area.

use crate::games::table::Table;

use super::rect::Rect;

/// Card units: every distance of the layout as a fraction of a card, so one
/// scale fits the table to any window.
pub(crate) mod units {
    /// Card height over card width: cards are 5:7.
    pub(crate) const ASPECT: f32 = 7.0 / 5.0;
    /// Gap between neighbouring columns, in card widths.
    pub(crate) const GAP_X: f32 = 0.12;
    /// Felt left and right of the table, in card widths.
    pub(crate) const MARGIN_X: f32 = 0.12;
    /// Felt above the top row and below the columns, in card widths (the
    /// same as at the sides, so the table sits in an even frame).
    pub(crate) const MARGIN_Y: f32 = 0.12;
    /// Gap between the top row and the columns, in card heights.
    pub(crate) const ROW_GAP: f32 = crate::games::table::ROW_GAP;
    /// Offset to the next card over a face-down card in a column, in card
    /// heights: only the back shows, so it need not leave room for an index.
    pub(crate) const FAN_DOWN: f32 = 0.12;
    /// Offset to the next card over a face-up card in a column, in card
    /// heights: room to read the rank and suit in the corner.
    pub(crate) const FAN_UP: f32 = 0.28;
    /// The face-down offset a squeezed column gives up first, before the
    /// face-up cards tighten too, in card heights: still enough to count them.
    pub(crate) const FAN_DOWN_MIN: f32 = 0.05;
    /// The least offset over a face-up card in a squeezed column, in card
    /// heights: the corner index, rank and suit, still shows with a little
    /// felt of card below it (the suit's foot lies 0.32 card widths, 0.23
    /// card heights, below the top; the painter's tests hold its index
    /// above this line). A column too long to keep it makes the cards
    /// smaller instead.
    pub(crate) const FAN_UP_MIN: f32 = 0.25;
    /// Offset between the fanned waste cards in draw 3, in card widths:
    /// wide enough to show the large index's rank (a "10" is about a third
    /// of a card wide), not only the small one's; the fan reaches into the
    /// empty place beside the waste.
    pub(crate) const WASTE_FAN: f32 = 0.36;
    /// Face-up offsets below a column's first card that the card size makes
    /// room for. Longer columns (a king and twelve cards under face-down ones)
    /// squeeze instead, which keeps cards large on short landscape windows.
    pub(crate) const ROOM_FOR_FANS: f32 = 8.0;
    /// A tall table (a phone held upright, its cards as wide as the width
    /// allows) spreads its face-up fans up to this many times
    /// [`FAN_UP`]: easier to read and to touch, and the felt below is used.
    pub(crate) const FAN_STRETCH_MAX: f32 = 1.6;
    /// The deepest column the stretch leaves room for: Klondike's seventh,
    /// six face-down cards under a king and its twelve, in face-down and
    /// face-up offsets.
    pub(crate) const DEEP_DOWN: f32 = 6.0;
    pub(crate) const DEEP_UP: f32 = 12.0;
}

/// How much a table with `room` card heights below its columns' first
/// cards may spread its face-up fans: 1 unless the room outgrows the
/// deepest column, at most [`units::FAN_STRETCH_MAX`].
pub(super) fn fan_stretch(room: f32) -> f32 {
    let spare = room - 1.0 - units::DEEP_DOWN * units::FAN_DOWN;
    let k = spare / (units::DEEP_UP * units::FAN_UP);
    if k.is_finite() {
        k.clamp(1.0, units::FAN_STRETCH_MAX)
    } else {
        1.0
    }
}

/// The width in card widths of a table `width` cells wide, margins
/// included.
pub(super) fn width_in_cards(width: u8) -> f32 {
    let n = f32::from(width);
    n + (n - 1.0) * units::GAP_X + 2.0 * units::MARGIN_X
}

/// The height in card widths that the card size makes room for: margins,
/// the top row, the gap, and a column of one card plus
/// [`units::ROOM_FOR_FANS`] face-up offsets.
fn height_in_cards() -> f32 {
    let in_card_heights = 2.0 + units::ROW_GAP + units::ROOM_FOR_FANS * units::FAN_UP;
    2.0 * units::MARGIN_Y + units::ASPECT * in_card_heights
}

/// The largest card width at which `table` fits `area`: limited by the
/// cells across the width or by the rows down the height, whichever is
/// tighter. Zero for an empty or nonsensical area, never NaN.
pub(super) fn card_width(table: &Table, area: Rect) -> f32 {
    let across = area.w / width_in_cards(table.width);
    let down = area.h / height_in_cards().max(depth_in_cards(table));
    finite_size(across.min(down))
}

/// The height in card widths down to the foot of the lowest place, margins
/// included: a table whose places lie deeper than a top row and a row of
/// columns (a round clock face) must fit them all.
fn depth_in_cards(table: &Table) -> f32 {
    let deepest = table
        .places
        .iter()
        .map(|p| {
            let row = if p.row == 0 {
                0.0
            } else {
                1.0 + units::ROW_GAP
            };
            row + p.down + 1.0
        })
        .fold(0.0, f32::max);
    2.0 * units::MARGIN_Y + units::ASPECT * deepest
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
