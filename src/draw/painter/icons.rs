//! The toolbar's icons, drawn in code like the suits: Bézier and line
//! paths in a unit square (y down), tessellated once by lyon into meshes
//! and placed with a transform, so they are sharp at any size and need no
//! image files.

use std::f32::consts::PI;

use lyon_tessellation::math::{point, Point};
use macroquad::color::Color;

use super::shape::{Pen, Shape, Xform};

/// An icon of the chrome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Icon {
    Undo,
    Redo,
    Hint,
    New,
    Restart,
    Games,
    Home,
    Menu,
    Pause,
    /// A play triangle: the toolbar's Pause while paused, which resumes.
    Resume,
}

impl Icon {
    pub(crate) const ALL: [Icon; 10] = [
        Icon::Undo,
        Icon::Redo,
        Icon::Hint,
        Icon::New,
        Icon::Restart,
        Icon::Games,
        Icon::Home,
        Icon::Menu,
        Icon::Pause,
        Icon::Resume,
    ];

    pub(crate) fn index(self) -> usize {
        Icon::ALL.iter().position(|i| *i == self).unwrap_or(0)
    }
}

/// The width of an icon's lines, in the unit square.
const LINE: f32 = 0.11;

/// The icons, tessellated.
pub(crate) struct IconArt {
    shapes: Vec<Shape>,
}

impl IconArt {
    pub(crate) fn new() -> IconArt {
        IconArt {
            shapes: Icon::ALL.iter().map(|i| icon_shape(*i)).collect(),
        }
    }

    /// Draws `icon` filling the square of side `size` at `(x, y)`.
    pub(crate) fn draw(&self, icon: Icon, x: f32, y: f32, size: f32, color: Color) {
        if let Some(shape) = self.shapes.get(icon.index()) {
            shape.draw(&Xform::place(x, y, size, size), color);
        }
    }
}

/// Points along a circle's arc from angle `a0` to `a1` (radians, y down so
/// positive turns clockwise on screen).
fn arc(cx: f32, cy: f32, r: f32, a0: f32, a1: f32) -> Vec<Point> {
    let steps = 24;
    (0..=steps)
        .map(|k| {
            let a = a0 + (a1 - a0) * k as f32 / steps as f32;
            point(cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

/// A shape mirrored left to right.
fn mirrored(mut shape: Shape) -> Shape {
    for p in &mut shape.points {
        p.x = 1.0 - p.x;
    }
    shape
}

fn icon_shape(icon: Icon) -> Shape {
    match icon {
        Icon::Undo => undo(),
        Icon::Redo => mirrored(undo()),
        Icon::Hint => hint(),
        Icon::New => new_deal(),
        Icon::Restart => restart(),
        Icon::Games => games(),
        Icon::Home => home(),
        Icon::Menu => menu(),
        Icon::Pause => pause(),
        Icon::Resume => resume(),
    }
}

/// A hooked arrow turning back to the left.
fn undo() -> Shape {
    let mut line = Pen::new();
    line.move_to(0.30, 0.40)
        .cubic_to((0.62, 0.40), (0.86, 0.46), (0.86, 0.64))
        .cubic_to((0.86, 0.78), (0.74, 0.86), (0.56, 0.86));
    let mut shape = line.stroke(LINE);
    let mut head = Pen::new();
    head.polygon(&[(0.10, 0.40), (0.36, 0.18), (0.36, 0.62)]);
    shape.extend(&head.fill());
    shape
}

/// A light bulb: the globe, its neck and the screw.
fn hint() -> Shape {
    let mut bulb = Pen::new();
    bulb.circle(0.5, 0.38, 0.27);
    bulb.polygon(&[(0.33, 0.56), (0.67, 0.56), (0.62, 0.72), (0.38, 0.72)]);
    bulb.rounded_rect(0.37, 0.75, 0.26, 0.07, 0.03);
    bulb.rounded_rect(0.40, 0.85, 0.20, 0.07, 0.03);
    bulb.fill()
}

/// A card with a plus on it: a new deal.
fn new_deal() -> Shape {
    let mut card = Pen::new();
    card.rounded_rect(0.22, 0.08, 0.56, 0.84, 0.08);
    let mut shape = card.stroke(LINE * 0.9);
    let mut plus = Pen::new();
    plus.move_to(0.5, 0.32).line_to(0.5, 0.68);
    plus.move_to(0.32, 0.5).line_to(0.68, 0.5);
    shape.extend(&plus.stroke(LINE));
    shape
}

/// An arrow turning round a circle: start again.
fn restart() -> Shape {
    let mut ring = Pen::new();
    ring.polyline(&arc(0.5, 0.52, 0.32, -0.35 * PI, 1.3 * PI));
    let mut shape = ring.stroke(LINE);
    // The head at the start of the arc, pointing along it (up and right).
    let (ex, ey) = (
        0.5 + 0.32 * (-0.35 * PI).cos(),
        0.52 + 0.32 * (-0.35 * PI).sin(),
    );
    let mut head = Pen::new();
    head.polygon(&[
        (ex + 0.20, ey - 0.02),
        (ex - 0.08, ey - 0.16),
        (ex - 0.02, ey + 0.16),
    ]);
    shape.extend(&head.fill());
    shape
}

/// Four tiles: the games to choose from.
fn games() -> Shape {
    let mut tiles = Pen::new();
    for (x, y) in [(0.12, 0.12), (0.54, 0.12), (0.12, 0.54), (0.54, 0.54)] {
        tiles.rounded_rect(x, y, 0.34, 0.34, 0.07);
    }
    tiles.fill()
}

/// An arrow rising to a bar: the cards go up to their foundations.
fn home() -> Shape {
    let mut line = Pen::new();
    line.move_to(0.5, 0.88).line_to(0.5, 0.42);
    line.move_to(0.16, 0.14).line_to(0.84, 0.14);
    let mut shape = line.stroke(LINE);
    let mut head = Pen::new();
    head.polygon(&[(0.5, 0.26), (0.76, 0.54), (0.24, 0.54)]);
    shape.extend(&head.fill());
    shape
}

/// Three bars.
fn menu() -> Shape {
    let mut bars = Pen::new();
    for y in [0.24, 0.5, 0.76] {
        bars.move_to(0.16, y).line_to(0.84, y);
    }
    bars.stroke(LINE * 1.1)
}

/// Two upright bars.
fn pause() -> Shape {
    let mut bars = Pen::new();
    bars.rounded_rect(0.24, 0.16, 0.18, 0.68, 0.04);
    bars.rounded_rect(0.58, 0.16, 0.18, 0.68, 0.04);
    bars.fill()
}

/// A triangle pointing right, as a player's Play, its corners cut soft
/// like the pause's bars.
fn resume() -> Shape {
    let mut triangle = Pen::new();
    triangle.polygon(&[
        (0.26, 0.19),
        (0.32, 0.13),
        (0.82, 0.45),
        (0.82, 0.55),
        (0.32, 0.87),
        (0.26, 0.81),
    ]);
    triangle.fill()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_icon_tessellates_within_its_square() {
        for icon in Icon::ALL {
            let shape = icon_shape(icon);
            assert!(shape.triangles() > 2, "{icon:?} has triangles");
            for p in &shape.points {
                assert!(
                    (-0.02..=1.02).contains(&p.x) && (-0.02..=1.02).contains(&p.y),
                    "{icon:?} stays in its square: {p}"
                );
            }
        }
    }

    #[test]
    fn redo_is_undo_mirrored() {
        let (u, r) = (icon_shape(Icon::Undo), icon_shape(Icon::Redo));
        assert_eq!(u.points.len(), r.points.len());
        assert!((u.points[0].x + r.points[0].x - 1.0).abs() < 1e-6);
    }
}
