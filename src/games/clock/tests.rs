//! Grandfather's Clock's rules in notation: a legal and an illegal move of
//! each kind, the foundations stopping at their hours, the win, auto-play
//! and the notation read strictly.

use super::*;

fn game(text: &str) -> Clock {
    Clock::parse_partial(text).expect("a Grandfather's Clock position")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

fn hour(n: u8) -> PileId {
    PileId::Foundation(n)
}

fn card(name: &str) -> Card {
    name.parse().unwrap()
}

#[test]
fn a_deal_puts_each_hours_card_on_the_clock_and_five_cards_on_each_column() {
    let g = Clock::deal(3);
    let bases: Vec<String> = g
        .foundations()
        .iter()
        .map(|f| f.cards()[0].to_string())
        .collect();
    assert_eq!(
        bases.join(" "),
        "9D TS JH QC KD 2S 3H 4C 5D 6S 7H 8C",
        "twelve o'clock first"
    );
    assert!(g.foundations().iter().all(|f| f.len() == 1));
    for c in g.columns() {
        assert_eq!((c.len(), c.face_down()), (5, 0));
    }
    assert_eq!(Clock::deal(3), g);
    assert_ne!(Clock::deal(4), g);
    assert_eq!((g.score(), g.stock_left()), (None, None));
    assert_eq!(Clock::parse(&g.to_string()), Ok(g));
}

#[test]
fn each_foundation_holds_four_or_five_cards_and_all_hold_the_deck() {
    let lengths: Vec<usize> = (0..HOURS).map(hour_length).collect();
    assert_eq!(lengths, [4, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4]);
    assert_eq!(lengths.iter().sum::<usize>(), 52);
    let tops: Vec<String> = (0..HOURS)
        .map(|h| wanted(h, hour_length(h) - 1).unwrap().to_string())
        .collect();
    assert_eq!(
        tops.join(" "),
        "QD AS 2H 3C 4D 5S 6H 7C 8D 9S TH JC",
        "each shows its hour when complete"
    );
}

#[test]
fn a_foundation_takes_the_next_card_of_its_suit_turning_from_king_to_ace() {
    let mut g = game("f1: TS JS QS\nt0: 4H KS\nt1: KH\nt2: AS");
    assert_eq!(g.check(Move::one(col(0), hour(1))), Ok(()));
    assert_eq!(
        g.check(Move::one(col(1), hour(1))),
        Err(Illegal::NotUpToTheHour),
        "a king of another suit"
    );
    assert_eq!(
        g.check(Move::one(col(2), hour(1))),
        Err(Illegal::NotUpToTheHour),
        "the ace comes after the king"
    );
    let before = g.clone();
    assert_eq!(
        g.play(Move::one(col(1), hour(1))),
        Err(Illegal::NotUpToTheHour)
    );
    assert_eq!(g, before, "a refused move changes nothing");
    assert_eq!(
        g.play(Move::one(col(0), hour(1))),
        Ok(vec![Event::Moved {
            from: col(0),
            to: hour(1),
            cards: vec![card("KS")]
        }])
    );
    assert_eq!(g.play(Move::one(col(2), hour(1))).map(|_| ()), Ok(()));
    assert_eq!(g.moves(), 2);
}

#[test]
fn a_foundation_stops_at_its_hour() {
    let g = game("f5: 2S 3S 4S 5S\nt0: 6S\nt1: 3H");
    assert_eq!(
        g.check(Move::one(col(0), hour(5))),
        Err(Illegal::NotUpToTheHour),
        "five o'clock is full at the five"
    );
    assert_eq!(
        g.check(Move::one(col(0), hour(9))),
        Ok(()),
        "an empty foundation takes its hour's own card"
    );
    assert_eq!(
        g.check(Move::one(col(1), hour(9))),
        Err(Illegal::NotUpToTheHour)
    );
}

#[test]
fn columns_build_down_in_any_suit_one_card_at_a_time() {
    let g = game("f0: 9D\nt0: 2C 5H\nt1: 6C\nt2: 7C\nt3: KS\nt4:");
    assert_eq!(g.check(Move::one(col(0), col(1))), Ok(()), "5H on 6C");
    assert_eq!(
        g.check(Move::one(col(0), col(2))),
        Err(Illegal::NotOneHigher)
    );
    assert_eq!(
        g.check(Move::one(col(3), col(2))),
        Err(Illegal::NotOneHigher),
        "a king goes on nothing"
    );
    assert_eq!(
        g.check(Move::one(col(3), col(4))),
        Ok(()),
        "any card fills an empty column"
    );
    assert_eq!(
        g.check(Move::run(col(0), col(4), 2)),
        Err(Illegal::OneAtATime)
    );
    assert_eq!(
        g.check(Move::one(hour(0), col(4))),
        Err(Illegal::NotASource(hour(0))),
        "nothing leaves a foundation"
    );
    assert_eq!(
        g.check(Move::one(col(4), col(1))),
        Err(Illegal::NotEnoughCards)
    );
    assert_eq!(g.check(Move::Draw), Err(Illegal::NoStock));
    assert_eq!(g.lift(col(0)), 1);
    assert_eq!(g.lift(col(4)), 0);
    assert_eq!(g.lift(hour(0)), 0);
    assert!(g.home_first(), "a click sends a card home when it can");
}

#[test]
fn the_last_card_home_wins() {
    let mut text = String::new();
    for h in 0..HOURS {
        let len = hour_length(h) - usize::from(h == 11);
        let cards: Vec<String> = (0..len)
            .map(|i| wanted(h, i).unwrap().to_string())
            .collect();
        text.push_str(&format!("f{h}: {}\n", cards.join(" ")));
    }
    text.push_str("t3: JC\n");
    let mut g = Clock::parse(&text).expect("the whole deck");
    assert!(!g.is_won());
    assert!(g.is_trivially_won());
    assert_eq!(g.legal_moves()[0], Move::one(col(3), hour(11)));
    let events = g.play(Move::one(col(3), hour(11))).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(g.is_won() && !g.is_trivially_won());
    assert_eq!(g.check(Move::one(col(3), col(4))), Err(Illegal::GameOver));
}

#[test]
fn only_moves_home_left_finishes_by_itself_and_a_blocked_column_does_not() {
    assert!(game("f6: 3H 4H\nt0: 6H 5H").is_trivially_won());
    assert!(!game("f6: 3H 4H\nt0: 5H 6H").is_trivially_won());
}

#[test]
fn auto_play_sends_home_only_a_card_nothing_can_be_built_on() {
    let ace = game("f1: TS JS QS KS\nt0: AS\nt1: 5C");
    assert_eq!(
        ace.safe_home_move(),
        Some(Move::one(col(0), hour(1))),
        "nothing goes on an ace"
    );
    let five = game("f8: 5D 6D\nt0: 7D\nt1: 6C");
    assert_eq!(five.safe_home_move(), None, "6C could go on the 7D");
    let alone = game("f8: 5D 6D\nt0: 7D");
    assert_eq!(alone.safe_home_move(), Some(Move::one(col(0), hour(8))));
}

#[test]
fn legal_moves_put_moves_home_first() {
    let g = game("f6: 3H\nt0: 5C 4H\nt1: 6D\nt2:");
    let moves = g.legal_moves();
    assert_eq!(moves[0], Move::one(col(0), hour(6)));
    assert!(moves.contains(&Move::one(col(0), col(2))));
    assert!(moves.iter().all(|mv| g.check(*mv).is_ok()));
}

#[test]
fn the_notation_is_read_strictly() {
    let err = Clock::parse_partial("f12: 9D").unwrap_err();
    assert_eq!(err.token, "f12");
    assert!(err.reason.contains("f0-f11"), "{err}");
    let err = Clock::parse_partial("f0: 9D JD").unwrap_err();
    assert!(err.reason.contains("up to its hour"), "{err}");
    assert!(Clock::parse_partial("f0: TD").is_err(), "not twelve's card");
    assert!(
        Clock::parse_partial("f0: 9D TD JD QD KD").is_err(),
        "past twelve"
    );
    let err = Clock::parse_partial("t0: [5H] 6C").unwrap_err();
    assert!(err.reason.contains("face up"), "{err}");
    assert!(Clock::parse_partial("stock: 5H").is_err());
    let err = Clock::parse("t0: 5H").unwrap_err();
    assert!(err.reason.starts_with("51 cards are missing"), "{err}");
}
