//! The random programs of `testkit::testgen` run: on random inputs of
//! several sizes the reference interpreter computes them without a run-time
//! error (the generator only makes programs that are meant to succeed).

use testkit::testgen::Case;

#[test]
fn programs_run_without_errors_on_random_inputs() {
    for seed in 0..300 {
        let case = Case::new(seed, 16);
        let (p, _, _) = case.graph();
        let def = p.entry(None).expect("one def");
        for (n, m) in [(1, 1), (5, 3), (2, 7)] {
            let sizes: interp::Sizes = [("n".into(), n), ("m".into(), m)].into_iter().collect();
            let inputs = interp::random_inputs(def, &sizes, seed).expect("inputs");
            if let Err(e) = interp::reference::run(&p, def, &inputs) {
                panic!("n={n} m={m}: {e}\n{}", case.text);
            }
        }
    }
}
