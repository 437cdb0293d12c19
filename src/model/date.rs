//! Calendar dates (proleptic Gregorian), for the daily deals. The model
//! never reads the clock: the shell passes today's date in.

use std::fmt;
use std::str::FromStr;

/// A day of the calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: i32,
    /// 1 to 12.
    pub month: u8,
    /// 1 to the month's length.
    pub day: u8,
}

impl Date {
    /// A date, if it is one (the 30th of February is not).
    pub fn new(year: i32, month: u8, day: u8) -> Option<Date> {
        ((1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month)
            && (-100_000..=100_000).contains(&year))
        .then_some(Date { year, month, day })
    }

    /// The date `days` days after 1970-01-01.
    pub fn from_days(days: i64) -> Date {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }

    /// Days since 1970-01-01 (negative before).
    pub fn days(self) -> i64 {
        // Howard Hinnant's days_from_civil.
        let y = i64::from(self.year) - i64::from(self.month <= 2);
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let m = i64::from(self.month);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The UTC date at `seconds` since the Unix epoch.
    pub fn from_unix_seconds(seconds: f64) -> Date {
        Date::from_days((seconds / 86_400.0).floor() as i64)
    }

    /// The next day.
    pub fn next(self) -> Date {
        Date::from_days(self.days() + 1)
    }

    /// The day before.
    pub fn previous(self) -> Date {
        Date::from_days(self.days() - 1)
    }

    /// 0 for Monday to 6 for Sunday.
    pub fn weekday(self) -> u8 {
        // 1970-01-01 was a Thursday.
        ((self.days() + 3).rem_euclid(7)) as u8
    }

    /// The first day of this date's month.
    pub fn first_of_month(self) -> Date {
        Date { day: 1, ..self }
    }

    /// How many days this date's month has.
    pub fn month_len(self) -> u8 {
        days_in_month(self.year, self.month)
    }

    /// The month's name.
    pub fn month_name(self) -> &'static str {
        const NAMES: [&str; 12] = [
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ];
        NAMES[usize::from(self.month.clamp(1, 12)) - 1]
    }
}

fn days_in_month(year: i32, month: u8) -> u8 {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// ISO 8601: `2025-03-14`.
impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = String;

    fn from_str(text: &str) -> Result<Date, String> {
        let bad = || format!("`{text}` is not a date like 2025-03-14");
        let mut parts = text.splitn(3, '-');
        let mut next = || parts.next().ok_or_else(bad);
        let (y, m, d) = (next()?, next()?, next()?);
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(bad());
        }
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y) && digits(m) && digits(d)) {
            return Err(bad());
        }
        Date::new(
            y.parse().map_err(|_| bad())?,
            m.parse().map_err(|_| bad())?,
            d.parse().map_err(|_| bad())?,
        )
        .ok_or_else(bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_and_dates_agree_across_leap_years_and_centuries() {
        assert_eq!(Date::from_days(0).to_string(), "1970-01-01");
        assert_eq!(Date::from_days(0).weekday(), 3, "a Thursday");
        let leap: Date = "2024-02-29".parse().unwrap();
        assert_eq!(leap.next().to_string(), "2024-03-01");
        assert_eq!(leap.next().previous(), leap);
        assert_eq!(leap.days(), 19_782);
        assert_eq!(Date::from_unix_seconds(1_709_164_800.5), leap);
        assert!("2023-02-29".parse::<Date>().is_err());
        assert!("2100-02-29".parse::<Date>().is_err());
        assert!("2000-02-29".parse::<Date>().is_ok());
        assert!("2025-3-14".parse::<Date>().is_err());
        for days in -800_000..800_000i64 {
            if days % 997 == 0 {
                let d = Date::from_days(days);
                assert_eq!(d.days(), days);
                if (1000..=9999).contains(&d.year) {
                    assert_eq!(d.to_string().parse::<Date>(), Ok(d));
                }
            }
        }
        assert_eq!(
            "2025-03-14".parse::<Date>().unwrap().weekday(),
            4,
            "a Friday"
        );
    }
}
