//! Mod3's rules in notation: a legal and an illegal move of each kind, the
//! reserve filled from the stock, the deal running out, the win, and the
//! notation read strictly.

use super::*;

fn game(text: &str) -> Mod3 {
    Mod3::parse_partial(text).expect("a Mod3 position")
}

fn row(n: u8) -> PileId {
    PileId::Foundation(n)
}

fn res(n: u8) -> PileId {
    PileId::Column(n)
}

fn card(name: &str) -> Card {
    name.parse().unwrap()
}

#[test]
fn a_deal_puts_a_card_on_each_of_the_four_rows_and_72_in_the_stock() {
    let g = Mod3::deal(3);
    for n in 0..BUILT as u8 {
        assert_eq!(g.pile(row(n)).unwrap().len(), 1);
    }
    assert!(g.pile(ACES).unwrap().is_empty());
    assert!(g
        .reserve()
        .iter()
        .all(|p| p.len() == 1 && p.face_down() == 0));
    assert_eq!(g.pile(PileId::Stock).unwrap().len(), 72);
    assert_eq!(Mod3::deal(3), g);
    assert_ne!(Mod3::deal(4), g);
    assert_eq!(g.score(), None);
    assert_eq!(Mod3::parse(&g.to_string()), Ok(g));
}

#[test]
fn rows_build_up_by_threes_in_suit_from_their_base() {
    let g = game("f0: 2S\nf8: 3H 6H\nf16: 7C\nf1:\nt0: 5S\nt1: 5H\nt2: 9H\nt3: 2D\nt4: 4D");
    assert_eq!(g.check(Move::one(res(0), row(0))), Ok(()), "5S on 2S");
    assert_eq!(
        g.check(Move::one(res(1), row(0))),
        Err(Illegal::NotUpByThree)
    );
    assert_eq!(g.check(Move::one(res(2), row(8))), Ok(()), "9H on 6H");
    assert_eq!(
        g.check(Move::one(res(3), row(1))),
        Ok(()),
        "a 2 starts row one"
    );
    assert_eq!(
        g.check(Move::one(res(4), row(1))),
        Err(Illegal::NotUpByThree),
        "row one starts from a 2"
    );
    assert_eq!(
        g.check(Move::one(res(4), row(17))),
        Ok(()),
        "a 4 starts row three"
    );
    assert_eq!(
        g.check(Move::one(res(2), row(16))),
        Err(Illegal::NotUpByThree),
        "a dealt 7 is not a build: nothing goes on it"
    );
    assert_eq!(
        g.check(Move::run(res(0), row(0), 2)),
        Err(Illegal::NotEnoughCards)
    );
}

#[test]
fn aces_go_aside_and_nothing_comes_back() {
    let g = game("f24: AC\nt0: AH\nt1: 5H\nt2:");
    assert_eq!(g.check(Move::one(res(0), ACES)), Ok(()));
    assert_eq!(g.check(Move::one(res(1), ACES)), Err(Illegal::NotAnAce));
    assert_eq!(
        g.check(Move::one(ACES, res(2))),
        Err(Illegal::NotASource(ACES))
    );
    assert_eq!(g.lift(ACES), 0);
    assert_eq!(g.lift(res(0)), 1);
    assert_eq!(g.safe_home_move(), Some(Move::one(res(0), ACES)));
}

#[test]
fn a_reserve_place_takes_a_card_only_when_empty_and_refills_from_the_stock() {
    let mut g = game("stock: 9C KD\nf0: 2S\nf3: 7H\nt0: 5S\nt1: 6D\nt2:");
    assert_eq!(
        g.check(Move::one(row(3), res(2))),
        Ok(()),
        "a stray out of its row"
    );
    assert_eq!(
        g.check(Move::one(res(1), res(0))),
        Err(Illegal::OnlyOnEmpty)
    );
    let events = g.play(Move::one(res(0), row(0))).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Moved {
                from: res(0),
                to: row(0),
                cards: vec![card("5S")]
            },
            Event::Moved {
                from: PileId::Stock,
                to: res(0),
                cards: vec![card("KD")]
            }
        ]
    );
    assert_eq!(g.pile(res(0)).unwrap().cards(), [card("KD")]);
    assert_eq!(g.pile(PileId::Stock).unwrap().len(), 1);
    assert_eq!(g.moves(), 1);
}

#[test]
fn the_stock_deals_a_card_onto_each_reserve_place_until_it_runs_out() {
    let mut g = game("stock: 2D 3D 4D 5D 6D 7D 8D 9D TD\nt0: KS\nt1: KH");
    let events = g.play(Move::Draw).unwrap();
    let dealt: Vec<Card> = ["TD", "9D", "8D", "7D", "6D", "5D", "4D", "3D"]
        .iter()
        .map(|c| card(c))
        .collect();
    assert_eq!(events, vec![Event::Dealt { cards: dealt }]);
    assert_eq!(g.pile(res(0)).unwrap().top(), Some(card("TD")));
    assert_eq!(g.play(Move::Draw).map(|_| ()), Ok(()), "the last card");
    assert_eq!(g.pile(res(0)).unwrap().top(), Some(card("2D")));
    assert_eq!(g.check(Move::Draw), Err(Illegal::StockEmpty));
}

#[test]
fn a_built_card_moves_back_off_its_row_only_as_the_top_card() {
    let g = game("stock: 9C\nf0: 2S 5S\nf1: 2S\nt0:");
    assert_eq!(g.check(Move::one(row(0), row(1))), Ok(()));
    assert_eq!(g.check(Move::one(row(0), res(0))), Ok(()));
    assert_eq!(
        g.check(Move::run(row(0), res(0), 2)),
        Err(Illegal::OneAtATime)
    );
    assert_eq!(
        g.check(Move::one(PileId::Stock, res(0))),
        Err(Illegal::NotASource(PileId::Stock))
    );
}

#[test]
fn every_row_built_to_four_wins() {
    let mut text = String::new();
    for n in 0..BUILT {
        let suit = ["C", "D", "H", "S"][n % 4];
        let ranks: Vec<String> = (0..FULL)
            .map(|i| {
                let r = base(n) + 3 * i as u8;
                format!("{}{suit}", Rank::new(r).unwrap().letter())
            })
            .collect();
        let len = if n == 23 { 3 } else { 4 };
        text.push_str(&format!("f{n}: {}\n", ranks[..len].join(" ")));
    }
    text.push_str("f24: AC AD AH AS AC AD AH AS\nt5: KS\n");
    let mut g = Mod3::parse(&text).expect("both decks");
    assert!(!g.is_won());
    let events = g.play(Move::one(res(5), row(23))).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(g.is_won());
    assert_eq!(g.check(Move::Draw), Err(Illegal::GameOver));
}

#[test]
fn the_notation_is_read_strictly() {
    let err = Mod3::parse_partial("f25: 2S").unwrap_err();
    assert!(err.reason.contains("f0-f24"), "{err}");
    let err = Mod3::parse_partial("f0: 2S 6S").unwrap_err();
    assert!(err.reason.contains("by threes"), "{err}");
    assert!(Mod3::parse_partial("f0: 7H").is_ok(), "a card as dealt");
    assert!(
        Mod3::parse_partial("f8: 2S 5S").is_err(),
        "row two starts at 3"
    );
    let err = Mod3::parse_partial("f24: AC 2C").unwrap_err();
    assert!(err.reason.contains("aces"), "{err}");
    let err = Mod3::parse_partial("t0: [5H] 6C").unwrap_err();
    assert!(err.reason.contains("face up"), "{err}");
    assert!(
        Mod3::parse_partial("t0: 5H 5H 5H").is_err(),
        "two decks hold two"
    );
    let err = Mod3::parse("t0: 5H").unwrap_err();
    assert!(err.reason.starts_with("103 cards are missing"), "{err}");
}
