//! Worker threads that stay: the chunks of a nest run on threads started
//! once per process, not on threads started per nest. Starting and joining
//! a thread costs tens of microseconds, which is more than a small nest's
//! work: an array-level loop of many small nests (smith_waterman's) ran
//! slower on two threads started per nest than on one (measurements:
//! `docs/results/cpu-techniques.md`, "The worker pool").
//!
//! [`run`] hands the chunks `0..chunks` of one job to the workers and the
//! calling thread alike: each takes the next chunk not yet taken until none
//! is left, then the caller waits for the last to finish. A worker waits
//! for work by spinning briefly (nests of an array-level loop follow each
//! other within microseconds), then on a condition variable. One job runs
//! at a time: a caller that finds the pool busy (another thread of the
//! process running a nest) runs its chunks on threads of its own, as
//! before.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

/// How long an idle worker spins before it sleeps.
const SPIN: Duration = Duration::from_micros(200);

/// A chunk function shared with the workers for the length of one [`run`].
type Chunk<'a> = dyn Fn(usize) -> i32 + Sync + 'a;

/// The job in progress: its chunk function (its lifetime erased: [`run`]
/// returns only after every chunk has finished), how many chunks it has,
/// the next one to take, how many have finished, their statuses.
struct Job {
    f: *const Chunk<'static>,
    chunks: usize,
    next: usize,
    finished: usize,
    statuses: Vec<i32>,
}

// The chunk function is `Sync`, and it is called only while `run` waits.
unsafe impl Send for Job {}

struct Pool {
    job: Mutex<Option<Job>>,
    /// Signalled when a job starts.
    work: Condvar,
    /// Signalled when a job's last chunk finishes.
    done: Condvar,
    /// Counts jobs started, for spinning workers to notice one.
    started: AtomicU64,
    /// Workers started so far.
    workers: Mutex<usize>,
}

fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| Pool {
        job: Mutex::new(None),
        work: Condvar::new(),
        done: Condvar::new(),
        started: AtomicU64::new(0),
        workers: Mutex::new(0),
    })
}

/// Runs `f(0)`, …, `f(chunks - 1)` on the workers and the calling thread,
/// each once, and returns their statuses in chunk order; `None` when the
/// pool is busy with another caller's job (nothing ran).
pub fn run(chunks: usize, f: &Chunk<'_>) -> Option<Vec<i32>> {
    if chunks <= 1 {
        return Some((0..chunks).map(f).collect());
    }
    let p = pool();
    if !p.ensure_workers(chunks - 1) {
        return None;
    }
    {
        let mut job = p.job.lock().expect("pool lock");
        if job.is_some() {
            return None;
        }
        // SAFETY: only the lifetime is erased; this function waits below
        // until every chunk has finished and the job is cleared, so no
        // worker calls `f` after it returns.
        let f: *const Chunk<'static> = unsafe { std::mem::transmute(f as *const Chunk<'_>) };
        *job = Some(Job {
            f,
            chunks,
            next: 0,
            finished: 0,
            statuses: vec![0; chunks],
        });
    }
    p.started.fetch_add(1, Ordering::Release);
    p.work.notify_all();
    let mut job = p.job.lock().expect("pool lock");
    job = p.work_on(job);
    while job.as_ref().is_some_and(|j| j.finished < j.chunks) {
        job = p.done.wait(job).expect("pool lock");
    }
    Some(job.take().expect("the job").statuses)
}

impl Pool {
    /// Starts workers until there are `n`; false when the system refuses
    /// the first it needs.
    fn ensure_workers(&'static self, n: usize) -> bool {
        let mut count = self.workers.lock().expect("pool lock");
        while *count < n {
            let started = std::thread::Builder::new()
                .name(format!("fuselab-worker-{count}"))
                .spawn(move || self.worker());
            if started.is_err() {
                return false;
            }
            *count += 1;
        }
        true
    }

    /// Takes and runs chunks of the current job until none is left to take
    /// (the lock is released while a chunk runs).
    fn work_on<'g>(&'g self, mut job: MutexGuard<'g, Option<Job>>) -> MutexGuard<'g, Option<Job>> {
        loop {
            let Some(j) = job.as_mut().filter(|j| j.next < j.chunks) else {
                return job;
            };
            let (c, f) = (j.next, j.f);
            j.next += 1;
            drop(job);
            // SAFETY: the job's caller waits for this chunk to finish. A
            // chunk that panics fails (status 1) rather than leave its
            // caller waiting.
            let chunk = std::panic::AssertUnwindSafe(|| unsafe { (*f)(c) });
            let status = std::panic::catch_unwind(chunk).unwrap_or(1);
            job = self.job.lock().expect("pool lock");
            let j = job.as_mut().expect("the job waits for its chunks");
            j.statuses[c] = status;
            j.finished += 1;
            if j.finished == j.chunks {
                self.done.notify_all();
            }
        }
    }

    /// A worker: waits for a job with chunks left, works on it, again.
    fn worker(&self) {
        let mut seen = self.started.load(Ordering::Acquire);
        loop {
            // Spin a while for the next job, then sleep until one starts.
            let spin = Instant::now();
            while self.started.load(Ordering::Acquire) == seen && spin.elapsed() < SPIN {
                std::hint::spin_loop();
            }
            let mut job = self.job.lock().expect("pool lock");
            while job.as_ref().is_none_or(|j| j.next >= j.chunks) {
                job = self.work.wait(job).expect("pool lock");
            }
            seen = self.started.load(Ordering::Acquire);
            drop(self.work_on(job));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn every_chunk_runs_once_in_order_of_statuses() {
        let mut ran = 0;
        for chunks in [0, 1, 2, 3, 8] {
            for _ in 0..200 {
                let runs: Vec<AtomicUsize> = (0..chunks).map(|_| AtomicUsize::new(0)).collect();
                let f = |c: usize| {
                    runs[c].fetch_add(1, Ordering::Relaxed);
                    c as i32 * 10
                };
                // Another test may hold the pool: then nothing ran.
                let Some(statuses) = run(chunks, &f) else {
                    assert!(runs.iter().all(|r| r.load(Ordering::Relaxed) == 0));
                    continue;
                };
                let want: Vec<i32> = (0..chunks as i32).map(|c| c * 10).collect();
                assert_eq!(statuses, want);
                assert!(runs.iter().all(|r| r.load(Ordering::Relaxed) == 1));
                ran += 1;
            }
        }
        // The other test holds the pool now and then, not always.
        assert!(ran > 500, "the pool ran {ran} of 1000 jobs");
    }

    #[test]
    fn callers_on_many_threads_each_get_their_own_results() {
        std::thread::scope(|s| {
            for t in 0..4i32 {
                s.spawn(move || {
                    for _ in 0..100 {
                        let f = |c: usize| t * 100 + c as i32;
                        if let Some(statuses) = run(3, &f) {
                            assert_eq!(statuses, vec![t * 100, t * 100 + 1, t * 100 + 2]);
                        }
                    }
                });
            }
        });
    }
}
