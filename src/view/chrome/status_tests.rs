//! The status line at the sizes players bring, with the longest things it
//! says: the score and the time never go, whatever else it shows.

use super::*;
use crate::view::chrome::estimated_ems;
use crate::view::chrome::tests::tools;

/// The game's toolbar: nine tools and their labels.
fn bars(w: f32, h: f32, dpi: f32) -> Bars {
    Bars::compute(w, h, dpi, &tools(true))
}

/// A phone upright and on its side, a laptop, a 4K monitor.
const SIZES: [(f32, f32, f32); 5] = [
    (390.0, 844.0, 3.0),
    (844.0, 390.0, 3.0),
    (360.0, 640.0, 3.0),
    (1280.0, 800.0, 1.0),
    (3840.0, 2160.0, 1.0),
];

const COUNTS: &str = "Moves 128   Time 12:19   Score 4250";

/// What the status may say besides the counts: a long hint, a long
/// notice, the pad's keys.
const SAID: [Option<&str>; 4] = [
    None,
    Some("hint (a guess): 10♥ and the 2 cards on it onto J♠"),
    Some("no solver checks Grandfather's Clock deals yet: this one may not be winnable"),
    Some("hint: A♦ to the foundation"),
];

fn parts<'a>(said: Option<&'a str>, keys: Option<&'a str>) -> StatusParts<'a> {
    StatusParts {
        deal: "Grandfather's Clock #1234567 (daily deal of 2026-12-06)",
        counts: COUNTS,
        said,
        keys,
        light: "• no longer winnable",
    }
}

fn width(piece: &StatusText, px: f32) -> f32 {
    estimated_ems(&piece.text) * px
}

#[test]
fn the_score_and_time_never_leave_the_status_line() {
    let keys = Some("A pick/put  B back  X draw  Y hint  LB/RB undo/redo  Start menu");
    for (w, h, dpi) in SIZES {
        let b = bars(w, h, dpi);
        let px = b.scale.text;
        for said in SAID {
            for keys in [None, keys] {
                let pieces = arrange_status(&b, &parts(said, keys), &estimated_ems);
                let counts = pieces
                    .iter()
                    .find(|p| p.part == StatusPart::Counts)
                    .unwrap_or_else(|| panic!("{w}x{h} with {said:?}: no counts in {pieces:?}"));
                assert_eq!(counts.text, COUNTS, "{w}x{h} with {said:?}");
                assert!(
                    counts.x >= b.status.x && counts.x + width(counts, px) <= b.status.right(),
                    "{w}x{h} with {said:?}: the counts run out of the bar: {counts:?} in {:?}",
                    b.status
                );
                // Nothing on the counts' line runs into them.
                for other in pieces
                    .iter()
                    .filter(|p| p.line == counts.line && p.part != StatusPart::Counts)
                {
                    let (a0, a1) = (counts.x, counts.x + width(counts, px));
                    let (b0, b1) = (other.x, other.x + width(other, px));
                    assert!(
                        b1 <= a0 || b0 >= a1,
                        "{w}x{h} with {said:?}: {other:?} over the counts {counts:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn what_is_said_shows_beside_the_counts_and_the_light() {
    for (w, h, dpi) in SIZES {
        let b = bars(w, h, dpi);
        let px = b.scale.text;
        for said in SAID.into_iter().flatten() {
            let pieces = arrange_status(&b, &parts(Some(said), None), &estimated_ems);
            let shown = pieces
                .iter()
                .find(|p| p.part == StatusPart::Said)
                .unwrap_or_else(|| panic!("{w}x{h}: {said:?} not said in {pieces:?}"));
            let kept = shown.text.trim_end_matches('…');
            assert!(
                said.starts_with(kept) && kept.chars().count() >= 12,
                "{w}x{h}: {said:?} shown as {:?}",
                shown.text
            );
            assert!(
                shown.x + width(shown, px) <= b.status.right() + 0.5,
                "{w}x{h}: {shown:?} runs out of {:?}",
                b.status
            );
            let light = pieces
                .iter()
                .find(|p| p.part == StatusPart::Light)
                .expect("the light");
            for p in pieces
                .iter()
                .filter(|p| p.line == light.line && p.part != StatusPart::Light)
            {
                assert!(
                    p.x + width(p, px) <= light.x,
                    "{w}x{h}: {p:?} runs into the light {light:?}"
                );
            }
        }
    }
}

#[test]
fn on_a_phone_a_hint_takes_the_deals_line_while_it_shows() {
    let b = bars(390.0, 844.0, 3.0);
    let status = |said| {
        let parts = StatusParts {
            deal: "Klondike, draw 1 #42",
            counts: "Moves 3   Time 0:19",
            said,
            keys: None,
            light: "• winnable",
        };
        arrange_status(&b, &parts, &estimated_ems)
            .into_iter()
            .map(|p| (p.line, p.text))
            .collect::<Vec<_>>()
    };
    let quiet = status(None);
    assert!(
        quiet.contains(&(0, "Klondike, draw 1 #42".into())),
        "{quiet:?}"
    );
    assert!(
        quiet.contains(&(1, "Moves 3   Time 0:19".into())),
        "{quiet:?}"
    );
    let hinted = status(Some("hint: A♦ to the foundation"));
    assert!(
        hinted.contains(&(0, "hint: A♦ to the foundation".into())),
        "{hinted:?}"
    );
    assert!(
        hinted.contains(&(1, "Moves 3   Time 0:19".into())),
        "{hinted:?}"
    );
}
