//! Pointer gestures (mouse and touch): a press becomes a click or, past a
//! few pixels, a drag; a drop goes to the legal pile overlapped most.

use super::*;

impl App {
    /// A mouse button or finger went down.
    pub(crate) fn pointer_down(&mut self, x: f32, y: f32) {
        self.hovering = false;
        self.press_at(x, y);
        self.sync_view();
    }

    fn press_at(&mut self, x: f32, y: f32) {
        self.pointer = (x, y);
        self.device = Device::Pointer;
        if self.paused() {
            self.paused_press();
            return;
        }
        if self.held.take().is_some() {
            // The held cards go back.
            self.relayout(true);
        }
        if self.celebration.is_some() {
            self.intent(Intent::Cancel);
            return;
        }
        if self.solving && self.panel.is_none() && self.hud.button_at(x, y).is_none() {
            self.rush_solve();
            return;
        }
        if self.panel == Some(Panel::ChooseGame) {
            self.chooser_down(x, y);
            return;
        }
        if let Some((panel, _)) = self.panel_layout() {
            if let Some(b) = panel.button_at(x, y) {
                self.press_button(b);
            } else if !panel.frame.contains(x, y) {
                self.panel = None;
            }
            return;
        }
        if let Some(b) = self.hud.button_at(x, y) {
            self.press_button(b);
            return;
        }
        self.press = self
            .layout
            .hit(x, y)
            .map(|(pile, index)| Press { x, y, pile, index });
    }

    /// The pointer moved (with or without a button held).
    pub(crate) fn pointer_move(&mut self, x: f32, y: f32) {
        self.pointer = (x, y);
        self.hovering = self.press.is_none() && self.drag.is_none();
        if self.paused() {
            return;
        }
        if self.chooser_move(x, y) {
            return;
        }
        if self.drag.is_some() {
            for (card, cx, cy) in self.hand() {
                self.view.hold(card, (cx, cy));
            }
            return;
        }
        let Some(press) = &self.press else { return };
        let moved = ((x - press.x).powi(2) + (y - press.y).powi(2)).sqrt();
        if moved >= DRAG_THRESHOLD {
            let press = press.clone();
            self.begin_drag(&press);
        }
    }

    /// Which cards a press on `pile` at `index` would pick up.
    pub(super) fn pickable(&self, pile: PileId, index: usize) -> Option<usize> {
        let game = self.history.game();
        let p = game.pile(pile)?;
        let count = p.len().checked_sub(index)?;
        (count > 0 && count <= game.lift(pile)).then_some(count)
    }

    fn begin_drag(&mut self, press: &Press) {
        self.press = None;
        let Some(index) = press.index else { return };
        let Some(count) = self.pickable(press.pile, index) else {
            return;
        };
        let pile = self.history.game().pile(press.pile).expect("hit pile");
        let cards: Vec<Card> = pile.cards()[index..].to_vec();
        debug_assert_eq!(cards.len(), count);
        let offsets = cards
            .iter()
            .map(|c| {
                let (cx, cy) = self.view.position(*c).unwrap_or((press.x, press.y));
                (cx - press.x, cy - press.y)
            })
            .collect();
        self.cue(Cue::PickUp);
        self.drag = Some(Drag {
            from: press.pile,
            cards,
            offsets,
        });
    }

    /// The button or finger came up.
    pub(crate) fn pointer_up(&mut self, x: f32, y: f32) {
        self.pointer_move(x, y);
        self.hovering = false;
        if self.paused() {
            return;
        }
        if self.chooser_up(x, y) {
            self.sync_view();
            return;
        }
        if let Some(drag) = self.drag.take() {
            self.drop_hand(drag);
        } else if let Some(press) = self.press.take() {
            self.click(&press);
        }
        self.sync_view();
    }

    fn drop_hand(&mut self, drag: Drag) {
        let count = drag.cards.len();
        for (card, cx, cy) in drag
            .cards
            .iter()
            .zip(&drag.offsets)
            .map(|(c, (dx, dy))| (*c, self.pointer.0 + dx, self.pointer.1 + dy))
        {
            self.view.hold(card, (cx, cy));
        }
        let candidates = self.accepting(drag.from, count);
        let (x, y) = (
            self.pointer.0 + drag.offsets[0].0,
            self.pointer.1 + drag.offsets[0].1,
        );
        let dragged = Rect::new(x, y, self.layout.card_w, self.layout.card_h);
        match self.layout.drop_target(dragged, &candidates) {
            Some(to) => {
                let mv = smart::placing(self.history.game(), drag.from, to, count);
                self.play(mv);
            }
            None => {
                self.cue(Cue::Refused);
                // Nothing changed: the dropped cards fly home.
                self.relayout(true);
            }
        }
    }

    /// The piles that would take `count` cards from `from`: each pile the
    /// rules (asked through the one door, [`Game::check`]) let them go to.
    fn accepting(&self, from: PileId, count: usize) -> Vec<PileId> {
        let game = self.history.game();
        game.piles()
            .iter()
            .map(|(id, _)| *id)
            .filter(|to| *to != from && game.check(smart::placing(game, from, *to, count)).is_ok())
            .collect()
    }

    /// While cards are in the hand (dragged, or held by keyboard or pad),
    /// the piles a drop there would be legal on, for the table to light.
    pub(crate) fn drop_targets(&self) -> Vec<PileId> {
        if self.paused() {
            return Vec::new();
        }
        if let Some(drag) = &self.drag {
            return self.accepting(drag.from, drag.cards.len());
        }
        match self.held {
            Some(held) => self.accepting(held.from, self.held_count(&held)),
            None => Vec::new(),
        }
    }

    fn click(&mut self, press: &Press) {
        // A card chosen by the last click: a click on one of its partners
        // takes the pair; a click on the card again lets it go; any other
        // click forgets it and does what it does.
        if let Some(first) = self.selected() {
            self.selected = None;
            let game = self.history.game();
            let pair = smart::placing(game, first, press.pile, 1);
            if matches!(pair, Move::Pair { .. }) {
                self.last_click = None;
                self.play(pair);
                return;
            }
            if first == press.pile {
                self.last_click = None;
                return;
            }
        }
        // The second click of a double click belongs to the first: the
        // first click's card goes home if it can, and nothing else moves
        // (the first click may have moved that card away already, and a
        // card it uncovered now lies under the pointer).
        let slop = self.layout.card_w * 0.25;
        if let Some((_, _, first)) = self.last_click.take().filter(|(t, (x, y), _)| {
            self.now - t <= DOUBLE_CLICK && (press.x - x).hypot(press.y - y) <= slop
        }) {
            let game = self.history.game();
            let from = game
                .piles()
                .into_iter()
                .find(|(id, p)| p.top() == Some(first) && !matches!(id, PileId::Foundation(_)));
            if let Some(mv) = from.and_then(|(pile, _)| smart::home_move(game, pile)) {
                self.play(mv);
            }
            return;
        }
        // The stock draws, unless its card is free and has a move (Pyramid's
        // face-up stock): then it is played as any other free card.
        let stock_plays =
            self.settings.click_to_move && smart::stock_card_plays(self.history.game());
        if press.pile == PileId::Stock && !stock_plays {
            self.last_click = None;
            self.play(Move::Draw);
            return;
        }
        let index = match press.pile {
            PileId::Stock => self
                .history
                .game()
                .pile(PileId::Stock)
                .and_then(|p| p.len().checked_sub(1)),
            _ => press.index,
        };
        let Some(index) = index else { return };
        let Some(count) = self.pickable(press.pile, index) else {
            return;
        };
        let card = self.history.game().pile(press.pile).expect("pile").cards()[index];
        self.last_click = Some((self.now, (press.x, press.y), card));
        if self.settings.click_to_move {
            // A card that goes with others (Pyramid): with one partner the
            // pair goes; with more the card is chosen, and the next click
            // names its partner.
            let partners = self.history.game().partners(press.pile);
            if let [mv] = partners[..] {
                self.play(mv);
                return;
            }
            if partners.len() > 1 {
                self.selected = Some((press.pile, card));
                self.say("choose the card to pair it with".into());
                return;
            }
            match smart::best_move(self.history.game(), press.pile, count) {
                Some(mv) => {
                    self.play(mv);
                }
                None => self.say("no move for that card".into()),
            }
        }
    }
}
