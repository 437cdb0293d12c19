//! `felt bench hints [--deals A-B]`: how soon the game's solver answers on
//! positions a player meets, timed as the game runs it: a search with the
//! in-game limits, stepped 64 units at a time (what `think` does between
//! its clock checks). The positions are each deal's start and the positions
//! after 10, 20 and 30 moves picked at random (seeded by the deal number)
//! among the legal ones (to a free cell only when there is nothing else,
//! never from cell to cell), for Klondike draw 1 and 3 and FreeCell; a walk
//! that reaches a position with no move ends there.
//!
//! The game thinks 3 ms a frame for the light and 8 ms a frame while a hint
//! waits, so at 60 frames a second a proven hint asked for at once is there
//! within 100 ms when the search needs at most 6 × 8 = 48 ms, and the light
//! settles within 1 s when it needs at most 60 × 3 = 180 ms. The longest
//! single step shows how far the game can overrun its slice.

use std::time::{Duration, Instant};

use rand::RngCore;
use rand_pcg::Pcg32;

use super::flags::{deal_numbers, Flags};
use super::{Output, UsageError};
use crate::games::{Deal, Game, Variant};
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::solver::{self, Answer, GAME_LIMITS};

/// Thinking a hint may take and still show within 100 ms at 60 fps.
const HINT_BUDGET: Duration = Duration::from_millis(48);
/// Thinking the light may take and still settle within 1 s at 60 fps.
const LIGHT_BUDGET: Duration = Duration::from_millis(180);
/// Past this a search is stopped and counted as not settled.
const GIVE_UP: Duration = Duration::from_secs(2);
/// Random moves played before each measured position.
const WALKS: [u32; 4] = [0, 10, 20, 30];

/// Reads `hints [--deals A-B]` (after `bench`).
fn parse(args: &[String]) -> Result<(u64, u64), UsageError> {
    if args.first().map(String::as_str) != Some("hints") {
        return Err(UsageError("`bench` takes `frames` or `hints`".into()));
    }
    let mut range = (1, 50);
    let mut flags = Flags::default();
    let mut rest = args[1..].iter();
    while let Some(flag) = rest.next() {
        match flag.as_str() {
            "--deals" => {
                flags.once("--deals", flag)?;
                let text = rest
                    .next()
                    .ok_or_else(|| UsageError("--deals needs a range (1-50)".into()))?;
                let (first, last) = deal_numbers(text)?;
                if first == 0 || first > last || last > 32000 {
                    return Err(UsageError(format!(
                        "--deals takes a range within 1-32000, not {text}"
                    )));
                }
                range = (first, last);
            }
            other => return Err(UsageError(format!("unexpected argument `{other}`"))),
        }
    }
    Ok(range)
}

/// One measured position.
struct Timing {
    thinking: Duration,
    longest_step: Duration,
    settled: bool,
}

fn time_search(game: &Game) -> Timing {
    // Making the search is part of the first frame's work too.
    let start = Instant::now();
    let mut search = solver::search(game, GAME_LIMITS);
    let mut thinking = start.elapsed();
    let mut longest_step = thinking;
    loop {
        let start = Instant::now();
        let answer = search.step(64);
        let took = start.elapsed();
        thinking += took;
        longest_step = longest_step.max(took);
        match answer {
            Some(answer) => {
                return Timing {
                    thinking,
                    longest_step,
                    settled: !matches!(answer, Answer::Undecided),
                }
            }
            None if thinking > GIVE_UP => {
                return Timing {
                    thinking,
                    longest_step,
                    settled: false,
                }
            }
            None => {}
        }
    }
}

/// The deal's positions after each of [`WALKS`] random legal moves (fewer
/// when a walk reaches a position with no move).
fn positions(deal: Deal) -> Vec<Game> {
    let mut rng = Pcg32::new(deal.number, 0x5eed_b3c4);
    let mut game = Game::new(deal);
    let mut played = 0;
    let mut out = Vec::new();
    for &k in &WALKS {
        while played < k {
            // Moves to a free cell are most of FreeCell's moves, and a walk
            // of them only fills the cells; a player makes them sparingly,
            // and never from one cell to another.
            // The empty cells are one place to a player: a move into the
            // first stands for them all.
            let cell = |p: PileId| matches!(p, PileId::FreeCell(_));
            let first_empty = (0..)
                .map(PileId::FreeCell)
                .take_while(|&p| game.pile(p).is_some())
                .find(|&p| game.pile(p).is_some_and(|c| c.is_empty()));
            let (to_cell, other): (Vec<Move>, Vec<Move>) = game
                .legal_moves()
                .into_iter()
                .filter(
                    |m| !matches!(m, Move::Transfer { from, to, .. } if cell(*from) && cell(*to)),
                )
                .filter(|m| !matches!(m, Move::Transfer { to, .. } if cell(*to) && Some(*to) != first_empty))
                .partition(|m| matches!(m, Move::Transfer { to, .. } if cell(*to)));
            let choice = if other.is_empty() { to_cell } else { other };
            if choice.is_empty() || game.is_won() {
                return out;
            }
            let mv = choice[rng.next_u32() as usize % choice.len()];
            game.play(mv).expect("a legal move plays");
            played += 1;
        }
        if !game.is_won() {
            out.push(game.clone());
        }
    }
    out
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(i).copied().unwrap_or_default()
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

pub(crate) fn run(args: &[String]) -> Result<Output, UsageError> {
    let (first, last) = parse(args)?;
    // Every game the chooser offers that has a solver.
    let variants: Vec<Variant> = crate::games::list::offered()
        .filter(|g| g.solver)
        .map(|g| g.variant)
        .collect();
    // As wide as the longest name ("grandfathersclock"), so the columns
    // line up.
    let w = variants
        .iter()
        .map(|v| v.name().len())
        .fold("variant".len(), usize::max);
    let mut out = format!(
        "deals {first}-{last}, positions after {WALKS:?} random moves; in-game limits, steps of 64\n\
         {:<w$} {:>9} {:>10} {:>10} {:>10} {:>10} {:>12} {:>13}\n",
        "variant", "positions", "median", "p90", "p99", "step max", "hint ≤48ms", "light ≤180ms",
    );
    for variant in variants {
        let mut times = Vec::new();
        let mut longest_step = Duration::ZERO;
        let (mut hint_ok, mut light_ok) = (0, 0);
        for n in first..=last {
            let deal = Deal::new(variant, n).map_err(|e| UsageError(e.to_string()))?;
            for game in positions(deal) {
                let t = time_search(&game);
                longest_step = longest_step.max(t.longest_step);
                hint_ok += usize::from(t.settled && t.thinking <= HINT_BUDGET);
                light_ok += usize::from(t.settled && t.thinking <= LIGHT_BUDGET);
                times.push(t.thinking);
            }
        }
        times.sort();
        let share = |k: usize| format!("{:.1}%", 100.0 * k as f64 / times.len().max(1) as f64);
        out += &format!(
            "{:<w$} {:>9} {:>10} {:>10} {:>10} {:>10} {:>12} {:>13}\n",
            variant.name(),
            times.len(),
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.9)),
            ms(percentile(&times, 0.99)),
            ms(longest_step),
            share(hint_ok),
            share(light_ok),
        );
    }
    Ok(Output {
        stdout: out,
        status: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::words;
    use crate::games::Variant;

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        for (line, says) in [
            ("speed", "takes `frames` or `hints`"),
            ("hints --deals", "needs a range"),
            ("hints --deals 5-2", "within 1-32000"),
            ("hints --deals 0-3", "within 1-32000"),
            ("hints --deals x", "not a valid deal number"),
            ("hints --fast", "unexpected argument"),
        ] {
            let err = parse(&words(line)).expect_err(line);
            assert!(err.0.contains(says), "{line}: {}", err.0);
        }
    }

    #[test]
    fn the_positions_are_the_start_and_later_ones_of_the_same_deal() {
        let deal = Deal::new("klondike".parse::<Variant>().unwrap(), 1).unwrap();
        let games = positions(deal);
        assert_eq!(games.len(), WALKS.len());
        assert_eq!(games[0], Game::new(deal));
        assert!(games.windows(2).all(|w| w[0] != w[1]));
        assert_eq!(positions(deal), games, "seeded by the deal");
    }

    #[test]
    fn a_walk_that_fills_every_free_cell_stops_there() {
        // FreeCell deal 1 has no move between columns at the start.
        let deal = Deal::new("freecell".parse::<Variant>().unwrap(), 1).unwrap();
        let games = positions(deal);
        assert_eq!(games.len(), 1, "only the start");
    }

    #[test]
    fn a_small_run_reports_every_variant_in_columns_that_line_up() {
        let out = run(&words("hints --deals 1-1")).unwrap();
        for name in ["klondike ", "klondike3 ", "freecell ", "grandfathersclock "] {
            assert!(out.stdout.contains(name), "{}", out.stdout);
        }
        // Every row's count of positions ends where the header's
        // "positions" does, the longest names too.
        let lines: Vec<&str> = out.stdout.lines().skip(1).collect();
        let end = lines[0].find("positions").unwrap() + "positions".len();
        for line in &lines[1..] {
            let count_end = line[..end].trim_end().len();
            assert_eq!(count_end, end, "{line}");
            assert!(
                line[..end].ends_with(|c: char| c.is_ascii_digit()),
                "{line}"
            );
        }
    }
}
