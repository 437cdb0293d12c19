//! The Forty & Eight solver: its lines replay through the model, its
//! answers do not depend on the slices, and a stuck position is
//! unwinnable.

use super::FortyEightSearch;
use crate::games::fortyeight::FortyEight;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

fn run(game: &FortyEight, slice: u32) -> (Answer, usize) {
    testing::run(FortyEightSearch::new(game, Limits::default()), slice)
}

#[test]
fn a_position_one_move_from_a_win_is_solved_and_a_stuck_one_is_not() {
    let mut text = String::new();
    for (n, suit) in "CCDDHHSS".chars().enumerate() {
        let top = if n == 7 { 11 } else { 13 };
        let cards: Vec<String> = (1..=top)
            .map(|r| format!("{}{suit}", "A23456789TJQK".as_bytes()[r - 1] as char))
            .collect();
        text += &format!("f{n}: {}\n", cards.join(" "));
    }
    let near = FortyEight::parse(&(text.clone() + "t0: KS\nwaste: QS")).unwrap();
    let (answer, _) = run(&near, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert!(wins(&near, &line));
    // Every column full and nothing fits anywhere.
    let stuck =
        FortyEight::parse_partial("t0: 5C\nt1: 5D\nt2: 5H\nt3: 5S\nt4: 9C\nt5: 9D\nt6: 9H\nt7: 9S")
            .unwrap();
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [1, 2] {
        let game = FortyEight::deal(number);
        let limits = Limits::states(20_000);
        let one = testing::run(FortyEightSearch::new(&game, limits), 1);
        let many = testing::run(FortyEightSearch::new(&game, limits), 1000);
        assert_eq!(one, many, "deal {number}");
    }
}
