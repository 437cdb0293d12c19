//! The table view's memory: where every card is drawn now. After each model
//! update the caller hands it a fresh layout; every card whose drawn place
//! differs from its layout place flies there from where it is drawn now
//! (mid-flight included). That one rule animates moves, undo, redo, new
//! deals, auto-moves and refused drops. No macroquad here: the view is
//! tested as plain state, and drawing reads [`TableView::draw_list`].

use crate::model::card::Card;
use crate::model::sort::sort_by_key;

use super::layout::Layout;
use super::tween::Tween;

/// Seconds a card takes to fly to its place at normal speed.
pub(crate) const FLIGHT_SECONDS: f32 = 0.2;
/// Seconds a card takes to turn over at normal speed.
pub(crate) const FLIP_SECONDS: f32 = 0.16;

/// How one card is shown.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Shown {
    /// Top-left corner as drawn now.
    pos: (f32, f32),
    /// Its place in the last layout.
    target: (f32, f32),
    flight: Option<Tween>,
    /// Sequence number of the flight, so later flights draw above earlier.
    flight_serial: u64,
    /// The side the layout asks for.
    face_up: bool,
    /// Seconds into a turn-over, when one is running.
    flip: Option<f32>,
    /// Index in the layout's draw order.
    order: usize,
}

/// One card to draw, in order.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct DrawItem {
    pub(crate) card: Card,
    pub(crate) x: f32,
    pub(crate) y: f32,
    /// Which side shows now (mid-turn, the old side until halfway).
    pub(crate) face_up: bool,
    /// Horizontal squeeze for the turn-over: 1 is full width.
    pub(crate) squeeze: f32,
    pub(crate) flying: bool,
}

/// Where each card is drawn, and its flights.
#[derive(Clone, Debug)]
pub(crate) struct TableView {
    cards: Vec<Option<Shown>>,
    /// 1 is normal speed, 2 twice as fast; 0 turns animation off.
    pub(crate) speed: f32,
    serial: u64,
}

impl Default for TableView {
    fn default() -> Self {
        TableView::new()
    }
}

impl TableView {
    pub(crate) fn new() -> TableView {
        TableView {
            cards: vec![None; Card::IDS],
            speed: 1.0,
            serial: 0,
        }
    }

    fn flight_time(&self) -> f32 {
        if self.speed <= 0.0 {
            0.0
        } else {
            FLIGHT_SECONDS / self.speed
        }
    }

    fn flip_time(&self) -> f32 {
        if self.speed <= 0.0 {
            0.0
        } else {
            FLIP_SECONDS / self.speed
        }
    }

    /// Takes a new layout. With `animate`, every card whose drawn place
    /// differs from its new place flies there and every card whose side
    /// changed turns over; without (first frame, window resized), every card
    /// is put in its place at once.
    pub(crate) fn sync(&mut self, layout: &Layout, animate: bool) {
        let duration = self.flight_time();
        let flip = self.flip_time();
        let mut present = vec![false; Card::IDS];
        // Flights starting now, by the card's old place in the draw order:
        // they keep their stacking as they leave (the waste's top card stays
        // on top as the waste turns over into the stock).
        let mut starting: Vec<(usize, usize)> = Vec::new();
        for (order, (card, spot)) in layout.spots().enumerate() {
            present[card.index()] = true;
            let target = (spot.rect.x, spot.rect.y);
            let slot = &mut self.cards[card.index()];
            match slot {
                Some(shown) if animate => {
                    let was = shown.order;
                    shown.order = order;
                    if shown.face_up != spot.face_up {
                        shown.face_up = spot.face_up;
                        shown.flip = (flip > 0.0).then_some(0.0);
                    }
                    let heading = shown.flight.map_or(shown.pos, |f| f.to);
                    if heading != target || shown.target != target {
                        if shown.pos != target && duration > 0.0 {
                            shown.flight = Some(Tween::new(shown.pos, target, duration));
                            starting.push((was, card.index()));
                        } else {
                            shown.flight = None;
                            shown.pos = target;
                        }
                    }
                    shown.target = target;
                }
                _ => {
                    *slot = Some(Shown {
                        pos: target,
                        target,
                        flight: None,
                        flight_serial: 0,
                        face_up: spot.face_up,
                        flip: None,
                        order,
                    });
                }
            }
        }
        sort_by_key(&mut starting, |x| *x);
        for (_, i) in starting {
            self.serial += 1;
            if let Some(shown) = &mut self.cards[i] {
                shown.flight_serial = self.serial;
            }
        }
        for (i, slot) in self.cards.iter_mut().enumerate() {
            if !present[i] {
                *slot = None;
            }
        }
    }

    /// Moves time on by `dt` seconds.
    pub(crate) fn update(&mut self, dt: f32) {
        let flip_time = self.flip_time();
        for shown in self.cards.iter_mut().flatten() {
            if let Some(flight) = &mut shown.flight {
                flight.advance(dt);
                shown.pos = flight.position();
                if flight.is_done() {
                    shown.flight = None;
                    shown.pos = shown.target;
                }
            }
            if let Some(t) = &mut shown.flip {
                *t += dt;
                if *t >= flip_time {
                    shown.flip = None;
                }
            }
        }
    }

    /// Holds a card at a place (while it is dragged, or where it was
    /// dropped), so the next sync flies it from there.
    pub(crate) fn hold(&mut self, card: Card, pos: (f32, f32)) {
        if let Some(shown) = &mut self.cards[card.index()] {
            shown.pos = pos;
            shown.flight = None;
            // Forget the target so the next sync starts a flight even if the
            // layout place did not change (a refused drop flies home).
            shown.target = (f32::NAN, f32::NAN);
        }
    }

    /// Where a card is drawn now.
    pub(crate) fn position(&self, card: Card) -> Option<(f32, f32)> {
        self.cards[card.index()].map(|s| s.pos)
    }

    /// Whether the card is on its way somewhere.
    #[cfg(test)]
    pub(crate) fn is_flying(&self, card: Card) -> bool {
        self.cards[card.index()].is_some_and(|s| s.flight.is_some())
    }

    /// True while any card flies or turns.
    pub(crate) fn is_animating(&self) -> bool {
        self.cards
            .iter()
            .flatten()
            .any(|s| s.flight.is_some() || s.flip.is_some())
    }

    /// Cards in draw order: resting cards pile by pile, then flying cards
    /// (later flights above earlier ones); cards in `hand` are left out, the
    /// caller draws them last.
    pub(crate) fn draw_list(&self, hand: &[Card]) -> Vec<DrawItem> {
        let flip_time = self.flip_time();
        let mut items: Vec<(bool, u64, usize, DrawItem)> = self
            .cards
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.map(|s| (Card::from_index(i).expect("an id"), s)))
            .filter(|(card, _)| !hand.contains(card))
            .map(|(card, s)| {
                let (face_up, squeeze) = match s.flip {
                    Some(t) if flip_time > 0.0 => {
                        let half = (t / flip_time).clamp(0.0, 1.0);
                        let face = if half < 0.5 { !s.face_up } else { s.face_up };
                        (face, (1.0 - 2.0 * half).abs().max(0.02))
                    }
                    _ => (s.face_up, 1.0),
                };
                let flying = s.flight.is_some();
                let item = DrawItem {
                    card,
                    x: s.pos.0,
                    y: s.pos.1,
                    face_up,
                    squeeze,
                    flying,
                };
                (
                    flying,
                    if flying { s.flight_serial } else { 0 },
                    s.order,
                    item,
                )
            })
            .collect();
        sort_by_key(&mut items, |(flying, serial, order, _)| {
            (*flying, *serial, *order)
        });
        items.into_iter().map(|(_, _, _, item)| item).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Game, Variant};
    use crate::model::history::History;
    use crate::model::moves::Move;
    use crate::model::pile::PileId;
    use crate::view::layout::Rect;

    fn layout(game: &Game) -> Layout {
        Layout::compute(
            &game.table(),
            &game.piles(),
            Rect::new(0.0, 0.0, 1280.0, 720.0),
        )
    }

    fn klondike(text: &str) -> History {
        History::new(Game::parse_partial("klondike".parse::<Variant>().unwrap(), text).unwrap())
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn only_the_cards_whose_place_changed_fly() {
        let mut h = klondike("t0: [5C] 9H\nt1: TC\nt2: KD\nstock: 2C 3C");
        let mut view = TableView::new();
        view.sync(&layout(h.game()), false);
        assert!(!view.is_animating());
        h.play(Move::one(PileId::Column(0), PileId::Column(1)))
            .unwrap();
        view.sync(&layout(h.game()), true);
        assert!(view.is_flying(card("9H")));
        for other in ["5C", "TC", "KD", "2C", "3C"] {
            assert!(!view.is_flying(card(other)), "{other} stayed put");
        }
        view.update(0.05);
        let turned = view
            .draw_list(&[])
            .into_iter()
            .find(|i| i.card == card("5C"))
            .unwrap();
        assert!(turned.squeeze < 1.0, "the uncovered card turns over");
        view.update(1.0);
        assert!(!view.is_animating());
        let spot = layout(h.game()).spot(card("9H")).unwrap().rect;
        assert_eq!(view.position(card("9H")), Some((spot.x, spot.y)));
    }

    #[test]
    fn with_two_decks_each_card_flies_to_its_own_place() {
        let spider = "spider4".parse::<Variant>().unwrap();
        let game = Game::parse_partial(spider, "t0: AS\nt1: 2H\nt2: AS").unwrap();
        let lay =
            |g: &Game| Layout::compute(&g.table(), &g.piles(), Rect::new(0.0, 0.0, 1280.0, 720.0));
        let [first, second] = [0, 2].map(|n| game.pile(PileId::Column(n)).unwrap().top().unwrap());
        assert_ne!(first, second, "two A♠, two cards");
        let mut view = TableView::new();
        view.sync(&lay(&game), false);
        let stays = view.position(second);
        let mut after = game.clone();
        after
            .play(Move::one(PileId::Column(0), PileId::Column(1)))
            .unwrap();
        view.sync(&lay(&after), true);
        assert!(view.is_flying(first), "the A♠ that moved flies");
        assert!(!view.is_flying(second), "the other stays put");
        view.update(1.0);
        let home = lay(&after).spot(first).unwrap().rect;
        assert_eq!(view.position(first), Some((home.x, home.y)));
        assert_eq!(view.position(second), stays);
    }

    #[test]
    fn the_waste_turning_over_flies_to_the_stock_with_its_top_card_on_top() {
        let mut h = klondike(
            "waste: 2C 3C 4C
t0: KD",
        );
        let mut view = TableView::new();
        view.sync(&layout(h.game()), false);
        h.play(Move::Draw).unwrap();
        view.sync(&layout(h.game()), true);
        for c in ["2C", "3C", "4C"] {
            assert!(view.is_flying(card(c)), "{c} flies to the stock");
        }
        let flying: Vec<Card> = view
            .draw_list(&[])
            .into_iter()
            .filter(|i| i.flying)
            .map(|i| i.card)
            .collect();
        assert_eq!(
            flying,
            [card("2C"), card("3C"), card("4C")],
            "stacked as the waste was: 4C, its top card, drawn last"
        );
    }

    #[test]
    fn a_refused_drop_flies_home_from_where_it_was_dropped() {
        let h = klondike("t0: 9H\nt1: 9C");
        let mut view = TableView::new();
        let lay = layout(h.game());
        view.sync(&lay, false);
        view.hold(card("9H"), (500.0, 400.0));
        view.sync(&lay, true);
        assert!(view.is_flying(card("9H")));
        view.update(0.05);
        let (x, _) = view.position(card("9H")).unwrap();
        let home = lay.spot(card("9H")).unwrap().rect;
        assert!(x < 500.0 && x > home.x, "on its way home");
        view.update(1.0);
        assert_eq!(view.position(card("9H")), Some((home.x, home.y)));
    }

    #[test]
    fn undo_during_a_flight_ends_with_every_card_in_its_place() {
        let mut h = klondike("t0: 9H 8S\nt1: TC\nt2: 9D");
        let mut view = TableView::new();
        view.sync(&layout(h.game()), false);
        h.play(Move::run(PileId::Column(0), PileId::Column(1), 2))
            .unwrap();
        view.sync(&layout(h.game()), true);
        view.update(0.07);
        h.undo();
        view.sync(&layout(h.game()), true);
        assert!(view.is_flying(card("9H")), "turns back mid-flight");
        view.update(1.0);
        let lay = layout(h.game());
        for (c, spot) in lay.spots() {
            assert_eq!(view.position(c), Some((spot.rect.x, spot.rect.y)), "{c}");
        }
    }

    #[test]
    fn flying_cards_draw_above_resting_ones_and_the_hand_is_left_out() {
        let mut h = klondike("t0: 9H\nt1: TC\nt2: KD");
        let mut view = TableView::new();
        view.sync(&layout(h.game()), false);
        h.play(Move::one(PileId::Column(0), PileId::Column(1)))
            .unwrap();
        view.sync(&layout(h.game()), true);
        let list = view.draw_list(&[card("KD")]);
        assert_eq!(list.last().unwrap().card, card("9H"));
        assert!(list.iter().all(|i| i.card != card("KD")));
    }

    #[test]
    fn with_animation_off_cards_jump_to_their_place() {
        let mut h = klondike("t0: 9H\nt1: TC");
        let mut view = TableView::new();
        view.speed = 0.0;
        view.sync(&layout(h.game()), false);
        h.play(Move::one(PileId::Column(0), PileId::Column(1)))
            .unwrap();
        view.sync(&layout(h.game()), true);
        assert!(!view.is_animating());
    }
}
