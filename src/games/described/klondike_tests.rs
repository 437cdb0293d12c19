//! Klondike, played by its descriptions (`assets/games/klondike*.txt`):
//! the tests its own rules file had, in notation, the refusals now in the
//! vocabulary's words.

use super::{DescId, Described};
use crate::games::{Patience, Tally, Variant};
use crate::model::card::Card;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::pile::PileId;

fn id(name: &str) -> DescId {
    let Ok(Variant::Described(id)) = name.parse() else {
        panic!("{name} is a description");
    };
    id
}

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

/// A corner of a game: the cards a test needs, not the whole deck.
fn game(text: &str) -> Described {
    Described::parse_partial(text, id("klondike")).expect("a Klondike position")
}

fn draw3(text: &str) -> Described {
    Described::parse_partial(text, id("klondike3")).unwrap()
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

const DOES_NOT_BUILD: Illegal = Illegal::BuildRule("a column builds down in alternating colours");
const NOT_NEXT_HOME: Illegal = Illegal::HomeRule("a foundation builds up by suit from the ace");

#[test]
fn columns_build_down_in_alternating_colours() {
    let g = game("t0: 8H\nt1: 7S\nt2: 7D\nt3: 6S\nwaste: KC");
    assert_eq!(
        g.check(Move::one(col(1), col(0))),
        Ok(()),
        "black 7 on red 8"
    );
    assert_eq!(g.check(Move::one(col(2), col(0))), Err(DOES_NOT_BUILD));
    assert_eq!(g.check(Move::one(col(3), col(0))), Err(DOES_NOT_BUILD));
    assert_eq!(
        g.check(Move::one(PileId::Waste, col(4))),
        Ok(()),
        "a king fills an empty column"
    );
    assert_eq!(
        g.check(Move::one(col(1), col(4))),
        Err(Illegal::EmptyRule("only a king fills an empty column"))
    );
}

#[test]
fn a_run_moves_together_and_uncovers_a_card_that_turns_up() {
    let mut g = game("t0: [2C] 9H 8S 7D\nt1: TC");
    let events = g.play(Move::run(col(0), col(1), 3)).unwrap();
    assert_eq!(g.to_string().lines().nth(6), Some("t0: 2C"));
    assert_eq!(g.to_string().lines().nth(7), Some("t1: TC 9H 8S 7D"));
    assert!(events.contains(&Event::Turned {
        pile: col(0),
        card: card("2C")
    }));
    assert_eq!(g.score(), Some(5), "turning a card scores 5");
}

#[test]
fn a_king_with_its_run_fills_an_empty_column() {
    let mut g = game("t0: [3C] KH QS");
    g.play(Move::run(col(0), col(3), 2)).unwrap();
    assert_eq!(g.pile(col(3)).unwrap().cards(), &[card("KH"), card("QS")]);
}

#[test]
fn face_down_cards_and_broken_runs_do_not_move() {
    let g = game("t0: [3C] 9H 8H\nt1: TC");
    assert_eq!(
        g.check(Move::run(col(0), col(1), 3)),
        Err(Illegal::FaceDown)
    );
    assert_eq!(
        g.check(Move::run(col(0), col(1), 2)),
        Err(Illegal::GroupRule(
            "only a run by the column's rule moves together"
        ))
    );
}

#[test]
fn drawing_three_puts_the_third_card_on_top_and_turning_over_keeps_the_order() {
    let mut g = draw3("stock: 2C 3C 4C 5C");
    g.play(Move::Draw).unwrap();
    assert_eq!(
        g.pile(PileId::Waste).unwrap().cards(),
        &[card("5C"), card("4C"), card("3C")]
    );
    g.play(Move::Draw).unwrap();
    assert_eq!(
        g.to_string().lines().take(2).collect::<Vec<_>>(),
        ["stock:", "waste: 5C 4C 3C 2C"]
    );
    assert_eq!(g.play(Move::Draw), Ok(vec![Event::Recycled]));
    assert_eq!(
        g.to_string().lines().take(2).collect::<Vec<_>>(),
        ["stock: 2C 3C 4C 5C", "waste:"]
    );
    assert_eq!(g.moves(), 3);
    assert_eq!(game("").play(Move::Draw), Err(Illegal::NothingToDraw));
}

#[test]
fn vegas_allows_one_pass_in_draw_one() {
    let mut g = Described::parse_partial("stock: 2C", id("klondike-vegas")).unwrap();
    g.play(Move::Draw).unwrap();
    assert_eq!(g.play(Move::Draw), Err(Illegal::NoPassesLeft));
    assert_eq!(g.score(), Some(-52));
    assert!(g.scores_money());
    let mut three = Described::parse_partial("waste: 2C", id("klondike3-vegas")).unwrap();
    assert!(three.play(Move::Draw).is_ok());
    assert!(three.play(Move::Draw).is_ok());
    assert!(three.play(Move::Draw).is_ok());
    assert!(three.play(Move::Draw).is_ok());
    assert_eq!(
        three.play(Move::Draw),
        Err(Illegal::NoPassesLeft),
        "third pass used up"
    );
}

#[test]
fn a_position_says_which_pass_it_is_on_and_reads_back_no_more_passes() {
    let mut three = Described::parse_partial("waste: 2C", id("klondike3-vegas")).unwrap();
    assert_eq!(
        three.to_string(),
        "stock:\nwaste: 2C\nf0:\nf1:\nf2:\nf3:\nt0:\nt1:\nt2:\nt3:\nt4:\nt5:\nt6:\n",
        "the first pass writes no line"
    );
    three.play(Move::Draw).unwrap();
    three.play(Move::Draw).unwrap();
    three.play(Move::Draw).unwrap();
    let text = three.to_string();
    assert!(text.starts_with("pass: 3\nstock: 2C\n"), "{text}");
    let mut read = Described::parse_partial(&text, id("klondike3-vegas")).unwrap();
    assert_eq!(read.to_string(), text);
    read.play(Move::Draw).unwrap();
    assert_eq!(
        read.play(Move::Draw),
        Err(Illegal::NoPassesLeft),
        "the last pass, read back"
    );
    let err = Described::parse_partial("pass: 4\nwaste: 2C", id("klondike3-vegas")).unwrap_err();
    assert_eq!(err.to_string(), "line 1, `4`: the stock allows 3 passes");
    let err = Described::parse_partial("pass: 2\nwaste: 2C", id("klondike")).unwrap_err();
    assert!(err.to_string().starts_with("line 1, `pass`: "), "{err}");
}

#[test]
fn standard_scoring_follows_windows() {
    let mut g = game("waste: AH 9S\nt0: TH\nf0:");
    g.play(Move::one(PileId::Waste, col(0))).unwrap();
    assert_eq!(g.score(), Some(5), "waste to column");
    g.play(Move::one(PileId::Waste, PileId::Foundation(0)))
        .unwrap();
    assert_eq!(g.score(), Some(15), "card home");
    let mut back = game("f1: AS 2S 3S\nt0: 4H");
    back.play(Move::one(PileId::Foundation(1), col(0))).unwrap();
    assert_eq!(back.score(), Some(0), "never below zero");
    let mut recycle = game("waste: 2C");
    recycle.set_tally(Tally {
        points: 150,
        ..recycle.tally()
    });
    recycle.play(Move::Draw).unwrap();
    assert_eq!(
        recycle.score(),
        Some(50),
        "each pass after the first costs 100 in draw 1"
    );
}

#[test]
fn foundations_take_the_next_card_of_their_suit() {
    let g = game("f0: AH 2H\nt0: 3H\nt1: 3D\nt2: AS");
    assert_eq!(g.check(Move::one(col(0), PileId::Foundation(0))), Ok(()));
    assert_eq!(
        g.check(Move::one(col(1), PileId::Foundation(0))),
        Err(NOT_NEXT_HOME)
    );
    assert_eq!(g.check(Move::one(col(2), PileId::Foundation(1))), Ok(()));
    assert_eq!(
        g.check(Move::one(col(0), PileId::Foundation(1))),
        Err(NOT_NEXT_HOME)
    );
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut g = game("t0: 8H\nt1: 7D\nstock: 2C");
    let before = g.clone();
    assert!(g.play(Move::one(col(1), col(0))).is_err());
    assert!(g.play(Move::one(PileId::Stock, col(0))).is_err());
    assert_eq!(g, before);
}

#[test]
fn the_deal_has_a_growing_staircase_and_24_in_the_stock() {
    let g = Described::deal(7, id("klondike3"));
    for (i, c) in g.columns().iter().enumerate() {
        assert_eq!((c.len(), c.face_down()), (i + 1, i));
    }
    assert_eq!(g.pile(PileId::Stock).unwrap().len(), 24);
    assert_eq!(
        Described::deal(7, id("klondike3")),
        g,
        "the same number, the same deal"
    );
}

#[test]
fn a_position_must_hold_every_card_and_names_the_missing_ones() {
    let klondike = id("klondike");
    let deal = Described::deal(1, klondike).to_string();
    assert_eq!(
        Described::parse(&deal, klondike),
        Ok(Described::deal(1, klondike))
    );
    // Deal 1's t0 holds the jack of hearts alone: without it, 51 cards.
    let text = deal.replace("t0: JH\n", "t0:\n");
    let err = Described::parse(&text, klondike).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (13, "JH"), "{err}");
    assert!(err.reason.starts_with("1 card is missing"), "{err}");
    let err = Described::parse("", klondike).unwrap_err();
    assert!(err.reason.starts_with("52 cards are missing"), "{err}");
}

#[test]
fn a_face_down_card_is_never_the_top_of_a_column() {
    let klondike = id("klondike");
    let deal = Described::deal(1, klondike).to_string();
    let text = deal.replace("t6: [6S TC 2D 2S 5C 4C] TS", "t6: [6S TC 2D 2S 5C 4C TS]");
    let err = Described::parse(&text, klondike).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (13, "t6"), "{err}");
    assert_eq!(err.reason, "the top card of a column lies face up");
    assert!(Described::parse_partial("t0: [3C]", klondike).is_err());
    assert!(Described::parse_partial("t0: [3C] KH", klondike).is_ok());
}

#[test]
fn parse_errors_name_line_and_token() {
    let klondike = id("klondike");
    let err = Described::parse("t0: 8H\nt9: 7S", klondike).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (2, "t9"));
    let err = Described::parse("t0: 8H\nt1: 8H", klondike).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (2, "8H"));
    assert!(Described::parse("f0: 2H", klondike).is_err());
    assert!(Described::parse("t0 8H", klondike).is_err());
}

#[test]
fn the_scoring_setting_and_draw_pick_the_sibling_games() {
    use crate::model::score::Scoring;
    let klondike: Variant = "klondike".parse().unwrap();
    let vegas3: Variant = "klondike3-vegas".parse().unwrap();
    assert_eq!(
        klondike.with_scoring(Scoring::Vegas).name(),
        "klondike-vegas"
    );
    assert_eq!(vegas3.with_scoring(Scoring::Standard).name(), "klondike3");
    assert_eq!(vegas3.game().name(), "klondike3");
    assert_eq!(
        klondike.with_draw("3").map(Variant::name),
        Some("klondike3")
    );
    assert_eq!(
        vegas3.with_draw("1").map(Variant::name),
        Some("klondike-vegas")
    );
    assert_eq!(klondike.with_draw("2"), None);
    let canfield: Variant = "canfield".parse().unwrap();
    assert_eq!(canfield.with_draw("3"), None, "no choice of draw");
    assert_eq!(canfield.with_scoring(Scoring::Vegas), canfield);
    assert!(!vegas3.info().chooser && klondike.info().chooser);
    assert!(!klondike.info().auto_play, "safe cards go home when asked");
}
