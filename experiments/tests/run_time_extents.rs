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

/// The CPU run logs the values of the cost model's unknowns as it meets
/// them (`CpuRun::met`), for the time model to price each nest at them:
/// on every suite program under every strategy whose cost has an unknown,
/// a value is logged only where it changes, and each symbol's last value is
/// the one the loop-IR interpreter measures. In the sequence programs,
/// whose chunks the CPU's adaptive schedule sizes (the interpreter's
/// differ), the test asks only that a chunk length is logged. A filter's
/// length is among the values compared.
#[test]
fn the_cpu_run_meets_the_values_the_interpreter_measures() {
    let mut compared = 0;
    let mut seen_filter = false;
    let mut seen_chunk = false;
    let sequences = common::suite_sequence_programs();
    common::each_suite_case(21, &mut |case| {
        // Only programs whose cost has an unknown (the others have none to
        // meet, and compiling each for the CPU is this test's time).
        let cost = &case.compiled.cost;
        let formulas = format!("{} {}", cost.total_reads(), cost.total_writes());
        if !formulas.contains('#') {
            return;
        }
        let options = backend::cpu::CpuOptions {
            threads: 2,
            ..backend::cpu::CpuOptions::default()
        };
        let cp = experiments::native::compile(&case.compiled.loops, options)
            .unwrap_or_else(|e| panic!("{}: {e}", case.ctx));
        let Ok(cpu) = backend::cpu::run(&cp, case.inputs) else {
            return;
        };
        let Ok(run) = interp::loops::run(&case.compiled.loops, case.inputs) else {
            return;
        };
        let mut last: std::collections::BTreeMap<&str, i64> = Default::default();
        let mut before = 0;
        for (nests, name, value) in &cpu.met {
            assert!(*nests >= before, "{}: the log is in order", case.ctx);
            before = *nests;
            assert_ne!(
                last.get(name.as_str()),
                Some(value),
                "{}: {name} logged unchanged",
                case.ctx
            );
            last.insert(name, *value);
        }
        if sequences.iter().any(|p| p == case.program) {
            seen_chunk |= (last.iter()).any(|(k, v)| k.starts_with("#the(") && *v > 0);
            return;
        }
        for (name, value) in &last {
            if let Some(measured) = run.symbols.get(*name) {
                assert_eq!(value, measured, "{}: {name}", case.ctx);
                compared += 1;
            }
        }
        seen_filter |= case.program == "filter_positive" && last.contains_key("#pos");
    });
    assert!(compared > 100, "only {compared} values compared");
    assert!(
        seen_filter && seen_chunk,
        "filter {seen_filter}, chunk {seen_chunk}"
    );
}
