//! The labelled graph (van Balen §5.1): the program after labelling. Every
//! array operation is a [`Node`] with a [`NodeId`]; every array it reads or
//! writes is an [`ArrayId`] with a unique name; `def` calls are inlined; tuples
//! of arrays are flattened. Array-level control flow (`if`, `loop`) is a node
//! whose branches or body are nested [`Block`]s.

use crate::ast::{Op, SExpr};
use crate::size::{Poly, Size};
use crate::span::Span;
use crate::symbol::CostSymbol;
use crate::types::ArrayType;
use crate::Name;

use crate::id::IdVec;
pub use crate::id::{ArrayId, NodeId};

/// One array value of the program: a parameter or a node's output.
#[derive(Clone, Debug)]
pub struct ArrayInfo {
    /// Unique in the graph; the `let` name where there was one.
    pub name: Name,
    pub ty: ArrayType,
    /// The node computing it; `None` for parameters and loop variables.
    pub producer: Option<NodeId>,
    pub span: Span,
}

impl ArrayInfo {
    /// The number of elements as a polynomial; a dimension of unknown size
    /// (`?`) is the symbol `#name` (e.g. `#ys` for a `filter`'s result).
    pub fn elements(&self) -> Poly {
        self.ty
            .shape
            .iter()
            .enumerate()
            .fold(Poly::constant(1), |acc, (i, d)| {
                let p = match d {
                    Size::Known(p) => p.clone(),
                    Size::Unknown => {
                        CostSymbol::extent(self.name.clone(), self.ty.rank(), i).poly()
                    }
                };
                acc.mul(&p)
            })
    }
}

/// A sequence of nodes with its own inputs and results.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// Arrays bound on entry: the def's parameters, or a loop's variables.
    pub params: Vec<ArrayId>,
    /// In program order, which is a topological order.
    pub nodes: Vec<NodeId>,
    pub results: Vec<ArrayId>,
}

#[derive(Clone, Debug)]
pub enum NodeKind {
    /// An array operation; its array operands are `AExprKind::Var`s naming
    /// the node's `inputs` in order.
    Op(Box<Op>),
    /// `unit e`.
    Unit(SExpr),
    /// `if cond then .. else ..`; both blocks have no params.
    If {
        cond: SExpr,
        then_: Block,
        else_: Block,
    },
    /// `loop`: `inputs` are the initial values, `body.params` the loop
    /// variables (which `cond` reads), `body.results` the next values.
    Loop {
        cond: SExpr,
        body: Block,
        /// The initial values of `body.params`, in order (also in the node's
        /// `reads`).
        inits: Vec<ArrayId>,
        /// The iterations of a counted loop whose bound the types know
        /// (`ir::ast::AExprKind::Loop::count`).
        count: Option<Poly>,
        /// A lifted sequence loop whose first variable is its chunk limit
        /// (`ir::ast::AExprKind::Loop::scheduled`).
        scheduled: bool,
    },
    /// Sizes that the types cannot prove equal, checked at run time: no
    /// outputs; `reads` are the arrays whose extents it compares.
    Assert(SizeAssert),
}

/// A call's arguments against the callee's signature, or a def's result
/// against its declared type, where the sizes are not provably equal (the
/// reference interpreter's checks of every call and every def's result).
#[derive(Clone, Debug)]
pub struct SizeAssert {
    /// The operation that the error names, as the reference interpreter
    /// names it: `call g` or `def f`.
    pub site: String,
    /// `ShapeMismatch` (a call) or `ResultMismatch` (a result).
    pub kind: crate::runtime::RuntimeErrorKind,
    /// `bool` conditions that must hold, each with the two operands its
    /// failure is worded with (the extent and the declared size; see
    /// [`crate::runtime`]).
    pub conds: Vec<SizeCond>,
}

/// A condition of a [`SizeAssert`] with its two operands.
pub type SizeCond = (SExpr, [SExpr; 2]);

#[derive(Clone, Debug)]
pub struct Node {
    /// Unique in the graph, e.g. `sum1`, `map2`.
    pub label: Name,
    pub kind: NodeKind,
    /// Array operands, then the arrays an operation reads only at its own
    /// index ([`crate::own_index`]), then those it reads only at affine
    /// indices of its own ([`crate::affine`]): fusible edges come from
    /// these.
    pub inputs: Vec<ArrayId>,
    /// For each of the last `affine.len()` inputs (the affine reads), its
    /// distinct reads per element.
    pub affine: Vec<usize>,
    /// Arrays read inside scalar expressions (`xs[i]`, `the s`, `length xs`),
    /// and every array a control-flow node uses: fusion-preventing.
    pub reads: Vec<ArrayId>,
    pub outputs: Vec<ArrayId>,
    pub span: Span,
}

impl Node {
    /// Its array operands, in the order of `Op::array_args`: the inputs
    /// before the arrays an operation reads at its own index.
    pub fn operands(&self) -> &[ArrayId] {
        match &self.kind {
            NodeKind::Op(op) => &self.inputs[..op.array_args().len().min(self.inputs.len())],
            _ => &self.inputs,
        }
    }

    /// The arrays an operation's scalar expressions read that are inputs
    /// all the same: its own-index and affine reads, after its operands.
    pub fn index_reads(&self) -> &[ArrayId] {
        &self.inputs[self.operands().len()..]
    }

    /// The arrays an operation reads only at its own index
    /// ([`crate::own_index`]): its inputs after its operands.
    pub fn own_index_reads(&self) -> &[ArrayId] {
        &self.inputs[self.operands().len()..self.inputs.len() - self.affine.len()]
    }

    /// The arrays an operation reads only at affine indices of its own
    /// ([`crate::affine`]): its last inputs, each with its distinct reads
    /// per element.
    pub fn affine_reads(&self) -> impl Iterator<Item = (ArrayId, usize)> + '_ {
        let first = self.inputs.len() - self.affine.len();
        self.inputs[first..]
            .iter()
            .copied()
            .zip(self.affine.iter().copied())
    }

    /// Whether input `slot` is an affine read, and its reads per element.
    pub fn affine_slot(&self, slot: usize) -> Option<usize> {
        let first = self.inputs.len() - self.affine.len();
        slot.checked_sub(first)
            .and_then(|k| self.affine.get(k).copied())
    }
}

/// A labelled program: one entry `def` with its calls inlined.
#[derive(Clone, Debug)]
pub struct LabelledGraph {
    pub name: Name,
    pub arrays: IdVec<ArrayId, ArrayInfo>,
    pub nodes: IdVec<NodeId, Node>,
    pub top: Block,
    /// Size names bound by the parameters.
    pub sizes: Vec<Name>,
}

impl LabelledGraph {
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id]
    }

    pub fn array(&self, id: ArrayId) -> &ArrayInfo {
        &self.arrays[id]
    }

    pub fn node_ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + use<> {
        self.nodes.ids()
    }

    pub fn array_by_name(&self, name: &str) -> Option<ArrayId> {
        self.arrays
            .iter()
            .position(|a| &*a.name == name)
            .map(ArrayId::from_index)
    }

    pub fn node_by_label(&self, label: &str) -> Option<NodeId> {
        self.nodes
            .iter()
            .position(|n| &*n.label == label)
            .map(NodeId::from_index)
    }
}

/// Checks the invariants every pass may rely on; the message names the first
/// broken one. A labelled graph is well formed when:
/// - every node and array id is in range;
/// - array names are unique, and node labels are unique;
/// - each array is defined exactly once (a block's parameter, or one node's
///   output), a node's outputs have it as producer, and a parameter has none;
/// - an operation's array operands are `AExprKind::Var`s naming exactly the
///   node's inputs, in order; `unit` and operations have one output; an `if`
///   or `loop` has as many outputs as each of its blocks has results;
/// - every node belongs to exactly one block, and every input or read is
///   defined before the node (a parameter, an earlier node of its block, or
///   of an enclosing block before the control-flow node); a block's results
///   are defined by its end;
/// - every array named in a node's scalar expressions (`xs[i]`, `the s`,
///   `length xs`) is one of its reads (or, in a loop's condition, one of its
///   loop variables).
pub fn verify(graph: &LabelledGraph) -> Result<(), String> {
    verify::ids_in_range(graph)?;
    verify::unique_names(graph)?;
    verify::definitions(graph)?;
    for id in graph.node_ids() {
        verify::node_shape(graph, id)?;
    }
    let mut placed = IdVec::filled(false, graph.nodes.len());
    verify::block(
        graph,
        &graph.top,
        "the top level",
        Default::default(),
        &mut placed,
    )?;
    if let Some((n, _)) = placed.iter_ids().find(|(_, p)| !**p) {
        return Err(format!("node `{}` is in no block", graph.node(n).label));
    }
    Ok(())
}

/// The rules of [`verify`], one function each.
mod verify {
    use super::{ArrayId, Block, LabelledGraph, Node, NodeId, NodeKind};
    use crate::ast::Op;
    use crate::ast::{AExprKind, SExpr, SExprKind};
    use crate::id::IdVec;
    use std::collections::{HashMap, HashSet};

    pub(super) fn ids_in_range(graph: &LabelledGraph) -> Result<(), String> {
        let arrays = graph.arrays.len();
        let nodes = graph.nodes.len();
        let array_ok = |a: &ArrayId, what: &str| {
            if a.index() < arrays {
                Ok(())
            } else {
                Err(format!(
                    "{what} refers to array {a}, but there are {arrays} arrays"
                ))
            }
        };
        for (i, a) in graph.arrays.iter().enumerate() {
            if let Some(p) = a.producer {
                if p.index() >= nodes {
                    return Err(format!(
                        "array `{}` (a{i}) has producer {p}, but there are {nodes} nodes",
                        a.name
                    ));
                }
            }
        }
        for n in &graph.nodes {
            let what = format!("node `{}`", n.label);
            for a in n.inputs.iter().chain(&n.reads).chain(&n.outputs) {
                array_ok(a, &what)?;
            }
        }
        let mut blocks = vec![(&graph.top, "the top level".to_string())];
        while let Some((b, what)) = blocks.pop() {
            for a in b.params.iter().chain(&b.results) {
                array_ok(a, &what)?;
            }
            for n in &b.nodes {
                if n.index() >= nodes {
                    return Err(format!(
                        "{what} lists node {n}, but there are {nodes} nodes"
                    ));
                }
                let node = &graph.nodes[*n];
                let inner = format!("a block of `{}`", node.label);
                match &node.kind {
                    NodeKind::If { then_, else_, .. } => {
                        blocks.push((then_, inner.clone()));
                        blocks.push((else_, inner));
                    }
                    NodeKind::Loop { body, .. } => blocks.push((body, inner)),
                    _ => {}
                }
            }
        }
        Ok(())
    }

    pub(super) fn unique_names(graph: &LabelledGraph) -> Result<(), String> {
        let mut seen = HashSet::new();
        for a in &graph.arrays {
            if !seen.insert(&a.name) {
                return Err(format!("two arrays are named `{}`", a.name));
            }
        }
        let mut seen = HashSet::new();
        for n in &graph.nodes {
            if !seen.insert(&n.label) {
                return Err(format!("two nodes are labelled `{}`", n.label));
            }
        }
        Ok(())
    }

    /// Each array defined exactly once, producers and outputs agreeing.
    pub(super) fn definitions(graph: &LabelledGraph) -> Result<(), String> {
        let mut defined_by: HashMap<ArrayId, String> = HashMap::new();
        let mut define = |a: ArrayId, by: String| match defined_by.insert(a, by.clone()) {
            Some(old) => Err(format!(
                "array `{}` is defined twice: by {old} and by {by}",
                graph.array(a).name
            )),
            None => Ok(()),
        };
        for id in graph.node_ids() {
            let n = graph.node(id);
            for &a in &n.outputs {
                if graph.array(a).producer != Some(id) {
                    return Err(format!(
                        "array `{}` is an output of `{}` but does not name it as its producer",
                        graph.array(a).name,
                        n.label
                    ));
                }
                define(a, format!("node `{}`", n.label))?;
            }
        }
        let mut blocks = vec![&graph.top];
        while let Some(b) = blocks.pop() {
            for &a in &b.params {
                if let Some(p) = graph.array(a).producer {
                    return Err(format!(
                        "array `{}` is a block parameter but has producer `{}`",
                        graph.array(a).name,
                        graph.node(p).label
                    ));
                }
                define(a, "a block parameter".into())?;
            }
            for n in &b.nodes {
                match &graph.node(*n).kind {
                    NodeKind::If { then_, else_, .. } => blocks.extend([then_, else_]),
                    NodeKind::Loop { body, .. } => blocks.push(body),
                    _ => {}
                }
            }
        }
        for (i, a) in graph.arrays.iter().enumerate() {
            if !defined_by.contains_key(&ArrayId::from_index(i)) {
                let why = match a.producer {
                    Some(p) => format!("its producer `{}` does not output it", graph.node(p).label),
                    None => "it is no block's parameter".into(),
                };
                return Err(format!("array `{}` is never defined: {why}", a.name));
            }
        }
        Ok(())
    }

    /// Operands, output counts and the arrays named in scalar expressions.
    pub(super) fn node_shape(graph: &LabelledGraph, id: NodeId) -> Result<(), String> {
        let n = graph.node(id);
        let outputs = |want: usize, what: &str| {
            if n.outputs.len() == want {
                Ok(())
            } else {
                Err(format!(
                    "node `{}` has {} outputs, {what} needs {want}",
                    n.label,
                    n.outputs.len()
                ))
            }
        };
        let mut scalars: Vec<&SExpr> = Vec::new();
        match &n.kind {
            NodeKind::Op(op) => {
                outputs(1, "an operation")?;
                let args = op.array_args();
                let names: Vec<Option<&str>> = args
                    .iter()
                    .map(|a| match &a.kind {
                        AExprKind::Var(v) => Some(&**v),
                        _ => None,
                    })
                    .collect();
                let want: Vec<Option<&str>> = n
                    .inputs
                    .iter()
                    .map(|a| Some(&*graph.array(*a).name))
                    .collect();
                // After the operands: the arrays read at the node's own index.
                let own = own_index_inputs(graph, n, op);
                let affine = affine_inputs(graph, n, op);
                let operands = n.operands().len();
                if names[..] != want[..operands]
                    || n.own_index_reads() != own
                    || n.affine_reads().ne(affine.iter().copied())
                {
                    let show = |v: &[Option<&str>]| {
                        v.iter()
                            .map(|x| x.unwrap_or("(not a variable)"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    return Err(format!(
                        "the operands of `{}` ({}) are not its inputs ({})",
                        n.label,
                        show(&names),
                        show(&want)
                    ));
                }
                scalars.extend(op.scalar_exprs());
            }
            NodeKind::Unit(s) => {
                outputs(1, "`unit`")?;
                scalars.push(s);
            }
            NodeKind::If { cond, then_, else_ } => {
                outputs(then_.results.len(), "its then-block's results")?;
                outputs(else_.results.len(), "its else-block's results")?;
                if !then_.params.is_empty() || !else_.params.is_empty() {
                    return Err(format!("a branch of `{}` has parameters", n.label));
                }
                scalars.push(cond);
            }
            NodeKind::Loop { cond, body, .. } => {
                outputs(body.results.len(), "its body's results")?;
                outputs(body.params.len(), "its loop variables")?;
                scalars.push(cond);
            }
            NodeKind::Assert(a) => {
                outputs(0, "a size check")?;
                scalars.extend(a.conds.iter().map(|(c, _)| c));
            }
        }
        // A loop's condition reads its loop variables too.
        let vars = match &n.kind {
            NodeKind::Loop { body, .. } => &body.params[..],
            _ => &[],
        };
        // An operation's own-index and affine reads are inputs after its
        // operands.
        let reads: HashSet<&crate::Name> = n
            .reads
            .iter()
            .chain(vars)
            .chain(n.index_reads())
            .map(|a| &graph.array(*a).name)
            .collect();
        for s in scalars {
            let mut named = Vec::new();
            s.walk(&mut |e| match &e.kind {
                SExprKind::Index { array: a, .. }
                | SExprKind::The(a)
                | SExprKind::Length(a)
                | SExprKind::Shape(a) => named.push(a.clone()),
                _ => {}
            });
            if let Some(a) = named.iter().find(|a| !reads.contains(a)) {
                return Err(format!(
                    "node `{}` reads `{a}` in a scalar expression, which is not among its reads",
                    n.label
                ));
            }
        }
        Ok(())
    }

    /// Definition before use, block by block; marks each node's block.
    pub(super) fn block(
        graph: &LabelledGraph,
        b: &Block,
        what: &str,
        mut scope: HashSet<ArrayId>,
        placed: &mut IdVec<NodeId, bool>,
    ) -> Result<(), String> {
        scope.extend(b.params.iter().copied());
        for &id in &b.nodes {
            let n = graph.node(id);
            if std::mem::replace(&mut placed[id], true) {
                return Err(format!(
                    "node `{}` is in two blocks (or twice in one)",
                    n.label
                ));
            }
            for a in n.inputs.iter().chain(&n.reads) {
                if !scope.contains(a) {
                    return Err(format!(
                        "node `{}` uses `{}` before it is defined",
                        n.label,
                        graph.array(*a).name
                    ));
                }
            }
            let inner = format!("a block of `{}`", n.label);
            match &n.kind {
                NodeKind::If { then_, else_, .. } => {
                    block(graph, then_, &inner, scope.clone(), placed)?;
                    block(graph, else_, &inner, scope.clone(), placed)?;
                }
                NodeKind::Loop { body, .. } => block(graph, body, &inner, scope.clone(), placed)?,
                _ => {}
            }
            scope.extend(n.outputs.iter().copied());
        }
        if let Some(a) = b.results.iter().find(|a| !scope.contains(a)) {
            return Err(format!(
                "a result of {what}, `{}`, is not defined there",
                graph.array(*a).name
            ));
        }
        Ok(())
    }

    /// The arrays operation node `n` of `g` reads only at affine indices
    /// of its own, classified again from its operation ([`crate::affine`]).
    fn affine_inputs(g: &LabelledGraph, n: &Node, op: &Op) -> Vec<(ArrayId, usize)> {
        let Some(&out) = n.outputs.first() else {
            return Vec::new();
        };
        crate::affine::affine_arrays(op, out, &|a| g.array(a).ty.shape.clone(), &|name| {
            g.array_by_name(name)
        })
    }

    /// The arrays operation node `n` of `g` reads only at its own index,
    /// classified again from its operation ([`crate::own_index`]).
    fn own_index_inputs(g: &LabelledGraph, n: &Node, op: &Op) -> Vec<ArrayId> {
        let operands = n.operands();
        let Some(&out) = n.outputs.first() else {
            return Vec::new();
        };
        crate::own_index::own_index_arrays(
            op,
            operands,
            out,
            &|a| g.array(a).ty.shape.clone(),
            &|name| g.array_by_name(name),
        )
    }
}
