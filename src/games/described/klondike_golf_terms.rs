//! Rules tests in notation for the terms Klondike and Golf brought to the
//! vocabulary: a waste the columns' cards go to, no foundations, Klondike's
//! standard and Vegas scores, Golf's strokes, safe cards left to the
//! player, and an ace going home to its suit's place.

use super::registry::register_text;
use super::text::parse;
use super::text_tests::with;
use super::Described;
use crate::games::Patience;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::pile::PileId;

fn game(changes: &[(&str, &str)], position: &str) -> Described {
    let id = register_text(&with(changes)).expect("a sensible description");
    Described::parse_partial(position, id).unwrap_or_else(|e| panic!("{e}\n{position}"))
}

fn t(n: u8) -> PileId {
    PileId::Column(n)
}

fn f(n: u8) -> PileId {
    PileId::Foundation(n)
}

const WASTE: PileId = PileId::Waste;

fn refuses(mut g: Described, mv: Move, why: Illegal) {
    let before = g.clone();
    assert_eq!(g.play(mv), Err(why), "{mv}");
    assert_eq!(g, before, "{mv}: nothing changed");
}

fn plays(g: &mut Described, mv: Move) -> Vec<Event> {
    g.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}\n{g}"))
}

/// Golf's terms on the test game: four columns of five, the rest in a
/// stock turned once through onto a waste that takes the
/// columns' cards one rank apart.
fn golfish(waste: &str, position: &str) -> Described {
    game(
        &[
            ("deal", "deal: 5"),
            ("build", "build: none"),
            ("empty", "empty: none"),
            ("foundations", "foundations: none"),
            ("stock", "stock: waste 1"),
            ("waste", waste),
            ("waste dealt", "waste dealt: 1"),
            ("score", "score: golf"),
            ("autoplay", "autoplay: none"),
        ],
        position,
    )
}

#[test]
fn the_waste_takes_a_column_card_one_rank_apart_and_nothing_on_a_king() {
    let golf = "waste: up or down, not on king";
    let g = golfish(golf, "waste: 7H\nt0: 8S\nt1: 9C\nt2: 2D 6C");
    plays(&mut g.clone(), Move::one(t(0), WASTE));
    plays(&mut g.clone(), Move::one(t(2), WASTE));
    refuses(
        g.clone(),
        Move::one(t(1), WASTE),
        Illegal::BuildRule("a card goes on the waste one rank above or below it"),
    );
    refuses(
        g.clone(),
        Move::run(t(2), WASTE, 2),
        Illegal::GroupRule("cards move one at a time"),
    );
    // The waste is where cards go, not where they are played from.
    refuses(
        g.clone(),
        Move::one(WASTE, t(0)),
        Illegal::NotASource(WASTE),
    );
    assert_eq!(g.lift(WASTE), 0);
    let g = golfish(golf, "waste: KH\nt0: QS\nt1: AS");
    refuses(
        g.clone(),
        Move::one(t(0), WASTE),
        Illegal::BuildRule("nothing goes on a king"),
    );
    refuses(
        g,
        Move::one(t(1), WASTE),
        Illegal::BuildRule("nothing goes on a king"),
    );
    // A king goes on a queen; with wrap, an ace on a king too.
    plays(
        &mut golfish(golf, "waste: QH\nt0: KS"),
        Move::one(t(0), WASTE),
    );
    plays(
        &mut golfish("waste: up or down wrap", "waste: KH\nt0: AS"),
        Move::one(t(0), WASTE),
    );
}

#[test]
fn without_foundations_the_game_is_won_when_the_columns_are_empty() {
    let mut g = golfish(
        "waste: up or down, not on king",
        "stock: 2D 3D\nwaste: 7H\nt0: 6S\nt1: 5S",
    );
    assert_eq!(g.score(), Some(2), "Golf's strokes: the cards left out");
    plays(&mut g, Move::one(t(0), WASTE));
    assert_eq!(g.score(), Some(1));
    let events = plays(&mut g, Move::one(t(1), WASTE));
    assert_eq!(events.last(), Some(&Event::Won));
    assert_eq!(g.score(), Some(-2), "a win, minus the stock left");
    refuses(g, Move::Draw, Illegal::GameOver);
}

#[test]
fn the_deal_turns_the_stock_s_first_card_onto_a_waste_that_takes_cards() {
    let g = Described::deal(
        3,
        register_text(&with(&[
            ("deal", "deal: 5"),
            ("build", "build: none"),
            ("foundations", "foundations: none"),
            ("stock", "stock: waste 1"),
            ("waste", "waste: up or down"),
            ("waste dealt", "waste dealt: 1"),
        ]))
        .unwrap(),
    );
    assert_eq!(g.pile(WASTE).map(|w| w.len()), Some(1));
    assert_eq!(g.stock_left(), Some(52 - 20 - 1));
}

fn klondikish(score: &str, stock: &str, position: &str) -> Described {
    game(
        &[
            ("deal", "deal: 5"),
            ("move", "move: run"),
            ("empty", "empty: kings"),
            ("home back", "home back: yes"),
            ("stock", stock),
            ("score", score),
        ],
        position,
    )
}

#[test]
fn the_standard_score_counts_moves_as_windows_did() {
    let standard = "score: standard";
    let mut g = klondikish(
        standard,
        "stock: waste 1",
        "waste: AH 9S\nt0: TH\nt1: [2C] 8D",
    );
    plays(&mut g, Move::one(WASTE, t(0)));
    assert_eq!(g.score(), Some(5), "waste to column");
    plays(&mut g, Move::one(WASTE, f(0)));
    assert_eq!(g.score(), Some(15), "card home");
    plays(&mut g, Move::one(t(1), t(0)));
    assert_eq!(g.score(), Some(20), "a card turned up");
    assert_eq!(g.tally().points, 20, "the tally carries the points");
    let mut back = klondikish(standard, "stock: waste 1", "f1: AS 2S 3S\nt0: 4H");
    plays(&mut back, Move::one(f(1), t(0)));
    assert_eq!(back.score(), Some(0), "−15 a card back, never below zero");
    let mut turn = klondikish(standard, "stock: waste 1 passes unlimited", "waste: 2C");
    turn.set_tally(crate::games::Tally {
        points: 150,
        ..turn.tally()
    });
    plays(&mut turn, Move::Draw);
    assert_eq!(turn.score(), Some(50), "−100 a turn of the waste");
    assert_eq!(turn.shown_score(25, true), Some(46), "−2 every ten seconds");
    // Drawing three, a turn costs 20; without passes left, none is made.
    let mut three = klondikish(standard, "stock: waste 3 passes unlimited", "waste: 2C");
    three.set_tally(crate::games::Tally {
        points: 50,
        ..three.tally()
    });
    plays(&mut three, Move::Draw);
    assert_eq!(three.score(), Some(30));
    refuses(
        klondikish(standard, "stock: waste 1", "waste: 2C"),
        Move::Draw,
        Illegal::NoPassesLeft,
    );
}

#[test]
fn vegas_scores_money_from_a_stake_of_52() {
    let mut g = klondikish(
        "score: vegas",
        "stock: waste 1",
        "waste: 2H\nf0: AH\nt0: 9S",
    );
    assert!(g.scores_money());
    assert_eq!(g.score(), Some(-52 + 5));
    plays(&mut g, Move::one(WASTE, f(0)));
    assert_eq!(g.score(), Some(-52 + 10));
    assert_eq!(g.shown_score(600, true), Some(-42), "money does not age");
    refuses(
        g,
        Move::one(t(0), f(0)),
        Illegal::HomeRule("a foundation builds up by suit from the ace"),
    );
}

#[test]
fn safe_cards_left_to_the_player_are_still_known_safe() {
    let g = game(&[("autoplay", "autoplay: safe off")], "t0: AH\nt1: 2S");
    assert_eq!(g.safe_home_move(), Some(Move::one(t(0), f(2))));
    assert!(!g.variant().info().auto_play, "the setting starts off");
    refuses(
        g,
        Move::one(t(1), f(0)),
        Illegal::HomeRule("a foundation builds up by suit from the ace"),
    );
}

#[test]
fn an_ace_goes_home_by_itself_to_its_suit_s_place() {
    // Clubs, diamonds, hearts, spades: the ace of hearts to f2, or to the
    // first empty foundation when f2 is taken.
    let g = game(&[], "t0: AH");
    assert_eq!(g.safe_home_move(), Some(Move::one(t(0), f(2))));
    let g = game(&[], "f2: AD\nt0: AH");
    assert_eq!(g.safe_home_move(), Some(Move::one(t(0), f(0))));
    // By hand it goes anywhere empty.
    plays(&mut game(&[], "t0: AH"), Move::one(t(0), f(3)));
}

#[test]
fn the_new_terms_are_refused_with_their_line_when_they_make_no_sense() {
    for (changes, why) in [
        (vec![("foundations", "foundations: none")], "needs `waste:`"),
        (
            vec![("waste", "waste: up or down")],
            "needs a stock turned onto it",
        ),
        (
            vec![("waste", "waste: sideways"), ("stock", "stock: waste 1")],
            "the waste takes",
        ),
        (vec![("score", "score: bridge")], "the score is"),
        (vec![("autoplay", "autoplay: always")], "autoplay is"),
        (vec![("name", "name: -vegas")], "hyphens"),
    ] {
        let err = parse(&with(&changes)).unwrap_err();
        assert!(err.reason.contains(why), "{changes:?}: {err}");
        assert!(err.line > 0, "{err}");
    }
    assert_eq!(
        parse(&with(&[("name", "name: my-klondike")])).map(|d| d.id),
        Ok("my-klondike".to_string())
    );
}
