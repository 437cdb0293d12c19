//! One small sort for the whole program. Each use of the standard library's
//! sorts builds its own copy of a large algorithm, 2 to 5 KB of WebAssembly
//! apiece, and the page's size is budgeted. The lists Felt sorts are short
//! (a position's moves, a table's cards, a panel's rows), where an
//! insertion sort is as fast as any and each of its copies is tiny.

/// Sorts `items` so that `key` ascends, keeping equal items in their order
/// (stable). Quadratic: for lists of at most a few hundred items.
pub fn sort_by_key<T, K: PartialOrd>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j]) < key(&items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The same order as the standard library's stable sort.
        #[test]
        fn sorts_as_the_standard_stable_sort(v in proptest::collection::vec((0u8..8, any::<u16>()), 0..60)) {
            let mut ours = v.clone();
            sort_by_key(&mut ours, |x| x.0);
            let mut std = v;
            std.sort_by_key(|x| x.0);
            prop_assert_eq!(ours, std);
        }
    }
}
