//! The plans of nests with loop statements (`Stmt::For`, a row group's
//! later loops): the outermost loop stays parallel when its iterations are
//! independent, and state updated inside a loop statement keeps a nest off
//! the plans that split it (conservatively). And a scan fused with a
//! scatter: a chained scan where the scatter writes each target once
//! (stream compaction) or combines atomically, sequential otherwise.

use super::gpu::{self, Shape};
use super::parallel::{analyse, Plan};
use super::scan;
use ir::ast::BinOp;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Dir, Expr, For, Item, Level, LoopProgram, Nest, Stmt, VarDecl, VarId};
use ir::{Poly, Scalar, ScalarType};
use testkit::loops::{row_max_and_total_loops, row_max_loops};

fn only_nest(p: &LoopProgram) -> &Nest {
    match &p.body[..] {
        [Item::Nest(n)] => n,
        _ => panic!("one nest"),
    }
}

#[test]
fn independent_rows_with_a_loop_statement_run_in_chunks_and_as_a_map() {
    let p = row_max_loops();
    let n = only_nest(&p);
    let a = analyse(&p, n);
    assert_eq!(a.plan, Plan::Chunks);
    assert!(a.updates.is_empty());
    assert!(scan::analyse(&p, n).is_none());
    let g = gpu::plan(&p, n, 0);
    assert_eq!(g.shape, Shape::Map, "{}", g.describe());
}

#[test]
fn outside_state_updated_in_a_loop_statement_is_not_split() {
    let p = row_max_and_total_loops();
    let n = only_nest(&p);
    let a = analyse(&p, n);
    assert_eq!(a.plan, Plan::Sequential);
    assert!(a.updates.is_empty() && a.rest.is_none() && a.scan.is_none());
    let g = gpu::plan(&p, n, 0);
    assert_eq!(
        g.shape,
        Shape::Single("state updated in a loop statement".into())
    );
}

/// `s = 0; for i in 0..m: (for j in 0..n: (x = xs[i, j]; s := s + x));
/// ys[i] = s` with the inner loop a loop statement: a scan of row sums,
/// whose update sits in a loop statement (its totals would need the whole
/// statement, which no slice keeps).
fn scan_in_a_loop_statement() -> LoopProgram {
    let mut p = row_max_loops();
    let i64t = ScalarType::I64;
    let [s, j, x] = ["s7", "j8", "x9"].map(|name| {
        p.vars.push(VarDecl {
            name: name.into(),
            ty: if name == "j8" {
                i64t.clone()
            } else {
                ScalarType::Prim(ir::Prim::F64)
            },
        })
    });
    let (xs, i, at) = (ArrayId::new(0), VarId::new(0), NodeId::new(0));
    let Item::Nest(nest) = &mut p.body[0] else {
        unreachable!()
    };
    // ys becomes rank 1: one sum per row.
    p.arrays[ArrayId::new(1)].rank = 1;
    nest.shapes[0].dims.truncate(1);
    let row = Stmt::For(Box::new(For {
        index: j,
        extent: Expr::Dim { array: xs, axis: 1 },
        extent_sym: Poly::zero(),
        dir: Dir::Forward,
        body: Level {
            pre: vec![
                Stmt::Load {
                    var: x,
                    array: xs,
                    index: vec![Expr::Var(i), Expr::Var(j)],
                    streamed: true,
                    at,
                },
                Stmt::Set {
                    var: s,
                    value: Expr::bin(BinOp::Add, Expr::Var(s), Expr::Var(x)),
                    at,
                },
            ],
            ..Level::default()
        },
    }));
    nest.body.pre = vec![Stmt::Let {
        var: s,
        value: Expr::Lit(Scalar::F64(0.0)),
        at,
    }];
    nest.body.inner.as_mut().expect("the rows loop").body = Level {
        pre: vec![
            row,
            Stmt::Store {
                array: ArrayId::new(1),
                index: vec![Expr::Var(i)],
                value: Expr::Var(s),
                at,
            },
        ],
        ..Level::default()
    };
    p
}

#[test]
fn a_scan_updated_in_a_loop_statement_is_no_chained_or_gpu_scan() {
    let p = scan_in_a_loop_statement();
    ir::loops::verify(&p).unwrap_or_else(|e| panic!("{e}\n{}", ir::loops::render(&p)));
    let n = only_nest(&p);
    assert!(scan::analyse(&p, n).is_none());
    assert_eq!(analyse(&p, n).plan, Plan::Sequential);
    let g = gpu::plan(&p, n, 0);
    assert_eq!(
        g.shape,
        Shape::Single("state updated in a loop statement".into())
    );
}

// ---------------------------------------------------------------------------
// A scan fused with a scatter (stream compaction): a chained scan where each
// combine writes its targets once (`super::compaction`) or combines
// atomically; the near-misses stay sequential.

/// The program fused by `ilp` and rewritten for the CPU: the one nest that
/// combines, which also carries a scan (else the case proves nothing).
fn fused_scatter(text: &str) -> (LoopProgram, usize) {
    use passes::{compile, Options, Registry};
    let file = ir::SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap_or_else(|_| panic!("checks:\n{text}"));
    let def = p.entry(None).expect("a def");
    let options = Options {
        loop_passes: crate::cpu::rewrite::passes(&crate::cpu::CpuOptions::default()),
        ..Options::default()
    };
    let registry = Registry::builtin();
    let c = compile(&p, def, registry.get("ilp").unwrap(), &options)
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let nests = ir::loops::nests(&c.loops.body);
    let combining: Vec<usize> = (0..nests.len())
        .filter(|k| has(nests[*k], |s| matches!(s, Stmt::Combine { .. })))
        .collect();
    let [k] = combining[..] else {
        panic!("one nest combines:\n{}", ir::loops::render(&c.loops))
    };
    let outer = &nests[k].body.inner.as_ref().expect("a loop").body;
    let outside = defined_before_loop(nests[k]);
    let mut carries = false;
    outer.walk(&mut |s| carries |= matches!(s, Stmt::Set { var, .. } if outside.contains(var)));
    assert!(
        carries,
        "the combining nest carries state:\n{}",
        ir::loops::render(&c.loops)
    );
    (c.loops, k)
}

fn defined_before_loop(n: &Nest) -> Vec<VarId> {
    n.body.pre.iter().flat_map(|s| s.defines()).collect()
}

/// Whether [`super::compaction::writes_once`] recognises the top-level
/// combine of the combining nest of `text`, with every variable defined
/// before the loop as a possible carry.
fn written_once(text: &str) -> bool {
    let (p, k) = fused_scatter(text);
    written_once_in(&p, k)
}

/// [`written_once`] for nest `k` of `p`.
fn written_once_in(p: &LoopProgram, k: usize) -> bool {
    let n = ir::loops::nests(&p.body)[k];
    let body = n.body.inner.as_ref().expect("a loop").body.straight();
    let at = body
        .iter()
        .position(|s| matches!(s, Stmt::Combine { .. }))
        .expect("a top-level combine");
    super::compaction::writes_once(p, &body, at, &defined_before_loop(n))
}

fn has(n: &Nest, f: impl Fn(&Stmt) -> bool) -> bool {
    let mut found = false;
    n.body.walk(&mut |s| found |= f(s));
    found
}

/// Stream compaction: flags, their inclusive scan as offsets, the count,
/// the flagged elements scattered to offset - 1 (`-- compact` in the
/// suite).
const COMPACT: &str = "def compact (xs: [n]f32) : ([n]f32, i64) =
  let flags = map (\\x -> if x > 0.0f32 then 1 else 0) xs
  let offsets = scanl1 (+) flags
  let count = fold (+) 0 flags
  let blank = generate [n] (\\i -> 0.0f32)
  let out = permute (\\new old -> new) blank (\\i -> if flags[i] == 1 then offsets[i] - 1 else ignore) xs
  in (out, count)
";

/// The plan of the combining nest of `text`.
fn scatter_plan(text: &str) -> super::parallel::Analysis {
    let (p, k) = fused_scatter(text);
    analyse(&p, ir::loops::nests(&p.body)[k])
}

#[test]
fn stream_compaction_runs_as_a_chained_scan_with_plain_stores() {
    let a = scatter_plan(COMPACT);
    assert_eq!(a.plan, Plan::Scan);
    let sn = a.scan.expect("a chained scan");
    assert!(!sn.atomic, "each target is written once: plain stores");
    assert!(sn.copies, "the defaults are the driver's to copy");
    let combines = |s: &Stmt| matches!(s, Stmt::Combine { .. });
    let copies = |s: &Stmt| matches!(s, Stmt::Copy { .. });
    assert!(
        !has(&sn.totals, combines),
        "the totals slice never scatters"
    );
    for n in [&sn.first, &sn.resume, &sn.totals] {
        assert!(!has(n, copies), "no block copies the defaults");
    }
    assert!(has(&sn.first, combines) && has(&sn.resume, combines));
    // The count is a fold beside the carry.
    assert_eq!((sn.scans.len(), sn.folds.len()), (1, 1));
    assert!(written_once(COMPACT));
    // The guard as a conjunction, the flag as its condition's select the
    // other way round, the offset as an addition: still recognised.
    for edits in [
        &[("flags[i] == 1 then", "flags[i] == 1 && xs[i] > 1.0f32 then")][..],
        &[
            ("flags[i] == 1 then", "0 < flags[i] then"),
            ("offsets[i] - 1", "offsets[i] + -1"),
        ][..],
    ] {
        let text = compact_but(edits);
        assert!(written_once(&text), "{text}");
        assert_eq!(scatter_plan(&text).plan, Plan::Scan, "{text}");
    }
}

#[test]
fn a_scan_with_an_atomic_scatter_runs_as_a_chained_scan() {
    // Any target, but an integer `+`: the order of the combines does not
    // change the sums.
    let a = scatter_plan(
        "def h (xs: [n]i64) : ([n]i64, [16]i64) =
  let s = scanl1 (+) xs
  let zeros = generate [16] (\\d -> 0)
  let hist = permute (+) zeros (\\i -> s[i] & 15) xs
  in (s, hist)
",
    );
    assert_eq!(a.plan, Plan::Scan);
    assert!(a.scan.expect("a chained scan").atomic);
}

/// [`COMPACT`] with each `(from, to)` replaced (a near-miss).
fn compact_but(edits: &[(&str, &str)]) -> String {
    edits.iter().fold(COMPACT.to_string(), |text, (from, to)| {
        assert!(text.contains(from), "{from}");
        text.replace(from, to)
    })
}

#[test]
fn scatters_not_written_once_stay_sequential() {
    let cases: [&[(&str, &str)]; 3] = [
        // Elements that are not 0 or 1: the offsets go down and back up.
        &[
            ("then 1 else 0", "then 1 else -1"),
            ("offsets[i] - 1", "offsets[i] + 1"),
        ],
        // A guard that lets the unflagged elements write.
        &[
            ("flags[i] == 1 then", "flags[i] == 0 then"),
            ("offsets[i] - 1", "offsets[i]"),
        ],
        // An index that the carry does not give.
        &[("offsets[i] - 1", "offsets[i] - i")],
    ];
    for edits in cases {
        let text = compact_but(edits);
        assert!(!written_once(&text), "{text}");
        assert_eq!(scatter_plan(&text).plan, Plan::Sequential, "{text}");
    }
}

#[test]
fn an_exclusive_read_of_the_carry_stays_sequential() {
    // The compaction's nest with the scatter moved before the carry's
    // update, so that it reads the offsets of an exclusive scan (as
    // `scanl`'s): the recogniser's proof (a carry that grows between two
    // writes) holds for the carry after its update only.
    let (mut p, k) = fused_scatter(COMPACT);
    let mut seen = 0;
    ir::loops::nests_mut(&mut p.body, &mut |n| {
        if seen == k {
            let body = &mut n.body.inner.as_mut().expect("a loop").body.pre;
            let update = body
                .iter()
                .position(|s| matches!(s, Stmt::If { .. }))
                .expect("scanl1's update");
            let combine = body
                .iter()
                .position(|s| matches!(s, Stmt::Combine { .. }))
                .expect("the scatter");
            assert!(combine > update);
            let scatter = body.remove(combine);
            body.insert(update, scatter);
        }
        seen += 1;
    });
    ir::loops::verify(&p).unwrap_or_else(|e| panic!("{e}\n{}", ir::loops::render(&p)));
    assert!(!written_once_in(&p, k), "{}", ir::loops::render(&p));
    assert_eq!(
        analyse(&p, ir::loops::nests(&p.body)[k]).plan,
        Plan::Sequential
    );
}

#[test]
fn a_float_scan_feeding_a_scatter_stays_sequential() {
    let text = "def compact (xs: [n]f32) : [n]f32 =
  let flags = map (\\x -> if x > 0.0f32 then 1.0f32 else 0.0f32) xs
  let offsets = scanl1 (+) flags
  let blank = generate [n] (\\i -> 0.0f32)
  let out = permute (\\new old -> new) blank (\\i -> if flags[i] == 1.0f32 then i64 (offsets[i]) - 1 else ignore) xs
  in out
";
    assert!(!written_once(text));
    assert_eq!(scatter_plan(text).plan, Plan::Sequential);
}
