//! The command line: `felt deal …`, `solve …`, `bench hints`. Each command
//! returns its output and exit status instead of printing, so it is tested
//! like any function; `main` prints.

mod bench;
mod deal;
mod flags;
pub mod frames;
pub(crate) mod input;
mod interrupt;
pub mod print;
pub mod query;
pub mod rules;
pub(crate) mod solve;
pub mod window;

use std::fmt;

/// What a command produced: text for stdout and an exit status.
#[derive(Debug, PartialEq, Eq)]
pub struct Output {
    pub stdout: String,
    pub status: i32,
}

/// Exit status: the command line is wrong (EX_USAGE in sysexits.h). Not 2,
/// which `solve` gives for "undecided".
pub const EX_USAGE: u8 = 64;

/// Exit status: the board or position given cannot be read, or is no
/// position the game can have (EX_DATAERR in sysexits.h).
pub const EX_DATAERR: u8 = 65;

/// Exit status: stopped by Ctrl+C (128 + SIGINT, as shells report it).
pub(crate) const INTERRUPTED: i32 = 130;

/// A command line that could not be understood; printed to stderr with the
/// usage, exit status [`EX_USAGE`].
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "felt: {}\n\n{}", self.0, usage())
    }
}

impl std::error::Error for UsageError {}

/// Why a command did nothing: its arguments, or what they point to.
#[derive(Debug, PartialEq, Eq)]
pub enum Failure {
    /// The command line is wrong.
    Usage(UsageError),
    /// A board or position (a file, stdin) that cannot be read, or is no
    /// position the game can have; the arguments were fine, so no usage
    /// follows the message.
    Input(String),
}

impl Failure {
    /// The exit status that tells the two apart.
    pub fn status(&self) -> u8 {
        match self {
            Failure::Usage(_) => EX_USAGE,
            Failure::Input(_) => EX_DATAERR,
        }
    }
}

impl From<UsageError> for Failure {
    fn from(err: UsageError) -> Failure {
        Failure::Usage(err)
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage(err) => err.fmt(f),
            Failure::Input(why) => write!(f, "felt: {why}"),
        }
    }
}

impl std::error::Error for Failure {}

/// The usage text, with the games of the list named in it.
pub fn usage() -> String {
    format!(
        "{USAGE}\n\ngames:\n  {}\n  with a solver (`felt solve`): {}",
        game_names(false),
        game_names(true)
    )
}

/// The names of the games (only those with a solver when `solver`), from
/// the one list of games, for the usage and for "needs a game".
fn game_names(solver: bool) -> String {
    crate::games::GAMES
        .iter()
        .filter(|g| !solver || g.solver)
        .map(|g| g.id)
        .collect::<Vec<_>>()
        .join(" ")
}

const USAGE: &str = "\
usage:
  felt                                   play (opens the window)
  felt --variant GAME [--deal N] [--size WxH]
                                         open that deal
  felt ... --position FILE               start from a position in notation
  felt --rules FILE [--deal N]           play the game described in FILE (README: Adding a
                                         game); one that makes no sense: its line, exit 65
  felt ... --screenshot out.png [--wait S]
                                         render to a PNG (after S seconds of play) and exit
  felt ... --capture shot.png            where F12 saves a screenshot
  felt bench frames [--frames N]         time N frames (200) of an idle table and N with
                                         every card in flight, alternating; their ratio
  felt bench hints [--deals A-B]         time the in-game solver (hints, the light)
  felt deal GAME N [--draw 1|3]          print deal N in the game's notation
                                         (FreeCell: Microsoft's deal, board format)
  felt deal --rules FILE N               ... of the game described in FILE
  felt solve GAME N | --board FILE|-  [--limit N|250ms|2s]
                                         solve a deal, or a position in the game's notation
                                         (FreeCell: board format in, fc-solve's moves out)
  felt solve --rules FILE N              solve deal N of the game described in FILE
  felt solve klondike N [--draw 1|3] [--limit N|250ms|2s]
                                         solve a Klondike deal, one move per line
  felt solve GAME A-B --summary [--jobs N] [--limit ...]
                                         solve a range: counts, times, lengths, peak memory;
                                         Ctrl+C stops it and reports the deals finished;
                                         --jobs N threads (1) is for --summary only: one
                                         deal's search runs on one thread
  felt solve ... --solver generic|generic-best
                                         the one solver for any game (the game's own legal
                                         moves; depth first, or best first) instead of the
                                         game's own, to compare them
  felt help                              this text

exit status:
  0    done; solve: solved (--summary: all decided, every solution replayed)
  1    solve: proven unwinnable; the window cannot open here
  2    solve: undecided within the limit (--summary: some undecided, or a replay failed)
  64   the command line is wrong
  65   the board or position (file or stdin) is unreadable or impossible (a card missing)
  74   the output cannot be written (a full disk; a closed pipe is no error)
  130  stopped by Ctrl+C";

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
pub fn run(args: &[String]) -> Result<Output, Failure> {
    Ok(match args.first().map(String::as_str) {
        Some("deal") => deal::run(&rules::replace_rules(&args[1..])?)?,
        Some("solve") => solve::run(&rules::replace_rules(&args[1..])?)?,
        Some("bench") => bench::run(&args[1..])?,
        Some("help" | "--help" | "-h") if args.len() > 1 => {
            return Err(UsageError(format!(
                "unexpected argument `{}`: `felt help` takes none",
                args[1]
            ))
            .into())
        }
        Some("help" | "--help" | "-h") => Output {
            stdout: format!("{}\n", usage()),
            status: 0,
        },
        Some(other) => return Err(UsageError(format!("unknown command `{other}`")).into()),
        None => return Err(UsageError("no command given".into()).into()),
    })
}

/// The game of `--draw N`: the same game turning N cards, if it has that
/// choice.
fn draw(
    variant: crate::games::Variant,
    cards: Option<&String>,
) -> Result<crate::games::Variant, UsageError> {
    let cards = cards.ok_or_else(|| UsageError("--draw takes 1 or 3".into()))?;
    variant.with_draw(cards).ok_or_else(|| {
        UsageError(format!(
            "--draw takes 1 or 3, for klondike (not `--draw {cards}` for {})",
            variant.title()
        ))
    })
}

/// Reads a number argument in digits (no sign), naming it in the error.
fn number<T: std::str::FromStr>(text: Option<&String>, what: &str) -> Result<T, UsageError> {
    let text = text.ok_or_else(|| UsageError(format!("missing {what}")))?;
    flags::digits(text).ok_or_else(|| UsageError(format!("`{text}` is not a valid {what}")))
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
        assert_eq!(run(&words("shuffle")).unwrap_err().status(), EX_USAGE);
        assert_eq!(run(&[]).unwrap_err().status(), EX_USAGE);
        assert_eq!(run(&words("help")).unwrap().status, 0);
    }

    #[test]
    fn help_lists_every_exit_status() {
        for status in ["0 ", "1 ", "2 ", "64 ", "65 ", "74 ", "130 "] {
            assert!(
                usage().contains(&format!("\n  {status}")),
                "no status {status}in the usage"
            );
        }
    }
}
