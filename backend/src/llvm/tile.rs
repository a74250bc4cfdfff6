//! Transposed reads in tiles. A nest that writes `c[i, j]` from `a[j, i]`
//! (a `transpose`, or any read whose last index follows the outer loop and
//! an earlier one the inner loop) strides through `a` by a whole row per
//! element: every read touches a new cache line, and the lines are evicted
//! before the next outer iteration would reuse them. Two perfectly nested
//! forward loops with such a read run in square tiles of `t` x `t` instead,
//! `t` = [`SIDE`] (the outer loop over its range in steps of
//! `t`, the inner over its whole extent in steps of `t`, then both within the
//! tile), so the lines a tile reads stay in the first-level cache while it
//! uses them. The order of iterations changes, so only nests whose
//! iterations are independent are tiled: no state across them (no `Set`,
//! no compaction or scatter). A check may then fail first at another
//! element; the error a run reports is the reference interpreter's anyway
//! (`interp::precise`).

use super::gen::{e, Gen, R};
use inkwell::values::IntValue;
use inkwell::IntPredicate;
use ir::loops::For;

/// The tiles' side, measured on an AVX-512 EPYC (Zen 4), ilp, medians of
/// 7, one session (2026-11-27): transpose_maps (8192 x 4096) 26.5-28.9 ms
/// with 16 against 38.5-41.1 with 32 in AVX-512 code, 26.2-26.6 against
/// 37.3-38.1 in AVX2 code; flip_transpose in AVX-512 code 29.4 (16), 42.9
/// (32), 54.7 (8). An earlier session had found 32 better for AVX-512
/// code, before the tiles' inner loops were kept scalar; every instruction
/// set now takes 16 (docs/cpu.md, "Transposes in tiles").
const SIDE: i64 = 16;

impl<'ctx> Gen<'ctx, '_> {
    /// `outer` over `[lo, hi)` and `inner` over its extent, in tiles.
    pub(super) fn tiled_loops(
        &mut self,
        outer: &For,
        inner: &For,
        depth: usize,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
    ) -> R<()> {
        let newly = self.guard_extents(outer, depth, hi)?;
        let n = self
            .expr(&inner.extent)?
            .ok_or("an extent")?
            .into_int_value();
        let zero = self.i64(0);
        // Each tile is one versioned region (`super::version`).
        let bounds = self.version_bounds(&inner.body, &[outer.index, inner.index]);
        self.stepped(lo, hi, &mut |g, ii| {
            let iend = g.tile_end(ii, hi)?;
            g.stepped(zero, n, &mut |g, jj| {
                let jend = g.tile_end(jj, n)?;
                let ranges = [(outer.index, ii, iend), (inner.index, jj, jend)];
                g.versioned(&bounds, &ranges, &mut |g| {
                    g.counted_loop(outer, ii, g.i64(1), iend, |g| {
                        let newly = g.guard_extents(inner, depth + 1, jend)?;
                        // Its strided reads would be gathers, slower than
                        // scalar loads in a tile (docs/cpu.md).
                        g.scalar_loop = true;
                        g.counted_loop(inner, jj, g.i64(1), jend, |g| {
                            g.level(&inner.body, depth + 2)
                        })?;
                        for x in newly {
                            g.guarded.remove(&x);
                        }
                        Ok(())
                    })
                })
            })
        })?;
        for x in newly {
            self.guarded.remove(&x);
        }
        Ok(())
    }

    /// `min(start + t, end)`, `t` the tile's side.
    fn tile_end(&mut self, start: IntValue<'ctx>, end: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let side = self.i64(SIDE);
        let next = e(self.b.build_int_add(start, side, "tile_end"))?;
        self.smin(next, end)
    }

    /// `body(t)` for `t` from `first` below `bound` in steps of the tile's side,
    /// the counter an `alloca` of the entry block.
    fn stepped(
        &mut self,
        first: IntValue<'ctx>,
        bound: IntValue<'ctx>,
        body: &mut dyn FnMut(&mut Self, IntValue<'ctx>) -> R<()>,
    ) -> R<()> {
        let i64t = self.ctx.i64_type();
        let slot = self.in_entry(|g| e(g.b.build_alloca(i64t, "tile")))?;
        let side = self.i64(SIDE);
        let names = ["tiles", "tile", "tiles_done"];
        self.counter_loop(slot, first, side, (IntPredicate::SLT, bound), names, body)
    }
}
