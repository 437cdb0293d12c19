//! How far from a win a position looks ([`Deal::estimate`]: the cards
//! out, 8 per face-down card, 2 per face-up card not at a column's bottom
//! lying on a card it does not build on), and a child's from its
//! parent's. A move changes few of its parts: the foot
//! of a moving run lies on something new (the cards over it move with it,
//! face up on the same cards), the card sent home goes, and a card may
//! turn up. So each child's is a few reads, whatever the columns'
//! lengths.

use super::{Deal, State, COLUMNS};

impl Deal {
    /// Lower is closer to a win: face-down cards weigh most, then cards
    /// lying on a card they do not build on (each must move again), then
    /// cards still out.
    pub(super) fn estimate(&self, s: &State) -> u32 {
        let mut h = s.total() as u32;
        for c in 0..COLUMNS {
            let column = s.column(c);
            let down = usize::from(s.down[c]);
            h += 8 * down as u32;
            h += 2
                * (down.max(1)..column.len())
                    .filter(|&i| !self.builds(column[i], column[i - 1]))
                    .count() as u32;
        }
        h
    }

    /// 2 if the card at place `i` of `column` is counted as lying on a
    /// card it does not build on, with `down` cards face down.
    fn blocked(&self, column: &[u8], down: usize, i: usize) -> u32 {
        if i >= down.max(1) && !self.builds(column[i], column[i - 1]) {
            2
        } else {
            0
        }
    }

    /// What turning up column `c`'s cards from `s` to `child` adds: 2 for
    /// each card turned counted as blocked, less 8 for each turned.
    fn turned_estimate(&self, s: &State, child: &State, c: usize) -> (u32, u32) {
        let column = s.column(c);
        let (down, now) = (usize::from(s.down[c]), usize::from(child.down[c]));
        let end = down.max(1).min(usize::from(child.len[c]));
        let gained = (now.max(1)..end)
            .map(|i| self.blocked(column, now, i))
            .sum();
        (gained, 8 * (down - now) as u32)
    }

    /// The estimate of `child`, made from `s` (whose estimate is
    /// `estimate`) by moving the cards from place `at` of column `from`
    /// onto column `to`.
    pub(super) fn shifted_estimate(
        &self,
        s: &State,
        estimate: u32,
        child: &State,
        [from, at, to]: [usize; 3],
    ) -> u32 {
        let column = s.column(from);
        let mut lost = self.blocked(column, usize::from(s.down[from]), at);
        let (gained, turned) = self.turned_estimate(s, child, from);
        lost += turned;
        let (len, down) = (usize::from(s.len[to]), usize::from(s.down[to]));
        let onto = if len >= down.max(1) && !self.builds(column[at], s.column(to)[len - 1]) {
            2
        } else {
            0
        };
        estimate + gained + onto - lost
    }

    /// The estimate of `child`, made from `s` (whose estimate is
    /// `estimate`) by sending the top card of column `from` home.
    pub(super) fn sent_home_estimate(
        &self,
        s: &State,
        estimate: u32,
        child: &State,
        from: usize,
    ) -> u32 {
        let column = s.column(from);
        let at = column.len() - 1;
        let lost = 1 + self.blocked(column, usize::from(s.down[from]), at);
        let (gained, turned) = self.turned_estimate(s, child, from);
        estimate + gained - lost - turned
    }
}
