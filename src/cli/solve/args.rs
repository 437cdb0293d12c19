//! Reading `felt solve` arguments.

use std::time::Duration;

use super::super::flags::{deal_numbers, digits, Flags};
use super::super::{draw, game_names, number, UsageError};
use crate::games::{Deal, Variant};

/// What to solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// One deal, or an inclusive range of deals.
    Deals { first: u64, last: u64 },
    /// A position in the game's notation (FreeCell's board format), from a
    /// file or `-` (stdin).
    Board(String),
}

/// How far a search may go for one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Limit {
    States(usize),
    Time(Duration),
}

/// Which solver searches: the game's own (tuned to it), or the one
/// solver for any game (`--solver generic`), to measure it beside the
/// tuned one on the same deals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Solver {
    #[default]
    Tuned,
    Generic,
    /// The one solver for any game, best first.
    GenericBest,
}

/// The most `--jobs`: far more threads than cores only cost memory, and
/// thousands may not be allowed to start at all.
pub(crate) const MOST_JOBS: usize = 256;

/// A whole `felt solve` command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Request {
    pub(crate) variant: Variant,
    pub(crate) target: Target,
    pub(crate) limit: Option<Limit>,
    pub(crate) summary: bool,
    pub(crate) jobs: usize,
    pub(crate) solver: Solver,
}

impl Request {
    /// The deal numbered `n` of this request's variant.
    pub(crate) fn deal(&self, n: u64) -> Deal {
        Deal::new(self.variant, n).expect("range checked when parsed")
    }
}

/// Reads `VARIANT (N | A-B | --board FILE) [--draw 1|3] [--limit N|Nms|Ns]
/// [--summary] [--jobs N] [--solver tuned|generic]`.
pub(crate) fn parse(args: &[String]) -> Result<Request, UsageError> {
    let name = args
        .first()
        .ok_or_else(|| UsageError(format!("`solve` needs a game: {}", game_names(true))))?;
    let mut variant: Variant = name.parse().map_err(|e| UsageError(format!("{e}")))?;
    if !variant.info().solver {
        return Err(UsageError(format!(
            "no solver decides {} deals",
            variant.title()
        )));
    }
    let mut target = None;
    let mut limit = None;
    let mut summary = false;
    let mut jobs = 1;
    let mut solver = Solver::Tuned;
    let mut flags = Flags::default();
    let mut rest = args[1..].iter();
    while let Some(arg) = rest.next() {
        if let Some(key) = [
            "--draw",
            "--limit",
            "--summary",
            "--jobs",
            "--board",
            "--solver",
        ]
        .into_iter()
        .find(|key| key == arg)
        {
            flags.once(key, arg)?;
        }
        match arg.as_str() {
            "--draw" => variant = draw(variant, rest.next())?,
            "--limit" => limit = Some(parse_limit(rest.next())?),
            "--summary" => summary = true,
            "--jobs" => {
                jobs = number(rest.next(), "number of jobs")?;
                if jobs == 0 {
                    return Err(UsageError("--jobs needs at least 1".into()));
                }
                if jobs > MOST_JOBS {
                    return Err(UsageError(format!("--jobs is at most {MOST_JOBS}")));
                }
            }
            "--solver" => {
                solver = match rest.next().map(String::as_str) {
                    Some("tuned") => Solver::Tuned,
                    Some("generic") => Solver::Generic,
                    Some("generic-best") => Solver::GenericBest,
                    _ => {
                        return Err(UsageError(
                            "--solver takes tuned (the game's own), generic or generic-best".into(),
                        ))
                    }
                }
            }
            "--board" => {
                let file = rest
                    .next()
                    .ok_or_else(|| UsageError("--board needs a file (or - for stdin)".into()))?;
                set(&mut target, Target::Board(file.clone()))?;
            }
            other if other.starts_with("--") => {
                return Err(UsageError(format!("unexpected argument `{other}`")))
            }
            deals => set(&mut target, parse_deals(deals, variant)?)?,
        }
    }
    let target = target.ok_or_else(|| UsageError("missing deal number (N or A-B)".into()))?;
    if summary && matches!(target, Target::Board(_)) {
        return Err(UsageError("--summary is for a range of deals".into()));
    }
    // Said, not ignored: a user who asks for threads on one game expects
    // them to count.
    if flags.has("--jobs") && !summary {
        return Err(UsageError(
            "--jobs is for --summary only: one deal's search runs on one thread".into(),
        ));
    }
    Ok(Request {
        variant,
        target,
        limit,
        summary,
        jobs,
        solver,
    })
}

fn set(slot: &mut Option<Target>, target: Target) -> Result<(), UsageError> {
    if slot.replace(target).is_some() {
        return Err(UsageError("give one deal, range or board".into()));
    }
    Ok(())
}

/// `N` or `A-B`, each within the variant's deal numbers.
fn parse_deals(text: &str, variant: Variant) -> Result<Target, UsageError> {
    let (first, last) = deal_numbers(text)?;
    for n in [first, last] {
        Deal::new(variant, n).map_err(|e| UsageError(e.to_string()))?;
    }
    if first > last {
        return Err(UsageError(format!("the range {text} is empty")));
    }
    Ok(Target::Deals { first, last })
}

/// `500000` (positions), `250ms` or `2s` (time per deal; `1.5s`). Every
/// limit is more than nothing: a limit of zero, or one that rounds to zero
/// (`0.0000000001s`, under a nanosecond), would leave every deal
/// undecided, so it is refused as `--limit 0` is. Numbers are plain digits, with a point for a time: no
/// sign, exponent, `inf` or `NaN`.
fn parse_limit(text: Option<&String>) -> Result<Limit, UsageError> {
    let text =
        text.ok_or_else(|| UsageError("--limit needs states (500000) or time (250ms, 2s)".into()))?;
    let bad = || {
        UsageError(format!(
            "`{text}` is not a limit: positions (500000) or a time (250ms, 2s), more than zero"
        ))
    };
    let limit = if let Some(ms) = text.strip_suffix("ms") {
        Limit::Time(time(ms, 1e-3).ok_or_else(bad)?)
    } else if let Some(s) = text.strip_suffix('s') {
        Limit::Time(time(s, 1.0).ok_or_else(bad)?)
    } else {
        Limit::States(digits(text).ok_or_else(bad)?)
    };
    match limit {
        Limit::States(0) => Err(bad()),
        Limit::Time(t) if t.is_zero() => Err(bad()),
        _ => Ok(limit),
    }
}

/// A time of `text` units of `unit` seconds, `text` plain digits with at
/// most one point; none past what a Duration holds (about 584 billion
/// years).
fn time(text: &str, unit: f64) -> Option<Duration> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let plain = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + fraction.len() == 0 || !plain(whole) || !plain(fraction) {
        return None;
    }
    let value: f64 = text.parse().ok()?;
    Duration::try_from_secs_f64(value * unit).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_line(line: &str) -> Result<Request, UsageError> {
        parse(&crate::cli::words(line))
    }

    #[test]
    fn a_range_with_jobs_limit_and_summary_is_understood() {
        let r = parse_line("freecell 1-32000 --summary --jobs 2 --limit 250ms").unwrap();
        assert_eq!(
            r.target,
            Target::Deals {
                first: 1,
                last: 32000
            }
        );
        assert_eq!(r.limit, Some(Limit::Time(Duration::from_millis(250))));
        assert!(r.summary);
        assert_eq!(r.jobs, 2);
        assert_eq!(r.solver, Solver::Tuned);
        let r = parse_line("bakersdozen 1-200 --summary --solver generic").unwrap();
        assert_eq!(r.solver, Solver::Generic);
        let r = parse_line("klondike 7 --draw 3 --limit 500000").unwrap();
        assert_eq!(r.variant.name(), "klondike3");
        assert_eq!(r.limit, Some(Limit::States(500000)));
        assert_eq!(
            parse_line("freecell 1 --limit 2s").unwrap().limit,
            Some(Limit::Time(Duration::from_secs(2)))
        );
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        for (line, says) in [
            ("", "needs a game"),
            ("spider 1", "not a game"),
            ("spider9 1", "not a game"),
            ("freecell", "missing deal number"),
            ("freecell x", "not a valid deal number"),
            ("freecell 0", "numbered 1 to"),
            ("freecell 5-2", "is empty"),
            ("klondike 1 --draw 2", "--draw takes 1 or 3"),
            ("freecell 1 --limit", "--limit needs"),
            ("freecell 1 --limit 3x", "not a limit"),
            ("freecell 1 --limit 0", "not a limit"),
            ("freecell 1 --jobs 0", "at least 1"),
            (
                "freecell 1-9 --summary --jobs 5000",
                "--jobs is at most 256",
            ),
            ("klondike 7 --limit 1e20s", "`1e20s` is not a limit"),
            ("klondike 7 --limit -1s", "not a limit"),
            ("klondike 7 --limit NaNs", "not a limit"),
            ("freecell 1 2", "one deal"),
            ("freecell 1 --fast", "unexpected argument"),
            ("freecell 1 --draw 3", "--draw takes 1 or 3, for klondike"),
            ("freecell --board", "--board needs a file"),
            ("freecell 1 --solver", "--solver takes tuned"),
            ("freecell 1 --solver fast", "--solver takes tuned"),
            (
                "freecell 1 --solver generic --solver tuned",
                "--solver is given twice",
            ),
            ("freecell --board f --summary", "--summary is for a range"),
        ] {
            let err = parse_line(line).unwrap_err();
            assert!(err.0.contains(says), "{line}: {}", err.0);
        }
    }
}
