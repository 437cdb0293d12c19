//! The HUD's buttons and bars: where they are (pure arithmetic over the
//! viewport) and what they do.

use crate::view::chrome::{estimated_ems, Bars, PanelSpec, Scale, Sheet, Tool};
use crate::view::layout::Rect;

/// A button of the HUD or of a panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Button {
    NewGame,
    Restart,
    ChooseGame,
    DealNumber,
    Undo,
    Redo,
    Home,
    Help,
    Hint,
    Solve,
    /// Back to the last winnable position.
    GoBack,
    Menu,
    Settings,
    Statistics,
    /// A setting in the settings panel (its label shows its value).
    Setting(SettingKey),
    /// Asks before the statistics are reset.
    ResetStats,
    ConfirmReset,
    /// Plays a game of the chooser (its tile's Play).
    Game(crate::games::Variant),
    /// Selects a tile of the chooser: its body.
    Tile(crate::games::Variant),
    /// Today's deal of a game, in the chooser.
    Daily(crate::games::Variant),
    /// The chooser's page buttons: up, or down (true).
    Page(bool),
    /// The calendar's month: the one before, or the one after (true).
    Month(bool),
    /// In the deal panel: a digit, delete, start.
    Digit(u8),
    Delete,
    Start,
    /// Closes a panel.
    Close,
    /// Goes ahead with leaving the game (the player confirmed, or chose it
    /// from the "no more moves" panel).
    Leave(crate::app::leave::Leave),
    /// Closes a question and goes on with the game.
    KeepPlaying,
    /// Pauses the game (in the menu).
    Pause,
    /// Ends the pause.
    Resume,
}

impl Button {
    /// The label drawn on the button.
    pub(crate) fn label(self) -> String {
        match self {
            Button::NewGame => "New".into(),
            Button::Restart => "Restart".into(),
            Button::ChooseGame => "Game".into(),
            Button::DealNumber => "Deal #".into(),
            Button::Undo => "Undo".into(),
            Button::Redo => "Redo".into(),
            Button::Home => "Home".into(),
            Button::Help => "Help".into(),
            Button::Hint => "Hint".into(),
            Button::Solve => "Solve".into(),
            Button::GoBack => "Go back".into(),
            Button::Menu => "Menu".into(),
            Button::Settings => "Settings".into(),
            Button::Statistics => "Statistics".into(),
            Button::Setting(key) => key.name().into(),
            Button::ResetStats => "Reset".into(),
            Button::ConfirmReset => "Yes, reset".into(),
            Button::Game(_) => "Play".into(),
            Button::Tile(variant) => variant.title().into(),
            Button::Daily(_) => "Today's deal".into(),
            Button::Page(false) => "\u{2191}".into(),
            Button::Page(true) => "\u{2193}".into(),
            Button::Month(false) => "\u{2190}".into(),
            Button::Month(true) => "\u{2192}".into(),
            Button::Digit(d) => d.to_string(),
            Button::Delete => "Del".into(),
            Button::Start => "Play".into(),
            Button::Close => "Close".into(),
            Button::Leave(to) => to.go_label().into(),
            Button::KeepPlaying => "Keep playing".into(),
            Button::Pause => "Pause".into(),
            Button::Resume => "Resume".into(),
        }
    }
}

/// The settings the settings panel shows, one button each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SettingKey {
    AutoPlay,
    ClickToMove,
    Sound,
    Volume,
    Animation,
    FourColor,
    LargeIndex,
    WinnableOnly,
    Scoring,
    CardBack,
    Table,
}

impl SettingKey {
    pub(crate) const ALL: [SettingKey; 11] = [
        SettingKey::AutoPlay,
        SettingKey::ClickToMove,
        SettingKey::Sound,
        SettingKey::Volume,
        SettingKey::Animation,
        SettingKey::FourColor,
        SettingKey::LargeIndex,
        SettingKey::WinnableOnly,
        SettingKey::Scoring,
        SettingKey::CardBack,
        SettingKey::Table,
    ];

    pub(crate) fn name(self) -> &'static str {
        match self {
            SettingKey::AutoPlay => "Auto-play",
            SettingKey::ClickToMove => "Click to move",
            SettingKey::Sound => "Sound",
            SettingKey::Volume => "Volume",
            SettingKey::Animation => "Animation",
            SettingKey::FourColor => "Four colours",
            SettingKey::LargeIndex => "Card index",
            SettingKey::WinnableOnly => "Winnable deals",
            SettingKey::Scoring => "Klondike scoring",
            SettingKey::CardBack => "Card back",
            SettingKey::Table => "Table",
        }
    }
}

/// The bars and the table area for a viewport: the chrome's layout
/// ([`Bars`]) with the toolbar's tools named.
#[derive(Clone, Debug, PartialEq)]
pub struct HudLayout {
    pub(crate) bars: Bars,
    pub table: Rect,
    pub(crate) buttons: Vec<(Button, Rect)>,
}

/// The toolbar's buttons in their order, each with how long it stays when
/// the bar is short of room (the lowest goes first; the menu has them all
/// but Undo, Redo and Hint, which stay).
const TOOLBAR: [(Button, u8); 9] = [
    (Button::NewGame, 5),
    (Button::Restart, 1),
    (Button::ChooseGame, 4),
    (Button::Undo, 9),
    (Button::Redo, 8),
    (Button::Home, 2),
    (Button::Hint, 7),
    (Button::Pause, 3),
    (Button::Menu, 10),
];

impl HudLayout {
    /// The toolbar, the status bar and the table between them for a window
    /// of `w`×`h` logical pixels at `dpi` device pixels each.
    pub fn compute(w: f32, h: f32, dpi: f32) -> HudLayout {
        let tools: Vec<Tool> = TOOLBAR
            .iter()
            .map(|&(button, keep)| Tool {
                label_ems: estimated_ems(&button.label()).max(match button {
                    // Room for "Resume" too, which it reads while paused,
                    // so the labels keep their size when the game pauses.
                    Button::Pause => estimated_ems(&Button::Resume.label()),
                    _ => 0.0,
                }),
                keep,
            })
            .collect();
        let bars = Bars::compute(w, h, dpi, &tools);
        let buttons = bars
            .buttons
            .iter()
            .map(|&(i, r)| (TOOLBAR[i].0, r))
            .collect();
        HudLayout {
            table: bars.table,
            bars,
            buttons,
        }
    }

    /// The chrome's unit for this window.
    pub(crate) fn scale(&self) -> Scale {
        self.bars.scale
    }

    pub(crate) fn button_at(&self, x: f32, y: f32) -> Option<Button> {
        self.buttons
            .iter()
            .find(|(_, r)| r.contains(x, y))
            .map(|(b, _)| *b)
    }
}

/// A panel over the table: its box and buttons, and for every panel but
/// the chooser (which lays itself out) the titled sheet they lie on.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PanelLayout {
    pub(crate) frame: Rect,
    pub(crate) buttons: Vec<(Button, Rect)>,
    pub(crate) sheet: Option<Sheet>,
}

impl PanelLayout {
    /// A titled sheet with `text` (wrapped to its width) above `rows` of
    /// buttons, each row split evenly.
    pub(crate) fn compute(
        w: f32,
        h: f32,
        scale: Scale,
        title: &str,
        text: &[String],
        rows: &[Vec<Button>],
    ) -> PanelLayout {
        let counts: Vec<usize> = rows.iter().map(Vec::len).collect();
        let sheet = Sheet::compute(
            w,
            h,
            scale,
            PanelSpec {
                title,
                text,
                rows: &counts,
            },
        );
        let buttons = rows
            .iter()
            .flatten()
            .copied()
            .zip(sheet.buttons.iter().copied())
            .collect();
        PanelLayout {
            frame: sheet.frame,
            buttons,
            sheet: Some(sheet),
        }
    }

    pub(crate) fn button_at(&self, x: f32, y: f32) -> Option<Button> {
        self.buttons
            .iter()
            .find(|(_, r)| r.contains(x, y))
            .map(|(b, _)| *b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_and_table_split_the_window_in_portrait_and_landscape() {
        for (w, h) in [(360.0, 640.0), (1280.0, 720.0)] {
            let hud = HudLayout::compute(w, h, 1.0);
            let b = &hud.bars;
            assert!((b.toolbar.h + hud.table.h + b.status.h - h).abs() < 0.01);
            assert!(
                hud.buttons
                    .iter()
                    .all(|(_, r)| r.right() <= w && r.w >= 40.0),
                "{w}x{h}"
            );
            let undo = hud
                .buttons
                .iter()
                .find(|(b, _)| *b == Button::Undo)
                .unwrap()
                .1;
            assert_eq!(
                hud.button_at(undo.x + 2.0, undo.y + 2.0),
                Some(Button::Undo)
            );
            assert_eq!(hud.button_at(w / 2.0, h / 2.0), None);
        }
    }

    #[test]
    fn panel_buttons_lie_inside_the_panel() {
        let rows = vec![
            vec![Button::Digit(1), Button::Digit(2), Button::Digit(3)],
            vec![Button::Start],
        ];
        let scale = Scale::new(360.0, 640.0, 3.0);
        let p = PanelLayout::compute(360.0, 640.0, scale, "Deal", &["a".into()], &rows);
        assert_eq!(p.buttons.len(), 4);
        for (_, r) in &p.buttons {
            assert!(p.frame.encloses(r, 0.5));
        }
    }
}
