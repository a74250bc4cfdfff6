//! The `fuselab` command-line program: parses the arguments (clap), runs one
//! subcommand, prints `error: ...` for a failure and turns it into the exit
//! status. The subcommands live in modules of their own.

// The printing macros, for every module below: as std's, but a write to a
// closed pipe (`fuselab run … | head -1`, a closed stderr) is dropped
// instead of panicking; the exit status still says how the command went.
macro_rules! println {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}
macro_rules! print {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($t)*);
    }};
}
macro_rules! eprintln {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}
macro_rules! eprint {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($t)*);
    }};
}

mod agree;
mod arrays;
mod bench;
mod bench_ilp;
mod bench_ptx;
mod compare;
mod exit;
mod experiment;
mod files;
mod fuse;
mod interrupt;
mod measure;
mod program;
mod report;
mod run;
mod suite;
mod sweep;

use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

const EXIT_STATUSES: &str = "\
Exit statuses:
  0  success
  1  run-time error: the program failed while running, or its input data
     disagrees with its signature, or an .npy file is unreadable or
     malformed; `suite` also exits 1 when any program failed
  2  error in the program text (syntax, type or unknown name), or a usage
     error (a bad or missing argument, a size without a value, an unknown
     strategy, a bad sweep file or --out folder)
  130  interrupted (Ctrl-C, SIGINT): any command stops at once, removing
       the files it was writing; `experiment` stops after the current cell
       (a second Ctrl-C stops it at once), and `--resume` finishes it";

/// fuselab: a research workbench for array fusion.
///
/// Programs are written in the fuselab array language (`.fl` files, see
/// docs/language.md); inputs and outputs are NumPy `.npy` files.
#[derive(Parser, Debug)]
#[command(name = "fuselab", version, after_long_help = EXIT_STATUSES)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Parse and type-check a program, and print each definition's signature.
    Check {
        /// The program file (`.fl`).
        file: PathBuf,
    },
    /// Run a program on inputs from .npy files and/or seeded random inputs.
    ///
    /// Parameters without an --input get random values (integers in
    /// [0, 100), floats in [-1, 1), fair bools) from --seed, with the shapes
    /// that the --size values and the sizes of the given inputs determine.
    /// One summary line per output goes to stdout.
    Run(RunArgs),
    /// Run every `*.fl` program of a folder on random inputs, one summary
    /// line per program.
    ///
    /// Each program states its sizes in a header comment line such as
    /// `-- sizes: n=100000, m=100`; a program without one is reported as
    /// failed. Failures do not stop the suite; the exit status is 1 if any
    /// program failed.
    Suite(SuiteArgs),
    /// Fuse a program with one strategy and show the result: the labelled
    /// graph, the clusters, the fusion trees, or a Graphviz picture.
    ///
    /// Runs the passes simplify, label, deps, cluster, check, trees and
    /// cost, verifying the output of each; --metrics writes what each pass
    /// did (time, IR sizes, figures) as JSON.
    Fuse(FuseArgs),
    /// Compare fusion strategies on a program: loops, elements read and
    /// written, duplicated work, and bytes moved at the sizes.
    ///
    /// Reads and writes are polynomials over the size names (`5n + 2`);
    /// bytes are computed with the --size values, and 2^20 for every size
    /// not given.
    Compare(CompareArgs),
    /// Benchmark the ILP on generated programs: solve time with and
    /// without presolve, and the model's size.
    ///
    /// For each family and node count a program is generated (the same on
    /// every run), checked and labelled, and the optimal clustering is
    /// found with presolve and without (no warm start, bytes at sizes
    /// 2^20); the table gives the median wall-clock time of --reps runs,
    /// the candidate pairs, variables, constraints and components, and
    /// whether both runs found the same bytes. A solve that hits
    /// --time-limit is reported as such, not timed. A benchmark, not a
    /// test: nothing judges the times.
    BenchIlp(BenchIlpArgs),
    /// Benchmark the native CPU backend: each strategy's program compiled
    /// once and run --reps times on the same seeded random inputs.
    ///
    /// Per strategy: the compile time (passes and LLVM, each strategy in a
    /// fresh process so that no nest comes from the compile cache), the
    /// median, min and max wall-clock time of a whole run (output arrays
    /// reused from run to run unless --fresh-outputs), the speed-up
    /// over `none`, the bytes the cost model counts at the sizes, and the
    /// bandwidth bound (those bytes at the measured triad bandwidth). Also
    /// a STREAM-style bandwidth probe (copy, triad) and, for normalise2,
    /// dotp and saxpy, a hand-written fused Rust loop on the same inputs.
    /// A benchmark, not a test: nothing judges the times.
    Bench(BenchArgs),
    /// Run a sweep (programs × size sets × strategies × backends), check
    /// every cell against the reference interpreter, and write
    /// DIR/metrics.json and the reports DIR/report.md and DIR/report.html.
    #[command(long_about = experiment::LONG_HELP)]
    Experiment(experiment::ExperimentArgs),
    /// Render an experiment's reports from DIR/metrics.json again, or
    /// compare two experiments (--compare DIR1 DIR2).
    #[command(long_about = report::LONG_HELP)]
    Report(report::ReportArgs),
}

/// What `fuse` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
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
    /// block per cluster with the arrays it reads and writes.
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
    let registry = fuse::registry();
    let values: Vec<clap::builder::PossibleValue> = registry
        .iter()
        .map(|s| clap::builder::PossibleValue::new(s.name()).help(s.describe()))
        .collect();
    clap::builder::PossibleValuesParser::new(values)
}

#[derive(clap::Args, Debug)]
pub struct FuseArgs {
    /// The program file (`.fl`).
    file: PathBuf,
    /// The fusion strategy.
    #[arg(long, value_name = "S", value_parser = strategy_parser())]
    strategy: String,
    /// The definition to fuse (default: the last one in the file).
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
    /// What to print.
    #[arg(long, value_enum, value_name = "WHAT", default_value_t = Emit::Clusters)]
    emit: Emit,
    /// The value of a size name, e.g. `--size n=1000` (repeatable); it
    /// guides the greedy strategy and the bytes in the metrics. Sizes not
    /// given are 2^20.
    #[arg(long = "size", value_name = "NAME=VALUE", value_parser = parse_size)]
    sizes: Vec<(String, i64)>,
    /// Write the metrics of every pass as JSON to FILE.
    #[arg(long, value_name = "FILE.json")]
    metrics: Option<PathBuf>,
    /// Skip the simplifier.
    #[arg(long)]
    no_simplify: bool,
    /// With `--emit llvm` or `--emit ptx`: leave out the bounds and
    /// division checks.
    #[arg(long)]
    unchecked: bool,
    /// With `--emit ptx`: the GPU architecture, 80 (sm_80, PTX ISA 7.8) or
    /// 90 (sm_90, PTX ISA 8.0; the default).
    #[arg(long, value_name = "80|90", value_parser = ["80", "90"])]
    sm: Option<String>,
    #[command(flatten)]
    ilp: IlpArgs,
}

/// Options of the optimal strategies (`ilp`, `exhaustive`).
#[derive(clap::Args, Debug, Clone)]
pub struct IlpArgs {
    /// What the ILP minimises: `traffic` (bytes moved at the sizes),
    /// `clusters` (pairs left unfused, a proxy for loops) or
    /// `intermediate-arrays` (arrays stored to memory).
    #[arg(long, value_name = "OBJ", default_value = "traffic", value_parser = ["traffic", "clusters", "intermediate-arrays"])]
    objective: String,
    /// Seconds the ILP solver may take; on time-out the best solution found
    /// is used (or greedy's when there is none), and the metrics say so.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    ilp_time_limit: Option<f64>,
    /// Solve the ILP without presolve (one model per block, no pairs fixed
    /// in advance), for experiments.
    #[arg(long)]
    no_presolve: bool,
}

impl IlpArgs {
    pub fn options(&self) -> ilp::Options {
        ilp::Options {
            objective: ilp::Objective::parse(&self.objective).unwrap_or(ilp::Objective::Traffic),
            time_limit: self.ilp_time_limit,
            presolve: !self.no_presolve,
        }
    }
}

fn parse_seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(format!(
            "`{s}` is not a number of seconds (a non-negative number)"
        )),
    }
}

#[derive(clap::Args, Debug)]
pub struct CompareArgs {
    /// The program file (`.fl`).
    file: PathBuf,
    /// The strategies to compare, comma-separated (default: all but
    /// `exhaustive`, which only handles small programs).
    #[arg(
        long,
        value_name = "S,S,..",
        value_delimiter = ',',
        value_parser = strategy_parser()
    )]
    strategies: Vec<String>,
    /// The definition to compare on (default: the last one in the file).
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
    /// How to print the figures.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    format: Format,
    /// The value of a size name for the bytes column, e.g. `--size n=1000`
    /// (repeatable); sizes not given are 2^20.
    #[arg(long = "size", value_name = "NAME=VALUE", value_parser = parse_size)]
    sizes: Vec<(String, i64)>,
    /// Skip the simplifier.
    #[arg(long)]
    no_simplify: bool,
    /// The seed of the random inputs the measured columns run on.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Leave out the measured columns (elements read and written by the
    /// loop-IR interpreter on random inputs). They are left out anyway when
    /// the inputs have more than 2^24 elements.
    #[arg(long)]
    no_measure: bool,
    #[command(flatten)]
    ilp: IlpArgs,
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
    nodes: Vec<usize>,
    /// Program families, comma-separated.
    #[arg(
        long,
        value_enum,
        value_name = "F,F,..",
        value_delimiter = ',',
        default_value = "chain,diamond,fan,mixed"
    )]
    families: Vec<Family>,
    /// Seconds each solve may take (HiGHS's time limit); a solve that hits
    /// it is reported as `>SECONDS s (time-limit)` and not repeated.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0, value_parser = parse_positive_seconds)]
    time_limit: f64,
    /// Runs per measurement; the median is reported.
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..=1000))]
    reps: u64,
    /// How to print the figures: an aligned table, or a JSON object
    /// {cores, reps, time_limit_s, rows: [...]}.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    format: Format,
    /// Skip the solves without presolve (the baseline column).
    #[arg(long)]
    no_baseline: bool,
}

/// A node count for `bench-ilp`: a whole number from 1 to 100000.
fn parse_node_count(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=100_000).contains(&n) => Ok(n),
        _ => Err(format!(
            "`{s}` is not a node count (a whole number from 1 to 100000)"
        )),
    }
}

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
    /// The program file (`.fl`).
    file: PathBuf,
    /// The value of every size name of the signature, e.g.
    /// `--size n=33554432` (repeatable; required for each size name).
    #[arg(long = "size", value_name = "NAME=VALUE", value_parser = parse_size)]
    sizes: Vec<(String, i64)>,
    /// The strategies to benchmark, comma-separated (default: all but
    /// `exhaustive`); the speed-ups are over `none`, which is always run.
    #[arg(
        long,
        value_name = "S,S,..",
        value_delimiter = ',',
        value_parser = strategy_parser()
    )]
    strategies: Vec<String>,
    /// The definition to benchmark (default: the last one in the file).
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
    /// Where to run the programs.
    #[arg(long, value_enum, default_value_t = BenchBackend::Cpu)]
    backend: BenchBackend,
    /// Threads for the runs, the bandwidth probe and the hand-written loops
    /// (default 0: every core).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = threads_parser)]
    threads: usize,
    /// Timed runs per measurement; the median (and min, max) is reported.
    #[arg(long, value_name = "R", default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=1000))]
    reps: u64,
    /// The seed of the random inputs.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Leave out the bounds and division checks in the generated code.
    #[arg(long)]
    unchecked: bool,
    /// With `--backend ptx`: the GPU architecture to generate PTX for, 80
    /// or 90 (default: the device's, 90 if it is newer).
    #[arg(long, value_name = "80|90", value_parser = ["80", "90"])]
    sm: Option<String>,
    /// Give every run new output arrays (the first-touch page faults of
    /// fresh memory are then timed too); by default the outputs of one run
    /// are reused by the next, for the backend and the hand loop alike.
    #[arg(long)]
    fresh_outputs: bool,
    /// How to print the figures: an aligned table, or a JSON object.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    format: Format,
    /// Skip the simplifier.
    #[arg(long)]
    no_simplify: bool,
    /// Internal: compile the single strategy of --strategies cold and print
    /// its compile times as JSON (what `bench` runs in a fresh process per
    /// strategy).
    #[arg(long, hide = true)]
    compile_only: bool,
    #[command(flatten)]
    ilp: IlpArgs,
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

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// The program file (`.fl`).
    file: PathBuf,
    /// The definition to run (default: the last one in the file).
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
    /// The value of a size name of the signature, e.g. `--size n=1000`
    /// (repeatable).
    #[arg(long = "size", value_name = "NAME=VALUE", value_parser = parse_size)]
    sizes: Vec<(String, i64)>,
    /// An input array for a parameter from an .npy file, e.g.
    /// `--input xs=xs.npy` (repeatable). A parameter whose elements are
    /// tuples takes one file per component: `--input ps.0=a.npy --input
    /// ps.1=b.npy`.
    #[arg(long = "input", value_name = "PARAM=FILE", value_parser = parse_input)]
    inputs: Vec<(String, PathBuf)>,
    /// The seed of the random inputs.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Write each output to DIR/NAME.npy (NAME: the result variable's name, or
    /// `result`, `result_0`, ...; an array of tuples as NAME.0.npy, NAME.1.npy, ...,
    /// one file per component).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Write the inputs actually used to DIR/PARAM.npy, random ones included.
    #[arg(long, value_name = "DIR")]
    save_inputs: Option<PathBuf>,
    /// Where to run the program.
    #[arg(long, value_enum, default_value_t = Backend::Reference)]
    backend: Backend,
    /// The fusion strategy for `--backend interp` and `--backend cpu`
    /// (default `ilp`).
    #[arg(long, value_name = "S", value_parser = strategy_parser())]
    strategy: Option<String>,
    /// Threads for `--backend cpu` (default 0: every core).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = threads_parser)]
    threads: usize,
    /// With `--backend cpu` or `--backend ptx`: leave out the bounds and
    /// division checks in the generated code (checks that decide results
    /// stay).
    #[arg(long)]
    unchecked: bool,
    /// With `--backend ptx`: the GPU architecture to generate PTX for, 80
    /// or 90 (default: the device's, 90 if it is newer).
    #[arg(long, value_name = "80|90", value_parser = ["80", "90"])]
    sm: Option<String>,
    #[command(flatten)]
    ilp: IlpArgs,
}

#[derive(clap::Args, Debug)]
pub struct SuiteArgs {
    /// The folder of programs.
    #[arg(default_value = "experiments/programs")]
    dir: PathBuf,
    /// The seed of the random inputs.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Multiply every size of the header by F (rounded; a positive size stays
    /// at least 1), e.g. `--scale 0.01` for a quick run.
    #[arg(long, value_name = "F", default_value_t = 1.0)]
    scale: f64,
}

/// `NAME=VALUE` with a whole, non-negative VALUE.
fn parse_size(s: &str) -> Result<(String, i64), String> {
    let (name, value) = s
        .split_once('=')
        .ok_or_else(|| format!("expected NAME=VALUE (e.g. n=1000), got `{s}`"))?;
    let name = name.trim();
    if !is_identifier(name) {
        return Err(format!("`{name}` is not a size name"));
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
fn parse_input(s: &str) -> Result<(String, PathBuf), String> {
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Err(err) = interrupt::install() {
        eprintln!("error: {err:#}");
        return ExitCode::from(exit::RUNTIME);
    }
    // Every pass recurses over the program's tree, which the parser bounds
    // (`ir::parser::MAX_DEPTH`): the work runs on a stack sized for that bound.
    let result = ir::stack::run_with_stack(ir::stack::PIPELINE_STACK, || run_command(cli));
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::from(exit::status(&err))
        }
    }
}

fn run_command(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Check { file } => program::check(&file),
        Command::Run(args) => run::run(&args),
        Command::Suite(args) => suite::suite(&args),
        Command::Fuse(args) => fuse::fuse(&args),
        Command::Compare(args) => compare::compare(&args),
        Command::BenchIlp(args) => bench_ilp::bench_ilp(&args),
        Command::Bench(args) => bench::bench(&args),
        Command::Experiment(args) => experiment::experiment(&args),
        Command::Report(args) => report::report(&args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn every_subcommand_and_flag_has_help() {
        let cmd = Cli::command();
        cmd.clone().debug_assert();
        for sub in cmd.get_subcommands() {
            assert!(sub.get_about().is_some(), "{} has no help", sub.get_name());
            for arg in sub.get_arguments() {
                assert!(
                    arg.get_help().is_some() || arg.get_id() == "help",
                    "{} {} has no help",
                    sub.get_name(),
                    arg.get_id()
                );
            }
        }
    }

    #[test]
    fn size_and_input_arguments_are_checked_and_name_what_is_wrong() {
        assert_eq!(parse_size("n=10"), Ok(("n".into(), 10)));
        assert!(parse_size("n=ten").unwrap_err().contains("size `n`"));
        assert!(parse_size("n=-1").unwrap_err().contains("size `n`"));
        assert!(parse_size("n").unwrap_err().contains("NAME=VALUE"));
        assert!(parse_size("1n=3").is_err());
        assert_eq!(
            parse_input("xs.1=a.npy"),
            Ok(("xs.1".into(), PathBuf::from("a.npy")))
        );
        assert!(parse_input("xs=").unwrap_err().contains("`xs`"));
        assert!(parse_input("xs").unwrap_err().contains("PARAM=FILE"));
    }
}
