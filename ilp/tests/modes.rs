//! Write modes chosen per clustering (`ilp`'s `modes`): a `transpose` (or
//! a reversal) of a scan's result that a consumer may fuse with is gathered
//! by the rule, so the scan's loop cannot hold it; written through, it
//! joins the scan's loop and no consumer shares its own. The optimal
//! strategies solve both and keep the cheaper, and agree with exhaustive
//! search over both.

use ilp::{exhaustive_in_modes, optimal, Options, Weights};
use ir::cluster::check;
use ir::cost::cost;
use testkit::testgen::{graph_of, random_graph};

const SIZE: i64 = 500;

fn no_size(_: &str) -> Option<i64> {
    None
}

/// The bytes of the ILP's answer, under its modes, and whether it wrote
/// more nodes through than the rule.
fn solved(g: &ir::graph::LabelledGraph, deps: &ir::deps::DepGraph) -> (i128, bool) {
    let out = optimal(g, deps, &no_size, SIZE, &Options::default(), None).unwrap();
    assert_eq!(out.stats.solve.status, "optimal");
    let modes = out.deps(deps);
    let s = check(g, modes, &out.clustering).expect("valid under its modes");
    let bytes = cost(g, modes, &out.clustering, &s)
        .bytes(g, &no_size, SIZE)
        .unwrap();
    assert_eq!(out.stats.lower_bound_bytes, Some(bytes));
    (bytes, out.written_through.is_some())
}

/// Both a result and read by a map, the transpose of a row scan is written
/// through: the scan's loop stores it transposed (4 arrays moved, not 5).
#[test]
fn a_transposed_scan_that_is_a_result_is_written_through() {
    let text = "def f (a: [m][n]f32) : ([n][m]f32, [n][m]f32) =
  let s = scanl1 (+) a
  let t = transpose s
  let c = map (\\x -> 3.0f32 * x) t
  in (t, c)";
    written_through_by_both(text, 4 * 4 * SIZE * SIZE);
}

/// The same for a reversal: both a result and read by a map, the reversed
/// running sums are stored by the scan's loop at the reversed index (4
/// arrays moved, not 5).
#[test]
fn a_reversed_scan_that_is_a_result_is_written_through() {
    let text = "def f (a: [n]f32) : ([n]f32, [n]f32) =
  let s = scanl1 (+) a
  let r = backpermute [n] (\\i -> n - 1 - i) s
  let c = map (\\x -> 3.0f32 * x) r
  in (r, c)";
    written_through_by_both(text, 4 * 4 * SIZE);
}

/// `text` has one node whose mode is chosen, and both the ILP and
/// exhaustive search write it through and move `bytes`.
fn written_through_by_both(text: &str, bytes: i64) {
    let (_, g, deps) = graph_of(text);
    assert_eq!(deps.mode_choices(&g).len(), 1);
    let (solved_bytes, through) = solved(&g, &deps);
    assert!(through, "written through");
    assert_eq!(solved_bytes, i128::from(bytes));
    let found = exhaustive_in_modes(&g, &deps, &no_size, SIZE, Weights::default()).unwrap();
    assert_eq!(found.bytes, solved_bytes);
    assert!(found.written_through.is_some());
}

/// Read only by the map, the same transpose moves as many bytes either way
/// (the scan's rows stored and read, or the transpose): the rule's mode
/// stands on the tie.
#[test]
fn on_a_tie_the_rule_stands() {
    let text = "def f (a: [m][n]f32) : [n][m]f32 =
  let s = scanl1 (+) a
  let t = transpose s
  let c = map (\\x -> 3.0f32 * x) t
  in c";
    let (_, g, deps) = graph_of(text);
    assert_eq!(deps.mode_choices(&g).len(), 1);
    let (bytes, through) = solved(&g, &deps);
    assert!(!through);
    assert_eq!(bytes, i128::from(4 * 4 * SIZE * SIZE));
}

/// Programs around a transposed or reversed scan: its producer, who else
/// reads the scan, the rearrangement's consumers and which arrays are
/// results vary (the random programs seldom rearrange a scan).
fn rearranged_scans() -> Vec<String> {
    // Each rearrangement `t` of the scan `s`, its type, the type of a fold
    // of `t`'s rows, and an array of `t`'s type made from `b`.
    let rearrangements = [
        ("transpose s", "[n][m]f32", "[n]f32", "transpose b"),
        (
            "backpermute [m][n] (\\(i, j) -> (i, n - 1 - j)) s",
            "[m][n]f32",
            "[m]f32",
            "b",
        ),
        (
            "backpermute [m][n] (\\(i, j) -> (m - 1 - i, j)) s",
            "[m][n]f32",
            "[m]f32",
            "b",
        ),
    ];
    let scans = [
        "scanl1 (+) a",
        "scanr1 max a",
        "scanl1 (+) (map (\\x -> x * 2.0f32) a)",
    ];
    let others = [
        "",
        "  let r = fold (+) 0.0f32 s\n",
        "  let r = map (\\x -> x - 1.0f32) s\n",
    ];
    let mut programs = Vec::new();
    for (rearranged, t_type, d_type, like_t) in rearrangements {
        let consumers = [
            "  let c = map (\\x -> 3.0f32 * x) t\n".to_string(),
            format!("  let c = zipWith (+) t ({like_t})\n"),
            "  let c = map (\\x -> 3.0f32 * x) t\n  let d = fold (+) 0.0f32 c\n".to_string(),
        ];
        for scan in scans {
            for (k, other) in others.iter().enumerate() {
                for consumer in &consumers {
                    for with_t in [false, true] {
                        let mut results = vec!["c"];
                        if consumer.contains("let d") {
                            results.push("d");
                        }
                        if k > 0 {
                            results.push("r");
                        }
                        if with_t {
                            results.push("t");
                        }
                        let ty = |r: &str| match r {
                            "d" => d_type,
                            "r" if k == 1 => "[m]f32",
                            "r" => "[m][n]f32",
                            _ => t_type,
                        };
                        let types: Vec<&str> = results.iter().map(|r| ty(r)).collect();
                        programs.push(format!(
                            "def f (a: [m][n]f32) (b: [m][n]f32) : ({}) =\n  let s = {scan}\n{other}  let t = {rearranged}\n{consumer}  in ({})",
                            types.join(", "),
                            results.join(", ")
                        ));
                    }
                }
            }
        }
    }
    programs
}

/// Around transposed and reversed scans, and on the random programs that
/// have a mode to choose, the ILP over every mode moves exactly exhaustive
/// search's minimum over every mode, and some optima write through (a
/// reversal among them).
#[test]
fn with_modes_to_choose_ilp_equals_exhaustive() {
    let (mut checked, mut through, mut reversals_through) = (0, 0, 0);
    let random = (0..3000u64).map(|seed| {
        let (_, g, deps) = random_graph(seed, 10);
        (format!("seed {seed}"), g, deps)
    });
    let around = rearranged_scans().into_iter().map(|text| {
        let (_, g, deps) = graph_of(&text);
        (text, g, deps)
    });
    for (what, g, deps) in around.chain(random) {
        if deps.mode_choices(&g).is_empty() {
            continue;
        }
        let Ok(found) = exhaustive_in_modes(&g, &deps, &no_size, SIZE, Weights::default()) else {
            continue;
        };
        let (bytes, wrote) = solved(&g, &deps);
        assert_eq!(bytes, found.bytes, "{what}");
        checked += 1;
        through += usize::from(wrote);
        reversals_through += usize::from(wrote && what.contains("n - 1 - j"));
    }
    assert!(
        checked >= 50,
        "only {checked} programs with modes to choose"
    );
    assert!(through >= 10, "only {through} optima write through");
    assert!(
        reversals_through >= 3,
        "only {reversals_through} reversals written through"
    );
}
