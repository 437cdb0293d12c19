//! A hint in the real window: the card it moves glows and an arrow runs
//! from it to its place, seen on a screenshot.

#[path = "support/window.rs"]
#[allow(unused_imports)]
mod support;
use support::*;

use felt::view::hint::hint_arrow;

/// A Klondike position with one move worth a hint: A♦ from the waste to
/// the empty foundation (the diamonds wait face down on the column).
const POSITION: &str = "\
waste: AD
f0: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC
f2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
f3: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
t0: [KD QD JD TD 9D 8D 7D 6D 5D 4D 3D] 2D
";

/// The hint's green (a winning line) or amber (a guess).
fn is_hint(p: [u8; 3]) -> bool {
    let green = p[1] > 200 && p[0] < 160 && p[2] < 180;
    let amber = p[0] > 220 && (140..215).contains(&p[1]) && p[2] < 110;
    green || amber
}

#[test]
fn a_hint_glows_on_its_card_and_an_arrow_points_to_its_place() {
    let variant = "klondike".parse::<Variant>().unwrap();
    let game = Game::parse(variant, POSITION).expect("a whole position");
    let layout = layout_of(&game);
    let path = scratch("hint-position.txt");
    std::fs::write(&path, POSITION).unwrap();
    let args = [
        "--variant".to_string(),
        "klondike".to_string(),
        "--position".to_string(),
        path.display().to_string(),
    ];
    let session = Session::start_with(&args, None, "hints.png");

    let arrow = hint_arrow(&layout, "waste f1".parse().unwrap()).expect("an arrow");
    // Along the arrow's shaft, over the cloth and the clubs' king between
    // the waste and the empty foundation.
    let (mx, my) = arrow.at(0.5);
    let shaft = Rect::new(mx - 2.0, my - 2.0, 4.0, 4.0);
    let waste = layout.top_rect(PileId::Waste).unwrap();
    let around = waste.inflate(layout.card_w * 0.2);
    let before = session.screenshot();
    assert!(
        before.share(shaft, is_hint) < 0.1 && before.share(around, is_hint) < 0.02,
        "no hint shows before one is asked for"
    );
    session.key("h");
    let shown = session.until("the hint shows on the table", |img| {
        img.share(shaft, is_hint) > 0.5
    });
    let glow = shown.share(around, is_hint);
    assert!(
        glow > 0.05,
        "A♦ glows: {glow} of the pixels round the waste"
    );
    let f1 = layout.slot(PileId::Foundation(1)).unwrap();
    assert!(
        (f1.x..f1.right()).contains(&arrow.to.0) && (f1.y..f1.bottom()).contains(&arrow.to.1),
        "the arrow ends on the empty foundation"
    );
}
