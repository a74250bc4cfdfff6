//! The LoopIr interpreter (`interp::loops`) on hand-built loop programs: values,
//! memory-traffic counts, symbols and run-time errors. Every program is first
//! accepted by `ir::loops::verify`.

use interp::loops::{run, LoopRun};
use interp::{RuntimeError, RuntimeErrorKind as Kind};
use ir::ast::{BinOp, Builtin};
use ir::cluster::ClusterId;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{
    ArrayDecl, Block, Check, Dir, Expr, For, Item, Level, LoopProgram, Nest, Origin, ShapeDef,
    Stmt, VarDecl, VarId,
};
use ir::{Array, Poly, Prim, Scalar, ScalarType, Span, Value};
use std::collections::BTreeMap;

const I64: ScalarType = ScalarType::I64;
const BOOL: ScalarType = ScalarType::BOOL;

// ---- builders -----------------------------------------------------------------

#[derive(Default)]
struct B {
    arrays: Vec<ArrayDecl>,
    vars: Vec<VarDecl>,
    origins: Vec<Origin>,
}

impl B {
    fn array(&mut self, name: &str, elem: ScalarType, rank: usize) -> ArrayId {
        self.arrays.push(ArrayDecl {
            name: name.into(),
            elem,
            rank,
        });
        ArrayId::new(self.arrays.len() as u32 - 1)
    }

    /// Arrays of one element type and rank, declared in the order named.
    fn arrays<const N: usize>(
        &mut self,
        elem: ScalarType,
        rank: usize,
        names: [&str; N],
    ) -> [ArrayId; N] {
        names.map(|name| self.array(name, elem.clone(), rank))
    }

    /// Variables of one type, declared in the order named.
    fn vars<const N: usize>(&mut self, ty: ScalarType, names: [&str; N]) -> [VarId; N] {
        names.map(|name| self.var(name, ty.clone()))
    }

    fn var(&mut self, name: &str, ty: ScalarType) -> VarId {
        self.vars.push(VarDecl {
            name: name.into(),
            ty,
        });
        VarId::new(self.vars.len() as u32 - 1)
    }

    fn node(&mut self, op: &str, label: &str) -> NodeId {
        self.origins.push(Origin {
            op: op.into(),
            label: label.into(),
            span: Span::new(self.origins.len(), self.origins.len() + 1),
        });
        NodeId::new(self.origins.len() as u32 - 1)
    }

    fn program(self, params: Vec<ArrayId>, body: Vec<Item>, results: Vec<ArrayId>) -> LoopProgram {
        let p = self.unverified(params, body, results);
        if let Err(e) = ir::loops::verify(&p) {
            panic!(
                "verify rejects the hand-built program: {e}\n{}",
                ir::loops::render(&p)
            );
        }
        p
    }

    /// A program `verify` would reject (for errors a lowering bug makes).
    fn unverified(
        self,
        params: Vec<ArrayId>,
        body: Vec<Item>,
        results: Vec<ArrayId>,
    ) -> LoopProgram {
        LoopProgram {
            name: "main".into(),
            arrays: self.arrays.into(),
            vars: self.vars.into(),
            origins: self.origins.into(),
            params,
            body,
            results,
        }
    }
}

fn v(x: VarId) -> Expr {
    Expr::Var(x)
}

fn i(x: i64) -> Expr {
    Expr::i64(x)
}

fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
    Expr::bin(op, a, b)
}

fn dim(array: ArrayId, axis: usize) -> Expr {
    Expr::Dim { array, axis }
}

fn index(array: ArrayId, ix: Vec<Expr>) -> Expr {
    Expr::Index { array, index: ix }
}

fn shape(array: ArrayId, dims: Vec<Expr>, origin: NodeId) -> ShapeDef {
    ShapeDef {
        array,
        dims,
        alloc: true,
        compact: false,
        checks: vec![],
        origin,
    }
}

fn for_(index: VarId, extent: Expr, dir: Dir, body: Level) -> Option<Box<For>> {
    Some(Box::new(For {
        index,
        extent,
        extent_sym: Poly::zero(),
        dir,
        body,
    }))
}

fn level(pre: Vec<Stmt>, inner: Option<Box<For>>, post: Vec<Stmt>) -> Level {
    Level { pre, inner, post }
}

fn nest(nodes: Vec<NodeId>, inputs: Vec<ArrayId>, shapes: Vec<ShapeDef>, body: Level) -> Item {
    Item::Nest(Nest {
        cluster: ClusterId::new(0),
        nodes,
        tree: "hand-built".into(),
        inputs,
        shapes,
        body,
    })
}

/// A level of statements with no inner loop.
fn leaf(stmts: Vec<Stmt>) -> Level {
    level(stmts, None, vec![])
}

/// A level that is only its inner loop.
fn around(inner: Option<Box<For>>) -> Level {
    level(vec![], inner, vec![])
}

/// A level that is only the loop `index` over `extent` (in `dir`) around `stmts`.
fn loop_over(index: VarId, extent: Expr, dir: Dir, stmts: Vec<Stmt>) -> Level {
    around(for_(index, extent, dir, leaf(stmts)))
}

/// A level that is only a two-deep forward nest, `r` over `rows` around `c`
/// over `cols`, around `stmts`.
fn grid(r: VarId, rows: Expr, c: VarId, cols: Expr, stmts: Vec<Stmt>) -> Level {
    around(for_(
        r,
        rows,
        Dir::Forward,
        loop_over(c, cols, Dir::Forward, stmts),
    ))
}

/// Node `n`'s nest reading `input` and writing `out`, as long as `input`.
fn map_nest(n: NodeId, input: ArrayId, out: ArrayId, body: Level) -> Item {
    nest(
        vec![n],
        vec![input],
        vec![shape(out, vec![dim(input, 0)], n)],
        body,
    )
}

/// Node `n`'s nest running `stmts` for each `index` along `input`, writing `out`.
fn map_loop(n: NodeId, input: ArrayId, out: ArrayId, index: VarId, stmts: Vec<Stmt>) -> Item {
    map_nest(
        n,
        input,
        out,
        loop_over(index, dim(input, 0), Dir::Forward, stmts),
    )
}

fn set(var: VarId, value: Expr, at: NodeId) -> Stmt {
    Stmt::Set { var, value, at }
}

fn load(var: VarId, array: ArrayId, ix: Vec<Expr>, at: NodeId) -> Stmt {
    Stmt::Load {
        var,
        array,
        index: ix,
        streamed: true,
        at,
    }
}

fn store(array: ArrayId, ix: Vec<Expr>, value: Expr, at: NodeId) -> Stmt {
    Stmt::Store {
        array,
        index: ix,
        value,
        at,
    }
}

fn let_(var: VarId, value: Expr, at: NodeId) -> Stmt {
    Stmt::Let { var, value, at }
}

fn ints(xs: &[i64]) -> Array {
    Array::from_scalars(
        vec![xs.len()],
        I64,
        &xs.iter().map(|&x| Scalar::I64(x)).collect::<Vec<_>>(),
    )
    .unwrap()
}

/// A `rows` × `cols` array of `ty` elements.
fn array2(rows: usize, cols: usize, ty: ScalarType, elems: &[Scalar]) -> Array {
    Array::from_scalars(vec![rows, cols], ty, elems).unwrap()
}

fn ints2(rows: usize, cols: usize, xs: &[i64]) -> Array {
    let elems: Vec<Scalar> = xs.iter().map(|&x| Scalar::I64(x)).collect();
    array2(rows, cols, I64, &elems)
}

/// The elements of a result that is one array.
fn scalars(v: &Value) -> Vec<Scalar> {
    v.as_array().expect("an array").to_scalars()
}

fn as_ints(v: &Value) -> Vec<i64> {
    scalars(v).iter().map(|s| s.as_i64().unwrap()).collect()
}

/// The error's kind, operation and wording.
fn assert_error(e: &RuntimeError, kind: Kind, op: &str, detail: &str) {
    assert_eq!(e.kind, kind);
    assert_eq!(e.op, op);
    assert_eq!(e.detail, detail);
}

fn counts(m: &BTreeMap<ArrayId, u64>) -> Vec<(usize, u64)> {
    m.iter().map(|(a, n)| (a.index(), *n)).collect()
}

/// A program mapping `f` over a rank-1 `i64` input (op `map`): `ys[i] = f(xs[i])`.
/// The loop index is `VarId::new(0)`.
fn map_program(f: impl FnOnce(&mut B, VarId, ArrayId) -> Expr) -> LoopProgram {
    let (b, xs, item, ys) = map_parts(f);
    b.program(vec![xs], vec![item], vec![ys])
}

fn map_program_unverified(f: impl FnOnce(&mut B, VarId, ArrayId) -> Expr) -> LoopProgram {
    let (b, xs, item, ys) = map_parts(f);
    b.unverified(vec![xs], vec![item], vec![ys])
}

/// `map_program`'s builder, input, nest and output.
fn map_parts(f: impl FnOnce(&mut B, VarId, ArrayId) -> Expr) -> (B, ArrayId, Item, ArrayId) {
    let mut b = B::default();
    let [xs, ys] = b.arrays(I64, 1, ["xs", "ys"]);
    let n = b.node("map", "map1");
    let [k, x] = b.vars(I64, ["i0", "x1"]);
    let body = f(&mut b, x, xs);
    let y = b.var("y2", I64);
    let item = map_loop(
        n,
        xs,
        ys,
        k,
        vec![
            load(x, xs, vec![v(k)], n),
            let_(y, body, n),
            store(ys, vec![v(k)], v(y), n),
        ],
    );
    (b, xs, item, ys)
}

// ---- values and counts -----------------------------------------------------------

#[test]
fn fused_map_and_fold_count_each_element_once() {
    let mut b = B::default();
    let [xs, ys] = b.arrays(I64, 1, ["xs", "ys"]);
    let s = b.array("s", I64, 0);
    let map = b.node("map", "map1");
    let fold = b.node("fold", "sum2");
    let [acc, k, x, y] = b.vars(I64, ["acc0", "i1", "x2", "y3"]);
    let body = level(
        vec![let_(acc, i(0), fold)],
        for_(
            k,
            dim(xs, 0),
            Dir::Forward,
            leaf(vec![
                load(x, xs, vec![v(k)], map),
                let_(y, bin(BinOp::Mul, v(x), i(2)), map),
                set(acc, bin(BinOp::Add, v(acc), v(y)), fold),
                store(ys, vec![v(k)], v(y), map),
            ]),
        ),
        vec![store(s, vec![], v(acc), fold)],
    );
    let item = nest(
        vec![map, fold],
        vec![xs],
        vec![shape(ys, vec![dim(xs, 0)], map), shape(s, vec![], fold)],
        body,
    );
    let p = b.program(vec![xs], vec![item], vec![ys, s]);
    let r = run(&p, &[ints(&[1, 2, 3, 4, 5])]).unwrap();
    let Value::Tuple(vs) = &r.value else {
        panic!("two results make a tuple")
    };
    assert_eq!(as_ints(&vs[0]), vec![2, 4, 6, 8, 10]);
    assert_eq!(as_ints(&vs[1]), vec![30]);
    assert_eq!(vs[1].as_array().unwrap().rank(), 0);
    assert_eq!(counts(&r.counts.reads), vec![(xs.index(), 5)]);
    assert_eq!(
        counts(&r.counts.writes),
        vec![(ys.index(), 5), (s.index(), 1)]
    );
    assert_eq!(r.counts.total_reads(), 5);
    assert_eq!(r.counts.total_writes(), 6);
    // Only extents (`#xs`) and the rank-0 result's value (`#the(s)`): no
    // loop or branch ran.
    assert!(
        (r.symbols.keys()).all(|k| !["#it(", "#then(", "#else("]
            .iter()
            .any(|c| k.starts_with(c))),
        "{:?}",
        r.symbols
    );
    assert_eq!(r.symbols.get("#the(s)"), Some(&30));
    assert_eq!(r.symbols.get("#xs"), Some(&5));

    // An empty input: no iterations, the fold's initial value.
    let r = run(&p, &[ints(&[])]).unwrap();
    let Value::Tuple(vs) = &r.value else { panic!() };
    assert_eq!(as_ints(&vs[0]), Vec::<i64>::new());
    assert_eq!(as_ints(&vs[1]), vec![0]);
    assert_eq!(r.counts.total_reads(), 0);
    assert_eq!(r.counts.total_writes(), 1);
}

#[test]
fn a_backward_loop_runs_from_the_last_index() {
    // scanr1 (+): ys[i] = xs[i] + ys[i+1], as a running sum from the right.
    let mut b = B::default();
    let [xs, ys] = b.arrays(I64, 1, ["xs", "ys"]);
    let n = b.node("scanr1", "scan1");
    let [acc, k, x] = b.vars(I64, ["acc0", "i1", "x2"]);
    let body = level(
        vec![let_(acc, i(0), n)],
        for_(
            k,
            dim(xs, 0),
            Dir::Backward,
            leaf(vec![
                load(x, xs, vec![v(k)], n),
                set(acc, bin(BinOp::Add, v(acc), v(x)), n),
                store(ys, vec![v(k)], v(acc), n),
            ]),
        ),
        vec![],
    );
    let item = map_nest(n, xs, ys, body);
    let p = b.program(vec![xs], vec![item], vec![ys]);
    let r = run(&p, &[ints(&[1, 2, 3, 4])]).unwrap();
    assert_eq!(as_ints(&r.value), vec![10, 9, 7, 4]);
    assert_eq!(counts(&r.counts.reads), vec![(xs.index(), 4)]);
    assert_eq!(counts(&r.counts.writes), vec![(ys.index(), 4)]);
}

#[test]
fn a_two_level_nest_transposes() {
    let mut b = B::default();
    let [xs, ys] = b.arrays(I64, 2, ["xs", "ys"]);
    let n = b.node("transpose", "tr1");
    let [r_, c, x] = b.vars(I64, ["i0", "i1", "x2"]);
    let body = grid(
        r_,
        dim(xs, 1),
        c,
        dim(xs, 0),
        vec![
            let_(x, index(xs, vec![v(c), v(r_)]), n),
            store(ys, vec![v(r_), v(c)], v(x), n),
        ],
    );
    let item = nest(
        vec![n],
        vec![xs],
        vec![shape(ys, vec![dim(xs, 1), dim(xs, 0)], n)],
        body,
    );
    let p = b.program(vec![xs], vec![item], vec![ys]);
    let r = run(&p, &[ints2(2, 3, &[1, 2, 3, 4, 5, 6])]).unwrap();
    assert_eq!(r.value.as_array().unwrap().shape(), &[3, 2]);
    assert_eq!(as_ints(&r.value), vec![1, 4, 2, 5, 3, 6]);
    assert_eq!(counts(&r.counts.reads), vec![(xs.index(), 6)]);
    assert_eq!(counts(&r.counts.writes), vec![(ys.index(), 6)]);
}

#[test]
fn scalar_expressions_use_the_reference_semantics() {
    // ys[i] = let t = (x, x * 3) in max (t.1) (i64 (f64 t.0 / 2.0)) + (if x < 0 then -1 else 1)
    let p = map_program(|b, x, _| {
        let t = b.var("t", ScalarType::Tuple(vec![I64, I64]));
        let half = Expr::Convert(
            Prim::I64,
            Box::new(bin(
                BinOp::Div,
                Expr::Convert(Prim::F64, Box::new(Expr::Proj(Box::new(v(t)), 0))),
                Expr::Lit(Scalar::F64(2.0)),
            )),
        );
        let m = Expr::Call(Builtin::Max, vec![Expr::Proj(Box::new(v(t)), 1), half]);
        let sign = Expr::If(
            Box::new(bin(BinOp::Lt, v(x), i(0))),
            Box::new(Expr::Unary(ir::ast::UnOp::Neg, Box::new(i(1)))),
            Box::new(i(1)),
        );
        Expr::Let {
            var: t,
            value: Box::new(Expr::Tuple(vec![v(x), bin(BinOp::Mul, v(x), i(3))])),
            body: Box::new(bin(BinOp::Add, m, sign)),
        }
    });
    let r = run(&p, &[ints(&[4, -4, 0, i64::MAX])]).unwrap();
    let big = i64::MAX.wrapping_mul(3).max((i64::MAX as f64 / 2.0) as i64) + 1;
    assert_eq!(as_ints(&r.value), vec![13, -3, 1, big]);
}

#[test]
fn and_or_short_circuit_past_out_of_bounds_reads() {
    // ys[i] = if i + 1 < n && xs[i + 1] > x then 1 else 0: the last element
    // must not read xs[n], and a skipped read is not counted.
    let p = map_program(|_, x, xs| {
        let k = VarId::new(0);
        let next = bin(BinOp::Add, v(k), i(1));
        let cond = bin(
            BinOp::And,
            bin(BinOp::Lt, next.clone(), dim(xs, 0)),
            bin(BinOp::Gt, index(xs, vec![next]), v(x)),
        );
        Expr::If(Box::new(cond), Box::new(i(1)), Box::new(i(0)))
    });
    let r = run(&p, &[ints(&[1, 5, 2, 7])]).unwrap();
    assert_eq!(as_ints(&r.value), vec![1, 0, 1, 0]);
    // 4 streamed loads and 3 gathers.
    assert_eq!(r.counts.total_reads(), 7);
}

// ---- permute: copies and combines -----------------------------------------------

#[test]
fn combine_skips_ignored_targets_and_counts_the_rest() {
    // permute (+) dflt (\i -> if i % 2 == 0 then i / 2 else ignore) xs
    let mut b = B::default();
    let [dflt, xs, out] = b.arrays(I64, 1, ["dflt", "xs", "out"]);
    let n = b.node("permute", "perm1");
    let [k, x, new, old] = b.vars(I64, ["i0", "x1", "new2", "old3"]);
    let target = Expr::If(
        Box::new(bin(BinOp::Eq, bin(BinOp::Rem, v(k), i(2)), i(0))),
        Box::new(bin(BinOp::Div, v(k), i(2))),
        Box::new(Expr::Ignore),
    );
    let body = level(
        vec![Stmt::Copy {
            dst: out,
            src: dflt,
            at: n,
        }],
        for_(
            k,
            dim(xs, 0),
            Dir::Forward,
            leaf(vec![
                load(x, xs, vec![v(k)], n),
                Stmt::Combine {
                    array: out,
                    target,
                    source: v(x),
                    new,
                    old,
                    value: bin(BinOp::Add, v(new), v(old)),
                    at: n,
                },
            ]),
        ),
        vec![],
    );
    let item = nest(
        vec![n],
        vec![dflt, xs],
        vec![shape(out, vec![dim(dflt, 0)], n)],
        body,
    );
    let p = b.program(vec![dflt, xs], vec![item], vec![out]);
    let r = run(&p, &[ints(&[1, 1, 1]), ints(&[10, 20, 30, 40])]).unwrap();
    assert_eq!(as_ints(&r.value), vec![11, 31, 1]);
    // dflt: 3 (copy); xs: 4 (loads); out: 2 (old values of the 2 combines).
    assert_eq!(
        counts(&r.counts.reads),
        vec![(dflt.index(), 3), (xs.index(), 4), (out.index(), 2)]
    );
    // out: 3 (copy) + 2 (combines).
    assert_eq!(counts(&r.counts.writes), vec![(out.index(), 5)]);

    // With two defaults, source 4's target 2 is out of bounds.
    let e = run(&p, &[ints(&[0, 0]), ints(&[1, 2, 3, 4, 5])]).unwrap_err();
    assert_error(
        &e,
        Kind::OutOfBounds,
        "permute",
        "index 2 is out of bounds of an extent 2",
    );
}

// ---- run-time errors ------------------------------------------------------------

#[test]
fn an_out_of_bounds_gather_names_its_operation() {
    // ys[i] = xs[i + 1]
    let p = map_program(|_, _, xs| index(xs, vec![bin(BinOp::Add, v(VarId::new(0)), i(1))]));
    let e = run(&p, &[ints(&[1, 2, 3])]).unwrap_err();
    assert_eq!(e.kind, Kind::OutOfBounds);
    assert_eq!(e.op, "map");
    assert_eq!(e.span, Span::new(0, 1));
    assert_eq!(e.detail, "index 3 is out of bounds of an extent 3");
}

#[test]
fn an_out_of_bounds_backpermute_source_is_worded_as_the_reference() {
    // ys[r][c] = xs[r][c + 1] over the shape of xs.
    let mut b = B::default();
    let [xs, ys] = b.arrays(I64, 2, ["xs", "ys"]);
    let n = b.node("backpermute", "bp1");
    let [r_, c, x] = b.vars(I64, ["i0", "i1", "x2"]);
    let body = grid(
        r_,
        dim(xs, 0),
        c,
        dim(xs, 1),
        vec![
            Stmt::Load {
                var: x,
                array: xs,
                index: vec![v(r_), bin(BinOp::Add, v(c), i(1))],
                streamed: false,
                at: n,
            },
            store(ys, vec![v(r_), v(c)], v(x), n),
        ],
    );
    let item = nest(
        vec![n],
        vec![xs],
        vec![shape(ys, vec![dim(xs, 0), dim(xs, 1)], n)],
        body,
    );
    let p = b.program(vec![xs], vec![item], vec![ys]);
    let e = run(&p, &[ints2(2, 2, &[1, 2, 3, 4])]).unwrap_err();
    assert_error(
        &e,
        Kind::OutOfBounds,
        "backpermute",
        "index 2 is out of bounds of an extent 2",
    );
}

#[test]
fn integer_division_by_zero_is_an_error() {
    let p = map_program(|_, x, _| bin(BinOp::Div, i(10), bin(BinOp::Sub, v(x), i(5))));
    let r = run(&p, &[ints(&[6, 7])]).unwrap();
    assert_eq!(as_ints(&r.value), vec![10, 5]);
    let e = run(&p, &[ints(&[6, 5])]).unwrap_err();
    assert_error(
        &e,
        Kind::DivisionByZero,
        "map",
        "integer division by zero (10 / 0)",
    );
}

#[test]
fn ignore_outside_a_combine_is_ill_typed() {
    let p = map_program_unverified(|_, _, _| Expr::Ignore);
    assert!(ir::loops::verify(&p).is_err());
    let e = run(&p, &[ints(&[1])]).unwrap_err();
    assert_eq!(e.kind, Kind::IllTyped);
    assert_eq!(e.op, "map");
    // No element, no statement: no error.
    assert!(run(&p, &[ints(&[])]).is_ok());
}

#[test]
fn shape_checks_and_negative_extents() {
    // reshape [m] xs with a check that m == length xs, then a copy of the rows.
    let mut b = B::default();
    let xs = b.array("xs", I64, 1);
    let m = b.array("m", I64, 0);
    let ys = b.array("ys", I64, 1);
    let n = b.node("reshape", "rs1");
    let [k, x, mv] = b.vars(I64, ["i0", "x1", "m2"]);
    // The extent is read from a rank-0 input in an earlier nest.
    let ext = b.array("ext", I64, 0);
    let n0 = b.node("unit", "u0");
    let first = nest(
        vec![n0],
        vec![m],
        vec![shape(ext, vec![], n0)],
        leaf(vec![load(mv, m, vec![], n0), store(ext, vec![], v(mv), n0)]),
    );
    let e2 = b.var("e3", I64);
    let mut sd = shape(
        ys,
        vec![Expr::Let {
            var: e2,
            value: Box::new(index(ext, vec![])),
            body: Box::new(v(e2)),
        }],
        n,
    );
    sd.checks.push(Check {
        cond: bin(BinOp::Eq, index(ext, vec![]), dim(xs, 0)),
        kind: Kind::ReshapeMismatch,
        operands: [dim(xs, 0), index(ext, vec![])],
    });
    let second = nest(
        vec![n],
        vec![xs, ext],
        vec![sd],
        loop_over(
            k,
            dim(ys, 0),
            Dir::Forward,
            vec![load(x, xs, vec![v(k)], n), store(ys, vec![v(k)], v(x), n)],
        ),
    );
    let p = b.program(vec![xs, m], vec![first, second], vec![ys]);
    let ok = run(&p, &[ints(&[4, 5]), Array::scalar(Scalar::I64(2))]).unwrap();
    assert_eq!(as_ints(&ok.value), vec![4, 5]);
    // ext: written once, read twice (the extent, the check).
    assert_eq!(ok.counts.reads.get(&ext), Some(&2));
    let e = run(&p, &[ints(&[4, 5]), Array::scalar(Scalar::I64(3))]).unwrap_err();
    assert_error(
        &e,
        Kind::ReshapeMismatch,
        "reshape",
        "cannot reshape 2 elements to 3 elements",
    );
    let e = run(&p, &[ints(&[4, 5]), Array::scalar(Scalar::I64(-1))]).unwrap_err();
    assert_error(&e, Kind::NegativeSize, "reshape", "size -1 is negative");
}

/// `xs` (a parameter of an even length `2k`) seen as `[k][2]` by an alias
/// `grid`, then mapped (`+ 1`) into `ys`; both are results.
fn alias_program() -> (LoopProgram, ArrayId, ArrayId) {
    let mut b = B::default();
    let xs = b.array("xs", I64, 1);
    let grid_ = b.array("grid", I64, 2);
    let ys = b.array("ys", I64, 2);
    let n = b.node("reshape", "reshape1");
    let dims = vec![bin(BinOp::Div, dim(xs, 0), i(2)), i(2)];
    let count = bin(BinOp::Mul, dims[0].clone(), dims[1].clone());
    let mut sd = shape(grid_, dims, n);
    sd.checks.push(Check {
        cond: bin(BinOp::Eq, count.clone(), dim(xs, 0)),
        kind: Kind::ReshapeMismatch,
        operands: [dim(xs, 0), count],
    });
    let alias = Item::Alias {
        node: n,
        input: xs,
        shape: sd,
    };
    let m = b.node("map", "map2");
    let [r, c, x] = b.vars(I64, ["i0", "j1", "x2"]);
    let copy = nest(
        vec![m],
        vec![grid_],
        vec![shape(ys, vec![dim(grid_, 0), dim(grid_, 1)], m)],
        grid(
            r,
            dim(grid_, 0),
            c,
            dim(grid_, 1),
            vec![
                load(x, grid_, vec![v(r), v(c)], m),
                store(ys, vec![v(r), v(c)], bin(BinOp::Add, v(x), i(1)), m),
            ],
        ),
    );
    let p = b.program(vec![xs], vec![alias, copy], vec![ys, grid_]);
    (p, xs, grid_)
}

#[test]
fn an_alias_shares_its_input_and_moves_nothing() {
    let (p, xs, grid_) = alias_program();
    let out = run(&p, &[ints(&[1, 2, 3, 4, 5, 6])]).unwrap();
    let Value::Tuple(parts) = &out.value else {
        panic!("two results");
    };
    assert_eq!(parts[0].as_array().unwrap().shape(), &[3, 2]);
    assert_eq!(as_ints(&parts[0]), vec![2, 3, 4, 5, 6, 7]);
    // The alias is the input's elements under [3][2].
    assert_eq!(parts[1].as_array().unwrap().shape(), &[3, 2]);
    assert_eq!(as_ints(&parts[1]), vec![1, 2, 3, 4, 5, 6]);
    // Only the map reads, through the alias; the alias writes nothing.
    assert_eq!(out.counts.reads.get(&xs), None);
    assert_eq!(out.counts.reads.get(&grid_), Some(&6));
    assert_eq!(out.counts.writes.get(&grid_), None);
    let text = ir::loops::render(&p);
    assert!(text.contains("grid := alias xs as ["), "{text}");
    // An odd count fails the alias's check, as the reference's reshape does.
    let e = run(&p, &[ints(&[1, 2, 3])]).unwrap_err();
    assert_error(
        &e,
        Kind::ReshapeMismatch,
        "reshape",
        "cannot reshape 3 elements to 2 elements",
    );
}

#[test]
fn verify_rejects_an_alias_of_an_array_not_yet_made() {
    let (mut p, xs, _) = alias_program();
    p.params.retain(|a| *a != xs);
    let e = ir::loops::verify(&p).unwrap_err();
    assert!(
        e.contains("alias `grid` of `xs` before `xs` is made"),
        "{e}"
    );
}

#[test]
fn a_statement_check_fails_with_its_kind() {
    // fold1 (+) xs: check that xs is not empty, then fold from xs[0].
    let mut b = B::default();
    let xs = b.array("xs", I64, 1);
    let s = b.array("s", I64, 0);
    let n = b.node("fold1", "f1");
    let [acc, k, x] = b.vars(I64, ["acc0", "i1", "x2"]);
    let body = level(
        vec![
            Stmt::Check {
                check: Check {
                    cond: bin(BinOp::Gt, dim(xs, 0), i(0)),
                    kind: Kind::EmptyFold1,
                    operands: [i(0), i(0)],
                },
                at: n,
            },
            let_(acc, index(xs, vec![i(0)]), n),
        ],
        for_(
            k,
            bin(BinOp::Sub, dim(xs, 0), i(1)),
            Dir::Forward,
            leaf(vec![
                load(x, xs, vec![bin(BinOp::Add, v(k), i(1))], n),
                set(acc, bin(BinOp::Add, v(acc), v(x)), n),
            ]),
        ),
        vec![store(s, vec![], v(acc), n)],
    );
    // The load is at computed indices, not streamed.
    let mut body = body;
    body.stmts_mut(&mut |ss| {
        for st in ss.iter_mut() {
            if let Stmt::Load { streamed, .. } = st {
                *streamed = false;
            }
        }
    });
    let item = nest(vec![n], vec![xs], vec![shape(s, vec![], n)], body);
    let p = b.program(vec![xs], vec![item], vec![s]);
    let r = run(&p, &[ints(&[3, 4, 5])]).unwrap();
    assert_eq!(as_ints(&r.value), vec![12]);
    assert_eq!(counts(&r.counts.reads), vec![(xs.index(), 3)]);
    let e = run(&p, &[ints(&[])]).unwrap_err();
    assert_error(
        &e,
        Kind::EmptyFold1,
        "fold1",
        "fold1 of an empty row (row 0)",
    );
}

// ---- compaction ------------------------------------------------------------------

#[test]
fn a_compacted_array_keeps_what_was_appended() {
    // filter even xs
    let mut b = B::default();
    let [xs, ys] = b.arrays(I64, 1, ["xs", "evens"]);
    let n = b.node("filter", "filter1");
    let [k, x] = b.vars(I64, ["i0", "x1"]);
    let mut sd = shape(ys, vec![dim(xs, 0)], n);
    sd.compact = true;
    let body = loop_over(
        k,
        dim(xs, 0),
        Dir::Forward,
        vec![
            load(x, xs, vec![v(k)], n),
            Stmt::If {
                cond: bin(BinOp::Eq, bin(BinOp::Rem, v(x), i(2)), i(0)),
                then_: vec![Stmt::Append {
                    array: ys,
                    value: v(x),
                    at: n,
                }],
                else_: vec![],
                at: n,
            },
        ],
    );
    // A second nest reads the compacted array's final extent.
    let zs = b.array("zs", I64, 1);
    let m = b.node("map", "map2");
    let k2 = b.var("i2", I64);
    let y = b.var("y3", I64);
    let second = map_loop(
        m,
        ys,
        zs,
        k2,
        vec![
            load(y, ys, vec![v(k2)], m),
            store(zs, vec![v(k2)], bin(BinOp::Add, v(y), i(1)), m),
        ],
    );
    let first = nest(vec![n], vec![xs], vec![sd], body);
    let p = b.program(vec![xs], vec![first, second], vec![ys, zs]);
    let r = run(&p, &[ints(&[1, 2, 3, 4, 6, 7])]).unwrap();
    let Value::Tuple(vs) = &r.value else { panic!() };
    assert_eq!(as_ints(&vs[0]), vec![2, 4, 6]);
    assert_eq!(vs[0].as_array().unwrap().shape(), &[3]);
    assert_eq!(as_ints(&vs[1]), vec![3, 5, 7]);
    assert_eq!(r.symbols.get("#evens"), Some(&3));
    assert_eq!(
        counts(&r.counts.writes),
        vec![(ys.index(), 3), (zs.index(), 3)]
    );
    assert_eq!(
        counts(&r.counts.reads),
        vec![(xs.index(), 6), (ys.index(), 3)]
    );

    let r = run(&p, &[ints(&[1, 3])]).unwrap();
    assert_eq!(r.symbols.get("#evens"), Some(&0));
}

// ---- array-level control flow ----------------------------------------------------

/// `r = if the flag then map (*2) xs else map (+1) xs`.
fn if_program() -> (LoopProgram, [ArrayId; 3]) {
    let mut b = B::default();
    let flag = b.array("flag", BOOL, 0);
    let [xs, a, c, r] = b.arrays(I64, 1, ["xs", "a", "c", "r"]);
    let node = b.node("if", "if1");
    let hv = b.var("f0", BOOL);
    let branch = |b: &mut B, out: ArrayId, op: BinOp, k: i64, label: &str| {
        let n = b.node("map", label);
        let ix = b.var(&format!("i_{label}"), I64);
        let x = b.var(&format!("x_{label}"), I64);
        map_loop(
            n,
            xs,
            out,
            ix,
            vec![
                load(x, xs, vec![v(ix)], n),
                store(out, vec![v(ix)], bin(op, v(x), i(k)), n),
            ],
        )
    };
    let then_ = branch(&mut b, a, BinOp::Mul, 2, "map2");
    let else_ = branch(&mut b, c, BinOp::Add, 1, "map3");
    let item = Item::If {
        node,
        hoisted: vec![(hv, flag)],
        cond: v(hv),
        then_: Block {
            params: vec![],
            items: vec![then_],
            results: vec![a],
        },
        else_: Block {
            params: vec![],
            items: vec![else_],
            results: vec![c],
        },
        outputs: vec![r],
    };
    (
        b.program(vec![flag, xs], vec![item], vec![r]),
        [flag, xs, a],
    )
}

#[test]
fn an_array_level_if_runs_one_branch() {
    let (p, [flag, xs, a]) = if_program();
    let r = run(&p, &[Array::scalar(Scalar::Bool(true)), ints(&[1, 2, 3])]).unwrap();
    assert_eq!(as_ints(&r.value), vec![2, 4, 6]);
    assert_eq!(
        counts(&r.counts.reads),
        vec![(flag.index(), 1), (xs.index(), 3)]
    );
    assert_eq!(counts(&r.counts.writes), vec![(a.index(), 3)]);
    assert_eq!(r.symbols.get("#then(if1)"), Some(&1));
    assert_eq!(r.symbols.get("#else(if1)"), Some(&0));

    let r = run(&p, &[Array::scalar(Scalar::Bool(false)), ints(&[1, 2, 3])]).unwrap();
    assert_eq!(as_ints(&r.value), vec![2, 3, 4]);
    assert_eq!(r.symbols.get("#then(if1)"), Some(&0));
    assert_eq!(r.symbols.get("#else(if1)"), Some(&1));
}

#[test]
fn an_array_level_loop_iterates_until_its_condition_fails() {
    // loop p = start while the p < 100 do unit (the p * 2)
    let mut b = B::default();
    let [start, pa, nx, out] = b.arrays(I64, 0, ["start", "p", "next", "out"]);
    let node = b.node("loop", "loop1");
    let n = b.node("unit", "unit2");
    let [hv, x] = b.vars(I64, ["p0", "x1"]);
    let body_nest = nest(
        vec![n],
        vec![pa],
        vec![shape(nx, vec![], n)],
        leaf(vec![
            load(x, pa, vec![], n),
            store(nx, vec![], bin(BinOp::Mul, v(x), i(2)), n),
        ]),
    );
    let item = Item::Loop {
        scheduled: false,
        node,
        inits: vec![start],
        hoisted: vec![(hv, pa)],
        cond: bin(BinOp::Lt, v(hv), i(100)),
        body: Block {
            params: vec![pa],
            items: vec![body_nest],
            results: vec![nx],
        },
        outputs: vec![out],
    };
    let p = b.program(vec![start], vec![item], vec![out]);
    let r: LoopRun = run(&p, &[Array::scalar(Scalar::I64(3))]).unwrap();
    // 3 → 6 → 12 → 24 → 48 → 96 → 192: six iterations, seven conditions.
    assert_eq!(as_ints(&r.value), vec![192]);
    assert_eq!(r.value.as_array().unwrap().rank(), 0);
    assert_eq!(r.symbols.get("#it(loop1)"), Some(&6));
    assert_eq!(counts(&r.counts.reads), vec![(pa.index(), 7 + 6)]);
    assert_eq!(counts(&r.counts.writes), vec![(nx.index(), 6)]);

    let r = run(&p, &[Array::scalar(Scalar::I64(500))]).unwrap();
    assert_eq!(as_ints(&r.value), vec![500]);
    assert_eq!(r.symbols.get("#it(loop1)"), Some(&0));
    assert_eq!(r.counts.total_writes(), 0);
}

/// `loop (lim, k) = (start, 0) while the k < 100 do (lim, unit (the k +
/// the lim))`: scheduled, the interpreter binds each iteration's limit
/// from its schedule (1, then doubling or halving), and `k` sums them;
/// not scheduled, the limit stays the program's own.
fn limit_loop(scheduled: bool, limit_rank: usize) -> LoopProgram {
    let mut b = B::default();
    let [start, zero, k, nx, lim_out, out] =
        b.arrays(I64, 0, ["start", "zero", "k", "next", "lim_out", "out"]);
    let [lim] = b.arrays(I64, limit_rank, ["lim"]);
    let node = b.node("loop", "loop1");
    let n = b.node("unit", "unit2");
    let [hv, x, l] = b.vars(I64, ["k0", "x1", "l2"]);
    let body_nest = nest(
        vec![n],
        vec![k, lim],
        vec![shape(nx, vec![], n)],
        leaf(vec![
            load(x, k, vec![], n),
            load(l, lim, vec![], n),
            store(nx, vec![], bin(BinOp::Add, v(x), v(l)), n),
        ]),
    );
    let item = Item::Loop {
        scheduled,
        node,
        inits: vec![start, zero],
        hoisted: vec![(hv, k)],
        cond: bin(BinOp::Lt, v(hv), i(100)),
        body: Block {
            params: vec![lim, k],
            items: vec![body_nest],
            results: vec![lim, nx],
        },
        outputs: vec![lim_out, out],
    };
    if limit_rank == 0 {
        b.program(vec![start, zero], vec![item], vec![out])
    } else {
        b.unverified(vec![start, zero], vec![item], vec![out])
    }
}

#[test]
fn a_scheduled_loop_takes_its_limits_from_the_schedule() {
    let inputs = [Array::scalar(Scalar::I64(7)), Array::scalar(Scalar::I64(0))];
    let r = run(&limit_loop(true, 0), &inputs).unwrap();
    let k = as_ints(&r.value)[0];
    assert_eq!(r.chunks.first(), Some(&1), "{:?}", r.chunks);
    assert!(
        r.chunks.iter().all(|c| c.is_power_of_two()),
        "{:?}",
        r.chunks
    );
    assert_eq!(k, r.chunks.iter().sum::<u64>() as i64, "{:?}", r.chunks);
    assert!(k >= 100, "{k}");
    let iterations = *r.symbols.get("#it(loop1)").unwrap();
    assert_eq!(iterations as usize, r.chunks.len());
    // Not scheduled: 7 at a time, from the program.
    let r = run(&limit_loop(false, 0), &inputs).unwrap();
    assert_eq!(as_ints(&r.value), vec![105]);
    assert!(r.chunks.is_empty());
    // A scheduled loop's limit is a rank-0 `i64` array.
    let e = ir::loops::verify(&limit_loop(true, 1)).unwrap_err();
    assert!(e.contains("scheduled `loop`"), "{e}");
}

#[test]
fn a_statement_while_loop() {
    // ys[i] = the number of halvings of x until it is at most 1.
    let mut b = B::default();
    let [xs, ys] = b.arrays(I64, 1, ["xs", "ys"]);
    let n = b.node("map", "map1");
    let [k, x, cur, steps] = b.vars(I64, ["i0", "x1", "c2", "s3"]);
    let item = map_loop(
        n,
        xs,
        ys,
        k,
        vec![
            load(x, xs, vec![v(k)], n),
            let_(cur, v(x), n),
            let_(steps, i(0), n),
            Stmt::While {
                cond: bin(BinOp::Gt, v(cur), i(1)),
                body: vec![
                    set(cur, bin(BinOp::Div, v(cur), i(2)), n),
                    set(steps, bin(BinOp::Add, v(steps), i(1)), n),
                ],
                at: n,
            },
            store(ys, vec![v(k)], v(steps), n),
        ],
    );
    let p = b.program(vec![xs], vec![item], vec![ys]);
    let r = run(&p, &[ints(&[1, 2, 8, 9, 0])]).unwrap();
    assert_eq!(as_ints(&r.value), vec![0, 1, 3, 3, 0]);
}

#[test]
fn arrays_of_tuples_and_a_large_input() {
    // zs[i] = (x, x * x) for x in xs, then ws[i] = zs[i].1 - zs[i].0 in a second nest.
    let pair = ScalarType::Tuple(vec![I64, I64]);
    let mut b = B::default();
    let xs = b.array("xs", I64, 1);
    let zs = b.array("zs", pair.clone(), 1);
    let ws = b.array("ws", I64, 1);
    let n1 = b.node("map", "map1");
    let n2 = b.node("map", "map2");
    let [k1, x, k2] = b.vars(I64, ["i0", "x1", "i2"]);
    let z = b.var("z3", pair);
    let first = map_loop(
        n1,
        xs,
        zs,
        k1,
        vec![
            load(x, xs, vec![v(k1)], n1),
            store(
                zs,
                vec![v(k1)],
                Expr::Tuple(vec![v(x), bin(BinOp::Mul, v(x), v(x))]),
                n1,
            ),
        ],
    );
    let proj = |e: Expr, i: usize| Expr::Proj(Box::new(e), i);
    let second = map_loop(
        n2,
        zs,
        ws,
        k2,
        vec![
            load(z, zs, vec![v(k2)], n2),
            store(
                ws,
                vec![v(k2)],
                bin(BinOp::Sub, proj(v(z), 1), proj(v(z), 0)),
                n2,
            ),
        ],
    );
    let p = b.program(vec![xs], vec![first, second], vec![zs, ws]);
    let r = run(&p, &[ints(&[2, 3])]).unwrap();
    let Value::Tuple(vs) = &r.value else { panic!() };
    let zs_out = vs[0].as_array().unwrap();
    assert_eq!(zs_out.buffers().len(), 2);
    assert_eq!(
        zs_out.get(1),
        Scalar::Tuple(vec![Scalar::I64(3), Scalar::I64(9)])
    );
    assert_eq!(as_ints(&vs[1]), vec![2, 6]);

    // Linear in the input: 200 000 elements run quickly even unoptimised.
    let big: Vec<i64> = (0..200_000).collect();
    let r = run(&p, &[ints(&big)]).unwrap();
    let Value::Tuple(vs) = &r.value else { panic!() };
    assert_eq!(as_ints(&vs[1])[1000], 1000 * 1000 - 1000);
    assert_eq!(r.counts.total_reads(), 400_000);
    assert_eq!(r.counts.total_writes(), 400_000);
}

#[test]
fn appending_past_the_capacity_is_a_lowering_bug() {
    // Two appends per element into an array of capacity n.
    let mut b = B::default();
    let [xs, ys] = b.arrays(I64, 1, ["xs", "ys"]);
    let n = b.node("filter", "filter1");
    let [k, x] = b.vars(I64, ["i0", "x1"]);
    let mut sd = shape(ys, vec![dim(xs, 0)], n);
    sd.compact = true;
    let append = Stmt::Append {
        array: ys,
        value: v(x),
        at: n,
    };
    let body = loop_over(
        k,
        dim(xs, 0),
        Dir::Forward,
        vec![load(x, xs, vec![v(k)], n), append.clone(), append],
    );
    let p = b.program(
        vec![xs],
        vec![nest(vec![n], vec![xs], vec![sd], body)],
        vec![ys],
    );
    assert!(run(&p, &[ints(&[])]).is_ok());
    let e = run(&p, &[ints(&[1])]).unwrap_err();
    assert_eq!(e.kind, Kind::IllTyped);
    assert_eq!(e.op, "filter");
}

// ---- loop statements (`Stmt::For`: a row group's later loops) -------------------

const F64: ScalarType = ScalarType::Prim(Prim::F64);

fn floats2(rows: usize, cols: usize, xs: &[f64]) -> Array {
    let elems: Vec<Scalar> = xs.iter().map(|&x| Scalar::F64(x)).collect();
    array2(rows, cols, F64, &elems)
}

fn as_floats(v: &Value) -> Vec<f64> {
    scalars(v)
        .iter()
        .map(|s| match s {
            Scalar::F64(x) => *x,
            other => panic!("not an f64: {other:?}"),
        })
        .collect()
}

/// `m` rows of `n` values, none in order.
fn rows_input(m: usize, n: usize) -> Vec<f64> {
    (0..m * n)
        .map(|k| ((k * 7 + 3) % 11) as f64 - 4.5 + (k / n) as f64 * 0.25)
        .collect()
}

fn stmt_for(index: VarId, extent: Expr, dir: Dir, body: Level) -> Stmt {
    Stmt::For(for_(index, extent, dir, body).expect("a loop"))
}

#[test]
fn a_loop_statement_subtracts_each_rows_maximum() {
    let p = testkit::loops::row_max_loops();
    ir::loops::verify(&p).expect("verifies");
    let (m, n) = (3, 5);
    let xs = rows_input(m, n);
    let r = run(&p, &[floats2(m, n, &xs)]).unwrap();
    let mut want = Vec::new();
    for row in xs.chunks(n) {
        let mx = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        want.extend(row.iter().map(|x| x - mx));
    }
    assert_eq!(r.value.as_array().unwrap().shape(), &[m, n]);
    assert_eq!(as_floats(&r.value), want);
    // Each row's maximum is 0 after the subtraction; the rows differ.
    assert!(want.chunks(n).all(|r| r.contains(&0.0)));
    assert_ne!(want[..n], want[n..2 * n]);
    // Both loops stream xs; ys is written once.
    let (xs_id, ys_id) = (ArrayId::new(0), ArrayId::new(1));
    assert_eq!(
        counts(&r.counts.reads),
        vec![(xs_id.index(), 2 * (m * n) as u64)]
    );
    assert_eq!(
        counts(&r.counts.writes),
        vec![(ys_id.index(), (m * n) as u64)]
    );

    // Empty rows: no reads or writes, however many rows.
    let r = run(&p, &[floats2(4, 0, &[])]).unwrap();
    assert_eq!(r.value.as_array().unwrap().shape(), &[4, 0]);
    assert_eq!(r.counts.total_reads() + r.counts.total_writes(), 0);
}

#[test]
fn a_loop_statements_negative_extent_fails_as_an_inner_loops() {
    // The extent is evaluated when the statement is reached: after the
    // first row's maximum loop ran.
    let mut p = testkit::loops::row_max_loops();
    let Item::Nest(nest) = &mut p.body[0] else {
        panic!("a nest")
    };
    let rows = &mut nest.body.inner.as_mut().unwrap().body;
    let Some(Stmt::For(f)) = rows.post.last_mut() else {
        panic!("a loop statement")
    };
    f.extent = i(-2);
    ir::loops::verify(&p).expect("verifies");
    let e = run(&p, &[floats2(2, 3, &rows_input(2, 3))]).unwrap_err();
    assert_error(&e, Kind::NegativeSize, "fold", "size -2 is negative");
    // The inner loop's, for comparison.
    let mut q = testkit::loops::row_max_loops();
    let Item::Nest(nest) = &mut q.body[0] else {
        panic!("a nest")
    };
    nest.body
        .inner
        .as_mut()
        .unwrap()
        .body
        .inner
        .as_mut()
        .unwrap()
        .extent = i(-2);
    let e2 = run(&q, &[floats2(2, 3, &rows_input(2, 3))]).unwrap_err();
    assert_eq!(
        (e2.kind, e2.op.clone(), e2.detail.clone()),
        (e.kind, e.op, e.detail)
    );
    // No row, no statement: no error.
    assert!(run(&p, &[floats2(0, 3, &[])]).is_ok());
}

#[test]
fn a_backward_loop_statement_runs_from_the_last_index() {
    // Per row: prefix sums in the inner loop, then suffix sums in a
    // backward loop statement.
    let mut b = B::default();
    let xs = b.array("xs", I64, 2);
    let [pre_, suf] = b.arrays(I64, 2, ["pre", "suf"]);
    let scan_l = b.node("scanl1", "pre");
    let scan_r = b.node("scanr1", "suf");
    let [r_, a, c, x, s, c2, x2] = b.vars(I64, ["i0", "a1", "j2", "x3", "s4", "j5", "x6"]);
    let suffix = stmt_for(
        c2,
        dim(xs, 1),
        Dir::Backward,
        leaf(vec![
            load(x2, xs, vec![v(r_), v(c2)], scan_r),
            set(s, bin(BinOp::Add, v(s), v(x2)), scan_r),
            store(suf, vec![v(r_), v(c2)], v(s), scan_r),
        ]),
    );
    let row = level(
        vec![let_(a, i(0), scan_l)],
        for_(
            c,
            dim(xs, 1),
            Dir::Forward,
            leaf(vec![
                load(x, xs, vec![v(r_), v(c)], scan_l),
                set(a, bin(BinOp::Add, v(a), v(x)), scan_l),
                store(pre_, vec![v(r_), v(c)], v(a), scan_l),
            ]),
        ),
        vec![let_(s, i(0), scan_r), suffix],
    );
    let dims = vec![dim(xs, 0), dim(xs, 1)];
    let item = nest(
        vec![scan_l, scan_r],
        vec![xs],
        vec![shape(pre_, dims.clone(), scan_l), shape(suf, dims, scan_r)],
        around(for_(r_, dim(xs, 0), Dir::Forward, row)),
    );
    let p = b.program(vec![xs], vec![item], vec![pre_, suf]);
    let r = run(&p, &[ints2(2, 4, &[1, 2, 3, 4, 10, 20, 30, 40])]).unwrap();
    let Value::Tuple(vs) = &r.value else {
        panic!("two results")
    };
    assert_eq!(as_ints(&vs[0]), vec![1, 3, 6, 10, 10, 30, 60, 100]);
    assert_eq!(as_ints(&vs[1]), vec![10, 9, 7, 4, 100, 90, 70, 40]);
    assert_eq!(counts(&r.counts.reads), vec![(xs.index(), 16)]);
    assert_eq!(
        counts(&r.counts.writes),
        vec![(pre_.index(), 8), (suf.index(), 8)]
    );
}

#[test]
fn a_loop_statement_accumulates_into_a_variable_defined_before_it() {
    // Softmax per row: the maximum (inner loop), the sum of exp (x - max)
    // (a loop statement adding to `sum`, defined before it), then each
    // exp (x - max) / sum (a second loop statement reading `sum`).
    let mut b = B::default();
    let [xs, ys] = b.arrays(F64, 2, ["xs", "ys"]);
    let (mx_n, sum_n, div_n) = (
        b.node("fold", "mx"),
        b.node("fold", "sum"),
        b.node("map", "ys"),
    );
    let [r_, c, c2, c3] = b.vars(I64, ["i0", "j1", "j2", "j3"]);
    let [mx, x, sum, x2, total, x3] = b.vars(F64, ["mx4", "x5", "sum6", "x7", "total8", "x9"]);
    let exp_less_max = |x: VarId| Expr::Call(Builtin::Exp, vec![bin(BinOp::Sub, v(x), v(mx))]);
    let sums = stmt_for(
        c2,
        dim(xs, 1),
        Dir::Forward,
        leaf(vec![
            load(x2, xs, vec![v(r_), v(c2)], sum_n),
            set(sum, bin(BinOp::Add, v(sum), exp_less_max(x2)), sum_n),
        ]),
    );
    let divides = stmt_for(
        c3,
        dim(xs, 1),
        Dir::Forward,
        leaf(vec![
            load(x3, xs, vec![v(r_), v(c3)], div_n),
            store(
                ys,
                vec![v(r_), v(c3)],
                bin(BinOp::Div, exp_less_max(x3), v(total)),
                div_n,
            ),
        ]),
    );
    let row = level(
        vec![let_(mx, Expr::Lit(Scalar::F64(f64::NEG_INFINITY)), mx_n)],
        for_(
            c,
            dim(xs, 1),
            Dir::Forward,
            leaf(vec![
                load(x, xs, vec![v(r_), v(c)], mx_n),
                set(mx, Expr::Call(Builtin::Max, vec![v(mx), v(x)]), mx_n),
            ]),
        ),
        vec![
            let_(sum, Expr::Lit(Scalar::F64(0.0)), sum_n),
            sums,
            let_(total, v(sum), sum_n),
            divides,
        ],
    );
    let item = nest(
        vec![mx_n, sum_n, div_n],
        vec![xs],
        vec![shape(ys, vec![dim(xs, 0), dim(xs, 1)], div_n)],
        around(for_(r_, dim(xs, 0), Dir::Forward, row)),
    );
    let p = b.program(vec![xs], vec![item], vec![ys]);
    let (m, n) = (3, 5);
    let input = rows_input(m, n);
    let r = run(&p, &[floats2(m, n, &input)]).unwrap();
    let got = as_floats(&r.value);
    for (row, out) in input.chunks(n).zip(got.chunks(n)) {
        let mx = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let sum: f64 = row.iter().map(|x| (x - mx).exp()).sum();
        for (x, y) in row.iter().zip(out) {
            assert_eq!(*y, (x - mx).exp() / sum);
        }
        assert!((out.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }
    assert_eq!(
        counts(&r.counts.reads),
        vec![(xs.index(), 3 * (m * n) as u64)]
    );
    assert_eq!(counts(&r.counts.writes), vec![(ys.index(), (m * n) as u64)]);
}
