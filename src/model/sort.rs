//! One small sort for the whole program. Each use of the standard library's
//! sorts builds its own copy of a large algorithm, 2 to 5 KB of WebAssembly
//! apiece, and the page's size is budgeted. Most lists Felt sorts are short
//! (a position's moves, a table's cards, a panel's rows), where an
//! insertion sort is as fast as any and each of its copies is tiny: that is
//! [`sort_by_key`]. The few that can be long (a beam search's layer,
//! thousands of children) take [`sort_long_by_key`], a merge sort written
//! once here; both give exactly the standard library's stable order.

/// Lists this long or shorter are sorted by insertion alone: below it the
/// merge's allocations cost more than the quadratic moves save.
const SHORT: usize = 32;

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

/// [`sort_by_key`] for lists of any length: the same order, in n log n.
/// Each key is taken once; the order is found by a merge sort over the
/// keys' indices (generic in the key only, so one copy serves every list
/// keyed alike) and then applied by swaps, so `T` need not be `Clone`.
pub fn sort_long_by_key<T, K: PartialOrd>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    if items.len() <= SHORT {
        return sort_by_key(items, key);
    }
    let keys: Vec<K> = items.iter().map(&mut key).collect();
    let mut from = merge_order(&keys);
    apply(items, &mut from);
}

/// The indices of `keys` in stable ascending order: runs of [`SHORT`] by
/// insertion, then merged bottom-up between two buffers, taking from the
/// right run only when strictly less (which keeps equal keys in order).
fn merge_order<K: PartialOrd>(keys: &[K]) -> Vec<usize> {
    let n = keys.len();
    let mut order: Vec<usize> = (0..n).collect();
    for run in order.chunks_mut(SHORT) {
        sort_by_key(run, |&i| &keys[i]);
    }
    let mut other = vec![0; n];
    let mut width = SHORT;
    while width < n {
        for start in (0..n).step_by(2 * width) {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j) = (start, mid);
            for slot in &mut other[start..end] {
                let right = j < end && (i == mid || keys[order[j]] < keys[order[i]]);
                if right {
                    *slot = order[j];
                    j += 1;
                } else {
                    *slot = order[i];
                    i += 1;
                }
            }
        }
        std::mem::swap(&mut order, &mut other);
        width *= 2;
    }
    order
}

/// Rearranges `items` so that place `k` holds what was at `from[k]`,
/// following each cycle of the permutation with swaps (`from` is spent:
/// each place done is marked as its own source).
fn apply<T>(items: &mut [T], from: &mut [usize]) {
    for start in 0..items.len() {
        let mut k = start;
        loop {
            let next = from[k];
            from[k] = k;
            if next == start {
                break;
            }
            items.swap(k, next);
            k = next;
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

        /// Long lists too, with few keys (many equal) and with many, and
        /// items that are not `Clone`.
        #[test]
        fn long_lists_sort_as_the_standard_stable_sort(
            v in proptest::collection::vec((0u8..8, any::<u16>()), 0..3000),
            spread in any::<bool>(),
        ) {
            let key = |x: &(u8, u16)| if spread { x.1 / 3 } else { u16::from(x.0) };
            let mut ours = v.clone();
            sort_long_by_key(&mut ours, key);
            let mut std = v.clone();
            std.sort_by_key(key);
            prop_assert_eq!(&ours, &std);
            let mut boxed: Vec<Box<(u8, u16)>> = v.into_iter().map(Box::new).collect();
            sort_long_by_key(&mut boxed, |b| key(b));
            prop_assert!(boxed.iter().map(|b| **b).eq(std));
        }
    }
}
