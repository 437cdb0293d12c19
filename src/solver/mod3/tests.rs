//! The Mod3 solver: its lines replay through the model, its answers do
//! not depend on the slices, a deal the greedy pass gives up on is won by
//! the full search, and a blocked position is lost.

use super::Mod3Search;
use crate::games::mod3::Mod3;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

fn run(game: &Mod3, slice: u32) -> (Answer, usize) {
    testing::run(Mod3Search::new(game, Limits::default()), slice)
}

/// Deals 1 and 2 are won at once; 27 and 60 are lost (a few thousand
/// positions); 20 is won only by the second, full pass: the greedy one
/// put a card on the build its twin needed.
#[test]
fn solved_lines_replay_to_a_win_and_deals_are_decided() {
    let (solved, unwinnable) =
        testing::decide_deals([1, 2, 20, 27, 60], Mod3::deal, |game| run(game, 1000).0);
    assert_eq!((solved, unwinnable), (3, 2));
}

#[test]
fn the_answer_is_the_same_whatever_the_slice() {
    for number in [20, 27] {
        let game = Mod3::deal(number);
        assert_eq!(run(&game, 1), run(&game, 1000), "deal {number}");
    }
}

/// Every row built but for the top `short(n)` cards of place `n`, which
/// `rest` holds, and the aces aside.
fn built(short: impl Fn(usize) -> usize, rest: &str) -> Mod3 {
    let mut text = String::new();
    for n in 0..24 {
        let suit = ["C", "D", "H", "S"][n % 4];
        let ranks = [
            ["2", "5", "8", "J"],
            ["3", "6", "9", "Q"],
            ["4", "7", "T", "K"],
        ][n / 8];
        let cards: Vec<String> = ranks[..4 - short(n)]
            .iter()
            .map(|r| format!("{r}{suit}"))
            .collect();
        text.push_str(&format!("f{n}: {}\n", cards.join(" ")));
    }
    Mod3::parse(&format!("{text}f24: AC AD AH AS AC AD AH AS\n{rest}")).expect("both decks")
}

#[test]
fn one_move_from_a_win_is_that_move_and_a_king_in_the_stock_is_dealt_first() {
    let last_king = |n| usize::from(n == 23);
    let line = vec![Move::one(PileId::Column(2), PileId::Foundation(23))];
    assert_eq!(
        run(&built(last_king, "t2: KS"), 1000).0,
        Answer::Solved(line)
    );
    let in_stock = built(last_king, "stock: KS");
    let won = run(&in_stock, 1000).0;
    let Answer::Solved(line) = won else {
        panic!("{won:?}")
    };
    assert!(wins(&in_stock, &line));
    assert_eq!(line[0], Move::Draw);
}

#[test]
fn kings_over_their_tens_in_a_full_reserve_are_lost_and_one_empty_place_wins() {
    let tens_and_kings = |from: usize| {
        (from..24)
            .map(|n| {
                let suit = ["C", "D", "H", "S"][n % 4];
                format!("t{}: T{suit} K{suit}\n", n - 16)
            })
            .collect::<String>()
    };
    let full = built(|n| if n >= 16 { 2 } else { 0 }, &tens_and_kings(16));
    assert_eq!(run(&full, 1000).0, Answer::Unwinnable);
    let spare = built(|n| if n >= 17 { 2 } else { 0 }, &tens_and_kings(17));
    let won = run(&spare, 1000).0;
    let Answer::Solved(line) = won else {
        panic!("{won:?}")
    };
    assert!(wins(&spare, &line));
}

/// The positions of dealt games, written out plainly: each row's places
/// (top card and count) sorted, the reserve's places in order while the
/// stock deals onto them and sorted after, and the cards given.
#[test]
fn positions_of_dealt_games_share_a_key_only_when_they_are_alike() {
    use super::{Stage, BUILT, WIDTH};
    for number in [1, 20, 27] {
        let search = Mod3Search::new(&Mod3::deal(number), Limits::default());
        let Stage::Greedy { deal, .. } = &search.0 else {
            panic!("a dealt game is searched")
        };
        let canon = |s: &super::State| {
            let mut plain = vec![s.given];
            for row in 0..BUILT / WIDTH {
                let mut places: Vec<[u8; 2]> = (row * WIDTH..(row + 1) * WIDTH)
                    .map(|n| [s.top[n], s.len[n]])
                    .collect();
                places.sort_unstable();
                plain.extend(places.concat());
            }
            let reserve = (0..WIDTH).map(|n| &s.reserve[n][..usize::from(s.high[n])]);
            let alike = deal.stock_left(s) == 0;
            plain.extend(testing::plain_columns(reserve, alike));
            plain
        };
        assert!(testing::keys_tell_apart(deal, canon, 30_000) > 1000);
    }
}
