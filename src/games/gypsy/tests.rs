//! Gypsy's rules in notation: a legal and an illegal move of each kind,
//! the stock running out, the win, and the notation read strictly.

use super::*;

fn game(text: &str) -> Gypsy {
    Gypsy::parse_partial(text).expect("a Gypsy position")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

fn home(n: u8) -> PileId {
    PileId::Foundation(n)
}

fn line(g: &Gypsy, id: PileId) -> String {
    let name = format!("{id}:");
    g.to_string()
        .lines()
        .find(|l| l.starts_with(&name))
        .expect("a line for the pile")
        .to_string()
}

#[test]
fn a_deal_has_two_cards_face_down_and_one_up_on_each_column_and_ten_deals_left() {
    let g = Gypsy::deal(3);
    for c in g.columns() {
        assert_eq!((c.len(), c.face_down()), (3, 2));
    }
    assert_eq!(g.stock_left(), Some(10));
    assert_eq!(Gypsy::deal(3), g);
    assert_ne!(Gypsy::deal(4), g);
    assert_eq!(g.score(), None);
    assert_eq!(Gypsy::parse(&g.to_string()), Ok(g));
}

#[test]
fn a_run_in_alternating_colours_builds_down_and_any_run_fills_an_empty_column() {
    let mut g = game("t0: [KD] 9H 8S 7D\nt1: 9C\nt2: TS\nt3: 8C");
    assert_eq!(g.lift(col(0)), 3);
    assert_eq!(
        g.check(Move::run(col(0), col(1), 3)),
        Err(Illegal::DoesNotBuild),
        "9H on 9C"
    );
    assert_eq!(
        g.check(Move::run(col(0), col(1), 2)),
        Err(Illegal::DoesNotBuild),
        "8S on 9C"
    );
    assert_eq!(
        g.check(Move::run(col(0), col(4), 4)),
        Err(Illegal::FaceDown)
    );
    assert_eq!(
        g.check(Move::run(col(3), col(0), 1)),
        Err(Illegal::DoesNotBuild)
    );
    assert_eq!(
        g.check(Move::run(col(0), col(5), 3)),
        Ok(()),
        "any run, no limit"
    );
    let before = g.clone();
    assert_eq!(
        g.play(Move::run(col(0), col(1), 3)),
        Err(Illegal::DoesNotBuild)
    );
    assert_eq!(g, before);
    g.play(Move::run(col(0), col(2), 3)).unwrap();
    assert_eq!(line(&g, col(2)), "t2: TS 9H 8S 7D");
    assert_eq!(line(&g, col(0)), "t0: KD", "the card below turned up");
}

#[test]
fn moving_the_last_face_up_card_turns_the_one_below() {
    let mut g = game("t0: [KD 5C] 9H\nt1: TS\nt2: [4H] 3S");
    let events = g.play(Move::one(col(0), col(1))).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Moved {
                from: col(0),
                to: col(1),
                cards: vec!["9H".parse().unwrap()]
            },
            Event::Turned {
                pile: col(0),
                card: "5C".parse().unwrap()
            }
        ]
    );
    assert_eq!(line(&g, col(0)), "t0: [KD] 5C");
    assert_eq!(line(&g, col(1)), "t1: TS 9H");
    assert_eq!(g.moves(), 1);
}

#[test]
fn a_foundation_builds_up_in_suit_and_its_top_card_may_come_back_down() {
    let mut g = game("f0: AH 2H\nt0: 3H\nt1: 4S\nt2: 3D\nt3: AH");
    assert_eq!(
        g.check(Move::one(col(2), home(0))),
        Err(Illegal::NotNextOnFoundation)
    );
    assert_eq!(
        g.check(Move::run(col(0), home(1), 1)),
        Err(Illegal::NotNextOnFoundation)
    );
    g.play(Move::one(col(0), home(0))).unwrap();
    assert_eq!(line(&g, home(0)), "f0: AH 2H 3H");
    assert_eq!(g.check(Move::one(home(0), col(1))), Ok(()), "3H on 4S");
    assert_eq!(
        g.check(Move::one(home(0), col(2))),
        Err(Illegal::DoesNotBuild)
    );
    assert_eq!(
        g.check(Move::run(home(0), col(1), 2)),
        Err(Illegal::OneAtATime)
    );
    assert_eq!(
        g.check(Move::one(home(0), home(1))),
        Err(Illegal::NotADestination(home(1)))
    );
    g.play(Move::one(home(0), col(1))).unwrap();
    assert_eq!(line(&g, col(1)), "t1: 4S 3H");
    assert_eq!(
        g.check(Move::one(col(1), PileId::Stock)),
        Err(Illegal::NotADestination(PileId::Stock))
    );
}

#[test]
fn the_stock_deals_a_card_onto_every_column_even_an_empty_one_until_it_runs_out() {
    let text = "stock: 2S 3S 4S 5S 6S 7S 8S 9S TS\nt0: KD";
    let mut g = game(text);
    assert_eq!(g.stock_left(), Some(2));
    let events = g.play(Move::Draw).unwrap();
    let dealt: Vec<_> = ["TS", "9S", "8S", "7S", "6S", "5S", "4S", "3S"]
        .map(|c| c.parse().unwrap())
        .to_vec();
    assert_eq!(events, vec![Event::Dealt { cards: dealt }]);
    assert_eq!(line(&g, col(0)), "t0: KD TS");
    assert_eq!(line(&g, col(7)), "t7: 3S");
    g.play(Move::Draw).unwrap();
    assert_eq!(line(&g, col(0)), "t0: KD TS 2S", "the last card onto t0");
    let before = g.clone();
    assert_eq!(g.play(Move::Draw), Err(Illegal::StockEmpty));
    assert_eq!(g, before);
    assert_eq!(g.move_text(Move::Draw), "stock");
    assert_eq!(
        g.check(Move::one(PileId::Stock, col(1))),
        Err(Illegal::NotEnoughCards)
    );
    let s = game("stock: 2S");
    assert_eq!(
        s.check(Move::one(PileId::Stock, col(1))),
        Err(Illegal::NotASource(PileId::Stock))
    );
}

#[test]
fn only_a_card_nothing_can_need_goes_home_by_itself() {
    // 4H: both black threes of both decks are home.
    let g = game("f0: AH 2H 3H\nf1: AC 2C 3C\nf2: AC 2C 3C\nf3: AS 2S 3S\nf4: AS 2S 3S\nt0: 4H");
    assert_eq!(g.safe_home_move(), Some(Move::one(col(0), home(0))));
    let g = game("f0: AH 2H 3H\nf1: AC 2C 3C\nf3: AS 2S 3S\nf4: AS 2S 3S\nt0: 4H");
    assert_eq!(g.safe_home_move(), None, "a 3C is still out");
    let g = game("f0: AH\nt0: 2H");
    assert_eq!(
        g.safe_home_move(),
        Some(Move::one(col(0), home(0))),
        "a two always"
    );
}

#[test]
fn the_last_card_home_wins_and_descending_columns_finish_by_themselves() {
    let mut text = String::new();
    for (n, suit) in "CCDDHHSS".chars().enumerate() {
        let top = if n == 7 { 12 } else { 13 };
        let cards: Vec<String> = (1..=top)
            .map(|r| format!("{}{suit}", "A23456789TJQK".as_bytes()[r - 1] as char))
            .collect();
        text += &format!("f{n}: {}\n", cards.join(" "));
    }
    let mut g = Gypsy::parse(&(text + "t3: KS")).expect("both decks");
    assert!(!g.is_won() && g.is_trivially_won());
    let events = g.play(Move::one(col(3), home(7))).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(g.is_won());
    assert_eq!(g.check(Move::Draw), Err(Illegal::GameOver));
    assert!(!game("t0: [5H] 6S").is_trivially_won(), "a card face down");
    assert!(!game("t0: 6H\nstock: 4H").is_trivially_won());
}

#[test]
fn legal_moves_are_exactly_the_moves_play_takes() {
    let mut g = Gypsy::deal(21);
    for step in 0..60 {
        let legal = g.legal_moves();
        let piles: Vec<PileId> = g.all_piles().map(|(id, _)| id).collect();
        for &from in &piles {
            for &to in &piles {
                for count in 1..=4 {
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

#[test]
fn the_notation_is_read_strictly() {
    assert!(Gypsy::parse_partial("t0: [3C] KH").is_ok());
    assert!(
        Gypsy::parse_partial("t0: [3C]").is_err(),
        "a top card face up"
    );
    assert!(Gypsy::parse_partial("f0: AH 3H").is_err());
    assert!(Gypsy::parse_partial("waste: AH").is_err());
    let err = Gypsy::parse_partial("t0: 8H 8H 8H").unwrap_err();
    assert_eq!(err.token, "8H", "two decks, two 8H");
    let err = Gypsy::parse("t0: KS").unwrap_err();
    assert!(err.reason.starts_with("103 cards are missing"), "{err}");
}

#[test]
fn the_table_has_the_stock_and_foundations_over_eight_centred_columns() {
    let t = Gypsy::deal(1).table();
    assert_eq!(t.width, 10);
    assert_eq!(t.places.len(), 1 + 8 + 8);
    assert_eq!(t.place(home(0)).unwrap().across, 2.0);
    assert_eq!(t.place(col(0)).unwrap().across, 1.0);
}
