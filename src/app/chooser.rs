//! The game chooser: every game the list offers as a tile (a thumbnail of
//! its opening table, its name, the player's record, its rules, and its
//! daily deal when a solver finds one), and a month calendar of the daily
//! deals won for the selected game. Its layout is pure arithmetic over the
//! viewport; the tiles scroll a row at a time, moved by the focus, the
//! page buttons, the mouse wheel and dragging.
//!
//! The focus walks the tiles' buttons in reading order (Left, Right), each
//! tile's Play first and then its daily deal, then the calendar's arrows,
//! or to the nearest button of the row above or below (Up, Down).
//!
//! A tap or click on a tile selects it (its month shows in the calendar,
//! its daily deal and rules can be read) without starting it: its Play
//! button starts it, as a second tap on the selected tile does. A touch
//! player can then look before leaving the game on the table.

use super::calendar::{calendar, CalendarLayout};
use super::*;
use crate::games::list::{offered, GameInfo};
use crate::model::date::Date;
use crate::view::chrome::Scale;

/// The chooser's measures, in units of the chrome's [`Scale`] (its body
/// text), so it grows with the window as the toolbar and every other
/// panel do; its buttons are the chrome's targets (three units, never
/// under [`TOUCH_MIN`](crate::view::chrome::TOUCH_MIN) logical pixels).
mod units {
    /// The gap between tiles and around the sheet's edge.
    pub(super) const GAP: f32 = 0.5;
    /// The widest the sheet grows (1200 px at a laptop's 16 px unit).
    pub(super) const WIDEST: f32 = 75.0;
    /// The narrowest a tile is before the list takes one column fewer.
    pub(super) const MIN_TILE_W: f32 = 19.0;
    /// The calendar beside the list: its width and greatest height.
    pub(super) const CALENDAR_W: (f32, f32) = (14.0, 19.0);
    /// The calendar below the list (a tall window): its height.
    pub(super) const CALENDAR_H: (f32, f32) = (9.0, 13.0);
    /// A thumbnail's height: room for the name, the record and the streak
    /// beside it.
    pub(super) const THUMB_H: (f32, f32) = (3.6, 5.25);
    /// The rules' text, and a line of it.
    pub(super) const RULES: f32 = 0.8;
    pub(super) const RULES_LINE: f32 = 1.2;
    /// The title, a tile's name, its record and streak.
    pub(super) const TITLE: f32 = 1.3;
    pub(super) const NAME: f32 = 1.1;
    pub(super) const NOTE: f32 = 0.82;
}

/// A window this much taller than wide is a phone held upright.
const PORTRAIT: f32 = 1.15;

/// Text sizes of the chooser, in logical pixels, for the drawing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct ChooserText {
    /// The title "Choose a game".
    pub(crate) title: f32,
    /// Buttons' labels, the calendar's month.
    pub(crate) button: f32,
    /// A tile's game name.
    pub(crate) name: f32,
    /// The record and streak beside the thumbnail.
    pub(crate) note: f32,
    /// The rules, and the height of one of their lines.
    pub(crate) rules: f32,
    pub(crate) rules_line: f32,
}

impl ChooserText {
    fn of(scale: Scale) -> ChooserText {
        let px = |units: f32| (scale.text * units).round().max(10.0);
        let rules = px(units::RULES).max(11.0);
        ChooserText {
            title: px(units::TITLE),
            button: px(1.0),
            name: px(units::NAME),
            note: px(units::NOTE),
            rules,
            rules_line: scale.snap(rules * units::RULES_LINE),
        }
    }
}

/// One game's tile, where its row lies with the scroll applied (rows
/// scrolled away lie above or below the list).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Tile {
    pub(crate) info: &'static GameInfo,
    pub(crate) row: usize,
    pub(crate) frame: Rect,
    /// The body, which selects the game: thumbnail, name, record, rules.
    pub(crate) body: Rect,
    /// The Play button, at the foot.
    pub(crate) play: Rect,
    pub(crate) thumb: Rect,
    /// Right of the thumbnail: the name, the record.
    pub(crate) text: Rect,
    /// Below: the rules, wrapped.
    pub(crate) rules: Rect,
    pub(crate) rule_lines: Vec<String>,
    /// Today's deal, beside Play, for a game with a solver (when the date
    /// is known).
    pub(crate) daily: Option<Rect>,
}

/// The chooser laid out for a viewport and a scroll.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ChooserLayout {
    pub(crate) frame: Rect,
    pub(crate) title: Rect,
    pub(crate) page_up: Rect,
    pub(crate) page_down: Rect,
    pub(crate) close: Rect,
    /// Where the tiles show.
    pub(crate) list: Rect,
    /// The selected game's month of daily deals.
    pub(crate) calendar: Rect,
    pub(crate) tiles: Vec<Tile>,
    pub(crate) rows: usize,
    /// Rows that fit the list at once (at least one).
    pub(crate) visible_rows: usize,
    pub(crate) scroll: usize,
    /// The chrome's unit it was laid out in.
    pub(crate) scale: Scale,
    pub(crate) text: ChooserText,
}

/// Words of `text` in lines of at most `chars` characters (a longer word
/// has a line of its own).
pub(crate) fn wrap(text: &str, chars: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > chars {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

impl ChooserLayout {
    /// The chooser for `w`×`h` in the chrome's `scale`: `entries` are
    /// the games with whether each shows a daily deal; `scroll` is the
    /// first row shown (clamped).
    pub(crate) fn compute(
        w: f32,
        h: f32,
        scale: Scale,
        entries: &[(&'static GameInfo, bool)],
        scroll: usize,
    ) -> ChooserLayout {
        let (w, h) = (w.max(120.0), h.max(160.0));
        let u = |units: f32| scale.of(units);
        let gap = u(units::GAP);
        let target = scale.target();
        let text = ChooserText::of(scale);
        let fw = (w - 2.0 * gap).min(u(units::WIDEST));
        let frame = Rect::new(scale.snap((w - fw) / 2.0), gap, fw, h - 2.0 * gap);
        let inner = frame.inflate(-gap);
        // The header: the title, then page up, page down, close; on a
        // phone held upright it is a footer, within the thumb's reach (as
        // the toolbar is).
        let upright = h > w * PORTRAIT;
        let header = target + gap;
        let (bar_y, body_y) = if upright {
            (inner.bottom() - target, inner.y)
        } else {
            (inner.y, inner.y + header)
        };
        let bw = scale.snap((inner.w * 0.16).clamp(target, target * 2.0));
        let close = Rect::new(inner.right() - bw, bar_y, bw, target);
        let page_down = Rect::new(close.x - gap - bw, bar_y, bw, target);
        let page_up = Rect::new(page_down.x - gap - bw, bar_y, bw, target);
        let title = Rect::new(inner.x, bar_y, page_up.x - gap - inner.x, target);
        let body = Rect::new(inner.x, body_y, inner.w, inner.h - header);
        // The calendar: beside the list in a wide window, below it in a
        // tall one.
        let (list, calendar) = if w >= 700.0 && w > h {
            let (least, most) = units::CALENDAR_W;
            let cw = scale.snap((body.w * 0.3).clamp(u(least), u(most)));
            (
                Rect::new(body.x, body.y, body.w - cw - gap, body.h),
                Rect::new(body.right() - cw, body.y, cw, body.h.min(u(most))),
            )
        } else {
            let (least, most) = units::CALENDAR_H;
            let ch = scale.snap((body.h * 0.24).clamp(u(least), u(most)));
            (
                Rect::new(body.x, body.y, body.w, body.h - ch - gap),
                Rect::new(body.x, body.bottom() - ch, body.w, ch),
            )
        };
        let min_tile = u(units::MIN_TILE_W);
        let columns = (((list.w + gap) / (min_tile + gap)).floor() as usize).max(1);
        let tile_w = (list.w - gap * (columns - 1) as f32) / columns as f32;
        let (least, most) = units::THUMB_H;
        let thumb_h = scale.snap((tile_w * 0.17).clamp(u(least), u(most)));
        let thumb_w = thumb_h * 1.5;
        // Rules wrapped to the tile's width, at about 0.62 em a character;
        // every tile is as tall as the one with most lines.
        let chars = (((tile_w - 2.0 * gap) / (text.rules * 0.62)) as usize).max(12);
        let wrapped: Vec<Vec<String>> = entries
            .iter()
            .map(|(info, _)| wrap(&info.rules.join(" "), chars))
            .collect();
        let most = wrapped.iter().map(Vec::len).max().unwrap_or(0) as f32;
        let rules_h = most * text.rules_line;
        let strip = target;
        let tile_h = gap + thumb_h + gap / 2.0 + rules_h + gap / 2.0 + strip + gap;
        let rows = entries.len().div_ceil(columns);
        let visible_rows = (((list.h + gap) / (tile_h + gap)).floor() as usize).max(1);
        let scroll = scroll.min(rows.saturating_sub(visible_rows));
        let tiles = entries
            .iter()
            .zip(wrapped)
            .enumerate()
            .map(|(i, ((info, daily), rule_lines))| {
                let (row, col) = (i / columns, i % columns);
                let x = list.x + col as f32 * (tile_w + gap);
                let y = list.y + (row as f32 - scroll as f32) * (tile_h + gap);
                let frame = Rect::new(x, y, tile_w, tile_h);
                let thumb = Rect::new(x + gap, y + gap, thumb_w, thumb_h);
                let text = Rect::new(
                    thumb.right() + gap,
                    y + gap,
                    (frame.right() - thumb.right() - 2.0 * gap).max(0.0),
                    thumb_h,
                );
                let rules = Rect::new(
                    x + gap,
                    thumb.bottom() + gap / 2.0,
                    tile_w - 2.0 * gap,
                    rules_h,
                );
                let strip_y = frame.bottom() - gap - strip;
                let body = Rect::new(x, y, tile_w, strip_y - gap / 2.0 - y);
                // Play on the left of the foot, today's deal beside it.
                let foot = tile_w - 2.0 * gap;
                let play_w = if *daily { (foot - gap) * 0.4 } else { foot };
                let play = Rect::new(x + gap, strip_y, play_w, strip);
                let daily = daily
                    .then(|| Rect::new(play.right() + gap, strip_y, foot - play_w - gap, strip));
                Tile {
                    info,
                    row,
                    frame,
                    body,
                    play,
                    thumb,
                    text,
                    rules,
                    rule_lines,
                    daily,
                }
            })
            .collect();
        ChooserLayout {
            frame,
            title,
            page_up,
            page_down,
            close,
            list,
            calendar,
            tiles,
            rows,
            visible_rows,
            scroll,
            scale,
            text,
        }
    }

    /// The calendar laid out for `month`, its arrows the chrome's targets.
    pub(crate) fn month(&self, month: Date) -> CalendarLayout {
        calendar(self.calendar, month, self.scale.target())
    }

    /// The largest scroll: the last rows fill the list.
    pub(crate) fn max_scroll(&self) -> usize {
        self.rows.saturating_sub(self.visible_rows)
    }

    /// Whether a row shows at this scroll.
    pub(crate) fn row_shows(&self, row: usize) -> bool {
        (self.scroll..self.scroll + self.visible_rows).contains(&row)
    }

    /// The height of a row with the gap below it.
    pub(crate) fn row_step(&self) -> f32 {
        let gap = self.scale.of(units::GAP);
        self.tiles.first().map_or(1.0, |t| t.frame.h + gap).max(1.0)
    }

    /// Every stop of the focus, shown or scrolled away, in reading order:
    /// each tile's Play, then its daily deal; last the calendar's arrows.
    pub(crate) fn stops(&self) -> Vec<(Button, Rect)> {
        let cal = self.month(Date::from_days(0));
        self.tiles
            .iter()
            .flat_map(|t| {
                std::iter::once((Button::Game(t.info.variant), t.play))
                    .chain(t.daily.map(|r| (Button::Daily(t.info.variant), r)))
            })
            .chain([
                (Button::Month(false), cal.prev),
                (Button::Month(true), cal.next),
            ])
            .collect()
    }

    /// The row of the tile a stop belongs to; `None` for the calendar's
    /// arrows, which always show.
    pub(crate) fn stop_row(&self, stop: usize) -> Option<usize> {
        let (button, _) = self.stops().get(stop).copied()?;
        self.tiles
            .iter()
            .find(|t| matches!(button, Button::Game(v) | Button::Daily(v) if v == t.info.variant))
            .map(|t| t.row)
    }

    /// The buttons that show: the header's, then the shown tiles'.
    pub(crate) fn buttons(&self) -> Vec<(Button, Rect)> {
        let mut buttons = vec![
            (Button::Page(false), self.page_up),
            (Button::Page(true), self.page_down),
            (Button::Close, self.close),
        ];
        let cal = self.month(Date::from_days(0));
        buttons.push((Button::Month(false), cal.prev));
        buttons.push((Button::Month(true), cal.next));
        for t in self.tiles.iter().filter(|t| self.row_shows(t.row)) {
            buttons.push((Button::Game(t.info.variant), t.play));
            if let Some(r) = t.daily {
                buttons.push((Button::Daily(t.info.variant), r));
            }
            buttons.push((Button::Tile(t.info.variant), t.body));
        }
        buttons
    }
}

/// A card of a thumbnail: where, and how it shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct ThumbCard {
    pub(crate) rect: Rect,
    pub(crate) face_up: bool,
    pub(crate) red: bool,
}

/// The opening table of deal 1 of `variant` laid out in `r`: its empty
/// places, then its cards in drawing order.
pub(crate) fn thumbnail(variant: Variant, r: Rect) -> (Vec<Rect>, Vec<ThumbCard>) {
    let game = Game::new(Deal { variant, number: 1 });
    let layout = Layout::compute(&game.table(), &game.piles(), r);
    let slots = layout.slots().map(|(_, r)| r).collect();
    let cards = layout
        .spots()
        .map(|(card, spot)| ThumbCard {
            rect: spot.rect,
            face_up: spot.face_up,
            red: card.suit().color() == crate::model::card::Color::Red,
        })
        .collect();
    (slots, cards)
}

/// The chooser's state besides the focus (the panel's focus is the stop).
#[derive(Clone, Debug, Default)]
pub(crate) struct Chooser {
    /// The first row shown.
    pub(crate) scroll: usize,
    /// The game whose month of daily deals shows (an index of `offered`):
    /// the selected tile's.
    pub(crate) calendar: usize,
    /// How many months before the current one the calendar shows.
    pub(crate) months_back: u32,
    /// The last tap on a tile's body: which game, and when (a second tap
    /// soon after on the same tile plays it).
    tapped: Option<(Variant, f64)>,
    /// A press in the chooser: where, and the scroll then; it presses a
    /// button when it comes up where it went down, and scrolls when it is
    /// dragged.
    press: Option<(f32, f32, usize, bool)>,
}

impl App {
    /// The offered games, and whether each shows a daily deal (a game
    /// with a solver, once the shell said what day it is).
    pub(crate) fn chooser_entries(&self) -> Vec<(&'static GameInfo, bool)> {
        offered()
            .map(|g| (g, g.solver && self.today.is_some()))
            .collect()
    }

    pub(crate) fn chooser_layout(&self) -> ChooserLayout {
        let (w, h) = self.size;
        let scale = self.hud.scale();
        ChooserLayout::compute(w, h, scale, &self.chooser_entries(), self.chooser.scroll)
    }

    /// The game of the calendar.
    pub(crate) fn calendar_game(&self) -> &'static GameInfo {
        offered()
            .nth(self.chooser.calendar)
            .unwrap_or(&crate::games::GAMES[0])
    }

    /// Opens the chooser with the focus on the game on the table, and the
    /// calendar on the current month.
    pub(super) fn open_chooser(&mut self) {
        self.panel = Some(Panel::ChooseGame);
        self.chooser.press = None;
        self.chooser.tapped = None;
        self.chooser.months_back = 0;
        let game = self.deal.variant.game();
        let layout = self.chooser_layout();
        self.panel_focus = layout
            .stops()
            .iter()
            .position(|(b, _)| *b == Button::Game(game))
            .unwrap_or(0);
        self.chooser_follow_focus();
    }

    /// Scrolls so the focused stop shows, and shows its game's month.
    fn chooser_follow_focus(&mut self) {
        let layout = self.chooser_layout();
        if let Some(row) = layout.stop_row(self.panel_focus) {
            if row < layout.scroll {
                self.chooser.scroll = row;
            } else if row >= layout.scroll + layout.visible_rows {
                self.chooser.scroll = row + 1 - layout.visible_rows;
            }
        }
        if let Some((Button::Game(v) | Button::Daily(v), _)) = layout.stops().get(self.panel_focus)
        {
            if v.info().solver {
                if let Some(i) = offered().position(|g| g.variant == *v) {
                    self.chooser.calendar = i;
                }
            }
        }
    }

    /// The arrows in the chooser.
    pub(super) fn move_chooser_focus(&mut self, dir: Dir) {
        let stops = self.chooser_layout().stops();
        let n = stops.len();
        if n == 0 {
            return;
        }
        let at = self.panel_focus.min(n - 1);
        self.panel_focus = match dir {
            Dir::Left => (at + n - 1) % n,
            Dir::Right => (at + 1) % n,
            Dir::Up | Dir::Down => {
                // The calendar's arrows count as a row after the last
                // tiles, wherever the calendar lies: Down from the last
                // row, or Up from the first, reaches them.
                let below = stops.iter().map(|(_, r)| r.bottom()).fold(0.0, f32::max) + 1.0;
                let rows: Vec<(Button, Rect)> = stops
                    .iter()
                    .map(|&(b, r)| match b {
                        Button::Month(_) => (b, Rect::new(r.x, below, r.w, r.h)),
                        _ => (b, r),
                    })
                    .collect();
                panels::vertical_neighbour(&rows, at, dir == Dir::Down)
            }
        };
        self.chooser_follow_focus();
    }

    /// Scrolls by `rows` (a page, a wheel notch, a drag) and keeps the
    /// focus on a shown tile.
    pub(super) fn chooser_scroll_by(&mut self, rows: isize) {
        let layout = self.chooser_layout();
        let to = (layout.scroll as isize + rows).clamp(0, layout.max_scroll() as isize) as usize;
        self.chooser.scroll = to;
        let layout = self.chooser_layout();
        let shows = |stop: usize| layout.stop_row(stop).is_none_or(|r| layout.row_shows(r));
        if !shows(self.panel_focus) {
            let stops = layout.stops();
            if let Some(i) = (0..stops.len()).find(|i| shows(*i)) {
                self.panel_focus = i;
            }
        }
    }

    /// The page buttons.
    pub(super) fn chooser_page(&mut self, down: bool) {
        let page = self.chooser_layout().visible_rows as isize;
        self.chooser_scroll_by(if down { page } else { -page });
    }

    /// A tap or click on a tile's body: the tile is selected (the focus
    /// goes to its Play, its month shows); a second tap on it soon after
    /// plays it, like a double click.
    pub(super) fn select_tile(&mut self, variant: Variant) {
        let again = self
            .chooser
            .tapped
            .is_some_and(|(v, at)| v == variant && self.now - at <= DOUBLE_CLICK);
        if again {
            self.chooser.tapped = None;
            self.press_button(Button::Game(variant));
            return;
        }
        self.chooser.tapped = Some((variant, self.now));
        if let Some(i) = self
            .chooser_layout()
            .stops()
            .iter()
            .position(|(b, _)| *b == Button::Game(variant))
        {
            self.panel_focus = i;
            self.chooser_follow_focus();
        }
    }

    /// The game of the selected tile (the focused one's).
    pub(crate) fn selected_tile(&self) -> Option<Variant> {
        if self.panel != Some(Panel::ChooseGame) {
            return None;
        }
        match self.chooser_layout().stops().get(self.panel_focus)? {
            (Button::Game(v) | Button::Daily(v), _) => Some(*v),
            _ => Some(self.calendar_game().variant),
        }
    }

    /// A press in the open chooser.
    pub(super) fn chooser_down(&mut self, x: f32, y: f32) {
        if !self.chooser_layout().frame.contains(x, y) {
            self.panel = None;
            return;
        }
        self.chooser.press = Some((x, y, self.chooser.scroll, false));
    }

    /// The pointer moved with a press in the chooser: past a few pixels up
    /// or down it drags the list a row at a time.
    pub(super) fn chooser_move(&mut self, x: f32, y: f32) -> bool {
        if self.panel != Some(Panel::ChooseGame) {
            self.chooser.press = None;
        }
        let Some((px, py, scroll, dragged)) = self.chooser.press else {
            return false;
        };
        if !dragged
            && (y - py).abs() < DRAG_THRESHOLD * 2.0
            && (x - px).abs() < DRAG_THRESHOLD * 2.0
        {
            return true;
        }
        self.chooser.press = Some((px, py, scroll, true));
        let step = self.chooser_layout().row_step();
        let rows = ((py - y) / step).round() as isize;
        self.chooser.scroll = scroll;
        self.chooser_scroll_by(rows);
        true
    }

    /// The press came up: a tap presses the button under it.
    pub(super) fn chooser_up(&mut self, x: f32, y: f32) -> bool {
        if self.panel != Some(Panel::ChooseGame) {
            self.chooser.press = None;
        }
        let Some((_, _, _, dragged)) = self.chooser.press.take() else {
            return false;
        };
        if dragged {
            return true;
        }
        let layout = self.chooser_layout();
        let hit = layout.buttons().into_iter().find(|(_, r)| r.contains(x, y));
        if let Some((button, _)) = hit {
            // Only taps on the same tile, one after the other, play it.
            if !matches!(button, Button::Tile(_)) {
                self.chooser.tapped = None;
            }
            if let Some(i) = layout.stops().iter().position(|(b, _)| *b == button) {
                self.panel_focus = i;
                self.chooser_follow_focus();
            }
            self.press_button(button);
        }
        true
    }

    /// The mouse wheel: a notch scrolls a row.
    pub(crate) fn wheel(&mut self, dy: f32) {
        if self.panel == Some(Panel::ChooseGame) && dy != 0.0 {
            self.chooser_scroll_by(if dy > 0.0 { -1 } else { 1 });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries() -> Vec<(&'static GameInfo, bool)> {
        offered().map(|g| (g, g.solver)).collect()
    }

    #[test]
    fn every_offered_game_has_a_tile_and_a_phone_scrolls_them() {
        for (w, h) in [(360.0, 640.0), (1280.0, 720.0), (800.0, 1280.0)] {
            let l = ChooserLayout::compute(w, h, Scale::new(w, h, 1.0), &entries(), 0);
            assert_eq!(l.tiles.len(), offered().count());
            assert!(l.frame.right() <= w && l.frame.bottom() <= h, "{w}x{h}");
            for t in l.tiles.iter().filter(|t| l.row_shows(t.row)) {
                assert!(l.list.encloses(&t.frame, 0.5), "{w}x{h} {}", t.info.id);
                assert!(t.frame.encloses(&t.thumb, 0.5) && t.frame.encloses(&t.rules, 0.5));
                assert!(!l.calendar.contains(t.frame.x + 1.0, t.frame.y + 1.0));
            }
            for (_, r) in l.buttons() {
                assert!(l.frame.encloses(&r, 0.5), "{w}x{h}");
            }
        }
        let scale = Scale::new(360.0, 640.0, 3.0);
        let phone = ChooserLayout::compute(360.0, 640.0, scale, &entries(), 0);
        assert!(phone.max_scroll() > 0, "a phone shows a few at a time");
        let end = ChooserLayout::compute(360.0, 640.0, scale, &entries(), 999);
        assert_eq!(end.scroll, phone.max_scroll());
        assert!(end.row_shows(end.tiles.last().unwrap().row));
    }

    #[test]
    fn rules_wrap_at_words() {
        assert_eq!(wrap("ab cd ef", 5), vec!["ab cd", "ef"]);
        assert_eq!(wrap("abcdefgh ij", 4), vec!["abcdefgh", "ij"]);
    }

    #[test]
    fn a_thumbnail_lays_out_the_opening_table_within_its_rect() {
        let r = Rect::new(10.0, 20.0, 120.0, 80.0);
        for g in offered() {
            let (slots, cards) = thumbnail(g.variant, r);
            assert!(!slots.is_empty() && !cards.is_empty(), "{}", g.id);
            assert!(cards.iter().any(|c| c.face_up), "{}", g.id);
            for c in &cards {
                assert!(r.inflate(1.0).encloses(&c.rect, 0.5), "{}", g.id);
            }
        }
    }
}
