//! The recomputation contexts ([`super::Recomputation::Contexts`]).
//!
//! A node recomputed into a consumer is evaluated wherever that consumer
//! is: in the consumer's loop, or, where the consumer is recomputed too,
//! in each place the consumer is evaluated, and so on down to a node that
//! runs in its own loop (`ir::cost`'s `evaluations`). Each such chain of
//! dependencies is a *context* of the node, and its evaluations there are
//! a constant: the loop's elements times the demand factors along the
//! chain (a `3x3` stencil demands 9 per element). The model has one
//! variable per context, `z ∈ [0, 1]`:
//!
//! - the loop: `z = 1 − g_n` (`1` for a node never recomputed);
//! - through dependency `e = (p → c)` into the context `C` of `c`:
//!   `z ≤ g_p`, `z ≤ z_C`; and a recomputed node is evaluated wherever its
//!   consumer is: `Σ_{C ∈ S} z_(p,C) ≥ g_p + Σ_{C ∈ S} z_C − 1` for each
//!   *exclusive set* `S` of `c`'s contexts, at most one of which holds at a
//!   time (in its loop or recomputed, never both; recomputed, the exclusive
//!   sets through one of its consumers, recursively). With `S = {C}` this
//!   is the product's `z ≥ g_p + z_C − 1`, whose relaxation lets a half-
//!   recomputed producer and a half-recomputed consumer split so that the
//!   producer is evaluated nowhere; over a whole exclusive set (`c` is
//!   somewhere in it) the producer is evaluated at least `g_p` of the time.
//!
//! Reads at computed indices are per context: node `n` evaluated in
//! context `C` reads operand `a` (`rpe` per evaluation) unless `a`'s
//! producer is evaluated right there (its context through that operand) or
//! `a` is a row value: `r ≥ z_C − z_(q, C) − w`, charged `rpe · N_C` of
//! `a`'s elements; a read from memory needs the array stored (`m_a ≥ r`,
//! per read, never summed). At every clustering `z` and `r` are 0 or 1, so
//! each byte the objective counts is a constant times a value that is whole
//! there; in the relaxation a fraction of a node's recomputation serves
//! exactly that fraction of each context and pays for its reads there
//! (where the `Aggregate` model let one fractional evaluation count serve
//! them all, `docs/results/ilp-root.md`).
//!
//! Chains multiply: a node's contexts are the sum of its consumers'. A
//! component with a node of more than [`MAX_CONTEXTS`] is modelled
//! [`super::Recomputation::Aggregate`].

use super::{width, Component, Context, MAX_EVALUATIONS};
use good_lp::{variable, Expression, Variable};
use ir::cost::demand_factor;
use ir::graph::{ArrayId, NodeId, NodeKind};
use ir::ops::{props, reads_per_element};
use std::collections::HashMap;

/// The most contexts the model gives one node before the component is
/// modelled [`super::Recomputation::Aggregate`] instead.
const MAX_CONTEXTS: usize = 64;

impl Component<'_> {
    /// Whether every node has at most [`MAX_CONTEXTS`] contexts.
    pub(super) fn contexts_within_cap(&self) -> bool {
        let (g, deps) = (self.inp.g, self.inp.deps);
        let mut count: HashMap<NodeId, usize> = HashMap::new();
        for &n in self.comp.iter().rev() {
            let mut c = 1usize;
            if self.recompute.contains_key(&n) {
                for e in deps.out_edges(n).filter(|e| demand_factor(g, e) > 0) {
                    c = c.saturating_add(count.get(&e.to).copied().unwrap_or(1));
                }
            }
            if c > MAX_CONTEXTS {
                return false;
            }
            count.insert(n, c);
        }
        true
    }

    /// The contexts of every operation node, consumers first, with their
    /// variables and the constraints that tie them (the module's doc).
    /// A context whose evaluations would pass the cap ([`MAX_EVALUATIONS`],
    /// or the component's largest iteration space) is left out: the
    /// producer is not recomputed while its consumer is evaluated there
    /// (`g_p + z_C ≤ 1`), and the model is `capped`, with the least traffic
    /// of what it left out (`excluded_at_least`) to prove an answer below
    /// it.
    pub(super) fn recomputation_contexts(&mut self) {
        let (g, deps) = (self.inp.g, self.inp.deps);
        let cap = (self.elements.values().copied()).fold(MAX_EVALUATIONS, i128::max);
        // Per node, its exclusive sets of contexts (the module's doc).
        let mut exclusive: HashMap<NodeId, Vec<Vec<usize>>> = HashMap::new();
        for &n in self.comp.iter().rev() {
            if !matches!(g.node(n).kind, NodeKind::Op(_)) {
                continue;
            }
            let gn = self.recompute.get(&n).copied();
            let root = Context {
                z: gn.map_or_else(|| Expression::from(1.0), |v| 1.0 - v),
                evaluations: self.elements[&n],
                chain: vec![n],
            };
            let mut list = vec![root];
            let mut sets: Vec<Vec<usize>> = Vec::new();
            if let Some(gp) = gn {
                let edges: Vec<_> = deps.out_edges(n).copied().collect();
                for e in edges {
                    let factor = demand_factor(g, &e) as i128;
                    if factor == 0 {
                        continue;
                    }
                    let outer = self.contexts[&e.to].clone();
                    for (i, c) in outer.iter().enumerate() {
                        let evaluations = factor.saturating_mul(c.evaluations);
                        if evaluations > cap {
                            self.capped = true;
                            self.constraints.push((gp + c.z.clone()).leq(1.0));
                            let left_out = self.excluded_traffic(n, evaluations);
                            self.excluded_at_least =
                                Some(self.excluded_at_least.map_or(left_out, |b| b.min(left_out)));
                            continue;
                        }
                        let z = self.vars.add(variable().min(0.0).max(1.0));
                        self.constraints.push(Expression::from(z).leq(gp));
                        self.constraints.push(Expression::from(z).leq(c.z.clone()));
                        self.context_of.insert((n, e.to, e.operand, i), list.len());
                        list.push(Context {
                            z: z.into(),
                            evaluations,
                            chain: std::iter::once(n).chain(c.chain.iter().copied()).collect(),
                        });
                    }
                    // Recomputed, `n` is evaluated wherever its consumer
                    // is, once in each of the consumer's exclusive sets.
                    for set in &exclusive[&e.to] {
                        let mut inside = Expression::from(0.0);
                        let mut consumer = Expression::from(0.0);
                        let mut mine = vec![0];
                        for &i in set {
                            consumer += outer[i].z.clone();
                            if let Some(&k) = self.context_of.get(&(n, e.to, e.operand, i)) {
                                inside += list[k].z.clone();
                                mine.push(k);
                            }
                        }
                        self.constraints.push((inside - gp - consumer).geq(-1.0));
                        sets.push(mine);
                    }
                }
            }
            if sets.is_empty() {
                sets.push(vec![0]);
            }
            sets.sort();
            sets.dedup();
            sets.truncate(MAX_CONTEXTS);
            exclusive.insert(n, sets);
            self.contexts.insert(n, list);
        }
    }

    /// The least traffic, in bytes, of a clustering that evaluates `n`
    /// `evaluations` times in one context: each evaluation reads each of
    /// `n`'s operands, from memory or by evaluating its producer there in
    /// turn ([`Component::read_per_evaluation`]); 0 where that can be
    /// nothing (a node with no operand to read, or reading row values).
    fn excluded_traffic(&self, n: NodeId, evaluations: i128) -> i128 {
        let per = self.read_per_evaluation(n, &mut HashMap::new());
        per.saturating_mul(evaluations)
            .saturating_mul(self.scale_of(n))
    }

    /// The least bytes one evaluation of `n` outside its loop reads: per
    /// fusible operand, `rpe` times its element's width, or where its
    /// producer may be recomputed, the least of that and what the
    /// producer's evaluation reads (0 for a row value).
    fn read_per_evaluation(&self, n: NodeId, memo: &mut HashMap<NodeId, i128>) -> i128 {
        if let Some(&b) = memo.get(&n) {
            return b;
        }
        let g = self.inp.g;
        let node = g.node(n);
        let NodeKind::Op(op) = &node.kind else {
            return 0;
        };
        let pr = props(op.kind());
        let mut total: i128 = 0;
        for (slot, &a) in node.inputs.iter().enumerate() {
            if pr.infusible_operands.contains(&slot) || self.row_value(a, n).is_some() {
                continue;
            }
            let rpe = reads_per_element(node, slot) as i128;
            let mut each = width(g, a);
            if let Some(q) = g
                .array(a)
                .producer
                .filter(|q| self.recompute.contains_key(q))
            {
                each = each.min(self.read_per_evaluation(q, memo));
            }
            total = total.saturating_add(rpe.saturating_mul(each));
        }
        memo.insert(n, total);
        total
    }

    /// The reads at computed indices, per context (the module's doc), and
    /// where recomputation is weighted, the duplicated evaluations
    /// `Σ N z − E g` of each recomputed node that does work.
    ///
    /// A row value (`w` of the row pair `(p, n)`) spares `n`'s read of
    /// `p`'s result only in the contexts whose chain is one of the row
    /// pair's ([`Component::row_value_in`]): `r ≥ z_C − z_(q,C)` elsewhere.
    /// Valid: at every clustering with `w = 1`, `z_C = 0` in every other
    /// context `C`, so the read without `− w` still asks for nothing
    /// there. For `w = 1` some chain `n = d_0, …, d_k` of the pair holds
    /// (`row_groups`): `d_0 … d_{k−1}` recomputed, `d_k` in its loop, and
    /// each `d_i` (`i < k`) has the one user `d_{i+1}`
    /// (`relations::row_pairs` follows only single users). A context
    /// `C = (e_0 = n, …, e_m)` with `z_C = 1` has `e_0 … e_{m−1}`
    /// recomputed and `e_m` in its loop; while both are recomputed the two
    /// follow the same single users, so `e_i = d_i` up to `min(k, m)`; `m <
    /// k` would put `d_m` in its loop and `m > k` recompute `d_k`. So `m =
    /// k` and `C`'s chain is the pair's. In the relaxation, without this, a
    /// half-joined row pair spared the reads of a half-recomputed reader in
    /// the contexts of another consumer too (`stencil`: the broadcast of a
    /// row sum, `transpose (replicate n (fold ..))`, recomputed into a
    /// 3x3 stencil for free), which no clustering does.
    pub(super) fn context_reads(&mut self) {
        let (g, deps) = (self.inp.g, self.inp.deps);
        let manifest: HashMap<ArrayId, Variable> = self.manifest_vars.iter().copied().collect();
        for &n in self.comp {
            let node = g.node(n);
            let NodeKind::Op(op) = &node.kind else {
                continue;
            };
            let recomputable = self.recompute.contains_key(&n);
            let pr = props(op.kind());
            let contexts = self.contexts[&n].clone();
            for (slot, &a) in node.inputs.iter().enumerate() {
                if pr.infusible_operands.contains(&slot) {
                    continue;
                }
                let gathering = deps.reading(g, n, Some(slot)).is_some_and(|r| r.gathers());
                let producer = g.array(a).producer;
                let fused = producer.and_then(|q| self.same(q, n));
                let row = self.row_value(a, n);
                let rpe = reads_per_element(node, slot) as i128;
                let per_element = self.product(&[width(g, a), self.scale_of(n), rpe]);
                for (i, c) in contexts.iter().enumerate() {
                    let in_loop = i == 0;
                    if in_loop && !gathering {
                        continue; // streamed: `streamed_reads`
                    }
                    if in_loop && !recomputable && fused.is_none() && row.is_none() {
                        continue; // a constant of every clustering
                    }
                    let mut spared = Expression::from(0.0);
                    if let Some(q) = producer {
                        if let Some(&k) = self.context_of.get(&(q, n, Some(slot), i)) {
                            spared += self.contexts[&q][k].z.clone();
                        }
                    }
                    if let Some(w) = row.filter(|_| self.row_value_in(a, n, &c.chain)) {
                        spared += w;
                    }
                    let r = self.vars.add(variable().min(0.0).max(1.0));
                    self.constraints.push((r - c.z.clone() + spared).geq(0.0));
                    if let Some(&m) = manifest.get(&a) {
                        self.constraints.push(Expression::from(m).geq(r));
                    }
                    let bytes = self.product(&[per_element, c.evaluations]);
                    self.charge(r, bytes, if in_loop { bytes } else { 0 });
                }
            }
            if recomputable && self.inp.weights.weight(g, n) > 0.0 {
                self.duplicated_evaluations(n, &contexts);
            }
        }
    }

    /// Whether `n`, evaluated through `chain`, may read `a` as a row value
    /// ([`Component::context_reads`]): `chain` is one of the row pair's, or
    /// the options keep the row value in every context.
    fn row_value_in(&self, a: ArrayId, n: NodeId, chain: &[NodeId]) -> bool {
        if !self.inp.row_value_contexts {
            return true;
        }
        let chains = (self.inp.g.array(a).producer).and_then(|p| self.row_chains.get(&(p, n)));
        chains.is_none_or(|cs| cs.iter().any(|c| c[..] == chain[..]))
    }

    /// `dup ≥ (Σ N z − E g) / U`, `dup ≥ 0`: the evaluations of a recomputed
    /// node beyond one per element, in units of its bound `U`.
    fn duplicated_evaluations(&mut self, n: NodeId, contexts: &[Context]) {
        let u = self.ub(n);
        let gn = self.recompute[&n];
        let mut beyond = Expression::from(0.0) - gn * (self.el(n) / u);
        for c in &contexts[1..] {
            beyond += c.z.clone() * (c.evaluations as f64 / u);
        }
        let dup = self.vars.add(variable().min(0.0));
        self.constraints.push(Expression::from(dup).geq(beyond));
        let weight = self.inp.weights.weight(self.inp.g, n);
        self.duplication += dup * (self.scale_of(n) as f64 * u * weight);
    }
}
