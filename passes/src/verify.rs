//! The verifiers the pass manager runs after each pass: of the typed
//! program (after the simplifier), of the dependency graph, of the fusion
//! trees and of the cost. (The labelled graph's and the loop IR's verifiers
//! live with those IRs in `ir`; the clustering's is `ir::cluster::check`.)
//! Each returns a message naming what is broken: a bug in fuselab.

use ir::ast::{AExpr, BinOp, SExpr, SExprKind, UnOp};
use ir::cluster::Clustering;
use ir::cost::Cost;
use ir::deps::{DepGraph, EdgeKind};
use ir::graph::LabelledGraph;
use ir::tree::Item;
use ir::ScalarType;
use ir::{AExprKind, Program};
use std::collections::BTreeSet;

/// A light structural check of a typed program, run after the simplifier:
/// definition names are unique and calls name earlier definitions; in every
/// scalar expression, the operands of a binary operator have one type and
/// its result has the type the operator gives (bool for comparisons and
/// `&&`/`||`), `!` and `&&`/`||` work on bools, `-x` keeps its type, an `if`'s
/// condition is a bool and its branches have its type, a `let` has its body's
/// type and binds a pattern of its value's type, tuples and projections have
/// their components' types, and built-ins get as many arguments as they take.
pub fn verify_program(program: &Program) -> Result<(), String> {
    let mut defined: BTreeSet<&str> = BTreeSet::new();
    for d in &program.defs {
        let (mut bad_call, mut bad_type) = (None, None);
        d.body.walk(
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
pub(crate) fn aexpr_nodes(e: &AExpr) -> usize {
    let mut n = 0;
    e.walk(&mut |_| n += 1, &mut |_| {});
    n
}

/// Dependencies only within a block, and acyclic there.
pub fn verify_deps(graph: &LabelledGraph, deps: &DepGraph) -> Result<(), String> {
    if deps.graph.node_count() != graph.nodes.len() || deps.block_of.len() != graph.nodes.len() {
        return Err(format!(
            "{} dependency-graph nodes for {} graph nodes",
            deps.graph.node_count(),
            graph.nodes.len()
        ));
    }
    for e in deps.edges() {
        if deps.block_of[e.from] != deps.block_of[e.to] {
            return Err(format!(
                "the dependency `{}` → `{}` crosses blocks",
                graph.node(e.from).label,
                graph.node(e.to).label
            ));
        }
    }
    if petgraph::algo::is_cyclic_directed(&deps.graph) {
        return Err("the dependencies form a cycle".into());
    }
    for e in deps.edges() {
        if deps.through[e.from] && e.kind == EdgeKind::Fusible {
            return Err(format!(
                "`{}` is written through but `{}` may fuse with it",
                graph.node(e.from).label,
                graph.node(e.to).label
            ));
        }
    }
    Ok(())
}

/// Each cluster appears once, as a tree over exactly its nodes or as a
/// control-flow item.
pub fn verify_trees(graph: &LabelledGraph, cl: &Clustering, items: &[Item]) -> Result<(), String> {
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
                    .map(|n| graph.node(*n).label.to_string())
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
pub fn verify_cost(graph: &LabelledGraph, cl: &Clustering, c: &Cost) -> Result<(), String> {
    if c.loops > cl.len() {
        return Err(format!("{} loops for {} clusters", c.loops, cl.len()));
    }
    for a in c.reads.iter().chain(&c.writes) {
        if a.cluster.index() >= cl.len() || a.array.index() >= graph.arrays.len() {
            return Err(format!(
                "an access names cluster {} and array {}, which do not exist",
                a.cluster, a.array
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::label::label;
    use crate::test_support::{parse, suite_program};
    use ir::ast::Lit;
    use ir::deps::{DepEdge, EdgeKind};
    use ir::graph::{ArrayId, NodeId};
    use ir::Span;
    use petgraph::graph::NodeIndex;

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
                g.arrays[a].name = "sum1".into();
            },
            "two arrays are named `sum1`",
        );
        rejects(
            |g| {
                let n = node(g, "ys2");
                g.nodes[n].label = "ys1".into();
            },
            "two nodes are labelled `ys1`",
        );
        rejects(
            |g| {
                let a = array(g, "sum2");
                g.arrays[a].producer = Some(node(g, "sum1"));
            },
            "`sum2` is an output of `sum2` but does not name it as its producer",
        );
        rejects(
            |g| {
                let (n, scn) = (node(g, "sum1"), array(g, "scn"));
                g.nodes[n].inputs = vec![scn];
            },
            "the operands of `sum1` (xs) are not its inputs (scn)",
        );
        rejects(
            |g| {
                let n = node(g, "ys1");
                g.nodes[n].reads.clear();
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
        rejects(|g| g.top.nodes.push(NodeId::new(99)), "lists node n99");
        rejects(
            |g| {
                let n = node(g, "scn");
                g.nodes[n].outputs.push(ArrayId::new(1000));
            },
            "refers to array a1000",
        );
        rejects(
            |g| {
                let n = node(g, "scn");
                g.nodes[n].outputs.clear();
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
}
