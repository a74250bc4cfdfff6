//! The in-bounds proofs of `ir::bounds` are sound: whenever
//! `ir::total::in_bounds` proves a random `backpermute` index function
//! inside its source, the reference interpreter runs the gather at every
//! small size without an out-of-bounds read. (The proof speaks of the index
//! alone: other errors, a division by zero, may still stop the run.)

use interp::reference::run;
use interp::{random_inputs, Sizes};
use interp::{RunError, RuntimeErrorKind as Kind};
use ir::{AExprKind, Op, SourceFile};
use proptest::prelude::*;

/// A random `i64` index expression over the index `i` and the sizes `n`
/// (the source's extent) and `k`.
fn index_expr() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("i".to_string()),
        Just("n".to_string()),
        Just("k".to_string()),
        (0i64..4).prop_map(|c| c.to_string()),
        Just("(n - 1 - i)".to_string()),
        Just("(i % n)".to_string()),
        Just("(i / 2)".to_string()),
    ];
    leaf.prop_recursive(4, 24, 3, |inner| {
        prop_oneof![
            (
                inner.clone(),
                inner.clone(),
                prop::sample::select(vec!["+", "-", "*", "/", "%"])
            )
                .prop_map(|(a, b, op)| format!("({a} {op} {b})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("(min {a} {b})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("(max {a} {b})")),
            (inner.clone(), inner.clone(), inner.clone())
                .prop_map(|(c, a, b)| format!("(if {c} < {a} then {a} else {b})")),
            (inner.clone(), inner).prop_map(|(a, b)| format!("(let t = {a} in t + {b} - {b})")),
        ]
    })
}

/// `e`, or `e` brought into range in one of the ways index code does
/// (so that many random functions are proved, and the rules for `%`,
/// `min` and `max` are tested on random operands).
fn wrapped() -> impl Strategy<Value = String> {
    (index_expr(), 0..4).prop_map(|(e, how)| match how {
        0 => e,
        1 => format!("(max 0 {e}) % n"),
        2 => format!("min (max 0 {e}) (n - 1)"),
        _ => format!("(min {e} (n - 1)) - (min 0 {e})"),
    })
}

/// The gather of `xs: [n]` over `[space]` with index function `e`.
fn program(space: &str, e: &str) -> String {
    format!(
        "def f (xs: [n]f32) (ys: [k]f32) : [{space}]f32 =\n  backpermute [{space}] (\\i -> {e}) xs\n"
    )
}

/// Whether the index function of `text`'s gather is proved in bounds.
fn proved(text: &str) -> bool {
    let file = SourceFile::new("t.fl", text);
    let p = ir::check_source(&file).unwrap_or_else(|ds| panic!("{}", ds[0].render(&file)));
    let def = p.entry(None).expect("a def");
    let AExprKind::Op(op) = &def.body.kind else {
        panic!("not an operation")
    };
    let Op::Backpermute { index, .. } = &**op else {
        panic!("not a backpermute")
    };
    let space = &def.ret.as_array().expect("an array").shape;
    ir::total::in_bounds(index, space, &def.params[0].ty.shape)
}

/// Runs `text` at every size `n`, `k` in `0..5`: the out-of-bounds reads.
fn out_of_bounds_runs(text: &str) -> Vec<(i64, i64)> {
    let file = SourceFile::new("t.fl", text);
    let p = ir::check_source(&file).expect("type-checks");
    let def = p.entry(None).expect("a def");
    let mut bad = Vec::new();
    for n in 0..5 {
        for k in 0..5 {
            let sizes: Sizes = [("n".into(), n), ("k".into(), k)].into_iter().collect();
            let inputs = random_inputs(def, &sizes, 0).expect("inputs");
            if let Err(RunError::Runtime(e)) = run(&p, def, &inputs) {
                if e.kind == Kind::OutOfBounds {
                    bad.push((n, k));
                }
            }
        }
    }
    bad
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn proved_gathers_never_read_out_of_bounds(
        e in wrapped(),
        space in prop::sample::select(vec!["n", "k", "n+1", "k*n"]),
    ) {
        let text = program(space, &e);
        if proved(&text) {
            let bad = out_of_bounds_runs(&text);
            prop_assert!(bad.is_empty(), "{text} proved in bounds, but reads out of bounds at (n, k) = {bad:?}");
        }
    }
}

/// The proofs the rules are for hold, and the test above is not vacuous:
/// these are proved, and each is also checked by running it.
#[test]
fn index_arithmetic_is_proved_and_runs_in_bounds() {
    for (space, e) in [
        ("n", "n - 1 - i"),
        ("n", "(i + 1) % n"),
        ("k*n", "i % n"),
        ("k*n", "i / k"),
        ("n", "min (i + 2) (n - 1)"),
        ("n", "if i < 1 then n - 1 - i else i"),
    ] {
        let text = program(space, e);
        assert!(proved(&text), "{text}");
        assert!(out_of_bounds_runs(&text).is_empty(), "{text}");
    }
    // Out of bounds at some size: never proved.
    for (space, e) in [
        ("n", "i + 1"),
        ("k", "i"),
        ("n+1", "i"),
        ("n", "(i - 1) % n"),
    ] {
        let text = program(space, e);
        assert!(!out_of_bounds_runs(&text).is_empty(), "{text}");
        assert!(!proved(&text), "{text}");
    }
}
