//! A streamed input's values, held a window at a time (docs/sequences.md
//! "Streaming inputs").
//!
//! The generated code reads a values array at its absolute positions
//! (`values[offsets[k0] + q]`), so a window is placed where the whole array
//! would be: each leaf gets address space for all of its values, reserved
//! without memory (`MAP_NORESERVE`), and only the pages of the window are
//! ever written. Showing a window gives the pages of the last one back to
//! the system (`MADV_DONTNEED`) and writes the new one's values from the
//! stream's readers, so the memory held is the window's, whatever the
//! stream's length. A page outside the window reads as zeros; the host
//! shows a window before every chunk that reads the array
//! (`crate::host`), the whole array before anything else reads it.

use ir::stream::{StreamedValues, ValuesMut};
use ir::Prim;
use std::cell::Cell;
use std::ops::Range;

/// Address space for `bytes` bytes, without memory behind it.
struct Region {
    ptr: *mut u8,
    bytes: usize,
}

impl Region {
    fn reserve(bytes: usize) -> Result<Region, String> {
        if bytes == 0 {
            return Ok(Region {
                ptr: std::ptr::NonNull::<u128>::dangling().as_ptr() as *mut u8,
                bytes,
            });
        }
        // SAFETY: an anonymous private mapping at an address of the
        // system's choice; nothing else refers to it.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                bytes,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return Err(format!(
                "cannot reserve {bytes} bytes of address space for a streamed input: {}",
                std::io::Error::last_os_error()
            ));
        }
        Ok(Region {
            ptr: ptr as *mut u8,
            bytes,
        })
    }

    /// Gives the pages that hold bytes `range` back to the system (they
    /// read as zeros again).
    fn release(&self, range: Range<usize>) {
        if range.is_empty() || self.bytes == 0 {
            return;
        }
        let page = page_size();
        let lo = range.start / page * page;
        let hi = range
            .end
            .div_ceil(page)
            .saturating_mul(page)
            .min(self.bytes);
        // SAFETY: [lo, hi) lies inside the mapping (lo is below
        // range.end <= bytes); its pages hold only values of this region,
        // which nothing reads until they are written again.
        unsafe {
            libc::madvise(
                self.ptr.add(lo) as *mut libc::c_void,
                hi - lo,
                libc::MADV_DONTNEED,
            );
        }
    }
}

impl Drop for Region {
    fn drop(&mut self) {
        if self.bytes > 0 {
            // SAFETY: the mapping `reserve` made, unmapped once.
            unsafe {
                libc::munmap(self.ptr as *mut libc::c_void, self.bytes);
            }
        }
    }
}

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(p).ok().filter(|p| *p > 0).unwrap_or(4096)
}

/// A streamed values array, one [`Region`] per leaf, of which only the
/// window shown last holds its values.
pub(crate) struct Window<'a> {
    values: &'a StreamedValues,
    prims: Vec<Prim>,
    leaves: Vec<Region>,
    shown: Cell<(u64, u64)>,
}

impl std::fmt::Debug for Window<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Window({:?}, shown {:?})", self.values, self.shown.get())
    }
}

impl<'a> Window<'a> {
    pub fn new(values: &'a StreamedValues) -> Result<Window<'a>, String> {
        let prims = values.elem.leaves();
        if prims.len() != values.leaves.len() {
            return Err(format!(
                "a streamed input of {} has {} readers",
                values.elem,
                values.leaves.len()
            ));
        }
        let leaves = (prims.iter())
            .map(|p| {
                (values.count.checked_mul(p.bytes() as u64))
                    .and_then(|b| usize::try_from(b).ok())
                    .ok_or_else(|| {
                        format!(
                            "{} values of {p} do not fit the address space",
                            values.count
                        )
                    })
                    .and_then(Region::reserve)
            })
            .collect::<Result<_, _>>()?;
        Ok(Window {
            values,
            prims,
            leaves,
            shown: Cell::new((0, 0)),
        })
    }

    /// Each leaf's base address, for the generated code's tables.
    pub fn ptrs(&self) -> impl Iterator<Item = *mut u8> + '_ {
        self.leaves.iter().map(|r| r.ptr)
    }

    /// Values `range` become readable, read from the stream; the values
    /// shown before are given back (unless they are the same).
    pub fn show(&self, range: Range<u64>) -> Result<(), String> {
        let (lo, hi) = (range.start, range.end.min(self.values.count));
        if self.shown.get() == (lo, hi) {
            return Ok(());
        }
        let (old_lo, old_hi) = self.shown.get();
        for (prim, region) in self.prims.iter().zip(&self.leaves) {
            let b = prim.bytes();
            region.release(old_lo as usize * b..old_hi as usize * b);
        }
        self.shown.set((0, 0));
        if lo >= hi {
            return Ok(());
        }
        for ((prim, region), reader) in self.prims.iter().zip(&self.leaves).zip(&self.values.leaves)
        {
            // SAFETY: [lo, hi) lies inside the region (hi <= count), is
            // aligned for `prim` (the mapping is page-aligned), and nothing
            // reads it while it is written (the nests run after). The
            // region starts zeroed, and a reader writes valid values.
            let out = unsafe {
                ValuesMut::from_raw(
                    *prim,
                    region.ptr.add(lo as usize * prim.bytes()),
                    (hi - lo) as usize,
                )
            };
            reader.read(lo, out)?;
        }
        self.shown.set((lo, hi));
        Ok(())
    }

    /// All the values, read from the stream into an array of their own.
    pub fn whole(&self) -> Result<ir::Array, ir::stream::WholeError> {
        self.values.whole()
    }

    /// Value `pos` of leaf `leaf`, where it is shown.
    pub fn get(&self, leaf: usize, pos: usize) -> Option<ir::Scalar> {
        let (lo, hi) = self.shown.get();
        if !(lo..hi).contains(&(pos as u64)) {
            return None;
        }
        let prim = *self.prims.get(leaf)?;
        let at = self.leaves[leaf].ptr;
        // SAFETY: `pos` is inside the shown window, written by `show`.
        unsafe {
            Some(match prim {
                Prim::Bool => ir::Scalar::Bool(*(at as *const bool).add(pos)),
                Prim::I32 => ir::Scalar::I32(*(at as *const i32).add(pos)),
                Prim::I64 => ir::Scalar::I64(*(at as *const i64).add(pos)),
                Prim::F32 => ir::Scalar::F32(*(at as *const f32).add(pos)),
                Prim::F64 => ir::Scalar::F64(*(at as *const f64).add(pos)),
            })
        }
    }
}
