//! Deep nesting through the `fuselab` binary (issue 12): past the nesting
//! limit `check` and `run` stop with a located error (exit 2), never a stack
//! overflow; at the limit, programs check and run on every backend and
//! strategy where that is cheap.

mod common;

use common::expect;
use ir::MAX_NESTING;

use deep::program;
use testkit::stress as deep;

/// Writes `text` to a temporary `deep.fl`; returns the folder and the path.
fn write(text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("deep.fl");
    std::fs::write(&path, text).expect("write the program");
    (dir, path.display().to_string())
}

fn too_deep(args: &[&str]) {
    let o = expect(args, 2);
    assert!(
        o.stderr.contains("nested too deeply"),
        "{args:?}: {}",
        o.stderr
    );
    assert!(o.stderr.contains("deep.fl:"), "{args:?}: {}", o.stderr);
}

#[test]
fn past_the_limit_check_and_run_stop_with_a_located_error() {
    // The fuzzer's cases: 5,000-term chains, 5,000 chained lets, 10,000
    // parentheses, 2,600 chained defs, parentheses in patterns and types.
    for (c, k) in [
        ("plus_chain", 5_000),
        ("and_chain", 4_500),
        ("scalar_lets", 5_000),
        ("parens", 10_000),
        ("projections", 8_000),
        ("index_nesting", 50_000),
        ("pattern_parens", 30_000),
        ("type_parens", 30_000),
        ("elem_parens", 30_000),
        ("array_lets", 5_100),
        ("defs", 2_600),
    ] {
        let (_d, f) = write(&program(c, k));
        too_deep(&["check", &f]);
        if matches!(c, "scalar_lets" | "array_lets" | "defs") {
            too_deep(&run_at_3(&f, "cpu", "none"));
            too_deep(&["fuse", &f, "--strategy", "none"]);
        }
    }
}

/// The arguments that run `f` at `n = 3` on `backend` with `strategy`.
fn run_at_3<'a>(f: &'a str, backend: &'a str, strategy: &'a str) -> [&'a str; 8] {
    [
        "run",
        f,
        "--size",
        "n=3",
        "--backend",
        backend,
        "--strategy",
        strategy,
    ]
}

/// Runs `f` with every strategy on the loop-IR interpreter and with `none`
/// on the CPU; each prints the same result line.
fn runs_everywhere(f: &str, strategies: &[&str]) {
    let mut lines = Vec::new();
    for s in strategies {
        let o = expect(&run_at_3(f, "interp", s), 0);
        lines.push(o.stdout);
    }
    let o = expect(&run_at_3(f, "cpu", "none"), 0);
    lines.push(o.stdout);
    let o = expect(&["run", f, "--size", "n=3"], 0);
    lines.push(o.stdout);
    assert!(lines.windows(2).all(|w| w[0] == w[1]), "{lines:?}");
}

#[test]
fn at_the_limit_programs_check_and_run() {
    let all = ["none", "delayed", "vertical", "greedy", "ilp"];
    for (c, k) in [
        ("parens", MAX_NESTING - 8),
        ("scalar_lets", MAX_NESTING - 8),
        ("ifs", MAX_NESTING - 8),
        ("negations", MAX_NESTING - 8),
        ("pattern_parens", MAX_NESTING - 8),
        ("defs", (MAX_NESTING - 8) / 2),
    ] {
        let (_d, f) = write(&program(c, k));
        expect(&["check", &f], 0);
        runs_everywhere(&f, &all);
    }
    // A chain of 2,040 array lets: `none` on the interpreter only, to keep
    // this debug-built test short (fusing it takes seconds per strategy;
    // `a_long_chain_of_maps_fuses_under_every_strategy` runs them all on a
    // chain of 500).
    let (_d, deep) = write(&program("array_lets", MAX_NESTING - 8));
    expect(&["check", &deep], 0);
    expect(
        &[
            "run",
            &deep,
            "--size",
            "n=3",
            "--backend",
            "interp",
            "--strategy",
            "none",
        ],
        0,
    );
}

/// Wide tuples (5,000 fields) run on the CPU backend as on the reference:
/// a projection, a pattern and a whole copy. Before, a tuple was one LLVM
/// aggregate and a nest with thousands of buffers went through O3's alias
/// checks and the instruction scheduler, each quadratic: minutes and
/// gigabytes (crash-deep-021843, slow_tuple_wide_5000).
#[test]
fn wide_tuples_compile_on_the_cpu() {
    for c in ["wide_projection", "wide_pattern", "wide_copy"] {
        let (_d, f) = write(&program(c, 5_000));
        let args = ["run", &f, "--size", "n=3", "--backend", "cpu"];
        let cpu = expect(&[&args[..], &["--strategy", "none"]].concat(), 0);
        let reference = expect(&["run", &f, "--size", "n=3"], 0);
        assert_eq!(cpu.stdout, reference.stdout, "{c}");
    }
}

/// A chain of 500 array lets fuses under every strategy and runs as on the
/// reference (timeout-deep-021756: a chain of 1,000 took minutes to fuse,
/// because each trial merge re-checked and re-costed the whole program).
#[test]
fn a_long_chain_of_maps_fuses_under_every_strategy() {
    let (_d, f) = write(&program("array_lets", 500));
    runs_everywhere(&f, &["none", "delayed", "vertical", "greedy", "ilp"]);
}
