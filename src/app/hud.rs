//! The HUD's buttons and bars: where they are (pure arithmetic over the
//! viewport) and what they do.

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
            SettingKey::LargeIndex => "Large index",
            SettingKey::WinnableOnly => "Winnable deals",
            SettingKey::Scoring => "Klondike scoring",
            SettingKey::CardBack => "Card back",
            SettingKey::Table => "Table",
        }
    }
}

/// The bars and the table area for a viewport.
#[derive(Clone, Debug, PartialEq)]
pub struct HudLayout {
    pub(crate) top: Rect,
    pub(crate) bottom: Rect,
    pub table: Rect,
    pub(crate) buttons: Vec<(Button, Rect)>,
}

/// The bar's buttons; the deal number and the rest are in the menu.
const TOP_BUTTONS: [Button; 8] = [
    Button::NewGame,
    Button::Restart,
    Button::ChooseGame,
    Button::Undo,
    Button::Redo,
    Button::Home,
    Button::Hint,
    Button::Menu,
];

impl HudLayout {
    /// A top bar of buttons, a bottom status bar, the table between.
    pub fn compute(w: f32, h: f32) -> HudLayout {
        let w = w.max(0.0);
        let h = h.max(0.0);
        let bar = (h * 0.06).clamp(30.0, 44.0).min(h / 4.0);
        let top = Rect::new(0.0, 0.0, w, bar);
        let bottom = Rect::new(0.0, h - bar * 0.8, w, bar * 0.8);
        let table = Rect::new(0.0, bar, w, (h - bar - bottom.h).max(0.0));
        let gap = 4.0;
        let n = TOP_BUTTONS.len() as f32;
        let bw = ((w - gap * (n + 1.0)) / n).clamp(0.0, 110.0);
        let buttons = TOP_BUTTONS
            .iter()
            .enumerate()
            .map(|(i, b)| {
                (
                    *b,
                    Rect::new(gap + i as f32 * (bw + gap), 4.0, bw, bar - 8.0),
                )
            })
            .collect();
        HudLayout {
            top,
            bottom,
            table,
            buttons,
        }
    }

    pub(crate) fn button_at(&self, x: f32, y: f32) -> Option<Button> {
        self.buttons
            .iter()
            .find(|(_, r)| r.contains(x, y))
            .map(|(b, _)| *b)
    }
}

/// A panel over the table: its box and buttons.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PanelLayout {
    pub(crate) frame: Rect,
    pub(crate) buttons: Vec<(Button, Rect)>,
}

impl PanelLayout {
    /// A centred panel with `rows` of buttons (each row split evenly) below
    /// `text_lines` lines of text.
    pub(crate) fn compute(w: f32, h: f32, text_lines: usize, rows: &[Vec<Button>]) -> PanelLayout {
        let pw = (w * 0.9).min(420.0);
        let line = 30.0;
        let row_h = 44.0;
        let ph = 20.0 + text_lines as f32 * line + rows.len() as f32 * (row_h + 8.0) + 12.0;
        let frame = Rect::new((w - pw) / 2.0, ((h - ph) / 2.0).max(0.0), pw, ph);
        let mut buttons = Vec::new();
        let mut y = frame.y + 20.0 + text_lines as f32 * line;
        for row in rows {
            let n = row.len().max(1) as f32;
            let bw = (pw - 16.0 - (n - 1.0) * 8.0) / n;
            for (i, b) in row.iter().enumerate() {
                buttons.push((
                    *b,
                    Rect::new(frame.x + 8.0 + i as f32 * (bw + 8.0), y, bw, row_h),
                ));
            }
            y += row_h + 8.0;
        }
        PanelLayout { frame, buttons }
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
            let hud = HudLayout::compute(w, h);
            assert_eq!(hud.top.h + hud.table.h + hud.bottom.h, h);
            assert!(
                hud.buttons
                    .iter()
                    .all(|(_, r)| r.right() <= w && r.w > 40.0),
                "{w}x{h}"
            );
            assert_eq!(
                hud.button_at(hud.buttons[3].1.x + 2.0, 10.0),
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
        let p = PanelLayout::compute(360.0, 640.0, 2, &rows);
        for (_, r) in &p.buttons {
            assert!(p.frame.encloses(r, 0.5));
        }
    }
}
