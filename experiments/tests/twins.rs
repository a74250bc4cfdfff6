//! Every suite program has a NumPy twin (`experiments/programs/NAME.py`; what
//! a twin is: `experiments/peers/harness.py`) that computes the reference
//! interpreter's values on random inputs at the program's `-- sizes:`
//! header, and `bench --peers` runs the twins next to the strategies.

mod common;

use common::{expect, program, python, repo_root, require_numpy, suite_programs};
use std::path::Path;

/// `harness.py check TWIN INPUTS WANT`: its exit status and its lines.
fn check(twin: &Path, inputs: &Path, want: &Path) -> (bool, String) {
    let harness = repo_root().join("experiments/peers/harness.py");
    let o = python()
        .arg(harness)
        .args(["check"])
        .args([twin, inputs, want])
        .output()
        .expect("python runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    (o.status.success(), text)
}

/// Runs suite program `name` at its header sizes with `seed`, saving its
/// inputs to `dir/in` and its outputs to `dir/out`.
fn run_reference(name: &str, seed: u64, dir: &Path) {
    let file = program(&format!("{name}.fl"));
    let sizes = experiments::header_sizes(Path::new(&file)).expect("a sizes header");
    let mut args: Vec<String> = vec!["run".into(), file];
    for (k, v) in &sizes {
        args.extend(["--size".into(), format!("{k}={v}")]);
    }
    let (inp, out) = (dir.join("in"), dir.join("out"));
    args.extend([
        "--seed".into(),
        seed.to_string(),
        "--out".into(),
        out.display().to_string(),
        "--save-inputs".into(),
        inp.display().to_string(),
    ]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    expect(&args, 0);
}

#[test]
fn every_program_has_a_twin() {
    let missing: Vec<String> = suite_programs()
        .into_iter()
        .filter(|p| !Path::new(&program(&format!("{p}.py"))).is_file())
        .collect();
    assert!(
        missing.is_empty(),
        "programs without a NumPy twin: {missing:?}"
    );
}

#[test]
fn every_twin_computes_the_reference_interpreters_values() {
    require_numpy();
    let mut failures = Vec::new();
    for name in suite_programs() {
        for seed in [1, 2] {
            let d = tempfile::tempdir().expect("a temporary folder");
            run_reference(&name, seed, d.path());
            let twin = program(&format!("{name}.py"));
            let (ok, text) = check(
                Path::new(&twin),
                &d.path().join("in"),
                &d.path().join("out"),
            );
            if !ok {
                failures.push(format!("{name}, seed {seed}:\n{text}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The check is not vacuous: a twin that is off by one element, returns a
/// wrong type or misses an output is caught, each with its own line.
#[test]
fn a_wrong_twin_is_caught() {
    require_numpy();
    let d = tempfile::tempdir().expect("a temporary folder");
    run_reference("saxpy", 1, d.path());
    let cases = [
        (
            "def twin(a, xs, ys, np=None):\n    zs = a * xs + ys\n    zs[3] += 1\n    return {'zs': zs}\n",
            "zs: 1 of",
        ),
        (
            "def twin(a, xs, ys, np=None):\n    return {'zs': (a * xs + ys).astype('float64')}\n",
            "zs: element type float64, fuselab's is float32",
        ),
        (
            "def twin(a, xs, ys, np=None):\n    return {'z': a * xs + ys}\n",
            "zs: fuselab writes it, the twin returns no `zs`",
        ),
    ];
    for (k, (source, says)) in cases.iter().enumerate() {
        let twin = d.path().join(format!("wrong{k}.py"));
        std::fs::write(&twin, source).expect("write a twin");
        let (ok, text) = check(&twin, &d.path().join("in"), &d.path().join("out"));
        assert!(!ok && text.contains(says), "case {k}:\n{text}");
    }
}

/// Sequences cross the harness as lists: a sequence parameter's element
/// files (`xs/k.npy`, `rows/k.j.npy` for tuples) reach the twin as a list of
/// arrays or of tuples of arrays, and a sequence result (`out/NAME/k.npy`)
/// is compared element by element, a wrong element or length caught.
#[test]
fn sequences_reach_a_twin_as_lists() {
    require_numpy();
    let d = tempfile::tempdir().expect("a temporary folder");
    let program = d.path().join("scaled.fl");
    std::fs::write(
        &program,
        "def scaled (rows: seq [?](i64, f32)) : seq [?]f32 =\n  \
         map_seq (\\row -> map (\\(c, v) -> v * f32 c) row) rows\n",
    )
    .expect("write a program");
    let (inp, out) = (d.path().join("in"), d.path().join("out"));
    let (p, i, o) = (program.display(), inp.display(), out.display());
    let args = format!("run {p} --seq-length 5 --seed 3 --save-inputs {i} --out {o}");
    expect(&args.split(' ').collect::<Vec<_>>(), 0);
    assert!(out.join("result/4.npy").is_file() && inp.join("rows/4.1.npy").is_file());
    let cases = [
        (
            "def twin(rows, np=None):\n    return {'result': [v * c.astype('float32') for c, v in rows]}\n",
            None,
        ),
        (
            "def twin(rows, np=None):\n    out = [v * c.astype('float32') for c, v in rows]\n    out[2] = out[2] + 1\n    return {'result': out}\n",
            Some("result[2]: "),
        ),
        (
            "def twin(rows, np=None):\n    return {'result': [v * c.astype('float32') for c, v in rows][1:]}\n",
            Some("result: 4 elements, fuselab's sequence has 5"),
        ),
    ];
    for (k, (source, says)) in cases.iter().enumerate() {
        let twin = d.path().join(format!("twin{k}.py"));
        std::fs::write(&twin, source).expect("write a twin");
        let (ok, text) = check(&twin, &inp, &out);
        match says {
            None => assert!(ok, "case {k}:\n{text}"),
            Some(says) => assert!(!ok && text.contains(says), "case {k}:\n{text}"),
        }
    }
}

/// `bench --peers` times the NumPy twin on the same inputs, checks it, and
/// reports a peer that is not installed or has no hand-fused loop instead
/// of failing.
#[test]
fn bench_runs_the_peers() {
    require_numpy();
    let file = program("saxpy.fl");
    let o = expect(
        &[
            "bench",
            &file,
            "--size",
            "n=100000",
            "--strategies",
            "ilp",
            "--reps",
            "2",
            "--peers",
            "numpy,jax,numba",
            "--format",
            "json",
        ],
        0,
    );
    let v: serde_json::Value = serde_json::from_str(&o.stdout).expect("JSON");
    assert_eq!(
        v["fresh_outputs"], true,
        "--peers gives every run fresh outputs"
    );
    let peers = v["peers"].as_array().expect("peers");
    let names: Vec<&str> = peers.iter().map(|p| p["peer"].as_str().unwrap()).collect();
    assert_eq!(names, ["numpy", "jax", "numba"]);
    let numpy = &peers[0];
    assert_eq!(numpy["status"], "ok", "{numpy}");
    assert!(numpy["run_ms"]["median"].as_f64().unwrap() > 0.0);
    assert!(numpy["ilp_over_peer"].as_f64().unwrap() > 0.0);
    for p in &peers[1..] {
        let status = p["status"].as_str().unwrap();
        assert!(status == "ok" || status == "missing", "{p}");
    }

    let table = expect(
        &[
            "bench", &file, "--size", "n=1000", "--reps", "1", "--peers", "numpy",
        ],
        0,
    );
    assert!(table.stdout.contains("peers ("), "{}", table.stdout);
    assert!(
        table
            .stdout
            .lines()
            .any(|l| l.trim_start().starts_with("numpy") && l.contains("agrees")),
        "{}",
        table.stdout
    );

    let ptx = expect(
        &[
            "bench",
            &file,
            "--size",
            "n=1000",
            "--backend",
            "ptx",
            "--peers",
            "numpy",
        ],
        2,
    );
    assert!(
        ptx.stderr.contains("--peers applies to --backend cpu"),
        "{}",
        ptx.stderr
    );
}
