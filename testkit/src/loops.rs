//! Hand-built loop programs that the tests of several crates share (the
//! loop-IR interpreter's, the verifier's, the backends'): programs that
//! lowering does not make yet, or whose shape a test needs exactly.

use ir::ast::{BinOp, Builtin};
use ir::graph::{ArrayId, NodeId};
use ir::id::ClusterId;
use ir::loops::{
    ArrayDecl, Dir, Expr, For, Item, Level, LoopProgram, Nest, Origin, ShapeDef, Stmt, VarDecl,
    VarId,
};
use ir::Poly;
use ir::Scalar;
use ir::Span;
use ir::{Prim, ScalarType};

/// A hand-built loop program with a loop statement ([`Stmt::For`], the
/// shape of a row group: clusters sharing their outermost loop): every row
/// of `xs: [m][n]f64` less the row's maximum.
///
/// ```text
/// for i in 0..m:
///   acc = -inf
///   for j in 0..n:
///     x = xs[i, j]
///     acc := max acc x
///   mx = acc
///   for j2 in 0..n:          -- a Stmt::For in the level's post
///     x2 = xs[i, j2]
///     ys[i, j2] = x2 - mx
/// ```
///
/// Run, it reads `xs` twice (`2 m n` reads) and writes `ys` once (`m n`).
pub fn row_max_loops() -> LoopProgram {
    let f64t = ScalarType::Prim(Prim::F64);
    let var = |name: &str, ty: &ScalarType| VarDecl {
        name: name.into(),
        ty: ty.clone(),
    };
    let vars: Vec<VarDecl> = vec![
        var("i0", &ScalarType::I64),
        var("acc1", &f64t),
        var("j2", &ScalarType::I64),
        var("x3", &f64t),
        var("mx4", &f64t),
        var("j5", &ScalarType::I64),
        var("x6", &f64t),
    ];
    let [i, acc, j, x, mx, j2, x2] = [0, 1, 2, 3, 4, 5, 6].map(VarId::new);
    let (xs, ys) = (ArrayId::new(0), ArrayId::new(1));
    let origin = |op: &str, label: &str, at: usize| Origin {
        op: op.into(),
        label: label.into(),
        span: Span::new(at, at + 1),
    };
    let (fold, map) = (NodeId::new(0), NodeId::new(1));
    let v = Expr::Var;
    let dim = |axis| Expr::Dim { array: xs, axis };
    let lp = |index, extent, sym: &str, body| {
        Box::new(For {
            index,
            extent,
            extent_sym: Poly::var(sym.into()),
            dir: Dir::Forward,
            body,
        })
    };
    let streamed = |var, ix: Vec<VarId>, at| Stmt::Load {
        var,
        array: xs,
        index: ix.into_iter().map(Expr::Var).collect(),
        streamed: true,
        at,
    };
    let row_max = lp(
        j,
        dim(1),
        "n",
        Level {
            pre: vec![
                streamed(x, vec![i, j], fold),
                Stmt::Set {
                    var: acc,
                    value: Expr::Call(Builtin::Max, vec![v(acc), v(x)]),
                    at: fold,
                },
            ],
            inner: None,
            post: vec![],
        },
    );
    let subtract = lp(
        j2,
        dim(1),
        "n",
        Level {
            pre: vec![
                streamed(x2, vec![i, j2], map),
                Stmt::Store {
                    array: ys,
                    index: vec![v(i), v(j2)],
                    value: Expr::bin(BinOp::Sub, v(x2), v(mx)),
                    at: map,
                },
            ],
            inner: None,
            post: vec![],
        },
    );
    let rows = lp(
        i,
        dim(0),
        "m",
        Level {
            pre: vec![Stmt::Let {
                var: acc,
                value: Expr::Lit(Scalar::F64(f64::NEG_INFINITY)),
                at: fold,
            }],
            inner: Some(row_max),
            post: vec![
                Stmt::Let {
                    var: mx,
                    value: v(acc),
                    at: fold,
                },
                Stmt::For(subtract),
            ],
        },
    );
    let nest = Nest {
        cluster: ClusterId::new(0),
        nodes: vec![fold, map],
        tree: "Leaf(mx) ; Leaf(ys)".into(),
        inputs: vec![xs],
        shapes: vec![ShapeDef {
            array: ys,
            dims: vec![dim(0), dim(1)],
            alloc: true,
            compact: false,
            checks: vec![],
            origin: map,
        }],
        body: Level {
            pre: vec![],
            inner: Some(rows),
            post: vec![],
        },
    };
    let array = |name: &str| ArrayDecl {
        name: name.into(),
        elem: f64t.clone(),
        rank: 2,
    };
    LoopProgram {
        name: "row_max".into(),
        arrays: vec![array("xs"), array("ys")].into(),
        vars: vars.into(),
        origins: vec![origin("fold", "mx", 0), origin("map", "ys", 1)].into(),
        params: vec![xs],
        body: vec![Item::Nest(nest)],
        results: vec![ys],
    }
}

/// [`row_max_loops`], and the sum of every `xs[i, j] - max` stored to the
/// rank-0 `total`, accumulated inside the loop statement into a variable
/// defined before the outermost loop: state carried from one outermost
/// iteration to the next, updated in a loop statement.
///
/// ```text
/// t7 = 0.0
/// for i in 0..m:
///   ...                      -- as row_max_loops
///   for j2 in 0..n:
///     x2 = xs[i, j2]
///     ys[i, j2] = x2 - mx
///     t7 := t7 + (x2 - mx)
/// total[] = t7
/// ```
pub fn row_max_and_total_loops() -> LoopProgram {
    let mut p = row_max_loops();
    let f64t = ScalarType::Prim(Prim::F64);
    let t = p.vars.push(VarDecl {
        name: "t7".into(),
        ty: f64t.clone(),
    });
    let total = p.arrays.push(ArrayDecl {
        name: "total".into(),
        elem: f64t,
        rank: 0,
    });
    let sum = NodeId::from_index(p.origins.len());
    p.origins.push(Origin {
        op: "fold".into(),
        label: "total".into(),
        span: Span::new(2, 3),
    });
    let Item::Nest(nest) = &mut p.body[0] else {
        unreachable!("row_max_loops is one nest")
    };
    let rows = &mut nest.body.inner.as_mut().expect("the rows loop").body;
    let Some(Stmt::For(f)) = rows.post.last_mut() else {
        unreachable!("the rows level ends with its loop statement")
    };
    let Some(Stmt::Store { value, .. }) = f.body.pre.last() else {
        unreachable!("the loop statement stores ys")
    };
    let diff = value.clone();
    f.body.pre.push(Stmt::Set {
        var: t,
        value: Expr::bin(BinOp::Add, Expr::Var(t), diff),
        at: sum,
    });
    nest.body.pre.push(Stmt::Let {
        var: t,
        value: Expr::Lit(Scalar::F64(0.0)),
        at: sum,
    });
    nest.body.post.push(Stmt::Store {
        array: total,
        index: vec![],
        value: Expr::Var(t),
        at: sum,
    });
    nest.nodes.push(sum);
    nest.shapes.push(ShapeDef {
        array: total,
        dims: vec![],
        alloc: true,
        compact: false,
        checks: vec![],
        origin: sum,
    });
    p.results.push(total);
    p
}
