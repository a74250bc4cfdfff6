//! Blocks of items, in order: a cluster becomes one nest (`cluster`), an
//! array-level `if` or `loop` an item holding its condition (with the `the`
//! loads it needs) and its blocks, lowered the same way.

use super::error::LowerError;
use super::state::{Env, Lowerer};
use ir::graph::{ArrayId, Block, NodeId, NodeKind};
use ir::loops::{self, Item, Stmt, VarId};
use ir::tree;

impl Lowerer<'_> {
    pub fn items(&mut self, items: &[tree::Item]) -> Result<Vec<Item>, LowerError> {
        let mut out = Vec::new();
        for it in items {
            match it {
                tree::Item::Cluster { id, tree } => out.push(Item::Nest(self.cluster(*id, tree)?)),
                tree::Item::Control { node, blocks } => out.push(self.control(*node, blocks)?),
            }
        }
        Ok(out)
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
            NodeKind::Loop { cond, body, inits } => {
                let c = self.sexpr(cond, &mut env, n)?;
                Ok(Item::Loop {
                    node: n,
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
