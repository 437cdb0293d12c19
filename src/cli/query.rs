//! The web page's query string: `?game=freecell&deal=617`. A bad query
//! says what was wrong and never stops the page: a game it cannot read
//! starts the default game; a deal it cannot use, with a good game, deals
//! a random game of that kind.

use super::window::WindowArgs;

/// Reads the query into window options, with a note for the player when
/// part of it could not be used.
pub fn parse(query: &str) -> (WindowArgs, Option<String>) {
    let mut args = WindowArgs::default();
    let mut problems = Vec::new();
    let mut bad_deal = None;
    let query = query.strip_prefix('?').unwrap_or(query);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "game" | "variant" => match value.parse() {
                Ok(variant) => {
                    args.variant = variant;
                    args.explicit = true;
                }
                Err(e) => problems.push(format!("{e}")),
            },
            "deal" => match value.parse::<u64>() {
                Ok(n) => {
                    args.deal = Some(n);
                    args.explicit = true;
                }
                Err(_) => bad_deal = Some(format!("`{value}` is not a deal number")),
            },
            _ => {}
        }
    }
    if let Err(e) = args.checked_deal() {
        bad_deal = Some(e.0);
    }
    if !problems.is_empty() {
        // A game that cannot be read asks for nothing: the saved game goes on.
        args = WindowArgs::default();
    } else if let Some(why) = bad_deal.take() {
        // The game stands; the deal is one of its own, at random.
        args.deal = None;
        problems.push(format!("{why}; a random deal instead"));
    }
    problems.extend(bad_deal);
    let note = (!problems.is_empty()).then(|| problems.join("; "));
    (args, note)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Variant;

    #[test]
    fn game_and_deal_choose_the_deal() {
        let (args, note) = parse("?game=freecell&deal=617");
        assert_eq!(
            (args.variant, args.deal, note),
            ("freecell".parse::<Variant>().unwrap(), Some(617), None)
        );
        let (args, _) = parse("?game=klondike3&deal=42");
        assert_eq!(args.variant.name(), "klondike3");
        assert_eq!(args.deal, Some(42));
    }

    #[test]
    fn a_bad_query_starts_the_default_game_with_a_note() {
        for query in [
            "?game=spider",
            "?deal=abc",
            "?game=freecell&deal=0",
            "?game=freecell&deal=99999999999",
        ] {
            let (args, note) = parse(query);
            assert!(note.is_some(), "{query}");
            assert_eq!(args.deal, None, "{query}");
        }
        let (args, note) = parse("?game=freecell&deal=99999999999999");
        assert_eq!(
            (args.variant, args.explicit, args.deal),
            ("freecell".parse::<Variant>().unwrap(), true, None),
            "a deal out of range keeps the game and deals one at random"
        );
        assert!(note.unwrap().contains("random"));
        assert_eq!(
            parse("?game=klondike3&deal=x").0.variant.name(),
            "klondike3"
        );
        assert_eq!(parse("").0, WindowArgs::default());
        assert_eq!(parse("?utm=x&&=").1, None);
    }
}
