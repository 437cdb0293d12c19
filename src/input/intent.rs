//! What the player asks for, whatever the device: the keyboard, the
//! gamepad and the HUD all speak in intents, which the app carries out.

/// A direction to move the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Left,
    Right,
    Up,
    Down,
}

/// What the player can ask for besides pointing at cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Moves the keyboard/gamepad focus.
    Focus(Dir),
    /// Picks up the focused card (with its run), or puts the held cards
    /// down where the focus is; on the stock it draws; in a panel it presses
    /// the focused button.
    Select,
    /// The smart move, as a single click: of the held cards, or of the
    /// focused card.
    Activate,
    /// Draws from the stock (or turns the waste over).
    Draw,
    /// Shows a hint.
    Hint,
    /// The help panel.
    Help,
    /// The menu panel.
    Menu,
    /// Sound on or off.
    Mute,
    /// Plays the rest of the game from a winning line.
    Solve,
    Undo,
    Redo,
    NewGame,
    Restart,
    /// Every safe card home.
    Home,
    /// Closes a panel or ends the celebration.
    Cancel,
    /// Typing in the deal number panel.
    Digit(u8),
    Backspace,
    Enter,
    ChooseGame,
    DealNumber,
    /// Saves a screenshot (the shell does it; the app only forwards).
    Screenshot,
    /// Pauses (the clock stops, the table hides), or resumes.
    Pause,
}
