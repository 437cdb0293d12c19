//! The position table: the keys of the positions a search has found (the
//! engine's searches, Yukon's, and the one Forty & Eight and Gypsy
//! share): a set of 64-bit keys by
//! open addressing, each key in the slot its low bits name or the next
//! free one after it. The keys are hashes already, so they need no
//! hashing again, and a key is read where it lies: a new key costs one
//! read of memory where the standard set (a byte of tags, then the key
//! elsewhere) costs two. The searches add a few keys for every position
//! they expand, so those reads were a large share of their time (a sixth
//! of Gypsy's, in `perf`).

/// A set of keys. A slot holding 0 is free; the key 0 itself is kept
/// aside.
pub(crate) struct Seen {
    slots: Vec<u64>,
    len: usize,
    zero: bool,
}

/// Slots to begin with (a few kilobytes: most deals need no more).
const FIRST: usize = 1 << 10;

impl Seen {
    pub(crate) fn new() -> Seen {
        Seen {
            slots: Vec::new(),
            len: 0,
            zero: false,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Empties the set, keeping its slots (Gypsy's beam fills one set
    /// for each segment it searches).
    pub(crate) fn clear(&mut self) {
        self.slots.fill(0);
        self.len = 0;
        self.zero = false;
    }

    /// Asks the processor to bring `key`'s slot into its cache, ahead of
    /// an [`Seen::insert`] of it: a search that knows a position's
    /// children's keys before it adds them has their reads of memory
    /// made at once, not one after another. Changes nothing in the set.
    pub(crate) fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        if !self.slots.is_empty() {
            let at = self.slots[key as usize & (self.slots.len() - 1)..].as_ptr();
            // SAFETY: a prefetch reads nothing and writes nothing (it is
            // only a hint); `at` points into the set's slots all the same.
            unsafe {
                core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(at.cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Adds `key`: whether it was not in the set.
    pub(crate) fn insert(&mut self, key: u64) -> bool {
        if key == 0 {
            let new = !self.zero;
            self.zero = true;
            self.len += usize::from(new);
            return new;
        }
        // At most three slots of four used, so a run of used slots stays
        // short (a cache line or two).
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        if Self::place(&mut self.slots, key) {
            self.len += 1;
            true
        } else {
            false
        }
    }

    /// Puts `key` (not 0) in the first free slot from its own, unless it
    /// is there already: whether it was put.
    fn place(slots: &mut [u64], key: u64) -> bool {
        let mask = slots.len() - 1;
        let mut i = key as usize & mask;
        loop {
            let slot = slots[i];
            if slot == key {
                return false;
            }
            if slot == 0 {
                slots[i] = key;
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// Twice the slots, the keys placed again.
    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(FIRST);
        let old = std::mem::replace(&mut self.slots, vec![0; size]);
        for key in old.into_iter().filter(|&k| k != 0) {
            Self::place(&mut self.slots, key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Seen;
    use std::collections::HashSet;

    /// Keys added at random, many twice and 0 among them, are found new
    /// exactly when the standard set finds them new, and counted alike.
    #[test]
    fn adds_keys_as_the_standard_set_does() {
        let mut seed = 11u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            seed
        };
        let (mut seen, mut set) = (Seen::new(), HashSet::new());
        let mut again = 0;
        for round in 0..200_000u64 {
            let r = next();
            // Keys from a small range repeat often; some share low bits.
            let key = match round % 4 {
                0 => (r >> 33) % 5000,
                1 => ((r >> 33) % 300) << 40,
                _ => r,
            };
            let new = set.insert(key);
            // A prefetch first, as Gypsy's search does, changes nothing.
            seen.prefetch(key);
            assert_eq!(seen.insert(key), new, "{key}");
            assert_eq!(seen.len(), set.len());
            again += usize::from(!new);
        }
        assert!(set.contains(&0) && again > 50_000, "{again}");
    }
}
