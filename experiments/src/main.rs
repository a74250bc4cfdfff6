//! The `fuselab` command-line program; everything is in the library
//! (`experiments::cli`).

/// Large arrays start at a cache line, so nests can store them past the
/// caches with aligned vector stores (`backend::cpu::LineAligned`).
#[global_allocator]
static ALLOC: backend::cpu::LineAligned =
    backend::cpu::LineAligned::new(backend::cpu::FreshMemory::DEFAULT);

fn main() -> std::process::ExitCode {
    experiments::main()
}
