//! `experiments` owns the `fuselab` command: its arguments (`args`) and
//! dispatch (`cli`), one module per command (`run`, `suite`, `fuse`,
//! `compare`, `bench`, `bench_ptx`, `bench_ilp`, `experiment`, `report`),
//! and what they share below them: what the benchmarks share
//! (`bench_shared`), the bandwidth probe (`bench_probe`), compile times from
//! a fresh process (`cold_compile`), hand-written loops (`hand`), the
//! peers, NumPy twins run as NumPy, JAX and numba (`peers`), loading and compiling a program
//! (`program`, `compiling`), a lowered program compiled for the CPU with its rewrites (`native`),
//! the executors behind one trait (`executor`)
//! and their table (`executors`), the GPU glue (`gpu`), the experiment runner's
//! sweeps and measured cells (`sweep`, `measure`), the metrics edge
//! (`metrics`: typed pass records to JSON), text tables (`table`), input and
//! output arrays (`arrays`), whole-or-nothing files (`files`), Ctrl-C
//! (`interrupt`) and exit statuses (`exit`). Commands import only downward:
//! no module imports one that imports it back (`scripts/module_cycles.py`).
//!
//! The binary (`src/main.rs`) only calls [`cli::main`].

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

pub mod args;
pub mod arrays;
pub mod bench;
pub mod bench_ilp;
pub mod bench_probe;
pub mod bench_ptx;
pub mod bench_shared;
pub mod cli;
pub mod cold_compile;
pub mod compare;
pub mod compiling;
pub mod executor;
pub mod executors;
pub mod exit;
pub mod experiment;
pub mod files;
pub mod fuse;
pub mod gpu;
pub mod hand;
pub mod interrupt;
pub mod measure;
pub mod metrics;
pub mod native;
pub mod peers;
pub mod program;
pub mod report;
pub mod run;
pub mod suite;
pub mod sweep;
pub mod table;
