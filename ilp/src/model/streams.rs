//! Stream covers: valid inequalities on an array's streamed reads, found
//! by the root's cutting-plane loop.
//!
//! A cluster that does not hold an array's producer streams the array
//! once if any of its readers streams it (`streamed_reads`: the first
//! such reader pays, `y_r ≥ u_r − Σ_{earlier e} t(e, r)`, where
//! `u_r = 1 − s(q, r) − g_r` is 1 when `r` streams the array itself). In
//! the relaxation the earlier readers' `t` spare a reader together even
//! where no single one shares its cluster: readers `a` and `b` half-fused
//! with the producer and a third half-fused with each pay almost nothing.
//!
//! For every set `R` of the array's readers, the clusters that stream it
//! number at least
//!
//! ```text
//!     Σ_{r ∈ R} u_r − Σ_{e < r ∈ R} s(e, r)
//! ```
//!
//! (a cluster holding `k ≥ 1` readers of `R` that stream adds at most
//! `k − k(k−1)/2 ≤ 1` to it, and one holding none adds nothing or less),
//! and each of them pays once, so `Σ_r y_r` over every reader is at least
//! that. The model's own `y` constraints are this with `R` every reader;
//! a smaller `R` can be stronger, and the loop looks for the most
//! violated one per array.
//!
//! It holds where `u` says exactly who streams: arrays with a reader that
//! may take the array as a row value (`w`) are left out, since such a
//! reader spares the later readers of its cluster without streaming.

use super::{Component, CoverKey, StreamSet};
use good_lp::{Constraint, Expression, Variable};
use std::collections::HashMap;

/// At most this many readers with a positive `u` are searched exhaustively
/// for the most violated set (2^12 subsets); beyond, greedily.
const EXHAUSTIVE_READERS: usize = 12;

impl Component<'_> {
    /// The stream covers that `cols` violates by more than `tolerance`,
    /// at most one per array (the most violated set of readers found), as
    /// constraints with their keys.
    pub(super) fn violated_stream_covers(
        &self,
        cols: &[f64],
        index: &HashMap<Variable, usize>,
        tolerance: f64,
    ) -> Vec<(CoverKey, Constraint)> {
        let value = |e: &Expression| super::value_in(e, cols, index);
        let mut found = Vec::new();
        for (k, set) in self.stream_sets.iter().enumerate() {
            // Only readers that stream in part can raise the sum.
            let streaming: Vec<(usize, f64)> = (set.readers.iter().enumerate())
                .map(|(i, (_, u))| (i, value(u)))
                .filter(|(_, u)| *u > tolerance)
                .collect();
            if streaming.is_empty() {
                continue;
            }
            let fused = |i: usize, j: usize| {
                self.same(set.readers[i].0, set.readers[j].0)
                    .map_or(0.0, |v| cols[index[&v]])
            };
            let (covered, chosen) = most_violated(&streaming, &fused);
            if covered - value(&set.payments) <= tolerance {
                continue;
            }
            let picked: Vec<usize> = chosen.iter().map(|&(i, _)| i).collect();
            found.push(((k, picked.clone()), self.stream_cover(set, &picked)));
        }
        found
    }

    /// `Σ y ≥ Σ_{r ∈ R} u_r − Σ_{e < r ∈ R} s(e, r)` for the readers at
    /// `picked`.
    fn stream_cover(&self, set: &StreamSet, picked: &[usize]) -> Constraint {
        let mut rhs = Expression::from(0.0);
        for (a, &i) in picked.iter().enumerate() {
            rhs += set.readers[i].1.clone();
            for &j in &picked[a + 1..] {
                if let Some(s) = self.same(set.readers[i].0, set.readers[j].0) {
                    rhs -= s;
                }
            }
        }
        set.payments.clone().geq(rhs)
    }
}

/// The set of readers (position, `u`) with the largest `Σ u − Σ fused`,
/// with that sum: every subset where there are few, else grown greedily
/// from the reader with the largest `u` by the reader that adds most while
/// one adds anything.
fn most_violated(
    streaming: &[(usize, f64)],
    fused: &dyn Fn(usize, usize) -> f64,
) -> (f64, Vec<(usize, f64)>) {
    let worth = |set: &[(usize, f64)]| {
        let mut total: f64 = set.iter().map(|&(_, u)| u).sum();
        for (a, &(i, _)) in set.iter().enumerate() {
            for &(j, _) in &set[a + 1..] {
                total -= fused(i, j);
            }
        }
        total
    };
    if streaming.len() <= EXHAUSTIVE_READERS {
        let mut best: (f64, Vec<(usize, f64)>) = (f64::NEG_INFINITY, Vec::new());
        for mask in 1u32..(1 << streaming.len()) {
            let set: Vec<(usize, f64)> = (streaming.iter().enumerate())
                .filter(|(b, _)| mask >> b & 1 == 1)
                .map(|(_, r)| *r)
                .collect();
            let w = worth(&set);
            if w > best.0 {
                best = (w, set);
            }
        }
        return best;
    }
    let mut left: Vec<(usize, f64)> = streaming.to_vec();
    left.sort_by(|a, b| b.1.total_cmp(&a.1));
    let first = left.remove(0);
    let (mut total, mut set) = (first.1, vec![first]);
    loop {
        let gain = |r: &(usize, f64)| r.1 - set.iter().map(|e| fused(e.0, r.0)).sum::<f64>();
        let Some((at, g)) = (left.iter().enumerate())
            .map(|(at, r)| (at, gain(r)))
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .filter(|(_, g)| *g > 0.0)
        else {
            return (total, set);
        };
        total += g;
        set.push(left.remove(at));
    }
}

#[cfg(test)]
mod tests {
    use super::most_violated;

    /// Two readers apart from each other and a third half-fused with
    /// both: the pair apart is the most violated set, not all three.
    #[test]
    fn the_most_violated_set_leaves_out_a_reader_fused_with_the_others() {
        let streaming = [(0, 1.0 / 3.0), (1, 1.0 / 3.0), (2, 2.0 / 3.0)];
        let fused = |i: usize, j: usize| match (i.min(j), i.max(j)) {
            (0, 1) => 1.0,
            (0, 2) | (1, 2) => 1.0 / 3.0,
            _ => 0.0,
        };
        let (worth, set) = most_violated(&streaming, &fused);
        assert!((worth - 2.0 / 3.0).abs() < 1e-12, "{worth}");
        let picked: Vec<usize> = set.iter().map(|r| r.0).collect();
        // {0, 2} or {1, 2}: 1/3 + 2/3 − 1/3 = 2/3; all three: 1/3.
        assert_eq!(picked.len(), 2);
        assert!(picked.contains(&2));
    }

    /// Greedy growth, past the exhaustive limit: readers never fused with
    /// each other are all taken.
    #[test]
    fn greedy_growth_takes_every_reader_apart_from_the_rest() {
        let streaming: Vec<(usize, f64)> = (0..20).map(|i| (i, 0.5)).collect();
        let fused = |i: usize, j: usize| if i % 2 == j % 2 { 0.0 } else { 0.6 };
        let (worth, set) = most_violated(&streaming, &fused);
        assert!((worth - 5.0).abs() < 1e-12, "{worth}");
        // All even or all odd: ten readers apart, 5.0 in all.
        assert_eq!(set.len(), 10);
        assert!(set.iter().all(|r| r.0 % 2 == set[0].0 % 2));
    }
}
