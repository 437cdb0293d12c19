//! Yukon and Grandfather, played by their descriptions
//! (`assets/games/yukon.txt`, `grandfather.txt`): the tests their own
//! rules file had, in notation.

use super::{DescId, Described};
use crate::games::table::Laid;
use crate::games::{Patience, Variant};
use crate::model::moves::{Event, Illegal, Move};
use crate::model::pile::PileId;

fn id(name: &str) -> DescId {
    let Ok(Variant::Described(id)) = name.parse() else {
        panic!("{name} is a description");
    };
    id
}

fn game(text: &str) -> Described {
    Described::parse_partial(text, id("yukon")).expect("a Yukon position")
}

fn grandfather(text: &str) -> Described {
    Described::parse_partial(text, id("grandfather")).expect("a Grandfather position")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

fn home(n: u8) -> PileId {
    PileId::Foundation(n)
}

/// Each column's cards and how many of them lie face down.
fn shape(g: &Described) -> Vec<(usize, usize)> {
    g.columns()
        .iter()
        .map(|c| (c.len(), c.face_down()))
        .collect()
}

const ALTERNATE: Illegal = Illegal::BuildRule("a column builds down in alternating colours");
const IN_SUIT: Illegal = Illegal::BuildRule("a column builds down by suit");
const KINGS: Illegal = Illegal::EmptyRule("only a king fills an empty column");

#[test]
fn a_deal_has_n_cards_face_down_and_five_face_up_on_column_n() {
    let g = Described::deal(3, id("yukon"));
    assert_eq!(
        shape(&g),
        [(1, 0), (6, 1), (7, 2), (8, 3), (9, 4), (10, 5), (11, 6)]
    );
    assert_eq!(Described::deal(3, id("yukon")), g);
    assert_ne!(Described::deal(4, id("yukon")), g);
    assert_eq!((g.score(), g.stock_left()), (None, None));
    assert_eq!(Described::parse(&g.to_string(), id("yukon")), Ok(g));
}

#[test]
fn any_face_up_card_moves_with_what_lies_on_it() {
    let mut g = game("t0: [KD] 9H 2C 5S\nt1: TS\nt2: [4D] 3C JD");
    assert_eq!(g.lift(col(0)), 3);
    assert!(
        g.check(Move::run(col(0), col(1), 4)).is_err(),
        "KD lies face down"
    );
    assert_eq!(
        g.check(Move::run(col(0), col(2), 3)),
        Err(ALTERNATE),
        "9H on JD"
    );
    assert_eq!(
        g.check(Move::run(col(0), col(1), 2)),
        Err(ALTERNATE),
        "2C on TS"
    );
    let events = g.play(Move::run(col(0), col(1), 3)).unwrap();
    assert!(events.contains(&Event::Turned {
        pile: col(0),
        card: "KD".parse().unwrap()
    }));
    assert!(g.to_string().contains("t1: TS 9H 2C 5S\n"), "{g}");
    assert_eq!(g.moves(), 1);
}

#[test]
fn only_a_king_fills_an_empty_column() {
    let g = game("t0: [2C] KH QS 4D\nt1: 8C 7H");
    assert_eq!(g.check(Move::run(col(0), col(2), 3)), Ok(()));
    assert_eq!(g.check(Move::run(col(1), col(2), 1)), Err(KINGS));
}

#[test]
fn cards_go_home_one_at_a_time_and_never_come_back() {
    let g = game("f0: AH\nt0: 3H 2H\nt1: AS\nt2: 2S");
    assert_eq!(g.check(Move::one(col(0), home(0))), Ok(()));
    assert_eq!(g.check(Move::one(col(1), home(1))), Ok(()));
    assert!(g.check(Move::one(col(2), home(1))).is_err(), "2S before AS");
    assert!(
        g.check(Move::run(col(0), home(0), 2)).is_err(),
        "two at once"
    );
    assert!(
        g.check(Move::one(home(0), col(1))).is_err(),
        "home is final"
    );
    assert!(g.check(Move::Draw).is_err(), "no stock");
    assert_eq!(g.lift(home(0)), 0);
}

#[test]
fn safe_cards_go_home_by_themselves() {
    let g = game("f0: AH\nf1: AS\nt0: 3H 2H\nt1: 2S\nt2: 3D");
    assert_eq!(g.safe_home_move(), Some(Move::one(col(0), home(0))));
    let g = game("f0: AH 2H\nf1: AS\nt0: 3H\nt1: KC 2S");
    assert_eq!(
        g.safe_home_move(),
        Some(Move::one(col(1), home(1))),
        "3H waits: 2S and 2C are still out"
    );
}

#[test]
fn the_game_is_won_when_every_card_is_home() {
    let mut text = String::new();
    for (f, suit) in "CDHS".chars().enumerate() {
        text += &format!("f{f}:");
        for rank in "A23456789TJQ".chars() {
            text += &format!(" {rank}{suit}");
        }
        text += "\n";
    }
    text += "t0: KC\nt1: KD\nt2: KH\nt3: KS";
    let mut g = Described::parse(&text, id("yukon")).unwrap();
    assert!(g.is_trivially_won(), "falling columns finish themselves");
    assert!(!g.is_won());
    for n in 0..3 {
        g.play(Move::one(col(n), home(n))).unwrap();
    }
    let events = g.play(Move::one(col(3), home(3))).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(g.is_won());
    assert!(!game("t0: 5C 6D").is_trivially_won());
    assert!(!game("t0: [6D] 5C").is_trivially_won());
}

#[test]
fn notation_is_read_strictly_and_round_trips() {
    let yukon = id("yukon");
    let g = Described::deal(8, yukon);
    let text = g.to_string();
    assert_eq!(Described::parse(&text, yukon).unwrap().to_string(), text);
    let err = Described::parse("t0: KS", yukon).unwrap_err();
    assert!(err.reason.starts_with("51 cards are missing"), "{err}");
    for bad in [
        "t7: KS",
        "stock: AS",
        "f0: 2S",
        "t0: [KS]",
        "t0: KS\nt1: KS",
        "redeals: 1",
    ] {
        assert!(Described::parse_partial(bad, yukon).is_err(), "{bad}");
    }
}

#[test]
fn legal_moves_are_the_ones_check_allows() {
    let g = Described::deal(5, id("yukon"));
    let moves = g.legal_moves();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|mv| g.check(*mv).is_ok()));
}

#[test]
fn the_table_has_foundations_over_seven_columns() {
    use crate::games::table::Fan;
    let t = Described::deal(1, id("yukon")).table();
    assert_eq!(t.width, 7);
    assert_eq!(t.places.len(), 4 + 7);
    assert_eq!(t.place(home(3)).unwrap().across, 6.0);
    assert_eq!(t.place(col(6)).unwrap().fan, Fan::Down);
}

#[test]
fn grandfather_deals_a_zigzag_then_the_rest_face_up_on_columns_one_to_six() {
    let g = Described::deal(3, id("grandfather"));
    assert_eq!(
        shape(&g),
        [(1, 0), (7, 2), (9, 4), (11, 6), (10, 5), (8, 3), (6, 1)]
    );
    assert_eq!(g.stock_left(), Some(2));
    let text = g.to_string();
    assert!(text.starts_with("redeals: 0\nf0:\n"), "{text}");
    assert_eq!(Described::parse(&text, id("grandfather")), Ok(g));
}

#[test]
fn grandfather_columns_build_down_in_suit() {
    let g = grandfather("t0: [2C] 9H 4S\nt1: TH\nt2: TS\nt3: KD");
    assert_eq!(g.check(Move::run(col(0), col(1), 2)), Ok(()), "9H on TH");
    assert_eq!(
        g.check(Move::run(col(0), col(2), 2)),
        Err(IN_SUIT),
        "9H on TS"
    );
    assert_eq!(
        g.check(Move::run(col(3), col(4), 1)),
        Ok(()),
        "a king fills an empty column"
    );
    assert_eq!(g.check(Move::run(col(1), col(4), 1)), Err(KINGS));
}

#[test]
fn grandfather_redeals_twice_gathering_t0s_top_card_first() {
    let mut g = grandfather("f0: AC\nt0: 2H 3C\nt2: KD QD\nt5: 5S");
    assert_eq!(g.move_text(Move::Draw), "redeal");
    assert_eq!(g.play(Move::Draw), Ok(vec![Event::Recycled]));
    // Gathered 3C 2H QD KD 5S; dealt along the first row t0..t4, the
    // first face up, the rest face down and turned up as tops.
    assert_eq!(
        g.to_string(),
        "redeals: 1\nf0: AC\nf1:\nf2:\nf3:\nt0: 3C\nt1: 2H\nt2: QD\nt3: KD\nt4: 5S\nt5:\nt6:\n"
    );
    assert_eq!(g.stock_left(), Some(1));
    g.play(Move::Draw).unwrap();
    let before = g.clone();
    assert_eq!(g.play(Move::Draw), Err(Illegal::NoRedealsLeft));
    assert_eq!(g, before);
    assert_eq!(g.stock_left(), Some(0));
    assert!(!g.legal_moves().contains(&Move::Draw));
    let grandfather = id("grandfather");
    let err = Described::parse_partial("redeals: 3", grandfather).unwrap_err();
    assert_eq!(err.reason, "0 to 2 redeals made");
    assert!(Described::parse_partial("stock: AS", grandfather).is_err());
}

#[test]
fn grandfather_sends_any_next_card_home_by_itself() {
    let g = grandfather("f0: AH 2H\nt0: 3H\nt1: KC 2S");
    assert_eq!(g.safe_home_move(), Some(Move::one(col(0), home(0))));
    assert_eq!(g.check(Move::Draw), Ok(()));
}
