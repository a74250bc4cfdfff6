//! The constructs the checker expands into core operations (`zipWith`,
//! `iota`, scalar definitions, local functions, unzipping `let`s) run end
//! to end: the reference interpreter computes the values worked out here in
//! plain Rust, every strategy's loop program (interpreted, with its traffic
//! counts) and native CPU code agree with it, and `ilp` fuses them as it
//! fuses the core operations they stand for.

mod common;

use backend::cpu::CpuOptions;
use common::{assert_agrees, compile_entry, floats, ints, loop_ir_agrees, same_value, STRATEGIES};
use ir::{Array, Scalar, Value};

/// Runs `text` on `inputs` in the reference interpreter and checks that
/// every strategy's loop IR and CPU code agree with it; the reference's
/// value.
fn agreed_everywhere(text: &str, inputs: &[Array]) -> Value {
    let p = common::checked(text);
    let def = p.entry(None).expect("an entry");
    let want = interp::reference::run(&p, def, inputs);
    for strategy in STRATEGIES {
        let c = compile_entry(&p, strategy);
        let ctx = format!("{strategy}:\n{text}");
        loop_ir_agrees(&c, def, inputs, &want, &ctx);
        let cpu = experiments::native::compile(&c.lowered, CpuOptions::default())
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let got = backend::cpu::run(&cpu, inputs).map(|r| r.value);
        assert_agrees(got.as_ref(), &want, "the CPU", true, &|| ctx.clone());
    }
    want.unwrap_or_else(|e| panic!("the reference stops: {e}"))
}

/// The loop nests `ilp` fuses `text` into.
fn ilp_loops(text: &str) -> usize {
    let c = compile_entry(&common::checked(text), "ilp");
    c.metrics.cost.expect("a cost").loops
}

const EXPANDED: &str = "\
def sq (x: f64) : f64 = x * x
def f (xs: [n]f64) : ([n]f64, [n]f64, f64) =
  let ramp = iota n 0.5 0.25
  let scale = \\x r -> sq x * r
  let ys = zipWith scale xs ramp
  let (lo, hi) = map (\\y -> (y - 1.0, y + 1.0)) ys
  let total = fold (+) 0 hi
  in (lo, hi, total)";

#[test]
fn expanded_constructs_compute_their_definitions() {
    let xs: Vec<f64> = (0..37).map(|i| f64::from(i) * 0.75 - 9.0).collect();
    let ys: Vec<f64> = (xs.iter().enumerate())
        .map(|(i, x)| x * x * (0.5 + 0.25 * i as f64))
        .collect();
    let lo: Vec<f64> = ys.iter().map(|y| y - 1.0).collect();
    let hi: Vec<f64> = ys.iter().map(|y| y + 1.0).collect();
    let total: f64 = hi.iter().sum();
    let want = Value::Tuple(vec![
        Value::Array(floats(&lo)),
        Value::Array(floats(&hi)),
        Value::Array(Array::scalar(Scalar::F64(total))),
    ]);
    let got = agreed_everywhere(EXPANDED, &[floats(&xs)]);
    same_value(&got, &want).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn expanded_constructs_fuse_like_the_core_operations() {
    // iota's generate, the zipWith, both halves of the unzip and the fold:
    // one nest, as the same program written with generate and map.
    assert_eq!(ilp_loops(EXPANDED), 1);
    let core = "\
def f (xs: [n]f64) : ([n]f64, [n]f64, f64) =
  let ramp = generate [n] (\\i -> 0.5 + 0.25 * f64 i)
  let ys = map (\\x r -> x * x * r) xs ramp
  let lo = map (\\y -> y - 1.0) ys
  let hi = map (\\y -> y + 1.0) ys
  let total = fold (+) 0 hi
  in (lo, hi, total)";
    assert_eq!(ilp_loops(core), ilp_loops(EXPANDED));
}

#[test]
fn integer_iota_and_zip_with() {
    let text = "\
def f (xs: [n]i64) (ys: [n]i64) : [n]i64 =
  let is = iota n
  let steps = iota n 10 (-3)
  in zipWith3 (\\i s x -> i * x + s) is steps xs";
    let xs: Vec<i64> = (0..23).map(|i| 7 - i).collect();
    let want: Vec<i64> = (0..23).map(|i| i * xs[i as usize] + (10 - 3 * i)).collect();
    let got = agreed_everywhere(text, &[ints(&xs), ints(&xs)]);
    same_value(&got, &Value::Array(ints(&want))).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn local_functions_read_their_binding_scope() {
    let text = "\
def f (xs: [n]i64) : [n]i64 =
  generate [n] (\\i ->
    let at = \\k -> xs[max 0 (min (n - 1) k)]
    in at (i - 1) + 10 * at i + 100 * at (i + 1))";
    let xs: Vec<i64> = (0..19).map(|i| (i * 5) % 7).collect();
    let at = |k: i64| xs[k.clamp(0, 18) as usize];
    let want: Vec<i64> = (0..19)
        .map(|i| at(i - 1) + 10 * at(i) + 100 * at(i + 1))
        .collect();
    let got = agreed_everywhere(text, &[ints(&xs)]);
    same_value(&got, &Value::Array(ints(&want))).unwrap_or_else(|e| panic!("{e}"));
}

const HEAT: &str = "\
def heat (xs: [n]f64) : [n]f64 =
  loop u = xs for t < 5 do
    stencil (\\(l, c, r) -> 0.25 * l + 0.5 * c + 0.25 * r + f64 (the t)) clamp u";

#[test]
fn a_counted_loop_runs_its_bound_with_the_counter_in_scope() {
    let xs: Vec<f64> = (0..29).map(|i| f64::from((i * 7) % 11)).collect();
    let mut u = xs.clone();
    for t in 0..5 {
        let at = |k: i64| u[k.clamp(0, 28) as usize];
        u = (0..29)
            .map(|i| 0.25 * at(i - 1) + 0.5 * at(i) + 0.25 * at(i + 1) + f64::from(t))
            .collect();
    }
    let got = agreed_everywhere(HEAT, &[floats(&xs)]);
    same_value(&got, &Value::Array(floats(&u))).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn a_counted_loop_s_cost_is_exact() {
    // The body runs 5 times: its traffic is 5 times one iteration's, with
    // no `#it` symbol left to give a value.
    for strategy in STRATEGIES {
        let c = compile_entry(&common::checked(HEAT), strategy);
        let cost = c.metrics.cost.expect("a cost");
        for (what, poly) in [("reads", &cost.reads), ("writes", &cost.writes)] {
            let text = poly.to_string();
            assert!(!text.contains('#'), "{strategy}: {what} {text}");
        }
        assert!(cost.bytes.is_some(), "{strategy}: {cost:?}");
    }
}

/// A `while` loop of 100 halvings, whose count the types do not know.
const HALVING: &str = "def halve (u0: [n]f64) : [n]f64 =
  let (u, k) = loop (u, k) = (u0, unit 0) while the k < 100 do
    (map (\\x -> x * 0.5 + 1.0) u, unit (the k + 1))
  in u
";

#[test]
fn a_while_loop_s_iterations_are_given_with_size() {
    let dir = std::env::temp_dir().join(format!("fuselab-iterations-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("halve.fl");
    std::fs::write(&file, HALVING).unwrap();
    let f = file.to_str().unwrap();
    let args = |extra: &'static str| {
        vec![
            "compare",
            f,
            "--strategies",
            "none",
            "--size",
            "n=50",
            "--size",
            extra,
        ]
    };
    let out = common::expect(&args("#it(loop)=100"), 0);
    // The formula at the 100 iterations the run makes: 100 * 50 + 2 * 100 + 1
    // reads, as measured.
    common::assert_says(&out.stdout, "bytes at #it(loop) = 100, n = 50\n");
    let row = out
        .stdout
        .lines()
        .find(|l| l.starts_with("none"))
        .expect("a row for none");
    assert_eq!(row.matches("5201").count(), 1, "{row}");
    let bad = common::expect(&args("#it(other)=3"), 2);
    common::assert_says(
        &bad.stderr,
        "no cost symbol `#it(other)` (its symbols: #it(loop))",
    );
    let bad = common::expect(&args("#its=3"), 2);
    common::assert_says(&bad.stderr, "not a size name");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn scans_with_an_initial_value_fuse_with_their_producer() {
    // `scanl` and `scanr` run over their operand's rows (the result's extra
    // element is stored after the row): the `map` before each fuses into it.
    let text = "\
def f (xs: [n]i64) : ([n+1]i64, [n+1]i64) =
  let ys = map (\\x -> x * 3 - 1) xs
  let a = scanl (+) 7 ys
  let zs = map (\\x -> x + 2) xs
  let b = scanr (\\x acc -> x - acc) 5 zs
  in (a, b)";
    assert_eq!(ilp_loops(text), 2);
    let xs: Vec<i64> = (0..17).map(|i| (i * 5) % 11 - 4).collect();
    let ys: Vec<i64> = xs.iter().map(|x| x * 3 - 1).collect();
    let mut a = vec![7];
    for y in &ys {
        a.push(a.last().unwrap() + y);
    }
    let mut b = vec![5];
    for x in xs.iter().rev() {
        b.insert(0, (x + 2) - b[0]);
    }
    let got = agreed_everywhere(text, &[ints(&xs)]);
    let want = Value::Tuple(vec![Value::Array(ints(&a)), Value::Array(ints(&b))]);
    same_value(&got, &want).unwrap_or_else(|e| panic!("{e}"));
    for n in [0, 1] {
        agreed_everywhere(text, &[ints(&xs[..n])]);
    }
}

/// Size parameters: `n` and `m` are given without an array that carries
/// them.
const RAMP: &str = "def ramp [n] [m] (k: i64) : [n][m]i64 =
  generate [n][m] (\\(i, j) -> i * m + j * the k)
";

#[test]
fn a_size_parameter_is_an_input_without_data() {
    let unit = |extent: usize| {
        Array::from_buffers(vec![extent], ir::ScalarType::Tuple(Vec::new()), Vec::new()).unwrap()
    };
    let inputs = [unit(4), unit(3), Array::scalar(Scalar::I64(5))];
    let got = agreed_everywhere(RAMP, &inputs);
    let want: Vec<i64> = (0..4)
        .flat_map(|i| (0..3).map(move |j| i * 3 + j * 5))
        .collect();
    let want = Array::from_buffers(
        vec![4, 3],
        ir::ScalarType::I64,
        ints(&want).buffers().to_vec(),
    )
    .unwrap();
    same_value(&got, &Value::Array(want)).unwrap_or_else(|e| panic!("{e}"));
    // It moves no bytes: reading `k` once and writing the result.
    let c = compile_entry(&common::checked(RAMP), "ilp");
    let cost = c.metrics.cost.expect("a cost");
    assert_eq!(cost.reads.to_string(), "1");
    assert_eq!(cost.writes.to_string(), "m*n");
}

#[test]
fn size_parameters_are_given_with_size() {
    let dir = std::env::temp_dir().join(format!("fuselab-size-params-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("ramp.fl");
    std::fs::write(&file, RAMP).unwrap();
    let f = file.to_str().unwrap();
    for backend in ["reference", "interp", "cpu"] {
        let out = common::expect(
            &[
                "run",
                f,
                "--backend",
                backend,
                "--size",
                "n=4",
                "--size",
                "m=3",
                "--input",
                "k=5",
            ],
            0,
        );
        common::assert_says(&out.stdout, "result: [4][3]i64, sum 114");
        assert!(!out.stderr.contains("random inputs"), "{}", out.stderr);
    }
    let out = common::expect(&["run", f, "--size", "n=4", "--input", "k=5"], 2);
    common::assert_says(
        &out.stderr,
        "size parameter `m` needs a value (give --size m=N)",
    );
    let out = common::expect(
        &[
            "run", f, "--size", "n=4", "--size", "m=3", "--input", "m=3", "--input", "k=5",
        ],
        2,
    );
    common::assert_says(
        &out.stderr,
        "`m` is a size parameter of `ramp`; give its value with --size m=N",
    );
    let out = common::expect(&["check", f], 0);
    common::assert_says(&out.stdout, "def ramp [n] [m] (k: []i64) : [n][m]i64");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// conv5 (the suite's `stencil [5][5]`) written by hand: 25 clamped reads
/// at affine indices of the generate's own, through local functions.
const CONV5_BY_HAND: &str = "\
def conv5_hand (img: [h][w]f32) : [h][w]f32 =
  let bright = map (\\x -> min 1.0 (1.5 * x)) img
  let ci = \\a -> max 0 (min (h - 1) a)
  let cj = \\b -> max 0 (min (w - 1) b)
  in generate [h][w] (\\(i, j) ->
       let at = \\di dj -> bright[ci (i + di), cj (j + dj)]
       let row = \\di -> at di (-2) + 4.0 * at di (-1) + 6.0 * at di 0 + 4.0 * at di 1 + at di 2
       in (row (-2) + 4.0 * row (-1) + 6.0 * row 0 + 4.0 * row 1 + row 2) / 256.0)
";

#[test]
fn reads_at_affine_indices_fuse_as_a_stencil_does() {
    let (h, w) = (9usize, 7usize);
    let img: Vec<f32> = (0..h * w).map(|k| ((k * 37) % 23) as f32 / 17.0).collect();
    let input = Array::from_buffers(
        vec![h, w],
        ir::ScalarType::F32,
        vec![ir::Buffer::F32(img.clone())],
    )
    .unwrap();
    let got = agreed_everywhere(CONV5_BY_HAND, std::slice::from_ref(&input));
    // The suite's stencil computes the same values, bit for bit.
    let (stencil, _) = common::load("conv5");
    let want = interp::reference::run(&stencil, stencil.entry(None).unwrap(), &[input]).unwrap();
    same_value(&got, &want).unwrap_or_else(|e| panic!("{e}"));
    // The 25 reads are a gather: `ilp` recomputes the map at each, as in
    // the stencil; unfused, they are 25 reads of the stored map.
    for (strategy, loops, reads, writes) in
        [("none", 2, "26h*w", "2h*w"), ("ilp", 1, "25h*w", "h*w")]
    {
        let c = compile_entry(&common::checked(CONV5_BY_HAND), strategy);
        let cost = c.metrics.cost.expect("a cost");
        assert_eq!(cost.loops, loops, "{strategy}");
        assert_eq!(cost.reads.to_string(), reads, "{strategy}");
        assert_eq!(cost.writes.to_string(), writes, "{strategy}");
    }
}

#[test]
fn an_unfused_affine_read_out_of_bounds_is_the_reference_s_error() {
    // Unclamped: the element at i = n - 1 reads past the end, whether the
    // map is recomputed there or stored.
    let text = "def f (xs: [n]i64) : [n]i64 =
  let ys = map (\\x -> x * 2) xs
  in generate [n] (\\i -> ys[i] + ys[i + 1])";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let inputs = [ints(&[1, 2, 3, 4])];
    let want = interp::reference::run(&p, def, &inputs);
    assert!(want.is_err(), "the reference stops");
    for strategy in STRATEGIES {
        let c = compile_entry(&p, strategy);
        loop_ir_agrees(&c, def, &inputs, &want, strategy);
        let cpu = experiments::native::compile(&c.lowered, CpuOptions::default()).unwrap();
        let got = backend::cpu::run(&cpu, &inputs).map(|r| r.value);
        assert_agrees(got.as_ref(), &want, "the CPU", true, &|| {
            strategy.to_string()
        });
    }
}

/// A transpose read by a forward and a backward scan, which cannot share a
/// loop.
const TWO_SCANS_OF_A_VIEW: &str = "def f (xs: [m][n]f32) : ([n][m]f32, [n][m]f32) =
  let t = transpose xs
  let s = scanl1 (+) t
  let r = scanr1 (+) t
  in (s, r)
";

#[test]
fn each_cluster_evaluates_a_shared_view() {
    let xs: Vec<f64> = (0..20).map(|k| f64::from((k * 7) % 9) - 3.0).collect();
    let input = Array::from_buffers(
        vec![4, 5],
        ir::ScalarType::F32,
        vec![ir::Buffer::F32(xs.iter().map(|&x| x as f32).collect())],
    )
    .unwrap();
    agreed_everywhere(TWO_SCANS_OF_A_VIEW, &[input]);
    // `ilp` clusters the transpose split in two, one per scan, each
    // evaluated in its scan's loop; `greedy` clusters the program as it is
    // and stores the transpose for the second scan.
    for (strategy, copies, writes) in [("ilp", 1, "2m*n"), ("greedy", 0, "3m*n")] {
        let c = compile_entry(&common::checked(TWO_SCANS_OF_A_VIEW), strategy);
        let cost = c.metrics.cost.clone().expect("a cost");
        assert_eq!(cost.loops, 2, "{strategy}");
        assert_eq!(cost.reads.to_string(), "2m*n", "{strategy}");
        assert_eq!(cost.writes.to_string(), writes, "{strategy}");
        let views = c.metrics.pass("views").expect("the views pass ran");
        assert_eq!(
            views.figure("view_copies_apart"),
            Some(&passes::Figure::Count(copies)),
            "{strategy}"
        );
    }
}

/// A transpose read by two maps that could share a loop but cannot share
/// a cluster: the second waits for a total over the first.
const A_VIEW_ON_BOTH_SIDES_OF_A_TOTAL: &str = "def f (xs: [m][n]f32) : ([n][m]f32, [n][m]f32) =
  let t = transpose xs
  let a = map (\\x -> x * 2.0f32) t
  let total = fold (+) 0 (fold (+) 0 a)
  let b = map (\\x -> x / the total) t
  in (a, b)
";

#[test]
fn a_view_is_copied_per_consumer_when_that_moves_fewer_bytes() {
    let xs: Vec<f32> = (0..12).map(|k| (k % 5) as f32 + 1.0).collect();
    let input =
        Array::from_buffers(vec![3, 4], ir::ScalarType::F32, vec![ir::Buffer::F32(xs)]).unwrap();
    agreed_everywhere(A_VIEW_ON_BOTH_SIDES_OF_A_TOTAL, &[input]);
    let c = compile_entry(&common::checked(A_VIEW_ON_BOTH_SIDES_OF_A_TOTAL), "ilp");
    let cost = c.metrics.cost.clone().expect("a cost");
    // Each map reads `xs` through its own copy of the transpose; nothing
    // stores `t`.
    assert_eq!(cost.writes.to_string(), "2m*n + 1");
    let cluster = c.metrics.pass("cluster").expect("clustered");
    assert_eq!(
        cluster.figure("views"),
        Some(&passes::Figure::Text("copied per consumer".into()))
    );
    // `nbody`'s maps share one cluster: its shared views stay shared.
    let (nbody, _) = common::load("nbody");
    let c = compile_entry(&nbody, "ilp");
    let cluster = c.metrics.pass("cluster").expect("clustered");
    assert_eq!(
        cluster.figure("views"),
        Some(&passes::Figure::Text("as labelled".into()))
    );
    assert_eq!(c.metrics.cost.clone().unwrap().reads.to_string(), "7n*n");
}
