//! The PTX backend checked offline (no GPU): every suite program under every
//! strategy compiles to PTX for sm_80 and sm_90, and NVIDIA's assembler
//! `ptxas` (installed by `scripts/setup.sh` from PyPI into `.tools/cuda`)
//! accepts it. A missing `ptxas` fails the tests: run `scripts/setup.sh`.

mod common;

use backend::ptx::{self, PtxOptions, Sm};
use common::load;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `ptxas` and libdevice: the project-local install of `scripts/setup.sh`,
/// unless `FUSELAB_PTXAS` / `FUSELAB_LIBDEVICE` say otherwise.
fn tools() -> (PathBuf, PathBuf) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.tools/cuda/nvidia/cuda_nvcc");
    let ptxas = std::env::var_os("FUSELAB_PTXAS")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("bin/ptxas"));
    let libdevice = std::env::var_os("FUSELAB_LIBDEVICE")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("nvvm/libdevice/libdevice.10.bc"));
    assert!(
        ptxas.is_file() && libdevice.is_file(),
        "ptxas or libdevice missing ({} / {}): run scripts/setup.sh, which installs nvidia-cuda-nvcc-cu12 into .tools/cuda",
        ptxas.display(),
        libdevice.display()
    );
    (ptxas, libdevice)
}

fn check_pair(program: &str, strategy: &str) {
    let (ptxas, libdevice) = tools();
    let (p, _) = load(program);
    let c = common::compile_entry(&p, strategy);
    let dir = tempfile::tempdir().unwrap();
    for opts in every_option(&libdevice) {
        let (sm, checks) = (opts.sm, opts.checks);
        let pp = ptx::compile(&c.loops, &opts)
            .unwrap_or_else(|e| panic!("{program} {strategy} {}: {e}", sm.cpu()));
        // Every nest has its kernels, named in the header.
        assert_eq!(pp.plans.len(), ptx_nests(&c.loops));
        for plan in &pp.plans {
            for k in &plan.kernels {
                assert!(
                    pp.ptx.contains(&format!(".entry {k}(")),
                    "{program} {strategy}: no kernel {k}"
                );
                assert!(pp.header().contains(k.as_str()));
            }
        }
        assemble(
            &ptxas,
            &dir,
            &pp,
            sm,
            &format!("{program} with {strategy} (checks {checks})"),
        );
    }
}

/// The options every program is compiled with: sm_80 and sm_90, with and
/// without checks.
fn every_option(libdevice: &Path) -> Vec<PtxOptions> {
    let mut out = Vec::new();
    for sm in [Sm::Sm80, Sm::Sm90] {
        for checks in [true, false] {
            out.push(PtxOptions {
                sm,
                checks,
                libdevice: Some(libdevice.to_path_buf()),
            });
        }
    }
    out
}

/// `ptxas` accepts `pp`'s PTX for `sm` (`what`: the program, for messages).
fn assemble(ptxas: &Path, dir: &tempfile::TempDir, pp: &ptx::PtxProgram, sm: Sm, what: &str) {
    let file = dir.path().join("p.ptx");
    std::fs::write(&file, pp.text()).unwrap();
    let out = Command::new(ptxas)
        .arg(format!("-arch={}", sm.cpu()))
        .arg("-o")
        .arg(dir.path().join("out.cubin"))
        .arg(&file)
        .output()
        .expect("ptxas runs");
    assert!(
        out.status.success(),
        "ptxas -arch={} rejects {what}:\n{}\n{}",
        sm.cpu(),
        String::from_utf8_lossy(&out.stderr),
        pp.text()
    );
}

fn ptx_nests(p: &ir::loops::LoopProgram) -> usize {
    backend::cpu::nests(&p.body).len()
}

common::suite_pairs!();

/// The plans the suite's fused programs get: the scan of normalise2 runs as
/// a reduce-then-scan, its divisions as a grid-stride map.
#[test]
fn normalise2_with_ilp_is_a_scan_and_a_map() {
    let (_, libdevice) = tools();
    let (p, _) = load("normalise2");
    let c = common::compile_entry(&p, "ilp");
    let pp = ptx::compile(
        &c.loops,
        &PtxOptions {
            libdevice: Some(libdevice),
            ..PtxOptions::default()
        },
    )
    .unwrap();
    let names: Vec<&str> = pp.plans.iter().map(|n| n.name()).collect();
    assert_eq!(names, ["scan (reduce-then-scan)", "map"]);
}

/// How many branches of `kernel` jump back to a label above them: one per
/// loop that LLVM kept.
fn backward_branches(kernel: &str) -> usize {
    let mut seen: Vec<&str> = Vec::new();
    let mut back = 0;
    for line in kernel.lines().map(str::trim) {
        if let Some(label) = line.strip_suffix(':') {
            seen.push(label);
        } else if let Some(at) = line.find("bra") {
            let target = line[at..].split_whitespace().nth(1).unwrap_or("");
            back += seen.contains(&target.trim_end_matches(';')) as usize;
        }
    }
    back
}

/// A nest with a loop statement (`Stmt::For`, a row group's later loop):
/// its rows run as a grid-stride map, each thread running the row's two
/// loops in turn, and `ptxas` accepts the PTX.
#[test]
fn a_loop_statement_is_a_loop_in_a_map_kernel() {
    let (ptxas, libdevice) = tools();
    let p = testkit::loops::row_max_loops();
    let dir = tempfile::tempdir().unwrap();
    for opts in every_option(&libdevice) {
        let (sm, checks) = (opts.sm, opts.checks);
        let pp = ptx::compile(&p, &opts).unwrap();
        let names: Vec<&str> = pp.plans.iter().map(|n| n.name()).collect();
        assert_eq!(names, ["map"]);
        let kernel = &pp.plans[0].kernels[0];
        let start = pp
            .ptx
            .find(&format!(".entry {kernel}("))
            .expect("the kernel");
        // The grid-stride loop over rows, the maximum's loop, the loop
        // statement's.
        let back = backward_branches(&pp.ptx[start..]);
        assert!(back >= 3, "{back} loops in\n{}", &pp.ptx[start..]);
        assemble(
            &ptxas,
            &dir,
            &pp,
            sm,
            &format!("row_max_loops (checks {checks})"),
        );
    }
    // Without the loop statement, fewer loops (LLVM may unroll one into a
    // loop and a remainder loop).
    let mut q = p.clone();
    let ir::loops::Item::Nest(n) = &mut q.body[0] else {
        unreachable!()
    };
    let rows = &mut n.body.inner.as_mut().unwrap().body;
    rows.post.pop();
    rows.post.push(ir::loops::Stmt::Store {
        array: ir::graph::ArrayId::new(1),
        index: vec![ir::loops::Expr::Var(ir::loops::VarId::new(0)); 2],
        value: ir::loops::Expr::Var(ir::loops::VarId::new(4)),
        at: ir::graph::NodeId::new(1),
    });
    ir::loops::verify(&q).unwrap();
    let opts = PtxOptions {
        libdevice: Some(libdevice),
        ..PtxOptions::default()
    };
    let with = ptx::compile(&p, &opts).unwrap();
    let without = ptx::compile(&q, &opts).unwrap();
    let (a, b) = (
        backward_branches(&with.ptx),
        backward_branches(&without.ptx),
    );
    assert!(
        a > b && b >= 2,
        "{a} loops with the loop statement, {b} without"
    );
}

/// Every sequence program of the sequence tests, lifted (scheduled, with
/// `none`; in chunks of 3, with `ilp`), assembles for sm_80 and sm_90
/// with and without checks.
#[test]
fn lifted_sequence_programs_assemble() {
    let (ptxas, libdevice) = tools();
    let dir = tempfile::tempdir().unwrap();
    let registry = passes::Registry::builtin();
    for (k, text) in common::sequences::PROGRAMS.iter().enumerate() {
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        for (s, chunk) in [("none", None), ("ilp", Some(3))] {
            let options = passes::Options {
                chunk,
                ..passes::Options::default()
            };
            let c = passes::compile(&p, def, registry.get(s).unwrap(), &options).unwrap();
            for opts in every_option(&libdevice) {
                let (sm, checks) = (opts.sm, opts.checks);
                let what =
                    format!("sequence program {k} with {s}, chunk {chunk:?} (checks {checks})");
                let pp = ptx::compile(&c.lowered, &opts).unwrap_or_else(|e| panic!("{what}: {e}"));
                assemble(&ptxas, &dir, &pp, sm, &what);
            }
        }
    }
}

/// `fuse --emit ptx` prints the header and PTX for the chosen
/// architecture; `--sm` is checked.
#[test]
fn fuse_emits_ptx_for_sm_80_and_90() {
    let p = common::program("normalise2.fl");
    let emit = |sm: &str, code| {
        common::expect(
            &["fuse", &p, "--strategy", "ilp", "--emit", "ptx", "--sm", sm],
            code,
        )
    };
    for (sm, isa) in [("80", ".version 7.8"), ("90", ".version 8.0")] {
        let o = emit(sm, 0);
        assert!(
            o.stdout.starts_with("// fuselab: `normalise2` for sm_"),
            "{}",
            o.stdout
        );
        assert!(o.stdout.contains("c0: Horizontal(sum1, Vertical(scn, sum2)): scan (reduce-then-scan): 4 kernels (n0_totals, n0_carry, n0_apply, n0_final)"), "{}", o.stdout);
        assert!(
            o.stdout.contains(&format!(".target sm_{sm}")),
            "{}",
            o.stdout
        );
        assert!(o.stdout.contains(isa), "{}", o.stdout);
    }
    let o = emit("75", 2);
    assert!(o.stderr.contains("--sm"), "{}", o.stderr);
    let o = common::expect(&["fuse", &p, "--strategy", "ilp", "--sm", "80"], 2);
    assert!(
        o.stderr.contains("--sm applies to --emit ptx"),
        "{}",
        o.stderr
    );
}

/// Without a CUDA driver, `run --backend ptx` and `bench --backend ptx`
/// fail with a clear message and exit status 1 (never a panic).
#[test]
fn without_a_driver_the_ptx_backend_says_so() {
    if backend::ptx::Gpu::driver_present() {
        println!("skipped: a CUDA driver is present (tests/ptx_gpu.rs runs the GPU)");
        return;
    }
    let p = common::program("normalise2.fl");
    let o = common::expect(&["run", &p, "--size", "n=100", "--backend", "ptx"], 1);
    assert!(
        o.stderr.contains(
            "error: no CUDA driver (libcuda.so) found: --backend ptx needs an NVIDIA GPU"
        ),
        "{}",
        o.stderr
    );
    assert!(o.stdout.is_empty(), "{}", o.stdout);
    let o = common::expect(&["bench", &p, "--size", "n=100", "--backend", "ptx"], 1);
    assert!(
        o.stderr.contains("no CUDA driver (libcuda.so) found"),
        "{}",
        o.stderr
    );
    let o = common::expect(&["run", &p, "--size", "n=100", "--sm", "80"], 2);
    assert!(
        o.stderr.contains("--sm applies to --backend ptx"),
        "{}",
        o.stderr
    );
}
