//! Painting one picture (a face, the back, an empty-place mark) into its
//! atlas cell. Everything is laid out in card units and mapped to texels by
//! one transform per cell.

use super::atlas::Picture;
use super::back::BackArt;
use super::court::CourtArt;
use super::marks::MarkArt;
use super::palette::{self, suit_ink};
use super::pips::{FaceLayout, CARD_H};
use super::shape::{Pen, Shape, Xform};
use super::suits::SuitShapes;
use super::{EmptyMark, PaintOptions};
use crate::model::card::{Face, Rank, Suit};
use crate::storage::looks::CardBack;
use macroquad::color::Color;
use macroquad::math::vec2;
use macroquad::text::{draw_text_ex, measure_text, Font, TextParams};

/// Corner radius of a card, in card units (a fraction of its width).
pub(crate) const CORNER: f32 = 0.06;
/// The height of the rank on an empty foundation, in card widths.
const MARK_CAP: f32 = 0.42;

/// The tessellated art and the font: everything a picture is made of.
pub(crate) struct Art {
    pub(crate) suits: SuitShapes,
    pub(crate) court: CourtArt,
    /// Every design of back, in the order of [`CardBack::ALL`].
    pub(crate) backs: [BackArt; CardBack::ALL.len()],
    pub(crate) marks: MarkArt,
    pub(crate) font: Font,
    /// Cap height of the font per unit of font size, measured once, so a
    /// label can be asked for by the height its letters should stand.
    pub(crate) cap_ratio: f32,
}

/// How a label is anchored horizontally.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Anchor {
    Centre,
    Left,
}

/// How a label stands: its capitals `cap` card units tall, their top at
/// `anchor.1`, centred on or starting at `anchor.0`, narrowed by `narrow`,
/// and when `turned` turned a half turn about the card's centre.
struct Label {
    anchor: (f32, f32),
    cap: f32,
    how: Anchor,
    narrow: f32,
    turned: bool,
}

/// One cell's mapping and the options it is painted with.
pub(crate) struct Cell<'a> {
    /// Card units to atlas texels.
    pub(crate) xf: Xform,
    pub(crate) options: PaintOptions,
    pub(crate) sheet: &'a Sheet,
}

/// Shapes shared by every cell of one atlas, whose line widths depend on
/// the pixel size, tessellated once per atlas rather than once per cell.
pub(crate) struct Sheet {
    /// The card's outline, filled grey, and the white face inside it.
    rim: Shape,
    paper: Shape,
    /// The outline of an empty place.
    ring: Shape,
}

impl Sheet {
    /// `px` is one screen pixel in card units.
    pub(crate) fn new(px: f32) -> Sheet {
        let mut rim = Pen::new();
        rim.rounded_rect(0.0, 0.0, 1.0, CARD_H, CORNER);
        let mut paper = Pen::new();
        paper.rounded_rect(
            px,
            px,
            1.0 - 2.0 * px,
            CARD_H - 2.0 * px,
            (CORNER - px).max(0.0),
        );
        let width = (2.0 * px).max(0.022);
        let mut ring = Pen::new();
        ring.rounded_rect(
            width / 2.0,
            width / 2.0,
            1.0 - width,
            CARD_H - width,
            CORNER - width / 2.0,
        );
        Sheet {
            rim: rim.fill(),
            paper: paper.fill(),
            ring: ring.stroke(width),
        }
    }
}

impl Art {
    pub(crate) fn paint(&self, picture: Picture, cell: &Cell) {
        match picture {
            Picture::Face(card) => self.face(card, cell),
            Picture::Back => {
                self.blank(cell);
                let design = cell.options.back;
                let at = CardBack::ALL.iter().position(|b| *b == design).unwrap_or(0);
                self.backs[at].draw(&cell.xf);
            }
            Picture::Empty(mark) => self.mark(mark, cell),
            // Not card art: baked by `shadow::Tile` from the atlas's plan.
            // Nor are these: the painter paints them (see `paint_atlas`).
            Picture::Shadow | Picture::Icon(_) | Picture::Ink => {}
        }
    }

    /// The white card with its thin grey rim.
    fn blank(&self, cell: &Cell) {
        cell.sheet.rim.draw(&cell.xf, palette::CARD_RIM);
        cell.sheet.paper.draw(&cell.xf, palette::CARD_WHITE);
    }

    /// A suit symbol centred on `(x, y)` in card units.
    fn pip(
        &self,
        suit: Suit,
        (x, y): (f32, f32),
        size: f32,
        turned: bool,
        cell: &Cell,
        ink: Color,
    ) {
        let xf = Xform::centered(x, y, size, turned).then(&cell.xf);
        self.suits.get(suit).draw(&xf, ink);
    }

    fn face(&self, card: Face, cell: &Cell) {
        let layout = FaceLayout::new(cell.options);
        let suit = card.suit();
        let ink = suit_ink(suit, cell.options.four_color);
        let rank = card.rank();
        self.blank(cell);

        match rank.value() {
            1 => {
                let (x, y) = layout.centre;
                // The ace of spades is traditionally the grandest.
                let size = if suit == Suit::Spades {
                    layout.ace_size * 1.15
                } else {
                    layout.ace_size
                };
                self.pip(suit, (x, y), size, false, cell, ink);
            }
            2..=10 => {
                for (x, y, turned) in layout.pip_centres(rank.value()) {
                    self.pip(suit, (x, y), layout.pip_size, turned, cell, ink);
                }
            }
            _ => {
                let pip = |x: f32, y: f32, size: f32, turned: bool| {
                    self.pip(suit, (x, y), size, turned, cell, ink);
                };
                self.court.draw(
                    rank,
                    suit,
                    cell.options.four_color,
                    layout.frame,
                    &cell.xf,
                    &pip,
                );
            }
        }
        self.index(rank, suit, &layout, cell, ink);
    }

    /// The corner index: rank over suit at the top left and the same turned
    /// at the bottom right, or one large rank and suit across the top.
    fn index(&self, rank: Rank, suit: Suit, layout: &FaceLayout, cell: &Cell, ink: Color) {
        let text = rank.label();
        let (sx, sy) = layout.index_suit;
        let mut style = Label {
            anchor: (layout.label_x, layout.label_top),
            cap: layout.label_h,
            how: Anchor::Centre,
            // "10" is squeezed to stand in the same column as single letters.
            narrow: if text.len() > 1 { 0.74 } else { 1.0 },
            turned: false,
        };
        if layout.large {
            style.how = Anchor::Left;
            self.label(text, &style, cell, ink);
            self.pip(suit, (sx, sy), layout.index_suit_size, false, cell, ink);
        } else {
            for turned in [false, true] {
                style.turned = turned;
                self.label(text, &style, cell, ink);
                let at = if turned {
                    (1.0 - sx, CARD_H - sy)
                } else {
                    (sx, sy)
                };
                self.pip(suit, at, layout.index_suit_size, turned, cell, ink);
            }
        }
    }

    /// Caches every glyph the atlas's labels use before anything is drawn.
    /// macroquad's font texture is replaced when its atlas grows, and draw
    /// calls already queued this frame would then point at the deleted
    /// texture (WebGL reports it; the glyphs come out wrong).
    pub(crate) fn warm_font(&self, cell: &Cell) {
        let layout = FaceLayout::new(cell.options);
        let ranks: Vec<char> = "A2345678910JQK".chars().collect();
        // macroquad rasterizes text at the display's scale.
        let dpi = macroquad::window::screen_dpi_scale();
        for cap in [layout.label_h, MARK_CAP] {
            let raster = (self.font_size(cap, cell) as f32 * dpi).ceil() as u16;
            self.font.populate_font_cache(&ranks, raster);
        }
    }

    /// The font size that gives capitals `cap` card units tall in the cell.
    fn font_size(&self, cap: f32, cell: &Cell) -> u16 {
        ((cap * cell.xf.d) / self.cap_ratio)
            .round()
            .clamp(1.0, 2000.0) as u16
    }

    /// Draws `text` as `style` says, in card units mapped by the cell.
    fn label(&self, text: &str, style: &Label, cell: &Cell, color: Color) {
        let xf = &cell.xf;
        let font_size = self.font_size(style.cap, cell);
        let aspect = style.narrow * xf.a / xf.d;
        let dims = measure_text(text, Some(&self.font), font_size, 1.0);
        let width = dims.width * aspect;
        let top_left = xf.apply(vec2(style.anchor.0, style.anchor.1));
        let left = match style.how {
            Anchor::Centre => top_left.x - width / 2.0,
            Anchor::Left => top_left.x,
        };
        let mut at = vec2(left, top_left.y + dims.offset_y);
        let mut rotation = 0.0;
        if style.turned {
            // A text turned by π about its own anchor is the upright text
            // reflected through that point; reflect the anchor through the
            // card's centre and the whole label lands reflected there.
            let centre = xf.apply(vec2(0.5, CARD_H / 2.0));
            at = centre * 2.0 - at;
            rotation = std::f32::consts::PI;
        }
        draw_text_ex(
            text,
            at.x,
            at.y,
            TextParams {
                font: Some(&self.font),
                font_size,
                font_scale: 1.0,
                font_scale_aspect: aspect,
                rotation,
                color,
            },
        );
    }

    /// An empty place: a rounded outline and its symbol, all white (tinted
    /// faint when drawn).
    fn mark(&self, mark: EmptyMark, cell: &Cell) {
        let white = palette::WHITE;
        cell.sheet.ring.draw(&cell.xf, white);
        let (cx, cy) = (0.5, CARD_H / 2.0);
        match mark {
            EmptyMark::Outline | EmptyMark::FreeCell => {}
            EmptyMark::Rank(rank) => {
                let cap = MARK_CAP;
                let text = rank.label();
                let style = Label {
                    anchor: (cx, cy - cap / 2.0),
                    cap,
                    how: Anchor::Centre,
                    // "10" squeezed as in the corner index.
                    narrow: if text.len() > 1 { 0.74 } else { 1.0 },
                    turned: false,
                };
                self.label(text, &style, cell, white);
            }
            EmptyMark::Stock { can_recycle: true } => self.marks.recycle.draw(&cell.xf, white),
            EmptyMark::Stock { can_recycle: false } => self.marks.exhausted.draw(&cell.xf, white),
        }
    }
}
