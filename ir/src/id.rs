//! The typed indices of the IRs, all made by one macro: a node and an array
//! of the labelled graph, a block of the dependency graph, a cluster of a
//! clustering, a variable of the loop IR. Each is a `u32` newtype with
//! [`index`](NodeId::index) for side tables and a `Display` with its own
//! prefix (`n3`, `a0`, `c1`, …), so that one kind of index is never used
//! for another.

use std::fmt;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        impl $name {
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
