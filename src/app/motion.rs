//! How far a panel has opened: panels grow in and fade out over a short
//! time, stepped from `dt` like every other animation of the presenter, and
//! appear and go at once when the player turned animation off.

/// Seconds a panel takes to open or close.
pub(crate) const PANEL_SECONDS: f32 = 0.14;

/// A panel's opening, from 0 (closed) to 1 (open).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct PanelMotion {
    shown: f32,
}

impl PanelMotion {
    /// Steps towards open (`open`) or closed by `dt`; at once when not
    /// `animated`.
    pub(crate) fn step(&mut self, dt: f32, open: bool, animated: bool) {
        let goal = if open { 1.0 } else { 0.0 };
        if !animated {
            self.shown = goal;
            return;
        }
        let step = dt.max(0.0) / PANEL_SECONDS;
        self.shown = if open {
            (self.shown + step).min(goal)
        } else {
            (self.shown - step).max(goal)
        };
    }

    /// How far open, 0 to 1.
    pub(crate) fn shown(self) -> f32 {
        self.shown
    }

    /// Whether it is still on its way to where `open` says.
    pub(crate) fn is_moving(self, open: bool) -> bool {
        self.shown != if open { 1.0 } else { 0.0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panel_opens_and_closes_over_a_short_time() {
        let mut m = PanelMotion::default();
        m.step(PANEL_SECONDS / 2.0, true, true);
        assert!((m.shown() - 0.5).abs() < 1e-4);
        assert!(m.is_moving(true));
        m.step(PANEL_SECONDS, true, true);
        assert_eq!(m.shown(), 1.0);
        assert!(!m.is_moving(true));
        m.step(PANEL_SECONDS / 4.0, false, true);
        assert!(m.shown() < 1.0 && m.shown() > 0.0);
        m.step(1.0, false, true);
        assert_eq!(m.shown(), 0.0);
    }

    #[test]
    fn without_animation_a_panel_opens_and_closes_at_once() {
        let mut m = PanelMotion::default();
        m.step(0.001, true, false);
        assert_eq!(m.shown(), 1.0);
        m.step(0.001, false, false);
        assert_eq!(m.shown(), 0.0);
    }
}
