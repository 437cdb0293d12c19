//! The panels over the table: what they say, their buttons, and the focus
//! that keyboard and gamepad move over those buttons.

use super::hud::SettingKey;
use super::*;
use crate::games::list::offered;
use crate::model::score::Scoring;
use crate::model::sort::sort_by_key;
use crate::view::chrome::{estimated_ems, Sheet};

/// The share of a button's width its label may take (the drawing shrinks
/// a label wider than this).
pub(crate) const LABEL_ROOM: f32 = 0.9;

/// The keys and buttons, for the help panel: each key with what it does,
/// a dot between two (the sheet wraps a paragraph at its spaces, so
/// spaces alone would run the keys together; a dot at a line's end or
/// start goes, the break setting them apart).
pub(crate) const HELP: &[&str] = &[
    "Mouse or touch: drag cards · click or tap: best move",
    "Double click or tap: home · click the stock: draw",
    "Arrows: move · Space/Enter: pick up, put down · Space twice or S: best move · \
     D: draw · H: hint · Ctrl+Z/U: undo · Ctrl+Y/R: redo · F2/N: new game · Esc: back · \
     F10: menu · F1 or ?: help · M: mute · P: pause · F12: screenshot",
    "Pad: D-pad: move · A: pick up, put down (twice: best move) · B: back · X: draw · \
     Y: hint · LB/RB: undo/redo · Start: menu",
];

/// One game's statistics, on two lines so they stay legible on a phone;
/// what no win has set yet (a best time, fewest moves) is said in words,
/// not with a dash the sheet could wrap onto a line of its own.
fn stats_lines(variant: Variant, r: &crate::storage::stats::Record) -> [String; 2] {
    let mut second = vec![format!("streak {} (best {})", r.streak, r.best_streak)];
    if r.won == 0 {
        second.push("no win yet".into());
    }
    if let Some(t) = r.best_time {
        second.push(format!("best time {}:{:02}", t / 60, t % 60));
    }
    if let Some(m) = r.fewest_moves {
        second.push(format!("fewest moves {m}"));
    }
    [
        format!(
            "{}: won {} of {} ({}%)",
            variant.title(),
            r.won,
            r.played,
            r.win_rate()
        ),
        second.join(" · "),
    ]
}

/// The statistics of every game the chooser offers: each game played
/// with its record, then the games not played yet in one paragraph.
fn stats_text(stats: &Statistics) -> Vec<String> {
    let mut lines = Vec::new();
    let mut unplayed: Vec<&str> = Vec::new();
    for g in offered() {
        let record = stats.record(g.variant);
        if record.played > 0 {
            lines.extend(stats_lines(g.variant, record));
        } else {
            unplayed.push(g.title);
        }
    }
    if !unplayed.is_empty() {
        lines.push(format!("Not played yet: {}.", unplayed.join(", ")));
    }
    lines
}

impl App {
    /// A panel's title, on its sheet's top edge.
    fn panel_title(&self, panel: &Panel) -> String {
        match panel {
            Panel::Menu => "Menu".into(),
            Panel::Paused => "Paused".into(),
            Panel::Lost => "No longer winnable".into(),
            Panel::Help => "Help".into(),
            Panel::Settings => "Settings".into(),
            Panel::Statistics => "Statistics".into(),
            Panel::ConfirmReset => "Reset statistics".into(),
            Panel::ChooseGame => "Choose a game".into(),
            Panel::DealNumber(_) => "Deal number".into(),
            Panel::ConfirmLeave(to) => to.go_label().into(),
            Panel::NoMoves => "No more moves".into(),
            Panel::Won { .. } if self.assisted => "Solved with help".into(),
            Panel::Won { .. } => "You won!".into(),
        }
    }

    /// Settings to a row of the settings panel: two where the sheet is
    /// wide enough for two labels with their values, else one.
    /// The settings panel's rows: as many settings a row as the sheet's
    /// width holds, Close beside the last when there is room, so the panel
    /// stays short enough for a landscape phone; a setting whose label
    /// would not fit a shared button at the panel's text size (Klondike
    /// scoring's "Vegas, cumulative") has a row of its own, so no label is
    /// shrunk below its neighbours'. Two settings a row where the width
    /// allows; three when two would leave rows too many for the height at
    /// full size (a phone on its side: its buttons would shrink under a
    /// thumb's 44 px).
    fn settings_rows(&self) -> Vec<Vec<Button>> {
        let scale = self.hud.scale();
        if self.size.0 < scale.of(26.0) {
            return self.settings_rows_of(1);
        }
        let two = self.settings_rows_of(2);
        if Sheet::rows_fit(self.size.1, scale, two.len()) {
            return two;
        }
        let three = self.settings_rows_of(3);
        if three.len() < two.len() {
            three
        } else {
            two
        }
    }

    /// The settings in rows of at most `per_row`, a label too wide for a
    /// shared button on a row of its own.
    fn settings_rows_of(&self, per_row: usize) -> Vec<Vec<Button>> {
        let scale = self.hud.scale();
        let room = Sheet::button_width(self.size.0, self.size.1, scale, per_row) * LABEL_ROOM;
        let fits = |b: Button| estimated_ems(&self.widest_label(b)) * scale.text <= room;
        let mut rows: Vec<Vec<Button>> = Vec::new();
        let mut row: Vec<Button> = Vec::new();
        for button in SettingKey::ALL
            .map(Button::Setting)
            .into_iter()
            .chain([Button::Close])
        {
            if per_row > 1 && !fits(button) {
                if !row.is_empty() {
                    rows.push(std::mem::take(&mut row));
                }
                rows.push(vec![button]);
                continue;
            }
            row.push(button);
            if row.len() == per_row {
                rows.push(std::mem::take(&mut row));
            }
        }
        if !row.is_empty() {
            rows.push(row);
        }
        rows
    }

    /// A button's label with its widest value, so its row does not change
    /// as its value does.
    fn widest_label(&self, button: Button) -> String {
        match button {
            Button::Setting(SettingKey::Scoring) => "Klondike scoring: Vegas, cumulative".into(),
            Button::Setting(SettingKey::Volume) => "Volume: 100%".into(),
            Button::Setting(SettingKey::LargeIndex) => "Card index: large".into(),
            Button::Setting(SettingKey::CardBack) => "Card back: lattice".into(),
            other => self.button_label(other),
        }
    }

    /// The layout of the open panel, if any, with its text lines.
    pub(crate) fn panel_layout(&self) -> Option<(PanelLayout, Vec<String>)> {
        let (w, h) = self.size;
        let panel = self.panel()?;
        let title = self.panel_title(panel);
        let (lines, rows): (Vec<String>, Vec<Vec<Button>>) = match panel {
            Panel::Menu => (
                vec![],
                vec![
                    vec![Button::NewGame, Button::Restart],
                    vec![Button::ChooseGame, Button::DealNumber],
                    vec![Button::Home, Button::Solve],
                    vec![Button::Settings, Button::Statistics],
                    vec![Button::Help, Button::Pause],
                    vec![Button::Close],
                ],
            ),
            Panel::Settings => (vec![], self.settings_rows()),
            Panel::Statistics => (
                stats_text(&self.stats),
                vec![vec![Button::ResetStats, Button::Close]],
            ),
            Panel::Lost => (
                vec![
                    // Only the move just made is blamed when it was the one
                    // that lost the game (the solver may answer moves later).
                    match self.moves_since_winnable() {
                        Some(1) | None => "That move lost a winnable game.".into(),
                        Some(n) => format!("The game was winnable {n} moves ago."),
                    },
                    "Go back to the last winnable position?".into(),
                ],
                vec![vec![Button::Close, Button::GoBack]],
            ),
            Panel::ConfirmReset => (
                vec![
                    "Reset all statistics?".into(),
                    "This cannot be undone.".into(),
                ],
                vec![vec![Button::Close, Button::ConfirmReset]],
            ),
            Panel::Help => {
                // The keys, then the rules of the game on the table.
                let info = self.deal.variant.info();
                (
                    HELP.iter()
                        .map(|l| l.to_string())
                        .chain([String::new(), info.title.to_string()])
                        .chain([info.rules.join(" ")])
                        .collect(),
                    vec![vec![Button::Close]],
                )
            }
            Panel::ChooseGame => {
                let chooser = self.chooser_layout();
                return Some((
                    PanelLayout {
                        frame: chooser.frame,
                        buttons: chooser.buttons(),
                        sheet: None,
                    },
                    Vec::new(),
                ));
            }
            Panel::DealNumber(text) => (
                vec![
                    format!("{}: type a deal number", self.deal.variant.title()),
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
            Panel::ConfirmLeave(to) => (
                vec![
                    to.question().into(),
                    if self.start_counts() {
                        "An unfinished game counts as lost.".into()
                    } else {
                        "Its moves are not kept.".into()
                    },
                ],
                vec![vec![Button::KeepPlaying, Button::Leave(*to)]],
            ),
            Panel::NoMoves => {
                let mut first = vec![Button::Undo];
                if self.winnable_behind() {
                    first.push(Button::GoBack);
                }
                (
                    vec!["Undo, go back, or deal again.".into()],
                    vec![
                        first,
                        vec![
                            Button::Leave(Leave::Restart),
                            Button::Leave(Leave::NewDeal(self.deal.variant)),
                        ],
                        vec![Button::KeepPlaying],
                    ],
                )
            }
            Panel::Paused => (self.paused_lines(), vec![vec![Button::Resume]]),
            Panel::Won { moves, seconds } => (
                vec![format!(
                    "{moves} {} in {}:{:02}",
                    if *moves == 1 { "move" } else { "moves" },
                    seconds / 60,
                    seconds % 60
                )],
                vec![vec![Button::NewGame, Button::Close]],
            ),
        };
        let layout = PanelLayout::compute(w, h, self.hud.scale(), &title, &lines, &rows);
        let lines = layout.sheet.as_ref().map_or(lines, |sheet| {
            sheet.lines.iter().map(|(line, _)| line.clone()).collect()
        });
        Some((layout, lines))
    }

    /// Opens a panel with the focus on its first button.
    pub(super) fn open(&mut self, panel: Panel) {
        if panel == Panel::ChooseGame {
            self.open_chooser();
            return;
        }
        self.panel = Some(panel);
        self.panel_focus = 0;
    }

    /// The focused button of the open panel.
    pub(crate) fn panel_focus(&self) -> Option<(Button, Rect)> {
        if self.panel() == Some(&Panel::ChooseGame) {
            return self.chooser_layout().stops().get(self.panel_focus).copied();
        }
        let (layout, _) = self.panel_layout()?;
        layout.buttons.get(self.panel_focus).copied()
    }

    /// Moves the panel's focus: Left and Right through the buttons in
    /// reading order, Up and Down to the nearest button of the row above or
    /// below (wrapping round at the ends).
    pub(super) fn move_panel_focus(&mut self, dir: Dir) {
        if self.panel() == Some(&Panel::ChooseGame) {
            self.move_chooser_focus(dir);
            return;
        }
        let Some((layout, _)) = self.panel_layout() else {
            return;
        };
        let n = layout.buttons.len();
        if n == 0 {
            return;
        }
        let at = self.panel_focus.min(n - 1);
        self.panel_focus = match dir {
            Dir::Left => (at + n - 1) % n,
            Dir::Right => (at + 1) % n,
            Dir::Up | Dir::Down => vertical_neighbour(&layout.buttons, at, dir == Dir::Down),
        };
    }

    pub(super) fn press_button(&mut self, button: Button) {
        match button {
            Button::NewGame => self.intent(Intent::NewGame),
            Button::Restart => self.intent(Intent::Restart),
            Button::ChooseGame => self.open(Panel::ChooseGame),
            Button::DealNumber => self.open(Panel::DealNumber(String::new())),
            Button::Undo => {
                self.panel = None;
                self.intent(Intent::Undo)
            }
            Button::Redo => self.intent(Intent::Redo),
            Button::Home => {
                self.panel = None;
                self.intent(Intent::Home)
            }
            Button::Help => self.open(Panel::Help),
            // Table actions close the panel first, so the intent reaches
            // the table.
            Button::Hint => {
                self.panel = None;
                self.intent(Intent::Hint)
            }
            Button::Solve => {
                self.panel = None;
                self.intent(Intent::Solve)
            }
            Button::GoBack => self.back_to_winnable(),
            Button::Menu => self.open(Panel::Menu),
            Button::Settings => self.open(Panel::Settings),
            Button::Statistics => self.open(Panel::Statistics),
            Button::Setting(key) => self.toggle(key),
            Button::ResetStats => self.open(Panel::ConfirmReset),
            Button::ConfirmReset => {
                self.stats.reset();
                self.stats_changed = true;
                self.open(Panel::Statistics);
            }
            Button::Game(variant) => self.leave(Leave::NewDeal(variant)),
            Button::Daily(variant) => match self.today {
                Some(date) => self.leave(Leave::Daily(variant, date)),
                None => self.say("today's date is not known".into()),
            },
            Button::Page(down) => self.chooser_page(down),
            Button::Tile(variant) => self.select_tile(variant),
            Button::Month(later) => self.page_month(later),
            Button::Leave(to) => self.leave_now(to),
            Button::KeepPlaying => self.panel = None,
            Button::Digit(d) => self.intent(Intent::Digit(d)),
            Button::Delete => self.intent(Intent::Backspace),
            Button::Start => self.intent(Intent::Enter),
            Button::Close => self.panel = None,
            Button::Pause => self.intent(Intent::Pause),
            Button::Resume => self.unpause(),
        }
    }

    /// The label of a button, with its value for settings.
    pub(crate) fn button_label(&self, button: Button) -> String {
        if let (Button::Daily(variant), Some(today)) = (button, self.today) {
            if self.stats.is_daily_won(variant, today) {
                return "Today's deal \u{2713} won".into();
            }
        }
        // The toolbar's Pause ends the pause too, and says so.
        if button == Button::Pause && self.paused() {
            return Button::Resume.label();
        }
        let Button::Setting(key) = button else {
            return button.label();
        };
        let s = &self.settings;
        let on = |b: bool| if b { "on" } else { "off" };
        let value = match key {
            SettingKey::AutoPlay => on(self.auto_play_on()).to_string(),
            SettingKey::ClickToMove => on(s.click_to_move).to_string(),
            SettingKey::Sound => on(s.sound).to_string(),
            SettingKey::Volume => format!("{}%", (s.volume * 100.0).round()),
            SettingKey::Animation => match s.animation {
                Animation::Off => "off".into(),
                Animation::Normal => "normal".into(),
                Animation::Fast => "fast".into(),
            },
            SettingKey::FourColor => on(s.four_color).to_string(),
            SettingKey::LargeIndex => match s.index {
                IndexSize::Auto => "auto".into(),
                IndexSize::Large => "large".into(),
                IndexSize::Small => "small".into(),
            },
            SettingKey::WinnableOnly => on(s.winnable_only).to_string(),
            SettingKey::Scoring => match (s.scoring, s.vegas_cumulative) {
                (Scoring::Standard, _) => "standard".into(),
                (Scoring::Vegas, false) => "Vegas".into(),
                (Scoring::Vegas, true) => "Vegas, cumulative".into(),
            },
            SettingKey::CardBack => s.card_back.name().into(),
            SettingKey::Table => s.table.name().into(),
        };
        format!("{}: {value}", key.name())
    }

    /// Changes one setting to its next value.
    fn toggle(&mut self, key: SettingKey) {
        let variant = self.deal.variant;
        self.change_settings(|s| match key {
            SettingKey::AutoPlay => s.set_auto_play(variant, !s.auto_play(variant)),
            SettingKey::ClickToMove => s.click_to_move = !s.click_to_move,
            SettingKey::Sound => s.sound = !s.sound,
            SettingKey::Volume => {
                s.volume = if s.volume >= 0.99 {
                    0.2
                } else {
                    ((s.volume * 5.0).round() + 1.0) / 5.0
                }
            }
            SettingKey::Animation => s.animation = s.animation.next(),
            SettingKey::FourColor => s.four_color = !s.four_color,
            SettingKey::LargeIndex => s.index = s.index.next(),
            SettingKey::WinnableOnly => s.winnable_only = !s.winnable_only,
            SettingKey::CardBack => s.card_back = s.card_back.next(),
            SettingKey::Table => s.table = s.table.next(),
            SettingKey::Scoring => {
                (s.scoring, s.vegas_cumulative) = match (s.scoring, s.vegas_cumulative) {
                    (Scoring::Standard, _) => (Scoring::Vegas, false),
                    (Scoring::Vegas, false) => (Scoring::Vegas, true),
                    (Scoring::Vegas, true) => (Scoring::Standard, false),
                }
            }
        });
        if key == SettingKey::Scoring {
            self.say("Klondike scoring changes from the next deal".into());
        }
    }

    pub(super) fn open_won_panel(&mut self) {
        self.open(Panel::Won {
            moves: self.history.game().moves(),
            seconds: self.seconds(),
        });
    }

    pub(super) fn start_typed_deal(&mut self, text: &str) {
        match text.parse::<u64>().map(|n| Deal::new(self.deal.variant, n)) {
            Ok(Ok(deal)) => self.leave(Leave::Deal(deal)),
            Ok(Err(e)) => self.say(e.to_string()),
            Err(_) => self.say("type a deal number".into()),
        }
    }
}

/// The button in the next row up or down from button `at` whose centre lies
/// nearest across; past the last row it wraps to the first (and back).
pub(super) fn vertical_neighbour(buttons: &[(Button, Rect)], at: usize, down: bool) -> usize {
    let centre = |r: &Rect| (r.x + r.w / 2.0, r.y + r.h / 2.0);
    let (x, y) = centre(&buttons[at].1);
    let mut rows: Vec<f32> = buttons.iter().map(|(_, r)| centre(r).1).collect();
    sort_by_key(&mut rows, |v| *v);
    rows.dedup_by(|a, b| (*a - *b).abs() < 1.0);
    let here = rows.iter().position(|r| (r - y).abs() < 1.0).unwrap_or(0);
    let next = if down {
        (here + 1) % rows.len()
    } else {
        (here + rows.len() - 1) % rows.len()
    };
    buttons
        .iter()
        .enumerate()
        .filter(|(_, (_, r))| (centre(r).1 - rows[next]).abs() < 1.0)
        .min_by(|(_, (_, a)), (_, (_, b))| {
            (centre(a).0 - x).abs().total_cmp(&(centre(b).0 - x).abs())
        })
        .map_or(at, |(i, _)| i)
}
