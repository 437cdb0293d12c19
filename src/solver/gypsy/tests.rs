//! The Gypsy solver: its lines replay through the model, its answers do
//! not depend on the slices, and a stuck position is unwinnable.

use super::GypsySearch;
use crate::games::described::{DescId, Described};
use crate::model::moves::Move;
use crate::solver::engine::Puzzle;
use crate::solver::testing::{self, wins};
use crate::solver::{Answer, Limits};

/// Gypsy's description.
fn id() -> DescId {
    crate::games::described::registry::named("gypsy")
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
    testing::run(GypsySearch::new(game, Limits::default()), slice)
}

#[test]
fn a_position_one_move_from_a_win_is_solved_and_a_stuck_one_is_not() {
    let mut text = String::new();
    for (n, suit) in "CCDDHHSS".chars().enumerate() {
        let top = if n == 7 { 12 } else { 13 };
        let cards: Vec<String> = (1..=top)
            .map(|r| format!("{}{suit}", "A23456789TJQK".as_bytes()[r - 1] as char))
            .collect();
        text += &format!("f{n}: {}\n", cards.join(" "));
    }
    let near = parse(&(text + "t0: KS"));
    let (answer, _) = run(&near, 1000);
    let Answer::Solved(line) = answer else {
        panic!("{answer:?}")
    };
    assert_eq!(line.len(), 1);
    assert!(wins(&near, &line));
    // Every column full and nothing fits anywhere.
    let stuck = parse_partial("t0: 5C\nt1: 5D\nt2: 5H\nt3: 5S\nt4: 9C\nt5: 9D\nt6: 9H\nt7: 9S");
    assert_eq!(run(&stuck, 1000).0, Answer::Unwinnable);
}

#[test]
fn dealt_games_are_decided_and_the_answer_is_the_same_whatever_the_slice() {
    for number in [1, 2] {
        let game = deal(number);
        let limits = Limits::states(20_000);
        let one = testing::run(GypsySearch::new(&game, limits), 1);
        let many = testing::run(GypsySearch::new(&game, limits), 1000);
        assert_eq!(one, many, "deal {number}");
        if let Answer::Solved(line) = &one.0 {
            assert!(wins(&game, line), "deal {number}");
        }
    }
}

#[test]
fn a_search_that_left_a_run_on_its_like_proves_nothing() {
    // 8H could only go from 9S to 9C and back, and 9S cannot go home: the
    // move is left out, so the search runs out without proving a loss.
    let idle = parse_partial("t0: 9S 8H\nt1: 9C\nt2: 5C\nt3: 5D\nt4: 5H\nt5: 5S\nt6: 3C\nt7: 3D");
    assert_eq!(run(&idle, 1000).0, Answer::Undecided);
}

/// The key of `text`'s start, as the search reads it.
fn start_key(text: &str) -> u64 {
    let game = parse_partial(text);
    let deal = super::deal(&game, 0).unwrap();
    deal.key(&deal.start())
}

#[test]
fn columns_are_alike_to_the_key_only_once_the_stock_is_dealt() {
    // The deal puts KC on t0: on 5C's column or on 9D's, it is another game.
    let stock = "stock: 2C 3C 4C 5D 6D 7D 8D KC\n";
    let (a, b) = ("t0: 5C\nt1: 9D", "t0: 9D\nt1: 5C");
    assert_ne!(
        start_key(&format!("{stock}{a}")),
        start_key(&format!("{stock}{b}"))
    );
    assert_eq!(start_key(a), start_key(b));
}

#[test]
fn the_second_search_counts_cards_lying_above_a_lower_card() {
    // 9D lies on 5C, which it buries; 5C on 9D buries nothing.
    let cost = |text: &str| {
        let game = parse_partial(text);
        let (plain, low) = (
            super::deal(&game, 0).unwrap(),
            super::deal(&game, super::LOWS).unwrap(),
        );
        plain.score(&plain.start()) - low.score(&low.start())
    };
    assert_eq!(cost("t0: 5C 9D\nt1: 7H"), super::LOWS);
    assert_eq!(cost("t0: 9D 5C\nt1: 7H"), 0);
}

#[test]
fn the_beam_wins_dealt_games_whatever_the_slice_and_proves_nothing() {
    for number in [1, 2, 3] {
        let game = deal(number);
        let beam = || super::beam(super::deal(&game, 0).unwrap(), 200_000, 1);
        let one = testing::run(beam(), 1);
        let many = testing::run(beam(), 1000);
        assert_eq!(one, many, "deal {number}");
        let Answer::Solved(line) = &one.0 else {
            panic!("deal {number}: {:?}", one.0)
        };
        assert!(wins(&game, line), "deal {number}");
    }
    // It leaves moves out: a stuck position is undecided to it.
    let stuck = parse_partial("t0: 5C\nt1: 5D\nt2: 5H\nt3: 5S\nt4: 9C\nt5: 9D\nt6: 9H\nt7: 9S");
    let beam = super::beam(super::deal(&stuck, 0).unwrap(), 1000, 1);
    assert_eq!(testing::run(beam, 1000).0, Answer::Undecided);
}

#[test]
fn every_child_carries_the_key_made_from_nothing() {
    // Random walks through the children of dealt games: each child's key,
    // column hashes and runs, made from its parent's, are those made from
    // nothing.
    let mut checked = 0;
    for number in 1..=16 {
        let game = deal(number);
        // The second search's puzzle: its positions carry their lows too.
        let deal = super::deal(&game, super::LOWS).unwrap();
        let mut s = deal.start();
        assert_eq!(deal.key(&s), deal.full_key(&s));
        assert_eq!(s.hashes, super::key::columns(&s));
        let mut seed = number;
        let mut out = Vec::new();
        for _ in 0..400 {
            out.clear();
            deal.children(&s, &mut out);
            if out.is_empty() {
                break;
            }
            // The moves and keys a best-first search reads first are the
            // children's, in order, and each child made alone is the same.
            let mut keyed = Vec::new();
            deal.keyed(&s, &mut keyed);
            let whole: Vec<(Move, u64)> = out.iter().map(|(mv, c)| (*mv, deal.key(c))).collect();
            assert_eq!(keyed, whole, "deal {number}");
            for (mv, child) in &out {
                let mut made = s;
                deal.make(&s, *mv, deal.key(child), &mut made);
                assert_eq!(made, *child, "deal {number}");
                assert_eq!(deal.key(child), deal.full_key(child), "deal {number}");
                assert_eq!(child.hashes, super::key::columns(child), "deal {number}");
                assert_eq!(child.word, super::key::home_word(&child.home));
                for suit in 0..4 {
                    let levels: Vec<u8> = child
                        .home
                        .iter()
                        .filter(|&&h| h > 0 && (h - 1) % 4 == suit)
                        .map(|&h| (h - 1) / 4 + 1)
                        .collect();
                    let both = if levels.len() == 2 {
                        levels[0].min(levels[1])
                    } else {
                        0
                    };
                    assert_eq!(child.both_home(suit), both, "deal {number}");
                }
                // And the runs it carries are those counted from its cards.
                for c in 0..super::COLUMNS {
                    assert_eq!(child.run(c), child.run_of(c), "deal {number}");
                    assert_eq!(child.lows[c], child.lows_of(c), "deal {number}");
                }
                checked += 1;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            s = out[(seed >> 33) as usize % out.len()].1;
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn a_face_down_card_is_told_from_a_face_up_one_of_another_suit() {
    // The ace of clubs (face 0) face down under 5H, the ace of diamonds
    // (face 1) face up under 5S; then the two aces the other way about.
    // Another position (which ace can move with its column's run, which
    // is still to be turned up), so another key: a column hash seeded by
    // its face-down count xored in took count 1 and face 0 for count 0
    // and face 1, and gave the two one key.
    let (a, b) = ("t0: [AC] 5H\nt1: AD 5S", "t0: AD 5H\nt1: [AC] 5S");
    assert_ne!(start_key(a), start_key(b));
    // With a stock the columns keep their order: the same there.
    let stock = "stock: 9C 9D 9H 9S 8C 8D 8H 8S\n";
    assert_ne!(
        start_key(&format!("{stock}{a}")),
        start_key(&format!("{stock}{b}"))
    );
}

#[test]
fn no_two_face_down_counts_start_a_column_within_a_face_of_each_other() {
    // The first card's fold xors its face (below 256) into the start:
    // starts apart above the low byte keep every (count, first face) of a
    // column apart.
    for a in 0..=super::CARDS as u8 {
        for b in 0..a {
            let apart = super::key::foot(a) ^ super::key::foot(b);
            assert!(apart >> 8 != 0, "{a} {b}");
        }
    }
}

/// The positions of dealt games, written out plainly: columns (face-down
/// count, then faces) in their places while the stock deals, sorted after;
/// each suit's two foundations' ranks, sorted; the deals made.
#[test]
fn positions_of_dealt_games_share_a_key_only_when_they_are_alike() {
    for number in [1, 2, 3] {
        let game = deal(number);
        let deal = super::deal(&game, 0).unwrap();
        let canon = |s: &super::State| {
            let alike = usize::from(s.dealt) >= deal.deals.len();
            let columns: Vec<Vec<u8>> = (0..super::COLUMNS)
                .map(|c| {
                    let cards = s.cols.pile(c);
                    [&[s.down[c]][..], cards].concat()
                })
                .collect();
            let mut plain = testing::plain_columns(columns.iter().map(|c| &c[..]), alike);
            for suit in 0..4 {
                let mut ranks: Vec<u8> = s
                    .home
                    .iter()
                    .filter(|&&h| h > 0 && crate::solver::face::suit(h - 1) == suit)
                    .map(|&h| crate::solver::face::rank(h - 1))
                    .collect();
                ranks.resize(2, 0);
                ranks.sort_unstable();
                plain.extend(ranks);
            }
            plain.push(s.dealt);
            plain
        };
        assert!(testing::keys_tell_apart(&deal, canon, 30_000) == 30_000);
    }
}

#[test]
fn the_network_sorts_every_list_of_noughts_and_ones() {
    // A network of pairs that sorts every list of noughts and ones sorts
    // every list (the 0-1 principle).
    for bits in 0u32..256 {
        let mut h: super::key::Columns = std::array::from_fn(|i| u64::from((bits >> i) & 1));
        let mut want = h;
        want.sort_unstable();
        super::key::sort(&mut h);
        assert_eq!(h, want, "{bits:08b}");
    }
    // And a list of wide words, for the moves of whole words.
    let mut h: super::key::Columns =
        std::array::from_fn(|i| (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::MAX);
    let mut want = h;
    want.sort_unstable();
    super::key::sort(&mut h);
    assert_eq!(h, want);
}

#[test]
fn the_foundations_word_holds_each_suits_two_levels_in_order() {
    // Against the levels placed one by one, on foundations filled at
    // random (each suit on at most two, as two decks allow).
    let mut seed = 7u64;
    for _ in 0..20_000 {
        let mut home = [0u8; super::FOUNDATIONS];
        let mut per_suit = [0; 4];
        for h in home.iter_mut() {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let (suit, rank) = ((seed >> 33) % 4, (seed >> 40) % 14);
            if rank > 0 && per_suit[suit as usize] < 2 {
                per_suit[suit as usize] += 1;
                *h = ((rank - 1) * 4 + suit) as u8 + 1;
            }
        }
        let mut pairs = [0u8; 8];
        for &h in &home {
            if h > 0 {
                let at = 2 * usize::from((h - 1) % 4);
                let at = if pairs[at] == 0 { at } else { at + 1 };
                pairs[at] = (h - 1) / 4 + 1;
            }
        }
        for pair in pairs.chunks_mut(2) {
            pair.sort_unstable();
        }
        assert_eq!(
            super::key::home_word(&home),
            u64::from_le_bytes(pairs),
            "{home:?}"
        );
        // And the word made from it as each card that can go home goes
        // (the next of a foundation's suit, or an ace of a suit on fewer
        // than two onto an empty one) is the word counted afresh.
        let word = super::key::home_word(&home);
        for f in 0..home.len() {
            let cards: Vec<u8> = if home[f] == 0 {
                (0..4u8).filter(|&s| per_suit[usize::from(s)] < 2).collect()
            } else if (home[f] - 1) / 4 + 1 < 13 {
                vec![home[f] - 1 + 4]
            } else {
                Vec::new()
            };
            for card in cards {
                let mut after = home;
                after[f] = card + 1;
                assert_eq!(
                    super::key::home_after(word, card),
                    super::key::home_word(&after),
                    "{home:?} {f} {card}"
                );
            }
        }
    }
}
