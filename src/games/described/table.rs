//! The table of a described game in card units: stock, waste and free
//! cells from the left of the top row, the foundations to its right, the
//! columns centred below; a reserve below the stock, left of the columns
//! (Canfield's place for it: beside the foundations it passed for one).
//!
//! A game with a reserve has a second table for a screen taller than wide
//! ([`upright`]): its top row is what makes Canfield's table eight cards
//! wide over four columns, so there it takes two lines, and the cards grow
//! to what the reserve and the columns need across (a phone's Canfield
//! cards half as wide again). The layout's folding, which does the same
//! for other games, leaves a table with a reserve as it is.

use super::vocabulary::{Description, HomePlace, Stock};
use crate::games::table::{Fan, Place, Table, LINE};
use crate::model::pile::PileId;

/// How far below the columns' row the reserve lies, in card heights:
/// room above it for the stock's count.
const RESERVE_DOWN: f32 = 0.3;

/// The table `d` lays out: with a reserve, upright unless the area is
/// wider than tall, when that is narrower.
pub fn of(d: &Description) -> Table {
    let (top, across) = top_left(d);
    let flat = flat(d, top, across);
    match upright(d, &flat, across) {
        Some(upright) if upright.width < flat.width => Table {
            wide: Some(Box::new(flat)),
            ..upright
        },
        _ => flat,
    }
}

/// The stock, the waste and the free cells from the left of the top row,
/// at the cells given, and the cells they span.
fn top_left(d: &Description) -> (Vec<(PileId, f32, Fan)>, f32) {
    let mut top: Vec<(PileId, f32, Fan)> = Vec::new();
    let mut across = 0.0;
    match d.stock {
        Stock::None => {}
        Stock::Deal { .. } | Stock::Redeal { .. } => {
            top.push((PileId::Stock, 0.0, Fan::Stacked));
            across = 1.0;
        }
        Stock::Waste { draw, .. } => {
            top.push((PileId::Stock, 0.0, Fan::Stacked));
            let fan = if draw > 1 {
                Fan::Right { shown: draw.min(3) }
            } else {
                Fan::Stacked
            };
            top.push((PileId::Waste, 1.0, fan));
            across = if draw > 1 { 3.0 } else { 2.0 };
        }
    }
    for n in 0..d.cells {
        top.push((PileId::FreeCell(n), across, Fan::Stacked));
        across += 1.0;
    }
    (top, across)
}

/// The table of one top row over the columns, the row's first `across`
/// cells holding `top`.
fn flat(d: &Description, mut top: Vec<(PileId, f32, Fan)>, across: f32) -> Table {
    let foundations = f32::from(d.foundations);
    let columns = d.columns() as f32;
    // A cell's gap between what lies left and the foundations when the
    // columns leave room for it.
    let needed = across + foundations;
    // A cell wider when that centres the columns (Gypsy's eight under a
    // stock and eight foundations).
    // A reserve takes a cell left of the columns, and a cell's gap.
    let beside = if d.reserve > 0 { 2.0 } else { 0.0 };
    let mut width = (columns + beside).max(needed).ceil();
    if (width - columns) % 2.0 == 1.0 {
        width += 1.0;
    }
    let (home_at, step) = home_place(d.home_place, width, foundations, across);
    for n in 0..d.foundations {
        top.push((
            PileId::Foundation(n),
            home_at + step * f32::from(n),
            Fan::Stacked,
        ));
    }
    let offset = ((width - columns) / 2.0).floor();
    let places = top
        .into_iter()
        .map(|(pile, across, fan)| Place {
            pile,
            across,
            row: 0,
            down: 0.0,
            fan,
        })
        .chain((d.reserve > 0).then_some(Place {
            pile: PileId::Reserve,
            across: 0.0,
            row: 1,
            down: RESERVE_DOWN,
            fan: Fan::Stacked,
        }))
        .chain((0..d.columns()).map(|n| Place {
            pile: PileId::Column(n as u8),
            across: offset + n as f32,
            row: 1,
            down: 0.0,
            fan: Fan::Down,
        }))
        .collect();
    Table {
        width: width as u8,
        places,
        wide: None,
    }
}

/// The table of a game with a reserve on a tall screen, from its `flat`
/// one whose top row's first `across` cells hold the stock, waste and
/// cells: those stay on the first line, the foundations go to the second
/// over the columns, and the reserve to the first cell of the columns'
/// row, so the table is as wide as the reserve and the columns (or the
/// foundations). `None` without a reserve.
fn upright(d: &Description, flat: &Table, across: f32) -> Option<Table> {
    if d.reserve == 0 {
        return None;
    }
    let (foundations, columns) = (usize::from(d.foundations), d.columns());
    let band = foundations.max(columns);
    // Without a first line, the foundations take it.
    let down = if across > 0.0 { LINE } else { 0.0 };
    let centred = |n: u8, count: usize| (1 + (band - count) / 2 + usize::from(n)) as f32;
    let places = flat
        .places
        .iter()
        .map(|&place| {
            let across = match place.pile {
                PileId::Foundation(n) => centred(n, foundations),
                PileId::Column(n) => centred(n, columns),
                PileId::Reserve => 0.0,
                _ => return place,
            };
            Place {
                across,
                down,
                ..place
            }
        })
        .collect();
    Some(Table {
        width: (1 + band).max(across.ceil() as usize) as u8,
        places,
        wide: None,
    })
}

/// Where the first foundation stands and how far apart they stand, on a
/// table `width` cards wide whose top row holds `across` cards left of
/// them: centred ones never cover those (they move right of them).
fn home_place(place: HomePlace, width: f32, foundations: f32, across: f32) -> (f32, f32) {
    let step = match place {
        HomePlace::Right | HomePlace::Middle => 1.0,
        HomePlace::Spread => 2.0,
    };
    let span = step * (foundations - 1.0) + 1.0;
    match place {
        HomePlace::Right => (width - foundations, 1.0),
        HomePlace::Middle | HomePlace::Spread if span <= width - across => {
            (((width - span) / 2.0).floor().max(across), step)
        }
        HomePlace::Middle | HomePlace::Spread => (width - foundations, 1.0),
    }
}
