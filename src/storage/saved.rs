//! The game in progress: where it started (a deal, or a position given in
//! notation), the steps played with their undo and redo, and the clock.

use super::{field, parsed, read_fields, write_fields, LoadError};
use crate::model::game::{Deal, Game, Variant};
use crate::model::history::{History, Step};
use crate::model::moves::Move;

/// Where a game started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    Deal(Deal),
    /// A position in the variant's notation (`felt --position`).
    Position(Variant, String),
}

/// A game in progress, as saved after every move.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub start: Start,
    pub done: Vec<Step>,
    pub undone: Vec<Step>,
    /// Seconds played.
    pub clock: f64,
}

const KIND: &str = "game";
const VERSION: u32 = 2;

fn write_steps(steps: &[Step]) -> String {
    steps
        .iter()
        .map(|s| match s {
            Step::Restart => "restart".to_string(),
            Step::Play(moves) => moves
                .iter()
                .map(Move::to_string)
                .collect::<Vec<_>>()
                .join(","),
        })
        .collect::<Vec<_>>()
        .join(";")
}

fn read_steps(text: &str) -> Result<Vec<Step>, LoadError> {
    text.split(';')
        .filter(|s| !s.trim().is_empty())
        .map(|s| match s.trim() {
            "restart" => Ok(Step::Restart),
            moves => moves
                .split(',')
                .map(|m| {
                    m.parse::<Move>()
                        .map_err(|e| LoadError::Damaged(e.to_string()))
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Step::Play),
        })
        .collect()
}

/// Notation kept on one line: `\n` as `|` (no card or pile name has one).
fn one_line(text: &str) -> String {
    text.trim_end().replace('\n', "|")
}

impl SavedGame {
    /// The game as it stands in `history`, started from `start`.
    pub fn of(start: Start, history: &History, clock: f64) -> SavedGame {
        let (done, undone) = history.steps();
        SavedGame {
            start,
            done: done.to_vec(),
            undone: undone.to_vec(),
            clock,
        }
    }

    pub fn variant(&self) -> Variant {
        match &self.start {
            Start::Deal(d) => d.variant,
            Start::Position(v, _) => *v,
        }
    }

    pub fn encode(&self) -> Vec<u8> {
        let mut fields = vec![("variant", self.variant().name().to_string())];
        match &self.start {
            Start::Deal(d) => fields.push(("deal", d.number.to_string())),
            Start::Position(_, text) => fields.push(("position", one_line(text))),
        }
        fields.push(("clock", format!("{:.1}", self.clock)));
        fields.push(("done", write_steps(&self.done)));
        fields.push(("undone", write_steps(&self.undone)));
        write_fields(KIND, VERSION, &fields)
    }

    pub fn decode(bytes: &[u8]) -> Result<SavedGame, LoadError> {
        let fields = read_fields(bytes, KIND, VERSION)?;
        let variant: Variant =
            parsed(&fields, "variant")?.ok_or_else(|| LoadError::Damaged("no variant".into()))?;
        let start = match (parsed::<u64>(&fields, "deal")?, field(&fields, "position")) {
            (Some(n), None) => {
                Start::Deal(Deal::new(variant, n).map_err(|e| LoadError::Damaged(e.to_string()))?)
            }
            (None, Some(text)) => Start::Position(variant, text.replace('|', "\n")),
            _ => return Err(LoadError::Damaged("no deal or position".into())),
        };
        let clock: f64 = parsed(&fields, "clock")?.unwrap_or(0.0);
        if !clock.is_finite() || clock < 0.0 {
            return Err(LoadError::Damaged("a bad clock".into()));
        }
        let saved = SavedGame {
            start,
            done: read_steps(field(&fields, "done").unwrap_or(""))?,
            undone: read_steps(field(&fields, "undone").unwrap_or(""))?,
            clock,
        };
        saved.history()?;
        Ok(saved)
    }

    /// Replays the game, undo and redo included.
    pub fn history(&self) -> Result<History, LoadError> {
        let start = match &self.start {
            Start::Deal(d) => Game::new(*d),
            Start::Position(v, text) => {
                Game::parse(*v, text).map_err(|e| LoadError::Damaged(e.to_string()))?
            }
        };
        History::replay(start, &self.done, &self.undone)
            .map_err(|e| LoadError::Damaged(format!("a saved move is illegal: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::pile::PileId;

    #[test]
    fn a_game_round_trips_with_its_undo_and_redo() {
        let deal = Deal::new(crate::app::VARIANTS[0], 3).unwrap();
        let mut h = History::new(Game::new(deal));
        h.play(Move::Draw).unwrap();
        h.play(Move::Draw).unwrap();
        h.restart();
        h.play(Move::Draw).unwrap();
        h.undo();
        let saved = SavedGame::of(Start::Deal(deal), &h, 42.5);
        let back = SavedGame::decode(&saved.encode()).unwrap();
        assert_eq!(back, saved);
        assert_eq!(back.history().unwrap(), h);
    }

    #[test]
    fn a_position_start_round_trips() {
        let v = crate::app::VARIANTS[0];
        let text = "t0: 9H\nt1: TC\n";
        let mut h = History::new(Game::parse(v, text).unwrap());
        h.play(Move::one(PileId::Column(0), PileId::Column(1)))
            .unwrap();
        let saved = SavedGame::of(Start::Position(v, text.into()), &h, 0.0);
        assert_eq!(
            SavedGame::decode(&saved.encode())
                .unwrap()
                .history()
                .unwrap(),
            h
        );
    }

    #[test]
    fn an_illegal_saved_move_is_damage() {
        let bytes = b"felt game 1\nvariant=freecell\ndeal=1\ndone=t0 f0\n";
        assert!(matches!(
            SavedGame::decode(bytes),
            Err(LoadError::Damaged(_))
        ));
    }
}
