//! The moves the search tries from a flat position, made from the
//! vocabulary's terms, with the prunings the module's page lists
//! ([`super`]).

use super::{Flat, Step, CARDS, PILES, RESERVE, STOCK, WASTE};
use crate::games::described::suit_runs;
use crate::games::described::vocabulary::{AutoPlay, Empty, Group, Home, Stock, WasteBuild};
use crate::model::card::Card;
use crate::model::moves::Move;
use crate::model::pile::PileId;

impl Flat {
    /// How much a group may hold to go onto `to`, in the units of
    /// [`Flat::units`]: a supermove's cards, or Simple Simon's runs of
    /// one suit (`2^(empty columns)`, `to` not counted); no limit for
    /// the other groups.
    pub(super) fn room(&self, to: usize) -> usize {
        let empties = |counted: bool| {
            let n = self.columns().filter(|&i| i != to && self.len(i) == 0);
            if counted {
                n.count().min(16)
            } else {
                0
            }
        };
        match self.d.group {
            Group::Supermove => {
                let cells = self.free_cells().filter(|&i| self.len(i) == 0).count();
                (cells + 1) << empties(self.d.empty == Empty::Any)
            }
            Group::SuitRunsBySpaces => 1 << empties(true),
            _ => usize::MAX,
        }
    }

    /// What the top `count` cards of `from` weigh against [`Flat::room`]:
    /// their runs of one suit where those are what the room counts, else
    /// the cards. One card is one either way, and is not read from the
    /// pile: a cycling talon's card is weighed while still in the stock.
    pub(super) fn units(&self, from: usize, count: usize) -> usize {
        match self.d.group {
            Group::SuitRunsBySpaces if count > 1 => {
                let pile = self.pile(from);
                suit_runs(&pile[pile.len() - count..])
            }
            _ => count,
        }
    }

    /// Whether the stock may be drawn or dealt.
    pub(super) fn can_draw(&self) -> bool {
        match self.d.stock {
            Stock::None => false,
            Stock::Redeal { times, .. } => times.is_none_or(|t| self.recycles < u32::from(t)),
            Stock::Waste { passes, .. } => {
                self.len(STOCK) > 0
                    || (self.len(WASTE) > 0
                        && passes.is_none_or(|p| self.recycles + 1 < u32::from(p)))
            }
            Stock::Deal { not_on_empty } => {
                self.len(STOCK) > 0 && !(not_on_empty && self.columns().any(|i| self.len(i) == 0))
            }
        }
    }

    /// The first safe move home, as the game finds it.
    pub(super) fn safe_home(&self, next: u64) -> Option<Move> {
        let d = self.d;
        if d.auto_play == AutoPlay::None || d.home == Home::Runs {
            return None;
        }
        let mut home = None;
        let sources = [WASTE, RESERVE]
            .into_iter()
            .filter(|&i| match i {
                // A waste's card that the stock turns onto by more than
                // one is not sent home alone: that changes which cards
                // every later turn of the stock brings up, which may be
                // the one line that wins (Canfield deals 35 and 50 were
                // called lost so, though won).
                WASTE => d.has_waste() && !self.draws_several(),
                _ => d.reserve > 0,
            })
            .chain(self.cells())
            .chain(self.columns());
        for from in sources {
            let Some(card) = self.top(from) else {
                continue;
            };
            if next >> card.face().index() & 1 == 0 {
                continue;
            }
            let Some(f) = self
                .homes()
                .find(|&f| d.fits_home(card, self.pile(f), self.base))
            else {
                continue;
            };
            let home = home.get_or_insert_with(|| {
                let mut home = [0u8; 52];
                for f in self.homes() {
                    for c in self.pile(f) {
                        home[c.face().index()] += 1;
                    }
                }
                home
            });
            let fits_now = |c| {
                self.homes()
                    .any(|f| d.fits_home(c, self.pile(f), self.base))
            };
            if d.is_safe(card, self.base, home, fits_now) {
                return Some(Move::one(self.id(from), self.id(f)));
            }
        }
        None
    }

    /// Whether the stock turns onto the waste more than one card at a
    /// time.
    pub(super) fn draws_several(&self) -> bool {
        matches!(self.d.stock, Stock::Waste { draw, .. } if draw > 1)
    }

    /// How many of pile `from`'s top cards move together, for each count
    /// from one: calls `each(count)` for every count the rules allow.
    pub(super) fn groups(&self, from: usize, mut each: impl FnMut(usize)) {
        let d = self.d;
        let pile = self.pile(from);
        if from >= usize::from(self.col0) {
            let up = pile.len() - usize::from(self.down[from]);
            for count in 1..=up {
                // Every group rule is a rule of neighbours (One's: that
                // there are none), so a group is the group one card
                // shorter and its lowest pair: asked of that pair alone,
                // the vocabulary answers for the whole.
                let at = pile.len() - count;
                let cards = &pile[at..(at + 2).min(pile.len())];
                // A run by the build (the groups whose rule is that
                // alone) asked of the build's table ([`fits_table`]), and
                // one card alone told at once: `Group::allows` was a
                // twelfth of Canfield's instructions.
                let allowed = match (d.group, cards) {
                    (Group::OneOrWhole | Group::Run | Group::Supermove, &[below, card]) => {
                        self.fits[below.face().index()] >> card.face().index() & 1 == 1
                    }
                    (Group::One, _) => count == 1,
                    _ => d.group.allows(d.build, cards),
                };
                if !allowed {
                    break;
                }
                let whole = count == 1 || count == pile.len();
                if d.group != Group::OneOrWhole || whole {
                    each(count);
                }
            }
        } else if !pile.is_empty() {
            each(1);
        }
    }

    /// Every move the search tries, into `out`. Where the talon cycles
    /// ([`Flat::cycles`]) no draw is made alone: the waste's top card at
    /// every turn the draws reach is played after its draws, a step of
    /// its own ([`Step`]), and the key holds the turns alike.
    pub(in crate::solver::generic) fn generate(&self, out: &mut Vec<Step>) {
        let next = self.next_home();
        if let Some(safe) = self.safe_home(next) {
            out.push(Step::now(safe));
            return;
        }
        if !self.cycles() && self.can_draw() {
            out.push(Step::now(Move::Draw));
        }
        self.moves_of(next, &mut |draws, mv| out.push(Step { draws, mv }));
    }

    /// The faces a foundation may take, a bit each: in a deck of one copy
    /// a card, each suit's next ([`guide::wanted`]), since a foundation
    /// holds one suit from its base up and the base of a suit begun is
    /// home already; any face otherwise. Only cards of these faces are
    /// asked whether they go home ([`Description::fits_home`] says).
    ///
    /// [`guide::wanted`]: super::guide::wanted
    /// [`Description::fits_home`]: crate::games::described::vocabulary::Description::fits_home
    pub(super) fn next_home(&self) -> u64 {
        match self.wanted() {
            0 => u64::MAX,
            next => next,
        }
    }

    /// The moves from here but a draw alone, into `out` with the draws
    /// before each: where the talon cycles, the waste's top card at
    /// every turn the draws reach.
    pub(super) fn moves_of(&self, next: u64, out: &mut impl FnMut(u8, Move)) {
        let d = self.d;
        let first_cell = self.free_cells().find(|&i| self.len(i) == 0);
        let first_home = self.homes().find(|&i| self.len(i) == 0);
        let first_empty = self.columns().find(|&i| self.len(i) == 0);
        let home_source = d.home != Home::Runs && d.home_back;
        let alike = self.columns_alike();
        // For each face, the columns whose top takes it (a bit a column);
        // and the empty columns.
        let col0 = usize::from(self.col0);
        let mut accept = [0u64; 52];
        let mut empty_mask = 0u64;
        for to in self.columns() {
            match self.top(to) {
                None => empty_mask |= 1u64 << (to - col0),
                Some(top) => {
                    let mut faces = self.fits[top.face().index()];
                    while faces != 0 {
                        accept[faces.trailing_zeros() as usize] |= 1u64 << (to - col0);
                        faces &= faces - 1;
                    }
                }
            }
        }
        // A group's room onto a card, and into an empty column (any one:
        // the others count).
        let room_onto = self.room(PILES);
        let room_into = first_empty.map_or(0, |e| self.room(e));
        // A waste that takes the columns' cards (Golf's) is where they
        // go, never where they come from.
        let takes = d.waste != WasteBuild::None;
        let mut sources: Vec<usize> = Vec::with_capacity(PILES);
        if d.has_waste() && !takes {
            sources.push(WASTE);
        }
        if d.reserve > 0 {
            sources.push(RESERVE);
        }
        sources.extend(self.cells());
        if home_source {
            sources.extend(self.homes());
        }
        sources.extend(self.columns());
        // Where `count` cards from `from`, `first` the lowest, go, after
        // `draws` draws.
        let dests =
            |from: usize, count: usize, first: Card, draws: u8, out: &mut dyn FnMut(u8, Move)| {
                let from_id = self.id(from);
                let is_home = matches!(from_id, PileId::Foundation(_));
                let is_cell = matches!(from_id, PileId::FreeCell(_));
                let len = self.len(from);
                // Home.
                let may_go_home = next >> first.face().index() & 1 == 1;
                if count == 1 && !is_home && d.home != Home::Runs && may_go_home {
                    for f in self.homes() {
                        if self.len(f) == 0 && Some(f) != first_home {
                            continue;
                        }
                        if d.fits_home(first, self.pile(f), self.base) {
                            out(draws, Move::one(from_id, self.id(f)));
                        }
                    }
                }
                // The waste that takes it.
                if count == 1 && takes && d.waste.allows(self.top(WASTE), first).is_ok() {
                    out(draws, Move::one(from_id, PileId::Waste));
                }
                // A free cell.
                if count == 1 && !is_cell {
                    if let Some(c) = first_cell {
                        out(draws, Move::one(from_id, self.id(c)));
                    }
                }
                // Columns: those whose top takes the card (from the
                // table made at the start), and the empty ones it may
                // fill, in the columns' order.
                let units = self.units(from, count);
                let mut dest = if units <= room_onto {
                    accept[first.face().index()]
                } else {
                    0
                };
                if units <= room_into && empty_mask != 0 && d.empty.allows(first, self.base) {
                    let whole =
                        count == len && !is_cell && !is_home && from != WASTE && from != RESERVE;
                    dest |= if alike {
                        if whole {
                            0
                        } else {
                            first_empty.map_or(0, |e| 1u64 << (e - col0))
                        }
                    } else {
                        empty_mask
                    };
                }
                if from >= col0 {
                    dest &= !(1u64 << (from - col0));
                }
                while dest != 0 {
                    let to = col0 + dest.trailing_zeros() as usize;
                    dest &= dest - 1;
                    out(draws, Move::run(from_id, self.id(to), count));
                }
            };
        for from in sources {
            self.groups(from, |count| {
                let pile = self.pile(from);
                dests(from, count, pile[pile.len() - count], 0, &mut *out);
            });
        }
        if !self.cycles() {
            return;
        }
        // The waste's top at each turn the draws reach, till one comes
        // round again: the talon's cards in the order they are drawn
        // are the waste's, then the stock's from its top.
        let (waste, stock) = (self.pile(WASTE), self.pile(STOCK));
        let n = waste.len() + stock.len();
        let card = |i: usize| match i.checked_sub(waste.len()) {
            None => waste[i],
            Some(j) => stock[stock.len() - 1 - j],
        };
        let draw = match d.stock {
            Stock::Waste { draw, .. } => usize::from(draw.max(1)),
            _ => 1,
        };
        let mut reached = [false; CARDS + 1];
        let mut at = waste.len();
        reached[at] = true;
        for draws in 1..=u8::MAX {
            if n == 0 {
                break;
            }
            at = if at == n { 0 } else { (at + draw).min(n) };
            if reached[at] {
                break;
            }
            reached[at] = true;
            if at > 0 {
                dests(WASTE, 1, card(at - 1), draws, &mut *out);
            }
        }
    }
}
