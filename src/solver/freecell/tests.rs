//! The FreeCell solver against known answers; every solution is replayed
//! through the model's own `play`.

use super::FreeCellSearch;
use crate::games::described::{DescId, Described};
use crate::games::{Patience, Variant};
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::solver::{Answer, Limits, Search};

/// FreeCell's description.
fn id() -> DescId {
    crate::games::described::registry::named("freecell")
}

fn deal(number: u64) -> Described {
    Described::deal(number, id())
}

fn parse_partial(text: &str) -> Result<Described, crate::model::notation::ParseError> {
    Described::parse_partial(text, id())
}

fn run(game: &Described, limits: Limits, slice: u32) -> Answer {
    let mut search = FreeCellSearch::new(game, limits);
    loop {
        if let Some(answer) = search.step(slice) {
            return answer;
        }
    }
}

fn solve(game: &Described) -> Answer {
    run(game, Limits::default(), 1000)
}

/// Plays the moves through the model and says whether they win.
fn wins(game: &Described, moves: &[Move]) -> bool {
    let mut game = game.clone();
    for &mv in moves {
        if let Err(why) = game.play(mv) {
            panic!("{mv} refused: {why}\n{game}");
        }
    }
    game.is_won()
}

#[test]
fn deal_1_is_solved_and_the_solution_replays_to_a_win() {
    let game = deal(1);
    let Answer::Solved(moves) = solve(&game) else {
        panic!("deal 1 is winnable")
    };
    assert!(wins(&game, &moves));
    assert!(moves.len() < 130, "{} moves", moves.len());
}

#[test]
fn deal_11982_is_proven_unwinnable() {
    assert_eq!(solve(&deal(11982)), Answer::Unwinnable);
}

#[test]
fn one_move_from_a_win_is_that_one_move() {
    let game = parse_partial("Foundations: H-K C-K D-K S-Q\n: KS").unwrap();
    let Answer::Solved(moves) = solve(&game) else {
        panic!("one move from a win")
    };
    assert_eq!(moves.len(), 1);
    assert!(wins(&game, &moves));
}

#[test]
fn a_card_in_a_cell_and_a_run_to_unpack_are_solved_with_every_move_home_listed() {
    let game = parse_partial(
        "Foundations: H-T C-T D-Q S-Q\nFreecells: KD - - -\n: KS QH JC\n: KC KH JH QC",
    )
    .unwrap();
    let Answer::Solved(moves) = solve(&game) else {
        panic!("winnable")
    };
    assert!(wins(&game, &moves));
    // Seven cards are out of the foundations: each goes home by its own move.
    assert!(moves.len() >= 7);
}

#[test]
fn a_position_without_a_single_move_is_unwinnable() {
    // Aces buried at the bottom, kings and jacks on top, nines in every cell:
    // no card fits anywhere and nothing can go home.
    let rank_of = |c: &Card| c.rank().value();
    let (mut tops, mut rest): (Vec<Card>, Vec<Card>) =
        Card::deck().partition(|c| matches!(rank_of(c), 11 | 13));
    let nines: Vec<Card> = rest.iter().copied().filter(|c| rank_of(c) == 9).collect();
    rest.retain(|c| rank_of(c) != 9);
    tops.sort_by_key(|c| std::cmp::Reverse(rank_of(c)));
    let mut text = String::from("Freecells:");
    for c in &nines {
        text.push_str(&format!(" {c}"));
    }
    text.push('\n');
    for (i, top) in tops.iter().enumerate() {
        text.push(':');
        for c in rest.iter().skip(i).step_by(8) {
            text.push_str(&format!(" {c}"));
        }
        text.push_str(&format!(" {top}\n"));
    }
    let game = Described::parse(&text, id()).unwrap();
    assert!(game.legal_moves().is_empty(), "no move at all:\n{game}");
    assert_eq!(solve(&game), Answer::Unwinnable);
}

#[test]
fn a_board_with_cards_missing_cannot_be_won() {
    let game = parse_partial(": KS QH\n: 5D").unwrap();
    assert_eq!(solve(&game), Answer::Unwinnable);
}

#[test]
fn a_won_game_needs_no_moves() {
    let game = parse_partial("Foundations: H-K C-K D-K S-K").unwrap();
    assert_eq!(solve(&game), Answer::Solved(vec![]));
}

#[test]
fn the_answer_is_the_same_whatever_the_slice_size() {
    for number in [2, 11982] {
        let game = deal(number);
        let answers: Vec<Answer> = [1, 7, 1000]
            .iter()
            .map(|&slice| run(&game, Limits::default(), slice))
            .collect();
        assert_eq!(answers[0], answers[1], "deal {number}");
        assert_eq!(answers[1], answers[2], "deal {number}");
    }
}

#[test]
fn past_the_state_limit_the_answer_is_undecided() {
    let limits = Limits::states(50);
    assert_eq!(run(&deal(1), limits, 100), Answer::Undecided);
    let mut search = FreeCellSearch::new(&deal(1), limits);
    while search.step(10).is_none() {}
    assert!(search.states() <= 51);
    // Asking again gives the same answer.
    assert_eq!(search.step(10), Some(Answer::Undecided));
}

#[test]
fn a_board_with_a_long_column_is_searched_too() {
    // Twenty cards in one column: more than a dealt column can hold.
    let mut cards: Vec<Card> = Card::deck().collect();
    cards.reverse();
    let long: Vec<String> = cards[..20].iter().map(|c| c.to_string()).collect();
    let mut text = format!(": {}\n", long.join(" "));
    for chunk in cards[20..].chunks(5) {
        let names: Vec<String> = chunk.iter().map(|c| c.to_string()).collect();
        text.push_str(&format!(": {}\n", names.join(" ")));
    }
    let game = Described::parse(&text, id()).unwrap();
    match solve(&game) {
        Answer::Solved(moves) => assert!(wins(&game, &moves)),
        other => panic!("kings first, aces last: winnable, got {other:?}"),
    }
}

#[test]
fn a_deal_the_portfolio_solves_with_two_searches_taking_turns_is_solved_alike_in_any_slices() {
    // Deal 9166 gets past every depth-first run, and past `SWITCH`
    // positions of the first best-first search, so the second has started
    // and the two take turns when it is solved.
    let game = deal(9166);
    let a = run(&game, Limits::default(), 1);
    let Answer::Solved(moves) = &a else {
        panic!("deal 9166 is winnable, got {a:?}")
    };
    assert!(wins(&game, moves));
    assert_eq!(run(&game, Limits::default(), 5000), a);
}

#[test]
fn the_incremental_and_peeked_facts_and_stats_are_the_full_ones() {
    use super::eval::Parts;
    use super::facts::Facts;
    use super::movegen::moves;
    use super::peek::{peek, Base, Peeked};
    use super::pos::{Loc, Pos};
    // What the position keeps up to date (column infos, card places) against
    // the same position indexed afresh from its cards.
    fn same_kept(p: &Pos<20>) {
        let q = p.reindexed();
        assert_eq!(p.stats(), q.stats());
        for i in (0..8).filter(|&i| p.lens[i] > 0) {
            assert_eq!(p.info(i), q.info(i), "column {i}");
        }
    }
    // Moves home, and those worked out without making them.
    let (mut homes, mut homes_peeked) = (0, 0);
    // Three deals, and a board with two moves home: the seven of diamonds
    // alone, and the seven of hearts, after which the six of spades it
    // uncovers goes home too.
    let board =
        parse_partial("Foundations: H-6 C-4 D-6 S-5\n: 6S 7H\n: 5C 9D 7D\n: KS QH").unwrap();
    let starts = [1, 617, 11982].map(deal);
    for start in starts.iter().chain([&board]) {
        let mut p = Pos::<20>::from_model(start).unwrap();
        // Walk a few dozen plies, taking a different child each time.
        for ply in 0..40 {
            let mut list = Vec::new();
            let facts = Facts::of(&p);
            let before = p.stats();
            moves(&p, &mut list);
            if list.is_empty() {
                break;
            }
            let mark = p.mark();
            let base = Base::of(&p, Parts::of(&p));
            for &m in &list {
                homes += usize::from(m.to == Loc::Found);
                let peeked = peek(&p, &facts, &base, m, &mut |_| true);
                // In place, as the searches look at children.
                p.apply(m);
                p.auto_home(|_| {});
                let full = Facts::of(&p);
                if let Peeked::Fresh(hash, parts) = peeked {
                    assert_eq!(hash, full.hash(&p), "peeked hash of {m:?}");
                    assert_eq!(parts, Parts::of(&p), "peeked parts of {m:?}");
                    homes_peeked += usize::from(m.to == Loc::Found);
                }
                assert_eq!(facts.after(&mark, &p), full);
                assert_eq!(facts.peek_hash(&mark, &p), full.hash(&p));
                same_kept(&p);
                p.undo(&mark, m);
                assert_eq!(Facts::of(&p), facts, "undone");
                assert_eq!(p.stats(), before, "undone");
                same_kept(&p);
            }
            p.apply(list[ply * 7 % list.len()]);
            p.auto_home(|_| {});
        }
    }
    assert!(
        homes_peeked > 0 && homes_peeked < homes,
        "{homes_peeked} of {homes} moves home peeked"
    );
}

#[test]
fn a_move_taken_back_leaves_the_position_its_facts_and_its_key_as_they_were() {
    use super::eval::Weights;
    use super::facts::Facts;
    use super::game::Game;
    use super::pos::Pos;
    use crate::solver::engine::inplace::InPlace;
    // Deal 617, and a board with a column of 26 cards shuffled: more than
    // the 21 cards a column's key holds exactly.
    let mut cards: Vec<Card> = Card::deck().collect();
    let shuffled: Vec<Card> = (0..26).map(|i| cards[i * 7 % 26]).collect();
    cards[..26].copy_from_slice(&shuffled);
    let mut text = String::new();
    for chunk in [&cards[..26]].into_iter().chain(cards[26..].chunks(4)) {
        let names: Vec<String> = chunk.iter().map(|c| c.to_string()).collect();
        text.push_str(&format!(": {}\n", names.join(" ")));
    }
    let long = Described::parse(&text, id()).unwrap();
    for start in [deal(617), long] {
        let game = Game {
            start: Pos::<52>::from_model(&start).unwrap(),
            weights: Weights::PRIMARY,
        };
        let (mut board, _) = game.start();
        let whole = |b: &super::game::Board<52>| Facts::of(&b.pos) == b.facts;
        let mut log = Vec::new();
        let mut line = Vec::new();
        // Down a line of a few dozen moves, every move of each position
        // played and taken back on the way, then the line taken back.
        for ply in 0..50 {
            let key = game.key(&board);
            let mut list = Vec::new();
            game.moves(&board, &mut list);
            if list.is_empty() || game.is_won(&board) {
                break;
            }
            for &m in &list {
                let undo = game.play(&mut board, m, &mut log);
                assert!(whole(&board), "{m:?} played");
                game.unplay(&mut board, m, &undo, &mut log);
                assert!(whole(&board), "{m:?} taken back");
                assert_eq!(game.key(&board), key, "{m:?} taken back");
            }
            let m = list[ply * 7 % list.len()];
            line.push((m, game.play(&mut board, m, &mut log), key));
        }
        assert!(line.len() > 10, "{} moves", line.len());
        while let Some((m, undo, key)) = line.pop() {
            game.unplay(&mut board, m, &undo, &mut log);
            assert!(whole(&board) && game.key(&board) == key, "{m:?} taken back");
        }
        assert!(log.is_empty(), "the moves home taken back too");
    }
}

#[test]
fn a_deal_only_the_greedy_weightings_solve_is_solved_within_the_default_limit() {
    // Deal 496564 kept the portfolio's three earlier weightings busy past
    // three million positions; `FIFTH_BF` solves it in a few hundred of
    // its own.
    let game = deal(496564);
    let Answer::Solved(moves) = solve(&game) else {
        panic!("deal 496564 is winnable")
    };
    assert!(wins(&game, &moves));
}

#[test]
fn a_move_carried_into_the_same_position_with_columns_reordered_leads_to_the_same_child() {
    use super::facts::Facts;
    use super::game::{carry, lands_on};
    use super::movegen::moves;
    use super::pos::{Loc, Pos};
    let hash = |p: &Pos<20>| Facts::of(p).hash(p);
    // Deal 1 after a few moves (so that a column is empty), and the same
    // position with its columns turned round.
    let mut p = Pos::<20>::from_model(&deal(1)).unwrap();
    while !p.lens.contains(&0) {
        let mut list = Vec::new();
        moves(&p, &mut list);
        // Out of the shortest column, into a cell only if nothing else.
        let m = list.iter().min_by_key(|m| match m.from {
            Loc::Col(i) => (m.to == Loc::Cell, p.lens[i as usize]),
            _ => (true, u8::MAX),
        });
        p.apply(*m.expect("a move"));
        p.auto_home(|_| {});
    }
    let mut q = p;
    q.cols.reverse();
    q.lens.reverse();
    let q = q.reindexed();
    assert_eq!(hash(&p), hash(&q));
    let mut list = Vec::new();
    moves(&p, &mut list);
    assert!(list.len() > 5, "{list:?}");
    for m in list {
        let (mut a, mut b) = (p, q);
        a.apply(m);
        a.auto_home(|_| {});
        let carried = carry(&q, m, lands_on(&p, m));
        b.apply(carried);
        b.auto_home(|_| {});
        assert_eq!(hash(&a), hash(&b), "{m:?} carried as {carried:?}");
    }
}

#[test]
fn a_card_goes_home_at_once_when_no_line_could_need_it_on_the_table() {
    use super::pos::Pos;
    // The five of hearts, with the black fours still out.
    let safe = |foundations: &str| {
        let text = format!("Foundations: {foundations}\n: KS 5H");
        let game = parse_partial(&text).unwrap();
        let p = Pos::<20>::from_model(&game).unwrap();
        p.safe_home(p.top(0).unwrap())
    };
    // Black threes home and the two of diamonds: a black four could go
    // home rather than onto it, and a red three rather than onto that.
    assert!(safe("H-4 C-3 D-2 S-3"));
    // The black fours home: nothing can be built on it any more.
    assert!(safe("H-4 C-4 D-A S-4"));
    // A red three could still need a black four, and that four the five.
    assert!(!safe("H-4 C-3 D-A S-3"));
    // A black three could still need a red four.
    assert!(!safe("H-4 C-3 D-2 S-2"));
    // It does not fit.
    assert!(!safe("H-3 C-4 D-4 S-4"));
}

/// A game of other rules is no position for the search: Baker's Game
/// (FreeCell built by suit) is undecided at once, nothing searched.
#[test]
fn a_game_of_other_rules_is_undecided() {
    let Ok(Variant::Described(bakers)) = "bakersgame".parse() else {
        panic!("bakersgame is a description");
    };
    let mut search = FreeCellSearch::new(&Described::deal(1, bakers), Limits::default());
    assert_eq!(search.step(1000), Some(Answer::Undecided));
    assert_eq!(search.states(), 0);
}
