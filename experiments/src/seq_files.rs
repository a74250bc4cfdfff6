//! Sequences on disk: a sequence input read from a folder, a sequence
//! result written to one (docs/commands.md "Sequences on disk").
//!
//! A folder holds a sequence either element by element, `0.npy`, `1.npy`,
//! … (`k.j.npy` per array `j` of a tuple element), or as its encoding
//! (`ir::sequence`): `values.npy` and `shapes.npy` (`j.values.npy`,
//! `j.shapes.npy` for a tuple), where a sequence of vectors may give
//! `lengths.npy` in place of `shapes.npy`.

use crate::array_files;
use crate::exit;
use anyhow::Result;
use ir::ast::SeqParam;
use ir::{Array, Buffer, ScalarType, Type, Value};
use std::path::Path;

/// The encoding of the sequence `sp` stored in `dir` (see the module).
pub fn read(sp: &SeqParam, dir: &Path) -> Result<Vec<Array>> {
    if !dir.is_dir() {
        return Err(exit::usage(format!(
            "--input {}={}: a sequence is given as a folder (of `0.npy`, `1.npy`, …, or of `values.npy` and `shapes.npy` or `lengths.npy`)",
            sp.name,
            dir.display()
        )));
    }
    let arrays = sp.elem.arrays();
    let prefix = |j: usize| match arrays.len() > 1 || matches!(sp.elem, Type::Tuple(_)) {
        true => format!("{j}."),
        false => String::new(),
    };
    if dir.join(format!("{}values.npy", prefix(0))).exists() {
        let mut out = Vec::with_capacity(2 * arrays.len());
        for (j, t) in arrays.iter().enumerate() {
            let label = format!("{}.{}", sp.name, j);
            let values =
                array_files::read_npy(&label, &dir.join(format!("{}values.npy", prefix(j))))?;
            let shapes_path = dir.join(format!("{}shapes.npy", prefix(j)));
            let lengths_path = dir.join(format!("{}lengths.npy", prefix(j)));
            let shapes = if shapes_path.exists() {
                array_files::read_npy(&label, &shapes_path)?
            } else if t.rank() == 1 && lengths_path.exists() {
                let lengths = array_files::read_npy(&label, &lengths_path)?;
                let n = lengths.len();
                Array::from_buffers(
                    vec![n, 1],
                    ScalarType::I64,
                    vec![Buffer::I64(
                        (0..n)
                            .map(|i| lengths.get(i).as_i64().unwrap_or(-1))
                            .collect(),
                    )],
                )?
            } else {
                return Err(exit::usage(format!(
                    "--input {}={}: `{}values.npy` needs `{}shapes.npy`{} beside it",
                    sp.name,
                    dir.display(),
                    prefix(j),
                    prefix(j),
                    if t.rank() == 1 {
                        " or `lengths.npy`"
                    } else {
                        ""
                    }
                )));
            };
            out.push(values);
            out.push(shapes);
        }
        ir::sequence::length(&sp.elem, &out)
            .map_err(|m| exit::usage(format!("--input {}: {m}", sp.name)))?;
        return Ok(out);
    }
    let mut elements = Vec::new();
    loop {
        let k = elements.len();
        let paths: Vec<_> = match arrays.len() > 1 || matches!(sp.elem, Type::Tuple(_)) {
            true => (0..arrays.len())
                .map(|j| dir.join(format!("{k}.{j}.npy")))
                .collect(),
            false => vec![dir.join(format!("{k}.npy"))],
        };
        if !paths[0].exists() {
            break;
        }
        let parts = (paths.iter())
            .map(|p| array_files::read_npy(&format!("{}[{k}]", sp.name), p))
            .collect::<Result<Vec<_>>>()?;
        let mut parts = parts.into_iter().map(Value::Array);
        elements.push(ir::sequence::regroup(&sp.elem, &mut parts));
    }
    ir::sequence::encode(&sp.elem, &elements)
        .map_err(|m| exit::usage(format!("--input {}: {m}", sp.name)))
}

/// The files of a sequence of `elem` encoded in `arrays`: `k.npy` per
/// element (`k.j.npy` per array of a tuple element).
pub fn files(elem: &Type, arrays: &[Array]) -> Result<Vec<(String, Vec<u8>)>> {
    let elements = ir::sequence::decode(elem, arrays).map_err(anyhow::Error::msg)?;
    let mut files = Vec::new();
    for (k, x) in elements.iter().enumerate() {
        match x {
            Value::Array(a) => files.extend(array_files::npy_files(&k.to_string(), a)?),
            Value::Tuple(_) => {
                for (j, a) in x.arrays().into_iter().enumerate() {
                    files.extend(array_files::npy_files(&format!("{k}.{j}"), a)?);
                }
            }
        }
    }
    Ok(files)
}

/// `sequence of 8 elements of [?]f32, 57 values, sum 3.5`.
pub fn summary(elem: &Type, arrays: &[Array]) -> String {
    let len = ir::sequence::length(elem, arrays).unwrap_or(0);
    let values: Vec<String> = (arrays.iter().step_by(2))
        .map(|v| {
            format!(
                "{} values, {}",
                v.len(),
                array_files::short_summary(v)
                    .split_once(", ")
                    .map_or("", |(_, s)| s)
            )
        })
        .collect();
    format!(
        "sequence of {len} elements of {elem}: {}",
        values.join("; ")
    )
}
