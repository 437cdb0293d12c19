//! What the real-window tests share: the Xvfb session running the game,
//! its input through `xdotool`, screenshots and their pixels.

#![allow(dead_code)]

pub use std::io::{BufRead, BufReader};
pub use std::path::{Path, PathBuf};
pub use std::process::{Child, Command, Stdio};
pub use std::sync::atomic::{AtomicU32, Ordering};
pub use std::sync::{Mutex, MutexGuard};
pub use std::thread::sleep;
pub use std::time::{Duration, Instant};

pub use felt::app::hud::HudLayout;
pub use felt::games::{Deal, Game, Variant};
pub use felt::model::card::{Card, Color};
pub use felt::model::moves::Move;
pub use felt::model::pile::PileId;
pub use felt::view::layout::{Layout, Rect};

pub const W: u32 = 1024;
pub const H: u32 = 768;

pub struct Image {
    pub width: u32,
    pub height: u32,
    /// Red, green, blue: screenshots are opaque.
    pub rgb: Vec<u8>,
}

impl Image {
    pub fn load(path: &Path) -> Image {
        let decoder = png::Decoder::new(std::fs::File::open(path).expect("screenshot exists"));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut rgb = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut rgb).expect("PNG data");
        assert_eq!(info.color_type, png::ColorType::Rgb);
        Image {
            width: info.width,
            height: info.height,
            rgb,
        }
    }

    pub fn pixel(&self, x: f32, y: f32) -> [u8; 3] {
        let (x, y) = (x as u32, y as u32);
        let i = ((y * self.width + x) * 3) as usize;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// Share of the pixels in `r` that satisfy `pred`.
    pub fn share(&self, r: Rect, pred: impl Fn([u8; 3]) -> bool) -> f32 {
        let mut hits = 0;
        let mut all = 0;
        for y in r.y as u32..r.bottom() as u32 {
            for x in r.x as u32..r.right() as u32 {
                all += 1;
                if pred(self.pixel(x as f32, y as f32)) {
                    hits += 1;
                }
            }
        }
        hits as f32 / all.max(1) as f32
    }
}

pub fn is_felt(p: [u8; 3]) -> bool {
    // The felt is a green of about (13, 102, 51).
    p[1] > 80 && p[1] < 125 && p[0] < 40 && p[2] < 75
}

pub fn is_white(p: [u8; 3]) -> bool {
    p.iter().all(|&c| c > 235)
}

pub fn is_red(p: [u8; 3]) -> bool {
    p[0] > 150 && p[1] < 90 && p[2] < 90
}

pub fn is_blue(p: [u8; 3]) -> bool {
    p[2] > 110 && p[0] < 110 && p[2] > p[1]
}

pub fn layout_of(game: &Game) -> Layout {
    Layout::compute(
        &game.table(),
        &game.piles(),
        HudLayout::compute(W as f32, H as f32, 1.0).table,
    )
}

pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("felt-window-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

pub fn klondike(number: u64) -> Deal {
    Deal::new("klondike".parse::<Variant>().unwrap(), number).unwrap()
}

/// Held by the session that owns the X server now.
pub static SESSIONS: Mutex<()> = Mutex::new(());

/// The game running under its own Xvfb display, driven by xdotool.
pub struct Session {
    /// The turn at the X server, given back once `drop` has ended the
    /// processes.
    pub _turn: Option<MutexGuard<'static, ()>>,
    pub _xvfb_says: BufReader<std::process::ChildStdout>,
    pub xvfb: Child,
    pub game: Child,
    pub display: String,
    pub window: String,
    pub capture: PathBuf,
    /// The game's stderr: with `FELT_LOG_IDLE` a line each time it comes
    /// to rest.
    pub log: PathBuf,
}

impl Session {
    /// Starts Xvfb and the game and waits for the window; a start that
    /// fails (a loaded machine, a display that went away) is tried again.
    pub fn start(deal: Deal, name: &str) -> Session {
        let args = [
            "--variant".to_string(),
            deal.variant.name().to_string(),
            "--deal".to_string(),
            deal.number.to_string(),
        ];
        Session::start_with(&args, None, name)
    }

    /// The game with these arguments, keeping its files in `data` (else
    /// in a directory of its own).
    pub fn start_with(args: &[String], data: Option<&Path>, name: &str) -> Session {
        // One X session at a time: two Xvfb servers starting together can
        // race for the same display number.
        let turn = SESSIONS.lock().unwrap_or_else(|e| e.into_inner());
        let mut failures = Vec::new();
        for _ in 0..3 {
            match Session::launch(args, data, name) {
                Ok(mut session) => {
                    session._turn = Some(turn);
                    return session;
                }
                Err(why) => failures.push(why),
            }
        }
        panic!("the game's window never appeared:\n{}", failures.join("\n"));
    }

    pub fn launch(args: &[String], data: Option<&Path>, name: &str) -> Result<Session, String> {
        // Xvfb picks a free display itself and writes its number to stdout;
        // the pipe stays open with the session so Xvfb never writes into a
        // closed one.
        let mut xvfb = Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1280x1024x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb runs (install xvfb)");
        let mut said = BufReader::new(xvfb.stdout.take().expect("piped"));
        let mut number = String::new();
        said.read_line(&mut number).expect("Xvfb says its display");
        let display = format!(":{}", number.trim());
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let n = NEXT.fetch_add(1, Ordering::SeqCst);
        let capture = scratch(name);
        // Each session keeps its files apart from the player's and the
        // other sessions'.
        let data = data.map_or_else(|| scratch(&format!("data-{n}")), Path::to_path_buf);
        let log = scratch(&format!("felt-{n}.log"));
        let game = Command::new(env!("CARGO_BIN_EXE_felt"))
            .env("DISPLAY", &display)
            .env("XDG_DATA_HOME", &data)
            .env("FELT_LOG_IDLE", "1")
            .args(args)
            .args(["--size", &format!("{W}x{H}")])
            .arg("--capture")
            .arg(&capture)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).expect("a log file"))
            .spawn()
            .expect("felt starts");
        let mut session = Session {
            _turn: None,
            _xvfb_says: said,
            xvfb,
            game,
            display,
            window: String::new(),
            capture,
            log: log.clone(),
        };
        let start = Instant::now();
        while session.window.is_empty() {
            let log_text = || std::fs::read_to_string(&log).unwrap_or_default();
            // A game that ended has nothing to show: say why at once.
            if let Ok(Some(status)) = session.game.try_wait() {
                return Err(format!("felt exited ({status}): {}", log_text()));
            }
            if start.elapsed() > Duration::from_secs(30) {
                return Err(format!("no window after 30 s; felt said: {}", log_text()));
            }
            let out = session.xdotool(&["search", "--name", "Felt"]);
            session.window = out.lines().next().unwrap_or("").trim().to_string();
            sleep(Duration::from_millis(200));
        }
        sleep(Duration::from_millis(1500));
        Ok(session)
    }

    pub fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .env("DISPLAY", &self.display)
            .args(args)
            .output()
            .expect("xdotool runs (install xdotool)");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The window's name as the window manager would show it.
    pub fn title(&self) -> String {
        self.xdotool(&["getwindowname", &self.window])
            .trim()
            .to_string()
    }

    /// Whether the window's name becomes `want` within `wait`.
    pub fn title_within(&self, want: &str, wait: Duration) -> bool {
        let start = Instant::now();
        while start.elapsed() < wait {
            if self.title() == want {
                return true;
            }
            sleep(Duration::from_millis(100));
        }
        false
    }

    /// Waits up to 15 s for the window's name to become `want`.
    pub fn until_title(&self, want: &str) {
        let start = Instant::now();
        while self.title() != want {
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "the title became {want:?}; it is {:?}",
                self.title()
            );
            sleep(Duration::from_millis(100));
        }
    }

    /// The frame after which the game last came to rest, if it has.
    pub fn rested_after(&self) -> Option<u32> {
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        log.lines()
            .rev()
            .filter_map(|l| l.strip_prefix("felt: at rest after frame "))
            .find_map(|n| n.trim().parse().ok())
    }

    /// Waits until the game has come to rest and stayed there a moment;
    /// the frame it rested after.
    pub fn until_at_rest(&self) -> u32 {
        let start = Instant::now();
        loop {
            let before = self.rested_after();
            sleep(Duration::from_millis(1500));
            let after = self.rested_after();
            if let Some(n) = after.filter(|_| after == before) {
                return n;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the game never came to rest (last: {after:?})"
            );
        }
    }

    pub fn move_to(&self, x: f32, y: f32) {
        let (x, y) = ((x as i32).to_string(), (y as i32).to_string());
        self.xdotool(&["mousemove", "--window", &self.window, &x, &y]);
        sleep(Duration::from_millis(60));
    }

    pub fn click(&self, x: f32, y: f32) {
        self.move_to(x, y);
        self.xdotool(&["click", "1"]);
        sleep(Duration::from_millis(600));
    }

    pub fn drag(&self, from: (f32, f32), to: (f32, f32)) {
        self.move_to(from.0, from.1);
        self.xdotool(&["mousedown", "1"]);
        for i in 1..=10 {
            let t = i as f32 / 10.0;
            self.move_to(from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t);
        }
        self.xdotool(&["mouseup", "1"]);
        sleep(Duration::from_millis(800));
    }

    pub fn key(&self, key: &str) {
        self.xdotool(&["windowfocus", &self.window]);
        self.xdotool(&["key", key]);
        sleep(Duration::from_millis(150));
    }

    /// Takes screenshots until `cond` holds (animations settle, frames
    /// are slow under a loaded software renderer); fails after 15 s.
    pub fn until(&self, what: &str, cond: impl Fn(&Image) -> bool) -> Image {
        let start = Instant::now();
        loop {
            let img = self.screenshot();
            if cond(&img) {
                return img;
            }
            assert!(start.elapsed() < Duration::from_secs(15), "{what}");
        }
    }

    pub fn screenshot(&self) -> Image {
        let _ = std::fs::remove_file(&self.capture);
        self.key("F12");
        let start = Instant::now();
        loop {
            let size = std::fs::metadata(&self.capture)
                .map(|m| m.len())
                .unwrap_or(0);
            if size > 0 {
                sleep(Duration::from_millis(300));
                if std::fs::metadata(&self.capture)
                    .map(|m| m.len())
                    .unwrap_or(0)
                    == size
                {
                    return Image::load(&self.capture);
                }
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "F12 saved a screenshot"
            );
            sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.game.kill();
        let _ = self.game.wait();
        let _ = self.xvfb.kill();
        let _ = self.xvfb.wait();
    }
}

/// The first Klondike deal from 1 up with a column-to-column move at the start.
pub fn deal_with_a_column_move() -> (Deal, Move) {
    first_column_move("klondike".parse::<Variant>().unwrap())
}

/// The first deal of `variant` from 1 up with a column-to-column move at
/// the start, and that move.
pub fn first_column_move(variant: Variant) -> (Deal, Move) {
    (1..200)
        .map(|n| Deal::new(variant, n).unwrap())
        .find_map(|deal| {
            Game::new(deal)
                .legal_moves()
                .into_iter()
                .find(|mv| {
                    matches!(
                        mv,
                        Move::Transfer {
                            from: PileId::Column(_),
                            to: PileId::Column(_),
                            ..
                        }
                    )
                })
                .map(|mv| (deal, mv))
        })
        .expect("some deal has a column move")
}
