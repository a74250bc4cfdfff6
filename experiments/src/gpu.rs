//! The GPU glue of `run`, `fuse --emit ptx` and `bench --backend ptx`: the
//! device, the PTX options for a target, and the lines that report a run.

use crate::exit;
use anyhow::{anyhow, Result};
use backend::ptx::{self, Gpu, PtxOptions, PtxProgram, PtxRun, Sm};
use ir::loops::LoopProgram;

/// The CUDA device, or the reason there is none (exit status 1).
pub fn gpu() -> Result<&'static Gpu> {
    Gpu::get().map_err(|e| anyhow!("{e}"))
}

/// The PTX options: `--sm`, else the device's architecture (sm_90 for
/// anything newer than Hopper), else sm_90.
pub fn options(sm: Option<&str>, gpu: Option<&Gpu>, checks: bool) -> Result<PtxOptions> {
    let sm = match (sm, gpu) {
        (Some(s), _) => s
            .parse::<u32>()
            .ok()
            .and_then(Sm::from_number)
            .ok_or_else(|| exit::usage(format!("--sm {s}: expected 80 or 90")))?,
        (None, Some(g)) => match g.capability {
            (major, _) if major >= 9 => Sm::Sm90,
            (8, _) => Sm::Sm80,
            (major, minor) => {
                return Err(anyhow!(
                    "the GPU {} has compute capability {major}.{minor}; the PTX backend needs 8.0 or newer",
                    g.name
                ))
            }
        },
        (None, None) => Sm::default(),
    };
    Ok(PtxOptions {
        sm,
        checks,
        libdevice: None,
    })
}

/// `fuse --emit ptx`: the header and the PTX.
pub fn emit(program: &LoopProgram, sm: Option<&str>, checks: bool) -> Result<String> {
    let opts = options(sm, None, checks)?;
    Ok(ptx::compile(program, &opts)
        .map_err(|e| anyhow!("{e}"))?
        .text())
}

/// How each nest ran: `c0 scan (reduce-then-scan) x4 1.2 ms, c1 map x1
/// 0.3 ms` (or, under array-level control flow, a count per plan: `7 nests
/// run: 4 map, 3 reduce`).
pub fn passes_text(pp: &PtxProgram, passes: &[(String, usize)], ms: &[f64]) -> String {
    let labels: Vec<String> = passes
        .iter()
        .map(|(plan, kernels)| format!("{plan} x{kernels}"))
        .collect();
    let plans: Vec<String> = passes.iter().map(|(plan, _)| plan.clone()).collect();
    crate::compiling::nests_text(&pp.program, &labels, &plans, ms, None, "nests run")
}

/// `ptx (ilp) on NVIDIA H100 ...: 2 loop nests, 5 kernels; compile ...`.
pub fn run_line(strategy: &str, c: &passes::Compiled, pp: &PtxProgram, run: &PtxRun) -> String {
    let passes = crate::compiling::passes_ms(c);
    format!(
        "ptx ({strategy}) on {}: {} loop nests, {} kernels; compile {:.1} ms (passes {passes:.1}, LLVM {:.1}), run {:.1} ms in kernels (inputs to the device {:.1} ms, results back {:.1} ms); nests: {}",
        run.device,
        pp.plans.len(),
        pp.kernel_count(),
        passes + pp.compile_ms,
        pp.compile_ms,
        run.run_ms,
        run.upload_ms,
        run.download_ms,
        passes_text(pp, &run.passes, &run.nest_ms)
    )
}
