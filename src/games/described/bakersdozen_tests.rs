//! Baker's Dozen's rules, as described (`assets/games/bakersdozen.txt`):
//! the tests of the game written by hand before, over the description,
//! positions in notation: a legal and an illegal move of each kind, kings
//! under in the deal, the safe move home, the win, and the notation read
//! strictly.

use super::{DescId, Described};
use crate::games::table::Laid;
use crate::games::Patience;
use crate::model::card::Rank;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::ParseError;
use crate::model::pile::PileId;

/// What the game written by hand called its constructors and readers.
struct BakersDozen;

impl BakersDozen {
    fn id() -> DescId {
        crate::games::described::registry::named("bakersdozen")
    }

    fn deal(number: u64) -> Described {
        Described::deal(number, Self::id())
    }

    fn parse(text: &str) -> Result<Described, ParseError> {
        Described::parse(text, Self::id())
    }

    fn parse_partial(text: &str) -> Result<Described, ParseError> {
        Described::parse_partial(text, Self::id())
    }
}
const NOT_ONE_HIGHER: Illegal = Illegal::BuildRule("a column builds down regardless of suit");
const NO_FILLING: Illegal = Illegal::EmptyRule("an empty column stays empty");
const NOT_NEXT: Illegal = Illegal::HomeRule("a foundation builds up by suit from the ace");

fn game(text: &str) -> Described {
    BakersDozen::parse_partial(text).expect("a Baker's Dozen position")
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

fn home(n: u8) -> PileId {
    PileId::Foundation(n)
}

#[test]
fn a_deal_lays_thirteen_columns_of_four_face_up_kings_under() {
    let g = BakersDozen::deal(1);
    for c in &g.columns {
        assert_eq!((c.len(), c.face_down()), (4, 0));
        let cards = c.cards();
        let kings = cards.iter().filter(|c| c.rank() == Rank::KING).count();
        assert!(
            cards[..kings].iter().all(|c| c.rank() == Rank::KING),
            "kings under the others: {cards:?}"
        );
    }
    assert_eq!(BakersDozen::deal(1), g);
    assert_ne!(BakersDozen::deal(2), g);
    assert_eq!((g.score(), g.stock_left()), (None, None));
    assert_eq!(BakersDozen::parse(&g.to_string()), Ok(g));
}

#[test]
fn a_card_builds_on_one_rank_higher_of_any_suit_one_at_a_time() {
    let mut g = game("t0: 9H\nt1: 8S\nt2: 8C 7D\nt3:");
    assert_eq!(g.check(Move::one(col(1), col(0))), Ok(()));
    assert_eq!(g.check(Move::one(col(0), col(1))), Err(NOT_ONE_HIGHER));
    assert_eq!(
        g.check(Move::run(col(2), col(0), 2)),
        Err(Illegal::GroupRule("cards move one at a time"))
    );
    assert_eq!(
        g.check(Move::one(col(1), col(3))),
        Err(NO_FILLING),
        "an empty column stays empty"
    );
    let before = g.clone();
    assert_eq!(g.play(Move::one(col(0), col(1))), Err(NOT_ONE_HIGHER));
    assert_eq!(g, before);
    g.play(Move::one(col(1), col(0))).unwrap();
    assert_eq!(g.columns[0].len(), 2);
    assert_eq!(g.moves(), 1);
}

#[test]
fn foundations_build_up_by_suit_and_a_card_may_come_back() {
    let mut g = game("f0: AH\nt0: 2H\nt1: 2S\nt2: 3C");
    assert_eq!(g.check(Move::one(col(0), home(0))), Ok(()));
    assert_eq!(g.check(Move::one(col(1), home(0))), Err(NOT_NEXT));
    assert_eq!(
        g.check(Move::one(col(2), home(1))),
        Err(NOT_NEXT),
        "a foundation starts with an ace"
    );
    g.play(Move::one(col(0), home(0))).unwrap();
    assert_eq!(
        g.check(Move::one(home(0), col(2))),
        Ok(()),
        "2H back onto 3C"
    );
    assert_eq!(g.check(Move::one(home(0), col(0))), Err(NO_FILLING));
    assert_eq!(g.check(Move::Draw), Err(Illegal::NoStock));
}

#[test]
fn a_card_goes_home_by_itself_once_nothing_could_build_on_it() {
    let g = game("f0: AH\nf1: AS\nt0: 2H\nt1: 2D");
    assert_eq!(
        g.safe_home_move(),
        Some(Move::one(col(0), home(0))),
        "a two: only an ace could go on it"
    );
    let three = game("f0: AH 2H\nf1: AS\nf2: AD\nt0: 3H\nt1: 2C");
    assert_eq!(three.safe_home_move(), None, "2S and 2D could go on 3H");
    let safe = game("f0: AH 2H\nf1: AS 2S\nf2: AD 2D\nf3: AC 2C\nt0: 3H");
    assert_eq!(safe.safe_home_move(), Some(Move::one(col(0), home(0))));
}

#[test]
fn the_last_card_home_wins_and_a_falling_table_wins_by_itself() {
    let text = "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n\
                f1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n\
                f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n\
                f3: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\nt5: KC";
    let mut g = BakersDozen::parse(text).expect("all 52 cards");
    assert!(g.is_trivially_won() && !g.is_won());
    let events = g.play(Move::one(col(5), home(3))).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert!(g.legal_moves().is_empty());
    assert!(!game("t0: 5H 6C").is_trivially_won());
}

#[test]
fn legal_moves_are_exactly_the_moves_play_takes() {
    let mut g = BakersDozen::deal(21);
    for step in 0..60 {
        let legal = g.legal_moves();
        let piles: Vec<PileId> = g.all_piles().map(|(id, _)| id).collect();
        for &from in &piles {
            for &to in &piles {
                let mv = Move::one(from, to);
                assert_eq!(g.check(mv).is_ok(), legal.contains(&mv), "{mv}");
            }
        }
        let Some(&mv) = legal.get(step % legal.len().max(1)) else {
            break;
        };
        g.play(mv).unwrap();
    }
}

#[test]
fn the_notation_is_read_strictly_and_the_table_has_thirteen_columns() {
    let err = BakersDozen::parse("t0: KS").unwrap_err();
    assert!(err.reason.starts_with("51 cards are missing"), "{err}");
    assert!(BakersDozen::parse_partial("t13: 8H").is_err());
    assert!(
        BakersDozen::parse_partial("f0: 2H").is_err(),
        "from the ace"
    );
    assert!(BakersDozen::parse_partial("f0: AH 2S").is_err(), "by suit");
    let t = game("").table();
    assert_eq!((t.width, t.places.len()), (13, 4 + 13));
    // Over every other column from t3, as KPatience lays them
    // (`foundations at: spread`).
    assert_eq!(t.place(home(0)).unwrap().across, 3.0);
    assert_eq!(t.place(home(3)).unwrap().across, 9.0);
}
