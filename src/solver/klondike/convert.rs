//! Turning the solver's line back into the model's moves, by replaying it on
//! a copy of the model game beside the compact position: every press on the
//! stock becomes a `Move::Draw`, foundations are picked the way the model
//! picks them, and each move is checked by the model's own `play`.

use super::moves::{apply, split, Dest, Mv};
use super::state::Pos;
use crate::games::described::Described;
use crate::games::Patience;
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::model::pile::PileId;
use crate::model::rules::foundation_for;

/// The model moves for `line` played from `start` (whose compact form is
/// `pos`); `None` if the model refuses one, which would be a solver bug.
pub(super) fn to_model_moves(start: &Described, start_pos: Pos, line: &[Mv]) -> Option<Vec<Move>> {
    let (game, out) = to_model_line(start, start_pos, line)?;
    game.is_won().then_some(out)
}

/// The model moves for `line` played from `start` (whose compact form is
/// `pos`), won or not, with the game they reach; `None` if the model
/// refuses one.
pub(super) fn to_model_line(
    start: &Described,
    start_pos: Pos,
    line: &[Mv],
) -> Option<(Described, Vec<Move>)> {
    let mut game = start.clone();
    // Swaps split into their two plain moves first.
    let mut pos = start_pos;
    let mut out = Vec::with_capacity(line.len() * 2);
    let mut play = |game: &mut Described, mv: Move| -> Option<()> {
        game.play(mv).ok()?;
        out.push(mv);
        Some(())
    };
    let mut plain = Vec::with_capacity(line.len() + 8);
    for &mv in line {
        if let Some((first, second)) = split(&pos, mv) {
            plain.push(first);
            plain.push(second);
        } else {
            plain.push(mv);
        }
        apply(&mut pos, mv);
    }
    let mut pos = start_pos;
    for &mv in &plain {
        let model_mv = match mv {
            Mv::Talon { q, to } => {
                let mut presses = 0;
                while pos.tpos != q {
                    pos.step_talon();
                    play(&mut game, Move::Draw)?;
                    presses += 1;
                    if presses > 2 * pos.tlen as usize + 2 {
                        return None;
                    }
                }
                let card = pos.talon[q as usize - 1];
                transfer(&game, PileId::Waste, card, 1, to)?
            }
            Mv::Col { from, count, to } => {
                let col = &pos.cols[from as usize];
                let card = col.cards[(col.len - count) as usize];
                transfer(&game, PileId::Column(from), card, count, to)?
            }
            Mv::FromHome { suit, to } => {
                let card = super::state::card(pos.home[suit as usize], suit as usize);
                let f = game
                    .foundations()
                    .iter()
                    .position(|p| p.top().map(Card::index) == Some(card as usize))?;
                Move::one(PileId::Foundation(f as u8), PileId::Column(to))
            }
            Mv::Swap { .. } | Mv::TalonPair { .. } => return None,
        };
        play(&mut game, model_mv)?;
        apply(&mut pos, mv);
    }
    Some((game, out))
}

fn transfer(game: &Described, from: PileId, card: u8, count: u8, to: Dest) -> Option<Move> {
    let to = match to {
        Dest::Col(b) => PileId::Column(b),
        Dest::Home => {
            let card = Card::from_index(card as usize)?;
            PileId::Foundation(foundation_for(card, game.foundations())? as u8)
        }
    };
    Some(Move::run(from, to, count as usize))
}
