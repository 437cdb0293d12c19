//! Composing the open panel: every panel (the menu, settings, statistics,
//! help, the deal pad, questions, the win box) on one kind of sheet,
//! opaque and rounded with a shadow and a titled head; the chooser lays
//! out its own body on the same sheet.

use macroquad::prelude::*;

use crate::app::{App, Panel};
use crate::view::layout::Rect as Area;

use super::hud::{hovered, BUTTON, BUTTON_HOVER, BUTTON_TEXT};
use super::layer::{Layer, SheetLook};
use super::text::Typesetter;

/// The table under an open panel is dimmed by this.
pub(crate) const DIM: Color = Color::new(0.0, 0.0, 0.0, 0.42);
const TITLE: Color = Color::new(1.0, 1.0, 1.0, 1.0);
const BODY: Color = Color::new(0.9, 0.93, 0.91, 1.0);

/// The open panel's layer, if a panel is open.
pub(crate) fn compose(app: &App, ts: &Typesetter) -> Option<Layer> {
    if app.panel() == Some(&Panel::ChooseGame) {
        return Some(super::chooser::compose(app, ts));
    }
    let (panel, _) = app.panel_layout()?;
    let sheet = panel.sheet.as_ref()?;
    let (w, h) = app.size();
    let scale = app.hud().scale();
    let mut layer = Layer {
        dim: Some((Area::new(0.0, 0.0, w, h), DIM)),
        sheet: Some(SheetLook {
            frame: sheet.frame,
            radius: sheet.radius,
            rule: Some(sheet.title_rect.bottom() - scale.of(0.3)),
            unit: scale.text,
        }),
        ..Layer::default()
    };
    let title_room = Area::new(
        sheet.title_rect.x,
        sheet.title_rect.y,
        sheet.title_rect.w,
        sheet.title_rect.h - scale.of(0.3),
    );
    layer
        .texts
        .push(ts.centred(&sheet.title, &title_room, sheet.title_px, TITLE));
    // A few short lines are centred, as a question is; longer text (help,
    // statistics) reads from the left.
    let from_left = sheet.lines.len() > 3;
    for (line, r) in &sheet.lines {
        let t = if from_left {
            ts.left(line, r.x, r.y + r.h * 0.75, sheet.text_px, r.w, BODY)
        } else {
            ts.centred(line, r, sheet.text_px, BODY)
        };
        layer.texts.push(t);
    }
    let radius = scale.of(0.45);
    for (button, r) in &panel.buttons {
        let plate = if hovered(app, r) {
            BUTTON_HOVER
        } else {
            BUTTON
        };
        layer.rounded.push((*r, radius, plate));
        layer
            .texts
            .push(ts.centred(&app.button_label(*button), r, sheet.button_px, BUTTON_TEXT));
    }
    Some(layer)
}
