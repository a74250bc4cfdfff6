//! Measures the ways of preparing new output memory
//! (`backend::cpu::FreshMemory`) against each other in one run:
//! a suite program (default saxpy at n = 2^25) fused by `ilp`, run on
//! all-new memory under each way in turn, several rounds, medians and the
//! ratio to `plain`. Usage:
//! `cargo run --release --example fresh_memory [FILE.fl [n [rounds]]]`.
use backend::cpu::FreshMemory;
use backend::cpu::Target;
use backend::cpu::{self, CpuOptions};
use interp::random_inputs;
use passes::{compile, Options, Registry};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let file = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| "experiments/programs/saxpy.fl".into());
    let n: i64 = args.get(2).map_or(1 << 25, |a| a.parse().expect("n"));
    let rounds: usize = args.get(3).map_or(7, |a| a.parse().expect("rounds"));
    let text = std::fs::read_to_string(&file).expect("the program file");
    let p = ir::check_source(&ir::SourceFile::new(file.clone(), text))
        .unwrap_or_else(|_| panic!("{file} checks"));
    let def = p.entry(None).expect("a definition");
    let sizes = [("n".into(), n)].into_iter().collect();
    let inputs = random_inputs(def, &sizes, 1).expect("inputs");
    let reg = Registry::builtin();
    let c = compile(&p, def, reg.get("ilp").unwrap(), &Options::default()).unwrap();
    // One program per way (the compiled nests are the same: the cache keys
    // on the code's target, `Target::code`).
    let programs: Vec<_> = FreshMemory::ALL
        .into_iter()
        .map(|how| {
            let options = CpuOptions {
                target: Target::HOST.with_fresh_memory(how),
                ..CpuOptions::default()
            };
            experiments::native::compile(&c.loops, options).unwrap()
        })
        .collect();
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); FreshMemory::ALL.len()];
    for _ in 0..rounds {
        for (k, cp) in programs.iter().enumerate() {
            cpu::release_pool();
            let start = Instant::now();
            let r = cpu::run(cp, &inputs).unwrap();
            times[k].push(start.elapsed().as_secs_f64() * 1e3);
            drop(r);
        }
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let plain = median(&mut times[0].clone());
    println!("{file} at n = {n}, ilp, all-new memory, median of {rounds} rounds:");
    for (k, how) in FreshMemory::ALL.into_iter().enumerate() {
        let first = times[k][0];
        let m = median(&mut times[k]);
        let max = times[k][rounds - 1];
        println!(
            "  {:<14} {m:8.1} ms  {:.2}x plain  (first round {first:.1} ms, slowest {max:.1} ms)",
            how.name(),
            m / plain
        );
    }
}
