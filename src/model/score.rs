//! Klondike scoring as Windows Solitaire kept it. The model counts the points
//! that moves earn; the time-dependent parts are functions of the seconds the
//! presenter's clock gives, because the model never reads a clock.

/// How a Klondike game is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Scoring {
    /// +10 a card home, +5 waste to column, +5 a turned card, −15 a card
    /// back from a foundation, a penalty for each pass after the first.
    #[default]
    Standard,
    /// −52 to start, +5 for every card home.
    Vegas,
}

/// Points for a card going to a foundation (standard scoring).
pub const TO_FOUNDATION: i32 = 10;
/// Points for a card from the waste to a column.
pub const WASTE_TO_COLUMN: i32 = 5;
/// Points for turning up a column card.
pub const TURN_CARD: i32 = 5;
/// Points for taking a card back from a foundation.
pub const FROM_FOUNDATION: i32 = -15;
/// The Vegas stake.
pub const VEGAS_STAKE: i32 = -52;
/// Vegas points per card home.
pub const VEGAS_PER_CARD: i32 = 5;

/// The penalty for turning the waste over, by cards drawn at a time.
pub fn recycle_penalty(draw: usize) -> i32 {
    if draw >= 3 {
        -20
    } else {
        -100
    }
}

/// Adds points to a standard score, which never goes below zero.
pub fn add_standard(score: i32, points: i32) -> i32 {
    (score + points).max(0)
}

/// The standard score shown in a timed game after `seconds`: −2 every ten
/// seconds (never below zero) and, once won after more than 30 seconds, a
/// bonus of 700,000 / seconds.
pub fn timed_standard(score: i32, seconds: u32, won: bool) -> i32 {
    let penalised = (score - 2 * (seconds / 10) as i32).max(0);
    let bonus = if won && seconds > 30 {
        (700_000 / seconds) as i32
    } else {
        0
    };
    penalised + bonus
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_costs_two_points_every_ten_seconds_but_never_below_zero() {
        assert_eq!(timed_standard(100, 9, false), 100);
        assert_eq!(timed_standard(100, 25, false), 96);
        assert_eq!(timed_standard(10, 600, false), 0);
    }

    #[test]
    fn a_win_after_thirty_seconds_earns_the_time_bonus() {
        assert_eq!(timed_standard(500, 100, true), 480 + 7000);
        assert_eq!(timed_standard(500, 30, true), 494);
    }
}
