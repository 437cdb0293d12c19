//! The symbols shown on empty places: the stock's turn-over arrow and its
//! "no more passes" sign. They are drawn white into the atlas and tinted
//! faint when shown, so the table's colour shows through.

use super::pips::CARD_H;
use super::shape::{Pen, Shape};
use lyon_tessellation::math::{point, Point};
use std::f32::consts::{PI, TAU};

/// Radius and line width of the stock symbols, in card units.
const RING_R: f32 = 0.2;
const RING_W: f32 = 0.055;

/// The tessellated stock symbols, centred on the card.
#[derive(Clone, Debug)]
pub(crate) struct MarkArt {
    /// A circular arrow: the stock can be turned over again.
    pub(crate) recycle: Shape,
    /// A ring crossed by a bar: no passes left.
    pub(crate) exhausted: Shape,
}

impl Default for MarkArt {
    fn default() -> Self {
        MarkArt::new()
    }
}

impl MarkArt {
    pub(crate) fn new() -> MarkArt {
        let (cx, cy) = (0.5, CARD_H / 2.0);

        // Most of a circle, then an arrowhead pointing on along it.
        let start = -0.42 * PI;
        let sweep = 1.55 * PI;
        let arc: Vec<Point> = (0..=64)
            .map(|k| {
                let a = start + sweep * k as f32 / 64.0;
                point(cx + RING_R * a.cos(), cy + RING_R * a.sin())
            })
            .collect();
        let mut pen = Pen::new();
        pen.polyline(&arc);
        let mut recycle = pen.stroke(RING_W);
        let end = start + sweep;
        let (tip_r, half) = (RING_R, 0.085);
        // The head's base straddles the ring; its tip lies a little further
        // round, so it reads as pointing clockwise.
        let base = (cx + tip_r * end.cos(), cy + tip_r * end.sin());
        let tangent = (-end.sin(), end.cos());
        let normal = (end.cos(), end.sin());
        let tip = (base.0 + tangent.0 * 0.12, base.1 + tangent.1 * 0.12);
        let mut head = Pen::new();
        head.polygon(&[
            (base.0 + normal.0 * half, base.1 + normal.1 * half),
            tip,
            (base.0 - normal.0 * half, base.1 - normal.1 * half),
        ]);
        recycle.extend(&head.fill());

        let ring: Vec<Point> = (0..=72)
            .map(|k| {
                let a = TAU * k as f32 / 72.0;
                point(cx + RING_R * a.cos(), cy + RING_R * a.sin())
            })
            .collect();
        let mut pen = Pen::new();
        pen.polyline(&ring);
        let d = RING_R * std::f32::consts::FRAC_1_SQRT_2;
        pen.move_to(cx - d, cy - d).line_to(cx + d, cy + d);
        let exhausted = pen.stroke(RING_W * 0.8);

        MarkArt { recycle, exhausted }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stock_marks_tessellate_and_stay_on_the_card() {
        let art = MarkArt::new();
        for shape in [&art.recycle, &art.exhausted] {
            assert!(shape.triangles() > 20);
            for p in &shape.points {
                assert!((0.0..=1.0).contains(&p.x) && (0.0..=CARD_H).contains(&p.y));
            }
        }
    }
}
