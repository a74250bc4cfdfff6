//! The builtin functions (LLVM intrinsics or libmvec through `vmath` on
//! the CPU, libdevice on NVPTX)
//! and conversions between the scalar types.

use super::gen::{basic, e, Gen, Target, R};
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Linkage;
use inkwell::types::{BasicTypeEnum, IntType};
use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue};
use inkwell::{FloatPredicate, IntPredicate};
use ir::ast::Builtin;
use ir::{Prim, ScalarType};

impl<'ctx> Gen<'ctx, '_> {
    pub(super) fn intrinsic(&self, name: &str, ty: BasicTypeEnum<'ctx>) -> R<FunctionValue<'ctx>> {
        Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.module, &[ty]))
            .ok_or_else(|| format!("no intrinsic {name}"))
    }

    pub(super) fn call(
        &mut self,
        f: Builtin,
        t: &ScalarType,
        vs: &[BasicValueEnum<'ctx>],
    ) -> R<BasicValueEnum<'ctx>> {
        let prim = t.as_prim().ok_or("a builtin on tuples")?;
        let ty = self.prim_type(prim);
        let float = matches!(prim, Prim::F32 | Prim::F64);
        let args: Vec<inkwell::values::BasicMetadataValueEnum> =
            vs.iter().map(|v| (*v).into()).collect();
        let call_intr = |g: &mut Self, name: &str| -> R<BasicValueEnum<'ctx>> {
            let fv = g.intrinsic(name, ty)?;
            let c = e(g.b.build_call(fv, &args, "call"))?;
            basic(c, "a void intrinsic")
        };
        if !float {
            let a = vs[0].into_int_value();
            return Ok(match f {
                Builtin::Abs => {
                    let neg = e(self.b.build_int_neg(a, "neg"))?;
                    let lt = e(self.b.build_int_compare(
                        IntPredicate::SLT,
                        a,
                        a.get_type().const_zero(),
                        "lt",
                    ))?;
                    e(self.b.build_select(lt, neg, a, "abs"))?
                }
                Builtin::Min | Builtin::Max => {
                    let b = vs[1].into_int_value();
                    let p = if f == Builtin::Min {
                        IntPredicate::SLT
                    } else {
                        IntPredicate::SGT
                    };
                    let c = e(self.b.build_int_compare(p, a, b, "c"))?;
                    e(self.b.build_select(c, a, b, "mm"))?
                }
                _ => return Err(format!("`{}` on integers", f.name())),
            });
        }
        let special = match self.target {
            Target::Nvptx => self.libdevice_call(f, prim, &args)?,
            Target::Cpu => self.vector_math(f, prim, &args)?,
        };
        if let Some(v) = special {
            return Ok(v);
        }
        let name = match f {
            Builtin::Sqrt => "llvm.sqrt",
            Builtin::Exp => "llvm.exp",
            Builtin::Log => "llvm.log",
            Builtin::Sin => "llvm.sin",
            Builtin::Cos => "llvm.cos",
            Builtin::Floor => "llvm.floor",
            Builtin::Ceil => "llvm.ceil",
            Builtin::Abs => "llvm.fabs",
            Builtin::Min => "llvm.minnum",
            Builtin::Max => "llvm.maxnum",
            Builtin::Pow => "llvm.pow",
            Builtin::Tan => {
                // No portable intrinsic: call libm's tan / tanf.
                let cname = if prim == Prim::F32 { "tanf" } else { "tan" };
                let fv = match self.module.get_function(cname) {
                    Some(fv) => fv,
                    None => {
                        let ft = ty.into_float_type().fn_type(&[ty.into()], false);
                        self.module.add_function(cname, ft, Some(Linkage::External))
                    }
                };
                let c = e(self.b.build_call(fv, &args, "tan"))?;
                return basic(c, "tan is void");
            }
        };
        call_intr(self, name)
    }

    /// `x` as the integer type `t`, saturating and NaN to 0 (Rust's
    /// `as`, what `llvm.fptosi.sat` computes), written as a plain `fptosi`
    /// and three selects: LLVM 19's x86 back end takes every vector
    /// `fptosi.sat` apart into scalar conversions (some 120 instructions
    /// for 16 `f32` to `i64`), while these vectorise (`vcvttps2qq` and
    /// blends). `fptosi` is poison where `x` is NaN or outside `t`, and a
    /// `select` of another operand there is not: every such lane selects a
    /// bound or 0. Below the least value, any `x < -2^(w-1)` truncates to
    /// it or below; from `2^(w-1)` up, to the greatest or above.
    pub(super) fn saturating_to_int(
        &mut self,
        x: FloatValue<'ctx>,
        t: IntType<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        let bits = t.get_bit_width();
        let (max, min) = (i64::MAX >> (64 - bits), i64::MIN >> (64 - bits));
        let r = e(self.b.build_float_to_signed_int(x, t, "cv"))?;
        let bounds = [
            t.const_int(max as u64, true).into(),
            t.const_int(min as u64, true).into(),
            t.const_zero().into(),
        ];
        self.saturated(x, bits, r.into(), bounds)
    }

    /// `r`, a conversion of `x` to a `bits`-wide integer (or through one),
    /// with `x >= 2^(bits-1)` giving `max`, `x < -2^(bits-1)` giving `min`
    /// and NaN giving `zero`: Rust's `as` at the edges, in selects (which
    /// vectorise).
    fn saturated(
        &self,
        x: FloatValue<'ctx>,
        bits: u32,
        r: BasicValueEnum<'ctx>,
        [max, min, zero]: [BasicValueEnum<'ctx>; 3],
    ) -> R<BasicValueEnum<'ctx>> {
        let ft = x.get_type();
        let edge = 2f64.powi(bits as i32 - 1);
        let b = &self.b;
        let high = e(b.build_float_compare(FloatPredicate::OGE, x, ft.const_float(edge), "high"))?;
        let r = e(b.build_select(high, max, r, "sat"))?;
        let low = e(b.build_float_compare(FloatPredicate::OLT, x, ft.const_float(-edge), "low"))?;
        let r = e(b.build_select(low, min, r, "sat"))?;
        let nan = e(b.build_float_compare(FloatPredicate::UNO, x, x, "nan"))?;
        e(b.build_select(nan, zero, r, "sat"))
    }

    /// A float converted to an integer and back to a float, `f32 (i64 x)`
    /// (canny's grey levels): `trunc(x)` in the target type where the
    /// integer holds it, else the saturated bound's value, NaN 0; `None`
    /// for any other expression. For `|x| < 2^(w-1)` the integer is
    /// `trunc(x)`, an integer the source float type holds exactly, so
    /// converting it to the target type rounds (or widens) the same value;
    /// `+ 0.0` turns `trunc`'s `-0.0` into the integer's `+0.0`. No
    /// integer conversion is left, so the loop vectorises without
    /// AVX-512DQ too (LLVM takes `i64` lanes' conversions apart into scalar
    /// ones there).
    pub(super) fn through_int(
        &mut self,
        to: Prim,
        x: &ir::loops::Expr,
        at: ir::graph::NodeId,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let ir::loops::Expr::Convert(int @ (Prim::I32 | Prim::I64), inner) = x else {
            return Ok(None);
        };
        let from = self.ty(inner)?.as_prim();
        let floats = |p: Option<Prim>| matches!(p, Some(Prim::F32 | Prim::F64));
        if !floats(from) || !floats(Some(to)) {
            return Ok(None);
        }
        let Some(v) = self.expr_in(inner, at)? else {
            return Ok(None);
        };
        let x = v.into_float_value();
        let (ft, tt) = (x.get_type(), self.prim_type(to).into_float_type());
        let (bits, max, min) = match int {
            Prim::I32 => (32, i32::MAX as f64, i32::MIN as f64),
            _ => (64, i64::MAX as f64, i64::MIN as f64),
        };
        // The bounds as the target type rounds them (`i32::MAX` is 2^31 in
        // `f32`).
        let (max, min) = match to {
            Prim::F32 => (max as f32 as f64, min as f32 as f64),
            _ => (max, min),
        };
        let trunc = self.intrinsic("llvm.trunc", ft.into())?;
        let t = e(self.b.build_call(trunc, &[x.into()], "trunc"))?;
        let t = basic(t, "trunc is void")?.into_float_value();
        let t = e(self.b.build_float_add(t, ft.const_float(0.0), "plus_zero"))?;
        let r = e(self.b.build_float_cast(t, tt, "cv"))?;
        let bounds = [
            tt.const_float(max).into(),
            tt.const_float(min).into(),
            tt.const_zero().into(),
        ];
        Ok(Some(self.saturated(x, bits, r.into(), bounds)?))
    }

    pub(super) fn convert(
        &mut self,
        v: BasicValueEnum<'ctx>,
        from: Prim,
        to: Prim,
    ) -> R<BasicValueEnum<'ctx>> {
        let tt = self.prim_type(to);
        let is_f = |p: Prim| matches!(p, Prim::F32 | Prim::F64);
        Ok(match (is_f(from), is_f(to)) {
            (false, false) => {
                let x = v.into_int_value();
                let t = tt.into_int_type();
                e(self
                    .b
                    .build_int_cast_sign_flag(x, t, from != Prim::Bool, "cv"))?
                .into()
            }
            (false, true) => {
                let x = v.into_int_value();
                let t = tt.into_float_type();
                if from == Prim::Bool {
                    e(self.b.build_unsigned_int_to_float(x, t, "cv"))?.into()
                } else {
                    e(self.b.build_signed_int_to_float(x, t, "cv"))?.into()
                }
            }
            (true, false) if self.target == Target::Cpu && matches!(to, Prim::I32 | Prim::I64) => {
                self.saturating_to_int(v.into_float_value(), tt.into_int_type())?
            }
            (true, false) => {
                // Saturating, NaN to 0: Rust's `as`.
                let ft = self.prim_type(from);
                let fv = Intrinsic::find("llvm.fptosi.sat")
                    .and_then(|i| i.get_declaration(self.module, &[tt, ft]))
                    .ok_or("no llvm.fptosi.sat")?;
                let c = e(self.b.build_call(fv, &[v.into()], "sat"))?;
                basic(c, "fptosi.sat is void")?
            }
            (true, true) => {
                let x = v.into_float_value();
                let t = tt.into_float_type();
                e(self.b.build_float_cast(x, t, "cv"))?.into()
            }
        })
    }
}
