//! The differential test of the solvers against the rules: a solver that
//! misses a legal move can call a winnable deal lost (and the player is
//! told so), and one that makes an illegal move finds lines the player
//! cannot play. Over positions reached by random play in every game of
//! the list, each solver's own move generator (run on its own encoding of
//! the position, its moves turned back into the model's) is held to
//! [`Game::legal_moves`]:
//!
//! - every line the solver generates replays through [`Game::play`];
//! - every legal move is the first move of some line the solver generates
//!   (alone, or leading a compound move: draws to a card, a supermove),
//!   or is left out by a [`Pruning`] the solver names, whose claim the
//!   harness checks here from the position ("pruned" is never taken on
//!   the solver's word).
//!
//! Each solver module gives `differential::Generator` through a
//! `generated` function (test-only): its generator as its complete pass
//! runs it (the pass whose "unwinnable" the game believes), and the
//! prunings it documents.

use crate::games::{Deal, Game, GAMES};
use crate::model::moves::Move;
use crate::model::pile::PileId;

/// A rule by which a solver leaves a legal move out, with the claim the
/// harness checks for it. A solver lists the ones it uses; a legal move it
/// does not generate must be explained by one of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pruning {
    /// When a card can go home and never be wanted on the table again (a
    /// safe move home, Pyramid's king taken alone), the solver plays that
    /// alone: it loses nothing, as any won line can play it first.
    /// Checked: the solver offers exactly one line, and it begins with a
    /// move to a foundation.
    SafeHomeAlone,
    /// A move into an empty pile is left out when the solver moves the
    /// same cards from the same pile into another empty pile of the same
    /// kind (columns alike, free cells alike): the two positions differ
    /// only in which empty pile holds the cards. Checked: both piles are
    /// empty and of one kind, and the other move leads a line.
    AlikeEmpty,
    /// Pyramid: a pair is taken alone when one of its cards has no other
    /// partner left in the game: any won line takes that pair, and taking
    /// it now only frees cards. Checked: the solver offers exactly one
    /// line, a pair, and one of its two cards pairs with no other free
    /// card now (a weaker claim than the solver's, which counts the cards
    /// still covered too).
    SolePartnerAlone,
    /// A column's every card moved into an empty column only swaps two
    /// columns, which the solver's key holds alike. Checked: `to` is an
    /// empty column and the move takes all of the column `from`.
    WholeColumnToEmpty,
    /// Pyramid: the stock is not turned when no turn, however many, brings
    /// up a card that takes part in a move: turning then only loses the
    /// cards on top. Checked: no position reached by draws alone offers a
    /// move, other than a draw, that this one does not.
    DrawLeadsNowhere,
    /// Mod3: a card of a row's build (its base, or a card built on it)
    /// never moves to another place of the same row: the builds of a row
    /// and suit are alike, so it would only swap two places (a base into
    /// an empty place, a card onto its twin's build). Checked: both are
    /// places of one row, and `from` holds its row's build.
    WithinRow,
    /// Mod3: a card goes into the first empty place of its row only, the
    /// places being alike. Checked as [`Pruning::AlikeEmpty`], for two
    /// places of one row.
    AlikeRowPlace,
    /// Aces Up: the stock is not dealt when every deal left but the last
    /// leaves no move but the next deal, and the last leaves, once its
    /// discards are made, every column covered and cards besides aces:
    /// dealing then loses. Checked by playing it: each deal but the last
    /// leaves the deal the only move, and after the last and every
    /// discard it allows (one never spoils another) no move is left and
    /// the game is not won.
    DealsStick,
    /// A foundation's every card moved onto an empty foundation only swaps
    /// two foundations, which build alike (the game takes such a move).
    /// Checked: both are foundations, `to` is empty, and the move takes
    /// all of `from`.
    WholeFoundationToEmpty,
}

impl Pruning {
    /// Whether this pruning explains leaving `mv` out of `lines` in
    /// `game`.
    fn explains(self, game: &Game, lines: &[Vec<Move>], mv: Move) -> bool {
        match self {
            Pruning::SafeHomeAlone => {
                lines.len() == 1
                    && matches!(
                        lines[0].first(),
                        Some(Move::Transfer {
                            to: PileId::Foundation(_),
                            ..
                        })
                    )
            }
            Pruning::SolePartnerAlone => {
                let [line] = lines else { return false };
                let Some(&Move::Pair { a, b }) = line.first() else {
                    return false;
                };
                let pairs_of = |pile: PileId| {
                    game.legal_moves()
                        .into_iter()
                        .filter(
                            |m| matches!(*m, Move::Pair { a: x, b: y } if x == pile || y == pile),
                        )
                        .count()
                };
                pairs_of(a) == 1 || pairs_of(b) == 1
            }
            Pruning::WithinRow => {
                use crate::games::mod3::{is_build, BUILT, WIDTH};
                let Move::Transfer {
                    from: from @ PileId::Foundation(a),
                    to: PileId::Foundation(b),
                    ..
                } = mv
                else {
                    return false;
                };
                let (a, b) = (usize::from(a), usize::from(b));
                let built = game.pile(from).is_some_and(|p| is_build(a, p.cards()));
                a.max(b) < BUILT && a / WIDTH == b / WIDTH && built
            }
            Pruning::DealsStick => {
                if mv != Move::Draw {
                    return false;
                }
                let mut after = game.clone();
                let dealt = |g: &Game| g.pile(PileId::Stock).is_none_or(|p| p.is_empty());
                loop {
                    if after.play(Move::Draw).is_err() {
                        return false;
                    }
                    if dealt(&after) {
                        break;
                    }
                    if after.legal_moves() != [Move::Draw] {
                        return false;
                    }
                }
                while let Some(discard) = after.legal_moves().into_iter().find(|m| {
                    matches!(
                        m,
                        Move::Transfer {
                            to: PileId::Foundation(_),
                            ..
                        }
                    )
                }) {
                    after.play(discard).expect("a legal discard");
                }
                after.legal_moves().is_empty() && !after.is_won()
            }
            Pruning::DrawLeadsNowhere => {
                if mv != Move::Draw {
                    return false;
                }
                let here = game.legal_moves();
                let mut after = game.clone();
                // Every turn of every pass: the stock and waste hold a deck
                // at most, and a game has a few passes.
                for _ in 0..4 * 52 {
                    if after.play(Move::Draw).is_err() {
                        break;
                    }
                    let new = after
                        .legal_moves()
                        .into_iter()
                        .any(|m| m != Move::Draw && !here.iter().any(|&h| same(h, m)));
                    if new {
                        return false;
                    }
                }
                true
            }
            Pruning::WholeFoundationToEmpty => {
                let Move::Transfer {
                    from: from @ PileId::Foundation(_),
                    to: to @ PileId::Foundation(_),
                    count,
                } = mv
                else {
                    return false;
                };
                let len = |id: PileId| game.pile(id).map_or(0, |p| p.len());
                len(to) == 0 && len(from) == usize::from(count)
            }
            Pruning::WholeColumnToEmpty => {
                let Move::Transfer {
                    from: from @ PileId::Column(_),
                    to: to @ PileId::Column(_),
                    count,
                } = mv
                else {
                    return false;
                };
                let len = |id: PileId| game.pile(id).map_or(0, |p| p.len());
                len(to) == 0 && len(from) == usize::from(count)
            }
            Pruning::AlikeEmpty => alike_empty(game, lines, mv, |a, b| {
                matches!(
                    (a, b),
                    (PileId::Column(_), PileId::Column(_))
                        | (PileId::FreeCell(_), PileId::FreeCell(_))
                )
            }),
            Pruning::AlikeRowPlace => alike_empty(game, lines, mv, |a, b| match (a, b) {
                (PileId::Foundation(a), PileId::Foundation(b)) => {
                    use crate::games::mod3::{BUILT, WIDTH};
                    usize::from(a.max(b)) < BUILT
                        && usize::from(a) / WIDTH == usize::from(b) / WIDTH
                }
                _ => false,
            }),
        }
    }
}

/// Whether `mv` takes cards into an empty pile while a line of `lines`
/// begins by taking the same cards into another empty pile that `alike`
/// says is of the same kind.
fn alike_empty(
    game: &Game,
    lines: &[Vec<Move>],
    mv: Move,
    alike: impl Fn(PileId, PileId) -> bool,
) -> bool {
    let Move::Transfer { from, to, count } = mv else {
        return false;
    };
    let empty = |id: PileId| game.pile(id).is_some_and(|p| p.is_empty());
    empty(to)
        && lines.iter().any(|line| match line.first() {
            Some(&Move::Transfer {
                from: f,
                to: t,
                count: c,
            }) => f == from && c == count && t != to && empty(t) && alike(t, to),
            _ => false,
        })
}

/// What a solver generates from one position.
#[derive(Clone, Debug, Default)]
pub(crate) struct Generated {
    /// Each move the solver's generator makes, as the model's moves that
    /// play it (a compound move is several).
    pub lines: Vec<Vec<Move>>,
    /// The prunings the solver documents.
    pub prunings: &'static [Pruning],
}

/// What the solver of `game`'s variant generates from it: `None` for a
/// position the solver does not take (it answers "undecided" there
/// without searching) and for a game whose solver has no generator here.
pub(crate) fn generated(game: &Game) -> Option<Generated> {
    match game {
        Game::Golf(g) => super::golf::generated(g),
        Game::TriPeaks(t) => super::tripeaks::generated(t),
        Game::Pyramid(p) => super::pyramid::generated(p),
        Game::GrandfathersClock(c) => super::clock::generated(c),
        Game::Mod3(m) => super::mod3::generated(m),
        Game::AcesUp(a) => super::acesup::generated(a),
        Game::SimpleSimon(s) => super::simplesimon::generated(s),
        Game::BakersDozen(b) => super::bakersdozen::generated(b),
        _ => None,
    }
}

/// Checks one position: every generated line is legal, and every legal
/// move is generated or explained by one of the solver's prunings. The
/// first fault, with the position in notation.
pub(crate) fn check(game: &Game, generated: &Generated) -> Result<(), String> {
    let name = game.variant().name();
    for line in &generated.lines {
        if line.is_empty() {
            return Err(format!("{name}: the solver made an empty move at\n{game}"));
        }
        let mut after = game.clone();
        for &mv in line {
            if let Err(why) = after.play(mv) {
                let line: Vec<String> = line.iter().map(|m| m.to_string()).collect();
                return Err(format!(
                    "{name}: the solver's move {} is illegal ({mv}: {why}) at\n{game}",
                    line.join(", ")
                ));
            }
        }
    }
    for mv in game.legal_moves() {
        let led = generated
            .lines
            .iter()
            .any(|line| line.first().is_some_and(|&first| same(first, mv)));
        if led {
            continue;
        }
        let pruned = generated
            .prunings
            .iter()
            .any(|p| p.explains(game, &generated.lines, mv));
        if !pruned {
            let lines: Vec<String> = generated
                .lines
                .iter()
                .map(|line| {
                    let moves: Vec<String> = line.iter().map(|m| m.to_string()).collect();
                    moves.join(", ")
                })
                .collect();
            return Err(format!(
                "{name}: the solver misses the legal move {mv} at\n{game}\nIt makes: {}",
                lines.join("; ")
            ));
        }
    }
    Ok(())
}

/// Whether two moves are one: a pair is the same whichever card is named
/// first.
fn same(a: Move, b: Move) -> bool {
    match (a, b) {
        (Move::Pair { a, b }, Move::Pair { a: c, b: d }) => (a, b) == (c, d) || (a, b) == (d, c),
        _ => a == b,
    }
}

/// A small portable generator for the random play (xorshift).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays random games of `game`'s variant (`deals` deals, at most `steps`
/// moves each, from a seed of their own) and checks every position
/// reached with `generate`. How many positions were checked, or the
/// first fault.
pub(crate) fn walk(
    variant: crate::games::Variant,
    deals: u64,
    steps: usize,
    generate: impl Fn(&Game) -> Option<Generated>,
) -> Result<usize, String> {
    let mut checked = 0;
    for number in 1..=deals {
        let deal = Deal::new(variant, number).expect("a deal number in range");
        let mut game = Game::new(deal);
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ number.wrapping_mul(0x2545_F491_4F6C_DD1D));
        for _ in 0..steps {
            if let Some(generated) = generate(&game) {
                check(&game, &generated)?;
                checked += 1;
            }
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            game.play(mv).expect("a legal move plays");
        }
    }
    Ok(checked)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walks the game named `id` in the list (six deals of up to sixty
    /// random moves) and fails with the first fault, or when its solver
    /// took too few of the positions to say anything.
    fn holds(id: &str) {
        let info = GAMES
            .iter()
            .find(|g| g.id == id)
            .expect("a game of the list");
        assert!(info.solver, "{id} has no solver");
        match walk(info.variant, 6, 60, generated) {
            Ok(checked) => assert!(checked >= 100, "{id}: only {checked} positions checked"),
            Err(fault) => panic!("{fault}"),
        }
    }

    /// Every game of the list with a solver has its test below.
    #[test]
    fn every_solver_is_held_to_its_rules() {
        let tested = [
            "klondike",
            "klondike3",
            "klondike-vegas",
            "klondike3-vegas",
            "freecell",
            "spider1",
            "spider2",
            "spider4",
            "golf",
            "tripeaks",
            "pyramid",
            "acesup",
            "yukon",
            "grandfather",
            "grandfathersclock",
            "mod3",
            "simplesimon",
            "bakersdozen",
            "fortyeight",
            "gypsy",
        ];
        for info in GAMES.iter().filter(|g| g.solver) {
            assert!(
                tested.contains(&info.id),
                "{} has no differential test",
                info.id
            );
        }
    }

    macro_rules! held {
        ($($name:ident $id:literal),* $(,)?) => {
            $(
                #[test]
                fn $name() {
                    holds($id);
                }
            )*
        };
    }

    held! {
        golf "golf",
        tripeaks "tripeaks",
        pyramid "pyramid",
        grandfathers_clock "grandfathersclock",
        mod3 "mod3",
        aces_up "acesup",
        simple_simon "simplesimon",
        bakers_dozen "bakersdozen",
    }
}
