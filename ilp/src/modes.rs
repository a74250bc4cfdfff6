//! Write modes chosen per clustering. A `transpose` may gather (its loop
//! runs over its output and reads its operand at the transposed index, so
//! a consumer may share its loop) or be written through (its loop runs
//! over its operand in order and stores each element at the transposed
//! index, so it fuses with its operand's producer, a scan included, but no
//! consumer shares its loop). Which is cheaper depends on the rest of the
//! clustering, so the optimal strategies choose: every combination of
//! modes of the nodes that can choose ([`DepGraph::mode_choices`]) is a
//! dependency graph of its own ([`DepGraph::written_through`]), each is
//! solved, and the cheapest answer stands. A node's mode changes which
//! pairs may share a cluster and which iteration space it has, so
//! presolve, the components and the model are those of its graph.

use ir::deps::DepGraph;
use ir::graph::{LabelledGraph, NodeId};

/// The most nodes whose modes are combined (2^4 = 16 solves at most);
/// beyond them the rest keep the given graph's mode (gathering) and the
/// answer is not proven optimal over every mode.
pub const MAX_MODE_CHOICES: usize = 4;

/// Every combination of modes to solve, and how many nodes could choose.
pub(crate) struct Combinations {
    /// The dependency graph of each combination in a fixed order: the
    /// given graph's own modes first (`None`), then each with at least one
    /// chosen node written through.
    pub graphs: Vec<Option<DepGraph>>,
    /// The nodes that could choose ([`DepGraph::mode_choices`]): the first
    /// [`MAX_MODE_CHOICES`] are combined, the rest keep the given mode.
    pub choices: usize,
}

impl Combinations {
    /// The nodes that could choose beyond those combined.
    pub fn unchosen(&self) -> usize {
        self.choices.saturating_sub(MAX_MODE_CHOICES)
    }
}

/// The combinations of modes of the first [`MAX_MODE_CHOICES`] nodes of
/// [`DepGraph::mode_choices`].
pub(crate) fn combinations(g: &LabelledGraph, deps: &DepGraph) -> Combinations {
    let mut chosen = deps.mode_choices(g);
    let choices = chosen.len();
    chosen.truncate(MAX_MODE_CHOICES);
    let written = (1..1usize << chosen.len()).map(|mask| {
        let through: Vec<NodeId> = (chosen.iter().enumerate())
            .filter(|(k, _)| mask >> k & 1 == 1)
            .map(|(_, n)| *n)
            .collect();
        Some(deps.written_through(&through))
    });
    Combinations {
        graphs: [None].into_iter().chain(written).collect(),
        choices,
    }
}
