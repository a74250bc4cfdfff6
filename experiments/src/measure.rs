//! Measuring cells: a program at one size set is set up once (checked, its
//! seeded random inputs made, the reference interpreter run on them), each
//! strategy compiled once, and each backend then runs the compiled program
//! `repetitions` times; its first result is checked against the
//! reference's ([`interp::agree`]). The paths are those of `run --backend
//! interp|cpu`, `compare` and `bench`: [`crate::compiling::compile_with`],
//! the sweep backend's executor ([`crate::executors`]: the loop-IR
//! interpreter's counts, `backend::cpu` with its `llvm` pass record) and
//! the cold compile of `bench` ([`crate::cold_compile`]).

use crate::cold_compile::ColdCompile;
use crate::executor::{BackendCompile, Counting, Fused, Ran, Settings, Stop, Subject, Unprepared};
use crate::fuse;
use crate::peers;
use crate::predict::RunRates;
use crate::program_file::{self, Loaded};
use crate::sweep::{plain_sizes, Backend, Oracle, Program, Sweep};
use interp::agree;
use interp::Regrouped;
use interp::Sizes;
use interp::{RunError, RuntimeError};
use ir::{Array, Def, Value};
use passes::{Compiled, PassError, Registry, DEFAULT_SIZE};
use reports::experiment::{
    Cell, Check, CompileTimes, PeerCell, PeerRun, PeerStatus, Rounding, Status, Times, Traffic,
};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// A program at one size set, ready to run.
pub struct Setup {
    loaded: Loaded,
    /// Index of the entry (the last definition).
    def: usize,
    sizes: Sizes,
    inputs: Vec<Array>,
    /// The reference interpreter's outcome on `inputs`.
    reference: Result<Value, RuntimeError>,
    oracle: Oracle,
    /// The oracle's value with its float sums grouped otherwise, made when
    /// a cell's floats first differ beyond the tolerance
    /// (`agree::same_outcome_or_rounding`).
    regrouped: std::sync::OnceLock<Option<Regrouped>>,
    /// What native code (the cells' and the `none-cpu` oracle's) is
    /// compiled for.
    target: backend::cpu::Target,
}

/// A strategy's compilation, or why there is none.
pub enum Compilation {
    Done(Box<Compiled>),
    /// The strategy does not handle the program (exhaustive search beyond
    /// its node limit).
    Unsupported(String),
    Failed(String),
}

/// The oracle `none-cpu`: the program unfused, compiled for the CPU
/// backend (with its checks) and run once; with `strict_float`, its float
/// sums in sequential order (its other grouping).
fn none_on_cpu(
    loaded: &Loaded,
    def: &Def,
    inputs: &[Array],
    sizes: &Sizes,
    strict_float: bool,
    target: backend::cpu::Target,
) -> Result<Result<Value, RuntimeError>, String> {
    let registry = crate::compiling::registry();
    let c = crate::compiling::compile_with(loaded, def, "none", &registry, sizes, None)
        .map_err(|e| format!("the oracle (none on cpu) does not compile: {e:#}"))?;
    let options = backend::cpu::CpuOptions {
        target,
        strict_float,
        ..Default::default()
    };
    let cp = backend::cpu::compile(&c.loops, options)
        .map_err(|e| format!("the oracle (none on cpu) does not compile: {e}"))?;
    Ok(backend::cpu::run(&cp, inputs).map(|r| r.value))
}

impl Setup {
    /// Checks the program, makes its inputs and runs the oracle on them.
    pub fn new(
        program: &Program,
        sizes: &Sizes,
        seed: u64,
        oracle: Oracle,
        target: backend::cpu::Target,
    ) -> Result<Setup, String> {
        let (file, checked) =
            program_file::load_quietly(&program.path).map_err(|e| format!("{e:#}"))?;
        let parsed = checked.map_err(|diags| {
            let first = diags.first().map(String::as_str).unwrap_or("");
            first.lines().next().unwrap_or("").to_string()
        })?;
        let loaded = Loaded {
            file,
            program: parsed,
        };
        let def = loaded
            .program
            .defs
            .len()
            .checked_sub(1)
            .ok_or_else(|| format!("{} has no definitions", loaded.file.name))?;
        let d = &loaded.program.defs[def];
        let bound = interp::bind_some_sizes(d, &vec![None; d.params.len()], sizes)
            .map_err(|e| e.to_string())?;
        let inputs = interp::random_inputs(d, &bound, seed).map_err(|e| e.to_string())?;
        let reference = match oracle {
            Oracle::Reference => {
                match interp::reference::run_with(&loaded.program, d, &inputs, &bound) {
                    Ok(v) => Ok(v),
                    Err(RunError::Runtime(e)) => Err(e),
                    Err(RunError::Input(e)) => return Err(e.to_string()),
                }
            }
            Oracle::NoneCpu => none_on_cpu(&loaded, d, &inputs, &bound, false, target)?,
        };
        Ok(Setup {
            loaded,
            def,
            sizes: bound,
            inputs,
            reference,
            oracle,
            regrouped: std::sync::OnceLock::new(),
            target,
        })
    }

    /// The oracle's value with its float sums grouped otherwise: the
    /// reference regrouped (`reference::run_regrouped`, with the bounds of
    /// its scattered sums), or `none` on the CPU in sequential order
    /// (`strict_float`) where the oracle is `none` on the CPU, which
    /// regroups. `None` when that run fails.
    fn regrouped(&self) -> Option<Regrouped> {
        let run = || match self.oracle {
            Oracle::Reference => interp::reference::run_regrouped(
                &self.loaded.program,
                self.def(),
                &self.inputs,
                &self.sizes,
            )
            .ok(),
            Oracle::NoneCpu => none_on_cpu(
                &self.loaded,
                self.def(),
                &self.inputs,
                &self.sizes,
                true,
                self.target,
            )
            .ok()?
            .ok()
            .map(Regrouped::from),
        };
        self.regrouped.get_or_init(run).clone()
    }

    fn def(&self) -> &Def {
        &self.loaded.program.defs[self.def]
    }

    pub fn entry(&self) -> String {
        self.def().name.to_string()
    }

    pub fn file(&self) -> String {
        self.loaded.file.name.clone()
    }

    /// Compiles with the strategy of `registry` named `strategy` through
    /// the pass manager (one registry for a whole sweep: `ilp` starts from
    /// its answer at the program's previous size set).
    pub fn compile(&self, strategy: &str, registry: &Registry) -> Compilation {
        match crate::compiling::compile_with(
            &self.loaded,
            self.def(),
            strategy,
            registry,
            &self.sizes,
            None,
        ) {
            Ok(c) => Compilation::Done(Box::new(c)),
            Err(e) => {
                let strategy_failed = matches!(
                    e.downcast_ref::<PassError>(),
                    Some(PassError::Strategy { .. })
                );
                if strategy_failed && strategy == "exhaustive" {
                    Compilation::Unsupported(format!("{e:#}"))
                } else {
                    Compilation::Failed(format!("{e:#}"))
                }
            }
        }
    }

    /// The sweep's peers on this program at these sizes: its twin on the
    /// same inputs, checked against the oracle's outputs.
    pub fn peers(&self, program: &Program, set: &str, sweep: &Sweep) -> Vec<PeerCell> {
        let failed = |detail: String| {
            let run =
                |p: &peers::Peer| PeerRun::not_run(p.name(), PeerStatus::Error, detail.clone());
            sweep.peers.iter().map(run).collect()
        };
        let runs = match &self.reference {
            Err(e) => failed(format!("the oracle stopped: {e}")),
            Ok(want) => match peers::Staged::new(self.def(), &self.inputs, want) {
                Ok(staged) => peers::run_peers(
                    &program.path,
                    &staged,
                    &sweep.peers,
                    u64::from(sweep.repetitions),
                    sweep.threads,
                ),
                Err(e) => failed(format!("{e:#}")),
            },
        };
        runs.into_iter()
            .map(|run| PeerCell {
                program: program.name.clone(),
                size_set: set.to_string(),
                sizes: plain_sizes(&self.sizes),
                run,
                machine: None,
            })
            .collect()
    }

    /// Measures one cell of a compiled strategy (a cpu cell predicted at
    /// `rates` where there are any).
    pub fn measure(
        &self,
        c: &Compiled,
        backend: Backend,
        sweep: &Sweep,
        rates: Option<&RunRates>,
        cell: Cell,
    ) -> Cell {
        let mut cell = cell;
        cell.metrics = Some(crate::metrics::of(&c.metrics));
        cell.cluster_graph = Some(fuse::dot(c));
        let passes_ms = crate::compiling::passes_ms(c);
        cell.compile = Some(CompileTimes {
            passes_ms,
            backend_ms: None,
            cache_hits: None,
            cold: false,
        });
        if let Err(e) = backend.executor().available() {
            return unavailable(cell, backend, &e);
        }
        let reps = sweep.repetitions as usize;
        let settings = Settings {
            threads: sweep.threads,
            checks: true,
            sm: None,
            strict_float: false,
            target: self.target,
            seq_memory: None,
            chunk: None,
        };
        let strategy = cell.strategy.clone();
        let subject = Subject {
            loaded: &self.loaded,
            def: self.def(),
            fused: Some(Fused {
                strategy: &strategy,
                compiled: c,
            }),
            sizes: &self.sizes,
        };
        let ready = match backend.executor().prepare(&subject, &settings) {
            Ok(ready) => ready,
            Err(Unprepared::Compile { backend, message }) => {
                return failed(
                    cell,
                    format!("the {backend} backend failed to compile: {message}"),
                )
            }
            Err(Unprepared::Failed(e)) => return failed(cell, format!("{e:#}")),
        };
        if let Some(own) = ready.backend_compile() {
            cell.compile = Some(self.compile_times(c, own, sweep, &mut cell));
        }
        let (first, times) = repeat(reps, || ready.run(&self.inputs));
        let first = match first {
            Ok(ran) => Ok(ran),
            Err(Stop::Runtime(e)) => Err(e),
            Err(Stop::Failed(e)) => return failed(cell, format!("{e:#}")),
        };
        if let Ok(Ran {
            counted: Some(counted),
            ..
        }) = &first
        {
            cell.traffic = Some(self.traffic(c, counted));
        }
        if let (Ok(ran), Some(rates)) = (&first, rates) {
            if !ran.nests.is_empty() {
                cell.prediction =
                    crate::predict::of_run(c, &ran.clusters, &ran.nests, &ran.met, rates);
            }
        }
        let cell = self.judge(cell, first.as_ref().map(|r| &r.value), times);
        if let Ok(ran) = first {
            ready.recycle(ran.value);
        }
        cell
    }

    /// The compile times of a backend that compiles (its pass joins the
    /// cell's metrics): from a fresh process when the sweep asks, else this
    /// process's.
    fn compile_times(
        &self,
        c: &Compiled,
        own: BackendCompile,
        sweep: &Sweep,
        cell: &mut Cell,
    ) -> CompileTimes {
        if let Some(m) = cell.metrics.as_mut() {
            m.passes.push(crate::metrics::pass(&own.record));
        }
        let warm = CompileTimes {
            passes_ms: crate::compiling::passes_ms(c),
            backend_ms: Some(own.ms),
            cache_hits: Some(own.cache_hits),
            cold: false,
        };
        if !sweep.cold_compile {
            return warm;
        }
        let sizes: Vec<(String, i64)> = plain_sizes(&self.sizes).into_iter().collect();
        let how = ColdCompile {
            file: std::path::Path::new(&self.loaded.file.name),
            sizes: &sizes,
            entry: None,
            unchecked: false,
            strict_float: false,
            no_simplify: false,
            ilp: &sweep.ilp,
            target: self.target,
        };
        match how.run(&cell.strategy) {
            Ok(t) => CompileTimes {
                passes_ms: t.passes_ms,
                backend_ms: Some(t.llvm_ms),
                cache_hits: Some(t.cache_hits),
                cold: t.cold,
            },
            Err(e) => {
                warn_once(&format!(
                    "no compile in a fresh process ({e:#}); compile times are this process's, with nests from its cache marked cached"
                ));
                warm
            }
        }
    }

    /// What the loop-IR interpreter counted, in elements and bytes, and the
    /// cost model's bytes at the run's sizes and extents.
    fn traffic(&self, c: &Compiled, run: &dyn Counting) -> Traffic {
        let width = |a: &ir::graph::ArrayId| -> i128 {
            c.lowered
                .arrays
                .get(*a)
                .map_or(0, |d| d.elem.bytes() as i128)
        };
        let bytes = run
            .counts()
            .reads
            .iter()
            .chain(&run.counts().writes)
            .map(|(a, n)| *n as i128 * width(a))
            .sum();
        let value_of = |n: &str| {
            self.sizes
                .get(n)
                .copied()
                .or_else(|| run.symbols().get(n).copied())
        };
        Traffic {
            reads: run.counts().total_reads(),
            writes: run.counts().total_writes(),
            bytes,
            model_bytes: c.cost.bytes(&c.graph, &value_of, DEFAULT_SIZE),
        }
    }

    /// Sets the cell's times, check and status from a run's outcome.
    fn judge(&self, mut cell: Cell, got: Result<&Value, &RuntimeError>, times: Vec<f64>) -> Cell {
        let want = self.reference.as_ref();
        let outputs = match (&got, &want) {
            (Ok(v), _) | (_, Ok(v)) => v.arrays().len(),
            _ => 0,
        };
        if got.is_ok() {
            cell.run_ms = Some(Times::of(&times));
        }
        let verdict = agree::same_outcome_or_rounding(got, want, || self.regrouped());
        cell.check = Some(Check {
            outputs,
            tolerance: agree::TOL,
            difference: verdict.as_ref().err().cloned(),
            rounding: verdict.as_ref().ok().copied().flatten().map(|r| Rounding {
                difference: r.difference,
                spread: r.spread,
                bound: r.bound,
            }),
        });
        match (verdict, got) {
            (Ok(None), Ok(_)) => cell.status = Status::Ok,
            (Ok(Some(rounding)), Ok(_)) => {
                cell.status = Status::Ok;
                cell.message = Some(rounding.to_string());
            }
            (Ok(_), Err(e)) => {
                // What the path reports: the reference's error (`interp::precise`).
                let e = want.err().unwrap_or(e);
                cell.status = Status::Ok;
                cell.message = Some(format!("stops with the reference's run-time error: {e}"));
            }
            (Err(d), _) => {
                cell.status = Status::Mismatch;
                cell.message = Some(d);
            }
        }
        cell
    }
}

/// Runs `f` `reps` times (stopping at an error); its first outcome and the
/// milliseconds each run took.
fn repeat<T, E>(reps: usize, mut f: impl FnMut() -> Result<T, E>) -> (Result<T, E>, Vec<f64>) {
    let mut times = Vec::with_capacity(reps);
    let start = Instant::now();
    let first = f();
    times.push(start.elapsed().as_secs_f64() * 1e3);
    if first.is_ok() {
        for _ in 1..reps {
            let start = Instant::now();
            let r = f();
            times.push(start.elapsed().as_secs_f64() * 1e3);
            if r.is_err() {
                break;
            }
        }
    }
    (first, times)
}

/// Prints a warning the first time one is given.
fn warn_once(msg: &str) {
    static GIVEN: std::sync::Once = std::sync::Once::new();
    GIVEN.call_once(|| eprintln!("experiment: warning: {msg}"));
}

/// A cell that could not be measured.
pub fn failed(mut cell: Cell, message: String) -> Cell {
    cell.status = Status::Error;
    cell.message = Some(message);
    cell
}

/// A cell whose strategy does not handle the program.
pub fn unsupported(mut cell: Cell, message: String) -> Cell {
    cell.status = Status::Unsupported;
    cell.message = Some(message);
    cell
}

/// A cell whose backend cannot run on this machine (the PTX backend
/// without a GPU): unavailable here, with the reason (`--resume` on a
/// machine that can run it runs it).
pub fn unavailable(mut cell: Cell, backend: Backend, why: &anyhow::Error) -> Cell {
    cell.status = Status::Unavailable;
    cell.message = Some(format!(
        "skipped: the {} backend cannot run here: {why:#}",
        backend.name()
    ));
    cell
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use interp::RuntimeErrorKind;
    use ir::Buffer;
    use std::collections::BTreeMap;

    fn setup(n: i64) -> Setup {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/normalise2.fl");
        let sizes: Sizes = [(ir::Name::from("n"), n)].into_iter().collect();
        let program = Program {
            name: "normalise2".into(),
            path,
            sizes: vec![sizes.clone()],
        };
        Setup::new(&program, &sizes, 3, Oracle::Reference, Default::default()).unwrap()
    }

    fn cell() -> Cell {
        Cell::new("normalise2", "ilp", "cpu", "s", BTreeMap::new())
    }

    /// The value with the first element of its first array plus one.
    fn corrupt(v: &Value) -> Value {
        let arrays: Vec<Value> = v
            .arrays()
            .iter()
            .enumerate()
            .map(|(k, a)| {
                let mut bufs = a.buffers().to_vec();
                if k == 0 {
                    match &mut bufs[0] {
                        Buffer::I64(xs) => xs[0] += 1,
                        Buffer::F32(xs) => xs[0] += 1.0,
                        _ => {}
                    }
                }
                Value::Array(
                    Array::from_buffers(a.shape().to_vec(), a.elem().clone(), bufs).unwrap(),
                )
            })
            .collect();
        Value::Tuple(arrays)
    }

    #[test]
    fn results_are_judged_against_the_reference() {
        let s = setup(10);
        let want = s.reference.as_ref().unwrap().clone();
        let ok = s.judge(cell(), Ok(&want), vec![2.0, 1.0, 3.0]);
        assert_eq!(ok.status, Status::Ok);
        assert_eq!(ok.run_ms.map(|t| t.median), Some(2.0));
        assert_eq!(ok.check.as_ref().map(|c| c.outputs), Some(2));

        let bad = s.judge(cell(), Ok(&corrupt(&want)), vec![1.0]);
        assert_eq!(bad.status, Status::Mismatch);
        let msg = bad.message.clone().unwrap();
        assert!(msg.starts_with("result 0: element 0: "), "{msg}");
        assert_eq!(bad.check.unwrap().difference, Some(msg));

        let e = RuntimeError {
            kind: RuntimeErrorKind::DivisionByZero,
            op: "map".into(),
            span: ir::Span::new(0, 0),
            detail: "division by zero".into(),
        };
        let stopped = s.judge(cell(), Err(&e), vec![1.0]);
        assert_eq!(stopped.status, Status::Mismatch);
        assert!(stopped.run_ms.is_none());
        assert!(stopped
            .message
            .unwrap()
            .contains("where the reference ran to the end"));
    }

    /// A long f32 prefix sum grouped otherwise than the reference's left
    /// to right (as a parallel scan groups it) differs beyond the tolerance
    /// and is judged by the rounding allowance; a wrong element still is not.
    #[test]
    fn float_sums_grouped_otherwise_agree_within_their_rounding() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/reshape_scan.fl");
        let sizes: Sizes = [("m", 1000), ("n", 1000)]
            .into_iter()
            .map(|(k, v)| (ir::Name::from(k), v))
            .collect();
        let program = Program {
            name: "reshape_scan".into(),
            path,
            sizes: vec![sizes.clone()],
        };
        let s = Setup::new(&program, &sizes, 3, Oracle::Reference, Default::default()).unwrap();
        let want = s.reference.as_ref().unwrap().clone();
        let other = s.regrouped().expect("the regrouped reference runs").value;
        assert!(
            agree::same_value(&other, &want).is_err(),
            "the two groupings should differ beyond the tolerance at this size"
        );
        let ok = s.judge(cell(), Ok(&other), vec![1.0]);
        assert_eq!(ok.status, Status::Ok, "{:?}", ok.message);
        assert!(ok.message.unwrap().contains("spread between two groupings"));
        let bad = s.judge(cell(), Ok(&corrupt(&other)), vec![1.0]);
        assert_eq!(bad.status, Status::Mismatch);
        assert!(bad.message.unwrap().starts_with("result 0: element 0: "));
    }

    #[test]
    fn counted_traffic_is_the_cost_models() {
        let s = setup(50);
        let registry = crate::compiling::registry();
        let options = passes::Options {
            sizes: [("n".to_string(), 50)].into(),
            ..Default::default()
        };
        for name in ["none", "ilp"] {
            let c = passes::compile(
                &s.loaded.program,
                s.def(),
                registry.get(name).unwrap(),
                &options,
            )
            .unwrap();
            let run = interp::loops::run(&c.lowered, &s.inputs).unwrap();
            let t = s.traffic(&c, &run);
            // normalise2: i64 elements; 8n + 4 unfused, 4n + 4 fused.
            let elements = if name == "none" {
                8 * 50 + 4
            } else {
                4 * 50 + 4
            };
            assert_eq!(t.reads + t.writes, elements, "{name}");
            assert_eq!(t.bytes, 8 * elements as i128, "{name}");
            assert_eq!(t.model_bytes, Some(t.bytes), "{name}");
        }
    }
}
