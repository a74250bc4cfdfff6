//! The passes of [`crate::manager::compile`], in the order they run:
//!
//! ```text
//! simplify → label → deps → cluster (the strategy) → check → trees → cost → lower
//!   → the target's loop rewrites (the CPU's: element_loops → untuple →
//!     delinearise → interchange → renest → divisors)
//! ```
//!
//! Each is a [`Pass`]: what it runs, the figures it records, and the
//! verifier of what it made. The loop rewrites are the target's
//! ([`Options::loop_passes`], each an [`ir::loops::LoopPass`]), run by
//! [`Rewrite`].

use crate::label::label;
use crate::lower::LowerError;
use crate::pass::{made, LoopSlot, Options, Pass, PassError, Ran, State};
use crate::record::{figures, CostSummary, Figure};
use crate::simplify::simplify_program;
use crate::verify::{aexpr_nodes, verify_cost, verify_deps, verify_program, verify_trees};
use ir::cluster::{check, Clustering};
use ir::cost::cost;
use ir::deps::{Barrier, DepGraph, EdgeKind};
use ir::graph::{LabelledGraph, NodeId, NodeKind};
use ir::loops::{LoopPass, LoopProgram};
use ir::ops::Order;
use ir::tree::{FusionTree, Item};
use std::collections::BTreeMap;

/// The passes for these options: `simplify` only when asked for, and the
/// target's loop rewrites after `lower`.
pub fn passes<'a>(options: &Options, sequences: bool) -> Vec<Box<dyn Pass<State<'a>>>> {
    let mut all: Vec<Box<dyn Pass<State<'a>>>> = Vec::new();
    if sequences {
        all.push(Box::new(Lift));
    }
    if options.simplify {
        all.push(Box::new(Simplify));
    }
    all.extend([
        Box::new(Label) as Box<dyn Pass<State<'a>>>,
        Box::new(Views),
        Box::new(Deps),
        Box::new(Cluster),
        Box::new(Check),
        Box::new(Trees),
        Box::new(Cost),
        Box::new(Lower),
    ]);
    all.extend(
        options
            .loop_passes
            .iter()
            .map(|pass| Box::new(Rewrite(pass)) as Box<dyn Pass<State<'a>>>),
    );
    all
}

/// The entry's sequence computations lifted to loops over chunks
/// (`crate::lift`); it runs only for an entry with sequences.
pub struct Lift;

impl Pass<State<'_>> for Lift {
    fn name(&self) -> &'static str {
        "lift"
    }
    fn size_unit(&self) -> &'static str {
        "operations of element functions"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        let lifting = crate::lift::lift(&st.program, &st.entry, st.options.chunk)?;
        let count = |c: crate::lift::Class| lifting.notes.iter().filter(|n| n.class == c).count();
        let ran = Ran {
            input_size: lifting.notes.len(),
            output_size: lifting.notes.len(),
            figures: figures([
                ("avoided", count(crate::lift::Class::Avoided).into()),
                ("regular", count(crate::lift::Class::Regular).into()),
                ("irregular", count(crate::lift::Class::Irregular).into()),
                ("sequential", count(crate::lift::Class::Sequential).into()),
                ("chunk", st.options.chunk.map_or(0, |c| c as usize).into()),
            ]),
        };
        st.program = lifting.program;
        Ok(ran)
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        verify_program(&st.program)?;
        let def = st.program.def(&st.entry).ok_or("the entry is gone")?;
        match ir::sequence::first_use(def) {
            Some((_, what)) => Err(format!("{what} is left after lifting")),
            None => Ok(()),
        }
    }
}

/// Constant folding, exact identities and sharing (egg).
pub struct Simplify;

impl Pass<State<'_>> for Simplify {
    fn name(&self) -> &'static str {
        "simplify"
    }
    fn size_unit(&self) -> &'static str {
        "scalar-expression nodes"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        let (simplified, stats) = simplify_program(&st.program);
        st.program = simplified;
        Ok(Ran {
            input_size: stats.nodes_before,
            output_size: stats.nodes_after,
            figures: figures([
                ("exprs", stats.exprs.into()),
                ("nodes_before", stats.nodes_before.into()),
                ("nodes_after", stats.nodes_after.into()),
                ("rewrites", stats.rewrites.into()),
                ("iterations", stats.iterations.into()),
                ("shared", stats.shared.into()),
            ]),
        })
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        verify_program(&st.program)?;
        match st.program.def(&st.entry) {
            Some(_) => Ok(()),
            None => Err(format!("the definition `{}` is gone", st.entry)),
        }
    }
}

/// The labelled graph of the entry definition: a node per array operation.
pub struct Label;

impl Pass<State<'_>> for Label {
    fn name(&self) -> &'static str {
        "label"
    }
    fn size_unit(&self) -> &'static str {
        "array-level expressions → graph nodes"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        let entry = st.program.def(&st.entry).ok_or(PassError::Missing {
            what: "the entry definition",
        })?;
        let graph = label(&st.program, entry)?;
        let ran = Ran {
            input_size: aexpr_nodes(&entry.body),
            output_size: graph.nodes.len(),
            figures: figures([
                ("nodes", graph.nodes.len().into()),
                ("arrays", graph.arrays.len().into()),
                ("blocks", count_blocks(&graph).into()),
                ("params", graph.top.params.len().into()),
            ]),
        };
        st.graph = Some(graph);
        Ok(ran)
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        ir::graph::verify(st.graph().map_err(|e| e.to_string())?)
    }
}

/// Shared views copied per consumer, for the strategies that ask
/// (`crate::views`): the graph stays as labelled, and the copied graphs
/// that differ from it are kept for `cluster` to weigh.
pub struct Views;

impl Pass<State<'_>> for Views {
    fn name(&self) -> &'static str {
        "views"
    }
    fn size_unit(&self) -> &'static str {
        "graph nodes → graph nodes"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        let graph = st.graph()?;
        let nodes = graph.nodes.len();
        let mut kept = Vec::new();
        let (mut apart, mut every) = (0, 0);
        if st.strategy.views_per_consumer() {
            if let Some((split, copies)) = crate::views::split_views(graph, false) {
                apart = copies;
                kept.push((split, APART));
            }
            if let Some((all, copies)) = crate::views::split_views(graph, true) {
                every = copies;
                if copies > apart {
                    kept.push((all, EVERY));
                }
            }
        }
        st.view_copies = kept;
        Ok(Ran {
            input_size: nodes,
            output_size: nodes,
            figures: figures([
                ("view_copies_apart", apart.into()),
                ("view_copies_every_consumer", every.into()),
            ]),
        })
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        st.view_copies
            .iter()
            .try_for_each(|(g, _)| ir::graph::verify(g))
    }
}

/// What the `cluster` pass's figure `views` says of the graph it kept.
const AS_LABELLED: &str = "as labelled";
/// Copies for the consumers that can share a loop with no earlier one.
const APART: &str = "copied where consumers cannot share a loop";
/// A copy for every consumer.
const EVERY: &str = "copied per consumer";

/// The dependency graph: fusible and fusion-preventing edges, siblings.
pub struct Deps;

impl Pass<State<'_>> for Deps {
    fn name(&self) -> &'static str {
        "deps"
    }
    fn size_unit(&self) -> &'static str {
        "graph nodes"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        let graph = st.graph()?;
        let deps = DepGraph::build(graph);
        let mut fusible = 0usize;
        let mut infusible: BTreeMap<String, u64> = BTreeMap::new();
        for e in deps.edges() {
            match e.kind {
                EdgeKind::Fusible => fusible += 1,
                EdgeKind::Infusible(why) => {
                    *infusible.entry(barrier_key(why).into()).or_default() += 1
                }
            }
        }
        let nodes = graph.nodes.len();
        let ran = Ran {
            input_size: nodes,
            output_size: nodes,
            figures: figures([
                ("edges", deps.graph.edge_count().into()),
                ("fusible_edges", fusible.into()),
                ("infusible_edges", Figure::Counts(infusible)),
                ("siblings", deps.siblings.len().into()),
                ("blocks", deps.blocks.len().into()),
            ]),
        };
        st.deps = Some(deps);
        Ok(ran)
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        let (Some(g), Some(deps)) = (&st.graph, &st.deps) else {
            return Err("no dependency graph".into());
        };
        verify_deps(g, deps)
    }
}

/// The strategy: clusters of graph nodes.
pub struct Cluster;

impl Pass<State<'_>> for Cluster {
    fn name(&self) -> &'static str {
        "cluster"
    }
    fn size_unit(&self) -> &'static str {
        "graph nodes → clusters"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        // A size of 0 scores as 1: at 0 every clustering moves nothing, and
        // the solver could pick any, recomputation blown up through a
        // chain of stencils included (a nest too big to compile); the
        // choice at 1 is the sensible one for an empty array too.
        let options = st.options;
        let given = |n: &str| options.sizes.get(n).copied().map(|v| v.max(1));
        let sizes = st.sizes(&given);
        let strategy = st.strategy;
        let run = |g: &LabelledGraph, deps: &DepGraph| {
            strategy
                .cluster(g, deps, &sizes)
                .map_err(|message| PassError::Strategy {
                    strategy: strategy.name().to_string(),
                    message,
                })
        };
        let clustered = run(st.graph()?, st.deps()?)?;
        let mut clustering = clustered.clustering;
        let mut f = clustered.figures;
        // The later passes see the dependency graph under the answer's
        // write modes.
        if let Some(modes) = clustered.written_through {
            st.deps = Some(modes);
        }
        let mut views = AS_LABELLED;
        // The same strategy on each graph with copied views; the fewest
        // bytes win, ties keeping fewer copies.
        let copied_graphs = std::mem::take(&mut st.view_copies);
        let mut best = if copied_graphs.is_empty() {
            0 // nothing to weigh
        } else {
            bytes_of(st.graph()?, st.deps()?, &clustering, &given, sizes.default)
        };
        for (copied, what) in copied_graphs {
            let built = DepGraph::build(&copied);
            let other = run(&copied, &built)?;
            let deps = other.written_through.unwrap_or(built);
            let b = bytes_of(&copied, &deps, &other.clustering, &given, sizes.default);
            if b < best {
                best = b;
                clustering = other.clustering;
                f = other.figures;
                views = what;
                st.graph = Some(copied);
                st.deps = Some(deps);
            }
        }
        f.extend(figures([("views", views.into())]));
        let largest = clustering.clusters().iter().map(Vec::len).max();
        f.extend(figures([
            ("strategy", strategy.name().into()),
            ("clusters", clustering.len().into()),
            ("largest_cluster", largest.unwrap_or(0).into()),
        ]));
        let ran = Ran {
            input_size: st.graph()?.nodes.len(),
            output_size: clustering.len(),
            figures: f,
        };
        st.clustering = Some(clustering);
        Ok(ran)
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        let (Some(g), Some(cl)) = (&st.graph, &st.clustering) else {
            return Err("no clustering".into());
        };
        if cl.clusters().iter().map(Vec::len).sum::<usize>() == g.nodes.len() {
            Ok(())
        } else {
            Err("the clusters do not cover the graph's nodes".into())
        }
    }
}

/// The bytes a clustering moves at the scoring sizes; an invalid one (the
/// `check` pass reports it) or one too large to count moves the most.
fn bytes_of(
    g: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    given: &dyn Fn(&str) -> Option<i64>,
    default: i64,
) -> i128 {
    check(g, deps, cl).map_or(i128::MAX, |sched| {
        cost(g, deps, cl, &sched).bytes_for_comparison(g, given, default)
    })
}

/// The clustering's validity (the verifier of `cluster`), and its schedule.
pub struct Check;

impl Pass<State<'_>> for Check {
    fn name(&self) -> &'static str {
        "check"
    }
    fn size_unit(&self) -> &'static str {
        "clusters"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        let clustering = st.clustering()?;
        let schedule =
            check(st.graph()?, st.deps()?, clustering).map_err(|v| PassError::Verify {
                pass: "cluster",
                message: format!(
                    "strategy `{}` made an invalid clustering: {v}",
                    st.strategy.name()
                ),
            })?;
        let gathered = schedule.gathered.iter().filter(|g| **g).count();
        let g = st.graph()?;
        let recomputed: Vec<String> = g
            .node_ids()
            .filter(|n| schedule.gathered[n.index()])
            .map(|n| recomputed_label(g, n))
            .collect();
        // The row groups of more than one cluster: clusters by `|`.
        let row_groups: Vec<String> = clustering
            .row_groups()
            .into_iter()
            .filter(|r| r.len() > 1)
            .map(|r| {
                let cluster = |c: usize| {
                    let nodes = clustering.nodes(ir::cluster::ClusterId::from_index(c));
                    let labels: Vec<String> =
                        nodes.iter().map(|n| g.node(*n).label.to_string()).collect();
                    labels.join(", ")
                };
                r.map(cluster).collect::<Vec<_>>().join(" | ")
            })
            .collect();
        // `r (alias of s)` per reshape stored alone (no loop, no copy).
        let aliases: Vec<String> = (0..clustering.len())
            .filter_map(|c| clustering.alias(g, ir::cluster::ClusterId::from_index(c)))
            .map(|n| format!("{} ({})", g.node(n).label, alias_of(g, n)))
            .collect();
        // Transposes that loop over their operand and store transposed.
        let deps = st.deps()?;
        let through: Vec<String> = g
            .node_ids()
            .filter(|n| deps.through[*n])
            .map(|n| g.node(n).label.to_string())
            .collect();
        let backward = schedule.direction.iter().filter(|d| **d == Order::Backward);
        let ran = Ran {
            input_size: clustering.len(),
            output_size: clustering.len(),
            figures: figures([
                ("gathered_nodes", gathered.into()),
                ("recomputed", Figure::List(recomputed)),
                ("row_groups", Figure::List(row_groups)),
                ("aliases", Figure::List(aliases)),
                ("written_through", Figure::List(through)),
                ("backward_loops", backward.count().into()),
            ]),
        };
        st.schedule = Some(schedule);
        Ok(ran)
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        let (Some(g), Some(cl), Some(s)) = (&st.graph, &st.clustering, &st.schedule) else {
            return Err("no schedule".into());
        };
        if s.direction.len() == cl.len() && s.gathered.len() == g.nodes.len() {
            Ok(())
        } else {
            Err("the schedule does not match the clustering".into())
        }
    }
}

/// The fusion trees of the clusters, block by block.
pub struct Trees;

impl Pass<State<'_>> for Trees {
    fn name(&self) -> &'static str {
        "trees"
    }
    fn size_unit(&self) -> &'static str {
        "clusters → fusion-tree nodes"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        let clustering = st.clustering()?;
        let items = ir::tree::build(st.graph()?, st.deps()?, clustering);
        let mut shapes = TreeShapes::default();
        shapes.count_items(&items);
        let ran = Ran {
            input_size: clustering.len(),
            output_size: shapes.total(),
            figures: figures([
                ("leaves", shapes.leaves.into()),
                ("vertical", shapes.vertical.into()),
                ("horizontal", shapes.horizontal.into()),
                ("diagonal", shapes.diagonal.into()),
                ("control_flow", shapes.control.into()),
            ]),
        };
        st.items = Some(items);
        Ok(ran)
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        let (Some(g), Some(cl), Some(items)) = (&st.graph, &st.clustering, &st.items) else {
            return Err("no fusion trees".into());
        };
        verify_trees(g, cl, items)
    }
}

/// The cost of the clustering: loops, reads, writes, duplication, bytes.
pub struct Cost;

impl Pass<State<'_>> for Cost {
    fn name(&self) -> &'static str {
        "cost"
    }
    fn size_unit(&self) -> &'static str {
        "clusters → loops"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        let (graph, clustering) = (st.graph()?, st.clustering()?);
        let c = cost(graph, st.deps()?, clustering, st.schedule()?);
        let given = |n: &str| st.given(n);
        let summary = CostSummary {
            loops: c.loops,
            reads: c.total_reads(),
            writes: c.total_writes(),
            duplication: c.duplication(),
            bytes: c.bytes(graph, &given, st.options.default_size),
        };
        let ran = Ran {
            input_size: clustering.len(),
            output_size: c.loops,
            figures: figures([
                ("loops", summary.loops.into()),
                ("reads", summary.reads.to_string().into()),
                ("writes", summary.writes.to_string().into()),
                ("duplication", summary.duplication.to_string().into()),
            ]),
        };
        st.cost = Some((c, summary));
        Ok(ran)
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        let (Some(g), Some(cl), Some((c, _))) = (&st.graph, &st.clustering, &st.cost) else {
            return Err("no cost".into());
        };
        verify_cost(g, cl, c)
    }
}

/// One loop nest per cluster (verified inside after fusion steps, too).
pub struct Lower;

impl Pass<State<'_>> for Lower {
    fn name(&self) -> &'static str {
        "lower"
    }
    fn size_unit(&self) -> &'static str {
        "clusters → loop nests"
    }
    fn run(&self, st: &mut State) -> Result<Ran, PassError> {
        let clustering = st.clustering()?;
        let (graph, deps, schedule, items) = (st.graph()?, st.deps()?, st.schedule()?, st.items()?);
        let (loops, steps) = crate::lower::lower(graph, deps, clustering, schedule, items)
            .map_err(|e| {
                let message = e.to_string();
                match e {
                    LowerError::Unsupported { .. } => PassError::Unsupported {
                        pass: "lower",
                        message,
                    },
                    _ => PassError::Verify {
                        pass: "lower",
                        message,
                    },
                }
            })?;
        let shape = LoopShape::of(&loops.body);
        let ran = Ran {
            input_size: clustering.len(),
            output_size: shape.nests,
            figures: figures([
                ("nests", shape.nests.into()),
                ("loops", shape.loops.into()),
                ("statements", shape.stmts.into()),
                ("fusion_steps", steps.into()),
            ]),
        };
        st.lowered = Some(loops.clone());
        st.loops = Some(loops);
        Ok(ran)
    }
    fn verify(&self, st: &State) -> Result<(), String> {
        ir::loops::verify(st.loops().map_err(|e| e.to_string())?)
    }
}

/// One of the target's rewrites of the loop program.
pub struct Rewrite(pub &'static dyn LoopPass);

impl<S: LoopSlot> Pass<S> for Rewrite {
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn size_unit(&self) -> &'static str {
        "loop statements"
    }
    fn run(&self, st: &mut S) -> Result<Ran, PassError> {
        let slot = st.loops_slot();
        let loops = made(slot.take(), "the loop program")?;
        let (rewritten, ran) = rewrite(self.0, &loops);
        *slot = Some(rewritten);
        Ok(ran)
    }
    fn verify(&self, st: &S) -> Result<(), String> {
        let loops = made(st.loops_ref(), "the loop program").map_err(|e| e.to_string())?;
        ir::loops::verify(loops)
    }
}

/// Runs `pass` over `loops`: the program it made, and what it reports
/// (statements in and out, how many places it rewrote and what those
/// are, the nests and loops after it).
fn rewrite(pass: &dyn LoopPass, loops: &LoopProgram) -> (LoopProgram, Ran) {
    let before = LoopShape::of(&loops.body);
    let out = pass.run(loops);
    let after = LoopShape::of(&out.program.body);
    let ran = Ran {
        input_size: before.stmts,
        output_size: after.stmts,
        figures: figures([
            ("rewrites", out.rewrites.into()),
            ("rewrites_are", pass.counts().into()),
            ("nests", after.nests.into()),
            ("loops", after.loops.into()),
        ]),
    };
    (out.program, ran)
}

/// The key of a fusion-preventing reason in the `deps` figures.
fn barrier_key(b: Barrier) -> &'static str {
    match b {
        Barrier::ArrayRead => "array_read",
        Barrier::Operand => "operand",
        Barrier::Output => "output",
        Barrier::ControlFlow => "control_flow",
        Barrier::WrittenThrough => "written_through",
    }
}

/// The top level and every block of an `if` (two) or a loop (one).
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

/// Nests, loops and statements of a loop program.
#[derive(Default)]
struct LoopShape {
    nests: usize,
    loops: usize,
    stmts: usize,
}

impl LoopShape {
    fn of(items: &[ir::loops::Item]) -> LoopShape {
        let mut s = LoopShape::default();
        s.add(items);
        s
    }

    fn add(&mut self, items: &[ir::loops::Item]) {
        for it in items {
            match it {
                ir::loops::Item::Nest(n) => {
                    self.nests += 1;
                    // Inner loops and loop statements (`Stmt::For`) alike.
                    self.loops += n.body.loops();
                    n.body.stmts(&mut |ss| self.stmts += ss.len());
                }
                ir::loops::Item::If { then_, else_, .. } => {
                    self.add(&then_.items);
                    self.add(&else_.items);
                }
                ir::loops::Item::Loop { body, .. } => self.add(&body.items),
                ir::loops::Item::Alias { .. } => {}
            }
        }
    }
}

/// How an alias (a `reshape` stored alone) is described in figures and
/// listings: `alias of s`, its operand.
pub fn alias_of(graph: &LabelledGraph, n: NodeId) -> String {
    format!("alias of {}", graph.array(graph.node(n).inputs[0]).name)
}

/// How a recomputed node is named in figures and listings: its label, a
/// view marked so (recomputing it duplicates no work).
pub fn recomputed_label(graph: &LabelledGraph, n: NodeId) -> String {
    match ir::ops::is_view(graph, n) {
        true => format!("{} (view)", graph.node(n).label),
        false => graph.node(n).label.to_string(),
    }
}
