//! The keyboard and gamepad focus: a cursor on a pile or a card, moved in
//! steps over the table as laid out. Pure: it reads the game and the layout.

use crate::games::Game;
use crate::input::intent::Dir;
use crate::model::pile::PileId;
use crate::model::sort::sort_by_key;
use crate::view::layout::Layout;

/// Where the focus is: a pile and, when it holds cards, one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Focus {
    pub pile: PileId,
    /// The card (0 = bottom); `None` on an empty pile.
    pub index: Option<usize>,
}

impl Focus {
    /// The top card of `pile` (or the empty pile).
    pub fn top_of(game: &Game, pile: PileId) -> Focus {
        let index = game.pile(pile).and_then(|p| p.len().checked_sub(1));
        Focus { pile, index }
    }

    /// The same place made valid for the game as it is now: a card index
    /// past the top moves to the top; a face-down card moves up to the
    /// first face-up one.
    pub fn clamped(self, game: &Game) -> Focus {
        let Some(pile) = game.pile(self.pile) else {
            return Focus::top_of(game, PileId::Column(0));
        };
        match (self.index, pile.len().checked_sub(1)) {
            (_, None) => Focus {
                pile: self.pile,
                index: None,
            },
            (None, top) => Focus {
                pile: self.pile,
                index: top,
            },
            (Some(i), Some(top)) => {
                let lowest = pile.face_down().min(top);
                // Only columns show cards below the top.
                let i = match self.pile {
                    PileId::Column(_) => i.clamp(lowest, top),
                    _ => top,
                };
                Focus {
                    pile: self.pile,
                    index: Some(i),
                }
            }
        }
    }
}

/// Piles of one row with the x of their centres, left to right.
type Row = Vec<(PileId, f32)>;

/// The rows of the table, top first, each left to right: the piles the
/// game lets the focus stop on, and the one it is on. Piles whose places
/// start within half a card's height of a row's first are of that row:
/// Klondike's top row and its columns, but also Mod3's three rows, the
/// clock's face and Pyramid's rows, so Up and Down go from row to row.
fn rows(layout: &Layout, game: &Game, on: PileId) -> Vec<Row> {
    let mut places: Vec<(PileId, f32, f32)> = layout
        .slots()
        .filter(|&(pile, _)| pile == on || game.focusable(pile))
        .map(|(pile, r)| (pile, r.x + r.w / 2.0, r.y))
        .collect();
    sort_by_key(&mut places, |a| a.2);
    let mut rows: Vec<Row> = Vec::new();
    let mut row_y = f32::NEG_INFINITY;
    for (pile, x, y) in places {
        if y - row_y > layout.card_h / 2.0 {
            rows.push(Vec::new());
            row_y = y;
        }
        rows.last_mut().expect("a row was started").push((pile, x));
    }
    for row in &mut rows {
        sort_by_key(row, |a| a.1);
    }
    rows
}

/// The pile nearest to x in the first of `rows` that has one.
fn nearest<'a>(mut rows: impl Iterator<Item = &'a Row>, x: f32) -> Option<PileId> {
    rows.find_map(|row| {
        row.iter()
            .min_by(|a, b| (a.1 - x).abs().total_cmp(&(b.1 - x).abs()))
            .map(|(p, _)| *p)
    })
}

/// The focus made valid for the game as it is and the table as laid out:
/// [`Focus::clamped`], and on a pile the game does not let it stop on (a
/// covered, face-down card of TriPeaks' peaks, a covered card of the
/// pyramid) it moves to the nearest pile it may stop on. The focus starts
/// on the first column, which in TriPeaks is a face-down peak: a hint (or
/// any key) showed it there.
pub fn settled(focus: Focus, game: &Game, layout: &Layout) -> Focus {
    let focus = focus.clamped(game);
    if game.focusable(focus.pile) {
        return focus;
    }
    let Some((x, y)) = layout.slot(focus.pile).map(|r| r.center()) else {
        return focus;
    };
    layout
        .slots()
        .filter(|&(pile, _)| game.focusable(pile))
        .map(|(pile, r)| {
            let (px, py) = r.center();
            (pile, (px - x).hypot(py - y))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(focus, |(pile, _)| Focus::top_of(game, pile))
}

/// The focus after one step in `dir`.
pub fn step(focus: Focus, dir: Dir, game: &Game, layout: &Layout) -> Focus {
    let focus = focus.clamped(game);
    let rows = rows(layout, game, focus.pile);
    let r = rows
        .iter()
        .position(|row| row.iter().any(|(p, _)| *p == focus.pile))
        .unwrap_or(0);
    let Some(row) = rows.get(r) else {
        return focus;
    };
    let at = row.iter().position(|(p, _)| *p == focus.pile).unwrap_or(0);
    let x = row.get(at).map_or(0.0, |(_, x)| *x);
    let in_column = matches!(focus.pile, PileId::Column(_));
    let pile = game.pile(focus.pile);
    let to = |p: Option<PileId>| p.map_or(focus, |p| Focus::top_of(game, p));
    match dir {
        Dir::Left | Dir::Right => {
            let next = if dir == Dir::Left {
                at.saturating_sub(1)
            } else {
                (at + 1).min(row.len().saturating_sub(1))
            };
            to(row.get(next).map(|(p, _)| *p))
        }
        Dir::Up => {
            if let (true, Some(i), Some(p)) = (in_column, focus.index, pile) {
                if i > 0 && p.is_face_up(i - 1) {
                    return Focus {
                        pile: focus.pile,
                        index: Some(i - 1),
                    };
                }
            }
            to(nearest(rows[..r].iter().rev(), x))
        }
        Dir::Down => match (in_column, focus.index, pile) {
            // A column's cards one by one, then the row below, if any.
            (true, Some(i), Some(p)) if i + 1 < p.len() => Focus {
                pile: focus.pile,
                index: Some(i + 1),
            },
            _ => to(nearest(rows[r + 1..].iter(), x)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Variant;
    use crate::view::layout::Rect;

    fn klondike(text: &str) -> (Game, Layout) {
        let game = Game::parse_partial("klondike".parse::<Variant>().unwrap(), text).unwrap();
        let layout = Layout::compute(
            &game.table(),
            &game.piles(),
            Rect::new(0.0, 0.0, 360.0, 640.0),
        );
        (game, layout)
    }

    fn at(pile: PileId, index: Option<usize>) -> Focus {
        Focus { pile, index }
    }

    #[test]
    fn left_and_right_walk_the_columns_and_stop_at_the_ends() {
        let (g, l) = klondike("t0: 5H\nt1: [2C 3C] 9S 8H\nt3: KD");
        let f = Focus::top_of(&g, PileId::Column(0));
        let f = step(f, Dir::Right, &g, &l);
        assert_eq!(
            f,
            at(PileId::Column(1), Some(3)),
            "the top card of the next column"
        );
        let f = step(step(f, Dir::Right, &g, &l), Dir::Right, &g, &l);
        assert_eq!(f, at(PileId::Column(3), Some(0)), "over the empty t2");
        assert_eq!(
            step(Focus::top_of(&g, PileId::Column(0)), Dir::Left, &g, &l).pile,
            PileId::Column(0)
        );
        let empty = step(Focus::top_of(&g, PileId::Column(1)), Dir::Right, &g, &l);
        assert_eq!(
            empty,
            at(PileId::Column(2), None),
            "an empty column is a place too"
        );
    }

    #[test]
    fn up_climbs_the_face_up_run_then_leaves_for_the_top_row() {
        let (g, l) = klondike("t1: [2C 3C] 9S 8H\nstock: 4D");
        let f = Focus::top_of(&g, PileId::Column(1));
        let f = step(f, Dir::Up, &g, &l);
        assert_eq!(f, at(PileId::Column(1), Some(2)), "the 9S, to take the run");
        let f = step(f, Dir::Up, &g, &l);
        assert_eq!(
            f.pile,
            PileId::Waste,
            "face-down cards are skipped; the top row above t1 is the waste"
        );
        let down = step(f, Dir::Down, &g, &l);
        assert_eq!(down, at(PileId::Column(1), Some(3)));
    }

    #[test]
    fn down_walks_to_the_top_card_and_stays() {
        let (g, l) = klondike("t0: KS QH JC");
        let f = at(PileId::Column(0), Some(0));
        let f = step(
            step(step(f, Dir::Down, &g, &l), Dir::Down, &g, &l),
            Dir::Down,
            &g,
            &l,
        );
        assert_eq!(f, at(PileId::Column(0), Some(2)));
    }

    #[test]
    fn a_long_column_is_walked_card_by_card() {
        let (g, l) = klondike("t6: [AC 2C 3C 4C 5C 6C] KS QH JC TD 9S 8H 7C 6H 5S 4H 3S 2D");
        let mut f = Focus::top_of(&g, PileId::Column(6));
        for _ in 0..11 {
            f = step(f, Dir::Up, &g, &l);
        }
        assert_eq!(f, at(PileId::Column(6), Some(6)), "up to the king");
        assert_eq!(
            step(f, Dir::Up, &g, &l).pile,
            PileId::Foundation(3),
            "then the top row"
        );
    }

    #[test]
    fn up_and_down_go_row_by_row_over_mod3s_three_rows() {
        let deal = crate::games::Deal::new("mod3".parse().unwrap(), 1).unwrap();
        let g = Game::new(deal);
        let l = Layout::compute(&g.table(), &g.piles(), Rect::new(0.0, 0.0, 1280.0, 800.0));
        let f = Focus::top_of(&g, PileId::Foundation(0));
        let mut seen = vec![f.pile];
        let mut down = f;
        for _ in 0..3 {
            down = step(down, Dir::Down, &g, &l);
            seen.push(down.pile);
        }
        use PileId::{Column, Foundation};
        assert_eq!(
            seen,
            [Foundation(0), Foundation(8), Foundation(16), Column(0)],
            "each row under the first, then the reserve"
        );
        let mut up = down;
        for _ in 0..3 {
            up = step(up, Dir::Up, &g, &l);
        }
        assert_eq!(up.pile, Foundation(0), "and back up, row by row");
        assert_eq!(
            step(Focus::top_of(&g, Foundation(8)), Dir::Right, &g, &l).pile,
            Foundation(9),
            "Right keeps to the row"
        );
    }

    /// From the first column, the arrows reach every pile the focus may
    /// stop on, in every game, on a phone and on a monitor.
    #[test]
    fn the_arrows_reach_every_pile_of_every_game() {
        for info in crate::games::GAMES.iter() {
            let g = Game::new(crate::games::Deal::new(info.variant, 1).unwrap());
            for screen in [
                Rect::new(0.0, 0.0, 360.0, 640.0),
                Rect::new(0.0, 0.0, 1280.0, 800.0),
            ] {
                let l = Layout::compute(&g.table(), &g.piles(), screen);
                let mut seen = vec![Focus::top_of(&g, PileId::Column(0))];
                let mut next = 0;
                while let Some(&f) = seen.get(next) {
                    next += 1;
                    for dir in [Dir::Left, Dir::Right, Dir::Up, Dir::Down] {
                        let to = step(f, dir, &g, &l);
                        if !seen.contains(&to) {
                            seen.push(to);
                        }
                    }
                }
                for (pile, _) in l.slots().filter(|&(p, _)| g.focusable(p)) {
                    assert!(
                        seen.iter().any(|f| f.pile == pile),
                        "{}: {pile} is out of the arrows' reach at {screen:?}",
                        info.id
                    );
                }
            }
        }
    }

    #[test]
    fn clamping_keeps_the_focus_on_a_card_after_the_pile_shrank() {
        let (g, _) = klondike("t0: [2C] 9S");
        assert_eq!(
            at(PileId::Column(0), Some(5)).clamped(&g),
            at(PileId::Column(0), Some(1))
        );
        assert_eq!(
            at(PileId::Column(0), Some(0)).clamped(&g),
            at(PileId::Column(0), Some(1)),
            "not onto a face-down card"
        );
        assert_eq!(
            at(PileId::Column(4), Some(2)).clamped(&g),
            at(PileId::Column(4), None)
        );
    }
}
