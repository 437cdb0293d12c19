//! Composing the HUD: the toolbar (icons drawn in code, one label size for
//! all), the status line, the stock's count, and the open panel (see
//! [`super::panel`]). Every size comes from the chrome's one unit
//! ([`crate::view::chrome::Scale`]).

use macroquad::prelude::*;

use crate::app::hud::Button;
use crate::app::thinking::Light;
use crate::app::{App, Device};
use crate::model::pile::PileId;
use crate::storage::saved::Start;
use crate::view::chrome::{arrange_status, estimated_ems, LabelPlace, StatusPart, StatusParts};
use crate::view::layout::Rect as Area;

use super::layer::Layer;
use super::painter::Icon;
use super::text::Typesetter;

const BAR: Color = Color::new(0.0, 0.0, 0.0, 0.30);
pub(crate) const BUTTON: Color = Color::new(1.0, 1.0, 1.0, 0.12);
/// A button under the mouse.
pub(crate) const BUTTON_HOVER: Color = Color::new(1.0, 1.0, 1.0, 0.22);
pub(crate) const BUTTON_TEXT: Color = Color::new(1.0, 1.0, 1.0, 0.95);
const BUTTON_OFF: Color = Color::new(1.0, 1.0, 1.0, 0.35);
const STOCK_PLATE: Color = Color::new(0.0, 0.0, 0.0, 0.55);
/// The status line's second colour, for the counts under the deal's name.
const SOFT_TEXT: Color = Color::new(1.0, 1.0, 1.0, 0.78);
/// Status text never shrinks below this, however long the line: what does
/// not fit is cut instead.
const STATUS_LEAST: f32 = 12.0;

/// Everything the HUD draws this frame.
#[derive(Clone, Debug, Default)]
pub(crate) struct HudFrame {
    pub(crate) bars: Layer,
    pub(crate) panel: Option<Layer>,
}

/// The icon of a toolbar button as the app stands: paused, Pause shows
/// the play triangle of Resume, which it does.
fn toolbar_icon(app: &App, button: Button) -> Option<Icon> {
    if button == Button::Pause && app.paused() {
        return Some(Icon::Resume);
    }
    icon(button)
}

/// The icon of a toolbar button.
pub(crate) fn icon(button: Button) -> Option<Icon> {
    Some(match button {
        Button::Undo => Icon::Undo,
        Button::Redo => Icon::Redo,
        Button::Hint => Icon::Hint,
        Button::NewGame => Icon::New,
        Button::Restart => Icon::Restart,
        Button::ChooseGame => Icon::Games,
        Button::Home => Icon::Home,
        Button::Menu => Icon::Menu,
        Button::Pause => Icon::Pause,
        _ => return None,
    })
}

/// The status line in its parts: the deal, its counts, and what else is
/// said now (a message, a hunt for a deal, the keys of the device used).
struct Status {
    deal: String,
    counts: String,
    said: Option<String>,
    keys: Option<&'static str>,
}

fn status(app: &App) -> Status {
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
    let mut counts = format!(
        "Moves {}   Time {}:{:02}",
        game.moves(),
        secs / 60,
        secs % 60
    );
    if let Some(score) = app.shown_score() {
        counts.push_str(&format!("   Score {score}"));
    }
    let mut said = app.message().map(str::to_string);
    if let Some(tried) = app.hunting() {
        let what = if app.hunting_daily() {
            "today's deal"
        } else {
            "a winnable deal"
        };
        let hunt = format!("finding {what}… ({tried} tried)");
        said = Some(match said {
            Some(m) => format!("{hunt}   ·   {m}"),
            None => hunt,
        });
    }
    let keys = match app.device() {
        Device::Pad => Some("A pick/put  B back  X draw  Y hint  LB/RB undo/redo  Start menu"),
        Device::Keyboard => Some("F1 help"),
        Device::Pointer => None,
    };
    Status {
        deal: format!("{} {which}", deal.variant.title()),
        counts,
        said,
        keys,
    }
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
    let bars = &hud.bars;
    let mut layer = Layer {
        plates: vec![(bars.toolbar, BAR), (bars.status, BAR)],
        ..Layer::default()
    };
    compose_toolbar(app, ts, &mut layer);
    compose_counts(app, ts, &mut layer);
    compose_status(app, ts, &mut layer);
    HudFrame {
        bars: layer,
        panel: super::panel::compose(app, ts),
    }
}

/// The toolbar's buttons: a rounded plate, the icon, and the label beside
/// or under it at the one size that fits every label shown.
fn compose_toolbar(app: &App, ts: &Typesetter, layer: &mut Layer) {
    let hud = app.hud();
    let bars = &hud.bars;
    let scale = bars.scale;
    let radius = scale.of(0.45);
    let side = bars.icon;
    let inner = scale.of(0.6);
    let label_room = |r: &Area| match bars.labels {
        LabelPlace::Beside => r.w - 2.0 * inner - side - scale.of(0.4),
        LabelPlace::Below => r.w - scale.of(0.3),
        LabelPlace::Hidden => 0.0,
    };
    // One size for every label: the largest at which all of them fit.
    let label_px = ts.px(hud.buttons.iter().fold(bars.label_px, |size, (b, r)| {
        ts.fitting(&app.button_label(*b), size, label_room(r))
    }));
    for (button, r) in &hud.buttons {
        let enabled = match button {
            Button::Undo => app.can_undo(),
            Button::Redo => app.can_redo(),
            _ => true,
        };
        let color = if enabled { BUTTON_TEXT } else { BUTTON_OFF };
        let plate = if enabled && hovered(app, r) {
            BUTTON_HOVER
        } else {
            BUTTON
        };
        layer.rounded.push((*r, radius, plate));
        let label = app.button_label(*button);
        let (icon_at, text) = match bars.labels {
            LabelPlace::Beside => {
                let at = Area::new(r.x + inner, r.y + (r.h - side) / 2.0, side, side);
                let room = Area::new(at.right() + scale.of(0.4), r.y, label_room(r), r.h);
                let mut t = ts.centred_at(&label, &room, label_px, color);
                t.x = room.x;
                (at, Some(t))
            }
            LabelPlace::Below => {
                let line = scale.snap(bars.label_px * 1.1);
                let top = r.y + (r.h - side - line) / 2.0;
                let at = Area::new(r.x + (r.w - side) / 2.0, top, side, side);
                let room = Area::new(r.x, at.bottom(), r.w, line);
                (at, Some(ts.centred_at(&label, &room, label_px, color)))
            }
            LabelPlace::Hidden => (
                Area::new(
                    r.x + (r.w - side) / 2.0,
                    r.y + (r.h - side) / 2.0,
                    side,
                    side,
                ),
                None,
            ),
        };
        let icon_at = Area::new(
            scale.snap(icon_at.x),
            scale.snap(icon_at.y),
            icon_at.w,
            icon_at.h,
        );
        match toolbar_icon(app, *button) {
            Some(i) => layer.icons.push((i, icon_at, color)),
            None => layer
                .texts
                .push(ts.centred(&label, r, bars.label_px, color)),
        }
        layer.texts.extend(text);
    }
}

/// Whether the mouse rests on `r` (not a finger: a tap leaves no hover).
pub(crate) fn hovered(app: &App, r: &Area) -> bool {
    app.device() == Device::Pointer && app.hover().is_some_and(|(x, y)| r.contains(x, y))
}

/// What the stock has left with its word ("24 cards", "5 deals", "2
/// redeals": the count means different things in different games), and
/// a reserve's cards, each on a small plate beside its pile where it
/// hides no card; nothing while paused.
fn compose_counts(app: &App, ts: &Typesetter, layer: &mut Layer) {
    if app.paused() {
        return;
    }
    let counts = app.game().counts();
    let ems: Vec<(PileId, f32)> = counts
        .iter()
        .map(|(pile, label)| (*pile, estimated_ems(label)))
        .collect();
    for (pile, badge) in app.layout().count_badges(&ems) {
        let Some((_, label)) = counts.iter().find(|(p, _)| *p == pile) else {
            continue;
        };
        let plate = badge.rect;
        let text = match badge.worded {
            true => label.as_str(),
            // The number alone, on a table too cramped for its word.
            false => label.split(' ').next().unwrap_or_default(),
        };
        layer.plates.push((plate, STOCK_PLATE));
        layer
            .texts
            .push(ts.centred(text, &plate, plate.h * 0.8, BUTTON_TEXT));
    }
}

/// The status bar: one line in a wide window (what is said, the deal, its
/// counts, the keys; the light at the right end), two in a tall one (the
/// deal, or a message too long for the second line, and the light; then
/// the counts, and what is said when it fits beside them). Where each
/// piece goes is [`arrange_status`]'s: the counts are never cut.
fn compose_status(app: &App, ts: &Typesetter, layer: &mut Layer) {
    let bars = &app.hud().bars;
    let scale = bars.scale;
    let b = bars.status;
    let size = scale.text;
    let light = app.light();
    let light_text = format!("• {}", light.label());
    let line_h = (b.h - scale.of(0.5)) / bars.status_lines as f32;
    let baseline = |line: usize| b.y + scale.of(0.25) + line_h * (line as f32 + 0.72);
    let s = status(app);
    let parts = StatusParts {
        deal: &s.deal,
        counts: &s.counts,
        said: s.said.as_deref(),
        keys: s.keys,
        light: &light_text,
    };
    let px = ts.px(size);
    let ems = |text: &str| ts.width(text, px) / f32::from(px);
    for piece in arrange_status(bars, &parts, &ems) {
        let y = baseline(piece.line);
        let color = match piece.part {
            StatusPart::Light => light_color(light),
            _ if piece.line > 0 => SOFT_TEXT,
            _ => BUTTON_TEXT,
        };
        let text = match piece.part {
            // Shrunk if the font runs wider than the estimate, never cut.
            StatusPart::Counts | StatusPart::Light => {
                ts.left(&piece.text, piece.x, y, size, piece.width, color)
            }
            _ => ts.left_legible(
                &piece.text,
                piece.x,
                y,
                size,
                STATUS_LEAST,
                piece.width,
                color,
            ),
        };
        layer.texts.push(text);
    }
}
