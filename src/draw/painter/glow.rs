//! Soft rounded rectangles drawn live: highlights, shadows and the faint
//! floor of an empty place.
//!
//! These change colour per call and reach past the card's edge, so they are
//! not baked into the atlas. A glow is a strip between two rounded contours
//! whose vertex colours fade from one to the other, which the GPU blends
//! smoothly: no blur pass, a few dozen triangles.
//!
//! The window is not multisampled, so a hard contour would be stair-stepped;
//! [`fill_smooth`] and the chrome's rings fade their outer pixel to clear
//! instead, an anti-aliasing fringe a few triangles wide.

use super::shape::{draw_triangles, Ink};
use macroquad::color::Color;
use macroquad::math::{vec2, Vec2};

/// Points per quarter circle of a corner.
const CORNER_STEPS: usize = 8;

/// The outline of a rounded rectangle grown by `grow` on every side
/// (negative shrinks), clockwise from the top-left corner's start.
pub(crate) fn contour(x: f32, y: f32, w: f32, h: f32, radius: f32, grow: f32) -> Vec<Vec2> {
    let r = (radius + grow).max(0.0);
    let (x0, y0) = (x - grow + r, y - grow + r);
    let (x1, y1) = (x + w + grow - r, y + h + grow - r);
    let corners = [
        (x0, y0, std::f32::consts::PI),
        (x1, y0, 1.5 * std::f32::consts::PI),
        (x1, y1, 0.0),
        (x0, y1, 0.5 * std::f32::consts::PI),
    ];
    let mut points = Vec::with_capacity(4 * (CORNER_STEPS + 1));
    for (cx, cy, start) in corners {
        for k in 0..=CORNER_STEPS {
            let a = start + k as f32 / CORNER_STEPS as f32 * std::f32::consts::FRAC_PI_2;
            points.push(vec2(cx + r * a.cos(), cy + r * a.sin()));
        }
    }
    points
}

/// Fills a rounded rectangle in one colour (a fan from its centre).
pub(crate) fn fill_rounded(
    (x, y, w, h): (f32, f32, f32, f32),
    radius: f32,
    color: Color,
    ink: Ink,
) {
    let rim = contour(x, y, w, h, radius, 0.0);
    let mut points = Vec::with_capacity(rim.len() + 1);
    points.push(vec2(x + w / 2.0, y + h / 2.0));
    points.extend_from_slice(&rim);
    let n = rim.len() as u32;
    let indices: Vec<u32> = (0..n).flat_map(|i| [0, 1 + i, 1 + (i + 1) % n]).collect();
    draw_triangles(&points, &indices, ink, |_, p| (p, color));
}

/// Fills a rounded rectangle with edges smoothed over a `pixel`: solid to
/// half a pixel inside its contour, fading to clear half a pixel outside,
/// as a pixel straddling the edge would be covered.
pub(crate) fn fill_smooth(
    r: (f32, f32, f32, f32),
    radius: f32,
    color: Color,
    pixel: f32,
    ink: Ink,
) {
    let half = pixel / 2.0;
    let (x, y, w, h) = r;
    let inner = (
        x + half,
        y + half,
        (w - pixel).max(0.0),
        (h - pixel).max(0.0),
    );
    fill_rounded(inner, (radius - half).max(0.0), color, ink);
    band(r, radius, -half, half, color, clear(color), ink);
}

/// `color` with no alpha, to fade to.
pub(crate) fn clear(color: Color) -> Color {
    Color::new(color.r, color.g, color.b, 0.0)
}

/// A band between the contours grown by `inner` and `outer`, its colour
/// fading from `inner_color` to `outer_color` across it.
pub(crate) fn band(
    (x, y, w, h): (f32, f32, f32, f32),
    radius: f32,
    inner: f32,
    outer: f32,
    inner_color: Color,
    outer_color: Color,
    ink: Ink,
) {
    let a = contour(x, y, w, h, radius, inner);
    let b = contour(x, y, w, h, radius, outer);
    let n = a.len() as u32;
    let mut points = a;
    points.extend_from_slice(&b);
    let indices: Vec<u32> = (0..n)
        .flat_map(|i| {
            let j = (i + 1) % n;
            [i, j, n + i, j, n + j, n + i]
        })
        .collect();
    // The first `n` points are the inner contour.
    draw_triangles(&points, &indices, ink, |i, p| {
        (
            p,
            if i < n as usize {
                inner_color
            } else {
                outer_color
            },
        )
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_contour_hugs_its_rectangle() {
        let points = contour(10.0, 20.0, 50.0, 70.0, 4.0, 2.0);
        for p in &points {
            assert!((8.0 - 1e-3..=62.0 + 1e-3).contains(&p.x), "{p}");
            assert!((18.0 - 1e-3..=92.0 + 1e-3).contains(&p.y), "{p}");
        }
        assert_eq!(points.len(), 4 * (CORNER_STEPS + 1));
    }
}
