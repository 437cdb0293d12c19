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
//! Each solver module gives a test-only `generated` function: the moves
//! of its generator from the game's position as its complete pass makes
//! them (the pass whose "unwinnable" the game believes; a pruned first
//! pass only ever finds wins, which are replayed anyway), and the
//! prunings it documents. [`generated`] picks the game's.
//!
//! The walk (deals 1-10, up to 200 moves each, half of them home when one
//! can go) checks a few hundred to two thousand positions a game, in a
//! second or two each in a debug build (Gypsy's about ten).

use crate::games::described::vocabulary::Solver;
use crate::games::{Deal, Game, GAMES};
use crate::model::card::{Card, Face, Suit};
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
    /// Checked: the solver offers exactly one line, of moves to a
    /// foundation (and the draws that bring a card up, where the solver
    /// sends the stock's cards home as it turns them).
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
    /// A column's every card moved into an empty column, or a free
    /// cell's card into an empty free cell, only swaps two alike piles,
    /// which the solver's key holds alike. Checked: `from` and `to` are
    /// both columns or both free cells, `to` is empty, and the move takes
    /// all of `from`.
    WholePileToEmpty,
    /// Pyramid: the stock is not turned when no turn, however many, brings
    /// up a card that takes part in a move: turning then only loses the
    /// cards on top. The generic solver where the talon cycles without
    /// end (Canfield): draws are made only before the waste card they
    /// bring up is played, so with none to play, none. Checked: no
    /// position reached by draws alone offers a move, other than a draw,
    /// that this one does not.
    DrawLeadsNowhere,
    /// Mod3: a card in its place (an ace aside, a card of its row's
    /// build: its base, or a card built on it) never leaves it; the
    /// builds of a row and suit are alike, and a place of the rows takes
    /// nothing but its row's cards (the solver's module doc argues it).
    /// Checked: `from` is the aces, or a place of the rows that holds its
    /// row's build.
    BuildStays,
    /// Mod3: a card goes to the first of a row's places that hold the
    /// same cards (the empty ones, or twin builds) only: they are alike.
    /// Checked: a line begins by moving the same cards to another place
    /// of the same row holding the same faces.
    AlikeRowPlace,
    /// Aces Up: the stock is not dealt when every deal left but the last
    /// leaves no move but the next deal, and the last leaves, once its
    /// discards are made, every column covered and cards besides aces:
    /// dealing then loses. Checked by playing it: each deal but the last
    /// leaves the deal the only move, and after the last and every
    /// discard it allows (one never spoils another) no move is left and
    /// the game is not won.
    DealsStick,
    /// The solver leaves the move out and marks its search incomplete, so
    /// that running out of positions proves nothing lost (it answers
    /// "undecided"): a search that trades completeness for speed, and
    /// says so. Checked: the solver marked this position's moves
    /// incomplete ([`Generated::incomplete`]).
    MarkedIncomplete,
    /// A card goes home to one empty foundation only, where any empty
    /// one would take it: they build alike. Checked as
    /// [`Pruning::AlikeEmpty`], for two foundations.
    AlikeFoundation,
    /// Klondike: a column is not emptied (its face-up cards all moved
    /// away, none face down) while no king could fill it: a winning line
    /// can empty it later, when one can. Checked: the move takes every
    /// card of a column with none face down, and no king lies in the
    /// stock or the waste, face up in a column but at its bottom, or on
    /// top of a foundation.
    NoKingToFill,
    /// Klondike: a run is not moved off a face-up card except together
    /// with what it is for (the card it uncovers going home, or its twin
    /// taking its place, a compound move the solver makes): a winning
    /// line can make it just before that. Checked: the card under the
    /// moved cards is face up.
    PartOfRun,
    /// Klondike drawing one with unlimited passes: a card of the waste
    /// goes onto a column only together with a card put on it (taking it
    /// out gains access to no other card). Checked: the game draws one
    /// with unlimited passes and the move is from the waste to a column.
    TalonCardIdle,
    /// Klondike: a card comes back from a foundation only where it could
    /// serve: not an ace or a two, not a card that would go straight home
    /// again by the safe rule (both foundations of the other colour at
    /// most one rank lower), and not while no card one rank lower of the
    /// other colour is about. Checked: one of those holds of the card,
    /// reading the foundations, the stock, the waste, the columns' face-up
    /// cards.
    FromHomeIdle,
}

impl Pruning {
    /// Every pruning, for the test that each is met.
    #[cfg(test)]
    const ALL: [Pruning; 14] = [
        Pruning::SafeHomeAlone,
        Pruning::AlikeEmpty,
        Pruning::SolePartnerAlone,
        Pruning::WholePileToEmpty,
        Pruning::DrawLeadsNowhere,
        Pruning::BuildStays,
        Pruning::AlikeRowPlace,
        Pruning::DealsStick,
        Pruning::MarkedIncomplete,
        Pruning::AlikeFoundation,
        Pruning::NoKingToFill,
        Pruning::PartOfRun,
        Pruning::TalonCardIdle,
        Pruning::FromHomeIdle,
    ];

    /// Whether this pruning explains leaving `mv` out of `lines` in
    /// `game`.
    fn explains(self, game: &Game, generated: &Generated, mv: Move) -> bool {
        let lines = &generated.lines[..];
        match self {
            Pruning::MarkedIncomplete => generated.incomplete,
            Pruning::SafeHomeAlone => {
                let home = |m: &Move| {
                    matches!(
                        m,
                        Move::Transfer {
                            to: PileId::Foundation(_),
                            ..
                        }
                    )
                };
                let [line] = lines else { return false };
                line.iter().any(home) && line.iter().all(|m| home(m) || *m == Move::Draw)
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
            Pruning::BuildStays => {
                use crate::games::mod3::{is_build, ACES, BUILT};
                let Move::Transfer { from, .. } = mv else {
                    return false;
                };
                match from {
                    PileId::Foundation(n) if usize::from(n) < BUILT => game
                        .pile(from)
                        .is_some_and(|p| is_build(usize::from(n), p.cards())),
                    _ => from == ACES,
                }
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
                let here: Vec<_> = game
                    .legal_moves()
                    .into_iter()
                    .map(|m| moved(game, m))
                    .collect();
                let mut after = game.clone();
                // Every turn of every pass: the stock and waste hold a deck
                // at most, and a game has a few passes.
                for _ in 0..4 * 52 {
                    if after.play(Move::Draw).is_err() {
                        break;
                    }
                    // A move the solver leaves out as idle (a waste card
                    // onto a column by itself, drawing one without end) is
                    // nothing new the draw leads to.
                    let idle = |m: Move| {
                        generated.prunings.contains(&Pruning::TalonCardIdle)
                            && Pruning::TalonCardIdle.explains(&after, generated, m)
                    };
                    let new = after
                        .legal_moves()
                        .into_iter()
                        .filter(|&m| m != Move::Draw && !idle(m))
                        .any(|m| !here.contains(&moved(&after, m)));
                    if new {
                        return false;
                    }
                }
                true
            }
            Pruning::NoKingToFill => {
                let Move::Transfer {
                    from: from @ PileId::Column(_),
                    count,
                    ..
                } = mv
                else {
                    return false;
                };
                let Some(column) = game.pile(from) else {
                    return false;
                };
                let king = |c: &Card| c.rank().value() == 13;
                let about = game.piles().into_iter().any(|(id, p)| match id {
                    PileId::Stock | PileId::Waste => p.cards().iter().any(king),
                    PileId::Column(_) => p.cards()[p.face_down().max(1).min(p.len())..]
                        .iter()
                        .any(king),
                    PileId::Foundation(_) => p.top().is_some_and(|c| king(&c)),
                    PileId::FreeCell(_) | PileId::Reserve => p.cards().iter().any(king),
                });
                column.face_down() == 0 && column.len() == usize::from(count) && !about
            }
            Pruning::PartOfRun => {
                let Move::Transfer {
                    from: from @ PileId::Column(_),
                    count,
                    ..
                } = mv
                else {
                    return false;
                };
                game.pile(from)
                    .is_some_and(|p| p.len() - p.face_down() > usize::from(count))
            }
            Pruning::TalonCardIdle => {
                use crate::games::described::vocabulary::Stock;
                use crate::games::Game;
                let free = matches!(
                    game,
                    Game::Described(d) if d.description().stock
                        == Stock::Waste { draw: 1, passes: None }
                );
                free && matches!(
                    mv,
                    Move::Transfer {
                        from: PileId::Waste,
                        to: PileId::Column(_),
                        ..
                    }
                )
            }
            Pruning::FromHomeIdle => {
                let Move::Transfer {
                    from: from @ PileId::Foundation(_),
                    ..
                } = mv
                else {
                    return false;
                };
                let Some(card) = game.pile(from).and_then(|p| p.top()) else {
                    return false;
                };
                let r = card.rank().value();
                let level = |suit: Suit| {
                    game.foundations()
                        .iter()
                        .filter_map(|p| p.top())
                        .find(|c| c.suit() == suit)
                        .map_or(0, |c| c.rank().value())
                };
                let others: Vec<Suit> = Suit::ALL
                    .into_iter()
                    .filter(|s| s.color() != card.color())
                    .collect();
                let safe = others.iter().all(|&s| level(s) + 1 >= r);
                let holder = |c: &Card| c.rank().value() + 1 == r && c.color() != card.color();
                let about = game.piles().into_iter().any(|(id, p)| match id {
                    PileId::Column(_) => p.cards()[p.face_down()..].iter().any(holder),
                    PileId::Foundation(_) => p.top().is_some_and(|c| holder(&c)),
                    _ => p.cards().iter().any(holder),
                });
                r <= 2 || safe || !about
            }
            Pruning::WholePileToEmpty => {
                let Move::Transfer { from, to, count } = mv else {
                    return false;
                };
                let alike = matches!(
                    (from, to),
                    (PileId::Column(_), PileId::Column(_))
                        | (PileId::FreeCell(_), PileId::FreeCell(_))
                );
                let len = |id: PileId| game.pile(id).map_or(0, |p| p.len());
                alike && len(to) == 0 && len(from) == usize::from(count)
            }
            Pruning::AlikeEmpty => alike_empty(game, lines, mv, |a, b| {
                matches!(
                    (a, b),
                    (PileId::Column(_), PileId::Column(_))
                        | (PileId::FreeCell(_), PileId::FreeCell(_))
                )
            }),
            Pruning::AlikeFoundation => alike_empty(game, lines, mv, |a, b| {
                matches!((a, b), (PileId::Foundation(_), PileId::Foundation(_)))
            }),
            Pruning::AlikeRowPlace => {
                use crate::games::mod3::{BUILT, WIDTH};
                let faces = |id: PileId| {
                    game.pile(id)
                        .map(|p| p.cards().iter().map(|c| c.face()).collect::<Vec<_>>())
                };
                let place = |id: PileId| match id {
                    PileId::Foundation(n) if usize::from(n) < BUILT => Some(usize::from(n) / WIDTH),
                    _ => None,
                };
                let Move::Transfer { from, to, count } = mv else {
                    return false;
                };
                place(to).is_some()
                    && lines.iter().any(|line| match line.first() {
                        Some(&Move::Transfer {
                            from: f,
                            to: t,
                            count: c,
                        }) => {
                            f == from
                                && c == count
                                && t != to
                                && place(t) == place(to)
                                && faces(t) == faces(to)
                        }
                        _ => false,
                    })
            }
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
    /// Whether the solver marked its search incomplete when it made these
    /// moves (see [`Pruning::MarkedIncomplete`]).
    pub incomplete: bool,
}

/// What the solver of `game`'s variant generates from it: `None` for a
/// position the solver does not search from (one it cannot hold and
/// calls undecided, one it decides at once).
pub(crate) fn generated(game: &Game) -> Option<Generated> {
    match game {
        Game::TriPeaks(t) => super::tripeaks::generated(t),
        Game::Pyramid(p) => super::pyramid::generated(p),
        Game::GrandfathersClock(c) => super::clock::generated(c),
        Game::Mod3(m) => super::mod3::generated(m),
        Game::AcesUp(a) => super::acesup::generated(a),
        Game::Described(d) => match d.description().solver {
            Solver::Generic => super::generic::generated(game),
            Solver::FortyEight => super::fortyeight::generated(d),
            Solver::Gypsy => super::gypsy::generated(d),
            Solver::Golf => super::golf::generated(d),
            Solver::Klondike => super::klondike::generated(d),
            Solver::Spider => super::spider::generated(d),
            Solver::SimpleSimon => super::simplesimon::generated(d),
            Solver::BakersDozen => super::bakersdozen::generated(d),
            Solver::Yukon => super::yukon::generated(d),
            Solver::FreeCell => super::freecell::generated(d),
        },
    }
}

/// Checks one position: every generated line is legal, and every legal
/// move is generated or explained by one of the solver's prunings. The
/// first fault, with the position in notation; else the prunings that
/// explained a move left out.
pub(crate) fn check(game: &Game, generated: &Generated) -> Result<Vec<Pruning>, String> {
    let mut used = Vec::new();
    let name = game.variant().name();
    for line in &generated.lines {
        if line.is_empty() {
            // Klondike's conversion gives nothing for a line the model
            // refuses midway.
            return Err(format!(
                "{name}: the solver made an empty move (or one it could not turn into the model's) at\n{game}"
            ));
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
            .find(|p| p.explains(game, generated, mv));
        if let Some(&pruning) = pruned {
            used.push(pruning);
        } else {
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
    Ok(used)
}

/// A move with the faces of the cards it takes (the first card of a run,
/// both of a pair) and, for a transfer, of the card it lands on: moves
/// named alike from positions that differ only in the stock take
/// different cards, or, onto a waste that takes cards (Golf's), put them
/// on a different card, and so lead to different positions.
fn moved(game: &Game, mv: Move) -> (Move, Vec<Face>) {
    let top = |id: PileId, count: usize| {
        game.pile(id)
            .and_then(|p| p.len().checked_sub(count).map(|at| p.cards()[at].face()))
    };
    let faces = match mv {
        Move::Draw => Vec::new(),
        Move::Transfer { from, to, count } => [top(from, usize::from(count)), top(to, 1)]
            .into_iter()
            .flatten()
            .collect(),
        Move::Pair { a, b } => [top(a, 1), top(b, 1)].into_iter().flatten().collect(),
    };
    (mv, faces)
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

/// What a walk checked: the positions, and each pruning that explained a
/// move left out.
#[derive(Debug, Default)]
pub(crate) struct Walked {
    pub positions: usize,
    pub used: Vec<Pruning>,
}

/// Plays random games of `variant` (deals 1 to `deals`, at most `steps`
/// moves each, from a seed of their own) and checks every position
/// reached with `generate`. Half the moves go home when one can, so the
/// games get on to the positions where columns empty and cards run out.
/// What was checked, or the first fault.
pub(crate) fn walk(
    variant: crate::games::Variant,
    deals: u64,
    steps: usize,
    generate: impl Fn(&Game) -> Option<Generated>,
) -> Result<Walked, String> {
    let mut walked = Walked::default();
    for number in 1..=deals {
        let deal = Deal::new(variant, number).expect("a deal number in range");
        let mut game = Game::new(deal);
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ number.wrapping_mul(0x2545_F491_4F6C_DD1D));
        for _ in 0..steps {
            // A won game has no moves to hold a solver to (the model
            // refuses them all; a search never expands a win).
            if game.is_won() {
                break;
            }
            if let Some(generated) = generate(&game) {
                for pruning in check(&game, &generated)? {
                    if !walked.used.contains(&pruning) {
                        walked.used.push(pruning);
                    }
                }
                walked.positions += 1;
            }
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let home: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| {
                    matches!(
                        m,
                        Move::Transfer {
                            to: PileId::Foundation(_),
                            ..
                        } | Move::Pair { .. }
                    )
                })
                .collect();
            let mv = if !home.is_empty() && rng.below(2) == 0 {
                home[rng.below(home.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            game.play(mv).expect("a legal move plays");
        }
    }
    Ok(walked)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Deals walked per game, and moves at most in each.
    const DEALS: u64 = 10;
    const STEPS: usize = 200;

    /// Walks the game named `id` in the list and fails with the first
    /// fault, or when its solver took too few of the positions to say
    /// anything; the prunings that explained a move.
    fn holds(id: &str) -> Vec<Pruning> {
        let info = GAMES
            .iter()
            .find(|g| g.id == id)
            .expect("a game of the list");
        assert!(info.solver, "{id} has no solver");
        let walked = walk(info.variant, DEALS, STEPS, generated).unwrap_or_else(|f| panic!("{f}"));
        assert!(
            walked.positions >= 100,
            "{id}: only {} positions checked",
            walked.positions
        );
        walked.used
    }

    /// Every described game, the generic solver's moves held to the
    /// description's: a new description needs no line here.
    #[test]
    fn every_described_game_is_held_to_its_rules() {
        let described = GAMES.iter().filter(|g| searched_generically(g));
        let mut games = 0;
        for info in described {
            holds(info.id);
            games += 1;
        }
        // Seven since Spiderette went to Spider's solver.
        assert!(games >= 7, "{games} described games");
    }

    /// The generic solver's moves, held to the rules of the described
    /// games with a solver of their own too: a player's copy of one
    /// without its `solver:` line is searched by it (Simple Simon's runs
    /// by empty columns, Klondike's waste, FreeCell's supermoves). Fewer
    /// deals than above: these are checked there by their own solvers.
    #[test]
    fn every_tuned_description_is_held_to_its_rules_in_the_generic_solver() {
        let tuned = GAMES.iter().filter(|g| {
            matches!(g.variant, crate::games::Variant::Described(_)) && !searched_generically(g)
        });
        for info in tuned {
            let walked = walk(info.variant, 3, STEPS, super::super::generic::generated)
                .unwrap_or_else(|f| panic!("{}: {f}", info.id));
            assert!(walked.positions >= 30, "{}: {}", info.id, walked.positions);
        }
    }

    /// The players' descriptions kept as examples (`tests/descriptions/`:
    /// Forty Thieves, Whitehead's one colour, Indian's other suits, ...),
    /// the generic solver's moves held to each one's rules.
    #[test]
    fn every_example_description_is_held_to_its_rules() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/descriptions");
        let mut files = 0;
        for entry in std::fs::read_dir(&dir).expect("the examples") {
            let path = entry.expect("a file").path();
            let text = std::fs::read_to_string(&path).expect("a description");
            let id = crate::games::described::registry::register_text(&text)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let variant = crate::games::Variant::Described(id);
            let walked = walk(variant, 3, STEPS, super::super::generic::generated)
                .unwrap_or_else(|f| panic!("{}: {f}", path.display()));
            assert!(
                walked.positions >= 30,
                "{}: {}",
                path.display(),
                walked.positions
            );
            files += 1;
        }
        assert!(files >= 19, "{files} examples");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

        /// A player's own description (a built-in one with lines changed)
        /// is searched by the generic solver: its moves are held to that
        /// description's rules too, whatever the mix of terms.
        #[test]
        fn a_player_s_altered_description_is_held_to_its_rules(
            game in 0usize..64,
            changes in proptest::collection::vec((0usize..64, 0usize..64), 1..4),
        ) {
            let Some(text) = crate::games::described::altered::altered(game, &changes) else {
                return Ok(());
            };
            let Ok(id) = crate::games::described::registry::register_text(&text) else {
                return Ok(());
            };
            let variant = crate::games::Variant::Described(id);
            if let Err(fault) = walk(variant, 2, 120, super::super::generic::generated) {
                proptest::prop_assert!(false, "{fault}\n{text}");
            }
        }
    }

    /// Whether `info`'s game is a description the generic solver searches
    /// (the tuned solvers of described games have their tests below).
    fn searched_generically(info: &crate::games::GameInfo) -> bool {
        matches!(info.variant, crate::games::Variant::Described(id)
            if id.description().solver == Solver::Generic)
    }

    /// Every game of the list with a solver of its own has its test below.
    #[test]
    fn every_solver_is_held_to_its_rules() {
        let tuned = GAMES
            .iter()
            .filter(|g| g.solver && !searched_generically(g));
        for info in tuned {
            assert!(
                HELD.contains(&info.id),
                "{} has no differential test",
                info.id
            );
        }
    }

    /// Every pruning's check is met by some move some solver leaves out in
    /// the walks (each game's test below names those its walk must meet):
    /// none is a check that never runs. Not every solver meets every
    /// pruning it lists: two empty columns at once are rare in a random
    /// game.
    #[test]
    fn every_pruning_explains_some_move() {
        // Met by a test of its own: a random game rarely leaves no king
        // about.
        let targeted = [Pruning::NoKingToFill];
        for pruning in Pruning::ALL.into_iter().filter(|p| !targeted.contains(p)) {
            assert!(
                MET.iter().any(|met| met.contains(&pruning)),
                "{pruning:?} is met by no walk"
            );
        }
    }

    /// Yukon's generator with one rule broken: it never moves a king
    /// into an empty column.
    fn no_kings_to_empty_columns(game: &Game) -> Option<Generated> {
        let mut generated = generated(game)?;
        let empty = |id: PileId| game.pile(id).is_some_and(|p| p.is_empty());
        generated.lines.retain(|line| match line.first() {
            Some(&Move::Transfer {
                to: to @ PileId::Column(_),
                ..
            }) => !empty(to),
            _ => true,
        });
        Some(generated)
    }

    /// The harness catches a generator that misses a rule's moves: Yukon's
    /// without its moves into empty columns fails, naming the move.
    #[test]
    fn a_generator_that_misses_the_empty_columns_is_caught() {
        let yukon = GAMES.iter().find(|g| g.id == "yukon").expect("yukon");
        let fault = walk(yukon.variant, DEALS, STEPS, no_kings_to_empty_columns)
            .expect_err("the broken generator is caught");
        let (head, position) = fault.split_once(" at\n").expect("a position");
        let mv: Move = head
            .strip_prefix("yukon: the solver misses the legal move ")
            .and_then(|mv| mv.parse().ok())
            .unwrap_or_else(|| panic!("{fault}"));
        // The move it names is a king's into an empty column.
        let game = Game::parse(yukon.variant, position.split("\nIt makes").next().unwrap())
            .unwrap_or_else(|e| panic!("{e}\n{fault}"));
        let Move::Transfer { from, to, count } = mv else {
            panic!("{fault}")
        };
        assert!(game.pile(to).is_some_and(|p| p.is_empty()), "{fault}");
        let column = game.pile(from).expect("a column").cards();
        let moved = column[column.len() - usize::from(count)];
        assert_eq!(moved.rank().value(), 13, "{fault}");
    }

    /// Yukon's generator with one rule broken: it also moves a run onto
    /// a card of its own colour, one rank higher.
    fn same_colour_too(game: &Game) -> Option<Generated> {
        let mut generated = generated(game)?;
        let Game::Described(yukon) = game else {
            return None;
        };
        let columns = yukon.columns();
        for (f, from) in columns.iter().enumerate() {
            for (t, to) in columns.iter().enumerate() {
                let (Some(card), Some(top)) = (from.top(), to.top()) else {
                    continue;
                };
                let same = card.color() == top.color();
                if f != t && same && top.rank().value() == card.rank().value() + 1 {
                    let mv = Move::one(PileId::Column(f as u8), PileId::Column(t as u8));
                    generated.lines.push(vec![mv]);
                }
            }
        }
        Some(generated)
    }

    /// The harness catches a generator that makes an illegal move.
    #[test]
    fn a_generator_that_builds_in_one_colour_is_caught() {
        let yukon = GAMES.iter().find(|g| g.id == "yukon").expect("yukon");
        let fault = walk(yukon.variant, DEALS, STEPS, same_colour_too)
            .expect_err("the broken generator is caught");
        assert!(fault.starts_with("yukon: the solver's move t"), "{fault}");
        assert!(fault.contains("is illegal"), "{fault}");
    }

    /// Klondike's solver does not empty a column while no king could fill
    /// it, and [`Pruning::NoKingToFill`] explains that, but only there:
    /// with a king in the stock the same move must be made.
    #[test]
    fn a_column_is_emptied_only_for_a_king() {
        let variant = GAMES[0].variant;
        let kingless = "f0: AS 2S\nf1: AH 2H\nt0: 5H\nt1: [3C] 6S\n";
        let game = Game::parse_partial(variant, kingless).expect("a position");
        let moves = generated(&game).expect("the solver's moves");
        assert!(!moves
            .lines
            .iter()
            .any(|l| l.first() == Some(&"t0 t1".parse().unwrap())));
        assert_eq!(check(&game, &moves), Ok(vec![Pruning::NoKingToFill]));
        let king =
            Game::parse_partial(variant, &format!("stock: KD\n{kingless}")).expect("a position");
        let moves = generated(&king).expect("the solver's moves");
        assert!(moves
            .lines
            .iter()
            .any(|l| l.first() == Some(&"t0 t1".parse().unwrap())));
    }

    /// [`Pruning::DrawLeadsNowhere`] does not explain a draw that brings
    /// a new card onto a waste that takes the columns' cards: the 5H goes
    /// onto the 6D as onto the 4S the draw brings up, but the two moves
    /// lead to different wastes.
    #[test]
    fn a_draw_onto_a_waste_that_takes_cards_leads_somewhere() {
        let variant = super::super::testing::endless_golf("endlessgolfdraws");
        let game = Game::parse_partial(variant, "stock: 4S\nwaste: 6D\nt0: 5H").unwrap();
        let onto_waste: Move = "t0 waste".parse().unwrap();
        assert_eq!(game.legal_moves(), [Move::Draw, onto_waste]);
        let without_draw = Generated {
            lines: vec![vec![onto_waste]],
            prunings: &[Pruning::DrawLeadsNowhere],
            incomplete: false,
        };
        let fault = check(&game, &without_draw).expect_err("the draw leads somewhere");
        assert!(
            fault.contains("misses the legal move stock waste"),
            "{fault}"
        );
    }

    macro_rules! held {
        ($($name:ident $id:literal [$($met:ident),*]),* $(,)?) => {
            /// The games with a test here.
            const HELD: &[&str] = &[$($id),*];
            /// The prunings each game's walk meets.
            const MET: &[&[Pruning]] = &[$(&[$(Pruning::$met),*]),*];
            $(
                #[test]
                fn $name() {
                    let used = holds($id);
                    for pruning in [$(Pruning::$met),*] {
                        assert!(used.contains(&pruning), "{}: {pruning:?} never explained a move", $id);
                    }
                }
            )*
        };
    }

    held! {
        klondike "klondike" [SafeHomeAlone, PartOfRun, FromHomeIdle, TalonCardIdle],
        klondike3 "klondike3" [AlikeEmpty, WholePileToEmpty, SafeHomeAlone, FromHomeIdle, PartOfRun, AlikeFoundation, DrawLeadsNowhere],
        klondike_vegas "klondike-vegas" [AlikeEmpty, WholePileToEmpty, SafeHomeAlone, FromHomeIdle, PartOfRun, AlikeFoundation, DrawLeadsNowhere],
        klondike3_vegas "klondike3-vegas" [AlikeEmpty, WholePileToEmpty, SafeHomeAlone, FromHomeIdle, PartOfRun, AlikeFoundation, DrawLeadsNowhere],
        freecell "freecell" [WholePileToEmpty, SafeHomeAlone],
        spider1 "spider1" [WholePileToEmpty],
        spider2 "spider2" [],
        spider4 "spider4" [],
        spiderette "spiderette" [],
        golf "golf" [],
        tripeaks "tripeaks" [],
        pyramid "pyramid" [SolePartnerAlone, SafeHomeAlone, DrawLeadsNowhere],
        grandfathers_clock "grandfathersclock" [WholePileToEmpty, SafeHomeAlone, AlikeEmpty],
        mod3 "mod3" [SafeHomeAlone, AlikeRowPlace, BuildStays],
        aces_up "acesup" [SafeHomeAlone, DealsStick],
        simple_simon "simplesimon" [WholePileToEmpty],
        bakers_dozen "bakersdozen" [SafeHomeAlone],
        forty_eight "fortyeight" [SafeHomeAlone, WholePileToEmpty],
        yukon "yukon" [SafeHomeAlone, WholePileToEmpty, AlikeEmpty],
        grandfather "grandfather" [SafeHomeAlone, WholePileToEmpty, AlikeFoundation],
        gypsy "gypsy" [MarkedIncomplete, SafeHomeAlone, WholePileToEmpty],
    }
}
