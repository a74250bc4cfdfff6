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
}

/// An executor's schedules: one per scheduled loop while it runs, and the
/// chunk limits chosen, in order, for the metrics.
#[derive(Debug)]
pub struct Schedule {
    cap: u64,
    running: HashMap<NodeId, Running>,
    /// Every limit given, in order, over all scheduled loops.
    pub chosen: Vec<u64>,
}

#[derive(Debug)]
struct Running {
    rule: Adaptive,
    /// When the last limit was given, and that limit.
    last: Option<(Instant, u64)>,
}

impl Schedule {
    /// Schedules whose chunks never pass `cap` elements.
    pub fn new(cap: u64) -> Schedule {
        Schedule {
            cap,
            running: HashMap::new(),
            chosen: Vec::new(),
        }
    }

    /// Loop `node` starts (again): its schedule starts at one element.
    pub fn start(&mut self, node: NodeId) {
        self.running.insert(
            node,
            Running {
                rule: Adaptive::new(self.cap),
                last: None,
            },
        );
    }

    /// The limit of loop `node`'s next chunk, from the time since the last
    /// one was given (its iteration, taken as the whole limit: only the
    /// last chunk of a stream is shorter, and nothing follows it).
    pub fn next(&mut self, node: NodeId) -> u64 {
        let cap = self.cap;
        let run = self.running.entry(node).or_insert_with(|| Running {
            rule: Adaptive::new(cap),
            last: None,
        });
        let now = Instant::now();
        let limit = match run.last {
            None => run.rule.first(),
            Some((at, taken)) => run.rule.after(taken, (now - at).as_secs_f64()),
        };
        run.last = Some((now, limit));
        self.chosen.push(limit);
        limit
    }
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
    fn steady_times_keep_the_chunk() {
        let chunks = run(u64::MAX, 10_000, |c, _| c as f64 * 1e-6);
        // 1 then 2 (no rate yet), then the rate stays: the chunk stays.
        assert!(chunks[2..].iter().all(|c| *c == 2), "{chunks:?}");
    }
}
