//! The positions the best first made again ([`super::remade`], FreeCell's)
//! has waiting to be expanded, lowest score first and the newest among
//! equals: a stack per score (a bucket queue). Scores are small numbers
//! (a few hundred at most) and every position is pushed with a larger
//! index than any before, so the top of the lowest stack is what a binary
//! heap of (score, index) would give, lowest score then highest index; but
//! a push and a pop are a few steps each, not a walk down a heap of a
//! million entries through memory, and each entry is the index alone.

#[derive(Default)]
pub(crate) struct Open {
    /// The indices waiting with each estimate, the newest last.
    stacks: Vec<Vec<u32>>,
    /// No stack below this one holds anything.
    low: usize,
    len: usize,
}

impl Open {
    /// Adds `index`, larger than every index pushed before.
    pub(crate) fn push(&mut self, estimate: u32, index: u32) {
        let e = estimate as usize;
        if e >= self.stacks.len() {
            self.stacks.resize_with(e + 1, Vec::new);
        }
        self.stacks[e].push(index);
        self.low = self.low.min(e);
        self.len += 1;
    }

    /// The lowest estimate's newest index, and that estimate.
    pub(crate) fn pop(&mut self) -> Option<(u32, u32)> {
        if self.len == 0 {
            return None;
        }
        while self.stacks[self.low].is_empty() {
            self.low += 1;
        }
        self.len -= 1;
        let index = self.stacks[self.low].pop()?;
        Some((self.low as u32, index))
    }
}

#[cfg(test)]
mod tests {
    use super::Open;
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;

    #[test]
    fn the_lowest_estimate_comes_first_and_the_newest_among_equals() {
        let mut open = Open::default();
        for (estimate, index) in [(5, 0), (3, 1), (5, 2), (3, 3), (9, 4)] {
            open.push(estimate, index);
        }
        assert_eq!(open.pop(), Some((3, 3)));
        assert_eq!(open.pop(), Some((3, 1)));
        open.push(4, 5);
        assert_eq!(open.pop(), Some((4, 5)));
        let rest: Vec<_> = std::iter::from_fn(|| open.pop()).collect();
        assert_eq!(rest, [(5, 2), (5, 0), (9, 4)]);
    }

    /// Pushes and pops at random give what the binary heap of (lowest
    /// estimate, highest index) gave.
    #[test]
    fn pops_as_the_heap_of_lowest_estimate_then_newest() {
        let mut seed = 7u64;
        let mut next = |n: u64| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % n
        };
        let (mut open, mut heap) = (Open::default(), BinaryHeap::new());
        let mut index = 0;
        let mut popped = 0;
        for _ in 0..20_000 {
            if next(3) < 2 {
                let estimate = next(40) as u32 + 10;
                open.push(estimate, index);
                heap.push((Reverse(estimate), index));
                index += 1;
            } else {
                let want = heap.pop().map(|(Reverse(e), i)| (e, i));
                assert_eq!(open.pop(), want);
                popped += usize::from(want.is_some());
            }
        }
        while let Some((Reverse(e), i)) = heap.pop() {
            assert_eq!(open.pop(), Some((e, i)));
        }
        assert_eq!(open.pop(), None);
        assert!(popped > 5000, "{popped}");
    }
}
