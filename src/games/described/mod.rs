//! A game that is a description: [`Described`] plays any
//! [`vocabulary::Description`] (deal, legal moves, `play`, lifting,
//! notation, the table, auto-play, win, score). The rule checks live in the
//! vocabulary, once; this file only asks them, pile by pile.

pub mod registry;
pub mod text;
pub mod vocabulary;

mod board;
mod counts;
mod deal;
mod dealing;
pub(crate) use dealing::{redeal_places, redeals_top_first};
mod notation;
mod redeal;
mod scores;
mod siblings;
mod suit_runs;
pub(crate) use suit_runs::suit_runs;
mod table;

#[cfg(test)]
pub(crate) mod altered;
#[cfg(test)]
mod bakersdozen_tests;
#[cfg(test)]
mod freecell_grandfather_tests;
#[cfg(test)]
mod freecell_tests;
#[cfg(test)]
mod golf_tests;
#[cfg(test)]
mod klondike_golf_terms;
#[cfg(test)]
mod klondike_tests;
#[cfg(test)]
mod pinned_tests;
#[cfg(test)]
mod simon_baker_spider_tests;
#[cfg(test)]
mod simplesimon_tests;
#[cfg(test)]
mod spider_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod text_tests;
#[cfg(test)]
mod yukon_tests;

use crate::model::card::{Card, Rank};
use crate::model::deck::Deck;
use crate::model::moves::{Event, Illegal, Move};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::transfer_parts;

use super::table::{Laid, Table};
use super::words::{PileKind, StockUnit};
use super::{Alike, Patience, Tally, Variant};
pub use registry::DescId;
use vocabulary::{AutoPlay, Description, Empty, Group, Home, Stock, WasteBuild};

/// A position of a described game, with its counts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Described {
    id: DescId,
    stock: Pile,
    waste: Pile,
    reserve: Pile,
    cells: Vec<Pile>,
    foundations: Vec<Pile>,
    columns: Vec<Pile>,
    /// The rank every foundation starts from.
    base: Rank,
    /// Turns of the waste back into the stock so far.
    recycles: u32,
    /// Redeals made (a stock that redeals); the notation says them.
    redeals: u8,
    moves: u32,
    /// Points the moves earned, for a score counted move by move
    /// (Klondike's standard score; see [`scores`]).
    points: i32,
}

impl Described {
    /// A table of `id`'s piles without cards.
    fn empty(id: DescId) -> Described {
        let d = id.description();
        Described {
            id,
            stock: Pile::new(),
            waste: Pile::new(),
            reserve: Pile::new(),
            cells: vec![Pile::new(); usize::from(d.cells)],
            foundations: vec![Pile::new(); usize::from(d.foundations)],
            columns: vec![Pile::new(); d.columns()],
            base: d.end_base(),
            recycles: 0,
            redeals: 0,
            moves: 0,
            points: 0,
        }
    }

    /// The columns, for a tuned solver.
    pub fn columns(&self) -> &[Pile] {
        &self.columns
    }

    /// The description played.
    pub fn description(&self) -> &'static Description {
        self.id.description()
    }

    /// Every pile with its name, in table order: stock, waste, reserve,
    /// free cells, foundations, columns (those the game has).
    fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        let d = self.description();
        let stock = (d.stock != Stock::None).then_some((PileId::Stock, &self.stock));
        let waste = d.has_waste().then_some((PileId::Waste, &self.waste));
        let reserve = (d.reserve > 0).then_some((PileId::Reserve, &self.reserve));
        stock
            .into_iter()
            .chain(waste)
            .chain(reserve)
            .chain(numbered(PileId::FreeCell, &self.cells))
            .chain(numbered(PileId::Foundation, &self.foundations))
            .chain(numbered(PileId::Column, &self.columns))
    }

    /// Every pile the game has, in table order, to change.
    fn all_piles_mut(&mut self) -> impl Iterator<Item = &mut Pile> {
        let d = self.description();
        let stock = (d.stock != Stock::None).then_some(&mut self.stock);
        let waste = d.has_waste().then_some(&mut self.waste);
        let reserve = (d.reserve > 0).then_some(&mut self.reserve);
        stock
            .into_iter()
            .chain(waste)
            .chain(reserve)
            .chain(&mut self.cells)
            .chain(&mut self.foundations)
            .chain(&mut self.columns)
    }

    fn get(&self, id: PileId) -> Option<&Pile> {
        let d = self.description();
        match id {
            PileId::Stock if d.stock != Stock::None => Some(&self.stock),
            PileId::Waste if d.has_waste() => Some(&self.waste),
            PileId::Reserve if d.reserve > 0 => Some(&self.reserve),
            PileId::FreeCell(n) => self.cells.get(usize::from(n)),
            PileId::Foundation(n) => self.foundations.get(usize::from(n)),
            PileId::Column(n) => self.columns.get(usize::from(n)),
            _ => None,
        }
    }

    /// Cards home so far.
    fn home(&self) -> usize {
        self.foundations.iter().map(Pile::len).sum()
    }

    /// How many cards a group may hold by the free space: FreeCell's
    /// supermove, `(free cells + 1) × 2^(empty columns)`, not counting the
    /// destination; no limit for the other groups.
    fn room(&self, to: PileId) -> usize {
        let d = self.description();
        if d.group != Group::Supermove {
            return usize::MAX;
        }
        let cells = if d.spread {
            0
        } else {
            self.cells.iter().filter(|c| c.is_empty()).count()
        };
        let empties = if d.empty == Empty::Any {
            self.columns
                .iter()
                .enumerate()
                .filter(|(i, c)| c.is_empty() && PileId::Column(*i as u8) != to)
                .count()
        } else {
            0
        };
        (cells + 1) << empties.min(16)
    }

    /// The top `count` cards of a column may move together: face up, and
    /// a group by the rule.
    fn check_group(&self, pile: &Pile, count: usize) -> Result<(), Illegal> {
        let d = self.description();
        if count > pile.face_up_cards().len() {
            return Err(Illegal::FaceDown);
        }
        let cards = &pile.cards()[pile.len() - count..];
        let whole = count == 1 || count == pile.len();
        if d.group.allows(d.build, cards) && (d.group != Group::OneOrWhole || whole) {
            Ok(())
        } else {
            Err(Illegal::GroupRule(d.group.words()))
        }
    }

    fn check_draw(&self) -> Result<(), Illegal> {
        match self.description().stock {
            Stock::None => Err(Illegal::NoStock),
            Stock::Waste { passes, .. } => {
                if !self.stock.is_empty() {
                    Ok(())
                } else if self.waste.is_empty() {
                    Err(Illegal::NothingToDraw)
                } else if passes.is_some_and(|p| self.recycles + 1 >= u32::from(p)) {
                    Err(Illegal::NoPassesLeft)
                } else {
                    Ok(())
                }
            }
            Stock::Deal { not_on_empty } => {
                if self.stock.is_empty() {
                    Err(Illegal::StockEmpty)
                } else if not_on_empty && self.columns.iter().any(Pile::is_empty) {
                    Err(Illegal::EmptyColumn)
                } else {
                    Ok(())
                }
            }
            Stock::Redeal {
                times: Some(times), ..
            } if self.redeals >= times => Err(Illegal::NoRedealsLeft),
            Stock::Redeal { .. } => Ok(()),
        }
    }

    fn check_transfer(&self, from: PileId, to: PileId, count: usize) -> Result<(), Illegal> {
        let d = self.description();
        let (dest, cards) = transfer_parts(|id| self.get(id), from, to, count)?;
        let source = self.get(from).expect("transfer_parts found it");
        match from {
            PileId::Stock => return Err(Illegal::NotASource(from)),
            // A waste that takes the columns' cards is where they go.
            PileId::Waste if d.waste != WasteBuild::None => return Err(Illegal::NotASource(from)),
            PileId::Foundation(_) if d.home == Home::Runs || !d.home_back => {
                return Err(Illegal::FoundationIsFinal)
            }
            PileId::Column(_) => self.check_group(source, count)?,
            _ if count != 1 => return Err(Illegal::OneAtATime),
            _ => {}
        }
        let first = cards[0];
        match to {
            PileId::Waste if d.waste != WasteBuild::None => {
                if count != 1 {
                    Err(Illegal::OneAtATime)
                } else {
                    d.waste
                        .allows(dest.top(), first)
                        .map_err(Illegal::BuildRule)
                }
            }
            PileId::Stock | PileId::Waste | PileId::Reserve => Err(Illegal::NotADestination(to)),
            PileId::FreeCell(_) if d.spread => Err(Illegal::NotADestination(PileId::Reserve)),
            PileId::FreeCell(_) if count != 1 => Err(Illegal::OneAtATime),
            PileId::FreeCell(_) if !dest.is_empty() => Err(Illegal::CellOccupied),
            PileId::FreeCell(_) => Ok(()),
            PileId::Foundation(_) if d.home == Home::Runs => Err(Illegal::HomeByItself),
            // A card that comes back from home comes back to play: moving
            // it between foundations changes nothing but could go on
            // without end (the game finishing itself, a search).
            PileId::Foundation(_) if matches!(from, PileId::Foundation(_)) => Err(
                Illegal::HomeRule("a card leaves a foundation only to be played"),
            ),
            PileId::Foundation(_) if count != 1 => Err(Illegal::OneAtATime),
            PileId::Foundation(_) if d.fits_home(first, dest.cards(), self.base) => Ok(()),
            PileId::Foundation(_) => Err(Illegal::HomeRule(d.home_words())),
            PileId::Column(_) => {
                let fits = match dest.top() {
                    None if d.empty.allows(first, self.base) => Ok(()),
                    None => Err(Illegal::EmptyRule(d.empty.words())),
                    Some(top) if d.build.allows(top, first) => Ok(()),
                    Some(_) => Err(Illegal::BuildRule(d.build.words())),
                };
                fits?;
                self.check_suit_runs(cards, to)?;
                let max = self.room(to);
                if count > max {
                    Err(Illegal::RunTooLong { max })
                } else {
                    Ok(())
                }
            }
        }
    }

    /// What follows any move by itself: a column's face-down top card
    /// turns up, a whole run goes home (foundations of runs), and an
    /// empty column takes the reserve's top card (filled from the
    /// reserve), until nothing more happens.
    fn settle(&mut self, events: &mut Vec<Event>) {
        let d = self.description();
        loop {
            let mut changed = false;
            for (i, column) in self.columns.iter_mut().enumerate() {
                if column.turn_up_top() {
                    let card = column.top().expect("a card turned");
                    events.push(Event::Turned {
                        pile: PileId::Column(i as u8),
                        card,
                    });
                    changed = true;
                }
            }
            if d.home == Home::Runs {
                for i in 0..self.columns.len() {
                    let column = &self.columns[i];
                    let whole = column.len() >= 13
                        && column.face_up_cards().len() >= 13
                        && is_king_to_ace(&column.cards()[column.len() - 13..]);
                    let free = self.foundations.iter().position(Pile::is_empty);
                    if let (true, Some(f)) = (whole, free) {
                        let from = PileId::Column(i as u8);
                        events.push(self.transfer(from, PileId::Foundation(f as u8), 13));
                        changed = true;
                    }
                }
            }
            if d.empty == Empty::Reserve {
                for i in 0..self.columns.len() {
                    if self.columns[i].is_empty() && !self.reserve.is_empty() {
                        events.push(self.transfer(PileId::Reserve, PileId::Column(i as u8), 1));
                        changed = true;
                    }
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// Where `card` stands in its foundation's order (the vocabulary's
    /// [`Description::step`] from this game's base).
    fn step(&self, card: Card) -> u8 {
        self.description().step(card, self.base)
    }

    /// Whether `card`, able to go home, is never needed on the table
    /// again (the vocabulary's [`Description::is_safe`], counting the
    /// cards home).
    fn is_safe(&self, card: Card) -> bool {
        let mut home = [0u8; 52];
        for card in self.foundations.iter().flat_map(|f| f.cards()) {
            home[card.face().index()] += 1;
        }
        let (d, base) = (self.description(), self.base);
        let fits_now = |c: Card| {
            self.foundations
                .iter()
                .any(|f| d.fits_home(c, f.cards(), base))
        };
        d.is_safe(card, base, &home, fits_now)
    }

    /// The rank every foundation starts from (the dealt card's, or the
    /// ace's or king's).
    pub fn base(&self) -> Rank {
        self.base
    }

    /// The foundation `card`, on top of `from`, goes to: a base card to
    /// its suit's own place when that is free (the suits' order, as the
    /// table shows them), else the first that takes it.
    fn home_for(&self, from: PileId, card: Card) -> Option<u8> {
        let own = card.suit().index();
        let fits = |f: usize| {
            self.check(Move::one(from, PileId::Foundation(f as u8)))
                .is_ok()
        };
        let base = self.foundations.get(own).is_some_and(Pile::is_empty) && fits(own);
        match base {
            true => Some(own as u8),
            false => (0..self.foundations.len())
                .find(|&f| fits(f))
                .map(|f| f as u8),
        }
    }

    /// The piles a card is played from by hand, each with its top card.
    fn sources(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        self.all_piles()
            .filter(|(id, _)| !matches!(id, PileId::Stock | PileId::Foundation(_)))
    }
}

/// True when `cards` (bottom first) run from king to ace in one suit:
/// a run that goes home (the solver's flat position settles by it too).
pub(crate) fn is_king_to_ace(cards: &[Card]) -> bool {
    cards.len() == 13
        && cards[0].rank() == Rank::KING
        && cards
            .windows(2)
            .all(|w| w[0].suit() == w[1].suit() && w[0].rank().prev() == Some(w[1].rank()))
}

impl PileSet for Described {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        self.get(id)?;
        match id {
            PileId::Stock => Some(&mut self.stock),
            PileId::Waste => Some(&mut self.waste),
            PileId::Reserve => Some(&mut self.reserve),
            PileId::FreeCell(n) => self.cells.get_mut(usize::from(n)),
            PileId::Foundation(n) => self.foundations.get_mut(usize::from(n)),
            PileId::Column(n) => self.columns.get_mut(usize::from(n)),
        }
    }
}

impl Patience for Described {
    fn variant(&self) -> Variant {
        Variant::Described(self.id)
    }

    fn deck(&self) -> Deck {
        self.description().deck
    }

    fn piles(&self) -> Vec<(PileId, &Pile)> {
        self.all_piles().collect()
    }

    fn pile(&self, id: PileId) -> Option<&Pile> {
        self.get(id)
    }

    fn foundations(&self) -> &[Pile] {
        &self.foundations
    }

    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        let mut events = Vec::new();
        match mv {
            Move::Draw => match self.description().stock {
                Stock::Waste { .. } if self.stock.is_empty() => {
                    self.stock.recycle_from(&mut self.waste);
                    self.recycles += 1;
                    events.push(Event::Recycled);
                }
                Stock::Waste { draw, .. } => {
                    let n = usize::from(draw).min(self.stock.len());
                    let mut drawn = Vec::with_capacity(n);
                    for _ in 0..n {
                        let card = self.stock.take(1)[0];
                        self.waste.push(card);
                        drawn.push(card);
                    }
                    events.push(Event::Drew { cards: drawn });
                }
                Stock::Deal { .. } => {
                    let n = self.columns.len().min(self.stock.len());
                    events.push(self.stock.deal_onto(&mut self.columns[..n]));
                }
                Stock::Redeal { .. } => {
                    self.redeal();
                    events.push(Event::Recycled);
                }
                Stock::None => unreachable!("check refuses a draw without a stock"),
            },
            Move::Transfer { from, to, count } => events.push(self.transfer(from, to, count)),
            Move::Pair { .. } => unreachable!("check refuses pairs"),
        }
        self.moves += 1;
        self.settle(&mut events);
        self.earn(&events);
        if self.is_won() {
            events.push(Event::Won);
        }
        Ok(events)
    }

    fn check(&self, mv: Move) -> Result<(), Illegal> {
        if self.is_won() {
            return Err(Illegal::GameOver);
        }
        match mv {
            Move::Draw => self.check_draw(),
            Move::Transfer { from, to, count } => self.check_transfer(from, to, count.into()),
            Move::Pair { .. } => Err(Illegal::NoPairs),
        }
    }

    /// The draw, then every group of every pile onto every pile that takes
    /// it.
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.check(Move::Draw).is_ok() {
            moves.push(Move::Draw);
        }
        let ids: Vec<PileId> = self.all_piles().map(|(id, _)| id).collect();
        for (from, pile) in self.all_piles() {
            let most = match from {
                PileId::Column(_) => pile.face_up_cards().len(),
                _ => usize::from(!pile.is_empty()),
            };
            for count in 1..=most {
                for &to in &ids {
                    let mv = Move::run(from, to, count);
                    if self.check(mv).is_ok() {
                        moves.push(mv);
                    }
                }
            }
        }
        moves
    }

    /// A column's longest group by the rule (within the room a supermove
    /// has onto a column); one card from a waste, reserve or cell, or a
    /// foundation that gives cards back.
    fn lift(&self, pile: PileId) -> usize {
        let d = self.description();
        let Some(p) = self.get(pile) else {
            return 0;
        };
        match pile {
            PileId::Stock => 0,
            PileId::Waste if d.waste != WasteBuild::None => 0,
            PileId::Foundation(_) if d.home == Home::Runs || !d.home_back => 0,
            PileId::Column(_) => {
                let room = self.room(PileId::Stock);
                (1..=p.face_up_cards().len().min(room))
                    .rev()
                    .find(|&n| {
                        self.check_group(p, n).is_ok()
                            && self
                                .check_suit_runs(&p.cards()[p.len() - n..], pile)
                                .is_ok()
                    })
                    .unwrap_or(0)
            }
            _ => usize::from(!p.is_empty()),
        }
    }

    /// The first card, from the waste, reserve, cells or columns, that
    /// goes home and is never needed on the table again.
    /// Free cells are always alike; columns are, unless the stock deals
    /// onto them one by one from the first (Scorpion, Spiderette) or
    /// gathers them in order for a redeal (Grandfather), where which
    /// column gets which card depends on its place.
    fn alike(&self) -> Alike {
        Alike {
            columns: !matches!(
                self.description().stock,
                Stock::Deal { .. } | Stock::Redeal { .. }
            ),
            cells: true,
        }
    }

    /// The waste's turns count only where the passes are limited.
    fn turns_matter(&self) -> bool {
        !matches!(self.description().stock, Stock::Waste { passes: None, .. })
    }

    fn safe_home_move(&self) -> Option<Move> {
        let d = self.description();
        if d.auto_play == AutoPlay::None || d.home == Home::Runs {
            return None;
        }
        self.sources().find_map(|(from, pile)| {
            let card = pile.top()?;
            if !self.is_safe(card) {
                return None;
            }
            let f = self.home_for(from, card)?;
            Some(Move::one(from, PileId::Foundation(f)))
        })
    }

    /// Every card home; without foundations, the columns, cells and
    /// reserve empty.
    fn is_won(&self) -> bool {
        if self.description().home == Home::None {
            return self.columns.iter().chain(&self.cells).all(Pile::is_empty)
                && self.reserve.is_empty();
        }
        self.home() == self.deck().len()
    }

    /// Nothing is left in the stock, waste or reserve, nothing lies face
    /// down, and every column goes the foundations' way from its bottom:
    /// each card can go home in turn.
    fn is_trivially_won(&self) -> bool {
        let d = self.description();
        !matches!(d.home, Home::Runs | Home::None)
            && self.stock.is_empty()
            && self.waste.is_empty()
            && self.reserve.is_empty()
            && self.columns.iter().all(|c| {
                c.face_down() == 0
                    && c.cards()
                        .windows(2)
                        .all(|w| self.step(w[0]) > self.step(w[1]))
            })
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    fn tally(&self) -> Tally {
        Tally {
            moves: self.moves,
            recycles: self.recycles,
            points: self.points,
        }
    }

    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
        self.recycles = tally.recycles;
        self.points = tally.points;
    }

    /// The score the description keeps ([`scores`]).
    fn score(&self) -> Option<i32> {
        self.scored()
    }

    fn shown_score(&self, seconds: u32, bonus: bool) -> Option<i32> {
        self.shown(seconds, bonus)
    }

    fn scores_money(&self) -> bool {
        self.description().scoring == vocabulary::Scoring::Vegas
    }

    fn home_first(&self) -> bool {
        self.description().home_first
    }

    /// Deals, for a stock that deals onto the columns; redeals, for one
    /// that redeals them; cards otherwise.
    fn stock_unit(&self) -> StockUnit {
        match self.description().stock {
            Stock::Deal { .. } => StockUnit::Deals,
            Stock::Redeal { .. } => StockUnit::Redeals,
            _ => StockUnit::Cards,
        }
    }

    /// `stock` for a turn or a deal, `redeal` for a redeal, `FROM TO
    /// [COUNT]` for the rest (fc-solve's moves with the board notation).
    fn move_text(&self, mv: Move) -> String {
        match (mv, self.description().stock) {
            (Move::Draw, Stock::Redeal { .. }) => "redeal".to_string(),
            (Move::Draw, _) => "stock".to_string(),
            _ => self.written_move(mv),
        }
    }

    /// The ace or the king ([`vocabulary::Base::End`]) or the rank dealt to
    /// the first foundation ([`vocabulary::Base::Dealt`]); none where whole
    /// runs go home.
    fn home_base(&self) -> Option<Rank> {
        match self.description().home {
            Home::Suit { .. } => Some(self.base),
            Home::Runs | Home::None => None,
        }
    }

    /// The cells' places are the reserve where they hold one spread
    /// (King Albert's): its cards are played from, never put there.
    fn pile_kind(&self, pile: PileId) -> PileKind {
        match pile {
            PileId::FreeCell(_) if self.description().spread => PileKind::Reserve,
            _ => PileKind::of(pile),
        }
    }

    /// A foundation's base, or "K" on a column only a king fills.
    fn empty_takes(&self, pile: PileId) -> Option<Rank> {
        match pile {
            PileId::Foundation(_) => self.home_base(),
            PileId::Column(_) => match self.description().empty {
                Empty::Kings => Some(Rank::KING),
                Empty::BelowBase => Some(vocabulary::below(self.base)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Cards, or for a stock that deals onto the columns, deals.
    fn stock_left(&self) -> Option<usize> {
        match self.description().stock {
            Stock::None => None,
            Stock::Waste { .. } => Some(self.stock.len()),
            Stock::Deal { .. } => Some(self.stock.len().div_ceil(self.columns.len())),
            Stock::Redeal { .. } => self
                .redeals_allowed()
                .map(|times| usize::from(times - self.redeals)),
        }
    }
}

impl Laid for Described {
    fn table(&self) -> Table {
        table::of(self.description())
    }
}
