//! The Baker's Dozen solver: its lines replay through the model, its
//! answers do not depend on the slices, a position one move from a win is
//! won in that move, and a stuck one is unwinnable.

use std::collections::{HashMap, HashSet};

use super::COLUMNS;
use super::{blocked, key, promise, rank, suit, BakersDozenSearch, Deal, State};
use crate::games::described::{DescId, Described};
use crate::model::moves::Move;
use crate::model::notation::ParseError;
use crate::model::pile::PileId;
use crate::solver::engine::Puzzle;
use crate::solver::packed::Piles;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

/// BakersDozen's description.
fn id() -> DescId {
    crate::games::described::registry::named("bakersdozen")
}

fn deal(number: u64) -> Described {
    Described::deal(number, id())
}

fn parse(text: &str) -> Result<Described, ParseError> {
    Described::parse(text, id())
}

fn run(game: &Described, slice: u32) -> (Answer, usize) {
    testing::run(BakersDozenSearch::new(game, Limits::default()), slice)
}

/// Deals 1, 5 and 14 are won within a few thousand positions.
#[test]
fn solved_lines_replay_to_a_win() {
    let (solved, _) = testing::decide_deals([1, 5, 14], deal, |game| run(game, 1000).0);
    assert_eq!(solved, 3);
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    let game = deal(5);
    assert_eq!(run(&game, 1), run(&game, 1000));
}

#[test]
fn one_move_from_a_win_is_won_in_that_move_and_a_stuck_position_is_not() {
    let text = "f0: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n\
                f1: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n\
                f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n\
                f3: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\nt5: KC";
    let game = parse(text).unwrap();
    let win = Move::one(PileId::Column(5), PileId::Foundation(3));
    assert_eq!(run(&game, 1000).0, Answer::Solved(vec![win]));
    assert!(wins(&game, &[win]));
    // The 2H lies under the 3H, the 4H under the other hearts, and
    // nothing takes the 3H or the KH.
    let stuck = "f0: AH\n\
                 f1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n\
                 f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n\
                 f3: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n\
                 t0: 2H 3H\nt1: 4H 5H 6H 7H 8H 9H TH JH QH KH";
    let stuck = parse(stuck).unwrap();
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
}

/// Whether `s` wins, by trying every move (home, over, back from home)
/// with nothing pruned: the reference for the blocked test. In its
/// positions every card of rank 10 or lower is home, so a card of those
/// coming back could take none from the table: it may not.
fn wins_by_every_move(s: State) -> bool {
    let mut seen = HashSet::new();
    let mut stack = vec![s];
    while let Some(s) = stack.pop() {
        if s.home == [13; 4] {
            return true;
        }
        let mut key: Vec<Vec<u8>> = s.columns().iter().map(|c| c.to_vec()).collect();
        key.sort();
        if !seen.insert((key, s.home)) {
            continue;
        }
        let cols = s.columns();
        let top = |c: usize| cols[c].last().copied();
        let fits = |card: u8, c: usize| top(c).is_some_and(|t| rank(t) == rank(card) + 1);
        for from in 0..COLUMNS {
            let Some(card) = top(from) else { continue };
            if s.home[suit(card)] + 1 == rank(card) {
                stack.push(s.moved(from, None));
            }
            let over = (0..COLUMNS).filter(|&to| to != from && fits(card, to));
            stack.extend(over.map(|to| s.moved(from, Some(to))));
        }
        for (suit, &h) in s.home.iter().enumerate() {
            let card = h * 4 + suit as u8;
            let back = (0..COLUMNS).filter(|&to| h > 10 && fits(card, to));
            stack.extend(back.map(|to| s.back(suit, to)));
        }
    }
    false
}

/// Small random positions: each suit home to 10..=12, the rest of its
/// cards shuffled into four columns.
fn small_positions(count: usize) -> impl Iterator<Item = State> {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n) as usize
    };
    (0..count).map(move |_| {
        let home = [0; 4].map(|_| 10 + next(3) as u8);
        let mut cols: [Vec<u8>; 4] = Default::default();
        for (suit, &h) in home.iter().enumerate() {
            for r in h + 1..=13 {
                let col = &mut cols[next(4)];
                col.insert(next(col.len() as u64 + 1), r * 4 + suit as u8);
            }
        }
        let mut s = State {
            key: 0,
            parts: Default::default(),
            piles: Piles::of(0, cols).unwrap(),
            home,
            homed: false,
        };
        s.key = key::whole(&s);
        s.parts = promise::whole(&s);
        s
    })
}

/// A position the test calls blocked is lost by every line, on many
/// small positions (some of them blocked); the wrong test, that lets a
/// card take another only if it was free at the start, calls some
/// winnable one blocked.
#[test]
fn a_blocked_position_is_lost_by_every_line() {
    let (mut blocked_lost, mut wrong) = (0, 0);
    for s in small_positions(200) {
        let wins = wins_by_every_move(s);
        if blocked::is_blocked(&s) {
            assert!(!wins, "called blocked but wins: {s:?}");
            blocked_lost += 1;
        }
        wrong += usize::from(wins && blocked::blocked(&s, false));
    }
    assert!(blocked_lost >= 10, "only {blocked_lost} blocked");
    assert!(wrong > 0);
}

/// Deal 354 buries every king under a queen waiting for a lower card
/// that lies under another of those queens: lost from the start.
#[test]
fn a_deal_with_its_kings_buried_under_the_queens_is_unwinnable() {
    let (answer, states) = run(&deal(354), 1000);
    assert_eq!(answer, Answer::Unwinnable);
    assert!(states < 10);
}

/// Each child's key and promise, updated from its parent's by the move,
/// are those worked out from the whole child; positions share a key exactly when they
/// have the same columns (in any order) and the same cards home, along
/// random lines (moves back from home among them) into a few deals.
#[test]
fn keys_and_promises_updated_by_each_move_match_the_whole_childs() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut positions: HashMap<u64, (Vec<Vec<u8>>, [u8; 4])> = HashMap::new();
    let (mut children, mut checked) = (Vec::new(), 0);
    for number in 1..=20 {
        let search = BakersDozenSearch::new(&deal(number), Limits::default());
        let deal = Deal {
            returns: true,
            ..search.deal
        };
        for _ in 0..20 {
            let mut s = deal.start();
            for _ in 0..60 {
                children.clear();
                deal.children(&s, &mut children);
                if children.is_empty() {
                    break;
                }
                for (_, child) in &children {
                    assert_eq!(child.key, key::whole(child));
                    assert_eq!(child.parts, promise::whole(child));
                    let mut columns: Vec<Vec<u8>> =
                        child.columns().iter().map(|c| c.to_vec()).collect();
                    columns.sort();
                    let seen = positions
                        .entry(child.key)
                        .or_insert_with(|| (columns.clone(), child.home));
                    assert_eq!(*seen, (columns, child.home));
                    checked += 1;
                }
                s = children[next(children.len())].1;
            }
        }
    }
    assert!(positions.len() > 5000, "only {} positions", positions.len());
    assert!(checked > positions.len());
    // The same columns in another order: the same key.
    let s = BakersDozenSearch::new(&deal(1), Limits::default())
        .deal
        .start;
    let mut turned = s;
    turned.piles = Piles::of(0, s.columns().into_iter().rev().map(|c| c.to_vec())).unwrap();
    assert_eq!(key::whole(&turned), s.key);
}

/// The blocked test's cards tried one at a time, plainly, as its module
/// doc argues: whether some card can never leave.
fn blocked_one_by_one(s: &State) -> bool {
    let mut left: HashSet<u8> = (0..4)
        .flat_map(|suit| (1..=s.home[suit]).map(move |r| r * 4 + suit as u8))
        .collect();
    let mut free = left.clone();
    let cols = s.columns();
    free.extend(cols.iter().filter_map(|col| col.last().copied()));
    loop {
        let before = left.len();
        for col in &cols {
            for (i, &card) in col.iter().enumerate() {
                let home = (1..rank(card)).all(|r| left.contains(&(r * 4 + suit(card) as u8)));
                let base = (0..4).any(|o| free.contains(&((rank(card) + 1) * 4 + o)));
                if free.contains(&card) && !left.contains(&card) && (home || base) {
                    left.insert(card);
                    if i > 0 {
                        free.insert(col[i - 1]);
                    }
                }
            }
        }
        if left.len() == before {
            return left.len() < 52;
        }
    }
}

/// The blocked test, in rounds of bits, finds what trying the cards one
/// at a time finds, on small random positions and along random lines
/// into deals (some blocked, most not); and a card sent home from a
/// position not blocked never leaves one blocked.
#[test]
fn the_blocked_test_agrees_with_trying_the_cards_one_at_a_time() {
    let mut seed = 0x1234_5678_9abc_def1u64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let (mut blocked, mut open, mut homed) = (0, 0, 0);
    let mut check = |s: &State| {
        let found = blocked::is_blocked(s);
        assert_eq!(found, blocked_one_by_one(s), "{s:?}");
        if found {
            blocked += 1;
        } else {
            open += 1;
        }
    };
    small_positions(300).for_each(|s| check(&s));
    let mut children = Vec::new();
    for number in 1..=20 {
        let search = BakersDozenSearch::new(&deal(number), Limits::default());
        let deal = Deal {
            returns: true,
            ..search.deal
        };
        for _ in 0..5 {
            let mut s = deal.start();
            for _ in 0..80 {
                children.clear();
                deal.children(&s, &mut children);
                if children.is_empty() {
                    break;
                }
                children.iter().for_each(|(_, child)| check(child));
                // A card sent home from a position not blocked leaves one
                // not blocked ([`Deal::is_dead`] does not test it).
                if !blocked::is_blocked(&s) {
                    for (_, child) in children.iter().filter(|(_, child)| child.homed) {
                        assert!(!blocked_one_by_one(child), "{s:?} to {child:?}");
                        homed += 1;
                    }
                }
                s = children[next(children.len())].1;
            }
        }
    }
    assert!(
        blocked > 20 && open > 1000,
        "{blocked} blocked, {open} open"
    );
    assert!(homed > 100, "{homed} sent home");
}
