//! The toolbar, the status bar and the table between them.
//!
//! In a landscape window the toolbar runs along the top, its buttons left
//! to right with their labels beside the icons while that fits, and the
//! status line runs along the bottom. In a portrait window (a phone held
//! upright) the toolbar sits at the bottom, in reach of the thumb, its
//! buttons sharing the width as a tab bar does with the labels under the
//! icons where they fit; the status takes two lines at the top. A short
//! landscape window (a phone on its side) sets the status in two lines
//! beside the toolbar's buttons, in the one row. The table gets the rest.

use super::scale::Scale;
use crate::view::layout::Rect;

/// Which edge of the window the toolbar runs along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    Top,
    Bottom,
}

/// Where the toolbar's labels go: one place and one size for all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelPlace {
    /// Right of the icon (a wide window).
    Beside,
    /// Under the icon (a phone's tab bar with room for words).
    Below,
    /// Icons alone: the words would not fit.
    Hidden,
}

/// A tool the toolbar may show.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tool {
    /// Its label's width in ems of the UI font.
    pub label_ems: f32,
    /// How long it stays when room runs short: the lowest goes first (the
    /// menu still has it).
    pub keep: u8,
}

/// The bars and the table area of a window.
#[derive(Clone, Debug, PartialEq)]
pub struct Bars {
    pub scale: Scale,
    pub edge: Edge,
    /// The toolbar's band, the whole width of the window.
    pub toolbar: Rect,
    /// The status bar.
    pub status: Rect,
    /// Lines the status is set in.
    pub status_lines: usize,
    /// What is left for the table.
    pub table: Rect,
    /// The tools shown, by their index in the list given, with their
    /// rectangles, left to right.
    pub buttons: Vec<(usize, Rect)>,
    pub labels: LabelPlace,
    /// The one size of every label, in logical pixels.
    pub label_px: f32,
    /// The icons' size (their square's side), in logical pixels.
    pub icon: f32,
}

/// A window this much taller than wide is held upright: toolbar at the
/// bottom.
const PORTRAIT: f32 = 1.15;
/// A landscape window shorter than this (a phone on its side) shares the
/// toolbar's row with the status, whose bar would cost the cards height...
const SHORT: f32 = 560.0;
/// ...while the buttons take at most this share of the width (else they
/// go without labels).
const SHARED_ROW: f32 = 0.55;
/// An icon's side, in units.
const ICON: f32 = 1.4;
/// A tab bar gives up its least needed tools, down to this many, to make
/// room for the labels under the icons (the menu still has them).
const FEWEST_TABS: usize = 5;
/// A tab bar's button is at most this many targets wide (a tablet held
/// upright has its buttons centred rather than stretched).
const WIDEST_TAB: f32 = 2.4;

impl Bars {
    /// The bars for a window of `w`×`h` logical pixels at `dpi`, with the
    /// `tools` the toolbar may show in their order.
    pub fn compute(w: f32, h: f32, dpi: f32, tools: &[Tool]) -> Bars {
        let clean = |v: f32| if v.is_finite() && v > 0.0 { v } else { 0.0 };
        let (w, h) = (clean(w), clean(h));
        let scale = Scale::new(w, h, dpi);
        let portrait = h > w * PORTRAIT;
        let target = scale.target();
        let gap = scale.of(0.25);
        let pad = scale.of(0.3);
        let side = scale.of(0.5);
        let avail = (w - 2.0 * side).max(0.0);
        let mut shown = fitting_tools(tools, avail, target, gap);
        let label_below = (scale.text * 0.8).round().max(11.0);
        let tab_width = |n: usize| {
            let gaps = gap * n.saturating_sub(1) as f32;
            scale.snap(((avail - gaps) / n.max(1) as f32).min(target * WIDEST_TAB))
        };
        let labels_fit = |shown: &[usize]| {
            let widest = shown
                .iter()
                .map(|&i| tools[i].label_ems)
                .fold(0.0, f32::max);
            widest * label_below <= tab_width(shown.len()) - scale.of(0.3)
        };
        if portrait {
            let mut fewer = shown.clone();
            while !labels_fit(&fewer) && fewer.len() > FEWEST_TABS {
                drop_least_kept(tools, &mut fewer);
            }
            if labels_fit(&fewer) {
                shown = fewer;
            }
        }
        let n = shown.len() as f32;
        let gaps = gap * (n - 1.0).max(0.0);
        let row = if portrait {
            let bw = tab_width(shown.len());
            let labels = if labels_fit(&shown) {
                LabelPlace::Below
            } else {
                LabelPlace::Hidden
            };
            Row {
                edge: Edge::Bottom,
                labels,
                label_px: label_below,
                widths: vec![bw; shown.len()],
                button_h: match labels {
                    LabelPlace::Below => target + scale.snap(label_below * 1.1),
                    _ => target,
                },
                x0: scale.snap((w - (bw * n + gaps)) / 2.0),
            }
        } else {
            let inner = scale.of(0.6);
            let beside: Vec<f32> = shown
                .iter()
                .map(|&i| {
                    let label = tools[i].label_ems * scale.text;
                    scale.snap(2.0 * inner + scale.of(ICON) + scale.of(0.4) + label)
                })
                .collect();
            // A short window (a phone on its side) keeps room beside the
            // buttons for the status, so it needs no bar of its own.
            let room = if h < SHORT { w * SHARED_ROW } else { avail };
            let fits = beside.iter().sum::<f32>() + gaps <= room;
            let icons_alone = || {
                let bw = scale.snap((target * 1.25).min((avail - gaps) / n.max(1.0)));
                vec![bw; shown.len()]
            };
            Row {
                edge: Edge::Top,
                labels: if fits {
                    LabelPlace::Beside
                } else {
                    LabelPlace::Hidden
                },
                label_px: scale.text,
                widths: if fits { beside } else { icons_alone() },
                button_h: target,
                x0: side,
            }
        };
        let Row {
            edge,
            labels,
            label_px,
            widths,
            button_h,
            x0,
        } = row;
        let band_h = (button_h + 2.0 * pad).min(h / 3.0);
        let row_end = x0 + widths.iter().sum::<f32>() + gaps;
        // Beside the buttons of a short window: the status's two lines.
        let shared = (!portrait && h < SHORT && w - side - (row_end + side) >= scale.of(14.0))
            .then(|| scale.snap(row_end + side));
        let status_lines = if portrait || shared.is_some() { 2 } else { 1 };
        let status_h = scale
            .of(0.5 + 1.4 * status_lines as f32)
            .min((h - band_h).max(0.0) / 3.0);
        let (toolbar, status, table) = match (edge, shared) {
            (Edge::Top, Some(x)) => {
                let toolbar = Rect::new(0.0, 0.0, x, band_h);
                let status = Rect::new(x, 0.0, w - x, band_h);
                let table = Rect::new(0.0, band_h, w, (h - band_h).max(0.0));
                (toolbar, status, table)
            }
            (Edge::Top, None) => {
                let toolbar = Rect::new(0.0, 0.0, w, band_h);
                let status = Rect::new(0.0, h - status_h, w, status_h);
                let table = Rect::new(0.0, band_h, w, (status.y - band_h).max(0.0));
                (toolbar, status, table)
            }
            (Edge::Bottom, _) => {
                let toolbar = Rect::new(0.0, h - band_h, w, band_h);
                let status = Rect::new(0.0, 0.0, w, status_h);
                let table = Rect::new(0.0, status_h, w, (toolbar.y - status_h).max(0.0));
                (toolbar, status, table)
            }
        };
        let button_y = toolbar.y + ((band_h - button_h) / 2.0).max(0.0);
        let button_h = button_h.min(band_h);
        let mut x = x0;
        let buttons = shown
            .iter()
            .zip(&widths)
            .map(|(&i, &bw)| {
                let r = Rect::new(x, button_y, bw, button_h);
                x += bw + gap;
                (i, r)
            })
            .collect();
        Bars {
            scale,
            edge,
            toolbar,
            status,
            status_lines,
            table,
            buttons,
            labels,
            label_px,
            icon: scale.of(ICON),
        }
    }

    /// The tool under a point, by its index in the list given.
    pub fn tool_at(&self, x: f32, y: f32) -> Option<usize> {
        self.buttons
            .iter()
            .find(|(_, r)| r.contains(x, y))
            .map(|(i, _)| *i)
    }
}

/// The toolbar's row of buttons as laid out for one window.
struct Row {
    edge: Edge,
    labels: LabelPlace,
    label_px: f32,
    /// Each button's width, left to right.
    widths: Vec<f32>,
    button_h: f32,
    /// Where the first button starts.
    x0: f32,
}

/// The tools that fit `avail` pixels as square targets, in their order:
/// while they do not, the one with the lowest `keep` (the last of equals)
/// goes.
fn fitting_tools(tools: &[Tool], avail: f32, target: f32, gap: f32) -> Vec<usize> {
    let mut shown: Vec<usize> = (0..tools.len()).collect();
    let width = |n: usize| n as f32 * target + n.saturating_sub(1) as f32 * gap;
    while shown.len() > 1 && width(shown.len()) > avail {
        drop_least_kept(tools, &mut shown);
    }
    shown
}

/// Takes out of `shown` the tool with the lowest `keep` (the last of
/// equals).
fn drop_least_kept(tools: &[Tool], shown: &mut Vec<usize>) {
    if let Some(at) = (0..shown.len()).rev().min_by_key(|&k| tools[shown[k]].keep) {
        shown.remove(at);
    }
}
