//! The `felt` binary: the command-line tools, or the game in a window with
//! one async loop: read input, update with `dt`, draw, next frame.

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use felt::app::idle::NextFrame;
use felt::app::{App, Device};
use felt::audio::Sounds;
use felt::cli::window::{self, WindowArgs};
use felt::draw::render::{self, Renderer};
use felt::games::{Deal, Game, Variant};
use felt::input::collect::Collector;
use felt::input::gamepad::PadReader;
use felt::input::intent::Intent;
use felt::input::pad::PadMapper;
use felt::input::{keys, RawEvent};
use felt::platform::wake::Waker;
use felt::storage::saved::Start;
use felt::storage::store::{Loaded, Store};
use macroquad::prelude::*;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(status) = run_command(&args) {
        return status;
    }
    // On the web the page's query string takes the place of the arguments.
    let (options, note) = match felt::platform::query_string() {
        Some(query) => felt::cli::query::parse(&query),
        None => match window::parse(&args) {
            Ok(options) => (options, None),
            Err(err) => {
                eprintln!("{err}");
                return ExitCode::from(felt::cli::EX_USAGE);
            }
        },
    };
    // A position file is read before the window opens, so a bad one is a
    // message and not a window that flashes.
    let position = match &options.position {
        Some(path) => match read_position(path, options.variant) {
            Ok(game) => Some(game),
            Err(err) => {
                eprintln!("felt: {err}");
                return ExitCode::from(felt::cli::EX_DATAERR);
            }
        },
        None => None,
    };
    quiet_audio_panics();
    if let Some(why) = no_display() {
        // One line: the command-line tools still work, `felt help` lists them.
        eprintln!("felt: cannot open the window: {why} (`felt help` lists the command-line tools)");
        return ExitCode::from(1);
    }
    // At rest the loop waits for input where something can wake it for
    // the clock (see `felt::platform::wake`); any input draws a frame.
    let waker = Waker::new();
    let conf = macroquad::conf::Conf {
        miniquad_conf: Conf {
            window_title: render::title(options.variant),
            window_width: options.size.0 as i32,
            window_height: options.size.1 as i32,
            high_dpi: true,
            sample_count: 4,
            window_resizable: options.screenshot.is_none() && options.bench_frames.is_none(),
            platform: macroquad::miniquad::conf::Platform {
                blocking_event_loop: waker.can_wait(),
                linux_wm_class: waker.wm_class(),
                ..Default::default()
            },
            ..Default::default()
        },
        update_on: Some(macroquad::conf::UpdateTrigger {
            key_down: true,
            mouse_down: true,
            mouse_up: true,
            mouse_motion: true,
            mouse_wheel: true,
            specific_key: None,
            touch: true,
        }),
        ..Default::default()
    };
    macroquad::Window::from_config(conf, run(options, position, note, waker));
    ExitCode::SUCCESS
}

/// Runs a command-line tool (`deal`, `solve`, `help`) if the arguments name
/// one. The page has no command line: leaving the tools out of the web
/// build keeps it small.
#[cfg(not(target_arch = "wasm32"))]
fn run_command(args: &[String]) -> Option<ExitCode> {
    if !felt::cli::is_command(args) {
        return None;
    }
    Some(match felt::cli::run(args) {
        Ok(out) => {
            print!("{}", out.stdout);
            ExitCode::from(out.status as u8)
        }
        Err(err) => {
            eprintln!("{err}");
            ExitCode::from(err.status())
        }
    })
}

#[cfg(target_arch = "wasm32")]
fn run_command(_args: &[String]) -> Option<ExitCode> {
    None
}

/// A seed for new deals from the wall clock (the model never reads it).
fn seed() -> u64 {
    (macroquad::miniquad::date::now() * 1000.0) as u64
}

async fn run(options: WindowArgs, position: Option<Game>, note: Option<String>, mut waker: Waker) {
    // Screenshots and the bench are repeatable: they neither read nor write
    // the player's files.
    let remember = options.screenshot.is_none() && options.bench_frames.is_none();
    let (mut store, loaded) = if remember {
        let (store, loaded) = Store::load();
        (Some(store), loaded)
    } else {
        (None, Loaded::default())
    };
    let variant = if options.explicit {
        options.variant
    } else {
        loaded.settings.variant
    };
    let deal = match options.checked_deal() {
        Ok(Some(deal)) => deal,
        _ => {
            let range = variant.deal_range();
            let number = range.start() + seed() % 1_000_000;
            Deal::new(variant, number).expect("in range")
        }
    };
    let mut app = App::new(
        deal,
        loaded.settings,
        screen_width(),
        screen_height(),
        seed(),
    );
    app.set_stats(loaded.stats.clone());
    // The saved game goes on unless another deal or position was asked for.
    let asked_other = position.is_some()
        || (options.explicit
            && loaded.game.as_ref().map(|g| g.start.clone()) != Some(Start::Deal(deal)));
    match (&loaded.game, asked_other) {
        (Some(saved), false) => app.resume(saved),
        _ => {
            if let Some(game) = position {
                app.set_position(game);
            }
        }
    }
    let mut notes: Vec<String> = loaded.notes.clone();
    let playing = app.deal();
    notes.extend(note.map(|n| {
        format!(
            "{n}: playing {} #{}",
            playing.variant.title(),
            playing.number
        )
    }));
    if !notes.is_empty() {
        for n in &notes {
            eprintln!("felt: {n}");
        }
        app.notify(notes.join("; "));
    }
    // Natively sounds load after a few frames: by then, without a sound
    // device, quad-snd's thread has died and nothing is loaded (loading would
    // only print its complaints). In the browser loading waits frames of its
    // own, so it happens before the table is first drawn.
    let mut sounds = if cfg!(target_arch = "wasm32") {
        Waker::drawing(Sounds::load()).await
    } else {
        Sounds::none()
    };
    // What is on the table now is saved once it changes.
    app.game_to_save();
    let mut saved_revision = app.revision();
    let mut published = u64::MAX;
    let mut renderer = Renderer::new();
    let mut collector = Collector::new();
    let mut pad = PadReader::new();
    let mut pad_map = PadMapper::new();
    let mut frames = 0u32;
    let mut bench = options.bench_frames.map(Bench::new);
    // The real time between frames: after a wait at rest it is the wait,
    // which macroquad's frame time (the frame before's) is not.
    let mut last_start: Option<f64> = None;
    let mut next = NextFrame::Now;
    // Tests count the frames drawn at rest (see tests/window.rs).
    let log_idle = std::env::var_os("FELT_LOG_IDLE").is_some();
    loop {
        let dt = get_frame_time();
        let started = get_time();
        let elapsed = last_start.map_or(dt as f64, |t| started - t);
        let elapsed = elapsed.min(next.longest_step());
        last_start = Some(started);
        app.resize(screen_width(), screen_height());
        read_input(&mut app, &mut collector);
        for intent in pad_map.update(&pad.read(), dt) {
            app.note_device(Device::Pad);
            app.intent(intent);
        }
        if let Some(bench) = &mut bench {
            bench.keep_cards_flying(&mut app, frames);
        }
        app.advance(elapsed);
        think(&mut app);
        let stamps = app.take_stamps();
        renderer.draw(&app, &stamps);
        frames += 1;
        waker.set_title(&render::title(app.deal().variant));
        // Frames the shell itself needs: the first few (sounds load after
        // some natively), a screenshot's wait, the bench, a gamepad (read
        // by polling), an atlas waiting to be repainted after a resize, a
        // waker that lost the window.
        let shell_busy = frames <= SOUNDS_AFTER_FRAMES + 1
            || options.screenshot.is_some()
            || bench.is_some()
            || pad.connected()
            || renderer.painter.is_behind()
            || waker.is_lost();
        next = if shell_busy {
            NextFrame::Now
        } else {
            app.next_frame()
        };
        // The page's hook: after every change, a few times a second for
        // what changes by itself (the light, messages), and before a wait.
        let due =
            app.revision() != published || frames.is_multiple_of(15) || next != NextFrame::Now;
        if felt::platform::HAS_PAGE && due {
            published = app.revision();
            felt::platform::publish_state(&app.state_json());
        }
        let native = !cfg!(target_arch = "wasm32");
        if native && frames == SOUNDS_AFTER_FRAMES && !AUDIO_DEAD.load(Ordering::SeqCst) {
            sounds = Waker::drawing(Sounds::load()).await;
        }
        if app.settings.sound && !AUDIO_DEAD.load(Ordering::Relaxed) {
            for cue in app.take_cues() {
                sounds.play(cue, app.settings.volume);
            }
        } else {
            app.take_cues();
        }
        if let Some(store) = &mut store {
            save(store, &mut app, &mut saved_revision);
        }
        if let Some(path) = &options.screenshot {
            if frames >= 3 && get_time() >= options.wait as f64 {
                if let Err(e) = save_screenshot(path) {
                    eprintln!("felt: {e}");
                    std::process::exit(1);
                }
                return;
            }
        }
        if app.take_screenshot_request() {
            // F12 saves into the data directory unless told where.
            let path = options.capture.clone().unwrap_or_else(|| {
                felt::platform::data_dir()
                    .unwrap_or_default()
                    .join("felt-screenshot.png")
            });
            match save_screenshot(&path) {
                Ok(()) => app.notify(format!("screenshot saved to {}", path.display())),
                Err(e) => app.notify(e),
            }
        }
        if let Some(b) = &mut bench {
            if b.record(frames, get_time() - started, dt) {
                println!("{}", b.report());
                return;
            }
        }
        wait_for(next, &mut waker);
        if log_idle && next != NextFrame::Now {
            eprintln!("felt: at rest after frame {frames}");
        }
        next_frame().await;
    }
}

/// Asks for the next frame: at once, or at rest a wake for the clock's
/// next second (or a message going) and otherwise only input.
fn wait_for(next: NextFrame, waker: &mut Waker) {
    // A little past the second, so the clock has turned when woken.
    const MARGIN: f32 = 0.01;
    match next {
        NextFrame::Now => {
            waker.wake_in(None);
            macroquad::miniquad::window::schedule_update();
        }
        NextFrame::After(seconds) => waker.wake_in(Some(seconds + MARGIN)),
        NextFrame::Input => waker.wake_in(None),
    }
}

/// Gives the solver a slice of this frame: about 3 ms, more while a hint
/// or a winnable deal is awaited (still well inside a frame).
fn think(app: &mut App) {
    let slice = if app.hint_waiting() || app.hunting().is_some() {
        0.008
    } else {
        0.003
    };
    let start = get_time();
    while app.wants_thinking() && get_time() - start < slice {
        app.think(64);
    }
}

/// Saves what changed: the game after every move, settings and statistics
/// when they change. A file that cannot be written is reported once.
fn save(store: &mut Store, app: &mut App, saved_revision: &mut u64) {
    let mut problems = Vec::new();
    if app.revision() != *saved_revision {
        *saved_revision = app.revision();
        if let Some(game) = app.game_to_save() {
            problems.extend(store.save_game(&game));
        }
    }
    let (settings, stats) = app.take_changes();
    if settings {
        problems.extend(store.save_settings(&app.settings));
    }
    if stats {
        problems.extend(store.save_stats(app.stats()));
    }
    for problem in problems {
        eprintln!("felt: {problem}");
        app.notify(problem);
    }
}

/// Reads a position in the notation of the variant: a whole deck, each
/// card once, as `felt solve --board` reads a board.
fn read_position(path: &std::path::Path, variant: Variant) -> Result<Game, String> {
    let text = felt::cli::input::read_file(path)?;
    Game::parse(variant, &text).map_err(|e| format!("{}: {e}", path.display()))
}

/// With no sound device quad-snd's audio thread panics at start; with
/// unwinding that thread alone ends and the game plays silently. Say so in
/// one line instead of a backtrace; other panics report as usual.
fn quiet_audio_panics() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let from_audio = info
            .location()
            .is_some_and(|l| l.file().contains("quad-snd"));
        if from_audio {
            if !AUDIO_DEAD.swap(true, Ordering::SeqCst) {
                eprintln!("felt: no sound device; playing silently");
            }
        } else {
            default(info);
        }
    }));
}

/// Frames to wait before loading sounds (see `run`).
const SOUNDS_AFTER_FRAMES: u32 = 5;

/// Set when the audio thread died: sounds are not sent to it any more.
static AUDIO_DEAD: AtomicBool = AtomicBool::new(false);

/// Why no window can open here, if that is known before trying: miniquad
/// panics with a backtrace when X11 has no display, so on Linux the X
/// server that DISPLAY names is looked for first.
fn no_display() -> Option<String> {
    #[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
    {
        let display = std::env::var("DISPLAY").unwrap_or_default();
        if !display.is_empty() {
            return felt::platform::x11::missing_display(&display);
        }
        if std::env::var_os("WAYLAND_DISPLAY").is_none_or(|v| v.is_empty()) {
            return Some("no display (DISPLAY is not set); run it in a desktop session".into());
        }
    }
    None
}

/// Writes the frame on screen as a PNG; a failure is a message, never a
/// panic (macroquad's own `export_png` unwraps).
fn save_screenshot(path: &std::path::Path) -> Result<(), String> {
    if cfg!(target_arch = "wasm32") {
        return Err("screenshots are not saved in the browser".into());
    }
    let image = get_screen_data();
    let (w, h) = (image.width as usize, image.height as usize);
    // The screen comes bottom row first.
    let mut rows = Vec::with_capacity(image.bytes.len());
    for y in (0..h).rev() {
        rows.extend_from_slice(&image.bytes[y * w * 4..(y + 1) * w * 4]);
    }
    let write = || -> Result<(), Box<dyn std::error::Error>> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        let file = std::io::BufWriter::new(std::fs::File::create(path)?);
        let mut encoder = png::Encoder::new(file, w as u32, h as u32);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.write_header()?.write_image_data(&rows)?;
        Ok(())
    };
    write().map_err(|e| format!("cannot write the screenshot {}: {e}", path.display()))
}

/// Hands this frame's events to the app, in the order they came.
fn read_input(app: &mut App, collector: &mut Collector) {
    for event in collector.take() {
        match event {
            RawEvent::PointerDown { x, y } => app.pointer_down(x, y),
            RawEvent::PointerUp { x, y } => app.pointer_up(x, y),
            RawEvent::PointerMove { x, y } => app.pointer_move(x, y),
            RawEvent::Key(press) => {
                if let Some(intent) = keys::intent(press) {
                    if intent != Intent::Screenshot {
                        app.note_device(Device::Keyboard);
                    }
                    app.intent(intent);
                }
            }
            RawEvent::Char(c) => {
                if let Some(intent) = keys::char_intent(c) {
                    app.note_device(Device::Keyboard);
                    app.intent(intent);
                }
            }
        }
    }
}

/// `felt bench frames`: all 52 cards kept in flight, frame times measured.
struct Bench {
    frames: u32,
    times: Vec<f64>,
    intervals: Vec<f64>,
    draw_calls: Option<usize>,
}

impl Bench {
    fn new(frames: u32) -> Bench {
        Bench {
            frames: frames.max(10),
            times: Vec::new(),
            intervals: Vec::new(),
            draw_calls: None,
        }
    }

    fn keep_cards_flying(&mut self, app: &mut App, frame: u32) {
        if !app.view().is_animating() {
            app.scatter_cards(frame as u64);
        }
        if frame == self.frames / 2 {
            macroquad::telemetry::capture_frame();
        }
        if frame == self.frames / 2 + 2 {
            self.draw_calls = Some(macroquad::telemetry::drawcalls().len());
        }
    }

    /// Records a frame's work time (input, update, drawing calls) and the
    /// whole interval since the last frame (with the GPU's work and the
    /// swap); true when done.
    fn record(&mut self, frame: u32, seconds: f64, interval: f32) -> bool {
        if frame > 5 {
            self.times.push(seconds * 1000.0);
            self.intervals.push(interval as f64 * 1000.0);
        }
        frame >= self.frames + 5
    }

    fn report(&self) -> String {
        let (mean, p99) = mean_p99(&self.times);
        let (frame_mean, frame_p99) = mean_p99(&self.intervals);
        format!(
            "frames: {}\nwork per frame (update + draw calls): mean {:.3} ms, p99 {:.3} ms\n\
             whole frame (with GPU and swap): mean {:.3} ms, p99 {:.3} ms\n\
             draw calls per frame: {}",
            self.times.len(),
            mean,
            p99,
            frame_mean,
            frame_p99,
            self.draw_calls.map_or("?".to_string(), |n| n.to_string())
        )
    }
}

/// The mean and the 99th percentile of a sample.
fn mean_p99(sample: &[f64]) -> (f64, f64) {
    let mut sorted = sample.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mean = sorted.iter().sum::<f64>() / sorted.len().max(1) as f64;
    let at = ((sorted.len() as f64) * 0.99) as usize;
    let p99 = sorted.get(at).or(sorted.last()).copied().unwrap_or(0.0);
    (mean, p99)
}
