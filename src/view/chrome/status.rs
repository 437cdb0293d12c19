//! What the status bar shows where: the deal's name, its counts (moves,
//! time, score), what is said now (a hint, a notice), the device's keys,
//! and the winnability light at the right. Plain arithmetic on widths in
//! ems that the caller measures (the drawing with the font, the tests with
//! [`super::estimated_ems`]), so every window size is checked without a
//! window.

use super::bars::Bars;

/// The parts of the status line this frame.
#[derive(Clone, Copy, Debug)]
pub struct StatusParts<'a> {
    /// The game and the deal ("Klondike, draw 1 #42").
    pub deal: &'a str,
    /// Moves, time and score.
    pub counts: &'a str,
    /// A hint, a notice, a hunt for a deal: for a few seconds.
    pub said: Option<&'a str>,
    /// The keys of the device in use.
    pub keys: Option<&'a str>,
    /// The winnability light's words.
    pub light: &'a str,
}

/// Which part a piece of the status is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatusPart {
    Deal,
    Counts,
    Said,
    Keys,
    Light,
    /// The dot between two parts on one line.
    Separator,
}

/// A piece of the status set in its place: on `line` (0 the first),
/// starting at `x`, in at most `width` logical pixels.
#[derive(Clone, Debug, PartialEq)]
pub struct StatusText {
    pub part: StatusPart,
    pub text: String,
    pub line: usize,
    pub x: f32,
    pub width: f32,
}

/// How a part gives way when its line is short of room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Give {
    /// Never: the counts stay whole.
    Keep,
    /// Cut short with an ellipsis (the deal's name first, then what is
    /// said), or left out when not even a few letters fit.
    Cut,
    /// Left out first (the keys, which Help lists too).
    Drop,
}

/// A part waiting for its place on a line.
struct Item {
    part: StatusPart,
    text: String,
    give: Give,
    /// Set apart from the part before by a dot (else by a wide space:
    /// the deal and its counts on a wide window's one line).
    dot: bool,
}

impl Item {
    fn new(part: StatusPart, text: &str, give: Give) -> Item {
        Item {
            part,
            text: text.to_string(),
            give,
            dot: true,
        }
    }
}

const DOT: &str = "   ·   ";
const SPACE: &str = "   ";

/// The status's pieces in `bars.status`, `ems` giving a text's width in
/// ems of the status font (one line in a wide window, two
/// in a tall one and beside a short window's toolbar). The counts (moves,
/// time, score) are never cut: the keys go first, then the deal's name
/// and what is said are cut. On two lines, a message too
/// long to stand beside the counts takes the deal's line while it shows
/// (the deal's name comes back with it gone).
pub fn arrange_status(
    bars: &Bars,
    parts: &StatusParts,
    ems: &dyn Fn(&str) -> f32,
) -> Vec<StatusText> {
    let b = bars.status;
    let px = bars.scale.text;
    let side = bars.scale.of(0.6);
    let light_w = ems(parts.light) * px + side;
    let light = StatusText {
        part: StatusPart::Light,
        text: parts.light.to_string(),
        line: 0,
        x: b.right() - light_w,
        width: light_w,
    };
    let beside_light = (b.w - 2.0 * side - light_w).max(0.0);
    let whole_line = (b.w - 2.0 * side).max(0.0);
    let counts = || Item::new(StatusPart::Counts, parts.counts, Give::Keep);
    let deal = || Item::new(StatusPart::Deal, parts.deal, Give::Cut);
    let said = |give| {
        parts
            .said
            .map(|text| Item::new(StatusPart::Said, text, give))
    };
    let keys = || {
        parts
            .keys
            .map(|text| Item::new(StatusPart::Keys, text, Give::Drop))
    };
    let mut pieces = vec![light];
    if bars.status_lines >= 2 {
        let beside_counts =
            said(Give::Keep).is_some_and(|s| width_of(&[counts(), s], px, ems) <= whole_line);
        let mut second = vec![counts()];
        let first = match said(Give::Cut) {
            Some(s) if beside_counts => {
                second.push(s);
                deal()
            }
            Some(s) => s,
            None => deal(),
        };
        second.extend(keys());
        pieces.extend(set_line(
            vec![first],
            0,
            b.x + side,
            beside_light,
            side,
            px,
            ems,
        ));
        pieces.extend(set_line(second, 1, b.x + side, whole_line, side, px, ems));
    } else {
        let mut counts = counts();
        counts.dot = false;
        let mut line = Vec::with_capacity(4);
        line.extend(said(Give::Cut));
        line.push(deal());
        line.push(counts);
        line.extend(keys());
        pieces.extend(set_line(line, 0, b.x + side, beside_light, side, px, ems));
    }
    pieces
}

/// The width of `items` on one line with what sets them apart.
fn width_of(items: &[Item], px: f32, ems: &dyn Fn(&str) -> f32) -> f32 {
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let gap = match (i, item.dot) {
                (0, _) => "",
                (_, true) => DOT,
                (_, false) => SPACE,
            };
            ems(gap) + ems(&item.text)
        })
        .sum::<f32>()
        * px
}

/// `items` fitted into `room` (the keys dropped, then the deal's name and
/// what is said cut: the message is news for a few seconds) and set left
/// to right from `x`, with a dot between two parts. What is never cut (the
/// counts) and still does not fit starts up to `margin` further left, in
/// the bar's padding, rather than run out of the bar on the right.
fn set_line(
    mut items: Vec<Item>,
    line: usize,
    x: f32,
    room: f32,
    margin: f32,
    px: f32,
    ems: &dyn Fn(&str) -> f32,
) -> Vec<StatusText> {
    while width_of(&items, px, ems) > room {
        let Some(at) = items.iter().rposition(|i| i.give == Give::Drop) else {
            break;
        };
        items.remove(at);
    }
    for part in [StatusPart::Deal, StatusPart::Said] {
        let excess = width_of(&items, px, ems) - room;
        if excess <= 0.0 {
            break;
        }
        let Some(at) = items
            .iter()
            .position(|i| i.part == part && i.give == Give::Cut)
        else {
            continue;
        };
        let target = ems(&items[at].text) * px - excess;
        match cut(&items[at].text, target, px, ems) {
            Some(shorter) => items[at].text = shorter,
            None => {
                items.remove(at);
            }
        }
    }
    let over = (width_of(&items, px, ems) - room).clamp(0.0, margin);
    let mut pieces = Vec::new();
    let mut x = x - over;
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            let gap = if item.dot { DOT } else { SPACE };
            let gap_w = ems(gap) * px;
            if item.dot {
                pieces.push(StatusText {
                    part: StatusPart::Separator,
                    text: "·".into(),
                    line,
                    x: x + (gap_w - ems("·") * px) / 2.0,
                    width: ems("·") * px,
                });
            }
            x += gap_w;
        }
        let width = ems(&item.text) * px;
        pieces.push(StatusText {
            part: item.part,
            text: item.text,
            line,
            x,
            width,
        });
        x += width;
    }
    pieces
}

/// `text` as much of it as fits `width` at `px`, cut with an ellipsis;
/// `None` when not even a few letters would.
fn cut(text: &str, width: f32, px: f32, ems: &dyn Fn(&str) -> f32) -> Option<String> {
    if ems(text) * px <= width {
        return Some(text.to_string());
    }
    let mut chars: Vec<char> = text.chars().collect();
    while chars.len() > 3 {
        chars.pop();
        let shorter = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if ems(&shorter) * px <= width {
            return Some(shorter);
        }
    }
    None
}

#[cfg(test)]
#[path = "status_tests.rs"]
mod tests;
