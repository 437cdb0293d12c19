//! `felt bench frames`: all the cards kept in flight in the real window,
//! each frame's work and the whole frame timed, the draw calls counted.
//! The shell's loop drives it with [`FrameBench::before_update`] and
//! [`FrameBench::record`].

use crate::app::App;

/// A run of the frame bench.
pub struct FrameBench {
    frames: u32,
    times: Vec<f64>,
    intervals: Vec<f64>,
    draw_calls: Option<usize>,
}

impl FrameBench {
    /// A bench of `frames` measured frames (at least 10).
    pub fn new(frames: u32) -> FrameBench {
        FrameBench {
            frames: frames.max(10),
            times: Vec::new(),
            intervals: Vec::new(),
            draw_calls: None,
        }
    }

    /// Before the frame's update: the cards are sent flying again once
    /// they landed, and halfway the draw calls of a frame are counted.
    pub fn before_update(&mut self, app: &mut App, frame: u32) {
        if !app.view().is_animating() {
            app.scatter_cards(frame as u64);
        }
        if frame == self.frames / 2 {
            macroquad::telemetry::capture_frame();
        }
        if frame == self.frames / 2 + 2 {
            self.draw_calls = Some(macroquad::telemetry::drawcalls().len());
        }
    }

    /// Records a frame's work time (input, update, drawing calls) and the
    /// whole interval since the last frame (with the GPU's work and the
    /// swap); the report once done.
    pub fn record(&mut self, frame: u32, seconds: f64, interval: f32) -> Option<String> {
        if frame > 5 {
            self.times.push(seconds * 1000.0);
            self.intervals.push(interval as f64 * 1000.0);
        }
        (frame >= self.frames + 5).then(|| self.report())
    }

    fn report(&self) -> String {
        let (mean, p99) = mean_p99(&self.times);
        let (frame_mean, frame_p99) = mean_p99(&self.intervals);
        format!(
            "frames: {}\nwork per frame (update + draw calls): mean {:.3} ms, p99 {:.3} ms\n\
             whole frame (with GPU and swap): mean {:.3} ms, p99 {:.3} ms\n\
             draw calls per frame: {}",
            self.times.len(),
            mean,
            p99,
            frame_mean,
            frame_p99,
            self.draw_calls.map_or("?".to_string(), |n| n.to_string())
        )
    }
}

/// The mean and the 99th percentile of a sample.
fn mean_p99(sample: &[f64]) -> (f64, f64) {
    let mut sorted = sample.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mean = sorted.iter().sum::<f64>() / sorted.len().max(1) as f64;
    let at = ((sorted.len() as f64) * 0.99) as usize;
    let p99 = sorted.get(at).or(sorted.last()).copied().unwrap_or(0.0);
    (mean, p99)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mean_and_the_99th_percentile() {
        let sample: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(mean_p99(&sample), (50.5, 100.0));
        assert_eq!(mean_p99(&[]), (0.0, 0.0));
    }
}
