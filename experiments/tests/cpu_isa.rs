//! The CPU backend's code for each smaller instruction set this machine can
//! run (`--isa avx2`, `sse4.2`, and `avx512` where the CPU has it), checked
//! against the reference interpreter on every suite program under `none`
//! and `ilp`, on the edge cases of division by an invariant (in each
//! way of dividing, `--division`) and of conversions between floats and
//! integers, so that the paths a machine without
//! AVX-512 (or without AVX2) takes are tested on any machine. Each set is a
//! [`Target`] value passed to the compiles: the sets are compiled and run
//! in one process, beside the host's.

mod common;

use backend::cpu::{self, CpuOptions};
use backend::cpu::{Isa, Target};
use backend::llvm::Division;
use common::{expect, load, program, size_names, size_sets, suite_programs};
use interp::random_inputs;
use interp::reference;

#[test]
fn every_forced_instruction_set_computes_the_references_values() {
    let sets: Vec<Isa> = [Isa::Avx512, Isa::Avx2, Isa::Sse42]
        .into_iter()
        .filter(|i| i.supported())
        .collect();
    assert!(
        !sets.is_empty(),
        "x86-64-v2 is the least this project runs on"
    );
    for &set in &sets {
        let target = Target::new(set).unwrap();
        assert_eq!(target.isa(), set);
        for division in Division::ALL {
            let dividing = target.with_division(Some(division));
            assert_eq!(dividing.division(), division);
            common::check_invariant_division(dividing);
        }
        assert_eq!(target.division(), set.division());
        common::check_float_to_int_edges(target);
        common::check_int_to_float_edges(target);
        for name in suite_programs() {
            let (p, text) = load(&name);
            let def = p.entry(None).expect("a def");
            for strategy in ["none", "ilp"] {
                let c = common::compile_entry(&p, strategy);
                let options = CpuOptions {
                    target,
                    ..CpuOptions::default()
                };
                let cp = experiments::native::compile(&c.loops, options)
                    .unwrap_or_else(|e| panic!("{name} {strategy} for {}: {e}", set.name()));
                // The sizes of common::size_sets but all-zero (small, ones).
                for (k, sizes) in size_sets(&size_names(&text)).into_iter().enumerate() {
                    let inputs = random_inputs(def, &sizes, 23 + k as u64).expect("inputs");
                    let want = reference::run(&p, def, &inputs);
                    let got = cpu::run(&cp, &inputs);
                    let ctx = format!("{name} with {strategy} for {} at {sizes:?}", set.name());
                    common::assert_agrees(
                        got.as_ref().map(|r| &r.value),
                        &want,
                        "cpu",
                        true,
                        &|| ctx.clone(),
                    );
                }
            }
        }
    }
    // The command line forces a set with --isa, refuses one this CPU lacks,
    // and bench says which it compiled for.
    let file = program("normalise2.fl");
    let run = |set: &str, code: i32| {
        expect(
            &[
                "--isa",
                set,
                "run",
                &file,
                "--size",
                "n=1000",
                "--backend",
                "cpu",
            ],
            code,
        )
    };
    for set in ["host", "avx2", "sse4.2"] {
        if Isa::parse(set).unwrap().supported() {
            run(set, 0);
        }
    }
    let o = run("avx512", if Isa::Avx512.supported() { 0 } else { 2 });
    if !Isa::Avx512.supported() {
        assert!(
            o.stderr
                .contains("--isa avx512: this CPU cannot run code for avx512"),
            "{}",
            o.stderr
        );
    }
    let o = expect(&["run", &file, "--isa", "avx3"], 2);
    assert!(o.stderr.contains("avx3"), "{}", o.stderr);
    let o = expect(
        &[
            "bench",
            &file,
            "--size",
            "n=1000",
            "--strategies",
            "ilp",
            "--reps",
            "1",
            "--isa",
            "sse4.2",
            "--division",
            "wide-multiply",
            "--format",
            "json",
        ],
        0,
    );
    let v: serde_json::Value = serde_json::from_str(&o.stdout).expect("JSON");
    assert_eq!(v["isa"], "sse4.2");
    assert_eq!(v["division"], "wide-multiply");
    let o = expect(&["run", &file, "--division", "fast"], 2);
    assert!(o.stderr.contains("fast"), "{}", o.stderr);
}

/// Two targets in one process: one program compiled for this CPU and for
/// x86-64-v2 (which every machine of this project runs), one after the
/// other and back, each run giving the reference's values, and each
/// target's LLVM IR its own (the compile cache keys on the target).
#[test]
fn two_targets_compile_and_run_in_one_process() {
    let (p, _) = load("normalise2");
    let def = p.entry(None).expect("a def");
    let c = common::compile_entry(&p, "ilp");
    let sizes: interp::Sizes = [("n".into(), 1000)].into_iter().collect();
    let inputs = random_inputs(def, &sizes, 5).expect("inputs");
    let want = reference::run(&p, def, &inputs);
    let small = Target::new(Isa::Sse42).expect("x86-64-v2 runs here");
    let mut irs = Vec::new();
    for target in [Target::HOST, small, Target::HOST] {
        let options = CpuOptions {
            target,
            ..CpuOptions::default()
        };
        let cp = experiments::native::compile(&c.loops, options).expect("compiles");
        let got = cpu::run(&cp, &inputs);
        common::assert_agrees(got.as_ref().map(|r| &r.value), &want, "cpu", true, &|| {
            format!("normalise2 for {}", target.isa().name())
        });
        irs.push(experiments::native::llvm_ir(&c.loops, options, false).expect("IR"));
    }
    assert!(
        irs[1].contains("\"target-cpu\"=\"x86-64-v2\""),
        "{}",
        &irs[1][..400]
    );
    assert!(!irs[0].contains("\"target-cpu\"=\"x86-64-v2\""));
    assert_eq!(irs[0], irs[2], "the host's code again");
}
