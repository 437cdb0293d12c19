//! Which of a game's piles the rest of the game cannot tell apart, as a
//! game states it: a search that keys positions may then ignore their
//! order (two FreeCell positions whose columns are the same columns in
//! another order are one position). A search must not guess this: where
//! the stock deals a card onto each column in turn (Spider, Gypsy), or a
//! redeal gathers the columns in order (Grandfather), the order matters.

/// The kinds of pile whose order does not matter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Alike {
    /// The columns (`t0`, `t1`, …) may be put in any order.
    pub columns: bool,
    /// The free cells (`c0`, `c1`, …) may be put in any order.
    pub cells: bool,
}

impl Alike {
    /// Every pile is told apart by its place (the default).
    pub const NONE: Alike = Alike {
        columns: false,
        cells: false,
    };

    /// The columns are alike; there are no cells, or they are not.
    pub const COLUMNS: Alike = Alike {
        columns: true,
        cells: false,
    };
}
