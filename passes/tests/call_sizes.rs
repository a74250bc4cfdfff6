//! Labelling a call binds the callee's size names from the arguments' sizes,
//! also those a parameter gives only inside a compound extent (`[h+1]` of an
//! argument `[n+1]` is `h = n`): the callee's arrays keep the caller's sizes,
//! so they fuse with the caller's and cost in its size names.

mod common;

use common::labelled;
use ir::Size;
use passes::Strategy;
use passes::{compile, Options};

/// A callee whose parameters are all sized `[h+1]`, and a caller.
const NODAL: &str = "\
def step (a: [h+1]f64) (b: [h+1]f64) : [h+1]f64 = map (+) a b
def main (xs: [n+1]f64) (ys: [n+1]f64) : [n+1]f64 =
  let s = step xs ys
  in map (\\x -> x * 2.0) s
";

#[test]
fn a_callee_sized_h_plus_one_keeps_the_callers_sizes() {
    let g = labelled(ir::SourceFile::new("nodal.fl", NODAL));
    for a in g.arrays.iter() {
        assert!(
            a.ty.shape.iter().all(|d| matches!(d, Size::Known(_))),
            "`{}` has type {}",
            a.name,
            a.ty
        );
    }
    // Fused whole: one loop reading both inputs once, in `n`.
    let p = ir::check_source(&ir::SourceFile::new("nodal.fl", NODAL)).unwrap();
    let c = compile(
        &p,
        p.entry(None).unwrap(),
        &Strategy::Ilp,
        &Options::default(),
    )
    .unwrap();
    assert_eq!(c.cost.loops, 1);
    assert_eq!(c.cost.total_reads().to_string(), "2n + 2");
    assert_eq!(c.cost.total_writes().to_string(), "n + 1");
}
