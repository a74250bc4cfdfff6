//! Transposed reads in tiles. A nest that writes `c[i, j]` from `a[j, i]`
//! (a `transpose`, or any read whose last index follows the outer loop and
//! an earlier one the inner loop) strides through `a` by a whole row per
//! element: every read touches a new cache line, and the lines are evicted
//! before the next outer iteration would reuse them. Two perfectly nested
//! forward loops with such a read run in square tiles of `t` x `t` instead,
//! `t` = [`SIDE`], or [`BUFFERED_SIDE`] where the tile's reads go through
//! buffers (below) (the outer loop over its range in steps of
//! `t`, the inner over its whole extent in steps of `t`, then both within the
//! tile), so the lines a tile reads stay in the first-level cache while it
//! uses them. The order of iterations changes, so only nests whose
//! iterations are independent are tiled: no state across them (no `Set`,
//! no compaction or scatter). A check may then fail first at another
//! element; the error a run reports is the reference interpreter's anyway
//! (`interp::precise`).
//!
//! Where the set has 256-bit vectors and the tile's bounds are proved (its
//! versioned region), a read of `a[row(j), i]` of 4- or 8-byte elements
//! ([`ir::loops::transposed::exact_reads`]: `row(j)` is `j`, or
//! `flip_transpose`'s `m - 1 - j`) is copied into a buffer of the tile's
//! own first: a whole tile by blocks of 8 x 8 (or 4 x 4) elements, each
//! block's rows of `a` loaded as vectors and transposed in registers
//! ([`Gen::transposed`]) before they are stored as rows of the buffer; a
//! tile at the edges element by element. The tile's loops then read
//! `buf[i - ii][j - jj]` contiguously, and when no other read walks a
//! column their inner loop is vectorised, without interleaving
//! ([`LoopHint::Short`]: its 64 iterations are a few vectors). Copied
//! element by element, every tile was slower than the scalar loop it
//! replaced (docs/cpu.md, "Transposes in tiles").

use super::gen::{e, Gen, LoopHint, TileRead, R};
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicValue, BasicValueEnum, IntValue, PointerValue, VectorValue};
use inkwell::IntPredicate;
use ir::loops::transposed::{self, ExactRead};
use ir::loops::{Expr, For, VarId};
use ir::{Prim, ScalarType};
use std::collections::HashSet;

/// The tiles' side: 16 in every instruction set's code, which measured
/// faster than 8 and 32 with the tiles' inner loops kept scalar
/// (docs/cpu.md, "Transposes in tiles"; the measurements:
/// docs/results/cpu-techniques.md, "Tile sides").
const SIDE: i64 = 16;

/// The side of tiles whose transposed reads may go through buffers: each
/// row of `a` a tile reads is 64 elements long (256 or 512 bytes, whole
/// lines that the prefetchers follow), and so is each row it writes; 64
/// measured faster than 16 and 32 (docs/cpu.md; the measurements:
/// docs/results/cpu-techniques.md, "Tile sides").
const BUFFERED_SIDE: i64 = 64;

/// One tile: its ranges (first, end) of the outer and of the inner loop's
/// index, and its side.
#[derive(Clone, Copy)]
struct Tile<'ctx> {
    i: (IntValue<'ctx>, IntValue<'ctx>),
    j: (IntValue<'ctx>, IntValue<'ctx>),
    side: i64,
}

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
        // Each tile is one versioned region (`super::versioning`).
        let bounds = self.version_bounds(&inner.body, &[outer.index, inner.index]);
        let exact = if self.tuning.tile_buffers && self.tuning.wide_vectors {
            transposed::exact_reads(outer, inner)
        } else {
            Vec::new()
        };
        let buffered = exact.iter().any(|r| self.buffer_lanes(r).is_some());
        let side = if buffered { BUFFERED_SIDE } else { SIDE };
        self.stepped(lo, hi, side, &mut |g, ii| {
            let iend = g.tile_end(ii, hi, side)?;
            g.stepped(zero, n, side, &mut |g, jj| {
                let jend = g.tile_end(jj, n, side)?;
                let ranges = [(outer.index, ii, iend), (inner.index, jj, jend)];
                g.versioned(&bounds, &ranges, &mut |g| {
                    let tile = Tile {
                        i: (ii, iend),
                        j: (jj, jend),
                        side,
                    };
                    g.tile_reads = g.copy_tiles(&exact, outer, inner, tile)?;
                    let copied: HashSet<VarId> = g.tile_reads.iter().map(|t| t.var).collect();
                    // Strided reads would be gathers, slower than scalar
                    // loads in a tile (measurements:
                    // docs/results/cpu-techniques.md, "Transposes in tiles").
                    let strided = transposed::walks_a_column_except(outer, inner, &copied);
                    let done = g.counted_loop(outer, ii, g.i64(1), iend, |g| {
                        let newly = g.guard_extents(inner, depth + 1, jend)?;
                        g.loop_hint = Some(if strided {
                            LoopHint::Scalar
                        } else {
                            LoopHint::Short
                        });
                        g.counted_loop(inner, jj, g.i64(1), jend, |g| {
                            g.level(&inner.body, depth + 2)
                        })?;
                        for x in newly {
                            g.guarded.remove(&x);
                        }
                        Ok(())
                    });
                    g.tile_reads.clear();
                    done
                })
            })
        })?;
        for x in newly {
            self.guarded.remove(&x);
        }
        Ok(())
    }

    /// The element type of `r`'s array and the lanes of the register
    /// blocks that copy it into a buffer: 8 of 4 bytes or 4 of 8 (256-bit
    /// vectors); none for other elements.
    fn buffer_lanes(&self, r: &ExactRead) -> Option<(Prim, u32)> {
        let ScalarType::Prim(p) = self.p.arrays[r.array].elem else {
            return None;
        };
        match p.bytes() {
            4 => Some((p, 8)),
            8 => Some((p, 4)),
            _ => None,
        }
    }

    /// Copies the elements of each read of `exact` whose indices are
    /// proved here into a buffer of its own (`buf[i - ii][j - jj] =
    /// a[row(j), i]`; `exact` is empty unless the set has 256-bit
    /// vectors); the reads the tile's loops then take from them.
    fn copy_tiles(
        &mut self,
        exact: &[ExactRead],
        outer: &For,
        inner: &For,
        tile: Tile<'ctx>,
    ) -> R<Vec<TileRead<'ctx>>> {
        let Tile {
            i: (ii, iend),
            j: (jj, jend),
            side,
        } = tile;
        let mut reads = Vec::new();
        for r in exact {
            let proved = (0..2).all(|k| self.index_proved(r.array, k, r.index.get(k)));
            // Only whole tiles by register blocks pay: copied element by
            // element, the buffer made transpose_maps slower than the
            // scalar tiles, in SSE code and in AVX2 code (measurements:
            // docs/results/cpu-techniques.md, "Tile buffers").
            let Some((p, lanes)) = self.buffer_lanes(r) else {
                continue;
            };
            if !proved {
                continue;
            }
            let ty = self.prim_type(p);
            let cells = (side * side) as u32;
            let buf = self.in_entry(|g| e(g.b.build_alloca(ty.array_type(cells), "tile_buf")))?;
            // Rows of whole lines: no vector of the copy or of the tile's
            // loops straddles two.
            buf.as_instruction()
                .ok_or("an alloca")?
                .set_alignment(64)
                .map_err(|e| e.to_string())?;
            let t = TileRead {
                var: r.var,
                buf,
                ty,
                i: outer.index,
                j: inner.index,
                ii,
                jj,
                side,
            };
            // Whole tiles by blocks of registers, the tiles at the edges
            // element by element.
            let w = e(self.b.build_int_sub(iend, ii, "tile_w"))?;
            let h = e(self.b.build_int_sub(jend, jj, "tile_h"))?;
            let side = self.i64(side);
            let wide = e(self.b.build_int_compare(IntPredicate::EQ, w, side, "wide"))?;
            let high = e(self.b.build_int_compare(IntPredicate::EQ, h, side, "high"))?;
            let whole = e(self.b.build_and(wide, high, "whole"))?;
            let (blocks, elements, copied) = (
                self.ctx.append_basic_block(self.f, "tile_blocks"),
                self.ctx.append_basic_block(self.f, "tile_elements"),
                self.ctx.append_basic_block(self.f, "tile_copied"),
            );
            e(self.b.build_conditional_branch(whole, blocks, elements))?;
            self.b.position_at_end(blocks);
            self.copy_blocks(r, &t, lanes)?;
            e(self.b.build_unconditional_branch(copied))?;
            self.b.position_at_end(elements);
            self.copy_elements(r, &t, tile)?;
            e(self.b.build_unconditional_branch(copied))?;
            self.b.position_at_end(copied);
            reads.push(t);
        }
        Ok(reads)
    }

    /// The flat position of the start of the row `r` reads at inner index
    /// `j` (its row expression evaluated with the inner index's variable
    /// set to `j`: the loop sets it again when it starts).
    fn row_start(
        &mut self,
        r: &ExactRead,
        t: &TileRead<'ctx>,
        j: IntValue<'ctx>,
    ) -> R<IntValue<'ctx>> {
        let slot = self.var(t.j)?;
        e(self.b.build_store(slot, j))?;
        let row = self.expr(&r.row)?.ok_or("a row")?.into_int_value();
        let cols = self.dim(r.array, 1)?;
        e(self.b.build_int_mul(row, cols, "row"))
    }

    /// `t`'s buffer from `r`'s array, element by element: `buf[i - ii][j
    /// - jj] = a[row(j), i]`.
    fn copy_elements(&mut self, r: &ExactRead, t: &TileRead<'ctx>, tile: Tile<'ctx>) -> R<()> {
        let ((ii, iend), (jj, jend)) = (tile.i, tile.j);
        let i64t = self.ctx.i64_type();
        let (js, is) = (
            self.in_entry(|g| e(g.b.build_alloca(i64t, "copy_j")))?,
            self.in_entry(|g| e(g.b.build_alloca(i64t, "copy_i")))?,
        );
        let one = self.i64(1);
        let rows = ["copy_rows", "copy_row", "copy_rows_done"];
        let across = ["copy_cols", "copy_col", "copy_cols_done"];
        self.counter_loop(js, jj, one, (IntPredicate::SLT, jend), rows, |g, j| {
            let row = g.row_start(r, t, j)?;
            g.counter_loop(is, ii, one, (IntPredicate::SLT, iend), across, |g, i| {
                let pos = e(g.b.build_int_add(row, i, "pos"))?;
                let v = g.load_at(r.array, pos)?;
                let cell = g.tile_cell(t, i, j)?;
                e(g.b.build_store(cell, v))?;
                Ok(())
            })
        })
    }

    /// `t`'s buffer from `a` for a whole tile, in blocks of `l` x `l` (a
    /// loop over the block rows, one over the blocks along them): `l` rows
    /// of `a` loaded as vectors, transposed in registers, stored as `l`
    /// rows of the buffer.
    fn copy_blocks(&mut self, r: &ExactRead, t: &TileRead<'ctx>, l: u32) -> R<()> {
        let (zero, side) = (self.i64(0), self.i64(t.side));
        self.stepped(zero, side, l.into(), &mut |g, bj| {
            g.stepped(zero, side, l.into(), &mut |g, bi| {
                g.copy_block(r, t, l, bj, bi)
            })
        })
    }

    /// The block of `t`'s buffer at row `bi` and column `bj` (`l` x `l`
    /// elements, `bi` and `bj` multiples of `l`) from `a`.
    fn copy_block(
        &mut self,
        r: &ExactRead,
        t: &TileRead<'ctx>,
        l: u32,
        bj: IntValue<'ctx>,
        bi: IntValue<'ctx>,
    ) -> R<()> {
        let base = self.base(r.array, 0)?;
        let vec_t = match t.ty {
            BasicTypeEnum::FloatType(f) => f.vec_type(l).as_basic_type_enum(),
            BasicTypeEnum::IntType(i) => i.vec_type(l).as_basic_type_enum(),
            _ => return Err("a tile of vectors of floats or integers".into()),
        };
        // `l` lanes of 4 or 8 bytes fill 32.
        let elem_bytes = 32 / l;
        let i = e(self.b.build_int_add(t.ii, bi, "bi"))?;
        let j0 = e(self.b.build_int_add(t.jj, bj, "bj"))?;
        let mut rows = Vec::new();
        for k in 0..l {
            let j = e(self.b.build_int_add(j0, self.i64(k as i64), "bj"))?;
            let row = self.row_start(r, t, j)?;
            let pos = e(self.b.build_int_add(row, i, "bpos"))?;
            let p = unsafe { e(self.b.build_in_bounds_gep(t.ty, base, &[pos], "bp"))? };
            let v = e(self.b.build_load(vec_t, p, "brow_v"))?;
            v.as_instruction_value()
                .ok_or("a load")?
                .set_alignment(elem_bytes)
                .map_err(|e| e.to_string())?;
            rows.push(v.into_vector_value());
        }
        let cols_t = self.transposed(&rows)?;
        let first = e(self.b.build_int_mul(bi, self.i64(t.side), "brow"))?;
        let first = e(self.b.build_int_add(first, bj, "bcell"))?;
        for (k, v) in cols_t.iter().enumerate() {
            let at = self.i64(k as i64 * t.side);
            let at = e(self.b.build_int_add(first, at, "bcell"))?;
            let p = unsafe { e(self.b.build_in_bounds_gep(t.ty, t.buf, &[at], "bcell"))? };
            let st = e(self.b.build_store(p, *v))?;
            st.set_alignment(elem_bytes).map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    /// The `l` x `l` block whose rows are `rows` (`l` = 4 or 8 lanes),
    /// transposed by shuffles (AVX's unpack, shuffle and 128-bit permute
    /// steps).
    fn transposed(&self, rows: &[VectorValue<'ctx>]) -> R<Vec<VectorValue<'ctx>>> {
        let shuffle = |x: VectorValue<'ctx>, y: VectorValue<'ctx>, m: &[u32]| {
            self.shuffled(&self.b, x, y, m.iter().copied(), "tr")
        };
        let r = rows;
        if r.len() == 4 {
            let (lo, hi) = ([0, 4, 2, 6], [1, 5, 3, 7]);
            let (p20, p31) = ([0, 1, 4, 5], [2, 3, 6, 7]);
            let t0 = shuffle(r[0], r[1], &lo)?;
            let t1 = shuffle(r[0], r[1], &hi)?;
            let t2 = shuffle(r[2], r[3], &lo)?;
            let t3 = shuffle(r[2], r[3], &hi)?;
            return Ok(vec![
                shuffle(t0, t2, &p20)?,
                shuffle(t1, t3, &p20)?,
                shuffle(t0, t2, &p31)?,
                shuffle(t1, t3, &p31)?,
            ]);
        }
        let (lo, hi) = ([0, 8, 1, 9, 4, 12, 5, 13], [2, 10, 3, 11, 6, 14, 7, 15]);
        let (s44, see) = ([0, 1, 8, 9, 4, 5, 12, 13], [2, 3, 10, 11, 6, 7, 14, 15]);
        let (p20, p31) = ([0, 1, 2, 3, 8, 9, 10, 11], [4, 5, 6, 7, 12, 13, 14, 15]);
        let mut t = Vec::new();
        for q in [0, 4] {
            for (x, y) in [(q, q + 1), (q + 2, q + 3)] {
                t.push(shuffle(r[x], r[y], &lo)?);
                t.push(shuffle(r[x], r[y], &hi)?);
            }
        }
        // t: [lo01, hi01, lo23, hi23, lo45, hi45, lo67, hi67]
        let mut s = Vec::new();
        for q in [0, 4] {
            s.push(shuffle(t[q], t[q + 2], &s44)?);
            s.push(shuffle(t[q], t[q + 2], &see)?);
            s.push(shuffle(t[q + 1], t[q + 3], &s44)?);
            s.push(shuffle(t[q + 1], t[q + 3], &see)?);
        }
        let mut out = Vec::new();
        for m in [p20, p31] {
            for k in 0..4 {
                out.push(shuffle(s[k], s[k + 4], &m)?);
            }
        }
        Ok(out)
    }

    /// The value of `t` at the loops' current indices, from its buffer.
    pub(super) fn tile_read(&mut self, t: TileRead<'ctx>) -> R<BasicValueEnum<'ctx>> {
        let i = self.expr(&Expr::Var(t.i))?.ok_or("an index")?;
        let j = self.expr(&Expr::Var(t.j))?.ok_or("an index")?;
        let cell = self.tile_cell(&t, i.into_int_value(), j.into_int_value())?;
        e(self.b.build_load(t.ty, cell, "tile_read"))
    }

    /// The address of `buf[i - ii][j - jj]`.
    fn tile_cell(
        &mut self,
        t: &TileRead<'ctx>,
        i: IntValue<'ctx>,
        j: IntValue<'ctx>,
    ) -> R<PointerValue<'ctx>> {
        let di = e(self.b.build_int_sub(i, t.ii, "di"))?;
        let dj = e(self.b.build_int_sub(j, t.jj, "dj"))?;
        let row = e(self.b.build_int_mul(di, self.i64(t.side), "cell_row"))?;
        let at = e(self.b.build_int_add(row, dj, "cell"))?;
        unsafe { e(self.b.build_in_bounds_gep(t.ty, t.buf, &[at], "cellp")) }
    }

    /// `min(start + side, end)`.
    fn tile_end(
        &mut self,
        start: IntValue<'ctx>,
        end: IntValue<'ctx>,
        side: i64,
    ) -> R<IntValue<'ctx>> {
        let side = self.i64(side);
        let next = e(self.b.build_int_add(start, side, "tile_end"))?;
        self.smin(next, end)
    }

    /// `body(t)` for `t` from `first` below `bound` in steps of `step` (a
    /// tile's side, or a register block's), the counter an `alloca` of the
    /// entry block.
    fn stepped(
        &mut self,
        first: IntValue<'ctx>,
        bound: IntValue<'ctx>,
        step: i64,
        body: &mut dyn FnMut(&mut Self, IntValue<'ctx>) -> R<()>,
    ) -> R<()> {
        let i64t = self.ctx.i64_type();
        let slot = self.in_entry(|g| e(g.b.build_alloca(i64t, "tile")))?;
        let step = self.i64(step);
        let names = ["tiles", "tile", "tiles_done"];
        self.counter_loop(slot, first, step, (IntPredicate::SLT, bound), names, body)
    }
}
