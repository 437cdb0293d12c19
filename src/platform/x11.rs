//! Natively on Linux (X11, XWayland too): a helper thread with its own X
//! connection that wakes the game's blocked event loop and sets its title.
//!
//! With `blocking_event_loop` miniquad waits in `XNextEvent` until an event
//! comes for its window, and draws only when `schedule_update` was asked
//! for. A request from another thread is read only at the top of its loop,
//! so it cannot wake a waiting window (and miniquad's `try_lock().unwrap()`
//! on its display state could panic if this thread held the lock). So the
//! wake is an X event that miniquad's own handler answers with
//! `schedule_update`: a horizontal wheel click (button 6), which Felt reads
//! nowhere. miniquad 0.4 has no title setter either: this connection sets
//! the window's name properties, as miniquad does when it opens it.
//!
//! miniquad's waiting loop has a flaw this helper also covers (issue 34,
//! item 8; miniquad's pull request 458 describes it). At the top of each
//! pass, when no frame was asked for, it reads as many events as are
//! queued *plus one*, blocking for that one. An event that came while a
//! frame was being drawn (a click's release, often) is read, and asks for
//! a frame, but the loop then blocks for yet another event before drawing:
//! the click's result stays off the screen until the mouse moves or the
//! clock wakes the window. So after every frame that ends at rest the
//! helper sends a few *unblocking* events spread over a second (a client
//! message miniquad ignores: no frame is drawn for it, so it costs a pass
//! of the loop and nothing more). One that comes after the loop has begun
//! to wait ends the wait; if a frame was asked for meanwhile, it is drawn
//! then. Nothing is sent once the last one has gone, so a table at rest
//! still draws nothing.
//!
//! `x11rb` speaks the protocol itself: errors come back as values (no
//! process-wide Xlib error handler), and there is nothing to link.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};

use x11rb::connection::Connection;
use x11rb::errors::ConnectError;
use x11rb::protocol::res::{ClientIdMask, ClientIdSpec, ConnectionExt as _};
use x11rb::protocol::xproto::{
    AtomEnum, ButtonPressEvent, ClientMessageEvent, ConnectionExt as _, EventMask, KeyButMask,
    PropMode, Window, BUTTON_PRESS_EVENT,
};
use x11rb::rust_connection::RustConnection;
use x11rb::wrapper::ConnectionExt as _;

/// The WM_CLASS the game's window is given (see `main`), by which this
/// connection finds it among the screen's windows.
pub(crate) const WM_CLASS: &str = "felt";

/// What the game's loop asks of the helper.
enum Ask {
    /// One wake at this instant (replaces any earlier one).
    WakeAt(Instant),
    /// No timed wake.
    NoWake,
    /// A frame ended at rest: the unblocking events follow it.
    Rested,
    Title(String),
}

/// When the unblocking events go after a frame that ended at rest: soon,
/// for a loop that begins to wait at once, then further apart, for one
/// slowed by a loaded machine (a frame's swap, another process's turn).
/// The last goes a second after: by then the loop waits, unless the
/// machine stalled for that long, and the clock's own wake comes anyway.
const UNBLOCK_AFTER_MS: [u64; 5] = [4, 16, 64, 256, 1024];

/// The game's side of the helper thread.
pub(crate) struct Helper {
    asks: Sender<Ask>,
    lost: Arc<AtomicBool>,
}

/// Why no X server answers at the display DISPLAY names, in one line, if
/// none does: miniquad panics with a backtrace when it cannot open one, so
/// the window asks first, the way libX11 would connect (a unix socket, the
/// abstract one, or TCP for `host:n`).
pub(crate) fn missing_display(display: &str) -> Option<String> {
    match connect(Some(display)) {
        Ok(_) => None,
        Err(why) => Some(format!("DISPLAY={display}: {why}")),
    }
}

/// Connects to the X server, trying again a few times a moment apart: on a
/// loaded machine a server can drop a connection during its setup ("failed
/// to read whole buffer", or a broken pipe while the setup is written: CI's
/// window test saw the latter three starts in a row) and serve the next
/// one, and without this connection the window is neither named nor woken.
/// A display that cannot be read, or a refusal, is final.
fn connect(display: Option<&str>) -> Result<(RustConnection, usize), ConnectError> {
    let mut tries = 0;
    loop {
        match x11rb::connect(display) {
            Ok(connected) => return Ok(connected),
            Err(ConnectError::IoError(e))
                if tries < 5
                    && matches!(
                        e.kind(),
                        std::io::ErrorKind::UnexpectedEof
                            | std::io::ErrorKind::ConnectionReset
                            | std::io::ErrorKind::BrokenPipe
                    ) =>
            {
                tries += 1;
                std::thread::sleep(Duration::from_millis(100 * tries));
            }
            Err(why) => return Err(why),
        }
    }
}

impl Helper {
    /// Connects to the display the window will open on and starts the
    /// thread; `None` when there is no X display to reach (the loop then
    /// draws every frame, as it did before).
    pub(crate) fn start() -> Option<Helper> {
        let (conn, screen) = connect(None).ok()?;
        let root = conn.setup().roots.get(screen)?.root;
        let (asks, inbox) = mpsc::channel();
        let lost = Arc::new(AtomicBool::new(false));
        let helper = Side {
            conn,
            root,
            window: None,
            atoms: None,
            lost: lost.clone(),
            unnamed: None,
        };
        std::thread::Builder::new()
            .name("felt-x11-wake".into())
            .spawn(move || helper.serve(inbox))
            .ok()?;
        Some(Helper { asks, lost })
    }

    /// Whether the game's window could not be found (or the connection
    /// broke): nothing would wake it, so the loop must not wait.
    pub(crate) fn is_lost(&self) -> bool {
        self.lost.load(Ordering::Relaxed)
    }

    /// Wakes the window after `seconds`, or never (`None`).
    pub(crate) fn wake_in(&self, seconds: Option<f32>) {
        let ask = match seconds {
            Some(s) => Ask::WakeAt(Instant::now() + Duration::from_secs_f32(s.max(0.0))),
            None => Ask::NoWake,
        };
        // A helper that stopped (its connection broke) just means no more
        // timed wakes: input still wakes the window.
        let _ = self.asks.send(ask);
    }

    /// The game's frame ended at rest: send the unblocking events.
    pub(crate) fn rested(&self) {
        let _ = self.asks.send(Ask::Rested);
    }

    pub(crate) fn set_title(&self, title: &str) {
        let _ = self.asks.send(Ask::Title(title.to_string()));
    }
}

/// How soon a title that could not be set is tried again.
const RETRY: Duration = Duration::from_millis(100);

/// The atoms the title is written with.
#[derive(Clone, Copy)]
struct Atoms {
    utf8_string: u32,
    net_wm_name: u32,
    net_wm_icon_name: u32,
    net_wm_pid: u32,
    /// The client message's type that unblocks the loop: one miniquad
    /// does not know, so it ignores it.
    unblock: u32,
}

/// The helper thread's state.
struct Side {
    conn: RustConnection,
    root: Window,
    /// The game's window, once found.
    window: Option<Window>,
    atoms: Option<Atoms>,
    lost: Arc<AtomicBool>,
    /// A title that could not be set yet: the window was not found when
    /// it came (on a loaded machine the first frame's title can come
    /// before the window can be found). It is set once the window is
    /// found again; else a resumed game of another variant than the one
    /// the window opened for kept the wrong name.
    unnamed: Option<String>,
}

/// Why something could not be done (the thread carries on or ends quietly:
/// a wake or a title is not worth a message).
type Failed = Box<dyn std::error::Error>;

impl Side {
    fn serve(mut self, inbox: Receiver<Ask>) {
        let mut due: Option<Instant> = None;
        // The unblocking events still to send, soonest first.
        let mut unblocks: Vec<Instant> = Vec::new();
        loop {
            // A title not set yet is tried again shortly, wake or no wake.
            let retry = self.unnamed.as_ref().map(|_| Instant::now() + RETRY);
            let next = due
                .into_iter()
                .chain(retry)
                .chain(unblocks.first().copied());
            let ask = match next.min() {
                Some(at) => inbox.recv_timeout(at.saturating_duration_since(Instant::now())),
                None => inbox.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            // What touched the window, and how it went.
            let done = match ask {
                Ok(Ask::WakeAt(at)) => {
                    due = Some(at);
                    continue;
                }
                Ok(Ask::NoWake) => {
                    due = None;
                    continue;
                }
                Ok(Ask::Rested) => {
                    let now = Instant::now();
                    unblocks = UNBLOCK_AFTER_MS
                        .iter()
                        .map(|ms| now + Duration::from_millis(*ms))
                        .collect();
                    continue;
                }
                Ok(Ask::Title(title)) => {
                    self.unnamed = Some(title);
                    Ok(())
                }
                Err(RecvTimeoutError::Timeout) if due.is_some_and(|at| at <= Instant::now()) => {
                    due = None;
                    self.wake()
                }
                Err(RecvTimeoutError::Timeout)
                    if unblocks.first().is_some_and(|at| *at <= Instant::now()) =>
                {
                    // One event for all that are due: a late thread sends
                    // no burst.
                    let now = Instant::now();
                    unblocks.retain(|at| *at > now);
                    self.unblock()
                }
                // Only the title's retry was due.
                Err(RecvTimeoutError::Timeout) => Ok(()),
                Err(RecvTimeoutError::Disconnected) => return,
            };
            let done = done.and_then(|()| self.name());
            // Maybe the window was not there yet: look again next time.
            if done.is_err() {
                self.window = None;
            }
            self.lost.store(done.is_err(), Ordering::Relaxed);
        }
    }

    /// Sets the title waiting to be set, if one is; it keeps waiting if
    /// the window cannot be found.
    fn name(&mut self) -> Result<(), Failed> {
        let Some(title) = self.unnamed.take() else {
            return Ok(());
        };
        let done = self.title(&title);
        if done.is_err() {
            self.unnamed = Some(title);
        }
        done
    }

    fn atoms(&mut self) -> Result<Atoms, Failed> {
        if let Some(atoms) = self.atoms {
            return Ok(atoms);
        }
        let atom = |name: &[u8]| -> Result<u32, Failed> {
            Ok(self.conn.intern_atom(false, name)?.reply()?.atom)
        };
        let atoms = Atoms {
            utf8_string: atom(b"UTF8_STRING")?,
            net_wm_name: atom(b"_NET_WM_NAME")?,
            net_wm_icon_name: atom(b"_NET_WM_ICON_NAME")?,
            net_wm_pid: atom(b"_NET_WM_PID")?,
            unblock: atom(b"_FELT_UNBLOCK")?,
        };
        self.atoms = Some(atoms);
        Ok(atoms)
    }

    /// This process's window, so a second Felt on the same screen is
    /// never woken or renamed by this one: WM_CLASS `felt`, made by this
    /// process as the X-Resource extension tells, or stamped with its
    /// _NET_WM_PID. Without the extension, the one unstamped Felt window is
    /// taken and stamped (miniquad sets no _NET_WM_PID), which a Felt
    /// started later then leaves alone. It may sit below a window
    /// manager's frame, so the tree is searched a few levels deep.
    fn window(&mut self) -> Result<Window, Failed> {
        if let Some(window) = self.window {
            return Ok(window);
        }
        let atoms = self.atoms()?;
        let pid = std::process::id();
        let mut felts = Vec::new();
        let mut level = vec![self.root];
        for _ in 0..4 {
            let mut next = Vec::new();
            for parent in level {
                // A window may close while we look: skip it.
                let Ok(Ok(tree)) = self.conn.query_tree(parent).map(|c| c.reply()) else {
                    continue;
                };
                for child in tree.children {
                    if self.is_felt(child) {
                        felts.push(child);
                    } else {
                        next.push(child);
                    }
                }
            }
            level = next;
        }
        // Made by this process; else stamped by it; else the one Felt
        // window nobody stamped whose maker cannot be told.
        let found = felts
            .iter()
            .find(|w| self.maker(**w) == Some(pid))
            .or_else(|| {
                felts
                    .iter()
                    .find(|w| self.cardinal(**w, atoms.net_wm_pid) == Some(pid))
            })
            .copied()
            .or_else(|| {
                let open: Vec<Window> = felts
                    .iter()
                    .copied()
                    .filter(|w| self.cardinal(*w, atoms.net_wm_pid).is_none())
                    .collect();
                match open[..] {
                    [only] if self.maker(only).is_none() => Some(only),
                    _ => None,
                }
            });
        let window = found.ok_or("the game's window was not found")?;
        self.conn.change_property32(
            PropMode::REPLACE,
            window,
            atoms.net_wm_pid,
            AtomEnum::CARDINAL,
            &[pid],
        )?;
        self.window = Some(window);
        Ok(window)
    }

    fn is_felt(&self, window: Window) -> bool {
        let class = self
            .conn
            .get_property(false, window, AtomEnum::WM_CLASS, AtomEnum::STRING, 0, 64)
            .ok()
            .and_then(|c| c.reply().ok());
        class.is_some_and(|c| {
            c.value
                .split(|b| *b == 0)
                .next()
                .is_some_and(|name| name == WM_CLASS.as_bytes())
        })
    }

    /// A CARDINAL property's first value.
    fn cardinal(&self, window: Window, name: u32) -> Option<u32> {
        let reply = self
            .conn
            .get_property(false, window, name, AtomEnum::CARDINAL, 0, 1)
            .ok()?
            .reply()
            .ok()?;
        let value = reply.value32()?.next();
        value
    }

    /// The process that made `window`, if the X-Resource extension is
    /// there to say (and the server knows: a local client).
    fn maker(&self, window: Window) -> Option<u32> {
        let spec = ClientIdSpec {
            client: window,
            mask: ClientIdMask::LOCAL_CLIENT_PID,
        };
        let reply = self.conn.res_query_client_ids(&[spec]).ok()?.reply().ok()?;
        let id = reply.ids.first()?;
        id.value.first().copied()
    }

    /// A horizontal wheel click sent to the window alone (mask 0: to the
    /// client that made it), which miniquad answers with a frame.
    fn wake(&mut self) -> Result<(), Failed> {
        let window = self.window()?;
        let click = ButtonPressEvent {
            response_type: BUTTON_PRESS_EVENT,
            detail: 6,
            sequence: 0,
            time: x11rb::CURRENT_TIME,
            root: self.root,
            event: window,
            child: x11rb::NONE,
            root_x: 0,
            root_y: 0,
            event_x: 0,
            event_y: 0,
            state: KeyButMask::default(),
            same_screen: true,
        };
        self.conn
            .send_event(false, window, EventMask::NO_EVENT, click)?;
        self.conn.flush()?;
        Ok(())
    }

    /// A client message of a type miniquad ignores, sent to the window
    /// alone: it ends the loop's wait without asking for a frame.
    fn unblock(&mut self) -> Result<(), Failed> {
        let window = self.window()?;
        let atoms = self.atoms()?;
        let message = ClientMessageEvent::new(32, window, atoms.unblock, [0u32; 5]);
        self.conn
            .send_event(false, window, EventMask::NO_EVENT, message)?;
        self.conn.flush()?;
        Ok(())
    }

    /// Names the window as miniquad does when it opens it: WM_NAME and
    /// _NET_WM_NAME (and the icon's names) in UTF-8.
    fn title(&mut self, title: &str) -> Result<(), Failed> {
        let window = self.window()?;
        let atoms = self.atoms()?;
        let names = [
            AtomEnum::WM_NAME.into(),
            AtomEnum::WM_ICON_NAME.into(),
            atoms.net_wm_name,
            atoms.net_wm_icon_name,
        ];
        for name in names {
            self.conn.change_property8(
                PropMode::REPLACE,
                window,
                name,
                atoms.utf8_string,
                title.as_bytes(),
            )?;
        }
        self.conn.flush()?;
        Ok(())
    }
}
