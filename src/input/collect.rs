//! Collects the window's events each frame through macroquad's input
//! subscription, in order, with key modifiers. Touches are read as
//! touches (macroquad's mouse simulation is switched off: with it, a
//! subscriber hears every tap twice, as the touch and as the simulated
//! mouse button); see [`super::touch`].

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{EventHandler, KeyCode, KeyMods, MouseButton, TouchPhase};

use super::keys::KeyPress;
use super::touch::{Fingers, Phase};
use super::RawEvent;

/// Gathers a frame's events.
pub struct Collector {
    subscriber: usize,
    events: Vec<RawEvent>,
    dpi: f32,
    fingers: Fingers,
}

impl Default for Collector {
    fn default() -> Self {
        Collector::new()
    }
}

impl Collector {
    /// Subscribes to the window's events (call once, inside the loop's future).
    pub fn new() -> Collector {
        macroquad::input::simulate_mouse_with_touch(false);
        Collector {
            subscriber: register_input_subscriber(),
            events: Vec::new(),
            dpi: 1.0,
            fingers: Fingers::default(),
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
        if !self.fingers.mouse_counts(now()) {
            return;
        }
        let (x, y) = (x / self.dpi, y / self.dpi);
        self.events.push(RawEvent::PointerMove { x, y });
    }

    fn mouse_button_down_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left && self.fingers.mouse_counts(now()) {
            let (x, y) = (x / self.dpi, y / self.dpi);
            self.events.push(RawEvent::PointerDown { x, y });
        }
    }

    fn mouse_button_up_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left && self.fingers.mouse_counts(now()) {
            let (x, y) = (x / self.dpi, y / self.dpi);
            self.events.push(RawEvent::PointerUp { x, y });
        }
    }

    fn mouse_wheel_event(&mut self, _x: f32, y: f32) {
        if y != 0.0 {
            self.events.push(RawEvent::Wheel { dy: y });
        }
    }

    fn touch_event(&mut self, phase: TouchPhase, id: u64, x: f32, y: f32) {
        let phase = match phase {
            TouchPhase::Started => Phase::Began,
            TouchPhase::Moved => Phase::Moved,
            TouchPhase::Ended => Phase::Ended,
            TouchPhase::Cancelled => Phase::Cancelled,
        };
        let (x, y) = (x / self.dpi, y / self.dpi);
        if let Some(event) = self.fingers.touch(phase, id, x, y, now()) {
            self.events.push(event);
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

/// Seconds on the platform's clock (input timing lives at the edge).
fn now() -> f64 {
    macroquad::miniquad::date::now()
}
