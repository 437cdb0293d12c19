//! Known positions and the search's promises.

use super::*;
use crate::games::described::DescId;
use crate::games::Variant;
use crate::model::notation::ParseError;

use crate::games::Game;
use crate::model::pile::PileId;
use crate::solver::{solve, Limits};

/// Spider's three decks, each a description (`spider1`, `spider2`,
/// `spider4`).
#[derive(Clone, Copy, Debug)]
enum Suits {
    One,
    Two,
    Four,
}

impl Suits {
    fn id(self) -> DescId {
        let name = match self {
            Suits::One => "spider1",
            Suits::Two => "spider2",
            Suits::Four => "spider4",
        };
        let Ok(Variant::Described(id)) = name.parse() else {
            panic!("{name} is a description");
        };
        id
    }
}

fn deal(number: u64, suits: Suits) -> Described {
    Described::deal(number, suits.id())
}

fn parse(text: &str, suits: Suits) -> Result<Described, ParseError> {
    Described::parse(text, suits.id())
}

fn parse_partial(text: &str, suits: Suits) -> Result<Described, ParseError> {
    Described::parse_partial(text, suits.id())
}

fn col(n: u8) -> PileId {
    PileId::Column(n)
}

/// Seven runs home and the eighth in two pieces: `t5 t0` wins.
fn one_move_from_a_win() -> Described {
    let mut text = String::new();
    for n in 0..7 {
        text += &format!("f{n}: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n");
    }
    text += "t0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\nt5: AS";
    parse(&text, Suits::One).expect("all 104 cards")
}

fn answer(game: &Described, budget: u32) -> Answer {
    let mut search = SpiderSearch::new(game, Limits::default());
    loop {
        if let Some(answer) = search.step(budget) {
            return answer;
        }
    }
}

#[test]
fn one_move_from_a_win_is_solved_with_that_move() {
    let game = one_move_from_a_win();
    assert_eq!(
        answer(&game, 1000),
        Answer::Solved(vec![Move::one(col(5), col(0))])
    );
}

#[test]
fn a_position_without_moves_and_stock_is_lost() {
    let game = parse_partial("t0: 5S\nt1: 9H\nt2: [KD] 2C", Suits::Four).unwrap();
    assert_eq!(answer(&game, 1000), Answer::Unwinnable);
}

/// Three cards of the last run are still in the stock: every win deals.
/// The deal puts QS onto t0's KS, 2S onto t1's 3S and AS onto t2's 4S.
fn win_after_a_deal() -> Described {
    let mut text = String::new();
    for n in 0..7 {
        text += &format!("f{n}: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n");
    }
    text += "t0: KS\nt1: 3S\nt2: 4S\nt3: JS\nt4: TS\nt5: 9S\nt6: 8S\nt7: 7S\nt8: 6S\nt9: 5S\n\
             stock: AS 2S QS";
    parse(&text, Suits::One).expect("all 104 cards")
}

/// The only wins deal first: before the deal no move keeps ten columns
/// filled, and after it the cards make the last run.
#[test]
fn a_win_that_needs_a_deal_first_is_found() {
    let game = win_after_a_deal();
    let Answer::Solved(line) = answer(&game, 1000) else {
        panic!("not solved");
    };
    assert!(line.contains(&Move::Draw));
    let mut replay = game.clone();
    for &mv in &line {
        replay.play(mv).unwrap();
    }
    assert!(replay.is_won());
}

/// A real deal: the beam's line replays to a win through the model.
#[test]
fn a_real_deal_of_one_suit_is_solved() {
    let game = deal(6, Suits::One);
    let Answer::Solved(line) = answer(&game, 1000) else {
        panic!("not solved");
    };
    let mut replay = game.clone();
    for &mv in &line {
        replay.play(mv).unwrap();
    }
    assert!(replay.is_won());
    assert_eq!(line.iter().filter(|&&mv| mv == Move::Draw).count(), 5);
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for game in [
        one_move_from_a_win(),
        win_after_a_deal(),
        deal(3, Suits::One),
    ] {
        let limits = Limits::states(3_000);
        let run = |budget: u32| {
            let mut search = SpiderSearch::new(&game, limits);
            loop {
                if let Some(answer) = search.step(budget) {
                    return (answer, search.states());
                }
            }
        };
        let first = run(1);
        assert_eq!(run(7), first);
        assert_eq!(run(1000), first);
    }
}

#[test]
fn search_dispatches_spider_and_a_won_game_is_solved_at_once() {
    let mut game = one_move_from_a_win();
    game.play(Move::one(col(5), col(0))).unwrap();
    assert_eq!(
        solve(&Game::Described(game), Limits::default()),
        Answer::Solved(Vec::new())
    );
}

/// The solver's position follows the model's through a few hundred moves
/// of real deals (deals, runs home and cards turned up included).
#[test]
fn the_position_plays_as_the_model_does() {
    use super::generate::generate;
    for (n, suits) in [(1, Suits::One), (2, Suits::Two), (3, Suits::Four)] {
        let mut game = deal(n, suits);
        let (mut pos, stock) = Pos::from_model(&game).unwrap();
        let (mut scratch, mut moves) = (Vec::new(), Vec::new());
        for step in 0..300u64 {
            moves.clear();
            generate(&pos, &stock, true, false, &mut scratch, &mut moves);
            if moves.is_empty() {
                break;
            }
            let mv = moves[((step * 7 + n) % moves.len() as u64) as usize];
            pos.apply(mv, &stock);
            game.play(to_model(mv)).expect("a legal move");
            let (model, _) = Pos::from_model(&game).unwrap();
            for i in 0..pos::COLUMNS {
                assert_eq!(pos.col(i), model.col(i), "deal {n} step {step} t{i}");
                assert_eq!(pos.down[i], model.down[i], "deal {n} step {step} t{i}");
            }
            assert_eq!(pos.home, model.home);
        }
    }
}

/// A sequence of three pieces (9S 8S, 7H 6H, 5C) goes onto TD through the
/// two empty columns in one supermove, whose steps the model plays to the
/// same position.
#[test]
fn a_supermove_carries_a_sequence_of_suits_through_empty_columns() {
    use super::generate::generate;
    let text = "t0: [KD] 9S 8S 7H 6H 5C\nt1: TD\nt4: 2D\nt5: 3D\nt6: 4D\nt7: 5D\nt8: 6D\nt9: 7D";
    let game = parse_partial(text, Suits::Four).unwrap();
    let (pos, stock) = Pos::from_model(&game).unwrap();
    let (mut scratch, mut moves) = (Vec::new(), Vec::new());
    generate(&pos, &stock, false, false, &mut scratch, &mut moves);
    let mv = Mv {
        from: 0,
        to: 1,
        count: 5,
    };
    assert!(moves.contains(&mv));
    let mut steps = Vec::new();
    supermove::expand(&pos, stock.cols, mv, &mut steps);
    assert_eq!(steps.len(), 5);
    let mut played = game.clone();
    for &step in &steps {
        played.play(to_model(step)).expect("a legal step");
    }
    let mut moved = pos;
    moved.apply(mv, &stock);
    let (model, _) = Pos::from_model(&played).unwrap();
    assert_eq!(model, moved);
    assert_eq!(model.down[0], 0, "KD turned up");
}

/// Two pieces (7H 6H, 5C) go into an empty column with the other one's
/// help, and the model plays the steps to the same position.
#[test]
fn a_supermove_goes_into_an_empty_column_through_another() {
    use super::generate::generate;
    let text = "t0: [KD] 9S 8S 7H 6H 5C\nt1: TD\nt4: 2D\nt5: 3D\nt6: 4D\nt7: 5D\nt8: 6D\nt9: 7D";
    let game = parse_partial(text, Suits::Four).unwrap();
    let (pos, stock) = Pos::from_model(&game).unwrap();
    let (mut scratch, mut moves) = (Vec::new(), Vec::new());
    generate(&pos, &stock, false, false, &mut scratch, &mut moves);
    let mv = Mv {
        from: 0,
        to: 2,
        count: 3,
    };
    assert!(moves.contains(&mv));
    let mut steps = Vec::new();
    supermove::expand(&pos, stock.cols, mv, &mut steps);
    assert_eq!(steps.len(), 3);
    let mut played = game.clone();
    for &step in &steps {
        played.play(to_model(step)).expect("a legal step");
    }
    let mut moved = pos;
    moved.apply(mv, &stock);
    assert_eq!(Pos::from_model(&played).unwrap().0, moved);
}

/// The restarts' beams: another seed of the queue's noise, or noise in
/// the choice of a segment's candidates too, takes another way through
/// the same deal to its own win, which replays through the model like
/// the first beam's.
#[test]
fn a_beam_with_another_seed_finds_another_win() {
    use crate::solver::engine::segments::{Beam, Shape, Step};
    let game = deal(6, Suits::Two);
    let search = SpiderSearch::new(&game, Limits::default());
    let (pos, stock) = Pos::from_model(&game).unwrap();
    let win = |seed: u64, pick: u64| {
        let shape = Shape {
            pick,
            ..beam::PLAIN
        };
        let mut beam = Beam::new(beam::Cut::new(pos, stock.clone()), shape, 400_000, seed);
        loop {
            match beam.step() {
                Step::Going => {}
                Step::Won(line) => return line,
                _ => panic!("seed {seed}, pick {pick}: no win"),
            }
        }
    };
    let first = win(0, 0);
    let (other, picked) = (win(2_654_435_769, 0), win(2_654_435_769, 150));
    assert_ne!(first, other);
    assert_ne!(other, picked);
    for line in [first, other, picked] {
        assert!(matches!(search.solution(&line), Answer::Solved(_)));
    }
}

/// Random walks through dealt games of each suit count: every child's key
/// made from its parent's ([`Pos::key_after`], two columns hashed again)
/// is the key made from nothing, and a child keyed as its parent is its
/// parent (a move never leaves the position as it was).
#[test]
fn every_childs_key_made_from_its_parents_is_the_key_made_from_nothing() {
    let mut checked = 0;
    let mut dealt = 0;
    for suits in [Suits::One, Suits::Two, Suits::Four] {
        for number in 1..=6u64 {
            let game = deal(number, suits);
            let (mut pos, stock) = Pos::from_model(&game).expect("a dealt game fits");
            let mut key = pos.key(&stock);
            let mut seed = number;
            let (mut scratch, mut moves) = (Vec::new(), Vec::new());
            for step in 0..300 {
                moves.clear();
                generate::generate(
                    &pos,
                    &stock,
                    step % 2 == 0,
                    step % 3 == 0,
                    &mut scratch,
                    &mut moves,
                );
                if moves.is_empty() {
                    break;
                }
                let mut parts = [0; pos::COLUMNS];
                for &mv in &moves {
                    let mut child = pos;
                    child.apply(mv, &stock);
                    let after = child.key_after(&pos, key, mv, &stock, &mut parts);
                    assert_eq!(after, child.key(&stock), "{suits:?} deal {number}");
                    assert_ne!(after, key, "{suits:?} deal {number}: {mv:?}");
                    checked += 1;
                }
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let mv = moves[(seed >> 33) as usize % moves.len()];
                dealt += usize::from(mv.is_deal());
                let mut parts = [0; pos::COLUMNS];
                let next = {
                    let mut child = pos;
                    child.apply(mv, &stock);
                    child
                };
                key = next.key_after(&pos, key, mv, &stock, &mut parts);
                pos = next;
            }
        }
    }
    assert!(checked > 5000 && dealt > 0, "{checked} {dealt}");
}
