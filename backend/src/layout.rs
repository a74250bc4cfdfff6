//! Where arrays live for generated code, on the CPU and the GPU alike: each
//! array's component buffers in the `bufs` table ([`Layout`]), and at most
//! [`MAX_RANK`] extents per array in the `dims` table.

use ir::graph::ArrayId;
use ir::loops::LoopProgram;

/// Extents per array in the `dims` table.
pub const MAX_RANK: usize = 8;

/// Where each array's component buffers sit in the `bufs` table.
#[derive(Clone, Debug)]
pub struct Layout {
    first: Vec<usize>,
    pub slots: usize,
}

impl Layout {
    pub fn new(program: &LoopProgram) -> Layout {
        let mut first = Vec::with_capacity(program.arrays.len());
        let mut n = 0;
        for a in &program.arrays {
            first.push(n);
            n += a.elem.leaves().len();
        }
        Layout { first, slots: n }
    }

    pub fn slot(&self, a: ArrayId) -> usize {
        self.first[a.index()]
    }
}
