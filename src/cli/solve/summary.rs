//! `--summary`: solve a range of deals (over `--jobs` threads) and report
//! counts, times, solution lengths, peak memory, and whether every solution
//! replays to a win through the model.

use std::fmt::Write;
use std::ops::RangeInclusive;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::args::Request;
use super::one::{replays_to_win, solve};
use crate::cli::{interrupt, INTERRUPTED};
use crate::games::Game;
use crate::solver::Answer;

/// Deals a thread takes at a time: small for balance, large enough that the
/// shared counter is not contended.
const CHUNK: u64 = 32;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Solved,
    Unwinnable,
    Undecided,
}

struct Record {
    number: u64,
    kind: Kind,
    elapsed: Duration,
    length: usize,
    states: usize,
    replays: bool,
}

fn solve_deal(request: &Request, number: u64) -> Record {
    let game = Game::new(request.deal(number));
    let timed = solve(&game, request.limit, request.solver);
    let (kind, length, replays) = match &timed.answer {
        Answer::Solved(moves) => (Kind::Solved, moves.len(), replays_to_win(&game, moves)),
        Answer::Unwinnable => (Kind::Unwinnable, 0, true),
        Answer::Undecided => (Kind::Undecided, 0, true),
    };
    Record {
        number,
        kind,
        elapsed: timed.elapsed,
        length,
        states: timed.states,
        replays,
    }
}

/// The deals not yet handed to a worker, a chunk at a time. Kept as the
/// next deal or none, so a range ending at the last `u64` never wraps round
/// to deal 0 and starts again.
struct Deals {
    next: Mutex<Option<u64>>,
    last: u64,
}

impl Deals {
    fn new(first: u64, last: u64) -> Deals {
        Deals {
            next: Mutex::new(Some(first)),
            last,
        }
    }

    /// The next chunk, or `None` when every deal has been handed out.
    fn take(&self) -> Option<RangeInclusive<u64>> {
        let mut next = self.next.lock().expect("no worker panicked");
        let from = (*next)?;
        let to = from.saturating_add(CHUNK - 1).min(self.last);
        *next = to.checked_add(1).filter(|n| *n <= self.last);
        Some(from..=to)
    }
}

/// Solves deals `first..=last` and writes the report. Ctrl+C stops it
/// between deals; the report then covers the deals that finished.
pub(crate) fn run(request: &Request, first: u64, last: u64) -> (String, i32) {
    let catching = interrupt::catch();
    let started = Instant::now();
    let deals = Deals::new(first, last);
    let done = Mutex::new(Vec::new());
    let work = || {
        let mut mine = Vec::new();
        'chunks: while let Some(chunk) = deals.take() {
            for n in chunk {
                let record = solve_deal(request, n);
                // A deal cut short by Ctrl+C is not counted as undecided.
                if interrupt::asked() {
                    break 'chunks;
                }
                mine.push(record);
            }
        }
        done.lock().expect("no worker panicked").extend(mine);
    };
    let jobs = if request.jobs <= 1 {
        work();
        1
    } else {
        std::thread::scope(|s| {
            // A thread the system refuses is one job fewer, not a panic.
            let spawned = (0..request.jobs)
                .map_while(|_| std::thread::Builder::new().spawn_scoped(s, work).ok())
                .count();
            if spawned == 0 {
                work();
            }
            spawned.max(1)
        })
    };
    let mut records = done.into_inner().expect("no worker panicked");
    records.sort_by_key(|r| r.number);
    let run = Run {
        first,
        last,
        jobs,
        total: started.elapsed(),
        interrupted: interrupt::asked(),
    };
    drop(catching);
    report(request, &run, &records)
}

/// What a report says of the run as a whole.
struct Run {
    first: u64,
    last: u64,
    /// Threads that worked.
    jobs: usize,
    total: Duration,
    /// Stopped by Ctrl+C before every deal was solved.
    interrupted: bool,
}

fn report(request: &Request, run: &Run, records: &[Record]) -> (String, i32) {
    let Run {
        first, last, jobs, ..
    } = *run;
    let count = |k| records.iter().filter(|r| r.kind == k).count();
    let numbers = |k| {
        let list: Vec<String> = records
            .iter()
            .filter(|r| r.kind == k)
            .map(|r| r.number.to_string())
            .take(200)
            .collect();
        let more = if count(k) > list.len() { " …" } else { "" };
        if list.is_empty() {
            String::new()
        } else {
            format!(": {}{more}", list.join(" "))
        }
    };
    let mut times: Vec<Duration> = records.iter().map(|r| r.elapsed).collect();
    times.sort();
    let mut lengths: Vec<usize> = records
        .iter()
        .filter(|r| r.kind == Kind::Solved)
        .map(|r| r.length)
        .collect();
    lengths.sort();
    let mut states: Vec<usize> = records.iter().map(|r| r.states).collect();
    states.sort();
    let failures = records.iter().filter(|r| !r.replays).count();
    let ms = |d: Option<&Duration>| {
        d.map_or("n/a".into(), |d| format!("{:.3} ms", d.as_secs_f64() * 1e3))
    };
    // Which deal the largest figure is, to look at it alone.
    let whose =
        |worst: Option<&Record>| worst.map_or(String::new(), |r| format!(" (deal {})", r.number));
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} deals {first}-{last}: {} in {:.2} s ({jobs} job{})",
        request.variant.title(),
        records.len(),
        run.total.as_secs_f64(),
        if jobs == 1 { "" } else { "s" }
    );
    if run.interrupted {
        let _ = writeln!(
            out,
            "interrupted  by Ctrl+C: the figures are for the {} deals that finished",
            records.len()
        );
    }
    let _ = writeln!(out, "solved       {}", count(Kind::Solved));
    let _ = writeln!(
        out,
        "unwinnable   {}{}",
        count(Kind::Unwinnable),
        numbers(Kind::Unwinnable)
    );
    let _ = writeln!(
        out,
        "undecided    {}{}",
        count(Kind::Undecided),
        numbers(Kind::Undecided)
    );
    let _ = writeln!(
        out,
        "time/deal    median {}, p99 {}, max {}{}",
        ms(percentile(&times, 50)),
        ms(percentile(&times, 99)),
        ms(times.last()),
        whose(records.iter().max_by_key(|r| r.elapsed))
    );
    let _ = writeln!(
        out,
        "positions    median {}, p99 {}, max {} per deal{}",
        percentile(&states, 50).unwrap_or(&0),
        percentile(&states, 99).unwrap_or(&0),
        states.last().unwrap_or(&0),
        whose(records.iter().max_by_key(|r| r.states))
    );
    let _ = writeln!(
        out,
        "solution     median {} moves",
        percentile(&lengths, 50).map_or("n/a".into(), |n| n.to_string())
    );
    let _ = writeln!(
        out,
        "replay       {failures} failures (every solution played through the model)"
    );
    let _ = writeln!(out, "peak memory  {}", peak_memory());
    let status = if run.interrupted {
        INTERRUPTED
    } else if failures > 0 || count(Kind::Undecided) > 0 {
        2
    } else {
        0
    };
    (out, status)
}

/// The value at a percentile of a sorted list (nearest rank).
fn percentile<T>(sorted: &[T], pct: usize) -> Option<&T> {
    if sorted.is_empty() {
        return None;
    }
    let rank = (sorted.len() * pct).div_ceil(100).max(1);
    sorted.get(rank - 1)
}

/// The process's peak resident memory (VmHWM), where the system tells it.
fn peak_memory() -> String {
    #[cfg(target_os = "linux")]
    if let Ok(status) = std::fs::read_to_string("/proc/self/status") {
        if let Some(line) = status.lines().find(|l| l.starts_with("VmHWM:")) {
            let kb: u64 = line
                .split_whitespace()
                .nth(1)
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
            return format!("{:.1} MB", kb as f64 / 1024.0);
        }
    }
    "n/a".into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deals_are_handed_out_in_chunks_up_to_the_last_u64_and_no_further() {
        let deals = Deals::new(u64::MAX - 40, u64::MAX);
        assert_eq!(deals.take(), Some(u64::MAX - 40..=u64::MAX - 9));
        assert_eq!(deals.take(), Some(u64::MAX - 8..=u64::MAX));
        assert_eq!(deals.take(), None);
        assert_eq!(deals.take(), None);
        let one = Deals::new(5, 5);
        assert_eq!(one.take(), Some(5..=5));
        assert_eq!(one.take(), None);
    }

    #[test]
    fn percentiles_take_the_nearest_rank() {
        let list: Vec<u32> = (1..=100).collect();
        assert_eq!(percentile(&list, 50), Some(&50));
        assert_eq!(percentile(&list, 99), Some(&99));
        assert_eq!(percentile(&[7], 99), Some(&7));
        assert_eq!(percentile::<u32>(&[], 50), None);
    }
}
