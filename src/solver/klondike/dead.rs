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
    loop {
        let mut changed = false;
        for c in 0..52u8 {
            let ci = c as usize;
            let r = rank(c);
            if !esc[ci] {
                let Place::Col(a, i, _) = place[ci] else {
                    unreachable!()
                };
                if accessible(&esc, a, i) {
                    let exit = r == 1 || r == 13 || home[card(r - 1, suit(c)) as usize] || {
                        let hs = if is_red(c) { [0, 3] } else { [1, 2] };
                        hs.iter().any(|&s| {
                            let h = card(r + 1, s);
                            match place[h as usize] {
                                Place::Col(b, j, true) => accessible(&esc, b, j),
                                _ => true,
                            }
                        })
                    };
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
