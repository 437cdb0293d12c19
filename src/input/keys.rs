//! The keyboard's map to commands.

use macroquad::input::KeyCode;

use super::intent::{Dir, Intent};

/// A key going down, with the modifiers held at that moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyPress {
    pub(crate) key: KeyCode,
    pub(crate) ctrl: bool,
    pub(crate) shift: bool,
}

impl KeyPress {
    #[cfg(test)]
    pub(crate) fn plain(key: KeyCode) -> KeyPress {
        KeyPress {
            key,
            ctrl: false,
            shift: false,
        }
    }

    #[cfg(test)]
    pub(crate) fn ctrl(key: KeyCode) -> KeyPress {
        KeyPress {
            key,
            ctrl: true,
            shift: false,
        }
    }
}

/// The intent a key asks for, if any. Digits arrive as characters.
pub(crate) fn intent(press: KeyPress) -> Option<Intent> {
    use KeyCode::*;
    Some(match (press.key, press.ctrl) {
        (Z, true) if press.shift => Intent::Redo,
        (Z, true) | (U, false) => Intent::Undo,
        (Y, true) | (R, false) => Intent::Redo,
        (F2, _) | (N, false) => Intent::NewGame,
        (Escape, _) => Intent::Cancel,
        (Backspace, _) => Intent::Backspace,
        (Enter | KpEnter, _) => Intent::Enter,
        (F12, _) => Intent::Screenshot,
        (Home, _) => Intent::Home,
        (Left, _) => Intent::Focus(Dir::Left),
        (Right, _) => Intent::Focus(Dir::Right),
        (Up, _) => Intent::Focus(Dir::Up),
        (Down, _) => Intent::Focus(Dir::Down),
        (Space, _) => Intent::Select,
        (S, false) => Intent::Activate,
        (D, false) => Intent::Draw,
        (H, false) => Intent::Hint,
        (F1, _) => Intent::Help,
        (F10, _) => Intent::Menu,
        (M, false) => Intent::Mute,
        (P, false) => Intent::Pause,
        _ => return None,
    })
}

/// Whether the key only modifies others (Shift, Ctrl, Alt, the logo key,
/// the locks): held down on its way to a chord such as Ctrl+Z, it is no
/// key press of its own (a paused game does not resume on it).
pub(crate) fn is_modifier(press: KeyPress) -> bool {
    use KeyCode::*;
    matches!(
        press.key,
        LeftShift
            | RightShift
            | LeftControl
            | RightControl
            | LeftAlt
            | RightAlt
            | LeftSuper
            | RightSuper
            | CapsLock
            | NumLock
            | ScrollLock
            | Unknown
    )
}

/// The intent a typed character asks for: digits for the deal panel, `?`
/// for help (a shifted key on most layouts, so it comes as a character).
pub(crate) fn char_intent(c: char) -> Option<Intent> {
    match c {
        '?' => Some(Intent::Help),
        _ => c.to_digit(10).map(|d| Intent::Digit(d as u8)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_and_redo_answer_to_ctrl_and_to_plain_letters() {
        assert_eq!(intent(KeyPress::ctrl(KeyCode::Z)), Some(Intent::Undo));
        assert_eq!(intent(KeyPress::plain(KeyCode::U)), Some(Intent::Undo));
        assert_eq!(intent(KeyPress::ctrl(KeyCode::Y)), Some(Intent::Redo));
        assert_eq!(intent(KeyPress::plain(KeyCode::R)), Some(Intent::Redo));
        let ctrl_shift_z = KeyPress {
            key: KeyCode::Z,
            ctrl: true,
            shift: true,
        };
        assert_eq!(intent(ctrl_shift_z), Some(Intent::Redo));
        assert_eq!(
            intent(KeyPress::plain(KeyCode::Z)),
            None,
            "Z alone does nothing"
        );
    }

    #[test]
    fn new_game_escape_and_digits() {
        assert_eq!(intent(KeyPress::plain(KeyCode::F2)), Some(Intent::NewGame));
        assert_eq!(intent(KeyPress::plain(KeyCode::N)), Some(Intent::NewGame));
        assert_eq!(intent(KeyPress::ctrl(KeyCode::N)), None);
        assert_eq!(
            intent(KeyPress::plain(KeyCode::Escape)),
            Some(Intent::Cancel)
        );
        assert_eq!(char_intent('7'), Some(Intent::Digit(7)));
        assert_eq!(char_intent('x'), None);
        assert_eq!(char_intent('?'), Some(Intent::Help));
    }

    #[test]
    fn arrows_move_the_focus_and_space_picks_up() {
        assert_eq!(
            intent(KeyPress::plain(KeyCode::Left)),
            Some(Intent::Focus(Dir::Left))
        );
        assert_eq!(
            intent(KeyPress::plain(KeyCode::Down)),
            Some(Intent::Focus(Dir::Down))
        );
        assert_eq!(
            intent(KeyPress::plain(KeyCode::Space)),
            Some(Intent::Select)
        );
        assert_eq!(intent(KeyPress::plain(KeyCode::Enter)), Some(Intent::Enter));
        assert_eq!(intent(KeyPress::plain(KeyCode::D)), Some(Intent::Draw));
        assert_eq!(intent(KeyPress::plain(KeyCode::H)), Some(Intent::Hint));
        assert_eq!(intent(KeyPress::plain(KeyCode::F1)), Some(Intent::Help));
    }
}
