//! Runs a [`crate::plan::parallel::Plan::Scan`] nest as a chained scan over
//! blocks of its outermost range ([`crate::plan::scan`] explains the functions).
//!
//! Threads take blocks in order from a shared counter. For block `k > 0` a
//! thread computes the block's totals, waits until block `k - 1` has
//! published its inclusive prefix, publishes `prefix[k] = prefix[k-1] ⊕
//! totals`, and runs the block's body from the carry `prefix[k-1]`; block 0
//! runs its body from the carries' initial values and publishes its final
//! carries. The wait is on the block before only (look-back of one: every
//! prefix is inclusive), and while one thread runs a block's body the next
//! block's totals are already being computed on another core. A block's
//! iterations (a few hundred KiB per array) stay in the core's cache between
//! its two passes, so the nest reads memory once.
//!
//! A nest that scatters (`plan::scan`'s combines) has its defaults copied
//! by the driver before the first block starts; each block combines from
//! its own carry, so into the targets a sequential run combines into.
//!
//! Errors: every block runs or is skipped only when an earlier block failed;
//! the earliest failing block reports, as a sequential run would (the totals
//! slice fails only where the body, from any carry, fails no later).

use super::cpu_program::{NestFn, ScanFns};
use crate::llvm::PARTIAL_BYTES;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};

/// Outermost iterations per block: 2^15 elements of an `i64` array are 256
/// KiB, well inside a core's 1 MiB L2 on this machine kind, and a block's
/// overhead (three calls, one wait) is under 1% of its work.
pub const SCAN_BLOCK: i64 = 1 << 15;

/// The tables every block function takes.
#[derive(Clone, Copy)]
pub struct Tables {
    pub bufs: *const *mut u8,
    pub dims: *const i64,
    pub lens: *mut i64,
}

/// Raw pointers into buffers that outlive the scoped threads; blocks write
/// disjoint parts of them (their own partials, prefix and error slots).
#[derive(Clone, Copy)]
struct Shared {
    parts: *mut u8,
    prefix: *mut u8,
    errs: *mut i64,
}

unsafe impl Send for Shared {}
unsafe impl Sync for Shared {}
unsafe impl Send for Tables {}
unsafe impl Sync for Tables {}

/// Runs the nest over `[0, extent)` on `threads` threads; returns 0, or 1
/// with the error in `err[0..4]`.
pub fn run(f: ScanFns, t: Tables, extent: i64, threads: usize, err: &mut [i64]) -> i32 {
    let pb = PARTIAL_BYTES;
    let carry_bytes = f.carries * pb;
    let block_bytes = (f.carries + f.folds) * pb;
    let blocks = ((extent + SCAN_BLOCK - 1) / SCAN_BLOCK).max(1) as usize;
    // 16-byte aligned.
    let mut parts = vec![0u128; (blocks * block_bytes).div_ceil(16).max(1)];
    let mut prefix = vec![0u128; (blocks * carry_bytes).div_ceil(16).max(1)];
    let mut errs = vec![0i64; 4 * blocks];
    let shared = Shared {
        parts: parts.as_mut_ptr() as *mut u8,
        prefix: prefix.as_mut_ptr() as *mut u8,
        errs: errs.as_mut_ptr(),
    };
    let status: Vec<AtomicI32> = (0..blocks).map(|_| AtomicI32::new(0)).collect();
    let ready: Vec<AtomicBool> = (0..blocks).map(|_| AtomicBool::new(false)).collect();
    let next = AtomicUsize::new(0);
    let first_failed = AtomicUsize::new(usize::MAX);
    let call = |g: NestFn, e: *mut i64, lo: i64, hi: i64, part: *mut u8| {
        let t = &t;
        unsafe { g(t.bufs, t.dims, t.lens, e, lo, hi, part) }
    };
    let worker = || {
        let s = shared;
        let mut totals = vec![0u128; carry_bytes.div_ceil(16).max(1)];
        let totals = totals.as_mut_ptr() as *mut u8;
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            if k >= blocks {
                break;
            }
            if first_failed.load(Ordering::Relaxed) < k {
                ready[k].store(true, Ordering::Release);
                continue;
            }
            let lo = k as i64 * SCAN_BLOCK;
            let hi = (lo + SCAN_BLOCK).min(extent);
            let (part, pre) =
                unsafe { (s.parts.add(k * block_bytes), s.prefix.add(k * carry_bytes)) };
            let e = unsafe { s.errs.add(4 * k) };
            let st = if k == 0 {
                let st = call(f.first, e, lo, hi, part);
                unsafe { std::ptr::copy_nonoverlapping(part, pre, carry_bytes) };
                ready[0].store(true, Ordering::Release);
                st
            } else {
                let st_totals = call(f.totals, e, lo, hi, totals);
                wait(&ready[k - 1]);
                let before = unsafe { s.prefix.add((k - 1) * carry_bytes) };
                unsafe {
                    std::ptr::copy_nonoverlapping(before, pre, carry_bytes);
                    if st_totals == 0 {
                        (f.scan_combine)(pre, totals);
                    }
                }
                ready[k].store(true, Ordering::Release);
                unsafe { std::ptr::copy_nonoverlapping(before, part, carry_bytes) };
                // The body fails no later than its slice did; its error is
                // the one a sequential run reports.
                match call(f.rest, e, lo, hi, part) {
                    0 => st_totals,
                    st => st,
                }
            };
            if st != 0 {
                status[k].store(st, Ordering::Relaxed);
                first_failed.fetch_min(k, Ordering::Relaxed);
            }
        }
    };
    std::thread::scope(|sc| {
        // Workers claim blocks in order; when the system refuses a thread,
        // this thread works too (with no helper at all, it does every block).
        let refused = (0..threads.clamp(1, blocks)).any(|_| {
            std::thread::Builder::new()
                .spawn_scoped(sc, worker)
                .is_err()
        });
        if refused {
            worker();
        }
    });
    if let Some(k) = status.iter().position(|s| s.load(Ordering::Relaxed) != 0) {
        err[..4].copy_from_slice(&errs[4 * k..4 * k + 4]);
        return 1;
    }
    let base = shared.parts;
    unsafe {
        if let Some(combine) = f.fold_combine {
            for k in 1..blocks {
                combine(
                    base.add(carry_bytes),
                    base.add(k * block_bytes + carry_bytes),
                );
            }
        }
        // The last prefix is every block's carry: what follows the loop sees it.
        std::ptr::copy_nonoverlapping(
            shared.prefix.add((blocks - 1) * carry_bytes),
            base,
            carry_bytes,
        );
        (f.post)(t.bufs, t.dims, t.lens, err.as_mut_ptr(), 0, 0, base)
    }
}

/// Until the block before has published its prefix.
fn wait(flag: &AtomicBool) {
    let mut spins = 0u32;
    while !flag.load(Ordering::Acquire) {
        if spins < 1 << 10 {
            std::hint::spin_loop();
            spins += 1;
        } else {
            std::thread::yield_now();
        }
    }
}
