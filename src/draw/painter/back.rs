//! The card backs: a deep panel with a pattern and a small medallion,
//! inside a white border, in card units (1 × [`CARD_H`]). Every design is
//! drawn from shapes through the same tessellation as the suits: a blue
//! lattice, red stripes, green dots, purple waves, black and gold checks.

use super::palette::{rgb, WHITE};
use super::pips::CARD_H;
use super::shape::{Pen, Shape, Xform};
use crate::storage::looks::CardBack;
use lyon_tessellation::math::point;
use macroquad::color::Color;

/// The white border's width and the panel's corner radius.
const BORDER: f32 = 0.065;
const PANEL_RADIUS: f32 = 0.035;
/// The pattern sits a little inside the panel, inside a fine frame line.
const LATTICE_INSET: f32 = 0.105;
const LATTICE_STEP: f32 = 0.075;

/// A design's two colours: the deep panel and the lighter pattern.
fn colours(design: CardBack) -> (Color, Color) {
    match design {
        CardBack::Lattice => (rgb(0x173a8a), rgb(0x5d86d6)),
        CardBack::Stripes => (rgb(0x8a1a28), rgb(0xd9606a)),
        CardBack::Dots => (rgb(0x1b5a36), rgb(0x74c48e)),
        CardBack::Waves => (rgb(0x46286f), rgb(0xa58ad8)),
        CardBack::Checks => (rgb(0x1e1e22), rgb(0xc9a13b)),
    }
}

/// The tessellated back, ready to be placed.
#[derive(Clone, Debug)]
pub(crate) struct BackArt {
    parts: Vec<(Shape, Color)>,
}

impl Default for BackArt {
    fn default() -> Self {
        BackArt::new(CardBack::default())
    }
}

impl BackArt {
    pub(crate) fn new(design: CardBack) -> BackArt {
        let (deep, light) = colours(design);
        let mut parts = Vec::new();

        let mut panel = Pen::new();
        panel.rounded_rect(
            BORDER,
            BORDER,
            1.0 - 2.0 * BORDER,
            CARD_H - 2.0 * BORDER,
            PANEL_RADIUS,
        );
        parts.push((panel.fill(), deep));

        let inner = (
            LATTICE_INSET,
            LATTICE_INSET,
            1.0 - LATTICE_INSET,
            CARD_H - LATTICE_INSET,
        );
        parts.extend(pattern(design, inner).into_iter().map(|s| (s, light)));

        let (x0, y0, x1, y1) = inner;
        let mut frame = Pen::new();
        frame.rect(x0, y0, x1 - x0, y1 - y0);
        parts.push((frame.stroke(0.012), light));

        // The medallion: a deep oval with a light ring and a four-point star.
        let centre = (0.5, CARD_H / 2.0);
        let mut oval = Pen::new();
        oval.ellipse(centre.0, centre.1, 0.17, 0.22);
        let oval = oval.build();
        parts.push((Shape::fill(&oval), deep));
        parts.push((Shape::stroke(&oval, 0.018), light));
        let mut ring = Pen::new();
        ring.ellipse(centre.0, centre.1, 0.13, 0.18);
        parts.push((ring.stroke(0.007), light));
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

    /// Draws the panel, pattern and medallion; the white card under it is
    /// drawn by the caller (it shares the face's rim).
    pub(crate) fn draw(&self, card: &Xform) {
        for (shape, colour) in &self.parts {
            shape.draw(card, *colour);
        }
    }
}

/// A design's pattern inside the rectangle `(x0, y0, x1, y1)`, symmetric
/// about its centre.
fn pattern(design: CardBack, (x0, y0, x1, y1): (f32, f32, f32, f32)) -> Vec<Shape> {
    let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    let inside = |x: f32, y: f32, r: f32| x - r > x0 && x + r < x1 && y - r > y0 && y + r < y1;
    match design {
        CardBack::Lattice => {
            let mut lattice = Pen::new();
            for (a, b) in diagonals(x0, y0, x1, y1, LATTICE_STEP) {
                lattice.polyline(&[point(a.0, a.1), point(b.0, b.1)]);
            }
            // Small lozenges in the middle of each cell give it depth.
            let mut dots = Pen::new();
            let half = LATTICE_STEP / 2.0;
            for j in -40..=40 {
                for i in -40..=40 {
                    let (x, y) = (cx + i as f32 * half, cy + j as f32 * half);
                    let r = 0.012;
                    if (i + j) % 2 != 0 && inside(x, y, r) {
                        dots.polygon(&[(x, y - r), (x + r, y), (x, y + r), (x - r, y)]);
                    }
                }
            }
            vec![lattice.stroke(0.011), dots.fill()]
        }
        CardBack::Stripes => {
            // One family of diagonals, broad, with a fine line between.
            let mut broad = Pen::new();
            let mut fine = Pen::new();
            for (k, (a, b)) in diagonals_one_way(x0, y0, x1, y1, 0.055)
                .into_iter()
                .enumerate()
            {
                let pen = if k % 2 == 0 { &mut broad } else { &mut fine };
                pen.polyline(&[point(a.0, a.1), point(b.0, b.1)]);
            }
            vec![broad.stroke(0.026), fine.stroke(0.008)]
        }
        CardBack::Dots => {
            // Rows of round dots, every other row shifted half a step.
            let mut dots = Pen::new();
            let step = 0.07;
            for j in -30..=30 {
                for i in -30..=30 {
                    let shift = if j % 2 == 0 { 0.0 } else { step / 2.0 };
                    let (x, y) = (cx + i as f32 * step + shift, cy + j as f32 * step * 0.87);
                    let r = 0.019;
                    if inside(x, y, r) {
                        dots.circle(x, y, r);
                    }
                }
            }
            vec![dots.fill()]
        }
        CardBack::Waves => {
            // Zigzag rows across the panel.
            let mut waves = Pen::new();
            let (step, amp, run) = (0.062, 0.018, 0.05);
            let rows = ((y1 - y0) / step) as i32 / 2;
            for j in -rows..=rows {
                let y = cy + j as f32 * step;
                if y - amp <= y0 || y + amp >= y1 {
                    continue;
                }
                let mut points = Vec::new();
                let mut x = x0;
                let mut up = true;
                while x <= x1 + 1e-4 {
                    points.push(point(x.min(x1), if up { y - amp } else { y + amp }));
                    x += run;
                    up = !up;
                }
                waves.polyline(&points);
            }
            vec![waves.stroke(0.012)]
        }
        CardBack::Checks => {
            // A checkerboard of small squares, centred.
            let mut checks = Pen::new();
            let size = 0.06;
            for j in -30..=30 {
                for i in -30..=30 {
                    if (i + j) % 2 != 0 {
                        continue;
                    }
                    let (x, y) = (cx + (i as f32 - 0.5) * size, cy + (j as f32 - 0.5) * size);
                    if x >= x0 && y >= y0 && x + size <= x1 && y + size <= y1 {
                        checks.rect(x, y, size, size);
                    }
                }
            }
            vec![checks.fill()]
        }
    }
}

/// The lines of direction (1, 1), `step` apart, clipped to a rectangle.
fn diagonals_one_way(
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
    step: f32,
) -> Vec<((f32, f32), (f32, f32))> {
    let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    let n = (((x1 - x0) + (y1 - y0)) / step).ceil() as i32;
    (-n..=n)
        .filter_map(|k| clip_line((cx + k as f32 * step, cy), (1.0, 1.0), (x0, y0, x1, y1)))
        .collect()
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
    fn every_back_tessellates() {
        for design in CardBack::ALL {
            let back = BackArt::new(design);
            assert!(
                back.parts.iter().all(|(s, _)| s.triangles() > 0),
                "{design:?}"
            );
        }
    }
}
