//! `testkit` holds what the tests of several fuselab crates share, so that
//! no product crate carries test code or test-only dependencies
//! (`proptest`): example program texts (`examples`), program texts at the
//! limits of every stage (`stress`), hand-built loop programs (`loops`),
//! and the random program generator of the property tests (`testgen`).
//!
//! Every crate takes it as a dev-dependency; `fuzz/core` as a dependency
//! (the fuzz targets are tests). `scripts/walls.sh` checks that no other
//! crate depends on it for its product code.

pub mod examples;
pub mod loops;
pub mod stress;
pub mod testgen;
