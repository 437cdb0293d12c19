//! The Forty & Eight solver: its lines replay through the model, its
//! answers do not depend on the slices, and a stuck position is
//! unwinnable.

use super::FortyEightSearch;
use crate::games::described::{DescId, Described};
use crate::model::moves::Move;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

/// FortyEight's description.
fn id() -> DescId {
    crate::games::described::registry::named("fortyeight")
}

fn deal(number: u64) -> Described {
    Described::deal(number, id())
}

fn parse(text: &str) -> Described {
    Described::parse(text, id()).expect("a whole position")
}

fn parse_partial(text: &str) -> Described {
    Described::parse_partial(text, id()).expect("a position")
}

fn run(game: &Described, slice: u32) -> (Answer, usize) {
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
    let near = parse(&(text.clone() + "t0: KS\nwaste: QS"));
    let (answer, _) = run(&near, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert!(wins(&near, &line));
    // Every column full and nothing fits anywhere.
    let stuck = parse_partial("t0: 5C\nt1: 5D\nt2: 5H\nt3: 5S\nt4: 9C\nt5: 9D\nt6: 9H\nt7: 9S");
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
}

#[test]
fn a_position_with_a_long_column_built_is_searched() {
    // Deal 1 with 8H 7H 6H 5H from the stock built on t2's 9H: eight
    // cards in a column (the search once held twenty, a dealt column and
    // a run of thirteen, and said undecided here).
    let mut text = deal(1).to_string();
    for card in ["8H", "7H", "6H", "5H"] {
        text = text.replacen(&format!(" {card}"), "", 1);
    }
    let text = text.replace("t2: TD JS KD 9H", "t2: TD JS KD 9H 8H 7H 6H 5H");
    let game = parse(&text);
    let Answer::Solved(line) = run(&game, 1000).0 else {
        panic!("a won position searched")
    };
    assert!(wins(&game, &line));
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [1, 2] {
        let game = deal(number);
        let limits = Limits::states(20_000);
        let one = testing::run(FortyEightSearch::new(&game, limits), 1);
        let many = testing::run(FortyEightSearch::new(&game, limits), 1000);
        assert_eq!(one, many, "deal {number}");
    }
}

/// A toy puzzle for the search's stages: a position is `(a, b)`, a move
/// raises `a` (to 300) or `b` (to 3), the stage is `b`, and `won` says
/// which position wins, if any.
struct Grid {
    won: Option<(u16, u16)>,
}

impl crate::solver::engine::Puzzle for Grid {
    type State = (u16, u16);
    type Move = Move;

    fn start(&self) -> (u16, u16) {
        (0, 0)
    }

    fn is_won(&self, s: &(u16, u16)) -> bool {
        self.won == Some(*s)
    }

    fn key(&self, s: &(u16, u16)) -> u64 {
        u64::from(s.0) << 16 | u64::from(s.1)
    }

    fn children(&self, s: &(u16, u16), out: &mut Vec<(Move, (u16, u16))>) {
        if s.0 < 300 {
            out.push((Move::Draw, (s.0 + 1, s.1)));
        }
        if s.1 < 3 {
            out.push((Move::Draw, (s.0, s.1 + 1)));
        }
    }

    /// Higher `a` looks better, so stage 0 alone would take every
    /// expansion of the first rounds.
    fn score(&self, s: &(u16, u16)) -> i32 {
        i32::from(s.0) - 1000 * i32::from(s.1)
    }

    fn stage(&self, s: &(u16, u16)) -> usize {
        usize::from(s.1)
    }
}

#[test]
fn a_search_in_stages_expands_every_position_before_it_calls_a_game_lost() {
    let run = |won| {
        let search =
            crate::solver::engine::best::BestFirst::new(Grid { won }, Limits::default().max_states);
        testing::run(search, 7)
    };
    // Every one of the 301 x 4 positions is kept before the answer.
    assert_eq!(run(None), (Answer::Unwinnable, 301 * 4));
    // The far corner is found, through every stage.
    let (answer, _) = run(Some((300, 3)));
    assert!(matches!(answer, Answer::Solved(line) if line.len() == 303));
}

/// The positions of dealt games, written out plainly: the columns sorted,
/// each suit's two foundations' ranks sorted, the talon's cards gone, how
/// far its turning has got and the turns back made.
#[test]
fn positions_of_dealt_games_share_a_key_only_when_they_are_alike() {
    use crate::solver::face::{rank, suit};
    for number in [1, 2, 19, 28] {
        let deal = super::deal(&deal(number)).expect("a dealt game fits");
        let canon = |s: &super::State| {
            let columns = (0..super::COLUMNS).map(|c| s.cols.pile(c));
            let mut plain = testing::plain_columns(columns, true);
            for st in 0..4 {
                let mut ranks: Vec<u8> = s
                    .home
                    .iter()
                    .filter(|&&h| h > 0 && suit(h - 1) == st)
                    .map(|&h| rank(h - 1))
                    .collect();
                ranks.resize(2, 0);
                ranks.sort_unstable();
                plain.extend(ranks);
            }
            for word in s.gone.0 {
                plain.extend(word.to_le_bytes());
            }
            plain.extend([s.turned, s.passes]);
            plain
        };
        assert!(testing::keys_tell_apart(&deal, canon, 30_000) == 30_000);
    }
}
