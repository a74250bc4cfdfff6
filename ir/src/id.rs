//! The typed indices of the IRs, all made by one macro: a node and an array
//! of the labelled graph, a block of the dependency graph, a cluster of a
//! clustering, a variable of the loop IR. Each is a `u32` newtype whose
//! field is private: an id is made from its position in its table
//! ([`from_index`](NodeId::from_index), or by [`IdVec::push`] and
//! [`IdVec::ids`]) or, for a literal in a test or a sentinel, by
//! [`new`](NodeId::new); [`index`](NodeId::index) reads it back for side
//! tables, and a `Display` with its own prefix (`n3`, `a0`, `c1`, …) prints
//! it, so that one kind of index is never used for another.

use std::fmt;
use std::marker::PhantomData;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u32);

        impl $name {
            /// The id numbered `raw`.
            pub const fn new(raw: u32) -> Self {
                $name(raw)
            }

            /// The id at position `index` of its table.
            ///
            /// # Panics
            /// When `index` is 2^32 or more.
            pub fn from_index(index: usize) -> Self {
                $name(u32::try_from(index).expect("fewer than 2^32 ids"))
            }

            /// Its position in its table.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

id_type!(
    /// A node of the labelled graph: one array operation.
    NodeId,
    "n"
);
id_type!(
    /// An array of the labelled graph: a parameter or a node's output.
    ArrayId,
    "a"
);
id_type!(
    /// A block of the dependency graph (`DepGraph::blocks`); block 0 is the
    /// top level.
    BlockId,
    "b"
);
id_type!(
    /// A cluster, by its index in its clustering's order.
    ClusterId,
    "c"
);
id_type!(
    /// A scalar variable of a loop program (a loop index, a temporary
    /// element, an accumulator).
    VarId,
    "v"
);

/// What [`IdVec`] needs of an index type: every id made by `id_type!`.
pub trait Id: Copy {
    fn from_index(i: usize) -> Self;
    fn index(self) -> usize;
}

macro_rules! impl_id {
    ($($name:ident),*) => {$(
        impl Id for $name {
            fn from_index(i: usize) -> Self {
                $name::from_index(i)
            }
            fn index(self) -> usize {
                $name::index(self)
            }
        }
    )*};
}
impl_id!(NodeId, ArrayId, BlockId, ClusterId, VarId);

/// A side table indexed by one kind of id: `table[node]`, never
/// `table[node.index()]`, so a table of nodes cannot be read with an array.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IdVec<I, T> {
    items: Vec<T>,
    id: PhantomData<fn(I) -> I>,
}

impl<I: Id, T> IdVec<I, T> {
    pub fn new() -> Self {
        IdVec::from_vec(Vec::new())
    }

    /// The table whose entry for id `i` is `items[i.index()]`.
    pub fn from_vec(items: Vec<T>) -> Self {
        IdVec {
            items,
            id: PhantomData,
        }
    }

    /// `n` copies of `value`, for ids 0..n.
    pub fn filled(value: T, n: usize) -> Self
    where
        T: Clone,
    {
        IdVec::from_vec(vec![value; n])
    }

    /// Appends an entry and returns its id.
    pub fn push(&mut self, value: T) -> I {
        self.items.push(value);
        I::from_index(self.items.len() - 1)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn get(&self, id: I) -> Option<&T> {
        self.items.get(id.index())
    }

    pub fn get_mut(&mut self, id: I) -> Option<&mut T> {
        self.items.get_mut(id.index())
    }

    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }

    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.items.iter_mut()
    }

    /// The ids of the table, in order.
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = I> + ExactSizeIterator + use<I, T> {
        (0..self.items.len()).map(I::from_index)
    }

    /// Each entry with its id.
    pub fn iter_ids(&self) -> impl DoubleEndedIterator<Item = (I, &T)> + ExactSizeIterator {
        self.items
            .iter()
            .enumerate()
            .map(|(i, t)| (I::from_index(i), t))
    }

    pub fn as_slice(&self) -> &[T] {
        &self.items
    }

    pub fn into_vec(self) -> Vec<T> {
        self.items
    }
}

impl<I: Id, T> Default for IdVec<I, T> {
    fn default() -> Self {
        IdVec::new()
    }
}

impl<I: Id, T: fmt::Debug> fmt::Debug for IdVec<I, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.items.fmt(f)
    }
}

impl<I: Id, T> std::ops::Index<I> for IdVec<I, T> {
    type Output = T;
    fn index(&self, id: I) -> &T {
        &self.items[id.index()]
    }
}

impl<I: Id, T> std::ops::IndexMut<I> for IdVec<I, T> {
    fn index_mut(&mut self, id: I) -> &mut T {
        &mut self.items[id.index()]
    }
}

impl<I: Id, T> From<Vec<T>> for IdVec<I, T> {
    fn from(items: Vec<T>) -> Self {
        IdVec::from_vec(items)
    }
}

impl<I: Id, T> FromIterator<T> for IdVec<I, T> {
    fn from_iter<It: IntoIterator<Item = T>>(iter: It) -> Self {
        IdVec::from_vec(iter.into_iter().collect())
    }
}

impl<'a, I: Id, T> IntoIterator for &'a IdVec<I, T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

impl<'a, I: Id, T> IntoIterator for &'a mut IdVec<I, T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter_mut()
    }
}

impl<I: Id, T> IntoIterator for IdVec<I, T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id_vec_is_indexed_by_its_id_and_pushes_return_ids() {
        let mut t: IdVec<NodeId, &str> = IdVec::new();
        let a = t.push("a");
        let b = t.push("b");
        assert_eq!((a, b), (NodeId(0), NodeId(1)));
        t[b] = "c";
        assert_eq!(t[a], "a");
        assert_eq!(t.get(NodeId(1)), Some(&"c"));
        assert_eq!(t.get(NodeId(2)), None);
        let pairs: Vec<_> = t.iter_ids().map(|(i, s)| format!("{i}={s}")).collect();
        assert_eq!(pairs, ["n0=a", "n1=c"]);
        assert_eq!(t.ids().rev().collect::<Vec<_>>(), [NodeId(1), NodeId(0)]);
    }
}
