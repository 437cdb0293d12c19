//! The transposition table (the Spider solver's too): a flat open-addressing set of the positions'
//! whole 128-bit keys, probed linearly. One cache line per look-up (a
//! general hash map touches a control byte and then the bucket), 16 bytes a
//! position, never more than half full.
//!
//! The whole key is kept, not a shorter digest of it: a false "seen" would
//! skip a position unsearched, and a search that then runs out of moves
//! would call a winnable deal unwinnable. With 128 random bits two of a few
//! million positions share a key with odds of about 10^-26; a 64-bit digest
//! left about one in 10^7 at the largest state limit. The key's top bits
//! choose the slot, so the table can grow without the positions.

pub(in crate::solver) struct Table {
    slots: Vec<u128>,
    /// log2 of the slot count.
    bits: u32,
    len: usize,
    /// The table before the last growth, while its keys move over a few
    /// slots at each insert (from `moved` on): growing all at once took
    /// several milliseconds at a few hundred thousand positions, more
    /// than the game's slice of a frame. Keys not yet moved are looked up
    /// here; it is never written, so its probe chains stay whole.
    old: Vec<u128>,
    old_bits: u32,
    moved: usize,
    /// The next table's slots, zeroed a few at each insert once the table
    /// is three-eighths full: zeroing megabytes of fresh memory at once
    /// (page faults and all) took as long as the old all-at-once growth.
    next: Vec<u128>,
}

impl Table {
    const START_BITS: u32 = 10;
    /// Old slots moved at each insert: the move ends after an eighth of
    /// the inserts the new table takes before it grows again.
    const MOVE_CHUNK: usize = 16;
    /// Next slots zeroed at each insert: from three-eighths full to half
    /// full is an eighth of the slots in inserts, and the next table has
    /// twice the slots.
    const ZERO_CHUNK: usize = 16;

    pub fn new() -> Table {
        Table {
            slots: vec![0; 1 << Self::START_BITS],
            bits: Self::START_BITS,
            len: 0,
            old: Vec::new(),
            old_bits: 0,
            moved: 0,
            next: Vec::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether `key` is in the table.
    pub fn contains(&self, key: u128) -> bool {
        let k = Self::stored(key);
        Self::find(&self.slots, self.bits, k)
            || !self.old.is_empty() && Self::find(&self.old, self.old_bits, k)
    }

    /// The key as stored: zero marks an empty slot, so a zero key (odds
    /// 2^-128) stands in as one.
    #[inline]
    fn stored(key: u128) -> u128 {
        key.max(1)
    }

    /// Adds `key`; false if it was there already.
    #[inline]
    pub fn insert(&mut self, key: u128) -> bool {
        let k = Self::stored(key);
        if !self.old.is_empty() {
            self.move_some();
            if !self.old.is_empty() && Self::find(&self.old, self.old_bits, k) {
                return false;
            }
        }
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        } else if self.len * 8 >= self.slots.len() * 3 {
            self.zero_some();
        }
        if Self::put(&mut self.slots, self.bits, k) {
            self.len += 1;
            true
        } else {
            false
        }
    }

    #[inline]
    fn put(slots: &mut [u128], bits: u32, k: u128) -> bool {
        let mask = slots.len() - 1;
        let mut i = (k >> (128 - bits)) as usize;
        loop {
            let s = slots[i];
            if s == 0 {
                slots[i] = k;
                return true;
            }
            if s == k {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    #[inline]
    fn find(slots: &[u128], bits: u32, k: u128) -> bool {
        let mask = slots.len() - 1;
        let mut i = (k >> (128 - bits)) as usize;
        loop {
            match slots[i] {
                0 => return false,
                s if s == k => return true,
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Moves the next few old slots' keys into the table; drops the old
    /// table once all have moved.
    fn move_some(&mut self) {
        let end = (self.moved + Self::MOVE_CHUNK).min(self.old.len());
        for &k in &self.old[self.moved..end] {
            if k != 0 {
                Self::put(&mut self.slots, self.bits, k);
            }
        }
        self.moved = end;
        if end == self.old.len() {
            self.old = Vec::new();
        }
    }

    /// Zeroes the next few slots of the next table.
    fn zero_some(&mut self) {
        let size = self.slots.len() * 2;
        if self.next.capacity() < size {
            self.next = Vec::with_capacity(size);
        }
        let len = (self.next.len() + Self::ZERO_CHUNK).min(size);
        self.next.resize(len, 0);
    }

    fn grow(&mut self) {
        // The last move ends long before the next growth; finish it anyway.
        while !self.old.is_empty() {
            self.move_some();
        }
        let bits = self.bits + 1;
        while self.next.len() < 1 << bits {
            self.zero_some();
        }
        let next = std::mem::take(&mut self.next);
        self.old = std::mem::replace(&mut self.slots, next);
        self.old_bits = self.bits;
        self.bits = bits;
        self.moved = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::Table;
    use crate::solver::engine::hash::GOLDEN128;

    /// Distinct keys spread over the whole 128 bits.
    fn key(i: u128) -> u128 {
        i.wrapping_mul(GOLDEN128)
    }

    #[test]
    fn keys_that_share_their_low_half_are_told_apart() {
        let mut table = Table::new();
        let low = 0x0123_4567_89AB_CDEFu128;
        assert!(table.insert(low | 1 << 64));
        assert!(table.insert(low | 2 << 64));
        assert!(!table.insert(low | 1 << 64));
        assert_eq!(table.len(), 2);
    }

    #[test]
    fn keys_are_found_while_they_move_to_the_grown_table() {
        let mut table = Table::new();
        // 513 keys grow the 1024 slots; the move is then under way.
        for i in 0..513 {
            assert!(table.insert(key(i)));
        }
        assert!(!table.old.is_empty(), "moving");
        assert!((0..513).all(|i| !table.insert(key(i))));
        assert_eq!(table.len(), 513);
    }

    #[test]
    fn every_key_is_found_again_after_growing() {
        let mut table = Table::new();
        for i in 0..10_000 {
            assert!(table.insert(key(i)));
        }
        assert!((0..10_000).all(|i| !table.insert(key(i))));
        assert_eq!(table.len(), 10_000);
    }
}
