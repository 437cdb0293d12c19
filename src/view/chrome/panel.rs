//! A panel's geometry: a titled sheet with lines of text and rows of
//! buttons, in the chrome's unit. Every panel (menu, settings, statistics,
//! help, the deal pad, questions, the win box) is laid out here, so they
//! share one look.

use super::scale::Scale;
use super::text::wrap_to_width;
use crate::view::layout::Rect;

/// What a panel holds.
#[derive(Clone, Copy, Debug)]
pub struct PanelSpec<'a> {
    pub title: &'a str,
    /// Paragraphs of text (an empty one is a blank line), wrapped here.
    pub text: &'a [String],
    /// How many buttons each row has.
    pub rows: &'a [usize],
}

/// A panel laid out: where its sheet, title, lines and buttons lie.
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    pub frame: Rect,
    /// The corners' radius.
    pub radius: f32,
    pub title: String,
    pub title_rect: Rect,
    pub title_px: f32,
    /// The text wrapped, each line with its rectangle.
    pub lines: Vec<(String, Rect)>,
    pub text_px: f32,
    /// The buttons, row by row.
    pub buttons: Vec<Rect>,
    pub button_px: f32,
}

/// A window less high than this many units is short: a phone on its side
/// (28 units at 390 px), not a laptop (57 at 800 px).
const SHORT: f32 = 36.0;

/// The least text size a panel shrinks its text to before it would spill.
const SMALLEST_TEXT: f32 = 10.0;

impl Sheet {
    /// The width of each of `count` buttons sharing a row of a sheet in a
    /// window `w` wide: what a label must fit.
    pub fn button_width(w: f32, h: f32, scale: Scale, count: usize) -> f32 {
        let n = count.max(1) as f32;
        ((Sheet::inner_width(w, h, scale) - (n - 1.0) * scale.of(0.4)) / n).max(0.0)
    }

    /// The sheet's width in a window `w`×`h`: 30 units at most, half as
    /// much again in a window wider than tall and too short for a sheet of
    /// many rows (a phone on its side), where its rows may hold three
    /// buttons rather than two and the buttons keep a thumb's height.
    fn width(w: f32, h: f32, scale: Scale) -> f32 {
        let most = if w > h && h < scale.of(SHORT) {
            scale.of(45.0)
        } else {
            scale.of(30.0)
        };
        (w - 2.0 * scale.of(0.5)).min(most).max(0.0)
    }

    /// The sheet's width inside its padding in a window `w`×`h`.
    fn inner_width(w: f32, h: f32, scale: Scale) -> f32 {
        (Sheet::width(w, h, scale) - 2.0 * scale.of(0.8)).max(0.0)
    }

    /// Whether `rows` rows of buttons, with a title and no text, fit a
    /// window `h` high at the full height of a target.
    pub fn rows_fit(h: f32, scale: Scale, rows: usize) -> bool {
        let n = rows as f32;
        let needed = scale.of(2.8)
            + 2.0 * scale.of(0.8)
            + n * scale.target()
            + (n - 1.0).max(0.0) * scale.of(0.4);
        needed <= h - 2.0 * scale.of(0.5)
    }

    /// Lays out `spec` for a window of `w`×`h`. Landscape windows get the
    /// sheet in the middle; a portrait one (a phone) gets it at the bottom,
    /// under the thumb.
    pub fn compute(w: f32, h: f32, scale: Scale, spec: PanelSpec) -> Sheet {
        let margin = scale.of(0.5);
        let pad = scale.of(0.8);
        let gap = scale.of(0.4);
        let pw = Sheet::width(w, h, scale);
        let inner = Sheet::inner_width(w, h, scale);
        let title_h = scale.of(2.8);
        let mut row_h = scale.target();
        let rows_h = |row_h: f32| {
            spec.rows.len() as f32 * row_h + spec.rows.len().saturating_sub(1) as f32 * gap
        };
        let room = (h - 2.0 * margin).max(0.0);
        // The text shrinks until the sheet fits the window.
        let mut text_px = scale.text;
        let (lines, line_h) = loop {
            let lines: Vec<String> = spec
                .text
                .iter()
                .flat_map(|p| wrap_to_width(p, inner, text_px))
                .collect();
            let line_h = scale.snap(text_px * 1.4);
            let text_h = lines.len() as f32 * line_h;
            if title_h + text_h + pad + rows_h(row_h) + pad <= room || text_px <= SMALLEST_TEXT {
                break (lines, line_h);
            }
            text_px -= 1.0;
        };
        let text_h = lines.len() as f32 * line_h;
        let over = title_h + text_h + pad + rows_h(row_h) + pad - room;
        if over > 0.0 && !spec.rows.is_empty() {
            // Still too tall: the buttons give up to a third of their height.
            let n = spec.rows.len() as f32;
            row_h = (row_h - over / n).max(row_h * 0.66);
        }
        let ph = (title_h + text_h + pad + rows_h(row_h) + pad).min(room);
        let x = scale.snap((w - pw) / 2.0);
        let y = if h > w * 1.15 {
            scale.snap(h - margin - ph)
        } else {
            scale.snap(((h - ph) / 2.0).max(margin))
        };
        let frame = Rect::new(x, y, pw, ph);
        let title_rect = Rect::new(x + pad, y, inner, title_h);
        let mut top = y + title_h;
        let lines = lines
            .into_iter()
            .map(|line| {
                let r = Rect::new(x + pad, top, inner, line_h);
                top += line_h;
                (line, r)
            })
            .collect();
        top += if text_h > 0.0 { pad } else { 0.0 };
        let mut buttons = Vec::new();
        for &count in spec.rows {
            let n = count.max(1) as f32;
            let bw = (inner - (n - 1.0) * gap) / n;
            for i in 0..count {
                buttons.push(Rect::new(
                    scale.snap(x + pad + i as f32 * (bw + gap)),
                    top,
                    scale.snap(bw),
                    row_h,
                ));
            }
            top += row_h + gap;
        }
        Sheet {
            frame,
            radius: scale.of(0.7),
            title: spec.title.to_string(),
            title_rect,
            title_px: (scale.text * 1.3).round(),
            lines,
            text_px,
            buttons,
            button_px: scale.text,
        }
    }
}
