//! The frame's input handed to the app: the window's events in the order
//! they came, and the gamepad's intents, each noting its device.

use super::*;
use crate::input::{keys, RawEvent};

impl App {
    /// Carries out this frame's events, in order.
    pub fn take_events(&mut self, events: impl IntoIterator<Item = RawEvent>) {
        // A key that ended a pause, while the character it types may
        // follow: in the browser `keydown` comes before `keypress` (X11
        // sends the character first), and the input that resumes does
        // nothing else, so that character is not carried out.
        let mut resumed_by_key = false;
        for event in events {
            let after_resume = std::mem::take(&mut resumed_by_key);
            match event {
                RawEvent::PointerDown { x, y } => self.pointer_down(x, y),
                RawEvent::PointerUp { x, y } => self.pointer_up(x, y),
                RawEvent::PointerMove { x, y } => self.pointer_move(x, y),
                RawEvent::Wheel { dy } => self.wheel(dy),
                RawEvent::Key(press) => {
                    // Paused, any key resumes: one with no command too
                    // (a modifier alone is the start of a chord).
                    let paused = self.paused();
                    let resumes = paused && !keys::is_modifier(press);
                    if let Some(intent) = keys::intent(press) {
                        // A screenshot shows the table as the player sees it.
                        if intent != Intent::Screenshot {
                            self.note_device(Device::Keyboard);
                        }
                        self.intent(intent);
                    } else if resumes {
                        self.note_device(Device::Keyboard);
                        self.unpause();
                    }
                    resumed_by_key = paused && !self.paused();
                }
                RawEvent::Char(_) if after_resume => {}
                RawEvent::Char(c) => {
                    if let Some(intent) = keys::char_intent(c) {
                        self.note_device(Device::Keyboard);
                        self.intent(intent);
                    }
                }
            }
        }
    }

    /// Carries out the gamepad's intents of this frame.
    pub fn take_pad_intents(&mut self, intents: impl IntoIterator<Item = Intent>) {
        for intent in intents {
            self.note_device(Device::Pad);
            self.intent(intent);
        }
    }
}
