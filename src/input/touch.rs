//! One finger is one pointer. A touch screen reports a finger's touches,
//! and the same tap can also arrive as mouse events: macroquad simulates
//! them (that simulation is switched off, see [`super::collect`]), and
//! browsers and X servers synthesise "compatibility" mouse events of their
//! own. Each press must act once, so while a finger is down, and for a
//! moment after it lifts, mouse buttons are ignored; a second finger is
//! ignored too (the game has no multi-touch gestures).

use super::RawEvent;

/// Seconds after a finger lifts during which mouse buttons are taken as
/// echoes of the touch (browsers send theirs within a few hundred ms).
pub(crate) const ECHO_SECONDS: f64 = 0.8;

/// What a touch did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    Began,
    Moved,
    Ended,
    Cancelled,
}

/// Turns touches and mouse buttons into one stream of pointer events.
#[derive(Clone, Debug, Default)]
pub(crate) struct Fingers {
    /// The finger that is the pointer, while it is down.
    primary: Option<u64>,
    /// When the last finger lifted, in the caller's seconds.
    lifted_at: Option<f64>,
}

impl Fingers {
    /// A touch at (`x`, `y`) at time `now`: the pointer event it makes, if
    /// any.
    pub(crate) fn touch(
        &mut self,
        phase: Phase,
        id: u64,
        x: f32,
        y: f32,
        now: f64,
    ) -> Option<RawEvent> {
        match phase {
            Phase::Began if self.primary.is_none() => {
                self.primary = Some(id);
                Some(RawEvent::PointerDown { x, y })
            }
            Phase::Moved if self.primary == Some(id) => Some(RawEvent::PointerMove { x, y }),
            // A cancelled touch (the system took it) still lets go of what
            // the finger held, so nothing stays stuck to a lost finger.
            Phase::Ended | Phase::Cancelled if self.primary == Some(id) => {
                self.primary = None;
                self.lifted_at = Some(now);
                Some(RawEvent::PointerUp { x, y })
            }
            _ => None,
        }
    }

    /// Whether a mouse event (button or motion) at time `now` is the
    /// mouse's own rather than an echo of a touch.
    pub(crate) fn mouse_counts(&self, now: f64) -> bool {
        self.primary.is_none() && self.lifted_at.is_none_or(|t| now - t > ECHO_SECONDS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tap_is_one_press_and_its_mouse_echo_is_ignored() {
        let mut f = Fingers::default();
        assert_eq!(
            f.touch(Phase::Began, 7, 10.0, 20.0, 1.0),
            Some(RawEvent::PointerDown { x: 10.0, y: 20.0 })
        );
        assert!(!f.mouse_counts(1.05), "the finger is down");
        assert_eq!(
            f.touch(Phase::Ended, 7, 10.0, 20.0, 1.1),
            Some(RawEvent::PointerUp { x: 10.0, y: 20.0 })
        );
        assert!(!f.mouse_counts(1.3), "the echo of the tap");
        assert!(f.mouse_counts(2.5), "a real click later counts");
    }

    #[test]
    fn a_second_finger_neither_presses_nor_lifts_the_first() {
        let mut f = Fingers::default();
        f.touch(Phase::Began, 1, 0.0, 0.0, 0.0);
        assert_eq!(f.touch(Phase::Began, 2, 5.0, 5.0, 0.1), None);
        assert_eq!(f.touch(Phase::Moved, 2, 6.0, 6.0, 0.2), None);
        assert_eq!(f.touch(Phase::Ended, 2, 6.0, 6.0, 0.3), None);
        assert_eq!(
            f.touch(Phase::Moved, 1, 3.0, 4.0, 0.4),
            Some(RawEvent::PointerMove { x: 3.0, y: 4.0 })
        );
        assert_eq!(
            f.touch(Phase::Cancelled, 1, 3.0, 4.0, 0.5),
            Some(RawEvent::PointerUp { x: 3.0, y: 4.0 })
        );
        assert_eq!(
            f.touch(Phase::Began, 2, 1.0, 1.0, 0.6),
            Some(RawEvent::PointerDown { x: 1.0, y: 1.0 }),
            "once the first lifts, a new finger is the pointer"
        );
    }
}
