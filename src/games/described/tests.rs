//! Rules tests in notation, one legal and one illegal move for each term
//! of the vocabulary, each on a small description that has the term.

use super::registry::register_text;
use super::text_tests::with;
use super::Described;
use crate::games::Patience;
use crate::model::card::Card;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::pile::PileId;

/// A position of the test game with `changes` to its description.
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

fn c(n: u8) -> PileId {
    PileId::FreeCell(n)
}

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// `mv` is refused with `why`, and the position is left as it was.
fn refuses(mut g: Described, mv: Move, why: Illegal) {
    let before = g.clone();
    assert_eq!(g.play(mv), Err(why), "{mv}");
    assert_eq!(g, before, "{mv}: nothing changed");
}

/// `mv` is played.
fn plays(g: &mut Described, mv: Move) -> Vec<Event> {
    g.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}\n{g}"))
}

/// Each way a column builds by suit, downward: on `t0`'s card, the card
/// of `t1` is refused with the rule's words and the card of `t2` plays.
#[test]
fn each_build_by_suit_takes_one_card_and_refuses_another() {
    for (build, position, words) in [
        (
            "build: down alternate",
            "t0: 8H\nt1: 7D\nt2: 7S",
            "a column builds down in alternating colours",
        ),
        (
            "build: down suit",
            "t0: 8H\nt1: 7S\nt2: 7H",
            "a column builds down by suit",
        ),
        (
            "build: down any",
            "t0: 8H\nt1: 6S\nt2: 7H",
            "a column builds down regardless of suit",
        ),
        (
            "build: down colour",
            "t0: 8H\nt1: 7C\nt2: 7D",
            "a column builds down in the same colour",
        ),
        (
            "build: down other",
            "t0: 8H\nt1: 7H\nt2: 7D",
            "a column builds down in any suit but its own",
        ),
    ] {
        let g = game(&[("build", build)], position);
        refuses(g.clone(), Move::one(t(1), t(0)), Illegal::BuildRule(words));
        plays(&mut g.clone(), Move::one(t(2), t(0)));
    }
}

#[test]
fn build_up_or_down() {
    let g = game(
        &[("build", "build: up or down suit")],
        "t0: 8H\nt1: 9H\nt2: 7H\nt3: 9S",
    );
    plays(&mut g.clone(), Move::one(t(1), t(0)));
    plays(&mut g.clone(), Move::one(t(2), t(0)));
    refuses(
        g,
        Move::one(t(3), t(0)),
        Illegal::BuildRule("a column builds up or down by suit"),
    );
}

#[test]
fn build_up_and_wrap() {
    let g = game(&[("build", "build: up any")], "t0: 8H\nt1: 9C\nt2: 7C");
    refuses(
        g.clone(),
        Move::one(t(2), t(0)),
        Illegal::BuildRule("a column builds up regardless of suit"),
    );
    plays(&mut g.clone(), Move::one(t(1), t(0)));
    // Wrapping, an ace takes a king (down): without it, it does not.
    let position = "t0: AH\nt1: KS";
    let wraps = game(&[("build", "build: down alternate wrap")], position);
    plays(&mut wraps.clone(), Move::one(t(1), t(0)));
    refuses(
        game(&[], position),
        Move::one(t(1), t(0)),
        Illegal::BuildRule("a column builds down in alternating colours"),
    );
}

#[test]
fn build_none() {
    let g = game(&[("build", "build: none")], "t0: 8H\nt1: 7S\nt2:");
    refuses(
        g.clone(),
        Move::one(t(1), t(0)),
        Illegal::BuildRule("nothing is built on a column's cards"),
    );
    plays(&mut g.clone(), Move::one(t(1), t(2)));
}

#[test]
fn move_one_card_at_a_time() {
    let g = game(&[], "t0: 9S 8H\nt1: 9C");
    refuses(
        g.clone(),
        Move::run(t(0), t(1), 2),
        Illegal::GroupRule("cards move one at a time"),
    );
    assert_eq!(g.lift(t(0)), 1);
    plays(&mut g.clone(), Move::one(t(0), t(1)));
}

#[test]
fn move_a_run_by_the_build_rule() {
    let g = game(
        &[("move", "move: run")],
        "t0: TD 9S 8H\nt1: TH\nt2: 5C 9C 8C",
    );
    assert_eq!(g.lift(t(0)), 3);
    plays(&mut g.clone(), Move::run(t(0), t(1), 2));
    refuses(
        g,
        Move::run(t(2), t(1), 2),
        Illegal::GroupRule("only a run by the column's rule moves together"),
    );
}

#[test]
fn move_a_supermove_as_far_as_cells_and_empty_columns_let_it() {
    let changes = [("move", "move: supermove"), ("cells", "cells: 1")];
    // One free cell: two cards move; three do not.
    let g = game(&changes, "t0: 9S 8H 7C\nt1: TH\nt2: 9C\nt3: 2D");
    plays(&mut g.clone(), Move::run(t(0), t(2), 2));
    refuses(g, Move::run(t(0), t(1), 3), Illegal::RunTooLong { max: 2 });
    // An empty column doubles it.
    let g = game(&changes, "t0: 9S 8H 7C\nt1: TH\nt2:\nt3: 2D");
    plays(&mut g.clone(), Move::run(t(0), t(1), 3));
}

#[test]
fn move_a_run_of_one_suit() {
    let changes = [("build", "build: down any"), ("move", "move: suit run")];
    let g = game(&changes, "t0: 9S 8S\nt1: TD\nt2: 9H 8C");
    plays(&mut g.clone(), Move::run(t(0), t(1), 2));
    refuses(
        g,
        Move::run(t(2), t(1), 2),
        Illegal::GroupRule("only a run of one suit moves together"),
    );
}

#[test]
fn move_any_face_up_cards() {
    let changes = [("build", "build: down suit"), ("move", "move: face up")];
    let g = game(&changes, "t0: [4C] 7H 2S 9D\nt1: 8H");
    let mut played = g.clone();
    plays(&mut played, Move::run(t(0), t(1), 3));
    assert_eq!(
        played.to_string().lines().nth(4),
        Some("t0: 4C"),
        "turned up"
    );
    refuses(g, Move::run(t(0), t(1), 4), Illegal::FaceDown);
}

#[test]
fn empty_column_takes_any_card() {
    let g = game(&[], "t0: 5D\nt1:");
    plays(&mut g.clone(), Move::one(t(0), t(1)));
    assert_eq!(
        game(&[("empty", "empty: kings")], "t0: 5D\nt1:").check(Move::one(t(0), t(1))),
        Err(Illegal::EmptyRule("only a king fills an empty column"))
    );
}

#[test]
fn empty_column_takes_kings_only() {
    let g = game(&[("empty", "empty: kings")], "t0: 5D\nt1:\nt2: KC");
    plays(&mut g.clone(), Move::one(t(2), t(1)));
    refuses(
        g,
        Move::one(t(0), t(1)),
        Illegal::EmptyRule("only a king fills an empty column"),
    );
}

#[test]
fn empty_column_stays_empty() {
    let g = game(&[("empty", "empty: none")], "t0: 5D\nt1:\nt2: 6S");
    plays(&mut g.clone(), Move::one(t(0), t(2)));
    refuses(
        g,
        Move::one(t(0), t(1)),
        Illegal::EmptyRule("an empty column stays empty"),
    );
}

/// A Canfield-like test game: a reserve that fills empty columns.
fn reserved(position: &str) -> Described {
    game(
        &[
            ("deal", "deal: 1"),
            ("reserve", "reserve: 13"),
            ("empty", "empty: reserve"),
            ("stock", "stock: waste 1 passes unlimited"),
        ],
        position,
    )
}

#[test]
fn empty_column_is_filled_from_the_reserve_by_itself() {
    let mut g = reserved("r: 2C 3D\nt0: 8H\nt1: 7S\nt2: 9C\nt3: KC");
    let events = plays(&mut g, Move::one(t(1), t(0)));
    assert_eq!(
        events.last(),
        Some(&Event::Moved {
            from: PileId::Reserve,
            to: t(1),
            cards: vec![card("3D")]
        })
    );
    assert_eq!(
        g.to_string().lines().find(|l| l.starts_with("r:")),
        Some("r: 2C")
    );
    // The reserve's top card plays, and nothing is put on the reserve.
    plays(&mut g.clone(), Move::one(PileId::Reserve, t(1)));
    refuses(
        g,
        Move::one(t(2), PileId::Reserve),
        Illegal::NotADestination(PileId::Reserve),
    );
}

#[test]
fn once_the_reserve_is_gone_any_card_fills_a_column() {
    let mut g = reserved("t0: 8H\nt1: 7S\nt2: 9C");
    plays(&mut g, Move::one(t(1), t(0)));
    plays(&mut g, Move::one(t(2), t(1)));
}

#[test]
fn a_free_cell_holds_one_card() {
    let g = game(&[("cells", "cells: 2")], "c0: 3H\nt0: 8H 4C\nt1: 9S");
    plays(&mut g.clone(), Move::one(t(0), c(1)));
    plays(&mut g.clone(), Move::one(c(0), t(0)));
    refuses(g, Move::one(t(0), c(0)), Illegal::CellOccupied);
}

/// King Albert's reserve: dealt into the cells' places, any card of it
/// plays, nothing goes back, and its empty places are no room for a
/// supermove.
#[test]
fn a_spread_reserve_gives_any_of_its_cards_and_takes_none() {
    let changes = [
        ("reserve", "reserve: 2 spread"),
        ("deal", "deal: 12 12 12 14"),
        ("move", "move: supermove"),
    ];
    let g = game(&changes, "c0: 7C\nc1:\nt0: 9S 8H\nt1: TH\nt2: 8D\nt3: 2D");
    plays(&mut g.clone(), Move::one(c(0), t(2)));
    refuses(
        g.clone(),
        Move::one(t(3), c(1)),
        Illegal::NotADestination(PileId::Reserve),
    );
    refuses(g, Move::run(t(0), t(1), 2), Illegal::RunTooLong { max: 1 });
    let id = register_text(&with(&changes)).unwrap();
    let dealt = Described::deal(1, id);
    assert!(
        dealt.cells.iter().all(|c| c.len() == 1),
        "every place dealt"
    );
}

/// A redeal row by row (Grandfather's) and in packets (Perseverance's):
/// in packets the cards come back in the order they lay, runs whole.
#[test]
fn a_redeal_in_packets_keeps_the_cards_in_their_order() {
    let position = "t0: 5H 4H\nt1: 9S\nt2:\nt3: KD QD JD";
    let mut rows = game(&[("stock", "stock: redeal 1")], position);
    plays(&mut rows, Move::Draw);
    let mut packets = game(&[("stock", "stock: redeal 1 in packets")], position);
    plays(&mut packets, Move::Draw);
    let columns = |g: &Described| -> Vec<String> {
        g.columns
            .iter()
            .map(|c| {
                c.cards()
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    };
    assert_eq!(columns(&rows), ["4H QD", "5H KD", "9S", "JD"]);
    assert_eq!(columns(&packets), ["5H 4H 9S KD QD JD", "", "", ""]);
    refuses(packets, Move::Draw, Illegal::NoRedealsLeft);
}

/// Cruel's redeals without end: never refused, counted in the notation,
/// which reads back; the stock shows no count left.
#[test]
fn a_redeal_without_end_is_never_refused() {
    let changes = [("stock", "stock: redeal unlimited in packets")];
    let mut g = game(&changes, "t0: 5H 4H\nt1: 9S");
    for _ in 0..3 {
        plays(&mut g, Move::Draw);
    }
    let text = g.to_string();
    assert!(text.starts_with("redeals: 3\n"), "{text}");
    let id = register_text(&with(&changes)).unwrap();
    let read = Described::parse_partial(&text, id).unwrap();
    assert_eq!(read.to_string(), text);
    assert_eq!(g.stock_left(), None);
}

/// Penguin's beak: the first card dealt sets the base, the other cards
/// of its rank start home, and only a card one rank below the base fills
/// an empty column.
#[test]
fn the_beak_sets_the_base_and_a_card_below_it_fills_a_space() {
    let changes = [
        ("home deal", "home deal: beak"),
        ("foundations", "foundations: 4 up from dealt wrap"),
        ("empty", "empty: below base"),
        ("deal", "deal: 12 12 12 13"),
    ];
    let g = game(&changes, "f0: JS\nt0: 5H\nt1: TH\nt2: 9C\nt3:");
    plays(&mut g.clone(), Move::one(t(1), t(3)));
    refuses(
        g,
        Move::one(t(2), t(3)),
        Illegal::EmptyRule(
            "only a card one rank below the foundations' base fills an empty column",
        ),
    );
    let id = register_text(&with(&changes)).unwrap();
    let dealt = Described::deal(1, id);
    let beak = dealt.columns[0].cards()[0];
    let home: Vec<Card> = dealt.foundations.iter().filter_map(|f| f.top()).collect();
    assert_eq!(home.len(), 3);
    assert!(home.iter().all(|c| c.rank() == beak.rank() && *c != beak));
    let below = super::vocabulary::below(beak.rank());
    assert_eq!(dealt.empty_takes(t(0)), Some(below));
}

#[test]
fn free_cells_dealt_a_card_each() {
    let id = register_text(&with(&[
        ("cells", "cells: 4 dealt 2"),
        ("deal", "deal: 12 12 12 14"),
    ]))
    .unwrap();
    let g = Described::deal(1, id);
    assert_eq!(
        g.cells.iter().map(|c| c.len()).collect::<Vec<_>>(),
        [1, 1, 0, 0]
    );
}

#[test]
fn foundations_build_up_by_suit_from_the_ace() {
    let g = game(&[], "f0: AH\nt0: 2H\nt1: 2S\nt2: AC");
    plays(&mut g.clone(), Move::one(t(0), f(0)));
    plays(&mut g.clone(), Move::one(t(2), f(1)));
    refuses(
        g,
        Move::one(t(1), f(0)),
        Illegal::HomeRule("a foundation builds up by suit from the ace"),
    );
}

#[test]
fn foundations_build_down_from_the_king() {
    let changes = [
        ("foundations", "foundations: 4 down from end"),
        ("build", "build: up alternate"),
    ];
    let g = game(&changes, "f0: KH\nt0: QH\nt1: AS");
    plays(&mut g.clone(), Move::one(t(0), f(0)));
    refuses(
        g,
        Move::one(t(1), f(1)),
        Illegal::HomeRule("a foundation builds down by suit from the king"),
    );
}

#[test]
fn foundations_from_a_dealt_base_wrap_from_king_to_ace() {
    let changes = [
        ("foundations", "foundations: 4 up from dealt wrap"),
        ("home deal", "home deal: one"),
        ("deal", "deal: 12 13 13 13"),
    ];
    let g = game(&changes, "f0: QD KD\nt0: AD\nt1: QS\nt2: AS");
    plays(&mut g.clone(), Move::one(t(0), f(0)));
    plays(&mut g.clone(), Move::one(t(1), f(1)));
    refuses(
        g,
        Move::one(t(2), f(1)),
        Illegal::HomeRule("a foundation builds up by suit from the first foundation's rank"),
    );
    // The deal puts one card home, and its rank is every foundation's base.
    let id = register_text(&with(&changes)).unwrap();
    let g = Described::deal(4, id);
    assert_eq!(g.foundations[0].len(), 1);
    assert_eq!(g.base, g.foundations[0].cards()[0].rank());
}

#[test]
fn the_aces_dealt_home() {
    let id = register_text(&with(&[
        ("home deal", "home deal: aces"),
        ("deal", "deal: 12"),
    ]))
    .unwrap();
    let g = Described::deal(9, id);
    assert!(g
        .foundations
        .iter()
        .all(|f| f.len() == 1 && f.cards()[0].rank().value() == 1));
    assert!(g.columns.iter().all(|c| c.len() == 12));
}

#[test]
fn cards_come_back_from_home_only_where_the_description_says() {
    let position = "f0: AH 2H\nt0: 3S";
    refuses(
        game(&[], position),
        Move::one(f(0), t(0)),
        Illegal::FoundationIsFinal,
    );
    let mut g = game(&[("home back", "home back: yes")], position);
    assert_eq!(g.lift(f(0)), 1);
    refuses(
        game(
            &[("home back", "home back: yes")],
            "f0: AH
t0: 3S",
        ),
        Move::one(f(0), f(1)),
        Illegal::HomeRule("a card leaves a foundation only to be played"),
    );
    plays(&mut g, Move::one(f(0), t(0)));
}

/// A Spider-like test game: foundations of whole runs, a stock dealt
/// onto the columns.
fn spiderish(stock: &str, position: &str) -> Described {
    game(
        &[
            ("build", "build: down any"),
            ("move", "move: suit run"),
            ("foundations", "foundations: 4 runs"),
            ("stock", stock),
            ("deal", "deal: 5"),
        ],
        position,
    )
}

#[test]
fn a_run_from_king_to_ace_goes_home_by_itself_and_never_by_hand() {
    let run = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S";
    let mut g = spiderish("stock: deal", &format!("t0: [5H] {run}\nt1: AS\nt2: 4D"));
    let events = plays(&mut g, Move::one(t(1), t(0)));
    assert!(matches!(
        events[1],
        Event::Moved {
            to: PileId::Foundation(0),
            ..
        }
    ));
    assert_eq!(
        events[2],
        Event::Turned {
            pile: t(0),
            card: card("5H")
        }
    );
    refuses(g, Move::one(t(2), f(1)), Illegal::HomeByItself);
}

#[test]
fn the_stock_deals_a_card_onto_each_column_as_far_as_it_lasts() {
    let mut g = spiderish("stock: deal", "stock: 2C 3C\nt0: 9H\nt1:\nt2: 5D\nt3: 6D");
    let events = plays(&mut g, Move::Draw);
    assert_eq!(
        events[0],
        Event::Dealt {
            cards: vec![card("3C"), card("2C")]
        }
    );
    assert_eq!(g.to_string().lines().nth(5), Some("t0: 9H 3C"));
    refuses(g, Move::Draw, Illegal::StockEmpty);
}

#[test]
fn the_stock_deals_only_when_no_column_is_empty_if_told() {
    let position = "stock: 2C 3C 4C 5C\nt0: 9H\nt1: 8H\nt2: 5D\nt3: 6D";
    let g = spiderish("stock: deal not on empty", position);
    plays(&mut g.clone(), Move::Draw);
    let g = spiderish(
        "stock: deal not on empty",
        "stock: 2C 3C 4C 5C\nt0: 9H\nt1:\nt2: 5D\nt3: 6D",
    );
    refuses(g, Move::Draw, Illegal::EmptyColumn);
}

fn wasted(stock: &str, position: &str) -> Described {
    game(&[("deal", "deal: 5"), ("stock", stock)], position)
}

#[test]
fn the_stock_turns_cards_onto_the_waste_for_its_passes() {
    let mut g = wasted("stock: waste 3 passes 2", "stock: 2C 3C 4C 5C\nt0: 9H");
    let events = plays(&mut g, Move::Draw);
    assert_eq!(
        events[0],
        Event::Drew {
            cards: vec![card("5C"), card("4C"), card("3C")]
        }
    );
    plays(&mut g, Move::Draw);
    assert_eq!(
        plays(&mut g, Move::Draw),
        [Event::Recycled],
        "the second pass"
    );
    plays(&mut g, Move::Draw);
    plays(&mut g, Move::Draw);
    refuses(g, Move::Draw, Illegal::NoPassesLeft);
    // The waste's top card plays; nothing is put on it.
    let g = wasted("stock: waste 1", "waste: 8S\nt0: 9H");
    plays(&mut g.clone(), Move::one(PileId::Waste, t(0)));
    refuses(
        g,
        Move::one(t(0), PileId::Waste),
        Illegal::NotADestination(PileId::Waste),
    );
}

#[test]
fn unlimited_passes_never_run_out() {
    let mut g = wasted("stock: waste 1 passes unlimited", "stock: 2C\nt0: 9H");
    for _ in 0..10 {
        plays(&mut g, Move::Draw);
        assert_eq!(plays(&mut g, Move::Draw), [Event::Recycled]);
    }
    refuses(
        wasted("stock: waste 1", "waste: 2C\nt0: 9H"),
        Move::Draw,
        Illegal::NoPassesLeft,
    );
}

#[test]
fn without_a_stock_there_is_nothing_to_draw() {
    refuses(game(&[], "t0: 9H"), Move::Draw, Illegal::NoStock);
}

#[test]
fn safe_auto_play_sends_home_only_what_nothing_could_build_on() {
    // 3H could take 2S or 2C: not while they are out. 2D goes at once.
    let g = game(&[], "f0: AH 2H\nf1: AD\nt0: 3H\nt1: 2S\nt2: 2D");
    assert_eq!(g.safe_home_move(), Some(Move::one(t(2), f(1))));
    let g = game(&[], "f0: AH 2H\nf1: AD\nt0: 3H\nt1: 2S");
    assert_eq!(g.safe_home_move(), None, "2S could still go on 3H");
    let g = game(&[], "f0: AH 2H\nf1: AS 2S\nf2: AC 2C\nt0: 3H");
    assert_eq!(g.safe_home_move(), Some(Move::one(t(0), f(0))));
    let off = game(&[("autoplay", "autoplay: none")], "f0: AH\nt0: 2H");
    assert_eq!(off.safe_home_move(), None);
}

#[test]
fn the_score_counts_five_a_card_home_when_told() {
    let position = "f0: AH 2H\nt0: 3H";
    assert_eq!(game(&[], position).score(), None);
    let mut g = game(&[("score", "score: home")], position);
    assert_eq!(g.score(), Some(10));
    plays(&mut g, Move::one(t(0), f(0)));
    assert_eq!(g.score(), Some(15));
}

#[test]
fn the_game_is_won_with_every_card_home() {
    let mut text = String::new();
    for (n, suit) in ["C", "D", "H", "S"].iter().enumerate() {
        let cards: Vec<String> = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q"]
            .iter()
            .map(|r| format!("{r}{suit}"))
            .collect();
        text.push_str(&format!("f{n}: {}\n", cards.join(" ")));
    }
    text.push_str("t0: KC KD KH\nt1: KS\n");
    let mut g = game(&[], &text);
    assert!(!g.is_won());
    assert!(!g.is_trivially_won(), "kings of one rank lie on each other");
    plays(&mut g, Move::one(t(1), f(3)));
    plays(&mut g, Move::one(t(0), f(2)));
    plays(&mut g, Move::one(t(0), f(1)));
    let events = plays(&mut g, Move::one(t(0), f(0)));
    assert_eq!(events.last(), Some(&Event::Won));
    refuses(g, Move::one(t(0), f(0)), Illegal::GameOver);
}

#[test]
fn a_position_that_breaks_the_description_is_refused_with_its_line() {
    let id = register_text(&with(&[])).unwrap();
    let err = Described::parse_partial("t0: 9H\nf1: 2C", id).unwrap_err();
    assert_eq!(
        (err.line, err.reason.as_str()),
        (2, "a foundation builds up by suit from the ace")
    );
    let err = Described::parse_partial("c0: 9H", id).unwrap_err();
    assert!(
        err.reason
            .starts_with("not a pile of Rules test (f0 f1 f2 f3 t0 t1 t2 t3)"),
        "{err}"
    );
    let err = Described::parse("t0: 9H", id).unwrap_err();
    assert!(err.reason.starts_with("51 cards are missing"), "{err}");
}

#[test]
fn every_legal_move_plays_and_every_other_is_refused() {
    let g = game(
        &[("cells", "cells: 1"), ("move", "move: supermove")],
        "c0: 3H\nf0: AD\nt0: 9S 8H 7C\nt1: 9C\nt2:\nt3: 2D",
    );
    let legal = g.legal_moves();
    assert!(legal.contains(&Move::run(t(0), t(1), 2)));
    assert!(legal.contains(&Move::one(t(3), f(0))));
    let piles: Vec<PileId> = g.piles().into_iter().map(|(id, _)| id).collect();
    for &from in &piles {
        for &to in &piles {
            for count in 1..=4 {
                let mv = Move::run(from, to, count);
                assert_eq!(g.check(mv).is_ok(), legal.contains(&mv), "{mv}");
            }
        }
    }
}

#[test]
fn move_one_card_or_a_whole_column() {
    let g = game(
        &[("move", "move: one or whole")],
        "t0: TD 9S 8H\nt1: JS\nt2: 9C\nt3: 5C",
    );
    assert_eq!(g.lift(t(0)), 3);
    plays(&mut g.clone(), Move::run(t(0), t(1), 3));
    plays(&mut g.clone(), Move::one(t(0), t(2)));
    refuses(
        g,
        Move::run(t(0), t(3), 2),
        Illegal::GroupRule("one card moves, or a whole column"),
    );
}

/// Canfield's base card (a 7 here) may hold the last cards of the
/// foundations (the 6s) in a column, so neither it nor the card above it
/// goes home by itself while a card that could lie on it is still out.
#[test]
fn a_base_card_that_holds_the_last_cards_is_not_safe() {
    let canfield = super::registry::named("canfield");
    let g = |position: &str| {
        Described::parse_partial(position, canfield).unwrap_or_else(|e| panic!("{e}\n{position}"))
    };
    assert_eq!(
        g("f0: 7S\nt0: 7H").safe_home_move(),
        None,
        "6S or 6C could lie on 7H"
    );
    assert_eq!(
        g("f0: 7S\nf1: 7H\nt0: 8H").safe_home_move(),
        None,
        "7C could lie on 8H"
    );
    assert_eq!(
        g("f0: 7S\nf1: 7H\nf2: 7C\nt0: 8H").safe_home_move(),
        Some(Move::one(t(0), f(1))),
        "both black 7s are home"
    );
}
