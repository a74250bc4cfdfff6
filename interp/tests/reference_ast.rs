//! The reference interpreter on hand-built typed programs: every array
//! operation, every scan and stencil boundary, and every run-time error kind,
//! each checked against values computed independently in Rust.

mod common;

use common::{ints, runtime, shape_and_ints};
use interp::reference::run;
use interp::{RunError, RuntimeError, RuntimeErrorKind as Kind};
use ir::ast::{
    AExprKind, APat, BinOp, Boundary, Lambda, Lit, Op, ReplicateAxis, SExprKind, SPat, ScanDir,
};
use ir::{
    AExpr, Array, ArrayType, Def, Param, Program, SExpr, Scalar, ScalarType, Size, Span, Type,
    Value,
};

// ---- builders -----------------------------------------------------------------

const I64: ScalarType = ScalarType::I64;
const BOOL: ScalarType = ScalarType::BOOL;

fn sx(kind: SExprKind, ty: ScalarType) -> SExpr {
    SExpr {
        kind,
        ty,
        span: Span::default(),
    }
}

fn int(v: i64) -> SExpr {
    sx(SExprKind::Lit(Lit::Int(v)), I64)
}

fn var(name: &str, ty: ScalarType) -> SExpr {
    sx(SExprKind::Var(name.into()), ty)
}

fn bin(op: BinOp, a: SExpr, b: SExpr) -> SExpr {
    let ty = match op {
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => BOOL,
        _ => a.ty.clone(),
    };
    sx(SExprKind::Binary(op, Box::new(a), Box::new(b)), ty)
}

fn ite(c: SExpr, t: SExpr, e: SExpr) -> SExpr {
    let ty = t.ty.clone();
    sx(SExprKind::If(Box::new(c), Box::new(t), Box::new(e)), ty)
}

fn tuple(es: Vec<SExpr>) -> SExpr {
    let ty = ScalarType::Tuple(es.iter().map(|e| e.ty.clone()).collect());
    sx(SExprKind::Tuple(es), ty)
}

fn pvar(name: &str, ty: ScalarType) -> SPat {
    SPat::Var {
        name: name.into(),
        ty,
        span: Span::default(),
    }
}

fn ptuple(elems: Vec<SPat>) -> SPat {
    SPat::Tuple {
        elems,
        span: Span::default(),
    }
}

fn lam(params: Vec<SPat>, body: SExpr) -> Lambda {
    Lambda {
        params,
        body,
        span: Span::default(),
    }
}

/// `\a b -> body` over i64.
fn lam2(body: SExpr) -> Lambda {
    lam(vec![pvar("a", I64), pvar("b", I64)], body)
}

fn a() -> SExpr {
    var("a", I64)
}

fn b() -> SExpr {
    var("b", I64)
}

/// `\a b -> a * 3 - b`: neither associative nor commutative, so it shows
/// the order of every application.
fn lopsided() -> Lambda {
    lam2(bin(BinOp::Sub, bin(BinOp::Mul, a(), int(3)), b()))
}

fn lopsided_fn(x: i64, y: i64) -> i64 {
    x * 3 - y
}

fn plus() -> Lambda {
    lam2(bin(BinOp::Add, a(), b()))
}

/// An array type whose sizes are named (`"?"` for unknown, digits for literals).
fn at(dims: &[&str], elem: ScalarType) -> ArrayType {
    let shape = dims
        .iter()
        .map(|d| match (*d, d.parse::<i64>()) {
            ("?", _) => Size::Unknown,
            (_, Ok(c)) => Size::constant(c),
            (name, Err(_)) => Size::var(name.into()),
        })
        .collect();
    ArrayType::new(shape, elem)
}

fn ty(dims: &[&str], elem: ScalarType) -> Type {
    Type::Array(at(dims, elem))
}

fn avar(name: &str, t: Type) -> AExpr {
    AExpr {
        kind: AExprKind::Var(name.into()),
        ty: t,
        span: Span::default(),
    }
}

fn xs() -> AExpr {
    avar("xs", ty(&["n"], I64))
}

/// The span every tested operation carries, so errors can be checked to name it.
const OP_SPAN: Span = Span { start: 3, end: 9 };

fn op(o: Op, t: Type) -> AExpr {
    AExpr {
        kind: AExprKind::Op(Box::new(o)),
        ty: t,
        span: OP_SPAN,
    }
}

fn def(name: &str, params: &[(&str, ArrayType)], ret: Type, body: AExpr) -> Def {
    Def {
        name: name.into(),
        params: params
            .iter()
            .map(|(n, t)| Param {
                name: (*n).into(),
                ty: t.clone(),
                span: Span::default(),
            })
            .collect(),
        seqs: Vec::new(),
        ret,
        body,
        span: Span { start: 0, end: 1 },
    }
}

fn run_one(d: Def, inputs: &[Array]) -> Result<Value, RunError> {
    let program = Program { defs: vec![d] };
    run(&program, &program.defs[0], inputs)
}

/// A def `f (xs: [n]i64) : ret = body`, run on `xs`.
fn run_xs(body: AExpr, ret: Type, data: &[i64]) -> Result<Value, RunError> {
    let d = def("f", &[("xs", at(&["n"], I64))], ret, body);
    run_one(d, &[ints(&[data.len()], data)])
}

// ---- operations ---------------------------------------------------------------

#[test]
fn map_adds_one_and_zips() {
    let f = lam(vec![pvar("x", I64)], bin(BinOp::Add, var("x", I64), int(1)));
    let body = op(
        Op::Map {
            f,
            args: vec![xs()],
        },
        ty(&["n"], I64),
    );
    let data = [5, -1, 7, i64::MAX];
    let out = run_xs(body, ty(&["n"], I64), &data).unwrap();
    let expected: Vec<i64> = data.iter().map(|x| x.wrapping_add(1)).collect();
    assert_eq!(shape_and_ints(&out), (vec![4], expected));

    let body = op(
        Op::Map {
            f: lopsided(),
            args: vec![xs(), xs()],
        },
        ty(&["n"], I64),
    );
    let out = run_xs(body, ty(&["n"], I64), &[1, 2, 3]).unwrap();
    assert_eq!(shape_and_ints(&out).1, vec![2, 4, 6]);
}

#[test]
fn generate_passes_row_major_tuple_indices() {
    let f = lam(
        vec![ptuple(vec![pvar("i", I64), pvar("j", I64)])],
        bin(
            BinOp::Add,
            bin(BinOp::Mul, var("i", I64), int(10)),
            var("j", I64),
        ),
    );
    let body = op(
        Op::Generate {
            shape: vec![int(2), int(3)],
            f,
        },
        ty(&["2", "3"], I64),
    );
    let d = def("g", &[], ty(&["2", "3"], I64), body);
    let out = run_one(d, &[]).unwrap();
    assert_eq!(
        shape_and_ints(&out),
        (vec![2, 3], vec![0, 1, 2, 10, 11, 12])
    );
}

#[test]
fn generate_rank_one_reads_a_size() {
    let f = lam(
        vec![pvar("i", I64)],
        bin(BinOp::Mul, var("i", I64), var("i", I64)),
    );
    let n = sx(SExprKind::Size("n".into()), I64);
    let body = op(Op::Generate { shape: vec![n], f }, ty(&["n"], I64));
    let out = run_xs(body, ty(&["n"], I64), &[9, 9, 9, 9]).unwrap();
    assert_eq!(shape_and_ints(&out), (vec![4], vec![0, 1, 4, 9]));
}

#[test]
fn fold_and_fold1_reduce_the_innermost_dimension_left_to_right() {
    let m = at(&["m", "n"], I64);
    let data: Vec<i64> = (1..=6).collect();
    let input = ints(&[2, 3], &data);
    let expected_fold: Vec<i64> = data
        .chunks(3)
        .map(|row| row.iter().fold(7, |acc, &x| lopsided_fn(acc, x)))
        .collect();
    let expected_fold1: Vec<i64> = data
        .chunks(3)
        .map(|row| row[1..].iter().fold(row[0], |acc, &x| lopsided_fn(acc, x)))
        .collect();
    for (init, expected) in [(Some(int(7)), expected_fold), (None, expected_fold1)] {
        let body = op(
            Op::Fold {
                f: lopsided(),
                init,
                arg: avar("xs", Type::Array(m.clone())),
            },
            ty(&["m"], I64),
        );
        let d = def("f", &[("xs", m.clone())], ty(&["m"], I64), body);
        let out = run_one(d, std::slice::from_ref(&input)).unwrap();
        assert_eq!(shape_and_ints(&out), (vec![2], expected));
    }
}

#[test]
fn fold_of_rank_one_is_rank_zero() {
    let body = op(
        Op::Fold {
            f: plus(),
            init: Some(int(0)),
            arg: xs(),
        },
        ty(&[], I64),
    );
    let out = run_xs(body, ty(&[], I64), &[3, 4, 5]).unwrap();
    assert_eq!(shape_and_ints(&out), (vec![], vec![12]));
}

#[test]
fn fold1_of_an_empty_row_is_an_error_naming_the_operation() {
    let m = at(&["m", "n"], I64);
    let body = op(
        Op::Fold {
            f: plus(),
            init: None,
            arg: avar("xs", Type::Array(m.clone())),
        },
        ty(&["m"], I64),
    );
    let d = def("f", &[("xs", m)], ty(&["m"], I64), body);
    let e = runtime(run_one(d, &[ints(&[2, 0], &[])]));
    assert_eq!(e.kind, Kind::EmptyFold1);
    assert_eq!(e.op, "fold1");
    assert_eq!(e.span, OP_SPAN);
    assert!(e.detail.contains("row 0"), "{e}");
    // With no rows at all there is nothing to fold.
    let body = op(
        Op::Fold {
            f: plus(),
            init: None,
            arg: xs(),
        },
        ty(&[], I64),
    );
    assert_eq!(
        runtime(run_xs(body, ty(&[], I64), &[])).kind,
        Kind::EmptyFold1
    );
}

/// Haskell's scans, written recursively, independent of the interpreter.
fn scanl(f: fn(i64, i64) -> i64, z: i64, xs: &[i64]) -> Vec<i64> {
    match xs.split_first() {
        None => vec![z],
        Some((&x, rest)) => {
            let mut out = vec![z];
            out.extend(scanl(f, f(z, x), rest));
            out
        }
    }
}

fn scanr(f: fn(i64, i64) -> i64, z: i64, xs: &[i64]) -> Vec<i64> {
    match xs.split_first() {
        None => vec![z],
        Some((&x, rest)) => {
            let tail = scanr(f, z, rest);
            let mut out = vec![f(x, tail[0])];
            out.extend(tail);
            out
        }
    }
}

fn scanl1(f: fn(i64, i64) -> i64, xs: &[i64]) -> Vec<i64> {
    match xs.split_first() {
        None => vec![],
        Some((&x, rest)) => scanl(f, x, rest),
    }
}

fn scanr1(f: fn(i64, i64) -> i64, xs: &[i64]) -> Vec<i64> {
    match xs.split_last() {
        None => vec![],
        Some((&x, init)) => scanr(f, x, init),
    }
}

#[test]
fn the_four_scans_follow_haskell_per_row() {
    let m = at(&["m", "n"], I64);
    let data = [2, 5, 1, -3, 4, 0, 6, 1];
    let input = ints(&[2, 4], &data);
    type RowScan = fn(&[i64]) -> Vec<i64>;
    let cases: [(ScanDir, Option<i64>, RowScan); 4] = [
        (ScanDir::Left, Some(7), |r| scanl(lopsided_fn, 7, r)),
        (ScanDir::Right, Some(7), |r| scanr(lopsided_fn, 7, r)),
        (ScanDir::Left, None, |r| scanl1(lopsided_fn, r)),
        (ScanDir::Right, None, |r| scanr1(lopsided_fn, r)),
    ];
    for (dir, init, reference) in cases {
        let body = op(
            Op::Scan {
                dir,
                f: lopsided(),
                init: init.map(int),
                arg: avar("xs", Type::Array(m.clone())),
            },
            ty(&["m", "?"], I64),
        );
        let d = def("f", &[("xs", m.clone())], ty(&["m", "?"], I64), body);
        let out = run_one(d, std::slice::from_ref(&input)).unwrap();
        let expected: Vec<i64> = data.chunks(4).flat_map(reference).collect();
        let inner = 4 + usize::from(init.is_some());
        assert_eq!(
            shape_and_ints(&out),
            (vec![2, inner], expected),
            "{dir:?} {init:?}"
        );
    }
}

#[test]
fn scans_of_empty_rows() {
    let cases = [(Some(7), vec![7]), (None, vec![])];
    for dir in [ScanDir::Left, ScanDir::Right] {
        for (init, expected) in cases.clone() {
            let body = op(
                Op::Scan {
                    dir,
                    f: plus(),
                    init: init.map(int),
                    arg: xs(),
                },
                ty(&["?"], I64),
            );
            let out = run_xs(body, ty(&["?"], I64), &[]).unwrap();
            assert_eq!(shape_and_ints(&out).1, expected);
        }
    }
}

#[test]
fn backpermute_gathers_and_checks_bounds() {
    // out[i] = xs[n - 1 - i]
    let n = || sx(SExprKind::Size("n".into()), I64);
    let rev = lam(
        vec![pvar("i", I64)],
        bin(BinOp::Sub, bin(BinOp::Sub, n(), int(1)), var("i", I64)),
    );
    let body = op(
        Op::Backpermute {
            shape: vec![n()],
            index: rev,
            arg: xs(),
        },
        ty(&["n"], I64),
    );
    let out = run_xs(body, ty(&["n"], I64), &[1, 2, 3, 4]).unwrap();
    assert_eq!(shape_and_ints(&out).1, vec![4, 3, 2, 1]);

    let shift = lam(vec![pvar("i", I64)], bin(BinOp::Add, var("i", I64), int(1)));
    let body = op(
        Op::Backpermute {
            shape: vec![n()],
            index: shift,
            arg: xs(),
        },
        ty(&["n"], I64),
    );
    let e = runtime(run_xs(body, ty(&["n"], I64), &[1, 2, 3]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::OutOfBounds, "backpermute"));
    assert_eq!(e.detail, "index 3 is out of bounds of an extent 3");
}

#[test]
fn permute_combines_new_value_first_and_skips_ignore() {
    // permute (\a b -> a * 3 - b) dflt (\i -> if i < 2 then ignore else i % 3) xs
    let i = || var("i", I64);
    let index = lam(
        vec![pvar("i", I64)],
        ite(
            bin(BinOp::Lt, i(), int(2)),
            sx(SExprKind::Ignore, I64),
            bin(BinOp::Rem, i(), int(3)),
        ),
    );
    let body = op(
        Op::Permute {
            f: lopsided(),
            defaults: avar("d", ty(&["3"], I64)),
            index,
            arg: xs(),
        },
        ty(&["3"], I64),
    );
    let d = def(
        "f",
        &[("d", at(&["3"], I64)), ("xs", at(&["n"], I64))],
        ty(&["3"], I64),
        body,
    );
    let src = [10, 20, 30, 40, 50, 60, 70];
    let out = run_one(d, &[ints(&[3], &[1, 2, 3]), ints(&[7], &src)]).unwrap();
    let mut expected = vec![1, 2, 3];
    for (i, &x) in src.iter().enumerate().skip(2) {
        expected[i % 3] = lopsided_fn(x, expected[i % 3]);
    }
    assert_eq!(shape_and_ints(&out).1, expected);
}

#[test]
fn permute_target_out_of_bounds() {
    let index = lam(vec![pvar("i", I64)], bin(BinOp::Mul, var("i", I64), int(2)));
    let body = op(
        Op::Permute {
            f: plus(),
            defaults: xs(),
            index,
            arg: xs(),
        },
        ty(&["n"], I64),
    );
    let e = runtime(run_xs(body, ty(&["n"], I64), &[1, 2, 3]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::OutOfBounds, "permute"));
    assert!(e.detail.starts_with("index 4 is out of bounds"), "{e}");
}

#[test]
fn ignore_outside_permute_is_refused() {
    let f = lam(vec![pvar("x", I64)], sx(SExprKind::Ignore, I64));
    let body = op(
        Op::Map {
            f,
            args: vec![xs()],
        },
        ty(&["n"], I64),
    );
    assert_eq!(
        runtime(run_xs(body, ty(&["n"], I64), &[1])).kind,
        Kind::IllTyped
    );
}

#[test]
fn replicate_transpose_reshape() {
    let body = op(
        Op::Replicate {
            axes: vec![ReplicateAxis::New(int(2)), ReplicateAxis::Operand],
            arg: xs(),
        },
        ty(&["2", "n"], I64),
    );
    let out = run_xs(body, ty(&["2", "n"], I64), &[1, 2, 3]).unwrap();
    assert_eq!(shape_and_ints(&out), (vec![2, 3], vec![1, 2, 3, 1, 2, 3]));

    let m = at(&["m", "n"], I64);
    let body = op(
        Op::Transpose {
            perm: vec![1, 0],
            arg: avar("xs", Type::Array(m.clone())),
        },
        ty(&["n", "m"], I64),
    );
    let d = def("t", &[("xs", m)], ty(&["n", "m"], I64), body);
    let out = run_one(d, &[ints(&[2, 3], &[1, 2, 3, 4, 5, 6])]).unwrap();
    assert_eq!(shape_and_ints(&out), (vec![3, 2], vec![1, 4, 2, 5, 3, 6]));

    let body = op(
        Op::Reshape {
            shape: vec![int(3), int(2)],
            arg: xs(),
        },
        ty(&["3", "2"], I64),
    );
    let out = run_xs(body, ty(&["3", "2"], I64), &[1, 2, 3, 4, 5, 6]).unwrap();
    assert_eq!(shape_and_ints(&out), (vec![3, 2], vec![1, 2, 3, 4, 5, 6]));
}

#[test]
fn reshape_mismatch_and_negative_sizes() {
    let body = op(
        Op::Reshape {
            shape: vec![int(4)],
            arg: xs(),
        },
        ty(&["4"], I64),
    );
    let e = runtime(run_xs(body, ty(&["4"], I64), &[1, 2, 3]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::ReshapeMismatch, "reshape"));
    assert!(
        e.detail.contains("3 elements") && e.detail.contains("4 elements"),
        "{e}"
    );

    let body = op(
        Op::Replicate {
            axes: vec![ReplicateAxis::New(int(-1)), ReplicateAxis::Operand],
            arg: xs(),
        },
        ty(&["?", "n"], I64),
    );
    let e = runtime(run_xs(body, ty(&["?", "n"], I64), &[1]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::NegativeSize, "replicate"));

    let f = lam(vec![pvar("i", I64)], var("i", I64));
    let body = op(
        Op::Generate {
            shape: vec![int(-5)],
            f,
        },
        ty(&["?"], I64),
    );
    let e = runtime(run_xs(body, ty(&["?"], I64), &[1]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::NegativeSize, "generate"));
    assert!(e.detail.contains("-5"), "{e}");
}

/// `\(a, b, c) -> a * 100 + b * 10 + c`: shows which neighbour lands where.
fn digits3(names: [&str; 3]) -> SExpr {
    let [p, q, r] = names.map(|n| var(n, I64));
    bin(
        BinOp::Add,
        bin(
            BinOp::Add,
            bin(BinOp::Mul, p, int(100)),
            bin(BinOp::Mul, q, int(10)),
        ),
        r,
    )
}

#[test]
fn stencil_1d_boundaries() {
    let data = [1, 2, 3, 4];
    let n = data.len() as i64;
    let f = || {
        lam(
            vec![ptuple(["a", "b", "c"].map(|x| pvar(x, I64)).to_vec())],
            digits3(["a", "b", "c"]),
        )
    };
    // Each boundary as an independent function from an index to a value.
    let clamp = |i: i64| data[i.clamp(0, n - 1) as usize];
    let mirror = |i: i64| {
        data[(if i < 0 {
            -i
        } else if i >= n {
            2 * (n - 1) - i
        } else {
            i
        }) as usize]
    };
    let wrap = |i: i64| data[((i + n) % n) as usize];
    let constant = |i: i64| {
        if (0..n).contains(&i) {
            data[i as usize]
        } else {
            9
        }
    };
    let cases: [(Boundary, &dyn Fn(i64) -> i64); 4] = [
        (Boundary::Clamp, &clamp),
        (Boundary::Mirror, &mirror),
        (Boundary::Wrap, &wrap),
        (Boundary::Constant(int(9)), &constant),
    ];
    for (boundary, at_) in cases {
        let name = format!("{boundary:?}");
        let body = op(
            Op::Stencil {
                extents: vec![3],
                f: f(),
                boundary,
                arg: xs(),
            },
            ty(&["n"], I64),
        );
        let out = run_xs(body, ty(&["n"], I64), &data).unwrap();
        let expected: Vec<i64> = (0..n)
            .map(|i| at_(i - 1) * 100 + at_(i) * 10 + at_(i + 1))
            .collect();
        assert_eq!(shape_and_ints(&out).1, expected, "{name}");
    }
}

#[test]
fn stencil_mirror_of_one_element_stays_in_range() {
    let f = lam(
        vec![ptuple(["a", "b", "c"].map(|x| pvar(x, I64)).to_vec())],
        digits3(["a", "b", "c"]),
    );
    let body = op(
        Op::Stencil {
            extents: vec![3],
            f,
            boundary: Boundary::Mirror,
            arg: xs(),
        },
        ty(&["n"], I64),
    );
    let out = run_xs(body, ty(&["n"], I64), &[7]).unwrap();
    assert_eq!(shape_and_ints(&out).1, vec![777]);
}

#[test]
fn stencil_2d_gets_rows_of_the_neighbourhood() {
    // \((a, b, c), (d, e, f), (g, h, i)) -> a + 7 b + 49 c + ... + 7^8 i: a code
    // that differs for every arrangement of small values.
    let names = [["a", "b", "c"], ["d", "e", "f"], ["g", "h", "i"]];
    let pat = ptuple(
        names
            .iter()
            .map(|row| ptuple(row.map(|x| pvar(x, I64)).to_vec()))
            .collect(),
    );
    let mut body = int(0);
    let mut weight = 1i64;
    for row in names {
        for x in row {
            body = bin(BinOp::Add, body, bin(BinOp::Mul, var(x, I64), int(weight)));
            weight *= 7;
        }
    }
    let m = at(&["m", "n"], I64);
    let (rows, cols) = (3usize, 4usize);
    let data: Vec<i64> = (0..(rows * cols) as i64).map(|v| v % 5 + 1).collect();
    let get = |i: i64, j: i64| data[i as usize * cols + j as usize];
    let clamp = |i: i64, j: i64| get(i.clamp(0, rows as i64 - 1), j.clamp(0, cols as i64 - 1));
    let wrap = |i: i64, j: i64| get(i.rem_euclid(rows as i64), j.rem_euclid(cols as i64));
    let reflect = |i: i64, n: usize| match i {
        -1 => 1,
        i if i == n as i64 => n as i64 - 2,
        i => i,
    };
    let mirror = |i: i64, j: i64| get(reflect(i, rows), reflect(j, cols));
    let constant = |i: i64, j: i64| {
        if (0..rows as i64).contains(&i) && (0..cols as i64).contains(&j) {
            get(i, j)
        } else {
            0
        }
    };
    type Sample<'a> = &'a dyn Fn(i64, i64) -> i64;
    let cases: [(Boundary, Sample); 4] = [
        (Boundary::Clamp, &clamp),
        (Boundary::Mirror, &mirror),
        (Boundary::Wrap, &wrap),
        (Boundary::Constant(int(0)), &constant),
    ];
    for (boundary, sample) in cases {
        let name = format!("{boundary:?}");
        let f = lam(vec![pat.clone()], body.clone());
        let e = op(
            Op::Stencil {
                extents: vec![3, 3],
                f,
                boundary,
                arg: avar("xs", Type::Array(m.clone())),
            },
            ty(&["m", "n"], I64),
        );
        let d = def("s", &[("xs", m.clone())], ty(&["m", "n"], I64), e);
        let out = run_one(d, &[ints(&[rows, cols], &data)]).unwrap();
        let mut expected = Vec::new();
        for i in 0..rows as i64 {
            for j in 0..cols as i64 {
                let mut code = 0;
                let mut w = 1;
                for di in -1..=1 {
                    for dj in -1..=1 {
                        code += sample(i + di, j + dj) * w;
                        w *= 7;
                    }
                }
                expected.push(code);
            }
        }
        assert_eq!(shape_and_ints(&out), (vec![rows, cols], expected), "{name}");
    }
}

#[test]
fn fold_seg_folds_consecutive_segments_of_every_row() {
    let m = at(&["m", "n"], I64);
    let segs = [2i64, 0, 3];
    let data: Vec<i64> = (1..=10).collect();
    let body = op(
        Op::FoldSeg {
            f: lopsided(),
            init: int(1),
            segs: avar("segs", ty(&["s"], I64)),
            arg: avar("xs", Type::Array(m.clone())),
        },
        ty(&["m", "s"], I64),
    );
    let d = def(
        "fs",
        &[("segs", at(&["s"], I64)), ("xs", m)],
        ty(&["m", "s"], I64),
        body,
    );
    let out = run_one(d.clone(), &[ints(&[3], &segs), ints(&[2, 5], &data)]).unwrap();
    let mut expected = Vec::new();
    for row in data.chunks(5) {
        let mut rest = row;
        for &s in &segs {
            let (seg, tail) = rest.split_at(s as usize);
            expected.push(seg.iter().fold(1, |acc, &x| lopsided_fn(acc, x)));
            rest = tail;
        }
    }
    assert_eq!(shape_and_ints(&out), (vec![2, 3], expected));

    let e = runtime(run_one(
        d.clone(),
        &[ints(&[2], &[2, 2]), ints(&[2, 5], &data)],
    ));
    assert_eq!(
        (e.kind, e.op.as_str()),
        (Kind::SegmentSumMismatch, "fold_seg")
    );
    assert_eq!(
        e.detail,
        "the segment lengths do not add up to the row length 5"
    );

    // Segments are checked in order, as a row consumes them (as the loop IR
    // does): the first runs past the row before the negative one is reached.
    let e = runtime(run_one(
        d.clone(),
        &[ints(&[3], &[6, -1, 0]), ints(&[2, 5], &data)],
    ));
    assert_eq!(e.kind, Kind::SegmentSumMismatch);
    let e = runtime(run_one(d, &[ints(&[3], &[2, -1, 4]), ints(&[2, 5], &data)]));
    assert_eq!(e.kind, Kind::NegativeSize);
    assert_eq!(e.detail, "size -1 is negative");
}

#[test]
fn filter_keeps_in_order() {
    let pred = lam(
        vec![pvar("x", I64)],
        bin(BinOp::Eq, bin(BinOp::Rem, var("x", I64), int(2)), int(0)),
    );
    let body = op(Op::Filter { pred, arg: xs() }, ty(&["?"], I64));
    let data = [4, 7, -2, 9, 0, 3, 8];
    let out = run_xs(body, ty(&["?"], I64), &data).unwrap();
    let expected: Vec<i64> = data.iter().copied().filter(|x| x % 2 == 0).collect();
    assert_eq!(shape_and_ints(&out), (vec![expected.len()], expected));
}

#[test]
fn tuples_projections_conversions_and_shape() {
    // def f (xs: [n]i64) (ys: [2][3]i64) : [n](i64, f64, (i64, i64)) =
    //   map (\x -> let p = (x + length xs, f64 x / 2.0) in (p.0, p.1, shape ys)) xs
    let x = || var("x", I64);
    let pair_ty = ScalarType::Tuple(vec![I64, ScalarType::F64]);
    let half = bin(
        BinOp::Div,
        sx(SExprKind::Convert(Box::new(x())), ScalarType::F64),
        sx(SExprKind::Lit(Lit::Float(2.0)), ScalarType::F64),
    );
    let length = sx(SExprKind::Length("xs".into()), I64);
    let p = || var("p", pair_ty.clone());
    let shape_ys = sx(
        SExprKind::Shape("ys".into()),
        ScalarType::Tuple(vec![I64, I64]),
    );
    let body_expr = sx(
        SExprKind::Let {
            pat: pvar("p", pair_ty.clone()),
            value: Box::new(tuple(vec![bin(BinOp::Add, x(), length), half])),
            body: Box::new(tuple(vec![
                sx(SExprKind::Proj(Box::new(p()), 0), I64),
                sx(SExprKind::Proj(Box::new(p()), 1), ScalarType::F64),
                shape_ys,
            ])),
        },
        ScalarType::Tuple(vec![
            I64,
            ScalarType::F64,
            ScalarType::Tuple(vec![I64, I64]),
        ]),
    );
    let elem = body_expr.ty.clone();
    let body = op(
        Op::Map {
            f: lam(vec![pvar("x", I64)], body_expr),
            args: vec![xs()],
        },
        ty(&["n"], elem.clone()),
    );
    let d = def(
        "f",
        &[("xs", at(&["n"], I64)), ("ys", at(&["2", "3"], I64))],
        ty(&["n"], elem),
        body,
    );
    let out = run_one(d, &[ints(&[2], &[3, -4]), ints(&[2, 3], &[0; 6])]).unwrap();
    let shape = Scalar::Tuple(vec![Scalar::I64(2), Scalar::I64(3)]);
    let expected: Vec<Scalar> = [3i64, -4]
        .iter()
        .map(|&v| {
            Scalar::Tuple(vec![
                Scalar::I64(v + 2),
                Scalar::F64(v as f64 / 2.0),
                shape.clone(),
            ])
        })
        .collect();
    assert_eq!(out.as_array().unwrap().to_scalars(), expected);
    assert_eq!(out.as_array().unwrap().buffers().len(), 4);
}

// ---- errors in scalar code ----------------------------------------------------

#[test]
fn division_by_zero_names_the_enclosing_operation() {
    let f = lam(
        vec![pvar("x", I64)],
        bin(BinOp::Div, int(10), var("x", I64)),
    );
    let body = op(
        Op::Map {
            f,
            args: vec![xs()],
        },
        ty(&["n"], I64),
    );
    let e = runtime(run_xs(body, ty(&["n"], I64), &[5, 0]));
    assert_eq!(
        (e.kind, e.op.as_str(), e.span),
        (Kind::DivisionByZero, "map", OP_SPAN)
    );
    assert!(e.detail.contains("10 / 0"), "{e}");
    assert_eq!(
        e.to_string(),
        format!("division by zero in `map`: {}", e.detail)
    );
}

#[test]
fn array_read_out_of_bounds_names_array_index_and_shape() {
    // map (\x -> xs[x]) xs
    let read = sx(
        SExprKind::Index {
            array: "xs".into(),
            indices: vec![var("x", I64)],
        },
        I64,
    );
    let body = op(
        Op::Map {
            f: lam(vec![pvar("x", I64)], read),
            args: vec![xs()],
        },
        ty(&["n"], I64),
    );
    let out = run_xs(body.clone(), ty(&["n"], I64), &[2, 0, 1]).unwrap();
    assert_eq!(shape_and_ints(&out).1, vec![1, 2, 0]);
    let e = runtime(run_xs(body, ty(&["n"], I64), &[2, 0, 3]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::OutOfBounds, "map"));
    assert_eq!(e.detail, "index 3 is out of bounds of an extent 3");
}

#[test]
fn map_shape_mismatch() {
    let body = op(
        Op::Map {
            f: plus(),
            args: vec![xs(), avar("ys", ty(&["m"], I64))],
        },
        ty(&["n"], I64),
    );
    let d = def(
        "z",
        &[("xs", at(&["n"], I64)), ("ys", at(&["m"], I64))],
        ty(&["n"], I64),
        body,
    );
    let e = runtime(run_one(d, &[ints(&[2], &[1, 2]), ints(&[3], &[1, 2, 3])]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::ShapeMismatch, "map"));
}

#[test]
fn result_must_match_the_declared_type() {
    // filter returns [?]; declaring [n] fails once something is dropped.
    let pred = lam(vec![pvar("x", I64)], bin(BinOp::Gt, var("x", I64), int(0)));
    let body = || {
        op(
            Op::Filter {
                pred: pred.clone(),
                arg: xs(),
            },
            ty(&["?"], I64),
        )
    };
    assert!(run_xs(body(), ty(&["n"], I64), &[1, 2]).is_ok());
    let e = runtime(run_xs(body(), ty(&["n"], I64), &[1, -2]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::ResultMismatch, "def f"));
    let e = runtime(run_xs(body(), ty(&["?"], BOOL), &[1]));
    assert_eq!(e.kind, Kind::ResultMismatch);
}

#[test]
fn inputs_that_disagree_with_the_signature_are_rejected_before_running() {
    let body = xs();
    let d = def("f", &[("xs", at(&["n"], I64))], ty(&["n"], I64), body);
    assert!(matches!(
        run_one(d, &[ints(&[1, 1], &[1])]),
        Err(RunError::Input(_))
    ));
}

// ---- array-level control ------------------------------------------------------

#[test]
fn let_if_loop_unit_and_calls() {
    // def double (ys: [k]i64) : [k]i64 = map (\y -> y * 2) ys
    let y = || var("y", I64);
    let double_body = op(
        Op::Map {
            f: lam(vec![pvar("y", I64)], bin(BinOp::Mul, y(), int(2))),
            args: vec![avar("ys", ty(&["k"], I64))],
        },
        ty(&["k"], I64),
    );
    let double = def(
        "double",
        &[("ys", at(&["k"], I64))],
        ty(&["k"], I64),
        double_body,
    );

    // def main (xs: [n]i64) : ([?]i64, []i64) =
    //   let s = fold (+) 0 xs in
    //   loop (v, t) = (xs, s) while the t < 100 do
    //     (double v, unit (if the t < 0 then 0 else the t * 2))
    let the = |n: &str| sx(SExprKind::The(n.into()), I64);
    let tt = || ty(&[], I64);
    let cond = bin(BinOp::Lt, the("t"), int(100));
    let step = AExpr {
        kind: AExprKind::Tuple(vec![
            AExpr {
                kind: AExprKind::Call {
                    def: "double".into(),
                    args: vec![avar("v", ty(&["?"], I64))],
                },
                ty: ty(&["?"], I64),
                span: Span::default(),
            },
            AExpr {
                kind: AExprKind::Unit(ite(
                    bin(BinOp::Lt, the("t"), int(0)),
                    int(0),
                    bin(BinOp::Mul, the("t"), int(2)),
                )),
                ty: tt(),
                span: Span::default(),
            },
        ]),
        ty: Type::Tuple(vec![ty(&["?"], I64), tt()]),
        span: Span::default(),
    };
    let pat = APat::Tuple(
        vec![
            APat::Var("v".into(), Span::default()),
            APat::Var("t".into(), Span::default()),
        ],
        Span::default(),
    );
    let ret = Type::Tuple(vec![ty(&["?"], I64), tt()]);
    let looped = AExpr {
        kind: AExprKind::Loop {
            pat,
            init: Box::new(AExpr {
                kind: AExprKind::Tuple(vec![xs(), avar("s", tt())]),
                ty: ret.clone(),
                span: Span::default(),
            }),
            cond,
            body: Box::new(step),
            count: None,
            scheduled: false,
        },
        ty: ret.clone(),
        span: Span::default(),
    };
    let body = AExpr {
        kind: AExprKind::Let {
            pat: APat::Var("s".into(), Span::default()),
            value: Box::new(op(
                Op::Fold {
                    f: plus(),
                    init: Some(int(0)),
                    arg: xs(),
                },
                tt(),
            )),
            body: Box::new(looped),
        },
        ty: ret.clone(),
        span: Span::default(),
    };
    let main = def("main", &[("xs", at(&["n"], I64))], ret, body);
    let program = Program {
        defs: vec![double, main],
    };
    let data = [1, 2, 4];
    let out = run(&program, &program.defs[1], &[ints(&[3], &data)]).unwrap();
    // Independently: double until the running sum reaches 100.
    let (mut v, mut t) = (data.to_vec(), data.iter().sum::<i64>());
    while t < 100 {
        v.iter_mut().for_each(|x| *x *= 2);
        t *= 2;
    }
    let Value::Tuple(parts) = out else {
        panic!("a tuple")
    };
    assert_eq!(shape_and_ints(&parts[0]), (vec![3], v));
    assert_eq!(shape_and_ints(&parts[1]), (vec![], vec![t]));

    // The if: a bool condition at array level picks a branch.
    let pick = |c: bool| AExpr {
        kind: AExprKind::If {
            cond: sx(SExprKind::Lit(Lit::Bool(c)), BOOL),
            then_: Box::new(xs()),
            else_: Box::new(op(
                Op::Replicate {
                    axes: vec![ReplicateAxis::New(int(1)), ReplicateAxis::Operand],
                    arg: xs(),
                },
                ty(&["1", "n"], I64),
            )),
        },
        ty: ty(&["?"], I64),
        span: Span::default(),
    };
    assert_eq!(
        shape_and_ints(&run_xs(pick(true), ty(&["?"], I64), &[5]).unwrap()),
        (vec![1], vec![5])
    );
    // The else branch has rank 2, which the declared rank-1 result refuses.
    let e = runtime(run_xs(pick(false), ty(&["?"], I64), &[5]));
    assert_eq!(e.kind, Kind::ResultMismatch);
}

#[test]
fn short_circuit_skips_the_division() {
    // map (\x -> x != 0 && 10 / x > 1) xs
    let x = || var("x", I64);
    let body_expr = bin(
        BinOp::And,
        bin(BinOp::Ne, x(), int(0)),
        bin(BinOp::Gt, bin(BinOp::Div, int(10), x()), int(1)),
    );
    let body = op(
        Op::Map {
            f: lam(vec![pvar("x", I64)], body_expr),
            args: vec![xs()],
        },
        ty(&["n"], BOOL),
    );
    let out = run_xs(body, ty(&["n"], BOOL), &[0, 3, 20]).unwrap();
    let got = out.as_array().unwrap().to_scalars();
    assert_eq!(
        got,
        vec![Scalar::Bool(false), Scalar::Bool(true), Scalar::Bool(false)]
    );
}

#[test]
fn render_points_at_the_operation() {
    let file = ir::SourceFile::new("t.fl", "let zs = fold1 (+) xs\n");
    let start = file.text.find("fold1").unwrap();
    let e = RuntimeError::new(
        Kind::EmptyFold1,
        "fold1",
        Span::new(start, start + 5),
        "fold1 of an empty row (row 2)",
    );
    let out = e.render(&file);
    assert!(
        out.starts_with(
            "t.fl:1:10: run-time error: empty fold1 in `fold1`: fold1 of an empty row (row 2)\n"
        ),
        "{out}"
    );
    assert!(out.contains("let zs = fold1 (+) xs"), "{out}");
    assert!(out.contains("^^^^^"), "{out}");
}
