//! Definitions: size parameters and parameters (their sizes become the
//! size names in scope),
//! the declared result, the body checked against it, and how deep the body
//! is with its calls inlined; types as written.

use super::checker::Checker;
use super::errors::{err, type_err, R};
use super::sizes::compatible;
use crate::ast::{Def, Param, SeqParam};
use crate::diag::DiagKind;
use crate::parser::MAX_NESTING;
use crate::sequence;
use crate::size::{Poly, Size};
use crate::syntax::{DefSyn, ElemSyn, TypeSyn};
use crate::types::{ArrayType, ScalarType, Type};

impl Checker {
    /// The depth of `d`'s body with its calls inlined (just checked); past
    /// the nesting limit, an error at the call that makes it so deep.
    pub fn inlined_depth(&mut self, def: &DefSyn) -> R<usize> {
        let Some((callee, span)) = self.deepest_call.take() else {
            return Ok(def.body.depth);
        };
        let depth = def.body.depth + callee;
        if depth > MAX_NESTING {
            return Err(err(
                DiagKind::Syntax,
                span,
                format!("calls nested too deeply: with this call inlined, `{}` is {depth} levels deep; the limit is {MAX_NESTING}", def.name.name),
            )
            .with_note("calls are inlined before fusion, so a chain of calls nests each callee's body inside its caller's"));
        }
        Ok(depth)
    }

    pub fn def(&mut self, d: &DefSyn) -> R<Def> {
        self.deepest_call = None;
        self.sizes.clear();
        self.arrays.clear();
        self.scalars.clear();
        self.local_fns.clear();
        let mut params = Vec::new();
        let mut seqs: Vec<SeqParam> = Vec::new();
        for n in &d.sizes {
            self.check_binder(&n.name, n.span)?;
            if self.sizes.contains(&n.name) {
                return Err(err(
                    DiagKind::Name,
                    n.span,
                    format!("size parameter `{}` appears twice", n.name),
                ));
            }
            self.sizes.push(n.name.clone());
            params.push(Param::size(&n.name, n.span));
        }
        for (p, t) in &d.params {
            self.check_binder(&p.name, p.span)?;
            if params.iter().any(|q: &Param| q.name == p.name)
                || seqs.iter().any(|q| q.name == p.name)
            {
                return Err(err(
                    DiagKind::Name,
                    p.span,
                    format!("parameter `{}` appears twice", p.name),
                ));
            }
            let ty = match self.ty(t)? {
                Type::Array(a) => a,
                Type::Tuple(_) => return Err(type_err(
                    t.span(),
                    "a parameter is one array; pass the arrays of a tuple as separate parameters",
                )),
                Type::Seq(elem) => {
                    self.bind_sizes_of(&Type::Seq(elem.clone()));
                    let seq = SeqParam {
                        name: p.name.clone(),
                        elem: *elem,
                        first: params.len(),
                        span: p.span,
                    };
                    params.extend(sequence::encoding_params(&seq));
                    seqs.push(seq);
                    continue;
                }
            };
            self.bind_sizes_of(&Type::Array(ty.clone()));
            params.push(Param {
                name: p.name.clone(),
                ty,
                span: p.span,
            });
        }
        let encodings: Vec<usize> = seqs.iter().flat_map(SeqParam::positions).collect();
        for (k, p) in params
            .iter()
            .enumerate()
            .filter(|(_, p)| p.size_name().is_none())
        {
            if encodings.contains(&k) {
                continue; // a sequence's encoding: the sequence is bound below
            }
            self.bind_param(&p.name, p.span, Type::Array(p.ty.clone()))?;
        }
        for sp in &seqs {
            self.bind_param(&sp.name, sp.span, Type::Seq(Box::new(sp.elem.clone())))?;
        }
        let ret = self.ty(&d.ret)?;
        if let Some(n) = size_names(&ret).find(|n| !self.sizes.contains(n)) {
            return Err(type_err(
                d.ret.span(),
                format!("size `{n}` in the result type is not a size of any parameter (use `?` for a size known only at run time)"),
            ));
        }
        let body = self.aexpr(&d.body)?;
        if !compatible(&ret, &body.ty) {
            return Err(type_err(
                body.span,
                format!(
                    "the body has type {} but `{}` is declared to return {}",
                    body.ty, d.name.name, ret
                ),
            )
            .with_label(d.ret.span(), "declared here"));
        }
        Ok(Def {
            name: d.name.name.clone(),
            params,
            seqs,
            ret,
            body,
            span: d.span,
        })
    }

    pub fn ty(&self, t: &TypeSyn) -> R<Type> {
        Ok(match t {
            TypeSyn::Array { dims, elem, .. } => {
                if let Some((s, span)) = dims
                    .iter()
                    .find(|(s, _)| s.as_poly().is_some_and(Poly::provably_negative))
                {
                    return Err(type_err(
                        *span,
                        format!("the size {s} is negative; a size counts elements"),
                    ));
                }
                Type::Array(ArrayType::new(
                    dims.iter().map(|(s, _)| s.clone()).collect(),
                    elem_ty(elem),
                ))
            }
            TypeSyn::Tuple(ts, _) => {
                let ts = ts.iter().map(|t| self.ty(t)).collect::<R<Vec<_>>>()?;
                if let Some((_, t)) = ts.iter().zip(t.components()).find(|(ty, _)| ty.has_seq()) {
                    return Err(type_err(
                        t.span(),
                        "a sequence cannot be a tuple's component (a sequence's elements can be tuples: `seq ([n]f32, [n]i64)`)",
                    ));
                }
                Type::Tuple(ts)
            }
            TypeSyn::Seq(elem, span) => {
                let elem_ty = self.ty(elem)?;
                if elem_ty.has_seq() {
                    return Err(type_err(
                        *span,
                        "a sequence of sequences: sequences nest one level (an element is an array or a tuple of arrays)",
                    ));
                }
                Type::Seq(Box::new(elem_ty))
            }
        })
    }

    /// Brings a parameter into scope; a name that is also a size name is
    /// an error.
    fn bind_param(&mut self, name: &crate::Name, span: crate::span::Span, ty: Type) -> R<()> {
        if self.sizes.contains(name) {
            return Err(err(
                DiagKind::Name,
                span,
                format!("`{name}` is both a parameter and a size name"),
            ));
        }
        self.arrays.push((name.clone(), ty));
        Ok(())
    }

    /// Puts the size names of `ty` in scope (a parameter's type binds them).
    fn bind_sizes_of(&mut self, ty: &Type) {
        for n in size_names(ty) {
            if !self.sizes.contains(n) {
                self.sizes.push(n.clone());
            }
        }
    }
}

/// The size names in `ty`'s extents.
fn size_names(ty: &Type) -> impl Iterator<Item = &crate::Name> {
    (ty.arrays().into_iter())
        .flat_map(|a| a.shape.iter())
        .filter_map(Size::as_poly)
        .flat_map(|p| p.names())
}

fn elem_ty(e: &ElemSyn) -> ScalarType {
    match e {
        ElemSyn::Prim(p) => ScalarType::Prim(*p),
        ElemSyn::Tuple(es) => ScalarType::Tuple(es.iter().map(elem_ty).collect()),
    }
}
