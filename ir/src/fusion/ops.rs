//! The operation-property table: for each array operation, how it reads its
//! operands and writes its result, and how it may fuse. Every fusion pass
//! (the dependency graph, the validity checker, the strategies, the ILP and
//! the cost model) consults this one table instead of matching on operations.

use crate::ast::OpKind;

/// The order in which a loop traverses an array (van Balen §4.3's direction
/// variables).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Order {
    /// Left to right (row-major).
    Forward,
    /// Right to left.
    Backward,
    /// At computed indices, on demand: the element is recomputed wherever it
    /// is needed (a delayed array). Only element-wise producers can be read so.
    Gather,
    /// Written at computed indices (a `permute`'s output): never fusible.
    Scatter,
}

/// How an operation reads its fusible operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InOrder {
    /// In the order it writes its output (element-wise: `map`, and
    /// `generate`'s own-index reads, [`crate::own_index`]); a
    /// written-through `transpose` reads in its loop's order.
    SameAsOutput,
    /// In one of these orders, independently of the output.
    OneOf(&'static [Order]),
    /// At computed indices (`backpermute`, `replicate`, `stencil`, …): a
    /// fused producer is recomputed `reads_per_element` times per output.
    Gather,
}

/// Accelerate's classification (seed 001 §Array Fusion), used by the
/// `delayed` strategy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccClass {
    /// One output element from one element of each input: fused into consumers.
    Producer,
    /// Uses many input elements per output element: always manifest.
    Consumer,
}

#[derive(Clone, Copy, Debug)]
pub struct OpProps {
    pub kind: OpKind,
    pub class: AccClass,
    pub input: InOrder,
    /// The orders in which it may write its output.
    pub output: &'static [Order],
    /// Whether its result may be fused into a consumer: its element at
    /// index `ix` is complete once its loop has run the iterations at `ix`
    /// (a fold's row `ix`). Not `permute` and `filter` (written where the
    /// data says) nor `fold_seg` (a segment ends where its lengths say).
    pub output_fusible: bool,
    /// Operand positions that are never fused (copied or needed whole first):
    /// `permute`'s defaults, `fold_seg`'s segment lengths.
    pub infusible_operands: &'static [usize],
    /// Accelerate fuses producers into this consumer (all but `stencil`).
    pub accepts_delayed_input: bool,
    /// How its iteration space is derived.
    pub space: Space,
    /// A pure index transform (a *view*): an element is an element of its
    /// operand at another index, so recomputing it duplicates no work
    /// (`replicate`, `transpose`, `reshape`; not `backpermute`, whose index
    /// function is work and may fail).
    pub view: bool,
    /// Stored alone, its result is its operand's storage under other
    /// extents (`reshape`: row-major order is unchanged): no loop, no
    /// traffic (see `crate::cluster::Clustering::alias`).
    pub alias: bool,
    /// At which index an element of its iteration space reads its fusible
    /// operands (what a row group's check composes, `crate::access`).
    pub read_index: ReadIndex,
    /// May be written through: when no consumer may share its cluster, its
    /// loop runs over its operand's space, reads the operand there in order
    /// and stores each element at the transposed index (`transpose`, whose
    /// elements are its operand's, each once; `crate::deps::DepGraph::through`
    /// decides per node). Its read is then [`Reading::IN_LOOP`].
    pub writes_through: bool,
}

/// At which index an operation, computing the element at index `ix` of its
/// iteration space, reads its fusible operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadIndex {
    /// At `ix` itself: element-wise and in-order readers (`map`, a fold or
    /// scan reading its row, a `permute`'s sources, own-index reads).
    Own,
    /// At `ix` with its axes rearranged: each operand axis takes the index
    /// of the output axis [`crate::ast::Op::operand_axes`] names
    /// (`replicate` drops its new axes, `transpose` permutes).
    Rearranged,
    /// At indices computed from the data or arithmetic (`backpermute`,
    /// `reshape`, a `stencil`'s neighbours): no axis is known.
    Computed,
}

/// The loop nest an operation runs over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    /// Its output's shape.
    Output,
    /// The shape of its last operand (the array it reduces, scans or
    /// scatters; own-index reads come after the operands and are not one).
    LastInput,
}

use Order::*;

const ANY_OUT: &[Order] = &[Forward, Backward, Gather];
const FWD: &[Order] = &[Forward];
const BWD: &[Order] = &[Backward];
const FWD_BWD: &[Order] = &[Forward, Backward];

const fn row(
    kind: OpKind,
    class: AccClass,
    input: InOrder,
    output: &'static [Order],
    output_fusible: bool,
    infusible_operands: &'static [usize],
    space: Space,
) -> OpProps {
    OpProps {
        kind,
        class,
        input,
        output,
        output_fusible,
        infusible_operands,
        accepts_delayed_input: !matches!(kind, OpKind::Stencil),
        space,
        view: matches!(
            kind,
            OpKind::Replicate | OpKind::Transpose | OpKind::Reshape
        ),
        alias: matches!(kind, OpKind::Reshape),
        read_index: match kind {
            OpKind::Replicate | OpKind::Transpose => ReadIndex::Rearranged,
            OpKind::Backpermute | OpKind::Reshape | OpKind::Stencil => ReadIndex::Computed,
            _ => ReadIndex::Own,
        },
        writes_through: matches!(kind, OpKind::Transpose),
    }
}

use AccClass::{Consumer, Producer};

/// The table, one row per operation. A `permute` reads its source forward
/// only: it combines in the source's row-major order (docs/language.md),
/// and a function such as `\a b -> a - b` gives another result in another
/// order (a `fold` may run backward: its arguments swap, `f x acc`, and the
/// language declares its function associative).
#[rustfmt::skip]
pub const OPS: &[OpProps] = &[
    //   operation             class     how it reads operands         output orders  fusible? never-fused operands  iteration space
    row(OpKind::Generate,    Producer, InOrder::SameAsOutput,         ANY_OUT,       true,    &[],                 Space::Output),
    row(OpKind::Map,         Producer, InOrder::SameAsOutput,         ANY_OUT,       true,    &[],                 Space::Output),
    row(OpKind::Fold,        Consumer, InOrder::OneOf(FWD_BWD),       FWD_BWD,       true,    &[],                 Space::LastInput),
    row(OpKind::Fold1,       Consumer, InOrder::OneOf(FWD_BWD),       FWD_BWD,       true,    &[],                 Space::LastInput),
    row(OpKind::Scanl,       Consumer, InOrder::OneOf(FWD),           FWD,           true,    &[],                 Space::LastInput),
    row(OpKind::Scanr,       Consumer, InOrder::OneOf(BWD),           BWD,           true,    &[],                 Space::LastInput),
    row(OpKind::Scanl1,      Consumer, InOrder::OneOf(FWD),           FWD,           true,    &[],                 Space::LastInput),
    row(OpKind::Scanr1,      Consumer, InOrder::OneOf(BWD),           BWD,           true,    &[],                 Space::LastInput),
    row(OpKind::Backpermute, Producer, InOrder::Gather,               ANY_OUT,       true,    &[],                 Space::Output),
    row(OpKind::Permute,     Consumer, InOrder::OneOf(FWD),           &[Scatter],    false,   &[0],                Space::LastInput),
    row(OpKind::Replicate,   Producer, InOrder::Gather,               ANY_OUT,       true,    &[],                 Space::Output),
    row(OpKind::Transpose,   Producer, InOrder::Gather,               ANY_OUT,       true,    &[],                 Space::Output),
    row(OpKind::Reshape,     Producer, InOrder::Gather,               ANY_OUT,       true,    &[],                 Space::Output),
    row(OpKind::Stencil,     Consumer, InOrder::Gather,               ANY_OUT,       true,    &[],                 Space::Output),
    row(OpKind::FoldSeg,     Consumer, InOrder::OneOf(FWD),           FWD,           false,   &[0],                Space::LastInput),
    row(OpKind::ScanSeg,     Consumer, InOrder::OneOf(FWD),           FWD,           true,    &[0],                Space::LastInput),
    row(OpKind::Filter,      Consumer, InOrder::OneOf(FWD),           FWD,           false,   &[],                 Space::LastInput),
];

/// How a node reads one of its inputs: in which order, at which index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    pub order: InOrder,
    pub index: ReadIndex,
}

impl Reading {
    /// In the loop's order at the loop's index: a written-through node's
    /// read of its operand (`crate::deps::DepGraph::reading`).
    pub const IN_LOOP: Reading = Reading {
        order: InOrder::SameAsOutput,
        index: ReadIndex::Own,
    };

    /// At indices computed from the reader's own: an affine read in an
    /// index lambda ([`crate::affine`]), a gather like `backpermute`'s.
    pub const AFFINE: Reading = Reading {
        order: InOrder::Gather,
        index: ReadIndex::Computed,
    };

    /// At computed indices: a fused producer is recomputed there.
    pub fn gathers(self) -> bool {
        self.order == InOrder::Gather
    }
}

impl OpProps {
    /// How the operation reads an operand (the table's row), or an
    /// own-index read (`own_index`, [`crate::own_index`]): in its loop at
    /// its own index, in the order the loop runs, whatever its operands
    /// are (a `backpermute`'s `is[j]` streams, while its source is
    /// gathered).
    pub fn reading(&self, own_index: bool) -> Reading {
        if own_index && self.input == InOrder::Gather {
            Reading {
                order: InOrder::SameAsOutput,
                index: ReadIndex::Own,
            }
        } else {
            Reading {
                order: self.input,
                index: self.read_index,
            }
        }
    }
}

/// How node `n` reads its input in `slot` (a dependency's
/// [`crate::deps::DepEdge::operand`]) by the table: own-index reads are the
/// inputs after the operands. `None` for nodes that are not operations
/// (control flow, `unit`) and for reads in scalar expressions (no slot).
/// Passes ask `crate::deps::DepGraph::reading`, which knows whether a node
/// is written through.
pub(crate) fn reading(
    g: &crate::graph::LabelledGraph,
    n: crate::graph::NodeId,
    slot: Option<usize>,
) -> Option<Reading> {
    let node = g.node(n);
    let crate::graph::NodeKind::Op(op) = &node.kind else {
        return None;
    };
    let slot = slot?;
    if node.affine_slot(slot).is_some() {
        return Some(Reading::AFFINE);
    }
    let own = slot >= node.operands().len();
    Some(props(op.kind()).reading(own))
}

/// The row of an operation.
pub fn props(kind: OpKind) -> &'static OpProps {
    OPS.iter()
        .find(|p| p.kind == kind)
        .expect("every OpKind has a row in OPS")
}

/// How many elements of its input in `slot` operation node `n` reads per
/// output element: a `stencil`'s neighbourhood (3, 3x3, 5x5, ..), an affine
/// read's distinct indices ([`crate::affine`]), else 1.
pub fn reads_per_element(node: &crate::graph::Node, slot: usize) -> i64 {
    if let Some(reads) = node.affine_slot(slot) {
        return reads as i64;
    }
    match &node.kind {
        crate::graph::NodeKind::Op(op) => match &**op {
            crate::ast::Op::Stencil { extents, .. } => crate::neighbourhood::cells(extents) as i64,
            _ => 1,
        },
        _ => 1,
    }
}

/// Whether node `n` is a view ([`OpProps::view`]): recomputing it
/// duplicates no work.
pub fn is_view(graph: &crate::graph::LabelledGraph, n: crate::graph::NodeId) -> bool {
    matches!(&graph.node(n).kind, crate::graph::NodeKind::Op(op) if props(op.kind()).view)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_complete_and_consistent() {
        let kinds = OpKind::ALL;
        assert_eq!(kinds.len(), OPS.len());
        for k in kinds {
            let p = props(k);
            assert_eq!(p.kind, k);
            // A gathered result must be computable at any index: producers only.
            if p.output.contains(&Gather) {
                assert!(p.class == Producer || k == OpKind::Stencil, "{k}");
            }
            assert!(!p.output.is_empty());
        }
        assert!(!props(OpKind::Permute).output_fusible);
        for p in OPS {
            // Only readers at computed indices read anywhere but their own
            // index; only a fused output can be read at its own index.
            assert_eq!(
                p.input == InOrder::Gather,
                p.read_index != ReadIndex::Own,
                "{}",
                p.kind
            );
            // Written through: a view whose loop may run over its operand.
            if p.writes_through {
                assert!(p.view && p.input == InOrder::Gather, "{}", p.kind);
                assert_eq!(p.space, Space::Output, "{}", p.kind);
            }
        }
        assert!(!props(OpKind::Stencil).accepts_delayed_input);
    }
}
