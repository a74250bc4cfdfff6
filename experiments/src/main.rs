//! The `fuselab` command-line program.
fn main() {}
