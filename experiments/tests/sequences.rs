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

/// `c` run by the loop-IR interpreter (and, with `cpu`, compiled for the
/// CPU) gives the reference's `want`.
fn paths_agree(
    c: &passes::Compiled,
    inputs: &[ir::Array],
    want: &Result<ir::Value, interp::RunError>,
    cpu: bool,
    ctx: &dyn Fn() -> String,
) {
    let got = interp::loops::run(&c.lowered, inputs).map(|r| r.value);
    common::assert_agrees(got.as_ref(), want, "the loop IR", false, ctx);
    if cpu {
        let compiled = experiments::native::compile(&c.loops, backend::cpu::CpuOptions::default())
            .unwrap_or_else(|e| panic!("{}: {e}", ctx()));
        let got = backend::cpu::run(&compiled, inputs).map(|r| r.value);
        common::assert_agrees(got.as_ref(), want, "the CPU", false, ctx);
    }
}

/// Random inputs for sequence program `k` of `common::sequences::PROGRAMS`
/// at `n = 5`, its scalar `m` or `k` 6 (a few elements).
fn program_inputs(def: &ir::Def, k: usize) -> Vec<ir::Array> {
    let sizes: interp::Sizes = [("n".into(), 5)].into_iter().collect();
    let mut inputs = interp::random_inputs(def, &sizes, k as u64).unwrap();
    for (q, param) in def.params.iter().enumerate() {
        if param.ty.rank() == 0 && param.ty.elem == ir::ScalarType::I64 {
            inputs[q] = ir::Array::scalar(ir::Scalar::I64(6));
        }
    }
    inputs
}

#[test]
fn sequence_programs_agree_with_the_reference_on_every_path() {
    let registry = passes::Registry::builtin();
    for (k, text) in common::sequences::PROGRAMS.iter().enumerate() {
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        let inputs = program_inputs(def, k);
        let want = interp::reference::run(&p, def, &inputs);
        assert!(want.is_ok(), "program {k}: {want:?}");
        // The adaptive schedule, chunks of 1, 2 and 7, the whole stream.
        for chunk in [None, Some(1), Some(2), Some(7), Some(1 << 40)] {
            for s in ["none", "greedy", "ilp"] {
                let options = passes::Options {
                    chunk,
                    ..passes::Options::default()
                };
                let c = passes::compile(&p, def, registry.get(s).unwrap(), &options)
                    .unwrap_or_else(|e| panic!("program {k}, {s}, chunk {chunk:?}: {e}"));
                let ctx = || format!("program {k}, {s}, chunk {chunk:?}:\n{text}");
                paths_agree(&c, &inputs, &want, s == "ilp" && chunk != Some(1), &ctx);
            }
        }
    }
}

/// The counting interpreter's reads and writes of every sequence program
/// equal the cost model's, array by array, on every strategy, with fixed
/// and adaptive chunks: the model's accesses per chunk, at each chunk's
/// extents, summed over the chunks (`ir::cost::run_counts`).
#[test]
fn sequence_programs_move_what_the_cost_model_counts() {
    let registry = passes::Registry::builtin();
    for (k, text) in common::sequences::PROGRAMS.iter().enumerate() {
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        let inputs = program_inputs(def, k);
        let bound = interp::bind_sizes(def, &inputs).unwrap();
        for chunk in [None, Some(1), Some(3)] {
            for s in ["none", "greedy", "ilp"] {
                let options = passes::Options {
                    chunk,
                    ..passes::Options::default()
                };
                let c = passes::compile(&p, def, registry.get(s).unwrap(), &options).unwrap();
                let schedule = ir::loops::schedule::Schedule::new(None, chunk);
                let run = interp::loops::run_scheduled(&c.lowered, &inputs, schedule).unwrap();
                assert!(run.evaluations.is_some());
                common::check_counts(&c, &bound, &run)
                    .unwrap_or_else(|e| panic!("program {k}, {s}, chunk {chunk:?}: {e}\n{text}"));
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
    let row = |what: &str, class: &str| {
        out.stdout
            .lines()
            .any(|l| l.starts_with("-- ") && l.contains(what) && l.ends_with(class))
    };
    assert!(row("fold → fold_seg", "irregular"), "{}", out.stdout);
    assert!(
        row("fold_seq → fold over the chunk", "regular"),
        "{}",
        out.stdout
    );
    common::assert_says(&out.stdout, "(fold_seg ");
    common::assert_says(&out.stdout, "(fold1 ");
    // The loop is scheduled, its limit starting at 4 (an executor that
    // does not schedule keeps it).
    common::assert_says(&out.stdout, ") = ((unit 4), ");
}

/// A `scanl1` over elements of differing extents becomes a segmented scan
/// of the chunk's values (`scanl1_seg` over the segments' lengths), which
/// the CPU runs as runs of whole segments split between threads.
#[test]
fn an_irregular_scanl1_is_a_segmented_scan() {
    let text = "def f (xs: seq [?]i64) : [?]i64 =\n  elements (map_seq (\\x -> scanl1 (+) (map (\\v -> v * 2) x)) xs)\n";
    let p = common::checked(text);
    let lifted = passes::lift(&p, "f", None).unwrap();
    assert!(
        lifted
            .notes
            .iter()
            .any(|n| n.what == "scanl1 → scanl1_seg" && n.class == passes::Class::Irregular),
        "{:?}",
        lifted.notes
    );
    common::assert_says(&lifted.text, "(scanl1_seg (\\");
    let def = p.entry(None).unwrap();
    let seqs = interp::RandomSequences {
        length: 300,
        max_extent: 40,
    };
    let inputs = interp::random_inputs_with(def, &interp::Sizes::new(), 3, seqs).unwrap();
    let want = interp::reference::run(&p, def, &inputs).unwrap();
    let c = passes::compile(
        &p,
        def,
        passes::Registry::builtin().get("ilp").unwrap(),
        &passes::Options::default(),
    )
    .unwrap();
    let cpu = backend::cpu::CpuOptions {
        threads: 2,
        chunk: Some(1 << 40),
        ..Default::default()
    };
    let compiled = experiments::native::compile(&c.loops, cpu).unwrap();
    let run = backend::cpu::run(&compiled, &inputs).unwrap();
    interp::agree::same_value(&run.value, &want).unwrap();
    assert!(
        run.passes
            .iter()
            .any(|(plan, threads)| *plan == backend::plan::Plan::Segments && *threads == 2),
        "{:?}",
        run.passes
    );
}

/// `fuse --emit lifted` of the suite's sequence programs
/// (`experiments/programs/NAME.fl`) against `tests/sequences/NAME.lifted`
/// (`UPDATE_EXPECT=1` writes them).
#[test]
fn lifted_programs_match_their_golden_text() {
    let programs = common::repo_root().join("experiments/programs");
    let dir = common::repo_root().join("experiments/tests/sequences");
    let mut stale = Vec::new();
    for name in common::suite_sequence_programs() {
        let rel = format!("{name}.fl");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_fuselab"))
            .current_dir(&programs)
            .args([
                "fuse",
                &rel,
                "--strategy",
                "ilp",
                "--emit",
                "lifted",
                "--chunk",
                "64",
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got = String::from_utf8(out.stdout).unwrap();
        let golden = dir.join(format!("{name}.lifted"));
        if std::env::var_os("UPDATE_EXPECT").is_some() {
            std::fs::write(&golden, &got).unwrap();
        } else if std::fs::read_to_string(&golden).ok().as_deref() != Some(got.as_str()) {
            stale.push(format!("{}:\n{got}", golden.display()));
        }
    }
    assert!(
        stale.is_empty(),
        "stale (UPDATE_EXPECT=1 rewrites):\n{}",
        stale.join("\n")
    );
    // What the goldens show: the dense rows regular with a plain fold, the
    // sparse rows irregular with a segmented fold, and the vectors read
    // from outside the sequence not lifted.
    let mvm = std::fs::read_to_string(dir.join("mvm_seq.lifted")).unwrap();
    common::assert_says(&mvm, "mvm_seq.fl:12:28  fold       regular");
    common::assert_says(&mvm, "(fold (\\");
    assert!(!mvm.contains("fold_seg"), "{mvm}");
    assert!(mvm.contains(" v[") && !mvm.contains("replicate"), "{mvm}");
    let smvm = std::fs::read_to_string(dir.join("smvm_seq.lifted")).unwrap();
    common::assert_says(&smvm, "fold → fold_seg  irregular");
    common::assert_says(&smvm, "(fold_seg (\\");
    assert!(
        smvm.contains(" x[") && !smvm.contains("replicate"),
        "{smvm}"
    );
}

/// A small deterministic generator (xorshift) for the sequence programs of
/// [`random_sequence_programs_agree_with_the_reference`].
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A random element function over `x`, a vector (`regular` when every
/// element has the same extent), as a body giving a vector; each step one
/// of the lifting rules.
fn vector_steps(rng: &mut Rng, regular: bool, depth: usize) -> String {
    let mut e = "x".to_string();
    let mut is_regular = regular;
    for _ in 0..depth {
        let k = rng.below(7) as i64 + 1;
        e = match rng.below(if is_regular { 8 } else { 6 }) {
            0 => format!("map (\\v -> v * {k} - 3) ({e})"),
            1 => format!("(let s = fold (+) 0 ({e}) in map (\\v -> v + the s) ({e}))"),
            2 => format!("map (+) ({e}) ({e})"),
            3 => {
                is_regular = false;
                format!("(let w = {e} in generate [length w] (\\i -> w[length w - 1 - i] + i))")
            }
            4 => format!("map (\\v -> max v {k}) ({e})"),
            5 => format!("scanl1 (+) ({e})"),
            6 => format!("(let w = {e} in backpermute [n] (\\i -> (w[i] % n + n) % n) w)"),
            _ => format!("fold (+) 0 (transpose (replicate [{k}][_] ({e})))"),
        };
    }
    e
}

/// A random sequence program: a source (a parameter or `produce`,
/// regular or irregular), a `map_seq` of random steps, and consumers.
fn random_sequence_program(rng: &mut Rng) -> String {
    let (source, regular) = match rng.below(4) {
        0 => ("xs", false),
        1 => ("ys", true),
        2 => (
            "produce (the m) (\\i -> generate [n] (\\j -> the i * 3 + j))",
            true,
        ),
        _ => ("produce (the m) (\\i -> iota (the i % 5))", false),
    };
    let depth = 1 + rng.below(3);
    let steps = vector_steps(rng, regular, depth);
    let reduce = match rng.below(3) {
        0 => "fold (+) 0 y",
        1 => "fold (\\a b -> max a b) 0 y",
        _ => "fold (+) 0 (map (\\v -> v * v) y)",
    };
    format!(
        "def f [n] (xs: seq [?]i64) (ys: seq [n]i64) (m: i64) : ([?]i64, [?]i64, i64) =\n\
         \x20 let s = map_seq (\\x -> {steps}) ({source})\n\
         \x20 let r = map_seq (\\y -> {reduce}) s\n\
         \x20 in (elements s, elements r, fold_seq (\\acc t -> unit (the acc * 3 + the t)) (unit 1) r)\n"
    )
}

/// Random sequence programs (regular and irregular streams, every lifting
/// rule above, three consumers) give the reference's values on the loop-IR
/// interpreter under `none` and `ilp` at random chunk sizes, and on the CPU
/// for some.
#[test]
fn random_sequence_programs_agree_with_the_reference() {
    let registry = passes::Registry::builtin();
    let mut rng = Rng(0x5eed_1234_abcd_ef01);
    let cases = if cfg!(debug_assertions) { 24 } else { 120 };
    for case in 0..cases {
        let text = random_sequence_program(&mut rng);
        let p = common::checked(&text);
        let def = p.entry(None).unwrap();
        let sizes: interp::Sizes = [("n".into(), 1 + rng.below(6) as i64)]
            .into_iter()
            .collect();
        let mut inputs = interp::random_inputs(def, &sizes, case as u64).unwrap();
        let m = def.params.iter().position(|q| &*q.name == "m").unwrap();
        inputs[m] = ir::Array::scalar(ir::Scalar::I64(rng.below(9) as i64));
        let want = interp::reference::run(&p, def, &inputs);
        assert!(want.is_ok(), "case {case}: {want:?}\n{text}");
        let chunk = [None, Some(1), Some(2), Some(3), Some(7)][rng.below(5)];
        for s in ["none", "ilp"] {
            let options = passes::Options {
                chunk,
                ..passes::Options::default()
            };
            let c = passes::compile(&p, def, registry.get(s).unwrap(), &options)
                .unwrap_or_else(|e| panic!("case {case}, {s}, chunk {chunk:?}: {e}\n{text}"));
            let ctx = || format!("case {case}, {s}, chunk {chunk:?}:\n{text}");
            paths_agree(&c, &inputs, &want, s == "ilp" && case % 6 == 0, &ctx);
        }
    }
}

/// Where the reference fails, the lifted program fails too: vectors of
/// different extents zipped by `map`, sequences of different lengths
/// zipped by `map_seq`.
#[test]
fn mismatches_fail_on_every_path() {
    let registry = passes::Registry::builtin();
    let vector = |xs: &[i64]| ir::Value::Array(common::ints(xs));
    let elem = ir::Type::Array(ir::ArrayType::new(
        vec![ir::Size::Unknown],
        ir::ScalarType::I64,
    ));
    let encode = |rows: &[&[i64]]| {
        let elements: Vec<ir::Value> = rows.iter().map(|r| vector(r)).collect();
        ir::sequence::encode(&elem, &elements).unwrap()
    };
    let text = "def f (xs: seq [?]i64) (ys: seq [?]i64) : [?]i64 =\n  elements (map_seq (\\x y -> map (+) x y) xs ys)\n";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    type Rows<'a> = &'a [&'a [i64]];
    let cases: [(Rows, Rows); 3] = [
        (&[&[1, 2], &[3]], &[&[1, 2], &[3]]),
        (&[&[1, 2], &[3]], &[&[1], &[2, 3]]),
        (&[&[1, 2], &[3]], &[&[1, 2]]),
    ];
    for (k, (xs, ys)) in cases.iter().enumerate() {
        let mut inputs = encode(xs);
        inputs.extend(encode(ys));
        let want = interp::reference::run(&p, def, &inputs);
        assert_eq!(want.is_ok(), k == 0, "case {k}: {want:?}");
        for chunk in [None, Some(1)] {
            let options = passes::Options {
                chunk,
                ..passes::Options::default()
            };
            let c = passes::compile(&p, def, registry.get("ilp").unwrap(), &options).unwrap();
            let got = interp::loops::run(&c.lowered, &inputs).map(|r| r.value);
            assert_eq!(got.is_ok(), k == 0, "case {k}, chunk {chunk:?}: {got:?}");
            if let (Ok(got), Ok(want)) = (&got, &want) {
                assert_eq!(got, want);
            }
        }
    }
}

/// `--seq-length` and `--seq-extent` shape random sequences, the same on
/// every backend.
#[test]
fn random_sequences_take_their_length_and_extents_from_the_flags() {
    let dir = folder("seq-length");
    let file = dir.join("sums.fl");
    std::fs::write(&file, SUMS).unwrap();
    let f = file.to_str().unwrap();
    let flags = ["--seq-length", "300", "--seq-extent", "40"];
    let reference = common::expect(&[&["run", f][..], &flags[..]].concat(), 0);
    common::assert_says(&reference.stderr, "xs (300 elements)");
    common::assert_says(&reference.stdout, "result_0: [300]i64");
    let cpu = common::expect(
        &[
            &["run", f, "--backend", "cpu", "--chunk", "32"][..],
            &flags[..],
        ]
        .concat(),
        0,
    );
    assert_eq!(cpu.stdout, reference.stdout);
    let saved = dir.join("saved");
    common::expect(
        &[
            &["run", f, "--save-inputs", saved.to_str().unwrap()][..],
            &flags[..],
        ]
        .concat(),
        0,
    );
    let largest = (0..300)
        .map(|k| {
            let bytes = std::fs::read(saved.join("xs").join(format!("{k}.npy"))).unwrap();
            ir::npy::decode(&bytes).unwrap().len()
        })
        .max()
        .unwrap();
    assert!((30..=40).contains(&largest), "{largest}");
    // `compare` measures on random sequences of the same shape.
    let out = common::expect(&[&["compare", f][..], &flags[..]].concat(), 0);
    common::assert_says(&out.stdout, "ilp");
}

/// Gathers and views that lifting does not take stop at their location
/// with the reason: a gather from elements of differing extents, one whose
/// extents read the element, a transpose or a replicate of irregular
/// vectors, a replicate whose count reads the element.
#[test]
fn gathers_and_views_that_are_not_lifted_are_located() {
    let cases = [
        (
            "def f (xs: seq [?]i64) : [?]i64 =\n  elements (map_seq (\\x -> backpermute [3] (\\i -> i) x) xs)\n",
            (2, 28),
            "`backpermute` from elements of differing extents is not lifted",
        ),
        (
            "def f [n] (xs: seq [n]i64) : [?]i64 =\n  elements (map_seq (\\x -> backpermute [x[0] % 3 + 1] (\\i -> i) x) xs)\n",
            (2, 28),
            "`backpermute` whose extents depend on the element is not lifted",
        ),
        (
            "def f (xs: seq [?]i64) : [?]i64 =\n  elements (map_seq (\\x -> fold (+) 0 (transpose (replicate 2 x))) xs)\n",
            (2, 50),
            "`replicate` over elements of differing extents is not lifted",
        ),
        (
            "def f [n] (xs: seq [n]i64) : [?]i64 =\n  elements (map_seq (\\x -> fold (+) 0 (replicate [_][x[0] % 2 + 1] x)) xs)\n",
            (2, 39),
            "`replicate` whose counts depend on the element is not lifted",
        ),
        (
            "def f (xs: seq [?]i64) : [?]i64 =\n  elements (map_seq (\\x -> scanr1 (+) x) xs)\n",
            (2, 28),
            "`scanr1` over elements of differing extents (only `scanl1` has a segmented form, `scanl1_seg`) is not lifted",
        ),
        (
            "def f (xs: seq [?]i64) : [?]i64 =\n  elements (map_seq (\\x -> scanl (+) 0 x) xs)\n",
            (2, 28),
            "`scanl` over elements of differing extents",
        ),
    ];
    for (text, (line, col), says) in cases {
        let p = common::checked(text);
        let e = passes::lift(&p, "f", None).expect_err(text);
        let at = ir::SourceFile::new("t.fl", text).line_col(e.span.start);
        assert_eq!((at.line, at.col), (line, col), "{text}: {}", e.message);
        common::assert_says(&e.message, says);
    }
}

/// Without `--chunk` the lifted loops are scheduled: the loop IR shows
/// them so, the loop-IR interpreter and the CPU take their chunks from the
/// adaptive schedule (one element first, then doubling or halving; every
/// element in exactly one chunk) and give the reference's values, and
/// `run` reports the chunks. With `--chunk` nothing is scheduled.
#[test]
fn unchunked_sequence_loops_follow_the_adaptive_schedule() {
    let p = common::checked(SUMS);
    let def = p.entry(None).unwrap();
    let sequences = interp::RandomSequences {
        length: 700,
        max_extent: 4,
    };
    let sizes = interp::Sizes::new();
    let inputs = interp::random_inputs_with(def, &sizes, 3, sequences).unwrap();
    let want = interp::reference::run(&p, def, &inputs);
    let registry = passes::Registry::builtin();
    // Each element is in one chunk: the limits before the last sum to less
    // than the stream, all of them to at least it; both consumers (the
    // elements and the fold) run their own loop.
    let covers = |chunks: &[u64]| {
        let (mut runs, mut at) = (0, 0u64);
        for c in chunks {
            assert!(c.is_power_of_two(), "{chunks:?}");
            if at == 0 {
                assert_eq!(*c, 1, "{chunks:?}");
            }
            at += c;
            if at >= 700 {
                runs += 1;
                at = 0;
            }
        }
        assert_eq!((runs, at), (2, 0), "{chunks:?}");
    };
    for s in ["none", "ilp"] {
        let c = passes::compile(
            &p,
            def,
            registry.get(s).unwrap(),
            &passes::Options::default(),
        )
        .unwrap();
        let text = ir::loops::render(&c.lowered);
        assert_eq!(text.matches("scheduled loop (").count(), 2, "{text}");
        let got = interp::loops::run(&c.lowered, &inputs).unwrap();
        common::assert_agrees(Ok(&got.value), &want, "the loop IR", false, &|| s.into());
        covers(&got.chunks);
        let cp =
            experiments::native::compile(&c.loops, backend::cpu::CpuOptions::default()).unwrap();
        let got = backend::cpu::run(&cp, &inputs).unwrap();
        common::assert_agrees(Ok(&got.value), &want, "the CPU", false, &|| s.into());
        covers(&got.chunks);
        let fixed = passes::Options {
            chunk: Some(5),
            ..passes::Options::default()
        };
        let c = passes::compile(&p, def, registry.get(s).unwrap(), &fixed).unwrap();
        let schedule = ir::loops::schedule::Schedule::new(None, Some(5));
        let got = interp::loops::run_scheduled(&c.lowered, &inputs, schedule).unwrap();
        common::assert_agrees(Ok(&got.value), &want, "the loop IR", false, &|| s.into());
        assert!(!got.chunks.is_empty() && got.chunks.iter().all(|c| *c == 5));
    }
    let dir = folder("schedule");
    let file = dir.join("sums.fl");
    std::fs::write(&file, SUMS).unwrap();
    let f = file.to_str().unwrap();
    for backend in ["interp", "cpu"] {
        let out = common::expect(&["run", f, "--backend", backend, "--seq-length", "300"], 0);
        common::assert_says(&out.stderr, "; sequence chunks (adaptive): ");
        common::assert_says(&out.stderr, " chunks, 1 ");
        let out = common::expect(&["run", f, "--backend", backend, "--chunk", "8"], 0);
        common::assert_says(&out.stderr, "; sequence chunks (--chunk 8): ");
    }
}

/// `--seq-memory`: on a regular stream the schedule keeps each chunk's
/// arrays within the cap (the most bytes one chunk made is reported, at
/// most the cap), an element whose chunk alone passes it stops the run
/// where the sequence is consumed, and a cap that is not a number of bytes
/// is a usage error.
#[test]
fn the_memory_cap_bounds_the_chunks_and_names_an_element_that_cannot_fit() {
    let dir = folder("memory");
    let file = dir.join("total.fl");
    std::fs::write(
        &file,
        "def total [n] (xs: seq [n]f64) : f64 =\n  fold_seq (\\acc x -> let s = fold (+) 0.0 (map (\\v -> v * 2.0) x) in unit (the acc + the s)) (unit 0.0) xs\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    let common_args = ["--strategy", "none", "--seq-length", "400"];
    let reference = common::expect(&["run", f, "--size", "n=16", "--seq-length", "400"], 0);
    for backend in ["interp", "cpu"] {
        let mut args = vec!["run", f, "--backend", backend, "--size", "n=16"];
        args.extend(common_args);
        args.extend(["--seq-memory", "4KiB"]);
        let out = common::expect(&args, 0);
        assert!(
            close_lines(&out.stdout, &reference.stdout),
            "{}",
            out.stdout
        );
        let line = out
            .stderr
            .lines()
            .find(|l| l.contains("sequence chunks"))
            .expect("the chunks line");
        let peak: u64 = line
            .rsplit_once("at most ")
            .and_then(|(_, r)| r.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{line}"));
        assert!(peak > 0 && peak <= 4096, "{line}");
        let mut args = vec!["run", f, "--backend", backend, "--size", "n=200"];
        args.extend(common_args);
        args.extend(["--seq-memory", "1KiB"]);
        let out = common::expect(&args, 1);
        common::assert_says(
            &out.stderr,
            "total.fl:2:106: run-time error: out of memory in `loop`: element 0 ",
        );
        common::assert_says(&out.stderr, "more than the --seq-memory cap of 1024 bytes");
    }
    // The bytes a chunk makes per element: fusing the map into the fold
    // leaves fewer arrays per element, so the cap admits bigger chunks.
    let per_element = |strategy: &str| -> f64 {
        let args = [
            "run",
            f,
            "--backend",
            "interp",
            "--size",
            "n=64",
            "--seq-length",
            "200",
            "--strategy",
            strategy,
        ];
        let out = common::expect(&args, 0);
        let line = (out.stderr.lines())
            .find(|l| l.contains("sequence chunks"))
            .expect("the chunks line");
        line.rsplit_once(", ")
            .and_then(|(_, r)| r.strip_suffix(" bytes per element"))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{line}"))
    };
    let (none, ilp) = (per_element("none"), per_element("ilp"));
    assert!(
        ilp > 0.0 && ilp < none,
        "ilp {ilp}, none {none} bytes per element"
    );
    let out = common::expect(&["run", f, "--backend", "cpu", "--seq-memory", "12XB"], 2);
    common::assert_says(&out.stderr, "unknown unit `XB`");
    let out = common::expect(&["run", f, "--backend", "cpu", "--seq-memory", "0"], 2);
    common::assert_says(&out.stderr, "is not a number of bytes");
}

/// Two `result: ..` lines that agree but in the last digits of a float.
fn close_lines(a: &str, b: &str) -> bool {
    let num = |s: &str| -> Option<f64> {
        let first = s.split("first [").nth(1)?;
        first.trim_end_matches([']', '\n']).parse().ok()
    };
    match (num(a), num(b)) {
        (Some(x), Some(y)) => (x - y).abs() <= 1e-9 * y.abs().max(1.0),
        _ => false,
    }
}

/// `bench --twin`: the flat twin of `smvm_seq` runs on the same inputs in
/// the same repetitions, a row per strategy with the program's median over
/// the twin's; a twin that does not take the inputs is a usage error
/// naming the parameter, and one that computes something else stops the
/// benchmark.
#[test]
fn bench_runs_a_flat_twin_on_the_same_inputs() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("programs");
    let seq = dir.join("smvm_seq.fl");
    let twin = dir.join("flat/smvm_flat.fl");
    let (seq, twin) = (seq.to_str().unwrap(), twin.to_str().unwrap());
    let args = |twin: &str, format: &'static str| {
        vec![
            "bench".to_string(),
            seq.to_string(),
            "--twin".into(),
            twin.to_string(),
            "--size".into(),
            "n=50".into(),
            "--seq-length".into(),
            "40".into(),
            "--reps".into(),
            "1".into(),
            "--strategies".into(),
            "ilp".into(),
            "--format".into(),
            format.into(),
        ]
    };
    let run = |v: Vec<String>, code: i32| {
        let parts: Vec<&str> = v.iter().map(String::as_str).collect();
        common::expect(&parts, code)
    };
    let out = run(args(twin, "table"), 0);
    common::assert_says(&out.stdout, "flat twin `smvm_flat` (");
    common::assert_says(&out.stdout, "program/twin");
    let rows: Vec<&str> = out
        .stdout
        .lines()
        .skip_while(|l| !l.starts_with("flat twin"))
        .skip(2)
        .collect();
    assert_eq!(rows.len(), 2, "{}", out.stdout);
    assert!(rows[0].trim_start().starts_with("none "), "{}", out.stdout);
    assert!(rows[1].trim_start().starts_with("ilp "), "{}", out.stdout);
    let out = run(args(twin, "json"), 0);
    let report: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let twin_rows = report["twin"]["rows"].as_array().unwrap();
    assert_eq!(twin_rows.len(), 2);
    for row in twin_rows {
        assert!(row["program_over_twin"].as_f64().unwrap() > 0.0, "{row}");
    }
    // A twin of other inputs, and one of other results.
    let tmp = folder("twin");
    let other = tmp.join("other.fl");
    std::fs::write(&other, "def other (xs: [n]f64) : f64 = fold (+) 0.0 xs\n").unwrap();
    let out = run(args(other.to_str().unwrap(), "table"), 2);
    common::assert_says(
        &out.stderr,
        "`other` does not take the inputs of `smvm_seq`",
    );
    let wrong = tmp.join("wrong.fl");
    let text = std::fs::read_to_string(twin)
        .unwrap()
        .replace("v * x[c % n]", "v * x[c % n] * 2.0f32");
    std::fs::write(&wrong, text).unwrap();
    let out = run(args(wrong.to_str().unwrap(), "table"), 1);
    common::assert_says(&out.stderr, "the twin `smvm_flat` (");
    common::assert_says(&out.stderr, "does not compute what `bench` runs");
}

/// What a loop body binds (`ir::loops::bound_in`), which executors free
/// after each iteration: every array the body's nests store and every
/// output of its items, none of the body's parameters, and nothing that an
/// item after the loop reads; on every suite sequence program and strategy.
#[test]
fn a_loop_body_binds_only_what_no_one_reads_after_it() {
    use ir::loops::{bound_in, nests, Item};
    fn check(items: &[Item], ctx: &str) {
        for (k, it) in items.iter().enumerate() {
            let Item::Loop { body, .. } = it else {
                if let Item::If { then_, else_, .. } = it {
                    check(&then_.items, ctx);
                    check(&else_.items, ctx);
                }
                continue;
            };
            let bound = bound_in(&body.items);
            assert!(!body.params.iter().any(|a| bound.contains(a)), "{ctx}");
            for n in nests(&body.items) {
                for s in n.shapes.iter().filter(|s| s.alloc) {
                    assert!(bound.contains(&s.array), "{ctx}: {:?}", s.array);
                }
            }
            let read_after: Vec<_> = nests(&items[k + 1..])
                .iter()
                .flat_map(|n| n.inputs.clone())
                .collect();
            for a in &bound {
                assert!(
                    !read_after.contains(a),
                    "{ctx}: {a:?} is read after its loop"
                );
            }
            check(&body.items, ctx);
        }
    }
    for name in common::suite_sequence_programs() {
        let (p, _) = common::load(&name);
        for strategy in ["none", "greedy", "ilp"] {
            let c = common::compile_entry(&p, strategy);
            check(&c.loops.body, &format!("{name} with {strategy}"));
            check(&c.lowered.body, &format!("{name} with {strategy}, lowered"));
        }
    }
}

/// `ilp` under a step memory cap (`--step-memory`, `ilp::StepMemory`) on
/// random sequence programs, at a random chunk length: a cap that the
/// unconstrained optimum meets leaves its traffic as it is; a cap one byte
/// under it gives a clustering whose every step fits it, moving no fewer
/// bytes, or fails saying that no clustering does.
#[test]
fn a_step_memory_cap_holds_or_is_refused() {
    let mut rng = Rng(0x57e9_0000_cafe_f00d);
    let value_of = |_: &str| None;
    let default = 1 << 10;
    let (mut tight, mut changed) = (0, 0);
    let cases = if cfg!(debug_assertions) { 24 } else { 120 };
    for case in 0..cases {
        let text = random_sequence_program(&mut rng);
        let p = common::checked(&text);
        let c = common::compile_entry(&p, "ilp");
        let (g, deps) = (&c.graph, &c.deps);
        let chunk = 1 + rng.below(8) as u64;
        let solve = |cap: Option<u64>| {
            let opts = ilp::Options {
                step_memory: cap.map(|bytes| ilp::StepMemory { bytes, chunk }),
                ..ilp::Options::default()
            };
            ilp::optimal(g, deps, &value_of, default, &opts, None)
        };
        let stored = |cl: &ir::cluster::Clustering| -> u64 {
            (ir::step::step_bytes(g, deps, cl).iter())
                .map(|s| s.at(chunk as i64, &value_of, default).unwrap() as u64)
                .max()
                .unwrap_or(0)
        };
        let bytes = |o: &ilp::Outcome| {
            ir::cost::cost(g, deps, &o.clustering, &o.schedule).bytes(g, &value_of, default)
        };
        let free = solve(None).unwrap();
        let most = stored(&free.clustering);
        let ctx = format!("case {case}, chunk {chunk}:\n{text}");
        let at_most = solve(Some(most)).unwrap_or_else(|e| panic!("{ctx}{e}"));
        assert!(stored(&at_most.clustering) <= most, "{ctx}");
        assert_eq!(bytes(&at_most), bytes(&free), "{ctx}");
        if most == 0 {
            continue;
        }
        tight += 1;
        match solve(Some(most - 1)) {
            Ok(under) => {
                assert!(stored(&under.clustering) < most, "{ctx}");
                assert!(bytes(&under) >= bytes(&free), "{ctx}");
                changed += 1;
            }
            Err(e) => assert!(e.to_string().contains("no solution"), "{ctx}{e}"),
        }
    }
    assert!(
        tight > cases / 2,
        "{tight} of {cases} programs store anything in a step"
    );
    eprintln!("{changed} of {tight} steps fitted under a tighter cap");
}

/// `fuse` prints each step's bytes per chunk and per element (fusing the
/// chunk's rows into the map and the fold leaves mvm_seq's step the sums
/// alone), and under `--step-memory` the
/// capped answer beside the unconstrained one: met where the optimum fits,
/// else the ILP's failure naming the cap; the cap is `ilp`'s alone.
#[test]
fn fuse_reports_the_bytes_of_a_step_and_a_step_memory_cap() {
    let file = common::program("mvm_seq.fl");
    let none = common::expect(&["fuse", &file, "--strategy", "none"], 0);
    common::assert_says(&none.stdout, "step loop: stores ");
    common::assert_says(&none.stdout, "elements: 16n + 8 per element, 8 fixed");
    let ilp = common::expect(&["fuse", &file, "--strategy", "ilp"], 0);
    common::assert_says(&ilp.stdout, "elements: 8 per element, 8 fixed");
    let fuse = |cap: &str| {
        let args = [
            "fuse",
            &file,
            "--strategy",
            "ilp",
            "--size",
            "n=64",
            "--step-memory",
            cap,
            "--step-chunk",
            "4",
        ];
        common::expect(&args, 0).stdout
    };
    // 8 bytes per element and 8 per chunk: 40 at 4.
    let met = fuse("40");
    common::assert_says(
        &met,
        "--step-memory 40 bytes at a chunk of 4 elements (met):",
    );
    common::assert_says(&met, "ilp under the cap: ");
    common::assert_says(&met, "a step stores: loop 40 bytes");
    let refused = fuse("39");
    common::assert_says(
        &refused,
        "(not met: the ILP failed (HiGHS found no solution",
    );
    common::assert_says(
        &refused,
        "no clustering keeps every sequence step within 39 bytes at a chunk of 4 elements",
    );
    let other = common::expect(
        &[
            "fuse",
            &file,
            "--strategy",
            "greedy",
            "--step-memory",
            "1KiB",
        ],
        2,
    );
    common::assert_says(&other.stderr, "--step-memory applies to --strategy ilp");
}
