//! The reference interpreter on programs written as text (parsed and checked
//! by `ir::check_source`), against values computed independently in Rust, and
//! run-time errors rendered against the source.

mod common;

use common::{ints, runtime, shape_and_ints};
use interp::reference::run;
use interp::{RunError, RuntimeErrorKind as Kind};
use ir::{Array, Scalar, ScalarType, SourceFile, Value};

fn file(src: &str) -> SourceFile {
    SourceFile::new("t.fl", src)
}

/// Checks `src` and runs its last def on `inputs`.
fn run_src(src: &str, inputs: &[Array]) -> Result<Value, RunError> {
    let f = file(src);
    let program = ir::check_source(&f).unwrap_or_else(|ds| panic!("{}", ds[0].render(&f)));
    let def = program.entry(None).expect("a def");
    run(&program, def, inputs)
}

fn vec1(data: &[i64]) -> Array {
    ints(&[data.len()], data)
}

fn data_of(v: &Value) -> Vec<i64> {
    shape_and_ints(v).1
}

#[test]
fn normalise2_from_the_language_page() {
    let src = "
def normalise2 (xs: [n]i64) : ([n]i64, [n]i64) =
  let sum1 = fold (+) 0 xs
  let scn  = scanl1 (+) xs
  let sum2 = fold (+) 0 scn
  let ys1  = map (\\x -> x / the sum1) xs
  let ys2  = map (\\x -> x / the sum2) xs
  in (ys1, ys2)
";
    let xs = [900, -70, 2500, 330, 41];
    let out = run_src(src, &[vec1(&xs)]).unwrap();
    let sum1: i64 = xs.iter().sum();
    let scn: Vec<i64> = xs
        .iter()
        .scan(0, |acc, &x| {
            *acc += x;
            Some(*acc)
        })
        .collect();
    let sum2: i64 = scn.iter().sum();
    let Value::Tuple(parts) = out else {
        panic!("a tuple")
    };
    assert_eq!(data_of(&parts[0]), xs.map(|x| x / sum1).to_vec());
    assert_eq!(data_of(&parts[1]), xs.map(|x| x / sum2).to_vec());
}

#[test]
fn histogram_with_permute_and_ignore() {
    let src = "
def hist (xs: [n]i64) : [4]i64 =
  let zeros = generate [4] (\\b -> 0)
  let ones = map (\\x -> 1) xs
  in permute (+) zeros (\\i -> if xs[i] < 0 || xs[i] >= 40 then ignore else xs[i] / 10) ones
";
    let xs = [5, 17, -3, 39, 40, 12, 0, 31, 99, 18];
    let mut expected = vec![0i64; 4];
    for x in xs.iter().filter(|x| (0..40).contains(*x)) {
        expected[(x / 10) as usize] += 1;
    }
    let out = run_src(src, &[vec1(&xs)]).unwrap();
    assert_eq!(shape_and_ints(&out), (vec![4], expected));
}

#[test]
fn scans_stencil_and_segments_from_text() {
    let src = "
def f (xs: [n]i64) (segs: [s]i64) : ([n+1]i64, [n]i64, [n]i64, [s]i64) =
  let a = scanr (\\x acc -> x - acc) 0 xs
  let b = scanl1 max xs
  let c = stencil (\\(l, m, r) -> l * 100 + m * 10 + r) wrap xs
  let d = fold_seg (+) 0 segs xs
  in (a, b, c, d)
";
    let xs = [3, 1, 4, 1, 5];
    let segs = [1, 3, 0, 1];
    let out = run_src(src, &[vec1(&xs), vec1(&segs)]).unwrap();
    let Value::Tuple(parts) = out else {
        panic!("a tuple")
    };
    // scanr f z xs: element i folds xs[i..] from the right.
    let a: Vec<i64> = (0..=xs.len())
        .map(|i| xs[i..].iter().rev().fold(0, |acc, &x| x - acc))
        .collect();
    let b: Vec<i64> = (1..=xs.len())
        .map(|k| *xs[..k].iter().max().unwrap())
        .collect();
    let n = xs.len();
    let c: Vec<i64> = (0..n)
        .map(|i| xs[(i + n - 1) % n] * 100 + xs[i] * 10 + xs[(i + 1) % n])
        .collect();
    let mut d = Vec::new();
    let mut pos = 0;
    for &s in &segs {
        d.push(xs[pos..pos + s as usize].iter().sum::<i64>());
        pos += s as usize;
    }
    assert_eq!(data_of(&parts[0]), a);
    assert_eq!(data_of(&parts[1]), b);
    assert_eq!(data_of(&parts[2]), c);
    assert_eq!(data_of(&parts[3]), d);
}

#[test]
fn reshaping_operations_from_text() {
    let src = "
def f (xs: [n]i64) : [3][2]i64 =
  let m = reshape [2][3] xs
  let t = transpose m
  let r = backpermute [3][2] (\\(i, j) -> (2 - i, j)) t
  in r
";
    let xs = [1, 2, 3, 4, 5, 6];
    let out = run_src(src, &[vec1(&xs)]).unwrap();
    // m = [[1,2,3],[4,5,6]]; t[i][j] = m[j][i]; r[i][j] = t[2-i][j] = m[j][2-i].
    let mut expected = Vec::new();
    for i in 0..3 {
        for j in 0..2 {
            expected.push(xs[j * 3 + (2 - i)]);
        }
    }
    assert_eq!(shape_and_ints(&out), (vec![3, 2], expected));
}

#[test]
fn loops_ifs_and_calls_from_text() {
    let src = "
def step (v: [k]i64) : [k]i64 = map (\\x -> x * 3 + 1) v
def f (xs: [n]i64) : ([?]i64, i64) =
  let (v, c) = loop (v, c) = (xs, unit 0) while the c < 4 do (step v, unit (the c + 1))
  let w = if the c == 4 then filter (\\x -> x % 2 == 0) v else v
  in (w, c)
";
    let xs = [1, 2, 7, -4];
    let out = run_src(src, &[vec1(&xs)]).unwrap();
    let mut v = xs.to_vec();
    for _ in 0..4 {
        v.iter_mut().for_each(|x| *x = *x * 3 + 1);
    }
    let expected: Vec<i64> = v.into_iter().filter(|x| x % 2 == 0).collect();
    let Value::Tuple(parts) = out else {
        panic!("a tuple")
    };
    assert_eq!(shape_and_ints(&parts[0]), (vec![expected.len()], expected));
    assert_eq!(shape_and_ints(&parts[1]), (vec![], vec![4]));
}

#[test]
fn generate_with_sizes_and_floats() {
    let src = "
def f (xs: [m][n]f64) : [m][n]f64 =
  map (\\x -> sqrt (abs x) + f64 (length xs)) xs
";
    let data = [4.0, -9.0, 0.25, 16.0, -1.0, 2.25];
    let elems: Vec<Scalar> = data.iter().map(|&v| Scalar::F64(v)).collect();
    let a = Array::from_scalars(vec![2, 3], ScalarType::F64, &elems).unwrap();
    let out = run_src(src, &[a]).unwrap();
    let expected: Vec<Scalar> = data
        .iter()
        .map(|v: &f64| Scalar::F64(v.abs().sqrt() + 2.0))
        .collect();
    assert_eq!(out.as_array().unwrap().to_scalars(), expected);
}

/// `line:col` (1-based) of the first occurrence of `needle`.
fn line_col(src: &str, needle: &str) -> String {
    let f = file(src);
    let at = src.find(needle).expect("needle in source");
    let lc = f.line_col(at as u32);
    format!("{}:{}", lc.line, lc.col)
}

#[test]
fn fold1_of_an_empty_row_renders_at_the_operation() {
    let src = "
def f (xs: [m][n]i64) : [m]i64 =
  let s = fold1 (+) xs
  in s
";
    let e = runtime(run_src(src, &[ints(&[3, 0], &[])]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::EmptyFold1, "fold1"));
    let out = e.render(&file(src));
    let head = format!(
        "t.fl:{}: run-time error: empty fold1 in `fold1`: ",
        line_col(src, "fold1")
    );
    assert!(out.starts_with(&head), "{out}");
    assert!(out.contains("let s = fold1 (+) xs"), "{out}");
    assert!(out.contains('^'), "{out}");
}

#[test]
fn division_by_zero_and_out_of_bounds_from_text() {
    let src = "
def f (xs: [n]i64) : [n]i64 =
  let a = map (\\x -> 100 % x) xs
  in map (\\x -> xs[x]) a
";
    let ok = run_src(src, &[vec1(&[7, 9, 50])]).unwrap();
    // 100 % [7, 9, 50] = [2, 1, 0]; then xs[[2, 1, 0]].
    assert_eq!(data_of(&ok), vec![50, 9, 7]);

    let e = runtime(run_src(src, &[vec1(&[7, 0, 50])]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::RemainderByZero, "map"));
    let head = format!(
        "t.fl:{}: run-time error: remainder by zero in `map`",
        line_col(src, "map")
    );
    assert!(
        e.render(&file(src)).starts_with(&head),
        "{}",
        e.render(&file(src))
    );

    let e = runtime(run_src(src, &[vec1(&[7, 9, 51])]));
    assert_eq!((e.kind, e.op.as_str()), (Kind::OutOfBounds, "map"));
    // 100 % 51 = 49 is read from a 3-element `xs`.
    assert_eq!(e.detail, "index 49 is out of bounds of an extent 3");
    let second_map = src.rfind("map").unwrap();
    let lc = file(src).line_col(second_map as u32);
    let head = format!(
        "t.fl:{}:{}: run-time error: index out of bounds in `map`",
        lc.line, lc.col
    );
    assert!(
        e.render(&file(src)).starts_with(&head),
        "{}",
        e.render(&file(src))
    );
}
