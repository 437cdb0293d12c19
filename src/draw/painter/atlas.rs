//! Where each picture lives in the atlas texture, and how big it is.
//!
//! The atlas holds the 52 faces, the back, the empty-place marks and the
//! shadow of a lifted card, each in its own cell, rendered once at the card's pixel size;
//! then the toolbar's icons at theirs and a patch of white ink for the
//! chrome's plates (see [`super::CardPainter`]'s `ink`). Cells are drawn
//! at twice the screen resolution (when that fits in a texture) and shrunk
//! with linear filtering when shown: a cheap 4× supersampling that smooths
//! every edge, since render targets are not multisampled on WebGL1.

use super::{EmptyMark, Icon};
use crate::model::card::{Face, Rank};

/// Cells across and down: 11 × 8 = 88 leaves room for the 81 pictures and
/// keeps the texture nearly square for 5:7 cells.
pub(crate) const COLUMNS: u32 = 11;
pub(crate) const ROWS: u32 = 8;
/// Empty texels around each cell, so filtering never picks up a neighbour,
/// and room for the transparent pixel drawn about each card (see
/// [`super::CardPainter`]'s `blit`).
pub(crate) const GUTTER: u32 = 4;
/// Texels per screen pixel when the atlas fits.
pub(crate) const SUPERSAMPLE: f32 = 2.0;
/// A texture size every WebGL1 device we care about accepts.
pub(crate) const MAX_TEXTURE: u32 = 4096;

pub(crate) const BACK: usize = 52;
const OUTLINE: usize = 53;
const STOCK_RECYCLE: usize = 54;
const STOCK_EXHAUSTED: usize = 55;
const FREE_CELL: usize = 56;
pub(crate) const SHADOW: usize = 57;
/// The ace's mark ([`EmptyMark::Rank`]); the other ranks follow in
/// order, a cell each, since a foundation may start from any (Canfield).
const RANKS: usize = 58;
/// The first icon's cell; the others follow in [`Icon::ALL`]'s order.
const ICONS: usize = RANKS + 13;
pub(crate) const INK: usize = ICONS + Icon::ALL.len();
/// Number of cells in use.
pub(crate) const CELLS: usize = INK + 1;
/// Transparent texels about an icon within its cell, which its quad takes
/// in so that filtering smooths the icon's edges.
pub(crate) const ICON_PAD: u32 = 4;
/// The side of the ink's white square, in texels.
pub(crate) const INK_SIDE: u32 = 8;

/// What one cell shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Picture {
    Face(Face),
    Back,
    Empty(EmptyMark),
    /// The shadow's nine-slice tile (see [`super::shadow`]).
    Shadow,
    Icon(Icon),
    /// A white square to draw the chrome's plates with.
    Ink,
}

/// The cell index of a face.
pub(crate) fn face_cell(face: Face) -> usize {
    face.index()
}

/// The cell index of an icon.
pub(crate) fn icon_cell(icon: Icon) -> usize {
    ICONS + icon.index()
}

/// The cell index of an empty-place mark.
pub(crate) fn mark_cell(mark: EmptyMark) -> usize {
    match mark {
        EmptyMark::Outline => OUTLINE,
        EmptyMark::Rank(rank) => RANKS + usize::from(rank.value()) - 1,
        EmptyMark::Stock { can_recycle: true } => STOCK_RECYCLE,
        EmptyMark::Stock { can_recycle: false } => STOCK_EXHAUSTED,
        EmptyMark::FreeCell => FREE_CELL,
    }
}

/// The picture in cell `index`, for every cell in use.
pub(crate) fn picture(index: usize) -> Option<Picture> {
    let mark = |m| Some(Picture::Empty(m));
    match index {
        0..=51 => Face::from_index(index).map(Picture::Face),
        BACK => Some(Picture::Back),
        OUTLINE => mark(EmptyMark::Outline),
        STOCK_RECYCLE => mark(EmptyMark::Stock { can_recycle: true }),
        STOCK_EXHAUSTED => mark(EmptyMark::Stock { can_recycle: false }),
        FREE_CELL => mark(EmptyMark::FreeCell),
        SHADOW => Some(Picture::Shadow),
        RANKS..ICONS => {
            Rank::new((index - RANKS + 1) as u8).map(|rank| Picture::Empty(EmptyMark::Rank(rank)))
        }
        INK => Some(Picture::Ink),
        _ => Icon::ALL
            .get(index.wrapping_sub(ICONS))
            .map(|i| Picture::Icon(*i)),
    }
}

/// The atlas's size for one card size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Plan {
    /// Texels per screen pixel.
    pub(crate) texels_per_px: f32,
    pub(crate) cell_w: u32,
    pub(crate) cell_h: u32,
    pub(crate) width: u32,
    pub(crate) height: u32,
}

impl Plan {
    /// Sizes the atlas for a card of `card_w` × `card_h` pixels.
    pub(crate) fn new(card_w: f32, card_h: f32) -> Plan {
        let card_w = card_w.max(4.0);
        let card_h = card_h.max(4.0);
        let room = (MAX_TEXTURE - (COLUMNS.max(ROWS) + 1) * GUTTER) as f32;
        let fit = (room / (COLUMNS as f32 * card_w)).min(room / (ROWS as f32 * card_h));
        let texels_per_px = SUPERSAMPLE.min(fit);
        // Rounded down, so the atlas never outgrows the limit by a texel.
        let cell_w = ((card_w * texels_per_px).floor() as u32).max(1);
        let cell_h = ((card_h * texels_per_px).floor() as u32).max(1);
        Plan {
            texels_per_px,
            cell_w,
            cell_h,
            width: COLUMNS * (cell_w + GUTTER) + GUTTER,
            height: ROWS * (cell_h + GUTTER) + GUTTER,
        }
    }

    /// The side in texels of an icon shown `icon_px` pixels wide: at the
    /// atlas's resolution, or smaller where its cell is too small.
    pub(crate) fn icon_side(&self, icon_px: f32) -> u32 {
        let room = self.cell_w.min(self.cell_h).saturating_sub(2 * ICON_PAD);
        ((icon_px * self.texels_per_px).round() as u32).clamp(1, room.max(1))
    }

    /// Top-left texel of cell `index`.
    pub(crate) fn origin(&self, index: usize) -> (u32, u32) {
        let (col, row) = (index as u32 % COLUMNS, index as u32 / COLUMNS);
        (
            GUTTER + col * (self.cell_w + GUTTER),
            GUTTER + row * (self.cell_h + GUTTER),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_in_use_has_one_picture_and_marks_find_their_cell() {
        assert!(CELLS as u32 <= COLUMNS * ROWS);
        for index in 0..CELLS {
            match picture(index) {
                Some(Picture::Face(card)) => assert_eq!(face_cell(card), index),
                Some(Picture::Empty(mark)) => assert_eq!(mark_cell(mark), index),
                Some(Picture::Back) => assert_eq!(index, BACK),
                Some(Picture::Shadow) => assert_eq!(index, SHADOW),
                Some(Picture::Icon(icon)) => assert_eq!(icon_cell(icon), index),
                Some(Picture::Ink) => assert_eq!(index, INK),
                None => panic!("cell {index} is empty"),
            }
        }
        assert_eq!(picture(CELLS), None);
    }

    #[test]
    fn icons_are_painted_at_twice_their_size_within_their_cell() {
        let plan = Plan::new(100.0, 140.0);
        assert_eq!(plan.icon_side(18.0), 36);
        // An icon larger than the card shrinks to its cell, pad included.
        let small = Plan::new(20.0, 28.0);
        assert_eq!(small.icon_side(30.0) + 2 * ICON_PAD, small.cell_w);
    }

    #[test]
    fn the_atlas_fits_a_texture_and_supersamples_usual_sizes() {
        let plan = Plan::new(100.0, 140.0);
        assert_eq!(plan.texels_per_px, SUPERSAMPLE);
        assert_eq!((plan.cell_w, plan.cell_h), (200, 280));
        for w in [20.0, 45.0, 120.0, 300.0, 900.0] {
            let plan = Plan::new(w, w * 1.4);
            assert!(
                plan.width <= MAX_TEXTURE && plan.height <= MAX_TEXTURE,
                "{w}"
            );
            let (x, y) = plan.origin(CELLS - 1);
            assert!(x + plan.cell_w <= plan.width && y + plan.cell_h <= plan.height);
        }
    }
}
