//! Float `max` and `min` folds as integer reductions. The language's `max`
//! and `min` ignore NaN (`llvm.maxnum`), and LLVM 19 vectorises a
//! `maxnum` reduction only under `nnan nsz`, which would make a NaN
//! element poison: a row maximum (`fold1 max`, softmax's first pass) stays
//! a scalar chain of `maxnum`s, several cycles per element. Ordered as
//! integers, though, floats are a monotone key away:
//!
//! ```text
//! key(x) = bits(x) ^ ((bits(x) >> (w - 1)) >>> 1)   (w-bit signed; NaN: the identity)
//! ```
//!
//! keeps non-negative floats' bits and flips the magnitude of negative
//! ones, so `x < y` exactly when `key(x) < key(y)` (`-0` below `+0`). With
//! NaN mapped to the reduction's identity (the least key for `max`, the
//! greatest for `min`), a NaN is ignored as `maxnum` ignores it, and a fold
//! over NaNs alone ends at the identity, whose decoding is a NaN: the
//! fold's result in every case, up to the sign of zero (`max(-0, +0)` is
//! `+0` here, either for `maxnum`). An integer `smax`/`smin` reduction is
//! what LLVM vectorises at every width.
//!
//! The rewrite, for an innermost loop (CPU only, not under
//! `--strict-float`): an update `acc := max(acc, x)` of a float accumulator
//! (or `fold1`'s `if started: acc := max(acc, x) else: acc := x; started :=
//! true`) that is the only statement of the loop's body mentioning `acc`
//! (and `started`) becomes `key := smax(key, key(x))` (and `started :=
//! true`), with `key` the key of `acc` before the loop (the identity when
//! not started) and `acc` decoded from it after the loop (where started).

use super::gen::{e, ActiveKeyFold, Gen, KeyFold, R};
use inkwell::values::{FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};
use ir::ast::Builtin;
use ir::loops::{Expr, Level, LoopProgram, Stmt, VarId};
use ir::{Prim, Scalar, ScalarType};

/// The folds of `body` (an innermost loop's level) that run as integer
/// reductions (see the module comment).
pub(super) fn key_folds(p: &LoopProgram, body: &Level) -> Vec<KeyFold> {
    if body.max_depth() > 0 {
        return Vec::new();
    }
    let mut candidates = Vec::new();
    body.walk(&mut |s| {
        if let Some(k) = key_fold(p, s) {
            candidates.push(k);
        }
    });
    candidates
        .into_iter()
        .filter(|k| {
            // The only statement mentioning the accumulator and its flag,
            // and the element read without them.
            let own: Vec<VarId> = [k.acc].into_iter().chain(k.started).collect();
            let mut mentioning = 0;
            body.walk(&mut |s| {
                let mut here = false;
                s.own_exprs(&mut |x| x.each_var(&mut |v| here |= own.contains(&v)));
                if let Stmt::Set { var, .. } | Stmt::Let { var, .. } | Stmt::Load { var, .. } = s {
                    here |= own.contains(var);
                }
                mentioning += usize::from(here);
            });
            let mut pure = true;
            k.x.each_var(&mut |v| pure &= !own.contains(&v));
            // An `if started` counts once for its condition; its branches'
            // statements mention the accumulator too.
            let expected = if k.started.is_some() { 4 } else { 1 };
            pure && mentioning == expected
        })
        .collect()
}

/// `s` as a key fold's update, when it is one.
fn key_fold(p: &LoopProgram, s: &Stmt) -> Option<KeyFold> {
    match s {
        Stmt::Set { var, value, .. } => {
            let (max, x) = extremum_of(*var, value)?;
            let prim = float(p, *var)?;
            Some(KeyFold {
                acc: *var,
                started: None,
                max,
                prim,
                x: x.clone(),
            })
        }
        Stmt::If {
            cond: Expr::Var(started),
            then_,
            else_,
            ..
        } => {
            let [Stmt::Set { var, value, .. }] = &then_[..] else {
                return None;
            };
            let (max, x) = extremum_of(*var, value)?;
            let first = else_
                .iter()
                .any(|s| matches!(s, Stmt::Set { var: v, value: y, .. } if v == var && y == x));
            let flag = else_.iter().any(|s| {
                matches!(s, Stmt::Set { var: v, value: Expr::Lit(Scalar::Bool(true)), .. } if v == started)
            });
            if else_.len() != 2 || !first || !flag {
                return None;
            }
            Some(KeyFold {
                acc: *var,
                started: Some(*started),
                max,
                prim: float(p, *var)?,
                x: x.clone(),
            })
        }
        _ => None,
    }
}

/// `max(acc, x)` or `max(x, acc)` (or `min`): whether `max`, and `x`.
fn extremum_of(acc: VarId, value: &Expr) -> Option<(bool, &Expr)> {
    let Expr::Call(f @ (Builtin::Max | Builtin::Min), args) = value else {
        return None;
    };
    let x = match &args[..] {
        [Expr::Var(a), x] | [x, Expr::Var(a)] if *a == acc => x,
        _ => return None,
    };
    Some((*f == Builtin::Max, x))
}

/// The float type of variable `v`.
fn float(p: &LoopProgram, v: VarId) -> Option<Prim> {
    match p.vars[v].ty {
        ScalarType::Prim(prim @ (Prim::F32 | Prim::F64)) => Some(prim),
        _ => None,
    }
}

impl<'ctx> Gen<'ctx, '_> {
    /// Sets up `folds` before their loop: each key from its accumulator.
    pub(super) fn start_key_folds(&mut self, folds: Vec<KeyFold>) -> R<Vec<ActiveKeyFold<'ctx>>> {
        let mut out = Vec::new();
        for fold in folds {
            let it = self.int_of(fold.prim);
            let key = self.in_entry(|g| e(g.b.build_alloca(it, "key")))?;
            let acc = self.float_var(fold.acc, fold.prim)?;
            let mut k = self.key(acc, fold.max)?;
            if let Some(s) = fold.started {
                let started = self.bool_var(s)?;
                let none = self.identity(fold.prim, fold.max);
                k = e(self.b.build_select(started, k, none, "key0"))?.into_int_value();
            }
            e(self.b.build_store(key, k))?;
            out.push(ActiveKeyFold { fold, key });
        }
        self.key_folds.extend(out.iter().cloned());
        Ok(out)
    }

    /// After the loop: each accumulator decoded from its key (where
    /// started).
    pub(super) fn finish_key_folds(&mut self, folds: &[ActiveKeyFold<'ctx>]) -> R<()> {
        for f in folds {
            let it = self.int_of(f.fold.prim);
            let k = e(self.b.build_load(it, f.key, "key"))?.into_int_value();
            let mut v = self.unkey(k, f.fold.prim)?;
            let slot = self.var(f.fold.acc)?;
            if let Some(s) = f.fold.started {
                let started = self.bool_var(s)?;
                let old = self.float_var(f.fold.acc, f.fold.prim)?;
                v = e(self.b.build_select(started, v, old, "acc"))?.into_float_value();
            }
            e(self.b.build_store(slot, v))?;
        }
        let n = self.key_folds.len() - folds.len();
        self.key_folds.truncate(n);
        Ok(())
    }

    /// `s` generated as a key fold's update, when it is one being
    /// generated: whether it was.
    pub(super) fn key_fold_update(&mut self, s: &Stmt) -> R<bool> {
        let acc = match s {
            Stmt::Set { var, .. } => *var,
            Stmt::If { then_, .. } => match &then_[..] {
                [Stmt::Set { var, .. }] => *var,
                _ => return Ok(false),
            },
            _ => return Ok(false),
        };
        let Some(f) = self.key_folds.iter().find(|f| f.fold.acc == acc).cloned() else {
            return Ok(false);
        };
        if matches!(s, Stmt::If { .. }) != f.fold.started.is_some() {
            return Ok(false);
        }
        let x = self.expr(&f.fold.x)?.ok_or("a folded element")?;
        let kx = self.key(x.into_float_value(), f.fold.max)?;
        let it = self.int_of(f.fold.prim);
        let k = e(self.b.build_load(it, f.key, "key"))?.into_int_value();
        let pred = if f.fold.max {
            IntPredicate::SGT
        } else {
            IntPredicate::SLT
        };
        let better = e(self.b.build_int_compare(pred, kx, k, "better"))?;
        let next = e(self.b.build_select(better, kx, k, "key"))?;
        e(self.b.build_store(f.key, next))?;
        if let Some(s) = f.fold.started {
            let slot = self.var(s)?;
            e(self
                .b
                .build_store(slot, self.ctx.bool_type().const_all_ones()))?;
        }
        Ok(true)
    }

    /// The integer type as wide as `prim`.
    fn int_of(&self, prim: Prim) -> inkwell::types::IntType<'ctx> {
        match prim {
            Prim::F32 => self.ctx.i32_type(),
            _ => self.ctx.i64_type(),
        }
    }

    /// The identity of the key reduction: the least key (`max`) or the
    /// greatest (`min`); either decodes to a NaN.
    fn identity(&self, prim: Prim, max: bool) -> IntValue<'ctx> {
        let it = self.int_of(prim);
        let bits = it.get_bit_width();
        let least = 1u64 << (bits - 1);
        it.const_int(if max { least } else { least - 1 }, false)
    }

    /// `x`'s key (NaN: the identity).
    fn key(&mut self, x: FloatValue<'ctx>, max: bool) -> R<IntValue<'ctx>> {
        let prim = if x.get_type() == self.ctx.f32_type() {
            Prim::F32
        } else {
            Prim::F64
        };
        let it = self.int_of(prim);
        let bits = e(self.b.build_bit_cast(x, it, "bits"))?.into_int_value();
        let k = self.flip_negative(bits)?;
        let nan = e(self.b.build_float_compare(FloatPredicate::UNO, x, x, "nan"))?;
        let none = self.identity(prim, max);
        Ok(e(self.b.build_select(nan, none, k, "key"))?.into_int_value())
    }

    /// The float whose key is `k`.
    fn unkey(&mut self, k: IntValue<'ctx>, prim: Prim) -> R<FloatValue<'ctx>> {
        let bits = self.flip_negative(k)?;
        let ft = self.prim_type(prim);
        Ok(e(self.b.build_bit_cast(bits, ft, "unkey"))?.into_float_value())
    }

    /// `v` with its magnitude bits flipped where it is negative (its own
    /// inverse).
    fn flip_negative(&mut self, v: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let it = v.get_type();
        let sign = it.const_int(u64::from(it.get_bit_width() - 1), false);
        let all = e(self.b.build_right_shift(v, sign, true, "sign"))?;
        let mask = e(self
            .b
            .build_right_shift(all, it.const_int(1, false), false, "mask"))?;
        e(self.b.build_xor(v, mask, "flipped"))
    }

    fn float_var(&mut self, v: VarId, prim: Prim) -> R<FloatValue<'ctx>> {
        let slot = self.var(v)?;
        let ft = self.prim_type(prim);
        Ok(e(self.b.build_load(ft, slot, "acc"))?.into_float_value())
    }

    fn bool_var(&mut self, v: VarId) -> R<IntValue<'ctx>> {
        let slot = self.var(v)?;
        let bt = self.ctx.bool_type();
        Ok(e(self.b.build_load(bt, slot, "started"))?.into_int_value())
    }
}
