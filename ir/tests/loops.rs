//! The loop IR's verifier and printer on hand-built loop programs
//! (`testkit::loops`): what a loop statement ([`ir::loops::Stmt::For`])
//! may define, read and update, and how it prints.

use ir::graph::ArrayId;
use ir::graph::NodeId;
use ir::loops::{verify, Expr, Item, Level, LoopProgram, Stmt, VarId};
use ir::loops::{Dir, For, VarDecl};
use ir::Poly;
use ir::ScalarType;
use testkit::loops::row_max_loops;

/// The row-max program's outermost loop's level (`acc`, the max loop,
/// `mx`, the `Stmt::For`).
fn rows(p: &mut LoopProgram) -> &mut Level {
    let Item::Nest(n) = &mut p.body[0] else {
        panic!("a nest")
    };
    &mut n.body.inner.as_mut().expect("the rows loop").body
}

/// The `Stmt::For` of the rows level.
fn stmt_for(p: &mut LoopProgram) -> &mut For {
    match rows(p).post.last_mut() {
        Some(Stmt::For(f)) => f,
        _ => panic!("the rows level ends with a loop statement"),
    }
}

fn new_var(p: &mut LoopProgram, name: &str, ty: ScalarType) -> VarId {
    p.vars.push(VarDecl {
        name: name.into(),
        ty,
    })
}

fn rejected(p: &LoopProgram, why: &str) {
    match verify(p) {
        Ok(()) => panic!("accepted:\n{}", ir::loops::render(p)),
        Err(e) => assert!(e.contains(why), "{e}"),
    }
}

#[test]
fn the_hand_built_loop_programs_verify() {
    use testkit::loops::row_max_and_total_loops;
    for p in [row_max_loops(), row_max_and_total_loops()] {
        verify(&p).unwrap_or_else(|e| panic!("{e}\n{}", ir::loops::render(&p)));
    }
}

#[test]
fn a_loop_statement_scopes_like_an_inner_loop() {
    let mut p = row_max_loops();
    // Its body may update what was defined before it (an accumulator),
    // and a nested loop statement inside it is a statement of its level.
    let (acc, x2) = (VarId::new(1), VarId::new(6));
    let j3 = new_var(&mut p, "j7", ScalarType::I64);
    let f = stmt_for(&mut p);
    f.body.post.push(Stmt::Set {
        var: acc,
        value: Expr::Var(x2),
        at: NodeId::new(1),
    });
    let inner = For {
        index: j3,
        extent: Expr::Var(VarId::new(4)),
        extent_sym: Poly::zero(),
        dir: Dir::Backward,
        body: Level::default(),
    };
    // An extent of the wrong type, evaluated where the statement is.
    f.body.post.push(Stmt::For(Box::new(inner)));
    rejected(&p, "a loop extent has type f64");
    let Some(Stmt::For(inner)) = stmt_for(&mut p).body.post.last_mut() else {
        unreachable!()
    };
    inner.extent = Expr::Dim {
        array: ArrayId::new(0),
        axis: 1,
    };
    verify(&p).expect("a loop statement inside a loop statement");
}

#[test]
fn a_loop_statement_inside_an_if_is_rejected() {
    let mut p = row_max_loops();
    let l = rows(&mut p);
    let f = l.post.pop().expect("the loop statement");
    l.post.push(Stmt::If {
        cond: Expr::Lit(ir::Scalar::Bool(true)),
        then_: vec![f],
        else_: vec![],
        at: NodeId::new(1),
    });
    rejected(&p, "a `for` statement inside an `if` or `while` body");
}

#[test]
fn streamed_loads_in_a_loop_statement_index_with_its_index_last() {
    let mut p = row_max_loops();
    let f = stmt_for(&mut p);
    let Stmt::Load { index, .. } = &mut f.body.pre[0] else {
        panic!("a load")
    };
    index.reverse();
    rejected(
        &p,
        "a streamed load of `xs` does not index with the loop indices",
    );
    // The sibling inner loop's index is out of scope in the statement.
    let mut p = row_max_loops();
    let f = stmt_for(&mut p);
    let Stmt::Load { index, .. } = &mut f.body.pre[0] else {
        panic!("a load")
    };
    index[1] = Expr::Var(VarId::new(2));
    rejected(&p, "variable j2 is used before it is defined");
}

#[test]
fn what_a_loop_statement_defines_stays_inside_it() {
    use ir::Prim::F64;
    let (j5, x6) = (VarId::new(5), VarId::new(6));
    let index = Expr::Convert(F64, Box::new(Expr::Var(j5)));
    for (value, name) in [(Expr::Var(x6), "x6"), (index, "j5")] {
        let mut p = row_max_loops();
        let y = new_var(&mut p, "y7", ScalarType::Prim(F64));
        rows(&mut p).post.push(Stmt::Let {
            var: y,
            value,
            at: NodeId::new(1),
        });
        rejected(&p, &format!("variable {name} is used before it is defined"));
    }
    // Nor can a later statement update it.
    let mut p = row_max_loops();
    rows(&mut p).post.push(Stmt::Set {
        var: x6,
        value: Expr::Var(VarId::new(4)),
        at: NodeId::new(1),
    });
    rejected(&p, "x6 is updated before it is defined");
}

#[test]
fn a_loop_statement_prints_like_an_inner_loop() {
    let text = ir::loops::render(&row_max_loops());
    let body: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("for "))
        .take_while(|l| !l.is_empty())
        .collect();
    assert_eq!(
        body,
        [
            "for i0 in 0..dim(xs, 0):",
            "  acc1 = -inf",
            "  for j2 in 0..dim(xs, 1):",
            "    x3 = xs[i0, j2]",
            "    acc1 := max acc1 x3",
            "  mx4 = acc1",
            "  for j5 in 0..dim(xs, 1):",
            "    x6 = xs[i0, j5]",
            "    ys[i0, j5] = x6 - mx4",
        ],
        "{text}"
    );
}
