//! Idle costs nothing (issue 14): at rest the game's loop waits for input
//! instead of drawing the same frame again, and something outside the
//! loop wakes it for what changes with time alone (the clock's next
//! second, a message going). The same waker names the window, which
//! miniquad can only do when it opens it.
//!
//! - Natively on Linux, a helper thread with its own X connection
//!   ([`super::x11`]).
//! - On the web, `felt.js`: a timer that asks gl.js for the next animation
//!   frame, and `document.title`.
//! - Elsewhere, or with no X display to reach, the loop does not wait: it
//!   draws every frame as before, and the title stays as the window opened.

/// Wakes the waiting loop and names the window.
pub struct Waker {
    #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
    helper: Option<super::x11::Helper>,
    /// The wake last asked for, so an unchanged one is not asked again
    /// every frame.
    asked: Option<Option<f32>>,
    title: String,
}

impl Waker {
    /// Call before the window opens: natively it decides whether the loop
    /// may wait (see [`Waker::can_wait`]).
    pub fn new() -> Waker {
        Waker {
            #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
            helper: super::x11::Helper::start(),
            asked: None,
            title: String::new(),
        }
    }

    /// Whether the loop may wait for events between frames: only where
    /// something can wake it when the clock's second turns.
    pub fn can_wait(&self) -> bool {
        #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
        return self.helper.is_some();
        #[cfg(target_arch = "wasm32")]
        return true;
        #[allow(unreachable_code)]
        false
    }

    /// Whether the waker lost the window (natively: not found, or the X
    /// connection broke): then the loop must draw every frame.
    pub fn is_lost(&self) -> bool {
        #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
        return self.helper.as_ref().is_some_and(|h| h.is_lost());
        #[allow(unreachable_code)]
        false
    }

    /// The WM_CLASS to give the window, by which the helper finds it.
    pub fn wm_class(&self) -> &'static str {
        #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
        return super::x11::WM_CLASS;
        #[allow(unreachable_code)]
        "felt"
    }

    /// Asks for one frame in `seconds` (replacing an earlier wish), or for
    /// none (`None`: input alone wakes the loop).
    pub fn wake_in(&mut self, seconds: Option<f32>) {
        // While a timed wake is pending the same one is not asked again;
        // the clock asks anew each second, so this only saves repeats.
        if self.asked == Some(seconds) && seconds.is_none() {
            return;
        }
        self.asked = Some(seconds);
        #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
        if let Some(helper) = &self.helper {
            helper.wake_in(seconds);
        }
        #[cfg(target_arch = "wasm32")]
        web::wake_in(seconds);
    }

    /// Says that the frame just drawn ended at rest (the loop waits next),
    /// so that an event which came during the frame is not left waiting
    /// for another (see [`super::x11`]).
    pub fn rested(&mut self) {
        #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
        if let Some(helper) = &self.helper {
            helper.rested();
        }
    }

    /// Runs `future` with frames drawn while it waits (macroquad polls it
    /// once a frame, and at rest no frame would come).
    pub async fn drawing<F: std::future::Future>(future: F) -> F::Output {
        let mut future = std::pin::pin!(future);
        std::future::poll_fn(|cx| {
            let poll = future.as_mut().poll(cx);
            if poll.is_pending() {
                macroquad::miniquad::window::schedule_update();
            }
            poll
        })
        .await
    }

    /// Names the window (the page's title on the web), when it changed.
    pub fn set_title(&mut self, title: &str) {
        if self.title == title {
            return;
        }
        self.title = title.to_string();
        #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
        if let Some(helper) = &self.helper {
            helper.set_title(title);
        }
        #[cfg(target_arch = "wasm32")]
        web::set_title(title);
    }
}

impl Default for Waker {
    fn default() -> Self {
        Waker::new()
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    extern "C" {
        fn felt_wake_after(ms: i32);
        fn felt_set_title(ptr: *const u8, len: u32);
    }

    /// felt.js keeps one timer: a new wish replaces it; negative clears it.
    pub(crate) fn wake_in(seconds: Option<f32>) {
        let ms = seconds.map_or(-1, |s| (s.max(0.0) * 1000.0).ceil() as i32);
        // SAFETY: a plain number to felt.js.
        unsafe { felt_wake_after(ms) };
    }

    pub(crate) fn set_title(title: &str) {
        // SAFETY: felt.js copies the bytes out before returning.
        unsafe { felt_set_title(title.as_ptr(), title.len() as u32) };
    }
}
