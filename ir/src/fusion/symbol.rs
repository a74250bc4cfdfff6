//! The unknowns of the cost formulas ([`CostSymbol`]): quantities known only
//! at run time, which the cost model (`cost`) multiplies by and the loop-IR
//! interpreter measures. Each prints as the variable name the polynomials
//! use (`#it(l)`, `#then(l)`, `#else(l)`, `#xs`, `#xs.d`, `#the(s)`).

use crate::size::Poly;
use crate::Name;
use std::fmt;

/// An unknown of the cost formulas: a quantity known only at run time, a
/// variable of their polynomials under its printed name, which the loop-IR
/// interpreter measures under that name too (`interp::loops::LoopRun`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CostSymbol {
    /// `#it(l)`: the iterations of array-level `loop` `l`, summed over its
    /// executions.
    Iterations(Name),
    /// `#then(l)`: how many times `if` `l` ran its `then` branch.
    Then(Name),
    /// `#else(l)`: how many times `if` `l` ran its `else` branch.
    Else(Name),
    /// `#xs` (for an array of rank 1) or `#xs.d` (dimension `d` otherwise):
    /// an extent known only at run time (a `filter`'s result).
    Extent { array: Name, axis: Option<usize> },
    /// `#the(s)`: the value of the rank-0 integer array `s`, where an
    /// extent is `the s` (`generate [(the c)] ..`): every array of that
    /// extent shares it, as a lifted sequence's chunk arrays share the
    /// chunk's length.
    The(Name),
}

impl CostSymbol {
    /// The branch of `if` `label` that ran: `#then(l)` or `#else(l)`.
    pub fn branch(label: Name, then: bool) -> CostSymbol {
        if then {
            CostSymbol::Then(label)
        } else {
            CostSymbol::Else(label)
        }
    }

    /// Extent `axis` of `array`, of rank `rank`.
    pub fn extent(array: Name, rank: usize, axis: usize) -> CostSymbol {
        CostSymbol::Extent {
            array,
            axis: CostSymbol::extent_axis(rank, axis),
        }
    }

    /// The `axis` of [`CostSymbol::Extent`] for extent `axis` of an array
    /// of rank `rank`: none for rank 1 (`#xs`).
    pub fn extent_axis(rank: usize, axis: usize) -> Option<usize> {
        (rank != 1).then_some(axis)
    }

    /// The symbol as a variable of the cost polynomials.
    pub fn poly(&self) -> Poly {
        Poly::var(self.to_string().into())
    }
}

/// The symbols of `graph`'s array-level control flow, which a user may
/// give values to (`--size '#it(loop)=100'`): `#it(l)` of each `loop` whose
/// count the types do not know, `#then(l)` and `#else(l)` of each `if`.
pub fn control_symbols(graph: &crate::graph::LabelledGraph) -> Vec<CostSymbol> {
    use crate::graph::NodeKind;
    let mut out = Vec::new();
    for n in graph.node_ids() {
        let node = graph.node(n);
        match &node.kind {
            NodeKind::Loop { count: None, .. } => {
                out.push(CostSymbol::Iterations(node.label.clone()))
            }
            NodeKind::If { .. } => {
                out.push(CostSymbol::Then(node.label.clone()));
                out.push(CostSymbol::Else(node.label.clone()));
            }
            _ => {}
        }
    }
    out
}

impl fmt::Display for CostSymbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CostSymbol::Iterations(l) => write!(f, "#it({l})"),
            CostSymbol::Then(l) => write!(f, "#then({l})"),
            CostSymbol::Else(l) => write!(f, "#else({l})"),
            CostSymbol::The(s) => write!(f, "#the({s})"),
            CostSymbol::Extent { array, axis: None } => write!(f, "#{array}"),
            CostSymbol::Extent {
                array,
                axis: Some(d),
            } => write!(f, "#{array}.{d}"),
        }
    }
}
