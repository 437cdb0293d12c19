//! The vocabulary of piles and policies a described game is written in:
//! the ideas most patience games are made of (how columns are dealt and
//! build, what fills an empty one, what moves as a group, free cells, a
//! reserve, foundations, a stock), each a closed set. One type,
//! [`Description`], holds a game; the rule checks are written here once,
//! as methods of the terms, and [`super::Described`] plays any description
//! through them.

use crate::model::card::{Card, Face, Rank};
use crate::model::deck::Deck;

/// Which way a column or a foundation builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    Down,
    Up,
}

/// Which suits may follow each other in a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SuitMatch {
    /// Red on black, black on red.
    Alternate,
    /// The same suit.
    Same,
    /// The same colour (Whitehead).
    Colour,
    /// Any suit but the card's own (Thumb and Pouch, Indian).
    Other,
    /// Any suit.
    Any,
}

impl SuitMatch {
    /// Whether `card` may follow `below` by suit.
    pub fn allows(self, below: Card, card: Card) -> bool {
        match self {
            SuitMatch::Alternate => below.color() != card.color(),
            SuitMatch::Same => below.suit() == card.suit(),
            SuitMatch::Colour => below.color() == card.color(),
            SuitMatch::Other => below.suit() != card.suit(),
            SuitMatch::Any => true,
        }
    }
}

/// Which way a column builds: down, up, or either way (Alaska: a card
/// one rank above or below).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Way {
    Down,
    Up,
    Either,
}

impl Way {
    /// `to` may lie on `from` this way (king and ace following each
    /// other when `wrap`).
    pub fn steps(self, from: Rank, to: Rank, wrap: bool) -> bool {
        match self {
            Way::Down => steps(from, to, Direction::Down, wrap),
            Way::Up => steps(from, to, Direction::Up, wrap),
            Way::Either => {
                steps(from, to, Direction::Down, wrap) || steps(from, to, Direction::Up, wrap)
            }
        }
    }
}

/// How a column builds: nothing goes on a column's card, or a card one
/// rank away the `way` it builds whose suit `suits` allows; with `wrap`
/// the king and the ace follow each other (Canfield).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Build {
    None,
    Rank {
        way: Way,
        suits: SuitMatch,
        wrap: bool,
    },
}

/// `to` is one rank from `from` in `direction` (king and ace following
/// each other when `wrap`).
pub fn steps(from: Rank, to: Rank, direction: Direction, wrap: bool) -> bool {
    let (a, b) = match direction {
        Direction::Up => (from.value(), to.value()),
        Direction::Down => (to.value(), from.value()),
    };
    a + 1 == b || (wrap && a == 13 && b == 1)
}

impl Build {
    /// Whether `card` may lie on `below` in a column.
    pub fn allows(self, below: Card, card: Card) -> bool {
        match self {
            Build::None => false,
            Build::Rank { way, suits, wrap } => {
                suits.allows(below, card) && way.steps(below.rank(), card.rank(), wrap)
            }
        }
    }

    /// The rule in words, the reason a refused card is given.
    pub fn words(self) -> &'static str {
        use SuitMatch::*;
        use Way::*;
        let Build::Rank { way, suits, .. } = self else {
            return "nothing is built on a column's cards";
        };
        match (way, suits) {
            (Down, Alternate) => "a column builds down in alternating colours",
            (Down, Same) => "a column builds down by suit",
            (Down, Colour) => "a column builds down in the same colour",
            (Down, Other) => "a column builds down in any suit but its own",
            (Down, Any) => "a column builds down regardless of suit",
            (Up, Alternate) => "a column builds up in alternating colours",
            (Up, Same) => "a column builds up by suit",
            (Up, Colour) => "a column builds up in the same colour",
            (Up, Other) => "a column builds up in any suit but its own",
            (Up, Any) => "a column builds up regardless of suit",
            (Either, Alternate) => "a column builds up or down in alternating colours",
            (Either, Same) => "a column builds up or down by suit",
            (Either, Colour) => "a column builds up or down in the same colour",
            (Either, Other) => "a column builds up or down in any suit but its own",
            (Either, Any) => "a column builds up or down regardless of suit",
        }
    }
}

/// What moves together from a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// One card at a time.
    One,
    /// One card, or a column's whole pile when it is a run by the build
    /// rule, never part of one (Canfield, as PySolFC plays it).
    OneOrWhole,
    /// A run by the build rule, as long as the free cells and empty
    /// columns could carry card by card (FreeCell's supermove).
    Supermove,
    /// Any run by the build rule (Klondike, Gypsy).
    Run,
    /// A run by the build rule all of one suit (Spider).
    SuitRun,
    /// Any face-up cards, with whatever lies on them (Yukon, Scorpion).
    FaceUp,
    /// A run by the build rule made of runs of one suit, as many of them
    /// as the empty columns could hold the steps of: one alone, two with
    /// one empty column, four with two, `2^(empty columns)` not counting
    /// the destination (Simple Simon as KPatience plays it).
    SuitRunsBySpaces,
}

impl Group {
    /// Whether `cards` (bottom first) may move together, before any limit
    /// of space.
    pub fn allows(self, build: Build, cards: &[Card]) -> bool {
        let run = || cards.windows(2).all(|w| build.allows(w[0], w[1]));
        match self {
            Group::One => cards.len() == 1,
            Group::OneOrWhole | Group::Supermove | Group::Run => run(),
            Group::SuitRun => run() && cards.windows(2).all(|w| w[0].suit() == w[1].suit()),
            Group::FaceUp => true,
            Group::SuitRunsBySpaces => run(),
        }
    }

    /// The rule in words.
    pub fn words(self) -> &'static str {
        match self {
            Group::One => "cards move one at a time",
            Group::OneOrWhole => "one card moves, or a whole column",
            Group::Supermove | Group::Run => "only a run by the column's rule moves together",
            Group::SuitRun => "only a run of one suit moves together",
            Group::FaceUp => "face-down cards cannot be moved",
            Group::SuitRunsBySpaces => {
                "a run of several suits needs empty columns: two suits' runs with one, four with two"
            }
        }
    }
}

/// What may fill an empty column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Empty {
    /// Any card or group.
    Any,
    /// A king, or a group headed by one.
    Kings,
    /// Nothing: an empty column stays empty.
    None,
    /// The reserve's top card, by itself, while the reserve lasts; then
    /// any card (Canfield).
    Reserve,
    /// A card one rank below the foundations' base, or a group headed by
    /// one (Penguin's; a king where they start from the ace).
    BelowBase,
}

impl Empty {
    /// Whether a group headed by `card` may fill an empty column, the
    /// foundations building from `base` (the reserve's own filling is a
    /// move of the game, not of the player).
    pub fn allows(self, card: Card, base: Rank) -> bool {
        match self {
            Empty::Any | Empty::Reserve => true,
            Empty::Kings => card.rank() == Rank::KING,
            Empty::None => false,
            Empty::BelowBase => card.rank() == below(base),
        }
    }

    /// The rule in words.
    pub fn words(self) -> &'static str {
        match self {
            Empty::Any | Empty::Reserve => "any card fills an empty column",
            Empty::Kings => "only a king fills an empty column",
            Empty::None => "an empty column stays empty",
            Empty::BelowBase => {
                "only a card one rank below the foundations' base fills an empty column"
            }
        }
    }
}

/// The rank one below `rank`, a king below an ace.
pub fn below(rank: Rank) -> Rank {
    rank.prev().unwrap_or(Rank::KING)
}

/// Where the foundations start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// The ace (up) or the king (down).
    End,
    /// The rank of the card dealt to the first foundation (Canfield).
    Dealt,
}

/// How the foundations are built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Home {
    /// Card by card by suit in `direction` from `base`; `wrap` lets the
    /// king and the ace follow each other.
    Suit {
        direction: Direction,
        base: Base,
        wrap: bool,
    },
    /// A whole run of one suit from king to ace, from a column, by itself
    /// (Spider).
    Runs,
    /// No foundations: the cards leave the columns for a waste that takes
    /// them ([`WasteBuild`]), and the game is won when the columns are
    /// empty (Golf).
    None,
}

/// Which cards the deal puts on the foundations first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HomeDeal {
    None,
    /// Every ace (Beleaguered Castle).
    Aces,
    /// One card to the first foundation, whose rank is every foundation's
    /// base (Canfield).
    One,
    /// The first card dealt sets the foundations' base, and the other
    /// cards of its rank go home before the deal, one a foundation from
    /// the first (Penguin's beak).
    Beak,
}

/// The stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stock {
    None,
    /// Turns `draw` cards onto the waste; the waste turns back over until
    /// `passes` passes are made (None: without end).
    Waste {
        draw: u8,
        passes: Option<u8>,
    },
    /// Deals a card onto each column from the first, as far as the stock
    /// lasts; `not_on_empty` forbids it while a column is empty (Spider).
    Deal {
        not_on_empty: bool,
    },
    /// No cards: the columns are gathered and dealt again, `times` times
    /// (Grandfather; None: without end, Cruel). The stock is the place to
    /// click for it. `packets`:
    /// dealt column by column, each as many as the deal gave it
    /// (Perseverance's fours), rather than row by row.
    Redeal {
        times: Option<u8>,
        packets: bool,
    },
}

/// Which cards go home by themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AutoPlay {
    /// None.
    None,
    /// A card nothing still on the table could be built on.
    Safe,
    /// The same safe cards, but left to the player until they turn the
    /// setting on (Klondike: players expect to play their own cards, and
    /// the list's auto-play setting starts off).
    SafeOff,
}

/// How the game keeps score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// No score, as most of the list (the cards home show the progress).
    None,
    /// Five points a card home (Canfield's casino count, without the stake).
    Home,
    /// Klondike's standard score as Windows kept it: +10 a card home, +5
    /// from the waste to a column, +5 a card turned up, −15 a card back
    /// from home, −100 each turn of the waste (−20 drawing three or more),
    /// never below zero; time costs 2 points every ten seconds and a quick
    /// win earns a bonus (`model::score`).
    Standard,
    /// Klondike's Vegas score, money: −52 to start, +5 a card home.
    Vegas,
    /// Golf's strokes (lower is better): the cards left on the columns;
    /// once they are all gone, minus the cards left in the stock.
    Golf,
    /// Microsoft's Spider count: 500 to start, one less for every move
    /// (a deal included), 100 more for each run home; it may go below 0.
    Spider,
}

/// What the waste takes besides the stock's cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WasteBuild {
    /// Nothing: cards are played from it.
    None,
    /// A column's top card one rank above or below the waste's top card,
    /// any suit (Golf); with `wrap` the king and the ace follow each
    /// other, with `on_king` false nothing goes on a king. Such a waste is
    /// where the cards go, not where they are played from (`waste dealt`
    /// starts it).
    UpOrDown { wrap: bool, on_king: bool },
}

impl WasteBuild {
    /// Whether `card` may go on a waste whose top card is `top` (any card
    /// starts an empty one, as in a position read without a waste card),
    /// and if not, why in the vocabulary's words.
    pub fn allows(self, top: Option<Card>, card: Card) -> Result<(), &'static str> {
        let WasteBuild::UpOrDown { wrap, on_king } = self else {
            return Err("the waste takes only the stock's cards");
        };
        let Some(top) = top else {
            return Ok(());
        };
        if !on_king && top.rank() == Rank::KING {
            return Err("nothing goes on a king");
        }
        let (a, b) = (top.rank(), card.rank());
        if steps(a, b, Direction::Up, wrap) || steps(a, b, Direction::Down, wrap) {
            Ok(())
        } else if wrap {
            Err("a card goes on the waste one rank above or below it, king and ace turning the corner")
        } else {
            Err("a card goes on the waste one rank above or below it")
        }
    }
}

/// Where the foundations stand on the top row. The games written by
/// hand before the vocabulary laid them out as KPatience does; their
/// descriptions keep that table, which players know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum HomePlace {
    /// At the right end, after the stock, waste, reserve and cells.
    #[default]
    Right,
    /// Side by side, centred over the columns (Simple Simon: over t3-t6).
    Middle,
    /// A column apart, centred over the columns (Baker's Dozen: over t3,
    /// t5, t7, t9).
    Spread,
}

/// The order the deal lays the columns' cards in, where a game's own
/// deal is not plain rows: the cards each deal number puts where are
/// those of the game as it was written by hand, so saved deal numbers
/// keep their cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Dealing {
    /// Row by row from `t0`, each row over the columns that still take a
    /// card.
    #[default]
    Rows,
    /// Rows of every column's cards but its top one, then a last row of
    /// the top cards across every column (Simple Simon as KPatience and
    /// PySolFC deal it: rows of 9, 8, … 3, then 10).
    TopCardsLast,
    /// Rows, then each column's kings moved under its other cards, in
    /// their order (Baker's Dozen: no king lies on a card it could bury).
    KingsUnder,
    /// KPatience's Grandfather: as many rows as columns zigzag over a
    /// shrinking span (`t0`-`t6`, `t6`-`t1`, `t1`-`t5`, ... `t3`), the first
    /// card of each row face up, the others face down; the cards left go
    /// face up onto `t1`, `t2`, ... in turn. No count per column says which
    /// card goes where, and Grandfather's deal numbers must keep their
    /// cards, so the order is named (the parser checks `deal:` and `face
    /// down:` against it).
    Zigzag,
}

/// The solver that searches a described game. A tuned solver is written
/// for one game's rules and knows nothing of the description's, so only
/// a built-in description may name one ([`super::text`] refuses it in a
/// player's file); the differential test holds it to the description's
/// moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solver {
    /// The generic solver, over the vocabulary's moves: any description.
    Generic,
    /// Forty & Eight's (`crate::solver::fortyeight`).
    FortyEight,
    /// Gypsy's (`crate::solver::gypsy`).
    Gypsy,
    /// Golf's (`crate::solver::golf`), which knows the stock's order.
    Golf,
    /// Klondike's (`crate::solver::klondike`), for any draw and passes.
    Klondike,
    /// Spider's, of one, two or four suits, and of any game laid out as
    /// Spider in fewer columns or cards: Spiderette
    /// (`crate::solver::spider`).
    Spider,
    /// Simple Simon's (`crate::solver::simplesimon`).
    SimpleSimon,
    /// Baker's Dozen's (`crate::solver::bakersdozen`).
    BakersDozen,
    /// Yukon's and Grandfather's (`crate::solver::yukon`).
    Yukon,
    /// FreeCell's (`crate::solver::freecell`).
    FreeCell,
}

/// A game in the vocabulary's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    /// The name on the command line, in saved files and the page's query.
    pub id: String,
    /// The name for people.
    pub title: String,
    /// The rules in a few lines, for Help and the chooser.
    pub rules: Vec<String>,
    pub deck: Deck,
    /// How many cards each column is dealt.
    pub deal: Vec<u8>,
    /// How many of each column's cards lie face down.
    pub face_down: Vec<u8>,
    pub build: Build,
    pub group: Group,
    pub empty: Empty,
    /// Free cells, and how many of them the deal fills.
    pub cells: u8,
    pub cells_dealt: u8,
    /// Whether the cells hold a reserve spread face up (`reserve: 7
    /// spread`, King Albert's): the deal fills every one, each card
    /// plays, nothing goes on them, and they are no room for a supermove.
    pub spread: bool,
    /// Cards dealt to the reserve (0: none).
    pub reserve: u8,
    /// Cards the deal turns from the stock onto the waste (Forty & Eight
    /// starts with one there).
    pub waste_dealt: u8,
    pub foundations: u8,
    pub home: Home,
    pub home_deal: HomeDeal,
    /// Whether a foundation's top card may come back to play.
    pub home_back: bool,
    pub stock: Stock,
    pub auto_play: AutoPlay,
    /// Whether a click sends a card home before it builds or fills a
    /// column, safe or not (KPatience's two-deck games do).
    pub home_first: bool,
    pub scoring: Scoring,
    /// What the waste takes from the columns.
    pub waste: WasteBuild,
    pub solver: Solver,
    /// How a deal number shuffles the deck.
    pub shuffle: Shuffle,
    /// How positions are written and read.
    pub notation: Notation,
    /// The order of the columns' deal.
    pub dealing: Dealing,
    /// Where the foundations stand.
    pub home_place: HomePlace,
}

impl Description {
    /// How many columns.
    pub fn columns(&self) -> usize {
        self.deal.len()
    }

    /// Whether the game has a waste (a stock turned onto one).
    pub fn has_waste(&self) -> bool {
        matches!(self.stock, Stock::Waste { .. })
    }

    /// Cards the deal lays out before the stock takes the rest.
    pub fn dealt(&self) -> usize {
        let home = match self.home_deal {
            HomeDeal::None => 0,
            HomeDeal::Aces => self.deck.len() / 13,
            HomeDeal::One => 1,
            HomeDeal::Beak => self.deck.len() / 13 - 1,
        };
        self.deal.iter().map(|&n| usize::from(n)).sum::<usize>()
            + usize::from(self.cells_dealt)
            + usize::from(self.reserve)
            + usize::from(self.waste_dealt)
            + home
    }

    /// The foundations' rule in words.
    pub fn home_words(&self) -> &'static str {
        match self.home {
            Home::Runs => "a run from king to ace of one suit goes home by itself",
            Home::None => "there are no foundations",
            Home::Suit {
                direction: Direction::Up,
                base: Base::End,
                ..
            } => "a foundation builds up by suit from the ace",
            Home::Suit {
                direction: Direction::Down,
                base: Base::End,
                ..
            } => "a foundation builds down by suit from the king",
            Home::Suit {
                direction: Direction::Up,
                base: Base::Dealt,
                ..
            } => "a foundation builds up by suit from the first foundation's rank",
            Home::Suit {
                direction: Direction::Down,
                base: Base::Dealt,
                ..
            } => "a foundation builds down by suit from the first foundation's rank",
        }
    }

    /// Whether `card` goes on a foundation whose cards are `home` (bottom
    /// first), `base` being the rank an empty foundation takes.
    pub fn fits_home(&self, card: Card, home: &[Card], base: Rank) -> bool {
        let Home::Suit {
            direction, wrap, ..
        } = self.home
        else {
            return false;
        };
        match home.last() {
            None => card.rank() == base,
            Some(&top) => {
                top.suit() == card.suit()
                    && steps(top.rank(), card.rank(), direction, wrap)
                    && home.len() < 13
            }
        }
    }

    /// Where `card` stands in its foundation's order from `base`: 1 for
    /// the base, 13 for the last card.
    pub fn step(&self, card: Card, base: Rank) -> u8 {
        let (from, to) = match self.home {
            Home::Suit {
                direction: Direction::Down,
                ..
            } => (base.value(), card.rank().value()),
            _ => (card.rank().value(), base.value()),
        };
        (from + 13 - to) % 13 + 1
    }

    /// Whether `card`, able to go home, is never needed on the table
    /// again: nothing still out could be built on it in a column.
    /// `home` counts the cards home by face index; `fits_now` says
    /// whether a card would go on a foundation as they stand.
    pub fn is_safe(
        &self,
        card: Card,
        base: Rank,
        home: &[u8; 52],
        fits_now: impl Fn(Card) -> bool,
    ) -> bool {
        let step = self.step(card, base);
        let Build::Rank { way, suits, wrap } = self.build else {
            return true;
        };
        // The base card and the next are safe where nothing lies on a base
        // card in a column (an ace, in Klondike): the base cards always
        // go home themselves. Where something may (Canfield's base of a
        // 7 holds a 6, the last card home; a base ace holds a king where
        // the columns wrap), the base card may be wanted as a place for
        // the last cards, and the rule below decides.
        let base_holds = (1..=13)
            .filter_map(Rank::new)
            .any(|r| way.steps(base, r, wrap));
        if step <= 2 && !base_holds {
            return true;
        }
        let home_up = !matches!(
            self.home,
            Home::Suit {
                direction: Direction::Down,
                ..
            }
        );
        let against_home = match way {
            Way::Down => home_up,
            Way::Up => !home_up,
            Way::Either => false,
        };
        if !against_home {
            // A column builds the foundation's way (too): what goes on the
            // card goes home after it anyway, but it may be wanted under
            // them.
            return false;
        }
        let all_home = |f: Face| home[f.index()] == self.deck.copies(f);
        // Building by suit, a card that could lie on this one may as well
        // go home, when its foundation takes it now and every copy of the
        // card that could lie on it in turn is home: nothing then ever
        // needs this card as a place (Forty & Eight's rule in KPatience).
        // Other colours or suits could still want it.
        let goes_home = |f: Face| {
            let next = Card::of(f, 0);
            let next_down = Face::all().filter(|g| {
                g.suit() == f.suit()
                    && self.step(Card::of(*g, 0), base) + 1 == self.step(next, base)
            });
            suits == SuitMatch::Same && fits_now(next) && next_down.into_iter().all(all_home)
        };
        // What may lie on the card in a column.
        Face::all()
            .filter(|f| self.build.allows(card, Card::of(*f, 0)))
            .all(|f| all_home(f) || goes_home(f))
    }

    /// The rank an empty foundation takes when the base is a rank's end.
    pub fn end_base(&self) -> Rank {
        match self.home {
            Home::Suit {
                direction: Direction::Down,
                ..
            } => Rank::KING,
            _ => Rank::ACE,
        }
    }
}

/// How a deal number shuffles the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shuffle {
    /// The portable seeded shuffle of every game ([`crate::model::deal::seeded_shuffle`]):
    /// any number, the same deal on every machine.
    Seeded,
    /// Microsoft FreeCell's generator ([`crate::model::deal::microsoft_deck`]),
    /// one deck only: deal numbers 1 to 2^31-1 mean what they mean in
    /// every FreeCell program (deal 11982 the famous unsolvable one), so
    /// FreeCell's deals cannot come from the seeded shuffle.
    Microsoft,
}

impl Shuffle {
    /// The deal numbers the shuffle knows.
    pub fn deals(self) -> std::ops::RangeInclusive<u64> {
        match self {
            Shuffle::Seeded => 1..=u64::MAX,
            Shuffle::Microsoft => 1..=u64::from(crate::model::deal::MS_MAX_DEAL),
        }
    }

    /// `deck` shuffled for deal `number`, in dealing order (a number out
    /// of Microsoft's range is taken as the nearest it has).
    pub fn cards(self, number: u64, deck: Deck) -> Vec<Card> {
        match self {
            Shuffle::Seeded => crate::model::deal::seeded_shuffle(number, deck.cards()),
            Shuffle::Microsoft => {
                let range = self.deals();
                let number = number.clamp(*range.start(), *range.end());
                crate::model::deal::microsoft_deck(number as u32)
            }
        }
    }
}

/// How a position is written and read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// One named pile a line, bottom card first (`t0: [KD 9C] 8H 7S`), as
    /// every game writes it.
    Named,
    /// The board format other FreeCell programs read and write (a column
    /// a line, `Freecells:`, `Foundations: H-5 ...`), with fc-solve's move
    /// notation (`13v2`, `a3`, `4h`): FreeCell's positions and solutions
    /// are exchanged with those programs, so FreeCell keeps their format.
    Board,
}
