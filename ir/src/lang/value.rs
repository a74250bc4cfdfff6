//! Runtime values shared by every executor: scalars, arrays (one buffer per
//! primitive component of the element type, row-major), and tuples of arrays.

use crate::types::{write_tuple, Prim, ScalarType};
use std::fmt;

/// One scalar value (an array element, or a lambda's argument/result).
#[derive(Clone, Debug, PartialEq)]
pub enum Scalar {
    Bool(bool),
    I32(i32),
    I64(i64),
    F32(f32),
    F64(f64),
    Tuple(Vec<Scalar>),
}

impl Scalar {
    pub fn ty(&self) -> ScalarType {
        match self {
            Scalar::Bool(_) => ScalarType::BOOL,
            Scalar::I32(_) => ScalarType::I32,
            Scalar::I64(_) => ScalarType::I64,
            Scalar::F32(_) => ScalarType::F32,
            Scalar::F64(_) => ScalarType::F64,
            Scalar::Tuple(xs) => ScalarType::Tuple(xs.iter().map(Scalar::ty).collect()),
        }
    }

    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Scalar::I64(v) => Some(*v),
            Scalar::I32(v) => Some(*v as i64),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Scalar::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The zero (or `false`) of a type.
    pub fn zero(ty: &ScalarType) -> Scalar {
        match ty {
            ScalarType::Prim(Prim::Bool) => Scalar::Bool(false),
            ScalarType::Prim(Prim::I32) => Scalar::I32(0),
            ScalarType::Prim(Prim::I64) => Scalar::I64(0),
            ScalarType::Prim(Prim::F32) => Scalar::F32(0.0),
            ScalarType::Prim(Prim::F64) => Scalar::F64(0.0),
            ScalarType::Tuple(ts) => Scalar::Tuple(ts.iter().map(Scalar::zero).collect()),
        }
    }
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Bool(b) => write!(f, "{b}"),
            Scalar::I32(v) => write!(f, "{v}"),
            Scalar::I64(v) => write!(f, "{v}"),
            Scalar::F32(v) => write!(f, "{v}"),
            Scalar::F64(v) => write!(f, "{v}"),
            Scalar::Tuple(xs) => write_tuple(f, xs),
        }
    }
}

/// An allocation that cannot be made: its byte count does not fit in memory
/// indices (more than `isize::MAX`), or the allocator refused it. Every
/// buffer whose size comes from a program or its inputs is allocated through
/// [`try_vec`] or [`Buffer::try_zeroed`], so that running out of memory is
/// this error rather than an abort.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot allocate {bytes} bytes")]
pub struct AllocError {
    /// The bytes asked for (exact, even where they overflow `usize`).
    pub bytes: u128,
}

impl AllocError {
    /// The error for `n` elements of type `T`.
    pub fn of<T>(n: usize) -> AllocError {
        AllocError {
            bytes: n as u128 * std::mem::size_of::<T>() as u128,
        }
    }
}

/// An empty vector with room for exactly `n` elements, or an [`AllocError`].
pub fn try_vec<T>(n: usize) -> Result<Vec<T>, AllocError> {
    let refused = AllocError::of::<T>(n);
    if !fits_in_memory(refused.bytes) {
        return Err(refused);
    }
    let mut v = Vec::new();
    v.try_reserve_exact(n).map_err(|_| refused)?;
    Ok(v)
}

/// Requests from this size on are compared with the memory the machine has
/// free ([`available_bytes`]) before they are made.
const LARGE_REQUEST: u128 = 256 << 20;

/// Whether a request of `bytes` may be made. The allocator's answer is not
/// enough on Linux: it hands out address space it does not have (overcommit),
/// and the process is killed (SIGKILL) when the pages are touched. So a
/// large request is refused when it exceeds the memory available now (RAM
/// the kernel can free without swapping, plus free swap), and becomes an
/// [`AllocError`] like any other.
fn fits_in_memory(bytes: u128) -> bool {
    fits(bytes, available_bytes)
}

/// A request of `bytes` against the memory `available` says is free (asked
/// only for a large request; unknown: allowed).
fn fits(bytes: u128, available: impl FnOnce() -> Option<u128>) -> bool {
    bytes < LARGE_REQUEST || available().is_none_or(|free| bytes <= free)
}

/// The memory available now, from `/proc/meminfo` (`None` where there is
/// none to read).
pub fn available_bytes() -> Option<u128> {
    meminfo_available(&std::fs::read_to_string("/proc/meminfo").ok()?)
}

/// `MemAvailable` plus `SwapFree` of a `/proc/meminfo` text, in bytes.
pub fn meminfo_available(text: &str) -> Option<u128> {
    let field = |name: &str| -> Option<u128> {
        let line = text.lines().find(|l| l.starts_with(name))?;
        let kib = line[name.len()..].trim().trim_end_matches("kB").trim();
        kib.parse::<u128>().ok().map(|k| k * 1024)
    };
    Some(field("MemAvailable:")? + field("SwapFree:").unwrap_or(0))
}

/// The all-zero-bits value of a primitive element type.
trait Zeroable: Copy {}
impl Zeroable for bool {}
impl Zeroable for i32 {}
impl Zeroable for i64 {}
impl Zeroable for f32 {}
impl Zeroable for f64 {}

/// `n` zeros (false, 0, 0.0) from the allocator's zeroed memory (`calloc`:
/// untouched pages cost nothing until written), or an [`AllocError`].
fn try_zeroed_vec<T: Zeroable>(n: usize) -> Result<Vec<T>, AllocError> {
    let layout = std::alloc::Layout::array::<T>(n).map_err(|_| AllocError::of::<T>(n))?;
    if layout.size() == 0 {
        return Ok(Vec::new());
    }
    if !fits_in_memory(layout.size() as u128) {
        return Err(AllocError::of::<T>(n));
    }
    // SAFETY: the layout has a non-zero size; all-zero bits are a valid
    // `bool`, `i32`, `i64`, `f32` and `f64` (the only `Zeroable` types), and
    // the pointer comes from the global allocator with the layout of `n`
    // elements of `T`, as `Vec::from_raw_parts` requires.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout) as *mut T;
        if ptr.is_null() {
            return Err(AllocError::of::<T>(n));
        }
        Ok(Vec::from_raw_parts(ptr, n, n))
    }
}

/// `n` zeros of each of `prims` (the components of an element type), or
/// one [`AllocError`] for the `n` whole elements: the request is measured
/// against the free memory as a whole before any buffer is made.
pub fn try_zeroed_buffers(prims: &[Prim], n: usize) -> Result<Vec<Buffer>, AllocError> {
    let size: u128 = prims.iter().map(|p| p.bytes() as u128).sum();
    let refused = AllocError {
        bytes: n as u128 * size,
    };
    if !fits_in_memory(refused.bytes) {
        return Err(refused);
    }
    prims
        .iter()
        .map(|p| Buffer::try_zeroed(*p, n).map_err(|_| refused))
        .collect()
}

/// A flat buffer of one primitive type.
#[derive(Clone, Debug, PartialEq)]
pub enum Buffer {
    Bool(Vec<bool>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    F32(Vec<f32>),
    F64(Vec<f64>),
}

impl Buffer {
    pub fn new(prim: Prim, capacity: usize) -> Buffer {
        match prim {
            Prim::Bool => Buffer::Bool(Vec::with_capacity(capacity)),
            Prim::I32 => Buffer::I32(Vec::with_capacity(capacity)),
            Prim::I64 => Buffer::I64(Vec::with_capacity(capacity)),
            Prim::F32 => Buffer::F32(Vec::with_capacity(capacity)),
            Prim::F64 => Buffer::F64(Vec::with_capacity(capacity)),
        }
    }

    /// An empty buffer with room for `capacity` elements, or an [`AllocError`].
    pub fn try_new(prim: Prim, capacity: usize) -> Result<Buffer, AllocError> {
        Ok(match prim {
            Prim::Bool => Buffer::Bool(try_vec(capacity)?),
            Prim::I32 => Buffer::I32(try_vec(capacity)?),
            Prim::I64 => Buffer::I64(try_vec(capacity)?),
            Prim::F32 => Buffer::F32(try_vec(capacity)?),
            Prim::F64 => Buffer::F64(try_vec(capacity)?),
        })
    }

    /// `n` zeros of a primitive type, or an [`AllocError`].
    pub fn try_zeroed(prim: Prim, n: usize) -> Result<Buffer, AllocError> {
        Ok(match prim {
            Prim::Bool => Buffer::Bool(try_zeroed_vec(n)?),
            Prim::I32 => Buffer::I32(try_zeroed_vec(n)?),
            Prim::I64 => Buffer::I64(try_zeroed_vec(n)?),
            Prim::F32 => Buffer::F32(try_zeroed_vec(n)?),
            Prim::F64 => Buffer::F64(try_zeroed_vec(n)?),
        })
    }

    pub fn prim(&self) -> Prim {
        match self {
            Buffer::Bool(_) => Prim::Bool,
            Buffer::I32(_) => Prim::I32,
            Buffer::I64(_) => Prim::I64,
            Buffer::F32(_) => Prim::F32,
            Buffer::F64(_) => Prim::F64,
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Buffer::Bool(v) => v.len(),
            Buffer::I32(v) => v.len(),
            Buffer::I64(v) => v.len(),
            Buffer::F32(v) => v.len(),
            Buffer::F64(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bytes its elements take.
    pub fn bytes(&self) -> usize {
        self.len() * self.prim().bytes()
    }

    /// Element `i` as a primitive scalar. Panics when out of range.
    pub fn get(&self, i: usize) -> Scalar {
        match self {
            Buffer::Bool(v) => Scalar::Bool(v[i]),
            Buffer::I32(v) => Scalar::I32(v[i]),
            Buffer::I64(v) => Scalar::I64(v[i]),
            Buffer::F32(v) => Scalar::F32(v[i]),
            Buffer::F64(v) => Scalar::F64(v[i]),
        }
    }

    /// Sets element `i` to a primitive scalar of this buffer's type; `false`
    /// on a type mismatch. Panics when out of range.
    pub fn set(&mut self, i: usize, s: &Scalar) -> bool {
        match (self, s) {
            (Buffer::Bool(v), Scalar::Bool(x)) => v[i] = *x,
            (Buffer::I32(v), Scalar::I32(x)) => v[i] = *x,
            (Buffer::I64(v), Scalar::I64(x)) => v[i] = *x,
            (Buffer::F32(v), Scalar::F32(x)) => v[i] = *x,
            (Buffer::F64(v), Scalar::F64(x)) => v[i] = *x,
            _ => return false,
        }
        true
    }

    /// Appends `other[range]`; `false` when the element types differ.
    /// Panics when the range is out of bounds.
    pub fn extend_from(&mut self, other: &Buffer, range: std::ops::Range<usize>) -> bool {
        match (self, other) {
            (Buffer::Bool(v), Buffer::Bool(w)) => v.extend_from_slice(&w[range]),
            (Buffer::I32(v), Buffer::I32(w)) => v.extend_from_slice(&w[range]),
            (Buffer::I64(v), Buffer::I64(w)) => v.extend_from_slice(&w[range]),
            (Buffer::F32(v), Buffer::F32(w)) => v.extend_from_slice(&w[range]),
            (Buffer::F64(v), Buffer::F64(w)) => v.extend_from_slice(&w[range]),
            _ => return false,
        }
        true
    }

    /// Keeps the first `n` elements.
    pub fn truncate(&mut self, n: usize) {
        match self {
            Buffer::Bool(v) => v.truncate(n),
            Buffer::I32(v) => v.truncate(n),
            Buffer::I64(v) => v.truncate(n),
            Buffer::F32(v) => v.truncate(n),
            Buffer::F64(v) => v.truncate(n),
        }
    }

    /// Appends a primitive scalar of this buffer's type; `false` on a type mismatch.
    pub fn push(&mut self, s: &Scalar) -> bool {
        match (self, s) {
            (Buffer::Bool(v), Scalar::Bool(x)) => v.push(*x),
            (Buffer::I32(v), Scalar::I32(x)) => v.push(*x),
            (Buffer::I64(v), Scalar::I64(x)) => v.push(*x),
            (Buffer::F32(v), Scalar::F32(x)) => v.push(*x),
            (Buffer::F64(v), Scalar::F64(x)) => v.push(*x),
            _ => return false,
        }
        true
    }
}

/// A rank-`k` array of elements of type `elem`, row-major, stored as one
/// buffer per primitive component of `elem` (`elem.leaves()`).
/// Invariant: every buffer has `shape.iter().product()` elements.
///
/// Arrays are immutable values, so the buffers are shared: a clone (a
/// variable read by the reference interpreter, an input handed to a path)
/// costs nothing and allocates nothing, where a copy of a 16 GiB input would
/// double the memory a run needs, past what the allocation checks see.
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    shape: Vec<usize>,
    elem: ScalarType,
    bufs: std::sync::Arc<Vec<Buffer>>,
}

/// Why [`Array::from_buffers`] refused its arguments.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArrayError {
    /// The shape, the element type and the buffers disagree.
    #[error("{0}")]
    Invalid(String),
    /// The buffers could not be allocated.
    #[error(transparent)]
    Alloc(#[from] AllocError),
}

impl Array {
    /// Builds an array from its component buffers, checking the invariant.
    pub fn from_buffers(
        shape: Vec<usize>,
        elem: ScalarType,
        bufs: Vec<Buffer>,
    ) -> Result<Array, ArrayError> {
        let leaves = elem.leaves();
        let n = shape
            .iter()
            .try_fold(1usize, |a, &d| a.checked_mul(d))
            .ok_or_else(|| ArrayError::Invalid(format!("shape {shape:?} overflows")))?;
        if leaves.len() != bufs.len() {
            return Err(ArrayError::Invalid(format!(
                "element type {elem} has {} components but {} buffers were given",
                leaves.len(),
                bufs.len()
            )));
        }
        for (p, b) in leaves.iter().zip(&bufs) {
            if b.prim() != *p {
                return Err(ArrayError::Invalid(format!(
                    "buffer of {} where {p} was expected",
                    b.prim()
                )));
            }
            if b.len() != n {
                return Err(ArrayError::Invalid(format!(
                    "buffer of {} elements for shape {shape:?} ({n} elements)",
                    b.len()
                )));
            }
        }
        Ok(Array {
            shape,
            elem,
            bufs: std::sync::Arc::new(bufs),
        })
    }

    /// Builds an array from row-major elements, each of type `elem`.
    pub fn from_scalars(
        shape: Vec<usize>,
        elem: ScalarType,
        elems: &[Scalar],
    ) -> Result<Array, ArrayError> {
        let leaves = elem.leaves();
        let mut bufs: Vec<Buffer> = leaves
            .iter()
            .map(|p| Buffer::try_new(*p, elems.len()))
            .collect::<Result<_, _>>()?;
        let mut prims = Vec::with_capacity(leaves.len());
        for s in elems {
            prims.clear();
            flatten(s, &mut prims);
            if prims.len() != bufs.len() {
                return Err(ArrayError::Invalid(format!(
                    "element {s} is not of type {elem}"
                )));
            }
            for (b, p) in bufs.iter_mut().zip(&prims) {
                if !b.push(p) {
                    return Err(ArrayError::Invalid(format!(
                        "element {s} is not of type {elem}"
                    )));
                }
            }
        }
        Array::from_buffers(shape, elem, bufs)
    }

    /// A rank-0 array holding one scalar.
    pub fn scalar(s: Scalar) -> Array {
        let ty = s.ty();
        Array::from_scalars(vec![], ty, &[s]).expect("a scalar fits its own type")
    }

    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    pub fn elem(&self) -> &ScalarType {
        &self.elem
    }

    /// The bytes its buffers hold.
    pub fn bytes(&self) -> usize {
        self.buffers().iter().map(Buffer::bytes).sum()
    }

    pub fn buffers(&self) -> &[Buffer] {
        &self.bufs
    }

    /// Whether `other` is this array or a clone of it (perhaps reshaped):
    /// the same buffers, not merely equal ones.
    pub fn same_elements(&self, other: &Array) -> bool {
        std::sync::Arc::ptr_eq(&self.bufs, &other.bufs)
    }

    /// The buffers, copied only when another clone of the array shares them.
    pub fn into_buffers(self) -> Vec<Buffer> {
        std::sync::Arc::unwrap_or_clone(self.bufs)
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element at flat (row-major) position `i`. Panics when out of range.
    pub fn get(&self, i: usize) -> Scalar {
        if let ScalarType::Prim(_) = self.elem {
            return self.bufs[0].get(i);
        }
        let mut leaves = self.bufs.iter().map(|b| b.get(i));
        rebuild(&self.elem, &mut leaves)
    }

    /// All elements, row-major, for arrays of a known small size (tests,
    /// hand-written examples): the vector is allocated infallibly. An
    /// array whose size comes from a program or its inputs goes through
    /// [`Array::try_to_scalars`].
    pub fn to_scalars(&self) -> Vec<Scalar> {
        (0..self.len()).map(|i| self.get(i)).collect()
    }

    /// All elements, row-major, or an [`AllocError`] when the vector of
    /// scalars (`size_of::<Scalar>()` bytes an element, several times the
    /// element's own size) cannot be allocated.
    pub fn try_to_scalars(&self) -> Result<Vec<Scalar>, AllocError> {
        let mut out = try_vec(self.len())?;
        out.extend((0..self.len()).map(|i| self.get(i)));
        Ok(out)
    }

    /// The same elements under another shape of the same element count,
    /// sharing the buffers (nothing is copied, so the result is
    /// [`Array::same_elements`] as this one).
    pub fn reshaped(&self, shape: Vec<usize>) -> Result<Array, ArrayError> {
        let n = shape
            .iter()
            .try_fold(1usize, |a, &d| a.checked_mul(d))
            .ok_or_else(|| ArrayError::Invalid(format!("shape {shape:?} overflows")))?;
        if n != self.len() {
            return Err(ArrayError::Invalid(format!(
                "shape {shape:?} ({n} elements) for an array of {} elements",
                self.len()
            )));
        }
        Ok(Array {
            shape,
            elem: self.elem.clone(),
            bufs: self.bufs.clone(),
        })
    }

    /// Flat position of a multi-index, or `None` when out of bounds.
    pub fn flat_index(&self, ix: &[i64]) -> Option<usize> {
        if ix.len() != self.shape.len() {
            return None;
        }
        let mut flat = 0usize;
        for (&i, &d) in ix.iter().zip(&self.shape) {
            if i < 0 || i as u64 >= d as u64 {
                return None;
            }
            flat = flat * d + i as usize;
        }
        Some(flat)
    }
}

fn flatten(s: &Scalar, out: &mut Vec<Scalar>) {
    match s {
        Scalar::Tuple(xs) => xs.iter().for_each(|x| flatten(x, out)),
        p => out.push(p.clone()),
    }
}

fn rebuild(ty: &ScalarType, leaves: &mut dyn Iterator<Item = Scalar>) -> Scalar {
    match ty {
        ScalarType::Prim(_) => leaves.next().expect("one buffer per leaf"),
        ScalarType::Tuple(ts) => Scalar::Tuple(ts.iter().map(|t| rebuild(t, leaves)).collect()),
    }
}

/// An array-level value: an array or a tuple of values.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Array(Array),
    Tuple(Vec<Value>),
}

impl Value {
    /// The arrays in order, flattening nested tuples.
    pub fn arrays(&self) -> Vec<&Array> {
        match self {
            Value::Array(a) => vec![a],
            Value::Tuple(vs) => vs.iter().flat_map(|v| v.arrays()).collect(),
        }
    }

    pub fn as_array(&self) -> Option<&Array> {
        match self {
            Value::Array(a) => Some(a),
            Value::Tuple(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tuple_arrays_are_one_buffer_per_component() {
        let ty = ScalarType::Tuple(vec![ScalarType::I64, ScalarType::F32]);
        let elems = vec![
            Scalar::Tuple(vec![Scalar::I64(1), Scalar::F32(0.5)]),
            Scalar::Tuple(vec![Scalar::I64(2), Scalar::F32(1.5)]),
        ];
        let a = Array::from_scalars(vec![2], ty, &elems).unwrap();
        assert_eq!(a.buffers().len(), 2);
        assert_eq!(a.get(1), elems[1]);
        assert_eq!(a.to_scalars(), elems);
    }

    #[test]
    fn invariants_are_checked() {
        let e = Array::from_buffers(vec![3], ScalarType::I64, vec![Buffer::I64(vec![1, 2])]);
        assert!(e.is_err());
        let e = Array::from_scalars(vec![1], ScalarType::I64, &[Scalar::F32(1.0)]);
        assert!(e.is_err());
    }

    #[test]
    fn flat_index_checks_bounds() {
        let a = Array::from_buffers(vec![2, 3], ScalarType::I32, vec![Buffer::I32(vec![0; 6])])
            .unwrap();
        assert_eq!(a.flat_index(&[1, 2]), Some(5));
        assert_eq!(a.flat_index(&[2, 0]), None);
        assert_eq!(a.flat_index(&[0, -1]), None);
    }

    #[test]
    fn large_requests_are_measured_against_the_free_memory() {
        let meminfo = "MemTotal:       24000000 kB\nMemFree:  100 kB\n\
                       MemAvailable:    2097152 kB\nSwapTotal: 0 kB\nSwapFree:  1048576 kB\n";
        let free = meminfo_available(meminfo);
        assert_eq!(free, Some(3 << 30));
        // 2 GiB of RAM and 1 GiB of swap free: 3 GiB fit, a byte more does not.
        assert!(fits(3 << 30, || free));
        assert!(!fits((3 << 30) + 1, || free));
        // Small requests and machines without /proc/meminfo are not refused.
        assert!(fits(LARGE_REQUEST - 1, || Some(0)));
        assert!(fits(1 << 40, || None));
        assert_eq!(meminfo_available("MemTotal: 5 kB\n"), None);
        // The live figure is there on Linux, and a request past it fails.
        if let Some(free) = available_bytes() {
            let n = usize::try_from(free + (1 << 30)).unwrap();
            assert!(try_vec::<u8>(n).is_err());
        }
    }
}
