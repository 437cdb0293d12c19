//! One unit for all of the chrome.

/// The chrome's unit: the size of its body text in logical pixels, from
/// which every bar, button, panel and gap is a multiple, and the pixel
/// density that edges are snapped to so lines and text stay sharp.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale {
    /// Body text (the status line, toolbar labels), in whole logical pixels.
    pub text: f32,
    /// Device pixels per logical pixel (3 on many phones).
    pub dpi: f32,
}

/// Text never goes below this on a phone: 14 logical pixels read at arm's
/// length, and the toolbar's targets (three times the text) stay above a
/// thumb's 40.
const TEXT_MIN: f32 = 14.0;
/// Nor above this on a 4K monitor: its targets are then about 72 px.
const TEXT_MAX: f32 = 26.0;
/// Text grows with the window's shorter side: 16 px at 800, 24 at 2160.
const TEXT_BASE: f32 = 11.2;
const TEXT_PER_PX: f32 = 0.006;
/// Toolbar and status bar together take about 5.4 units; in a tiny window
/// the unit shrinks so they leave the table at least two thirds of it.
const HEIGHT_PER_UNIT: f32 = 16.0;
/// A touch target's height, in units.
const TARGET: f32 = 3.0;
/// Nor is a target ever smaller than this many logical (CSS) pixels: the
/// least a fingertip hits reliably (Apple's and the W3C's 44). Three units
/// of a phone's 14 px text would be 42.
pub const TOUCH_MIN: f32 = 44.0;

impl Scale {
    /// The unit for a window of `w`×`h` logical pixels at `dpi` device
    /// pixels each.
    pub fn new(w: f32, h: f32, dpi: f32) -> Scale {
        let clean = |v: f32| if v.is_finite() && v > 0.0 { v } else { 0.0 };
        let (w, h) = (clean(w), clean(h));
        let dpi = if dpi.is_finite() && dpi >= 0.5 {
            dpi
        } else {
            1.0
        };
        let short = w.min(h);
        let text = (TEXT_BASE + TEXT_PER_PX * short).clamp(TEXT_MIN, TEXT_MAX);
        let text = text.min(h / HEIGHT_PER_UNIT).max(6.0).round();
        Scale { text, dpi }
    }

    /// `v` rounded to whole device pixels, so an edge falls on one.
    pub fn snap(&self, v: f32) -> f32 {
        (v * self.dpi).round() / self.dpi
    }

    /// `units` of the chrome in logical pixels, snapped.
    pub fn of(&self, units: f32) -> f32 {
        self.snap(self.text * units)
    }

    /// The height of a button: a target a thumb or a mouse finds at once,
    /// three units and at least [`TOUCH_MIN`].
    pub fn target(&self) -> f32 {
        self.snap((self.text * TARGET).max(TOUCH_MIN))
    }
}
