//! The screen read from outside the game, for the real-window tests that
//! must not send the game an event to see it: GetImage on the root window
//! through a connection of the test's own. (The F12 screenshots of the
//! other window tests go through a key press, which wakes the game's loop
//! and draws whatever frame was owed; it also ends a win's celebration.)
//! Include it beside `support` with
//! `#[path = "support/outside.rs"] mod outside; use outside::*;`.

#![allow(dead_code)]

use super::support::*;

use x11rb::connection::Connection;
use x11rb::protocol::xproto::{ConnectionExt as _, ImageFormat};
use x11rb::rust_connection::RustConnection;

/// How soon a click's result must be on the screen: a frame or two, with
/// room for a loaded machine's slow software GL and for reading the
/// screen.
pub const SOON: Duration = Duration::from_millis(750);

/// The screen read from outside the game.
pub struct Outside {
    conn: RustConnection,
    root: u32,
    /// The window's top-left corner on the root window.
    origin: (i16, i16),
}

impl Outside {
    pub fn new(session: &Session) -> Outside {
        let (conn, screen) = x11rb::connect(Some(&session.display)).expect("the X display");
        let root = conn.setup().roots[screen].root;
        let window: u32 = session.window.parse().expect("a window id");
        let at = conn
            .translate_coordinates(window, root, 0, 0)
            .expect("a request")
            .reply()
            .expect("the window's place");
        Outside {
            conn,
            root,
            origin: (at.dst_x, at.dst_y),
        }
    }

    /// The pixels of `r` (window coordinates) as they are on the screen
    /// now; `pixel` and `share` of the image take window coordinates.
    pub fn grab(&self, r: Rect) -> Region {
        let (x, y) = (r.x as i16, r.y as i16);
        let (w, h) = (r.w as u16, r.h as u16);
        let reply = self
            .conn
            .get_image(
                ImageFormat::Z_PIXMAP,
                self.root,
                self.origin.0 + x,
                self.origin.1 + y,
                w,
                h,
                !0,
            )
            .expect("a request")
            .reply()
            .expect("the screen's pixels");
        assert_eq!(reply.depth, 24, "a 24-bit screen, 32 bits a pixel");
        let rgb = reply
            .data
            .chunks_exact(4)
            .flat_map(|p| [p[2], p[1], p[0]])
            .collect();
        Region {
            at: (x as f32, y as f32),
            image: Image {
                width: w as u32,
                height: h as u32,
                rgb,
            },
        }
    }

    /// Reads `r` until `cond` holds; how long that took, or `None` if it
    /// did not within [`SOON`] (then it keeps reading a little longer, to
    /// say in the failure whether it came late or never).
    pub fn until(&self, r: Rect, cond: impl Fn(&Region) -> bool) -> Result<Duration, String> {
        let start = Instant::now();
        loop {
            let region = self.grab(r);
            let took = start.elapsed();
            if cond(&region) {
                return if took <= SOON {
                    Ok(took)
                } else {
                    Err(format!("on the screen only after {} ms", took.as_millis()))
                };
            }
            if took > SOON * 4 {
                return Err(format!("not on the screen after {} ms", took.as_millis()));
            }
            sleep(Duration::from_millis(10));
        }
    }
}

/// A part of the screen, in window coordinates.
pub struct Region {
    pub at: (f32, f32),
    pub image: Image,
}

impl Region {
    pub fn share(&self, pred: impl Fn([u8; 3]) -> bool) -> f32 {
        let all = Rect::new(0.0, 0.0, self.image.width as f32, self.image.height as f32);
        self.image.share(all, pred)
    }

    /// The share of its pixels that differ from `other`'s (the same place).
    pub fn differs_from(&self, other: &Region) -> f32 {
        assert_eq!(self.at, other.at);
        let n = self.image.rgb.len() / 3;
        let changed = (0..n)
            .filter(|i| self.image.rgb[i * 3..i * 3 + 3] != other.image.rgb[i * 3..i * 3 + 3])
            .count();
        changed as f32 / n.max(1) as f32
    }
}
