//! Measures the colours of large blocks (`backend::cpu::LineAligned`:
//! successive large arrays start at different offsets from their first
//! line) against blocks that all start at their first line, in one run: a
//! program fused by `ilp` (default `experiments/examples/eight_scans.fl` at
//! n = 2^24, whose fused nest reads one array and stores eight), run with
//! every array made under each way in turn, several rounds, medians and
//! their ratio. `FUSELAB_STRATEGY=none` fuses by another strategy. Usage:
//! `cargo run --release --example cache_colours [FILE.fl [SIZE=V ..]]`.
use backend::cpu::{self, CpuOptions};
use interp::random_inputs;
use passes::{compile, Options, Registry};
use std::time::Instant;

#[path = "common/program.rs"]
mod program;

#[global_allocator]
static ALLOC: backend::cpu::LineAligned =
    backend::cpu::LineAligned::new(backend::cpu::FreshMemory::DEFAULT);

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let program::Chosen {
        file,
        program: p,
        sizes,
    } = program::choose(
        &args,
        1,
        "experiments/examples/eight_scans.fl".into(),
        &[("n", 1 << 24)],
    );
    let def = p.entry(None).expect("a definition");
    let strategy = std::env::var("FUSELAB_STRATEGY").unwrap_or_else(|_| "ilp".into());
    let reg = Registry::builtin();
    let c = compile(
        &p,
        def,
        reg.get(&strategy).expect("a strategy"),
        &Options::default(),
    )
    .unwrap();
    let program = experiments::native::compile(&c.loops, CpuOptions::default()).unwrap();
    let ways = [true, false];
    let rounds = 7;
    let mut times = vec![Vec::new(); ways.len()];
    for _ in 0..rounds {
        for (k, &on) in ways.iter().enumerate() {
            // Every array of the run made under this way: the inputs anew,
            // the outputs and temporaries from an empty pool.
            ALLOC.set_colours(on);
            cpu::release_pool();
            let inputs = random_inputs(def, &sizes, 1).expect("inputs");
            // A first run faults the new outputs in; the second is timed.
            cpu::recycle(cpu::run(&program, &inputs).unwrap().value);
            let start = Instant::now();
            let r = cpu::run(&program, &inputs).unwrap();
            times[k].push(start.elapsed().as_secs_f64() * 1e3);
            cpu::recycle(r.value);
        }
    }
    let medians = program::medians(&mut times);
    let cpu_name = experiments::cpu_description().unwrap_or_else(|| "unknown CPU".into());
    println!("{file} {sizes:?}, {strategy}, median of {rounds} rounds, {cpu_name}:");
    program::print_on_off("colours", medians[0], medians[1]);
}
