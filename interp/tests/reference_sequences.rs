//! The reference interpreter on sequences: each construct against values
//! computed here, a sequence program against its flat twin, the boundary
//! encoding of sequence parameters and results, and the run-time errors.

mod common;

use common::{ints, runtime, shape_and_ints};
use interp::reference::run;
use interp::RuntimeErrorKind as Kind;
use ir::{Array, Def, Program, SourceFile, Type, Value};

fn program(src: &str) -> Program {
    let f = SourceFile::new("t.fl", src);
    ir::check_source(&f).unwrap_or_else(|ds| panic!("{}", ds[0].render(&f)))
}

fn entry(p: &Program) -> &Def {
    p.entry(None).expect("a def")
}

fn vector(data: &[i64]) -> Value {
    Value::Array(ints(&[data.len()], data))
}

/// The encoding of a sequence of integer vectors.
fn rows(rows: &[&[i64]]) -> Vec<Array> {
    let elem = Type::Array(ir::ArrayType::new(
        vec![ir::Size::Unknown],
        ir::ScalarType::I64,
    ));
    let elements: Vec<Value> = rows.iter().map(|r| vector(r)).collect();
    ir::sequence::encode(&elem, &elements).unwrap()
}

#[test]
fn produce_tabulate_elements_and_fold_seq() {
    let p = program(
        "def tab [n] (m: i64) : ([?][n]i64, [?]i64, i64) =\n\
         \x20 let rows = produce (the m) (\\i -> generate [n] (\\j -> the i * 10 + j))\n\
         \x20 in (tabulate rows, elements rows, fold_seq (\\s r -> let t = fold (+) 0 r in unit (the s + the t)) (unit 0) rows)\n",
    );
    let d = entry(&p);
    let size_n = Array::from_buffers(vec![3], ir::ScalarType::Tuple(vec![]), vec![]).unwrap();
    let m = Array::scalar(ir::Scalar::I64(4));
    let Value::Tuple(out) = run(&p, d, &[size_n, m]).unwrap() else {
        panic!("a tuple")
    };
    let expected: Vec<i64> = (0..4)
        .flat_map(|i| (0..3).map(move |j| i * 10 + j))
        .collect();
    assert_eq!(shape_and_ints(&out[0]), (vec![4, 3], expected.clone()));
    assert_eq!(shape_and_ints(&out[1]), (vec![12], expected.clone()));
    assert_eq!(
        shape_and_ints(&out[2]).1,
        vec![expected.iter().sum::<i64>()]
    );
}

#[test]
fn an_empty_sequence_tabulates_to_no_rows_of_the_types_shape() {
    let p = program(
        "def f [n] (m: i64) : [?][n]i64 =\n  tabulate (produce (the m) (\\i -> generate [n] (\\j -> j)))\n",
    );
    let size_n = Array::from_buffers(vec![5], ir::ScalarType::Tuple(vec![]), vec![]).unwrap();
    let out = run(&p, entry(&p), &[size_n, Array::scalar(ir::Scalar::I64(0))]).unwrap();
    assert_eq!(shape_and_ints(&out), (vec![0, 5], vec![]));
}

#[test]
fn an_irregular_sequence_agrees_with_its_flat_fold_seg_twin() {
    let seq = program(
        "def f (xs: seq [?]i64) : ([?]i64, i64) =\n\
         \x20 let sq = map_seq (\\x -> map (\\v -> v * v) x) xs\n\
         \x20 in (elements (map_seq (\\x -> fold (+) 0 x) sq), fold_seq (\\s x -> let t = fold (+) 0 x in unit (the s + the t)) (unit 0) sq)\n",
    );
    let flat = program(
        "def f (lens: [s]i64) (vals: [n]i64) : ([s]i64, i64) =\n\
         \x20 let sums = fold_seg (+) 0 lens (map (\\v -> v * v) vals)\n\
         \x20 in (sums, fold (+) 0 sums)\n",
    );
    let data: &[&[i64]] = &[&[1, 2, 3], &[], &[4], &[5, 6]];
    let Value::Tuple(got) = run(&seq, entry(&seq), &rows(data)).unwrap() else {
        panic!("a tuple")
    };
    let lens: Vec<i64> = data.iter().map(|r| r.len() as i64).collect();
    let vals: Vec<i64> = data.concat();
    let Value::Tuple(want) = run(
        &flat,
        entry(&flat),
        &[ints(&[lens.len()], &lens), ints(&[vals.len()], &vals)],
    )
    .unwrap() else {
        panic!("a tuple")
    };
    assert_eq!(shape_and_ints(&got[0]), shape_and_ints(&want[0]));
    assert_eq!(shape_and_ints(&got[1]), shape_and_ints(&want[1]));
    assert_eq!(shape_and_ints(&got[0]).1, vec![14, 0, 16, 61]);
}

#[test]
fn map_seq_zips_sequences_of_tuples_and_gives_a_sequence_result() {
    let p = program(
        "def f (xs: seq [?]i64) (ys: seq [?]i64) : seq ([?]i64, [?]i64) =\n\
         \x20 map_seq (\\x y -> (map (\\v -> v + 1) x, y)) xs ys\n",
    );
    let mut inputs = rows(&[&[1, 2], &[3]]);
    inputs.extend(rows(&[&[7], &[8, 9, 10]]));
    let out = run(&p, entry(&p), &inputs).unwrap();
    // The result is the encoding: values and shapes per array of a pair.
    let elem = entry(&p).ret.as_seq().unwrap().clone();
    let arrays: Vec<Array> = out.arrays().into_iter().cloned().collect();
    let elements = ir::sequence::decode(&elem, &arrays).unwrap();
    assert_eq!(
        elements,
        vec![
            Value::Tuple(vec![vector(&[2, 3]), vector(&[7])]),
            Value::Tuple(vec![vector(&[4]), vector(&[8, 9, 10])]),
        ]
    );
}

#[test]
fn run_time_errors_name_the_construct() {
    // Sequences of different lengths.
    let p = program("def f (xs: seq [?]i64) (ys: seq [?]i64) : [?]i64 =\n  elements (map_seq (\\x y -> x) xs ys)\n");
    let mut inputs = rows(&[&[1], &[2]]);
    inputs.extend(rows(&[&[3]]));
    assert_eq!(
        runtime(run(&p, entry(&p), &inputs)).kind,
        Kind::ShapeMismatch
    );
    // A negative length.
    let p = program("def f (m: i64) : [?]i64 =\n  elements (produce (the m) (\\i -> iota 2))\n");
    let err = runtime(run(&p, entry(&p), &[Array::scalar(ir::Scalar::I64(-2))]));
    assert_eq!(err.kind, Kind::NegativeSize);
    // Elements whose named extent disagrees.
    let p = program("def f [n] (xs: seq [n]i64) : [?][n]i64 = tabulate xs\n");
    let size_n = Array::from_buffers(vec![2], ir::ScalarType::Tuple(vec![]), vec![]).unwrap();
    let mut inputs = vec![size_n];
    inputs.extend(rows(&[&[1, 2], &[3]]));
    let err = run(&p, entry(&p), &inputs).unwrap_err();
    assert!(err.to_string().contains("`xs`"), "{err}");
    // An encoding whose shapes run past its values.
    let p = program("def f (xs: seq [?]i64) : [?]i64 = elements xs\n");
    let mut bad = rows(&[&[1, 2]]);
    bad[0] = ints(&[1], &[1]);
    let err = run(&p, entry(&p), &bad).unwrap_err();
    assert!(err.to_string().contains("runs past"), "{err}");
}

#[test]
fn random_sequences_follow_the_element_type() {
    let p = program("def f [n] (xs: seq [?]i64) (ys: seq [n]f32) : [?]i64 = elements xs\n");
    let d = entry(&p);
    let sizes = interp::Sizes::from([("n".into(), 3)]);
    let inputs = interp::random_inputs(d, &sizes, 7).unwrap();
    let again = interp::random_inputs(d, &sizes, 7).unwrap();
    assert_eq!(inputs, again);
    for sp in &d.seqs {
        let arrays = &inputs[sp.positions()];
        let elements = ir::sequence::decode(&sp.elem, arrays).unwrap();
        assert_eq!(elements.len(), interp::RANDOM_SEQUENCE_LENGTH);
        for x in &elements {
            let a = x.as_array().unwrap();
            match &*sp.name {
                "ys" => assert_eq!(a.shape(), &[3]),
                _ => assert!(a.shape()[0] as u64 <= interp::RANDOM_EXTENT_MAX),
            }
        }
    }
    // The random elements run.
    run(&p, d, &inputs).unwrap();
}
