//! Extents known only at run time that the dependency graph still knows
//! are equal: a `generate` whose extent is `the c` has the extent `#the(c)`,
//! shared by every array made to it, and one whose extent is `length xs`
//! or a component of `shape xs` has `xs`'s extent; the loop-IR
//! interpreter measures `#the(c)` as `c`'s value.

mod common;

use ir::Poly;

const PROGRAM: &str = "\
def f (k: [m]i64) : ([?]f64, [?]f64, [?][?]i64) =
  let c = unit (k[0] + 2)
  let a = generate [(the c)] (\\i -> f64 i)
  let b = generate [(the c)] (\\i -> f64 (i * 2))
  let d = generate [length a] (\\i -> 1.0)
  let e = generate [(shape d)][(the c)] (\\(i, j) -> i + j)
  in (map (+) a d, b, e)
";

#[test]
fn arrays_made_to_one_run_time_extent_share_it() {
    let p = common::checked(PROGRAM);
    let g = passes::label(&p, p.entry(None).unwrap()).unwrap();
    let deps = ir::deps::DepGraph::build(&g);
    let elements = |name: &str| deps.elements(g.array_by_name(name).unwrap());
    let c = Poly::var("#the(c)".into());
    for name in ["a", "b", "d"] {
        assert_eq!(elements(name), c, "{name}");
    }
    assert_eq!(elements("e"), c.mul(&c));
}

#[test]
fn the_interpreter_measures_the_value() {
    let p = common::checked(PROGRAM);
    let c = common::compile_entry(&p, "none");
    let run = interp::loops::run(&c.lowered, &[common::ints(&[5, 0, 0])]).unwrap();
    assert_eq!(run.symbols.get("#the(c)"), Some(&7), "{:?}", run.symbols);
    let reads = c.cost.total_reads().to_string();
    assert!(reads.contains("#the(c)"), "{reads}");
}
