//! Collects the window's events each frame through macroquad's input
//! subscription, in order, with key modifiers.

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{EventHandler, KeyCode, KeyMods, MouseButton};

use super::keys::KeyPress;
use super::RawEvent;

/// Gathers a frame's events.
pub struct Collector {
    subscriber: usize,
    events: Vec<RawEvent>,
    dpi: f32,
}

impl Default for Collector {
    fn default() -> Self {
        Collector::new()
    }
}

impl Collector {
    /// Subscribes to the window's events (call once, inside the loop's future).
    pub fn new() -> Collector {
        Collector {
            subscriber: register_input_subscriber(),
            events: Vec::new(),
            dpi: 1.0,
        }
    }

    /// The events since the last call, oldest first.
    pub fn take(&mut self) -> Vec<RawEvent> {
        self.dpi = macroquad::window::screen_dpi_scale().max(0.01);
        let subscriber = self.subscriber;
        repeat_all_miniquad_input(self, subscriber);
        std::mem::take(&mut self.events)
    }
}

impl EventHandler for Collector {
    fn update(&mut self) {}

    fn draw(&mut self) {}

    fn mouse_motion_event(&mut self, x: f32, y: f32) {
        let (x, y) = (x / self.dpi, y / self.dpi);
        self.events.push(RawEvent::PointerMove { x, y });
    }

    fn mouse_button_down_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            let (x, y) = (x / self.dpi, y / self.dpi);
            self.events.push(RawEvent::PointerDown { x, y });
        }
    }

    fn mouse_button_up_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            let (x, y) = (x / self.dpi, y / self.dpi);
            self.events.push(RawEvent::PointerUp { x, y });
        }
    }

    fn key_down_event(&mut self, key: KeyCode, mods: KeyMods, _repeat: bool) {
        self.events.push(RawEvent::Key(KeyPress {
            key,
            ctrl: mods.ctrl || mods.logo,
            shift: mods.shift,
        }));
    }

    fn char_event(&mut self, c: char, mods: KeyMods, _repeat: bool) {
        if !mods.ctrl && !mods.logo {
            self.events.push(RawEvent::Char(c));
        }
    }
}
