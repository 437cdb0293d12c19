//! The Aces Up solver: its lines replay through the model, its answers do
//! not depend on the slices, and a stuck position is unwinnable.

use super::learn::Learnt;
use super::{AcesUpSearch, Stage};
use std::collections::HashSet;

use crate::games::acesup::AcesUp;
use crate::games::Patience;
use crate::model::card::{Card, Rank};
use crate::model::deal::seeded_deck;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits, Search};

fn run(game: &AcesUp, slice: u32) -> (Answer, usize) {
    testing::run(AcesUpSearch::new(game, Limits::default()), slice)
}

/// Deals the search decides in few positions: 14 and 20 are won, 25 is
/// not (35,000 positions).
#[test]
fn solved_lines_replay_to_a_win_and_deals_are_decided() {
    let (solved, unwinnable) =
        testing::decide_deals([14, 20, 25], AcesUp::deal, |game| run(game, 1000).0);
    assert!(solved > 0 && unwinnable > 0, "{solved} {unwinnable}");
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [14, 25] {
        let game = AcesUp::deal(number);
        assert_eq!(run(&game, 1), run(&game, 1000), "deal {number}");
    }
}

/// The game steps a search 64 units between looks at the clock, and one
/// expansion may learn by searching hundreds of positions alone: that
/// work counts, so a step overruns what it was given by one expansion's
/// learning at most (a search alone and its lookups): a few hundred
/// units on average where 64 expansions would learn tens of thousands.
#[test]
fn a_step_counts_the_learning_within_it() {
    let game = AcesUp::deal(19);
    let mut search = AcesUpSearch::new(&game, Limits::states(20_000));
    let spent = |search: &AcesUpSearch| match &search.0 {
        Stage::Full { search, .. } => search.puzzle().deal.learnt.spent(),
        _ => 0,
    };
    let mut learning = 0;
    let (mut total, mut steps) = (0, 0);
    for _ in 0..2_000 {
        let before = spent(&search);
        if search.step(64).is_some() {
            break;
        }
        let done = spent(&search) - before;
        learning += usize::from(done > 0);
        (total, steps) = (total + done, steps + 1);
    }
    assert!(learning > 10, "{learning} steps learnt");
    assert!(
        total / steps < 1_000,
        "{} units a step of 64",
        total / steps
    );
}

#[test]
fn a_small_position_is_solved_and_a_stuck_one_is_not() {
    let game = AcesUp::parse_partial("stock: 2H AH 3H 5H\nt0: 4H\nt1: AS\nt2: KS\nt3:").unwrap();
    let (answer, _) = run(&game, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert!(wins(&game, &line));
    let stuck = AcesUp::parse_partial("t0: 5H\nt1: 4S\nt2: KC\nt3: 2D").unwrap();
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
    let won = AcesUp::parse_partial("f0: 2S\nt0: AS").unwrap();
    assert_eq!(run(&won, 1000).0, Answer::Solved(vec![]));
}

/// A deal whose last four cards are of four suits is lost at the start
/// (nothing moves after that deal): deal 11 took 8.5 million positions
/// without the rule.
#[test]
fn a_last_deal_of_four_suits_is_lost_at_once() {
    assert_eq!(run(&AcesUp::deal(11), 1000), (Answer::Unwinnable, 0));
}

/// The last deal is not made where its discards leave no column empty
/// and cards besides aces: here 2D goes, and 9H under it matches nothing.
/// Where 2D leaves its column empty, the deal is made and wins.
#[test]
fn a_last_deal_that_sticks_is_not_made() {
    let stock = "stock: 3C 2D 4D 5S\nt0: AS\nt1: AD\nt3: AC\nt2:";
    let lost = AcesUp::parse_partial(&format!("{stock} 9H")).unwrap();
    assert_eq!(run(&lost, 1000), (Answer::Unwinnable, 1));
    let game = AcesUp::parse_partial(stock).unwrap();
    let (answer, _) = run(&game, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert!(wins(&game, &line));
}

/// The deals after the last that leaves a pair (none here: 5S 6C 7H 8D)
/// pile up untouched; the last, 2S 9D TD 3H, discards 9D, and 6C under it
/// matches nothing, whatever lies below: lost before any search.
#[test]
fn deals_that_stick_on_their_own_lose_at_once() {
    let text = "stock: 3H TD 9D 2S 8D 7H 6C 5S\nt0: AS\nt1: AC\nt2: AD\nt3: AH";
    let game = AcesUp::parse_partial(text).unwrap();
    assert_eq!(run(&game, 1000), (Answer::Unwinnable, 0));
    assert!(!winnable(&game, &mut HashSet::new()));
}

/// Whether `game` can be won, by trying every legal move of the model:
/// no pruning, no shared keys, nothing but the rules.
pub(super) fn winnable(game: &AcesUp, seen: &mut HashSet<String>) -> bool {
    if game.is_won() {
        return true;
    }
    if !seen.insert(game.to_string()) {
        return false;
    }
    game.legal_moves().into_iter().any(|mv| {
        let mut next = game.clone();
        next.play(mv).expect("a legal move");
        winnable(&next, seen)
    })
}

/// A small Aces Up game for the tests: three or four suits (by the seed),
/// their aces always in, and the cards of a shuffle of them dealt onto
/// four columns and a stock.
pub(super) struct Small {
    /// Deals the stock holds.
    pub(super) deals: usize,
    /// Cards on the table at the start.
    pub(super) on_table: usize,
    /// The most cards each column takes of them, the first column first.
    pub(super) sizes: [u64; 4],
    /// The seed of the shuffle that orders the cards.
    pub(super) order: u64,
}

impl Small {
    /// The game of `seed`: its text in notation, the game, and its cards,
    /// the table's first, then the stock's.
    pub(super) fn game(&self, seed: u64) -> (String, AcesUp, Vec<Card>) {
        let suits = 3 + (seed % 2) as usize;
        let (aces, others): (Vec<Card>, Vec<Card>) = seeded_deck(seed)
            .into_iter()
            .filter(|c| c.suit().index() < suits)
            .partition(|c| c.rank() == Rank::ACE);
        let mut cards = aces;
        cards.extend(
            others
                .into_iter()
                .take(self.deals * 4 + self.on_table - suits),
        );
        let order = seeded_deck(self.order);
        cards.sort_by_key(|c| order.iter().position(|o| o == c));
        let (table, stock) = cards.split_at(self.on_table);
        let mut text = format!("stock:{}\n", names(stock));
        let mut rest = table;
        for (col, size) in self.sizes.into_iter().enumerate() {
            let (here, after) = rest.split_at((size as usize).min(rest.len()));
            text += &format!("t{col}:{}\n", names(here));
            rest = after;
        }
        let game = AcesUp::parse_partial(&text).unwrap();
        (text, game, cards)
    }
}

/// Cards in notation, each after a space.
pub(super) fn names(cards: &[Card]) -> String {
    cards.iter().map(|c| format!(" {c}")).collect()
}

/// Every prune of the search is sound: on small positions of three or four
/// suits (their aces always in), dealt at random onto four columns of one
/// to four cards and a stock of three deals, it finds a win exactly
/// when the plain search of the model does, and its lines replay.
#[test]
fn the_search_wins_exactly_the_positions_the_rules_win() {
    let (mut won, mut lost, mut doomed, mut learnt) = (0, 0, 0, 0);
    for seed in 1..=80u64 {
        let small = Small {
            deals: 3,
            on_table: 4 + (seed % 3) as usize,
            sizes: [1 + seed % 2, 1 + seed / 2 % 2, 1, 9],
            order: seed + 1000,
        };
        let (text, game, _) = small.game(seed);
        let truth = winnable(&game, &mut HashSet::new());
        if let AcesUpSearch(Stage::Best { deal, .. }) = AcesUpSearch::new(&game, Limits::default())
        {
            doomed += usize::from(deal.doomed);
            // The search of what the end requires, alone, with its nogoods.
            if Learnt::new(usize::MAX)
                .lost(&deal.deals, &deal.start)
                .is_some()
            {
                assert!(!truth, "learnt a loss of a win\n{text}");
                learnt += 1;
            }
        }
        match run(&game, 100).0 {
            Answer::Solved(line) => {
                assert!(truth && wins(&game, &line), "{text}");
                won += 1;
            }
            answer => {
                assert!(!truth && answer == Answer::Unwinnable, "{answer:?}\n{text}");
                lost += 1;
            }
        }
    }
    assert!(
        won > 10 && lost > 10 && doomed > 3 && learnt > 3,
        "{won} won, {lost} lost, {doomed} doomed, {learnt} learnt"
    );
}
