//! Unit tests of the simplifier: one per rule family, on lambda bodies parsed
//! from program text and printed back with [`show`].

use super::show::show;
use super::{sexpr_size, simplify_program, simplify_sexpr};
use ir::ast::{Lit, Op, SExprKind};
use ir::{AExprKind, Program, SExpr, ScalarType, SourceFile};

/// The lambda parameters every test body may use.
const PARAMS: &str = "x y i j z w b c";

fn program(ret: &str, body: &str) -> Program {
    let src = format!(
        "def f (xs: [n]i64) (ys: [n]i64) (is: [n]i32) (js: [n]i32) (zs: [n]f64) (ws: [n]f32) \
         (bs: [n]bool) (cs: [n]bool) (arr: [m]i64) : [n]{ret} =\n  \
         map (\\{PARAMS} -> {body}) xs ys is js zs ws bs cs"
    );
    match ir::check_source(&SourceFile::new("t.fl", src)) {
        Ok(p) => p,
        Err(d) => panic!("test program does not check: {d:?}"),
    }
}

/// The map's lambda body.
fn body_of(p: &Program) -> &SExpr {
    let d = p.defs.last().expect("one def");
    match &d.body.kind {
        AExprKind::Op(op) => match &**op {
            Op::Map { f, .. } => &f.body,
            other => panic!("expected a map, got {:?}", other.kind()),
        },
        other => panic!("expected an operation, got {other:?}"),
    }
}

/// `body` (of type `ret`) simplified and shown.
fn simp(ret: &str, body: &str) -> String {
    let p = program(ret, body);
    let e = body_of(&p);
    let s = simplify_sexpr(e);
    assert_eq!(s.ty, e.ty, "type of {body}");
    assert_eq!(s.span, e.span, "span of {body}");
    show(&s)
}

#[test]
fn integer_identities() {
    assert_eq!(simp("i64", "x * 1 + 0"), "x");
    assert_eq!(simp("i64", "0 + (1 * x)"), "x");
    assert_eq!(simp("i64", "(x - 0) / 1"), "x");
    assert_eq!(simp("i32", "i * 1i32 + 0i32"), "i");
    assert_eq!(simp("i64", "x * 0"), "0");
    assert_eq!(simp("i64", "0 * (x + y)"), "0");
    assert_eq!(simp("i64", "x - x"), "0");
    assert_eq!(simp("i64", "x % 1"), "0");
    assert_eq!(simp("i64", "- (- x)"), "x");
    assert_eq!(simp("i64", "0 - x"), "(-x)");
    assert_eq!(simp("i64", "x | 0"), "x");
    assert_eq!(simp("i64", "x << 0"), "x");
}

#[test]
fn integer_constants_gather_and_fold() {
    assert_eq!(simp("i64", "(x + 1) + 2"), "(x + 3)");
    assert_eq!(simp("i64", "(1 + x) - 1"), "x");
    assert_eq!(simp("i64", "2 * (x * 3)"), "(x * 6)");
    assert_eq!(simp("i64", "x - 3"), "(x - 3)");
}

#[test]
fn integers_wrap_at_their_width() {
    assert_eq!(simp("i32", "2147483647i32 + 1i32"), "(-2147483648i32)");
    assert_eq!(simp("i64", "2147483647 + 1"), "2147483648");
    assert_eq!(
        simp("i64", "9223372036854775807 + 1"),
        "(-9223372036854775808)"
    );
    assert_eq!(simp("i32", "i32 (4294967297)"), "1i32");
}

#[test]
fn division_truncates_and_by_zero_stays() {
    assert_eq!(simp("i64", "-7 / 2"), "(-3)");
    assert_eq!(simp("i64", "-7 % 2"), "(-1)");
    assert_eq!(simp("i64", "7 % -2"), "1");
    assert_eq!(simp("i64", "x / 0"), "(x / 0)");
    assert_eq!(simp("i64", "7 / 0"), "(7 / 0)");
    assert_eq!(simp("i32", "7i32 % (1i32 - 1i32)"), "(7i32 % 0i32)");
    // `x * 0` may not drop a division that fails.
    assert_eq!(simp("i64", "(x / 0) * 0"), "((x / 0) * 0)");
    assert_eq!(simp("i64", "(x / 2) * 0"), "0");
}

#[test]
fn float_identities_are_only_the_exact_ones() {
    assert_eq!(simp("f64", "z * 1.0"), "z");
    assert_eq!(simp("f64", "1.0 * z"), "z");
    assert_eq!(simp("f64", "z / 1.0"), "z");
    assert_eq!(simp("f64", "z - 0.0"), "z");
    assert_eq!(simp("f32", "w * 1.0f32"), "w");
    // Not exact: -0.0 + 0.0 is 0.0; NaN * 0.0 is NaN; 0.0 - z flips zeros.
    assert_eq!(simp("f64", "z + 0.0"), "(z + 0.0)");
    assert_eq!(simp("f64", "0.0 + z"), "(0.0 + z)");
    assert_eq!(simp("f64", "z * 0.0"), "(z * 0.0)");
    assert_eq!(simp("f64", "0.0 - z"), "(0.0 - z)");
    assert_eq!(simp("f64", "z - z"), "(z - z)");
    assert_eq!(simp("f64", "(z + 1.0) + 2.0"), "((z + 1.0) + 2.0)");
    assert_eq!(simp("bool", "z == z"), "(z == z)");
    assert_eq!(simp("f64", "- (- z)"), "z");
}

#[test]
fn floats_fold_in_their_own_type() {
    let p = program("f32", "0.1f32 + 0.2f32");
    let s = simplify_sexpr(body_of(&p));
    let SExprKind::Lit(Lit::Float(v)) = s.kind else {
        panic!("not folded: {}", show(&s));
    };
    assert_eq!(s.ty, ScalarType::F32);
    assert_eq!((v as f32).to_bits(), (0.1f32 + 0.2f32).to_bits());
    assert_ne!((v as f32).to_bits(), (0.1f64 + 0.2f64) as f32 as u32);
    assert_eq!(simp("f64", "0.1 + 0.2"), format!("{:?}", 0.1 + 0.2));
    // Not bit-exact across math libraries, or not a literal.
    assert_eq!(simp("f64", "exp 1.0"), "(exp 1.0)");
    assert_eq!(simp("f64", "1.0 / 0.0"), "(1.0 / 0.0)");
    assert_eq!(simp("f64", "sqrt 4.0 + floor 2.5"), "4.0");
}

#[test]
fn booleans_and_conditionals() {
    assert_eq!(simp("bool", "!(!b)"), "b");
    assert_eq!(simp("bool", "b && true"), "b");
    assert_eq!(simp("bool", "true && b"), "b");
    assert_eq!(simp("bool", "b || false"), "b");
    assert_eq!(simp("bool", "false && b"), "false");
    assert_eq!(simp("bool", "b || true"), "true");
    assert_eq!(simp("bool", "b && b"), "b");
    assert_eq!(simp("bool", "!(x < y)"), "(x >= y)");
    assert_eq!(simp("i64", "if true then x else y"), "x");
    assert_eq!(simp("i64", "if false then x else y"), "y");
    assert_eq!(simp("i64", "if !b then x else y"), "(if b then y else x)");
    assert_eq!(simp("i64", "if b then x + 0 else x"), "x");
    assert_eq!(simp("bool", "if b then true else false"), "b");
    assert_eq!(simp("bool", "3 == 3"), "true");
    assert_eq!(simp("bool", "3i32 < 2i32"), "false");
    assert_eq!(simp("bool", "x == x"), "true");
    assert_eq!(simp("bool", "x <= x && c"), "c");
    // `&&` does not evaluate its right operand when the left is false, but
    // the left one always runs: a failing left operand stays.
    assert_eq!(
        simp("bool", "(x / 0 == 1) && false"),
        "(((x / 0) == 1) && false)"
    );
}

#[test]
fn conversions_and_tuples() {
    assert_eq!(simp("i64", "i64 x"), "x");
    assert_eq!(simp("f64", "f64 3"), "3.0");
    assert_eq!(simp("i64", "(x, y).1"), "y");
    assert_eq!(simp("i64", "let (p, q) = (x + 1, y) in p * 1"), "(x + 1)");
    // Dropping the other component would drop a failing division.
    assert_eq!(
        simp("i64", "let (p, q) = (x + 1, y / 0) in p"),
        "((x + 1), (y / 0)).0"
    );
}

#[test]
fn common_subexpressions_are_shared() {
    assert_eq!(
        simp("i64", "(x * y + 1) * (x * y + 1)"),
        "(let %cse0 = ((x * y) + 1) in (%cse0 * %cse0))"
    );
    // Commutation finds `y * x` equal to `x * y`.
    assert_eq!(simp("i64", "(x * y) - (y * x)"), "0");
    assert_eq!(
        simp("i64", "(x * y + 1) * (y * x + 1) + 2"),
        "((let %cse0 = ((x * y) + 1) in (%cse0 * %cse0)) + 2)"
    );
    // A source let keeps its name when it is still needed …
    assert_eq!(
        simp("i64", "let t = x * 2 in t + t"),
        "(let t = (x * 2) in (t + t))"
    );
    // … and disappears when it is used once.
    assert_eq!(simp("i64", "let t = x * 2 in t + 1"), "((x * 2) + 1)");
}

#[test]
fn sharing_never_moves_a_failing_read_out_of_a_branch() {
    // Read under one branch only: not hoisted.
    assert_eq!(
        simp("i64", "(if b then arr[x] else 0) + arr[x]"),
        "((if b then arr[x] else 0) + arr[x])"
    );
    // Read first on every path: hoisted.
    assert_eq!(
        simp("i64", "if b then arr[x] + 1 else arr[x] * 2"),
        "(let %cse0 = arr[x] in (if b then (%cse0 + 1) else (%cse0 * 2)))"
    );
    // A failing division before the first read keeps the reads in place …
    assert_eq!(
        simp("i64", "((y / x) + arr[x]) * arr[x]"),
        "(((y / x) + arr[x]) * arr[x])"
    );
    // … but a safe computation may move freely.
    assert_eq!(
        simp("i64", "(if b then x * y else 0) + x * y"),
        "(let %cse0 = (x * y) in ((if b then %cse0 else 0) + %cse0))"
    );
}

#[test]
fn lets_keep_their_failures() {
    assert_eq!(simp("i64", "let t = x / y in 5"), "(let _ = (x / y) in 5)");
    assert_eq!(simp("i64", "let t = x / 2 in 5"), "5");
    assert_eq!(simp("i64", "let t = arr[x] in t + 1"), "(arr[x] + 1)");
    assert_eq!(
        simp("i64", "let t = arr[x] in if b then t else 0"),
        "(let t = arr[x] in (if b then t else 0))"
    );
    assert_eq!(
        simp("i64", "let t = y / x in arr[x] + t"),
        "(let t = (y / x) in (arr[x] + t))"
    );
}

#[test]
fn new_names_never_capture_a_parameter() {
    // The source `let y` shadows the parameter `y`, which is used outside it:
    // the shared value cannot be called `y`.
    let out = simp("i64", "(let y = x * 3 in y * y) + y");
    assert_eq!(out, "((let %cse0 = (x * 3) in (%cse0 * %cse0)) + y)");
}

#[test]
fn program_stats_count_every_scalar_expression() {
    let src = "def f (xs: [n]i64) : [n]i64 =\n  \
               let s = fold (+) (0 + 0) xs\n  \
               let r = replicate (2 * 1) xs\n  \
               in map (\\x -> x * 1 + 0) xs";
    let p = ir::check_source(&SourceFile::new("t.fl", src)).expect("checks");
    let (q, stats) = simplify_program(&p);
    assert_eq!(stats.exprs, 4, "{stats:?}");
    assert!(stats.nodes_after < stats.nodes_before, "{stats:?}");
    assert!(stats.rewrites > 0 && stats.iterations > 0, "{stats:?}");
    let before: usize = collect(&p).iter().map(sexpr_size).sum();
    let after: Vec<String> = collect(&q).iter().map(show).collect();
    assert_eq!(before, stats.nodes_before);
    assert_eq!(after, ["(%x + %y)", "0", "2", "x"]);
}

/// The scalar expressions of a program, in the order the simplifier visits.
fn collect(p: &Program) -> Vec<SExpr> {
    let mut out = Vec::new();
    let mut q = p.clone();
    for d in &mut q.defs {
        super::for_each_sexpr(&mut d.body, &mut |e| out.push(e.clone()));
    }
    out
}
