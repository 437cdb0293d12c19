//! Drawing a frame of the app with macroquad: the felt, the empty places,
//! the cards in the view's order, the hand, the HUD, panels and the
//! celebration's trails.

use macroquad::prelude::*;

use crate::app::thinking::Hint;
use crate::app::{App, Device};
use crate::games::Variant;
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::storage::looks::TableColour;
use crate::view::hint::{hint_arrow, moving_cards, Arrow};
use crate::view::layout::Rect;

use super::empty::empty_mark;
use super::hud::{compose, HudFrame};
use super::layer::Layer;
use super::painter::{CardPainter, PaintOptions};
use super::text::Typesetter;

/// The colour of the table's cloth for each choice (green is Felt's own).
pub fn felt(colour: TableColour) -> Color {
    match colour {
        TableColour::Green => Color::new(0.05, 0.40, 0.20, 1.0),
        TableColour::Blue => Color::new(0.05, 0.22, 0.42, 1.0),
        TableColour::Red => Color::new(0.40, 0.07, 0.10, 1.0),
        TableColour::Grey => Color::new(0.21, 0.23, 0.25, 1.0),
    }
}

/// The glow around the piles that would take the cards in the hand.
const ACCEPTS: Color = Color::new(0.55, 0.9, 1.0, 0.85);

/// The colour of the keyboard/gamepad focus.
const FOCUS: Color = Color::new(1.0, 0.84, 0.2, 0.95);

/// Hint glows: a move from a winning line, and a guess.
const HINT: Color = Color::new(0.3, 1.0, 0.45, 0.95);
const GUESS: Color = Color::new(1.0, 0.7, 0.2, 0.95);

/// Owns what drawing needs across frames: the card painter and the
/// celebration's trail texture.
pub struct Renderer {
    pub painter: CardPainter,
    /// The trails' texture, which covers the celebration's table, and its
    /// size in device pixels.
    trails: Option<(RenderTarget, (u32, u32))>,
    thumbnails: super::chooser::Thumbnails,
    /// The open panel as last drawn, and whether it was the chooser: a
    /// closed panel fades out from this picture.
    last_panel: Option<(Layer, bool)>,
}

impl Default for Renderer {
    fn default() -> Self {
        Renderer::new()
    }
}

impl Renderer {
    /// Needs the window (call inside the macroquad loop).
    pub fn new() -> Renderer {
        Renderer {
            painter: CardPainter::new(),
            trails: None,
            thumbnails: Default::default(),
            last_panel: None,
        }
    }

    /// Draws one frame of the app as it stands. `stamps` are the
    /// celebration's cards stepped since the last frame
    /// ([`App::take_stamps`]), drawn into the trail texture as they come.
    pub fn draw(&mut self, app: &App, stamps: &[(Card, f32, f32)]) {
        // The HUD's texts are gathered and their glyphs cached first, before
        // the card atlas may be painted and before anything is drawn.
        let hud = {
            let ts = Typesetter::new(self.painter.font());
            let hud = compose(app, &ts);
            ts.warm(&hud.bars.texts);
            if let Some(panel) = &hud.panel {
                ts.warm(&panel.texts);
            }
            hud
        };
        let layout = app.layout().clone();
        let (cw, ch) = (layout.card_w, layout.card_h);
        // Small cards get the large index unless the player chose the small
        // one, so their rank stays readable in a tightly fanned column (on
        // phones, narrow windows).
        let options = PaintOptions {
            four_color: app.settings.four_color,
            large_index: app.large_index(),
            back: app.settings.card_back,
        };
        self.painter.ensure(cw, ch, app.hud().bars.icon, options);
        let cloth = felt(app.settings.table);
        clear_background(cloth);

        // Paused, the table is hidden: only the bars and the pause panel.
        if app.paused() {
            self.trails = None;
            self.draw_hud(app, &hud);
            return;
        }
        if app.celebration().is_some() {
            self.draw_trails(app, stamps, cw, ch, cloth);
            self.draw_hud(app, &hud);
            return;
        }
        self.trails = None;

        let game = app.game();
        for (pile, rect) in layout.slots() {
            if let Some(mark) = empty_mark(game, pile) {
                self.painter
                    .draw_empty(mark, rect.x, rect.y, rect.w, rect.h);
            }
        }
        let hand = app.hand();
        let hand_cards: Vec<_> = hand.iter().map(|(c, _, _)| *c).collect();
        // Shadows of the flying cards go down in one pass before them, so
        // the atlas quads stay in one batch instead of alternating with
        // untextured shadows card by card.
        let items = app.view().draw_list(&hand_cards);
        let resting = items.iter().take_while(|i| !i.flying).count();
        for (i, item) in items.iter().enumerate() {
            if i == resting {
                for f in &items[resting..] {
                    self.painter.draw_shadow(f.x, f.y, cw, ch, 0.6);
                }
            }
            if item.face_up {
                self.painter
                    .draw_face(item.card, item.x, item.y, cw, ch, item.squeeze);
            } else {
                self.painter.draw_back(item.x, item.y, cw, ch, item.squeeze);
            }
        }
        if let Some(hint) = app.hint() {
            self.draw_hint(app, hint, cw, ch);
        }
        // A card chosen to go with a partner (Pyramid) glows as the focus.
        if let Some(r) = app.selected().and_then(|pile| layout.top_rect(pile)) {
            self.painter.draw_highlight(r.x, r.y, r.w, r.h, FOCUS);
        }
        if app.device() != Device::Pointer && app.panel().is_none() {
            if let Some(r) = focus_rect(app) {
                self.painter.draw_highlight(r.x, r.y, r.w, r.h, FOCUS);
            }
        }
        // The piles that would take the cards in the hand glow.
        for r in app
            .drop_targets()
            .iter()
            .filter_map(|p| layout.top_rect(*p))
        {
            self.painter.draw_highlight(r.x, r.y, r.w, r.h, ACCEPTS);
        }
        if let Some((_, x, y)) = hand.first() {
            let last_y = hand.last().map_or(*y, |(_, _, ly)| *ly);
            self.painter.draw_shadow(*x, *y, cw, ch + (last_y - y), 1.0);
        }
        for (card, x, y) in &hand {
            self.painter.draw_face(*card, *x, *y, cw, ch, 1.0);
        }
        self.draw_hud(app, &hud);
    }

    /// The hinted cards lift and glow, their target is outlined, and an
    /// arrow runs from them to it. A guess glows amber, a move from a
    /// winning line green.
    fn draw_hint(&self, app: &App, hint: Hint, cw: f32, ch: f32) {
        let layout = app.layout();
        let color = if hint.proven { HINT } else { GUESS };
        let (from, to, count) = match hint.mv {
            Move::Transfer { from, to, count } => (from, to, count),
            // A pair: the first card lifts, its partner is outlined.
            Move::Pair { a, b } => (a, b, 1),
            Move::Draw => {
                if let Some(r) = layout.slot(PileId::Stock) {
                    self.painter.draw_highlight(r.x, r.y, r.w, r.h, color);
                }
                return;
            }
        };
        if let Some(r) = layout.top_rect(to) {
            self.painter
                .draw_highlight(r.x, r.y, r.w, r.h, Color::new(1.0, 1.0, 1.0, 0.8));
        }
        let spots = layout.pile_spots(from);
        let lifted = &spots[spots.len().saturating_sub(count as usize)..];
        let lift = ch * 0.06;
        if let Some(run) = moving_cards(layout, from, count.into()) {
            let (x, y) = (run.x, run.y - lift);
            self.painter.draw_shadow(x, y, cw, run.h, 0.8);
            self.painter.draw_highlight(x, y, cw, run.h, color);
        }
        let game = app.game();
        if let Some(cards) = game.pile(from).and_then(|p| p.top_cards(count as usize)) {
            for (card, spot) in cards.iter().zip(lifted) {
                self.painter
                    .draw_face(*card, spot.rect.x, spot.rect.y - lift, cw, ch, 1.0);
            }
        }
        if let Some(arrow) = hint_arrow(layout, hint.mv) {
            draw_arrow(arrow, cw, color);
        }
    }

    /// The bars, then the panel: open, opening (sliding up as it fades in)
    /// or closed and fading out; the chooser fades without sliding, its
    /// thumbnails drawn once it is open.
    fn draw_hud(&mut self, app: &App, hud: &HudFrame) {
        let ts = Typesetter::new(self.painter.font());
        hud.bars.draw(&self.painter, &ts, 1.0);
        let chooser = app.panel() == Some(&crate::app::Panel::ChooseGame);
        if let Some(panel) = &hud.panel {
            self.last_panel = Some((panel.clone(), chooser));
        }
        let shown = app.panel_shown();
        let Some((layer, was_chooser)) = &self.last_panel else {
            return;
        };
        if shown <= 0.0 {
            self.last_panel = None;
            return;
        }
        let eased = 1.0 - (1.0 - shown).powi(3);
        let unit = app.hud().scale().text;
        let dy = if *was_chooser {
            0.0
        } else {
            (1.0 - eased) * unit * 2.0
        };
        layer.in_motion(eased, dy).draw(&self.painter, &ts, eased);
        if hud.panel.is_none() {
            return;
        }
        if chooser && shown >= 1.0 {
            self.thumbnails.draw(app);
        }
        if app.device() != Device::Pointer {
            if let Some((_, r)) = app.panel_focus() {
                let radius = (unit * 0.45).round();
                let line = (unit * 0.16).round().max(2.0);
                let r = r.inflate(line);
                self.painter.draw_ring(
                    (r.x, r.y, r.w, r.h),
                    radius + line,
                    line,
                    unit * 0.5,
                    FOCUS,
                );
            }
        }
    }

    fn draw_trails(
        &mut self,
        app: &App,
        stamps: &[(Card, f32, f32)],
        cw: f32,
        ch: f32,
        cloth: Color,
    ) {
        // The texture covers the table alone: a card stamped above it
        // (launched high) or beside it is cut off there, so the toolbar and
        // the status bar, whose plates let the table show through, stay
        // clear of the trails.
        let Some(area) = app.celebration().map(|c| c.area()) else {
            return;
        };
        let dpi = screen_dpi_scale();
        let px = (
            (area.w * dpi).max(1.0) as u32,
            (area.h * dpi).max(1.0) as u32,
        );
        let fresh = !matches!(&self.trails, Some((_, size)) if *size == px);
        if fresh {
            let target = render_target(px.0, px.1);
            target.texture.set_filter(FilterMode::Linear);
            self.trails = Some((target, px));
        }
        let (target, _) = self.trails.as_ref().expect("made above");
        let mut camera =
            Camera2D::from_display_rect(macroquad::math::Rect::new(area.x, area.y, area.w, area.h));
        camera.render_target = Some(target.clone());
        set_camera(&camera);
        if fresh {
            clear_background(cloth);
        }
        for (card, x, y) in stamps {
            self.painter.draw_face(*card, *x, *y, cw, ch, 1.0);
        }
        set_default_camera();
        draw_texture_ex(
            &target.texture,
            area.x,
            area.y,
            WHITE,
            DrawTextureParams {
                dest_size: Some(vec2(area.w, area.h)),
                flip_y: true,
                ..Default::default()
            },
        );
    }
}

/// A hint's arrow: a shaft and a head in `color` over a dark rim, so it
/// reads on the cloth and on the cards alike; its width follows the
/// cards'.
fn draw_arrow(arrow: Arrow, cw: f32, color: Color) {
    let width = (cw * 0.07).max(4.0);
    let head = width * 3.2;
    let length = arrow.length();
    if length < head * 1.5 {
        return;
    }
    let (dx, dy) = (
        (arrow.to.0 - arrow.from.0) / length,
        (arrow.to.1 - arrow.from.1) / length,
    );
    let tip = vec2(arrow.to.0, arrow.to.1);
    let base = tip - vec2(dx, dy) * head;
    let side = vec2(-dy, dx) * head * 0.5;
    let tail = vec2(arrow.from.0, arrow.from.1);
    let rim = Color::new(0.0, 0.0, 0.0, 0.5);
    let grow = 2.5;
    let out = vec2(dx, dy) * grow;
    let wide = vec2(-dy, dx) * (head * 0.5 + grow * 1.6);
    draw_line(tail.x, tail.y, base.x, base.y, width + 2.0 * grow, rim);
    draw_triangle(tip + out * 1.6, base - out + wide, base - out - wide, rim);
    draw_line(tail.x, tail.y, base.x, base.y, width, color);
    draw_triangle(tip, base + side, base - side, color);
}

/// The rectangle around the focused card and the cards above it (or the
/// empty place).
fn focus_rect(app: &App) -> Option<Rect> {
    let focus = app.focus();
    let layout = app.layout();
    let spots = layout.pile_spots(focus.pile);
    match focus.index {
        Some(i) if i < spots.len() => {
            let first = spots[i].rect;
            let last = spots[spots.len() - 1].rect;
            Some(Rect::new(
                first.x.min(last.x),
                first.y,
                (last.right() - first.x.min(last.x)).max(first.w),
                last.bottom() - first.y,
            ))
        }
        _ => layout.slot(focus.pile),
    }
}

/// The variant's name for window titles.
pub fn title(variant: Variant) -> String {
    format!("Felt · {}", variant.title())
}
