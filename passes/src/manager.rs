//! The pass manager: compiles one entry definition of a typed program with
//! one fusion strategy, running the passes in order
//!
//! ```text
//! simplify → label → deps → cluster (the strategy) → check → trees → cost
//! ```
//!
//! Each pass is timed, its figures are recorded in a [`reports::PassMetrics`],
//! and its output is verified before the next pass runs: the program by
//! [`verify_program`], the labelled graph by [`ir::graph::verify`], the
//! dependency graph by [`verify_deps`], the clustering by
//! [`ir::cluster::check`] (the `check` pass), the fusion trees and the cost by
//! consistency checks of their own. A failed verification is a
//! [`PassError::Verify`] naming the pass: a bug in fuselab, not in the program.
//!
//! Strategies are chosen by name from a [`Registry`]: the built-in ones
//! (every [`Strategy`]) implement [`ClusterStrategy`], and other crates add
//! theirs with [`Registry::register`].

use crate::label::{label, LabelError};
use crate::simplify::simplify_program;
use crate::strategy::{run, Sizes, Strategy};
use ir::ast::{AExpr, AExprKind, BinOp, SExpr, SExprKind, UnOp};
use ir::cluster::{check, Clustering, Schedule};
use ir::cost::{cost, Cost};
use ir::deps::{Barrier, DepGraph, EdgeKind};
use ir::graph::{LabelledGraph, NodeKind};
use ir::ops::Order;
use ir::tree::{FusionTree, Item};
use ir::types::ScalarType;
use ir::{Def, Program};
use reports::{CostSummary, Metrics, PassMetrics};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

/// A pass's own figures, by name.
pub type Figures = BTreeMap<String, Value>;

/// A clustering as a strategy returns it, with figures of its own (e.g. an
/// ILP's variables and solver time) for the `cluster` pass's metrics.
#[derive(Clone, Debug)]
pub struct Clustered {
    pub clustering: Clustering,
    pub figures: Figures,
}

/// A fusion strategy: clusters a labelled graph. An `Err` is a failure of
/// the strategy itself (a solver that gave up), not an invalid clustering;
/// the `check` pass catches those.
pub trait ClusterStrategy {
    /// The name `--strategy` takes (`none`, `greedy`, ...).
    fn name(&self) -> &'static str;
    /// One line for `--help` and listings.
    fn describe(&self) -> &'static str;
    fn cluster(
        &self,
        g: &LabelledGraph,
        deps: &DepGraph,
        sizes: &Sizes,
    ) -> Result<Clustered, String>;
}

impl ClusterStrategy for Strategy {
    fn name(&self) -> &'static str {
        Strategy::name(*self)
    }

    fn describe(&self) -> &'static str {
        match self {
            Strategy::None => "every operation its own loop",
            Strategy::Delayed => {
                "Accelerate's delayed arrays: producers used once fuse into consumers"
            }
            Strategy::Vertical => "a producer fuses into its only consumer, never duplicating work",
            Strategy::Greedy => "repeatedly merge the two clusters that save the most bytes",
            Strategy::Ilp => {
                "the clustering with the least memory traffic, by integer linear programming"
            }
            Strategy::Exhaustive => "every valid clustering of a small program, the cheapest one",
        }
    }

    fn cluster(
        &self,
        g: &LabelledGraph,
        deps: &DepGraph,
        sizes: &Sizes,
    ) -> Result<Clustered, String> {
        Configured {
            strategy: *self,
            ilp: ilp::Options::default(),
        }
        .cluster(g, deps, sizes)
    }
}

/// A built-in strategy with the options of the optimal strategies
/// (`--objective`, `--ilp-time-limit`, presolve).
pub struct Configured {
    pub strategy: Strategy,
    pub ilp: ilp::Options,
}

impl ClusterStrategy for Configured {
    fn name(&self) -> &'static str {
        self.strategy.name()
    }

    fn describe(&self) -> &'static str {
        ClusterStrategy::describe(&self.strategy)
    }

    fn cluster(
        &self,
        g: &LabelledGraph,
        deps: &DepGraph,
        sizes: &Sizes,
    ) -> Result<Clustered, String> {
        let out = run(self.strategy, g, deps, sizes, &self.ilp).map_err(|e| e.to_string())?;
        let mut figures = Figures::new();
        if let Some(st) = &out.ilp {
            figures.insert(
                "objective_kind".into(),
                Value::from(self.ilp.objective.name()),
            );
            figures.insert("candidate_pairs".into(), Value::from(st.candidate_pairs));
            figures.insert("presolve_fixed_apart".into(), Value::from(st.fixed_apart));
            figures.insert("components".into(), Value::from(st.components));
            figures.insert("models".into(), Value::from(st.solve.models));
            figures.insert("variables".into(), Value::from(st.solve.variables));
            figures.insert("constraints".into(), Value::from(st.solve.constraints));
            figures.insert("solve_micros".into(), Value::from(st.solve.micros as u64));
            figures.insert("objective".into(), Value::from(st.solve.objective));
            figures.insert("gap".into(), Value::from(st.solve.gap));
            figures.insert("status".into(), Value::from(st.solve.status.clone()));
        }
        if let Some(n) = out.enumerated {
            figures.insert("valid_clusterings".into(), Value::from(n));
        }
        figures.insert(
            "fallback".into(),
            out.fallback.map_or(Value::Null, Value::from),
        );
        Ok(Clustered {
            clustering: out.clustering,
            figures,
        })
    }
}

/// The strategies that can be chosen by name, in the order they are listed.
pub struct Registry {
    strategies: Vec<Box<dyn ClusterStrategy>>,
}

/// A strategy name that no registered strategy has.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown strategy `{name}` (the strategies: {})", known.join(", "))]
pub struct UnknownStrategy {
    pub name: String,
    pub known: Vec<&'static str>,
}

impl Registry {
    /// No strategies.
    pub fn empty() -> Registry {
        Registry {
            strategies: Vec::new(),
        }
    }

    /// The strategies of this crate, [`Strategy::ALL`] in order (`none`,
    /// `delayed`, `vertical`, `greedy`, ...).
    pub fn builtin() -> Registry {
        Registry::builtin_with(&ilp::Options::default())
    }

    /// The built-in strategies, the optimal ones with these options.
    pub fn builtin_with(opts: &ilp::Options) -> Registry {
        let mut r = Registry::empty();
        for s in Strategy::ALL {
            r.register(Box::new(Configured {
                strategy: s,
                ilp: opts.clone(),
            }))
            .expect("the built-in strategies have distinct names");
        }
        r
    }

    /// Adds a strategy after the others; refuses a name already taken.
    pub fn register(&mut self, s: Box<dyn ClusterStrategy>) -> Result<(), String> {
        if self.strategies.iter().any(|t| t.name() == s.name()) {
            return Err(format!("a strategy named `{}` already exists", s.name()));
        }
        self.strategies.push(s);
        Ok(())
    }

    /// The names, in registration order.
    pub fn names(&self) -> Vec<&'static str> {
        self.strategies.iter().map(|s| s.name()).collect()
    }

    pub fn iter(&self) -> impl Iterator<Item = &dyn ClusterStrategy> {
        self.strategies.iter().map(|s| &**s)
    }

    pub fn get(&self, name: &str) -> Result<&dyn ClusterStrategy, UnknownStrategy> {
        self.iter()
            .find(|s| s.name() == name)
            .ok_or_else(|| UnknownStrategy {
                name: name.to_string(),
                known: self.names(),
            })
    }
}

/// The default value of every size name that is not given: 2^20.
pub const DEFAULT_SIZE: i64 = 1 << 20;

/// How to compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// What [`Metrics::program`] records (the program's file name).
    pub program_name: String,
    /// Values of size names, for scoring (the `greedy` strategy) and for
    /// [`CostSummary::bytes`].
    pub sizes: BTreeMap<String, i64>,
    /// The value of every size name (and unknown-extent symbol) not in `sizes`.
    pub default_size: i64,
    /// Run the simplifier first.
    pub simplify: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            program_name: String::new(),
            sizes: BTreeMap::new(),
            default_size: DEFAULT_SIZE,
            simplify: true,
        }
    }
}

/// Why compilation failed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PassError {
    /// Labelling refused the program (only programs the type checker would
    /// reject).
    #[error(transparent)]
    Label(#[from] LabelError),
    /// The strategy itself failed.
    #[error("strategy `{strategy}` failed: {message}")]
    Strategy { strategy: String, message: String },
    /// A pass produced IR that breaks an invariant: a bug in fuselab.
    #[error("internal error: the `{pass}` pass produced invalid output: {message}")]
    Verify { pass: &'static str, message: String },
}

/// Everything compilation produced.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The program after simplification (the input when it was skipped).
    pub program: Program,
    pub graph: LabelledGraph,
    pub deps: DepGraph,
    pub clustering: Clustering,
    pub schedule: Schedule,
    /// The fusion trees, block by block ([`ir::tree::render`] shows them).
    pub items: Vec<Item>,
    /// One loop nest per cluster (`ir::loops`).
    pub loops: ir::loops::LoopProgram,
    pub cost: Cost,
    pub metrics: Metrics,
}

/// Compiles `entry` (a definition of `program`) with `strategy`.
pub fn compile(
    program: &Program,
    entry: &Def,
    strategy: &dyn ClusterStrategy,
    options: &Options,
) -> Result<Compiled, PassError> {
    let mut metrics = Metrics::new(
        options.program_name.clone(),
        entry.name.to_string(),
        strategy.name(),
    );
    let given = |n: &str| options.sizes.get(n).copied();
    let sizes = Sizes {
        value_of: &given,
        default: options.default_size,
    };

    let program = if options.simplify {
        let t = Instant::now();
        let (simplified, stats) = simplify_program(program);
        let micros = micros(t);
        let figures = figures([
            ("size_unit", json!("scalar-expression nodes")),
            ("exprs", json!(stats.exprs)),
            ("nodes_before", json!(stats.nodes_before)),
            ("nodes_after", json!(stats.nodes_after)),
            ("rewrites", json!(stats.rewrites)),
            ("iterations", json!(stats.iterations)),
            ("shared", json!(stats.shared)),
        ]);
        let verify = verified("simplify", || verify_program(&simplified))?;
        let (before, after) = (stats.nodes_before, stats.nodes_after);
        record(
            &mut metrics,
            "simplify",
            micros,
            before,
            after,
            figures,
            verify,
        );
        simplified
    } else {
        program.clone()
    };
    let entry = program.def(&entry.name).ok_or_else(|| PassError::Verify {
        pass: "simplify",
        message: format!("the definition `{}` is gone", entry.name),
    })?;

    // label
    let t = Instant::now();
    let graph = label(&program, entry)?;
    let micros_label = micros(t);
    let blocks = count_blocks(&graph);
    let f = figures([
        ("size_unit", json!("array-level expressions → graph nodes")),
        ("nodes", json!(graph.nodes.len())),
        ("arrays", json!(graph.arrays.len())),
        ("blocks", json!(blocks)),
        ("params", json!(graph.top.params.len())),
    ]);
    let verify = verified("label", || ir::graph::verify(&graph))?;
    let input = aexpr_nodes(&entry.body);
    let nodes = graph.nodes.len();
    record(&mut metrics, "label", micros_label, input, nodes, f, verify);

    // deps
    let t = Instant::now();
    let deps = DepGraph::build(&graph);
    let micros_deps = micros(t);
    let mut fusible = 0;
    let mut infusible: BTreeMap<String, usize> = BTreeMap::new();
    for e in deps.edges() {
        match e.kind {
            EdgeKind::Fusible => fusible += 1,
            EdgeKind::Infusible(why) => *infusible.entry(barrier_key(why).into()).or_default() += 1,
        }
    }
    let f = figures([
        ("size_unit", json!("graph nodes")),
        ("edges", json!(deps.graph.edge_count())),
        ("fusible_edges", json!(fusible)),
        ("infusible_edges", json!(infusible)),
        ("siblings", json!(deps.siblings.len())),
        ("blocks", json!(deps.blocks.len())),
    ]);
    let verify = verified("deps", || verify_deps(&graph, &deps))?;
    record(&mut metrics, "deps", micros_deps, nodes, nodes, f, verify);

    // cluster
    let t = Instant::now();
    let clustered =
        strategy
            .cluster(&graph, &deps, &sizes)
            .map_err(|message| PassError::Strategy {
                strategy: strategy.name().to_string(),
                message,
            })?;
    let micros_cluster = micros(t);
    let clustering = clustered.clustering;
    let mut f = clustered.figures;
    f.extend(figures([
        ("size_unit", json!("graph nodes → clusters")),
        ("strategy", json!(strategy.name())),
        ("clusters", json!(clustering.len())),
        (
            "largest_cluster",
            json!(clustering
                .clusters()
                .iter()
                .map(Vec::len)
                .max()
                .unwrap_or(0)),
        ),
    ]));
    let verify = verified("cluster", || {
        if clustering.clusters().iter().map(Vec::len).sum::<usize>() == graph.nodes.len() {
            Ok(())
        } else {
            Err("the clusters do not cover the graph's nodes".into())
        }
    })?;
    let n_clusters = clustering.len();
    record(
        &mut metrics,
        "cluster",
        micros_cluster,
        nodes,
        n_clusters,
        f,
        verify,
    );

    // check: the clustering's validity (the verifier of `cluster`).
    let t = Instant::now();
    let schedule = check(&graph, &deps, &clustering).map_err(|v| PassError::Verify {
        pass: "cluster",
        message: format!(
            "strategy `{}` made an invalid clustering: {v}",
            strategy.name()
        ),
    })?;
    let micros_check = micros(t);
    let f = figures([
        ("size_unit", json!("clusters")),
        (
            "gathered_nodes",
            json!(schedule.gathered.iter().filter(|g| **g).count()),
        ),
        (
            "backward_loops",
            json!(schedule
                .direction
                .iter()
                .filter(|d| **d == Order::Backward)
                .count()),
        ),
    ]);
    let verify = verified("check", || {
        if schedule.direction.len() == n_clusters && schedule.gathered.len() == nodes {
            Ok(())
        } else {
            Err("the schedule does not match the clustering".into())
        }
    })?;
    record(
        &mut metrics,
        "check",
        micros_check,
        n_clusters,
        n_clusters,
        f,
        verify,
    );

    // trees
    let t = Instant::now();
    let items = ir::tree::build(&graph, &deps, &clustering);
    let micros_trees = micros(t);
    let mut shapes = TreeShapes::default();
    shapes.count_items(&items);
    let f = figures([
        ("size_unit", json!("clusters → fusion-tree nodes")),
        ("leaves", json!(shapes.leaves)),
        ("vertical", json!(shapes.vertical)),
        ("horizontal", json!(shapes.horizontal)),
        ("diagonal", json!(shapes.diagonal)),
        ("control_flow", json!(shapes.control)),
    ]);
    let verify = verified("trees", || verify_trees(&graph, &clustering, &items))?;
    let tree_nodes = shapes.total();
    record(
        &mut metrics,
        "trees",
        micros_trees,
        n_clusters,
        tree_nodes,
        f,
        verify,
    );

    // cost
    let t = Instant::now();
    let c = cost(&graph, &deps, &clustering, &schedule);
    let bytes = c.bytes(&graph, &given, options.default_size);
    let micros_cost = micros(t);
    let summary = CostSummary {
        loops: c.loops,
        reads: c.total_reads().to_string(),
        writes: c.total_writes().to_string(),
        duplication: c.duplication().to_string(),
        bytes,
    };
    let f = figures([
        ("size_unit", json!("clusters → loops")),
        ("loops", json!(summary.loops)),
        ("reads", json!(summary.reads)),
        ("writes", json!(summary.writes)),
        ("duplication", json!(summary.duplication)),
    ]);
    let verify = verified("cost", || verify_cost(&graph, &clustering, &c))?;
    record(
        &mut metrics,
        "cost",
        micros_cost,
        n_clusters,
        c.loops,
        f,
        verify,
    );

    // lower: one loop nest per cluster (verified inside after every step).
    let t = Instant::now();
    let (loops, steps) =
        crate::lower::lower(&graph, &deps, &clustering, &schedule).map_err(|e| {
            PassError::Verify {
                pass: "lower",
                message: e.to_string(),
            }
        })?;
    let micros_lower = micros(t);
    let shape = loop_shape(&loops.body);
    let f = figures([
        ("size_unit", json!("clusters → loop nests")),
        ("nests", json!(shape.nests)),
        ("loops", json!(shape.loops)),
        ("statements", json!(shape.stmts)),
        ("fusion_steps", json!(steps)),
    ]);
    let verify = verified("lower", || ir::loops::verify(&loops))?;
    record(
        &mut metrics,
        "lower",
        micros_lower,
        n_clusters,
        shape.nests,
        f,
        verify,
    );

    metrics.sizes = used_sizes(&graph, &c, options);
    metrics.cost = Some(summary);
    Ok(Compiled {
        program: program.clone(),
        graph,
        deps,
        clustering,
        schedule,
        items,
        loops,
        cost: c,
        metrics,
    })
}

fn micros(t: Instant) -> u64 {
    u64::try_from(t.elapsed().as_micros()).unwrap_or(u64::MAX)
}

fn figures<const N: usize>(pairs: [(&str, Value); N]) -> Figures {
    pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

/// Runs a verifier; on success returns how long it took.
fn verified(
    pass: &'static str,
    verify: impl FnOnce() -> Result<(), String>,
) -> Result<u64, PassError> {
    let t = Instant::now();
    verify().map_err(|message| PassError::Verify { pass, message })?;
    Ok(micros(t))
}

fn record(
    metrics: &mut Metrics,
    name: &str,
    micros: u64,
    input_size: usize,
    output_size: usize,
    mut figures: Figures,
    verify_micros: u64,
) {
    figures.insert("verify_micros".into(), json!(verify_micros));
    metrics.passes.push(PassMetrics {
        name: name.to_string(),
        micros,
        input_size,
        output_size,
        figures,
    });
}

/// The key of a fusion-preventing reason in the `deps` figures.
fn barrier_key(b: Barrier) -> &'static str {
    match b {
        Barrier::ArrayRead => "array_read",
        Barrier::Operand => "operand",
        Barrier::Output => "output",
        Barrier::ControlFlow => "control_flow",
    }
}

/// The value of every size name and cost symbol that `bytes` used, and of
/// every size given.
fn used_sizes(g: &LabelledGraph, c: &Cost, options: &Options) -> BTreeMap<String, i64> {
    let mut names: BTreeSet<String> = g.sizes.iter().map(|n| n.to_string()).collect();
    let polys = c.reads.iter().chain(&c.writes).map(|a| &a.count).chain(
        c.recomputed
            .iter()
            .flat_map(|r| [&r.evaluations, &r.elements]),
    );
    for p in polys {
        names.extend(p.names().map(|n| n.to_string()));
    }
    names.extend(options.sizes.keys().cloned());
    names
        .into_iter()
        .map(|n| {
            let v = options
                .sizes
                .get(&n)
                .copied()
                .unwrap_or(options.default_size);
            (n, v)
        })
        .collect()
}

fn count_blocks(g: &LabelledGraph) -> usize {
    g.nodes
        .iter()
        .map(|n| match n.kind {
            NodeKind::If { .. } => 2,
            NodeKind::Loop { .. } => 1,
            _ => 0,
        })
        .sum::<usize>()
        + 1
}

/// Dependencies only within a block, and acyclic there.
pub fn verify_deps(g: &LabelledGraph, deps: &DepGraph) -> Result<(), String> {
    if deps.graph.node_count() != g.nodes.len() || deps.block_of.len() != g.nodes.len() {
        return Err(format!(
            "{} dependency-graph nodes for {} graph nodes",
            deps.graph.node_count(),
            g.nodes.len()
        ));
    }
    for e in deps.edges() {
        if deps.block_of[e.from.index()] != deps.block_of[e.to.index()] {
            return Err(format!(
                "the dependency `{}` → `{}` crosses blocks",
                g.node(e.from).label,
                g.node(e.to).label
            ));
        }
    }
    if petgraph::algo::is_cyclic_directed(&deps.graph) {
        return Err("the dependencies form a cycle".into());
    }
    Ok(())
}

/// Each cluster appears once, as a tree over exactly its nodes or as a
/// control-flow item.
fn verify_trees(g: &LabelledGraph, cl: &Clustering, items: &[Item]) -> Result<(), String> {
    let mut seen = vec![false; cl.len()];
    let mut stack: Vec<&Item> = items.iter().collect();
    while let Some(item) = stack.pop() {
        let (c, leaves) = match item {
            Item::Cluster { id, tree } => (*id, tree.leaves()),
            Item::Control { node, blocks } => {
                stack.extend(blocks.iter().flatten());
                (cl.cluster_of(*node), vec![*node])
            }
        };
        if std::mem::replace(&mut seen[c.index()], true) {
            return Err(format!("cluster {c} has two trees"));
        }
        let mut want = cl.nodes(c).to_vec();
        let mut got = leaves;
        want.sort();
        got.sort();
        if want != got {
            let show = |v: &[ir::graph::NodeId]| {
                v.iter()
                    .map(|n| g.node(*n).label.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(format!(
                "the tree of cluster {c} has leaves {} instead of {}",
                show(&got),
                show(&want)
            ));
        }
    }
    match seen.iter().position(|s| !s) {
        Some(c) => Err(format!("cluster c{c} has no tree")),
        None => Ok(()),
    }
}

/// Loops are clusters; accesses name existing clusters and arrays.
fn verify_cost(g: &LabelledGraph, cl: &Clustering, c: &Cost) -> Result<(), String> {
    if c.loops > cl.len() {
        return Err(format!("{} loops for {} clusters", c.loops, cl.len()));
    }
    for a in c.reads.iter().chain(&c.writes) {
        if a.cluster.index() >= cl.len() || a.array.index() >= g.arrays.len() {
            return Err(format!(
                "an access names cluster {} and array {}, which do not exist",
                a.cluster, a.array
            ));
        }
    }
    Ok(())
}

/// Node counts of fusion trees, by kind.
#[derive(Default)]
struct TreeShapes {
    leaves: usize,
    vertical: usize,
    horizontal: usize,
    diagonal: usize,
    control: usize,
}

impl TreeShapes {
    fn count_items(&mut self, items: &[Item]) {
        for it in items {
            match it {
                Item::Cluster { tree, .. } => self.count_tree(tree),
                Item::Control { blocks, .. } => {
                    self.control += 1;
                    blocks.iter().for_each(|b| self.count_items(b));
                }
            }
        }
    }

    fn count_tree(&mut self, t: &FusionTree) {
        let (a, b) = match t {
            FusionTree::Leaf(_) => {
                self.leaves += 1;
                return;
            }
            FusionTree::Vertical(a, b) => {
                self.vertical += 1;
                (a, b)
            }
            FusionTree::Horizontal(a, b) => {
                self.horizontal += 1;
                (a, b)
            }
            FusionTree::Diagonal(a, b) => {
                self.diagonal += 1;
                (a, b)
            }
        };
        self.count_tree(a);
        self.count_tree(b);
    }

    fn total(&self) -> usize {
        self.leaves + self.vertical + self.horizontal + self.diagonal + self.control
    }
}

// ---------------------------------------------------------------------------
// The program verifier.

/// A light structural check of a typed program, run after the simplifier:
/// definition names are unique and calls name earlier definitions; in every
/// scalar expression, the operands of a binary operator have one type and
/// its result has the type the operator gives (bool for comparisons and
/// `&&`/`||`), `!` and `&&`/`||` work on bools, `-x` keeps its type, an `if`'s
/// condition is a bool and its branches have its type, a `let` has its body's
/// type and binds a pattern of its value's type, tuples and projections have
/// their components' types, and built-ins get as many arguments as they take.
pub fn verify_program(p: &Program) -> Result<(), String> {
    let mut defined: BTreeSet<&str> = BTreeSet::new();
    for d in &p.defs {
        let (mut bad_call, mut bad_type) = (None, None);
        walk_aexpr(
            &d.body,
            &mut |a| match &a.kind {
                AExprKind::Call { def, .. } if !defined.contains(&**def) => {
                    bad_call.get_or_insert_with(|| {
                        format!("a call of `{def}`, which is not an earlier definition")
                    });
                }
                _ => {}
            },
            &mut |s| {
                if bad_type.is_none() {
                    bad_type = check_sexpr(s).err();
                }
            },
        );
        if let Some(m) = bad_call.or(bad_type) {
            return Err(format!("in `{}`: {m}", d.name));
        }
        if !defined.insert(&d.name) {
            return Err(format!("two definitions are named `{}`", d.name));
        }
    }
    Ok(())
}

/// Visits every array-level expression (`fa`) and every scalar expression
/// node (`fs`) inside `e`, parents first.
fn walk_aexpr(e: &AExpr, fa: &mut dyn FnMut(&AExpr), fs: &mut dyn FnMut(&SExpr)) {
    fa(e);
    match &e.kind {
        AExprKind::Var(_) => {}
        AExprKind::Tuple(es) | AExprKind::Call { args: es, .. } => {
            es.iter().for_each(|x| walk_aexpr(x, fa, fs))
        }
        AExprKind::Let { value, body, .. } => {
            walk_aexpr(value, fa, fs);
            walk_aexpr(body, fa, fs);
        }
        AExprKind::Op(op) => {
            op.scalar_exprs().into_iter().for_each(|s| s.walk(fs));
            op.array_args()
                .into_iter()
                .for_each(|a| walk_aexpr(a, fa, fs));
        }
        AExprKind::If { cond, then_, else_ } => {
            cond.walk(fs);
            walk_aexpr(then_, fa, fs);
            walk_aexpr(else_, fa, fs);
        }
        AExprKind::Loop {
            init, cond, body, ..
        } => {
            walk_aexpr(init, fa, fs);
            cond.walk(fs);
            walk_aexpr(body, fa, fs);
        }
        AExprKind::Unit(s) => s.walk(fs),
    }
}

/// The typing rules of one scalar-expression node (not its children).
fn check_sexpr(s: &SExpr) -> Result<(), String> {
    let bool_ty = ScalarType::BOOL;
    let want = |what: &str, got: &ScalarType, want: &ScalarType| {
        if got == want {
            Ok(())
        } else {
            Err(format!("{what} has type {got}, expected {want}"))
        }
    };
    match &s.kind {
        SExprKind::Binary(op, a, b) => {
            let sym = op.symbol();
            want(&format!("the right operand of `{sym}`"), &b.ty, &a.ty)?;
            let logical = matches!(op, BinOp::And | BinOp::Or);
            if logical {
                want(&format!("the left operand of `{sym}`"), &a.ty, &bool_ty)?;
            }
            let compares = matches!(
                op,
                BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
            );
            let result = if compares || logical { &bool_ty } else { &a.ty };
            want(&format!("the result of `{sym}`"), &s.ty, result)
        }
        SExprKind::Unary(UnOp::Not, a) => {
            want("the operand of `!`", &a.ty, &bool_ty)?;
            want("the result of `!`", &s.ty, &bool_ty)
        }
        SExprKind::Unary(UnOp::Neg, a) => want("the result of `-`", &s.ty, &a.ty),
        SExprKind::If(c, t, e) => {
            want("the condition of `if`", &c.ty, &bool_ty)?;
            want("the then-branch of `if`", &t.ty, &s.ty)?;
            want("the else-branch of `if`", &e.ty, &s.ty)
        }
        SExprKind::Let { pat, value, body } => {
            want("the pattern of `let`", &pat.ty(), &value.ty)?;
            want("the body of `let`", &body.ty, &s.ty)
        }
        SExprKind::Tuple(es) => {
            let t = ScalarType::Tuple(es.iter().map(|e| e.ty.clone()).collect());
            want("a tuple", &s.ty, &t)
        }
        SExprKind::Proj(a, i) => match &a.ty {
            ScalarType::Tuple(ts) if *i < ts.len() => want("a projection", &s.ty, &ts[*i]),
            t => Err(format!("`.{i}` of a value of type {t}")),
        },
        SExprKind::Call(b, args) if args.len() != b.arity() => Err(format!(
            "`{}` takes {} arguments, given {}",
            b.name(),
            b.arity(),
            args.len()
        )),
        _ => Ok(()),
    }
}

/// Array-level expression nodes (the `label` pass's input size).
fn aexpr_nodes(e: &AExpr) -> usize {
    let mut n = 0;
    walk_aexpr(e, &mut |_| n += 1, &mut |_| {});
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::ast::Lit;
    use ir::deps::DepEdge;
    use ir::graph::{ArrayId, NodeId};
    use ir::{SourceFile, Span};
    use petgraph::graph::NodeIndex;
    use std::path::PathBuf;

    fn programs_dir() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../experiments/programs")
    }

    fn parse(name: &str, text: &str) -> Program {
        ir::check_source(&SourceFile::new(name, text))
            .unwrap_or_else(|d| panic!("{name} does not check: {d:?}"))
    }

    fn suite_program(file: &str) -> Program {
        let path = programs_dir().join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        parse(&path.display().to_string(), &text)
    }

    fn compile_with(p: &Program, s: &dyn ClusterStrategy, o: &Options) -> Compiled {
        let entry = p.entry(None).unwrap();
        compile(p, entry, s, o).unwrap_or_else(|e| panic!("{}: {e}", s.name()))
    }

    const PASSES: [&str; 8] = [
        "simplify", "label", "deps", "cluster", "check", "trees", "cost", "lower",
    ];

    #[test]
    fn normalise2_costs_and_metrics_per_strategy() {
        let p = suite_program("normalise2.fl");
        let o = Options {
            program_name: "normalise2.fl".into(),
            ..Options::default()
        };
        let want = [
            (Strategy::None, 5, "5n + 2", "3n + 2", 5),
            (Strategy::Vertical, 4, "4n + 2", "2n + 2", 4),
            (Strategy::Greedy, 2, "2n + 2", "2n + 2", 2),
        ];
        for (s, loops, reads, writes, clusters) in want {
            let c = compile_with(&p, &s, &o);
            let m = &c.metrics;
            let names: Vec<&str> = m.passes.iter().map(|p| p.name.as_str()).collect();
            assert_eq!(names, PASSES, "{s}");
            assert_eq!(
                (m.program.as_str(), m.entry.as_str()),
                ("normalise2.fl", "normalise2")
            );
            assert_eq!(m.strategy, s.name());
            assert_eq!(m.sizes.get("n"), Some(&DEFAULT_SIZE));
            let cost = m.cost.as_ref().unwrap();
            assert_eq!(
                (cost.loops, cost.reads.as_str(), cost.writes.as_str()),
                (loops, reads, writes),
                "{s}"
            );
            assert_eq!(cost.duplication, "0");
            // Every array is i64: 8 bytes per element read or written.
            let n = i128::from(DEFAULT_SIZE);
            let elements = |p: &str| -> i128 {
                let (k, c) = p.split_once("n + ").unwrap();
                k.parse::<i128>().unwrap() * n + c.parse::<i128>().unwrap()
            };
            assert_eq!(
                cost.bytes,
                Some(8 * (elements(reads) + elements(writes))),
                "{s}"
            );
            assert_eq!(c.clustering.len(), clusters, "{s}");
            let cl = m.pass("cluster").unwrap();
            assert_eq!((cl.input_size, cl.output_size), (5, clusters));
            assert_eq!(cl.figures["clusters"], json!(clusters));
            let label = m.pass("label").unwrap();
            assert_eq!(label.output_size, 5);
            assert_eq!(label.figures["nodes"], json!(5));
            let deps = m.pass("deps").unwrap();
            // sum1 and sum2 are read with `the` by the maps; scn → sum2 fuses.
            assert_eq!(deps.figures["fusible_edges"], json!(1));
            assert_eq!(deps.figures["infusible_edges"], json!({"array_read": 2}));
            assert!(m
                .passes
                .iter()
                .all(|p| p.figures.contains_key("verify_micros")));
            let back = reports::Metrics::from_json(&m.to_json_pretty()).unwrap();
            assert_eq!(&back, m);
        }
    }

    #[test]
    fn given_sizes_and_skipping_the_simplifier_are_recorded() {
        let p = suite_program("normalise2.fl");
        let mut o = Options {
            simplify: false,
            ..Options::default()
        };
        o.sizes.insert("n".into(), 10);
        let c = compile_with(&p, &Strategy::None, &o);
        assert_eq!(c.metrics.passes.len(), PASSES.len() - 1);
        assert!(c.metrics.pass("simplify").is_none());
        assert_eq!(c.metrics.sizes.get("n"), Some(&10));
        // 5n + 2 reads and 3n + 2 writes of 8-byte elements at n = 10.
        assert_eq!(c.metrics.cost.unwrap().bytes, Some(8 * (52 + 32)));
    }

    /// No verifier rejects what the passes make of the suite's programs.
    #[test]
    fn every_suite_program_compiles_with_every_strategy() {
        let mut files: Vec<PathBuf> = std::fs::read_dir(programs_dir())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "fl"))
            .collect();
        files.sort();
        assert!(files.len() >= 10, "the suite has {} programs", files.len());
        let registry = Registry::builtin();
        for f in files {
            let p = suite_program(f.file_name().unwrap().to_str().unwrap());
            verify_program(&p).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            for s in registry.iter() {
                let c = compile_with(&p, s, &Options::default());
                assert_eq!(c.metrics.passes.len(), PASSES.len(), "{}", f.display());
                assert!(c.cost.loops <= c.clustering.len());
            }
        }
    }

    fn normalise2_graph() -> LabelledGraph {
        let p = suite_program("normalise2.fl");
        let g = label(&p, p.entry(None).unwrap()).unwrap();
        ir::graph::verify(&g).unwrap();
        g
    }

    fn node(g: &LabelledGraph, l: &str) -> NodeId {
        g.node_by_label(l).unwrap()
    }

    fn array(g: &LabelledGraph, n: &str) -> ArrayId {
        g.array_by_name(n).unwrap()
    }

    /// Applies `mutate` to normalise2's graph and expects `verify` to refuse
    /// it with a message containing `want`.
    fn rejects(mutate: impl FnOnce(&mut LabelledGraph), want: &str) {
        let mut g = normalise2_graph();
        mutate(&mut g);
        match ir::graph::verify(&g) {
            Err(e) => assert!(e.contains(want), "`{e}` does not mention `{want}`"),
            Ok(()) => panic!("a broken graph passed verification (wanted: {want})"),
        }
    }

    #[test]
    fn graph_verifier_rejects_broken_graphs() {
        rejects(
            |g| {
                let a = array(g, "scn");
                g.arrays[a.index()].name = "sum1".into();
            },
            "two arrays are named `sum1`",
        );
        rejects(
            |g| {
                let n = node(g, "ys2");
                g.nodes[n.index()].label = "ys1".into();
            },
            "two nodes are labelled `ys1`",
        );
        rejects(
            |g| {
                let a = array(g, "sum2");
                g.arrays[a.index()].producer = Some(node(g, "sum1"));
            },
            "`sum2` is an output of `sum2` but does not name it as its producer",
        );
        rejects(
            |g| {
                let (n, scn) = (node(g, "sum1"), array(g, "scn"));
                g.nodes[n.index()].inputs = vec![scn];
            },
            "the operands of `sum1` (xs) are not its inputs (scn)",
        );
        rejects(
            |g| {
                let n = node(g, "ys1");
                g.nodes[n.index()].reads.clear();
            },
            "`ys1` reads `sum1` in a scalar expression, which is not among its reads",
        );
        rejects(
            |g| {
                // ys1 moved first: it reads sum1 before sum1 runs.
                let n = node(g, "ys1");
                g.top.nodes.retain(|m| *m != n);
                g.top.nodes.insert(0, n);
            },
            "`ys1` uses `sum1` before it is defined",
        );
        rejects(
            |g| {
                let n = node(g, "ys2");
                g.top.nodes.retain(|m| *m != n);
            },
            "a result of the top level, `ys2`, is not defined there",
        );
        rejects(
            |g| {
                let n = node(g, "sum2");
                g.top.nodes.push(n);
            },
            "`sum2` is in two blocks (or twice in one)",
        );
        rejects(|g| g.top.nodes.push(NodeId(99)), "lists node n99");
        rejects(
            |g| {
                let n = node(g, "scn");
                g.nodes[n.index()].outputs.push(ArrayId(1000));
            },
            "refers to array a1000",
        );
        rejects(
            |g| {
                let n = node(g, "scn");
                g.nodes[n.index()].outputs.clear();
            },
            "array `scn` is never defined",
        );
    }

    #[test]
    fn deps_verifier_rejects_cycles() {
        let g = normalise2_graph();
        let mut deps = DepGraph::build(&g);
        verify_deps(&g, &deps).unwrap();
        let (from, to) = (node(&g, "ys1"), node(&g, "sum1"));
        let edge = DepEdge {
            from,
            to,
            array: array(&g, "ys1"),
            operand: Some(0),
            kind: EdgeKind::Fusible,
        };
        deps.graph.add_edge(
            NodeIndex::new(from.index()),
            NodeIndex::new(to.index()),
            edge,
        );
        assert_eq!(
            verify_deps(&g, &deps).unwrap_err(),
            "the dependencies form a cycle"
        );
    }

    fn lit(v: Lit, ty: ScalarType) -> SExpr {
        SExpr {
            kind: SExprKind::Lit(v),
            ty,
            span: Span::new(0, 0),
        }
    }

    #[test]
    fn program_verifier_checks_types_and_call_order() {
        let one = lit(Lit::Int(1), ScalarType::I64);
        let half = lit(Lit::Float(0.5), ScalarType::F64);
        let bin = |op, a: &SExpr, b: &SExpr, ty| SExpr {
            kind: SExprKind::Binary(op, Box::new(a.clone()), Box::new(b.clone())),
            ty,
            span: Span::new(0, 0),
        };
        assert!(check_sexpr(&bin(BinOp::Add, &one, &one, ScalarType::I64)).is_ok());
        assert!(check_sexpr(&bin(BinOp::Lt, &one, &one, ScalarType::BOOL)).is_ok());
        let mixed = check_sexpr(&bin(BinOp::Add, &one, &half, ScalarType::I64)).unwrap_err();
        assert!(
            mixed.contains("right operand of `+` has type f64"),
            "{mixed}"
        );
        let cmp = check_sexpr(&bin(BinOp::Lt, &one, &one, ScalarType::I64)).unwrap_err();
        assert!(
            cmp.contains("result of `<` has type i64, expected bool"),
            "{cmp}"
        );

        let mut p = parse(
            "calls.fl",
            "def inc (xs: [n]i64) : [n]i64 = map (\\x -> x + 1) xs\n\
             def main (xs: [n]i64) : [n]i64 = inc (inc xs)\n",
        );
        verify_program(&p).unwrap();
        p.defs.reverse();
        let e = verify_program(&p).unwrap_err();
        assert!(
            e.contains("a call of `inc`, which is not an earlier definition"),
            "{e}"
        );
    }

    /// A strategy that fails, and one whose clustering is invalid.
    struct Broken(bool);

    impl ClusterStrategy for Broken {
        fn name(&self) -> &'static str {
            if self.0 {
                "all-in-one"
            } else {
                "gives-up"
            }
        }
        fn describe(&self) -> &'static str {
            "a test strategy"
        }
        fn cluster(&self, g: &LabelledGraph, _: &DepGraph, _: &Sizes) -> Result<Clustered, String> {
            if !self.0 {
                return Err("no solution".into());
            }
            let all: Vec<NodeId> = g.node_ids().collect();
            Ok(Clustered {
                clustering: Clustering::new(all.len(), vec![all]).unwrap(),
                figures: Figures::new(),
            })
        }
    }

    #[test]
    fn strategy_failures_and_invalid_clusterings_are_errors_naming_the_pass() {
        let p = suite_program("normalise2.fl");
        let entry = p.entry(None).unwrap();
        let o = Options::default();
        match compile(&p, entry, &Broken(false), &o) {
            Err(PassError::Strategy { strategy, message }) => {
                assert_eq!(
                    (strategy.as_str(), message.as_str()),
                    ("gives-up", "no solution")
                )
            }
            other => panic!("expected a strategy error, got {other:?}"),
        }
        match compile(&p, entry, &Broken(true), &o) {
            Err(
                e @ PassError::Verify {
                    pass: "cluster", ..
                },
            ) => {
                let text = e.to_string();
                assert!(
                    text.contains("`all-in-one` made an invalid clustering"),
                    "{text}"
                );
                assert!(text.contains("fusion-preventing"), "{text}");
            }
            other => panic!("expected a verification error, got {other:?}"),
        }
    }

    #[test]
    fn strategies_are_chosen_by_name_and_more_can_be_registered() {
        let mut r = Registry::builtin();
        let names = r.names();
        assert_eq!(names[..4], ["none", "delayed", "vertical", "greedy"]);
        assert_eq!(names, Strategy::ALL.map(|s| s.name()));
        assert_eq!(r.get("greedy").unwrap().name(), "greedy");
        let e = r.get("fastest").err().unwrap();
        assert_eq!(
            e.to_string(),
            format!(
                "unknown strategy `fastest` (the strategies: {})",
                names.join(", ")
            )
        );
        r.register(Box::new(Broken(true))).unwrap();
        assert_eq!(r.get("all-in-one").unwrap().describe(), "a test strategy");
        assert!(r.register(Box::new(Strategy::None)).is_err());
        assert_eq!(r.names().len(), names.len() + 1);
    }
}

/// Nests, loops and statements of a loop program.
#[derive(Default)]
struct LoopShape {
    nests: usize,
    loops: usize,
    stmts: usize,
}

fn loop_shape(items: &[ir::loops::Item]) -> LoopShape {
    let mut s = LoopShape::default();
    fn go(items: &[ir::loops::Item], s: &mut LoopShape) {
        for it in items {
            match it {
                ir::loops::Item::Nest(n) => {
                    s.nests += 1;
                    s.loops += n.body.depth();
                    n.body.stmts(&mut |ss| s.stmts += ss.len());
                }
                ir::loops::Item::If { then_, else_, .. } => {
                    go(&then_.items, s);
                    go(&else_.items, s);
                }
                ir::loops::Item::Loop { body, .. } => go(&body.items, s),
            }
        }
    }
    go(items, &mut s);
    s
}
