//! The stock's count in the real window says what it counts: "24 cards"
//! on Klondike's plate, not a bare number.

#[path = "support/window.rs"]
#[allow(unused_imports)]
mod support;
use support::*;

use felt::view::chrome::estimated_ems;

#[test]
fn the_stock_count_names_its_cards_on_the_table() {
    let deal = klondike(3);
    let game = Game::new(deal);
    let label = game.stock_label().expect("Klondike has a stock");
    let ems = estimated_ems(&label);
    assert_eq!(label, "24 cards");
    let (_, badge) = layout_of(&game).count_badges(&[(PileId::Stock, ems)])[0];
    assert!(badge.worded, "a 1024x768 table has room for the word");
    let plate = badge.rect;
    let session = Session::start(deal, "stock-count.png");
    let img = session.until("the plate is as wide as its words", |img| {
        img.share(plate.inflate(-2.0), is_felt) < 0.05
    });
    // The word's letters reach the plate's right quarter.
    let right = Rect::new(
        plate.x + plate.w * 0.7,
        plate.y + 1.0,
        plate.w * 0.25,
        plate.h - 2.0,
    );
    let ink = img.share(right, |p| p.iter().all(|&c| c > 180));
    assert!(ink > 0.05, "letters at the plate's right end: {ink}");
}
