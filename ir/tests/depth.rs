//! Deep nesting: every recursive construct is accepted up to the nesting
//! limit (`ir::parser::MAX_DEPTH`) and rejected past it with a located
//! "nested too deeply" error, never a stack overflow; and `check_source`
//! works from a thread with a small stack.

use ir::diag::DiagKind;
use ir::parser::MAX_DEPTH;
use ir::{check_source, SourceFile};

/// How far below the limit the "at the limit" programs stay: the levels of
/// the surrounding `def` and `map`.
const MARGIN: usize = 8;

fn check(src: &str) -> Result<ir::Program, ir::Diagnostic> {
    check_source(&SourceFile::new("deep.fl", src)).map_err(|mut ds| ds.remove(0))
}

/// The program of `construct` nested `k` levels deep, well typed.
pub fn program(construct: &str, k: usize) -> String {
    let map = |body: String| format!("def f (xs: [n]i64) : [n]i64 = map (\\x -> {body}) xs");
    let tuple_ty = |k: usize| "(".repeat(k) + "i64" + &", i64)".repeat(k);
    match construct {
        "parens" => map(format!("{}x{}", "(".repeat(k), ")".repeat(k))),
        "plus_chain" => map(vec!["x"; k].join(" + ")),
        "and_chain" => format!(
            "def f (xs: [n]i64) : [n]bool = map (\\x -> {}) xs",
            vec!["x > 0"; k].join(" && ")
        ),
        "negations" => map(format!("{}x", "- ".repeat(k))),
        "ifs" => map("if x > 0 then ".repeat(k) + "x" + &" else x".repeat(k)),
        "scalar_lets" => map((0..k)
            .map(|i| format!("let a{i} = x + {i} in "))
            .collect::<String>()
            + "x"),
        "index_nesting" => map("xs[".repeat(k) + "0" + &"]".repeat(k)),
        "projections" => format!(
            "def f (xs: [n]{}) : [n]i64 = map (\\p -> p{}) xs",
            tuple_ty(k),
            ".0".repeat(k)
        ),
        "tuple_exprs" => format!(
            "def f (xs: [n]i64) : [n]{} = map (\\x -> {}) xs",
            tuple_ty(k),
            "(".repeat(k) + "x" + &", x)".repeat(k)
        ),
        "pattern_parens" => format!(
            "def f (xs: [n]i64) : [n]i64 = map (\\{}x{} -> x) xs",
            "(".repeat(k),
            ")".repeat(k)
        ),
        "tuple_patterns" => format!(
            "def f (xs: [n]{}) : [n]i64 = map (\\{} -> x) xs",
            tuple_ty(k),
            "(".repeat(k) + "x" + &", _)".repeat(k)
        ),
        "type_parens" => format!(
            "def f (xs: {}[n]i64{}) : [n]i64 = xs",
            "(".repeat(k),
            ")".repeat(k)
        ),
        "elem_parens" => format!(
            "def f (xs: [n]{}i64{}) : [n]i64 = xs",
            "(".repeat(k),
            ")".repeat(k)
        ),
        "size_parens" => format!(
            "def f (xs: [{}n{}]i64) : [n]i64 = xs",
            "(".repeat(k),
            ")".repeat(k)
        ),
        "array_lets" => {
            let lets: String = (0..k)
                .map(|i| format!("  let a{} = map (\\x -> x + 1) a{i}\n", i + 1))
                .collect();
            format!("def f (a0: [n]i64) : [n]i64 =\n{lets}  in a{k}")
        }
        "defs" => {
            let mut s = "def d0 (xs: [n]i64) : [n]i64 = map (\\x -> x + 1) xs\n".to_string();
            for i in 1..=k {
                s += &format!("def d{i} (xs: [n]i64) : [n]i64 = d{} xs\n", i - 1);
            }
            s
        }
        _ => unreachable!("{construct}"),
    }
}

/// Constructs whose program at the limit is well typed (`index_nesting`
/// indexes with a scalar read, which type-checks too).
pub const CONSTRUCTS: &[&str] = &[
    "parens",
    "plus_chain",
    "and_chain",
    "negations",
    "ifs",
    "scalar_lets",
    "index_nesting",
    "projections",
    "tuple_exprs",
    "pattern_parens",
    "tuple_patterns",
    "type_parens",
    "elem_parens",
    "size_parens",
    "array_lets",
    "defs",
];

/// The depth at which a construct's program is just inside the limit.
/// A def chain nests each callee's body (two levels: the call and its
/// argument) in its caller.
fn at_limit(construct: &str) -> usize {
    match construct {
        "defs" => (MAX_DEPTH - MARGIN) / 2,
        _ => MAX_DEPTH - MARGIN,
    }
}

fn past_limit(construct: &str) -> usize {
    match construct {
        "defs" => MAX_DEPTH / 2 + 1,
        _ => MAX_DEPTH + 1,
    }
}

#[test]
fn every_construct_checks_at_the_limit() {
    for c in CONSTRUCTS {
        let src = program(c, at_limit(c));
        if let Err(d) = check(&src) {
            panic!(
                "{c} at the limit: {}",
                d.render(&SourceFile::new("deep.fl", &src))
            );
        }
    }
}

#[test]
fn every_construct_past_the_limit_is_a_located_error() {
    for c in CONSTRUCTS {
        let src = program(c, past_limit(c));
        let d = check(&src).expect_err(c);
        assert_eq!(d.kind, DiagKind::Syntax, "{c}: {}", d.message);
        assert!(d.message.contains("too deeply"), "{c}: {}", d.message);
        assert!(
            d.message.contains(&MAX_DEPTH.to_string()),
            "{c}: {}",
            d.message
        );
        let shown = d.render(&SourceFile::new("deep.fl", &src));
        assert!(shown.contains("deep.fl:"), "{c}: {shown}");
    }
}

#[test]
fn far_past_the_limit_is_an_error_too() {
    // The sizes: 10,000 nested parentheses, 5,000 chained lets.
    for (c, k) in [
        ("parens", 10_000),
        ("scalar_lets", 5_000),
        ("plus_chain", 50_000),
    ] {
        let d = check(&program(c, k)).expect_err(c);
        assert!(d.message.contains("too deeply"), "{c}: {}", d.message);
    }
    let d = check(&program("index_nesting", 100_000)).expect_err("index");
    assert!(d.message.contains("too deeply"), "{}", d.message);
}

#[test]
fn checks_at_the_limit_from_a_thread_with_the_default_stack() {
    // A spawned thread's default stack is 2 MiB; the program is dropped there too.
    let src = program("scalar_lets", at_limit("scalar_lets"));
    let ok = std::thread::Builder::new()
        .spawn(move || check(&src).is_ok())
        .expect("a thread")
        .join()
        .expect("no overflow");
    assert!(ok);
}
