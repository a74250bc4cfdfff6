//! The PTX backend: every nest of a `LoopProgram` becomes one or more CUDA
//! kernels, generated as LLVM IR by the code generator the CPU backend uses
//! (`cpu::codegen` with its NVPTX target, `cpu::codegen::device`) and
//! compiled by LLVM's NVPTX target to PTX for `sm_80` or `sm_90`; the
//! launcher ([`launch`]) loads the PTX through the CUDA driver (cudarc,
//! loaded at run time) and runs the program on the GPU.
//!
//! [`plan`] decides each nest's kernels (grid-stride maps, block reductions
//! with a final pass, atomic or compare-and-swap scatters, a reduce-then-scan
//! for scans, one thread as the fallback); [`kernels`] builds them.
//! Compiling to PTX needs no GPU; running does: without a CUDA driver
//! [`launch::Gpu::get`] fails with [`PtxError::NoDriver`] (never a panic).
//! `docs/ptx.md` describes the design.

pub mod kernels;
pub mod launch;
pub mod plan;
#[cfg(test)]
mod tests;

pub use launch::{run, Gpu, PtxRun};

use crate::cpu::{nests, Layout};
use ir::loops::LoopProgram;
use std::path::PathBuf;
use std::time::Instant;

/// The GPU architecture PTX is generated for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sm {
    /// Ampere (A100): PTX ISA 7.8.
    Sm80,
    /// Hopper (H100, H200): PTX ISA 8.0.
    #[default]
    Sm90,
}

impl Sm {
    /// From `80` or `90`.
    pub fn from_number(n: u32) -> Option<Sm> {
        match n {
            80 => Some(Sm::Sm80),
            90 => Some(Sm::Sm90),
            _ => None,
        }
    }

    /// LLVM's CPU name (`sm_80`).
    pub fn cpu(self) -> &'static str {
        match self {
            Sm::Sm80 => "sm_80",
            Sm::Sm90 => "sm_90",
        }
    }

    /// LLVM's target features (the PTX ISA version).
    pub fn features(self) -> &'static str {
        match self {
            Sm::Sm80 => "+ptx78",
            Sm::Sm90 => "+ptx80",
        }
    }

    /// The compute capability, e.g. (9, 0).
    pub fn capability(self) -> (i32, i32) {
        match self {
            Sm::Sm80 => (8, 0),
            Sm::Sm90 => (9, 0),
        }
    }
}

/// How to compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxOptions {
    pub sm: Sm,
    /// Bounds and division checks (the checks that decide results stay
    /// either way).
    pub checks: bool,
    /// libdevice's bitcode; `None`: [`find_libdevice`].
    pub libdevice: Option<PathBuf>,
}

impl Default for PtxOptions {
    fn default() -> PtxOptions {
        PtxOptions {
            sm: Sm::default(),
            checks: true,
            libdevice: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PtxError {
    #[error("no CUDA driver (libcuda.so) found: --backend ptx needs an NVIDIA GPU and its driver; use --backend cpu or --backend interp")]
    NoDriver,
    #[error("no CUDA device: {0}")]
    NoDevice(String),
    #[error("CUDA driver: {0}")]
    Driver(String),
    #[error("LLVM: {0}")]
    Llvm(String),
    #[error("code generation: {0}")]
    Codegen(String),
    #[error("{0}")]
    Toolchain(String),
}

/// A program compiled to PTX (no GPU needed).
#[derive(Clone, Debug)]
pub struct PtxProgram {
    pub program: LoopProgram,
    pub layout: Layout,
    pub options: PtxOptions,
    pub ptx: String,
    /// Per nest, in pre-order of the program's items.
    pub plans: Vec<plan::NestPlan>,
    pub libdevice: bool,
    /// Milliseconds spent generating and compiling.
    pub compile_ms: f64,
}

/// Compiles every nest of `p` to PTX.
pub fn compile(p: &LoopProgram, options: &PtxOptions) -> Result<PtxProgram, PtxError> {
    let start = Instant::now();
    let built = kernels::build(p, options)?;
    Ok(PtxProgram {
        program: p.clone(),
        layout: Layout::new(p),
        options: options.clone(),
        ptx: built.ptx,
        plans: built.plans,
        libdevice: built.libdevice,
        compile_ms: start.elapsed().as_secs_f64() * 1e3,
    })
}

impl PtxProgram {
    /// The number of kernels of all nests.
    pub fn kernel_count(&self) -> usize {
        self.plans.iter().map(|n| n.kernels.len()).sum()
    }

    /// A comment block listing each cluster's kernels and how it was split.
    pub fn header(&self) -> String {
        let mut s = format!(
            "// fuselab: `{}` for {} ({}), {} nest{}, {} kernel{}{}\n",
            self.program.name,
            self.options.sm.cpu(),
            self.options.sm.features().trim_start_matches('+'),
            self.plans.len(),
            if self.plans.len() == 1 { "" } else { "s" },
            self.kernel_count(),
            if self.kernel_count() == 1 { "" } else { "s" },
            if self.libdevice {
                ", libdevice linked"
            } else {
                ""
            }
        );
        for (nest, plan) in nests(&self.program.body).iter().zip(&self.plans) {
            s.push_str(&format!(
                "// {}: {}: {}\n",
                nest.cluster,
                nest.tree,
                plan.describe()
            ));
        }
        s
    }

    /// The header, then the PTX (what `fuse --emit ptx` prints).
    pub fn text(&self) -> String {
        format!("{}{}", self.header(), self.ptx)
    }
}

/// libdevice (`libdevice.10.bc`): `$FUSELAB_LIBDEVICE`, then
/// `$CUDA_HOME/nvvm/libdevice/`, then the project-local install of
/// `scripts/setup.sh` (`.tools/cuda/nvidia/cuda_nvcc/nvvm/libdevice/`) in
/// the current folder, the executable's folder, or one above them.
pub fn find_libdevice() -> Option<PathBuf> {
    find_tool("FUSELAB_LIBDEVICE", "nvvm/libdevice/libdevice.10.bc")
}

/// `ptxas`: `$FUSELAB_PTXAS`, then `$CUDA_HOME/bin/`, then the project-local
/// install (as [`find_libdevice`]).
pub fn find_ptxas() -> Option<PathBuf> {
    find_tool("FUSELAB_PTXAS", "bin/ptxas")
}

fn find_tool(var: &str, rel: &str) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(var) {
        let p = PathBuf::from(p);
        return p.is_file().then_some(p);
    }
    if let Some(home) = std::env::var_os("CUDA_HOME") {
        let p = PathBuf::from(home).join(rel);
        if p.is_file() {
            return Some(p);
        }
    }
    let local = PathBuf::from(".tools/cuda/nvidia/cuda_nvcc").join(rel);
    let mut starts: Vec<PathBuf> = Vec::new();
    if let Ok(d) = std::env::current_dir() {
        starts.push(d);
    }
    if let Ok(exe) = std::env::current_exe() {
        if let Some(d) = exe.parent() {
            starts.push(d.to_path_buf());
        }
    }
    for s in starts {
        for dir in s.ancestors().take(4) {
            let p = dir.join(&local);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    None
}
