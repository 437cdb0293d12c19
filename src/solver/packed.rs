//! Piles packed one after another in one array of cards, each pile's end
//! beside them: the position the searches of games played in columns
//! share (the generic solver's, Spider's, Simple Simon's, Baker's
//! Dozen's, Gypsy's, Forty & Eight's). A child is a copy of a few hundred
//! bytes and no allocation, where a vector a pile would allocate a pile
//! at a time; a pile is a slice; cards moved from one pile to another
//! turn the cards between them about, in place. No pile has a room of
//! its own to outgrow: the piles share the cards' room.
//!
//! Yukon's search keeps its own packing (each column's length, the starts
//! summed in one multiply, a child's cards copied from its parent's in two
//! pieces): on these piles, the same positions took 5% more CPU (`felt
//! solve yukon 1-100 --limit 200000`, three runs alternating: 1.23 to
//! 1.31 s against 1.18 to 1.20).
//!
//! Klondike's keeps a room of 24 cards for each column (a dealt game needs
//! 19; a longer column typed in notation is declined). On these piles its
//! children were 144 bytes, not 272, but moving cards between columns (a
//! rotation of the cards between them; the piles after one moved up for a
//! card pushed) cost more than the smaller copies saved: 2.52 G
//! instructions against 2.38 G (callgrind, `felt solve klondike 49-54
//! --jobs 1 --limit 200000`, the same answers), with these piles'
//! accessors inlined.
//!
//! FreeCell's keeps a room for each column for another reason: it plays
//! and takes back its moves on one position ([`super::freecell`]), and a
//! move is taken back by setting the columns' lengths back, the cards
//! above a column's length left where they lay. Packed piles would move
//! every card between the two columns, and again to take it back.

use crate::solver::engine::hash::{fnv_step, FNV_OFFSET};

/// `PILES` piles of at most `CARDS` cards in all, pile 0's bottom card
/// first. Cards past the last pile's end are left over from earlier
/// positions and mean nothing.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Piles<T, const CARDS: usize, const PILES: usize> {
    cards: [T; CARDS],
    /// Where each pile ends in `cards` (pile `i` starts where `i - 1`
    /// ends).
    end: [u8; PILES],
}

impl<T: Copy, const CARDS: usize, const PILES: usize> Piles<T, CARDS, PILES> {
    /// The piles given, bottom card first; `None` when they hold more
    /// than `CARDS` cards or there are more than `PILES` of them (the
    /// rest are empty). The places past the cards hold `filler`.
    pub fn of<P: IntoIterator<Item = T>>(
        filler: T,
        piles: impl IntoIterator<Item = P>,
    ) -> Option<Self> {
        let mut packed = Piles {
            cards: [filler; CARDS],
            end: [0; PILES],
        };
        let mut at = 0;
        let mut piles = piles.into_iter();
        for i in 0..PILES {
            for card in piles.next().into_iter().flatten() {
                *packed.cards.get_mut(at)? = card;
                at += 1;
            }
            packed.end[i] = at as u8;
        }
        piles.next().is_none().then_some(packed)
    }

    /// Where pile `i` starts in the packed cards.
    pub fn start(&self, i: usize) -> usize {
        match i {
            0 => 0,
            _ => usize::from(self.end[i - 1]),
        }
    }

    /// Where pile `i` ends (and the next starts).
    pub fn end(&self, i: usize) -> usize {
        usize::from(self.end[i])
    }

    /// Pile `i`, bottom card first.
    pub fn pile(&self, i: usize) -> &[T] {
        &self.cards[self.start(i)..self.end(i)]
    }

    pub fn len(&self, i: usize) -> usize {
        self.end(i) - self.start(i)
    }

    /// Pile `i`'s top card.
    pub fn top(&self, i: usize) -> Option<T> {
        self.pile(i).last().copied()
    }

    /// Cards in all the piles.
    pub fn total(&self) -> usize {
        usize::from(self.end[PILES - 1])
    }

    /// Every pile's cards, pile after pile.
    pub fn cards(&self) -> &[T] {
        &self.cards[..self.total()]
    }

    /// The piles, bottom card first.
    pub fn piles(&self) -> [&[T]; PILES] {
        std::array::from_fn(|i| self.pile(i))
    }

    /// Moves the top `count` cards of `from` onto `to`, in their order.
    pub fn transfer(&mut self, from: usize, to: usize, count: usize) {
        let (c, from_end, to_end) = (count as u8, self.end(from), self.end(to));
        if from < to {
            self.cards[from_end - count..to_end].rotate_left(count);
            for e in &mut self.end[from..to] {
                *e -= c;
            }
        } else {
            self.cards[to_end..from_end].rotate_right(count);
            for e in &mut self.end[to..from] {
                *e += c;
            }
        }
    }

    /// Turns the top `count` cards of `from` onto `to` one at a time, so
    /// that they lie there in the other order (a stock drawn onto its
    /// waste, a waste turned over into its stock).
    pub fn flip(&mut self, from: usize, to: usize, count: usize) {
        self.transfer(from, to, count);
        let end = self.end(to);
        self.cards[end - count..end].reverse();
    }

    /// Takes the top `count` cards off pile `i` (the piles after it move
    /// down).
    pub fn remove_top(&mut self, i: usize, count: usize) {
        let (end, total) = (self.end(i), self.total());
        self.cards.copy_within(end..total, end - count);
        for e in &mut self.end[i..] {
            *e -= count as u8;
        }
    }

    /// Puts `card` on top of pile `i` (the piles after it move up); false,
    /// changing nothing, when the cards are full.
    pub fn push(&mut self, i: usize, card: T) -> bool {
        let (end, total) = (self.end(i), self.total());
        if total == CARDS {
            return false;
        }
        self.cards.copy_within(end..total, end + 1);
        self.cards[end] = card;
        for e in &mut self.end[i..] {
            *e += 1;
        }
        true
    }

    /// Puts the cards `next` gives on piles 0, 1, … one each, as a stock
    /// deals a card a column, until it gives none or the piles or the
    /// cards run out.
    pub fn deal_one_each(&mut self, mut next: impl FnMut() -> Option<T>) {
        // From the last pile down, each pile's cards move up once by the
        // cards dealt before it.
        let mut dealt = [None; PILES];
        for (count, slot) in dealt.iter_mut().enumerate() {
            if self.total() + count == CARDS {
                break;
            }
            *slot = next();
            if slot.is_none() {
                break;
            }
        }
        for i in (0..PILES).rev() {
            let (start, end) = (self.start(i), self.end(i));
            let shift = dealt[..i].iter().flatten().count();
            self.cards.copy_within(start..end, start + shift);
            if let Some(card) = dealt[i] {
                self.cards[end + shift] = card;
            }
            self.end[i] += (shift + usize::from(dealt[i].is_some())) as u8;
        }
    }
}

impl<T: Copy + PartialEq, const CARDS: usize, const PILES: usize> PartialEq
    for Piles<T, CARDS, PILES>
{
    /// The same piles of the same cards (what lies past them aside).
    fn eq(&self, other: &Self) -> bool {
        self.end == other.end && self.cards() == other.cards()
    }
}

impl<T: Copy + Eq, const CARDS: usize, const PILES: usize> Eq for Piles<T, CARDS, PILES> {}

/// A column's cards hashed eight at a time (no card packs to 0, so the
/// last chunk's padding is not a card): the part of the key each column
/// gives, before the columns are sorted.
pub(crate) fn column_hash(col: &[u8]) -> u64 {
    col.chunks(8).fold(FNV_OFFSET, |h, chunk| {
        let mut bytes = [0; 8];
        bytes[..chunk.len()].copy_from_slice(chunk);
        fnv_step(h, u64::from_le_bytes(bytes))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    type Small = Piles<u8, 8, 3>;

    fn piles(p: &Small) -> Vec<Vec<u8>> {
        p.piles().iter().map(|p| p.to_vec()).collect()
    }

    #[test]
    fn cards_move_between_piles_either_way_in_their_order() {
        let mut p = Small::of(0, [vec![1, 2, 3], vec![4], vec![5, 6]]).unwrap();
        p.transfer(0, 2, 2);
        assert_eq!(piles(&p), [vec![1], vec![4], vec![5, 6, 2, 3]]);
        p.transfer(2, 1, 3);
        assert_eq!(piles(&p), [vec![1], vec![4, 6, 2, 3], vec![5]]);
        p.remove_top(1, 2);
        assert_eq!(piles(&p), [vec![1], vec![4, 6], vec![5]]);
        p.flip(1, 0, 2);
        assert_eq!(piles(&p), [vec![1, 6, 4], vec![], vec![5]], "one at a time");
        p.transfer(0, 1, 2);
        assert!(p.push(0, 9));
        assert_eq!(piles(&p), [vec![1, 9], vec![6, 4], vec![5]]);
        assert_eq!((p.top(2), p.total(), p.len(1)), (Some(5), 5, 2));
    }

    #[test]
    fn a_deal_puts_one_card_on_each_pile_from_the_first_while_it_lasts() {
        let mut p = Small::of(0, [vec![1], vec![], vec![2, 3]]).unwrap();
        let mut stock = vec![7, 8];
        p.deal_one_each(|| stock.pop());
        assert_eq!(piles(&p), [vec![1, 8], vec![7], vec![2, 3]]);
        let mut full = Small::of(0, [vec![1, 2, 3], vec![4, 5], vec![6, 7]]).unwrap();
        let mut stock = vec![10, 11, 12];
        full.deal_one_each(|| stock.pop());
        assert_eq!(piles(&full), [vec![1, 2, 3, 12], vec![4, 5], vec![6, 7]]);
        assert_eq!(stock, [10, 11], "no room, not drawn");
    }

    #[test]
    fn too_many_cards_or_piles_pack_to_nothing_and_leftovers_do_not_count() {
        assert!(Small::of(0, [vec![0; 9]]).is_none());
        assert!(Small::of(0, [vec![1], vec![2], vec![3], vec![4]]).is_none());
        let mut a = Small::of(0, [vec![1, 2], vec![3]]).unwrap();
        let b = Small::of(0, [vec![1], vec![3]]).unwrap();
        a.remove_top(0, 1);
        assert_eq!(a, b, "the card left past the piles is not compared");
        let mut full = Small::of(0, [vec![1, 2, 3, 4, 5, 6, 7, 8]]).unwrap();
        assert!(!full.push(2, 9), "no room");
        assert_eq!(full.len(2), 0);
    }
}
