//! Procedural card painter: every card is drawn from shapes, no images.
//!
//! Suit symbols and court figures are Bézier paths tessellated once
//! ([`suits`], [`court`], [`back`], [`marks`]); pips follow the traditional
//! layout table ([`pips`]). The 52 faces, the back and the empty-place marks
//! are painted once into a texture atlas ([`atlas`]) at the card's pixel
//! size, so a frame draws each card as one textured quad, and the atlas is
//! painted again only when the card size or the options change. The
//! toolbar's icons and a patch of white ink for the chrome's plates live
//! there too, so the chrome is smooth and shares the cards' draw call.

mod atlas;
mod back;
mod blend;
mod court;
mod glow;
mod icons;
mod marks;
mod paint;
mod palette;
mod pips;
mod shadow;
mod shape;
mod suits;

use crate::model::card::{Card, Rank};
use atlas::Plan;
pub(crate) use icons::Icon;
use macroquad::camera::{pop_camera_state, push_camera_state, set_camera, Camera2D};
use macroquad::color::{Color, WHITE};
use macroquad::material::{gl_use_default_material, gl_use_material, Material};
use macroquad::math::{vec2, Rect};
use macroquad::shapes::draw_rectangle;
use macroquad::text::{load_ttf_font_from_bytes, measure_text, Font};
use macroquad::texture::{
    draw_texture_ex, render_target, DrawTextureParams, FilterMode, RenderTarget,
};
use macroquad::time::get_time;
use macroquad::window::{clear_background, screen_dpi_scale};
use paint::{Art, Cell, Sheet, CORNER};
use shape::Xform;

/// DejaVu Sans Bold cut down to printable ASCII and a few symbols
/// (`← → ↑ ↓ · … × ✓ • ♠ ♣ ♥ ♦`); see `assets/fonts/README.md`.
const FONT_BYTES: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold-subset.ttf");

/// How the deck is painted.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub(crate) struct PaintOptions {
    /// Clubs green, diamonds blue, hearts red, spades black.
    pub(crate) four_color: bool,
    /// One large rank and suit across the top of each face, readable on a
    /// small screen and in a tightly fanned column.
    pub(crate) large_index: bool,
    /// The design on the back.
    pub(crate) back: crate::storage::looks::CardBack,
}

/// What an empty place shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum EmptyMark {
    /// A faint rounded outline.
    Outline,
    /// The one rank that may start the pile: a foundation's, "A" mostly
    /// (Canfield's dealt base, a king where the foundations go down, a
    /// row's base in Mod3), or "K" on a column only a king fills. No
    /// suit: the rules keep no pile for one suit, so a suit mark would
    /// say what is not so.
    Rank(Rank),
    /// The stock: a turn-over arrow when the waste can go back, a "no more"
    /// sign when the passes are used up.
    Stock { can_recycle: bool },
    /// A FreeCell cell.
    FreeCell,
}

/// The built atlas and what it was built for.
struct Atlas {
    target: RenderTarget,
    plan: Plan,
    /// The card's and an icon's size in pixels, and the options.
    key: (u32, u32, u32, PaintOptions),
    /// An icon's side in the atlas, in texels.
    icon_side: u32,
    /// Where the shadow's tile lies in it.
    shadow: shadow::Tile,
    /// When it was painted (seconds since start), to pace repaints while
    /// the window is being resized.
    painted_at: f64,
}

/// While the card size keeps changing (a window being dragged larger), the
/// atlas is repainted at most this often; in between the old one is scaled.
const RESIZE_PACE: f64 = 0.2;

/// Draws cards, backs, empty places, highlights and suit symbols.
pub struct CardPainter {
    art: Art,
    material: Option<Material>,
    /// See [`blend::wash_material`].
    wash: Option<Material>,
    atlas: Option<Atlas>,
    /// The chrome's icons, tessellated like the suits and painted into
    /// the atlas.
    icons: icons::IconArt,
    /// The last `ensure` kept an atlas of another size (resizes are
    /// paced): a later frame has to repaint it.
    behind: bool,
    /// Screen pixels covered by what was drawn since the last
    /// [`CardPainter::take_pixels`], overlaps counted each time: with a
    /// software GL the fill is most of a frame's cost.
    pixels: std::cell::Cell<f64>,
}

/// How faint the marks of empty places are drawn over the table.
const MARK_ALPHA: f32 = 0.42;
/// The darkening under an empty place.
const EMPTY_FLOOR: Color = Color::new(0.0, 0.0, 0.0, 0.13);

impl CardPainter {
    /// Tessellates the shapes and loads the embedded font. Needs the
    /// macroquad window (call it inside the main loop's future).
    pub(crate) fn new() -> CardPainter {
        let font = load_ttf_font_from_bytes(FONT_BYTES)
            .expect("the embedded DejaVu subset is a valid TrueType font");
        let probe = 200;
        let cap = measure_text("H", Some(&font), probe, 1.0).height;
        let cap_ratio = if cap > 0.0 { cap / probe as f32 } else { 0.73 };
        CardPainter {
            art: Art {
                suits: suits::SuitShapes::new(),
                court: court::CourtArt::new(),
                backs: crate::storage::looks::CardBack::ALL.map(back::BackArt::new),
                marks: marks::MarkArt::new(),
                font,
                cap_ratio,
            },
            material: blend::atlas_material(),
            wash: blend::wash_material(),
            atlas: None,
            icons: icons::IconArt::new(),
            behind: false,
            pixels: Default::default(),
        }
    }

    /// Whether the atlas is of an older size, scaled until a frame after
    /// the resize pace repaints it: the loop must not go idle on it.
    pub fn is_behind(&self) -> bool {
        self.behind
    }

    /// The screen pixels covered since the last call (see `felt bench
    /// frames`).
    pub fn take_pixels(&self) -> f64 {
        self.pixels.take()
    }

    fn cover(&self, w: f32, h: f32) {
        self.pixels
            .set(self.pixels.get() + (w * h * dpi_squared()) as f64);
    }

    /// The embedded UI font (DejaVu Sans Bold, ASCII and a few symbols).
    pub(crate) fn font(&self) -> &Font {
        &self.art.font
    }

    /// Makes the atlas match a card of `card_w` × `card_h` screen units
    /// (ideally 5:7), icons of side `icon` and `options`, repainting it
    /// only when one changed.
    /// Call it every frame before drawing the table (it is a comparison
    /// when nothing changed); it leaves the camera as it was. While the size
    /// keeps changing it repaints at most five times a second and the
    /// cards are scaled from the previous atlas in between.
    pub(crate) fn ensure(&mut self, card_w: f32, card_h: f32, icon: f32, options: PaintOptions) {
        let dpi = screen_dpi_scale();
        let px = |v: f32| (v * dpi).round() as u32;
        let key = (px(card_w), px(card_h), px(icon), options);
        let now = get_time();
        if let Some(atlas) = &self.atlas {
            let resized_recently = atlas.key.3 == options && now - atlas.painted_at < RESIZE_PACE;
            self.behind = atlas.key != key;
            if atlas.key == key || resized_recently {
                return;
            }
        }
        self.behind = false;
        let plan = Plan::new(key.0 as f32, key.1 as f32);
        let target = render_target(plan.width, plan.height);
        target.texture.set_filter(FilterMode::Linear);
        let icon_side = plan.icon_side(key.2 as f32);
        self.paint_atlas(&target, &plan, options, icon_side);
        self.atlas = Some(Atlas {
            target,
            icon_side,
            shadow: shadow::Tile::new(&plan, plan.origin(atlas::SHADOW)),
            plan,
            key,
            painted_at: now,
        });
    }

    fn paint_atlas(
        &self,
        target: &RenderTarget,
        plan: &Plan,
        options: PaintOptions,
        icon_side: u32,
    ) {
        let (w, h) = (plan.width as f32, plan.height as f32);
        push_camera_state();
        // A positive y zoom puts texel row 0 at the texture's first row, so
        // the atlas reads upright when drawn with `draw_texture_ex`.
        set_camera(&Camera2D {
            zoom: vec2(2.0 / w, 2.0 / h),
            target: vec2(w / 2.0, h / 2.0),
            render_target: Some(target.clone()),
            ..Default::default()
        });
        // Transparent, but the colour of the card's rim, so the filtered
        // edge of a card fades to grey rather than darkening.
        let rim = palette::CARD_RIM;
        clear_background(Color::new(rim.r, rim.g, rim.b, 0.0));
        if let Some(material) = &self.material {
            gl_use_material(material);
        }
        let sheet = Sheet::new(plan.texels_per_px / plan.cell_w as f32);
        let cell_at = |index: usize| {
            let (x, y) = plan.origin(index);
            Cell {
                xf: Xform::place(
                    x as f32,
                    y as f32,
                    plan.cell_w as f32,
                    plan.cell_h as f32 / pips::CARD_H,
                ),
                options,
                sheet: &sheet,
            }
        };
        self.art.warm_font(&cell_at(0));
        for index in 0..atlas::CELLS {
            match atlas::picture(index) {
                Some(atlas::Picture::Shadow) => {
                    shadow::Tile::new(plan, plan.origin(index)).bake(plan.cell_w as f32)
                }
                Some(atlas::Picture::Icon(icon)) => self.paint_icon(icon, plan, icon_side),
                Some(atlas::Picture::Ink) => {
                    let (x, y) = plan.origin(index);
                    let side = atlas::INK_SIDE as f32;
                    draw_rectangle(x as f32, y as f32, side, side, WHITE);
                }
                Some(picture) => self.art.paint(picture, &cell_at(index)),
                None => {}
            }
        }
        gl_use_default_material();
        pop_camera_state();
    }

    /// Paints `icon` in white into its cell, `side` texels square within a
    /// transparent pad, washed first so that the pad is clear white.
    fn paint_icon(&self, icon: Icon, plan: &Plan, side: u32) {
        let (x, y) = plan.origin(atlas::icon_cell(icon));
        let (x, y, pad) = (x as f32, y as f32, atlas::ICON_PAD as f32);
        if let (Some(wash), Some(material)) = (&self.wash, &self.material) {
            gl_use_material(wash);
            let padded = side as f32 + 2.0 * pad;
            draw_rectangle(x, y, padded, padded, glow::clear(WHITE));
            gl_use_material(material);
        }
        self.icons.draw(icon, x + pad, y + pad, side as f32, WHITE);
    }

    /// The atlas and the middle of its white ink, which the chrome's
    /// untextured shapes are drawn with so that they share the cards'
    /// batch: one draw call for the table and the chrome but its text.
    fn ink(&self) -> shape::Ink<'_> {
        let atlas = self.atlas.as_ref()?;
        let (x, y) = atlas.plan.origin(atlas::INK);
        let half = atlas::INK_SIDE as f32 / 2.0;
        let size = atlas.target.texture.size();
        Some((
            &atlas.target.texture,
            vec2((x as f32 + half) / size.x, (y as f32 + half) / size.y),
        ))
    }

    /// Draws one atlas cell into `dest`, narrowed about its centre by
    /// `squeeze`, tinted by `tint`.
    ///
    /// The quad reaches a pixel past the card on every side, into the
    /// cell's transparent gutter, so the card's edge is smoothed by the
    /// texture's filtering wherever it falls between pixels: the window is
    /// not multisampled (with a software GL, 4× multisampling made every
    /// frame three times as slow).
    fn blit(&self, index: usize, dest: Rect, squeeze: f32, tint: Color) {
        let Rect { x, y, w, h } = dest;
        let Some(atlas) = &self.atlas else {
            return;
        };
        let squeeze = squeeze.clamp(0.0, 1.0);
        if squeeze <= 0.0 || w <= 0.0 || h <= 0.0 {
            return;
        }
        let (sx, sy) = atlas.plan.origin(index);
        let (cell_w, cell_h) = (atlas.plan.cell_w as f32, atlas.plan.cell_h as f32);
        let shown = w * squeeze;
        // Texels per screen unit across and down, and the margin in each:
        // a pixel, or what the gutter holds when the cell is scaled up.
        let (per_x, per_y) = (cell_w / shown, cell_h / h);
        let pixel = 1.0 / screen_dpi_scale();
        let room = atlas::GUTTER as f32 - 0.5;
        let (mx, my) = ((pixel * per_x).min(room), (pixel * per_y).min(room));
        let (dx, dy) = (mx / per_x, my / per_y);
        self.cover(shown + 2.0 * dx, h + 2.0 * dy);
        draw_texture_ex(
            &atlas.target.texture,
            x + (w - shown) / 2.0 - dx,
            y - dy,
            tint,
            DrawTextureParams {
                dest_size: Some(vec2(shown + 2.0 * dx, h + 2.0 * dy)),
                source: Some(Rect::new(
                    sx as f32 - mx,
                    sy as f32 - my,
                    cell_w + 2.0 * mx,
                    cell_h + 2.0 * my,
                )),
                ..Default::default()
            },
        );
    }

    /// Draws a face up card with its top-left at (x, y), size (w, h) in
    /// screen units; `squeeze` in 0..=1 narrows it horizontally about its
    /// centre (for the flip animation: 1 = full width).
    pub(crate) fn draw_face(&self, card: Card, x: f32, y: f32, w: f32, h: f32, squeeze: f32) {
        self.blit(
            atlas::face_cell(card.face()),
            Rect::new(x, y, w, h),
            squeeze,
            WHITE,
        );
    }

    /// Draws a face down card, like [`CardPainter::draw_face`].
    pub(crate) fn draw_back(&self, x: f32, y: f32, w: f32, h: f32, squeeze: f32) {
        self.blit(atlas::BACK, Rect::new(x, y, w, h), squeeze, WHITE);
    }

    /// Draws an empty place: a slightly darker floor with a faint outline
    /// and its mark. The floor is the back's cell tinted black, which has
    /// the card's shape: from the atlas like the mark, it joins the cards'
    /// batch.
    pub(crate) fn draw_empty(&self, mark: EmptyMark, x: f32, y: f32, w: f32, h: f32) {
        self.blit(atlas::BACK, Rect::new(x, y, w, h), 1.0, EMPTY_FLOOR);
        let tint = Color::new(1.0, 1.0, 1.0, MARK_ALPHA);
        self.blit(atlas::mark_cell(mark), Rect::new(x, y, w, h), 1.0, tint);
    }

    /// A soft glow with a crisp inner line around a rectangle (for hints,
    /// focus, selection); draw it before or after the card. It is sized by
    /// the rectangle's card-shaped size (its width, or its height over 1.4
    /// when flatter), so around a wide button it stays as close as around
    /// a card and within the panel's margin.
    pub(crate) fn draw_highlight(&self, x: f32, y: f32, w: f32, h: f32, color: Color) {
        let rect = (x, y, w, h);
        let size = w.min(h / 1.4);
        let radius = CORNER * size;
        let line = (size * 0.035).clamp(2.0, 4.0);
        let reach = (size * 0.16).max(6.0);
        let clear = glow::clear(color);
        let soft = Color::new(color.r, color.g, color.b, color.a * 0.55);
        // A pixel's fade on each side of the crisp line smooths its edges
        // (the window is not multisampled).
        let pixel = 1.0 / screen_dpi_scale();
        let ink = self.ink();
        glow::band(rect, radius, -0.5 - pixel, -0.5, clear, color, ink);
        glow::band(rect, radius, -0.5, line, color, color, ink);
        glow::band(rect, radius, line, line + pixel, color, soft, ink);
        glow::band(rect, radius, line + pixel, line + reach, soft, clear, ink);
        let grow = 2.0 * (line + reach);
        self.cover(w + grow, h + grow);
        self.cover(-w, h);
    }

    /// A soft shadow under a card (draw it before the card), offset a little
    /// down as if lit from above; `lift` 0 for a card lying on the table, 1
    /// for one held in the hand. Only its rim is drawn: the card (or the
    /// fanned cards) drawn over the rectangle hide its middle.
    pub(crate) fn draw_shadow(&self, x: f32, y: f32, w: f32, h: f32, lift: f32) {
        let Some(atlas) = &self.atlas else {
            return;
        };
        let area = shadow::draw(&atlas.target.texture, atlas.shadow, (x, y, w, h), lift);
        self.cover(area, 1.0);
    }
}

/// Drawing the chrome: icons and rounded plates, rings and shadows, all
/// from the atlas (its icons, or its white ink) so they join the cards'
/// batch, and all with smooth edges although the window is not
/// multisampled: icons are filtered from twice their size like the cards,
/// contours fade to clear over their outermost pixel.
impl CardPainter {
    /// An icon filling the square of side `size` at `(x, y)`: its cell's
    /// quad, reaching into the cell's transparent pad.
    pub(crate) fn draw_icon(&self, icon: Icon, x: f32, y: f32, size: f32, color: Color) {
        let Some(atlas) = &self.atlas else {
            return;
        };
        let (sx, sy) = atlas.plan.origin(atlas::icon_cell(icon));
        let pad = atlas::ICON_PAD as f32;
        let texels = atlas.icon_side as f32 + 2.0 * pad;
        let margin = pad * size / atlas.icon_side as f32;
        draw_texture_ex(
            &atlas.target.texture,
            x - margin,
            y - margin,
            color,
            DrawTextureParams {
                dest_size: Some(vec2(size + 2.0 * margin, size + 2.0 * margin)),
                source: Some(Rect::new(sx as f32, sy as f32, texels, texels)),
                ..Default::default()
            },
        );
    }

    /// A rectangle in one colour, in the atlas's white ink.
    pub(crate) fn fill_rect(&self, x: f32, y: f32, w: f32, h: f32, color: Color) {
        match (&self.atlas, self.ink()) {
            (Some(atlas), Some((_, uv))) => {
                let size = atlas.target.texture.size();
                draw_texture_ex(
                    &atlas.target.texture,
                    x,
                    y,
                    color,
                    DrawTextureParams {
                        dest_size: Some(vec2(w, h)),
                        source: Some(Rect::new(
                            uv.x * size.x - 1.0,
                            uv.y * size.y - 1.0,
                            2.0,
                            2.0,
                        )),
                        ..Default::default()
                    },
                );
            }
            _ => draw_rectangle(x, y, w, h, color),
        }
    }

    /// A rounded rectangle in one colour, its edge smoothed over a pixel.
    pub(crate) fn fill_rounded(&self, r: (f32, f32, f32, f32), radius: f32, color: Color) {
        let radius = radius.min(r.2 / 2.0).min(r.3 / 2.0).max(0.0);
        glow::fill_smooth(r, radius, color, 1.0 / screen_dpi_scale(), self.ink());
    }

    /// A line of `width` just outside a rounded rectangle, and a faint glow
    /// beyond it of `reach`: the focus ring of a control, sized to it. Its
    /// inner edge, and its outer one where there is no glow, fade over a
    /// pixel.
    pub(crate) fn draw_ring(
        &self,
        r: (f32, f32, f32, f32),
        radius: f32,
        width: f32,
        reach: f32,
        color: Color,
    ) {
        let clear = glow::clear(color);
        let soft = Color::new(color.r, color.g, color.b, color.a * 0.45);
        let ink = self.ink();
        let half = (0.5 / screen_dpi_scale()).min(width / 2.0);
        glow::band(r, radius, -half, half, clear, color, ink);
        if width > 2.0 * half {
            glow::band(r, radius, half, width - half, color, color, ink);
        }
        if reach > 0.0 {
            glow::band(r, radius, width - half, width + half, color, soft, ink);
            glow::band(r, radius, width + half, width + reach, soft, clear, ink);
        } else {
            glow::band(r, radius, width - half, width + half, color, clear, ink);
        }
    }

    /// A soft shadow under a sheet lying over the table: offset down by
    /// `drop`, blurred over `reach`, as dark as `alpha`.
    pub(crate) fn draw_sheet_shadow(
        &self,
        r: (f32, f32, f32, f32),
        radius: f32,
        drop: f32,
        reach: f32,
        alpha: f32,
    ) {
        let dark = Color::new(0.0, 0.0, 0.0, alpha);
        let moved = (r.0, r.1 + drop, r.2, r.3);
        let ink = self.ink();
        glow::fill_rounded(moved, radius, dark, ink);
        glow::band(moved, radius, 0.0, reach, dark, glow::clear(dark), ink);
    }
}

/// Screen pixels per square screen unit.
fn dpi_squared() -> f32 {
    screen_dpi_scale() * screen_dpi_scale()
}

impl Default for CardPainter {
    fn default() -> Self {
        CardPainter::new()
    }
}
