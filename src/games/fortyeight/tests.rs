//! Forty & Eight's rules in notation: a legal and an illegal move of each
//! kind, the one turn of the waste, the win, and the notation read
//! strictly.

use super::*;

fn game(text: &str) -> FortyEight {
    FortyEight::parse_partial(text).expect("a Forty & Eight position")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

fn home(n: u8) -> PileId {
    PileId::Foundation(n)
}

fn line(g: &FortyEight, id: PileId) -> String {
    let text = g.to_string();
    let name = format!("{id}:");
    text.lines()
        .find(|l| l.starts_with(&name))
        .expect("a line for the pile")
        .to_string()
}

#[test]
fn a_deal_has_four_rows_face_up_one_card_turned_and_the_rest_in_the_stock() {
    let g = FortyEight::deal(3);
    for c in g.columns() {
        assert_eq!((c.len(), c.face_down()), (4, 0));
    }
    assert_eq!(g.pile(PileId::Waste).unwrap().len(), 1);
    assert_eq!(g.stock_left(), Some(104 - 32 - 1));
    assert_eq!(FortyEight::deal(3), g);
    assert_ne!(FortyEight::deal(4), g);
    assert_eq!(g.score(), None);
    assert_eq!(FortyEight::parse(&g.to_string()), Ok(g));
}

#[test]
fn a_column_builds_down_in_suit_and_any_card_fills_an_empty_one() {
    let mut g = game("t0: 9H\nt1: 8H\nt2: 8D\nt3: 7H\nwaste: KS");
    assert_eq!(g.check(Move::one(col(1), col(0))), Ok(()));
    assert_eq!(
        g.check(Move::one(col(2), col(0))),
        Err(Illegal::NotDownInSuit),
        "a diamond on a heart"
    );
    assert_eq!(
        g.check(Move::one(col(3), col(0))),
        Err(Illegal::NotDownInSuit),
        "two ranks lower"
    );
    assert_eq!(g.check(Move::one(PileId::Waste, col(4))), Ok(()));
    assert_eq!(
        g.check(Move::one(PileId::Waste, col(0))),
        Err(Illegal::NotDownInSuit)
    );
    let before = g.clone();
    assert_eq!(
        g.play(Move::one(col(2), col(0))),
        Err(Illegal::NotDownInSuit)
    );
    assert_eq!(g, before);
    g.play(Move::one(col(1), col(0))).unwrap();
    assert_eq!(line(&g, col(0)), "t0: 9H 8H");
    assert_eq!(g.moves(), 1);
}

#[test]
fn a_run_of_one_suit_moves_as_far_as_the_empty_columns_let_it() {
    // Three empty columns (t5-t7): eight cards onto a column, four into
    // an empty one.
    let g = game("t0: TS 9S 8S 7S 6S\nt1: JS\nt2: 9D 8H\nt3: KD\nt4: QC");
    assert_eq!(g.lift(col(0)), 5);
    assert_eq!(g.check(Move::run(col(0), col(1), 5)), Ok(()));
    assert_eq!(
        g.check(Move::run(col(0), col(1), 4)),
        Err(Illegal::NotDownInSuit),
        "9S does not go on JS"
    );
    assert_eq!(g.check(Move::run(col(0), col(5), 4)), Ok(()));
    assert_eq!(
        g.check(Move::run(col(0), col(5), 5)),
        Err(Illegal::RunTooLong { max: 4 })
    );
    assert_eq!(
        g.check(Move::run(col(2), col(5), 2)),
        Err(Illegal::NotOneSuit)
    );
    // With every column full, one card at a time.
    let full = game("t0: TS 9S 8S\nt1: JS\nt2: 2D\nt3: 3D\nt4: 4D\nt5: 5D\nt6: 6D\nt7: 7D");
    assert_eq!(full.lift(col(0)), 1);
    assert_eq!(
        full.check(Move::run(col(0), col(1), 3)),
        Err(Illegal::RunTooLong { max: 1 })
    );
}

#[test]
fn a_foundation_takes_its_suit_up_from_the_ace_and_gives_nothing_back() {
    let mut g = game("f0: AH\nt0: 2H\nt1: 3H\nt2: AH\nt3: 2S");
    assert_eq!(
        g.check(Move::one(col(1), home(0))),
        Err(Illegal::NotNextOnFoundation)
    );
    assert_eq!(
        g.check(Move::one(col(3), home(1))),
        Err(Illegal::NotNextOnFoundation)
    );
    assert_eq!(g.check(Move::one(col(2), home(1))), Ok(()), "the other ace");
    g.play(Move::one(col(0), home(0))).unwrap();
    assert_eq!(line(&g, home(0)), "f0: AH 2H");
    assert_eq!(
        g.check(Move::one(home(0), col(4))),
        Err(Illegal::FoundationIsFinal)
    );
    assert_eq!(
        game("stock: 4C").check(Move::one(PileId::Stock, col(4))),
        Err(Illegal::NotASource(PileId::Stock))
    );
    assert_eq!(
        g.check(Move::one(col(1), PileId::Waste)),
        Err(Illegal::NotADestination(PileId::Waste))
    );
}

#[test]
fn the_stock_turns_one_card_and_the_waste_turns_back_once() {
    let mut g = game("stock: 3C 2C\nwaste: AC\nt0: KD");
    g.play(Move::Draw).unwrap();
    assert_eq!(line(&g, PileId::Waste), "waste: AC 2C");
    g.play(Move::Draw).unwrap();
    assert_eq!(g.check(Move::one(PileId::Waste, col(1))), Ok(()));
    let events = g.play(Move::Draw).unwrap();
    assert_eq!(events, vec![Event::Recycled]);
    assert_eq!(
        line(&g, PileId::Stock),
        "stock: 3C 2C AC",
        "AC on top again"
    );
    assert_eq!(g.recycles(), 1);
    for _ in 0..3 {
        g.play(Move::Draw).unwrap();
    }
    let before = g.clone();
    assert_eq!(g.play(Move::Draw), Err(Illegal::NoPassesLeft));
    assert_eq!(g, before);
    assert!(!g.legal_moves().contains(&Move::Draw));
    let mut bare = game("t0: KD");
    assert_eq!(bare.play(Move::Draw), Err(Illegal::NothingToDraw));
    // A position read back keeps its turn of the waste.
    let mut read = game(&g.to_string());
    read.set_tally(g.tally());
    assert_eq!(read.check(Move::Draw), Err(Illegal::NoPassesLeft));
}

#[test]
fn only_a_card_that_nothing_needs_goes_home_by_itself() {
    // 3H: one heart foundation at 2H, the other at the ace, so the other
    // 2H can go home instead of onto it.
    let g = game("f0: AH 2H\nf1: AH\nt0: 3H\nt1: 5C");
    assert_eq!(g.safe_home_move(), Some(Move::one(col(0), home(0))));
    // The other heart foundation not begun: the other 2H might need 3H.
    let g = game("f0: AH 2H\nt0: 3H\nt1: AH");
    assert_eq!(
        g.safe_home_move(),
        Some(Move::one(col(1), home(2))),
        "an ace always, to its suit's own place"
    );
    let g = game("f0: AH 2H\nt0: 3H");
    assert_eq!(g.safe_home_move(), None);
    assert_eq!(g.check(Move::one(col(0), home(0))), Ok(()), "yet it may go");
    let waste = game("f0: AH\nwaste: 2H");
    assert_eq!(
        waste.safe_home_move(),
        Some(Move::one(PileId::Waste, home(0)))
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
    let mut g = FortyEight::parse(&(text.clone() + "t3: KS")).expect("both decks");
    assert!(!g.is_won() && g.is_trivially_won());
    let events = g.play(Move::one(col(3), home(7))).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(g.is_won());
    assert_eq!(g.check(Move::Draw), Err(Illegal::GameOver));
    assert!(!game("t0: 5H 6H").is_trivially_won(), "5H under 6H");
    assert!(game("t0: 6H 5C\nt1: 4H").is_trivially_won());
    assert!(!game("t0: 6H\nwaste: 4H").is_trivially_won());
}

#[test]
fn legal_moves_are_exactly_the_moves_play_takes() {
    let mut g = FortyEight::deal(21);
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
    assert!(FortyEight::parse_partial("t0: [3C] KH").is_err(), "face up");
    assert!(FortyEight::parse_partial("f0: AH 3H").is_err());
    assert!(FortyEight::parse_partial("f0: AH 2H\nf1: AH 2H").is_ok());
    let err = FortyEight::parse_partial("t0: 8H 8H 8H").unwrap_err();
    assert_eq!(err.token, "8H", "two decks, two 8H");
    let err = FortyEight::parse_partial("t8: 8H").unwrap_err();
    assert_eq!(err.token, "t8");
    let err = FortyEight::parse("t0: KS").unwrap_err();
    assert!(err.reason.starts_with("103 cards are missing"), "{err}");
}

#[test]
fn the_table_has_stock_waste_and_foundations_over_eight_centred_columns() {
    let t = FortyEight::deal(1).table();
    assert_eq!(t.width, 10);
    assert_eq!(t.places.len(), 2 + 8 + 8);
    assert_eq!(t.place(PileId::Waste).unwrap().across, 1.0);
    assert_eq!(t.place(home(7)).unwrap().across, 9.0);
    assert_eq!(t.place(col(0)).unwrap().across, 1.0);
    assert_eq!(t.place(col(7)).unwrap().across, 8.0);
}
