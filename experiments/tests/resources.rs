//! Resources end to end (issue 12, group B): sizes too large for memory are
//! named run-time errors on every backend, never a panic or an abort; loops
//! over nothing end at once; `--threads` is checked; cost figures never wrap;
//! Ctrl-C stops every command with status 130; user-named files that are not
//! regular files are refused; outputs are whole or absent, also on a full
//! disk; `--unchecked` still keeps `permute` targets inside their array.

mod common;

use common::{assert_says, fuselab, Out};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn expect(o: &Out, code: i32) {
    assert_eq!(
        o.code, code,
        "exit status {} (wanted {code})\nstdout:\n{}\nstderr:\n{}",
        o.code, o.stdout, o.stderr
    );
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write a test file");
    p.display().to_string()
}

/// A new temporary folder holding the file `name` with `text`, and its path.
fn written(name: &str, text: &str) -> (tempfile::TempDir, String) {
    let d = tempfile::tempdir().unwrap();
    let p = write(d.path(), name, text);
    (d, p)
}

/// Every way to run a program: the reference, and interp and cpu under two
/// strategies.
const BACKENDS: &[&[&str]] = &[
    &[],
    &["--backend", "interp", "--strategy", "none"],
    &["--backend", "interp", "--strategy", "ilp"],
    &["--backend", "cpu", "--strategy", "none", "--threads", "2"],
    &[
        "--backend",
        "cpu",
        "--strategy",
        "vertical",
        "--threads",
        "2",
    ],
];

fn run_on_every_backend(program: &str, sizes: &[&str]) -> Vec<Out> {
    BACKENDS
        .iter()
        .map(|b| {
            let mut args = vec!["run", program];
            args.extend_from_slice(sizes);
            args.extend_from_slice(b);
            let o = fuselab(&args);
            assert!(o.code >= 0, "{args:?} ended by a signal:\n{}", o.stderr);
            o
        })
        .collect()
}

#[test]
fn huge_extents_are_out_of_memory_errors_on_every_backend() {
    let d = tempfile::tempdir().unwrap();
    for (name, text) in [
        (
            "generate.fl",
            "def f (xs: [n]i64) : [9223372036854775807]i64 = generate [9223372036854775807] (\\i -> i)\n",
        ),
        (
            "backpermute.fl",
            "def f (xs: [n]i64) : [?]i64 = backpermute [9223372036854775807] (\\i -> i % n) xs\n",
        ),
        // 2^62 copies of one element: 2^62 elements, too many for memory.
        (
            "replicate.fl",
            "def f (xs: [n]i64) : [?][n]i64 = replicate 4611686018427387904 xs\n",
        ),
    ] {
        let p = write(d.path(), name, text);
        let sizes: &[&str] = if name == "replicate.fl" {
            &["--size", "n=1"]
        } else {
            &["--size", "n=3"]
        };
        for o in run_on_every_backend(&p, sizes) {
            expect(&o, 1);
            assert!(
                o.stderr.contains("out of memory") && o.stderr.contains("cannot allocate"),
                "{name}: {}",
                o.stderr
            );
            assert!(o.stderr.contains(&format!("{name}:1:")), "{}", o.stderr);
        }
    }
}

#[test]
fn replicating_an_empty_array_a_huge_number_of_times_ends_at_once() {
    let (_d, p) = written(
        "r.fl",
        "def f (xs: [n]i64) : [?][n]i64 = replicate 4611686018427387904 xs\n",
    );
    let start = Instant::now();
    for o in run_on_every_backend(&p, &["--size", "n=0"]) {
        expect(&o, 0);
        assert_says(&o.stdout, "[4611686018427387904][0]i64");
    }
    assert!(start.elapsed() < Duration::from_secs(60));
}

/// `fuselab ARGS` with the address space limited to 4 GiB (`ulimit -v`).
fn fuselab_in_4_gib(args: &[&str]) -> Out {
    fuselab_in_kib(4 << 20, args)
}

/// `fuselab ARGS` with the address space limited to `kib` KiB.
fn fuselab_in_kib(kib: u64, args: &[&str]) -> Out {
    let bin = env!("CARGO_BIN_EXE_fuselab");
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!("ulimit -v {kib}; exec \"$0\" \"$@\""))
        .arg(bin)
        .args(args)
        .output()
        .expect("bash runs");
    let o = Out::from(out);
    assert!(!o.stderr.contains("panicked"), "{args:?}: {}", o.stderr);
    o
}

const NORM: &str = "\
def norm (xs: [n]i64) : ([n]i64, i64) =
  let s = fold (+) 0 xs
  let ys = map (\\x -> x * 2) xs
  in (ys, s)
";

#[test]
fn random_inputs_larger_than_memory_are_named_errors() {
    let (_d, p) = written("norm.fl", NORM);
    // 2^31 i64 (16 GiB) under a 4 GiB limit, and 2^40 (8 TiB) anywhere.
    for (n, bytes) in [
        ("n=2147483648", "17179869184"),
        ("n=1099511627776", "8796093022208"),
    ] {
        let o = fuselab_in_4_gib(&["run", p.as_str(), "--size", n]);
        expect(&o, 1);
        assert!(
            o.stderr
                .contains(&format!("cannot allocate {bytes} bytes for `xs`")),
            "{n}: {}",
            o.stderr
        );
        // `compare` does not make inputs this large: it prints the
        // predicted figures and leaves out the measured ones.
        let args = [
            "compare",
            p.as_str(),
            "--size",
            n,
            "--strategies",
            "none,ilp",
        ];
        let o = fuselab_in_4_gib(&args);
        expect(&o, 0);
        assert!(
            o.stderr.contains("the measured columns are left out"),
            "{n}: {}",
            o.stderr
        );
    }
}

/// A run that stopped for want of memory: exit 1, naming it (`ir::runtime`'s
/// "cannot allocate N bytes").
fn cannot_allocate(o: &Out, what: &str) {
    expect(o, 1);
    assert!(o.stderr.contains("cannot allocate"), "{what}: {}", o.stderr);
}

/// The loop-IR interpreter copies its inputs into elements of its own
/// (`Array::try_to_scalars`, 24 bytes an `i64`): at 10^8 `i64`s under
/// 4 GiB that is the named error, not an abort (`../shared/repro/norm.fl`).
#[test]
fn the_loop_interpreters_copy_of_its_inputs_is_a_named_error() {
    let (_d, p) = written("norm.fl", NORM);
    for strategy in ["none", "ilp"] {
        let args = [
            "run",
            p.as_str(),
            "--size",
            "n=100000000",
            "--backend",
            "interp",
            "--strategy",
            strategy,
        ];
        let o = fuselab_in_4_gib(&args);
        assert!(o.code >= 0, "{strategy}: ended by a signal:\n{}", o.stderr);
        cannot_allocate(&o, strategy);
    }
}

/// An array doubled in a loop until memory runs out: the reference and the
/// loop-IR interpreter (whose alias copies the array) both stop with the
/// named error, exit 1 (`../shared/repro/loop_growing.fl`, there under
/// 4 GiB; here under 1 GiB, where it runs out sooner).
#[test]
fn an_array_growing_in_a_loop_runs_out_of_memory_as_a_named_error() {
    let (_d, p) = written(
        "loop_growing.fl",
        "def f (xs: [n]i64) : [?]i64 =
  let (y, k) = loop (y, k) = (xs, unit 0) while the k < 40 do (reshape [2 * length y] (replicate 2 y), unit (the k + 1))
  in y
",
    );
    for backend in [&[][..], &["--backend", "interp", "--strategy", "none"]] {
        let mut args = vec!["run", p.as_str(), "--size", "n=1"];
        args.extend_from_slice(backend);
        let o = fuselab_in_kib(1 << 20, &args);
        assert!(o.code >= 0, "{backend:?}: ended by a signal:\n{}", o.stderr);
        cannot_allocate(&o, &format!("{backend:?}"));
    }
}

#[test]
fn threads_out_of_range_are_usage_errors_naming_the_option() {
    let (_d, p) = written("norm.fl", NORM);
    let on_threads = |threads: &str, size: &str| {
        let args = ["--backend", "cpu", "--threads", threads, "--size", size];
        fuselab(&[&["run", p.as_str()], &args[..]].concat())
    };
    for t in ["18446744073709551615", "4096", "x"] {
        let o = on_threads(t, "n=3");
        expect(&o, 2);
        assert!(
            o.stderr.contains("--threads") && o.stderr.contains("1024"),
            "{t}: {}",
            o.stderr
        );
    }
    // The most threads there may be work (a thread the system refuses runs
    // its chunk on the calling thread).
    let o = on_threads("1024", "n=100000");
    expect(&o, 0);
    assert_says(&o.stdout, "s: []i64, sum 4938126");
}

/// The `bytes` figure of `fuse --metrics` for nbody at `n`, and its loops.
fn nbody_cost(n: &str) -> (serde_json::Value, u64) {
    let d = tempfile::tempdir().unwrap();
    let m = d.path().join("m.json").display().to_string();
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/nbody.fl");
    let o = fuselab(&[
        "fuse",
        program.to_str().unwrap(),
        "--strategy",
        "ilp",
        "--size",
        &format!("n={n}"),
        "--metrics",
        &m,
    ]);
    expect(&o, 0);
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&m).unwrap()).unwrap();
    let cost = &v["cost"];
    (cost["bytes"].clone(), cost["loops"].as_u64().unwrap())
}

#[test]
fn cost_figures_past_i64_are_exact_and_do_not_change_the_clustering() {
    // n^2 passes i64::MAX between these two sizes.
    let (below, loops_below) = nbody_cost("3037000499");
    let (above, loops_above) = nbody_cost("3037000500");
    assert_eq!(loops_below, loops_above);
    let (b, a) = (
        below.as_f64().expect("a number"),
        above.as_f64().expect("a number"),
    );
    assert!(b > 9.2e18 && a > b, "{below} then {above}");
}

#[test]
fn cost_figures_too_large_to_compute_say_so() {
    let (_d, p) = written(
        "big.fl",
        "def f (xs: [n][n][n][n][m]f64) : [n][n][n][n][m]f64 = map (\\x -> x + 1.0) xs\n",
    );
    // n^4 at 2^40 is 2^160 elements: beyond i128 (`m` is not given, so
    // nothing runs: the formulas take it as 2^20).
    let o = fuselab(&["compare", &p, "--size", "n=1099511627776"]);
    expect(&o, 0);
    assert_says(&o.stdout, "overflow");
    let o = fuselab(&[
        "compare",
        &p,
        "--size",
        "n=1099511627776",
        "--format",
        "json",
    ]);
    expect(&o, 0);
    assert!(o.stdout.contains("\"bytes\": null"), "{}", o.stdout);
}

/// Starts `fuselab ARGS`, sends SIGINT after `after`, and returns what it
/// did and how long it took to stop after the signal.
fn interrupted(args: &[&str], after: Duration) -> (Out, Duration) {
    let child = Command::new(env!("CARGO_BIN_EXE_fuselab"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(after);
    let sent = Instant::now();
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let o = Out::from(child.wait_with_output().unwrap());
    (o, sent.elapsed())
}

#[test]
fn ctrl_c_stops_an_endless_loop_on_every_backend_with_status_130() {
    let (_d, p) = written("forever.fl", "def f (xs: [n]i64) : [n]i64 =\n  let (y, k) = loop (y, k) = (xs, unit true) while the k do (map (\\x -> x + 1) y, k)\n  in y\n");
    for b in BACKENDS {
        let mut args = vec!["run", p.as_str(), "--size", "n=3"];
        args.extend_from_slice(b);
        let (o, took) = interrupted(&args, Duration::from_millis(1500));
        expect(&o, 130);
        assert!(o.stderr.contains("interrupted"), "{args:?}: {}", o.stderr);
        assert!(took < Duration::from_secs(5), "{args:?}: {took:?}");
    }
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(ok.success());
}

#[test]
fn named_pipes_are_refused_naming_the_file() {
    let d = tempfile::tempdir().unwrap();
    let fifo = d.path().join("fifo.fl");
    mkfifo(&fifo);
    let start = Instant::now();
    let o = fuselab(&["check", fifo.to_str().unwrap()]);
    expect(&o, 2);
    assert!(
        o.stderr.contains("fifo.fl") && o.stderr.contains("named pipe"),
        "{}",
        o.stderr
    );
    let p = write(d.path(), "norm.fl", NORM);
    let npy = d.path().join("fifo.npy");
    mkfifo(&npy);
    let o = fuselab(&["run", &p, "--input", &format!("xs={}", npy.display())]);
    assert_ne!(o.code, 0);
    assert!(
        o.stderr.contains("fifo.npy") && o.stderr.contains("named pipe"),
        "{}",
        o.stderr
    );
    assert!(start.elapsed() < Duration::from_secs(30));
}

#[test]
fn a_failing_suite_says_why_on_stderr_naming_the_file() {
    let d = tempfile::tempdir().unwrap();
    write(d.path(), "bad.fl", "def f (xs: [n]i64) : [n]i64 = xs\n");
    let o = fuselab(&["suite", d.path().to_str().unwrap()]);
    expect(&o, 1);
    assert!(
        o.stderr.contains("bad.fl") && o.stderr.contains("sizes"),
        "{}",
        o.stderr
    );
}

#[test]
fn sweep_errors_about_the_programs_folder_point_into_the_sweep_file() {
    let d = tempfile::tempdir().unwrap();
    let s = write(
        d.path(),
        "s.toml",
        "name = \"fz\"\nprograms_dir = \"\"\nprograms = [\"dotp\"]\nbackends = [\"interp\"]\n[[sizes]]\nscale = 0.0001\n",
    );
    let out = d.path().join("out").display().to_string();
    let o = fuselab(&["experiment", &s, "--out", &out]);
    expect(&o, 2);
    assert_says(&o.stderr, "s.toml:2:");
}

#[test]
fn unchecked_permute_targets_out_of_bounds_are_errors_not_crashes() {
    let d = tempfile::tempdir().unwrap();
    for (name, text, sizes) in [
        (
            "p.fl",
            "def f (xs: [n]i64) : [4]i64 = permute (+) (generate [4] (\\i -> 0)) (\\i -> i) xs\n",
            vec!["--size", "n=64"],
        ),
        (
            "neg.fl",
            "def f (xs: [n]i64) : [4]i64 = permute (+) (generate [4] (\\i -> 0)) (\\i -> i - 100000000) xs\n",
            vec!["--size", "n=64"],
        ),
    ] {
        let p = write(d.path(), name, text);
        let mut args = vec![
            "run",
            p.as_str(),
            "--backend",
            "cpu",
            "--unchecked",
            "--threads",
            "1",
        ];
        args.extend(sizes);
        let o = fuselab(&args);
        expect(&o, 1);
        assert!(o.stderr.contains("out of bounds"), "{name}: {}", o.stderr);
    }
}

/// A 64 KiB tmpfs mounted on a new folder (root only), unmounted on drop.
struct FullDisk {
    mount: PathBuf,
    /// The folder holding the mount point, removed after the unmount.
    _dir: tempfile::TempDir,
}

impl FullDisk {
    fn mount() -> Option<FullDisk> {
        let d = tempfile::tempdir().ok()?;
        let m = d.path().join("small");
        std::fs::create_dir(&m).ok()?;
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
            .arg(&m)
            .stderr(Stdio::null())
            .status()
            .ok()?;
        ok.success().then_some(FullDisk { mount: m, _dir: d })
    }
}

impl Drop for FullDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.mount).status();
    }
}

fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn a_full_disk_leaves_no_temporary_and_no_partial_set_of_outputs() {
    let Some(disk) = FullDisk::mount() else {
        eprintln!("skipped: cannot mount a small tmpfs (needs root)");
        return;
    };
    let (_d, big) = written("big.fl", "def big (xs: [n]f64) : ([n]f64, [n]f64) =\n  let a = map (\\x -> x + 1.0) xs\n  let b = map (\\x -> x * 2.0) xs\n  in (a, b)\n");
    let full = disk.mount.display().to_string();
    // Two outputs of 40 KB: the first fits, the second does not.
    let o = fuselab(&["run", &big, "--size", "n=5000", "--out", &full]);
    expect(&o, 1);
    assert_says(&o.stderr, "b.npy");
    assert_eq!(listing(&disk.mount), Vec::<String>::new());
    let o = fuselab(&["run", &big, "--size", "n=20000", "--save-inputs", &full]);
    expect(&o, 1);
    assert_says(&o.stderr, "xs.npy");
    assert_eq!(listing(&disk.mount), Vec::<String>::new());
}
