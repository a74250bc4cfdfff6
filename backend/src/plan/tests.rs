//! The plans of nests with loop statements (`Stmt::For`, a row group's
//! later loops): the outermost loop stays parallel when its iterations are
//! independent, and state updated inside a loop statement keeps a nest off
//! the plans that split it (conservatively).

use super::gpu::{self, Shape};
use super::parallel::{analyse, Plan};
use super::scan;
use ir::ast::BinOp;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Dir, Expr, For, Item, Level, LoopProgram, Nest, Stmt, VarDecl, VarId};
use ir::{Poly, Scalar, ScalarType};
use testkit::loops::{row_max_and_total_loops, row_max_loops};

fn only_nest(p: &LoopProgram) -> &Nest {
    match &p.body[..] {
        [Item::Nest(n)] => n,
        _ => panic!("one nest"),
    }
}

#[test]
fn independent_rows_with_a_loop_statement_run_in_chunks_and_as_a_map() {
    let p = row_max_loops();
    let n = only_nest(&p);
    let a = analyse(&p, n);
    assert_eq!(a.plan, Plan::Chunks);
    assert!(a.updates.is_empty());
    assert!(scan::analyse(&p, n).is_none());
    let g = gpu::plan(&p, n, 0);
    assert_eq!(g.shape, Shape::Map, "{}", g.describe());
}

#[test]
fn outside_state_updated_in_a_loop_statement_is_not_split() {
    let p = row_max_and_total_loops();
    let n = only_nest(&p);
    let a = analyse(&p, n);
    assert_eq!(a.plan, Plan::Sequential);
    assert!(a.updates.is_empty() && a.rest.is_none() && a.scan.is_none());
    let g = gpu::plan(&p, n, 0);
    assert_eq!(
        g.shape,
        Shape::Single("state updated in a loop statement".into())
    );
}

/// `s = 0; for i in 0..m: (for j in 0..n: (x = xs[i, j]; s := s + x));
/// ys[i] = s` with the inner loop a loop statement: a scan of row sums,
/// whose update sits in a loop statement (its totals would need the whole
/// statement, which no slice keeps).
fn scan_in_a_loop_statement() -> LoopProgram {
    let mut p = row_max_loops();
    let i64t = ScalarType::I64;
    let [s, j, x] = ["s7", "j8", "x9"].map(|name| {
        p.vars.push(VarDecl {
            name: name.into(),
            ty: if name == "j8" {
                i64t.clone()
            } else {
                ScalarType::Prim(ir::Prim::F64)
            },
        })
    });
    let (xs, i, at) = (ArrayId::new(0), VarId::new(0), NodeId::new(0));
    let Item::Nest(nest) = &mut p.body[0] else {
        unreachable!()
    };
    // ys becomes rank 1: one sum per row.
    p.arrays[ArrayId::new(1)].rank = 1;
    nest.shapes[0].dims.truncate(1);
    let row = Stmt::For(Box::new(For {
        index: j,
        extent: Expr::Dim { array: xs, axis: 1 },
        extent_sym: Poly::zero(),
        dir: Dir::Forward,
        body: Level {
            pre: vec![
                Stmt::Load {
                    var: x,
                    array: xs,
                    index: vec![Expr::Var(i), Expr::Var(j)],
                    streamed: true,
                    at,
                },
                Stmt::Set {
                    var: s,
                    value: Expr::bin(BinOp::Add, Expr::Var(s), Expr::Var(x)),
                    at,
                },
            ],
            ..Level::default()
        },
    }));
    nest.body.pre = vec![Stmt::Let {
        var: s,
        value: Expr::Lit(Scalar::F64(0.0)),
        at,
    }];
    nest.body.inner.as_mut().expect("the rows loop").body = Level {
        pre: vec![
            row,
            Stmt::Store {
                array: ArrayId::new(1),
                index: vec![Expr::Var(i)],
                value: Expr::Var(s),
                at,
            },
        ],
        ..Level::default()
    };
    p
}

#[test]
fn a_scan_updated_in_a_loop_statement_is_no_chained_or_gpu_scan() {
    let p = scan_in_a_loop_statement();
    ir::loops::verify(&p).unwrap_or_else(|e| panic!("{e}\n{}", ir::loops::render(&p)));
    let n = only_nest(&p);
    assert!(scan::analyse(&p, n).is_none());
    assert_eq!(analyse(&p, n).plan, Plan::Sequential);
    let g = gpu::plan(&p, n, 0);
    assert_eq!(
        g.shape,
        Shape::Single("state updated in a loop statement".into())
    );
}
