//! Block evaluation (the reference interpreter's fast path) computes what
//! the definition computes: every suite program, and programs whose
//! elements fail in the middle of a block, give the same values, bit for
//! bit, and the same errors as the element-at-a-time run
//! (`run_element_at_a_time`).

use interp::reference::{run_element_at_a_time, run_with};
use interp::RunError;
use interp::{random_inputs, Sizes};
use ir::{Array, Buffer, Prim, ScalarType, SourceFile, Value};

/// Both runs of the last def of `src` on `inputs` (random where `None`).
fn both(src: &str, sizes: &Sizes, inputs: Option<Vec<Array>>) -> (String, String) {
    let f = SourceFile::new("t.fl", src);
    let program = ir::check_source(&f).unwrap_or_else(|ds| panic!("{}", ds[0].render(&f)));
    let def = program.entry(None).expect("a def");
    let inputs = inputs.unwrap_or_else(|| random_inputs(def, sizes, 0).expect("inputs"));
    // Debug text: floats by their shortest exact form, so equal text is
    // equal bits (NaNs aside, which print alike).
    let show = |r: Result<Value, RunError>| match r {
        Ok(v) => format!("{v:?}"),
        Err(e) => format!("error: {e:?}"),
    };
    (
        show(run_with(&program, def, &inputs, sizes)),
        show(run_element_at_a_time(&program, def, &inputs, sizes)),
    )
}

/// `[0, 1, …, n-1]` as `i64`s.
fn iota(n: usize) -> Array {
    let elems = Buffer::I64((0..n as i64).collect());
    Array::from_buffers(vec![n], ScalarType::Prim(Prim::I64), vec![elems]).expect("an array")
}

fn sizes(pairs: &[(&str, i64)]) -> Sizes {
    pairs.iter().map(|&(n, v)| (n.into(), v)).collect()
}

#[test]
fn every_suite_program_computes_the_same_bits() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../experiments/programs");
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .expect("the suite")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "fl"))
        .collect();
    names.sort();
    assert!(names.len() > 30, "the suite's programs");
    for path in names {
        let src = std::fs::read_to_string(&path).expect("a program");
        let header = src
            .lines()
            .find_map(|l| l.strip_prefix("-- sizes:"))
            .unwrap_or_else(|| panic!("{}: a sizes header", path.display()));
        let given: Vec<(String, i64)> = header
            .split_whitespace()
            .map(|kv| {
                let (k, v) = kv.split_once('=').expect("k=v");
                (k.to_string(), v.parse().expect("a size"))
            })
            .collect();
        let pairs: Vec<(&str, i64)> = given.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let (fast, slow) = both(&src, &sizes(&pairs), None);
        assert!(!fast.starts_with("error"), "{}: {fast}", path.display());
        assert_eq!(fast, slow, "{}", path.display());
    }
}

/// Programs whose lambdas fail at one element, past the first block (of
/// 512 elements), or have a failing part they do not evaluate there.
const FAILING: &[(&str, &str)] = &[
    (
        "an integer division by zero at element 700",
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> 1000 / (x - 700)) xs",
    ),
    (
        "a read out of bounds (at 2000) past the first block",
        "def f (xs: [n]i64) : [n]i64 = generate [n] (\\i -> xs[i] + xs[(i * 37) % 1001 + 1000])",
    ),
    (
        "a failing branch never taken",
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> if x >= 0 then x * 2 else 1 / 0) xs",
    ),
    (
        "a failing branch taken at element 900",
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> if x != 900 then x * 2 else x / (x - 900)) xs",
    ),
    (
        "a backpermute out of bounds at element 1500",
        "def f (xs: [n]i64) : [n]i64 = backpermute [n] (\\i -> if i < 1500 then i else n) xs",
    ),
    (
        "a permute out of bounds at element 1200 after earlier targets",
        "def f (xs: [n]i64) : [n]i64 =
           let z = generate [n] (\\i -> 0)
           in permute (+) z (\\i -> if i < 1200 then (i * 7) % n else n + i) xs",
    ),
    (
        "a permute that ignores some sources",
        "def f (xs: [n]i64) : [n]i64 =
           let z = generate [n] (\\i -> 1)
           in permute (\\a b -> a * 3 + b) z (\\i -> if i % 3 == 0 then ignore else (i * 5) % n) xs",
    ),
    (
        "a fold of tuples whose step fails at element 1300",
        "def f (xs: [n]i64) : ([]i64, []i64) =
           let ps = map (\\x -> (x, x - 1300)) xs
           let r = fold (\\(a, b) (c, d) -> (a + c, 1000000 / d + b)) (0, 0) ps
           in (map (\\p -> p.0) r, map (\\p -> p.1) r)",
    ),
    (
        "a scan right with a tuple accumulator chosen by a condition",
        "def f (xs: [n]i64) : [n+1](i64, i64) =
           let ps = map (\\x -> (x % 17, x)) xs
           in scanr (\\(a, i) (b, j) -> if a > b then (a, i) else (b, j)) (0, 0) ps",
    ),
    (
        "a 2-D stencil with a constant boundary, over floats",
        "def f (xs: [n]i64) : [40][50]f64 =
           let g = generate [40][50] (\\(i, j) -> f64 (i * 50 + j) * 0.25)
           in stencil (\\((a, b, c), (d, e, f), (g, h, k)) -> a + b * 2.0 + c - d + e * e - f + g * h / (k + 1.0))
                (constant 3.5) g",
    ),
    (
        "1-D stencils, mirrored and wrapped",
        "def f (xs: [n]i64) : ([n]i64, [n]i64) =
           let a = stencil (\\(l, c, r) -> l * 100 + c * 10 + r) mirror xs
           let b = stencil (\\(l, c, r) -> l - c + r) wrap xs
           in (a, b)",
    ),
    (
        "5-wide and 7x3 stencils, wrapped and clamped, one failing at element 1100",
        "def f (xs: [n]i64) : ([n]i64, [30][40]i64) =
           let a = stencil [5] (\\(p, q, r, s, t) -> p - q + r * 3 + s / (t - 1102)) wrap xs
           let g = generate [30][40] (\\(i, j) -> i * 40 + j)
           let b = stencil [7][3] (\\(r0, r1, r2, r3, r4, r5, r6) -> r0.0 + r3.1 * 2 + r6.2 - r1.2) clamp g
           in (a, b)",
    ),
    (
        "a 3x3x5 stencil over a 3-D array, mirrored, with a tuple as its argument",
        "def f (xs: [n]i64) : [6][7][9]i64 =
           let g = generate [6][7][9] (\\(i, j, k) -> i * 100 + j * 10 + k)
           in stencil [3][3][5] (\\hood -> hood.0.0.0 + hood.1.1.2 * 3 - hood.2.2.4 + hood.2.0.1) mirror g",
    ),
];

#[test]
fn failures_inside_a_block_are_the_definitions() {
    let n = 2000;
    let iota = iota(n);
    for (what, src) in FAILING {
        let (fast, slow) = both(src, &sizes(&[("n", n as i64)]), Some(vec![iota.clone()]));
        assert_eq!(fast, slow, "{what}");
    }
}

#[test]
fn a_failure_is_met_at_its_element() {
    let n = 2000;
    let iota = iota(n);
    let (fast, _) = both(
        FAILING[0].1,
        &sizes(&[("n", n as i64)]),
        Some(vec![iota.clone()]),
    );
    assert!(fast.contains("DivisionByZero"), "{fast}");
    let (fast, _) = both(
        FAILING[1].1,
        &sizes(&[("n", n as i64)]),
        Some(vec![iota.clone()]),
    );
    assert!(
        fast.contains("OutOfBounds") && fast.contains("2000"),
        "{fast}"
    );
    let (fast, _) = both(FAILING[2].1, &sizes(&[("n", n as i64)]), Some(vec![iota]));
    assert!(fast.contains("3998"), "the doubled last element: {fast}");
}

#[test]
fn empty_arrays_make_empty_results() {
    let src = "def f (xs: [n]i64) : ([n]i64, [n]i64, [n]i64, [n]i64) =
       let g = generate [n] (\\i -> i * 2)
       let z = generate [n] (\\i -> 0)
       let p = permute (+) z (\\i -> if i > 3 then ignore else i) xs
       let b = backpermute [n] (\\i -> n - 1 - i) xs
       let m = map (\\x -> x + 1) xs
       in (g, p, b, m)";
    let (fast, slow) = both(src, &sizes(&[("n", 0)]), Some(vec![iota(0)]));
    assert!(!fast.starts_with("error"), "{fast}");
    assert_eq!(fast, slow);
}
