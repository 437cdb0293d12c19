//! The transposition table: a flat open-addressing set of 64-bit digests of
//! the positions' 128-bit keys, probed linearly. One cache line per look-up
//! (a general hash map touches a control byte and then the bucket), 8 bytes
//! a position, never more than half full.
//!
//! A digest is the key's low 64 bits (the keys are uniformly random), its
//! top bits the slot, so the table can grow without the keys. Two positions
//! share a digest with odds of about one in 10^7 at the largest state
//! limit, far below anything a player could meet.

pub(super) struct Table {
    slots: Vec<u64>,
    /// log2 of the slot count.
    bits: u32,
    len: usize,
}

impl Table {
    const START_BITS: u32 = 10;

    pub fn new() -> Table {
        Table {
            slots: vec![0; 1 << Self::START_BITS],
            bits: Self::START_BITS,
            len: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn digest(key: u128) -> u64 {
        (key as u64).max(1)
    }

    /// Adds `key`; false if it was there already.
    #[inline]
    pub fn insert(&mut self, key: u128) -> bool {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let d = Self::digest(key);
        if Self::put(&mut self.slots, self.bits, d) {
            self.len += 1;
            true
        } else {
            false
        }
    }

    #[inline]
    fn put(slots: &mut [u64], bits: u32, d: u64) -> bool {
        let mask = slots.len() - 1;
        let mut i = (d >> (64 - bits)) as usize;
        loop {
            let s = slots[i];
            if s == 0 {
                slots[i] = d;
                return true;
            }
            if s == d {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let bits = if self.slots.is_empty() {
            Self::START_BITS
        } else {
            self.bits + 1
        };
        let mut slots = vec![0; 1 << bits];
        for &d in &self.slots {
            if d != 0 {
                Self::put(&mut slots, bits, d);
            }
        }
        self.slots = slots;
        self.bits = bits;
    }
}
