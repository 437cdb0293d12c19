//! The position tables: the keys of the positions a search has found.
//! [`Seen`] keeps 64-bit keys (the engine's searches, Yukon's, the
//! small games', Gypsy's and the tuned solvers' best first); [`Wide`]
//! keeps whole 128-bit keys, where a false "seen" in a long proof must
//! be out of the question (Klondike's, Spider's and FreeCell's).
//!
//! [`Seen`] is a set of 64-bit keys by
//! open addressing, each key in the slot its low bits name or the next
//! free one after it. The keys are hashes already, so they need no
//! hashing again, and a key is read where it lies: a new key costs one
//! read of memory where the standard set (a byte of tags, then the key
//! elsewhere) costs two. The searches add a few keys for every position
//! they expand, so those reads were a large share of their time (a sixth
//! of Gypsy's, in `perf`).
//!
//! A search that learns ([`super::Puzzle::LEARNS`]: Aces Up's) keeps a
//! `u32` of its own with each key ([`Seen::claim_valued`]), in an array
//! beside the keys: the other searches' set is the same as without, and
//! a key not held (most of them) still costs one read. Cleared for the
//! next of many small searches, such a set frees only the slots its keys
//! took ([`Seen::clear`]).

/// A set of keys. A slot holding 0 is free; the key 0 itself is kept
/// aside.
pub(crate) struct Seen {
    slots: Vec<u64>,
    len: usize,
    zero: bool,
    /// With [`Seen::claim_valued`], each key's value, slot for slot (the
    /// key 0's in `zero_value`); empty otherwise.
    values: Vec<u32>,
    zero_value: u32,
    valued: bool,
    /// Whether `taken` holds the slot of every key held: from a clear of
    /// a set whose keys keep values until it grows.
    logged: bool,
    /// While `logged`, the slots the keys took, for [`Seen::clear`].
    taken: Vec<u32>,
}

/// The slot [`Seen::claim_valued`] gives the key 0, which is kept aside.
const ZERO_SLOT: usize = usize::MAX;

/// Slots to begin with (a few kilobytes: most deals need no more).
const FIRST: usize = 1 << 10;

impl Seen {
    pub(crate) fn new() -> Seen {
        Seen {
            slots: Vec::new(),
            len: 0,
            zero: false,
            values: Vec::new(),
            zero_value: 0,
            valued: false,
            logged: false,
            taken: Vec::new(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Forgets every key, keeping the slots (all free again) for the
    /// keys to come. The values are left as they are: a key added keeps
    /// 0 until it is given one ([`Seen::claim_valued`]).
    ///
    /// A set whose keys keep values frees only the slots its keys took
    /// since the last clear ([`Seen::taken`]), unless it grew since: a
    /// set cleared for each of many small searches, one of which grew it
    /// large, would otherwise write all its slots each time (Aces Up's
    /// searches alone: about 900 keys each, up to a few thousand, and
    /// every clear wrote 32 KB or more). The other sets write every slot.
    pub(crate) fn clear(&mut self) {
        if self.valued && self.logged {
            for &slot in &self.taken {
                self.slots[slot as usize] = 0;
            }
        } else {
            self.slots.fill(0);
        }
        self.taken.clear();
        self.logged = self.valued;
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

    /// Adds `key`: whether it was not in the set. Not in a set whose
    /// keys keep values ([`Seen::claim_valued`], which alone logs the
    /// slots a key takes for [`Seen::clear`]).
    pub(crate) fn insert(&mut self, key: u64) -> bool {
        debug_assert!(!self.valued, "a set of values is claimed, not added to");
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

    /// Twice the slots, the keys placed again (with their values).
    fn grow(&mut self) {
        self.logged = false;
        self.taken.clear();
        let size = (self.slots.len() * 2).max(FIRST);
        let old = std::mem::replace(&mut self.slots, vec![0; size]);
        let values = if self.valued {
            std::mem::replace(&mut self.values, vec![0; size])
        } else {
            Vec::new()
        };
        let mask = size - 1;
        for (at, &key) in old.iter().enumerate().filter(|&(_, &k)| k != 0) {
            // Held once: the first free slot from its own.
            let mut i = key as usize & mask;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = key;
            if let Some(&value) = values.get(at) {
                self.values[i] = value;
            }
        }
    }

    /// The slot of `key` (not 0): `Ok` where it is held, `Err` the free
    /// slot where it goes.
    fn find(slots: &[u64], key: u64) -> Result<usize, usize> {
        let mask = slots.len() - 1;
        let mut i = key as usize & mask;
        loop {
            match slots[i] {
                slot if slot == key => return Ok(i),
                0 => return Err(i),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Adds `key` as [`Seen::insert`], in a set whose keys each keep a
    /// value: its slot, and the value it kept if it was held (a key just
    /// added keeps 0 until [`Seen::set_value`]). The slot stays the
    /// key's until the next key is added.
    pub(crate) fn claim_valued(&mut self, key: u64) -> (usize, Option<u32>) {
        self.valued = true;
        if key == 0 {
            let held = std::mem::replace(&mut self.zero, true);
            self.len += usize::from(!held);
            return (ZERO_SLOT, held.then_some(self.zero_value));
        }
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        match Self::find(&self.slots, key) {
            Ok(slot) => (slot, Some(self.values[slot])),
            Err(slot) => {
                self.slots[slot] = key;
                self.values[slot] = 0;
                self.len += 1;
                if self.logged {
                    self.taken.push(slot as u32);
                }
                (slot, None)
            }
        }
    }

    /// Sets the value of the key in `slot`, as [`Seen::claim_valued`]
    /// gave it.
    pub(crate) fn set_value(&mut self, slot: usize, value: u32) {
        match slot {
            ZERO_SLOT => self.zero_value = value,
            slot => self.values[slot] = value,
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

    /// Keys added with values at random, many twice and 0 among them,
    /// keep the values last set through the growths, as the standard map
    /// keeps them.
    #[test]
    fn keeps_values_as_the_standard_map_does() {
        let mut seed = 5u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            seed
        };
        let (mut seen, mut map) = (Seen::new(), std::collections::HashMap::new());
        for round in 0..100_000u32 {
            let r = next();
            let key = if round % 3 == 0 { (r >> 33) % 4000 } else { r };
            let (slot, held) = seen.claim_valued(key);
            assert_eq!(held, map.get(&key).copied(), "{key}");
            // A new key's value is set, a held one's now and then.
            if held.is_none() || round % 5 == 0 {
                seen.set_value(slot, round);
                map.insert(key, round);
            }
            assert_eq!(seen.len(), map.len());
        }
        assert!(map.contains_key(&0) && map.len() < 90_000, "{}", map.len());
    }
}

/// The table of 128-bit keys (Klondike's, through [`super::Puzzle::WIDE`],
/// Spider's and FreeCell's searches): a flat open-addressing set of the
/// positions' whole 128-bit keys, probed linearly. One cache line per
/// look-up (a
/// general hash map touches a control byte and then the bucket), 16 bytes a
/// position, never more than half full.
///
/// The whole key is kept, not a shorter digest of it: a false "seen" would
/// skip a position unsearched, and a search that then runs out of moves
/// would call a winnable deal unwinnable. With 128 random bits two of a few
/// million positions share a key with odds of about 10^-26; a 64-bit digest
/// left about one in 10^7 at the largest state limit. The key's top bits
/// choose the slot, so the table can grow without the positions.
///
/// FreeCell's searches are a few hundred positions each, where the
/// standard set of `FxHash` it kept before was the faster: deals 1-3000
/// at 50,000 positions took 0.85 to 0.90 s of user time against 0.72 to
/// 0.77 s (alternated, issue 35); it gave up the second kind of table
/// and the `rustc-hash` crate for that.
pub(crate) struct Wide {
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

impl Wide {
    const START_BITS: u32 = 10;
    /// Old slots moved at each insert: the move ends after an eighth of
    /// the inserts the new table takes before it grows again.
    const MOVE_CHUNK: usize = 16;
    /// Next slots zeroed at each insert: from three-eighths full to half
    /// full is an eighth of the slots in inserts, and the next table has
    /// twice the slots.
    const ZERO_CHUNK: usize = 16;

    pub(crate) fn new() -> Wide {
        Wide {
            slots: vec![0; 1 << Self::START_BITS],
            bits: Self::START_BITS,
            len: 0,
            old: Vec::new(),
            old_bits: 0,
            moved: 0,
            next: Vec::new(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Empties the table, keeping its slots (FreeCell's depth-first runs,
    /// one after another on the same buffers; a beam's segments).
    pub(crate) fn clear(&mut self) {
        self.slots.fill(0);
        self.len = 0;
        self.old = Vec::new();
        self.moved = 0;
    }

    /// Whether `key` is in the table.
    #[inline]
    pub(crate) fn contains(&self, key: u128) -> bool {
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
    pub(crate) fn insert(&mut self, key: u128) -> bool {
        let k = Self::stored(key);
        if !self.old.is_empty() {
            self.move_some();
            if !self.old.is_empty() && Self::find(&self.old, self.old_bits, k) {
                return false;
            }
        }
        if (self.len + 1) * 2 > self.slots.len() {
            // The key may be in the slots about to become the old table,
            // where the put below would not look.
            if Self::find(&self.slots, self.bits, k) {
                return false;
            }
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
mod wide_tests {
    use super::Wide;
    use crate::solver::engine::hash::{nth, GOLDEN128};
    use std::collections::HashSet;

    /// Distinct keys spread over the whole 128 bits.
    fn key(i: u128) -> u128 {
        i.wrapping_mul(GOLDEN128)
    }

    #[test]
    fn keys_that_share_their_low_half_are_told_apart() {
        let mut table = Wide::new();
        let low = 0x0123_4567_89AB_CDEFu128;
        assert!(table.insert(low | 1 << 64));
        assert!(table.insert(low | 2 << 64));
        assert!(!table.insert(low | 1 << 64));
        assert_eq!(table.len(), 2);
    }

    /// A key the table holds is found when its insert grows the table
    /// (it was once counted again, and its position searched again).
    #[test]
    fn a_key_held_is_found_when_its_insert_grows_the_table() {
        let mut table = Wide::new();
        for i in 1..=512 {
            assert!(table.insert(key(i)));
        }
        assert!(!table.insert(key(1)), "held, though the table grows");
        assert_eq!(table.len(), 512);
    }

    #[test]
    fn keys_are_found_while_they_move_to_the_grown_table() {
        let mut table = Wide::new();
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
        let mut table = Wide::new();
        for i in 0..10_000 {
            assert!(table.insert(key(i)));
        }
        assert!((0..10_000).all(|i| !table.insert(key(i))));
        assert_eq!(table.len(), 10_000);
    }

    /// Inserts, look-ups and clears at random give the standard set's
    /// answers, through growths and moves.
    #[test]
    fn wide_answers_as_the_standard_set_does() {
        let (mut wide, mut set) = (Wide::new(), HashSet::new());
        for i in 0..300_000u64 {
            let r = nth(5, i);
            let key = (u128::from(nth(7, r % 3_000)) << 64) | u128::from(r % 3_000);
            if r.is_multiple_of(3) {
                assert_eq!(wide.contains(key), set.contains(&key), "{i}");
            } else {
                assert_eq!(wide.insert(key), set.insert(key), "{i}");
            }
            if i % 100_000 == 99_999 {
                wide.clear();
                set.clear();
            }
            assert_eq!(wide.len(), set.len(), "{i}");
        }
    }
}
