//! The game in progress: where it started (a deal, or a position given in
//! notation), the steps played with their undo and redo, and the clock.
//! Once the history has dropped its oldest steps (see
//! [`MAX_UNDO`](crate::model::history::MAX_UNDO)) the save also holds the
//! position the kept steps pick up from, with its counts; the deal stays
//! the deal, for statistics and titles.
//!
//! Loading replays the steps once, checking every move, and keeps the
//! history it built: resuming takes it as it is.

use super::{field, parsed, parsed_decimal, read_fields, write_fields, LoadError};
use crate::games::{Deal, Game, Tally, Variant};
use crate::model::date::Date;
use crate::model::history::{Base, History, Step};
use crate::model::moves::Move;
use crate::model::sort::sort_by_key;

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
    /// The game with its undo and redo (replayed when read).
    pub history: History,
    /// Seconds played.
    pub clock: f64,
    /// The deal is the daily deal of this date (its win marks the day).
    /// An optional line, so files without it load as ordinary games.
    pub daily: Option<Date>,
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

/// The start of `start` as a game.
fn first_game(start: &Start) -> Result<Game, LoadError> {
    match start {
        Start::Deal(d) => Ok(Game::new(*d)),
        Start::Position(v, text) => {
            Game::parse(*v, text).map_err(|e| LoadError::Damaged(e.to_string()))
        }
    }
}

/// Every card on the table, in order.
fn cards(game: &Game) -> Vec<crate::model::card::Card> {
    let mut cards: Vec<_> = game
        .piles()
        .into_iter()
        .flat_map(|(_, pile)| pile.cards().to_vec())
        .collect();
    sort_by_key(&mut cards, |c| *c);
    cards
}

/// The most a base's counts may be: no game gets near a billion moves, and
/// counts far from their type's end cannot overflow as play goes on.
const COUNT_LIMIT: u32 = 1 << 30;

/// Reads `base` and `base_counts` (`DROPPED MOVES RECYCLES POINTS`): a
/// position of the same cards as the start, with counts the game keeps.
fn read_base(
    fields: &[(String, String)],
    variant: Variant,
    first: &Game,
) -> Result<Option<Base>, LoadError> {
    let damaged = |why: &str| LoadError::Damaged(why.to_string());
    let (text, counts) = match (field(fields, "base"), field(fields, "base_counts")) {
        (None, None) => return Ok(None),
        (Some(text), Some(counts)) => (text, counts),
        _ => return Err(damaged("a base position without its counts")),
    };
    let mut game = Game::parse(variant, &text.replace('|', "\n"))
        .map_err(|e| LoadError::Damaged(format!("the base position: {e}")))?;
    let words: Vec<&str> = counts.split_whitespace().collect();
    let [dropped, moves, recycles, points] = words.as_slice() else {
        return Err(damaged("`base_counts` is not four numbers"));
    };
    let bad = |_| LoadError::Damaged(format!("`base_counts` is `{counts}`"));
    let dropped: usize = dropped.parse().map_err(bad)?;
    let tally = Tally {
        moves: moves.parse().map_err(bad)?,
        recycles: recycles.parse().map_err(bad)?,
        points: points.parse().map_err(bad)?,
    };
    let within = |n: u32| n <= COUNT_LIMIT;
    let sane = within(tally.moves)
        && within(tally.recycles)
        && u32::try_from(tally.points).is_ok_and(within)
        && (1..=COUNT_LIMIT as usize).contains(&dropped);
    game.set_tally(tally);
    if !sane || game.tally() != tally {
        return Err(damaged("`base_counts` do not fit the game"));
    }
    if cards(&game) != cards(first) {
        return Err(damaged(
            "the base position holds other cards than the start",
        ));
    }
    Ok(Some(Base { game, dropped }))
}

impl SavedGame {
    /// The game as it stands in `history`, started from `start`.
    pub fn of(start: Start, history: &History, clock: f64) -> SavedGame {
        SavedGame {
            start,
            history: history.clone(),
            clock,
            daily: None,
        }
    }

    pub(crate) fn variant(&self) -> Variant {
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
        if let Some(base) = self.history.base() {
            let t = base.game.tally();
            fields.push(("base", one_line(&base.game.to_string())));
            fields.push((
                "base_counts",
                format!("{} {} {} {}", base.dropped, t.moves, t.recycles, t.points),
            ));
        }
        fields.push(("clock", format!("{:.1}", self.clock)));
        if let Some(date) = self.daily {
            fields.push(("daily", date.to_string()));
        }
        let (done, undone) = self.history.steps();
        fields.push(("done", write_steps(done)));
        fields.push(("undone", write_steps(undone)));
        write_fields(KIND, VERSION, &fields)
    }

    /// Reads a save and replays it (once), checking every move.
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
        let clock = parsed_decimal(&fields, "clock")?.unwrap_or(0.0);
        let first = first_game(&start)?;
        let base = read_base(&fields, variant, &first)?;
        let done = read_steps(field(&fields, "done").unwrap_or(""))?;
        let undone = read_steps(field(&fields, "undone").unwrap_or(""))?;
        let history = History::replay(first, base, &done, &undone)
            .map_err(|e| LoadError::Damaged(format!("a saved move is illegal: {e}")))?;
        Ok(SavedGame {
            start,
            history,
            clock,
            daily: parsed(&fields, "daily")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::history::MAX_UNDO;
    use crate::model::pile::PileId;

    #[test]
    fn a_game_round_trips_with_its_undo_and_redo() {
        let deal = Deal::new(crate::games::GAMES[0].variant, 3).unwrap();
        let mut h = History::new(Game::new(deal));
        h.play(Move::Draw).unwrap();
        h.play(Move::Draw).unwrap();
        h.restart();
        h.play(Move::Draw).unwrap();
        h.undo();
        let saved = SavedGame::of(Start::Deal(deal), &h, 42.5);
        let back = SavedGame::decode(&saved.encode()).unwrap();
        assert_eq!(back, saved);
        assert_eq!(back.history, h);
    }

    #[test]
    fn a_position_start_round_trips() {
        let v = crate::games::GAMES[0].variant;
        // A position is a whole deck, as deal 3 is; its 4H goes onto 5S.
        let text = Game::new(Deal::new(v, 3).unwrap()).to_string();
        let mut h = History::new(Game::parse(v, &text).unwrap());
        h.play(Move::one(PileId::Column(6), PileId::Column(0)))
            .unwrap();
        let saved = SavedGame::of(Start::Position(v, text), &h, 0.0);
        assert_eq!(SavedGame::decode(&saved.encode()).unwrap().history, h);
    }

    #[test]
    fn pairs_and_places_past_t9_round_trip_in_a_saved_game() {
        // Pyramid's pairs, and TriPeaks' and Pyramid's places t10-t27.
        for name in ["pyramid", "tripeaks"] {
            let variant: Variant = name.parse().unwrap();
            let deal = Deal::new(variant, 5).unwrap();
            let mut h = History::new(Game::new(deal));
            for _ in 0..40 {
                let legal = h.game().legal_moves();
                let Some(&mv) = legal.iter().find(|m| **m != Move::Draw).or(legal.first()) else {
                    break;
                };
                h.play(mv).unwrap();
            }
            let saved = SavedGame::of(Start::Deal(deal), &h, 1.0);
            let bytes = saved.encode();
            let text = String::from_utf8_lossy(&bytes);
            assert!((10..28).any(|n| text.contains(&format!("t{n} "))), "{text}");
            assert!(name != "pyramid" || text.contains("pair "), "{text}");
            assert_eq!(SavedGame::decode(&bytes).unwrap().history, h, "{name}");
        }
    }

    #[test]
    fn a_saved_position_with_a_card_missing_is_damage() {
        let bytes = b"felt game 1\nvariant=freecell\nposition=Foundations: H-K C-K D-K S-J|: KS\n";
        let Err(LoadError::Damaged(why)) = SavedGame::decode(bytes) else {
            panic!("a board without the queen of spades loaded")
        };
        assert!(why.contains("QS"), "{why}");
    }

    #[test]
    fn a_daily_deal_is_said_and_a_file_without_it_is_an_ordinary_game() {
        let deal = Deal::new(crate::games::GAMES[0].variant, 3).unwrap();
        let h = History::new(Game::new(deal));
        let saved = SavedGame {
            daily: Some("2025-03-14".parse().unwrap()),
            ..SavedGame::of(Start::Deal(deal), &h, 1.0)
        };
        assert_eq!(SavedGame::decode(&saved.encode()), Ok(saved.clone()));
        let plain = SavedGame::of(Start::Deal(deal), &h, 1.0);
        assert_eq!(SavedGame::decode(&plain.encode()).unwrap().daily, None);
        let bad = b"felt game 1\nvariant=klondike\ndeal=3\ndaily=2025-13-40\n";
        assert!(matches!(SavedGame::decode(bad), Err(LoadError::Damaged(_))));
    }

    #[test]
    fn an_illegal_saved_move_is_damage() {
        let bytes = b"felt game 1\nvariant=freecell\ndeal=1\ndone=t0 f0\n";
        assert!(matches!(
            SavedGame::decode(bytes),
            Err(LoadError::Damaged(_))
        ));
    }

    /// A long game of a deal: draws, every move that turns up, undo.
    fn long_game(deal: Deal, steps: usize) -> History {
        let mut h = History::new(Game::new(deal));
        for i in 0..steps {
            let legal = h.game().legal_moves();
            let mv = legal.iter().rev().find(|m| **m != Move::Draw).copied();
            h.play_and_settle(mv.filter(|_| i % 7 == 0).unwrap_or(Move::Draw))
                .unwrap();
            if i % 50 == 0 {
                h.restart();
            }
        }
        h.undo();
        h.undo();
        h
    }

    #[test]
    fn a_long_game_saves_its_latest_steps_from_a_base_and_stays_a_deal() {
        let deal = Deal::new(crate::games::GAMES[1].variant, 336678386).unwrap();
        let h = long_game(deal, MAX_UNDO + 700);
        assert!(h.base().is_some());
        let saved = SavedGame::of(Start::Deal(deal), &h, 600.0);
        let bytes = saved.encode();
        let text = std::str::from_utf8(&bytes).unwrap();
        assert!(text.contains("\ndeal=336678386\n") && text.contains("\nbase="));
        let back = SavedGame::decode(&bytes).unwrap();
        assert_eq!(
            back.start,
            Start::Deal(deal),
            "still the deal, not a position"
        );
        assert_eq!(back.history, h);
        assert_eq!(back, saved);
    }

    #[test]
    fn a_long_spider_game_loads_back_at_the_same_table() {
        let deal = Deal::new("spider2".parse::<Variant>().unwrap(), 8).unwrap();
        let mut h = History::new(Game::new(deal));
        for i in 0..MAX_UNDO + 100 {
            let legal = h.game().legal_moves();
            match legal.get(i * 7 % legal.len().max(1)) {
                Some(&mv) => drop(h.play(mv).unwrap()),
                None => h.restart(),
            }
        }
        assert!(h.base().is_some());
        let saved = SavedGame::of(Start::Deal(deal), &h, 60.0);
        let back = SavedGame::decode(&saved.encode()).unwrap();
        // The base is read from notation, which names faces: the two
        // decks' copies may be numbered otherwise, the table is the same.
        let (game, was) = (back.history.game(), h.game());
        assert_eq!(game.to_string(), was.to_string());
        assert_eq!((game.tally(), game.score()), (was.tally(), was.score()));
        assert_eq!(back.history.steps().0.len(), h.steps().0.len());
    }

    #[test]
    fn a_base_of_other_cards_or_without_counts_is_damage() {
        let deal = Deal::new(crate::games::GAMES[0].variant, 4).unwrap();
        let h = long_game(deal, MAX_UNDO + 10);
        let text = String::from_utf8(SavedGame::of(Start::Deal(deal), &h, 1.0).encode()).unwrap();
        let body = text.split("end=").next().unwrap();
        let resealed = |body: String| {
            let sum = crate::storage::crc32(body.as_bytes());
            format!("{body}end={sum:08x}\n").into_bytes()
        };
        let counts = body
            .lines()
            .find(|l| l.starts_with("base_counts="))
            .unwrap();
        let no_counts = body.replace(&format!("{counts}\n"), "");
        let base = body.lines().find(|l| l.starts_with("base=")).unwrap();
        let fewer = body.replace(base, &base.replacen(" AS", "", 1));
        assert_ne!(fewer, body, "a card was taken out");
        let huge = body.replace(counts, "base_counts=12 4294967295 0 0");
        let negative = body.replace(counts, "base_counts=12 10 0 -5");
        for broken in [no_counts, fewer, huge, negative] {
            assert!(matches!(
                SavedGame::decode(&resealed(broken)),
                Err(LoadError::Damaged(_))
            ));
        }
        assert!(SavedGame::decode(&resealed(body.to_string())).is_ok());
    }

    #[test]
    fn an_old_save_of_more_steps_than_are_kept_loads_at_its_position() {
        let draws = "stock waste;".repeat(MAX_UNDO * 2);
        let file = format!("felt game 1\nvariant=klondike\ndeal=77\ndone={draws}\n");
        let saved = SavedGame::decode(file.as_bytes()).unwrap();
        let deal = Deal::new(crate::games::GAMES[0].variant, 77).unwrap();
        let mut game = Game::new(deal);
        for _ in 0..MAX_UNDO * 2 {
            game.play(Move::Draw).unwrap();
        }
        assert_eq!(saved.history.game(), &game);
        assert_eq!(saved.history.steps().0.len(), MAX_UNDO);
        assert_eq!(saved.start, Start::Deal(deal));
    }

    /// Klondike became a description: its saves, the counts of a base
    /// position included (turns of the waste, points), load and write back.
    #[test]
    fn a_klondike_save_keeps_its_passes_and_score() {
        for (name, draws) in [("klondike", MAX_UNDO * 2), ("klondike3-vegas", 20)] {
            let done = "stock waste;".repeat(draws);
            let file = format!("felt game 1\nvariant={name}\ndeal=77\ndone={done}\n");
            let saved = SavedGame::decode(file.as_bytes()).unwrap();
            let game = saved.history.game();
            assert!(game.tally().recycles > 0, "{name}");
            let again = SavedGame::decode(&saved.encode()).unwrap();
            assert_eq!(again.history.game(), game, "{name}");
            assert_eq!(again.history.game().tally(), game.tally(), "{name}");
            assert_eq!(again.history.game().score(), game.score(), "{name}");
        }
    }
}
