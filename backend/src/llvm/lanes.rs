//! The frame of a function on `f64` vector lanes that the generated code
//! computes itself ([`super::vexp`], [`super::vtrig`]): `<n x double>
//! name(<n x double> x)`, added to the module once, whose entry sends the
//! whole vector to libm lane by lane when a lane lies outside the fast
//! path's range (`|x| >= bound`, or NaN) and otherwise runs the fast path,
//! which may send the vector there too; with the constants and lane-wise
//! tests those fast paths build from.

use super::gen::{basic, e, Gen, R};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::module::Linkage;
use inkwell::types::VectorType;
use inkwell::values::{FunctionValue, IntValue, VectorValue};
use inkwell::FloatPredicate;

/// What a fast path of [`Gen::lane_function`] starts from.
pub(super) struct Lanes<'ctx> {
    /// The function being built (for blocks of its own).
    pub(super) f: FunctionValue<'ctx>,
    pub(super) x: VectorValue<'ctx>,
    /// `|x|`.
    pub(super) ax: VectorValue<'ctx>,
    /// The block computing every lane by libm.
    pub(super) slow: BasicBlock<'ctx>,
    pub(super) lanes: u32,
}

impl<'ctx> Gen<'ctx, '_> {
    /// The function `name` on `lanes` `f64` lanes, added to the module
    /// once: libm's `libm` lane by lane when any lane has `|x| >= bound` or
    /// is NaN, else the value `fast` builds (from the builder's position at
    /// its end; it may branch to [`Lanes::slow`] itself).
    pub(super) fn lane_function(
        &self,
        name: &str,
        lanes: u32,
        bound: f64,
        libm: FunctionValue<'ctx>,
        fast: impl FnOnce(&Builder<'ctx>, &Lanes<'ctx>) -> R<VectorValue<'ctx>>,
    ) -> R<FunctionValue<'ctx>> {
        if let Some(f) = self.module.get_function(name) {
            return Ok(f);
        }
        let ctx = self.ctx;
        let vt = ctx.f64_type().vec_type(lanes);
        let f = self.module.add_function(
            name,
            vt.fn_type(&[vt.into()], false),
            Some(Linkage::Private),
        );
        let (entry, fast_bb, slow) = (
            ctx.append_basic_block(f, "entry"),
            ctx.append_basic_block(f, "fast"),
            ctx.append_basic_block(f, "slow"),
        );
        let b = ctx.create_builder();
        let x = f
            .get_first_param()
            .ok_or("the argument")?
            .into_vector_value();
        b.position_at_end(entry);
        let ax = self.lanes_abs(&b, x)?;
        let out =
            e(b.build_float_compare(FloatPredicate::UGE, ax, self.splat(bound, lanes), "out"))?;
        let out = self.any_lane(&b, out)?;
        e(b.build_conditional_branch(out, slow, fast_bb))?;

        b.position_at_end(fast_bb);
        let parts = Lanes {
            f,
            x,
            ax,
            slow,
            lanes,
        };
        let y = fast(&b, &parts)?;
        e(b.build_return(Some(&y)))?;

        b.position_at_end(slow);
        let y = self.lane_by_lane(&b, libm, x)?;
        e(b.build_return(Some(&y)))?;
        Ok(f)
    }

    /// `c` in each of `lanes` `f64` lanes.
    pub(super) fn splat(&self, c: f64, lanes: u32) -> VectorValue<'ctx> {
        let c = self.ctx.f64_type().const_float(c);
        VectorType::const_vector(&vec![c; lanes as usize])
    }

    /// `c` in each of `lanes` `i64` lanes.
    pub(super) fn splat_i64(&self, c: u64, lanes: u32) -> VectorValue<'ctx> {
        let c = self.ctx.i64_type().const_int(c, false);
        VectorType::const_vector(&vec![c; lanes as usize])
    }

    /// The lanes of `x` and then `y` picked by the constant indices `mask`
    /// (LLVM's `shufflevector`), built by `b`.
    pub(super) fn shuffled(
        &self,
        b: &Builder<'ctx>,
        x: VectorValue<'ctx>,
        y: VectorValue<'ctx>,
        mask: impl IntoIterator<Item = u32>,
        name: &str,
    ) -> R<VectorValue<'ctx>> {
        let i32t = self.ctx.i32_type();
        let mask: Vec<_> = mask
            .into_iter()
            .map(|k| i32t.const_int(u64::from(k), false))
            .collect();
        e(b.build_shuffle_vector(x, y, VectorType::const_vector(&mask), name))
    }

    /// Whether any lane of the `i1` vector `mask` is set.
    pub(super) fn any_lane(&self, b: &Builder<'ctx>, mask: VectorValue<'ctx>) -> R<IntValue<'ctx>> {
        let or = self.intrinsic("llvm.vector.reduce.or", mask.get_type().into())?;
        let r = e(b.build_call(or, &[mask.into()], "any"))?;
        Ok(basic(r, "reduce is void")?.into_int_value())
    }

    /// `|v|`, lane by lane.
    pub(super) fn lanes_abs(
        &self,
        b: &Builder<'ctx>,
        v: VectorValue<'ctx>,
    ) -> R<VectorValue<'ctx>> {
        let fabs = self.intrinsic("llvm.fabs", v.get_type().into())?;
        let a = e(b.build_call(fabs, &[v.into()], "abs"))?;
        Ok(basic(a, "fabs is void")?.into_vector_value())
    }

    /// The scalar function `libm` (on `f64`) on every lane of `x`, one call
    /// per lane.
    fn lane_by_lane(
        &self,
        b: &Builder<'ctx>,
        libm: FunctionValue<'ctx>,
        x: VectorValue<'ctx>,
    ) -> R<VectorValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let mut y = x.get_type().get_poison();
        for k in 0..x.get_type().get_size() {
            let lane = i64t.const_int(k as u64, false);
            let xk = e(b.build_extract_element(x, lane, "xk"))?;
            let yk = e(b.build_call(libm, &[xk.into()], "yk"))?;
            let yk = basic(yk, "a void libm call")?;
            y = e(b.build_insert_element(y, yk, lane, "y"))?;
        }
        Ok(y)
    }
}
