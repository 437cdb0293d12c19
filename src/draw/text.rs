//! Setting the chrome's text with the one UI font. Texts are gathered
//! before anything of the frame is drawn, and their glyphs cached then:
//! macroquad replaces its font texture when the glyph atlas grows, and draw
//! calls already queued in the frame would point at the deleted texture
//! (WebGL reports it, glyphs come out wrong). Sizes are whole logical
//! pixels, so few sizes are cached, and every text starts on a device
//! pixel, so its glyphs (rasterized at the display's density) land on
//! whole pixels and stay sharp.

use macroquad::prelude::*;

use crate::view::layout::Rect as Area;

/// A text to draw: baseline origin and font size in logical pixels
/// (macroquad rasterizes at the display's scale itself).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Text {
    pub(crate) text: String,
    pub(crate) x: f32,
    pub(crate) y: f32,
    pub(crate) px: u16,
    pub(crate) color: Color,
}

/// Measures and places texts with one font.
pub(crate) struct Typesetter<'a> {
    pub(crate) font: &'a Font,
    dpi: f32,
}

impl<'a> Typesetter<'a> {
    pub(crate) fn new(font: &'a Font) -> Typesetter<'a> {
        Typesetter {
            font,
            dpi: screen_dpi_scale().max(0.01),
        }
    }

    /// A whole logical size, so few sizes are cached.
    pub(crate) fn px(&self, size: f32) -> u16 {
        size.round().clamp(2.0, 400.0) as u16
    }

    /// A coordinate on a whole device pixel.
    fn snap(&self, v: f32) -> f32 {
        (v * self.dpi).round() / self.dpi
    }

    /// The width of `text` at `px`.
    pub(crate) fn width(&self, text: &str, px: u16) -> f32 {
        measure_text(text, Some(self.font), px, 1.0).width
    }

    /// The size at which `text` fits `width`, at most `size`.
    pub(crate) fn fitting(&self, text: &str, size: f32, width: f32) -> f32 {
        let probe = measure_text(text, Some(self.font), 32, 1.0).width;
        if probe <= 0.0 {
            size
        } else {
            size.min(width / probe * 32.0).max(6.0)
        }
    }

    /// A text starting at `x` on baseline `y`, shrunk to fit `width`.
    pub(crate) fn left(
        &self,
        text: &str,
        x: f32,
        y: f32,
        size: f32,
        width: f32,
        color: Color,
    ) -> Text {
        let size = self.fitting(text, size, width);
        Text {
            text: text.to_string(),
            x: self.snap(x),
            y: self.snap(y),
            px: self.px(size),
            color,
        }
    }

    /// A text starting at `x` on baseline `y` at `size`, shrunk to fit
    /// `width` but never below `least`: what still does not fit is cut,
    /// with an ellipsis.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn left_legible(
        &self,
        text: &str,
        x: f32,
        y: f32,
        size: f32,
        least: f32,
        width: f32,
        color: Color,
    ) -> Text {
        let px = self.px(self.fitting(text, size, width).max(least));
        let mut shown = text.to_string();
        if self.width(&shown, px) > width {
            let mut chars: Vec<char> = text.chars().collect();
            while !chars.is_empty() {
                chars.pop();
                let cut: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
                if self.width(&cut, px) <= width {
                    shown = cut;
                    break;
                }
            }
        }
        Text {
            text: shown,
            x: self.snap(x),
            y: self.snap(y),
            px,
            color,
        }
    }

    /// A text centred in `r`, shrunk to fit its width.
    pub(crate) fn centred(&self, text: &str, r: &Area, size: f32, color: Color) -> Text {
        let px = self.px(self.fitting(text, size, r.w * 0.9));
        self.centred_at(text, r, px, color)
    }

    /// A text centred in `r` at exactly `px`.
    pub(crate) fn centred_at(&self, text: &str, r: &Area, px: u16, color: Color) -> Text {
        let dims = measure_text(text, Some(self.font), px, 1.0);
        Text {
            text: text.to_string(),
            x: self.snap(r.x + (r.w - dims.width) / 2.0),
            y: self.snap(r.y + (r.h + dims.offset_y * 0.75) / 2.0),
            px,
            color,
        }
    }

    /// Caches the glyphs of `texts` (call before drawing anything).
    pub(crate) fn warm(&self, texts: &[Text]) {
        for t in texts {
            let chars: Vec<char> = t.text.chars().collect();
            // The size macroquad rasterizes at for this display.
            let raster = (t.px as f32 * self.dpi).ceil() as u16;
            self.font.populate_font_cache(&chars, raster);
        }
    }

    /// Draws one text.
    pub(crate) fn draw(&self, t: &Text) {
        draw_text_ex(
            &t.text,
            t.x,
            t.y,
            TextParams {
                font: Some(self.font),
                font_size: t.px,
                font_scale: 1.0,
                color: t.color,
                ..Default::default()
            },
        );
    }
}
