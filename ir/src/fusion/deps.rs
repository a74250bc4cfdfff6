//! The dependency graph of a labelled program (van Balen §4.3): which node
//! needs which, whether each dependency may be fused, which nodes are
//! siblings (read the same array), and each array's dimensions as symbolic
//! polynomials. Built from the operation table ([`crate::ops`]).

use crate::ast::{ExtentSource, Op, OpKind, SExpr};
use crate::graph::{ArrayId, Block, LabelledGraph, NodeId, NodeKind};
use crate::id::IdVec;
use crate::ops::{props, Order, Reading, Space};
use crate::size::{Poly, Size};
use crate::symbol::CostSymbol;
use crate::Name;
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::Direction;
use std::collections::HashMap;
use std::fmt;

pub use crate::id::BlockId;

/// Why a dependency can never be fused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Barrier {
    /// The array is read inside a scalar expression (`xs[i]`, `the s`):
    /// it must be complete before the reader starts.
    ArrayRead,
    /// An operand that the consumer never fuses (`permute`'s defaults,
    /// `fold_seg`'s segment lengths).
    Operand,
    /// The producer's result is never fused (`permute`, `filter`).
    Output,
    /// Array-level control flow or `unit`.
    ControlFlow,
    /// The producer is written through ([`DepGraph::written_through`]): it
    /// stores each element at another index than its loop's, so no
    /// consumer shares its loop or its row group.
    WrittenThrough,
}

impl fmt::Display for Barrier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Barrier::ArrayRead => "array read in a lambda",
            Barrier::Operand => "operand that is never fused",
            Barrier::Output => "result that is never fused",
            Barrier::ControlFlow => "control flow",
            Barrier::WrittenThrough => "result written through at other indices",
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    Fusible,
    Infusible(Barrier),
}

/// `to` needs the array `array` that `from` computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DepEdge {
    pub from: NodeId,
    pub to: NodeId,
    pub array: ArrayId,
    /// The operand position in `to`; `None` for reads inside scalar expressions.
    pub operand: Option<usize>,
    pub kind: EdgeKind,
}

/// Two nodes of one block that read the same array as fusible operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sibling {
    pub a: NodeId,
    pub b: NodeId,
    pub array: ArrayId,
}

#[derive(Clone, Debug)]
pub struct BlockInfo {
    pub nodes: Vec<NodeId>,
    /// Arrays the block's surroundings need: its results.
    pub results: Vec<ArrayId>,
    /// The control-flow node owning the block (`None` for the top level).
    pub owner: Option<NodeId>,
}

#[derive(Clone, Debug)]
pub struct DepGraph {
    /// Node index `i` is `NodeId::new(i)`; only dependencies within a block are edges.
    pub graph: DiGraph<NodeId, DepEdge>,
    pub siblings: Vec<Sibling>,
    /// Per array: its dimensions; an unknown extent is a symbol `#name.d`,
    /// shared by arrays that provably have that extent (a `map` of it).
    pub dims: IdVec<ArrayId, Vec<Poly>>,
    pub block_of: IdVec<NodeId, BlockId>,
    pub blocks: IdVec<BlockId, BlockInfo>,
    /// Per array: every node (in any block) that uses it, operand or read.
    pub users: IdVec<ArrayId, Vec<NodeId>>,
    /// Per node: the rank-0 arrays it reads with `the` (hoisted: one read per
    /// cluster).
    pub hoisted: IdVec<NodeId, Vec<ArrayId>>,
    /// Pairs of nodes of one block that read the same array with `the`: a
    /// cluster holding both reads it once.
    pub shares: Vec<Sibling>,
    /// Per node: its partners in [`DepGraph::siblings`] and
    /// [`DepGraph::shares`] (so that walking a cluster is linear in it).
    pub partners: IdVec<NodeId, Vec<NodeId>>,
    /// Per node: written through ([`crate::ops::OpProps::writes_through`],
    /// or a reversal, [`DepGraph::reversed`]): a `transpose` (or reversal)
    /// that runs over its operand's space, reads it in order
    /// ([`crate::ops::Reading::IN_LOOP`]) and stores each element at the
    /// transposed index, so that it fuses with its operand's producer (a
    /// scan, which cannot be recomputed at the transposed index) and shares
    /// the operand's in-order reads; no consumer then shares its loop (no
    /// out-edge of it is fusible). [`DepGraph::build`] writes through the
    /// transposes that no consumer may fuse with (a result, or read only
    /// across barriers); a clustering may choose more
    /// ([`DepGraph::mode_choices`], [`DepGraph::written_through`]).
    pub through: IdVec<NodeId, bool>,
    /// Per node: the axes a reversal reverses ([`crate::reversal`]), which
    /// writes through as a `transpose` does; `None` for every other node.
    pub reversed: IdVec<NodeId, Option<Vec<bool>>>,
}

impl DepGraph {
    /// The dependency graph of `graph`.
    pub fn build(graph: &LabelledGraph) -> DepGraph {
        let (blocks, block_of) = block_table(graph);
        let edges = edge_graph(graph, &block_of);
        let siblings = sibling_pairs(graph, &block_of);
        let hoisted: IdVec<NodeId, Vec<ArrayId>> =
            graph.node_ids().map(|n| hoisted_reads(graph, n)).collect();
        let shares = share_pairs(graph, &block_of, &hoisted);
        let partners = partner_table(graph, &siblings, &shares);
        let dims = array_dims(graph);
        let reversed: IdVec<NodeId, Option<Vec<bool>>> = graph
            .node_ids()
            .map(|n| reversal_of(graph, &dims, n))
            .collect();
        let through = graph
            .node_ids()
            .map(|n| {
                (matches!(&graph.node(n).kind, NodeKind::Op(op) if props(op.kind()).writes_through)
                    || reversed[n].is_some())
                    && edges
                        .edges_directed(NodeIndex::new(n.index()), Direction::Outgoing)
                        .all(|e| e.weight().kind != EdgeKind::Fusible)
            })
            .collect();
        DepGraph {
            through,
            reversed,
            graph: edges,
            siblings,
            dims,
            block_of,
            blocks,
            users: user_table(graph),
            hoisted,
            shares,
            partners,
        }
    }

    pub fn edges(&self) -> impl Iterator<Item = &DepEdge> {
        self.graph.edge_weights()
    }

    /// The nodes whose write mode a clustering chooses: operations the
    /// table lets write through, and reversals ([`DepGraph::reversed`]),
    /// that [`DepGraph::build`] gathers (some consumer may fuse with them)
    /// and whose operand's producer, fusible with them, is no element-wise
    /// operation (a scan, a fold's rows), so that gathering could never
    /// share its loop. Written through, such a node fuses with that
    /// producer but no consumer shares its loop; gathering, the reverse.
    /// (Where the producer is element-wise, gathering recomputes it in the
    /// node's loop instead, and the rule's mode stands.)
    pub fn mode_choices(&self, graph: &LabelledGraph) -> Vec<NodeId> {
        let elementwise = |n: NodeId| match &graph.node(n).kind {
            NodeKind::Op(op) => props(op.kind()).output.contains(&Order::Gather),
            _ => false,
        };
        graph
            .node_ids()
            .filter(|&n| {
                let NodeKind::Op(op) = &graph.node(n).kind else {
                    return false;
                };
                (props(op.kind()).writes_through || self.reversed[n].is_some())
                    && !self.through[n]
                    && (self.in_edges(n)).any(|e| {
                        e.operand == Some(0) && e.kind == EdgeKind::Fusible && !elementwise(e.from)
                    })
            })
            .collect()
    }

    /// This graph with `nodes` written through as well
    /// ([`DepGraph::through`]): each runs over its operand's space and
    /// reads it in order, and its fusible out-edges become barriers
    /// ([`Barrier::WrittenThrough`]), so that no consumer shares its loop
    /// or its row group. Each node must be one that may write through
    /// (a [`DepGraph::mode_choices`] node).
    pub fn written_through(&self, nodes: &[NodeId]) -> DepGraph {
        let mut out = self.clone();
        for &n in nodes {
            out.through[n] = true;
        }
        for e in out.graph.edge_weights_mut() {
            if nodes.contains(&e.from) && e.kind == EdgeKind::Fusible {
                e.kind = EdgeKind::Infusible(Barrier::WrittenThrough);
            }
        }
        out
    }

    /// The dependencies on what `n` computes (`n` is their `from`).
    pub fn out_edges(&self, n: NodeId) -> impl Iterator<Item = &DepEdge> {
        self.graph
            .edges_directed(NodeIndex::new(n.index()), Direction::Outgoing)
            .map(|e| e.weight())
    }

    /// The dependencies of `n` (`n` is their `to`).
    pub fn in_edges(&self, n: NodeId) -> impl Iterator<Item = &DepEdge> {
        self.graph
            .edges_directed(NodeIndex::new(n.index()), Direction::Incoming)
            .map(|e| e.weight())
    }

    /// How node `n` reads its input in `slot` ([`crate::ops::reading`]),
    /// in order at the loop's index when it is written through
    /// ([`DepGraph::through`]). Every fusion pass asks here.
    pub fn reading(
        &self,
        graph: &LabelledGraph,
        n: NodeId,
        slot: Option<usize>,
    ) -> Option<Reading> {
        let r = crate::ops::reading(graph, n, slot)?;
        Some(if self.through[n] { Reading::IN_LOOP } else { r })
    }

    /// Number of elements of an array.
    pub fn elements(&self, a: ArrayId) -> Poly {
        self.dims[a]
            .iter()
            .fold(Poly::constant(1), |acc, d| acc.mul(d))
    }

    /// The loop nest a node runs over when it is not gathered: the extents
    /// of [`DepGraph::space_array`] (none for a node without one).
    pub fn iteration_space(&self, graph: &LabelledGraph, n: NodeId) -> Vec<Poly> {
        self.space_array(graph, n)
            .map_or_else(Vec::new, |a| self.dims[a].clone())
    }

    /// The array whose extents node `n`'s loop nest runs over, as the
    /// operation table says: its output or its last operand, its operand
    /// when it is written through ([`DepGraph::through`]); a node that is
    /// no operation, its first output.
    pub fn space_array(&self, graph: &LabelledGraph, n: NodeId) -> Option<ArrayId> {
        let node = graph.node(n);
        if self.through[n] {
            return Some(node.inputs[0]);
        }
        match &node.kind {
            NodeKind::Op(op) => Some(match props(op.kind()).space {
                Space::Output => node.outputs[0],
                Space::LastInput => *node.operands().last().expect("an operand"),
            }),
            _ => node.outputs.first().copied(),
        }
    }
}

/// The axes node `n` reverses where it is a reversal ([`crate::reversal`]).
fn reversal_of(
    g: &LabelledGraph,
    dims: &IdVec<ArrayId, Vec<Poly>>,
    n: NodeId,
) -> Option<Vec<bool>> {
    let node = g.node(n);
    let NodeKind::Op(op) = &node.kind else {
        return None;
    };
    let (out, source) = (node.outputs.first()?, node.inputs.first()?);
    let extent = |name: &Name, d: usize| dims[g.array_by_name(name)?].get(d).cloned();
    crate::reversal::reversed_axes(op, &dims[*out], &dims[*source], &extent)
}

/// Every block (the top level first, then each control-flow node's blocks
/// depth first) and the block of every node.
fn block_table(g: &LabelledGraph) -> (IdVec<BlockId, BlockInfo>, IdVec<NodeId, BlockId>) {
    let mut blocks = IdVec::new();
    let mut block_of = IdVec::filled(BlockId::new(0), g.nodes.len());
    collect_blocks(g, &g.top, None, &mut blocks, &mut block_of);
    (blocks, block_of)
}

/// Per array: the nodes that use it, operand or read, in node order.
fn user_table(g: &LabelledGraph) -> IdVec<ArrayId, Vec<NodeId>> {
    let mut users = IdVec::filled(Vec::new(), g.arrays.len());
    for c in g.node_ids() {
        let node = g.node(c);
        for &a in node.inputs.iter().chain(&node.reads) {
            users[a].push(c);
        }
    }
    for u in &mut users {
        u.dedup();
    }
    users
}

/// Every dependency on a produced array, node by node: operands first, then
/// reads inside scalar expressions.
fn dependencies(g: &LabelledGraph) -> Vec<DepEdge> {
    let mut edges = Vec::new();
    for c in g.node_ids() {
        let node = g.node(c);
        for (slot, &a) in node.inputs.iter().enumerate() {
            let Some(p) = g.array(a).producer else {
                continue;
            };
            edges.push(DepEdge {
                from: p,
                to: c,
                array: a,
                operand: Some(slot),
                kind: operand_kind(g, p, c, slot),
            });
        }
        for &a in &node.reads {
            if let Some(p) = g.array(a).producer {
                edges.push(DepEdge {
                    from: p,
                    to: c,
                    array: a,
                    operand: None,
                    kind: EdgeKind::Infusible(Barrier::ArrayRead),
                });
            }
        }
    }
    edges
}

/// Whether consumer `c` may fuse with producer `p` through operand `slot`.
fn operand_kind(g: &LabelledGraph, p: NodeId, c: NodeId, slot: usize) -> EdgeKind {
    match (&g.node(p).kind, &g.node(c).kind) {
        (NodeKind::Op(pop), NodeKind::Op(cop)) => {
            if !props(pop.kind()).output_fusible {
                EdgeKind::Infusible(Barrier::Output)
            } else if props(cop.kind()).infusible_operands.contains(&slot) {
                EdgeKind::Infusible(Barrier::Operand)
            } else {
                EdgeKind::Fusible
            }
        }
        _ => EdgeKind::Infusible(Barrier::ControlFlow),
    }
}

/// The graph of the dependencies within a block (a node per labelled node).
fn edge_graph(g: &LabelledGraph, block_of: &IdVec<NodeId, BlockId>) -> DiGraph<NodeId, DepEdge> {
    let mut graph = DiGraph::new();
    for id in g.node_ids() {
        graph.add_node(id);
    }
    for e in dependencies(g) {
        if block_of[e.from] == block_of[e.to] && e.from != e.to {
            graph.add_edge(
                NodeIndex::new(e.from.index()),
                NodeIndex::new(e.to.index()),
                e,
            );
        }
    }
    graph
}

/// Siblings: pairs of nodes of one block with the same array as fusible
/// operands, by block and array.
fn sibling_pairs(g: &LabelledGraph, block_of: &IdVec<NodeId, BlockId>) -> Vec<Sibling> {
    let mut readers: HashMap<(BlockId, ArrayId), Vec<NodeId>> = HashMap::new();
    for c in g.node_ids() {
        let node = g.node(c);
        let NodeKind::Op(op) = &node.kind else {
            continue;
        };
        for (slot, &a) in node.inputs.iter().enumerate() {
            if props(op.kind()).infusible_operands.contains(&slot) {
                continue;
            }
            let r = readers.entry((block_of[c], a)).or_default();
            if !r.contains(&c) {
                r.push(c);
            }
        }
    }
    let mut siblings = Vec::new();
    let mut keys: Vec<_> = readers.keys().copied().collect();
    keys.sort();
    for k in keys {
        let r = &readers[&k];
        for i in 0..r.len() {
            for j in i + 1..r.len() {
                siblings.push(Sibling {
                    a: r[i],
                    b: r[j],
                    array: k.1,
                });
            }
        }
    }
    siblings
}

/// Shares: pairs of nodes of one block that read the same array with `the`.
fn share_pairs(
    g: &LabelledGraph,
    block_of: &IdVec<NodeId, BlockId>,
    hoisted: &IdVec<NodeId, Vec<ArrayId>>,
) -> Vec<Sibling> {
    let mut shares = Vec::new();
    let ids: Vec<NodeId> = g.node_ids().collect();
    for (k, &i) in ids.iter().enumerate() {
        for &j in &ids[k + 1..] {
            if block_of[i] != block_of[j] {
                continue;
            }
            for a in &hoisted[i] {
                if hoisted[j].contains(a) {
                    shares.push(Sibling {
                        a: i,
                        b: j,
                        array: *a,
                    });
                }
            }
        }
    }
    shares
}

/// Per node: its partners in the siblings and the shares.
fn partner_table(
    g: &LabelledGraph,
    siblings: &[Sibling],
    shares: &[Sibling],
) -> IdVec<NodeId, Vec<NodeId>> {
    let mut partners = IdVec::filled(Vec::new(), g.nodes.len());
    for s in siblings.iter().chain(shares) {
        partners[s.a].push(s.b);
        partners[s.b].push(s.a);
    }
    partners
}

/// Arrays a node reads with `the` (not control-flow nodes: their reads are
/// their own and they are never fused).
fn hoisted_reads(g: &LabelledGraph, n: NodeId) -> Vec<ArrayId> {
    let node = g.node(n);
    let exprs: Vec<&crate::ast::SExpr> = match &node.kind {
        NodeKind::Op(op) => op.scalar_exprs(),
        NodeKind::Unit(s) => vec![s],
        _ => vec![],
    };
    let mut out = Vec::new();
    for e in exprs {
        e.walk(&mut |s| {
            if let crate::ast::SExprKind::The(a) = &s.kind {
                if let Some(id) = g.array_by_name(a) {
                    if !out.contains(&id) {
                        out.push(id);
                    }
                }
            }
        });
    }
    out
}

fn collect_blocks(
    g: &LabelledGraph,
    b: &Block,
    owner: Option<NodeId>,
    blocks: &mut IdVec<BlockId, BlockInfo>,
    block_of: &mut IdVec<NodeId, BlockId>,
) {
    let id = blocks.push(BlockInfo {
        nodes: b.nodes.clone(),
        results: b.results.clone(),
        owner,
    });
    for &n in &b.nodes {
        block_of[n] = id;
    }
    for &n in &b.nodes {
        match &g.node(n).kind {
            NodeKind::If { then_, else_, .. } => {
                collect_blocks(g, then_, Some(n), blocks, block_of);
                collect_blocks(g, else_, Some(n), blocks, block_of);
            }
            NodeKind::Loop { body, .. } => collect_blocks(g, body, Some(n), blocks, block_of),
            _ => {}
        }
    }
}

/// Dimensions of every array, propagating unknown extents through the
/// operations that preserve them.
fn array_dims(g: &LabelledGraph) -> IdVec<ArrayId, Vec<Poly>> {
    let fresh = |a: ArrayId, d: usize| -> Poly {
        let info = g.array(a);
        CostSymbol::extent(info.name.clone(), info.ty.rank(), d).poly()
    };
    let declared = |a: ArrayId| -> Vec<Option<Poly>> {
        g.array(a)
            .ty
            .shape
            .iter()
            .map(|s| s.as_poly().cloned())
            .collect()
    };
    let mut dims: IdVec<ArrayId, Option<Vec<Poly>>> = IdVec::filled(None, g.arrays.len());
    // Arrays without a producer (parameters, loop variables) first.
    for (i, info) in g.arrays.iter().enumerate() {
        if info.producer.is_none() {
            let a = ArrayId::from_index(i);
            dims[a] = Some(
                declared(a)
                    .into_iter()
                    .enumerate()
                    .map(|(d, s)| s.unwrap_or_else(|| fresh(a, d)))
                    .collect(),
            );
        }
    }
    // Nodes in id order are in dependency order (labelling creates operands first).
    for n in g.node_ids() {
        let node = g.node(n);
        for &out in &node.outputs {
            let decl = declared(out);
            let derived: Vec<Option<Poly>> = match &node.kind {
                NodeKind::Op(op) => match derive(op, &node.inputs, &dims) {
                    Some(v) => v.into_iter().map(Some).collect(),
                    None => shape_arguments(g, op, &dims),
                },
                _ => Vec::new(),
            };
            let v = decl
                .iter()
                .enumerate()
                .map(|(d, s)| match (s, derived.get(d).cloned().flatten()) {
                    (Some(p), _) => p.clone(),
                    (None, Some(p)) => p,
                    (None, None) => fresh(out, d),
                })
                .collect();
            dims[out] = Some(v);
        }
    }
    dims.into_iter()
        .enumerate()
        .map(|(i, d)| {
            d.unwrap_or_else(|| {
                declared(ArrayId::from_index(i))
                    .into_iter()
                    .map(|s| s.unwrap_or_else(Poly::zero))
                    .collect()
            })
        })
        .collect()
}

fn derive(
    op: &Op,
    inputs: &[ArrayId],
    dims: &IdVec<ArrayId, Option<Vec<Poly>>>,
) -> Option<Vec<Poly>> {
    let input = |k: usize| dims.get(*inputs.get(k)?)?.clone();
    match op.kind() {
        OpKind::Map | OpKind::Scanl1 | OpKind::Scanr1 | OpKind::Stencil => input(0),
        OpKind::Fold | OpKind::Fold1 => {
            let mut d = input(0)?;
            d.pop();
            Some(d)
        }
        OpKind::Scanl | OpKind::Scanr => {
            let mut d = input(0)?;
            let last = d.pop()?;
            d.push(last.add(&Poly::constant(1)));
            Some(d)
        }
        OpKind::Transpose => {
            let d = input(0)?;
            let Op::Transpose { perm, .. } = op else {
                return None;
            };
            perm.iter().map(|&p| d.get(p).cloned()).collect()
        }
        OpKind::Permute => input(0),
        OpKind::ScanSeg => input(1),
        OpKind::FoldSeg => {
            let mut d = input(1)?;
            d.pop();
            d.push(input(0)?.first()?.clone());
            Some(d)
        }
        OpKind::Replicate => {
            // The count's size is in the declared type when it is static.
            None
        }
        _ => None,
    }
}

/// The extents a `generate`'s shape arguments give where the types do
/// not: `the s` is `#the(s)`, and `length xs`, `shape xs` and its
/// components are `xs`'s extents, so that arrays made to the same
/// run-time extent have equal extents here (and may fuse). Labelling puts
/// the same extents in the arrays' types where they are sizes
/// (`passes::label`, for the own-index rule, which reads types); here they
/// are also an extent known only at run time, `xs`'s symbol (an irregular
/// chunk's values).
fn shape_arguments(
    g: &LabelledGraph,
    op: &Op,
    dims: &IdVec<ArrayId, Option<Vec<Poly>>>,
) -> Vec<Option<Poly>> {
    let Op::Generate { shape, .. } = op else {
        return Vec::new();
    };
    let extent = |name: &Name, d: usize| -> Option<Poly> {
        dims.get(g.array_by_name(name)?)?.as_ref()?.get(d).cloned()
    };
    let argument = |e: &SExpr| -> Option<Poly> {
        match e.extent_source()? {
            ExtentSource::The(s) => Some(CostSymbol::The(s.clone()).poly()),
            ExtentSource::Axis(xs, d) => extent(xs, d),
        }
    };
    // An argument that gives nothing keeps a fresh symbol.
    shape.iter().map(argument).collect()
}

/// Unused: keeps `Size` in scope for readers of this module's docs.
#[allow(dead_code)]
fn _size_doc(_: Size) {}
