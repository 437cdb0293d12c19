//! Undo and redo by snapshots: before a move the whole game is copied (cards
//! are plain values, so a copy is cheap); undo swaps copies back. Safe moves
//! home that auto-play adds after a move belong to that move's undo step.

use super::game::Game;
use super::moves::{Event, Illegal, Move};

/// One undo step as what made it, so a game in progress can be saved as
/// its start and its steps, and replayed with its undo and redo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A player's move and the moves the game made by itself after it.
    Play(Vec<Move>),
    /// Back to the start of the deal.
    Restart,
}

/// A game with its undo and redo lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    game: Game,
    undo: Vec<Game>,
    redo: Vec<Game>,
    /// The steps behind `undo`, oldest first.
    done: Vec<Step>,
    /// The steps behind `redo`; the last is the next to redo.
    undone: Vec<Step>,
}

impl History {
    pub fn new(game: Game) -> History {
        History {
            game,
            undo: Vec::new(),
            redo: Vec::new(),
            done: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Plays a move through the game's one door. A legal move is recorded
    /// for undo and clears the redo list; an illegal one changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        let before = self.game.clone();
        let events = self.game.play(mv)?;
        self.undo.push(before);
        self.redo.clear();
        self.done.push(Step::Play(vec![mv]));
        self.undone.clear();
        Ok(events)
    }

    /// Plays the next safe move home, if any, as part of the last undo step
    /// (the presenter calls it one card at a time so each one is animated).
    pub fn auto_step(&mut self) -> Option<Vec<Event>> {
        let mv = self.game.safe_home_move()?;
        self.follow_up(mv).ok()
    }

    /// Plays a move the game makes by itself (auto-play, auto-finish) as
    /// part of the last undo step.
    pub fn follow_up(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        match self.done.last_mut() {
            Some(Step::Play(moves)) => {
                let events = self.game.play(mv)?;
                moves.push(mv);
                Ok(events)
            }
            // Nothing to belong to (the start, or a restart): its own step.
            _ => self.play(mv),
        }
    }

    /// Plays a move and then every safe move home it allows.
    pub fn play_and_settle(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        let mut events = self.play(mv)?;
        while let Some(more) = self.auto_step() {
            events.extend(more);
        }
        Ok(events)
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Goes back one move; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(previous) => {
                self.redo.push(std::mem::replace(&mut self.game, previous));
                self.undone.extend(self.done.pop());
                true
            }
            None => false,
        }
    }

    /// Plays an undone move again; false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(next) => {
                self.undo.push(std::mem::replace(&mut self.game, next));
                self.done.extend(self.undone.pop());
                true
            }
            None => false,
        }
    }

    /// Back to the start of the deal, keeping the way back as one undo step.
    pub fn restart(&mut self) {
        if let Some(first) = self.undo.first().cloned() {
            let now = std::mem::replace(&mut self.game, first);
            self.undo.push(now);
            self.redo.clear();
            self.done.push(Step::Restart);
            self.undone.clear();
        }
    }

    /// The steps that can be undone (oldest first) and those that can be
    /// redone (the next to redo last): with the start, all a save needs.
    pub fn steps(&self) -> (&[Step], &[Step]) {
        (&self.done, &self.undone)
    }

    /// Rebuilds a history from its start and steps, undo and redo included.
    pub fn replay(start: Game, done: &[Step], undone: &[Step]) -> Result<History, Illegal> {
        let mut history = History::new(start);
        for step in done.iter().chain(undone.iter().rev()) {
            match step {
                Step::Restart => history.restart(),
                Step::Play(moves) => {
                    let (first, rest) = moves.split_first().ok_or(Illegal::NotEnoughCards)?;
                    history.play(*first)?;
                    for mv in rest {
                        history.follow_up(*mv)?;
                    }
                }
            }
        }
        for _ in undone {
            history.undo();
        }
        Ok(history)
    }

    /// How many moves can be undone.
    pub fn depth(&self) -> usize {
        self.undo.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::game::Variant;
    use crate::model::pile::PileId;

    fn klondike(text: &str) -> History {
        History::new(Game::parse_partial(Variant::Klondike(Default::default()), text).unwrap())
    }

    #[test]
    fn undo_restores_position_and_score_and_redo_replays() {
        let mut h = klondike("waste: 9S\nt0: TH\nstock: 2C");
        let start = h.game().clone();
        h.play(Move::one(PileId::Waste, PileId::Column(0))).unwrap();
        let after = h.game().clone();
        assert_eq!(h.game().score(), Some(5));
        assert!(h.undo());
        assert_eq!(h.game(), &start);
        assert_eq!(h.game().score(), Some(0));
        assert!(h.redo());
        assert_eq!(h.game(), &after);
        assert!(!h.redo(), "nothing more to redo");
    }

    #[test]
    fn a_history_replays_from_its_steps_with_undo_and_redo() {
        let mut h = klondike("t0: AH\nt1: 3S 2H\nt2: 3C\nstock: 5C 6C 7C");
        let start = h.game().clone();
        h.play(Move::Draw).unwrap();
        h.play_and_settle(Move::one(PileId::Column(0), PileId::Foundation(0)))
            .unwrap();
        h.play(Move::Draw).unwrap();
        h.restart();
        h.play(Move::one(PileId::Column(1), PileId::Column(2)))
            .unwrap();
        h.play(Move::Draw).unwrap();
        let last = h.game().clone();
        h.undo();
        let (done, undone) = h.steps();
        let mut back = History::replay(start, done, undone).unwrap();
        assert_eq!(back, h, "same position, same undo and redo");
        assert!(back.redo());
        assert_eq!(back.game(), &last);
    }

    #[test]
    fn a_new_move_clears_the_redo_list() {
        let mut h = klondike("stock: 2C 3C 4C");
        h.play(Move::Draw).unwrap();
        h.undo();
        assert!(h.can_redo());
        h.play(Move::Draw).unwrap();
        assert!(!h.can_redo());
    }

    #[test]
    fn auto_play_belongs_to_the_move_that_allowed_it() {
        let mut h = klondike("t0: AH\nt1: 3S 2H\nt2: 3D");
        h.play_and_settle(Move::one(PileId::Column(1), PileId::Column(2)))
            .unwrap_err();
        h.play_and_settle(Move::one(PileId::Column(0), PileId::Foundation(0)))
            .unwrap();
        assert_eq!(
            h.game().pile(PileId::Foundation(0)).unwrap().len(),
            2,
            "2H followed the ace"
        );
        h.undo();
        assert_eq!(
            h.game().pile(PileId::Column(0)).unwrap().len(),
            1,
            "one undo takes both back"
        );
    }
}
