//! The engine the solvers share: one hash module ([`hash`]), one position
//! table ([`table`]), and the search strategies as generic code over any
//! game that says what [`Puzzle`] asks: depth first with a table
//! ([`depth`]), best first by score and stage ([`best`]) and a beam
//! ([`beam`]), each doing with a child it finds what [`found`] says; and
//! a beam cut at the stock's deals ([`segments`]: Spider's and Gypsy's),
//! its path in passes of limited discrepancy ([`discrepancy`]). The
//! depth-first search also hosts a search that learns from its proofs
//! ([`Puzzle::LEARNS`]: Aces Up's nogoods), its table keeping a value
//! with each key.
//! A game whose position is large makes it a second way, in place
//! ([`inplace::InPlace`]: a move played and taken back on one position,
//! a child's key and score told from the move without making it), and
//! two strategies search it so: soft depth first, down and back on that
//! one position ([`soft`]), and best first keeping each open position as
//! the move from its parent, made again when its turn comes ([`remade`]):
//! FreeCell's.
//! The solver for any game ([`super::generic`]) is these strategies over
//! a game's own legal moves; a tuned solver uses them with a position of
//! its own (Golf, TriPeaks, Pyramid, Grandfather's Clock, Mod3, Aces Up,
//! Gypsy, Forty & Eight, Baker's Dozen, Simple Simon, Yukon, Klondike,
//! Spider's, FreeCell).

pub(crate) mod beam;
pub(crate) mod best;
pub(crate) mod depth;
pub(crate) mod discrepancy;
pub(crate) mod found;
pub(crate) mod hash;
pub(crate) mod inplace;
pub(crate) mod open;
pub(crate) mod remade;
pub(crate) mod segments;
pub(crate) mod soft;
pub(crate) mod table;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_inplace;

/// A game the strategies search: its positions ([`Puzzle::State`]) and
/// the moves between them, with what the game itself holds (its deck,
/// its tables) in `self`. The hooks with defaults are a game's way to
/// say more: a position that can be seen lost ([`Puzzle::is_dead`], when
/// found or when taken: [`Puzzle::DEAD_WHEN_TAKEN`]), a
/// move that stands for several ([`Puzzle::times`]), positions of one key
/// searched in an order ([`Puzzle::order`]), how promising a position
/// looks ([`Puzzle::score`]) and the stage of the game it is in
/// ([`Puzzle::stage`]), children claimed all at once depth first
/// ([`Puzzle::CLAIMS`]) or keyed before they are made best first
/// ([`Puzzle::KEYED`]), positions kept by 128-bit keys
/// ([`Puzzle::WIDE`]).
pub(crate) trait Puzzle: Send {
    type State: Clone + Send;
    type Move: Copy + Send;

    /// The position the search starts from.
    fn start(&self) -> Self::State;

    fn is_won(&self, state: &Self::State) -> bool;

    /// The same for positions the rest of the game cannot tell apart,
    /// different (but for a 64-bit chance) otherwise.
    fn key(&self, state: &Self::State) -> u64;

    /// The children of `state` worth trying, each with the move that
    /// makes it, the most promising first (added to `out`, after what it
    /// holds: depth first makes them where they wait). A position
    /// may give fewer than its legal moves when the rest are shown not to
    /// matter (a safe move home given alone).
    fn children(&self, state: &Self::State, out: &mut Vec<(Self::Move, Self::State)>);

    /// True when the position can be seen not to win (pruned). It may keep
    /// what it learns for the next positions (so it takes `&mut self`),
    /// never anything that changes an answer.
    fn is_dead(&mut self, _state: &Self::State) -> bool {
        false
    }

    /// Whether positions are told apart by [`Puzzle::wide_key`], 128 bits
    /// kept whole ([`table::Wide`]), in place of [`Puzzle::key`]'s 64:
    /// for proofs that run to millions of positions, where a false "seen"
    /// (a position left unsearched, so a winnable deal called lost) must
    /// be out of the question, not one chance in ten million (Klondike's
    /// search, Spider's exhaustive one). Read wherever a position is
    /// claimed whole; not with [`Puzzle::CLAIMS`] or [`Puzzle::KEYED`],
    /// whose children are claimed by their 64-bit keys.
    const WIDE: bool = false;

    /// With [`Puzzle::WIDE`], the key of 128 bits, as [`Puzzle::key`].
    fn wide_key(&self, _state: &Self::State) -> u128 {
        unreachable!("a puzzle of 64-bit keys")
    }

    /// Whether the best-first search asks [`Puzzle::is_dead`] of a
    /// position when it takes it from its queue to expand it, rather than
    /// when it finds it: the test is then never run on the positions left
    /// waiting when the search ends, most of those it finds, and a dead
    /// position counts as one expansion, as Yukon's passes count their
    /// turns. The depth-first search and the beam test a child when they
    /// find it whatever this says.
    const DEAD_WHEN_TAKEN: bool = false;

    /// How many times the move that made `state` is played in a row (a
    /// child may stand for several draws at once).
    fn times(&self, _state: &Self::State) -> usize {
        1
    }

    /// Whether positions of one key are ordered by [`Puzzle::order`].
    const ORDERED: bool = false;

    /// With [`Puzzle::ORDERED`], positions sharing a key are ranked by
    /// this: one reaches every position of its key ranked after it (as
    /// Pyramid's stock turns on to a later card), so a position is
    /// searched only when no position of its key ranked at or before it
    /// has been, or when its parent has its key (the way from one to the
    /// next: every other move changes the key).
    fn order(&self, _state: &Self::State) -> u8 {
        0
    }

    /// How promising a position looks: higher is tried first (best first
    /// and the beam; depth first with [`Puzzle::CLAIMS`]).
    fn score(&self, _state: &Self::State) -> i32 {
        0
    }

    /// The stage of the game a position is in: in the best-first search,
    /// positions of one stage share its budget of expansions.
    fn stage(&self, _state: &Self::State) -> usize {
        0
    }

    /// Whether the depth-first search claims a position's children (adds
    /// their keys to the table) when it puts the position on its path,
    /// every child at once, tries them by [`Puzzle::score`] and makes
    /// each again ([`Puzzle::make`]) when its turn comes: no child is
    /// then searched below a sibling (the described games', whose
    /// positions are large). Without, a child is claimed when its turn
    /// comes, in the order given, and kept whole till then (the small
    /// games': their positions are a few words).
    const CLAIMS: bool = false;

    /// Without [`Puzzle::CLAIMS`], whether the depth-first search keeps
    /// only the moves of a position's children on its path
    /// ([`Puzzle::moves`]) and makes each from its parent when its turn
    /// comes ([`Puzzle::make`]), in place of every child whole: the same
    /// children in the same order, claimed at the same turns, so the same
    /// answers, with one position a frame on the path rather than all its
    /// children. Spider's proofs: their paths run tens of thousands of
    /// positions deep, and Spiderette deal 64 at 400,000 positions took
    /// 117 MB with its children whole against 48 MB.
    const REMAKES: bool = false;

    /// The moves [`Puzzle::children`] would make, in its order (added to
    /// `out`, after what it holds: depth first keeps them there). Called
    /// only when [`Puzzle::REMAKES`].
    fn moves(&self, _state: &Self::State, _out: &mut Vec<Self::Move>) {
        unreachable!("a puzzle that makes its children whole")
    }

    /// Whether the best-first search asks for the children's moves and
    /// keys first ([`Puzzle::keyed`]) and makes only the children it has
    /// not seen ([`Puzzle::make`]), in place of taking every child whole
    /// from [`Puzzle::children`]. Gypsy's: a third of its children were
    /// seen before, and each was a state of 336 bytes made and copied
    /// twice. The beam does the same, and the depth-first search with
    /// [`Puzzle::CLAIMS`] (the described games': most of their children
    /// were seen before, each hundreds of bytes made and played).
    const KEYED: bool = false;

    /// The moves [`Puzzle::children`] would make, in its order, each with
    /// its child's key. Called only when [`Puzzle::KEYED`].
    fn keyed(&self, _state: &Self::State, _out: &mut Vec<(Self::Move, u64)>) {
        unreachable!("a puzzle that makes its children whole")
    }

    /// Whether the depth-first search learns from its proofs (Aces
    /// Up's): a position finished lost gathers what its loss rests on
    /// from its children, and a child met again may answer with what it
    /// learnt, or be searched again ([`depth`] has the hooks' order). The
    /// table keeps a `u32` of the puzzle's with each key (the place of
    /// what it learnt), and the positions on the path stay whole. Not
    /// with [`Puzzle::CLAIMS`], [`Puzzle::REMAKES`], [`Puzzle::ORDERED`]
    /// or [`Puzzle::WIDE`]; the other strategies do not ask the hooks.
    const LEARNS: bool = false;

    /// With [`Puzzle::LEARNS`], `state` goes on the path, its children
    /// just made by [`Puzzle::children`]: the value its key keeps.
    fn enter(&mut self, _state: &Self::State) -> u32 {
        unreachable!("a puzzle that does not learn")
    }

    /// With [`Puzzle::LEARNS`], `child` of `parent` (on top of the path)
    /// is met again, its key keeping `value`: whether it answers with
    /// what it learnt (taken into its parent's), or is to be searched
    /// again (not won, not counted again; it may be seen lost).
    fn met(&mut self, _parent: &Self::State, _child: &Self::State, _value: u32) -> bool {
        unreachable!("a puzzle that does not learn")
    }

    /// With [`Puzzle::LEARNS`], `child` of `parent` was just seen lost
    /// ([`Puzzle::is_dead`]): the value its key keeps.
    fn lost(&mut self, _parent: &Self::State, _child: &Self::State) -> u32 {
        unreachable!("a puzzle that does not learn")
    }

    /// With [`Puzzle::LEARNS`], `state`, on top of the path, is finished
    /// lost (every child tried), below `parent` (none at the start).
    fn finished(&mut self, _state: &Self::State, _parent: Option<&Self::State>) {
        unreachable!("a puzzle that does not learn")
    }

    /// Makes in `child`, which holds a copy of `state`, the child `mv`
    /// makes, whose key is `key`: the very child [`Puzzle::children`]
    /// would give. Called only when [`Puzzle::KEYED`] (best first) or
    /// [`Puzzle::CLAIMS`] or [`Puzzle::REMAKES`] (depth first; the key is
    /// 0 there with [`Puzzle::REMAKES`]: none was worked out).
    fn make(&self, _state: &Self::State, _mv: Self::Move, _key: u64, _child: &mut Self::State) {
        unreachable!("a puzzle that makes its children whole")
    }
}

/// The moves `puzzle`'s generator makes from its start, each as the
/// model's moves that play it (a move made [`Puzzle::times`] over is that
/// many): what the differential test holds to the rules.
#[cfg(test)]
pub(crate) fn start_lines<P: Puzzle<Move = crate::model::moves::Move>>(
    puzzle: &P,
) -> Vec<Vec<crate::model::moves::Move>> {
    let mut children = Vec::new();
    puzzle.children(&puzzle.start(), &mut children);
    children
        .iter()
        .map(|(mv, child)| vec![*mv; puzzle.times(child)])
        .collect()
}

/// A strategy's search, resumable: it expands one position at a time
/// and frees what it kept once it ends, so a caller gives it slices of
/// work (no threads on the web) and the answer does not depend on them.
pub(crate) trait Resumable {
    type Move;

    /// Where the search stands.
    fn outcome(&self) -> &Outcome<Self::Move>;

    /// One expansion, which may end the search.
    fn expand(&mut self);

    /// Frees what the search keeps, but its outcome and its count of
    /// positions; called again after, it does nothing.
    fn end(&mut self);

    /// Expands at most `budget` positions; the outcome so far.
    fn advance(&mut self, budget: u32) -> &Outcome<Self::Move> {
        for _ in 0..budget {
            if !matches!(self.outcome(), Outcome::Going) {
                break;
            }
            self.expand();
        }
        if !matches!(self.outcome(), Outcome::Going) {
            self.end();
        }
        self.outcome()
    }
}

/// Where a strategy stands after some work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome<M> {
    /// Still searching.
    Going,
    /// A line of moves from the start to a win.
    Won(Vec<M>),
    /// Every position reachable was searched.
    Exhausted,
    /// The table is full: the search can keep no more positions.
    Full,
}

impl Outcome<crate::model::moves::Move> {
    /// The answer a search of the model's moves gives so far: a search
    /// that went through every position proves the deal lost (not a
    /// beam's, which leaves most unsearched).
    pub(crate) fn answer(&self) -> Option<crate::solver::Answer> {
        use crate::solver::Answer;
        match self {
            Outcome::Going => None,
            Outcome::Won(line) => Some(Answer::Solved(line.clone())),
            Outcome::Exhausted => Some(Answer::Unwinnable),
            Outcome::Full => Some(Answer::Undecided),
        }
    }
}
