//! Spider's rules, as the games of one, two and four suits are described
//! (`assets/games/spider1.txt`, `spider2`, `spider4`): the tests of the
//! game written by hand before, over the description, positions in
//! notation.

use super::{DescId, Described};
use crate::games::table::{Fan, Laid};
use crate::games::{Patience, Tally, Variant};
use crate::model::card::{Card, Face};
use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::ParseError;
use crate::model::pile::{Pile, PileId};

/// Spider's three decks, each a description.
#[derive(Clone, Copy, Debug)]
enum Suits {
    One,
    Two,
    Four,
}

impl Suits {
    fn id(self) -> DescId {
        let name = match self {
            Suits::One => "spider1",
            Suits::Two => "spider2",
            Suits::Four => "spider4",
        };
        let Ok(Variant::Described(id)) = name.parse() else {
            panic!("{name} is a description");
        };
        id
    }
}

/// What the game written by hand called its constructors and readers.
struct Spider;

impl Spider {
    fn deal(number: u64, suits: Suits) -> Described {
        Described::deal(number, suits.id())
    }

    fn parse_with(text: &str, suits: Suits) -> Result<Described, ParseError> {
        Described::parse(text, suits.id())
    }

    fn parse_partial(text: &str, suits: Suits) -> Result<Described, ParseError> {
        Described::parse_partial(text, suits.id())
    }
}

/// Complete runs home.
fn runs_home(g: &Described) -> usize {
    g.foundations.iter().filter(|f| !f.is_empty()).count()
}

const NOT_ONE_HIGHER: Illegal = Illegal::BuildRule("a column builds down regardless of suit");
const NOT_ONE_SUIT: Illegal = Illegal::GroupRule("only a run of one suit moves together");

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

/// A corner of a game in `suits`: the cards a test needs.
fn game(suits: Suits, text: &str) -> Described {
    Spider::parse_partial(text, suits).expect("a Spider position")
}

fn four(text: &str) -> Described {
    game(Suits::Four, text)
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

/// Every pile's faces and face-down count: what the notation holds
/// (which copy of a face is which, it leaves to the reader).
fn faces(g: &Described) -> Vec<(PileId, Vec<Face>, usize)> {
    g.all_piles()
        .map(|(id, p)| {
            (
                id,
                p.cards().iter().map(|c| c.face()).collect(),
                p.face_down(),
            )
        })
        .collect()
}

/// Ten columns of one card each, so the stock may deal.
const FULL_ROW: &str = "t0: 2C\nt1: 3C\nt2: 4C\nt3: 5C\nt4: 6C\n\
                        t5: 7C\nt6: 8C\nt7: 9C\nt8: TC\nt9: JC";

#[test]
fn a_deal_has_54_cards_in_columns_one_face_up_each_and_50_in_the_stock() {
    for suits in [Suits::One, Suits::Two, Suits::Four] {
        let g = Spider::deal(3, suits);
        for (i, c) in g.columns.iter().enumerate() {
            let len = if i < 4 { 6 } else { 5 };
            assert_eq!((c.len(), c.face_down()), (len, len - 1), "t{i}");
        }
        let stock = g.pile(PileId::Stock).unwrap();
        assert_eq!((stock.len(), stock.face_down()), (50, 50));
        assert!(g.foundations().iter().all(Pile::is_empty));
        assert_eq!(Spider::deal(3, suits), g, "the same number, the same deal");
        assert_ne!(Spider::deal(4, suits), g);
        assert_eq!(g.score(), Some(500));
    }
}

#[test]
fn every_deck_is_complete_and_distinct() {
    for (suits, deck) in [
        (Suits::One, Deck::SpadesOnly),
        (Suits::Two, Deck::SpadesAndHearts),
        (Suits::Four, Deck::Double),
    ] {
        let g = Spider::deal(11, suits);
        assert_eq!(g.deck(), deck);
        let mut cards: Vec<Card> = g
            .all_piles()
            .flat_map(|(_, p)| p.cards().to_vec())
            .collect();
        cards.sort();
        cards.dedup();
        assert_eq!(cards.len(), 104, "{suits:?}: 104 ids");
        assert_eq!(cards, deck.cards(), "{suits:?}: the deck's own ids");
    }
}

#[test]
fn only_a_run_of_one_suit_is_lifted_and_moves() {
    let mut g = four("t0: [KD] 9H 8S 7S\nt1: 9C 8H\nt2: TD\nt3: 5D 4D 3D");
    assert_eq!(g.lift(col(0)), 2, "8S 7S; the 9H is of another suit");
    assert_eq!(g.lift(col(1)), 1);
    assert_eq!(g.lift(col(3)), 3);
    assert_eq!(g.lift(col(4)), 0, "an empty column");
    assert_eq!(g.lift(PileId::Stock), 0);
    let before = g.clone();
    assert_eq!(g.play(Move::run(col(0), col(2), 3)), Err(NOT_ONE_SUIT));
    assert_eq!(g.play(Move::run(col(1), col(2), 2)), Err(NOT_ONE_SUIT));
    assert_eq!(g.play(Move::run(col(0), col(2), 4)), Err(Illegal::FaceDown));
    assert_eq!(g, before);
    // The one-suit part moves, onto any suit one rank higher or an
    // empty column.
    assert_eq!(g.check(Move::run(col(0), col(1), 2)), Err(NOT_ONE_HIGHER));
    assert_eq!(g.check(Move::run(col(0), col(4), 2)), Ok(()));
    assert_eq!(
        g.check(Move::run(col(0), col(0), 2)),
        Err(Illegal::SamePile)
    );
    g.play(Move::one(col(1), col(4))).unwrap();
    g.play(Move::run(col(0), col(1), 2)).unwrap();
    assert_eq!(line(&g, col(1)), "t1: 9C 8S 7S");
    assert_eq!(g.lift(col(1)), 2);
}

#[test]
fn a_card_builds_on_one_rank_higher_of_any_suit() {
    let g = four("t0: 9H\nt1: 8S\nt2: 8H\nt3: 7S\nt4: KC");
    assert_eq!(g.check(Move::one(col(1), col(0))), Ok(()));
    assert_eq!(g.check(Move::one(col(2), col(0))), Ok(()));
    assert_eq!(g.check(Move::one(col(3), col(0))), Err(NOT_ONE_HIGHER));
    assert_eq!(g.check(Move::one(col(0), col(4))), Err(NOT_ONE_HIGHER));
    assert_eq!(
        g.check(Move::one(col(4), col(9))),
        Ok(()),
        "any card fills an empty column"
    );
}

#[test]
fn the_stock_refuses_to_deal_onto_an_empty_column_and_changes_nothing() {
    let text = FULL_ROW.replace("t9: JC", "t9:") + "\nstock: AS 2S 3S 4S 5S 6S 7S 8S 9S TS";
    let mut g = four(&text);
    let before = g.clone();
    assert_eq!(g.play(Move::Draw), Err(Illegal::EmptyColumn));
    assert_eq!(g, before);
    assert_eq!(g.moves(), 0);
    let mut empty = four(FULL_ROW);
    assert_eq!(empty.play(Move::Draw), Err(Illegal::StockEmpty));
    assert!(!empty.legal_moves().contains(&Move::Draw));
}

#[test]
fn a_stock_deal_puts_one_card_face_up_on_each_column_top_card_first() {
    let text = format!("{FULL_ROW}\nstock: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS");
    let mut g = four(&text);
    assert!(g.legal_moves().contains(&Move::Draw));
    let events = g.play(Move::Draw).unwrap();
    let dealt: Vec<Card> = ["QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S", "4S", "3S"]
        .map(card)
        .to_vec();
    assert_eq!(events, vec![Event::Dealt { cards: dealt }]);
    assert_eq!(line(&g, PileId::Stock), "stock: AS 2S");
    assert_eq!(line(&g, col(0)), "t0: 2C QS");
    assert_eq!(line(&g, col(9)), "t9: JC 3S");
    assert!(g.columns.iter().all(|c| c.face_down() == 0));
    assert_eq!((g.moves(), g.score()), (1, Some(499)), "a deal is a move");
    // The last two cards go onto the first two columns.
    g.play(Move::Draw).unwrap();
    assert_eq!(line(&g, col(0)), "t0: 2C QS 2S");
    assert_eq!(line(&g, col(1)), "t1: 3C JS AS");
    assert_eq!(line(&g, col(2)), "t2: 4C TS");
    assert_eq!(g.play(Move::Draw), Err(Illegal::StockEmpty));
}

#[test]
fn a_completed_run_goes_home_and_turns_up_the_card_under_it() {
    let mut g = game(
        Suits::One,
        "t0: [5S] KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\nt1: [9S] AS\nt2: 4S",
    );
    assert_eq!(g.score(), Some(500));
    // Copies are numbered as read: the 5S and 9S face down are not
    // the ones in the run.
    let (t0, t1) = (g.columns[0].clone(), g.columns[1].clone());
    let mut run = t0.cards()[1..].to_vec();
    run.push(t1.cards()[1]);
    let events = g.play(Move::one(col(1), col(0))).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Moved {
                from: col(1),
                to: col(0),
                cards: vec![card("AS")]
            },
            Event::Turned {
                pile: col(1),
                card: t1.cards()[0]
            },
            Event::Moved {
                from: col(0),
                to: PileId::Foundation(0),
                cards: run.clone()
            },
            Event::Turned {
                pile: col(0),
                card: t0.cards()[0]
            },
        ]
    );
    assert_eq!(g.foundations()[0].cards(), &run[..]);
    assert_eq!(line(&g, col(0)), "t0: 5S");
    assert_eq!(
        line(&g, PileId::Foundation(0)),
        "f0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"
    );
    assert_eq!(g.score(), Some(500 - 1 + 100));
    assert_eq!(runs_home(&g), 1);
    // Nothing leaves a foundation, nothing is put on one by hand.
    assert_eq!(
        g.check(Move::run(PileId::Foundation(0), col(2), 13)),
        Err(Illegal::FoundationIsFinal)
    );
    assert_eq!(
        g.check(Move::one(col(2), PileId::Foundation(1))),
        Err(Illegal::HomeByItself)
    );
}

#[test]
fn a_run_completed_by_a_deal_goes_home_to_the_next_empty_foundation() {
    let full = "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH";
    let text = format!(
        "f0: {full}\n{}\nstock: 3S 4S 5S 6S 7S 8S 9S TS JS AH",
        FULL_ROW.replace("t0: 2C", "t0: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H")
    );
    let mut g = four(&text);
    let events = g.play(Move::Draw).unwrap();
    assert!(matches!(events[0], Event::Dealt { .. }));
    assert!(matches!(
        events[1],
        Event::Moved {
            from: PileId::Column(0),
            to: PileId::Foundation(1),
            ..
        }
    ));
    assert_eq!(events.len(), 2, "the column is empty: nothing turns");
    assert_eq!(line(&g, PileId::Foundation(1)), format!("f1: {full}"));
    assert_eq!(line(&g, col(0)), "t0:");
    assert_eq!(g.score(), Some(500 - 1 + 200));
}

#[test]
fn the_last_run_home_wins() {
    let mut text = String::new();
    for n in 0..7 {
        text += &format!("f{n}: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n");
    }
    text += "t0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\nt5: AS";
    let mut g = Spider::parse_with(&text, Suits::One).expect("all 104 cards");
    assert!(!g.is_won());
    let events = g.play(Move::one(col(5), col(0))).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(g.is_won());
    assert_eq!(g.score(), Some(500 - 1 + 800));
    assert_eq!(g.check(Move::Draw), Err(Illegal::GameOver));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn scoring_starts_at_500_and_costs_one_a_move() {
    let text = format!("{FULL_ROW}\nstock: AS 2S 3S 4S 5S 6S 7S 8S 9S TS");
    let mut g = four(&text);
    assert_eq!(g.score(), Some(500));
    g.play(Move::Draw).unwrap();
    g.play(Move::one(col(0), col(2))).unwrap_err();
    assert_eq!(g.score(), Some(499), "a refused move costs nothing");
    g.play(Move::one(col(9), col(0))).unwrap_err();
    let mut h = four("t0: 9H\nt1: 8S\nt2: 7D");
    h.play(Move::one(col(1), col(0))).unwrap();
    h.play(Move::one(col(2), col(0))).unwrap();
    h.play(Move::run(col(0), col(5), 3)).unwrap_err();
    assert_eq!((h.moves(), h.score()), (2, Some(498)));
    h.set_tally(Tally {
        moves: 700,
        ..Tally::default()
    });
    assert_eq!(h.score(), Some(-200), "the score may go below zero");
    assert_eq!(h.tally().moves, 700);
}

#[test]
fn notation_round_trips() {
    for suits in [Suits::One, Suits::Two, Suits::Four] {
        let mut g = Spider::deal(5, suits);
        for _ in 0..30 {
            let Some(&mv) = g.legal_moves().last() else {
                break;
            };
            g.play(mv).unwrap();
        }
        let text = g.to_string();
        let back = Spider::parse_with(&text, suits).expect("own notation reads back");
        assert_eq!(back.to_string(), text);
        assert_eq!(faces(&back), faces(&g));
    }
    let text = Spider::deal(1, Suits::Two).to_string();
    assert_eq!(text.lines().count(), 1 + 8 + 10);
    assert!(text.starts_with("stock: "));
    assert!(text.contains("\nf7:\nt0: ["));
}

#[test]
fn illegal_moves_leave_the_game_unchanged() {
    let mut g = Spider::deal(9, Suits::Four);
    let before = g.clone();
    for mv in [
        Move::one(PileId::Stock, col(0)),
        Move::one(col(0), PileId::Stock),
        Move::one(col(0), PileId::Waste),
        Move::one(col(0), PileId::FreeCell(0)),
        Move::one(col(0), PileId::Foundation(0)),
        Move::one(PileId::Foundation(0), col(0)),
        Move::run(col(0), col(1), 0),
        Move::run(col(0), col(1), 2),
        Move::run(col(0), col(1), 7),
        Move::one(col(0), col(10)),
    ] {
        if g.check(mv).is_err() {
            assert!(g.play(mv).is_err(), "{mv}");
            assert_eq!(g, before, "{mv}");
        }
    }
    assert!(g.play(Move::one(PileId::Stock, col(0))).is_err());
    assert_eq!(g, before);
}

#[test]
fn legal_moves_are_exactly_the_moves_play_takes() {
    for suits in [Suits::One, Suits::Four] {
        let mut g = Spider::deal(21, suits);
        for step in 0..40 {
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
        }
    }
}

#[test]
fn a_position_holds_the_whole_deck_and_foundations_whole_runs() {
    let deal = Spider::deal(1, Suits::Two).to_string();
    assert_eq!(
        Spider::parse_with(&deal, Suits::Two),
        Ok(Spider::deal(1, Suits::Two))
    );
    // Four suits' cards are not a two-suit deck.
    assert!(Spider::parse_with(&deal, Suits::One).is_err());
    let err = Spider::parse_with("t0: KS", Suits::One).unwrap_err();
    assert!(err.reason.starts_with("103 cards are missing"), "{err}");
    let empty = four("").to_string();
    assert!(
        Spider::parse_with(&empty, Suits::Four).is_err(),
        "an empty table"
    );
    let err = Spider::parse_partial("f0: KS QS", Suits::One).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (1, "f0"), "{err}");
    let mixed = "f0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H AS";
    assert!(Spider::parse_partial(mixed, Suits::Two).is_err());
    let upside = "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS";
    assert!(Spider::parse_partial(upside, Suits::One).is_err());
    assert!(Spider::parse_partial("t0: [3C]", Suits::Four).is_err());
    assert!(Spider::parse_partial("t0: [3C] KH", Suits::Four).is_ok());
    let err = Spider::parse_partial("t0: 8H\nwaste: 7S", Suits::Four).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (2, "waste"), "{err}");
    let err = Spider::parse_partial("t9: 8H\nt10: 7S", Suits::Four).unwrap_err();
    assert_eq!((err.line, err.token.as_str()), (2, "t10"), "{err}");
    let err = Spider::parse_partial("t0: 8H 8H 8H", Suits::Four).unwrap_err();
    assert_eq!(
        (err.line, err.token.as_str()),
        (1, "8H"),
        "two decks, two 8H"
    );
    assert!(Spider::parse_partial("t0: 8D", Suits::Two).is_err());
    assert!(Spider::parse_partial("t0: 8H\nt0: 7S", Suits::Four).is_err());
}

#[test]
fn spider_deal_1_is_pinned() {
    // A changed shuffle would change what every saved deal number means.
    let text = Spider::deal(1, Suits::Four).to_string();
    assert_eq!(text.lines().nth(9), Some("t0: [9S JS QH 7C 4C] 4S"));
    assert_eq!(text.lines().nth(18), Some("t9: [2C 9S 3S 3D] 2S"));
    assert!(text.starts_with("stock: AS 7D QD "));
    assert!(
        text.lines().next().unwrap().ends_with(" AD QS"),
        "QS is dealt first"
    );
    let two = Spider::deal(1, Suits::Two).to_string();
    assert_eq!(two.lines().nth(9), Some("t0: [5S 9S JH KH 7H] 8S"));
}

#[test]
fn moves_are_written_in_pile_names_and_a_deal_is_stock() {
    let g = four("t0: 9H\nt1: 8S 7S");
    assert_eq!(g.move_text(Move::Draw), "stock");
    assert_eq!(g.move_text(Move::one(col(1), col(0))), "t1 t0");
    assert_eq!(g.move_text(Move::run(col(1), col(0), 2)), "t1 t0 2");
}

#[test]
fn the_table_has_the_stock_eight_foundations_and_ten_columns() {
    let t = Spider::deal(1, Suits::One).table();
    assert_eq!(t.width, 10);
    assert_eq!(t.places.len(), 1 + 8 + 10);
    assert_eq!(t.place(PileId::Stock).unwrap().across, 0.0);
    assert_eq!(t.place(PileId::Foundation(0)).unwrap().across, 2.0);
    assert_eq!(t.place(PileId::Foundation(7)).unwrap().across, 9.0);
    assert_eq!(t.place(col(9)).unwrap().fan, Fan::Down);
}
