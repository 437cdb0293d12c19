//! A game's table in card units, the way KPatience's dealers describe
//! theirs: each pile has a place on a grid of card-sized cells (a top row
//! and a row of columns below it) and a way its cards lie over each other.
//! The view scales this to pixels (see [`crate::view::layout`]); the game
//! never knows a pixel.

use crate::model::pile::PileId;

/// The gap the layout leaves between the top row and the columns, in card
/// heights.
pub const ROW_GAP: f32 = 0.2;
/// From a row of cards to the next, in card heights: the card and the gap
/// under it. A table that lays a second line of its top row (and its
/// columns) one line lower puts it this far `down`.
pub const LINE: f32 = 1.0 + ROW_GAP;

/// How a pile's cards lie over each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fan {
    /// Squared up on the slot: only the top card shows (stock, foundations,
    /// free cells, a draw-1 waste).
    Stacked,
    /// Fanned down, face-down cards closer than face-up ones, squeezed when
    /// the column grows past the bottom of the table.
    Down,
    /// The top `shown` cards fanned to the right (a draw-3 waste).
    Right { shown: u8 },
}

/// Where one pile lies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Place {
    pub pile: PileId,
    /// Cells from the left edge of the grid (fractions allowed).
    pub across: f32,
    /// 0 for the top row, 1 for the row of columns.
    pub row: u8,
    /// How far below its row the pile lies, in card heights (0 for the
    /// tables of a top row and columns; TriPeaks lays its peaks' rows half
    /// a card over each other).
    pub down: f32,
    pub fan: Fan,
}

/// How a game lays out its table. Apart from [`super::Patience`], which
/// the page's solver module holds for every game as `dyn Patience` (its
/// vtables keep every method), so that module carries no table code.
pub trait Laid {
    /// The table in card units.
    fn table(&self) -> Table;
}

/// A table: how many cells wide its grid is, and every pile's place.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub width: u8,
    pub places: Vec<Place>,
    /// The same piles arranged for an area wider than tall, when the game
    /// has such an arrangement (Grandfather's Clock sets its columns
    /// beside its face there, below it on a phone held upright).
    pub wide: Option<Box<Table>>,
}

impl Table {
    /// The arrangement for an area `landscape` or not: the wide one when
    /// the game has it and the area is wider than tall.
    pub fn arranged(&self, landscape: bool) -> &Table {
        match &self.wide {
            Some(wide) if landscape => wide,
            _ => self,
        }
    }

    /// The place of `pile`, if the table has that pile.
    pub fn place(&self, pile: PileId) -> Option<&Place> {
        self.places.iter().find(|p| p.pile == pile)
    }

    /// A table of `width` cells: `top` piles in the top row at the cells
    /// given, and `columns` columns fanned down below, one a cell.
    pub fn with_columns(width: u8, top: &[(PileId, f32, Fan)], columns: u8) -> Table {
        let top = top.iter().map(|&(pile, across, fan)| Place {
            pile,
            across,
            row: 0,
            down: 0.0,
            fan,
        });
        let columns = (0..columns).map(|n| Place {
            pile: PileId::Column(n),
            across: f32::from(n),
            row: 1,
            down: 0.0,
            fan: Fan::Down,
        });
        Table {
            width,
            places: top.chain(columns).collect(),
            wide: None,
        }
    }
}
