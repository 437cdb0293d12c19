//! The bouncing cards of a won game: cards leave the foundations one after
//! another, fall, bounce at the table's bottom edge and leave trails.
//! Plain physics over `dt`; the renderer stamps each reported position
//! into a texture that is never cleared, which is what draws the trails.
//! It all happens on the table, between the toolbar and the status bar:
//! the bars stay readable (their plates are translucent) and a card
//! bounces on the table's edge, not on the window's (issue 34, item 15).

use crate::model::card::Card;
use crate::view::layout::Rect;

/// One card in the air.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Bouncer {
    card: Card,
    x: f32,
    y: f32,
    vx: f32,
    vy: f32,
}

/// The celebration in progress.
#[derive(Clone, Debug)]
pub(crate) struct Celebration {
    /// Cards still to launch, the next last, with where they start.
    queue: Vec<(Card, (f32, f32))>,
    active: Option<Bouncer>,
    /// The table: cards bounce on its bottom and leave at its sides.
    area: Rect,
    card_w: f32,
    card_h: f32,
    seed: u32,
    /// Simulated time not yet stepped (fixed steps keep trails even).
    pending: f32,
}

/// Seconds per physics step; also the spacing of the trail stamps.
const STEP: f32 = 1.0 / 90.0;

impl Celebration {
    /// `cards` in launch order with their start positions (top-left), on
    /// the table `area`.
    pub(crate) fn new(
        cards: Vec<(Card, (f32, f32))>,
        area: Rect,
        card_w: f32,
        card_h: f32,
    ) -> Celebration {
        let mut queue = cards;
        queue.reverse();
        Celebration {
            queue,
            active: None,
            area,
            card_w: card_w.max(1.0),
            card_h: card_h.max(1.0),
            seed: 12345,
            pending: 0.0,
        }
    }

    fn random(&mut self) -> f32 {
        self.seed = self.seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        ((self.seed >> 8) & 0xffff) as f32 / 65535.0
    }

    fn launch(&mut self) -> Option<Bouncer> {
        let (card, (x, y)) = self.queue.pop()?;
        let speed = self.card_w * (2.5 + 4.0 * self.random());
        let left = self.random() < 0.5;
        let vy = -self.card_h * 4.0 * self.random();
        Some(Bouncer {
            card,
            x,
            y,
            vx: if left { -speed } else { speed },
            vy,
        })
    }

    /// Moves time on; returns the card positions to stamp, oldest first.
    pub(crate) fn update(&mut self, dt: f32) -> Vec<(Card, f32, f32)> {
        let mut stamps = Vec::new();
        self.pending += dt.clamp(0.0, 0.25);
        let gravity = self.card_h * 14.0;
        while self.pending >= STEP {
            self.pending -= STEP;
            if self.active.is_none() {
                self.active = self.launch();
            }
            let Some(mut b) = self.active else { break };
            b.vy += gravity * STEP;
            b.x += b.vx * STEP;
            b.y += b.vy * STEP;
            let floor = self.area.bottom() - self.card_h;
            if b.y > floor {
                b.y = floor;
                b.vy = -b.vy * 0.75;
            }
            stamps.push((b.card, b.x, b.y));
            let gone = b.x + self.card_w < self.area.x || b.x > self.area.right();
            self.active = (!gone).then_some(b);
        }
        stamps
    }

    /// The table the cards bounce on, which the drawing keeps them to.
    pub(crate) fn area(&self) -> Rect {
        self.area
    }

    /// True when every card has bounced away.
    pub(crate) fn is_done(&self) -> bool {
        self.queue.is_empty() && self.active.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_leaves_and_stays_above_the_floor() {
        let cards: Vec<_> = Card::deck().map(|c| (c, (600.0, 20.0))).collect();
        let mut party = Celebration::new(cards, Rect::new(0.0, 0.0, 800.0, 600.0), 50.0, 70.0);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..100_000 {
            for (card, _, y) in party.update(0.1) {
                assert!(y <= 600.0 - 70.0 + 0.01);
                seen.insert(card);
            }
            if party.is_done() {
                break;
            }
        }
        assert!(party.is_done());
        assert_eq!(seen.len(), 52);
    }

    /// A table between a toolbar (60 px) and a status bar (40 px) in an
    /// 800×600 window: the cards bounce on the table's bottom edge, never
    /// in the status bar below it, and leave at its sides.
    #[test]
    fn the_cards_bounce_on_the_table_not_on_the_bars() {
        let table = Rect::new(0.0, 60.0, 800.0, 500.0);
        let cards: Vec<_> = Card::deck().map(|c| (c, (600.0, 80.0))).collect();
        let mut party = Celebration::new(cards, table, 50.0, 70.0);
        let mut lowest: f32 = 0.0;
        for _ in 0..100_000 {
            for (_, _, y) in party.update(0.1) {
                lowest = lowest.max(y + 70.0);
            }
            if party.is_done() {
                break;
            }
        }
        assert!(party.is_done());
        assert!(
            lowest <= table.bottom() + 0.01,
            "a card's bottom at {lowest}, the table's at {}",
            table.bottom()
        );
        assert!(lowest > table.bottom() - 1.0, "they reach the table's edge");
    }

    /// A won game in a window: every card stamped while it bounces lies
    /// above the status bar (its bottom at most the table's).
    #[test]
    fn a_won_games_cards_stay_off_the_status_bar() {
        use crate::app::{App, Settings};
        use crate::games::{Deal, Game, GAMES};
        let variant = GAMES[0].variant;
        let mut app = App::new(
            Deal::new(variant, 1).unwrap(),
            Settings::default(),
            1280.0,
            720.0,
            7,
        );
        app.set_position(
            Game::parse_partial(
                variant,
                "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\nf1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH\n\
                 f2: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\nf3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD\n\
                 t0: KS QD\nt1: KH\nt2: KC\nt3: KD",
            )
            .unwrap(),
        );
        let table = app.hud().table;
        let card_h = app.layout().card_h;
        assert!(
            table.bottom() < 720.0 - 10.0,
            "a status bar below the table"
        );
        let mut stamps = 0;
        for _ in 0..20_000 {
            app.update(1.0 / 60.0);
            for (card, _, y) in app.take_stamps() {
                stamps += 1;
                assert!(
                    y + card_h <= table.bottom() + 0.01,
                    "{card} at {y}: its bottom {} below the table's {}",
                    y + card_h,
                    table.bottom()
                );
            }
            if stamps > 0 && app.celebration().is_none() {
                break;
            }
        }
        assert!(stamps > 100, "the cards bounced ({stamps} stamps)");
    }
}
