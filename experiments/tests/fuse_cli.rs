//! `fuselab fuse` and `fuselab compare` end to end: the cost table (text and
//! JSON) on van Balen's normalise2 examples, the Graphviz output rendered by
//! `dot` (installed by `make test`), the metrics file, and the errors.

mod common;

use common::{assert_says, expect, fuselab, program, Out};

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Runs `fuselab fuse FILE --strategy STRATEGY EXTRA...` and expects exit
/// status `code`.
fn fuse(file: &str, strategy: &str, extra: &[&str], code: i32) -> Out {
    expect(
        &[&["fuse", file, "--strategy", strategy], extra].concat(),
        code,
    )
}

/// Runs `fuselab compare FILE EXTRA...` and expects exit status `code`.
fn compare(file: &str, extra: &[&str], code: i32) -> Out {
    expect(&[&["compare", file], extra].concat(), code)
}

/// The `cluster` pass's figures in the metrics file at `path`.
fn cluster_figures(path: &std::path::Path) -> serde_json::Value {
    let metrics: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let cluster = metrics["passes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "cluster")
        .unwrap();
    cluster["figures"].clone()
}

/// One strategy's figures: loops, reads, writes, duplication, bytes.
type Figures = (usize, String, String, String, i128);

/// `compare`'s columns (table headers and JSON keys), in table order.
const COLUMNS: [&str; 6] = [
    "strategy",
    "loops",
    "reads",
    "writes",
    "duplication",
    "bytes",
];

/// Parses `compare`'s table, checking that every column starts where its
/// header does.
fn parse_table(stdout: &str) -> BTreeMap<String, Figures> {
    let lines: Vec<&str> = stdout.lines().collect();
    let h = lines
        .iter()
        .position(|l| l.starts_with("strategy"))
        .unwrap_or_else(|| panic!("no header line in\n{stdout}"));
    let header = lines[h];
    let columns = COLUMNS;
    let measured = header.contains("measured reads");
    let mut rows = BTreeMap::new();
    // The rows end at the note under the table.
    for line in lines[h + 1..]
        .iter()
        .take_while(|l| !l.starts_with('(') && !l.starts_with("measured:"))
    {
        let cells: Vec<&str> = line
            .split("  ")
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .collect();
        let expected = columns.len() + if measured { 2 } else { 0 };
        assert_eq!(cells.len(), expected, "row `{line}` of\n{stdout}");
        // Text columns start under their header; numbers end under theirs.
        for (cell, col) in cells.iter().zip(columns) {
            let at = header.find(col).unwrap();
            let aligned = if matches!(col, "loops" | "bytes") {
                line[..at + col.len()].ends_with(cell)
            } else {
                line[at..].starts_with(cell)
            };
            assert!(aligned, "`{cell}` is not aligned with `{col}`:\n{stdout}");
        }
        rows.insert(
            cells[0].to_string(),
            (
                cells[1].parse().unwrap(),
                cells[2].to_string(),
                cells[3].to_string(),
                cells[4].to_string(),
                cells[5].parse().unwrap(),
            ),
        );
    }
    rows
}

fn parse_json(stdout: &str) -> Vec<(String, Figures)> {
    let v: serde_json::Value = serde_json::from_str(stdout)
        .unwrap_or_else(|e| panic!("compare --format json is not JSON ({e}):\n{stdout}"));
    let rows = v.as_array().expect("a JSON array");
    rows.iter()
        .map(|r| {
            let keys: Vec<&str> = r.as_object().unwrap().keys().map(|k| k.as_str()).collect();
            let mut sorted = COLUMNS.to_vec();
            sorted.sort();
            let mut keys: Vec<&str> = keys
                .into_iter()
                .filter(|k| !k.starts_with("measured_"))
                .collect();
            keys.sort();
            assert_eq!(keys, sorted);
            let s = |k: &str| r[k].as_str().unwrap().to_string();
            (
                s("strategy"),
                (
                    r["loops"].as_u64().unwrap() as usize,
                    s("reads"),
                    s("writes"),
                    s("duplication"),
                    i128::from(r["bytes"].as_i64().unwrap()),
                ),
            )
        })
        .collect()
}

/// `a*n + b` at `n`, for the linear polynomials of these programs.
fn eval_linear(p: &str, n: i128) -> i128 {
    let (a, b) = p
        .split_once("n + ")
        .unwrap_or_else(|| panic!("`{p}` is not `an + b`"));
    let a: i128 = if a.is_empty() { 1 } else { a.parse().unwrap() };
    a * n + b.parse::<i128>().unwrap()
}

/// Fig. 12 of van Balen (2020): unfused and vertically fused figures.
const NORMALISE2: [(&str, &str, usize, &str, &str); 4] = [
    ("normalise2.fl", "none", 5, "5n + 2", "3n + 2"),
    ("normalise2.fl", "vertical", 4, "4n + 2", "2n + 2"),
    ("normalise2_expanded.fl", "none", 6, "6n + 2", "4n + 2"),
    ("normalise2_expanded.fl", "vertical", 5, "5n + 2", "3n + 2"),
];

#[test]
fn compare_table_gives_van_balens_figures() {
    for (file, strategy, loops, reads, writes) in NORMALISE2 {
        let o = compare(&program(file), &[], 0);
        assert!(
            o.stdout.contains("n = 1048576 (default)") && o.stdout.contains("2^20"),
            "the header should give the default size:\n{}",
            o.stdout
        );
        let rows = parse_table(&o.stdout);
        let names: Vec<&str> = rows.keys().map(|k| k.as_str()).collect();
        for s in ["none", "delayed", "vertical", "greedy"] {
            assert!(names.contains(&s), "{s} missing from\n{}", o.stdout);
        }
        let (l, r, w, d, bytes) = &rows[strategy];
        assert_eq!(
            (*l, r.as_str(), w.as_str(), d.as_str()),
            (loops, reads, writes, "0"),
            "{file} {strategy}:\n{}",
            o.stdout
        );
        // Every array holds i64s: 8 bytes per element moved.
        let n = 1 << 20;
        assert_eq!(*bytes, 8 * (eval_linear(r, n) + eval_linear(w, n)));
    }
}

#[test]
fn compare_json_gives_the_same_figures_at_the_given_sizes() {
    for (file, strategy, loops, reads, writes) in NORMALISE2 {
        let o = compare(
            &program(file),
            &[
                "--format",
                "json",
                "--size",
                "n=1000",
                "--strategies",
                "vertical,none",
            ],
            0,
        );
        let rows = parse_json(&o.stdout);
        let order: Vec<&str> = rows.iter().map(|(s, _)| s.as_str()).collect();
        assert_eq!(order, ["vertical", "none"], "the order asked for");
        let (_, (l, r, w, d, bytes)) = rows.iter().find(|(s, _)| s == strategy).unwrap();
        assert_eq!(
            (*l, r.as_str(), w.as_str(), d.as_str()),
            (loops, reads, writes, "0"),
            "{file} {strategy}"
        );
        assert_eq!(*bytes, 8 * (eval_linear(r, 1000) + eval_linear(w, 1000)));
    }
}

/// `dot -Tsvg` of `text`; fails the test when Graphviz is missing.
fn svg(text: &str) -> String {
    let child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => panic!(
            "cannot run Graphviz's `dot` ({e}): run `make test`, which installs it \
             (scripts/setup.sh)"
        ),
    };
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "dot refused the output:\n{}\n{text}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn dot_output_draws_one_box_per_cluster() {
    let file = program("normalise2.fl");
    for (strategy, clusters) in [("greedy", 2), ("none", 5), ("vertical", 4)] {
        let listed = fuse(&file, strategy, &[], 0);
        let lines = listed
            .stdout
            .lines()
            .filter(|l| l.starts_with('c') && l.contains(": "))
            .filter(|l| !l.starts_with("cost"))
            .count();
        assert_eq!(lines, clusters, "{strategy}:\n{}", listed.stdout);
        let o = fuse(&file, strategy, &["--emit", "dot"], 0);
        let picture = svg(&o.stdout);
        assert_eq!(
            picture.matches("class=\"cluster\"").count(),
            clusters,
            "{strategy}:\n{}",
            o.stdout
        );
        // Every node is drawn once; the `the` reads are dashed.
        for label in ["sum1", "scn", "sum2", "ys1", "ys2"] {
            let node = format!("label=\"{label}\\n");
            assert_eq!(o.stdout.matches(&node).count(), 1, "{label}:\n{}", o.stdout);
        }
        assert_eq!(o.stdout.matches("style=dashed").count(), 2, "{}", o.stdout);
    }
}

#[test]
fn clusters_and_trees_show_the_fusion() {
    let file = program("normalise2.fl");
    let o = fuse(&file, "greedy", &[], 0);
    let mut labels: Vec<&str> = o
        .stdout
        .lines()
        .filter(|l| l.starts_with('c') && !l.starts_with("cost"))
        .flat_map(|l| {
            let (_, rest) = l.split_once(": ").unwrap();
            let (nodes, notes) = rest.split_once("  (").unwrap();
            assert!(notes.starts_with("forward"), "{l}");
            nodes.split(", ").collect::<Vec<_>>()
        })
        .collect();
    labels.sort();
    assert_eq!(
        labels,
        ["scn", "sum1", "sum2", "ys1", "ys2"],
        "{}",
        o.stdout
    );
    assert_says(&o.stdout, "cost: 2 loops, reads 2n + 2, writes 2n + 2");

    // Recomputed nodes are listed, views marked (they duplicate no work).
    let o = fuse(&program("flip_transpose.fl"), "ilp", &[], 0);
    assert_says(&o.stdout, "c0: b, f, t, c  (forward; recomputed: b, f)");
    let o = fuse(&program("nbody.fl"), "ilp", &[], 0);
    assert_says(&o.stdout, "recomputed: xj (view), yj (view)");
    // A reshape stored alone is an alias of its operand: no loop.
    let o = fuse(&program("reshape_scan.fl"), "none", &[], 0);
    assert_says(&o.stdout, "c3: r  (alias of s: no loop)");
    assert_says(&o.stdout, "cost: 2 loops");
    let o = fuse(&program("reshape_scan.fl"), "ilp", &["--emit", "loops"], 0);
    assert_says(&o.stdout, "r := alias s as [");
    // A transpose that no consumer may fuse with is written through: it
    // runs in its operand's loop, here the scan's, and stores transposed.
    let o = fuse(&program("transpose_scan.fl"), "ilp", &[], 0);
    assert_says(&o.stdout, "c0: b, s, t  (forward; written through: t)");
    let o = fuse(
        &program("transpose_scan.fl"),
        "ilp",
        &["--emit", "loops"],
        0,
    );
    assert_says(&o.stdout, "t[j, i] = ");

    let o = fuse(&file, "vertical", &["--emit", "tree"], 0);
    assert!(
        o.stdout.contains("Vertical(scn, sum2)"),
        "the scan streams into its fold:\n{}",
        o.stdout
    );
    assert_says(&o.stdout, "cost: 4 loops");

    let o = fuse(&file, "none", &["--emit", "graph"], 0);
    let has = |needle: &str| {
        assert!(
            o.stdout.lines().any(|l| {
                let words: Vec<&str> = l.split_whitespace().collect();
                words.join(" ").contains(needle)
            }),
            "no `{needle}` in\n{}",
            o.stdout
        )
    };
    has("scn -> sum2 scn fusible");
    has("sum1 -> ys1 sum1 fusion-preventing (array read in a lambda)");
    has("sum2 -> ys2 sum2 fusion-preventing (array read in a lambda)");
    has("scanl1 xs - scn: [n]i64");
    has("top xs: [n]i64 ys1, ys2");
    assert_says(&o.stdout, "siblings:");
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

#[test]
fn metrics_file_has_one_record_per_pass() {
    let dir = temp_dir();
    let path: PathBuf = dir.path().join("m.json");
    let p = path.display().to_string();
    let file = program("normalise2_expanded.fl");
    fuse(&file, "greedy", &["--metrics", &p, "--size", "n=5000"], 0);
    let text = std::fs::read_to_string(&path).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["schema_version"], 1);
    assert_eq!(v["strategy"], "greedy");
    assert_eq!(v["entry"], "normalise2_expanded");
    assert_eq!(v["sizes"]["n"], 5000);
    let passes: Vec<&str> = v["passes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        passes,
        [
            "simplify",
            "label",
            "views",
            "deps",
            "cluster",
            "check",
            "trees",
            "cost",
            "lower",
            // The CPU's loop rewrites, passes like the others.
            "element_loops",
            "untuple",
            "delinearise",
            "interchange",
            "renest",
            "divisors",
            "cse"
        ]
    );
    for p in v["passes"].as_array().unwrap() {
        for key in ["micros", "input_size", "output_size"] {
            assert!(p[key].is_u64(), "{key} of {p}");
        }
        assert!(p["figures"]["verify_micros"].is_u64(), "{p}");
    }
    for p in &v["passes"].as_array().unwrap()[9..] {
        assert!(p["figures"]["rewrites"].is_u64(), "{p}");
        assert_eq!(p["figures"]["size_unit"], "loop statements", "{p}");
    }
    let m = reports::Metrics::from_json(&text).unwrap();
    let cost = m.cost.clone().unwrap();
    assert_eq!(m.pass("label").unwrap().output_size, 6, "six operations");
    assert_eq!(m.pass("cluster").unwrap().output_size, cost_clusters(&file));
    // One loop nest per cluster.
    let lower = m.pass("lower").unwrap();
    assert_eq!(lower.output_size, cost_clusters(&file));
    assert!(
        lower.figures["fusion_steps"].as_u64().unwrap() > 0,
        "{lower:?}"
    );
    let n = 5000;
    assert_eq!(
        cost.bytes,
        Some(8 * (eval_linear(&cost.reads, n) + eval_linear(&cost.writes, n)))
    );
    // No temporary file is left beside it.
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(left.len(), 1);

    // The check pass lists the aliases: a reshape alone shares its operand.
    fuse(&program("reshape_scan.fl"), "none", &["--metrics", &p], 0);
    let m = reports::Metrics::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let check = m.pass("check").unwrap();
    assert_eq!(
        check.figures["aliases"],
        serde_json::json!(["flat (alias of b)", "r (alias of s)"])
    );
    assert_eq!(check.figures["written_through"], serde_json::json!([]));
    // And the transposes written through.
    fuse(&program("transpose_scan.fl"), "ilp", &["--metrics", &p], 0);
    let m = reports::Metrics::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let check = m.pass("check").unwrap();
    assert_eq!(check.figures["written_through"], serde_json::json!(["t"]));

    // Without the simplifier there is one record fewer.
    fuse(&file, "none", &["--no-simplify", "--metrics", &p], 0);
    let m = reports::Metrics::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(m.passes.len(), 15);
    assert!(m.pass("simplify").is_none());
}

/// `--emit loops` shows the program `lower` made, or with `--after` the
/// program after any of the loop rewrites; a name that is no pass, or
/// `--after` without `--emit loops`, is a usage error naming the passes.
#[test]
fn emit_loops_after_a_rewrite_shows_that_rewrites_program() {
    let file = program("gather_indices.fl");
    let lowered = fuse(&file, "ilp", &["--emit", "loops"], 0).stdout;
    let after_lower = fuse(&file, "ilp", &["--emit", "loops", "--after", "lower"], 0).stdout;
    assert_eq!(lowered, after_lower);
    // gather_indices' nest divides by an extent: `divisors` names it
    // before the loops, so its program differs from the one before it.
    let renested = fuse(&file, "ilp", &["--emit", "loops", "--after", "renest"], 0).stdout;
    let named = fuse(&file, "ilp", &["--emit", "loops", "--after", "divisors"], 0).stdout;
    assert_ne!(named, renested, "divisors changed nothing:\n{named}");
    let bad = fuse(&file, "ilp", &["--emit", "loops", "--after", "bogus"], 2);
    assert_says(&bad.stderr, "--after bogus: no such pass");
    assert_says(
        &bad.stderr,
        "element_loops, untuple, delinearise, interchange, renest, divisors",
    );
    let bad = fuse(&file, "ilp", &["--after", "renest"], 2);
    assert_says(&bad.stderr, "--after applies to --emit loops");
}

/// The number of cluster lines `fuse --strategy greedy` prints.
fn cost_clusters(file: &str) -> usize {
    let o = fuse(file, "greedy", &[], 0);
    o.stdout
        .lines()
        .filter(|l| l.starts_with('c') && !l.starts_with("cost"))
        .count()
}

#[test]
fn usage_errors_exit_2_and_say_what_is_valid() {
    let file = program("normalise2.fl");
    let o = fuse(&file, "fastest", &[], 2);
    assert_says(&o.stderr, "none, delayed, vertical, greedy");
    let o = compare(&file, &["--strategies", "none,fastest"], 2);
    assert_says(&o.stderr, "fastest");
    assert_says(&o.stderr, "none, delayed, vertical, greedy");
    let o = compare(&file, &["--size", "m=3"], 2);
    assert_says(
        &o.stderr,
        "`normalise2` has no size named `m` (its sizes: n)",
    );
    let o = fuse(&file, "none", &["--entry", "main"], 2);
    assert_says(&o.stderr, "no definition named `main`");
    expect(&["fuse", &file], 2);

    let dir = temp_dir();
    let bad = dir.path().join("bad.fl");
    std::fs::write(
        &bad,
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> x + 1.5) xs\n",
    )
    .unwrap();
    let o = compare(&bad.display().to_string(), &[], 2);
    assert_says(&o.stderr, "bad.fl:1:");
}

#[test]
fn compare_shows_the_ilp_optimum_and_greedy_trap() {
    // van Balen's Fig. 12, "Optimal" column.
    for (file, reads, writes) in [
        ("normalise2.fl", "2n + 2", "2n + 2"),
        ("normalise2_expanded.fl", "2n + 2", "3n + 2"),
    ] {
        let o = compare(
            &program(file),
            &["--strategies", "none,vertical,greedy,ilp"],
            0,
        );
        let rows = parse_table(&o.stdout);
        let (l, r, w, _, _) = &rows["ilp"];
        assert_eq!(
            (*l, r.as_str(), w.as_str()),
            (2, reads, writes),
            "{file}:\n{}",
            o.stdout
        );
    }
    let o = fuse(&program("normalise2.fl"), "ilp", &[], 0);
    assert_says(&o.stdout, "c0: sum1, scn, sum2");
    assert_says(&o.stdout, "c1: ys1, ys2");
    let expanded = program("normalise2_expanded.fl");
    let o = fuse(&expanded, "ilp", &["--emit", "tree"], 0);
    assert_says(&o.stdout, "Diagonal(xs, ");
    // greedy moves at least twice the ILP's bytes on greedy_trap.
    let o = compare(
        &program("greedy_trap.fl"),
        &["--strategies", "greedy,ilp", "--format", "json"],
        0,
    );
    let rows = parse_json(&o.stdout);
    let bytes = |s: &str| rows.iter().find(|(n, _)| n == s).map(|(_, f)| f.4).unwrap();
    assert!(bytes("greedy") >= 2 * bytes("ilp"), "{}", o.stdout);
}

#[test]
fn ilp_options_are_checked_and_recorded() {
    let file = program("normalise2.fl");
    let o = fuse(&file, "ilp", &["--objective", "speed"], 2);
    assert_says(&o.stderr, "traffic");
    let o = fuse(&file, "ilp", &["--ilp-time-limit=-1"], 2);
    assert_says(&o.stderr, "seconds");
    let o = fuse(&file, "ilp", &["--ilp-formulation", "pi"], 2);
    assert_says(&o.stderr, "cuts");
    let dir = temp_dir();
    let m = dir.path().join("m.json");
    fuse(
        &file,
        "ilp",
        &[
            "--objective",
            "intermediate-arrays",
            "--ilp-time-limit",
            "30",
            "--metrics",
            m.to_str().unwrap(),
        ],
        0,
    );
    let f = &cluster_figures(&m);
    assert_eq!(f["objective_kind"], "intermediate-arrays");
    assert_eq!(f["status"], "optimal");
    assert!(f["variables"].as_u64().unwrap() > 0 && f["constraints"].as_u64().unwrap() > 0);
    assert!(f["fallback"].is_null());
}

#[test]
fn an_ilp_time_out_keeps_the_incumbent_and_says_so() {
    let dir = temp_dir();
    let m = dir.path().join("m.json");
    // The thesis's formulation: HiGHS solves the default (`cuts`) model of
    // this small program in its presolve, before any limit can stop it.
    let o = fuse(
        &program("greedy_trap.fl"),
        "ilp",
        &[
            "--ilp-time-limit",
            "0",
            "--ilp-formulation",
            "order",
            "--metrics",
            m.to_str().unwrap(),
        ],
        0,
    );
    // The incumbent is the greedy warm start: valid, and reported as such.
    assert_says(&o.stdout, "cost: 2 loops");
    let f = &cluster_figures(&m);
    assert_eq!(f["status"], "time-limit", "{f}");
    assert!(
        f["fallback"].as_str().unwrap().contains("time-limit"),
        "{f}"
    );
    assert!(f["gap"].as_f64().unwrap() > 0.0, "{f}");
}

/// `compare` with every size given runs each strategy's loop nests and
/// shows the traffic it counted: it equals the formulas at those sizes.
#[test]
fn compare_measures_what_the_formulas_predict() {
    for file in ["normalise2.fl", "normalise2_expanded.fl"] {
        let o = compare(&program(file), &["--format", "json", "--size", "n=777"], 0);
        let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
        for r in v.as_array().unwrap() {
            let reads = eval_linear(r["reads"].as_str().unwrap(), 777);
            let writes = eval_linear(r["writes"].as_str().unwrap(), 777);
            assert_eq!(r["measured_reads"].as_i64().unwrap() as i128, reads, "{r}");
            assert_eq!(
                r["measured_writes"].as_i64().unwrap() as i128,
                writes,
                "{r}"
            );
        }
        let t = compare(&program(file), &["--size", "n=777"], 0);
        assert_says(&t.stdout, "measured reads");
        assert_eq!(parse_table(&t.stdout).len(), 5, "{}", t.stdout);
    }
}

/// `--emit loops` for normalise2 with `ilp`: two loop nests; the first reads
/// `xs` once per element and computes `sum1`, the scan and `sum2` together.
#[test]
fn emit_loops_shows_two_nests_for_normalise2() {
    let o = fuse(&program("normalise2.fl"), "ilp", &["--emit", "loops"], 0);
    let nests: Vec<&str> = o
        .stdout
        .split("\n\n")
        .filter(|b| !b.trim().is_empty())
        .collect();
    assert_eq!(nests.len(), 2, "{}", o.stdout);
    let first = nests[0];
    assert!(
        first.starts_with("-- c0: Horizontal(sum1, Vertical(scn, sum2))"),
        "{first}"
    );
    assert!(
        first.contains("-- reads {xs}, writes {sum1, sum2}"),
        "{first}"
    );
    assert_eq!(first.matches("for ").count(), 1, "{first}");
    assert_eq!(
        first.matches("= xs[i]").count(),
        1,
        "one load of xs:\n{first}"
    );
    for acc in ["acc_sum1", "acc_scn", "acc_sum2"] {
        assert!(
            first.contains(&format!("  {acc}")),
            "{acc} updated in the loop:\n{first}"
        );
    }
    assert!(nests[1].contains("Horizontal(ys1, ys2)"), "{}", nests[1]);
    // Unfused: five nests.
    let o = fuse(&program("normalise2.fl"), "none", &["--emit", "loops"], 0);
    assert_eq!(o.stdout.matches("-- c").count(), 5, "{}", o.stdout);
}

/// `run --backend interp` gives the reference interpreter's outputs under
/// every strategy and reports the traffic it counted; `--strategy` without
/// it is a usage error.
#[test]
fn run_with_the_loop_interpreter_matches_the_reference() {
    let file = program("softmax_rows.fl");
    let sized = ["run", &file, "--size", "m=9", "--size", "n=31"];
    let seeded = [&sized[..], &["--seed", "3"]].concat();
    let reference = expect(&seeded, 0);
    for s in ["none", "delayed", "vertical", "greedy", "ilp"] {
        let o = expect(
            &[&seeded[..], &["--backend", "interp", "--strategy", s]].concat(),
            0,
        );
        assert_eq!(o.stdout, reference.stdout, "{s}");
        assert!(
            o.stderr.contains(&format!("loop IR ({s}):")) && o.stderr.contains("cost model"),
            "{}",
            o.stderr
        );
    }
    let o = expect(&[&sized[..], &["--strategy", "ilp"]].concat(), 2);
    assert_says(&o.stderr, "--backend interp");
}

/// The reproducer of issue 48: a dense matrix multiply through views.
const MATMUL_VIEWS: &str = testkit::examples::MATMUL_VIEWS;

/// Regression (issue 48): at the default sizes (2^20) `ilp` answered 3
/// loops and 18446788054174662656 bytes, `delayed` and `exhaustive` 1 loop
/// and 18446752869802573824, while the metrics said `optimal`, gap 0, and
/// an `objective` below `lower_bound_bytes` (two figures in two units).
#[test]
fn ilp_on_a_matmul_through_views_moves_the_least_bytes_and_says_so_in_bytes() {
    let dir = temp_dir();
    let file = dir.path().join("matmul.fl");
    std::fs::write(&file, MATMUL_VIEWS).unwrap();
    let file = file.display().to_string();
    let o = compare(
        &file,
        &["--strategies", "delayed,ilp,exhaustive", "--no-measure"],
        0,
    );
    let rows = parse_table(&o.stdout);
    let bytes = |s: &str| rows[s].4;
    assert!(bytes("ilp") <= bytes("delayed"), "{}", o.stdout);
    assert_eq!(bytes("ilp"), bytes("exhaustive"), "{}", o.stdout);
    assert_eq!(rows["ilp"].0, 1, "{}", o.stdout);
    let m = dir.path().join("m.json");
    fuse(&file, "ilp", &["--metrics", m.to_str().unwrap()], 0);
    let f = &cluster_figures(&m);
    let objective = f["objective"].as_f64().unwrap();
    let lower = f["lower_bound_bytes"].as_f64().unwrap();
    assert!(lower <= objective, "{f}");
    // One unit: the objective is the answer's bytes (as a JSON float,
    // within its last digit).
    let answer = bytes("ilp") as f64;
    assert!((objective / answer - 1.0).abs() < 1e-12, "{f}");
    assert_eq!(f["status"], "optimal", "{f}");
}

/// Regression (issue 48): at sizes near 2^62 building backprop's model
/// panicked inside good_lp ("HiGHS error while building model", exit 101).
/// Its bytes are beyond the ILP's figures: `ilp` falls back, and says so.
#[test]
fn ilp_at_sizes_near_2_62_falls_back_instead_of_panicking() {
    let dir = temp_dir();
    let m = dir.path().join("m.json");
    let huge = "4611686018427387904";
    let sizes = ["n", "h", "o"].map(|n| format!("{n}={huge}"));
    let o = fuselab(&[
        "fuse",
        &program("backprop.fl"),
        "--strategy",
        "ilp",
        "--size",
        &sizes[0],
        "--size",
        &sizes[1],
        "--size",
        &sizes[2],
        "--metrics",
        m.to_str().unwrap(),
    ]);
    assert_ne!(o.code, 101, "{}\n{}", o.stdout, o.stderr);
    if o.code == 0 {
        let f = &cluster_figures(&m);
        let fallback = f["fallback"].as_str().unwrap_or_else(|| panic!("{f}"));
        assert!(fallback.contains("cannot represent"), "{f}");
    }
}
