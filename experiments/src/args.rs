//! The arguments of the subcommands (clap), and the parsers of their values
//! (`NAME=VALUE` sizes, `PARAM=FILE` inputs, counts and seconds).

use crate::executor::Named;
use clap::ValueEnum;
use std::path::PathBuf;

/// What `fuse` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// A definition with sequences lifted to loops over chunks (program
    /// text), headed by how each operation of its element functions runs
    /// over a chunk: avoided, regular, irregular or sequential.
    Lifted,
    /// The labelled graph: nodes, blocks, dependencies (fusible or
    /// fusion-preventing, with the reason) and siblings.
    Graph,
    /// One line per cluster with its loop direction and recomputed nodes,
    /// then the cost.
    Clusters,
    /// The fusion tree of each cluster, then the cost.
    Tree,
    /// Graphviz: one box per cluster (pipe it to `dot -Tsvg`).
    Dot,
    /// The fused loop nests (`LoopIr`) as imperative pseudo-code: one
    /// block per cluster with the arrays it reads and writes; as `lower`
    /// made them, or after the loop rewrite `--after` names.
    Loops,
    /// The LLVM IR of each loop nest as the CPU backend compiles it, after
    /// LLVM's O3 optimisations (one module per nest).
    Llvm,
    /// The PTX of the program's CUDA kernels (`--sm` picks the GPU
    /// architecture), headed by a comment listing each cluster's kernels
    /// and how it was split into them.
    Ptx,
}

/// How `compare` and `bench-ilp` print their figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// An aligned table under a line giving the sizes.
    Table,
    /// JSON: for `compare` an array of {strategy, loops, reads, writes,
    /// duplication, bytes}; for `bench-ilp` an object {cores, reps,
    /// time_limit_s, rows}; for `bench` an object {sizes, threads,
    /// bandwidth, strategies, speedups, hand, ...}.
    Json,
}

/// The strategy names, with a line of help each, for `--strategy`.
/// `--threads N`: 0 (every core) up to [`backend::cpu::MAX_THREADS`].
fn threads_parser(s: &str) -> Result<usize, String> {
    let max = backend::cpu::MAX_THREADS;
    match s.parse::<usize>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(format!("the number of threads is 0 (every core) to {max}")),
    }
}

fn strategy_parser() -> clap::builder::PossibleValuesParser {
    let registry = crate::compiling::registry();
    let values: Vec<clap::builder::PossibleValue> = registry
        .iter()
        .map(|s| clap::builder::PossibleValue::new(s.name()).help(s.describe()))
        .collect();
    clap::builder::PossibleValuesParser::new(values)
}

#[derive(clap::Args, Debug)]
pub struct FuseArgs {
    #[command(flatten)]
    pub program: ProgramArgs,
    /// The fusion strategy.
    #[arg(long, value_name = "S", value_parser = strategy_parser())]
    pub strategy: String,
    /// What to print.
    #[arg(long, value_enum, value_name = "WHAT", default_value_t = Emit::Clusters)]
    pub emit: Emit,
    /// Write the metrics of every pass as JSON to FILE.
    #[arg(long, value_name = "FILE.json")]
    pub metrics: Option<PathBuf>,
    /// Skip the simplifier.
    #[arg(long)]
    pub no_simplify: bool,
    /// With `--emit loops`: show the loop program after this pass, `lower`
    /// (the default) or one of the CPU's loop rewrites that run after it
    /// (`element_loops`, `untuple`, `delinearise`, `interchange`,
    /// `renest`, `divisors`, `cse`).
    #[arg(long, value_name = "PASS")]
    pub after: Option<String>,
    #[command(flatten)]
    pub code: CodeArgs,
    #[command(flatten)]
    pub ilp: IlpArgs,
}

/// The program a command works on: its file, the definition and the
/// values of its sizes (shared by `run`, `fuse`, `compare` and `bench`).
#[derive(clap::Args, Debug)]
pub struct ProgramArgs {
    /// The program file (`.fl`).
    pub file: PathBuf,
    /// The definition to use (default: the last one in the file).
    #[arg(long, value_name = "NAME")]
    pub entry: Option<String>,
    /// The value of a size name, e.g. `--size n=1000` (repeatable). `run`
    /// and `bench` need every size of the signature that their inputs do
    /// not give; `fuse` and `compare` take 2^20 for a size not given (the
    /// greedy strategy's choices and the bytes in the metrics depend on
    /// them). A cost symbol of the program's array-level control flow
    /// takes a value the same way: `--size '#it(loop)=100'` (the iterations
    /// of `while` loop `loop`), `#then(l)`, `#else(l)`.
    #[arg(long = "size", value_name = "NAME=VALUE", value_parser = parse_size)]
    pub sizes: Vec<(String, i64)>,
    /// Elements per chunk of a sequence computation (default: the adaptive
    /// schedule); see docs/sequences.md.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub chunk: Option<u64>,
}

/// The seed of seeded random inputs (shared by `run`, `compare`, `bench`
/// and `suite`).
#[derive(clap::Args, Debug)]
pub struct SeedArgs {
    /// The seed of the random inputs.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
}

/// The shape of random sequences (shared by `run`, `compare` and `bench`).
#[derive(clap::Args, Debug)]
pub struct SeqArgs {
    /// Elements of each random sequence.
    #[arg(long, value_name = "N", default_value_t = interp::RANDOM_SEQUENCE_LENGTH)]
    pub seq_length: usize,
    /// The largest extent `?` of a random sequence's elements (each drawn
    /// from 0 to N).
    #[arg(long, value_name = "N", default_value_t = interp::RANDOM_EXTENT_MAX)]
    pub seq_extent: u64,
    /// The bytes the arrays of one chunk of a sequence computation may
    /// take (`--backend interp` and `cpu`, without `--chunk`): the adaptive
    /// schedule keeps its chunks to what fits, and an element that does
    /// not fit alone stops the run. A number with an optional `KiB`,
    /// `MiB` or `GiB`.
    #[arg(long, value_name = "BYTES", value_parser = parse_bytes)]
    pub seq_memory: Option<u64>,
}

/// `1GiB`, `256MiB`, `4096`: bytes.
pub fn parse_bytes(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (digits, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len()));
    let scale: u64 = match unit.trim() {
        "" | "B" => 1,
        "KiB" => 1 << 10,
        "MiB" => 1 << 20,
        "GiB" => 1 << 30,
        other => {
            return Err(format!(
            "unknown unit `{other}` in `{s}` (a number of bytes, with an optional KiB, MiB or GiB)"
        ))
        }
    };
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("expected a number of bytes (e.g. 1GiB), got `{s}`"))?;
    match n.checked_mul(scale) {
        Some(0) | None => Err(format!("`{s}` is not a number of bytes from 1 to 2^64 - 1")),
        Some(b) => Ok(b),
    }
}

impl SeqArgs {
    pub fn sequences(&self) -> interp::RandomSequences {
        interp::RandomSequences {
            length: self.seq_length,
            max_extent: self.seq_extent,
        }
    }
}

/// Options of the code the backends generate (shared by `run`, `fuse` and
/// `bench`).
#[derive(clap::Args, Debug)]
pub struct CodeArgs {
    /// Leave out the bounds and division checks in generated code
    /// (`--backend cpu` or `ptx`, `--emit llvm` or `ptx`); the checks that
    /// decide results stay.
    #[arg(long)]
    pub unchecked: bool,
    /// The GPU architecture PTX is generated for: 80 (sm_80, PTX ISA 7.8)
    /// or 90 (sm_90, PTX ISA 8.0); by default the device's, 90 if it is
    /// newer or there is none.
    #[arg(long, value_name = "80|90", value_parser = ["80", "90"])]
    pub sm: Option<String>,
    /// Keep float folds in their sequential order: the CPU backend (`--backend cpu`,
    /// `--emit llvm`) neither
    /// reassociates their updates (which lets LLVM vectorise sums at every
    /// loop level; `fold`'s operator is declared associative) nor splits
    /// them across threads, so results match a sequential evaluation bit
    /// for bit, slower.
    #[arg(long)]
    pub strict_float: bool,
}

/// The threads of the CPU backend (shared by `run` and `bench`).
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct CpuThreads {
    /// Threads for the CPU backend's nests (`--backend cpu`), and in
    /// `bench` for the bandwidth probe and the hand-written loops too
    /// (default 0: every core).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = threads_parser)]
    pub threads: usize,
}

/// Options of the optimal strategies (`ilp`, `exhaustive`).
#[derive(clap::Args, Debug, Clone)]
pub struct IlpArgs {
    /// What the ILP minimises: `traffic` (bytes moved at the sizes),
    /// `time` (predicted time: the traffic plus the scalar work that
    /// recomputation duplicates, at the machine profile's bandwidth and
    /// seconds per operation; needs `fuselab calibrate` first),
    /// `clusters` (pairs left unfused, a proxy for loops) or
    /// `intermediate-arrays` (arrays stored to memory).
    #[arg(long, value_name = "OBJ", default_value = "traffic", value_parser = ["traffic", "time", "clusters", "intermediate-arrays"])]
    pub objective: String,
    /// Seconds the ILP solver may take; on time-out the best solution found
    /// is used (or greedy's when there is none), and the metrics say so.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub ilp_time_limit: Option<f64>,
    /// Solve the ILP without presolve (one model per block, no pairs fixed
    /// in advance), for experiments.
    #[arg(long)]
    pub no_presolve: bool,
    /// How the ILP keeps clusters acyclic and loop nests consistent: `cuts`
    /// (no cluster numbers; the rules a solution breaks are added as cuts
    /// and it is solved again) or `order` (the thesis's cluster numbers
    /// with big-M ordering constraints), for experiments (docs/fusion.md).
    #[arg(long, value_name = "F", default_value = "cuts", value_parser = ["cuts", "order"])]
    pub ilp_formulation: String,
    /// How the ILP models recomputation: `contexts` (a variable per chain
    /// of consumers a node is recomputed into, whose evaluations are a
    /// constant) or `aggregate` (one evaluation count per node), for
    /// experiments (docs/fusion.md, "Recomputation").
    #[arg(long, value_name = "R", default_value = "contexts", value_parser = ["contexts", "aggregate"])]
    pub ilp_recomputation: String,
    /// Bytes that one duplicated evaluation of a recomputed operation costs
    /// in the `traffic` objective of `ilp` and `exhaustive` (a producer
    /// recomputed inside a consumer that reads it at computed indices, e.g.
    /// a `map` under a `replicate`); 0, the default, lets traffic alone
    /// decide (docs/fusion.md).
    #[arg(long, value_name = "BYTES", default_value_t = 0.0, value_parser = parse_weight)]
    pub recompute_weight: f64,
    /// A cap on the bytes that one step of each sequence loop stores (its
    /// manifest arrays at a chunk of `--step-chunk` elements, as `fuse`
    /// reports them): `ilp` then minimises traffic among the clusterings
    /// that keep every step within it (docs/sequences.md). A number with
    /// an optional `KiB`, `MiB` or `GiB`.
    #[arg(long, value_name = "BYTES", value_parser = parse_bytes)]
    pub step_memory: Option<u64>,
    /// The chunk length, in elements, at which `--step-memory` holds.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..), requires = "step_memory")]
    pub step_chunk: u64,
}

impl IlpArgs {
    /// The ILP's options; for `--objective time`, with the machine
    /// profile's figures ([`crate::machine::time_model`]: a usage error
    /// without a calibrated profile).
    pub fn options(&self) -> anyhow::Result<ilp::Options> {
        let objective = ilp::Objective::parse(&self.objective).unwrap_or(ilp::Objective::Traffic);
        let time = match objective {
            ilp::Objective::Time => Some(crate::machine::time_model()?),
            _ => None,
        };
        Ok(ilp::Options {
            objective,
            time_limit: self.ilp_time_limit,
            presolve: !self.no_presolve,
            formulation: ilp::Formulation::parse(&self.ilp_formulation).unwrap_or_default(),
            root_separation: true,
            rounded_start: true,
            stream_covers: true,
            row_value_contexts: true,
            gather_paths: true,
            free_joins: true,
            known_proofs: true,
            min_cut: true,
            recomputation: ilp::Recomputation::parse(&self.ilp_recomputation).unwrap_or_default(),
            recompute_weight: self.recompute_weight,
            time,
            step_memory: self.step_memory.map(|bytes| ilp::StepMemory {
                bytes,
                chunk: self.step_chunk,
            }),
        })
    }
}

fn parse_weight(s: &str) -> Result<f64, String> {
    parse_non_negative(s, "a weight in bytes per duplicated evaluation")
}

fn parse_seconds(s: &str) -> Result<f64, String> {
    parse_non_negative(s, "a number of seconds")
}

/// A finite number `>= 0`; else a message saying that `s` is not `what`.
fn parse_non_negative(s: &str, what: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(format!("`{s}` is not {what} (a non-negative number)")),
    }
}

#[derive(clap::Args, Debug)]
pub struct CompareArgs {
    #[command(flatten)]
    pub program: ProgramArgs,
    /// The strategies to compare, comma-separated (default: all but
    /// `exhaustive`, which only handles small programs).
    #[arg(long, value_name = "S,S,..", value_delimiter = ',', value_parser = strategy_parser())]
    pub strategies: Vec<String>,
    /// How to print the figures.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Skip the simplifier.
    #[arg(long)]
    pub no_simplify: bool,
    #[command(flatten)]
    pub random: SeedArgs,
    #[command(flatten)]
    pub sequences: SeqArgs,
    /// Leave out the measured columns (elements read and written by the
    /// loop-IR interpreter on random inputs). They are left out anyway when
    /// the inputs have more than 2^24 elements.
    #[arg(long)]
    pub no_measure: bool,
    #[command(flatten)]
    pub ilp: IlpArgs,
}

/// What `bench-ilp` compares the default solve with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Baseline {
    /// The thesis's formulation (cluster numbers with big-M ordering), with presolve.
    Order,
    /// The default formulation without presolve.
    NoPresolve,
    /// The default formulation without the root's cutting-plane loop (cuts
    /// added only after MIP solves).
    NoSeparation,
    /// The default formulation without the search for a start near the
    /// root's LP optimum.
    NoRoundedStart,
    /// The default formulation without the stream covers in the root's
    /// cutting-plane loop.
    NoStreamCovers,
    /// The default formulation with a row value sparing its reader's reads
    /// in every context of the reader, not only in its row pair's.
    NoRowContexts,
    /// The default formulation without the gather paths in the root's
    /// cutting-plane loop.
    NoGatherPaths,
    /// The default formulation with the search near the root's LP optimum
    /// fixing the row pairs' joins too.
    NoFreeJoins,
    /// The default formulation with every MIP round solved until its own
    /// solution is valid (no proof by a valid solution already known).
    NoKnownProofs,
    /// The default formulation without re-optimising the recomputation
    /// of repaired and rounded solutions by a minimum cut.
    NoMinCut,
    /// The default formulation with recomputation modelled per node (one
    /// evaluation count each) instead of per context.
    Aggregate,
}

/// The program families of `bench-ilp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Family {
    /// map → map → …, with forward and backward scans and folds read by
    /// the next map with `the`.
    Chain,
    /// Repeated fork and join: two operations on one array joined by a
    /// zipWith, plus folds.
    Diamond,
    /// One array read by 16 siblings (maps, scans, a fold), joined by
    /// zipWiths into the next fan's input: many sibling pairs.
    Fan,
    /// A seeded random mix of maps, zipWiths, folds, scans, reversals and
    /// 2-D side branches.
    Mixed,
    /// An image pipeline over [m][n]: maps and 3x3 stencils, skip
    /// connections, and row sums broadcast back over the rows.
    Stencil,
    /// Scatters and gathers over [n]: histograms built with `permute` and
    /// read back at computed indices, gathers at shifted indices,
    /// reversals, folds read with `the`.
    Gather,
}

#[derive(clap::Args, Debug)]
pub struct BenchIlpArgs {
    /// Node counts (array operations) of the generated programs,
    /// comma-separated.
    #[arg(
        long,
        value_name = "N,N,..",
        value_delimiter = ',',
        default_value = "50,200,1000",
        value_parser = parse_node_count
    )]
    pub nodes: Vec<usize>,
    /// Program families, comma-separated (default: all of them, or none
    /// where `--programs` is given).
    #[arg(long, value_enum, value_name = "F,F,..", value_delimiter = ',')]
    pub families: Vec<Family>,
    /// Program files (`.fl`, their last definition) measured after the
    /// families, one row each, at sizes 2^20 as `fuse` takes them.
    #[arg(long, value_name = "FILE,FILE,..", value_delimiter = ',')]
    pub programs: Vec<std::path::PathBuf>,
    /// Seconds each solve may take (HiGHS's time limit); a solve that hits
    /// it is reported as `>SECONDS s (time-limit)` and not repeated.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0, value_parser = parse_positive_seconds)]
    pub time_limit: f64,
    /// Runs per measurement; the median is reported.
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub reps: u64,
    /// How to print the figures: an aligned table, or a JSON object
    /// {cores, reps, time_limit_s, rows: [...]}.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// What the baseline columns solve, for comparison with `ilp`'s
    /// default (the `cuts` formulation with presolve): the thesis's `order`
    /// formulation with presolve, `no-presolve` (`cuts` without it), or
    /// `no-separation` (`cuts` without the root's cutting-plane loop),
    /// `no-rounded-start` (without the search for a start near the root's
    /// LP optimum), `no-stream-covers` (the root's loop without the stream
    /// covers), `no-row-contexts` (a row value spares its reader's reads in
    /// every context of the reader), `no-gather-paths` (the root's loop
    /// without the gather paths), `no-free-joins` (the search near the
    /// root's LP optimum fixes the row pairs' joins too), `no-known-proofs`
    /// (every MIP round solved until its own
    /// solution is valid), `no-min-cut` (repaired and rounded solutions kept
    /// without re-optimising their recomputation by a minimum cut), or
    /// `aggregate` (recomputation per node instead of per context).
    #[arg(long, value_enum, default_value_t = Baseline::Order)]
    pub baseline: Baseline,
    /// Skip the baseline solves (the baseline columns).
    #[arg(long)]
    pub no_baseline: bool,
    /// Also draw the solve time (with presolve, proven-optimal solves)
    /// against the node count, one line per family, on log axes: an SVG
    /// chart, or a PNG for a name ending in `.png`.
    #[arg(long, value_name = "FILE")]
    pub plot: Option<std::path::PathBuf>,
    /// Start HiGHS from nothing instead of from `greedy`'s clustering (the
    /// `ilp` strategy's warm start); a solve stopped by the time limit may
    /// then have no clustering at all.
    #[arg(long)]
    pub cold: bool,
}

impl BenchIlpArgs {
    /// The families to measure: those asked for; else every family, or none
    /// where program files are given.
    pub fn families(&self) -> Vec<Family> {
        match (self.families.is_empty(), self.programs.is_empty()) {
            (false, _) => self.families.clone(),
            (true, true) => Family::value_variants().to_vec(),
            (true, false) => Vec::new(),
        }
    }
}

/// A node count for `bench-ilp`: a whole number from 1 to [`MAX_BENCH_NODES`].
fn parse_node_count(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_BENCH_NODES).contains(&n) => Ok(n),
        Ok(n) if n > MAX_BENCH_NODES => Err(format!(
            "{n} nodes is more than {MAX_BENCH_NODES}, the largest program `bench-ilp` generates"
        )),
        _ => Err(format!(
            "`{s}` is not a node count (a whole number from 1 to {MAX_BENCH_NODES})"
        )),
    }
}

/// The largest program `bench-ilp` generates (a program of more than
/// 1500 operations is written as several `def`s, as the language's nesting
/// limit wants).
pub const MAX_BENCH_NODES: usize = 5000;

fn parse_positive_seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(v),
        _ => Err(format!(
            "`{s}` is not a number of seconds (a positive number)"
        )),
    }
}

/// Where `bench` runs the programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BenchBackend {
    /// The native CPU backend (LLVM, JIT-compiled).
    Cpu,
    /// The PTX backend on the first CUDA device; also times a
    /// device-to-device copy for the bandwidth bound.
    Ptx,
}

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    #[command(flatten)]
    pub program: ProgramArgs,
    /// The strategies to benchmark, comma-separated (default: all but
    /// `exhaustive`); the speed-ups are over `none`, which is always run.
    #[arg(long, value_name = "S,S,..", value_delimiter = ',', value_parser = strategy_parser())]
    pub strategies: Vec<String>,
    /// Where to run the programs.
    #[arg(long, value_enum, default_value_t = BenchBackend::Cpu)]
    pub backend: BenchBackend,
    #[command(flatten)]
    pub cpu: CpuThreads,
    /// Timed runs per measurement; the median (and min, max) is reported.
    #[arg(long, value_name = "R", default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub reps: u64,
    #[command(flatten)]
    pub random: SeedArgs,
    #[command(flatten)]
    pub sequences: SeqArgs,
    #[command(flatten)]
    pub code: CodeArgs,
    /// Give every run new output arrays (the first-touch page faults of
    /// fresh memory are then timed too); by default the outputs of one run
    /// are reused by the next, for the backend and the hand loop alike.
    #[arg(long)]
    pub fresh_outputs: bool,
    /// Also time each strategy's code on one thread, in the same
    /// repetitions: the `1-thread ms` column and the speed-up of the
    /// threads over it (with more than one thread).
    #[arg(long)]
    pub one_thread: bool,
    /// A flat twin of the program: a `.fl` file whose last definition
    /// takes the program's inputs as they are (a sequence parameter's
    /// encoding, values and shapes) and computes the same results. It is
    /// compiled with each strategy, checked against the program's results,
    /// and timed in the same repetitions (`--backend cpu`).
    #[arg(long, value_name = "FILE")]
    pub twin: Option<std::path::PathBuf>,
    /// How to print the figures: an aligned table, or a JSON object.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// The machine profile whose bandwidth stands in for the probe
    /// (`fuselab calibrate`; default `$XDG_CACHE_HOME/fuselab/machine.json`,
    /// else `~/.cache/fuselab/machine.json`). It is used where it is of this
    /// CPU and has the thread count; otherwise the probe runs.
    #[arg(long, value_name = "FILE")]
    pub machine_profile: Option<std::path::PathBuf>,
    /// Probe the bandwidth even where a machine profile has it.
    #[arg(long)]
    pub probe: bool,
    /// Also run the program's twins (`NAME.py` next to `NAME.fl`) on the
    /// same inputs, after the strategies: `numpy`, `jax` (the twin under
    /// jax.jit), `numba` (the twin file's hand-fused loop); each is checked
    /// against fuselab's outputs and timed. Every run then has fresh
    /// outputs, as the peers have. A peer that is not installed (`make
    /// peers`) is reported, not an error.
    #[arg(long, value_name = "P,P,..", value_delimiter = ',', value_enum)]
    pub peers: Vec<crate::peers::Peer>,
    /// Skip the simplifier.
    #[arg(long)]
    pub no_simplify: bool,
    /// Internal: compile the single strategy of --strategies cold and print
    /// its compile times as JSON (what `bench` runs in a fresh process per
    /// strategy).
    #[arg(long, hide = true)]
    pub compile_only: bool,
    #[command(flatten)]
    pub ilp: IlpArgs,
}

/// Where a program is executed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Backend {
    /// The reference interpreter (array at a time, straight from the program).
    Reference,
    /// The loop-IR interpreter: the program fused by --strategy, one loop
    /// nest per cluster, run element by element; it also reports the memory
    /// traffic it counted next to the cost model's figures.
    Interp,
    /// Native code: the program fused by --strategy, each loop nest compiled
    /// by LLVM and run on --threads threads; it reports compile and run
    /// times and how each nest ran.
    Cpu,
    /// CUDA kernels: the program fused by --strategy, each loop nest
    /// compiled to PTX by LLVM and run on the first CUDA device (needs an
    /// NVIDIA GPU and its driver); it reports each nest's kernels and times.
    Ptx,
}

impl Backend {
    /// The executor `--backend` names.
    pub fn executor(self) -> &'static Named {
        executor_of(self)
    }
}

/// The executor of a `--backend` value, by its name.
fn executor_of(value: impl ValueEnum) -> &'static Named {
    let value = value.to_possible_value().expect("no backend is skipped");
    crate::executors::named(value.get_name()).expect("every backend names an executor")
}

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    #[command(flatten)]
    pub program: ProgramArgs,
    /// An input array for a parameter from an .npy file, e.g.
    /// `--input xs=xs.npy` (repeatable). A parameter whose elements are
    /// tuples takes one file per component: `--input ps.0=a.npy --input
    /// ps.1=b.npy`. A scalar parameter takes a literal of its type,
    /// `--input steps=100` (write `./100` for a file of that name).
    #[arg(long = "input", value_name = "PARAM=FILE|VALUE", value_parser = parse_input)]
    pub inputs: Vec<(String, PathBuf)>,
    #[command(flatten)]
    pub random: SeedArgs,
    #[command(flatten)]
    pub sequences: SeqArgs,
    /// Write each output to DIR/NAME.npy (NAME: the result variable's name, or
    /// `result`, `result_0`, ...; an array of tuples as NAME.0.npy, NAME.1.npy, ...,
    /// one file per component).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Write the inputs actually used to DIR/PARAM.npy, random ones included.
    #[arg(long, value_name = "DIR")]
    pub save_inputs: Option<PathBuf>,
    /// Where to run the program.
    #[arg(long, value_enum, default_value_t = Backend::Reference)]
    pub backend: Backend,
    /// The fusion strategy for `--backend interp` and `--backend cpu`
    /// (default `ilp`).
    #[arg(long, value_name = "S", value_parser = strategy_parser())]
    pub strategy: Option<String>,
    #[command(flatten)]
    pub cpu: CpuThreads,
    #[command(flatten)]
    pub code: CodeArgs,
    #[command(flatten)]
    pub ilp: IlpArgs,
}

#[derive(clap::Args, Debug)]
pub struct SuiteArgs {
    /// The folder of programs.
    #[arg(default_value = "experiments/programs")]
    pub dir: PathBuf,
    #[command(flatten)]
    pub random: SeedArgs,
    /// Multiply every size of the header by F (rounded; a positive size stays
    /// at least 1), e.g. `--scale 0.01` for a quick run.
    #[arg(long, value_name = "F", default_value_t = 1.0)]
    pub scale: f64,
}

/// `#it(l)`, `#then(l)` or `#else(l)` for an identifier `l`: the symbols of
/// array-level control flow that `--size` may give values to
/// (`ir::control_symbols` says which a program has).
fn is_control_symbol(name: &str) -> bool {
    ["#it(", "#then(", "#else("].iter().any(|p| {
        name.strip_prefix(p)
            .and_then(|rest| rest.strip_suffix(')'))
            .is_some_and(is_identifier)
    })
}

/// `NAME=VALUE` with a whole, non-negative VALUE; NAME a size name or a
/// control-flow symbol ([`is_control_symbol`]).
pub fn parse_size(s: &str) -> Result<(String, i64), String> {
    let (name, value) = s
        .split_once('=')
        .ok_or_else(|| format!("expected NAME=VALUE (e.g. n=1000), got `{s}`"))?;
    let name = name.trim();
    if !is_identifier(name) && !is_control_symbol(name) {
        return Err(format!(
            "`{name}` is not a size name (nor a cost symbol such as `#it(loop)`)"
        ));
    }
    let value: i64 = value
        .trim()
        .parse()
        .map_err(|_| format!("size `{name}` must be a whole number, got `{value}`"))?;
    if value < 0 {
        return Err(format!("size `{name}` must not be negative, got {value}"));
    }
    Ok((name.to_string(), value))
}

/// `PARAM=FILE` or `PARAM.K=FILE`.
pub fn parse_input(s: &str) -> Result<(String, PathBuf), String> {
    let (name, path) = s
        .split_once('=')
        .ok_or_else(|| format!("expected PARAM=FILE (e.g. xs=xs.npy), got `{s}`"))?;
    let base = name.split_once('.').map_or(name, |(b, _)| b);
    if !is_identifier(base) {
        return Err(format!("`{name}` is not a parameter name"));
    }
    if path.is_empty() {
        return Err(format!("no file given for input `{name}`"));
    }
    Ok((name.to_string(), PathBuf::from(path)))
}

fn is_identifier(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '\'')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_backend_names_its_executor() {
        for b in Backend::value_variants() {
            let name = b.to_possible_value().expect("named").get_name().to_string();
            assert_eq!(b.executor().name, name);
        }
        for b in BenchBackend::value_variants() {
            let name = b.to_possible_value().expect("named").get_name().to_string();
            assert_eq!(executor_of(*b).name, name);
        }
    }
}

/// `fuselab calibrate`.
#[derive(clap::Args, Debug)]
pub struct CalibrateArgs {
    /// Where to write the machine profile (default
    /// `$XDG_CACHE_HOME/fuselab/machine.json`, else
    /// `~/.cache/fuselab/machine.json`).
    #[arg(long, value_name = "FILE")]
    pub profile: Option<std::path::PathBuf>,
    /// The thread counts to measure, comma-separated, 0 for every core
    /// (default: 1 and every core).
    #[arg(long, value_name = "N,N,..", value_delimiter = ',', value_parser = threads_parser)]
    pub threads: Vec<usize>,
    /// Runs of each probe loop: the bandwidth probe's copy and triad
    /// count their median run, the other probes their best.
    #[arg(long, value_name = "R", default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub reps: u64,
    /// How to print the profile: an aligned table, or its JSON.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
}
