//! Program texts at the limits of every stage: one construct nested `k`
//! levels deep, tuples thousands of fields wide. The depth and width tests
//! of `ir`, of the `fuselab` command (`experiments/tests/deep_cli.rs`) and
//! of the fuzz targets (`fuzz/core/tests/deep.rs`) all use these.

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
        // Wide, not deep: a tuple of `k` fields, read by one projection,
        // by a pattern, and copied whole (crash-deep-021843: the CPU
        // backend took minutes and gigabytes at k = 5000).
        "wide_projection" => format!(
            "def f (xs: [n]({})) : [n]i64 = map (\\p -> p.0 + p.{}) xs",
            vec!["i64"; k].join(", "),
            k - 1
        ),
        "wide_pattern" => format!(
            "def f (xs: [n]({})) : [n]i64 = map (\\({}) -> a0 + a{}) xs",
            vec!["i64"; k].join(", "),
            (0..k)
                .map(|i| format!("a{i}"))
                .collect::<Vec<_>>()
                .join(", "),
            k - 1
        ),
        "wide_copy" => {
            let t = format!("({})", vec!["i64"; k].join(", "));
            format!("def f (xs: [n]{t}) : [n]{t} = map (\\p -> p) xs")
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
