//! The four suit symbols as Bézier paths in a unit square (y down), each
//! tessellated once into triangles.

use super::shape::{Pen, Shape};
use crate::model::card::Suit;

/// The tessellated suit symbols, indexed by [`Suit::index`].
#[derive(Clone, Debug)]
pub(crate) struct SuitShapes {
    shapes: [Shape; 4],
}

impl SuitShapes {
    /// Tessellates the four symbols (a few milliseconds, done once).
    pub(crate) fn new() -> SuitShapes {
        SuitShapes {
            shapes: Suit::ALL.map(suit_shape),
        }
    }

    pub(crate) fn get(&self, suit: Suit) -> &Shape {
        &self.shapes[suit.index()]
    }
}

impl Default for SuitShapes {
    fn default() -> Self {
        SuitShapes::new()
    }
}

/// The symbol of `suit` filling the unit square.
pub(crate) fn suit_shape(suit: Suit) -> Shape {
    let mut pen = Pen::new();
    match suit {
        Suit::Hearts => heart(&mut pen),
        Suit::Diamonds => diamond(&mut pen),
        Suit::Spades => spade(&mut pen),
        Suit::Clubs => club(&mut pen),
    }
    pen.fill()
}

/// Two round lobes meeting in a shallow cleft, sides sweeping to a point.
fn heart(p: &mut Pen) {
    p.move_to(0.5, 0.98)
        .cubic_to((0.40, 0.84), (0.0, 0.62), (0.0, 0.33))
        .cubic_to((0.0, 0.14), (0.13, 0.03), (0.27, 0.03))
        .cubic_to((0.39, 0.03), (0.47, 0.10), (0.5, 0.21))
        .cubic_to((0.53, 0.10), (0.61, 0.03), (0.73, 0.03))
        .cubic_to((0.87, 0.03), (1.0, 0.14), (1.0, 0.33))
        .cubic_to((1.0, 0.62), (0.60, 0.84), (0.5, 0.98))
        .close();
}

/// A lozenge whose sides bow gently inwards, as printed diamonds do.
fn diamond(p: &mut Pen) {
    let (top, right, bottom, left) = ((0.5, 0.0), (0.9, 0.5), (0.5, 1.0), (0.1, 0.5));
    // Each control point is the side's midpoint pulled towards the centre.
    let bow = |a: (f32, f32), b: (f32, f32)| {
        let m = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        (m.0 + (0.5 - m.0) * 0.16, m.1 + (0.5 - m.1) * 0.16)
    };
    let c1 = bow(top, right);
    let c2 = bow(right, bottom);
    let c3 = bow(bottom, left);
    let c4 = bow(left, top);
    p.move_to(top.0, top.1)
        .quad_to(c1.0, c1.1, right.0, right.1)
        .quad_to(c2.0, c2.1, bottom.0, bottom.1)
        .quad_to(c3.0, c3.1, left.0, left.1)
        .quad_to(c4.0, c4.1, top.0, top.1)
        .close();
}

/// An upturned heart on a flared stem.
fn spade(p: &mut Pen) {
    p.move_to(0.5, 0.01)
        .cubic_to((0.60, 0.17), (1.0, 0.35), (1.0, 0.60))
        .cubic_to((1.0, 0.75), (0.89, 0.83), (0.76, 0.83))
        .cubic_to((0.65, 0.83), (0.57, 0.78), (0.53, 0.71))
        .cubic_to((0.54, 0.84), (0.60, 0.93), (0.71, 0.99))
        .line_to(0.29, 0.99)
        .cubic_to((0.40, 0.93), (0.46, 0.84), (0.47, 0.71))
        .cubic_to((0.43, 0.78), (0.35, 0.83), (0.24, 0.83))
        .cubic_to((0.11, 0.83), (0.0, 0.75), (0.0, 0.60))
        .cubic_to((0.0, 0.35), (0.40, 0.17), (0.5, 0.01))
        .close();
}

/// Three round lobes, a small filler where they meet, and a flared stem.
fn club(p: &mut Pen) {
    let r = 0.225;
    p.circle(0.5, 0.25, r)
        .circle(0.26, 0.58, r)
        .circle(0.74, 0.58, r)
        .circle(0.5, 0.52, 0.12);
    // Drawn in the same turning sense as the circles: with the non-zero
    // rule an opposite winding would cut the overlap out of the silhouette.
    p.move_to(0.53, 0.55)
        .cubic_to((0.53, 0.76), (0.58, 0.90), (0.70, 0.99))
        .line_to(0.30, 0.99)
        .cubic_to((0.42, 0.90), (0.47, 0.76), (0.47, 0.55))
        .close();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_suit_tessellates_into_triangles_inside_the_unit_square() {
        for suit in Suit::ALL {
            let shape = suit_shape(suit);
            assert!(shape.triangles() > 10, "{suit:?} has too few triangles");
            for p in &shape.points {
                assert!(
                    (-0.001..=1.001).contains(&p.x) && (-0.001..=1.001).contains(&p.y),
                    "{suit:?} point {p} outside the unit square"
                );
            }
        }
    }

    fn covers(shape: &Shape, p: macroquad::math::Vec2) -> bool {
        shape.indices.chunks(3).any(|t| {
            let [a, b, c] = [0, 1, 2].map(|k| shape.points[t[k] as usize]);
            let d1 = (b - a).perp_dot(p - a);
            let d2 = (c - b).perp_dot(p - b);
            let d3 = (a - c).perp_dot(p - c);
            (d1 >= 0.0 && d2 >= 0.0 && d3 >= 0.0) || (d1 <= 0.0 && d2 <= 0.0 && d3 <= 0.0)
        })
    }

    #[test]
    fn the_club_is_solid_where_its_lobes_and_stem_overlap() {
        let club = suit_shape(Suit::Clubs);
        for (x, y) in [(0.5, 0.5), (0.5, 0.6), (0.5, 0.66), (0.4, 0.55), (0.5, 0.3)] {
            assert!(
                covers(&club, macroquad::math::vec2(x, y)),
                "hole at ({x}, {y})"
            );
        }
    }

    #[test]
    fn suits_fill_most_of_their_square() {
        // A shape that collapsed (a wrong winding, a typo in a control
        // point) would cover far less of the square than a real symbol.
        for suit in Suit::ALL {
            let shape = suit_shape(suit);
            let area: f32 = shape
                .indices
                .chunks(3)
                .map(|t| {
                    let [a, b, c] = [0, 1, 2].map(|k| shape.points[t[k] as usize]);
                    ((b - a).perp_dot(c - a) / 2.0).abs()
                })
                .sum();
            assert!((0.35..0.9).contains(&area), "{suit:?} covers {area}");
        }
    }
}
