//! The adaptive chunk schedule of a lifted sequence loop (seed 002 §5.4;
//! `docs/sequences.md`, "The schedule").
//!
//! A loop that lifting marks as scheduled ([`super::Item::Loop`]'s
//! `scheduled`) holds in its first state array the most elements its next
//! chunk may take. Before each iteration an executor that schedules asks
//! [`Schedule::next`] for that number and binds it there; the program takes
//! `min(limit, elements left)`. The schedule starts at one element, doubles
//! the chunk while the time per element falls, halves it when the time per
//! element rises, and keeps it otherwise; it never passes its cap. The
//! first chunks are the cheap probes: a stream of small elements is
//! dominated by each chunk's fixed cost, so the time per element falls and
//! the chunk grows; when elements grow, the time per element of a chunk
//! that no longer fits the caches rises, and the chunk shrinks.
//!
//! The rule is pure (times come in as numbers), so that tests drive it with
//! chosen times; executors measure the wall clock between two requests of
//! one loop.

use crate::graph::NodeId;
use std::collections::HashMap;
use std::time::Instant;

/// The time per element must fall below this fraction of the last to grow.
const GROW_BELOW: f64 = 0.95;
/// … and rise above this multiple of the last to shrink (timer noise on a
/// steady stream is below it).
const SHRINK_ABOVE: f64 = 1.25;

/// One loop's adaptive rule.
#[derive(Clone, Debug, PartialEq)]
pub struct Adaptive {
    /// The most elements a chunk may take.
    cap: u64,
    /// The chunk the loop takes next.
    chunk: u64,
    /// Seconds per element of the last chunk measured.
    last_rate: Option<f64>,
}

impl Adaptive {
    /// A schedule that starts at one element and never passes `cap` (at
    /// least one).
    pub fn new(cap: u64) -> Adaptive {
        Adaptive {
            cap: cap.max(1),
            chunk: 1,
            last_rate: None,
        }
    }

    /// The chunk to take first.
    pub fn first(&self) -> u64 {
        self.chunk
    }

    /// The chunk after one of `taken` elements (at most the chunk asked
    /// for: the last one may be shorter) that took `seconds`.
    pub fn after(&mut self, taken: u64, seconds: f64) -> u64 {
        if taken > 0 && seconds.is_finite() && seconds >= 0.0 {
            let rate = seconds / taken as f64;
            self.chunk = match self.last_rate {
                None => self.chunk.saturating_mul(2),
                Some(last) if rate < last * GROW_BELOW => self.chunk.saturating_mul(2),
                Some(last) if rate > last * SHRINK_ABOVE => (self.chunk / 2).max(1),
                Some(_) => self.chunk,
            };
            self.last_rate = Some(rate);
        }
        self.chunk = self.chunk.min(self.cap);
        self.chunk
    }

    /// The next chunk, held to at most `n` elements (what fits the memory).
    pub fn at_most(&mut self, n: u64) -> u64 {
        self.chunk = self.chunk.min(n.max(1));
        self.chunk
    }
}

/// A chunk of one element whose arrays took more bytes than the cap
/// (`--seq-memory`): that element cannot fit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// The element's position in its stream.
    pub element: u64,
    pub bytes: u64,
    pub cap: u64,
}

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "element {} of the sequence needs {} bytes in its chunk, more than the --seq-memory cap of {} bytes",
            self.element, self.bytes, self.cap
        )
    }
}

/// An executor's schedules: one per scheduled loop while it runs, the
/// chunk limits chosen, in order, and the most bytes a chunk's arrays took
/// (for the metrics). A chunk's limit is the adaptive rule's choice, or the
/// fixed chunk (`--chunk`) where one is given.
///
/// With a memory cap, a chunk's limit is also at most the elements that fit
/// the cap at the most bytes per element of the chunks before it (what the
/// executor made while each ran: every array of the step, the consumer's
/// new state included). Where every element costs the same (a regular
/// stream), a chunk's bytes are a fixed part plus a part per element, and
/// the estimate from a chunk that fitted keeps the next one within the cap;
/// an element larger than those before it can take its chunk past the cap
/// once, and a chunk of one element that does not fit stops the run
/// ([`TooLarge`]).
///
/// Where the loop reads a streamed input, the executor knows each element's
/// bytes before it reads them, and [`Schedule::fit`] holds the chunk to the
/// elements whose input bytes, and the arrays made in proportion to them
/// (at the largest ratio of the chunks before), fit the cap: an irregular
/// stream's large element shortens its own chunk instead of passing the
/// cap.
#[derive(Debug)]
pub struct Schedule {
    /// The bytes one chunk's arrays may take (`--seq-memory`).
    memory: Option<u64>,
    /// Elements per chunk, fixed (`--chunk`); `None`: the adaptive rule.
    fixed: Option<u64>,
    running: HashMap<NodeId, Running>,
    /// Every limit given, in order, over all scheduled loops.
    pub chosen: Vec<u64>,
    /// Bytes of the arrays made since the last limit was given.
    made: u64,
    /// The most bytes the arrays of one chunk took.
    pub peak_bytes: u64,
    /// The most bytes a chunk took per element it was given: what decides
    /// how many elements fit a cap (fusing more makes fewer arrays per
    /// element).
    pub bytes_per_element: f64,
}

#[derive(Debug)]
struct Running {
    rule: Adaptive,
    /// When the last limit was given, and that limit.
    last: Option<(Instant, u64)>,
    /// The limits given so far: where the next chunk starts (before the
    /// stream's end).
    given: u64,
    /// The most bytes per element a chunk made.
    per_element: f64,
    /// The streamed input bytes of the last chunk ([`Schedule::fit`]).
    window: u64,
    /// The most bytes a chunk made per byte of its streamed input, beyond
    /// the input itself.
    per_window_byte: f64,
}

impl Schedule {
    /// Schedules whose chunks' arrays fit `memory` bytes (`--seq-memory`;
    /// `None`: any number of elements), of `fixed` elements each where it
    /// is given (`--chunk`), else adaptive.
    pub fn new(memory: Option<u64>, fixed: Option<u64>) -> Schedule {
        Schedule {
            memory,
            fixed: fixed.map(|n| n.max(1)),
            running: HashMap::new(),
            chosen: Vec::new(),
            made: 0,
            peak_bytes: 0,
            bytes_per_element: 0.0,
        }
    }

    /// The executor made arrays of `bytes` bytes.
    pub fn made(&mut self, bytes: u64) {
        self.made = self.made.saturating_add(bytes);
    }

    /// Loop `node` starts (again): its schedule starts at one element.
    pub fn start(&mut self, node: NodeId) {
        self.running.insert(node, self.fresh());
    }

    fn fresh(&self) -> Running {
        let rule = match self.fixed {
            Some(n) => Adaptive {
                cap: n,
                chunk: n,
                last_rate: None,
            },
            None => Adaptive::new(u64::MAX),
        };
        Running {
            rule,
            last: None,
            given: 0,
            per_element: 0.0,
            window: 0,
            per_window_byte: 0.0,
        }
    }

    /// The limit of loop `node`'s next chunk, from the time since the last
    /// one was given (its iteration, taken as the whole limit: only the
    /// last chunk of a stream is shorter, and nothing follows it) and the
    /// bytes made meanwhile; an error where the last chunk was one element
    /// that did not fit the memory cap.
    pub fn next(&mut self, node: NodeId) -> Result<u64, TooLarge> {
        let fresh = self.fresh();
        let made = std::mem::take(&mut self.made);
        let fixed = self.fixed;
        let run = self.running.entry(node).or_insert(fresh);
        let now = Instant::now();
        let limit = match run.last {
            None => run.rule.first(),
            Some((at, taken)) => {
                let rate = chunk_ended(
                    &mut self.peak_bytes,
                    &mut self.bytes_per_element,
                    made,
                    taken,
                );
                let mut limit = match fixed {
                    Some(n) => n,
                    None => run.rule.after(taken, (now - at).as_secs_f64()),
                };
                if let Some(cap) = self.memory {
                    if made > cap && taken == 1 {
                        return Err(TooLarge {
                            element: run.given - 1,
                            bytes: made,
                            cap,
                        });
                    }
                    run.per_element = run.per_element.max(rate);
                    if run.window > 0 {
                        let beyond = made.saturating_sub(run.window) as f64;
                        run.per_window_byte = run.per_window_byte.max(beyond / run.window as f64);
                    }
                    if run.per_element > 0.0 {
                        let fit = (cap as f64 / run.per_element).floor() as u64;
                        limit = run.rule.at_most(fit.max(1));
                    }
                }
                limit
            }
        };
        run.last = Some((now, limit));
        run.given = run.given.saturating_add(limit);
        run.window = 0;
        self.chosen.push(limit);
        Ok(limit)
    }

    /// Holds loop `node`'s chunk, `limit` elements from element `first`
    /// (the limit [`Schedule::next`] gave, at most the elements left), to
    /// what fits the memory cap when its streamed inputs take `window(c)`
    /// bytes for `c` elements: the largest `c` whose input bytes, with the
    /// bytes made per input byte by the chunks before, fit. The input bytes
    /// count as made. An error where one element does not fit.
    pub fn fit(
        &mut self,
        node: NodeId,
        first: u64,
        limit: u64,
        window: impl Fn(u64) -> u64,
    ) -> Result<u64, TooLarge> {
        let memory = self.memory;
        let fresh = self.fresh();
        let run = self.running.entry(node).or_insert(fresh);
        let mut c = limit;
        if let Some(cap) = memory {
            let need = |c: u64| (window(c) as f64 * (1.0 + run.per_window_byte)).ceil() as u64;
            if need(c) > cap {
                // The largest c with need(c) <= cap (need grows with c).
                let (mut lo, mut hi) = (0u64, c);
                while lo < hi {
                    let mid = lo + (hi - lo).div_ceil(2);
                    if need(mid) <= cap {
                        lo = mid;
                    } else {
                        hi = mid - 1;
                    }
                }
                // One element is taken whenever its own input fits: the
                // ratio is an estimate (learnt from a tiny element, the
                // chunk's fixed bytes look like many per input byte), and
                // what one element makes is measured when its chunk ends
                // (`next`, `finish`). Only an input beyond the cap by
                // itself is certain not to fit.
                if lo == 0 && limit > 0 {
                    if window(1) > cap {
                        return Err(TooLarge {
                            element: first,
                            bytes: need(1),
                            cap,
                        });
                    }
                    lo = 1;
                }
                c = lo;
                if let Some(last) = self.chosen.last_mut() {
                    *last = c;
                }
                if let Some((at, _)) = run.last {
                    run.last = Some((at, c.max(1)));
                }
            }
        }
        run.given = first.saturating_add(c);
        run.window = window(c);
        self.made = self.made.saturating_add(run.window);
        Ok(c)
    }

    /// Loop `node` ended: the bytes its last chunk made count, and a last
    /// chunk of one element that did not fit is the same error.
    pub fn finish(&mut self, node: NodeId) -> Result<(), TooLarge> {
        let made = std::mem::take(&mut self.made);
        let Some(run) = self.running.get(&node) else {
            return Ok(());
        };
        if let Some((_, taken)) = run.last {
            chunk_ended(
                &mut self.peak_bytes,
                &mut self.bytes_per_element,
                made,
                taken,
            );
            if let Some(cap) = self.memory.filter(|cap| made > *cap && taken == 1) {
                return Err(TooLarge {
                    element: run.given - 1,
                    bytes: made,
                    cap,
                });
            }
        }
        Ok(())
    }
}

/// A chunk of `taken` elements made `made` bytes: the most bytes of one
/// chunk and per element are kept. Returns its bytes per element.
fn chunk_ended(peak_bytes: &mut u64, per_element: &mut f64, made: u64, taken: u64) -> f64 {
    let rate = made as f64 / taken.max(1) as f64;
    *peak_bytes = (*peak_bytes).max(made);
    *per_element = per_element.max(rate);
    rate
}

#[cfg(test)]
mod tests {
    use super::Adaptive;

    /// The chunks of a stream of `total` elements when a chunk of `c`
    /// elements takes `time(c, first element)` seconds.
    fn run(cap: u64, total: u64, time: impl Fn(u64, u64) -> f64) -> Vec<u64> {
        let mut rule = Adaptive::new(cap);
        let mut chunk = rule.first();
        let (mut at, mut chunks) = (0, Vec::new());
        while at < total {
            let taken = chunk.min(total - at);
            chunks.push(chunk);
            chunk = rule.after(taken, time(taken, at));
            at += taken;
        }
        chunks
    }

    #[test]
    fn small_regular_elements_grow_the_chunk_past_64() {
        // A fixed cost per chunk and a small cost per element.
        let chunks = run(u64::MAX, 100_000, |c, _| 20e-6 + c as f64 * 50e-9);
        assert_eq!(&chunks[..8], &[1, 2, 4, 8, 16, 32, 64, 128]);
        assert!(chunks.iter().max() >= Some(&1024), "{chunks:?}");
    }

    #[test]
    fn growing_elements_shrink_the_chunk() {
        // Elements after the 5000th are 100 times costlier per element
        // beyond a chunk of 16 (they no longer fit the cache).
        let time = |c: u64, at: u64| {
            let big = at >= 5000;
            let per = if big && c > 16 { 5e-6 } else { 50e-9 };
            1e-6 + c as f64 * per
        };
        let chunks = run(u64::MAX, 20_000, time);
        let before = chunks.iter().copied().max().unwrap();
        let last = *chunks.last().unwrap();
        assert!(before >= 64, "{chunks:?}");
        assert!(last < before, "{chunks:?}");
    }

    #[test]
    fn the_cap_holds_on_a_stream_of_tiny_and_huge_elements() {
        // Alternating: tiny elements make any chunk cheap, huge ones make
        // every element costly (seed 000's bad case).
        let time = |c: u64, at: u64| {
            let per = if (at / 64).is_multiple_of(2) {
                1e-7
            } else {
                1e-3
            };
            1e-6 + per * c as f64
        };
        let chunks = run(48, 50_000, time);
        assert!(chunks.iter().all(|c| (1..=48).contains(c)), "{chunks:?}");
        assert!(chunks.contains(&32), "{chunks:?}");
    }

    #[test]
    fn the_memory_cap_bounds_the_chunk_and_names_an_element_too_large() {
        use super::{NodeId, Schedule, TooLarge};
        let node = NodeId::new(3);
        let mut s = Schedule::new(Some(1000), None);
        s.start(node);
        let mut limits = Vec::new();
        for _ in 0..12 {
            let limit = s.next(node).unwrap();
            limits.push(limit);
            // 30 bytes per element.
            s.made(30 * limit);
        }
        // (Whether the times let it grow to 33 depends on the clock.)
        assert!(limits.iter().all(|l| *l <= 33), "{limits:?}");
        s.finish(node).unwrap();
        assert!(s.peak_bytes <= 1000, "{}", s.peak_bytes);
        // One element of 1500 bytes: it cannot fit.
        s.start(node);
        assert_eq!(s.next(node), Ok(1));
        s.made(1500);
        let e = s.next(node).unwrap_err();
        assert_eq!(
            e,
            TooLarge {
                element: 0,
                bytes: 1500,
                cap: 1000
            }
        );
        assert!(e
            .to_string()
            .contains("element 0 of the sequence needs 1500 bytes"));
        // As the last chunk, too.
        s.start(node);
        assert_eq!(s.next(node), Ok(1));
        s.made(1500);
        assert!(s.finish(node).is_err());
    }

    #[test]
    fn steady_times_keep_the_chunk() {
        let chunks = run(u64::MAX, 10_000, |c, _| c as f64 * 1e-6);
        // 1 then 2 (no rate yet), then the rate stays: the chunk stays.
        assert!(chunks[2..].iter().all(|c| *c == 2), "{chunks:?}");
    }

    /// A fixed chunk (`--chunk`) takes its N every time, held to the cap.
    #[test]
    fn a_fixed_chunk_is_taken_every_time_within_the_cap() {
        use super::{NodeId, Schedule};
        let node = NodeId::new(1);
        let mut s = Schedule::new(None, Some(7));
        s.start(node);
        for _ in 0..5 {
            assert_eq!(s.next(node), Ok(7));
            s.made(1 << 20);
        }
        let mut s = Schedule::new(Some(100), Some(7));
        s.start(node);
        assert_eq!(s.next(node), Ok(7));
        s.made(7 * 20);
        assert_eq!(s.next(node), Ok(5));
    }

    /// A chunk that reads a streamed input is held to the elements whose
    /// input bytes, with the bytes made per input byte before, fit the cap:
    /// a large element shortens its own chunk, and one whose input alone
    /// passes the cap is named.
    #[test]
    fn a_streamed_chunk_is_fitted_by_its_elements_bytes() {
        use super::{NodeId, Schedule, TooLarge};
        let node = NodeId::new(2);
        // Element k takes sizes[k] bytes of input.
        let sizes = [10u64, 10, 10, 10, 500, 10, 10, 10, 10, 10, 2000];
        let window = |k0: u64| move |c: u64| sizes[k0 as usize..(k0 + c) as usize].iter().sum();
        let mut s = Schedule::new(Some(1000), Some(8));
        s.start(node);
        // No ratio known yet: the input alone decides.
        let limit = s.next(node).unwrap();
        assert_eq!(s.fit(node, 0, limit, window(0)), Ok(8));
        assert_eq!(s.chosen, vec![8]);
        // The chunk made as much again as its input: 2 bytes per input byte.
        s.made(570);
        let limit = s.next(node).unwrap();
        // Elements 8, 9 (20 bytes) fit, with the 2000-byte element they do not.
        assert_eq!(s.fit(node, 8, limit.min(3), window(8)), Ok(2));
        s.made(20);
        let limit = s.next(node).unwrap();
        let e = s.fit(node, 10, limit.min(1), window(10)).unwrap_err();
        assert_eq!(
            e,
            TooLarge {
                element: 10,
                bytes: 4000,
                cap: 1000
            }
        );
    }

    /// A ratio learnt from a tiny element (8 bytes of input, 176 made: the
    /// chunk's fixed bytes) would put a 2200-byte element at 48400 bytes,
    /// past a 16 KiB cap; its input fits, so it is taken alone and what it
    /// makes is measured (the flake of `tests/streaming.rs` with the
    /// adaptive chunk down to one element).
    #[test]
    fn an_estimate_alone_never_refuses_an_element_whose_input_fits() {
        use super::{NodeId, Schedule};
        let node = NodeId::new(3);
        let sizes = [8u64, 2200, 2200];
        let window = |k0: u64| move |c: u64| sizes[k0 as usize..(k0 + c) as usize].iter().sum();
        let mut s = Schedule::new(Some(16 * 1024), Some(1));
        s.start(node);
        let limit = s.next(node).unwrap();
        assert_eq!(s.fit(node, 0, limit, window(0)), Ok(1));
        s.made(168);
        let limit = s.next(node).unwrap();
        assert_eq!(s.fit(node, 1, limit, window(1)), Ok(1));
        // It made 2400 bytes in all: within the cap, the run goes on.
        s.made(200);
        assert!(s.next(node).is_ok());
    }
}
