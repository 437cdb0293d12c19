//! The keyboard's map to commands.

use macroquad::input::KeyCode;

use crate::app::Command;

/// A key going down, with the modifiers held at that moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyPress {
    pub key: KeyCode,
    pub ctrl: bool,
    pub shift: bool,
}

impl KeyPress {
    pub fn plain(key: KeyCode) -> KeyPress {
        KeyPress {
            key,
            ctrl: false,
            shift: false,
        }
    }

    pub fn ctrl(key: KeyCode) -> KeyPress {
        KeyPress {
            key,
            ctrl: true,
            shift: false,
        }
    }
}

/// The command a key asks for, if any. Digits arrive as characters.
pub fn command(press: KeyPress) -> Option<Command> {
    use KeyCode::*;
    Some(match (press.key, press.ctrl) {
        (Z, true) if press.shift => Command::Redo,
        (Z, true) | (U, false) => Command::Undo,
        (Y, true) | (R, false) => Command::Redo,
        (F2, _) | (N, false) => Command::NewGame,
        (Escape, _) => Command::Cancel,
        (Backspace, _) => Command::Backspace,
        (Enter | KpEnter, _) => Command::Enter,
        (F12, _) => Command::Screenshot,
        (Home, _) => Command::Home,
        _ => return None,
    })
}

/// The command a typed character asks for (digits for the deal panel).
pub fn char_command(c: char) -> Option<Command> {
    c.to_digit(10).map(|d| Command::Digit(d as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_and_redo_answer_to_ctrl_and_to_plain_letters() {
        assert_eq!(command(KeyPress::ctrl(KeyCode::Z)), Some(Command::Undo));
        assert_eq!(command(KeyPress::plain(KeyCode::U)), Some(Command::Undo));
        assert_eq!(command(KeyPress::ctrl(KeyCode::Y)), Some(Command::Redo));
        assert_eq!(command(KeyPress::plain(KeyCode::R)), Some(Command::Redo));
        let ctrl_shift_z = KeyPress {
            key: KeyCode::Z,
            ctrl: true,
            shift: true,
        };
        assert_eq!(command(ctrl_shift_z), Some(Command::Redo));
        assert_eq!(
            command(KeyPress::plain(KeyCode::Z)),
            None,
            "Z alone does nothing"
        );
    }

    #[test]
    fn new_game_escape_and_digits() {
        assert_eq!(
            command(KeyPress::plain(KeyCode::F2)),
            Some(Command::NewGame)
        );
        assert_eq!(command(KeyPress::plain(KeyCode::N)), Some(Command::NewGame));
        assert_eq!(command(KeyPress::ctrl(KeyCode::N)), None);
        assert_eq!(
            command(KeyPress::plain(KeyCode::Escape)),
            Some(Command::Cancel)
        );
        assert_eq!(char_command('7'), Some(Command::Digit(7)));
        assert_eq!(char_command('x'), None);
    }
}
