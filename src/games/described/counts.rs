//! The count lines of a position's notation: what the game has used up
//! that its cards do not show. A stock with a limited number of passes
//! writes `pass: N` (the pass through the stock the game is on, from 1)
//! once the waste has been turned over, so a position read back has no
//! more passes left than the one written; a stock that redeals writes
//! `redeals: N` ([`super::redeal`]).

use std::fmt;
use std::ops::RangeInclusive;

use super::vocabulary::Stock;
use super::{DescId, Described};
use crate::model::notation::{Given, ParseError};

/// `text` without its line named `name`, and the count given there (None
/// when no line names it). The lines keep their numbers for the errors; a
/// count outside `range` is refused with `expected`.
pub(super) fn take_count(
    text: &str,
    name: &str,
    range: RangeInclusive<u32>,
    expected: &str,
) -> Result<(String, Option<u32>), ParseError> {
    let mut rest = String::new();
    let mut count = None;
    let mut given = Given::new();
    for (i, line) in text.lines().enumerate() {
        match line.split_once(':') {
            Some((named, n)) if named.trim() == name => {
                given.once((), i + 1, name)?;
                let n = n.trim();
                count = Some(
                    n.parse()
                        .ok()
                        .filter(|n| range.contains(n))
                        .ok_or_else(|| ParseError::new(i + 1, n, expected))?,
                );
            }
            _ => rest += line,
        }
        rest.push('\n');
    }
    Ok((rest, count))
}

impl Described {
    /// The passes the stock allows, when they are limited.
    fn passes_allowed(&self) -> Option<u8> {
        match self.description().stock {
            Stock::Waste { passes, .. } => passes,
            _ => None,
        }
    }

    /// `text` without its `pass: N` line, and the turns of the waste that
    /// pass N means (N - 1; 0 when not given), for a stock of limited
    /// passes; `text` as it is otherwise.
    pub(super) fn read_pass(text: &str, id: DescId) -> Result<(String, u32), ParseError> {
        let Stock::Waste {
            passes: Some(passes),
            ..
        } = id.description().stock
        else {
            return Ok((text.to_string(), 0));
        };
        let last = u32::from(passes);
        let (rest, pass) = take_count(
            text,
            "pass",
            1..=last,
            &format!("the stock allows {last} passes"),
        )?;
        Ok((rest, pass.map_or(0, |p| p - 1)))
    }

    /// The `pass: N` line, for a stock of limited passes once its waste
    /// has been turned over (a position on its first pass writes none).
    pub(super) fn write_pass(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.passes_allowed().is_some() && self.recycles > 0 {
            writeln!(f, "pass: {}", self.recycles + 1)?;
        }
        Ok(())
    }
}
