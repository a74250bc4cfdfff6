//! The executors and the one table that names them: the reference
//! interpreter, the loop-IR interpreter, native code on the CPU (LLVM) and
//! CUDA kernels on the GPU (PTX), each behind [`Executor`], with the lines
//! that report their runs. The command-line and sweep-file backend names
//! map to an executor here, once ([`named`]).

use crate::executor::{
    BackendCompile, Counted, Executor, Named, Prepared, Ran, Ready, Setting, Settings, Stop,
    Subject, Unprepared,
};
use crate::exit::input_error;
use crate::{compiling, gpu};
use anyhow::anyhow;
use backend::cpu::{self, CpuOptions, CpuProgram};
use backend::ptx::{self, PtxProgram};
use interp::RunError;
use interp::Sizes;
use ir::stream::StreamedValues;
use ir::{Array, Def, Value};
use passes::Compiled;
use std::collections::BTreeMap;
use std::time::Instant;

/// Every executor, by name, with the settings it takes.
pub static EXECUTORS: [Named; 4] = [
    Named {
        name: "reference",
        settings: &[],
        executor: &Reference,
    },
    Named {
        name: "interp",
        settings: &[Setting::Strategy],
        executor: &LoopInterp,
    },
    Named {
        name: "cpu",
        settings: &[
            Setting::Strategy,
            Setting::Threads,
            Setting::Unchecked,
            Setting::StrictFloat,
        ],
        executor: &Native,
    },
    Named {
        name: "ptx",
        settings: &[Setting::Strategy, Setting::Unchecked, Setting::Sm],
        executor: &Gpu,
    },
];

/// The executor called `name` (`reference`, `interp`, `cpu`, `ptx`).
pub fn named(name: &str) -> Option<&'static Named> {
    EXECUTORS.iter().find(|e| e.name == name)
}

/// The reference interpreter: array at a time, straight from the program.
pub struct Reference;

impl Executor for Reference {
    fn prepare<'a>(&self, subject: &Subject<'a>, _: &Settings) -> Prepared<'a> {
        Ok(Box::new(ReferenceReady {
            program: &subject.loaded.program,
            def: subject.def,
            sizes: subject.sizes,
        }))
    }
}

struct ReferenceReady<'a> {
    program: &'a ir::Program,
    def: &'a Def,
    /// The run's `--size`s (for sizes the inputs' shapes cannot determine).
    sizes: &'a Sizes,
}

impl Ready for ReferenceReady<'_> {
    fn run(&self, inputs: &[Array]) -> Result<Ran, Stop> {
        match interp::reference::run_with(self.program, self.def, inputs, self.sizes) {
            Ok(value) => Ok(Ran {
                value,
                summary: None,
                counted: None,
                nests: Vec::new(),
                clusters: Vec::new(),
                met: Vec::new(),
            }),
            Err(RunError::Input(e)) => Err(Stop::Failed(input_error(e))),
            Err(RunError::Runtime(e)) => Err(Stop::Runtime(e)),
        }
    }
}

/// The loop-IR interpreter: the fused loop nests element by element,
/// counting every element read and written.
pub struct LoopInterp;

impl Executor for LoopInterp {
    fn prepare<'a>(&self, subject: &Subject<'a>, settings: &Settings) -> Prepared<'a> {
        let f = subject.fused();
        Ok(Box::new(InterpReady {
            strategy: f.strategy,
            compiled: f.compiled,
            sizes: subject.sizes,
            seq_memory: settings.seq_memory,
            chunk: settings.chunk,
        }))
    }
}

struct InterpReady<'a> {
    strategy: &'a str,
    compiled: &'a Compiled,
    sizes: &'a Sizes,
    seq_memory: Option<u64>,
    chunk: Option<u64>,
}

impl Ready for InterpReady<'_> {
    fn run(&self, inputs: &[Array]) -> Result<Ran, Stop> {
        let schedule = ir::loops::schedule::Schedule::new(self.seq_memory, self.chunk);
        let run = interp::loops::run_scheduled(&self.compiled.lowered, inputs, schedule)
            .map_err(Stop::Runtime)?;
        let summary = traffic_line(self.strategy, self.compiled, self.sizes, &run, self.chunk);
        Ok(Ran {
            value: run.value,
            summary: Some(summary),
            counted: Some(Counted {
                counts: run.counts,
                symbols: run.symbols,
            }),
            nests: Vec::new(),
            clusters: Vec::new(),
            met: Vec::new(),
        })
    }
}

/// Native code: each loop nest compiled by LLVM, run on threads.
pub struct Native;

impl Executor for Native {
    fn streams(&self) -> bool {
        true
    }

    fn prepare<'a>(&self, subject: &Subject<'a>, settings: &Settings) -> Prepared<'a> {
        let f = subject.fused();
        let options = CpuOptions {
            target: settings.target,
            checks: settings.checks,
            threads: settings.threads,
            strict_float: settings.strict_float,
            seq_memory: settings.seq_memory,
            chunk: settings.chunk,
            ..Default::default()
        };
        let start = Instant::now();
        let cp = cpu::compile(&f.compiled.loops, options).map_err(|e| Unprepared::Compile {
            backend: "CPU",
            message: e.to_string(),
        })?;
        Ok(Box::new(NativeReady {
            strategy: f.strategy,
            compiled: f.compiled,
            cp,
            micros: start.elapsed().as_micros() as u64,
        }))
    }
}

struct NativeReady<'a> {
    strategy: &'a str,
    compiled: &'a Compiled,
    cp: CpuProgram,
    /// The backend's compile time, measured around it.
    micros: u64,
}

impl Ready for NativeReady<'_> {
    fn run(&self, inputs: &[Array]) -> Result<Ran, Stop> {
        self.run_streaming(inputs, &[])
    }

    fn run_streaming(&self, inputs: &[Array], streams: &[StreamedValues]) -> Result<Ran, Stop> {
        let run = cpu::run_streaming(&self.cp, inputs, streams).map_err(Stop::Runtime)?;
        let summary = cpu_line(self.strategy, self.compiled, &self.cp, &run);
        Ok(Ran {
            value: run.value,
            summary: Some(summary),
            counted: None,
            nests: run.passes,
            clusters: run.clusters,
            met: run.met,
        })
    }

    fn backend_compile(&self) -> Option<BackendCompile> {
        Some(BackendCompile {
            record: compiling::llvm_pass(&self.cp, self.micros),
            ms: self.cp.compile_ms,
            cache_hits: self.cp.cache_hits,
        })
    }

    fn recycle(&self, value: Value) {
        cpu::recycle(value);
    }
}

/// CUDA kernels: each loop nest compiled to PTX by LLVM, run on the first
/// CUDA device.
pub struct Gpu;

impl Executor for Gpu {
    fn available(&self) -> anyhow::Result<()> {
        gpu::gpu().map(|_| ())
    }

    fn prepare<'a>(&self, subject: &Subject<'a>, settings: &Settings) -> Prepared<'a> {
        let f = subject.fused();
        let device = gpu::gpu().map_err(Unprepared::Failed)?;
        let opts = gpu::options(settings.sm.as_deref(), Some(device), settings.checks)
            .map_err(Unprepared::Failed)?;
        let pp = ptx::compile(&f.compiled.lowered, &opts).map_err(|e| Unprepared::Compile {
            backend: "PTX",
            message: e.to_string(),
        })?;
        Ok(Box::new(GpuReady {
            strategy: f.strategy,
            compiled: f.compiled,
            pp,
            seq_memory: settings.seq_memory,
            chunk: settings.chunk,
        }))
    }
}

struct GpuReady<'a> {
    strategy: &'a str,
    compiled: &'a Compiled,
    pp: PtxProgram,
    seq_memory: Option<u64>,
    chunk: Option<u64>,
}

impl Ready for GpuReady<'_> {
    fn run(&self, inputs: &[Array]) -> Result<Ran, Stop> {
        let schedule = ir::loops::schedule::Schedule::new(self.seq_memory, self.chunk);
        let run = ptx::run_scheduled(&self.pp, inputs, schedule).map_err(|e| match e {
            ptx::PtxRunError::Runtime(e) => Stop::Runtime(e),
            ptx::PtxRunError::Device(e) => Stop::Failed(anyhow!("{e}")),
        })?;
        let summary = gpu::run_line(self.strategy, self.compiled, &self.pp, &run)
            + &chunks_text(
                &run.chunks,
                run.chunk_peak_bytes,
                run.chunk_bytes_per_element,
                self.chunk,
            );
        Ok(Ran {
            value: run.value,
            summary: Some(summary),
            counted: None,
            nests: Vec::new(),
            clusters: Vec::new(),
            met: Vec::new(),
        })
    }
}

/// `cpu (ilp): 2 loop nests; compile 41.3 ms (passes 2.1, LLVM 39.2), run
/// 12.5 ms in nests; passes: c0 sequential, c1 chunks x2`.
fn cpu_line(strategy: &str, c: &Compiled, cp: &CpuProgram, run: &cpu::CpuRun) -> String {
    let passes = compiling::passes_ms(c);
    let cached = if cp.cache_hits > 0 {
        format!(", {} cached", cp.cache_hits)
    } else {
        String::new()
    };
    format!(
        "cpu ({strategy}): {} loop nests; compile {:.1} ms (passes {passes:.1}, LLVM {:.1}{cached}), run {:.1} ms in nests; passes: {}{}",
        cp.nests.len(),
        passes + cp.compile_ms,
        cp.compile_ms,
        run.run_ms,
        passes_text(&cp.program, &run.passes, &run.nest_ms, None),
        chunks_text(&run.chunks, run.chunk_peak_bytes, run.chunk_bytes_per_element, cp.options.chunk),
    )
}

/// `; sequence chunks (adaptive): 7 chunks, 1 2 4 8 16 32 64, largest 64,
/// at most 5120 bytes made by one, 80 bytes per element`: the limits the
/// schedule gave the lifted sequence loops, in order (the first 16), the
/// most bytes of arrays (and streamed windows) one chunk held, and the most
/// per element it was given (what decides how many fit a cap); empty
/// without any. `(--chunk N)` in place of `(adaptive)` for a fixed chunk.
pub fn chunks_text(
    chunks: &[u64],
    peak_bytes: u64,
    per_element: f64,
    fixed: Option<u64>,
) -> String {
    let Some(largest) = chunks.iter().max() else {
        return String::new();
    };
    let first: Vec<String> = chunks.iter().take(16).map(u64::to_string).collect();
    let more = if chunks.len() > 16 { " .." } else { "" };
    format!(
        "; sequence chunks ({}): {} chunk{}, {}{more}, largest {largest}, at most {peak_bytes} bytes made by one, {per_element:.0} bytes per element",
        fixed.map_or("adaptive".to_string(), |n| format!("--chunk {n}")),
        chunks.len(),
        if chunks.len() == 1 { "" } else { "s" },
        first.join(" "),
    )
}

/// How each nest ran on the CPU, with the milliseconds in it: `c0
/// sequential 1.2 ms, c1 chunks x2 0.8 ms` (one pass over memory per nest
/// executed), each with its `predicted` time where given (`c0 sequential
/// 1.2 ms (predicted 0.9 ms)`); where nests ran inside array-level control
/// flow, a count per kind of pass: `7 passes: 4 sequential, 3 chunks x2`.
pub fn passes_text(
    p: &ir::loops::LoopProgram,
    passes: &[(backend::plan::Plan, usize)],
    ms: &[f64],
    predicted: Option<&[f64]>,
) -> String {
    use backend::plan::Plan;
    if passes.is_empty() {
        return "none".into();
    }
    // Every plan but `sequential` runs as chunks.
    let labels: Vec<String> = passes
        .iter()
        .map(|(plan, chunks)| match plan {
            Plan::Sequential => plan.name().to_string(),
            _ => format!("{} x{chunks}", plan.name()),
        })
        .collect();
    compiling::nests_text(p, &labels, &labels, ms, predicted, "passes")
}

/// Per array, the reads and writes the cost model predicts over a run.
type Predicted = ir::cost::RunCounts;

/// The cost model's counts over `run`: its accesses per evaluation of
/// their block, at every evaluation's symbols ([`ir::cost::run_counts`]);
/// `None` where the run gave up its record of evaluations or a symbol has
/// no value.
fn run_predicted(
    c: &Compiled,
    run: &interp::loops::LoopRun,
    value_of: &dyn Fn(&str) -> Option<i64>,
) -> Option<Predicted> {
    let evaluations = run.evaluations.as_ref()?;
    ir::cost::run_counts(
        &c.graph,
        &c.deps,
        &c.clustering,
        &c.schedule,
        evaluations,
        value_of,
    )
    .ok()
}

/// `loop IR (ilp): 2 loop nests; read 200002 elements (cost model 2n + 2 =
/// 200002), wrote ...`: the formula, and its value over the run.
fn traffic_line(
    strategy: &str,
    c: &Compiled,
    sizes: &Sizes,
    run: &interp::loops::LoopRun,
    chunk: Option<u64>,
) -> String {
    let value_of = |n: &str| {
        sizes
            .get(n)
            .copied()
            .or_else(|| run.symbols.get(n).copied())
    };
    // The formula, and its value over the run: summed over every
    // evaluation of each block where the run recorded them.
    let predicted = run_predicted(c, run, &value_of);
    let model = |p: ir::Poly, over_run: Option<i128>| match (over_run, p.eval_exact(&value_of)) {
        (Some(v), _) | (None, Ok(Some(v))) => format!("{p} = {v}"),
        (None, Ok(None)) => format!("{p} = {}", reports::OVERFLOW),
        (None, Err(_)) => p.to_string(),
    };
    let total = |m: &BTreeMap<ir::graph::ArrayId, i128>| m.values().sum::<i128>();
    let nests = c
        .loops
        .body
        .iter()
        .filter(|i| matches!(i, ir::loops::Item::Nest(_)))
        .count();
    let mut line = format!(
        "loop IR ({strategy}): {nests} loop nests at the top level; read {} elements (cost model {}), wrote {} (cost model {})",
        run.counts.total_reads(),
        model(c.cost.total_reads(), predicted.as_ref().map(|(r, _)| total(r))),
        run.counts.total_writes(),
        model(c.cost.total_writes(), predicted.as_ref().map(|(_, w)| total(w))),
    );
    let differing = differing_arrays(c, run, predicted.as_ref(), &value_of);
    if !differing.is_empty() {
        line.push_str(&format!(
            "; the count differs from the formula's value at {}",
            differing.join(", ")
        ));
    }
    line.push_str(&chunks_text(
        &run.chunks,
        run.chunk_peak_bytes,
        run.chunk_bytes_per_element,
        chunk,
    ));
    line
}

/// Where the counting interpreter and the cost model disagree, array by
/// array: `xs: read 3 (cost model 5)`. The model's counts per array are its
/// accesses summed over clusters, over the run (`predicted`) or else their
/// formulas evaluated at the run's sizes and measured symbols; arrays are
/// matched by name. Empty when every array agrees (or a formula has no
/// value at those sizes).
fn differing_arrays(
    c: &Compiled,
    run: &interp::loops::LoopRun,
    predicted: Option<&Predicted>,
    value_of: &dyn Fn(&str) -> Option<i64>,
) -> Vec<String> {
    let name = |a: &ir::graph::ArrayId| c.graph.array(*a).name.to_string();
    // The model's count per array name: over the run where it was
    // recorded, else its formulas at the run's symbols.
    let model = |over_run: Option<&BTreeMap<ir::graph::ArrayId, i128>>,
                 accesses: &[ir::cost::Access]|
     -> Option<BTreeMap<String, i128>> {
        let mut m: BTreeMap<String, i128> = BTreeMap::new();
        if let Some(counts) = over_run {
            for (a, n) in counts {
                *m.entry(name(a)).or_default() += n;
            }
            return Some(m);
        }
        let mut formulas: BTreeMap<String, ir::Poly> = BTreeMap::new();
        for a in accesses {
            let sum = formulas
                .entry(name(&a.array))
                .or_insert_with(ir::Poly::zero);
            *sum = sum.add(&a.count);
        }
        for (array, p) in formulas {
            m.insert(array, p.eval_exact(value_of).ok()??);
        }
        Some(m)
    };
    let counted = |counts: &BTreeMap<ir::graph::ArrayId, u64>| {
        let mut m: BTreeMap<String, i128> = BTreeMap::new();
        for (a, n) in counts {
            *m.entry(c.loops.array_name(*a)).or_default() += i128::from(*n);
        }
        m
    };
    let (reads, writes) = (predicted.map(|p| &p.0), predicted.map(|p| &p.1));
    let mut out = Vec::new();
    for (what, model, measured) in [
        (
            "read",
            model(reads, &c.cost.reads),
            counted(&run.counts.reads),
        ),
        (
            "wrote",
            model(writes, &c.cost.writes),
            counted(&run.counts.writes),
        ),
    ] {
        let Some(model) = model else {
            return Vec::new();
        };
        let names: std::collections::BTreeSet<&String> =
            model.keys().chain(measured.keys()).collect();
        for name in names {
            let got = measured.get(name).copied().unwrap_or(0);
            let want = model.get(name).copied().unwrap_or(0);
            if got != want {
                out.push(format!("{name}: {what} {got} (cost model {want})"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_that_differs_from_the_formula_names_its_array() {
        let text = "def f (xs: [n]i64) : [n]i64 = map (\\x -> x + 1) xs";
        let (program, c) = crate::compiling::compile_text(text, "none");
        let def = program.entry(None).unwrap();
        let sizes: Sizes = [("n".into(), 5)].into_iter().collect();
        let inputs = interp::random_inputs(def, &sizes, 1).unwrap();
        let mut run = interp::loops::run(&c.lowered, &inputs).unwrap();
        let agreed = traffic_line("none", &c, &sizes, &run, None);
        assert!(!agreed.contains("differs"), "{agreed}");
        // A run that read one element of `xs` twice.
        for n in run.counts.reads.values_mut() {
            *n += 1;
        }
        let line = traffic_line("none", &c, &sizes, &run, None);
        assert!(
            line.contains("read 6 elements (cost model n = 5)"),
            "{line}"
        );
        assert!(
            line.ends_with(
                "the count differs from the formula's value at xs: read 6 (cost model 5)"
            ),
            "{line}"
        );
    }

    #[test]
    fn settings_follow_the_executor() {
        let takes = |name: &str, s: Setting| named(name).unwrap().takes(s);
        assert!(!named("reference").unwrap().fuses());
        assert!(["interp", "cpu", "ptx"]
            .iter()
            .all(|n| named(n).unwrap().fuses()));
        assert!(takes("cpu", Setting::Threads) && !takes("ptx", Setting::Threads));
        assert!(takes("cpu", Setting::Unchecked) && takes("ptx", Setting::Unchecked));
        assert!(takes("cpu", Setting::StrictFloat) && !takes("ptx", Setting::StrictFloat));
        assert!(takes("ptx", Setting::Sm) && !takes("cpu", Setting::Sm));
    }
}
