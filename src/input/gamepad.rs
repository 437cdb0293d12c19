//! Reads the first connected gamepad through the `gamepads` crate (gilrs
//! natively, the browser's Gamepad API on the web through the crate's
//! plugin for miniquad's loader) into a [`PadFrame`]. A pad plugged in or
//! out is simply there or not on the next frame.

use gamepads::{Button, Gamepads};

use super::pad::{PadButton, PadFrame};

/// The connected pads.
pub struct PadReader {
    pads: Gamepads,
}

impl Default for PadReader {
    fn default() -> Self {
        PadReader::new()
    }
}

impl PadReader {
    pub fn new() -> PadReader {
        PadReader {
            pads: Gamepads::new(),
        }
    }

    /// Whether a pad is connected (as of the last `read`). Pads are read by
    /// polling, not by events, so while one is there the loop keeps
    /// drawing frames to read it.
    pub fn connected(&self) -> bool {
        self.pads.all().next().is_some()
    }

    /// This frame's state of the first pad (empty when none is connected).
    pub fn read(&mut self) -> PadFrame {
        self.pads.poll();
        let Some(pad) = self.pads.all().next() else {
            return PadFrame::default();
        };
        let held = pad
            .all_currently_pressed()
            .filter_map(|b| {
                Some(match b {
                    Button::ActionDown => PadButton::South,
                    Button::ActionRight => PadButton::East,
                    Button::ActionLeft => PadButton::West,
                    Button::ActionUp => PadButton::North,
                    Button::FrontLeftUpper => PadButton::LeftBumper,
                    Button::FrontRightUpper => PadButton::RightBumper,
                    Button::RightCenterCluster => PadButton::Start,
                    Button::LeftCenterCluster => PadButton::Back,
                    Button::DPadUp => PadButton::Up,
                    Button::DPadDown => PadButton::Down,
                    Button::DPadLeft => PadButton::Left,
                    Button::DPadRight => PadButton::Right,
                    _ => return None,
                })
            })
            .collect();
        PadFrame {
            held,
            stick: pad.left_stick(),
        }
    }
}
