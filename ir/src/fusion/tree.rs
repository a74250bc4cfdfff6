//! Fusion trees (van Balen §4.4): each cluster as a tree of `Leaf`,
//! `Vertical`, `Horizontal` and `Diagonal` nodes, and the program as its
//! clusters plus the control flow that stays unfused.
//!
//! - `Vertical(a, b)`: `b` consumes results of `a` that nobody else needs
//!   (they are never stored);
//! - `Diagonal(a, b)`: `b` consumes results of `a` that are also stored
//!   (needed by a later cluster, or results of the program);
//! - `Horizontal(a, b)`: `a` and `b` are independent (they may share inputs).

use crate::cluster::{is_manifest, ClusterId, Clustering};
use crate::deps::DepGraph;
use crate::graph::{Block, LabelledGraph, NodeId, NodeKind};
use std::collections::HashSet;
use std::fmt::Write;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FusionTree {
    Leaf(NodeId),
    Vertical(Box<FusionTree>, Box<FusionTree>),
    Horizontal(Box<FusionTree>, Box<FusionTree>),
    Diagonal(Box<FusionTree>, Box<FusionTree>),
}

impl FusionTree {
    /// The leaves, left to right.
    pub fn leaves(&self) -> Vec<NodeId> {
        match self {
            FusionTree::Leaf(n) => vec![*n],
            FusionTree::Vertical(a, b)
            | FusionTree::Horizontal(a, b)
            | FusionTree::Diagonal(a, b) => {
                let mut v = a.leaves();
                v.extend(b.leaves());
                v
            }
        }
    }

    /// `Horizontal(sum1, Vertical(scn, sum2))`.
    pub fn render(&self, graph: &LabelledGraph) -> String {
        match self {
            FusionTree::Leaf(n) => graph.node(*n).label.to_string(),
            FusionTree::Vertical(a, b) => {
                format!("Vertical({}, {})", a.render(graph), b.render(graph))
            }
            FusionTree::Horizontal(a, b) => {
                format!("Horizontal({}, {})", a.render(graph), b.render(graph))
            }
            FusionTree::Diagonal(a, b) => {
                format!("Diagonal({}, {})", a.render(graph), b.render(graph))
            }
        }
    }
}

/// One step of a block: a cluster, or control flow with its own blocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Cluster {
        id: ClusterId,
        tree: FusionTree,
    },
    Control {
        node: NodeId,
        blocks: Vec<Vec<Item>>,
    },
}

/// Builds the tree of every cluster, block by block in cluster order.
pub fn build(graph: &LabelledGraph, deps: &DepGraph, cl: &Clustering) -> Vec<Item> {
    block_items(graph, deps, cl, &graph.top)
}

fn block_items(g: &LabelledGraph, deps: &DepGraph, cl: &Clustering, b: &Block) -> Vec<Item> {
    let mut ids: Vec<ClusterId> = b.nodes.iter().map(|n| cl.cluster_of(*n)).collect();
    ids.sort();
    ids.dedup();
    ids.into_iter()
        .map(|c| {
            let nodes = cl.nodes(c);
            let node = g.node(nodes[0]);
            match &node.kind {
                NodeKind::If { then_, else_, .. } => Item::Control {
                    node: nodes[0],
                    blocks: vec![
                        block_items(g, deps, cl, then_),
                        block_items(g, deps, cl, else_),
                    ],
                },
                NodeKind::Loop { body, .. } => Item::Control {
                    node: nodes[0],
                    blocks: vec![block_items(g, deps, cl, body)],
                },
                _ => Item::Cluster {
                    id: c,
                    tree: cluster_tree(g, deps, cl, nodes),
                },
            }
        })
        .collect()
}

/// The tree of one cluster: independent parts side by side (Horizontal);
/// otherwise the first node, then what consumes it (Vertical or Diagonal).
pub fn cluster_tree(
    graph: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    nodes: &[NodeId],
) -> FusionTree {
    let mut sorted = nodes.to_vec();
    sorted.sort();
    tree_of(graph, deps, cl, &sorted)
}

fn tree_of(g: &LabelledGraph, deps: &DepGraph, cl: &Clustering, nodes: &[NodeId]) -> FusionTree {
    if nodes.len() == 1 {
        return FusionTree::Leaf(nodes[0]);
    }
    let comps = components(deps, nodes);
    if comps.len() > 1 {
        let mut trees = comps.iter().map(|c| tree_of(g, deps, cl, c));
        let first = trees.next().expect("two components");
        return trees.fold(first, |a, b| {
            FusionTree::Horizontal(Box::new(a), Box::new(b))
        });
    }
    let first = nodes[0];
    let rest = &nodes[1..];
    let stored = g
        .node(first)
        .outputs
        .iter()
        .any(|a| is_manifest(g, deps, cl, *a));
    let (a, b) = (
        Box::new(FusionTree::Leaf(first)),
        Box::new(tree_of(g, deps, cl, rest)),
    );
    if stored {
        FusionTree::Diagonal(a, b)
    } else {
        FusionTree::Vertical(a, b)
    }
}

/// Weakly connected components by dependencies, each sorted, ordered by first node.
fn components(deps: &DepGraph, nodes: &[NodeId]) -> Vec<Vec<NodeId>> {
    let set: HashSet<NodeId> = nodes.iter().copied().collect();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for &start in nodes {
        if seen.contains(&start) {
            continue;
        }
        let mut comp = Vec::new();
        let mut stack = vec![start];
        while let Some(n) = stack.pop() {
            if !seen.insert(n) {
                continue;
            }
            comp.push(n);
            let near = deps
                .out_edges(n)
                .map(|e| e.to)
                .chain(deps.in_edges(n).map(|e| e.from));
            stack.extend(near.filter(|m| set.contains(m)));
        }
        comp.sort();
        out.push(comp);
    }
    out
}

/// The program as text: one line per cluster with its tree, control flow
/// indented.
pub fn render(graph: &LabelledGraph, items: &[Item]) -> String {
    let mut s = String::new();
    render_into(graph, items, 0, &mut s);
    s
}

fn render_into(g: &LabelledGraph, items: &[Item], depth: usize, s: &mut String) {
    let pad = "  ".repeat(depth);
    for it in items {
        match it {
            Item::Cluster { id, tree } => {
                let _ = writeln!(s, "{pad}{id}: {}", tree.render(g));
            }
            Item::Control { node, blocks } => {
                let n = g.node(*node);
                let what = match n.kind {
                    NodeKind::Loop { .. } => "loop",
                    _ => "if",
                };
                let _ = writeln!(s, "{pad}{what} {} (unfused control flow)", n.label);
                for (i, b) in blocks.iter().enumerate() {
                    if blocks.len() == 2 {
                        let _ = writeln!(s, "{pad}  {}:", if i == 0 { "then" } else { "else" });
                    }
                    render_into(g, b, depth + 2, s);
                }
            }
        }
    }
}
