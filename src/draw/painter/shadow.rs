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
use crate::model::sort::sort_by_key;
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
        glow::fill_rounded((x, y, s, s), radius, black, None);
        glow::band((x, y, s, s), radius, 0.0, blur, black, clear, None);
    }
}

/// Draws the shadow of a card at (x, y), `w` × `h`, lifted by `lift`, from
/// `tile` of `texture`. What the card drawn over it hides is left out:
/// the nine-slice is cut again along the card's edges and the ends of its
/// rounded corners, and the cells under the card's opaque cross are not
/// drawn. Returns the screen area covered.
pub(crate) fn draw(texture: &Texture2D, tile: Tile, card: (f32, f32, f32, f32), lift: f32) -> f32 {
    let ring = mesh(texture.size(), tile, card, lift);
    draw_mesh(&Mesh {
        vertices: ring.vertices,
        indices: ring.indices,
        texture: Some(texture.clone()),
    });
    ring.area
}

/// The shadow's cells to draw, and the screen area they cover.
struct Ring {
    vertices: Vec<Vertex>,
    indices: Vec<u16>,
    area: f32,
}

/// The mesh of [`draw`], for a texture of `size` texels.
fn mesh(size: Vec2, tile: Tile, (x, y, w, h): (f32, f32, f32, f32), lift: f32) -> Ring {
    let fall = Fall::new(w, lift);
    let radius = (CORNER * w).min(w / 2.0).min(h / 2.0);
    let reach = radius + fall.blur;
    let (x0, y0) = (x - fall.blur, y + fall.drop - fall.blur);
    let (x1, y1) = (x + w + fall.blur, y + fall.drop + h + fall.blur);
    let across = Slice {
        screen: [x0, x0 + reach, x1 - reach, x1],
        texels: tile_stops(tile.x, tile.reach, tile.side).map(|u| u / size.x),
    };
    let down = Slice {
        screen: [y0, y0 + reach, y1 - reach, y1],
        texels: tile_stops(tile.y, tile.reach, tile.side).map(|v| v / size.y),
    };
    let xs = across.cuts([x, x + radius, x + w - radius, x + w]);
    let ys = down.cuts([y, y + radius, y + h - radius, y + h]);
    // The card's opaque part: all but its four corner squares.
    let hidden = |(ax, ay, bx, by): (f32, f32, f32, f32)| {
        let within = |lo: f32, hi: f32, a: f32, b: f32| a >= lo - 1e-3 && b <= hi + 1e-3;
        (within(x, x + w, ax, bx) && within(y + radius, y + h - radius, ay, by))
            || (within(x + radius, x + w - radius, ax, bx) && within(y, y + h, ay, by))
    };
    let color: [u8; 4] = Color::new(0.0, 0.0, 0.0, fall.alpha).into();
    let mut vertices = Vec::with_capacity(xs.len() * ys.len());
    for &py in &ys {
        for &px in &xs {
            vertices.push(Vertex {
                position: vec3(px, py, 0.0),
                uv: vec2(across.texel(px), down.texel(py)),
                color,
                normal: vec4(0.0, 0.0, 0.0, 0.0),
            });
        }
    }
    let mut indices: Vec<u16> = Vec::with_capacity(6 * xs.len() * ys.len());
    let mut area = 0.0;
    let n = xs.len();
    // Cells drawn one above the other join into one quad (fewer, larger
    // triangles) unless a stop of the slice lies between them, where the
    // texture's mapping bends.
    let bends = |at: f32| down.screen[1..3].iter().any(|s| (s - at).abs() < 1e-3);
    for i in 0..n - 1 {
        let mut j = 0;
        while j < ys.len() - 1 {
            if hidden((xs[i], ys[j], xs[i + 1], ys[j + 1])) {
                j += 1;
                continue;
            }
            let top = j;
            j += 1;
            while j < ys.len() - 1 && !bends(ys[j]) && !hidden((xs[i], ys[j], xs[i + 1], ys[j + 1]))
            {
                j += 1;
            }
            area += (xs[i + 1] - xs[i]) * (ys[j] - ys[top]);
            let a = (top * n + i) as u16;
            let d = (j * n + i) as u16;
            indices.extend_from_slice(&[a, a + 1, d + 1, a, d + 1, d]);
        }
    }
    Ring {
        vertices,
        indices,
        area,
    }
}

/// One direction of the nine-slice: its four stops on the screen and the
/// tile's texture coordinates they take.
struct Slice {
    screen: [f32; 4],
    texels: [f32; 4],
}

impl Slice {
    /// The texture coordinate of a screen position (linear between stops).
    fn texel(&self, at: f32) -> f32 {
        let [s, t] = [self.screen, self.texels];
        for k in 0..3 {
            if at <= s[k + 1] || k == 2 {
                let span = s[k + 1] - s[k];
                let f = if span > 0.0 { (at - s[k]) / span } else { 0.0 };
                return t[k] + f.clamp(0.0, 1.0) * (t[k + 1] - t[k]);
            }
        }
        t[3]
    }

    /// The slice's stops and `more` within them, in order, without
    /// repeats.
    fn cuts(&self, more: [f32; 4]) -> Vec<f32> {
        let (lo, hi) = (self.screen[0], self.screen[3]);
        let mut all: Vec<f32> = self.screen.to_vec();
        all.extend(more.iter().map(|v| v.clamp(lo, hi)));
        sort_by_key(&mut all, |v| *v);
        all.dedup_by(|a, b| (*a - *b).abs() < 1e-3);
        all
    }
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

    #[test]
    fn the_ring_covers_the_shadow_but_the_cards_opaque_cross() {
        let plan = Plan::new(100.0, 140.0);
        let tile = Tile::new(&plan, plan.origin(0));
        let size = vec2(plan.width as f32, plan.height as f32);
        let (x, y, w, h) = (10.0, 20.0, 100.0, 140.0);
        for lift in [0.6, 0.8, 1.0] {
            let ring = mesh(size, tile, (x, y, w, h), lift);
            let fall = Fall::new(w, lift);
            let r = CORNER * w;
            let outer = (w + 2.0 * fall.blur) * (h + 2.0 * fall.blur);
            // The shadow reaches above the card (its blur outruns its
            // drop), so the whole cross lies within it.
            assert!(fall.blur > fall.drop);
            let cross = w * (h - 2.0 * r) + 2.0 * (w - 2.0 * r) * r;
            let expect = outer - cross;
            assert!(
                (ring.area - expect).abs() < 1.0,
                "{lift}: {} {expect}",
                ring.area
            );
            assert!(ring.area < outer * 0.5, "{lift}");
            for quad in ring.indices.chunks(6) {
                let p = |i: u16| ring.vertices[i as usize].position;
                let (a, c) = (p(quad[0]), p(quad[2]));
                // Its centre line, down the quad's middle.
                for k in 0..=16 {
                    let mid = (
                        (a.x + c.x) / 2.0,
                        a.y + (c.y - a.y) * (k as f32 + 0.5) / 17.0,
                    );
                    let in_cross =
                        (x < mid.0 && mid.0 < x + w && y + r < mid.1 && mid.1 < y + h - r)
                            || (x + r < mid.0 && mid.0 < x + w - r && y < mid.1 && mid.1 < y + h);
                    assert!(!in_cross, "{lift}: a cell under the card at {mid:?}");
                }
                for v in quad.iter().map(|&i| ring.vertices[i as usize].uv) {
                    assert!((0.0..=1.0).contains(&v.x) && (0.0..=1.0).contains(&v.y));
                }
            }
        }
    }

    #[test]
    fn a_slice_maps_the_screen_to_the_tile_piecewise_and_cuts_in_order() {
        let slice = Slice {
            screen: [0.0, 10.0, 90.0, 100.0],
            texels: [0.0, 0.2, 0.3, 0.5],
        };
        assert_eq!(slice.texel(5.0), 0.1);
        assert_eq!(slice.texel(50.0), 0.25);
        assert_eq!(slice.texel(100.0), 0.5);
        assert_eq!(slice.texel(-3.0), 0.0);
        let cuts = slice.cuts([10.0, 4.0, 120.0, 95.0]);
        assert_eq!(cuts, vec![0.0, 4.0, 10.0, 90.0, 95.0, 100.0]);
    }
}
