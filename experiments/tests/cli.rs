//! The `fuselab` binary end to end: each test writes small programs and
//! `.npy` files to a temporary folder, runs the built binary and checks its
//! exit status, stdout, stderr and the files it writes. One test checks the
//! outputs against NumPy (installed into `.tools/py` by `make test`).

mod common;

use common::{fuselab, python, repo_root, require_numpy, Out};

use ir::{Array, Scalar, ScalarType};
use std::path::Path;
use std::process::Command;

/// What one run of the binary did.
/// Asserts the exit status, showing the output when it differs.
fn expect(o: &Out, code: i32) {
    assert_eq!(
        o.code, code,
        "exit status {} (wanted {code})\nstdout:\n{}\nstderr:\n{}",
        o.code, o.stdout, o.stderr
    );
}

/// A temporary folder holding files; paths are returned as strings for args.
struct Dir(tempfile::TempDir);

impl Dir {
    fn new() -> Dir {
        Dir(tempfile::tempdir().expect("a temporary folder"))
    }

    fn path(&self, name: &str) -> String {
        self.0.path().join(name).display().to_string()
    }

    fn write(&self, name: &str, bytes: impl AsRef<[u8]>) -> String {
        let p = self.path(name);
        std::fs::write(&p, bytes).expect("write a test file");
        p
    }

    fn npy(&self, name: &str, a: &Array) -> String {
        self.write(name, ir::npy::encode(a).expect("encodable"))
    }

    fn read_npy(&self, name: &str) -> Array {
        let bytes = std::fs::read(self.path(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        ir::npy::decode(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"))
    }
}

fn i64s(shape: &[usize], xs: &[i64]) -> Array {
    let elems: Vec<Scalar> = xs.iter().map(|&x| Scalar::I64(x)).collect();
    Array::from_scalars(shape.to_vec(), ScalarType::I64, &elems).expect("a valid array")
}

fn values(a: &Array) -> Vec<i64> {
    a.to_scalars()
        .iter()
        .map(|s| s.as_i64().expect("integers"))
        .collect()
}

const SCALE: &str = "\
def scale (xs: [n]i64) (k: i64) : [n]i64 =
  let ys = map (\\x -> x * the k) xs
  in ys

def twice (xs: [n]i64) : ([n]i64, i64) =
  let ys = map (\\x -> 2 * x) xs
  let s = fold (+) 0 ys
  in (ys, s)
";

#[test]
fn check_prints_each_signature() {
    let d = Dir::new();
    let f = d.write("p.fl", SCALE);
    let o = fuselab(&["check", &f]);
    expect(&o, 0);
    assert_eq!(
        o.stdout,
        "def scale (xs: [n]i64) (k: []i64) : [n]i64\ndef twice (xs: [n]i64) : ([n]i64, []i64)\n"
    );
}

#[test]
fn run_with_given_inputs_prints_summaries_and_writes_named_outputs() {
    let d = Dir::new();
    let f = d.write("p.fl", SCALE);
    let xs = d.npy("xs.npy", &i64s(&[4], &[1, 2, 3, 4]));
    let k = d.npy("k.npy", &i64s(&[], &[10]));
    let out = d.path("out");
    let o = fuselab(&[
        "run",
        &f,
        "--entry",
        "scale",
        "--input",
        &format!("xs={xs}"),
        "--input",
        &format!("k={k}"),
        "--out",
        &out,
    ]);
    expect(&o, 0);
    assert_eq!(o.stdout, "ys: [4]i64, sum 100, first [10, 20, 30, 40]\n");
    assert!(!o.stderr.contains("random inputs"), "{}", o.stderr);
    assert_eq!(values(&d.read_npy("out/ys.npy")), [10, 20, 30, 40]);
    let names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["ys.npy"], "no temporary files are left behind");

    // The default entry is the last def; its tuple result names each element.
    let o = fuselab(&["run", &f, "--input", &format!("xs={xs}"), "--out", &out]);
    expect(&o, 0);
    assert_eq!(values(&d.read_npy("out/ys.npy")), [2, 4, 6, 8]);
    assert_eq!(values(&d.read_npy("out/s.npy")), [20]);
}

#[test]
fn an_out_folder_that_cannot_be_one_is_refused_before_the_program_runs() {
    let d = Dir::new();
    let f = d.write("p.fl", SCALE);
    let xs = d.npy("xs.npy", &i64s(&[4], &[1, 2, 3, 4]));
    let file = d.write("taken", "not a folder");
    for (flag, path, says) in [
        ("--out", file.clone(), "exists and is not a folder"),
        ("--out", format!("{file}/sub"), "is not a folder"),
        ("--save-inputs", file.clone(), "exists and is not a folder"),
    ] {
        let o = fuselab(&["run", &f, "--input", &format!("xs={xs}"), flag, &path]);
        expect(&o, 2);
        assert_eq!(o.stdout, "", "nothing ran: no summary line");
        assert!(o.stderr.contains(&format!("{flag} {path}")), "{}", o.stderr);
        assert!(o.stderr.contains(says), "{}", o.stderr);
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "not a folder");
}

#[test]
fn results_that_are_not_variables_are_called_result() {
    let d = Dir::new();
    let f = d.write(
        "p.fl",
        "def f (xs: [n]i64) : (i64, [n]i64, [n]i64) =\n  (fold (+) 0 xs, xs, xs)\n",
    );
    let xs = d.npy("xs.npy", &i64s(&[3], &[1, 2, 3]));
    let out = d.path("o");
    let o = fuselab(&["run", &f, "--input", &format!("xs={xs}"), "--out", &out]);
    expect(&o, 0);
    assert!(
        o.stdout.starts_with("result_0: []i64, sum 6"),
        "{}",
        o.stdout
    );
    assert_eq!(values(&d.read_npy("o/result_0.npy")), [6]);
    assert_eq!(values(&d.read_npy("o/xs.npy")), [1, 2, 3]);
    assert_eq!(values(&d.read_npy("o/xs_1.npy")), [1, 2, 3]);
}

#[test]
fn random_inputs_follow_the_seed_and_are_saved() {
    let d = Dir::new();
    let f = d.write("p.fl", SCALE);
    let run = |seed: &str, tag: &str| {
        let o = fuselab(&[
            "run",
            &f,
            "--size",
            "n=50",
            "--seed",
            seed,
            "--out",
            &d.path(&format!("out{tag}")),
            "--save-inputs",
            &d.path(&format!("in{tag}")),
        ]);
        expect(&o, 0);
        assert!(
            o.stderr.contains(&format!("random inputs: seed {seed}")),
            "{}",
            o.stderr
        );
        o
    };
    let a = run("5", "a");
    let b = run("5", "b");
    run("6", "c");
    assert_eq!(a.stdout, b.stdout);
    let xs = d.read_npy("ina/xs.npy");
    assert_eq!(xs.shape(), &[50]);
    assert!(values(&xs).iter().all(|x| (0..100).contains(x)));
    assert_eq!(d.read_npy("inb/xs.npy"), xs);
    assert_ne!(d.read_npy("inc/xs.npy"), xs);
    let doubled: Vec<i64> = values(&xs).iter().map(|x| 2 * x).collect();
    assert_eq!(values(&d.read_npy("outa/ys.npy")), doubled);

    // Running again on the saved inputs reproduces the outputs.
    let o = fuselab(&[
        "run",
        &f,
        "--input",
        &format!("xs={}", d.path("ina/xs.npy")),
        "--out",
        &d.path("outd"),
    ]);
    expect(&o, 0);
    assert_eq!(d.read_npy("outd/ys.npy"), d.read_npy("outa/ys.npy"));
}

#[test]
fn a_scalar_input_is_a_literal_of_its_type() {
    let d = Dir::new();
    let f = d.write("p.fl", SCALE);
    let xs = d.npy("xs.npy", &i64s(&[3], &[1, 2, 3]));
    let xs = format!("xs={xs}");
    let base = ["run", &f, "--entry", "scale", "--input", &xs];
    let out = d.path("out");
    let o = fuselab(&[&base[..], &["--input", "k=-7", "--out", &out]].concat());
    expect(&o, 0);
    assert_eq!(values(&d.read_npy("out/ys.npy")), vec![-7, -14, -21]);
    let o = fuselab(&[&base[..], &["--input", "k=1.5"]].concat());
    expect(&o, 1);
    assert!(
        o.stderr
            .contains("input `k` is a scalar of type i64; `1.5` is not one"),
        "{}",
        o.stderr
    );
    // A file still names the value; a random scalar says what it is.
    let k = d.npy("k.npy", &i64s(&[], &[4]));
    let out2 = d.path("out2");
    let o = fuselab(&[&base[..], &["--input", &format!("k={k}"), "--out", &out2]].concat());
    expect(&o, 0);
    assert_eq!(values(&d.read_npy("out2/ys.npy")), vec![4, 8, 12]);
    let o = fuselab(&[&base[..], &["--seed", "3"]].concat());
    expect(&o, 0);
    assert!(
        o.stderr.contains("random inputs: seed 3 (k = "),
        "{}",
        o.stderr
    );
}

#[test]
fn sizes_come_from_given_inputs_for_the_random_ones() {
    let d = Dir::new();
    let f = d.write(
        "p.fl",
        "def f (xs: [n]i64) (ys: [n+1]f32) : [n+1]f32 =\n  map (\\y -> y * 2.0f32) ys\n",
    );
    let xs = d.npy("xs.npy", &i64s(&[3], &[1, 2, 3]));
    let o = fuselab(&["run", &f, "--input", &format!("xs={xs}"), "--seed", "2"]);
    expect(&o, 0);
    assert!(o.stdout.starts_with("result: [4]f32"), "{}", o.stdout);
    assert!(
        o.stderr.contains("random inputs: seed 2 (ys;"),
        "{}",
        o.stderr
    );
}

#[test]
fn tuple_inputs_and_outputs_are_one_file_per_component() {
    let d = Dir::new();
    let f = d.write("p.fl", "def f (ps: [n](i64, bool)) : [n](i64, bool) =\n  let qs = map (\\(a, b) -> (a + 1, !b)) ps\n  in qs\n");
    let a = d.npy("a.npy", &i64s(&[2], &[5, 7]));
    let bools = Array::from_scalars(
        vec![2],
        ScalarType::BOOL,
        &[Scalar::Bool(true), Scalar::Bool(false)],
    )
    .unwrap();
    let b = d.npy("b.npy", &bools);
    let out = d.path("o");
    let o = fuselab(&[
        "run",
        &f,
        "--input",
        &format!("ps.0={a}"),
        "--input",
        &format!("ps.1={b}"),
        "--out",
        &out,
    ]);
    expect(&o, 0);
    assert_eq!(values(&d.read_npy("o/qs.0.npy")), [6, 8]);
    assert_eq!(
        d.read_npy("o/qs.1.npy").to_scalars(),
        [Scalar::Bool(false), Scalar::Bool(true)]
    );

    let o = fuselab(&["run", &f, "--input", &format!("ps.0={a}")]);
    expect(&o, 2);
    assert!(o.stderr.contains("--input ps.1 is missing"), "{}", o.stderr);
    let o = fuselab(&["run", &f, "--input", &format!("ps={a}")]);
    expect(&o, 2);
    assert!(o.stderr.contains("ps.0, ps.1"), "{}", o.stderr);
}

#[test]
fn a_missing_size_is_a_usage_error_naming_it() {
    let d = Dir::new();
    let f = d.write("p.fl", SCALE);
    let o = fuselab(&["run", &f]);
    expect(&o, 2);
    assert!(
        o.stderr.contains("size `n`") && o.stderr.contains("`xs`"),
        "{}",
        o.stderr
    );
    let o = fuselab(&["run", &f, "--size", "m=3"]);
    expect(&o, 2);
    assert!(o.stderr.contains("size `m`"), "{}", o.stderr);
    let o = fuselab(&["run", &f, "--size", "n=three"]);
    expect(&o, 2);
    assert!(o.stderr.contains("size `n`"), "{}", o.stderr);
    let o = fuselab(&["run", &f, "--size", "n=3", "--input", "zs=z.npy"]);
    expect(&o, 2);
    assert!(o.stderr.contains("no parameter `zs`"), "{}", o.stderr);
}

#[test]
fn input_data_that_disagrees_with_the_signature_exits_1_naming_the_parameter() {
    let d = Dir::new();
    let f = d.write("p.fl", SCALE);
    let m = d.npy("m.npy", &i64s(&[2, 2], &[1, 2, 3, 4]));
    let o = fuselab(&["run", &f, "--input", &format!("xs={m}")]);
    expect(&o, 1);
    assert!(
        o.stderr.contains("`xs`") && o.stderr.contains("rank"),
        "{}",
        o.stderr
    );

    let xs = d.npy("xs.npy", &i64s(&[4], &[1, 2, 3, 4]));
    let o = fuselab(&["run", &f, "--input", &format!("xs={xs}"), "--size", "n=5"]);
    expect(&o, 1);
    assert!(
        o.stderr.contains("`xs`") && o.stderr.contains("size `n`"),
        "{}",
        o.stderr
    );
}

#[test]
fn unreadable_and_truncated_npy_files_exit_1_with_a_clear_message() {
    let d = Dir::new();
    let f = d.write("p.fl", SCALE);
    let good = ir::npy::encode(&i64s(&[4], &[1, 2, 3, 4])).unwrap();
    let cut = d.write("cut.npy", &good[..good.len() - 5]);
    let o = fuselab(&["run", &f, "--input", &format!("xs={cut}")]);
    expect(&o, 1);
    assert!(o.stderr.contains("input `xs`"), "{}", o.stderr);
    assert!(
        o.stderr
            .contains("data has 27 bytes where 32 were expected (truncated)"),
        "{}",
        o.stderr
    );

    let missing = d.path("nothing.npy");
    let o = fuselab(&["run", &f, "--input", &format!("xs={missing}")]);
    expect(&o, 1);
    assert!(o.stderr.contains("cannot read input `xs`"), "{}", o.stderr);

    let text = d.write("text.npy", "1,2,3\n");
    let o = fuselab(&["run", &f, "--input", &format!("xs={text}")]);
    expect(&o, 1);
    assert!(o.stderr.contains("not an .npy file"), "{}", o.stderr);
}

#[test]
fn a_run_time_error_exits_1_with_its_location() {
    let d = Dir::new();
    let f = d.write(
        "p.fl",
        "def f (xs: [n]i64) : [n]i64 =\n  map (\\x -> 10 / x) xs\n",
    );
    let xs = d.npy("xs.npy", &i64s(&[2], &[1, 0]));
    let o = fuselab(&["run", &f, "--input", &format!("xs={xs}")]);
    expect(&o, 1);
    assert!(o.stderr.contains(&format!("{f}:2:")), "{}", o.stderr);
    assert!(o.stderr.contains("division by zero"), "{}", o.stderr);
}

/// A size that appears only inside a compound extent (`[m*n]`) is taken from
/// `--size` by the reference interpreter; the loop IR cannot read it from an
/// input's shape, which a fused backend says (exit 1) without calling it an
/// internal error.
#[test]
fn a_size_only_in_a_compound_extent_comes_from_size() {
    let d = Dir::new();
    let f = d.write(
        "p.fl",
        "def f (xs: [m*n]i64) : [m]i64 =\n  fold (+) 0 (reshape [m][n] xs)\n",
    );
    let xs = d.npy("xs.npy", &i64s(&[6], &[1, 2, 3, 4, 5, 6]));
    let input = format!("xs={xs}");
    let out = d.path("out");
    let run = |rest: &[&str]| {
        let mut args = vec![
            "run", &f, "--input", &input, "--size", "m=2", "--size", "n=3",
        ];
        args.extend_from_slice(rest);
        fuselab(&args)
    };
    let o = run(&["--backend", "reference", "--out", &out]);
    expect(&o, 0);
    assert_eq!(d.read_npy("out/result.npy"), i64s(&[2], &[6, 15]));
    let o = run(&["--backend", "interp"]);
    expect(&o, 1);
    assert!(!o.stderr.contains("internal error"), "{}", o.stderr);
    assert!(o.stderr.contains("size `m`"), "{}", o.stderr);
    assert!(o.stderr.contains("--backend reference"), "{}", o.stderr);
}
/// With two failing operations, every strategy and backend reports the
/// first in program order (the division at 2:), and a fused path that met
/// the `fold1` first says so in a note.
#[test]
fn with_two_run_time_errors_the_first_in_program_order_is_reported() {
    let d = Dir::new();
    let f = d.write(
        "p.fl",
        "def f (xs: [n]i64) (ys: [n][m]i64) : [n]i64 =\n  \
         let a = map (\\x -> 10 / x) xs\n  \
         let b = fold1 (+) ys\n  \
         let c = map (\\x y -> x + y) a b\n  in c\n",
    );
    let xs = d.npy("xs.npy", &i64s(&[3], &[1, 2, 0]));
    let ys = d.npy("ys.npy", &i64s(&[3, 0], &[]));
    let mut notes = 0;
    for strategy in ["none", "vertical", "greedy"] {
        for backend in ["interp", "cpu"] {
            let o = fuselab(&[
                "run",
                &f,
                "--input",
                &format!("xs={xs}"),
                "--input",
                &format!("ys={ys}"),
                "--strategy",
                strategy,
                "--backend",
                backend,
            ]);
            expect(&o, 1);
            assert!(o.stderr.contains(&format!("{f}:2:")), "{}", o.stderr);
            assert!(o.stderr.contains("division by zero"), "{}", o.stderr);
            notes += usize::from(o.stderr.contains("note: the fused loops met `empty fold1"));
        }
    }
    assert!(notes > 0, "no path met the fold1 first");
}

/// timeout-sizes-017055: `compare` at n = 10^8 interpreted every strategy's
/// loops for minutes to fill its measured columns; past 2^24 input
/// elements it leaves them out and says so.
#[test]
fn compare_at_a_huge_size_leaves_out_the_measured_columns() {
    let f = repo_root().join("experiments/programs/normalise2.fl");
    let o = fuselab(&[
        "compare",
        f.to_str().unwrap(),
        "--strategies",
        "none,vertical",
        "--size",
        "n=100000000",
        "--format",
        "json",
    ]);
    expect(&o, 0);
    assert!(
        o.stderr.contains("the measured columns are left out"),
        "{}",
        o.stderr
    );
    assert!(!o.stdout.contains("measured_reads"), "{}", o.stdout);
    let small = fuselab(&[
        "compare",
        f.to_str().unwrap(),
        "--strategies",
        "none",
        "--size",
        "n=1000",
        "--format",
        "json",
    ]);
    expect(&small, 0);
    assert!(small.stdout.contains("measured_reads"), "{}", small.stdout);
}

/// unclear-files-017551: `suite` on a folder that does not exist exited
/// with an empty stderr; it names the folder and why.
#[test]
fn suite_on_a_missing_folder_names_it() {
    let d = Dir::new();
    let missing = d.path("suite_bad");
    let o = fuselab(&["suite", &missing]);
    expect(&o, 2);
    assert!(o.stderr.contains("cannot read the folder"), "{}", o.stderr);
    assert!(o.stderr.contains("suite_bad"), "{}", o.stderr);
}

#[test]
fn random_bytes_as_a_program_exit_2_without_panicking() {
    let d = Dir::new();
    // A fixed pseudo-random byte string (xorshift), including invalid UTF-8.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let bytes: Vec<u8> = (0..2000)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 56) as u8
        })
        .collect();
    let f = d.write("noise.fl", &bytes);
    for cmd in ["check", "run"] {
        let o = fuselab(&[cmd, &f]);
        expect(&o, 2);
        assert!(o.stderr.contains(&f), "{}", o.stderr);
    }
    // Printable noise gets past the UTF-8 check and reaches the parser.
    let printable: String = bytes.iter().map(|b| (b' ' + b % 95) as char).collect();
    let f = d.write("printable.fl", printable);
    let o = fuselab(&["check", &f]);
    expect(&o, 2);
    assert!(o.stderr.contains(&format!("{f}:1:")), "{}", o.stderr);
}

#[test]
fn program_text_errors_exit_2_with_file_line_and_column() {
    let d = Dir::new();
    let cases = [
        (
            "syntax.fl",
            "def f (xs: [n]i64) : [n]i64 =\n  map (\\x -> x +) xs\n",
            "syntax error",
        ),
        (
            "type.fl",
            "def f (bs: [n]bool) : bool =\n  fold (+) 0 bs\n",
            "type error",
        ),
        (
            "name.fl",
            "def f (xs: [n]i64) : [n]i64 =\n  map (\\x -> x + y) xs\n",
            "name error",
        ),
    ];
    for (name, text, kind) in cases {
        let f = d.write(name, text);
        for cmd in ["check", "run"] {
            let o = fuselab(&[cmd, &f, "--size", "n=3"][..if cmd == "check" { 2 } else { 4 }]);
            expect(&o, 2);
            let located = format!("{f}:2:");
            assert!(
                o.stderr.contains(&located) && o.stderr.contains(kind),
                "{name}:\n{}",
                o.stderr
            );
        }
    }
}

#[test]
fn usage_errors_exit_2() {
    let d = Dir::new();
    let f = d.write("p.fl", SCALE);
    for args in [
        vec!["run", &f, "--entry", "nope"],
        vec!["run", &f, "--backend", "gpu"],
        vec!["run", &f, "--seed", "-1"],
        vec!["check", &d.path("missing.fl")],
        vec!["frobnicate"],
        vec![],
    ] {
        let o = fuselab(&args);
        expect(&o, 2);
        assert!(!o.stderr.is_empty(), "{args:?}");
    }
    let o = fuselab(&["run", &f, "--entry", "nope"]);
    assert!(o.stderr.contains("scale, twice"), "{}", o.stderr);
}

#[test]
fn help_documents_every_command_and_the_exit_statuses() {
    let o = fuselab(&["--help"]);
    expect(&o, 0);
    for word in ["check", "run", "suite", "Exit statuses"] {
        assert!(o.stdout.contains(word), "{word}:\n{}", o.stdout);
    }
    let o = fuselab(&["run", "--help"]);
    expect(&o, 0);
    for flag in [
        "--entry",
        "--size",
        "--input",
        "--seed",
        "--out",
        "--save-inputs",
        "--backend",
        "reference",
    ] {
        assert!(o.stdout.contains(flag), "{flag}:\n{}", o.stdout);
    }
    let o = fuselab(&["suite", "--help"]);
    expect(&o, 0);
    assert!(
        o.stdout.contains("--scale") && o.stdout.contains("sizes:"),
        "{}",
        o.stdout
    );
}

#[test]
fn suite_prints_a_line_per_program_and_fails_if_any_failed() {
    let d = Dir::new();
    d.write("a_good.fl", format!("-- sizes: n=10\n{SCALE}"));
    d.write("b_noheader.fl", SCALE);
    d.write("c_divzero.fl", "-- sizes: n=10, m=2\ndef f (xs: [n]i64) (ys: [m]i64) : [n]i64 =\n  map (\\x -> x / 0) xs\n");
    d.write(
        "d_syntax.fl",
        "-- sizes: n=10\ndef f (xs: [n]i64) : [n]i64 = map (\\x -> x +) xs\n",
    );
    d.write("notes.txt", "not a program");
    let dir = d.0.path().display().to_string();
    let o = fuselab(&["suite", &dir, "--seed", "3"]);
    expect(&o, 1);
    let lines: Vec<&str> = o.stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{}", o.stdout);
    assert!(
        lines[0].starts_with("a_good") && lines[0].contains("n=10") && lines[0].contains(" ok "),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].contains("ys [10]i64") && lines[0].contains("s []i64"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].contains("FAILED") && lines[1].contains("sizes:"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].contains("FAILED") && lines[2].contains("division by zero"),
        "{}",
        lines[2]
    );
    assert!(lines[2].contains("m=2 n=10"), "{}", lines[2]);
    assert!(
        lines[3].contains("FAILED") && lines[3].contains("syntax error"),
        "{}",
        lines[3]
    );
    assert_eq!(lines[4], "suite: 4 programs, 1 ok, 3 failed");

    let o = fuselab(&["suite", &dir, "--scale", "0"]);
    expect(&o, 2);
}

#[test]
fn suite_runs_the_shipped_programs() {
    let dir = repo_root().join("experiments/programs");
    let o = fuselab(&["suite", &dir.display().to_string(), "--scale", "0.01"]);
    expect(&o, 0);
    let n = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "fl")
        })
        .count();
    assert_eq!(
        o.stdout.lines().filter(|l| l.contains(" ok ")).count(),
        n,
        "{}",
        o.stdout
    );
}

const NUMPY_CHECK: &str = r#"
import sys
import numpy as np
inp, out = sys.argv[1], sys.argv[2]
xs = np.load(inp + "/xs.npy")
assert xs.dtype == np.int64 and xs.shape == (8,), (xs.dtype, xs.shape)
assert (xs >= 0).all()
sum1 = xs.sum()
scn = np.cumsum(xs)
sum2 = scn.sum()
ys1 = xs // sum1
ys2 = xs // sum2
for name, want in (("ys1", ys1), ("ys2", ys2)):
    got = np.load(out + "/" + name + ".npy")
    assert got.dtype == np.int64, (name, got.dtype)
    assert np.array_equal(got, want), (name, got, want)
print("numpy agrees")
"#;

/// normalise2_expanded (its outputs are not all zero, unlike normalise2's on
/// small random inputs): xs = input + 1, ys1 = xs*n // sum1, ys2 = xs*n*n // sum2.
const NUMPY_CHECK_EXPANDED: &str = r#"
import sys
import numpy as np
inp, out = sys.argv[1], sys.argv[2]
xs = np.load(inp + "/input.npy") + 1
n = xs.shape[0]
sum1 = xs.sum()
sum2 = np.cumsum(xs).sum()
for name, want in (("ys1", (xs * n) // sum1), ("ys2", (xs * n * n) // sum2)):
    got = np.load(out + "/" + name + ".npy")
    assert np.array_equal(got, want), (name, got, want)
    assert want.any(), (name, "all zero")
print("numpy agrees")
"#;

/// Fails (never skips) when NumPy is missing, saying how to install it.
/// Runs a shipped program at size `n` with seed 1, then `script INPUTS OUTPUTS`.
fn agrees_with_numpy(program: &str, n: usize, script: &str) {
    require_numpy();
    let d = Dir::new();
    let program = repo_root().join(format!("experiments/programs/{program}.fl"));
    let (inp, out) = (d.path("I"), d.path("O"));
    let size = format!("n={n}");
    let o = fuselab(&[
        "run",
        &program.display().to_string(),
        "--size",
        &size,
        "--seed",
        "1",
        "--out",
        &out,
        "--save-inputs",
        &inp,
    ]);
    expect(&o, 0);
    let py = python()
        .args(["-c", script, &inp, &out])
        .output()
        .expect("python runs");
    assert!(
        py.status.success(),
        "NumPy disagrees:\n{}{}",
        String::from_utf8_lossy(&py.stdout),
        String::from_utf8_lossy(&py.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&py.stdout).trim(), "numpy agrees");
}

#[test]
fn normalise2_agrees_with_numpy() {
    agrees_with_numpy("normalise2", 8, NUMPY_CHECK);
}

#[test]
fn normalise2_expanded_agrees_with_numpy() {
    agrees_with_numpy("normalise2_expanded", 8, NUMPY_CHECK_EXPANDED);
}

/// Files that NumPy itself writes (big-endian, Fortran order, bool, f32) are
/// read correctly: the program copies them and NumPy compares the copies.
#[test]
fn npy_files_written_by_numpy_are_read() {
    require_numpy();
    let d = Dir::new();
    let f = d.write(
        "p.fl",
        "def f (a: [m][n]i64) (b: [k]i32) (c: [k]bool) (e: [m][n]f32) : ([m][n]i64, [k]i32, [k]bool, [m][n]f32) =\n  (map (\\x -> x) a, map (\\x -> x) b, map (\\x -> x) c, map (\\x -> x) e)\n",
    );
    let make = r#"
import sys
import numpy as np
d = sys.argv[1]
np.save(d + "/a.npy", np.asfortranarray(np.arange(6, dtype=np.int64).reshape(2, 3) - 3))
np.save(d + "/b.npy", np.array([7, -8, 2**31 - 1], dtype=">i4"))
np.save(d + "/c.npy", np.array([True, False, True]))
np.save(d + "/e.npy", np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3))
"#;
    let dir = d.0.path().display().to_string();
    let py = python()
        .args(["-c", make, &dir])
        .output()
        .expect("python runs");
    assert!(
        py.status.success(),
        "{}",
        String::from_utf8_lossy(&py.stderr)
    );
    let args: Vec<String> = ["a", "b", "c", "e"]
        .iter()
        .map(|p| format!("{p}={}", d.path(&format!("{p}.npy"))))
        .collect();
    let out = d.path("o");
    let mut cmd = vec!["run", &f, "--out", &out];
    for a in &args {
        cmd.extend(["--input", a.as_str()]);
    }
    let o = fuselab(&cmd);
    expect(&o, 0);
    let compare = r#"
import sys
import numpy as np
d = sys.argv[1]
for i, p in enumerate("abce"):
    want = np.load(d + "/" + p + ".npy")
    got = np.load(d + "/o/result_" + str(i) + ".npy")
    assert got.shape == want.shape and np.array_equal(got, want), (p, got, want)
print("same")
"#;
    let py = python()
        .args(["-c", compare, &dir])
        .output()
        .expect("python runs");
    assert!(
        py.status.success(),
        "{}{}",
        String::from_utf8_lossy(&py.stdout),
        String::from_utf8_lossy(&py.stderr)
    );
}

/// Output to a pipe that its reader has closed (`fuselab … | head -1`) is
/// dropped: no panic (exit 101), the command's own status stands.
#[test]
fn a_closed_output_pipe_is_no_panic() {
    use std::io::Read;
    use std::process::Stdio;
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/normalise2.fl");
    let mut child = Command::new(env!("CARGO_BIN_EXE_fuselab"))
        .args(["fuse", program.to_str().unwrap(), "--strategy", "none"])
        .args(["--emit", "loops"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
