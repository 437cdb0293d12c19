//! The game chooser: every game the list offers as a tile (a thumbnail of
//! its opening table, its name, the player's record, its rules, and its
//! daily deal when a solver finds one), and a month calendar of the daily
//! deals won for the selected game. Its layout is pure arithmetic over the
//! viewport; the tiles scroll a row at a time, moved by the focus, the
//! page buttons, the mouse wheel and dragging.
//!
//! The focus walks the tiles' buttons in reading order (Left, Right), each
//! tile's Play first and then its daily deal, or to the nearest button of
//! the row above or below (Up, Down).

use super::*;
use crate::games::list::{offered, GameInfo};
use crate::model::date::Date;

/// The size of the rules text, in logical pixels.
pub(crate) const RULES_PX: f32 = 10.0;
/// The height of one line of rules.
pub(crate) const RULES_LINE: f32 = 12.0;
const GAP: f32 = 8.0;
const HEADER: f32 = 40.0;
const STRIP: f32 = 30.0;
const MIN_TILE_W: f32 = 300.0;

/// One game's tile, where its row lies with the scroll applied (rows
/// scrolled away lie above or below the list).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Tile {
    pub(crate) info: &'static GameInfo,
    pub(crate) row: usize,
    pub(crate) frame: Rect,
    /// The body, which plays the game: thumbnail, name, record, rules.
    pub(crate) play: Rect,
    pub(crate) thumb: Rect,
    /// Right of the thumbnail: the name, the record.
    pub(crate) text: Rect,
    /// Below: the rules, wrapped.
    pub(crate) rules: Rect,
    pub(crate) rule_lines: Vec<String>,
    /// Today's deal, for a game with a solver (when the date is known).
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
    /// The chooser for `w`×`h`: `entries` are the games with whether each
    /// shows a daily deal; `scroll` is the first row shown (clamped).
    pub(crate) fn compute(
        w: f32,
        h: f32,
        entries: &[(&'static GameInfo, bool)],
        scroll: usize,
    ) -> ChooserLayout {
        let (w, h) = (w.max(120.0), h.max(160.0));
        let fw = (w - 2.0 * GAP).min(1200.0);
        let frame = Rect::new((w - fw) / 2.0, GAP, fw, h - 2.0 * GAP);
        let inner = Rect::new(
            frame.x + GAP,
            frame.y + GAP,
            frame.w - 2.0 * GAP,
            frame.h - 2.0 * GAP,
        );
        // The header: the title, then page up, page down, close.
        let bw = (inner.w * 0.16).clamp(40.0, 90.0);
        let close = Rect::new(inner.right() - bw, inner.y, bw, HEADER - 4.0);
        let page_down = Rect::new(close.x - GAP - bw, inner.y, bw, HEADER - 4.0);
        let page_up = Rect::new(page_down.x - GAP - bw, inner.y, bw, HEADER - 4.0);
        let title = Rect::new(inner.x, inner.y, page_up.x - GAP - inner.x, HEADER - 4.0);
        let body = Rect::new(inner.x, inner.y + HEADER, inner.w, inner.h - HEADER);
        // The calendar: beside the list in a wide window, below it in a
        // tall one.
        let (list, calendar) = if w >= 700.0 && w > h {
            let cw = (body.w * 0.3).clamp(220.0, 300.0);
            (
                Rect::new(body.x, body.y, body.w - cw - GAP, body.h),
                Rect::new(body.right() - cw, body.y, cw, body.h.min(300.0)),
            )
        } else {
            let ch = (body.h * 0.24).clamp(120.0, 180.0);
            (
                Rect::new(body.x, body.y, body.w, body.h - ch - GAP),
                Rect::new(body.x, body.bottom() - ch, body.w, ch),
            )
        };
        let columns = (((list.w + GAP) / (MIN_TILE_W + GAP)).floor() as usize).max(1);
        let tile_w = (list.w - GAP * (columns - 1) as f32) / columns as f32;
        let thumb_h = (tile_w * 0.17).clamp(56.0, 84.0);
        let thumb_w = thumb_h * 1.5;
        // Rules wrapped to the tile's width, at about half an em a
        // character; every tile is as tall as the one with most lines.
        let chars = (((tile_w - 2.0 * GAP) / (RULES_PX * 0.62)) as usize).max(12);
        let wrapped: Vec<Vec<String>> = entries
            .iter()
            .map(|(info, _)| wrap(&info.rules.join(" "), chars))
            .collect();
        let most = wrapped.iter().map(Vec::len).max().unwrap_or(0) as f32;
        let rules_h = most * RULES_LINE;
        let tile_h = GAP + thumb_h + GAP / 2.0 + rules_h + GAP / 2.0 + STRIP + GAP;
        let rows = entries.len().div_ceil(columns);
        let visible_rows = (((list.h + GAP) / (tile_h + GAP)).floor() as usize).max(1);
        let scroll = scroll.min(rows.saturating_sub(visible_rows));
        let tiles = entries
            .iter()
            .zip(wrapped)
            .enumerate()
            .map(|(i, ((info, daily), rule_lines))| {
                let (row, col) = (i / columns, i % columns);
                let x = list.x + col as f32 * (tile_w + GAP);
                let y = list.y + (row as f32 - scroll as f32) * (tile_h + GAP);
                let frame = Rect::new(x, y, tile_w, tile_h);
                let thumb = Rect::new(x + GAP, y + GAP, thumb_w, thumb_h);
                let text = Rect::new(
                    thumb.right() + GAP,
                    y + GAP,
                    (frame.right() - thumb.right() - 2.0 * GAP).max(0.0),
                    thumb_h,
                );
                let rules = Rect::new(
                    x + GAP,
                    thumb.bottom() + GAP / 2.0,
                    tile_w - 2.0 * GAP,
                    rules_h,
                );
                let strip_y = frame.bottom() - GAP - STRIP;
                let play = Rect::new(x, y, tile_w, strip_y - GAP / 2.0 - y);
                let daily = daily.then(|| Rect::new(x + GAP, strip_y, tile_w - 2.0 * GAP, STRIP));
                Tile {
                    info,
                    row,
                    frame,
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
        }
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
        self.tiles.first().map_or(1.0, |t| t.frame.h + GAP).max(1.0)
    }

    /// Every stop of the focus, shown or scrolled away, in reading order:
    /// each tile's Play, then its daily deal.
    pub(crate) fn stops(&self) -> Vec<(Button, Rect)> {
        self.tiles
            .iter()
            .flat_map(|t| {
                std::iter::once((Button::Game(t.info.variant), t.play))
                    .chain(t.daily.map(|r| (Button::Daily(t.info.variant), r)))
            })
            .collect()
    }

    /// The row of the tile a stop belongs to.
    pub(crate) fn stop_row(&self, stop: usize) -> usize {
        let (button, _) = self
            .stops()
            .get(stop)
            .copied()
            .unwrap_or((Button::Close, Rect::new(0.0, 0.0, 0.0, 0.0)));
        self.tiles
            .iter()
            .find(|t| matches!(button, Button::Game(v) | Button::Daily(v) if v == t.info.variant))
            .map_or(0, |t| t.row)
    }

    /// The buttons that show: the header's, then the shown tiles'.
    pub(crate) fn buttons(&self) -> Vec<(Button, Rect)> {
        let mut buttons = vec![
            (Button::Page(false), self.page_up),
            (Button::Page(true), self.page_down),
            (Button::Close, self.close),
        ];
        let cal = calendar(self.calendar, Date::from_days(0));
        buttons.push((Button::CalendarGame(false), cal.prev));
        buttons.push((Button::CalendarGame(true), cal.next));
        for t in self.tiles.iter().filter(|t| self.row_shows(t.row)) {
            buttons.push((Button::Game(t.info.variant), t.play));
            if let Some(r) = t.daily {
                buttons.push((Button::Daily(t.info.variant), r));
            }
        }
        buttons
    }
}

/// A month laid out: its title line with the buttons choosing the game,
/// the weekdays' initials, and each day's cell.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct CalendarLayout {
    pub(crate) prev: Rect,
    pub(crate) title: Rect,
    pub(crate) next: Rect,
    /// The streak line.
    pub(crate) streak: Rect,
    pub(crate) weekdays: Vec<Rect>,
    pub(crate) days: Vec<(u8, Rect)>,
}

/// The month of `month` in `r`, weeks from Monday.
pub(crate) fn calendar(r: Rect, month: Date) -> CalendarLayout {
    let line = (r.h / 10.0).clamp(12.0, 26.0);
    let bw = (line * 1.6).min(r.w / 5.0);
    let prev = Rect::new(r.x, r.y, bw, line + 4.0);
    let next = Rect::new(r.right() - bw, r.y, bw, line + 4.0);
    let title = Rect::new(prev.right(), r.y, next.x - prev.right(), line + 4.0);
    let streak = Rect::new(r.x, title.bottom(), r.w, line);
    let grid_top = streak.bottom() + 2.0;
    let cell_h = ((r.bottom() - grid_top) / 7.0).max(1.0);
    let cell_w = (r.w / 7.0).min(cell_h * 2.2);
    let left = r.x + (r.w - cell_w * 7.0) / 2.0;
    let weekdays = (0..7)
        .map(|i| Rect::new(left + i as f32 * cell_w, grid_top, cell_w, cell_h))
        .collect();
    let first = month.first_of_month();
    let offset = usize::from(first.weekday());
    let days = (1..=first.month_len())
        .map(|d| {
            let at = offset + usize::from(d) - 1;
            let (row, col) = (at / 7 + 1, at % 7);
            (
                d,
                Rect::new(
                    left + col as f32 * cell_w + 1.0,
                    grid_top + row as f32 * cell_h + 1.0,
                    cell_w - 2.0,
                    cell_h - 2.0,
                ),
            )
        })
        .collect();
    CalendarLayout {
        prev,
        title,
        next,
        streak,
        weekdays,
        days,
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
    /// The game whose month of daily deals shows (an index of `offered`).
    pub(crate) calendar: usize,
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
        ChooserLayout::compute(w, h, &self.chooser_entries(), self.chooser.scroll)
    }

    /// The game of the calendar.
    pub(crate) fn calendar_game(&self) -> &'static GameInfo {
        offered()
            .nth(self.chooser.calendar)
            .unwrap_or(&crate::games::GAMES[0])
    }

    /// Opens the chooser with the focus on the game on the table.
    pub(super) fn open_chooser(&mut self) {
        self.panel = Some(Panel::ChooseGame);
        self.chooser.press = None;
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
        let row = layout.stop_row(self.panel_focus);
        if row < layout.scroll {
            self.chooser.scroll = row;
        } else if row >= layout.scroll + layout.visible_rows {
            self.chooser.scroll = row + 1 - layout.visible_rows;
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
            Dir::Up | Dir::Down => panels::vertical_neighbour(&stops, at, dir == Dir::Down),
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
        if !layout.row_shows(layout.stop_row(self.panel_focus)) {
            let stops = layout.stops();
            if let Some(i) = (0..stops.len()).find(|i| layout.row_shows(layout.stop_row(*i))) {
                self.panel_focus = i;
            }
        }
    }

    /// The page buttons.
    pub(super) fn chooser_page(&mut self, down: bool) {
        let page = self.chooser_layout().visible_rows as isize;
        self.chooser_scroll_by(if down { page } else { -page });
    }

    /// The arrows of the calendar: the next or previous game with daily
    /// deals.
    pub(super) fn calendar_step(&mut self, next: bool) {
        let games: Vec<usize> = offered()
            .enumerate()
            .filter(|(_, g)| g.solver)
            .map(|(i, _)| i)
            .collect();
        if games.is_empty() {
            return;
        }
        let at = games
            .iter()
            .position(|i| *i == self.chooser.calendar)
            .unwrap_or(0);
        let n = games.len();
        self.chooser.calendar = games[if next { (at + 1) % n } else { (at + n - 1) % n }];
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
            let l = ChooserLayout::compute(w, h, &entries(), 0);
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
        let phone = ChooserLayout::compute(360.0, 640.0, &entries(), 0);
        assert!(phone.max_scroll() > 0, "a phone shows a few at a time");
        let end = ChooserLayout::compute(360.0, 640.0, &entries(), 999);
        assert_eq!(end.scroll, phone.max_scroll());
        assert!(end.row_shows(end.tiles.last().unwrap().row));
    }

    #[test]
    fn rules_wrap_at_words_and_a_month_starts_on_its_weekday() {
        assert_eq!(wrap("ab cd ef", 5), vec!["ab cd", "ef"]);
        assert_eq!(wrap("abcdefgh ij", 4), vec!["abcdefgh", "ij"]);
        let march: Date = "2025-03-14".parse().unwrap();
        let cal = calendar(Rect::new(0.0, 0.0, 280.0, 200.0), march);
        assert_eq!(cal.days.len(), 31);
        // 1 March 2025 was a Saturday: the sixth column.
        assert_eq!(cal.days[0].1.x, cal.weekdays[5].x + 1.0);
        assert_eq!(cal.days[2].1.x, cal.weekdays[0].x + 1.0, "Monday the 3rd");
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
