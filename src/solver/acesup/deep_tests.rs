//! The nogoods the main search learns from its own proofs are sound:
//! every position one matches, and its neighbours, is lost by the plain
//! search of the model's own moves (the helpers of [`super::nogood_tests`]).

use super::deep::Deep;
use super::learn::{Learnt, Why};
use super::nogood_tests::{check, game_of, small_game, variants, walked, Rng};
use super::{Deal, State};
use crate::solver::engine::depth::DepthFirst;
use crate::solver::{Answer, Search};

/// The main search of `deal` run to its end, with searches alone of
/// `alone` positions in all; its nogoods.
fn learnt_by_the_main_search(deal: Deal, alone: usize) -> (Answer, Learnt) {
    let deal = Deal {
        learnt: Box::new(Learnt::new(alone)),
        ..deal
    };
    let mut search = DepthFirst::new(Deep::new(deal), 200_000);
    let answer = loop {
        if let Some(answer) = search.step(1000) {
            break answer;
        }
    };
    (answer, (*search.puzzle().deal.learnt).clone())
}

/// Every nogood the main search learns on 40 small games, each searched
/// from a random point of a random walk (mid-stock mostly), with no
/// searches alone or a few, matches only lost positions; those that read
/// a pledge kept are tried where the plain rules apply, none pledged,
/// which they do not match.
#[test]
fn every_position_a_nogood_of_the_main_search_matches_is_lost() {
    let (mut nogoods, mut pledged, mut heights, mut matched, mut general) = (0, 0, 0, 0, 0);
    let mut kept = 0;
    for seed in 1..=40u64 {
        let (mut game, all) = small_game(seed);
        let Some(deal) = walked(&mut game, Rng(seed * 0x9E37_79B9 + 1), 10) else {
            continue;
        };
        let deals = deal.deals.clone();
        let plain = deal.clone();
        let (_, mut learnt) = learnt_by_the_main_search(deal, [0, 0, 300][seed as usize % 3]);
        kept += check_kept(&mut learnt, &plain, &all, seed);
        nogoods += learnt.log.len();
        pledged += learnt
            .log
            .iter()
            .filter(|(p, why)| (0..4).any(|k| p.pledged[k] & why.pledged[k] != 0))
            .count();
        heights += learnt
            .log
            .iter()
            .filter(|(_, why)| why.below != [0; 4])
            .count();
        let (m, g) = check(&mut learnt, &deals, &all, seed);
        (matched, general) = (matched + m, general + g);
    }
    assert!(
        nogoods > 200 && pledged > 2 && heights > 50 && general > 100 && kept > 100,
        "{nogoods} nogoods ({pledged} with a pledge kept, {heights} with heights), \
         {matched} matches ({general} of others), {kept} with their pledges"
    );
}

/// Checks each nogood of `learnt` that reads a pledge or a height against
/// the main search as it was before it learnt (the small games' search,
/// nothing learnt, its property test the truth), on `p` and its
/// neighbours with their pledges: a position whose pledges are kept is
/// lost by the main search's rules, which a plain search may still win.
/// Returns how many positions matched.
fn check_kept(learnt: &mut Learnt, deal: &Deal, all: &[super::Packed], seed: u64) -> usize {
    let mut matched = 0;
    let log: Vec<(State, Why)> = learnt.log.clone();
    for (p, why) in log {
        if why.pledged == [0; 4] && why.below == [0; 4] {
            continue;
        }
        for v in variants(&p, &deal.deals, all) {
            if learnt.known(&v, true).is_none() {
                continue;
            }
            matched += 1;
            let alone = Deal {
                start: v,
                learnt: Box::new(Learnt::new(0)),
                ..deal.clone()
            };
            let mut search = DepthFirst::new(alone, 1_000_000);
            let answer = loop {
                if let Some(answer) = search.step(10_000) {
                    break answer;
                }
            };
            assert!(
                !matches!(answer, Answer::Solved(_)),
                "seed {seed}: a nogood ({why:?}) of\n{}{p:?}\nmatches {v:?}, won by the main search",
                game_of(&p, &deal.deals)
            );
        }
    }
    matched
}
