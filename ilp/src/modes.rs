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

/// The nodes whose mode is chosen: the first [`MAX_MODE_CHOICES`] of
/// [`DepGraph::mode_choices`].
pub(crate) fn choices(g: &LabelledGraph, deps: &DepGraph) -> Vec<NodeId> {
    let mut all = deps.mode_choices(g);
    all.truncate(MAX_MODE_CHOICES);
    all
}

/// The dependency graph of every combination of modes but the given
/// graph's own (at least one chosen node written through), in a fixed
/// order, and how many nodes could choose beyond those combined.
pub(crate) fn graphs(g: &LabelledGraph, deps: &DepGraph) -> (Vec<DepGraph>, usize) {
    let all = deps.mode_choices(g).len();
    let chosen = choices(g, deps);
    let graphs = (1..1usize << chosen.len())
        .map(|mask| {
            let through: Vec<NodeId> = (chosen.iter().enumerate())
                .filter(|(k, _)| mask >> k & 1 == 1)
                .map(|(_, n)| *n)
                .collect();
            deps.written_through(&through)
        })
        .collect();
    (graphs, all - chosen.len())
}
