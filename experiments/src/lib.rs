//! `experiments` owns the `fuselab` command: its arguments (`args`) and
//! dispatch (`cli`), one module per command (`run`, `suite`, `fuse`,
//! `compare`, `bench`, `bench_ptx`, `bench_ilp`, `experiment`, `report`,
//! and `calibrate` with the machine profile it writes, `machine`),
//! and what they share below them: what the benchmarks share
//! (`bench_shared`), the bandwidth probe (`bench_probe`), compile times from
//! a fresh process (`cold_compile`), hand-written loops (`hand`), the
//! peers, NumPy twins run as NumPy, JAX and numba (`peers`), loading and compiling a program
//! (`program_file`, `compiling`), a lowered program compiled for the CPU with its rewrites (`native`),
//! the executors behind one trait (`executor`)
//! and their table (`executors`), the GPU glue (`gpu`), the experiment runner's
//! sweeps, their plans and shards, merged shards, measured cells, the
//! cells' runner (one at a time or on workers) and Slurm job arrays
//! (`sweep`, `plan`, `merge`, `measure`, `runner`, `slurm`), the metrics edge
//! (`metrics`: typed pass records to JSON), text tables (`table`), input and
//! output arrays (`array_files`), whole-or-nothing files (`files`), Ctrl-C
//! (`interrupt`) and exit statuses (`exit`). Commands import only downward:
//! no module imports one that imports it back (`scripts/module_cycles.py`).
//!
//! The binary (`src/main.rs`) only calls [`main`]. The library's surface
//! is that, [`native`] (compiling a lowered program for the CPU, for tests
//! and examples), and two helpers the integration tests share with the
//! commands ([`header_sizes`], [`python`]); every other module is private.

// The printing macros, for every module below: as std's, but a write to a
// closed pipe (`fuselab run … | head -1`, a closed stderr) is dropped
// instead of panicking; the exit status still says how the command went.
macro_rules! println {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}
macro_rules! print {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($t)*);
    }};
}
macro_rules! eprintln {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}
macro_rules! eprint {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($t)*);
    }};
}

mod args;
mod array_files;
mod bench;
mod bench_ilp;
mod bench_probe;
mod bench_ptx;
mod bench_shared;
mod bench_twin;
mod calibrate;
mod cli;
mod cold_compile;
mod compare;
mod compiling;
mod compute_probe;
mod executor;
mod executors;
mod exit;
mod experiment;
mod files;
mod fuse;
mod gpu;
mod hand;
mod interrupt;
mod machine;
mod measure;
mod merge;
mod metrics;
pub mod native;
mod peers;
mod plan;
mod predict;
mod program_file;
mod report;
mod run;
mod runner;
mod seq_files;
mod slurm;
mod suite;
mod sweep;
mod table;

pub use bench_probe::cpu_description;
pub use cli::main;
pub use peers::python;
pub use suite::header_sizes;
