//! The `felt` binary: the command-line tools, or the game in a window with
//! one async loop: read input, update with `dt`, draw, next frame.

use std::process::ExitCode;

use felt::app::idle::NextFrame;
use felt::audio::{self, Sounds};
use felt::cli::frames::FrameBench;
use felt::cli::window::{self, WindowArgs};
use felt::draw::render::{self, Renderer};
use felt::draw::screenshot;
use felt::games::Game;
use felt::input::collect::Collector;
use felt::input::gamepad::PadReader;
use felt::input::pad::PadMapper;
use felt::platform::wake::Waker;
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
        // The page has no arguments (what parsing none gives), and leaving
        // the parser out keeps it smaller.
        None if cfg!(target_arch = "wasm32") => (WindowArgs::default(), None),
        None => match window::parse(&args) {
            Ok(options) => (options, None),
            Err(err) => {
                say(&err.to_string());
                return ExitCode::from(felt::cli::EX_USAGE);
            }
        },
    };
    // The query string names only a game and a deal: what only arguments
    // ask for (a rules file, a position file, a screenshot, the frame
    // bench) is known absent on the web, so the compiler leaves its code
    // out of the page.
    #[cfg(target_arch = "wasm32")]
    let options = WindowArgs {
        rules: None,
        position: None,
        screenshot: None,
        capture: None,
        bench_frames: None,
        ..options
    };
    // A description (`--rules FILE`) and a position file are read before
    // the window opens, so a bad one is a message and not a window that
    // flashes.
    let mut options = options;
    if let Some(path) = &options.rules {
        match felt::cli::rules::read(path) {
            Ok(variant) => options.variant = variant,
            Err(err) => {
                say(&format!("felt: {err}"));
                return ExitCode::from(felt::cli::EX_DATAERR);
            }
        }
    }
    let position = match &options.position {
        Some(path) => match window::read_position(path, options.variant) {
            Ok(game) => Some(game),
            Err(err) => {
                say(&format!("felt: {err}"));
                return ExitCode::from(felt::cli::EX_DATAERR);
            }
        },
        None => None,
    };
    audio::quiet_panics();
    if let Some(why) = felt::platform::no_display() {
        // One line: the command-line tools still work, `felt help` lists them.
        say(&format!(
            "felt: cannot open the window: {why} (`felt help` lists the command-line tools)"
        ));
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
            // Not multisampled: the cards come from a supersampled atlas
            // and smooth their own edges (see the painter); with a software
            // GL 4× multisampling tripled the cost of every frame.
            sample_count: 1,
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
    let status = felt::cli::print::finish(
        felt::cli::run(args),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    Some(ExitCode::from(status))
}

#[cfg(target_arch = "wasm32")]
fn run_command(_args: &[String]) -> Option<ExitCode> {
    None
}

/// Writes one line to stderr. When even stderr cannot be written (a full
/// disk) the line is dropped: `eprintln!` would panic, ending the game.
fn say(line: &str) {
    felt::cli::print::say(&mut std::io::stderr().lock(), line);
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
    let size = (screen_width(), screen_height());
    let (mut app, notes) = window::open_app(&options, position, note, &loaded, size, seed);
    for n in &notes {
        say(&format!("felt: {n}"));
    }
    let mut sounds = Sounds::none();
    if Sounds::load_at_frame(0) {
        sounds = Waker::drawing(Sounds::load()).await;
    }
    let mut published = u64::MAX;
    let mut renderer = Renderer::new();
    let mut collector = Collector::new();
    let mut pad = PadReader::new();
    let mut pad_map = PadMapper::new();
    let mut frames = 0u32;
    let mut bench = options.bench_frames.map(FrameBench::new);
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
        // The bench steps time by a fixed sixtieth of a second, so cards
        // stay in flight however slow its frames are.
        let elapsed = bench.as_ref().map_or(elapsed, |_| FrameBench::STEP);
        last_start = Some(started);
        app.set_density(screen_dpi_scale());
        app.resize(screen_width(), screen_height());
        // Today's date for the daily deals: the UTC date, from the system's
        // clock natively and from JavaScript's Date.now() in the browser.
        app.set_today(felt::model::date::Date::from_unix_seconds(
            macroquad::miniquad::date::now(),
        ));
        // The wait first, then the input that ended it.
        app.frame(elapsed, collector.take(), pad_map.update(&pad.read(), dt));
        if let Some(bench) = &mut bench {
            if let Some(report) = bench.begin_frame(&mut app, started) {
                // As the command-line tools print (see `felt::cli::print`).
                let written = felt::cli::print::write_out(&mut std::io::stdout().lock(), &report);
                if let (Some(status), Some(why)) = (written.failure_status(), written.message()) {
                    say(&why);
                    std::process::exit(i32::from(status));
                }
                return;
            }
        }
        app.think_for_a_frame(get_time);
        let stamps = app.take_stamps();
        renderer.draw(&app, &stamps);
        frames += 1;
        waker.set_title(&render::title(app.deal().variant));
        // Frames the shell itself needs: the first few (sounds load after
        // some natively), a screenshot's wait, the bench, a gamepad (read
        // by polling), an atlas waiting to be repainted after a resize, a
        // waker that lost the window.
        let shell_busy = frames <= audio::LOAD_AFTER_FRAMES + 1
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
            felt::platform::publish_state(&app.state_json(next));
        }
        if Sounds::load_at_frame(frames) {
            sounds = Waker::drawing(Sounds::load()).await;
        }
        sounds.play_all(app.take_cues(), app.settings.sound, app.settings.volume);
        if let Some(store) = &mut store {
            for problem in app.save_changes(store) {
                say(&format!("felt: {problem}"));
            }
        }
        if let Some(path) = &options.screenshot {
            if frames >= 3 && get_time() >= options.wait as f64 {
                if let Err(e) = screenshot::save(path) {
                    say(&format!("felt: {e}"));
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
            match screenshot::save(&path) {
                Ok(()) => app.notify(format!("screenshot saved to {}", path.display())),
                Err(e) => app.notify(e),
            }
        }
        if let Some(b) = &mut bench {
            b.end_work(get_time() - started, renderer.painter.take_pixels());
        }
        wait_for(next, &mut waker);
        if log_idle && next != NextFrame::Now {
            say(&format!("felt: at rest after frame {frames}"));
        }
        next_frame().await;
    }
}

/// Asks for the next frame: at once, or at rest a wake for the clock's
/// next second (or a message going) and otherwise only input. At rest the
/// waker also hears that the frame ended so, so that input which came
/// while it was drawn is drawn too (see `felt::platform::x11`).
fn wait_for(next: NextFrame, waker: &mut Waker) {
    // A little past the second, so the clock has turned when woken.
    const MARGIN: f32 = 0.01;
    match next {
        NextFrame::Now => {
            waker.wake_in(None);
            macroquad::miniquad::window::schedule_update();
        }
        NextFrame::After(seconds) | NextFrame::Answer(Some(seconds)) => {
            waker.wake_in(Some(seconds + MARGIN));
            waker.rested();
        }
        // The worker's answer wakes the page itself (`felt.js`).
        NextFrame::Answer(None) | NextFrame::Input => {
            waker.wake_in(None);
            waker.rested();
        }
    }
}
