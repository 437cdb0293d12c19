//! The nogoods' table ([`super::learn`]): each nogood's hash with what it
//! holds, in one open-addressed array, so that a lookup costs one cache
//! miss. A `HashMap` keeps its control bytes apart from its entries, and
//! the two misses it took on every nogood a lookup probed were a sixth of
//! the lookups' time (`perf`, deal 62). New nogoods go in a few at a
//! time ([`Nogoods::add_new`]); a lookup sees those waiting too.

use super::home;

/// A nogood's place in the order of learning and its first extra (see
/// [`super::learn`]).
pub(super) type Value = (u32, u32);

/// Where a hash is in the table, or where it would go.
enum Slot {
    Held(usize),
    Free(usize),
}

#[derive(Clone, Default)]
pub(super) struct Nogoods {
    /// `(hash, value)`, the hash 0 in a free slot (a nogood hashed to 0
    /// is kept as 1: one more way for two hashes to meet, of 2^64).
    slots: Vec<(u64, Value)>,
    len: usize,
    /// Nogoods known to be new, waiting to go into the table together
    /// (the first `waiting` of them; see [`Nogoods::add_new`]).
    batch: [(u64, Value); BATCH],
    waiting: usize,
}

/// New nogoods put into the table at once.
const BATCH: usize = 8;

/// Slots the table starts with, on its first nogood (16 KB).
const FIRST: usize = 1 << 10;

impl Nogoods {
    /// Nogoods held, those waiting included.
    pub(super) fn len(&self) -> usize {
        self.len + self.waiting
    }

    /// The hash as the table keeps it.
    fn kept(hash: u64) -> u64 {
        hash.max(1)
    }

    /// The first slot where `hash` may be.
    fn home(&self, hash: u64) -> usize {
        home(hash, self.slots.len())
    }

    /// The slot holding `hash`, if it is held, the nogoods waiting put in
    /// first.
    pub(super) fn held(&mut self, hash: u64) -> Option<usize> {
        self.flush();
        match self.probe(hash) {
            Slot::Held(slot) => Some(slot),
            Slot::Free(_) => None,
        }
    }

    fn probe(&self, hash: u64) -> Slot {
        if self.slots.is_empty() {
            return Slot::Free(0);
        }
        let hash = Self::kept(hash);
        let mask = self.slots.len() - 1;
        let mut slot = self.home(hash);
        loop {
            match self.slots[slot].0 {
                0 => return Slot::Free(slot),
                h if h == hash => return Slot::Held(slot),
                _ => slot = (slot + 1) & mask,
            }
        }
    }

    pub(super) fn get(&self, hash: u64) -> Option<Value> {
        match self.probe(hash) {
            Slot::Held(slot) => Some(self.slots[slot].1),
            Slot::Free(_) => {
                let hash = Self::kept(hash);
                let waiting = &self.batch[..self.waiting];
                waiting.iter().find(|&&(h, _)| h == hash).map(|&(_, v)| v)
            }
        }
    }

    /// Keeps `hash`, which is not held, with `value`. It
    /// waits with others until [`BATCH`] of them go in together: each
    /// going in reads a slot far from the last (the table is tens of
    /// megabytes), and those reads, issued side by side, wait for memory
    /// together instead of one after another. (`perf` on deal 62 had
    /// learning at 14 % of the time, seven tenths of it waiting on that
    /// read. Deals 62, 131 and 171 at 5 million positions, the same
    /// output, eight rounds alternating: a median of 2.48 s of CPU
    /// against 2.97, the least 2.20 against 2.36.)
    pub(super) fn add_new(&mut self, hash: u64, value: Value) {
        self.batch[self.waiting] = (Self::kept(hash), value);
        self.waiting += 1;
        if self.waiting == BATCH {
            self.flush();
        }
    }

    /// Puts the nogoods waiting into the table.
    fn flush(&mut self) {
        let waiting = std::mem::take(&mut self.waiting);
        if waiting == 0 {
            return;
        }
        if !self.slots.is_empty() {
            let seen = self.batch[..waiting]
                .iter()
                .fold(0, |m, &(hash, _)| m ^ self.slots[self.home(hash)].0);
            std::hint::black_box(seen);
        }
        for i in 0..waiting {
            let (hash, value) = self.batch[i];
            let Slot::Free(slot) = self.probe(hash) else {
                unreachable!("a new nogood is held once");
            };
            self.put(slot, hash, value);
        }
    }

    /// The value in a slot [`Nogoods::held`] gave.
    pub(super) fn value_mut(&mut self, slot: usize) -> &mut Value {
        &mut self.slots[slot].1
    }

    /// Keeps `hash` with `value` in a slot [`Nogoods::probe`] gave as free
    /// for it, the table unchanged since. The table grows once it is
    /// three quarters full (linear probing's runs stay short below that).
    fn put(&mut self, slot: usize, hash: u64, value: Value) {
        if self.slots.is_empty() {
            self.slots = vec![(0, (0, 0)); FIRST];
            let Slot::Free(slot) = self.probe(hash) else {
                unreachable!("an empty table holds nothing");
            };
            return self.put(slot, hash, value);
        }
        self.slots[slot] = (Self::kept(hash), value);
        self.len += 1;
        if self.len * 4 > self.slots.len() * 3 {
            let grown = vec![(0, (0, 0)); self.slots.len() * 2];
            let old = std::mem::replace(&mut self.slots, grown);
            for (hash, value) in old.into_iter().filter(|&(h, _)| h != 0) {
                let Slot::Free(slot) = self.probe(hash) else {
                    unreachable!("each hash is held once");
                };
                self.slots[slot] = (hash, value);
            }
        }
    }
}
