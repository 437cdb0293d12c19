//! The game with the stock's order forgotten: the cards of the stock and
//! the waste are a heap from which any card may be taken at any time. Every
//! line of the real game is a line of this one, so a position whose heap
//! game cannot clear the pyramid cannot be won. It is far smaller (the heap
//! is a count per rank, and it is the pyramid alone that orders the play)
//! and it catches nearly every lost deal at its start: on deals 1–300, 97
//! of the 99 lost.
//!
//! A position is the pyramid's cards left and the heap's count of each rank
//! (three bits each, ace to queen: kings pair with nothing); the answers are
//! kept, since the real search asks again from many of its positions.

use super::Deal;

/// The heap's count of rank `r` (1 to 12) in a packed `counts`.
fn count(counts: u64, r: u8) -> u64 {
    counts >> (3 * (u32::from(r) - 1)) & 7
}

/// One card of rank `r` fewer.
fn less(counts: u64, r: u8) -> u64 {
    counts - (1 << (3 * (u32::from(r) - 1)))
}

/// Answers kept past this are dropped (they are only a cache).
const MOST_KEPT: usize = 1 << 20;

impl Deal {
    /// The heap of the row's cards not gone, packed as [`count`] reads it.
    pub(super) fn heap(&self, gone: u64) -> u64 {
        (1..=12u8).fold(0, |counts, r| {
            let n = (self.row_of_rank[usize::from(r)] & !gone).count_ones();
            counts | u64::from(n.min(7)) << (3 * (u32::from(r) - 1))
        })
    }

    /// Whether the heap game clears the pyramid's cards `left`.
    pub(super) fn heap_wins(&mut self, left: u32, counts: u64) -> bool {
        if left == 0 {
            return true;
        }
        let key = u64::from(left) | counts << 28;
        if let Some(&wins) = self.heap_answers.get(&key) {
            return wins;
        }
        let wins = self.heap_search(left, counts);
        if self.heap_answers.len() >= MOST_KEPT {
            self.heap_answers.clear();
        }
        self.heap_answers.insert(key, wins);
        wins
    }

    /// The partners a card of rank `r` might ever have in the pyramid: the
    /// cards left of rank 13 − r other than those above or below `j`.
    fn mates(&self, left: u32, j: usize) -> u32 {
        self.of_rank[usize::from(13 - self.ranks[j])] & left & !self.related[j]
    }

    /// One position of the heap game. A move that no line loses by is
    /// played alone: a king; a card whose partners left are all in the
    /// heap (any of them will do, and it only frees cards); two free cards
    /// of which one has no other partner in the pyramid (in a won line its
    /// partner then comes from the heap, and the heap's card may as well go
    /// with the card the other one took).
    fn heap_search(&mut self, left: u32, counts: u64) -> bool {
        if self.pairs_short(left, counts) {
            return false;
        }
        let mut free = 0u32;
        let mut rest = left;
        while rest != 0 {
            let j = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if left & self.covers[j] == 0 {
                free |= 1 << j;
            }
        }
        let mut moves: Vec<(u32, u64)> = Vec::new();
        let mut rest = free;
        while rest != 0 {
            let j = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let r = self.ranks[j];
            let without = left & !(1 << j);
            if r == 13 {
                return self.heap_wins(without, counts);
            }
            let mates = self.mates(left, j);
            if mates == 0 {
                // (`pairs_short` has seen the heap holds a partner.)
                return count(counts, 13 - r) > 0 && self.heap_wins(without, less(counts, 13 - r));
            }
            let mut pairs = mates & free & !((1 << j) - 1) & !(1 << j);
            while pairs != 0 {
                let k = pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                let both = without & !(1 << k);
                if mates == 1 << k || self.mates(left, k) == 1 << j {
                    return self.heap_wins(both, counts);
                }
                moves.push((both, counts));
            }
            if count(counts, 13 - r) > 0 {
                moves.push((without, less(counts, 13 - r)));
            }
        }
        moves
            .into_iter()
            .any(|(left, counts)| self.heap_wins(left, counts))
    }

    /// Some two ranks adding to 13 cannot all be paired: the most pairs
    /// within the pyramid (of cards neither above nor below the other)
    /// leave more of either rank than the heap holds of the other.
    pub(super) fn pairs_short(&self, left: u32, counts: u64) -> bool {
        (1..=6u8).any(|r| {
            let (low, high) = (
                self.of_rank[usize::from(r)] & left,
                self.of_rank[usize::from(13 - r)] & left,
            );
            let (n_low, n_high) = (low.count_ones(), high.count_ones());
            let (heap_low, heap_high) = (count(counts, r) as u32, count(counts, 13 - r) as u32);
            if n_low <= heap_high && n_high <= heap_low {
                return false;
            }
            let paired = self.most_pairs(low, high);
            n_low - paired > heap_high || n_high - paired > heap_low
        })
    }
}
