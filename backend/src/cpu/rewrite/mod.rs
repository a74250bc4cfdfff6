//! The CPU backend's rewrites of the loop program `lower` makes: each a
//! [`LoopPass`] the pass manager runs after `lower` (timed, verified and
//! recorded like every pass; `fuselab fuse --emit loops --after NAME` shows
//! the program after any of them). [`passes`] lists the ones a
//! [`CpuOptions`] asks for, in the order they run:
//!
//! | pass | what it does | off with |
//! |---|---|---|
//! | `element_loops` | array-level loops of element-wise bodies fused per element | `per_element_loops: false` |
//! | `untuple` | tuple variables split into their components | `split_tuples: false` |
//! | `delinearise` | row-major reads through a flat position read flat | (always on) |
//! | `interchange` | folds over columns interchanged (scans stored down columns in blocks of 64 rows on an Intel CPU, `wide_scan_blocks`) | `interchange_folds: false` |
//! | `renest` | flat loops over a column walk nested in two | `renest: false` |
//! | `divisors` | the extents a nest divides by bound before its loops | `named_extents: false` |
//! | `cse` | common subexpressions of a nest computed once (`ir::loops::share_common`) | `share_common: false` |
//!
//! Every rewrite keeps the program's values and errors; `docs/cpu.md`
//! says why each one pays.

pub mod delinearise;
pub mod divisors;
pub mod element_loops;
pub mod interchange;
pub mod renest;
pub mod untuple;

use super::cpu_program::CpuOptions;
use super::isa::{host_vendor, Vendor};
use ir::loops::{LoopPass, LoopPasses, LoopProgram, Rewritten};

/// The rewrites `options` ask for, in the order they run.
pub fn passes(options: &CpuOptions) -> LoopPasses {
    let all: [(&'static dyn LoopPass, bool); 7] = [
        (&ElementLoops, options.per_element_loops),
        (&Untuple, options.split_tuples),
        (&Delinearise, true),
        (interchange_pass(options), options.interchange_folds),
        (&Renest, options.renest),
        (&Divisors, options.named_extents),
        (&Cse, options.share_common),
    ];
    LoopPasses::new(
        all.into_iter()
            .filter(|(_, on)| *on)
            .map(|(p, _)| p)
            .collect(),
    )
}

/// A rewrite as a pass: its name, what it counts, its function.
macro_rules! loop_pass {
    ($pass:ident, $name:literal, $counts:literal, $rewrite:path) => {
        #[doc = concat!("The `", $name, "` rewrite as a pass.")]
        pub struct $pass;

        impl LoopPass for $pass {
            fn name(&self) -> &'static str {
                $name
            }
            fn counts(&self) -> &'static str {
                $counts
            }
            fn run(&self, program: &LoopProgram) -> Rewritten {
                let (program, rewrites) = $rewrite(program);
                Rewritten { program, rewrites }
            }
        }
    };
}

loop_pass!(
    ElementLoops,
    "element_loops",
    "array-level loops fused per element",
    element_loops::fuse
);
loop_pass!(Untuple, "untuple", "tuple variables split", untuple::split);
loop_pass!(
    Delinearise,
    "delinearise",
    "reads made flat",
    delinearise::flatten
);
/// The `interchange` rewrite as a pass, a scan stored down columns in
/// blocks of `scan_block` rows.
pub struct Interchange {
    scan_block: i64,
}

impl LoopPass for Interchange {
    fn name(&self) -> &'static str {
        "interchange"
    }
    fn counts(&self) -> &'static str {
        "nests interchanged"
    }
    fn run(&self, program: &LoopProgram) -> Rewritten {
        let (program, rewrites) = interchange::interchange(program, self.scan_block);
        Rewritten { program, rewrites }
    }
}

/// The `interchange` pass `options` ask for: scans stored down columns in
/// blocks of [`interchange::WIDE_SCAN_BLOCK`] rows where
/// `wide_scan_blocks` says so (by default on an Intel CPU), else of
/// [`interchange::BLOCK`].
fn interchange_pass(options: &CpuOptions) -> &'static Interchange {
    static NARROW: Interchange = Interchange {
        scan_block: interchange::BLOCK,
    };
    static WIDE: Interchange = Interchange {
        scan_block: interchange::WIDE_SCAN_BLOCK,
    };
    let wide = (options.wide_scan_blocks).unwrap_or_else(|| host_vendor() == Vendor::Intel);
    match wide {
        true => &WIDE,
        false => &NARROW,
    }
}
loop_pass!(Renest, "renest", "loops nested in two", renest::renest);
loop_pass!(Cse, "cse", "values shared", ir::loops::share_common);
loop_pass!(
    Divisors,
    "divisors",
    "extents named",
    divisors::name_extents
);
