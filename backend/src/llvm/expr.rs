//! Expressions: each `ir::loops::Expr` as an LLVM value, with literals and
//! the binary operators (integer division by an invariant through
//! [`super::divide`]).

use super::gen::{e, Gen, R};
use inkwell::values::FastMathFlags;
use inkwell::values::{BasicValue, BasicValueEnum, IntValue};
use inkwell::{FloatPredicate, IntPredicate};
use ir::ast::{BinOp, UnOp};
use ir::graph::NodeId;
use ir::loops::Expr;
use ir::runtime::RuntimeErrorKind;
use ir::{Prim, Scalar, ScalarType};

impl<'ctx> Gen<'ctx, '_> {
    /// An expression that cannot be `ignore`.
    pub(super) fn expr_at(&mut self, x: &Expr, at: NodeId) -> R<BasicValueEnum<'ctx>> {
        let saved = self.ignore.take();
        let v = self.expr_in(x, at);
        self.ignore = saved;
        v?.ok_or_else(|| "`ignore` outside a permute target".to_string())
    }

    pub(super) fn expr(&mut self, x: &Expr) -> R<Option<BasicValueEnum<'ctx>>> {
        self.expr_in(x, NodeId::new(u32::MAX))
    }

    pub(super) fn ty(&self, x: &Expr) -> R<ScalarType> {
        ir::loops::type_of(self.p, x)
    }

    /// `None` when evaluation jumped to `ignore` (the builder is then in a
    /// dead block).
    pub(super) fn expr_in(&mut self, x: &Expr, at: NodeId) -> R<Option<BasicValueEnum<'ctx>>> {
        macro_rules! val {
            ($e:expr) => {
                match self.expr_in($e, at)? {
                    Some(v) => v,
                    None => return Ok(None),
                }
            };
        }
        if self.interior.is_some() {
            if let Some(v) = self.unclamped(x)? {
                return Ok(Some(v.into()));
            }
        }
        Ok(Some(match x {
            Expr::Var(v) => {
                let p = self.var(*v)?;
                let ty = self.value_type(&self.p.vars[*v].ty);
                e(self.b.build_load(ty, p, "v"))?
            }
            Expr::Lit(s) => self.literal(s),
            Expr::Index { array, index } => {
                let mut ix = Vec::new();
                for i in index {
                    ix.push(val!(i).into_int_value());
                }
                let pos = self.position(*array, &ix, index, at)?;
                self.load_at(*array, pos)?
            }
            Expr::Dim { array, axis } => self.dim(*array, *axis)?.into(),
            Expr::Unary(op, a) => {
                let t = self.ty(a)?;
                let v = val!(a);
                match (op, t.as_prim()) {
                    (UnOp::Not, _) => e(self.b.build_not(v.into_int_value(), "not"))?.into(),
                    (UnOp::Neg, Some(Prim::F32 | Prim::F64)) => {
                        e(self.b.build_float_neg(v.into_float_value(), "neg"))?.into()
                    }
                    (UnOp::Neg, _) => e(self.b.build_int_neg(v.into_int_value(), "neg"))?.into(),
                }
            }
            Expr::Binary(op @ (BinOp::And | BinOp::Or), a, b2) => {
                return self.short_circuit(*op == BinOp::And, a, b2, at)
            }
            // The wrap idiom's outer remainder, `(r + d) % d` with `r = _ % d`:
            // the sum lies in `(0, 2d)` and `d >= 1` (`ranges::Lets::wrapped_sum`).
            Expr::Binary(BinOp::Rem, a, d)
                if self.tuning.reduced_wraps && self.lets.wrapped_sum(a, d) =>
            {
                let (t, d) = (val!(a).into_int_value(), val!(d).into_int_value());
                let ge = e(self.b.build_int_compare(IntPredicate::SGE, t, d, "wge"))?;
                let less = e(self.b.build_int_sub(t, d, "wsub"))?;
                e(self.b.build_select(ge, less, t, "wrap"))?
            }
            Expr::Binary(op @ (BinOp::Div | BinOp::Rem), a, b2) if matches!(&**b2, Expr::Var(v) if self.recips.contains_key(v)) =>
            {
                let Expr::Var(v) = &**b2 else { unreachable!() };
                let (l, d) = (val!(a).into_int_value(), val!(b2).into_int_value());
                self.recip_divide(*op, l, d, *v, at)?.into()
            }
            Expr::Binary(op, a, b2) => {
                let t = self.ty(a)?;
                let (l, r) = (val!(a), val!(b2));
                let rt = self.ty(b2)?;
                self.binary(*op, &t, &rt, l, r, at)?
            }
            Expr::If(c, a, b2) => return self.conditional(c, a, b2, at),
            Expr::Let { var, value, body } => {
                let v = val!(value);
                let p = self.var(*var)?;
                e(self.b.build_store(p, v))?;
                val!(body)
            }
            Expr::Tuple(es) => {
                let ty = self.value_type(&self.ty(x)?).into_struct_type();
                let mut agg = ty.get_undef();
                for (k, a) in es.iter().enumerate() {
                    let v = val!(a);
                    agg =
                        e(self.b.build_insert_value(agg, v, k as u32, "tup"))?.into_struct_value();
                }
                agg.into()
            }
            Expr::Proj(a, k) => match self.field_of_var(x)? {
                // A field of a tuple variable: that field alone.
                Some(((ptr, ty), _)) => e(self.b.build_load(ty, ptr, "fld"))?,
                None => {
                    let v = val!(a).into_struct_value();
                    e(self.b.build_extract_value(v, *k as u32, "proj"))?
                }
            },
            Expr::Call(f, args) => {
                let t = self.ty(&args[0])?;
                let mut vs = Vec::new();
                for a in args {
                    vs.push(val!(a));
                }
                self.call(*f, &t, &vs)?
            }
            Expr::Convert(to, a) => {
                if self.tuning.float_round_trips {
                    if let Some(v) = self.through_int(*to, a, at)? {
                        return Ok(Some(v));
                    }
                }
                let from = self.ty(a)?;
                let v = val!(a);
                self.convert(v, from.as_prim().ok_or("convert a tuple")?, *to)?
            }
            Expr::Ignore => match self.ignore {
                Some(bb) => {
                    e(self.b.build_unconditional_branch(bb))?;
                    let dead = self.ctx.append_basic_block(self.f, "dead");
                    self.b.position_at_end(dead);
                    return Ok(None);
                }
                None => return Err("`ignore` outside a permute target".into()),
            },
        }))
    }

    /// `a && b` (`is_and`) or `a || b`: `b` only when `a` does not decide.
    fn short_circuit(
        &mut self,
        is_and: bool,
        a: &Expr,
        b2: &Expr,
        at: NodeId,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let Some(l) = self.expr_in(a, at)? else {
            return Ok(None);
        };
        let l = l.into_int_value();
        let from = self.b.get_insert_block().expect("positioned");
        let rhs = self.ctx.append_basic_block(self.f, "rhs");
        let join = self.ctx.append_basic_block(self.f, "sc");
        if is_and {
            e(self.b.build_conditional_branch(l, rhs, join))?;
        } else {
            e(self.b.build_conditional_branch(l, join, rhs))?;
        }
        self.b.position_at_end(rhs);
        let Some(r) = self.expr_in(b2, at)? else {
            return Ok(None);
        };
        let r = r.into_int_value();
        let rend = self.b.get_insert_block().expect("positioned");
        e(self.b.build_unconditional_branch(join))?;
        self.b.position_at_end(join);
        let phi = e(self.b.build_phi(self.ctx.bool_type(), "sc"))?;
        let short = self.ctx.bool_type().const_int(!is_and as u64, false);
        phi.add_incoming(&[(&short, from), (&r, rend)]);
        Ok(Some(phi.as_basic_value()))
    }

    /// `if c then a else b2`, either arm possibly `ignore` (a permute's
    /// target): a phi of the arms that finished.
    fn conditional(
        &mut self,
        c: &Expr,
        a: &Expr,
        b2: &Expr,
        at: NodeId,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let Some(cv) = self.expr_in(c, at)? else {
            return Ok(None);
        };
        let cv = cv.into_int_value();
        let ty = if matches!(a, Expr::Ignore) {
            self.ty(b2)?
        } else {
            self.ty(a)?
        };
        let (tb, eb, jb) = (
            self.ctx.append_basic_block(self.f, "t"),
            self.ctx.append_basic_block(self.f, "e"),
            self.ctx.append_basic_block(self.f, "j"),
        );
        e(self.b.build_conditional_branch(cv, tb, eb))?;
        let mut incoming = Vec::new();
        for (bb, arm) in [(tb, a), (eb, b2)] {
            self.b.position_at_end(bb);
            match self.expr_in(arm, at)? {
                Some(v) => {
                    incoming.push((v, self.b.get_insert_block().expect("positioned")));
                    e(self.b.build_unconditional_branch(jb))?;
                }
                // The arm jumped to `ignore`; its dead block ends here.
                None => {
                    e(self.b.build_unreachable())?;
                }
            }
        }
        self.b.position_at_end(jb);
        if incoming.is_empty() {
            e(self.b.build_unreachable())?;
            let dead = self.ctx.append_basic_block(self.f, "dead");
            self.b.position_at_end(dead);
            return Ok(None);
        }
        let phi = e(self.b.build_phi(self.value_type(&ty), "if"))?;
        for (v, bb) in &incoming {
            phi.add_incoming(&[(v as &dyn BasicValue, *bb)]);
        }
        Ok(Some(phi.as_basic_value()))
    }

    pub(super) fn literal(&self, s: &Scalar) -> BasicValueEnum<'ctx> {
        match s {
            Scalar::Bool(b) => self.ctx.bool_type().const_int(*b as u64, false).into(),
            Scalar::I32(v) => self.ctx.i32_type().const_int(*v as i64 as u64, true).into(),
            Scalar::I64(v) => self.i64(*v).into(),
            Scalar::F32(v) => self.ctx.f32_type().const_float(*v as f64).into(),
            Scalar::F64(v) => self.ctx.f64_type().const_float(*v).into(),
            Scalar::Tuple(xs) => {
                let vs: Vec<BasicValueEnum> = xs.iter().map(|x| self.literal(x)).collect();
                self.ctx.const_struct(&vs, false).into()
            }
        }
    }

    fn binary(
        &mut self,
        op: BinOp,
        t: &ScalarType,
        rt: &ScalarType,
        l: BasicValueEnum<'ctx>,
        r: BasicValueEnum<'ctx>,
        at: NodeId,
    ) -> R<BasicValueEnum<'ctx>> {
        let prim = t.as_prim().ok_or("a binary operation on tuples")?;
        if matches!(prim, Prim::F32 | Prim::F64) {
            let (a, b) = (l.into_float_value(), r.into_float_value());
            let cmp = |p| Some(p);
            let pred = match op {
                BinOp::Eq => cmp(FloatPredicate::OEQ),
                BinOp::Ne => cmp(FloatPredicate::UNE),
                BinOp::Lt => cmp(FloatPredicate::OLT),
                BinOp::Le => cmp(FloatPredicate::OLE),
                BinOp::Gt => cmp(FloatPredicate::OGT),
                BinOp::Ge => cmp(FloatPredicate::OGE),
                _ => None,
            };
            if let Some(p) = pred {
                return Ok(e(self.b.build_float_compare(p, a, b, "fc"))?.into());
            }
            let v = match op {
                BinOp::Add => e(self.b.build_float_add(a, b, "fa"))?,
                BinOp::Sub => e(self.b.build_float_sub(a, b, "fs"))?,
                BinOp::Mul => e(self.b.build_float_mul(a, b, "fm"))?,
                BinOp::Div => e(self.b.build_float_div(a, b, "fd"))?,
                BinOp::Rem => e(self.b.build_float_rem(a, b, "fr"))?,
                _ => return Err(format!("`{}` on floats", op.symbol())),
            };
            if self.reassoc {
                if let Some(i) = v.as_instruction() {
                    let _ = i.set_fast_math_flags(FastMathFlags::AllowReassoc);
                }
            }
            return Ok(v.into());
        }
        let (a, b) = (l.into_int_value(), r.into_int_value());
        let signed = prim != Prim::Bool;
        let ipred = |s: IntPredicate, u: IntPredicate| if signed { s } else { u };
        let pred = match op {
            BinOp::Eq => Some(IntPredicate::EQ),
            BinOp::Ne => Some(IntPredicate::NE),
            BinOp::Lt => Some(ipred(IntPredicate::SLT, IntPredicate::ULT)),
            BinOp::Le => Some(ipred(IntPredicate::SLE, IntPredicate::ULE)),
            BinOp::Gt => Some(ipred(IntPredicate::SGT, IntPredicate::UGT)),
            BinOp::Ge => Some(ipred(IntPredicate::SGE, IntPredicate::UGE)),
            _ => None,
        };
        if let Some(p) = pred {
            return Ok(e(self.b.build_int_compare(p, a, b, "ic"))?.into());
        }
        Ok(match op {
            BinOp::Add => e(self.b.build_int_add(a, b, "add"))?,
            BinOp::Sub => e(self.b.build_int_sub(a, b, "sub"))?,
            BinOp::Mul => e(self.b.build_int_mul(a, b, "mul"))?,
            BinOp::BitAnd | BinOp::And => e(self.b.build_and(a, b, "and"))?,
            BinOp::BitOr | BinOp::Or => e(self.b.build_or(a, b, "or"))?,
            BinOp::BitXor => e(self.b.build_xor(a, b, "xor"))?,
            BinOp::Div | BinOp::Rem => {
                let ty = a.get_type();
                let zero = ty.const_zero();
                let minus1 = ty.const_all_ones();
                let is_zero = e(self.b.build_int_compare(IntPredicate::EQ, b, zero, "z"))?;
                if self.checks {
                    let ok = e(self.b.build_not(is_zero, "nz"))?;
                    let (d1, d2) = (self.widen(a)?, self.widen(b)?);
                    self.guard(ok, RuntimeErrorKind::by_zero(op == BinOp::Rem), at, d1, d2)?;
                }
                // No undefined behaviour: divide by 1 where b is 0 or -1.
                let is_m1 = e(self.b.build_int_compare(IntPredicate::EQ, b, minus1, "m1"))?;
                let bad = e(self.b.build_or(is_zero, is_m1, "bad"))?;
                let safe =
                    e(self.b.build_select(bad, ty.const_int(1, false), b, "d"))?.into_int_value();
                if op == BinOp::Div {
                    let q = e(self.b.build_int_signed_div(a, safe, "q"))?;
                    let neg = e(self.b.build_int_neg(a, "negq"))?;
                    e(self.b.build_select(is_m1, neg, q, "div"))?.into_int_value()
                } else {
                    let r = e(self.b.build_int_signed_rem(a, safe, "r"))?;
                    e(self.b.build_select(is_m1, zero, r, "rem"))?.into_int_value()
                }
            }
            BinOp::Shl | BinOp::Shr => {
                let ty = a.get_type();
                let bits = ty.get_bit_width() as u64;
                let rprim = rt.as_prim().ok_or("shift by a tuple")?;
                let amt = if rprim == prim {
                    b
                } else {
                    e(self.b.build_int_cast_sign_flag(b, ty, true, "amt"))?
                };
                let amt = e(self.b.build_and(amt, ty.const_int(bits - 1, false), "mask"))?;
                if op == BinOp::Shl {
                    e(self.b.build_left_shift(a, amt, "shl"))?
                } else {
                    e(self.b.build_right_shift(a, amt, true, "shr"))?
                }
            }
            _ => return Err(format!("`{}` on integers", op.symbol())),
        }
        .into())
    }

    pub(super) fn widen(&mut self, v: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        if v.get_type().get_bit_width() == 64 {
            Ok(v)
        } else {
            e(self.b.build_int_s_extend(v, self.ctx.i64_type(), "w"))
        }
    }
}
