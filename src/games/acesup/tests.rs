//! Aces Up's rules in notation: a legal and an illegal move of each kind,
//! the stock running out, the win, and the notation read strictly.

use super::*;

fn game(text: &str) -> AcesUp {
    AcesUp::parse_partial(text).expect("an Aces Up position")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

fn discard(n: u8) -> Move {
    Move::one(col(n), DISCARDS)
}

#[test]
fn a_deal_has_one_card_on_each_column_and_twelve_deals_in_the_stock() {
    let g = AcesUp::deal(3);
    for c in g.columns() {
        assert_eq!((c.len(), c.face_down()), (1, 0));
    }
    assert_eq!(g.pile(PileId::Stock).unwrap().len(), 48);
    assert_eq!(g.stock_left(), Some(12));
    assert_eq!(AcesUp::deal(3), g);
    assert_ne!(AcesUp::deal(4), g);
    assert_eq!(g.score(), None);
    assert_eq!(AcesUp::parse(&g.to_string()), Ok(g));
}

#[test]
fn a_card_is_discarded_under_a_higher_card_of_its_suit_aces_high() {
    let mut g = game("t0: 2C 4H\nt1: 9H\nt2: KS\nt3: AS");
    assert_eq!(g.check(discard(0)), Ok(()), "4H under 9H");
    assert_eq!(g.check(discard(2)), Ok(()), "KS under AS: aces high");
    assert_eq!(g.check(discard(1)), Err(Illegal::NoHigherOfSuit));
    assert_eq!(
        g.check(discard(3)),
        Err(Illegal::NoHigherOfSuit),
        "an ace stays"
    );
    let before = g.clone();
    assert_eq!(g.play(discard(1)), Err(Illegal::NoHigherOfSuit));
    assert_eq!(g, before);
    let events = g.play(discard(0)).unwrap();
    assert_eq!(
        events,
        vec![Event::Moved {
            from: col(0),
            to: DISCARDS,
            cards: vec!["4H".parse().unwrap()]
        }]
    );
    assert_eq!(
        g.check(discard(0)),
        Err(Illegal::NoHigherOfSuit),
        "2C alone"
    );
    assert_eq!(g.moves(), 1);
}

#[test]
fn a_top_card_fills_only_an_empty_column() {
    let g = game("f0: 3C\nt0: 2C 4H\nt1: 9H\nt2: KS");
    assert_eq!(g.check(Move::one(col(0), col(3))), Ok(()));
    assert_eq!(
        g.check(Move::one(col(0), col(1))),
        Err(Illegal::OnlyOnEmpty)
    );
    assert_eq!(
        g.check(Move::run(col(0), col(3), 2)),
        Err(Illegal::OneAtATime)
    );
    assert_eq!(
        g.check(Move::one(DISCARDS, col(3))),
        Err(Illegal::NotASource(DISCARDS))
    );
    assert_eq!(
        g.check(Move::one(col(0), PileId::Stock)),
        Err(Illegal::NotADestination(PileId::Stock))
    );
    assert_eq!(
        g.check(Move::one(col(3), col(2))),
        Err(Illegal::NotEnoughCards)
    );
    assert_eq!(g.lift(col(0)), 1);
    assert_eq!(g.lift(col(3)), 0);
    assert_eq!(g.lift(PileId::Stock), 0);
}

#[test]
fn the_stock_deals_a_card_onto_every_column_until_it_runs_out() {
    let mut g = game("stock: 2D 3D 4D 5D\nt0: 9C\nt1: 9S");
    let events = g.play(Move::Draw).unwrap();
    let dealt: Vec<Card> = ["5D", "4D", "3D", "2D"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    assert_eq!(events, vec![Event::Dealt { cards: dealt }]);
    assert_eq!(
        g.to_string(),
        "stock:\nf0:\nt0: 9C 5D\nt1: 9S 4D\nt2: 3D\nt3: 2D\n"
    );
    let before = g.clone();
    assert_eq!(g.play(Move::Draw), Err(Illegal::StockEmpty));
    assert_eq!(g, before);
    assert_eq!(g.stock_left(), Some(0));
    assert_eq!(
        g.legal_moves(),
        vec![discard(1), discard(2), discard(3)],
        "4D, 3D and 2D under 5D"
    );
}

#[test]
fn only_the_lowest_card_left_of_its_suit_goes_by_itself() {
    let g = game("stock: 2H\nt0: 3H\nt1: 9H");
    assert_eq!(g.safe_home_move(), None, "2H is still to come");
    let g = game("f0: 2H\nt0: 3H\nt1: 9H");
    assert_eq!(g.safe_home_move(), Some(discard(0)));
    assert!(g.home_first());
}

#[test]
fn the_game_is_won_when_only_aces_are_left() {
    let mut g = game("f0: 2S 3S\nt0: AH\nt1: AS KH");
    assert!(!g.is_won());
    let events = g.play(discard(1)).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(g.is_won());
    assert_eq!(g.check(Move::one(col(0), col(2))), Err(Illegal::GameOver));
    assert!(!game("stock: 2S\nt0: AS").is_won());
}

#[test]
fn notation_is_read_strictly_and_round_trips() {
    let g = AcesUp::deal(8);
    let text = g.to_string();
    assert_eq!(text.lines().count(), 2 + COLUMNS);
    assert!(text.starts_with("stock: "));
    assert_eq!(AcesUp::parse(&text).unwrap().to_string(), text);
    let err = AcesUp::parse("t0: KS").unwrap_err();
    assert!(err.reason.starts_with("51 cards are missing"), "{err}");
    assert!(AcesUp::parse_partial("t4: KS").is_err());
    assert!(AcesUp::parse_partial("f1: AS").is_err());
    assert!(AcesUp::parse_partial("waste: AS").is_err());
    assert!(AcesUp::parse_partial("t0: [2C] KS").is_err());
    assert!(AcesUp::parse_partial("f0: [2C] KS").is_err());
    assert!(AcesUp::parse_partial("t0: KS\nt1: KS").is_err());
}

#[test]
fn moves_are_written_as_piles_and_the_deal_as_the_stock() {
    let g = game("stock: 3D 4D 5D 6D\nt3: 8S");
    assert_eq!(g.move_text(Move::Draw), "stock");
    assert_eq!(g.move_text(discard(3)), "t3 f0");
    assert_eq!(g.move_text(Move::one(col(3), col(0))), "t3 t0");
}

#[test]
fn the_table_has_stock_and_discards_above_four_columns() {
    let t = AcesUp::deal(1).table();
    assert_eq!(t.width, 4);
    assert_eq!(t.places.len(), 2 + COLUMNS);
    assert_eq!(t.place(DISCARDS).unwrap().across, 3.0);
    assert_eq!(t.place(col(3)).unwrap().fan, Fan::Down);
}
