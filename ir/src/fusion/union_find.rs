//! A union-find over `0..n`: the one home of merging nodes into groups
//! (the ILP's presolve components, the merging strategies' clusters).
//! Finding is iterative with path compression, so deep chains need no
//! stack; a union keeps the least root, so a group is named by its least
//! member.

#[derive(Clone, Debug)]
pub struct UnionFind {
    parent: Vec<usize>,
}

impl UnionFind {
    /// Every element alone.
    pub fn new(n: usize) -> UnionFind {
        UnionFind {
            parent: (0..n).collect(),
        }
    }

    /// The root of `x`'s group.
    pub fn find(&mut self, x: usize) -> usize {
        let mut r = x;
        while self.parent[r] != r {
            r = self.parent[r];
        }
        let mut y = x;
        while self.parent[y] != r {
            let next = self.parent[y];
            self.parent[y] = r;
            y = next;
        }
        r
    }

    /// Joins the groups of `a` and `b`.
    pub fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        self.parent[ra.max(rb)] = ra.min(rb);
    }

    /// Per element, its group's root: the least member.
    pub fn roots(&mut self) -> Vec<usize> {
        (0..self.parent.len()).map(|i| self.find(i)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_are_named_by_their_least_member() {
        let mut u = UnionFind::new(6);
        u.union(4, 2);
        u.union(5, 4);
        u.union(3, 1);
        assert_eq!(u.roots(), vec![0, 1, 2, 1, 2, 2]);
        u.union(5, 3);
        assert_eq!(u.roots(), vec![0, 1, 1, 1, 1, 1]);
    }

    #[test]
    fn a_long_chain_needs_no_stack() {
        let n = 1_000_000;
        let mut u = UnionFind::new(n);
        for i in (1..n).rev() {
            u.union(i, i - 1);
        }
        assert!(u.roots().iter().all(|&r| r == 0));
    }
}
