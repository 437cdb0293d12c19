//! A player's own description (`felt --rules FILE`), written any way the
//! vocabulary allows: it is refused with its line and reason, or it
//! deals its whole deck, plays, lays out inside the window, reads back
//! its own notation, undoes to its deal and is searched (a win replays),
//! and nothing panics. Each description is drawn whole (a deck, a deal
//! that fits it, any build, group, filling, cells, reserve, foundations,
//! stock and policies), and one in five has a line made wrong; about half
//! are played, most of them games nobody has played before. Found so
//! far: a cycling talon searched with Simple Simon's group rule panicked
//! the solver, and a dealt base that could come back from the
//! foundations left a position its own notation could not read.

use felt::games::described::registry::register_text;
use felt::games::{Deal, Game, Variant};
use felt::model::history::History;
use felt::solver::{self, Limits};
use felt::view::layout::{Layout, Rect};
use proptest::prelude::*;

/// Picks among `values` by `n`.
fn pick<'a>(values: &[&'a str], n: u32) -> &'a str {
    values[n as usize % values.len()]
}

/// A description's text from the numbers drawn: a deck, columns and a
/// deal that fit it (the rest of the deck in a stock, or dealt out
/// whole), and any build, group, filling, cells, reserve, foundations,
/// stock and policies, most of them together for the first time. When
/// `odd` picks a line, that line is replaced by a value no description
/// takes, or one that contradicts another line.
fn text(n: &[u32], odd: Option<(usize, usize)>) -> String {
    let deck = pick(&["one", "two", "spider one suit", "spider two suits"], n[0]);
    let cards = if deck == "one" { 52 } else { 104 };
    let columns = 1 + n[1] % 10;
    let reserve = if n[2].is_multiple_of(3) { n[2] % 14 } else { 0 };
    let cells = n[3] % 9;
    let cells_dealt = if cells > 0 { n[3] / 5 % (cells + 1) } else { 0 };
    let room = cards - reserve - cells_dealt;
    let deal = 1 + n[4] % (room / columns).clamp(1, 8);
    let down = n[5] % deal;
    // One count for every column, or (one deal in two) a count each,
    // none above `deal`, with as many face down as fit under a top card.
    let each: Vec<u32> = (0..columns).map(|i| 1 + (i * 7 + n[18]) % deal).collect();
    let (deal_line, down_line, dealt) = if n[18].is_multiple_of(2) {
        (deal.to_string(), down.to_string(), columns * deal)
    } else {
        let words = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
        let downs: Vec<u32> = each.iter().map(|&k| down.min(k - 1)).collect();
        (words(&each), words(&downs), each.iter().sum())
    };
    let left = room - dealt;
    let suits = if deck == "one" { 4 } else { 8 };
    let home_deal = pick(&["none", "none", "aces", "one", "beak"], n[6]);
    let foundations = match home_deal {
        "one" | "beak" => format!("{suits} up from dealt wrap"),
        "aces" => format!("{suits} up from end"),
        _ => pick(&["S up from end", "S down from end", "S runs"], n[7])
            .replace('S', &suits.to_string()),
    };
    let stock = if left == 0 {
        pick(&["none", "none", "redeal 2"], n[8])
    } else {
        pick(
            &[
                "waste 1",
                "waste 3 passes unlimited",
                "waste 1 passes 2",
                "waste 3",
                "deal",
                "deal not on empty",
            ],
            n[8],
        )
    };
    let empty = if reserve > 0 {
        pick(&["any", "kings", "none", "reserve", "below base"], n[9])
    } else {
        pick(&["any", "kings", "none", "below base"], n[9])
    };
    let mut lines = vec![
        "name: oddgame".to_string(),
        "title: Odd game".to_string(),
        "rules: Drawn at random.".to_string(),
        format!("deck: {deck}"),
        format!("home deal: {home_deal}"),
        format!("columns: {columns}"),
        format!("deal: {deal_line}"),
        format!("face down: {down_line}"),
        format!(
            "build: {}",
            pick(
                &[
                    "none",
                    "down alternate",
                    "down suit",
                    "down any",
                    "down colour",
                    "down other",
                    "up or down alternate",
                    "up alternate",
                    "up suit wrap",
                    "down alternate wrap"
                ],
                n[10]
            )
        ),
        format!(
            "move: {}",
            pick(
                &[
                    "one",
                    "one or whole",
                    "supermove",
                    "run",
                    "suit run",
                    "face up",
                    "suit runs by empty columns"
                ],
                n[11]
            )
        ),
        format!("empty: {empty}"),
        format!("cells: {cells} dealt {cells_dealt}"),
        format!("reserve: {reserve}"),
        format!("foundations: {foundations}"),
        format!("home back: {}", pick(&["no", "yes"], n[12])),
        format!("stock: {stock}"),
        format!("autoplay: {}", pick(&["safe", "safe off", "none"], n[13])),
        format!(
            "score: {}",
            pick(&["none", "home", "standard", "vegas", "spider"], n[14])
        ),
        format!("home first: {}", pick(&["no", "yes"], n[15])),
        format!(
            "dealing: {}",
            pick(
                &["rows", "rows", "top cards last", "kings under", "zigzag"],
                n[16]
            )
        ),
        format!(
            "foundations at: {}",
            pick(&["right", "middle", "spread"], n[17])
        ),
    ];
    if stock.starts_with("waste") {
        lines.push(format!("waste dealt: {}", n[19] % 3));
        if n[20].is_multiple_of(4) {
            lines.push(format!(
                "waste: {}",
                pick(&["up or down", "up or down wrap"], n[20] / 4)
            ));
        }
    }
    if n[21].is_multiple_of(8) {
        lines.push(format!(
            "shuffle: {}",
            pick(&["microsoft", "seeded"], n[21] / 8)
        ));
    }
    if n[21] % 8 == 1 {
        lines.push("notation: board".to_string());
    }
    if let Some((line, value)) = odd {
        let odd_values = [
            "0",
            "99",
            "three",
            "down sideways",
            "4 dealt 9",
            "waste 0",
            "13 up from end",
            "",
            "yes please",
            "1 2 3",
            "deal deal",
            "-1",
        ];
        let i = 3 + line % (lines.len() - 3);
        let key = lines[i].split(':').next().unwrap_or("deck").to_string();
        lines[i] = format!("{key}: {}", odd_values[value % odd_values.len()]);
    }
    lines.join("\n") + "\n"
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn an_odd_description_is_refused_with_its_line_or_plays(
        n in prop::collection::vec(any::<u32>(), 22),
        odd in prop::option::weighted(0.2, (any::<usize>(), any::<usize>())),
        number in 1u64..1_000_000,
        choices in prop::collection::vec(any::<usize>(), 0..100),
    ) {
        let text = text(&n, odd);
        let id = match register_text(&text) {
            Ok(id) => id,
            Err(reason) => {
                // Refused: the reason names the line, or says why the
                // run takes no more.
                prop_assert!(
                    reason.starts_with("line ") || reason.starts_with("at most"),
                    "{reason}\n{text}"
                );
                return Ok(());
            }
        };
        let variant = Variant::Described(id);
        let Ok(deal) = Deal::new(variant, number) else {
            return Ok(());
        };
        let start = Game::new(deal);
        let mut deck = start.deck().cards();
        deck.sort();
        let mut history = History::new(start);
        for &choice in &choices {
            let moves = history.game().legal_moves();
            if moves.is_empty() {
                break;
            }
            history.play(moves[choice % moves.len()]).expect("a legal move plays");
        }
        let game = history.game().clone();
        let mut cards: Vec<_> = game.piles().iter().flat_map(|(_, p)| p.cards().to_vec()).collect();
        cards.sort();
        prop_assert_eq!(cards, deck, "the whole deck\n{}", text);
        let written = game.to_string();
        match Game::parse(variant, &written) {
            Ok(back) => prop_assert_eq!(back.to_string(), written, "read back\n{}", text),
            Err(e) => prop_assert!(false, "{e}\n{written}\n{text}"),
        }
        for (w, h) in [(840.0, 560.0), (390.0, 844.0)] {
            let layout = Layout::compute(&game.table(), &game.piles(), Rect { x: 0.0, y: 0.0, w, h });
            for (_, pile) in game.piles() {
                for &card in pile.cards() {
                    if let Some(spot) = layout.spot(card) {
                        let r = spot.rect;
                        prop_assert!(r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5,
                            "{card} at {r:?} outside {w}x{h}\n{text}");
                    }
                }
            }
        }
        // Searched a little: any answer, and a win replays.
        if let solver::Answer::Solved(line) = solver::solve(&game, Limits::states(3_000)) {
            let mut replay = game.clone();
            for mv in line {
                prop_assert!(replay.play(mv).is_ok(), "{mv:?} of the solution\n{text}");
            }
            prop_assert!(replay.is_won(), "the solution wins\n{text}");
        }
        while history.undo() {}
        prop_assert_eq!(history.game().to_string(), Game::new(deal).to_string(), "undo to the deal\n{}", text);
    }
}
