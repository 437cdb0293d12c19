//! Input at the edge: the window's events, in the order they came, turned
//! into the app's gestures and commands. Keys are read from events with their
//! modifiers (polling `is_key_down` misses a Ctrl pressed and released within
//! one frame).

pub mod collect;
pub mod gamepad;
pub(crate) mod intent;
pub(crate) mod keys;
pub mod pad;
pub(crate) mod touch;

/// One input event, with positions in the app's units (logical pixels).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RawEvent {
    PointerDown {
        x: f32,
        y: f32,
    },
    PointerUp {
        x: f32,
        y: f32,
    },
    PointerMove {
        x: f32,
        y: f32,
    },
    /// The mouse wheel: positive up.
    Wheel {
        dy: f32,
    },
    Key(keys::KeyPress),
    Char(char),
}
