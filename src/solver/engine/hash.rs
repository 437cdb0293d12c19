//! The one place the solvers mix bits into hashes. Every key, Zobrist
//! table and seed in `src/solver` is made from these few functions, so a
//! weakness found in one mixer is mended once, and a new solver picks a
//! mixer that is known to spread its bits rather than inventing another.
//!
//! They are the well-known ones: SplitMix64's and MurmurHash3's
//! finalizers (bijections of the word: no two inputs share an output), a
//! multiply-and-fold step for hashing a sequence of words, the
//! golden-ratio increment that makes the n-th of a sequence of
//! independent-looking words, and a 128-bit hash of a sequence made of
//! two such streams (Spider's keys).

/// 2^64 divided by the golden ratio: the increment of SplitMix64, and an
/// odd multiplier whose product spreads a small number over the word.
pub(crate) const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// 2^128 divided by the golden ratio: the odd multiplier that spreads a
/// 128-bit key.
pub(crate) const GOLDEN128: u128 = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835;

/// SplitMix64's first multiplier, also the multiplier of [`combine`].
const MIX1: u64 = 0xBF58_476D_1CE4_E5B9;
const MIX2: u64 = 0x94D0_49BB_1331_11EB;

/// The 64-bit FNV prime: the multiplier of [`fnv_step`].
pub(crate) const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// The 64-bit FNV offset: where a hash of a sequence starts.
pub(crate) const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// SplitMix64's finalizer: every bit of `z` reaches every bit of the
/// result, and no two inputs share an output.
#[inline]
pub(crate) const fn finalize(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(MIX1);
    z = (z ^ (z >> 27)).wrapping_mul(MIX2);
    z ^ (z >> 31)
}

/// SplitMix64 of `x`: its finalizer after the golden increment, so 0
/// does not map to 0.
#[inline]
pub(crate) const fn splitmix(x: u64) -> u64 {
    finalize(x.wrapping_add(GOLDEN))
}

/// The `n`-th word of the SplitMix64 sequence from `seed`: independent-
/// looking words worked out when asked, where a table of them would add
/// their bytes to the page.
#[inline]
pub(crate) const fn nth(seed: u64, n: u64) -> u64 {
    finalize(seed.wrapping_add(n.wrapping_mul(GOLDEN)))
}

/// A Zobrist table of `len` 128-bit words, the `i`-th made of words
/// `2i + 1` and `2i + 2` of the SplitMix64 sequence from `seed` ([`nth`]):
/// a position's key is the xor of the words of its parts, so a move
/// changes it by a few xors, and parts that may come in any order (a
/// game's interchangeable columns) need no sorting (Klondike's keys).
/// Made when first asked for: as a constant, its random bits would sit,
/// incompressible, in the web page.
pub(crate) fn zobrist(seed: u64, len: usize) -> Vec<u128> {
    (1..=len as u64)
        .map(|i| (nth(seed, 2 * i - 1) as u128) << 64 | nth(seed, 2 * i) as u128)
        .collect()
}

/// One step of hashing a sequence of words: FNV's multiply with the high
/// bits folded down, so the next step's low bits depend on all of them.
#[inline]
pub(crate) const fn fnv_step(h: u64, word: u64) -> u64 {
    let x = (h ^ word).wrapping_mul(FNV_PRIME);
    x ^ (x >> 31)
}

/// The inverse of odd `a` modulo 2^64 (Newton's steps: an odd number is
/// its own inverse to 3 bits, and each step doubles the bits).
const fn inverse(a: u64) -> u64 {
    let mut x = a;
    let mut i = 0;
    while i < 5 {
        x = x.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(x)));
        i += 1;
    }
    x
}

/// [`FNV_PRIME`]'s inverse modulo 2^64.
const FNV_UNPRIME: u64 = inverse(FNV_PRIME);

/// [`fnv_step`] undone: `fnv_unstep(fnv_step(h, w), w) == h`, so a hash
/// of a column can take its top card off as cheaply as put one on.
#[inline]
pub(crate) const fn fnv_unstep(h: u64, word: u64) -> u64 {
    // x ^ (x >> 31) undone, then the multiplication.
    let x = h ^ (h >> 31) ^ (h >> 62);
    x.wrapping_mul(FNV_UNPRIME) ^ word
}

/// Adds `part` (already a hash) to the hash `key`: the order of the parts
/// matters, as a sorted list of columns' hashes needs.
#[inline]
pub(crate) const fn combine(key: u64, part: u64) -> u64 {
    (key.rotate_left(23) ^ part).wrapping_mul(MIX1)
}

/// A key spread by the golden multiply with its high bits folded down:
/// for a key that is a hash already, where a table's low bits are read.
#[inline]
pub(crate) const fn spread(h: u64, x: u64) -> u64 {
    let x = (h ^ x).wrapping_mul(GOLDEN);
    x ^ (x >> 29)
}

/// Adds the raw word `x` (not a hash yet: a foundation's level, bits of
/// gone cards) to the hash `key`: `x` is spread over the word first, as
/// raw words differ in few bits and unspread could cancel each other out
/// ([`combine`] of [`spread`]). Gypsy's and Forty & Eight's keys.
#[inline]
pub(crate) const fn absorb(key: u64, x: u64) -> u64 {
    combine(key, spread(0, x))
}

/// The full 128-bit product of `a` and `b`, its halves xored: one
/// multiplication that lets every bit of both reach the middle bits of
/// the result (FreeCell's hash lanes fold the two halves of a 128-bit key
/// with it, each half xored with a seed of the lane's first).
#[inline]
pub(crate) const fn fold_product(a: u64, b: u64) -> u64 {
    let p = a as u128 * b as u128;
    (p as u64) ^ (p >> 64) as u64
}

/// MurmurHash3's finalizer: another bijection of the word, the half of
/// the 128-bit hashes below.
#[inline]
pub(crate) const fn murmur(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    h ^= h >> 33;
    h = h.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    h ^ (h >> 33)
}

/// A 128-bit hash of `x` under `seed`: two finalized words, for a key
/// whose parts are 128 bits wide (Spider's).
#[inline]
pub(crate) const fn wide(x: u64, seed: u64) -> u128 {
    (murmur(x ^ seed) as u128) << 64 | murmur(x.wrapping_add(seed) ^ 0xABCD) as u128
}

/// A 128-bit hash of a `head` word and then `bytes`, eight to a word,
/// under `seed`: two multiply-rotate streams of different constants,
/// finalized together, so a false match needs both halves to meet.
pub(crate) fn wide_words(seed: u64, head: u64, bytes: &[u8]) -> u128 {
    let mut a = 0x243F_6A88_85A3_08D3u64 ^ seed.wrapping_mul(GOLDEN);
    let mut b = 0x1319_8A2E_0370_7344u64 ^ seed.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    a = (a ^ head).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    b = (b ^ head).wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    for chunk in bytes.chunks(8) {
        let mut w = 0u64;
        for (k, &c) in chunk.iter().enumerate() {
            w |= u64::from(c) << (8 * k);
        }
        a = (a ^ w).wrapping_mul(GOLDEN).rotate_left(27);
        b = (b ^ w).wrapping_mul(0xD6E8_FEB8_6659_FD93).rotate_left(31);
    }
    (murmur(a) as u128) << 64 | murmur(b ^ a.rotate_left(17)) as u128
}

/// The hasher of the standard maps and sets whose keys are hashes made
/// here already (a `u64` key is [`spread`] once, bytes are multiplied in
/// one by one): [`KeyMap`]. Where only a set of keys is
/// wanted, the engine's [`super::table::Seen`] is faster.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(GOLDEN);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = spread(self.0, n);
    }
}

/// A standard map keyed by hashes, hashed by [`KeyHasher`].
pub(crate) type KeyMap<K, V> =
    std::collections::HashMap<K, V, std::hash::BuildHasherDefault<KeyHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// SplitMix64's published first outputs from seed 0 (the reference
    /// implementation's), so the finalizer is the known one.
    #[test]
    fn splitmix_gives_the_reference_sequence() {
        assert_eq!(nth(0, 1), 0xE220_A839_7B1D_CDAF);
        assert_eq!(nth(0, 2), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(splitmix(0), nth(0, 1));
    }

    /// Small inputs, which keys are made of, give distinct outputs whose
    /// low bits (a table's slot) are spread: no slot of 1024 takes more
    /// than a few of 4096 consecutive numbers.
    #[test]
    fn small_inputs_spread_over_the_low_bits() {
        for f in [splitmix, |x| fnv_step(FNV_OFFSET, x), |x| combine(7, x)] {
            let outs: Vec<u64> = (0..4096u64).map(f).collect();
            assert_eq!(outs.iter().collect::<HashSet<_>>().len(), 4096);
            let mut slots = [0u32; 1024];
            for o in &outs {
                slots[(*o & 1023) as usize] += 1;
            }
            assert!(slots.iter().all(|&n| n <= 14), "{:?}", slots.iter().max());
        }
    }

    #[test]
    fn a_step_is_undone_by_its_unstep() {
        assert_eq!(FNV_PRIME.wrapping_mul(FNV_UNPRIME), 1);
        for (h, w) in [(FNV_OFFSET, 0x100), (splitmix(7), 51), (u64::MAX, 1 << 40)] {
            assert_eq!(fnv_unstep(fnv_step(h, w), w), h);
            assert_ne!(fnv_step(h, w), h);
        }
    }

    /// The order of parts matters to `combine` and to `fnv_step`: two
    /// columns swapped make another key (callers sort when order must not
    /// matter).
    #[test]
    fn combining_depends_on_the_order() {
        assert_ne!(combine(combine(0, 1), 2), combine(combine(0, 2), 1));
        assert_ne!(
            fnv_step(fnv_step(FNV_OFFSET, 1), 2),
            fnv_step(fnv_step(FNV_OFFSET, 2), 1)
        );
        assert_ne!(spread(0, 1), spread(0, 2));
    }
}
