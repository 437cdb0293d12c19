//! The proof that Spider (one, two and four suits), Simple Simon and
//! Baker's Dozen may become descriptions: each game's description
//! (`assets/games/*.txt`), registered at run time as `felt --rules FILE`
//! registers it, deals what the game written by hand deals and plays as
//! it plays.
//!
//! - Deals 1-300 and a few large numbers: the same cards (their copies
//!   too) in the same places, so the same notation.
//! - Seeded random playouts from those deals: at every step the same
//!   legal moves, and for the move played the same events and position;
//!   the same win, score, stock left, tally, lift of every pile, safe
//!   move home; and `check` agrees, Ok or refused, on every pair of piles
//!   (those of the game and a few it lacks) with counts 1 to 3, and the
//!   stock.
//!
//! One difference is kept and asserted, not bent away: Baker's Dozen as
//! written by hand lets a lone ace go from one foundation to an empty
//! other (it changes nothing); the vocabulary refuses a card going from
//! foundation to foundation, which could go on without end in a search.

use std::collections::HashSet;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;

use super::registry::register;
use super::text::parse;
use crate::games::spider::Suits;
use crate::games::{Deal, Game, Tally, Variant};
use crate::model::card::Card;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::pile::PileId;

/// A game written by hand and its description.
struct Pair {
    old: Variant,
    text: &'static str,
}

const PAIRS: [Pair; 5] = [
    Pair {
        old: Variant::Spider(Suits::One),
        text: include_str!("../../../assets/games/spider1.txt"),
    },
    Pair {
        old: Variant::Spider(Suits::Two),
        text: include_str!("../../../assets/games/spider2.txt"),
    },
    Pair {
        old: Variant::Spider(Suits::Four),
        text: include_str!("../../../assets/games/spider4.txt"),
    },
    Pair {
        old: Variant::SimpleSimon,
        text: include_str!("../../../assets/games/simplesimon.txt"),
    },
    Pair {
        old: Variant::BakersDozen,
        text: include_str!("../../../assets/games/bakersdozen.txt"),
    },
];

impl Pair {
    /// The description registered as a player's would be; its id is a
    /// game of the list, which the registry keeps for that game, so it
    /// goes in under another.
    fn described(&self) -> Variant {
        let mut d = parse(self.text).unwrap_or_else(|e| panic!("{:?}: {e}", self.old));
        assert_eq!(d.id, self.old.info().id, "the description keeps the id");
        assert_eq!(d.title, self.old.info().title, "and the title");
        assert_eq!(d.rules, self.old.info().rules, "and the rules text");
        d.id = format!("{}described", d.id);
        Variant::Described(register(d).expect("registered"))
    }

    fn deal(variant: Variant, number: u64) -> Game {
        Game::new(Deal::new(variant, number).expect("a deal of the game"))
    }
}

/// Every pile's cards (their ids: which copy is which) and how many lie
/// face down, in table order.
fn piles(g: &Game) -> Vec<(PileId, Vec<Card>, usize)> {
    g.piles()
        .into_iter()
        .map(|(id, p)| (id, p.cards().to_vec(), p.face_down()))
        .collect()
}

/// The pile names the checks try: the game's, and a few it lacks.
fn names(g: &Game) -> Vec<PileId> {
    let mut ids: Vec<PileId> = g.piles().into_iter().map(|(id, _)| id).collect();
    for extra in [
        PileId::Stock,
        PileId::Waste,
        PileId::Reserve,
        PileId::FreeCell(0),
        PileId::Foundation(8),
        PileId::Column(13),
    ] {
        if !ids.contains(&extra) {
            ids.push(extra);
        }
    }
    ids
}

/// A foundation to a foundation: the one kind of move the description
/// refuses and Baker's Dozen by hand takes (a lone ace to an empty
/// foundation).
fn home_to_home(mv: &Move) -> bool {
    matches!(
        mv,
        Move::Transfer {
            from: PileId::Foundation(_),
            to: PileId::Foundation(_),
            ..
        }
    )
}

/// Everything the player and the app see of a position, equal in both.
fn same_position(old: &Game, new: &Game, at: &str) {
    assert_eq!(old.to_string(), new.to_string(), "{at}: notation");
    assert_eq!(piles(old), piles(new), "{at}: cards and their copies");
    assert_eq!(old.is_won(), new.is_won(), "{at}: won");
    assert_eq!(old.score(), new.score(), "{at}: score");
    assert_eq!(old.stock_left(), new.stock_left(), "{at}: stock left");
    assert_eq!(old.stock_label(), new.stock_label(), "{at}: stock label");
    assert_eq!(old.tally(), new.tally(), "{at}: tally");
    assert_eq!(old.moves(), new.moves(), "{at}: moves");
    assert_eq!(
        old.is_trivially_won(),
        new.is_trivially_won(),
        "{at}: trivially won"
    );
    assert_eq!(
        old.builds_home_from_ace(),
        new.builds_home_from_ace(),
        "{at}: home from the ace"
    );
    for id in names(old) {
        assert_eq!(old.lift(id), new.lift(id), "{at}: lift {id}");
    }
    assert_eq!(
        old.safe_home_move(),
        new.safe_home_move(),
        "{at}: safe move home"
    );
    let legal_old: HashSet<Move> = old
        .legal_moves()
        .into_iter()
        .filter(|mv| !home_to_home(mv))
        .collect();
    let legal_new: HashSet<Move> = new.legal_moves().into_iter().collect();
    assert_eq!(legal_old, legal_new, "{at}: legal moves");
    let ids = names(old);
    let mut tried = vec![Move::Draw];
    for &from in &ids {
        for &to in &ids {
            for count in 1..=3 {
                tried.push(Move::run(from, to, count));
            }
        }
    }
    for mv in tried {
        let (a, b) = (old.check(mv), new.check(mv));
        if home_to_home(&mv) && a.is_ok() {
            assert!(b.is_err(), "{at}: {mv} refused by the description");
            continue;
        }
        assert_eq!(a.is_ok(), b.is_ok(), "{at}: check {mv}: {a:?} / {b:?}");
    }
}

#[test]
fn the_descriptions_deal_todays_deals() {
    let large = [
        1_000,
        65_535,
        1 << 31,
        u64::from(u32::MAX),
        1 << 40,
        u64::MAX,
    ];
    for pair in &PAIRS {
        let described = pair.described();
        for number in (1..=300).chain(large) {
            let old = Pair::deal(pair.old, number);
            let new = Pair::deal(described, number);
            let at = format!("{:?} deal {number}", pair.old);
            assert_eq!(old.to_string(), new.to_string(), "{at}: notation");
            assert_eq!(piles(&old), piles(&new), "{at}: cards and their copies");
            if number <= 3 {
                same_position(&old, &new, &at);
            }
        }
    }
}

/// Playouts a game, moves at most in each: 100 in an optimised build
/// (`cargo test --release`), 20 in a debug one, where every step's
/// thousands of checks take a few milliseconds; `FELT_PLAYOUTS` sets
/// another number.
const PLAYOUTS: u64 = if cfg!(debug_assertions) { 20 } else { 100 };
const LENGTH: usize = 300;

fn playouts_wanted() -> u64 {
    std::env::var("FELT_PLAYOUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(PLAYOUTS)
}

/// What the playouts of one game came through, so a pass that never
/// reached a run home or a win says so.
#[derive(Debug, Default)]
struct Seen {
    steps: usize,
    deals: usize,
    home: usize,
    wins: usize,
}

/// A move that helps: home, or a card onto the next higher of its suit,
/// which builds the runs that go home (random play alone seldom
/// completes one).
fn helps(g: &Game, mv: Move) -> bool {
    let Move::Transfer { from, to, count } = mv else {
        return false;
    };
    if matches!(to, PileId::Foundation(_)) {
        return true;
    }
    let (Some(source), Some(dest)) = (g.pile(from), g.pile(to)) else {
        return false;
    };
    let moved = source.cards()[source.len() - usize::from(count)];
    dest.top()
        .is_some_and(|top| top.suit() == moved.suit() && top.rank().prev() == Some(moved.rank()))
}

fn playouts(pair: &Pair) -> Seen {
    let described = pair.described();
    let mut seen = Seen::default();
    for playout in 0..playouts_wanted() {
        let mut rng = Pcg32::seed_from_u64(0x5EED ^ playout);
        let number = 1 + playout * 7919 % 1_000_000;
        let mut old = Pair::deal(pair.old, number);
        let mut new = Pair::deal(described, number);
        for step in 0..LENGTH {
            let at = format!("{:?} deal {number} step {step}", pair.old);
            same_position(&old, &new, &at);
            seen.steps += 1;
            let moves: Vec<Move> = new.legal_moves();
            if moves.is_empty() {
                break;
            }
            let good: Vec<Move> = moves.iter().copied().filter(|&m| helps(&new, m)).collect();
            let mv = if !good.is_empty() && rng.random_range(0..3) > 0 {
                good[rng.random_range(0..good.len())]
            } else {
                moves[rng.random_range(0..moves.len())]
            };
            let text = (old.move_text(mv), new.move_text(mv));
            assert_eq!(text.0, text.1, "{at}: {mv} written");
            let a = old.play(mv).unwrap_or_else(|e| panic!("{at}: {mv}: {e}"));
            let b = new.play(mv).unwrap_or_else(|e| panic!("{at}: {mv}: {e}"));
            assert_eq!(a, b, "{at}: {mv}: events");
            seen.deals += usize::from(mv == Move::Draw);
            seen.home += b
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        Event::Moved {
                            to: PileId::Foundation(_),
                            ..
                        }
                    )
                })
                .count();
            if new.is_won() {
                seen.wins += 1;
                same_position(&old, &new, &at);
                assert_eq!(old.check(Move::Draw), Err(Illegal::GameOver));
                break;
            }
        }
        // The counts the notation leaves out, read back.
        let tally = Tally {
            moves: 700,
            ..Tally::default()
        };
        old.set_tally(tally);
        new.set_tally(tally);
        assert_eq!(
            old.score(),
            new.score(),
            "{:?} deal {number}: tally",
            pair.old
        );
    }
    eprintln!("{:?}: {seen:?}", pair.old);
    seen
}

/// The same position read by both from `text`, then `moves` played in
/// both, every step compared; the last one wins.
fn ends_alike(pair: &Pair, text: &str, moves: &[&str]) {
    let mut old = Game::parse(pair.old, text).unwrap_or_else(|e| panic!("{e}"));
    let mut new = Game::parse(pair.described(), text).unwrap_or_else(|e| panic!("{e}"));
    for (step, mv) in moves.iter().enumerate() {
        let at = format!("{:?} step {step}", pair.old);
        same_position(&old, &new, &at);
        let mv: Move = mv.parse().expect("a move");
        let a = old.play(mv).unwrap_or_else(|e| panic!("{at}: {mv}: {e}"));
        assert_eq!(Ok(a), new.play(mv), "{at}: {mv}: events");
    }
    assert!(old.is_won() && new.is_won());
    same_position(&old, &new, "won");
    assert_eq!(new.check(Move::Draw), Err(Illegal::GameOver));
}

#[test]
fn the_last_run_home_wins_alike() {
    let mut spider = String::new();
    for n in 0..7 {
        spider += &format!("f{n}: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n");
    }
    spider += "t0: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S\nt1: [2S] AS";
    ends_alike(&PAIRS[0], &spider, &["t1 t9", "t1 t0", "t9 t0"]);
    let mut simon = String::new();
    for (n, suit) in "SHD".chars().enumerate() {
        simon += &format!("f{n}: K{suit} Q{suit} J{suit} T{suit} 9{suit} 8{suit} 7{suit} 6{suit} 5{suit} 4{suit} 3{suit} 2{suit} A{suit}\n");
    }
    simon += "t0: KC QC JC TC 9C 8C 7C 6C\nt1: 5C 4C 3C 2C AC";
    ends_alike(&PAIRS[3], &simon, &["t1 t0 5"]);
}

#[test]
fn the_last_card_home_wins_alike() {
    let mut baker = String::new();
    for (n, suit) in "SHD".chars().enumerate() {
        baker += &format!("f{n}: A{suit} 2{suit} 3{suit} 4{suit} 5{suit} 6{suit} 7{suit} 8{suit} 9{suit} T{suit} J{suit} Q{suit} K{suit}\n");
    }
    baker += "f3: AC 2C 3C 4C 5C 6C 7C 8C 9C TC\nt0: KC\nt4: QC JC";
    ends_alike(&PAIRS[4], &baker, &["t4 f3", "t4 f3", "t0 f3"]);
}

#[test]
fn spider_one_suit_plays_as_its_description() {
    let seen = playouts(&PAIRS[0]);
    assert!(seen.deals > 0 && seen.home > 0, "{seen:?}");
}

#[test]
fn spider_two_suits_plays_as_its_description() {
    let seen = playouts(&PAIRS[1]);
    assert!(seen.deals > 0, "{seen:?}");
}

#[test]
fn spider_four_suits_plays_as_its_description() {
    let seen = playouts(&PAIRS[2]);
    assert!(seen.deals > 0, "{seen:?}");
}

#[test]
fn simple_simon_plays_as_its_description() {
    let seen = playouts(&PAIRS[3]);
    assert!(seen.home > 0, "{seen:?}");
}

#[test]
fn bakers_dozen_plays_as_its_description() {
    let seen = playouts(&PAIRS[4]);
    assert!(seen.home > 0, "{seen:?}");
}
