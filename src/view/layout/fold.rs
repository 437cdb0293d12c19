//! A wide table folded for a tall screen. A table of many short columns
//! (Baker's Dozen's thirteen, Spider's ten) laid out across a phone held
//! upright gets cards as narrow as the width divided by the columns, and
//! the height below them stays empty. Folded, its columns lie in two bands,
//! the second below the first, and its top row in one or two lines as wide
//! as a band: the cards grow to what the width of half the columns allows.
//!
//! Any table made of a top row and a row of columns (what
//! [`Table::with_columns`] builds) folds, whatever its game, when folding
//! makes its cards clearly larger; a table whose piles lie elsewhere (the
//! clock's face, the peaks, Mod3's rows) keeps its shape. A landscape area
//! never folds.

use crate::games::table::{Fan, Place, Table};
use crate::model::pile::{Pile, PileId};
use crate::model::sort::sort_by_key;

use super::fan::ColumnFan;
use super::rect::Rect;
use super::table::{card_width, finite_size, width_in_cards};
use super::units;

/// Folding must make the cards at least this much wider, else the table
/// keeps the shape its players know (FreeCell's and Klondike's tables on
/// a phone gain a third at most, Baker's Dozen's nearly double).
const GAIN: f32 = 1.4;
/// Tables of fewer columns never fold: half of them would be a band of
/// two or three.
const FEWEST_COLUMNS: usize = 8;

/// Which piles go where on the folded table, in card units: worked out from
/// the table alone; [`Fold::table`] places the second band for an area.
#[derive(Clone, Debug)]
pub(super) struct Fold {
    /// Cells across a band or a line of the top row.
    width: u8,
    /// Every place with its new `across`, and where it lies: a line of
    /// the top row, or a band of columns.
    places: Vec<(Place, Part)>,
    /// How many lines the top row takes (0 to 2).
    lines: usize,
    /// The card width that the folded table's cells and rows allow.
    pub(super) card_w: f32,
}

/// A part of a folded table.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Part {
    /// A line of the top row: 0, then 1 below it.
    Line(u8),
    /// A band of columns: 0, then 1 below it.
    Band(u8),
}

impl Fold {
    /// The fold of `table` for `area`, when the area is taller than wide,
    /// the table is a top row over a row of at least [`FEWEST_COLUMNS`]
    /// columns, and folding gives cards [`GAIN`] times wider.
    pub(super) fn of(table: &Table, area: Rect) -> Option<Fold> {
        if area.h <= area.w {
            return None;
        }
        let mut top: Vec<Place> = Vec::new();
        let mut columns: Vec<Place> = Vec::new();
        for place in &table.places {
            match (place.row, place.fan, place.down == 0.0) {
                (0, Fan::Stacked | Fan::Right { .. }, true) => top.push(*place),
                (1, Fan::Down, true) => columns.push(*place),
                _ => return None,
            }
        }
        if columns.len() < FEWEST_COLUMNS {
            return None;
        }
        // The program's one small sort (the standard one would add
        // kilobytes to the page).
        sort_by_key(&mut top, |p| p.across);
        sort_by_key(&mut columns, |p| p.across);
        let half = columns.len().div_ceil(2);
        // As wide as a band, or as half the top row (Gypsy's ten places
        // over eight columns), whichever is wider.
        let band_width = extent(&columns[..half])
            .max(extent(&columns[half..]))
            .max((extent(&top) / 2.0).ceil());
        // The top row in one line if it fits a band's width, else in two,
        // the second starting at the first pile that would not fit.
        let split = top
            .iter()
            .position(|p| p.across - top[0].across >= band_width)
            .unwrap_or(top.len());
        if top[split..].first().is_some_and(|first| {
            top.last()
                .is_some_and(|last| last.across - first.across >= band_width)
        }) {
            return None;
        }
        let lines = usize::from(!top.is_empty()) + usize::from(split < top.len());
        let width = extent(&top[..split])
            .max(extent(&top[split..]))
            .max(band_width);
        let mut places = Vec::with_capacity(table.places.len());
        for (part, group) in [
            (Part::Line(0), &top[..split]),
            (Part::Line(1), &top[split..]),
            (Part::Band(0), &columns[..half]),
            (Part::Band(1), &columns[half..]),
        ] {
            // Each line and band centred in the width.
            let shift = group.first().map_or(0.0, |p| p.across) - (width - extent(group)) / 2.0;
            for p in group {
                let across = p.across - shift;
                places.push((Place { across, ..*p }, part));
            }
        }
        let width = width.ceil().clamp(1.0, f32::from(u8::MAX)) as u8;
        let across = area.w / width_in_cards(width);
        let down = area.h / height_in_cards(lines);
        let card_w = finite_size(across.min(down));
        (card_w >= GAIN * card_width(table, area)).then_some(Fold {
            width,
            places,
            lines,
            card_w,
        })
    }

    /// Each band's deepest column squeezed, in card heights.
    fn needs(&self, piles: &[(PileId, &Pile)]) -> [f32; 2] {
        let mut needs = [1.0f32; 2];
        for (place, part) in &self.places {
            let Part::Band(band) = *part else { continue };
            if let Some((_, pile)) = piles.iter().find(|(id, _)| *id == place.pile) {
                let need = &mut needs[usize::from(band.min(1))];
                *need = need.max(squeezed_depth(pile));
            }
        }
        needs
    }

    /// The widest cards at which both bands' deepest columns, squeezed,
    /// fit `area` one above the other under the top row.
    pub(super) fn width_for(&self, area: Rect, piles: &[(PileId, &Pile)]) -> f32 {
        let [first, second] = self.needs(piles);
        let lines = self.lines as f32 * (1.0 + units::ROW_GAP);
        let in_card_heights = lines + first + units::ROW_GAP + second;
        finite_size(area.h / (2.0 * units::MARGIN_Y + units::ASPECT * in_card_heights))
    }

    /// The folded table for cards `card_w` wide in `area` holding
    /// `piles`: the top row's lines one under the other, the first band
    /// below them, and the second band where each band has the room its
    /// deepest column needs squeezed, and half of what is left over to
    /// grow into (halfway down while the columns are short).
    pub(super) fn table(&self, card_w: f32, area: Rect, piles: &[(PileId, &Pile)]) -> Table {
        let card_h = card_w * units::ASPECT;
        let line = 1.0 + units::ROW_GAP;
        // The grid puts row 1 one line below row 0; a folded table places
        // the bands by their depth below the top row's last line (above
        // it, with no top row).
        let first_band = self.lines as f32 * line - line;
        // From the first band's top to the foot of the table, in card
        // heights.
        let band_top = area.y + card_w * units::MARGIN_Y + card_h * (line + first_band);
        let room = if card_h > 0.0 {
            (area.bottom() - card_w * units::MARGIN_Y - band_top) / card_h
        } else {
            0.0
        };
        let [first_need, second_need] = self.needs(piles);
        let share = room - units::ROW_GAP;
        let spare = share - first_need - second_need;
        let first_room = if spare >= 0.0 {
            first_need + spare / 2.0
        } else {
            share * first_need / (first_need + second_need)
        };
        let second_band = first_band + (first_room + units::ROW_GAP).max(line);
        let mut places = Vec::with_capacity(self.places.len());
        for &(place, part) in &self.places {
            let down = match part {
                Part::Line(n) => f32::from(n) * line,
                Part::Band(0) => first_band,
                Part::Band(_) => second_band,
            };
            places.push(Place { down, ..place });
        }
        Table {
            width: self.width,
            places,
            wide: None,
        }
    }
}

/// A column's height in card heights with its fans squeezed as far as
/// they go: its first card and the least offsets over the rest.
fn squeezed_depth(pile: &Pile) -> f32 {
    let (down, up) = ColumnFan::gaps(pile.len(), pile.face_down());
    1.0 + units::FAN_DOWN_MIN.min(units::FAN_DOWN) * down as f32 + units::FAN_UP_MIN * up as f32
}

/// How many cells a line of places spans, from its first to its last.
fn extent(places: &[Place]) -> f32 {
    let lo = places
        .iter()
        .map(|p| p.across)
        .fold(f32::INFINITY, f32::min);
    let hi = places
        .iter()
        .map(|p| p.across)
        .fold(f32::NEG_INFINITY, f32::max);
    if lo.is_finite() && hi.is_finite() {
        hi - lo + 1.0
    } else {
        0.0
    }
}

/// The height in card widths that a folded table makes room for: its
/// top row's `lines`, and two bands each with a column of one card and
/// [`units::ROOM_FOR_FANS`] face-up offsets, between the margins.
fn height_in_cards(lines: usize) -> f32 {
    let band = 1.0 + units::ROOM_FOR_FANS * units::FAN_UP;
    let in_card_heights = lines as f32 * (1.0 + units::ROW_GAP) + 2.0 * band + units::ROW_GAP;
    2.0 * units::MARGIN_Y + units::ASPECT * in_card_heights
}
