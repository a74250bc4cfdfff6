//! `bench --twin FILE`: a flat program that takes the benchmarked program's
//! inputs as they are (for a sequence program, each sequence parameter's
//! encoding: values and shapes), compiled with each strategy and timed in
//! the same repetitions, so that a sequence program and its flat twin are
//! compared in one run on the same data. Its results must agree with the
//! program's (`interp::agree`), or the comparison would be of different
//! computations.

use crate::bench_shared::Setup;
use crate::exit;
use crate::program_file;
use anyhow::{anyhow, Result};
use backend::cpu::{self, CpuOptions, CpuProgram};
use ir::{Array, Value};
use std::path::Path;
use std::time::Instant;

/// The twin, compiled once per strategy of the benchmark (in its order).
pub struct Twin {
    /// The twin's file and entry, for the report.
    pub program: String,
    pub entry: String,
    programs: Vec<CpuProgram>,
}

impl Twin {
    /// Loads the twin at `path`, checks that it takes `inputs` (a usage
    /// error naming the parameter otherwise) and compiles it with each
    /// strategy of `setup`.
    pub fn prepare(
        path: &Path,
        setup: &Setup,
        inputs: &[Array],
        options: CpuOptions,
    ) -> Result<Twin> {
        let loaded = program_file::load(path)?;
        let def = program_file::entry(&loaded, None)?;
        interp::bind_sizes(def, inputs).map_err(|e| {
            exit::usage(format!(
                "--twin {}: `{}` does not take the inputs of `{}`: {e}",
                path.display(),
                def.name,
                setup.def.name
            ))
        })?;
        let compiling = crate::compiling::options(&loaded, def, &[], true, None)?;
        let mut programs = Vec::new();
        for name in &setup.names {
            let strategy = setup
                .registry
                .get(name)
                .map_err(|e| exit::usage(e.to_string()))?;
            let c = passes::compile(&loaded.program, def, strategy, &compiling)?;
            let cp = cpu::compile(&c.loops, options)
                .map_err(|e| anyhow!("the CPU backend failed to compile the twin ({name}): {e}"))?;
            programs.push(cp);
        }
        Ok(Twin {
            program: loaded.file.name.clone(),
            entry: def.name.to_string(),
            programs,
        })
    }

    /// Strategy `k`'s twin on `inputs`: its result, and the milliseconds of
    /// the whole run.
    pub fn run(&self, k: usize, inputs: &[Array]) -> Result<(Value, f64)> {
        let start = Instant::now();
        let r = cpu::run(&self.programs[k], inputs)
            .map_err(|e| anyhow!("the twin `{}` stopped: {e}", self.entry))?;
        Ok((r.value, start.elapsed().as_secs_f64() * 1e3))
    }

    /// The twin's result agrees with the program's `want` (integers
    /// exactly, floats within `interp::agree`'s tolerance).
    pub fn check(&self, inputs: &[Array], want: &Value) -> Result<()> {
        let (got, _) = self.run(0, inputs)?;
        interp::agree::same_value(&got, want).map_err(|e| {
            anyhow!(
                "the twin `{}` ({}) does not compute what `bench` runs: {e}",
                self.entry,
                self.program
            )
        })
    }
}
