//! FreeCell moves in the notation fc-solve writes with `-snx`: `1`–`8` the
//! columns, `a`–`d` the free cells, `h` the foundations; a run onto an empty
//! column carries its count (`13v2`), other counts are implied by where the
//! cards fit.

use crate::games::freecell::FreeCell;
use crate::games::Patience;
use crate::model::moves::Move;
use crate::model::pile::PileId;

/// The notation of every move of a line, playing it from `start`. `None`
/// if a move is refused (the line is not a solution).
pub fn freecell_line(start: &FreeCell, line: &[Move]) -> Option<Vec<String>> {
    let mut game = start.clone();
    let mut out = Vec::with_capacity(line.len());
    for &mv in line {
        out.push(freecell_move(&game, mv)?);
        game.play(mv).ok()?;
    }
    Some(out)
}

/// One move in notation, as seen from the position before it.
pub fn freecell_move(game: &FreeCell, mv: Move) -> Option<String> {
    let Move::Transfer { from, to, count } = mv else {
        return None;
    };
    let mut text = format!("{}{}", pile_char(from)?, pile_char(to)?);
    if count > 1 && game.pile(to)?.is_empty() {
        text.push_str(&format!("v{count}"));
    }
    Some(text)
}

fn pile_char(pile: PileId) -> Option<char> {
    match pile {
        PileId::Column(n) if n < 8 => Some((b'1' + n) as char),
        PileId::FreeCell(n) if n < 4 => Some((b'a' + n) as char),
        PileId::Foundation(_) => Some('h'),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_onto_empty_columns_carry_their_count_and_others_do_not() {
        let game =
            FreeCell::parse_partial("Freecells: 5S - - -\n: 9H 8S 7D\n: 8C\n:\n: AH").unwrap();
        let c = PileId::Column;
        let show = |mv| freecell_move(&game, mv).unwrap();
        assert_eq!(show(Move::run(c(0), c(2), 2)), "13v2");
        assert_eq!(show(Move::run(c(0), c(2), 1)), "13");
        assert_eq!(show(Move::run(c(0), c(1), 1)), "12");
        assert_eq!(show(Move::one(PileId::FreeCell(0), c(2))), "a3");
        assert_eq!(show(Move::one(c(3), PileId::Foundation(2))), "4h");
        assert_eq!(show(Move::one(c(0), PileId::FreeCell(1))), "1b");
    }
}
