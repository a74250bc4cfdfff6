//! Write modes chosen per clustering (`ilp`'s `modes`): a `transpose` of a
//! scan's result that a consumer may fuse with is gathered by the rule, so
//! the scan's loop cannot hold it; written through, it joins the scan's
//! loop and no consumer shares its own. The optimal strategies solve both
//! and keep the cheaper, and agree with exhaustive search over both.

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
    let (_, g, deps) = graph_of(text);
    assert_eq!(deps.mode_choices(&g).len(), 1);
    let (bytes, through) = solved(&g, &deps);
    assert!(through, "the transpose is written through");
    assert_eq!(bytes, i128::from(4 * 4 * SIZE * SIZE));
    let found = exhaustive_in_modes(&g, &deps, &no_size, SIZE, Weights::default()).unwrap();
    assert_eq!(found.bytes, bytes);
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

/// Programs around a transposed scan: its producer, who else reads the
/// scan, the transpose's consumers and which arrays are results vary
/// (the random programs seldom transpose a scan).
fn transposed_scans() -> Vec<String> {
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
    let consumers = [
        "  let c = map (\\x -> 3.0f32 * x) t\n",
        "  let c = zipWith (+) t (transpose b)\n",
        "  let c = map (\\x -> 3.0f32 * x) t\n  let d = fold (+) 0.0f32 c\n",
    ];
    let mut programs = Vec::new();
    for scan in scans {
        for (k, other) in others.iter().enumerate() {
            for consumer in consumers {
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
                        "d" => "[n]f32",
                        "r" if k == 1 => "[m]f32",
                        "r" => "[m][n]f32",
                        _ => "[n][m]f32",
                    };
                    let types: Vec<&str> = results.iter().map(|r| ty(r)).collect();
                    programs.push(format!(
                        "def f (a: [m][n]f32) (b: [m][n]f32) : ({}) =\n  let s = {scan}\n{other}  let t = transpose s\n{consumer}  in ({})",
                        types.join(", "),
                        results.join(", ")
                    ));
                }
            }
        }
    }
    programs
}

/// Around transposed scans, and on the random programs that have a mode
/// to choose, the ILP over every mode moves exactly exhaustive search's
/// minimum over every mode, and some optima write through.
#[test]
fn with_modes_to_choose_ilp_equals_exhaustive() {
    let (mut checked, mut through) = (0, 0);
    let random = (0..3000u64).map(|seed| {
        let (_, g, deps) = random_graph(seed, 10);
        (format!("seed {seed}"), g, deps)
    });
    let around = transposed_scans().into_iter().map(|text| {
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
    }
    assert!(
        checked >= 50,
        "only {checked} programs with modes to choose"
    );
    assert!(through >= 10, "only {through} optima write through");
}
