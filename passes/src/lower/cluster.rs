//! One cluster lowered: its fusion tree folded bottom-up into one piece
//! (leaves lowered, inner nodes fused), verified along the way, the
//! clusters of a row group joined (`rows`), then finished into a `Nest`:
//! manifest arrays allocated, stores of the others dropped, inputs listed
//! (streamed loads of one array are shared per cluster, before joining).

use super::error::LowerError;
use super::fusion::Fusion;
use super::rows::join_rows;
use super::state::{Lowerer, Part, Piece};
use super::walk::{drop_stores, share_loads};
use ir::cluster::{is_manifest, ClusterId};
use ir::graph::{ArrayId, NodeKind};
use ir::id::IdVec;
use ir::loops::{self, Dir, Item, LoopProgram, Nest};
use ir::ops::{self, Order};
use ir::tree::FusionTree;
use std::collections::BTreeSet;

impl Lowerer<'_> {
    /// A row group (one cluster, or consecutive clusters sharing their
    /// outermost loop) lowered to one finished nest.
    pub fn row_group(&mut self, group: &[(ClusterId, &FusionTree)]) -> Result<Nest, LowerError> {
        let (c, t) = group[0];
        let mut part = self.cluster(c, t)?;
        for &(d, u) in &group[1..] {
            let next = self.cluster(d, u)?;
            part = join_rows(self.g, part, next)?;
        }
        let trees: Vec<String> = group.iter().map(|(_, t)| t.render(self.g)).collect();
        let nest = self.finish(c, Some(trees.join(" ; ")), part);
        // Verified whole once, as a single cluster is.
        self.verify_nest(nest, || match group.len() {
            1 => format!("cluster {c}"),
            k => format!("the row group of cluster {c} and the {} after it", k - 1),
        })
    }

    /// One cluster's fusion tree folded into one nest, not yet finished.
    fn cluster(&mut self, c: ClusterId, t: &FusionTree) -> Result<Part, LowerError> {
        self.cluster_steps = 0;
        let dir = match self.sched.direction[c.index()] {
            Order::Backward => Dir::Backward,
            _ => Dir::Forward,
        };
        let piece = self.tree(t, dir)?;
        let Piece::Nest(mut part) = piece else {
            return Err(LowerError::Fusion(format!(
                "cluster {c} is only recomputed nodes"
            )));
        };
        // Within the cluster, not across a row group's members: each
        // member streams its inputs as if it were alone (the cost model's
        // rule).
        part.body.stmts_mut(&mut |ss| share_loads(ss));
        Ok(part)
    }

    fn tree(&mut self, t: &FusionTree, dir: Dir) -> Result<Piece, LowerError> {
        let (how, a, b) = match t {
            FusionTree::Leaf(n) => return self.leaf(*n, dir),
            FusionTree::Vertical(a, b) => (Fusion::Vertical, a, b),
            FusionTree::Diagonal(a, b) => (Fusion::Diagonal, a, b),
            FusionTree::Horizontal(a, b) => (Fusion::Horizontal, a, b),
        };
        let (a, b) = (self.tree(a, dir)?, self.tree(b, dir)?);
        self.steps += 1;
        self.cluster_steps += 1;
        let fused = how.fuse(self, a, b)?;
        // The verifier runs after fusion steps 1, 2, 4, 8, … of each
        // cluster, and on the finished cluster: a step that breaks the nest
        // is caught by the next check, and verifying costs time linear in
        // the cluster, where a check after every step (each over the whole
        // partial nest) made a chain of a thousand maps quadratic.
        if let (Piece::Nest(part), true) = (&fused, self.cluster_steps.is_power_of_two()) {
            let nest = self.finish(ClusterId::new(u32::MAX), None, part.clone());
            self.verify_nest(nest, || format!("{how} fusion into {}", t.render(self.g)))?;
        }
        Ok(fused)
    }

    /// Allocates manifest arrays, drops stores of the others, and lists the
    /// nest's inputs.
    /// `tree`: the cluster's fusion tree (its row group's, `;` between
    /// members), rendered into the nest (`None` for the partial nests that
    /// only the verifier sees).
    fn finish(&self, c: ClusterId, tree: Option<String>, mut part: Part) -> Nest {
        let produced: BTreeSet<ArrayId> = part.shapes.iter().map(|s| s.array).collect();
        for s in &mut part.shapes {
            s.alloc =
                self.always_stored(s.array) || is_manifest(self.g, self.deps, self.cl, s.array);
        }
        let alloc: BTreeSet<ArrayId> = part
            .shapes
            .iter()
            .filter(|s| s.alloc)
            .map(|s| s.array)
            .collect();
        part.body.stmts_mut(&mut |ss| drop_stores(ss, &alloc));
        let mut inputs = BTreeSet::new();
        let mut note = |a: ArrayId| {
            if !produced.contains(&a) {
                inputs.insert(a);
            }
        };
        part.body.stmts(&mut |ss| {
            for s in ss {
                s.each_array_read(&mut note);
            }
        });
        let mut nodes = part.nodes;
        nodes.sort();
        Nest {
            cluster: c,
            nodes,
            tree: tree.unwrap_or_default(),
            inputs: inputs.into_iter().collect(),
            shapes: part.shapes,
            body: part.body,
        }
    }

    /// Whether `a` is allocated whether or not it is manifest: the output
    /// of an operation that the table says never fuses into a consumer (a
    /// `permute`'s, combined in place; a `filter`'s, appended to).
    fn always_stored(&self, a: ArrayId) -> bool {
        self.g.array(a).producer.is_some_and(|p| {
            matches!(&self.g.node(p).kind, NodeKind::Op(op) if !ops::props(op.kind()).output_fusible)
        })
    }

    /// Verifies one nest (every array's shape counts as known). The
    /// declarations are lent to the verifier, not copied: a copy per
    /// fusion step would make lowering quadratic in the program.
    fn verify_nest(&mut self, n: Nest, step: impl FnOnce() -> String) -> Result<Nest, LowerError> {
        let p = LoopProgram {
            name: self.g.name.clone(),
            arrays: std::mem::take(&mut self.arrays),
            vars: std::mem::take(&mut self.vars),
            origins: IdVec::new(),
            params: std::mem::take(&mut self.all_arrays),
            body: vec![Item::Nest(n)],
            results: vec![],
        };
        let verdict = loops::verify(&p);
        let LoopProgram {
            arrays,
            vars,
            params,
            mut body,
            ..
        } = p;
        (self.arrays, self.vars, self.all_arrays) = (arrays, vars, params);
        let Some(Item::Nest(n)) = body.pop() else {
            unreachable!("the nest just given")
        };
        verdict.map_err(|why| LowerError::Verify { step: step(), why })?;
        Ok(n)
    }
}
