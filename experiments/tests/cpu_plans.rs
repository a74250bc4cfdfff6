//! The CPU's parallel plans keep the sequential meaning: a `fold1` run as a
//! chained scan over several blocks, and a `fold` whose `z` is not its
//! operator's neutral element run in chunks or beside a chained scan, print
//! what the reference interpreter prints, under every strategy.

mod common;

use common::{expect, STRATEGIES};

fn write(dir: &tempfile::TempDir, text: &str) -> String {
    let path = dir.path().join("p.fl");
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// `fuselab run` of `text` at `size` prints the reference's results on the
/// CPU under every strategy on 2 threads (and on 4 where `four`), and in
/// the loop-IR interpreter.
fn cpu_as_reference(text: &str, size: &str, four: bool) {
    let dir = tempfile::tempdir().unwrap();
    let p = write(&dir, text);
    let base = ["run", &p, "--size", size, "--seed", "5"];
    let want = expect(&base, 0).stdout;
    let threads: &[&str] = if four { &["2", "4"] } else { &["2"] };
    for s in STRATEGIES {
        for t in threads {
            let mut args = base.to_vec();
            args.extend(["--backend", "cpu", "--strategy", s, "--threads", t]);
            let got = expect(&args, 0).stdout;
            assert_eq!(got, want, "{s} on {t} threads:\n{text}");
        }
    }
}

#[test]
fn fold1_as_a_chained_scan_is_not_empty() {
    // Issue 12, defect 1: at n >= 2 blocks of 2^15 the fold1 ran as a chained
    // scan, and what follows the loop saw the `started` flag unset.
    for op in ["max", "min", "(+)", "(*)", "(^)"] {
        let text = format!("def f1 (xs: [n]i64) : i64 =\n  let a = fold1 {op} xs\n  in a\n");
        cpu_as_reference(&text, "n=65536", false);
    }
    cpu_as_reference(
        "def f (xs: [n]f64) : (f64, [n]f64) =\n  let a = fold1 max xs\n  \
         let b = scanl1 (+) xs\n  in (a, b)\n",
        "n=70000",
        false,
    );
}

#[test]
fn a_fold_whose_z_is_not_neutral_folds_it_in_once() {
    // Issue 12, defect 7 and mismatch-text-004183/005023/006638/006733: the
    // CPU's chunks and chained-scan blocks each started from z.
    let fz = "def fz (xs: [n]i64) : (i64, [n+1]i64, [n+1]i64) =\n  let a = fold (+) 5 xs\n  \
              let b = scanl (+) 7 xs\n  let c = scanr max 50 xs\n  in (a, b, c)\n";
    cpu_as_reference(fz, "n=140000", false);
    cpu_as_reference(fz, "n=7", true);
    cpu_as_reference(
        "def s (xs: [n]i64) : i64 =\n  let squares = map (\\x -> x * x) xs\n  \
         in fold (+) 2147483647 squares\n",
        "n=5",
        true,
    );
    cpu_as_reference(
        "def v (xs: [n]f64) : f64 =\n  let total = fold (+) 1.0e0 xs\n  \
         in unit (the total / f64 (max n 1))\n",
        "n=7",
        true,
    );
    cpu_as_reference(
        "def c (bs: [n]bool) : i64 = fold (+) 7 (map (\\b -> i64 b) bs)\n",
        "n=7",
        true,
    );
    // A scan and a fold in one nest (a chained scan with a fold beside it).
    cpu_as_reference(
        "def sf (xs: [n]i64) : ([n+1]i64, i64) =\n  let b = scanl (+) 7 xs\n  \
         let a = fold (+) 5 xs\n  in (b, a)\n",
        "n=140000",
        false,
    );
}
