//! Statistics per game: played, won, streaks, best time, fewest moves.
//! Counts saturate rather than wrap (a wrapped count would make the next
//! load call the file damaged and set it aside), and a file whose counts
//! cannot all be true together is damaged.
//!
//! Two windows may share one data folder, so what a window records is also
//! kept as a list of [`Change`]s until it is saved: the store adds them to
//! the file as it is then ([`Statistics::added_to`]), and no game another
//! window counted meanwhile is lost or counted twice. Records of games this
//! build does not know (a newer Felt's, or a game since removed) are kept as
//! they were read and written back.

use super::{read_fields, write_fields, LoadError};
use std::collections::{BTreeMap, BTreeSet};

use crate::games::Variant;
use crate::model::date::Date;

/// One game's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    /// Wins in a row now; a loss resets it.
    pub streak: u32,
    pub best_streak: u32,
    /// Seconds of the fastest win.
    pub best_time: Option<u32>,
    pub fewest_moves: Option<u32>,
}

impl Record {
    /// Won games per game played, 0 to 100.
    pub(crate) fn win_rate(&self) -> u32 {
        // In u64: `won * 100` passes u32::MAX from 42,949,673 wins on.
        (u64::from(self.won) * 100)
            .checked_div(u64::from(self.played))
            .map_or(0, |rate| rate as u32)
    }

    /// Whether the counts can all be true together: no more won than
    /// played, no streak longer than the best or than the wins, times and
    /// move counts only with a win.
    fn is_possible(&self) -> bool {
        self.won <= self.played
            && self.streak <= self.best_streak
            && self.best_streak <= self.won
            && (self.won > 0 || (self.best_time.is_none() && self.fewest_moves.is_none()))
    }

    fn encode(&self) -> String {
        let opt = |v: Option<u32>| v.map_or("-".to_string(), |v| v.to_string());
        format!(
            "{} {} {} {} {} {}",
            self.played,
            self.won,
            self.streak,
            self.best_streak,
            opt(self.best_time),
            opt(self.fewest_moves)
        )
    }

    fn decode(text: &str) -> Option<Record> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [played, won, streak, best_streak, time, moves] = words.as_slice() else {
            return None;
        };
        let opt = |w: &str| -> Option<Option<u32>> {
            if w == "-" {
                Some(None)
            } else {
                w.parse().ok().map(Some)
            }
        };
        let r = Record {
            played: played.parse().ok()?,
            won: won.parse().ok()?,
            streak: streak.parse().ok()?,
            best_streak: best_streak.parse().ok()?,
            best_time: opt(time)?,
            fewest_moves: opt(moves)?,
        };
        r.is_possible().then_some(r)
    }
}

/// Something recorded in the statistics, kept until it is saved so that it
/// can be added to the file as another window left it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Change {
    Won {
        game: &'static str,
        seconds: u32,
        moves: u32,
    },
    Lost(&'static str),
    /// A Vegas score added to the running total.
    Bank(i64),
    /// The daily deal of a day (days since 1970-01-01) won.
    Daily(&'static str, i64),
    /// Every record of the games this build knows cleared, the total too.
    Reset,
}

/// Records for each game played, by its name in the list of games (the
/// Vegas games count with their own game).
#[derive(Clone, Debug, Default)]
pub struct Statistics {
    records: BTreeMap<&'static str, Record>,
    /// The running Vegas total, when Vegas scores are kept cumulatively.
    /// Set directly it is not a change another window's file takes: Felt
    /// itself changes it through a finished game.
    pub vegas_bank: i64,
    /// The daily deals won, by game: days since 1970-01-01 (from format
    /// 3 on; older files have none).
    daily: BTreeMap<&'static str, BTreeSet<i64>>,
    /// Lines of games this build does not know (`key`, `value`), as read
    /// and in their order: written back so an older Felt never drops a
    /// newer one's records. (A list, not a map: the page is smaller so.)
    unknown: Vec<(String, String)>,
    /// What was recorded since the statistics were last read or saved.
    changes: Vec<Change>,
}

/// Statistics are equal when they hold the same records: the changes not
/// yet saved are how they got there, not what they say.
impl PartialEq for Statistics {
    fn eq(&self, other: &Statistics) -> bool {
        self.records == other.records
            && self.vegas_bank == other.vegas_bank
            && self.daily == other.daily
            && self.unknown == other.unknown
    }
}

impl Eq for Statistics {}

/// The record of a game never played.
const NONE: Record = Record {
    played: 0,
    won: 0,
    streak: 0,
    best_streak: 0,
    best_time: None,
    fewest_moves: None,
};

/// The Vegas total stays within this many dollars either way: a game wins
/// at most 208 and loses at most 52, so not even u32::MAX games of each
/// Klondike record come near it; a stored total beyond it is damage.
pub(crate) const VEGAS_BANK_LIMIT: i64 = 1 << 42;

const KIND: &str = "stats";
/// 3: the daily deals won (`daily.GAME=` lines).
const VERSION: u32 = 3;

/// At most this many days won are read for one game (three centuries of
/// daily deals): more is damage, not play.
const DAILY_LIMIT: usize = 120_000;

impl Statistics {
    pub fn record(&self, variant: Variant) -> &Record {
        self.records.get(variant.game().name()).unwrap_or(&NONE)
    }

    fn record_mut(&mut self, variant: Variant) -> &mut Record {
        self.records.entry(variant.game().name()).or_default()
    }

    /// A won game.
    pub fn won(&mut self, variant: Variant, seconds: u32, moves: u32) {
        self.change(Change::Won {
            game: variant.game().name(),
            seconds,
            moves,
        });
    }

    /// A game left unfinished or given up.
    pub fn lost(&mut self, variant: Variant) {
        self.change(Change::Lost(variant.game().name()));
    }

    /// Adds a finished Vegas game's score to the running total, which stops
    /// at [`VEGAS_BANK_LIMIT`] either way.
    pub(crate) fn bank(&mut self, score: i64) {
        self.change(Change::Bank(score));
    }

    /// The daily deal of `date` was won.
    pub fn daily_won(&mut self, variant: Variant, date: Date) {
        self.change(Change::Daily(variant.game().name(), date.days()));
    }

    /// Clears the records of every game this build knows, and the Vegas
    /// total. Records of games it does not know stay: the player could not
    /// see them to mean them.
    pub fn reset(&mut self) {
        self.change(Change::Reset);
    }

    /// Records `change` and keeps it until the next save.
    fn change(&mut self, change: Change) {
        self.apply(&change);
        self.changes.push(change);
    }

    /// These statistics' changes since they were read, added to `on_file`
    /// (the file as it is now, which another window may have added to): the
    /// statistics to save and show.
    pub(crate) fn added_to(&self, mut on_file: Statistics) -> Statistics {
        for change in &self.changes {
            on_file.apply(change);
        }
        on_file.changes.clear();
        on_file
    }

    /// These statistics as saved whole: nothing left to add.
    pub(crate) fn saved_whole(&self) -> Statistics {
        Statistics {
            changes: Vec::new(),
            ..self.clone()
        }
    }

    fn apply(&mut self, change: &Change) {
        match *change {
            Change::Won {
                game,
                seconds,
                moves,
            } => self.apply_won(game, seconds, moves),
            Change::Lost(game) => {
                let r = self.records.entry(game).or_default();
                r.played = r.played.saturating_add(1);
                r.streak = 0;
            }
            Change::Bank(score) => {
                self.vegas_bank = self
                    .vegas_bank
                    .saturating_add(score)
                    .clamp(-VEGAS_BANK_LIMIT, VEGAS_BANK_LIMIT);
            }
            Change::Daily(game, day) => {
                self.daily.entry(game).or_default().insert(day);
            }
            Change::Reset => {
                self.records.clear();
                self.daily.clear();
                self.vegas_bank = 0;
            }
        }
    }

    fn apply_won(&mut self, game: &'static str, seconds: u32, moves: u32) {
        let r = self.records.entry(game).or_default();
        r.played = r.played.saturating_add(1);
        r.won = r.won.saturating_add(1);
        r.streak = r.streak.saturating_add(1);
        r.best_streak = r.best_streak.max(r.streak);
        r.best_time = Some(r.best_time.map_or(seconds, |t| t.min(seconds)));
        r.fewest_moves = Some(r.fewest_moves.map_or(moves, |m| m.min(moves)));
    }

    /// Whether the daily deal of `date` was won.
    pub fn is_daily_won(&self, variant: Variant, date: Date) -> bool {
        self.daily
            .get(variant.game().name())
            .is_some_and(|days| days.contains(&date.days()))
    }

    /// The days of `month`'s month whose daily deal was won.
    pub fn daily_days_in_month(&self, variant: Variant, month: Date) -> Vec<u8> {
        let first = month.first_of_month().days();
        let last = first + i64::from(month.month_len()) - 1;
        self.daily
            .get(variant.game().name())
            .map_or(Vec::new(), |days| {
                days.range(first..=last)
                    .map(|d| (d - first + 1) as u8)
                    .collect()
            })
    }

    /// Daily deals won on the days in a row up to `today` (or up to
    /// yesterday, while today's is still to play).
    pub fn daily_streak(&self, variant: Variant, today: Date) -> u32 {
        let Some(days) = self.daily.get(variant.game().name()) else {
            return 0;
        };
        let mut day = today.days();
        if !days.contains(&day) {
            day -= 1;
        }
        let mut streak = 0;
        while days.contains(&day) {
            streak += 1;
            day -= 1;
        }
        streak
    }

    pub fn encode(&self) -> Vec<u8> {
        let mut fields: Vec<(String, String)> = self
            .records
            .iter()
            .map(|(id, r)| (id.to_string(), r.encode()))
            .collect();
        fields.push(("vegas_bank".into(), self.vegas_bank.to_string()));
        for (id, days) in &self.daily {
            if !days.is_empty() {
                fields.push((format!("daily.{id}"), encode_days(days)));
            }
        }
        fields.extend(self.unknown.iter().cloned());
        let fields: Vec<(&str, String)> = fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.clone()))
            .collect();
        write_fields(KIND, VERSION, &fields)
    }

    pub fn decode(bytes: &[u8]) -> Result<Statistics, LoadError> {
        let fields = read_fields(bytes, KIND, VERSION)?;
        let mut stats = Statistics::default();
        for (key, value) in &fields {
            if key == "vegas_bank" {
                stats.vegas_bank = value
                    .parse()
                    .ok()
                    .filter(|bank: &i64| bank.abs() <= VEGAS_BANK_LIMIT)
                    .ok_or_else(|| LoadError::Damaged(format!("`vegas_bank` is `{value}`")))?;
                continue;
            }
            let daily = key.strip_prefix("daily.");
            let damaged = || LoadError::Damaged(format!("`{key}` is `{value}`"));
            let Ok(variant) = daily.unwrap_or(key).parse::<Variant>() else {
                // A game this build does not know: its line is kept as it
                // is, whatever a newer Felt writes there (the file's check
                // already tells damage).
                stats.unknown.push((key.clone(), value.clone()));
                continue;
            };
            if daily.is_some() {
                let days = decode_days(value).ok_or_else(damaged)?;
                let known = stats.daily.entry(variant.game().name()).or_default();
                known.extend(days);
                if known.len() > DAILY_LIMIT {
                    return Err(LoadError::Damaged(format!("`{key}`: too many days")));
                }
                continue;
            }
            let record = Record::decode(value).ok_or_else(damaged)?;
            if record != NONE {
                *stats.record_mut(variant) = record;
            }
        }
        Ok(stats)
    }
}

/// Days as dates, runs of days in a row as `FIRST..LAST`:
/// `2025-03-01..2025-03-04 2025-03-07`.
fn encode_days(days: &BTreeSet<i64>) -> String {
    let mut runs: Vec<(i64, i64)> = Vec::new();
    for &d in days {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == d => *last = d,
            _ => runs.push((d, d)),
        }
    }
    runs.iter()
        .map(|&(a, b)| {
            if a == b {
                Date::from_days(a).to_string()
            } else {
                format!("{}..{}", Date::from_days(a), Date::from_days(b))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads [`encode_days`]' text; `None` when it is not that.
fn decode_days(text: &str) -> Option<BTreeSet<i64>> {
    let mut days = BTreeSet::new();
    for word in text.split_whitespace() {
        let (a, b) = word.split_once("..").unwrap_or((word, word));
        let (a, b) = (
            a.parse::<Date>().ok()?.days(),
            b.parse::<Date>().ok()?.days(),
        );
        if b < a || b - a >= DAILY_LIMIT as i64 || days.len() + ((b - a) as usize) >= DAILY_LIMIT {
            return None;
        }
        days.extend(a..=b);
    }
    Some(days)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_offered_game_keeps_its_own_record() {
        let mut s = Statistics::default();
        for (i, g) in crate::games::list::offered().enumerate() {
            s.won(g.variant, 90, i as u32 + 1);
        }
        for (i, g) in crate::games::list::offered().enumerate() {
            assert_eq!(
                s.record(g.variant).fewest_moves,
                Some(i as u32 + 1),
                "{}",
                g.id
            );
        }
        assert_eq!(Statistics::decode(&s.encode()), Ok(s.clone()));
        let mut one = Statistics::default();
        one.won("spider2".parse::<Variant>().unwrap(), 90, 150);
        assert_eq!(
            one.record("freecell".parse::<Variant>().unwrap()),
            &Record::default()
        );
    }

    #[test]
    fn a_win_and_a_loss_make_the_record() {
        let mut s = Statistics::default();
        let k = crate::games::GAMES[0].variant;
        s.won(k, 200, 120);
        s.won(k, 150, 130);
        s.lost(k);
        s.won(k, 300, 99);
        s.vegas_bank = -27;
        let r = s.record(k);
        assert_eq!((r.played, r.won, r.streak, r.best_streak), (4, 3, 1, 2));
        assert_eq!(
            (r.best_time, r.fewest_moves, r.win_rate()),
            (Some(150), Some(99), 75)
        );
        assert_eq!(
            s.record("freecell".parse::<Variant>().unwrap()),
            &Record::default(),
            "per game"
        );
        assert_eq!(Statistics::decode(&s.encode()), Ok(s));
    }

    #[test]
    fn a_file_of_the_three_games_era_loads_and_vegas_counts_with_its_game() {
        let file = b"felt stats 1\nklondike=4 3 1 2 150 99\nklondike3=0 0 0 0 - -\nfreecell=2 1 0 1 300 80\nvegas_bank=-27\n";
        let mut s = Statistics::decode(file).unwrap();
        let k = crate::games::GAMES[0].variant;
        assert_eq!(s.record(k).played, 4);
        assert_eq!(
            s.record("freecell".parse::<Variant>().unwrap())
                .fewest_moves,
            Some(80)
        );
        let vegas: Variant = "klondike-vegas".parse().unwrap();
        s.lost(vegas);
        assert_eq!(s.record(k).played, 5, "Vegas is scored Klondike");
        assert_eq!(Statistics::decode(&s.encode()), Ok(s));
    }

    #[test]
    fn impossible_records_are_damage() {
        assert!(
            Statistics::decode(b"felt stats 1\nklondike=1 5 0 0 - -\n").is_err(),
            "more won than played"
        );
        assert!(
            Statistics::decode(b"felt stats 1\nspider=1 1 1 1 - -\n").is_ok(),
            "a game this build does not know is kept, not judged"
        );
        assert!(Statistics::decode(b"felt stats 1\nfreecell=1 1 1\n").is_err());
        for record in ["5 2 3 3 - -", "5 0 0 0 30 -", "5 0 0 0 - 80", "5 2 0 3 - -"] {
            let file = format!("felt stats 1\nfreecell={record}\n");
            assert!(
                Statistics::decode(file.as_bytes()).is_err(),
                "impossible: {record}"
            );
        }
        assert!(Statistics::decode(b"felt stats 1\nfreecell=5 2 1 2 30 80\n").is_ok());
        let far = format!("felt stats 1\nvegas_bank={}\n", VEGAS_BANK_LIMIT + 1);
        assert!(
            Statistics::decode(far.as_bytes()).is_err(),
            "a bank no games make"
        );
    }

    #[test]
    fn counts_at_the_top_stay_there_and_still_load() {
        let max = u32::MAX;
        let file = format!("felt stats 1\nklondike={max} {max} {max} {max} 20 90\n");
        let mut s = Statistics::decode(file.as_bytes()).unwrap();
        let k = crate::games::GAMES[0].variant;
        s.lost(k);
        assert_eq!(s.record(k).played, max, "no wrap to 0");
        s.won(k, 10, 80);
        let r = *s.record(k);
        assert_eq!(
            (r.played, r.won, r.streak, r.best_streak),
            (max, max, 1, max)
        );
        assert_eq!(r.win_rate(), 100);
        assert_eq!(
            Statistics::decode(&s.encode()),
            Ok(s.clone()),
            "loads next time"
        );
        s.vegas_bank = VEGAS_BANK_LIMIT - 5;
        s.bank(208);
        assert_eq!(s.vegas_bank, VEGAS_BANK_LIMIT);
        s.bank(i64::MIN);
        assert_eq!(s.vegas_bank, -VEGAS_BANK_LIMIT);
        assert_eq!(Statistics::decode(&s.encode()), Ok(s));
    }

    #[test]
    fn daily_wins_round_trip_as_runs_of_days_and_make_the_streak() {
        let golf = "golf".parse::<Variant>().unwrap();
        let date = |t: &str| t.parse::<Date>().unwrap();
        let mut s = Statistics::default();
        for d in [
            "2025-02-27",
            "2025-02-28",
            "2025-03-01",
            "2025-03-02",
            "2025-03-05",
        ] {
            s.daily_won(golf, date(d));
        }
        s.won(golf, 60, 30);
        let bytes = s.encode();
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert!(text.starts_with("felt stats 3\n"), "{text}");
        assert!(
            text.contains("daily.golf=2025-02-27..2025-03-02 2025-03-05\n"),
            "{text}"
        );
        assert_eq!(Statistics::decode(&bytes), Ok(s.clone()));
        assert_eq!(
            s.daily_days_in_month(golf, date("2025-03-20")),
            vec![1, 2, 5]
        );
        assert_eq!(s.daily_streak(golf, date("2025-03-02")), 4);
        assert_eq!(
            s.daily_streak(golf, date("2025-03-03")),
            4,
            "today still to play"
        );
        assert_eq!(s.daily_streak(golf, date("2025-03-04")), 0);
        assert_eq!(s.daily_streak(golf, date("2025-03-05")), 1);
        assert!(s.is_daily_won(golf, date("2025-02-28")));
        assert!(!s.is_daily_won(Variant::TriPeaks, date("2025-02-28")));
        for bad in ["2025-02-30", "2025-03-02..2025-03-01", "yesterday"] {
            let file = format!("felt stats 1\ndaily.golf={bad}\n");
            assert!(Statistics::decode(file.as_bytes()).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_version_2_file_loads_without_daily_wins() {
        let old = write_fields(KIND, 2, &[("golf", "3 2 1 1 40 30".into())]);
        let s = Statistics::decode(&old).unwrap();
        assert_eq!(s.record("golf".parse::<Variant>().unwrap()).won, 2);
        assert_eq!(
            s.daily_streak("golf".parse::<Variant>().unwrap(), Date::from_days(20_000)),
            0
        );
    }

    #[test]
    fn what_one_window_recorded_is_added_to_what_another_saved_meanwhile() {
        let (golf, k) = (
            "golf".parse::<Variant>().unwrap(),
            crate::games::GAMES[0].variant,
        );
        let mut on_file = Statistics::default();
        on_file.won(golf, 40, 20);
        on_file.bank(-52);
        let on_file = on_file.saved_whole();
        let mut ours = Statistics::default();
        ours.won(golf, 30, 25);
        ours.won(golf, 50, 18);
        ours.bank(100);
        ours.lost(k);
        let merged = ours.added_to(on_file.clone());
        let r = *merged.record(golf);
        assert_eq!((r.played, r.won, r.streak, r.best_streak), (3, 3, 3, 3));
        assert_eq!((r.best_time, r.fewest_moves), (Some(30), Some(18)));
        assert_eq!(merged.vegas_bank, 48);
        assert_eq!(merged.record(k).played, 1);
        assert!(merged.changes.is_empty(), "nothing left to add");
        assert_eq!(
            merged.added_to(on_file.clone()),
            on_file,
            "added once, not twice"
        );
    }

    #[test]
    fn a_reset_in_one_window_clears_what_the_file_holds_but_not_unknown_games() {
        let golf = "golf".parse::<Variant>().unwrap();
        let mut on_file =
            Statistics::decode(b"felt stats 1\ngolf=4 2 0 1 40 20\nhexagon=1 0 0 0 - -\n").unwrap();
        on_file.bank(30);
        let mut ours = Statistics::default();
        ours.won(golf, 60, 30);
        ours.reset();
        ours.lost(golf);
        let merged = ours.added_to(on_file.saved_whole());
        assert_eq!(
            merged.record(golf).played,
            1,
            "only the game after the reset"
        );
        assert_eq!(merged.vegas_bank, 0);
        let text = String::from_utf8(merged.encode()).unwrap();
        assert!(text.contains("\nhexagon=1 0 0 0 - -\n"), "{text}");
    }
}
