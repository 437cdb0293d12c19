//! The chooser's month calendar of daily deals won: its layout (pure
//! arithmetic over a rectangle) and the month it shows, which the player
//! pages back through the months before and forward again up to the
//! current one. The streak is always counted up to today, whatever month
//! shows.

use super::*;
use crate::model::date::Date;

/// How many months back the calendar pages (ten years: further back than
/// any record of daily deals this program has kept).
pub(crate) const MONTHS_BACK: u32 = 120;

/// A month laid out: its title line with the buttons paging the months,
/// the streak line, the weekdays' initials, and each day's cell.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct CalendarLayout {
    /// The month before.
    pub(crate) prev: Rect,
    pub(crate) title: Rect,
    /// The month after.
    pub(crate) next: Rect,
    /// The streak line.
    pub(crate) streak: Rect,
    pub(crate) weekdays: Vec<Rect>,
    pub(crate) days: Vec<(u8, Rect)>,
}

/// The month of `month` in `r`, weeks from Monday, its arrows `target`
/// high (the chrome's touch target).
pub(crate) fn calendar(r: Rect, month: Date, target: f32) -> CalendarLayout {
    let line = (r.h / 10.0).clamp(12.0, 26.0);
    // Arrows a finger can hit: a target high, as wide as high, a fifth of
    // the width at most (so the month's name keeps the rest).
    let head = (line + 4.0).max(target).min(r.h / 3.0);
    let bw = (line * 2.0).max(head).min(r.w / 5.0);
    let prev = Rect::new(r.x, r.y, bw, head);
    let next = Rect::new(r.right() - bw, r.y, bw, head);
    let title = Rect::new(prev.right(), r.y, next.x - prev.right(), head);
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

/// The first of the month `back` months before `today`'s.
pub(crate) fn months_before(today: Date, back: u32) -> Date {
    (0..back).fold(today.first_of_month(), |month, _| {
        month.previous().first_of_month()
    })
}

impl App {
    /// The month the calendar shows (its first day), once the date is known.
    pub(crate) fn calendar_month(&self) -> Option<Date> {
        Some(months_before(self.today?, self.chooser.months_back))
    }

    /// Whether the calendar can page that way: back a while, forward up to
    /// the current month.
    pub(crate) fn can_page_month(&self, later: bool) -> bool {
        self.today.is_some()
            && if later {
                self.chooser.months_back > 0
            } else {
                self.chooser.months_back < MONTHS_BACK
            }
    }

    /// The calendar's arrows: the month before, or the one after.
    pub(super) fn page_month(&mut self, later: bool) {
        if !self.can_page_month(later) {
            return;
        }
        if later {
            self.chooser.months_back -= 1;
        } else {
            self.chooser.months_back += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_month_starts_on_its_weekday() {
        let march: Date = "2025-03-14".parse().unwrap();
        let cal = calendar(Rect::new(0.0, 0.0, 280.0, 200.0), march, 44.0);
        assert_eq!(cal.days.len(), 31);
        // 1 March 2025 was a Saturday: the sixth column.
        assert_eq!(cal.days[0].1.x, cal.weekdays[5].x + 1.0);
        assert_eq!(cal.days[2].1.x, cal.weekdays[0].x + 1.0, "Monday the 3rd");
    }

    #[test]
    fn months_before_cross_the_new_year() {
        let today: Date = "2025-03-14".parse().unwrap();
        assert_eq!(months_before(today, 0), "2025-03-01".parse().unwrap());
        assert_eq!(months_before(today, 3), "2024-12-01".parse().unwrap());
        assert_eq!(months_before(today, 15), "2023-12-01".parse().unwrap());
    }
}
