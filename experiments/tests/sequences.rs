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
fn commands_that_compile_stop_at_the_first_sequence_with_its_location() {
    let dir = folder("refused");
    let file = dir.join("sums.fl");
    std::fs::write(&file, SUMS).unwrap();
    let f = file.to_str().unwrap();
    let runs: [&[&str]; 4] = [
        &["run", f, "--backend", "interp"],
        &["run", f, "--backend", "cpu"],
        &["fuse", f, "--strategy", "ilp"],
        &["compare", f],
    ];
    for args in runs {
        let out = common::expect(args, 2);
        common::assert_says(&out.stderr, "sums.fl:2:11: the sequence parameter `xs`");
        common::assert_says(
            &out.stderr,
            "sequences run in the reference interpreter only",
        );
    }
    let file = dir.join("ramps.fl");
    std::fs::write(&file, RAMPS).unwrap();
    let out = common::expect(&["run", file.to_str().unwrap(), "--backend", "interp"], 2);
    common::assert_says(&out.stderr, "ramps.fl:1:35: `produce`");
    let out = common::expect(&["check", file.to_str().unwrap()], 0);
    common::assert_says(&out.stdout, "def ramps (k: []i64) : seq [?]i64");
}
