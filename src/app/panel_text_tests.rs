//! What Help and Statistics say, as their sheets lay it out on a phone
//! and on a laptop.

use super::*;
use crate::games::{Variant, GAMES};

/// The sheet's lines of `panel` in a window of `w`×`h`.
fn sheet_lines(app: &mut App, panel: Panel, w: f32, h: f32) -> Vec<String> {
    app.resize(w, h);
    app.open(panel);
    let (layout, _) = app.panel_layout().expect("the panel is open");
    let sheet = layout.sheet.expect("a sheet");
    sheet.lines.into_iter().map(|(line, _)| line).collect()
}

fn app() -> App {
    let deal = Deal::new(GAMES[0].variant, 1).unwrap();
    App::new(deal, Settings::default(), 1280.0, 800.0, 7)
}

#[test]
fn help_sets_each_key_apart_from_the_next() {
    let mut app = app();
    for (w, h) in [(390.0, 844.0), (844.0, 390.0), (1280.0, 800.0)] {
        let lines = sheet_lines(&mut app, Panel::Help, w, h);
        for line in &lines {
            assert!(
                !line.starts_with('·') && !line.ends_with('·'),
                "{w}x{h}: a dot at the edge of {line:?}"
            );
        }
        let text = lines.join("\n");
        // An action and the next key, run together by a plain space.
        for run_together in [
            "undo Ctrl",
            "redo F2",
            "new Esc",
            "back M",
            "mute P",
            "draw H",
            "move Space",
            "hint LB",
            "back X",
        ] {
            assert!(
                !text.contains(run_together),
                "{w}x{h}: {run_together:?} runs together in\n{text}"
            );
        }
        for key in ["Ctrl+Z/U: undo", "H: hint", "P: pause", "Start: menu"] {
            assert!(text.contains(key), "{w}x{h}: {key:?} in\n{text}");
        }
    }
}

#[test]
fn statistics_list_every_game_and_no_lone_dash() {
    let mut app = app();
    app.stats
        .won("freecell".parse::<Variant>().unwrap(), 151, 98);
    app.stats.lost("golf".parse::<Variant>().unwrap());
    for (w, h) in [(390.0, 844.0), (1280.0, 800.0)] {
        let lines = sheet_lines(&mut app, Panel::Statistics, w, h);
        let text = lines.join(" ");
        for g in crate::games::list::offered() {
            assert!(text.contains(g.title), "{w}x{h}: {} in\n{text}", g.title);
        }
        assert!(
            lines.iter().all(|l| l.trim() != "-" && !l.contains(" - ")),
            "{w}x{h}: a dash for a missing count in {lines:?}"
        );
        assert!(text.contains("FreeCell: won 1 of 1 (100%)"), "{text}");
        assert!(text.contains("best time 2:31"), "{text}");
        assert!(text.contains("Golf: won 0 of 1 (0%)"), "{text}");
        assert!(text.contains("no win yet"), "{text}");
    }
}
