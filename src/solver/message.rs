//! The solver's questions and answers as text: how the web page talks to
//! its solver, which runs in a worker of its own (a second WebAssembly
//! module, `felt-solver`), so the page loads without the solvers and the
//! table never waits on a search. Natively the game searches in-process and
//! never needs these.
//!
//! A question is the game's name on one line, its tally on the next (the
//! moves made, the turns of the waste, the points: what the notation leaves
//! out, and the turns of the waste decide whether the stock turns again),
//! and the position in its notation after them; an answer is `solved` with the winning line, one move
//! a line in the move notation of `felt solve`, or `unwinnable`, or
//! `undecided`.

use super::Answer;
use crate::games::{Game, Tally, Variant};

/// The question for `game`'s position.
pub fn question(game: &Game) -> String {
    let t = game.tally();
    format!(
        "{}\n{} {} {}\n{game}",
        game.variant().name(),
        t.moves,
        t.recycles,
        t.points
    )
}

/// The position a question asks about.
pub fn read_question(text: &str) -> Result<Game, String> {
    let mut lines = text.splitn(3, '\n');
    let (name, tally, position) = (lines.next(), lines.next(), lines.next());
    let variant: Variant = name.unwrap_or("").parse().map_err(|e| format!("{e}"))?;
    let tally = tally
        .and_then(read_tally)
        .ok_or("a question's second line is its tally")?;
    let mut game = Game::parse(variant, position.unwrap_or("")).map_err(|e| format!("{e}"))?;
    game.set_tally(tally);
    Ok(game)
}

/// `MOVES RECYCLES POINTS`.
fn read_tally(line: &str) -> Option<Tally> {
    let mut words = line.split(' ');
    let tally = Tally {
        moves: words.next()?.parse().ok()?,
        recycles: words.next()?.parse().ok()?,
        points: words.next()?.parse().ok()?,
    };
    words.next().is_none().then_some(tally)
}

/// The text of `answer`.
pub fn answer(answer: &Answer) -> String {
    match answer {
        Answer::Solved(line) => {
            let mut text = String::from("solved");
            for mv in line {
                text.push('\n');
                text.push_str(&mv.to_string());
            }
            text
        }
        Answer::Unwinnable => "unwinnable".into(),
        Answer::Undecided => "undecided".into(),
    }
}

/// The answer a text gives, or why it gives none.
pub fn read_answer(text: &str) -> Result<Answer, String> {
    let mut lines = text.lines();
    match lines.next() {
        Some("solved") => lines
            .map(|line| line.parse().map_err(|e| format!("{e}")))
            .collect::<Result<Vec<_>, _>>()
            .map(Answer::Solved),
        Some("unwinnable") if lines.next().is_none() => Ok(Answer::Unwinnable),
        Some("undecided") if lines.next().is_none() => Ok(Answer::Undecided),
        _ => Err(format!(
            "`{}` is not a solver's answer",
            text.lines().next().unwrap_or("")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Deal;
    use crate::model::moves::Move;
    use crate::model::pile::PileId;
    use crate::solver::{solve, Limits};

    fn game(name: &str, number: u64) -> Game {
        Game::new(Deal {
            variant: name.parse().unwrap(),
            number,
        })
    }

    /// The worker must search the very position the game holds: for every
    /// game, positions along a seeded random playout (redeals and passes
    /// spent, cards home) come out of the question with the same moves and
    /// the same answer from a small search.
    #[test]
    fn every_game_asks_about_exactly_its_position() {
        let small = Limits::states(3_000);
        for info in crate::games::GAMES.iter() {
            let mut game = Game::new(Deal {
                variant: info.variant,
                number: 5,
            });
            let mut seed = 7u64;
            for step in 0..60 {
                if step % 15 == 0 {
                    let asked = read_question(&question(&game)).unwrap();
                    // Copies of a card (two decks) may swap their ids.
                    assert_eq!(asked.to_string(), game.to_string(), "{}", info.id);
                    assert_eq!(asked.tally(), game.tally(), "{}", info.id);
                    assert_eq!(asked.legal_moves(), game.legal_moves(), "{}", info.id);
                    assert_eq!(solve(&asked, small), solve(&game, small), "{}", info.id);
                }
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                game.play(moves[(seed >> 33) as usize % moves.len()])
                    .unwrap();
            }
        }
    }

    #[test]
    fn a_won_line_comes_back_move_for_move_and_still_wins() {
        let game = game("freecell", 617);
        let Answer::Solved(line) = solve(&game, Limits::default()) else {
            panic!("deal 617 is won");
        };
        let back = read_answer(&answer(&Answer::Solved(line.clone()))).unwrap();
        assert_eq!(back, Answer::Solved(line.clone()));
        let mut replay = game.clone();
        for mv in line {
            replay.play(mv).unwrap();
        }
        assert!(replay.is_won());
    }

    #[test]
    fn every_kind_of_move_and_answer_reads_back() {
        let line = vec![
            Move::Draw,
            Move::one(PileId::Column(3), PileId::Foundation(1)),
            Move::Transfer {
                from: PileId::Reserve,
                to: PileId::Column(12),
                count: 5,
            },
            Move::Pair {
                a: PileId::Column(0),
                b: PileId::Waste,
            },
        ];
        for sent in [
            Answer::Solved(line),
            Answer::Solved(vec![]),
            Answer::Unwinnable,
            Answer::Undecided,
        ] {
            assert_eq!(read_answer(&answer(&sent)), Ok(sent));
        }
    }

    #[test]
    fn garbled_text_is_refused_with_its_reason() {
        assert!(read_question("nosuchgame\nt0: AS")
            .unwrap_err()
            .contains("nosuchgame"));
        assert!(read_question("klondike\nt0: ZZ").is_err());
        assert!(read_answer("maybe").unwrap_err().contains("maybe"));
        assert!(read_answer("solved\nt0 t99").is_err());
        assert!(read_answer("unwinnable\nt0 f0").is_err());
        assert!(read_answer("").is_err());
    }
}
