//! The solver for any game on today's games, through `Game` alone: its
//! lines replay through `Game::play` to a win, it proves a game lost only
//! where the game's own solver does, and its keys merge only the
//! positions the game calls alike.

use super::{key, GenericSearch, Strategy};
use crate::games::described::vocabulary::Solver;
use crate::games::{Deal, Game, Variant};
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::solver::testing::run;
use crate::solver::{search, Answer, Limits};

fn deal(name: &str, number: u64) -> Game {
    let variant: Variant = name.parse().unwrap();
    Game::new(Deal::new(variant, number).unwrap())
}

fn parse(name: &str, text: &str) -> Game {
    Game::parse(name.parse().unwrap(), text).unwrap()
}

/// A position with only some of the cards (the rest are nowhere).
fn partial(name: &str, text: &str) -> Game {
    Game::parse_partial(name.parse().unwrap(), text).unwrap()
}

fn generic(game: &Game, strategy: Strategy, states: usize) -> Answer {
    run(
        GenericSearch::with(game, Limits::states(states), strategy),
        97,
    )
    .0
}

fn tuned(game: &Game, states: usize) -> Answer {
    let mut s = search(game, Limits::states(states));
    loop {
        if let Some(answer) = s.step(1000) {
            return answer;
        }
    }
}

/// Whether `line` played from `game` through its one door wins it.
fn replays(game: &Game, line: &[Move]) -> bool {
    let mut g = game.clone();
    line.iter().all(|&mv| g.play(mv).is_ok()) && g.is_won()
}

fn assert_won(game: &Game, answer: Answer) {
    match answer {
        Answer::Solved(line) => assert!(replays(game, &line), "{game}"),
        other => panic!("{other:?}\n{game}"),
    }
}

#[test]
fn freecell_deals_1_and_2_are_won_and_their_lines_replay() {
    for n in [1, 2] {
        let game = deal("freecell", n);
        assert_won(&game, generic(&game, Strategy::DepthFirst, 100_000));
    }
}

/// Deal 11982 is the one Microsoft deal of the first 32,000 that cannot
/// be won: searched to the end, as the tuned solver says.
#[test]
fn freecell_deal_11982_is_proven_lost_as_the_tuned_solver_says() {
    let game = deal("freecell", 11982);
    assert_eq!(tuned(&game, 1_000_000), Answer::Unwinnable);
    assert_eq!(
        generic(&game, Strategy::DepthFirst, 1_000_000),
        Answer::Unwinnable
    );
}

#[test]
fn klondike_and_bakers_dozen_deals_are_won_and_their_lines_replay() {
    for (name, n) in [("klondike", 1), ("bakersdozen", 4)] {
        let game = deal(name, n);
        assert_won(&game, generic(&game, Strategy::DepthFirst, 100_000));
    }
}

/// Forty & Eight's two decks, one card a turn and two passes: the
/// solver of any description wins deals 6 and 7 from the deal within
/// 20,000 positions, its waste's cards weighing in the estimate (without
/// that weight neither was won within 200,000), and its lines replay.
#[test]
fn forty_eight_deals_are_won_from_the_deal() {
    for n in [6, 7] {
        let game = deal("fortyeight", n);
        assert_won(&game, generic(&game, Strategy::DepthFirst, 20_000));
    }
}

/// Klondike's turns of three take longer than a unit test from the
/// deal: the generic solver wins the last 40 moves of the tuned
/// solver's line, the waste still to play.
#[test]
fn klondike_by_three_is_won_late_along_the_tuned_line() {
    let start = deal("klondike3", 1);
    let Answer::Solved(line) = tuned(&start, 1_000_000) else {
        panic!("the tuned solver wins klondike3 1")
    };
    let mut game = start.clone();
    for &mv in &line[..line.len() - 40] {
        game.play(mv).unwrap();
    }
    assert!(
        game.pile(PileId::Waste).is_some_and(|w| !w.is_empty()),
        "{game}"
    );
    assert_won(&game, generic(&game, Strategy::DepthFirst, 200_000));
}

/// The 2H lies under the 3H and the 4H under the other hearts: nothing
/// takes the 3H or the KH, and an empty column stays empty. Every
/// position is searched before the answer.
#[test]
fn a_small_lost_position_is_proven_lost_by_both_strategies() {
    let stuck = "f0: AH\n\
                 f1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n\
                 f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n\
                 f3: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n\
                 t0: 2H 3H\nt1: 4H 5H 6H 7H 8H 9H TH JH QH KH";
    let game = parse("bakersdozen", stuck);
    assert_eq!(tuned(&game, 1000), Answer::Unwinnable);
    for strategy in [Strategy::DepthFirst, Strategy::BestFirst] {
        assert_eq!(generic(&game, strategy, 1000), Answer::Unwinnable);
    }
    // With the 2H and the 4H on top the same cards are won.
    let free = stuck.replace("t0: 2H 3H", "t0: 3H 2H").replace(
        "t1: 4H 5H 6H 7H 8H 9H TH JH QH KH",
        "t1: KH QH JH TH 9H 8H 7H 6H 5H 4H",
    );
    let game = parse("bakersdozen", &free);
    assert_won(&game, generic(&game, Strategy::DepthFirst, 1000));
}

/// A limit too small for the search is undecided, never lost.
#[test]
fn a_search_out_of_room_is_undecided() {
    let game = deal("freecell", 11982);
    assert_eq!(generic(&game, Strategy::DepthFirst, 500), Answer::Undecided);
}

/// A small generator of numbers for the walks below (the same on every
/// machine).
struct Walk(u64);

impl Walk {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as usize % n
    }
}

/// Positions along the tuned solver's winning lines, each followed by a
/// few random legal moves (which may lose the game), in FreeCell and
/// Baker's Dozen, and two small lost positions: the two solvers
/// give the same answer on each, and the generic one's wins replay.
#[test]
fn the_generic_solver_agrees_with_the_tuned_ones_on_small_positions() {
    let mut walk = Walk(35);
    let (mut won, mut lost) = (0, 0);
    // Lost: the 3H over the 2H with nothing to take either (an empty
    // column stays empty), and a FreeCell board with cards missing.
    let mut positions = vec![
        parse(
            "bakersdozen",
            "f0: AH\n\
             f1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n\
             f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n\
             f3: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n\
             t0: 2H 3H\nt1: 4H 5H 6H 7H 8H 9H TH JH QH KH",
        ),
        partial("freecell", ": KS QH\n: 5D"),
    ];
    for (name, n) in [
        ("freecell", 2),
        ("freecell", 3),
        ("bakersdozen", 4),
        ("bakersdozen", 7),
    ] {
        let start = deal(name, n);
        let Answer::Solved(line) = tuned(&start, 1_000_000) else {
            continue;
        };
        for cut in [line.len() * 4 / 5, line.len() * 9 / 10] {
            let mut game = start.clone();
            line[..cut].iter().for_each(|&mv| drop(game.play(mv)));
            for _ in 0..4 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[walk.below(moves.len())]).unwrap();
            }
            positions.push(game);
        }
    }
    assert!(positions.len() >= 8, "{}", positions.len());
    for game in &positions {
        let theirs = tuned(game, 1_000_000);
        let ours = generic(game, Strategy::DepthFirst, 1_000_000);
        match (&theirs, &ours) {
            (Answer::Solved(_), Answer::Solved(line)) => {
                assert!(replays(game, line), "{game}");
                won += 1;
            }
            (Answer::Unwinnable, Answer::Unwinnable) => lost += 1,
            _ => panic!("tuned {theirs:?}, generic {ours:?}\n{game}"),
        }
    }
    assert!(won >= 6 && lost >= 2, "{won} won, {lost} lost");
}

/// FreeCell's columns and cells are alike: the same columns in another
/// order, the same cards in other cells, are one position. Gypsy's are
/// not (its stock deals onto each column in turn): swapped, two keys.
#[test]
fn keys_merge_only_the_piles_the_game_calls_alike() {
    let a = partial("freecell", "Freecells: 5D - 9C -\n: KS QH\n: 5C\n: AH");
    let b = partial("freecell", "Freecells: - 9C 5D -\n: AH\n: KS QH\n: 5C");
    let c = partial("freecell", "Freecells: 5D - 9C -\n: KS QH 5C\n: AH");
    let k = |g: &Game| key::key(g, g.alike());
    assert_eq!(k(&a), k(&b));
    assert_ne!(k(&a), k(&c));
    let g = deal("gypsy", 1);
    let text = g.to_string();
    let (t0, t1) = (line_of(&text, "t0:"), line_of(&text, "t1:"));
    let swapped = text
        .replace(&t0, "SWAP")
        .replace(&t1, &t0.replace("t0:", "t1:"))
        .replace("SWAP", &t1.replace("t1:", "t0:"));
    let h = parse("gypsy", &swapped);
    assert_ne!(h.to_string(), text);
    assert_ne!(k(&g), k(&h));
}

fn line_of(text: &str, head: &str) -> String {
    text.lines()
        .find(|l| l.starts_with(head))
        .unwrap()
        .to_string()
}

/// The waste's turns are in the key where they are limited: Forty & Eight with its one turn back
/// used is another position than the same cards with it still to come.
#[test]
fn the_turns_of_the_waste_are_part_of_the_key_where_they_are_limited() {
    let game = deal("fortyeight", 1);
    let mut turned = game.clone();
    let mut tally = turned.tally();
    tally.recycles = 1;
    turned.set_tally(tally);
    assert_eq!(
        turned.to_string(),
        format!("pass: 2\n{game}"),
        "the same cards"
    );
    assert_ne!(
        key::key(&game, game.alike()),
        key::key(&turned, turned.alike())
    );
    // Klondike's turns are unlimited: they change nothing, and counting
    // them would make each turn of the stock a new position.
    let game = deal("klondike", 1);
    let mut turned = game.clone();
    let mut tally = turned.tally();
    tally.recycles = 3;
    turned.set_tally(tally);
    assert_eq!(
        key::key(&game, game.alike()),
        key::key(&turned, turned.alike())
    );
}

/// The flat position plays every move as the described game does: along
/// a random walk of its own moves in each described game (deals 1-3, up
/// to 300 moves), the flat copy played move by move and the flat copy of
/// the game after the same moves agree, hashes and key included; and at
/// every position each child's key worked out from its parent and its
/// step ([`Puzzle::keyed`]) is the key of the child made, and its
/// estimate, told from its parent's, the one worked out whole; a beam's
/// position too ([`Flat::loosened`]), whose key is looser.
///
/// [`Flat::loosened`]: super::flat::Flat::loosened
#[test]
fn the_flat_position_plays_as_the_described_game_does() {
    use super::flat::Flat;
    use crate::games::GAMES;
    use crate::solver::engine::hash::splitmix;
    use crate::solver::engine::Puzzle;
    let described = GAMES
        .iter()
        .filter(|g| matches!(g.variant, Variant::Described(_)));
    let mut games = 0;
    for info in described {
        games += 1;
        for (number, loose) in (1..=3u64).flat_map(|n| [(n, false), (n, true)]) {
            let mut game = deal(info.id, number);
            // A beam's position too, whose key is looser.
            let fits = |game: &Game| Flat::of(game).map(|f| if loose { f.loosened() } else { f });
            let Some(mut flat) = fits(&game) else {
                // A game too large for the flat position is searched
                // whole; the games only the generic solver searches must
                // all fit.
                let Variant::Described(id) = info.variant else {
                    unreachable!("described")
                };
                assert_ne!(id.description().solver, Solver::Generic, "{}", info.id);
                continue;
            };
            let mut noise = number;
            for step in 0..300 {
                let mut children = Vec::new();
                flat.children(&flat, &mut children);
                // Each child's key worked out from its parent and its
                // step is the key of the child made.
                let mut keyed = Vec::new();
                flat.keyed(&flat, &mut keyed);
                assert_eq!(keyed.len(), children.len());
                for (&(step, key), (mv, child)) in keyed.iter().zip(&children) {
                    assert_eq!(step, *mv);
                    assert_eq!(key, child.key(), "{} {number} {mv:?} at\n{game}", info.id);
                    // Its estimate told from its parent's is the one
                    // worked out whole.
                    assert!(child.estimate_is_whole(), "{} {number} {mv:?}", info.id);
                }
                if children.is_empty() || game.is_won() {
                    break;
                }
                noise = splitmix(noise);
                let (mv, child) = children.swap_remove(noise as usize % children.len());
                for m in mv.line() {
                    assert!(
                        game.play(m).is_ok(),
                        "{} {number} move {step}: {mv:?} refused at\n{game}",
                        info.id
                    );
                }
                flat = child;
                let again = fits(&game).expect("still fits");
                assert!(
                    flat.same(&again) && flat.key() == again.key(),
                    "{} {number} move {step}: {mv:?} played otherwise than at\n{game}",
                    info.id
                );
                assert_eq!(flat.is_won(), game.is_won());
            }
        }
    }
    assert!(games >= 8);
}

/// A beam searches beside the depth-first search in the described games
/// of cards home one at a time (a third of the work; in Canfield, whose
/// talon cycles, a sixth at first and three quarters after) and in
/// Spiderette (half), not in
/// Scorpion, whose stock deals once; and with it beside,
/// the depth-first search still proves deals lost and the beam's or its
/// wins replay.
#[test]
fn a_beam_searches_beside_the_depth_first_search_which_still_proves_deals_lost() {
    use super::flat::{Flat, Share};
    let share = |name: &str| Flat::of(&deal(name, 1)).and_then(|f| f.beam_share());
    for name in ["beleagueredcastle", "streetsandalleys", "bakersgame"] {
        assert_eq!(share(name), Some(Share::even(4)), "{name}");
    }
    let canfield = share("canfield").expect("a beam in Canfield");
    assert_eq!((canfield.at(0), canfield.at(29_999)), (2, 2));
    assert_eq!((canfield.at(30_000), canfield.at(2_000_000)), (9, 9));
    assert_eq!(share("spiderette"), Some(Share::even(6)));
    assert_eq!(share("scorpion"), None);
    for number in [3, 7, 11] {
        let game = deal("beleagueredcastle", number);
        assert_eq!(
            generic(&game, Strategy::DepthFirst, 100_000),
            Answer::Unwinnable,
            "deal {number}"
        );
    }
    for number in [1, 2] {
        let game = deal("beleagueredcastle", number);
        assert_won(&game, generic(&game, Strategy::DepthFirst, 100_000));
    }
}

/// Canfield turns its stock three at a time: a waste card sent home
/// changes which cards every later turn brings up, so it is never the
/// only move tried, however safe by rank. Deals 35 and 50 were called
/// lost when it was; both are won.
#[test]
fn a_canfield_waste_card_is_not_sent_home_alone() {
    for number in [35, 50] {
        let game = deal("canfield", number);
        assert_won(&game, generic(&game, Strategy::DepthFirst, 100_000));
    }
}

/// Canfield's talon cycles without end: the turns the draws make from
/// the stock whole are one position to the search (every one reaches
/// every other), so a draw leaves the key as it was; where the passes
/// are counted (Klondike by three, three passes), a draw changes it.
#[test]
fn a_draw_changes_no_key_where_the_talon_cycles_without_end() {
    use super::flat::Flat;
    let key = |game: &Game| Flat::of(game).expect("a flat position").key();
    let mut game = deal("canfield", 1);
    let first = key(&game);
    for _ in 0..20 {
        game.play(Move::Draw).expect("a draw");
        assert_eq!(key(&game), first, "at\n{game}");
    }
    let mut game = deal("klondike3-vegas", 1);
    let first = key(&game);
    game.play(Move::Draw).expect("a draw");
    assert_ne!(key(&game), first);
}

/// A beam's key (the position [`Flat::loosened`]) takes a Canfield
/// talon whose turn is off the cycle for the same cards on it: waste 5D
/// 5C with QH on the stock is the waste 5D 5C QH one card later in the
/// turn. The depth-first search's key, which proves deals lost, keeps
/// them apart (the first reaches the QH and the cards three, six...
/// after it before the talon turns over); cards in another order are
/// another position to both.
///
/// [`Flat::loosened`]: super::flat::Flat::loosened
#[test]
fn a_beams_key_takes_a_turn_off_the_cycle_for_the_turn_on_it() {
    use super::flat::Flat;
    let text = deal("canfield", 5).to_string();
    let (stock, rest) = text.split_once('\n').expect("the stock's line first");
    let stock = stock.strip_suffix(" 3D QH 5C 5D").expect("its top cards");
    let rest = rest.strip_prefix("waste:\n").expect("an empty waste");
    let talon = |top: &str, waste: &str| {
        let game = parse(
            "canfield",
            &format!("{stock} {top}\nwaste: {waste}\n{rest}"),
        );
        let flat = Flat::of(&game).expect("a flat position");
        (flat.key(), flat.loosened().key())
    };
    let off = talon("3D QH", "5D 5C");
    let on = talon("3D", "5D 5C QH");
    let other = talon("3D 5C", "5D QH");
    assert_ne!(off.0, on.0, "the proof's key");
    assert_eq!(off.1, on.1, "the beam's key");
    assert_ne!(other.1, on.1, "another order");
}

/// The estimate guides the search to the cards wanted next: with the
/// same cards out and none over a lower card of its suit, a Streets and
/// Alleys position whose ace of spades lies on top looks nearer a win
/// than one whose ace lies under the five of hearts, and an empty column
/// nearer still.
#[test]
fn the_estimate_looks_for_the_next_cards_home_near_the_top() {
    use super::flat::Flat;
    let estimate = |columns: &str| {
        let text = format!("f0:\nf1:\nf2:\nf3:\n{columns}");
        Flat::of(&partial("streetsandalleys", &text))
            .expect("a flat position")
            .estimate()
    };
    let rest = "t2: 9D\nt3: 8C\nt4: 7S\nt5: 6D\nt6: 4C\n";
    let on_top = estimate(&format!("t0: 5H AS\nt1: KD\n{rest}t7: QH\n"));
    let buried = estimate(&format!("t0: AS 5H\nt1: KD\n{rest}t7: QH\n"));
    let empty = estimate(&format!("t0: 5H AS\nt1: KD QH\n{rest}t7:\n"));
    assert!(on_top < buried, "{on_top} against {buried}");
    assert!(empty < on_top, "{empty} against {on_top}");
}

/// A card turned onto the waste weighs more in the estimate than in the
/// stock where the talon runs out of passes (Forty & Eight's two): it
/// lies under every card turned after it until the waste turns back. In
/// Canfield's, which turns without end, a draw looks no worse.
#[test]
fn a_draw_weighs_against_the_estimate_only_where_passes_run_out() {
    use super::flat::Flat;
    let estimate = |game: &Game| Flat::of(game).expect("a flat position").estimate();
    for (name, weighs) in [("fortyeight", true), ("canfield", false)] {
        let before = deal(name, 3);
        let mut after = before.clone();
        after.play(Move::Draw).unwrap();
        let (e0, e1) = (estimate(&before), estimate(&after));
        assert_eq!(e1 > e0, weighs, "{name}: {e0} then {e1}");
    }
}

/// A player's Simple Simon (its `solver:` line left out) is searched on
/// the flat moves, its runs of several suits held to the empty columns:
/// deal 5 is won and its line replays; deal 2 is lost, as the tuned
/// solver says.
#[test]
fn a_players_simple_simon_is_won_and_lost_as_the_tuned_solver_says() {
    let text = include_str!("../../../assets/games/simplesimon.txt")
        .replace("name: simplesimon", "name: myownsimon")
        .replace("solver: simplesimon\n", "");
    let id = crate::games::described::registry::register_text(&text).expect(&text);
    let mine = |n| Game::new(Deal::new(Variant::Described(id), n).unwrap());
    assert!(super::flat::Flat::of(&mine(5)).is_some());
    // `tuned` searches as `felt solve` does: here with the generic solver.
    assert_won(&mine(5), tuned(&mine(5), 100_000));
    assert_eq!(tuned(&mine(2), 100_000), Answer::Unwinnable);
    assert_eq!(tuned(&deal("simplesimon", 2), 100_000), Answer::Unwinnable);
}

/// Fan's eighteen columns and four foundations, with the stock, the
/// waste and the reserve every flat position has, make 25 piles: a
/// player's Fan (`tests/descriptions/fan.txt`) is searched on the flat
/// position, not through the game's own moves (many times slower), and
/// its deal 1 is won and replays.
#[test]
fn a_players_fan_is_searched_on_the_flat_position() {
    let text = include_str!("../../../tests/descriptions/fan.txt");
    let id = crate::games::described::registry::register_text(text).expect(text);
    let fan = Game::new(Deal::new(Variant::Described(id), 1).unwrap());
    assert!(super::flat::Flat::of(&fan).is_some());
    assert_won(&fan, generic(&fan, Strategy::DepthFirst, 20_000));
}

/// A player's Golf (its `solver:` line left out) is searched on the flat
/// moves, the waste taking the columns' cards: deal 1, eight cards
/// turned from the stock, is lost, as the tuned solver says; the last
/// 20 moves of the tuned solver's line for deal 11 are found again.
#[test]
fn a_players_golf_is_won_and_lost_as_the_tuned_solver_says() {
    let text = include_str!("../../../assets/games/golf.txt")
        .replace("name: golf", "name: myowngolf")
        .replace("solver: golf\n", "");
    let mine = Variant::Described(crate::games::described::registry::register_text(&text).unwrap());
    let as_mine = |game: &Game| Game::parse(mine, &game.to_string()).unwrap();
    let mut lost = deal("golf", 1);
    for _ in 0..8 {
        lost.play(Move::Draw).unwrap();
    }
    assert!(super::flat::Flat::of(&as_mine(&lost)).is_some());
    assert_eq!(tuned(&lost, 100_000), Answer::Unwinnable);
    assert_eq!(
        generic(&as_mine(&lost), Strategy::DepthFirst, 200_000),
        Answer::Unwinnable
    );
    let start = deal("golf", 11);
    let Answer::Solved(line) = tuned(&start, 100_000) else {
        panic!("the tuned solver wins Golf 11")
    };
    let mut won = start.clone();
    for &mv in &line[..line.len() - 20] {
        won.play(mv).unwrap();
    }
    assert_won(
        &as_mine(&won),
        generic(&as_mine(&won), Strategy::DepthFirst, 200_000),
    );
}

/// A redeal (Grandfather's) lays the flat copy's columns as the game lays
/// them, and the redeals made count in the key: the same cards with a
/// redeal fewer left are another position.
#[test]
fn a_redeal_lays_the_flat_columns_as_the_game_does() {
    use super::flat::Flat;
    use crate::solver::engine::Puzzle;
    let (mut game, redealt) = (1..=20)
        .find_map(|n| {
            let game = deal("grandfather", n);
            let flat = Flat::of(&game)?;
            let mut children = Vec::new();
            flat.children(&flat, &mut children);
            let redeal = children
                .into_iter()
                .find(|(s, _)| s.line().eq([Move::Draw]));
            redeal.map(|(_, child)| (game, child))
        })
        .expect("a deal whose first moves include a redeal");
    game.play(Move::Draw).unwrap();
    let again = Flat::of(&game).unwrap();
    assert!(
        redealt.same(&again) && redealt.key() == again.key(),
        "{game}"
    );
    let text = game.to_string();
    assert!(text.starts_with("redeals: 1\n"), "{text}");
    let earlier = parse("grandfather", &text.replace("redeals: 1", "redeals: 0"));
    assert_ne!(Flat::of(&earlier).unwrap().key(), again.key());
}

/// A player's Golf whose stock turns over without end: its waste takes
/// the columns' cards and is never played from, so its draws are moves
/// of their own (none made together to play the waste's card): with the
/// 4S to draw before the 5H can go, the win is found, and the
/// differential walk holds the flat moves to the game's.
#[test]
fn a_golf_of_endless_passes_draws_to_win() {
    let variant = crate::solver::testing::endless_golf("endlessgolf");
    let game = Game::parse_partial(variant, "stock: 4S\nwaste: KC\nt0: 5H").unwrap();
    assert!(super::flat::Flat::of(&game).is_some());
    assert_won(&game, generic(&game, Strategy::DepthFirst, 1000));
    let walked = crate::solver::differential::walk(variant, 3, 200, super::generated)
        .unwrap_or_else(|f| panic!("{f}"));
    assert!(walked.positions >= 100, "{}", walked.positions);
}

/// A player's Canfield whose columns move Simple Simon's way (runs of
/// several suits held to the empty columns) is searched: a card the
/// draws bring up is weighed as one card before it is in the waste
/// (it was read from the waste, and the search panicked there).
#[test]
fn a_cycling_talon_with_runs_held_to_the_empty_columns_is_searched() {
    let text = include_str!("../../../assets/games/canfield.txt")
        .replace("name: canfield", "name: simoncanfield")
        .replace("move: one or whole", "move: suit runs by empty columns");
    let id = crate::games::described::registry::register_text(&text).expect(&text);
    for n in 1..=5 {
        let game = Game::new(Deal::new(Variant::Described(id), n).unwrap());
        assert!(super::flat::Flat::of(&game).is_some());
        if let Answer::Solved(line) = tuned(&game, 20_000) {
            assert_won(&game, Answer::Solved(line));
        }
    }
}
