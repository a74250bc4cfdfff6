//! Arrays in and out of the CLI: reading `.npy` input files (one per
//! primitive component for arrays of tuples), the `.npy` files of outputs
//! (written by [`crate::files::write_files`]), and the one-line summaries
//! printed for outputs.

use anyhow::{anyhow, Context, Result};
use ir::{AExpr, AExprKind, Array, Buffer, Def, ScalarType, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The value `text` gives a scalar parameter of type `prim` (`--input
/// steps=100`): `None` when `text` is no literal (then it names a file),
/// an error when it is one of another type.
pub fn scalar_literal(param: &str, prim: ir::Prim, text: &str) -> Result<Option<ir::Scalar>> {
    use ir::{Prim, Scalar};
    let leads = |c: char| c.is_ascii_digit() || "-+.".contains(c);
    let number = text.parse::<f64>().is_ok() && text.starts_with(leads);
    if !number && text != "true" && text != "false" {
        return Ok(None);
    }
    let value = match prim {
        Prim::Bool => text.parse().ok().map(Scalar::Bool),
        Prim::I32 => text.parse().ok().map(Scalar::I32),
        Prim::I64 => text.parse().ok().map(Scalar::I64),
        Prim::F32 => text
            .parse()
            .ok()
            .filter(|x: &f32| x.is_finite())
            .map(Scalar::F32),
        Prim::F64 => text
            .parse()
            .ok()
            .filter(|x: &f64| x.is_finite())
            .map(Scalar::F64),
    };
    value
        .map(Some)
        .ok_or_else(|| anyhow!("input `{param}` is a scalar of type {prim}; `{text}` is not one"))
}

/// Reads one `.npy` file; `label` names the input (`xs`, `ps.1`).
pub fn read_npy(label: &str, path: &Path) -> Result<Array> {
    let bytes = crate::files::read(path)
        .with_context(|| format!("cannot read input `{label}` from {}", path.display()))?;
    ir::npy::decode(&bytes).with_context(|| {
        format!(
            "input `{label}` ({}) is not a usable .npy file",
            path.display()
        )
    })
}

/// An array with elements `elem` from its files: `paths[0]`, or one file
/// per component of tuple elements (`label.k` in messages), joined.
pub fn read_files(label: &str, elem: &ScalarType, paths: &[PathBuf]) -> Result<Array> {
    if elem.as_prim().is_some() {
        return read_npy(label, &paths[0]);
    }
    let parts = (paths.iter().enumerate())
        .map(|(k, p)| read_npy(&format!("{label}.{k}"), p))
        .collect::<Result<Vec<_>>>()?;
    assemble(label, elem, parts)
}

/// The paths in `dir` of the files [`npy_files`] writes for an array called
/// `name` with elements `elem`.
pub fn npy_paths(dir: &Path, name: &str, elem: &ScalarType) -> Vec<PathBuf> {
    match elem.as_prim() {
        Some(_) => vec![dir.join(format!("{name}.npy"))],
        None => (0..elem.leaves().len())
            .map(|k| dir.join(format!("{name}.{k}.npy")))
            .collect(),
    }
}

/// Joins the component arrays of an input whose elements are tuples, in
/// order (`parts[k]` is component `k` of `elem.leaves()`).
pub fn assemble(param: &str, elem: &ScalarType, parts: Vec<Array>) -> Result<Array> {
    let leaves = elem.leaves();
    let shape = parts
        .first()
        .map(|a| a.shape().to_vec())
        .unwrap_or_default();
    let mut bufs = Vec::with_capacity(parts.len());
    for (k, (part, prim)) in parts.into_iter().zip(&leaves).enumerate() {
        if part.elem() != &ScalarType::Prim(*prim) {
            return Err(anyhow!(
                "input `{param}.{k}` should have elements of type {prim} (component {k} of {elem}) but has elements of type {}",
                part.elem()
            ));
        }
        if part.shape() != shape.as_slice() {
            return Err(anyhow!(
                "input `{param}.{k}` has shape {:?}, but `{param}.0` has shape {shape:?}: the components of `{param}` must have one shape",
                part.shape()
            ));
        }
        bufs.extend(part.into_buffers());
    }
    Array::from_buffers(shape, elem.clone(), bufs)
        .map_err(|e| anyhow!("input `{param}` cannot be assembled: {e}"))
}

/// The primitive components of an array, each an array of its own.
pub fn components(a: &Array) -> Vec<Array> {
    a.buffers()
        .iter()
        .filter_map(|b| {
            Array::from_buffers(
                a.shape().to_vec(),
                ScalarType::Prim(b.prim()),
                vec![b.clone()],
            )
            .ok()
        })
        .collect()
}

/// The `.npy` files of an array called `name`: `name.npy`, or for an array of
/// tuples `name.0.npy`, `name.1.npy`, ... (one per primitive component).
pub fn npy_files(name: &str, a: &Array) -> Result<Vec<(String, Vec<u8>)>> {
    if a.elem().as_prim().is_some() {
        return Ok(vec![(format!("{name}.npy"), ir::npy::encode(a)?)]);
    }
    components(a)
        .iter()
        .enumerate()
        .map(|(k, c)| Ok((format!("{name}.{k}.npy"), ir::npy::encode(c)?)))
        .collect()
}

/// `[8]i64, sum 28, first [0, 1, 2, 3, 4, ...]`: the type with the actual
/// shape, the sum of each component (the count of `true` for bools), and the
/// first elements.
pub fn summary(a: &Array) -> String {
    let mut shape: String = a.shape().iter().map(|d| format!("[{d}]")).collect();
    if shape.is_empty() {
        shape.push_str("[]");
    }
    let sums: Vec<String> = a.buffers().iter().map(buffer_sum).collect();
    let sum = if sums.len() == 1 {
        sums[0].clone()
    } else {
        format!("({})", sums.join(", "))
    };
    let shown: Vec<String> = (0..a.len().min(5)).map(|i| a.get(i).to_string()).collect();
    let more = if a.len() > 5 { ", ..." } else { "" };
    format!(
        "{shape}{}, sum {sum}, first [{}{more}]",
        a.elem(),
        shown.join(", ")
    )
}

/// `[8]i64, sum 28`: the short form used by the suite.
pub fn short_summary(a: &Array) -> String {
    let full = summary(a);
    match full.rfind(", first [") {
        Some(i) => full[..i].to_string(),
        None => full,
    }
}

fn buffer_sum(b: &Buffer) -> String {
    match b {
        Buffer::Bool(v) => v.iter().filter(|&&x| x).count().to_string(),
        Buffer::I32(v) => v.iter().map(|&x| x as i128).sum::<i128>().to_string(),
        Buffer::I64(v) => v.iter().map(|&x| x as i128).sum::<i128>().to_string(),
        Buffer::F32(v) => significant(v.iter().map(|&x| x as f64).sum()),
        Buffer::F64(v) => significant(v.iter().sum()),
    }
}

/// A float with at most 10 significant digits, in the style of C's `%.10g`:
/// plain for moderate magnitudes, scientific otherwise.
fn significant(x: f64) -> String {
    const DIGITS: i32 = 10;
    if x == 0.0 || !x.is_finite() {
        return x.to_string();
    }
    let exp = x.abs().log10().floor() as i32;
    if (-5..DIGITS).contains(&exp) {
        let s = format!("{:.*}", (DIGITS - 1 - exp).max(0) as usize, x);
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    } else {
        format!("{:.*e}", (DIGITS - 1) as usize, x)
    }
}

/// The name of each output array, paired with it: the result variable's name
/// when the body ends in a variable or a tuple of variables, else `result`
/// (or `result_0`, `result_1`, ... for the elements of a tuple); a name used
/// twice gets a suffix (`xs`, `xs_1`).
pub fn output_names<'v>(def: &Def, value: &'v Value) -> Vec<(String, &'v Array)> {
    let mut tail = &def.body;
    while let AExprKind::Let { body, .. } = &tail.kind {
        tail = body;
    }
    let mut out = Vec::new();
    name_outputs(Some(tail), value, "result".to_string(), &mut out);
    let mut used: BTreeMap<String, usize> = BTreeMap::new();
    let mut taken: std::collections::BTreeSet<String> =
        out.iter().map(|(n, _)| n.clone()).collect();
    for (name, _) in out.iter_mut() {
        let seen = used.entry(name.clone()).or_insert(0);
        *seen += 1;
        if *seen > 1 {
            let mut k = *seen - 1;
            while taken.contains(&format!("{name}_{k}")) {
                k += 1;
            }
            *name = format!("{name}_{k}");
            taken.insert(name.clone());
        }
    }
    out
}

fn name_outputs<'v>(
    expr: Option<&AExpr>,
    value: &'v Value,
    fallback: String,
    out: &mut Vec<(String, &'v Array)>,
) {
    let var = expr.and_then(|e| match &e.kind {
        AExprKind::Var(n) if !ir::is_synthetic(n) => Some(n.to_string()),
        _ => None,
    });
    match value {
        Value::Array(a) => out.push((var.unwrap_or(fallback), a)),
        Value::Tuple(vs) => {
            let elems = expr.and_then(|e| match &e.kind {
                AExprKind::Tuple(es) if es.len() == vs.len() => Some(es),
                _ => None,
            });
            let base = var.unwrap_or(fallback);
            for (i, v) in vs.iter().enumerate() {
                name_outputs(elems.map(|es| &es[i]), v, format!("{base}_{i}"), out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::Scalar;

    #[test]
    fn summaries_show_type_sum_and_first_elements() {
        let xs: Vec<Scalar> = (0..8).map(Scalar::I64).collect();
        let a = Array::from_scalars(vec![8], ScalarType::I64, &xs).unwrap();
        assert_eq!(summary(&a), "[8]i64, sum 28, first [0, 1, 2, 3, 4, ...]");
        assert_eq!(short_summary(&a), "[8]i64, sum 28");
        let b = Array::scalar(Scalar::Bool(true));
        assert_eq!(summary(&b), "[]bool, sum 1, first [true]");
        let ty = ScalarType::Tuple(vec![ScalarType::F32, ScalarType::I32]);
        let p = Scalar::Tuple(vec![Scalar::F32(0.5), Scalar::I32(-3)]);
        let t = Array::from_scalars(vec![1, 2], ty, &[p.clone(), p]).unwrap();
        assert_eq!(
            summary(&t),
            "[1][2](f32, i32), sum (1, -6), first [(0.5, -3), (0.5, -3)]"
        );
    }

    #[test]
    fn float_sums_keep_ten_significant_digits() {
        assert_eq!(significant(202.39596498012543), "202.395965");
        assert_eq!(significant(-0.5), "-0.5");
        assert_eq!(significant(3.0), "3");
        assert_eq!(significant(1.0e20), "1.000000000e20");
        assert_eq!(significant(f64::NAN), "NaN");
    }

    #[test]
    fn tuple_arrays_are_one_file_per_component_and_reassemble() {
        let ty = ScalarType::Tuple(vec![ScalarType::I64, ScalarType::BOOL]);
        let elems = [
            Scalar::Tuple(vec![Scalar::I64(4), Scalar::Bool(false)]),
            Scalar::Tuple(vec![Scalar::I64(-1), Scalar::Bool(true)]),
        ];
        let a = Array::from_scalars(vec![2], ty.clone(), &elems).unwrap();
        let files = npy_files("ps", &a).unwrap();
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["ps.0.npy", "ps.1.npy"]);
        let parts = files
            .iter()
            .map(|(_, b)| ir::npy::decode(b).unwrap())
            .collect();
        assert_eq!(assemble("ps", &ty, parts).unwrap(), a);
        let swapped = components(&a).into_iter().rev().collect();
        let e = assemble("ps", &ty, swapped).unwrap_err().to_string();
        assert!(e.contains("`ps.0`") && e.contains("i64"), "{e}");
    }
}
