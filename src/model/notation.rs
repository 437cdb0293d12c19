//! Shared pieces of the text notation: card lists with face-down brackets,
//! and parse errors that name the line and the token.

use std::fmt;

use super::card::Card;
use super::deck::{Copies, Deck};
use super::pile::{Pile, PileId};

/// A notation that could not be read: where, what, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number.
    pub line: usize,
    /// The offending token (or the whole line when no token is to blame).
    pub token: String,
    pub reason: String,
}

impl ParseError {
    pub fn new(line: usize, token: impl Into<String>, reason: impl Into<String>) -> ParseError {
        ParseError {
            line,
            token: token.into(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, `{}`: {}", self.line, self.token, self.reason)
    }
}

impl std::error::Error for ParseError {}

/// What the lines of a position have named so far, with the line that
/// named it: a notation gives each pile or setting once, and every game
/// refuses a second line the same way (the last silently winning would
/// hide a mistake in the file).
pub struct Given<K> {
    seen: Vec<(K, usize)>,
}

impl<K: PartialEq> Given<K> {
    pub fn new() -> Given<K> {
        Given { seen: Vec::new() }
    }

    /// Notes that `line` gives `key`, written `token` there; the error when
    /// an earlier line gave it.
    pub fn once(&mut self, key: K, line: usize, token: &str) -> Result<(), ParseError> {
        if let Some(&(_, first)) = self.seen.iter().find(|(seen, _)| *seen == key) {
            return Err(ParseError::new(
                line,
                token,
                format!("given twice (first on line {first})"),
            ));
        }
        self.seen.push((key, line));
        Ok(())
    }
}

impl<K: PartialEq> Default for Given<K> {
    fn default() -> Given<K> {
        Given::new()
    }
}

/// Reads `[KD 9C] 8H 7S`: cards bottom first, the face-down ones first and in
/// brackets. `[` may touch the first card and `]` the last.
pub fn parse_pile(text: &str, line: usize) -> Result<Pile, ParseError> {
    let spaced = text.replace('[', " [ ").replace(']', " ] ");
    let mut cards = Vec::new();
    let mut face_down = 0;
    // 0: before any bracket, 1: inside, 2: after the closing bracket.
    let mut state = 0;
    for token in spaced.split_whitespace() {
        match token {
            "[" if state == 0 && cards.is_empty() => state = 1,
            "]" if state == 1 => {
                face_down = cards.len();
                state = 2;
            }
            "[" | "]" => {
                return Err(ParseError::new(
                    line,
                    token,
                    "face-down cards go first, in one pair of brackets",
                ))
            }
            _ => {
                let card: Card = token.parse().map_err(|e: super::card::BadCard| {
                    ParseError::new(line, token, e.to_string())
                })?;
                cards.push(card);
            }
        }
    }
    if state == 1 {
        return Err(ParseError::new(line, text.trim(), "a `[` is never closed"));
    }
    Ok(Pile::with_cards(cards, face_down))
}

/// Writes a pile as [`parse_pile`] reads it.
pub fn write_pile(pile: &Pile, f: &mut impl fmt::Write) -> fmt::Result {
    let cards = pile.cards();
    let down = pile.face_down();
    if down > 0 {
        write!(f, " [")?;
        for (i, c) in cards[..down].iter().enumerate() {
            if i > 0 {
                write!(f, " ")?;
            }
            write!(f, "{c}")?;
        }
        write!(f, "]")?;
    }
    for c in &cards[down..] {
        write!(f, " {c}")?;
    }
    Ok(())
}

/// Writes a position a pile a line, `name: cards`, as [`read_named_piles`]
/// reads it: the stock's cards without brackets, since it lies face down
/// whole. One copy for every game (the piles come in as a trait object;
/// the page's size is budgeted).
pub fn write_named_piles(
    f: &mut fmt::Formatter<'_>,
    piles: &mut dyn Iterator<Item = (PileId, &Pile)>,
) -> fmt::Result {
    for (id, pile) in piles {
        write!(f, "{id}:")?;
        if id == PileId::Stock {
            for c in pile.cards() {
                write!(f, " {c}")?;
            }
        } else {
            write_pile(pile, f)?;
        }
        writeln!(f)?;
    }
    Ok(())
}

/// Reads a position written a pile a line, `name: cards` (`t0: [KD 9C] 8H`),
/// as Klondike and the games written like it are: `#` starts a comment,
/// each pile is given once, the stock lies face down, piles other than
/// columns and the stock face up, and a column's top card face up (play
/// turns it up at once; face down it could never be reached). `has` says
/// which piles the game has (`piles` names them for the error); `rule`
/// is the game's own check of a pile, the reason when it refuses it. The
/// cards get their ids from `deck` as they are read.
pub fn read_named_piles(
    text: &str,
    deck: Deck,
    piles: &str,
    has: impl Fn(PileId) -> bool,
    rule: impl Fn(PileId, &Pile) -> Option<&'static str>,
) -> Result<Vec<(PileId, Pile)>, ParseError> {
    read_piles(text, deck, piles, &has, &rule)
}

/// [`read_named_piles`] in one copy for every game: the games' checks come
/// in as trait objects, so the reader is not built again for each of them
/// (the page's size is budgeted).
fn read_piles(
    text: &str,
    deck: Deck,
    piles: &str,
    has: &dyn Fn(PileId) -> bool,
    rule: &dyn Fn(PileId, &Pile) -> Option<&'static str>,
) -> Result<Vec<(PileId, Pile)>, ParseError> {
    let mut read: Vec<(PileId, Pile)> = Vec::new();
    let mut given = Given::new();
    let mut copies = Copies::new(deck);
    for (line, name, cards) in named_lines(text)? {
        let id = name
            .parse::<PileId>()
            .ok()
            .filter(|id| has(*id))
            .ok_or_else(|| ParseError::new(line, name, piles))?;
        // Two spellings of one pile (`t1`, `t01`) are one pile given twice.
        given.once(id, line, name)?;
        let mut pile = parse_pile(cards, line)?;
        let refused = match id {
            PileId::Stock => {
                pile.set_face_down(pile.len());
                None
            }
            PileId::Column(_) if !pile.is_empty() && pile.face_down() == pile.len() => {
                Some("the top card of a column lies face up")
            }
            PileId::Column(_) => None,
            _ if pile.face_down() > 0 => Some("cards here lie face up"),
            _ => None,
        };
        if let Some(why) = refused.or_else(|| rule(id, &pile)) {
            return Err(ParseError::new(line, name, why));
        }
        number(&mut copies, &mut pile, line)?;
        read.push((id, pile));
    }
    Ok(read)
}

/// The lines of a position written `name: content`, with their numbers:
/// `#` starts a comment, blank lines are skipped, and a name given twice
/// is an error.
pub fn named_lines(text: &str) -> Result<Vec<(usize, &str, &str)>, ParseError> {
    let mut lines: Vec<(usize, &str, &str)> = Vec::new();
    let mut given = Given::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let (name, rest) = content.split_once(':').ok_or_else(|| {
            ParseError::new(
                line,
                content,
                "expected `pile: cards`, e.g. `t3: [KD 9C] 8H`",
            )
        })?;
        let name = name.trim();
        given.once(name, line, name)?;
        lines.push((line, name, rest));
    }
    Ok(lines)
}

/// A row of one-card places (`5H [7C] -- 9S`: a card, a card face down, or
/// `--` where the card is gone), exactly `len` of them, as the games that
/// lay cards over one another write their rows.
pub fn parse_places(
    text: &str,
    line: usize,
    name: &str,
    len: usize,
) -> Result<Vec<Pile>, ParseError> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    if tokens.len() != len {
        return Err(ParseError::new(
            line,
            name,
            format!("this row has {len} places: a card, `[card]` face down, or `--`"),
        ));
    }
    tokens
        .into_iter()
        .map(|token| match token {
            "--" => Ok(Pile::new()),
            _ => {
                let pile = parse_pile(token, line)?;
                if pile.len() == 1 {
                    Ok(pile)
                } else {
                    Err(ParseError::new(line, token, "one card a place"))
                }
            }
        })
        .collect()
}

/// Gives the cards of `pile`, read at `line`, their ids (see [`Copies`]);
/// a card given more often than the deck holds it is the error.
pub fn number(copies: &mut Copies, pile: &mut Pile, line: usize) -> Result<(), ParseError> {
    copies.number(pile).map_err(|card| {
        ParseError::new(
            line,
            card.to_string(),
            "this card is already on the table as often as the deck holds it",
        )
    })
}

/// The number of the last line of `text` (1 for an empty text), where
/// errors about the whole of it point.
pub fn last_line(text: &str) -> usize {
    text.lines().count().max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brackets_mark_the_face_down_cards() {
        let pile = parse_pile("[KD 9C] 8H 7S", 1).unwrap();
        assert_eq!(pile.len(), 4);
        assert_eq!(pile.face_down(), 2);
        let mut text = String::new();
        write_pile(&pile, &mut text).unwrap();
        assert_eq!(text, " [KD 9C] 8H 7S");
    }

    #[test]
    fn misplaced_brackets_are_errors_naming_the_line() {
        let err = parse_pile("8H [KD]", 4).unwrap_err();
        assert_eq!(err.line, 4);
        assert_eq!(err.token, "[");
        assert!(parse_pile("[KD 8H", 1).is_err());
        assert!(parse_pile("KD ZZ", 2)
            .unwrap_err()
            .to_string()
            .contains("ZZ"));
    }
}
