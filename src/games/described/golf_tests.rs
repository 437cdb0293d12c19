//! Golf, played by its description (`assets/games/golf.txt`): the tests
//! its own rules file had, in notation.

use super::{DescId, Described};
use crate::games::table::Laid;
use crate::games::Patience;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::pile::PileId;

fn id() -> DescId {
    crate::games::described::registry::named("golf")
}

fn game(text: &str) -> Described {
    Described::parse_partial(text, id()).expect("a Golf position")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

fn to_waste(n: u8) -> Move {
    Move::one(col(n), PileId::Waste)
}

fn waste_top(g: &Described) -> String {
    g.pile(PileId::Waste).unwrap().top().unwrap().to_string()
}

const NOT_ONE_APART: Illegal =
    Illegal::BuildRule("a card goes on the waste one rank above or below it");
const ON_A_KING: Illegal = Illegal::BuildRule("nothing goes on a king");

#[test]
fn a_deal_has_seven_columns_of_five_face_up_a_waste_card_and_sixteen_in_the_stock() {
    let g = Described::deal(3, id());
    for c in g.columns() {
        assert_eq!((c.len(), c.face_down()), (5, 0));
    }
    assert_eq!(g.pile(PileId::Stock).unwrap().len(), 16);
    assert_eq!(g.pile(PileId::Waste).unwrap().len(), 1);
    assert_eq!(Described::deal(3, id()), g);
    assert_ne!(Described::deal(4, id()), g);
    assert_eq!(g.score(), Some(35));
    assert_eq!(Described::parse(&g.to_string(), id()), Ok(g));
}

#[test]
fn a_card_one_rank_above_or_below_goes_to_the_waste() {
    let mut g = game("waste: 7H\nt0: 2C 8S\nt1: 6D\nt2: 9C\nt3: 7C");
    assert_eq!(g.check(to_waste(0)), Ok(()));
    assert_eq!(g.check(to_waste(1)), Ok(()));
    assert_eq!(g.check(to_waste(2)), Err(NOT_ONE_APART));
    assert_eq!(g.check(to_waste(3)), Err(NOT_ONE_APART));
    let before = g.clone();
    assert_eq!(g.play(to_waste(2)), Err(NOT_ONE_APART));
    assert_eq!(g, before);
    let events = g.play(to_waste(0)).unwrap();
    assert_eq!(
        events,
        vec![Event::Moved {
            from: col(0),
            to: PileId::Waste,
            cards: vec!["8S".parse().unwrap()]
        }]
    );
    assert_eq!(waste_top(&g), "8S");
    assert_eq!(g.play(to_waste(2)).map(|_| ()), Ok(()), "9C on 8S");
    assert_eq!(g.moves(), 2);
}

#[test]
fn there_is_no_wrap_and_nothing_goes_on_a_king() {
    let g = game("waste: AH\nt0: KS\nt1: 2S");
    assert_eq!(g.check(to_waste(0)), Err(NOT_ONE_APART), "no wrap");
    assert_eq!(g.check(to_waste(1)), Ok(()));
    let g = game("waste: KH\nt0: AS\nt1: QS");
    assert_eq!(g.check(to_waste(0)), Err(ON_A_KING), "no wrap");
    assert_eq!(g.check(to_waste(1)), Err(ON_A_KING));
    let g = game("waste: QH\nt0: KS");
    assert_eq!(g.check(to_waste(0)), Ok(()), "a king goes on a queen");
}

#[test]
fn only_a_column_top_goes_and_only_to_the_waste() {
    let g = game("stock: 3D\nwaste: 7H\nt0: 8S 6S\nt1: 9C");
    assert!(g.check(Move::one(col(0), col(1))).is_err());
    assert!(g.check(Move::run(col(0), PileId::Waste, 2)).is_err());
    assert_eq!(
        g.check(Move::one(PileId::Waste, col(1))),
        Err(Illegal::NotASource(PileId::Waste))
    );
    assert_eq!(
        g.check(Move::one(PileId::Stock, PileId::Waste)),
        Err(Illegal::NotASource(PileId::Stock))
    );
    assert_eq!(
        g.check(Move::one(col(5), PileId::Waste)),
        Err(Illegal::NotEnoughCards)
    );
    assert_eq!(g.lift(col(0)), 1);
    assert_eq!(g.lift(col(5)), 0);
    assert_eq!(g.lift(PileId::Waste), 0);
    assert_eq!(g.legal_moves(), vec![Move::Draw, to_waste(0)]);
}

#[test]
fn the_stock_turns_one_card_and_runs_out() {
    let mut g = game("stock: 3D 4D\nwaste: 7H\nt0: 8S");
    let events = g.play(Move::Draw).unwrap();
    assert_eq!(
        events,
        vec![Event::Drew {
            cards: vec!["4D".parse().unwrap()]
        }]
    );
    assert_eq!(waste_top(&g), "4D");
    g.play(Move::Draw).unwrap();
    assert_eq!(waste_top(&g), "3D");
    let before = g.clone();
    assert!(g.play(Move::Draw).is_err(), "once through");
    assert_eq!(g, before);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.stock_left(), Some(0));
}

#[test]
fn clearing_the_columns_wins_and_scores_the_stock_left() {
    let mut g = game("stock: 2D 3D\nwaste: 7H\nt0: 6S\nt1: 8S");
    assert_eq!(g.score(), Some(2));
    g.play(to_waste(0)).unwrap();
    assert_eq!(g.score(), Some(1));
    assert_eq!(g.play(to_waste(1)), Err(NOT_ONE_APART));
    g.play(Move::Draw).unwrap();
    assert_eq!(g.play(to_waste(1)), Err(NOT_ONE_APART));
    let mut h = game("stock: 2D 3D\nwaste: 7H\nt0: 6S\nt1: 5S");
    h.play(to_waste(0)).unwrap();
    let events = h.play(to_waste(1)).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(h.is_won());
    assert_eq!(h.score(), Some(-2));
    assert_eq!(h.check(Move::Draw), Err(Illegal::GameOver));
}

#[test]
fn notation_is_read_strictly_and_round_trips() {
    let g = Described::deal(8, id());
    let text = g.to_string();
    assert_eq!(text.lines().count(), 2 + 7);
    assert!(text.starts_with("stock: "));
    assert_eq!(Described::parse(&text, id()).unwrap().to_string(), text);
    let err = Described::parse("t0: KS", id()).unwrap_err();
    assert!(err.reason.starts_with("51 cards are missing"), "{err}");
    assert!(Described::parse_partial("t7: KS", id()).is_err());
    assert!(Described::parse_partial("f0: AS", id()).is_err());
    assert!(Described::parse_partial("t0: KS\nt1: KS", id()).is_err());
}

#[test]
fn moves_are_written_as_the_stock_or_the_column_and_the_waste() {
    let g = game("stock: 3D\nwaste: 7H\nt3: 8S");
    assert_eq!(g.move_text(Move::Draw), "stock");
    assert_eq!(g.move_text(to_waste(3)), to_waste(3).to_string());
}

#[test]
fn the_table_has_stock_and_waste_above_seven_columns() {
    let t = Described::deal(1, id()).table();
    assert_eq!(t.width, 7);
    assert_eq!(t.places.len(), 2 + 7);
    assert_eq!(t.place(PileId::Waste).unwrap().across, 1.0);
    assert_eq!(t.place(col(6)).unwrap().fan, crate::games::table::Fan::Down);
}
