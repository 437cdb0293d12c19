//! The Yukon solver: its lines replay through the model, its answers do
//! not depend on the slices, and a stuck position is unwinnable.

use super::{Deal, Kind, YukonSearch, COLUMNS};
use crate::games::described::{DescId, Described};
use crate::games::Variant;
use crate::solver::testing;
use crate::solver::{Answer, Limits, Search};

/// The description of `kind`'s game.
fn id(kind: Kind) -> DescId {
    let name = match kind {
        Kind::Yukon => "yukon",
        Kind::Grandfather => "grandfather",
    };
    let Ok(Variant::Described(id)) = name.parse() else {
        panic!("{name} is a description");
    };
    id
}

fn dealt(number: u64, kind: Kind) -> Described {
    Described::deal(number, id(kind))
}

fn run(game: &Described, slice: u32) -> (Answer, usize) {
    testing::run(YukonSearch::new(game, Limits::default()), slice)
}

/// The full pass's puzzle (the one that can call a deal lost).
fn full(game: &Described) -> Deal {
    Deal::new(game).expect("laid out as Yukon or Grandfather")
}

fn position(text: &str) -> Described {
    Described::parse_partial(text, id(Kind::Yukon)).expect("a Yukon position")
}

/// Whether `line` plays from `game` and sends every card of its columns
/// home (a corner of a game, the rest of the deck left out, is never won:
/// the foundations are not full).
fn clears(game: &Described, line: &[crate::model::moves::Move]) -> bool {
    use crate::games::Patience;
    let mut game = game.clone();
    for &mv in line {
        if let Err(why) = game.play(mv) {
            panic!("{mv} refused: {why}\n{game}");
        }
    }
    game.columns().iter().all(|c| c.is_empty())
}

/// A game not laid out as Yukon or Grandfather (Gypsy's eight columns,
/// a Yukon building down regardless of suit) is no position for the search: undecided at
/// once, nothing searched.
#[test]
fn a_game_of_other_rules_is_undecided() {
    let Ok(Variant::Described(gypsy)) = "gypsy".parse() else {
        panic!("gypsy is a description");
    };
    let mut search = YukonSearch::new(&Described::deal(1, gypsy), Limits::default());
    assert_eq!(search.step(1000), Some(Answer::Undecided));
    assert_eq!(search.states(), 0);
    let text = include_str!("../../../assets/games/yukon.txt")
        .replace("name: yukon", "name: yukontwodecks")
        .replace("build: down alternate", "build: down any")
        .replace("solver: yukon\n", "");
    let any = crate::games::described::registry::register_text(&text).expect(&text);
    assert!(Deal::new(&Described::deal(1, any)).is_none());
}

/// Deals the first pass wins in a few thousand positions.
#[test]
fn solved_lines_replay_to_a_win() {
    let (solved, _) = testing::decide_deals(
        [1, 2, 3, 4],
        |n| dealt(n, Kind::Yukon),
        |game| run(game, 1000).0,
    );
    assert_eq!(solved, 4);
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for game in [
        dealt(1, Kind::Yukon),
        position("t0: [AH] 2C\nt1: [2H] KS\nt2: QD"),
    ] {
        assert_eq!(run(&game, 1), run(&game, 1000), "{game}");
    }
}

#[test]
fn one_move_from_a_win_is_solved_and_a_won_game_needs_none() {
    let game = position("f0: AC 2C 3C\nt0: 4C");
    let (answer, _) = run(&game, 1000);
    assert_eq!(answer, Answer::Solved(vec!["t0 f0".parse().unwrap()]));
    assert!(clears(&game, &["t0 f0".parse().unwrap()]));
    let won = position("f0: AC");
    assert_eq!(run(&won, 1000).0, Answer::Solved(vec![]));
}

/// The two of hearts lies face down under the ace it must follow home, and
/// nothing can take the ace off it: no move can part them.
#[test]
fn a_card_buried_under_its_own_suit_is_lost() {
    let stuck = position("t0: [2H] 3H\nt1: [AH] 5C");
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
    let stuck = position("t0: [2H] 3H AH");
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
}

fn grandfather(text: &str) -> Described {
    Described::parse_partial(text, id(Kind::Grandfather)).expect("a Grandfather position")
}

#[test]
fn grandfather_deals_are_won_by_lines_that_replay() {
    let (solved, _) = testing::decide_deals(
        [1, 2, 3],
        |n| dealt(n, Kind::Grandfather),
        |game| run(game, 1000).0,
    );
    assert_eq!(solved, 3);
    let game = dealt(2, Kind::Grandfather);
    assert_eq!(run(&game, 1), run(&game, 1000));
}

/// The ace lies under the two: only a redeal parts them, and after the
/// last redeal nothing can.
#[test]
fn grandfather_redeals_when_stuck_until_none_is_left() {
    let game = grandfather("redeals: 1\nt0: [AH] 2H");
    let (answer, _) = run(&game, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert_eq!(line[0], crate::model::moves::Move::Draw);
    assert!(clears(&game, &line));
    let stuck = grandfather("redeals: 2\nt0: [AH] 2H");
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
}

/// Each child's key and estimate, found from its parent's, are the ones
/// found from the whole child, along a few moves into several deals.
#[test]
fn keys_found_from_the_parent_match_keys_hashed_whole() {
    use crate::solver::engine::Puzzle;
    for (n, kind) in [(1, Kind::Yukon), (7, Kind::Yukon), (2, Kind::Grandfather)] {
        let deal = full(&dealt(n, kind));
        let mut state = deal.start();
        for depth in 0..12 {
            let children = children_of(&deal, &state);
            assert!(!children.is_empty(), "deal {n} depth {depth}");
            for child in &children {
                assert_eq!(child.key, deal.whole_key(child), "deal {n} depth {depth}");
                assert_eq!(
                    child.estimate,
                    deal.estimate(child),
                    "deal {n} depth {depth}"
                );
            }
            state = children[depth % children.len()];
        }
    }
}

/// The children of `state`, each with its key and estimate found from
/// its parent's.
fn children_of(deal: &Deal, state: &super::State) -> Vec<super::State> {
    use crate::solver::engine::Puzzle;
    let mut children = Vec::new();
    deal.children(state, &mut children);
    children.into_iter().map(|(_, child)| child).collect()
}

/// The bases as bits are the cards each card builds on, in both games.
#[test]
fn a_cards_base_mask_holds_the_cards_it_builds_on() {
    for kind in [Kind::Yukon, Kind::Grandfather] {
        let deal = full(&dealt(1, kind));
        for card in 0..52u8 {
            for below in 0..52u8 {
                let bit = deal.base_mask(card) >> below & 1 == 1;
                assert_eq!(bit, deal.builds(card, below), "{kind:?} {card} {below}");
            }
            assert_eq!(deal.base_mask(card) >> 52, 0, "{kind:?} {card}");
        }
    }
}

/// Whether any line wins from `game`: every position it reaches, tried
/// without the dead test.
fn winnable(deal: &Deal, start: super::State) -> bool {
    use crate::solver::engine::Puzzle;
    let mut seen = std::collections::HashSet::from([deal.key(&start)]);
    let mut stack = vec![start];
    while let Some(state) = stack.pop() {
        if deal.is_won(&state) {
            return true;
        }
        for child in children_of(deal, &state) {
            if seen.insert(child.key) {
                stack.push(child);
            }
        }
    }
    false
}

/// Of the random positions ([`random_positions`]), one the dead test
/// calls lost is never won by any line, and the test calls many lost.
#[test]
fn a_position_called_dead_has_no_winning_line() {
    use crate::solver::engine::Puzzle;
    let (mut dead, mut won) = (0, 0);
    for (text, game) in random_positions() {
        let mut deal = full(&game);
        let start = deal.start();
        let is_dead = deal.is_dead(&start);
        let is_won = winnable(&deal, start);
        assert!(!(is_dead && is_won), "called dead, yet won:\n{text}");
        dead += usize::from(is_dead);
        won += usize::from(is_won);
    }
    assert!(dead > 100 && won > 100, "{dead} dead, {won} won");
}

/// A position made from one the dead test passes, by sending home a card
/// nothing out could be built on or by moving a card where it could move
/// on at once (another card it builds on is a top of another column, or a
/// king leaves another column empty), is marked live, and the dead test
/// passes it too: along every line from the random positions and Yukon
/// deals 1-3, with many of each kind of move (the card taken from a card
/// it builds on, from one it does not, from a column's bottom; a king).
#[test]
fn a_safe_move_home_or_a_card_free_to_move_on_from_a_live_position_stays_live() {
    use crate::solver::engine::Puzzle;
    let mut games: Vec<(String, Described)> = random_positions();
    for n in 1..=3 {
        games.push((format!("yukon {n}"), dealt(n, Kind::Yukon)));
    }
    // Home; and shifts from a base, from another card, from a bottom, and
    // a king's into an empty column.
    let mut live = [0; 5];
    for (text, game) in games {
        let deal = full(&game);
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![deal.start()];
        while let Some(state) = stack.pop() {
            if deal.is_stuck(&state) {
                continue;
            }
            for child in children_of(&deal, &state) {
                if child.live {
                    assert!(!deal.is_stuck(&child), "{text}");
                    // The column the move took cards from, and their place.
                    let c = (0..COLUMNS)
                        .find(|&c| child.len[c] < state.len[c])
                        .expect("a column left shorter");
                    let i = usize::from(child.len[c]);
                    let t = (0..COLUMNS)
                        .find(|&t| child.len[t] > state.len[t])
                        .unwrap_or(c);
                    let kind = if child.total() < state.total() {
                        0
                    } else if state.len[t] == 0 {
                        4
                    } else if i == 0 {
                        3
                    } else {
                        let column = state.column(c);
                        if deal.builds(column[i], column[i - 1]) {
                            1
                        } else {
                            2
                        }
                    };
                    live[kind] += 1;
                }
                if seen.len() < 2000 && seen.insert(child.key) {
                    stack.push(child);
                }
            }
        }
    }
    let [home, from_base, from_other, from_bottom, king] = live;
    assert!(
        home > 10_000
            && from_base > 10_000
            && from_other > 10_000
            && from_bottom > 5_000
            && king > 10_000,
        "{live:?} live: home, shifts from a base, another card, a bottom, a king's"
    );
}

/// The dead test on bit masks of places gives the answer it gave card by
/// card ([`super::dead_by_card`]), on every position along lines from the
/// random positions and from Yukon deals 1-5; and where each column starts
/// is the sum of the lengths before it, and each child's key and estimate
/// found from its parent's (itself found so, along the line) are the ones
/// found from nothing.
#[test]
fn the_dead_test_by_places_agrees_with_the_one_by_cards() {
    use crate::solver::engine::Puzzle;
    let mut games: Vec<(String, Described)> = random_positions();
    for n in 1..=5 {
        games.push((format!("yukon {n}"), dealt(n, Kind::Yukon)));
    }
    let (mut stuck, mut tested) = (0, 0);
    for (text, game) in games {
        let deal = full(&game);
        let mut seen = std::collections::HashSet::new();
        let start = deal.start();
        let mut stack = vec![start];
        while let Some(state) = stack.pop() {
            for c in 0..=COLUMNS {
                let sum: usize = state.len[..c].iter().map(|&l| usize::from(l)).sum();
                assert_eq!(state.start(c), sum, "{text}");
            }
            let by_places = deal.is_stuck(&state);
            assert_eq!(by_places, deal.is_stuck_by_card(&state), "{text}");
            tested += 1;
            if by_places {
                stuck += 1;
                continue;
            }
            // Along lines from the parent's key and estimate, each found
            // from its own parent's.
            for child in children_of(&deal, &state) {
                assert_eq!(child.key, deal.whole_key(&child), "{text}");
                assert_eq!(child.estimate, deal.estimate(&child), "{text}");
                if seen.len() < 3000 && seen.insert(child.key) {
                    stack.push(child);
                }
            }
        }
    }
    assert!(
        stuck > 1000 && tested > stuck * 2,
        "{stuck} stuck of {tested}"
    );
}

/// Small positions made at random (each suit home up to a card, the cards
/// above it dealt out into a few columns, some face down), Yukon and
/// Grandfather after its last redeal, in notation and parsed.
fn random_positions() -> Vec<(String, Described)> {
    let mut seed = 19u64;
    let mut next = |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % n
    };
    let mut positions = Vec::new();
    for round in 0..1000 {
        let kind = if round % 3 == 2 {
            Kind::Grandfather
        } else {
            Kind::Yukon
        };
        let mut text = String::from(if kind == Kind::Grandfather {
            "redeals: 2\n"
        } else {
            ""
        });
        let mut out = Vec::new();
        for (f, suit) in "CDHS".chars().enumerate() {
            let home = 13 - next(6);
            let card = |r: usize| format!("{}{suit}", "A23456789TJQK".as_bytes()[r - 1] as char);
            if home > 0 {
                let cards: Vec<String> = (1..=home).map(card).collect();
                text += &format!("f{f}: {}\n", cards.join(" "));
            }
            out.extend((home + 1..=13).map(card));
        }
        for i in (1..out.len()).rev() {
            out.swap(i, next(i + 1));
        }
        let columns = 2 + next(2);
        for (t, column) in out.chunks(out.len().div_ceil(columns).max(1)).enumerate() {
            let down = next(column.len());
            let (under, up) = column.split_at(down);
            let under = if down > 0 {
                format!("[{}] ", under.join(" "))
            } else {
                String::new()
            };
            text += &format!("t{t}: {under}{}\n", up.join(" "));
        }
        let game = Described::parse_partial(&text, id(kind)).expect(&text);
        positions.push((text, game));
    }
    positions
}
