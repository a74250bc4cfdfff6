//! A streamed sequence input: a sequence parameter whose values an
//! executor reads a range at a time instead of holding them whole
//! (docs/sequences.md "Streaming inputs").
//!
//! A sequence parameter is two arrays per array of its element type
//! ([`crate::sequence`]): the values, concatenated, and the shapes. The
//! shapes are small (a row per element) and are an input like any other;
//! the values may be larger than memory. [`StreamedValues`] stands for a
//! values array: how many values it has and, per leaf of its element type,
//! a [`ValueReader`] that writes any range of them in place. Where they come
//! from (a file read by byte range, a folder of one file per element,
//! random values made per element) is the reader's business; the library
//! opens no file itself.

use crate::types::{Prim, ScalarType};
use crate::value::{AllocError, Array, Buffer};
use std::fmt;

/// Values of one primitive type, written in place: where a
/// [`ValueReader`] puts what it reads.
pub enum ValuesMut<'a> {
    Bool(&'a mut [bool]),
    I32(&'a mut [i32]),
    I64(&'a mut [i64]),
    F32(&'a mut [f32]),
    F64(&'a mut [f64]),
}

impl ValuesMut<'_> {
    pub fn len(&self) -> usize {
        match self {
            ValuesMut::Bool(v) => v.len(),
            ValuesMut::I32(v) => v.len(),
            ValuesMut::I64(v) => v.len(),
            ValuesMut::F32(v) => v.len(),
            ValuesMut::F64(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn prim(&self) -> Prim {
        match self {
            ValuesMut::Bool(_) => Prim::Bool,
            ValuesMut::I32(_) => Prim::I32,
            ValuesMut::I64(_) => Prim::I64,
            ValuesMut::F32(_) => Prim::F32,
            ValuesMut::F64(_) => Prim::F64,
        }
    }

    /// Values `range` of these.
    pub fn slice(&mut self, range: std::ops::Range<usize>) -> ValuesMut<'_> {
        match self {
            ValuesMut::Bool(v) => ValuesMut::Bool(&mut v[range]),
            ValuesMut::I32(v) => ValuesMut::I32(&mut v[range]),
            ValuesMut::I64(v) => ValuesMut::I64(&mut v[range]),
            ValuesMut::F32(v) => ValuesMut::F32(&mut v[range]),
            ValuesMut::F64(v) => ValuesMut::F64(&mut v[range]),
        }
    }

    /// The whole of `buffer`, to be written.
    pub fn of(buffer: &mut Buffer) -> ValuesMut<'_> {
        match buffer {
            Buffer::Bool(v) => ValuesMut::Bool(v),
            Buffer::I32(v) => ValuesMut::I32(v),
            Buffer::I64(v) => ValuesMut::I64(v),
            Buffer::F32(v) => ValuesMut::F32(v),
            Buffer::F64(v) => ValuesMut::F64(v),
        }
    }

    /// `len` values of `prim` at `ptr`.
    ///
    /// # Safety
    /// `ptr` is aligned for `prim`, valid for writes of `len` of its values
    /// for `'a`, not read or written through another path meanwhile, and
    /// (for `Bool`) holds only the bytes 0 and 1.
    pub unsafe fn from_raw<'a>(prim: Prim, ptr: *mut u8, len: usize) -> ValuesMut<'a> {
        use std::slice::from_raw_parts_mut as slice;
        match prim {
            Prim::Bool => ValuesMut::Bool(slice(ptr as *mut bool, len)),
            Prim::I32 => ValuesMut::I32(slice(ptr as *mut i32, len)),
            Prim::I64 => ValuesMut::I64(slice(ptr as *mut i64, len)),
            Prim::F32 => ValuesMut::F32(slice(ptr as *mut f32, len)),
            Prim::F64 => ValuesMut::F64(slice(ptr as *mut f64, len)),
        }
    }
}

/// One leaf of a streamed values array, read a range at a time.
pub trait ValueReader: Send + Sync {
    /// Fills `out` with values `start .. start + out.len()` (counted in
    /// values of this leaf), or says why it cannot (a file that changed, a
    /// failed read).
    fn read(&self, start: u64, out: ValuesMut<'_>) -> Result<(), String>;
}

/// A sequence parameter's values array, read a range at a time.
pub struct StreamedValues {
    /// The position of the values parameter in `Def::params`; its shapes
    /// parameter is the next one, given as an input like any other.
    pub param: usize,
    /// The element type of the values.
    pub elem: ScalarType,
    /// How many values it has: what the shapes cover.
    pub count: u64,
    /// One reader per leaf of `elem`, in order.
    pub leaves: Vec<Box<dyn ValueReader>>,
}

impl fmt::Debug for StreamedValues {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "StreamedValues {{ param: {}, elem: {}, count: {} }}",
            self.param, self.elem, self.count
        )
    }
}

impl StreamedValues {
    /// The bytes one value takes (all leaves together).
    pub fn value_bytes(&self) -> u64 {
        self.elem.bytes() as u64
    }

    /// The bytes the whole array takes.
    pub fn bytes(&self) -> u64 {
        self.count.saturating_mul(self.value_bytes())
    }

    /// All of it, as an array held whole (for an executor that does not
    /// stream).
    pub fn whole(&self) -> Result<Array, WholeError> {
        let n = usize::try_from(self.count)
            .ok()
            .filter(|n| {
                n.checked_mul(self.elem.bytes())
                    .is_some_and(|b| b <= isize::MAX as usize)
            })
            .ok_or(WholeError::Alloc(AllocError {
                bytes: u128::from(self.bytes()),
            }))?;
        let mut bufs = Vec::with_capacity(self.leaves.len());
        for (prim, reader) in self.elem.leaves().into_iter().zip(&self.leaves) {
            let mut b = Buffer::try_zeroed(prim, n)?;
            reader
                .read(0, ValuesMut::of(&mut b))
                .map_err(WholeError::Read)?;
            bufs.push(b);
        }
        Array::from_buffers(vec![n], self.elem.clone(), bufs)
            .map_err(|e| WholeError::Read(e.to_string()))
    }
}

/// Why a streamed values array could not be held whole.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WholeError {
    #[error(transparent)]
    Alloc(#[from] AllocError),
    #[error("{0}")]
    Read(String),
}

/// Where each element's values start in a values array whose shapes are
/// `shapes` (`[len][rank]i64`, row-major): `len + 1` offsets, the last the
/// number of values. `None` where an extent is negative or the sum
/// overflows.
pub fn element_starts(shapes: &[i64], rank: usize) -> Option<Vec<u64>> {
    let len = match rank {
        0 => shapes.len(),
        r => shapes.len() / r,
    };
    let mut starts = Vec::with_capacity(len + 1);
    let mut at = 0u64;
    starts.push(0);
    for k in 0..len {
        let mut n = 1u64;
        for &d in &shapes[k * rank..(k + 1) * rank] {
            n = n.checked_mul(u64::try_from(d).ok()?)?;
        }
        at = at.checked_add(n)?;
        starts.push(at);
    }
    Some(starts)
}

/// The elements that values `range` cover, given where each element's
/// values start (`starts`, as [`element_starts`] gives them): per element
/// `k` with values in the range, `(k, values)`, in order, each part of
/// `range` once (empty elements are skipped).
pub fn by_element(
    starts: &[u64],
    range: std::ops::Range<u64>,
) -> impl Iterator<Item = (usize, std::ops::Range<u64>)> + '_ {
    let first = starts
        .partition_point(|&s| s <= range.start)
        .saturating_sub(1);
    (first..starts.len().saturating_sub(1))
        .map(move |k| (k, starts[k].max(range.start)..starts[k + 1].min(range.end)))
        .take_while(move |(k, _)| starts[*k] < range.end)
        .filter(|(_, r)| !r.is_empty())
}

#[cfg(test)]
mod tests {
    use super::{by_element, element_starts};

    /// A range split by element: partial first and last elements, empty
    /// elements skipped, nothing past the range.
    #[test]
    fn a_range_of_values_is_split_by_element() {
        // Lengths 3, 0, 2, 0, 4.
        let starts = element_starts(&[3, 0, 2, 0, 4], 1).unwrap();
        assert_eq!(starts, vec![0, 3, 3, 5, 5, 9]);
        let split = |lo, hi| by_element(&starts, lo..hi).collect::<Vec<_>>();
        assert_eq!(split(0, 9), vec![(0, 0..3), (2, 3..5), (4, 5..9)]);
        assert_eq!(split(1, 6), vec![(0, 1..3), (2, 3..5), (4, 5..6)]);
        assert_eq!(split(3, 5), vec![(2, 3..5)]);
        assert_eq!(split(4, 4), vec![]);
        assert_eq!(split(7, 9), vec![(4, 7..9)]);
    }
}
