//! The soft shadow under a lifted card, baked once into an atlas cell and
//! drawn as a ring of eight textured quads (a nine-slice without its
//! middle).
//!
//! Drawn live, a shadow was a fan and a fading band of a hundred thin
//! triangles, untextured, and its dark middle lay under the card: with
//! every card in flight the shadows covered more pixels than the cards and
//! split the frame into extra draw calls. From the atlas it joins the
//! cards' batch, and leaving out the middle (the card hides it) keeps only
//! a band about the card's edge: a quarter of the pixels.

use super::atlas::Plan;
use super::glow;
use super::paint::CORNER;
use macroquad::color::Color;
use macroquad::math::{vec2, vec3, vec4, Vec2};
use macroquad::models::{draw_mesh, Mesh, Vertex};
use macroquad::texture::Texture2D;

/// The lift the shadow is baked for (a card in flight); others scale it.
const BAKED_LIFT: f32 = 0.6;
/// Texels of the straight middle of the baked tile.
const MIDDLE: f32 = 4.0;

/// How a shadow falls for a card `w` wide lifted by `lift` (0 lying on the
/// table, 1 held in the hand): its drop below the card, its blur and its
/// darkness.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Fall {
    pub(crate) drop: f32,
    pub(crate) blur: f32,
    pub(crate) alpha: f32,
}

impl Fall {
    pub(crate) fn new(w: f32, lift: f32) -> Fall {
        let lift = lift.clamp(0.0, 1.0);
        Fall {
            drop: w * (0.015 + 0.05 * lift),
            blur: w * (0.04 + 0.08 * lift),
            alpha: 0.30 - 0.08 * lift,
        }
    }
}

/// Where the tile lies in the atlas, in texels: its top-left corner, the
/// reach of a corner piece (the corner's radius and the blur) and its side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Tile {
    pub(crate) x: f32,
    pub(crate) y: f32,
    pub(crate) reach: f32,
    pub(crate) side: f32,
}

impl Tile {
    /// The tile baked at `origin` of an atlas planned by `plan`.
    pub(crate) fn new(plan: &Plan, origin: (u32, u32)) -> Tile {
        let card_w = plan.cell_w as f32;
        let reach = CORNER * card_w + Fall::new(card_w, BAKED_LIFT).blur;
        Tile {
            x: origin.0 as f32,
            y: origin.1 as f32,
            reach,
            side: 2.0 * reach + MIDDLE,
        }
    }

    /// Paints the tile (the atlas's camera is set, texels as units): a
    /// black rounded square with the card's corner, fading out over the
    /// blur, opaque so the tint sets the darkness.
    pub(crate) fn bake(&self, card_w: f32) {
        let radius = CORNER * card_w;
        let blur = self.reach - radius;
        let (x, y, s) = (self.x + blur, self.y + blur, self.side - 2.0 * blur);
        let black = Color::new(0.0, 0.0, 0.0, 1.0);
        let clear = Color::new(0.0, 0.0, 0.0, 0.0);
        glow::fill_rounded(x, y, s, s, radius, black);
        glow::band((x, y, s, s), radius, 0.0, blur, black, clear);
    }
}

/// Draws the shadow of a card at (x, y), `w` × `h`, lifted by `lift`, from
/// `tile` of `texture`. Its middle is left out: the card drawn over it
/// hides it (only what the drop leaves below the card's bottom edge is
/// drawn). Returns the screen area covered.
pub(crate) fn draw(
    texture: &Texture2D,
    tile: Tile,
    (x, y, w, h): (f32, f32, f32, f32),
    lift: f32,
) -> f32 {
    let fall = Fall::new(w, lift);
    let reach = (CORNER * w + fall.blur).min(w / 2.0 + fall.blur);
    let (x0, y0) = (x - fall.blur, y + fall.drop - fall.blur);
    let (x1, y1) = (x + w + fall.blur, y + fall.drop + h + fall.blur);
    let xs = [x0, x0 + reach, x1 - reach, x1];
    let ys = [y0, y0 + reach, (y1 - reach).max(y0 + reach), y1];
    let size = texture.size();
    let us = tile_stops(tile.x, tile.reach, tile.side).map(|u| u / size.x);
    let vs = tile_stops(tile.y, tile.reach, tile.side).map(|v| v / size.y);
    let color = Color::new(0.0, 0.0, 0.0, fall.alpha);
    let mut vertices = Vec::with_capacity(20);
    let vertex = |p: Vec2, uv: Vec2| Vertex {
        position: vec3(p.x, p.y, 0.0),
        uv,
        color: color.into(),
        normal: vec4(0.0, 0.0, 0.0, 0.0),
    };
    for (j, &py) in ys.iter().enumerate() {
        for (i, &px) in xs.iter().enumerate() {
            vertices.push(vertex(vec2(px, py), vec2(us[i], vs[j])));
        }
    }
    let mut indices: Vec<u16> = Vec::with_capacity(54);
    let mut quad = |a: u16, b: u16, c: u16, d: u16| indices.extend_from_slice(&[a, b, c, a, c, d]);
    for j in 0..3u16 {
        for i in 0..3u16 {
            if (i, j) != (1, 1) {
                let at = j * 4 + i;
                quad(at, at + 1, at + 5, at + 4);
            }
        }
    }
    let mut area = (x1 - x0) * (y1 - y0) - (xs[2] - xs[1]) * (ys[2] - ys[1]);
    // The middle below the card's bottom edge, when the drop exceeds the
    // corner's radius (a card held high).
    let top = ys[1].max(y + h);
    if top < ys[2] {
        let (u, v) = ((us[1] + us[2]) / 2.0, (vs[1] + vs[2]) / 2.0);
        let n = vertices.len() as u16;
        for (px, py) in [(xs[1], top), (xs[2], top), (xs[2], ys[2]), (xs[1], ys[2])] {
            vertices.push(vertex(vec2(px, py), vec2(u, v)));
        }
        quad(n, n + 1, n + 2, n + 3);
        area += (xs[2] - xs[1]) * (ys[2] - top);
    }
    draw_mesh(&Mesh {
        vertices,
        indices,
        texture: Some(texture.clone()),
    });
    area
}

/// The four stops of a nine-slice across the tile, in texels.
fn tile_stops(start: f32, reach: f32, side: f32) -> [f32; 4] {
    [start, start + reach, start + side - reach, start + side]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_held_higher_casts_a_longer_softer_lighter_shadow() {
        let (low, high) = (Fall::new(100.0, 0.6), Fall::new(100.0, 1.0));
        assert!(high.drop > low.drop && high.blur > low.blur && high.alpha < low.alpha);
        assert_eq!(Fall::new(100.0, 7.0), Fall::new(100.0, 1.0));
    }

    #[test]
    fn the_tile_fits_its_cell_and_its_stops_rise() {
        let plan = Plan::new(100.0, 140.0);
        let tile = Tile::new(&plan, plan.origin(0));
        assert!(tile.side <= plan.cell_w as f32 && tile.side <= plan.cell_h as f32);
        let stops = tile_stops(tile.x, tile.reach, tile.side);
        assert!(stops.windows(2).all(|p| p[0] < p[1]), "{stops:?}");
    }
}
