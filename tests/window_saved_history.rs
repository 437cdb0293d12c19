//! The game saved after undo, Home and redo in the real window is the game
//! on the table, and the next start takes it up (issue 34: the save said
//! the aces were home while the table showed them on their columns, and
//! the next start threw the game away as damaged).

#[path = "support/window.rs"]
#[allow(unused_imports)] // what other window tests use from it
mod support;
use support::*;

use felt::storage::saved::SavedGame;

/// Whether a card lies in `slot`: its face is mostly white.
fn holds_a_card(img: &Image, slot: Rect) -> bool {
    img.share(slot.inflate(-6.0), is_white) > 0.5
}

/// Whether `slot` is empty: next to no white in it.
fn is_empty(img: &Image, slot: Rect) -> bool {
    img.share(slot.inflate(-6.0), is_white) < 0.05
}

/// Klondike deal 110677187 lays A♥ alone on t0 and A♠ on t4. Two cards
/// drawn, one undone, Home (A♥ and A♠ go home), Redo, then A♥ dragged
/// from where it lay on t0 to a foundation: the saved game loads and is
/// the table shown, and the next start shows it again with nothing moved
/// aside.
#[test]
fn undo_home_redo_and_a_drag_are_saved_as_shown_and_the_next_start_takes_them_up() {
    let deal = klondike(110677187);
    let game = Game::new(deal);
    let layout = layout_of(&game);
    let data = scratch("data-undo-home-redo");
    let save = data.join("felt").join("game");
    let slot = |pile| layout.slot(pile).expect("a slot");
    let (t0, t4) = (slot(PileId::Column(0)), slot(PileId::Column(4)));
    let (f2, f3) = (slot(PileId::Foundation(2)), slot(PileId::Foundation(3)));
    let stock = slot(PileId::Stock);
    let ace: Card = "AH".parse().unwrap();
    let ace = layout.spot(ace).unwrap().rect;
    let args: Vec<String> = ["--variant", "klondike", "--deal", "110677187"]
        .iter()
        .map(|a| a.to_string())
        .collect();
    {
        let session = Session::start_with(&args, Some(&data), "undo-home-redo-1.png");
        session.until("A♥ lies on t0 and the foundations are empty", |img| {
            holds_a_card(img, t0) && is_empty(img, f2) && is_empty(img, f3)
        });
        session.click(stock.x + stock.w / 2.0, stock.y + stock.h / 2.0);
        session.click(stock.x + stock.w / 2.0, stock.y + stock.h / 2.0);
        session.key("u");
        session.key("Home");
        session.until("Home sent A♥ and A♠ to the foundations", |img| {
            holds_a_card(img, f2) && holds_a_card(img, f3)
        });
        session.key("r");
        // (The running clock wakes the window every second: the game is
        // never at rest for long, so each step waits a while instead.)
        sleep(Duration::from_secs(2));
        session.drag(
            (ace.x + ace.w / 2.0, ace.y + ace.h * 0.3),
            (f2.x + f2.w / 2.0, f2.y + f2.h / 2.0),
        );
        sleep(Duration::from_secs(2));
        let bytes = std::fs::read(&save).expect("the game is saved");
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let saved = SavedGame::decode(&bytes)
            .unwrap_or_else(|e| panic!("the saved game does not load ({e:?}):\n{text}"));
        let table = saved.history.game().to_string();
        for line in ["t0:", "f2: AH", "f3: AS", "waste: 7H"] {
            assert!(table.lines().any(|l| l == line), "{line}:\n{table}\n{text}");
        }
        session.until("the table shows what was saved: A♥ and A♠ home", |img| {
            is_empty(img, t0) && holds_a_card(img, f2) && holds_a_card(img, f3)
        });
    }
    let session = Session::start_with(&[], Some(&data), "undo-home-redo-2.png");
    session.until("the next start shows the saved table", |img| {
        is_empty(img, t0) && holds_a_card(img, t4) && holds_a_card(img, f2) && holds_a_card(img, f3)
    });
    let aside: Vec<_> = std::fs::read_dir(data.join("felt"))
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains(".bad"))
        .collect();
    assert!(aside.is_empty(), "moved aside: {aside:?}");
}
