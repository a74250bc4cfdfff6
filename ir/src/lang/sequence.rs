//! A sequence at a program's boundary: how executors take a sequence
//! parameter and give a sequence result.
//!
//! A sequence of `len` elements of type `t` is two arrays per array of `t`
//! (a tuple element has several): the elements' values concatenated in
//! row-major order, `[?]a`, and their shapes, `[len][rank]i64`, one row per
//! element. This is the flat form that lifting works on (segments and
//! values, docs/sequences.md), and a stream on disk is the same pair read by
//! byte range; in memory an element is a [`Value`] of type `t`.

use crate::ast::{AExprKind, Def, Param, SeqParam};
use crate::size::Size;
use crate::span::Span;
use crate::types::{ArrayType, ScalarType, Type};
use crate::value::{Array, Buffer, Value};
use crate::Name;

/// Where `def` first takes, makes or gives a sequence, and what does:
/// a sequence parameter, a sequence construct, or the result.
pub fn first_use(def: &Def) -> Option<(Span, String)> {
    if let Some(p) = def.seqs.first() {
        return Some((p.span, format!("the sequence parameter `{}`", p.name)));
    }
    let mut found = None;
    def.body.walk(
        &mut |e| {
            if let (None, AExprKind::Seq(s)) = (&found, &e.kind) {
                found = Some((e.span, format!("`{}`", s.name())));
            }
        },
        &mut |_| {},
    );
    found.or_else(|| {
        def.ret
            .has_seq()
            .then(|| (def.span, "the sequence result".to_string()))
    })
}

/// The synthetic parameters that encode `seq` (see [`SeqParam`]).
pub fn encoding_params(seq: &SeqParam) -> Vec<Param> {
    let arrays = seq.elem.arrays();
    let tupled = arrays.len() > 1 || matches!(seq.elem, Type::Tuple(_));
    let mut params = Vec::with_capacity(2 * arrays.len());
    for (k, a) in arrays.iter().enumerate() {
        let stem = match tupled {
            true => format!("%{}.{k}", seq.name),
            false => format!("%{}", seq.name),
        };
        params.push(Param {
            name: Name::from(format!("{stem}.values").as_str()),
            ty: values_type(a),
            span: seq.span,
        });
        params.push(Param {
            name: Name::from(format!("{stem}.shapes").as_str()),
            ty: shapes_type(a),
            span: seq.span,
        });
    }
    params
}

/// The type of a component's concatenated values.
pub fn values_type(a: &ArrayType) -> ArrayType {
    ArrayType::new(vec![Size::Unknown], a.elem.clone())
}

/// The type of a component's shapes: a row of extents per element.
pub fn shapes_type(a: &ArrayType) -> ArrayType {
    ArrayType::new(
        vec![Size::Unknown, Size::constant(a.rank() as i64)],
        ScalarType::I64,
    )
}

/// The encoding of `elems` (each of type `elem`): values and shapes per
/// array of `elem`, in order. An element that is not of the element's
/// structure is an error naming it.
pub fn encode(elem: &Type, elems: &[Value]) -> Result<Vec<Array>, String> {
    let types = elem.arrays();
    let mut values: Vec<Vec<Buffer>> = (types.iter())
        .map(|t| {
            t.elem
                .leaves()
                .into_iter()
                .map(|p| Buffer::new(p, 0))
                .collect()
        })
        .collect();
    let mut shapes: Vec<Vec<i64>> = vec![Vec::new(); types.len()];
    for (i, v) in elems.iter().enumerate() {
        let arrays = v.arrays();
        if arrays.len() != types.len() {
            return Err(format!(
                "element {i} has {} arrays, the sequence's elements {}",
                arrays.len(),
                types.len()
            ));
        }
        for (k, (a, t)) in arrays.iter().zip(&types).enumerate() {
            if a.rank() != t.rank() || a.elem() != &t.elem {
                return Err(format!(
                    "element {i} is a rank-{} array of {}, the sequence's elements are {t}",
                    a.rank(),
                    a.elem()
                ));
            }
            for (out, b) in values[k].iter_mut().zip(a.buffers()) {
                out.extend_from(b, 0..b.len());
            }
            shapes[k].extend(a.shape().iter().map(|&d| d as i64));
        }
    }
    let mut out = Vec::with_capacity(2 * types.len());
    for ((t, bufs), dims) in types.iter().zip(values).zip(shapes) {
        let total = bufs.first().map_or(0, Buffer::len);
        let values =
            Array::from_buffers(vec![total], t.elem.clone(), bufs).map_err(|e| e.to_string())?;
        let shapes = Array::from_buffers(
            vec![elems.len(), t.rank()],
            ScalarType::I64,
            vec![Buffer::I64(dims)],
        )
        .map_err(|e| e.to_string())?;
        out.push(values);
        out.push(shapes);
    }
    Ok(out)
}

/// The number of elements that `arrays` (an encoding of a sequence of
/// `elem`) holds, checked to agree between the components.
pub fn length(elem: &Type, arrays: &[Array]) -> Result<usize, String> {
    let types = elem.arrays();
    if arrays.len() != 2 * types.len() {
        return Err(format!(
            "{} arrays encode a sequence whose elements have {} arrays (expected {})",
            arrays.len(),
            types.len(),
            2 * types.len()
        ));
    }
    let mut len = None;
    for (k, t) in types.iter().enumerate() {
        let shapes = &arrays[2 * k + 1];
        if shapes.rank() != 2 || shapes.shape()[1] != t.rank() || shapes.elem() != &ScalarType::I64
        {
            return Err(format!(
                "the shapes of a sequence of rank-{} arrays are [len][{}]i64, found {:?} of {}",
                t.rank(),
                t.rank(),
                shapes.shape(),
                shapes.elem()
            ));
        }
        let n = shapes.shape()[0];
        if len.is_some_and(|l| l != n) {
            return Err(format!(
                "the components of a tuple element disagree on the sequence's length ({} and {n})",
                len.unwrap_or(0)
            ));
        }
        len = Some(n);
    }
    Ok(len.unwrap_or(0))
}

/// The elements that `arrays` encodes (see [`encode`]), checked: shapes
/// non-negative, values exactly as many as the shapes cover.
pub fn decode(elem: &Type, arrays: &[Array]) -> Result<Vec<Value>, String> {
    let len = length(elem, arrays)?;
    let types = elem.arrays();
    // Per component, each element's array.
    let mut columns: Vec<Vec<Array>> = Vec::with_capacity(types.len());
    for (k, t) in types.iter().enumerate() {
        let (values, shapes) = (&arrays[2 * k], &arrays[2 * k + 1]);
        if values.rank() != 1 || values.elem() != &t.elem {
            return Err(format!(
                "the values of a sequence of {} are a vector of {}, found a rank-{} array of {}",
                t,
                t.elem,
                values.rank(),
                values.elem()
            ));
        }
        let Buffer::I64(dims) = &shapes.buffers()[0] else {
            unreachable!("length checked the shapes' type");
        };
        let mut at = 0usize;
        let mut column = Vec::with_capacity(len);
        for i in 0..len {
            let shape = &dims[i * t.rank()..(i + 1) * t.rank()];
            if let Some(d) = shape.iter().find(|&&d| d < 0) {
                return Err(format!("element {i} has the negative extent {d}"));
            }
            let shape: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
            let count = (shape.iter())
                .try_fold(1usize, |acc, &d| acc.checked_mul(d))
                .filter(|&c| at.checked_add(c).is_some_and(|end| end <= values.len()))
                .ok_or_else(|| {
                    format!(
                        "element {i} of shape {shape:?} runs past the {} values",
                        values.len()
                    )
                })?;
            let bufs = (values.buffers().iter())
                .map(|b| {
                    let mut out = Buffer::new(b.prim(), count);
                    out.extend_from(b, at..at + count);
                    out
                })
                .collect();
            column
                .push(Array::from_buffers(shape, t.elem.clone(), bufs).map_err(|e| e.to_string())?);
            at += count;
        }
        if at != values.len() {
            return Err(format!(
                "the shapes cover {at} values, the values hold {}",
                values.len()
            ));
        }
        columns.push(column);
    }
    let mut columns: Vec<std::vec::IntoIter<Array>> =
        columns.into_iter().map(Vec::into_iter).collect();
    (0..len)
        .map(|_| {
            let mut next = columns
                .iter_mut()
                .map(|c| Value::Array(c.next().expect("one array per element")));
            Ok(regroup(elem, &mut next))
        })
        .collect()
}

/// A value of type `ty` (arrays and tuples of them) from its arrays'
/// values in order.
pub fn regroup(ty: &Type, values: &mut dyn Iterator<Item = Value>) -> Value {
    match ty {
        Type::Tuple(ts) => Value::Tuple(ts.iter().map(|t| regroup(t, values)).collect()),
        Type::Array(_) | Type::Seq(_) => values.next().expect("one value per array"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Scalar;

    fn vector(xs: &[f32]) -> Value {
        let scalars: Vec<Scalar> = xs.iter().map(|&x| Scalar::F32(x)).collect();
        Value::Array(Array::from_scalars(vec![xs.len()], ScalarType::F32, &scalars).unwrap())
    }

    #[test]
    fn encoding_round_trips_irregular_elements() {
        let elem = Type::Array(ArrayType::new(vec![Size::Unknown], ScalarType::F32));
        let elems = vec![vector(&[1.0, 2.0]), vector(&[]), vector(&[3.0])];
        let arrays = encode(&elem, &elems).unwrap();
        assert_eq!(arrays[0].shape(), &[3]);
        assert_eq!(arrays[1].shape(), &[3, 1]);
        assert_eq!(length(&elem, &arrays), Ok(3));
        assert_eq!(decode(&elem, &arrays).unwrap(), elems);
    }

    #[test]
    fn decoding_checks_the_shapes_against_the_values() {
        let elem = Type::Array(ArrayType::new(vec![Size::Unknown], ScalarType::F32));
        let mut arrays = encode(&elem, &[vector(&[1.0, 2.0])]).unwrap();
        arrays[1] =
            Array::from_buffers(vec![1, 1], ScalarType::I64, vec![Buffer::I64(vec![3])]).unwrap();
        assert!(decode(&elem, &arrays).unwrap_err().contains("runs past"));
        arrays[1] =
            Array::from_buffers(vec![1, 1], ScalarType::I64, vec![Buffer::I64(vec![1])]).unwrap();
        assert!(decode(&elem, &arrays).unwrap_err().contains("cover 1"));
        arrays[1] =
            Array::from_buffers(vec![1, 1], ScalarType::I64, vec![Buffer::I64(vec![-1])]).unwrap();
        assert!(decode(&elem, &arrays).unwrap_err().contains("negative"));
    }
}
