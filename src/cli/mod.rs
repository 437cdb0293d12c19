//! The command line: `felt deal …`, `solve …`, `bench hints`. Each command
//! returns its output and exit status instead of printing, so it is tested
//! like any function; `main` prints.

mod bench;
mod deal;
pub mod query;
pub mod solve;
pub mod window;

use std::fmt;

/// What a command produced: text for stdout and an exit status.
#[derive(Debug, PartialEq, Eq)]
pub struct Output {
    pub stdout: String,
    pub status: i32,
}

/// A command line that could not be understood; printed to stderr with the
/// usage, exit status 2.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "felt: {}\n\n{}", self.0, USAGE)
    }
}

impl std::error::Error for UsageError {}

pub const USAGE: &str = "\
usage:
  felt                                   play (opens the window)
  felt --variant klondike|klondike3|freecell [--deal N] [--size WxH]
                                         open that deal
  felt ... --position FILE               start from a position in notation
  felt ... --screenshot out.png [--wait S]
                                         render to a PNG (after S seconds of play) and exit
  felt ... --capture shot.png            where F12 saves a screenshot
  felt bench frames [--frames N]         time frames with all 52 cards in flight
  felt bench hints [--deals A-B]         time the in-game solver (hints, the light)
  felt deal freecell N                   print Microsoft FreeCell deal N (board format)
  felt deal klondike N [--draw 1|3]      print Klondike deal N (notation)
  felt solve freecell N | --board FILE|-  [--limit N|250ms|2s]
                                         solve a deal or board (fc-solve notation);
                                         exit 0 solved, 1 unwinnable, 2 undecided
  felt solve klondike N [--draw 1|3] [--limit N|250ms|2s]
                                         solve a Klondike deal, one move per line
  felt solve freecell|klondike A-B --summary [--jobs N] [--limit ...]
                                         solve a range: counts, times, lengths, peak memory
  felt help                              this text";

/// Whether the arguments name a command-line tool (as opposed to options for
/// the window).
pub fn is_command(args: &[String]) -> bool {
    matches!(
        args.first().map(String::as_str),
        Some("deal" | "solve" | "help" | "--help" | "-h")
    ) || (args.first().map(String::as_str) == Some("bench")
        && args.get(1).map(String::as_str) == Some("hints"))
}

/// Runs a command-line tool.
pub fn run(args: &[String]) -> Result<Output, UsageError> {
    match args.first().map(String::as_str) {
        Some("deal") => deal::run(&args[1..]),
        Some("solve") => solve::run(&args[1..]),
        Some("bench") => bench::run(&args[1..]),
        Some("help" | "--help" | "-h") => Ok(Output {
            stdout: format!("{USAGE}\n"),
            status: 0,
        }),
        Some(other) => Err(UsageError(format!("unknown command `{other}`"))),
        None => Err(UsageError("no command given".into())),
    }
}

/// Reads a number argument, naming it in the error.
fn number<T: std::str::FromStr>(text: Option<&String>, what: &str) -> Result<T, UsageError> {
    let text = text.ok_or_else(|| UsageError(format!("missing {what}")))?;
    text.parse()
        .map_err(|_| UsageError(format!("`{text}` is not a valid {what}")))
}

/// A command line written as one string, for tests.
#[cfg(test)]
pub(crate) fn words(line: &str) -> Vec<String> {
    line.split_whitespace().map(String::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_commands_are_usage_errors() {
        assert!(run(&words("shuffle")).is_err());
        assert!(run(&[]).is_err());
        assert_eq!(run(&words("help")).unwrap().status, 0);
    }
}
