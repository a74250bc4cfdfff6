//! Fresh memory for output arrays. A large new array is zeroed memory that
//! the kernel maps page by page when a nest first writes it: with 4 KiB
//! pages that is one fault per page, which on this machine kind (virtual
//! machines) costs several times the write itself. What the driver does
//! to a new large buffer before the nest writes it ([`FreshMemory`]):
//! nothing, huge-page advice (`madvise(MADV_HUGEPAGE)`, as NumPy does for
//! its large arrays: one fault per 2 MiB), pre-faulting on all cores
//! (`MADV_POPULATE_WRITE`, Linux 5.14: the kernel maps the pages without a
//! fault each), or both. `bench --fresh-memory` measures each; the default
//! is the fastest measured (`docs/cpu.md`). Buffers from the pool of
//! recycled ones are already mapped and need none of this.

use super::forced::Forced;

/// What the driver does to a new large buffer before a nest writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FreshMemory {
    /// Nothing: 4 KiB pages, faulted in by the nest's writes.
    Plain,
    /// `madvise(MADV_HUGEPAGE)` on its 2 MiB-aligned interior.
    HugePages,
    /// `madvise(MADV_POPULATE_WRITE)`, one slice per core.
    Prefault,
    /// Both.
    HugePrefault,
}

impl FreshMemory {
    pub const ALL: [FreshMemory; 4] = [
        FreshMemory::Plain,
        FreshMemory::HugePages,
        FreshMemory::Prefault,
        FreshMemory::HugePrefault,
    ];

    /// The default (see the module comment).
    pub const DEFAULT: FreshMemory = FreshMemory::HugePages;

    pub fn name(self) -> &'static str {
        match self {
            FreshMemory::Plain => "plain",
            FreshMemory::HugePages => "huge",
            FreshMemory::Prefault => "prefault",
            FreshMemory::HugePrefault => "huge-prefault",
        }
    }

    pub fn parse(s: &str) -> Option<FreshMemory> {
        FreshMemory::ALL.into_iter().find(|m| m.name() == s)
    }
}

/// The way in force (none: the default).
static FORCED: Forced<FreshMemory> = Forced::new(&FreshMemory::ALL);

/// Prepares every later new buffer of this process `how` (`None`: the
/// default).
pub fn force(how: Option<FreshMemory>) {
    FORCED.set(how);
}

/// The way new buffers are prepared now.
pub fn current() -> FreshMemory {
    FORCED.get().unwrap_or(FreshMemory::DEFAULT)
}

/// Buffers smaller than this are left alone (a few pages).
pub const PREPARED_BYTES: usize = 1 << 21;

/// Prepares the untouched new buffer at `ptr` of `bytes` bytes as
/// [`current`] says. Advice the kernel refuses (an old kernel, THP off)
/// changes nothing: the nest's writes fault the pages in as before.
pub fn prepare(ptr: *mut u8, bytes: usize) {
    if bytes < PREPARED_BYTES {
        return;
    }
    let how = current();
    if matches!(how, FreshMemory::HugePages | FreshMemory::HugePrefault) {
        advise_huge(ptr, bytes);
    }
    if matches!(how, FreshMemory::Prefault | FreshMemory::HugePrefault) {
        prefault(ptr, bytes);
    }
}

const HUGE: usize = 1 << 21;

/// `MADV_HUGEPAGE` on the 2 MiB-aligned part of the range.
fn advise_huge(ptr: *mut u8, bytes: usize) {
    let start = (ptr as usize).next_multiple_of(HUGE);
    let end = (ptr as usize + bytes) / HUGE * HUGE;
    if end > start {
        // SAFETY: the range lies inside one live allocation of ours;
        // MADV_HUGEPAGE changes how it is backed, not its contents.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
}

/// `MADV_POPULATE_WRITE` (Linux 5.14) over the whole pages of the range,
/// a slice per core, so that the kernel maps them without a fault each.
fn prefault(ptr: *mut u8, bytes: usize) {
    const MADV_POPULATE_WRITE: libc::c_int = 23;
    let page = 4096;
    let start = (ptr as usize).next_multiple_of(page);
    let end = (ptr as usize + bytes) / page * page;
    if end <= start {
        return;
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let slice = (end - start).div_ceil(threads).next_multiple_of(HUGE);
    std::thread::scope(|s| {
        let mut at = start;
        while at < end {
            let len = slice.min(end - at);
            s.spawn(move || {
                // SAFETY: as in `advise_huge`; populating writes nothing
                // (the pages read as the zeros they already are).
                unsafe {
                    libc::madvise(at as *mut libc::c_void, len, MADV_POPULATE_WRITE);
                }
            });
            at += len;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_way_leaves_new_memory_zero_and_writable() {
        for how in FreshMemory::ALL {
            assert_eq!(FreshMemory::parse(how.name()), Some(how));
            force(Some(how));
            assert_eq!(current(), how);
            let n = 3 * PREPARED_BYTES / 8 + 5;
            let mut v = vec![0u64; n];
            prepare(v.as_mut_ptr() as *mut u8, n * 8);
            assert!(v.iter().all(|x| *x == 0), "{}", how.name());
            v.iter_mut().enumerate().for_each(|(i, x)| *x = i as u64);
            assert!(v.iter().enumerate().all(|(i, x)| *x == i as u64));
        }
        force(None);
        assert_eq!(current(), FreshMemory::DEFAULT);
        assert_eq!(FreshMemory::parse("giant"), None);
    }
}
