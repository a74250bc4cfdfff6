//! The `fuselab` command line: the subcommands and their help (clap),
//! running one of them, and turning a failure into `error: ...` and the exit
//! status.

use crate::args::{
    BenchArgs, BenchBackend, BenchIlpArgs, CalibrateArgs, CompareArgs, FuseArgs, RunArgs, SuiteArgs,
};
use crate::{
    bench, bench_ilp, bench_ptx, calibrate, compare, exit, experiment, fuse, interrupt,
    program_file, report, run, suite,
};
use clap::{Parser, Subcommand};
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
    /// The x86 vector features the CPU backend compiles for: `host` (what
    /// this CPU has; the default), or a smaller set to run here the code a
    /// machine with only that set gets: `avx512`, `avx2`, `sse4.2` (the
    /// x86-64 levels v4, v3, v2). A set this CPU lacks is a usage error.
    #[arg(long, global = true, value_name = "SET", default_value = "host", value_parser = ["host", "avx512", "avx2", "sse4.2"])]
    isa: String,
    /// How the CPU backend divides integers by a divisor that does not
    /// change inside a nest: `auto` (the fastest on the instruction set:
    /// `reciprocal` with AVX-512, else `multiply`; `multiply` in nests that
    /// run 512-bit vectors on Intel CPUs), or one way forced to
    /// measure it: `reciprocal` (f64 estimates, vectorises with AVX-512DQ),
    /// `multiply` (multiply-high from 32-bit products, vectorises from SSE2
    /// up), `wide-multiply` (one scalar 128-bit multiply), `hardware` (the
    /// divide instruction). Every way gives the same quotients.
    #[arg(long, global = true, value_name = "HOW", default_value = "auto", value_parser = ["auto", "reciprocal", "multiply", "wide-multiply", "hardware"])]
    division: String,
    /// Whether vectorised loops call glibc's vector math library (libmvec)
    /// for `exp`, `log`, `sin`, `cos`, `tan` and `pow`: `auto` (where it is
    /// accurate enough: every f32 call, f64 `log` and `pow`; see
    /// docs/cpu.md) or `scalar` (one libm call per element, for measuring).
    #[arg(long, global = true, value_name = "HOW", default_value = "auto", value_parser = ["auto", "scalar"])]
    vector_math: String,
    /// What the CPU backend does to a new large array before a nest writes
    /// it (see docs/cpu.md): `huge` (the default: ask the kernel for 2 MiB
    /// pages, as NumPy does), `prefault` (map its pages in the kernel on
    /// every core before the nest runs), `huge-prefault` (both), or `plain`
    /// (nothing: 4 KiB pages faulted in by the nest's writes).
    #[arg(long, global = true, value_name = "HOW", default_value = "huge", value_parser = ["plain", "huge", "prefault", "huge-prefault"])]
    fresh_memory: String,
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
    /// Measure this machine once for `bench` and `--objective time`: the
    /// bandwidth probe (STREAM copy and triad, a read down columns, the
    /// triad in the cache, an access at a random index into arrays of 16
    /// KiB to 256 MiB) and the compute probe (seconds per scalar operation
    /// of each class: simple, division, exp, log, sin, cos, tan, pow) at 1
    /// thread and every core, written as a
    /// machine profile that `bench` then uses instead of probing on every
    /// run, and for its predicted times.
    ///
    /// The profile holds for the CPU that measured it (model and vector
    /// features); `bench` on another CPU, or at a thread count the profile
    /// lacks, probes as before. `bench --probe` always probes the
    /// bandwidth.
    Calibrate(CalibrateArgs),
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

/// Parses the command line, runs the subcommand on a stack sized for the
/// deepest program the parser accepts, and returns the exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Err(err) = interrupt::install() {
        eprintln!("error: {err:#}");
        return ExitCode::from(exit::RUNTIME);
    }
    // Every pass recurses over the program's tree, which the parser bounds
    // (`ir::MAX_NESTING`): the work runs on a stack sized for that bound.
    let result = ir::run_with_stack(ir::PIPELINE_STACK, || run_command(cli));
    match result {
        Ok(code) => code,
        Err(err) => {
            if exit::needs_printing(&err) {
                eprintln!("error: {err:#}");
            }
            ExitCode::from(exit::status(&err))
        }
    }
}

impl Cli {
    /// The options before the subcommand, as they were given or defaulted
    /// (for commands that run fuselab again, such as `experiment
    /// --slurm`'s jobs).
    fn globals(&self) -> Vec<String> {
        [
            ("--isa", &self.isa),
            ("--division", &self.division),
            ("--vector-math", &self.vector_math),
            ("--fresh-memory", &self.fresh_memory),
        ]
        .into_iter()
        .flat_map(|(flag, value)| [flag.to_string(), value.clone()])
        .collect()
    }
}

fn run_command(cli: Cli) -> anyhow::Result<ExitCode> {
    let isa = backend::cpu::Isa::parse(&cli.isa).expect("clap checks the value");
    // What the CPU backend compiles for, built once and passed down.
    let target = backend::cpu::Target::new(isa)
        .map_err(|e| exit::usage(format!("--isa {}: {e}", cli.isa)))?
        .with_division(backend::llvm::Division::parse(&cli.division))
        .with_scalar_math(cli.vector_math == "scalar")
        .with_fresh_memory(
            backend::cpu::FreshMemory::parse(&cli.fresh_memory).expect("clap checks the value"),
        );
    let globals = cli.globals();
    match cli.command {
        Command::Check { file } => program_file::check(&file),
        Command::Run(args) => run::run(&args, target),
        Command::Suite(args) => suite::suite(&args),
        Command::Fuse(args) => fuse::fuse(&args, target),
        Command::Compare(args) => compare::compare(&args),
        Command::BenchIlp(args) => bench_ilp::bench_ilp(&args),
        Command::Bench(args) if args.backend == BenchBackend::Ptx && !args.peers.is_empty() => {
            Err(exit::usage("--peers applies to --backend cpu"))
        }
        Command::Bench(args) if args.backend == BenchBackend::Ptx && args.twin.is_some() => {
            Err(exit::usage("--twin applies to --backend cpu"))
        }
        Command::Bench(args) if args.backend == BenchBackend::Ptx => bench_ptx::bench_ptx(&args),
        Command::Bench(args) => bench::bench(&args, target),
        Command::Calibrate(args) => calibrate::calibrate(&args),
        Command::Experiment(args) => experiment::experiment(&args, target, &globals),
        Command::Report(args) => report::report(&args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::{parse_input, parse_size};
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
