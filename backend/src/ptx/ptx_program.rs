//! What the PTX backend's compilation makes and its launcher runs: the
//! target (`sm_80`, `sm_90`), the options, the errors, and the compiled
//! program with its per-nest GPU plans and PTX text.

use crate::layout::Layout;
use crate::plan::gpu as plan;
use ir::loops::{nests, LoopProgram};
use std::path::PathBuf;

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
