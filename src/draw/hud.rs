//! Drawing the HUD and panels. Texts are gathered before anything of the
//! frame is drawn, and their glyphs cached then: macroquad replaces its font
//! texture when the glyph atlas grows, and draw calls already queued in the
//! frame would point at the deleted texture (WebGL reports it, glyphs come
//! out wrong). Sizes are whole logical pixels so few sizes are cached.

use macroquad::prelude::*;

use crate::app::hud::Button;
use crate::app::thinking::Light;
use crate::app::{App, Device};
use crate::storage::saved::Start;

use crate::view::layout::Rect as Area;

const BAR: Color = Color::new(0.0, 0.0, 0.0, 0.28);
const BUTTON: Color = Color::new(1.0, 1.0, 1.0, 0.14);
const BUTTON_TEXT: Color = Color::new(1.0, 1.0, 1.0, 0.95);
const BUTTON_OFF: Color = Color::new(1.0, 1.0, 1.0, 0.35);
const DIM: Color = Color::new(0.0, 0.0, 0.0, 0.35);
const PANEL: Color = Color::new(0.08, 0.22, 0.14, 1.0);
const STOCK_PLATE: Color = Color::new(0.0, 0.0, 0.0, 0.55);
const PANEL_EDGE: Color = Color::new(1.0, 1.0, 1.0, 0.5);

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

/// A layer of the HUD: plates, then the texts on them.
#[derive(Clone, Debug, Default)]
pub(crate) struct Layer {
    pub(crate) plates: Vec<(Area, Color)>,
    pub(crate) frames: Vec<Area>,
    pub(crate) texts: Vec<Text>,
}

/// Everything the HUD draws this frame.
#[derive(Clone, Debug, Default)]
pub(crate) struct HudFrame {
    pub(crate) bars: Layer,
    pub(crate) panel: Option<Layer>,
}

/// Measures and places texts with one font.
pub(crate) struct Typesetter<'a> {
    font: &'a Font,
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
    fn px(&self, size: f32) -> u16 {
        size.round().clamp(2.0, 400.0) as u16
    }

    /// The size at which `text` fits `width`, at most `size`.
    fn fitting(&self, text: &str, size: f32, width: f32) -> f32 {
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
            x,
            y,
            px: self.px(size),
            color,
        }
    }

    /// A text centred in `r`, shrunk to fit its width.
    pub(crate) fn centred(&self, text: &str, r: &Area, size: f32, color: Color) -> Text {
        let px = self.px(self.fitting(text, size, r.w * 0.9));
        let dims = measure_text(text, Some(self.font), px, 1.0);
        Text {
            text: text.to_string(),
            x: r.x + (r.w - dims.width) / 2.0,
            y: r.y + (r.h + dims.offset_y * 0.75) / 2.0,
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

    pub(crate) fn draw(&self, layer: &Layer) {
        for (r, color) in &layer.plates {
            draw_rectangle(r.x, r.y, r.w, r.h, *color);
        }
        for r in &layer.frames {
            draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, PANEL_EDGE);
        }
        for t in &layer.texts {
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
}

/// The status line: the deal, moves, time, score and any message.
fn status(app: &App) -> String {
    let game = app.game();
    let deal = app.deal();
    let secs = app.seconds();
    let which = match app.started_from() {
        Start::Deal(d) => match app.daily() {
            Some(date) => format!("#{} (daily deal of {date})", d.number),
            None => format!("#{}", d.number),
        },
        Start::Position(..) => "(a position)".to_string(),
    };
    let mut status = format!(
        "{} {which}   Moves {}   Time {}:{:02}",
        deal.variant.title(),
        game.moves(),
        secs / 60,
        secs % 60
    );
    if let Some(score) = app.shown_score() {
        status.push_str(&format!("   Score {score}"));
    }
    if let Some(message) = app.message() {
        status = format!("{message}   ·   {status}");
    }
    if let Some(tried) = app.hunting() {
        let what = if app.hunting_daily() {
            "today's deal"
        } else {
            "a winnable deal"
        };
        status = format!("finding {what}… ({tried} tried)   ·   {status}");
    }
    match app.device() {
        Device::Pad => status
            .push_str("   ·   A pick/put  B back  X draw  Y hint  LB/RB undo/redo  Start menu"),
        Device::Keyboard => status.push_str("   ·   F1 help"),
        Device::Pointer => {}
    }
    status
}

/// The colour of the winnability light.
fn light_color(light: Light) -> Color {
    match light {
        Light::Thinking | Light::Unknown | Light::NoSolver => Color::new(0.85, 0.85, 0.85, 0.9),
        Light::Winnable | Light::Won => Color::new(0.45, 1.0, 0.5, 1.0),
        Light::NoLongerWinnable => Color::new(1.0, 0.7, 0.2, 1.0),
        Light::CantBeWon => Color::new(1.0, 0.4, 0.35, 1.0),
    }
}

/// Lays out this frame's HUD and panel.
pub(crate) fn compose(app: &App, ts: &Typesetter) -> HudFrame {
    let hud = app.hud();
    let mut bars = Layer {
        plates: vec![(hud.top, BAR), (hud.bottom, BAR)],
        ..Layer::default()
    };
    let size = (hud.top.h * 0.42).clamp(10.0, 18.0);
    for (button, r) in &hud.buttons {
        let enabled = match button {
            Button::Undo => app.can_undo(),
            Button::Redo => app.can_redo(),
            _ => true,
        };
        bars.plates.push((*r, BUTTON));
        let color = if enabled { BUTTON_TEXT } else { BUTTON_OFF };
        bars.texts
            .push(ts.centred(&app.button_label(*button), r, size, color));
    }
    // What the stock has left (cards, or Spider's deals), on a small plate
    // beside the stock where it hides no card.
    let badge = (!app.paused())
        .then(|| app.layout().stock_badge())
        .flatten();
    if let (Some(left), Some(plate)) = (app.game().stock_left(), badge) {
        bars.plates.push((plate, STOCK_PLATE));
        bars.texts
            .push(ts.centred(&left.to_string(), &plate, plate.h * 0.8, BUTTON_TEXT));
    }
    let b = &hud.bottom;
    // The winnability light, at the right end of the status bar.
    let light = app.light();
    let light_text = format!("• {}", light.label());
    let light_size = (b.h * 0.5).clamp(9.0, 16.0);
    let light_w = measure_text(&light_text, Some(ts.font), ts.px(light_size), 1.0).width + 16.0;
    bars.texts.push(ts.left(
        &light_text,
        b.right() - light_w,
        b.y + b.h * 0.7,
        light_size,
        light_w,
        light_color(light),
    ));
    let line = status(app);
    bars.texts.push(ts.left(
        &line,
        b.x + 8.0,
        b.y + b.h * 0.7,
        (b.h * 0.5).clamp(9.0, 16.0),
        b.w - 24.0 - light_w,
        BUTTON_TEXT,
    ));

    if app.panel() == Some(&crate::app::Panel::ChooseGame) {
        let panel = Some(super::chooser::compose(app, ts));
        return HudFrame { bars, panel };
    }
    let panel = app.panel_layout().map(|(panel, lines)| {
        let (w, h) = app.size();
        let f = panel.frame;
        let mut layer = Layer {
            plates: vec![(Area::new(0.0, 0.0, w, h), DIM), (f, PANEL)],
            frames: vec![f],
            texts: Vec::new(),
        };
        for (i, line) in lines.iter().enumerate() {
            let r = Area::new(f.x, f.y + 14.0 + i as f32 * 30.0, f.w, 30.0);
            layer.texts.push(ts.centred(line, &r, 20.0, WHITE));
        }
        for (button, r) in &panel.buttons {
            layer.plates.push((*r, BUTTON));
            layer
                .texts
                .push(ts.centred(&app.button_label(*button), r, 18.0, BUTTON_TEXT));
        }
        layer
    });
    HudFrame { bars, panel }
}
