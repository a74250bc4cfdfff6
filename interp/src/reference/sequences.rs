//! The reference's sequences (docs/language.md "Sequences"): a sequence is
//! the list of its elements, each a [`Value`], made and consumed in order,
//! one element at a time. The reference holds a sequence's elements while
//! it is in scope: it is the oracle that the chunked executors are checked
//! against, not a streaming executor.

use super::{Kind, Machine, Site};
use crate::error::RuntimeError;
use ir::ast::{AExprKind, APat, SeqExpr};
use ir::{AExpr, Array, Size, Type, Value};

/// A sequence's elements, in order.
pub(super) type Elements = Vec<Value>;

impl Machine<'_> {
    /// Evaluates an expression of sequence type.
    pub(super) fn eval_seq(&mut self, e: &AExpr) -> Result<Elements, RuntimeError> {
        let at = |op| Site { op, span: e.span };
        match &e.kind {
            AExprKind::Var(name) => (self.seqs.iter().rev())
                .find(|(n, _)| n == name)
                .map(|(_, s)| s.clone())
                .ok_or_else(|| at("variable").ill_typed(format!("unbound sequence `{name}`"))),
            AExprKind::Let { pat, value, body } => {
                let (arrays, seqs) = (self.arrays.len(), self.seqs.len());
                self.bind_let(pat, value, at("let"))?;
                let result = self.eval_seq(body);
                self.arrays.truncate(arrays);
                self.seqs.truncate(seqs);
                result
            }
            AExprKind::Seq(seq) => match &**seq {
                SeqExpr::Produce { count, index, body } => {
                    let site = at("produce");
                    let n = self.eval_i64(count, site)?;
                    if n < 0 {
                        return Err(site.kind(Kind::NegativeSize, n, 0));
                    }
                    let mut out = Vec::new();
                    for i in 0..n {
                        let mark = self.arrays.len();
                        let index_value = Value::Array(Array::scalar(ir::Scalar::I64(i)));
                        self.bind_array_pat(index, index_value, site)?;
                        let element = self.eval(body);
                        self.arrays.truncate(mark);
                        out.push(element?);
                    }
                    Ok(out)
                }
                SeqExpr::Map { params, body, seqs } => {
                    let site = at("map_seq");
                    let inputs = (seqs.iter())
                        .map(|s| self.eval_seq(s))
                        .collect::<Result<Vec<_>, _>>()?;
                    let len = inputs.first().map_or(0, Vec::len);
                    if let Some(other) = inputs.iter().find(|s| s.len() != len) {
                        return Err(site.kind(Kind::ShapeMismatch, len as i64, other.len() as i64));
                    }
                    let mut out = Vec::with_capacity(len);
                    for i in 0..len {
                        let mark = self.arrays.len();
                        for (p, s) in params.iter().zip(&inputs) {
                            self.bind_array_pat(p, s[i].clone(), site)?;
                        }
                        let element = self.eval(body);
                        self.arrays.truncate(mark);
                        out.push(element?);
                    }
                    Ok(out)
                }
                SeqExpr::Elements(_) | SeqExpr::Tabulate(_) | SeqExpr::Fold { .. } => {
                    Err(at(seq.name()).ill_typed("an array where a sequence was expected"))
                }
            },
            _ => Err(at("sequence").ill_typed("this expression does not give a sequence")),
        }
    }

    /// The consumers of a sequence (`elements`, `tabulate`, `fold_seq`),
    /// which give arrays.
    pub(super) fn eval_consumer(
        &mut self,
        seq: &SeqExpr,
        e: &AExpr,
    ) -> Result<Value, RuntimeError> {
        let site = Site {
            op: seq.name(),
            span: e.span,
        };
        match seq {
            SeqExpr::Elements(s) => {
                let (elem, _, encoded) = self.encoded(s, site)?;
                let values = encoded.into_iter().step_by(2).map(Value::Array);
                Ok(ir::sequence::regroup(
                    elem,
                    &mut values.collect::<Vec<_>>().into_iter(),
                ))
            }
            SeqExpr::Tabulate(s) => {
                let (elem, elements, encoded) = self.encoded(s, site)?;
                let mut stacked = Vec::new();
                for (k, t) in elem.arrays().iter().enumerate() {
                    let (values, shapes) = (&encoded[2 * k], &encoded[2 * k + 1]);
                    // Every element has the first one's shape (the type's,
                    // for an empty sequence).
                    let rank = t.rank();
                    let dims: Vec<i64> = (0..shapes.len())
                        .map(|j| shapes.get(j).as_i64().unwrap_or(0))
                        .collect();
                    let shape: Vec<usize> = match dims.get(..rank) {
                        Some(first) if !elements.is_empty() => {
                            first.iter().map(|&d| d as usize).collect()
                        }
                        _ => self.type_shape(&t.shape, site)?,
                    };
                    for (i, row) in dims.chunks(rank.max(1)).enumerate().take(elements.len()) {
                        if rank > 0 {
                            if let Some((d, (&have, &want))) = row
                                .iter()
                                .zip(&shape)
                                .enumerate()
                                .find(|(_, (&h, &w))| h as usize != w)
                            {
                                return Err(site.err(
                                    Kind::ShapeMismatch,
                                    format!("element {i} has extent {have} in dimension {d}, element 0 {want}: `tabulate` stacks elements of one shape"),
                                ));
                            }
                        }
                    }
                    let mut full = vec![elements.len()];
                    full.extend(shape);
                    let array = values
                        .reshaped(full)
                        .map_err(|err| site.ill_typed(err.to_string()))?;
                    stacked.push(Value::Array(array));
                }
                Ok(ir::sequence::regroup(elem, &mut stacked.into_iter()))
            }
            SeqExpr::Fold {
                acc,
                elem,
                body,
                init,
                seq,
            } => {
                let mut state = self.eval(init)?;
                let elements = self.eval_seq(seq)?;
                for x in elements {
                    let mark = self.arrays.len();
                    self.bind_array_pat(acc, state, site)?;
                    self.bind_array_pat(elem, x, site)?;
                    let next = self.eval(body);
                    self.arrays.truncate(mark);
                    state = next?;
                }
                Ok(state)
            }
            SeqExpr::Produce { .. } | SeqExpr::Map { .. } => {
                Err(site.ill_typed("a sequence where an array was expected"))
            }
        }
    }

    /// A sequence expression's element type, elements and encoding.
    fn encoded<'s>(
        &mut self,
        s: &'s AExpr,
        site: Site,
    ) -> Result<(&'s Type, Elements, Vec<Array>), RuntimeError> {
        let elem =
            s.ty.as_seq()
                .ok_or_else(|| site.ill_typed("not a sequence"))?;
        let elements = self.eval_seq(s)?;
        let encoded = ir::sequence::encode(elem, &elements).map_err(|m| site.ill_typed(m))?;
        Ok((elem, elements, encoded))
    }

    /// Binds `pat` to `value`'s value: an array-level value, or a sequence.
    pub(super) fn bind_let(
        &mut self,
        pat: &APat,
        value: &AExpr,
        site: Site,
    ) -> Result<(), RuntimeError> {
        if value.ty.as_seq().is_none() {
            let v = self.eval(value)?;
            return self.bind_array_pat(pat, v, site);
        }
        let elements = self.eval_seq(value)?;
        match pat {
            APat::Var(n, _) => self.seqs.push((n.clone(), elements)),
            APat::Wild(_) => {}
            APat::Tuple(..) => return Err(site.ill_typed("a tuple pattern for a sequence")),
        }
        Ok(())
    }

    /// A type's shape with the sizes bound (`?` is an error: the caller
    /// needs the extents).
    fn type_shape(&self, shape: &[Size], site: Site) -> Result<Vec<usize>, RuntimeError> {
        shape
            .iter()
            .map(|s| {
                let p = s
                    .as_poly()
                    .ok_or_else(|| site.ill_typed("an extent `?` where the type must give it"))?;
                let v = p
                    .eval(&|n| self.sizes.get(n).copied())
                    .map_err(|n| site.ill_typed(format!("size `{n}` is not bound")))?;
                usize::try_from(v).map_err(|_| site.kind(Kind::NegativeSize, v, 0))
            })
            .collect()
    }
}
