//! Undo and redo by snapshots: before a move the whole game is copied (cards
//! are plain values, so a copy is cheap); undo swaps copies back. Safe moves
//! home that auto-play adds after a move belong to that move's undo step.
//! At most [`MAX_UNDO`] steps are kept: a game of endless draws would
//! otherwise hold a copy per draw (a 10 MB save of draws took 800 MB).

use std::collections::VecDeque;

use super::moves::{Event, Illegal, Move};
use crate::games::Game;

/// The most undo and redo steps kept together; older ones are dropped. Far
/// more than anyone undoes, and it bounds the memory of a history and the
/// size of a save (which keeps the same steps).
pub const MAX_UNDO: usize = 2000;

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
#[derive(Clone, Debug)]
pub struct History {
    /// The start of the deal, where a restart goes back to (the oldest
    /// undo step may be later, once steps were dropped).
    start: Game,
    game: Game,
    undo: VecDeque<Game>,
    redo: Vec<Game>,
    /// The steps behind `undo`, oldest first.
    done: Vec<Step>,
    /// The steps behind `redo`; the last is the next to redo.
    undone: Vec<Step>,
    /// How many of the oldest undo steps were dropped.
    dropped: usize,
    /// Counts the changes: every move played, undone or redone, every
    /// restart. Whoever shows the game compares it to know when to show
    /// it again, without being told at each place that changes it.
    revision: u64,
}

/// Two histories are equal when they hold the same game and steps, however
/// many changes it took to reach them (a replayed save equals the game it
/// was saved from).
impl PartialEq for History {
    fn eq(&self, other: &History) -> bool {
        self.start == other.start
            && self.game == other.game
            && self.undo == other.undo
            && self.redo == other.redo
            && self.done == other.done
            && self.undone == other.undone
            && self.dropped == other.dropped
    }
}

impl Eq for History {}

/// Where a history picks up when its oldest steps were dropped: the
/// position before the oldest step kept, and how many came before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Base {
    pub game: Game,
    pub dropped: usize,
}

impl History {
    pub fn new(game: Game) -> History {
        History {
            start: game.clone(),
            game,
            undo: VecDeque::new(),
            redo: Vec::new(),
            done: Vec::new(),
            undone: Vec::new(),
            dropped: 0,
            revision: 0,
        }
    }

    /// Records an undo step, dropping the oldest beyond [`MAX_UNDO`] (redo
    /// steps are cleared before each new one, so undo and redo together
    /// stay within it).
    fn push(&mut self, before: Game, step: Step) {
        self.revision += 1;
        self.undo.push_back(before);
        self.done.push(step);
        if self.undo.len() > MAX_UNDO {
            self.undo.pop_front();
            self.done.remove(0);
            self.dropped += 1;
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The count of changes so far (see the field): different after every
    /// change, the same while nothing changes.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Plays a move through the game's one door. A legal move is recorded
    /// for undo and clears the redo list; an illegal one changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        let before = self.game.clone();
        let events = self.game.play(mv)?;
        self.redo.clear();
        self.undone.clear();
        self.push(before, Step::Play(vec![mv]));
        Ok(events)
    }

    /// Plays the next safe move home, if any, as part of the last undo step
    /// (the presenter calls it one card at a time so each one is animated).
    pub fn auto_step(&mut self) -> Option<Vec<Event>> {
        let mv = self.game.safe_home_move()?;
        self.follow_up(mv).ok()
    }

    /// Plays a move the game makes by itself (auto-play, auto-finish) as
    /// part of the last undo step. Like any move it clears the redo list:
    /// after an undo, the steps to redo were taken from the table as it was
    /// before this move, so redoing one would bring that table back while
    /// the steps (and so the save) say this move was played.
    pub fn follow_up(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        match self.done.last_mut() {
            Some(Step::Play(moves)) => {
                let events = self.game.play(mv)?;
                moves.push(mv);
                self.redo.clear();
                self.undone.clear();
                self.revision += 1;
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
        match self.undo.pop_back() {
            Some(previous) => {
                self.redo.push(std::mem::replace(&mut self.game, previous));
                self.undone.extend(self.done.pop());
                self.revision += 1;
                true
            }
            None => false,
        }
    }

    /// Plays an undone move again; false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(next) => {
                self.undo.push_back(std::mem::replace(&mut self.game, next));
                self.done.extend(self.undone.pop());
                self.revision += 1;
                true
            }
            None => false,
        }
    }

    /// Back to the start of the deal, keeping the way back as one undo step
    /// (nothing to do at the start).
    pub fn restart(&mut self) {
        if self.undo.is_empty() && self.game == self.start {
            return;
        }
        let now = std::mem::replace(&mut self.game, self.start.clone());
        self.redo.clear();
        self.undone.clear();
        self.push(now, Step::Restart);
    }

    /// The steps that can be undone (oldest first) and those that can be
    /// redone (the next to redo last): with the start, all a save needs.
    pub fn steps(&self) -> (&[Step], &[Step]) {
        (&self.done, &self.undone)
    }

    /// The start of the deal.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// Where the kept steps pick up, when older ones were dropped.
    pub fn base(&self) -> Option<Base> {
        (self.dropped > 0).then(|| Base {
            game: self.undo.front().unwrap_or(&self.game).clone(),
            dropped: self.dropped,
        })
    }

    /// Rebuilds a history from its start, where its kept steps pick up (if
    /// older ones were dropped) and its steps, undo and redo included. Of
    /// more than [`MAX_UNDO`] steps (a file from before the bound) the
    /// nearest are kept: the older undo steps are played straight on the
    /// game without a copy each, the farthest redo steps are left out.
    pub fn replay(
        start: Game,
        base: Option<Base>,
        done: &[Step],
        undone: &[Step],
    ) -> Result<History, Illegal> {
        let undone = &undone[undone.len().saturating_sub(MAX_UNDO)..];
        let (older, done) = done.split_at(done.len().saturating_sub(MAX_UNDO - undone.len()));
        let mut history = History::new(start);
        if let Some(base) = base {
            history.game = base.game;
            history.dropped = base.dropped;
        }
        for step in older {
            match step {
                Step::Restart => history.game = history.start.clone(),
                Step::Play(moves) => {
                    if moves.is_empty() {
                        return Err(Illegal::NotEnoughCards);
                    }
                    for mv in moves {
                        history.game.play(*mv)?;
                    }
                }
            }
            history.dropped += 1;
        }
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

    /// How many undo steps lie behind the position, dropped ones included
    /// (so it keeps counting past [`MAX_UNDO`]).
    pub fn depth(&self) -> usize {
        self.dropped + self.undo.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Variant;
    use crate::model::pile::PileId;

    #[test]
    fn every_change_and_only_a_change_moves_the_revision_on() {
        let mut h = klondike("waste: 9S\nt0: TH\nstock: 2C");
        let mut seen = h.revision();
        let mut changed = |h: &History, expected: bool| {
            assert_eq!(h.revision() != seen, expected, "{h:?}");
            seen = h.revision();
        };
        assert!(h.play(Move::one(PileId::Waste, PileId::Column(1))).is_err());
        changed(&h, false);
        h.play(Move::one(PileId::Waste, PileId::Column(0))).unwrap();
        changed(&h, true);
        h.follow_up(Move::Draw).unwrap();
        changed(&h, true);
        assert!(h.undo());
        changed(&h, true);
        assert!(h.redo());
        changed(&h, true);
        assert!(!h.redo());
        changed(&h, false);
        h.restart();
        changed(&h, true);
        assert!(h.undo());
        changed(&h, true);
        let replayed = History::replay(h.start().clone(), h.base(), h.steps().0, h.steps().1);
        assert_eq!(replayed.unwrap(), h, "equal whatever the count");
    }

    fn klondike(text: &str) -> History {
        History::new(Game::parse_partial("klondike".parse::<Variant>().unwrap(), text).unwrap())
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
        let mut back = History::replay(start, None, done, undone).unwrap();
        assert_eq!(back, h, "same position, same undo and redo");
        assert!(back.redo());
        assert_eq!(back.game(), &last);
    }

    #[test]
    fn a_move_the_game_makes_after_an_undo_clears_the_redo_list() {
        // Two draws (2C, then 3C), one undone; the ace then goes home by
        // itself onto the first draw's step. The draw left to redo was
        // made from a table where the ace still lay on t0.
        let mut h = klondike("t0: AH\nstock: 3C 2C");
        h.play(Move::Draw).unwrap();
        h.play(Move::Draw).unwrap();
        assert!(h.undo());
        let home = h.game().safe_home_move().expect("the ace may go home");
        h.follow_up(home).unwrap();
        assert!(!h.can_redo(), "a redo would bring back the ace on t0");
        assert!(!h.redo());
        let (done, undone) = h.steps();
        let back = History::replay(h.start().clone(), None, done, undone).unwrap();
        assert_eq!(back, h, "the steps replay to the same table");
        assert!(h.undo(), "the draw and the ace go back together");
        assert_eq!(h.game(), h.start());
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

    #[test]
    fn only_the_latest_steps_are_kept_and_restart_still_goes_to_the_deal() {
        use crate::games::Deal;
        let deal = Deal::new("klondike".parse::<Variant>().unwrap(), 5).unwrap();
        let mut h = History::new(Game::new(deal));
        for _ in 0..MAX_UNDO + 500 {
            h.play(Move::Draw).unwrap();
        }
        assert_eq!(h.steps().0.len(), MAX_UNDO, "the oldest 500 dropped");
        assert_eq!(h.depth(), MAX_UNDO + 500, "depth keeps counting");
        let now = h.game().clone();
        let base = h.base().expect("steps were dropped");
        assert_eq!(base.dropped, 500);
        assert_eq!(base.game.moves(), 500);
        let (done, undone) = h.steps();
        let back = History::replay(Game::new(deal), Some(base), done, undone).unwrap();
        assert_eq!(back, h, "the kept steps replay from the base");
        h.restart();
        assert_eq!(h.game(), &Game::new(deal), "restart goes to the deal");
        assert!(h.undo());
        assert_eq!(h.game(), &now);
        let mut undone = 0;
        while h.undo() {
            undone += 1;
        }
        assert_eq!(undone, MAX_UNDO - 1, "the restart took one kept step");
        assert_eq!(h.game().moves(), 501);
    }

    #[test]
    fn replaying_more_steps_than_are_kept_keeps_the_nearest() {
        use crate::games::Deal;
        let deal = Deal::new("klondike".parse::<Variant>().unwrap(), 9).unwrap();
        let draws = vec![Step::Play(vec![Move::Draw]); MAX_UNDO + 300];
        let redo = vec![Step::Play(vec![Move::Draw]); MAX_UNDO + 100];
        let h = History::replay(Game::new(deal), None, &draws, &redo).unwrap();
        let mut game = Game::new(deal);
        for _ in 0..MAX_UNDO + 300 {
            game.play(Move::Draw).unwrap();
        }
        assert_eq!(h.game(), &game, "the same position");
        assert_eq!(h.steps().1.len(), MAX_UNDO, "the nearest redo steps");
        assert_eq!(h.steps().0.len(), 0);
        assert_eq!(h.depth(), MAX_UNDO + 300);
    }
}
