//! The LLVM IR the CPU backend generates for every suite program under
//! `none` and `ilp` is a snapshot, `tests/snapshots/llvm/NAME.STRATEGY.ll`:
//! the module of each nest before LLVM's optimisations (what fuselab's
//! generator writes; what O3 makes of it is LLVM's), for the x86-64-v3
//! instruction set (AVX2), chosen so that every machine generates the same
//! text, with the choices that follow the CPU's vendor fixed
//! (`backend::cpu::Target::gather_divisions`, `wide_divisions`,
//! `CpuOptions::wide_scan_blocks`). A change to code generation shows as a diff of these files
//! (`UPDATE_EXPECT=1 cargo test -p experiments --test llvm_snapshots`
//! rewrites them).

mod common;

#[path = "../../passes/tests/common/snapshot.rs"]
mod snapshot;

use backend::cpu::{Isa, Target};
use common::{compile_entry, load, suite_programs};
use snapshot::snapshot;

#[test]
fn every_suite_programs_llvm_ir_is_its_snapshot() {
    let target = Target::new(Isa::Avx2).expect("x86-64-v3 runs here");
    let mut failures = Vec::new();
    for name in suite_programs() {
        let (program, _) = load(&name);
        for strategy in ["none", "ilp"] {
            let c = compile_entry(&program, strategy);
            // The choices that follow the CPU's vendor where its features
            // do not decide, fixed: vector divisions in gathering loops,
            // 256-bit vectors for divisions, scans stored down columns in
            // blocks of 16 rows.
            let options = backend::cpu::CpuOptions {
                target,
                checks: true,
                gather_divisions: Some(true),
                wide_divisions: Some(false),
                wide_scan_blocks: Some(false),
                ..Default::default()
            };
            let ir = experiments::native::llvm_ir(&c.loops, options, false)
                .unwrap_or_else(|e| panic!("{name}, {strategy}: {e}"));
            let path = format!("tests/snapshots/llvm/{name}.{strategy}.ll");
            if let Err(diff) = snapshot(&path, &ir) {
                failures.push(diff);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
