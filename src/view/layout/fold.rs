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
    /// The top row's lines, each as places with their new `across`.
    top: Vec<Vec<Place>>,
    /// The columns of the first band and of the second.
    bands: [Vec<Place>; 2],
    /// The card width that the folded table's cells and rows allow.
    pub(super) card_w: f32,
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
        let by_across = |a: &Place, b: &Place| a.across.total_cmp(&b.across);
        top.sort_by(by_across);
        columns.sort_by(by_across);
        let second = columns.split_off(columns.len().div_ceil(2));
        // As wide as a band, or as half the top row (Gypsy's ten places
        // over eight columns), whichever is wider.
        let band_width = extent(&columns)
            .max(extent(&second))
            .max((extent(&top) / 2.0).ceil());
        // The top row in one line if it fits a band's width, else in two,
        // each starting a new line at the first pile that would not fit.
        let mut lines: Vec<Vec<Place>> = Vec::new();
        for place in top {
            match lines.last_mut() {
                Some(line) if place.across - line[0].across < band_width => line.push(place),
                _ => lines.push(vec![place]),
            }
        }
        if lines.len() > 2 {
            return None;
        }
        let width = lines.iter().map(|l| extent(l)).fold(band_width, f32::max);
        let centred = |line: Vec<Place>| -> Vec<Place> {
            let shift = line.first().map_or(0.0, |p| p.across) - (width - extent(&line)) / 2.0;
            line.into_iter()
                .map(|p| Place {
                    across: p.across - shift,
                    ..p
                })
                .collect()
        };
        let top: Vec<Vec<Place>> = lines.into_iter().map(centred).collect();
        let bands = [centred(columns), centred(second)];
        let width = width.ceil().clamp(1.0, f32::from(u8::MAX)) as u8;
        let across = area.w / width_in_cards(width);
        let down = area.h / height_in_cards(top.len());
        let card_w = finite_size(across.min(down));
        (card_w >= GAIN * card_width(table, area)).then_some(Fold {
            width,
            top,
            bands,
            card_w,
        })
    }

    /// Each band's deepest column squeezed, in card heights.
    fn needs(&self, piles: &[(PileId, &Pile)]) -> [f32; 2] {
        self.bands.each_ref().map(|band| {
            band.iter()
                .filter_map(|place| piles.iter().find(|(id, _)| *id == place.pile))
                .map(|(_, pile)| squeezed_depth(pile))
                .fold(1.0, f32::max)
        })
    }

    /// The widest cards at which both bands' deepest columns, squeezed,
    /// fit `area` one above the other under the top row.
    pub(super) fn width_for(&self, area: Rect, piles: &[(PileId, &Pile)]) -> f32 {
        let [first, second] = self.needs(piles);
        let lines = self.top.len() as f32 * (1.0 + units::ROW_GAP);
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
        // everything by its depth below the top row instead.
        let first_band = (self.top.len().max(1) - 1) as f32 * line;
        let first_band = if self.top.is_empty() {
            -line
        } else {
            first_band
        };
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
        let top = self.top.iter().enumerate().flat_map(|(n, places)| {
            places.iter().map(move |p| Place {
                down: n as f32 * line,
                ..*p
            })
        });
        let bands = self
            .bands
            .iter()
            .zip([first_band, second_band])
            .flat_map(|(places, down)| places.iter().map(move |p| Place { down, ..*p }));
        Table {
            width: self.width,
            places: top.chain(bands).collect(),
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
