//! Memory: positions of elements (bounds-checked), loads and stores of
//! scalars and tuples leaf by leaf, in arrays' buffers, records' slots and
//! variables' fields.

use super::gen::{e, Field, Gen, Leaves, Place, R};
use inkwell::values::{BasicValue, BasicValueEnum, IntValue, PointerValue};
use inkwell::IntPredicate;
use ir::graph::{ArrayId, NodeId};
use ir::loops::Expr;
use ir::runtime::RuntimeErrorKind;
use ir::{Prim, ScalarType};

impl<'ctx> Gen<'ctx, '_> {
    /// The flat position of `ix` in `a` (bounds-checked when checking).
    pub(super) fn position(
        &mut self,
        a: ArrayId,
        ix: &[IntValue<'ctx>],
        exprs: &[Expr],
        at: NodeId,
    ) -> R<IntValue<'ctx>> {
        let mut pos = self.i64(0);
        for (d, &i) in ix.iter().enumerate() {
            let n = self.dim(a, d)?;
            if self.checks && !self.index_proved(a, d, exprs.get(d)) {
                // A clamp into this extent is in bounds when the extent is
                // not 0.
                let clamp = match exprs.get(d) {
                    Some(Expr::Var(v)) => self.clamped_within(*v, &Expr::Dim { array: a, axis: d }),
                    _ => false,
                };
                let ok = if clamp {
                    self.nonempty(n)?
                } else {
                    e(self.b.build_int_compare(IntPredicate::ULT, i, n, "inb"))?
                };
                self.guard(ok, RuntimeErrorKind::OutOfBounds, at, i, n)?;
            }
            let scaled = e(self.b.build_int_mul(pos, n, "pos"))?;
            pos = e(self.b.build_int_add(scaled, i, "pos"))?;
        }
        Ok(pos)
    }

    /// Whether index `x` on `axis` of `a` is known in bounds here: the
    /// enclosing loop's index checked before the loop, a versioned loop's
    /// proved site, or in bounds by construction (`ir::loops::ranges`).
    pub(super) fn index_proved(&self, a: ArrayId, axis: usize, x: Option<&Expr>) -> bool {
        let at_loop = matches!(x, Some(Expr::Var(v)) if self.loop_vars.get(axis) == Some(v));
        (at_loop && self.guarded.contains(&(a, axis)))
            || self.proved_axis(a, axis, x)
            || x.is_some_and(|x| self.lets.within(x, &Expr::Dim { array: a, axis }))
    }

    /// Whether the check statement with condition `cond` is known to hold
    /// here: proved by a versioned loop's test, or a range check in bounds
    /// by construction (`ir::loops::ranges`).
    pub(super) fn check_proved(&self, cond: &Expr) -> bool {
        self.proved_check(cond)
            || cond
                .as_range_check()
                .is_some_and(|(x, e)| self.lets.within(x, e))
    }

    /// The position of a `permute`'s target: bounds-checked even under
    /// `--unchecked`, since the target comes from the data and a write
    /// outside the array would corrupt memory (one compare per element).
    pub(super) fn target_position(
        &mut self,
        a: ArrayId,
        ix: &[IntValue<'ctx>],
        at: NodeId,
    ) -> R<IntValue<'ctx>> {
        let checks = std::mem::replace(&mut self.checks, true);
        let pos = self.position(a, ix, &[], at);
        self.checks = checks;
        pos
    }

    pub(super) fn load(
        &mut self,
        a: ArrayId,
        index: &[Expr],
        at: NodeId,
    ) -> R<BasicValueEnum<'ctx>> {
        let pos = self.element_pos(a, index, at)?;
        self.load_at(a, pos)
    }

    /// The flat position of `a[index]` (bounds-checked) in a statement of
    /// node `at`.
    pub(super) fn element_pos(
        &mut self,
        a: ArrayId,
        index: &[Expr],
        at: NodeId,
    ) -> R<IntValue<'ctx>> {
        let mut ix = Vec::new();
        for x in index {
            ix.push(self.expr_at(x, at)?.into_int_value());
        }
        self.position(a, &ix, index, at)
    }

    pub(super) fn load_at(&mut self, a: ArrayId, pos: IntValue<'ctx>) -> R<BasicValueEnum<'ctx>> {
        let ty = self.p.arrays[a].elem.clone();
        self.load_value(Place::Element(a, pos), &ty, &mut 0)
    }

    /// The address of primitive leaf `leaf` (of type `p`) of a scalar at
    /// `place`.
    fn leaf_ptr(&mut self, place: Place<'ctx>, leaf: usize, p: Prim) -> R<PointerValue<'ctx>> {
        match place {
            Place::Element(a, pos) => {
                let base = self.base(a, leaf)?;
                let mt = self.mem_type(p);
                unsafe { e(self.b.build_in_bounds_gep(mt, base, &[pos], "elp")) }
            }
            Place::Slot(at) => {
                let off = self.i64(8 * leaf as i64);
                unsafe {
                    e(self
                        .b
                        .build_in_bounds_gep(self.ctx.i8_type(), at, &[off], "leaf"))
                }
            }
        }
    }

    /// A scalar of type `ty` loaded leaf by leaf from `place`, from leaf
    /// `*leaf` on (a `bool` is a byte).
    pub(super) fn load_value(
        &mut self,
        place: Place<'ctx>,
        ty: &ScalarType,
        leaf: &mut usize,
    ) -> R<BasicValueEnum<'ctx>> {
        match ty {
            ScalarType::Prim(p) => {
                let at = self.leaf_ptr(place, *leaf, *p)?;
                *leaf += 1;
                let mt = self.mem_type(*p);
                let v = e(self.b.build_load(mt, at, "el"))?;
                if let Place::Element(a, _) = place {
                    let slot = self.layout.slot(a) + *leaf - 1;
                    self.element_access(v.as_instruction_value(), slot);
                }
                if *p == Prim::Bool {
                    Ok(e(self
                        .b
                        .build_int_truncate(v.into_int_value(), self.ctx.bool_type(), "b"))?
                    .into())
                } else {
                    Ok(v)
                }
            }
            ScalarType::Tuple(ts) => {
                let st = self.value_type(ty).into_struct_type();
                let mut agg = st.get_undef();
                for (k, t) in ts.iter().enumerate() {
                    let v = self.load_value(place, t, leaf)?;
                    agg =
                        e(self.b.build_insert_value(agg, v, k as u32, "tup"))?.into_struct_value();
                }
                Ok(agg.into())
            }
        }
    }

    /// Copies a tuple of type `ty` from `from` to `to` one primitive leaf
    /// at a time, never through one LLVM aggregate: an aggregate as wide as
    /// the tuple made LLVM's passes quadratic (a 5000-field tuple took
    /// minutes).
    pub(super) fn copy_leaves(
        &mut self,
        from: Leaves<'ctx>,
        to: Leaves<'ctx>,
        ty: &ScalarType,
    ) -> R<()> {
        self.copy_leaves_from(from, to, ty, &mut Vec::new(), &mut 0)
    }

    /// [`Self::copy_leaves`] from field `path`, primitive leaf `*leaf` on.
    fn copy_leaves_from(
        &mut self,
        from: Leaves<'ctx>,
        to: Leaves<'ctx>,
        ty: &ScalarType,
        path: &mut Vec<u32>,
        leaf: &mut usize,
    ) -> R<()> {
        match ty {
            ScalarType::Prim(_) => {
                let v = match from {
                    Leaves::Mem(place) => self.load_value(place, ty, &mut { *leaf })?,
                    Leaves::Var(f) => {
                        let p = self.field_ptr(f, path)?;
                        e(self.b.build_load(self.value_type(ty), p, "fv"))?
                    }
                };
                match to {
                    Leaves::Mem(place) => self.store_value(place, ty, v, &mut { *leaf })?,
                    Leaves::Var(f) => {
                        let p = self.field_ptr(f, path)?;
                        e(self.b.build_store(p, v))?;
                    }
                }
                *leaf += 1;
            }
            ScalarType::Tuple(ts) => {
                for (k, t) in ts.iter().enumerate() {
                    path.push(k as u32);
                    self.copy_leaves_from(from, to, t, path, leaf)?;
                    path.pop();
                }
            }
        }
        Ok(())
    }

    /// The address of field `path` of a variable of struct type.
    fn field_ptr(&mut self, (ptr, ty): Field<'ctx>, path: &[u32]) -> R<PointerValue<'ctx>> {
        if path.is_empty() {
            return Ok(ptr);
        }
        let i32t = self.ctx.i32_type();
        let ix: Vec<IntValue> = std::iter::once(0)
            .chain(path.iter().copied())
            .map(|k| i32t.const_int(k as u64, false))
            .collect();
        unsafe { e(self.b.build_in_bounds_gep(ty, ptr, &ix, "fldp")) }
    }

    /// For `v.k1.k2…` (or `v`) with `v` a variable: the field's address,
    /// LLVM type and type, so that a projection loads one leaf and a copy
    /// of a tuple goes leaf by leaf, never through one LLVM aggregate.
    pub(super) fn field_of_var(&mut self, x: &Expr) -> R<Option<(Field<'ctx>, ScalarType)>> {
        let mut path = Vec::new();
        let mut base = x;
        while let Expr::Proj(a, k) = base {
            path.push(*k as u32);
            base = a;
        }
        let Expr::Var(v) = base else { return Ok(None) };
        path.reverse();
        let var_ty = self.p.vars[*v].ty.clone();
        let mut field = &var_ty;
        for k in &path {
            let ScalarType::Tuple(ts) = field else {
                return Ok(None);
            };
            let Some(t) = ts.get(*k as usize) else {
                return Ok(None);
            };
            field = t;
        }
        let field = field.clone();
        let field_ty = self.value_type(&field);
        let p = self.var(*v)?;
        let st = self.value_type(&var_ty);
        Ok(Some(((self.field_ptr((p, st), &path)?, field_ty), field)))
    }

    /// A tuple-typed variable or field of one ([`Self::field_of_var`]).
    pub(super) fn tuple_of_var(&mut self, x: &Expr) -> R<Option<(Field<'ctx>, ScalarType)>> {
        Ok(self
            .field_of_var(x)?
            .filter(|(_, t)| matches!(t, ScalarType::Tuple(_))))
    }

    pub(super) fn store_at(
        &mut self,
        a: ArrayId,
        pos: IntValue<'ctx>,
        v: BasicValueEnum<'ctx>,
    ) -> R<()> {
        let ty = self.p.arrays[a].elem.clone();
        self.store_value(Place::Element(a, pos), &ty, v, &mut 0)
    }

    /// Stores `v`, of type `ty`, leaf by leaf to `place`, from leaf `*leaf`
    /// on (a `bool` as a byte).
    pub(super) fn store_value(
        &mut self,
        place: Place<'ctx>,
        ty: &ScalarType,
        v: BasicValueEnum<'ctx>,
        leaf: &mut usize,
    ) -> R<()> {
        match ty {
            ScalarType::Prim(p) => {
                let at = self.leaf_ptr(place, *leaf, *p)?;
                *leaf += 1;
                let v: BasicValueEnum = if *p == Prim::Bool {
                    e(self
                        .b
                        .build_int_z_extend(v.into_int_value(), self.ctx.i8_type(), "byte"))?
                    .into()
                } else {
                    v
                };
                let store = e(self.b.build_store(at, v))?;
                if let Place::Element(a, _) = place {
                    let slot = self.layout.slot(a) + *leaf - 1;
                    self.element_access(Some(store), slot);
                }
                Ok(())
            }
            ScalarType::Tuple(ts) => {
                let sv = v.into_struct_value();
                for (k, t) in ts.iter().enumerate() {
                    let x = e(self.b.build_extract_value(sv, k as u32, "f"))?;
                    self.store_value(place, t, x, leaf)?;
                }
                Ok(())
            }
        }
    }
}
