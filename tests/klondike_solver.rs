//! The Klondike solver: known answers on small positions, deals whose
//! winning lines replay through the model, slice-size independence, and an
//! ignored benchmark over deals 1..=1000.

use felt::games::described::{DescId, Described};
use felt::games::{Patience, Variant};
use felt::model::moves::Move;
use felt::solver::klondike::KlondikeSearch;
use felt::solver::{Answer, Limits, Search};
use proptest::prelude::*;

/// Klondike is a description: a position is a described game.
type Klondike = Described;

/// How many cards Klondike turns: its descriptions `klondike` and
/// `klondike3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DrawCount {
    One,
    Three,
}

fn options(draw: DrawCount) -> DescId {
    let name = match draw {
        DrawCount::One => "klondike",
        DrawCount::Three => "klondike3",
    };
    let Ok(Variant::Described(id)) = name.parse() else {
        panic!("{name} is a description");
    };
    id
}

fn position(text: &str, draw: DrawCount) -> Klondike {
    Klondike::parse_partial(text, options(draw)).expect("a Klondike position")
}

fn solve_in_slices(game: &Klondike, limits: Limits, slice: u32) -> Answer {
    let mut search = KlondikeSearch::new(game, limits);
    loop {
        if let Some(answer) = search.step(slice) {
            return answer;
        }
    }
}

fn solve(game: &Klondike, max_states: usize) -> Answer {
    solve_in_slices(game, Limits::states(max_states), 10_000)
}

/// Plays `line` through the model's own door; true if every move is legal
/// and the game ends won.
fn replays_to_a_win(game: &Klondike, line: &[Move]) -> bool {
    let mut g = game.clone();
    line.iter().all(|&mv| g.play(mv).is_ok()) && g.is_won()
}

const ALMOST_WON: &str = "
f0: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC
f1: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
f2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
f3: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS
t4: KS
";

#[test]
fn one_card_from_a_win_is_solved_with_that_one_move() {
    let game = position(ALMOST_WON, DrawCount::One);
    let Answer::Solved(line) = solve(&game, 1000) else {
        panic!("not solved");
    };
    assert_eq!(line, vec!["t4 f3".parse_move()]);
    assert!(replays_to_a_win(&game, &line));
}

/// Test helper: a move from the CLI's `FROM TO [COUNT]` text.
trait ParseMove {
    fn parse_move(&self) -> Move;
}

impl ParseMove for str {
    fn parse_move(&self) -> Move {
        let parts: Vec<&str> = self.split_whitespace().collect();
        if parts == ["stock", "waste"] {
            return Move::Draw;
        }
        let count = parts.get(2).map_or(1, |n| n.parse().unwrap());
        Move::run(parts[0].parse().unwrap(), parts[1].parse().unwrap(), count)
    }
}

/// Seven black court cards and tens on top, every other card face down
/// under them, stock and waste empty: no top builds on another (one
/// colour), none goes home (no ace is up), no column is empty.
fn position_with_no_move_at_all() -> String {
    let tops = ["KS", "KC", "QS", "QC", "JS", "JC", "TS"];
    let mut buried: Vec<String> = felt::model::card::Card::deck()
        .map(|c| c.to_string())
        .filter(|c| !tops.contains(&c.as_str()))
        .collect();
    let mut text = String::new();
    for (i, top) in tops.iter().enumerate() {
        let take = if i < 3 { 7 } else { 6 };
        let down: Vec<String> = buried.drain(..take).collect();
        text += &format!("t{i}: [{}] {top}\n", down.join(" "));
    }
    assert!(buried.is_empty());
    text
}

#[test]
fn a_position_with_no_move_is_unwinnable() {
    let game = position(&position_with_no_move_at_all(), DrawCount::One);
    assert!(game.legal_moves().is_empty());
    assert_eq!(solve(&game, 10_000), Answer::Unwinnable);
}

#[test]
fn a_win_through_the_draw_three_stock_is_solved_and_replays() {
    // The ace of clubs lies third in the stock and under it the rest comes
    // in order: only drawing (and turning the waste over) reaches them.
    let text = "
f1: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
f2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
f3: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
stock: KC QC JC TC 9C 8C 7C 6C 5C 4C 2C 3C AC
";
    let game = position(text, DrawCount::Three);
    let Answer::Solved(line) = solve(&game, 100_000) else {
        panic!("not solved");
    };
    assert!(line.contains(&Move::Draw));
    assert!(replays_to_a_win(&game, &line));
}

fn deal_is_solved_and_replays(number: u64, draw: DrawCount) {
    let game = Klondike::deal(number, options(draw));
    match solve(&game, 20_000) {
        Answer::Solved(line) => assert!(
            replays_to_a_win(&game, &line),
            "deal {number}: the line does not replay"
        ),
        other => panic!("deal {number} draw {draw:?}: {other:?}"),
    }
}

#[test]
fn small_deals_draw_one_are_solved_and_replay_to_a_win() {
    for n in [1, 3, 4, 7] {
        deal_is_solved_and_replays(n, DrawCount::One);
    }
}

#[test]
fn small_deals_draw_three_are_solved_and_replay_to_a_win() {
    for n in [3, 4, 7] {
        deal_is_solved_and_replays(n, DrawCount::Three);
    }
}

#[test]
fn the_answer_does_not_depend_on_the_slice_size() {
    for draw in [DrawCount::One, DrawCount::Three] {
        for n in [4, 5] {
            let game = Klondike::deal(n, options(draw));
            let limits = Limits::states(20_000);
            let whole = solve_in_slices(&game, limits, 1000);
            assert_eq!(solve_in_slices(&game, limits, 1), whole, "deal {n}");
            assert_eq!(solve_in_slices(&game, limits, 7), whole, "deal {n}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_solved_answer_replays_to_a_win(number in 1u64..1_000_000, three in any::<bool>()) {
        let draw = if three { DrawCount::Three } else { DrawCount::One };
        let game = Klondike::deal(number, options(draw));
        if let Answer::Solved(line) = solve(&game, 5_000) {
            prop_assert!(replays_to_a_win(&game, &line));
        }
    }
}

/// `cargo test --release --test klondike_solver -- --ignored --nocapture`:
/// decides deals 1..=1000 for each draw with a one-second allowance each
/// (the test reads the clock; the solver never does) and prints the counts.
#[test]
#[ignore]
fn benchmark_deals_1_to_1000_within_one_second() {
    use std::time::{Duration, Instant};
    let last: u64 = std::env::var("KLONDIKE_DEALS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let draws = match std::env::var("KLONDIKE_DRAW").as_deref() {
        Ok("1") => vec![DrawCount::One],
        Ok("3") => vec![DrawCount::Three],
        _ => vec![DrawCount::One, DrawCount::Three],
    };
    let secs: f64 = std::env::var("KLONDIKE_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    for draw in draws {
        let (mut solved, mut unwinnable, mut undecided) = (0, 0, 0);
        let mut times = Vec::new();
        let mut open = Vec::new();
        let all = Instant::now();
        let deals: Vec<u64> = match std::env::var("KLONDIKE_LIST") {
            Ok(list) => list
                .split(',')
                .filter_map(|n| n.trim().parse().ok())
                .collect(),
            Err(_) => (1..=last).collect(),
        };
        let count = deals.len();
        for n in deals {
            let game = Klondike::deal(n, options(draw));
            let clock = Instant::now();
            let mut search = KlondikeSearch::new(
                &game,
                Limits::states(felt::solver::klondike::MAX_STATES_256_MB),
            );
            let answer = loop {
                if let Some(a) = search.step(2_000) {
                    break a;
                }
                if clock.elapsed() > Duration::from_secs_f64(secs) {
                    break Answer::Undecided;
                }
            };
            times.push(clock.elapsed());
            match answer {
                Answer::Solved(line) => {
                    assert!(replays_to_a_win(&game, &line), "deal {n}");
                    solved += 1;
                }
                Answer::Unwinnable => unwinnable += 1,
                Answer::Undecided => {
                    undecided += 1;
                    open.push((n, search.states()));
                }
            }
        }
        times.sort();
        let pct = |p: usize| times[(times.len() - 1) * p / 100];
        println!(
            "draw {:?}: {solved} solved, {unwinnable} unwinnable, {undecided} undecided; \
             decided {:.1}%; median {:?}, p99 {:?}, total {:?}",
            draw,
            100.0 * (solved + unwinnable) as f64 / count as f64,
            pct(50),
            pct(99),
            all.elapsed()
        );
        println!("undecided: {open:?}");
    }
    if let Ok(status) = std::fs::read_to_string("/proc/self/status") {
        if let Some(line) = status.lines().find(|l| l.starts_with("VmHWM")) {
            println!("peak memory {line}");
        }
    }
}
