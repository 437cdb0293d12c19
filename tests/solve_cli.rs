//! `felt solve` from the outside: the printed FreeCell notation is read back
//! by a parser written here and replayed through the model, which checks both
//! the solutions and the notation.

use felt::cli::{run, Output};
use felt::games::{Deal, Game, Variant};
use felt::model::moves::Move;
use felt::model::pile::PileId;
use felt::model::rules::foundation_for;

fn felt(line: &str) -> Output {
    let args: Vec<String> = line.split_whitespace().map(String::from).collect();
    run(&args).unwrap_or_else(|e| panic!("{line}: {e}"))
}

fn pile(c: char) -> PileId {
    match c {
        '1'..='8' => PileId::Column(c as u8 - b'1'),
        'a'..='d' => PileId::FreeCell(c as u8 - b'a'),
        'h' => PileId::Foundation(0),
        _ => panic!("`{c}` is not a pile in the notation"),
    }
}

/// Reads one move of fc-solve's notation against the position it is played
/// in: the count onto a non-empty column is the run that fits there.
fn read_move(game: &Game, token: &str) -> Move {
    let chars: Vec<char> = token.chars().collect();
    let (from, mut to) = (pile(chars[0]), pile(chars[1]));
    let source = game.pile(from).expect("pile").cards();
    let count = match to {
        PileId::Foundation(_) => {
            let card = *source.last().expect("a card to send home");
            to = PileId::Foundation(
                foundation_for(card, game.rules().foundations()).expect("fits") as u8,
            );
            1
        }
        PileId::FreeCell(_) => 1,
        PileId::Column(_) => match game.pile(to).expect("column").top() {
            None => token[2..]
                .strip_prefix('v')
                .map_or(1, |n| n.parse().expect("vN")),
            Some(dest) => {
                assert_eq!(token.len(), 2, "{token}: vN only onto an empty column");
                source
                    .iter()
                    .rev()
                    .position(|c| c.builds_down_on(dest))
                    .expect("a card that fits")
                    + 1
            }
        },
        _ => unreachable!(),
    };
    Move::run(from, to, count)
}

#[test]
fn every_printed_freecell_solution_replays_to_a_win() {
    for deal in 1..=6 {
        let out = felt(&format!("solve freecell {deal}"));
        assert_eq!(out.status, 0, "deal {deal}");
        let variant: Variant = "freecell".parse().unwrap();
        let mut game = Game::new(Deal::new(variant, deal).unwrap());
        for token in out.stdout.split_whitespace() {
            let mv = read_move(&game, token);
            game.play(mv)
                .unwrap_or_else(|e| panic!("deal {deal}, {token}: {e}"));
        }
        assert!(game.is_won(), "deal {deal} not won:\n{game}");
    }
}

/// Spider's printed line (`tA tB [COUNT]`, `stock`), read back and played
/// through the model: deal 6 of one suit, which the beam solves in a few
/// thousand expansions.
#[test]
fn a_printed_spider_solution_replays_to_a_win() {
    let out = felt("solve spider1 6");
    assert_eq!(out.status, 0, "{}", out.stdout);
    let spider: Variant = "spider1".parse().unwrap();
    let mut game = Game::new(Deal::new(spider, 6).unwrap());
    let column = |t: &str| {
        let n = t.strip_prefix('t').expect("tN").parse().expect("a column");
        PileId::Column(n)
    };
    let mut deals = 0;
    for line in out.stdout.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let mv = match words[..] {
            ["stock"] => {
                deals += 1;
                Move::Draw
            }
            [a, b] => Move::run(column(a), column(b), 1),
            [a, b, n] => Move::run(column(a), column(b), n.parse().expect("a count")),
            _ => panic!("`{line}` is not a Spider move"),
        };
        game.play(mv).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    assert_eq!(deals, 5, "every deal of the stock is in the line");
    assert!(game.is_won(), "not won:\n{game}");
}

/// Aces Up's printed lines (`stock`, `tA f0`, `tA tB`): deals 10, 14 and
/// 20 (won within a few hundred thousand positions) replay to a win, and
/// deal 25 exits 1 as unwinnable.
#[test]
fn every_printed_aces_up_line_replays_to_a_win() {
    replays_to_a_win("acesup", &[10, 14, 20]);
    assert_eq!(felt("solve acesup 25").status, 1, "deal 25 is unwinnable");
}

/// Yukon's printed lines (`tA tB [COUNT]`, `tA fN`) win deals 1-3.
#[test]
fn every_printed_yukon_line_replays_to_a_win() {
    replays_to_a_win("yukon", &[1, 2, 3]);
}

/// Grandfather's printed lines (`redeal`, `tA tB [COUNT]`, `tA fN`) win
/// deals 1-3.
#[test]
fn every_printed_grandfather_line_replays_to_a_win() {
    replays_to_a_win("grandfather", &[1, 2, 3]);
}

/// Grandfather's Clock's printed lines (`tA fH` home, `tA tB`): deals
/// 1-10 replay to a win, and deal 88 exits 1 as unwinnable.
#[test]
fn every_printed_grandfathers_clock_line_replays_to_a_win() {
    replays_to_a_win("grandfathersclock", &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert_eq!(
        felt("solve grandfathersclock 88").status,
        1,
        "deal 88 is unwinnable"
    );
}

/// Mod3's printed lines (`stock`, `tA fN`, `fN tA`): deals 1, 2, 4 and 5
/// replay to a win, and deal 27 exits 1 as unwinnable.
#[test]
fn every_printed_mod3_line_replays_to_a_win() {
    replays_to_a_win("mod3", &[1, 2, 4, 5]);
    assert_eq!(felt("solve mod3 27").status, 1, "deal 27 is unwinnable");
}

#[test]
fn deal_11982_exits_1_as_unwinnable() {
    let out = felt("solve freecell 11982");
    assert_eq!(out.status, 1);
    assert!(out.stdout.contains("unwinnable"));
}

#[test]
fn a_tiny_state_limit_exits_2_as_undecided() {
    assert_eq!(felt("solve freecell 1 --limit 20").status, 2);
}

#[test]
fn a_board_file_is_solved() {
    let path = std::env::temp_dir().join(format!("felt-solve-cli-{}.board", std::process::id()));
    std::fs::write(&path, "Foundations: H-K C-K D-K S-J\n: KS QS\n").unwrap();
    let out = felt(&format!("solve freecell --board {}", path.display()));
    std::fs::remove_file(&path).ok();
    assert_eq!((out.status, out.stdout.as_str()), (0, "1h\n1h\n"));
}

#[test]
fn a_summary_counts_and_verifies_every_deal() {
    let out = felt("solve freecell 1-6 --summary --jobs 2");
    assert_eq!(out.status, 0, "{}", out.stdout);
    assert!(out.stdout.contains("solved       6"), "{}", out.stdout);
    assert!(out.stdout.contains("unwinnable   0"), "{}", out.stdout);
    assert!(
        out.stdout.contains("replay       0 failures"),
        "{}",
        out.stdout
    );
}

#[test]
fn a_summary_names_the_deal_that_took_most_positions() {
    // 11982 is searched through to prove it lost; its neighbours are won
    // in a few hundred positions.
    let out = felt("solve freecell 11981-11983 --summary");
    assert_eq!(out.status, 0, "{}", out.stdout);
    assert!(
        out.stdout.contains("unwinnable   1: 11982"),
        "{}",
        out.stdout
    );
    let positions = out.stdout.lines().find(|l| l.starts_with("positions"));
    assert!(
        positions.is_some_and(|l| l.ends_with("per deal (deal 11982)")),
        "{}",
        out.stdout
    );
}

#[test]
fn klondike_is_driven_through_the_same_solver_api() {
    let out = felt("solve klondike 1 --draw 3 --limit 1000");
    assert!(matches!(out.status, 0..=2));
    if out.status == 0 {
        // A draw is `stock`, as every described game writes it; a move
        // `FROM TO [COUNT]`.
        for line in out.stdout.lines() {
            let words = line.split_whitespace().count();
            assert!(line == "stock" || matches!(words, 2 | 3), "{line}");
        }
    }
}

#[test]
fn bad_arguments_are_usage_errors_and_a_missing_board_a_data_error() {
    for (line, status) in [
        ("solve", 64),
        ("solve freecell", 64),
        ("solve freecell 1-5", 64),
        ("solve freecell 1 --limit soon", 64),
        ("solve klondike 1 --draw 4", 64),
        ("solve freecell --board /nonexistent/felt.board", 65),
    ] {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        assert_eq!(run(&args).unwrap_err().status(), status, "{line}");
    }
}

/// Simple Simon's printed lines (`tA tB [COUNT]`): deals 1 to 5 but 2
/// replay to a win, and deal 2 exits 1 as unwinnable.
#[test]
fn every_printed_simple_simon_line_replays_to_a_win() {
    replays_to_a_win("simplesimon", &[1, 3, 4, 5]);
    assert_eq!(
        felt("solve simplesimon 2").status,
        1,
        "deal 2 is unwinnable"
    );
}

/// Baker's Dozen's printed lines (`tA tB`, `tA fN`): deals 1, 5 and 14
/// (won within a few thousand positions) replay to a win.
#[test]
fn every_printed_bakers_dozen_line_replays_to_a_win() {
    replays_to_a_win("bakersdozen", &[1, 5, 14]);
}

/// Forty & Eight's printed lines (`stock waste`, `waste t3`, `t1 f4`,
/// `t2 t5 3`): deals 2, 3 and 4 (won within a few thousand positions)
/// replay to a win.
#[test]
fn every_printed_forty_and_eight_line_replays_to_a_win() {
    replays_to_a_win("fortyeight", &[2, 3, 4]);
}

/// Gypsy's printed lines (`stock`, `t3 f0`, `t1 t2 3`): deals 26, 33 and
/// 71 (won within 100,000 positions) replay to a win, the whole stock
/// dealt in each.
#[test]
fn every_printed_gypsy_line_replays_to_a_win() {
    for deals in replays_to_a_win("gypsy", &[26, 33, 71]) {
        assert_eq!(deals, 10, "the whole stock is dealt");
    }
}

/// Solves each of `deals` of `game` on the command line, reads its lines
/// back (`stock` and `redeal` are the game's draw, any other line a move
/// in the notation) and plays them through the model to a win; the draws
/// each line made.
fn replays_to_a_win(game: &str, deals: &[u64]) -> Vec<usize> {
    let variant: Variant = game.parse().unwrap();
    let mut draws = Vec::new();
    for &deal in deals {
        let out = felt(&format!("solve {game} {deal}"));
        assert_eq!(out.status, 0, "{game} {deal}");
        let mut table = Game::new(Deal::new(variant, deal).unwrap());
        let mut drawn = 0;
        for line in out.stdout.lines() {
            let mv = match line {
                "stock" | "redeal" => {
                    drawn += 1;
                    Move::Draw
                }
                other => other.parse().unwrap_or_else(|e| panic!("{e}")),
            };
            table
                .play(mv)
                .unwrap_or_else(|e| panic!("{game} {deal}, {line}: {e}"));
        }
        assert!(table.is_won(), "{game} {deal} not won:\n{table}");
        draws.push(drawn);
    }
    draws
}
