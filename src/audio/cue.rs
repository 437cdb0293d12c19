//! The sounds the game asks for: the presenter emits a cue, the shell plays
//! it. A plain enum, so the app names sounds without the player.

/// A sound the game asks the shell to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    PickUp,
    PutDown,
    /// A card turned over (drawn from the stock, uncovered in a column).
    Turn,
    /// A new deal, or the waste turned over.
    Shuffle,
    /// A move the rules refused.
    Refused,
    /// A card went to a foundation.
    Home,
    Win,
}
