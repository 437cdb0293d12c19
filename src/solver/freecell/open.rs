//! The best-first search's open positions, lowest priority first.

/// Open positions by priority: one stack of node indices per priority (an
/// estimate in the hundreds or low thousands), so opening and taking are
/// a push and a pop where a binary heap of a hundred thousand keys walked
/// its levels for each. Among equal priorities the newest comes first (the
/// indices grow, so it is the highest), which dives deeper, as the heap's
/// order had it.
#[derive(Default)]
pub(super) struct Open {
    stacks: Vec<Vec<u32>>,
    /// No stack below this one holds anything.
    lowest: usize,
    len: usize,
}

impl Open {
    pub fn push(&mut self, prio: u32, index: u32) {
        let prio = prio as usize;
        if prio >= self.stacks.len() {
            self.stacks.resize_with(prio + 1, Vec::new);
        }
        self.stacks[prio].push(index);
        self.lowest = self.lowest.min(prio);
        self.len += 1;
    }

    /// The newest of the lowest priority.
    pub fn pop(&mut self) -> Option<u32> {
        if self.len == 0 {
            return None;
        }
        while self.stacks[self.lowest].is_empty() {
            self.lowest += 1;
        }
        self.len -= 1;
        self.stacks[self.lowest].pop()
    }
}

#[cfg(test)]
mod tests {
    use super::Open;

    #[test]
    fn the_lowest_priority_comes_first_and_the_newest_among_equals() {
        let mut open = Open::default();
        for (prio, index) in [(5, 0), (3, 1), (5, 2), (3, 3), (9, 4)] {
            open.push(prio, index);
        }
        assert_eq!(open.pop(), Some(3));
        assert_eq!(open.pop(), Some(1));
        open.push(4, 5);
        assert_eq!(open.pop(), Some(5));
        let rest: Vec<_> = std::iter::from_fn(|| open.pop()).collect();
        assert_eq!(rest, [2, 0, 4]);
    }
}
