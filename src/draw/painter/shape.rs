//! Tessellated shapes and the affine placement that turns them into meshes.
//!
//! Every drawn shape of the painter (suits, court figures, the back's
//! lattice, the empty-place marks) is a lyon path tessellated once into
//! triangles in its own small coordinate space. Placing it on the screen or in
//! the atlas is then only a transform of its points, so nothing is
//! re-tessellated per frame.

use lyon_tessellation::math::{point, Box2D, Point};
use lyon_tessellation::path::builder::BorderRadii;
use lyon_tessellation::path::{Path, Winding};
use lyon_tessellation::{
    BuffersBuilder, FillOptions, FillRule, FillTessellator, FillVertex, LineCap, LineJoin,
    StrokeOptions, StrokeTessellator, StrokeVertex, VertexBuffers,
};
use macroquad::color::Color;
use macroquad::math::{vec2, vec3, vec4, Vec2};
use macroquad::models::{draw_mesh, Mesh, Vertex};
use macroquad::texture::Texture2D;

/// How closely curves are followed, in the units of the shape's own space.
/// Suits live in a unit square and are drawn at most a few hundred pixels
/// wide, so a thousandth keeps the error well under a pixel.
pub(crate) const TOLERANCE: f32 = 0.001;

/// A triangle mesh in the shape's own coordinates.
#[derive(Clone, Debug, Default)]
pub(crate) struct Shape {
    pub(crate) points: Vec<Vec2>,
    pub(crate) indices: Vec<u32>,
}

impl Shape {
    /// Fills `path` (non-zero rule, so overlapping sub-paths such as the
    /// club's lobes merge into one silhouette).
    pub(crate) fn fill(path: &Path) -> Shape {
        let mut buffers: VertexBuffers<Vec2, u32> = VertexBuffers::new();
        let options = FillOptions::tolerance(TOLERANCE).with_fill_rule(FillRule::NonZero);
        let result = FillTessellator::new().tessellate_path(
            path,
            &options,
            &mut BuffersBuilder::new(&mut buffers, |v: FillVertex| {
                let p = v.position();
                vec2(p.x, p.y)
            }),
        );
        // A failed tessellation only loses one decoration; drawing nothing
        // is better than stopping the game.
        match result {
            Ok(()) => Shape::from_buffers(buffers),
            Err(_) => Shape::default(),
        }
    }

    /// Strokes `path` with round joins and caps, `width` in the shape's units.
    pub(crate) fn stroke(path: &Path, width: f32) -> Shape {
        let mut buffers: VertexBuffers<Vec2, u32> = VertexBuffers::new();
        let options = StrokeOptions::tolerance(TOLERANCE)
            .with_line_width(width)
            .with_line_join(LineJoin::Round)
            .with_line_cap(LineCap::Round);
        let result = StrokeTessellator::new().tessellate_path(
            path,
            &options,
            &mut BuffersBuilder::new(&mut buffers, |v: StrokeVertex| {
                let p = v.position();
                vec2(p.x, p.y)
            }),
        );
        match result {
            Ok(()) => Shape::from_buffers(buffers),
            Err(_) => Shape::default(),
        }
    }

    fn from_buffers(buffers: VertexBuffers<Vec2, u32>) -> Shape {
        Shape {
            points: buffers.vertices,
            indices: buffers.indices,
        }
    }

    /// Appends another shape's triangles (same coordinate space).
    pub(crate) fn extend(&mut self, other: &Shape) {
        let base = self.points.len() as u32;
        self.points.extend_from_slice(&other.points);
        self.indices.extend(other.indices.iter().map(|i| i + base));
    }

    /// Number of triangles.
    #[cfg(test)]
    pub(crate) fn triangles(&self) -> usize {
        self.indices.len() / 3
    }

    /// Draws the shape through `xf` in one colour.
    pub(crate) fn draw(&self, xf: &Xform, color: Color) {
        draw_triangles(&self.points, &self.indices, None, |_, p| {
            (xf.apply(p), color)
        });
    }
}

/// A path builder in the shape's units; a thin wrapper so callers write
/// `p.move_to(x, y)` rather than building lyon points by hand.
pub(crate) struct Pen {
    builder: lyon_tessellation::path::path::Builder,
    open: bool,
}

impl Default for Pen {
    fn default() -> Self {
        Pen::new()
    }
}

impl Pen {
    pub(crate) fn new() -> Pen {
        Pen {
            builder: Path::builder(),
            open: false,
        }
    }

    pub(crate) fn move_to(&mut self, x: f32, y: f32) -> &mut Pen {
        if self.open {
            self.builder.end(false);
        }
        self.builder.begin(point(x, y));
        self.open = true;
        self
    }

    pub(crate) fn line_to(&mut self, x: f32, y: f32) -> &mut Pen {
        self.builder.line_to(point(x, y));
        self
    }

    pub(crate) fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) -> &mut Pen {
        self.builder.quadratic_bezier_to(point(cx, cy), point(x, y));
        self
    }

    pub(crate) fn cubic_to(&mut self, c1: (f32, f32), c2: (f32, f32), to: (f32, f32)) -> &mut Pen {
        self.builder
            .cubic_bezier_to(point(c1.0, c1.1), point(c2.0, c2.1), point(to.0, to.1));
        self
    }

    /// Closes the current sub-path.
    pub(crate) fn close(&mut self) -> &mut Pen {
        if self.open {
            self.builder.end(true);
            self.open = false;
        }
        self
    }

    /// Adds a closed polygon through `points`.
    pub(crate) fn polygon(&mut self, points: &[(f32, f32)]) -> &mut Pen {
        if let Some((first, rest)) = points.split_first() {
            self.move_to(first.0, first.1);
            for p in rest {
                self.line_to(p.0, p.1);
            }
            self.close();
        }
        self
    }

    pub(crate) fn circle(&mut self, cx: f32, cy: f32, r: f32) -> &mut Pen {
        self.close();
        self.builder.add_circle(point(cx, cy), r, Winding::Positive);
        self
    }

    pub(crate) fn ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32) -> &mut Pen {
        self.close();
        self.builder.add_ellipse(
            point(cx, cy),
            lyon_tessellation::math::vector(rx, ry),
            lyon_tessellation::math::Angle::radians(0.0),
            Winding::Positive,
        );
        self
    }

    pub(crate) fn rect(&mut self, x: f32, y: f32, w: f32, h: f32) -> &mut Pen {
        self.polygon(&[(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
    }

    pub(crate) fn rounded_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32) -> &mut Pen {
        self.close();
        self.builder.add_rounded_rectangle(
            &Box2D::new(point(x, y), point(x + w, y + h)),
            &BorderRadii::new(r),
            Winding::Positive,
        );
        self
    }

    /// An open polyline (for strokes).
    pub(crate) fn polyline(&mut self, points: &[Point]) -> &mut Pen {
        if let Some((first, rest)) = points.split_first() {
            self.move_to(first.x, first.y);
            for p in rest {
                self.line_to(p.x, p.y);
            }
        }
        self
    }

    pub(crate) fn build(mut self) -> Path {
        if self.open {
            self.builder.end(false);
        }
        self.builder.build()
    }

    pub(crate) fn fill(self) -> Shape {
        Shape::fill(&self.build())
    }

    pub(crate) fn stroke(self, width: f32) -> Shape {
        Shape::stroke(&self.build(), width)
    }
}

/// An affine map `p -> (a·x + b·y + tx, c·x + d·y + ty)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Xform {
    pub(crate) a: f32,
    pub(crate) b: f32,
    pub(crate) c: f32,
    pub(crate) d: f32,
    pub(crate) tx: f32,
    pub(crate) ty: f32,
}

impl Xform {
    #[cfg(test)]
    pub(crate) const IDENTITY: Xform = Xform {
        a: 1.0,
        b: 0.0,
        c: 0.0,
        d: 1.0,
        tx: 0.0,
        ty: 0.0,
    };

    /// Scales by `(sx, sy)` then moves the origin to `(x, y)`.
    pub(crate) fn place(x: f32, y: f32, sx: f32, sy: f32) -> Xform {
        Xform {
            a: sx,
            b: 0.0,
            c: 0.0,
            d: sy,
            tx: x,
            ty: y,
        }
    }

    /// The unit square onto a `size`-wide square centred on `(cx, cy)`,
    /// turned by 180° when `turned` (how the lower pips and indices stand).
    pub(crate) fn centered(cx: f32, cy: f32, size: f32, turned: bool) -> Xform {
        let s = if turned { -size } else { size };
        Xform::place(cx - s / 2.0, cy - s / 2.0, s, s)
    }

    pub(crate) fn apply(&self, p: Vec2) -> Vec2 {
        vec2(
            self.a * p.x + self.b * p.y + self.tx,
            self.c * p.x + self.d * p.y + self.ty,
        )
    }

    /// `self` first, then `outer`.
    pub(crate) fn then(&self, outer: &Xform) -> Xform {
        Xform {
            a: outer.a * self.a + outer.b * self.c,
            b: outer.a * self.b + outer.b * self.d,
            c: outer.c * self.a + outer.d * self.c,
            d: outer.c * self.b + outer.d * self.d,
            tx: outer.a * self.tx + outer.b * self.ty + outer.tx,
            ty: outer.c * self.tx + outer.d * self.ty + outer.ty,
        }
    }

    /// `self`, then a half turn about `(cx, cy)`: real court cards and the
    /// lower index are the upper half turned this way, not mirrored.
    pub(crate) fn turned_about(&self, cx: f32, cy: f32) -> Xform {
        self.then(&Xform::place(2.0 * cx, 2.0 * cy, -1.0, -1.0))
    }
}

/// macroquad clamps one draw call to 5000 indices; meshes are sent in
/// pieces of whole triangles comfortably below that.
const CHUNK_TRIANGLES: usize = 1200;

/// What a live mesh is drawn with: the atlas and a point of its white ink
/// (see the painter's `ink`), so the chrome's plates and rings join the
/// cards' batch instead of splitting the frame into more draw calls; `None`
/// draws untextured (while painting the atlas itself).
pub(crate) type Ink<'a> = Option<(&'a Texture2D, Vec2)>;

/// Sends indexed triangles to macroquad, mapping each point (with its
/// index) to its screen position and colour, in chunks that fit one draw
/// call.
pub(crate) fn draw_triangles(
    points: &[Vec2],
    indices: &[u32],
    ink: Ink,
    map: impl Fn(usize, Vec2) -> (Vec2, Color),
) {
    let uv = ink.map_or(Vec2::ZERO, |(_, uv)| uv);
    let mut mesh = Mesh {
        vertices: Vec::with_capacity(CHUNK_TRIANGLES * 3),
        indices: Vec::with_capacity(CHUNK_TRIANGLES * 3),
        texture: ink.map(|(t, _)| t.clone()),
    };
    for chunk in indices.chunks(CHUNK_TRIANGLES * 3) {
        mesh.vertices.clear();
        mesh.indices.clear();
        for &i in chunk {
            let Some(&p) = points.get(i as usize) else {
                continue;
            };
            let (q, color) = map(i as usize, p);
            mesh.indices.push(mesh.vertices.len() as u16);
            mesh.vertices.push(Vertex {
                position: vec3(q.x, q.y, 0.0),
                uv,
                color: color.into(),
                normal: vec4(0.0, 0.0, 0.0, 0.0),
            });
        }
        if !mesh.indices.is_empty() {
            draw_mesh(&mesh);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_turn_about_a_point_maps_it_to_itself_and_swaps_corners() {
        let xf = Xform::IDENTITY.turned_about(2.0, 3.0);
        assert_eq!(xf.apply(vec2(2.0, 3.0)), vec2(2.0, 3.0));
        assert_eq!(xf.apply(vec2(0.0, 0.0)), vec2(4.0, 6.0));
    }

    #[test]
    fn composed_transforms_apply_inner_first() {
        let inner = Xform::place(1.0, 0.0, 2.0, 2.0);
        let outer = Xform::place(0.0, 10.0, 3.0, 3.0);
        let p = vec2(1.0, 1.0);
        assert_eq!(inner.then(&outer).apply(p), outer.apply(inner.apply(p)));
    }

    #[test]
    fn a_rounded_rectangle_fills_with_triangles() {
        let mut pen = Pen::new();
        pen.rounded_rect(0.0, 0.0, 1.0, 1.4, 0.1);
        let shape = pen.fill();
        assert!(shape.triangles() > 4);
    }
}
