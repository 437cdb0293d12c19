use super::*;

fn game(text: &str) -> Pyramid {
    Pyramid::parse_partial(text).expect("a Pyramid position")
}

fn place(n: u8) -> PileId {
    PileId::Column(n)
}

fn pair(a: PileId, b: PileId) -> Move {
    Move::Pair { a, b }
}

const UPPER: &str = "r0: --\nr1: -- --\nr2: -- -- --\nr3: -- -- -- --\nr4: -- -- -- -- --";

/// The two bottom rows given, all else gone: a corner for the rules.
fn bottom(r5: &str, r6: &str, waste: &str, stock: &str) -> Pyramid {
    game(&format!(
        "stock: {stock}\nwaste: {waste}\n{UPPER}\nr5: {r5}\nr6: {r6}"
    ))
}

fn top(g: &Pyramid, id: PileId) -> Option<Card> {
    g.pile(id).and_then(Pile::top)
}

#[test]
fn a_deal_has_28_cards_face_up_in_the_pyramid_and_the_stock_top_face_up() {
    let g = Pyramid::deal(3);
    for (i, p) in g.places().iter().enumerate() {
        assert_eq!((p.len(), p.face_down()), (1, 0), "p{i}");
    }
    let stock = g.pile(PileId::Stock).unwrap();
    assert_eq!((stock.len(), stock.face_down()), (24, 23));
    assert!(g.pile(PileId::Waste).unwrap().is_empty());
    assert_eq!(Pyramid::deal(3), g);
    assert_ne!(Pyramid::deal(4), g);
    assert_eq!(Pyramid::parse(&g.to_string()), Ok(g));
}

#[test]
fn the_rows_cover_as_a_pyramid() {
    assert_eq!(covering(0), Some([1, 2]));
    assert_eq!(covering(2), Some([4, 5]));
    assert_eq!(covering(5), Some([8, 9]));
    assert_eq!(covering(20), Some([26, 27]));
    assert_eq!(covering(21), None);
    assert_eq!(row_of(27), (6, 6));
    for i in 0..21 {
        let [a, b] = covering(i).unwrap();
        assert_eq!(across(a) + 0.5, across(i), "p{i}");
        assert_eq!(across(b) - 0.5, across(i), "p{i}");
    }
}

#[test]
fn two_uncovered_cards_adding_to_13_go_together_to_the_discards() {
    let mut g = bottom("-- -- -- -- -- --", "5S 8H 6C 7D -- QH AC", "", "");
    let events = g.play(pair(place(21), place(22))).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Moved {
                from: place(21),
                to: DISCARDS,
                cards: vec!["5S".parse().unwrap()],
            },
            Event::Moved {
                from: place(22),
                to: DISCARDS,
                cards: vec!["8H".parse().unwrap()],
            },
        ]
    );
    assert_eq!(g.pile(DISCARDS).unwrap().len(), 2);
    assert_eq!(
        g.score(),
        Some(24 * 5),
        "five points a card off the pyramid"
    );
    assert_eq!(g.check(pair(place(26), place(27))), Ok(()), "Q and A");
    assert_eq!(
        g.check(pair(place(27), place(26))),
        Ok(()),
        "A and Q, either order"
    );
    // 6 and 8 make 14; the same card twice is no pair.
    let before = g.clone();
    assert_eq!(
        g.play(pair(place(23), place(26))),
        Err(Illegal::NotThirteen)
    );
    assert_eq!(g.play(pair(place(23), place(23))), Err(Illegal::SamePile));
    assert_eq!(
        g.play(pair(place(23), place(25))),
        Err(Illegal::NotEnoughCards)
    );
    assert_eq!(g, before);
}

#[test]
fn a_king_goes_alone_and_nothing_else_does() {
    let mut g = bottom("-- -- -- -- -- --", "KS 8H -- -- -- -- --", "KD", "QC KC");
    assert_eq!(
        g.check(Move::one(place(22), DISCARDS)),
        Err(Illegal::NotAKing)
    );
    assert_eq!(
        g.check(Move::one(place(21), PileId::Waste)),
        Err(Illegal::NotADestination(PileId::Waste))
    );
    assert_eq!(
        g.check(Move::one(DISCARDS, place(21))),
        Err(Illegal::NotASource(DISCARDS))
    );
    g.play(Move::one(place(21), DISCARDS)).unwrap();
    g.play(Move::one(PileId::Waste, DISCARDS)).unwrap();
    g.play(Move::one(PileId::Stock, DISCARDS)).unwrap();
    assert_eq!(top(&g, PileId::Stock), Some("QC".parse().unwrap()));
    assert!(
        g.pile(PileId::Stock).unwrap().is_face_up(0),
        "the next turns up"
    );
    assert_eq!(g.pile(DISCARDS).unwrap().len(), 3);
}

#[test]
fn a_covered_card_pairs_with_nothing_and_is_free_when_both_covers_go() {
    let mut g = bottom("4C -- -- -- -- --", "3D TS -- -- -- -- --", "9H", "");
    assert_eq!(
        g.check(pair(place(15), PileId::Waste)),
        Err(Illegal::Covered)
    );
    assert_eq!(g.lift(place(15)), 0);
    assert!(g.partners(place(15)).is_empty());
    // 3D and TS go together: both covers of 4C.
    g.play(pair(place(21), place(22))).unwrap();
    assert_eq!(g.lift(place(15)), 1);
    assert_eq!(g.partners(place(15)), vec![pair(place(15), PileId::Waste)]);
    let events = g.play(pair(place(15), PileId::Waste)).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert_eq!(g.check(Move::Draw), Err(Illegal::GameOver));
    assert_eq!(
        g.score(),
        Some(28 * 5 + 2 * 50),
        "a win with both turns left"
    );
}

#[test]
fn the_waste_and_the_stock_tops_pair_with_the_pyramid_and_each_other() {
    let g = bottom("-- -- -- -- -- --", "6S -- -- -- -- -- --", "7D", "2C 6H");
    assert_eq!(
        g.partners(place(21)),
        vec![pair(place(21), PileId::Waste)],
        "6S with the waste's 7D"
    );
    assert_eq!(
        g.partners(PileId::Waste),
        vec![
            pair(PileId::Waste, PileId::Stock),
            pair(PileId::Waste, place(21))
        ]
    );
    let mut h = g.clone();
    h.play(pair(PileId::Stock, PileId::Waste)).unwrap();
    assert_eq!(top(&h, PileId::Stock), Some("2C".parse().unwrap()));
    assert!(h.pile(PileId::Waste).unwrap().is_empty());
    // Only the top cards are free: 2C lies under 6H.
    let k = bottom("-- -- -- -- -- --", "JS -- -- -- -- -- --", "", "2C 6H");
    assert_eq!(k.partners(place(21)), Vec::<Move>::new());
    assert!(k.legal_moves() == vec![Move::Draw]);
}

#[test]
fn the_stock_turns_one_card_and_the_waste_turns_back_twice() {
    let mut g = bottom("-- -- -- -- -- --", "2S -- -- -- -- -- --", "", "4C 3D");
    for pass in 0..3 {
        let events = g.play(Move::Draw).unwrap();
        assert_eq!(
            events,
            vec![Event::Drew {
                cards: vec!["3D".parse().unwrap()]
            }]
        );
        assert_eq!(top(&g, PileId::Stock), Some("4C".parse().unwrap()));
        assert!(g.pile(PileId::Stock).unwrap().is_face_up(0));
        g.play(Move::Draw).unwrap();
        assert!(g.pile(PileId::Stock).unwrap().is_empty());
        if pass < 2 {
            assert_eq!(g.play(Move::Draw), Ok(vec![Event::Recycled]));
            assert_eq!(g.recycles(), pass + 1);
            assert_eq!(
                top(&g, PileId::Stock),
                Some("3D".parse().unwrap()),
                "in the same order"
            );
        }
    }
    let before = g.clone();
    assert_eq!(g.play(Move::Draw), Err(Illegal::NoPassesLeft));
    assert_eq!(g, before);
    assert_eq!(g.tally().recycles, 2);
    let mut empty = bottom("-- -- -- -- -- --", "2S -- -- -- -- -- --", "", "");
    assert_eq!(empty.play(Move::Draw), Err(Illegal::NothingToDraw));
}

#[test]
fn notation_is_read_strictly_and_round_trips() {
    let mut g = Pyramid::deal(8);
    for _ in 0..30 {
        let Some(&mv) = g.legal_moves().first() else {
            break;
        };
        g.play(mv).unwrap();
    }
    let text = g.to_string();
    assert_eq!(text.lines().count(), 10);
    let back = Pyramid::parse(&text).unwrap();
    assert_eq!(back.to_string(), text);
    let err = Pyramid::parse("waste: KS").unwrap_err();
    assert!(err.reason.starts_with("51 cards are missing"), "{err}");
    assert!(Pyramid::parse_partial("r1: 2C").is_err(), "two places");
    assert!(
        Pyramid::parse_partial("r6: [2C] -- -- -- -- -- --").is_err(),
        "face up"
    );
    assert!(
        Pyramid::parse_partial("r5: 2C -- -- -- -- 2C").is_err(),
        "twice"
    );
    assert!(Pyramid::parse_partial("t0: 2C").is_err());
    assert!(Pyramid::parse_partial("r7: 2C").is_err());
    assert!(Pyramid::parse_partial("waste: [2C]").is_err());
    assert!(Pyramid::parse_partial("f0: 2C 3C\nf0: 4C").is_err());
    // A card gone from under a card still there.
    let mut hole = Pyramid::deal(1).to_string();
    let r0 = hole
        .lines()
        .find(|l| l.starts_with("r0:"))
        .unwrap()
        .to_string();
    let card = r0.trim_start_matches("r0:").trim().to_string();
    hole = hole
        .replace(&r0, "r0: --")
        .replace("f0:", &format!("f0: {card}"));
    let err = Pyramid::parse(&hole).unwrap_err();
    assert!(err.reason.contains("gone from under"), "{err}");
}

#[test]
fn moves_are_written_as_the_cards_taken_or_the_stock() {
    let g = Pyramid::deal(1);
    assert_eq!(g.move_text(Move::Draw), "stock");
    assert_eq!(g.move_text(pair(place(17), PileId::Waste)), "p17 waste");
    assert_eq!(g.move_text(Move::one(place(27), DISCARDS)), "p27 f0");
    assert_eq!(g.move_text(Move::one(PileId::Stock, DISCARDS)), "stock f0");
}

#[test]
fn the_table_lays_the_rows_over_each_other_with_the_stock_in_a_corner() {
    let t = Pyramid::deal(1).table();
    assert_eq!(t.width, 7);
    assert_eq!(t.places.len(), PLACES + 3);
    let p = |id| *t.place(id).unwrap();
    assert_eq!((p(place(0)).across, p(place(0)).down), (3.0, 0.0));
    assert_eq!((p(place(21)).across, p(place(27)).down), (0.0, 3.0));
    assert_eq!(p(place(27)).across, 6.0);
    assert_eq!(p(PileId::Stock).across, 0.0);
    assert_eq!(p(DISCARDS).across, 6.0);
}
