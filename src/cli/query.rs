//! The web page's query string: `?game=freecell&deal=617`. A bad query
//! starts the default game and says what was wrong; it never stops the page.

use super::window::WindowArgs;

/// Reads the query into window options, with a note for the player when
/// part of it could not be used.
pub fn parse(query: &str) -> (WindowArgs, Option<String>) {
    let mut args = WindowArgs::default();
    let mut problems = Vec::new();
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
                Err(_) => problems.push(format!("`{value}` is not a deal number")),
            },
            _ => {}
        }
    }
    if let Err(e) = args.checked_deal() {
        problems.push(e.0);
        args.deal = None;
    }
    if !problems.is_empty() {
        // A broken query asks for nothing: the saved game goes on.
        args = WindowArgs::default();
    }
    let note = (!problems.is_empty()).then(|| problems.join("; "));
    (args, note)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::game::Variant;

    #[test]
    fn game_and_deal_choose_the_deal() {
        let (args, note) = parse("?game=freecell&deal=617");
        assert_eq!(
            (args.variant, args.deal, note),
            (Variant::FreeCell, Some(617), None)
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
        assert_eq!(parse("").0, WindowArgs::default());
        assert_eq!(parse("?utm=x&&=").1, None);
    }
}
