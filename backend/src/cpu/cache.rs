//! The compile cache: each nest's compiled functions by a hash of what
//! determines its code (its loop IR, the types of its variables and arrays,
//! the buffer slots, whether it checks, its [`Tuning`], the instruction
//! set), kept for the life of the process.

use super::cpu_program::{Reduction, ScanFns};
use crate::layout::Layout;
use crate::llvm::Tuning;
use ir::graph::ArrayId;
use ir::loops::{LoopProgram, Nest};
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Mutex, OnceLock};

/// Addresses of one nest's compiled functions (what the cache keeps).
#[derive(Clone, Copy)]
pub(super) struct Addrs {
    pub(super) whole: usize,
    pub(super) reduce: Option<Reduction>,
    /// A scatter's atomic and private chunk functions.
    pub(super) scatter: Option<(usize, usize)>,
    /// An owned scatter's thread function (`plan::owned`).
    pub(super) owned: Option<usize>,
    /// An owned scatter's functions with shared targets: the targets of a
    /// chunk, a thread reading them (`llvm::owned`).
    pub(super) shared: Option<(usize, usize)>,
    /// A split scatter's stores (`plan::fission`).
    pub(super) stores: Option<usize>,
    pub(super) scan: Option<ScanFns>,
    /// A segmented walk's chunk and final functions (`plan::segments`).
    pub(super) segments: Option<(usize, usize)>,
    /// The whole function with streaming stores (`llvm::stream`).
    pub(super) stream: Option<usize>,
}

/// The compile cache: a nest's function by the hash of what determines its
/// code. Engines are kept for the life of the process.
pub(super) fn cache() -> &'static Mutex<HashMap<u64, Addrs>> {
    static CACHE: OnceLock<Mutex<HashMap<u64, Addrs>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

pub(super) fn nest_key(
    p: &LoopProgram,
    layout: &Layout,
    nest: &Nest,
    checks: bool,
    tuning: Tuning,
    target: super::isa::Target,
) -> u64 {
    let mut h = DefaultHasher::new();
    format!("{:?}", nest.body).hash(&mut h);
    // The types of its variables and arrays, and the buffer slots.
    let mut used = Vec::new();
    nest.body.stmts(&mut |ss| {
        for s in ss {
            s.exprs(&mut |e| {
                e.each_var(&mut |v| used.push(v));
            });
            used.extend(s.defines());
        }
    });
    used.sort();
    used.dedup();
    for v in used {
        format!("{:?}", p.vars[v].ty).hash(&mut h);
    }
    for (i, a) in p.arrays.iter().enumerate() {
        format!(
            "{:?}{}{}",
            a.elem,
            a.rank,
            layout.slot(ArrayId::from_index(i))
        )
        .hash(&mut h);
    }
    checks.hash(&mut h);
    tuning.hash(&mut h);
    target.code().hash(&mut h);
    h.finish()
}
