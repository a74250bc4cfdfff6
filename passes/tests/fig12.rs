//! van Balen's Fig. 12 ("Unfused" and "Stream" columns) and the delayed
//! strategy's figures on normalise2 and its expanded form.

mod common;

use common::{clustered, figures, graph, labelled, suite_graph, SIZES};
use passes::Strategy;

/// Asserts `file`'s loops, reads and writes under `s`; returns its clusters
/// and fusion trees.
fn assert_figures(file: &str, s: Strategy, expected: (usize, &str, &str)) -> (String, String) {
    let (l, r, w, c, t) = figures(file, s);
    assert_eq!((l, r.as_str(), w.as_str()), expected, "{c}\n{t}");
    (c, t)
}

#[test]
fn normalise2_unfused_and_stream() {
    assert_figures("normalise2.fl", Strategy::None, (5, "5n + 2", "3n + 2"));
    assert_figures("normalise2.fl", Strategy::Vertical, (4, "4n + 2", "2n + 2"));
}

#[test]
fn normalise2_expanded_unfused_and_stream() {
    let file = "normalise2_expanded.fl";
    assert_figures(file, Strategy::None, (6, "6n + 2", "4n + 2"));
    assert_figures(file, Strategy::Vertical, (5, "5n + 2", "3n + 2"));
}

#[test]
fn delayed_keeps_consumers_manifest() {
    // Accelerate never fuses a scan into its consumer, and xs (used four
    // times) is never fused: no fusion at all, unlike Fig. 12's "Stream".
    assert_figures("normalise2.fl", Strategy::Delayed, (5, "5n + 2", "3n + 2"));
    let file = "normalise2_expanded.fl";
    assert_figures(file, Strategy::Delayed, (6, "6n + 2", "4n + 2"));
}

#[test]
fn greedy_fuses_horizontally_and_diagonally() {
    let (_, t) = assert_figures("normalise2.fl", Strategy::Greedy, (2, "2n + 2", "2n + 2"));
    assert!(t.contains("Horizontal(sum1, Vertical(scn, sum2))"), "{t}");
    let file = "normalise2_expanded.fl";
    let (_, t) = assert_figures(file, Strategy::Greedy, (2, "2n + 2", "3n + 2"));
    assert!(t.contains("Diagonal(xs, "), "{t}");
}

#[test]
fn delayed_shows_recomputation_through_replicate() {
    let src = "def rep (xs: [n]f32) (ks: [k]i64) : [k]f32 =
  let ys = map (\\x -> x * 2) xs
  let zs = replicate k ys
  in fold (+) 0 zs";
    let (g, deps) = graph(ir::SourceFile::new("rep.fl", src));
    let run = |s| clustered(s, &g, &deps).1;
    let delayed = run(Strategy::Delayed);
    assert_eq!(delayed.loops, 1);
    // The map's n elements are each computed k times.
    assert_eq!(delayed.duplication().to_string(), "k*n - n");
    assert_eq!(delayed.recomputed.len(), 1);
    assert_eq!(g.node(delayed.recomputed[0].node).label.as_ref(), "ys");
    assert_eq!(delayed.recomputed[0].evaluations.to_string(), "k*n");
    // Reads of xs happen once per use: k*n of them, and nothing is stored but the result.
    assert_eq!(delayed.total_reads().to_string(), "k*n");
    assert_eq!(delayed.total_writes().to_string(), "k");
    // `vertical` never recomputes: the map stays manifest.
    let vertical = run(Strategy::Vertical);
    assert_eq!(vertical.duplication().to_string(), "0");
    assert_eq!(vertical.loops, 2);
}

#[test]
fn ilp_finds_fig12_optimal_column() {
    let (c, _) = assert_figures("normalise2.fl", Strategy::Ilp, (2, "2n + 2", "2n + 2"));
    assert_eq!(c, "sum1,scn,sum2 | ys1,ys2");
    let file = "normalise2_expanded.fl";
    let (_, t) = assert_figures(file, Strategy::Ilp, (2, "2n + 2", "3n + 2"));
    // van Balen's Listing 2: the map is diagonally fused with the first half.
    assert!(
        t.contains("Diagonal(xs, Horizontal(sum1, Vertical(scn, sum2)))"),
        "{t}"
    );
    assert!(t.contains("Horizontal(ys1, ys2)"), "{t}");
}

#[test]
fn exhaustive_agrees_on_normalise2() {
    for file in ["normalise2.fl", "normalise2_expanded.fl"] {
        let ilp = figures(file, Strategy::Ilp);
        let ex = figures(file, Strategy::Exhaustive);
        assert_eq!((ilp.0, &ilp.1, &ilp.2), (ex.0, &ex.1, &ex.2), "{file}");
    }
}

#[test]
fn greedy_moves_at_least_twice_the_ilp_bytes_on_greedy_trap() {
    let (g, deps) = suite_graph("greedy_trap.fl");
    let bytes = |s| {
        clustered(s, &g, &deps)
            .1
            .bytes(&g, SIZES.value_of, SIZES.default)
            .expect("bytes fit")
    };
    let (greedy, ilp) = (bytes(Strategy::Greedy), bytes(Strategy::Ilp));
    assert!(greedy >= 2 * ilp, "greedy {greedy} bytes, ilp {ilp} bytes");
    // And the ILP is optimal here: exhaustive search agrees.
    assert_eq!(ilp, bytes(Strategy::Exhaustive));
}

#[test]
fn tuple_lets_name_their_nodes() {
    let src = "def t (xs: [n]i64) : ([n]i64, i64) =
  let (a, b) = (map (\\x -> x + 1) xs, fold (+) 0 xs)
  in (a, b)";
    let g = labelled(ir::SourceFile::new("t.fl", src));
    let labels: Vec<&str> = g.nodes.iter().map(|n| n.label.as_ref()).collect();
    assert_eq!(labels, ["a", "b"]);
}
