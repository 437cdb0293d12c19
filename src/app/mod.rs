//! The presenter: the game with its history, clock and settings; it turns
//! pointer gestures and commands into moves through the one door, keeps the
//! table view in step with the model, and runs auto-play, auto-finish and
//! the celebration from `dt`. No macroquad here, so it is stepped in tests.

pub mod celebration;
pub mod hud;
mod report;
pub mod smart;

use ::rand::rngs::SmallRng;
use ::rand::{Rng, SeedableRng};

use crate::model::card::Card;
use crate::model::game::{Deal, Game, Variant};
use crate::model::history::History;
use crate::model::klondike::{DrawCount, KlondikeOptions};
use crate::model::moves::{Event, Move};
use crate::model::pile::PileId;
use crate::model::rules::top_run_len;
use crate::view::layout::{Layout, Rect, TableKind};
use crate::view::table::TableView;

use celebration::Celebration;
use hud::{Button, HudLayout, PanelLayout};

/// The games the chooser offers, in its order.
pub const VARIANTS: [Variant; 3] = [
    Variant::Klondike(KlondikeOptions {
        draw: DrawCount::One,
        scoring: crate::model::score::Scoring::Standard,
        pass_limit: None,
    }),
    Variant::Klondike(KlondikeOptions {
        draw: DrawCount::Three,
        scoring: crate::model::score::Scoring::Standard,
        pass_limit: None,
    }),
    Variant::FreeCell,
];

/// Pixels a press must travel before it becomes a drag.
pub const DRAG_THRESHOLD: f32 = 5.0;
/// Seconds between the clicks of a double click.
pub const DOUBLE_CLICK: f64 = 0.4;
/// Seconds between safe cards going home by themselves.
pub const AUTO_PLAY_SECONDS: f32 = 0.12;
/// Seconds between cards when the game finishes itself.
pub const AUTO_FINISH_SECONDS: f32 = 0.09;

/// How the player likes to play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// A single click moves a card to its best place.
    pub click_to_move: bool,
    /// Safe cards go home after each move, per family of games.
    pub auto_play_klondike: bool,
    pub auto_play_freecell: bool,
    /// Animation speed: 1 normal, 0 off.
    pub speed: f32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            click_to_move: true,
            auto_play_klondike: false,
            auto_play_freecell: true,
            speed: 1.0,
        }
    }
}

/// What the player can ask for besides pointing at cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Undo,
    Redo,
    NewGame,
    Restart,
    /// Every safe card home.
    Home,
    /// Closes a panel or ends the celebration.
    Cancel,
    /// Typing in the deal number panel.
    Digit(u8),
    Backspace,
    Enter,
    ChooseGame,
    DealNumber,
    /// Saves a screenshot (the shell does it; the app only forwards).
    Screenshot,
}

/// A panel over the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Panel {
    ChooseGame,
    DealNumber(String),
    Won { moves: u32, seconds: u32 },
}

/// A press that may become a click or a drag.
#[derive(Clone, Debug)]
struct Press {
    x: f32,
    y: f32,
    pile: PileId,
    index: Option<usize>,
}

/// Cards in the hand.
#[derive(Clone, Debug)]
pub struct Drag {
    pub from: PileId,
    pub cards: Vec<Card>,
    /// Each card's top-left relative to the pointer.
    offsets: Vec<(f32, f32)>,
}

/// The presenter.
pub struct App {
    deal: Deal,
    history: History,
    pub settings: Settings,
    view: TableView,
    layout: Layout,
    hud: HudLayout,
    size: (f32, f32),
    now: f64,
    clock: f64,
    pointer: (f32, f32),
    press: Option<Press>,
    drag: Option<Drag>,
    last_click: Option<(f64, Card)>,
    auto_timer: f32,
    auto_pending: bool,
    panel: Option<Panel>,
    celebration: Option<Celebration>,
    message: Option<(String, f32)>,
    /// What happened since the shell last looked (for sounds, screenshots).
    events: Vec<Event>,
    screenshot_requested: bool,
    /// The Home button asked for every safe card.
    home_all: bool,
    /// Bumped at every layout.
    revision: u64,
    /// The celebration of this win has been shown.
    celebrated: bool,
    rng: SmallRng,
}

fn table_kind(variant: Variant) -> TableKind {
    match variant {
        Variant::Klondike(o) => TableKind::Klondike {
            draw: o.draw.cards() as u8,
        },
        Variant::FreeCell => TableKind::FreeCell,
    }
}

impl App {
    /// A new app showing `deal` in a viewport of `w`×`h`; `seed` drives the
    /// numbers of new deals.
    pub fn new(deal: Deal, settings: Settings, w: f32, h: f32, seed: u64) -> App {
        let history = History::new(Game::new(deal));
        let hud = HudLayout::compute(w, h);
        let layout = Layout::compute(table_kind(deal.variant), &history.game().piles(), hud.table);
        let mut view = TableView::new();
        view.speed = settings.speed;
        view.sync(&layout, false);
        App {
            deal,
            history,
            settings,
            view,
            layout,
            hud,
            size: (w, h),
            now: 0.0,
            clock: 0.0,
            pointer: (0.0, 0.0),
            press: None,
            drag: None,
            last_click: None,
            auto_timer: 0.0,
            auto_pending: false,
            panel: None,
            celebration: None,
            message: None,
            events: Vec::new(),
            screenshot_requested: false,
            home_all: false,
            revision: 0,
            celebrated: false,
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    // ----- reading, for the renderer and tests -----

    pub fn game(&self) -> &Game {
        self.history.game()
    }

    pub fn deal(&self) -> Deal {
        self.deal
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn hud(&self) -> &HudLayout {
        &self.hud
    }

    pub fn view(&self) -> &TableView {
        &self.view
    }

    pub fn size(&self) -> (f32, f32) {
        self.size
    }

    pub fn panel(&self) -> Option<&Panel> {
        self.panel.as_ref()
    }

    pub fn celebration(&self) -> Option<&Celebration> {
        self.celebration.as_ref()
    }

    /// Seconds played in this deal.
    pub fn seconds(&self) -> u32 {
        self.clock as u32
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// A short message for the status bar, while it lasts.
    pub fn message(&self) -> Option<&str> {
        self.message.as_ref().map(|(m, _)| m.as_str())
    }

    /// The cards in the hand with their top-left corners.
    pub fn hand(&self) -> Vec<(Card, f32, f32)> {
        match &self.drag {
            Some(drag) => drag
                .cards
                .iter()
                .zip(&drag.offsets)
                .map(|(c, (dx, dy))| (*c, self.pointer.0 + dx, self.pointer.1 + dy))
                .collect(),
            None => Vec::new(),
        }
    }

    /// Events since the last call (the shell plays sounds for them).
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// True once after the player asked for a screenshot.
    pub fn take_screenshot_request(&mut self) -> bool {
        std::mem::take(&mut self.screenshot_requested)
    }

    /// The layout of the open panel, if any, with its text lines.
    pub fn panel_layout(&self) -> Option<(PanelLayout, Vec<String>)> {
        let (w, h) = self.size;
        let panel = self.panel.as_ref()?;
        let (lines, rows): (Vec<String>, Vec<Vec<Button>>) = match panel {
            Panel::ChooseGame => (
                vec!["Choose a game".into()],
                vec![
                    vec![Button::Variant(0)],
                    vec![Button::Variant(1)],
                    vec![Button::Variant(2)],
                    vec![Button::Close],
                ],
            ),
            Panel::DealNumber(text) => (
                vec![
                    format!("{} deal number", self.deal.variant.title()),
                    if text.is_empty() {
                        "_".into()
                    } else {
                        text.clone()
                    },
                ],
                vec![
                    (1..=5).map(Button::Digit).collect(),
                    [6, 7, 8, 9, 0].into_iter().map(Button::Digit).collect(),
                    vec![Button::Delete, Button::Close, Button::Start],
                ],
            ),
            Panel::Won { moves, seconds } => (
                vec![
                    "You won!".into(),
                    format!("{moves} moves in {}:{:02}", seconds / 60, seconds % 60),
                ],
                vec![vec![Button::NewGame, Button::Close]],
            ),
        };
        Some((PanelLayout::compute(w, h, lines.len(), &rows), lines))
    }

    // ----- the viewport -----

    /// The window changed size: everything is laid out again at once.
    pub fn resize(&mut self, w: f32, h: f32) {
        if (w, h) == self.size {
            return;
        }
        self.size = (w, h);
        self.hud = HudLayout::compute(w, h);
        self.drag = None;
        self.press = None;
        self.relayout(false);
        if self.celebration.is_some() {
            self.celebration = None;
            self.open_won_panel();
        }
    }

    /// Counts layouts, so the shell can tell when the table changed.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    fn relayout(&mut self, animate: bool) {
        self.revision += 1;
        self.layout = Layout::compute(
            table_kind(self.deal.variant),
            &self.history.game().piles(),
            self.hud.table,
        );
        self.view.speed = self.settings.speed;
        self.view.sync(&self.layout, animate);
    }

    // ----- playing -----

    fn auto_play_on(&self) -> bool {
        match self.deal.variant {
            Variant::Klondike(_) => self.settings.auto_play_klondike,
            Variant::FreeCell => self.settings.auto_play_freecell,
        }
    }

    /// Plays a move by the player. Returns whether it was legal.
    pub fn play(&mut self, mv: Move) -> bool {
        match self.history.play(mv) {
            Ok(events) => {
                self.after_move(events);
                self.auto_pending = true;
                self.auto_timer = 0.0;
                true
            }
            Err(why) => {
                self.say(why.to_string());
                self.relayout(true);
                false
            }
        }
    }

    fn after_move(&mut self, events: Vec<Event>) {
        if events.contains(&Event::Won) {
            self.say("Won!".into());
        }
        self.events.extend(events);
        self.relayout(true);
    }

    fn say(&mut self, text: String) {
        self.message = Some((text, 3.0));
    }

    /// Shows a message in the status bar for a while.
    pub fn notify(&mut self, text: String) {
        self.message = Some((text, 6.0));
    }

    /// Sets up a position (read from notation) in place of the deal's
    /// start; undo goes back no further than it.
    pub fn set_position(&mut self, game: Game) {
        self.history = History::new(game);
        self.relayout(false);
    }

    /// Starts a deal.
    pub fn start(&mut self, deal: Deal) {
        self.deal = deal;
        self.history = History::new(Game::new(deal));
        self.clock = 0.0;
        self.drag = None;
        self.press = None;
        self.panel = None;
        self.celebration = None;
        self.auto_pending = false;
        self.message = Some((format!("{} #{}", deal.variant.title(), deal.number), 3.0));
        self.relayout(true);
    }

    fn new_game(&mut self, variant: Variant) {
        let range = variant.deal_range();
        let top = (*range.end()).min(1_000_000_000);
        let number = self.rng.random_range(*range.start()..=top);
        self.start(Deal { variant, number });
    }

    /// Carries out a command.
    pub fn command(&mut self, command: Command) {
        if self.celebration.is_some() {
            self.celebration = None;
            self.open_won_panel();
            return;
        }
        if let Some(Panel::DealNumber(text)) = &mut self.panel {
            match command {
                Command::Digit(d) if text.len() < 10 => {
                    text.push(char::from(b'0' + d));
                    return;
                }
                Command::Backspace => {
                    text.pop();
                    return;
                }
                Command::Enter => {
                    let text = text.clone();
                    self.start_typed_deal(&text);
                    return;
                }
                _ => {}
            }
        }
        match command {
            Command::Undo => {
                self.drag = None;
                if self.history.undo() {
                    self.auto_pending = false;
                    self.relayout(true);
                }
            }
            Command::Redo => {
                self.drag = None;
                if self.history.redo() {
                    self.relayout(true);
                }
            }
            Command::NewGame => self.new_game(self.deal.variant),
            Command::Restart => {
                self.history.restart();
                self.clock = 0.0;
                self.panel = None;
                self.relayout(true);
            }
            Command::Home => {
                self.auto_pending = true;
                self.auto_timer = AUTO_PLAY_SECONDS;
                self.home_all = true;
            }
            Command::Cancel => {
                if self.panel.take().is_none() && self.drag.is_some() {
                    self.drag = None;
                    self.relayout(true);
                }
            }
            Command::ChooseGame => self.panel = Some(Panel::ChooseGame),
            Command::DealNumber => self.panel = Some(Panel::DealNumber(String::new())),
            Command::Screenshot => self.screenshot_requested = true,
            Command::Digit(_) | Command::Backspace | Command::Enter => {}
        }
    }

    fn start_typed_deal(&mut self, text: &str) {
        match text.parse::<u64>().map(|n| Deal::new(self.deal.variant, n)) {
            Ok(Ok(deal)) => self.start(deal),
            Ok(Err(e)) => self.say(e.to_string()),
            Err(_) => self.say("type a deal number".into()),
        }
    }

    fn press_button(&mut self, button: Button) {
        match button {
            Button::NewGame => self.command(Command::NewGame),
            Button::Restart => self.command(Command::Restart),
            Button::ChooseGame => self.command(Command::ChooseGame),
            Button::DealNumber => self.command(Command::DealNumber),
            Button::Undo => self.command(Command::Undo),
            Button::Redo => self.command(Command::Redo),
            Button::Home => self.command(Command::Home),
            Button::Variant(i) => self.new_game(VARIANTS[i as usize % VARIANTS.len()]),
            Button::Digit(d) => self.command(Command::Digit(d)),
            Button::Delete => self.command(Command::Backspace),
            Button::Start => self.command(Command::Enter),
            Button::Close => self.panel = None,
        }
    }

    fn open_won_panel(&mut self) {
        self.panel = Some(Panel::Won {
            moves: self.history.game().moves(),
            seconds: self.seconds(),
        });
    }

    // ----- the pointer -----

    /// A mouse button or finger went down.
    pub fn pointer_down(&mut self, x: f32, y: f32) {
        self.pointer = (x, y);
        if self.celebration.is_some() {
            self.command(Command::Cancel);
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
    pub fn pointer_move(&mut self, x: f32, y: f32) {
        self.pointer = (x, y);
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
    fn pickable(&self, pile: PileId, index: usize) -> Option<usize> {
        let p = self.history.game().pile(pile)?;
        if pile == PileId::Stock || !p.is_face_up(index) {
            return None;
        }
        let count = p.len() - index;
        match pile {
            PileId::Column(_) if count <= top_run_len(p) => Some(count),
            PileId::Column(_) => None,
            _ if count == 1 => Some(1),
            _ => None,
        }
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
        self.drag = Some(Drag {
            from: press.pile,
            cards,
            offsets,
        });
    }

    /// The button or finger came up.
    pub fn pointer_up(&mut self, x: f32, y: f32) {
        self.pointer_move(x, y);
        if let Some(drag) = self.drag.take() {
            self.drop_hand(drag);
        } else if let Some(press) = self.press.take() {
            self.click(&press);
        }
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
        let game = self.history.game();
        let candidates: Vec<PileId> = game
            .piles()
            .iter()
            .map(|(id, _)| *id)
            .filter(|to| game.check(Move::run(drag.from, *to, count)).is_ok())
            .collect();
        let (x, y) = (
            self.pointer.0 + drag.offsets[0].0,
            self.pointer.1 + drag.offsets[0].1,
        );
        let dragged = Rect::new(x, y, self.layout.card_w, self.layout.card_h);
        match self.layout.drop_target(dragged, &candidates) {
            Some(to) => {
                self.play(Move::run(drag.from, to, count));
            }
            None => self.relayout(true),
        }
    }

    fn click(&mut self, press: &Press) {
        if press.pile == PileId::Stock {
            self.play(Move::Draw);
            return;
        }
        let Some(index) = press.index else { return };
        let Some(count) = self.pickable(press.pile, index) else {
            return;
        };
        let card = self.history.game().pile(press.pile).expect("pile").cards()[index];
        let double = self
            .last_click
            .is_some_and(|(t, c)| c == card && self.now - t <= DOUBLE_CLICK);
        self.last_click = Some((self.now, card));
        if double && count == 1 {
            if let Some(mv) = smart::home_move(self.history.game(), press.pile) {
                self.play(mv);
                return;
            }
        }
        if self.settings.click_to_move {
            match smart::best_move(self.history.game(), press.pile, count) {
                Some(mv) => {
                    self.play(mv);
                }
                None => self.say("no move for that card".into()),
            }
        }
    }

    // ----- time -----

    /// Moves time on by `dt` seconds.
    pub fn update(&mut self, dt: f32) {
        let dt = dt.clamp(0.0, 0.25);
        self.now += dt as f64;
        let game = self.history.game();
        if game.moves() > 0 && !game.is_won() && self.panel.is_none() {
            self.clock += dt as f64;
        }
        if let Some((_, ttl)) = &mut self.message {
            *ttl -= dt;
            if *ttl <= 0.0 {
                self.message = None;
            }
        }
        self.view.update(dt);
        if self.drag.is_none() {
            self.step_automatic(dt);
        }
        if !self.history.game().is_won() {
            self.celebrated = false;
        }
        if self.history.game().is_won()
            && self.celebration.is_none()
            && self.panel.is_none()
            && !self.view.is_animating()
            && !self.celebrated
        {
            self.celebrated = true;
            self.start_celebration();
        }
    }

    fn step_automatic(&mut self, dt: f32) {
        self.auto_timer += dt;
        let game = self.history.game();
        if game.is_won() {
            return;
        }
        let finishing = game.is_trivially_won();
        let wanted = finishing || (self.auto_pending && (self.auto_play_on() || self.home_all));
        if !wanted {
            return;
        }
        let pause = if finishing {
            AUTO_FINISH_SECONDS
        } else {
            AUTO_PLAY_SECONDS
        };
        if self.auto_timer < pause {
            return;
        }
        self.auto_timer = 0.0;
        let mv = if finishing {
            smart::lowest_home_move(game)
        } else {
            game.safe_home_move()
        };
        match mv.map(|mv| self.history.follow_up(mv)) {
            Some(Ok(events)) => self.after_move(events),
            _ => {
                self.auto_pending = false;
                self.home_all = false;
            }
        }
    }

    fn start_celebration(&mut self) {
        let mut cards = Vec::new();
        let foundations = self.history.game().foundations().clone();
        for rank in (0..13).rev() {
            for f in &foundations {
                if let Some(&card) = f.cards().get(rank) {
                    let pos = self.view.position(card).unwrap_or((0.0, 0.0));
                    cards.push((card, pos));
                }
            }
        }
        let (w, h) = self.size;
        self.celebration = Some(Celebration::new(
            cards,
            w,
            h,
            self.layout.card_w,
            self.layout.card_h,
        ));
    }

    /// Sends every card flying from a scattered place back to its own (for
    /// `felt bench frames`).
    pub fn scatter_cards(&mut self, seed: u64) {
        let (w, h) = self.size;
        let mut rng = SmallRng::seed_from_u64(seed);
        for (card, _) in self.layout.spots() {
            let at = (
                rng.random_range(0.0..w.max(1.0)),
                rng.random_range(0.0..h.max(1.0)),
            );
            self.view.hold(card, at);
        }
        self.view.sync(&self.layout, true);
    }

    /// Steps the celebration; the renderer stamps what it returns.
    pub fn celebrate(&mut self, dt: f32) -> Vec<(Card, f32, f32)> {
        let Some(party) = &mut self.celebration else {
            return Vec::new();
        };
        let stamps = party.update(dt);
        if party.is_done() {
            self.celebration = None;
            self.open_won_panel();
        }
        stamps
    }
}

#[cfg(test)]
mod tests;
