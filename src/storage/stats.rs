//! Statistics per game: played, won, streaks, best time, fewest moves.

use super::{read_fields, write_fields, LoadError};
use crate::app::VARIANTS;
use crate::model::game::Variant;

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
    pub fn win_rate(&self) -> u32 {
        (self.won * 100).checked_div(self.played).unwrap_or(0)
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
        (r.won <= r.played && r.streak <= r.best_streak).then_some(r)
    }
}

/// Records for each game the chooser offers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    records: [Record; 3],
    /// The running Vegas total, when Vegas scores are kept cumulatively.
    pub vegas_bank: i64,
}

/// Klondike draw 1, draw 3 (standard or Vegas alike), FreeCell.
fn slot(variant: Variant) -> usize {
    use crate::model::klondike::DrawCount;
    match variant {
        Variant::Klondike(o) if o.draw == DrawCount::One => 0,
        Variant::Klondike(_) => 1,
        Variant::FreeCell => 2,
    }
}

const KIND: &str = "stats";
const VERSION: u32 = 2;

impl Statistics {
    pub fn record(&self, variant: Variant) -> &Record {
        &self.records[slot(variant)]
    }

    /// A won game.
    pub fn won(&mut self, variant: Variant, seconds: u32, moves: u32) {
        let r = &mut self.records[slot(variant)];
        r.played += 1;
        r.won += 1;
        r.streak += 1;
        r.best_streak = r.best_streak.max(r.streak);
        r.best_time = Some(r.best_time.map_or(seconds, |t| t.min(seconds)));
        r.fewest_moves = Some(r.fewest_moves.map_or(moves, |m| m.min(moves)));
    }

    /// A game left unfinished or given up.
    pub fn lost(&mut self, variant: Variant) {
        let r = &mut self.records[slot(variant)];
        r.played += 1;
        r.streak = 0;
    }

    pub fn encode(&self) -> Vec<u8> {
        let mut fields: Vec<(&str, String)> = VARIANTS
            .iter()
            .zip(&self.records)
            .map(|(v, r)| (v.name(), r.encode()))
            .collect();
        fields.push(("vegas_bank", self.vegas_bank.to_string()));
        write_fields(KIND, VERSION, &fields)
    }

    pub fn decode(bytes: &[u8]) -> Result<Statistics, LoadError> {
        let fields = read_fields(bytes, KIND, VERSION)?;
        let mut stats = Statistics::default();
        for (key, value) in &fields {
            if key == "vegas_bank" {
                stats.vegas_bank = value
                    .parse()
                    .map_err(|_| LoadError::Damaged(format!("`vegas_bank` is `{value}`")))?;
                continue;
            }
            let variant: Variant = key
                .parse()
                .map_err(|_| LoadError::Damaged(format!("unknown game `{key}`")))?;
            stats.records[slot(variant)] = Record::decode(value)
                .ok_or_else(|| LoadError::Damaged(format!("`{key}` is `{value}`")))?;
        }
        Ok(stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_and_a_loss_make_the_record() {
        let mut s = Statistics::default();
        let k = VARIANTS[0];
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
        assert_eq!(s.record(Variant::FreeCell), &Record::default(), "per game");
        assert_eq!(Statistics::decode(&s.encode()), Ok(s));
    }

    #[test]
    fn impossible_records_are_damage() {
        assert!(
            Statistics::decode(b"felt stats 1\nklondike=1 5 0 0 - -\n").is_err(),
            "more won than played"
        );
        assert!(Statistics::decode(b"felt stats 1\nspider=1 1 1 1 - -\n").is_err());
        assert!(Statistics::decode(b"felt stats 1\nfreecell=1 1 1\n").is_err());
    }
}
