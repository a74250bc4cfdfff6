//! The CPU backend's code for each smaller instruction set this machine can
//! run (`--isa avx2`, `sse4.2`, and `avx512` where the CPU has it), checked
//! against the reference interpreter on every suite program under `none`
//! and `ilp`, on the edge cases of division by an invariant (in each
//! way of dividing, `--division`) and of conversions between floats and
//! integers, so that the paths a machine without
//! AVX-512 (or without AVX2) takes are tested on any machine. One test: the set is forced for the
//! whole process, so nothing else may run beside it.

mod common;

use backend::cpu::isa::{self, Isa};
use backend::cpu::{self, CpuOptions};
use backend::llvm::Division;
use common::{expect, load, program, size_names, size_sets, suite_programs};
use interp::inputs::random_inputs;
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
        isa::force(set).unwrap();
        assert_eq!(isa::current(), set);
        for division in Division::ALL {
            isa::force_division(Some(division));
            assert_eq!(isa::division(), division);
            common::check_invariant_division();
        }
        isa::force_division(None);
        assert_eq!(isa::division(), set.division());
        common::check_float_to_int_edges();
        common::check_int_to_float_edges();
        for name in suite_programs() {
            let (p, text) = load(&name);
            let def = p.entry(None).expect("a def");
            for strategy in ["none", "ilp"] {
                let c = common::compile_entry(&p, strategy);
                let cp = cpu::compile(&c.loops, CpuOptions::default())
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
    isa::force(Isa::Host).unwrap();

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
