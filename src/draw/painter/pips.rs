//! Where things stand on a face: the traditional pip layouts for A..10 and
//! the geometry of indices, pips and the court frame, all in card units
//! (the card is 1 wide and [`CARD_H`] tall).

use super::PaintOptions;

/// Card height in card units; the card is 5:7.
pub(crate) const CARD_H: f32 = 1.4;

/// One pip in the pip area: `x`, `y` in 0..=1 across and down the area.
/// `turned` pips stand upside down, as on printed cards, so the card reads
/// the same from both ends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Pip {
    pub(crate) x: f32,
    pub(crate) y: f32,
    pub(crate) turned: bool,
}

const fn pip(x: f32, y: f32) -> Pip {
    Pip {
        x,
        y,
        turned: y > 0.5,
    }
}

// Columns and the rows of the side columns for nine and ten.
const L: f32 = 0.0;
const C: f32 = 0.5;
const R: f32 = 1.0;
const T3: f32 = 1.0 / 3.0;
const B3: f32 = 2.0 / 3.0;

/// Pip layouts for ranks 1..=10 (index `rank - 1`). The ace's single pip is
/// drawn large instead, see [`FaceLayout::ace_size`].
pub(crate) const LAYOUTS: [&[Pip]; 10] = [
    &[pip(C, 0.5)],
    &[pip(C, 0.0), pip(C, 1.0)],
    &[pip(C, 0.0), pip(C, 0.5), pip(C, 1.0)],
    &[pip(L, 0.0), pip(R, 0.0), pip(L, 1.0), pip(R, 1.0)],
    &[
        pip(L, 0.0),
        pip(R, 0.0),
        pip(C, 0.5),
        pip(L, 1.0),
        pip(R, 1.0),
    ],
    &[
        pip(L, 0.0),
        pip(R, 0.0),
        pip(L, 0.5),
        pip(R, 0.5),
        pip(L, 1.0),
        pip(R, 1.0),
    ],
    &[
        pip(L, 0.0),
        pip(R, 0.0),
        pip(C, 0.25),
        pip(L, 0.5),
        pip(R, 0.5),
        pip(L, 1.0),
        pip(R, 1.0),
    ],
    &[
        pip(L, 0.0),
        pip(R, 0.0),
        pip(C, 0.25),
        pip(L, 0.5),
        pip(R, 0.5),
        pip(C, 0.75),
        pip(L, 1.0),
        pip(R, 1.0),
    ],
    &[
        pip(L, 0.0),
        pip(R, 0.0),
        pip(L, T3),
        pip(R, T3),
        pip(C, 0.5),
        pip(L, B3),
        pip(R, B3),
        pip(L, 1.0),
        pip(R, 1.0),
    ],
    &[
        pip(L, 0.0),
        pip(R, 0.0),
        pip(C, 1.0 / 6.0),
        pip(L, T3),
        pip(R, T3),
        pip(L, B3),
        pip(R, B3),
        pip(C, 5.0 / 6.0),
        pip(L, 1.0),
        pip(R, 1.0),
    ],
];

/// An axis-aligned rectangle in card units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Area {
    pub(crate) x: f32,
    pub(crate) y: f32,
    pub(crate) w: f32,
    pub(crate) h: f32,
}

impl Area {
    pub(crate) const fn new(x: f32, y: f32, w: f32, h: f32) -> Area {
        Area { x, y, w, h }
    }

    /// The point at fractions `(fx, fy)` of the area.
    pub(crate) fn at(&self, fx: f32, fy: f32) -> (f32, f32) {
        (self.x + fx * self.w, self.y + fy * self.h)
    }
}

/// Sizes and places of everything on a face, for one set of options.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct FaceLayout {
    /// Centre x of the rank label (normal index) or its left edge (large).
    pub(crate) label_x: f32,
    pub(crate) label_top: f32,
    /// Cap height of the rank label.
    pub(crate) label_h: f32,
    /// Centre of the small index suit and its size.
    pub(crate) index_suit: (f32, f32),
    pub(crate) index_suit_size: f32,
    /// A large index is one big label left and a suit right across the top,
    /// so a fanned column shows it; it is not repeated at the bottom.
    pub(crate) large: bool,
    /// The area whose corners are the outermost pip centres.
    pub(crate) pips: Area,
    pub(crate) pip_size: f32,
    pub(crate) ace_size: f32,
    /// Where the ace's pip and the court frame's centre sit.
    pub(crate) centre: (f32, f32),
    /// The court card's framed picture.
    pub(crate) frame: Area,
}

impl FaceLayout {
    pub(crate) fn new(options: PaintOptions) -> FaceLayout {
        if options.large_index {
            FaceLayout {
                label_x: 0.07,
                label_top: 0.07,
                label_h: 0.24,
                index_suit: (0.80, 0.19),
                index_suit_size: 0.23,
                large: true,
                pips: Area::new(0.31, 0.52, 0.38, 0.70),
                pip_size: 0.155,
                ace_size: 0.40,
                centre: (0.5, 0.87),
                frame: Area::new(0.12, 0.40, 0.76, 0.94),
            }
        } else {
            FaceLayout {
                label_x: 0.098,
                label_top: 0.06,
                label_h: 0.135,
                index_suit: (0.098, 0.27),
                index_suit_size: 0.10,
                large: false,
                pips: Area::new(0.30, 0.27, 0.40, 0.86),
                pip_size: 0.19,
                ace_size: 0.44,
                centre: (0.5, CARD_H / 2.0),
                frame: Area::new(0.185, 0.14, 0.63, CARD_H - 0.28),
            }
        }
    }

    /// The pips of a numbered card (2..=10) as `(centre x, centre y, turned)`
    /// in card units; empty for other ranks.
    pub(crate) fn pip_centres(&self, rank: u8) -> Vec<(f32, f32, bool)> {
        if !(2..=10).contains(&rank) {
            return Vec::new();
        }
        LAYOUTS[rank as usize - 1]
            .iter()
            .map(|p| {
                let (x, y) = self.pips.at(p.x, p.y);
                (x, y, p.turned)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn both_layouts() -> [FaceLayout; 2] {
        [false, true].map(|large_index| {
            FaceLayout::new(PaintOptions {
                large_index,
                ..PaintOptions::default()
            })
        })
    }

    #[test]
    fn numbered_cards_have_as_many_pips_as_their_rank() {
        for rank in 2..=10u8 {
            assert_eq!(LAYOUTS[rank as usize - 1].len(), rank as usize);
        }
        assert_eq!(LAYOUTS[0].len(), 1);
    }

    #[test]
    fn pips_in_the_lower_half_are_turned_and_others_are_not() {
        for layout in LAYOUTS {
            for p in layout {
                assert_eq!(p.turned, p.y > 0.5, "{p:?}");
            }
        }
    }

    #[test]
    fn every_pip_lies_inside_the_card() {
        for face in both_layouts() {
            for rank in 2..=10 {
                for (x, y, _) in face.pip_centres(rank) {
                    let half = face.pip_size / 2.0;
                    assert!(x - half > 0.0 && x + half < 1.0, "rank {rank} x {x}");
                    assert!(y - half > 0.0 && y + half < CARD_H, "rank {rank} y {y}");
                }
            }
        }
    }

    #[test]
    fn the_index_stands_within_the_strip_a_squeezed_column_shows() {
        // Rank and suit both end above the least face-up offset of a
        // column, so squeezing never hides the suit.
        let strip = crate::view::layout::units::FAN_UP_MIN * CARD_H;
        for face in both_layouts() {
            let rank_foot = face.label_top + face.label_h;
            let suit_foot = face.index_suit.1 + face.index_suit_size / 2.0;
            assert!(rank_foot.max(suit_foot) < strip, "{face:?}");
        }
    }

    #[test]
    fn pips_keep_clear_of_the_top_index() {
        for face in both_layouts() {
            let half = face.pip_size / 2.0;
            let index_bottom = face.index_suit.1 + face.index_suit_size / 2.0;
            let index_right = if face.large { 1.0 } else { face.label_x + 0.09 };
            for rank in 2..=10 {
                for (x, y, _) in face.pip_centres(rank) {
                    let clear = x - half > index_right || y - half > index_bottom;
                    assert!(clear, "rank {rank} pip at ({x}, {y}) touches the index");
                }
            }
        }
    }

    #[test]
    fn pips_of_a_card_do_not_overlap() {
        for face in both_layouts() {
            for rank in 2..=10 {
                let pips = face.pip_centres(rank);
                for (i, a) in pips.iter().enumerate() {
                    for b in &pips[i + 1..] {
                        let apart = (a.0 - b.0).abs().max((a.1 - b.1).abs());
                        assert!(apart >= face.pip_size, "rank {rank}: {a:?} {b:?}");
                    }
                }
            }
        }
    }
}
