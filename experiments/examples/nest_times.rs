//! Times each nest of a suite program under two strategies (a quick look,
//! not the benchmark: `fuselab bench` is that).
use backend::cpu::{self, CpuOptions};
use interp::random_inputs;
use passes::{compile, Options, Registry};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (file, n) = (&args[1], args[2].parse::<i64>().unwrap());
    let text = std::fs::read_to_string(file).unwrap();
    let p = ir::check_source(&ir::SourceFile::new(file.clone(), text))
        .unwrap_or_else(|_| panic!("checks"));
    let def = p.entry(None).unwrap();
    let sizes = [("n".into(), n)].into_iter().collect();
    let inputs = random_inputs(def, &sizes, 1).unwrap();
    let reg = Registry::builtin();
    for s in ["none", "ilp"] {
        let c = compile(&p, def, reg.get(s).unwrap(), &Options::default()).unwrap();
        let threads = std::env::var("THREADS")
            .ok()
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        let cp = experiments::native::compile(
            &c.loops,
            CpuOptions {
                checks: std::env::var("UNCHECKED").is_err(),
                threads,
                ..Default::default()
            },
        )
        .unwrap();
        for _ in 0..3 {
            let r = cpu::run(&cp, &inputs).unwrap();
            let t0 = std::time::Instant::now();
            cpu::recycle(r.value);
            let d = t0.elapsed().as_secs_f64() * 1e3;
            println!(
                "{s}: total {:.1} ms, nests {:?} (drop {d:.1} ms)",
                r.run_ms,
                r.nest_ms
                    .iter()
                    .map(|x| (x * 10.0).round() / 10.0)
                    .collect::<Vec<_>>()
            );
        }
    }
}
