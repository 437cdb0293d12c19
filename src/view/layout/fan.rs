//! How the cards of a pile spread from its slot: columns fan downwards and
//! squeeze when long, the draw-3 waste fans its top cards sideways, every
//! other pile stacks.

/// The vertical offsets of a column in pixels: to the next card over a
/// face-down card and over a face-up one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct ColumnFan {
    pub(crate) down: f32,
    pub(crate) up: f32,
}

impl ColumnFan {
    /// How far the last card's top lies below the first card's top, with
    /// `down_gaps` offsets over face-down cards and `up_gaps` over face-up ones.
    fn length(self, down_gaps: usize, up_gaps: usize) -> f32 {
        self.down * down_gaps as f32 + self.up * up_gaps as f32
    }

    /// The fan for a column whose last card's top may lie at most `room`
    /// below its first card's top. A column that fits keeps the full fan.
    /// A longer one first tightens its face-down cards towards `down_min`
    /// (they show only a back), then its face-up ones towards `up_min`
    /// (their corner index still shows); past both it scales the two
    /// down together, so face-down cards always stay tighter than face-up
    /// ones (the layout makes the cards smaller before it comes to that).
    pub(crate) fn squeezed(
        self,
        down_gaps: usize,
        up_gaps: usize,
        room: f32,
        (down_min, up_min): (f32, f32),
    ) -> ColumnFan {
        let room = room.max(0.0);
        if self.length(down_gaps, up_gaps) <= room {
            return self;
        }
        let tight = ColumnFan {
            down: self.down.min(down_min),
            up: self.up,
        };
        let tight_length = tight.length(down_gaps, up_gaps);
        if tight_length <= room {
            // Only the face-down offsets need to give; there are some, or the
            // full fan would have fitted.
            let down = (room - tight.length(0, up_gaps)) / down_gaps as f32;
            return ColumnFan { down, ..self };
        }
        let up_min = up_min.min(self.up);
        let up = (room - tight.length(down_gaps, 0)) / up_gaps as f32;
        if up >= up_min {
            // Only the face-up offsets need to give; there are some, or
            // the tight fan would have fitted.
            return ColumnFan {
                down: tight.down,
                up,
            };
        }
        let tightest = ColumnFan {
            down: tight.down,
            up: up_min,
        };
        let k = room / tightest.length(down_gaps, up_gaps);
        ColumnFan {
            down: tightest.down * k,
            up: tightest.up * k,
        }
    }

    /// The offset of each card's top below the first card's top, bottom card
    /// first, for a column of `len` cards whose lowest `face_down` lie face
    /// down.
    pub(crate) fn offsets(self, len: usize, face_down: usize) -> impl Iterator<Item = f32> {
        (0..len).scan(0.0, move |y, i| {
            let here = *y;
            *y += if i < face_down { self.down } else { self.up };
            Some(here)
        })
    }

    /// The gaps between a column's cards split by the card they lie over:
    /// `(over face-down, over face-up)`. The top card has no gap above it.
    pub(crate) fn gaps(len: usize, face_down: usize) -> (usize, usize) {
        let gaps = len.saturating_sub(1);
        let down = face_down.min(gaps);
        (down, gaps - down)
    }
}

/// How many steps right of the waste slot the card at `index` of a waste of
/// `len` cards lies: the top `fan` cards step 0, 1, 2 from left to right; the
/// cards under them lie stacked beneath the first of them.
pub(super) fn waste_step(index: usize, len: usize, fan: usize) -> usize {
    let first_fanned = len.saturating_sub(fan);
    index.saturating_sub(first_fanned)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FULL: ColumnFan = ColumnFan {
        down: 12.0,
        up: 28.0,
    };

    #[test]
    fn a_column_that_fits_keeps_its_full_fan() {
        assert_eq!(FULL.squeezed(3, 4, 1000.0, (5.0, 0.0)), FULL);
    }

    #[test]
    fn face_down_cards_give_way_first() {
        // 6 face-down gaps at 12 + 4 face-up at 28 = 184; 160 leaves 48 for 6.
        let fan = FULL.squeezed(6, 4, 160.0, (5.0, 0.0));
        assert_eq!(fan.up, 28.0);
        assert_eq!(fan.down, 8.0);
    }

    #[test]
    fn face_up_cards_give_way_next_but_keep_their_index() {
        // 6 face-down at 5 leave 320 of 350 for 12 face-up: 26.7 each,
        // tighter than 28 but more than 24.
        let fan = FULL.squeezed(6, 12, 350.0, (5.0, 24.0));
        assert_eq!(fan.down, 5.0);
        assert!((fan.up - 320.0 / 12.0).abs() < 1e-3);
        // Less room than the least fan: both scale, the index the last to go.
        let fan = FULL.squeezed(6, 12, 200.0, (5.0, 24.0));
        assert!((fan.length(6, 12) - 200.0).abs() < 1e-3);
        assert!(fan.up / fan.down > 24.0 / 5.0 - 1e-3);
    }

    #[test]
    fn a_very_long_column_scales_both_offsets_and_ends_on_the_room() {
        let fan = FULL.squeezed(6, 12, 200.0, (5.0, 0.0));
        assert!(fan.down < fan.up);
        assert!(fan.up < 28.0);
        assert!((fan.length(6, 12) - 200.0).abs() < 1e-3);
    }

    #[test]
    fn no_room_stacks_the_column_without_going_negative() {
        let fan = FULL.squeezed(6, 12, -5.0, (5.0, 0.0));
        assert_eq!((fan.down, fan.up), (0.0, 0.0));
    }

    #[test]
    fn offsets_step_by_the_card_lying_under() {
        let offsets: Vec<f32> = FULL.offsets(4, 2).collect();
        assert_eq!(offsets, [0.0, 12.0, 24.0, 52.0]);
    }

    #[test]
    fn draw_three_waste_fans_the_top_three_only() {
        let steps: Vec<usize> = (0..5).map(|i| waste_step(i, 5, 3)).collect();
        assert_eq!(steps, [0, 0, 0, 1, 2]);
        let short: Vec<usize> = (0..2).map(|i| waste_step(i, 2, 3)).collect();
        assert_eq!(short, [0, 1]);
    }
}
