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
use anyhow::{anyhow, Context, Result};
use ir::ast::SeqParam;
use ir::stream::{StreamedValues, ValueReader, ValuesMut};
use ir::{Array, Buffer, ScalarType, Type, Value};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};

/// A sequence is given as a folder.
fn check_folder(sp: &SeqParam, dir: &Path) -> Result<()> {
    if !dir.is_dir() {
        return Err(exit::usage(format!(
            "--input {}={}: a sequence is given as a folder (of `0.npy`, `1.npy`, …, or of `values.npy` and `shapes.npy` or `lengths.npy`)",
            sp.name,
            dir.display()
        )));
    }
    Ok(())
}

/// Whether [`stream`] reads the sequence `sp`: every array of its element
/// type has primitive elements.
pub fn streamable(sp: &SeqParam) -> bool {
    sp.elem.arrays().iter().all(|t| t.elem.as_prim().is_some())
}

/// The encoding of the sequence `sp` stored in `dir` (see the module).
pub fn read(sp: &SeqParam, dir: &Path) -> Result<Vec<Array>> {
    check_folder(sp, dir)?;
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
            let shapes = read_shapes(sp, dir, j, t, &prefix(j))?;
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
        // Element k's files: `k.npy`, or `k.j` per array of a tuple element;
        // an array of tuples is one file per primitive component
        // (`array_files::npy_files`).
        let stems: Vec<String> = match arrays.len() > 1 || matches!(sp.elem, Type::Tuple(_)) {
            true => (0..arrays.len()).map(|j| format!("{k}.{j}")).collect(),
            false => vec![k.to_string()],
        };
        if !array_files::npy_paths(dir, &stems[0], &arrays[0].elem)[0].exists() {
            break;
        }
        let mut parts = Vec::with_capacity(stems.len());
        for (stem, t) in stems.iter().zip(&arrays) {
            let paths = array_files::npy_paths(dir, stem, &t.elem);
            let label = format!("{}[{stem}]", sp.name);
            parts.push(Value::Array(array_files::read_files(
                &label, &t.elem, &paths,
            )?));
        }
        let mut parts = parts.into_iter();
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

/// The sequence `sp` stored in `dir` as a stream (docs/sequences.md
/// "Streaming inputs"): per array of its element type, its shapes, read
/// whole, and its values, read by byte range when a chunk needs them:
/// from `values.npy` (beside `shapes.npy` or `lengths.npy`), or from the
/// element files `k.npy`, each opened when its element's chunk comes.
/// Elements of tuples of scalars are not streamed (a `.npy` file holds one
/// primitive type): [`streamable`] says which sequences are.
pub fn stream(sp: &SeqParam, dir: &Path) -> Result<Vec<(Array, StreamedValues)>> {
    check_folder(sp, dir)?;
    let arrays = sp.elem.arrays();
    let tuple = arrays.len() > 1 || matches!(sp.elem, Type::Tuple(_));
    let prefix = |j: usize| match tuple {
        true => format!("{j}."),
        false => String::new(),
    };
    let mut out = Vec::with_capacity(arrays.len());
    let encoded = dir.join(format!("{}values.npy", prefix(0))).exists();
    let mut len = None;
    for (j, t) in arrays.iter().enumerate() {
        let param = sp.first + 2 * j;
        let prim = t.elem.as_prim().ok_or_else(|| {
            exit::usage(format!(
                "--input {}: elements of {} are not read from .npy files (one primitive type per file)",
                sp.name, t.elem
            ))
        })?;
        let (shapes, mut files) = if encoded {
            let label = format!("{}.{}", sp.name, j);
            let path = dir.join(format!("{}values.npy", prefix(j)));
            let values = NpyData::open(&label, &path, prim)?;
            if values.header.shape.len() != 1 {
                return Err(exit::usage(format!(
                    "--input {}: `{}` has shape {:?}; a sequence's values are one vector",
                    sp.name,
                    path.display(),
                    values.header.shape
                )));
            }
            let shapes = read_shapes(sp, dir, j, t, &prefix(j))?;
            (shapes, vec![values])
        } else {
            let mut files = Vec::new();
            let mut dims = Vec::new();
            loop {
                let k = files.len();
                let path = match tuple {
                    true => dir.join(format!("{k}.{j}.npy")),
                    false => dir.join(format!("{k}.npy")),
                };
                if !path.exists() {
                    break;
                }
                let f = NpyData::open(&format!("{}[{k}]", sp.name), &path, prim)?;
                if f.header.shape.len() != t.rank() {
                    return Err(exit::usage(format!(
                        "--input {}: `{}` has rank {}, but the elements of `{}` have rank {}",
                        sp.name,
                        path.display(),
                        f.header.shape.len(),
                        sp.name,
                        t.rank()
                    )));
                }
                dims.extend(f.header.shape.iter().map(|&d| d as i64));
                files.push(f);
            }
            let n = files.len();
            let shapes =
                Array::from_buffers(vec![n, t.rank()], ScalarType::I64, vec![Buffer::I64(dims)])?;
            (shapes, files)
        };
        let n = shapes.shape()[0];
        if len.is_some_and(|l| l != n) {
            return Err(exit::usage(format!(
                "--input {}: the arrays of a tuple element disagree on the sequence's length ({} and {n})",
                sp.name,
                len.unwrap_or(0)
            )));
        }
        len = Some(n);
        let Some([Buffer::I64(dims)]) = Some(shapes.buffers()) else {
            return Err(exit::usage(format!(
                "--input {}: shapes are not i64",
                sp.name
            )));
        };
        let starts = ir::stream::element_starts(dims, t.rank()).ok_or_else(|| {
            exit::usage(format!(
                "--input {}: a negative extent, or more values than can be counted, in its shapes",
                sp.name
            ))
        })?;
        let count = *starts.last().unwrap_or(&0);
        let reader: Box<dyn ValueReader> = if encoded {
            let values = files.pop().expect("one values file");
            let found = values.header.shape[0] as u64;
            if found != count {
                return Err(exit::usage(format!(
                    "--input {}: its shapes cover {count} values, but `{}` holds {found}",
                    sp.name,
                    values.path.display()
                )));
            }
            Box::new(values)
        } else {
            Box::new(ElementFiles { files, starts })
        };
        out.push((
            shapes,
            StreamedValues {
                param,
                elem: t.elem.clone(),
                count,
                leaves: vec![reader],
            },
        ));
    }
    Ok(out)
}

/// The shapes of array `j` (of type `t`) of a sequence stored as its
/// encoding: `shapes.npy`, or `lengths.npy` for vectors.
fn read_shapes(
    sp: &SeqParam,
    dir: &Path,
    j: usize,
    t: &ir::ArrayType,
    prefix: &str,
) -> Result<Array> {
    let label = format!("{}.{}", sp.name, j);
    let shapes_path = dir.join(format!("{prefix}shapes.npy"));
    let lengths_path = dir.join(format!("{prefix}lengths.npy"));
    if shapes_path.exists() {
        return array_files::read_npy(&label, &shapes_path);
    }
    if t.rank() == 1 && lengths_path.exists() {
        let lengths = array_files::read_npy(&label, &lengths_path)?;
        let n = lengths.len();
        return Ok(Array::from_buffers(
            vec![n, 1],
            ScalarType::I64,
            vec![Buffer::I64(
                (0..n)
                    .map(|i| lengths.get(i).as_i64().unwrap_or(-1))
                    .collect(),
            )],
        )?);
    }
    Err(exit::usage(format!(
        "--input {}={}: `{prefix}values.npy` needs `{prefix}shapes.npy`{} beside it",
        sp.name,
        dir.display(),
        if t.rank() == 1 {
            " or `lengths.npy`"
        } else {
            ""
        }
    )))
}

/// The data of a `.npy` file, read by byte range.
struct NpyData {
    path: PathBuf,
    header: ir::npy::Header,
}

impl NpyData {
    /// The file's header, checked: values of `prim`, in row-major order,
    /// and as many data bytes as the shape says.
    fn open(label: &str, path: &Path, prim: ir::Prim) -> Result<NpyData> {
        let context = || {
            format!(
                "input `{label}` ({}) is not a usable .npy file",
                path.display()
            )
        };
        let file = std::fs::File::open(path)
            .with_context(|| format!("cannot read input `{label}` from {}", path.display()))?;
        let size = file.metadata()?.len();
        let mut start = vec![0u8; size.min(4096) as usize];
        file.read_exact_at(&mut start, 0).with_context(context)?;
        let header = match ir::npy::header(&start) {
            Err(ir::npy::NpyError::TruncatedHeader { needed, .. }) if needed as u64 <= size => {
                let mut start = vec![0u8; needed];
                file.read_exact_at(&mut start, 0).with_context(context)?;
                ir::npy::header(&start)
            }
            h => h,
        }
        .with_context(context)?;
        if header.prim != prim {
            return Err(anyhow!(
                "input `{label}` ({}) has values of type {}, but the sequence's are {prim}",
                path.display(),
                header.prim
            ));
        }
        if header.fortran_order && header.shape.len() > 1 {
            return Err(anyhow!(
                "input `{label}` ({}) is in Fortran order; a streamed input is read in C (row-major) order",
                path.display()
            ));
        }
        let (_, bytes) = header.data_bytes().with_context(context)?;
        if header.data_start as u64 + bytes as u64 != size {
            return Err(anyhow!(
                "input `{label}` ({}) has {} data bytes where its shape {:?} needs {bytes}",
                path.display(),
                size.saturating_sub(header.data_start as u64),
                header.shape
            ));
        }
        Ok(NpyData {
            path: path.to_path_buf(),
            header,
        })
    }
}

/// The bytes read at once: a chunk is read in pieces of at most this many,
/// so that reading holds little beside the chunk itself.
const READ_PIECE: usize = 4 << 20;

impl ValueReader for NpyData {
    fn read(&self, start: u64, mut out: ValuesMut<'_>) -> Result<(), String> {
        let width = self.header.prim.bytes();
        let file = std::fs::File::open(&self.path)
            .map_err(|e| format!("cannot read {}: {e}", self.path.display()))?;
        let per_piece = (READ_PIECE / width).max(1);
        let mut bytes = vec![0u8; per_piece.min(out.len()) * width];
        let mut done = 0;
        while done < out.len() {
            let n = per_piece.min(out.len() - done);
            let at = self.header.data_start as u64 + (start + done as u64) * width as u64;
            file.read_exact_at(&mut bytes[..n * width], at)
                .map_err(|e| format!("cannot read {} at byte {at}: {e}", self.path.display()))?;
            ir::npy::decode_into(&self.header, &bytes[..n * width], out.slice(done..done + n))
                .map_err(|e| e.to_string())?;
            done += n;
        }
        Ok(())
    }
}

/// A sequence's values from its element files, each read when a range
/// reaches it.
struct ElementFiles {
    files: Vec<NpyData>,
    /// Where each element's values start; the last entry is their count.
    starts: Vec<u64>,
}

impl ValueReader for ElementFiles {
    fn read(&self, start: u64, mut out: ValuesMut<'_>) -> Result<(), String> {
        let end = start + out.len() as u64;
        for (k, r) in ir::stream::by_element(&self.starts, start..end) {
            let part = out.slice((r.start - start) as usize..(r.end - start) as usize);
            self.files[k].read(r.start - self.starts[k], part)?;
        }
        Ok(())
    }
}
