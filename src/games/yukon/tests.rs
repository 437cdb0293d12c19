//! Yukon's rules in notation: a legal and an illegal move of each kind,
//! the deal, the win, and the notation read strictly.

use super::*;

fn game(text: &str) -> Yukon {
    Yukon::parse_partial(text, Kind::Yukon).expect("a Yukon position")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

fn home(n: u8) -> PileId {
    PileId::Foundation(n)
}

#[test]
fn a_deal_has_n_cards_face_down_and_five_face_up_on_column_n() {
    let g = Yukon::deal(3, Kind::Yukon);
    let shape: Vec<(usize, usize)> = g
        .columns()
        .iter()
        .map(|c| (c.len(), c.face_down()))
        .collect();
    assert_eq!(
        shape,
        [(1, 0), (6, 1), (7, 2), (8, 3), (9, 4), (10, 5), (11, 6)]
    );
    assert_eq!(Yukon::deal(3, Kind::Yukon), g);
    assert_ne!(Yukon::deal(4, Kind::Yukon), g);
    assert_eq!((g.score(), g.stock_left()), (None, None));
    assert_eq!(Yukon::parse(&g.to_string(), Kind::Yukon), Ok(g));
}

#[test]
fn any_face_up_card_moves_with_what_lies_on_it() {
    let mut g = game("t0: [KD] 9H 2C 5S\nt1: TS\nt2: [4D] 3C JD");
    let under_ts = Move::run(col(0), col(1), 3);
    assert_eq!(g.lift(col(0)), 3);
    assert_eq!(
        g.check(Move::run(col(0), col(1), 4)),
        Err(Illegal::FaceDown)
    );
    assert_eq!(
        g.check(Move::run(col(0), col(2), 3)),
        Err(Illegal::DoesNotBuild),
        "9H on JD"
    );
    assert_eq!(
        g.check(Move::run(col(0), col(1), 2)),
        Err(Illegal::DoesNotBuild),
        "2C on TS"
    );
    let events = g.play(under_ts).unwrap();
    assert_eq!(
        events[1],
        Event::Turned {
            pile: col(0),
            card: "KD".parse().unwrap()
        }
    );
    assert_eq!(g.to_string().lines().nth(5), Some("t1: TS 9H 2C 5S"));
    assert_eq!(g.moves(), 1);
}

#[test]
fn only_a_king_fills_an_empty_column() {
    let g = game("t0: [2C] KH QS 4D\nt1: 8C 7H");
    assert_eq!(g.check(Move::run(col(0), col(2), 3)), Ok(()));
    assert_eq!(
        g.check(Move::run(col(1), col(2), 1)),
        Err(Illegal::OnlyKingOnEmpty)
    );
}

#[test]
fn cards_go_home_one_at_a_time_and_never_come_back() {
    let g = game("f0: AH\nt0: 3H 2H\nt1: AS\nt2: 2S");
    assert_eq!(g.check(Move::one(col(0), home(0))), Ok(()));
    assert_eq!(g.check(Move::one(col(1), home(1))), Ok(()));
    assert_eq!(
        g.check(Move::one(col(2), home(1))),
        Err(Illegal::NotNextOnFoundation)
    );
    assert_eq!(
        g.check(Move::run(col(0), home(0), 2)),
        Err(Illegal::OneAtATime)
    );
    assert_eq!(
        g.check(Move::one(home(0), col(1))),
        Err(Illegal::FoundationIsFinal)
    );
    assert_eq!(g.check(Move::Draw), Err(Illegal::NoStock));
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
    let mut g = Yukon::parse(&text, Kind::Yukon).unwrap();
    assert!(g.is_trivially_won(), "falling columns finish themselves");
    assert!(!g.is_won());
    for n in 0..3 {
        g.play(Move::one(col(n), home(n))).unwrap();
    }
    let events = g.play(Move::one(col(3), home(3))).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert_eq!(g.check(Move::one(col(0), col(1))), Err(Illegal::GameOver));
    assert!(!game("t0: 5C 6D").is_trivially_won());
    assert!(!game("t0: [6D] 5C").is_trivially_won());
}

#[test]
fn notation_is_read_strictly_and_round_trips() {
    let g = Yukon::deal(8, Kind::Yukon);
    let text = g.to_string();
    assert_eq!(text.lines().count(), 4 + COLUMNS);
    assert!(text.starts_with("f0:\n"));
    assert_eq!(Yukon::parse(&text, Kind::Yukon).unwrap().to_string(), text);
    let err = Yukon::parse("t0: KS", Kind::Yukon).unwrap_err();
    assert!(err.reason.starts_with("51 cards are missing"), "{err}");
    assert!(Yukon::parse_partial("t7: KS", Kind::Yukon).is_err());
    assert!(Yukon::parse_partial("stock: AS", Kind::Yukon).is_err());
    assert!(Yukon::parse_partial("f0: 2S", Kind::Yukon).is_err());
    assert!(Yukon::parse_partial("t0: [KS]", Kind::Yukon).is_err());
    assert!(Yukon::parse_partial("t0: KS\nt1: KS", Kind::Yukon).is_err());
}

#[test]
fn legal_moves_are_the_ones_check_allows() {
    let g = Yukon::deal(5, Kind::Yukon);
    let moves = g.legal_moves();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|mv| g.check(*mv).is_ok()));
}

#[test]
fn the_table_has_foundations_over_seven_columns() {
    let t = Yukon::deal(1, Kind::Yukon).table();
    assert_eq!(t.width, 7);
    assert_eq!(t.places.len(), 4 + COLUMNS);
    assert_eq!(t.place(home(3)).unwrap().across, 6.0);
    assert_eq!(t.place(col(6)).unwrap().fan, Fan::Down);
}

fn grandfather(text: &str) -> Yukon {
    Yukon::parse_partial(text, Kind::Grandfather).expect("a Grandfather position")
}

#[test]
fn grandfather_deals_a_zigzag_then_the_rest_face_up_on_columns_one_to_six() {
    let g = Yukon::deal(3, Kind::Grandfather);
    let shape: Vec<(usize, usize)> = g
        .columns()
        .iter()
        .map(|c| (c.len(), c.face_down()))
        .collect();
    assert_eq!(
        shape,
        [(1, 0), (7, 2), (9, 4), (11, 6), (10, 5), (8, 3), (6, 1)]
    );
    assert_eq!(g.variant(), Variant::Grandfather);
    assert_eq!(g.stock_left(), Some(2));
    let text = g.to_string();
    assert!(text.starts_with("redeals: 0\nf0:\n"), "{text}");
    assert_eq!(Yukon::parse(&text, Kind::Grandfather), Ok(g));
}

#[test]
fn grandfather_columns_build_down_in_suit() {
    let g = grandfather("t0: [2C] 9H 4S\nt1: TH\nt2: TS\nt3: KD");
    assert_eq!(g.check(Move::run(col(0), col(1), 2)), Ok(()), "9H on TH");
    assert_eq!(
        g.check(Move::run(col(0), col(2), 2)),
        Err(Illegal::NotDownInSuit),
        "9H on TS"
    );
    assert_eq!(
        g.check(Move::run(col(3), col(4), 1)),
        Ok(()),
        "a king fills an empty column"
    );
    assert_eq!(
        g.check(Move::run(col(1), col(4), 1)),
        Err(Illegal::OnlyKingOnEmpty)
    );
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
    assert_eq!(
        Yukon::parse_partial("redeals: 3", Kind::Grandfather)
            .unwrap_err()
            .reason,
        "0, 1 or 2 redeals made"
    );
    assert!(Yukon::parse_partial("redeals: 1", Kind::Yukon).is_err());
    assert!(Yukon::parse_partial("stock: AS", Kind::Grandfather).is_err());
}

#[test]
fn grandfather_sends_any_next_card_home_by_itself() {
    let g = grandfather("f0: AH 2H\nt0: 3H\nt1: KC 2S");
    assert_eq!(g.safe_home_move(), Some(Move::one(col(0), home(0))));
    assert_eq!(g.check(Move::Draw), Ok(()));
    assert_eq!(game("t0: 3H").check(Move::Draw), Err(Illegal::NoStock));
}
