//! FreeCell: eight columns dealt face up from Microsoft's generator, four
//! free cells holding one card each, four foundations that cards never leave.

use std::fmt;
use std::str::FromStr;

use super::table::{Fan, Table};
use super::{whole, Alike, Patience, Tally, Variant};
use crate::model::card::{Card, Rank, Suit};
use crate::model::deal::{microsoft_deck, MS_MAX_DEAL};
use crate::model::deck::{Copies, Deck};
use crate::model::moves::{Event, Illegal, Move};
use crate::model::notation::{Given, ParseError};
use crate::model::pile::{numbered, Pile, PileId, PileSet};
use crate::model::rules::{
    cards_home, fits_foundation, foundation_for, is_run, is_safe_home, top_run_len, transfer_parts,
};

/// A FreeCell position with its move counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct FreeCell {
    cells: [Pile; 4],
    foundations: [Pile; 4],
    columns: [Pile; 8],
    moves: u32,
}

impl FreeCell {
    /// Microsoft deal `number` (1..=2^31-1), dealt row by row from the left.
    /// Microsoft's deal `number` (clamped to its range).
    pub fn deal(number: u64) -> FreeCell {
        let number = number.clamp(1, u64::from(MS_MAX_DEAL)) as u32;
        let mut game = FreeCell::default();
        for (i, card) in microsoft_deck(number).into_iter().enumerate() {
            game.columns[i % 8].push(card);
        }
        game
    }

    /// Every pile with its name, in table order.
    pub fn all_piles(&self) -> impl Iterator<Item = (PileId, &Pile)> {
        let cells = numbered(PileId::FreeCell, &self.cells);
        let homes = numbered(PileId::Foundation, &self.foundations);
        let columns = numbered(PileId::Column, &self.columns);
        cells.chain(homes).chain(columns)
    }

    pub fn cells(&self) -> &[Pile; 4] {
        &self.cells
    }

    pub fn columns(&self) -> &[Pile; 8] {
        &self.columns
    }

    /// The longest run that may move onto `to`: (empty free cells + 1) ×
    /// 2^(empty columns), not counting the destination if it is empty.
    pub fn max_run(&self, to: PileId) -> usize {
        let free = self.cells.iter().filter(|c| c.is_empty()).count();
        let empty = self
            .columns
            .iter()
            .enumerate()
            .filter(|(i, c)| c.is_empty() && PileId::Column(*i as u8) != to)
            .count();
        (free + 1) << empty
    }

    /// Reads the board format other FreeCell programs use: one column per
    /// line (bottom card first, optionally led by `:`), an optional
    /// `Freecells:` line (`-` for an empty cell) and an optional
    /// `Foundations: H-0 C-0 D-0 S-0` line (fc-solve also writes `FC:` and
    /// `Founds:`). The board holds the whole deck, each card once: files and
    /// the command line come this way.
    pub fn parse_board(text: &str) -> Result<FreeCell, ParseError> {
        whole(FreeCell::parse_partial(text)?, text)
    }

    /// Reads a board that may leave cards out: a corner of a game for a
    /// test or a puzzle made by hand. Everything else is checked as in
    /// [`FreeCell::parse_board`].
    pub fn parse_partial(text: &str) -> Result<FreeCell, ParseError> {
        let mut game = FreeCell::default();
        let mut column = 0;
        let mut given = Given::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let content = raw.split('#').next().unwrap_or("").trim();
            if content.is_empty() {
                continue;
            }
            let lower = content.to_ascii_lowercase();
            // The rest of the line after the first of `labels` it starts with.
            let after = |labels: &[&str]| {
                labels.iter().find_map(|label| {
                    lower
                        .strip_prefix(label)
                        .map(|rest| &content[content.len() - rest.len()..])
                })
            };
            // The label as written, for the error when it comes again.
            let label = |rest: &str| content[..content.len() - rest.len() - 1].to_string();
            if let Some(rest) = after(&["freecells:", "fc:"]) {
                given.once(Row::FreeCells, line, &label(rest))?;
                game.cells = parse_cells(rest, line)?;
            } else if let Some(rest) = after(&["foundations:", "founds:"]) {
                given.once(Row::Foundations, line, &label(rest))?;
                game.foundations = parse_foundations(rest, line)?;
            } else {
                if column == 8 {
                    return Err(ParseError::new(line, content, "FreeCell has eight columns"));
                }
                let cards = content.strip_prefix(':').unwrap_or(content);
                let mut pile = Pile::new();
                for token in cards.split_whitespace() {
                    pile.push(parse_card(token, line)?);
                }
                game.columns[column] = pile;
                column += 1;
            }
            let mut check = Copies::new(Deck::Standard);
            if let Err(card) = game
                .all_piles()
                .map(|(_, p)| p.clone())
                .try_for_each(|mut p| check.number(&mut p))
            {
                return Err(ParseError::new(
                    line,
                    card.to_string(),
                    "this card is already on the table",
                ));
            }
        }
        Ok(game)
    }
}

impl PileSet for FreeCell {
    fn pile_mut(&mut self, id: PileId) -> Option<&mut Pile> {
        match id {
            PileId::FreeCell(n) => self.cells.get_mut(n as usize),
            PileId::Foundation(n) => self.foundations.get_mut(n as usize),
            PileId::Column(n) => self.columns.get_mut(n as usize),
            PileId::Stock | PileId::Waste | PileId::Reserve => None,
        }
    }
}

impl Patience for FreeCell {
    fn variant(&self) -> Variant {
        Variant::FreeCell
    }

    fn deck(&self) -> Deck {
        Deck::Standard
    }

    fn piles(&self) -> Vec<(PileId, &Pile)> {
        self.all_piles().collect()
    }

    /// A run in alternating colours from a column (where it may go is the
    /// destination's business: as far as free cells and empty columns
    /// allow); the card of a free cell.
    fn lift(&self, pile: PileId) -> usize {
        match (pile, self.pile(pile)) {
            (PileId::Column(_), Some(p)) => top_run_len(p),
            (PileId::FreeCell(_), Some(p)) => usize::from(!p.is_empty()),
            _ => 0,
        }
    }

    /// fc-solve's `-snx` notation: `1`–`8` the columns, `a`–`d` the free
    /// cells, `h` the foundations; a run onto an empty column carries its
    /// count (`13v2`), other counts are implied by where the cards fit.
    fn move_text(&self, mv: Move) -> String {
        let Move::Transfer { from, to, count } = mv else {
            return mv.to_string();
        };
        let mut text = format!("{}{}", pile_char(from), pile_char(to));
        if count > 1 && self.pile(to).is_some_and(|p| p.is_empty()) {
            text.push_str(&format!("v{count}"));
        }
        text
    }

    /// The free cells over the first four columns, the foundations over
    /// the last four.
    fn table(&self) -> Table {
        let cells = (0..4u8).map(|n| (PileId::FreeCell(n), f32::from(n), Fan::Stacked));
        let homes = (0..4u8).map(|n| (PileId::Foundation(n), f32::from(4 + n), Fan::Stacked));
        let top: Vec<_> = cells.chain(homes).collect();
        Table::with_columns(8, &top, 8)
    }

    fn pile(&self, id: PileId) -> Option<&Pile> {
        match id {
            PileId::FreeCell(n) => self.cells.get(n as usize),
            PileId::Foundation(n) => self.foundations.get(n as usize),
            PileId::Column(n) => self.columns.get(n as usize),
            PileId::Stock | PileId::Waste | PileId::Reserve => None,
        }
    }

    fn foundations(&self) -> &[Pile] {
        &self.foundations
    }

    fn moves(&self) -> u32 {
        self.moves
    }

    /// Sets the move count (a position read back); FreeCell keeps no other.
    fn set_tally(&mut self, tally: Tally) {
        self.moves = tally.moves;
    }

    fn is_won(&self) -> bool {
        cards_home(&self.foundations) == 52
    }

    /// True when every column is one run in order: only moving home is left.
    fn is_trivially_won(&self) -> bool {
        self.columns.iter().all(|c| top_run_len(c) == c.len())
    }

    /// Checks a move without making it.
    fn check(&self, mv: Move) -> Result<(), Illegal> {
        if self.is_won() {
            return Err(Illegal::GameOver);
        }
        let (from, to, count) = match mv {
            Move::Draw => return Err(Illegal::NoStock),
            Move::Pair { .. } => return Err(Illegal::NoPairs),
            Move::Transfer { from, to, count } => (from, to, count as usize),
        };
        let (dest, cards) = transfer_parts(|id| self.pile(id), from, to, count)?;
        match from {
            PileId::Foundation(_) => return Err(Illegal::FoundationIsFinal),
            PileId::FreeCell(_) if count > 1 => return Err(Illegal::OneAtATime),
            _ if !is_run(cards) => return Err(Illegal::NotARun),
            _ => {}
        }
        let bottom = cards[0];
        match to {
            PileId::Foundation(_) if count > 1 => Err(Illegal::OneAtATime),
            PileId::Foundation(_) if fits_foundation(bottom, dest) => Ok(()),
            PileId::Foundation(_) => Err(Illegal::NotNextOnFoundation),
            PileId::FreeCell(_) if count > 1 => Err(Illegal::OneAtATime),
            PileId::FreeCell(_) if !dest.is_empty() => Err(Illegal::CellOccupied),
            PileId::FreeCell(_) => Ok(()),
            PileId::Column(_) => {
                if let Some(top) = dest.top() {
                    if !bottom.builds_down_on(top) {
                        return Err(Illegal::DoesNotBuild);
                    }
                }
                let max = self.max_run(to);
                if count > max {
                    Err(Illegal::RunTooLong { max })
                } else {
                    Ok(())
                }
            }
            _ => Err(Illegal::NotADestination(to)),
        }
    }

    /// The one door: checks the move and, if legal, makes it.
    fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        let Move::Transfer { from, to, count } = mv else {
            unreachable!("check refuses draws")
        };
        self.moves += 1;
        let mut events = vec![self.transfer(from, to, count)];
        if self.is_won() {
            events.push(Event::Won);
        }
        Ok(events)
    }

    /// The columns and the cells may be in any order: any card fills any
    /// empty column or cell.
    fn alike(&self) -> Alike {
        Alike {
            columns: true,
            cells: true,
        }
    }

    /// The next card that can go home safely, from a free cell or a column.
    fn safe_home_move(&self) -> Option<Move> {
        let sources = (0..4)
            .map(PileId::FreeCell)
            .chain((0..8).map(PileId::Column));
        for from in sources {
            let card = match self.pile(from).and_then(Pile::top) {
                Some(card) => card,
                None => continue,
            };
            if is_safe_home(card, &self.foundations) {
                let f = foundation_for(card, &self.foundations)?;
                return Some(Move::one(from, PileId::Foundation(f as u8)));
            }
        }
        None
    }

    /// Every legal move. Moves to an empty free cell or empty column are
    /// listed for the first such place only (the others are the same move).
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        let sources: Vec<PileId> = (0..4)
            .map(PileId::FreeCell)
            .chain((0..8).map(PileId::Column))
            .collect();
        let first_free_cell = self
            .cells
            .iter()
            .position(Pile::is_empty)
            .map(|i| PileId::FreeCell(i as u8));
        let first_empty_column = self
            .columns
            .iter()
            .position(Pile::is_empty)
            .map(|i| PileId::Column(i as u8));
        let mut dests: Vec<PileId> = (0..4).map(PileId::Foundation).collect();
        dests.extend(
            (0..8)
                .map(PileId::Column)
                .filter(|c| !self.pile(*c).expect("column").is_empty()),
        );
        dests.extend(first_empty_column);
        dests.extend(first_free_cell);
        for from in sources {
            let run = top_run_len(self.pile(from).expect("pile"));
            for &to in &dests {
                for count in 1..=run {
                    let mv = Move::run(from, to, count);
                    if self.check(mv).is_ok() {
                        moves.push(mv);
                    }
                }
            }
        }
        moves
    }
}

/// The board's labelled lines, each given at most once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    FreeCells,
    Foundations,
}

fn parse_card(token: &str, line: usize) -> Result<Card, ParseError> {
    token
        .parse()
        .map_err(|e: crate::model::card::BadCard| ParseError::new(line, token, e.to_string()))
}

fn parse_cells(text: &str, line: usize) -> Result<[Pile; 4], ParseError> {
    let mut cells: [Pile; 4] = Default::default();
    for (i, token) in text.split_whitespace().enumerate() {
        if i >= 4 {
            return Err(ParseError::new(
                line,
                token,
                "there are only four free cells",
            ));
        }
        if !token.chars().all(|c| c == '-') {
            cells[i].push(parse_card(token, line)?);
        }
    }
    Ok(cells)
}

fn parse_foundations(text: &str, line: usize) -> Result<[Pile; 4], ParseError> {
    let mut homes: [Pile; 4] = Default::default();
    let mut seen = [false; 4];
    for (slot, token) in text.split_whitespace().enumerate() {
        let bad = |why: &str| ParseError::new(line, token, why.to_string());
        let (suit, rank) = token
            .split_once('-')
            .ok_or_else(|| bad("expected SUIT-RANK, e.g. H-5"))?;
        let mut suit_chars = suit.chars();
        let suit = match (
            suit_chars.next().and_then(Suit::from_letter),
            suit_chars.next(),
        ) {
            (Some(s), None) => s,
            _ => return Err(bad("not a suit (C D H S)")),
        };
        if slot >= 4 {
            return Err(bad("there are only four foundations"));
        }
        if std::mem::replace(&mut seen[suit.index()], true) {
            return Err(bad("this suit is given twice"));
        }
        let top = if rank == "0" {
            0
        } else {
            Rank::from_text(rank)
                .ok_or_else(|| bad("not a rank (0 A 2-9 T J Q K)"))?
                .value()
        };
        if top > 0 {
            homes[slot] = Pile::with_cards(
                (1..=top)
                    .map(|v| Card::new(Rank::new(v).expect("1..=13"), suit))
                    .collect(),
                0,
            );
        }
    }
    Ok(homes)
}

/// A pile's letter in fc-solve's move notation.
fn pile_char(pile: PileId) -> char {
    match pile {
        PileId::Column(n) => (b'1' + n) as char,
        PileId::FreeCell(n) => (b'a' + n) as char,
        PileId::Foundation(_) => 'h',
        PileId::Stock | PileId::Waste | PileId::Reserve => '?',
    }
}

impl fmt::Display for FreeCell {
    /// The board format. `Foundations:` and `Freecells:` lines are written
    /// only when they hold cards, so a fresh deal prints just its columns.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.foundations.iter().any(|p| !p.is_empty()) {
            // Foundation n is the n-th entry, so positions round-trip; empty
            // foundations take the suits not yet home.
            write!(f, "Foundations:")?;
            let mut spare = [Suit::Hearts, Suit::Clubs, Suit::Diamonds, Suit::Spades]
                .into_iter()
                .filter(|s| {
                    !self
                        .foundations
                        .iter()
                        .any(|p| p.top().is_some_and(|c| c.suit() == *s))
                });
            for pile in &self.foundations {
                match pile.top() {
                    Some(c) => write!(f, " {}-{}", c.suit().letter(), c.rank().letter())?,
                    None => write!(f, " {}-0", spare.next().map_or('H', Suit::letter))?,
                }
            }
            writeln!(f)?;
        }
        if self.cells.iter().any(|p| !p.is_empty()) {
            write!(f, "Freecells:")?;
            for cell in &self.cells {
                match cell.top() {
                    Some(c) => write!(f, " {c}")?,
                    None => write!(f, " -")?,
                }
            }
            writeln!(f)?;
        }
        for column in &self.columns {
            write!(f, ":")?;
            for c in column.cards() {
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl FromStr for FreeCell {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<FreeCell, ParseError> {
        FreeCell::parse_board(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_written_as_fc_solve_writes_them() {
        let game =
            FreeCell::parse_partial("Freecells: 5S - - -\n: 9H 8S 7D\n: 8C\n:\n: AH").unwrap();
        let c = PileId::Column;
        let show = |mv| game.move_text(mv);
        assert_eq!(
            show(Move::run(c(0), c(2), 2)),
            "13v2",
            "a run onto an empty column"
        );
        assert_eq!(show(Move::run(c(0), c(2), 1)), "13");
        assert_eq!(show(Move::run(c(0), c(1), 1)), "12");
        assert_eq!(show(Move::one(PileId::FreeCell(0), c(2))), "a3");
        assert_eq!(show(Move::one(c(3), PileId::Foundation(2))), "4h");
        assert_eq!(show(Move::one(c(0), PileId::FreeCell(1))), "1b");
    }

    /// A corner of a game: the cards a test needs, not the whole deck.
    fn board(text: &str) -> FreeCell {
        FreeCell::parse_partial(text).expect("a FreeCell board")
    }

    fn col(n: u8) -> PileId {
        PileId::Column(n)
    }

    fn vector(deal: u64) -> String {
        let text = include_str!("../../tests/vectors/freecell-ms-deals.txt");
        let start = text
            .find(&format!("# deal {deal}\n"))
            .expect("deal in vectors");
        text[start..]
            .lines()
            .skip(1)
            .take(8)
            .map(|l| format!("{l}\n"))
            .collect()
    }

    #[test]
    fn microsoft_deals_1_617_and_11982_are_dealt_exactly() {
        for n in [1, 617, 11982] {
            assert_eq!(FreeCell::deal(n).to_string(), vector(n), "deal {n}");
        }
    }

    #[test]
    fn run_limit_counts_free_cells_and_empty_columns() {
        // Two free cells empty, no empty column: 3 cards.
        let g = board("Freecells: AC AD - -\n: 9H\n: 8S 7D 6C 5H\n: 2S 8C 7H 6S\n: KS\n: KC\n: KH\n: KD\n: QS");
        assert_eq!(g.max_run(col(0)), 3);
        assert_eq!(g.check(Move::run(col(2), col(0), 3)), Ok(()));
        assert_eq!(
            g.check(Move::run(col(1), col(0), 4)),
            Err(Illegal::RunTooLong { max: 3 })
        );
        let g =
            board("Freecells: AC AD AH -\n: 9H\n: 8S 7D 6C 5H\n:\n: KS\n: KC\n: KH\n: KD\n: QS");
        // One free cell and one empty column: (1 + 1) * 2 = 4 onto 9H.
        assert_eq!(g.max_run(col(0)), 4);
        assert_eq!(g.check(Move::run(col(1), col(0), 4)), Ok(()));
        assert_eq!(
            g.check(Move::run(col(1), col(0), 3)),
            Err(Illegal::DoesNotBuild)
        );
        // Onto the empty column itself it does not count: 2.
        assert_eq!(g.max_run(col(2)), 2);
        assert_eq!(
            g.check(Move::run(col(1), col(2), 3)),
            Err(Illegal::RunTooLong { max: 2 })
        );
        assert_eq!(g.check(Move::run(col(1), col(2), 2)), Ok(()));
    }

    #[test]
    fn free_cells_hold_one_card_and_foundations_keep_theirs() {
        let mut g = board("Freecells: 5S - - -\nFoundations: H-A C-0 D-0 S-0\n: 9H 2H\n: 8S");
        assert_eq!(
            g.check(Move::one(col(0), PileId::FreeCell(0))),
            Err(Illegal::CellOccupied)
        );
        assert_eq!(g.check(Move::one(col(0), PileId::FreeCell(1))), Ok(()));
        g.play(Move::one(col(0), PileId::Foundation(0))).unwrap();
        assert_eq!(
            g.check(Move::one(PileId::Foundation(0), col(1))),
            Err(Illegal::FoundationIsFinal)
        );
        assert_eq!(g.check(Move::Draw), Err(Illegal::NoStock));
    }

    #[test]
    fn board_format_round_trips_with_cells_and_foundations() {
        let text =
            "Foundations: H-2 C-0 D-A S-0\nFreecells: - 5S - -\n: 9H 8S\n: KD\n:\n:\n:\n:\n:\n:\n";
        assert_eq!(board(text).to_string(), text);
    }

    #[test]
    fn bad_boards_are_errors_naming_the_line() {
        let err = FreeCell::parse_board(": 9H\n: 9H").unwrap_err();
        assert_eq!((err.line, err.token.as_str()), (2, "9H"));
        assert!(FreeCell::parse_board("Freecells: AS AD AC AH KS").is_err());
        assert!(FreeCell::parse_board("Foundations: X-3").is_err());
        assert!(FreeCell::parse_board(&":\n".repeat(9)).is_err());
    }

    #[test]
    fn a_board_must_hold_every_card_and_names_the_missing_ones() {
        let err = FreeCell::parse_board("").unwrap_err();
        assert!(err.reason.starts_with("52 cards are missing"), "{err}");
        // Deal 1 with the six of hearts left out: 51 cards.
        let deal = FreeCell::deal(1).to_string();
        let text = deal.replace(" 6H", "");
        assert_ne!(text, deal);
        let err = FreeCell::parse_board(&text).unwrap_err();
        assert_eq!((err.line, err.token.as_str()), (8, "6H"), "{err}");
        assert!(err.reason.starts_with("1 card is missing"), "{err}");
    }

    #[test]
    fn fc_solves_short_labels_for_cells_and_foundations_are_read() {
        let long = FreeCell::parse_board("Foundations: H-K C-K D-Q S-Q\nFreecells: KD - KS -");
        let short = FreeCell::parse_board("Founds: H-K C-K D-Q S-Q\nFC: KD - KS -");
        assert_eq!(short, long);
        assert!(short.is_ok(), "{short:?}");
    }

    #[test]
    fn deal_11982_is_not_deal_1() {
        assert_ne!(FreeCell::deal(11982), FreeCell::deal(1));
        assert_eq!(
            FreeCell::deal(11982)
                .all_piles()
                .map(|(_, p)| p.len())
                .sum::<usize>(),
            52
        );
    }
}
