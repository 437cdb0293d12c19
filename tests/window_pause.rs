//! The pause as the player sees it in the real window under Xvfb (issue
//! 34, item 7): the table hides behind a "Paused" sheet, and a click
//! anywhere, or any key, brings the game back. Before, the sheet never
//! appeared (only the empty table), and only a click on its invisible
//! Resume button went on.

#[path = "support/window.rs"]
#[allow(unused_imports)]
mod support;
use support::*;

use felt::view::chrome::{PanelSpec, Scale, Sheet};

/// The sheet's own colour (`SHEET` in the drawing): a dark green-grey,
/// apart from the felt and from the felt dimmed under a panel.
fn is_sheet(p: [u8; 3]) -> bool {
    let near = |c: u8, want: i32| (c as i32 - want).abs() <= 10;
    near(p[0], 31) && near(p[1], 43) && near(p[2], 38)
}

/// The paused sheet as the game lays it out in this window: its title,
/// the game with its moves and time, how to go on, and Resume.
fn paused_sheet() -> Sheet {
    let lines = [
        "Klondike, draw 1 · 1 move · 0:01".to_string(),
        "A click, a tap or any key goes on.".to_string(),
    ];
    Sheet::compute(
        W as f32,
        H as f32,
        Scale::new(W as f32, H as f32, 1.0),
        PanelSpec {
            title: "Paused",
            text: &lines,
            rows: &[1],
        },
    )
}

#[test]
fn pause_shows_its_sheet_and_a_click_or_a_key_anywhere_resumes() {
    let deal = klondike(7);
    let game = Game::new(deal);
    let layout = layout_of(&game);
    let session = Session::start(deal, "pause.png");
    // A card turned: the game has a move and its clock runs.
    let stock = layout.slot(PileId::Stock).unwrap();
    session.click(stock.x + stock.w / 2.0, stock.y + stock.h / 2.0);
    let t0 = layout
        .spot(game.pile(PileId::Column(0)).unwrap().top().unwrap())
        .unwrap()
        .rect
        .inflate(-6.0);
    let sheet = paused_sheet().frame.inflate(-8.0);
    let apart = t0.right() < sheet.x
        || sheet.right() < t0.x
        || t0.bottom() < sheet.y
        || sheet.bottom() < t0.y;
    assert!(apart, "the first column's card lies beside the sheet");
    session.until("the table shows", |img| img.share(t0, is_white) > 0.5);

    // P pauses: the sheet over a hidden table. F12 takes the picture
    // and keeps the pause.
    session.key("p");
    let paused = session.until("the Paused sheet shows", |img| {
        img.share(sheet, is_sheet) > 0.5
    });
    assert!(
        paused.share(t0, is_white) < 0.01,
        "the table is hidden while paused"
    );

    // A click on the hidden table, far from the sheet's Resume, goes on.
    let table = HudLayout::compute(W as f32, H as f32, 1.0).table;
    session.click(table.x + 20.0, table.bottom() - 20.0);
    let resumed = session.until("the table shows again", |img| img.share(t0, is_white) > 0.5);
    assert!(resumed.share(sheet, is_sheet) < 0.05, "the sheet has gone");

    // So does a key that means nothing else (Q), after P again.
    session.key("p");
    session.until("paused again", |img| img.share(sheet, is_sheet) > 0.5);
    session.key("q");
    session.until("Q went on", |img| {
        img.share(t0, is_white) > 0.5 && img.share(sheet, is_sheet) < 0.05
    });
}
