//! Helpers of the tests in this folder: a suite program's labelled graph,
//! a strategy's clustering of it at every size 2^20, and its figures.
#![allow(dead_code)]

use ir::cluster::{check, Clustering};
use ir::cost::{cost, Cost};
use ir::deps::DepGraph;
use ir::graph::LabelledGraph;
use passes::{cluster, Sizes, Strategy};

/// Every size unknown: 2^20.
pub const SIZES: Sizes<'static> = Sizes {
    value_of: &|_| None,
    default: 1 << 20,
};

/// The labelled graph and dependencies of a suite program's entry point.
pub fn suite_graph(file: &str) -> (LabelledGraph, DepGraph) {
    graph(suite_source(file))
}

/// A suite program's text (`file`: `normalise2.fl`).
pub fn suite_source(file: &str) -> ir::SourceFile {
    let path = format!(
        "{}/../experiments/programs/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    ir::SourceFile::new(path, text)
}

/// The labelled graph and dependencies of a program's entry point.
pub fn graph(source: ir::SourceFile) -> (LabelledGraph, DepGraph) {
    let g = labelled(source);
    let deps = DepGraph::build(&g);
    (g, deps)
}

/// The labelled graph of a program's entry point (lifted first where it
/// has sequences).
pub fn labelled(source: ir::SourceFile) -> LabelledGraph {
    passes::label_text(&source).unwrap().1
}

/// The clustering `s` makes at `SIZES`, checked (under its write modes),
/// and its cost.
pub fn clustered(s: Strategy, graph: &LabelledGraph, deps: &DepGraph) -> (Clustering, Cost) {
    let (cl, modes) = cluster(s, graph, deps, &SIZES);
    let deps = modes.as_ref().unwrap_or(deps);
    let sched = check(graph, deps, &cl).unwrap();
    let c = cost(graph, deps, &cl, &sched);
    (cl, c)
}

/// `file`'s loops, reads and writes under `s`, its clusters (`a,b | c`) and
/// its fusion trees.
pub fn figures(file: &str, s: Strategy) -> (usize, String, String, String, String) {
    let (g, deps) = suite_graph(file);
    let (cl, c) = clustered(s, &g, &deps);
    let clusters = show(&g, &cl);
    let tree = ir::tree::render(&g, &ir::tree::build(&g, &deps, &cl));
    (
        c.loops,
        c.total_reads().to_string(),
        c.total_writes().to_string(),
        clusters,
        tree,
    )
}

/// A clustering as its clusters' labels: `a,b | c`.
pub fn show(graph: &LabelledGraph, cl: &Clustering) -> String {
    cl.clusters()
        .iter()
        .map(|c| {
            c.iter()
                .map(|n| graph.node(*n).label.to_string())
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

#[allow(unused_imports)]
pub use snapshot::snapshot;

/// Snapshot files of emitted code (shared with `experiments/tests`).
#[path = "snapshot.rs"]
mod snapshot;
