//! While cards are in the hand, the table lights exactly the piles the
//! rules would take them on.

use super::*;
use crate::games::GAMES;

fn app_of(variant: &str, text: &str) -> App {
    let variant: Variant = variant.parse().unwrap();
    let deal = Deal::new(variant, 1).unwrap();
    let mut app = App::new(deal, Settings::default(), 1280.0, 720.0, 7);
    app.set_position(Game::parse_partial(variant, text).unwrap());
    app
}

fn lift(app: &mut App, card: &str) {
    let r = app.layout().spot(card.parse().unwrap()).unwrap().rect;
    let (x, y) = (r.x + r.w / 2.0, r.y + r.h * 0.1);
    app.pointer_down(x, y);
    app.pointer_move(x + 15.0, y + 15.0);
    assert!(!app.hand().is_empty(), "{card} is in the hand");
}

fn sorted(mut piles: Vec<PileId>) -> Vec<PileId> {
    piles.sort_by_key(|p| p.to_string());
    piles
}

#[test]
fn a_red_nine_dragged_lights_the_black_tens_and_its_foundation_nothing_else() {
    let mut app = app_of(
        GAMES[0].id,
        "f0: AH 2H 3H 4H 5H 6H 7H 8H\nt0: [2C] 9H\nt1: TC\nt2: TS\nt3: TD\nt4: 8C\nt5:\nstock: 3D",
    );
    lift(&mut app, "9H");
    assert_eq!(
        sorted(app.drop_targets()),
        sorted(vec![
            PileId::Foundation(0),
            PileId::Column(1),
            PileId::Column(2)
        ])
    );
    // Dropped, the lights go out.
    app.pointer_up(1.0, 700.0);
    assert!(app.drop_targets().is_empty());
}

#[test]
fn a_king_lights_the_empty_columns_and_a_freecell_card_the_free_cells() {
    // Columns t2 to t6 are empty.
    let mut app = app_of(GAMES[0].id, "t0: [3C] KS QH\nt1: 4D\nstock: 3D");
    lift(&mut app, "KS");
    assert_eq!(
        sorted(app.drop_targets()),
        (2..7).map(PileId::Column).collect::<Vec<_>>()
    );
    let mut app = app_of(
        "freecell",
        ": KS QH JC\n: 4D\n: KH\n: KD\n: 2C\n: 3C\n: 4C\n: 5C",
    );
    // Three cards move with four free cells and no empty column.
    lift(&mut app, "QH");
    assert!(app.drop_targets().is_empty(), "no black king on top");
    app.pointer_up(1.0, 700.0);
    lift(&mut app, "JC");
    assert_eq!(
        sorted(app.drop_targets()),
        sorted(vec![
            PileId::FreeCell(0),
            PileId::FreeCell(1),
            PileId::FreeCell(2),
            PileId::FreeCell(3),
        ])
    );
}

#[test]
fn cards_held_by_the_keyboard_light_their_places_too() {
    let mut app = app_of(GAMES[0].id, "t0: [2C] 9H\nt1: TC\nt2: TD\nstock: 3D");
    app.focus = focus::Focus::top_of(app.game(), PileId::Column(0));
    app.intent(Intent::Select);
    assert!(app.held.is_some());
    assert_eq!(app.drop_targets(), vec![PileId::Column(1)]);
}
