//! The chrome at the viewports players bring: a small phone, a tall phone,
//! a laptop and a 4K monitor.

use super::*;
use crate::view::layout::Rect;

/// A toolbar like the game's: its tools with the labels it shows, Pause
/// among them when `pause` (the game's has it; eight tools without).
pub(super) fn tools(pause: bool) -> Vec<Tool> {
    [
        ("New", 5),
        ("Restart", 1),
        ("Game", 4),
        ("Undo", 9),
        ("Redo", 8),
        ("Home", 2),
        ("Hint", 7),
        ("Pause", 3),
        ("Menu", 10),
    ]
    .iter()
    .filter(|&&(label, _)| pause || label != "Pause")
    .map(|&(label, keep)| Tool {
        label_ems: estimated_ems(label),
        keep,
    })
    .collect()
}

/// The four viewports of the issue, with the density each typically has.
const VIEWPORTS: [(f32, f32, f32); 4] = [
    (360.0, 640.0, 3.0),
    (390.0, 844.0, 3.0),
    (1280.0, 800.0, 1.0),
    (3840.0, 2160.0, 1.0),
];

fn bars(w: f32, h: f32, dpi: f32) -> Bars {
    Bars::compute(w, h, dpi, &tools(false))
}

fn within(outer: &Rect, inner: &Rect) -> bool {
    outer.encloses(inner, 0.01)
}

#[test]
fn toolbar_table_and_status_share_the_window_without_overlap() {
    for (w, h, dpi) in VIEWPORTS {
        let b = bars(w, h, dpi);
        let window = Rect::new(0.0, 0.0, w, h);
        for (name, r) in [
            ("toolbar", b.toolbar),
            ("status", b.status),
            ("table", b.table),
        ] {
            assert!(within(&window, &r), "{name} inside {w}x{h}: {r:?}");
        }
        assert!(!b.toolbar.overlaps(&b.table), "{w}x{h}");
        assert!(!b.status.overlaps(&b.table), "{w}x{h}");
        assert!(!b.toolbar.overlaps(&b.status), "{w}x{h}");
        let sum = b.toolbar.h + b.status.h + b.table.h;
        assert!(
            (sum - h).abs() < 0.01,
            "the bars and the table fill {w}x{h}"
        );
        for (_, r) in &b.buttons {
            assert!(within(&b.toolbar, r), "buttons on the toolbar at {w}x{h}");
        }
        for pair in b.buttons.windows(2) {
            assert!(!pair[0].1.overlaps(&pair[1].1), "{w}x{h}");
        }
    }
}

#[test]
fn a_phone_reads_the_status_and_thumbs_the_toolbar() {
    let b = bars(360.0, 640.0, 3.0);
    assert!(b.scale.text >= 12.0, "status text {} px", b.scale.text);
    assert!(b.buttons.iter().all(|(_, r)| r.h >= 40.0 && r.w >= 40.0));
    // Undo, Redo, Hint and the menu always stay.
    for keep in [3, 4, 6, 7] {
        assert!(
            b.buttons.iter().any(|(i, _)| *i == keep),
            "tool {keep} kept"
        );
    }
}

#[test]
fn a_tall_phone_has_its_toolbar_at_the_bottom_and_the_status_on_top() {
    let b = bars(390.0, 844.0, 3.0);
    assert_eq!(b.edge, Edge::Bottom);
    assert_eq!(b.toolbar.bottom(), 844.0);
    assert_eq!(b.status.y, 0.0);
    assert!(b.table.y >= b.status.bottom() && b.table.bottom() <= b.toolbar.y);
    assert!(b.scale.text >= 12.0);
    assert!(b.buttons.iter().all(|(_, r)| r.h >= 40.0));
    // Labels under the icons: the least needed tools (Restart, Home) made
    // room for them.
    assert_eq!(b.labels, LabelPlace::Below);
    assert!(b.buttons.len() >= 5);
    // The buttons share the width, as a tab bar's do.
    let first = b.buttons.first().unwrap().1;
    let last = b.buttons.last().unwrap().1;
    assert!(first.x < 20.0 && last.right() > 370.0, "{first:?} {last:?}");
}

#[test]
fn a_laptop_has_the_toolbar_on_top_with_labels_beside_the_icons() {
    let b = bars(1280.0, 800.0, 1.0);
    assert_eq!(b.edge, Edge::Top);
    assert_eq!(b.labels, LabelPlace::Beside);
    assert_eq!(b.buttons.len(), 8, "every tool shows");
    assert!(b.buttons.iter().all(|(_, r)| r.h >= 40.0));
    assert!(b.scale.text >= 14.0);
    assert_eq!(b.toolbar.y, 0.0);
    assert_eq!(b.status.bottom(), 800.0);
}

#[test]
fn a_4k_monitor_has_large_targets_and_a_toolbar_within_most_of_its_width() {
    let (w, h) = (3840.0, 2160.0);
    let b = bars(w, h, 1.0);
    assert!(b.buttons.iter().all(|(_, r)| r.h >= 64.0));
    let right = b.buttons.iter().map(|(_, r)| r.right()).fold(0.0, f32::max);
    let left = b.buttons[0].1.x;
    assert!(right - left <= 0.6 * w, "toolbar {} of {w}", right - left);
    assert!(b.scale.text >= 20.0 && b.scale.text <= 28.0);
    // Not oversized: the bars leave the table most of the height.
    assert!(b.table.h >= 0.9 * h, "table {} of {h}", b.table.h);
}

#[test]
fn edges_fall_on_device_pixels() {
    let b = bars(390.0, 844.0, 3.0);
    for (_, r) in &b.buttons {
        for v in [r.x, r.y, r.w, r.h] {
            assert!(((v * 3.0).round() - v * 3.0).abs() < 1e-3, "{v}");
        }
    }
}

#[test]
fn a_tiny_or_broken_window_gives_finite_bars() {
    for (w, h) in [(0.0, 0.0), (120.0, 90.0), (f32::NAN, 500.0), (-5.0, 300.0)] {
        let b = bars(w, h, f32::NAN);
        for r in [b.toolbar, b.status, b.table] {
            assert!(r.x.is_finite() && r.y.is_finite() && r.w >= 0.0 && r.h >= 0.0);
        }
        assert!(b.buttons.iter().all(|(_, r)| r.w.is_finite()));
    }
}

#[test]
fn panels_fit_the_window_and_keep_their_text_legible() {
    let help: Vec<String> = (0..12)
        .map(|i| format!("line {i} of a help text that is long enough to wrap on a phone"))
        .collect();
    let rows = [1usize, 1];
    for (w, h, dpi) in VIEWPORTS {
        let scale = Scale::new(w, h, dpi);
        let s = Sheet::compute(
            w,
            h,
            scale,
            PanelSpec {
                title: "Help",
                text: &help,
                rows: &rows,
            },
        );
        let window = Rect::new(0.0, 0.0, w, h);
        assert!(within(&window, &s.frame), "{w}x{h}: {:?}", s.frame);
        for b in &s.buttons {
            assert!(within(&s.frame, b), "{w}x{h}");
        }
        for (_, r) in &s.lines {
            assert!(within(&s.frame, r), "{w}x{h}");
        }
        assert!(s.text_px >= 10.0);
        assert!(s.title_px > s.text_px);
    }
}

#[test]
fn a_phone_gets_its_panel_at_the_bottom_in_reach_of_the_thumb() {
    let scale = Scale::new(390.0, 844.0, 3.0);
    let s = Sheet::compute(
        390.0,
        844.0,
        scale,
        PanelSpec {
            title: "Menu",
            text: &[],
            rows: &[2, 2, 2],
        },
    );
    assert!(s.frame.bottom() > 800.0, "{:?}", s.frame);
    assert!(s.buttons.iter().all(|b| b.h >= 40.0));
}

#[test]
fn wrapping_keeps_words_and_blank_lines() {
    assert_eq!(wrap_to_width("", 100.0, 10.0), vec![String::new()]);
    let lines = wrap_to_width("one two three four five six", 60.0, 10.0);
    assert!(lines.len() > 1);
    assert_eq!(lines.join(" "), "one two three four five six");
}

#[test]
fn a_phone_on_its_side_shares_one_row_between_toolbar_and_status() {
    let (w, h) = (844.0, 390.0);
    let b = bars(w, h, 3.0);
    assert_eq!(b.edge, Edge::Top);
    assert_eq!(b.status_lines, 2);
    assert_eq!(b.status.y, 0.0);
    assert_eq!(b.status.h, b.toolbar.h);
    assert!(!b.status.overlaps(&b.toolbar));
    assert_eq!(b.table.y, b.toolbar.bottom());
    assert_eq!(b.table.bottom(), h, "no status bar below the table");
    assert!(b.status.w >= 14.0 * b.scale.text);
    for (_, r) in &b.buttons {
        assert!(within(&b.toolbar, r) && r.h >= 40.0);
    }
}
