//! The reference's regrouped order (`reference::Order::Regrouped`): float
//! `+` and `*` folds, scans and permutes keep their meaning and round
//! otherwise; every
//! other operator keeps its order, so its results are the sequential ones
//! bit for bit.

use interp::reference::{run_in, run_regrouped, Order};
use interp::Regrouped;
use interp::Sizes;
use ir::{Array, Prim, Program, Scalar, ScalarType, SourceFile, Value};

fn program(src: &str) -> Program {
    let f = SourceFile::new("t.fl", src);
    ir::check_source(&f).unwrap_or_else(|ds| panic!("{}", ds[0].render(&f)))
}

fn both(src: &str, inputs: &[Array]) -> (Value, Value) {
    let program = program(src);
    let def = program.entry(None).expect("a def");
    let run = |order| run_in(order, &program, def, inputs, &Sizes::new()).unwrap();
    (run(Order::Sequential), run(Order::Regrouped))
}

fn f32s(shape: &[usize], xs: &[f32]) -> Array {
    let t = ScalarType::Prim(Prim::F32);
    let xs: Vec<Scalar> = xs.iter().map(|x| Scalar::F32(*x)).collect();
    Array::from_scalars(shape.to_vec(), t, &xs).unwrap()
}

fn floats(v: &Value) -> Vec<f32> {
    v.arrays()
        .iter()
        .flat_map(|a| a.to_scalars())
        .map(|s| match s {
            Scalar::F32(x) => x,
            s => panic!("{s}"),
        })
        .collect()
}

/// A million tenths: the sequential f32 sum drifts by about 950, the
/// regrouped one stays within a few units of 100000, in a fold, a fold_seg,
/// and at the end of every scan form.
#[test]
fn float_sums_regrouped_round_less_and_keep_the_shape() {
    let n = 1_000_000;
    let xs = f32s(&[n], &vec![0.1; n]);
    let segs = Array::from_scalars(
        vec![1],
        ScalarType::Prim(Prim::I64),
        &[Scalar::I64(n as i64)],
    )
    .unwrap();
    for src in [
        "def f (xs: [n]f32) : f32 = fold (+) 0f32 xs",
        "def f (xs: [n]f32) : f32 = fold1 (\\a b -> b + a) xs",
        "def f (xs: [n]f32) : [n]f32 = scanl1 (+) xs",
        "def f (xs: [n]f32) : [n+1]f32 = scanl (+) 0f32 xs",
        "def f (xs: [n]f32) : [n]f32 = scanr1 (+) xs",
        "def f (xs: [n]f32) (s: [k]i64) : [k]f32 = fold_seg (+) 0f32 s xs",
    ] {
        let inputs = if src.contains("fold_seg") {
            vec![xs.clone(), segs.clone()]
        } else {
            vec![xs.clone()]
        };
        let (seq, reg) = both(src, &inputs);
        let (seq, reg) = (floats(&seq), floats(&reg));
        assert_eq!(seq.len(), reg.len(), "{src}");
        // The total: last of a scanl, first of a scanr, the only element else.
        let total = |v: &[f32]| {
            if src.contains("scanr") {
                v[0]
            } else {
                v[v.len() - 1]
            }
        };
        assert!(
            (total(&seq) - 100_000.0).abs() > 500.0,
            "{src}: {}",
            total(&seq)
        );
        assert!(
            (total(&reg) - 100_000.0).abs() < 5.0,
            "{src}: {}",
            total(&reg)
        );
        // Every prefix of a scan is the same sum, rounded otherwise.
        for (k, (a, b)) in seq.iter().zip(&reg).enumerate() {
            assert!(
                (a - b).abs() <= 0.05 * a.abs().max(1.0),
                "{src}: element {k}: {a} vs {b}"
            );
        }
    }
}

/// A permute's contributions to one target are combined pairwise before
/// the default when regrouped (as atomics may add them in any order).
#[test]
fn permute_sums_regrouped_round_less() {
    let n = 1_000_000;
    let src = "def f (xs: [n]f32) (d: [2]f32) : [2]f32 = permute (+) d (\\i -> i % 2) xs";
    let d = f32s(&[2], &[1.0, 2.0]);
    let (seq, reg) = both(src, &[f32s(&[n], &vec![0.1; n]), d]);
    let (seq, reg) = (floats(&seq), floats(&reg));
    for (k, d) in [1.0, 2.0].into_iter().enumerate() {
        assert!((seq[k] - 50_000.0 - d).abs() > 100.0, "{}", seq[k]);
        assert!((reg[k] - 50_000.0 - d).abs() < 2.0, "{}", reg[k]);
    }
    // A target without contributions keeps its default.
    let src = "def f (xs: [n]f32) (d: [2]f32) : [2]f32 = permute (+) d (\\i -> 0) xs";
    let (seq, reg) = both(
        src,
        &[f32s(&[3], &[1.0, 2.0, 3.0]), f32s(&[2], &[0.5, 7.0])],
    );
    assert_eq!(floats(&seq), vec![6.5, 7.0]);
    assert_eq!(floats(&reg), vec![6.5, 7.0]);
}

/// The regrouped run bounds each target of a regrouped permute that is an
/// output: `2 γ_k S` for `k` contributions, `S` the sum of the terms'
/// magnitudes (a sum) or the product's magnitude (a product); a target
/// without contributions has 0. Outputs made otherwise, and permutes whose
/// operator keeps its order, have none.
#[test]
fn regrouped_permutes_bound_their_outputs() {
    let regrouped = |src: &str, inputs: &[Array]| {
        let p = program(src);
        run_regrouped(&p, p.entry(None).unwrap(), inputs, &Sizes::new()).unwrap()
    };
    let gamma2 = |k: f64| {
        let ku = k * f32::EPSILON as f64 / 2.0;
        2.0 * ku / (1.0 - ku)
    };
    let xs = f32s(&[3], &[1.0, -2.0, 3.0]);
    let d = f32s(&[2], &[0.5, 7.0]);
    let sum = "def f (xs: [n]f32) (d: [2]f32) : ([2]f32, [2]f32) =
        let p = permute (+) d (\\i -> 0) xs
        in (p, map (\\x -> x) p)";
    let r = regrouped(sum, &[xs.clone(), d.clone()]);
    assert_eq!(floats(&r.value), vec![2.5, 7.0, 2.5, 7.0]);
    assert_eq!(r.bounds, vec![Some(vec![gamma2(3.0) * 6.5, 0.0]), None]);
    let product = "def f (xs: [n]f32) (d: [2]f32) : [2]f32 = permute (*) d (\\i -> 1) xs";
    let r = regrouped(product, &[xs.clone(), d.clone()]);
    assert_eq!(r.bounds, vec![Some(vec![0.0, gamma2(3.0) * 42.0])]);
    let ordered = "def f (xs: [n]f32) (d: [2]f32) : [2]f32 = permute (\\a b -> a) d (\\i -> 1) xs";
    assert_eq!(regrouped(ordered, &[xs, d]).bounds, vec![None]);
}

/// The bound holds: a thousand contributions to one target that nearly
/// cancel, added in a hundred shuffled orders, never round further from the
/// reference's sum than the bound; agreement takes each of them, also where
/// neither the tolerance nor the oracle's own spread would; and a value
/// beyond the bound disagrees.
#[test]
fn any_order_of_a_scattered_sum_is_within_its_bound() {
    use interp::agree::same_outcome_or_rounding;
    let n = 1000;
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    // Each term and its negation: the exact sum is the default.
    let halves: Vec<f32> = (0..n / 2)
        .map(|_| (next() % 2_000_000) as f32 / 7.0 - 140_000.0)
        .collect();
    let xs: Vec<f32> = halves.iter().flat_map(|x| [*x, -x]).collect();
    let src = "def f (xs: [n]f32) (d: [1]f32) : [1]f32 = permute (+) d (\\i -> 0) xs";
    let p = program(src);
    let inputs = [f32s(&[n], &xs), f32s(&[1], &[0.25])];
    let def = p.entry(None).unwrap();
    let want = run_in(Order::Sequential, &p, def, &inputs, &Sizes::new()).unwrap();
    let other = run_regrouped(&p, def, &inputs, &Sizes::new()).unwrap();
    let bound = other.bounds[0].as_ref().unwrap()[0];
    let (w, o) = (floats(&want)[0], floats(&other.value)[0]);
    let spread = (w as f64 - o as f64).abs();
    let mut order: Vec<usize> = (0..n).collect();
    let (mut widest, mut needed) = (0f64, 0);
    for _ in 0..100 {
        for i in (1..n).rev() {
            order.swap(i, next() as usize % (i + 1));
        }
        let g = order.iter().fold(0.25f32, |acc, &i| acc + xs[i]);
        let difference = (g as f64 - w as f64).abs();
        widest = widest.max(difference);
        let tol = 1e-4 * (w as f64).abs().max(1.0);
        needed += usize::from(difference > tol.max(interp::agree::SPREAD * spread));
        let got = Value::Array(f32s(&[1], &[g]));
        let same = Regrouped {
            value: want.clone(),
            bounds: other.bounds.clone(),
        };
        assert!(
            same_outcome_or_rounding(Ok(&got), Ok(&want), || Some(same)).is_ok(),
            "{g} against {w}, bound {bound}"
        );
    }
    assert!(widest > 0.0 && widest <= bound, "{widest} {bound}");
    assert!(
        needed > 0,
        "no order needed the bound: widest {widest}, spread {spread}"
    );
    // Beyond the bound (and beyond TOL), with no spread, it disagrees.
    let beyond = w as f64 + bound.max(1e-4 * (w as f64).abs().max(1.0)) * 1.5;
    let got = Value::Array(f32s(&[1], &[beyond as f32]));
    let same = Regrouped {
        value: want.clone(),
        bounds: other.bounds.clone(),
    };
    assert!(same_outcome_or_rounding(Ok(&got), Ok(&want), || Some(same)).is_err());
}

/// Small scans and folds of every form give the sequential values exactly
/// where no rounding is involved (integral floats), including empty rows.
#[test]
fn regrouped_scans_are_the_scans() {
    for n in [0, 1, 2, 3, 9, 10, 17, 64, 65] {
        let xs: Vec<f32> = (1..=n).map(|k| k as f32).collect();
        for src in [
            "def f (xs: [m][n]f32) : [m]f32 = fold (+) 5f32 xs",
            "def f (xs: [m][n]f32) : [m][n]f32 = scanl1 (+) xs",
            "def f (xs: [m][n]f32) : [m][n+1]f32 = scanl (+) 5f32 xs",
            "def f (xs: [m][n]f32) : [m][n]f32 = scanr1 (+) xs",
            "def f (xs: [m][n]f32) : [m][n+1]f32 = scanr (+) 5f32 xs",
        ] {
            let rows: Vec<f32> = xs.iter().chain(&xs).copied().collect();
            let (seq, reg) = both(src, &[f32s(&[2, n], &rows)]);
            assert_eq!(floats(&seq), floats(&reg), "{src} at n = {n}");
        }
    }
}

/// Operators other than a float `+` or `*` keep their order: `-` (not
/// associative, so a path must not regroup it either) and integer sums.
#[test]
fn other_operators_keep_their_order() {
    let n = 100_000;
    let xs = f32s(&[n], &(0..n).map(|k| k as f32 * 0.37).collect::<Vec<_>>());
    for src in [
        "def f (xs: [n]f32) : [n]f32 = scanl1 (\\a b -> a - b) xs",
        "def f (xs: [n]f32) : f32 = fold (\\a b -> a - b) 0f32 xs",
        "def f (xs: [n]f32) : f32 = fold (\\a b -> a + b + 0f32) 0f32 xs",
    ] {
        let (seq, reg) = both(src, std::slice::from_ref(&xs));
        assert_eq!(floats(&seq), floats(&reg), "{src}");
    }
}

/// `regroup::regroups` recognises the operator sections and lambdas.
#[test]
fn which_lambdas_regroup() {
    for (src, want) in [
        ("def f (xs: [n]f32) : f32 = fold (+) 0f32 xs", true),
        ("def f (xs: [n]f64) : f64 = fold (*) 1f64 xs", true),
        (
            "def f (xs: [n]f64) : f64 = fold (\\a b -> b * a) 1f64 xs",
            true,
        ),
        ("def f (xs: [n]i64) : i64 = fold (+) 0 xs", false),
        (
            "def f (xs: [n]f64) : f64 = fold (\\a b -> a + a) 0f64 xs",
            false,
        ),
        ("def f (xs: [n]f64) : f64 = fold max 0f64 xs", false),
    ] {
        let f = SourceFile::new("t.fl", src);
        let program = ir::check_source(&f).unwrap_or_else(|ds| panic!("{}", ds[0].render(&f)));
        let body = &program.entry(None).unwrap().body;
        let ir::ast::AExprKind::Op(op) = &body.kind else {
            panic!("{src}: an operation, not {:?}", body.kind)
        };
        let ir::ast::Op::Fold { f: lambda, .. } = &**op else {
            panic!("{src}: a fold")
        };
        assert_eq!(interp::regroups(lambda), want, "{src}");
    }
}

/// `agree::same_outcome_or_rounding`: a float element may differ from the
/// oracle's by `SPREAD` times the oracle's own spread between groupings at
/// that element, and no more; the other grouping is asked for only when
/// needed; integers and shapes stay exact.
#[test]
fn agreement_allows_the_oracles_own_spread() {
    use interp::agree::{same_outcome_or_rounding, Rounding, SPREAD};
    let v = |xs: &[f32]| Value::Array(f32s(&[xs.len()], xs));
    let want = v(&[100.0, 5.0]);
    let other = || Some(Regrouped::from(v(&[100.5, 5.0])));
    let judge = |got: &[f32]| same_outcome_or_rounding(Ok(&v(got)), Ok(&want), other);
    assert_eq!(SPREAD, 4.0);
    assert_eq!(
        judge(&[101.9, 5.0]),
        Ok(Some(Rounding {
            difference: (101.9f32 - 100.0) as f64,
            spread: 0.5,
            bound: None,
        }))
    );
    assert!(judge(&[102.1, 5.0])
        .unwrap_err()
        .contains("grouped otherwise: 100.5"));
    // No spread at the second element: only TOL.
    assert!(judge(&[100.0, 5.01]).is_err());
    assert_eq!(judge(&[100.0, 5.0001]), Ok(None));
    // Agreement within TOL never asks for the other grouping.
    let never = || -> Option<Regrouped> { panic!("asked") };
    assert_eq!(
        same_outcome_or_rounding(Ok(&want), Ok(&want), never),
        Ok(None)
    );
    // Without another grouping, the plain verdict stands.
    let r = same_outcome_or_rounding(Ok(&v(&[101.0, 5.0])), Ok(&want), || None);
    assert!(r.unwrap_err().contains("element 0"));
    // Integers are exact whatever the floats' spread.
    let ints = |xs: &[i64]| {
        let s: Vec<Scalar> = xs.iter().map(|x| Scalar::I64(*x)).collect();
        Value::Array(Array::from_scalars(vec![xs.len()], ScalarType::Prim(Prim::I64), &s).unwrap())
    };
    let r = same_outcome_or_rounding(Ok(&ints(&[1, 3])), Ok(&ints(&[1, 2])), || {
        Some(Regrouped::from(ints(&[9, 9])))
    });
    assert!(r.is_err());
}

/// A long `f32` prefix sum with cancellation grouped in blocks of another length (a CPU's
/// chained scan: blocks of 1024, each from its first element, the earlier
/// blocks' total added in) rounds apart from the reference's at some
/// elements by more than the tolerance and more than the reference's own
/// two groupings do there, which are close by chance; each element is
/// within the bound of its prefix (`regroup::prefix_bounds`, growing with
/// the scan), so it agrees; a value beyond the bound does not.
#[test]
fn a_long_scan_grouped_otherwise_is_within_its_prefix_bounds() {
    use interp::agree::same_outcome_or_rounding;
    let n = 1 << 16;
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    // Pairs that nearly cancel: a term of up to 1000, then its negation
    // plus up to 1, so the prefix sums stay small and round at the terms'
    // magnitude.
    let xs: Vec<f32> = (0..n / 2)
        .flat_map(|_| {
            let a = (next() % 2_000_001) as f32 / 1000.0 - 1000.0;
            let e = (next() % 2001) as f32 / 1000.0 - 1.0;
            [a, -a + e]
        })
        .collect();
    let src = "def f (xs: [n]f32) : [n]f32 = scanl1 (+) xs";
    let p = program(src);
    let def = p.entry(None).unwrap();
    let inputs = [f32s(&[n], &xs)];
    let want = run_in(Order::Sequential, &p, def, &inputs, &Sizes::new()).unwrap();
    let other = run_regrouped(&p, def, &inputs, &Sizes::new()).unwrap();
    let bounds = other.bounds[0]
        .clone()
        .expect("a regrouped scan bounds its elements");
    assert_eq!(bounds.len(), n);
    assert!(bounds.windows(2).all(|w| w[0] <= w[1]), "bounds grow");
    let mut chained = Vec::with_capacity(n);
    let mut carry = 0f32;
    for block in xs.chunks(1024) {
        let mut acc = 0f32;
        for (k, x) in block.iter().enumerate() {
            acc = if k == 0 { *x } else { acc + x };
            chained.push(if chained.is_empty() { acc } else { carry + acc });
        }
        carry = *chained.last().unwrap();
    }
    let got = Value::Array(f32s(&[n], &chained));
    let regrouped = || Some(other.clone());
    let w = floats(&want);
    let o = floats(&other.value);
    let needed = (0..n)
        .filter(|&k| {
            let (g, w, o) = (chained[k] as f64, w[k] as f64, o[k] as f64);
            let d = (g - w).abs();
            d > 1e-4 * w.abs().max(1.0) && d > interp::agree::SPREAD * (w - o).abs()
        })
        .count();
    assert!(needed > 0, "no element needed the bound");
    let agreed = same_outcome_or_rounding(Ok(&got), Ok(&want), regrouped);
    assert!(agreed.is_ok(), "{agreed:?}");
    // The spread alone (no bounds) does not allow it.
    let unbounded = Regrouped::from(other.value.clone());
    assert!(same_outcome_or_rounding(Ok(&got), Ok(&want), || Some(unbounded)).is_err());
    // One element beyond its bound (and the tolerance, and any spread).
    let k = n - 1;
    let mut beyond = w.clone();
    let spread = (w[k] as f64 - o[k] as f64).abs();
    let off = bounds[k]
        .max(interp::agree::SPREAD * spread)
        .max(1e-4 * (w[k] as f64).abs().max(1.0));
    beyond[k] = (w[k] as f64 + 2.0 * off) as f32;
    let got = Value::Array(f32s(&[n], &beyond));
    assert!(same_outcome_or_rounding(Ok(&got), Ok(&want), || Some(other.clone())).is_err());
}
