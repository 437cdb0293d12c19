//! The options of the window: `felt [--variant V] [--deal N]
//! [--size WxH] [--screenshot FILE] [--capture FILE]`, and `felt bench frames`;
//! and the app they open with, the saved game and settings considered.

use std::path::{Path, PathBuf};

use super::flags::Flags;
use super::UsageError;
use crate::app::App;
use crate::games::{Deal, Game, Variant};
use crate::storage::saved::Start;
use crate::storage::store::Loaded;

/// How to open the window.
#[derive(Clone, Debug, PartialEq)]
pub struct WindowArgs {
    pub variant: Variant,
    /// None: a random deal.
    pub deal: Option<u64>,
    /// Logical window size.
    pub size: (u32, u32),
    /// Render the deal to this PNG and exit.
    pub screenshot: Option<PathBuf>,
    /// Where F12 saves a screenshot.
    pub capture: Option<PathBuf>,
    /// Seconds to play before taking the `--screenshot`.
    pub wait: f32,
    /// A position in the variant's notation to start from.
    pub position: Option<PathBuf>,
    /// A description of the game to play (`--rules FILE`), read before
    /// the window opens ([`super::rules::read`]).
    pub rules: Option<PathBuf>,
    /// `felt bench frames`: frames to measure of each table.
    pub bench_frames: Option<u32>,
    /// A game, deal or position was asked for (else the saved game goes
    /// on, or the last game played starts anew).
    pub explicit: bool,
}

impl Default for WindowArgs {
    fn default() -> WindowArgs {
        WindowArgs {
            variant: crate::games::GAMES[0].variant,
            deal: None,
            size: (1280, 800),
            screenshot: None,
            capture: None,
            wait: 0.0,
            position: None,
            rules: None,
            bench_frames: None,
            explicit: false,
        }
    }
}

impl WindowArgs {
    /// The deal to open, checked against the variant's range.
    pub(crate) fn checked_deal(&self) -> Result<Option<Deal>, UsageError> {
        self.deal
            .map(|n| Deal::new(self.variant, n).map_err(|e| UsageError(e.to_string())))
            .transpose()
    }
}

/// Frames of each table `felt bench frames` measures unless told.
const DEFAULT_BENCH_FRAMES: u32 = 200;
/// The frame counts it accepts: enough for a median, not all day.
const BENCH_FRAMES: std::ops::RangeInclusive<u32> = 10..=100_000;

/// The window's options, each taken once.
const OPTIONS: [&str; 9] = [
    "--variant",
    "--deal",
    "--size",
    "--screenshot",
    "--capture",
    "--position",
    "--wait",
    "--frames",
    "--rules",
];

/// Reads the window's options.
pub fn parse(args: &[String]) -> Result<WindowArgs, UsageError> {
    let mut out = WindowArgs::default();
    let mut it = args.iter();
    if args.first().map(String::as_str) == Some("bench") {
        it.next();
        match it.next().map(String::as_str) {
            Some("frames") => out.bench_frames = Some(DEFAULT_BENCH_FRAMES),
            _ => return Err(UsageError("`bench` takes `frames` or `hints`".into())),
        }
        out.deal = Some(1);
    }
    let mut flags = Flags::default();
    while let Some(flag) = it.next() {
        // `--game` is another name for `--variant`.
        let key = if flag == "--game" {
            Some("--variant")
        } else {
            OPTIONS.into_iter().find(|option| option == flag)
        };
        if let Some(key) = key {
            flags.once(key, flag)?;
        }
        let mut value = || {
            it.next()
                .ok_or_else(|| UsageError(format!("{flag} needs a value")))
        };
        match flag.as_str() {
            "--variant" | "--game" => {
                out.variant = value()?.parse().map_err(|e| UsageError(format!("{e}")))?;
                out.explicit = true;
            }
            "--deal" => {
                out.deal = Some(super::number(Some(value()?), "deal number")?);
                out.explicit = true;
            }
            "--size" => out.size = parse_size(value()?)?,
            "--screenshot" => out.screenshot = Some(PathBuf::from(value()?)),
            "--capture" => out.capture = Some(PathBuf::from(value()?)),
            "--position" => {
                out.position = Some(PathBuf::from(value()?));
                out.explicit = true;
            }
            "--rules" => {
                out.rules = Some(PathBuf::from(value()?));
                out.explicit = true;
            }
            "--wait" => {
                let text = value()?;
                out.wait = text
                    .parse::<f32>()
                    .ok()
                    .filter(|w| (0.0..=600.0).contains(w))
                    .ok_or_else(|| {
                        UsageError(format!("`{text}` is not a number of seconds (0 to 600)"))
                    })?;
            }
            "--frames" if out.bench_frames.is_some() => {
                let text = value()?;
                out.bench_frames = Some(
                    text.parse::<u32>()
                        .ok()
                        .filter(|n| BENCH_FRAMES.contains(n))
                        .ok_or_else(|| {
                            UsageError(format!(
                                "`{text}` is not a frame count ({} to {})",
                                BENCH_FRAMES.start(),
                                BENCH_FRAMES.end()
                            ))
                        })?,
                );
            }
            other => return Err(UsageError(format!("unexpected argument `{other}`"))),
        }
    }
    if out.rules.is_some() && flags_named_variant(args) {
        return Err(UsageError(
            "--rules names the game itself: leave out --variant".into(),
        ));
    }
    out.checked_deal()?;
    Ok(out)
}

/// Whether `--variant` (or `--game`) is among `args`.
fn flags_named_variant(args: &[String]) -> bool {
    args.iter().any(|a| a == "--variant" || a == "--game")
}

/// Reads a position in the notation of the variant: a whole deck, each
/// card once, as `felt solve --board` reads a board.
pub fn read_position(path: &Path, variant: Variant) -> Result<Game, String> {
    let text = super::input::read_file(path)?;
    Game::parse(variant, &text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The app the window opens with, `w`×`h`: the saved game goes on unless
/// another deal or position was asked for; with no deal asked for, a
/// random one of the last game played. `note` (from the page's query) and
/// what loading noticed are shown, and returned for the shell to print.
pub fn open_app(
    options: &WindowArgs,
    position: Option<Game>,
    note: Option<String>,
    loaded: &Loaded,
    (w, h): (f32, f32),
    mut seed: impl FnMut() -> u64,
) -> (App, Vec<String>) {
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
    let mut app = App::new(deal, loaded.settings, w, h, seed());
    app.set_stats(loaded.stats.clone());
    let asked_other = position.is_some()
        || (options.explicit
            && loaded.game.as_ref().map(|g| g.start.clone()) != Some(Start::Deal(deal)));
    match (&loaded.game, asked_other) {
        (Some(saved), false) => app.resume(saved),
        _ => {
            // The pause was the saved game's: another one starts running.
            app.unpause();
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
        app.notify(notes.join("; "));
    }
    // What is on the table now is saved once it changes.
    app.game_to_save();
    (app, notes)
}

fn parse_size(text: &str) -> Result<(u32, u32), UsageError> {
    let bad = || UsageError(format!("`{text}` is not a size like 1280x800"));
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.parse().map_err(|_| bad())?;
    let h: u32 = h.parse().map_err(|_| bad())?;
    if !(100..=8192).contains(&w) || !(100..=8192).contains(&h) {
        return Err(UsageError(format!(
            "`{text}`: each side must be 100 to 8192"
        )));
    }
    Ok((w, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_line(line: &str) -> Result<WindowArgs, UsageError> {
        parse(&crate::cli::words(line))
    }

    #[test]
    fn a_game_paused_when_closed_resumes_paused_but_another_deal_runs() {
        use crate::model::history::History;
        use crate::storage::saved::SavedGame;
        use crate::storage::settings::Settings;
        let deal = Deal::new(crate::games::GAMES[0].variant, 5).unwrap();
        let saved = SavedGame::of(Start::Deal(deal), &History::new(Game::new(deal)), 12.0);
        let loaded = Loaded {
            settings: Settings {
                paused: true,
                ..Settings::default()
            },
            game: Some(saved),
            ..Loaded::default()
        };
        let open = |line: &str| {
            let (app, _) = open_app(
                &parse_line(line).unwrap(),
                None,
                None,
                &loaded,
                (800.0, 600.0),
                || 7,
            );
            app
        };
        let app = open("");
        assert_eq!(app.deal(), deal);
        assert!(app.paused(), "the saved game comes back paused");
        let app = open("--deal 9");
        assert_eq!(app.deal().number, 9);
        assert!(!app.paused(), "a deal asked for runs");
    }

    #[test]
    fn variant_deal_size_and_screenshot_are_read() {
        let a = parse_line("--variant freecell --deal 617 --size 360x640 --screenshot out.png")
            .unwrap();
        assert_eq!(a.variant, "freecell".parse::<Variant>().unwrap());
        assert_eq!(a.deal, Some(617));
        assert_eq!(a.size, (360, 640));
        assert_eq!(a.screenshot, Some(PathBuf::from("out.png")));
        let b = parse_line("--position p.txt --wait 2.5").unwrap();
        assert_eq!((b.position, b.wait), (Some(PathBuf::from("p.txt")), 2.5));
        assert_eq!(parse_line("").unwrap(), WindowArgs::default());
        assert_eq!(
            parse_line("bench frames --frames 30").unwrap().bench_frames,
            Some(30)
        );
        assert_eq!(
            parse_line("bench frames").unwrap().bench_frames,
            Some(DEFAULT_BENCH_FRAMES)
        );
    }

    #[test]
    fn bad_window_options_say_what_is_wrong() {
        for (line, says) in [
            ("--variant spider", "not a game"),
            ("--deal", "needs a value"),
            ("--variant freecell --deal 0", "numbered 1 to"),
            ("--size 12", "not a size"),
            ("--size 50x50", "100 to 8192"),
            ("--frames 3", "unexpected"),
            (
                "bench frames --frames 3",
                "not a frame count (10 to 100000)",
            ),
            ("bench frames --frames many", "not a frame count"),
            ("bench frames --frames", "needs a value"),
            ("bench frames --speed 3", "unexpected argument"),
            ("bench", "takes `frames`"),
            ("--fullscreen", "unexpected argument"),
            ("--wait soon", "not a number of seconds"),
            ("--wait -1", "not a number of seconds"),
        ] {
            let err = parse_line(line).unwrap_err();
            assert!(err.0.contains(says), "{line}: {}", err.0);
        }
    }
}
