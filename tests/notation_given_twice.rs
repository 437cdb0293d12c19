//! A position (`--board`, `--position`, a saved game) that gives one of its
//! lines twice is refused, in every game with the same words, naming both
//! lines: the second line silently winning would hide a mistake in the file.

use felt::games::{Deal, Game, Variant, GAMES};

/// Deal 1 of `variant` written in its notation.
fn deal_one(variant: Variant) -> String {
    Game::new(Deal::new(variant, 1).expect("deal 1")).to_string()
}

fn refusal(variant: Variant, text: &str) -> String {
    match Game::parse(variant, text) {
        Ok(_) => panic!("{} accepted:\n{text}", variant.title()),
        Err(err) => err.to_string(),
    }
}

#[test]
fn grandfather_refuses_a_second_redeals_line() {
    let text = deal_one("grandfather".parse::<Variant>().unwrap());
    assert!(text.starts_with("redeals: 0\n"), "{text}");
    let twice = format!("{text}redeals: 2\n");
    let last = twice.lines().count();
    assert_eq!(
        refusal("grandfather".parse::<Variant>().unwrap(), &twice),
        format!("line {last}, `redeals`: given twice (first on line 1)")
    );
}

#[test]
fn freecell_refuses_a_second_freecells_line_whatever_it_holds() {
    // 6S goes from the first column to a free cell; a second line of empty
    // cells would leave it out.
    let board = deal_one("freecell".parse::<Variant>().unwrap()).replacen(" 6D 6S\n", " 6D\n", 1);
    let twice = format!("Freecells: 6S - - -\n{board}fc: - - - -\n");
    assert_eq!(
        refusal("freecell".parse::<Variant>().unwrap(), &twice),
        "line 10, `fc`: given twice (first on line 1)"
    );
    let same = format!("Freecells: 6S - - -\nFreecells: 6S - - -\n{board}");
    assert_eq!(
        refusal("freecell".parse::<Variant>().unwrap(), &same),
        "line 2, `Freecells`: given twice (first on line 1)"
    );
}

#[test]
fn freecell_refuses_a_second_foundations_line() {
    let board = deal_one("freecell".parse::<Variant>().unwrap());
    let twice = format!("Foundations: H-0 C-0 D-0 S-0\n{board}Founds: H-0 C-0 D-0 S-0\n");
    assert_eq!(
        refusal("freecell".parse::<Variant>().unwrap(), &twice),
        "line 10, `Founds`: given twice (first on line 1)"
    );
}

#[test]
fn every_game_with_named_lines_says_given_twice_the_same_way() {
    for info in GAMES.iter() {
        if info.id == "freecell" {
            continue; // its columns are not named; its labels are above
        }
        let text = deal_one(info.variant);
        // The first named line, once more at the end.
        let (at, first) = text
            .lines()
            .enumerate()
            .find(|(_, l)| l.contains(':'))
            .unwrap_or_else(|| panic!("{}: no named line in\n{text}", info.id));
        let name = first.split(':').next().unwrap().trim();
        let twice = format!("{text}{first}\n");
        let last = twice.lines().count();
        assert_eq!(
            refusal(info.variant, &twice),
            format!(
                "line {last}, `{name}`: given twice (first on line {})",
                at + 1
            ),
            "{}",
            info.id
        );
    }
}

#[test]
fn two_spellings_of_one_pile_are_one_pile_given_twice() {
    let text = deal_one("yukon".parse::<Variant>().unwrap());
    let t1 = text.lines().find(|l| l.starts_with("t1:")).expect("t1");
    let twice = format!("{text}{}\n", t1.replacen("t1:", "t01:", 1));
    let last = twice.lines().count();
    let line_of_t1 = text.lines().position(|l| l.starts_with("t1:")).unwrap() + 1;
    assert_eq!(
        refusal("yukon".parse::<Variant>().unwrap(), &twice),
        format!("line {last}, `t01`: given twice (first on line {line_of_t1})")
    );
}
