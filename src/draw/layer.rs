//! A layer of the chrome: what one bar or panel draws, gathered first and
//! drawn in one pass (sheet, plates, icons, texts), so a panel can be drawn
//! again as it fades out after it closed, and slid and faded as it opens.

use macroquad::prelude::*;

use super::painter::{CardPainter, Icon};
use super::text::{Text, Typesetter};
use crate::view::layout::Rect as Area;

/// A panel's sheet: opaque, rounded, lifted by a shadow, with a line under
/// its title.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SheetLook {
    pub(crate) frame: Area,
    pub(crate) radius: f32,
    /// The y of the line under the title, if it has one.
    pub(crate) rule: Option<f32>,
    /// The chrome's unit, which sizes the shadow.
    pub(crate) unit: f32,
}

/// The colour of every sheet.
pub(crate) const SHEET: Color = Color::new(0.12, 0.17, 0.15, 1.0);
/// The sheet's rim and the line under its title.
const SHEET_EDGE: Color = Color::new(1.0, 1.0, 1.0, 0.16);
/// Square outlines (the calendar's today).
const FRAME: Color = Color::new(1.0, 1.0, 1.0, 0.5);

/// A layer of the HUD.
#[derive(Clone, Debug, Default)]
pub(crate) struct Layer {
    /// Laid over the whole window first (a panel dims the table).
    pub(crate) dim: Option<(Area, Color)>,
    pub(crate) sheet: Option<SheetLook>,
    /// Square plates.
    pub(crate) plates: Vec<(Area, Color)>,
    /// Rounded plates (buttons) with their corner radius.
    pub(crate) rounded: Vec<(Area, f32, Color)>,
    /// Square outlines.
    pub(crate) frames: Vec<Area>,
    pub(crate) icons: Vec<(Icon, Area, Color)>,
    pub(crate) texts: Vec<Text>,
}

fn faded(c: Color, k: f32) -> Color {
    Color::new(c.r, c.g, c.b, c.a * k)
}

fn moved(r: Area, dy: f32) -> Area {
    Area::new(r.x, r.y + dy, r.w, r.h)
}

fn tuple(r: Area) -> (f32, f32, f32, f32) {
    (r.x, r.y, r.w, r.h)
}

impl Layer {
    /// The layer faded to `alpha` and, all but its dimming, moved down by
    /// `dy`: a panel opening or closing.
    pub(crate) fn in_motion(&self, alpha: f32, dy: f32) -> Layer {
        if alpha >= 1.0 && dy == 0.0 {
            return self.clone();
        }
        Layer {
            dim: self.dim.map(|(r, c)| (r, faded(c, alpha))),
            sheet: self.sheet.as_ref().map(|s| SheetLook {
                frame: moved(s.frame, dy),
                rule: s.rule.map(|y| y + dy),
                ..s.clone()
            }),
            plates: self
                .plates
                .iter()
                .map(|(r, c)| (moved(*r, dy), faded(*c, alpha)))
                .collect(),
            rounded: self
                .rounded
                .iter()
                .map(|(r, radius, c)| (moved(*r, dy), *radius, faded(*c, alpha)))
                .collect(),
            frames: self.frames.iter().map(|r| moved(*r, dy)).collect(),
            icons: self
                .icons
                .iter()
                .map(|(i, r, c)| (*i, moved(*r, dy), faded(*c, alpha)))
                .collect(),
            texts: self
                .texts
                .iter()
                .map(|t| Text {
                    y: t.y + dy,
                    color: faded(t.color, alpha),
                    ..t.clone()
                })
                .collect(),
        }
    }

    /// Draws the layer; `alpha` fades the sheet (the rest carries its own
    /// alpha, see [`Layer::in_motion`]).
    pub(crate) fn draw(&self, painter: &CardPainter, ts: &Typesetter, alpha: f32) {
        if let Some((r, c)) = self.dim {
            painter.fill_rect(r.x, r.y, r.w, r.h, c);
        }
        if let Some(s) = &self.sheet {
            let f = tuple(s.frame);
            painter.draw_sheet_shadow(f, s.radius, s.unit * 0.35, s.unit * 1.4, 0.45 * alpha);
            painter.fill_rounded(f, s.radius, faded(SHEET, alpha));
            let edge = faded(SHEET_EDGE, alpha);
            if let Some(y) = s.rule {
                let line = (s.unit * 0.08).max(1.0);
                painter.fill_rect(s.frame.x, y, s.frame.w, line, edge);
            }
            painter.draw_ring(
                (f.0 + 1.0, f.1 + 1.0, f.2 - 2.0, f.3 - 2.0),
                (s.radius - 1.0).max(0.0),
                1.0,
                0.0,
                edge,
            );
        }
        for (r, color) in &self.plates {
            painter.fill_rect(r.x, r.y, r.w, r.h, *color);
        }
        for (r, radius, color) in &self.rounded {
            painter.fill_rounded(tuple(*r), *radius, *color);
        }
        let frame = faded(FRAME, alpha);
        for r in &self.frames {
            painter.fill_rect(r.x, r.y, r.w, 2.0, frame);
            painter.fill_rect(r.x, r.bottom() - 2.0, r.w, 2.0, frame);
            painter.fill_rect(r.x, r.y + 2.0, 2.0, r.h - 4.0, frame);
            painter.fill_rect(r.right() - 2.0, r.y + 2.0, 2.0, r.h - 4.0, frame);
        }
        for (icon, r, color) in &self.icons {
            painter.draw_icon(*icon, r.x, r.y, r.w, *color);
        }
        for t in &self.texts {
            ts.draw(t);
        }
    }
}
