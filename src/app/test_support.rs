//! What the presenter's test modules share: time stepped until the table
//! has settled, the solver stepped until it has answered, and the buttons
//! of the open panel.

use super::*;

/// 200 frames of 1/60 s: every flight lands, auto-play and the notices
/// that wait for a settled table have had their turn.
pub(super) fn settle(app: &mut App) {
    for _ in 0..200 {
        app.update(1.0 / 60.0);
    }
}

/// Steps the solver until it has answered for the position on the table.
pub(super) fn think_until_answered(app: &mut App) {
    for _ in 0..20_000 {
        if !app.wants_thinking() {
            return;
        }
        app.think(64);
    }
    panic!("the solver did not answer");
}

/// The buttons of the open panel, in order.
pub(super) fn panel_buttons(app: &App) -> Vec<Button> {
    let (layout, _) = app.panel_layout().expect("a panel is open");
    layout.buttons.iter().map(|(b, _)| *b).collect()
}
