//! The Simple Simon solver: its lines replay through the model, its
//! answers do not depend on the slices, a position one move from a win is
//! won in that move, and a stuck one is unwinnable.

use super::SimpleSimonSearch;
use crate::games::described::{DescId, Described};
use crate::model::moves::Move;
use crate::model::notation::ParseError;
use crate::model::pile::PileId;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

/// SimpleSimon's description.
fn id() -> DescId {
    crate::games::described::registry::named("simplesimon")
}

fn deal(number: u64) -> Described {
    Described::deal(number, id())
}

fn parse(text: &str) -> Result<Described, ParseError> {
    Described::parse(text, id())
}

fn parse_partial(text: &str) -> Result<Described, ParseError> {
    Described::parse_partial(text, id())
}

fn run(game: &Described, slice: u32) -> (Answer, usize) {
    testing::run(SimpleSimonSearch::new(game, Limits::default()), slice)
}

/// Deals 1 and 3 are won at once, deal 2 is unwinnable (the second,
/// full pass proves it).
#[test]
fn solved_lines_replay_to_a_win_and_deals_are_decided() {
    let (solved, unwinnable) = testing::decide_deals([1, 2, 3], deal, |game| run(game, 1000).0);
    assert_eq!((solved, unwinnable), (2, 1));
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [1, 2] {
        let game = deal(number);
        assert_eq!(run(&game, 1), run(&game, 1000), "deal {number}");
    }
}

#[test]
fn one_move_from_a_win_is_won_in_that_move_and_a_stuck_position_is_not() {
    let text = "f0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n\
                f1: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n\
                f2: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\n\
                t0: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C\nt5: AC";
    let game = parse(text).unwrap();
    let (answer, _) = run(&game, 1000);
    let win = Move::one(PileId::Column(5), PileId::Column(0));
    assert_eq!(answer, Answer::Solved(vec![win]));
    assert!(wins(&game, &[win]));
    // Ten columns, none empty, no card one rank below another's top.
    let stuck = "t0: 2C\nt1: 2D\nt2: 2H\nt3: 2S\nt4: 8C\nt5: 8D\nt6: 8H\nt7: 8S\nt8: KC\nt9: KD";
    let stuck = parse_partial(stuck).unwrap();
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
}

/// The positions of dealt games, every move tried, written out plainly:
/// the columns sorted (the runs home are every other card).
#[test]
fn positions_of_dealt_games_share_a_key_only_when_they_are_alike() {
    for number in [1, 3, 4, 5] {
        let search = SimpleSimonSearch::new(&deal(number), Limits::default());
        let mut deal = search.deal.clone();
        deal.pass = super::Pass::Full;
        let canon = |s: &super::State| testing::plain_columns(s.columns(), true);
        let seen = testing::keys_tell_apart(&deal, canon, 30_000);
        assert!(seen > 1000, "deal {number}: {seen}");
    }
}
