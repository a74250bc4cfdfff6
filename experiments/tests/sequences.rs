//! `fuselab` on programs with sequences: inputs from a folder (element
//! files, or the values and lengths or shapes of the encoding), random
//! sequences, `--save-inputs` and `--out` (`DIR/NAME/k.npy`), and the
//! located error of every command that would compile a sequence.

mod common;

use std::path::{Path, PathBuf};

const SUMS: &str = "\
-- each element of an irregular sequence summed, and the total
def sums (xs: seq [?]i64) : ([?]i64, i64) =
  let per = map_seq (\\x -> fold (+) 0 x) xs
  in (elements per, fold_seq (\\acc s -> unit (the acc + the s)) (unit 0) per)
";

const RAMPS: &str = "def ramps (k: i64) : seq [?]i64 = produce (the k) (\\i -> iota (the i))\n";

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fuselab-seq-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write_npy(path: &Path, a: &ir::Array) {
    std::fs::write(path, ir::npy::encode(a).unwrap()).unwrap();
}

#[test]
fn a_sequence_is_read_from_element_files_or_its_encoding() {
    let dir = folder("inputs");
    let file = dir.join("sums.fl");
    std::fs::write(&file, SUMS).unwrap();
    // Element by element.
    let elements = dir.join("elements");
    std::fs::create_dir_all(&elements).unwrap();
    let rows: [&[i64]; 3] = [&[1, 2, 3], &[], &[10, 20]];
    for (k, r) in rows.iter().enumerate() {
        write_npy(&elements.join(format!("{k}.npy")), &common::ints(r));
    }
    // Values and lengths.
    let encoded = dir.join("encoded");
    std::fs::create_dir_all(&encoded).unwrap();
    write_npy(&encoded.join("values.npy"), &common::ints(&rows.concat()));
    write_npy(&encoded.join("lengths.npy"), &common::ints(&[3, 0, 2]));
    for input in [&elements, &encoded] {
        let arg = format!("xs={}", input.display());
        let out = common::expect(&["run", file.to_str().unwrap(), "--input", &arg], 0);
        common::assert_says(&out.stdout, "result_0: [3]i64, sum 36, first [6, 0, 30]");
        common::assert_says(&out.stdout, "result_1: []i64, sum 36");
    }
    // A file where a folder is expected, and lengths that miss values.
    let arg = format!("xs={}", encoded.join("values.npy").display());
    let out = common::expect(&["run", file.to_str().unwrap(), "--input", &arg], 2);
    common::assert_says(&out.stderr, "a sequence is given as a folder");
    write_npy(&encoded.join("lengths.npy"), &common::ints(&[3, 0, 3]));
    let arg = format!("xs={}", encoded.display());
    let out = common::expect(&["run", file.to_str().unwrap(), "--input", &arg], 1);
    common::assert_says(&out.stderr, "runs past the 5 values");
}

#[test]
fn random_sequences_are_saved_and_read_back() {
    let dir = folder("random");
    let file = dir.join("sums.fl");
    std::fs::write(&file, SUMS).unwrap();
    let f = file.to_str().unwrap();
    let saved = dir.join("saved");
    let first = common::expect(&["run", f, "--save-inputs", saved.to_str().unwrap()], 0);
    common::assert_says(&first.stderr, "xs (8 elements)");
    for k in 0..8 {
        assert!(
            saved.join("xs").join(format!("{k}.npy")).exists(),
            "element {k}"
        );
    }
    let arg = format!("xs={}", saved.join("xs").display());
    let again = common::expect(&["run", f, "--input", &arg], 0);
    assert_eq!(first.stdout, again.stdout);
}

#[test]
fn a_sequence_result_is_written_element_by_element() {
    let dir = folder("out");
    let file = dir.join("ramps.fl");
    std::fs::write(&file, RAMPS).unwrap();
    let out_dir = dir.join("out");
    let out = common::expect(
        &[
            "run",
            file.to_str().unwrap(),
            "--input",
            "k=4",
            "--out",
            out_dir.to_str().unwrap(),
        ],
        0,
    );
    common::assert_says(
        &out.stdout,
        "result: sequence of 4 elements of [?]i64: 6 values, sum 4",
    );
    for k in 0..4i64 {
        let bytes = std::fs::read(out_dir.join("result").join(format!("{k}.npy"))).unwrap();
        let a = ir::npy::decode(&bytes).unwrap();
        assert_eq!(
            a.to_scalars(),
            (0..k).map(ir::Scalar::I64).collect::<Vec<_>>()
        );
    }
}

#[test]
fn every_command_takes_a_sequence_program_and_refusals_are_located() {
    let dir = folder("commands");
    let file = dir.join("sums.fl");
    std::fs::write(&file, SUMS).unwrap();
    let f = file.to_str().unwrap();
    for backend in ["interp", "cpu"] {
        let out = common::expect(&["run", f, "--backend", backend, "--chunk", "3"], 0);
        let reference = common::expect(&["run", f], 0);
        assert_eq!(out.stdout, reference.stdout, "{backend}");
    }
    common::expect(&["fuse", f, "--strategy", "ilp"], 0);
    common::expect(&["compare", f], 0);
    let out = common::expect(&["run", f, "--chunk", "3"], 2);
    common::assert_says(
        &out.stderr,
        "--chunk applies to --backend interp, cpu and ptx",
    );
    // A construct that lifting does not lift stops at its location.
    let file = dir.join("stencil.fl");
    std::fs::write(
        &file,
        "def f (xs: seq [?]f64) : [?]f64 =\n  elements (map_seq (\\x -> stencil (\\(a, b, c) -> a + b + c) clamp x) xs)\n",
    )
    .unwrap();
    let out = common::expect(&["run", file.to_str().unwrap(), "--backend", "interp"], 2);
    common::assert_says(
        &out.stderr,
        "stencil.fl:2:28: `stencil` on an element of a sequence is not lifted",
    );
    let out = common::expect(&["run", file.to_str().unwrap()], 0);
    common::assert_says(&out.stdout, "result: [");
}

/// Sequence programs that exercise each lifting rule: regular and
/// irregular elements, from parameters and `produce`, `map_seq` of one and
/// two sequences, every consumer, and a sequence result.
const PROGRAMS: &[&str] = &[
    // Irregular: fold → fold_seg, a map reading a per-element value.
    "def f (xs: seq [?]i64) : ([?]i64, i64) =
       let per = map_seq (\\x -> let s = fold (+) 0 x in map (\\v -> v * the s) x) xs
       in (elements per, fold_seq (\\acc y -> let t = fold (+) 0 y in unit (the acc + the t)) (unit 0) per)",
    // Regular from produce: tabulate, elements, a fold_seq with a vector state.
    "def f [n] (m: i64) (a: [n]i64) : ([?][n]i64, [?]i64, [n]i64) =
       let rows = produce (the m) (\\i -> generate [n] (\\j -> the i * 10 + j + a[j]))
       in (tabulate rows, elements rows, fold_seq (\\s r -> map (+) s r) (generate [n] (\\j -> 0)) rows)",
    // Irregular from produce (extent per element), a sequence result.
    "def f (k: i64) : seq [?]i64 = map_seq (\\x -> map (\\v -> v * 2) x) (produce (the k) (\\i -> iota (the i)))",
    // Two sequences zipped; a float fold; scalars per element.
    "def f [n] (xs: seq [n]f64) (ys: seq [n]f64) : ([?]f64, f64) =
       let dots = map_seq (\\x y -> fold (+) 0.0 (map (*) x y)) xs ys
       in (elements dots, fold_seq (\\acc d -> unit (max (the acc) (the d))) (unit 0.0) dots)",
    // Tuple elements, a scan, an element-independent value.
    "def f [n] (xs: seq [n]i64) (b: [n]i64) : ([?]i64, [?]i64) =
       elements (map_seq (\\x -> (scanl1 (+) x, b)) xs)",
];

#[test]
fn sequence_programs_agree_with_the_reference_on_every_path() {
    let registry = passes::Registry::builtin();
    for (k, text) in PROGRAMS.iter().enumerate() {
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        let sizes: interp::Sizes = [("n".into(), 5)].into_iter().collect();
        let mut inputs = interp::random_inputs(def, &sizes, k as u64).unwrap();
        // The scalar `m` / `k`: a few elements.
        for (q, param) in def.params.iter().enumerate() {
            if param.ty.rank() == 0 && param.ty.elem == ir::ScalarType::I64 {
                inputs[q] = ir::Array::scalar(ir::Scalar::I64(6));
            }
        }
        let want = interp::reference::run(&p, def, &inputs);
        assert!(want.is_ok(), "program {k}: {want:?}");
        for chunk in [None, Some(1), Some(2), Some(7)] {
            for s in ["none", "greedy", "ilp"] {
                let options = passes::Options {
                    chunk,
                    ..passes::Options::default()
                };
                let c = passes::compile(&p, def, registry.get(s).unwrap(), &options)
                    .unwrap_or_else(|e| panic!("program {k}, {s}, chunk {chunk:?}: {e}"));
                let ctx = || format!("program {k}, {s}, chunk {chunk:?}:\n{text}");
                let got = interp::loops::run(&c.lowered, &inputs).map(|r| r.value);
                common::assert_agrees(got.as_ref(), &want, "the loop IR", false, &ctx);
                if s == "ilp" && chunk != Some(1) {
                    let cpu =
                        experiments::native::compile(&c.loops, backend::cpu::CpuOptions::default())
                            .unwrap_or_else(|e| panic!("{}: {e}", ctx()));
                    let got = backend::cpu::run(&cpu, &inputs).map(|r| r.value);
                    common::assert_agrees(got.as_ref(), &want, "the CPU", false, &ctx);
                }
            }
        }
    }
}

#[test]
fn emit_lifted_shows_the_class_of_every_operation() {
    let dir = folder("lifted");
    let file = dir.join("sums.fl");
    std::fs::write(&file, SUMS).unwrap();
    let out = common::expect(
        &[
            "fuse",
            file.to_str().unwrap(),
            "--strategy",
            "ilp",
            "--emit",
            "lifted",
            "--chunk",
            "4",
        ],
        0,
    );
    common::assert_says(&out.stdout, "-- `sums` lifted, chunks of 4 elements");
    common::assert_says(&out.stdout, "fold → fold_seg  irregular");
    common::assert_says(&out.stdout, "(fold_seg ");
    common::assert_says(&out.stdout, "(min 4 ");
}
