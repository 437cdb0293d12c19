//! The presenter: the game with its history, clock and settings; it turns
//! pointer gestures and commands into moves through the one door, keeps the
//! table view in step with the model, and runs auto-play, auto-finish and
//! the celebration from `dt`. No macroquad here, so it is stepped in tests.

mod auto;
pub(crate) mod calendar;
pub(crate) mod celebration;
pub(crate) mod chooser;
mod daily;
mod events;
pub(crate) mod focus;
pub mod hud;
pub mod idle;
mod intents;
mod keeping;
pub(crate) mod leave;
mod motion;
mod panels;
mod pause;
mod pointer;
mod report;
mod slice;
pub(crate) mod smart;
pub(crate) mod thinking;

use ::rand::rngs::SmallRng;
use ::rand::{Rng, SeedableRng};

use crate::audio::cue::Cue;
use crate::games::{Deal, Game, Variant};
use crate::input::intent::{Dir, Intent};
use crate::model::card::Card;
use crate::model::date::Date;
use crate::model::history::History;
use crate::model::moves::{Event, Move};
use crate::model::pile::PileId;
use crate::storage::saved::{SavedGame, Start};
use crate::view::layout::{Layout, Rect};
use crate::view::table::TableView;

use celebration::Celebration;
use focus::Focus;
use hud::{Button, HudLayout, PanelLayout};
use leave::Leave;

/// Pixels a press must travel before it becomes a drag.
pub(crate) const DRAG_THRESHOLD: f32 = 5.0;
/// Seconds between the clicks of a double click.
pub(crate) const DOUBLE_CLICK: f64 = 0.4;
/// Seconds between safe cards going home by themselves.
pub(crate) const AUTO_PLAY_SECONDS: f32 = 0.12;
/// Seconds between cards when the game finishes itself.
pub(crate) const AUTO_FINISH_SECONDS: f32 = 0.09;

pub(crate) use crate::storage::settings::{Animation, IndexSize, Settings};
pub(crate) use crate::storage::stats::Statistics;

/// A panel over the table.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Panel {
    Menu,
    /// A move lost a winnable game: go back?
    Lost,
    Help,
    Settings,
    Statistics,
    ConfirmReset,
    ChooseGame,
    DealNumber(String),
    /// Leaving a game with moves: go ahead?
    ConfirmLeave(Leave),
    /// Nothing but undo is left.
    NoMoves,
    /// The game is paused: the table is hidden, the clock stopped.
    Paused,
    Won {
        moves: u32,
        seconds: u32,
    },
}

impl Panel {
    /// The panel's name, for the page's published state.
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Panel::Menu => "menu",
            Panel::Lost => "lost",
            Panel::Help => "help",
            Panel::Settings => "settings",
            Panel::Statistics => "statistics",
            Panel::ConfirmReset => "confirm-reset",
            Panel::ChooseGame => "choose-game",
            Panel::DealNumber(_) => "deal-number",
            Panel::ConfirmLeave(_) => "confirm-leave",
            Panel::NoMoves => "no-moves",
            Panel::Paused => "paused",
            Panel::Won { .. } => "won",
        }
    }
}

/// A press that may become a click or a drag.
#[derive(Clone, Debug)]
struct Press {
    x: f32,
    y: f32,
    pile: PileId,
    index: Option<usize>,
}

/// Cards picked up with the keyboard or gamepad: they ride with the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Held {
    pub(crate) from: PileId,
    /// The lowest held card; the ones above it come along.
    pub(crate) index: usize,
}

/// Which kind of device the player used last (the focus and the pad's
/// button hints show only for keyboard and gamepad).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Device {
    Pointer,
    Keyboard,
    Pad,
}

/// Cards in the hand.
#[derive(Clone, Debug)]
pub(crate) struct Drag {
    pub(crate) from: PileId,
    pub(crate) cards: Vec<Card>,
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
    /// Device pixels per logical pixel, which the chrome snaps its edges to.
    density: f32,
    /// How far the open panel has grown in (or the closed one faded out).
    panel_motion: motion::PanelMotion,
    now: f64,
    clock: f64,
    pointer: (f32, f32),
    /// The pointer moved with no button held since the last press or
    /// release: a mouse resting over the chrome, which a finger (down,
    /// up, gone) never is.
    hovering: bool,
    press: Option<Press>,
    drag: Option<Drag>,
    /// The last click on a card: when, where, and which card, so the
    /// second click of a double click is known as such.
    last_click: Option<(f64, (f32, f32), Card)>,
    /// A card chosen by a click to go with a partner the next click names
    /// (Pyramid's pairs), and which card it was: a selection whose pile no
    /// longer shows that card is forgotten.
    selected: Option<(PileId, Card)>,
    auto_timer: f32,
    auto_pending: bool,
    panel: Option<Panel>,
    celebration: Option<Celebration>,
    /// The celebration's cards stepped since the drawing last took them.
    stamps: Vec<(Card, f32, f32)>,
    message: Option<(String, f32)>,
    /// Sounds to play since the shell last looked.
    cues: Vec<Cue>,
    /// The player's record, and whether this game is in it yet.
    stats: Statistics,
    recorded: bool,
    /// Solve played part of this deal: a win is then the solver's, not the
    /// player's, and the statistics count it as a game given up.
    assisted: bool,
    /// Where this game started, for the save.
    start: Start,
    /// The game as last handed out for saving.
    last_saved: Option<keeping::SaveMark>,
    /// The layout revision last looked at for saving: the game is compared
    /// only after a layout, which every change of it brings.
    saved_revision: Option<u64>,
    /// The solver's view of the position, and what hangs on it.
    analysis: Option<thinking::Analysis>,
    hunt: Option<thinking::DealHunt>,
    /// History depth of the last position known to be winnable.
    winnable_depth: Option<usize>,
    /// "No longer winnable" has been said since the game was last known
    /// winnable: the light keeps saying it, nothing pops up again until
    /// the game is winnable again and lost again.
    loss_told: bool,
    hint: Option<thinking::Hint>,
    /// Seconds a requested hint has waited for the solver.
    hint_pending: Option<f32>,
    solving: bool,
    /// The player asked Solve to finish at once.
    solve_rush: bool,
    /// Seconds between Solve's moves, from the length of its line.
    solve_pace: Option<f32>,
    solve_timer: f32,
    /// Settings or statistics changed since the shell last saved them.
    settings_changed: bool,
    stats_changed: bool,
    screenshot_requested: bool,
    /// The Home button asked for every safe card.
    home_all: bool,
    /// The keyboard/gamepad cursor and what it holds (and when it was
    /// picked up: a second press soon after is the smart move).
    focus: Focus,
    held: Option<Held>,
    held_at: f64,
    /// The focused button of the open panel.
    panel_focus: usize,
    device: Device,
    /// The last position checked for "no more moves".
    stuck_checked: Option<Game>,
    /// Bumped at every layout.
    revision: u64,
    /// The history's revision the table shows (see [`App::sync_view`]).
    shown: u64,
    /// The celebration of this win has been shown.
    celebrated: bool,
    rng: SmallRng,
    /// Today, as the shell says (the app never reads the clock).
    today: Option<Date>,
    /// The deal on the table is the daily deal of this date.
    daily: Option<Date>,
    /// The daily deals found this session: game, date, deal number.
    dailies: Vec<(Variant, Date, u64)>,
    /// The chooser's scroll and calendar.
    chooser: chooser::Chooser,
}

impl App {
    /// A new app showing `deal` in a viewport of `w`×`h`; `seed` drives the
    /// numbers of new deals.
    pub(crate) fn new(deal: Deal, settings: Settings, w: f32, h: f32, seed: u64) -> App {
        let history = History::new(Game::new(deal));
        let hud = HudLayout::compute(w, h, 1.0);
        let game = history.game();
        let layout = Layout::compute(&game.table(), &game.piles(), hud.table);
        let focus = focus::settled(Focus::top_of(game, PileId::Column(0)), game, &layout);
        let mut view = TableView::new();
        view.speed = settings.animation.speed();
        view.sync(&layout, false);
        App {
            deal,
            history,
            settings,
            view,
            layout,
            hud,
            size: (w, h),
            density: 1.0,
            panel_motion: motion::PanelMotion::default(),
            now: 0.0,
            clock: 0.0,
            pointer: (0.0, 0.0),
            hovering: false,
            press: None,
            drag: None,
            last_click: None,
            selected: None,
            auto_timer: 0.0,
            auto_pending: false,
            panel: None,
            celebration: None,
            stamps: Vec::new(),
            message: None,
            cues: Vec::new(),
            stats: Statistics::default(),
            recorded: false,
            assisted: false,
            start: Start::Deal(deal),
            last_saved: None,
            saved_revision: None,
            settings_changed: false,
            stats_changed: false,
            analysis: None,
            hunt: None,
            winnable_depth: None,
            loss_told: false,
            hint: None,
            hint_pending: None,
            solving: false,
            solve_rush: false,
            solve_pace: None,
            solve_timer: 0.0,
            screenshot_requested: false,
            home_all: false,
            focus,
            held: None,
            held_at: 0.0,
            panel_focus: 0,
            device: Device::Pointer,
            stuck_checked: None,
            revision: 0,
            shown: 0,
            celebrated: false,
            rng: SmallRng::seed_from_u64(seed),
            today: None,
            daily: None,
            dailies: Vec::new(),
            chooser: chooser::Chooser::default(),
        }
    }

    // ----- reading, for the renderer and tests -----

    pub(crate) fn game(&self) -> &Game {
        self.history.game()
    }

    pub fn deal(&self) -> Deal {
        self.deal
    }

    pub(crate) fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The pile of the card chosen to go with a partner, while it still
    /// shows that card and may still be taken.
    pub(crate) fn selected(&self) -> Option<PileId> {
        let (pile, card) = self.selected?;
        let game = self.history.game();
        (game.pile(pile)?.top() == Some(card) && game.lift(pile) > 0).then_some(pile)
    }

    /// Whether the cards are painted with the large index: as the player
    /// chose, or on the cards of this window when that is left to Felt.
    pub(crate) fn large_index(&self) -> bool {
        self.settings.index.large_at(self.layout().card_w)
    }

    pub(crate) fn hud(&self) -> &HudLayout {
        &self.hud
    }

    pub(crate) fn view(&self) -> &TableView {
        &self.view
    }

    pub(crate) fn size(&self) -> (f32, f32) {
        self.size
    }

    /// How far the panel has opened, 0 to 1: it grows in when opened and
    /// fades out when closed (the drawing keeps the closed one's picture).
    pub(crate) fn panel_shown(&self) -> f32 {
        self.panel_motion.shown()
    }

    pub(crate) fn celebration(&self) -> Option<&Celebration> {
        self.celebration.as_ref()
    }

    /// Seconds played in this deal.
    pub(crate) fn seconds(&self) -> u32 {
        self.clock as u32
    }

    /// A won game is over: its moves are no longer taken back.
    pub(crate) fn can_undo(&self) -> bool {
        self.history.can_undo() && !self.history.game().is_won()
    }

    pub(crate) fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// A short message for the status bar, while it lasts.
    pub(crate) fn message(&self) -> Option<&str> {
        self.message.as_ref().map(|(m, _)| m.as_str())
    }

    /// The cards in the hand with their top-left corners: dragged by the
    /// pointer, or held by keyboard or gamepad and riding with the focus.
    pub(crate) fn hand(&self) -> Vec<(Card, f32, f32)> {
        if let Some(drag) = &self.drag {
            return drag
                .cards
                .iter()
                .zip(&drag.offsets)
                .map(|(c, (dx, dy))| (*c, self.pointer.0 + dx, self.pointer.1 + dy))
                .collect();
        }
        let Some(held) = self.held else {
            return Vec::new();
        };
        let Some(pile) = self.history.game().pile(held.from) else {
            return Vec::new();
        };
        let Some(base) = self.layout.top_rect(self.focus.pile) else {
            return Vec::new();
        };
        // Lifted a little above where they would land, fanned like a column.
        let step = self.layout.fan_step();
        let lift = self.layout.card_h * 0.18;
        let below = if self
            .history
            .game()
            .pile(self.focus.pile)
            .is_some_and(|p| !p.is_empty())
        {
            step
        } else {
            0.0
        };
        pile.cards()[held.index.min(pile.len())..]
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let x = base.x + self.layout.card_w * 0.08;
                (*c, x, base.y + below + step * i as f32 - lift)
            })
            .collect()
    }

    /// Where a mouse rests with no button held, for the chrome's hover;
    /// `None` after a press or a release until it moves again (a finger
    /// lifted leaves no hover behind).
    pub(crate) fn hover(&self) -> Option<(f32, f32)> {
        self.hovering.then_some(self.pointer)
    }

    /// The keyboard/gamepad focus.
    pub(crate) fn focus(&self) -> Focus {
        self.focus
    }

    /// The device the player used last.
    pub(crate) fn device(&self) -> Device {
        self.device
    }

    /// Notes which kind of device the last input came from.
    pub(crate) fn note_device(&mut self, device: Device) {
        self.device = device;
    }

    /// Sounds to play since the last call.
    pub fn take_cues(&mut self) -> Vec<Cue> {
        std::mem::take(&mut self.cues)
    }

    pub(super) fn cue(&mut self, cue: Cue) {
        self.cues.push(cue);
    }

    /// True once after the player asked for a screenshot.
    pub fn take_screenshot_request(&mut self) -> bool {
        std::mem::take(&mut self.screenshot_requested)
    }

    // ----- the viewport -----

    /// The window changed size: everything is laid out again at once.
    pub fn resize(&mut self, w: f32, h: f32) {
        if (w, h) == self.size {
            return;
        }
        self.size = (w, h);
        self.hud = HudLayout::compute(w, h, self.density);
        self.drag = None;
        self.press = None;
        // The game is the same; the table's place and size are not.
        self.relayout(false);
        if self.celebration.is_some() {
            self.celebration = None;
            self.open_won_panel();
        }
    }

    /// The screen's pixel density changed (the window moved to another
    /// monitor, the page was zoomed): the chrome is laid out again.
    pub fn set_density(&mut self, dpi: f32) {
        if dpi == self.density || !dpi.is_finite() || dpi <= 0.0 {
            return;
        }
        self.density = dpi;
        self.hud = HudLayout::compute(self.size.0, self.size.1, dpi);
        self.relayout(false);
    }

    /// Counts layouts, so the shell can tell when the table changed.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Lays the table out again when the history changed since it was
    /// last laid out, the cards flying to their new places. Every public
    /// entry point that may change the game ends here (and `update` calls
    /// it between its steps, so each sees the table as it is), so no
    /// change of the game needs to ask for it.
    fn sync_view(&mut self) {
        if self.history.revision() != self.shown {
            self.relayout(true);
        }
    }

    /// Lays the table out from the game as it is. Called directly only
    /// where the game has not changed but the layout must (say why at
    /// each); changes of the game go through [`App::sync_view`].
    fn relayout(&mut self, animate: bool) {
        self.revision += 1;
        self.shown = self.history.revision();
        self.hint = None;
        self.layout = Layout::compute(
            &self.history.game().table(),
            &self.history.game().piles(),
            self.hud.table,
        );
        self.focus = focus::settled(self.focus, self.history.game(), &self.layout);
        self.view.speed = self.settings.animation.speed();
        self.view.sync(&self.layout, animate);
    }

    // ----- playing -----

    pub(super) fn auto_play_on(&self) -> bool {
        self.settings.auto_play(self.deal.variant)
    }

    /// Plays a move by the player. Returns whether it was legal.
    pub(crate) fn play(&mut self, mv: Move) -> bool {
        self.selected = None;
        let legal = match self.history.play(mv) {
            Ok(events) => {
                self.after_move(events);
                self.auto_pending = true;
                self.auto_timer = 0.0;
                true
            }
            Err(why) => {
                self.say(why.to_string());
                self.cue(Cue::Refused);
                // Nothing changed, but cards shown elsewhere (a drop, held
                // cards) fly home.
                self.relayout(true);
                false
            }
        };
        self.sync_view();
        legal
    }

    pub(super) fn after_move(&mut self, events: Vec<Event>) {
        for event in &events {
            let cue = match event {
                Event::Drew { .. } | Event::Dealt { .. } | Event::Turned { .. } => Cue::Turn,
                Event::Recycled => Cue::Shuffle,
                Event::Moved {
                    to: PileId::Foundation(_),
                    ..
                } => Cue::Home,
                Event::Moved { .. } => Cue::PutDown,
                Event::Won => Cue::Win,
            };
            self.cue(cue);
        }
        if events.contains(&Event::Won) {
            self.say(if self.assisted { "Solved" } else { "Won!" }.into());
            self.record_finished();
        }
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
    pub(crate) fn set_position(&mut self, game: Game) {
        self.start = Start::Position(game.variant(), game.to_string());
        self.replace_history(History::new(game), false);
    }

    /// Puts a new history in place: its revision counts from its own start,
    /// so the table is laid out here, not by comparing revisions.
    pub(super) fn replace_history(&mut self, history: History, animate: bool) {
        self.history = history;
        self.relayout(animate);
    }

    /// Starts a deal.
    pub(crate) fn start(&mut self, deal: Deal) {
        self.record_leaving();
        // A game started ends any hunt for another: found later, its deal
        // would take the table from the game being played.
        self.hunt = None;
        self.analysis = None;
        self.winnable_depth = None;
        self.loss_told = false;
        self.solving = false;
        self.deal = deal;
        self.daily = None;
        self.start = Start::Deal(deal);
        self.assisted = false;
        self.cue(Cue::Shuffle);
        if self.settings.variant != deal.variant {
            self.settings.variant = deal.variant;
            self.settings_changed = true;
        }
        self.clock = 0.0;
        self.drag = None;
        self.press = None;
        self.panel = None;
        self.celebration = None;
        self.auto_pending = false;
        self.home_all = false;
        // The status bar names the deal; no message repeats it.
        self.message = None;
        self.replace_history(History::new(Game::new(deal)), true);
    }

    /// A random deal number for a variant.
    pub(super) fn random_number(&mut self, variant: Variant) -> u64 {
        let range = variant.deal_range();
        let top = (*range.end()).min(1_000_000_000);
        self.rng.random_range(*range.start()..=top)
    }
}

#[cfg(test)]
mod chooser_tests;
#[cfg(test)]
mod described_tests;
#[cfg(test)]
mod hint_tests;
#[cfg(test)]
mod notice_tests;
#[cfg(test)]
mod odd_game_tests;
#[cfg(test)]
mod panel_text_tests;
#[cfg(test)]
mod reach_tests;
#[cfg(test)]
mod replay_tests;
#[cfg(test)]
mod settings_tests;
#[cfg(test)]
mod solve_tests;
#[cfg(test)]
mod targets_tests;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
