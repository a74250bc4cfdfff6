//! The streamed inputs of a run, as the host sees them (docs/sequences.md
//! "Streaming inputs"): for each, its values array and the element starts
//! its shapes give, and for each scheduled loop, the streams its chunks
//! read. Before a chunk of such a loop runs, the host fits the chunk to the
//! memory cap by its elements' bytes and shows each stream's window of the
//! chunk's values (`crate::host`); when the loop ends, the windows are
//! given back.

use ir::graph::{ArrayId, NodeId};
use ir::loops::{nests, Item, LoopProgram};
use std::collections::{HashMap, HashSet};

/// One streamed values array.
pub(crate) struct Stream {
    pub values: ArrayId,
    /// Where each element's values start; the last entry is their count.
    pub starts: Vec<u64>,
    /// The bytes of one value (all leaves).
    pub value_bytes: u64,
}

impl Stream {
    /// The number of elements.
    pub fn len(&self) -> u64 {
        self.starts.len().saturating_sub(1) as u64
    }

    /// The values of elements `k0 .. k0 + c`.
    pub fn range(&self, k0: u64, c: u64) -> std::ops::Range<u64> {
        let at = |k: u64| self.starts[k.min(self.len()) as usize];
        at(k0)..at(k0.saturating_add(c))
    }
}

/// The streamed inputs of a run and the scheduled loops that read them.
#[derive(Default)]
pub(crate) struct Streams {
    pub streams: Vec<Stream>,
    /// Per scheduled loop, the streams (positions in `streams`) its body's
    /// nests read.
    by_loop: HashMap<NodeId, Vec<usize>>,
}

impl Streams {
    /// `streams` as `program` reads them. Returns also the streams that a
    /// nest outside every scheduled loop reads: those are shown whole.
    pub fn new(program: &LoopProgram, streams: Vec<Stream>) -> (Streams, Vec<usize>) {
        let position: HashMap<ArrayId, usize> = (streams.iter().enumerate())
            .map(|(k, s)| (s.values, k))
            .collect();
        let mut by_loop = HashMap::new();
        let mut outside = HashSet::new();
        walk(&program.body, &position, &mut by_loop, &mut outside);
        // A stream shown whole stays whole: no loop takes windows of it.
        for read in by_loop.values_mut() {
            read.retain(|k| !outside.contains(k));
        }
        let mut outside: Vec<usize> = outside.into_iter().collect();
        outside.sort_unstable();
        (Streams { streams, by_loop }, outside)
    }

    /// The streams that the chunks of scheduled loop `node` read.
    pub fn of_loop(&self, node: NodeId) -> &[usize] {
        self.by_loop.get(&node).map_or(&[], Vec::as_slice)
    }
}

/// Records, for each scheduled loop of `items`, the streams its nests read,
/// and in `outside` those read by a nest in no scheduled loop.
fn walk(
    items: &[Item],
    position: &HashMap<ArrayId, usize>,
    by_loop: &mut HashMap<NodeId, Vec<usize>>,
    outside: &mut HashSet<usize>,
) {
    let read = |items: &[Item]| -> HashSet<usize> {
        (nests(items).into_iter())
            .flat_map(|n| n.inputs.iter())
            .filter_map(|a| position.get(a).copied())
            .collect()
    };
    for item in items {
        match item {
            Item::Nest(_) => outside.extend(read(std::slice::from_ref(item))),
            Item::Loop {
                node,
                scheduled: true,
                body,
                ..
            } => {
                let mut read: Vec<usize> = read(&body.items).into_iter().collect();
                read.sort_unstable();
                by_loop.insert(*node, read);
                // An alias of a stream's values is read beyond the chunk's
                // window: shown whole.
                aliased(&body.items, position, outside);
            }
            Item::Loop { body, .. } => walk(&body.items, position, by_loop, outside),
            Item::If { then_, else_, .. } => {
                walk(&then_.items, position, by_loop, outside);
                walk(&else_.items, position, by_loop, outside);
            }
            Item::Alias { input, .. } => outside.extend(position.get(input).copied()),
        }
    }
}

/// Adds to `out` the streams that an alias in `items` (at any depth) takes.
fn aliased(items: &[Item], position: &HashMap<ArrayId, usize>, out: &mut HashSet<usize>) {
    for item in items {
        match item {
            Item::Nest(_) => {}
            Item::Loop { body, .. } => aliased(&body.items, position, out),
            Item::If { then_, else_, .. } => {
                aliased(&then_.items, position, out);
                aliased(&else_.items, position, out);
            }
            Item::Alias { input, .. } => out.extend(position.get(input).copied()),
        }
    }
}
