//! `felt deal freecell N` and `felt deal klondike N [--draw 1|3]`.

use super::flags::Flags;
use super::{draw, game_names, number, Output, UsageError};
use crate::games::{Deal, Game, Variant};

pub(crate) fn run(args: &[String]) -> Result<Output, UsageError> {
    let deal = parse(args)?;
    Ok(Output {
        stdout: Game::new(deal).to_string(),
        status: 0,
    })
}

/// Reads `VARIANT N [--draw 1|3]`.
pub(crate) fn parse(args: &[String]) -> Result<Deal, UsageError> {
    let name = args
        .first()
        .ok_or_else(|| UsageError(format!("`deal` needs a game: {}", game_names(false))))?;
    let mut variant: Variant = name.parse().map_err(|e| UsageError(format!("{e}")))?;
    let number: u64 = number(args.get(1), "deal number")?;
    let mut rest = args[2.min(args.len())..].iter();
    let mut flags = Flags::default();
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--draw" => {
                flags.once("--draw", flag)?;
                variant = draw(variant, rest.next())?;
            }
            other => return Err(UsageError(format!("unexpected argument `{other}`"))),
        }
    }
    Deal::new(variant, number).map_err(|e| UsageError(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal(line: &str) -> Result<Output, UsageError> {
        run(&crate::cli::words(line))
    }

    #[test]
    fn freecell_deal_1_prints_the_board() {
        let out = deal("freecell 1").unwrap();
        assert_eq!(out.stdout.lines().next(), Some(": JD KD 2S 4C 3S 6D 6S"));
        assert_eq!(out.stdout.lines().count(), 8);
    }

    #[test]
    fn klondike_draw_3_prints_a_legal_deal_the_same_each_time() {
        let out = deal("klondike 7 --draw 3").unwrap();
        assert_eq!(out.stdout, deal("klondike 7 --draw 3").unwrap().stdout);
        assert!(out.stdout.contains("t6: ["));
        assert_eq!(
            out.stdout
                .split_whitespace()
                .filter(|t| t.len() >= 2 && !t.ends_with(':'))
                .count(),
            52
        );
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        for (line, says) in [
            ("", "needs a game"),
            ("spider 1", "not a game"),
            ("freecell", "missing deal number"),
            ("freecell x", "`x` is not a valid deal number"),
            ("freecell 0", "numbered 1 to"),
            ("freecell 2147483648", "numbered 1 to"),
            ("freecell 1 --draw 3", "--draw takes 1 or 3, for klondike"),
            ("klondike 1 --draw 2", "--draw takes 1 or 3"),
            ("klondike -1", "not a valid"),
        ] {
            let err = deal(line).unwrap_err();
            assert!(err.0.contains(says), "{line}: {}", err.0);
        }
    }
}
