//! Descriptions as text: a `key: value` a line, `#` starting a comment,
//! in the spirit of the notation (the README's "Adding a game" lists the
//! keys). [`parse`] reads one and refuses a description that does not make
//! sense (no column, no way to win, more cards dealt than the deck holds)
//! with the line and the reason, so a player's own file is never half
//! played.

use super::dealing::{counts, places};
use super::vocabulary::{
    AutoPlay, Base, Build, Description, Direction, Empty, Group, Home, HomeDeal, Notation, Scoring,
    Shuffle, Solver, Stock, SuitMatch, WasteBuild, Way,
};
use super::vocabulary::{Dealing, HomePlace};
use crate::model::deck::Deck;
use crate::model::notation::{last_line, Given, ParseError};
use crate::model::pile::{CELLS, FOUNDATIONS};

/// The most columns a description may have (names go to `t27`; the table
/// has room for twenty).
pub const MAX_COLUMNS: usize = 20;

/// The keys a description may give, each once.
const KEYS: [&str; 26] = [
    "name",
    "title",
    "rules",
    "deck",
    "columns",
    "deal",
    "face down",
    "build",
    "move",
    "empty",
    "cells",
    "reserve",
    "foundations",
    "home deal",
    "home back",
    "stock",
    "autoplay",
    "score",
    "waste",
    "waste dealt",
    "home first",
    "solver",
    "shuffle",
    "notation",
    "dealing",
    "foundations at",
];

/// Reads a description; the error names the line and says why.
pub fn parse(text: &str) -> Result<Description, ParseError> {
    let mut given = Given::new();
    let mut found: Vec<(usize, &str, &str)> = Vec::new();
    let mut rules = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let (key, value) = content
            .split_once(':')
            .ok_or_else(|| ParseError::new(line, content, "expected `key: value`"))?;
        let (key, value) = (key.trim(), value.trim());
        if key == "rules" {
            rules.push(value.to_string());
            continue;
        }
        if !KEYS.contains(&key) {
            return Err(ParseError::new(
                line,
                key,
                format!("not a key of a description ({})", KEYS.join(", ")),
            ));
        }
        given.once(key, line, key)?;
        found.push((line, key, value));
    }
    let end = last_line(text);
    let get = |key: &str| found.iter().find(|(_, k, _)| *k == key).copied();
    let need = |key: &'static str| {
        get(key).ok_or_else(|| {
            ParseError::new(
                end,
                key,
                format!("the description ends with no `{key}:` line"),
            )
        })
    };
    let bad = |(line, _, value): (usize, &str, &str), why: &str| ParseError::new(line, value, why);

    let name = need("name")?;
    if name.2.is_empty()
        || !name
            .2
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        // A hyphen joins words (`klondike-vegas`, a name saves have always
        // used), never starts or ends one.
        || name.2.starts_with('-')
        || name.2.ends_with('-')
    {
        return Err(bad(
            name,
            "a name is lowercase letters and digits, words joined by hyphens",
        ));
    }
    let title = need("title")?;
    if title.2.is_empty() {
        return Err(bad(title, "a title is some words"));
    }
    if rules.is_empty() || rules.len() > 8 {
        return Err(ParseError::new(
            end,
            "rules",
            "the description needs one to eight `rules:` lines for Help and the chooser",
        ));
    }

    let deck_line = need("deck")?;
    let deck = match deck_line.2 {
        "one" => Deck::Standard,
        "two" => Deck::Double,
        "spider one suit" => Deck::SpadesOnly,
        "spider two suits" => Deck::SpadesAndHearts,
        _ => {
            return Err(bad(
                deck_line,
                "a deck is `one`, `two`, `spider one suit` or `spider two suits`",
            ))
        }
    };

    let columns_line = need("columns")?;
    let columns = number(columns_line)?;
    if columns == 0 {
        return Err(bad(columns_line, "a game needs at least one column"));
    }
    if columns > MAX_COLUMNS {
        return Err(bad(
            columns_line,
            &format!("at most {MAX_COLUMNS} columns fit the table"),
        ));
    }
    let deal_line = need("deal")?;
    let deal = per_column(deal_line, columns)?;
    let face_down = match get("face down") {
        Some(l) => {
            let down = per_column(l, columns)?;
            if down.iter().zip(&deal).any(|(&d, &n)| n > 0 && d >= n) {
                return Err(bad(l, "a column's top card lies face up"));
            }
            down
        }
        None => vec![0; columns],
    };

    let build_line = need("build")?;
    let build = parse_build(build_line)?;
    let move_line = need("move")?;
    let group =
        match move_line.2 {
            "one" => Group::One,
            "one or whole" => Group::OneOrWhole,
            "supermove" => Group::Supermove,
            "run" => Group::Run,
            "suit run" => Group::SuitRun,
            "face up" => Group::FaceUp,
            "suit runs by empty columns" => Group::SuitRunsBySpaces,
            _ => return Err(bad(
                move_line,
                "what moves is `one`, `one or whole`, `supermove`, `run`, `suit run`, `face up` or `suit runs by empty columns`",
            )),
        };
    let empty_line = need("empty")?;
    let empty = match empty_line.2 {
        "any" => Empty::Any,
        "kings" => Empty::Kings,
        "below base" => Empty::BelowBase,
        "none" => Empty::None,
        "reserve" => Empty::Reserve,
        _ => {
            return Err(bad(
                empty_line,
                "an empty column takes `any`, `kings`, `none`, `reserve` or `below base`",
            ))
        }
    };

    let (cells, cells_dealt) = match get("cells") {
        None => (0, 0),
        Some(l) => {
            let words: Vec<&str> = l.2.split_whitespace().collect();
            let (n, dealt) = match words.as_slice() {
                [n] => (*n, "0"),
                [n, "dealt", d] => (*n, *d),
                _ => return Err(bad(l, "cells are `N` or `N dealt K`")),
            };
            let n = small(l, n)?;
            let dealt = small(l, dealt)?;
            if n > CELLS {
                return Err(bad(l, &format!("at most {CELLS} free cells")));
            }
            if dealt > n {
                return Err(bad(l, "more cards dealt to the cells than there are cells"));
            }
            (n, dealt)
        }
    };
    // `N`, a pile whose top plays; `N spread`, the cards laid out in the
    // cells' places, any of them playing.
    let (reserve, spread) = match get("reserve") {
        None => (0, false),
        Some(l) => match l.2.split_whitespace().collect::<Vec<_>>().as_slice() {
            [n] => (small(l, n)?, false),
            [n, "spread"] => (small(l, n)?, true),
            _ => return Err(bad(l, "a reserve is `N`, or `N spread`")),
        },
    };
    let (cells, cells_dealt, reserve) = if spread {
        let l = get("reserve").expect("given");
        if let Some(c) = get("cells") {
            return Err(bad(
                c,
                "a spread reserve lies in the free cells' places: no `cells:` beside it",
            ));
        }
        if reserve == 0 || reserve > CELLS {
            return Err(bad(
                l,
                &format!("a spread reserve holds 1 to {CELLS} cards"),
            ));
        }
        (reserve, reserve, 0)
    } else {
        (cells, cells_dealt, reserve)
    };
    let waste_dealt = match get("waste dealt") {
        None => 0,
        Some(l) => small(l, l.2)?,
    };
    if empty == Empty::Reserve && reserve == 0 {
        let why = if spread {
            "an empty column filled from the reserve needs a reserve of one pile (`reserve: N`), not a spread one"
        } else {
            "an empty column filled from the reserve needs a reserve"
        };
        return Err(bad(empty_line, why));
    }

    let home_line = need("foundations")?;
    let (foundations, home) = parse_home(home_line)?;
    let home_deal = match get("home deal") {
        None => HomeDeal::None,
        Some(l) => match l.2 {
            "none" => HomeDeal::None,
            "aces" => HomeDeal::Aces,
            "one" => HomeDeal::One,
            "beak" => HomeDeal::Beak,
            _ => return Err(bad(l, "the deal puts `aces`, `one`, `beak` or `none` home")),
        },
    };
    if empty == Empty::BelowBase && !matches!(home, Home::Suit { .. }) {
        return Err(bad(
            empty_line,
            "an empty column filled below the base needs foundations built by suit from a base",
        ));
    }
    let dealt_base = matches!(
        home,
        Home::Suit {
            base: Base::Dealt,
            ..
        }
    );
    if dealt_base != matches!(home_deal, HomeDeal::One | HomeDeal::Beak) {
        return Err(bad(
            home_line,
            "foundations from the dealt rank go with `home deal: one` or `beak`, and only they",
        ));
    }
    if home_deal == HomeDeal::Aces
        && home
            != (Home::Suit {
                direction: Direction::Up,
                base: Base::End,
                wrap: false,
            })
    {
        return Err(bad(
            home_line,
            "the aces dealt home need foundations up from the ace",
        ));
    }
    let home_back = match get("home back") {
        None => false,
        Some(l) => yes_no(l)?,
    };
    // A position shows a dealt base by the card at the bottom of a
    // foundation: taken back, it would leave nothing to show it, and the
    // game's own notation (its saves) would no longer read.
    if let (true, Some(l)) = (home_back && dealt_base, get("home back")) {
        return Err(bad(
            l,
            "cards come back from the foundations only where they start from the end of the ranks, not from a dealt card",
        ));
    }
    if home != Home::None && usize::from(foundations) * 13 != deck.len() {
        return Err(bad(
            home_line,
            &format!(
                "{foundations} foundations hold {} cards but the deck has {}: no way to win",
                usize::from(foundations) * 13,
                deck.len()
            ),
        ));
    }

    let stock_line = need("stock")?;
    let stock = parse_stock(stock_line)?;
    let auto_play = match get("autoplay") {
        None => AutoPlay::Safe,
        Some(l) => match l.2 {
            "safe" => AutoPlay::Safe,
            "safe off" => AutoPlay::SafeOff,
            "none" => AutoPlay::None,
            _ => return Err(bad(l, "autoplay is `safe`, `safe off` or `none`")),
        },
    };
    let home_first = match get("home first") {
        None => false,
        Some(l) => yes_no(l)?,
    };
    let solver = match get("solver") {
        None => Solver::Generic,
        Some(l) => match l.2 {
            "generic" => Solver::Generic,
            "fortyeight" => Solver::FortyEight,
            "gypsy" => Solver::Gypsy,
            "golf" => Solver::Golf,
            "klondike" => Solver::Klondike,
            "spider" => Solver::Spider,
            "simplesimon" => Solver::SimpleSimon,
            "bakersdozen" => Solver::BakersDozen,
            "yukon" => Solver::Yukon,
            "freecell" => Solver::FreeCell,
            _ => return Err(bad(l, "the solver is `generic`, or a built-in game's own")),
        },
    };
    let scoring = match get("score") {
        None => Scoring::None,
        Some(l) => match l.2 {
            "none" => Scoring::None,
            "home" => Scoring::Home,
            "standard" => Scoring::Standard,
            "vegas" => Scoring::Vegas,
            "golf" => Scoring::Golf,
            "spider" => Scoring::Spider,
            _ => return Err(bad(
                l,
                "the score is `none`, `home` (5 a card home), `standard` or `vegas` (Klondike's), `golf` or `spider` (500, -1 a move, +100 a run home)",
            )),
        },
    };
    let waste = match get("waste") {
        None => WasteBuild::None,
        Some(l) => parse_waste(l)?,
    };
    if waste != WasteBuild::None && !matches!(stock, Stock::Waste { .. }) {
        return Err(bad(
            stock_line,
            "a waste that takes the columns' cards needs a stock turned onto it (`waste N`)",
        ));
    }
    if home == Home::None && waste == WasteBuild::None {
        return Err(bad(
            home_line,
            "without foundations the columns' cards go to the waste: the description needs `waste:`",
        ));
    }

    let shuffle = match get("shuffle") {
        None => Shuffle::Seeded,
        Some(l) => match l.2 {
            "seeded" => Shuffle::Seeded,
            "microsoft" if deck != Deck::Standard => {
                return Err(bad(l, "Microsoft's shuffle deals one deck"))
            }
            "microsoft" => Shuffle::Microsoft,
            _ => {
                return Err(bad(
                    l,
                    "the shuffle is `seeded` or `microsoft` (FreeCell's deals)",
                ))
            }
        },
    };
    let notation = match get("notation") {
        None => Notation::Named,
        Some(l) => match l.2 {
            "named" => Notation::Named,
            "board" => {
                let plain = deck == Deck::Standard
                    && home
                        == (Home::Suit {
                            direction: Direction::Up,
                            base: Base::End,
                            wrap: false,
                        })
                    && home_deal == HomeDeal::None
                    && stock == Stock::None
                    && reserve == 0
                    && face_down.iter().all(|&n| n == 0);
                if !plain {
                    return Err(bad(
                        l,
                        "the board notation is FreeCell's: one deck, foundations up from the ace, columns face up, no stock or reserve",
                    ));
                }
                Notation::Board
            }
            _ => return Err(bad(l, "the notation is `named` or `board` (FreeCell's)")),
        },
    };
    let dealing = parse_dealing(get("dealing"))?;
    if dealing == Dealing::Zigzag && columns < 2 {
        return Err(bad(
            get("dealing").expect("given"),
            "a zigzag deal needs two columns",
        ));
    }

    let description = Description {
        id: name.2.to_string(),
        title: title.2.to_string(),
        rules,
        deck,
        deal,
        face_down,
        build,
        group,
        empty,
        cells,
        cells_dealt,
        spread,
        reserve,
        waste_dealt,
        foundations,
        home,
        home_deal,
        home_back,
        stock,
        auto_play,
        home_first,
        scoring,
        waste,
        solver,
        shuffle,
        notation,
        dealing,
        home_place: parse_home_place(get("foundations at"))?,
    };
    if dealing == Dealing::Zigzag {
        let total = description.deal.iter().map(|&n| usize::from(n)).sum();
        let (deal, down) = counts(columns, &places(&description, total));
        if (&deal, &down) != (&description.deal, &description.face_down) {
            let words = |v: &[u8]| v.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
            return Err(bad(
                deal_line,
                &format!(
                    "a zigzag deal of {total} cards lays out `deal: {}` with `face down: {}`",
                    words(&deal),
                    words(&down)
                ),
            ));
        }
    }
    let dealt = description.dealt();
    if dealt > deck.len() {
        return Err(bad(
            deal_line,
            &format!(
                "the deal lays out {dealt} cards but the deck holds {}",
                deck.len()
            ),
        ));
    }
    if dealt < deck.len() && matches!(stock, Stock::Redeal { .. }) {
        return Err(bad(
            stock_line,
            &format!(
                "a stock that redeals holds no cards, but the deal leaves {}",
                deck.len() - dealt
            ),
        ));
    }
    if waste_dealt > 0 && !description.has_waste() {
        return Err(bad(
            stock_line,
            "cards dealt to the waste need a stock turned onto a waste",
        ));
    }
    if dealt < deck.len() && stock == Stock::None {
        return Err(bad(
            stock_line,
            &match deck.len() - dealt {
                1 => "1 card is left after the deal and there is no stock for it".to_string(),
                n => format!("{n} cards are left after the deal and there is no stock for them"),
            },
        ));
    }
    Ok(description)
}

/// A whole number.
fn number(l: (usize, &str, &str)) -> Result<usize, ParseError> {
    l.2.parse()
        .map_err(|_| ParseError::new(l.0, l.2, "expected a whole number"))
}

/// A small whole number, `word` on line `l`.
fn small(l: (usize, &str, &str), word: &str) -> Result<u8, ParseError> {
    word.parse::<u8>()
        .map_err(|_| ParseError::new(l.0, word, "expected a whole number up to 255"))
}

/// `yes` or `no`.
fn yes_no(l: (usize, &str, &str)) -> Result<bool, ParseError> {
    match l.2 {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(ParseError::new(l.0, l.2, "expected `yes` or `no`")),
    }
}

/// One number for every column, or a number for each.
fn per_column(l: (usize, &str, &str), columns: usize) -> Result<Vec<u8>, ParseError> {
    let numbers =
        l.2.split_whitespace()
            .map(|w| small(l, w))
            .collect::<Result<Vec<u8>, _>>()?;
    match numbers.len() {
        1 => Ok(vec![numbers[0]; columns]),
        n if n == columns => Ok(numbers),
        n => Err(ParseError::new(
            l.0,
            l.2,
            format!("one number for every column, or one for each of the {columns} ({n} given)"),
        )),
    }
}

/// `none`, or `down|up|up or down alternate|suit|colour|other|any [wrap]`.
fn parse_build(l: (usize, &str, &str)) -> Result<Build, ParseError> {
    let words: Vec<&str> = l.2.split_whitespace().collect();
    let bad = || {
        ParseError::new(
            l.0,
            l.2,
            "a column builds `none`, or `down`, `up` or `up or down` by `alternate`, `suit`, `colour`, `other` or `any`, then `wrap` if king and ace follow each other",
        )
    };
    if words == ["none"] {
        return Ok(Build::None);
    }
    let (way, rest) = match words.as_slice() {
        ["up", "or", "down", rest @ ..] => (Way::Either, rest),
        [d, rest @ ..] => match direction_of(d) {
            Some(Direction::Down) => (Way::Down, rest),
            Some(Direction::Up) => (Way::Up, rest),
            None => return Err(bad()),
        },
        [] => return Err(bad()),
    };
    let (suits, wrap) = match rest {
        [s] => (*s, false),
        [s, "wrap"] => (*s, true),
        _ => return Err(bad()),
    };
    let suits = match suits {
        "alternate" => SuitMatch::Alternate,
        "suit" => SuitMatch::Same,
        "colour" => SuitMatch::Colour,
        "other" => SuitMatch::Other,
        "any" => SuitMatch::Any,
        _ => return Err(bad()),
    };
    Ok(Build::Rank { way, suits, wrap })
}

fn direction_of(word: &str) -> Option<Direction> {
    match word {
        "down" => Some(Direction::Down),
        "up" => Some(Direction::Up),
        _ => None,
    }
}

/// `N runs`, or `N up|down from end|dealt [wrap]`.
fn parse_home(l: (usize, &str, &str)) -> Result<(u8, Home), ParseError> {
    let words: Vec<&str> = l.2.split_whitespace().collect();
    let bad = |why: &str| ParseError::new(l.0, l.2, why);
    let form = "foundations are `N runs`, `N up|down from end|dealt [wrap]` (end: the ace up, the king down) or `none`";
    if words == ["none"] {
        return Ok((0, Home::None));
    }
    let Some((n, rest)) = words.split_first() else {
        return Err(bad(form));
    };
    let n = small(l, n)?;
    if n == 0 {
        return Err(bad("a game without foundations has no way to win"));
    }
    if n > FOUNDATIONS {
        return Err(bad(&format!("at most {FOUNDATIONS} foundations")));
    }
    let home = match rest {
        ["runs"] => Home::Runs,
        [d, "from", b] | [d, "from", b, "wrap"] => Home::Suit {
            direction: direction_of(d).ok_or_else(|| bad(form))?,
            base: match *b {
                "end" => Base::End,
                "dealt" => Base::Dealt,
                _ => return Err(bad(form)),
            },
            wrap: rest.len() == 4,
        },
        _ => return Err(bad(form)),
    };
    Ok((n, home))
}

/// `none`, `waste N [passes P]` (P a count or `unlimited`), `deal [not
/// on empty]` or `redeal N [in packets]` (N a count or `unlimited`).
fn parse_stock(l: (usize, &str, &str)) -> Result<Stock, ParseError> {
    let words: Vec<&str> = l.2.split_whitespace().collect();
    let bad = |why: &str| ParseError::new(l.0, l.2, why);
    let form = "a stock is `none`, `waste N [passes P]` (P a count or `unlimited`), \
                `deal [not on empty]` or `redeal N [in packets]` (N a count or `unlimited`)";
    match words.as_slice() {
        ["none"] => Ok(Stock::None),
        ["deal"] => Ok(Stock::Deal {
            not_on_empty: false,
        }),
        ["deal", "not", "on", "empty"] => Ok(Stock::Deal { not_on_empty: true }),
        ["redeal", n] | ["redeal", n, "in", "packets"] => {
            let times = match *n {
                "unlimited" => None,
                n if !n.bytes().all(|b| b.is_ascii_digit()) => return Err(bad(form)),
                n => match small(l, n)? {
                    0 => return Err(bad("a stock that redeals does so at least once")),
                    times => Some(times),
                },
            };
            Ok(Stock::Redeal {
                times,
                packets: words.len() == 4,
            })
        }
        ["waste", n, rest @ ..] => {
            let draw = small(l, n)?;
            if !(1..=5).contains(&draw) {
                return Err(bad("the stock turns 1 to 5 cards at a time"));
            }
            let passes = match rest {
                [] => Some(1),
                ["passes", "unlimited"] => None,
                ["passes", p] => {
                    let p = small(l, p)?;
                    if p == 0 {
                        return Err(bad("at least one pass through the stock"));
                    }
                    Some(p)
                }
                _ => return Err(bad(form)),
            };
            Ok(Stock::Waste { draw, passes })
        }
        _ => Err(bad(form)),
    }
}

/// `up or down [wrap]`, then `, not on king` if nothing goes on a king.
fn parse_waste(l: (usize, &str, &str)) -> Result<WasteBuild, ParseError> {
    let (rank, king) = match l.2.split_once(',') {
        Some((rank, king)) => (rank.trim(), Some(king.trim())),
        None => (l.2, None),
    };
    let bad = || {
        ParseError::new(
            l.0,
            l.2,
            "the waste takes `up or down`, then `wrap` if king and ace follow each other, then `, not on king` if nothing goes on a king",
        )
    };
    let wrap = match rank.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["up", "or", "down"] => false,
        ["up", "or", "down", "wrap"] => true,
        _ => return Err(bad()),
    };
    let on_king = match king {
        None => true,
        Some("not on king") => false,
        Some(_) => return Err(bad()),
    };
    Ok(WasteBuild::UpOrDown { wrap, on_king })
}

/// `right` (the default), `middle` or `spread`.
fn parse_home_place(l: Option<(usize, &str, &str)>) -> Result<HomePlace, ParseError> {
    match l.map(|l| (l, l.2)) {
        None | Some((_, "right")) => Ok(HomePlace::Right),
        Some((_, "middle")) => Ok(HomePlace::Middle),
        Some((_, "spread")) => Ok(HomePlace::Spread),
        Some((l, _)) => Err(ParseError::new(
            l.0,
            l.2,
            "the foundations stand at the `right`, in the `middle` or `spread` a column apart",
        )),
    }
}

/// `rows` (the default), `top cards last` or `kings under`.
fn parse_dealing(l: Option<(usize, &str, &str)>) -> Result<Dealing, ParseError> {
    match l.map(|l| (l, l.2)) {
        None | Some((_, "rows")) => Ok(Dealing::Rows),
        Some((_, "top cards last")) => Ok(Dealing::TopCardsLast),
        Some((_, "kings under")) => Ok(Dealing::KingsUnder),
        Some((_, "zigzag")) => Ok(Dealing::Zigzag),
        Some((l, _)) => Err(ParseError::new(
            l.0,
            l.2,
            "the dealing is `rows`, `top cards last`, `kings under` or `zigzag` (Grandfather's)",
        )),
    }
}
