//! The card back: a deep blue panel with a diagonal lattice and a small
//! medallion, inside a white border, in card units (1 × [`CARD_H`]).

use super::palette::{BACK_DEEP, BACK_LATTICE, WHITE};
use super::pips::CARD_H;
use super::shape::{Pen, Shape, Xform};
use lyon_tessellation::math::point;
use macroquad::color::Color;

/// The white border's width and the panel's corner radius.
const BORDER: f32 = 0.065;
const PANEL_RADIUS: f32 = 0.035;
/// The lattice sits a little inside the panel, inside a fine frame line.
const LATTICE_INSET: f32 = 0.105;
const LATTICE_STEP: f32 = 0.075;

/// The tessellated back, ready to be placed.
#[derive(Clone, Debug)]
pub(crate) struct BackArt {
    parts: Vec<(Shape, Color)>,
}

impl Default for BackArt {
    fn default() -> Self {
        BackArt::new()
    }
}

impl BackArt {
    pub(crate) fn new() -> BackArt {
        let mut parts = Vec::new();

        let mut panel = Pen::new();
        panel.rounded_rect(
            BORDER,
            BORDER,
            1.0 - 2.0 * BORDER,
            CARD_H - 2.0 * BORDER,
            PANEL_RADIUS,
        );
        parts.push((panel.fill(), BACK_DEEP));

        let (x0, y0) = (LATTICE_INSET, LATTICE_INSET);
        let (x1, y1) = (1.0 - LATTICE_INSET, CARD_H - LATTICE_INSET);
        let mut lattice = Pen::new();
        for (a, b) in diagonals(x0, y0, x1, y1, LATTICE_STEP) {
            lattice.polyline(&[point(a.0, a.1), point(b.0, b.1)]);
        }
        parts.push((lattice.stroke(0.011), BACK_LATTICE));

        // Small lozenges in the middle of each lattice cell give it depth.
        let mut dots = Pen::new();
        let half = LATTICE_STEP / 2.0;
        let centre = (0.5, CARD_H / 2.0);
        let mut j = -40;
        while j <= 40 {
            let mut i = -40;
            while i <= 40 {
                let x = centre.0 + (i as f32) * half;
                let y = centre.1 + (j as f32) * half;
                let r = 0.012;
                if (i + j) % 2 != 0 && x - r > x0 && x + r < x1 && y - r > y0 && y + r < y1 {
                    dots.polygon(&[(x, y - r), (x + r, y), (x, y + r), (x - r, y)]);
                }
                i += 1;
            }
            j += 1;
        }
        parts.push((dots.fill(), BACK_LATTICE));

        let mut frame = Pen::new();
        frame.rect(x0, y0, x1 - x0, y1 - y0);
        parts.push((frame.stroke(0.012), BACK_LATTICE));

        // The medallion: a deep oval with a light ring and a four-point star.
        let mut oval = Pen::new();
        oval.ellipse(centre.0, centre.1, 0.17, 0.22);
        let oval = oval.build();
        parts.push((Shape::fill(&oval), BACK_DEEP));
        parts.push((Shape::stroke(&oval, 0.018), BACK_LATTICE));
        let mut inner = Pen::new();
        inner.ellipse(centre.0, centre.1, 0.13, 0.18);
        parts.push((inner.stroke(0.007), BACK_LATTICE));
        let mut star = Pen::new();
        let (cx, cy) = centre;
        let (l, w) = (0.11, 0.028);
        star.polygon(&[
            (cx, cy - l),
            (cx + w, cy - w),
            (cx + l * 0.8, cy),
            (cx + w, cy + w),
            (cx, cy + l),
            (cx - w, cy + w),
            (cx - l * 0.8, cy),
            (cx - w, cy - w),
        ]);
        parts.push((star.fill(), WHITE));

        BackArt { parts }
    }

    /// Draws the panel, lattice and medallion; the white card under it is
    /// drawn by the caller (it shares the face's rim).
    pub(crate) fn draw(&self, card: &Xform) {
        for (shape, colour) in &self.parts {
            shape.draw(card, *colour);
        }
    }
}

/// The two families of 45° lines, `step` apart, clipped to a rectangle.
fn diagonals(x0: f32, y0: f32, x1: f32, y1: f32, step: f32) -> Vec<((f32, f32), (f32, f32))> {
    let mut lines = Vec::new();
    // Lines are anchored on the centre so the pattern is symmetric.
    let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    let reach = ((x1 - x0) + (y1 - y0)) / step;
    let n = reach.ceil() as i32;
    for k in -n..=n {
        let offset = k as f32 * step;
        // Direction (1, 1) through (cx + offset, cy) and (1, -1) likewise.
        for dir in [(1.0f32, 1.0f32), (1.0, -1.0)] {
            let origin = (cx + offset, cy);
            if let Some(seg) = clip_line(origin, dir, (x0, y0, x1, y1)) {
                lines.push(seg);
            }
        }
    }
    lines
}

/// The part of the line `origin + t·dir` inside the rectangle, if any
/// (Liang–Barsky).
fn clip_line(
    origin: (f32, f32),
    dir: (f32, f32),
    (x0, y0, x1, y1): (f32, f32, f32, f32),
) -> Option<((f32, f32), (f32, f32))> {
    let mut t0 = f32::NEG_INFINITY;
    let mut t1 = f32::INFINITY;
    for (o, d, lo, hi) in [(origin.0, dir.0, x0, x1), (origin.1, dir.1, y0, y1)] {
        if d == 0.0 {
            if o < lo || o > hi {
                return None;
            }
            continue;
        }
        let (a, b) = ((lo - o) / d, (hi - o) / d);
        t0 = t0.max(a.min(b));
        t1 = t1.min(a.max(b));
    }
    (t1 - t0 > 1e-4).then(|| {
        let at = |t: f32| (origin.0 + t * dir.0, origin.1 + t * dir.1);
        (at(t0), at(t1))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lattice_lines_stay_inside_their_rectangle() {
        let lines = diagonals(0.1, 0.1, 0.9, 1.3, 0.075);
        assert!(lines.len() > 20);
        for (a, b) in lines {
            for p in [a, b] {
                assert!((0.099..=0.901).contains(&p.0) && (0.099..=1.301).contains(&p.1));
            }
        }
    }

    #[test]
    fn a_line_missing_the_rectangle_is_dropped() {
        assert_eq!(
            clip_line((5.0, 0.0), (1.0, 1.0), (0.0, 0.0, 1.0, 1.0)),
            None
        );
    }

    #[test]
    fn the_back_tessellates() {
        let back = BackArt::new();
        assert!(back.parts.iter().all(|(s, _)| s.triangles() > 0));
    }
}
