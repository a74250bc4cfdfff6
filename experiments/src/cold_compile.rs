//! Compile times measured cold: `bench --compile-only` compiles one
//! strategy from the text and prints its [`CompileTime`] as JSON, and
//! [`ColdCompile`] runs that in a fresh `fuselab` process (no nest from the
//! process-global compile cache, LLVM initialised anew) and reads it back,
//! for `bench` and the experiment runner.

use crate::args::{BenchArgs, IlpArgs};
use crate::{exit, program_file};
use anyhow::{anyhow, Context, Result};
use backend::cpu::{self, CpuOptions};
use std::process::ExitCode;
use std::time::Instant;

/// The compile time of one strategy's program.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct CompileTime {
    /// The passes of the pass manager (their own time, without verification).
    pub passes_ms: f64,
    /// The CPU backend: LLVM IR, optimisation, machine code.
    pub llvm_ms: f64,
    /// `passes_ms + llvm_ms`.
    pub total_ms: f64,
    /// Wall clock from reading the file to native code: parsing and
    /// checking, every pass with its verification, LLVM.
    pub text_to_native_ms: f64,
    /// Nests the backend found in its compile cache.
    pub cache_hits: usize,
    /// Measured in a fresh process (no cached nest, LLVM initialised
    /// anew); `false` when that process could not be run and the figures
    /// are this process's.
    #[serde(default)]
    pub cold: bool,
}

/// `--compile-only`: compiles the one strategy of `--strategies` from the
/// text and prints its [`CompileTime`] as JSON.
pub fn compile_only(args: &BenchArgs, target: backend::cpu::Target) -> Result<ExitCode> {
    let [name] = args.strategies.as_slice() else {
        return Err(exit::usage("--compile-only takes exactly one strategy"));
    };
    let start = Instant::now();
    let loaded = program_file::load(&args.program.file)?;
    let def = program_file::entry(&loaded, args.program.entry.as_deref())?;
    let options = crate::compiling::options(
        &loaded,
        def,
        &args.program.sizes,
        !args.no_simplify,
        args.program.chunk,
    )?;
    let registry = crate::compiling::registry_with(&args.ilp.options()?);
    let strategy = registry.get(name).map_err(|e| exit::usage(e.to_string()))?;
    let c = passes::compile(&loaded.program, def, strategy, &options)?;
    let cp = cpu::compile(
        &c.loops,
        CpuOptions {
            target,
            checks: !args.code.unchecked,
            threads: args.cpu.threads,
            strict_float: args.code.strict_float,
            ..Default::default()
        },
    )
    .map_err(|e| anyhow!("the CPU backend failed to compile `{}`: {e}", def.name))?;
    let wall = start.elapsed().as_secs_f64() * 1e3;
    let passes_ms = crate::compiling::passes_ms(&c);
    let t = CompileTime {
        passes_ms,
        llvm_ms: cp.compile_ms,
        total_ms: passes_ms + cp.compile_ms,
        text_to_native_ms: wall,
        cache_hits: cp.cache_hits,
        cold: true,
    };
    println!("{}", serde_json::to_string(&t).expect("serialises"));
    Ok(ExitCode::SUCCESS)
}

/// What a fresh process compiles (`bench --compile-only`).
pub struct ColdCompile<'a> {
    pub file: &'a std::path::Path,
    pub sizes: &'a [(String, i64)],
    pub entry: Option<&'a str>,
    pub unchecked: bool,
    pub strict_float: bool,
    pub no_simplify: bool,
    pub ilp: &'a IlpArgs,
    /// What the fresh process compiles for (as `--isa`, `--division` and
    /// `--vector-math`).
    pub target: backend::cpu::Target,
}

impl ColdCompile<'_> {
    /// Compiles strategy `name` in a fresh `fuselab` process (no nest from
    /// the compile cache) and reads back its compile time.
    pub fn run(&self, name: &str) -> Result<CompileTime> {
        let exe = std::env::current_exe().context("no path to this program")?;
        // When a build replaces the binary while it runs, Linux names the
        // running file `... (deleted)`: take the one now at its path.
        let exe = match exe.to_str().and_then(|p| p.strip_suffix(" (deleted)")) {
            Some(p) => std::path::PathBuf::from(p),
            None => exe,
        };
        let mut cmd = std::process::Command::new(exe);
        cmd.arg("bench").arg(self.file);
        for (k, v) in self.sizes {
            cmd.arg("--size").arg(format!("{k}={v}"));
        }
        cmd.args(["--strategies", name, "--compile-only"]);
        cmd.args(["--isa", self.target.isa().name()]);
        cmd.args(["--division", self.target.division().name()]);
        if self.target.vector_math() == backend::llvm::VectorMath::Scalar {
            cmd.args(["--vector-math", "scalar"]);
        }
        if let Some(e) = self.entry {
            cmd.args(["--entry", e]);
        }
        if self.unchecked {
            cmd.arg("--unchecked");
        }
        if self.strict_float {
            cmd.arg("--strict-float");
        }
        if self.no_simplify {
            cmd.arg("--no-simplify");
        }
        cmd.args(["--objective", &self.ilp.objective]);
        if let Some(t) = self.ilp.ilp_time_limit {
            cmd.args(["--ilp-time-limit", &t.to_string()]);
        }
        if self.ilp.no_presolve {
            cmd.arg("--no-presolve");
        }
        read_compile_time(cmd)
    }
}

/// Runs a `--compile-only` process and reads its JSON.
fn read_compile_time(mut cmd: std::process::Command) -> Result<CompileTime> {
    let out = cmd.output().context("cannot run fuselab")?;
    if !out.status.success() {
        return Err(anyhow!(
            "exit status {}: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    serde_json::from_str(text.trim()).context("unreadable compile times")
}
