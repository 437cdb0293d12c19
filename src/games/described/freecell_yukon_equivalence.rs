//! The proof that FreeCell may become a description (Yukon and
//! Grandfather were proven so, and are descriptions now): its
//! description (`assets/games/freecell.txt`),
//! registered at run time as `felt --rules FILE` does it, deals exactly
//! today's deals and plays exactly today's rules. Deals 1-300 and a few
//! large numbers write the same notation; over seeded random playouts,
//! at every step, both games give the same legal moves, the same
//! refusals (Ok or not) for every pile onto every pile, the same
//! notation, events, counts, lifts and safe move home.
//!
//! Where the two differ by design, the test says so: today's FreeCell
//! lists a move into an empty free cell or column for the first such
//! place only (the others are the same move); a description lists each.
//! The moves are compared with that listing applied to both. And today's
//! FreeCell lifts a column's whole run, however long, where a description
//! lifts as much of it as the largest room lets move.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;

use super::registry::register_text;
use crate::games::{Deal, Game, Variant};
use crate::model::deal::MS_MAX_DEAL;
use crate::model::moves::Move;
use crate::model::pile::PileId;

/// One of today's games and its description.
struct Pair {
    today: Variant,
    text: &'static str,
    /// Today's game lists a move into an empty cell or column for the
    /// first such place only.
    first_empty_only: bool,
    /// Whether today's game says when it is trivially won as the
    /// description does (FreeCell asks for every column to be a run in
    /// alternating colours; a description only that each column goes the
    /// foundations' way, the looser and truer claim).
    same_trivial_win: bool,
    /// Today's game lifts a column's whole run, however long; a
    /// description (as Forty & Eight did) lifts as much of it as the
    /// largest room lets move, so a run too long for any room is not
    /// picked up at all.
    lifts_whole_run: bool,
}

const FREECELL: Pair = Pair {
    today: Variant::FreeCell,
    text: include_str!("../../../assets/games/freecell.txt"),
    first_empty_only: true,
    same_trivial_win: false,
    lifts_whole_run: true,
};

impl Pair {
    /// The description registered under another name (the registry
    /// refuses a name of the list of games).
    fn described(&self) -> Variant {
        let name = self.today.name();
        let text = self.text.replace(
            &format!("name: {name}\n"),
            &format!("name: {name}described\n"),
        );
        assert_ne!(text, self.text, "the description is named {name}");
        Variant::Described(register_text(&text).unwrap_or_else(|e| panic!("{name}: {e}")))
    }

    fn games(&self, number: u64) -> (Game, Game) {
        let old = Game::new(Deal {
            variant: self.today,
            number,
        });
        let new = Game::new(Deal {
            variant: self.described(),
            number,
        });
        (old, new)
    }
}

/// `moves` without those into an empty free cell or column other than
/// the first of its kind, when `first_only`; sorted, to compare as sets
/// (without `first_only`, every move: the whole sets are equal).
fn listed(game: &Game, moves: Vec<Move>, first_only: bool) -> Vec<String> {
    let first_empty = |kind: fn(u8) -> PileId| {
        (0..=u8::MAX)
            .map(kind)
            .take_while(|id| game.pile(*id).is_some())
            .find(|id| game.pile(*id).is_some_and(|p| p.is_empty()))
    };
    let cell = first_empty(PileId::FreeCell);
    let column = first_empty(PileId::Column);
    let mut kept: Vec<String> = moves
        .into_iter()
        .filter(|mv| match mv {
            Move::Transfer { to, .. } if first_only => {
                let empty = game.pile(*to).is_some_and(|p| p.is_empty());
                match to {
                    PileId::FreeCell(_) if empty => Some(*to) == cell,
                    PileId::Column(_) if empty => Some(*to) == column,
                    _ => true,
                }
            }
            _ => true,
        })
        .map(|mv| mv.to_string())
        .collect();
    kept.sort();
    kept
}

/// Every question the test asks of both games agrees at this position;
/// today's legal moves.
fn agree(pair: &Pair, old: &Game, new: &Game, at: &str) -> Vec<Move> {
    assert_eq!(old.to_string(), new.to_string(), "{at}: notation");
    let moves = old.legal_moves();
    assert_eq!(
        listed(old, moves.clone(), pair.first_empty_only),
        listed(new, new.legal_moves(), pair.first_empty_only),
        "{at}: legal moves\n{old}"
    );
    assert_eq!(old.is_won(), new.is_won(), "{at}: won\n{old}");
    if pair.same_trivial_win {
        assert_eq!(
            old.is_trivially_won(),
            new.is_trivially_won(),
            "{at}: trivially won\n{old}"
        );
    }
    assert_eq!(old.score(), new.score(), "{at}: score");
    assert_eq!(old.stock_left(), new.stock_left(), "{at}: stock left");
    assert_eq!(old.stock_label(), new.stock_label(), "{at}: stock label");
    assert_eq!(old.tally(), new.tally(), "{at}: tally");
    assert_eq!(
        old.safe_home_move(),
        new.safe_home_move(),
        "{at}: safe move home\n{old}"
    );
    let piles: Vec<PileId> = old.piles().into_iter().map(|(id, _)| id).collect();
    let theirs: Vec<PileId> = new.piles().into_iter().map(|(id, _)| id).collect();
    assert_eq!(piles, theirs, "{at}: piles");
    for &pile in &piles {
        let lift = match old {
            Game::FreeCell(f) if pair.lifts_whole_run => {
                old.lift(pile).min(f.max_run(PileId::Stock))
            }
            _ => old.lift(pile),
        };
        assert_eq!(lift, new.lift(pile), "{at}: lift {pile}\n{old}");
    }
    assert_eq!(
        old.check(Move::Draw).is_ok(),
        new.check(Move::Draw).is_ok(),
        "{at}: draw"
    );
    moves
}

/// Both games refuse or allow every pile onto every pile, one to three
/// cards, alike: legal moves and illegal ones (the reason may differ in
/// words: today's game says `DoesNotBuild`, the description the rule).
fn same_checks(old: &Game, new: &Game, at: &str) {
    let piles: Vec<PileId> = old.piles().into_iter().map(|(id, _)| id).collect();
    for &from in &piles {
        for &to in &piles {
            for count in 1..=3 {
                let mv = Move::run(from, to, count);
                assert_eq!(
                    old.check(mv).is_ok(),
                    new.check(mv).is_ok(),
                    "{at}: {mv}: {:?} / {:?}\n{old}",
                    old.check(mv),
                    new.check(mv)
                );
            }
        }
    }
}

/// Deals 1-300 and `large` deal the same cards in the same places.
fn same_deals(pair: &Pair, large: &[u64]) {
    for number in (1..=300).chain(large.iter().copied()) {
        let (old, new) = pair.games(number);
        assert_eq!(old.to_string(), new.to_string(), "deal {number}");
    }
}

/// `playouts` seeded random games of up to `steps` moves, a move home
/// taken half the time one is legal (so games get far), each step played
/// on both and every answer compared.
fn same_play(pair: &Pair, playouts: u64, steps: usize) -> (usize, usize) {
    let mut rng = Pcg32::seed_from_u64(35);
    let (mut played, mut won) = (0, 0);
    for playout in 0..playouts {
        let number = 1 + playout * 7919 % 100_000;
        let (mut old, mut new) = pair.games(number);
        pair.table_agrees(&old, &new);
        for step in 0..steps {
            let at = format!("deal {number}, move {step}");
            let moves = agree(pair, &old, &new, &at);
            if step % 3 == 0 {
                same_checks(&old, &new, &at);
            }
            if moves.is_empty() {
                break;
            }
            let home: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|mv| {
                    matches!(
                        mv,
                        Move::Transfer {
                            to: PileId::Foundation(_),
                            ..
                        }
                    )
                })
                .collect();
            let mv = if !home.is_empty() && rng.random_bool(0.5) {
                home[rng.random_range(0..home.len())]
            } else {
                moves[rng.random_range(0..moves.len())]
            };
            assert_eq!(old.move_text(mv), new.move_text(mv), "{at}: {mv} written");
            let events = old.play(mv);
            assert_eq!(events, new.play(mv), "{at}: {mv} played\n{old}");
            played += 1;
        }
        let at = format!("deal {number}, the end");
        let _ = agree(pair, &old, &new, &at);
        same_checks(&old, &new, &at);
        won += usize::from(old.is_won());
    }
    (played, won)
}

impl Pair {
    fn table_agrees(&self, old: &Game, new: &Game) {
        assert_eq!(old.table(), new.table(), "{}: table", self.today.name());
        assert_eq!(old.deck(), new.deck());
        assert_eq!(old.home_first(), new.home_first());
        assert_eq!(old.builds_home_from_ace(), new.builds_home_from_ace());
        assert_eq!(old.turns_matter(), new.turns_matter());
    }
}

#[test]
fn freecell_deals_microsoft_s_deals_as_today() {
    same_deals(
        &FREECELL,
        &[617, 11982, 1_000_000, u64::from(MS_MAX_DEAL), 0, u64::MAX],
    );
    assert_eq!(
        FREECELL.described().deal_range(),
        Variant::FreeCell.deal_range()
    );
}

#[test]
fn freecell_plays_as_today() {
    let (played, won) = same_play(&FREECELL, 100, 300);
    assert!(played > 10_000, "{played} moves");
    let _ = won;
}

#[test]
fn freecell_reads_its_boards_and_writes_fc_solve_s_moves() {
    let id = FREECELL.described();
    let text =
        "Foundations: H-2 C-0 D-A S-0\nFreecells: - 5S - -\n: 9H 8S\n: KD\n:\n:\n:\n:\n:\n:\n";
    let old = Game::parse_partial(Variant::FreeCell, text).unwrap();
    let new = Game::parse_partial(id, text).unwrap();
    assert_eq!(new.to_string(), text);
    assert_eq!(old.to_string(), new.to_string());
    let c = PileId::Column;
    for mv in [
        Move::run(c(0), c(2), 2),
        Move::one(c(0), c(1)),
        Move::one(PileId::FreeCell(1), c(2)),
        Move::one(c(0), PileId::FreeCell(0)),
    ] {
        assert_eq!(old.move_text(mv), new.move_text(mv), "{mv}");
    }
    for bad in [
        ": 9H\n: 9H",
        "Freecells: AS AD AC AH KS",
        "Foundations: X-3",
    ] {
        let (o, n) = (
            Game::parse(Variant::FreeCell, bad).unwrap_err(),
            Game::parse(id, bad).unwrap_err(),
        );
        assert_eq!((o.line, o.token), (n.line, n.token), "{bad}");
    }
    let nine = ":\n".repeat(9);
    assert!(Game::parse(id, &nine).is_err());
    let whole = Game::new(Deal {
        variant: Variant::FreeCell,
        number: 1,
    })
    .to_string();
    assert!(Game::parse(id, &whole).is_ok());
    let err = Game::parse(id, &whole.replace(" 6H", "")).unwrap_err();
    assert!(err.reason.starts_with("1 card is missing"), "{err}");
}
