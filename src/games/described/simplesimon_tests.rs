//! Simple Simon's rules, as described (`assets/games/simplesimon.txt`):
//! the tests of the game written by hand before, over the description,
//! positions in notation: a legal and an illegal move of each kind,
//! KPatience's runs of several suits, a run going home, the win, and the
//! notation read strictly.

use super::{DescId, Described};
use crate::games::table::{Fan, Laid};
use crate::games::Patience;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::ParseError;
use crate::model::pile::{Pile, PileId};

/// What the game written by hand called its constructors and readers.
struct SimpleSimon;

impl SimpleSimon {
    fn id() -> DescId {
        crate::games::described::registry::named("simplesimon")
    }

    fn deal(number: u64) -> Described {
        Described::deal(number, Self::id())
    }

    fn parse(text: &str) -> Result<Described, ParseError> {
        Described::parse(text, Self::id())
    }

    fn parse_partial(text: &str) -> Result<Described, ParseError> {
        Described::parse_partial(text, Self::id())
    }
}
const NOT_ONE_HIGHER: Illegal = Illegal::BuildRule("a column builds down regardless of suit");
const TOO_MANY_SUITS: Illegal = Illegal::GroupRule(
    "a run of several suits needs empty columns: two suits' runs with one, four with two",
);

fn game(text: &str) -> Described {
    SimpleSimon::parse_partial(text).expect("a Simple Simon position")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

/// The line of `pile` in the notation.
fn line(g: &Described, pile: PileId) -> String {
    let name = format!("{pile}:");
    g.to_string()
        .lines()
        .find(|l| l.starts_with(&name))
        .expect("every pile has its line")
        .to_string()
}

/// Every column but the ones given holds a card, so none is empty.
fn full(text: &str) -> Described {
    let fillers = ["QC", "QD", "QH", "JC", "JH", "5D", "5H", "4H", "3D", "3H"];
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for (n, filler) in fillers.iter().enumerate() {
        if !lines.iter().any(|l| l.starts_with(&format!("t{n}:"))) {
            lines.push(format!("t{n}: {filler}"));
        }
    }
    game(&lines.join("\n"))
}

#[test]
fn a_deal_lays_eight_eight_eight_seven_down_to_one_all_face_up() {
    let g = SimpleSimon::deal(3);
    let lens: Vec<usize> = g.columns.iter().map(Pile::len).collect();
    assert_eq!(lens, [8, 8, 8, 7, 6, 5, 4, 3, 2, 1]);
    assert!(g.columns.iter().all(|c| c.face_down() == 0));
    assert!(g.foundations().iter().all(Pile::is_empty));
    assert_eq!(SimpleSimon::deal(3), g, "the same number, the same deal");
    assert_ne!(SimpleSimon::deal(4), g);
    assert_eq!((g.score(), g.stock_left()), (None, None));
    assert_eq!(SimpleSimon::parse(&g.to_string()), Ok(g));
}

#[test]
fn a_card_builds_on_one_rank_higher_of_any_suit_and_fills_an_empty_column() {
    let mut g = full("t0: 9H\nt1: 8S\nt2: 7S\nt3: KC\nt9:");
    assert_eq!(g.check(Move::one(col(1), col(0))), Ok(()));
    assert_eq!(g.check(Move::one(col(2), col(0))), Err(NOT_ONE_HIGHER));
    assert_eq!(g.check(Move::one(col(0), col(3))), Err(NOT_ONE_HIGHER));
    assert_eq!(g.check(Move::one(col(2), col(9))), Ok(()), "any card");
    let before = g.clone();
    assert_eq!(g.play(Move::one(col(2), col(0))), Err(NOT_ONE_HIGHER));
    assert_eq!(g, before);
    g.play(Move::one(col(1), col(0))).unwrap();
    assert_eq!(line(&g, col(0)), "t0: 9H 8S");
    assert_eq!(g.moves(), 1);
}

#[test]
fn a_run_of_one_suit_moves_and_cards_out_of_sequence_do_not() {
    let g = full("t0: TD 9S 8S 7S\nt1: TH\nt2: 9C 7D");
    assert_eq!(g.lift(col(0)), 3, "9S 8S 7S; TD is of another suit");
    assert_eq!(g.lift(col(2)), 1, "7D is not in sequence with 9C");
    assert_eq!(g.check(Move::run(col(0), col(1), 3)), Ok(()));
    assert_eq!(
        g.check(Move::run(col(2), col(1), 2)),
        Err(Illegal::GroupRule(
            "a run of several suits needs empty columns: two suits' runs with one, four with two"
        ))
    );
    assert_eq!(
        g.check(Move::run(col(0), col(1), 9)),
        Err(Illegal::NotEnoughCards)
    );
}

#[test]
fn runs_of_several_suits_move_as_far_as_the_empty_columns_allow() {
    // 9S 8H 7H 6C: three runs of one suit.
    let three = "t0: KD 9S 8H 7H 6C\nt1: TD";
    let none_empty = full(three);
    assert_eq!(none_empty.lift(col(0)), 1, "one run with no empty column");
    assert_eq!(
        none_empty.check(Move::run(col(0), col(1), 4)),
        Err(TOO_MANY_SUITS)
    );
    let one_empty = full(&format!("{three}\nt9:"));
    assert_eq!(one_empty.lift(col(0)), 3, "two runs: 7H 6C and 8H");
    assert_eq!(
        one_empty.check(Move::run(col(0), col(1), 4)),
        Err(TOO_MANY_SUITS)
    );
    let two_empty = full(&format!("{three}\nt8:\nt9:"));
    assert_eq!(two_empty.lift(col(0)), 4);
    assert_eq!(two_empty.check(Move::run(col(0), col(1), 4)), Ok(()));
    // Into an empty column the other empty one alone helps.
    assert_eq!(
        two_empty.check(Move::run(col(0), col(9), 4)),
        Err(TOO_MANY_SUITS)
    );
    assert_eq!(two_empty.check(Move::run(col(0), col(9), 3)), Ok(()));
}

#[test]
fn a_completed_suit_goes_home_by_itself_and_never_comes_back() {
    let mut g = full("t0: 5C KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\nt1: 9D AS");
    let events = g.play(Move::one(col(1), col(0))).unwrap();
    assert_eq!(events.len(), 2, "the move, then the run home");
    assert!(matches!(
        events[1],
        Event::Moved {
            from: PileId::Column(0),
            to: PileId::Foundation(0),
            ..
        }
    ));
    assert_eq!(line(&g, col(0)), "t0: 5C");
    assert_eq!(
        line(&g, PileId::Foundation(0)),
        "f0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"
    );
    assert_eq!(
        g.check(Move::run(PileId::Foundation(0), col(1), 13)),
        Err(Illegal::FoundationIsFinal)
    );
    assert_eq!(
        g.check(Move::one(col(1), PileId::Foundation(1))),
        Err(Illegal::HomeByItself)
    );
    assert_eq!(g.check(Move::Draw), Err(Illegal::NoStock));
    assert_eq!(g.safe_home_move(), None);
}

#[test]
fn the_last_suit_home_wins() {
    let text = "f0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n\
                f1: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n\
                f2: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\n\
                t0: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C\nt5: AC";
    let mut g = SimpleSimon::parse(text).expect("all 52 cards");
    assert!(!g.is_won());
    let events = g.play(Move::one(col(5), col(0))).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(g.is_won());
    assert_eq!(g.check(Move::one(col(0), col(1))), Err(Illegal::GameOver));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn legal_moves_are_exactly_the_moves_play_takes() {
    let mut g = SimpleSimon::deal(21);
    for step in 0..60 {
        let legal = g.legal_moves();
        for from in (0..10).map(col) {
            for to in (0..10).map(col) {
                for count in 1..=13 {
                    let mv = Move::run(from, to, count);
                    assert_eq!(g.check(mv).is_ok(), legal.contains(&mv), "{mv}");
                }
            }
        }
        let Some(&mv) = legal.get(step % legal.len().max(1)) else {
            break;
        };
        g.play(mv).unwrap();
        assert_eq!(
            SimpleSimon::parse(&g.to_string()).map(|p| p.to_string()),
            Ok(g.to_string())
        );
    }
}

#[test]
fn the_notation_is_read_strictly() {
    let err = SimpleSimon::parse("t0: KS").unwrap_err();
    assert!(err.reason.starts_with("51 cards are missing"), "{err}");
    let err = SimpleSimon::parse_partial("t0: 8H\nstock: 7S").unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (2, "stock"), "{err}");
    let err = SimpleSimon::parse_partial("t10: 8H").unwrap_err();
    assert_eq!(err.token, "t10", "{err}");
    assert!(
        SimpleSimon::parse_partial("f0: KS QS").is_err(),
        "half a run"
    );
    assert!(SimpleSimon::parse_partial("t0: 8H 8H").is_err(), "one deck");
}

#[test]
fn moves_are_written_in_pile_names_and_the_table_fits_ten_columns() {
    let g = game("t0: 9H\nt1: 8S 7S");
    assert_eq!(g.move_text(Move::one(col(1), col(0))), "t1 t0");
    assert_eq!(g.move_text(Move::run(col(1), col(0), 2)), "t1 t0 2");
    let t = g.table();
    assert_eq!(t.width, 10);
    assert_eq!(t.places.len(), 4 + 10);
    // Over t3-t6, as KPatience lays them (`foundations at: middle`).
    assert_eq!(t.place(PileId::Foundation(0)).unwrap().across, 3.0);
    assert_eq!(t.place(PileId::Foundation(3)).unwrap().across, 6.0);
    assert_eq!(t.place(col(9)).unwrap().fan, Fan::Down);
}
