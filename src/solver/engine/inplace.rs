//! The engine's second way to make positions: in place. A game whose
//! position is large, and whose children are mostly looked at and never
//! entered, makes a move on its one position and takes it back
//! ([`InPlace::play`], [`InPlace::unplay`]), and tells a child's key and
//! score from the move without making it ([`InPlace::peek`]). Two
//! strategies search such a game: the soft depth first
//! ([`super::soft`]), down and back on one position, and the best first
//! that keeps an open position as the move from its parent and makes it
//! again when its turn comes ([`super::remade`]). FreeCell's: a position
//! with what its hash and estimate are worked out from is 1,192 bytes,
//! 20 to 40 children a position, a third seen before and most of the
//! rest never entered, where making each child whole
//! ([`super::Puzzle::children`]) copies every one.

/// A game searched in place: its position ([`InPlace::State`]), the moves
/// between positions, and what the game itself holds (its start, the
/// weights of its score) in `self`. Keys are 128 bits, kept whole
/// ([`super::table::Wide`]): these searches run proofs of millions of
/// positions.
pub(crate) trait InPlace {
    /// A position, made and unmade in place; copied whole only into the
    /// best first's cache.
    type State: Copy;
    type Move: Copy;
    /// What [`InPlace::play`] gives back for [`InPlace::unplay`].
    type Undo;
    /// What a child's score weighs, worked out from its parent's and the
    /// move ([`InPlace::peek`]), carried to the child when it is entered.
    type Look: Copy;
    /// What [`InPlace::peek`] needs of a parent, worked out once for all
    /// its moves.
    type Base;
    /// What carries a move of one position to another of its key (one
    /// that differs only in what the key leaves out: FreeCell's order of
    /// columns): FreeCell's, the card the move lands on.
    type Anchor: Copy;

    /// The position the search starts from, with the moves that made it
    /// from the start as given (the game's own, made at once).
    fn start(&self) -> (Self::State, u32);

    /// True when the game is won from `state` by the moves the game makes
    /// itself ([`InPlace::line`]).
    fn is_won(&self, state: &Self::State) -> bool;

    /// The same for positions the rest of the game cannot tell apart.
    fn key(&self, state: &Self::State) -> u128;

    /// What `state`'s score weighs, worked out whole.
    fn look(&self, state: &Self::State) -> Self::Look;

    /// How promising a position whose score weighs `look` is, reached
    /// after `moves` moves: lower is tried first; `None` when it is won
    /// ([`InPlace::is_won`]).
    fn score(&self, look: &Self::Look, moves: u32) -> Option<u32>;

    /// The moves of `state` (added to `out`), in the order the searches
    /// break ties by.
    fn moves(&self, state: &Self::State, out: &mut Vec<Self::Move>);

    /// What [`InPlace::peek`] needs of `state`, whose score weighs `look`.
    fn base(&self, state: &Self::State, look: Self::Look) -> Self::Base;

    /// The child `mv` makes of `state`: its key, and only if `fresh` takes
    /// the key, what its score weighs and how many moves it is from
    /// `state` (`mv` and those the game makes after it); `None` when
    /// `fresh` turns it down. Worked out from the move where the game can,
    /// else made in place and taken back: `state` is as it was after.
    fn peek(
        &self,
        state: &mut Self::State,
        base: &Self::Base,
        mv: Self::Move,
        fresh: impl FnMut(u128) -> bool,
    ) -> Option<(u128, Self::Look, u32)>;

    /// Makes `mv` in `state`, with the moves the game makes after it, for
    /// good.
    fn make(&self, state: &mut Self::State, mv: Self::Move);

    /// Makes `mv` in `state` as [`InPlace::make`], with the moves the game
    /// makes after it added to `log`: what takes it back.
    fn play(
        &self,
        state: &mut Self::State,
        mv: Self::Move,
        log: &mut Vec<Self::Move>,
    ) -> Self::Undo;

    /// Takes back `mv`, the last move played on `state` ([`InPlace::play`]
    /// gave `undo`), and its moves in `log`, which loses them.
    fn unplay(
        &self,
        state: &mut Self::State,
        mv: Self::Move,
        undo: &Self::Undo,
        log: &mut Vec<Self::Move>,
    );

    /// What carries `mv` of `state` to another position of its key.
    fn anchor(&self, state: &Self::State, mv: Self::Move) -> Self::Anchor;

    /// Move `mv`, of a position of `state`'s key where it had `anchor`,
    /// as `state`'s own: the same child.
    fn carry(&self, state: &Self::State, mv: Self::Move, anchor: Self::Anchor) -> Self::Move;

    /// The whole line from the start as given through the `chosen` moves
    /// of [`InPlace::start`]'s position on: the moves the game makes
    /// itself between them and to the win included.
    fn line(&self, chosen: &[Self::Move]) -> Vec<Self::Move>;
}
