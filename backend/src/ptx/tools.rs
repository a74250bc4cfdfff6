//! Where the CUDA tools the PTX backend uses are: libdevice (linked into
//! kernels that call math functions) and `ptxas` (which checks PTX).

use std::path::PathBuf;

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
