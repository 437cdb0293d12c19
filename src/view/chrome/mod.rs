//! The chrome around the table, in plain arithmetic: one [`Scale`] from the
//! window's size and pixel density sizes the toolbar, the status bar, the
//! panels and their text, so a 360×640 phone and a 4K monitor get chrome
//! of the same proportions, readable on the one and not oversized on the
//! other. No macroquad: the app names the buttons, the drawing reads the
//! rectangles, and the tests check every viewport without a window.

mod bars;
mod panel;
mod scale;
mod status;
#[cfg(test)]
mod tests;
mod text;

pub use bars::{Bars, Edge, LabelPlace, Tool};
pub use panel::{PanelSpec, Sheet};
pub use scale::{Scale, TOUCH_MIN};
pub use status::{arrange_status, StatusPart, StatusParts, StatusText};
pub use text::{estimated_ems, wrap_to_width, SEPARATOR};
