//! `felt solve freecell N | A-B | --board FILE` and `felt solve klondike N
//! [--draw 1|3]`, with `--limit`, `--summary` and `--jobs`. A single game
//! prints its solution (FreeCell in fc-solve's notation, Klondike one model
//! move per line) and exits 0 solved, 1 proven unwinnable, 2 undecided.

mod args;
mod one;
mod summary;

use super::{input, Failure, Output, UsageError};
use crate::games::{Game, Variant};
use crate::solver::Answer;
use args::Target;

pub(crate) fn run(args: &[String]) -> Result<Output, Failure> {
    let request = args::parse(args)?;
    let game = match request.target {
        Target::Deals { first, last } if request.summary => {
            let (stdout, status) = summary::run(&request, first, last);
            return Ok(Output { stdout, status });
        }
        Target::Deals { first, last } if first == last => Game::new(request.deal(first)),
        Target::Deals { .. } => {
            return Err(UsageError("a range of deals needs --summary".into()).into())
        }
        Target::Board(ref file) => read_board(request.variant, file)?,
    };
    let timed = one::solve(&game, request.limit, request.solver);
    let stdout = match &timed.answer {
        Answer::Solved(moves) => game.line_text(moves).expect("the solver's moves are legal"),
        Answer::Unwinnable => "unwinnable\n".to_string(),
        Answer::Undecided => "undecided within the limit\n".to_string(),
    };
    Ok(Output {
        stdout,
        status: one::status(&timed.answer),
    })
}

/// Reads a position in the game's notation (FreeCell's is the board
/// format) from a file, or from stdin for `-`.
fn read_board(variant: Variant, file: &str) -> Result<Game, Failure> {
    let text = if file == "-" {
        input::read_stdin()
    } else {
        input::read_file(file.as_ref())
    }
    .map_err(Failure::Input)?;
    let name = if file == "-" { "stdin" } else { file };
    Game::parse(variant, &text).map_err(|e| Failure::Input(format!("{name}: {e}")))
}
