//! Easing and tweens: plain arithmetic over time given by the caller.

/// Ease-out cubic: fast start, gentle landing.
pub(crate) fn ease_out_cubic(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    1.0 - (1.0 - t).powi(3)
}

/// A point moving from one place to another over a duration.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Tween {
    pub(crate) from: (f32, f32),
    pub(crate) to: (f32, f32),
    elapsed: f32,
    duration: f32,
}

impl Tween {
    pub(crate) fn new(from: (f32, f32), to: (f32, f32), duration: f32) -> Tween {
        Tween {
            from,
            to,
            elapsed: 0.0,
            duration: duration.max(0.0),
        }
    }

    /// Moves time on by `dt` seconds.
    pub(crate) fn advance(&mut self, dt: f32) {
        self.elapsed = (self.elapsed + dt.max(0.0)).min(self.duration);
    }

    /// 0 at the start, 1 at the end (eased).
    pub(crate) fn progress(&self) -> f32 {
        if self.duration <= 0.0 {
            1.0
        } else {
            ease_out_cubic(self.elapsed / self.duration)
        }
    }

    /// Where the point is now.
    pub(crate) fn position(&self) -> (f32, f32) {
        let p = self.progress();
        (
            self.from.0 + (self.to.0 - self.from.0) * p,
            self.from.1 + (self.to.1 - self.from.1) * p,
        )
    }

    pub(crate) fn is_done(&self) -> bool {
        self.elapsed >= self.duration
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ease_out_starts_at_0_ends_at_1_and_is_past_halfway_at_half_time() {
        assert_eq!(ease_out_cubic(0.0), 0.0);
        assert_eq!(ease_out_cubic(1.0), 1.0);
        assert!(ease_out_cubic(0.5) > 0.8);
        assert_eq!(ease_out_cubic(7.0), 1.0, "clamped");
    }

    #[test]
    fn a_tween_lands_exactly_on_its_target() {
        let mut t = Tween::new((0.0, 0.0), (100.0, 50.0), 0.2);
        t.advance(0.1);
        let (x, _) = t.position();
        assert!(x > 50.0 && x < 100.0);
        assert!(!t.is_done());
        t.advance(0.5);
        assert_eq!(t.position(), (100.0, 50.0));
        assert!(t.is_done());
    }

    #[test]
    fn a_zero_duration_tween_is_already_there() {
        let t = Tween::new((0.0, 0.0), (3.0, 4.0), 0.0);
        assert_eq!(t.position(), (3.0, 4.0));
        assert!(t.is_done());
    }
}
