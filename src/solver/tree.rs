//! Lines read back from a search's tree: the best-first searches and the
//! beams' segments keep each position as a node that names its parent and
//! the move that made it, node 0 being the root, so a line is only
//! written out once a search wins.

/// The moves from the root (node 0) to `node`, in play order; `link`
/// gives a node's parent and the move that reached it.
pub(crate) fn line_to<N, M>(nodes: &[N], mut node: u32, link: impl Fn(&N) -> (u32, M)) -> Vec<M> {
    let mut line = Vec::new();
    while node != 0 {
        let (parent, mv) = link(&nodes[node as usize]);
        line.push(mv);
        node = parent;
    }
    line.reverse();
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_runs_from_the_root_down_its_own_branch() {
        // Node 0 is the root; 1 and 2 its children, 3 a child of 2.
        let nodes = [(0, 'x'), (0, 'a'), (0, 'b'), (2, 'c')];
        let link = |&(parent, mv): &(u32, char)| (parent, mv);
        assert_eq!(line_to(&nodes, 3, link), vec!['b', 'c']);
        assert_eq!(line_to(&nodes, 1, link), vec!['a']);
        assert_eq!(line_to(&nodes, 0, link), Vec::<char>::new());
    }
}
