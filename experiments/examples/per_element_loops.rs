//! Measures array-level loops fused per element
//! (`ir::loops::element_loops`) against the loop as written, in one run:
//! a suite program (default mandelbrot at h = w = 1024) fused by `ilp`, run
//! with `CpuOptions::per_element_loops` on and off in turn, several
//! rounds, medians and their ratio. Usage:
//! `cargo run --release --example per_element_loops [FILE.fl [SIZE=V ..]]`.
use backend::cpu::{self, CpuOptions};
use interp::inputs::random_inputs;
use passes::manager::{compile, Options, Registry};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let file = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| "experiments/programs/mandelbrot.fl".into());
    let mut sizes: std::collections::BTreeMap<std::sync::Arc<str>, i64> =
        [("h".into(), 1024), ("w".into(), 1024)]
            .into_iter()
            .collect();
    for a in args.iter().skip(2) {
        let (k, v) = a.split_once('=').expect("SIZE=V");
        sizes.insert(k.into(), v.parse().expect("a number"));
    }
    let text = std::fs::read_to_string(&file).expect("the program file");
    let p = ir::check_source(&ir::SourceFile::new(file.clone(), text))
        .unwrap_or_else(|_| panic!("{file} checks"));
    let def = p.entry(None).expect("a definition");
    let inputs = random_inputs(def, &sizes, 1).expect("inputs");
    let reg = Registry::builtin();
    let c = compile(&p, def, reg.get("ilp").unwrap(), &Options::default()).unwrap();
    let ways = [true, false];
    let cps: Vec<_> = ways
        .iter()
        .map(|&per_element_loops| {
            let options = CpuOptions {
                per_element_loops,
                ..Default::default()
            };
            cpu::compile(&c.loops, options).unwrap()
        })
        .collect();
    let mut times = vec![Vec::new(); ways.len()];
    for _ in 0..7 {
        for (k, cp) in cps.iter().enumerate() {
            let start = Instant::now();
            let r = cpu::run(cp, &inputs).unwrap();
            times[k].push(start.elapsed().as_secs_f64() * 1e3);
            cpu::recycle(r.value);
        }
    }
    let mut medians = Vec::new();
    for t in &mut times {
        t.sort_by(f64::total_cmp);
        medians.push(t[t.len() / 2]);
    }
    println!("{file} at {sizes:?}, ilp, median of 7 runs:");
    println!("  per element   {:8.1} ms", medians[0]);
    println!("  as written    {:8.1} ms", medians[1]);
    println!("  as written / per element: {:.2}", medians[1] / medians[0]);
}
