//! The cost of a clustering under language.md's conventions, as symbolic
//! polynomials over the size names:
//! - loops: clusters that contain an array operation (a fused cluster is one
//!   loop nest; `unit` and control-flow nodes are not loops), a row group
//!   counting once;
//! - reads: elements loaded from manifest arrays. A cluster streams each
//!   manifest operand once however many of its nodes read it (a shared input
//!   is read once per cluster); a read at computed indices (`backpermute`,
//!   `replicate`, `stencil`, or a recomputed producer) loads once per use;
//!   `xs[i]` in a lambda loads once per evaluation of the lambda (counted
//!   statically, also inside `if` branches), unless it is a read at the
//!   node's own index (`crate::own_index`): that is an operand, streamed
//!   once per element like a `map`'s; `the s` is hoisted: once per
//!   cluster, but in an extent of an output's shape (evaluated before the
//!   loop) it loads once per occurrence, as `xs[0]` there does, and twice in
//!   a `reshape`'s (its shape, then its element count's check);
//!   `length`/`shape` are free. A `permute` also reads each target
//!   element it combines into;
//! - writes: elements stored to manifest arrays (a `permute` stores its
//!   defaults, then one element per source element);
//! - row groups (`crate::cluster`): a row value of an earlier member is a
//!   variable, read for free, and stored only if needed outside the group;
//!   a member's other reads and writes are as if it were alone;
//! - an alias (a `reshape` alone in its cluster,
//!   [`Clustering::alias`]) is its operand's storage under other extents:
//!   no loop, no reads, no writes;
//! - duplication: evaluations of recomputed (gathered) producers beyond one
//!   per element, e.g. `(k - 1)n` for a `map` fused into `replicate k`.
//!
//! Nested blocks are scaled by symbols ([`CostSymbol`]): `#it(l)` iterations
//! of loop `l`, `#then(l)` / `#else(l)` for the branches of `if` `l`. An
//! unknown extent is the symbol `#name` (see [`crate::deps::DepGraph::dims`]).

use crate::ast::{BinOp, Boundary, Op, SExpr, SExprKind, SPat};
use crate::cluster::{is_manifest, is_row_value, ClusterId, Clustering, Schedule};
use crate::deps::{DepEdge, DepGraph};
use crate::graph::{ArrayId, LabelledGraph, NodeId, NodeKind};
use crate::id::{BlockId, IdVec};
use crate::ops::{props, reads_per_element};
use crate::size::Poly;
use crate::work::Ops;
use crate::Name;
use std::collections::{BTreeMap, BTreeSet, HashMap};

pub use crate::symbol::CostSymbol;

/// Elements of one array moved by one cluster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    pub cluster: ClusterId,
    pub array: ArrayId,
    pub count: Poly,
}

impl Access {
    /// Its elements times their width, at `value_of`'s values (`None`
    /// where a name has none or the figure does not fit).
    fn bytes(&self, graph: &LabelledGraph, value_of: &dyn Fn(&str) -> Option<i64>) -> Option<i128> {
        let width = graph.array(self.array).ty.elem.bytes() as i128;
        self.count.eval_exact(value_of).ok()??.checked_mul(width)
    }
}

/// A recomputed producer: how often it is evaluated against its element count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recompute {
    pub node: NodeId,
    pub evaluations: Poly,
    pub elements: Poly,
    /// A view (`ir::ops::OpProps::view`): recomputing it duplicates no work.
    pub view: bool,
}

impl Recompute {
    /// Whether its evaluations beyond one per element are duplicated work.
    pub fn duplicates_work(&self) -> bool {
        !self.view
    }
}

/// The scalar work of one node of a cluster: `evaluations` of scalar
/// expressions that each do `ops` ([`crate::work`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Work {
    pub cluster: ClusterId,
    pub node: NodeId,
    pub evaluations: Poly,
    pub ops: Ops,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Cost {
    pub loops: usize,
    pub reads: Vec<Access>,
    pub writes: Vec<Access>,
    pub recomputed: Vec<Recompute>,
    /// The scalar work of each cluster's nodes: their functions per element
    /// evaluated (recomputed ones as often as their consumers demand) and
    /// a fold's initial value per row; extents and constants, evaluated
    /// once, are left out.
    pub work: Vec<Work>,
}

impl Cost {
    pub fn total_reads(&self) -> Poly {
        self.reads.iter().fold(Poly::zero(), |a, r| a.add(&r.count))
    }

    pub fn total_writes(&self) -> Poly {
        self.writes
            .iter()
            .fold(Poly::zero(), |a, r| a.add(&r.count))
    }

    /// Evaluations beyond one per element, summed over recomputed producers
    /// that do work (a view's recomputation is a read at another index,
    /// counted in the reads). A producer evaluated for fewer elements than
    /// it has (a gather of part of it) recomputes nothing and counts zero,
    /// not a negative amount; which is the case is decided with every size
    /// name at 2^20.
    pub fn duplication(&self) -> Poly {
        let large = |_: &str| Some(1 << 20);
        let at_large = |p: &Poly| p.eval_exact(&large).ok().flatten().unwrap_or(0);
        self.recomputed
            .iter()
            .filter(|r| r.duplicates_work())
            .filter(|r| at_large(&r.evaluations) > at_large(&r.elements))
            .fold(Poly::zero(), |a, r| a.add(&r.evaluations.sub(&r.elements)))
    }

    /// Bytes moved (reads + writes), with each name's value from `value_of`
    /// (a missing one counts as `default`), computed exactly: `None` when
    /// the figure does not fit in an `i128` (it is never a wrapped number).
    pub fn bytes(
        &self,
        graph: &LabelledGraph,
        value_of: &dyn Fn(&str) -> Option<i64>,
        default: i64,
    ) -> Option<i128> {
        let v = |n: &str| Some(value_of(n).unwrap_or(default));
        self.reads
            .iter()
            .chain(&self.writes)
            .try_fold(0i128, |total, a| total.checked_add(a.bytes(graph, &v)?))
    }

    /// [`Cost::bytes`] for comparing clusterings: a figure too large to
    /// compute counts as the largest, so that it never looks cheap.
    pub fn bytes_for_comparison(
        &self,
        graph: &LabelledGraph,
        value_of: &dyn Fn(&str) -> Option<i64>,
        default: i64,
    ) -> i128 {
        self.bytes(graph, value_of, default).unwrap_or(i128::MAX)
    }
}

/// The cost of a valid clustering (`sched` from [`crate::cluster::check`]).
pub fn cost(graph: &LabelledGraph, deps: &DepGraph, cl: &Clustering, sched: &Schedule) -> Cost {
    scaled_cost(graph, deps, cl, sched, &block_scales(graph, deps))
}

/// The cost of one evaluation of each cluster: [`cost`] without the block
/// scales, so that a cluster in a loop's body or a branch of an `if` counts
/// what one run of its nest moves and computes (what a run's list of nests
/// executed is priced by, one entry per execution).
pub fn cost_per_evaluation(
    graph: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    sched: &Schedule,
) -> Cost {
    let ones = IdVec::filled(Poly::constant(1), deps.blocks.len());
    scaled_cost(graph, deps, cl, sched, &ones)
}

fn scaled_cost(
    graph: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    sched: &Schedule,
    scale: &BlockScales,
) -> Cost {
    let mut out = Cost {
        loops: 0,
        reads: Vec::new(),
        writes: Vec::new(),
        recomputed: Vec::new(),
        work: Vec::new(),
    };
    for (c, nodes) in cl.clusters().iter().enumerate() {
        let cid = ClusterId::from_index(c);
        let k = &scale[deps.block_of[nodes[0]]];
        cluster_cost(graph, deps, cl, &sched.gathered, cid, k, &mut out);
    }
    out
}

/// The part of [`cost`] that cluster `c` moves (`gathered`: per node, as in
/// [`Schedule::gathered`]; only `c`'s nodes are read; `scale` from
/// [`block_scales`]). It depends only on `c`'s nodes and on which of their
/// arrays have users elsewhere, so merging two other clusters leaves it as
/// it is: the cost of a clustering is the sum over its clusters.
pub fn cluster_cost_of(
    graph: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    gathered: &[bool],
    c: ClusterId,
    scale: &BlockScales,
) -> Cost {
    let mut out = Cost {
        loops: 0,
        reads: Vec::new(),
        writes: Vec::new(),
        recomputed: Vec::new(),
        work: Vec::new(),
    };
    let k = &scale[deps.block_of[cl.nodes(c)[0]]];
    cluster_cost(graph, deps, cl, gathered, c, k, &mut out);
    out
}

/// The multiplier of each block of a dependency graph.
pub type BlockScales = IdVec<BlockId, Poly>;

/// Where a block of a dependency graph runs: the whole definition, a
/// loop's body (once per iteration), or a branch of an `if`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BlockRun {
    Top,
    Body(NodeId),
    Then(NodeId),
    Else(NodeId),
}

/// Each block's [`BlockRun`].
pub fn block_runs(graph: &LabelledGraph, deps: &DepGraph) -> IdVec<BlockId, BlockRun> {
    let mut runs = IdVec::filled(BlockRun::Top, deps.blocks.len());
    for (i, b) in deps.blocks.iter_ids() {
        let Some(owner) = b.owner else { continue };
        runs[i] = match &graph.node(owner).kind {
            NodeKind::Loop { .. } => BlockRun::Body(owner),
            NodeKind::If { then_, .. } => {
                match then_.nodes == b.nodes && then_.results == b.results {
                    true => BlockRun::Then(owner),
                    false => BlockRun::Else(owner),
                }
            }
            _ => BlockRun::Else(owner),
        };
    }
    runs
}

/// The multiplier of each block: product of the symbols of its owners
/// (`#it(l)` for a loop body, `#then(l)` / `#else(l)` for branches).
pub fn block_scales(graph: &LabelledGraph, deps: &DepGraph) -> BlockScales {
    let runs = block_runs(graph, deps);
    let mut scale = IdVec::filled(Poly::constant(1), deps.blocks.len());
    for (i, b) in deps.blocks.iter_ids() {
        let Some(owner) = b.owner else { continue };
        let node = graph.node(owner);
        let label = node.label.clone();
        let times = match (runs[i], &node.kind) {
            (BlockRun::Body(_), NodeKind::Loop { count, .. }) => iterations(&label, count.as_ref()),
            (run, _) => CostSymbol::branch(label, matches!(run, BlockRun::Then(_))).poly(),
        };
        scale[i] = scale[deps.block_of[owner]].mul(&times);
    }
    scale
}

/// The symbols' values at the end of every evaluation of each block of a
/// run, in order (what the counting interpreter records: a loop body's
/// extents may differ from iteration to iteration, as a lifted sequence
/// loop's chunks do). The top level's are the run's final values.
pub type Evaluations = BTreeMap<BlockRun, Vec<BTreeMap<String, i64>>>;

/// Elements moved per array over a run: reads, then writes
/// ([`run_counts`]).
pub type RunCounts = (BTreeMap<ArrayId, i128>, BTreeMap<ArrayId, i128>);

/// The elements each array moves over a run, predicted exactly: each
/// cluster's accesses per evaluation of its block (the cost without the
/// block scales), evaluated at every evaluation's symbol values and summed
/// (`base` gives the names the evaluations do not: the sizes). With
/// extents that are the same in every iteration this is the scaled cost's
/// value; where they differ (chunks of a stream), the scaled formula,
/// evaluated at one iteration's symbols, is not. Reads and writes, by
/// array; an error names a symbol without a value.
pub fn run_counts(
    graph: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    sched: &Schedule,
    evaluations: &Evaluations,
    base: &dyn Fn(&str) -> Option<i64>,
) -> Result<RunCounts, String> {
    let ones = IdVec::filled(Poly::constant(1), deps.blocks.len());
    let runs = block_runs(graph, deps);
    let per_evaluation = per_evaluation(graph, evaluations);
    let (mut reads, mut writes) = (BTreeMap::new(), BTreeMap::new());
    for (c, nodes) in cl.clusters().iter().enumerate() {
        let cid = ClusterId::from_index(c);
        let each = cluster_cost_of(graph, deps, cl, &sched.gathered, cid, &ones);
        let run = runs[deps.block_of[nodes[0]]];
        let top = [BTreeMap::new()];
        let envs: &[BTreeMap<String, i64>] = match run {
            BlockRun::Top => &top,
            _ => per_evaluation.get(&run).map_or(&[], Vec::as_slice),
        };
        for (accesses, into) in [(&each.reads, &mut reads), (&each.writes, &mut writes)] {
            for a in accesses {
                for env in envs {
                    let value_of = |n: &str| env.get(n).copied().or_else(|| base(n));
                    let name = &graph.array(a.array).name;
                    let v = (a.count.eval_exact(&value_of))
                        .map_err(|s| format!("`{s}` has no value ({name})"))?
                        .ok_or_else(|| format!("the count of {name} overflows"))?;
                    *into.entry(a.array).or_insert(0i128) += v;
                }
            }
        }
    }
    Ok((reads, writes))
}

/// `evaluations` with each control-flow count (`#it(l)`, `#then(l)`,
/// `#else(l)`) taken over one evaluation of its block instead of the run
/// so far: the interpreter's counts are cumulative, and a loop or `if`
/// nested in a block runs only while that block is evaluated, so its
/// count in evaluation `k` is the difference from evaluation `k - 1`.
fn per_evaluation(graph: &LabelledGraph, evaluations: &Evaluations) -> Evaluations {
    let control: Vec<String> = (crate::symbol::control_symbols(graph).iter())
        .map(ToString::to_string)
        .collect();
    let mut out = evaluations.clone();
    for envs in out.values_mut() {
        let mut before: BTreeMap<&str, i64> = BTreeMap::new();
        for env in envs.iter_mut() {
            for name in &control {
                if let Some(v) = env.get_mut(name) {
                    let total = *v;
                    *v -= before.insert(name, total).unwrap_or(0);
                }
            }
        }
    }
    out
}

/// How often loop `label`'s body runs: its count where the loop counts to
/// a bound the types know, else the symbol `#it(label)`.
fn iterations(label: &Name, count: Option<&Poly>) -> Poly {
    count
        .cloned()
        .unwrap_or_else(|| CostSymbol::Iterations(label.clone()).poly())
}

/// The cluster being costed and what its nodes' traffic depends on.
struct ClusterView<'a> {
    g: &'a LabelledGraph,
    deps: &'a DepGraph,
    cl: &'a Clustering,
    gathered: &'a [bool],
    c: ClusterId,
    /// Evaluations of each node of the cluster (see [`evaluations`]).
    evals: HashMap<NodeId, Poly>,
}

impl ClusterView<'_> {
    fn inside(&self, n: NodeId) -> bool {
        self.cl.cluster_of(n) == self.c
    }

    fn gathered(&self, n: NodeId) -> bool {
        self.gathered[n.index()]
    }

    fn elements(&self, a: ArrayId) -> Poly {
        self.deps.elements(a)
    }
}

/// The elements a cluster moves per array, before its block's scale.
#[derive(Default)]
struct Traffic {
    reads: BTreeMap<ArrayId, Poly>,
    writes: BTreeMap<ArrayId, Poly>,
    /// Operands streamed in order: read once whole, however many nodes read them.
    streamed: BTreeSet<ArrayId>,
    /// Arrays read with `the`: once per cluster.
    hoisted: BTreeSet<Name>,
}

impl Traffic {
    fn read(&mut self, a: ArrayId, p: Poly) {
        add_to(&mut self.reads, a, p);
    }

    fn write(&mut self, a: ArrayId, p: Poly) {
        add_to(&mut self.writes, a, p);
    }

    /// `found` (from [`index_reads`]): each occurrence loads `times` elements.
    fn read_indexed(&mut self, g: &LabelledGraph, found: Vec<(Name, i64)>, times: &Poly) {
        for (a, occ) in found {
            if let Some(id) = g.array_by_name(&a) {
                self.read(id, times.scale(occ));
            }
        }
    }

    /// The reads with the streamed operands and the hoisted arrays added.
    fn finish_reads(mut self, g: &LabelledGraph, deps: &DepGraph) -> Traffic {
        for a in std::mem::take(&mut self.streamed) {
            self.read(a, deps.elements(a));
        }
        for a in std::mem::take(&mut self.hoisted) {
            if let Some(id) = g.array_by_name(&a) {
                self.read(id, Poly::constant(1));
            }
        }
        self
    }
}

fn add_to(m: &mut BTreeMap<ArrayId, Poly>, a: ArrayId, p: Poly) {
    let e = m.entry(a).or_insert_with(Poly::zero);
    *e = e.add(&p);
}

fn cluster_cost(
    g: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    gathered: &[bool],
    c: ClusterId,
    k: &Poly,
    out: &mut Cost,
) {
    if cl.alias(g, c).is_some() {
        return; // its operand's storage under other extents
    }
    let mut v = ClusterView {
        g,
        deps,
        cl,
        gathered,
        c,
        evals: HashMap::new(),
    };
    let nodes = cl.nodes(c);
    // A cluster that shares the loop of the one before it is no loop nest
    // of its own.
    if !cl.joined(c)
        && nodes
            .iter()
            .any(|n| matches!(g.node(*n).kind, NodeKind::Op(_)))
    {
        out.loops += 1;
    }
    v.evals = evaluations(&v, k, &mut out.recomputed);
    let mut t = Traffic::default();
    for &n in nodes {
        node_traffic(&v, n, &mut t);
    }
    for &n in nodes {
        if let NodeKind::Op(op) = &g.node(n).kind {
            node_work(&v, n, op, k, &mut out.work);
        }
    }
    let t = t.finish_reads(g, deps);
    push_accesses(&mut out.reads, c, k, t.reads);
    push_accesses(&mut out.writes, c, k, t.writes);
}

/// Evaluations of each node of the cluster: its iteration space in the loop,
/// or the demand of its consumers when recomputed (consumers first; each
/// recomputed node is recorded in `recomputed`).
fn evaluations(
    v: &ClusterView,
    k: &Poly,
    recomputed: &mut Vec<Recompute>,
) -> HashMap<NodeId, Poly> {
    let mut evals: HashMap<NodeId, Poly> = HashMap::new();
    let mut sorted = v.cl.nodes(v.c).to_vec();
    sorted.sort();
    for &n in sorted.iter().rev() {
        let e = if v.gathered(n) {
            let mut total = Poly::zero();
            for e in v.deps.out_edges(n).filter(|e| v.inside(e.to)) {
                total = total.add(&demand(v.g, v.deps, e, &evals));
            }
            recomputed.push(Recompute {
                node: n,
                evaluations: k.mul(&total),
                elements: k.mul(&v.elements(v.g.node(n).outputs[0])),
                view: crate::ops::is_view(v.g, n),
            });
            total
        } else {
            space_elements(v.deps, v.g, n)
        };
        evals.insert(n, e);
    }
    evals
}

/// What node `n` of the cluster reads and writes.
fn node_traffic(v: &ClusterView, n: NodeId, t: &mut Traffic) {
    let node = v.g.node(n);
    match &node.kind {
        NodeKind::Op(op) => {
            operand_reads(v, n, op, t);
            scalar_reads(v, n, op, t);
            if !v.gathered(n) {
                op_writes(v, n, op, t);
            }
        }
        NodeKind::Unit(s) => {
            let found = index_reads(s, &mut t.hoisted);
            t.read_indexed(v.g, found, &Poly::constant(1));
            t.write(node.outputs[0], Poly::constant(1));
        }
        NodeKind::If { cond, .. } => condition_reads(v.g, cond, Poly::constant(1), t),
        NodeKind::Loop { cond, count, .. } => {
            // The condition is evaluated once more than the body runs.
            let times = iterations(&node.label, count.as_ref()).add(&Poly::constant(1));
            condition_reads(v.g, cond, times, t);
        }
        // Extents are free.
        NodeKind::Assert(_) => {}
    }
}

/// The scalar operations of one evaluation of node `n`'s functions (none
/// for a node that is no operation, or a view).
pub fn element_ops(graph: &LabelledGraph, n: NodeId) -> Ops {
    match &graph.node(n).kind {
        NodeKind::Op(op) => op_ops(op).0,
        _ => Ops::ZERO,
    }
}

/// An operation's scalar operations per evaluation of its functions and
/// per row (a fold's initial value); extents and constants, evaluated
/// once, are left out.
fn op_ops(op: &Op) -> (Ops, Ops) {
    let mut per_element = Ops::ZERO;
    let mut per_row = Ops::ZERO;
    for (s, per) in contexts(op) {
        match per {
            Per::Element => per_element = per_element.plus(&Ops::of(s)),
            Per::Row => per_row = per_row.plus(&Ops::of(s)),
            Per::Once | Per::Extent(_) => {}
        }
    }
    (per_element, per_row)
}

/// The scalar work of operation `n` of the cluster (`k`: its block's
/// scale): its functions once per evaluation, a fold's initial value once
/// per row.
fn node_work(v: &ClusterView, n: NodeId, op: &Op, k: &Poly, out: &mut Vec<Work>) {
    let (per_element, per_row) = op_ops(op);
    let rows = v.elements(v.g.node(n).outputs[0]);
    for (ops, evaluations) in [(per_element, &v.evals[&n]), (per_row, &rows)] {
        if !ops.is_zero() {
            out.push(Work {
                cluster: v.c,
                node: n,
                evaluations: k.mul(evaluations),
                ops,
            });
        }
    }
}

/// Operation `n`'s operands computed outside this cluster.
fn operand_reads(v: &ClusterView, n: NodeId, op: &Op, t: &mut Traffic) {
    let node = v.g.node(n);
    let p = props(op.kind());
    for (slot, &a) in node.inputs.iter().enumerate() {
        // Computed in this cluster, or a row value of an earlier cluster of
        // its row group: a variable.
        if v.g.array(a).producer.is_some_and(|m| v.inside(m)) || is_row_value(v.g, v.cl, a, n) {
            continue;
        }
        let rpe = reads_per_element(node, slot);
        if p.infusible_operands.contains(&slot) {
            t.read(a, v.elements(a));
        } else if v.gathered(n) {
            t.read(a, v.evals[&n].scale(rpe));
        } else if v
            .deps
            .reading(v.g, n, Some(slot))
            .is_some_and(|r| r.gathers())
        {
            t.read(a, v.elements(node.outputs[0]).scale(rpe));
        } else {
            t.streamed.insert(a);
        }
    }
}

/// Arrays read inside operation `n`'s scalar expressions.
fn scalar_reads(v: &ClusterView, n: NodeId, op: &Op, t: &mut Traffic) {
    let node = v.g.node(n);
    // Own-index and affine reads are inputs (`operand_reads`), not loads
    // here.
    let own = node.index_reads();
    let split = concatenation(v, n, op);
    for (s, per) in contexts(op) {
        // A concatenation's function: its parts, each as often as it runs.
        let parts = match (per, &split) {
            (Per::Element, Some(parts)) => parts.clone(),
            (Per::Element, None) => vec![(s, v.evals[&n].clone())],
            (Per::Once, _) => vec![(s, Poly::constant(1))],
            (Per::Extent(k), _) => vec![(s, Poly::constant(k))],
            (Per::Row, _) => vec![(s, v.elements(node.outputs[0]))],
        };
        for (s, times) in parts {
            let mut found = match per {
                Per::Extent(_) => extent_reads(s),
                _ => index_reads(s, &mut t.hoisted),
            };
            found.retain(|(a, _)| !v.g.array_by_name(a).is_some_and(|id| own.contains(&id)));
            t.read_indexed(v.g, found, &times);
        }
    }
}

/// A concatenation written as `generate [e + f] (\q -> if q < e then x
/// else y)`, with `e` the length of an array (or a size) and the extent `e`
/// plus terms that cannot be negative: the branch `x` runs `e` times and
/// `y` the rest, so their reads count that often (a scalar `if` in general
/// counts both branches for every element). The lifted collecting
/// consumers append this way. The condition and the branches, each with how
/// often it runs; `None` where the pattern does not hold, or the generate is
/// recomputed (its evaluations are not one per element).
fn concatenation<'o>(v: &ClusterView, n: NodeId, op: &'o Op) -> Option<Vec<(&'o SExpr, Poly)>> {
    let Op::Generate { shape, f } = op else {
        return None;
    };
    // `\q -> ..` over one extent, `\(q, ..) -> ..` over several: the
    // concatenation is along the first.
    let q = match f.params.as_slice() {
        [SPat::Var { name, .. }] if shape.len() == 1 => name,
        [SPat::Tuple { elems, .. }] if elems.len() == shape.len() => match elems.first()? {
            SPat::Var { name, .. } => name,
            _ => return None,
        },
        _ => return None,
    };
    let (extent, inner) = shape.split_first()?;
    let row =
        (inner.iter()).try_fold(Poly::constant(1), |acc, e| Some(acc.mul(&size_poly(v, e)?)))?;
    let SExprKind::If(cond, then_, else_) = &f.body.kind else {
        return None;
    };
    let SExprKind::Binary(BinOp::Lt, lhs, first) = &cond.kind else {
        return None;
    };
    if !matches!(&lhs.kind, SExprKind::Var(x) if x == q) {
        return None;
    }
    let first = size_poly(v, first)?;
    let total = size_poly(v, extent)?;
    let rest = total.sub(&first);
    if v.evals[&n] != v.elements(v.g.node(n).outputs[0]) || rest.terms().any(|(_, c)| c < 0) {
        return None;
    }
    Some(vec![
        (cond.as_ref(), total.mul(&row)),
        (then_.as_ref(), first.mul(&row)),
        (else_.as_ref(), rest.mul(&row)),
    ])
}

/// An extent written with lengths, sizes, integers, `+` and `*`, as a
/// polynomial of the cost model's names.
fn size_poly(v: &ClusterView, s: &SExpr) -> Option<Poly> {
    Some(match &s.kind {
        SExprKind::Length(a) => v.deps.dims[v.g.array_by_name(a)?].first()?.clone(),
        SExprKind::Proj(s, k) => match &s.kind {
            SExprKind::Shape(a) => v.deps.dims[v.g.array_by_name(a)?].get(*k)?.clone(),
            _ => return None,
        },
        SExprKind::Size(size) => Poly::var(size.clone()),
        SExprKind::Lit(crate::ast::Lit::Int(k)) => Poly::constant(*k),
        SExprKind::Binary(BinOp::Add, a, b) => size_poly(v, a)?.add(&size_poly(v, b)?),
        SExprKind::Binary(BinOp::Mul, a, b) => size_poly(v, a)?.mul(&size_poly(v, b)?),
        _ => return None,
    })
}

/// What operation `n`, run in the cluster's loop, stores.
fn op_writes(v: &ClusterView, n: NodeId, op: &Op, t: &mut Traffic) {
    let node = v.g.node(n);
    if let Op::Permute { .. } = op {
        // Copy the defaults, then combine into one target per source element.
        let (d, src) = (node.inputs[0], node.inputs[1]);
        t.read(node.outputs[0], v.elements(src));
        t.write(node.outputs[0], v.elements(d).add(&v.elements(src)));
        return;
    }
    for &a in &node.outputs {
        if is_manifest(v.g, v.deps, v.cl, a) {
            t.write(a, v.elements(a));
        }
    }
}

/// Arrays read by an array-level condition evaluated `times` times (its
/// `the` reads too: once per evaluation, not hoisted).
fn condition_reads(g: &LabelledGraph, cond: &SExpr, times: Poly, t: &mut Traffic) {
    let mut h = BTreeSet::new();
    let found = index_reads(cond, &mut h);
    t.read_indexed(g, found, &times);
    for a in h {
        if let Some(id) = g.array_by_name(&a) {
            t.read(id, times.clone());
        }
    }
}

/// The accesses of cluster `c`, each count scaled by its block's `k`.
fn push_accesses(out: &mut Vec<Access>, c: ClusterId, k: &Poly, counts: BTreeMap<ArrayId, Poly>) {
    for (array, count) in counts {
        out.push(Access {
            cluster: c,
            array,
            count: k.mul(&count),
        });
    }
}

/// How many times the consumer of edge `e` evaluates its gathered operand
/// (the edge's producer) in all.
fn demand(g: &LabelledGraph, deps: &DepGraph, e: &DepEdge, evals: &HashMap<NodeId, Poly>) -> Poly {
    let node = g.node(e.to);
    if !matches!(node.kind, NodeKind::Op(_)) {
        return Poly::zero();
    }
    let each = evals
        .get(&e.to)
        .cloned()
        .unwrap_or_else(|| deps.elements(node.outputs[0]));
    each.scale(demand_factor(g, e))
}

/// How many elements of its fused operand the consumer of edge `e`
/// evaluates per evaluation of its own (a stencil's neighbourhood: 3, 9,
/// 25, ..; an affine read's distinct indices; 0 for a node that is no
/// operation, or a read in a scalar expression).
pub fn demand_factor(graph: &LabelledGraph, e: &DepEdge) -> i64 {
    let node = graph.node(e.to);
    match (&node.kind, e.operand) {
        (NodeKind::Op(_), Some(slot)) => reads_per_element(node, slot),
        _ => 0,
    }
}

/// The elements of node `n`'s iteration space (its evaluations in a loop).
pub fn space_elements(deps: &DepGraph, graph: &LabelledGraph, n: NodeId) -> Poly {
    deps.iteration_space(graph, n)
        .iter()
        .fold(Poly::constant(1), |a, d| a.mul(d))
}

/// How often a scalar expression of an operation is evaluated.
#[derive(Clone, Copy)]
enum Per {
    Once,
    /// As an extent of the output's shape, evaluated before the loop, this
    /// many times (a `reshape`'s twice: for the shape and for its element
    /// count's check): a `the` there is a read of its own each time, not
    /// the cluster's hoisted one.
    Extent(i64),
    /// Per element of the iteration space (or per demand when recomputed).
    Element,
    /// Per output element (a fold's initial value: once per row).
    Row,
}

fn contexts(op: &Op) -> Vec<(&SExpr, Per)> {
    let mut v = Vec::new();
    match op {
        Op::Generate { shape, f }
        | Op::Backpermute {
            shape, index: f, ..
        } => {
            v.extend(shape.iter().map(|s| (s, Per::Extent(1))));
            v.push((&f.body, Per::Element));
        }
        Op::Reshape { shape, .. } => v.extend(shape.iter().map(|s| (s, Per::Extent(2)))),
        Op::Map { f, .. } | Op::Filter { pred: f, .. } => v.push((&f.body, Per::Element)),
        Op::Fold { f, init, .. } | Op::Scan { f, init, .. } => {
            v.push((&f.body, Per::Element));
            v.extend(init.iter().map(|z| (z, Per::Row)));
        }
        Op::Permute { f, index, .. } => {
            v.push((&f.body, Per::Element));
            v.push((&index.body, Per::Element));
        }
        Op::Replicate { .. } => {
            v.extend(op.scalar_exprs().into_iter().map(|c| (c, Per::Extent(1))))
        }
        Op::Transpose { .. } => {}
        Op::Stencil { f, boundary, .. } => {
            v.push((&f.body, Per::Element));
            if let Boundary::Constant(e) = boundary {
                v.push((e, Per::Once));
            }
        }
        Op::FoldSeg { f, init, .. } => {
            v.push((&f.body, Per::Element));
            v.push((init, Per::Row));
        }
        Op::ScanSeg { f, .. } => v.push((&f.body, Per::Element)),
    }
    v
}

/// Occurrences of `xs[..]` and of `the s` per array, in an extent.
fn extent_reads(s: &SExpr) -> Vec<(Name, i64)> {
    let mut the = BTreeSet::new();
    let mut found = index_reads(s, &mut the);
    s.walk(&mut |e| {
        if let SExprKind::The(a) = &e.kind {
            match found.iter_mut().find(|(b, _)| b == a) {
                Some((_, k)) => *k += 1,
                None => found.push((a.clone(), 1)),
            }
        }
    });
    found
}

/// Occurrences of `xs[..]` per array; arrays read with `the` go to `hoisted`.
fn index_reads(s: &SExpr, hoisted: &mut BTreeSet<Name>) -> Vec<(Name, i64)> {
    let mut counts: BTreeMap<Name, i64> = BTreeMap::new();
    fn go(s: &SExpr, counts: &mut BTreeMap<Name, i64>, hoisted: &mut BTreeSet<Name>) {
        match &s.kind {
            SExprKind::Index { array, indices } => {
                *counts.entry(array.clone()).or_insert(0) += 1;
                indices.iter().for_each(|i| go(i, counts, hoisted));
            }
            SExprKind::The(a) => {
                hoisted.insert(a.clone());
            }
            SExprKind::Unary(_, a) | SExprKind::Proj(a, _) | SExprKind::Convert(a) => {
                go(a, counts, hoisted)
            }
            SExprKind::Binary(_, a, b) => {
                go(a, counts, hoisted);
                go(b, counts, hoisted);
            }
            SExprKind::If(a, b, c) => {
                go(a, counts, hoisted);
                go(b, counts, hoisted);
                go(c, counts, hoisted);
            }
            SExprKind::Let { pat, value, body } => {
                // A `let` that its body never reads is not lowered: its
                // reads do not happen.
                let used = |n: &Name| {
                    let mut found = false;
                    body.walk(&mut |e| found |= matches!(&e.kind, SExprKind::Var(v) if v == n));
                    found
                };
                if pat.names().into_iter().any(used) {
                    go(value, counts, hoisted);
                }
                go(body, counts, hoisted);
            }
            SExprKind::Tuple(es) | SExprKind::Call(_, es) => {
                es.iter().for_each(|e| go(e, counts, hoisted))
            }
            _ => {}
        }
    }
    go(s, &mut counts, hoisted);
    counts.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::CostSymbol;

    #[test]
    fn symbols_print_as_the_formulas_name_them() {
        let printed = [
            (CostSymbol::Iterations("loop1".into()), "#it(loop1)"),
            (CostSymbol::branch("if1".into(), true), "#then(if1)"),
            (CostSymbol::branch("if1".into(), false), "#else(if1)"),
            (CostSymbol::extent("ys".into(), 1, 0), "#ys"),
            (CostSymbol::extent("zs".into(), 2, 1), "#zs.1"),
        ];
        for (sym, text) in printed {
            assert_eq!(sym.to_string(), text);
        }
    }
}
