//! Where a hint shows on the table: the cards it moves are lifted and
//! glow (the drawing's), and an arrow runs from them to their place, so a
//! hint is seen at once without reading the status line.

use crate::model::moves::Move;
use crate::model::pile::PileId;

use super::layout::{Layout, Rect};

/// The arrow of a hint, from the middle of the cards it moves to the
/// middle of their place (the top card there, or the empty place), in
/// logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arrow {
    pub from: (f32, f32),
    pub to: (f32, f32),
}

impl Arrow {
    /// How long it is.
    pub fn length(&self) -> f32 {
        (self.to.0 - self.from.0).hypot(self.to.1 - self.from.1)
    }

    /// The point `t` of the way along (0 its tail, 1 its tip).
    pub fn at(&self, t: f32) -> (f32, f32) {
        (
            self.from.0 + (self.to.0 - self.from.0) * t,
            self.from.1 + (self.to.1 - self.from.1) * t,
        )
    }
}

/// The rectangle the top `count` cards of `pile` cover as laid out (the
/// run that glows), if the pile shows that many.
pub fn moving_cards(layout: &Layout, pile: PileId, count: usize) -> Option<Rect> {
    let spots = layout.pile_spots(pile);
    let lifted = &spots[spots.len().checked_sub(count.max(1))?..];
    let (first, last) = (lifted.first()?.rect, lifted.last()?.rect);
    let x = first.x.min(last.x);
    let right = first.right().max(last.right());
    Some(Rect::new(x, first.y, right - x, last.bottom() - first.y))
}

/// The hint's arrow for `mv` on `layout`: none for the stock's move (the
/// stock itself glows) or where a pile is not shown.
pub fn hint_arrow(layout: &Layout, mv: Move) -> Option<Arrow> {
    let (from, to) = match mv {
        Move::Draw => return None,
        Move::Transfer { from, to, count } => (
            moving_cards(layout, from, count.into())?,
            layout.top_rect(to)?,
        ),
        Move::Pair { a, b } => (layout.top_rect(a)?, layout.top_rect(b)?),
    };
    let arrow = Arrow {
        from: from.center(),
        to: to.center(),
    };
    (arrow.length() > 1.0).then_some(arrow)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Game, GAMES};

    fn klondike(text: &str) -> (Game, Layout) {
        let game = Game::parse_partial(GAMES[0].variant, text).unwrap();
        let layout = Layout::compute(
            &game.table(),
            &game.piles(),
            Rect::new(0.0, 0.0, 1280.0, 720.0),
        );
        (game, layout)
    }

    #[test]
    fn the_arrow_runs_from_the_moving_card_to_its_place() {
        let (_, layout) = klondike("waste: AD\nt0: [KD] JS\nt1: [4C 5C] TH 9C");
        let home = hint_arrow(&layout, "waste f1".parse().unwrap()).unwrap();
        let waste = layout.top_rect(PileId::Waste).unwrap();
        let f1 = layout.slot(PileId::Foundation(1)).unwrap();
        assert!(
            waste.contains(home.from.0, home.from.1),
            "{home:?} from {waste:?}"
        );
        assert!(f1.contains(home.to.0, home.to.1), "{home:?} to {f1:?}");
        // A run: from the middle of the two cards to the middle of J♠.
        let run = hint_arrow(&layout, "t1 t0 2".parse().unwrap()).unwrap();
        let moving = moving_cards(&layout, PileId::Column(1), 2).unwrap();
        let js = layout.top_rect(PileId::Column(0)).unwrap();
        assert!(
            moving.contains(run.from.0, run.from.1),
            "{run:?} from {moving:?}"
        );
        assert!(js.contains(run.to.0, run.to.1), "{run:?} to {js:?}");
        assert_eq!(hint_arrow(&layout, Move::Draw), None, "the stock glows");
    }
}
