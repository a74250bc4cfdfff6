//! Fresh memory for output arrays. A large new array is zeroed memory that
//! the kernel maps page by page when a nest first writes it: with 4 KiB
//! pages that is one fault per page, which on this machine kind (virtual
//! machines) costs several times the write itself. What the driver does
//! to a new large buffer before the nest writes it ([`FreshMemory`]):
//! nothing, huge-page advice (`madvise(MADV_HUGEPAGE)`, as NumPy does for
//! its large arrays: one fault per 2 MiB), pre-faulting on all cores
//! (`MADV_POPULATE_WRITE`, Linux 5.14: the kernel maps the pages without a
//! fault each), or both. The way is part of the target
//! ([`super::isa::Target::fresh_memory`], `--fresh-memory`); `bench
//! --fresh-memory` measures each, and the default is the fastest measured
//! (`docs/results/cpu-techniques.md`). Buffers from the pool of recycled
//! ones are already mapped and need none of this.
//!
//! The allocator [`LineAligned`] gives every large block of the process
//! (inputs, temporaries, the interpreters' arrays) the huge-page advice of
//! the way it is declared with, a constant of the `#[global_allocator]`
//! static; the driver's [`prepare`] then makes each new output buffer what
//! its program's target asks, taking that advice back where the target's
//! way has none.

use crate::llvm::LINE;

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

    /// Whether new buffers get 2 MiB pages.
    pub const fn huge_pages(self) -> bool {
        matches!(self, FreshMemory::HugePages | FreshMemory::HugePrefault)
    }

    /// Whether new buffers are mapped before the nest writes them.
    pub const fn prefaults(self) -> bool {
        matches!(self, FreshMemory::Prefault | FreshMemory::HugePrefault)
    }
}

/// Buffers smaller than this are left alone (a few pages).
pub const PREPARED_BYTES: usize = 1 << 21;

/// Prepares the untouched new buffer at `ptr` of `bytes` bytes `how`:
/// huge pages or (taking back an allocator's advice) small ones, then
/// mapped in where `how` prefaults. Advice the kernel refuses (an old
/// kernel, THP off) changes nothing: the nest's writes fault the pages in
/// as before.
pub fn prepare(ptr: *mut u8, bytes: usize, how: FreshMemory) {
    if bytes < PREPARED_BYTES {
        return;
    }
    advise_pages(ptr, bytes, how.huge_pages());
    if how.prefaults() {
        prefault(ptr, bytes);
    }
}

const HUGE: usize = 1 << 21;

/// Allocations of at least this many bytes are cache-line aligned by
/// [`LineAligned`].
pub const LINE_ALIGNED_BYTES: usize = 1 << 20;

/// A global allocator (the system's) that starts every allocation of at
/// least [`LINE_ALIGNED_BYTES`] at a cache line, so that a nest storing a
/// large new array past the caches (`llvm::stream`) writes whole lines with
/// aligned vector stores. The system allocator starts a large block 16
/// bytes into its pages (`malloc`'s header), and a `Vec`'s memory must be
/// freed with the alignment it was allocated with, so the alignment cannot
/// be asked for later: a program opts in with `#[global_allocator]` (the
/// `fuselab` binary does). A large block is `calloc`'s or `malloc`'s,
/// [`PADDING`] bytes longer, its start moved up to a line and the system's
/// pointer kept in the 8 bytes before it; `calloc`'s lazily zeroed pages
/// stay untouched. A block of at least [`PREPARED_BYTES`] gets huge pages
/// where the way it is made with ([`LineAligned::new`]) has them.
///
/// **Colours.** Successive large blocks start [`COLOUR_LINES`] lines
/// further from their first line than the block before, in [`COLOURS`]
/// steps ([`colour_offset`]).
/// Linux places a large anonymous mapping at a 2 MiB boundary, so without
/// this every large array starts at the same offset of a huge page, and a
/// nest's accesses at one index of several arrays all fall into one set of
/// the L1 cache (indexed by address bits below 4 KiB) and, where huge pages
/// back the arrays, of the L2 cache (physical bits below 2 MiB), and alias
/// one another's stores (bits below 4 KiB): a nest with more streams than
/// the caches have ways (eight scans of one input, 8-way caches) misses on
/// every access (`docs/cpu.md`, "Arrays in different cache sets"). An odd
/// number of lines per step puts the colours in different L1 sets and at
/// different 4 KiB offsets.
/// `cache_colours` (an example of `experiments`) measures a program with
/// and without them; `set_colours(false)` turns them off.
pub struct LineAligned {
    huge_pages: bool,
    /// Whether large blocks get colours (on unless turned off).
    colours: std::sync::atomic::AtomicBool,
    /// Large blocks made so far: the next one's colour.
    made: std::sync::atomic::AtomicUsize,
}

/// Distinct starting offsets of large blocks ([`LineAligned`]).
const COLOURS: usize = 32;

/// Lines between two colours: odd, so that colours differ in their L1 set.
const COLOUR_LINES: usize = 17;

/// The bytes a large block is allocated longer than asked: a line to move
/// its start to one, and the largest colour's offset.
const PADDING: usize = LINE + (COLOURS - 1) * COLOUR_LINES * LINE;

/// Where the block of colour `colour` starts after its first line.
const fn colour_offset(colour: usize) -> usize {
    (colour % COLOURS) * COLOUR_LINES * LINE
}

impl LineAligned {
    /// The allocator whose large blocks get `how`'s huge-page advice.
    pub const fn new(how: FreshMemory) -> LineAligned {
        LineAligned {
            huge_pages: how.huge_pages(),
            colours: std::sync::atomic::AtomicBool::new(true),
            made: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// Turns the colours of the large blocks made from now on on or off
    /// (`cache_colours` compares the two).
    pub fn set_colours(&self, on: bool) {
        self.colours.store(on, std::sync::atomic::Ordering::Relaxed);
    }

    /// The next large block's offset after its first line.
    fn next_offset(&self) -> usize {
        use std::sync::atomic::Ordering::Relaxed;
        if self.colours.load(Relaxed) {
            colour_offset(self.made.fetch_add(1, Relaxed))
        } else {
            0
        }
    }

    fn large(layout: std::alloc::Layout) -> bool {
        layout.size() >= LINE_ALIGNED_BYTES && layout.align() <= LINE
    }

    /// A line-aligned block `offset` bytes after the first line inside
    /// the system's block `raw` ([`PADDING`] more bytes than asked), its
    /// pointer kept before it.
    unsafe fn place(raw: *mut u8, offset: usize) -> *mut u8 {
        if raw.is_null() {
            return raw;
        }
        // `malloc` aligns to 16, so at least 16 bytes lie before the line.
        let at = raw.add(LINE - (raw as usize % LINE) + offset);
        (at as *mut *mut u8).sub(1).write(raw);
        at
    }

    /// `at` (of `layout`'s size), with huge-page advice where this
    /// allocator gives large blocks huge pages: every large array the
    /// process makes (inputs read or generated, temporaries, outputs), not
    /// only the outputs the driver prepares.
    unsafe fn advised(&self, at: *mut u8, layout: std::alloc::Layout) -> *mut u8 {
        if !at.is_null() && self.huge_pages && layout.size() >= PREPARED_BYTES {
            advise_pages(at, layout.size(), true);
        }
        at
    }

    unsafe fn raw(at: *mut u8) -> *mut u8 {
        (at as *mut *mut u8).sub(1).read()
    }
}

// SAFETY: every block is the system allocator's; large ones are found
// again from the pointer kept before them (`place`), decided by the same
// size test in each method.
unsafe impl std::alloc::GlobalAlloc for LineAligned {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        if Self::large(layout) {
            self.advised(
                Self::place(
                    libc::malloc(layout.size() + PADDING) as *mut u8,
                    self.next_offset(),
                ),
                layout,
            )
        } else {
            std::alloc::System.alloc(layout)
        }
    }

    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        if Self::large(layout) {
            self.advised(
                Self::place(
                    libc::calloc(1, layout.size() + PADDING) as *mut u8,
                    self.next_offset(),
                ),
                layout,
            )
        } else {
            std::alloc::System.alloc_zeroed(layout)
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        if Self::large(layout) {
            libc::free(Self::raw(ptr) as *mut libc::c_void)
        } else {
            std::alloc::System.dealloc(ptr, layout)
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, size: usize) -> *mut u8 {
        let new = std::alloc::Layout::from_size_align_unchecked(size, layout.align());
        if !Self::large(layout) && !Self::large(new) {
            return std::alloc::System.realloc(ptr, layout, size);
        }
        let to = self.alloc(new);
        if !to.is_null() {
            std::ptr::copy_nonoverlapping(ptr, to, layout.size().min(size));
            self.dealloc(ptr, layout);
        }
        to
    }
}

/// One cache of CPU 0 as sysfs lists it (`/sys/devices/system/cpu/cpu0/
/// cache/index*`); a figure sysfs does not give is `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cache {
    pub level: Option<u32>,
    /// `Data` or `Unified`, not `Instruction`.
    pub holds_data: bool,
    pub bytes: Option<usize>,
    pub sets: Option<usize>,
    pub ways: Option<usize>,
}

/// The caches of CPU 0, from sysfs (none where it cannot be read).
pub fn caches() -> Vec<Cache> {
    let dir = std::path::Path::new("/sys/devices/system/cpu/cpu0/cache");
    let entries = std::fs::read_dir(dir).into_iter().flatten().flatten();
    // In the order of their `indexN` names.
    let mut out: Vec<(usize, Cache)> = entries
        .filter_map(|e| {
            let name = e.file_name();
            let n = name
                .to_str()?
                .strip_prefix("index")?
                .parse::<usize>()
                .ok()?;
            Some((n, e))
        })
        .map(|(n, e)| {
            let read = |f: &str| std::fs::read_to_string(e.path().join(f)).ok();
            let number = |f: &str| read(f)?.trim().parse::<usize>().ok();
            let cache = Cache {
                level: number("level").and_then(|l| u32::try_from(l).ok()),
                holds_data: read("type").is_some_and(|t| matches!(t.trim(), "Data" | "Unified")),
                bytes: read("size").and_then(|s| cache_size(&s)),
                sets: number("number_of_sets"),
                ways: number("ways_of_associativity"),
            };
            (n, cache)
        })
        .collect();
    out.sort_by_key(|(n, _)| *n);
    out.into_iter().map(|(_, c)| c).collect()
}

/// The size of the largest cache of CPU 0 (the last level), from sysfs;
/// 32 MiB where it cannot be read.
pub fn last_level_cache() -> usize {
    static SIZE: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *SIZE.get_or_init(|| {
        (caches().iter().filter_map(|c| c.bytes))
            .max()
            .unwrap_or(32 << 20)
    })
}

/// A sysfs cache size (`32768K`, `2M`) in bytes.
fn cache_size(text: &str) -> Option<usize> {
    let t = text.trim();
    let (digits, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len()));
    let n: usize = digits.parse().ok()?;
    let scale = match unit {
        "" => 1,
        "K" => 1 << 10,
        "M" => 1 << 20,
        "G" => 1 << 30,
        _ => return None,
    };
    n.checked_mul(scale)
}

/// `MADV_HUGEPAGE` (`huge`) or `MADV_NOHUGEPAGE` on the 2 MiB-aligned part
/// of the range.
fn advise_pages(ptr: *mut u8, bytes: usize, huge: bool) {
    let start = (ptr as usize).next_multiple_of(HUGE);
    let end = (ptr as usize + bytes) / HUGE * HUGE;
    let advice = if huge {
        libc::MADV_HUGEPAGE
    } else {
        libc::MADV_NOHUGEPAGE
    };
    if end > start {
        // SAFETY: the range lies inside one live allocation of ours; the
        // advice changes how it is backed, not its contents.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, advice);
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
                // SAFETY: as in `advise_pages`; populating writes nothing
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
    use std::collections::BTreeSet;

    #[test]
    fn large_blocks_start_at_a_line_and_keep_their_contents() {
        use std::alloc::{GlobalAlloc, Layout};
        let a = LineAligned::new(FreshMemory::DEFAULT);
        for size in [16, LINE_ALIGNED_BYTES - 8, LINE_ALIGNED_BYTES, 3 << 20] {
            let layout = Layout::from_size_align(size, 8).unwrap();
            unsafe {
                let p = a.alloc_zeroed(layout);
                assert!(!p.is_null());
                if size >= LINE_ALIGNED_BYTES {
                    assert_eq!(p as usize % LINE, 0, "{size}");
                }
                assert!(std::slice::from_raw_parts(p, size).iter().all(|b| *b == 0));
                p.write_bytes(7, size);
                // Grown and shrunk across the threshold, contents kept.
                let q = a.realloc(p, layout, size * 2);
                assert!(std::slice::from_raw_parts(q, size).iter().all(|b| *b == 7));
                let grown = Layout::from_size_align(size * 2, 8).unwrap();
                let r = a.realloc(q, grown, 8);
                assert!(std::slice::from_raw_parts(r, 8).iter().all(|b| *b == 7));
                a.dealloc(r, Layout::from_size_align(8, 8).unwrap());
            }
        }
    }

    #[test]
    fn successive_large_blocks_fall_into_different_sets() {
        use std::alloc::{GlobalAlloc, Layout};
        let a = LineAligned::new(FreshMemory::DEFAULT);
        let layout = Layout::from_size_align(3 << 20, 8).unwrap();
        // Each block's start past the first line of the system's block:
        // where the system's blocks start alike (`mmap`'s, at 2 MiB
        // boundaries), these are where the blocks start apart.
        let offsets = |a: &LineAligned| -> Vec<usize> {
            let blocks: Vec<*mut u8> = (0..COLOURS)
                .map(|_| unsafe { a.alloc_zeroed(layout) })
                .collect();
            let offsets = blocks
                .iter()
                .map(|&p| {
                    let raw = unsafe { LineAligned::raw(p) } as usize;
                    p as usize - (raw / LINE + 1) * LINE
                })
                .collect();
            for p in blocks {
                assert_eq!(p as usize % LINE, 0);
                unsafe {
                    // The last byte is writable: the colour lies inside the block.
                    p.add(layout.size() - 1).write(1);
                    a.dealloc(p, layout);
                }
            }
            offsets
        };
        // Each colour in its own L1 set (64 sets of 64-byte lines) and at
        // its own offset within a 4 KiB page.
        let coloured = offsets(&a);
        let sets: BTreeSet<usize> = coloured.iter().map(|o| o / LINE % 64).collect();
        assert_eq!(sets.len(), COLOURS, "{coloured:?}");
        // Turned off, every block starts at its first line.
        a.set_colours(false);
        assert!(offsets(&a).iter().all(|o| *o == 0));
    }

    #[test]
    fn cache_sizes_read_as_sysfs_writes_them() {
        assert_eq!(cache_size("32768K\n"), Some(32 << 20));
        assert_eq!(cache_size("2M"), Some(2 << 20));
        assert_eq!(cache_size("512"), Some(512));
        assert_eq!(cache_size("12X"), None);
        assert_eq!(cache_size(""), None);
        assert!(last_level_cache() >= 1 << 16);
    }

    #[test]
    fn every_way_leaves_new_memory_zero_and_writable() {
        for how in FreshMemory::ALL {
            assert_eq!(FreshMemory::parse(how.name()), Some(how));
            let n = 3 * PREPARED_BYTES / 8 + 5;
            let mut v = vec![0u64; n];
            prepare(v.as_mut_ptr() as *mut u8, n * 8, how);
            assert!(v.iter().all(|x| *x == 0), "{}", how.name());
            v.iter_mut().enumerate().for_each(|(i, x)| *x = i as u64);
            assert!(v.iter().enumerate().all(|(i, x)| *x == i as u64));
        }
        assert_eq!(FreshMemory::parse("giant"), None);
    }
}
