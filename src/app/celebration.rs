//! The bouncing cards of a won game: cards leave the foundations one after
//! another, fall, bounce at the bottom edge and leave trails. Plain physics
//! over `dt`; the renderer stamps each reported position into a texture
//! that is never cleared, which is what draws the trails.

use crate::model::card::Card;

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
    width: f32,
    height: f32,
    card_w: f32,
    card_h: f32,
    seed: u32,
    /// Simulated time not yet stepped (fixed steps keep trails even).
    pending: f32,
}

/// Seconds per physics step; also the spacing of the trail stamps.
const STEP: f32 = 1.0 / 90.0;

impl Celebration {
    /// `cards` in launch order with their start positions (top-left).
    pub(crate) fn new(
        cards: Vec<(Card, (f32, f32))>,
        width: f32,
        height: f32,
        card_w: f32,
        card_h: f32,
    ) -> Celebration {
        let mut queue = cards;
        queue.reverse();
        Celebration {
            queue,
            active: None,
            width,
            height,
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
            let floor = self.height - self.card_h;
            if b.y > floor {
                b.y = floor;
                b.vy = -b.vy * 0.75;
            }
            stamps.push((b.card, b.x, b.y));
            let gone = b.x + self.card_w < 0.0 || b.x > self.width;
            self.active = (!gone).then_some(b);
        }
        stamps
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
        let mut party = Celebration::new(cards, 800.0, 600.0, 50.0, 70.0);
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
}
