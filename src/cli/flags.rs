//! What every command's arguments share: each option given once, and deal
//! numbers and ranges read the same way wherever they are taken.

use super::UsageError;

/// The options a command line has given so far. A second `--limit` is
/// refused: taking the last one silently would hide a mistake (or an
/// alias that was meant to be something else).
#[derive(Default)]
pub(crate) struct Flags {
    /// Each option by the name it is known by, with the spelling given.
    seen: Vec<(&'static str, String)>,
}

impl Flags {
    /// Notes the option `key`, written `given` (an alias may spell it
    /// otherwise: `--game` is `--variant`); the error when it came before.
    pub(crate) fn once(&mut self, key: &'static str, given: &str) -> Result<(), UsageError> {
        if let Some((_, first)) = self.seen.iter().find(|(seen, _)| *seen == key) {
            return Err(UsageError(if first == given {
                format!("{given} is given twice")
            } else {
                format!("{given} is given twice (as {first} before)")
            }));
        }
        self.seen.push((key, given.to_string()));
        Ok(())
    }

    /// Whether the option `key` was given.
    pub(crate) fn has(&self, key: &str) -> bool {
        self.seen.iter().any(|(seen, _)| *seen == key)
    }
}

/// A whole number written in digits only: no sign (`-1`, `+5`), no space.
pub(crate) fn digits<T: std::str::FromStr>(text: &str) -> Option<T> {
    let plain = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    plain.then(|| text.parse().ok()).flatten()
}

/// `N` or `A-B`: the first and last deal, both in digits. Anything else
/// (`-1`, `1-`, `1-x`) is refused naming the whole of it. Whether the
/// numbers are deals of the game, and the range not empty, is the caller's.
pub(crate) fn deal_numbers(text: &str) -> Result<(u64, u64), UsageError> {
    let bad = || {
        UsageError(format!(
            "`{text}` is not a valid deal number or range (N or A-B, e.g. 7 or 1-100)"
        ))
    };
    match text.split_once('-') {
        Some((a, b)) => Ok((digits(a).ok_or_else(bad)?, digits(b).ok_or_else(bad)?)),
        None => {
            let n = digits(text).ok_or_else(bad)?;
            Ok((n, n))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_option_is_taken_once_under_any_of_its_names() {
        let mut flags = Flags::default();
        flags.once("--limit", "--limit").unwrap();
        flags.once("--variant", "--game").unwrap();
        assert!(flags.has("--limit") && !flags.has("--jobs"));
        assert_eq!(
            flags.once("--limit", "--limit").unwrap_err().0,
            "--limit is given twice"
        );
        assert_eq!(
            flags.once("--variant", "--variant").unwrap_err().0,
            "--variant is given twice (as --game before)"
        );
    }

    #[test]
    fn deal_numbers_are_digits_alone_or_a_range_of_them() {
        assert_eq!(deal_numbers("7").unwrap(), (7, 7));
        assert_eq!(deal_numbers("1-100").unwrap(), (1, 100));
        for text in [
            "-1", "-5", "1-", "-", "+5", "1-+2", "x", "1-x", " 1", "1--2", "",
        ] {
            let err = deal_numbers(text).unwrap_err().0;
            assert!(
                err.starts_with(&format!("`{text}` is not a valid deal number or range")),
                "{text}: {err}"
            );
        }
    }
}
