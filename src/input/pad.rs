//! The gamepad's map to intents, in the standard layout: D-pad and left stick
//! move the focus (repeating while held), A picks up and puts down (twice
//! quickly: the smart move, handled by the app), B backs out, X draws, Y
//! hints, LB/RB undo and redo, Start opens the menu. Pure: it is fed the
//! buttons held and the stick each frame, and time.

use super::intent::{Dir, Intent};

/// The buttons Felt uses, named by their place in the standard layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum PadButton {
    /// Bottom of the right cluster (Xbox A, PlayStation cross).
    South,
    /// Right of the right cluster (Xbox B).
    East,
    /// Left of the right cluster (Xbox X).
    West,
    /// Top of the right cluster (Xbox Y).
    North,
    LeftBumper,
    RightBumper,
    Start,
    Back,
    Up,
    Down,
    Left,
    Right,
}

/// Seconds a direction is held before it repeats, and between repeats.
pub(crate) const REPEAT_DELAY: f32 = 0.35;
pub(crate) const REPEAT_EVERY: f32 = 0.11;
/// How far the stick must lean to count as a direction.
pub(crate) const STICK_DEAD_ZONE: f32 = 0.5;

/// What one pad did this frame.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PadFrame {
    /// Buttons held now.
    pub(crate) held: Vec<PadButton>,
    /// The left stick, x right and y up, each in -1..=1.
    pub(crate) stick: (f32, f32),
}

/// Turns frames of pad state into intents, with key repeat for directions.
#[derive(Clone, Debug, Default)]
pub struct PadMapper {
    previous: Vec<PadButton>,
    direction: Option<Dir>,
    /// Seconds until the held direction repeats.
    repeat_in: f32,
}

impl PadMapper {
    pub fn new() -> PadMapper {
        PadMapper::default()
    }

    /// The intents of this frame, `dt` seconds after the last.
    pub fn update(&mut self, frame: &PadFrame, dt: f32) -> Vec<Intent> {
        let mut intents = Vec::new();
        for button in &frame.held {
            if self.previous.contains(button) {
                continue;
            }
            let intent = match button {
                PadButton::South => Intent::Select,
                PadButton::East => Intent::Cancel,
                PadButton::West => Intent::Draw,
                PadButton::North => Intent::Hint,
                PadButton::LeftBumper => Intent::Undo,
                PadButton::RightBumper => Intent::Redo,
                PadButton::Start => Intent::Menu,
                PadButton::Back => Intent::Help,
                _ => continue,
            };
            intents.push(intent);
        }
        self.previous = frame.held.clone();

        let direction = direction(frame);
        match (direction, self.direction) {
            (Some(d), previous) if previous != Some(d) => {
                intents.push(Intent::Focus(d));
                self.repeat_in = REPEAT_DELAY;
            }
            (Some(d), _) => {
                self.repeat_in -= dt;
                if self.repeat_in <= 0.0 {
                    intents.push(Intent::Focus(d));
                    self.repeat_in += REPEAT_EVERY;
                }
            }
            (None, _) => {}
        }
        self.direction = direction;
        intents
    }
}

/// The direction the D-pad or the stick points, if any.
fn direction(frame: &PadFrame) -> Option<Dir> {
    let held = |b| frame.held.contains(&b);
    if held(PadButton::Up) {
        return Some(Dir::Up);
    }
    if held(PadButton::Down) {
        return Some(Dir::Down);
    }
    if held(PadButton::Left) {
        return Some(Dir::Left);
    }
    if held(PadButton::Right) {
        return Some(Dir::Right);
    }
    let (x, y) = frame.stick;
    if x.abs().max(y.abs()) < STICK_DEAD_ZONE {
        None
    } else if x.abs() > y.abs() {
        Some(if x > 0.0 { Dir::Right } else { Dir::Left })
    } else {
        Some(if y > 0.0 { Dir::Up } else { Dir::Down })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(held: &[PadButton]) -> PadFrame {
        PadFrame {
            held: held.to_vec(),
            stick: (0.0, 0.0),
        }
    }

    #[test]
    fn buttons_fire_once_when_pressed() {
        let mut pad = PadMapper::new();
        assert_eq!(
            pad.update(&frame(&[PadButton::South]), 0.016),
            vec![Intent::Select]
        );
        assert_eq!(
            pad.update(&frame(&[PadButton::South]), 0.016),
            vec![],
            "held: no repeat"
        );
        assert_eq!(pad.update(&frame(&[]), 0.016), vec![]);
        assert_eq!(
            pad.update(&frame(&[PadButton::South]), 0.016),
            vec![Intent::Select]
        );
        let all = [
            (PadButton::East, Intent::Cancel),
            (PadButton::West, Intent::Draw),
            (PadButton::North, Intent::Hint),
            (PadButton::LeftBumper, Intent::Undo),
            (PadButton::RightBumper, Intent::Redo),
            (PadButton::Start, Intent::Menu),
        ];
        for (button, intent) in all {
            let mut pad = PadMapper::new();
            assert_eq!(pad.update(&frame(&[button]), 0.016), vec![intent]);
        }
    }

    #[test]
    fn a_held_direction_repeats_after_a_delay() {
        let mut pad = PadMapper::new();
        let right = frame(&[PadButton::Right]);
        assert_eq!(pad.update(&right, 0.016), vec![Intent::Focus(Dir::Right)]);
        assert_eq!(pad.update(&right, 0.2), vec![], "not yet");
        assert_eq!(
            pad.update(&right, 0.2),
            vec![Intent::Focus(Dir::Right)],
            "after the delay"
        );
        assert_eq!(pad.update(&right, 0.05), vec![]);
        assert_eq!(
            pad.update(&right, 0.07),
            vec![Intent::Focus(Dir::Right)],
            "then faster"
        );
    }

    #[test]
    fn the_stick_moves_the_focus_outside_its_dead_zone() {
        let mut pad = PadMapper::new();
        let lean = |x, y| PadFrame {
            held: vec![],
            stick: (x, y),
        };
        assert_eq!(pad.update(&lean(0.3, 0.1), 0.016), vec![]);
        assert_eq!(
            pad.update(&lean(0.1, -0.9), 0.016),
            vec![Intent::Focus(Dir::Down)]
        );
        assert_eq!(pad.update(&lean(0.0, 0.0), 0.016), vec![]);
        assert_eq!(
            pad.update(&lean(-0.8, 0.2), 0.016),
            vec![Intent::Focus(Dir::Left)]
        );
    }

    #[test]
    fn a_pad_that_disappears_is_just_no_input() {
        let mut pad = PadMapper::new();
        pad.update(&frame(&[PadButton::Down, PadButton::South]), 0.016);
        assert_eq!(pad.update(&PadFrame::default(), 0.016), vec![]);
    }
}
