//! `felt bench frames`: two tables timed in one run and the same window,
//! an idle one (every card at rest) and one with every card in flight,
//! alternating in short blocks so that whatever else the machine does
//! weighs on both alike. For each: the whole frame (wall time from one
//! frame's start to the next, GPU work and swap included), the process's
//! CPU time per frame (with a software GL its rasteriser threads are in
//! it, and it is far less disturbed by other programs than wall time), our
//! own work (update and drawing calls), the draw calls and the pixels the
//! table's quads cover; then flight over idle.
//!
//! The shell's loop drives it: [`FrameBench::begin_frame`] at the top of
//! each frame, [`FrameBench::end_work`] after the drawing calls.
//!
//! Figures, `xvfb-run -a -s "-screen 0 1280x800x24" felt bench frames
//! --frames 200`, Mesa llvmpipe on 2 cores shared with other builds
//! (medians of two runs each, idle / in flight):
//!
//! - before: whole frame 74–90 / 149–176 ms (×2.0), CPU 37 / 75 ms,
//!   10 / 15 draw calls, 1.02 / 2.20 screens of table pixels. The window
//!   was 4× multisampled (a bare clear cost ~35 ms of a software GL's
//!   time), and each flying card's shadow was ~110 thin untextured
//!   triangles whose dark middle lay under the card.
//! - after: 25–32 / 36–49 ms whole (×1.3–1.5 in most runs, wall time
//!   is noisy here), CPU 13 / 18–19 ms (×1.36–1.43), 3 / 3 draw calls,
//!   1.05 / 1.35 screens: no multisampling (cards smooth their edges
//!   through the atlas), shadows are atlas quads about the card's edge
//!   only (see the painter's `shadow`). A custom shader drawing card and
//!   shadow in one quad was tried: llvmpipe ran it four times slower than
//!   macroquad's plain texture-times-colour shader.
//! - the chrome from the atlas too (`--frames 100`, two runs each
//!   alternating with the build before): icons filtered from twice their
//!   size, plates and rings smoothed by a pixel's fringe and drawn in the
//!   atlas's white ink, so the table and the chrome but its text are one
//!   batch: 2 / 3 draw calls (were 3 / 3), CPU 14.2 and 13.8 / 18.8 ms
//!   as before (14.1 and 13.8 / 18.9), whole frame 17–19 / 27–28 ms
//!   (before 18–22 / 27–31).

use crate::app::App;
use crate::model::sort::sort_long_by_key;

// The captured frame and the one reading it lie within a block, after its
// warm-up.
const _: () = assert!(WARM < CAPTURED && CAPTURED + 1 < BLOCK);

/// Frames of one table before switching to the other.
const BLOCK: u32 = 10;
/// Frames at the start of a block left out: the first pays for the switch.
const WARM: u32 = 2;
/// The frame of a block whose draw calls are counted (a capture asked for
/// in one frame records the next).
const CAPTURED: u32 = 4;

/// The two tables compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Table {
    /// Every card at rest in its place.
    Idle,
    /// Every card flying from a scattered place to its own, sent again
    /// when it lands.
    Flight,
}

impl Table {
    /// The table of the `frame`th frame of the run, and whether that frame
    /// is measured.
    pub(crate) fn of_frame(frame: u32) -> (Table, bool) {
        let table = if (frame / BLOCK).is_multiple_of(2) {
            Table::Idle
        } else {
            Table::Flight
        };
        (table, frame % BLOCK >= WARM)
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// What was measured of one table, times in milliseconds.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Samples {
    pub(crate) whole: Vec<f64>,
    pub(crate) cpu: Vec<f64>,
    pub(crate) work: Vec<f64>,
    pub(crate) pixels: Vec<f64>,
    pub(crate) draw_calls: Option<usize>,
}

/// The frame being timed.
#[derive(Clone, Copy, Debug)]
struct Open {
    table: Table,
    measured: bool,
    started: f64,
    cpu: Option<f64>,
}

/// A run of the frame bench.
pub struct FrameBench {
    per_table: usize,
    frame: u32,
    open: Option<Open>,
    tables: [Samples; 2],
    size: (f32, f32),
}

impl FrameBench {
    /// The time step of every frame of the bench (seconds): a flight takes
    /// the same number of frames however long they take to draw.
    pub const STEP: f64 = 1.0 / 60.0;

    /// A bench measuring `frames` frames of each table (at least 10).
    pub fn new(frames: u32) -> FrameBench {
        FrameBench {
            per_table: frames.max(10) as usize,
            frame: 0,
            open: None,
            tables: Default::default(),
            size: (0.0, 0.0),
        }
    }

    /// At the top of a frame, `now` in seconds: closes the frame before
    /// (its whole time and CPU time are known now), sets the table up for
    /// this one, and returns the report once both tables have their
    /// frames.
    pub fn begin_frame(&mut self, app: &mut App, now: f64) -> Option<String> {
        let cpu = process_cpu_seconds();
        if let Some(open) = self.open.take() {
            let s = &mut self.tables[open.table.index()];
            if open.measured && s.whole.len() < self.per_table {
                s.whole.push((now - open.started) * 1000.0);
                if let (Some(a), Some(b)) = (open.cpu, cpu) {
                    s.cpu.push((b - a) * 1000.0);
                }
            }
        }
        if self.tables.iter().all(|t| t.whole.len() >= self.per_table) {
            return Some(report(&self.tables, self.size));
        }
        let (table, measured) = Table::of_frame(self.frame);
        match table {
            Table::Idle => app.settle_cards(),
            Table::Flight if !app.view().is_animating() => app.scatter_cards(self.frame as u64),
            Table::Flight => {}
        }
        let in_block = self.frame % BLOCK;
        if in_block == CAPTURED - 1 {
            macroquad::telemetry::capture_frame();
        }
        if in_block == CAPTURED + 1 {
            let calls = macroquad::telemetry::drawcalls().len();
            self.tables[table.index()].draw_calls = Some(calls);
        }
        self.size = app.size();
        self.open = Some(Open {
            table,
            measured,
            started: now,
            cpu,
        });
        self.frame += 1;
        None
    }

    /// After the frame's drawing calls: our own work in seconds (input,
    /// update, drawing calls) and the pixels the table's quads covered.
    pub fn end_work(&mut self, seconds: f64, pixels: f64) {
        if let Some(open) = self.open.filter(|o| o.measured) {
            let s = &mut self.tables[open.table.index()];
            if s.work.len() >= self.per_table {
                return;
            }
            s.work.push(seconds * 1000.0);
            s.pixels.push(pixels);
        }
    }
}

/// `f64::total_cmp`'s order as an integer (its own definition): negative
/// numbers' bits flipped but for the sign.
fn total_key(x: f64) -> i64 {
    let bits = x.to_bits() as i64;
    bits ^ (((bits >> 63) as u64) >> 1) as i64
}

/// The median and the 95th percentile of a sample (0 for none).
pub(crate) fn median_p95(sample: &[f64]) -> (f64, f64) {
    let mut sorted = sample.to_vec();
    // By the program's one sort: the main loop holds the bench, so this is
    // in the web page too, where a standard sort is one more large copy.
    sort_long_by_key(&mut sorted, |&x| total_key(x));
    let at = |q: f64| {
        let i = ((sorted.len() as f64 - 1.0) * q).round().max(0.0) as usize;
        sorted.get(i).copied().unwrap_or(0.0)
    };
    (at(0.5), at(0.95))
}

/// The two tables side by side, and flight over idle.
pub(crate) fn report(tables: &[Samples; 2], (w, h): (f32, f32)) -> String {
    let [idle, flight] = tables;
    let mut out = format!(
        "frames: {} idle and {} with every card in flight, alternating every {BLOCK}, \
         in a {w}x{h} window\n",
        idle.whole.len(),
        flight.whole.len(),
    );
    out.push_str(&format!(
        "{:<34}{:>12}{:>12}{:>8}\n",
        "", "idle", "in flight", "ratio"
    ));
    let mut row = |name: &str, a: f64, b: f64, unit: &str, places: usize| {
        let ratio = if a > 0.0 {
            format!("{:.2}", b / a)
        } else {
            "-".into()
        };
        out.push_str(&format!(
            "{name:<34}{:>12}{:>12}{ratio:>8}\n",
            format!("{a:.places$}{unit}"),
            format!("{b:.places$}{unit}"),
        ));
    };
    type Of = fn(&Samples) -> &Vec<f64>;
    let rows: [(&str, Of); 3] = [
        ("whole frame", |s| &s.whole),
        ("CPU time of the process", |s| &s.cpu),
        ("our own work", |s| &s.work),
    ];
    for (name, of) in rows {
        if of(idle).is_empty() && of(flight).is_empty() {
            continue;
        }
        let (a, b) = (median_p95(of(idle)), median_p95(of(flight)));
        row(&format!("{name}, median"), a.0, b.0, " ms", 2);
        row(&format!("{name}, p95"), a.1, b.1, " ms", 2);
    }
    let screen = (w * h).max(1.0) as f64;
    let (a, b) = (median_p95(&idle.pixels).0, median_p95(&flight.pixels).0);
    row(
        "table pixels drawn, in screens",
        a / screen,
        b / screen,
        "",
        2,
    );
    let calls = |s: &Samples| s.draw_calls.map_or(0.0, |n| n as f64);
    row("draw calls", calls(idle), calls(flight), "", 0);
    out
}

/// CPU time used by the whole process so far (all its threads), in
/// seconds, where the system tells it.
fn process_cpu_seconds() -> Option<f64> {
    #[cfg(unix)]
    {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: clock_gettime writes into the timespec it is given.
        let ok = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) } == 0;
        ok.then_some(t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_and_the_95th_percentile() {
        let sample: Vec<f64> = (1..=101).rev().map(f64::from).collect();
        assert_eq!(median_p95(&sample), (51.0, 96.0));
        assert_eq!(median_p95(&[]), (0.0, 0.0));
        assert_eq!(median_p95(&[3.0]), (3.0, 3.0));
    }

    #[test]
    fn the_key_orders_as_total_cmp() {
        let mut sample = [
            2.5,
            -0.0,
            f64::NAN,
            0.0,
            -f64::NAN,
            f64::INFINITY,
            -1.5,
            f64::NEG_INFINITY,
            1e-310,
            -3.0,
        ];
        let mut ours = sample;
        sort_long_by_key(&mut ours, |&x| total_key(x));
        sample.sort_by(f64::total_cmp);
        assert!(ours
            .iter()
            .zip(&sample)
            .all(|(a, b)| a.to_bits() == b.to_bits()));
    }

    #[test]
    fn the_tables_alternate_in_blocks_and_each_block_warms_up_first() {
        let of = |f| Table::of_frame(f);
        assert_eq!(of(0), (Table::Idle, false));
        assert_eq!(of(WARM), (Table::Idle, true));
        assert_eq!(of(BLOCK - 1), (Table::Idle, true));
        assert_eq!(of(BLOCK), (Table::Flight, false));
        assert_eq!(of(BLOCK + WARM), (Table::Flight, true));
        assert_eq!(of(2 * BLOCK + WARM).0, Table::Idle);
    }

    #[test]
    fn the_report_puts_the_tables_side_by_side_with_their_ratio() {
        let samples = |ms: f64, calls| Samples {
            whole: vec![ms; 20],
            cpu: vec![ms / 2.0; 20],
            work: vec![0.25; 20],
            pixels: vec![1280.0 * 800.0; 20],
            draw_calls: Some(calls),
        };
        let text = report(&[samples(10.0, 8), samples(15.0, 10)], (1280.0, 800.0));
        assert!(text.starts_with("frames: 20 idle and 20 with every card in flight"));
        let line = |name: &str| {
            text.lines()
                .find(|l| l.starts_with(name))
                .unwrap_or_else(|| panic!("no {name} in\n{text}"))
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(
            line("whole frame, median"),
            "whole frame, median 10.00 ms 15.00 ms 1.50"
        );
        assert_eq!(
            line("CPU time of the process, p95"),
            "CPU time of the process, p95 5.00 ms 7.50 ms 1.50"
        );
        assert_eq!(
            line("our own work, median"),
            "our own work, median 0.25 ms 0.25 ms 1.00"
        );
        assert_eq!(
            line("table pixels drawn"),
            "table pixels drawn, in screens 1.00 1.00 1.00"
        );
        assert_eq!(line("draw calls"), "draw calls 8 10 1.25");
    }

    #[test]
    fn an_empty_run_reports_without_dividing_by_zero() {
        let text = report(&Default::default(), (0.0, 0.0));
        assert!(text.contains("draw calls"), "{text}");
        assert!(!text.contains("NaN") && !text.contains("inf"), "{text}");
    }
}
