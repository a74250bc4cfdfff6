//! Views evaluated per consumer: a `replicate`, `transpose` or `reshape`
//! (a *view*, `ir::ops::OpProps::view`) read as an operand by several
//! nodes of its block may be copied, so that each consumer's cluster
//! evaluates the view itself (recomputes its index function, which costs
//! no work and no traffic) instead of one cluster storing it for the
//! others. Whether each copy is recomputed in its consumer or stored stays
//! the strategy's choice ([`crate::ClusterStrategy::views_per_consumer`]).
//!
//! The first consumer (in program order) keeps the view; a later one reads
//! a copy placed right after the view (its label with a suffix, `t_2`),
//! either where its loop can share a cluster with none of the consumers
//! before it (no direction they both allow, or iteration spaces that are
//! not prefixes of one nest), or always (`every`). A consumer that also
//! reads the view in a scalar expression, at its own index or at affine
//! indices, keeps reading the original, as do a block's results and other
//! blocks. Node ids are renumbered so that id order stays a topological
//! order within every block.
//!
//! Copies in one cluster are evaluated once each (each reads the operand),
//! so sharing is cheaper where consumers share a cluster and copying where
//! they do not: the `cluster` pass runs the strategy on the graph as
//! labelled and on each copied graph that differs, and keeps the one that
//! moves the fewest bytes, so copying never costs bytes.

use ir::deps::DepGraph;
use ir::graph::{ArrayId, ArrayInfo, Block, LabelledGraph, Node, NodeId, NodeKind};
use ir::id::IdVec;
use ir::ops::{props, Order};
use ir::{AExprKind, Name};
use std::collections::{HashMap, HashSet};

/// `g` with every view that several nodes of its block read as an operand
/// split for its later consumers that can share a loop with none of the
/// earlier ones (with `every`: for all its later consumers), and how many
/// copies were made; `None` when that makes no copy.
pub fn split_views(g: &LabelledGraph, every: bool) -> Option<(LabelledGraph, usize)> {
    let block_of = block_lists(g);
    // Built only when consumers are to be compared.
    let mut deps: Option<DepGraph> = None;
    // Per view node: the consumers that get a copy, in order.
    let mut extra: HashMap<NodeId, Vec<NodeId>> = HashMap::new();
    for (v, node) in g.nodes.iter().enumerate() {
        let v = NodeId::from_index(v);
        let NodeKind::Op(op) = &node.kind else {
            continue;
        };
        if !props(op.kind()).view {
            continue;
        }
        let a = node.outputs[0];
        let siblings = &block_of[&v];
        let consumers: Vec<NodeId> = (siblings.iter().copied())
            .filter(|&c| {
                let n = g.node(c);
                n.operands().contains(&a)
                    && !n.inputs[n.operands().len()..].contains(&a)
                    && !n.reads.contains(&a)
            })
            .collect();
        // A consumer gets a copy when its loop can share no cluster with
        // the loop of any consumer that reads the view before it: those
        // that can keep sharing one evaluation of the view (`nbody`'s two
        // maps of the same replicates, fused horizontally, read each
        // element once).
        let mut sharing: Vec<NodeId> = Vec::new();
        let mut copies = Vec::new();
        for c in consumers {
            let apart = !sharing.is_empty()
                && (every || {
                    let deps = deps.get_or_insert_with(|| DepGraph::build(g));
                    sharing.iter().all(|&o| !may_share_a_loop(g, deps, o, c))
                });
            if apart {
                copies.push(c);
            } else {
                sharing.push(c);
            }
        }
        if !copies.is_empty() {
            extra.insert(v, copies);
        }
    }
    if extra.is_empty() {
        return None;
    }

    let mut arrays = g.arrays.clone();
    let mut names: HashSet<Name> = g.arrays.iter().map(|a| a.name.clone()).collect();
    names.extend(g.nodes.iter().map(|n| n.label.clone()));
    // Old id → new id; the copies' new ids after their view's.
    let mut new_id: HashMap<NodeId, NodeId> = HashMap::new();
    let mut copies_of: HashMap<NodeId, Vec<NodeId>> = HashMap::new();
    // (consumer, view's array) → the copy's array.
    let mut reads_copy: HashMap<(NodeId, ArrayId), (ArrayId, Name)> = HashMap::new();
    let mut nodes: Vec<Node> = Vec::with_capacity(g.nodes.len());
    let mut made = 0;
    for (old, node) in g.nodes.iter().enumerate() {
        let old = NodeId::from_index(old);
        let mut node = node.clone();
        for input in node.inputs.iter_mut() {
            if let Some((copy, _)) = reads_copy.get(&(old, *input)) {
                *input = *copy;
            }
        }
        if let NodeKind::Op(op) = &mut node.kind {
            for arg in op.array_args_mut() {
                if let AExprKind::Var(name) = &mut arg.kind {
                    let copy = g
                        .array_by_name(name)
                        .and_then(|a| reads_copy.get(&(old, a)));
                    if let Some((_, renamed)) = copy {
                        *name = renamed.clone();
                    }
                }
            }
        }
        new_id.insert(old, NodeId::from_index(nodes.len()));
        nodes.push(node);
        let Some(consumers) = extra.get(&old) else {
            continue;
        };
        let view = nodes[nodes.len() - 1].clone();
        for &consumer in consumers {
            let a = view.outputs[0];
            let label = fresh(&view.label, &mut names);
            let copy = ArrayId::from_index(arrays.len());
            let id = NodeId::from_index(nodes.len());
            arrays.push(ArrayInfo {
                name: label.clone(),
                producer: Some(id),
                ..g.array(a).clone()
            });
            reads_copy.insert((consumer, a), (copy, label.clone()));
            copies_of.entry(old).or_default().push(id);
            nodes.push(Node {
                label,
                outputs: vec![copy],
                ..view.clone()
            });
            made += 1;
        }
    }
    // Ids inside blocks and producers, renumbered; each copy placed after
    // its view in the view's block.
    let renumber = |b: &Block| -> Block {
        let mut ids = Vec::with_capacity(b.nodes.len());
        for n in &b.nodes {
            ids.push(new_id[n]);
            ids.extend(copies_of.get(n).into_iter().flatten().copied());
        }
        Block {
            nodes: ids,
            ..b.clone()
        }
    };
    for node in &mut nodes {
        match &mut node.kind {
            NodeKind::If { then_, else_, .. } => {
                *then_ = renumber(then_);
                *else_ = renumber(else_);
            }
            NodeKind::Loop { body, .. } => *body = renumber(body),
            _ => {}
        }
    }
    // The copies' arrays (after the original ones) have their new ids.
    for a in arrays.iter_mut().take(g.arrays.len()) {
        if let Some(p) = &mut a.producer {
            *p = new_id[p];
        }
    }
    let graph = LabelledGraph {
        name: g.name.clone(),
        arrays,
        nodes: nodes.into_iter().collect::<IdVec<NodeId, Node>>(),
        top: renumber(&g.top),
        sizes: g.sizes.clone(),
    };
    Some((graph, made))
}

/// Whether nodes `a` and `b` may run in one loop: a direction both allow,
/// and iteration spaces one of which is a prefix of the other (the rules of
/// `ir::cluster::check`; a view's copy only helps where they fail).
fn may_share_a_loop(g: &LabelledGraph, deps: &DepGraph, a: NodeId, b: NodeId) -> bool {
    let orders = |n: NodeId| -> Vec<Order> {
        match &g.node(n).kind {
            NodeKind::Op(op) => (props(op.kind()).output.iter())
                .copied()
                .filter(|o| matches!(o, Order::Forward | Order::Backward))
                .collect(),
            _ => vec![Order::Forward],
        }
    };
    let (oa, ob) = (orders(a), orders(b));
    let direction = oa.iter().any(|o| ob.contains(o));
    let (sa, sb) = (deps.iteration_space(g, a), deps.iteration_space(g, b));
    let k = sa.len().min(sb.len());
    direction && sa[..k] == sb[..k]
}

/// For each node, the nodes of its block after it, in order.
fn block_lists(g: &LabelledGraph) -> HashMap<NodeId, Vec<NodeId>> {
    fn walk(g: &LabelledGraph, b: &Block, out: &mut HashMap<NodeId, Vec<NodeId>>) {
        for (k, &n) in b.nodes.iter().enumerate() {
            out.insert(n, b.nodes[k + 1..].to_vec());
            match &g.node(n).kind {
                NodeKind::If { then_, else_, .. } => {
                    walk(g, then_, out);
                    walk(g, else_, out);
                }
                NodeKind::Loop { body, .. } => walk(g, body, out),
                _ => {}
            }
        }
    }
    let mut out = HashMap::new();
    walk(g, &g.top, &mut out);
    out
}

/// `base` with the first suffix `_2`, `_3`, .. that no array or node has.
fn fresh(base: &Name, taken: &mut HashSet<Name>) -> Name {
    let mut k = 2;
    loop {
        let name: Name = format!("{base}_{k}").as_str().into();
        if taken.insert(name.clone()) {
            return name;
        }
        k += 1;
    }
}
