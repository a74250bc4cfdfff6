//! The labelled graph (van Balen §5.1): the program after labelling. Every
//! array operation is a [`Node`] with a [`NodeId`]; every array it reads or
//! writes is an [`ArrayId`] with a unique name; `def` calls are inlined; tuples
//! of arrays are flattened. Array-level control flow (`if`, `loop`) is a node
//! whose branches or body are nested [`Block`]s.

use crate::ast::{Op, SExpr};
use crate::size::{Poly, Size};
use crate::span::Span;
use crate::types::ArrayType;
use crate::Name;
use std::fmt;

macro_rules! id_type {
    ($name:ident, $prefix:literal) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

id_type!(NodeId, "n");
id_type!(ArrayId, "a");

/// One array value of the program: a parameter or a node's output.
#[derive(Clone, Debug)]
pub struct ArrayInfo {
    /// Unique in the graph; the `let` name where there was one.
    pub name: Name,
    pub ty: ArrayType,
    /// The node computing it; `None` for parameters and loop variables.
    pub producer: Option<NodeId>,
    pub span: Span,
}

impl ArrayInfo {
    /// The number of elements as a polynomial; a dimension of unknown size
    /// (`?`) is the symbol `#name` (e.g. `#ys` for a `filter`'s result).
    pub fn elements(&self) -> Poly {
        self.ty
            .shape
            .iter()
            .enumerate()
            .fold(Poly::constant(1), |acc, (i, d)| {
                let p = match d {
                    Size::Known(p) => p.clone(),
                    Size::Unknown if self.ty.rank() == 1 => {
                        Poly::var(format!("#{}", self.name).into())
                    }
                    Size::Unknown => Poly::var(format!("#{}.{i}", self.name).into()),
                };
                acc.mul(&p)
            })
    }
}

/// A sequence of nodes with its own inputs and results.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// Arrays bound on entry: the def's parameters, or a loop's variables.
    pub params: Vec<ArrayId>,
    /// In program order, which is a topological order.
    pub nodes: Vec<NodeId>,
    pub results: Vec<ArrayId>,
}

#[derive(Clone, Debug)]
pub enum NodeKind {
    /// An array operation; its array operands are `AExprKind::Var`s naming
    /// the node's `inputs` in order.
    Op(Box<Op>),
    /// `unit e`.
    Unit(SExpr),
    /// `if cond then .. else ..`; both blocks have no params.
    If {
        cond: SExpr,
        then_: Block,
        else_: Block,
    },
    /// `loop`: `inputs` are the initial values, `body.params` the loop
    /// variables (which `cond` reads), `body.results` the next values.
    Loop { cond: SExpr, body: Block },
}

#[derive(Clone, Debug)]
pub struct Node {
    /// Unique in the graph, e.g. `sum1`, `map2`.
    pub label: Name,
    pub kind: NodeKind,
    /// Array operands (fusible edges come from these).
    pub inputs: Vec<ArrayId>,
    /// Arrays read inside scalar expressions (`xs[i]`, `the s`, `length xs`),
    /// and every array a control-flow node uses: fusion-preventing.
    pub reads: Vec<ArrayId>,
    pub outputs: Vec<ArrayId>,
    pub span: Span,
}

/// A labelled program: one entry `def` with its calls inlined.
#[derive(Clone, Debug)]
pub struct LabelledGraph {
    pub name: Name,
    pub arrays: Vec<ArrayInfo>,
    pub nodes: Vec<Node>,
    pub top: Block,
    /// Size names bound by the parameters.
    pub sizes: Vec<Name>,
}

impl LabelledGraph {
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    pub fn array(&self, id: ArrayId) -> &ArrayInfo {
        &self.arrays[id.index()]
    }

    pub fn node_ids(&self) -> impl Iterator<Item = NodeId> {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    pub fn array_by_name(&self, name: &str) -> Option<ArrayId> {
        self.arrays
            .iter()
            .position(|a| &*a.name == name)
            .map(|i| ArrayId(i as u32))
    }

    pub fn node_by_label(&self, label: &str) -> Option<NodeId> {
        self.nodes
            .iter()
            .position(|n| &*n.label == label)
            .map(|i| NodeId(i as u32))
    }
}
