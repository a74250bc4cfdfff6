//! Blocks of items, in order: a cluster, or a row group of clusters,
//! becomes one nest (`cluster`), a `reshape` stored alone an alias of its
//! input (no nest), an
//! array-level `if` or `loop` an item holding its condition (with the `the`
//! loads it needs) and its blocks, lowered the same way.

use super::error::LowerError;
use super::state::{Env, Lowerer};
use ir::graph::{ArrayId, Block, NodeId, NodeKind};
use ir::loops::{self, Expr, Item, Stmt, VarId};
use ir::tree;

impl Lowerer<'_> {
    pub fn items(&mut self, items: &[tree::Item]) -> Result<Vec<Item>, LowerError> {
        let mut out = Vec::new();
        let mut rest = items;
        while let Some((it, after)) = rest.split_first() {
            rest = after;
            match it {
                tree::Item::Cluster { id, tree } => {
                    if let Some(n) = self.cl.alias(self.g, *id) {
                        out.push(self.alias(n)?);
                        continue;
                    }
                    // The clusters joined to this one's row group follow it.
                    let mut group = vec![(*id, tree)];
                    while let Some((tree::Item::Cluster { id, tree }, after)) = rest.split_first() {
                        if !self.cl.joined(*id) {
                            break;
                        }
                        group.push((*id, tree));
                        rest = after;
                    }
                    out.push(Item::Nest(self.row_group(&group)?));
                }
                tree::Item::Control { node, blocks } => out.push(self.control(*node, blocks)?),
            }
        }
        Ok(out)
    }

    /// A `reshape` stored alone: its input's storage under its extents.
    fn alias(&mut self, n: NodeId) -> Result<Item, LowerError> {
        let g = self.g;
        let node = g.node(n);
        let NodeKind::Op(op) = &node.kind else {
            return Err(self.unsupported(n, "an alias of no operation"));
        };
        let shape = self.elementwise_shape(n, op)?;
        let mut the = false;
        for d in &shape.dims {
            d.walk(&mut |e| the |= matches!(e, Expr::Index { index, .. } if index.is_empty()));
        }
        if the {
            // Never an alias (`ir::cluster::aliasable`).
            return Err(self.unsupported(n, "an alias whose extents read `the`"));
        }
        Ok(Item::Alias {
            node: n,
            input: node.inputs[0],
            shape,
        })
    }

    fn block(&mut self, b: &Block, items: &[tree::Item]) -> Result<loops::Block, LowerError> {
        Ok(loops::Block {
            params: b.params.clone(),
            items: self.items(items)?,
            results: b.results.clone(),
        })
    }

    fn control(&mut self, n: NodeId, blocks: &[Vec<tree::Item>]) -> Result<Item, LowerError> {
        let node = self.g.node(n);
        let mut env = Env::default();
        match &node.kind {
            NodeKind::If { cond, then_, else_ } => {
                let c = self.sexpr(cond, &mut env, n)?;
                Ok(Item::If {
                    node: n,
                    hoisted: hoisted_pairs(&env.hoisted),
                    cond: c,
                    then_: self.block(then_, &blocks[0])?,
                    else_: self.block(else_, &blocks[1])?,
                    outputs: node.outputs.clone(),
                })
            }
            NodeKind::Loop {
                cond,
                body,
                inits,
                scheduled,
                ..
            } => {
                let c = self.sexpr(cond, &mut env, n)?;
                Ok(Item::Loop {
                    node: n,
                    scheduled: *scheduled,
                    inits: inits.clone(),
                    hoisted: hoisted_pairs(&env.hoisted),
                    cond: c,
                    body: self.block(body, &blocks[0])?,
                    outputs: node.outputs.clone(),
                })
            }
            _ => Err(self.unsupported(n, "not control flow")),
        }
    }
}

/// The `the` loads of a condition as (variable, array) pairs.
fn hoisted_pairs(ss: &[Stmt]) -> Vec<(VarId, ArrayId)> {
    ss.iter()
        .filter_map(|s| match s {
            Stmt::Load { var, array, .. } => Some((*var, *array)),
            _ => None,
        })
        .collect()
}
