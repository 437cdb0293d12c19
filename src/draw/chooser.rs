//! Drawing the game chooser: its tiles with their thumbnails (the opening
//! table of deal 1 in small: plain cards, white faces with a red or black
//! pip, blue backs; no atlas), names, records, rules, Play and daily deal
//! buttons, the selected tile lit, and the calendar of the selected game's
//! daily deals won in the month paged to.

use macroquad::prelude::*;

use crate::app::chooser::{thumbnail, ChooserLayout, ThumbCard};
use crate::app::hud::Button;
use crate::app::App;
use crate::games::Variant;
use crate::view::layout::Rect as Area;

use super::layer::{Layer, SheetLook};
use super::text::Typesetter;

const TILE: Color = Color::new(1.0, 1.0, 1.0, 0.07);
const SELECTED: Color = Color::new(1.0, 1.0, 1.0, 0.16);
const PLAY: Color = Color::new(0.2, 0.6, 0.3, 1.0);
const THUMB: Color = Color::new(0.05, 0.40, 0.20, 1.0);
const BUTTON: Color = Color::new(1.0, 1.0, 1.0, 0.14);
const TEXT: Color = Color::new(1.0, 1.0, 1.0, 0.95);
const SOFT: Color = Color::new(1.0, 1.0, 1.0, 0.7);
const OFF: Color = Color::new(1.0, 1.0, 1.0, 0.35);
const WON: Color = Color::new(0.45, 1.0, 0.5, 1.0);
const WON_DAY: Color = Color::new(0.25, 0.7, 0.35, 0.9);
const CALENDAR: Color = Color::new(0.0, 0.0, 0.0, 0.2);

/// The chooser's plates and texts for this frame.
pub(crate) fn compose(app: &App, ts: &Typesetter) -> Layer {
    let l = app.chooser_layout();
    let (w, h) = app.size();
    // The same sheet as every panel's.
    let unit = l.scale.text;
    let px = l.text;
    let mut layer = Layer {
        dim: Some((Area::new(0.0, 0.0, w, h), super::panel::DIM)),
        sheet: Some(SheetLook {
            frame: l.frame,
            radius: (unit * 0.7).round(),
            rule: None,
            unit,
        }),
        ..Layer::default()
    };
    let t = &l.title;
    layer
        .texts
        .push(ts.left("Choose a game", t.x, t.y + t.h * 0.66, px.title, t.w, TEXT));
    for (button, r, enabled) in [
        (Button::Page(false), l.page_up, l.scroll > 0),
        (Button::Page(true), l.page_down, l.scroll < l.max_scroll()),
        (Button::Close, l.close, true),
    ] {
        layer.plates.push((r, BUTTON));
        let color = if enabled { TEXT } else { OFF };
        layer
            .texts
            .push(ts.centred(&app.button_label(button), &r, px.button * 1.15, color));
    }
    let today = app.today();
    let selected = app.selected_tile();
    for tile in l.tiles.iter().filter(|t| l.row_shows(t.row)) {
        let variant = tile.info.variant;
        if selected == Some(variant) {
            layer.plates.push((tile.frame, SELECTED));
            layer.frames.push(tile.frame);
        } else {
            layer.plates.push((tile.frame, TILE));
        }
        layer.plates.push((tile.thumb, THUMB));
        // The name, the record and the streak beside the thumbnail, a
        // line each.
        let x = tile.text;
        let line = |n: f32| x.y + px.name + n * px.note * 1.4;
        layer
            .texts
            .push(ts.left(tile.info.title, x.x, line(0.0), px.name, x.w, TEXT));
        let r = app.stats().record(variant);
        let record = if r.played == 0 {
            "not played yet".to_string()
        } else {
            format!("won {} of {}", r.won, r.played)
        };
        layer
            .texts
            .push(ts.left(&record, x.x, line(1.2), px.note, x.w, SOFT));
        let daily = match (tile.daily, today) {
            (Some(_), Some(today)) => {
                let streak = app.stats().daily_streak(variant, today);
                match streak {
                    0 => String::new(),
                    1 => "daily streak: 1 day".into(),
                    n => format!("daily streak: {n} days"),
                }
            }
            _ if !tile.info.solver => "no daily deal (no solver)".into(),
            _ => String::new(),
        };
        if !daily.is_empty() {
            layer
                .texts
                .push(ts.left(&daily, x.x, line(2.3), px.note, x.w, SOFT));
        }
        for (i, line) in tile.rule_lines.iter().enumerate() {
            let y = tile.rules.y + px.rules_line * (i as f32 + 0.85);
            layer
                .texts
                .push(ts.left(line, tile.rules.x, y, px.rules, tile.rules.w, SOFT));
        }
        layer.plates.push((tile.play, PLAY));
        layer.texts.push(ts.centred(
            &app.button_label(Button::Game(variant)),
            &tile.play,
            px.button,
            TEXT,
        ));
        if let Some(strip) = tile.daily {
            layer.plates.push((strip, BUTTON));
            let won = today.is_some_and(|d| app.stats().is_daily_won(variant, d));
            let label = app.button_label(Button::Daily(variant));
            layer.texts.push(ts.centred(
                &label,
                &strip,
                px.button * 0.95,
                if won { WON } else { TEXT },
            ));
        }
    }
    compose_calendar(app, ts, &l, &mut layer);
    layer
}

/// The month of daily deals of the calendar's game.
fn compose_calendar(app: &App, ts: &Typesetter, l: &ChooserLayout, layer: &mut Layer) {
    let r = &l.calendar;
    let px = l.text;
    layer.plates.push((*r, CALENDAR));
    let Some(today) = app.today() else {
        layer
            .texts
            .push(ts.centred("today's date is not known", r, px.note, SOFT));
        return;
    };
    let game = app.calendar_game();
    let month = app.calendar_month().unwrap_or(today);
    let cal = l.month(month);
    for (later, rect) in [(false, cal.prev), (true, cal.next)] {
        layer.plates.push((rect, BUTTON));
        let color = if app.can_page_month(later) { TEXT } else { OFF };
        layer.texts.push(ts.centred(
            &app.button_label(Button::Month(later)),
            &rect,
            px.button,
            color,
        ));
    }
    let size = (cal.title.h * 0.6).clamp(10.0, px.button);
    // The month between the arrows that page it; the game and its streak
    // (counted up to today, whatever month shows) on the line below.
    let title = format!("{} {}", month.month_name(), month.year);
    layer.texts.push(ts.centred(&title, &cal.title, size, TEXT));
    let stats = app.stats();
    let streak = stats.daily_streak(game.variant, today);
    let line = format!(
        "{}: daily streak of {streak} {}{}",
        game.title,
        if streak == 1 { "day" } else { "days" },
        if stats.is_daily_won(game.variant, today) {
            " · today \u{2713}"
        } else {
            ""
        }
    );
    layer
        .texts
        .push(ts.centred(&line, &cal.streak, size * 0.85, SOFT));
    for (i, cell) in cal.weekdays.iter().enumerate() {
        let name = ["M", "T", "W", "T", "F", "S", "S"][i];
        layer
            .texts
            .push(ts.centred(name, cell, (cell.h * 0.6).clamp(8.0, px.note * 1.1), OFF));
    }
    let won = stats.daily_days_in_month(game.variant, month);
    let this_month = month.first_of_month() == today.first_of_month();
    for (day, cell) in &cal.days {
        if won.contains(day) {
            layer.plates.push((*cell, WON_DAY));
        }
        if this_month && *day == today.day {
            layer.frames.push(*cell);
        }
        layer.texts.push(ts.centred(
            &day.to_string(),
            cell,
            (cell.h * 0.6).clamp(8.0, px.note * 1.1),
            TEXT,
        ));
    }
}

/// The thumbnails, laid out once per game and place.
#[derive(Default)]
pub(crate) struct Thumbnails {
    laid: Vec<(Variant, Area, Vec<Area>, Vec<ThumbCard>)>,
}

impl Thumbnails {
    /// Draws the thumbnails of the tiles shown.
    pub(crate) fn draw(&mut self, app: &App) {
        let l = app.chooser_layout();
        for tile in l.tiles.iter().filter(|t| l.row_shows(t.row)) {
            let (variant, r) = (tile.info.variant, tile.thumb);
            let at = match self
                .laid
                .iter()
                .position(|(v, a, _, _)| *v == variant && *a == r)
            {
                Some(at) => at,
                None => {
                    // Places change on a resize or a scroll: keep a few.
                    if self.laid.len() > 64 {
                        self.laid.clear();
                    }
                    let (slots, cards) = thumbnail(variant, r.inflate(-2.0));
                    self.laid.push((variant, r, slots, cards));
                    self.laid.len() - 1
                }
            };
            let (_, _, slots, cards) = &self.laid[at];
            for s in slots {
                draw_rectangle_lines(s.x, s.y, s.w, s.h, 1.0, Color::new(1.0, 1.0, 1.0, 0.25));
            }
            for c in cards {
                draw_card(c);
            }
        }
    }
}

/// A small card: an edge, a white face with a pip of its colour, or a
/// blue back.
fn draw_card(c: &ThumbCard) {
    let r = c.rect;
    let edge = Color::new(0.15, 0.15, 0.15, 0.9);
    draw_rectangle(r.x, r.y, r.w, r.h, edge);
    let inset = (r.w * 0.06).clamp(0.5, 1.0);
    let (x, y, w, h) = (
        r.x + inset,
        r.y + inset,
        r.w - 2.0 * inset,
        r.h - 2.0 * inset,
    );
    if c.face_up {
        draw_rectangle(x, y, w, h, Color::new(0.98, 0.98, 0.96, 1.0));
        let pip = if c.red {
            Color::new(0.8, 0.1, 0.1, 1.0)
        } else {
            Color::new(0.1, 0.1, 0.1, 1.0)
        };
        let s = (w * 0.4).max(1.0);
        draw_rectangle(x + w * 0.12, y + h * 0.08, s, s.min(h * 0.3), pip);
    } else {
        draw_rectangle(x, y, w, h, Color::new(0.16, 0.3, 0.7, 1.0));
    }
}
