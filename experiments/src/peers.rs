//! The peers: what a researcher would otherwise run instead of fuselab. A
//! suite program `NAME.fl` has a twin `NAME.py` (NumPy, run under JAX too,
//! with an optional hand-fused loop for numba); `experiments/peers/harness.py`
//! says what a twin is, times it and compares its outputs with fuselab's.
//! `bench --peers` and a sweep's `peers` call [`run_peers`]: the inputs and
//! fuselab's outputs are staged as `.npy` files in a temporary folder and the
//! harness runs once per peer, in a fresh Python process. A peer that is not
//! installed, or whose twin fails, is reported, not an error.

use crate::array_files;
use anyhow::{anyhow, Context, Result};
use clap::ValueEnum;
use ir::{Array, Def, Value};
use reports::experiment::Times;
pub use reports::experiment::{PeerRun, PeerStatus};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// The harness, compiled in so that the binary runs it from anywhere.
const HARNESS: &str = include_str!("../peers/harness.py");

/// A peer: a way of running a program's twin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Peer {
    /// The NumPy twin, as written.
    Numpy,
    /// The twin under `jax.jit` with `np` = `jax.numpy` (x64 on).
    Jax,
    /// The twin file's hand-fused `fused`, `numba.njit(parallel=True)`.
    Numba,
}

impl Peer {
    pub const ALL: [Peer; 3] = [Peer::Numpy, Peer::Jax, Peer::Numba];

    pub fn name(self) -> &'static str {
        match self {
            Peer::Numpy => "numpy",
            Peer::Jax => "jax",
            Peer::Numba => "numba",
        }
    }

    /// The peer named `s` (`numpy`, `jax`, `numba`).
    pub fn parse(s: &str) -> Option<Peer> {
        Peer::ALL.into_iter().find(|p| p.name() == s)
    }
}

/// The twin of program file `program`: `NAME.py` next to `NAME.fl`.
pub fn twin_of(program: &Path) -> PathBuf {
    program.with_extension("py")
}

/// The Python the peers run in: `$FUSELAB_PYTHON`, else `python3`, with the
/// checkout's `.tools/py` (where `make setup` puts NumPy) and `.tools/peers`
/// (where `make peers` puts JAX and numba) first on PYTHONPATH.
pub fn python() -> Command {
    let exe = std::env::var("FUSELAB_PYTHON").unwrap_or_else(|_| "python3".into());
    let mut cmd = Command::new(exe);
    let tools = Path::new(env!("CARGO_MANIFEST_DIR")).join("../.tools");
    let mut paths = vec![tools.join("py"), tools.join("peers")];
    if let Some(old) = std::env::var_os("PYTHONPATH") {
        paths.extend(std::env::split_paths(&old));
    }
    if let Ok(joined) = std::env::join_paths(paths) {
        cmd.env("PYTHONPATH", joined);
    }
    cmd
}

/// The inputs and fuselab's outputs as `.npy` files (named as `run
/// --save-inputs` and `run --out` name them), in a temporary folder that
/// goes when this does.
pub struct Staged {
    dir: tempfile::TempDir,
}

impl Staged {
    pub fn new(def: &Def, inputs: &[Array], outputs: &Value) -> Result<Staged> {
        let dir = tempfile::Builder::new()
            .prefix("fuselab-peers-")
            .tempdir()
            .context("cannot make a temporary folder for the peers")?;
        let mut ins = Vec::new();
        for (param, a) in def.params.iter().zip(inputs) {
            if param.size_name().is_some() {
                continue; // its extent is a size, which the twin reads from the others
            }
            ins.extend(array_files::npy_files(&param.name, a)?);
        }
        crate::files::write_files(&dir.path().join("in"), &ins)?;
        let mut outs = Vec::new();
        for (name, a) in array_files::output_names(def, outputs) {
            outs.extend(array_files::npy_files(&name, a)?);
        }
        crate::files::write_files(&dir.path().join("want"), &outs)?;
        Ok(Staged { dir })
    }

    fn inputs(&self) -> PathBuf {
        self.dir.path().join("in")
    }

    fn want(&self) -> PathBuf {
        self.dir.path().join("want")
    }
}

/// How long one peer may take, warm-up and timed calls together.
const PEER_TIME_LIMIT: Duration = Duration::from_secs(600);

/// Runs `cmd` to its end, or kills it after `limit`.
fn output_within(mut cmd: Command, limit: Duration) -> Result<std::process::Output> {
    use std::process::Stdio;
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| anyhow!("cannot start Python ({e}); set FUSELAB_PYTHON"))?;
    // Read both pipes on threads, so that a chatty peer cannot block.
    fn drain(mut r: impl std::io::Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = r.read_to_end(&mut buf);
            buf
        })
    }
    let o = drain(child.stdout.take().expect("piped"));
    let e = drain(child.stderr.take().expect("piped"));
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(anyhow!("timed out after {} s", limit.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Ok(std::process::Output {
        status,
        stdout: o.join().unwrap_or_default(),
        stderr: e.join().unwrap_or_default(),
    })
}

/// The harness's answer (its `bench` command's JSON line).
#[derive(Deserialize)]
struct Answer {
    status: String,
    detail: String,
    run_ms: Vec<f64>,
    mismatch: Vec<String>,
}

/// Runs each of `peers` on the staged program: a warm-up call, then `reps`
/// timed calls, its outputs compared with fuselab's. `threads` (0: every
/// core) bounds numba's threads.
pub fn run_peers(
    program: &Path,
    staged: &Staged,
    peers: &[Peer],
    reps: u64,
    threads: usize,
) -> Vec<PeerRun> {
    peers
        .iter()
        .map(|&peer| {
            run_peer(program, staged, peer, reps, threads).unwrap_or_else(|e| {
                PeerRun::not_run(peer.name(), PeerStatus::Error, format!("{e:#}"))
            })
        })
        .collect()
}

fn run_peer(
    program: &Path,
    staged: &Staged,
    peer: Peer,
    reps: u64,
    threads: usize,
) -> Result<PeerRun> {
    let twin = twin_of(program);
    if !twin.is_file() {
        let detail = format!("no twin {}", twin.display());
        return Ok(PeerRun::not_run(peer.name(), PeerStatus::Missing, detail));
    }
    let mut cmd = python();
    cmd.arg("-c").arg(HARNESS).arg("bench").arg(&twin);
    cmd.arg(staged.inputs()).arg(staged.want());
    cmd.args(["--peer", peer.name(), "--reps", &reps.to_string()]);
    if threads != 0 {
        cmd.env("NUMBA_NUM_THREADS", threads.to_string());
    }
    let out = output_within(cmd, PEER_TIME_LIMIT)?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout.lines().last().unwrap_or_default();
    let answer: Answer = serde_json::from_str(line).map_err(|_| {
        let stderr = String::from_utf8_lossy(&out.stderr);
        anyhow!(
            "the peer harness failed: {}",
            stderr.lines().last().unwrap_or("no output")
        )
    })?;
    let status = match answer.status.as_str() {
        "ok" if answer.mismatch.is_empty() => PeerStatus::Ok,
        "ok" => PeerStatus::Mismatch,
        "missing" => PeerStatus::Missing,
        _ => PeerStatus::Error,
    };
    Ok(PeerRun {
        peer: peer.name().into(),
        status,
        detail: answer.detail,
        run_ms: (!answer.run_ms.is_empty()).then(|| Times::of(&answer.run_ms)),
        mismatch: answer.mismatch,
    })
}
