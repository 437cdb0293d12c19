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
//! On the last pass (no turn of the waste left: Vegas draw one always,
//! Vegas draw three on its third pass) the waste is a pile like a column's
//! covered part: a card in it leaves only after every card now above it
//! has, and then only home, onto a holder or (a king) to an empty column;
//! nothing rides on it. The test reads it so. Cards drawn later would lie
//! above it too, but a line may play it before drawing them, so they are
//! not counted against it (still an over-approximation).
//!
//! While the waste can still be turned, moves only uncover or free cards,
//! so a position the test passes has no descendant the test would fail.
//! On the last pass a draw can bury a card for good, so the search asks
//! again of every position a draw reaches there ([`super::Deal`]).

use super::state::Pos;

/// Every card's bit: a card's index is `(rank - 1) * 4 + suit`, so a
/// rank is a nibble and suits are clubs, diamonds, hearts, spades.
const ALL: u64 = (1 << 52) - 1;
/// The lowest bit of every rank's nibble.
const NIBBLES: u64 = ALL / 0xF;
const BLACK: u64 = NIBBLES * 0b1001;
const RED: u64 = NIBBLES * 0b0110;
const ACES: u64 = 0xF;
const KINGS: u64 = 0xF << 48;

/// The cards that have a holder (an other-colour card one rank higher)
/// among `cards`.
fn held_by(cards: u64) -> u64 {
    // A bit at a rank's lowest place for each rank with a red (black)
    // card in `cards`, moved down a rank to the cards it could hold.
    let red = (((cards & RED) >> 1 | (cards & RED) >> 2) & NIBBLES) >> 4;
    let black = (((cards & BLACK) | (cards & BLACK) >> 3) & NIBBLES) >> 4;
    ((red | red << 3) & BLACK) | ((black << 1 | black << 2) & RED)
}

/// True when `pos` can certainly not be won.
pub(super) fn is_dead(pos: &Pos) -> bool {
    let bit = |c: u8| 1u64 << c;
    let last_pass = pos.recycles == 0;
    let waste = &pos.talon[..if last_pass { pos.tpos as usize } else { 0 }];
    // Where each card lies: the talon (free, but the waste on the last
    // pass), at or below a column's base (covered), above it (free).
    let talon = pos.talon[..pos.tlen as usize]
        .iter()
        .fold(0, |m, &c| m | bit(c));
    let in_waste = waste.iter().fold(0, |m, &c| m | bit(c));
    let (mut covered, mut above) = (0u64, 0u64);
    for col in &pos.cols {
        for (i, &c) in col.cards[..col.len as usize].iter().enumerate() {
            if i <= col.down as usize {
                covered |= bit(c);
            } else {
                above |= bit(c);
            }
        }
    }
    let at_home = ALL & !(talon | covered | above);
    let stock = talon & !in_waste;
    // Grown from nothing: the cards that could ever leave their place,
    // get home, and (talon cards) lie on a column.
    let mut esc = at_home | stock | above;
    let mut home = at_home;
    let mut placed = 0u64;
    loop {
        // A card in a pile is free once every card above it (up to its
        // column's base) could leave; a card that could leave is free.
        let mut free = esc;
        let mut pile = |cards: &[u8]| {
            for &c in cards.iter().rev() {
                free |= bit(c);
                if esc & bit(c) == 0 {
                    break;
                }
            }
        };
        for col in &pos.cols {
            let base = (col.down as usize).min((col.len as usize).saturating_sub(1));
            pile(&col.cards[..(base + 1).min(col.len as usize)]);
        }
        pile(waste);
        // Holders that could top a column some time: a free covered card,
        // a talon card that could be placed, any other card out.
        let holders = (free & covered) | placed | above | at_home;
        let held = held_by(holders);
        let next_placed = placed | (talon & free & (KINGS | held));
        let next_esc = esc | (free & (ACES | KINGS | home << 4 | held));
        // Home runs up each suit as far as it can at once.
        let mut next_home = home;
        loop {
            let more = next_home | (next_esc & (ACES | next_home << 4));
            if more == next_home {
                break;
            }
            next_home = more;
        }
        if next_home == ALL {
            return false;
        }
        if (next_placed, next_esc, next_home) == (placed, esc, home) {
            return true;
        }
        (placed, esc, home) = (next_placed, next_esc, next_home);
    }
}

#[cfg(test)]
mod tests {
    use super::is_dead;
    use crate::games::described::Described;
    use crate::games::Variant;
    use crate::solver::klondike::state::Pos;

    fn pos(text: &str) -> Pos {
        pos_in("klondike", text)
    }

    fn pos_in(game: &str, text: &str) -> Pos {
        let Ok(Variant::Described(id)) = game.parse() else {
            panic!("{game} is a description");
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

    /// Vegas draw one has one pass: the four of hearts lies in the waste on
    /// the three it needs home, and the black fives it could lie on are
    /// under both. Drawn the other way round, or with the waste to turn
    /// again, the hearts go home.
    #[test]
    fn a_card_buried_in_the_waste_on_the_last_pass_is_stuck() {
        let buried = "
f0: AC 2C 3C 4C
f1: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
f2: AH 2H
f3: AS 2S 3S 4S
waste: 5C 5S 3H 4H
stock: 6C 7C 8C 9C TC JC QC KC 6S 7S 8S 9S TS JS QS KS
t0: 5H 6H 7H 8H 9H TH JH QH KH
";
        assert!(is_dead(&pos_in("klondike-vegas", buried)));
        assert!(!is_dead(&pos_in("klondike", buried)));
        let drawn_in_order = buried.replace("3H 4H", "4H 3H");
        assert!(!is_dead(&pos_in("klondike-vegas", &drawn_in_order)));
    }
}
