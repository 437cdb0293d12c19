//! A sound test for positions no line can win, whatever is played: some
//! card can never reach its foundation because what it needs lies buried
//! under it.
//!
//! A card at or below the base of its column's face-up run can leave its
//! place only after every card above it up to that base has left (they
//! cover it, and it cannot ride on a run started under it), and then only
//! by going home (its predecessor home), onto a holder (an other-colour card
//! one rank higher, uncovered at the time) or, for a king, to an empty
//! column. The test grows, from nothing, the cards that could ever leave
//! their place and the cards that could ever get home, counting every
//! talon card, foundation card and card above a run's base as free (an
//! over-approximation, so a card never marked really is stuck for good).
//! If some card can never get home the position is lost.
//!
//! A talon card serves as a holder only once it could lie on a column:
//! it gets there only onto a holder of its own that tops a column then (or,
//! a king, into an empty column), so it counts only when one of its
//! holders could ever top a column, a talon holder again only when it could
//! itself be placed. Without this a nine whose tens are both in the stock
//! counted as free even when the queens those tens' jacks need lie under
//! the nine; with it 49 of deals 1-1000 (draw one) are known lost at once
//! rather than 33.
//!
//! Moves only uncover or free cards, so a position the test passes has no
//! descendant the test would fail: checking the start is enough.

use super::state::{card, is_red, rank, suit, Pos};

#[derive(Clone, Copy)]
enum Place {
    Home,
    Talon,
    /// Column, index, and whether it lies at or below its column's base.
    Col(u8, u8, bool),
}

/// True when `pos` can certainly not be won.
pub(super) fn is_dead(pos: &Pos) -> bool {
    let mut place = [Place::Home; 52];
    for &c in &pos.talon[..pos.tlen as usize] {
        place[c as usize] = Place::Talon;
    }
    for (a, col) in pos.cols.iter().enumerate() {
        for (i, &c) in col.cards[..col.len as usize].iter().enumerate() {
            place[c as usize] = Place::Col(a as u8, i as u8, i <= col.down as usize);
        }
    }
    // Cards home at the start are home; cards not home and not placed
    // cannot happen in a legal position.
    let mut esc = [false; 52];
    let mut home = [false; 52];
    for c in 0..52u8 {
        match place[c as usize] {
            Place::Home => {
                esc[c as usize] = true;
                home[c as usize] = true;
            }
            Place::Talon | Place::Col(_, _, false) => esc[c as usize] = true,
            Place::Col(..) => {}
        }
    }
    // Cards above the base up to it (the cards that must leave first).
    let accessible = |esc: &[bool; 52], a: u8, i: u8| {
        let col = &pos.cols[a as usize];
        let base = (col.down as usize).min(col.len as usize - 1);
        col.cards[i as usize + 1..=base.max(i as usize)]
            .iter()
            .all(|&x| esc[x as usize])
    };
    // One of the two cards `c` could lie on could top a column some time.
    let holder = |esc: &[bool; 52], placed: &[bool; 52], c: u8| {
        let hs = if is_red(c) { [0, 3] } else { [1, 2] };
        hs.iter().any(|&s| {
            let h = card(rank(c) + 1, s);
            match place[h as usize] {
                Place::Col(b, j, true) => accessible(esc, b, j),
                Place::Talon => placed[h as usize],
                _ => true,
            }
        })
    };
    // Talon cards that could ever lie on a column: a king (a column may
    // empty), or a card one of whose holders could ever top a column (see
    // the module's notes). Grown with the rest, as it depends on them.
    let mut placed = [false; 52];
    for k in 0..4 {
        placed[card(13, k) as usize] = true;
    }
    loop {
        let mut changed = false;
        for c in 0..52u8 {
            let ci = c as usize;
            let r = rank(c);
            if !placed[ci] && matches!(place[ci], Place::Talon) && holder(&esc, &placed, c) {
                placed[ci] = true;
                changed = true;
            }
            if !esc[ci] {
                let Place::Col(a, i, _) = place[ci] else {
                    unreachable!()
                };
                if accessible(&esc, a, i) {
                    let exit = r == 1
                        || r == 13
                        || home[card(r - 1, suit(c)) as usize]
                        || holder(&esc, &placed, c);
                    if exit {
                        esc[ci] = true;
                        changed = true;
                    }
                }
            }
            if !home[ci] && esc[ci] && (r == 1 || home[card(r - 1, suit(c)) as usize]) {
                home[ci] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    !home.iter().all(|&h| h)
}

#[cfg(test)]
mod tests {
    use super::is_dead;
    use crate::games::described::Described;
    use crate::games::Variant;
    use crate::solver::klondike::state::Pos;

    fn pos(text: &str) -> Pos {
        let Ok(Variant::Described(id)) = "klondike".parse() else {
            panic!("klondike is a description");
        };
        let game = Described::parse_partial(text, id).expect("a position");
        Pos::from_model(&game).expect("fits")
    }

    /// The nine of hearts lies on the eight it needs home, its tens are in
    /// the stock, and so are the red jacks that could hold them: the black
    /// queens that could hold those lie under the nine. Nothing can ever
    /// move the nine.
    #[test]
    fn a_card_whose_stock_holders_can_never_be_placed_is_stuck() {
        let dead = pos("
f0: AC 2C 3C 4C 5C 6C 7C 8C 9C
f1: AD 2D 3D 4D 5D 6D 7D 8D 9D TD
f2: AH 2H 3H 4H 5H 6H 7H
f3: AS 2S 3S 4S 5S 6S 7S 8S 9S
stock: TC JC KC TS JS KS TH JH QH KH JD QD KD
t0: [QC QS 8H] 9H
");
        assert!(is_dead(&dead));
        // With a black queen in the stock and a red king out, a queen, a
        // jack and a ten can be placed in turn to take the nine.
        let alive = pos("
f0: AC 2C 3C 4C 5C 6C 7C 8C 9C
f1: AD 2D 3D 4D 5D 6D 7D 8D 9D TD
f2: AH 2H 3H 4H 5H 6H 7H
f3: AS 2S 3S 4S 5S 6S 7S 8S 9S
stock: TC JC KC TS JS QS KS TH JH QH JD QD KD
t0: [QC 8H] 9H
t1: KH
");
        assert!(!is_dead(&alive));
    }
}
