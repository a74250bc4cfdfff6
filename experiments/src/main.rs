//! The `fuselab` command-line program; everything is in the library
//! (`experiments::cli`).

/// Large arrays start at a cache line, so nests can store them past the
/// caches with aligned vector stores (`backend::cpu::memory::LineAligned`).
#[global_allocator]
static ALLOC: backend::cpu::memory::LineAligned =
    backend::cpu::memory::LineAligned::new(backend::cpu::memory::FreshMemory::DEFAULT);

fn main() -> std::process::ExitCode {
    experiments::cli::main()
}
