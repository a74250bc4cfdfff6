//! `fuselab bench-ilp` end to end: the JSON report's structure, that the
//! ILP finds the same bytes with and without presolve, the table, and usage
//! errors. Nothing here judges a time.

mod common;

use common::expect;

fn count(v: &serde_json::Value, key: &str) -> u64 {
    v[key]
        .as_u64()
        .unwrap_or_else(|| panic!("`{key}` is not a count in {v}"))
}

#[test]
fn json_report_has_a_row_per_family_and_the_same_bytes_with_and_without_presolve() {
    let o = expect(
        &[
            "bench-ilp",
            "--nodes",
            "20",
            "--families",
            "chain,fan",
            "--reps",
            "1",
            "--format",
            "json",
        ],
        0,
    );
    let v: serde_json::Value =
        serde_json::from_str(&o.stdout).unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", o.stdout));
    assert!(count(&v, "cores") >= 1);
    assert_eq!(count(&v, "reps"), 1);
    assert!(v["time_limit_s"].as_f64().unwrap() > 0.0);
    let rows = v["rows"].as_array().expect("rows");
    let families: Vec<&str> = rows.iter().map(|r| r["family"].as_str().unwrap()).collect();
    assert_eq!(families, ["chain", "fan"]);
    for r in rows {
        assert_eq!(count(r, "requested_nodes"), 20);
        let nodes = count(r, "nodes");
        assert!((18..=22).contains(&nodes), "{nodes} nodes in {r}");
        for key in [
            "fusible_edges",
            "infusible_edges",
            "sibling_pairs",
            "candidate_pairs",
            "fixed_apart",
        ] {
            count(r, key);
        }
        assert!(count(r, "candidate_pairs") >= count(r, "fixed_apart"));
        assert!(r["presolve_ms"].as_f64().unwrap() >= 0.0);
        let with = &r["with_presolve"];
        let without = &r["without_presolve"];
        for s in [with, without] {
            assert_eq!(s["status"], "optimal", "{r}");
            assert!(s["ms"].as_f64().unwrap() >= 0.0);
            assert!(count(s, "variables") > 0, "{r}");
            assert!(count(s, "constraints") > 0, "{r}");
            assert!(count(s, "models") >= 1, "{r}");
            count(s, "components");
            assert!(count(s, "clusters") >= 1);
            assert!(s["bytes"].as_i64().unwrap() > 0);
        }
        assert_eq!(with["bytes"], without["bytes"], "{r}");
        assert_eq!(r["same_objective"], true, "{r}");
        assert!(r["ratio"].as_f64().unwrap() > 0.0);
    }
    // The fan has more sibling pairs than the chain.
    assert!(count(&rows[1], "sibling_pairs") > count(&rows[0], "sibling_pairs"));
}

#[test]
fn the_table_has_a_header_line_and_a_row_per_measurement() {
    let o = expect(
        &[
            "bench-ilp",
            "--nodes",
            "8,12",
            "--families",
            "diamond",
            "--reps",
            "1",
            "--no-baseline",
        ],
        0,
    );
    let lines: Vec<&str> = o.stdout.lines().collect();
    assert!(lines[0].contains("cores"), "{}", o.stdout);
    assert!(lines[1].starts_with("family"), "{}", o.stdout);
    assert!(!lines[1].contains("no-presolve"), "{}", o.stdout);
    let rows: Vec<&&str> = lines.iter().filter(|l| l.starts_with("diamond")).collect();
    assert_eq!(rows.len(), 2, "{}", o.stdout);
}

#[test]
fn bad_flag_values_are_usage_errors() {
    for args in [
        &["bench-ilp", "--nodes", "0"][..],
        &["bench-ilp", "--nodes", "ten"],
        &["bench-ilp", "--families", "tree"],
        &["bench-ilp", "--reps", "0"],
        &["bench-ilp", "--time-limit", "-1"],
        &["bench-ilp", "--time-limit", "0"],
        &["bench-ilp", "--format", "csv"],
    ] {
        let o = expect(args, 2);
        assert!(o.stderr.contains("error"), "{args:?}: {}", o.stderr);
    }
}
