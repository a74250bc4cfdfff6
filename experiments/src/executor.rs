//! The executor interface: what every way of running a program offers
//! (whether it can run on this machine, preparing a program, running it on
//! inputs), and an executor as the table names it ([`Named`]: its name and
//! the settings it takes). The executors themselves and the one table are
//! in `executors`; the commands (`run`, the experiment runner) go through
//! this interface instead of matching an enum of their own.

use crate::compiling;
use crate::program_file::Loaded;
use interp::RuntimeError;
use interp::Sizes;
use ir::stream::StreamedValues;
use ir::{Array, Def, Value};
use passes::Compiled;
use passes::PassRecord;
use std::collections::BTreeMap;

/// A command-line setting that only some executors take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// `--strategy`: the executor runs the program fused.
    Strategy,
    /// `--threads`.
    Threads,
    /// `--unchecked`.
    Unchecked,
    /// `--sm`.
    Sm,
    /// `--strict-float`.
    StrictFloat,
}

/// The values of the executor-specific settings for one preparation.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Threads for native code (0: every core).
    pub threads: usize,
    /// Bounds and division checks in generated code.
    pub checks: bool,
    /// The GPU architecture (default: the device's).
    pub sm: Option<String>,
    /// Float folds in their sequential order (native code).
    pub strict_float: bool,
    /// What native code is compiled for.
    pub target: backend::cpu::Target,
    /// The bytes a chunk of a sequence computation may take
    /// (`--seq-memory`).
    pub seq_memory: Option<u64>,
    /// Elements per chunk of a sequence computation (`--chunk`; `None`:
    /// the adaptive schedule).
    pub chunk: Option<u64>,
}

/// A program fused by a strategy.
pub struct Fused<'a> {
    pub strategy: &'a str,
    pub compiled: &'a Compiled,
}

/// What an executor runs: the typed definition and, for an executor that
/// fuses, its compilation.
pub struct Subject<'a> {
    pub loaded: &'a Loaded,
    pub def: &'a Def,
    /// Required by the executors that take [`Setting::Strategy`].
    pub fused: Option<Fused<'a>>,
    /// The run's sizes (for the cost model's figures).
    pub sizes: &'a Sizes,
}

impl<'a> Subject<'a> {
    /// The compilation of an executor that fuses.
    pub fn fused(&self) -> &Fused<'a> {
        self.fused
            .as_ref()
            .expect("an executor that fuses is given a compilation")
    }
}

/// What the loop-IR interpreter counted.
pub struct Counted {
    pub counts: interp::loops::Counts,
    /// The values of the size names it bound.
    pub symbols: BTreeMap<String, i64>,
}

/// Counts with the size values they were counted at: what [`Counted`] and
/// the loop-IR interpreter's own run both hold.
pub trait Counting {
    fn counts(&self) -> &interp::loops::Counts;
    fn symbols(&self) -> &BTreeMap<String, i64>;
}

impl Counting for Counted {
    fn counts(&self) -> &interp::loops::Counts {
        &self.counts
    }
    fn symbols(&self) -> &BTreeMap<String, i64> {
        &self.symbols
    }
}

impl Counting for interp::loops::LoopRun {
    fn counts(&self) -> &interp::loops::Counts {
        &self.counts
    }
    fn symbols(&self) -> &BTreeMap<String, i64> {
        &self.symbols
    }
}

/// One run's outcome.
pub struct Ran {
    pub value: Value,
    /// The line `run` prints to stderr about the run (compile and run
    /// times, how the nests ran, or the traffic counted), if any.
    pub summary: Option<String>,
    /// The loop-IR interpreter's counts.
    pub counted: Option<Counted>,
    /// Per nest executed on the CPU: its plan and the chunks it ran as
    /// (what the time model of [`crate::predict`] needs); empty for the
    /// other executors.
    pub nests: Vec<(backend::plan::Plan, usize)>,
    /// Per nest executed on the CPU: its cluster (empty for the other
    /// executors).
    pub clusters: Vec<ir::cluster::ClusterId>,
    /// The values of the cost model's unknowns the CPU run met
    /// (`backend::cpu::CpuRun::met`; empty for the other executors).
    pub met: Vec<(usize, String, i64)>,
}

/// Why a run stopped.
pub enum Stop {
    /// The program's own run-time error.
    Runtime(RuntimeError),
    /// Anything else: input data that does not fit, the device.
    Failed(anyhow::Error),
}

impl Stop {
    /// The error a command reports: a run-time error rendered with its
    /// source line (for a fused run, the first in program order).
    pub fn into_error(self, subject: &Subject, inputs: &[Array]) -> anyhow::Error {
        match self {
            Stop::Failed(e) => e,
            Stop::Runtime(e) if subject.fused.is_some() => {
                compiling::stopped_fused(subject.loaded, subject.def, inputs, e)
            }
            Stop::Runtime(e) => compiling::stopped(subject.loaded, subject.def, e),
        }
    }
}

/// Why a program could not be prepared.
pub enum Unprepared {
    /// The backend (`CPU`, `PTX`) could not compile it.
    Compile {
        backend: &'static str,
        message: String,
    },
    /// Anything else (a bad `--sm`, an unsupported GPU).
    Failed(anyhow::Error),
}

/// A program ready to run, or why it could not be prepared.
pub type Prepared<'a> = Result<Box<dyn Ready + 'a>, Unprepared>;

/// The backend's own compilation, for the metrics.
pub struct BackendCompile {
    /// Its pass record (`llvm`).
    pub record: PassRecord,
    pub ms: f64,
    /// Nests found in the compile cache.
    pub cache_hits: usize,
}

/// A program ready to run.
pub trait Ready {
    /// Runs it once on `inputs`.
    fn run(&self, inputs: &[Array]) -> Result<Ran, Stop>;
    /// The backend's own compilation (none for the interpreters).
    fn backend_compile(&self) -> Option<BackendCompile> {
        None
    }
    /// Runs it once on `inputs` with the sequence values that `streams`
    /// name read a chunk at a time (their places in `inputs` hold empty
    /// arrays), where the executor streams ([`Executor::streams`]).
    fn run_streaming(&self, inputs: &[Array], streams: &[StreamedValues]) -> Result<Ran, Stop> {
        let _ = (inputs, streams);
        Err(Stop::Failed(anyhow::anyhow!(
            "internal error: this executor does not stream its inputs"
        )))
    }
    /// Takes back a result's buffers for the next run (native code reuses
    /// them; the interpreters drop them).
    fn recycle(&self, value: Value) {
        drop(value);
    }
}

/// A way of running a program.
pub trait Executor: Sync {
    /// Whether it can run on this machine; the reason when not.
    fn available(&self) -> anyhow::Result<()> {
        Ok(())
    }
    /// Whether it reads a sequence input a chunk at a time
    /// ([`Ready::run_streaming`]) instead of whole.
    fn streams(&self) -> bool {
        false
    }
    /// Compiles what it needs to run `subject`.
    fn prepare<'a>(&self, subject: &Subject<'a>, settings: &Settings) -> Prepared<'a>;
}

/// An executor with its name and the settings it takes: an entry of the
/// table in `executors`.
pub struct Named {
    /// The name of `--backend` and of sweep files.
    pub name: &'static str,
    pub settings: &'static [Setting],
    pub executor: &'static dyn Executor,
}

impl Named {
    /// Whether it takes `setting`.
    pub fn takes(&self, setting: Setting) -> bool {
        self.settings.contains(&setting)
    }

    /// Whether it runs the program fused by a strategy.
    pub fn fuses(&self) -> bool {
        self.takes(Setting::Strategy)
    }

    /// Whether it can run on this machine; the reason when not.
    pub fn available(&self) -> anyhow::Result<()> {
        self.executor.available()
    }

    /// Compiles what it needs to run `subject`.
    pub fn prepare<'a>(&self, subject: &Subject<'a>, settings: &Settings) -> Prepared<'a> {
        self.executor.prepare(subject, settings)
    }
}
