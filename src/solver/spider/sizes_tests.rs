//! The solver on games laid out as Spider in other sizes (Spiderette:
//! seven columns, one deck, four runs home), and declining the others.

use super::*;
use crate::games::described::registry::named;
use crate::solver::Limits;

fn spiderette(text: &str) -> Described {
    Described::parse_partial(text, named("spiderette")).expect("a Spiderette position")
}

fn answer(game: &Described) -> Answer {
    let mut search = SpiderSearch::new(game, Limits::default());
    loop {
        if let Some(answer) = search.step(1000) {
            return answer;
        }
    }
}

fn replays_to_a_win(game: &Described, line: &[Move]) -> bool {
    let mut replay = game.clone();
    line.iter().all(|&mv| replay.play(mv).is_ok()) && replay.is_won()
}

/// Three runs home of Spiderette's four and the fourth in two pieces:
/// the win is the one move `t3 t0` (four runs, not Spider's eight).
#[test]
fn spiderette_one_move_from_a_win_is_solved() {
    let game = spiderette(
        "f0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n\
         f1: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\n\
         f2: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC\n\
         t0: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H\nt3: AH",
    );
    assert_eq!(
        answer(&game),
        Answer::Solved(vec![Move::one(PileId::Column(3), PileId::Column(0))])
    );
}

/// No move on seven columns (the three columns a Spider position would
/// add are not there to take 4H) and no stock: lost.
#[test]
fn spiderette_without_moves_is_lost() {
    let game = spiderette("t0: 5S\nt1: 9H\nt2: [KD] 2C\nt3: 4H\nt4: 8C\nt5: JD\nt6: 7S");
    assert_eq!(answer(&game), Answer::Unwinnable);
}

/// The stock's last three cards go onto the first three columns, as the
/// model deals them: QS onto KS, 2S onto 3S, AS onto 4S, and the run
/// goes home.
#[test]
fn spiderette_last_deal_of_three_cards_is_found() {
    let game = spiderette(
        "f0: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\n\
         f1: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n\
         f2: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC\n\
         t0: KS\nt1: 3S\nt2: 4S\nt3: JS\nt4: TS\nt5: 9S\nt6: 8S 7S 6S 5S\n\
         stock: AS 2S QS",
    );
    let Answer::Solved(line) = answer(&game) else {
        panic!("not solved");
    };
    assert!(line.contains(&Move::Draw));
    assert!(replays_to_a_win(&game, &line));
}

/// The solver's position follows the model's through real Spiderette
/// deals (its deals of seven cards and of the last three included).
#[test]
fn spiderette_position_plays_as_the_model_does() {
    use super::generate::generate;
    for n in 1..=4u64 {
        let mut game = Described::deal(n, named("spiderette"));
        let (mut pos, stock) = Pos::from_model(&game).expect("Spider-like");
        assert_eq!(stock.cols, 7);
        let (mut scratch, mut moves) = (Vec::new(), Vec::new());
        for step in 0..300u64 {
            moves.clear();
            generate(&pos, &stock, true, false, &mut scratch, &mut moves);
            // Deal whenever the stock may: every deal is played.
            let mv = if moves.contains(&Mv::DEAL) {
                Mv::DEAL
            } else if let Some(&mv) = moves.get(((step * 7 + n) as usize) % moves.len().max(1)) {
                mv
            } else {
                break;
            };
            pos.apply(mv, &stock);
            game.play(to_model(mv)).expect("a legal move");
            let (model, _) = Pos::from_model(&game).expect("Spider-like");
            // The model's stock is what is left: its `dealt` starts at 0.
            for i in 0..pos::COLUMNS {
                assert_eq!(pos.col(i), model.col(i), "deal {n} step {step} t{i}");
                assert_eq!(pos.down[i], model.down[i], "deal {n} step {step} t{i}");
            }
            assert_eq!(pos.home, model.home);
        }
        assert_eq!(pos.stock_left(&stock), 0, "deal {n}: every card dealt");
    }
}

/// A real Spiderette deal is won and its line replays through the model.
#[test]
fn a_spiderette_deal_is_solved() {
    let game = Described::deal(1, named("spiderette"));
    let Answer::Solved(line) = answer(&game) else {
        panic!("not solved");
    };
    assert!(replays_to_a_win(&game, &line));
}

/// Scorpion (any face-up card moves, only kings fill) and Yukon are not
/// laid out as Spider: the solver holds no position of theirs and says
/// undecided at once.
#[test]
fn games_not_played_as_spider_are_declined() {
    for name in ["scorpion", "yukon", "klondike"] {
        let game = Described::deal(1, named(name));
        assert!(Pos::from_model(&game).is_none(), "{name}");
        assert_eq!(answer(&game), Answer::Undecided, "{name}");
    }
}

/// Spiderette deal 5277 is lost, and its wide beam ([`beam::ONE_DECK`])
/// does not run out of candidates within a million expansions: only the
/// proof's share while the beam runs ([`ONE_DECK_PROOF_SHARE`]) proves
/// it within 400,000 (181,328, the two searches together).
#[test]
fn a_lost_spiderette_deal_is_proven_while_its_beam_runs() {
    let game = Described::deal(5277, named("spiderette"));
    let mut search = SpiderSearch::new(&game, Limits::states(400_000));
    let answer = loop {
        if let Some(answer) = search.step(1000) {
            break answer;
        }
    };
    assert_eq!(answer, Answer::Unwinnable);
    assert!(search.states() <= 400_000);
}
