//! The path of the beam over a game cut at its stock's deals
//! ([`super::segments`]): each segment between two deals is searched once, by
//! the beam, and keeps its best candidates to deal from; this walks the
//! tree of segments in passes of limited discrepancy. A path spends the
//! rank of the candidate it takes in each segment (the best costs
//! nothing); pass `d` tries every path that spends at most `d`, depth
//! first, best candidates first, and the next pass allows one more.
//! Segments are known by the key of their root, so a segment reached
//! again on another path is not searched again.

use std::collections::HashMap;
use std::hash::Hash;

use super::hash::GOLDEN;

/// Offers node `node`, scoring `score`, to a segment's `best` candidates
/// ((score, node), best first), which keep `width`: after the equals
/// already there, so the first found stays first.
pub(crate) fn offer(best: &mut Vec<(i32, u32)>, width: usize, score: i32, node: u32) {
    if best.len() == width && best[width - 1].0 >= score {
        return;
    }
    let at = best.partition_point(|&(s, _)| s >= score);
    best.insert(at, (score, node));
    best.truncate(width);
}

/// Up to `most` (none if 0) drawn from a position's `key` and a beam's
/// `seed`, added to its score in a segment's queue, so that near-ties do
/// not all go the way the moves were generated, and two seeds make two
/// beams that part at the first near-tie.
pub(crate) fn noise(key: u64, seed: u64, most: u64) -> i32 {
    let h = (key ^ seed).wrapping_mul(GOLDEN);
    ((h >> 40) % most.max(1)) as i32
}

/// A segment on the path: its candidates (in [`Path::segments`]), the
/// next to try, and the discrepancy spent below it.
struct Frame {
    segment: usize,
    /// The candidate being tried is `next - 1`.
    next: usize,
    /// The sum of the ranks of the candidates chosen in the frames below.
    spent: usize,
}

/// What the path does next.
pub(crate) enum Turn<S> {
    /// It went back a segment, or began a new pass: nothing to deal.
    Back,
    /// Every path within the most discrepancy was tried.
    Exhausted,
    /// Deal from this candidate; then [`Path::enter`] the segment its
    /// deal roots, or search that segment and [`Path::searched`] it.
    Deal(S),
}

/// Candidates of a searched segment, best first, each with its line from
/// the segment's root.
type Candidates<S, M> = Vec<(S, Vec<M>)>;

pub(crate) struct Path<K, S, M> {
    frames: Vec<Frame>,
    /// Every segment searched, by the key of its root.
    segments: Vec<Candidates<S, M>>,
    known: HashMap<K, usize>,
    /// The most the ranks of the chosen candidates may add up to in this
    /// pass, and in any.
    discrepancy: usize,
    most: usize,
    /// The key of the first segment's root, where each pass starts.
    root: K,
}

impl<K: Copy + Eq + Hash, S: Copy, M: Copy> Path<K, S, M> {
    /// A path whose first segment roots at the position keyed `root`,
    /// allowing at most `most` discrepancy.
    pub(crate) fn new(root: K, most: usize) -> Path<K, S, M> {
        Path {
            frames: Vec::new(),
            segments: Vec::new(),
            known: HashMap::new(),
            discrepancy: 0,
            most,
            root,
        }
    }

    /// The moves from the start to the root of the segment on top, each
    /// segment's line followed by `deal`.
    pub(crate) fn line(&self, deal: M) -> Vec<M> {
        let mut line = Vec::new();
        for frame in &self.frames {
            line.extend_from_slice(&self.segments[frame.segment][frame.next - 1].1);
            line.push(deal);
        }
        line
    }

    /// Puts the segment rooted at `key` on the path if it was searched
    /// before; false if it must be searched.
    pub(crate) fn enter(&mut self, key: K) -> bool {
        let Some(&segment) = self.known.get(&key) else {
            return false;
        };
        self.push(segment);
        true
    }

    /// Keeps the candidates of the segment just searched from the root
    /// keyed `key`, and puts it on the path.
    pub(crate) fn searched(&mut self, key: K, candidates: Candidates<S, M>) {
        self.segments.push(candidates);
        self.known.insert(key, self.segments.len() - 1);
        self.push(self.segments.len() - 1);
    }

    fn push(&mut self, segment: usize) {
        let spent = self.frames.last().map_or(0, |f| f.spent + f.next - 1);
        self.frames.push(Frame {
            segment,
            next: 0,
            spent,
        });
    }

    /// The next candidate to deal from on this pass, or a step back.
    pub(crate) fn turn(&mut self) -> Turn<S> {
        let Some(frame) = self.frames.last_mut() else {
            return Turn::Exhausted;
        };
        let candidates = &self.segments[frame.segment];
        if frame.next >= candidates.len() || frame.spent + frame.next > self.discrepancy {
            self.frames.pop();
            if self.frames.is_empty() {
                // The pass is over: again, allowing one more discrepancy.
                if self.discrepancy >= self.most {
                    return Turn::Exhausted;
                }
                self.discrepancy += 1;
                self.push(self.known[&self.root]);
            }
            return Turn::Back;
        }
        let candidate = candidates[frame.next].0;
        frame.next += 1;
        Turn::Deal(candidate)
    }
}

#[cfg(test)]
mod tests {
    use super::offer;

    /// A segment keeps its best candidates, best first, the first offered
    /// first among equals, and no more than it may.
    #[test]
    fn a_segment_keeps_its_best_candidates_the_first_of_equals_first() {
        let mut best = Vec::new();
        for (score, node) in [(5, 0), (9, 1), (5, 2), (7, 3), (1, 4), (9, 5)] {
            offer(&mut best, 4, score, node);
        }
        assert_eq!(best, [(9, 1), (9, 5), (7, 3), (5, 0)]);
    }
}
